/**
 * The one controller: it owns the pet's state, runs every change through the
 * sim, asks the brain for the pet's lines, writes each turn to the store in one
 * transaction and tells the components what to show. Components never change the
 * pet themselves; they call these methods. This file keeps the pet's life (open,
 * hatch, import, export, backups, reset); the turns are in controller-turns.ts and
 * the view and the save in controller-core.ts.
 */
import { dayNumber, HOUR_MS, namesProblem, newPet, say, type PetState } from '../sim/index.ts';
import type { BackupInfo, Life } from '../store/db.ts';
import { exportFileName, exportLife, readExport } from '../store/export.ts';
import { PREFS_KEY, readPrefs, type Prefs } from '../store/prefs.ts';
import { isQuotaError, PlainError, rememberedPet, rememberPet, type PetSummary } from './app-view.ts';
import { TurnController } from './controller-turns.ts';

export type { AppView, BrainPort, BrainView, CareAction, PetSummary } from './app-view.ts';

/** How an import's question shows a pet. */
function petSummary(pet: PetState): PetSummary {
  return { name: pet.name, stage: pet.stage, day: dayNumber(pet.bornAt, pet.now), lastSeen: pet.now };
}

/** Meta keys of the export reminder, and how long between reminders. */
const LAST_EXPORT = 'lastExportAt';
const LAST_REMINDER = 'exportRemindedAt';
const EXPORT_EVERY = 14 * 24 * HOUR_MS;
/** Meta key: the owner was told that the browser may clear the site's storage (said once). */
const PERSIST_TOLD = 'persistTold';

/** True when the chat ends with an owner message the pet has not answered (the page closed mid-turn). */
function awaitsAnswer(pet: PetState): boolean {
  for (let i = pet.chat.length - 1; i >= 0; i--) {
    const l = pet.chat[i]!;
    if (l.startsWith(`${pet.name}: `) || l === `${pet.name}:`) return false;
    if (l.startsWith(`${pet.owner}: `)) return true;
  }
  return false;
}

export class PetController extends TurnController {
  /** The stored preferences were written by a newer app: they are left as they are. */
  private prefsNewer = false;

  /** Changes preferences: shown at once, and stored (unless a newer app's record is there, which is kept as it is). */
  async setPrefs(change: Partial<Omit<Prefs, 'version'>>): Promise<void> {
    const prefs = { ...this.view.prefs, ...change };
    this.set({ prefs });
    if (!this.prefsNewer) await this.store.setMeta(PREFS_KEY, prefs);
  }

  /** Shows the stored pet without driving it: another tab holds the lock. */
  async watch(): Promise<void> {
    const life = await this.store.load();
    this.set({ phase: 'watching', pet: life.pet, pages: life.pages, notice: PetController.WATCHING });
  }

  /** Shows a life the driving tab broadcast (only while watching). */
  follow(life: Life): void {
    if (this.view.phase === 'watching') this.set({ pet: life.pet, pages: life.pages });
  }

  /** Opens the stored pet (catching up on the time away and writing missed diary pages), or asks for a hatch. */
  async open(): Promise<void> {
    const stored = readPrefs(await this.store.getMeta(PREFS_KEY).catch(() => undefined));
    this.prefsNewer = stored.newer;
    this.set({ prefs: stored.prefs });
    await this.exclusive(async () => {
      let life: Life & { notes?: string[] };
      try {
        life = await this.store.load();
      } catch (e) {
        console.error(e);
        const why =
          e instanceof Error && e.name === 'NewerDataError'
            ? 'it was saved by a newer version of tokenling. Reload the page while online to update the app; the pet is kept as it is.'
            : `its saved record can't be read (${e instanceof Error ? e.message : 'unknown problem'}). It is kept as it is: restore a backup below, or save what was read to a file.`;
        // The failed screen offers what it can, right there: the backups, and an export of what was read.
        const rescue = await this.store.backups().catch(() => []);
        return this.set({ phase: 'failed', notice: `Your pet could not be opened: ${why}`, rescue });
      }
      if (!life.pet) {
        // The browser had a pet and its record is gone: the storage was evicted or cleared.
        const had = rememberedPet();
        const newest = had ? ((await this.store.backups().catch(() => []))[0] ?? null) : null;
        const evicted = had ? { name: had, backup: newest?.id ?? null } : null;
        const notice = had
          ? `${had}'s saved life is missing from this browser: its storage was cleared. ${newest ? `Restore the newest backup (${newest.name}, day ${newest.day})` : `Import ${had}'s saved file (one made with Export)`} to bring ${had} back, or hatch a new egg.`
          : null;
        return this.set({ phase: 'hatch', pet: null, pages: life.pages, notice, evicted });
      }
      // A record renamed to keep this version's name rule says so (the renamed pet is saved by the catch-up below).
      const notes = life.notes?.length ? life.notes.join(' ') : null;
      this.set({
        phase: 'playing',
        pet: life.pet,
        pages: life.pages,
        evicted: null,
        notice: notes ?? (this.view.phase === 'watching' ? null : this.view.notice),
      });
      await this.catchUp(true);
      // The game of catch the pet accepted before the page closed is still owed.
      if (this.view.pet?.catchAwaiting) for (const fn of this.catchListeners) fn();
      // Messages sent before the page closed that no saved turn took in: taken in now, oldest first.
      const box = await this.store.outbox().catch(() => []);
      // Text read back from storage is cleaned again (say): the store is a boundary, written by any version of the app.
      for (const m of box) await this.act((p) => say(p, m.text), [m.id]);
      // The page closed before the pet answered an offer or a message: it answers now (idle turns never answer offers).
      if (this.view.pet?.pendingOffer || (this.view.pet && awaitsAnswer(this.view.pet))) await this.turn('chat');
      await this.remindToExport();
      await this.tellPersistence();
    });
    if (this.view.phase === 'opening') this.set({ phase: 'failed' });
    await this.writeDiaries();
  }

