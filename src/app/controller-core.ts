/**
 * The controller's ground floor: the view it shows and who hears it, the one-at-a-time chain every change runs
 * in, and the save that writes a state and then shows it. The turns (controller-turns.ts) and the life's
 * keeping (controller.ts) build on it.
 */
import { advance, HOUR_MS, linesSince, namesOf, returnAfter, worldState, type PetState } from '../sim/index.ts';
import type { Mode } from '../world/index.ts';
import type { DiaryPage, Life, PetStore } from '../store/db.ts';
import { formatBytes } from '../ui/format.ts';
import {
  browserEstimate,
  browserPersisted,
  isQuotaError,
  localNow,
  OPENING_VIEW,
  plainMessage,
  randomSeed,
  rememberPet,
  type AppView,
  type BrainPort,
  type ControllerOptions,
} from './app-view.ts';
import { eventCues, type LcdCue } from '../ui/scene.ts';
import { awayNews } from './away.ts';

export abstract class ControllerCore {
  protected view: AppView = OPENING_VIEW;
  protected readonly listeners = new Set<(v: AppView) => void>();
  protected readonly cueListeners = new Set<(c: LcdCue) => void>();
  protected readonly catchListeners = new Set<() => void>();
  /** The last notice of what changed while the owner was away (a rarer notice may replace it). */
  protected awayNotice: string | null = null;
  /** Every change runs in this chain, one at a time. */
  protected queue: Promise<unknown> = Promise.resolve();
  /** The turn being generated, so an owner action can cancel an idle one. */
  /** The turn in progress: its mode, and the controller that cancels it. */
  protected running: { mode: Mode; abort: AbortController } | null = null;
  /** The last save failed: the state on screen is newer than the stored one. */
  protected unsaved = false;
  /** Diary pages whose save failed: every later save carries them until one succeeds (their days are gone from finishedDays). */
  protected unsavedPages: DiaryPage[] = [];
  /** Owner actions waiting in the queue: an idle turn that has not started yet gives way to them. */
  protected ownerWaiting = 0;
  protected readonly store: PetStore;
  protected readonly brain: BrainPort;
  readonly now: () => number;
  protected readonly seed: () => number;
  protected readonly estimate: () => Promise<{ usage: number; quota: number } | null>;
  protected readonly onSaved: (life: Life) => void;
  protected readonly persisted: () => Promise<boolean | null>;

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

  protected set(patch: Partial<AppView>): void {
    this.view = { ...this.view, ...patch };
    this.notify();
  }

  /** Tells the listeners the view (also when only mayIdle() changed). */
  protected notify(): void {
    for (const fn of this.listeners) fn(this.view);
  }

  protected cue(c: LcdCue): void {
    for (const fn of this.cueListeners) fn(c);
  }

  /** Runs a change after those before it; a failure becomes the notice and never breaks the chain. */
  protected exclusive<T>(fn: () => Promise<T>): Promise<T | undefined> {
    const run = this.queue.then(fn).catch((e: unknown) => {
      this.set({ notice: plainMessage(e, this.view.pet?.name ?? 'the pet') });
      return undefined;
    });
    this.queue = run;
    return run;
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
  protected caughtUp(pet: PetState, returning = false): PetState {
    const now = this.now();
    return (returning || now - pet.now >= HOUR_MS ? returnAfter(pet, now) : advance(pet, now)).pet;
  }

  /**
   * The moments the chat's new event lines bring (a poop, a clean-up, waking, growing, a catch's result) as cues,
   * after the state that shows them: the LCD draws them and the voice sounds them, both from this one place.
   * A pet just opened or replaced brings none (that is history).
   */
  protected cueMoments(before: PetState | null, now: PetState): void {
    if (!before || before.name !== now.name || before.bornAt !== now.bornAt) return;
    for (const c of eventCues(linesSince(before.chat, now.chat), namesOf(now))) this.cue(c);
  }

  /**
   * After every change, the brain runs the next chat and idle turns' prompt start ahead (brain/warm.ts),
   * so a care that changed the header or a cut of old lines is paid between turns, not after Enter.
   */
  protected warmAhead(pet: PetState, turnFollows = false): void {
    if (!this.brain.warm || this.view.phase !== 'playing' || this.brain.isReady?.() === false) return;
    // None before a turn that follows at once (an owner action's chat turn): the turn stops a warm-up still running,
    // and a chat warm-up, which keeps room for one more line, could cut old lines the turn still had room for
    // (test/bench/long-chat.ts measured it). The commit after that turn warms both modes.
    if (turnFollows) return;
    const state = worldState(pet);
    for (const mode of ['chat', 'idle'] as const) this.brain.warm({ mode, state, lines: pet.chat });
  }

  /** Writes a state to the store, then shows it with `also` (shown even if the save fails; the notice says so). */
  protected async commit(
    pet: PetState,
    pages: readonly DiaryPage[] = [],
    sent: readonly number[] = [],
    also: Partial<AppView> = {},
    turnFollows = false,
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
      this.warmAhead(saved, turnFollows);
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
  protected async save(
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
}
