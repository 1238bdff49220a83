/**
 * The owner's actions. Each happens at pet.now (advance the pet first), returns
 * a new state and the lines it appended to the chat, in order.
 */
import {
  eventLine,
  FOODS,
  isOneOf,
  MAX_STARS,
  OFFER_EVENTS,
  cleanOwnerText,
  saysSerious,
  ownerLine,
  type EventKind,
  type Food,
  type OfferKind,
  type OwnerWords,
  type WorldEvent,
} from '../world/index.ts';
import { pushChat } from './chat.ts';
import { logToday } from './daylog.ts';
import { RATES, wakeChance } from './rates.ts';
import { createRng } from '../world/rng.ts';
import { clampStats, clonePet, namesOf, type PetState } from './state.ts';

/** What an owner action did: the new state, the lines appended to the chat, and their events. */
export interface ActionResult {
  pet: PetState;
  lines: string[];
  events: WorldEvent[];
}

export type OwnerAction = 'say' | 'pat' | 'offer' | 'lightsOff' | 'lightsOn' | 'cleanPoop' | 'finishCatch';

/** Why the owner cannot do this now, in words; null when they can. The UI greys out a button with it. */
export function whyCannot(pet: PetState, action: OwnerAction): string | null {
  const offer = pet.pendingOffer;
  if (action === 'say') return null;
  if (offer) {
    return `${pet.name} has not answered the offer of ${offer.food ?? offer.kind} yet; wait for the answer (nothing may come between an offer and its answer)`;
  }
  switch (action) {
    case 'lightsOff':
      return pet.lightsOff ? 'the lights are already off' : null;
    case 'lightsOn':
      return pet.lightsOff ? null : 'the lights are already on';
    case 'cleanPoop':
      return pet.poop > 0 ? null : 'there is no poop to clean up';
    case 'finishCatch':
      return pet.catchAwaiting
        ? null
        : `${pet.name} has not accepted a game of catch; offer catch and wait for [yes] first`;
    default:
      return null;
  }
}

/** Throws the reason an action is not possible now. */
function assertCan(pet: PetState, action: OwnerAction): void {
  const why = whyCannot(pet, action);
  if (why) throw new Error(`${action}: ${why}`);
}

/**
 * Writes events and owner lines into a copy of the pet. `wake` rolls for a
 * sleeping pet before or after the other lines; no roll while an offer awaits
 * its answer (offers never wake first).
 */
function act(
  pet: PetState,
  build: (next: PetState) => (WorldEvent | string)[],
  wake?: { cause: 'message' | 'pat' | 'lightsOn'; when: 'before' | 'after'; sure?: boolean },
): ActionResult {
  const next = clonePet(pet);
  const rng = createRng(next.rng);
  const woke =
    wake !== undefined &&
    next.asleep &&
    !next.pendingOffer &&
    (wake.sure === true || rng.chance(wakeChance(wake.cause, next.stats.energy)));
  if (woke) next.asleep = false;
  const items = build(next);
  if (woke) {
    const e: WorldEvent = { kind: 'wokeUp' };
    if (wake.when === 'before') items.unshift(e);
    else items.push(e);
  }
  const lines = items.map((i) => (typeof i === 'string' ? i : eventLine(i, namesOf(next))));
  pushChat(next, lines);
  clampStats(next.stats);
  next.rng = rng.state;
  return { pet: next, lines, events: items.filter((i): i is WorldEvent => typeof i !== 'string') };
}

/** The owner says something (cleaned by the world into one safe line). A sleeping pet may wake first; the quote goes into the day log. */
export function say(pet: PetState, text: string, serious?: boolean): ActionResult {
  // The world's cleaning: the owner's text can only ever be the words of one owner line.
  const words = cleanOwnerText(text, namesOf(pet));
  if (words === null)
    throw new RangeError(
      `say: ${JSON.stringify(text)} has nothing to say once cleaned (empty, spaces or control characters only)`,
    );
  return sayWords(pet, words, serious);
}

