/**
 * The measured runs, shared by node and the browser page: three turns of our
 * runtime (cold chat, the next chat turn, an idle turn) and an idle schedule.
 */
import type { GenerateRequest, GenerateResult } from '../../src/brain/generate.ts';
import { ownerLine } from '../../src/world/index.ts';

/** One turn's figures. */
export interface TurnFigures {
  promptTokens: number;
  reusedTokens: number;
  newTokens: number;
  firstTokenMs: number;
  lineMs: number;
  prefillTokensPerSecond: number;
  decodeTokensPerSecond: number;
}

/** Runs a request, timing the first streamed text and the whole line. */
export type RunTurn = (req: GenerateRequest) => Promise<{
  result: Pick<GenerateResult, 'line' | 'promptTokens' | 'reusedTokens' | 'prefillMs' | 'decodeMs' | 'decodeTokens'>;
  firstTextMs: number;
  totalMs: number;
}>;

export function figures(r: Awaited<ReturnType<RunTurn>>): TurnFigures {
  const x = r.result;
  return {
    promptTokens: x.promptTokens,
    reusedTokens: x.reusedTokens,
    newTokens: x.decodeTokens,
    firstTokenMs: r.firstTextMs,
    lineMs: r.totalMs,
    prefillTokensPerSecond: ((x.promptTokens - x.reusedTokens) * 1000) / Math.max(x.prefillMs, 1e-6),
    decodeTokensPerSecond: (x.decodeTokens * 1000) / Math.max(x.decodeMs, 1e-6),
  };
}

/** (a) a cold chat turn, (b) the next chat turn one line later, (c) an idle turn after it. */
export async function threeTurns(
  run: RunTurn,
  base: Omit<GenerateRequest, 'mode' | 'seed'>,
  owner: string,
  nextOwnerText: string,
) {
  const a = await run({ ...base, mode: 'chat', seed: 11 });
  const linesB = [...base.lines, a.result.line, ownerLine(owner, nextOwnerText)];
  const b = await run({ ...base, lines: linesB, mode: 'chat', seed: 12 });
  const linesC = [...linesB, b.result.line];
  const c = await run({ ...base, lines: linesC, mode: 'idle', seed: 13 });
  return {
    cold: figures(a),
    next: figures(b),
    idle: figures(c),
    lines: { a: a.result.line, b: b.result.line, c: c.result.line },
    linesC,
  };
}

/** Mean seconds between idle turns: the schedule draws 8–20 s. */
export const IDLE_MEAN_SECONDS = 14;

/** (d) busy time of idle turns run back to back, as the share of one core an idle minute costs. */
export async function idleMinute(run: RunTurn, base: Omit<GenerateRequest, 'mode' | 'seed'>, turns = 6) {
  let lines = base.lines.slice();
  let busy = 0;
  for (let i = 0; i < turns; i++) {
    const r = await run({ ...base, lines, mode: 'idle', seed: 100 + i });
    busy += r.totalMs;
    lines = [...lines, r.result.line];
  }
  const perTurnMs = busy / turns;
  const perMinuteMs = perTurnMs * (60 / IDLE_MEAN_SECONDS);
  return { turns, perTurnMs, cpuShareOfOneCore: perMinuteMs / 60_000 };
}
