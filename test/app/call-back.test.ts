/** Calling the owner back: the tab title, the app badge, and the hidden page's notification. */
import { describe, expect, it, vi } from 'vitest';
import { needsOf, nextNeedAt } from '../../src/sim/needs.ts';
import { advance, newPet, fromLocalIso, HOUR_MS, type PetState, type Stats } from '../../src/sim/index.ts';
import {
  CallBack,
  NEED_HORIZON_MS,
  NEEDS_SYNC_MIN_INTERVAL_MS,
  NEEDS_SYNC_TAG,
  NOTIFICATION_TAG,
  notificationFor,
  registerNeedsSync,
  requestNotifications,
  titleFor,
  unregisterNeedsSync,
  type BadgeNav,
  type CallBackClock,
  type NotificationAnswer,
  type Notifier,
  type PageDoc,
  type PetNotification,
} from '../../src/app/call-back.ts';

const T0 = fromLocalIso('2026-11-30T09:00');
const URL_ = 'https://example.test/tokenling/';

/** Pip as a well-kept teen (its body at the rates as written, needing nothing), with these stats and fields. */
function pip(stats: Partial<Stats> = {}, more: Partial<PetState> = {}): PetState {
  const pet = newPet({ name: 'Pip', owner: 'Sam', now: T0, seed: 1, traits: ['curious', 'foodie'] });
  return { ...pet, stage: 'teen', ...more, stats: { tummy: 60, fun: 70, energy: 80, clean: 100, ...stats } };
}

/** A clock whose timers run only when the test moves time on. */
class FakeClock implements CallBackClock {
  t = T0;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private next = 1;
  now = () => this.t;
  setTimeout = (fn: () => void, ms: number) => {
    this.timers.set(this.next, { at: this.t + ms, fn });
    return this.next++;
  };
  clearTimeout = (handle: unknown) => {
    this.timers.delete(handle as number);
  };
  /** When the pending timers are due. */
  get pending(): number[] {
    return [...this.timers.values()].map((x) => x.at);
  }
  /** Moves to `to`, running each timer due on the way. */
  runTo(to: number): void {
    for (;;) {
      const due = [...this.timers.entries()].filter(([, x]) => x.at <= to).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.t = due[1].at;
      due[1].fn();
    }
    this.t = to;
  }
}

/** A document whose visibility the test sets. */
class FakeDoc implements PageDoc {
  title = 'tokenling';
  visibilityState: DocumentVisibilityState = 'visible';
  private listeners = new Set<() => void>();
  addEventListener(_type: 'visibilitychange', fn: () => void): void {
    this.listeners.add(fn);
  }
  removeEventListener(_type: 'visibilitychange', fn: () => void): void {
    this.listeners.delete(fn);
  }
  set(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    for (const fn of this.listeners) fn();
  }
}

class FakeNotifier implements Notifier {
  shown: PetNotification[] = [];
  constructor(public answer: NotificationAnswer = 'granted') {}
  permission = () => this.answer;
  show = async (n: PetNotification) => {
    this.shown.push(n);
  };
}

function setup(answer: NotificationAnswer = 'granted') {
  const clock = new FakeClock();
  const doc = new FakeDoc();
  const notifier = new FakeNotifier(answer);
  const nav = { setAppBadge: vi.fn(async (_n?: number) => {}), clearAppBadge: vi.fn(async () => {}) };
  const callBack = new CallBack({ nav, doc, notifier, clock, url: URL_ });
  callBack.start();
  callBack.setEnabled(true);
  return { clock, doc, notifier, nav, callBack };
}

describe('titleFor', () => {
  it('is the plain app title when the pet needs nothing', () => {
    expect(titleFor('Pip', [])).toBe('tokenling');
  });

  it('says one need', () => {
    expect(titleFor('Pip', ['hungry'])).toBe('Pip is hungry · tokenling');
  });

  it('joins two needs with "and"', () => {
    expect(titleFor('Pip', ['hungry', 'dirty'])).toBe('Pip is hungry and dirty · tokenling');
  });

  it('lists more with commas and a last "and"', () => {
    expect(titleFor('Pip', ['sick', 'hungry', 'lonely'])).toBe('Pip is sick, hungry and lonely · tokenling');
  });
});

