/// <reference lib="webworker" />
/** The brain's dedicated worker: a thin shell that turns messages into BrainEngine calls. */
import * as ort from 'onnxruntime-web/wasm';
import { BrainEngine } from '../brain/engine.ts';
import { fetchBytes, fetchJson, parseJson } from '../brain/fetch-model.ts';
import { ModelLoadError, type LmConfig } from '../brain/lm.ts';
import { wakeRuntime } from '../brain/wake.ts';
import type { BrainEvent, BrainRequest } from '../brain/protocol.ts';
import type { TokenizerJson } from '../brain/tokenizer.ts';
import {
  checkModelManifest,
  fileDamage,
  modelCacheName,
  storeModelFile,
  type ModelManifest,
} from '../store/model-cache.ts';

declare const self: DedicatedWorkerGlobalScope;

const engine = new BrainEngine();
const post = (e: BrainEvent) => self.postMessage(e);

/** Sends an error event a caller can branch on (ModelLoadError names the file). */
function fail(id: number, e: unknown): void {
  const err = e as Error & { file?: string };
  post({
    id,
    type: 'error',
    name: err?.name ?? 'Error',
    message: err?.message ?? String(e),
    ...(err?.file ? { file: err.file } : {}),
  });
}

/** model.json, or null when it cannot be read (the bar then fills as sizes arrive, and nothing is checked here). */
async function readManifest(url: string): Promise<ModelManifest | null> {
  try {
    return checkModelManifest(await fetchJson<unknown>(url));
  } catch (e) {
    console.warn('model.json could not be read; progress counts each file once its size is known', e);
    return null;
  }
}

/**
 * A first visit, before a service worker controls the page: the brain's downloads do not pass through it,
 * so this worker checks each file against model.json and keeps it in the model cache itself (never
 * downloaded twice), and reads a copy already kept there instead of downloading it.
 */
class OwnCache {
  /** `files`: model.json's entries by absolute URL. */
  constructor(
    private readonly m: ModelManifest,
    private readonly base: string,
    private readonly files: ReadonlyMap<string, ModelManifest['files'][number]>,
  ) {}

  private file(url: string) {
    return this.files.get(url);
  }

  /** A kept copy that is still whole, or null. */
  async read(url: string): Promise<Uint8Array | null> {
    const file = this.file(url);
    if (!file || typeof caches === 'undefined') return null;
    const hit = await (await caches.open(modelCacheName(this.m))).match(url);
    if (!hit) return null;
    const bytes = new Uint8Array(await hit.arrayBuffer());
    return (await fileDamage(file, bytes)) === null ? bytes : null;
  }

  /** Why downloaded bytes are not the file model.json describes (the load stops with it), or null. */
  async damage(url: string, bytes: Uint8Array): Promise<string | null> {
    const file = this.file(url);
    return file ? fileDamage(file, bytes) : null;
  }

  async keep(url: string, bytes: Uint8Array, type: string): Promise<void> {
    if (!this.file(url) || typeof caches === 'undefined') return;
    await storeModelFile(this.m, this.base, url, bytes, type);
  }
}

self.onmessage = async (ev: MessageEvent<BrainRequest>) => {
  const msg = ev.data;
  try {
    switch (msg.action) {
      case 'load': {
        const { base, wasmBase, threads, manifest, controlled, warmSteps } = msg.source;
        ort.env.wasm.wasmPaths = wasmBase;
        ort.env.wasm.numThreads = threads;
        const progress = (file: string, loaded: number, total: number | null) =>
          post({ id: msg.id, type: 'progress', file, loaded, total });
        const m = await readManifest(manifest);
        const abs = (url: string) => new URL(url, self.location.href).href;
        const manifestBase = abs(manifest);
        const known = new Map(m?.files.map((f) => [new URL(f.url, manifestBase).href, f]) ?? []);
        const own = m && !controlled ? new OwnCache(m, manifestBase, known) : null;
        const modelFile = `${base}onnx/model_quantized.onnx`;
        const runtimeFile = `${wasmBase}ort-wasm-simd-threaded.wasm`;
        const files = [`${base}config.json`, `${base}tokenizer.json`, modelFile, runtimeFile, `${base}reader.bin`];
        const size = (url: string) => known.get(abs(url))?.bytes;
        // The whole download's size at once, before the first byte: one bar from 0 to the total.
        for (const f of files) progress(f, 0, size(f) ?? null);
        const kept: { url: string; bytes: Uint8Array; type: string }[] = [];
        const get = async (url: string, type: string): Promise<Uint8Array> => {
          const cached = await own?.read(abs(url));
          if (cached) {
            progress(url, cached.length, cached.length);
            return cached;
          }
          const bytes = await fetchBytes(url, progress, size(url) === undefined ? {} : { bytes: size(url)! });
          const why = await own?.damage(abs(url), bytes);
          if (why) throw new ModelLoadError(url, new Error(why));
          if (own) kept.push({ url: abs(url), bytes, type });
          return bytes;
        };
        // The runtime and the model download together, with the small files.
        let woken: Promise<void> = Promise.resolve();
        const [config, tokenizer, model, , reader] = await Promise.all([
          get(files[0]!, 'application/json').then((b) => parseJson<LmConfig>(files[0]!, b)),
          get(files[1]!, 'application/json').then((b) => parseJson<TokenizerJson>(files[1]!, b)),
          get(modelFile, 'application/octet-stream'),
          get(runtimeFile, 'application/wasm').then((bytes) => {
            // The runtime is in before the model (a third of the bytes): it compiles and starts meanwhile.
            ort.env.wasm.wasmBinary = bytes;
            woken = wakeRuntime(ort).catch((e: unknown) =>
              console.warn('the runtime did not wake early; the model load starts it', e),
            );
          }),
          get(files[4]!, 'application/octet-stream'),
        ]);
        await woken;
        const loadMs = await engine.load(ort, { config, tokenizer, model, modelFile, reader }, threads, warmSteps);
        post({ id: msg.id, type: 'ready', loadMs, threads });
        // Kept after the pet can talk: storing is not on the way to the first line.
        let stored = 0;
        for (const k of kept) {
          await own!.keep(k.url, k.bytes, k.type).then(
            () => (stored += 1),
            (e: unknown) => console.warn('a brain file was not kept', k.url, e),
          );
        }
        if (stored) post({ id: msg.id, type: 'kept', files: stored });
        break;
      }
      case 'generate': {
        const turn = await engine.generate(msg.id, msg.request, (piece, restart) =>
          post({ id: msg.id, type: 'text', piece, ...(restart ? { restart } : {}) }),
        );
        post({ id: msg.id, type: 'done', turn });
        break;
      }
      case 'warm':
        post({ id: msg.id, type: 'warmed', result: await engine.warm(msg.request) });
        break;
      case 'cancel':
        engine.cancel(msg.target);
        post({ id: msg.id, type: 'status', status: engine.status() });
        break;
      case 'release':
        await engine.release();
        post({ id: msg.id, type: 'released' });
        break;
      case 'status':
        post({ id: msg.id, type: 'status', status: engine.status() });
        break;
      case 'readSerious':
        post({ id: msg.id, type: 'readSerious', serious: engine.readsSerious(msg.text, msg.names) });
        break;
    }
  } catch (e) {
    fail(msg.id, e);
  }
};
