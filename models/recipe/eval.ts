/**
 * Behaviour metrics of a model folder on held-out scenarios (names, seeds and
 * askTime phrasings the training data never used), sampled with the contract's
 * settings, before any resampling.
 *
 *   npx tsx models/recipe/eval.ts [--model models/tokenling-mini] [--n 100] [--out FILE]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { generate } from '../../src/brain/generate.ts';
import { loadBrainNode } from '../../src/brain/node.ts';
import { readLine } from '../../src/world/index.ts';
import { ownerPhrasings, SessionPlayer, type Situation } from './data/session.ts';

/** The thresholds the model card promises. */
export const TARGETS = { validLines: 0.95, offerAnswered: 0.98, asleepDream: 0.95, clockAsked: 0.8, diaryEnds: 0.95 } as const;

/**
 * A second, blind probe of time questions: written after the held-out quarter's
 * failures had been inspected (phase 7) and before that phase's results were seen,
 * used nowhere in training or in the held-out split. Reported beside the target metric.
 */
export const BLIND_TIME_PROBES = [
  'do you happen to know the time?', 'is it morning already?', 'how late is it getting?', 'what time is it over there?',
  'is it nearly lunchtime?', 'can u tell me the time', 'clock says what?', 'hey, time?', 'is it bedtime already?',
  'have you checked the time lately?', 'what time do we have?', 'tell me what hour it is', 'is it past midnight?',
  'whats the time {pet}', 'do you know if it is late?', 'what is the hour?', 'is it evening now?', 'what time is it where you are?',
] as const;

/** Seeds far from the generator's training and held-out data seeds. */
const EVAL_SEED = 777_000_000;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { model: { type: 'string', default: 'models/tokenling-mini' }, n: { type: 'string', default: '100' }, out: { type: 'string' }, fp32: { type: 'boolean', default: false } } });
  const n = Number(values.n);
  const brain = await loadBrainNode(values.model!, !values.fp32);
  const t0 = Date.now();
  const counts: Record<string, { ok: number; total: number }> = {};
  const bump = (k: string, ok: boolean) => {
    counts[k] ??= { ok: 0, total: 0 };
    counts[k]!.total += 1;
    if (ok) counts[k]!.ok += 1;
  };
  const failures: string[] = [];
  for (const kind of ['any', 'offer', 'asleep', 'clock'] as const) {
    for (let i = 0; i < n; i++) {
      const seed = EVAL_SEED + i * 10 + ['any', 'offer', 'asleep', 'clock'].indexOf(kind);
      const sit: Situation = new SessionPlayer(seed, 'heldout').situation(kind, 1 + (i % 20));
      const r = await generate(brain.lm, brain.tok, { mode: 'chat', state: sit.state, lines: sit.lines, start: sit.start, seed });
      bump('validLines', r.verdict.valid);
      if (!r.verdict.valid && failures.length < 40) failures.push(`${kind}: ${r.line}  ← ${r.verdict.violations.map((v) => v.rule).join(', ')}`);
      const tags = readLine(r.body).tags.map((t) => t.name);
      if (kind === 'offer') bump('offerAnswered', tags.filter((t) => t === 'yes' || t === 'no').length === 1);
      if (kind === 'asleep') bump('asleepDream', r.verdict.valid && tags.includes('dream'));
      if (kind === 'clock') bump('clockAsked', tags.includes('clock'));
    }
  }
  const trained = new Set(ownerPhrasings('askTime', 'train'));
  const leaked = BLIND_TIME_PROBES.filter((q) => trained.has(q));
  if (leaked.length) throw new Error(`blind time probes also in the training phrasings: ${leaked.join(' | ')}`);
  for (let i = 0; i < n; i++) {
    const seed = EVAL_SEED + 3_000_000 + i;
    const sit = new SessionPlayer(seed, 'heldout').situation('clock', 1 + (i % 20), BLIND_TIME_PROBES);
    const r = await generate(brain.lm, brain.tok, { mode: 'chat', state: sit.state, lines: sit.lines, start: sit.start, seed });
    bump('clockBlind', readLine(r.body).tags.some((t) => t.name === 'clock'));
  }
  for (let i = 0; i < Math.max(10, Math.round(n / 2)); i++) {
    const seed = EVAL_SEED + 5_000_000 + i;
    const state = new SessionPlayer(seed, 'heldout').diaryState(1 + (i % 20));
    const r = await generate(brain.lm, brain.tok, { mode: 'diary', state, lines: [], start: { pet: state.pet.name, owner: state.owner, asleep: false }, seed });
    bump('diaryEnds', r.endedWithEot);
    bump('diaryValid', r.verdict.valid);
  }
  const rates = Object.fromEntries(Object.entries(counts).map(([k, c]) => [k, { rate: c.ok / c.total, ok: c.ok, total: c.total }]));
  const report = { model: values.model, quantized: !values.fp32, perKind: n, seconds: (Date.now() - t0) / 1000, rates, targets: TARGETS, failures };
  for (const [k, v] of Object.entries(rates)) {
    const target = (TARGETS as Record<string, number>)[k];
    process.stdout.write(`${k.padEnd(14)} ${(v.rate * 100).toFixed(1).padStart(5)}%  (${v.ok}/${v.total})${target ? `  target ≥ ${target * 100}%  ${v.rate >= target ? 'met' : 'NOT MET'}` : ''}\n`);
  }
  if (values.out) writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`);
  await brain.lm.release();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
