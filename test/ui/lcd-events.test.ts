import { describe, expect, it } from 'vitest';
import { MAX_STARS, STAGES, type Stage } from '../../src/world/index.ts';
import type { LcdCue, LcdScene } from '../../src/ui/scene.ts';
import { LCD_WIDTH } from '../../src/ui/scene.ts';
import { CUE_MS, type AnimState } from '../../src/ui/lcd/anim.ts';
import { describeScene, petPose, renderFrame } from '../../src/ui/lcd/frame.ts';
import {
  BROOM_PASSED,
  GROW_REVEAL,
  GROW_SWAP,
  POOP_LANDS,
  RESULT_POP_MS,
  RESULT_STEP_MS,
  resultStars,
} from '../../src/ui/lcd/frame-events.ts';
import { FLOOR_Y, ICON, POOP_X, RESULT_STAR_W, RESULT_STAR_Y, resultStarX } from '../../src/ui/lcd/layout.ts';
import { DREAM_THING_ICONS, MARKS, PET_SPRITES, spriteHeight, spriteWidth } from '../../src/ui/lcd/sprites.ts';
import { anim, diff, frame, scene } from './lcd-helpers.ts';

const T0 = 10_000;

/** An animation state with one cue pushed at T0. */
function playing(cue: LcdCue, reducedMotion = false): AnimState {
  const a = anim(reducedMotion);
  a.push(cue, T0);
  return a;
}

/** n times spread over the cue, from its start to its last millisecond. */
function during(kind: LcdCue['kind'], n = 24): number[] {
  const ms = CUE_MS[kind];
  return Array.from({ length: n + 1 }, (_, i) => T0 + Math.min(ms - 1, Math.round((ms * i) / n)));
}

/** The time `p` of the way through a cue. */
const at = (kind: LcdCue['kind'], p: number): number => T0 + Math.round(CUE_MS[kind] * p);

/** Pixels of exactly `shade` in the box [x0, x1) × [y0, y1). */
function count(f: Uint8Array, x0: number, y0: number, x1: number, y1: number, test: (v: number) => boolean): number {
  let n = 0;
  for (let y = Math.max(0, y0); y < y1; y++)
    for (let x = Math.max(0, x0); x < Math.min(LCD_WIDTH, x1); x++) if (test(f[y * LCD_WIDTH + x]!)) n++;
  return n;
}
const inked = (v: number) => v >= 2;
const painted = (v: number) => v >= 1;

/** The pet is whole on the screen, standing on the floor, in every sampled frame of the cue, for every stage and at both walls. */
function expectPetInside(cue: LcdCue, over: Partial<LcdScene> = {}): void {
  for (const stage of STAGES) {
    for (const x of [0, 32, LCD_WIDTH - 1]) {
      for (const still of [false, true]) {
        const s = scene({ stage, x, ...over });
        const a = playing(cue, still);
        for (const t of during(cue.kind, 60)) {
          const pose = petPose(s, a, t);
          const where = `${cue.kind} ${stage} x=${x} still=${still} t=${t - T0}`;
          expect(pose.visible, where).toBe(true);
          expect(pose.x, where).toBeGreaterThanOrEqual(0);
          expect(pose.x + spriteWidth(pose.sprite), where).toBeLessThanOrEqual(LCD_WIDTH);
          expect(pose.y, where).toBeGreaterThanOrEqual(0);
          expect(pose.y + spriteHeight(pose.sprite), where).toBeLessThanOrEqual(FLOOR_Y);
        }
      }
    }
  }
}

/** Every frame of the cue with reduced motion is one still picture. */
function expectStill(s: LcdScene, cue: LcdCue): Uint8Array {
  const a = playing(cue, true);
  const frames = during(cue.kind, 12).map((t) => renderFrame(s, a, t));
  for (const f of frames) expect(f).toEqual(frames[0]);
  return frames[0]!;
}

/** Once the cue is over, the frame is the plain scene again. */
function expectGoneAfter(s: LcdScene, cue: LcdCue): void {
  const end = T0 + CUE_MS[cue.kind];
  for (const still of [false, true])
    expect(renderFrame(s, playing(cue, still), end)).toEqual(renderFrame(s, anim(still), end));
}

