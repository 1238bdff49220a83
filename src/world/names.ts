import { hasDirectionMarks, hasHiddenCharacters } from './hidden.ts';

/**
 * Names of the pet and its owner: they appear in headers, speaker prefixes and event lines, so some characters
 * are off limits, and the two must be easy to tell apart. The hatch form and imports share these rules.
 */

/** Longest name, so headers and event lines stay short. */
export const MAX_NAME_LENGTH = 16;
/** Characters that would break the prompt's structure: speaker colon, header dot, tags, events, results. */
const NAME_FORBIDDEN = [':', '·', '[', ']', '*', '{', '}', '#'] as const;
/** The contract's tokens a name must not hold: the header lists' separator, the stop token's brackets, the separator line. */
const NAME_TOKENS = [';', '<|', '|>', '---'] as const;
/** Characters that show nothing: format characters (zero-width spaces and joiners), variation selectors, blank fillers. */
// The class lists variation selectors and fillers one by one: each is to be found alone, not as part of a character.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2800\u3164\uffa0\ufe00-\ufe0f]/gu;

/** The rules an older app's names already kept: a stored name that breaks one is refused, not renamed. */
export function storedNameProblem(name: string): string | null {
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

/** What is wrong with a name, or null when it is fine. */
export function nameProblem(name: string): string | null {
  const stored = storedNameProblem(name);
  if (stored) return stored;
  const invisible = name.match(INVISIBLE);
  if (invisible) {
    const codes = [...new Set(invisible)]
      .map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)
      .join(', ');
    return `"${name}" holds an invisible character (${codes}), so it could show blank or look like another name`;
  }
  if (/[^\S ]/u.test(name)) return `"${name}" must use plain spaces only`;
  if (!/[\p{L}\p{N}\p{S}]/u.test(name)) return `"${name}" must hold a letter, a digit or an emoji`;
  const token = NAME_TOKENS.find((t) => name.includes(t));
  if (token) return `"${name}" must not contain "${token}", which the pet's own text format uses`;
  return null;
}

/** Letters from other scripts that look like Latin ones, and digits that look like letters. */
const CONFUSABLE: Record<string, string> = Object.fromEntries(
  [
    'АA ВB ЕE КK МM НH ОO РP СC ТT ХX УY ЅS ІI ЈJ ԚQ ԜW аa еe оo рp сc уy хx ѕs іi јj һh ԁd ԛq ԝw ӏl',
    'ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX οo νv αa ιi κk ρp υu',
    '0O 1l Il |l',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => [pair[0]!, pair[1]!]),
);

/** A name as it looks: accents, case, spaces and look-alike letters folded away. */
function skeleton(name: string, confusables: boolean): string {
  const plain = name.normalize('NFKD').replace(/\p{M}/gu, '').replace(INVISIBLE, '').replace(/\s+/g, '');
  return (confusables ? [...plain].map((c) => CONFUSABLE[c] ?? c).join('') : plain).toLowerCase();
}

/** Whether two names would be hard to tell apart in a chat bubble ("Pip" and "pip", "Sam" and a Cyrillic "Ѕam"). */
export function looksAlike(a: string, b: string): boolean {
  return skeleton(a, false) === skeleton(b, false) || skeleton(a, true) === skeleton(b, true);
}

/**
 * A name that keeps the rules, made from one that may not (an older export's): invisible characters and contract
 * tokens taken out, `fallback` when nothing usable is left, and a number added while it looks like `other`.
 */
export function usableName(name: string, other: string, fallback: string): string {
  let n = name.replace(INVISIBLE, '').replace(/<\||\|>|-{3,}|;/g, ' ');
  n = [...n.replace(/\s+/g, ' ').trim()].slice(0, MAX_NAME_LENGTH).join('').trim();
  if (!n || nameProblem(n)) n = fallback;
  const base = [...n]
    .slice(0, MAX_NAME_LENGTH - 3)
    .join('')
    .trim();
  for (let k = 2; looksAlike(n, other); k++) n = `${base} ${k}`;
  return n;
}
