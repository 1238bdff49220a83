/**
 * The effects of a valid pet line: its answer to an offer and its tool tags.
 * The caller has validated the line (checkPetLine / world's validateNext).
 */
import {
  DREAMS,
  EMOTES,
  eventLine,
  FOOD_PORTIONS,
  GIFTS,
  headerEntry,
  isOneOf,
  petLine,
  readLine,
  WALKS,
  WANTS,
  type Dream,
  type Emote,
  type Food,
  type Gift,
  type OfferKind,
  type Walk,
  type Want,
} from '../world/index.ts';
import { pushChat } from './chat.ts';
import { logToday } from './daylog.ts';
import { paceOf, RATES } from './rates.ts';
import { createRng, type Rng } from '../world/rng.ts';
import { clampStats, clonePet, namesOf, type Offer, type PetState } from './state.ts';
import { MINUTE_MS } from './time.ts';

/** What the UI shows for a pet line. */
export type PetEffect =
  | { kind: 'answer'; offer: OfferKind; accepted: boolean; food?: Food }
  | { kind: 'woke' }
  | { kind: 'emote'; emote: Emote }
  | { kind: 'want'; want: Want; until: number }
  | { kind: 'gift'; gift: Gift }
  | { kind: 'remember'; fact: string }
  | { kind: 'sleep' }
  | { kind: 'dream'; dream: Dream; until: number; logged: boolean }
  | { kind: 'walk'; dir: Walk; from: number; to: number };

export interface PetLineResult {
  pet: PetState;
  /** The pet line itself, then any app lines after it (woke up, events held back during the offer). */
  lines: string[];
  effects: PetEffect[];
}

/**
 * Applies a valid pet line written at nowMs (which times bubbles and digestion;
 * the clock is not moved: the next advance covers it). An offer is answered by
 * this line whatever it says: [yes] gives the care, [no] or no answer does nothing.
 */
export function applyPetLine(pet: PetState, body: string, nowMs: number): PetLineResult {
  if (/[\r\n]/.test(body)) throw new RangeError(`applyPetLine: a pet line is one line, got ${JSON.stringify(body)}`);
  const next = clonePet(pet);
  const rng = createRng(next.rng);
  const effects: PetEffect[] = [];
  const after: string[] = [];
  const offer = next.pendingOffer;
  next.pendingOffer = null;
  let answered = false;
  let slept = false;
  // Whether the pet was asleep when it began the line: an awake pet's "[sleep] [yes]" accepts awake, then sleeps.
  const wasAsleep = next.asleep;
  const bubbleUntil = nowMs + RATES.bubbleSeconds * 1000;

  for (const tag of readLine(body).tags) {
    const arg = tag.arg?.trim() ?? '';
    switch (tag.name) {
      case 'yes':
      case 'no': {
        if (!offer || answered) break;
        answered = true;
        const accepted = tag.name === 'yes';
        effects.push({ kind: 'answer', offer: offer.kind, accepted, ...(offer.food ? { food: offer.food } : {}) });
        if (!accepted) break;
        if (wasAsleep) {
          next.asleep = false;
          after.push(eventLine({ kind: 'wokeUp' }, namesOf(next)));
          effects.push({ kind: 'woke' });
        }
        giveCare(next, offer, nowMs, rng);
        break;
      }
      case 'emote':
        if (isOneOf(EMOTES, arg)) effects.push({ kind: 'emote', emote: arg });
        break;
      case 'want':
        if (!isOneOf(WANTS, arg)) break;
        next.want = { what: arg, until: bubbleUntil };
        effects.push({ kind: 'want', want: arg, until: bubbleUntil });
        break;
      case 'remember': {
        // A fact may copy the owner's words: stored as one header entry, however many separators they held.
        const fact = headerEntry(arg ?? '');
        if (!fact) break;
        next.memories.push(fact);
        if (next.memories.length > RATES.maxMemories) next.memories.splice(0, next.memories.length - RATES.maxMemories);
        effects.push({ kind: 'remember', fact });
        break;
      }
      case 'gift':
        if (!isOneOf(GIFTS, arg)) break;
        next.shelf.push(arg);
        if (next.shelf.length > RATES.maxShelf) next.shelf.splice(0, next.shelf.length - RATES.maxShelf);
        logToday(next, { kind: 'gave', owner: next.owner, gift: arg });
        effects.push({ kind: 'gift', gift: arg });
        break;
      case 'diary':
        if (arg) logToday(next, { kind: 'note', text: arg });
        break;
      case 'sleep':
        if (next.asleep) break;
        next.asleep = true;
        slept = true;
        effects.push({ kind: 'sleep' });
        break;
      case 'dream': {
        if (!next.asleep || !isOneOf(DREAMS, arg)) break;
        next.dream = { what: arg, until: bubbleUntil };
        const logged = next.dreamsToday < RATES.maxDreamsLogged;
        if (logged) {
          next.dreamsToday += 1;
          logToday(next, { kind: 'dreamed', dream: arg });
        }
        effects.push({ kind: 'dream', dream: arg, until: bubbleUntil, logged });
        break;
      }
      case 'walk': {
        if (!isOneOf(WALKS, arg)) break;
        const from = next.x;
        next.x = walkTo(from, arg === 'left' ? -1 : 1, rng.int(RATES.walkMinPx, RATES.walkMaxPx));
        effects.push({ kind: 'walk', dir: arg, from, to: next.x });
        break;
      }
      default:
        // Lookups were answered while the line was written; other tags do nothing here.
        break;
    }
  }

  // Events held back during the offer follow its answer.
  if (offer) after.push(...next.heldEvents.splice(0).map((e) => eventLine(e, namesOf(next))));
  clampStats(next.stats);
  next.rng = rng.state;
  const line = petLine(next.name, body);
  pushChat(next, [line]);
  if (slept) next.justSlept = true;
  pushChat(next, after);
  return { pet: next, lines: [line, ...after], effects };
}

