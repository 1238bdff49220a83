/**
 * The database's schema: its name and version, the records it stores, and the steps that take an older database
 * to this version, run inside the upgrade transaction idb gives.
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { PetState } from '../sim/index.ts';
import { migratePet } from './migrate.ts';

/** The database's name in the origin's IndexedDB. */
export const DB_NAME = 'tokenling';
/** The schema's version: bump it and add a step to UPGRADES when a store changes. */
export const DB_VERSION = 2;
/** Automatic daily backups kept (the newest), and backups of pets replaced by an import or a reset. */
export const DAILY_BACKUPS = 7;
export const REPLACED_BACKUPS = 3;
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

/** A copy of a life the owner can go back to: one a day automatically, and every pet an import or a reset replaced. */
export interface Backup {
  /** "daily-<calendar day>-<the pet's hatch ms>" (release 2 wrote "daily-<calendar day>") or "replaced-<ms>". */
  id: string;
  kind: 'daily' | 'replaced';
  /** When it was taken, local wall-clock ms. */
  at: number;
  pet: PetState;
  pages: DiaryPage[];
}

/** What a list of backups shows: no full records. */
export interface BackupInfo {
  id: string;
  kind: Backup['kind'];
  at: number;
  name: string;
  stage: PetState['stage'];
  day: number;
}

export interface TokenlingSchema extends DBSchema {
  pet: { key: string; value: PetState };
  diary: { key: number; value: DiaryPage };
  meta: { key: string; value: unknown };
  backups: { key: string; value: Backup };
}

type UpgradeTx = IDBPTransaction<TokenlingSchema, StoreNames<TokenlingSchema>[], 'versionchange'>;

/**
 * Schema steps, one per version: UPGRADES[v - 1] takes a database from v - 1 to v, inside the
 * upgrade transaction idb gives (so a record migrated here lands with the new schema, or not at all).
 */
const UPGRADES: ((db: IDBPDatabase<TokenlingSchema>, tx: UpgradeTx) => void)[] = [
  (db) => {
    db.createObjectStore('pet');
    db.createObjectStore('diary', { keyPath: 'day' });
    db.createObjectStore('meta');
  },
  // 2: the backup ring, and the pet record migrated to PetState version 2 (its bookkeeping field).
  (db, tx) => {
    db.createObjectStore('backups', { keyPath: 'id' });
    const pets = tx.objectStore('pet');
    void pets.get(PET_KEY).then((rec) => {
      if (rec === undefined) return;
      try {
        return pets.put(migratePet(rec) as unknown as PetState, PET_KEY).then(() => undefined);
      } catch {
        // A record no migration can read stays as it is: load() says what is wrong with it.
        return undefined;
      }
    });
  },
];

/** What the app hears from its database: another tab holds an older version open, or a newer one wants to upgrade. */
export interface StoreHooks {
  onBlocked?: () => void;
  onVersionChange?: () => void;
}

/** Opens (and creates or upgrades) the database. */
export async function connect(name: string, hooks: StoreHooks): Promise<IDBPDatabase<TokenlingSchema>> {
  const db = await openDB<TokenlingSchema>(name, DB_VERSION, {
    upgrade(db, oldVersion, _newVersion, tx) {
      for (let v = oldVersion; v < DB_VERSION; v++) UPGRADES[v]!(db, tx);
    },
    blocked: () => hooks.onBlocked?.(),
    // A newer tab wants to upgrade: close so it can, and let the app say so.
    blocking: () => {
      db.close();
      hooks.onVersionChange?.();
    },
  });
  return db;
}
