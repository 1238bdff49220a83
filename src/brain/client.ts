/**
 * The page's side of the brain worker: {id, action} in, a promise out. A
 * terminated worker rejects every pending call and is started again on the next.
 */
import type { GenerateRequest } from './generate.ts';
import type { WarmRequest, WarmResult } from './warm.ts';
import type { BrainEvent, BrainRequest, BrainStatus, ModelSource, OnText, TurnMessage } from './protocol.ts';

/** An error the worker reported, with its class name so callers can branch (ModelLoadError, GenerationCancelled…). */
class BrainError extends Error {
  constructor(
    readonly kind: string,
    message: string,
    readonly file?: string,
  ) {
    super(message);
    this.name = kind;
  }
}

type Pending = { resolve: (v: BrainEvent) => void; reject: (e: Error) => void; onEvent?: (e: BrainEvent) => void };

/** Distributes a request without its id (TypeScript's Omit does not distribute over unions). */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export class BrainClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Told when the worker has kept downloaded brain files in the model cache itself (a first visit). */
  onKept: (() => void) | null = null;

  constructor(private readonly makeWorker: () => Worker) {}

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = this.makeWorker();
    w.onmessage = (ev: MessageEvent<BrainEvent>) => this.receive(ev.data);
    w.onerror = (ev) => this.terminate(new BrainError('WorkerError', ev.message || 'the brain worker failed'));
    this.worker = w;
    return w;
  }

  private receive(e: BrainEvent): void {
    if (e.type === 'kept') return this.onKept?.();
    const p = this.pending.get(e.id);
    if (!p) return;
    if (e.type === 'progress' || e.type === 'text') return p.onEvent?.(e);
    this.pending.delete(e.id);
    if (e.type === 'error') p.reject(new BrainError(e.name, e.message, e.file));
    else p.resolve(e);
  }

  private call(
    req: WithoutId<BrainRequest>,
    onEvent?: (e: BrainEvent) => void,
  ): { id: number; done: Promise<BrainEvent> } {
    const id = this.nextId++;
    const done = new Promise<BrainEvent>((resolve, reject) =>
      this.pending.set(id, { resolve, reject, ...(onEvent ? { onEvent } : {}) }),
    );
    this.ensure().postMessage({ ...req, id } as BrainRequest);
    return { id, done };
  }

  /** Loads the model, reporting download progress; resolves with the load time. */
  async load(
    source: ModelSource,
    onProgress?: (file: string, loaded: number, total: number | null) => void,
  ): Promise<number> {
    const { done } = this.call(
      { action: 'load', source },
      (e) => e.type === 'progress' && onProgress?.(e.file, e.loaded, e.total),
    );
    const e = await done;
    return e.type === 'ready' ? e.loadMs : NaN;
  }

  /** Runs a turn, streaming its text; aborting `signal` cancels it in the worker, and the promise rejects with the signal's reason. */
  async generate(
    request: GenerateRequest,
    options: { onText?: OnText; signal?: AbortSignal } = {},
  ): Promise<TurnMessage> {
    const { signal, onText } = options;
    signal?.throwIfAborted();
    const { id, done } = this.call(
      { action: 'generate', request },
      (e) => e.type === 'text' && onText?.(e.piece, e.restart),
    );
    const abort = () => void this.call({ action: 'cancel', target: id });
    signal?.addEventListener('abort', abort, { once: true });
    try {
      return ((await done) as Extract<BrainEvent, { type: 'done' }>).turn;
    } catch (e) {
      // The worker says it stopped; the caller's own signal says why.
      if (signal?.aborted) throw signal.reason;
      throw e;
    } finally {
      signal?.removeEventListener('abort', abort);
    }
  }

  /** Warms a mode's cache for its next turn; a turn asked for meanwhile stops it early (see warm.ts). */
  async warm(request: WarmRequest): Promise<WarmResult> {
    const e = await this.call({ action: 'warm', request }).done;
    return (e as Extract<BrainEvent, { type: 'warmed' }>).result;
  }

  async status(): Promise<BrainStatus> {
    const e = await this.call({ action: 'status' }).done;
    return (e as Extract<BrainEvent, { type: 'status' }>).status;
  }

  /** Whether the owner's words are serious, as the worker reads them (world/safety.ts readsSerious). */
  async readsSerious(text: string, names: { pet: string; owner: string }): Promise<boolean> {
    const e = await this.call({ action: 'readSerious', text, names }).done;
    return (e as Extract<BrainEvent, { type: 'readSerious' }>).serious;
  }

  /** Frees the inference session inside the worker. */
  async release(): Promise<void> {
    await this.call({ action: 'release' }).done;
  }

  /** Stops the worker; pending calls reject and the next call starts a fresh worker. */
  terminate(reason: Error = new BrainError('Terminated', 'the brain worker was stopped')): void {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(reason);
    this.pending.clear();
  }
}

/** How many WASM threads this page may use: threads need cross-origin isolation. */
export function wasmThreads(): number {
  const isolated = typeof crossOriginIsolated !== 'undefined' && crossOriginIsolated;
  return isolated ? Math.max(1, Math.min(4, (navigator.hardwareConcurrency || 2) - 1)) : 1;
}
