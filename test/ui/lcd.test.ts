import { describe, expect, it } from 'vitest';
import { DOODLES, DREAMS, FOODS, GIFTS, STAGES, TOYS, WANTS } from '../../src/world/index.ts';
import {
  DREAM_ICONS,
  FOOD_ICONS,
  GIFT_ICONS,
  MARKS,
  PET_SPRITES,
  SPRITE_CHARS,
  TOY_ICONS,
  WANT_ICONS,
  iconNames,
  iconSprite,
  shadeAt,
  spriteHeight,
  spriteWidth,
  type Sprite,
} from '../../src/ui/lcd/sprites.ts';
import { PALETTE, PALETTE_DIM, TRANSPARENT, luminance, toRgba } from '../../src/ui/lcd/palette.ts';
import { LCD_HEIGHT, LCD_WIDTH } from '../../src/ui/scene.ts';
import { LIGHTS_OFF_MAP, petPose, renderFrame, stageColumn } from '../../src/ui/lcd/frame.ts';
import { meanShade } from '../../src/ui/lcd/raster.ts';
import { FLOOR_Y, PET_LEFT, PET_RIGHT, SHELF_Y, shelfSlotX } from '../../src/ui/lcd/layout.ts';
import { anim, diff, frame, ink, inkCentroidX, scene } from './lcd-helpers.ts';

/** Every sprite with a name for failure messages. */
function allSprites(): [string, Sprite][] {
  const out: [string, Sprite][] = [];
  for (const [stage, f] of Object.entries(PET_SPRITES)) {
    for (const [k, v] of Object.entries(f)) {
      if (typeof v[0] === 'string') out.push([`${stage}.${k}`, v as Sprite]);
      else (v as Sprite[]).forEach((s, i) => out.push([`${stage}.${k}[${i}]`, s]));
    }
  }
  for (const [group, rec] of Object.entries({ DREAM_ICONS, WANT_ICONS, TOY_ICONS, MARKS })) {
    for (const [k, s] of Object.entries(rec as Record<string, Sprite>)) out.push([`${group}.${k}`, s]);
  }
  return out;
}

describe('palette', () => {
  it('has four shades from light to dark, and a dimmer set for lights off', () => {
    for (const p of [PALETTE, PALETTE_DIM]) {
      const l = p.map(luminance);
      expect(l).toEqual([...l].sort((a, b) => b - a));
    }
    PALETTE.forEach((c, i) => expect(luminance(PALETTE_DIM[i]!)).toBeLessThan(luminance(c)));
  });

  it('paints indices as RGBA, with 255 transparent', () => {
    const rgba = toRgba(Uint8Array.of(0, 3, TRANSPARENT), PALETTE);
    expect([...rgba.slice(0, 4)]).toEqual([0xc5, 0xcf, 0xa0, 255]);
    expect(rgba[7]).toBe(255);
    expect(rgba[11]).toBe(0);
  });
});