  /** A hatch is under way: another (Hatch tapped again) is ignored, so one tap's pet is the only one. */
  private hatching = false;

  /** Hatches a new pet. Rejects with the names' problem, changing nothing. */
  async hatch(name: string, owner: string): Promise<void> {
    const problem = namesProblem(name.trim(), owner.trim());
    if (problem) throw new RangeError(problem);
    if (this.view.phase === 'watching') throw new Error(PetController.WATCHING);
    if (this.hatching) return;
    this.hatching = true;
    await this.exclusive(async () => {
      const pet = newPet({ name: name.trim(), owner: owner.trim(), now: this.now(), seed: this.seed() });
      await this.store.replace({ pet, pages: [] }, this.now());
      this.set({ phase: 'playing', pet, pages: [], notice: null, evicted: null });
      this.onSaved({ pet, pages: [] });
      this.cue({ kind: 'hatch' });
    }).finally(() => (this.hatching = false));
  }

  /** The pet as an export file's text and name (and the reminder to export waits another while). */
  exportFile(): { text: string; fileName: string } {
    const life = { pet: this.view.pet, pages: [...this.view.pages] };
    void this.store.setMeta(LAST_EXPORT, this.now()).catch(() => {});
    return { text: exportLife(life), fileName: exportFileName(life) };
  }

  /** The stored record as it was read (when it cannot be opened), as an export file's text and name. */
  async exportReadFile(): Promise<{ text: string; fileName: string }> {
    const raw = await this.store.loadRaw();
    // Unchecked on purpose: the file keeps everything that was read, for an app that can read it, or for a person.
    const life = raw as unknown as Life;
    return { text: exportLife(life), fileName: exportFileName(life) };
  }

  /**
   * Now and then (a pet a few days old, no export for EXPORT_EVERY, at most once in that while) the owner is
   * reminded that backups live only in this browser and an export keeps a copy anywhere.
   */
  private async remindToExport(): Promise<void> {
    const pet = this.view.pet;
    // The export reminder is rarer than the news of a time away, and may take its place.
    if (!pet || (this.view.notice && this.view.notice !== this.awayNotice) || dayNumber(pet.bornAt, pet.now) < 4)
      return;
    const now = this.now();
    const [last, reminded] = await Promise.all([
      this.store.getMeta<number>(LAST_EXPORT),
      this.store.getMeta<number>(LAST_REMINDER),
    ]).catch(() => [now, now]);
    if ((last !== undefined && now - last < EXPORT_EVERY) || (reminded !== undefined && now - reminded < EXPORT_EVERY))
      return;
    await this.store.setMeta(LAST_REMINDER, now).catch(() => {});
    this.set({
      notice: `Keep ${pet.name} safe: now and then, export a copy from settings (⚙ → Export). Backups live only in this browser.`,
    });
  }

  /**
   * Once, for a pet that is already stored: where the browser may clear this site's storage under pressure
   * (navigator.storage.persisted() false), the owner is told so and offered to ask for it to be kept.
   */
  private async tellPersistence(): Promise<void> {
    const pet = this.view.pet;
    if (!pet || this.view.notice) return;
    const told = await this.store.getMeta<boolean>(PERSIST_TOLD).catch(() => true);
    if (told || (await this.persisted().catch(() => null)) !== false) return;
    await this.store.setMeta(PERSIST_TOLD, true).catch(() => {});
    this.set({
      askPersist: true,
      notice: `This browser may clear ${pet.name}'s saved life when it runs short of space. Ask it to keep this site's storage, and export now and then (⚙ → Export).`,
    });
  }

