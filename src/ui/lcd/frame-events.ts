/**
 * What the cues read off event lines (scene.ts eventCues) do on the LCD:
 *
 *   cue          body                                       marks
 *   poop         eyes shut while it comes out               the pile drops, lands flat, stands up; dust puffs
 *   cleaned      happy once the broom has passed            a broom sweeping the poop corner; twinkles where it passed
 *   wake         lying low → a yawning stretch → eyes open  a small sun rising beside the pet
 *   grow         the old stage → old and new shapes         twinkles circling, the swapping shapes as silhouettes,
 *                swapping ever faster → the new one, happy  then a burst of glints
 *   catchResult  0 stars droop · 1–2 smile · 3–4 bounce     the stars big across the top (the missed ones faint),
 *                · 5 jumps                                  and a tear (0), notes (3–4) or twinkles (5)
 *
 * With reduced motion the body holds its end state and the marks sit where they end up.
 */
import { MAX_STARS, type Stage } from '../../world/index.ts';
import { LCD_WIDTH, type LcdCue } from '../scene.ts';
import type { BodyEffect, OverlayContext, PetPose } from './frame-cues.ts';
import { FLOOR_Y, ICON, MAX_POOP_DRAWN, POOP_X, RESULT_STAR_Y, resultStarX } from './layout.ts';
import { blit, plot, type Raster } from './raster.ts';
import {
  DREAM_THING_ICONS,
  MARKS,
  PET_SPRITES,
  spriteHeight,
  spriteWidth,
  type PetFrames,
  type Sprite,
} from './sprites.ts';

/** The cues this file draws. */
export type EventCue = Extract<LcdCue, { kind: 'poop' | 'cleaned' | 'wake' | 'grow' | 'catchResult' }>;

/** Fraction of the poop cue at which the falling pile lands (flat), and stands up again. */
export const POOP_LANDS = 0.35;
const POOP_STANDS = 0.5;
/** Rows the new pile falls. */
const POOP_DROP = 10;
/** Fraction of the cleaned cue by which the broom has swept off the right edge. */
export const BROOM_PASSED = 0.7;
/** Fractions of the wake cue: lying low until the stretch, the stretch until the eyes open. */
const WAKE_STRETCH = 0.25;
const WAKE_OPEN = 0.7;
/** Fractions of the grow cue: the old stage until the swap, the swap until the new stage shows. */
export const GROW_SWAP = 0.3;
export const GROW_REVEAL = 0.7;
/** Times the shapes trade places during the swap (quicker each time; slow enough not to flicker). */
const GROW_SWAPS = 8;
/** When the first caught star pops in, and the time between two (ms). */
export const RESULT_POP_MS = 150;
export const RESULT_STEP_MS = 150;
/** How long the happy bounce (3–4 stars) and the jumps (5 stars) last (ms); the pet then stands beaming. */
const RESULT_BOUNCE_MS = 1600;
const RESULT_JUMPS_MS = 2000;

const REST: BodyEffect = { dx: 0, dy: 0 };
const BOUNCE = [0, 1, 2, 1];

/** A catch result's stars as a whole number from 0 to MAX_STARS. */
export function resultStars(stars: number): number {
  return Number.isFinite(stars) ? Math.min(MAX_STARS, Math.max(0, Math.round(stars))) : 0;
}

/** How an event cue moves and dresses the pet, e ms (fraction p) into it. */
export function eventBody(
  c: EventCue,
  e: number,
  p: number,
  f: PetFrames,
  still: boolean,
  asleep: boolean,
): BodyEffect {
  switch (c.kind) {
    case 'poop':
      return !still && p < POOP_LANDS ? { sprite: f.blink, dx: 0, dy: 0 } : REST;
    case 'cleaned':
      return still || p >= BROOM_PASSED * 0.8 ? { sprite: f.happy, dx: 0, dy: 0 } : REST;
    case 'wake':
      if (still || p >= WAKE_OPEN) return REST;
      return { sprite: p < WAKE_STRETCH ? f.asleep[1] : p < WAKE_OPEN - 0.1 ? f.stretch : f.blink, dx: 0, dy: 0 };
    case 'grow':
      return { sprite: growSprite(c.from, c.to, p, still, asleep), dx: 0, dy: 0 };
    case 'catchResult':
      return resultBody(resultStars(c.stars), e, f, still);
  }
}

