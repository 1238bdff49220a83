/**
 * The generator's side of remembering like a friend (docs/brain.md, "Remembering like a friend"): a feeling told with a
 * fact is comforted first, what the owner just said is said back to them, a plan remembered is asked after on a later
 * day, and a pet's name is asked back the way children call pets ("whats my doggy called again").
 */
import type { Rng } from '../../../src/sim/index.ts';
import { asksAny, COMFORT_FIRST, factFromWords, heartsOf, type Heart } from '../../../src/world/index.ts';
import type { PetSituation } from './phrases.ts';

/** The pet's comforting words for each feeling that is answered first. */
export const COMFORT_SITUATIONS: Partial<Record<Heart, PetSituation>> = {
  down: 'comfortSad',
  scared: 'scaredBrave',
  ill: 'getWell',
  worried: 'goodLuck',
};

/** The feeling the owner's words tell that wants comfort before a fact is kept ("im scared of the dark"), or null. */
export function feelingFirst(ownerText: string): Heart | null {
  return heartsOf(ownerText, asksAny(ownerText)).find((h) => COMFORT_FIRST.includes(h)) ?? null;
}

/** The owner's words for themselves, as the pet says them back: "my" is "your", "i'm" is "you're". */
const BACK: Readonly<Record<string, string>> = {
  i: 'you',
  "i'm": "you're",
  im: "you're",
  "i've": 'you have',
  ive: 'you have',
  my: 'your',
  me: 'you',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  "we're": "you're",
  our: 'your',
  us: 'you',
  am: 'are',
};

/** Words an owner opens a telling with. */
const OPENERS = new Set([
  'ok',
  'okay',
  'so',
  'hey',
  'hi',
  'omg',
  'btw',
  'guess',
  'what',
  'fun',
  'fact',
  'did',
  'u',
  'you',
  'know',
  'listen',
  'oh',
  'well',
  'look',
  'yo',
  'and',
]);

/** Longest telling said back, in characters: it ends at a word. */
const BACK_CHARS = 60;

/**
 * What the owner just told, said back to them ("my cat is called Pickle" → "your cat is called Pickle"), or null
 * where their words tell nothing (factFromWords makes no fact of them).
 */
export function toldBack(ownerText: string, owner: string, pet: string): string | null {
  if (!factFromWords(owner, ownerText, pet)) return null;
  const piece = ownerText
    .split(/[.!?;:…\n\p{Extended_Pictographic}]+/u)
    .find((p) => factFromWords(owner, p, pet) !== null);
  if (!piece) return null;
  const petWords = new Set(pet.toLowerCase().split(/\s+/));
  const words = (piece.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).filter((w) => !petWords.has(w.toLowerCase()));
  // The owner's openers ("ok so", "hey", "guess what") are not what they told.
  while (words.length > 1 && OPENERS.has(words[0]!.toLowerCase())) words.shift();
  const out: string[] = [];
  for (const w of words) {
    const next = BACK[w.toLowerCase().replace(/’/g, "'")] ?? w;
    if ([...out, next].join(' ').length > BACK_CHARS) break;
    out.push(next);
  }
  return out.length ? out.join(' ') : null;
}

/** Plans an owner tells the day before, as said, with the word the pet asks after ("how was your test?"). */
const PLANS: readonly (readonly [string, string])[] = [
  ['spelling test', 'test'],
  ['maths test', 'test'],
  ['test', 'test'],
  ['football match', 'match'],
  ['match', 'match'],
  ['swimming lesson', 'lesson'],
  ['piano lesson', 'lesson'],
  ['dentist appointment', 'appointment'],
  ['party', 'party'],
  ['school trip', 'trip'],
  ['dance show', 'show'],
  ['sleepover', 'sleepover'],
  ['race', 'race'],
  ['school play', 'play'],
  ['concert', 'concert'],
  ['exam', 'exam'],
  ['big game', 'game'],
  ['karate grading', 'grading'],
  ['doctors appointment', 'appointment'],
  ['swimming gala', 'gala'],
  ['birthday party', 'party'],
  ['first day at a new school', 'day'],
  ['tennis match', 'match'],
];

/** How an owner tells a plan: "i have a {plan} tomorrow". */
const PLAN_SAYS = [
  'i have a {plan} tomorrow',
  'i have a {plan} tomorrow!!',
  'ive got a {plan} tomorrow',
  'I have a {plan} tomorrow',
  'i got a {plan} tomorrow',
  'tomorrow i have a {plan}',
  'i have my {plan} tomorrow',
  'i have a {plan} on monday',
  'i have a {plan} next week',
  'ive got my {plan} tomorrow',
];

/** A plan told on an earlier day: the memory it left (factFromWords) and the word the pet asks after it by. */
export function planMemory(r: Rng, owner: string): { memory: string; thing: string } | null {
  const [plan, thing] = r.pick(PLANS);
  const said = r.pick(PLAN_SAYS).replace('{plan}', plan);
  const memory = factFromWords(owner, said);
  return memory ? { memory, thing } : null;
}

/** Pet words for animals, as children ask a pet's name back ("whats my doggy called again"). */
const PET_WORDS_FOR: Readonly<Record<string, readonly string[]>> = {
  dog: ['doggy', 'doggie', 'doggo'],
  horse: ['horsey', 'horsie'],
  pig: ['piggy'],
  frog: ['froggy'],
  duck: ['ducky'],
  fish: ['fishy'],
  puppy: ['pupper', 'pup'],
  bird: ['birdie'],
};

/** Questions for a pet's name in a child's pet word for it, or none. */
export function petWordAsks(animal: string): string[] {
  return (PET_WORDS_FOR[animal] ?? []).flatMap((d) => [
    `what is my ${d} called again`,
    `whats my ${d}s name`,
    `do u remember my ${d}s name`,
    `what did i call my ${d}?`,
    `my ${d}, whats its name again`,
  ]);
}
