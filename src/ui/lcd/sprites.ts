/**
 * tokenling's own pixel art, drawn in code as rows of characters:
 *
 *   '.'  transparent      'w'  shade 0 (opaque background, punches holes)
 *   '-'  shade 1 (light)  '='  shade 2 (mid)      '#'  shade 3 (ink)
 *
 * The art lives in sprites-pet.ts (the pet) and sprites-icons.ts (icons and marks).
 */
import type { Dream } from '../../world/index.ts';
import type { Shade } from './palette.ts';
import { DREAM_THING_ICONS, FOOD_ICONS, GIFT_ICONS, MARKS, TOY_ICONS, WANT_ICONS } from './sprites-icons.ts';

export { PET_SPRITES, type PetFrames } from './sprites-pet.ts';
export { DREAM_THING_ICONS, FOOD_ICONS, GIFT_ICONS, MARKS, TOY_ICONS, WANT_ICONS } from './sprites-icons.ts';

/** A sprite: equal-length rows of palette characters, top row first. */
export type Sprite = readonly string[];

/** What each sprite character paints; null is transparent. */
export const SPRITE_CHARS: Readonly<Record<string, Shade | null>> = { '.': null, w: 0, '-': 1, '=': 2, '#': 3 };

/** Width of a sprite in pixels. */
export function spriteWidth(s: Sprite): number {
  return s[0]?.length ?? 0;
}

/** Height of a sprite in pixels. */
export function spriteHeight(s: Sprite): number {
  return s.length;
}

/** The shade at (x, y), or null where the sprite is transparent or out of bounds. */
export function shadeAt(s: Sprite, x: number, y: number): Shade | null {
  const c = s[y]?.[x];
  return c === undefined ? null : (SPRITE_CHARS[c] ?? null);
}

/** One icon per dream: the foods, the gifts and the dream things. */
export const DREAM_ICONS = { ...FOOD_ICONS, ...GIFT_ICONS, ...DREAM_THING_ICONS } as const satisfies Record<
  Dream,
  Sprite
>;

/** Every named icon, for `<tl-sprite name>`: dreams (foods, gifts), wants, toys, then marks. */
const ALL_ICONS: Readonly<Record<string, Sprite>> = { ...MARKS, ...TOY_ICONS, ...WANT_ICONS, ...DREAM_ICONS };

/** The icon sprite called `name` (a dream, food, gift, want, toy or mark), or undefined. */
export function iconSprite(name: string): Sprite | undefined {
  return Object.hasOwn(ALL_ICONS, name) ? ALL_ICONS[name] : undefined;
}

/** Every icon name iconSprite() knows. */
export function iconNames(): string[] {
  return Object.keys(ALL_ICONS);
}
