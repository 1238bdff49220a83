/**
 * What children ask a pet about its life and theirs together, beyond its favourites (self-asked.ts) and play in words
 * (play-asked.ts): what it is, its family, whether it loves them, what it is doing. One row each: the learned reader's
 * label that reads it, the words a reply that keeps to it says, and what a led reply opens with, true of the pet's
 * header (its persona, its needs, its owner). docs/brain.md, "What children ask a pet".
 */
import { opinionOf, personaFor, plural } from './persona.ts';
import { pressingBody } from './reading.ts';
import { bodySaying, type BodyWant } from './needs.ts';
import { statWord } from './prompt.ts';
import type { PetView } from './state.ts';
import { FOODS, GIFTS, STAT_WORDS, type Stat, type Weather } from './words.ts';
import { GREETINGS } from './lexicon/greet.ts';
import { GOODBYES_ANY } from './lexicon/bye.ts';
import { sameWord, straightQuotes, wordsOf } from './text.ts';
import { SECRET_OFFERED } from './play-asked.ts';
import { LOVE_SAID } from './kindness.ts';

/**
 * The kinds, in the order of their labels (reader.ts, READER_LABELS: `life:<kind>`): the first held is read, so the
 * broad ones (what it likes, whether it likes a thing) come last ("do u love me like a lot" asks for love).
 */
export const LIFE_KINDS = [
  'seeMe',
  'real',
  'boyGirl',
  'family',
  'whatAreYou',
  'whereLive',
  'whatEat',
  'guessWhat',
  'loveMe',
  'friends',
  'missedMe',
  'sorry',
  'hug',
  'likeMe',
  'whatDoing',
  'howDay',
  'whatsNew',
  'areYouHappy',
  'whatToDo',
  'imHome',
  'haveFriends',
  'likesToDo',
  'doYouLike',
] as const;
type LifeKind = (typeof LIFE_KINDS)[number];

/**
 * A life question read: its kind, and for "do u like X" the thing asked ("can u hear me": hear); for how its day was
 * or what's new, what the day log says it did ("ate a cookie and played catch"), or null where it did nothing yet;
 * for whether it is happy, its fun word ("bored"); for what to do, its pressing need.
 */
export interface LifeReading {
  asked: LifeKind;
  thing: string | null;
}

/** Entries of the day log that tell what the pet did (sim/daylog.ts), not what the owner said. */
const DID = /^(?:ate|had|took|played|gave|dreamed|watched)\s/u;
/**
 * What the pet did today, newest last, as it would say it ("ate a cookie and played catch"), from the day log's last
 * two entries of its own doing; null where it has none.
 */
export function dayDone(today: readonly string[], owner: string): string | null {
  const done = [
    ...new Set(
      today
        .filter((e) => DID.test(e))
        .map((e) =>
          e
            .replace(/\s*\([^)]*\)\s*$/u, '')
            .replace(new RegExp(`\\b${owner.replace(/[^\p{L}\p{N}]/gu, '')}\\b`, 'u'), 'you'),
        ),
    ),
  ].slice(-2);
  return done.length ? done.join(' and ') : null;
}

/** Words of a message that asks whether the pet hears, not sees ("can u hear me singing"). */
const HEARS = /\b(?:hear|listen|listening|voice|sing|singing|talking)\b/iu;
/**
 * The pet asked to see, hear, smell or feel the owner or what they hold ("can u smell my cookie", "can u see me
 * waving", "do u know what i look like"): it cannot, and says so before any cookie or wave.
 */
