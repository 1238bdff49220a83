/** A diary page keeps to known words: the pet's own and its header's (names, weather, the day's log). */
import { describe, expect, it } from 'vitest';
import { validateDiaryPage } from '../../src/world/index.ts';

const names = { pet: 'Mochi', owner: 'Sam' };
const day = { weather: 'sunny' as const, today: ['ate a pancake', 'Sam said: my cat Biscuit is funny'] };

describe('diary page words', () => {
  it('refuses a word the pet never learnt and the day never held ("I munched a pancug")', () => {
    const v = validateDiaryPage('I munched a pancug', names, day);
    expect(v.valid).toBe(false);
    expect(v.violations.map((x) => x.rule)).toContain('unknown-word');
  });

  it("accepts the day's own words and the owner's", () => {
    expect(validateDiaryPage('I ate a pancake! Sam told me about Biscuit.', names, day).valid).toBe(true);
  });
});