describe('notificationFor', () => {
  it('says the needs and the care for the first, tagged, opening the app', () => {
    const n = notificationFor('Pip', ['hungry', 'dirty'], URL_);
    expect(n.options.body).toBe('Pip is hungry and dirty — come feed Pip');
    expect(n.options.tag).toBe(NOTIFICATION_TAG);
    expect(n.options.data).toEqual({ url: URL_ });
  });

  it('asks for the care the most urgent need wants', () => {
    expect(notificationFor('Pip', ['sick'], URL_).options.body).toBe('Pip is sick — come give Pip medicine');
    expect(notificationFor('Pip', ['lonely'], URL_).options.body).toBe('Pip is lonely — come play with Pip');
  });
});

describe('CallBack: title and badge', () => {
  it('sets the title to what the pet needs', () => {
    const { doc, callBack } = setup();
    callBack.update(pip({ tummy: 10, clean: 10 }));
    expect(doc.title).toBe('Pip is hungry and dirty · tokenling');
    callBack.update(pip());
    expect(doc.title).toBe('tokenling');
  });

  it('sets the badge to the number of needs', () => {
    const { nav, callBack } = setup();
    callBack.update(pip({ tummy: 10, clean: 10 }));
    expect(nav.setAppBadge).toHaveBeenLastCalledWith(2);
    callBack.update(pip({ tummy: 10 }));
    expect(nav.setAppBadge).toHaveBeenLastCalledWith(1);
  });

  it('clears the badge when the pet needs nothing', () => {
    const { nav, callBack } = setup();
    callBack.update(pip({ tummy: 10 }));
    expect(nav.clearAppBadge).not.toHaveBeenCalled();
    callBack.update(pip());
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1);
  });

  it('does not throw without the Badging API, nor when it throws or rejects', () => {
    const bare = new CallBack({ nav: {}, doc: new FakeDoc(), notifier: new FakeNotifier(), clock: new FakeClock() });
    expect(() => bare.update(pip({ tummy: 10 }))).not.toThrow();
    const throwing: BadgeNav = {
      setAppBadge: () => {
        throw new Error('not allowed');
      },
      clearAppBadge: () => Promise.reject(new Error('not allowed')),
    };
    const odd = new CallBack({
      nav: throwing,
      doc: new FakeDoc(),
      notifier: new FakeNotifier(),
      clock: new FakeClock(),
    });
    expect(() => odd.update(pip({ tummy: 10 }))).not.toThrow();
    expect(() => odd.update(pip())).not.toThrow();
  });
});

describe("CallBack: the hidden page's notification", () => {
  const expected = nextNeedAt(pip(), T0, NEED_HORIZON_MS)!;

  it('schedules nothing while the page is visible', () => {
    const { clock, callBack } = setup();
    callBack.update(pip());
    expect(clock.pending).toEqual([]);
  });

  it('schedules the next need when the page is hidden and permission is granted', () => {
    const { clock, doc, callBack } = setup();
    callBack.update(pip());
    doc.set('hidden');
    expect(clock.pending).toEqual([expected.at]);
    expect(callBack.dueAt).toBe(expected.at);
  });

  it('schedules nothing without permission', () => {
    for (const answer of ['default', 'denied', 'unsupported'] as const) {
      const { clock, doc, callBack } = setup(answer);
      callBack.update(pip());
      doc.set('hidden');
      expect(clock.pending, answer).toEqual([]);
    }
  });

  it('schedules nothing until the owner turns notifications on', () => {
    const { clock, doc, callBack } = setup();
    callBack.setEnabled(false);
    callBack.update(pip());
    doc.set('hidden');
    expect(clock.pending).toEqual([]);
    callBack.setEnabled(true);
    expect(clock.pending).toEqual([expected.at]);
  });

  it("fires at the computed time, not a step before, with the pet's name and need", () => {
    const { clock, doc, notifier, callBack } = setup();
    callBack.update(pip());
    doc.set('hidden');
    clock.runTo(expected.at - 1);
    expect(notifier.shown).toEqual([]);
    clock.runTo(expected.at);
    expect(notifier.shown.map((n) => n.options.body)).toEqual(['Pip is hungry — come feed Pip']);
  });

  it("updates the hidden tab's title and badge when it fires", () => {
    const { clock, doc, nav, callBack } = setup();
    callBack.update(pip());
    doc.set('hidden');
    clock.runTo(expected.at);
    expect(doc.title).toBe('Pip is hungry · tokenling');
    expect(nav.setAppBadge).toHaveBeenLastCalledWith(1);
  });

  it('after firing, schedules the next new need, not the same one again', () => {
    const { clock, doc, callBack } = setup();
    callBack.update(pip());
    doc.set('hidden');
    clock.runTo(expected.at);
    const then = advance(pip(), expected.at).pet;
    const next = nextNeedAt(then, expected.at, NEED_HORIZON_MS)!;
    expect(next.need).not.toBe('hungry');
    expect(clock.pending).toEqual([next.at]);
  });

  it('is cleared when the page is visible again', () => {
    const { clock, doc, notifier, callBack } = setup();
    callBack.update(pip());
    doc.set('hidden');
    expect(clock.pending).toHaveLength(1);
    doc.set('visible');
    expect(clock.pending).toEqual([]);
    expect(callBack.dueAt).toBeNull();
    clock.runTo(expected.at + HOUR_MS);
    expect(notifier.shown).toEqual([]);
  });

  it('moves when the pet is cared for while the page is hidden', () => {
    const { clock, doc, callBack } = setup();
    callBack.update(pip());
    doc.set('hidden');
    const fed = pip({ tummy: 100 });
    callBack.update(fed);
    const later = nextNeedAt(fed, T0, NEED_HORIZON_MS)!;
    expect(later.at).toBeGreaterThan(expected.at);
    expect(clock.pending).toEqual([later.at]);
  });

  it('is cleared by stop()', () => {
    const { clock, doc, callBack } = setup();
    callBack.update(pip());
    doc.set('hidden');
    callBack.stop();
    expect(clock.pending).toEqual([]);
    doc.set('visible');
    doc.set('hidden');
    expect(clock.pending).toEqual([]);
  });

  it('says every need the pet has when it fires, not only the new one', () => {
    const { clock, doc, notifier, callBack } = setup();
    const dirty = pip({ clean: 0 });
    expect(needsOf(dirty)).toEqual(['dirty']);
    callBack.update(dirty);
    doc.set('hidden');
    clock.runTo(clock.pending[0]!);
    expect(notifier.shown[0]?.options.body).toBe('Pip is hungry and dirty — come feed Pip');
  });
});

