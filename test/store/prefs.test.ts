import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { PetStore } from '../../src/store/db.ts';
import { DEFAULT_PREFS, PREFS_KEY, readPrefs } from '../../src/store/prefs.ts';
import { PetController } from '../../src/app/controller.ts';
import { ScriptedBrain } from '../helpers/scripted-brain.ts';

let n = 0;
async function open(dbName: string) {
  const store = await PetStore.open(dbName);
  const controller = new PetController({
    store,
    brain: new ScriptedBrain(),
    now: () => Date.UTC(2026, 11, 1, 10),
    seed: () => 1,
  });
  await controller.open();
  return { store, controller };
}

describe('preferences', () => {
  it('read as the defaults when none are stored, and keep what they hold at the current version', () => {
    expect(readPrefs(undefined)).toEqual({ prefs: DEFAULT_PREFS, newer: false });
    expect(readPrefs({ version: 1, sound: false, showTags: true, notifications: false }).prefs).toMatchObject({
      sound: false,
      showTags: true,
    });
  });

  it('take the default for a field that is missing or not a switch', () => {
    expect(readPrefs({ version: 1, sound: 'loud' }).prefs).toEqual({ ...DEFAULT_PREFS, sound: true });
  });

  it('from a newer app read as the defaults and say so', () => {
    expect(readPrefs({ version: 9, sound: false })).toEqual({ prefs: DEFAULT_PREFS, newer: true });
  });

  it('are stored when changed and come back on the next open', async () => {
    const db = `tl-prefs-${++n}`;
    const a = await open(db);
    await a.controller.setPrefs({ showTags: true, sound: false });
    expect(a.controller.state.prefs).toMatchObject({ showTags: true, sound: false });
    const b = await open(db);
    expect(b.controller.state.prefs).toMatchObject({ showTags: true, sound: false, notifications: false });
  });

  it('written by a newer app are left as they were while this one plays with the defaults', async () => {
    const db = `tl-prefs-${++n}`;
    const store = await PetStore.open(db);
    const newer = { version: 9, sound: false, glitter: true };
    await store.setMeta(PREFS_KEY, newer);
    const { controller } = await open(db);
    expect(controller.state.prefs).toEqual(DEFAULT_PREFS);
    await controller.setPrefs({ showTags: true });
    expect(controller.state.prefs.showTags).toBe(true);
    expect(await store.getMeta(PREFS_KEY)).toEqual(newer);
  });
});
