/**
 * The appetite table: the answer an offer must get from a pet in its state (a hungry pet eats, a stuffed one cannot),
 * and the words a [yes] may not say. docs/grounding.md, "Appetite".
 */
import { STAT_WORDS } from './words.ts';
import type { PetView } from './state.ts';
import type { OfferKind } from './events.ts';
import { needWord } from './needs.ts';

/** What the appetite table says of an offer: the answer it demands (or none: the pet's choice) and why. */
export interface Appetite {
  must: 'yes' | 'no' | null;
  reason: string;
}

/** One row of the appetite table. */
interface AppetiteRow {
  offer: OfferKind;
  when: (pet: PetView) => boolean;
  must: 'yes' | 'no';
  reason: string;
  /** A sleeping pet may sleep through an offer it would otherwise have to take. */
  awakeOnly?: boolean;
}

/** The appetite table, first matching row wins; an offer no row matches is the pet's own choice. */
export const APPETITE_TABLE: readonly AppetiteRow[] = [
  { offer: 'food', when: (p) => STAT_WORDS.tummy.slice(0, 3).includes(needWord(p, 'tummy')), must: 'yes', awakeOnly: true, reason: 'a hungry pet eats what it is offered' },
  { offer: 'food', when: (p) => needWord(p, 'tummy') === 'stuffed', must: 'no', reason: 'a stuffed pet cannot eat another bite' },
  { offer: 'medicine', when: (p) => p.sick, must: 'yes', awakeOnly: true, reason: 'medicine makes a sick pet better' },
  { offer: 'medicine', when: (p) => !p.sick, must: 'no', reason: 'medicine is only for a sick pet' },
  { offer: 'bath', when: (p) => needWord(p, 'clean') === 'stinky', must: 'yes', awakeOnly: true, reason: 'a stinky pet needs its bath' },
  { offer: 'bath', when: (p) => needWord(p, 'clean') === 'sparkly', must: 'no', reason: 'a sparkly pet is already clean' },
  { offer: 'catch', when: (p) => p.sick, must: 'no', reason: 'a sick pet needs rest, not games' },
  { offer: 'catch', when: (p) => needWord(p, 'energy') === 'exhausted', must: 'no', reason: 'an exhausted pet is too tired to play' },
];

/** The answer an offer must get from a pet in this state, or null where the pet chooses. */
export function appetiteFor(offer: OfferKind, pet: PetView): Appetite {
  for (const row of APPETITE_TABLE) {
    if (row.offer !== offer || !row.when(pet)) continue;
    if (row.awakeOnly && pet.asleep) return { must: null, reason: 'a sleeping pet may sleep through it' };
    return { must: row.must, reason: row.reason };
  }
  return { must: null, reason: "the pet's own choice" };
}

/** Words that refuse an offer: a line answering [yes] may not say them. */
export const REFUSALS = ['no more', 'no thanks', 'no thank you', "can't eat", 'cannot eat', 'another bite', 'not hungry', 'maybe later', 'no way', 'nope', "don't want", 'not now'];