/** The care an accepted offer gives. */
function giveCare(pet: PetState, offer: Offer, nowMs: number, rng: Rng): void {
  switch (offer.kind) {
    case 'food': {
      const portion = offer.food ? FOOD_PORTIONS[offer.food] : 'meal';
      pet.stats.tummy += portion === 'snack' ? RATES.snackTummy : RATES.mealTummy;
      pet.stats.clean -= RATES.eatClean;
      if (portion === 'meal' || rng.chance(RATES.snackPoopChance)) {
        // A young body digests faster; poops waiting never outnumber the room left on the floor.
        const minutes = rng.int(RATES.poopMinMinutes, RATES.poopMaxMinutes) / paceOf(pet.stage);
        if (pet.poop + pet.poopsDue.length < RATES.maxPoop)
          pet.poopsDue = [...pet.poopsDue, nowMs + Math.round(minutes * MINUTE_MS)].sort((x, y) => x - y);
      }
      if (offer.food) logToday(pet, { kind: 'ate', food: offer.food });
      break;
    }
    case 'bath':
      pet.stats.clean = RATES.bathClean;
      logToday(pet, { kind: 'hadBath' });
      break;
    case 'medicine':
      pet.sick = false;
      logToday(pet, { kind: 'tookMedicine' });
      break;
    case 'catch':
      pet.catchAwaiting = true;
      break;
  }
}

/**
 * Where a walk of `step` pixels in `dir` (-1 left, 1 right) from column `from` ends. A walk toward the
 * middle takes its whole step; one away from it shrinks the farther out the pet already is (by the
 * square of the way to the edge, to a pixel there), so the pet drifts back toward the middle and never presses against a wall;
 * the centre stays RATES.walkEdgePx from each side, so the whole pet is always on screen.
 */
export function walkTo(from: number, dir: -1 | 1, step: number): number {
  const lo = RATES.walkEdgePx;
  const hi = RATES.lcdWidth - 1 - RATES.walkEdgePx;
  const middle = (RATES.lcdWidth - 1) / 2;
  const outward = (from - middle) * dir > 0;
  const out = Math.min(1, Math.abs(from - middle) / (middle - lo));
  const length = outward ? Math.max(1, Math.round(step * (1 - out) ** 2)) : step;
  // A pet already past an edge (a record from before this rule) stays put rather than walk the wrong way.
  return dir < 0 ? Math.min(from, Math.max(lo, from - length)) : Math.max(from, Math.min(hi, from + length));
}
