/**
 * The brain as a service: one model, a prompt cache per mode, turns run one at a time
 * (never overlapping on one inference session), each cancellable. The worker is
 * a thin shell around this; node tests drive it directly.
 */
import type * as Ort from 'onnxruntime-web';
import { LearnedReader, parseScenario, readsSerious, type MessageReader } from '../world/index.ts';
import { generate, type GenerateRequest } from './generate.ts';
import { CausalLm, JIT_WARM_STEPS, type LanguageModel, type LmConfig } from './lm.ts';
import { PromptCache } from './prompt-cache.ts';
import type { BrainStatus, OnText, TurnMessage } from './protocol.ts';
import { Tokenizer, type TokenizerJson } from './tokenizer.ts';
import { generateTurn } from './turn.ts';
import { warmPrompt, type WarmRequest, type WarmResult } from './warm.ts';

/** The files a model folder must provide. */
export interface ModelFiles {
  config: LmConfig;
  tokenizer: TokenizerJson;
  model: Uint8Array;
  /**
   * reader.bin: the learned reader of the owner's words (world/reader.ts). Loaded and checked with the model, so it is
   * downloaded and cached offline with it; turns read with it where APP_READER (turn.ts) says so.
   */
  reader: Uint8Array;
  /** The model file's name, for error messages. */
  modelFile: string;
}

export class BrainEngine {
  private lm: LanguageModel | null = null;
  private tok: Tokenizer | null = null;
  private reader: MessageReader | null = null;
  /** One prompt cache per mode: chat and idle turns each keep their own prompt start warm. */
  private caches: Record<GenerateRequest['mode'], PromptCache> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly running = new Map<number, AbortController>();
  /** Warm-ups running or queued: a turn that comes in stops them between chunks. */
  private readonly warming = new Set<AbortController>();
  private totals = { prefillTokens: 0, prefillMs: 0, decodeTokens: 0, decodeMs: 0, turns: 0, warmTokens: 0, warmMs: 0 };
  private loadMs: number | null = null;
  private warmUpMs = 0;
  private threads = 1;

  /**
   * Loads a model from its files into onnxruntime-web; replaces any loaded one. `warmSteps` one-token steps run
   * before it is ready (CausalLm.warmUp), then one throwaway line (warmLine), so the first lines decode at full speed;
   * the bench sets 0 to measure without.
   * Returns the session's creation time (the warm-up's is status().warmUpMs).
   */
  async load(ort: typeof Ort, files: ModelFiles, threads: number, warmSteps = JIT_WARM_STEPS): Promise<number> {
    const t0 = performance.now();
    await this.release();
    this.threads = threads;
    this.tok = Tokenizer.fromJSON(files.tokenizer);
    this.reader = LearnedReader.fromBytes(files.reader);
    const lm = await CausalLm.load(ort, files.modelFile, files.model, files.config);
    // loadMs is the session's creation, as transformers.js's load is measured; the warm-up is its own figure.
    this.loadMs = performance.now() - t0;
    // Only speed depends on the warm-up: one that fails (no memory for it) leaves a brain that works.
    this.warmUpMs = 0;
    if (warmSteps > 0) {
      const w0 = performance.now();
      try {
        await lm.warmUp(warmSteps);
        await BrainEngine.warmLine(lm, this.tok);
      } catch (e) {
        console.warn('the decode warm-up failed; the first lines decode slower', e);
      }
      this.warmUpMs = performance.now() - w0;
    }
    this.lm = lm;
    this.caches = BrainEngine.cachesFor(this.lm);
    return this.loadMs;
  }

  /** Uses an already-built model (tests, node), and the learned reader where turns read with it. */
  use(lm: LanguageModel, tok: Tokenizer, reader?: MessageReader): void {
    this.lm = lm;
    this.tok = tok;
    this.reader = reader ?? null;
    this.caches = BrainEngine.cachesFor(lm);
  }

  /**
   * One throwaway line on a tiny chat, with its own cache: a line's own code (the line grammar's patterns, the
   * sampler, the validator) is compiled on its first run, which took 20–30 ms of the first real line (in node, the
   * bench's cold turn: a median of 157 tokens/s in five processes without it, 211 with it).
   */
  private static async warmLine(lm: LanguageModel, tok: Tokenizer): Promise<void> {
    const { state } = parseScenario({ mode: 'chat', now: '2026-01-01T10:00', owner: 'Sam', pet: { name: 'Mochi' } });
    const request: GenerateRequest = {
      mode: 'chat',
      state,
      lines: ['Sam: hi Mochi! what is your name?'],
      start: { pet: 'Mochi', owner: 'Sam', asleep: false },
      seed: 1,
    };
    await generate(lm, tok, request, { cache: new PromptCache(lm) });
  }

