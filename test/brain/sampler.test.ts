import { describe, expect, it } from 'vitest';
import { greedyToken, sampleToken, tokenLogProb, topKIndices } from '../../src/brain/sampler.ts';
import { createRng } from '../../src/world/index.ts';

const settings = { temperature: 0.85, topK: 40, topP: 0.92 };

describe('sampler', () => {
  it('finds the k largest logits, largest first', () => {
    expect(topKIndices([0.1, 5, -2, 3, 4, 3.5], 3)).toEqual([1, 4, 5]);
    expect(topKIndices([1, 2], 5)).toEqual([1, 0]);
  });

  it('never draws outside the top k', () => {
    const logits = Array.from({ length: 200 }, (_, i) => (i % 7) * 0.01 + (i < 40 ? 1 : 0));
    const rng = createRng(1);
    for (let i = 0; i < 2000; i++) expect(sampleToken(logits, { ...settings, topP: 1 }, rng)).toBeLessThan(40);
  });

  it('keeps only the smallest set reaching top-p', () => {
    // One token holds ~95% of the mass: top-p 0.92 keeps it alone.
    const logits = [10, 7, 0, 0];
    const rng = createRng(2);
    for (let i = 0; i < 500; i++) expect(sampleToken(logits, { temperature: 1, topK: 40, topP: 0.92 }, rng)).toBe(0);
  });

  it('draws tokens in proportion to their probability', () => {
    const logits = [Math.log(3), Math.log(1)];
    const rng = createRng(3);
    let zeros = 0;
    for (let i = 0; i < 4000; i++) if (sampleToken(logits, { temperature: 1, topK: 40, topP: 1 }, rng) === 0) zeros++;
    expect(zeros / 4000).toBeGreaterThan(0.72);
    expect(zeros / 4000).toBeLessThan(0.78);
  });

  it('gives the same draws for the same seed', () => {
    const logits = Array.from({ length: 100 }, (_, i) => Math.sin(i));
    const a = createRng(9);
    const b = createRng(9);
    const xs = Array.from({ length: 50 }, () => sampleToken(logits, settings, a));
    const ys = Array.from({ length: 50 }, () => sampleToken(logits, settings, b));
    expect(xs).toEqual(ys);
  });

  it('with a mask that allows none of the top k, draws the most likely allowed tokens of the rest', () => {
    const logits = Array.from({ length: 300 }, (_, i) => 300 - i);
    const rng = createRng(4);
    const allow = (id: number) => id === 120 || id === 250;
    for (let i = 0; i < 200; i++)
      expect(sampleToken(logits, { temperature: 1, topK: 40, topP: 0.92 }, rng, allow)).toBe(120);
    // With no searches left, or none found within its ranks, the top k stays as it was.
    expect(sampleToken(logits, { temperature: 1, topK: 40, topP: 1 }, rng, allow, { left: 0 })).toBeLessThan(40);
    const budget = { left: 1 };
    expect(sampleToken(logits, { temperature: 1, topK: 40, topP: 1 }, rng, allow, budget)).toBe(120);
    expect(budget.left).toBe(0);
    const long = Array.from({ length: 1000 }, (_, i) => -i * 0.001);
    expect(sampleToken(long, { temperature: 1, topK: 40, topP: 1 }, rng, (id) => id === 800)).toBeLessThan(40);
    // A mask that allows nothing leaves the top k as it was.
    for (let i = 0; i < 200; i++)
      expect(sampleToken(logits, { temperature: 1, topK: 40, topP: 1 }, rng, () => false)).toBeLessThan(40);
  });

  it('takes the token the grammar demands when the search finds no allowed one, and only then', () => {
    const logits = Array.from({ length: 1000 }, (_, i) => -i * 0.001);
    const settings = { temperature: 1, topK: 40, topP: 1 };
    const rng = createRng(5);
    // The demanded token is far past the search's ranks: it is taken, as a grammar with one path writes it.
    expect(
      sampleToken(
        logits,
        settings,
        rng,
        (id) => id === 900,
        { left: 6 },
        () => 900,
      ),
    ).toBe(900);
    expect(
      sampleToken(
        logits,
        settings,
        rng,
        (id) => id === 900,
        { left: 0 },
        () => 900,
      ),
    ).toBe(900);
    // Never a token the mask refuses, and never while an allowed token is at hand.
    expect(
      sampleToken(
        logits,
        settings,
        rng,
        (id) => id === 950,
        { left: 6 },
        () => 900,
      ),
    ).toBeLessThan(40);
    expect(
      sampleToken(
        logits,
        settings,
        rng,
        (id) => id === 3 || id === 900,
        { left: 6 },
        () => 900,
      ),
    ).toBe(3);
    expect(
      sampleToken(
        logits,
        settings,
        rng,
        (id) => id === 900,
        { left: 6 },
        () => null,
      ),
    ).toBeLessThan(40);
    // It says when the token was forced, so the reply chooser leaves it out of the model's own confidence.
    const took = { forced: false };
    expect(
      sampleToken(
        logits,
        settings,
        rng,
        (id) => id === 900,
        { left: 0 },
        () => 900,
        took,
      ),
    ).toBe(900);
    expect(took.forced).toBe(true);
    expect(
      sampleToken(
        logits,
        settings,
        rng,
        (id) => id === 3 || id === 900,
        { left: 6 },
        () => 900,
        took,
      ),
    ).toBe(3);
    expect(took.forced).toBe(false);
  });

  it("gives a token's log-probability under the model's own distribution", () => {
    const lp = tokenLogProb([0, Math.log(3)], 1);
    expect(lp).toBeCloseTo(Math.log(3 / 4), 6);
    expect(tokenLogProb([1000, 0], 0)).toBeCloseTo(0, 6);
  });

  it('picks the argmax greedily', () => {
    expect(greedyToken([0, 2, 1])).toBe(1);
  });
});
