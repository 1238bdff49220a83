/**
 * One tab drives the pet at a time. The Web Locks API grants the pet's lock to
 * one tab (held until it closes); another tab waits in line and, meanwhile,
 * shows the pet as the driving tab broadcasts it (BroadcastChannel).
 */
import type { Life } from '../store/db.ts';

/** The lock's name; one per origin. */
const PET_LOCK = 'tokenling-pet';
/** The channel the driving tab announces each saved state on. */
const PET_CHANNEL = 'tokenling-pet';

/**
 * Resolves once this tab holds the pet's lock. `onWaiting` runs at once if
 * another tab holds it. Without Web Locks the tab drives at once.
 */
export function holdPetLock(onWaiting: () => void): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return Promise.resolve();
  return new Promise((granted) => {
    const hold = () => {
      granted();
      return new Promise<never>(() => {}); // kept until the tab closes
    };
    void locks.request(PET_LOCK, { ifAvailable: true }, (lock) => {
      if (lock) return hold();
      onWaiting();
      void locks.request(PET_LOCK, hold);
      return undefined;
    });
  });
}

/** The broadcast between tabs: the driving tab posts each saved life; the others listen. */
export class PetChannel {
  private readonly channel: BroadcastChannel | null =
    typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(PET_CHANNEL) : null;

  post(life: Life): void {
    this.channel?.postMessage({ type: 'life', life });
  }

  listen(fn: (life: Life) => void): void {
    if (this.channel)
      this.channel.onmessage = (e: MessageEvent<{ type?: string; life?: Life }>) =>
        e.data?.type === 'life' && e.data.life && fn(e.data.life);
  }
}
