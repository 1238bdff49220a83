/** What the pet needs now, and when its next need starts if nobody comes. */
import { describe, expect, it } from 'vitest';
import { NEED_LIMITS, needsOf, nextNeedAt } from '../../src/sim/needs.ts';
import { advance, clonePet, RATES, type PetState, type Stats } from '../../src/sim/index.ts';
import { STAT_WORDS, type Stat } from '../../src/world/index.ts';
import { asleep, hatch, HOUR, MIN, T0, teen, withStats } from './helpers.ts';

/** The highest whole value a stat word covers, from the words' own rule (a value v picks floor(v * n / 101)). */
function topOf(stat: Stat, word: string): number {
  const words = STAT_WORDS[stat];
  const i = words.indexOf(word);
  if (i < 0) throw new Error(`${word} is not a ${stat} word`);
  return Math.ceil(((i + 1) * 101) / words.length) - 1;
}

const with_ = (stats: Partial<Stats>, more: Partial<PetState> = {}): PetState => ({
  ...withStats(teen(), stats),
  ...more,
});
const STEP = NEED_LIMITS.stepMinutes * MIN;

describe('needsOf', () => {
  it('a well-kept pet needs nothing', () => {
    expect(needsOf(teen())).toEqual([]);
  });

  it('a fresh hatchling is hungry: its first snacks are welcome', () => {
    expect(needsOf(hatch())).toEqual(['hungry']);
  });

  it('is hungry at the top of the "hungry" word and not one point above', () => {
    const top = topOf('tummy', 'hungry');
    expect(needsOf(with_({ tummy: top }))).toEqual(['hungry']);
    expect(needsOf(with_({ tummy: top + 1 }))).toEqual([]);
  });

  it('is hungry when starving too', () => {
    expect(needsOf(with_({ tummy: 0 }))).toEqual(['hungry']);
  });

  it('is sick when the sim says so', () => {
    expect(needsOf({ ...teen(), sick: true })).toEqual(['sick']);
  });

  it("is dirty when stinky, the same line as the sim's own stinky sickness chance", () => {
    expect(topOf('clean', 'stinky')).toBe(RATES.stinkyAt);
    expect(needsOf(with_({ clean: RATES.stinkyAt }))).toEqual(['dirty']);
    expect(needsOf(with_({ clean: RATES.stinkyAt + 1 }))).toEqual([]);
  });

  it('is dirty with NEED_LIMITS.dirtyAtPoops poops lying there, not with one fewer', () => {
    expect(needsOf(with_({}, { poop: NEED_LIMITS.dirtyAtPoops }))).toEqual(['dirty']);
    expect(needsOf(with_({}, { poop: NEED_LIMITS.dirtyAtPoops - 1 }))).toEqual([]);
  });

  it('is lonely when bored or sad, not one point above bored', () => {
    const top = topOf('fun', 'bored');
    expect(needsOf(with_({ fun: top }))).toEqual(['lonely']);
    expect(needsOf(with_({ fun: 0 }))).toEqual(['lonely']);
    expect(needsOf(with_({ fun: top + 1 }))).toEqual([]);
  });

  it('lists every need, most urgent first', () => {
    expect(needsOf(with_({ tummy: 0, fun: 0, clean: 0 }, { sick: true }))).toEqual([
      'sick',
      'hungry',
      'dirty',
      'lonely',
    ]);
  });
});

describe('nextNeedAt', () => {
  // tummy falls RATES.tummyPerHourAwake an hour; statWord rounds, so hunger starts below the word's top + 0.5.
  const hungryAfterMs = ((teen().stats.tummy - (topOf('tummy', 'hungry') + 0.5)) / RATES.tummyPerHourAwake) * HOUR;

  it('finds hunger when the rates say an awake hatchling gets hungry, within one step', () => {
    const ahead = nextNeedAt(teen(), T0, 24 * HOUR);
    expect(ahead?.need).toBe('hungry');
    expect(ahead!.at).toBeGreaterThanOrEqual(T0 + hungryAfterMs);
    expect(ahead!.at).toBeLessThanOrEqual(T0 + hungryAfterMs + STEP);
  });

  it('returns null when the horizon ends before the first need', () => {
    expect(nextNeedAt(teen(), T0, hungryAfterMs - STEP)).toBeNull();
  });

  it('counts from fromMs, catching the pet up first', () => {
    const ahead = nextNeedAt(teen(), T0 + HOUR, 24 * HOUR);
    expect(ahead?.need).toBe('hungry');
    expect(ahead!.at).toBeLessThanOrEqual(T0 + hungryAfterMs + STEP);
    expect(ahead!.at).toBeGreaterThan(T0 + HOUR);
  });

  it('skips a need the pet already has and finds the next one', () => {
    const hungry = with_({ tummy: topOf('tummy', 'hungry') });
    const funAfterMs = ((teen().stats.fun - (topOf('fun', 'bored') + 0.5)) / RATES.funPerHourAwake) * HOUR;
    const ahead = nextNeedAt(hungry, T0, 24 * HOUR);
    expect(ahead?.need).toBe('lonely');
    expect(ahead!.at).toBeGreaterThanOrEqual(T0 + funAfterMs);
    expect(ahead!.at).toBeLessThanOrEqual(T0 + funAfterMs + STEP);
  });

  it('a sleeping pet gets hungry later than an awake one (advance uses the asleep rates)', () => {
    const awake = nextNeedAt(teen(), T0, 24 * HOUR)!;
    const sleeping = nextNeedAt(asleep(teen()), T0, 24 * HOUR)!;
    expect(sleeping.need).toBe('hungry');
    expect(sleeping.at).toBeGreaterThan(awake.at + HOUR);
  });

  it('leaves the pet as it was, RNG state included', () => {
    const pet = { ...teen(), poop: 1 }; // poop lying there makes advance roll for sickness
    const before = clonePet(pet);
    nextNeedAt(pet, T0, 24 * HOUR);
    expect(pet).toEqual(before);
  });

  it('agrees with advancing the whole pet to the time it found', () => {
    const pet = teen();
    const { at, need } = nextNeedAt(pet, T0, 24 * HOUR)!;
    expect(needsOf(advance(pet, at).pet)).toContain(need);
    expect(needsOf(advance(pet, at - STEP).pet)).not.toContain(need);
  });
});
