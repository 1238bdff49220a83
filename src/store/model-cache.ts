/**
 * The model cache, as the service worker fills it and the page inspects or
 * clears it: one Cache Storage cache per model version, named from model.json.
 */

/** What model.json (written at build time) says about the shipped model. */
export interface ModelManifest {
  name: string;
  /** A short id of the files' contents. */
  version: string;
  files: { url: string; bytes: number; sha256: string }[];
}

/** Every model cache's name starts with this; nothing else of the app's does. */
export const MODEL_CACHE_PREFIX = 'tokenling-model-';

/** The cache that holds one model version. */
export function modelCacheName(m: Pick<ModelManifest, 'name' | 'version'>): string {
  return `${MODEL_CACHE_PREFIX}${m.name}-${m.version}`;
}

/** Checks that a parsed model.json has the shape the app relies on. */
export function checkModelManifest(value: unknown): ModelManifest {
  const m = value as Partial<ModelManifest> | null;
  if (!m || typeof m.name !== 'string' || typeof m.version !== 'string' || !Array.isArray(m.files)) {
    throw new Error('model.json lacks name, version or files');
  }
  for (const f of m.files) {
    if (typeof f?.url !== 'string' || typeof f.bytes !== 'number' || !/^[0-9a-f]{64}$/.test(f.sha256 ?? '')) {
      throw new Error(`model.json: bad file entry ${JSON.stringify(f)}`);
    }
  }
  return m as ModelManifest;
}

/** Total bytes of the model's files. */
export function modelBytes(m: ModelManifest): number {
  return m.files.reduce((n, f) => n + f.bytes, 0);
}

/** True when every file of this model version is in its cache; null where Cache Storage is unavailable. */
export async function isModelCached(m: ModelManifest, base: string): Promise<boolean | null> {
  if (typeof caches === 'undefined') return null;
  if (!(await caches.has(modelCacheName(m)))) return false;
  const cache = await caches.open(modelCacheName(m));
  const keys = new Set((await cache.keys()).map((r) => r.url));
  return m.files.every((f) => keys.has(new URL(f.url, base).href));
}

/** Deletes every model cache; resolves with how many were deleted. */
export async function clearModelCaches(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  let n = 0;
  for (const key of await caches.keys()) if (key.startsWith(MODEL_CACHE_PREFIX) && (await caches.delete(key))) n += 1;
  return n;
}

/** What the service worker says of a model download that was cut off on the way (it is not kept). */
export const DROPPED_DOWNLOAD =
  'a download was cut off before it finished, so it was not kept; it downloads again next time';

/** What the notice says of a stored copy that failed its check (removed and downloaded again). */
export const DAMAGED_COPY = 'a stored copy was damaged, so it was removed and is downloaded again';

/** A message from the service worker about the model cache. */
export interface ModelCacheMessage {
  type: 'model-stored' | 'model-rejected';
  reason?: string;
}

/**
 * The model notice after a service-worker message: a rejected file sets it in plain words; a file stored
 * whole clears the notice of a dropped download (the pet chats normally again), while a damaged copy's
 * notice stays, since it tells what happened.
 */
export function nextModelProblem(current: string | null, m: ModelCacheMessage): string | null {
  // Only the reasons written for people reach the screen: a file's path and byte counts stay in the console.
  if (m.type === 'model-rejected')
    return `The brain's files had a problem: ${m.reason === DROPPED_DOWNLOAD ? DROPPED_DOWNLOAD : DAMAGED_COPY}.`;
  return current?.includes(DROPPED_DOWNLOAD) ? null : current;
}

/** Hex SHA-256 of bytes. */
export async function sha256Hex(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  return [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}

/** Why bytes are not the file model.json describes (size, then SHA-256), or null when they are. */
export async function fileDamage(
  file: ModelManifest['files'][number],
  bytes: ArrayBuffer | Uint8Array,
): Promise<string | null> {
  if (bytes.byteLength !== file.bytes) return `${file.url} has ${bytes.byteLength} bytes, expected ${file.bytes}`;
  return (await sha256Hex(bytes)) === file.sha256 ? null : `${file.url} does not match its SHA-256`;
}

/**
 * Puts checked bytes of one brain file (absolute `url`) in this version's model cache; once every file of
 * the version is in, older model caches are deleted (a new model replaces the old one only when complete).
 * The service worker stores what it downloads through it, and so does the brain worker on a first visit,
 * before a service worker controls the page.
 */
export async function storeModelFile(
  m: ModelManifest,
  base: string,
  url: string,
  bytes: ArrayBuffer | Uint8Array,
  type: string,
): Promise<void> {
  const name = modelCacheName(m);
  const cache = await caches.open(name);
  await cache.put(
    url,
    new Response(bytes as BodyInit, {
      headers: { 'Content-Type': type || 'application/octet-stream', 'Content-Length': String(bytes.byteLength) },
    }),
  );
  const have = new Set((await cache.keys()).map((r) => r.url));
  if (m.files.every((f) => have.has(new URL(f.url, base).href))) {
    for (const key of await caches.keys())
      if (key.startsWith(MODEL_CACHE_PREFIX) && key !== name) await caches.delete(key);
  }
}