describe('poop cue', () => {
  const cue: LcdCue = { kind: 'poop' };
  const pileAt = (f: Uint8Array, x: number) => count(f, x, FLOOR_Y - ICON, x + ICON, FLOOR_Y, inked);

  it('keeps the pet inside the screen', () => expectPetInside(cue, { poop: 1 }));

  it('drops the new pile from above onto its spot, squashed flat as it lands', () => {
    const s = scene({ poop: 1 });
    const a = playing(cue);
    const falling = renderFrame(s, a, at('poop', 0.05));
    expect(pileAt(falling, POOP_X[0]!)).toBeLessThan(pileAt(frame({ poop: 1 }), POOP_X[0]!));
    expect(count(falling, POOP_X[0]!, FLOOR_Y - ICON - 10, POOP_X[0]! + ICON, FLOOR_Y - ICON, inked)).toBeGreaterThan(
      5,
    );
    const landed = renderFrame(s, a, at('poop', POOP_LANDS + 0.05));
    // flat: nothing above the squash
    expect(count(landed, POOP_X[0]!, 0, POOP_X[0]! + ICON, FLOOR_Y - 5, inked)).toBe(0);
    expect(count(landed, POOP_X[0]! - 1, FLOOR_Y - 5, POOP_X[0]! + ICON + 1, FLOOR_Y, inked)).toBeGreaterThan(20);
    expect(diff(renderFrame(s, a, at('poop', 0.05)), frame({ poop: 1 }, at('poop', 0.05)))).toBeGreaterThan(10);
    expectGoneAfter(s, cue);
  });

  it('lands on the next free spot, leaving the piles already there alone', () => {
    const s = scene({ poop: 3 });
    const f = renderFrame(s, playing(cue), at('poop', 0.05));
    const rest = frame({ poop: 3 }, at('poop', 0.05));
    expect(pileAt(f, POOP_X[0]!)).toBe(pileAt(rest, POOP_X[0]!));
    expect(pileAt(f, POOP_X[1]!)).toBe(pileAt(rest, POOP_X[1]!));
    expect(pileAt(f, POOP_X[2]!)).toBeLessThan(pileAt(rest, POOP_X[2]!));
  });

  it('a pile whose cue is still waiting is not on the floor yet', () => {
    const a = anim();
    a.push({ kind: 'emote', emote: 'happy' }, T0);
    a.push(cue, T0);
    const s = scene({ poop: 1 });
    expect(pileAt(renderFrame(s, a, T0 + 100), POOP_X[0]!)).toBe(0);
    expect(pileAt(renderFrame(s, a, T0 + CUE_MS.emote + CUE_MS.poop), POOP_X[0]!)).toBeGreaterThan(20);
  });

  it('with reduced motion shows the pile at rest, without a fall', () => {
    const still = expectStill(scene({ poop: 1 }), cue);
    expect(pileAt(still, POOP_X[0]!)).toBe(pileAt(frame({ poop: 1 }, T0, anim(true)), POOP_X[0]!));
    expect(count(still, POOP_X[0]!, 0, POOP_X[0]! + ICON, FLOOR_Y - ICON - 3, inked)).toBe(0);
  });
});

describe('cleaned cue', () => {
  const cue: LcdCue = { kind: 'cleaned' };
  const corner = (f: Uint8Array) => count(f, POOP_X[2]! - 8, FLOOR_Y - 12, LCD_WIDTH, FLOOR_Y, painted);

  it('keeps the pet inside the screen', () => expectPetInside(cue));

  it('sweeps a broom through the poop corner and off the edge, leaving twinkles, then the plain floor', () => {
    const s = scene({ x: 12 });
    const a = playing(cue);
    const sweeping = renderFrame(s, a, at('cleaned', BROOM_PASSED / 2));
    expect(
      count(sweeping, POOP_X[2]! - 8, FLOOR_Y - spriteHeight(MARKS.broom), LCD_WIDTH, FLOOR_Y - ICON, inked),
    ).toBeGreaterThanOrEqual(4); // the handle
    expect(corner(sweeping)).toBeGreaterThan(corner(frame({ x: 12 })) + 15);
    const swept = renderFrame(s, a, at('cleaned', BROOM_PASSED + 0.05));
    // the broom has gone
    expect(count(swept, POOP_X[2]! - 8, FLOOR_Y - spriteHeight(MARKS.broom), LCD_WIDTH, FLOOR_Y - ICON, inked)).toBe(0);
    for (const x of POOP_X)
      expect(count(swept, x, FLOOR_Y - ICON, x + ICON, FLOOR_Y, inked), `twinkle at ${x}`).toBeGreaterThan(2);
    expect(petPose(s, a, at('cleaned', BROOM_PASSED + 0.05)).sprite).toBe(PET_SPRITES.kid.happy);
    expectGoneAfter(s, cue);
  });

  it('with reduced motion shows the clean, twinkling floor and a pleased pet, still', () => {
    const s = scene({ x: 12 });
    const still = expectStill(s, cue);
    for (const x of POOP_X)
      expect(count(still, x, FLOOR_Y - ICON, x + ICON, FLOOR_Y, inked), `twinkle at ${x}`).toBeGreaterThan(2);
    expect(petPose(s, playing(cue, true), T0 + 10).sprite).toBe(PET_SPRITES.kid.happy);
  });
});

