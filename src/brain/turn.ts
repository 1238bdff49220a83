/**
 * A whole turn of the pet: generate, validate, resample an invalid line with a
 * new seed (up to three tries in all), and fall back to a line the world
 * guarantees valid. Every try and its violations are reported with the result.
 */
import { fallbackBody, petLine, type Violation } from '../world/index.ts';
import { generate, type GenerateOptions, type GenerateRequest, type GenerateResult } from './generate.ts';
import type { LanguageModel } from './lm.ts';
import type { Tokenizer } from './tokenizer.ts';

/** Tries in all before falling back. */
export const MAX_TRIES = 3;
/** How far apart the seeds of successive tries are. */
const RESEED_STEP = 7919;

export interface Try {
  seed: number;
  line: string;
  violations: Violation[];
}

export interface TurnResult {
  /** The line to apply: always valid. */
  body: string;
  line: string;
  tries: Try[];
  /** Every try was invalid, so this is the world's safe line. */
  fallback: boolean;
  /** The last try's details (hops, tokens, reuse). */
  last: GenerateResult;
}

/** Generates the pet's turn; the result is always a valid line (a diary page may still be invalid: see its verdict). */
export async function generateTurn(lm: LanguageModel, tok: Tokenizer, req: GenerateRequest, opts: GenerateOptions = {}): Promise<TurnResult> {
  const tries: Try[] = [];
  let last: GenerateResult | undefined;
  for (let i = 0; i < MAX_TRIES; i++) {
    const seed = req.seed + i * RESEED_STEP;
    last = await generate(lm, tok, { ...req, seed }, opts);
    tries.push({ seed, line: last.line, violations: last.verdict.violations });
    if (last.verdict.valid) return { body: last.body, line: last.line, tries, fallback: false, last };
  }
  if (req.mode === 'diary') return { body: last!.body, line: last!.line, tries, fallback: false, last: last! };
  const body = fallbackBody(req.start, req.lines, req.state);
  return { body, line: petLine(req.state.pet.name, body), tries, fallback: true, last: last! };
}
