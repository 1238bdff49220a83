/** Where things sit on the 64×48 LCD (rows and columns in LCD pixels). */
import { LCD_HEIGHT, LCD_WIDTH } from '../scene.ts';

/** The floor line; the pet, poop and toy stand on the row above it. */
export const FLOOR_Y = 38;
/** Top row of the gifts on the shelf (7-pixel icons). */
export const SHELF_Y = 40;
/** The shelf plank under the gifts: the bottom row. */
export const SHELF_PLANK_Y = LCD_HEIGHT - 1;
/** Gifts the shelf shows (the newest). */
export const SHELF_SLOTS = 8;
/** Width of one shelf slot (8 pixels). */
const SHELF_SLOT_W = LCD_WIDTH / SHELF_SLOTS;
/** Most poop piles drawn (more still count, and are described). */
export const MAX_POOP_DRAWN = 3;
/** Left column of each poop pile, first to third (they pile up in the right corner, a pixel of each overlapping the next). */
export const POOP_X: readonly number[] = [57, 51, 45];
/** Left column of the toy (in the left corner). */
export const TOY_X = 1;
/**
 * The columns the pet's box keeps to at rest: between the toy's corner and the poop's, so nothing rests on
 * or under it. One column of margin each side leaves room for a wiggle.
 */
export const PET_LEFT = TOY_X + 8;
export const PET_RIGHT = POOP_X[POOP_X.length - 1]! - 2;

/** The centre column a pet `width` wide is drawn at for the sim's column x (0 to LCD_WIDTH - 1): the sim's range, squeezed into the pet's own columns. */
export function petColumn(x: number, width: number): number {
  const lo = PET_LEFT + Math.floor(width / 2);
  const hi = PET_RIGHT - (width - 1 - Math.floor(width / 2));
  const f = Math.min(1, Math.max(0, x / (LCD_WIDTH - 1)));
  return Math.round(lo + (hi - lo) * f);
}
/** Icon size (every food, gift, dream, want and toy icon). */
export const ICON = 7;
/** Width of the thought bubble (MARKS.bubble). */
export const BUBBLE_W = 11;
/** Height of the thought bubble. */
export const BUBBLE_H = 11;
/** Offset of the icon inside the bubble. */
export const BUBBLE_INSET = 2;
/** Rows of the bubble's trail of thought below it. */
export const BUBBLE_TRAIL = 3;

/** Top row of the catch result's big stars (MARKS.bigStar, 9×9). */
export const RESULT_STAR_Y = 1;
/** Width of one result star, and the gap between two. */
export const RESULT_STAR_W = 9;
const RESULT_STAR_GAP = 2;

/** Left column of result star i of `count` (the row is centred). */
export function resultStarX(i: number, count: number): number {
  const row = count * RESULT_STAR_W + (count - 1) * RESULT_STAR_GAP;
  return Math.floor((LCD_WIDTH - row) / 2) + i * (RESULT_STAR_W + RESULT_STAR_GAP);
}

/** Left column of shelf slot i (the icon is centred in its 8-pixel slot). */
export function shelfSlotX(i: number): number {
  return i * SHELF_SLOT_W + Math.floor((SHELF_SLOT_W - ICON) / 2);
}
