/**
 * Faults in storage: a turn's write aborted at every step leaves the state from
 * before the turn or after it, never between; a full disk keeps the pet playing,
 * says so with the numbers, and loses nothing saved; an offer left unanswered by
 * a closed tab is answered on the next open.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/sim/index.ts';
import { PetStore, type Life } from '../../src/store/db.ts';
import { PetController } from '../../src/app/controller.ts';
import { ScriptedBrain } from '../helpers/scripted-brain.ts';

const T0 = Date.UTC(2026, 10, 30, 10, 0);
let n = 0;

async function hatched(dbName = `tl-faults-${++n}`, brain = new ScriptedBrain(() => 'hi! [emote:happy]')) {
  const clock = { t: T0 };
  const store = await PetStore.open(dbName);
  const c = new PetController({
    store,
    brain,
    now: () => clock.t,
    seed: () => 7,
    estimate: async () => ({ usage: 52_000_000, quota: 60_000_000 }),
  });
  await c.open();
  await c.hatch('Mochi', 'Sam');
  return { c, store, clock, dbName, brain };
}

/** Makes the transaction abort right after its `at`-th put (0-based) from now, once; 'every' aborts them all. */
function abortAfterPut(at: number | 'every'): () => void {
  const original = IDBObjectStore.prototype.put;
  let calls = 0;
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    const req = original.apply(this, args);
    req.addEventListener('error', (e) => e.preventDefault()); // the abort is the test's doing, not an error to report
    if (at === 'every' || calls++ === at) this.transaction.abort();
    return req;
  } as IDBObjectStore['put'];
  return () => (IDBObjectStore.prototype.put = original);
}

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe('a turn interrupted while it is written', () => {
  it('leaves the state before the turn or after it at every step of the write, never a mix', async () => {
    // The turn under test files a diary page: two puts (the pet, the page) in one transaction.
    const brain = new ScriptedBrain((r) => (r.mode === 'diary' ? 'a lovely first day.' : 'hi!'));
    const { store, clock, dbName } = await hatched(undefined, brain);
    const c1 = new PetController({ store, brain, now: () => clock.t, seed: () => 7 });
    await c1.open();
    await c1.say('good morning');
    store.close();
    clock.t += DAY_MS;
    for (const at of [0, 1]) {
      const copy = `${dbName}-copy-${at}`;
      const src = await PetStore.open(dbName);
      const before: Life = await src.load();
      src.close();
      const dst = await PetStore.open(copy);
      await dst.replace(before);
      restore = abortAfterPut(at);
      const c = new PetController({ store: dst, brain, now: () => clock.t, seed: () => 7 });
      await c.open();
      restore();
      restore = null;
      const after = await dst.load();
      // The catch-up write (one put) and the diary page write (two puts) each land whole or not at all.
      const filed = after.pet!.diary.length === 1;
      expect(after.pages.length === 1).toBe(filed);
      expect(after.pet!.finishedDays.length === 0).toBe(filed);
      if (!filed) expect(after.pages).toEqual(before.pages);
      dst.close();
    }
  });

  it('writes that abort keep the previous state, and the app says it could not save', async () => {
    const { c, store, dbName } = await hatched();
    const saved = await store.load();
    restore = abortAfterPut('every');
    await c.say('are you there?');
    restore();
    restore = null;
    expect(c.state.notice).toMatch(/^Mochi's last moments could not be saved just now\. Mochi keeps playing/);
    expect(c.state.pet!.chat.slice(-2)).toEqual(['Sam: are you there?', 'Mochi: hi! [emote:happy]']);
    expect(await store.load()).toEqual(saved);
    // The next write that succeeds saves everything on screen, and the notice goes.
    await c.say('ok');
    expect(c.state.notice).toBeNull();
    store.close();
    const again = await PetStore.open(dbName);
    expect((await again.load()).pet!.chat).toEqual(c.state.pet!.chat);
  });
});

describe('storage full', () => {
  it('keeps playing from memory, says so with the numbers, and loses nothing already saved', async () => {
    const { c, store, dbName } = await hatched();
    await c.say('hello');
    const saved = await store.load();
    const realSave = store.saveTurn.bind(store);
    store.saveTurn = async () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    await c.say('do you like frogs?');
    expect(c.state.notice).toMatch(/Storage is full \(52\.0 MB used of 60\.0 MB\)/);
    expect(c.state.pet!.chat.slice(-2)).toEqual(['Sam: do you like frogs?', 'Mochi: hi! [emote:happy]']);
    expect(await store.load()).toEqual(saved);
    // Room again: the next turn saves everything, and the notice goes.
    store.saveTurn = realSave;
    await c.say('yay');
    expect(c.state.notice).toBeNull();
    store.close();
    const again = await PetStore.open(dbName);
    expect((await again.load()).pet!.chat).toContain('Sam: do you like frogs?');
  });
});

describe('a diary page written while storage is full', () => {
  it('is saved with the next save that succeeds, never lost', async () => {
    const { c, store, clock, dbName } = await hatched();
    await c.say('hello');
    const realSave = store.saveTurn.bind(store);
    store.saveTurn = async () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    clock.t += DAY_MS;
    await c.resume();
    expect(c.state.pages.length).toBe(1);
    expect(c.state.notice).toMatch(/Storage is full/);
    // Room again: the next save carries the page with it.
    store.saveTurn = realSave;
    await c.say('good morning');
    store.close();
    const again = await PetStore.open(dbName);
    const life = await again.load();
    expect(life.pages.map((p) => p.day)).toEqual([1]);
    expect(life.pet!.finishedDays).toEqual([]);
    again.close();
  });
});

describe('an offer left unanswered', () => {
  it('is answered when the app opens again', async () => {
    const { c, store, clock, dbName, brain } = await hatched();
    brain.hold();
    void c.care({ kind: 'offer', offer: 'food', food: 'apple' });
    await new Promise((r) => setTimeout(r, 20));
    // The tab closes while the pet is thinking: the offer is saved, the answer is not.
    expect((await store.load()).pet!.pendingOffer).toEqual({ kind: 'food', food: 'apple' });
    store.close();
    const brain2 = new ScriptedBrain(() => 'yum [yes]');
    const again = new PetController({
      store: await PetStore.open(dbName),
      brain: brain2,
      now: () => clock.t,
      seed: () => 1,
    });
    await again.open();
    expect(again.state.pet!.pendingOffer).toBeNull();
    expect(again.state.pet!.chat.at(-1)).toBe('Mochi: yum [yes]');
  });
});

describe('the clock set back or forward by months', () => {
  it('set back: time does not run backwards and the pet plays on', async () => {
    const { c, store, clock, dbName } = await hatched();
    await c.say('hello');
    const before = c.state.pet!;
    store.close();
    clock.t -= 90 * DAY_MS;
    const again = new PetController({
      store: await PetStore.open(dbName),
      brain: new ScriptedBrain(() => 'hi again'),
      now: () => clock.t,
      seed: () => 2,
    });
    await again.open();
    const pet = again.state.pet!;
    expect(pet.now).toBe(before.now);
    expect(pet.stats).toEqual(before.stats);
    expect(pet.chat.filter((l) => l.includes('came back'))).toEqual([]);
    await again.say('the clock is wrong');
    expect(again.state.pet!.chat.at(-1)).toBe('Mochi: hi again');
  });

  it('set forward: the catch-up is bounded and the pet is sane', async () => {
    const { c, store, clock, dbName } = await hatched();
    await c.say('see you');
    store.close();
    clock.t += 200 * DAY_MS;
    const again = new PetController({
      store: await PetStore.open(dbName),
      brain: new ScriptedBrain(() => 'I missed you'),
      now: () => clock.t,
      seed: () => 3,
    });
    await again.open();
    const pet = again.state.pet!;
    expect(pet.now).toBe(clock.t);
    expect(pet.stage).toBe('adult');
    for (const v of Object.values(pet.stats)) expect(v >= 0 && v <= 100).toBe(true);
    expect(pet.chat.some((l) => /came back after/.test(l))).toBe(true);
  });
});
