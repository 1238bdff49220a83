/** Questions about the pet itself (its favourites, its age): read, kept to, and led from its persona. */
import { describe, expect, it } from 'vitest';
import {
  answersSelf,
  keepScore,
  leadFor,
  plainSpelling,
  readMessage,
  selfAsked,
  selfLead,
  selfReading,
  wordsOf,
  type PetView,
} from '../../src/world/index.ts';

const pet: PetView = {
  name: 'Mochi',
  stage: 'kid',
  day: 6,
  traits: ['foodie', 'curious'],
  tummy: 70,
  fun: 70,
  energy: 70,
  clean: 70,
  asleep: false,
  sick: false,
};

describe('selfAsked', () => {
  it.each([
    ['whats ur fav colour??', 'colour'],
    ['wat food do u like best', 'food'],
    ['favrite animal?', 'animal'],
    ['which game is ur favourite', 'game'],
    ['do u have a fave song', 'song'],
    ['whats your favorite weather', 'weather'],
    ['fav spot in ur room?', 'place'],
    ['whats ur favourite time of day', 'time'],
    ['how old r u', 'age'],
    ['yum yum wat u like eat best', 'food'],
    ['whats yor favrit plase', 'place'],
  ])('reads "%s" as asking its %s', (text, kind) => {
    expect(selfAsked(text)).toBe(kind);
  });

  it('reads a weather however a child spells it, once the spelling is made plain', () => {
    expect(selfAsked(plainSpelling('wats ur fav wether'))).toBe('weather');
  });

  it("does not read the owner's own favourite or age as a question about the pet", () => {
    expect(selfAsked('my fav colour is blue')).toBeNull();
    expect(selfAsked('how old am i')).toBeNull();
  });

  it('reads nothing in a message about something else', () => {
    expect(selfAsked('can we play catch')).toBeNull();
  });
});

describe('answersSelf', () => {
  it('keeps to a favourite question when the reply names a value of its kind', () => {
    expect(answersSelf('colour', wordsOf('green!! I love green'))).toBe(true);
    expect(answersSelf('food', wordsOf('pancakes, yum!'))).toBe(true);
    expect(answersSelf('colour', wordsOf('I like you so much'))).toBe(false);
  });

  it("keeps to the persona's own favourite only, when given", () => {
    expect(answersSelf('colour', wordsOf('green!! I love green'), 'green')).toBe(true);
    expect(answersSelf('colour', wordsOf('blue is the best'), 'green')).toBe(false);
  });

  it('keeps to an age question when the reply speaks of its days or stage', () => {
    expect(answersSelf('age', wordsOf("I'm 6 days old!"))).toBe(true);
    expect(answersSelf('age', wordsOf('I love snacks'))).toBe(false);
  });

  it("keeps no age answer that names a stage not the pet's own", () => {
    expect(answersSelf('age', wordsOf("I'm in my adult years now"), 'baby')).toBe(false);
    expect(answersSelf('age', wordsOf("I'm a baby, I hatched today!"), 'baby')).toBe(true);
  });
});

describe('selfLead', () => {
  it("opens with the favourite its persona names, from the header's traits, ended so the model cannot run it on", () => {
    expect(selfLead('colour', pet)).toBe(' my favourite colour is green!');
    expect(selfLead('time', pet)).toBe(' my favourite time of day is the morning!');
  });

  it('names a food and an animal in the plural and a weather as days, as the generator answers', () => {
    expect(selfLead('food', pet)).toBe(' my favourite food is pancakes!');
    expect(selfLead('animal', pet)).toBe(' my favourite animal is bunnies!');
    expect(selfLead('weather', pet)).toBe(' my favourite weather is windy days!');
  });

  it('opens an age answer with its days from the header', () => {
    expect(selfLead('age', pet)).toBe(" I'm 6 days old!");
    // The owner's own age told with it, said back.
    expect(selfReading('how old r u im 7 and a haf', pet)!.theirs).toBe('7 and a half');
    // Two words of the owner's own favourite where they end the message, one where more follows.
    expect(selfReading('wats ur favrite animal mine is a sea turtle 🐢', pet)!.theirs).toBe('sea turtles');
    expect(selfReading('wats ur favrite color mine is purple and pink', pet)!.theirs).toBe('purple');
    expect(selfReading('fav colour? mine is red too', pet)!.theirs).toBe('red');
  });

  it("meets the owner's own favourite told after the pet named its own by its word, noting no broken fact", () => {
    const lines = [
      'Sam: wats ur favrite color',
      'Mochi: my favourite colour is green!',
      'Sam: mine is purple and i also like green',
    ];
    const r = readMessage(lines, { pet: 'Mochi', owner: 'Sam' }, pet)!;
    expect(r.self).toMatchObject({ asked: 'colour', back: true, theirs: 'purple' });
    expect(r.told).toEqual([]);
    expect(leadFor(r, pet)).toBe(' ooh, purple! nice!');
    expect(keepScore(r, 'purple is so pretty!')).toBe(1);
    expect(keepScore(r, 'I love green!')).toBe(0);
    // Not without the pet's own named just before.
    expect(readMessage(['Sam: mine is purple'], { pet: 'Mochi', owner: 'Sam' }, pet)!.self).toBeNull();
    expect(selfLead('age', pet, '7 and a half')).toBe(" I'm 6 days old! and you're 7 and a half, wow!");
  });

  it('leads nothing without the pet', () => {
    expect(selfLead('colour')).toBeNull();
  });
});

