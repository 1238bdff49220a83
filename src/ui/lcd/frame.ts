/**
 * Renders one LCD frame, purely: the scene, the cue playing at time t and (during
 * a game of catch) the game's view, into LCD_WIDTH × LCD_HEIGHT palette indices.
 *
 * Painting order: room (floor, shelf, toy, poop) → pet → sick sweat → cue marks
 * → catch ball and stars → lights off (everything dimmed) → Zzz and the thought
 * bubble, which stay readable in the dark.
 *
 * Between cues an awake, healthy pet is never still for long: it bobs, blinks, glances
 * around, and now and then hops or wiggles, on beats hashed from t (idleBeat), so a frame
 * stays a pure function of (scene, anim, t). Reduced motion keeps the one still picture.
 */
import { LCD_HEIGHT, LCD_WIDTH, type LcdScene } from '../scene.ts';
import { PLAYS_ASLEEP, type AnimState, type TimedCue } from './anim.ts';
import type { CatchView } from './catch-game.ts';
import { cueBody, drawCueOverlay, type PetPose } from './frame-cues.ts';
import {
  BUBBLE_H,
  BUBBLE_INSET,
  BUBBLE_TRAIL,
  BUBBLE_W,
  FLOOR_Y,
  MAX_POOP_DRAWN,
  POOP_X,
  SHELF_PLANK_Y,
  SHELF_SLOTS,
  SHELF_Y,
  TOY_X,
  ICON,
  petColumn,
  shelfSlotX,
} from './layout.ts';
import { blit, createRaster, hline, plot, remap, type Raster } from './raster.ts';
import {
  DREAM_ICONS,
  GIFT_ICONS,
  MARKS,
  PET_SPRITES,
  TOY_ICONS,
  WANT_ICONS,
  spriteHeight,
  spriteWidth,
  type PetFrames,
  type Sprite,
} from './sprites.ts';

export { describeScene } from './describe.ts';
export type { PetPose } from './frame-cues.ts';

/** Lights off: each index becomes a darker one (the background turns mid grey, ink stays ink). */
export const LIGHTS_OFF_MAP: readonly number[] = [2, 2, 3, 3];

/** The screen column the pet of this scene stands at for the sim's column x (its own stretch of floor, between the corners). */
export function stageColumn(scene: Pick<LcdScene, 'stage'>, x: number): number {
  return petColumn(x, spriteWidth(PET_SPRITES[scene.stage].idle[0]));
}

/** The pet's centre column at t: walking between two columns, waiting to walk, or at scene.x. */
export function petCenter(scene: LcdScene, anim: AnimState, t: number, game?: CatchView | null): number {
  if (game) return game.petX;
  const now = anim.active(t);
  if (now?.cue.kind === 'walk') {
    const from = stageColumn(scene, now.cue.from);
    const to = stageColumn(scene, now.cue.to);
    if (anim.reducedMotion) return to;
    const p = Math.min(1, (t - now.start) / (now.end - now.start));
    return Math.round(from + (to - from) * p);
  }
  const next = anim.pending(t).find((c) => c.cue.kind === 'walk');
  if (next?.cue.kind === 'walk') return stageColumn(scene, next.cue.from);
  return stageColumn(scene, scene.x);
}

/** Where and how the pet is drawn at t. */
export function petPose(scene: LcdScene, anim: AnimState, t: number, game?: CatchView | null): PetPose {
  const f = PET_SPRITES[scene.stage];
  const still = anim.reducedMotion;
  let sprite = restingSprite(scene, f, t, still);
  let dx = 0;
  let dy = 0;
  let flip = false;
  let visible = true;
  let idle = false;
  const playing = anim.active(t);
  const hatchWaiting = anim.pending(t).some((c) => c.cue.kind === 'hatch');
  if (game) {
    if (game.holding) sprite = f.happy;
  } else if (playing && (!scene.asleep || PLAYS_ASLEEP.has(playing.cue.kind))) {
    const b = cueBody(playing, t, f, still, scene.asleep);
    sprite = b.sprite ?? sprite;
    dx = b.dx;
    dy = b.dy;
    flip = b.flip ?? false;
    visible = !b.hidden;
  } else if (hatchWaiting) visible = false;
  else if (!still && !scene.asleep && !scene.sick) {
    const b = idleBody(scene, f, t);
    sprite = b.sprite;
    dx = b.dx;
    dy = b.dy;
    idle = true;
  }
  const w = spriteWidth(sprite);
  const left = Math.min(LCD_WIDTH - w, Math.max(0, petCenter(scene, anim, t, game) - Math.floor(w / 2)));
  // An idle wiggle by the wall stays on the screen (cues keep their own offsets).
  const x = idle ? Math.min(LCD_WIDTH - w, Math.max(0, left + dx)) : left + dx;
  return { sprite, x, y: FLOOR_Y - spriteHeight(sprite) + dy, flip, visible };
}

