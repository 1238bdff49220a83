/**
 * What the LCD draws: a plain view of the pet derived from its state (lcdScene),
 * and the one-shot cues the app sends when something happens (an emote, a walk, a gift landing…):
 * cueFor reads them off the pet's own lines, eventCues off the event lines the app writes.
 */
import {
  parseEvent,
  STAGES,
  type Dream,
  type Emote,
  type Food,
  type Gift,
  type Names,
  type Stage,
  type Toy,
  type Trait,
  type Want,
  type WorldEvent,
} from '../world/index.ts';
import { RATES, type PetEffect, type PetState } from '../sim/index.ts';

/** The LCD's fixed resolution in pixels; the width is the simulation's own x range. */
export const LCD_WIDTH = RATES.lcdWidth;
export const LCD_HEIGHT = 48;

/** The pet's lasting look, redrawn every frame. */
export interface LcdScene {
  name: string;
  stage: Stage;
  traits: readonly Trait[];
  /** The pet's centre column, 0 to LCD_WIDTH - 1. */
  x: number;
  asleep: boolean;
  sick: boolean;
  lightsOff: boolean;
  /** Poop piles on the floor. */
  poop: number;
  /** The thought bubble while awake ([want:X] for 25 s). */
  want: Want | null;
  /** The thought bubble while asleep ([dream:X] for 25 s). */
  dream: Dream | null;
  /** Gifts on the shelf along the bottom edge, oldest first. */
  shelf: readonly Gift[];
  toy: Toy | null;
}

/** Something that just happened, played once as an animation. */
export type LcdCue =
  | { kind: 'emote'; emote: Emote }
  | { kind: 'walk'; from: number; to: number }
  | { kind: 'gift'; gift: Gift }
  | { kind: 'eat'; food: Food }
  | { kind: 'bath' }
  | { kind: 'medicine' }
  | { kind: 'pat' }
  | { kind: 'refuse' }
  | { kind: 'hatch' }
  /** A new pile lands on the floor (the scene already counts it). */
  | { kind: 'poop' }
  /** The floor was swept (the scene already has no poop). */
  | { kind: 'cleaned' }
  | { kind: 'wake' }
  /** The pet grew a stage (the scene already shows `to`). */
  | { kind: 'grow'; from: Stage; to: Stage }
  /** The stars of a finished game of catch, 0 to MAX_STARS. */
  | { kind: 'catchResult'; stars: number };

/** The scene for a pet at `now` (bubbles that have run out are not shown). */
export function lcdScene(pet: PetState, now: number): LcdScene {
  return {
    name: pet.name,
    stage: pet.stage,
    traits: pet.traits,
    x: pet.x,
    asleep: pet.asleep,
    sick: pet.sick,
    lightsOff: pet.lightsOff,
    poop: pet.poop,
    want: pet.want && pet.want.until > now && !pet.asleep ? pet.want.what : null,
    dream: pet.dream && pet.dream.until > now && pet.asleep ? pet.dream.what : null,
    shelf: pet.shelf,
    toy: pet.toy,
  };
}

/** The animation for one effect of a pet line; 'catch' starts the catch game; null plays nothing. */
export function cueFor(effect: PetEffect): LcdCue | 'catch' | null {
  switch (effect.kind) {
    case 'answer':
      if (!effect.accepted) return { kind: 'refuse' };
      if (effect.offer === 'food') return effect.food ? { kind: 'eat', food: effect.food } : null;
      if (effect.offer === 'catch') return 'catch';
      return { kind: effect.offer };
    case 'emote':
      return { kind: 'emote', emote: effect.emote };
    case 'gift':
      return { kind: 'gift', gift: effect.gift };
    case 'walk':
      return { kind: 'walk', from: effect.from, to: effect.to };
    default:
      return null;
  }
}

/** The animations for chat lines just added, in order: poop, cleaning, waking, growing and the catch result; other lines play nothing. */
export function eventCues(lines: readonly string[], names: Names): LcdCue[] {
  const cues: LcdCue[] = [];
  for (const line of lines) {
    let e: WorldEvent | null = null;
    try {
      e = parseEvent(line, names);
    } catch {
      // Two matching patterns is a broken table (the world's tests say so); the line plays nothing.
    }
    const cue = e && eventCue(e);
    if (cue) cues.push(cue);
  }
  return cues;
}

/** The animation for one app event, or null. */
function eventCue(e: WorldEvent): LcdCue | null {
  switch (e.kind) {
    case 'pooped':
      return { kind: 'poop' };
    case 'cleaned':
      return { kind: 'cleaned' };
    case 'wokeUp':
      return { kind: 'wake' };
    case 'grew':
      return { kind: 'grow', from: STAGES[STAGES.indexOf(e.stage) - 1]!, to: e.stage };
    case 'playedCatch':
      return { kind: 'catchResult', stars: e.stars };
    default:
      return null;
  }
}
