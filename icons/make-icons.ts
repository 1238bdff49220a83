/**
 * tokenling's app icons, all drawn from one source drawing: the kid pet's happy
 * frame (from the LCD sprites) with a floating heart, big on a greenish LCD
 * screen set in a rounded pink shell with three buttons — a little handheld pet.
 *
 *   npx tsx icons/make-icons.ts
 *
 * writes icons/*.png. `renderIcon(kind)` is pure and deterministic, so a test can
 * re-render each icon and compare it with the committed file.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PNG } from 'pngjs';
import { PALETTE, hexToRgb, type Shade } from '../src/ui/lcd/palette.ts';
import { PET_SPRITES } from '../src/ui/lcd/sprites-pet.ts';
import { MARKS, SPRITE_CHARS, type Sprite } from '../src/ui/lcd/sprites.ts';

/** The app's shell colour (--tl-shell). */
export const SHELL = '#f4b6c8';
/** The shell's darker underside (the lip that makes it look like a toy). */
const SHELL_LIP = '#d98ea8';
/** The frame around the screen. */
const BEZEL = '#e4869f';
/** The three buttons and their rims. */
const BUTTON = '#e8809e';
const BUTTON_RIM = '#c9647f';

/** Every icon: its kind, file (relative to icons/) and square size in pixels. */
export const ICONS = [
  { kind: 'icon-192', file: 'icon-192.png', size: 192 },
  { kind: 'icon-512', file: 'icon-512.png', size: 512 },
  { kind: 'icon-maskable-512', file: 'icon-maskable-512.png', size: 512 },
  { kind: 'apple-touch-icon', file: 'apple-touch-icon.png', size: 180 },
  { kind: 'favicon-32', file: 'favicon-32.png', size: 32 },
] as const;

export type IconKind = (typeof ICONS)[number]['kind'];

/** An axis-aligned rectangle in fractions of the icon size: [left, top, right, bottom]. */
type Box = readonly [number, number, number, number];

interface Layout {
  size: number;
  /** Fill the whole square with the shell colour (opaque icons). */
  bleed: boolean;
  /** The shell (when not bleeding) and its radius, as fractions of the size. */
  shell?: { box: Box; radius: number; lip: number };
  /** The frame around the screen, or none. */
  bezel?: { box: Box; radius: number };
  /** The LCD screen. */
  screen: { box: Box; radius: number };
  /** Button centres (fractions) and radius (fraction), or none. */
  buttons?: { y: number; xs: readonly number[]; radius: number };
  /** Whether the heart floats beside the pet (too small to read on the favicon). */
  heart: boolean;
  /** At most this much of the screen's inner size goes to the drawing. */
  fill: number;
}

const LAYOUTS: Record<IconKind, Layout> = {
  // Transparent corners: the shell is the icon's shape.
  'icon-192': anyLayout(192),
  'icon-512': anyLayout(512),
  // Full-bleed shell; screen, pet and buttons inside the safe circle (radius 40 %).
  'icon-maskable-512': {
    size: 512,
    bleed: true,
    bezel: { box: [0.25, 0.22, 0.75, 0.62], radius: 0.06 },
    screen: { box: [0.27, 0.24, 0.73, 0.6], radius: 0.045 },
    buttons: { y: 0.71, xs: [0.39, 0.5, 0.61], radius: 0.036 },
    heart: true,
    fill: 0.92,
  },
  // iOS rounds the corners itself and wants no transparency.
  'apple-touch-icon': {
    size: 180,
    bleed: true,
    bezel: { box: [0.13, 0.11, 0.87, 0.67], radius: 0.08 },
    screen: { box: [0.16, 0.14, 0.84, 0.64], radius: 0.055 },
    buttons: { y: 0.81, xs: [0.32, 0.5, 0.68], radius: 0.06 },
    heart: true,
    fill: 0.92,
  },
  // 32×32: a pink rounded square, the screen and the pet at the largest whole scale that fits (1× since the pets grew to 16–26 px) — nothing else.
  'favicon-32': {
    size: 32,
    bleed: false,
    shell: { box: [0, 0, 1, 1], radius: 0.22, lip: 0 },
    screen: { box: [2 / 32, 2 / 32, 30 / 32, 30 / 32], radius: 0.1 },
    heart: false,
    fill: 1,
  },
};

function anyLayout(size: number): Layout {
  return {
    size,
    bleed: false,
    shell: { box: [0.05, 0.04, 0.95, 0.93], radius: 0.2, lip: 0.03 },
    bezel: { box: [0.15, 0.12, 0.85, 0.64], radius: 0.075 },
    screen: { box: [0.175, 0.145, 0.825, 0.615], radius: 0.055 },
    buttons: { y: 0.785, xs: [0.33, 0.5, 0.67], radius: 0.055 },
    heart: true,
    fill: 0.92,
  };
}

