/**
 * How often the int8 model picks the fp32 model's greedy token, on held-out samples of a phase's data (a bigger
 * sample than the parity fixture's): at every position (ALL=1), or only where the target is the pet's own (the
 * loss-carrying kinds); near-ties excluded, as in the parity test. Each sample is cut to its first 600 tokens.
 *
 *   [ALL=1] npx tsx models/recipe/int8-agreement.ts MODEL_DIR DATA_DIR [SAMPLES=60]
 *   e.g. ALL=1 npx tsx models/recipe/int8-agreement.ts models/tokenling-mini models/recipe/out25
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBrainNode } from '../../src/brain/node.ts';
import { greedyToken } from '../../src/brain/sampler.ts';
import { TOKEN_KIND } from './data/session.ts';
import { NEAR_TIE } from './parity.ts';

const [dir, data, count = '60'] = process.argv.slice(2);
if (!dir || !data)
  throw new Error('usage: [ALL=1] npx tsx models/recipe/int8-agreement.ts MODEL_DIR DATA_DIR [SAMPLES=60]');
const samples = Number(count);
const MAX_TOKENS = 600;
const LOSS_KINDS = new Set<number>([TOKEN_KIND.petWords, TOKEN_KIND.petTags, TOKEN_KIND.diary, TOKEN_KIND.end]);
const everyPosition = process.env.ALL === '1';

const file = (name: string) => readFileSync(join(data, `heldout.${name}`));
const tokensBuf = file('tokens.u16');
const indexBuf = file('index.u32');
const tokens = new Uint16Array(tokensBuf.buffer, tokensBuf.byteOffset, tokensBuf.length / 2);
const index = new Uint32Array(indexBuf.buffer, indexBuf.byteOffset, indexBuf.length / 4);
const kinds = new Uint8Array(file('kinds.u8'));

/** The top-1 minus top-2 logit of a row. */
function margin(row: Float32Array, top: number): number {
  let second = -Infinity;
  for (let j = 0; j < row.length; j++) if (j !== top && row[j]! > second) second = row[j]!;
  return row[top]! - second;
}

const fp32 = await loadBrainNode(dir, false);
const int8 = await loadBrainNode(dir, true);
const V = fp32.lm.config.vocab_size;
const stride = Math.floor((index.length - 1) / samples);
let agree = 0;
let total = 0;
for (let s = 0; s < samples; s++) {
  const start = index[s * stride]!;
  const ids = Array.from(tokens.subarray(start, Math.min(index[s * stride + 1]!, start + MAX_TOKENS)));
  const a = (await fp32.lm.forward(ids, fp32.lm.emptyCache(), true)).logits;
  const b = (await int8.lm.forward(ids, int8.lm.emptyCache(), true)).logits;
  for (let i = 0; i + 1 < ids.length; i++) {
    if (!everyPosition && !LOSS_KINDS.has(kinds[start + i + 1]!)) continue;
    const row = a.subarray(i * V, (i + 1) * V);
    const top = greedyToken(row);
    if (margin(row, top) <= NEAR_TIE) continue;
    total += 1;
    if (greedyToken(b.subarray(i * V, (i + 1) * V)) === top) agree += 1;
  }
}
console.log(
  `${dir}: int8 picks fp32's greedy token at ${agree} of ${total} positions = ${((100 * agree) / total).toFixed(2)}%`,
);