describe('sprites', () => {
  it('every sprite has equal-length rows of palette characters and some ink', () => {
    const sprites = allSprites();
    expect(sprites.length).toBeGreaterThan(60);
    for (const [name, s] of sprites) {
      expect(s.length, name).toBeGreaterThan(0);
      expect(new Set(s.map((r) => r.length)).size, `${name} rows differ in length`).toBe(1);
      const stray = [...s.join('')].filter((c) => !(c in SPRITE_CHARS));
      expect(stray, name).toEqual([]);
      expect(s.join('').includes('#'), `${name} has no ink`).toBe(true);
    }
  });

  it('every dream, food, gift, want, toy and doodle word has a 7–9 px icon', () => {
    const groups: [readonly string[], Record<string, Sprite>][] = [
      [DREAMS, DREAM_ICONS],
      [FOODS, FOOD_ICONS],
      [GIFTS, GIFT_ICONS],
      [WANTS, WANT_ICONS],
      [TOYS, TOY_ICONS],
      [DOODLES, DREAM_ICONS],
    ];
    for (const [words, rec] of groups) {
      expect(Object.keys(rec).sort()).toEqual([...new Set(words)].sort());
      for (const w of words) {
        const s = iconSprite(w);
        expect(s, w).toBeDefined();
        expect(spriteWidth(s!), w).toBeGreaterThanOrEqual(7);
        expect(spriteWidth(s!), w).toBeLessThanOrEqual(9);
        expect(spriteHeight(s!), w).toBeGreaterThanOrEqual(7);
        expect(spriteHeight(s!), w).toBeLessThanOrEqual(9);
      }
    }
  });

  it('icons of different things look different', () => {
    const drawn = Object.entries(DREAM_ICONS).map(([k, s]) => [k, s.join('/')] as const);
    expect(new Set(drawn.map(([, s]) => s)).size).toBe(drawn.length);
    for (const [w, s] of Object.entries(WANT_ICONS))
      expect(
        drawn.some(([, d]) => d === s.join('/')),
        w,
      ).toBe(false);
  });

  it('looks names up safely', () => {
    expect(iconSprite('flower')).toBe(GIFT_ICONS.flower);
    expect(iconSprite('heart')).toBe(GIFT_ICONS.heart);
    expect(iconSprite('poop')).toBe(MARKS.poop);
    expect(iconSprite('nope')).toBeUndefined();
    expect(iconSprite('toString')).toBeUndefined();
    expect(iconNames()).toEqual(
      expect.arrayContaining([...DREAMS, ...WANTS, ...TOYS, 'poop', 'note', 'bang', 'zzz', 'pill', 'catchBall']),
    );
    expect(shadeAt(['.#'], 0, 0)).toBeNull();
    expect(shadeAt(['.#'], 1, 0)).toBe(3);
    expect(shadeAt(['.#'], 5, 5)).toBeNull();
  });

  it('each stage looks clearly different and grows', () => {
    const idle = STAGES.map((s) => PET_SPRITES[s].idle[0]);
    expect(new Set(idle.map((s) => s.join('/'))).size).toBe(STAGES.length);
    const areas = idle.map((s) => spriteWidth(s) * spriteHeight(s));
    expect(areas).toEqual([...areas].sort((a, b) => a - b));
    expect(new Set(areas).size).toBe(STAGES.length);
  });

  it('each stage has distinct idle, glance, blink, happy, asleep, sick, back and stretch frames', () => {
    for (const stage of STAGES) {
      const f = PET_SPRITES[stage];
      const looks = [f.lookLeft, f.lookRight, f.lookUp, f.lookUpLeft, f.lookUpRight].flat();
      const frames = [
        f.idle[0],
        f.idle[1],
        ...looks,
        f.blink,
        f.happy,
        f.asleep[0],
        f.asleep[1],
        f.sick[0],
        f.sick[1],
        f.back,
        f.stretch,
      ].map((s) => s.join('/'));
      expect(new Set(frames).size, stage).toBe(frames.length);
      // The bob squashes by a row; asleep lies lower still; sick is paler (more light shade, less background).
      expect(spriteHeight(f.idle[1])).toBe(spriteHeight(f.idle[0]) - 1);
      for (const [up, down] of [f.lookLeft, f.lookRight, f.lookUp, f.lookUpLeft, f.lookUpRight])
        expect([spriteHeight(up), spriteHeight(down)]).toEqual([spriteHeight(f.idle[0]), spriteHeight(f.idle[1])]);
      expect(spriteHeight(f.asleep[0])).toBeLessThan(spriteHeight(f.idle[1]));
      expect(spriteHeight(f.stretch)).toBe(spriteHeight(f.idle[0]) + 2); // waking up: taller for a moment
      expect(f.sick[0].join('').split('w').length).toBeLessThan(f.idle[0].join('').split('w').length);
    }
  });
});

