/**
 * What the controller shows and takes: its view, the care actions, its options,
 * and the small browser helpers it uses (the clock, seeds, the storage estimate).
 */
import type { GenerateRequest } from '../brain/generate.ts';
import type { OnText, TurnMessage } from '../brain/protocol.ts';
import type { WarmRequest } from '../brain/warm.ts';
import type { PetState } from '../sim/index.ts';
import type { Food, OfferKind } from '../world/index.ts';
import type { BackupInfo, DiaryPage, Life, PetStore } from '../store/db.ts';
import { DEFAULT_PREFS, type Prefs } from '../store/prefs.ts';

/** The brain's loading state, as the banner shows it. */
export interface BrainView {
  /** unloaded: released (or its cache cleared); it loads again when the pet next thinks. */
  state: 'loading' | 'ready' | 'failed' | 'unloaded';
  loaded: number;
  total: number | null;
  message?: string;
  /** While loading: 'device' when every model file is already in the model cache, 'download' when not; absent until known. */
  from?: 'device' | 'download';
}

/** The brain as the controller uses it: BrainClient, or a scripted stand-in in tests. */
export interface BrainPort {
  /**
   * The pet's turn, its text streamed to `onText`. Aborting `signal` cancels it (queued or running); the
   * promise then rejects, and the caller knows why from its own signal (no error names to match).
   */
  generate(request: GenerateRequest, options?: { onText?: OnText; signal?: AbortSignal }): Promise<TurnMessage>;
  /** False while the model is still loading: the turn is answered by the world's line instead of waiting. Absent: always ready. */
  isReady?(): boolean;
  /**
   * Whether the owner's words are serious, read with the learned reader beside the exact rules, so that a sleeping pet
   * wakes for them. Absent, or before the model is loaded: the sim's exact rules.
   */
  readsSerious?(text: string, names: { pet: string; owner: string }): Promise<boolean | null>;
  /** Warms the brain for a mode's next turn (between turns; never waited on). Absent: no warm-ups. */
  warm?(request: WarmRequest): void;
  /**
   * True when each line is validated where it is made, against the request's own transcript and state (the app's
   * brain worker, built with this page): the controller applies it as it comes. Absent: the controller checks it.
   */
  readonly validates?: boolean;
}

/** Where the app is. `watching`: another tab drives the pet and this one shows it. */
type Phase = 'opening' | 'hatch' | 'playing' | 'failed' | 'watching';

/** What the components render; a new object after every change. */
export interface AppView {
  phase: Phase;
  pet: PetState | null;
  pages: readonly DiaryPage[];
  /** A turn is being written (the typing indicator). */
  thinking: boolean;
  /** The pet's own idle turn is being written: the owner's care and messages cancel it, so nothing waits on it. */
  idling: boolean;
  /** The pet line's body so far while it streams. */
  streaming: string | null;
  /** The turn that streamed last was cancelled (an owner's action cut an idle line): its voice stops at once. */
  cut: boolean;
  writingDiary: boolean;
  /** A message for the owner (a failed save, a refused action), or null. */
  notice: string | null;
  /** Why the pet said no to the last offer, under the care bar for a few seconds (`at` tells one refusal from the next). */
  hint: { text: string; at: number } | null;
  /** Owner messages saved but not yet taken in by a turn (shown as sending). */
  outbox: readonly { id: number; text: string }[];
  /** The stored pet is missing although this browser had one (storage evicted): its name, and the newest backup. */
  evicted: { name: string; backup: string | null } | null;
  /** The owner's preferences (sound, the brain's tags, notifications). */
  prefs: Prefs;
  /** The last save failed: what is on screen lives only in memory (the notice says so and offers an export). */
  unsaved?: boolean;
  /** The notice says the browser may clear this site's storage: its button asks the browser to keep it. */
  askPersist?: boolean;
  /** The stored pet could not be opened (phase 'failed'): the backups the failed screen offers, newest first. */
  rescue?: readonly BackupInfo[];
}

