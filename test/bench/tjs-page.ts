/** transformers.js in the browser, for the benchmark's side-by-side: local files only, its own onnxruntime-web from this origin. */
import { AutoModelForCausalLM, BaseStreamer, env, Tensor } from '@huggingface/transformers';
import { tjsTurn, type TjsModel, type TjsModule } from './tjs-run.ts';

env.allowRemoteModels = false;
env.allowLocalModels = true;
env.localModelPath = new URL('/models/', location.href).href;
const onnx = env.backends.onnx as { wasm?: { wasmPaths?: string; numThreads?: number } };
if (onnx.wasm) {
  onnx.wasm.wasmPaths = new URL('/tjs-ort/', location.href).href;
  onnx.wasm.numThreads = 1;
}

let model: TjsModel | null = null;
const api = {
  async load() {
    const t0 = performance.now();
    model = (await AutoModelForCausalLM.from_pretrained('tokenling-mini', {
      dtype: 'q8',
      device: 'wasm',
    })) as unknown as TjsModel;
    return performance.now() - t0;
  },
  turn: (ids: number[], newTokens: number) =>
    tjsTurn({ Tensor, BaseStreamer } as unknown as TjsModule, model!, ids, newTokens),
};
(window as unknown as { tjs: typeof api }).tjs = api;
document.getElementById('out')!.textContent = 'ready';
