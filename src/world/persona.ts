/**
 * Who the pet is, from its header alone: its favourites, likes and dislikes follow from its two traits (PERSONA,
 * DECIDED_BY), what it is and where it lives are the same for every tokenling (the generator's life banks), and its
 * age is the header's day and stage. The generator answers "whats ur favrite color" from here and the app reads the same table, so a pet gives
 * the same answer every time. docs/persona.md.
 */
import {
  FOODS,
  isOneOf,
  PARTS_OF_DAY,
  TRAITS,
  WEATHERS,
  type Food,
  type PartOfDay,
  type Stage,
  type Trait,
  type Weather,
} from './words.ts';

/** Colours a pet can love. */
export const COLOURS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'white'] as const;
export type Colour = (typeof COLOURS)[number];

/** Games a pet can love: catch is the one the owner can start, the rest are played in words. */
export const GAMES = [
  'catch',
  'hide and seek',
  'tag',
  'peekaboo',
  'I spy',
  'guess the animal',
  'hopscotch',
  'jumping games',
] as const;
export type Game = (typeof GAMES)[number];

/** The pet's own songs, by name (their words are the song bank's). */
export const SONGS = [
  'the snack song',
  'the moon song',
  'the sleepy song',
  'the bouncy song',
  'the rain song',
  'the hello song',
  'the tidy song',
  'the brave song',
  'the cuddle song',
  'the silly song',
  'the star song',
  'the why song',
] as const;
export type Song = (typeof SONGS)[number];

/** Animals a pet can love (it sees them through the window, in dreams, in the owner's stories). */
export const ANIMALS = [
  'cat',
  'dog',
  'frog',
  'bunny',
  'duck',
  'owl',
  'fish',
  'snail',
  'butterfly',
  'bear',
  'penguin',
  'hedgehog',
] as const;
export type Animal = (typeof ANIMALS)[number];

/** Places in the pet's little room. */
export const ROOM_PLACES = [
  'the window',
  'the shelf',
  'my bed',
  'the toy corner',
  'the sunny spot',
  'under my blanket',
  'the rug',
  'the middle of the screen',
] as const;
export type RoomPlace = (typeof ROOM_PLACES)[number];

/** The favourites every pet has, each one of a world list. */
export interface Favourites {
  food: Food;
  colour: Colour;
  game: Game;
  song: Song;
  animal: Animal;
  weather: Weather;
  place: RoomPlace;
  time: PartOfDay;
}
export type Favourite = keyof Favourites;
export const FAVOURITES = [
  'food',
  'colour',
  'game',
  'song',
  'animal',
  'weather',
  'place',
  'time',
] as const satisfies readonly Favourite[];

/** What one trait brings: a favourite of each kind, things it likes and things it does not. */
export interface TraitPersona extends Favourites {
  likes: readonly string[];
  dislikes: readonly string[];
}

/**
 * Which of the pet's two traits (0: the header's first, 1: its second) decides each favourite. Half come from each, so
 * two pets that share a trait still differ, and "curious, foodie" is not "foodie, curious".
 */
export const DECIDED_BY: Readonly<Record<Favourite, 0 | 1>> = {
  food: 0,
  colour: 1,
  game: 0,
  song: 1,
  animal: 0,
  weather: 1,
  place: 0,
  time: 1,
};

