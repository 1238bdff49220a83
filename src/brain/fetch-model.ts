/** Fetching the model's files with progress; a failed or truncated download names the file. */
import { ModelLoadError } from './lm.ts';

/** Reports bytes as they arrive. */
export type Progress = (file: string, loaded: number, total: number | null) => void;

/** Fetches a file as bytes, reporting progress; a short body (fewer bytes than Content-Length) is an error naming the file. */
export async function fetchBytes(url: string, onProgress?: Progress): Promise<Uint8Array> {
  let res: Response;
  try {
    res = await fetch(url);
  } catch (e) {
    throw new ModelLoadError(url, e);
  }
  if (!res.ok) throw new ModelLoadError(url, new Error(`HTTP ${res.status}`));
  const total = Number(res.headers.get('content-length')) || null;
  if (!res.body) {
    const buf = new Uint8Array(await res.arrayBuffer());
    onProgress?.(url, buf.length, total);
    return buf;
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
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
}

/** Fetches and parses a JSON file, naming it when it is not JSON. */
export async function fetchJson<T>(url: string, onProgress?: Progress): Promise<T> {
  const bytes = await fetchBytes(url, onProgress);
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch (e) {
    throw new ModelLoadError(url, e);
  }
}
