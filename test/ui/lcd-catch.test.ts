import { describe, expect, it } from 'vitest';
import { MAX_STARS } from '../../src/world/index.ts';
import { LCD_WIDTH } from '../../src/ui/scene.ts';
import {
  CATCH_OVERSHOOT,
  CATCH_THROWS,
  CATCH_WINDOW,
  CatchGame,
  catchPetX,
  planThrows,
} from '../../src/ui/lcd/catch-game.ts';
import { renderFrame } from '../../src/ui/lcd/frame.ts';
import { anim, diff, scene } from './lcd-helpers.ts';

const START = 5_000;

/** The time at which throw i is fraction p through its flight. */
function at(game: CatchGame, i: number, p: number): number {
  const th = game.throws[i]!;
  return game.startedAt + th.launch + th.flight * p;
}

const middle = (CATCH_WINDOW.from + CATCH_WINDOW.to) / 2;

describe('catch game', () => {
  it('plans MAX_STARS throws, the same for the same seed', () => {
    expect(CATCH_THROWS).toBe(MAX_STARS);
    expect(planThrows(7)).toEqual(planThrows(7));
    expect(planThrows(7)).not.toEqual(planThrows(8));
    const throws = planThrows(123);
    expect(throws).toHaveLength(MAX_STARS);
    for (let i = 1; i < throws.length; i++) {
      const prev = throws[i - 1]!;
      expect(throws[i]!.launch).toBeGreaterThan(prev.launch + prev.flight * CATCH_OVERSHOOT); // one ball at a time
    }
  });

  it('a tap inside each catch window earns every star', () => {
    const game = new CatchGame(42, START);
    for (let i = 0; i < CATCH_THROWS; i++) expect(game.tap(at(game, i, middle))).toBe('caught');
    expect(game.done(game.endsAt - 1)).toBe(false);
    expect(game.done(game.endsAt)).toBe(true);
    expect(game.stars(game.endsAt)).toBe(MAX_STARS);
    expect(game.view(game.endsAt).done).toBe(true);
  });

  it('no taps earn nothing; the balls fly by', () => {
    const game = new CatchGame(42, START);
    expect(game.stars(game.endsAt)).toBe(0);
    expect(game.results(game.endsAt)).toEqual(Array(CATCH_THROWS).fill('missed'));
  });

  it('scores only the catches: windows edges, early and late taps', () => {
    const game = new CatchGame(9, START);
    expect(game.tap(at(game, 0, CATCH_WINDOW.from + 0.01))).toBe('caught');
    expect(game.tap(at(game, 1, 0.3))).toBe('missed'); // too early…
    expect(game.tap(at(game, 1, middle))).toBeNull(); // …and that throw is spent
    expect(game.tap(at(game, 2, CATCH_WINDOW.to + 0.05))).toBe('missed'); // too late
    expect(game.tap(at(game, 3, CATCH_WINDOW.to - 0.01))).toBe('caught');
    expect(game.tap(at(game, 4, -0.1))).toBeNull(); // no ball in the air yet
    expect(game.stars(game.endsAt)).toBe(2);
  });

  it('mashing does not win', () => {
    const game = new CatchGame(3, START);
    for (let t = START; t < game.endsAt; t += 40) game.tap(t);
    expect(game.stars(game.endsAt)).toBe(0);
  });

  it('gives the same result for the same seed and taps', () => {
    const play = () => {
      const g = new CatchGame(77, START, 20);
      [0, 2, 3].forEach((i) => g.tap(at(g, i, middle)));
      g.tap(at(g, 4, 0.1));
      return [g.stars(g.endsAt), g.results(g.endsAt)];
    };
    expect(play()).toEqual(play());
    expect(play()[0]).toBe(3);
  });

  it('the ball flies in an arc from an edge to the pet', () => {
    const game = new CatchGame(5, START, 32);
    const th = game.throws[0]!;
    const start = game.ballAt(0, 0);
    const mid = game.ballAt(0, 0.5);
    const end = game.ballAt(0, 1);
    expect(start.x).toBe(th.fromLeft ? 0 : LCD_WIDTH - 4);
    expect(Math.abs(end.x + 2 - game.petX)).toBeLessThanOrEqual(1);
    expect(mid.y).toBeLessThan(Math.min(start.y, end.y)); // the arc rises above both ends
    expect(game.view(at(game, 0, 0.5)).ball).toEqual(mid);
    expect(game.view(at(game, 0, -0.2)).ball).toBeNull();
    game.tap(at(game, 0, middle));
    const v = game.view(at(game, 0, 1.05));
    expect(v.ball).toBeNull();
    expect(v.holding).toBe(true);
    expect(v.results[0]).toBe('caught');
    expect(v.current).toBe(1);
  });

  it('can be postponed while the page is hidden', () => {
    const game = new CatchGame(11, START);
    const end = game.endsAt;
    const t = at(game, 0, middle);
    game.postpone(60_000);
    expect(game.endsAt).toBe(end + 60_000);
    expect(game.tap(t)).toBeNull(); // the first ball has not been thrown yet
    expect(game.tap(t + 60_000)).toBe('caught');
  });

  it('keeps the pet where the ball has room to fly', () => {
    expect(catchPetX(0)).toBeGreaterThan(10);
    expect(catchPetX(63)).toBeLessThan(54);
    expect(catchPetX(30)).toBe(30);
  });

  it('is drawn on the LCD: stars row, ball, pet at the game spot', () => {
    const game = new CatchGame(5, START, 10);
    const s = scene({ x: 10, want: 'play' });
    const t = at(game, 0, 0.5);
    const withGame = renderFrame(s, anim(), t, game.view(t));
    const without = renderFrame(s, anim(), t);
    expect(diff(withGame, without)).toBeGreaterThan(40);
    game.tap(at(game, 0, middle));
    const t2 = at(game, 1, -0.1);
    const after = renderFrame(s, anim(), t2, game.view(t2));
    const before = renderFrame(s, anim(), t2, new CatchGame(5, START, 10).view(t2));
    expect(diff(after, before, 0, 8)).toBeGreaterThan(3); // a star in the top row
  });
});
