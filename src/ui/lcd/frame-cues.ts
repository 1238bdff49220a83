/**
 * What each cue does to the pet (its body: a bounce, a shake, a face) and
 * what it draws around it (hearts, notes, a falling gift, soap bubbles…).
 *
 * Emotes, body and floating marks:
 *
 *   emote   body                         face    floats up
 *   happy   bounce (2 px)                happy   notes
 *   love    still                        happy   hearts
 *   sad     droop (1 px lower)           shut    tear drops
 *   sleepy  droop                        shut    a small z
 *   wave    sway (±1 px)                 happy   notes
 *   dance   sway + bounce, turns around  happy   notes
 *   spin    hop, front/back turns        happy   —
 *   blush   still                        happy   hearts
 *   grumpy  shake (±1 px)                open    bang (!)
 *   wow     one big jump (4 px)          happy   bang (!)
 *   giggle  quick hops (1 px)            happy   notes
 *   cry     droop                        shut    tears both sides + bang (!)
 *
 * With reduced motion the body keeps still and marks do not drift; faces and marks still show.
 * The cues read off event lines (poop, cleaned, wake, grow, catchResult) are drawn in frame-events.ts.
 */
import type { Emote } from '../../world/index.ts';
import { GIFT_ICONS, FOOD_ICONS, MARKS, spriteHeight, spriteWidth, type PetFrames, type Sprite } from './sprites.ts';
import { blit, plot, type Raster } from './raster.ts';
import { progress, type TimedCue } from './anim.ts';
import { FLOOR_Y, ICON, SHELF_Y } from './layout.ts';
import { LCD_WIDTH } from '../scene.ts';
import { drawEventOverlay, eventBody } from './frame-events.ts';

/** How an emote moves the body. */
export type EmoteBody = 'bounce' | 'hop' | 'jump' | 'sway' | 'dance' | 'shake' | 'droop' | 'spin' | 'still';
/** Which face an emote wears. */
export type EmoteFace = 'happy' | 'shut' | 'open';
/** The marks that float up beside the pet. */
export type EmoteFloat = 'hearts' | 'notes' | 'bang' | 'tears' | 'z';

/** The emote → animation table (see the comment at the top of this file). */
export const EMOTE_ANIMS: Readonly<Record<Emote, { body: EmoteBody; face: EmoteFace; floats: readonly EmoteFloat[] }>> =
  {
    happy: { body: 'bounce', face: 'happy', floats: ['notes'] },
    love: { body: 'still', face: 'happy', floats: ['hearts'] },
    sad: { body: 'droop', face: 'shut', floats: ['tears'] },
    sleepy: { body: 'droop', face: 'shut', floats: ['z'] },
    wave: { body: 'sway', face: 'happy', floats: ['notes'] },
    dance: { body: 'dance', face: 'happy', floats: ['notes'] },
    spin: { body: 'spin', face: 'happy', floats: [] },
    blush: { body: 'still', face: 'happy', floats: ['hearts'] },
    grumpy: { body: 'shake', face: 'open', floats: ['bang'] },
    wow: { body: 'jump', face: 'happy', floats: ['bang'] },
    giggle: { body: 'hop', face: 'happy', floats: ['notes'] },
    cry: { body: 'droop', face: 'shut', floats: ['tears', 'bang'] },
  };

/** The pet as placed on a frame. */
export interface PetPose {
  sprite: Sprite;
  /** Top-left pixel. */
  x: number;
  y: number;
  flip: boolean;
  /** False while still inside the egg. */
  visible: boolean;
}

/** A cue's change to the pet: a sprite instead of the resting one, and an offset. */
export interface BodyEffect {
  sprite?: Sprite;
  dx: number;
  dy: number;
  flip?: boolean;
  hidden?: boolean;
}

const BOUNCE = [0, 1, 2, 1];
const SWAY = [0, 1, 0, -1];

