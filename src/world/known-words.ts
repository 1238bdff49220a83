/**
 * Known words: a new pet line uses only the pet's own words (PET_WORDS, every word its training lines
 * use on their own) and the words of its prompt (its name, the owner's, what the owner said, remembered
 * facts, the day's log). A tiny model that strays from them writes no new word, only a broken one
 * ("Lures!!" for Luma, "calledunch M shotix"); names it has never seen can still be copied from the chat.
 * The validator's unknown-word rule; the line grammar keeps it while sampling.
 */
import { drawnOutTwice, forms, wordsOf } from './text.ts';
import { PET_WORDS } from './pet-words.ts';
import { chatParts, ownerQuote } from './prompt.ts';
import type { WorldState } from './state.ts';

/** Runs of three or more of a letter read as two ("sooo" as "soo", "zzzz" as "zz"): the pet may stretch a word. */
const squeeze = drawnOutTwice;
const hasLetter = (w: string) => /\p{L}/u.test(w);

/** A text's words as the list keeps them: the validator's (wordsOf: lowercase, ' for ’, "im" as "i'm"), squeezed; numbers left out. */
export function vocabularyForm(text: string): string[] {
  return wordsOf(text).filter(hasLetter).map(squeeze);
}

/**
 * The words of the chat prompt for this state and transcript (its header and every line), and what the owner said
 * today: the chat's header leaves the day log's quotes out, but the pet heard them and may ask after them ("how was
 * the dentist?").
 */
export function wordsOfPrompt(state: WorldState, lines: readonly string[]): Set<string> {
  const parts = chatParts(state, lines);
  const heardToday = state.today.flatMap((e) => ownerQuote(e, state.owner) ?? []);
  return new Set(vocabularyForm([parts.header, ...parts.lines, ...heardToday].join('\n')));
}

/** Every start of each word. */
function prefixesOf(words: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const w of words) for (let i = 1; i <= w.length; i++) out.add(w.slice(0, i));
  return out;
}

