/**
 * The pet's life in IndexedDB (idb; the typed schema and its versioned upgrades
 * are in schema.ts): one transaction per turn so a closed tab never leaves half
 * a turn behind.
 *
 * The pet's state is one record: its stats, the transcript (newest
 * RATES.maxChatLines), memories (≤ 60), the day log and the shelf all live in
 * it, so a turn's every effect lands with a single put. Diary pages are records
 * of their own (browsable by day) and are written in the same transaction as the
 * state that files them.
 */
import type { IDBPDatabase, StoreNames } from 'idb';
import { calendarDay, dayNumber, type PetState } from '../sim/index.ts';
import { pagesOf, pagesProblem, petProblem, renamedToRule, withCleanEntries } from './check.ts';
import { KeptCopy } from './kept.ts';
import { MigrationError, migratePage, migratePet } from './migrate.ts';
import {
  connect,
  DAILY_BACKUPS,
  DB_NAME,
  PET_KEY,
  REPLACED_BACKUPS,
  type Backup,
  type BackupInfo,
  type DiaryPage,
  type StoreHooks,
  type TokenlingSchema,
} from './schema.ts';

export { DAILY_BACKUPS, DB_NAME, DB_VERSION, PET_KEY, REPLACED_BACKUPS } from './schema.ts';
export type { Backup, BackupInfo, DiaryPage, StoreHooks, TokenlingSchema } from './schema.ts';

/** Raised when stored data cannot be used as is; the message says what and where. */
export class StoreError extends Error {
  override name = 'StoreError';
}

/** A stored record from a newer app than this one: refused and left untouched. */
export class NewerDataError extends StoreError {
  override name = 'NewerDataError';
}

/**
 * Migrates a stored (or imported) pet record to this version and checks it; throws a StoreError saying what is wrong.
 * Names an older app accepted and this one's rule refuses are changed, and `notes` say so.
 */
export function checkStoredPet(value: unknown, notes: string[] = []): PetState {
  let rec: unknown;
  try {
    rec = renamedToRule(migratePet(value), notes);
  } catch (e) {
    if (e instanceof MigrationError && e.newer) throw new NewerDataError(e.message);
    throw new StoreError(e instanceof Error ? e.message : String(e));
  }
  const problem = petProblem(rec);
  if (problem) throw new StoreError(problem);
  return withCleanEntries(rec as PetState);
}

/** Migrates and checks stored (or imported) diary pages. */
export function checkStoredPages(value: unknown): DiaryPage[] {
  let recs: unknown;
  try {
    recs = Array.isArray(value) ? value.map(migratePage) : value;
  } catch (e) {
    if (e instanceof MigrationError && e.newer) throw new NewerDataError(e.message);
    throw new StoreError(e instanceof Error ? e.message : String(e));
  }
  const problem = pagesProblem(recs);
  if (problem) throw new StoreError(problem);
  return pagesOf(recs as unknown[]);
}

/** An owner message saved the moment it was sent, before the pet's turn that takes it in. */
export interface OutboxMessage {
  id: number;
  text: string;
  /** When it was sent, local wall-clock ms. */
  at: number;
}
const OUTBOX = 'outbox';

/** Whether a backup holds anything of a life: a chat line, a memory or a diary page (a fresh egg holds none). */
function hasLived(b: Backup): boolean {
  return b.pages.length > 0 || (b.pet?.chat?.length ?? 0) > 0 || (b.pet?.memories?.length ?? 0) > 0;
}

/** A backup's line in a list. */
function infoOf(b: Backup): BackupInfo {
  return {
    id: b.id,
    kind: b.kind,
    at: b.at,
    name: b.pet.name,
    stage: b.pet.stage,
    day: dayNumber(b.pet.bornAt, b.pet.now),
  };
}

/**
 * Issues a transaction's writes and waits for all of them and the transaction.
 * A write that throws at once (an uncloneable value, an aborted transaction) aborts the
 * whole transaction, so the writes issued before it (a clear()) never commit; every
 * issued request is still observed, so an abort is one error, never stray unhandled ones.
 */
async function settle(
  tx: { done: Promise<void>; abort(): void },
  issue: (add: (p: Promise<unknown>) => void) => void,
): Promise<void> {
  const issued: Promise<unknown>[] = [];
  try {
    issue((p) => issued.push(p));
  } catch (e) {
    for (const p of [...issued, tx.done]) p.catch(() => {});
    try {
      tx.abort();
    } catch {
      // Already finished or aborted: nothing of it commits either way.
    }
    throw e;
  }
  await Promise.all([...issued, tx.done]);
}

/** Everything stored about the pet. */
export interface Life {
  pet: PetState | null;
  /** Oldest first. */
  pages: DiaryPage[];
}

