/**
 * Every word list of tokenling's world, once. The app, the training-data
 * generator and the tests import these tables; nothing else may repeat them.
 */

/** Life stages, in growth order; the first is the hatchling. */
export const STAGES = ['baby', 'kid', 'teen', 'adult'] as const;
export type Stage = (typeof STAGES)[number];

/** Personality traits a pet is born with (two per pet). */
export const TRAITS = [
  'curious',
  'foodie',
  'sleepy',
  'playful',
  'shy',
  'brave',
  'grumpy',
  'cuddly',
  'chatty',
  'silly',
  'tidy',
  'dreamy',
] as const;
export type Trait = (typeof TRAITS)[number];

/** Weather seen through the window. */
export const WEATHERS = ['sunny', 'cloudy', 'rainy', 'snowy', 'windy', 'foggy'] as const;
export type Weather = (typeof WEATHERS)[number];

/** The six foods the owner can offer; two take "an" to keep a(food) honest. */
export const FOODS = ['strawberry', 'cookie', 'apple', 'carrot', 'pancake', 'egg'] as const;
export type Food = (typeof FOODS)[number];

/** The eight gifts a pet can put on the shelf. */
export const GIFTS = ['flower', 'pebble', 'star', 'leaf', 'shell', 'heart', 'drawing', 'feather'] as const;
export type Gift = (typeof GIFTS)[number];

/** Values of [emote:X]. */
export const EMOTES = [
  'happy',
  'love',
  'sad',
  'sleepy',
  'wave',
  'dance',
  'spin',
  'blush',
  'grumpy',
  'wow',
  'giggle',
  'cry',
] as const;
export type Emote = (typeof EMOTES)[number];

/** Values of [want:X]. */
export const WANTS = ['snack', 'play', 'bath', 'sleep', 'pats', 'medicine'] as const;
export type Want = (typeof WANTS)[number];
/** What each want reads as after "wants" ("wants a snack", "wants to play"): plain "a X" does not fit every want. */
export const WANT_PHRASES: Readonly<Record<Want, string>> = {
  snack: 'a snack',
  play: 'to play',
  bath: 'a bath',
  sleep: 'to sleep',
  pats: 'pats',
  medicine: 'medicine',
};

/** Values of [walk:X]. */
export const WALKS = ['left', 'right'] as const;
export type Walk = (typeof WALKS)[number];

/** Dream subjects that are neither foods nor gifts. */
export const DREAM_THINGS = [
  'ball',
  'moon',
  'sun',
  'cloud',
  'rain',
  'frog',
  'cat',
  'ghost',
  'music',
  'sparkle',
] as const;

/** Values of [dream:X]: the six foods, the eight gifts and the dream things. */
export const DREAMS = [...FOODS, ...GIFTS, ...DREAM_THINGS] as const;
export type Dream = (typeof DREAMS)[number];

/** Doodle stickers a diary page may end with ([doodle:NAME]). */
export const DOODLES = [...DREAMS] as const;

/** Toys that can sit in the room (shown by [look]). */
export const TOYS = ['ball', 'yarn', 'blocks', 'duck'] as const;
export type Toy = (typeof TOYS)[number];

/** The four stats, in header order. */
export const STATS = ['tummy', 'fun', 'energy', 'clean'] as const;
export type Stat = (typeof STATS)[number];

/** Stat words, low to high; a value v picks index floor(v * n / 101). */
export const STAT_WORDS: Record<Stat, readonly string[]> = {
  tummy: ['starving', 'hungry', 'peckish', 'full', 'stuffed'],
  fun: ['sad', 'bored', 'okay', 'happy', 'giddy'],
  energy: ['exhausted', 'sleepy', 'okay', 'awake', 'hyper'],
  clean: ['stinky', 'messy', 'clean', 'sparkly'],
};

/** Parts of the day by the first hour they cover (the rest run to the next one). */
export const PARTS_OF_DAY = [
  { from: 5, name: 'morning' },
  { from: 12, name: 'afternoon' },
  { from: 17, name: 'evening' },
  { from: 21, name: 'night' },
] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number]['name'];

/** Words [recall:KEYWORD] ignores when matching memories. */
export const RECALL_STOP_WORDS = [
  'the',
  'and',
  'for',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'with',
  'that',
  'this',
  'from',
  'you',
  'your',
  'not',
  'but',
  'all',
  'any',
  'can',
  'our',
  'they',
  'them',
  'its',
  "it's",
  'who',
  'what',
  'when',
  'where',
  'how',
  'why',
  'does',
  'did',
  'likes',
  'like',
  'named',
  'called',
  'very',
  'really',
  'about',
  'into',
  'one',
  // The words of asking itself: "say my name" is no [recall:say], "what are their names" no [recall:names]; a recall
  // looks up what the question is about.
  'name',
  'names',
  'say',
  'tell',
  'know',
  'remember',
  'guess',
  'again',
  'please',
] as const;

/** Gendered pronouns a [remember:FACT] must not use (name the owner instead). */
export const GENDERED_PRONOUNS = ['he', 'she', 'him', 'her', 'his', 'hers', 'himself', 'herself'] as const;

/** "a" or "an" before a word, by its first letter. */
export function withArticle(word: string): string {
  return (/^[aeiou]/i.test(word) ? 'an ' : 'a ') + word;
}

/** True when value is one of the words in list (narrows the type). */
export function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}
