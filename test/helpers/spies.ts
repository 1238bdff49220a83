/**
 * Spies installed in a page from its start (strings: they run in the page, where tsx's helpers do not exist):
 * the Web Audio graph, navigator.vibrate, the Badging API and notification permission requests; and the
 * LCD's animation cues and games of catch.
 */

/** Counts AudioContexts and oscillators, and records vibrate, badge and permission calls (a string: it runs in the page). */
export const SENSES_SPIES = `(() => {
  const log = { contexts: 0, oscillators: 0, vibrate: [], badge: [], permission: 0 };
  window.__senses = log;
  const Ctx = window.AudioContext;
  window.AudioContext = class extends Ctx {
    constructor(...a) { super(...a); log.contexts += 1; }
    createOscillator() { log.oscillators += 1; return super.createOscillator(); }
  };
  navigator.vibrate = (p) => (log.vibrate.push(p), true);
  navigator.setAppBadge = async (n) => { log.badge.push(n ?? 'dot'); };
  navigator.clearAppBadge = async () => { log.badge.push(0); };
  const ask = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = (...a) => { log.permission += 1; return ask(...a); };
})()`;

export interface SpyLog {
  contexts: number;
  oscillators: number;
  vibrate: (number | number[])[];
  badge: (number | string)[];
  permission: number;
}

/** Records every cue the LCD plays and every game of catch it starts, with the page's time. */
export const LCD_SPIES = `(() => {
  const log = { cues: [], games: 0 };
  window.__lcd = log;
  customElements.whenDefined('tl-lcd').then(() => {
    const Lcd = customElements.get('tl-lcd');
    const cue = Lcd.prototype.cue;
    Lcd.prototype.cue = function (c) { log.cues.push({ ...c, at: performance.now() }); return cue.call(this, c); };
    const start = Lcd.prototype.startCatch;
    Lcd.prototype.startCatch = function (seed) { log.games += 1; return start.call(this, seed); };
  });
})()`;

export interface LcdLog {
  cues: { kind: string; stars?: number; at: number }[];
  games: number;
}