/** A word without its apostrophes: "let's" and "lets", "don't" and "dont" are one word to the rule. */
const bare = (w: string) => w.replace(/'/g, '');

/** Whether `word`, or one of its forms (plural, verb s/es, 's, ies for y), is one `said` holds. */
export function inForms(word: string, said: (w: string) => boolean): boolean {
  return said(word) || forms(word).some(said);
}

/** The pet's own words as listed and without their apostrophes, and the starts of each. */
interface OwnWords {
  words: Set<string>;
  bare: Set<string>;
  prefixes: Set<string>;
  barePrefixes: Set<string>;
}
let petWords: OwnWords | null = null;
/** The pet's own words, built once. */
function own(): OwnWords {
  if (!petWords) {
    const words = new Set(PET_WORDS);
    const bareWords = new Set(PET_WORDS.map(bare));
    petWords = { words, bare: bareWords, prefixes: prefixesOf(words), barePrefixes: prefixesOf(bareWords) };
  }
  return petWords;
}

/**
 * Whether a word (or the start of one, with `starts`) is the pet's own: as listed, or with every apostrophe
 * dropped ("lets", "dont"). A word never gains one: "blo'wi'ng" is not "blowing", nor "gol''''d" "gold".
 */
function ownHas(w: string, starts: boolean): boolean {
  const o = own();
  if (w.includes("'")) return (starts ? o.prefixes : o.words).has(w);
  return (starts ? o.barePrefixes : o.bare).has(w);
}

/** Endings `forms` reads past, as a written word grows: plural or verb s/es, 's, s' (and ies for a y). */
const ENDINGS = ['s', 'es', "'s", "'", "s'", "es'"];
const Y_ENDINGS = ['ies', "ies'"];

/** Whether `prefix` is a word `said` holds plus the start of one of ENDINGS (the stem at least a letter long). */
function grows(prefix: string, said: (w: string) => boolean): boolean {
  for (let k = Math.max(1, prefix.length - 4); k < prefix.length; k++) {
    const stem = prefix.slice(0, k);
    const tail = prefix.slice(k);
    if (said(stem) && ENDINGS.some((e) => e.startsWith(tail))) return true;
    if (said(`${stem}y`) && Y_ENDINGS.some((e) => e.startsWith(tail))) return true;
  }
  return false;
}

/** The words one line may use: the pet's own and its prompt's. */
export class KnownWords {
  private readonly extra: Set<string>;
  /** The prompt words' starts, built on the first word being written (the validator only judges finished words). */
  private extraPrefixes: Set<string> | null = null;

  constructor(promptWords: Iterable<string>) {
    this.extra = new Set(promptWords);
  }

  static forPrompt(state: WorldState, lines: readonly string[]): KnownWords {
    return new KnownWords(wordsOfPrompt(state, lines));
  }

  /**
   * A finished word (in vocabularyForm) is known: the pet's own as listed (or with 's), or a word of the prompt or of
   * `also` (the line's own lookup results: "[recall:dog]{…} it's Biscuit!") in any of its forms (plural, verb s/es,
   * 's, ies for y). The pet's own words take no forms (the list holds the ones it uses, and "run" would let "Runes"
   * through), but may lose their apostrophes ("lets", "dont").
   */
  has(word: string, also?: ReadonlySet<string>): boolean {
    if (ownHas(word, false) || ownHas(word.replace(/'s?$/, ''), false)) return true;
    return inForms(word, this.said(also));
  }

  /** Whether a word is the prompt's or a lookup result's, as written. */
  private said(also?: ReadonlySet<string>): (w: string) => boolean {
    return (w) => this.extra.has(w) || (also?.has(w) ?? false);
  }

  /** What finishedKnown has judged, by the number of lookup results and the text. */
  private readonly memo = new Map<string, boolean>();

  /**
   * Whether every word of `head` (lowercase, every word finished) is known. A head splits into the head before its
   * last word and that word; the shorter head is usually judged already (it is the text the candidates share).
   */
  finishedKnown(head: string, resultCount: number, also: ReadonlySet<string> | undefined): boolean {
    const key = `${resultCount}|${head}`;
    const seen = this.memo.get(key);
    if (seen !== undefined) return seen;
    // The last word run and what precedes it (trailing separators belong to the last word's part).
    const m = /[\p{L}\p{N}']+[^\p{L}\p{N}']*$/u.exec(head);
    const ok = !m ? true : this.finishedKnown(head.slice(0, m.index), resultCount, also) && allKnown(m[0], this, also);
    if (this.memo.size > 4096) this.memo.clear();
    this.memo.set(key, ok);
    return ok;
  }

  /**
   * A word being written (in vocabularyForm) can still become a known one: a start of a listed word, a known word
   * itself, or a prompt or result word with the start of an ending `has` reads past ("poni" for "ponies" of "pony").
   */
  mayStart(prefix: string, also?: ReadonlySet<string>): boolean {
    this.extraPrefixes ??= prefixesOf(this.extra);
    if (ownHas(prefix, true) || this.extraPrefixes.has(prefix) || this.has(prefix, also)) return true;
    if (grows(prefix, this.said(also))) return true;
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
 * the one being written (the last, unless `ending` or a separator follows it) a start of one. The line grammar
 * asks this for each of the sampler's 40 candidates, which share the text so far: what is known of a text up to
 * its last separator is kept (memo), so each call reads only the words its candidate added.
 */
export function knownSoFar(text: string, results: readonly string[], known: KnownWords, ending: boolean): boolean {
  const raw = text.toLowerCase().replace(/[’‘]/g, "'");
  const open = !ending ? /[\p{L}\p{N}']+$/u.exec(raw)?.[0] : undefined;
  const head = open ? raw.slice(0, raw.length - open.length) : raw;
  const also = results.length ? new Set(results.flatMap(vocabularyForm)) : undefined;
  if (!known.finishedKnown(head, results.length, also)) return false;
  if (open === undefined || !hasLetter(open)) return true;
  const v = squeeze(open);
  return known.mayStart(v, also) || (open === 'im' && known.has("i'm"));
}

/** Whether every word of a text is known (the words of `text`, all finished). */
function allKnown(text: string, known: KnownWords, also: ReadonlySet<string> | undefined): boolean {
  return vocabularyForm(text).every((w) => known.has(w, also));
}