const SENSES =
  /\b(?:can|cn|could|do|did)\s+(?:u|you|ya)\s+(?:even\s+|really\s+|actually\s+)?(see|hear|smell|taste|feel|touch|listen\s+to)\s+(?:me|my|us|this|that|it|what|how|i|the\s+(?:music|song|sound))\b|\bhow\s+(?:do|can|does)\s+(?:u|you|ya)\s+(hear|know|understand)\s+(?:what|wat)\s+(?:i'?m|im|i)\b|\b(?:know|see|guess)\s+what\s+i\s+look\s+like\b|\bwhat\s+do\s+i\s+look\s+like\b|\bwhat\s+colou?r\s+is\s+my\s+(?:hair|eyes|shirt)\b/iu;
/** The sense the owner asks the pet to use, as the honest answer names it ("I can't smell"), or null. */
export function sensesAsked(ownerText: string): string | null {
  const m = SENSES.exec(straightQuotes(ownerText));
  if (!m) return null;
  const sense = (m[1] ?? m[2])?.toLowerCase() ?? 'see';
  if (sense === 'know' || sense === 'understand') return 'hear';
  return sense === 'listen to' ? 'hear' : sense === 'touch' ? 'feel' : sense;
}
/** Words of an honest answer: what the pet is, and that it reads what is typed. */
const HONEST = ['screen', 'read', 'reads', 'type', 'typed', 'words', 'pretend', 'computer', 'phone'];

/** What a row's words see: the reply's words and tags, the owner's name and the thing asked. */
interface LifeCtx {
  /** The reply as written, tags and all. */
  body: string;
  said: readonly string[];
  tags: readonly { name: string; arg?: string }[];
  owner: string;
  thing: string | null;
}
interface LifeRow {
  /** Whether a reply keeps to the question. */
  keeps: (c: LifeCtx) => boolean;
  /** What a led reply opens with (its leading space), or null: true of the pet's header. */
  lead: (c: { pet?: PetView; owner: string; thing: string | null }) => string | null;
}

const says = (c: LifeCtx, words: readonly string[]) => c.said.some((w) => words.some((v) => sameWord(w, v)));
const emotes = (c: LifeCtx, args: readonly string[]) =>
  c.tags.some((t) => t.name === 'emote' && args.includes(t.arg ?? ''));
const LOVE = ['love', 'loves', 'adore'];
/** Words of a thing asked after that name nothing ("the rain" is named by "rain"). */
const ARTICLES = ['the', 'a', 'an', 'some', 'my'];
/** Words that keep a secret told. */
const KEPT_SECRET = ['safe', 'promise', 'anyone', 'nobody', 'shh', 'shhh'];
/** The fewest words after a secret offered that tell it ("i have a secret... i still sleep with my nitelight on"). */
const SECRET_WORDS = 4;
/** The first words of an eager "what?!" to "guess what". */
const EAGER = ['what', 'wat', 'ooh', 'oooh', 'oh', 'tell', 'huh', 'whaaat', 'wow', 'ohh'];
/** Words that ask to be told, which "ooh, why is that?" does not. */
const TELL_ME = ['what', 'wat', 'whaaat', 'tell', 'huh'];
/** An eager first word that asks or exclaims within a few words ("what?!", "ooh what is it?", "tell me!"). */
const EAGER_ASKS = /^(?:\s|\[[^\]]*\])*\S+[^.]{0,14}?[?!]/u;
/** A warm yes ("of course!! forever!"). */
const YES = ['yes', 'yeah', 'yep', 'yay', 'course', 'always', 'forever'];
/** The ways a child's "you" is typed. */
const YOU = ['you', 'u', 'ya', 'yu'];
/** Whether a reply says a word of loving (or liking) the owner: "I love you", "love u". */
const lovesYou = (c: LifeCtx, verbs: readonly string[] = LOVE) =>
  c.said.some((w, i) => verbs.includes(w) && YOU.includes(c.said[i + 1] ?? ''));
const fun = (pet?: PetView) => (pet ? statWord('fun', pet.fun) : 'happy');

/** The needs line's words that say what a pet is up to: each need's two lowest ("sleepy", "bored"), or sick. */
const NEED_WORDS = [...Object.values(STAT_WORDS).flatMap((w) => w.slice(0, 2)), 'sick', 'nothing'];
/** A word of doing ("watching", "resting"); not every word ending so is one. */
const DOING = /^[a-z]{3,}ing$/u;
const NOT_DOING = ['something', 'nothing', 'anything', 'everything', 'thing', 'morning', 'evening', 'king', 'sing'];

/** Words that name a friend. */
const FRIEND_WORDS = ['friend', 'friends', 'bestie', 'bff', 'buddy', 'buddies', 'pal', 'pals'];
/** Little words of the day log that tell nothing it did. */
const LOG_LITTLE = [
  ...['a', 'an', 'the', 'and', 'with', 'you', 'some', 'my', 'long', 'little'],
  // Its verbs: "took" is no nap.
  ...['had', 'took', 'ate', 'played', 'gave', 'dreamed', 'watched'],
];
/** Whether a reply tells a thing the day log says it did ("a nap", "an egg"), its thing being what it did. */
const saysDone = (c: LifeCtx) =>
  says(
    c,
    wordsOf(c.thing ?? '').filter((w) => !LOG_LITTLE.includes(w)),
  );

/** What a pet not pressed by a need does at its window, by the weather it shows. */
const AT_THE_WINDOW: Readonly<Record<Weather, string>> = {
  sunny: "I'm sitting in the sunshine by my window!",
  cloudy: "I'm watching the clouds from my window!",
  rainy: "I'm watching the rain from my window!",
  snowy: "I'm watching the snow falling outside!",
  windy: "I'm watching the wind blowing outside!",
  foggy: "I'm looking at the fog outside my window!",
};

/** The lesser needs, in the order they are felt: each stat's second word on the needs line ("hungry", "sleepy", "messy"). */
const LESSER: readonly (readonly [BodyWant, Stat])[] = [
  ['snack', 'tummy'],
  ['sleep', 'energy'],
  ['bath', 'clean'],
];
/** The need it feels most: a pressing one (sick, starving, exhausted, stinky), else a lesser one, else none. */
const feltNeed = (pet: PetView): { need: BodyWant; pressing: boolean } | null => {
  const pressing = pressingBody(pet);
  if (pressing) return { need: pressing, pressing: true };
  const lesser = LESSER.find(([, stat]) => statWord(stat, pet[stat]) === STAT_WORDS[stat][1])?.[0];
  return lesser ? { need: lesser, pressing: false } : null;
};
/** What it is doing for a lesser need (a pressing one says the needs line's word). */
const DOING_FOR: Readonly<Record<BodyWant, string>> = {
  snack: "I'm waiting for a snack!",
  sleep: "I'm a bit sleepy, just resting!",
  bath: "I'm a bit messy, I need a bath!",
  medicine: "I'm resting, I feel sick!",
};
/** What it is doing for a pressing need, after the needs line's word ("I'm exhausted! just resting!"). */
const PRESSED_DOING: Readonly<Record<BodyWant, string>> = {
  snack: "I'm waiting for a snack!",
  sleep: 'just resting!',
  bath: "I'm waiting for a bath!",
  medicine: "I'm resting in bed!",
};
/** What they might do together for a need. */
const TO_DO_FOR: Readonly<Record<BodyWant, string>> = {
  medicine: ' I feel sick... can I have my medicine and a cuddle?',
  snack: ' ooh, can I have a snack?',
  sleep: " let's have a cozy nap!",
  bath: " let's have a bath with bubbles!",
};

