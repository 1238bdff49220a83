/**
 * The pet, one drawing per stage. Each is drawn once with face markers and
 * every frame (idle bob, glances, blink, happy, asleep, sick, back view) is derived
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
  /** Looking around, eyes a pixel to the left of the idle ones (on screen): [up, squashed down] like idle. */
  lookLeft: readonly [Sprite, Sprite];
  /** Eyes a pixel to the right. */
  lookRight: readonly [Sprite, Sprite];
  /** Eyes a pixel up. */
  lookUp: readonly [Sprite, Sprite];
  /** Eyes a pixel up and to the left. */
  lookUpLeft: readonly [Sprite, Sprite];
  /** Eyes a pixel up and to the right. */
  lookUpRight: readonly [Sprite, Sprite];
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
  /** Stretched two rows taller, eyes shut and mouth open: the yawn of waking up. */
  stretch: Sprite;
}

interface PetArt {
  rows: readonly string[];
  /** Two plain body rows that a squash may drop, top one first. */
  squash: readonly [number, number];
  /**
   * Columns and rows drawn twice to make the pet big on the screen: whole lines through plain body,
   * so the outline stays one pixel, eyes stay two, and a middle column widens the mouth by one.
   */
  grow: { cols: readonly number[]; rows: readonly number[] };
}

