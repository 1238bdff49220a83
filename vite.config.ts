import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type Plugin } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Files the app serves from its own origin: the shipped model and onnxruntime-web's WASM runtime (never a CDN). */
const STATIC_FILES: Record<string, string> = {
  'models/tokenling-mini/config.json': 'models/tokenling-mini/config.json',
  'models/tokenling-mini/generation_config.json': 'models/tokenling-mini/generation_config.json',
  'models/tokenling-mini/tokenizer.json': 'models/tokenling-mini/tokenizer.json',
  'models/tokenling-mini/tokenizer_config.json': 'models/tokenling-mini/tokenizer_config.json',
  'models/tokenling-mini/onnx/model_quantized.onnx': 'models/tokenling-mini/onnx/model_quantized.onnx',
  'models/tokenling-mini/reader.bin': 'models/tokenling-mini/reader.bin',
  'ort/ort-wasm-simd-threaded.wasm': 'node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.wasm',
  'ort/ort-wasm-simd-threaded.mjs': 'node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.mjs',
};

/** The app's icons, drawn by icons/make-icons.ts, served at /icons/. */
for (const f of readdirSync(join(root, 'icons')).filter((f) => f.endsWith('.png')))
  STATIC_FILES[`icons/${f}`] = `icons/${f}`;

/** The model the app ships: its files go in a model cache of their own, never in the precache. */
const MODEL = { name: 'tokenling-mini', dir: 'models/tokenling-mini' } as const;
/**
 * The files the brain worker loads (the others are served for transformers.js in the benchmark): the
 * model's, and onnxruntime-web's WASM runtime, which the worker downloads beside the model with one
 * progress bar and the service worker keeps in the model cache (not the precache, so the first visit
 * is not held up by 14 MB before the brain's download can start). Its small .mjs glue stays precached.
 */
const MODEL_FILES = [
  ...['config.json', 'tokenizer.json', 'onnx/model_quantized.onnx', 'reader.bin'].map((f) => `${MODEL.dir}/${f}`),
  'ort/ort-wasm-simd-threaded.wasm',
];

/**
 * model.json: the model's name, a version from its files' contents, and each file's
 * size and SHA-256, which the service worker checks before it caches a download.
 */
export function modelManifest(): string {
  const files = MODEL_FILES.map((url) => {
    const body = readFileSync(join(root, STATIC_FILES[url]!));
    return { url, bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') };
  });
  const version = createHash('sha256')
    .update(files.map((f) => f.sha256).join(''))
    .digest('hex')
    .slice(0, 12);
  return `${JSON.stringify({ name: MODEL.name, version, files }, null, 2)}\n`;
}

/** The web app manifest: manifest.webmanifest at the top level is its one source. */
const MANIFEST = JSON.parse(readFileSync(join(root, 'manifest.webmanifest'), 'utf8'));

/** The largest file the service worker precaches (the app's code; the runtime and the model are not precached). */
export const PRECACHE_LIMIT_BYTES = 2 * 1024 * 1024;

/** Test and benchmark pages, and transformers.js's own runtime files, only in builds made for tests (TOKENLING_TEST_PAGES=1). */
const TEST_PAGES = process.env.TOKENLING_TEST_PAGES === '1';
if (TEST_PAGES) {
  const tjsOrt = 'node_modules/@huggingface/transformers/node_modules/onnxruntime-web/dist';
  for (const variant of ['jsep', 'asyncify']) {
    for (const ext of ['mjs', 'wasm'])
      STATIC_FILES[`tjs-ort/ort-wasm-simd-threaded.${variant}.${ext}`] =
        `${tjsOrt}/ort-wasm-simd-threaded.${variant}.${ext}`;
  }
}

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.json': 'application/json',
  '.onnx': 'application/octet-stream',
  '.bin': 'application/octet-stream',
  '.wasm': 'application/wasm',
  '.mjs': 'text/javascript',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Built files worth compressing: text and the binaries that shrink (the WASM runtime to a fifth). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|webmanifest|wasm|onnx|bin)$/;
/** Smaller files are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes file.br and file.gz beside every compressible file of the build (brotli 9: the 14 MB runtime
 * becomes 2.7 MB, the int8 model 5.7 -> 5.1 MB), for the preview server here and for any static host
 * that serves precompressed files (README: "Hosting").
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tokenling-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        const walk = (dir: string): string[] =>
          readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
            e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
          );
        for (const file of walk(outDir)) {
          // transformers.js's runtimes (test builds only, for the benchmark's baseline) are left as they are;
          // Vite's own copies of the runtimes under assets/ are never fetched (the worker loads /ort/).
          if (
            !COMPRESSIBLE.test(file) ||
            file.includes('/tjs-ort/') ||
            /\/assets\/[^/]+\.wasm$/.test(file) ||
            statSync(file).size < COMPRESS_FROM_BYTES
          )
            continue;
          const body = readFileSync(file);
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
          );
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}

/**
 * The preview server sends a file's precompressed copy when the browser accepts it (brotli, then gzip),
 * with Content-Encoding, the original's type, Vary, and the same headers as every other response.
 */