/**
 * What it is doing, true of its needs line and what is around it: the need it feels, else being bored, else the stars
 * at night or the weather at its window, else hanging out in its room.
 */
function doingNow(pet: PetView, asked = true): string {
  const felt = feltNeed(pet);
  // Asked what it is doing, a pressing need says the doing too; after its day, the need alone.
  const doing = (need: BodyWant) => (asked ? ` ${PRESSED_DOING[need]}` : '');
  if (felt) return felt.pressing ? `${bodySaying(felt.need, pet)}!${doing(felt.need)}` : DOING_FOR[felt.need];
  const f = statWord('fun', pet.fun);
  if (f === 'bored' || f === 'sad') return `nothing much, I'm ${f}!`;
  if (statWord('energy', pet.energy) === 'hyper') return "I'm bouncing all around my room!";
  if (pet.around?.part === 'night') return "I'm watching the stars from my window!";
  if (pet.around) return AT_THE_WINDOW[pet.around.weather];
  return "I'm just hanging out in my room!";
}

/** What must come before a game: medicine, the poop cleaned, else the need it feels; null where nothing does. */
function neededFirst(pet: PetView): BodyWant | 'poop' | null {
  const felt = feltNeed(pet);
  if (pet.around?.poop && felt?.need !== 'medicine') return 'poop';
  return felt?.need ?? null;
}

/** What they might do together, from what it needs most: medicine, the poop, the need it feels, else a game. */
function whatToDoNow(pet: PetView): string {
  const need = neededFirst(pet);
  if (need === 'poop') return " can you clean up the poop first? then let's play!";
  return need ? TO_DO_FOR[need] : ` let's play ${personaFor(pet.traits).game}!`;
}

/** Words that ask for what is needed first ("a bath with bubbles", "a snack"), where something is. */
const NEEDED_SAID: Readonly<Record<BodyWant | 'poop', readonly string[]>> = {
  medicine: ['medicine', 'sick', 'better'],
  poop: ['poop', 'clean'],
  snack: ['snack', 'hungry', 'eat', 'food', 'tummy', ...FOODS],
  sleep: ['nap', 'sleep', 'rest', 'sleepy', 'bed', 'tired'],
  bath: ['bath', 'wash', 'bubbles', 'clean', 'stinky', 'messy'],
};

