/**
 * Behaviour metrics of a model folder:
 * - fit on the frozen, hand-written probe set (models/recipe/probe/): every probe sampled through the
 *   path of `npm run tokenling -- say` (generateTurn: resampling and fallback), judged by its rubric,
 *   on the first try and after resampling, per kind;
 * - format metrics on held-out scenarios (names, seeds and askTime phrasings the training data never
 *   used), sampled with the contract's settings, before any resampling.
 *
 *   npx tsx models/recipe/eval.ts [--model models/tokenling-mini] [--n 100] [--probe-samples 3]
 *     [--only probes|format|idle] [--candidates N] [--no-leads] [--probes FILE] [--reader hand|learned] [--out FILE]
 *     [--idle-samples 4]
 *
 * --probes FILE: another probe file of the same shape (probe/blind-questions.json) instead of probe/probes.json.
 * --reader hand|learned: which reader reads the owner's words (src/brain/turn.ts; the app's APP_READER unless set):
 *   the intent table's hand-written rows, or the learned reader (reader.bin) through the same table.
 * --candidates N: candidates for a reply to the owner's words (src/brain/turn.ts; the app's REPLY_CANDIDATES unless set; 1 keeps the first valid line).
 * --no-leads: no candidate opens with what the owner's words call for (leadFor), nor an idle turn with the app's idle
 *   lead (world/idle-lead.ts), so a kind's fit and the idle shares are the model's own.
 * --only idle: the idle measure (idle-measure.ts): worded, distinct and true shares of idle turns in many states.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { generate } from '../../src/brain/generate.ts';
import { loadBrainNode } from '../../src/brain/node.ts';
import type { LearnedReader } from '../../src/world/reader.ts';
import { APP_READER, type ReaderChoice } from '../../src/brain/turn.ts';
import { factsAsSaid, ownerTextsSincePet, readLine } from '../../src/world/index.ts';
import { generateTurn, REPLY_CANDIDATES } from '../../src/brain/turn.ts';
import type { LanguageModel } from '../../src/brain/lm.ts';
import type { Tokenizer } from '../../src/brain/tokenizer.ts';
import { ownerPhrasings, SessionPlayer, type Situation } from './data/session.ts';
import { isLongKind, judge, knownNames, KINDS, loadProbes, probeScenario, probeStart } from './probe/probes.ts';
import { IDLE_TARGETS, idleMeasure } from './idle-measure.ts';

/** The thresholds the model card promises. */
export const TARGETS = {
  validLines: 0.95,
  offerAnswered: 0.98,
  asleepDream: 0.95,
  clockAsked: 0.8,
  diaryEnds: 0.95,
} as const;
/** The fit thresholds on the probe set: overall, every kind, the long-chat kinds, and first-try validity. */
export const FIT_TARGETS = { overall: 0.9, perKind: 0.75, longChat: 0.85, firstTryValid: 0.95 } as const;

interface Rate {
  ok: number;
  total: number;
  rate: number;
}
const rate = (ok: number, total: number): Rate => ({ ok, total, rate: total ? ok / total : 0 });

