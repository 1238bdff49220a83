import { describe, it, expect } from 'vitest';
import { createRng } from '../../src/world/index.ts';

describe('createRng', () => {
  it('gives the same sequence for the same seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(createRng(43).next()).not.toBe(seqA[0]);
  });

  it('resumes exactly from a stored state', () => {
    const a = createRng(7);
    a.next();
    const resumed = createRng(JSON.parse(JSON.stringify(a.state)) as number);
    expect(resumed.next()).toBe(a.next());
  });

  it('keeps next() in [0, 1) and int() within both ends', () => {
    const r = createRng(3);
    const ints = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = r.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      ints.add(r.int(14, 28));
    }
    expect(Math.min(...ints)).toBe(14);
    expect(Math.max(...ints)).toBe(28);
    expect(ints.size).toBe(15);
  });

  it('picks from a list and refuses an empty one', () => {
    const r = createRng(5);
    expect(['a', 'b']).toContain(r.pick(['a', 'b']));
    expect(() => r.pick([])).toThrow(/empty/);
    expect(r.chance(0)).toBe(false);
    expect(r.chance(1)).toBe(true);
  });
});
