/**
 * When the pet takes an idle turn: every 8–20 s (randomised) while the page is
 * visible, never while a turn runs, and counted afresh after the owner acts.
 */

/** The shortest and longest wait between idle turns, from the contract's "every 8–20 seconds". */
export const IDLE_MIN_MS = 8_000;
export const IDLE_MAX_MS = 20_000;

/** Messages the page sends the idle worker. */
export type IdleIn =
  { type: 'visible'; visible: boolean } | { type: 'busy'; busy: boolean } | { type: 'poke' } | { type: 'done' };

/** The one message the idle worker sends: take an idle turn now (then answer with 'done'). */
export type IdleOut = { type: 'idle' };

/** The timer functions the schedule uses (the worker's own, or a fake in tests). */
export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export class IdleSchedule {
  private visible = false;
  private busy = false;
  /** An idle turn was asked for and has not reported done. */
  private waiting = false;
  private handle: unknown = null;
  /** The delay of the timer armed last, for tests and traces. */
  lastDelay: number | null = null;

  constructor(
    private readonly timers: Timers,
    private readonly random: () => number,
    private readonly fire: () => void,
  ) {}

  /** Handles one message from the page. */
  receive(msg: IdleIn): void {
    switch (msg.type) {
      case 'visible':
        this.visible = msg.visible;
        break;
      case 'busy':
        this.busy = msg.busy;
        break;
      case 'done':
        this.waiting = false;
        break;
      case 'poke':
        break;
    }
    this.arm();
  }

  /** True while a timer is armed. */
  get armed(): boolean {
    return this.handle !== null;
  }

  /** (Re)starts the wait from now when an idle turn may come; otherwise stops it. */
  private arm(): void {
    if (this.handle !== null) this.timers.clear(this.handle);
    this.handle = null;
    if (!this.visible || this.busy || this.waiting) return;
    const delay = IDLE_MIN_MS + Math.floor(this.random() * (IDLE_MAX_MS - IDLE_MIN_MS + 1));
    this.lastDelay = delay;
    this.handle = this.timers.set(() => {
      this.handle = null;
      this.waiting = true;
      this.fire();
    }, delay);
  }
}
