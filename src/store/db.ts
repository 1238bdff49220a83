/**
 * The pet's life in IndexedDB (idb): one typed schema, versioned upgrades, and
 * one transaction per turn so a closed tab never leaves half a turn behind.
 *
 * The pet's state is one record: its stats, the transcript (newest
 * RATES.maxChatLines), memories (≤ 60), the day log and the shelf all live in
 * it, so a turn's every effect lands with a single put. Diary pages are records
 * of their own (browsable by day) and are written in the same transaction as the
 * state that files them.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { PET_STATE_VERSION, type PetState } from '../sim/index.ts';
import { nameProblem, STATS } from '../world/index.ts';

/** The database's name in the origin's IndexedDB. */
export const DB_NAME = 'tokenling';
/** The schema's version: bump it and add a step to UPGRADES when a store changes. */
export const DB_VERSION = 1;
/** The key of the one pet record. */
export const PET_KEY = 'current';

/** A diary page as the diary shows it. */
export interface DiaryPage {
  /** The pet's day number (1 = hatch day). */
  day: number;
  /** "YYYY-MM-DD" on the owner's clock. */
  date: string;
  /** The page body, after "dear diary,". */
  text: string;
  /** When it was written, local wall-clock ms. */
  writtenAt: number;
}

export interface TokenlingSchema extends DBSchema {
  pet: { key: string; value: PetState };
  diary: { key: number; value: DiaryPage };
  meta: { key: string; value: unknown };
}

/** Schema steps, one per version: UPGRADES[v - 1] takes a database from v - 1 to v. */
const UPGRADES: ((db: IDBPDatabase<TokenlingSchema>) => void)[] = [
  (db) => {
    db.createObjectStore('pet');
    db.createObjectStore('diary', { keyPath: 'day' });
    db.createObjectStore('meta');
  },
];

/** Raised when stored data cannot be used as is; the message says what and where. */
export class StoreError extends Error {
  override name = 'StoreError';
}

/** Checks that a stored record is a pet this version understands. */
export function checkStoredPet(value: unknown): PetState {
  if (!value || typeof value !== 'object') throw new StoreError(`the stored pet is ${JSON.stringify(value)}, not a pet record`);
  const pet = value as Partial<PetState>;
  if (pet.version !== PET_STATE_VERSION) {
    throw new StoreError(`the stored pet has version ${JSON.stringify(pet.version)}; this app reads version ${PET_STATE_VERSION}`);
  }
  for (const key of ['name', 'owner'] as const) {
    if (typeof pet[key] !== 'string') throw new StoreError(`the stored pet's ${key} is ${JSON.stringify(pet[key])}, not a string`);
    const problem = nameProblem(pet[key]);
    if (problem) throw new StoreError(`the stored pet's ${key} ${problem}`);
  }
  if (typeof pet.now !== 'number' || !Number.isFinite(pet.now) || typeof pet.bornAt !== 'number') throw new StoreError('the stored pet lacks its clock');
  for (const s of STATS) {
    const v = pet.stats?.[s];
    if (typeof v !== 'number' || !(v >= 0 && v <= 100)) throw new StoreError(`the stored pet's ${s} is ${JSON.stringify(v)}, not a number from 0 to 100`);
  }
  for (const key of ['chat', 'memories', 'today', 'shelf', 'diary', 'finishedDays', 'traits'] as const) {
    if (!Array.isArray(pet[key])) throw new StoreError(`the stored pet's ${key} is not a list`);
  }
  if (pet.chat!.some((l) => typeof l !== 'string' || /[\r\n]/.test(l))) throw new StoreError("the stored pet's chat holds a line that is not one line of text");
  return pet as PetState;
}

/**
 * Issues a transaction's writes and waits for all of them and the transaction.
 * A write that throws at once (the transaction already aborted) still leaves every
 * issued request observed, so an abort is one error, never stray unhandled ones.
 */
async function settle(done: Promise<void>, issue: (add: (p: Promise<unknown>) => void) => void): Promise<void> {
  const issued: Promise<unknown>[] = [];
  try {
    issue((p) => issued.push(p));
  } catch (e) {
    for (const p of [...issued, done]) p.catch(() => {});
    throw e;
  }
  await Promise.all([...issued, done]);
}

/** Everything stored about the pet. */
export interface Life {
  pet: PetState | null;
  /** Oldest first. */
  pages: DiaryPage[];
}

/** The app's handle on its database. */
export class PetStore {
  private constructor(private readonly db: IDBPDatabase<TokenlingSchema>, readonly name: string) {}

  /** Opens (and creates or upgrades) the database. `onBlocked` hears when another tab holds an older version open. */
  static async open(name = DB_NAME, hooks: { onBlocked?: () => void; onVersionChange?: () => void } = {}): Promise<PetStore> {
    const db = await openDB<TokenlingSchema>(name, DB_VERSION, {
      upgrade(db, oldVersion) {
        for (let v = oldVersion; v < DB_VERSION; v++) UPGRADES[v]!(db);
      },
      blocked: () => hooks.onBlocked?.(),
      // A newer tab wants to upgrade: close so it can, and let the app say so.
      blocking: () => {
        db.close();
        hooks.onVersionChange?.();
      },
    });
    return new PetStore(db, name);
  }

  /** Reads the pet and its diary. */
  async load(): Promise<Life> {
    const tx = this.db.transaction(['pet', 'diary'], 'readonly');
    const [raw, pages] = await Promise.all([tx.objectStore('pet').get(PET_KEY), tx.objectStore('diary').getAll(), tx.done]);
    return { pet: raw === undefined ? null : checkStoredPet(raw), pages: pages.sort((a, b) => a.day - b.day) };
  }

  /** Writes a turn: the pet's new state and any diary pages it filed, all or nothing. */
  async saveTurn(pet: PetState, pages: readonly DiaryPage[] = []): Promise<void> {
    const tx = this.db.transaction(['pet', 'diary'], 'readwrite');
    await settle(tx.done, (add) => {
      add(tx.objectStore('pet').put(pet, PET_KEY));
      for (const p of pages) add(tx.objectStore('diary').put(p));
    });
  }

  /** Replaces everything with a life (a new pet, an import, or nothing at all for a reset), in one transaction. */
  async replace(life: Life): Promise<void> {
    const tx = this.db.transaction(['pet', 'diary'], 'readwrite');
    await settle(tx.done, (add) => {
      add(tx.objectStore('pet').clear());
      add(tx.objectStore('diary').clear());
      if (life.pet) add(tx.objectStore('pet').put(life.pet, PET_KEY));
      for (const p of life.pages) add(tx.objectStore('diary').put(p));
    });
  }

  /** A setting or note kept beside the pet. */
  async getMeta<T>(key: string): Promise<T | undefined> {
    return (await this.db.get('meta', key)) as T | undefined;
  }

  async setMeta(key: string, value: unknown): Promise<void> {
    await this.db.put('meta', value, key);
  }

  close(): void {
    this.db.close();
  }
}
