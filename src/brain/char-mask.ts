/**
 * Judging a candidate token by the characters it completes. A byte-level token may hold only part of a
 * character (an emoji's or an accented letter's bytes), which decode([id]) shows as U+FFFD: the line grammar
 * cannot read it alone, and before this mask every such token was let through, so a line could go on into
 * bytes that never make a character ("[em\uFFFD:wave]", "I'd\u00f6\uFFFDs"), which the validator then refuses
 * (broken-character). Here the bytes held back from earlier tokens and the candidate's are read together:
 * bytes that can be no UTF-8 character are refused, whole characters are judged as text, and an unfinished
 * last character is judged by the characters it may still become.
 */
import type { Tokenizer } from './tokenizer.ts';

const EMPTY = new Uint8Array(0);

/** What a candidate token adds: the text of the characters it completes, and the bytes of one still unfinished. */
export interface CharStep {
  text: string;
  tail: Uint8Array;
}

/** How many bytes a UTF-8 sequence starting with `lead` holds; 0 for a byte that cannot start one. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Reads bytes as whole characters and an unfinished last one; null when some byte can be no character there. */
export function readUtf8(bytes: Uint8Array): CharStep | null {
  let i = 0;
  while (i < bytes.length) {
    const len = sequenceLength(bytes[i]!);
    if (len === 0) return null;
    const end = Math.min(i + len, bytes.length);
    for (let j = i + 1; j < end; j++) if ((bytes[j]! & 0xc0) !== 0x80) return null;
    if (i + len > bytes.length) break;
    i += len;
  }
  let text: string;
  try {
    text = fatal.decode(bytes.subarray(0, i));
  } catch {
    return null; // an overlong form or a surrogate
  }
  return { text, tail: i < bytes.length ? bytes.slice(i) : EMPTY };
}

/** The code points a UTF-8 sequence beginning with `tail` (its lead and any continuation bytes so far) can end as. */
function codePointRange(tail: Uint8Array): [number, number] {
  const len = sequenceLength(tail[0]!);
  let lo = tail[0]! & (0xff >> (len + 1));
  for (let j = 1; j < tail.length; j++) lo = (lo << 6) | (tail[j]! & 0x3f);
  const free = len - tail.length;
  lo <<= 6 * free;
  // The shortest form only: a three-byte character is at least U+0800, a four-byte one at least U+10000.
  return [Math.max(lo, [0, 0, 0x80, 0x800, 0x10000][len]!), lo + (1 << (6 * free)) - 1];
}

const LETTER = /\p{L}/u;
const WORD_MARKS = ['\u2019', '\u2018'];
const optionsByTail = new Map<string, string[]>();

/**
 * Characters an unfinished character may still become, one of each kind the line and diary grammars tell apart
 * (a letter, the curly apostrophes, any other character), plus the prompt's own characters of that range (a name's
 * "ë" must stay writable). A candidate that leaves a character unfinished is allowed when the text may go on with one.
 */
export function unfinishedOptions(tail: Uint8Array, promptChars: readonly string[] = []): string[] {
  const [lo, hi] = codePointRange(tail);
  const key = Array.from(tail, (b) => b.toString(16)).join(' ');
  let kinds = optionsByTail.get(key);
  if (!kinds) {
    kinds = [];
    let letter = false;
    let other = false;
    for (let cp = lo; cp <= Math.min(hi, 0x10ffff) && !(letter && other); cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      const isLetter = LETTER.test(c);
      if (isLetter ? letter : other) continue;
      if (isLetter) letter = true;
      else other = true;
      kinds.push(c);
    }
    for (const m of WORD_MARKS) if (m.codePointAt(0)! >= lo && m.codePointAt(0)! <= hi) kinds.push(m);
    optionsByTail.set(key, kinds);
  }
  const own = promptChars.filter((c) => c.codePointAt(0)! >= lo && c.codePointAt(0)! <= hi);
  return own.length ? [...own, ...kinds] : kinds;
}

/** The characters beyond ASCII in a text, once each. */
function wideChars(text: string): string[] {
  return [...new Set(Array.from(text).filter((c) => c.codePointAt(0)! > 0x7f))];
}

/** The bytes held back between tokens, and the reading of each candidate after them. */
export class CharMask {
  private pending: Uint8Array = EMPTY;

  /** The prompt's wide characters, read when an unfinished character first needs them (most lines have none). */
  private promptChars: string[] | null = null;

  /** `prompt`: the text the line follows, whose wide characters an unfinished one may become. */
  constructor(
    private readonly tok: Tokenizer,
    private readonly prompt = '',
  ) {}

  /** Whether an unfinished character is held back (a line may not end there). */
  get open(): boolean {
    return this.pending.length > 0;
  }

  /** What candidate `id` adds after the held-back bytes; null when the bytes can be no character. */
  step(id: number): CharStep | null {
    const piece = this.tok.piece(id);
    if (!this.pending.length && !piece.includes('\ufffd')) return { text: piece, tail: EMPTY };
    const own = this.tok.tokenBytes(id);
    const bytes = new Uint8Array(this.pending.length + own.length);
    bytes.set(this.pending);
    bytes.set(own, this.pending.length);
    return readUtf8(bytes);
  }

  /**
   * Whether candidate `id` may follow, given `judge` (the grammar's test of the text the candidate adds): its
   * whole characters are judged as text, an unfinished one by the characters it may still become.
   */
  allows(id: number, judge: (added: string) => boolean): boolean {
    const s = this.step(id);
    if (!s) return false;
    if (!s.tail.length) return judge(s.text);
    this.promptChars ??= wideChars(this.prompt);
    return unfinishedOptions(s.tail, this.promptChars).some((c) => judge(s.text + c));
  }

  /** Records the token drawn: the bytes of a character it leaves unfinished are held back for the next. */
  took(id: number): void {
    this.pending = this.step(id)?.tail ?? EMPTY;
  }

  /** Forgets held-back bytes (a lookup's result starts new text). */
  reset(): void {
    this.pending = EMPTY;
  }
}
