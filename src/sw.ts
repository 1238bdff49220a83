/// <reference lib="webworker" />
/**
 * The service worker: precaches the app shell (code, styles, icons, model.json,
 * onnxruntime-web's .mjs) and keeps the brain's files (the model and the WASM
 * runtime) in a cache of its own, named with their version, filled only with
 * files whose SHA-256 matches model.json.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import {
  DAMAGED_COPY,
  DROPPED_DOWNLOAD,
  fileDamage,
  modelCacheName,
  storeModelFile,
  type ModelManifest,
} from './store/model-cache.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** model.json from the precache (the network only if it is not there yet). */
let manifest: Promise<ModelManifest> | null = null;
function modelManifest(): Promise<ModelManifest> {
  manifest ??= (async () => {
    const r = (await matchPrecache('model.json')) ?? (await fetch(new URL('model.json', self.registration.scope)));
    if (!r.ok) throw new Error(`model.json: HTTP ${r.status}`);
    return (await r.json()) as ModelManifest;
  })();
  manifest.catch(() => (manifest = null));
  return manifest;
}

/** Tells every page something about the model cache. */
async function tell(message: { type: 'model-stored' | 'model-rejected'; url: string; reason?: string }): Promise<void> {
  for (const c of await self.clients.matchAll({ includeUncontrolled: true }))
    c.postMessage({ source: 'tokenling-sw', ...message });
}

/**
 * Checks a downloaded model file against model.json and caches it; once every file
 * of this version is in, older model caches are deleted (a new model replaces the
 * old one only when it is complete).
 */
async function store(m: ModelManifest, url: string, response: Response): Promise<void> {
  const file = m.files.find((f) => new URL(f.url, self.registration.scope).href === url)!;
  const bytes = await response.arrayBuffer();
  const type = response.headers.get('content-type') ?? '';
  const why = type.includes('text/html')
    ? `an HTML page came back instead of ${file.url}`
    : await fileDamage(file, bytes);
  if (why) return tell({ type: 'model-rejected', url, reason: why });
  await storeModelFile(m, self.registration.scope, url, bytes, type);
  await tell({ type: 'model-stored', url });
}

/**
 * A model file: from the model cache (checked against model.json every time it is
 * served, which costs a SHA-256 of 6 MB once per page load: a damaged copy is
 * removed and fetched again), or from the network (streamed to the page while a
 * copy is checked and stored).
 */
async function modelFile(event: FetchEvent, m: ModelManifest): Promise<Response> {
  const url = event.request.url;
  const cache = await caches.open(modelCacheName(m));
  const cached = await cache.match(url);
  if (cached) {
    const file = m.files.find((f) => new URL(f.url, self.registration.scope).href === url)!;
    const bytes = await cached.arrayBuffer();
    const why = await fileDamage(file, bytes);
    if (!why) return new Response(bytes, { headers: cached.headers });
    await cache.delete(url);
    console.warn('a stored model file was damaged', url, why);
    await tell({ type: 'model-rejected', url, reason: DAMAGED_COPY });
  }
  const response = await fetch(event.request);
  if (!response.ok || !response.body) return response;
  const [toPage, toCache] = response.body.tee();
  // A download cut off on the way is not kept (and is no damage): said in plain words, the details to the console.
  event.waitUntil(
    store(m, url, new Response(toCache, { headers: response.headers })).catch((e: unknown) => {
      console.warn('the model file was not stored', url, e);
      return tell({ type: 'model-rejected', url, reason: DROPPED_DOWNLOAD });
    }),
  );
  return new Response(toPage, {
    status: response.status,
    statusText: response.statusText,
    headers: decodedHeaders(response.headers),
  });
}

/** A fetched response's headers for its decoded body: the compressed transfer's encoding and length no longer apply. */
function decodedHeaders(headers: Headers): Headers {
  const out = new Headers(headers);
  if (out.has('content-encoding')) {
    out.delete('content-encoding');
    out.delete('content-length');
  }
  return out;
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  // The brain's files: the model's, and the WASM runtime (not precached: it downloads beside the model).
  const brainFile = url.pathname.includes('/models/') || /\/ort\/[^/]+\.wasm$/.test(url.pathname);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !brainFile) return;
  event.respondWith(
    modelManifest().then(
      (m) =>
        m.files.some((f) => new URL(f.url, self.registration.scope).href === event.request.url)
          ? modelFile(event, m)
          : fetch(event.request),
      () => fetch(event.request),
    ),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes the open page at once, so the model's first download already goes through the cache.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// A reminder tapped: the open app comes forward, or the app opens on the pet.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? self.registration.scope;
  event.waitUntil(
    (async () => {
      for (const c of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
        if (c.url.startsWith(self.registration.scope)) return void (await c.focus());
      }
      await self.clients.openWindow(url);
    })(),
  );
});
