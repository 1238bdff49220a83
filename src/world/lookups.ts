/** Lookups: the results the app writes after [clock], [look], [recall:KEYWORD] and [yesterday]. */
import { RECALL_STOP_WORDS } from './words.ts';
import { clockText } from './prompt.ts';
import { MAX_RECALL_WORDS, type TagName } from './tags.ts';
import type { WorldState } from './state.ts';

/** Most memories one [recall] returns. */
const RECALL_LIMIT = 2;
/** Gifts [look] names on the shelf (the newest). */
const LOOK_SHELF = 3;
/** What [recall] returns when nothing matches. */
export const RECALL_NOTHING = 'nothing';
/** What [yesterday] returns before the first diary page. */
const NO_DIARY = 'no diary yet';

const STOP = new Set<string>(RECALL_STOP_WORDS);

/** The words [recall] matches on: lowercase [a-z0-9'] runs of 3+ characters, stop words dropped, a trailing plural s dropped. */
export function recallWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-z0-9']+/g) ?? []) {
    if (w.length < 3 || STOP.has(w)) continue;
    const singular = w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
    out.add(singular.replace(/'+$/, ''));
  }
  return out;
}

/** Up to two memories sharing a word with the keyword, newest first, joined with "; "; or "nothing". */
export function recall(memories: readonly string[], keyword: string): string {
  const want = recallWords(keyword);
  const hits: string[] = [];
  for (let i = memories.length - 1; i >= 0 && hits.length < RECALL_LIMIT; i--) {
    const m = memories[i]!;
    if ([...recallWords(m)].some((w) => want.has(w))) hits.push(m);
  }
  return hits.length ? hits.join('; ') : RECALL_NOTHING;
}

/** The first sentence of a diary page. */
export function firstSentence(page: string): string {
  const text = page.trim().replace(/\s+/g, ' ');
  const m = /^.*?[.!?](?=\s|$)/.exec(text);
  return m ? m[0] : text;
}

/** [look]: "shelf: a, b, c · toy: T · window: weather", plus " · poop xN" when there is poop. */
function look(state: WorldState): string {
  const shelf = state.shelf.length ? state.shelf.slice(-LOOK_SHELF).join(', ') : 'empty';
  const parts = [`shelf: ${shelf}`, `toy: ${state.toy ?? 'none'}`, `window: ${state.weather}`];
  if (state.poop > 0) parts.push(`poop x${state.poop}`);
  return parts.join(' · ');
}

/** What a [look]'s result shows on the shelf and as the toy, read back from look()'s words. */
export function lookShows(result: string): { shelf: string[]; toy: string | null } {
  const parts = result.split(' · ');
  const of = (name: string) => parts.find((p) => p.startsWith(`${name}: `))?.slice(name.length + 2);
  const shelf = of('shelf');
  const toy = of('toy');
  return { shelf: !shelf || shelf === 'empty' ? [] : shelf.split(', '), toy: !toy || toy === 'none' ? null : toy };
}

/** A lookup that cannot be answered: not a lookup tag, or a bad keyword. */
export class LookupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LookupError';
  }
}

/**
 * Words for one kind of animal or person that a memory and a question may each use ("whats my bunnys name" of "Lena
 * has a rabbit called Clover"): a header answer is found by any of them. A [recall:] matches on a shared word only.
 */
export const SAME_KINDS: readonly (readonly string[])[] = [
  ['bunny', 'rabbit'],
  ['kitty', 'kitten', 'cat'],
  ['puppy', 'dog'],
  ['mom', 'mum', 'mother', 'mama'],
  ['dad', 'father', 'papa'],
  ['grandma', 'nan', 'nana', 'granny', 'gran'],
  ['grandpa', 'grandad', 'granddad'],
];

/** Pet words for animals and people, as a memory holds them ("whats my doggy called": [recall:dog]). */
const MEMORY_FORMS: Readonly<Record<string, string>> = {
  doggy: 'dog',
  doggie: 'dog',
  doggo: 'dog',
  pupper: 'puppy',
  pup: 'puppy',
  kitteh: 'kitty',
  birdie: 'bird',
  horsey: 'horse',
  horsie: 'horse',
  piggy: 'pig',
  froggy: 'frog',
  fishy: 'fish',
  ducky: 'duck',
  bunnie: 'bunny',
  mummy: 'mum',
  mommy: 'mom',
  daddy: 'dad',
  fav: 'favourite',
  fave: 'favourite',
  favs: 'favourite',
  faves: 'favourite',
  favorite: 'favourite',
  favrite: 'favourite',
  favrit: 'favourite',
  faverite: 'favourite',
  favorit: 'favourite',
  favourit: 'favourite',
  bff: 'friend',
  bday: 'birthday',
};

/**
 * A word of the owner's question as a [recall:] keyword, in the form a memory holds it: lowercase, letters and
 * apostrophes only, a pet word made plain ("doggy" → "dog") and a plural in -ies made one ("kitties" → "kitty"), which
 * recall's own plural s would leave as "kittie". The generator writes its keywords with it, and the line grammar lets
 * the model write it for a word of the question.
 */
export function recallKeyword(word: string): string {
  const w = word
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z']/g, '');
  const plain = MEMORY_FORMS[w] ?? MEMORY_FORMS[w.replace(/s$/, '')];
  if (plain) return plain;
  return w.length > 4 && w.endsWith('ies') ? `${w.slice(0, -3)}y` : w;
}

/** A keyword's first sign that no word has (a digit, a mark, another script's character), or null: keywords are letters and apostrophes. */
export function recallKeywordSign(keyword: string): string | null {
  return /[^\p{Script=Latin}\p{M}'’ ]/u.exec(keyword.trim())?.[0] ?? null;
}

/** Checks a [recall] keyword: one or two words. Returns a problem, or null. */
export function recallKeywordProblem(keyword: string | undefined): string | null {
  if (keyword === undefined || keyword.trim() === '') return 'needs a keyword, like [recall:frogs]';
  const n = keyword.trim().split(/\s+/).length;
  return n > MAX_RECALL_WORDS ? `keyword "${keyword}" has ${n} words; use one or two` : null;
}

/** The result the app writes after a lookup tag. */
export function lookup(state: WorldState, name: TagName | string, arg?: string): string {
  // The result is written inside {…}: braces from free text (a memory, a diary page) become parentheses, or the line won't read.
  return lookupText(state, name, arg).replace(/\{/g, '(').replace(/\}/g, ')');
}

function lookupText(state: WorldState, name: TagName | string, arg?: string): string {
  switch (name) {
    case 'clock':
      return clockText(state.now);
    case 'look':
      return look(state);
    case 'recall': {
      const problem = recallKeywordProblem(arg);
      if (problem) throw new LookupError(`[recall] ${problem}`);
      return recall(state.memories, arg!);
    }
    case 'yesterday':
      return state.diary.length ? firstSentence(state.diary[state.diary.length - 1]!) : NO_DIARY;
    default:
      throw new LookupError(`"${name}" is not a lookup; lookups are clock, look, recall and yesterday`);
  }
}
