/**
 * Play in words asked of the pet: a joke ("tell me a joke pls", "make me laugh") or a riddle ("give me a riddle"). A
 * reply keeps to one when it tells it whole, the question and its answer in the one line ("why are fish so smart?
 * they live in schools!"), not a laugh or a bare "why? hehe!". No lead: a joke the app opened would not be the pet's.
 */
import { readLine } from './tags.ts';
import { straightQuotes, wordsOf } from './text.ts';

/** What play in words a message asks for. */
export type PlayAsked = 'joke' | 'riddle';

/** Words that ask for a joke rather than tell or offer one ("tell me a joke", not "I know a joke!" or "knock knock"). */
const JOKE_ASKS = [
  /\b(?:tell|say|give|gimme|do)\s+(?:me\s+|us\s+)?(?:a|another|ur|your|some|one|any|a\s+funny)?\s*(?:funny\s+|knock\s+knock\s+)?jokes?\b/iu,
  /\b(?:u|you|ya)\s+know\s+(?:any|a|some)\s+(?:good\s+|funny\s+)?jokes?\b/iu,
  /\b(?:know|got|have)\s+any\s+jokes?\b|\bgot\s+a\s+joke\b/iu,
  /\bmake\s+me\s+(?:laugh|giggle|smile)\b|\bsay\s+(?:something|sth|smth|somthing)\s+funny\b|\bbe\s+funny\b/iu,
  /\b(?:ur|your)\s+(?:best|fav\w*|funniest)\s+joke\b|\bjokes?\s+(?:pls|please|plz)\b|^\W*jokes?\W*$/iu,
];
/** Words that ask for a riddle: "tell me a riddle", "riddle pls", "ask me a riddle", "give me a brain teaser". */
const RIDDLE_ASKS =
  /\b(?:riddles?|ridd?le|riddel|brain\s+teaser)\b|\b(?:give|gimme|ask|tell)\s+(?:me\s+)?a\s+puzzle\b/iu;

/** What play in words the owner's words ask for, or null. */
export function playAsked(ownerText: string): PlayAsked | null {
  const text = straightQuotes(ownerText);
  if (RIDDLE_ASKS.test(text) && !/\b(?:i\s+know|i\s+have|i\s+got|here'?s)\b/iu.test(text)) return 'riddle';
  return JOKE_ASKS.some((re) => re.test(text)) ? 'joke' : null;
}

/** Whether a reply tells a joke or riddle whole: a question of three words or more, then its answer. */
export function tellsWhole(body: string): boolean {
  const text = readLine(body)
    .segments.filter((s) => s.kind === 'text')
    .map((s) => (s as { text: string }).text)
    .join(' ');
  const q = text.indexOf('?');
  return q > 0 && wordsOf(text.slice(0, q)).length >= 3 && wordsOf(text.slice(q + 1)).length >= 1;
}