describe('wake cue', () => {
  const cue: LcdCue = { kind: 'wake' };
  const sun = DREAM_THING_ICONS.sun.join('').split('#').length - 1;

  it('keeps the pet inside the screen', () => expectPetInside(cue));

  it('the pet lies low, stretches up taller with a yawn, then opens its eyes', () => {
    const f = PET_SPRITES.kid;
    const a = playing(cue);
    const sprites = during('wake', 40).map((t) => petPose(scene(), a, t).sprite);
    expect(sprites[0]).toBe(f.asleep[1]);
    expect(sprites).toContain(f.stretch);
    expect(spriteHeight(f.stretch)).toBe(spriteHeight(f.idle[0]) + 2);
    expect(sprites.indexOf(f.stretch)).toBeGreaterThan(sprites.lastIndexOf(f.asleep[1]));
    expect(sprites.at(-1)).not.toBe(f.stretch);
    expect([f.idle[0], f.idle[1], f.blink]).toContain(sprites.at(-1));
  });

  it('a small sun rises beside the pet, then is gone', () => {
    const s = scene();
    const a = playing(cue);
    const rest = petPose(s, anim(), T0);
    const late = renderFrame(s, a, at('wake', 0.95));
    expect(diff(late, frame({}, at('wake', 0.95)), 0, rest.y)).toBeGreaterThanOrEqual(sun - 2);
    expect(diff(renderFrame(s, a, at('wake', 0.05)), frame({}, at('wake', 0.05)), 0, rest.y)).toBe(0); // not risen yet
    expectGoneAfter(s, cue);
  });

  it('the sun stays on the screen by either wall', () => {
    for (const x of [0, LCD_WIDTH - 1]) {
      const s = scene({ x, stage: 'adult' });
      const t = at('wake', 0.95);
      const pose = petPose(s, anim(), t);
      const beside = diff(renderFrame(s, playing(cue), t), frame({ x, stage: 'adult' }, t), 0, pose.y);
      expect(beside, `x=${x}`).toBeGreaterThanOrEqual(sun - 2);
    }
  });

  it('with reduced motion the pet is simply awake, with the sun up', () => {
    const s = scene();
    const still = expectStill(s, cue);
    expect(petPose(s, playing(cue, true), T0 + 10).sprite).toBe(PET_SPRITES.kid.idle[0]);
    expect(diff(still, frame({}, T0, anim(true)), 0, petPose(s, anim(true), T0).y)).toBeGreaterThanOrEqual(sun - 2);
  });
});

