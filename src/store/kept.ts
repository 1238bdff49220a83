/**
 * What the store keeps in memory so that a database the browser cleared (a full disk, eviction) is written whole
 * again while the page lives: a copy of the backups as last stored (read once when the store opens, then kept
 * current as backups are written and pruned; the ring is small, DAILY_BACKUPS + REPLACED_BACKUPS), and, while a
 * write back is owed, the diary pages of the saves that failed meanwhile. The pet itself is the caller's: every
 * save hands it over whole.
 */
import type { Backup, DiaryPage } from './schema.ts';

export class KeptCopy {
  private readonly backups = new Map<string, Backup>();
  /** Pages a write back owes, by day; null while nothing is owed. */
  private owed: Map<number, DiaryPage> | null = null;

  constructor(stored: readonly Backup[]) {
    for (const b of stored) this.backups.set(b.id, b);
  }

  /** The backups as last stored. */
  all(): Backup[] {
    return [...this.backups.values()];
  }

  /** A transaction that wrote and deleted backups committed. */
  stored(written: readonly Backup[], deleted: readonly string[]): void {
    for (const id of deleted) this.backups.delete(id);
    for (const b of written) this.backups.set(b.id, b);
  }

  /** The connection was lost: what the database holds is unknown (it may be empty), so the next save writes all back. */
  owe(): void {
    this.owed ??= new Map();
  }

  get owing(): boolean {
    return this.owed !== null;
  }

  /** The pages a save writes: those owed, then its own (its page for a day is the newer). */
  pagesFor(pages: readonly DiaryPage[]): DiaryPage[] {
    if (!this.owed) return [...pages];
    const all = new Map(this.owed);
    for (const p of pages) all.set(p.day, p);
    return [...all.values()].sort((a, b) => a.day - b.day);
  }

  /** A save failed: while a write back is owed, its pages are owed too. */
  failed(pages: readonly DiaryPage[]): void {
    if (this.owed) for (const p of pages) this.owed.set(p.day, p);
  }

  /** A save of the whole life committed: nothing is owed. */
  paid(): void {
    this.owed = null;
  }
}
