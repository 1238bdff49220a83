/**
 * How often the int8 model picks the fp32 model's greedy token, on held-out samples of a phase's data (a bigger
 * sample than the parity fixture's): every position, or (without ALL=1) only those whose target is the pet's own
 * (the loss-carrying kinds); near-ties (top-1 minus top-2 under 0.01 in fp32) excluded, as in the parity test.
 *
 *   ALL=1 npx tsx models/recipe/int8-agreement.ts MODEL_DIR [DATA_DIR=models/recipe/out24] [SAMPLES=60]
 */
import { readFileSync } from 'node:fs';
import { loadBrainNode } from '../../src/brain/node.ts';
import { greedyToken } from '../../src/brain/sampler.ts';
const dir = process.argv[2]!; const data = process.argv[3] ?? 'models/recipe/out24'; const N = Number(process.argv[4] ?? 60);
const toks = ((b) => new Uint16Array(b.buffer, b.byteOffset, b.length / 2))(readFileSync(`${data}/heldout.tokens.u16`));
const kinds = new Uint8Array(readFileSync(`${data}/heldout.kinds.u8`));
const idx = ((b) => new Uint32Array(b.buffer, b.byteOffset, b.length / 4))(readFileSync(`${data}/heldout.index.u32`));
const fp = await loadBrainNode(dir, false); const q = await loadBrainNode(dir, true);
const V = fp.lm.config.vocab_size;
let agree = 0, total = 0;
const step = Math.floor((idx.length - 1) / N);
for (let s = 0; s < N; s++) {
  const a = idx[s * step]!, b = Math.min(idx[s * step + 1]!, a + 600);
  const ids = Array.from(toks.subarray(a, b));
  const lf = (await fp.lm.forward(ids, fp.lm.emptyCache(), true)).logits;
  const lq = (await q.lm.forward(ids, q.lm.emptyCache(), true)).logits;
  for (let i = 0; i + 1 < ids.length; i++) {
    const k = kinds[a + i + 1]!; if (process.env.ALL !== "1" && ![1, 2, 4, 5].includes(k)) continue;
    const rf = lf.subarray(i * V, (i + 1) * V); const rq = lq.subarray(i * V, (i + 1) * V);
    const t = greedyToken(rf); let second = -Infinity; for (let j = 0; j < V; j++) if (j !== t && rf[j]! > second) second = rf[j]!;
    if (rf[t]! - second <= 0.01) continue;
    total++; if (greedyToken(rq) === t) agree++;
  }
}
console.log(`${dir}: ${agree}/${total} = ${(100 * agree / total).toFixed(2)}%`);