/**
 * The app's handle on its database. It keeps the backups in memory too (`KeptCopy`), so that a database the
 * browser cleared gets them back with the life.
 */
export class PetStore {
  private constructor(
    private db: IDBPDatabase<TokenlingSchema>,
    readonly name: string,
    private readonly hooks: StoreHooks,
    private readonly kept: KeptCopy,
  ) {}

  /** Opens (and creates or upgrades) the database. `onBlocked` hears when another tab holds an older version open. */
  static async open(name = DB_NAME, hooks: StoreHooks = {}): Promise<PetStore> {
    const db = await connect(name, hooks);
    return new PetStore(db, name, hooks, new KeptCopy(await db.getAll('backups')));
  }

  /**
   * Opens the database again after its connection closed under the app (the browser cleared the site's data, or
   * a full disk aborted it): a database that vanished is made again, empty. The next save that commits writes the
   * life back whole: the pet and pages it is given, the pages of every save that failed since, and the backups.
   */
  async reopen(): Promise<void> {
    this.kept.owe();
    try {
      this.db.close();
    } catch {
      // Already closed: nothing to do.
    }
    this.db = await connect(this.name, this.hooks);
  }

  /**
   * Reads the pet and its diary (migrated to this version; a record from a newer app is refused, untouched).
   * `notes`, when there are any, say what opening changed (names renamed to keep this version's rule).
   */
  async load(): Promise<Life & { notes?: string[] }> {
    const tx = this.db.transaction(['pet', 'diary'], 'readonly');
    const [raw, pages] = await Promise.all([
      tx.objectStore('pet').get(PET_KEY),
      tx.objectStore('diary').getAll(),
      tx.done,
    ]);
    const notes: string[] = [];
    const life = {
      pet: raw === undefined ? null : checkStoredPet(raw, notes),
      pages: checkStoredPages(pages).sort((a, b) => a.day - b.day),
    };
    return notes.length ? { ...life, notes } : life;
  }

  /** The pet record and diary pages as stored, unchecked: what an owner can save to a file when the record cannot be opened. */
  async loadRaw(): Promise<{ pet: unknown; pages: unknown[] }> {
    const tx = this.db.transaction(['pet', 'diary'], 'readonly');
    const [pet, pages] = await Promise.all([
      tx.objectStore('pet').get(PET_KEY),
      tx.objectStore('diary').getAll(),
      tx.done,
    ]);
    return { pet: pet ?? null, pages };
  }

  /**
   * Writes a turn: the pet's new state and any diary pages it filed, all or nothing. The first save of a
   * calendar day also takes that day's automatic backup (the new state and every page) in the same
   * transaction, and drops daily backups past the newest DAILY_BACKUPS. After `reopen`, the save that commits
   * also writes back the pages owed and the backups kept in memory, and takes a backup. Returns the pet as saved.
   */
  async saveTurn(pet: PetState, pages: readonly DiaryPage[] = [], sent: readonly number[] = []): Promise<PetState> {
    try {
      return await this.writeTurn(pet, pages, sent);
    } catch (e) {
      this.kept.failed(pages);
      throw e;
    }
  }

  private async writeTurn(pet: PetState, pages: readonly DiaryPage[], sent: readonly number[]): Promise<PetState> {
    const today = calendarDay(pet.now);
    const owing = this.kept.owing;
    const backup = owing || pet.backedUpDay !== today;
    const saved = backup ? { ...pet, backedUpDay: today } : pet;
    const stores: StoreNames<TokenlingSchema>[] = [
      'pet',
      'diary',
      ...(backup ? ['backups' as const] : []),
      ...(sent.length ? ['meta' as const] : []),
    ];
    const written: Backup[] = [];
    const pruned: string[] = [];
    const tx = this.db.transaction(stores, 'readwrite');
    await settle(tx, (add) => {
      add(tx.objectStore('pet').put(saved, PET_KEY));
      if (sent.length) {
        // The messages this state took in leave the outbox in the same write: never lost, never taken twice.
        const meta = tx.objectStore('meta');
        add(
          meta.get(OUTBOX).then((box) =>
            meta.put(
              ((box as OutboxMessage[] | undefined) ?? []).filter((m) => !sent.includes(m.id)),
              OUTBOX,
            ),
          ),
        );
      }
      for (const p of this.kept.pagesFor(pages)) add(tx.objectStore('diary').put(p));
      if (!backup) return;
      const store = tx.objectStore('backups');
      // The backups kept in memory go back before the ring is pruned below, so they are pruned with the rest.
      if (owing) for (const b of this.kept.all()) add(store.put(b));
      // Keyed by the pet too: a pet hatched today never overwrites the backup the pet before it took today.
      const id = `daily-${today}-${pet.bornAt}`;
      add(
        tx
          .objectStore('diary')
          .getAll()
          .then((all) => {
            const b: Backup = { id, kind: 'daily', at: pet.now, pet: saved, pages: all.sort((x, y) => x.day - y.day) };
            written.push(b);
            return store.put(b);
          }),
      );
      add(
        store.getAllKeys().then((keys) => {
          // Today's backup is being written beside these keys: keep the newest DAILY_BACKUPS - 1 others.
          const old = keys
            .filter((k) => k.startsWith('daily-') && k !== id)
            .sort((a, b) => parseInt(b.slice(6), 10) - parseInt(a.slice(6), 10))
            .slice(DAILY_BACKUPS - 1);
          pruned.push(...old);
          return Promise.all(old.map((k) => store.delete(k)));
        }),
      );
    });
    this.kept.stored(written, pruned);
    this.kept.paid();
    return saved;
  }

