/**
 * The one controller: it owns the pet's state, runs every change through the
 * sim, asks the brain for the pet's lines, writes each turn to the store in one
 * transaction and tells the components what to show. Components never change the
 * pet themselves; they call these methods.
 */
import type { GenerateRequest } from '../brain/generate.ts';
import type { TurnMessage } from '../brain/protocol.ts';
import {
  advance,
  applyPetLine,
  namesOf,
  namesProblem,
  checkPetLine,
  cleanPoop,
  dayNumber,
  diaryState,
  finishCatch,
  HOUR_MS,
  lightsOff,
  lightsOn,
  newPet,
  offer,
  pat,
  linesSince,
  returnAfter,
  say,
  transcriptStart,
  whyCannot,
  worldState,
  addDiaryPage,
  type ActionResult,
  type PetEffect,
  type PetState,
} from '../sim/index.ts';
import { cleanOwnerText, fallbackBody, type Mode } from '../world/index.ts';
import type { BackupInfo, DiaryPage, Life, PetStore } from '../store/db.ts';
import { exportFileName, exportLife, readExport } from '../store/export.ts';
import { DEFAULT_PREFS, PREFS_KEY, readPrefs, type Prefs } from '../store/prefs.ts';
import { formatBytes } from '../ui/format.ts';
import {
  browserEstimate,
  browserPersisted,
  isQuotaError,
  localNow,
  plainMessage,
  PlainError,
  QUIET_DAY,
  randomSeed,
  rememberedPet,
  rememberPet,
  type AppView,
  type BrainPort,
  type CareAction,
  type ControllerOptions,
  type PetSummary,
} from './app-view.ts';
import { cueFor, eventCues, type LcdCue } from '../ui/scene.ts';
import { awayNews } from './away.ts';

export type { AppView, BrainPort, BrainView, CareAction, ControllerOptions, Phase, PetSummary } from './app-view.ts';

/** How an import's question shows a pet. */
export function petSummary(pet: PetState): PetSummary {
  return { name: pet.name, stage: pet.stage, day: dayNumber(pet.bornAt, pet.now), lastSeen: pet.now };
}
export { localNow, randomSeed } from './app-view.ts';

/** The view once a turn's answer is done: no dots, no streamed text (its line, saved, is in the chat). */
const DONE_THINKING = {
  thinking: false,
  idling: false,
  streaming: null,
  cut: false,
} as const satisfies Partial<AppView>;

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

export class PetController {
  private view: AppView = {
    phase: 'opening',
    pet: null,
    pages: [],
    thinking: false,
    idling: false,
    streaming: null,
    cut: false,
    writingDiary: false,
    notice: null,
    outbox: [],
    evicted: null,
    prefs: DEFAULT_PREFS,
  };
  /** The stored preferences were written by a newer app: they are left as they are. */
  private prefsNewer = false;
  private readonly listeners = new Set<(v: AppView) => void>();
  private readonly cueListeners = new Set<(c: LcdCue) => void>();
  private readonly catchListeners = new Set<() => void>();
  /** The last notice of what changed while the owner was away (a rarer notice may replace it). */
  private awayNotice: string | null = null;
  /** Every change runs in this chain, one at a time. */
  private queue: Promise<unknown> = Promise.resolve();
  /** The turn being generated, so an owner action can cancel an idle one. */
  /** The turn in progress: its mode, and the controller that cancels it. */
  private running: { mode: Mode; abort: AbortController } | null = null;
  /** The last save failed: the state on screen is newer than the stored one. */
  private unsaved = false;
  /** Diary pages whose save failed: every later save carries them until one succeeds (their days are gone from finishedDays). */
  private unsavedPages: DiaryPage[] = [];
  /** Owner actions waiting in the queue: an idle turn that has not started yet gives way to them. */
  private ownerWaiting = 0;
  private readonly store: PetStore;
  private readonly brain: BrainPort;
  readonly now: () => number;
  private readonly seed: () => number;
  private readonly estimate: () => Promise<{ usage: number; quota: number } | null>;
  private readonly onSaved: (life: Life) => void;
  private readonly persisted: () => Promise<boolean | null>;

