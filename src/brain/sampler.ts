/** Sampling the next token: temperature, top-k, top-p, from a seeded RNG; no repetition penalty (the contract forbids one). */
import type { Rng } from '../world/index.ts';

export interface SamplingSettings {
  temperature: number;
  topK: number;
  topP: number;
}

/** The k largest logits' indices, largest first. */
export function topKIndices(logits: ArrayLike<number>, k: number): number[] {
  const n = logits.length;
  const kk = Math.min(k, n);
  const idx: number[] = [];
  // Insertion into a small sorted list: k is 40, the vocabulary 8k.
  for (let i = 0; i < n; i++) {
    const v = logits[i]!;
    if (idx.length === kk && v <= logits[idx[kk - 1]!]!) continue;
    let j = idx.length === kk ? kk - 1 : idx.length;
    while (j > 0 && logits[idx[j - 1]!]! < v) {
      if (j < kk) idx[j] = idx[j - 1]!;
      j--;
    }
    if (idx.length < kk) idx.push(0);
    idx[j] = i;
  }
  return idx;
}

/** How far below the most likely allowed token (in logits) a widened search still looks: e^-10 is weight nobody draws. */
const WIDEN_GAP = 10;
/** How far down the vocabulary, by rank, a widened search reads: each token read is one grammar test. */
const WIDEN_RANKS = 512;
/** Searches past the top k one line or page may make (a line that needs more has gone wrong: the validator has it resampled). */
export const MAX_WIDENED = 6;

/**
 * The k most likely tokens that `allow` allows, most likely first, read down the vocabulary to rank `ranks`,
 * and no further than WIDEN_GAP below the first one found.
 */
function topAllowed(
  logits: ArrayLike<number>,
  k: number,
  allow: (id: number) => boolean,
  ranks = WIDEN_RANKS,
): number[] {
  const order = topKIndices(logits, ranks);
  const out: number[] = [];
  let floor = -Infinity;
  for (const id of order) {
    if (logits[id]! < floor) break;
    if (!allow(id)) continue;
    if (!out.length) floor = logits[id]! - WIDEN_GAP;
    out.push(id);
    if (out.length === k) break;
  }
  return out;
}

/**
 * Picks a token: temperature, keep the top k, keep the smallest set whose probability reaches top p, draw.
 * With `allow` (the line grammar), the top k is first narrowed to the tokens it allows; when it allows
 * none of them, the k most likely tokens it does allow are taken from further down the vocabulary (as a
 * grammar over the whole vocabulary does; topAllowed), while `widen` has searches left; otherwise, or when
 * it finds none, `force` may name the one token the grammar demands (a name slot's next piece; `took.forced`
 * says so); otherwise the top k is kept as it was (the validator then judges the line).
 */
export function sampleToken(
  logits: ArrayLike<number>,
  s: SamplingSettings,
  rng: Rng,
  allow?: (id: number) => boolean,
  widen?: { left: number },
  force?: () => number | null,
  took?: { forced: boolean },
): number {
  if (took) took.forced = false;
  let top = topKIndices(logits, s.topK);
  if (allow) {
    let kept = top.filter(allow);
    if (!kept.length && (widen?.left ?? 1) > 0) {
      kept = topAllowed(logits, s.topK, allow);
      if (widen) widen.left -= 1;
    }
    if (!kept.length && force) {
      // The grammar knows the one text that must come (the name after "my name is"), and the model put it further
      // down than the search reads: that text's own token, as a grammar with a single path writes it.
      const forced = force();
      if (forced !== null && allow(forced)) {
        if (took) took.forced = true;
        return forced;
      }
    }
    if (kept.length) top = kept;
  }
  const max = logits[top[0]!]!;
  const weights = top.map((i) => Math.exp((logits[i]! - max) / s.temperature));
  const total = weights.reduce((a, b) => a + b, 0);
  let keep = 0;
  let mass = 0;
  while (keep < top.length) {
    mass += weights[keep]! / total;
    keep += 1;
    if (mass >= s.topP) break;
  }
  const kept = weights.slice(0, keep);
  const keptTotal = kept.reduce((a, b) => a + b, 0);
  let u = rng.next() * keptTotal;
  for (let i = 0; i < keep; i++) {
    u -= kept[i]!;
    if (u < 0) return top[i]!;
  }
  return top[keep - 1]!;
}

/** The single most likely token. */
export function greedyToken(logits: ArrayLike<number>): number {
  return topKIndices(logits, 1)[0]!;
}

/** The model's own log-probability of `id` under `logits` (temperature 1, no top-k, top-p or mask): how likely the model found the token it was given. */
export function tokenLogProb(logits: ArrayLike<number>, id: number): number {
  const n = logits.length;
  let max = -Infinity;
  for (let i = 0; i < n; i++) if (logits[i]! > max) max = logits[i]!;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += Math.exp(logits[i]! - max);
  return logits[id]! - max - Math.log(sum);
}
