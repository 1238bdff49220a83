/** The generator's answers to what children ask a pet: from its persona, its play banks, its day and its needs. */
import { describe, expect, it } from 'vitest';
import { createRng, newPet, type PetState } from '../../src/sim/index.ts';
import { personaFor, plural } from '../../src/world/index.ts';
import { Mind, type PetPart } from '../../models/recipe/data/mind.ts';
import { PET_SAYS, type PetSituation } from '../../models/recipe/data/phrases.ts';

const HOUR = 3_600_000;
const wordsIn = (parts: PetPart[]) =>
  parts
    .filter((p) => p.kind === 'text')
    .map((p) => p.text)
    .join(' ');
/** Every line of a situation's bank, its placeholders left in. */
const bank = (s: PetSituation) => Object.values(PET_SAYS[s]).flat();
/** Whether a said line holds one of a bank's (a trait's flourish may come before or after), its placeholders matching anything. */
const fromBank = (s: PetSituation, said: string) =>
  bank(s).some((l) =>
    new RegExp(`(?:^|[.!?,] )${l.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}\\.?(?: |$)`, 'u').test(
      said,
    ),
  );

function kid(traits: ['foodie', 'curious'] | ['grumpy', 'tidy'] = ['foodie', 'curious']): PetState {
  const pet = newPet({ name: 'Mochi', owner: 'Sam', now: Date.UTC(2026, 5, 14, 15), seed: 7, traits });
  pet.now += 5 * 24 * HOUR;
  pet.stage = 'kid';
  pet.stats = { tummy: 70, fun: 70, energy: 70, clean: 70 };
  pet.chat = ['Sam: hi Mochi!', 'Mochi: hi Sam! [emote:wave]'];
  return pet;
}

const answers = (pet: PetState, intent: Parameters<Mind['reply']>[1], n = 30, extra = {}) => {
  const mind = new Mind(createRng(11));
  return Array.from({ length: n }, () => mind.reply(pet, intent, extra));
};

describe('answers from the persona', () => {
  it('name the favourite colour its traits give, every time', () => {
    const colour = personaFor(['foodie', 'curious']).colour;
    for (const a of answers(kid(), 'favColor')) expect(wordsIn(a)).toContain(colour);
  });

  it('name the favourite food of the first trait, one of the six', () => {
    const food = plural(personaFor(['foodie', 'curious']).food);
    for (const a of answers(kid(), 'favFood')) expect(wordsIn(a)).toContain(food);
  });

  it('give its age in days from the header, never in years', () => {
    for (const a of answers(kid(), 'askAge')) {
      expect(wordsIn(a)).toMatch(/\b6 days old\b|\bday 6\b|\b6 days\b/);
      expect(wordsIn(a)).not.toMatch(/\b\d+\s+years?\b/);
    }
  });

  it('say yes to a thing it loves and no to one it dislikes', () => {
    const pet = kid(['grumpy', 'tidy']);
    for (const a of answers(pet, 'doYouLike', 10, { thing: 'baths' }))
      expect(fromBank('likeYes', wordsIn(a))).toBe(true);
    for (const a of answers(pet, 'doYouLike', 10, { thing: 'mornings' }))
      expect(fromBank('likeNo', wordsIn(a))).toBe(true);
  });
});

describe('play in words', () => {
  it('tells a whole joke with its answer when asked for one', () => {
    for (const a of answers(kid(), 'askJoke')) expect(wordsIn(a)).toMatch(/\?.*\w/);
  });

  it('tells a joke when the older joke intent asks for one, and laughs at a joke told', () => {
    for (const a of answers(kid(), 'joke', 10, { said: 'tell me a joke pls' }))
      expect(fromBank('tellJoke', wordsIn(a))).toBe(true);
    for (const a of answers(kid(), 'joke', 10, { said: 'knock knock' }))
      expect(fromBank('joke', wordsIn(a))).toBe(true);
  });

  it('tells a riddle with its answer', () => {
    for (const a of answers(kid(), 'riddle')) expect(wordsIn(a)).toMatch(/\?.*\w/);
  });
});

describe('answers from the day and the needs', () => {
  it('suggests what its pressing need asks first', () => {
    const pet = kid();
    pet.stats.tummy = 12;
    for (const a of answers(pet, 'whatToDo')) expect(a).toContainEqual({ kind: 'tag', name: 'want', arg: 'snack' });
  });

  it('looks before saying where a thing is', () => {
    for (const a of answers(kid(), 'whereIs')) expect(a[0]).toEqual({ kind: 'lookup', name: 'look' });
  });

  it('says honestly that it is sad when its fun is sad, and wants pats', () => {
    const pet = kid();
    pet.stats.fun = 5;
    for (const a of answers(pet, 'areYouHappy')) {
      expect(fromBank('fun.sad', wordsIn(a))).toBe(true);
      expect(a).toContainEqual({ kind: 'tag', name: 'want', arg: 'pats' });
    }
  });

  it("tells what's new from the day log", () => {
    const pet = kid();
    pet.today = ['ate a pancake'];
    for (const a of answers(pet, 'whatsNew')) expect(wordsIn(a)).toContain('ate a pancake');
  });
});
