/**
 * Icons: 7×7 pixel art for every food, gift, dream, want and toy, and the
 * small marks the LCD floats around the pet. Characters: '.' transparent,
 * 'w' shade 0 (opaque background), '-' shade 1, '=' shade 2, '#' shade 3.
 * Each record `satisfies` its word list, so a word without an icon is a type error.
 */
import type { DREAM_THINGS, Food, Gift, Toy, Want } from '../../world/index.ts';
import type { Sprite } from './sprites.ts';

/** The dream subjects that are neither foods nor gifts. */
export type DreamThing = (typeof DREAM_THINGS)[number];

/** One icon per food. */
export const FOOD_ICONS = {
  strawberry: ['.#.#.#.', '..###..', '#=-==-#', '#==-==#', '.#-==#.', '..#=#..', '...#...'],
  cookie: ['..###..', '.#---#.', '#-#---#', '#---#-#', '#-#---#', '.#---#.', '..###..'],
  apple: ['...#=..', '.##.##.', '#-====#', '#-====#', '#=====#', '.#===#.', '..#.#..'],
  carrot: ['..#.#..', '...#...', '.#####.', '.#=-=#.', '..#-#..', '..#=#..', '...#...'],
  pancake: ['..###..', '..#-#..', '.#####.', '#=====#', '.#####.', '#=====#', '.#####.'],
  egg: ['..###..', '.#w--#.', '#w----#', '#-----#', '#-----#', '#-----#', '.#####.'],
} as const satisfies Record<Food, Sprite>;

/** One icon per gift (they also stand on the shelf). */
export const GIFT_ICONS = {
  flower: ['..###..', '.#-#-#.', '.##=##.', '.#-#-#.', '..###..', '.==#==.', '...#...'],
  pebble: ['.......', '.......', '..###..', '.#=-=#.', '#=====#', '#=====#', '.#####.'],
  star: ['...#...', '..#-#..', '##---##', '.#---#.', '.#-#-#.', '#-#.#-#', '##...##'],
  leaf: ['....###', '..##==#', '.#==#=#', '.#=#==#', '.##==#.', '.#.##..', '#......'],
  shell: ['..###..', '.#=-=#.', '#=-=-=#', '#=-=-=#', '.#=-=#.', '..#=#..', '.#####.'],
  heart: ['.##.##.', '#-=#==#', '#=====#', '#=====#', '.#===#.', '..#=#..', '...#...'],
  drawing: ['#######', '#=wwww#', '#ww#ww#', '#w#=#w#', '##===##', '#=====#', '#######'],
  feather: ['.....##', '....#-#', '...#-=#', '..#-=#.', '.#-=#..', '.##....', '#......'],
} as const satisfies Record<Gift, Sprite>;

const BALL: Sprite = ['..###..', '.#ww-#.', '#www--#', '#=====#', '#-----#', '.#---#.', '..###..'];

/** One icon per dream subject that is neither a food nor a gift. */
export const DREAM_THING_ICONS = {
  ball: BALL,
  moon: ['..###..', '.#--##.', '#--#...', '#-#....', '#--#...', '.#--##.', '..###..'],
  sun: ['#..#..#', '.#####.', '.#---#.', '##---##', '.#---#.', '.#####.', '#..#..#'],
  cloud: ['.......', '..##...', '.#--###', '#-----#', '#-----#', '.#####.', '.......'],
  rain: ['..##...', '.#--###', '#-----#', '.#####.', '.=..=..', '..=..=.', '.=..=..'],
  frog: ['.##.##.', '#w#=#w#', '#=====#', '#=====#', '#=###=#', '.#===#.', '..###..'],
  cat: ['#.....#', '##...##', '#######', '#-###-#', '###=###', '.#####.', '..###..'],
  ghost: ['..###..', '.#www#.', '#w#w#w#', '#wwwww#', '#wwwww#', '#wwwww#', '##.#.##'],
  music: ['..#####', '..#...#', '..#...#', '..#...#', '###.###', '###.###', '.......'],
  sparkle: ['...#...', '...#...', '..#-#..', '##---##', '..#-#..', '...#...', '...#...'],
} as const satisfies Record<DreamThing, Sprite>;

