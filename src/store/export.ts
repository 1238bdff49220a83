/**
 * The pet as a file: everything in the database as one JSON document, and the
 * checks an import passes before it may replace anything. An older export is
 * migrated (migrate.ts); a newer one, a broken one or one holding anything the
 * app itself would refuse gets one plain sentence saying what is wrong and what
 * to do; parser and function names never reach it.
 */
import {
  checkStoredPages,
  checkStoredPet,
  DB_VERSION,
  NewerDataError,
  StoreError,
  type DiaryPage,
  type Life,
} from './db.ts';
import { EXPORT_VERSION, migrateExport, MigrationError } from './migrate.ts';
import { clampedToNow, lifeProblem } from './check.ts';

export { EXPORT_VERSION };
/** The `format` field every export carries. */
export const EXPORT_FORMAT = 'tokenling-pet';
/** Biggest file an import reads: a year of a full life is well under 2 MB. */
export const MAX_IMPORT_BYTES = 5_000_000;

export interface PetExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  /** The database schema the data came from. */
  schema: number;
  exportedAt: string;
  pet: Life['pet'];
  pages: DiaryPage[];
}

/** The export of a life, as pretty JSON. */
export function exportLife(life: Life, now: Date = new Date()): string {
  const doc: PetExport = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    schema: DB_VERSION,
    exportedAt: now.toISOString(),
    pet: life.pet,
    pages: life.pages,
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** A file name for an export: the pet's name and the date. */
export function exportFileName(life: Life, now: Date = new Date()): string {
  const name = (typeof life.pet?.name === 'string' ? life.pet.name : 'pet').replace(/[^\p{L}\p{N}_-]+/gu, '-');
  return `tokenling-${name}-${now.toISOString().slice(0, 10)}.json`;
}

const WHAT_TO_DO = "Choose a file saved with Export in tokenling's settings.";

/** Reads an export; throws a StoreError whose message is one plain sentence for the owner. Nothing is written here. */
export function parseExport(text: string): Life {
  return checkedLife(text);
}

/**
 * Reads an export to bring in at `now` (this device's local wall-clock ms): a life whose clock is ahead of it
 * opens at now, and `notes` tell the owner so. Throws like parseExport.
 */
export function readExport(text: string, now: number): { life: Life; notes: string[] } {
  const notes: string[] = [];
  const life = checkedLife(text, notes);
  const clamped = clampedToNow(life, now);
  return clamped ? { life: clamped.life, notes: [...notes, clamped.note] } : { life, notes };
}

function checkedLife(text: string, notes: string[] = []): Life {
  if (text.length > MAX_IMPORT_BYTES) throw new StoreError(`This file is too big to be a tokenling pet. ${WHAT_TO_DO}`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    console.info('import: not JSON', e);
    const hint = text.trimStart().startsWith('{') ? 'it looks cut off or damaged' : 'it is not a saved pet';
    throw new StoreError(`This file can't be read: ${hint}. ${WHAT_TO_DO}`);
  }
  if (!raw || typeof raw !== 'object' || (raw as { format?: unknown }).format !== EXPORT_FORMAT) {
    throw new StoreError(`This file is not a tokenling pet. ${WHAT_TO_DO}`);
  }
  let doc: Partial<PetExport>;
  try {
    doc = migrateExport(raw) as Partial<PetExport>;
  } catch (e) {
    if (e instanceof MigrationError && e.newer)
      throw new StoreError(
        'This pet was saved by a newer version of tokenling. Update the app (reload it while online), then import again.',
      );
    throw new StoreError(`This file can't be imported: ${e instanceof Error ? e.message : String(e)}. ${WHAT_TO_DO}`);
  }
  if (!('pet' in doc) || !Array.isArray(doc.pages))
    throw new StoreError(`This file is missing its pet or its diary. ${WHAT_TO_DO}`);
  let life: Life;
  try {
    life = { pet: doc.pet === null ? null : checkStoredPet(doc.pet, notes), pages: checkStoredPages(doc.pages) };
    const problem = lifeProblem(life);
    if (problem) throw new StoreError(problem);
  } catch (e) {
    if (e instanceof NewerDataError)
      throw new StoreError(
        'This pet was saved by a newer version of tokenling. Update the app (reload it while online), then import again.',
      );
    throw new StoreError(`This file can't be imported: ${e instanceof Error ? e.message : String(e)}. ${WHAT_TO_DO}`);
  }
  return life;
}
