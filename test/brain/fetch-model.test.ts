/** A download that stalls is cut off and tried again; one that keeps stalling fails with a message naming the file. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBytes } from '../../src/brain/fetch-model.ts';

/** A response whose body sends `first` bytes, then nothing more (a frozen connection), unless `whole`. */
function response(first: number, total: number, whole: boolean): Response {
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new Uint8Array(first));
      if (whole) {
        c.enqueue(new Uint8Array(total - first));
        c.close();
      }
    },
  });
  return new Response(body, { headers: { 'content-length': String(total) } });
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchBytes', () => {
  it('tries a stalled download again and finishes it', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async (_: string, init: RequestInit) => {
      calls += 1;
      const r = response(170, 1000, calls > 1);
      init.signal?.addEventListener('abort', () => void r.body?.cancel().catch(() => {}));
      return r;
    });
    const retries: number[] = [];
    const bytes = await fetchBytes('model.onnx', undefined, { stallMs: 30, onRetry: (_, n) => retries.push(n) });
    expect(bytes.length).toBe(1000);
    expect(retries).toEqual([2]);
  });

  it('gives up after its tries with a message that names the file and says it stalled', async () => {
    vi.stubGlobal('fetch', async () => response(170, 1000, false));
    await expect(fetchBytes('model.onnx', undefined, { stallMs: 20, retries: 1 })).rejects.toThrow(
      /model\.onnx: the download stalled \(no bytes for 0 s, 2 tries\)/,
    );
  });
});

describe('fetchBytes of a compressed transfer', () => {
  /** A body of `decoded` bytes sent with Content-Encoding and the compressed Content-Length. */
  const encoded = (decoded: number, compressed: number) =>
    new Response(new Uint8Array(decoded), {
      headers: { 'content-encoding': 'br', 'content-length': String(compressed) },
    });

  it('counts progress against the size model.json gives, not the compressed Content-Length', async () => {
    vi.stubGlobal('fetch', async () => encoded(5000, 1200));
    const seen: (number | null)[] = [];
    const bytes = await fetchBytes('model.onnx', (_, __, total) => seen.push(total), { bytes: 5000 });
    expect(bytes.length).toBe(5000);
    expect(seen.at(-1)).toBe(5000);
  });

  it('takes a compressed download whole without a known size (the compressed length is no check)', async () => {
    vi.stubGlobal('fetch', async () => encoded(5000, 1200));
    expect((await fetchBytes('model.onnx')).length).toBe(5000);
  });

  it('still refuses a download shorter than model.json says', async () => {
    vi.stubGlobal('fetch', async () => encoded(4000, 1200));
    await expect(fetchBytes('model.onnx', undefined, { bytes: 5000 })).rejects.toThrow(
      /model\.onnx.*got 4000 of 5000 bytes/,
    );
  });
});