/** The pet at rest at t: asleep or sick in its own frames, else bobbing (with `bob`) and now and then blinking. */
function restingSprite(
  scene: LcdScene,
  f: PetFrames,
  t: number,
  still: boolean,
  bob = Math.floor(t / BOB_MS) % 2,
): Sprite {
  if (scene.asleep) return f.asleep[still ? 0 : Math.floor(t / 1000) % 2]!;
  if (scene.sick) return f.sick[still ? 0 : Math.floor(t / 700) % 2]!;
  if (still) return f.idle[0];
  if (((t % 3700) + 3700) % 3700 >= 3550) return f.blink; // the last 150 ms of every 3.7 s
  return f.idle[bob ? 1 : 0];
}

/** How long each half of the idle bob lasts. */
const BOB_MS = 500;

/** What an idle, healthy, awake pet does through one beat: a glance (or none) with its bob, a hop, or a wiggle. */
export type IdleMove = 'ahead' | 'lookLeft' | 'lookRight' | 'lookUp' | 'lookUpLeft' | 'lookUpRight' | 'hop' | 'wiggle';

/** The mean length of an idle beat; each starts up to half a beat late, so beats last 0.5–1.5 of this. */
export const IDLE_BEAT_MS = 1600;
/** How many beats in 100 pick each move. */
const IDLE_ODDS: readonly (readonly [IdleMove, number])[] = [
  ['ahead', 12], // eyes front: only the bob and the blink
  ['lookLeft', 16], // looking around fills most beats: five glances and the bob make a dozen different pictures
  ['lookRight', 16],
  ['lookUp', 12],
  ['lookUpLeft', 14],
  ['lookUpRight', 14],
  ['hop', 7], // a hop about every 23 s: a treat, not a tic
  ['wiggle', 9], // a happy wiggle about every 18 s
];
/** Height of the hop (pixels above the floor) through its steps: a crouch, up two, down, a crouch. */
const HOP = [0, 1, 2, 2, 1, 0];
/** One step of the hop (the whole hop: 600 ms, inside the shortest beat; the element redraws an idle pet every 120 ms). */
const HOP_STEP_MS = 100;
/** The wiggle: happy, swaying ±1 px on the spot, a step every WIGGLE_STEP_MS (800 ms in all). */
const WIGGLE = [0, 1, 0, -1, 0, 1, 0, -1];
const WIGGLE_STEP_MS = 100;

/** The idle beat holding t: its move and its slot [start, end). Pure in t, so every frame is. */
export function idleBeat(t: number): { move: IdleMove; start: number; end: number } {
  const beatStart = (k: number): number => k * IDLE_BEAT_MS + (mix(k ^ 0x2545f491) % (IDLE_BEAT_MS / 2));
  let k = Math.floor(t / IDLE_BEAT_MS);
  if (t < beatStart(k)) k--;
  let pick = mix(k) % 100;
  const move = IDLE_ODDS.find(([, n]) => (pick -= n) < 0)?.[0] ?? 'ahead';
  return { move, start: beatStart(k), end: beatStart(k + 1) };
}