describe('the reply preference', () => {
  it('prefers a reply that names a colour to one that does not, when asked the favourite colour', () => {
    const reading = readMessage(['Sam: whats ur fav colour'], { pet: 'Mochi', owner: 'Sam' }, pet);
    expect(reading?.self).toEqual({ asked: 'colour', own: 'green', theirs: null });
    expect(keepScore(reading, 'green! [emote:happy]')).toBe(1);
    expect(keepScore(reading, 'I like you! [emote:love]')).toBe(0);
  });

  it('answers a favourite weather or spot asked from its persona, not with a look', () => {
    const names = { pet: 'Mochi', owner: 'Sam' };
    for (const text of ['whats ur favrite weather', 'wheres ur favrite spot in ur room']) {
      const reading = readMessage([`Sam: ${text}`], names, pet);
      expect(reading?.look, text).toBe(false);
      expect(leadFor(reading, pet), text).toMatch(/^ my favourite (?:weather|spot) is /u);
    }
  });

  it("reads a favourite asked beside the owner's own as the pet's, not as a memory question", () => {
    const reading = readMessage(['Sam: whats ur favrite color mine is purple'], { pet: 'Mochi', owner: 'Sam' }, pet);
    expect(reading?.self).toEqual({ asked: 'colour', own: 'green', theirs: 'purple' });
    expect(reading?.recall).toBe(false);
    // The owner's own is met in the lead, after the pet's.
    expect(leadFor(reading, pet)).toBe(' my favourite colour is green! purple is nice too!');
  });

  it("meets the owner's own favourite told first and the pet's asked back, plural where it was one of many", () => {
    const told = readMessage(['Sam: my fav food is pizza wbu'], { pet: 'Mochi', owner: 'Sam' }, pet);
    expect(told?.told).toEqual([]);
    expect(leadFor(told, pet)).toMatch(/^ my favourite food is \w+! pizza is nice too!$/u);
    const animal = readMessage(['Sam: whats ur fav animal mine is a dolphin'], { pet: 'Mochi', owner: 'Sam' }, pet);
    expect(leadFor(animal, pet)).toMatch(/! dolphins are nice too!$/u);
  });

  it("keeps only to its persona's own favourite, not another of the kind", () => {
    const reading = readMessage(['Sam: whats ur fav colour'], { pet: 'Mochi', owner: 'Sam' }, pet);
    expect(keepScore(reading, 'blue! [emote:happy]')).toBe(0);
    const food = readMessage(['Sam: whats ur favourite food'], { pet: 'Mochi', owner: 'Sam' }, pet);
    expect(keepScore(food, 'pancakes!! yum')).toBe(1);
    expect(keepScore(food, 'cookies!! yum')).toBe(0);
  });
});

describe('where a toy of the room is', () => {
  it('is read as a look, and a led reply opens with one', () => {
    const reading = readMessage(['Sam: wheres the ball??'], { pet: 'Mochi', owner: 'Sam' }, pet);
    expect(reading?.look).toBe(true);
    expect(leadFor(reading, pet)).toBe(' [look]');
    expect(readMessage(['Sam: where did u put the ball'], { pet: 'Mochi', owner: 'Sam' }, pet)?.look).toBe(true);
  });

  it('prefers a reply that looks to one that says it cannot know', () => {
    const reading = readMessage(['Sam: where is ur duck'], { pet: 'Mochi', owner: 'Sam' }, pet);
    expect(keepScore(reading, '[look]{shelf: empty · toy: duck · window: sunny} my duck!')).toBe(1);
    // Pointing keeps, below naming what it saw: the room may not hold what was asked after.
    expect(keepScore(reading, '[look]{shelf: empty · toy: ball · window: sunny} there!')).toBeLessThan(1);
    expect(keepScore(reading, "I live in a screen, so I don't know")).toBe(0);
  });
});

describe("the pet's own favourite asked back", () => {
  it("reads it after the owner's own, which is no fact to note then", () => {
    expect(selfAsked('my fav colour is green 💚 whats urs or is it green too lol')).toBe('colour');
    expect(selfAsked('my fav food is pizza what about u')).toBe('food');
    expect(selfAsked('my moms fav color is blue')).toBeNull();
    expect(selfAsked('r u older then me? im 8 and a half')).toBe('age');
    const r = readMessage(['Sam: my fav food is pizza what about u'], { pet: 'Mochi', owner: 'Sam' })!;
    expect(r.told).toEqual([]);
  });
});
