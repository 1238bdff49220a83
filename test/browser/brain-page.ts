/**
 * A page for the browser tests and the benchmark: loads the real model in the
 * brain worker and exposes a small API on window for Playwright to drive.
 */
import { BrainClient, wasmThreads } from '../../src/brain/client.ts';
import type { GenerateRequest } from '../../src/brain/generate.ts';
import type { WarmRequest } from '../../src/brain/warm.ts';

const client = new BrainClient(
  () => new Worker(new URL('../../src/workers/brain.worker.ts', import.meta.url), { type: 'module' }),
);
const base = new URL('/', location.href).href;

const api = {
  // ?threads=N measures another thread count (the bench's 1 and 2 threads); the app itself uses wasmThreads().
  threads: Number(new URLSearchParams(location.search).get('threads')) || wasmThreads(),
  // ?warm=0 loads without the decode warm-up (the bench's "before" figure); absent: the app's default.
  warmSteps: new URLSearchParams(location.search).has('warm')
    ? Number(new URLSearchParams(location.search).get('warm'))
    : undefined,
  isolated: typeof crossOriginIsolated !== 'undefined' && crossOriginIsolated,
  progress: [] as { file: string; loaded: number; total: number | null }[],
  async load() {
    return client.load(
      {
        base: `${base}models/tokenling-mini/`,
        wasmBase: `${base}ort/`,
        manifest: `${base}model.json`,
        threads: api.threads,
        warmSteps: api.warmSteps,
      },
      (file, loaded, total) => api.progress.push({ file, loaded, total }),
    );
  },
  async generate(request: GenerateRequest) {
    const pieces: string[] = [];
    /** When each piece arrived, from the request. */
    const pieceMs: number[] = [];
    const t0 = performance.now();
    let first: number | null = null;
    const turn = await client.generate(request, {
      onText: (p) => {
        first ??= performance.now() - t0;
        pieces.push(p);
        pieceMs.push(performance.now() - t0);
      },
    });
    return { turn, pieces, pieceMs, firstTextMs: first, totalMs: performance.now() - t0 };
  },
  /** As the controller does after a change: warm-ups sent without waiting, then the turn (bench e). */
  async chatTurn(warms: WarmRequest[], request: GenerateRequest) {
    for (const w of warms) void client.warm(w);
    const r = await api.generate(request);
    return { turn: r.turn, firstTextMs: r.firstTextMs ?? r.totalMs, totalMs: r.totalMs };
  },
  /** Warm-ups, waited for: the 8–20 s between turns. */
  async settle(warms: WarmRequest[]) {
    await Promise.all(warms.map((w) => client.warm(w)));
  },
  status: () => client.status(),
  release: () => client.release(),
};
(window as unknown as { brain: typeof api }).brain = api;
document.getElementById('out')!.textContent = 'ready';
