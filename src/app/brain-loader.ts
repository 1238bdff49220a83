/**
 * The brain as the controller sees it: the worker's client, loaded in the
 * background with its progress shown. A turn asked for before the model is ready
 * is answered by the controller with the world's line (isReady), so care and chat
 * never wait on a download; a load that failed is tried again on the next turn (the
 * controller answers with the world's fallback meanwhile); unload() releases the
 * inference session so the next turn loads (and, with the cache cleared, downloads) again.
 */
import type { BrainClient } from '../brain/client.ts';
import type { ModelSource } from '../brain/protocol.ts';
import type { WarmRequest } from '../brain/warm.ts';
import type { BrainPort } from './controller.ts';
import type { BrainView } from './app-view.ts';

export class BrainLoader implements BrainPort {
  /** The worker's turn validates every line it returns (brain/turn.ts), with the world this page was built with. */
  readonly validates = true;
  private ready: Promise<unknown> | null = null;
  /** The model is loaded: a turn now runs at once. */
  private loaded = false;

  /**
   * The load starts at once, without waiting for a service worker to take the page (the brain worker keeps the files itself then).
   * `stored` says whether the model is already in its cache (null: cannot tell), so the view tells waking from downloading.
   */
  constructor(
    private readonly client: BrainClient,
    private readonly source: ModelSource,
    private readonly onView: (v: BrainView) => void,
    private readonly stored: () => Promise<boolean | null> = async () => null,
  ) {}

  /** Starts loading unless loaded or loading; resolves when ready. */
  load(): Promise<unknown> {
    if (this.ready) return this.ready;
    const bytes = new Map<string, { loaded: number; total: number | null }>();
    let progress: BrainView = { state: 'loading', loaded: 0, total: null };
    let done = false;
    this.onView(progress);
    const ready = Promise.resolve().then(() =>
      this.client.load(
        { ...this.source, controlled: typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller },
        (file, loaded, total) => {
          bytes.set(file, { loaded, total });
          let sum = 0;
          let all: number | null = 0;
          for (const f of bytes.values()) {
            sum += f.loaded;
            all = all === null || f.total === null ? null : all + f.total;
          }
          progress = { ...progress, loaded: sum, total: all };
          if (!done) this.onView(progress);
        },
      ),
    );
    this.ready = ready;
    // Read beside the load, never before it: a cache that cannot tell counts as a download.
    void this.stored()
      .catch(() => null)
      .then((cached) => {
        progress = { ...progress, from: cached === true ? 'device' : 'download' };
        if (!done && this.ready === ready) this.onView(progress);
      });
    void ready.then(
      () => (done = true),
      () => (done = true),
    );
    ready.then(
      () => {
        if (this.ready === ready) this.loaded = true;
        this.onView({ state: 'ready', loaded: 0, total: null });
      },
      (e: unknown) => {
        if (this.ready === ready) this.ready = null;
        console.error('the brain did not load', e);
        this.onView({ state: 'failed', loaded: 0, total: null, message: loadFailure(e) });
      },
    );
    return ready;
  }

  /** Frees the model in the worker; the next turn loads it again. */
  async unload(): Promise<void> {
    const was = this.ready;
    this.ready = null;
    this.loaded = false;
    if (was)
      await was.then(
        () => this.client.release(),
        () => undefined,
      );
    this.onView({ state: 'unloaded', loaded: 0, total: null });
  }

  /** True once the model is loaded; while it loads, the controller answers with the world's line and starts the load. */
  isReady(): boolean {
    if (!this.loaded) void this.load().catch(() => {});
    return this.loaded;
  }

  /** Warms a mode's cache in the worker once the model is loaded; a failure is only logged (the turn itself will run cold). */
  warm(request: WarmRequest): void {
    if (!this.loaded) return;
    this.client.warm(request).catch((e: unknown) => console.warn('a warm-up failed', e));
  }

  /** The worker's reading once the model is loaded; null before (the sim's exact rules then), or when it fails. */
  async readsSerious(text: string, names: { pet: string; owner: string }): Promise<boolean | null> {
    if (!this.loaded) return null;
    return this.client.readsSerious(text, names).catch((e: unknown) => {
      console.warn('the message could not be read for something serious', e);
      return null;
    });
  }

  generate(...[request, options = {}]: Parameters<BrainPort['generate']>): ReturnType<BrainPort['generate']> {
    // A turn cancelled while the model still loads never reaches the worker.
    return this.load().then(() => {
      options.signal?.throwIfAborted();
      return this.client.generate(request, options);
    });
  }
}

/**
 * Why the brain did not load, in words for the owner (the details, file and byte counts, go to the console).
 * "Offline" only when the browser says so: a file cut off while online is said to be cut off.
 */
export function loadFailure(
  e: unknown,
  online = typeof navigator === 'undefined' || navigator.onLine !== false,
): string {
  // The file's address is no cause: "http" in it must not read as a network failure.
  const text = (e instanceof Error ? e.message : String(e)).replace(/\b\w+:\/\/\S+/g, '');
  if (/stalled/.test(text)) return online ? 'the download stopped' : 'the download stopped (you seem to be offline)';
  if (/got \d+ of \d+ bytes/.test(text)) return 'a download was cut off before it finished';
  if (/fetch|network|HTTP/i.test(text))
    return online ? 'it could not be downloaded just now' : 'it could not be downloaded (you seem to be offline)';
  return 'its files could not be read';
}
