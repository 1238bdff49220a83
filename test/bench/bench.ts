/**
 * npm run bench: our brain against transformers.js on the same model files, in
 * headless Chromium and in node. Prints a table with each figure, theirs and the
 * ratio, and writes it all to bench-results.json.
 */
import { writeFileSync } from 'node:fs';
import { chromiumBench } from './chromium-bench.ts';
import { firstVisit } from './first-visit.ts';
import { nodeBench } from './node-bench.ts';
import { readerBench } from './reader-bench.ts';

type Result = Awaited<ReturnType<typeof chromiumBench>> | Awaited<ReturnType<typeof nodeBench>>;

/** Rows: a label, how to read ours and theirs, and whether lower is better. */
const ROWS: [string, (r: any) => number, (r: any) => number, 'lower' | 'higher'][] = [
  ['model load (ms)', (r) => r.ours.loadMs, (r) => r.theirs.loadMs, 'lower'],
  [
    'prompt tokens/s (cold turn)',
    (r) => r.ours.cold.prefillTokensPerSecond,
    (r) => r.theirs.cold.prefillTokensPerSecond,
    'higher',
  ],
  [
    'decode tokens/s (cold turn)',
    (r) => r.ours.cold.decodeTokensPerSecond,
    (r) => r.theirs.cold.decodeTokensPerSecond,
    'higher',
  ],
  ['(a) cold chat: first token (ms)', (r) => r.ours.cold.firstTokenMs, (r) => r.theirs.cold.firstTokenMs, 'lower'],
  ['(a) cold chat: full line (ms)', (r) => r.ours.cold.lineMs, (r) => r.theirs.cold.lineMs, 'lower'],
  ['(b) next chat turn: first token (ms)', (r) => r.ours.next.firstTokenMs, (r) => r.theirs.next.firstTokenMs, 'lower'],
  ['(b) next chat turn: full line (ms)', (r) => r.ours.next.lineMs, (r) => r.theirs.next.lineMs, 'lower'],
  ['(c) idle turn: first token (ms)', (r) => r.ours.idle.firstTokenMs, (r) => r.theirs.idle.firstTokenMs, 'lower'],
  ['(c) idle turn: full line (ms)', (r) => r.ours.idle.lineMs, (r) => r.theirs.idle.lineMs, 'lower'],
  [
    '(e) 100-turn chat: median first token (ms)',
    (r) => r.ours.longChat?.firstTokenMs.median,
    (r) => r.theirs.longChat?.firstTokenMs.median,
    'lower',
  ],
  [
    '(e) 100-turn chat: p90 first token (ms)',
    (r) => r.ours.longChat?.firstTokenMs.p90,
    (r) => r.theirs.longChat?.firstTokenMs.p90,
    'lower',
  ],
  [
    '(e) 100-turn chat: reply to a message, line shown, median (ms)',
    (r) => r.ours.longChat?.replyShownMs?.median,
    () => undefined,
    'lower',
  ],
  [
    '(e) 100-turn chat: reply to a message, line shown, p90 (ms)',
    (r) => r.ours.longChat?.replyShownMs?.p90,
    () => undefined,
    'lower',
  ],
  [
    '(e) 100-turn chat: prompt tokens reused (%)',
    (r) => r.ours.longChat && 100 * r.ours.longChat.reusedShare,
    (r) => r.theirs.longChat && 100 * r.theirs.longChat.reusedShare,
    'higher',
  ],
  ['(f) first visit at 8 Mbit/s: pet playable (ms)', (r) => r.ours.firstVisit?.playableMs, () => undefined, 'lower'],
  ['(f) first visit at 8 Mbit/s: brain ready (ms)', (r) => r.ours.firstVisit?.brainReadyMs, () => undefined, 'lower'],
  [
    '(f) first visit at 8 Mbit/s: first brain text (ms)',
    (r) => r.ours.firstVisit?.firstBrainTextMs,
    () => undefined,
    'lower',
  ],
  [
    '(f) first visit, CPU 4× slower: pet playable (ms)',
    (r) => r.ours.firstVisitThrottled?.playableMs,
    () => undefined,
    'lower',
  ],
  [
    '(f) first visit, CPU 4× slower: first brain text (ms)',
    (r) => r.ours.firstVisitThrottled?.firstBrainTextMs,
    () => undefined,
    'lower',
  ],
  [
    '(g) reading an owner message (learned reader): median (µs)',
    (r) => r.ours.reader && 1000 * r.ours.reader.medianMs,
    () => undefined,
    'lower',
  ],
  [
    '(g) reading an owner message (learned reader): p99 (µs)',
    (r) => r.ours.reader && 1000 * r.ours.reader.p99Ms,
    () => undefined,
    'lower',
  ],
  [
    '(d) idle minute: % of one core',
    (r) => 100 * r.ours.idleMinute.cpuShareOfOneCore,
    (r) => 100 * r.theirs.idleMinute.cpuShareOfOneCore,
    'lower',
  ],
];

