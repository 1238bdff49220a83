import { describe, it, expect } from 'vitest';
import { STAGES, TRAITS, renderChatPrompt } from '../../src/world/index.ts';
import { newPet, RATES, stageAt, stageFor, worldState, dayNumber, transcriptStart } from '../../src/sim/index.ts';
import { hatch, T0, DAY, HOUR, MIN } from './helpers.ts';

describe('newPet', () => {
  it('hatches a baby with hatch stats, no chat and a clean validator start', () => {
    const pet = hatch();
    expect(pet.stage).toBe('baby');
    expect(pet.stats).toEqual({
      tummy: RATES.hatchTummy,
      fun: RATES.hatchFun,
      energy: RATES.hatchEnergy,
      clean: RATES.hatchClean,
    });
    expect(pet.chat).toEqual([]);
    expect(transcriptStart(pet)).toEqual({ pet: 'Mochi', owner: 'Sam', asleep: false, pendingOffer: null });
    expect(JSON.parse(JSON.stringify(pet))).toEqual(pet);
  });

  it('picks two different traits from TRAITS when none are given', () => {
    for (let seed = 0; seed < 30; seed++) {
      const { traits } = newPet({ name: 'Mochi', owner: 'Sam', now: T0, seed });
      expect(traits).toHaveLength(2);
      expect(traits[0]).not.toBe(traits[1]);
      for (const t of traits) expect(TRAITS).toContain(t);
    }
  });

  it('rejects bad traits and names with a message naming the value', () => {
    expect(() => newPet({ name: 'Mochi', owner: 'Sam', now: T0, seed: 1, traits: ['curious', 'curious'] })).toThrow(
      /curious/,
    );
    expect(() =>
      newPet({ name: 'Mochi', owner: 'Sam', now: T0, seed: 1, traits: ['curious', 'wise' as never] }),
    ).toThrow(/wise/);
    expect(() => newPet({ name: 'Mo:chi', owner: 'Sam', now: T0, seed: 1 })).toThrow(/Mo:chi/);
    expect(() => newPet({ name: 'Sam', owner: 'Sam', now: T0, seed: 1 })).toThrow(/Sam/);
  });
});

describe('stageFor', () => {
  it('is baby on day 1, kid on days 2–4, teen on 5–9 and adult from 10', () => {
    const byDay = [1, 2, 4, 5, 9, 10, 400].map(stageFor);
    // baby on day 1, kid from day 2, teen from day 5, adult from day 10 (days sampled: 1, 2, 4, 5, 9, 10, 400).
    expect(byDay.map((s) => STAGES.indexOf(s))).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });
});

describe('stageAt', () => {
  it('is a baby for the first hour only, then a kid on the hatch day', () => {
    expect(stageAt(T0, T0 + 59 * MIN)).toBe('baby');
    expect(stageAt(T0, T0 + HOUR)).toBe('kid');
    expect(stageAt(T0, T0 + 5 * DAY)).toBe('teen');
  });
});

describe('worldState', () => {
  it('gives the world day 1 on the hatch day, the local time and rounded stats', () => {
    const pet = { ...hatch(), stats: { tummy: 34.6, fun: 50, energy: 12.2, clean: 99.9 } };
    const w = worldState(pet);
    expect(w.now).toBe('2026-11-30T09:00');
    expect(w.pet).toMatchObject({
      name: 'Mochi',
      stage: 'baby',
      day: 1,
      tummy: 35,
      energy: 12,
      clean: 100,
      asleep: false,
    });
    expect(dayNumber(pet.bornAt, T0 + DAY)).toBe(2);
  });

  it('renders a chat prompt through the world', () => {
    const prompt = renderChatPrompt(worldState(hatch()), []);
    expect(prompt.split('\n').slice(0, 3)).toEqual([
      '## tokenling chat',
      'pet: Mochi · baby · day 1 · curious, foodie',
      'owner: Sam',
    ]);
    expect(prompt.endsWith('\nMochi:')).toBe(true);
  });
});
