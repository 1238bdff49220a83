/**
 * Tool tags: the tag table (the seed's Tools and Lookups) and a lenient reader
 * that takes a pet line apart into text, tags and lookup results.
 */
import { DOODLES, DREAMS, EMOTES, GIFTS, WALKS, WANTS } from './words.ts';

/** What a tag's argument may be: none, one word of a list, or free text. */
export type TagArg = { kind: 'none' } | { kind: 'word'; values: readonly string[] } | { kind: 'text' };

/** One row of the tag table. */
export interface TagSpec {
  readonly arg: TagArg;
  /** Lookups stop generation at their closing bracket; the app appends {result}. */
  readonly lookup: boolean;
  /** Where the tag may appear: a chat line, or the diary's last line. */
  readonly mode: 'chat' | 'diary';
}

const none: TagArg = { kind: 'none' };
const text: TagArg = { kind: 'text' };
const word = (values: readonly string[]): TagArg => ({ kind: 'word', values });

/** The tag table: every tag the model may write. */
export const TAGS = {
  emote: { arg: word(EMOTES), lookup: false, mode: 'chat' },
  want: { arg: word(WANTS), lookup: false, mode: 'chat' },
  remember: { arg: text, lookup: false, mode: 'chat' },
  gift: { arg: word(GIFTS), lookup: false, mode: 'chat' },
  diary: { arg: text, lookup: false, mode: 'chat' },
  sleep: { arg: none, lookup: false, mode: 'chat' },
  dream: { arg: word(DREAMS), lookup: false, mode: 'chat' },
  walk: { arg: word(WALKS), lookup: false, mode: 'chat' },
  yes: { arg: none, lookup: false, mode: 'chat' },
  no: { arg: none, lookup: false, mode: 'chat' },
  clock: { arg: none, lookup: true, mode: 'chat' },
  look: { arg: none, lookup: true, mode: 'chat' },
  recall: { arg: text, lookup: true, mode: 'chat' },
  yesterday: { arg: none, lookup: true, mode: 'chat' },
  doodle: { arg: word(DOODLES), lookup: false, mode: 'diary' },
} as const satisfies Record<string, TagSpec>;

export type TagName = keyof typeof TAGS;
export const TAG_NAMES = Object.keys(TAGS) as TagName[];
export const LOOKUP_TAGS = TAG_NAMES.filter((n) => TAGS[n].lookup);

/** Longest argument a tag may carry. */
export const MAX_TAG_ARG = 80;
/** Most words a [recall:KEYWORD] keyword may have. */
export const MAX_RECALL_WORDS = 2;

export function isTagName(name: string): name is TagName {
  return Object.prototype.hasOwnProperty.call(TAGS, name);
}

/** Writes a tag in its canonical form: [name] or [name:arg]. */
export function formatTag(name: TagName, arg?: string): string {
  return arg === undefined ? `[${name}]` : `[${name}:${arg}]`;
}

/** A piece of a pet line. */
export type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'tag'; name: string; arg?: string; known: boolean; raw: string; result?: string }
  | { kind: 'stray'; raw: string; problem: string };

/** A pet line taken apart. */
export interface ReadLine {
  segments: Segment[];
  /** The tags in order (known or not), each with its lookup result if one followed. */
  tags: Extract<Segment, { kind: 'tag' }>[];
  /** Words outside tags and results. */
  words: string[];
  /** True when a dangling "[" from GPT-2's merged "][" token was trimmed. */
  trimmedBracket: boolean;
}

const TAG_AT = /^\[([a-z]+)(?::([^\]\n]*))?\]/;
const RESULT_AT = /^\{([^{}\n]*)\}/;

/** Removes the "[" left by GPT-2's merged "][" token after a closing tag. */
export function trimDanglingBracket(line: string): { line: string; trimmed: boolean } {
  return /\]\[$/.test(line) ? { line: line.slice(0, -1), trimmed: true } : { line, trimmed: false };
}

/**
 * Reads a pet line's body leniently: unknown tags are kept and marked, broken
 * brackets become "stray" segments with a reason, nothing throws.
 */
export function readLine(body: string): ReadLine {
  const { line, trimmed } = trimDanglingBracket(body);
  const segments: Segment[] = [];
  let textBuf = '';
  const flushText = () => {
    if (textBuf) segments.push({ kind: 'text', text: textBuf });
    textBuf = '';
  };
  let i = 0;
  while (i < line.length) {
    const rest = line.slice(i);
    const ch = line[i];
    if (ch === '[') {
      const m = TAG_AT.exec(rest);
      if (m) {
        flushText();
        const name = m[1]!;
        const tag: Extract<Segment, { kind: 'tag' }> = { kind: 'tag', name, known: isTagName(name), raw: m[0] };
        if (m[2] !== undefined) tag.arg = m[2];
        segments.push(tag);
        i += m[0].length;
        const r = RESULT_AT.exec(line.slice(i));
        if (r && isTagName(name) && TAGS[name].lookup) {
          tag.result = r[1]!;
          tag.raw += r[0];
          i += r[0].length;
        }
        continue;
      }
      flushText();
      const close = rest.indexOf(']');
      const raw = close === -1 ? rest : rest.slice(0, close + 1);
      segments.push({ kind: 'stray', raw, problem: close === -1 ? 'unclosed "["' : `malformed tag ${raw}` });
      i += raw.length;
      continue;
    }
    if (ch === '{') {
      flushText();
      const r = RESULT_AT.exec(rest);
      const raw = r ? r[0] : rest;
      segments.push({
        kind: 'stray',
        raw,
        problem: r ? `lookup result ${raw} without a lookup tag before it` : 'unclosed "{"',
      });
      i += raw.length;
      continue;
    }
    if (ch === ']' || ch === '}') {
      flushText();
      segments.push({ kind: 'stray', raw: ch, problem: `"${ch}" without an opening bracket` });
      i += 1;
      continue;
    }
    textBuf += ch;
    i += 1;
  }
  flushText();
  const tags = segments.filter((s): s is Extract<Segment, { kind: 'tag' }> => s.kind === 'tag');
  const words = segments
    .filter((s): s is Extract<Segment, { kind: 'text' }> => s.kind === 'text')
    .flatMap((s) => s.text.split(/\s+/))
    .filter((w) => w.length > 0);
  return { segments, tags, words, trimmedBracket: trimmed };
}

/** True when a line holds only tags (and their results): the pet acting silently. */
export function isSilent(read: ReadLine): boolean {
  return read.tags.length > 0 && read.words.length === 0 && read.segments.every((s) => s.kind !== 'stray');
}