const ART: Record<Stage, PetArt> = {
  // A round blob with a curl of a tuft: 16×16.
  baby: {
    rows: [
      '........###.....',
      '.......#........',
      '.....######.....',
      '...##wwwwww##...',
      '..#wwwwwwwwww#..',
      '.#wwwwwwwwwwww#.',
      '.#wwwwwwwwwwww#.',
      '#wwwwwwwwwwwwww#',
      '#wwweewwwweewww#',
      '#wwweewwwweewww#',
      '#w--wwMmmMww--w#',
      '#wwwwwwMMwwwwww#',
      '#wwwwwwwwwwwwww#',
      '.#wwwwwwwwwwww#.',
      '..##wwwwwwww##..',
      '....########....',
    ],
    squash: [6, 12],
    grow: { cols: [2, 3, 7, 12, 13], rows: [5, 6, 12, 13] }, // 21×20
  },
  // Rounder and bigger, with nub ears and feet: 18×19.
  kid: {
    rows: [
      '...##........##...',
      '..#ww#......#ww#..',
      '..#www######www#..',
      '.#wwwwwwwwwwwwww#.',
      '#wwwwwwwwwwwwwwww#',
      '#wwwwwwwwwwwwwwww#',
      '#wwweewwwwwweewww#',
      '#wwweewwwwwweewww#',
      '#w--wwwMmmMwww--w#',
      '#wwwwwwwMMwwwwwww#',
      '#wwwwwwwwwwwwwwww#',
      '#wwwwwwwwwwwwwwww#',
      '.#wwwwwwwwwwwwww#.',
      '.#wwwwwwwwwwwwww#.',
      '..#wwwwwwwwwwww#..',
      '..#wwwwwwwwwwww#..',
      '..#wwwwwwwwwwww#..',
      '..#ww########ww#..',
      '...##........##...',
    ],
    squash: [5, 15],
    grow: { cols: [6, 8, 11], rows: [4, 5, 11, 12] }, // 21×23
  },
  // Taller, pointed ears, arms: 20×22.
  teen: {
    rows: [
      '..#..............#..',
      '..##............##..',
      '..#w#..........#w#..',
      '..#-w#........#w-#..',
      '..#--w#......#w--#..',
      '.#w--ww######ww--w#.',
      '.#wwwwwwwwwwwwwwww#.',
      '.#wwwwwwwwwwwwwwww#.',
      '.#wwweewwwwwweewww#.',
      '.#wwweewwwwwweewww#.',
      '.#wwwwwwMmmMwwwwww#.',
      '.#wwwwwwwMMwwwwwww#.',
      '.#wwwwwwwwwwwwwwww#.',
      '#w#wwwwwwwwwwwwww#w#',
      '#w#wwwwwwwwwwwwww#w#',
      '#w#wwwwwwwwwwwwww#w#',
      '.##wwwwwwwwwwwwww##.',
      '..#wwwwwwwwwwwwww#..',
      '..#wwwwwwwwwwwwww#..',
      '..##wwwwwwwwwwww##..',
      '...##############...',
      '...###........###...',
    ],
    squash: [7, 14],
    grow: { cols: [3, 9, 16], rows: [6, 7, 12, 16, 17] }, // 23×27
  },
  // Big, long ears, arms and a pale belly: 22×26.
  adult: {
    rows: [
      '...##............##...',
      '..#ww#..........#ww#..',
      '..#w-#..........#-w#..',
      '..#w-#..........#-w#..',
      '..#w-#..........#-w#..',
      '..#w-w#........#w-w#..',
      '..#ww-w#......#w-ww#..',
      '.#wwwww########wwwww#.',
      '.#wwwwwwwwwwwwwwwwww#.',
      '.#wwwwwwwwwwwwwwwwww#.',
      '.#wwweewwwwwwwweewww#.',
      '.#wwweewwwwwwwweewww#.',
      '.#w--wwwwMmmMwwww--w#.',
      '.#wwwwwwwwMMwwwwwwww#.',
      '.#wwwwwwwwwwwwwwwwww#.',
      '#w#wwwwwwwwwwwwwwww#w#',
      '#w#wwww--------wwww#w#',
      '#w#ww------------ww#w#',
      '#w#ww------------ww#w#',
      '.##ww------------ww##.',
      '..#www----------www#..',
      '..#wwww--------wwww#..',
      '..#wwwwwwwwwwwwwwww#..',
      '..##wwwwwwwwwwwwww##..',
      '...################...',
      '...####........####...',
    ],
    squash: [9, 18],
    grow: { cols: [7, 10, 14], rows: [8, 9, 14, 22] }, // 25×30
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

/** Open eyes moved (dx, dy) pixels (a glance): each 'e' marker's ink lands that far over, on the body fill around it. */
function glance(rows: readonly string[], dx: number, dy: number): string[] {
  const open = face(rows, 'open', 'rest');
  return open.map((row, y) =>
    [...row].map((c, x) => (rows[y - dy]?.[x - dx] === 'e' ? '#' : rows[y]![x] === 'e' ? 'w' : c)).join(''),
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

/** Doubles whole rows (a stretch: the body a pixel or two taller). */
function double(rows: readonly string[], ...which: number[]): string[] {
  return rows.flatMap((row, y) => (which.includes(y) ? [row, row] : [row]));
}

/** Recolours: light fill goes pale, pale patches go mid grey (the sick look). */
function pale(rows: readonly string[]): string[] {
  return rows.map((row) => row.replace(/[w-]/g, (c) => (c === 'w' ? '-' : '=')));
}

/** Removes cheeks and belly (the back view). */
function plain(rows: readonly string[]): string[] {
  return rows.map((row) => row.replace(/-/g, 'w'));
}

/** The art with its grow columns and rows drawn twice; the squash rows follow to their new places. */
function grown(art: PetArt): PetArt {
  const { cols, rows } = art.grow;
  const wide = art.rows.map((row) => [...row].flatMap((c, x) => (cols.includes(x) ? [c, c] : [c])).join(''));
  const at = (y: number) => y + rows.filter((r) => r < y).length;
  return { rows: double(wide, ...rows), squash: [at(art.squash[0]), at(art.squash[1])], grow: { cols: [], rows: [] } };
}

function frames(source: PetArt): PetFrames {
  const art = grown(source);
  const [a, b] = art.squash;
  const open = face(art.rows, 'open', 'rest');
  const shut = face(art.rows, 'shut', 'soft');
  const ill = pale(face(art.rows, 'shut', 'soft'));
  // Squashed before the glance, so an eye glancing up into the squash row is not dropped with it.
  const look = (dx: number, dy: number): [Sprite, Sprite] => [
    glance(art.rows, dx, dy),
    glance(drop(art.rows, a), dx, dy),
  ];
  return {
    idle: [open, drop(open, a)],
    lookLeft: look(-1, 0),
    lookRight: look(1, 0),
    lookUp: look(0, -1),
    lookUpLeft: look(-1, -1),
    lookUpRight: look(1, -1),
    blink: face(art.rows, 'shut', 'rest'),
    happy: face(art.rows, 'smile', 'open'),
    asleep: [drop(shut, a, b), drop(shut, a)],
    sick: [ill, drop(ill, a)],
    back: plain(face(art.rows, 'none', 'none')),
    stretch: double(face(art.rows, 'shut', 'open'), a, b),
  };
}

/** The pet's frames for each stage. */
export const PET_SPRITES = {
  baby: frames(ART.baby),
  kid: frames(ART.kid),
  teen: frames(ART.teen),
  adult: frames(ART.adult),
} as const satisfies Record<Stage, PetFrames>;
