/**
 * A scripted language model for the generate loop's tests: given the text so
 * far, it puts all probability on the next token of the continuation its
 * script wants, so the loop's stops, hops and trimming can be checked exactly.
 */
import type { KvCache, LanguageModel, LmConfig } from '../../src/brain/lm.ts';
import type { Tokenizer } from '../../src/brain/tokenizer.ts';

/**
 * The buffer a cache's views share, with the real model's rules (src/brain/lm.ts, KvBuffer): only the newest view, or a
 * prefix of it, runs on, one run at a time.
 */
interface FakeBuffer {
  head: number;
  gen: number;
  running: boolean;
}

interface FakeCache extends KvCache {
  history: number[];
  buf: FakeBuffer;
  gen: number;
}

/** Says what the model wants to write after `prompt`, given what it wrote so far (`soFar`, app results included). */
export type Script = (prompt: string, soFar: string) => string;

export class ScriptedLm implements LanguageModel {
  readonly config: LmConfig;
  /** Tokens run through forward(), in total: what prefix reuse saves shows here. */
  tokensRun = 0;
  calls = 0;

  /** `seconds`: continuations the model also likes, a little less (for the sampler's mask to choose from). */
  constructor(
    private readonly tok: Tokenizer,
    private readonly script: Script,
    private readonly promptEnd: string,
    positions = 1024,
    private readonly seconds: readonly string[] = [],
  ) {
    this.config = {
      n_layer: 1,
      n_head: 1,
      n_embd: 1,
      n_positions: positions,
      vocab_size: tok.vocabSize,
      eos_token_id: tok.eot,
    };
  }

  emptyCache(): FakeCache {
    const buf: FakeBuffer = { head: 0, gen: 0, running: false };
    return { length: 0, history: [], buf, gen: 0 };
  }

  async forward(ids: readonly number[], past: KvCache): Promise<{ logits: Float32Array; cache: KvCache }> {
    const p = past as FakeCache;
    const buf = p.buf;
    if (p.gen !== buf.gen || p.length > buf.head) throw new Error('forward: this cache was overwritten by a later run');
    if (buf.running) throw new Error('forward: another run on this cache is in flight');
    buf.running = true;
    await Promise.resolve();
    buf.running = false;
    if (p.length < buf.head) buf.gen += 1;
    buf.head = p.length + ids.length;
    this.calls += 1;
    this.tokensRun += ids.length;
    const history = [...p.history, ...ids];
    const text = this.tok.decode(history);
    const cut = text.lastIndexOf(this.promptEnd);
    const prompt = text.slice(0, cut + this.promptEnd.length);
    const soFar = text.slice(cut + this.promptEnd.length);
    const wanted = this.script(prompt, soFar);
    let next = this.tok.eot;
    if (wanted.startsWith(soFar) && wanted.length > soFar.length)
      next = this.tok.encode(wanted.slice(soFar.length))[0]!;
    const logits = new Float32Array(this.tok.vocabSize);
    for (const alt of this.seconds) {
      if (alt.startsWith(soFar) && alt.length > soFar.length) logits[this.tok.encode(alt.slice(soFar.length))[0]!] = 45;
    }
    logits[next] = 50;
    const cache: FakeCache = { length: history.length, history, buf, gen: buf.gen };
    return { logits, cache };
  }

  truncate(cache: KvCache, length: number): KvCache {
    const c = cache as FakeCache;
    const cut: FakeCache = {
      length: Math.min(length, c.length),
      history: c.history.slice(0, length),
      buf: c.buf,
      gen: c.gen,
    };
    return cut;
  }

  async release(): Promise<void> {}
}
