/**
 * Upgrades: every stored shape has a version and a pure step per version; the
 * release-1 fixtures (written by that release's own code, never edited) open
 * with the current code as the same pet; a record from a newer app is refused
 * and left untouched.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { PET_STATE_VERSION } from '../../src/sim/index.ts';
import { DB_NAME, NewerDataError, PET_KEY, PetStore } from '../../src/store/db.ts';
import { parseExport } from '../../src/store/export.ts';
import {
  EXPORT_MIGRATIONS,
  EXPORT_VERSION,
  PAGE_MIGRATIONS,
  PAGE_VERSION,
  PET_MIGRATIONS,
  migrateExport,
  migratePet,
} from '../../src/store/migrate.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/release-1/${name}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
const v1Pet = fixture('pet.json');
const v1Pages = fixture('diary.json') as unknown as unknown[];
let n = 0;

/** A database exactly as release 1 left it: its schema (version 1) and its records. */
async function release1Database(pet: unknown, pages: unknown[]): Promise<string> {
  const name = `tl-release1-${++n}`;
  const db = await openDB(name, 1, {
    upgrade(d) {
      d.createObjectStore('pet');
      d.createObjectStore('diary', { keyPath: 'day' });
      d.createObjectStore('meta');
    },
  });
  await db.put('pet', pet, PET_KEY);
  for (const p of pages) await db.put('diary', p);
  db.close();
  return name;
}

describe('migrations', () => {
  it('has one step for every earlier version of each shape', () => {
    expect(PET_MIGRATIONS.length).toBe(PET_STATE_VERSION - 1);
    expect(PAGE_MIGRATIONS.length).toBe(PAGE_VERSION - 1);
    expect(EXPORT_MIGRATIONS.length).toBe(EXPORT_VERSION - 1);
    expect(PET_STATE_VERSION).toBe(3);
    expect(EXPORT_VERSION).toBe(2);
  });

  it('steps are pure: the input record is not changed', () => {
    const before = JSON.stringify(v1Pet);
    const out = migratePet(v1Pet);
    expect(JSON.stringify(v1Pet)).toBe(before);
    expect(out).not.toBe(v1Pet);
    expect(out.version).toBe(PET_STATE_VERSION);
    expect(out.backedUpDay).toBeNull();
  });

  it('2 → 3: a pending poop becomes the list of coming poops, and no poop pending an empty list', () => {
    const v2 = PET_MIGRATIONS[0]!(v1Pet);
    const due = (v2.now as number) + 20 * 60_000;
    const out = migratePet({ ...v2, poopDueAt: due });
    expect(out.poopsDue).toEqual([due]);
    expect('poopDueAt' in out).toBe(false);
    expect(migratePet(v2).poopsDue).toEqual([]);
  });

  it('refuses a record from a newer app, saying so', () => {
    expect(() => migratePet({ ...v1Pet, version: PET_STATE_VERSION + 1 })).toThrow(/newer tokenling/);
    expect(() => migrateExport({ ...fixture('export.json'), version: EXPORT_VERSION + 1 })).toThrow(/newer tokenling/);
  });
});

describe('the release-1 fixtures open with the current code', () => {
  it('a release-1 database upgrades in place: the same pet, chat, memories and diary', async () => {
    const name = await release1Database(v1Pet, v1Pages);
    const store = await PetStore.open(name);
    const life = await store.load();
    expect(life.pet!.name).toBe('Pip');
    expect(life.pet!.owner).toBe('Sam');
    expect(life.pet!.chat).toEqual(v1Pet.chat);
    expect(life.pet!.memories).toEqual(['Sam has a dog called Biscuit', 'Sam likes the colour green']);
    expect(life.pet!.diary).toEqual(v1Pet.diary);
    expect(life.pet!.version).toBe(PET_STATE_VERSION);
    expect(life.pet!.backedUpDay).toBeNull();
    expect(life.pages).toEqual(v1Pages);
    store.close();
    // The upgrade transaction stored the migrated record.
    const raw = await openDB(name, 2);
    expect((await raw.get('pet', PET_KEY)).version).toBe(PET_STATE_VERSION);
    expect(raw.objectStoreNames.contains('backups')).toBe(true);
    raw.close();
  });

  it('a release-1 export imports as the same pet', () => {
    const life = parseExport(readFileSync(new URL('../fixtures/release-1/export.json', import.meta.url), 'utf8'));
    expect(life.pet!.name).toBe('Pip');
    expect(life.pet!.chat).toEqual(v1Pet.chat);
    expect(life.pages).toEqual(v1Pages);
    expect(life.pet!.version).toBe(PET_STATE_VERSION);
  });

  it('a pet record from a newer app is refused and left as it was', async () => {
    const newer = { ...v1Pet, version: 9, somethingNew: [1, 2, 3] };
    const name = await release1Database(newer, []);
    const store = await PetStore.open(name);
    await expect(store.load()).rejects.toBeInstanceOf(NewerDataError);
    store.close();
    const raw = await openDB(name, 2);
    expect(await raw.get('pet', PET_KEY)).toEqual(newer);
    raw.close();
  });

  it("uses the app's own database name", () => {
    expect(DB_NAME).toBe('tokenling');
  });
});
