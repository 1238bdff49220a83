/**
 * What the pet needs from its owner now, and when the next need starts if
 * nobody comes: the tab title, the app badge and notifications call the owner
 * back with these. Pure: the time is passed in, and the future is the sim's own advance().
 */
import { STAT_WORDS, statWord, type Stat } from '../world/index.ts';
import { advance } from './advance.ts';
import type { PetState } from './state.ts';
import { MINUTE_MS } from './time.ts';

/** The needs, most urgent first; each is already a word for people ("Pip is hungry"). */
const NEEDS = ['sick', 'hungry', 'dirty', 'lonely'] as const;
export type Need = (typeof NEEDS)[number];

/**
 * Needs read off a stat: the need starts at or below this stat word, so it
 * agrees with what the header tells the brain (the world's words, no new thresholds).
 */
const NEED_WORDS = {
  hungry: { stat: 'tummy', word: 'hungry' }, // "hungry" or "starving"
  dirty: { stat: 'clean', word: 'stinky' }, // the word at which the sim's stinky sickness chance starts (RATES.stinkyAt)
  lonely: { stat: 'fun', word: 'bored' }, // "bored" or "sad"
} as const satisfies Partial<Record<Need, { stat: Stat; word: string }>>;

for (const [need, { stat, word }] of Object.entries(NEED_WORDS)) {
  if (!STAT_WORDS[stat].includes(word))
    throw new Error(
      `NEED_WORDS.${need}: "${word}" is not one of the ${stat} words (${STAT_WORDS[stat].join(', ')}); pick one of those`,
    );
}

/** The numbers the stat words do not give. */
export const NEED_LIMITS = {
  // one poop is a meal's normal aftermath; a second means a meal went uncleaned (the state keeps no poop times, so a
  // count stands in for "lying there long")
  dirtyAtPoops: 2,
  // nextNeedAt's step: a need is found within five minutes of its start, in half the sim's own steps
  // (RATES.maxStepMinutes)
  stepMinutes: 5,
} as const;

/** True when the stat's word is `word` or one below it. */
function atOrBelow(stat: Stat, value: number, word: string): boolean {
  const words = STAT_WORDS[stat];
  return words.indexOf(statWord(stat, value)) <= words.indexOf(word);
}

/** What the pet needs now, most urgent first (NEEDS order); empty when it is well. */
export function needsOf(pet: PetState): Need[] {
  const { stats } = pet;
  const has: Record<Need, boolean> = {
    sick: pet.sick,
    hungry: atOrBelow(NEED_WORDS.hungry.stat, stats.tummy, NEED_WORDS.hungry.word),
    dirty: atOrBelow(NEED_WORDS.dirty.stat, stats.clean, NEED_WORDS.dirty.word) || pet.poop >= NEED_LIMITS.dirtyAtPoops,
    lonely: atOrBelow(NEED_WORDS.lonely.stat, stats.fun, NEED_WORDS.lonely.word),
  };
  return NEEDS.filter((n) => has[n]);
}

/** A need to come, and the local wall-clock time it starts. */
export interface NeedAhead {
  at: number;
  need: Need;
}

/**
 * The body without what does not change it (chat, diary, memories, logs): stepping it
 * hundreds of times then clones a few hundred bytes, not a year of diary pages.
 */
function bodyOf(pet: PetState): PetState {
  return { ...pet, chat: [], diary: [], memories: [], today: [], finishedDays: [], shelf: [], heldEvents: [] };
}

/**
 * When the next need starts if nobody cares for the pet: one that it does not have
 * at fromMs, found by advancing the pet in NEED_LIMITS.stepMinutes steps up to
 * fromMs + horizonMs (a duration). Sleep, waking and poop follow the sim's own rules;
 * sickness follows the pet's own RNG state, so it is one likely future, not a promise.
 * Null when none starts within the horizon. The pet is not changed.
 */
export function nextNeedAt(pet: PetState, fromMs: number, horizonMs: number): NeedAhead | null {
  const step = NEED_LIMITS.stepMinutes * MINUTE_MS;
  const end = fromMs + horizonMs;
  let body = advance(bodyOf(pet), fromMs).pet;
  const had = new Set(needsOf(body));
  for (let t = fromMs; t < end;) {
    t = Math.min(end, t + step);
    body = advance(body, t).pet;
    const need = needsOf(body).find((n) => !had.has(n));
    if (need) return { at: t, need };
  }
  return null;
}