/** Each trait's favourites, likes and dislikes. Likes and dislikes are short things a pet says after "I like". */
export const PERSONA: Readonly<Record<Trait, TraitPersona>> = {
  curious: {
    food: 'apple',
    colour: 'green',
    game: 'I spy',
    song: 'the why song',
    animal: 'owl',
    weather: 'windy',
    place: 'the window',
    time: 'morning',
    likes: ['looking out the window', 'new things', 'asking questions'],
    dislikes: ['boring days', 'closed curtains'],
  },
  foodie: {
    food: 'pancake',
    colour: 'orange',
    game: 'guess the animal',
    song: 'the snack song',
    animal: 'bunny',
    weather: 'sunny',
    place: 'the toy corner',
    time: 'afternoon',
    likes: ['snacks', 'yummy smells', 'tasting things'],
    dislikes: ['an empty tummy', 'waiting for dinner'],
  },
  sleepy: {
    food: 'egg',
    colour: 'purple',
    game: 'peekaboo',
    song: 'the sleepy song',
    animal: 'snail',
    weather: 'foggy',
    place: 'my bed',
    time: 'night',
    likes: ['naps', 'soft blankets', 'quiet'],
    dislikes: ['loud noises', 'waking up early'],
  },
  playful: {
    food: 'cookie',
    colour: 'red',
    game: 'catch',
    song: 'the bouncy song',
    animal: 'dog',
    weather: 'sunny',
    place: 'the middle of the screen',
    time: 'afternoon',
    likes: ['games', 'running around', 'bouncing'],
    dislikes: ['sitting still', 'being bored'],
  },
  shy: {
    food: 'strawberry',
    colour: 'pink',
    game: 'hide and seek',
    song: 'the hello song',
    animal: 'hedgehog',
    weather: 'cloudy',
    place: 'under my blanket',
    time: 'evening',
    likes: ['quiet corners', 'soft voices', 'you'],
    dislikes: ['loud noises', 'crowds'],
  },
  brave: {
    food: 'carrot',
    colour: 'red',
    game: 'tag',
    song: 'the brave song',
    animal: 'bear',
    weather: 'windy',
    place: 'the middle of the screen',
    time: 'morning',
    likes: ['adventures', 'climbing', 'the dark'],
    dislikes: ['giving up', 'being told to hide'],
  },
  grumpy: {
    food: 'egg',
    colour: 'blue',
    game: 'I spy',
    song: 'the rain song',
    animal: 'cat',
    weather: 'rainy',
    place: 'my bed',
    time: 'evening',
    likes: ['being left alone', 'quiet rain', 'naps'],
    dislikes: ['baths', 'mornings', 'noise'],
  },
  cuddly: {
    food: 'strawberry',
    colour: 'pink',
    game: 'peekaboo',
    song: 'the cuddle song',
    animal: 'bunny',
    weather: 'snowy',
    place: 'under my blanket',
    time: 'evening',
    likes: ['hugs', 'pats', 'soft things'],
    dislikes: ['being alone', 'cold toes'],
  },
  chatty: {
    food: 'cookie',
    colour: 'yellow',
    game: 'guess the animal',
    song: 'the hello song',
    animal: 'duck',
    weather: 'sunny',
    place: 'the window',
    time: 'afternoon',
    likes: ['talking', 'stories', 'new words'],
    dislikes: ['quiet days', 'being shushed'],
  },
  silly: {
    food: 'pancake',
    colour: 'purple',
    game: 'jumping games',
    song: 'the silly song',
    animal: 'penguin',
    weather: 'rainy',
    place: 'the rug',
    time: 'morning',
    likes: ['jokes', 'funny faces', 'wiggling'],
    dislikes: ['serious faces', 'being grumpy'],
  },
  tidy: {
    food: 'carrot',
    colour: 'white',
    game: 'hopscotch',
    song: 'the tidy song',
    animal: 'fish',
    weather: 'snowy',
    place: 'the shelf',
    time: 'morning',
    likes: ['a neat shelf', 'baths', 'everything in its place'],
    dislikes: ['mess', 'poop on the floor'],
  },
  dreamy: {
    food: 'apple',
    colour: 'blue',
    game: 'hide and seek',
    song: 'the star song',
    animal: 'butterfly',
    weather: 'cloudy',
    place: 'the sunny spot',
    time: 'night',
    likes: ['the moon', 'clouds', 'dreams'],
    dislikes: ['waking up too soon', 'grey days'],
  },
};

/**
 * The persona of a pet with these traits (the header's, in its order): its favourites, likes and dislikes. A trait
 * outside the world's list is an error.
 */
export function personaFor(traits: readonly string[]): TraitPersona {
  if (traits.length < 1 || traits.length > 2)
    throw new RangeError(`a pet has one or two traits (got ${traits.length}); pass the header's traits in order`);
  const [a, b = a] = traits.map((t) => {
    if (!isOneOf(TRAITS, t)) throw new RangeError(`"${t}" is not a trait; use one of: ${TRAITS.join(', ')}`);
    return PERSONA[t];
  }) as [TraitPersona, TraitPersona?];
  const by = [a, b!] as const;
  const favourites = Object.fromEntries(FAVOURITES.map((f) => [f, by[DECIDED_BY[f]][f]])) as unknown as Favourites;
  const likes = [...new Set([...a.likes, ...b!.likes])];
  return {
    ...favourites,
    likes,
    dislikes: [...new Set([...a.dislikes, ...b!.dislikes])].filter((d) => !likes.includes(d)),
  };
}

