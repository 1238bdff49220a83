/**
 * Fetching the model's files with progress. A failed or truncated download names
 * the file; a download that stalls (no bytes for STALL_MS) is cut off and tried
 * again from the start, RETRIES times, so a frozen connection never hangs the pet.
 */
import { ModelLoadError } from './lm.ts';

/** Reports bytes as they arrive (loaded restarts from 0 when a stalled download is tried again). */
export type Progress = (file: string, loaded: number, total: number | null) => void;

/** Seconds without a byte before a download counts as stalled, and how many more tries it gets. */
const STALL_MS = 20_000;
const RETRIES = 2;

export interface FetchOptions {
  stallMs?: number;
  retries?: number;
  /** Told before each new try, with the try's number (2, 3…). */
  onRetry?: (file: string, attempt: number) => void;
  /** The file's size as model.json gives it: the progress total, and the check of a compressed download. */
  bytes?: number;
}

/** A download that stopped sending bytes. */
class StalledError extends Error {
  override name = 'StalledError';
}

/** One try: the whole body, or a StalledError when no bytes come for `stallMs`. */
async function fetchOnce(url: string, stallMs: number, onProgress?: Progress, expected?: number): Promise<Uint8Array> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stalled = false;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      abort.abort();
      // A pending read ends too, whether or not the body honours the abort.
      void reader?.cancel().catch(() => {});
    }, stallMs);
  };
  const stall = () => new StalledError(`no bytes for ${Math.round(stallMs / 1000)} s`);
  try {
    arm();
    let res: Response;
    try {
      res = await fetch(url, { signal: abort.signal });
    } catch (e) {
      throw stalled ? stall() : e;
    }
    if (!res.ok) throw new ModelLoadError(url, new Error(`HTTP ${res.status}`));
    // A compressed transfer's Content-Length counts the compressed bytes, while the body arrives decoded.
    const encoded = !!res.headers.get('content-encoding') && res.headers.get('content-encoding') !== 'identity';
    const total = expected ?? (encoded ? null : Number(res.headers.get('content-length')) || null);
    if (!res.body) {
      const buf = new Uint8Array(await res.arrayBuffer());
      onProgress?.(url, buf.length, total);
      return buf;
    }
    reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    let loaded = 0;
    for (;;) {
      let part: ReadableStreamReadResult<Uint8Array>;
      try {
        part = await reader.read();
      } catch (e) {
        throw stalled ? stall() : e;
      }
      if (stalled) throw stall();
      if (part.done) break;
      arm();
      chunks.push(part.value);
      loaded += part.value.length;
      onProgress?.(url, loaded, total);
    }
    if (total !== null && loaded !== total) throw new ModelLoadError(url, new Error(`got ${loaded} of ${total} bytes`));
    const out = new Uint8Array(loaded);
    let at = 0;
    for (const c of chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  } finally {
    clearTimeout(timer);
  }
}

/** Fetches a file as bytes, reporting progress; a stalled try is tried again; the last failure names the file. */
export async function fetchBytes(url: string, onProgress?: Progress, options: FetchOptions = {}): Promise<Uint8Array> {
  const stallMs = options.stallMs ?? STALL_MS;
  const tries = 1 + (options.retries ?? RETRIES);
  let last: unknown;
  for (let attempt = 1; attempt <= tries; attempt++) {
    if (attempt > 1) {
      options.onRetry?.(url, attempt);
      onProgress?.(url, 0, null);
    }
    try {
      return await fetchOnce(url, stallMs, onProgress, options.bytes);
    } catch (e) {
      last = e;
      if (!(e instanceof StalledError)) break;
    }
  }
  if (last instanceof ModelLoadError) throw last;
  throw new ModelLoadError(
    url,
    last instanceof StalledError ? new Error(`the download stalled (${last.message}, ${tries} tries)`) : last,
  );
}

/** Fetches and parses a JSON file, naming it when it is not JSON. */
export async function fetchJson<T>(url: string, onProgress?: Progress, options: FetchOptions = {}): Promise<T> {
  return parseJson<T>(url, await fetchBytes(url, onProgress, options));
}

/** Parses a fetched JSON file's bytes, naming the file when it is not JSON. */
export function parseJson<T>(url: string, bytes: Uint8Array): T {
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch (e) {
    throw new ModelLoadError(url, e);
  }
}