/** A pet as an import's question shows it. */
export interface PetSummary {
  name: string;
  stage: string;
  day: number;
  /** Local wall-clock ms of its last moment. */
  lastSeen: number;
}

/** An error whose message is written for the owner (what happened, what to do). Anything else shows a general sentence. */
export class PlainError extends Error {
  override name = 'PlainError';
}

/** The sentence the owner sees for an error: its own words when written for people, else a general one (the details go to the console). */
export function plainMessage(e: unknown, pet: string): string {
  if (e instanceof Error && (e.name === 'PlainError' || e.name === 'StoreError' || e.name === 'NewerDataError'))
    return e.message;
  console.error(e);
  return `Something went wrong, so ${pet} could not do that just now. Everything saved is kept; try again.`;
}

/** A care action from the care bar. */
export type CareAction =
  | { kind: 'offer'; offer: OfferKind; food?: Food }
  | { kind: 'pat' }
  | { kind: 'lightsOff' }
  | { kind: 'lightsOn' }
  | { kind: 'clean' };

export interface ControllerOptions {
  store: PetStore;
  brain: BrainPort;
  /** The owner's wall clock as local wall-clock ms (the sim's time base). */
  now?: () => number;
  /** A seed for each turn's sampler and each new pet. */
  seed?: () => number;
  /** Hears every saved life (the driving tab broadcasts it to the others). */
  onSaved?: (life: Life) => void;
  /** Storage used and available (navigator.storage.estimate), for the message when storage is full. */
  estimate?: () => Promise<{ usage: number; quota: number } | null>;
  /** Whether the browser keeps this site's storage under pressure (navigator.storage.persisted); null where it does not say. */
  persisted?: () => Promise<boolean | null>;
}

/** The browser's navigator.storage.persisted(), or null where it does not say. */
export async function browserPersisted(): Promise<boolean | null> {
  return typeof navigator !== 'undefined' && navigator.storage?.persisted ? navigator.storage.persisted() : null;
}

/** The browser's storage estimate, or null where it does not say. */
export async function browserEstimate(): Promise<{ usage: number; quota: number } | null> {
  const e = typeof navigator !== 'undefined' && navigator.storage?.estimate ? await navigator.storage.estimate() : null;
  return e && e.usage !== undefined && e.quota !== undefined ? { usage: e.usage, quota: e.quota } : null;
}

/** True for the error a full disk gives. */
export function isQuotaError(e: unknown): boolean {
  return e instanceof Error && (e.name === 'QuotaExceededError' || /quota/i.test(e.message));
}

/** The local wall-clock ms of this moment (the sim counts time in the owner's local time). */
export function localNow(): number {
  return Date.now() - new Date().getTimezoneOffset() * 60_000;
}

/** A random 32-bit seed. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** The page filed when the model wrote nothing at all (a page is never empty). */
/** The view before the stored pet is read: nothing to show yet. */
export const OPENING_VIEW: AppView = {
  phase: 'opening',
  pet: null,
  pages: [],
  thinking: false,
  idling: false,
  streaming: null,
  cut: false,
  writingDiary: false,
  notice: null,
  hint: null,
  outbox: [],
  evicted: null,
  prefs: DEFAULT_PREFS,
};

export const QUIET_DAY = 'a quiet day.';

/** The localStorage key that remembers this browser had a pet (to tell an evicted store from a first visit). */
export const HAD_PET_KEY = 'tokenling:had-pet';

/** The name last written, so a save writes the marker only when it changes. */
let remembered: string | null | undefined;

/** Remembers (or forgets) that this browser has a pet; quietly does nothing where storage is unavailable. */
export function rememberPet(name: string | null): void {
  if (name === remembered) return;
  remembered = name;
  try {
    if (name === null) localStorage.removeItem(HAD_PET_KEY);
    else localStorage.setItem(HAD_PET_KEY, name);
  } catch {
    // No localStorage (a private window, a test): eviction just goes unnoticed.
  }
}

/** The pet this browser had, if it remembers one. */
export function rememberedPet(): string | null {
  try {
    return localStorage.getItem(HAD_PET_KEY);
  } catch {
    return null;
  }
}
