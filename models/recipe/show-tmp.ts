import { readFileSync } from 'node:fs';
import { loadTokenizer } from '/work/main/src/brain/tokenizer-node.ts';
const dir = process.argv[2]!, which = Number(process.argv[3] ?? 0);
const tok = loadTokenizer('/work/main/models/tokenling-mini');
const b1 = readFileSync(`${dir}/train.tokens.u16`); const ids = new Uint16Array(b1.buffer, b1.byteOffset, b1.length / 2);
const kinds = new Uint8Array(readFileSync(`${dir}/train.kinds.u8`));
const b2 = readFileSync(`${dir}/train.index.u32`); const index = new Uint32Array(b2.buffer, b2.byteOffset, b2.length / 4);
let out = '';
for (let t = index[which]!; t < index[which + 1]!; t++) {
  const piece = tok.decode([ids[t]!]);
  out += kinds[t] === 0 || kinds[t] === 3 ? piece : `\x1b[1m${piece}\x1b[0m`.replace(/\x1b\[[0-9;]*m/g, (m) => (m === '\x1b[1m' ? '«' : '»'));
}
console.log(out.replace(/»«/g, ''));
