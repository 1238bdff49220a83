/**
 * Nothing typed is lost: a message is saved the moment it is sent, before the
 * turn that answers it; messages a close cut off are taken in and answered on the
 * next open; an import asks first and keeps the replaced pet; an evicted store is
 * told apart from a first visit; errors on screen are plain sentences.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { PetStore } from '../../src/store/db.ts';
import { exportLife } from '../../src/store/export.ts';
import { newPet } from '../../src/sim/index.ts';
import { HAD_PET_KEY } from '../../src/app/app-view.ts';
import { PetController } from '../../src/app/controller.ts';
import { ScriptedBrain } from '../helpers/scripted-brain.ts';

const T0 = Date.UTC(2026, 10, 30, 10, 0);
let n = 0;

/** A fresh page on the same database: a new store handle and controller, opened. */
async function page(name: string, brain = new ScriptedBrain(() => 'hi! [emote:happy]'), clock = { t: T0 }) {
  const store = await PetStore.open(name);
  const c = new PetController({ store, brain, now: () => clock.t, seed: () => 7 });
  await c.open();
  return { c, store, brain, clock };
}

// A tiny localStorage for the eviction marker (node has none).
const mem = new Map<string, string>();
(globalThis as { localStorage?: unknown }).localStorage = {
  getItem: (k: string) => mem.get(k) ?? null,
  setItem: (k: string, v: string) => void mem.set(k, v),
  removeItem: (k: string) => void mem.delete(k),
};

describe('messages are saved the moment they are sent', () => {
  it('10 messages typed while the pet is still answering, then the page closes: all 10 are there after reopening, and answered', async () => {
    const name = `tl-lost-${++n}`;
    const first = await page(name);
    await first.c.hatch('Mochi', 'Sam');
    first.brain.hold();
    const sent = Array.from({ length: 10 }, (_, i) => first.c.say(`message ${i + 1}`));
    // Each message is saved before the turns before it finish.
    const shown = () =>
      new Set([
        ...first.c.state.outbox.map((m) => m.text),
        ...first.c.state.pet!.chat.filter((l) => l.startsWith('Sam: message')).map((l) => l.slice(5)),
      ]);
    for (let i = 0; i < 50 && shown().size < 10; i++) await new Promise((r) => setTimeout(r, 5));
    expect(shown().size).toBe(10);
    // Only the first has been taken in by a turn; the other nine wait in the outbox, saved.
    expect((await first.store.outbox()).length).toBe(9);
    // The page closes mid-turn: nothing more of it runs.
    first.store.close();
    void sent;
    const again = await page(name);
    const chat = again.c.state.pet!.chat;
    expect(chat.filter((l) => l.startsWith('Sam: message')).map((l) => l.slice(5))).toEqual(
      Array.from({ length: 10 }, (_, i) => `message ${i + 1}`),
    );
    expect(chat.at(-1)).toBe('Mochi: hi! [emote:happy]');
    expect(await again.store.outbox()).toEqual([]);
    again.store.close();
  });

  it('a message cut off mid-turn is answered when the app opens again', async () => {
    const name = `tl-lost-${++n}`;
    const first = await page(name);
    await first.c.hatch('Mochi', 'Sam');
    first.brain.hold();
    void first.c.say('are you there?');
    for (let i = 0; i < 50 && !first.c.state.pet!.chat.includes('Sam: are you there?'); i++)
      await new Promise((r) => setTimeout(r, 5));
    first.store.close();
    const again = await page(name, new ScriptedBrain(() => 'yes! [emote:wave]'));
    expect(again.c.state.pet!.chat.slice(-2)).toEqual(['Sam: are you there?', 'Mochi: yes! [emote:wave]']);
    again.store.close();
  });
});

