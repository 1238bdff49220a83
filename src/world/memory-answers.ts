/**
 * A memory question whose answer the header already shows: "do u know my fav food" with "remembers: Lena loves
 * tacos" shares no word a [recall:] could look up, and the pet answers from the header ("tacos!!"). The reply choice
 * (intents.ts) keeps a reply that names a word of a shown memory, and leads no [recall: where none would find one.
 */
import { HEADER_MEMORIES } from './prompt.ts';
import { recall, RECALL_NOTHING, recallKeyword, recallKeywordProblem, recallWords, SAME_KINDS } from './lookups.ts';
import { sameWord, straightQuotes, wordsOf, writtenWords } from './text.ts';

/**
 * "do u know my fav food", "do you remember what i like": a memory question in the shape asksToRecall (reading.ts)
 * leaves to the world outside, as "do u know what a comet is" is.
 */
const KNOW_MINE =
  /\b(?:(?:do|did|d|can|bet|betcha)\s+(?:u|you|ya)(?:\s+(?:still|even|don'?t|do\s+not|can'?t|cannot))?|i\s+bet\s+(?:u|you|ya)(?:\s+(?:don'?t|can'?t))?)\s+(?:know|remember|rember|remeber|recall)\s+(?:my|mine|what\s+i\s+(?:like|love|said|told|have|hate|do|am|want|eat)|what\s+i'?m|who\s+my|where\s+my|when\s+my)\b/iu;
/** "what r we having for tea again", "whats my fishs name again": asked back, so told before. */
const ASKED_AGAIN =
  /^(?=.*\b(?:what|whats|wat|wats|who|whos|where|wheres|when|which)\b).*\bagain\b(?:\s+(?:lol|pls|plz|please|haha|hehe|lmao))?\W*$/iu;

/** Whether the owner asks whether the pet knows a thing of theirs ("do u know my fav food", "bet u dont know my…"). */
export function asksWhatPetKnows(text: string): boolean {
  const t = text.replace(/[’‘]/g, "'");
  return KNOW_MINE.test(t) || ASKED_AGAIN.test(t);
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
  'new',
  'today',
  'just',
  'yum',
  'yummy',
  'lol',
  'omg',
  'im',
  "i'm",
  'shes',
  'hes',
  'btw',
  'back',
  'went',
  'was',
  'were',
  'yes',
  'yeah',
  'yep',
]);

