import { hasDirectionMarks, hasHiddenCharacters } from './hidden.ts';

/** Names of the pet and its owner: they appear in headers, speaker prefixes and event lines, so some characters are off limits. */

/** Longest name, so headers and event lines stay short. */
export const MAX_NAME_LENGTH = 16;
/** Characters that would break the prompt's structure: speaker colon, header dot, tags, events, results. */
export const NAME_FORBIDDEN = [':', '·', '[', ']', '*', '{', '}', '#'] as const;

/** What is wrong with a name, or null when it is fine. */
export function nameProblem(name: string): string | null {
  if (name.trim() !== name) return `"${name}" must not start or end with a space`;
  if (name.length === 0) return 'must not be empty';
  if ([...name].length > MAX_NAME_LENGTH) return `"${name}" is longer than ${MAX_NAME_LENGTH} characters`;
  if (hasDirectionMarks(name)) return `"${name}" must not contain an invisible text-direction mark`;
  if (hasHiddenCharacters(name)) return `"${name}" must not contain a newline, a line separator or a control character`;
  const bad = NAME_FORBIDDEN.filter((c) => name.includes(c));
  if (bad.length) return `"${name}" must not contain ${bad.map((c) => `"${c}"`).join(', ')}`;
  if (/\s{2,}/.test(name)) return `"${name}" must not contain runs of spaces`;
  return null;
}
