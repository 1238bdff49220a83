import { readFileSync } from 'node:fs';
import * as ort from 'onnxruntime-web';
import { describe, expect, it } from 'vitest';
import { BrainEngine } from '../../src/brain/engine.ts';
import { GenerationCancelled, type GenerateRequest } from '../../src/brain/generate.ts';
import { CausalLm, ModelLoadError, type KvCache } from '../../src/brain/lm.ts';
import { commonPrefix, PREFILL_CHUNK, PromptCache } from '../../src/brain/prompt-cache.ts';
import { loadTokenizer } from '../../src/brain/tokenizer-node.ts';
import { seedState } from '../helpers/states.ts';
import { ScriptedLm } from '../helpers/fake-lm.ts';

const tok = loadTokenizer();
const req = (seed: number): GenerateRequest => ({
  mode: 'chat',
  state: seedState(),
  lines: ['Sam: hi'],
  start: { pet: 'Mochi', owner: 'Sam', asleep: false },
  seed,
});

/** A scripted model that counts how many forward calls run at once. */
function countingModel() {
  const lm = new ScriptedLm(tok, () => ' hello!\n', 'Mochi:');
  const stats = { active: 0, most: 0 };
  const forward = lm.forward.bind(lm);
  lm.forward = async (ids: readonly number[], past: KvCache) => {
    stats.active += 1;
    stats.most = Math.max(stats.most, stats.active);
    await new Promise((r) => setTimeout(r, 1));
    try {
      return await forward(ids, past);
    } finally {
      stats.active -= 1;
    }
  };
  return { lm, stats };
}

describe('brain engine', () => {
  it('runs turns one at a time, never overlapping on the model', async () => {
    const { lm, stats } = countingModel();
    const engine = new BrainEngine();
    engine.use(lm, tok);
    const turns = await Promise.all([1, 2, 3].map((i) => engine.generate(i, req(i))));
    expect(turns.map((t) => t.line)).toEqual(['Mochi: hello!', 'Mochi: hello!', 'Mochi: hello!']);
    expect(stats.most).toBe(1);
    expect(engine.status().turns).toBe(3);
    expect(engine.status().decodeTokensPerSecond).toBeGreaterThan(0);
  });

  it('cancels a turn (an idle turn when the owner speaks) and runs the next one', async () => {
    const { lm } = countingModel();
    const engine = new BrainEngine();
    engine.use(lm, tok);
    const idle = engine.generate(1, { ...req(1), mode: 'idle' });
    const reply = engine.generate(2, req(2));
    expect(engine.cancel(1)).toBe(true);
    await expect(idle).rejects.toBeInstanceOf(GenerationCancelled);
    expect((await reply).line).toBe('Mochi: hello!');
  });

  it('streams the text of a turn as it is generated', async () => {
    const { lm } = countingModel();
    const engine = new BrainEngine();
    engine.use(lm, tok);
    const pieces: string[] = [];
    const turn = await engine.generate(1, req(1), (p) => pieces.push(p));
    expect(pieces.join('').trim()).toBe(turn.body);
  });

  it("reads the owner's words with the hand-written rows, though it holds the learned reader", async () => {
    // The model would rather say "cool"; led by a reading of the name asked, it goes on after the name. The reader
    // held hears the name asked in anything; the hand-written rows hear it only in "whats ur name".
    const named = ' my name is Mochi!\n';
    const lm = new ScriptedLm(tok, (_, soFar) => (soFar.startsWith(' my') ? named : ' cool\n'), 'Mochi:', 1024, [
      named,
    ]);
    const engine = new BrainEngine();
    engine.use(lm, tok, { read: () => ['name:pet'] });
    const turn = await engine.generate(1, { ...req(1), lines: ['Sam: whats ur name'] });
    expect(turn.line).toBe('Mochi: my name is Mochi!');
    const plain = await engine.generate(2, { ...req(2), lines: ['Sam: asdfghjkl'] });
    expect(plain.line).toBe('Mochi: cool');
  });

  it('refuses to generate before a model is loaded, saying what to do', async () => {
    await expect(new BrainEngine().generate(1, req(1))).rejects.toThrow(/not loaded: send load first/);
  });
});

describe('a model that fails to load', () => {
  it('reports a ModelLoadError naming the truncated file', async () => {
    const file = 'models/tokenling-mini/onnx/model_quantized.onnx';
    const bytes = readFileSync(file);
    const config = JSON.parse(readFileSync('models/tokenling-mini/config.json', 'utf8'));
    const err = await CausalLm.load(ort, file, bytes.subarray(0, Math.floor(bytes.length / 2)), config).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ModelLoadError);
    expect((err as ModelLoadError).file).toBe(file);
    expect((err as Error).message).toContain(file);
  });
});