  /** The owner asked the browser to keep this site's storage; the answer is the browser's. */
  async askToPersist(): Promise<boolean> {
    const kept =
      typeof navigator !== 'undefined' && navigator.storage?.persist
        ? await navigator.storage.persist().catch(() => false)
        : false;
    this.set({
      askPersist: false,
      notice: kept
        ? "The browser keeps this site's storage now."
        : "The browser did not agree to keep this site's storage; export now and then to keep a copy.",
    });
    return kept;
  }

  /**
   * Reads an export file and says what it would bring in: the file's pet and the pet it would replace.
   * Nothing changes until importLife(); a bad file rejects with one plain sentence.
   */
  previewImport(text: string): { life: Life; incoming: PetSummary; current: PetSummary | null; notes: string[] } {
    // A clock ahead of this device's opens at now (notes say so): a wrong clock never locks the owner out.
    const { life, notes } = readExport(text, this.now());
    if (!life.pet)
      throw new PlainError(
        "This file holds no pet (it was exported before one hatched). Choose a file saved with Export in tokenling's settings.",
      );
    return { life, incoming: petSummary(life.pet), current: this.view.pet ? petSummary(this.view.pet) : null, notes };
  }

  /** Replaces the pet with an import's (after the owner said yes); the replaced pet is kept as a backup. */
  async importLife(life: Life): Promise<void> {
    await this.replaceWith(life);
  }

  /** Replaces the pet with a file's, after checking it (for callers that already asked). */
  async importFile(text: string): Promise<void> {
    await this.importLife(this.previewImport(text).life);
  }

  /** The backups, newest first (automatic daily ones and every pet an import or reset replaced). */
  async backups(): Promise<BackupInfo[]> {
    return this.store.backups();
  }

  /** Brings a backup back; the pet it replaces is kept as a backup in turn. */
  async restoreBackup(id: string): Promise<string> {
    const life = await this.store.backup(id);
    if (!life?.pet)
      throw new PlainError(
        'That backup is gone: it may have been replaced by a newer one. Choose another from the list.',
      );
    await this.replaceWith(life);
    return life.pet.name;
  }

  private async replaceWith(life: Life): Promise<void> {
    if (this.view.phase === 'watching') throw new PlainError(PetController.WATCHING);
    this.running?.abort.abort();
    let failed: unknown = null;
    await this.exclusive(async () => {
      try {
        await this.store.replace(life, this.now());
      } catch (e) {
        failed = e;
        return;
      }
      rememberPet(life.pet?.name ?? null);
      this.unsavedPages = [];
      this.set({
        phase: 'playing',
        pet: life.pet,
        pages: life.pages,
        notice: null,
        evicted: null,
        outbox: [],
        rescue: [],
      });
      this.onSaved(life);
      await this.catchUp(true);
    });
    if (failed) {
      console.error(failed);
      throw new PlainError(
        isQuotaError(failed)
          ? `There is not enough room to bring that pet in, so nothing was changed${this.view.pet ? ` and ${this.view.pet.name} is still here` : ''}. Free some space and try again.`
          : `That pet could not be brought in, so nothing was changed${this.view.pet ? ` and ${this.view.pet.name} is still here` : ''}. Try again.`,
      );
    }
    await this.writeDiaries();
  }

  /** Says goodbye to the pet: everything is deleted and a new egg waits. */
  async reset(): Promise<void> {
    if (this.view.phase === 'watching') throw new Error(PetController.WATCHING);
    this.running?.abort.abort();
    await this.exclusive(async () => {
      await this.store.replace({ pet: null, pages: [] }, this.now());
      rememberPet(null);
      this.unsavedPages = [];
      this.set({
        phase: 'hatch',
        pet: null,
        pages: [],
        notice: null,
        thinking: false,
        idling: false,
        streaming: null,
        cut: false,
        outbox: [],
        evicted: null,
      });
      this.onSaved({ pet: null, pages: [] });
    });
  }

  /** The page is visible again: time catches up and any day that ended meanwhile gets its diary page. */
  async resume(): Promise<void> {
    if (!this.view.pet || this.view.phase !== 'playing') return;
    await this.exclusive(() => this.catchUp());
    await this.writeDiaries();
  }
}
