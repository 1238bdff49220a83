/**
 * A record the app cannot open offers what it can, on the same screen: its backups, one tap each, and an
 * export of what was read. (Issue 39: a crafted import's record left "restore a backup or import an export
 * from settings" on a screen with no way to settings.)
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { newPet, say, type PetState } from '../../src/sim/index.ts';
import { PetStore } from '../../src/store/db.ts';
import { PetController } from '../../src/app/controller.ts';
import { ScriptedBrain } from '../helpers/scripted-brain.ts';
import { installLocalStorage } from '../helpers/local-storage.ts';

const T0 = Date.UTC(2026, 10, 30, 10, 0);
installLocalStorage();

/** A store whose pet record breaks a rule (a held event of a kind the app never writes), with Pip's daily backup from before. */
async function broken(name: string): Promise<PetStore> {
  const store = await PetStore.open(name);
  const pip = await store.saveTurn(say(newPet({ name: 'Pip', owner: 'Sam', now: T0, seed: 1 }), 'hello Pip').pet);
  await store.saveTurn({ ...pip, heldEvents: [{ kind: 'bogus' }] } as unknown as PetState);
  return store;
}

const opened = async (store: PetStore) => {
  const c = new PetController({
    store,
    brain: new ScriptedBrain(() => 'hi! [emote:happy]'),
    now: () => T0 + 60_000,
    seed: () => 7,
  });
  await c.open();
  return c;
};

describe('a record the app cannot open', () => {
  it('offers its backups on the failed screen, without sending the owner to settings', async () => {
    const c = await opened(await broken('tl-unopenable-1'));
    expect(c.state.phase).toBe('failed');
    expect(c.state.notice).not.toMatch(/settings/);
    expect(c.state.rescue?.map((b) => b.name)).toEqual(['Pip']);
  });

  it('offers an export of what was read, the unreadable record as it is', async () => {
    const c = await opened(await broken('tl-unopenable-2'));
    const file = await c.exportReadFile();
    const doc = JSON.parse(file.text);
    expect(doc.format).toBe('tokenling-pet');
    expect(doc.pet.heldEvents).toEqual([{ kind: 'bogus' }]);
    expect(file.fileName).toMatch(/Pip/);
  });

  it('restores a backup from there, keeping the unreadable record as a backup too', async () => {
    const store = await broken('tl-unopenable-3');
    const c = await opened(store);
    await c.restoreBackup(c.state.rescue![0]!.id);
    expect(c.state.phase).toBe('playing');
    expect(c.state.pet!.chat).toContain('Sam: hello Pip');
    expect((await store.backups()).some((b) => b.kind === 'replaced')).toBe(true);
  });
});