/** How the playing cue moves and dresses the pet at t (awake pets, and sleeping ones for PLAYS_ASLEEP cues). */
export function cueBody(tc: TimedCue, t: number, f: PetFrames, still: boolean, asleep = false): BodyEffect {
  const e = t - tc.start;
  const p = progress(tc, t);
  const c = tc.cue;
  switch (c.kind) {
    case 'emote': {
      const a = EMOTE_ANIMS[c.emote];
      const face = a.face === 'happy' ? f.happy : a.face === 'shut' ? f.blink : f.idle[0];
      if (a.body === 'droop') return { sprite: f.asleep[1], dx: 0, dy: 0 };
      if (still) return { sprite: face, dx: 0, dy: 0 };
      switch (a.body) {
        case 'bounce':
          return { sprite: face, dx: 0, dy: -BOUNCE[Math.floor(e / 80) % 4]! };
        case 'hop':
          return { sprite: face, dx: 0, dy: -(Math.floor(e / 150) % 2) };
        case 'jump':
          return { sprite: face, dx: 0, dy: e < 500 ? -Math.round(4 * Math.sin((Math.PI * e) / 500)) : 0 };
        case 'sway':
          return { sprite: face, dx: SWAY[Math.floor(e / 200) % 4]!, dy: 0 };
        case 'dance':
          return {
            sprite: face,
            dx: SWAY[Math.floor(e / 200) % 4]!,
            dy: -BOUNCE[Math.floor(e / 100) % 4]!,
            flip: Math.floor(e / 400) % 2 === 1,
          };
        case 'shake':
          return { sprite: face, dx: e < 700 ? (Math.floor(e / 90) % 2 ? 1 : -1) : 0, dy: 0 };
        case 'spin': {
          const turn = Math.floor(e / 150);
          return { sprite: e < 1200 && turn % 2 ? f.back : face, dx: 0, dy: -(turn % 2), flip: turn % 4 >= 2 };
        }
        default:
          return { sprite: face, dx: 0, dy: 0 };
      }
    }
    case 'walk':
      return { sprite: still ? f.idle[0] : f.idle[Math.floor(e / 125) % 2]!, dx: 0, dy: 0, flip: c.to < c.from };
    case 'eat':
      return { sprite: Math.floor(e / 200) % 2 ? f.happy : f.idle[0], dx: 0, dy: 0 };
    case 'bath':
      return { sprite: f.blink, dx: 0, dy: 0 };
    case 'medicine':
      return { sprite: p < 0.55 ? f.idle[0] : p < 0.8 ? f.blink : f.happy, dx: 0, dy: 0 };
    case 'pat':
    case 'gift':
      return { sprite: f.happy, dx: 0, dy: 0 };
    case 'refuse':
      return { sprite: f.blink, dx: still ? 0 : Math.floor(e / 90) % 2 ? 1 : -1, dy: 0 };
    case 'hatch':
      return p < HATCH_OPEN ? { dx: 0, dy: 0, hidden: true } : { sprite: f.happy, dx: 0, dy: 0 };
    case 'poop':
    case 'cleaned':
    case 'wake':
    case 'grow':
    case 'catchResult':
      return eventBody(c, e, p, f, still, asleep);
  }
}

/** Fraction of the hatch cue after which the pet is out of its egg. */
const HATCH_OPEN = 0.6;

/** Things the overlays need to know besides the pose. */
export interface OverlayContext {
  still: boolean;
  /** Left column of the shelf slot a falling gift lands in. */
  giftSlotX: number;
  /** Left column of the floor spot a new poop pile lands on. */
  poopSlotX: number;
}

/** Draws what the playing cue puts around the pet at t. */
export function drawCueOverlay(r: Raster, tc: TimedCue, t: number, pose: PetPose, ctx: OverlayContext): void {
  const e = t - tc.start;
  const p = progress(tc, t);
  const c = tc.cue;
  const w = spriteWidth(pose.sprite);
  const h = spriteHeight(pose.sprite);
  switch (c.kind) {
    case 'emote':
      for (const fl of EMOTE_ANIMS[c.emote].floats) drawFloat(r, fl, e, pose, ctx.still);
      return;
    case 'gift': {
      const x0 = pose.x + Math.floor(w / 2) - 3;
      const y0 = pose.y - ICON - 1;
      const q = ctx.still ? 1 : p;
      const x = Math.round(x0 + (ctx.giftSlotX - x0) * q);
      const y = Math.round(y0 + (SHELF_Y - y0) * q - 10 * 4 * q * (1 - q));
      blit(r, GIFT_ICONS[c.gift], x, y);
      return;
    }
    case 'eat': {
      const right = pose.x + w + ICON <= LCD_WIDTH;
      const x = right ? pose.x + w : pose.x - ICON;
      const y = Math.min(FLOOR_Y - ICON, pose.y + Math.round(h * 0.45) - 3);
      const bitten = Math.min(ICON, Math.floor(p * (ICON + 1)));
      if (bitten < ICON) blit(r, FOOD_ICONS[c.food], x, y, right ? { cropLeft: bitten } : { cropRight: bitten });
      return;
    }
    case 'bath':
      for (let j = 0; j < 6; j++) {
        const span = h + 8;
        const rise = ctx.still ? j * 4 : Math.floor(e / 45 + j * 7) % span;
        const x = pose.x - 3 + ((j * 7) % (w + 4));
        blit(r, MARKS.soap, x, FLOOR_Y - 4 - rise, { fade: rise > span - 5 ? 1 : 0 });
      }
      return;
    case 'medicine': {
      if (p >= 0.55) return;
      const from = pose.x + w + 8;
      const to = pose.x + w - 3;
      const x = ctx.still ? to : Math.round(from + (to - from) * (p / 0.55));
      blit(r, MARKS.pill, x, pose.y + Math.round(h * 0.45));
      return;
    }
    case 'pat':
      if (p < 0.6)
        blit(r, MARKS.hand, pose.x + Math.floor(w / 2) - 3, pose.y - 5 + (ctx.still ? 0 : Math.floor(e / 150) % 2));
      else drawFloat(r, 'hearts', e - 600, pose, ctx.still);
      return;
    case 'hatch':
      drawEgg(r, p, e, pose, ctx.still);
      return;
    case 'poop':
    case 'cleaned':
    case 'wake':
    case 'grow':
    case 'catchResult':
      drawEventOverlay(r, c, e, p, pose, ctx);
      return;
    case 'walk':
    case 'refuse':
      return;
  }
}

