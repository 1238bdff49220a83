/** The built app's big files go over the wire compressed, and arrive as the same bytes. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { buildApp, root, TEST_DIST } from '../helpers/browser.ts';

let server: PreviewServer;
let port = 0;

beforeAll(async () => {
  await buildApp();
  server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir: TEST_DIST },
    preview: { port: 0, strictPort: false },
  });
  const a = server.httpServer.address();
  port = typeof a === 'object' && a ? a.port : 0;
}, 300_000);

afterAll(async () => {
  await server?.close();
});

/** A raw GET (no decoding), with the Accept-Encoding a browser sends. */
function get(
  path: string,
  acceptEncoding: string,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: 'localhost', port, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed transfer from the preview server', () => {
  const files = [
    'ort/ort-wasm-simd-threaded.wasm',
    'models/tokenling-mini/onnx/model_quantized.onnx',
    'models/tokenling-mini/tokenizer.json',
  ];

  it('sends the WASM runtime and the model as brotli, with the original type and the same headers as the rest', async () => {
    for (const f of files) {
      const original = readFileSync(join(root, TEST_DIST, f));
      const r = await get(`/${f}`, 'gzip, deflate, br, zstd');
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers.vary).toBe('Accept-Encoding');
      expect(r.headers['cross-origin-embedder-policy']).toBe('require-corp');
      expect(r.headers['content-security-policy']).toContain("default-src 'self'");
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      const { brotliDecompressSync } = await import('node:zlib');
      expect(brotliDecompressSync(r.body).equals(original)).toBe(true);
    }
    const wasm = await get('/ort/ort-wasm-simd-threaded.wasm', 'br');
    expect(wasm.headers['content-type']).toBe('application/wasm');
    // The runtime shrinks to under a third of its 14 MB.
    expect(wasm.body.length * 3).toBeLessThan(
      readFileSync(join(root, TEST_DIST, 'ort/ort-wasm-simd-threaded.wasm')).length,
    );
  });

  it('falls back to gzip, and to the plain file for a client that accepts neither', async () => {
    const f = files[0]!;
    const original = readFileSync(join(root, TEST_DIST, f));
    const gz = await get(`/${f}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(gz.body).equals(original)).toBe(true);
    const plain = await get(`/${f}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });
});
