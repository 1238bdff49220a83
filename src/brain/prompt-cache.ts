/**
 * Prefix reuse: successive turns share almost all of their prompt, so the KV
 * cache of the last run is kept and only the tokens after the longest common
 * prefix are processed. A changed header or a dropped line cuts the cache back.
 */
import type { KvCache, LanguageModel } from './lm.ts';
import type { FitAnchor } from '../world/index.ts';

/** The length of the longest common prefix of two token lists. */
export function commonPrefix(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

/**
 * Most prompt tokens one run processes. A 910-token prompt in one run builds a 910 x 910 score matrix per head and
 * layer (13 MB a layer), which crowds the weights out of the CPU's caches: in Chromium it ran at about 1,750 tokens/s
 * and the first steps after it were slow; in runs of 256 it ran at about 2,200 (interleaved fresh pages, figures in
 * docs/brain.md).
 */
export const PREFILL_CHUNK = 256;

/** Tokens a warm-up runs between checks for a turn that wants the model (about 30 ms of prefill here). */
const WARM_CHUNK = 64;

export class PromptCache {
  /** The tokens whose keys and values the cache holds, in order. */
  private tokens: number[] = [];
  /** Where the last prompt's lines started (fit()'s anchor), so the next turn starts there too. */
  anchor: FitAnchor | null = null;
  private cache: KvCache;

  constructor(private readonly lm: LanguageModel) {
    this.cache = lm.emptyCache();
  }

  /** How many tokens the cache holds. */
  get size(): number {
    return this.tokens.length;
  }

  /**
   * Makes the cache hold exactly `ids` and returns the last position's logits,
   * processing only what is not cached already. `reused` says how many tokens were skipped.
   */
  async prefill(ids: readonly number[]): Promise<{ logits: Float32Array; cache: KvCache; reused: number }> {
    if (ids.length === 0) throw new RangeError('prefill: an empty prompt');
    // At least one token must run to produce logits.
    const reused = Math.min(commonPrefix(this.tokens, ids), ids.length - 1);
    const { logits } = await this.runFrom(ids, reused, PREFILL_CHUNK);
    return { logits: logits!, cache: this.cache, reused };
  }

  /**
   * Cuts the cache back to its first `from` tokens and runs the rest of `ids` in pieces of `chunk`, stopping
   * between pieces when `signal` aborts. Each piece is recorded as it finishes, so one that fails or is cut off
   * leaves the cache holding what ran before it. Returns the last piece's logits and where it stopped.
   */
  private async runFrom(
    ids: readonly number[],
    from: number,
    chunk: number,
    signal?: AbortSignal,
  ): Promise<{ logits: Float32Array | null; at: number }> {
    if (from < this.tokens.length) {
      this.cache = this.lm.truncate(this.cache, from);
      this.tokens = this.tokens.slice(0, from);
    }
    let logits: Float32Array | null = null;
    let at = from;
    while (at < ids.length && !signal?.aborted) {
      const piece = ids.slice(at, at + chunk);
      const out = await this.lm.forward(piece, this.cache);
      this.tokens.push(...piece);
      this.cache = out.cache;
      logits = out.logits;
      at += piece.length;
    }
    return { logits, at };
  }

  /**
   * Makes the cache hold `ids` ahead of a turn (a warm-up while the owner types or the pet idles), in chunks
   * of `chunk` tokens, stopping between chunks when `signal` aborts: what ran stays cached, so a cut-off
   * warm-up still saves the next turn that much. Returns how many tokens were reused and how many ran.
   */
  async warm(
    ids: readonly number[],
    signal?: AbortSignal,
    chunk = WARM_CHUNK,
  ): Promise<{ reused: number; ran: number }> {
    const reused = commonPrefix(this.tokens, ids);
    const { at } = await this.runFrom(ids, reused, chunk, signal);
    return { reused, ran: at - reused };
  }

  /** Records tokens run after a prefill (generated or appended) and the cache that now holds them. */
  extend(ids: readonly number[], cache: KvCache): void {
    if (cache.length !== this.tokens.length + ids.length) {
      throw new RangeError(
        `extend: the cache holds ${cache.length} tokens, expected ${this.tokens.length + ids.length}`,
      );
    }
    this.tokens.push(...ids);
    this.cache = cache;
  }

  /** Forgets everything (after a model reload, or to measure a cold run). */
  clear(): void {
    this.tokens = [];
    this.anchor = null;
    this.cache = this.lm.emptyCache();
  }
}
