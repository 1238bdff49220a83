import { describe, expect, it } from 'vitest';
import { fallbackBody, validateNext, type TranscriptStart } from '../../src/world/index.ts';

const awake: TranscriptStart = { pet: 'Mochi', owner: 'Sam', asleep: false };
const asleep: TranscriptStart = { ...awake, asleep: true };

const CASES: [string, TranscriptStart, string[], RegExp][] = [
  ['an offer, awake', awake, ['* Sam offered Mochi a cookie *'], /\[no\]/],
  ['an offer, asleep', asleep, ['* Sam offered Mochi a bath *'], /\[dream:\w+\].*\[no\]/],
  ['asleep', asleep, ['Sam: hi'], /\[dream:\w+\]/],
  ['asleep after two silent dreams', asleep, ['Mochi: [dream:sun]', 'Mochi: [dream:moon]'], /\w+ \[dream:\w+\]/],
  ['awake', awake, ['Sam: hi'], /^\[emote:\w+\]$/],
  ['awake after two silent lines', awake, ['Mochi: [walk:left]', 'Mochi: [emote:wow]'], /^\w+ \[emote:\w+\]$/],
  ['just fell asleep', awake, ['Mochi: night [sleep]'], /\[dream:\w+\]/],
  ['just hatched, nothing said yet', awake, [], /^hi Sam! \[emote:wave\]$/],
];

describe('fallback line', () => {
  it.each(CASES)('is valid and fitting: %s', (_, start, lines, shape) => {
    const body = fallbackBody(start, lines);
    expect(body).toMatch(shape);
    expect(validateNext(start, lines, `Mochi: ${body}`)).toEqual({ valid: true, violations: [] });
  });
});
