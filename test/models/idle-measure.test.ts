/** The idle measure's judgements: worded lines, masking for distinct lines, and what is true of a state. */
import { describe, expect, it } from 'vitest';
import { isWorded, masked, trueOf } from '../../models/recipe/idle-measure.ts';
import type { WorldState } from '../../src/world/index.ts';

const state = (change: Partial<WorldState> = {}, pet: Partial<WorldState['pet']> = {}): WorldState => ({
  now: '2026-06-14T15:20',
  weather: 'sunny',
  pet: {
    name: 'Mochi',
    stage: 'kid',
    day: 5,
    traits: ['curious', 'playful'],
    tummy: 70,
    fun: 70,
    energy: 70,
    clean: 70,
    asleep: false,
    sick: false,
    ...pet,
  },
  owner: 'Sam',
  memories: [],
  today: [],
  shelf: [],
  toy: null,
  poop: 0,
  diary: [],
  ...change,
});

describe('isWorded', () => {
  it('counts a line with three words that are not filler', () => {
    expect(isWorded("I'm thinking about stuff! [emote:happy]")).toBe(true);
  });

  it('does not count hums, sounds and tags alone', () => {
    expect(isWorded('doo doo doo! la la la [emote:happy]')).toBe(false);
    expect(isWorded('[walk:left] [want:snack]')).toBe(false);
  });
});

describe('masked', () => {
  it('makes lines that differ only in names, numbers and tag values the same', () => {
    const a = masked('hi Sam! I got 4 stars [emote:happy]', { pet: 'Mochi', owner: 'Sam' });
    const b = masked('hi Ava! I got 2 stars [emote:wave]', { pet: 'Pip', owner: 'Ava' });
    expect(a).toBe(b);
  });

  it('keeps lines with different words apart', () => {
    const names = { pet: 'Mochi', owner: 'Sam' };
    expect(masked('the rain is pretty', names)).not.toBe(masked('the sun is pretty', names));
  });
});

describe('trueOf', () => {
  it("counts the header's weather and not another", () => {
    expect(trueOf('the rain goes drip drop', state({ weather: 'rainy' }))).toBe(true);
    expect(trueOf('the rain goes drip drop', state({ weather: 'sunny' }))).toBe(false);
  });

  it('counts a need only when the needs line holds it', () => {
    expect(trueOf('my tummy is rumbling', state({}, { tummy: 10 }))).toBe(true);
    expect(trueOf('my tummy is rumbling', state({}, { tummy: 90 }))).toBe(false);
  });

  it('counts a word of a remembered fact the header shows', () => {
    expect(
      trueOf('I hope the spelling test goes well', state({ memories: ['Sam has a spelling test tomorrow'] })),
    ).toBe(true);
  });

  it("counts the pet's favourite from its traits", () => {
    expect(trueOf('humming the bouncy song', state({}, { traits: ['curious', 'playful'] }))).toBe(true);
  });
});
