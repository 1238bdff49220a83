/**
 * The brain as the controller sees it: the worker's client, loaded once in the
 * background with its progress shown; a turn asked for before the model is ready
 * waits for it, and a load that failed makes turns fail (the controller then uses
 * the world's fallback line).
 */
import type { BrainClient } from '../brain/client.ts';
import type { ModelSource } from '../brain/protocol.ts';
import type { BrainPort } from './controller.ts';
import type { BrainView } from './tl-app.ts';

/** Starts loading the model and returns the port the controller uses. */
export function connectBrain(client: BrainClient, source: ModelSource, onView: (v: BrainView) => void): BrainPort {
  const bytes = new Map<string, { loaded: number; total: number | null }>();
  const report = () => {
    let loaded = 0;
    let total: number | null = 0;
    for (const f of bytes.values()) {
      loaded += f.loaded;
      total = total === null || f.total === null ? null : total + f.total;
    }
    onView({ state: 'loading', loaded, total });
  };
  onView({ state: 'loading', loaded: 0, total: null });
  const ready = client.load(source, (file, loaded, total) => {
    bytes.set(file, { loaded, total });
    report();
  });
  ready.then(
    () => onView({ state: 'ready', loaded: 0, total: null }),
    (e: unknown) => onView({ state: 'failed', loaded: 0, total: null, message: e instanceof Error ? e.message : String(e) }),
  );
  return {
    generate(request, onText) {
      let cancelled = false;
      let cancelTurn: (() => void) | null = null;
      const done = ready.then(() => {
        if (cancelled) throw Object.assign(new Error('cancelled before the brain was ready'), { name: 'GenerationCancelled' });
        const h = client.generate(request, onText);
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
    },
  };
}
