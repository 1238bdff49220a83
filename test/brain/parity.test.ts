/**
 * The exported model in onnxruntime-web (the browser's runtime, here in node)
 * against PyTorch: fp32 logits within 1e-3, int8 picks fp32's greedy token on
 * at least 98% of positions, and the KV cache gives the same logits as a full run.
 * TOKENLING_PARITY_MODEL=DIR checks another folder (CI's smoke model).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBrainNode, type Brain } from '../../src/brain/node.ts';
import { greedyToken } from '../../src/brain/sampler.ts';
import { NEAR_TIE } from '../../models/recipe/parity.ts';

const dir = process.env.TOKENLING_PARITY_MODEL ?? 'models/tokenling-mini';

interface ParitySample {
  input_ids: number[];
  last_logits: number[];
  greedy: number[];
  greedy_margin: number[];
}
/** The fixture's 16 samples of up to 256 tokens run in a few seconds alone, longer beside the suite's other files. */
const SAMPLES_TIMEOUT = 60_000;

let fp32: Brain;
let int8: Brain;
let samples: ParitySample[];

beforeAll(async () => {
  fp32 = await loadBrainNode(dir, false);
  int8 = await loadBrainNode(dir, true);
  samples = JSON.parse(readFileSync(join(fp32.dir, 'parity.json'), 'utf8')).samples;
}, 60_000);

const maxAbsDiff = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs(a[i]! - b[i]!));
  return m;
};

function argmaxRows(logits: Float32Array, rows: number, vocab: number): number[] {
  return Array.from({ length: rows }, (_, r) => greedyToken(logits.subarray(r * vocab, (r + 1) * vocab)));
}

describe(`model parity (${dir})`, () => {
  it('has held-out samples to compare', () => {
    expect(samples.length).toBeGreaterThanOrEqual(3);
  });

  it(
    "matches PyTorch's fp32 logits within 1e-3",
    async () => {
      for (const s of samples) {
        const { logits } = await fp32.lm.forward(s.input_ids, fp32.lm.emptyCache());
        expect(logits.length).toBe(s.last_logits.length);
        expect(maxAbsDiff(logits, s.last_logits)).toBeLessThan(1e-3);
      }
    },
    SAMPLES_TIMEOUT,
  );

  it(
    "picks PyTorch's greedy token at every position in fp32, except near-ties",
    async () => {
      for (const s of samples) {
        const { logits } = await fp32.lm.forward(s.input_ids, fp32.lm.emptyCache(), true);
        const ours = argmaxRows(logits, s.input_ids.length, fp32.lm.config.vocab_size);
        ours.forEach((t, i) => {
          if (s.greedy_margin[i]! > NEAR_TIE) expect(t).toBe(s.greedy[i]);
        });
      }
    },
    SAMPLES_TIMEOUT,
  );

  it(
    'int8 agrees with fp32 on the greedy token at ≥ 98% of positions (near-ties excluded)',
    async () => {
      let agree = 0;
      let total = 0;
      for (const s of samples) {
        const V = fp32.lm.config.vocab_size;
        const a = argmaxRows(
          (await fp32.lm.forward(s.input_ids, fp32.lm.emptyCache(), true)).logits,
          s.input_ids.length,
          V,
        );
        const b = argmaxRows(
          (await int8.lm.forward(s.input_ids, int8.lm.emptyCache(), true)).logits,
          s.input_ids.length,
          V,
        );
        a.forEach((t, i) => {
          if (s.greedy_margin[i]! <= NEAR_TIE) return;
          total += 1;
          if (t === b[i]) agree += 1;
        });
      }
      expect(total).toBeGreaterThan(50);
      console.log(`int8 agreement ${agree}/${total} = ${((100 * agree) / total).toFixed(2)}%`);
      expect(agree / total, `int8 picked fp32's greedy token at ${agree} of ${total} positions`).toBeGreaterThanOrEqual(
        0.98,
      );
    },
    SAMPLES_TIMEOUT,
  );

  it('gives the same last logits from a KV cache as from a full run', async () => {
    const s = samples[0]!;
    const cut = Math.floor(s.input_ids.length / 2);
    const first = await fp32.lm.forward(s.input_ids.slice(0, cut), fp32.lm.emptyCache());
    const rest = await fp32.lm.forward(s.input_ids.slice(cut), first.cache);
    expect(rest.cache.length).toBe(s.input_ids.length);
    expect(maxAbsDiff(rest.logits, s.last_logits)).toBeLessThan(1e-3);
  });
});

describe('a cache kept in place', () => {
  const maxDiff = (a: Float32Array, b: Float32Array) => {
    expect(a.length).toBe(b.length);
    let d = 0;
    for (let i = 0; i < a.length; i++) d = Math.max(d, Math.abs(a[i]! - b[i]!));
    return d;
  };

  it('gets only the new keys and values back, and every run from it matches the joined cache', async () => {
    const joined = await loadBrainNode(dir, true, false);
    expect(int8.lm.keepsCacheInPlace).toBe(true);
    expect(joined.lm.keepsCacheInPlace).toBe(false);
    const ids = samples.flatMap((s) => s.input_ids).slice(0, 120);
    expect(ids.length).toBe(120);
    // A prompt in two chunks, then one token at a time past the buffer's first growth steps (64, 128 slots).
    let a = await int8.lm.forward(ids.slice(0, 10), int8.lm.emptyCache());
    let b = await joined.lm.forward(ids.slice(0, 10), joined.lm.emptyCache());
    let worst = maxDiff(a.logits, b.logits);
    a = await int8.lm.forward(ids.slice(10, 40), a.cache);
    b = await joined.lm.forward(ids.slice(10, 40), b.cache);
    for (let i = 40; i < 120; i++) {
      a = await int8.lm.forward([ids[i]!], a.cache);
      b = await joined.lm.forward([ids[i]!], b.cache);
      worst = Math.max(worst, maxDiff(a.logits, b.logits));
    }
    expect(a.cache.length).toBe(120);
    expect(worst).toBeLessThan(1e-3);
    // A branch from a prefix (the next turn's common start), every position's logits.
    const longer = a.cache;
    const ra = await int8.lm.forward(ids.slice(30, 50).reverse(), int8.lm.truncate(longer, 30), true);
    const rb = await joined.lm.forward(ids.slice(30, 50).reverse(), joined.lm.truncate(b.cache, 30), true);
    expect(ra.cache.length).toBe(50);
    expect(maxDiff(ra.logits, rb.logits)).toBeLessThan(1e-3);
    // The branch overwrote what came after slot 30: the older, longer cache may not run on.
    await expect(int8.lm.forward([ids[0]!], longer)).rejects.toThrow(/overwritten by a later run/);
    // Two runs at once on one buffer would write the same slots: the second is refused.
    const first = int8.lm.forward([ids[0]!], ra.cache);
    await expect(int8.lm.forward([ids[1]!], ra.cache)).rejects.toThrow(/in flight/);
    expect((await first).cache.length).toBe(51);
    await joined.lm.release();
  });
});
