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
  'she',
  'he',
  'her',
  'his',
  'him',
  'they',
  'them',
  'its',
  'years',
  'year',
  'old',
]);

/**
 * The words of the header's memories that may answer the question: those of the memories that share a word with it
 * ("Lena has a dog named Peanut" for "whats my doggy called": peanut), or where none does, every shown memory's (a
 * [recall:] would find nothing: "do u know my fav food" of "Lena loves tacos"). Each memory's content words but the
 * owner's name, the words that say how and the question's own; empty where the header shows none.
 */
export function headerAnswers(question: string, memories: readonly string[], owner: string): string[] {
  const shown = memories.slice(-HEADER_MEMORIES);
  const asked = askedWords(question);
  const sharing = shown.filter((m) => [...recallWords(m)].some((w) => asked.has(w)));
  return answerWords(sharing.length ? sharing : shown, asked, owner);
}

/** The words a question asks by, as a recall matches them ("doggy" as "dog"). */
function askedWords(question: string): Set<string> {
  return new Set([...recallWords(question), ...wordsOf(question).flatMap((w) => [...recallWords(recallKeyword(w))])]);
}

/** Each memory's content words but the owner's name, the words that say how, and the question's own. */
function answerWords(memories: readonly string[], asked: ReadonlySet<string>, owner: string): string[] {
  const ownerWords = new Set(wordsOf(owner));
  const out: string[] = [];
  for (const m of memories)
    for (const w of wordsOf(m).map((x) => x.replace(/'s$/, ''))) {
      if (
        ownerWords.has(w) ||
        NOT_ANSWERS.has(w) ||
        (recallWords(w).size === 0 && !/^\d+$/u.test(w) && !SHORT_NAME.test(w)) ||
        [...asked].some((a) => sameWord(a, w))
      )
        continue;
      if (!out.includes(w)) out.push(w);
    }
  return out;
}

/**
 * The words of what a [recall:] found that answer the question ("Sam has a dog named Peanut" for "whats my doggy
 * called": peanut): a reply that names one tells the owner, not only its chip.
 */
export function foundAnswers(found: string, question: string, owner: string): string[] {
  return answerWords(found.split('; '), askedWords(question), owner);
}

/** A two-letter word that may be a name ("Bo"), not a little word of the sentence. */
const SHORT_NAME = /^(?!(?:is|an|to|in|on|at|of|my|me|we|he|it|up|so|or|be|do|go|no|as|by|if|us|am|hi|ok)$)[a-z]{2}$/u;
/** Words of a question that asks what was said, not about what ("what did i just tell u"). */
const JUST_SAID = new Set([
  'just',
  'tell',
  'told',
  'said',
  'say',
  'remember',
  'again',
  'before',
  'now',
  'second',
  'ago',
]);
/** Earlier lines of the chat a question may be answered from, counted back from it. */
const CHAT_REACH = 16;

/**
 * The words of what the owner said earlier in the chat that may answer a memory question no memory answers ("i got a
 * cat she is called Mittens" for "wait whats my cats name": mittens): the content words of their newest line that
 * shares a word with the question, but the question's own and those that say how. Empty where a memory shares one.
 */
export function chatAnswers(
  question: string,
  lines: readonly string[],
  memories: readonly string[],
  owner: string,
): string[] {
  const asked = askedWords(question);
  const said = lines
    .slice(-CHAT_REACH, -1)
    .filter((l) => l.startsWith(`${owner}: `))
    .map((l) => l.slice(owner.length + 2))
    .reverse();
  // "what did i just tell u", "remember what i said?": what they said last.
  if ([...asked].every((w) => JUST_SAID.has(w))) return said.length ? answerWords([said[0]!], asked, owner) : [];
  if (memories.some((m) => [...recallWords(m)].some((w) => asked.has(w)))) return [];
  const told = said.find((l) => [...recallWords(l)].some((w) => asked.has(w)));
  return told ? answerWords([told], asked, owner) : [];
}
