/**
 * The pet's whole state: plain JSON, stored as is, changed only by the sim's
 * pure functions (each returns a new state).
 */
import {
  looksAlike,
  nameProblem,
  STAGES,
  STATS,
  TOYS,
  TRAITS,
  WEATHERS,
  isOneOf,
  type Dream,
  type Food,
  type Gift,
  type Names,
  type OfferKind,
  type Stage,
  type Stat,
  type Toy,
  type TranscriptStart,
  type Trait,
  type Want,
  type Weather,
  type WorldEvent,
  type WorldState,
} from '../world/index.ts';
import { RATES } from './rates.ts';
import { createRng, type RngState } from '../world/rng.ts';
import { calendarDay, checkTime, HOUR_MS, toLocalIso } from './time.ts';

/** The version of PetState's shape, for stored pets: src/store/migrate.ts has a step for every earlier one. */
export const PET_STATE_VERSION = 3;
/** Traits a pet is born with. */
const TRAIT_COUNT = 2;

export type Stats = Record<Stat, number>;

/** An offer waiting for the pet's [yes] or [no]. */
export interface Offer {
  kind: OfferKind;
  food?: Food;
}

/** A thought bubble and the time it goes away. */
interface Bubble<T extends string> {
  what: T;
  until: number;
}

/** A finished calendar day whose log awaits a diary page. */
export interface FinishedDay {
  /** The pet's day number (1 = hatch day). */
  day: number;
  /** "YYYY-MM-DD" on the owner's clock. */
  date: string;
  log: string[];
  weather: Weather;
}

/** The validator's state at chat[0]. */
export interface ChatStart {
  asleep: boolean;
  pendingOffer: OfferKind | null;
  /** A [yes] to catch was dropped with the lines before chat[0] and the game is not played yet. */
  catchAccepted?: boolean;
}

export interface PetState {
  version: typeof PET_STATE_VERSION;
  name: string;
  owner: string;
  traits: Trait[];
  bornAt: number;
  /** The last simulated moment. */
  now: number;
  stage: Stage;
  stats: Stats;
  asleep: boolean;
  sick: boolean;
  lightsOff: boolean;
  poop: number;
  /** When each meal eaten comes out, earliest first (added in version 3; version 2 held one time or null). */
  poopsDue: number[];
  weather: Weather;
  toy: Toy | null;
  /** Oldest first. */
  memories: string[];
  /** The day log of the calendar day dayIndex. */
  today: string[];
  dayIndex: number;
  finishedDays: FinishedDay[];
  diary: string[];
  shelf: Gift[];
  dreamsToday: number;
  want: Bubble<Want> | null;
  dream: Bubble<Dream> | null;
  /** Position on the LCD, 0 to RATES.lcdWidth - 1. */
  x: number;
  pendingOffer: Offer | null;
  /** The pet said [yes] to catch; the game's result is awaited. */
  catchAwaiting: boolean;
  /** Transcript lines, oldest first. */
  chat: string[];
  chatStart: ChatStart;
  /** The last chat line is the pet's [sleep]; a wake now would be an instant wake. */
  justSlept: boolean;
  /** Events that happened while an offer awaited its answer; written right after the answer. */
  heldEvents: WorldEvent[];
  rng: RngState;
  /** The calendar day (calendarDay) of the newest automatic backup, or null before the first (added in version 2). */
  backedUpDay: number | null;
}

export interface NewPetOptions {
  name: string;
  owner: string;
  /** Hatch time, local wall-clock ms. */
  now: number;
  seed: number;
  traits?: readonly Trait[];
}

/** Why a pet and its owner cannot have these names (the world's name rules, and two different names), or null. */
export function namesProblem(name: string, owner: string): string | null {
  const pet = nameProblem(name);
  if (pet) return `The pet's name ${pet}.`;
  const own = nameProblem(owner);
  if (own) return `Your name ${own}.`;
  if (name === owner) return `The pet and you are both called "${name}"; chat lines need two different names.`;
  if (looksAlike(name, owner))
    return `The pet's name and yours look alike ("${name}" and "${owner}"); chat lines need two names that are easy to tell apart.`;
  return null;
}