describe('the decode warm-up at load', () => {
  const file = 'models/tokenling-mini/onnx/model_quantized.onnx';
  const files = () => ({
    config: JSON.parse(readFileSync('models/tokenling-mini/config.json', 'utf8')),
    tokenizer: JSON.parse(readFileSync('models/tokenling-mini/tokenizer.json', 'utf8')),
    model: new Uint8Array(readFileSync(file)),
    modelFile: file,
    reader: new Uint8Array(readFileSync('models/tokenling-mini/reader.bin')),
  });

  it('refuses a reader file that is not one, saying how to make it, before the model loads', async () => {
    const engine = new BrainEngine();
    await expect(engine.load(ort, { ...files(), reader: new Uint8Array(16) }, 1, 0)).rejects.toThrow(
      /not a reader file.*models\/recipe\/reader\/train\.ts/,
    );
  });

  it('runs before the brain is ready, is reported, and leaves the same lines as a brain loaded without it', async () => {
    ort.env.wasm.numThreads = 1;
    const warmed = new BrainEngine();
    const cold = new BrainEngine();
    await warmed.load(ort, files(), 1, 8);
    await cold.load(ort, files(), 1, 0);
    expect(warmed.status().warmUpMs).toBeGreaterThan(0);
    expect(cold.status().warmUpMs).toBe(0);
    for (const seed of [3, 4]) {
      const [a, b] = [await warmed.generate(seed, req(seed)), await cold.generate(seed, req(seed))];
      expect(a.line).toBe(b.line);
      expect(a.tries).toEqual(b.tries);
    }
    await warmed.release();
    await cold.release();
  }, 120_000);
});

describe('a long prompt run in chunks (PromptCache.prefill)', () => {
  const file = 'models/tokenling-mini/onnx/model_quantized.onnx';
  const config = JSON.parse(readFileSync('models/tokenling-mini/config.json', 'utf8'));
  const chat = (topic: string, n: number) =>
    tok.encode(
      Array.from({ length: n }, (_, i) =>
        i % 2 ? 'Mochi: that was fun! [emote:happy]' : `Sam: shall we ${topic} number ${i}?`,
      ).join('\n'),
    );
  const apart = (a: Float32Array, b: Float32Array) => a.reduce((most, x, i) => Math.max(most, Math.abs(x - b[i]!)), 0);
  const top = (l: Float32Array) => l.indexOf(Math.max(...l));

  // Both caches: kept in place (the shipped graph's step outputs) and joined (older files).
  it.each([
    ['kept in place', true],
    ['joined', false],
  ] as const)(
    'gives the real model the same logits as one run over the whole prompt, cache %s',
    async (_, inPlace) => {
      ort.env.wasm.numThreads = 1;
      const lm = await CausalLm.load(ort, file, readFileSync(file), config, {}, inPlace);
      expect(lm.keepsCacheInPlace).toBe(inPlace);
      const first = chat('play game', 40);
      expect(first.length).toBeGreaterThan(2 * PREFILL_CHUNK);
      const pc = new PromptCache(lm);
      const a = await pc.prefill(first);
      const wholeA = await lm.forward(first, lm.emptyCache());
      expect(apart(a.logits, wholeA.logits)).toBeLessThan(1e-3);
      expect(top(a.logits)).toBe(top(wholeA.logits));
      expect(a.cache.length).toBe(first.length);
      // The next prompt shares only its start: the cache is cut back, then several runs follow (the buffer grows).
      const next = [...first.slice(0, 100), ...chat('sing song', 56)];
      const b = await pc.prefill(next);
      expect(b.reused).toBe(commonPrefix(first, next));
      expect(b.reused).toBeGreaterThanOrEqual(100);
      expect(b.reused).toBeLessThan(first.length / 2);
      const wholeB = await lm.forward(next, lm.emptyCache());
      expect(apart(b.logits, wholeB.logits)).toBeLessThan(1e-3);
      expect(top(b.logits)).toBe(top(wholeB.logits));
      expect(b.cache.length).toBe(next.length);
      await lm.release();
    },
    120_000,
  );
});

describe('CausalLm.warmUp', () => {
  it.each([
    ['kept in place', true],
    ['joined', false],
  ] as const)(
    'leaves the model giving the same logits, cache %s',
    async (_, inPlace) => {
      ort.env.wasm.numThreads = 1;
      const file = 'models/tokenling-mini/onnx/model_quantized.onnx';
      const config = JSON.parse(readFileSync('models/tokenling-mini/config.json', 'utf8'));
      const warmed = await CausalLm.load(ort, file, readFileSync(file), config, {}, inPlace);
      const fresh = await CausalLm.load(ort, file, readFileSync(file), config, {}, inPlace);
      expect(await warmed.warmUp(3)).toBeGreaterThan(0);
      expect(await warmed.warmUp(0)).toBe(0);
      const ids = tok.encode('Sam: hi Mochi!\nMochi:');
      const a = await warmed.forward(ids, warmed.emptyCache());
      const b = await fresh.forward(ids, fresh.emptyCache());
      expect(Array.from(a.logits)).toEqual(Array.from(b.logits));
      await warmed.release();
      await fresh.release();
    },
    120_000,
  );
});
