/** Export and import: a round trip keeps everything; a bad file is refused with its reason and changes nothing. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { PetStore } from '../../src/store/db.ts';
import { EXPORT_VERSION, exportLife, parseExport } from '../../src/store/export.ts';
import { newPet } from '../../src/sim/index.ts';
import { PetController } from '../../src/app/controller.ts';
import { ScriptedBrain } from '../helpers/scripted-brain.ts';

const T0 = Date.UTC(2026, 10, 30, 10, 0);
const pet = newPet({ name: 'Mochi', owner: 'Sam', now: T0, seed: 3 });
const life = { pet, pages: [{ day: 1, date: '2026-11-30', text: 'I hatched today.', writtenAt: T0 }] };
let n = 0;

async function controllerWith(p = pet) {
  const store = await PetStore.open(`tl-export-${++n}`);
  await store.replace({ pet: p, pages: [] });
  const c = new PetController({ store, brain: new ScriptedBrain(), now: () => T0, seed: () => 1 });
  await c.open();
  return { c, store };
}

describe('export', () => {
  it('round-trips the pet and its diary', () => {
    expect(parseExport(exportLife(life))).toEqual(life);
  });

  it.each([
    ['not JSON', 'hello', /^This file can't be read: it is not a saved pet\. Choose a file saved with Export/],
    ['cut off', exportLife(life).slice(0, 200), /cut off/],
    ['not an export', JSON.stringify({ hello: 1 }), /^This file is not a tokenling pet\./],
    [
      'from a newer version',
      exportLife(life).replace(`"version": ${EXPORT_VERSION}`, `"version": ${EXPORT_VERSION + 1}`),
      /^This pet was saved by a newer version of tokenling\. Update the app/,
    ],
    ['a pet with a forged name', exportLife({ ...life, pet: { ...pet, name: 'Mo:chi' } }), /name/],
    ['a stat out of range', exportLife({ ...life, pet: { ...pet, stats: { ...pet.stats, tummy: 400 } } }), /tummy/],
    ['a broken diary page', exportLife({ ...life, pages: [{ day: 'x' } as never] }), /diary page 1/],
  ])('refuses a file that is %s, saying why', (_, text, why) => {
    expect(() => parseExport(text)).toThrow(why);
  });
});

describe('import through the controller', () => {
  it('replaces the pet only after the whole file checks out', async () => {
    const other = newPet({ name: 'Pip', owner: 'Ana', now: T0, seed: 9 });
    const { c, store } = await controllerWith(other);
    await expect(c.importFile('{"format": "tokenling-pet", "version": 1')).rejects.toThrow(/cut off/);
    expect((await store.load()).pet?.name).toBe('Pip');
    expect(c.state.pet?.name).toBe('Pip');
    await c.importFile(exportLife(life));
    expect(c.state.pet?.name).toBe('Mochi');
    expect((await store.load()).pages).toEqual(life.pages);
  });

  it('reset says goodbye: everything is gone and a new egg waits', async () => {
    const { c, store } = await controllerWith();
    await c.reset();
    expect(c.state.phase).toBe('hatch');
    expect(await store.load()).toEqual({ pet: null, pages: [] });
  });
});
