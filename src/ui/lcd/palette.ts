/**
 * The LCD's four shades, like a pocket pet's greenish-grey screen: index 0 is
 * the lit background, 3 the darkest ink. Frames and sprites hold only these
 * indices; colours are applied at the very end, when a frame is painted.
 */

/** A palette index: 0 (background, lightest) to 3 (ink, darkest). */
export type Shade = 0 | 1 | 2 | 3;

/** Number of shades. */
const SHADES = 4;

/** The lit screen, lightest to darkest (CSS hex colours). */
export const PALETTE = ['#c5cfa0', '#8f9d6c', '#4f5c3b', '#202a17'] as const;

/** The same four shades with the lights off: a dim, slightly cooler screen. */
export const PALETTE_DIM = ['#7d8a6e', '#56614b', '#323b2c', '#191f15'] as const;

/** A palette: four CSS hex colours, lightest first. */
export type Palette = readonly [string, string, string, string];

/** The palette to paint a frame with: dimmed when the lights are off. */
export function paletteFor(lightsOff: boolean): Palette {
  return lightsOff ? PALETTE_DIM : PALETTE;
}

/** "#rrggbb" as [r, g, b]. */
export function hexToRgb(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new RangeError(`hexToRgb: "${hex}" is not a #rrggbb colour`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

/** Relative luminance (0 dark to 1 light) of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Paints an indexed frame into RGBA bytes (for ImageData). Index 255 is
 * transparent (used by small sprite canvases); any other index picks a shade.
 */
export function toRgba(indices: Uint8Array, palette: Palette, out?: Uint8ClampedArray): Uint8ClampedArray {
  const rgba = out ?? new Uint8ClampedArray(indices.length * 4);
  const rgb = palette.map(hexToRgb);
  for (let i = 0; i < indices.length; i++) {
    const v = indices[i]!;
    const o = i * 4;
    if (v === TRANSPARENT) {
      rgba[o] = rgba[o + 1] = rgba[o + 2] = rgba[o + 3] = 0;
      continue;
    }
    const c = rgb[Math.min(v, SHADES - 1)]!;
    rgba[o] = c[0];
    rgba[o + 1] = c[1];
    rgba[o + 2] = c[2];
    rgba[o + 3] = 255;
  }
  return rgba;
}

/** The index a sprite canvas uses for "nothing here". */
export const TRANSPARENT = 255;
