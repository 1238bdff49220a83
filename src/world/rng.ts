/**
 * A small seedable PRNG (mulberry32). Its whole state is one 32-bit number,
 * so a pet can store it and pick up the exact sequence later.
 */

/** What a pet stores to resume its random sequence. */
export type RngState = number;

export interface Rng {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [lo, hi], both ends included. */
  int(lo: number, hi: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** The state to store; createRng(state) continues from here. */
  readonly state: RngState;
}

/** A generator seeded with any finite number, or resumed from a stored state. */
export function createRng(seed: number): Rng {
  if (!Number.isFinite(seed)) throw new RangeError(`createRng: seed ${seed} must be a finite number`);
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int(lo, hi) {
      if (!Number.isInteger(lo) || !Number.isInteger(hi) || hi < lo)
        throw new RangeError(`rng.int: [${lo}, ${hi}] is not a range of integers`);
      return lo + Math.floor(next() * (hi - lo + 1));
    },
    pick(list) {
      if (list.length === 0) throw new RangeError('rng.pick: the list is empty');
      return list[Math.floor(next() * list.length)]!;
    },
    chance(p) {
      return next() < p;
    },
    get state() {
      return a;
    },
  };
}
