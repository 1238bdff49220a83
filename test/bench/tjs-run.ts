/** transformers.js doing the same turns: the same model files, prompt tokens and token budget, no cache kept between calls (its default). */

/** The parts of transformers.js the benchmark uses (node or web build). */
export interface TjsModule {
  Tensor: new (type: string, data: BigInt64Array, dims: number[]) => unknown;
  BaseStreamer: new () => { put(v: unknown): void; end(): void };
}
export interface TjsModel {
  generate(opts: Record<string, unknown>): Promise<unknown>;
}

export interface TjsTurn {
  firstTokenMs: number;
  lineMs: number;
  newTokens: number;
  prefillTokensPerSecond: number;
  decodeTokensPerSecond: number;
}

/** Generates exactly `newTokens` tokens greedily after `ids`, timing the first one and the whole run. */
export async function tjsTurn(tjs: TjsModule, model: TjsModel, ids: number[], newTokens: number): Promise<TjsTurn> {
  const n = Math.max(1, newTokens);
  let first = 0;
  let puts = 0;
  const t0 = performance.now();
  class Clock extends tjs.BaseStreamer {
    override put() {
      // The first put is the prompt itself; the second is the first new token.
      puts += 1;
      if (puts === 2) first = performance.now() - t0;
    }
    override end() {}
  }
  await model.generate({
    input_ids: new tjs.Tensor('int64', BigInt64Array.from(ids, BigInt), [1, ids.length]),
    max_new_tokens: n,
    min_new_tokens: n,
    do_sample: false,
    streamer: new Clock(),
  });
  const total = performance.now() - t0;
  return {
    firstTokenMs: first,
    lineMs: total,
    newTokens: n,
    prefillTokensPerSecond: (ids.length * 1000) / first,
    decodeTokensPerSecond: n > 1 ? ((n - 1) * 1000) / (total - first) : NaN,
  };
}
