/**
 * Writes the LCD's gallery for review: every stage standing, asleep, sick and with the lights off, and
 * every animation as a strip of frames, rendered by the app's own pure renderer (src/ui/lcd/frame.ts)
 * at 6× into test/output/gallery/*.png (git-ignored).
 *
 *   npx tsx test/lcd-gallery.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { FOODS, GIFTS, STAGES } from '../src/world/index.ts';
import { AnimState, CUE_MS } from '../src/ui/lcd/anim.ts';
import { renderFrame } from '../src/ui/lcd/frame.ts';
import { hexToRgb, paletteFor } from '../src/ui/lcd/palette.ts';
import { LCD_HEIGHT, LCD_WIDTH, type LcdCue, type LcdScene } from '../src/ui/scene.ts';

const OUT = join(import.meta.dirname, 'output', 'gallery');
const SCALE = 6;
const GAP = 2;

const base: LcdScene = {
  name: 'Pip',
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
};

/** Frames side by side, each LCD pixel SCALE screen pixels, with a gap between frames. */
function sheet(frames: { px: Uint8Array; dark: boolean }[]): Buffer {
  const w = frames.length * (LCD_WIDTH * SCALE + GAP) - GAP;
  const png = new PNG({ width: w, height: LCD_HEIGHT * SCALE });
  png.data.fill(255);
  frames.forEach((f, i) => {
    const pal = paletteFor(f.dark).map(hexToRgb);
    for (let y = 0; y < LCD_HEIGHT * SCALE; y++) {
      for (let x = 0; x < LCD_WIDTH * SCALE; x++) {
        const [r, g, b] = pal[f.px[Math.floor(y / SCALE) * LCD_WIDTH + Math.floor(x / SCALE)]!]!;
        const at = (y * w + i * (LCD_WIDTH * SCALE + GAP) + x) * 4;
        png.data[at] = r;
        png.data[at + 1] = g;
        png.data[at + 2] = b;
        png.data[at + 3] = 255;
      }
    }
  });
  return PNG.sync.write(png);
}

/** `n` frames across a cue's run (the scene as the app shows it while it plays). */
function strip(scene: LcdScene, cue: LcdCue, n = 6) {
  const anim = new AnimState();
  anim.push(cue, 0);
  const ms = CUE_MS[cue.kind];
  return Array.from({ length: n }, (_, i) => ({
    px: renderFrame(scene, anim, Math.round((i * ms) / (n - 1)) - (i === n - 1 ? 1 : 0)),
    dark: scene.lightsOff,
  }));
}

mkdirSync(OUT, { recursive: true });
const still = (s: LcdScene) => ({ px: renderFrame(s, new AnimState(), 0), dark: s.lightsOff });
const files: string[] = [];
const write = (name: string, frames: { px: Uint8Array; dark: boolean }[]) => {
  writeFileSync(join(OUT, `${name}.png`), sheet(frames));
  files.push(name);
};

write(
  'stages',
  STAGES.map((stage) => still({ ...base, stage })),
);
write(
  'stages-asleep-lights-off',
  STAGES.map((stage) => still({ ...base, stage, asleep: true, lightsOff: true, dream: 'moon' })),
);
write(
  'stages-sick-and-wanting',
  STAGES.map((stage) => still({ ...base, stage, sick: true, want: 'medicine' })),
);
write('room-full', [still({ ...base, poop: 3, toy: 'ball', shelf: GIFTS.slice(0, 8), want: 'snack' })]);
write('hatch', strip({ ...base, stage: 'baby' }, { kind: 'hatch' }, 8));
write('eat', strip(base, { kind: 'eat', food: FOODS[0]! }));
write('bath', strip(base, { kind: 'bath' }));
write('medicine', strip({ ...base, sick: true }, { kind: 'medicine' }));
write('pat', strip(base, { kind: 'pat' }));
write('refuse', strip(base, { kind: 'refuse' }));
write('gift', strip(base, { kind: 'gift', gift: GIFTS[0]! }));
write('poop', strip({ ...base, poop: 1 }, { kind: 'poop' }));
write('cleaned', strip(base, { kind: 'cleaned' }));
write('wake', strip(base, { kind: 'wake' }));
write('grow', strip({ ...base, stage: 'teen' }, { kind: 'grow', from: 'kid', to: 'teen' }, 8));
for (const stars of [0, 3, 5]) write(`catch-result-${stars}`, strip(base, { kind: 'catchResult', stars }));
write('walk-from-the-wall', strip({ ...base, x: 12 }, { kind: 'walk', from: 12, to: 30 }));
process.stdout.write(`wrote ${files.length} sheets to ${OUT}: ${files.join(', ')}\n`);
