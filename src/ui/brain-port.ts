/**
 * The brain as the controller sees it: the worker's client, loaded in the
 * background with its progress shown. A turn asked for before the model is ready
 * waits for it; a load that failed is tried again on the next turn (the
 * controller answers with the world's fallback meanwhile); unload() releases the
 * inference session so the next turn loads (and, with the cache cleared, downloads) again.
 */
import type { BrainClient } from '../brain/client.ts';
import type { ModelSource } from '../brain/protocol.ts';
import type { BrainPort } from './controller.ts';
import type { BrainView } from './app-view.ts';

export class BrainLoader implements BrainPort {
  private ready: Promise<unknown> | null = null;

  /** `beforeLoad` runs before each load (the app waits there for its service worker to take the page). */
  constructor(
    private readonly client: BrainClient,
    private readonly source: ModelSource,
    private readonly onView: (v: BrainView) => void,
    private readonly beforeLoad: () => Promise<void> = async () => {},
  ) {}

  /** Starts loading unless loaded or loading; resolves when ready. */
  load(): Promise<unknown> {
    if (this.ready) return this.ready;
    const bytes = new Map<string, { loaded: number; total: number | null }>();
    this.onView({ state: 'loading', loaded: 0, total: null });
    const ready = this.beforeLoad().then(() =>
      this.client.load(this.source, (file, loaded, total) => {
        bytes.set(file, { loaded, total });
        let sum = 0;
        let all: number | null = 0;
        for (const f of bytes.values()) {
          sum += f.loaded;
          all = all === null || f.total === null ? null : all + f.total;
        }
        this.onView({ state: 'loading', loaded: sum, total: all });
      }),
    );
    this.ready = ready;
    ready.then(
      () => this.onView({ state: 'ready', loaded: 0, total: null }),
      (e: unknown) => {
        if (this.ready === ready) this.ready = null;
        this.onView({ state: 'failed', loaded: 0, total: null, message: e instanceof Error ? e.message : String(e) });
      },
    );
    return ready;
  }

  /** Frees the model in the worker; the next turn loads it again. */
  async unload(): Promise<void> {
    const was = this.ready;
    this.ready = null;
    if (was) await was.then(() => this.client.release(), () => undefined);
    this.onView({ state: 'unloaded', loaded: 0, total: null });
  }

  generate(...[request, onText]: Parameters<BrainPort['generate']>): ReturnType<BrainPort['generate']> {
    let cancelled = false;
    let cancelTurn: (() => void) | null = null;
    const done = this.load().then(() => {
      if (cancelled) throw Object.assign(new Error('cancelled before the brain was ready'), { name: 'GenerationCancelled' });
      const h = this.client.generate(request, onText);
      cancelTurn = h.cancel;
      return h.done;
    });
    return {
      done,
      cancel: () => {
        cancelled = true;
        cancelTurn?.();
      },
    };
  }
}
