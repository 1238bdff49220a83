/**
 * The generate loop: the prompt from the world, sampling with the mode's
 * settings, the stop rules, lookup hops (the app's {result} appended and the
 * line continued), prefix reuse through a PromptCache, and the world's verdict. One file: these are the
 * steps of one loop, which shares its state (tokens, hops, the cache) from the first step to the last.
 */
import {
  createRng,
  DiaryGrammar,
  fitChat,
  lookup,
  trimDanglingBracket,
  LineGrammar,
  LookupError,
  petLine,
  renderDiaryPrompt,
  STYLE,
  validateDiaryPage,
  validateNext,
  type GenerationSettings,
  type Mode,
  type Rng,
  type TranscriptStart,
  type Verdict,
  type WorldState,
} from '../world/index.ts';
import type { KvCache, LanguageModel } from './lm.ts';
import { CharMask } from './char-mask.ts';
import { PromptCache } from './prompt-cache.ts';
import { MAX_WIDENED, sampleToken, tokenLogProb } from './sampler.ts';
import type { Tokenizer } from './tokenizer.ts';

/** What to generate: a mode, the state, the transcript (oldest first) and where it starts. */
export interface GenerateRequest {
  mode: Mode;
  state: WorldState;
  lines: readonly string[];
  start: TranscriptStart;
  seed: number;
}

/** Why a hop ended. */
type StopReason = 'newline' | 'lookup' | 'eot' | 'budget' | 'string' | 'blank-lines' | 'bad-lookup';

/** One stretch of generation between stops, for --trace. */
export interface Hop {
  newTokens: number[];
  text: string;
  stop: StopReason;
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
  /** Prompt tokens whose keys and values came from the last turn's cache. */
  reusedTokens: number;
  droppedLines: number;
  /** Time spent processing the prompt (the tokens not reused), and the rest up to the last token (sampling, decoding, lookups; not judging the line). */
  prefillMs: number;
  decodeMs: number;
  /** Tokens run after the prompt: sampled ones and appended lookup results. */
  decodeTokens: number;
  /** The model's own log-probability of the tokens it sampled (not the lookup results the app appended, nor tokens the grammar forced), and how many. */
  logProb: number;
  sampledTokens: number;
}

/** A run stopped because the caller cancelled it (a new owner message cancels an idle turn). */
export class GenerationCancelled extends Error {
  constructor() {
    super('generation cancelled');
    this.name = 'GenerationCancelled';
  }
}

/** Most lookups one line may make. */
const MAX_HOPS = 4;

