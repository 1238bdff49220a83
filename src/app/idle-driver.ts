/**
 * Connects the idle worker to the controller: tells it when the page is visible
 * and when a turn is running, pokes it when the owner acts, and takes the idle
 * turns it asks for. Coming back to a visible page also catches the pet's time up.
 */
import type { IdleIn, IdleOut } from '../workers/idle-schedule.ts';
import { linesSince } from '../sim/index.ts';
import type { PetController } from './controller.ts';

export class IdleDriver {
  private worker: Worker | null = null;
  private lastBusy: boolean | null = null;
  /** The chat as last seen (null before there was a pet). */
  private lastChat: readonly string[] | null = null;

  constructor(
    private readonly controller: PetController,
    private readonly makeWorker: () => Worker,
    private readonly doc: Document = document,
  ) {}

  private post(msg: IdleIn): void {
    this.worker?.postMessage(msg);
  }

  start(): void {
    const w = this.makeWorker();
    this.worker = w;
    w.onmessage = async (ev: MessageEvent<IdleOut>) => {
      if (ev.data.type !== 'idle') return;
      try {
        await this.controller.idle();
      } finally {
        this.post({ type: 'done' });
      }
    };
    this.controller.subscribe((v) => {
      // The controller decides when an idle turn may run; the worker only keeps the time.
      const busy = !this.controller.mayIdle() || v.writingDiary;
      if (busy !== this.lastBusy) this.post({ type: 'busy', busy });
      this.lastBusy = busy;
      // Something new in the chat (the owner or an event): count the wait from now.
      // (By its lines, not its length: a full chat drops an old line for each new one.)
      const chat = v.pet?.chat ?? null;
      const fresh = chat !== null && (this.lastChat === null || linesSince(this.lastChat, chat).length > 0);
      if (fresh && !v.thinking) this.post({ type: 'poke' });
      this.lastChat = chat;
    });
    const onVisibility = () => {
      const visible = this.doc.visibilityState === 'visible';
      this.post({ type: 'visible', visible });
      if (visible) void this.controller.resume();
    };
    this.doc.addEventListener('visibilitychange', onVisibility);
    this.post({ type: 'visible', visible: this.doc.visibilityState === 'visible' });
  }
}