/** One cell of the LCD scene: a shade, or null where the screen shows through. */
type Cell = Shade | null;

/** The source drawing: the kid's happy frame, with a heart floating up by its ear. */
function scene(heart: boolean): Cell[][] {
  const pet: Sprite = PET_SPRITES.kid.happy;
  const mark: Sprite = MARKS.heart;
  const pw = pet[0]!.length;
  const ph = pet.length;
  // With the heart: the pet centred in a wider scene, the heart up to its right.
  const petX = heart ? mark[0]!.length - 1 : 0;
  const petY = heart ? 3 : 0;
  const w = heart ? pw + 2 * petX : pw;
  const h = ph + petY;
  const cells: Cell[][] = Array.from({ length: h }, () => Array<Cell>(w).fill(null));
  const stamp = (s: Sprite, x0: number, y0: number) => {
    s.forEach((row, y) =>
      [...row].forEach((c, x) => {
        const shade = SPRITE_CHARS[c] ?? null;
        if (shade !== null) cells[y0 + y]![x0 + x] = shade;
      }),
    );
  };
  stamp(pet, petX, petY);
  if (heart) stamp(mark, w - mark[0]!.length, 0);
  return cells;
}

/** Coverage (0..1) of pixel (x, y) by a shape. */
type Coverage = (x: number, y: number) => number;

/** A convex shape: its coverage and the pixel bounds outside which it is empty. */
interface Shape {
  cover: Coverage;
  bounds: readonly [number, number, number, number];
}

const SS = 4;

/** Coverage of a convex shape: 1 where all four pixel corners are inside, else sampled 4×4 for smooth edges. */
function sampled(inside: (px: number, py: number) => boolean): Coverage {
  return (x, y) => {
    if (inside(x, y) && inside(x + 1, y) && inside(x, y + 1) && inside(x + 1, y + 1)) return 1;
    let n = 0;
    for (let j = 0; j < SS; j++) for (let i = 0; i < SS; i++) if (inside(x + (i + 0.5) / SS, y + (j + 0.5) / SS)) n++;
    return n / (SS * SS);
  };
}

/** A rounded rectangle in pixels. */
function roundRect(x0: number, y0: number, x1: number, y1: number, r: number): Shape {
  const cover = sampled((px, py) => {
    if (px < x0 || px > x1 || py < y0 || py > y1) return false;
    const dx = Math.max(x0 + r - px, 0, px - (x1 - r));
    const dy = Math.max(y0 + r - py, 0, py - (y1 - r));
    return dx * dx + dy * dy <= r * r;
  });
  return { cover, bounds: [x0, y0, x1, y1] };
}

function circle(cx: number, cy: number, r: number): Shape {
  const cover = sampled((px, py) => (px - cx) * (px - cx) + (py - cy) * (py - cy) <= r * r);
  return { cover, bounds: [cx - r, cy - r, cx + r, cy + r] };
}

/** A premultiplied RGBA canvas of floats, painted back to front. */
class Canvas {
  readonly px: Float64Array;
  constructor(readonly size: number) {
    this.px = new Float64Array(size * size * 4);
  }

  /** Paints `hex` over the canvas as a shape covers it. */
  fill(hex: string, shape: Shape): void {
    this.paint(hex, shape.cover, ...shape.bounds);
  }

  /** Paints `hex` over the canvas wherever `cover` says, within [x0, x1) × [y0, y1). */
  paint(hex: string, cover: Coverage, x0 = 0, y0 = 0, x1 = this.size, y1 = this.size): void {
    const [r, g, b] = hexToRgb(hex).map((c) => c / 255) as [number, number, number];
    const lo = (v: number) => Math.max(0, Math.floor(v));
    const hi = (v: number) => Math.min(this.size, Math.ceil(v));
    for (let y = lo(y0); y < hi(y1); y++) {
      for (let x = lo(x0); x < hi(x1); x++) {
        const a = cover(x, y);
        if (a <= 0) continue;
        const o = (y * this.size + x) * 4;
        const k = 1 - a;
        this.px[o] = r * a + this.px[o]! * k;
        this.px[o + 1] = g * a + this.px[o + 1]! * k;
        this.px[o + 2] = b * a + this.px[o + 2]! * k;
        this.px[o + 3] = a + this.px[o + 3]! * k;
      }
    }
  }