describe('grow cue', () => {
  const cue = (from: Stage, to: Stage): LcdCue => ({ kind: 'grow', from, to });
  const mid = (f: Uint8Array) => f.filter((v) => v === 2).length;

  it('keeps the pet inside the screen, awake or asleep', () => {
    expectPetInside(cue('teen', 'adult'), { stage: 'adult' });
    expectPetInside(cue('baby', 'kid'), { stage: 'kid', asleep: true });
  });

  it('shows the old stage, then old and new trading places as silhouettes, then the new stage', () => {
    const s = scene({ stage: 'kid' });
    const a = playing(cue('baby', 'kid'));
    expect(petPose(s, a, at('grow', GROW_SWAP / 2)).sprite).toBe(PET_SPRITES.baby.idle[0]);
    const swapping = during('grow', 200).filter((t) => t >= at('grow', GROW_SWAP) && t < at('grow', GROW_REVEAL));
    const shapes = new Set(swapping.map((t) => petPose(s, a, t).sprite));
    expect(shapes).toEqual(new Set([PET_SPRITES.baby.idle[0], PET_SPRITES.kid.idle[0]]));
    const plainMid = mid(frame({ stage: 'kid' }, at('grow', 0.5)));
    expect(mid(renderFrame(s, a, at('grow', 0.5)))).toBeGreaterThan(plainMid + 150); // a filled silhouette
    expect(petPose(s, a, at('grow', 0.9)).sprite).toBe(PET_SPRITES.kid.happy);
  });

  it('sparkles around the pet while it plays, and is gone after', () => {
    const s = scene({ stage: 'adult' });
    const a = playing(cue('teen', 'adult'));
    for (const p of [0.1, 0.8]) {
      const pose = petPose(s, a, at('grow', p));
      const f = renderFrame(s, a, at('grow', p));
      const outside = (g: Uint8Array) =>
        count(g, 0, 0, pose.x, FLOOR_Y, inked) +
        count(g, pose.x + spriteWidth(pose.sprite), 0, LCD_WIDTH, FLOOR_Y, inked);
      expect(outside(f), `p=${p}`).toBeGreaterThan(outside(frame({ stage: 'adult' }, at('grow', p))) + 4);
    }
    expectGoneAfter(s, cue('teen', 'adult'));
  });

  it('plays on a sleeping pet too, with its sleeping shapes', () => {
    const s = scene({ stage: 'teen', asleep: true });
    const a = playing(cue('kid', 'teen'));
    expect(petPose(s, a, at('grow', 0.1)).sprite).toBe(PET_SPRITES.kid.asleep[0]);
    expect(petPose(s, a, at('grow', 0.9)).sprite).toBe(PET_SPRITES.teen.asleep[0]);
    expect(describeScene(s, a, at('grow', 0.5))).toBe('Mochi the teen is growing from a kid into a teen.');
  });

  it('with reduced motion shows the new stage, happy, among still twinkles', () => {
    const s = scene({ stage: 'kid' });
    const still = expectStill(s, cue('baby', 'kid'));
    expect(petPose(s, playing(cue('baby', 'kid'), true), T0 + 10).sprite).toBe(PET_SPRITES.kid.happy);
    expect(diff(still, frame({ stage: 'kid' }, T0, anim(true)))).toBeGreaterThan(20);
    expect(mid(still)).toBeLessThan(mid(frame({ stage: 'kid' }, T0, anim(true))) + 20); // no silhouette
  });
});

