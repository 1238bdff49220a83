import { describe, expect, it } from 'vitest';
import type { AppView } from '../../src/app/app-view.ts';
import type { PetController } from '../../src/app/controller.ts';
import { IdleDriver } from '../../src/app/idle-driver.ts';
import type { IdleIn } from '../../src/workers/idle-schedule.ts';

/** A controller stand-in: the driver reads mayIdle() and hears views. */
function fakeController() {
  let listener: (v: AppView) => void = () => {};
  const c = {
    allowed: true,
    mayIdle: () => c.allowed,
    subscribe: (fn: (v: AppView) => void) => ((listener = fn), () => {}),
    idle: async () => true,
    resume: async () => {},
    push: (v: Partial<AppView>) =>
      listener({
        phase: 'playing',
        pet: { chat: [] },
        thinking: false,
        writingDiary: false,
        ...v,
      } as unknown as AppView),
  };
  return c;
}

describe('the idle driver', () => {
  it('tells the idle timer it is busy exactly when the controller says no idle turn may run', () => {
    const posted: IdleIn[] = [];
    const c = fakeController();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' }) as unknown as Document;
    new IdleDriver(
      c as unknown as PetController,
      () => ({ postMessage: (m: IdleIn) => posted.push(m), onmessage: null }) as unknown as Worker,
      doc,
    ).start();
    c.push({});
    expect(posted.filter((m) => m.type === 'busy').at(-1)).toEqual({ type: 'busy', busy: false });
    // An offer awaits its answer: the controller refuses idle turns, so the timer is not even armed.
    c.allowed = false;
    c.push({});
    expect(posted.filter((m) => m.type === 'busy').at(-1)).toEqual({ type: 'busy', busy: true });
    c.allowed = true;
    c.push({});
    expect(posted.filter((m) => m.type === 'busy').at(-1)).toEqual({ type: 'busy', busy: false });
  });

  it("counts the wait from the owner's new line also when the chat is full (its length no longer grows)", () => {
    const posted: IdleIn[] = [];
    const c = fakeController();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' }) as unknown as Document;
    new IdleDriver(
      c as unknown as PetController,
      () => ({ postMessage: (m: IdleIn) => posted.push(m), onmessage: null }) as unknown as Worker,
      doc,
    ).start();
    const full = Array.from({ length: 200 }, (_, i) => `Mochi: line ${i}`);
    c.push({ pet: { chat: full } as never });
    const pokes = () => posted.filter((m) => m.type === 'poke').length;
    const first = pokes();
    c.push({ pet: { chat: [...full] } as never });
    expect(pokes()).toBe(first); // the same lines: no poke
    c.push({ pet: { chat: [...full.slice(1), 'Sam: hello?'] } as never });
    expect(pokes()).toBe(first + 1);
  });
});
