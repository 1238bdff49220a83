import { describe, expect, it } from 'vitest';
import { IDLE_MAX_MS, IDLE_MIN_MS, IdleSchedule, type Timers } from '../../src/workers/idle-schedule.ts';

/** Fake timers: fire() runs the armed callback as if its delay had passed. */
function fakeTimers() {
  const armed = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  const timers: Timers = {
    set: (fn, ms) => (armed.set(next, { fn, ms }), next++),
    clear: (h) => void armed.delete(h as number),
  };
  return {
    timers,
    armed,
    fire() {
      const [h, t] = [...armed.entries()][0]!;
      armed.delete(h);
      t.fn();
    },
  };
}

function setup(random = () => 0.5) {
  const t = fakeTimers();
  let fired = 0;
  const s = new IdleSchedule(t.timers, random, () => (fired += 1));
  return { s, t, fired: () => fired };
}

describe('idle schedule', () => {
  it('waits between 8 and 20 seconds, randomised', () => {
    for (const [r, ms] of [
      [0, IDLE_MIN_MS],
      [0.999999, IDLE_MAX_MS],
      [0.5, 14_000],
    ] as const) {
      const { s } = setup(() => r);
      s.receive({ type: 'visible', visible: true });
      expect(s.lastDelay).toBe(ms);
    }
  });

  it('asks for a turn only while the page is visible', () => {
    const { s, t, fired } = setup();
    s.receive({ type: 'visible', visible: false });
    expect(s.armed).toBe(false);
    s.receive({ type: 'visible', visible: true });
    expect(s.armed).toBe(true);
    s.receive({ type: 'visible', visible: false });
    expect(s.armed).toBe(false);
    expect(t.armed.size).toBe(0);
    expect(fired()).toBe(0);
  });

  it('never asks while a turn runs, and not again until the last one is done', () => {
    const { s, t, fired } = setup();
    s.receive({ type: 'visible', visible: true });
    t.fire();
    expect(fired()).toBe(1);
    expect(s.armed).toBe(false);
    s.receive({ type: 'poke' });
    expect(s.armed).toBe(false);
    s.receive({ type: 'done' });
    expect(s.armed).toBe(true);
    s.receive({ type: 'busy', busy: true });
    expect(s.armed).toBe(false);
    s.receive({ type: 'busy', busy: false });
    expect(s.armed).toBe(true);
  });

  it('counts the wait afresh after the owner acts', () => {
    let r = 0;
    const { s, t } = setup(() => r);
    s.receive({ type: 'visible', visible: true });
    const first = [...t.armed.keys()][0];
    r = 0.9;
    s.receive({ type: 'poke' });
    expect(t.armed.has(first!)).toBe(false);
    expect(t.armed.size).toBe(1);
    expect(s.lastDelay).toBe(IDLE_MIN_MS + Math.floor(0.9 * (IDLE_MAX_MS - IDLE_MIN_MS + 1)));
  });
});
