/**
 * Trains the learned reader of the owner's words and prints how it reads held-out generator phrasings beside the intent
 * table's hand-written rows, on its own and through the table (docs/brain.md, "The learned reader"). One command,
 * under a minute on two cores:
 *
 *   npx tsx models/recipe/reader/train.ts [--train 60000] [--heldout 6000] [--dims 8192] [--epochs 6] [--hidden 48]
 *       [--seed 1] [--out models/tokenling-mini/reader.bin]
 *
 * A network with one hidden layer of rectified units over the hashed features of src/world/reader.ts, one output per
 * label, its weights stored as int8 with a scale per hidden unit. The table is measured with the written file, read back as the app reads it.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  LearnedReader,
  READER_FORMAT,
  READER_LABELS,
  readerFeatures,
  readerFileBytes,
} from '../../../src/world/reader.ts';
import { composeExamples, type Example } from './compose.ts';
import { accuracyTable, scoreReaders } from './score.ts';

const { values: args } = parseArgs({
  options: {
    train: { type: 'string', default: '60000' },
    heldout: { type: 'string', default: '6000' },
    dims: { type: 'string', default: '8192' },
    epochs: { type: 'string', default: '6' },
    hidden: { type: 'string', default: '48' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string', default: 'models/tokenling-mini/reader.bin' },
  },
});
const dims = Number(args.dims);
/** Share of training messages in the generator's own style; the rest as children type. */
const TRAIN_GENERATOR_SHARE = 0.4;
const L = READER_LABELS.length;

/** Fits a network with one hidden layer of `hidden` rectified units; returns its float weights. */
function fitMlp(examples: Example[], epochs: number, seed: number, hidden: number) {
  const H = hidden;
  const feats = examples.map((e) => readerFeatures(e.text, e.names, dims));
  const ys = examples.map((e) => {
    const y = new Uint8Array(L);
    for (const l of e.labels) y[READER_LABELS.indexOf(l)] = 1;
    return y;
  });
  let s = seed >>> 0;
  const rand = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296;
  const w1 = new Float32Array(dims * H).map(() => (rand() - 0.5) * 0.2);
  const b1 = new Float32Array(H).fill(0.01);
  const w2 = new Float32Array(H * L).map(() => (rand() - 0.5) * (2 / Math.sqrt(H)));
  const b2 = new Float32Array(L);
  const g1 = new Float32Array(dims * H).fill(1e-6);
  const gb1 = new Float32Array(H).fill(1e-6);
  const g2 = new Float32Array(H * L).fill(1e-6);
  const gb2 = new Float32Array(L).fill(1e-6);
  const lr = 0.1;
  const order = examples.map((_, i) => i);
  const h = new Float32Array(H);
  const dz = new Float32Array(L);
  const dh = new Float32Array(H);
  const step = (w: Float32Array, g: Float32Array, i: number, grad: number) => {
    g[i]! += grad * grad;
    w[i]! -= (lr * grad) / Math.sqrt(g[i]!);
  };
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let loss = 0;
    for (const i of order) {
      const { index, value } = feats[i]!;
      const y = ys[i]!;
      h.set(b1);
      for (let k = 0; k < index.length; k++) {
        const row = index[k]! * H;
        const v = value[k]!;
        for (let j = 0; j < H; j++) h[j]! += v * w1[row + j]!;
      }
      for (let j = 0; j < H; j++) if (h[j]! < 0) h[j] = 0;
      for (let l = 0; l < L; l++) {
        let z = b2[l]!;
        for (let j = 0; j < H; j++) z += h[j]! * w2[j * L + l]!;
        const p = 1 / (1 + Math.exp(-z));
        loss -= y[l] ? Math.log(p + 1e-9) : Math.log(1 - p + 1e-9);
        dz[l] = p - y[l]!;
      }
      dh.fill(0);
      for (let j = 0; j < H; j++) {
        if (h[j] === 0) continue;
        for (let l = 0; l < L; l++) {
          dh[j]! += dz[l]! * w2[j * L + l]!;
          step(w2, g2, j * L + l, dz[l]! * h[j]!);
        }
      }
      for (let l = 0; l < L; l++) step(b2, gb2, l, dz[l]!);
      for (let j = 0; j < H; j++) if (dh[j] !== 0) step(b1, gb1, j, dh[j]!);
      for (let k = 0; k < index.length; k++) {
        const row = index[k]! * H;
        const v = value[k]!;
        for (let j = 0; j < H; j++) if (dh[j] !== 0) step(w1, g1, row + j, dh[j]! * v);
      }
    }
    console.log(`epoch ${epoch + 1}: loss ${(loss / order.length).toFixed(4)} per message`);
  }
  return { w1, b1, w2, b2 };
}

/** The file's bytes: the first layer as int8 with a scale per hidden unit, the rest as numbers in the header. */
function fileOf({ w1, b1, w2, b2 }: ReturnType<typeof fitMlp>, H: number): Uint8Array {
  const scale = new Array<number>(H).fill(0);
  for (let i = 0; i < w1.length; i++) scale[i % H] = Math.max(scale[i % H]!, Math.abs(w1[i]!));
  for (let j = 0; j < H; j++) scale[j] = scale[j]! / 127 || 1;
  const q = new Int8Array(w1.length);
  for (let i = 0; i < w1.length; i++) q[i] = Math.round(w1[i]! / scale[i % H]!);
  const round = (a: Float32Array | number[]) => [...a].map((x) => Number(x.toPrecision(5)));
  return readerFileBytes(
    {
      format: READER_FORMAT,
      dims,
      hidden: H,
      labels: [...READER_LABELS],
      bias1: round(b1),
      scale1: round(scale),
      w2: round(w2),
      bias2: round(b2),
    },
    q,
  );
}

const t0 = performance.now();
const train = composeExamples('train', Number(args.train), Number(args.seed), TRAIN_GENERATOR_SHARE);
const heldout = {
  generator: composeExamples('heldout', Number(args.heldout), Number(args.seed) + 1000, 1),
  typed: composeExamples('heldout', Number(args.heldout), Number(args.seed) + 2000, 0),
};
console.log(`composed ${train.length} training and 2 × ${args.heldout} held-out messages`);
const hidden = Number(args.hidden);
const bytes = fileOf(fitMlp(train, Number(args.epochs), Number(args.seed), hidden), hidden);
writeFileSync(args.out, bytes);
console.log(`wrote ${args.out} (${bytes.length} bytes) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const reader = LearnedReader.fromBytes(bytes);
for (const [style, examples] of Object.entries(heldout)) {
  const how = style === 'typed' ? 'as children type' : 'as the generator writes';
  console.log(
    `\nintent accuracy on held-out generator phrasings, ${how} (the first label the reading holds, slot and all):\n`,
  );
  console.log(accuracyTable(scoreReaders(examples, reader)));
}
