import { describe, it, expect } from 'vitest';
import { calendarDay, calendarDate, fromLocalIso, toLocalIso } from '../../src/sim/index.ts';

describe('local wall-clock time', () => {
  it('reads and writes "YYYY-MM-DDTHH:MM" as Date.UTC of the clock', () => {
    expect(fromLocalIso('2026-11-30T21:40')).toBe(Date.UTC(2026, 10, 30, 21, 40));
    expect(toLocalIso(Date.UTC(2026, 10, 30, 21, 40, 59))).toBe('2026-11-30T21:40');
  });

  it('round-trips times', () => {
    for (const iso of ['2000-02-29T00:00', '2026-01-01T05:07', '1999-12-31T23:59'])
      expect(toLocalIso(fromLocalIso(iso))).toBe(iso);
  });

  it('rejects malformed times with a RangeError naming the value', () => {
    for (const bad of ['2026-11-30 21:40', '2026-02-30T10:00', '2026-11-30T24:00', '2026-11-30T21:60', 'yesterday']) {
      expect(() => fromLocalIso(bad)).toThrow(RangeError);
      expect(() => fromLocalIso(bad)).toThrow(bad);
    }
    expect(() => toLocalIso(Number.NaN)).toThrow(/NaN/);
  });

  it('counts calendar days from local midnight', () => {
    const evening = fromLocalIso('2026-11-30T23:59');
    expect(calendarDay(evening + 60_000)).toBe(calendarDay(evening) + 1);
    expect(calendarDate(calendarDay(evening))).toBe('2026-11-30');
  });
});
