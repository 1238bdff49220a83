/**
 * Cue timing: a queue of one-shot animations, played one after another so a
 * line like "[walk:right] [emote:happy]" reads as a walk, then a bounce.
 * Pure: every method takes the time (milliseconds, any monotonic clock).
 */
import type { LcdCue } from '../scene.ts';

/** How long each kind of cue plays, in milliseconds. */
export const CUE_MS: Readonly<Record<LcdCue['kind'], number>> = {
  emote: 1600,
  walk: 1000,
  gift: 1400,
  eat: 1600,
  bath: 2000,
  medicine: 1400,
  pat: 1000,
  refuse: 900,
  hatch: 2200,
  poop: 1200, // a drop, a plop and the dust settling: quick, it is no treat
  cleaned: 1600, // the broom crosses all three pile spots, then the twinkles linger a moment
  wake: 1800, // a yawn and a stretch read as slow; the sun needs a beat to rise
  grow: 2600, // the big moment: sparkles, old and new shapes trading places faster, the reveal, a beat to see it
  // long enough to count five stars and see the reaction, short enough not to hold up the pet's answer
  catchResult: 3200,
};

/** Cues that play on a sleeping pet too (the rest only draw their marks around it). */
export const PLAYS_ASLEEP: ReadonlySet<LcdCue['kind']> = new Set(['hatch', 'grow']);

/** Most cues kept queued; past this the oldest waiting emote or pat (else the oldest waiting cue) is dropped. */
export const MAX_QUEUED_CUES = 6;

/** A cue with its slot on the timeline. */
export interface TimedCue {
  cue: LcdCue;
  /** When it starts playing. */
  start: number;
  /** When it has finished (start + its duration). */
  end: number;
}

/** The LCD's animation clock: queued cues and the motion preference. */
export class AnimState {
  /** Queued and playing cues, in play order. */
  readonly queue: TimedCue[] = [];
  /** prefers-reduced-motion: no idle bobbing or drifting; state changes still show. */
  reducedMotion = false;

  /** Queues a cue to play after those already queued (or now, when none is). */
  push(cue: LcdCue, now: number): TimedCue {
    const timed: TimedCue = { cue, start: Infinity, end: Infinity }; // placed by schedule()
    this.queue.push(timed);
    if (this.queue.length > MAX_QUEUED_CUES) {
      const waiting = this.queue.filter((c) => c.start > now);
      const victim = waiting.find((c) => c.cue.kind === 'emote' || c.cue.kind === 'pat') ?? waiting[0];
      if (victim) this.queue.splice(this.queue.indexOf(victim), 1);
    }
    this.schedule(now);
    return timed;
  }

  /** Lays the queue end to end from `now` (a cue already playing keeps its slot). */
  private schedule(now: number): void {
    let at = now;
    for (const c of this.queue) {
      if (c.start <= now && c.end > now) {
        at = Math.max(at, c.end);
        continue;
      }
      if (c.end <= now) continue;
      c.start = Math.max(at, now);
      c.end = c.start + CUE_MS[c.cue.kind];
      at = c.end;
    }
  }

  /** The cue playing at t, if any. */
  active(t: number): TimedCue | undefined {
    return this.queue.find((c) => c.start <= t && t < c.end);
  }

  /** Cues queued to start after t, in order. */
  pending(t: number): TimedCue[] {
    return this.queue.filter((c) => c.start > t);
  }

  /** Cues not yet finished at t (playing or waiting). */
  unfinished(t: number): TimedCue[] {
    return this.queue.filter((c) => c.end > t);
  }

  /** True while some cue is playing or waiting at t. */
  busy(t: number): boolean {
    return this.queue.some((c) => c.end > t);
  }

  /** Removes and returns the cues that have finished by t, oldest first. */
  takeFinished(t: number): TimedCue[] {
    const done = this.queue.filter((c) => c.end <= t);
    if (done.length) this.queue.splice(0, this.queue.length, ...this.queue.filter((c) => c.end > t));
    return done;
  }

  /** Forgets every cue. */
  clear(): void {
    this.queue.length = 0;
  }
}

/** How far through a cue t is, 0 at its start to 1 at its end (clamped). */
export function progress(c: TimedCue, t: number): number {
  return Math.min(1, Math.max(0, (t - c.start) / (c.end - c.start)));
}
