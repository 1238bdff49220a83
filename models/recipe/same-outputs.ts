/**
 * Do two model files compute the same thing? Runs both (onnxruntime-web, WASM, the runtime's own cache path) on
 * the bench's ~900-token chat prompt and then greedy steps chosen by the first file, and prints how often the two
 * chose the same token and how far apart their logits came. Used when a file is re-exported with the same weights.
 *
 *   npx tsx models/recipe/same-outputs.ts OLD.onnx models/tokenling-mini/onnx/model_quantized.onnx [steps]
 */
import * as ort from 'onnxruntime-web';
import { readFileSync } from 'node:fs';
import { CausalLm } from '../../src/brain/lm.ts';
import { greedyToken } from '../../src/brain/sampler.ts';
import { loadTokenizer } from '../../src/brain/tokenizer-node.ts';
import { chatParts, fit, STYLE } from '../../src/world/index.ts';
import { benchScenario } from '../../test/bench/scenario.ts';

const [fileA, fileB, stepsArg] = process.argv.slice(2);
if (!fileA || !fileB) {
  console.error('usage: npx tsx models/recipe/same-outputs.ts A.onnx B.onnx [steps]');
  process.exit(2);
}
ort.env.wasm.numThreads = 1;
const cfg = JSON.parse(readFileSync('models/tokenling-mini/config.json', 'utf8'));
const a = await CausalLm.load(ort, fileA, readFileSync(fileA), cfg);
const b = await CausalLm.load(ort, fileB, readFileSync(fileB), cfg);
const tok = loadTokenizer();
const sc = benchScenario(tok);
const ids = tok.encode(fit(chatParts(sc.state, sc.lines), STYLE.settings.chat, (t) => tok.count(t)).prompt);
const steps = Number(stepsArg ?? 60);
let ra = await a.forward(ids, a.emptyCache());
let rb = await b.forward(ids, b.emptyCache());
let maxAbsLogitDiff = 0;
let same = 0;
for (let s = 0; s < steps; s++) {
  for (let i = 0; i < ra.logits.length; i++)
    maxAbsLogitDiff = Math.max(maxAbsLogitDiff, Math.abs(ra.logits[i]! - rb.logits[i]!));
  const next = greedyToken(ra.logits);
  if (greedyToken(rb.logits) === next) same += 1;
  ra = await a.forward([next], ra.cache);
  rb = await b.forward([next], rb.cache);
}
console.log(
  JSON.stringify({
    promptTokens: ids.length,
    steps,
    sameToken: same,
    maxAbsLogitDiff,
    cacheInPlace: [a.keepsCacheInPlace, b.keepsCacheInPlace],
  }),
);
await a.release();
await b.release();
