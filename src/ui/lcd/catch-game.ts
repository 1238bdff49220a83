/**
 * The catch mini-game, as pure logic: MAX_STARS throws; each ball flies in an
 * arc from one edge of the LCD to the pet, and a tap while it is close to the
 * pet (the catch window) catches it. One try per throw: tapping too early
 * drops it, so mashing does not win. Given a seed and the tap times, the
 * result is always the same.
 */
import { createRng, MAX_STARS } from '../../world/index.ts';
import { LCD_WIDTH } from '../scene.ts';

/** Throws per game: one star each. */
export const CATCH_THROWS = MAX_STARS;
/** The part of a throw's flight (0 at launch, 1 at the pet) in which a tap catches. */
export const CATCH_WINDOW = { from: 0.78, to: 1.12 } as const;
/** A missed ball flies on past the pet until this far through its flight. */
export const CATCH_OVERSHOOT = 1.35;
/** Time to get ready before the first throw (ms). */
export const CATCH_LEAD_MS = 900;
/** The longer wait before the first throw of a game that shows how to play: time to read the instruction. */
export const CATCH_TAUGHT_LEAD_MS = 2600;
/** Pause after the last throw before the game ends (ms). */
const CATCH_TAIL_MS = 700;
/** Size of the ball sprite (MARKS.catchBall). */
const BALL = 4;
/** The floor the ball bounces on, and the height the pet catches at (LCD rows). */
const FLOOR_Y = 37;
const HAND_Y = 27;

/** One throw, times in ms after the game starts. */
export interface CatchThrow {
  launch: number;
  /** Flight time from the edge to the pet. */
  flight: number;
  fromLeft: boolean;
  /** Height of the arc in pixels. */
  arc: number;
}

/** How a throw ended. */
export type ThrowResult = 'caught' | 'missed';

/** What the LCD draws at a moment of the game. */
export interface CatchView {
  /** The throw in play (or the next one), 0-based; CATCH_THROWS when all are done. */
  current: number;
  /** The ball's top-left pixel while it flies, else null. */
  ball: { x: number; y: number } | null;
  /** True just after a catch (the pet holds the ball). */
  holding: boolean;
  /** Each throw's result so far (null: not yet thrown or still flying). */
  results: (ThrowResult | null)[];
  stars: number;
  /** The pet's centre column during the game. */
  petX: number;
  done: boolean;
}

/** The throws of a game with this seed. */
export function planThrows(seed: number, lead: number = CATCH_LEAD_MS): CatchThrow[] {
  const rng = createRng(seed);
  const throws: CatchThrow[] = [];
  let at = lead;
  for (let i = 0; i < CATCH_THROWS; i++) {
    const flight = rng.int(1150, 1500) - i * 60;
    throws.push({ launch: at, flight, fromLeft: rng.chance(0.5), arc: rng.int(8, 18) });
    at += Math.ceil(flight * CATCH_OVERSHOOT) + rng.int(450, 950);
  }
  return throws;
}

/** Where the pet stands for a game: near x, with room for the ball to fly in. */
export function catchPetX(x: number): number {
  return Math.min(LCD_WIDTH - 20, Math.max(19, Math.round(x)));
}

/** A game of catch from `startedAt` (ms), with the pet near column `petX`. */
export class CatchGame {
  readonly throws: readonly CatchThrow[];
  readonly petX: number;
  private readonly taps: (ThrowResult | null)[] = Array.from({ length: CATCH_THROWS }, () => null);

  constructor(
    readonly seed: number,
    public startedAt: number,
    petX: number = LCD_WIDTH / 2,
    lead: number = CATCH_LEAD_MS,
  ) {
    this.throws = planThrows(seed, lead);
    this.petX = catchPetX(petX);
  }

  /** Shifts the rest of the game `ms` later (the page was hidden: nothing flew meanwhile). */
  postpone(ms: number): void {
    if (ms > 0) this.startedAt += ms;
  }

  /** When the game is over (ms, same clock as startedAt). */
  get endsAt(): number {
    const last = this.throws[this.throws.length - 1]!;
    return this.startedAt + last.launch + Math.ceil(last.flight * CATCH_OVERSHOOT) + CATCH_TAIL_MS;
  }

  /** How far through its flight throw i is at `now` (negative before launch). */
  private flightAt(i: number, now: number): number {
    const th = this.throws[i]!;
    return (now - this.startedAt - th.launch) / th.flight;
  }

  /** The throw whose ball is in the air at `now`, or -1. */
  private flying(now: number): number {
    return this.throws.findIndex((_, i) => {
      const p = this.flightAt(i, now);
      return p >= 0 && p < CATCH_OVERSHOOT;
    });
  }

  /** The owner taps at `now`: 'caught' or 'missed' for the ball in the air, null when none is (or it was already tried). */
  tap(now: number): ThrowResult | null {
    const i = this.flying(now);
    if (i < 0 || this.taps[i] !== null) return null;
    const p = this.flightAt(i, now);
    const result: ThrowResult = p >= CATCH_WINDOW.from && p <= CATCH_WINDOW.to ? 'caught' : 'missed';
    this.taps[i] = result;
    return result;
  }

  /** Each throw's result at `now`: a tap's verdict, 'missed' once an untried ball has flown by, else null. */
  results(now: number): (ThrowResult | null)[] {
    return this.taps.map((r, i) => r ?? (this.flightAt(i, now) >= CATCH_OVERSHOOT ? 'missed' : null));
  }

  /** Stars earned by `now` (0 to MAX_STARS). */
  stars(now: number = Infinity): number {
    return this.results(now).filter((r) => r === 'caught').length;
  }

  /** True once the game is over. */
  done(now: number): boolean {
    return now >= this.endsAt;
  }

  /** The ball's top-left pixel on throw i at flight fraction p. */
  ballAt(i: number, p: number): { x: number; y: number } {
    const th = this.throws[i]!;
    const startX = th.fromLeft ? 0 : LCD_WIDTH - BALL;
    const endX = this.petX - BALL / 2;
    const startY = FLOOR_Y - BALL - 6;
    const x = startX + (endX - startX) * p;
    const y = startY + (HAND_Y - startY) * p - th.arc * 4 * p * (1 - p);
    return { x: Math.round(x), y: Math.round(Math.min(FLOOR_Y - BALL, y)) };
  }

  /** What to draw at `now`. */
  view(now: number): CatchView {
    const results = this.results(now);
    const i = this.flying(now);
    const next = results.findIndex((r) => r === null);
    const caught = i >= 0 && this.taps[i] === 'caught';
    return {
      current: next < 0 ? CATCH_THROWS : next,
      ball: i >= 0 && !caught ? this.ballAt(i, this.flightAt(i, now)) : null,
      holding: caught,
      results,
      stars: results.filter((r) => r === 'caught').length,
      petX: this.petX,
      done: this.done(now),
    };
  }
}
