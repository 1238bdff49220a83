/**
 * The day log: what happened today, in short entries the chat header and the
 * diary prompt show. Every entry's wording lives in DAY_LOG_TEMPLATES.
 */
import {
  clip,
  countOf,
  fill,
  headerEntry,
  isOwnerQuote,
  withArticle,
  type Dream,
  type Food,
  type Gift,
  type WorldState,
} from '../world/index.ts';
import { RATES } from './rates.ts';
import { stageFor, worldState, type FinishedDay, type PetState } from './state.ts';

/** Entry templates by kind. ownerSaid must stay "{owner} said: {text}": world's isOwnerQuote filters it from chat headers. */
export const DAY_LOG_TEMPLATES = {
  ownerSaid: '{owner} said: {text}',
  ate: 'ate {food}',
  hadBath: 'had a bath',
  tookMedicine: 'took medicine',
  playedCatch: 'played catch ({stars})',
  gave: 'gave {owner} {gift}',
  dreamed: 'dreamed of {dream}',
  note: '{text}',
} as const;

export type DayLogEntry =
  | { kind: 'ownerSaid'; owner: string; text: string }
  | { kind: 'ate'; food: Food }
  | { kind: 'hadBath' }
  | { kind: 'tookMedicine' }
  | { kind: 'playedCatch'; stars: number }
  | { kind: 'gave'; owner: string; gift: Gift }
  | { kind: 'dreamed'; dream: Dream }
  | { kind: 'note'; text: string };

/** Writes a day-log entry, e.g. "ate a cookie" or "Sam said: hi". */
export function dayLogLine(e: DayLogEntry): string {
  const values: Record<string, string> = {};
  switch (e.kind) {
    case 'ownerSaid':
      // Cleaned before the cut, so the cut counts what is stored; one entry of the header however it reads.
      Object.assign(values, { owner: e.owner, text: clip(headerEntry(e.text), RATES.maxQuoteChars) });
      break;
    case 'ate':
      values.food = withArticle(e.food);
      break;
    case 'playedCatch':
      values.stars = countOf(e.stars, 'star');
      break;
    case 'gave':
      Object.assign(values, { owner: e.owner, gift: withArticle(e.gift) });
      break;
    case 'dreamed':
      values.dream = e.dream;
      break;
    case 'note':
      values.text = headerEntry(e.text);
      break;
  }
  return fill(DAY_LOG_TEMPLATES[e.kind], values, `day log ${e.kind}`);
}

/**
 * Adds an entry to today's log (changes pet, a copy the caller owns). Past the cap the oldest of the owner's quotes
 * goes first, then the oldest entry: a long chat's quotes ("Sam said: …") no longer push the day's events out (the
 * diary keeps the strawberry eaten at breakfast), and a message no longer changes the chat header, which shows the
 * events and not the quotes (a header changed by a message cost that reply a whole prompt run: README, Performance).
 */
export function logToday(pet: PetState, e: DayLogEntry): void {
  pet.today.push(dayLogLine(e));
  while (pet.today.length > RATES.maxTodayEntries) {
    const quote = pet.today.findIndex((entry) => isOwnerQuote(entry, pet.owner));
    pet.today.splice(quote === -1 ? 0 : quote, 1);
  }
}

/** The world state a finished day's diary page is written from: that day's number, stage, weather and log. */
export function diaryState(pet: PetState, finished: FinishedDay): WorldState {
  const state = worldState(pet);
  return {
    ...state,
    // The diary header prints no time; the end of that day keeps the state honest.
    now: `${finished.date}T23:59`,
    weather: finished.weather,
    pet: { ...state.pet, day: finished.day, stage: stageFor(finished.day) },
    today: [...finished.log],
  };
}

/** Files the page written for a finished day: the day leaves finishedDays and the page joins the diary. */
export function addDiaryPage(pet: PetState, day: number, page: string): PetState {
  const i = pet.finishedDays.findIndex((d) => d.day === day);
  if (i === -1) {
    throw new RangeError(
      `day ${day} is not awaiting a diary page (awaiting: ${pet.finishedDays.map((d) => d.day).join(', ') || 'none'})`,
    );
  }
  if (page.trim() === '') throw new RangeError(`the diary page for day ${day} is empty`);
  const diary = [...pet.diary, page.trim()].slice(-RATES.maxDiaryPages);
  return { ...pet, finishedDays: pet.finishedDays.filter((_, j) => j !== i), diary };
}
