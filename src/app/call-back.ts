/**
 * Calls the owner back when the pet needs them: the tab title and the app badge
 * say what it needs, and, once the owner allowed it in settings, a notification
 * comes when the next need starts while the page is hidden. Every browser API is
 * feature-detected and injectable; where one is missing the rest still works.
 */
import { advance } from '../sim/advance.ts';
import { needsOf, nextNeedAt, type Need } from '../sim/needs.ts';
import { RATES } from '../sim/rates.ts';
import type { PetState } from '../sim/state.ts';
import { HOUR_MS } from '../sim/time.ts';
import { localNow } from './app-view.ts';

/** The app's own title (index.html's <title>), and the end of every title with a need. */
const APP_TITLE = 'tokenling';
/** The notification tag: a new call replaces the last one instead of piling up. */
export const NOTIFICATION_TAG = 'tokenling-needs';
/** The Periodic Background Sync tag the service worker would check the pet on. */
export const NEEDS_SYNC_TAG = 'tokenling-needs';
/** How often the browser may wake the service worker to look at the pet: the browser decides, and never sooner. */
export const NEEDS_SYNC_MIN_INTERVAL_MS = HOUR_MS;
/** The longest delay setTimeout holds (2^31 - 1 ms, about 24.8 days); a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** How far ahead a hidden page looks for the next need: the sim's stats settle within this window. */
export const NEED_HORIZON_MS = RATES.catchUpWindowHours * HOUR_MS;

/** What the owner can do for each need, finishing "come … Pip". */
const CARE_FOR: Record<Need, (pet: string) => string> = {
  sick: (pet) => `give ${pet} medicine`,
  hungry: (pet) => `feed ${pet}`,
  dirty: (pet) => `clean up after ${pet}`,
  lonely: (pet) => `play with ${pet}`,
};

/** "hungry", "hungry and dirty", "sick, hungry and dirty". */
function listOf(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The tab title: "Pip is hungry and dirty · tokenling", or plain "tokenling" when the pet needs nothing. */
export function titleFor(petName: string, needs: readonly Need[]): string {
  return needs.length ? `${petName} is ${listOf(needs)} · ${APP_TITLE}` : APP_TITLE;
}

/** A notification to show: its title and the options Notification and showNotification take. */
export interface PetNotification {
  title: string;
  options: NotificationOptions & { tag: string; body: string; data: { url: string } };
}

/** "Pip is hungry — come feed Pip", tagged so a newer call replaces it, opening the app at url. */
export function notificationFor(petName: string, needs: readonly Need[], url: string): PetNotification {
  const first = needs[0];
  const body = first
    ? `${petName} is ${listOf(needs)} — come ${CARE_FOR[first](petName)}`
    : `${petName} is waiting for you`;
  const icon = iconAt(url);
  return { title: APP_TITLE, options: { body, tag: NOTIFICATION_TAG, data: { url }, ...(icon ? { icon } : {}) } };
}

/** The app icon beside the app's URL, or none where the URL is not absolute. */
function iconAt(url: string): string | undefined {
  try {
    return new URL('icons/icon-192.png', url).href;
  } catch {
    return undefined;
  }
}

/** The result of asking for notifications; 'unsupported' where the browser has no Notification API. */
export type NotificationAnswer = NotificationPermission | 'unsupported';

/** The part of the Notification API that asking uses (a stand-in in tests). */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(callback?: (p: NotificationPermission) => void): Promise<NotificationPermission> | undefined;
}

/**
 * Asks the browser for notification permission. Call it straight from the settings
 * button's click (Safari only asks inside a user gesture), never on a first visit.
 */
export async function requestNotifications(
  api: NotificationApi | undefined = globalThis.Notification as NotificationApi | undefined,
): Promise<NotificationAnswer> {
  if (!api || typeof api.requestPermission !== 'function') return 'unsupported';
  try {
    // Old Safari answers through the callback only; newer browsers return a promise.
    return await new Promise<NotificationPermission>((resolve, reject) => {
      const promise = api.requestPermission(resolve);
      if (promise) promise.then(resolve, reject);
    });
  } catch {
    return api.permission;
  }
}

