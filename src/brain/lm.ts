/**
 * A GPT-2 causal LM behind onnxruntime-web, in the Hugging Face ONNX layout
 * (input_ids, attention_mask, position_ids, past_key_values.N.key/value →
 * logits, present.N.key/value). The caller owns the KV cache it returns. A model exported with step
 * outputs (num_logits_to_keep < 0 hands back only the new keys and values) keeps its cache in place.
 */
import type * as Ort from 'onnxruntime-web';

/** The model's shape, from its config.json. */
export interface LmConfig {
  n_layer: number;
  n_head: number;
  n_embd: number;
  n_positions: number;
  vocab_size: number;
  eos_token_id: number;
}

/** Keys and values of every layer for the tokens processed so far; its contents belong to the model that made it. */
export interface KvCache {
  readonly length: number;
}

/** What the generate loop needs of a language model (the ONNX one, or a scripted fake in tests). */
export interface LanguageModel {
  readonly config: LmConfig;
  /** A cache holding no tokens. */
  emptyCache(): KvCache;
  /** Whether runs keep the cache in place (only the new keys and values come back); absent: no. */
  readonly keepsCacheInPlace?: boolean;
  /** Runs ids after the cached tokens: the last position's logits (every position's with allLogits) and the grown cache. */
  forward(
    ids: readonly number[],
    past: KvCache,
    allLogits?: boolean,
  ): Promise<{ logits: Float32Array; cache: KvCache }>;
  /** The cache cut back to its first `length` tokens. */
  truncate(cache: KvCache, length: number): KvCache;
  release(): Promise<void>;
}

/** The ONNX model's cache: one tensor per layer for keys and for values, [1, heads, length, headDim]. */
interface OrtKvCache extends KvCache {
  tensors: Record<string, Ort.Tensor>;
}

/**
 * The cache kept in place (a model exported with step outputs, see models/recipe/export.py): per layer, keys
 * and values in a buffer of `capacity` slots per head, [1, heads, capacity, headDim]; the first `head` slots
 * hold the tokens run so far. A run feeds the whole buffer with its unused slots masked out and gets back only
 * the new tokens' keys and values, which are written into the next slots: no cache is copied out of the
 * runtime, and no attention reads a joined copy. Capacity grows in steps of CAPACITY_STEP.
 */
class KvBuffer {
  capacity = 0;
  head = 0;
  /** Bumped when a run writes below `head`, which makes every other view of the buffer stale. */
  gen = 0;
  /** A run on this buffer is in flight: a second one at the same time would write the same slots. */
  running = false;
  /** One buffer per past input (each layer's keys, then its values). */
  data: Float32Array[];
  constructor(inputs: number) {
    this.data = Array.from({ length: inputs }, () => new Float32Array(0));
  }
}

/** A view of a KvBuffer: its first `length` slots, as of generation `gen`. */
interface StepKvCache extends KvCache {
  buf: KvBuffer;
  gen: number;
}

/** Slots a cache buffer grows by: about 3% of a full context is fed unused, and a buffer is copied once per 64 tokens. */
const CAPACITY_STEP = 64;

/** One-token steps run at load to get the decode path compiled by the browser's optimizing compiler (CausalLm.warmUp); 0.3–0.4 s here. */
export const JIT_WARM_STEPS = 60;