/** A 32-bit integer hash (murmur3's finaliser): neighbouring beats pick unrelated moves. */
function mix(n: number): number {
  let h = Math.imul(n ^ (n >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The idle, healthy, awake pet at t. The bob restarts with each beat, so it never ticks in step with a clock. */
function idleBody(scene: LcdScene, f: PetFrames, t: number): { sprite: Sprite; dx: number; dy: number } {
  const { move, start } = idleBeat(t);
  const e = t - start;
  const bob = Math.floor(e / BOB_MS) % 2;
  const resting = restingSprite(scene, f, t, false, bob);
  if (move === 'hop' && e < HOP.length * HOP_STEP_MS) {
    const up = HOP[Math.floor(e / HOP_STEP_MS)]!;
    return { sprite: up ? f.idle[0] : f.idle[1], dx: 0, dy: -up };
  }
  if (move === 'wiggle' && e < WIGGLE.length * WIGGLE_STEP_MS)
    return { sprite: f.happy, dx: WIGGLE[Math.floor(e / WIGGLE_STEP_MS)]!, dy: 0 };
  if (move === 'hop' || move === 'wiggle' || move === 'ahead' || resting === f.blink)
    return { sprite: resting, dx: 0, dy: 0 };
  return { sprite: f[move][bob ? 1 : 0], dx: 0, dy: 0 };
}

/** The pet standing still at column `center` (bubbles and Zzz are placed from this, so they do not bounce). */
export function restPose(scene: LcdScene, center: number): PetPose {
  const f = PET_SPRITES[scene.stage];
  const sprite = scene.asleep ? f.asleep[0] : f.idle[0];
  const w = spriteWidth(sprite);
  const x = Math.min(LCD_WIDTH - w, Math.max(0, center - Math.floor(w / 2)));
  return { sprite, x, y: FLOOR_Y - spriteHeight(sprite), flip: false, visible: true };
}

/**
 * The thought bubble's top-left pixel and side for a pet drawn at `pose` (resting height, not bounce): above the
 * head, leaning to the roomier side, when it fits there with its trail; else beside the head on the roomier side.
 * Never on the pet, never off the screen.
 */
export function bubblePlace(pose: PetPose): { x: number; y: number; right: boolean } {
  const w = spriteWidth(pose.sprite);
  const center = pose.x + Math.floor(w / 2);
  const right = LCD_WIDTH - (pose.x + w) >= pose.x;
  const top = FLOOR_Y - spriteHeight(pose.sprite);
  const above = top - HEAD_ROOM - BUBBLE_H - BUBBLE_TRAIL;
  if (above >= 0) {
    const x = right ? center + 3 : center - 3 - BUBBLE_W;
    return { x: Math.min(LCD_WIDTH - BUBBLE_W, Math.max(0, x)), y: above, right };
  }
  const x = right ? pose.x + w + 1 : pose.x - 1 - BUBBLE_W;
  return { x: Math.min(LCD_WIDTH - BUBBLE_W, Math.max(0, x)), y: 0, right };
}

/** Rows kept clear over the resting head: an idle hop rises two, a sleeping breath one. */
const HEAD_ROOM = 3;

/** A box on the LCD: left column, top row, width and height. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The box the thought bubble and its trail fill (placed by bubblePlace). */
export function bubbleBox(b: { x: number; y: number }): Box {
  return { x: b.x, y: b.y, w: BUBBLE_W, h: BUBBLE_H + BUBBLE_TRAIL };
}

/** Renders the frame at t (ms) into `out` (or a new buffer) and returns it. */
export function renderFrame(
  scene: LcdScene,
  anim: AnimState,
  t: number,
  game?: CatchView | null,
  out?: Uint8Array,
): Uint8Array {
  const r: Raster = createRaster(LCD_WIDTH, LCD_HEIGHT);
  const still = anim.reducedMotion;

  // The room.
  hline(r, 0, LCD_WIDTH - 1, FLOOR_Y, 2);
  hline(r, 0, LCD_WIDTH - 1, SHELF_PLANK_Y, 2);
  const shown = scene.shelf.slice(-SHELF_SLOTS);
  const landing = anim.unfinished(t).filter((c) => c.cue.kind === 'gift').length;
  const settled = Math.max(0, shown.length - landing);
  shown.slice(0, settled).forEach((g, i) => blit(r, GIFT_ICONS[g], shelfSlotX(i), SHELF_Y));
  if (scene.toy) blit(r, TOY_ICONS[scene.toy], TOY_X, FLOOR_Y - ICON);
  const plopping = anim.unfinished(t).filter((c) => c.cue.kind === 'poop').length;
  const piles = Math.max(0, scene.poop - plopping); // piles still to land are drawn by their cue
  for (let i = 0; i < Math.min(piles, MAX_POOP_DRAWN); i++) drawPoop(r, POOP_X[i]!, t, still);

  // The pet, with its cue.
  const pose = petPose(scene, anim, t, game);
  if (pose.visible) blit(r, pose.sprite, pose.x, pose.y, { flip: pose.flip });
  const bubble = bubblePlace(restPose(scene, petCenter(scene, anim, t, game)));
  if (scene.sick && !scene.asleep && pose.visible) {
    const w = spriteWidth(pose.sprite);
    blit(r, MARKS.drop, bubble.right ? pose.x - 4 : pose.x + w + 1, pose.y + 1 + (still ? 0 : Math.floor(t / 400) % 3));
  }
  const playing = anim.active(t);
  if (playing && !game) {
    const giftSlotX = shelfSlotX(landingSlot(playing, anim, t, 'gift', shown.length, landing, SHELF_SLOTS));
    const poopSlotX = POOP_X[landingSlot(playing, anim, t, 'poop', scene.poop, plopping, MAX_POOP_DRAWN)]!;
    drawCueOverlay(r, playing, t, pose, { still, giftSlotX, poopSlotX });
  }
  if (game) drawCatch(r, game);

  // Lights off: the room goes dark; Zzz and dreams stay light.
  if (scene.lightsOff) remap(r, LIGHTS_OFF_MAP);
  if (scene.asleep && pose.visible) drawZzz(r, pose, bubble.right, t, still, scene.lightsOff);
  const thought = scene.asleep ? scene.dream && DREAM_ICONS[scene.dream] : scene.want && WANT_ICONS[scene.want];
  if (thought && !game && pose.visible && playing?.cue.kind !== 'catchResult') drawBubble(r, thought, bubble); // the result's stars fill the top

  if (out) {
    out.set(r.px);
    return out;
  }
  return r.px;
}

/** The slot the playing gift or poop cue lands in: after the `total - landing` already settled, in queue order. */
function landingSlot(
  playing: TimedCue,
  anim: AnimState,
  t: number,
  kind: 'gift' | 'poop',
  total: number,
  landing: number,
  slots: number,
): number {
  if (playing.cue.kind !== kind) return 0;
  const k = anim
    .unfinished(t)
    .filter((c) => c.cue.kind === kind)
    .indexOf(playing);
  return Math.min(slots - 1, Math.max(0, total - landing + Math.max(0, k)));
}

function drawPoop(r: Raster, x: number, t: number, still: boolean): void {
  blit(r, MARKS.poop, x, FLOOR_Y - ICON);
  // Two wavy stink lines.
  const phase = still ? 0 : Math.floor(t / 400) % 2;
  for (const sx of [x + 1, x + 5]) {
    plot(r, sx + phase, FLOOR_Y - ICON - 2, 1);
    plot(r, sx + 1 - phase, FLOOR_Y - ICON - 3, 1);
  }
}

/** Where each Z floats at t (one still pair under reduced motion): beside the pet, away from the bubble, inside the screen. */
export function zzzPlaces(
  pose: PetPose,
  bubbleRight: boolean,
  t: number,
  still: boolean,
): { mark: 'z' | 'zzz'; x: number; y: number }[] {
  const w = spriteWidth(pose.sprite);
  const zx = bubbleRight ? pose.x - 6 : pose.x + w + 2;
  const inside = (mark: 'z' | 'zzz', x: number, y: number) => {
    const mw = spriteWidth(MARKS[mark]);
    return { mark, x: Math.min(LCD_WIDTH - mw, Math.max(0, x)), y: Math.max(0, y) };
  };
  if (still) return [inside('z', zx, pose.y + 2), inside('zzz', zx + (bubbleRight ? -3 : 3), pose.y - 4)];
  return [0, 1].map((k) => {
    const q = (((t / 2400 + k / 2) % 1) + 1) % 1;
    const drift = Math.round(q * 4) * (bubbleRight ? -1 : 1);
    return inside(q < 0.5 ? 'z' : 'zzz', zx + drift, pose.y + 4 - Math.round(q * 10));
  });
}

function drawZzz(r: Raster, pose: PetPose, bubbleRight: boolean, t: number, still: boolean, dark: boolean): void {
  const opts = dark ? { solid: 0 as const } : {};
  for (const z of zzzPlaces(pose, bubbleRight, t, still)) blit(r, MARKS[z.mark], z.x, z.y, opts);
}

function drawBubble(r: Raster, icon: Sprite, b: { x: number; y: number; right: boolean }): void {
  blit(r, MARKS.bubble, b.x, b.y);
  blit(r, icon, b.x + BUBBLE_INSET, b.y + BUBBLE_INSET);
  // The little trail of thought down towards the pet.
  const tx = b.right ? b.x + 1 : b.x + BUBBLE_W - 3;
  blit(r, ['##', '##'], tx, b.y + BUBBLE_H);
  plot(r, b.right ? tx - 1 : tx + 2, b.y + BUBBLE_H + BUBBLE_TRAIL - 1, 3);
}

function drawCatch(r: Raster, g: CatchView): void {
  const slots = g.results.length;
  const x0 = Math.floor((LCD_WIDTH - slots * 7) / 2);
  g.results.forEach((res, i) => {
    const x = x0 + i * 7;
    if (res === 'caught') blit(r, MARKS.miniStar, x, 1);
    else blit(r, MARKS.miss, x + 1, 2, { fade: res === 'missed' ? 2 : 0 });
  });
  if (g.ball) blit(r, MARKS.catchBall, g.ball.x, g.ball.y);
}
