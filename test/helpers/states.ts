/** The seed's example state and small builders for tests. */
import type { WorldState } from '../../src/world/index.ts';

/** The state of the contract's example prompt. */
export function seedState(): WorldState {
  return {
    now: '2026-11-30T21:40',
    weather: 'rainy',
    owner: 'Sam',
    pet: { name: 'Mochi', stage: 'kid', day: 3, traits: ['curious', 'foodie'], tummy: 30, fun: 70, energy: 25, clean: 60, asleep: false, sick: false },
    memories: ['Sam likes frogs', 'Sam has a cat named Bo'],
    today: ['ate a cookie', 'played catch (4 stars)', 'had a bath'],
    shelf: ['flower'],
    toy: 'ball',
    poop: 0,
    diary: ['It rained all day. I napped by the window.'],
  };
}

/** The seed state with changes to the pet. */
export function withPet(changes: Partial<WorldState['pet']>, base = seedState()): WorldState {
  return { ...base, pet: { ...base.pet, ...changes } };
}

/** Counts whitespace-separated words: a stand-in tokenizer for fit() tests. */
export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;
