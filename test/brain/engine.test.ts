import { readFileSync } from 'node:fs';
import * as ort from 'onnxruntime-web';
import { describe, expect, it } from 'vitest';
import { BrainEngine } from '../../src/brain/engine.ts';
import { GenerationCancelled, type GenerateRequest } from '../../src/brain/generate.ts';
import { CausalLm, ModelLoadError, type KvCache } from '../../src/brain/lm.ts';
import { loadTokenizer } from '../../src/brain/tokenizer-node.ts';
import { seedState } from '../helpers/states.ts';
import { ScriptedLm } from '../helpers/fake-lm.ts';

const tok = loadTokenizer();
const req = (seed: number): GenerateRequest => ({ mode: 'chat', state: seedState(), lines: ['Sam: hi'], start: { pet: 'Mochi', owner: 'Sam', asleep: false }, seed });

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

  it('refuses to generate before a model is loaded, saying what to do', async () => {
    await expect(new BrainEngine().generate(1, req(1))).rejects.toThrow(/not loaded: send load first/);
  });
});

describe('a model that fails to load', () => {
  it('reports a ModelLoadError naming the truncated file', async () => {
    const file = 'models/tokenling-mini/onnx/model_quantized.onnx';
    const bytes = readFileSync(file);
    const config = JSON.parse(readFileSync('models/tokenling-mini/config.json', 'utf8'));
    const err = await CausalLm.load(ort, file, bytes.subarray(0, Math.floor(bytes.length / 2)), config).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModelLoadError);
    expect((err as ModelLoadError).file).toBe(file);
    expect((err as Error).message).toContain(file);
  });
});
