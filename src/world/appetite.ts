/**
 * Portions and the appetite table: how big each food is, the answer an offer must get from a pet in a given state
 * (or none, where the pet chooses), and the words a [yes] may not say. The app's
 * validator, its fallback and the training data generator all read this one table.
 * The decisions behind it are in docs/grounding.md and docs/simulation.md.
 */
import { STAT_WORDS, type Food } from './words.ts';
import type { PetView } from './state.ts';
import type { OfferKind } from './events.ts';
import { needWord as word } from './needs.ts';

/** How big a food is: a snack tops the tummy up, a meal fills it. */
export type Portion = 'snack' | 'meal';

/** Every food's size, once. */
export const FOOD_PORTIONS: Readonly<Record<Food, Portion>> = {
  strawberry: 'snack',
  cookie: 'snack',
  apple: 'snack',
  carrot: 'snack',
  pancake: 'meal',
  egg: 'meal',
};

/** What the appetite table says of an offer: the answer it demands (or none: the pet's choice) and why. */
export interface Appetite {
  must: 'yes' | 'no' | null;
  reason: string;
  /** Why a refusing row refuses, in the owner's words ({pet} for the name). */
  tell?: string;
}

/** One row of the appetite table. */
export interface AppetiteRow {
  offer: OfferKind;
  /** The pet's state, and the offered food's size where the offer is food and the food is known. */
  when: (pet: PetView, portion: Portion | null) => boolean;
  must: 'yes' | 'no';
  reason: string;
  /** For a row that refuses: why, in words the owner reads under the care bar ({pet} is the pet's name). */
  tell?: string;
  /** A sleeping pet may sleep through an offer it would otherwise have to take. */
  awakeOnly?: boolean;
}

/** The appetite table, first matching row wins; an offer no row matches is the pet's own choice. */
export const APPETITE_TABLE: readonly AppetiteRow[] = [
  {
    offer: 'food',
    when: (p) => STAT_WORDS.tummy.slice(0, 3).includes(word(p, 'tummy')),
    must: 'yes',
    awakeOnly: true,
    reason: 'a hungry pet eats what it is offered',
  },
  {
    offer: 'food',
    when: (p) => word(p, 'tummy') === 'stuffed',
    must: 'no',
    reason: 'a stuffed pet cannot eat another bite',
    tell: '{pet} is stuffed. Let that tummy settle before more food.',
  },
  {
    offer: 'food',
    when: (p, size) => size === 'meal' && word(p, 'tummy') === 'full',
    must: 'no',
    reason: 'a full pet has no room for a meal (a snack may still fit)',
    tell: '{pet} is full: a snack may still fit, a meal must wait.',
  },
  { offer: 'medicine', when: (p) => p.sick, must: 'yes', awakeOnly: true, reason: 'medicine makes a sick pet better' },
  {
    offer: 'medicine',
    when: (p) => !p.sick,
    must: 'no',
    reason: 'medicine is only for a sick pet',
    tell: '{pet} is not sick, and medicine is only for a sick pet.',
  },
  {
    offer: 'bath',
    when: (p) => ['stinky', 'messy'].includes(word(p, 'clean')),
    must: 'yes',
    awakeOnly: true,
    reason: 'a messy pet needs its bath',
  },
  {
    offer: 'bath',
    when: (p) => word(p, 'clean') === 'sparkly',
    must: 'no',
    reason: 'a sparkly pet is already clean',
    tell: '{pet} is already sparkly clean. A bath helps once {pet} gets messy.',
  },
  {
    offer: 'catch',
    when: (p) => p.sick,
    must: 'no',
    reason: 'a sick pet needs rest, not games',
    tell: '{pet} is sick: medicine first, games later.',
  },
  {
    offer: 'catch',
    when: (p) => word(p, 'energy') === 'exhausted',
    must: 'no',
    reason: 'an exhausted pet is too tired to play',
    tell: '{pet} is too tired to play. Turn the lights off for a nap.',
  },
];

/** The answer an offer (of `food`, for a food offer) must get from a pet in this state, or null where the pet chooses. */
export function appetiteFor(offer: OfferKind, pet: PetView, food?: Food | null): Appetite {
  const portion = food ? (FOOD_PORTIONS[food] ?? null) : null;
  for (const row of APPETITE_TABLE) {
    if (row.offer !== offer || !row.when(pet, portion)) continue;
    if (row.awakeOnly && pet.asleep) return { must: null, reason: 'a sleeping pet may sleep through it' };
    return { must: row.must, reason: row.reason, ...(row.tell ? { tell: row.tell } : {}) };
  }
  return { must: null, reason: "the pet's own choice" };
}

/** The words under the care bar when the pet said no of its own choice: its most pressing need, or patience. */
const OWN_CHOICE_TELLS: readonly { when: (pet: PetView) => boolean; tell: string }[] = [
  { when: (p) => p.asleep, tell: '{pet} is asleep. Try again once {pet} wakes up.' },
  { when: (p) => p.sick, tell: '{pet} said no. {pet} is sick: medicine may help.' },
  {
    when: (p) => STAT_WORDS.tummy.slice(0, 2).includes(word(p, 'tummy')),
    tell: '{pet} said no. {pet} is hungry: try some food first.',
  },
  {
    when: (p) => STAT_WORDS.energy.slice(0, 2).includes(word(p, 'energy')),
    tell: '{pet} said no. {pet} is sleepy: a nap in the dark may help.',
  },
  {
    when: (p) => STAT_WORDS.fun.slice(0, 2).includes(word(p, 'fun')),
    tell: '{pet} said no. {pet} feels low: a pat or a chat may cheer {pet} up.',
  },
];

/** Why the pet said no to an offer, for the owner under the care bar: the appetite table's reason, or the pet's own. */
export function refusalHint(offer: OfferKind, pet: PetView, food?: Food | null): string {
  const tell =
    appetiteFor(offer, pet, food).tell ??
    OWN_CHOICE_TELLS.find((t) => t.when(pet))?.tell ??
    '{pet} said no this time. Try again in a little while.';
  return tell.replaceAll('{pet}', pet.name);
}

/** Words that say no when a sentence holds nothing else ("no!", "nope nope."): a line answering [yes] may not. */
export const BARE_NO = ['no', 'nope', 'nah', 'nuh', 'uh'];

/** Words that refuse an offer: a line answering [yes] may not say them. */
export const REFUSALS = [
  'no more',
  'no thanks',
  'no thank you',
  "can't eat",
  'cannot eat',
  'another bite',
  'not hungry',
  'maybe later',
  'no way',
  'nope',
  "don't want",
  'not now',
];