/** The pet's sprite while growing: the old stage, the two trading places, then the new stage. */
function growSprite(from: Stage, to: Stage, p: number, still: boolean, asleep: boolean): Sprite {
  const plain = (s: Stage): Sprite => (asleep ? PET_SPRITES[s].asleep[0] : PET_SPRITES[s].idle[0]);
  if (still || p >= GROW_REVEAL) return asleep ? PET_SPRITES[to].asleep[0] : PET_SPRITES[to].happy;
  if (p < GROW_SWAP) return plain(from);
  const q = (p - GROW_SWAP) / (GROW_REVEAL - GROW_SWAP);
  return Math.floor(q * q * GROW_SWAPS) % 2 ? plain(to) : plain(from);
}

/** The reaction to n stars: a droop, a smile, a bounce or jumps for joy. */
function resultBody(n: number, e: number, f: PetFrames, still: boolean): BodyEffect {
  if (n === 0) return { sprite: f.asleep[1], dx: 0, dy: 0 };
  if (n < 3 || still) return { sprite: f.happy, dx: 0, dy: 0 };
  if (n < MAX_STARS) return { sprite: f.happy, dx: 0, dy: e < RESULT_BOUNCE_MS ? -BOUNCE[Math.floor(e / 80) % 4]! : 0 };
  return {
    sprite: f.happy,
    dx: 0,
    dy: e < RESULT_JUMPS_MS ? -Math.round(4 * Math.sin((Math.PI * (e % 500)) / 500)) : 0,
  };
}

/** Draws what an event cue puts around the pet, e ms (fraction p) into it. */
export function drawEventOverlay(
  r: Raster,
  c: EventCue,
  e: number,
  p: number,
  pose: PetPose,
  ctx: OverlayContext,
): void {
  switch (c.kind) {
    case 'poop':
      drawPlop(r, ctx.poopSlotX, p, ctx.still);
      return;
    case 'cleaned':
      drawSweep(r, e, p, ctx.still);
      return;
    case 'wake':
      drawSunrise(r, p, pose, ctx.still);
      return;
    case 'grow':
      drawGrowth(r, e, p, pose, ctx.still);
      return;
    case 'catchResult':
      drawResult(r, resultStars(c.stars), e, pose, ctx.still);
      return;
  }
}

/** The new pile: falling, squashed flat on landing with dust puffing out, then standing. */
function drawPlop(r: Raster, x: number, p: number, still: boolean): void {
  const y = FLOOR_Y - ICON;
  if (still || p >= POOP_STANDS) blit(r, MARKS.poop, x, y);
  else if (p < POOP_LANDS) blit(r, MARKS.poop, x, y - Math.round(POOP_DROP * (1 - (p / POOP_LANDS) ** 2)));
  else blit(r, MARKS.plop, x - 1, FLOOR_Y - spriteHeight(MARKS.plop));
  if (still || p < POOP_LANDS || p >= 0.8) return;
  const d = 2 + Math.round(((p - POOP_LANDS) / (0.8 - POOP_LANDS)) * 3);
  for (const [px, side] of [
    [x - d, -1],
    [x + ICON - 1 + d, 1],
  ] as const) {
    plot(r, px, FLOOR_Y - 1 - (d >> 1), 2);
    plot(r, px + side, FLOOR_Y - 1, 1);
  }
}

/** A broom sweeping through the poop corner and off the right edge, leaving twinkles on the clean floor. */
function drawSweep(r: Raster, e: number, p: number, still: boolean): void {
  const broom = MARKS.broom;
  const start = POOP_X[MAX_POOP_DRAWN - 1]! - spriteWidth(broom) + 1;
  const q = still ? 1 : Math.min(1, p / BROOM_PASSED);
  const x = Math.round(start + (LCD_WIDTH - start) * q);
  if (q < 1) {
    blit(r, broom, x, FLOOR_Y - spriteHeight(broom), { flip: Math.floor(e / 120) % 2 === 1 });
    plot(r, x - 1 - (Math.floor(e / 60) % 2), FLOOR_Y - 2, 1); // a puff of dust behind
  }
  const fade = !still && p > 0.85 ? 1 : 0;
  POOP_X.slice(0, MAX_POOP_DRAWN).forEach((sx, i) => {
    if (q < 1 && x <= sx + ICON) return; // not swept yet
    const big = still || Math.floor((e + i * 90) / 150) % 2 === 0;
    if (big) blit(r, MARKS.twinkle, sx + 1, FLOOR_Y - ICON, { fade });
    else blit(r, MARKS.glint, sx + 2, FLOOR_Y - ICON + 1, { fade });
  });
}