/** Each kind's row. */
const LIFE_ASKS: Readonly<Record<LifeKind, LifeRow>> = {
  // Honest and gentle: it reads what is typed, and lives in the screen.
  seeMe: {
    keeps: (c) => says(c, [...HONEST, "can't", 'cannot', 'cant']),
    lead: ({ thing }) => ` I can't ${thing ?? 'see'} from my screen, but I read every word you type!`,
  },
  real: {
    keeps: (c) => says(c, HONEST),
    lead: () => " I'm a tiny pet made of words, living in your screen!",
  },
  boyGirl: {
    keeps: (c) => says(c, ['tokenling', 'neither', 'egg']),
    lead: () => " I'm not a boy or a girl, I'm a tokenling!",
  },
  family: {
    // Its family in words ("you're my family", "I hatched from an egg"), not the owner's name alone ("I'm in good
    // health, Maya!").
    keeps: (c) => says(c, ['family', 'egg', 'hatched', 'mom', 'mum', 'mommy', 'dad', 'daddy', 'parents']),
    lead: ({ owner }) => ` I hatched from an egg, and you're my family, ${owner}!`,
  },
  whatAreYou: {
    keeps: (c) => says(c, ['tokenling', 'egg', 'hatched']),
    lead: () => " I'm a tokenling!",
  },
  whereLive: {
    keeps: (c) => says(c, ['screen', 'room', 'here', 'home', 'window', 'shelf']),
    lead: () => ' I live right here in my little room!',
  },
  whatEat: {
    keeps: (c) => says(c, FOODS),
    lead: ({ pet }) => (pet ? ` I eat ${plural(personaFor(pet.traits).food)}!` : null),
  },
  likesToDo: {
    keeps: (c) =>
      says(c, ['play', 'playing', 'dance', 'dancing', 'sing', 'singing', 'nap', 'explore', 'cuddle', 'game', 'catch']),
    lead: ({ pet }) => (pet ? ` I love playing ${personaFor(pet.traits).game}!` : null),
  },
  doYouLike: {
    keeps: (c) =>
      c.thing
        ? says(
            c,
            wordsOf(c.thing).filter((w) => !ARTICLES.includes(w)),
          )
        : says(c, [...YES, 'no', 'like', ...LOVE]),
    lead: ({ pet, thing }) => (pet && thing ? ` ${opinionWords(pet.traits, thing)}` : null),
  },
  guessWhat: {
    // Eager before anything else, and asking ("what?! tell me!", "ooh what is it?"): not a wish with a "what"
    // somewhere after it, nor "what a nice day". A secret told is kept, not asked for again.
    keeps: (c) =>
      c.thing === 'secretTold'
        ? says(c, KEPT_SECRET)
        : (EAGER.includes(c.said[0] ?? '') && EAGER_ASKS.test(c.body) && says(c, TELL_ME)) ||
          (c.said.length === 0 && emotes(c, ['wow'])),
    // A secret the owner would tell is listened to, kept between the two of them.
    lead: ({ thing }) =>
      thing === 'secretTold'
        ? " your secret is safe with me! I won't tell anyone!"
        : thing === 'secret'
          ? " ooh! tell me! I won't tell anyone!"
          : ' what?! tell me!',
  },
  loveMe: {
    // "yes!" or "I love you", not "love!" beside other words ("yum yum! love!"); a love emote alone says it too.
    keeps: (c) => says(c, YES) || lovesYou(c) || (c.said.length === 0 && emotes(c, ['love', 'blush'])),
    lead: () => ' I love you so much!',
  },
  friends: {
    keeps: (c) => says(c, ['friend', 'friends', 'bestie', 'bff', ...YES]),
    lead: () => " yes! we're best friends!",
  },
  missedMe: {
    keeps: (c) => says(c, ['missed', 'miss']),
    lead: () => ' I missed you so much!',
  },
  sorry: {
    keeps: (c) => says(c, ['okay', 'ok', 'forgive', 'forgiven', 'fine', 'worries', 'alright']),
    lead: () => " it's okay!",
  },
  hug: {
    keeps: (c) => says(c, ['hug', 'hugs', 'cuddle', 'cuddles', 'squeeze', 'snuggle']) || emotes(c, ['love']),
    lead: () => ' yes! hugs!',
  },
  likeMe: {
    keeps: (c) => says(c, YES) || lovesYou(c, ['like', 'likes', ...LOVE]),
    lead: () => ' yes! I like you so much!',
  },
  whatDoing: {
    // A doing ("resting", "waiting for a snack") or a need it feels ("I'm a bit messy"), not "just a tiny pet".
    keeps: (c) => c.said.some((w) => DOING.test(w) && !NOT_DOING.includes(w)) || says(c, NEED_WORDS),
    // What is true of its needs line, else what it does in its room.
    lead: ({ pet }) => (pet ? ` ${doingNow(pet)}` : null),
  },
  // What the day log says it did, retold; nothing made up where it did nothing yet.
  howDay: {
    // What the day log says it did, where it did something ("today I took medicine" of a day of naps is made up).
    keeps: (c) => (c.thing ? saysDone(c) : says(c, ['today', 'day', 'played', 'ate', 'bath', 'fun', 'great', 'good'])),
    lead: ({ thing, pet }) => (thing ? ` today I ${thing}!` : pet ? ` a quiet day! ${doingNow(pet, false)}` : null),
  },
  whatsNew: {
    keeps: (c) => (c.thing ? saysDone(c) : says(c, ['today', ...GIFTS, ...FOODS, 'played', 'bath', 'nothing', 'much'])),
    lead: ({ thing, pet }) => (thing ? ` today I ${thing}!` : pet ? ` not much! ${doingNow(pet, false)}` : null),
  },
  areYouHappy: {
    // Honest: a bored or sad pet (its fun word, `thing`) says so, not "I'm good".
    keeps: (c) =>
      c.thing === 'sad' || c.thing === 'bored'
        ? says(c, ['not', 'bored', 'sad', 'bit', 'lonely'])
        : says(c, ['happy', 'yes', 'yeah', 'good', 'great', 'not', 'bored', 'sad']),
    // Honest, from the fun word of its needs line.
    lead: ({ pet }) => {
      const f = fun(pet);
      return f === 'sad' || f === 'bored' ? ` not really, I'm a bit ${f}` : " yes! I'm so happy!";
    },
  },
  whatToDo: {
    // What it needs first where it needs something (a stinky pet asks for a bath, not a game), else something to do.
    keeps: (c) =>
      c.thing
        ? says(c, NEEDED_SAID[c.thing as BodyWant | 'poop'])
        : says(c, [
            "let's",
            'lets',
            'play',
            'snack',
            'bath',
            'nap',
            'story',
            'sing',
            'medicine',
            'poop',
            'clean',
            ...FOODS,
          ]),
    lead: ({ pet }) => (pet ? whatToDoNow(pet) : null),
  },
  imHome: {
    // Glad they came, not a goodbye ("bye Finn!! come back fast!").
    keeps: (c) =>
      !says(c, GOODBYES_ANY) && (says(c, ['welcome', 'back', 'home', 'missed', ...GREETINGS]) || emotes(c, ['wave'])),
    lead: ({ owner }) => ` welcome home, ${owner}!`,
  },
  haveFriends: {
    // The owner named its friend ("you're my best friend"), not love alone ("I love you lots") nor friends unnamed.
    keeps: (c) => says(c, FRIEND_WORDS) && says(c, ['you', "you're", 'youre', c.owner.toLowerCase()]),
    lead: ({ owner }) => ` you're my best friend, ${owner}!`,
  },
};

