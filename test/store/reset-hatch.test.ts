/**
 * A reset and a hatch are single actions: however many times Hatch is tapped, one pet hatches; the pet a reset
 * replaced stays in the backups whatever follows; a new pet's daily backup never replaces the previous pet's.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { newPet, say } from '../../src/sim/index.ts';
import { PetStore } from '../../src/store/db.ts';
import { PetController } from '../../src/app/controller.ts';
import { ScriptedBrain } from '../helpers/scripted-brain.ts';
import { installLocalStorage } from '../helpers/local-storage.ts';

const T0 = Date.UTC(2026, 10, 30, 10, 0);
let n = 0;
installLocalStorage();

/** A store holding Pip, who has said something and been answered. */
async function withPip() {
  const store = await PetStore.open(`tl-reset-${++n}`);
  await store.saveTurn(say(newPet({ name: 'Pip', owner: 'Sam', now: T0, seed: 1 }), 'hello Pip').pet);
  return store;
}
const replacedNames = async (store: PetStore) =>
  (await store.backups()).filter((b) => b.kind === 'replaced').map((b) => b.name);

describe('a reset, then hatches', () => {
  it('four quick hatches after a reset make one pet, and Pip stays in the backups', async () => {
    const store = await withPip();
    const c = new PetController({
      store,
      brain: new ScriptedBrain(() => 'hi! [emote:happy]'),
      now: () => T0 + 1000,
      seed: () => 7,
    });
    await c.open();
    await c.reset();
    await Promise.all(['Bun', 'Dot', 'Fig', 'Kit'].map((name) => c.hatch(name, 'Sam').catch(() => {})));
    expect(c.state.pet!.name).toBe('Bun');
    expect(await replacedNames(store)).toContain('Pip');
    const pip = (await store.backups()).find((b) => b.name === 'Pip' && b.kind === 'replaced')!;
    expect((await store.backup(pip.id))!.pet!.chat).toContain('Sam: hello Pip');
    store.close();
  });

  it('an empty egg replaced after Pip never pushes Pip out of the backups', async () => {
    const store = await withPip();
    await store.replace({ pet: null, pages: [] }, T0 + 1);
    for (const [i, name] of ['Bun', 'Dot', 'Fig', 'Kit', 'Lu'].entries())
      await store.replace({ pet: newPet({ name, owner: 'Sam', now: T0, seed: 2 }), pages: [] }, T0 + 2 + i);
    expect(await replacedNames(store)).toContain('Pip');
    store.close();
  });

  it('two pets replaced in the same millisecond each keep their own backup', async () => {
    const store = await withPip();
    await store.replace(
      { pet: say(newPet({ name: 'Bun', owner: 'Sam', now: T0, seed: 2 }), 'hi Bun').pet, pages: [] },
      T0 + 2,
    );
    await store.replace({ pet: newPet({ name: 'Dot', owner: 'Sam', now: T0, seed: 3 }), pages: [] }, T0 + 2);
    expect(await replacedNames(store)).toEqual(expect.arrayContaining(['Pip', 'Bun']));
    store.close();
  });

  it("a new pet's first daily backup leaves the previous pet's backup of the same day", async () => {
    const store = await withPip();
    await store.replace({ pet: newPet({ name: 'Bun', owner: 'Sam', now: T0 + 5000, seed: 2 }), pages: [] }, T0 + 5000);
    await store.saveTurn(say((await store.load()).pet!, 'hi Bun').pet);
    const daily = (await store.backups()).filter((b) => b.kind === 'daily').map((b) => b.name);
    expect(daily).toEqual(expect.arrayContaining(['Pip', 'Bun']));
    store.close();
  });
});