/** A small sun rising beside the pet (on whichever side has room). */
function drawSunrise(r: Raster, p: number, pose: PetPose, still: boolean): void {
  const sun = DREAM_THING_ICONS.sun;
  const from = WAKE_STRETCH;
  if (!still && p < from) return;
  const w = spriteWidth(pose.sprite);
  const right = pose.x + w + 1 + ICON <= LCD_WIDTH;
  const x = right ? pose.x + w + 1 : pose.x - ICON - 1;
  const q = still ? 1 : 1 - (1 - Math.min(1, (p - from) / (0.9 - from))) ** 2;
  blit(r, sun, x, Math.round(FLOOR_Y - ICON - (FLOOR_Y - ICON - 3) * q));
}

/** Twinkles circling the pet, the swapping shapes as silhouettes, then a burst of glints. */
function drawGrowth(r: Raster, e: number, p: number, pose: PetPose, still: boolean): void {
  if (still) {
    for (const [x, y] of aroundPet(pose)) blit(r, MARKS.twinkle, x, y);
    return;
  }
  const w = spriteWidth(pose.sprite);
  const h = spriteHeight(pose.sprite);
  const cx = pose.x + w / 2;
  const cy = pose.y + h / 2;
  if (p < GROW_REVEAL) {
    if (p >= GROW_SWAP) blit(r, pose.sprite, pose.x, pose.y, { flip: pose.flip, solid: 2 });
    for (let k = 0; k < 4; k++) {
      const a = (e / 300) * (1 + p) + (k * Math.PI) / 2;
      const s = (Math.floor(e / 150) + k) % 2 ? MARKS.glint : MARKS.twinkle;
      const half = spriteWidth(s) >> 1;
      // never through the floor
      const y = Math.min(FLOOR_Y - 1 - spriteHeight(s), Math.round(cy + Math.sin(a) * (h / 2 + 3)) - half);
      blit(r, s, Math.round(cx + Math.cos(a) * (w / 2 + 5)) - half, y);
    }
    return;
  }
  const q = (p - GROW_REVEAL) / (1 - GROW_REVEAL);
  const dist = 6 + q * 16;
  for (let k = 0; k < 6; k++) {
    const a = (k * Math.PI) / 3 + Math.PI / 6;
    const x = Math.round(cx + Math.cos(a) * (w / 2 + dist / 2)) - 1;
    const y = Math.min(FLOOR_Y - 4, Math.round(cy + Math.sin(a) * (h / 2 + dist / 3)) - 1);
    blit(r, MARKS.glint, x, y, { fade: q > 0.75 ? 2 : q > 0.5 ? 1 : 0 });
  }
}

/** The stars big across the top, popping in one by one, and the marks of the pet's reaction. */
function drawResult(r: Raster, n: number, e: number, pose: PetPose, still: boolean): void {
  for (let i = 0; i < MAX_STARS; i++) {
    const x = resultStarX(i, MAX_STARS);
    const at = RESULT_POP_MS + i * RESULT_STEP_MS;
    if (i >= n || (!still && e < at)) blit(r, MARKS.bigStar, x, RESULT_STAR_Y, { fade: 2 });
    else blit(r, MARKS.bigStar, x, RESULT_STAR_Y - (!still && e < at + 100 ? 1 : 0));
  }
  const w = spriteWidth(pose.sprite);
  if (n === 0) {
    const x = pose.x >= 3 ? pose.x - 3 : pose.x + w;
    blit(r, MARKS.drop, x, pose.y + Math.round(spriteHeight(pose.sprite) * 0.4) + (still ? 0 : Math.floor(e / 70) % 8));
  } else if (n >= 3 && n < MAX_STARS) {
    const note = MARKS.note;
    [pose.x + w, pose.x - spriteWidth(note)].forEach((x, k) => {
      const q = still ? 0.25 : ((e + k * 500) % 1000) / 1000;
      blit(r, note, x, pose.y - 2 - Math.round(q * 8), { fade: q > 0.8 ? 2 : q > 0.6 ? 1 : 0 });
    });
  } else if (n === MAX_STARS) {
    aroundPet(pose).forEach(([x, y], k) => {
      if (still || (Math.floor(e / 150) + k) % 2) blit(r, MARKS.twinkle, x, y);
      else blit(r, MARKS.glint, x + 1, y + 1);
    });
  }
}

/** Four spots for twinkles around the pet: beside its head and beside its feet. */
function aroundPet(pose: PetPose): [number, number][] {
  const w = spriteWidth(pose.sprite);
  const h = spriteHeight(pose.sprite);
  const left = pose.x - 6;
  const right = pose.x + w + 1;
  return [
    [left, pose.y + 1],
    [right, pose.y + 1],
    [left - 1, pose.y + h - 9],
    [right + 1, pose.y + h - 9],
  ];
}