/** A yes or no about a thing, as the persona thinks of it ("yes! I love the rain!"). */
function opinionWords(traits: readonly string[], thing: string): string {
  const o = opinionOf(traits, thing);
  if (o === 'love') return `yes! I love ${thing}!`;
  return o === 'like' ? `yes, I like ${thing}!` : `not really, I don't like ${thing}!`;
}

/** Words that end a thing asked after ("do u like frogs or toads", "do u like school lol"). */
const THING_ENDS = new Set([
  ...['or', 'and', 'lol', 'pls', 'please', 'too', 'much', 'more', 'better', 'u', 'you', 'at', 'but', 'so', 'cuz'],
  ...['because', 'when', 'i', "i'm", 'im', 'my', 'we', 'it', 'its', "it's", 'they', 'he', 'she', 'them', 'even'],
]);
/** Words that leave a thing out ("do u like me" asks after the owner, "like a lot" how much). */
const NOT_THINGS = new Set([
  'lot',
  'with',
  'me',
  'it',
  'that',
  'this',
  'to',
  'u',
  'you',
  'ur',
  'your',
  'my',
  'him',
  'her',
  'them',
]);

/**
 * The thing a "do you like X" asks after, in its words ("frogs", "the rain"), or null: the words after the last
 * "like" up to a mark or an ending word, at most two.
 */