describe('requestNotifications', () => {
  it('is "unsupported" where there is no Notification API', async () => {
    expect(await requestNotifications(undefined)).toBe('unsupported');
  });

  it("returns the browser's answer from the promise", async () => {
    expect(
      await requestNotifications({
        permission: 'default',
        requestPermission: async (): Promise<NotificationPermission> => 'granted',
      }),
    ).toBe('granted');
  });

  it('returns the answer from the callback of an older Safari', async () => {
    const api = {
      permission: 'default' as const,
      requestPermission: (cb?: (p: NotificationPermission) => void) => (cb?.('denied'), undefined),
    };
    expect(await requestNotifications(api)).toBe('denied');
  });

  it('returns the current permission when asking fails', async () => {
    expect(
      await requestNotifications({ permission: 'default', requestPermission: () => Promise.reject(new Error('no')) }),
    ).toBe('default');
  });
});

describe('registerNeedsSync', () => {
  it('is "unsupported" without a registration or without periodicSync', async () => {
    expect(await registerNeedsSync(null)).toBe('unsupported');
    expect(await registerNeedsSync({})).toBe('unsupported');
  });

  it('registers the needs tag at an hour at least', async () => {
    const register = vi.fn(async () => {});
    expect(await registerNeedsSync({ periodicSync: { register, unregister: async () => {} } })).toBe('registered');
    expect(register).toHaveBeenCalledWith(NEEDS_SYNC_TAG, { minInterval: NEEDS_SYNC_MIN_INTERVAL_MS });
    expect(NEEDS_SYNC_MIN_INTERVAL_MS).toBe(HOUR_MS);
  });

  it('is "refused" when the browser says no', async () => {
    const register = () => Promise.reject(new DOMException('not installed', 'NotAllowedError'));
    expect(await registerNeedsSync({ periodicSync: { register, unregister: async () => {} } })).toBe('refused');
  });

  it('unregisters the tag, and never throws', async () => {
    const unregister = vi.fn(async () => {});
    await unregisterNeedsSync({ periodicSync: { register: async () => {}, unregister } });
    expect(unregister).toHaveBeenCalledWith(NEEDS_SYNC_TAG);
    await expect(
      unregisterNeedsSync({
        periodicSync: { register: async () => {}, unregister: () => Promise.reject(new Error('none')) },
      }),
    ).resolves.toBeUndefined();
    await expect(unregisterNeedsSync(undefined)).resolves.toBeUndefined();
  });
});