/** One icon per want, drawn in the thought bubble. */
export const WANT_ICONS = {
  snack: ['...#...', '..#w#..', '.#www#.', '.#www#.', '#w###w#', '#w###w#', '#######'],
  play: ['...#...', '..#-#..', '.#-=-#.', '#-=#=-#', '.#-=-#.', '..#-#..', '....#..'],
  bath: ['..=.=..', '.=.=.=.', '#######', '#-----#', '.#---#.', '..###..', '.#...#.'],
  sleep: ['####...', '.##....', '####...', '....###', '.....#.', '....#..', '....###'],
  pats: ['.#.#.#.', '#-#-#-#', '#-----#', '#-----#', '#-----#', '.#---#.', '..###..'],
  medicine: ['..###..', '..#-#..', '.#####.', '#--#--#', '#-###-#', '#--#--#', '#######'],
} as const satisfies Record<Want, Sprite>;

/** One icon per toy that can sit in the room. */
export const TOY_ICONS = {
  ball: BALL,
  yarn: ['..###..', '.#=-=#.', '#=-=-=#', '#-=-=-#', '#=-=-=#', '.#=-=#.', '..###=='],
  blocks: ['.......', '..###..', '..#=#..', '..###..', '###.###', '#-#.#=#', '###.###'],
  duck: ['.###...', '#-#-#..', '#---#==', '.#--##.', '#-----#', '#-----#', '.#####.'],
} as const satisfies Record<Toy, Sprite>;

/** Marks and props the LCD draws around the pet (the catch ball, Zzz, a bang…). */
export const MARKS = {
  poop: ['...#...', '..#=#..', '.#=-=#.', '.#####.', '#=-===#', '#=====#', '.#####.'],
  heart: ['##.##', '#####', '.###.', '..#..'],
  note: ['..#.', '..##', '..#.', '###.', '##..'],
  bang: ['###', '###', '.#.', '.#.', '...', '.#.'],
  zzz: ['####', '..#.', '.#..', '####'],
  z: ['###', '.#.', '#..', '###'],
  bubble: [
    '..#######..',
    '.#wwwwwww#.',
    '#wwwwwwwww#',
    '#wwwwwwwww#',
    '#wwwwwwwww#',
    '#wwwwwwwww#',
    '#wwwwwwwww#',
    '#wwwwwwwww#',
    '#wwwwwwwww#',
    '.#wwwwwww#.',
    '..#######..',
  ],
  soap: ['.##.', '#w-#', '#ww#', '.##.'],
  pill: ['.#####.', '#ww#==#', '#ww#==#', '.#####.'],
  catchBall: ['.##.', '#-=#', '#==#', '.##.'],
  drop: ['.#.', '#-#', '#w#', '.#.'],
  miniStar: ['..#..', '.###.', '#####', '.###.', '.#.#.'],
  miss: ['...', '.#.', '...'],
  hand: ['.#.#.#.', '#-#-#-#', '#-----#', '#-----#', '.#---#.'],
  egg: [
    '...####...',
    '..#wwww#..',
    '.#wwwwww#.',
    '.#ww-www#.',
    '#wwwwwwww#',
    '#w-wwwwww#',
    '#wwwwww-w#',
    '#wwwwwwww#',
    '#ww-wwwww#',
    '.#wwwwww#.',
    '..######..',
  ],
  /** The catch result's stars: caught ones inked, the rest drawn faint. */
  bigStar: [
    '....#....',
    '...#=#...',
    '####=####',
    '#=======#',
    '.#=====#.',
    '..#===#..',
    '.#==#==#.',
    '.#=#.#=#.',
    '##.....##',
  ],
  /** A pile squashed flat the moment it lands (two columns wider, two rows lower than MARKS.poop). */
  plop: ['..#####..', '.#=-=-=#.', '#=-===-=#', '#=======#', '.#######.'],
  broom: [
    '......#',
    '.....#.',
    '....#..',
    '...#...',
    '...#...',
    '..###..',
    '.#===#.',
    '.#=#=#.',
    '#=#=#=#',
    '#=#=#=#',
    '#.#.#.#',
  ],
  twinkle: ['..#..', '..#..', '##.##', '..#..', '..#..'],
  glint: ['.#.', '###', '.#.'],
} as const satisfies Record<string, Sprite>;

/** Names of the marks. */
export type Mark = keyof typeof MARKS;
