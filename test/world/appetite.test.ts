/** Why the pet said no, in words for the owner: the appetite table's reason where it refuses, else the pressing need. */
import { describe, expect, it } from 'vitest';
import { refusalHint, type PetView } from '../../src/world/index.ts';
import { withPet } from '../helpers/states.ts';

const pet = (over: Partial<PetView> = {}): PetView =>
  withPet({ stage: 'baby', day: 1, tummy: 55, fun: 70, energy: 70, clean: 60, asleep: false, sick: false, ...over })
    .pet;

describe('refusalHint', () => {
  it("gives the appetite table's reason where the body refuses", () => {
    expect(refusalHint('food', pet({ tummy: 95 }), 'cookie')).toBe(
      'Mochi is stuffed. Let that tummy settle before more food.',
    );
    expect(refusalHint('food', pet({ tummy: 70 }), 'pancake')).toContain('a snack may still fit');
    expect(refusalHint('medicine', pet())).toContain('Mochi is not sick');
    expect(refusalHint('catch', pet({ energy: 5 }))).toContain('too tired to play');
  });

  it("names a hungry pet's hunger when it turns down a game by its own choice", () => {
    expect(refusalHint('catch', pet({ tummy: 25 }))).toBe('Mochi said no. Mochi is hungry: try some food first.');
  });

  it('says a sleeping pet is asleep, and a pet with no pressing need may be asked again', () => {
    expect(refusalHint('catch', pet({ asleep: true }))).toContain('Mochi is asleep');
    expect(refusalHint('catch', pet())).toBe('Mochi said no this time. Try again in a little while.');
  });
});
