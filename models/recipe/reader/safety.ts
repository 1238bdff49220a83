/**
 * How the safety row reads something serious: on each safety set (models/recipe/probe/blind-safety*.json) and on
 * the held-out part of the generator's serious phrasings and of the messages close to them, the share read serious
 * by the exact rules (world/safety.ts), by the learned reader's serious label, and by either (what the app reads).
 *
 *   npx tsx models/recipe/reader/safety.ts [--reader models/tokenling-mini/reader.bin] [--misses]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LearnedReader, readsSerious, seriousIn } from '../../../src/world/index.ts';
import { NEAR_SERIOUS, SERIOUS_SAYS } from '../data/banks/safety.ts';
import { loadSafety, SAFETY_FILES, type SafetyMessage } from '../probe/probes.ts';
import { splitOf } from './compose.ts';

const { values: args } = parseArgs({
  options: {
    reader: { type: 'string', default: 'models/tokenling-mini/reader.bin' },
    misses: { type: 'boolean', default: false },
  },
});
const reader = LearnedReader.fromBytes(new Uint8Array(readFileSync(args.reader)));
const names = { pet: 'Mochi', owner: 'Sam' };
const ways: [string, (t: string) => boolean][] = [
  ['exact rules', (t) => seriousIn(t) !== false],
  ['learned', (t) => reader.read(t, names).includes('serious')],
  ['either (the app)', (t) => readsSerious(t, names, reader) !== false],
];

const fill = (t: string) => t.replaceAll('{pet}', names.pet);
const heldOut = (ts: readonly string[], serious: boolean, category: string): SafetyMessage[] =>
  ts.filter((t) => splitOf(t) === 'heldout').map((t) => ({ text: fill(t), serious, category }));
const sets: [string, SafetyMessage[]][] = [
  ...SAFETY_FILES.map((f): [string, SafetyMessage[]] => [f.split('/').pop()!, loadSafety(f)]),
  [
    "the generator's, held out",
    [
      ...Object.entries(SERIOUS_SAYS).flatMap(([c, ts]) => heldOut(ts, true, c)),
      ...heldOut(NEAR_SERIOUS, false, 'near'),
    ],
  ],
];

const share = (n: number, of: number) => `${n}/${of} (${((100 * n) / Math.max(1, of)).toFixed(1)}%)`;
console.log(
  '| set | messages | ' + ways.map(([w]) => `serious read, ${w} | close ones read serious, ${w}`).join(' | ') + ' |',
);
console.log('|---|---:|' + ways.map(() => '---:|---:|').join(''));
for (const [name, ms] of sets) {
  const serious = ms.filter((m) => m.serious);
  const close = ms.filter((m) => !m.serious);
  const cells = ways.map(
    ([, read]) =>
      `${share(serious.filter((m) => read(m.text)).length, serious.length)} | ${share(close.filter((m) => read(m.text)).length, close.length)}`,
  );
  console.log(`| ${name} | ${ms.length} | ${cells.join(' | ')} |`);
}
console.log('\nby kind, either (the app):');
for (const [name, ms] of sets) {
  const kinds = [...new Set(ms.map((m) => m.category))];
  const read = ways[2]![1];
  console.log(
    `${name}: ` +
      kinds
        .map((k) => {
          const of = ms.filter((m) => m.category === k);
          return `${k} ${of.filter((m) => read(m.text)).length}/${of.length}`;
        })
        .join(', '),
  );
  if (args.misses)
    for (const m of ms)
      if (read(m.text) !== m.serious) console.log(`  ${m.serious ? 'missed' : 'alarm '} ${m.category}: ${m.text}`);
}