  /** Straight (not premultiplied) 8-bit RGBA. */
  toRgba(): Buffer {
    const out = Buffer.alloc(this.size * this.size * 4);
    for (let i = 0; i < out.length; i += 4) {
      const a = this.px[i + 3]!;
      if (a <= 0) continue;
      for (let c = 0; c < 3; c++) out[i + c] = Math.round(Math.min(1, this.px[i + c]! / a) * 255);
      out[i + 3] = Math.round(Math.min(1, a) * 255);
    }
    return out;
  }
}

/** Mixes two #rrggbb colours: t = 0 is a, 1 is b. */
function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  return (
    '#' +
    ca
      .map((v, i) =>
        Math.round(v + (cb[i]! - v) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** Renders one icon: a pngjs PNG whose `data` is RGBA, row by row. */
export function renderIcon(kind: IconKind): PNG {
  const L = LAYOUTS[kind];
  const S = L.size;
  const f = (v: number) => v * S;
  const c = new Canvas(S);

  // The shell: full bleed, or a rounded body on a darker lip.
  if (L.bleed) c.paint(SHELL, () => 1);
  else if (L.shell) {
    const [x0, y0, x1, y1] = L.shell.box.map(f) as [number, number, number, number];
    const r = f(L.shell.radius);
    if (L.shell.lip > 0) c.fill(SHELL_LIP, roundRect(x0, y0 + f(L.shell.lip), x1, y1 + f(L.shell.lip), r));
    c.fill(SHELL, roundRect(x0, y0, x1, y1, r));
  }
  if (L.bezel) {
    const [x0, y0, x1, y1] = L.bezel.box.map(f) as [number, number, number, number];
    c.fill(BEZEL, roundRect(x0, y0, x1, y1, f(L.bezel.radius)));
  }
  for (const bx of L.buttons?.xs ?? []) {
    const cx = f(bx);
    const cy = f(L.buttons!.y);
    const r = f(L.buttons!.radius);
    c.fill(BUTTON_RIM, circle(cx, cy + r * 0.12, r));
    c.fill(BUTTON, circle(cx, cy - r * 0.06, r * 0.86));
    c.fill(mix(BUTTON, '#ffffff', 0.45), circle(cx - r * 0.3, cy - r * 0.36, r * 0.2));
  }

  // The screen, lit in the LCD's lightest shade.
  const [sx0, sy0, sx1, sy1] = L.screen.box.map(f) as [number, number, number, number];
  const screen = roundRect(sx0, sy0, sx1, sy1, f(L.screen.radius));
  c.fill(PALETTE[0], screen);

  // The drawing, scaled by a whole number and centred on the screen.
  const cells = scene(L.heart);
  const w = cells[0]!.length;
  const h = cells.length;
  const scale = Math.max(1, Math.floor(Math.min(((sx1 - sx0) * L.fill) / w, ((sy1 - sy0) * L.fill) / h)));
  const ox = Math.round((sx0 + sx1 - w * scale) / 2);
  const oy = Math.round((sy0 + sy1 - h * scale) / 2);
  // A faint pixel grid across the screen, when the pixels are big enough to show it.
  const gap = scale >= 10 ? Math.max(1, Math.round(scale / 16)) : 0;
  if (gap > 0) {
    const mod = (v: number) => ((v % scale) + scale) % scale;
    c.paint(
      mix(PALETTE[0], PALETTE[1], 0.22),
      (x, y) => (mod(x - ox) >= scale - gap || mod(y - oy) >= scale - gap ? screen.cover(x, y) : 0),
      ...screen.bounds,
    );
  }
  cells.forEach((row, cy) =>
    row.forEach((shade, cx) => {
      if (shade === null || shade === 0) return;
      const x = ox + cx * scale;
      const y = oy + cy * scale;
      c.paint(PALETTE[shade], () => 1, x, y, x + scale - gap, y + scale - gap);
    }),
  );

  const png = new PNG({ width: S, height: S });
  c.toRgba().copy(png.data);
  return png;
}

/** Renders every icon and writes it next to this script. */
export function writeIcons(
  dir = fileURLToPath(new URL('.', import.meta.url)),
): { file: string; size: number; bytes: number }[] {
  return ICONS.map(({ kind, file, size }) => {
    const bytes = PNG.sync.write(renderIcon(kind));
    writeFileSync(new URL(file, pathToFileURL(dir.endsWith('/') ? dir : dir + '/')), bytes);
    return { file, size, bytes: bytes.length };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const { file, size, bytes } of writeIcons()) console.log(`icons/${file}  ${size}×${size}  ${bytes} bytes`);
}
