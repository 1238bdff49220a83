/// <reference lib="webworker" />
/** The brain's dedicated worker: a thin shell that turns messages into BrainEngine calls. */
import * as ort from 'onnxruntime-web/wasm';
import { BrainEngine } from '../brain/engine.ts';
import { fetchBytes, fetchJson } from '../brain/fetch-model.ts';
import type { LmConfig } from '../brain/lm.ts';
import type { BrainEvent, BrainRequest } from '../brain/protocol.ts';
import type { TokenizerJson } from '../brain/tokenizer.ts';

declare const self: DedicatedWorkerGlobalScope;

const engine = new BrainEngine();
const post = (e: BrainEvent) => self.postMessage(e);

/** Sends an error event a caller can branch on (ModelLoadError names the file). */
function fail(id: number, e: unknown): void {
  const err = e as Error & { file?: string };
  post({ id, type: 'error', name: err?.name ?? 'Error', message: err?.message ?? String(e), ...(err?.file ? { file: err.file } : {}) });
}

self.onmessage = async (ev: MessageEvent<BrainRequest>) => {
  const msg = ev.data;
  try {
    switch (msg.action) {
      case 'load': {
        const { base, wasmBase, threads } = msg.source;
        ort.env.wasm.wasmPaths = wasmBase;
        ort.env.wasm.numThreads = threads;
        const progress = (file: string, loaded: number, total: number | null) => post({ id: msg.id, type: 'progress', file, loaded, total });
        const modelFile = `${base}onnx/model_quantized.onnx`;
        const [config, tokenizer, model] = await Promise.all([
          fetchJson<LmConfig>(`${base}config.json`, progress),
          fetchJson<TokenizerJson>(`${base}tokenizer.json`, progress),
          fetchBytes(modelFile, progress),
        ]);
        const loadMs = await engine.load(ort, { config, tokenizer, model, modelFile }, threads);
        post({ id: msg.id, type: 'ready', loadMs, threads });
        break;
      }
      case 'generate': {
        const turn = await engine.generate(msg.id, msg.request, (piece) => post({ id: msg.id, type: 'text', piece }));
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
    }
  } catch (e) {
    fail(msg.id, e);
  }
};