/** A model file that could not be loaded: names the file so the caller can delete and fetch it again. */
export class ModelLoadError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(`could not load the model ${file}: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'ModelLoadError';
  }
}

export class CausalLm implements LanguageModel {
  private readonly headDim: number;
  private readonly keepsLogits: boolean;
  private readonly pastNames: string[] = [];
  private readonly presentNames: string[] = [];
  /** The graph hands back only the new keys and values when asked (num_logits_to_keep < 0): the cache stays in place. */
  private stepOutputs = false;

  private constructor(
    private readonly ort: typeof Ort,
    private readonly session: Ort.InferenceSession,
    readonly config: LmConfig,
  ) {
    this.headDim = config.n_embd / config.n_head;
    this.keepsLogits = session.inputNames.includes('num_logits_to_keep');
    for (let i = 0; i < config.n_layer; i++) {
      for (const kind of ['key', 'value']) {
        this.pastNames.push(`past_key_values.${i}.${kind}`);
        this.presentNames.push(`present.${i}.${kind}`);
      }
    }
  }

  /** Whether this model keeps its cache in place (step outputs); older files fall back to the joined cache. */
  get keepsCacheInPlace(): boolean {
    return this.stepOutputs;
  }

  /**
   * Asks the graph for step outputs once: one token after one masked-out cached slot. A graph with step
   * outputs hands back one position of keys; one without them hands back two (the joined cache).
   */
  private async probeStepOutputs(): Promise<void> {
    if (!this.keepsLogits) return;
    const T = this.ort.Tensor;
    const H = this.config.n_head;
    const D = this.headDim;
    const feeds: Record<string, Ort.Tensor> = {
      input_ids: new T('int64', BigInt64Array.from([0n]), [1, 1]),
      attention_mask: new T('int64', BigInt64Array.from([0n, 1n]), [1, 2]),
      position_ids: new T('int64', BigInt64Array.from([0n]), [1, 1]),
      num_logits_to_keep: new T('int64', BigInt64Array.from([-1n]), []),
    };
    for (const name of this.pastNames) feeds[name] = new T('float32', new Float32Array(H * D), [1, H, 1, D]);
    const out = await this.session.run(feeds);
    this.stepOutputs = out[this.presentNames[0]!]!.dims[2] === 1;
  }

  /**
   * Runs `steps` one-token steps after a small masked cache and throws their results away. A browser compiles
   * WebAssembly first with a quick baseline compiler and recompiles the code that runs often with its optimizing one,
   * in the background: a fresh page's first lines decoded at 120–150 tokens/s, its later ones at 200 and more (docs/brain.md).
   * Running the decode path once at load makes that happen before the pet's first line, not during it.
   * Returns the milliseconds it took.
   */
  async warmUp(steps: number): Promise<number> {
    if (steps <= 0) return 0;
    const t0 = performance.now();
    const T = this.ort.Tensor;
    const H = this.config.n_head;
    const D = this.headDim;
    const P = CAPACITY_STEP;
    const used = P / 2;
    const step = this.stepOutputs;
    const mask = new BigInt64Array(step ? P + 1 : used + 1).fill(1n);
    if (step) mask.fill(0n, used, P);
    const feeds: Record<string, Ort.Tensor> = {
      input_ids: new T('int64', BigInt64Array.from([0n]), [1, 1]),
      attention_mask: new T('int64', mask, [1, mask.length]),
      position_ids: new T('int64', BigInt64Array.from([BigInt(used)]), [1, 1]),
    };
    if (this.keepsLogits) feeds.num_logits_to_keep = new T('int64', BigInt64Array.from([step ? -1n : 1n]), []);
    const slots = step ? P : used;
    for (const name of this.pastNames)
      feeds[name] = new T('float32', new Float32Array(H * slots * D), [1, H, slots, D]);
    for (let i = 0; i < steps; i++) await this.session.run(feeds);
    return performance.now() - t0;
  }

  /** Creates a session from the model bytes; a corrupt or truncated file becomes a ModelLoadError naming it. */
  static async load(
    ort: typeof Ort,
    file: string,
    bytes: Uint8Array,
    config: LmConfig,
    options: Ort.InferenceSession.SessionOptions = {},
    /** Keep the cache in place where the graph allows it (false: the joined cache, for comparisons). */
    inPlace = true,
  ): Promise<CausalLm> {
    try {
      const session = await ort.InferenceSession.create(bytes, {
        executionProviders: ['wasm'],
        graphOptimizationLevel: 'all',
        // Fold int8 weights back to float once at load instead of dequantizing them on every call (3.5x faster decode).
        extra: { session: { disable_quant_qdq: '1' } },
        ...options,
      });
      const lm = new CausalLm(ort, session, config);
      // A probe that fails (an older runtime, no memory for it) leaves the joined cache: the file itself loaded.
      if (inPlace) await lm.probeStepOutputs().catch(() => undefined);
      return lm;
    } catch (e) {
      throw new ModelLoadError(file, e);
    }
  }

  /** An empty cache (no tokens yet). */
  emptyCache(): OrtKvCache | StepKvCache {
    if (this.stepOutputs) {
      const buf = new KvBuffer(this.pastNames.length);
      return { length: 0, buf, gen: buf.gen };
    }
    const tensors: Record<string, Ort.Tensor> = {};
    for (let i = 0; i < this.config.n_layer; i++) {
      for (const kind of ['key', 'value']) {
        tensors[`past_key_values.${i}.${kind}`] = new this.ort.Tensor('float32', new Float32Array(0), [
          1,
          this.config.n_head,
          0,
          this.headDim,
        ]);
      }
    }
    return { length: 0, tensors };
  }

  /**
   * Runs ids after the cached tokens. Returns the logits of the last position
   * (or of every position with allLogits) and the grown cache.
   */
  async forward(
    ids: readonly number[],
    cache: KvCache,
    allLogits = false,
  ): Promise<{ logits: Float32Array; cache: KvCache }> {
    const n = ids.length;
    if (n === 0) throw new RangeError('forward: no tokens to run');
    const total = cache.length + n;
    if (total > this.config.n_positions)
      throw new RangeError(`forward: ${total} tokens exceed the model's ${this.config.n_positions} positions`);
    if ('buf' in cache) return this.forwardInPlace(ids, cache as StepKvCache, allLogits);
    const past = cache as OrtKvCache;
    const T = this.ort.Tensor;
    const feeds: Record<string, Ort.Tensor> = {
      input_ids: new T(
        'int64',
        BigInt64Array.from(ids, (x) => BigInt(x)),
        [1, n],
      ),
      attention_mask: new T('int64', new BigInt64Array(total).fill(1n), [1, total]),
      position_ids: new T(
        'int64',
        BigInt64Array.from({ length: n }, (_, i) => BigInt(past.length + i)),
        [1, n],
      ),
      ...past.tensors,
    };
    if (this.keepsLogits)
      feeds.num_logits_to_keep = new T('int64', BigInt64Array.from([BigInt(allLogits ? n : 1)]), []);
    const out = await this.session.run(feeds);
    const tensors: Record<string, Ort.Tensor> = {};
    for (let i = 0; i < this.config.n_layer; i++) {
      for (const kind of ['key', 'value']) tensors[`past_key_values.${i}.${kind}`] = out[`present.${i}.${kind}`]!;
    }
    const logitsTensor = out.logits!;
    const data = logitsTensor.data as Float32Array;
    const V = this.config.vocab_size;
    const logits = allLogits ? data : data.subarray(data.length - V);
    const grown: OrtKvCache = { length: total, tensors };
    return { logits, cache: grown };
  }

  /** Runs ids after a cache kept in place: feeds its buffer (unused slots masked), writes the new keys and values after it. */
  private async forwardInPlace(
    ids: readonly number[],
    c: StepKvCache,
    allLogits: boolean,
  ): Promise<{ logits: Float32Array; cache: KvCache }> {
    const buf = c.buf;
    if (c.gen !== buf.gen || c.length > buf.head)
      throw new Error(
        'forward: this cache was overwritten by a later run (a bug: only the newest cache, or a prefix of it, may run on)',
      );
    if (buf.running)
      throw new Error('forward: another run on this cache is in flight (a bug: runs on one cache go one at a time)');
    const n = ids.length;
    const L = c.length;
    const P = buf.capacity;
    const H = this.config.n_head;
    const D = this.headDim;
    const T = this.ort.Tensor;
    const mask = new BigInt64Array(P + n);
    mask.fill(1n, 0, L);
    mask.fill(1n, P);
    const feeds: Record<string, Ort.Tensor> = {
      input_ids: new T(
        'int64',
        BigInt64Array.from(ids, (x) => BigInt(x)),
        [1, n],
      ),
      attention_mask: new T('int64', mask, [1, P + n]),
      position_ids: new T(
        'int64',
        BigInt64Array.from({ length: n }, (_, i) => BigInt(L + i)),
        [1, n],
      ),
      num_logits_to_keep: new T('int64', BigInt64Array.from([BigInt(-(allLogits ? n : 1))]), []),
    };
    this.pastNames.forEach((name, i) => {
      feeds[name] = new T('float32', buf.data[i]!, [1, H, P, D]);
    });
    let out: Ort.InferenceSession.ReturnType;
    buf.running = true;
    try {
      out = await this.session.run(feeds, ['logits', ...this.presentNames]);
    } finally {
      buf.running = false;
    }
    // Running from a prefix overwrites what came after it: longer views of the buffer become stale.
    if (L < buf.head) buf.gen += 1;
    if (L + n > buf.capacity) {
      const cap = Math.min(this.config.n_positions, Math.ceil((L + n) / CAPACITY_STEP) * CAPACITY_STEP);
      buf.data = buf.data.map((old) => {
        const grown = new Float32Array(H * cap * D);
        for (let h = 0; h < H; h++)
          grown.set(old.subarray(h * buf.capacity * D, (h * buf.capacity + L) * D), h * cap * D);
        return grown;
      });
      buf.capacity = cap;
    }
    this.presentNames.forEach((name, i) => {
      const step = out[name]!.data as Float32Array;
      const dst = buf.data[i]!;
      for (let h = 0; h < H; h++) dst.set(step.subarray(h * n * D, (h + 1) * n * D), (h * buf.capacity + L) * D);
    });
    buf.head = L + n;
    const data = out.logits!.data as Float32Array;
    const V = this.config.vocab_size;
    const grown: StepKvCache = { length: L + n, buf, gen: buf.gen };
    return { logits: allLogits ? data : data.subarray(data.length - V), cache: grown };
  }

  /** Cuts every layer's keys and values back to the first `length` positions. */
  truncate(cache: KvCache, length: number): KvCache {
    if ('buf' in cache) {
      const c = cache as StepKvCache;
      if (length >= c.length) return c;
      // A prefix view: the next run from it overwrites the slots after it, and every other view of the buffer
      // (this one, the one it was cut from) goes stale: only the newest view runs on (PromptCache keeps it so).
      const cut: StepKvCache = { length: Math.max(0, length), buf: c.buf, gen: c.gen };
      return cut;
    }
    const c = cache as OrtKvCache;
    if (length >= c.length) return c;
    if (length <= 0) return this.emptyCache();
    const H = this.config.n_head;
    const D = this.headDim;
    const tensors: Record<string, Ort.Tensor> = {};
    for (const [name, t] of Object.entries(c.tensors)) {
      const src = t.data as Float32Array;
      const out = new Float32Array(H * length * D);
      for (let h = 0; h < H; h++)
        out.set(src.subarray(h * c.length * D, h * c.length * D + length * D), h * length * D);
      tensors[name] = new this.ort.Tensor('float32', out, [1, H, length, D]);
    }
    const cut: OrtKvCache = { length, tensors };
    return cut;
  }

  /** Frees the inference session. */
  async release(): Promise<void> {
    await this.session.release();
  }
}