  constructor(options: ControllerOptions) {
    this.store = options.store;
    this.brain = options.brain;
    this.now = options.now ?? localNow;
    this.seed = options.seed ?? randomSeed;
    this.estimate = options.estimate ?? browserEstimate;
    this.onSaved = options.onSaved ?? (() => {});
    this.persisted = options.persisted ?? browserPersisted;
  }

  /** The words shown while another tab drives the pet. */
  static readonly WATCHING =
    'tokenling is open in another tab, which is looking after the pet; this tab follows along. Close the other tab to play here.';

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

  get state(): AppView {
    return this.view;
  }

  /** Calls `fn` with every new view (and once now); returns an unsubscribe. */
  subscribe(fn: (v: AppView) => void): () => void {
    this.listeners.add(fn);
    fn(this.view);
    return () => this.listeners.delete(fn);
  }

  /** Clears the notice. */
  dismissNotice(): void {
    this.set({ notice: null });
  }

  /** Shows a notice (a plain sentence for the owner). */
  showNotice(text: string): void {
    this.set({ notice: text });
  }

  /** Hears one-shot animations for the LCD. */
  onCue(fn: (c: LcdCue) => void): () => void {
    this.cueListeners.add(fn);
    return () => this.cueListeners.delete(fn);
  }

  /** Hears when the pet accepted catch and the game should start. */
  onCatch(fn: () => void): () => void {
    this.catchListeners.add(fn);
    return () => this.catchListeners.delete(fn);
  }

  private set(patch: Partial<AppView>): void {
    this.view = { ...this.view, ...patch };
    this.notify();
  }

  /** Tells the listeners the view (also when only mayIdle() changed). */
  private notify(): void {
    for (const fn of this.listeners) fn(this.view);
  }

  private cue(c: LcdCue): void {
    for (const fn of this.cueListeners) fn(c);
  }

  /** Runs a change after those before it; a failure becomes the notice and never breaks the chain. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T | undefined> {
    const run = this.queue.then(fn).catch((e: unknown) => {
      this.set({ notice: plainMessage(e, this.view.pet?.name ?? 'the pet') });
      return undefined;
    });
    this.queue = run;
    return run;
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

  /** The page is visible again (or a tick came): the pet's time catches up; after an hour away it says so. */
  async catchUp(returning = false): Promise<void> {
    const pet = this.view.pet;
    if (!pet) return;
    const now = this.caughtUp(pet, returning);
    // Back after hours: what changed meanwhile, unless a notice that matters more is up.
    const news = this.view.notice ? null : awayNews(pet, now);
    if (news) this.awayNotice = news;
    await this.commit(now, [], [], news ? { notice: news } : {});
  }

