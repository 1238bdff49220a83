/** The persona table: a pet's favourites follow from its two traits, the same every time, and most pairs differ. */
import { describe, expect, it } from 'vitest';
import {
  ageWords,
  DECIDED_BY,
  FAVOURITE_VALUES,
  FAVOURITES,
  PERSONA,
  personaFor,
  plural,
  TRAITS,
} from '../../src/world/index.ts';

const pairs = TRAITS.flatMap((a) => TRAITS.filter((b) => b !== a).map((b) => [a, b] as const));

describe('personaFor', () => {
  it('gives a different persona to every ordered pair of traits', () => {
    const seen = new Set(pairs.map(([a, b]) => JSON.stringify(personaFor([a, b]))));
    expect(pairs.length).toBe(TRAITS.length * (TRAITS.length - 1));
    expect(seen.size).toBe(pairs.length);
  });

  it('takes each favourite from the trait the table names as deciding it', () => {
    const p = personaFor(['curious', 'foodie']);
    for (const f of FAVOURITES) expect(p[f], f).toBe(PERSONA[DECIDED_BY[f] === 0 ? 'curious' : 'foodie'][f]);
  });

  it('lets each trait decide some favourites, so two pets sharing a trait still differ', () => {
    const deciders = new Set(Object.values(DECIDED_BY));
    expect([...deciders].sort()).toEqual([0, 1]);
  });

  it("names only values of the world's lists for every favourite", () => {
    for (const [a, b] of pairs) {
      const p = personaFor([a, b]);
      for (const f of FAVOURITES) expect(FAVOURITE_VALUES[f], `${a}, ${b}: ${f}`).toContain(p[f]);
    }
  });

  it('names foods and animals in the plural as a child says them', () => {
    expect(['strawberry', 'pancake', 'fish', 'bunny'].map(plural)).toEqual([
      'strawberries',
      'pancakes',
      'fish',
      'bunnies',
    ]);
  });

  it('never dislikes what it likes', () => {
    for (const [a, b] of pairs) {
      const p = personaFor([a, b]);
      expect(
        p.dislikes.filter((d) => p.likes.includes(d)),
        `${a}, ${b}`,
      ).toEqual([]);
    }
  });

  it('refuses a word that is not a trait, naming the traits to use', () => {
    expect(() => personaFor(['curious', 'sneaky'])).toThrow(/"sneaky" is not a trait; use one of: curious/);
  });
});

describe('ageWords', () => {
  it('says a pet on its first day hatched today, with its stage', () => {
    expect(ageWords(1, 'baby')).toBe('I hatched today, a baby tokenling');
  });

  it('counts the days of an older pet from the header, never in years', () => {
    expect(ageWords(12, 'teen')).toBe("I'm 12 days old, a teen tokenling");
    expect(ageWords(40, 'adult')).not.toMatch(/year/);
  });

  it('refuses a day that is not a whole number from 1', () => {
    expect(() => ageWords(0, 'baby')).toThrow(/whole number from 1/);
  });
});
