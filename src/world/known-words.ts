/**
 * Known words: a new pet line uses only the pet's own words (PET_WORDS, every word its training lines
 * use on their own) and the words of its prompt (its name, the owner's, what the owner said, remembered
 * facts, the day's log). A tiny model that strays from them writes no new word, only a broken one
 * ("Lures!!" for Luma, "calledunch M shotix"); names it has never seen can still be copied from the chat.
 * The validator's unknown-word rule; the line grammar keeps it while sampling.
 */
import { forms, wordsOf } from './grounding.ts';
import { PET_WORDS } from './pet-words.ts';
import { chatParts } from './prompt.ts';
import type { WorldState } from './state.ts';

/** Runs of three or more of a letter read as two ("sooo" as "soo", "zzzz" as "zz"): the pet may stretch a word. */
const squeeze = (w: string) => w.replace(/(\p{L})\1{2,}/gu, '$1$1');
const hasLetter = (w: string) => /\p{L}/u.test(w);

/** A text's words as the list keeps them: the validator's (wordsOf: lowercase, ' for ’, "im" as "i'm"), squeezed; numbers left out. */
export function vocabularyForm(text: string): string[] {
  return wordsOf(text).filter(hasLetter).map(squeeze);
}

/** The words of the chat prompt for this state and transcript: its header and every line. */
export function wordsOfPrompt(state: WorldState, lines: readonly string[]): Set<string> {
  const parts = chatParts(state, lines);
  return new Set(vocabularyForm([parts.header, ...parts.lines].join('\n')));
}

/** Every start of each word. */
function prefixesOf(words: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const w of words) for (let i = 1; i <= w.length; i++) out.add(w.slice(0, i));
  return out;
}

let petWords: Set<string> | null = null;
let petPrefixes: Set<string> | null = null;
/** The pet's own words and their starts, built once. */
function own(): { words: Set<string>; prefixes: Set<string> } {
  petWords ??= new Set(PET_WORDS);
  petPrefixes ??= prefixesOf(petWords);
  return { words: petWords, prefixes: petPrefixes };
}

/** The words one line may use: the pet's own and its prompt's. */
export class KnownWords {
  private readonly extra: Set<string>;
  private readonly extraPrefixes: Set<string>;

  constructor(promptWords: Iterable<string>) {
    this.extra = new Set(promptWords);
    this.extraPrefixes = prefixesOf(this.extra);
  }

  static forPrompt(state: WorldState, lines: readonly string[]): KnownWords {
    return new KnownWords(wordsOfPrompt(state, lines));
  }

  /**
   * A finished word (in vocabularyForm) is known: the pet's own as listed (or with 's), or a word of the prompt or of
   * `also` (the line's own lookup results: "[recall:dog]{…} it's Biscuit!") in any of its forms (plural, verb s/es,
   * 's, ies for y). The pet's own words take no forms: the list holds the ones it uses, and "run" would let "Runes" through.
   */
  has(word: string, also?: ReadonlySet<string>): boolean {
    const mine = own().words;
    if (mine.has(word) || mine.has(word.replace(/'s?$/, ''))) return true;
    const said = (w: string) => this.extra.has(w) || (also?.has(w) ?? false);
    return said(word) || forms(word).some(said);
  }

  /** A word being written (in vocabularyForm) can still become a known one. */
  mayStart(prefix: string, also?: ReadonlySet<string>): boolean {
    if (own().prefixes.has(prefix) || this.extraPrefixes.has(prefix) || this.has(prefix, also)) return true;
    if (also) for (const w of also) if (w.startsWith(prefix)) return true;
    return false;
  }
}

/** The words of a pet line's text (tags and results taken out) that are not known; `results`: its lookup results. */
export function unknownWords(text: string, results: readonly string[], known: KnownWords): string[] {
  const also = new Set(results.flatMap(vocabularyForm));
  return [...new Set(vocabularyForm(text).filter((w) => !known.has(w, also)))];
}

/**
 * Whether the text of a line being written (tags taken out) keeps to known words: every finished word known,
 * the one being written (the last, unless `ending` or a separator follows it) a start of one.
 */
export function knownSoFar(text: string, results: readonly string[], known: KnownWords, ending: boolean): boolean {
  const also = results.length ? new Set(results.flatMap(vocabularyForm)) : undefined;
  const raw = text.toLowerCase().replace(/[’‘]/g, "'");
  const words = raw.match(/[\p{L}\p{N}']+/gu) ?? [];
  const open = !ending && /[\p{L}\p{N}']$/u.test(raw) ? words.pop() : undefined;
  for (const w of words) {
    if (!hasLetter(w)) continue;
    const v = squeeze(w === 'im' ? "i'm" : w);
    if (!known.has(v, also)) return false;
  }
  if (open === undefined || !hasLetter(open)) return true;
  const v = squeeze(open);
  return known.mayStart(v, also) || (open === 'im' && known.has("i'm"));
}