  /** The pet moved to now: after an hour or more away (or when `returning`), with the came-back line. */
  private caughtUp(pet: PetState, returning = false): PetState {
    const now = this.now();
    return (returning || now - pet.now >= HOUR_MS ? returnAfter(pet, now) : advance(pet, now)).pet;
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

  /**
   * The moments the chat's new event lines bring (a poop, a clean-up, waking, growing, a catch's result) as cues,
   * after the state that shows them: the LCD draws them and the voice sounds them, both from this one place.
   * A pet just opened or replaced brings none (that is history).
   */
  private cueMoments(before: PetState | null, now: PetState): void {
    if (!before || before.name !== now.name || before.bornAt !== now.bornAt) return;
    for (const c of eventCues(linesSince(before.chat, now.chat), namesOf(now))) this.cue(c);
  }

  /**
   * After every change, the brain runs the next chat and idle turns' prompt start ahead (brain/warm.ts),
   * so a care that changed the header or a cut of old lines is paid between turns, not after Enter.
   */
  private warmAhead(pet: PetState, turnNext: 'chat' | null = null): void {
    if (!this.brain.warm || this.view.phase !== 'playing' || this.brain.isReady?.() === false) return;
    const state = worldState(pet);
    // Not the mode whose turn comes right after (an owner action's chat turn): that turn runs its own prompt at once,
    // and a warm-up, which keeps room for one more line, could cut old lines the turn still had room for and leave
    // the turn a whole prompt to run (test/bench/long-chat.ts measured it). The cut is made after the turn instead.
    for (const mode of ['chat', 'idle'] as const)
      if (mode !== turnNext) this.brain.warm({ mode, state, lines: pet.chat });
  }

  /** Writes a state to the store, then shows it with `also` (shown even if the save fails; the notice says so). */
  private async commit(
    pet: PetState,
    pages: readonly DiaryPage[] = [],
    sent: readonly number[] = [],
    also: Partial<AppView> = {},
    turnNext: 'chat' | null = null,
  ): Promise<void> {
    const before = this.view.pet;
    const merged = () =>
      pages.length
        ? [...this.view.pages.filter((p) => !pages.some((q) => q.day === p.day)), ...pages].sort(
            (a, b) => a.day - b.day,
          )
        : this.view.pages;
    try {
      const carried = [...this.unsavedPages.filter((p) => !pages.some((q) => q.day === p.day)), ...pages];
      // Saved first, shown after: what the owner sees (an offer, a line) is already stored, so a tab closed
      // the moment it appears loses nothing. The record the store saved carries the day's backup stamp.
      const saved = await this.save(pet, carried, merged(), sent);
      this.unsavedPages = [];
      rememberPet(pet.name);
      this.set({ pet: saved, pages: merged(), ...(this.unsaved ? { notice: null } : {}), unsaved: false, ...also });
      this.unsaved = false;
      this.onSaved({ pet: saved, pages: [...this.view.pages] });
      this.cueMoments(before, saved);
      this.warmAhead(saved, turnNext);
    } catch (e) {
      // Not saved: shown all the same (the pet plays on from memory), and the notice says so.
      this.set({ pet, pages: merged(), unsaved: true, ...also });
      this.cueMoments(before, pet);
      this.unsaved = true;
      if (pages.length)
        this.unsavedPages = [...this.unsavedPages.filter((p) => !pages.some((q) => q.day === p.day)), ...pages];
      if (isQuotaError(e)) {
        const est = await this.estimate().catch(() => null);
        const numbers = est ? ` (${formatBytes(est.usage)} used of ${formatBytes(est.quota)})` : '';
        // The truth: a browser short of space may clear a site's saved data, so the copy in this page is the one to keep.
        this.set({
          notice: `Storage is full${numbers}. ${pet.name} keeps playing here, but nothing new is saved until there is room, and a browser short of space may clear what was saved. Export ${pet.name} now to keep a copy; once there is room, everything is saved again.`,
        });
      } else {
        console.error('a save failed', e);
        this.set({
          notice: `${pet.name}'s last moments could not be saved just now. ${pet.name} keeps playing here; export ${pet.name} to keep a copy. The next moment tries to save everything again.`,
        });
      }
    }
  }

  /**
   * Saves a turn. A connection that closed under the app (the browser cleared the site's data, or a full disk
   * aborted it) is opened again, and the whole life (every page, and a backup) written back, so a database the
   * browser emptied holds the pet again. Only the tab holding the pet's lock drives a controller, so this copy
   * is the newest.
   */
  private async save(
    pet: PetState,
    pages: readonly DiaryPage[],
    all: readonly DiaryPage[],
    sent: readonly number[],
  ): Promise<PetState> {
    try {
      return await this.store.saveTurn(pet, pages, sent);
    } catch (e) {
      if (isQuotaError(e)) throw e;
      console.warn('a save failed; the database is opened again and the whole life written back', e);
      await this.store.reopen();
      return this.store.saveTurn(
        { ...pet, backedUpDay: null },
        [...all, ...pages.filter((p) => !all.some((q) => q.day === p.day))],
        sent,
      );
    }
  }

  /** The owner says something; the pet answers. Empty text is ignored. */
  async say(text: string): Promise<void> {
    const pet = this.view.pet;
    // The world's cleaning decides what the owner said; nothing left means nothing happens.
    const line = pet ? cleanOwnerText(text, { pet: pet.name, owner: pet.owner }) : null;
    if (line === null) return;
    if (this.view.phase === 'watching') return this.set({ notice: PetController.WATCHING });
    // An idle turn in progress gives way at once; the message is saved before it is taken in.
    this.cancelIdle();
    // Saved at once, in its own transaction, before any turn: a close or a crash from here on loses nothing.
    let id: number | null = null;
    try {
      id = (await this.store.queueMessage(line, this.now())).id;
      this.set({ outbox: [...this.view.outbox, { id, text: line }] });
    } catch (e) {
      console.warn('the message could not be saved ahead of its turn', e);
    }
    await this.owner(async () => {
      await this.act((p) => say(p, line), id === null ? [] : [id]);
      if (id !== null) this.set({ outbox: this.view.outbox.filter((m) => m.id !== id) });
      await this.turn('chat');
    });
  }

  /** A care action; offers wait for the pet's [yes] or [no] in the turn that follows. */
  async care(action: CareAction): Promise<void> {
    if (!this.view.pet) return;
    await this.owner(async () => {
      // The sim's own reason, in the pet's words, when the care is not possible now (never the sim's error text).
      const asks = (
        { offer: 'offer', pat: 'pat', lightsOff: 'lightsOff', lightsOn: 'lightsOn', clean: 'cleanPoop' } as const
      )[action.kind];
      const why = this.view.pet ? whyCannot(advance(this.view.pet, this.now()).pet, asks) : null;
      if (why) throw new PlainError(`${why.charAt(0).toUpperCase()}${why.slice(1)}.`);
      const r = await this.act((p) => {
        switch (action.kind) {
          case 'offer':
            return offer(p, action.offer, action.food);
          case 'pat':
            return pat(p);
          case 'lightsOff':
            return lightsOff(p);
          case 'lightsOn':
            return lightsOn(p);
          case 'clean':
            return cleanPoop(p);
        }
      });
      if (action.kind === 'pat') this.cue({ kind: 'pat' });
      if (r) await this.turn('chat');
    });
  }

  /** The catch game ended with this many stars. */
  async finishCatch(stars: number): Promise<void> {
    await this.owner(async () => {
      // A game that ends when none is owed (a second end, a reload) changes nothing and shows nothing.
      if (this.view.pet && !this.view.pet.catchAwaiting)
        return console.warn('a catch game ended with none awaited; ignored');
      if (await this.act((p) => finishCatch(p, stars))) await this.turn('chat');
    });
  }

  /** Runs an owner action: an idle turn in progress is cancelled, one not yet started is skipped. */
  private async owner(fn: () => Promise<void>): Promise<void> {
    if (this.view.phase === 'watching') return this.set({ notice: PetController.WATCHING });
    this.ownerWaiting += 1;
    this.cancelIdle();
    try {
      await this.exclusive(fn);
    } finally {
      this.ownerWaiting -= 1;
      // Idle turns may run again: listeners (the idle driver) hear it, though the view did not change.
      if (this.ownerWaiting === 0) this.notify();
    }
  }

  /**
   * Whether an idle turn may run now: the one place that decides (the idle driver tells the idle worker's
   * timer from this, and idle() checks it again when the timer fires).
   */
  mayIdle(): boolean {
    const pet = this.view.pet;
    return (
      !!pet &&
      this.view.phase === 'playing' &&
      !this.running &&
      !this.view.thinking &&
      this.ownerWaiting === 0 &&
      !pet.catchAwaiting &&
      !pet.pendingOffer
    );
  }

  /**
   * An idle turn (from the idle worker): skipped while anything else is happening. Resolves true if it ran.
   * A day that ended while the app was open gets its diary page right after, in the same quiet moment.
   */
  async idle(): Promise<boolean> {
    if (!this.mayIdle()) return false;
    let ran = false;
    await this.exclusive(async () => {
      if (!this.mayIdle()) return;
      // The time that passed is saved with the idle line, in the turn's one write.
      this.set({ pet: this.caughtUp(this.view.pet!) });
      await this.turn('idle');
      ran = true;
    });
    if (ran && this.view.pet?.finishedDays.length) await this.writeDiaries();
    return ran;
  }

  /** Stops an idle turn in progress: the owner's action comes first. */
  private cancelIdle(): void {
    if (this.running?.mode === 'idle') this.running.abort.abort();
  }

  /** Moves the clock to now, then applies an owner action and saves it. */
  private async act(fn: (p: PetState) => ActionResult, sent: readonly number[] = []): Promise<ActionResult | null> {
    const pet = this.view.pet;
    if (!pet) return null;
    const moved = advance(pet, this.now()).pet;
    const r = fn(moved);
    // Every owner action is answered by a chat turn at once (an offer, a message, a pat, a catch's end).
    await this.commit(r.pet, [], sent, {}, 'chat');
    return r;
  }

  /** Asks the brain for the pet's next line and applies it, all saved in one transaction. */
  private async turn(mode: 'chat' | 'idle'): Promise<void> {
    const pet = this.view.pet;
    if (!pet) return;
    const request: GenerateRequest = {
      mode,
      state: worldState(pet),
      lines: pet.chat,
      start: transcriptStart(pet),
      seed: this.seed(),
    };
    // The brain is still downloading: an idle turn waits for it; an answer comes from the world's line at once,
    // so care and chat never wait on the network (the banner says the brain is waking up).
    const waking = this.brain.isReady?.() === false;
    if (waking && mode === 'idle') return;
    let body = waking ? fallbackBody(request.start, request.lines, request.state) : await this.think(request, pet.name);
    if (body === null) return;
    let r: ReturnType<typeof applyPetLine>;
    try {
      // The brain's turn already validated the line; checking again costs nothing and keeps a faulty brain out of the state.
      if (!checkPetLine(pet, body).valid) body = fallbackBody(request.start, request.lines, request.state);
      r = applyPetLine(pet, body, this.now());
      // The answer's streamed text (or the thinking dots) stayed up while the line was saved: the line takes its place in the same update.
      await this.commit(r.pet, [], [], DONE_THINKING);
    } finally {
      if (this.view.thinking) this.set(DONE_THINKING);
    }
    for (const effect of r.effects) this.play(effect);
  }

  /** The brain's line for a request, streamed to the view (which keeps it until turn() has saved it); null when the turn was cancelled. */
  private async think(request: GenerateRequest, name: string): Promise<string | null> {
    let streamed = '';
    this.set({ thinking: true, idling: request.mode === 'idle', streaming: null });
    const abort = new AbortController();
    this.running = { mode: request.mode, abort };
    let answered = false;
    try {
      const onText = (piece: string, restart?: boolean) => {
        // A try the validator refused is dropped from view when the next one starts.
        streamed = restart ? piece : streamed + piece;
        this.set({ streaming: streamed });
      };
      const body = (await this.brain.generate(request, { onText, signal: abort.signal })).body;
      answered = true;
      return body;
    } catch (e) {
      if (abort.signal.aborted) return null;
      // The brain failed (not loaded, out of memory…): the world's fallback keeps the pet valid.
      console.error("the brain's turn failed", e);
      this.set({
        notice: `${name}'s brain could not think just now, so ${name} answered simply. It tries again next time.`,
      });
      answered = true;
      return fallbackBody(request.start, request.lines, request.state);
    } finally {
      this.running = null;
      // An answer stays on screen (its text, or the dots) until turn() has saved it and shows the line: no blank between.
      if (!answered) this.set({ ...DONE_THINKING, cut: abort.signal.aborted });
    }
  }

  /** Turns a line's effect into the LCD's animation, or the catch game. */
  private play(effect: PetEffect): void {
    const cue = cueFor(effect);
    if (cue === 'catch') for (const fn of this.catchListeners) fn();
    else if (cue) this.cue(cue);
  }

  /** Writes a page for each finished day that has none, oldest first (each page saved with the state that files it). */
  async writeDiaries(): Promise<void> {
    await this.exclusive(async () => {
      let pet = this.view.pet;
      while (pet && pet.finishedDays.length) {
        const day = pet.finishedDays[0]!;
        this.set({ writingDiary: true });
        const state = diaryState(pet, day);
        const abort = new AbortController();
        this.running = { mode: 'diary', abort };
        try {
          let turn: TurnMessage;
          try {
            turn = await this.brain.generate(
              {
                mode: 'diary',
                state,
                lines: [],
                start: { pet: pet.name, owner: pet.owner, asleep: false },
                seed: this.seed(),
              },
              { signal: abort.signal },
            );
          } catch (e) {
            // Cancelled (a reset or an import replaced the pet): the page waits for the next day's visit.
            if (abort.signal.aborted) return;
            throw e;
          }
          const text = turn.body.trim() || QUIET_DAY;
          pet = addDiaryPage(pet, day.day, text);
          await this.commit(pet, [{ day: day.day, date: day.date, text, writtenAt: this.now() }]);
        } finally {
          this.running = null;
          this.set({ writingDiary: false });
        }
      }
    });
  }
}
