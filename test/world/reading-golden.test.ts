/**
 * The reading layer gives byte-identical results on every probe, blind-set and generator phrasing to the ones recorded
 * in test/fixtures/reading-golden.json.gz (reading-golden.ts): a refactor of readMessage, keepScore or leadFor changes
 * nothing they answer.
 */
import { describe, expect, it } from 'vitest';
import { goldenText, readGolden } from './reading-golden.ts';

describe('reading golden record', () => {
  it('readMessage, leadFor and keepScore answer every recorded message as recorded', () => {
    const now = goldenText();
    const was = readGolden();
    if (now !== was) {
      // The first records that differ, side by side, rather than two 3 MB strings.
      const a = now.split('\n');
      const b = was.split('\n');
      const diff = a
        .map((line, i) => (line === b[i] ? null : { now: line, was: b[i] }))
        .filter((d) => d !== null)
        .slice(0, 5);
      expect({ lines: a.length, diff }).toEqual({ lines: b.length, diff: [] });
    }
    expect(now === was).toBe(true);
  }, 120_000);
});
