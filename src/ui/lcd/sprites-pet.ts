/**
 * The pet, one drawing per stage. Each is drawn once with face markers and
 * every frame (idle bob, blink, happy, asleep, sick, back view) is derived
 * from it, so the stages stay consistent. Markers in the source art:
 * 'e' an eye pixel (eyes are two pixels tall), 'm' the resting mouth,
 * 'M' the extra pixels of an open, happy mouth. Palette characters as in sprites.ts.
 */
import type { Stage } from '../../world/index.ts';
import type { Sprite } from './sprites.ts';

/** Every frame of one stage's pet. */
export interface PetFrames {
  /** Standing, eyes open: [up, squashed down] for the idle bob. */
  idle: readonly [Sprite, Sprite];
  /** Eyes shut for a moment. */
  blink: Sprite;
  /** Open mouth and smiling eyes: bounces, hearts and treats. */
  happy: Sprite;
  /** Lying low with closed eyes: [breathe out, breathe in]. */
  asleep: readonly [Sprite, Sprite];
  /** Pale, droopy eyes: [up, squashed down]. */
  sick: readonly [Sprite, Sprite];
  /** Seen from behind (no face): half of a spin. */
  back: Sprite;
}

interface PetArt {
  rows: readonly string[];
  /** Two plain body rows that a squash may drop, top one first. */
  squash: readonly [number, number];
}

const ART: Record<Stage, PetArt> = {
  // A round blob with a tuft: 10×10.
  baby: {
    rows: [
      '....#.....',
      '...####...',
      '.##wwww##.',
      '#wwwwwwww#',
      '#wwewweww#',
      '#wwewweww#',
      '#-wwmmww-#',
      '#wwwMMwww#',
      '.#wwwwww#.',
      '..######..',
    ],
    squash: [3, 8],
  },
  // Rounder and bigger, with nub ears and feet: 12×12.
  kid: {
    rows: [
      '.##......##.',
      '.#w######w#.',
      '.#wwwwwwww#.',
      '#wwwwwwwwww#',
      '#wwewwwweww#',
      '#wwewwwweww#',
      '#w-wwmmww-w#',
      '#wwwwMMwwww#',
      '.#wwwwwwww#.',
      '.#wwwwwwww#.',
      '..########..',
      '..##....##..',
    ],
    squash: [3, 9],
  },
  // Taller, pointed ears, arms: 14×15.
  teen: {
    rows: [
      '..#........#..',
      '..##......##..',
      '..#w#....#w#..',
      '..#ww####ww#..',
      '.#wwwwwwwwww#.',
      '.#wwwwwwwwww#.',
      '.#wwewwwweww#.',
      '.#wwewwwweww#.',
      '.#wwwwmmwwww#.',
      '.#wwwwMMwwww#.',
      '#w#wwwwwwww#w#',
      '#w#wwwwwwww#w#',
      '.##wwwwwwww##.',
      '..##########..',
      '..##......##..',
    ],
    squash: [5, 11],
  },
  // Big, long ears, arms and a pale belly: 16×18.
  adult: {
    rows: [
      '...#........#...',
      '..#w#......#w#..',
      '..#w#......#w#..',
      '..#ww#....#ww#..',
      '..#www####www#..',
      '.#wwwwwwwwwwww#.',
      '.#wwwwwwwwwwww#.',
      '.#wwwewwwwewww#.',
      '.#wwwewwwwewww#.',
      '.#w-wwwmmwww-w#.',
      '.#wwwwwMMwwwww#.',
      '#w#wwwwwwwwww#w#',
      '#w#www----www#w#',
      '.##ww------ww##.',
      '..#ww------ww#..',
      '..#www----www#..',
      '..############..',
      '..###......###..',
    ],
    squash: [6, 11],
  },
};

type Eyes = 'open' | 'shut' | 'smile' | 'none';
type Mouth = 'rest' | 'open' | 'soft' | 'none';

/** Replaces the face markers: eyes and mouth in the given style. */
function face(rows: readonly string[], eyes: Eyes, mouth: Mouth): string[] {
  return rows.map((row, y) =>
    [...row]
      .map((c) => {
        if (c === 'e') {
          return eyePixel(eyes, isEyeBelow(rows, y, row));
        }
        if (c === 'm') return mouth === 'none' ? 'w' : mouth === 'soft' ? '=' : '#';
        if (c === 'M') return mouth === 'open' ? '#' : 'w';
        return c;
      })
      .join(''),
  );
}

/** True when the eye pixels of this row have eye pixels right below (the top half of the eyes). */
function isEyeBelow(rows: readonly string[], y: number, row: string): boolean {
  const below = rows[y + 1];
  if (!below) return false;
  const x = row.indexOf('e');
  return x >= 0 && below[x] === 'e';
}

function eyePixel(eyes: Eyes, top: boolean): string {
  switch (eyes) {
    case 'open':
      return '#';
    case 'shut':
      return top ? 'w' : '#';
    case 'smile':
      return top ? '#' : 'w';
    case 'none':
      return 'w';
  }
}

/** Drops whole rows (a squash: the body a pixel or two lower). */
function drop(rows: readonly string[], ...which: number[]): string[] {
  return rows.filter((_, y) => !which.includes(y));
}

/** Recolours: light fill goes pale, pale patches go mid grey (the sick look). */
function pale(rows: readonly string[]): string[] {
  return rows.map((row) => row.replace(/[w-]/g, (c) => (c === 'w' ? '-' : '=')));
}

/** Removes cheeks and belly (the back view). */
function plain(rows: readonly string[]): string[] {
  return rows.map((row) => row.replace(/-/g, 'w'));
}

function frames(art: PetArt): PetFrames {
  const [a, b] = art.squash;
  const open = face(art.rows, 'open', 'rest');
  const shut = face(art.rows, 'shut', 'soft');
  const ill = pale(face(art.rows, 'shut', 'soft'));
  return {
    idle: [open, drop(open, a)],
    blink: face(art.rows, 'shut', 'rest'),
    happy: face(art.rows, 'smile', 'open'),
    asleep: [drop(shut, a, b), drop(shut, a)],
    sick: [ill, drop(ill, a)],
    back: plain(face(art.rows, 'none', 'none')),
  };
}

/** The pet's frames for each stage. */
export const PET_SPRITES = {
  baby: frames(ART.baby),
  kid: frames(ART.kid),
  teen: frames(ART.teen),
  adult: frames(ART.adult),
} as const satisfies Record<Stage, PetFrames>;