/** Fit on the probe set: each probe sampled `samples` times through generateTurn (as `tokenling say` does). */
export async function probeFit(
  lm: LanguageModel,
  tok: Tokenizer,
  reading: { reader: LearnedReader; readWith: ReaderChoice },
  samples: number,
  log: (s: string) => void = () => {},
  grammar = true,
  candidates?: number,
  probeFile?: string,
  leads = true,
) {
  const file = loadProbes(probeFile);
  const names = knownNames(file);
  const per: Record<string, { raw: number; final: number; valid: number; total: number }> = {};
  const misses: { id: string; kind: string; say?: string; line: string; failed: string[] }[] = [];
  let ms = 0;
  let tries = 0;
  /** The rules first tries broke (one count per rule per try), to say where first-try validity is lost. */
  const firstBroke: Record<string, number> = {};
  /** Every [remember:…] in a final reply, and those that are the owner's own sentence (factsAsSaid), over all kinds. */
  const remembered = { facts: 0, asSaid: 0 };
  for (const p of file.probes) {
    const sc = probeScenario(p, file);
    for (let i = 0; i < samples; i++) {
      const seed = 424_242 + i * 1009 + ([...p.id].reduce((a, c) => a * 31 + c.charCodeAt(0), 7) % 100_000);
      const t0 = performance.now();
      const r = await generateTurn(
        lm,
        tok,
        { mode: sc.mode, state: sc.state, lines: sc.lines, start: probeStart(sc), seed },
        { grammar, candidates, leads, ...reading },
      );
      ms += performance.now() - t0;
      tries += r.tries.length;
      const firstBody = sc.mode === 'diary' ? r.tries[0]!.line : r.tries[0]!.line.slice(p.pet.length + 2);
      const firstValid = r.tries[0]!.violations.length === 0;
      for (const rule of new Set(r.tries[0]!.violations.map((v) => v.rule)))
        firstBroke[rule] = (firstBroke[rule] ?? 0) + 1;
      const finalValid = sc.mode === 'diary' ? r.last.verdict.valid : true;
      const raw = firstValid && judge(p, firstBody, names).fits;
      const fin = judge(p, r.body, names);
      if (sc.mode === 'chat') {
        const who = { owner: sc.state.owner, pet: sc.state.pet.name };
        const kept = factsAsSaid(r.body, ownerTextsSincePet(sc.lines, who), who);
        remembered.facts += kept.facts;
        remembered.asSaid += kept.asSaid;
      }
      const k = (per[p.kind] ??= { raw: 0, final: 0, valid: 0, total: 0 });
      k.total += 1;
      if (raw) k.raw += 1;
      if (finalValid && fin.fits) k.final += 1;
      if (firstValid) k.valid += 1;
      if (!(finalValid && fin.fits))
        misses.push({
          id: p.id,
          kind: p.kind,
          ...(p.say ? { say: p.say } : {}),
          line: r.line,
          failed: finalValid ? fin.failed : ['invalid diary page'],
        });
    }
    log('.');
  }
  const sum = (
    f: (k: { raw: number; final: number; valid: number; total: number }, kind: string) => number,
    only: (kind: string) => boolean = () => true,
  ) =>
    Object.entries(per)
      .filter(([kind]) => only(kind))
      .reduce((a, [kind, k]) => a + f(k, kind), 0);
  const total = sum((k) => k.total);
  const kinds = Object.fromEntries(
    KINDS.filter((k) => per[k]).map((k) => [
      k,
      { raw: rate(per[k]!.raw, per[k]!.total), final: rate(per[k]!.final, per[k]!.total) },
    ]),
  );
  return {
    probes: file.probes.length,
    samples,
    grammar,
    leads,
    candidates: candidates ?? REPLY_CANDIDATES,
    meanTurnMs: Math.round(ms / total),
    meanTries: Number((tries / total).toFixed(2)),
    overall: {
      raw: rate(
        sum((k) => k.raw),
        total,
      ),
      final: rate(
        sum((k) => k.final),
        total,
      ),
    },
    longChat: {
      raw: rate(
        sum((k) => k.raw, isLongKind),
        sum((k) => k.total, isLongKind),
      ),
      final: rate(
        sum((k) => k.final, isLongKind),
        sum((k) => k.total, isLongKind),
      ),
    },
    firstTryValid: rate(
      sum((k) => k.valid),
      total,
    ),
    firstTryBroke: Object.fromEntries(Object.entries(firstBroke).sort((a, b) => b[1] - a[1])),
    factsAsSaid: rate(remembered.asSaid, remembered.facts),
    kinds,
    misses,
  };
}

/**
 * A second, blind probe of time questions, written before any result on them was seen and used nowhere in training or
 * in the held-out split: the held-out quarter's failures have been read. Reported beside the target metric.
 */
export const BLIND_TIME_PROBES = [
  'do you happen to know the time?',
  'is it morning already?',
  'how late is it getting?',
  'what time is it over there?',
  'is it nearly lunchtime?',
  'can u tell me the time',
  'clock says what?',
  'hey, time?',
  'is it bedtime already?',
  'have you checked the time lately?',
  'what time do we have?',
  'tell me what hour it is',
  'is it past midnight?',
  'whats the time {pet}',
  'do you know if it is late?',
  'what is the hour?',
  'is it evening now?',
  'what time is it where you are?',
] as const;