  private static cachesFor(lm: LanguageModel): Record<GenerateRequest['mode'], PromptCache> {
    return { chat: new PromptCache(lm), idle: new PromptCache(lm), diary: new PromptCache(lm) };
  }

  /** Whether the owner's words are serious, by the exact rules and the learned reader (world/safety.ts). */
  readsSerious(text: string, names: { pet: string; owner: string }): boolean {
    return readsSerious(text, names, this.reader ?? undefined) !== false;
  }

  /** Queues a turn; runs never overlap. Rejects with GenerationCancelled when cancelled. */
  generate(id: number, request: GenerateRequest, onText?: OnText): Promise<TurnMessage> {
    // A turn comes first: warm-ups stop at their next chunk (what they ran stays cached).
    for (const w of this.warming) w.abort();
    const ctrl = new AbortController();
    this.running.set(id, ctrl);
    const run = this.queue.then(async () => {
      if (!this.lm || !this.tok || !this.caches) throw new Error('the brain is not loaded: send load first');
      const r = await generateTurn(this.lm, this.tok, request, {
        reader: this.reader ?? undefined,
        cache: this.caches[request.mode],
        signal: ctrl.signal,
        onText,
      });
      const last = r.last;
      this.totals.prefillTokens += r.spent.prefillTokens;
      this.totals.prefillMs += r.spent.prefillMs;
      this.totals.decodeTokens += r.spent.decodeTokens;
      this.totals.decodeMs += r.spent.decodeMs;
      this.totals.turns += 1;
      const turn: TurnMessage = {
        body: r.body,
        line: r.line,
        tries: r.tries,
        fallback: r.fallback,
        violations: request.mode === 'diary' ? last.verdict.violations : [],
        // The prompt as the turn met it (the first try's), and what every try decoded: a later try reuses the prompt whole.
        endedWithEot: last.endedWithEot,
        hops: last.hops,
        promptTokens: r.spent.promptTokens,
        reusedTokens: r.spent.reusedTokens,
        prefillMs: r.spent.promptMs,
        decodeMs: r.spent.decodeMs,
        decodeTokens: r.spent.decodeTokens,
      };
      return turn;
    });
    const settled = run.finally(() => this.running.delete(id));
    this.queue = settled.catch(() => undefined);
    return settled;
  }

  /**
   * Queues a warm-up of a mode's cache for its next turn (src/brain/warm.ts). It runs only when no turn
   * is waiting, and a turn asked for meanwhile stops it between chunks, so it never delays one by more than a chunk.
   */
  warm(request: WarmRequest): Promise<WarmResult> {
    const ctrl = new AbortController();
    this.warming.add(ctrl);
    const run = this.queue.then(async (): Promise<WarmResult> => {
      if (!this.tok || !this.caches) throw new Error('the brain is not loaded: send load first');
      if (ctrl.signal.aborted) return { tokens: 0, reused: 0, ran: 0, cut: true };
      const t0 = performance.now();
      const r = await warmPrompt(this.tok, request, this.caches[request.mode], ctrl.signal);
      this.totals.warmTokens += r.ran;
      this.totals.warmMs += performance.now() - t0;
      return r;
    });
    const settled = run.finally(() => this.warming.delete(ctrl));
    this.queue = settled.catch(() => undefined);
    return settled;
  }

  /** Cancels a queued or running turn. */
  cancel(id: number): boolean {
    const ctrl = this.running.get(id);
    ctrl?.abort();
    return ctrl !== undefined;
  }

  /** Frees the inference session (the model cache was cleared, or the app is idle). */
  async release(): Promise<void> {
    for (const c of this.running.values()) c.abort();
    for (const w of this.warming) w.abort();
    await this.queue.catch(() => undefined);
    const lm = this.lm;
    this.lm = null;
    this.caches = null;
    this.warmUpMs = 0;
    if (lm) await lm.release();
  }

  status(): BrainStatus {
    const t = this.totals;
    return {
      loaded: this.lm !== null,
      threads: this.threads,
      loadMs: this.loadMs,
      warmUpMs: this.warmUpMs,
      turns: t.turns,
      cacheInPlace: this.lm?.keepsCacheInPlace ?? false,
      prefillTokensPerSecond: t.prefillMs > 0 ? (t.prefillTokens * 1000) / t.prefillMs : null,
      decodeTokensPerSecond: t.decodeMs > 0 ? (t.decodeTokens * 1000) / t.decodeMs : null,
      warmTokens: t.warmTokens,
      warmMs: t.warmMs,
    };
  }
}
