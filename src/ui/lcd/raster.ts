/**
 * Drawing into an indexed framebuffer: a Uint8Array of palette indices, row by row.
 * Pure and allocation-free apart from the buffers themselves.
 */
import type { Shade } from './palette.ts';
import { SPRITE_CHARS, spriteWidth, type Sprite } from './sprites.ts';

/** An indexed image: width × height palette indices, top row first. */
export interface Raster {
  width: number;
  height: number;
  px: Uint8Array;
}

/** A blank raster filled with one index. */
export function createRaster(width: number, height: number, fill = 0): Raster {
  return { width, height, px: new Uint8Array(width * height).fill(fill) };
}

/** Sets one pixel (ignored off the raster). */
export function plot(r: Raster, x: number, y: number, shade: number): void {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height) return;
  r.px[y * r.width + x] = shade;
}

/** A horizontal line from x0 to x1 inclusive. */
export function hline(r: Raster, x0: number, x1: number, y: number, shade: number): void {
  for (let x = Math.min(x0, x1); x <= Math.max(x0, x1); x++) plot(r, x, y, shade);
}

/** How a sprite is stamped. */
export interface BlitOptions {
  /** Mirror left to right. */
  flip?: boolean;
  /** Lighten every painted pixel this many shades (a fade), keeping at least shade 1. */
  fade?: number;
  /** Columns cut from the left and the right (the sprite is eaten away). */
  cropLeft?: number;
  cropRight?: number;
  /** Rows cut from the top and the bottom. */
  cropTop?: number;
  cropBottom?: number;
  /** Paint every opaque pixel in this shade instead (a silhouette). */
  solid?: Shade;
}

/** Stamps a sprite with its top-left corner at (x, y); '.' pixels leave the raster as it was. */
export function blit(r: Raster, s: Sprite, x: number, y: number, o: BlitOptions = {}): void {
  const w = spriteWidth(s);
  const fade = o.fade ?? 0;
  for (let sy = o.cropTop ?? 0; sy < s.length - (o.cropBottom ?? 0); sy++) {
    const row = s[sy]!;
    for (let sx = o.cropLeft ?? 0; sx < w - (o.cropRight ?? 0); sx++) {
      const shade = SPRITE_CHARS[row[o.flip ? w - 1 - sx : sx]!];
      if (shade === null || shade === undefined) continue;
      const painted = o.solid ?? (fade > 0 && shade > 0 ? Math.max(1, shade - fade) : shade);
      plot(r, x + sx, y + sy, painted);
    }
  }
}

/** Replaces every index i with map[i] (e.g. dimming the whole screen). */
export function remap(r: Raster, map: readonly number[]): void {
  for (let i = 0; i < r.px.length; i++) r.px[i] = map[r.px[i]!] ?? r.px[i]!;
}

/** Mean palette index: 0 for an empty lit screen, up to 3 for all ink. */
export function meanShade(px: Uint8Array): number {
  let sum = 0;
  for (const v of px) sum += v;
  return px.length ? sum / px.length : 0;
}
