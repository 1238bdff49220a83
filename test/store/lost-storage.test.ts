/**
 * Losing storage never loses the pet while the page lives: a save that fails says the truth (the browser may
 * clear what was saved) and keeps the life in memory; a database connection that closed or a database that
 * vanished is opened again and the whole life written back. (Issue 39: after a full disk every save failed
 * with "The database connection is closing" and the app never reopened it.)
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { PetStore } from '../../src/store/db.ts';
import { PetController } from '../../src/app/controller.ts';
import { DAY_MS, newPet, type PetState } from '../../src/sim/index.ts';
import { ScriptedBrain } from '../helpers/scripted-brain.ts';
import { installLocalStorage } from '../helpers/local-storage.ts';

const T0 = Date.UTC(2026, 10, 30, 10, 0);
let n = 0;
installLocalStorage();

async function hatched() {
  const dbName = `tl-lost-storage-${++n}`;
  const store = await PetStore.open(dbName);
  const clock = { t: T0 };
  const c = new PetController({
    store,
    brain: new ScriptedBrain(() => 'hi! [emote:happy]'),
    now: () => clock.t,
    seed: () => 7,
    estimate: async () => ({ usage: 60e6, quota: 60e6 }),
  });
  await c.open();
  await c.hatch('Mochi', 'Sam');
  await c.say('hello');
  return { c, store, dbName, clock };
}

const deleteDb = (name: string) =>
  new Promise<void>((resolve) => {
    const r = indexedDB.deleteDatabase(name);
    r.onsuccess = r.onerror = r.onblocked = () => resolve();
  });

describe('losing storage while the page lives', () => {
  it('a full disk is told truthfully, with an export, and never claims what was saved is safe', async () => {
    const { c, store } = await hatched();
    store.saveTurn = async () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    await c.say('are you there?');
    expect(c.state.notice).toMatch(/export/i);
    expect(c.state.notice).not.toMatch(/everything saved before is kept/i);
    expect(c.state.unsaved).toBe(true);
  });

  it('a closed database connection is opened again and the whole life written back', async () => {
    const { c, store, dbName, clock } = await hatched();
    clock.t += DAY_MS;
    await c.resume();
    // The browser closes the connection under the app (as Chromium does when it clears the site's data).
    store.close();
    await c.say('still here?');
    expect(c.state.unsaved).toBe(false);
    const again = await PetStore.open(dbName);
    const life = await again.load();
    expect(life.pet!.chat).toContain('Sam: still here?');
    expect(life.pages.map((p) => p.day)).toEqual([1]);
    again.close();
  });

  it('a database deleted under the app is made again with the whole life, pages and a backup', async () => {
    const { c, store, dbName, clock } = await hatched();
    clock.t += DAY_MS;
    await c.resume();
    store.close();
    await deleteDb(dbName);
    await c.say('are you ok?');
    const again = await PetStore.open(dbName);
    const life = await again.load();
    expect(life.pet!.chat).toContain('Sam: are you ok?');
    expect(life.pages.map((p) => p.day)).toEqual([1]);
    expect((await again.backups()).map((b) => b.name)).toContain('Mochi');
    again.close();
  });
});

describe('the backups kept in memory', () => {
  it('a database deleted under the app gets back the older backups: the daily ring and the replaced pet', async () => {
    const { c, store, dbName, clock } = await hatched();
    clock.t += DAY_MS;
    await c.resume();
    await c.say('a new day');
    await c.reset();
    await c.hatch('Bun', 'Ana');
    await c.say('hi Bun');
    clock.t += DAY_MS;
    await c.say('another day');
    const before = await store.backups();
    // Mochi's two days and the replaced Mochi, Bun's two days.
    expect(before.length).toBe(5);
    store.close();
    await deleteDb(dbName);
    await c.say('still there?');
    const again = await PetStore.open(dbName);
    const after = await again.backups();
    expect(after.map((b) => b.id)).toEqual(expect.arrayContaining(before.map((b) => b.id)));
    const mochi = await again.backup(before.find((b) => b.kind === 'replaced')!.id);
    expect(mochi!.pet!.chat).toContain('Sam: a new day');
    expect(mochi!.pages.map((p) => p.day)).toEqual([1]);
    expect((await again.load()).pet!.chat).toContain('Ana: still there?');
    again.close();
  });

  it('a write back that fails is owed until a save succeeds: the pages and backups come with it', async () => {
    const name = `tl-lost-storage-${++n}`;
    const store = await PetStore.open(name);
    const pet = newPet({ name: 'Mochi', owner: 'Sam', now: T0, seed: 1 });
    await store.replace({ pet, pages: [] }, T0);
    const page = { day: 1, date: '2026-11-30', text: 'a good day', writtenAt: T0 + DAY_MS };
    const saved = await store.saveTurn({ ...pet, now: T0 + DAY_MS }, [page]);
    const before = await store.backups();
    store.close();
    await deleteDb(name);
    await store.reopen();
    // The first try after the database is made again fails (an uncloneable value stands in for a full disk).
    const bad = { ...saved, backedUpDay: null, oops: () => 1 } as unknown as PetState;
    await expect(store.saveTurn(bad, [page])).rejects.toThrow();
    await store.saveTurn({ ...saved, now: saved.now + 1000 });
    const life = await store.load();
    expect(life.pet!.name).toBe('Mochi');
    expect(life.pages).toEqual([page]);
    expect((await store.backups()).map((b) => b.id)).toEqual(expect.arrayContaining(before.map((b) => b.id)));
    store.close();
  });
  it('an import into a database made again after it vanished keeps the backups held in memory', async () => {
    const name = `tl-lost-storage-${++n}`;
    const store = await PetStore.open(name);
    const mochi = newPet({ name: 'Mochi', owner: 'Sam', now: T0, seed: 1 });
    await store.replace({ pet: mochi, pages: [] }, T0);
    await store.saveTurn({ ...mochi, chat: ['Sam: hello'] });
    await store.replace({ pet: newPet({ name: 'Bun', owner: 'Sam', now: T0, seed: 2 }), pages: [] }, T0 + 1);
    const before = await store.backups();
    store.close();
    await deleteDb(name);
    await store.reopen();
    await store.replace({ pet: newPet({ name: 'Rex', owner: 'Sam', now: T0, seed: 3 }), pages: [] }, T0 + 2);
    expect((await store.load()).pet!.name).toBe('Rex');
    expect((await store.backups()).map((b) => b.id)).toEqual(expect.arrayContaining(before.map((b) => b.id)));
    store.close();
  });
});

describe('storage the browser may clear', () => {
  const opened = async (name: string, persisted: boolean) => {
    const store = await PetStore.open(name);
    const c = new PetController({
      store,
      brain: new ScriptedBrain(() => 'hi! [emote:happy]'),
      now: () => T0,
      seed: () => 7,
      persisted: async () => persisted,
    });
    await c.open();
    return { c, store };
  };

  it('where storage is not persisted, says so once and offers to ask for it', async () => {
    const name = `tl-persist-${++n}`;
    const first = await opened(name, false);
    await first.c.hatch('Mochi', 'Sam');
    first.store.close();
    const second = await opened(name, false);
    expect(second.c.state.notice).toMatch(/may clear/);
    expect(second.c.state.askPersist).toBe(true);
    second.store.close();
    const third = await opened(name, false);
    expect(third.c.state.notice ?? '').not.toMatch(/may clear/);
    third.store.close();
  });

  it('says nothing where storage is persisted', async () => {
    const name = `tl-persist-${++n}`;
    const first = await opened(name, true);
    await first.c.hatch('Mochi', 'Sam');
    first.store.close();
    const second = await opened(name, true);
    expect(second.c.state.notice ?? '').not.toMatch(/may clear/);
  });
});
