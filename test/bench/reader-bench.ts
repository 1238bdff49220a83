/**
 * How long the learned reader takes to read one owner message (world/reader.ts, as the brain worker reads each
 * message it answers): every generator phrasing and probe message, read one at a time after a warm-up pass.
 * `npx tsx test/bench/reader-bench.ts` prints it; npm run bench adds it to the node table.
 */
import { fileURLToPath } from 'node:url';
import { fill } from '../../src/world/index.ts';
import { loadReaderNode } from '../../src/brain/reader-node.ts';
import { OWNER_SAYS } from '../../models/recipe/data/phrases.ts';
import { loadProbes, PROBE_FILES } from '../../models/recipe/probe/probes.ts';

export interface ReaderBench {
  messages: number;
  medianMs: number;
  p99Ms: number;
  maxMs: number;
}

/** Reads every message twice (the first pass warms the JIT) and times the second pass message by message. */
export function readerBench(): ReaderBench {
  const names = { pet: 'Mochi', owner: 'Sam' };
  const slots = { ...names, part: 'afternoon', thing: 'dog' };
  const texts = [
    ...Object.values(OWNER_SAYS)
      .flat()
      .map((p) => fill(p, slots, 'phrasing')),
    ...PROBE_FILES.flatMap((f) => loadProbes(f).probes.flatMap((p) => (p.say ? [fill(p.say, slots, p.id)] : []))),
  ];
  const reader = loadReaderNode();
  for (const t of texts) reader.read(t, names);
  const ms = texts.map((t) => {
    const t0 = performance.now();
    reader.read(t, names);
    return performance.now() - t0;
  });
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
  return { messages: ms.length, medianMs: at(0.5), p99Ms: at(0.99), maxMs: ms.at(-1)! };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const r = readerBench();
  process.stdout.write(
    `learned reader, ${r.messages} messages: median ${r.medianMs.toFixed(3)} ms, p99 ${r.p99Ms.toFixed(3)} ms, max ${r.maxMs.toFixed(3)} ms per message\n`,
  );
}
