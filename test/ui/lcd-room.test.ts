/**
 * Room of its own: the pet is big at every stage, and what rests in the room (the toy, poop, gifts on the
 * shelf, the thought bubble, the Zzz) has a place of its own, never on or under the pet, never off the screen.
 */
import { describe, expect, it } from 'vitest';
import { GIFTS, STAGES } from '../../src/world/index.ts';
import type { LcdScene } from '../../src/ui/scene.ts';
import { LCD_HEIGHT, LCD_WIDTH } from '../../src/ui/scene.ts';
import { bubbleBox, bubblePlace, petCenter, petPose, restPose, zzzPlaces, type Box } from '../../src/ui/lcd/frame.ts';
import {
  FLOOR_Y,
  ICON,
  MAX_POOP_DRAWN,
  POOP_X,
  SHELF_SLOTS,
  SHELF_Y,
  TOY_X,
  shelfSlotX,
} from '../../src/ui/lcd/layout.ts';
import { MARKS, PET_SPRITES, spriteHeight, spriteWidth } from '../../src/ui/lcd/sprites.ts';
import { anim, scene } from './lcd-helpers.ts';

/** The pet's rows on a 48-row screen, at the least, in every frame it rests in. */
const MIN_PET_ROWS = 16;
/** Rows the poop's stink lines rise above a pile. */
const STINK_ROWS = 3;

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function onScreen(b: Box): boolean {
  return b.x >= 0 && b.y >= 0 && b.x + b.w <= LCD_WIDTH && b.y + b.h <= LCD_HEIGHT;
}

/** Everything resting in the room at t, named, as the renderer places it. */
function restingBoxes(s: LcdScene, t: number, still: boolean): [string, Box][] {
  const a = anim(still);
  const boxes: [string, Box][] = [];
  if (s.toy) boxes.push(['toy', { x: TOY_X, y: FLOOR_Y - ICON, w: ICON, h: ICON }]);
  for (let i = 0; i < Math.min(s.poop, MAX_POOP_DRAWN); i++)
    boxes.push([`poop ${i}`, { x: POOP_X[i]!, y: FLOOR_Y - ICON - STINK_ROWS, w: ICON, h: ICON + STINK_ROWS }]);
  s.shelf
    .slice(-SHELF_SLOTS)
    .forEach((g, i) => boxes.push([`gift ${g}`, { x: shelfSlotX(i), y: SHELF_Y, w: ICON, h: ICON }]));
  const bubble = bubblePlace(restPose(s, petCenter(s, a, t)));
  if ((s.asleep && s.dream) || (!s.asleep && s.want)) boxes.push(['bubble', bubbleBox(bubble)]);
  if (s.asleep) {
    for (const z of zzzPlaces(petPose(s, a, t), bubble.right, t, still))
      boxes.push([`Zzz ${z.mark}`, { x: z.x, y: z.y, w: spriteWidth(MARKS[z.mark]), h: spriteHeight(MARKS[z.mark]) }]);
  }
  return boxes;
}

/** Full rooms at every stage, by both walls and in the middle, awake, asleep in the dark, and sick. */
function rooms(): LcdScene[] {
  const out: LcdScene[] = [];
  const full = { poop: 3, toy: 'ball' as const, shelf: GIFTS.slice(0, SHELF_SLOTS) };
  for (const stage of STAGES) {
    for (const x of [0, 12, 32, 51, 63]) {
      out.push(scene({ stage, x, ...full, want: 'snack' }));
      out.push(scene({ stage, x, ...full, asleep: true, lightsOff: true, dream: 'moon' }));
      out.push(scene({ stage, x, ...full, sick: true, want: 'medicine' }));
    }
  }
  return out;
}

/** Sample moments over two minutes: every bob, glance, hop and wiggle phase comes up. */
const TIMES = Array.from({ length: 1200 }, (_, i) => i * 97);

describe('the room', () => {
  it("no sampled frame has a resting thing's box overlapping the pet's", () => {
    const hits = new Set<string>();
    for (const s of rooms()) {
      for (const still of [false, true]) {
        for (const t of still ? [0] : TIMES) {
          const p = petPose(s, anim(still), t);
          const pet = { x: p.x, y: p.y, w: spriteWidth(p.sprite), h: spriteHeight(p.sprite) };
          for (const [name, box] of restingBoxes(s, t, still)) {
            if (overlaps(pet, box))
              hits.add(`${s.stage} x=${s.x}${s.asleep ? ' asleep' : ''}${s.sick ? ' sick' : ''}: ${name}`);
          }
        }
      }
    }
    expect([...hits]).toEqual([]);
  });

  it('the bubble and the Zzz stay inside the screen', () => {
    const out = new Set<string>();
    for (const s of rooms()) {
      for (const t of TIMES.slice(0, 200)) {
        for (const [name, box] of restingBoxes(s, t, false))
          if (!onScreen(box)) out.add(`${s.stage} x=${s.x}: ${name}`);
      }
    }
    expect([...out]).toEqual([]);
  });

  it('the pet stands at least 16 of the 48 rows tall in every resting frame, at every stage', () => {
    const short: string[] = [];
    for (const stage of STAGES) {
      const f = PET_SPRITES[stage];
      const resting = {
        idle: f.idle,
        lookLeft: f.lookLeft,
        lookRight: f.lookRight,
        lookUp: f.lookUp,
        blink: [f.blink],
        asleep: f.asleep,
        sick: f.sick,
      };
      for (const [name, sprites] of Object.entries(resting)) {
        sprites.forEach(
          (sp, i) => spriteHeight(sp) < MIN_PET_ROWS && short.push(`${stage} ${name}[${i}]: ${spriteHeight(sp)} rows`),
        );
      }
    }
    expect(short).toEqual([]);
  });

  it('the pet is drawn at least 16 rows tall in sampled frames of every stage', () => {
    for (const stage of STAGES) {
      for (const s of [scene({ stage }), scene({ stage, asleep: true }), scene({ stage, sick: true })]) {
        const shortest = Math.min(...TIMES.slice(0, 300).map((t) => spriteHeight(petPose(s, anim(), t).sprite)));
        expect(shortest, `${stage}${s.asleep ? ' asleep' : ''}${s.sick ? ' sick' : ''}`).toBeGreaterThanOrEqual(
          MIN_PET_ROWS,
        );
      }
    }
  });
});
