/**
 * A memory question whose answer the header already shows: "do u know my fav food" with "remembers: Lena loves
 * tacos" shares no word a [recall:] could look up, and the pet answers from the header ("tacos!!"). The reply choice
 * (intents.ts) keeps a reply that names a word of a shown memory, and leads no [recall: where none would find one.
 */
import { HEADER_MEMORIES } from './prompt.ts';
import { recallKeyword, recallWords } from './lookups.ts';
import { sameWord, wordsOf } from './text.ts';

/**
 * "do u know my fav food", "do you remember what i like": a memory question in the shape asksToRecall (reading.ts)
 * leaves to the world outside, as "do u know what a comet is" is.
 */
const KNOW_MINE =
  /\b(?:do|did|d)\s+(?:u|you|ya)\s+(?:know|remember|recall)\s+(?:my|mine|what\s+i\s+(?:like|love|said|told|have|hate|do|am|want|eat)|what\s+i'?m|who\s+my|where\s+my|when\s+my)\b/iu;

/** Whether the owner asks whether the pet knows a thing of theirs ("do u know my fav food"). */
export function asksWhatPetKnows(text: string): boolean {
  return KNOW_MINE.test(text.replace(/[’‘]/g, "'"));
}

/** Words of a memory that say how, not what ("Lena loves tacos": tacos answers, loves does not). */
const NOT_ANSWERS = new Set([
  'love',
  'loves',
  'like',
  'likes',
  'called',
  'named',
  'name',
  'favourite',
  'favorite',
  'fave',
  'best',
  'really',
  'very',
  'has',
  'have',
  'got',
  'gets',
  'goes',
  'plays',
  'play',
]);

/**
 * The words of the header's memories that may answer the question, when none of them shares a word with it (a
 * [recall:] would find nothing): each memory's content words but the owner's name and the question's own. Empty where
 * a recall would find one, or the header shows none.
 */
export function headerAnswers(question: string, memories: readonly string[], owner: string): string[] {
  const shown = memories.slice(-HEADER_MEMORIES);
  const asked = new Set([
    ...recallWords(question),
    ...wordsOf(question).flatMap((w) => [...recallWords(recallKeyword(w))]),
  ]);
  if (!shown.length || shown.some((m) => [...recallWords(m)].some((w) => asked.has(w)))) return [];
  const ownerWords = new Set(wordsOf(owner));
  const out: string[] = [];
  for (const m of shown)
    for (const w of wordsOf(m).map((x) => x.replace(/'s$/, ''))) {
      if (
        ownerWords.has(w) ||
        NOT_ANSWERS.has(w) ||
        recallWords(w).size === 0 ||
        [...asked].some((a) => sameWord(a, w))
      )
        continue;
      if (!out.includes(w)) out.push(w);
    }
  return out;
}
