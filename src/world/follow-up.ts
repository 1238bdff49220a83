/**
 * A later word on a plan the pet knows of: with "Lena has a test tomorrow" remembered, or "Lena said: i have swimming
 * later" in the day log, "i did my test!!" or "sooo the gala was today" asks after it ("ooh, your test! how did it
 * go?"), not "what test?". The header has no weekday, so nothing checks that the day has come: the owner says it has.
 */
import { recallWords } from './lookups.ts';
import { ownerQuote } from './prompt.ts';
import { sameWord, wordsOf } from './text.ts';
import { TOMORROW } from './lexicon/time.ts';
import { GENDERED_PRONOUNS } from './words.ts';

/** Words that speak of a thing to come: a memory with one holds a plan; a message with one tells of a plan, not how it went. */
const COMING = new RegExp(
  String.raw`\b(?:${TOMORROW.join('|')}|tonight|later|soon|next\s+(?:week|time|day|month|year|weekend)|weekend|gonna|going\s+to|will|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`,
  'iu',
);
/** Words of a plan that say when or how, never what ("going", "tomorrow"), and words that stand for a thing ("she"). */
const NOT_THINGS = new Set<string>([
  ...TOMORROW,
  ...['going', 'gonna', 'tonight', 'later', 'soon', 'next', 'weekend', 'today', 'will', 'got', 'get'],
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'really', 'very', 'big', 'little'],
  ...['said', 'love', 'loves', 'like', 'likes', 'want', 'wants', 'can', "can't", 'cant', 'did', 'done', 'back'],
  ...GENDERED_PRONOUNS,
  ...['they', 'them', 'its', 'it', 'you', 'your', 'our', 'their', 'this', 'that', 'there', 'here'],
  ...['what', 'when', 'where', 'who', 'how', 'all', 'some', 'lot', 'lots', 'much'],
]);

/** A plan asked after, as the plan names it: its thing ("test") and how the pet says it ("your test", "the dentist"). */
export interface FollowUp {
  thing: string;
  said: string;
}

/**
 * The plan the owner's words come back to, or null: a word they share with the newest remembered plan or plan told
 * today (its thing), where the words themselves tell of nothing to come ("i have a test tomorrow" is a plan, told).
 */
export function followUpOf(
  text: string,
  owner: string,
  memories: readonly string[],
  today: readonly string[] = [],
): FollowUp | null {
  if (COMING.test(text)) return null;
  const ownerWords = new Set(wordsOf(owner));
  const told = today.flatMap((e) => ownerQuote(e, owner) ?? []);
  const asked = recallWords(text);
  for (const plan of [...told, ...memories].reverse()) {
    if (!COMING.test(plan)) continue;
    const words = wordsOf(plan);
    const at = words.findIndex(
      (w) => !NOT_THINGS.has(w) && !ownerWords.has(w.replace(/'s$/u, '')) && [...asked].some((a) => sameWord(a, w)),
    );
    if (at < 0) continue;
    const thing = words[at]!;
    return { thing, said: `${words[at - 1] === 'the' ? 'the' : 'your'} ${thing}` };
  }
  return null;
}

/** Whether a reply asks after the plan or names it ("how was your test?", "your test!"). */
export function asksAfter(f: FollowUp, said: readonly string[]): boolean {
  return said.some((w) => sameWord(w, f.thing) || w === 'how');
}
