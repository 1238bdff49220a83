import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AutoTokenizer, env } from '@huggingface/transformers';
import { describe, expect, it } from 'vitest';
import { loadTokenizer } from '../../src/brain/tokenizer-node.ts';
import { truncatedGpt2Files, type TokenizerFiles } from '../../models/recipe/tokenizer/truncated-gpt2.ts';

const MODELS = fileURLToPath(new URL('../../models/', import.meta.url));
const tokenizer = loadTokenizer();

/** Varied text; "<|endoftext|>" is left out because transformers.js treats it as special in text and we do not. */
const SAMPLES = [
  'Sam: what time is it?',
  "Mochi: [clock]{21:40 night} it's so late!! [emote:sleepy] [want:snack]",
  '## tokenling chat\npet: Mochi · kid · day 3 · curious, foodie',
  'needs: tummy hungry, fun happy, energy sleepy, clean',
  "I'm sure you'll like it, we've done it, they'd say, I'LL shout",
  '  leading spaces and trailing   ',
  'tabs\tand\nnew\r\nlines\n\n\n',
  'numbers 3.14159 and 1,000,000 and 2024-06-01',
  'Zephyrine the axolotl practises onomatopoeia',
  'Mochi 🐸🐱‍👤 👩‍👩‍👧 ❤️ 🫠',
  '我的宠物叫麻糬。今日は雨です。',
  'مرحبا، كيف حالك؟',
  'a\u0000b\u0001\u001b[0m\u007f',
  '\uFEFFbyte order mark',
  'cafe\u0301 naïve résumé Ωmega',
  '][ [look][gift:star] {{}} <html>',
  'https://example.com/a?b=c&d=e#f',
  'sooooooooooooooooooooo happyyyyyyyyy!!!!!!!!',
  "don't 'quote' \"double\" `tick`",
  'x'.repeat(300),
];

describe('models/tokenling-mini', () => {
  it('holds exactly what make-tokenizer.ts writes for K = 8192 (regenerate: npx tsx models/recipe/tokenizer/make-tokenizer.ts)', () => {
    const expected = truncatedGpt2Files(8192);
    for (const name of Object.keys(expected) as (keyof TokenizerFiles)[]) {
      expect(readFileSync(`${MODELS}tokenling-mini/${name}`, 'utf8') === expected[name], name).toBe(true);
    }
  });

  it('loads in transformers.js and gives our ids and our text back', async () => {
    env.allowRemoteModels = false;
    env.allowLocalModels = true;
    env.localModelPath = MODELS;
    const theirs = await AutoTokenizer.from_pretrained('tokenling-mini');
    expect(theirs.get_vocab().size).toBe(tokenizer.vocabSize);
    expect(theirs.model_max_length).toBe(1024);
    expect(theirs.eos_token_id).toBe(tokenizer.eot);
    for (const text of SAMPLES) {
      const ids = tokenizer.encode(text);
      expect(theirs.encode(text), JSON.stringify(text)).toEqual(ids);
      expect(theirs.decode(ids), JSON.stringify(text)).toBe(tokenizer.decode(ids));
    }
  });
});
