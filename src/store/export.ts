/**
 * The pet as a file: everything in the database as one JSON document, and the
 * checks an import passes before it may replace anything.
 */
import { checkStoredPet, DB_VERSION, StoreError, type DiaryPage, type Life } from './db.ts';

/** The `format` field every export carries. */
export const EXPORT_FORMAT = 'tokenling-pet';
/** The export's own version: an import from a newer one is refused. */
export const EXPORT_VERSION = 1;

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
  const doc: PetExport = { format: EXPORT_FORMAT, version: EXPORT_VERSION, schema: DB_VERSION, exportedAt: now.toISOString(), pet: life.pet, pages: life.pages };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** A file name for an export: the pet's name and the date. */
export function exportFileName(life: Life, now: Date = new Date()): string {
  const name = (life.pet?.name ?? 'pet').replace(/[^\p{L}\p{N}_-]+/gu, '-');
  return `tokenling-${name}-${now.toISOString().slice(0, 10)}.json`;
}

/** Checks one diary page record. */
function checkPage(p: unknown, i: number): DiaryPage {
  const page = p as Partial<DiaryPage> | null;
  if (!page || !Number.isInteger(page.day) || typeof page.date !== 'string' || typeof page.text !== 'string' || typeof page.writtenAt !== 'number') {
    throw new StoreError(`diary page ${i + 1} is not a page (it needs day, date, text and writtenAt)`);
  }
  return page as DiaryPage;
}

/** Reads an export; throws a StoreError that says why a file cannot be imported. Nothing is written here. */
export function parseExport(text: string): Life {
  let doc: Partial<PetExport>;
  try {
    doc = JSON.parse(text) as Partial<PetExport>;
  } catch (e) {
    const hint = text.trimStart().startsWith('{') ? 'it looks cut off or damaged' : 'it is not a JSON file';
    throw new StoreError(`This file cannot be read as a tokenling export: ${hint} (${e instanceof Error ? e.message : String(e)}).`);
  }
  if (!doc || typeof doc !== 'object' || doc.format !== EXPORT_FORMAT) {
    throw new StoreError('This file is not a tokenling export (it has no "format": "tokenling-pet").');
  }
  if (typeof doc.version !== 'number' || doc.version > EXPORT_VERSION) {
    throw new StoreError(`This export is version ${JSON.stringify(doc.version)}, made by a newer tokenling; this app reads version ${EXPORT_VERSION}. Update the app first.`);
  }
  if (!('pet' in doc) || !Array.isArray(doc.pages)) throw new StoreError('This export is missing its pet or its diary pages.');
  let pet: Life['pet'];
  try {
    pet = doc.pet === null ? null : checkStoredPet(doc.pet);
  } catch (e) {
    throw new StoreError(`This export's pet cannot be used: ${e instanceof Error ? e.message : String(e)}.`);
  }
  return { pet, pages: doc.pages.map(checkPage) };
}