/** One kind of floating mark, e ms after it began. */
function drawFloat(r: Raster, fl: EmoteFloat, e: number, pose: PetPose, still: boolean): void {
  const w = spriteWidth(pose.sprite);
  const right = pose.x + w;
  const top = pose.y;
  const rise = (k: number, px: number): number =>
    still ? 0 : Math.min(px, Math.floor(Math.max(0, e - k * 350) / (1000 / px)));
  const fadeAt = (k: number): number => (still ? 0 : e - k * 350 > 900 ? 2 : e - k * 350 > 650 ? 1 : 0);
  switch (fl) {
    case 'hearts':
    case 'notes': {
      const s = fl === 'hearts' ? MARKS.heart : MARKS.note;
      for (let k = 0; k < 2; k++) {
        if (!still && e < k * 350) continue;
        const x = k === 0 ? right : pose.x - spriteWidth(s);
        blit(r, s, x, top - 2 - rise(k, 8), { fade: fadeAt(k) });
      }
      return;
    }
    case 'bang':
      blit(r, MARKS.bang, right + 1, top - 4 - (still || e > 200 ? 0 : 1));
      return;
    case 'tears': {
      const y0 = top + Math.round(spriteHeight(pose.sprite) * 0.4);
      const fall = still ? 0 : Math.floor(e / 60) % 8;
      blit(r, MARKS.drop, pose.x - 3, y0 + fall);
      blit(r, MARKS.drop, right, y0 + ((fall + 4) % 8));
      return;
    }
    case 'z':
      blit(r, MARKS.z, right, top - 3 - rise(0, 6), { fade: fadeAt(0) });
      return;
  }
}

/** The egg: wobbling, cracking, then its halves falling apart around the new pet. */
function drawEgg(r: Raster, p: number, e: number, pose: PetPose, still: boolean): void {
  const egg = MARKS.egg;
  const ew = spriteWidth(egg);
  const eh = spriteHeight(egg);
  const cx = pose.x + Math.floor(spriteWidth(pose.sprite) / 2);
  const x = cx - Math.floor(ew / 2);
  const y = FLOOR_Y - eh;
  if (p < 0.3) {
    blit(r, egg, x + (still ? 0 : Math.floor(e / 120) % 2 ? 1 : -1), y);
    return;
  }
  if (p < HATCH_OPEN) {
    blit(r, egg, x, y);
    // A zigzag crack across the middle.
    for (let i = 1; i < ew - 1; i++) plot(r, x + i, y + 5 - (i % 2), 3);
    return;
  }
  const q = still ? 1 : (p - HATCH_OPEN) / (1 - HATCH_OPEN);
  const apart = Math.round(q * 6);
  const fade = q > 0.7 ? 1 : 0;
  // Crops keep pixels where they were: the bottom halves slide apart, the top lifts off.
  blit(r, egg, x - apart, y, { cropTop: eh - 4, cropRight: Math.ceil(ew / 2), fade });
  blit(r, egg, x + apart, y, { cropTop: eh - 4, cropLeft: Math.floor(ew / 2), fade });
  blit(r, egg, x, y - 6 - Math.round(q * 14), { cropBottom: 4, fade });
}
