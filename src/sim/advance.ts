/**
 * Time passing: stats drift at awake or asleep rates, meals come out, neglect
 * makes the pet sick, a rested pet wakes, midnight files the day log and the pet grows.
 */
import { eventLine, GROWN_STAGES, STAGES, WEATHERS, type WorldEvent } from '../world/index.ts';
import { pushChat } from './chat.ts';
import { paceOf, RATES } from './rates.ts';
import { createRng, type Rng } from '../world/rng.ts';
import { clampStats, clonePet, dayNumber, namesOf, stageAt, type PetState } from './state.ts';
import { calendarDate, calendarDay, checkTime, DAY_MS, HOUR_MS, MINUTE_MS } from './time.ts';

/** What time passing did: the new state, its events, and the lines written to the chat. */
export interface TimeResult {
  pet: PetState;
  events: WorldEvent[];
  /** Event lines appended to the chat; empty while an offer awaits its answer (the events are held until then). */
  lines: string[];
  /** Simulation steps taken: bounded whatever the gap, so a long absence costs little. */
  steps: number;
}

/**
 * Simulates the pet up to toMs. A clock that went backwards changes nothing.
 * Long absences cost O(1): only the last RATES.catchUpWindowHours are stepped.
 */
export function advance(pet: PetState, toMs: number): TimeResult {
  checkTime(toMs, 'advance to');
  const next = clonePet(pet);
  const { events, steps } = simulate(next, toMs);
  return { pet: next, events, lines: record(next, events), steps };
}

/** Like advance, for the owner coming back: after an hour or more away, ends with the cameBack event. */
export function returnAfter(pet: PetState, nowMs: number): TimeResult {
  checkTime(nowMs, 'returnAfter now');
  const hours = Math.floor((nowMs - pet.now) / HOUR_MS);
  const next = clonePet(pet);
  const { events, steps } = simulate(next, nowMs);
  if (hours >= 1) events.push({ kind: 'cameBack', hours });
  return { pet: next, events, lines: record(next, events), steps };
}

/** The events time brings (this file's simulate and returnAfter): the only ones held while an offer awaits its answer. */
export const TIME_EVENT_KINDS = [
  'pooped',
  'wokeUp',
  'grew',
  'cameBack',
] as const satisfies readonly WorldEvent['kind'][];

/**
 * Writes events into the chat, or holds them while an offer awaits its answer:
 * the app never writes an event between an offer and its answer.
 */
function record(pet: PetState, events: readonly WorldEvent[]): string[] {
  if (pet.pendingOffer) {
    pet.heldEvents.push(...events);
    if (pet.heldEvents.length > RATES.maxHeldEvents)
      pet.heldEvents.splice(0, pet.heldEvents.length - RATES.maxHeldEvents);
    return [];
  }
  const lines = events.map((e) => eventLine(e, namesOf(pet)));
  pushChat(pet, lines);
  return lines;
}

/** Moves pet (a copy the caller owns) to toMs and returns the events on the way. */
function simulate(pet: PetState, toMs: number): { events: WorldEvent[]; steps: number } {
  const events: WorldEvent[] = [];
  let steps = 0;
  if (!(toMs > pet.now)) return { events, steps };
  const rng = createRng(pet.rng);
  const window = RATES.catchUpWindowHours * HOUR_MS;
  if (toMs - pet.now > window) {
    // Stats settle well within the window, so the time before it only turns the calendar.
    pet.now = toMs - window;
    turnDays(pet, rng);
    grow(pet, events);
    poopIfDue(pet, events);
  }
  const maxStep = RATES.maxStepMinutes * MINUTE_MS;
  while (pet.now < toMs) {
    let end = Math.min(toMs, pet.now + maxStep, (calendarDay(pet.now) + 1) * DAY_MS);
    const due = pet.poopsDue[0];
    if (due !== undefined && due > pet.now) end = Math.min(end, due);
    // The body's pace changes when the baby grows: a stretch ends there.
    const grows = pet.bornAt + RATES.kidFromHour * HOUR_MS;
    if (pet.stage === 'baby' && grows > pet.now) end = Math.min(end, grows);
    drift(pet, end - pet.now, rng);
    steps += 1;
    pet.now = end;
    turnDays(pet, rng);
    grow(pet, events);
    poopIfDue(pet, events);
    wakeIfRested(pet, events);
  }
  if (pet.want && pet.want.until <= pet.now) pet.want = null;
  if (pet.dream && pet.dream.until <= pet.now) pet.dream = null;
  pet.rng = rng.state;
  return { events, steps };
}