  /**
   * Replaces everything with a life (a new pet, an import, a backup, or nothing at all for a reset), in one
   * transaction. The pet it replaces is kept as a "replaced" backup first, so one tap can bring it back.
   */
  async replace(life: Life, now: number = Date.now()): Promise<void> {
    const tx = this.db.transaction(['pet', 'diary', 'backups', 'meta'], 'readwrite');
    const pets = tx.objectStore('pet');
    const diary = tx.objectStore('diary');
    const backups = tx.objectStore('backups');
    // Reads first: the writes are issued only once the old life is in hand, so a write that throws at once
    // (an uncloneable value) aborts the transaction before anything is cleared.
    const [old, oldPages, stored] = await Promise.all([pets.get(PET_KEY), diary.getAll(), backups.getAll()]).catch(
      (e: unknown) => {
        tx.done.catch(() => {});
        throw e;
      },
    );
    const written: Backup[] = [];
    const pruned: string[] = [];
    // A database made again after it vanished gets the backups kept in memory back.
    const lost = this.kept.owing ? this.kept.all().filter((b) => !stored.some((s) => s.id === b.id)) : [];
    const kept = [...stored, ...lost];
    await settle(tx, (add) => {
      for (const b of lost) add(backups.put(b));
      if (old !== undefined) {
        // A key of its own even within one millisecond: a backup is never overwritten by the next replacement.
        let at = now;
        while (kept.some((b) => b.id === `replaced-${at}`)) at += 1;
        const b: Backup = {
          id: `replaced-${at}`,
          kind: 'replaced',
          at,
          pet: old,
          pages: oldPages.sort((x, y) => x.day - y.day),
        };
        written.push(b);
        add(backups.put(b));
        // Past the cap, eggs that never lived go first (Hatch tapped again and again), then the oldest.
        const others = kept
          .filter((b) => b.kind === 'replaced')
          .sort((a, b) => Number(hasLived(b)) - Number(hasLived(a)) || b.at - a.at);
        for (const b of others.slice(REPLACED_BACKUPS - 1)) {
          pruned.push(b.id);
          add(backups.delete(b.id));
        }
      }
      add(pets.clear());
      add(diary.clear());
      // Messages sent to the pet being replaced go with it.
      add(tx.objectStore('meta').delete(OUTBOX));
      if (life.pet) add(pets.put(life.pet, PET_KEY));
      for (const p of life.pages) add(diary.put(p));
    });
    this.kept.stored([...lost, ...written], pruned);
    // The database holds a whole life again: the one that replaced what was owed.
    this.kept.paid();
  }

  /** Saves an owner message at once, in its own transaction, before any turn takes it in; returns it with its id. */
  async queueMessage(text: string, at: number): Promise<OutboxMessage> {
    const tx = this.db.transaction('meta', 'readwrite');
    const meta = tx.objectStore('meta');
    const box = ((await meta.get(OUTBOX)) as OutboxMessage[] | undefined) ?? [];
    const msg = { id: Math.max(0, ...box.map((m) => m.id)) + 1, text, at };
    await settle(tx, (add) => add(meta.put([...box, msg], OUTBOX)));
    return msg;
  }

  /** Messages sent but not yet taken in by a saved turn, oldest first. */
  async outbox(): Promise<OutboxMessage[]> {
    const box = (await this.db.get('meta', OUTBOX)) as OutboxMessage[] | undefined;
    return Array.isArray(box) ? box.filter((m) => m && typeof m.text === 'string' && Number.isInteger(m.id)) : [];
  }

  /** The backups, newest first. */
  async backups(): Promise<BackupInfo[]> {
    const all = await this.db.getAll('backups');
    return all.map(infoOf).sort((a, b) => b.at - a.at);
  }

  /** One backup's life (migrated and checked like an import), or null when it is gone. */
  async backup(id: string): Promise<Life | null> {
    const b = await this.db.get('backups', id);
    if (!b) return null;
    return { pet: checkStoredPet(b.pet), pages: checkStoredPages(b.pages) };
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
