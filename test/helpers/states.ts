/** The seed's example state and small builders for tests. */
import { readFileSync } from 'node:fs';
import { parseScenarioText, type WorldState } from '../../src/world/index.ts';

/** The state of the contract's example prompt, read from its scenario fixture. */
export function seedState(): WorldState {
  return parseScenarioText(readFileSync(new URL('../fixtures/seed-example.json', import.meta.url), 'utf8')).state;
}

/** The seed state with changes to the pet. */
export function withPet(changes: Partial<WorldState['pet']>, base = seedState()): WorldState {
  return { ...base, pet: { ...base.pet, ...changes } };
}

/** Counts whitespace-separated words: a stand-in tokenizer for fit() tests. */
export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;
