/**
 * Prints one generated training sample as text, the pet's targets in «guillemets», the owner's words in ‹single ones›:
 *   npx tsx models/recipe/show-sample.ts models/recipe/out10 [INDEX]
 */
import { readFileSync } from 'node:fs';
import { loadTokenizer } from '../../src/brain/tokenizer-node.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: npx tsx models/recipe/show-sample.ts DATA_DIR [INDEX]');
const which = Number(process.argv[3] ?? 0);
const tok = loadTokenizer(new URL('../tokenling-mini', import.meta.url).pathname);
const b1 = readFileSync(`${dir}/train.tokens.u16`);
const ids = new Uint16Array(b1.buffer, b1.byteOffset, b1.length / 2);
const kinds = new Uint8Array(readFileSync(`${dir}/train.kinds.u8`));
const b2 = readFileSync(`${dir}/train.index.u32`);
const index = new Uint32Array(b2.buffer, b2.byteOffset, b2.length / 4);
// Kinds 0 (context) and 3 (lookup results) carry no loss, 6 (the owner's words) only a small one with
// train.py --owner-weight (models/recipe/DATA_FORMAT.md); runs are decoded whole, so characters split
// across tokens (emoji, "·") come out right. Pet targets are in «guillemets», the owner's words in ‹single ones›.
const mark = (t: number) => (kinds[t] === 6 ? 'owner' : kinds[t] !== 0 && kinds[t] !== 3 ? 'pet' : '');
let out = '';
for (let t = index[which]!; t < index[which + 1]!;) {
  const start = t;
  while (t < index[which + 1]! && mark(t) === mark(start)) t++;
  const text = tok.decode([...ids.subarray(start, t)]);
  out += mark(start) === 'pet' ? `«${text}»` : mark(start) === 'owner' ? `‹${text}›` : text;
}
console.log(out);
