/**
 * The brain as a service: one model, a prompt cache per mode, turns run one at a time
 * (never overlapping on one inference session), each cancellable. The worker is
 * a thin shell around this; node tests drive it directly.
 */
import type * as Ort from 'onnxruntime-web';
import type { GenerateRequest } from './generate.ts';
import { CausalLm, type LanguageModel, type LmConfig } from './lm.ts';
import { PromptCache } from './prompt-cache.ts';
import type { BrainStatus, TurnMessage } from './protocol.ts';
import { Tokenizer, type TokenizerJson } from './tokenizer.ts';
import { generateTurn } from './turn.ts';

/** The three files a model folder must provide. */
export interface ModelFiles {
  config: LmConfig;
  tokenizer: TokenizerJson;
  model: Uint8Array;
  /** The model file's name, for error messages. */
  modelFile: string;
}

export class BrainEngine {
  private lm: LanguageModel | null = null;
  private tok: Tokenizer | null = null;
  /** One prompt cache per mode: chat and idle turns each keep their own prompt start warm. */
  private caches: Record<GenerateRequest['mode'], PromptCache> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly running = new Map<number, AbortController>();
  private totals = { prefillTokens: 0, prefillMs: 0, decodeTokens: 0, decodeMs: 0, turns: 0 };
  private loadMs: number | null = null;
  private threads = 1;

  /** Loads a model from its files into onnxruntime-web; replaces any loaded one. */
  async load(ort: typeof Ort, files: ModelFiles, threads: number): Promise<number> {
    const t0 = performance.now();
    await this.release();
    this.threads = threads;
    this.tok = Tokenizer.fromJSON(files.tokenizer);
    this.lm = await CausalLm.load(ort, files.modelFile, files.model, files.config);
    this.caches = BrainEngine.cachesFor(this.lm);
    this.loadMs = performance.now() - t0;
    return this.loadMs;
  }

  /** Uses an already-built model (tests, node). */
  use(lm: LanguageModel, tok: Tokenizer): void {
    this.lm = lm;
    this.tok = tok;
    this.caches = BrainEngine.cachesFor(lm);
  }

  private static cachesFor(lm: LanguageModel): Record<GenerateRequest['mode'], PromptCache> {
    return { chat: new PromptCache(lm), idle: new PromptCache(lm), diary: new PromptCache(lm) };
  }

  /** Queues a turn; runs never overlap. Rejects with GenerationCancelled when cancelled. */
  generate(id: number, request: GenerateRequest, onText?: (piece: string) => void): Promise<TurnMessage> {
    const ctrl = new AbortController();
    this.running.set(id, ctrl);
    const run = this.queue.then(async () => {
      if (!this.lm || !this.tok || !this.caches) throw new Error('the brain is not loaded: send load first');
      const r = await generateTurn(this.lm, this.tok, request, { cache: this.caches[request.mode], signal: ctrl.signal, onText });
      const last = r.last;
      this.totals.prefillTokens += last.promptTokens - last.reusedTokens;
      this.totals.prefillMs += last.prefillMs;
      this.totals.decodeTokens += last.decodeTokens;
      this.totals.decodeMs += last.decodeMs;
      this.totals.turns += 1;
      const turn: TurnMessage = {
        body: r.body, line: r.line, tries: r.tries, fallback: r.fallback, violations: request.mode === 'diary' ? last.verdict.violations : [],
        endedWithEot: last.endedWithEot, hops: last.hops, promptTokens: last.promptTokens, reusedTokens: last.reusedTokens,
        prefillMs: last.prefillMs, decodeMs: last.decodeMs, decodeTokens: last.decodeTokens,
      };
      return turn;
    });
    const settled = run.finally(() => this.running.delete(id));
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
    await this.queue.catch(() => undefined);
    const lm = this.lm;
    this.lm = null;
    this.caches = null;
    if (lm) await lm.release();
  }

  status(): BrainStatus {
    const t = this.totals;
    return {
      loaded: this.lm !== null, threads: this.threads, loadMs: this.loadMs, turns: t.turns,
      prefillTokensPerSecond: t.prefillMs > 0 ? (t.prefillTokens * 1000) / t.prefillMs : null,
      decodeTokensPerSecond: t.decodeMs > 0 ? (t.decodeTokens * 1000) / t.decodeMs : null,
    };
  }
}