/** A completed lookup tag at the end of generated text, maybe followed by the "[" of GPT-2's merged "][" token. */
const LOOKUP_CLOSED = /\[(clock|look|yesterday|recall:[^\]\n]{0,80})\](\[?)$/;

export interface GenerateOptions {
  /** Reuses the previous turn's keys and values; a fresh cache (a cold run) when absent. */
  cache?: PromptCache;
  signal?: AbortSignal;
  /** Called with each piece of text as it is generated (lookup results included), for streaming. */
  onText?: (piece: string) => void;
  /** Keep the line grammar while sampling (world/line-grammar.ts); on unless false (the eval measures both). */
  grammar?: boolean;
  /**
   * Text a chat line or a diary page must open with, kept while sampling like the grammar (" [remember:" for a reply
   * drawn to remember a fact the owner told, "\ngood luck with the test, Sam!" for a page on a day with a test,
   * brain/turn.ts): the model writes it where it can, and the rest is its own.
   */
  lead?: string;
}

/** Generates the pet's next line (chat, idle) or a diary page (diary), in one try. */
export async function generate(
  lm: LanguageModel,
  tok: Tokenizer,
  req: GenerateRequest,
  opts: GenerateOptions = {},
): Promise<GenerateResult> {
  const cache = opts.cache ?? new PromptCache(lm);
  return req.mode === 'diary' ? generateDiary(lm, tok, req, cache, opts) : generateChat(lm, tok, req, cache, opts);
}

/** Splits "recall:frogs" into the lookup's name and argument. */
function lookupParts(inner: string): [string, string | undefined] {
  const i = inner.indexOf(':');
  return i === -1 ? [inner, undefined] : [inner.slice(0, i), inner.slice(i + 1)];
}

/** Sampling state shared by both modes: the logits to sample from, the cache, and the tokens fed since the last sync. */
class Runner {
  fed: number[] = [];
  /** Tokens run through the model after the prompt. */
  decoded = 0;
  /**
   * The sum of the sampled tokens' log-probabilities under the model's own distribution, and how many were sampled.
   * A token the grammar forced (a name the model put out of reach) or dictated (a remembered fact, written from the
   * owner's words) is the grammar's, not the model's choice: not counted.
   */
  logProb = 0;
  sampled = 0;
  private readonly took = { forced: false };
  /** The sampler's mask for the next token, or null. */
  allow: ((id: number) => boolean) | null = null;
  /** The token the grammar demands when the mask finds no allowed one (a name slot's next piece), or null. */
  force: (() => number | null) | null = null;
  /** Whether the grammar dictates the text being written (a fact after "[remember:"): its tokens are not the model's choice. */
  dictated: (() => boolean) | null = null;
  /** Searches past the top k the mask may still make in this line (a line that needs many has gone wrong: resample it). */
  readonly widen = { left: MAX_WIDENED };
  constructor(
    private readonly lm: LanguageModel,
    readonly pc: PromptCache,
    public logits: Float32Array,
    public cache: KvCache,
    private readonly settings: GenerationSettings,
    private readonly rng: Rng,
    private readonly signal: AbortSignal | undefined,
  ) {}

  /** Draws the next token from the current logits. */
  sample(): number {
    if (this.signal?.aborted) throw new GenerationCancelled();
    return sampleToken(
      this.logits,
      this.settings,
      this.rng,
      this.allow ?? undefined,
      this.widen,
      this.force ?? undefined,
      this.took,
    );
  }

  /** Runs tokens through the model, after what is cached. */
  async feed(ids: readonly number[]): Promise<void> {
    const out = await this.lm.forward(ids, this.cache);
    this.logits = out.logits;
    this.cache = out.cache;
    this.fed.push(...ids);
    this.decoded += ids.length;
  }

  /** Hands what was fed to the prompt cache, for the next turn. */
  sync(): void {
    this.pc.extend(this.fed, this.cache);
    this.fed = [];
  }

  /** Re-runs the context as `ids` (reusing the common prefix): used after trimming a merged "][" token. */
  async reset(ids: readonly number[]): Promise<void> {
    this.sync();
    const r = await this.pc.prefill(ids);
    this.logits = r.logits;
    this.cache = r.cache;
  }

  full(): boolean {
    return this.cache.length >= this.lm.config.n_positions;
  }

  /** Samples the hop's next token and decodes it; null (with hop.stop set) at the budget or <|endoftext|>. */
  next(
    hop: Hop,
    stream: ReturnType<Tokenizer['decodeStream']>,
    budget: number,
    eot: number,
  ): { token: number; piece: string } | null {
    if (hop.newTokens.length >= budget || this.full()) {
      hop.stop = 'budget';
      return null;
    }
    const token = this.sample();
    if (!this.took.forced && !this.dictated?.()) {
      this.logProb += tokenLogProb(this.logits, token);
      this.sampled += 1;
    }
    if (token === eot) {
      hop.stop = 'eot';
      return null;
    }
    hop.newTokens.push(token);
    const piece = stream.push(token);
    hop.text += piece;
    return { token, piece };
  }
}

/** The first token of the text the grammar demands next (the sampler's `force`), or null when it demands none. */
function firstToken(tok: Tokenizer, rest: string | null): number | null {
  return rest ? (tok.encode(rest)[0] ?? null) : null;
}

async function generateChat(
  lm: LanguageModel,
  tok: Tokenizer,
  req: GenerateRequest,
  pc: PromptCache,
  opts: GenerateOptions,
): Promise<GenerateResult> {
  const settings = STYLE.settings[req.mode];
  const fitted = fitChat(req.state, req.lines, settings, (t) => tok.count(t), pc.anchor);
  pc.anchor = fitted.anchor;
  const promptIds = tok.encode(fitted.prompt);
  const t0 = performance.now();
  const first = await pc.prefill(promptIds);
  const t1 = performance.now();
  const run = new Runner(lm, pc, first.logits, first.cache, settings, createRng(req.seed), opts.signal);
  const emit = (piece: string) => {
    if (piece) opts.onText?.(piece);
  };
  const hops: Hop[] = [];
  let text = '';
  let hop: Hop = { newTokens: [], text: '', stop: 'budget' };
  let stream = tok.decodeStream();
  let chars: CharMask | null = null;
  if (opts.grammar !== false) {
    const grammar = new LineGrammar(req.state, req.start, req.lines);
    const mask = new CharMask(tok, fitted.prompt);
    chars = mask;
    const lead = opts.lead ?? '';
    // The line so far keeps to the lead: begins it, or begins with it; a line may end only once the lead is written.
    const keepsLead = (t: string, ending: boolean) =>
      t.length < lead.length ? !ending && lead.startsWith(t) : t.startsWith(lead);
    run.allow = (id) => {
      if (id === tok.eot) return keepsLead(text, true) && !mask.open && grammar.allows(text, true);
      // A token may hold part of a character (an emoji's bytes): the mask reads it with the bytes held back.
      return mask.allows(id, (added) => {
        const cut = added.indexOf('\n');
        if (!keepsLead(text + (cut === -1 ? added : added.slice(0, cut)), cut !== -1)) return false;
        return cut === -1 ? grammar.allows(text + added) : grammar.allows(text + added.slice(0, cut), true);
      });
    };
    run.dictated = () => grammar.dictates(text);
    run.force = () =>
      firstToken(
        tok,
        text.length < lead.length
          ? lead.slice(text.length)
          : mask.open
            ? null
            : (grammar.nameRest(text) ?? grammar.wordRest(text)),
      );
  }
  for (;;) {
    const step = run.next(hop, stream, settings.maxNewTokens, tok.eot);
    if (!step) break;
    const { token: next, piece } = step;
    chars?.took(next);
    text += piece;
    if (settings.stop.newline && text.includes('\n')) {
      emit(piece.slice(0, piece.indexOf('\n')));
      hop.stop = 'newline';
      break;
    }
    emit(piece);
    await run.feed([next]);
    const closed = settings.stop.lookupClose ? LOOKUP_CLOSED.exec(text) : null;
    if (!closed) continue;
    hop.stop = 'lookup';
    hops.push(hop);
    if (closed[2]) {
      // GPT-2's merged "][": drop its "[" and re-run the line without it (the cache keeps the common prefix).
      text = text.slice(0, -1);
      await run.reset(tok.encode(fitted.prompt + text));
    }
    const [name, arg] = lookupParts(closed[1]!);
    let result: string;
    try {
      result = lookup(req.state, name, arg);
    } catch (e) {
      if (!(e instanceof LookupError)) throw e;
      hop = { newTokens: [], text: '', stop: 'bad-lookup' };
      break; // a bad keyword: the validator names it
    }
    hop.lookup = { tag: `[${closed[1]}]`, result };
    const resultText = `{${result}}`;
    text += resultText;
    emit(resultText);
    await run.feed(tok.encode(resultText));
    hop = { newTokens: [], text: '', stop: 'budget' };
    stream = tok.decodeStream();
    chars?.reset();
    if (hops.length > MAX_HOPS) break;
  }
  if (hop.newTokens.length || hop.stop !== 'budget' || hops.length === 0) hops.push(hop);
  run.sync();
  // Decoding ends with the last token: judging the line after it is not part of the stream's speed.
  const t2 = performance.now();
  // A line that ended on the merged "][" token keeps its "]" and loses the dangling "[".
  const body = trimDanglingBracket(text.replace(/\n[\s\S]*$/, '').trim()).line;
  const line = petLine(req.state.pet.name, body);
  const verdict = validateNext(req.start, req.lines, line, req.state);
  return {
    body,
    line,
    verdict,
    hops,
    endedWithEot: false,
    promptTokens: promptIds.length,
    reusedTokens: first.reused,
    droppedLines: fitted.dropped,
    prefillMs: t1 - t0,
    decodeMs: t2 - t1,
    decodeTokens: run.decoded,
    logProb: run.logProb,
    sampledTokens: run.sampled,
  };
}

async function generateDiary(
  lm: LanguageModel,
  tok: Tokenizer,
  req: GenerateRequest,
  pc: PromptCache,
  opts: GenerateOptions,
): Promise<GenerateResult> {
  const settings = STYLE.settings.diary;
  const prompt = renderDiaryPrompt(req.state);
  const promptIds = tok.encode(prompt);
  const t0 = performance.now();
  const first = await pc.prefill(promptIds);
  const t1 = performance.now();
  const run = new Runner(lm, pc, first.logits, first.cache, settings, createRng(req.seed), opts.signal);
  const stream = tok.decodeStream();
  const hop: Hop = { newTokens: [], text: '', stop: 'budget' };
  const blank = '\n'.repeat(settings.stop.blankLines + 1);
  let chars: CharMask | null = null;
  if (opts.grammar !== false) {
    // The page's grounding rules kept while sampling (world/line-grammar.ts, DiaryGrammar), as a chat line's are.
    const grammar = new DiaryGrammar(req.state);
    const mask = new CharMask(tok, prompt);
    chars = mask;
    // A led page (turn.ts: what the owner said, answered) opens with the lead, as a led chat line does.
    const lead = opts.lead ?? '';
    const keepsLead = (t: string, ending: boolean) =>
      t.length < lead.length ? !ending && lead.startsWith(t) : t.startsWith(lead);
    run.allow = (id) =>
      id === tok.eot
        ? keepsLead(hop.text, true) && !mask.open && grammar.allows(hop.text, true)
        : mask.allows(id, (added) => keepsLead(hop.text + added, false) && grammar.allows(hop.text + added));
    run.force = () =>
      firstToken(
        tok,
        hop.text.length < lead.length ? lead.slice(hop.text.length) : mask.open ? null : grammar.nameRest(hop.text),
      );
  }
  for (;;) {
    const step = run.next(hop, stream, settings.maxNewTokens, tok.eot);
    if (!step) break;
    const { token: next, piece } = step;
    chars?.took(next);
    if (piece) opts.onText?.(piece);
    if (settings.stop.strings.some((s) => hop.text.includes(s))) {
      hop.stop = 'string';
      break;
    }
    if (settings.stop.blankLines > 0 && hop.text.includes(blank)) {
      hop.stop = 'blank-lines';
      break;
    }
    await run.feed([next]);
  }
  run.sync();
  const t2 = performance.now();
  let body = hop.text;
  for (const s of settings.stop.strings) if (body.includes(s)) body = body.slice(0, body.indexOf(s));
  body = body.split(blank)[0]!.replace(/\s+$/, '');
  const verdict = validateDiaryPage(body, { pet: req.state.pet.name, owner: req.state.owner }, req.state);
  return {
    body,
    line: body,
    verdict,
    hops: [hop],
    endedWithEot: hop.stop === 'eot',
    promptTokens: promptIds.length,
    reusedTokens: first.reused,
    droppedLines: 0,
    prefillMs: t1 - t0,
    decodeMs: t2 - t1,
    decodeTokens: run.decoded,
    logProb: run.logProb,
    sampledTokens: run.sampled,
  };
}
