/**
 * Questions about the pet itself that its persona answers (persona.ts): a favourite of one kind ("whats ur fav
 * colour", "wat food do u like best") and its age ("how old r u"). A reply keeps to one when it names the persona's own
 * favourite or speaks of its days; a led reply opens with the persona's own answer.
 */
import {
  ageWords,
  FAVOURITE_VALUES,
  FAVOURITES,
  favouriteKindWords,
  favouriteWords,
  personaFor,
  plural,
  type Favourite,
} from './persona.ts';
import type { PetView } from './state.ts';
import { sameWord, straightQuotes, wordsOf } from './text.ts';
import { oneTypoApart } from './moves.ts';
import { PARTS_OF_DAY } from './lexicon/time.ts';

/** What about itself a message asks: a favourite's kind, or its age. */
export type SelfAsked = Favourite | 'age';
/** A question about itself, and the persona's own answer where the pet is known (its favourite of the kind). */
export interface SelfReading {
  asked: SelfAsked;
  /** The persona's own favourite of the kind asked, or for its age its stage; null where the pet is not known. */
  own: string | null;
  /** Whether the owner tells their own favourite after the pet named its own ("my favourite colour is white!" … "mine is purple"). */
  back?: boolean;
  /**
   * The owner's own favourite told with the question ("… mine is purple", "my fav colour is green wats urs"), or their
   * age ("how old r u im 7 and a haf"); null or absent where none is told.
   */
  theirs?: string | null;
}

/**
 * A word that asks for a favourite: "fav", "favourite", "favrite", "favrit", "fave", "like best", "like the most", "number 1",
 * "funnest".
 */
const FAVOURITE =
  /\b(?:fav(?:ou?rite|orite|rite|rit|orit|ourit|e|s)?|fave|faverite|favorit|like\s+(?:the\s+)?(?:best|most)|love\s+(?:the\s+)?most|(?:like|love)\s+(?:to\s+)?eat\s+(?:the\s+)?(?:best|most)|funnest|(?:number|no\.?)\s*(?:1|one))\b|#1\b/iu;