describe('import asks, and keeps the replaced pet', () => {
  it('shows both pets before anything changes, and the replaced one restores with one call', async () => {
    const name = `tl-lost-${++n}`;
    const { c, store } = await page(name);
    await c.hatch('Pip', 'Sam');
    const bun = newPet({ name: 'Bun', owner: 'Ana', now: T0 - 3 * 86_400_000, seed: 4 });
    const preview = c.previewImport(exportLife({ pet: bun, pages: [] }));
    expect(preview.incoming).toMatchObject({ name: 'Bun', day: 1 });
    expect(preview.current).toMatchObject({ name: 'Pip', day: 1 });
    expect(c.state.pet!.name).toBe('Pip');
    await c.importLife(preview.life);
    expect(c.state.pet!.name).toBe('Bun');
    const kept = (await c.backups()).find((b) => b.kind === 'replaced');
    expect(kept?.name).toBe('Pip');
    expect(await c.restoreBackup(kept!.id)).toBe('Pip');
    expect(c.state.pet!.name).toBe('Pip');
    store.close();
  });

  it("a bad file gets one plain sentence, never the parser's words", () => {
    const c = new PetController({ store: null as never, brain: new ScriptedBrain() });
    expect(() => c.previewImport('{"format": "tokenling-pet", "version": 2, "pet": {"name": "Mochi",')).toThrow(
      /^This file can't be read: it looks cut off or damaged\. Choose a file saved with Export in tokenling's settings\.$/,
    );
  });
});

describe('an evicted store', () => {
  it('is told apart from a first visit, and says what to do', async () => {
    const name = `tl-lost-${++n}`;
    const { c, store } = await page(name);
    await c.hatch('Pip', 'Sam');
    expect(mem.get(HAD_PET_KEY)).toBe('Pip');
    store.close();
    await new Promise<void>((resolve, reject) => {
      const r = indexedDB.deleteDatabase(name);
      r.onsuccess = () => resolve();
      r.onerror = () => reject(r.error);
    });
    const again = await page(name);
    expect(again.c.state.phase).toBe('hatch');
    expect(again.c.state.evicted).toEqual({ name: 'Pip', backup: null });
    expect(again.c.state.notice).toBe(
      "Pip's saved life is missing from this browser: its storage was cleared. Import Pip's saved file (one made with Export) to bring Pip back, or hatch a new egg.",
    );
    again.store.close();
    mem.clear();
    const fresh = await page(`tl-lost-${++n}`);
    expect(fresh.c.state.evicted).toBeNull();
    expect(fresh.c.state.notice).toBeNull();
    fresh.store.close();
  });
});

describe('the export reminder', () => {
  it('comes now and then for a pet a few days old, not again within two weeks, and again after that', async () => {
    const name = `tl-lost-${++n}`;
    const clock = { t: T0 };
    const first = await page(name, new ScriptedBrain(() => 'hi! [emote:happy]'), clock);
    await first.c.hatch('Pip', 'Sam');
    first.store.close();
    clock.t += 5 * 86_400_000;
    const later = await page(name, new ScriptedBrain(() => 'hi! [emote:happy]'), clock);
    expect(later.c.state.notice).toBe(
      'Keep Pip safe: now and then, export a copy from settings (⚙ → Export). Backups live only in this browser.',
    );
    later.store.close();
    clock.t += 86_400_000;
    const next = await page(name, new ScriptedBrain(() => 'hi! [emote:happy]'), clock);
    expect(next.c.state.notice).toBeNull();
    next.c.exportFile();
    await new Promise((r) => setTimeout(r, 10));
    next.store.close();
    clock.t += 15 * 86_400_000;
    const much = await page(name, new ScriptedBrain(() => 'hi! [emote:happy]'), clock);
    // Exported 15 days ago and reminded 16 days ago: due again.
    expect(much.c.state.notice).toMatch(/^Keep Pip safe/);
    much.store.close();
  });
});

describe('an import that fails for lack of room', () => {
  it('says so plainly, keeps the pet, and keeps the "storage is full" notice', async () => {
    const name = `tl-lost-${++n}`;
    const { c, store } = await page(name);
    await c.hatch('Pip', 'Sam');
    c.showNotice('Storage is full (52.0 MB used of 60.0 MB).');
    store.replace = async () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const preview = c.previewImport(
      exportLife({ pet: newPet({ name: 'Bun', owner: 'Ana', now: T0, seed: 4 }), pages: [] }),
    );
    await expect(c.importLife(preview.life)).rejects.toThrow(
      'There is not enough room to bring that pet in, so nothing was changed and Pip is still here. Free some space and try again.',
    );
    expect(c.state.pet!.name).toBe('Pip');
    expect(c.state.notice).toBe('Storage is full (52.0 MB used of 60.0 MB).');
    store.close();
  });
});