function servePrecompressed(dist: string, headers: Record<string, string>) {
  return (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    if (path.endsWith('/')) path += 'index.html';
    if (path.includes('..')) return next();
    const accepts = String(req.headers['accept-encoding'] ?? '');
    for (const [enc, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const file = join(dist, `${path}${ext}`);
      if (!new RegExp(`\\b${enc}\\b`).test(accepts) || !existsSync(file)) continue;
      const body = readFileSync(file);
      for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
      res.setHeader('Content-Type', TYPES[path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream');
      res.setHeader('Content-Encoding', enc);
      res.setHeader('Content-Length', String(body.length));
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    next();
  };
}

/** Serves STATIC_FILES in dev and preview, and emits them into the build. */
function brainFiles(): Plugin {
  const serve = (url: string | undefined, res: import('node:http').ServerResponse, next: () => void) => {
    const path = (url ?? '').split('?')[0]!.replace(/^\//, '');
    if (path === 'model.json') {
      res.setHeader('Content-Type', 'application/json');
      return res.end(modelManifest());
    }
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
      const dist = join(server.config.root, server.config.build.outDir);
      server.middlewares.use(servePrecompressed(dist, { ...ISOLATION, 'Content-Security-Policy': CSP }));
      server.middlewares.use((req, res, next) => serve(req.url, res, next));
    },
    generateBundle() {
      for (const [fileName, src] of Object.entries(STATIC_FILES))
        this.emitFile({ type: 'asset', fileName, source: readFileSync(join(root, src)) });
      this.emitFile({ type: 'asset', fileName: 'model.json', source: modelManifest() });
    },
  };
}

/** Cross-origin isolation, so onnxruntime-web may use threads where the host allows it. */
const ISOLATION = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

/**
 * The Content Security Policy: only the app's own origin (docs/csp.md says why each directive is what it is).
 * The one place the policy is written: the preview server sends all of it as a header, and the built
 * index.html carries it in a meta tag, less the directives a meta tag cannot set.
 */
export const CSP_DIRECTIVES: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self' 'wasm-unsafe-eval'",
  'style-src': "'self'",
  'img-src': "'self'",
  'connect-src': "'self'",
  'worker-src': "'self'",
  'manifest-src': "'self'",
  'font-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'none'",
  'frame-ancestors': "'none'",
};
/** Directives a <meta> policy ignores (and Chromium logs an error for): headers only. */
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'sandbox'];
const policy = (names: string[]) => names.map((d) => `${d} ${CSP_DIRECTIVES[d]}`).join('; ');
/** The whole policy, for the Content-Security-Policy header. */
export const CSP = policy(Object.keys(CSP_DIRECTIVES));
/** The policy a <meta http-equiv> can carry. */
export const CSP_META = policy(Object.keys(CSP_DIRECTIVES).filter((d) => !HEADER_ONLY.includes(d)));

/**
 * Puts the policy in a meta tag at the top of the built index.html. Builds only: the dev server
 * injects styles inline for hot reload, which the policy would refuse.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'tokenling-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (ctx.path !== '/index.html') return;
        return [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP_META },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    brainFiles(),
    precompress(),
    contentSecurityPolicy(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: MANIFEST,
      injectManifest: {
        // The app shell, code, styles, icons, model.json and onnxruntime-web's .mjs; never the model or the WASM runtime (the model cache).
        globPatterns: ['**/*.{html,js,css,png,webmanifest,json,wasm,mjs}'],
        globIgnores: [
          'models/**',
          'ort/*.wasm',
          'assets/*.wasm',
          'tjs-ort/**',
          'test/**',
          'assets/tjs*',
          'assets/brain-*',
          'assets/app-*',
        ],
        maximumFileSizeToCacheInBytes: PRECACHE_LIMIT_BYTES,
        rollupFormat: 'iife',
      },
    }),
  ],
  // The app's version, shown in settings; a test build sets TOKENLING_VERSION to check updates.
  define: {
    __APP_VERSION__: JSON.stringify(
      process.env.TOKENLING_VERSION || JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version,
    ),
  },
  // The dev server sends no CSP: it injects styles inline for hot reload (docs/csp.md).
  server: { port: 5173, headers: ISOLATION },
  preview: { port: 4173, headers: { ...ISOLATION, 'Content-Security-Policy': CSP } },
  worker: { format: 'es' },
  optimizeDeps: { exclude: ['onnxruntime-web', 'onnxruntime-web/wasm'] },
  build: {
    target: 'es2022',
    rollupOptions: {
      input: TEST_PAGES
        ? {
            main: 'index.html',
            brain: 'test/browser/brain.html',
            app: 'test/browser/app.html',
            tjs: 'test/bench/tjs.html',
          }
        : { main: 'index.html' },
    },
  },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    environment: 'node',
  },
});
