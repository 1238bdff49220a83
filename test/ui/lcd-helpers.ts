/** Shared fixtures for the LCD tests: a scene, and ways to look at a frame. */
import type { LcdScene } from '../../src/ui/scene.ts';
import { LCD_HEIGHT, LCD_WIDTH } from '../../src/ui/scene.ts';
import { AnimState } from '../../src/ui/lcd/anim.ts';
import { renderFrame } from '../../src/ui/lcd/frame.ts';

/** An awake, healthy kid called Mochi at the centre of an empty room. */
export function scene(over: Partial<LcdScene> = {}): LcdScene {
  return {
    name: 'Mochi',
    stage: 'kid',
    traits: [],
    x: 32,
    asleep: false,
    sick: false,
    lightsOff: false,
    poop: 0,
    want: null,
    dream: null,
    shelf: [],
    toy: null,
    ...over,
  };
}

/** A fresh animation state (optionally with reduced motion). */
export function anim(reducedMotion = false): AnimState {
  const a = new AnimState();
  a.reducedMotion = reducedMotion;
  return a;
}

/** The frame for a scene with no cues, at t (after the first blink-free moment by default). */
export function frame(over: Partial<LcdScene> = {}, t = 0, a: AnimState = anim()): Uint8Array {
  return renderFrame(scene(over), a, t);
}

/** Pixels (index) that differ between two frames, optionally only in rows [y0, y1). */
export function diff(a: Uint8Array, b: Uint8Array, y0 = 0, y1 = LCD_HEIGHT): number {
  let n = 0;
  for (let y = y0; y < y1; y++)
    for (let x = 0; x < LCD_WIDTH; x++) if (a[y * LCD_WIDTH + x] !== b[y * LCD_WIDTH + x]) n++;
  return n;
}

/** Pixels of at least shade `min` in rows [y0, y1). */
export function ink(f: Uint8Array, y0 = 0, y1 = LCD_HEIGHT, min = 2): number {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = 0; x < LCD_WIDTH; x++) if (f[y * LCD_WIDTH + x]! >= min) n++;
  return n;
}

/** Mean column of the ink (shade ≥ 2) in rows [y0, y1). */
export function inkCentroidX(f: Uint8Array, y0 = 0, y1 = LCD_HEIGHT): number {
  let sum = 0;
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < LCD_WIDTH; x++) {
      if (f[y * LCD_WIDTH + x]! >= 2) {
        sum += x;
        n++;
      }
    }
  }
  return n ? sum / n : NaN;
}

/** Topmost row holding ink in columns [x0, x1), or LCD_HEIGHT. */
export function topInk(f: Uint8Array, x0 = 0, x1 = LCD_WIDTH): number {
  for (let y = 0; y < LCD_HEIGHT; y++) for (let x = x0; x < x1; x++) if (f[y * LCD_WIDTH + x]! >= 2) return y;
  return LCD_HEIGHT;
}
