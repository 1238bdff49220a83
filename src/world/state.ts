/** The state a prompt is rendered from: what the pet knows about itself and its world right now. */
import type { PartOfDay, Stage, Weather } from './words.ts';

/** The pet as the prompt header describes it. Stats run 0–100. */
export interface PetView {
  name: string;
  stage: Stage;
  day: number;
  traits: string[];
  tummy: number;
  fun: number;
  energy: number;
  clean: number;
  asleep: boolean;
  sick: boolean;
  /**
   * What is around it, where a reply is led from it ("I'm watching the rain!"): the window's weather, the part of the
   * day, poop, and what a [look] shows (its result, "shelf: … · toy: … · window: …").
   */
  around?: { weather: Weather; part: PartOfDay; poop: number; seen?: string };
}

/** Everything the world needs to render a prompt, a lookup or validate a transcript. Lists are oldest first. */
export interface WorldState {
  /** Local wall-clock time, "YYYY-MM-DDTHH:MM". */
  now: string;
  weather: Weather;
  pet: PetView;
  owner: string;
  memories: string[];
  /** Today's day log. */
  today: string[];
  shelf: string[];
  toy: string | null;
  poop: number;
  /** Finished diary pages. */
  diary: string[];
}

/** The three prompt modes: a reply, an idle turn of the pet's own, a diary page. */
export type Mode = 'chat' | 'idle' | 'diary';
export const MODES: readonly Mode[] = ['chat', 'idle', 'diary'];