/** Seeds far from the generator's training and held-out data seeds. */
const EVAL_SEED = 777_000_000;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      model: { type: 'string', default: 'models/tokenling-mini' },
      n: { type: 'string', default: '100' },
      out: { type: 'string' },
      fp32: { type: 'boolean', default: false },
      'probe-samples': { type: 'string', default: '3' },
      only: { type: 'string' },
      'no-grammar': { type: 'boolean', default: false },
      candidates: { type: 'string' },
      probes: { type: 'string' },
      reader: { type: 'string', default: APP_READER },
      'no-leads': { type: 'boolean', default: false },
      'idle-samples': { type: 'string', default: '4' },
    },
  });
  const readWith = values.reader;
  if (readWith !== 'hand' && readWith !== 'learned')
    throw new Error(`--reader must be hand or learned, got "${readWith}"`);
  const n = Number(values.n);
  const brain = await loadBrainNode(values.model!, !values.fp32);
  const t0 = Date.now();
  if (values.only === 'idle') {
    const idle = await idleMeasure(
      brain.lm,
      brain.tok,
      Number(values['idle-samples']),
      (s) => process.stderr.write(s),
      !values['no-leads'],
    );
    process.stderr.write('\n');
    const pct = (r: Rate) => `${(r.rate * 100).toFixed(1).padStart(5)}% (${r.ok}/${r.total})`;
    process.stdout.write(`idle turns in ${idle.states} states, ${idle.samples} each, ${idle.meanTurnMs} ms a turn\n`);
    process.stdout.write(`  worded   ${pct(idle.worded)}  target ≥ ${IDLE_TARGETS.worded * 100}%\n`);
    process.stdout.write(
      `  distinct ${pct(idle.distinct)}  of worded lines, target ≥ ${IDLE_TARGETS.distinct * 100}%\n`,
    );
    process.stdout.write(`  true     ${pct(idle.true)}  target ≥ ${IDLE_TARGETS.true * 100}%\n`);
    for (const [k, v] of Object.entries(idle.perState))
      process.stdout.write(`  ${k.padEnd(24)} worded ${pct(v.worded)}  true ${pct(v.true)}  ${v.lines.join(' | ')}\n`);
    if (values.out)
      writeFileSync(
        values.out,
        `${JSON.stringify({ model: values.model, quantized: !values.fp32, idle, targets: IDLE_TARGETS }, null, 2)}\n`,
      );
    await brain.lm.release();
    return;
  }
  let fit: Awaited<ReturnType<typeof probeFit>> | null = null;
  if (values.only !== 'format') {
    fit = await probeFit(
      brain.lm,
      brain.tok,
      { reader: brain.reader, readWith },
      Number(values['probe-samples']),
      (s) => process.stderr.write(s),
      !values['no-grammar'],
      values.candidates === undefined ? undefined : Number(values.candidates),
      values.probes,
      !values['no-leads'],
    );
    process.stderr.write('\n');
    const pct = (r: Rate) => `${(r.rate * 100).toFixed(1).padStart(5)}% (${r.ok}/${r.total})`;
    process.stdout.write(
      `fit overall     first try ${pct(fit.overall.raw)}   after resampling ${pct(fit.overall.final)}  target ≥ ${FIT_TARGETS.overall * 100}%\n`,
    );
    process.stdout.write(
      `fit long chats  first try ${pct(fit.longChat.raw)}   after resampling ${pct(fit.longChat.final)}  target ≥ ${FIT_TARGETS.longChat * 100}%\n`,
    );
    process.stdout.write(`first try valid ${pct(fit.firstTryValid)}  target ≥ ${FIT_TARGETS.firstTryValid * 100}%\n`);
    process.stdout.write(
      `  first tries broke: ${
        Object.entries(fit.firstTryBroke)
          .map(([rule, c]) => `${rule} ${c}`)
          .join(', ') || 'nothing'
      }\n`,
    );
    for (const [k, v] of Object.entries(fit.kinds))
      process.stdout.write(`  ${k.padEnd(13)} first try ${pct(v.raw)}   after resampling ${pct(v.final)}\n`);
  }
  if (values.only === 'probes') {
    if (values.out)
      writeFileSync(
        values.out,
        `${JSON.stringify({ model: values.model, quantized: !values.fp32, seconds: (Date.now() - t0) / 1000, fit, fitTargets: FIT_TARGETS }, null, 2)}\n`,
      );
    await brain.lm.release();
    return;
  }
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
      const r = await generate(brain.lm, brain.tok, {
        mode: 'chat',
        state: sit.state,
        lines: sit.lines,
        start: sit.start,
        seed,
      });
      bump('validLines', r.verdict.valid);
      if (!r.verdict.valid && failures.length < 40)
        failures.push(`${kind}: ${r.line}  ← ${r.verdict.violations.map((v) => v.rule).join(', ')}`);
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
    const r = await generate(brain.lm, brain.tok, {
      mode: 'chat',
      state: sit.state,
      lines: sit.lines,
      start: sit.start,
      seed,
    });
    bump(
      'clockBlind',
      readLine(r.body).tags.some((t) => t.name === 'clock'),
    );
  }
  for (let i = 0; i < Math.max(10, Math.round(n / 2)); i++) {
    const seed = EVAL_SEED + 5_000_000 + i;
    const state = new SessionPlayer(seed, 'heldout').diaryState(1 + (i % 20));
    const r = await generate(brain.lm, brain.tok, {
      mode: 'diary',
      state,
      lines: [],
      start: { pet: state.pet.name, owner: state.owner, asleep: false },
      seed,
    });
    bump('diaryEnds', r.endedWithEot);
    bump('diaryValid', r.verdict.valid);
  }
  const rates = Object.fromEntries(
    Object.entries(counts).map(([k, c]) => [k, { rate: c.ok / c.total, ok: c.ok, total: c.total }]),
  );
  const report = {
    model: values.model,
    quantized: !values.fp32,
    perKind: n,
    seconds: (Date.now() - t0) / 1000,
    rates,
    targets: TARGETS,
    failures,
    fit,
    fitTargets: FIT_TARGETS,
  };
  for (const [k, v] of Object.entries(rates)) {
    const target = (TARGETS as Record<string, number>)[k];
    process.stdout.write(
      `${k.padEnd(14)} ${(v.rate * 100).toFixed(1).padStart(5)}%  (${v.ok}/${v.total})${target ? `  target ≥ ${target * 100}%  ${v.rate >= target ? 'met' : 'NOT MET'}` : ''}\n`,
    );
  }
  if (values.out) writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`);
  await brain.lm.release();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