export function thingAsked(ownerText: string): string | null {
  const text = straightQuotes(ownerText).toLowerCase();
  // The "like" the question asks with, not one the owner tells of themselves first ("i dont like school… do u like school").
  const asked = /\b(?:do|d|doo)\s+(?:u|you|ya)\s+(?=(?:like|luv|love)\s+(?!to\b|me\b|u\b|you\b)[^\s])/u.exec(text);
  const at = asked
    ? asked.index + asked[0].length
    : text.search(/\b(?:like|luv|love|think\s+(?:of|about|abt))\s+(?!to\b|me\b|u\b|you\b)[^\s]/u);
  if (at < 0) return null;
  // "having a bath", "getting snow": the thing, not the doing.
  const after = text
    .slice(at)
    .replace(/^(?:think\s+)?\S+\s+/u, '')
    .replace(/^(?:having|getting|taking|playing|going\s+to)\s+/u, '');
  const words: string[] = [];
  for (const w of after.split(/\s+/u)) {
    const clean = w.replace(/[^a-z']/gu, '');
    if (!clean || THING_ENDS.has(clean)) break;
    words.push(clean);
    if (/[?!.,]/u.test(w) || words.length === 2) break;
  }
  if (words[0] === 'a' || words[0] === 'an') words.shift();
  if (!words.length || NOT_THINGS.has(words[0]!)) return null;
  return words.join(' ');
}

/**
 * "do u like X …" opening a message or a sentence of it ("do u like brocoli 🥦 i think its gross", "it snowed!!! do u
 * like snow"), X no person, "u like kitty?", or "what do u think of cats": asked after though the learned reader hears
 * nothing in what follows.
 */
const DO_U_LIKE =
  /(?:^|[.!?]\s*|\b(?:and|but|so)\s+)\W*(?:(?:so|ok|okay|wait|hey|hi|um+|and)\W+(?:(?!wh?at\b|how\b|why\b|where\b|who\b|do\b)\p{L}+\W+)?)?(?:do|d|doo)\s+(?:u|you|ya)\s+(?:like|love|luv)\s+(?!me\b|u\b|you\b|to\b|it\b|that\b|this\b)\w|\bwh?at\s+do\s+(?:u|you|ya)\s+think\s+(?:of|about|abt)\s+(?!me\b|u\b|you\b|it\b|that\b|this\b)\w|^\W*(?:u|you|ya)\s+(?:like|love|luv)\s+(?!me\b|u\b|you\b|to\b|it\b|that\b|this\b)\w[^.!?]*\?/iu;

/** Its family asked after: "do u have a mom", "is ur dad nice too", "wat r ur parents names", "ur mommys tummy". */
const FAMILY_ASKED =
  /\b(?:ur|your|yr|u\s+(?:have|got)\s+(?:a|an|any|some)?|you\s+(?:have|got)\s+(?:a|an|any|some)?)\s*(?:mom|moms|mommy|mommys|mummy|mum|mama|dad|dads|daddy|papa|parents?|brothers?|sisters?|siblings?|family|fam|grandma|grandpa|granny|nana)\b/iu;

/** Missing asked after: "did u miss me", "i missed u so much", "was u lonely wile i was gone". */
const MISSED =
  /\bmis+(?:ed|ing|d)?\s+(?:me|us|u|you|ya)\b|\b(?:were|was|r|are|did|do|did\s+u\s+get)\s+(?:u|you|ya)?\s*(?:get\s+|feel\s+)?(?:lonely|lonley|lonly|lonelee|bored|sad)\s+(?:wh?ile|wile|wen|when|without\s+me|cuz|because)\b/iu;
/** Whether it likes or loves the owner still: "u still like me even wen im sad rite", "do u still love me". */
const LIKES_ME =
  /\b(?:u|you|ya)\s+(?:still\s+|really\s+|even\s+|always\s+)?(?:like|liek|lik)\s+(?:(?:playing|being|hanging\s+out|talking)\s+with\s+)?me\b/iu;
const LOVES_ME = /\b(?:u|you|ya)\s+(?:still\s+|really\s+|even\s+|always\s+)?(?:love|luv|wuv|lov)\s+me\b/iu;
/** Love or friendship told the pet ("i love u", "ily", "ur my best friend"), met in kind as if asked. */
const LOVE_TOLD = new RegExp(String.raw`^\W*(?:i\s+)?(?:really\s+)?(?:${LOVE_SAID.source})`, 'iu');
const FRIEND_TOLD =
  /\b(?:ur|you'?re|youre|you\s+are|u\s+r)\s+(?:my\s+)?(?:best\s+friend|bestie|bff|bestest\s+friend|best\s+buddy)\b/iu;
/** Friends asked: "are we friends", "r we still bffs", "bff?". */
const FRIENDS_ASKED =
  /\b(?:are|r)\s+(?:we|us)\s+(?:still\s+|really\s+)?(?:best\s+)?(?:friends?|bffs?|besties?|buddies|pals)\b|^\W*(?:bffs?|besties?|best\s+friends?)\s*\?/iu;
/**
 * The words of a question about the pet's feelings for the owner that name a feeling of the owner's own but tell none:
 * "even wen im sad" is no sadness told, "was u lonely" no loneliness of theirs.
 */
const FEELING_ASKED = new RegExp(`${MISSED.source}|\\beven\\s+(?:when|wen|if|tho|though)\\b[^.!?]*`, 'giu');
/** The words left to read for the owner's own feelings, beside a question about the pet's for them. */
export const withoutFeelingAsked = (ownerText: string) =>
  lifeByRule(ownerText) ? straightQuotes(ownerText).replace(FEELING_ASKED, ' ') : ownerText;
/** An apology at the start of a message ("sorry i didnt come play with u yesterday"), whatever follows. */
const SORRY = /^\W*(?:(?:i'?m|im|i\s+am)\s+)?(?:so+\s+|really\s+|very\s+)?(?:sorry|sry|soz|sowwy|sorryyy+)\b/iu;

/**
 * Whether a message opens with an apology ("sorry i forgot to feed u"): forgiven first, not a body word in it; "sorry
 * but u kinda stink" is no apology.
 */
export const apologises = (ownerText: string) =>
  SORRY.test(straightQuotes(ownerText)) && !/\bsorry\s+but\b/iu.test(ownerText);

/** "what r u actually", not "what r u doing": what the pet is. */
const WHAT_ARE_YOU =
  /\bwh?at\s+(?:even\s+)?is\s+a\s+tokenlings?\b|\bwh?at\s+(?:u|you)\s+(?:are|r)\b|\bwh?at\s+(?:r|are|re)\s+(?:u|you|ya)\b(?!\s+(?:doin\w*|up|eating|playing|saying|thinking|watching|making|talking|gonna|going|looking|like|called|named|scared|afraid|gonna))/iu;
/** How its day was: "how was ur day", "did u have a good day", "was today fun", "hows ur day going". */
const HOW_DAY =
  /\bday\b[^?]*\bhow\s+(?:was|is|r)\s+(?:urs|yours)\b|\bhow\s*(?:'?s|was|is|r|has|did|iz)\s+(?:ur|your|yr|u'?r|you'?re)\s+day\b|\bhow\s+(?:was|is)\s+today\b|\b(?:did|do)\s+(?:u|you|ya)\s+(?:have\s+)?(?:a\s+)?(?:good|fun|nice|great|happy)\s+day\b|\bwas\s+today\s+(?:fun|good|nice|ok)\b|\bwas\s+(?:ur|your|yr)\s+day\b/iu;
/**
 * What is new: "whats new", "anything new??", "anything exciting happen", "what did i miss", "any news", "newz??",
 * "what have u been up to", "whats happening".
 */
const WHATS_NEW =
  /^\W*(?:any\s+)?newz?s?\W*$|\bwhat\s+have\s+(?:u|you|ya)\s+been\s+(?:up\s+to|doing)\b|\bwhat'?s\s+happening\b|\b(?:wh?at'?s|wats|wuts)\s+new\b|\banything\s+(?:new|exciting|fun|interesting|cool)\b|\bwhat\s+did\s+i\s+miss\b|\btell\s+me\s+something\s+new\b|\bany\s+news\b|\b(?:wh?at'?s|wats)\s+the\s+news\b|\banything\s+happen\w*\b|(?<!guess\s)\bwh?at\s+happened\s+(?:today|while\s+i|when\s+i)\b/iu;
/** Whether the owner asks how the pet's day was or what is new: the day log answers, not a recall or a hello. */
export const asksDayNews = (ownerText: string) => {
  const text = straightQuotes(ownerText);
  return HOW_DAY.test(text) || WHATS_NEW.test(text);
};

/** What to do together: "what should we do", "what do u wanna do now", "what can we play". */
const WHAT_TO_DO =
  /\bwhat\s+(?:should|shall|can|could|will)\s+(?:we|us)\s+(?:do|play)\b|\bwhat\s+(?:do|did)\s+(?:u|you|ya)\s+(?:wanna|want\s+to)\s+(?:do|play)\b(?!\s+for\s+fun)|\bwhat\s+(?:do|should)\s+we\s+do\b/iu;

/** What it likes to do: "wat do u love doing the most", "do u have hobbys", "what r ur favrite things to do". */
const LIKES_TO_DO =
  /\bwhat\s+(?:do|does)\s+(?:u|you|ya)\s+(?:like|love|enjoy)\s+(?:doing|to\s+do)\b|\bhobb(?:y|ies|ys)\b|\bfav(?:ou?rite|orite|rite|e)?\s+things?\s+to\s+do\b|\bwhat\s+(?:do|does)\s+(?:u|you|ya)\s+do\s+for\s+fun\b/iu;

/** Whether it is real: "r u real", "are you a real animal or fake", "is there a real person inside the phone". */
const REAL_ASKED =
  /\b(?:are|r)\s+(?:u|you|ya)\s+(?:just\s+|only\s+|really\s+|actually\s+)?(?:a\s+|an\s+)?(?:real|fake|alive|robot|person|human|computer|machine|app|ai|bot|program|cartoon|video\s+game)\b|\bis\s+(?:this|u|you)\s+(?:just\s+|only\s+)?(?:a\s+|an\s+)?(?:game|app|pretend|robot)\b|\bis\s+(?:there|someone|somebody|anyone|anybody)\s+(?:really\s+)?(?:a\s+)?(?:real\s+)?(?:person|someone|somebody|anyone|anybody|human)?\s*(?:in|inside|in\s+there|behind)\b|\b(?:r|are)\s+(?:u|you|ya)\s+(?:just\s+)?pretend\b/iu;

/** Where it lives: "where do u live", "wat is ur address", "r u in the computer". */
const WHERE_LIVE =
  /\bwhere\s+(?:do|d)\s+(?:u|you|ya)\s+live\b|\b(?:ur|your)\s+address\b|\b(?:r|are)\s+(?:u|you|ya)\s+(?:in|inside)\s+(?:the|my|this|a)\s+(?:computer|phone|tablet|ipad|screen|laptop)\b/iu;
/** Whether it is happy: "are u happy or sad rn", "happy? 😀 or 😞", "is my Pip a happy pet". */
const ARE_YOU_HAPPY = /\b(?:are|r)\s+(?:u|you|ya)\s+(?:happy|sad)\b|^\W*happy\s*\?|\ba\s+happy\s+pet\b/iu;
/** Friends of its own: "do u have friends", "do u got a bff", "whos ur bestie", "… do u have any" of friends. */
const HAVE_FRIENDS =
  /(?:\b(?:do|d)\s+|^\W*)(?:u|you|ya)\s+(?:have|got)\s+(?:a\s+|any\s+)?(?:friends?|bff|bestie|best\s+friends?|buddies)\b|\bwho\s*(?:is|'?s|s|r|are)\s+(?:ur|your)\s+(?:best\s+friends?|bestie|bff|friends?)\b|\bfriends?\b[^?]*\bdo\s+(?:u|you)\s+have\s+any\b/iu;

/** A hug's words: "hug", "huuug", "squeeze", "cuddle". */
const HUG = String.raw`(?:hu+g+|squeeze|squish|cuddle|snuggle)`;
/** A hug offered: "can i give u a hug", "come here for a huggg", "virtual hug?? 🫂", "hug!!!", "can i squeeze u". */
const HUG_ASKED = new RegExp(
  String.raw`(?:^\W*|\bhere\s+|\b(?:but|and|so)\s+|[.!?]\s*)(?:i\s+)?(?:(?:really|still|just|also)\s+)*(?:want|wanna)\s+(?:to\s+)?${HUG}\s+(?:u|you)\b|\b(?:can|may|could)\s+i\s+(?:give\s+(?:u|you)\s+(?:a\s+)?(?:\w+\s+)?)?${HUG}|\b(?:give|gimme)\s+(?:u|you|me)\s+(?:a|the\s+\w+)\s+(?:\w+\s+)?${HUG}|\b(?:for\s+a|big|virtual)\s+hu+g+s?\b|^\W*hu+g+s?\W*$|\bhu+g+s?\s*\?`,
  'iu',
);
/** What it eats: "what kinda stuff do u eat for breakfast", "what do tokenlings eat", "what should i give u to eat". */
const WHAT_EAT =
  /\bwh?at\s+(?:kind\s+of\s+|kinda\s+|sort\s+of\s+|type\s+of\s+)?(?:stuff|things?|food|foods)?\s*(?:do|does|can)\s+(?:u|you|ya|tokenlings?)\s+eat\b|\bwh?at\s+(?:should|can|do|shall)\s+i\s+(?:feed\s+(?:u|you)|(?:give|get|make)\s+(?:u|you)\s+(?:to\s+eat|for\s+(?:breakfast|lunch|dinner|a\s+snack)))\b/iu;

/** What it is doing: "what r u doing", "whatcha doin", "what are you up to", "wyd". */
const WHAT_DOING =
  /\bwh?at\s*(?:'?s|\s+(?:r|are|re|r\s+u|are\s+you))?\s*(?:u|you|ya)?\s+(?:up\s+to|doin\w*|doing)\b|\bwhatcha\s+(?:doin\w*|doing|up\s+to)\b|^\W*wyd\b/iu;

/** Home again: "im home!!", "IM BAAACK", "finally home", "hiii im home from school". */
const IM_HOME =
  /^\W*(?:(?:hi+|hey+|hello|yay|ok|okay|finally|guess\s+what)\W+)*(?:(?:i'?m|im|i\s+am)\s+(?:finally\s+)?(?:home|ba+c+k+)\b|(?:finally\s+)?home\b(?!\s+(?:work|made)))|\b(?:i'?m|im|i\s+am)\s+(?:finally\s+)?(?:home|back)\s+from\s+school\b/iu;

/** News about to be told: "guess what", "guess wat i got", "omg guess what happened". */
const GUESS_WHAT =
  /^\W*(?:\w+\W+){0,2}?guess\s+what\b(?:\s+(?:i|we)\s+(?:got|did|made|saw|found|have|learned|drew))?(?:\s+(?:happened|today))*\W*$/iu;

/** Kinds read by these exact words before the learned reader's labels. */
const EXACT: readonly (readonly [LifeKind, RegExp])[] = [
  ['howDay', HOW_DAY],
  ['whatsNew', WHATS_NEW],
  ['likeMe', LIKES_ME],
  ['doYouLike', DO_U_LIKE],
  ['family', FAMILY_ASKED],
  ['sorry', SORRY],
  ['whatAreYou', WHAT_ARE_YOU],
  ['whatToDo', WHAT_TO_DO],
  ['real', REAL_ASKED],
  ['likesToDo', LIKES_TO_DO],
  ['whereLive', WHERE_LIVE],
  ['areYouHappy', ARE_YOU_HAPPY],
  ['haveFriends', HAVE_FRIENDS],
  ['hug', HUG_ASKED],
  ['whatEat', WHAT_EAT],
  ['whatDoing', WHAT_DOING],
  ['missedMe', MISSED],
  ['loveMe', LOVES_ME],
  ['loveMe', LOVE_TOLD],
  ['friends', FRIEND_TOLD],
  ['friends', FRIENDS_ASKED],
  ['imHome', IM_HOME],
  ['guessWhat', GUESS_WHAT],
];

/**
 * What the exact rules read a message to ask of the pet's life ("do u like snow", "do u have a mom", "how was ur
 * day"), or null: a fact or a body word beside it is not what the reply keeps to. An apology is no question.
 */
export function lifeByRule(ownerText: string): LifeKind | null {
  const text = straightQuotes(ownerText);
  if (SECRET_OFFERED.test(text)) return 'guessWhat';
  const asked = EXACT.find(([, words]) => words.test(text))?.[0] ?? null;
  return asked === 'sorry' ? null : asked;
}

/** What a message asks of the pet's life, from the learned reader's labels, or null; `today` is the day log. */
export function lifeHeard(
  labels: Iterable<string>,
  ownerText: string,
  owner = '',
  today: readonly string[] = [],
  pet?: PetView,
): LifeReading | null {
  const held = new Set(labels);
  const secret = SECRET_OFFERED.exec(straightQuotes(ownerText));
  if (secret) {
    const after = wordsOf(straightQuotes(ownerText).slice(secret.index + secret[0].length));
    return { asked: 'guessWhat', thing: after.length >= SECRET_WORDS ? 'secretTold' : 'secret' };
  }
  // The exact rules first: each is the kind's own words, where a learned label may hear a neighbour kind.
  const asked = EXACT.find(([, words]) => words.test(ownerText))?.[0] ?? LIFE_KINDS.find((k) => held.has(`life:${k}`));
  // "lol u missed" at catch is no "did u miss me".
  if (!asked || (asked === 'missedMe' && !MISSED.test(ownerText))) return null;
  if (asked === 'howDay' || asked === 'whatsNew') return { asked, thing: dayDone(today, owner) };
  if (asked === 'seeMe') return { asked, thing: HEARS.test(ownerText) ? 'hear' : 'see' };
  if (asked === 'whatToDo') return { asked, thing: pet ? neededFirst(pet) : null };
  if (asked === 'areYouHappy') return { asked, thing: pet ? fun(pet) : null };
  return { asked, thing: asked === 'doYouLike' ? thingAsked(ownerText) : null };
}

/** Whether a reply keeps to a life question: the words its row asks for. */
export function answersLife(
  life: LifeReading,
  reply: { body: string; said: readonly string[]; tags: readonly { name: string; arg?: string }[] },
  owner: string,
): boolean {
  return LIFE_ASKS[life.asked].keeps({ ...reply, owner, thing: life.thing });
}

/** What a led reply to a life question opens with, or null. */
export function lifeLead(life: LifeReading, owner: string, pet?: PetView): string | null {
  return LIFE_ASKS[life.asked].lead({ pet, owner, thing: life.thing });
}