/** Hatches a baby at `now`. */
export function newPet(options: NewPetOptions): PetState {
  const { name, owner, now, seed } = options;
  const problem = namesProblem(name, owner);
  if (problem) throw new RangeError(problem);
  checkTime(now, 'newPet now');
  const rng = createRng(seed);
  let traits: Trait[];
  if (options.traits) {
    traits = [...options.traits];
    const bad = traits.filter((t) => !isOneOf(TRAITS, t));
    if (traits.length !== TRAIT_COUNT || new Set(traits).size !== TRAIT_COUNT || bad.length) {
      throw new RangeError(
        `traits ${JSON.stringify(traits)} must be ${TRAIT_COUNT} different words of: ${TRAITS.join(', ')}`,
      );
    }
  } else {
    const first = rng.pick(TRAITS);
    traits = [first, rng.pick(TRAITS.filter((t) => t !== first))];
  }
  const weather = rng.pick(WEATHERS);
  const toy = rng.pick(TOYS);
  return {
    version: PET_STATE_VERSION,
    name,
    owner,
    traits,
    bornAt: now,
    now,
    stage: STAGES[0],
    stats: { tummy: RATES.hatchTummy, fun: RATES.hatchFun, energy: RATES.hatchEnergy, clean: RATES.hatchClean },
    asleep: false,
    sick: false,
    lightsOff: false,
    poop: 0,
    poopsDue: [],
    weather,
    toy,
    memories: [],
    today: [],
    dayIndex: calendarDay(now),
    finishedDays: [],
    diary: [],
    shelf: [],
    dreamsToday: 0,
    want: null,
    dream: null,
    x: RATES.hatchX,
    pendingOffer: null,
    catchAwaiting: false,
    chat: [],
    chatStart: { asleep: false, pendingOffer: null },
    justSlept: false,
    heldEvents: [],
    rng: rng.state,
    backedUpDay: null,
  };
}

/** The pet's day number at a time: 1 on the hatch day, +1 at each local midnight. */
export function dayNumber(bornAt: number, at: number): number {
  return calendarDay(at) - calendarDay(bornAt) + 1;
}

/** The stage a pet starts day N in (1 = hatch day): a baby on its hatch day, then a kid, a teen and an adult by RATES' days. */
export function stageFor(day: number): Stage {
  const from: Record<Stage, number> = {
    baby: 1,
    kid: RATES.kidFromDay,
    teen: RATES.teenFromDay,
    adult: RATES.adultFromDay,
  };
  let stage: Stage = STAGES[0];
  for (const s of STAGES) if (day >= from[s]) stage = s;
  return stage;
}

/** The stage a pet born at bornAt is in at `at`: a baby only for its first RATES.kidFromHour hours. */
export function stageAt(bornAt: number, at: number): Stage {
  const byDay = stageFor(dayNumber(bornAt, at));
  return byDay === 'baby' && at - bornAt >= RATES.kidFromHour * HOUR_MS ? 'kid' : byDay;
}

/** The names event and chat lines are written with. */
export function namesOf(pet: PetState): Names {
  return { pet: pet.name, owner: pet.owner };
}

/** The validator's start state for pet.chat. */
export function transcriptStart(pet: PetState): TranscriptStart {
  return { ...namesOf(pet), ...pet.chatStart };
}

/** Keeps every stat within 0–100 (and never NaN). */
export function clampStats(stats: Stats): void {
  for (const s of STATS) stats[s] = Math.min(100, Math.max(0, Number.isFinite(stats[s]) ? stats[s] : 0));
}

/** A deep copy to change; the input is never mutated. */
export function clonePet(pet: PetState): PetState {
  return structuredClone(pet);
}

/** The world's view of the pet, for prompts, lookups and validation. */
export function worldState(pet: PetState): WorldState {
  const s = pet.stats;
  return {
    now: toLocalIso(pet.now),
    weather: pet.weather,
    pet: {
      name: pet.name,
      stage: pet.stage,
      day: dayNumber(pet.bornAt, pet.now),
      traits: [...pet.traits],
      tummy: Math.round(s.tummy),
      fun: Math.round(s.fun),
      energy: Math.round(s.energy),
      clean: Math.round(s.clean),
      asleep: pet.asleep,
      sick: pet.sick,
    },
    owner: pet.owner,
    memories: [...pet.memories],
    today: [...pet.today],
    shelf: [...pet.shelf],
    toy: pet.toy,
    poop: pet.poop,
    diary: [...pet.diary],
  };
}