describe('renderFrame', () => {
  it('draws the floor line and only palette indices', () => {
    const f = frame();
    expect(f).toHaveLength(LCD_WIDTH * LCD_HEIGHT);
    expect(Math.max(...f)).toBeLessThanOrEqual(3);
    expect(ink(f, FLOOR_Y, FLOOR_Y + 1)).toBe(LCD_WIDTH);
  });

  it('is pure: the same inputs give the same frame', () => {
    const a = anim();
    a.push({ kind: 'emote', emote: 'dance' }, 0);
    expect(renderFrame(scene(), a, 420)).toEqual(renderFrame(scene(), a, 420));
  });

  it('lights off darkens the whole frame but keeps the Zzz light', () => {
    const on = frame({ asleep: true });
    const off = frame({ asleep: true, lightsOff: true });
    expect(meanShade(off)).toBeGreaterThan(meanShade(on) + 1);
    expect(off.filter((v) => v === 0).length).toBeGreaterThan(4); // the Zzz, drawn in the light shade
    expect(frame({ lightsOff: true }).filter((v) => v === 0).length).toBe(0); // awake: nothing light in the dark
    expect(LIGHTS_OFF_MAP.every((v, i) => v >= i)).toBe(true);
  });

  it('draws poop piles on the floor, up to three', () => {
    const p = (n: number) => frame({ poop: n, x: 10 });
    expect(diff(p(0), p(1), 0, FLOOR_Y)).toBeGreaterThan(10);
    expect(ink(p(2), 0, FLOOR_Y)).toBeGreaterThan(ink(p(1), 0, FLOOR_Y));
    expect(ink(p(3), 0, FLOOR_Y)).toBeGreaterThan(ink(p(2), 0, FLOOR_Y));
    expect(p(9)).toEqual(p(3));
  });

  it('a want bubble draws above the pet only while awake; a dream only while asleep', () => {
    const pose = petPose(scene(), anim(), 0);
    expect(diff(frame(), frame({ want: 'snack' }), 0, pose.y)).toBeGreaterThan(40);
    expect(diff(frame({ want: 'snack' }), frame({ want: 'bath' }), 0, pose.y)).toBeGreaterThan(3);
    const sleeping = petPose(scene({ asleep: true }), anim(), 0);
    expect(diff(frame({ asleep: true }), frame({ asleep: true, dream: 'moon' }), 0, sleeping.y)).toBeGreaterThan(40);
    expect(frame({ asleep: true, want: 'snack' })).toEqual(frame({ asleep: true }));
    expect(frame({ dream: 'moon' })).toEqual(frame());
  });

  it('the pet moves with scene.x, within its own stretch of floor between the corners', () => {
    const left = inkCentroidX(frame({ x: 0 }), 0, FLOOR_Y);
    const right = inkCentroidX(frame({ x: 63 }), 0, FLOOR_Y);
    expect(right - left).toBeCloseTo(stageColumn(scene(), 63) - stageColumn(scene(), 0), 0);
    expect(right - left).toBeGreaterThan(10);
    expect(petPose(scene({ x: 0 }), anim(), 0).x).toBe(PET_LEFT);
    expect(petPose(scene({ x: 63 }), anim(), 0).x).toBe(PET_RIGHT + 1 - spriteWidth(PET_SPRITES.kid.idle[0]));
  });

  it('each stage renders differently, bigger as it grows', () => {
    const frames = STAGES.map((stage) => frame({ stage }));
    for (let i = 0; i < frames.length; i++)
      for (let j = i + 1; j < frames.length; j++) expect(diff(frames[i]!, frames[j]!)).toBeGreaterThan(20);
    const inks = frames.map((f) => ink(f, 0, FLOOR_Y));
    expect(inks).toEqual([...inks].sort((a, b) => a - b));
  });

  it('asleep, sick and awake look different', () => {
    expect(diff(frame(), frame({ asleep: true }))).toBeGreaterThan(10);
    expect(diff(frame(), frame({ sick: true }))).toBeGreaterThan(10);
    expect(diff(frame({ asleep: true }), frame({ sick: true }))).toBeGreaterThan(10);
  });

  it('bobs and drifts over time, but not with reduced motion', () => {
    const moving = [0, 500, 1000, 1500].map((t) => frame({}, t));
    expect(diff(moving[0]!, moving[1]!)).toBeGreaterThan(0);
    const zzz = [0, 600, 1200].map((t) => frame({ asleep: true }, t));
    expect(diff(zzz[0]!, zzz[1]!)).toBeGreaterThan(0);
    for (const over of [{}, { asleep: true }, { sick: true }, { poop: 2 }]) {
      const still = [0, 250, 500, 1200, 3600].map((t) => frame(over, t, anim(true)));
      for (const f of still) expect(f).toEqual(still[0]);
    }
  });

  it('shows the gifts on the shelf (the newest eight)', () => {
    const f = frame({ shelf: ['flower', 'star'] });
    expect(diff(frame(), f, SHELF_Y, LCD_HEIGHT)).toBeGreaterThan(20);
    const many = frame({ shelf: [GIFTS[5], GIFTS[5], ...GIFTS] }); // ten gifts: only the newest eight show
    expect(many).toEqual(frame({ shelf: GIFTS }));
    expect(diff(many, frame({ shelf: [...GIFTS.slice(1), GIFTS[0]] }))).toBeGreaterThan(0);
    expect(shelfSlotX(7) + 7).toBeLessThanOrEqual(LCD_WIDTH);
  });

  it('draws the toy', () => {
    expect(diff(frame(), frame({ toy: 'duck' }), 0, FLOOR_Y)).toBeGreaterThan(10);
    expect(diff(frame({ toy: 'duck' }), frame({ toy: 'blocks' }), 0, FLOOR_Y)).toBeGreaterThan(3);
  });
});
