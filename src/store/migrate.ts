/**
 * Migrations: every stored shape (the pet record, diary pages, exports) has a
 * version, and one pure step per version takes a record from v to v + 1. The
 * database's upgrade transaction runs them over stored records, and an import
 * runs them over the file's. A record from a newer app is refused, untouched.
 */
import { PET_STATE_VERSION } from '../sim/index.ts';

type Rec = Record<string, unknown>;

/** A record this app cannot read: made by a newer one, or not a record at all. */
export class MigrationError extends Error {
  override name = 'MigrationError';
  constructor(
    message: string,
    readonly newer = false,
  ) {
    super(message);
  }
}

/** PET_MIGRATIONS[v - 1] takes a pet record from version v to v + 1. */
export const PET_MIGRATIONS: readonly ((rec: Rec) => Rec)[] = [
  // 1 → 2: the backup ring's bookkeeping, the calendar day of the newest automatic backup (none yet).
  (rec) => ({ ...rec, version: 2, backedUpDay: null }),
  // 2 → 3: each meal eaten comes out on its own, so the one pending poop becomes a list of them. (A baby past its
  // first hour grows into a kid, with its event, at the next step of time.)
  (rec) => {
    const { poopDueAt, ...rest } = rec;
    return { ...rest, version: 3, poopsDue: typeof poopDueAt === 'number' ? [poopDueAt] : [] };
  },
];

/** The version of a diary page record; release 1 wrote pages without one, which reads as 1. */
export const PAGE_VERSION = 1;
/** PAGE_MIGRATIONS[v - 1] takes a page from version v to v + 1 (none yet). */
export const PAGE_MIGRATIONS: readonly ((rec: Rec) => Rec)[] = [];

/** The export file's version. */
export const EXPORT_VERSION = 2;
/**
 * EXPORT_MIGRATIONS[v - 1] takes an export document from v to v + 1. The pet and
 * pages inside are migrated by their own steps, after the document's.
 */
export const EXPORT_MIGRATIONS: readonly ((rec: Rec) => Rec)[] = [
  // 1 → 2: the same document; its pet record may be version 1 (migrated below).
  (rec) => ({ ...rec, version: 2 }),
];

/** The owner's preferences record (sound, the brain's tags, notifications); version 1 is the first. */
export const PREFS_VERSION = 1;
/** PREFS_MIGRATIONS[v - 1] takes preferences from version v to v + 1 (none yet). */
export const PREFS_MIGRATIONS: readonly ((rec: Rec) => Rec)[] = [];

function versionOf(rec: Rec, what: string, fallback?: number): number {
  const v = rec.version ?? fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
    throw new MigrationError(`${what} has no version this app knows (${JSON.stringify(rec.version)})`);
  return v;
}

/** Runs the steps from a record's version up to `current`; throws for a newer record (left as it was). */
function migrate(
  raw: unknown,
  current: number,
  steps: readonly ((rec: Rec) => Rec)[],
  what: string,
  fallback?: number,
): Rec {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new MigrationError(`${what} is not a record`);
  let rec = raw as Rec;
  const from = versionOf(rec, what, fallback);
  if (from > current)
    throw new MigrationError(
      `${what} was saved by a newer tokenling (version ${from}; this app reads up to ${current})`,
      true,
    );
  for (let v = from; v < current; v++) rec = steps[v - 1]!(rec);
  return rec;
}

/** A pet record at the current version. */
export function migratePet(raw: unknown): Rec {
  return migrate(raw, PET_STATE_VERSION, PET_MIGRATIONS, 'the pet');
}

/** A diary page at the current version. */
export function migratePage(raw: unknown): Rec {
  return migrate(raw, PAGE_VERSION, PAGE_MIGRATIONS, 'a diary page', 1);
}

/** The preferences record at the current version. */
export function migratePrefs(raw: unknown): Rec {
  return migrate(raw, PREFS_VERSION, PREFS_MIGRATIONS, 'the preferences');
}

/** An export document at the current version, its pet and pages migrated too. */
export function migrateExport(raw: unknown): Rec {
  const doc = migrate(raw, EXPORT_VERSION, EXPORT_MIGRATIONS, 'the file');
  return {
    ...doc,
    pet: doc.pet === null || doc.pet === undefined ? doc.pet : migratePet(doc.pet),
    pages: Array.isArray(doc.pages) ? doc.pages.map(migratePage) : doc.pages,
  };
}