/** Stats over dt milliseconds, then the sickness roll for that stretch. */
function drift(pet: PetState, dt: number, rng: Rng): void {
  const h = dt / HOUR_MS;
  // A young body runs faster; sickness odds stay per hour of the owner's clock.
  const paced = h * paceOf(pet.stage);
  const s = pet.stats;
  const sickness = pet.sick ? RATES.sickLossMultiplier : 1;
  if (pet.asleep) {
    s.tummy -= RATES.tummyPerHourAsleep * paced;
    s.fun -= RATES.funPerHourAsleep * sickness * paced;
    // Sleep itself takes as long at any age: only the drains run at the young body's pace.
    s.energy += RATES.energyPerHourAsleep * (pet.lightsOff ? RATES.darkSleepBonus : 1) * h;
  } else {
    s.tummy -= RATES.tummyPerHourAwake * paced;
    s.fun -= RATES.funPerHourAwake * sickness * paced;
    s.energy -= RATES.energyPerHourAwake * sickness * paced;
  }
  s.clean -= (RATES.cleanPerHour + RATES.cleanPerHourPerPoop * pet.poop) * paced;
  clampStats(s);
  if (pet.sick) return;
  const perHour =
    (pet.poop > 0 ? RATES.sickPerHourPoop : 0) +
    (s.tummy <= RATES.starvingAt ? RATES.sickPerHourStarving : 0) +
    (s.clean <= RATES.stinkyAt ? RATES.sickPerHourStinky : 0);
  if (perHour > 0 && rng.chance(1 - (1 - Math.min(1, perHour)) ** h)) pet.sick = true;
}

/**
 * At a calendar-day change: files today's log (when it has entries) for a diary
 * page, resets the day and picks the weather.
 */
function turnDays(pet: PetState, rng: Rng): void {
  const day = calendarDay(pet.now);
  if (day <= pet.dayIndex) return;
  if (pet.today.length) {
    const start = pet.dayIndex * DAY_MS;
    pet.finishedDays.push({
      day: dayNumber(pet.bornAt, start),
      date: calendarDate(pet.dayIndex),
      log: pet.today,
      weather: pet.weather,
    });
    if (pet.finishedDays.length > RATES.maxFinishedDays)
      pet.finishedDays.splice(0, pet.finishedDays.length - RATES.maxFinishedDays);
  }
  pet.today = [];
  pet.dreamsToday = 0;
  pet.dayIndex = day;
  pet.weather = rng.pick(WEATHERS);
}

/** The pet grows into the stage its age calls for, one event per stage crossed. */
function grow(pet: PetState, events: WorldEvent[]): void {
  const stage = stageAt(pet.bornAt, pet.now);
  for (const s of GROWN_STAGES.filter(
    (g) => STAGES.indexOf(g) > STAGES.indexOf(pet.stage) && STAGES.indexOf(g) <= STAGES.indexOf(stage),
  ))
    events.push({ kind: 'grew', stage: s });
  if (STAGES.indexOf(stage) > STAGES.indexOf(pet.stage)) pet.stage = stage;
}

/** Meals come out when due; at the cap they add no poop and no event. */
function poopIfDue(pet: PetState, events: WorldEvent[]): void {
  while (pet.poopsDue.length && pet.poopsDue[0]! <= pet.now) {
    pet.poopsDue.shift();
    if (pet.poop >= RATES.maxPoop) continue;
    pet.poop += 1;
    events.push({ kind: 'pooped' });
  }
}

/**
 * A fully rested sleeper wakes by itself, but not while an offer awaits its
 * answer (the answer decides) nor right after its [sleep] line (an instant wake
 * must be followed by the owner).
 */
function wakeIfRested(pet: PetState, events: WorldEvent[]): void {
  if (!pet.asleep || pet.stats.energy < RATES.wakeAtEnergy || pet.pendingOffer || pet.justSlept) return;
  pet.asleep = false;
  events.push({ kind: 'wokeUp' });
}
