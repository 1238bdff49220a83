/** Picks and fills the words a pet or owner says: by stage, with a trait flourish now and then. */
import type { Rng } from '../../../src/sim/index.ts';
import { fill, type Stage, type Trait } from '../../../src/world/index.ts';
import { TRAIT_FLOURISH, type Bank } from './phrases.ts';

/** Values for the phrase placeholders. */
export type Vars = Record<string, string | number>;

/** How often a stage-specific line is preferred over an any-stage one, when the stage has lines. */
const STAGE_VOICE_CHANCE = 0.6;
/** How often a trait flourish is added to a spoken line. */
const FLOURISH_CHANCE = 0.12;

/** One line from a bank, in the stage's voice when it has one. */
export function pickLine(bank: Bank, stage: Stage, rng: Rng): string {
  const own = bank[stage] ?? [];
  const any = bank.any ?? [];
  const pool = own.length && (rng.chance(STAGE_VOICE_CHANCE) || !any.length) ? own : any;
  if (!pool.length) throw new Error(`phrase bank has no lines for ${stage}`);
  return rng.pick(pool);
}

/** Fills a phrase's placeholders; a missing value is an error naming the phrase. */
export function fillPhrase(phrase: string, vars: Vars): string {
  return fill(phrase, vars, 'phrase');
}

/** A spoken line for a situation: the stage's voice, maybe a trait's flourish. */
export function speak(bank: Bank, stage: Stage, traits: readonly Trait[], vars: Vars, rng: Rng): string {
  let text = fillPhrase(pickLine(bank, stage, rng), vars);
  if (stage !== 'baby' && traits.length && rng.chance(FLOURISH_CHANCE)) {
    const extra = fillPhrase(rng.pick(TRAIT_FLOURISH[rng.pick(traits)]), vars);
    const end = (t: string) => (/[\p{L}\p{N}]$/u.test(t) ? `${t}.` : t);
    text = rng.chance(0.5) ? `${end(text)} ${extra}` : `${end(extra)} ${text}`;
  }
  return text;
}

/** An owner's line with a typo now and then: a dropped, doubled or swapped letter. */
export function withTypo(text: string, rng: Rng): string {
  const letters = [...text];
  if (letters.length < 4) return text;
  const i = rng.int(1, letters.length - 2);
  const kind = rng.int(0, 2);
  if (kind === 0) letters.splice(i, 1);
  else if (kind === 1) letters.splice(i, 0, letters[i]!);
  else [letters[i], letters[i + 1]] = [letters[i + 1]!, letters[i]!];
  return letters.join('');
}