/** Shows notifications and says whether it may (a stand-in in tests). */
export interface Notifier {
  permission(): NotificationAnswer;
  show(n: PetNotification): Promise<void>;
}

/**
 * The browser's notifications: through the service worker where one is registered
 * (Android Chrome has no `new Notification`; its click reaches sw.ts), else a page notification.
 */
function browserNotifier(): Notifier {
  const api = typeof Notification === 'undefined' ? undefined : Notification;
  return {
    permission: () => (api ? api.permission : 'unsupported'),
    async show({ title, options }) {
      if (!api) return;
      const registration =
        typeof navigator !== 'undefined' ? await navigator.serviceWorker?.getRegistration() : undefined;
      if (registration) return registration.showNotification(title, options);
      const n = new api(title, options);
      n.onclick = () => {
        globalThis.focus?.();
        n.close();
      };
    },
  };
}

/** The Badging API's part of navigator, both methods optional (a stand-in in tests). */
export interface BadgeNav {
  setAppBadge?(contents?: number): Promise<void>;
  clearAppBadge?(): Promise<void>;
}

/** The part of document the call-back uses (a stand-in in tests). */
export interface PageDoc {
  title: string;
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** Local wall-clock time (the sim's clock) and a timer (fakes in tests). */
export interface CallBackClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface CallBackOptions {
  nav?: BadgeNav;
  doc?: PageDoc;
  notifier?: Notifier;
  clock?: CallBackClock;
  /** The app's URL, opened by a click on a notification; the page's own without its hash when absent. */
  url?: string;
  /** How far ahead to look for the next need (NEED_HORIZON_MS when absent). */
  horizonMs?: number;
}

const browserClock: CallBackClock = {
  now: localNow,
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Runs a Badging API call without letting a missing method, a throw or a rejection out (it is decoration). */
function tryBadge(call: () => Promise<void> | undefined): void {
  try {
    void call()?.catch(() => {});
  } catch {
    // An API that throws (an uninstalled app, a browser with a half-done API) only loses the badge.
  }
}

/**
 * The title, the badge and the hidden page's notification timer. update(pet) after
 * every saved change; start() once to follow the page's visibility; setEnabled()
 * with the owner's notification preference.
 */
export class CallBack {
  private readonly nav: BadgeNav;
  private readonly doc: PageDoc | undefined;
  private readonly notifier: Notifier;
  private readonly clock: CallBackClock;
  private readonly url: string;
  private readonly horizonMs: number;
  private pet: PetState | null = null;
  private enabled = false;
  private badge: number | null = null;
  private timer: unknown = null;
  private due: number | null = null;
  private readonly onVisibility = () => this.reschedule();

  constructor(options: CallBackOptions = {}) {
    this.nav = options.nav ?? (typeof navigator !== 'undefined' ? navigator : {});
    this.doc = options.doc ?? (typeof document !== 'undefined' ? document : undefined);
    this.notifier = options.notifier ?? browserNotifier();
    this.clock = options.clock ?? browserClock;
    this.url = options.url ?? (typeof location !== 'undefined' ? location.href.split('#')[0]! : '/');
    this.horizonMs = options.horizonMs ?? NEED_HORIZON_MS;
  }

  /** When the scheduled call is due (local wall-clock ms), or null when none is. */
  get dueAt(): number | null {
    return this.due;
  }

  /** Follows the page's visibility: a hidden page schedules the next call, a visible one clears it. */
  start(): void {
    this.doc?.addEventListener('visibilitychange', this.onVisibility);
    this.reschedule();
  }

  /** Stops following the page and clears any scheduled call. */
  stop(): void {
    this.doc?.removeEventListener('visibilitychange', this.onVisibility);
    this.clear();
  }

  /** The owner's notification preference (settings); off clears any scheduled call. */
  setEnabled(on: boolean): void {
    this.enabled = on;
    this.reschedule();
  }

  /** Shows what the pet needs now (null: no pet yet) and, on a hidden page, schedules the next call. */
  update(pet: PetState | null): void {
    this.pet = pet;
    this.show(pet);
    this.reschedule();
  }

  private show(pet: PetState | null): void {
    const needs = pet ? needsOf(pet) : [];
    if (this.doc) this.doc.title = pet ? titleFor(pet.name, needs) : APP_TITLE;
    if (needs.length === this.badge) return;
    this.badge = needs.length;
    if (needs.length) tryBadge(() => this.nav.setAppBadge?.(needs.length));
    else tryBadge(() => this.nav.clearAppBadge?.());
  }

  private clear(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.due = null;
  }

  /** Clears the call, then schedules the next one where it may: a pet, the owner's yes, the browser's permission and a hidden page. */
  private reschedule(): void {
    this.clear();
    if (this.pet) this.schedule(this.pet);
  }

  /** Schedules the call for the first need pet does not have yet, if the page may call. */
  private schedule(pet: PetState): void {
    if (!this.enabled || this.doc?.visibilityState !== 'hidden' || this.notifier.permission() !== 'granted') return;
    const from = Math.max(pet.now, this.clock.now());
    const ahead = nextNeedAt(pet, from, this.horizonMs);
    if (!ahead) return;
    this.due = ahead.at;
    // A longer horizon than a timer can hold fires early; fire() then finds no new need and looks again.
    this.timer = this.clock.setTimeout(
      () => this.fire(),
      Math.min(MAX_TIMER_MS, Math.max(0, ahead.at - this.clock.now())),
    );
  }

  /**
   * The need's time has come: the pet as it is now (advanced, not saved: the
   * controller owns the state) sets the title and badge, and the call says all its needs.
   */
  private fire(): void {
    this.timer = null;
    this.due = null;
    if (!this.pet) return;
    const pet = advance(this.pet, Math.max(this.pet.now, this.clock.now())).pet;
    const needs = needsOf(pet);
    this.show(pet);
    if (needs.length) this.notify(notificationFor(pet.name, needs, this.url));
    // Looks on from the advanced pet, so a need already called is not called again.
    this.schedule(pet);
  }

  /** Shows a call; one the browser refuses is only logged (the title and badge still say it). */
  private notify(n: PetNotification): void {
    const warn = (e: unknown) => console.warn(`the notification "${n.options.body}" could not be shown`, e);
    try {
      void this.notifier.show(n).catch(warn);
    } catch (e) {
      warn(e);
    }
  }
}

/** Periodic Background Sync's part of a registration (Chromium only; not in TypeScript's DOM types). */
export interface PeriodicSyncRegistration {
  periodicSync?: {
    register(tag: string, options: { minInterval: number }): Promise<void>;
    unregister(tag: string): Promise<void>;
  };
}

/** What registering the periodic check came to. */
export type NeedsSyncResult = 'registered' | 'unsupported' | 'refused';

/**
 * Asks the browser to wake the service worker about hourly to look at the pet
 * (docs/notifications.md says what it would do). Chromium grants it only to an
 * installed app the owner uses; elsewhere 'unsupported'. Call it after notifications are granted.
 */
export async function registerNeedsSync(
  registration: PeriodicSyncRegistration | null | undefined,
): Promise<NeedsSyncResult> {
  const sync = registration?.periodicSync;
  if (!sync || typeof sync.register !== 'function') return 'unsupported';
  try {
    await sync.register(NEEDS_SYNC_TAG, { minInterval: NEEDS_SYNC_MIN_INTERVAL_MS });
    return 'registered';
  } catch {
    // NotAllowedError: not installed, or the browser's engagement score or permission says no.
    return 'refused';
  }
}

/** Stops the periodic check (notifications turned off in settings); nothing where there is none. */
export async function unregisterNeedsSync(registration: PeriodicSyncRegistration | null | undefined): Promise<void> {
  try {
    await registration?.periodicSync?.unregister(NEEDS_SYNC_TAG);
  } catch {
    // Nothing registered, or the API refused: either way no check runs.
  }
}