/** The owner's age asked ("how old am i"), and a memory that tells one ("Lena is 10", "Lena is 8 years old"). */
const AGE_ASKED = /\bhow\s+old\s+(?:am\s+i|i\s+am|im|i'm)\b|\bmy\s+age\b/iu;
const AGE_TOLD = /\bis\s+\d+\b|\b\d+\s+(?:years?|yrs?)\s+old\b/iu;

/** Whether a question's words share one with a shown memory, as a recall matches them. */
export function headerShares(question: string, memories: readonly string[]): boolean {
  const asked = askedWords(question);
  return memories.slice(-HEADER_MEMORIES).some((m) => [...recallWords(m)].some((w) => asked.has(w)));
}

/** A memory question's answer shown above it: its words, and the one memory or chat line they come from (else null). */
export interface ShownAnswer {
  words: string[];
  source: string | null;
  /** The answer as the pet says it back, where the question's shape gives it ("you're 8 and a half"). */
  said?: string;
}

/**
 * The words of the header's memories that may answer the question: those of the memories that share a word with it
 * ("Lena has a dog named Peanut" for "whats my doggy called": peanut), or where none does, every shown memory's (a
 * [recall:] would find nothing: "do u know my fav food" of "Lena loves tacos"). Each memory's content words but the
 * owner's name, the words that say how and the question's own; empty where the header shows none.
 */
export function headerAnswer(question: string, memories: readonly string[], owner: string): ShownAnswer {
  const shown = memories.slice(-HEADER_MEMORIES);
  const asked = askedWords(question);
  // "how old am i" of "Lena is 10": the memory of an age answers, though it shares no word with the question.
  const sharing = AGE_ASKED.test(question)
    ? shown.filter((m) => AGE_TOLD.test(m))
    : shown.filter((m) => [...recallWords(m)].some((w) => asked.has(w)));
  const from = sharing.length ? sharing : shown;
  return { words: answerWords(from, asked, owner), source: from.length === 1 ? from[0]! : null };
}
export const headerAnswers = (question: string, memories: readonly string[], owner: string): string[] =>
  headerAnswer(question, memories, owner).words;

/** The words a question asks by, as a recall matches them ("doggy" as "dog"). */
function askedWords(question: string): Set<string> {
  const asked = [...recallWords(question), ...wordsOf(question).flatMap((w) => [...recallWords(recallKeyword(w))])];
  return new Set([...asked, ...asked.flatMap((w) => SAME_KINDS.find((kind) => kind.includes(w)) ?? [])]);
}

/**
 * Each memory's content words but the owner's name, the words that say how, and the question's own, spelled as the
 * memory spells them ("Peanut": a led answer names it so).
 */
function answerWords(memories: readonly string[], asked: ReadonlySet<string>, owner: string): string[] {
  const ownerWords = new Set(wordsOf(owner));
  const out: string[] = [];
  for (const m of memories)
    for (const spelled of writtenWords(m).map((x) => x.replace(/'s$/, ''))) {
      const w = spelled.toLowerCase();
      if (
        ownerWords.has(w) ||
        NOT_ANSWERS.has(w) ||
        (recallWords(w).size === 0 && !/^\d+$/u.test(w) && !SHORT_NAME.test(w)) ||
        [...asked].some((a) => sameWord(a, w))
      )
        continue;
      if (!out.some((o) => o.toLowerCase() === w)) out.push(spelled);
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
const CHAT_REACH = 40;

/** A name said ("she is called Nibbles", "his name is Bubbles", "named Rex"): the word after. */
const NAMED =
  /\b(?:called|named|name\s+is|name's|names|call\s+(?:him|her|it|them))\s+(?:(?:my|our|his|her|their|the)\s+(?:[\p{Ll}']+\s+){0,2}?(?=\p{Lu}))?((?:(?:mr|mrs|ms|miss|dr)\.?\s+)?(?!(?:my|our|his|her|their|the)\b)[\p{L}\p{N}']+)/u;
/** A question that asks a name ("what did i call my fish", "whats my hamsters name", "who is my best friend"). */
const ASKS_NAME = /\b(?:name|names|called|call)\b|^\W*(?:who|whos|who's)\b/iu;
/** A line that asks, not tells ("guess what we r having for tea"): its answer is in the owner's next line. */
const ASKS_BACK = /^\W*(?:guess|wanna\s+know|want\s+to\s+know)\b/iu;
/** A question of the owner's own ("whats my favourite game"): it tells nothing to answer from. */
const QUESTION_LINE =
  /\?\W*$|^\W*(?:what|whats|what's|wat|wats|who|whos|where|wheres|when|how|hows|why|which|do|does|did|can|could|are|r|is)\b/iu;
/** Question words that ask, not about what ("whats"): beside JUST_SAID's, no line shares the question's subject by them. */
const ASKING = new Set(['whats', "what's", 'wat', 'wats', 'whos', 'wheres', 'hows', 'know']);

/**
 * The words of what the owner said earlier in the chat that may answer a memory question no memory answers: from the
 * newest of their lines that shares a word with the question on ("i got a hamster" then "she is called Nibbles"), the
 * name said where a name is asked, else that line's content words, or the next line's where it asked ("guess what we r
 * having for tea" then "pizza!!"): never the question's own words or those that say how. Empty where a memory shares
 * one.
 */
export function chatAnswer(
  question: string,
  lines: readonly string[],
  memories: readonly string[],
  owner: string,
): ShownAnswer {
  const asked = askedWords(question);
  const said = lines
    .slice(-CHAT_REACH, -1)
    .filter((l) => l.startsWith(`${owner}: `))
    .map((l) => l.slice(owner.length + 2))
    .reverse();
  const from = (line: string | undefined, words = line ? answerWords([line], asked, owner) : []): ShownAnswer => ({
    words,
    source: words.length ? line! : null,
  });
  // "how old did i say i was" of "im 8 and a half", "what did i say i wanna be" of "i want to be a vet": the answer
  // in the shape the question asks it, though no word is shared.
  const shaped = shapedAnswer(question, said);
  if (shaped) return shaped;
  // "what did i just tell u", "remember what i said?": what they said last.
  if ([...asked].every((w) => JUST_SAID.has(w))) return from(said[0]);
  if (memories.some((m) => [...recallWords(m)].some((w) => asked.has(w)))) return from(undefined);
  const about = new Set([...asked].filter((w) => !ASKING.has(w) && !JUST_SAID.has(w)));
  // A word shortened in the question ("dino" of "dinosaur") shares it too.
  const shares = (w: string) => about.has(w) || [...about].some((a) => a.length >= 4 && w.startsWith(a));
  const at = said.findIndex((l) => (ASKS_BACK.test(l) || !QUESTION_LINE.test(l)) && [...recallWords(l)].some(shares));
  if (at < 0) return from(answerToPet(lines.slice(-CHAT_REACH, -1), owner, shares));
  // The lines from the one that shares a word to the newest, in the order they were said.
  const run = said.slice(0, at + 1).reverse();
  if (ASKS_NAME.test(question)) {
    const named = run.find((l) => NAMED.test(straightQuotes(l)));
    if (named) return from(named, [NAMED.exec(straightQuotes(named))![1]!]);
  }
  const first = ASKS_BACK.test(run[0]!) ? from(undefined) : from(run[0]);
  return first.words.length || run.length < 2 ? first : from(run[1]);
}
/** The owner's age asked of the chat ("how old did i say i was"), and an age said in it ("im 8 and a half"). */
const CHAT_AGE_ASKED = /\bhow\s+old\b[^?.!]*\b(?:i|me)\b/iu;
const AGE_SAID = /\b(?:i'?m|im|i\s+am)\s+(\d+(?:\s+and\s+a\s+half)?)\b|\b(\d+)\s+(?:years?|yrs?)\s+old\b/iu;
/** A want asked of the chat ("what did i say i wanna be"), and the want said in it ("i want to be a vet"). */
const WANT_ASKED = /\bwh?at\b[^?.!]*\b(?:wanna|want\s+to|wants\s+to)\s+(be|do|get|eat|play|see|go\s+to)\b/iu;
const wantSaid = (verb: string) =>
  new RegExp(String.raw`\b(?:wanna|want\s+to|wan\s+to)\s+${verb}\s+(?:a\s+|an\s+|the\s+)?([a-z]+)`, 'iu');

/** An answer of the chat above in the shape the question asks it (an age, a want), the newest first; null where none. */
function shapedAnswer(question: string, said: readonly string[]): ShownAnswer | null {
  const want = WANT_ASKED.exec(question)?.[1];
  const age = CHAT_AGE_ASKED.test(question);
  const shape = age ? AGE_SAID : want ? wantSaid(want.replace(/\s+/gu, '\\s+')) : null;
  if (!shape) return null;
  for (const line of said) {
    const m = shape.exec(straightQuotes(line));
    if (!m) continue;
    const answer = (m[1] ?? m[2])!;
    const whole = m[0].replace(/^(?:wanna|wan\s+to)\b/iu, 'want to');
    return { words: [answer], source: line, said: age ? `you're ${answer}` : `you ${whole.toLowerCase()}` };
  }
  return null;
}

/**
 * The owner's answer to a question of the pet's that shares a word with theirs ("what did you see?" then "a giraffe
 * and a penguin", asked "what animals did i see"): the owner's line right after the newest such question.
 */
function answerToPet(lines: readonly string[], owner: string, shares: (w: string) => boolean): string | undefined {
  for (let i = lines.length - 2; i >= 0; i--) {
    const l = lines[i]!;
    const next = lines[i + 1]!;
    if (l.startsWith(`${owner}: `) || !next.startsWith(`${owner}: `) || !l.includes('?')) continue;
    const asked = l.slice(l.indexOf(': ') + 2);
    if ([...recallWords(asked)].some(shares)) return next.slice(owner.length + 2);
  }
  return undefined;
}

export const chatAnswers = (
  question: string,
  lines: readonly string[],
  memories: readonly string[],
  owner: string,
): string[] => chatAnswer(question, lines, memories, owner).words;

/** The owner's words or a memory of them, said back to them: who is who turned round ("my" is "your", "u" is "me"). */
const TO_YOU: Readonly<Record<string, string>> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  ive: "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  am: 'are',
  u: 'me',
  you: 'me',
  ya: 'me',
  ur: 'my',
  your: 'my',
};
/** The verb after the owner's name in a memory, as said to them ("Lena loves tacos": "you love tacos"). */
function verbToYou(w: string): string {
  const irregular: Record<string, string> = { has: 'have', is: 'are', was: 'were', does: 'do' };
  if (irregular[w]) return irregular[w];
  if (/ies$/u.test(w)) return w.replace(/ies$/u, 'y');
  if (/(?:ch|sh|ss|x|o)es$/u.test(w)) return w.slice(0, -2);
  return /[^s]s$/u.test(w) ? w.slice(0, -1) : w;
}
/** Words that join a line to the one before or fill it, not said back first. */
const LEADING_FILLER = new Set([
  'and',
  'so',
  'but',
  'ok',
  'okay',
  'well',
  'lol',
  'oh',
  'um',
  'also',
  'btw',
  'then',
  'yes',
  'yeah',
  'yep',
]);
/** Words said back at most: a told-back answer stays one short line. */
const TOLD_BACK_WORDS = 12;

/**
 * A memory or a line of the owner's, said back to them ("Lena has a dog named Peanut": "you have a dog named Peanut";
 * "my front tooth is wobbly": "your front tooth is wobbly"), ending at the last of its answer words, at most
 * TOLD_BACK_WORDS words.
 */
export function toldBack(source: string, owner: string, answers: readonly string[]): string {
  const name = owner.toLowerCase();
  const words = writtenWords(source);
  const out: string[] = [];
  for (let i = 0; i < words.length && out.length < TOLD_BACK_WORDS; i++) {
    const w = words[i]!;
    const low = w.toLowerCase();
    if (low === name || low === `${name}'s`) {
      if (low.endsWith("'s")) out.push('your');
      else {
        out.push('you');
        if (i === 0 && words[i + 1]) out.push(verbToYou(words[++i]!.toLowerCase()));
      }
    } else if (low === 'was' && out[out.length - 1] === 'you') out.push('were');
    else out.push(TO_YOU[low] ?? w);
  }
  // "and i won the spelling bee": said back without the word that joined it to the line before.
  while (out.length > 1 && LEADING_FILLER.has(out[0]!.toLowerCase())) out.shift();
  const wanted = new Set(answers.map((a) => a.toLowerCase()));
  const last = out.findLastIndex((w) => wanted.has(w.toLowerCase().replace(/'s$/u, '')));
  return out.slice(0, last >= 0 ? last + 1 : out.length).join(' ');
}

/** A memory question's answer found by a [recall:]: its keyword, the one memory it finds, and the answer said. */
export interface Recalled {
  keyword: string;
  found: string;
  said: string;
}

/**
 * The [recall:] a memory question needs where its answer is in an older memory the header no longer shows ("whats my
 * dogs name" of "Sam has a dog called Peanut"): the first word of the question that finds exactly one memory naming
 * an answer, and the answer said ("it's Peanut!", "you told me you have a grandma called Nana Joy!"); else null.
 */
export function recalledAnswer(question: string, memories: readonly string[], owner: string): Recalled | null {
  const shown = memories.slice(-HEADER_MEMORIES);
  for (const w of wordsOf(question)) {
    if (ASKING.has(w) || JUST_SAID.has(w) || NOT_ANSWERS.has(w)) continue;
    const asked = recallKeyword(w);
    if (recallKeywordProblem(asked) || recallWords(asked).size === 0) continue;
    const found = recall(memories, asked);
    if (found === RECALL_NOTHING || found.includes('; ') || shown.includes(found)) continue;
    const words = foundAnswers(found, question, owner);
    if (!words.length) continue;
    // The keyword as the memory spells it ("grandmas" asked, "grandma" kept), which finds the same memory.
    const held = [...recallWords(asked)];
    const keyword = wordsOf(found).find((m) => [...recallWords(m)].some((x) => held.includes(x))) ?? asked;
    // A name said alone ("it's Peanut!"); any other answer told back ("you told me you want to be an astronaut!").
    const named = words.length === 1 && /^\p{Lu}/u.test(words[0]!);
    const said = named ? `it's ${words[0]}!` : `you told me ${toldBack(found, owner, words)}!`;
    return { keyword: recallKeywordProblem(keyword) ? asked : keyword, found, said };
  }
  return null;
}
