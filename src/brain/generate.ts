/**
 * The generate loop: the prompt from the world, sampling with the mode's
 * settings, the stop rules, lookup hops, and the world's verdict on the line.
 */
import {
  chatParts, createRng, fit, lookup, LookupError, petLine, renderDiaryPrompt, STYLE, validateDiaryPage,
  validateNext, type Mode, type TranscriptStart, type Verdict, type WorldState,
} from '../world/index.ts';
import type { CausalLm, KvCache } from './lm.ts';
import { sampleToken } from './sampler.ts';
import type { Tokenizer } from './tokenizer.ts';

/** What to generate: a mode, the state, the transcript (oldest first) and where it starts. */
export interface GenerateRequest {
  mode: Mode;
  state: WorldState;
  lines: readonly string[];
  start: TranscriptStart;
  seed: number;
}

/** One model call, for --trace. */
export interface Hop {
  promptTokens: number;
  newTokens: number[];
  text: string;
  stop: 'newline' | 'lookup' | 'eot' | 'budget' | 'string' | 'blank-lines';
  lookup?: { tag: string; result: string };
}

export interface GenerateResult {
  /** Chat: the pet line's body (after "Name: "); diary: the page body (after "dear diary,"). */
  body: string;
  /** Chat: the whole pet line; diary: the page. */
  line: string;
  verdict: Verdict;
  hops: Hop[];
  /** Diary: the page ended with <|endoftext|> within the budget. */
  endedWithEot: boolean;
  promptTokens: number;
  droppedLines: number;
}

/** Most lookups one line may make. */
export const MAX_HOPS = 4;

/** A completed lookup tag at the end of generated text, maybe followed by the "[" of GPT-2's merged "][" token. */
const LOOKUP_CLOSED = /\[(clock|look|yesterday|recall:[^\]\n]{0,80})\](\[?)$/;

/** Generates the pet's next line (chat, idle) or a diary page (diary). */
export async function generate(lm: CausalLm, tok: Tokenizer, req: GenerateRequest): Promise<GenerateResult> {
  return req.mode === 'diary' ? generateDiary(lm, tok, req) : generateChat(lm, tok, req);
}

async function generateChat(lm: CausalLm, tok: Tokenizer, req: GenerateRequest): Promise<GenerateResult> {
  const settings = STYLE.settings[req.mode];
  const fitted = fit(chatParts(req.state, req.lines), settings, (t) => tok.count(t));
  const rng = createRng(req.seed);
  const hops: Hop[] = [];
  let text = '';
  let cache: KvCache = lm.emptyCache();
  let pending = tok.encode(fitted.prompt);
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const run = await runUntilStop(lm, tok, cache, pending, settings.maxNewTokens, rng, settings, 'chat');
    cache = run.cache;
    text += run.text;
    const h: Hop = { promptTokens: pending.length, newTokens: run.tokens, text: run.text, stop: run.stop };
    hops.push(h);
    if (run.stop !== 'lookup') break;
    const m = LOOKUP_CLOSED.exec(text)!;
    if (m[2]) {
      // The merged "][" token: drop its "[" and rebuild the cache without it.
      text = text.slice(0, -1);
      cache = lm.emptyCache();
      pending = tok.encode(fitted.prompt + text);
    } else {
      pending = [];
    }
    const [name, arg] = m[1]!.includes(':') ? [m[1]!.slice(0, m[1]!.indexOf(':')), m[1]!.slice(m[1]!.indexOf(':') + 1)] : [m[1]!, undefined];
    let result: string;
    try {
      result = lookup(req.state, name!, arg);
    } catch (e) {
      if (!(e instanceof LookupError)) throw e;
      break; // a bad keyword: the validator will say so
    }
    const resultText = `{${result}}`;
    h.lookup = { tag: m[0].replace(/\[$/, ''), result };
    text += resultText;
    pending = [...pending, ...tok.encode(resultText)];
    if (hop === MAX_HOPS) break;
  }
  const body = text.replace(/\n.*$/s, '').trim();
  const line = petLine(req.state.pet.name, body);
  const verdict = validateNext(req.start, req.lines, line);
  return { body, line, verdict, hops, endedWithEot: false, promptTokens: fitted.tokens, droppedLines: fitted.dropped };
}

async function generateDiary(lm: CausalLm, tok: Tokenizer, req: GenerateRequest): Promise<GenerateResult> {
  const settings = STYLE.settings.diary;
  const prompt = renderDiaryPrompt(req.state);
  const ids = tok.encode(prompt);
  const rng = createRng(req.seed);
  const run = await runUntilStop(lm, tok, lm.emptyCache(), ids, settings.maxNewTokens, rng, settings, 'diary');
  let body = run.text;
  for (const s of settings.stop.strings) if (body.includes(s)) body = body.slice(0, body.indexOf(s));
  body = body.replace(/\n{3,}[\s\S]*$/, '').replace(/\s+$/, '');
  const verdict = validateDiaryPage(body, { pet: req.state.pet.name, owner: req.state.owner });
  const hop: Hop = { promptTokens: ids.length, newTokens: run.tokens, text: run.text, stop: run.stop };
  return { body, line: body, verdict, hops: [hop], endedWithEot: run.stop === 'eot', promptTokens: ids.length, droppedLines: 0 };
}

/** Feeds `pending`, then samples until a stop rule fires or the budget is spent. */
async function runUntilStop(
  lm: CausalLm, tok: Tokenizer, cache: KvCache, pending: number[], budget: number,
  rng: ReturnType<typeof createRng>, settings: (typeof STYLE.settings)[Mode], mode: 'chat' | 'diary',
): Promise<{ cache: KvCache; text: string; tokens: number[]; stop: Hop['stop'] }> {
  const tokens: number[] = [];
  const stream = tok.decodeStream();
  let text = '';
  let step = pending.length ? await lm.forward(pending, cache) : null;
  if (!step) throw new RangeError('runUntilStop: nothing to run');
  for (;;) {
    if (tokens.length >= budget) return { cache: step.cache, text, tokens, stop: 'budget' };
    if (step.cache.length >= lm.config.n_positions) return { cache: step.cache, text, tokens, stop: 'budget' };
    const next = sampleToken(step.logits, settings, rng);
    if (next === tok.eot) return { cache: step.cache, text, tokens, stop: 'eot' };
    tokens.push(next);
    text += stream.push(next);
    if (mode === 'chat') {
      if (settings.stop.newline && text.includes('\n')) return { cache: step.cache, text, tokens, stop: 'newline' };
      if (settings.stop.lookupClose && LOOKUP_CLOSED.test(text)) {
        const after = await lm.forward([next], step.cache);
        return { cache: after.cache, text, tokens, stop: 'lookup' };
      }
    } else {
      if (settings.stop.strings.some((s) => text.includes(s))) return { cache: step.cache, text, tokens, stop: 'string' };
      if (settings.stop.blankLines > 0 && text.includes('\n'.repeat(settings.stop.blankLines + 1))) return { cache: step.cache, text, tokens, stop: 'blank-lines' };
    }
    step = await lm.forward([next], step.cache);
  }
}

/** The prompt text a request renders to (for --trace and tests). */
export function requestPrompt(tok: Tokenizer, req: GenerateRequest): string {
  if (req.mode === 'diary') return renderDiaryPrompt(req.state);
  return fit(chatParts(req.state, req.lines), STYLE.settings[req.mode], (t) => tok.count(t)).prompt;
}