/** "best" asks the pet's favourite only of the pet ("whats ur best game"), not of the world ("whats the best roblox game"). */
const BEST = /\bbest\b/iu;
const MY_BEST = /\bmy\s+(?:very\s+)?best\b/giu;
/** Another's favourite, as a joke or a question about someone else asks it ("what's a cat's favourite colour?"). */
const ANOTHERS =
  /\b(?!(?:ur|your|yr|whats|what's|wats|wuts|wat's|its|it's|is|was|thats|that's|this|yours|urs)\b)(?:[a-z]+'s|[a-z]+s|my|his|her|their|our|mums?|dads?|moms?)\s+(?:fav(?:ou?rite|orite|rite|rit|orit|ourit|e|s)?|fave|favorit)\b/iu;
/** Each kind's words in a favourite question, in the order they are tried. */
const KINDS: readonly [Favourite, RegExp][] = [
  ['colour', /\bcolou?rs?\b|\bcolo?rs?\b|\bcoler\b/iu],
  ['song', /\bsongs?\b|\bmusic\b|\btunes?\b/iu],
  ['game', /\bgames?\b|\btoy\s+to\s+play\b/iu],
  ['animal', /\banimals?\b|\bcreatures?\b/iu],
  ['food', /\bfoods?\b|\bto\s+eat\b|\beat\s+(?:the\s+)?(?:best|most)\b|\bsnacks?\b|\bmeal\b/iu],
  ['weather', /\bweather\b|\bseason\b/iu],
  ['time', /\btime\s+of\s+(?:the\s+)?day\b|\bpart\s+of\s+the\s+day\b/iu],
  ['place', /\b(?:places?|plase|plaes)\b|\bspots?\b|\bcorner\b/iu],
];
/** "how old r u", "whats ur age", "when were u born", "how many days old". */
const AGE =
  /\bhow\s+old\b|\bolder\s+(?:than|then)\s+me\b|\b(?:ur|your|yr)\s+age\b|\bage\s*\?|\bwhen\s+(?:were|was|r|are)\s+(?:u|you)\s+(?:born|hatched)\b|\bhow\s+many\s+days\s+old\b|\bbirthday\b/iu;
/** A question that is about the owner's favourite or age, not the pet's ("my fav colour is blue", "how old am i"). */
const OWNERS = /\b(?:my|i'?m|am\s+i|i\s+am|mine)\b/iu;
/** A question about the pet ("ur", "your", "do you"), or one with no owner's words in it. */
const PETS = /\b(?:ur|your|yr|u|you|ya|urs|yours|wbu|hbu)\b/iu;

/** Parts of the day set against each other ("mornings or nights?", "the day or the night more"): a favourite asked. */
const PART = String.raw`(?:the\s+)?(?:${[...PARTS_OF_DAY, 'sunrise', 'sunset'].join('|')})s?(?:\s*time)?`;
const PARTS_CHOSEN = new RegExp(String.raw`\b${PART}\s+or\s+${PART}\b`, 'iu');
/** The owner's own favourite told after the question ("favrite time of day?? mine is dinner time"). */
const MINE_AFTER = /\b(?:and\s+)?mine\s+(?:is|are|r|iz)\b.*$/iu;

/**
 * The owner's own favourite of a one-word kind, told with the question ("mine is purple", "my fav food is pizza"), or
 * two words ending the message ("mine is a sea turtle 🐢").
 */
const THEIRS =
  /\b(?:mine\s+(?:is|are|r|iz)|my\s+(?:fav(?:ou?rite|orite|rite|e)?|fave|favorit)\s+[a-z]+(?:\s+of\s+(?:the\s+)?day)?\s+(?:is|r|are|iz))\s+(?:(a|an|the)\s+)?([a-z]+\s+(?!(?:too|lol|btw|tho|though|rn|now|ok|okay|and|or|wbu|hbu|urs|yours|u|you|what|whats|wat|wats|pls|plz|please|yay|haha\w*|hehe\w*)\b)[a-z]+(?=\s*(?:$|[^\sa-z]))|[a-z]+)/iu;
/** Kinds whose favourite is one word a child names back ("purple", "pizza", "cats"). */
const ONE_WORD_KINDS: readonly SelfAsked[] = ['colour', 'food', 'animal', 'weather'];

/** The pet's own asked back after the owner's ("my fav colour is green wats urs", "… what about u", "… and u?"). */
const YOURS_BACK =
  /\bwhat'?s\s+(?:urs|yours)\b|\b(?:what|how)\s+about\s+(?:u|you)\b|\b(?:wbu|hbu)\b|\band\s+(?:u|you|urs|yours)\s*\??\W*$/iu;

/** Each kind's words, for a kind asked without a favourite's word ("wat animal do u like", "which game u like most"). */
const KIND_WORDS = KINDS.map(([, words]) => words.source).join('|');
/** "wat animal do u like", "which colour do you love": the kind asked, then the pet liking it. */
const WHICH_LIKED = new RegExp(
  String.raw`\b(?:what|wat|wut|which|wich)\s+(?:kind\s+of\s+|sort\s+of\s+|type\s+of\s+)?(?:${KIND_WORDS})\s+(?:do|does|would|r|are)?\s*(?:u|you|ya)\s+(?:like|love|luv|enjoy|prefer)\b`,
  'iu',
);
/** Each kind's own values, plurals too ("cats or dogs?? u pick ur fav" asks an animal). */
const VALUES_OF: readonly [Favourite, readonly string[]][] = FAVOURITES.map((k) => [
  k,
  FAVOURITE_VALUES[k].flatMap((v) => [v.toLowerCase(), plural(v.toLowerCase())]),
]);

/** What about itself the owner's words ask the pet, or null. */
export function selfAsked(ownerText: string): SelfAsked | null {
  const text = straightQuotes(ownerText);
  if (PARTS_CHOSEN.test(text) && !/\b(?:i|my|me|is\s+it|now|rn|yet)\b/iu.test(text)) return 'time';
  const asking = text.replace(MINE_AFTER, '');
  if (OWNERS.test(asking) && !PETS.test(asking)) return null;
  if (AGE.test(text) && PETS.test(text)) return 'age';
  const which = WHICH_LIKED.exec(text)?.[0];
  if (which) return KINDS.find(([, words]) => words.test(which))?.[0] ?? null;
  // "its my best food ever" is the owner's own best.
  if (!(FAVOURITE.test(text) || (BEST.test(text.replace(MY_BEST, '')) && PETS.test(text)))) return null;
  // Another's favourite ("my fav colour is blue"), unless the pet's is asked back ("… whats urs", "what about u").
  if (ANOTHERS.test(text) && !YOURS_BACK.test(text)) return null;
  const kind = KINDS.find(([, words]) => words.test(text))?.[0];
  if (kind) return kind;
  // No kind's word: the kind whose values it names, where it names one kind's only.
  const said = wordsOf(text);
  const named = VALUES_OF.filter(([, values]) => said.some((w) => values.includes(w)));
  return named.length === 1 ? named[0]![0] : null;
}

/** Words that speak of a pet's age: its days, its hatching or its stage; not "old" alone: "old enough to play!" says no age. */
const AGE_WORDS = ['day', 'days', 'hatched', 'hatch', 'baby', 'kid', 'teen', 'adult', 'grown', 'egg', 'today'];

/** The stage a word of the reply speaks of ("grown" is an adult's). */
const STAGE_OF: Readonly<Record<string, string>> = {
  baby: 'baby',
  kid: 'kid',
  teen: 'teen',
  teenager: 'teen',
  adult: 'adult',
  grown: 'adult',
};

/** The owner's own age told with the question: "how old r u im 7 and a haf", "i am eight". */
const THEIR_AGE =
  /\b(?:i'?m|im|i\s+am)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(?:years?|yrs?)(?:\s+old)?)?(\s+(?:and|n|&)\s+(?:a\s+)?(?:half|haf|hlf|harf))?\b/iu;

/** The kind of favourite the pet just named, by the words it names it with ("my favourite time of day is…"). */
const KIND_NAMED: Readonly<Record<string, Favourite>> = Object.fromEntries(
  FAVOURITES.map((k) => [favouriteKindWords(k), k]),
);
const NAMED_FAVOURITE = new RegExp(`\\bmy\\s+favou?rite\\s+(${Object.keys(KIND_NAMED).join('|')})\\s+is\\b`, 'iu');
/** The owner's own said alone: "mine is purple", "and mine is a sea turtle", "my fav is pizza". */
const MINE_ALONE = /^\W*(?:(?:and|ok|well|oh|hmm+)\W+)?(?:mine|my\s+fav\w*)\s+(?:is|are|r|iz)\b/iu;

/**
 * The owner's own favourite told right after the pet named its own ("my favourite colour is white!" … "mine is purple
 * and i also like green"): to be remembered and met, not a fact's words scattered; null where it is not that.
 */
export function favouriteTold(ownerText: string, petAbove: string, pet?: PetView): SelfReading | null {
  const text = straightQuotes(ownerText);
  const kind = NAMED_FAVOURITE.exec(petAbove)?.[1]?.toLowerCase();
  const asked = kind ? KIND_NAMED[kind] : undefined;
  if (!asked || !MINE_ALONE.test(text)) return null;
  const m = THEIRS.exec(text);
  if (!m) return null;
  // "a sea turtle": sea turtles, as the pet says them back.
  const theirs = m[1] && ONE_WORD_KINDS.includes(asked) ? plural(m[2]!.toLowerCase()) : m[2]!.toLowerCase();
  return { asked, own: pet ? personaFor(pet.traits)[asked] : null, back: true, theirs };
}

/** The kinds, in the order of their labels (reader.ts, READER_LABELS: `self:<kind>`). */
export const SELF_KINDS: readonly SelfAsked[] = [...FAVOURITES, 'age'];

/**
 * What a message asks the pet about itself, by the exact rules or the learned reader's labels, with its persona's own
 * answer when the pet is known; or null.
 */
export function selfReading(ownerText: string, pet?: PetView, labels: Iterable<string> = []): SelfReading | null {
  const held = new Set(labels);
  const asked = selfAsked(ownerText) ?? SELF_KINDS.find((k) => held.has(`self:${k}`)) ?? null;
  if (!asked) return null;
  if (asked === 'age') {
    const age = THEIR_AGE.exec(straightQuotes(ownerText));
    const own = pet ? pet.stage : null;
    return age ? { asked, own, theirs: `${age[1]}${age[2] ? ' and a half' : ''}` } : { asked, own };
  }
  const m = ONE_WORD_KINDS.includes(asked) ? THEIRS.exec(straightQuotes(ownerText)) : null;
  // "mine is a dolphin": dolphins, as the pet says them back ("dolphins are nice too!").
  const theirs = m ? (m[1] ? plural(m[2]!.toLowerCase()) : m[2]!.toLowerCase()) : null;
  return { asked, own: pet ? personaFor(pet.traits)[asked] : null, theirs };
}

/**
 * Whether a reply keeps to what was asked about the pet: it names its persona's own favourite (`own`; any value of the
 * kind when the pet is not known), or speaks of its age. A pet that names another colour each time is no one.
 */
export function answersSelf(asked: SelfAsked, replyWords: readonly string[], own: string | null = null): boolean {
  // Its age, and no stage but its own ("I'm in my adult years" is no baby's answer), in more than a word ("baby!").
  if (asked === 'age')
    return (
      replyWords.length > 1 &&
      replyWords.some((w) => AGE_WORDS.includes(w)) &&
      (own === null || replyWords.every((w) => (STAGE_OF[w] ?? own) === own))
    );
  const values = (own ? [own] : FAVOURITE_VALUES[asked]).map((v) =>
    wordsOf(v).filter((w) => w !== 'the' && w !== 'my'),
  );
  return values.some((v) => v.every((w) => replyWords.some((r) => sameWord(r, w))));
}

/**
 * What a led reply opens with: the persona's answer (" my favourite colour is green", " I'm 5 days old"), and a word on
 * the owner's own where they told it (" purple is nice too!", or "too" where theirs is its own); the owner's own told
 * after the pet's, met (" ooh, purple! nice!").
 */
export function selfLead(asked: SelfAsked, pet?: PetView, theirs: string | null = null, back = false): string | null {
  // The owner's own, told after the pet's, met by its word: a [remember:] may hold only the owner's words, and "mine
  // is purple" makes no sentence of them.
  if (back && theirs && asked !== 'age') {
    const same = pet && wordsOf(favouriteWords(pet.traits, asked).fav).some((w) => sameWord(w, theirs));
    return same ? ` yay, ${theirs} too!` : ` ooh, ${theirs}! nice!`;
  }
  if (!pet) return null;
  // Each ends with a mark: a lead that ends inside a word lets the model run it on ("pink" into "pinky").
  if (asked === 'age')
    return ` ${ageWords(pet.day, pet.stage).split(',')[0]}!${theirs ? ` and you're ${theirs}, wow!` : ''}`;
  const { fav, kind } = favouriteWords(pet.traits, asked);
  if (!theirs) return ` my favourite ${kind} is ${fav}!`;
  // "purpel" is purple, typed.
  const same = wordsOf(fav).some((w) => sameWord(w, theirs) || (w.length >= 4 && oneTypoApart(w, theirs)));
  if (same) return ` my favourite ${kind} is ${fav} too!`;
  return ` my favourite ${kind} is ${fav}! ${theirs} ${/[^s]s$/u.test(theirs) ? 'are' : 'is'} nice too!`;
}
