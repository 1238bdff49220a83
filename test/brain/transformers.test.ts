/**
 * The model folder loads unchanged in transformers.js (local files only), and
 * its greedy generation gives the same tokens as our own runtime on the same
 * int8 weights. TOKENLING_PARITY_MODEL=DIR checks another folder.
 */
import { basename, dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AutoModelForCausalLM, AutoTokenizer, env, Tensor } from '@huggingface/transformers';
import { describe, expect, it } from 'vitest';
import { loadBrainNode } from '../../src/brain/node.ts';
import { greedyToken } from '../../src/brain/sampler.ts';
import { renderChatPrompt } from '../../src/world/index.ts';
import { seedState } from '../helpers/states.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dirArg = process.env.TOKENLING_PARITY_MODEL ?? 'models/tokenling-mini';
const dir = isAbsolute(dirArg) ? dirArg : join(root, dirArg);
const NEW_TOKENS = 8;

describe(`transformers.js loads ${dirArg}`, () => {
  it('and greedily generates the same tokens as our runtime', async () => {
    env.allowRemoteModels = false;
    env.allowLocalModels = true;
    env.localModelPath = `${dirname(dir)}/`;
    const name = basename(dir);
    const tokenizer = await AutoTokenizer.from_pretrained(name);
    const model = await AutoModelForCausalLM.from_pretrained(name, { dtype: 'q8' });
    const ours = await loadBrainNode(dir, true);
    const prompt = renderChatPrompt(seedState(), ['Sam: what time is it?']);
    const ids = ours.tok.encode(prompt);
    expect(Array.from((tokenizer(prompt).input_ids as Tensor).data as BigInt64Array, Number)).toEqual(ids);

    const out = await model.generate({
      input_ids: new Tensor('int64', BigInt64Array.from(ids, BigInt), [1, ids.length]),
      max_new_tokens: NEW_TOKENS, min_new_tokens: NEW_TOKENS, do_sample: false,
    });
    const theirs = Array.from((out as Tensor).data as BigInt64Array, Number).slice(ids.length);

    const mine: number[] = [];
    let step = await ours.lm.forward(ids, ours.lm.emptyCache());
    for (let i = 0; i < NEW_TOKENS; i++) {
      const t = greedyToken(step.logits);
      mine.push(t);
      step = await ours.lm.forward([t], step.cache);
    }
    expect(theirs).toEqual(mine);
    await ours.lm.release();
  }, 120_000);
});
