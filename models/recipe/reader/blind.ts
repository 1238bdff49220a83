/**
 * Intent accuracy of the hand-written and the learned reader on the blind probe sets (and, for reference, the probe
 * set, whose misses the hand-written rows are written from): each probe's kind says what it carries (labels.ts,
 * BLIND_KINDS). A reader is chosen on held-out generator phrasings (train.ts), never on this; nothing is tuned on it.
 *
 *   npx tsx models/recipe/reader/blind.ts [--reader models/tokenling-mini/reader.bin]
 *
 * Four readings: the intent table's hand-written rows alone, the learned reader's own labels, the table reading with
 * the learned reader, and the app's (the hand-written rows, with the learned labels beside the exact rules of the
 * safety row and the rows of what children ask a pet).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { fill } from '../../../src/world/index.ts';
import { LearnedReader } from '../../../src/world/reader.ts';
import { loadProbes, PROBE_FILES } from '../probe/probes.ts';
import { BLIND_KINDS, fitsKind } from './labels.ts';
import { appLabels } from './readings.ts';

const { values: args } = parseArgs({
  options: { reader: { type: 'string', default: 'models/tokenling-mini/reader.bin' } },
});
const reader = LearnedReader.fromBytes(new Uint8Array(readFileSync(args.reader)));
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');
console.log(
  '| set | probes read | hand-written (the table) | learned | learned, through the table | the app (hand-written, learned beside) | left out (kinds no row answers) |',
);
console.log('|---|---:|---:|---:|---:|---:|---|');
for (const path of PROBE_FILES) {
  const file = loadProbes(path);
  let n = 0;
  let hand = 0;
  let app = 0;
  let learned = 0;
  let mixed = 0;
  const left = new Map<string, number>();
  for (const p of file.probes) {
    const kind = BLIND_KINDS[p.kind];
    if (!kind || p.say === undefined) {
      left.set(p.kind, (left.get(p.kind) ?? 0) + 1);
      continue;
    }
    const names = { pet: p.pet, owner: p.owner };
    const text = fill(p.say, names, `probe ${p.id}`);
    n++;
    if (fitsKind(kind, appLabels(text, names), p.must)) hand++;
    if (fitsKind(kind, appLabels(text, names, reader), p.must)) app++;
    if (fitsKind(kind, reader.read(text, names), p.must)) learned++;
    if (fitsKind(kind, appLabels(text, names, undefined, reader), p.must)) mixed++;
  }
  const out = [...left].map(([k, c]) => `${k} ${c}`).join(', ') || '-';
  console.log(
    `| ${basename(path)} | ${n} | ${pct(hand, n)} | ${pct(learned, n)} | ${pct(app, n)} | ${pct(mixed, n)} | ${out} |`,
  );
}