/** A word's plural, for the persona's foods and animals ("strawberries", "fish"). */
export function plural(word: string): string {
  if (word === 'fish') return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** How the pet names a kind of favourite ("my favourite spot", "my favourite time of day"). */
export const favouriteKindWords = (kind: Favourite): string =>
  kind === 'place' ? 'spot' : kind === 'time' ? 'time of day' : kind;

/**
 * A favourite as the pet names it, and the kind's word ("pancakes", "food"; "windy days", "weather"): the generator's
 * answers and the app's led openings say it the same way.
 */
export function favouriteWords(traits: readonly string[], kind: Favourite): { fav: string; kind: string } {
  const p = personaFor(traits);
  switch (kind) {
    case 'food':
      return { fav: plural(p.food), kind: 'food' };
    case 'animal':
      return { fav: plural(p.animal), kind: 'animal' };
    case 'weather':
      return { fav: `${p.weather} days`, kind: 'weather' };
    case 'place':
      return { fav: p.place, kind: favouriteKindWords('place') };
    case 'time':
      return { fav: `the ${p.time}`, kind: favouriteKindWords('time') };
    default:
      return { fav: p[kind], kind };
  }
}

/** The pet's age in its own words, from the header's day and stage: never a human age in years. */
export function ageWords(day: number, stage: Stage): string {
  if (!Number.isInteger(day) || day < 1) throw new RangeError(`a pet's day is a whole number from 1 (got ${day})`);
  const days = day === 1 ? 'I hatched today' : `I'm ${day} days old`;
  return `${days}, a ${stage === 'adult' ? 'grown-up' : stage} tokenling`;
}

/** Every favourite's possible values, for readers that check an answer names one (a colour, a game…). */
export const FAVOURITE_VALUES: Readonly<Record<Favourite, readonly string[]>> = {
  food: FOODS,
  colour: COLOURS,
  game: GAMES,
  song: SONGS,
  animal: ANIMALS,
  weather: WEATHERS,
  place: ROOM_PLACES,
  time: PARTS_OF_DAY.map((p) => p.name),
};

/** Things children ask a pet whether it likes ("do u like dogs"), besides its favourites' own kinds. */
export const ASKED_THINGS = [
  'school',
  'music',
  'baths',
  'naps',
  'stories',
  'hugs',
  'dancing',
  'the dark',
  'spiders',
  'bugs',
  'loud noises',
  'the moon',
  'games',
  'jokes',
] as const;

/** The words a thing is asked by ("dogs", "the rain"), as the persona's words for it: a favourite, or a like or dislike's. */
function thingWords(thing: string): string[] {
  return thing
    .toLowerCase()
    .replace(/^(the|a|an)\s+/, '')
    .split(/\s+/)
    .map((w) => w.replace(/(ies)$/, 'y').replace(/([^s])s$/, '$1'));
}

/** Animals children keep or love, as thingWords writes them (one, lowercase). */
const PET_ANIMALS = new Set<string>([
  ...ANIMALS,
  ...['puppy', 'kitten', 'kitty', 'hamster', 'horse', 'pony', 'bird', 'rabbit', 'turtle', 'tortoise', 'guinea'],
  ...['lizard', 'chicken', 'pig', 'cow', 'sheep', 'goat', 'parrot', 'mouse', 'gerbil', 'unicorn', 'dinosaur', 'animal'],
]);

/**
 * What a pet with these traits thinks of a thing it is asked about: `love` for a favourite (its food, animal, weather,
 * game, colour), `like` or `dislike` from its likes and dislikes, `like` for an animal, and otherwise the same answer
 * every time from the traits and the thing (most things a tokenling likes).
 */
export function opinionOf(traits: readonly string[], thing: string): 'love' | 'like' | 'dislike' {
  const p = personaFor(traits);
  const asked = thingWords(thing);
  const hits = (phrase: string) => thingWords(phrase).some((w) => w.length > 2 && asked.includes(w));
  const weatherWord = { sunny: 'sun', rainy: 'rain', snowy: 'snow', windy: 'wind', cloudy: 'cloud', foggy: 'fog' };
  const favourites = [p.food, p.animal, p.game, p.colour, p.weather, weatherWord[p.weather]];
  if (favourites.some(hits)) return 'love';
  if (p.dislikes.some(hits)) return 'dislike';
  if (p.likes.some(hits)) return 'like';
  // Animals, a child's pets among them, are liked: "not really, I don't like dogs" to a child who has one is unkind.
  if (asked.some((w) => PET_ANIMALS.has(w))) return 'like';
  // A stable answer for the rest: the same pet says the same thing about spiders every time.
  const key = [...traits, ...asked].join(' ');
  let h = 7;
  for (const c of key) h = (h * 31 + c.charCodeAt(0)) % 1_000_003;
  return h % 10 < 7 ? 'like' : 'dislike';
}