describe('catch result cue', () => {
  const cue = (stars: number): LcdCue => ({ kind: 'catchResult', stars });
  const allPopped = T0 + RESULT_POP_MS + MAX_STARS * RESULT_STEP_MS + 200;
  const slot = (f: Uint8Array, i: number, test: (v: number) => boolean) =>
    count(
      f,
      resultStarX(i, MAX_STARS),
      RESULT_STAR_Y - 1,
      resultStarX(i, MAX_STARS) + RESULT_STAR_W,
      RESULT_STAR_Y + RESULT_STAR_W,
      test,
    );
  const filled = (f: Uint8Array) =>
    Array.from({ length: MAX_STARS }, (_, i) => slot(f, i, inked) > 15).filter(Boolean).length;

  it('keeps the pet inside the screen for every score', () => {
    for (let n = 0; n <= MAX_STARS; n++) expectPetInside(cue(n));
  });

  it('shows the stars caught, big across the top, the missed ones faint', () => {
    for (const still of [false, true]) {
      for (let n = 0; n <= MAX_STARS; n++) {
        const f = renderFrame(scene(), playing(cue(n), still), allPopped);
        expect(filled(f), `${n} stars, still=${still}`).toBe(n);
        for (let i = 0; i < MAX_STARS; i++) expect(slot(f, i, painted), `slot ${i} of ${n}`).toBeGreaterThan(25);
      }
    }
    const none = renderFrame(scene(), playing(cue(0)), allPopped);
    const five = renderFrame(scene(), playing(cue(5)), allPopped);
    expect(filled(none)).toBe(0);
    expect(filled(five)).toBe(5);
  });

  it('pops the caught stars in one by one', () => {
    const a = playing(cue(5));
    const counts = [0, 1, 2, 3, 4].map((i) =>
      filled(renderFrame(scene(), a, T0 + RESULT_POP_MS + i * RESULT_STEP_MS + 10)),
    );
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    expect(filled(renderFrame(scene(), a, T0))).toBe(0);
  });

  it('stays up for a few seconds, then the screen is plain again', () => {
    expect(CUE_MS.catchResult).toBeGreaterThanOrEqual(2500);
    const a = playing(cue(3));
    expect(filled(renderFrame(scene(), a, T0 + CUE_MS.catchResult - 1))).toBe(3);
    expectGoneAfter(scene(), cue(3));
  });

  it('reacts to the score: a droop and a tear, a smile, a bounce, jumps for joy', () => {
    const f = PET_SPRITES.kid;
    const poses = (n: number) => during('catchResult', 80).map((t) => petPose(scene(), playing(cue(n)), t));
    const restY = petPose(scene(), anim(), T0).y;
    const lift = (n: number) => restY - Math.min(...poses(n).map((p) => p.y));
    expect(poses(0).every((p) => p.sprite === f.asleep[1])).toBe(true);
    const besidePet = (n: number) => {
      const t = allPopped;
      const pose = petPose(scene(), playing(cue(n)), t);
      return count(renderFrame(scene(), playing(cue(n)), t), pose.x - 3, pose.y, pose.x, FLOOR_Y, inked);
    };
    expect(besidePet(0)).toBeGreaterThan(3); // a tear
    expect(besidePet(2)).toBe(0);
    for (const n of [1, 2]) {
      expect(
        poses(n).every((p) => p.sprite === f.happy),
        `${n}`,
      ).toBe(true);
      expect(lift(n), `${n}`).toBe(0);
    }
    for (const n of [3, 4]) expect(lift(n), `${n}`).toBe(2);
    expect(lift(5)).toBeGreaterThanOrEqual(4);
    const looks = [0, 2, 4, 5].map((n) =>
      poses(n)
        .map((p) => `${p.sprite.join('')}@${p.y}`)
        .join('|'),
    );
    expect(new Set(looks).size).toBe(4);
  });

  it('with reduced motion each score is a still picture, and the reactions still differ', () => {
    const stills = [0, 2, 4, 5].map((n) => expectStill(scene(), cue(n)));
    for (let i = 0; i < stills.length; i++) {
      for (let j = i + 1; j < stills.length; j++)
        expect(diff(stills[i]!, stills[j]!, RESULT_STAR_Y + RESULT_STAR_W + 1), `${i} vs ${j}`).toBeGreaterThan(5);
    }
  });

  it('hides the thought bubble while the stars are up', () => {
    const s = scene({ want: 'play' });
    const t = allPopped;
    const withStars = renderFrame(s, playing(cue(2)), t);
    expect(withStars).toEqual(renderFrame(scene(), playing(cue(2)), t));
    expect(renderFrame(s, playing(cue(2)), T0 + CUE_MS.catchResult)).toEqual(
      frame({ want: 'play' }, T0 + CUE_MS.catchResult),
    );
  });

  it('keeps odd star counts within 0 to MAX_STARS', () => {
    expect([-2, 0, 2.4, 5, 9, NaN].map(resultStars)).toEqual([0, 0, 2, 5, 5, 0]);
    expect(filled(renderFrame(scene(), playing(cue(9)), allPopped))).toBe(MAX_STARS);
  });
});

describe('describing the event cues', () => {
  const words = (cue: LcdCue, over: Partial<LcdScene> = {}) => describeScene(scene(over), playing(cue), T0 + 10);

  it('says what is happening while each plays', () => {
    expect(words({ kind: 'poop' }, { poop: 1 })).toBe('Mochi the kid has just pooped. There is a poop on the floor.');
    expect(words({ kind: 'cleaned' })).toBe('Mochi the kid watches the poop being swept away.');
    expect(words({ kind: 'wake' })).toBe('Mochi the kid is waking up with a big stretch.');
    expect(words({ kind: 'grow', from: 'teen', to: 'adult' }, { stage: 'adult' })).toBe(
      'Mochi the adult is growing from a teen into an adult.',
    );
  });

  it('says the stars and the reaction for each score', () => {
    const said = [0, 1, 2, 3, 4, 5].map((n) => words({ kind: 'catchResult', stars: n }));
    expect(said).toEqual([
      'Mochi the kid caught no stars and looks sad.',
      'Mochi the kid caught 1 star and smiles.',
      'Mochi the kid caught 2 stars and smiles.',
      'Mochi the kid caught 3 stars and is bouncing happily.',
      'Mochi the kid caught 4 stars and is bouncing happily.',
      'Mochi the kid caught all 5 stars and is jumping for joy.',
    ]);
  });

  it('goes back to the plain description afterwards', () => {
    expect(describeScene(scene(), playing({ kind: 'catchResult', stars: 3 }), T0 + CUE_MS.catchResult)).toBe(
      'Mochi the kid is awake.',
    );
  });
});
