/** Shared fixtures for the sim tests. */
import { fromLocalIso, newPet, applyPetLine, type PetState, type Stats } from '../../src/sim/index.ts';

/** 09:00 on a Monday morning. */
export const T0 = fromLocalIso('2026-11-30T09:00');
export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

/** A fresh pet called Mochi, owned by Sam, hatched at T0. */
export function hatch(seed = 1): PetState {
  return newPet({ name: 'Mochi', owner: 'Sam', now: T0, seed, traits: ['curious', 'foodie'] });
}

/** A copy with some stats replaced. */
export function withStats(pet: PetState, stats: Partial<Stats>): PetState {
  return { ...pet, stats: { ...pet.stats, ...stats } };
}

/** The pet after saying "[sleep]" (a valid line for an awake pet with no offer pending). */
export function asleep(pet: PetState): PetState {
  return applyPetLine(pet, 'night night [sleep]', pet.now).pet;
}

/** The same pet with each RNG state 0, 1, 2…: for finding a roll that goes one way. */
export function* rngStates(pet: PetState, count = 200): Generator<PetState> {
  for (let rng = 0; rng < count; rng++) yield { ...pet, rng };
}

/** A teen (its body at a grown pet's pace) with full-ish stats: tummy 60, fun 70, energy 80, clean 100, hatched at T0. */
export function teen(seed = 1): PetState {
  return { ...hatch(seed), stage: 'teen', stats: { tummy: 60, fun: 70, energy: 80, clean: 100 } };
}
