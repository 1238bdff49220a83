/**
 * Backups: one a day taken in the turn's own transaction (the newest seven kept),
 * every pet an import or reset replaces kept too, each restorable; an import that
 * fails at once (an uncloneable value) or for lack of room changes nothing.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DAY_MS, newPet, type PetState } from '../../src/sim/index.ts';
import { DAILY_BACKUPS, PetStore, REPLACED_BACKUPS } from '../../src/store/db.ts';

const T0 = Date.UTC(2026, 10, 30, 10, 0);
let n = 0;
const open = () => PetStore.open(`tl-backups-${++n}`);

describe('daily backups', () => {
  it('the first save of each day takes a backup of the whole life, and keeps the newest seven', async () => {
    const store = await open();
    let pet: PetState = newPet({ name: 'Mochi', owner: 'Sam', now: T0, seed: 1 });
    for (let d = 0; d < 10; d++) {
      pet = await store.saveTurn({ ...pet, now: T0 + d * DAY_MS }, [
        {
          day: d + 1,
          date: `2026-12-${String(d + 1).padStart(2, '0')}`,
          text: `page ${d + 1}`,
          writtenAt: T0 + d * DAY_MS,
        },
      ]);
      pet = await store.saveTurn({ ...pet, now: T0 + d * DAY_MS + 1000 });
    }
    const list = await store.backups();
    expect(list.length).toBe(DAILY_BACKUPS);
    expect(list.every((b) => b.kind === 'daily' && b.name === 'Mochi')).toBe(true);
    expect(list[0]!.at).toBe(T0 + 9 * DAY_MS);
    const newest = await store.backup(list[0]!.id);
    expect(newest!.pages.map((p) => p.text)).toEqual(Array.from({ length: 10 }, (_, i) => `page ${i + 1}`));
    store.close();
  });
});

describe('replacing a pet', () => {
  it('keeps the replaced pet as a backup that restores it', async () => {
    const store = await open();
    const mochi = await store.saveTurn(newPet({ name: 'Mochi', owner: 'Sam', now: T0, seed: 1 }));
    await store.replace({ pet: newPet({ name: 'Bun', owner: 'Sam', now: T0, seed: 2 }), pages: [] }, T0 + 5);
    expect((await store.load()).pet!.name).toBe('Bun');
    const replaced = (await store.backups()).find((b) => b.kind === 'replaced')!;
    expect(replaced.name).toBe('Mochi');
    const back = await store.backup(replaced.id);
    await store.replace(back!, T0 + 6);
    expect((await store.load()).pet).toEqual(mochi);
    // Bun is kept in turn.
    expect((await store.backups()).filter((b) => b.kind === 'replaced').map((b) => b.name)).toEqual(['Bun', 'Mochi']);
    store.close();
  });

  it(`keeps the newest ${REPLACED_BACKUPS} replaced pets`, async () => {
    const store = await open();
    for (let i = 0; i < 6; i++)
      await store.replace({ pet: newPet({ name: `P${i}`, owner: 'Sam', now: T0, seed: i }), pages: [] }, T0 + i);
    expect((await store.backups()).filter((b) => b.kind === 'replaced').map((b) => b.name)).toEqual(['P4', 'P3', 'P2']);
    store.close();
  });

  it('an import whose put throws at once (an uncloneable value) changes nothing', async () => {
    const store = await open();
    await store.saveTurn(newPet({ name: 'Mochi', owner: 'Sam', now: T0, seed: 1 }), [
      { day: 1, date: '2026-11-30', text: 'a page', writtenAt: T0 },
    ]);
    const bad = { ...newPet({ name: 'Bun', owner: 'Sam', now: T0, seed: 2 }), oops: () => 1 } as unknown as PetState;
    await expect(store.replace({ pet: bad, pages: [] })).rejects.toThrow();
    const life = await store.load();
    expect(life.pet!.name).toBe('Mochi');
    expect(life.pages.map((p) => p.text)).toEqual(['a page']);
    store.close();
  });
});