/**
 * The owner says words the world has already cleaned (cleanOwnerText), as say() does with raw text. `serious` is how
 * the app read them (the exact rules and its learned reader); without it, the exact rules.
 */
export function sayWords(pet: PetState, words: OwnerWords, serious: boolean = saysSerious(words)): ActionResult {
  const line = ownerLine(pet.owner, words);
  return act(
    pet,
    (next) => {
      logToday(next, { kind: 'ownerSaid', owner: next.owner, text: words });
      return [line];
    },
    // Something serious told wakes the pet for sure: asleep, it could only dream (docs/brain.md, "Remembering like a friend").
    { cause: 'message', when: 'before', sure: serious },
  );
}

/** The owner pats the pet: a sleeping pet may wake first; fun goes up. */
export function pat(pet: PetState): ActionResult {
  assertCan(pet, 'pat');
  return act(
    pet,
    (next) => {
      next.stats.fun += RATES.patFun;
      return [{ kind: 'patted' }];
    },
    { cause: 'pat', when: 'before' },
  );
}

/** The event kind that offers `kind`, read from world's OFFER_EVENTS. */
function offerEventKind(kind: OfferKind): EventKind {
  const hit = (Object.entries(OFFER_EVENTS) as [EventKind, OfferKind][]).find(([, k]) => k === kind);
  if (!hit)
    throw new RangeError(`offer: "${kind}" is not an offer (offers: ${Object.values(OFFER_EVENTS).join(', ')})`);
  return hit[0];
}

/** The owner offers care; it happens only if the pet's next line says [yes]. Never wakes the pet. */
export function offer(pet: PetState, kind: OfferKind, food?: Food): ActionResult {
  assertCan(pet, 'offer');
  const eventKind = offerEventKind(kind);
  if (kind === 'food' && (food === undefined || !isOneOf(FOODS, food))) {
    throw new RangeError(`offer: food "${food}" is not one of ${FOODS.join(', ')}`);
  }
  if (kind !== 'food' && food !== undefined)
    throw new RangeError(`offer: a ${kind} offer takes no food (got "${food}")`);
  return act(pet, (next) => {
    next.pendingOffer = kind === 'food' ? { kind, food: food! } : { kind };
    return [(kind === 'food' ? { kind: 'offerFood', food: food! } : { kind: eventKind }) as WorldEvent];
  });
}

/** The owner turns the lights off. No wake roll. */
export function lightsOff(pet: PetState): ActionResult {
  assertCan(pet, 'lightsOff');
  return act(pet, (next) => {
    next.lightsOff = true;
    return [{ kind: 'lightsOff' }];
  });
}

/** The owner turns the lights on; a sleeping pet may wake, after the lights' line. */
export function lightsOn(pet: PetState): ActionResult {
  assertCan(pet, 'lightsOn');
  return act(
    pet,
    (next) => {
      next.lightsOff = false;
      return [{ kind: 'lightsOn' }];
    },
    { cause: 'lightsOn', when: 'after' },
  );
}

/** The owner cleans up every poop. No wake roll. */
export function cleanPoop(pet: PetState): ActionResult {
  assertCan(pet, 'cleanPoop');
  return act(pet, (next) => {
    next.poop = 0;
    return [{ kind: 'cleaned' }];
  });
}

/** The catch game the pet accepted is over: 0–5 stars, fun up, energy down. */
export function finishCatch(pet: PetState, stars: number): ActionResult {
  assertCan(pet, 'finishCatch');
  if (!Number.isInteger(stars) || stars < 0 || stars > MAX_STARS)
    throw new RangeError(`finishCatch: ${stars} stars must be a whole number from 0 to ${MAX_STARS}`);
  return act(pet, (next) => {
    next.catchAwaiting = false;
    next.stats.fun += RATES.catchFunBase + RATES.catchFunPerStar * stars;
    next.stats.energy -= RATES.catchEnergy;
    next.stats.clean -= RATES.catchClean;
    logToday(next, { kind: 'playedCatch', stars });
    return [{ kind: 'playedCatch', stars }];
  });
}