/** The table for one environment; ratio is how many times better ours is. */
export function table(name: string, r: Result): string {
  const lines = [
    `${name} — prompt ${r.promptTokens} tokens; ours: ${r.runtime.ours}; transformers.js: ${r.runtime.theirs}`,
    '| figure | ours | transformers.js | ours better by |',
    '|---|---:|---:|---:|',
  ];
  for (const [label, a, b, better] of ROWS) {
    const x = a(r);
    const y = b(r);
    if (x === undefined) continue; // a row this environment does not run
    if (y === undefined) {
      lines.push(`| ${label} | ${x.toFixed(1)} | — | — |`); // transformers.js cannot run it (the app's own path)
      continue;
    }
    const ratio = better === 'lower' ? y / x : x / y;
    lines.push(`| ${label} | ${x.toFixed(1)} | ${y.toFixed(1)} | ${ratio.toFixed(2)}× |`);
  }
  const variants = (r.ours as any).variants as
    | {
        threads: number;
        throttle: number;
        warmUp?: boolean;
        runs?: number;
        coldDecodeTokensPerSecond: number;
        nextDecodeTokensPerSecond: number;
        nextFirstTokenMs: number;
        coldFirstTokenMs: number;
      }[]
    | undefined;
  if (variants) {
    const runs = variants[0]?.runs ?? 1;
    lines.push(
      '',
      `| ours, by threads and CPU throttling${runs > 1 ? ` (median of ${runs} fresh pages)` : ''} | decode tokens/s (cold turn) | decode tokens/s (next turn) | (a) first token (ms) | (b) first token (ms) |`,
      '|---|---:|---:|---:|---:|',
    );
    for (const v of variants)
      lines.push(
        `| ${v.threads} thread${v.threads > 1 ? 's' : ''}, CPU ${v.throttle}×${v.warmUp === false ? ', no decode warm-up at load' : ''} | ${v.coldDecodeTokensPerSecond.toFixed(1)} | ${v.nextDecodeTokensPerSecond.toFixed(1)} | ${v.coldFirstTokenMs.toFixed(1)} | ${v.nextFirstTokenMs.toFixed(1)} |`,
      );
  }
  const cold = (r.ours as any).longChatNoWarm;
  if (cold)
    lines.push(
      '',
      `(e) the same chat without warm-ups (before): median ${cold.firstTokenMs.median.toFixed(1)} ms, p90 ${cold.firstTokenMs.p90.toFixed(1)} ms, ${(100 * cold.reusedShare).toFixed(1)}% reused`,
    );
  return lines.join('\n');
}

const only = process.argv[2];
const results: Record<string, Result> = {};
if (only !== 'node') {
  const chromium = await chromiumBench();
  // (f) after the other rows' browser has closed: its own server, network and fresh profile.
  results.chromium = {
    ...chromium,
    ours: { ...chromium.ours, firstVisit: await firstVisit(), firstVisitThrottled: await firstVisit(4) },
  } as Result;
}
if (only !== 'chromium') {
  const node = await nodeBench();
  results.node = { ...node, ours: { ...node.ours, reader: readerBench() } } as Result;
}
for (const [name, r] of Object.entries(results)) process.stdout.write(`\n${table(name, r)}\n`);
writeFileSync('bench-results.json', `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
process.stdout.write('\nwrote bench-results.json\n');
