import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Files the app serves from its own origin: the shipped model and onnxruntime-web's WASM runtime (never a CDN). */
const STATIC_FILES: Record<string, string> = {
  'models/tokenling-mini/config.json': 'models/tokenling-mini/config.json',
  'models/tokenling-mini/generation_config.json': 'models/tokenling-mini/generation_config.json',
  'models/tokenling-mini/tokenizer.json': 'models/tokenling-mini/tokenizer.json',
  'models/tokenling-mini/tokenizer_config.json': 'models/tokenling-mini/tokenizer_config.json',
  'models/tokenling-mini/onnx/model_quantized.onnx': 'models/tokenling-mini/onnx/model_quantized.onnx',
  'ort/ort-wasm-simd-threaded.wasm': 'node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.wasm',
  'ort/ort-wasm-simd-threaded.mjs': 'node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.mjs',
};

/** Test and benchmark pages, and transformers.js's own runtime files, only in builds made for tests (TOKENLING_TEST_PAGES=1). */
const TEST_PAGES = process.env.TOKENLING_TEST_PAGES === '1';
if (TEST_PAGES) {
  const tjsOrt = 'node_modules/@huggingface/transformers/node_modules/onnxruntime-web/dist';
  for (const variant of ['jsep', 'asyncify']) {
    for (const ext of ['mjs', 'wasm']) STATIC_FILES[`tjs-ort/ort-wasm-simd-threaded.${variant}.${ext}`] = `${tjsOrt}/ort-wasm-simd-threaded.${variant}.${ext}`;
  }
}

const TYPES: Record<string, string> = { '.json': 'application/json', '.onnx': 'application/octet-stream', '.wasm': 'application/wasm', '.mjs': 'text/javascript' };

/** Serves STATIC_FILES in dev and preview, and emits them into the build. */
function brainFiles(): Plugin {
  const serve = (url: string | undefined, res: import('node:http').ServerResponse, next: () => void) => {
    const path = (url ?? '').split('?')[0]!.replace(/^\//, '');
    const src = STATIC_FILES[path];
    if (!src) return next();
    const body = readFileSync(join(root, src));
    res.setHeader('Content-Type', TYPES[path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream');
    res.setHeader('Content-Length', String(body.length));
    res.end(body);
  };
  return {
    name: 'tokenling-brain-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => serve(req.url, res, next));
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => serve(req.url, res, next));
    },
    generateBundle() {
      for (const [fileName, src] of Object.entries(STATIC_FILES)) this.emitFile({ type: 'asset', fileName, source: readFileSync(join(root, src)) });
    },
  };
}

/** Cross-origin isolation, so onnxruntime-web may use threads where the host allows it. */
const ISOLATION = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

export default defineConfig({
  plugins: [brainFiles()],
  server: { port: 5173, headers: ISOLATION },
  preview: { port: 4173, headers: ISOLATION },
  worker: { format: 'es' },
  optimizeDeps: { exclude: ['onnxruntime-web', 'onnxruntime-web/wasm'] },
  build: {
    target: 'es2022',
    rollupOptions: { input: TEST_PAGES ? { main: 'index.html', brain: 'test/browser/brain.html', app: 'test/browser/app.html', tjs: 'test/bench/tjs.html' } : { main: 'index.html' } },
  },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
