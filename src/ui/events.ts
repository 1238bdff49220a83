/**
 * Every event a tl-* element fires, with its detail, once: `fire()` checks the detail where an event
 * is sent, and HTMLElementEventMap lets addEventListener check it where it is heard.
 */
import type { CareAction } from '../app/app-view.ts';
import type { Prefs } from '../store/prefs.ts';

export interface TlEvents {
  /** <tl-chat>: the owner sent a message. */
  'tl-say': { text: string };
  /** <tl-care>: a care button or a food. */
  'tl-care': CareAction;
  /** <tl-lcd>: the pet was tapped. */
  'tl-pat': undefined;
  /** <tl-lcd>: a game of catch ended with this many stars. */
  'tl-catch-done': { stars: number };
  /** <tl-hatch>: the owner named the pet and themselves. */
  'tl-hatch': { name: string; owner: string };
  /** <tl-status>: open the diary or the settings. */
  'tl-open-diary': undefined;
  'tl-open-settings': undefined;
  /** <tl-diary>, <tl-settings>: close the sheet. */
  'tl-close': undefined;
  /** <tl-settings>: its actions. */
  'tl-prefs': Partial<Omit<Prefs, 'version'>>;
  'tl-clear-model': undefined;
  'tl-export': undefined;
  'tl-import': { file: File };
  'tl-import-confirm': undefined;
  'tl-import-cancel': undefined;
  'tl-restore': { id: string };
  'tl-reset': undefined;
  'tl-install': undefined;
  /** <tl-rescue>: save the record that could not be opened, as it was read. */
  'tl-export-read': undefined;
}

/** Events that carry no detail. */
type Bare = { [K in keyof TlEvents]: TlEvents[K] extends undefined ? K : never }[keyof TlEvents];

/** Dispatches a tl-* event from `el`: bubbling and composed, so it crosses shadow roots to <tl-app>. */
export function fire<K extends Bare>(el: EventTarget, type: K): void;
export function fire<K extends Exclude<keyof TlEvents, Bare>>(el: EventTarget, type: K, detail: TlEvents[K]): void;
export function fire(el: EventTarget, type: keyof TlEvents, detail?: unknown): void {
  el.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap extends TlEventMap {}
}

/** The events as the DOM's map of names to event types. */
type TlEventMap = { [K in keyof TlEvents]: CustomEvent<TlEvents[K]> };
