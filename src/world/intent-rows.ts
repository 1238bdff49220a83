/**
 * The rows of the intents table (INTENTS), highest rank first: for each kind of talk, how it is read from the owner's
 * words (`read`, or `hear` from the learned reader's labels), what a reply that keeps to it shows (`keep`) and what a
 * led reply opens with (`lead`). Adding a kind of talk is adding a row here; intents.ts walks the table.
 */ import { isMeanTo, showsHurt } from './mean.ts';
import { nameAsked, saysName } from './naming.ts';
import { BODY_WANTS, bodySaying, bodyTopicsAsked, talksOfBody, type BodyWant } from './needs.ts';
import { sameWord, straightQuotes, wordsOf } from './text.ts';
import { LOOKUP_TAGS, type ReadLine } from './tags.ts';
import { lookShows, RECALL_NOTHING } from './lookups.ts';
import type { PetView } from './state.ts';
import { DREAMS } from './words.ts';
import { GREETINGS } from './lexicon/greet.ts';
import {
  answersHeart,
  comfortFirst,
  COMFORT_FIRST,
  HEART_LEADS,
  heartsOf,
  PRAISED_AND_THANKED,
  type Heart,
} from './kindness.ts';
import { keepsSafe, readsSerious, safeWordsFor, type Serious } from './safety.ts';
import { asksWhatPetKnows, foundAnswers, headerShares, type Recalled } from './memory-answers.ts';
import type { MessageReader, ReaderLabel } from './reader.ts';
import {
  asksAny,
  asksDream,
  asksHowPetIs,
  asksOutside,
  asksTime,
  asksToLook,
  asksToRecall,
  asksYesterday,
  asksWhereGiven,
  greetsOnly,
  isRoomPlace,
  asksWhereToy,
  lookupsAsked,
  pressingBody,
  toldWords,
  type SeenLookup,
} from './reading.ts';
import { actsAsked, actsHeard, asksWhereGift, doesAct, singLead, type Act } from './acts-asked.ts';
import { answersSelf, favouriteTold, selfAsked, selfLead, selfReading, type SelfReading } from './self-asked.ts';
import {
  gameNamed,
  playAsked,
  playByRule,
  playLead,
  picksRather,
  SECRET_OFFERED,
  storyKeeps,
  tellsPlay,
  type PlayAsked,
  type WordGame,
} from './play-asked.ts';
import {
  answersLife,
  asksDayNews,
  lifeByRule,
  apologises,
  lifeHeard,
  lifeLead,
  sensesAsked,
  withoutFeelingAsked,
  type LifeReading,
} from './life-asked.ts';
import { goodbyeLead, goodbyeOf, meetsGoodbye, type Goodbye } from './goodbye.ts';
import { asksHowItWent, followUpOf, namesPlan, ownerLinesAbove, planCameBack, type FollowUp } from './follow-up.ts';

/** What a message asks or tells, each intent's reading: held when true, non-null or non-empty. */
export interface Intents {
  /** Whether they tell of something serious, and which: danger now, or hurt, bullied, wanting to hurt themselves (safety.ts). */
  serious: Serious;
  /** The sense they ask the pet to use on them ("can u see me", "can u smell my cookie"): it honestly cannot. */
  senses: string | null;
  /** Whose name they ask, if any. */
  name: 'pet' | 'owner' | null;
  /** Whether they are mean to the pet. */
  mean: boolean;
  /** Whether they ask the pet to recall what the owner told it ("whats my dogs name again"), which a [recall:] does. */
  recall: boolean;
  /** The act they ask for ("can u do a twirl": [emote:spin]), as the acts that would do it; none when they ask none. */
  acts: readonly Act[];
  /** Whether they ask the time ("TIME?? quick", "is it bedtime?"): a [clock] answers. */
  time: boolean;
  /** Whether they ask the pet to look around or after what it would see ("is it raining?", "any poop?"): a [look] answers. */
  look: boolean;
  /** Whether they ask what the pet did yesterday or its diary says ("what happened yesterday?"): a [yesterday] answers. */
  yesterday: boolean;
  /** Whether they ask what the pet dreamed ("any dreams?"): a dream told answers. */
  dream: boolean;
  /** The body topics they ask about, or the pressing need of a pet asked how it is ("u ok?" of a sick pet). */
  topics: BodyWant[];
  /** The words of a fact of the owner's life they tell ("my hamster is called crumbs": hamster, crumbs), which a [remember:] keeps. */
  told: string[];
  /** The plan the pet knows of that their words come back to ("i did my test!!"), asked after (follow-up.ts). */
  followUp: FollowUp | null;
  /** Whether they greet the pet and ask nothing more ("heyyy 👋"): the reply greets back. */
  greeted: boolean;
  /** What they say from the heart (kindness.ts): thanks, praise, or how the owner feels, answered in kind. */
  hearts: readonly Heart[];
  /** Whether they ask what no pet in a little screen can know or do (sums, the future, the wide world): "I don't know" answers. */
  outside: boolean;
  /** What about itself they ask the pet (a favourite, its age) and its persona's answer (self-asked.ts). */
  self: SelfReading | null;
  /** The play in words they ask for (a joke, a riddle, a story, a secret), told whole (play-asked.ts). */
  play: PlayAsked | null;
  /** What they ask of the pet's life and theirs together ("do u love me", "r u a boy or a girl"): life-asked.ts. */
  life: LifeReading | null;
  /** The goodbye they say ("nite nite pip i love u"), which the pet says back (goodbye.ts). */
  bye: Goodbye | null;
}
export type Intent = keyof Intents;

/** What the owner's words ask that a reply can be heard to answer (readMessage), read once for all of a turn's candidates. */
export type MessageReading = Intents & {
  names: { pet: string; owner: string };
  /** A memory question's answers the header or the chat above shows (memory-answers.ts). */
  fromHeader: readonly string[];
  /** The game in words they name, where they ask for one ("rock paper scissors!"): the pet takes its turn. */
  game: WordGame | null;
  /**
   * What a story they ask for is to be about ("dragon"; "us" for the two of them), "knock knock" for such a joke, the
   * colour they spy, the two things of their "would u rather", the thing a look is to find ("ball"), or null.
   */
  about: string | null;
  /** Where those are several words of one memory or chat line: it, said back to the owner ("your tooth is wobbly"). */
  toldBack: string | null;
  /** A memory question only an older memory answers: the [recall:] that finds it, and the answer said after it. */
  recalled: Recalled | null;
  /** The lookups their words ask for or speak of (the time, looking around, yesterday): another lookup answers nothing they said. */
  lookups: readonly SeenLookup[];
  /** What else they ask, each in a sentence of its own ("are we friends? can i hug u"): a reply answers all of it. */
  also: readonly AlsoAsked[];
};
/** A sentence of a message read alone, whose first held intent with a lead in words the whole message's reading lacks. */
export interface AlsoAsked {
  intent: Intent;
  reading: MessageReading;
  /** Whether it is the message's first sentence, answered first. */
  first: boolean;
}

/** What a row reads from: the owner's words, the names, the pet, and the intents of the rows above read so far. */
interface ReadFrom {
  text: string;
  names: { pet: string; owner: string };
  pet?: PetView;
  above: Partial<Intents>;
  /** Whether any row above holds. */
  anyAbove: boolean;
  /**
   * The learned reader, read by hand too: the safety row reads its serious label beside its exact rules, and the rows
   * of what children ask a pet (self, play, life) read its labels where no exact rule of theirs holds.
   */
  learned?: MessageReader;
  /** The labels the learned reader hears in the words (none without it). */
  learnedLabels: ReadonlySet<ReaderLabel>;
  /** The owner's memories, oldest first, and today's day log: the plans a later word comes back to. */
  memories: readonly string[];
  today: readonly string[];
  /** The lines above and the message, as readMessage has them: a plan told in the chat above, a coming back. */
  lines: readonly string[];
}
/** What a row hears from: the same, and the labels the learned reader hears in the words. */
interface HearFrom extends ReadFrom {
  heard: ReadonlySet<ReaderLabel>;
}
/** A candidate reply, taken apart once for every row. */
export interface Reply {
  body: string;
  read: ReadLine;
  tags: ReadLine['tags'];
  /** Its words without their marks ("hi!" greets). */
  said: string[];
}
export type Shows<K extends Intent> = (reading: MessageReading, reply: Reply, value: Intents[K]) => number;
/**
 * One intent: `read` gives its reading (only when no row above holds, but those named in `besides`), and `hear` gives
 * it from the learned reader's labels when the message is read with it (a row without one reads with `read` then too);
 * `keep` says what a reply that keeps to it shows, either as a `gate` (a reply that does not show it scores 0, one
 * that shows it in part less than 1, and later rows go on) or as what `decides` the score; `lead` is what a led reply
 * opens with (null: the next held row's; `pick` varies it from try to try).
 */
interface Row<K extends Intent> {
  intent: K;
  besides?: readonly Intent[];
  none: Intents[K];
  read: (from: ReadFrom) => Intents[K];
  hear?: (from: HearFrom) => Intents[K];
  keep: { gate: Shows<K> } | { decides: Shows<K> };
  lead?: (reading: MessageReading, pet?: PetView, pick?: number) => string | null;
  /** Whether the lead is known exactly (a child's safety, the answer the header shows): it opens the first candidate. */
  leadsFirst?: (reading: MessageReading) => boolean;
}
type AnyRow = { [K in Intent]: Row<K> }[Intent];
const row = <K extends Intent>(r: Row<K>): AnyRow => r as unknown as AnyRow;

const has = (reply: Reply, name: string) => reply.tags.some((t) => t.name === name);
/**
 * The keep scores of a memory found but not named in words, and of a recall that finds nothing: both keep (KEEPS),
 * below one that names what it found, and a memory found above none.
 */
const UNNAMED = 0.9;
/** A lookup with no words after it ("[look]{…}!"): below KEEPS, so another candidate is drawn to say what it saw. */
const SAID_NOTHING = 0.4;
/** A look whose words name nothing it saw ("[look]{…} let me look!"): a keep, below one that says what it saw. */
const SAW_UNSAID = 0.6;
/**
 * Whether a reply's words name what its look saw: a word of the result, or one that begins as it ("rain" for rainy);
 * not "there!", which points at a ball the room may not hold.
 */
const namesSeen = (reply: Reply) => {
  const seen = reply.tags.filter((t) => t.name === 'look').flatMap((t) => wordsOf(t.result ?? ''));
  return reply.said.some((w) => seen.some((s) => sameWord(s, w) || (w.length >= 4 && s.startsWith(w))));
};
/** Where a thing to find is, by what a look shows ("shelf: flower, ball · toy: ball · window: sunny"), in words. */
function foundWords(thing: string, seen: string): string {
  const { shelf, toy } = lookShows(seen);
  const names = (what: string) => wordsOf(what).some((w) => sameWord(w, thing));
  if (isRoomPlace(thing)) return `my ${thing} is right here in my room!`;
  // A toy or a gift asked by its kind: the toy it has, the shelf that keeps its gifts.
  if (thing === 'toy') return toy ? `my ${toy} is right here!` : "I don't have a toy right now!";
  if (GIFT_WORDS.includes(thing))
    return shelf.length ? "it's on my shelf with my treasures!" : "I don't see it in my room!";
  if (toy && names(toy)) return `my ${thing} is right here!`;
  return shelf.some(names) ? `the ${thing} is on my shelf!` : `I don't see the ${thing} in my room!`;
}
/** Words for a gift given, found on the shelf. */
const GIFT_WORDS = ['gift', 'present', 'prezzie', 'pressie'];
/** An answer named and then unsaid: below one named alone, above a memory found and not named. */
const UNSAID = 0.95;
/** Comfort for a plan that went badly that leaves the plan unnamed: below KEEPS, above a reply that does neither. */
const COMFORTED_UNNAMED = 0.4;
/** "how was it?" to an owner back from a plan the pet knows: below KEEPS, above comfort alone. */
const ASKED_UNNAMED = 0.45;
/** Words of not knowing or not remembering, which unsay an answer named beside them. */
const FORGOT = /\b(?:don't|dont|do\s+not)\s+(?:know|remember)\b|\bforgot\b|\bno\s+idea\b|\bnot\s+sure\b/u;
const NOTHING_FOUND = 0.75;
const yes = (b: boolean) => (b ? 1 : 0);
/**
 * The acts asked, but none where a favourite time is asked, nor a song where a favourite song is only named ("whats ur
 * fav song"; "sing me ur fav song" asks it sung).
 */
function withoutFavourite(text: string, acts: Act[]): Act[] {
  const fav = selfAsked(text);
  if (fav === 'time') return [];
  return fav === 'song' && !/\bsing\b/iu.test(text) ? acts.filter((a) => a !== 'sing') : acts;
}
/** Whether an intent's reading holds: true, a name, or a non-empty list. */
export const holds = (v: Intents[Intent]) => (Array.isArray(v) ? v.length > 0 : !!v);

/** A joke, a riddle or a game asked by name, or a secret offered: what a bored or sad owner asking for one wants is the play. */
const asksForPlay = (text: string) => playByRule(text) !== null || SECRET_OFFERED.test(straightQuotes(text));

/** The hearts, in the order the learned reader's labels rank them (reader.ts, READER_LABELS). */
const HEARTS: readonly Heart[] = ['thanks', 'praise', 'ill', 'scared', 'down', 'tired', 'worried', 'proud', 'bored'];

/** Words of a dream told. */
const DREAM_WORDS = ['dream', 'dreams', 'dreamed', 'dreamt', 'dreaming', 'dreamy', 'nightmare', 'slept'];
/** Words of an honest, cute "I don't know" or "I can't" (the dunno banks' words): any one answers a question outside the pet's world. */
const DUNNO = [
  'know',
  'dunno',
  'idk',
  'sure',
  'idea',
  'clue',
  "can't",
  'cannot',
  'cant',
  "don't",
  'mystery',
  'wonder',
  'tiny',
  'little',
  'small',
  'screen',
  'never',
  'wait',
  'future',
  'hope',
  'maybe',
  'guess',
  'beats',
  'sorry',
  'afraid',
  'tricky',
  'hard',
  'hmm',
  'hmmm',
  'wish',
  'psychic',
  'fortune',
  'knows',
  'teach',
  'calculator',
  'heard',
  'only',
  'tell',
  'learn',
  'big',
  'beyond',
  'no',
];

/** The body topics asked, or the pressing need of a pet asked how it is with nothing above ("u ok?" of a sick pet). */
function topicsOr(asked: BodyWant[], { text, pet, anyAbove }: ReadFrom): BodyWant[] {
  const need = asked.length === 0 && pet && !anyAbove && asksHowPetIs(text) ? pressingBody(pet) : null;
  return need ? [need] : asked;
}

/** Words that ask about the owner ("do i", "am i", "my"): a favourite or age asked so is the owner's to remember. */
const OWNER_ASKED = /\b(?:i|my|me)\b/iu;

/** Words that ask after the pet's own body beside a memory question ("are u hungry? and whats my dogs name"). */
const PET_BODY_ASKED = /\b(?:are|r)\s+(?:u|you|ya)\b|\b(?:ur|you're|youre|your|u\s+ok|you\s+ok)\b/iu;

/**
 * Whether the learned reader hears a question about the pet itself, play or its life and nothing of its body ("what
 * do u eat", "do u like carrots", "tell me a bedtime story"): the food or sleep in it is no body topic.
 */
const asksOfItsLife = (labels: ReadonlySet<ReaderLabel>) =>
  [...labels].some((l) => /^(?:self|play|life):/u.test(l)) && ![...labels].some((l) => l.startsWith('body:'));

/** The pet's own favourite or its life asked by the exact rules ("i love music!! do u like music too"). */
const asksOfPet = (text: string) => selfAsked(text) !== null || lifeByRule(text) !== null;

/** The hearts of the owner's own words, the words of a question about the pet's feelings left out. */
const feltBy = (text: string) => {
  const felt = withoutFeelingAsked(text);
  return heartsOf(felt, asksAny(felt));
};

/** The hearts beside a life question the exact rules read ("whos ur bestie 💕"): only a feeling to comfort comes first. */
const besideLife = (text: string, hearts: Heart[]) =>
  lifeByRule(text) ? hearts.filter((h) => COMFORT_FIRST.includes(h)) : hearts;

/** The intents, highest rank first. */
export const INTENTS: readonly AnyRow[] = [
  row({
    // Above all else: kindness and a grown-up to tell, never a joke, a dance, a gift or a fact noted.
    intent: 'serious',
    none: false,
    // A miss costs a child a joke, a false alarm a kind word: either reading is enough.
    read: ({ text, names, learned }) => readsSerious(text, names, learned),
    keep: { decides: (_, reply) => keepsSafe(reply.read) },
    lead: (r) => (r.serious ? ` ${safeWordsFor(r.serious)}` : null),
    leadsFirst: () => true,
  }),
  row({
    // "can u see me?", "can u smell my cookie": honest before anything it would do with the cookie or the wave.
    intent: 'senses',
    none: null,
    read: ({ text }) => sensesAsked(text),
    keep: { decides: (r, reply, sense) => yes(answersLife({ asked: 'seeMe', thing: sense }, reply, r.names.owner)) },
    lead: (r, pet) => lifeLead({ asked: 'seeMe', thing: r.senses }, r.names.owner, pet),
    leadsFirst: () => true,
  }),
  row({
    intent: 'name',
    none: null,
    read: ({ text }) => nameAsked(text),
    hear: ({ heard }) => (heard.has('name:pet') ? 'pet' : heard.has('name:owner') ? 'owner' : null),
    keep: { gate: (r, reply, who) => yes(saysName(reply.body, r.names[who!])) },
    // The name itself, as the header spells it: the model writes the rest.
    lead: (r) => (r.name === 'pet' ? ` my name is ${r.names.pet}` : ` your name is ${r.names.owner}`),
  }),
  row({
    intent: 'mean',
    besides: ['name'],
    none: false,
    // "i need a joke rn my sister is being annoying": the joke is asked, the sister is the annoying one.
    read: ({ text, names }) => isMeanTo(text, names.pet) && !asksForPlay(text),
    hear: ({ heard }) => heard.has('mean'),
    keep: { gate: (_, reply) => yes(showsHurt(reply.body)) },
  }),
  row({
    // "nite nite pip i love u": good night said back, and the love, not a sleep asked for or a feeling.
    intent: 'bye',
    none: null,
    read: ({ text }) => goodbyeOf(text, asksAny(text), actsAsked(text).length > 0),
    keep: { decides: (_, reply, bye) => meetsGoodbye(bye!, reply.said, reply.tags) },
    lead: (r) => goodbyeLead(r.bye!, r.names.owner),
  }),
  row({
    // "wheres my present" asks for the gift the pet gives, though its words are a memory question's.
    intent: 'recall',
    besides: ['mean'],
    none: false,
    // Not a favourite of the pet's own ("whats ur fav colour mine is purple"): the self row answers that; one of the
    // owner's own ("wat colour do i like best", "how old am i") is a memory question.
    // The learned reader's recall, where a shown memory shares a word with the question ("when is my birthday").
    read: ({ text, learnedLabels, memories }) =>
      (asksToRecall(text) || asksWhatPetKnows(text) || (learnedLabels.has('recall') && headerShares(text, memories))) &&
      !asksWhereGift(text) &&
      !asksWhereGiven(text) &&
      !asksWhereToy(text) &&
      !asksDayNews(text) &&
      !gameNamed(text) &&
      (selfAsked(text) === null || OWNER_ASKED.test(text)),
    hear: ({ heard }) => heard.has('recall'),
    // A recall, or the answer the header shows said ("tacos!!"), not a recall that finds nothing beside it; a memory
    // found and named in words ("[recall:dog]{Sam has a dog named Peanut} it's Peanut!") over one left to its chip.
    keep: {
      gate: (r, reply) => {
        const found = reply.tags.filter((t) => t.name === 'recall' && t.result && t.result !== RECALL_NOTHING);
        const names = (answers: readonly string[]) =>
          reply.said.some((w) => answers.some((a) => sameWord(a.toLowerCase(), w)));
        const named = found.some((t) => names(foundAnswers(t.result!, t.arg ?? '', r.names.owner)));
        // Named, then forgotten in the same breath ("it's Tariq! I don't know that place").
        if ((named || names(r.fromHeader)) && FORGOT.test(reply.said.join(' '))) return UNSAID;
        if (r.fromHeader.length) return names(r.fromHeader) || named ? 1 : found.length ? UNNAMED : 0;
        if (!has(reply, 'recall')) return 0;
        return named ? 1 : found.length ? UNNAMED : NOTHING_FOUND;
      },
    },
    // A memory question alone: beside a request ("wheres my gift") or a body topic a [recall: would answer the lesser
    // part. Where the header or the chat shows the one answer no recall would find, it is said ("it's mittens!").
    lead: (r) => {
      if (r.acts.length || r.topics.length || r.mean) return null;
      // An older memory the header no longer shows, found by the one [recall:] that finds it and named after it.
      if (r.recalled) return ` [recall:${r.recalled.keyword}]{${r.recalled.found}} ${r.recalled.said}`;
      // "you told me you found a crab!", but an answer said alone where it names no one ("a giraffe and a penguin!").
      if (r.toldBack) return /\byou(?:r|'re)?\b/u.test(r.toldBack) ? ` you told me ${r.toldBack}!` : ` ${r.toldBack}!`;
      if (r.fromHeader.length === 1) return ` it's ${r.fromHeader[0]}!`;
      return r.fromHeader.length === 0 ? ' [recall:' : null;
    },
    leadsFirst: (r) => r.fromHeader.length === 1 || r.toldBack !== null || r.recalled !== null,
  }),
  row({
    intent: 'acts',
    besides: ['name', 'mean', 'recall'],
    none: [],
    // Not bedtime set against the morning ("morning or bedtime which is better") nor a song in "fav song?": a
    // favourite asked.
    // Nor the gift an apology names ("sorry i forgot to give u a present"): forgiven (the life row).
    read: ({ text }) => (apologises(text) ? [] : withoutFavourite(text, actsAsked(text))),
    hear: ({ text, heard }) => (apologises(text) ? [] : withoutFavourite(text, actsHeard(heard, text))),
    keep: { gate: (_, reply, acts) => yes(acts.some((a) => doesAct(a, reply.read))) },
    // A song asked alone is led by a verse of the pet's own; the other acts are their tag, the model's to write.
    lead: (r, pet, pick) => (pet && r.acts.length === 1 && r.acts[0] === 'sing' ? singLead(pet, pick) : null),
  }),
  // The time, a look, yesterday and a dream are answered by their lookup before a body word beside them ("is it dinner
  // time yet?", "is there poop on the floor, it stinks in here", "did u sleep ok? what happened yesterday").
  row({
    intent: 'time',
    none: false,
    // Not its favourite time of day ("wat time of the day do u like most").
    read: ({ text }) => asksTime(text) && selfAsked(text) !== 'time',
    hear: ({ text, heard }) => heard.has('time') && selfAsked(text) !== 'time',
    keep: { decides: (_, reply) => yes(has(reply, 'clock')) },
    lead: () => ' [clock]',
  }),
  row({
    intent: 'look',
    none: false,
    // A favourite asked is the persona's to answer ("whats ur favrit weather"), as the time row leaves a favourite time.
    read: ({ text }) => asksToLook(text, bodyTopicsAsked(text)) && selfAsked(text) === null,
    hear: ({ heard }) => heard.has('look'),
    // A look and what it saw said ("I only see my duck!"), above words of something else, above a bare "!"; a thing
    // to find named, found or not ("my ball is right here!", "I don't see a hat").
    keep: {
      decides: (r, reply) => {
        if (!has(reply, 'look')) return 0;
        if (reply.said.length === 0) return SAID_NOTHING;
        if (namesSeen(reply) || (r.about && reply.said.some((w) => sameWord(w, r.about!)))) return 1;
        return r.about ? SAID_NOTHING : SAW_UNSAID;
      },
    },
    // What the look shows is known: a thing to find is said found or not after it.
    lead: (r, pet) => {
      const seen = pet?.around?.seen;
      return r.about && seen ? ` [look]{${seen}} ${foundWords(r.about, seen)}` : ' [look]';
    },
    // A thing to find: what the look shows says where it is, from the first candidate.
    leadsFirst: (r) => r.about !== null,
  }),
  row({
    intent: 'yesterday',
    none: false,
    read: ({ text }) => asksYesterday(text),
    hear: ({ heard }) => heard.has('yesterday'),
    keep: { decides: (_, reply) => yes(has(reply, 'yesterday')) },
    lead: () => ' [yesterday]',
  }),
  row({
    intent: 'dream',
    none: false,
    read: ({ text }) => asksDream(text),
    hear: ({ heard }) => heard.has('dream'),
    // A dream told (its word, or what was dreamed of: "the moon floated by…"), or yesterday's page read.
    keep: {
      decides: (_, reply) =>
        yes(
          reply.said.some((w) => DREAM_WORDS.includes(w) || (DREAMS as readonly string[]).includes(w)) ||
            has(reply, 'yesterday') ||
            has(reply, 'dream'),
        ),
    },
    lead: () => ' I dreamed',
  }),
  row({
    // "u ok?", "feeling better yet?" asked of a pet with a pressing need (sick, starving, exhausted, stinky) and nothing
    // else: the reply talks of it, as the generator answers "how are you" from the most pressing need.
    intent: 'topics',
    besides: ['name', 'mean', 'recall', 'acts'],
    none: [],
    read: (from) => {
      // "do u know my fav food": the food is the owner's, asked back, not the pet's tummy; "whats ur fav food" asks
      // its persona (the self row), not its tummy either, nor "what do u eat" or "tell me a bedtime story".
      // Nor the clouds a unicorn eats in a story asked for.
      if (
        selfAsked(from.text) ||
        asksOfItsLife(from.learnedLabels) ||
        lifeByRule(from.text) ||
        asksForPlay(from.text) ||
        apologises(from.text)
      )
        return [];
      if (from.above.recall && !PET_BODY_ASKED.test(from.text)) return [];
      return topicsOr(bodyTopicsAsked(from.text), from);
    },
    hear: (from) => {
      if (
        selfAsked(from.text) ||
        lifeByRule(from.text) ||
        asksForPlay(from.text) ||
        apologises(from.text) ||
        (from.above.recall && !PET_BODY_ASKED.test(from.text))
      )
        return [];
      return topicsOr(
        BODY_WANTS.filter((w) => from.heard.has(`body:${w}`)),
        from,
      );
    },
    keep: { gate: (_, reply, topics) => yes(topics.some((t) => talksOfBody(reply.body, t))) },
    // Where the pet stands on it, in the needs line's word ("I'm stinky"). Not beside an act asked ("take a nap, u look
    // so tired"): doing it is the answer.
    lead: (r, pet) => (pet && r.acts.length === 0 ? ` ${bodySaying(r.topics[0]!, pet)}` : null),
  }),
  row({
    // "i did my test!!" of a test the pet knows is coming: asked after, not "what test?". A feeling told with it is
    // comforted first (the hearts row, beside it).
    intent: 'followUp',
    besides: ['time'],
    none: null,
    // Or "im back!!" of a plan told today or remembered: "how was your spelling test?".
    read: ({ text, names, memories, today, lines }) =>
      followUpOf(text, names.owner, memories, today, ownerLinesAbove(lines, names.owner)) ??
      planCameBack(text, lines, names, memories, today),
    // Comfort that leaves the plan unnamed ("I'm sorry you're sad" to "the test was so hard"), or "how was it?" to an
    // owner back from it: below KEEPS, so a led candidate names it (a friend remembers what it was).
    keep: {
      gate: (r, reply, f) => {
        if (namesPlan(f!, reply.said)) return 1;
        if (asksHowItWent(reply.said)) return f!.back ? ASKED_UNNAMED : 1;
        return r.hearts.some((h) => COMFORT_FIRST.includes(h)) ? COMFORTED_UNNAMED : 0;
      },
    },
    // Told how it went: glad of a win ("yay! your soccer game!"), sorry of a hard or scary one ("oh no, your math
    // test...", "oh no, the dentist..."), the comfort left to the model after it.
    lead: (r) => {
      const f = r.followUp!;
      if (r.hearts.some((h) => COMFORT_FIRST.includes(h))) return ` oh no, ${f.said}...`;
      if (r.hearts.includes('proud')) return ` yay! ${f.said}!`;
      if (f.fetched) return ` ooh, did you get ${f.said}?`;
      if (f.visitor) return ` ooh, did ${f.said} come?`;
      return f.back ? ` ooh, how was ${f.said}?` : ` ooh, ${f.said}! how did it go?`;
    },
  }),
  row({
    // A fact told beside a question or a request ("i just got home, do u know who i am") is not what the reply keeps to.
    intent: 'told',
    besides: ['time'],
    none: [],
    // Not where another row answers what was said (toldElsewhere): the play, the answer, the forgiving is wanted.
    read: (from) => (toldElsewhere(from) ? [] : toldWords(from.text, from.names)),
    hear: (from) => (from.heard.has('told') && !toldElsewhere(from) ? toldWords(from.text, from.names, true) : []),
    keep: {
      decides: (r, reply, told) => {
        const kept = reply.tags.filter((t) => t.name === 'remember').flatMap((t) => wordsOf(t.arg ?? ''));
        const share = told.filter((w) => kept.some((k) => sameWord(k, w))).length / told.length;
        // A feeling told with the fact ("my grandpa is in the hospital"): the words comfort first; the fact may be kept.
        // A worry about what is coming ("a test tomorrow") is also worth keeping, for a later day to ask after it.
        const comfort = comfortFirst(r.hearts, reply.read);
        if (comfort !== null) return comfort > 0 && r.hearts.includes('worried') ? (comfort + share) / 2 : comfort;
        // Told with another heart ("i got an A!!"): remembering it and answering in kind count alike.
        return r.hearts.length > 0 ? (share + yes(r.hearts.some((h) => answersHeart(h, reply.read)))) / 2 : share;
      },
    },
    // A feeling is led by its comfort (the hearts row's lead), not by the fact; other news by its word in kind first
    // ("yay! [remember:Maya lost a tooth]"), which the score wants beside the fact.
    lead: (r) =>
      r.hearts.some((h) => COMFORT_FIRST.includes(h))
        ? null
        : r.hearts.length
          ? ` ${HEART_LEADS[r.hearts[0]!]}! [remember:`
          : ' [remember:',
  }),
  row({
    // A greeting is greeted back when the message asks nothing more ("hi! whats ur name" wants the name).
    intent: 'greeted',
    besides: ['time'],
    none: false,
    // "sup whats new" asks what is new (the life row).
    read: ({ text }) => greetsOnly(text) && !asksDayNews(text),
    hear: ({ text, heard }) => heard.has('greeted') && !asksDayNews(text),
    keep: {
      decides: (r, reply) =>
        yes(
          reply.tags.some((t) => t.name === 'emote' && t.arg === 'wave') ||
            reply.said.some((w) => GREETINGS.includes(w)) ||
            saysName(reply.body, r.names.owner),
        ),
    },
    // Greeted by name, where the model's own line greets nobody ("hiii pip": "yay!").
    lead: (r) => ` hi ${r.names.owner}!`,
  }),
  row({
    // Thanks, praise or a feeling, when the message asks nothing the rows above read and is no mere greeting.
    intent: 'hearts',
    besides: ['time', 'told', 'followUp'],
    none: [],
    // Not where another row answers the feeling (heartElsewhere). "u still like me even wen im sad" tells no sadness:
    // the words of the pet's feelings asked are left out.
    read: ({ text }) => (heartElsewhere(text) ? [] : besideLife(text, feltBy(text))),
    hear: ({ text, heard }) =>
      heartElsewhere(text)
        ? []
        : besideLife(
            text,
            withoutFeelingAsked(text) === text ? HEARTS.filter((h) => heard.has(`heart:${h}`)) : feltBy(text),
          ),
    keep: {
      decides: (_, reply, hearts) =>
        comfortFirst(hearts, reply.read) ?? yes(hearts.some((h) => answersHeart(h, reply.read))),
    },
    // A few words in kind ("you're welcome", "oh no"), a feeling's first; not beside an act asked.
    lead: (r) => {
      if (r.acts.length) return null;
      const comfort = r.hearts.find((h) => COMFORT_FIRST.includes(h));
      if (!comfort && r.hearts.includes('thanks') && r.hearts.includes('praise')) return ` ${PRAISED_AND_THANKED}`;
      return ` ${HEART_LEADS[comfort ?? r.hearts[0]!]}`;
    },
  }),
  row({
    // "whats ur fav colour", "how old r u": its persona answers. Before outside, whose "I don't know" it is not.
    intent: 'self',
    none: null,
    // "do u like pizza its my best food ever" asks whether it likes pizza, though the learned reader hears a favourite:
    // a life question read by its own words is no favourite but by the exact rules.
    // The owner's own told after the pet named its own ("mine is purple") is met by its word.
    read: ({ text, pet, learnedLabels, lines, names }) =>
      favouriteTold(text, petLineAbove(lines, names.pet), pet) ??
      selfReading(text, pet, lifeByRule(text) ? [] : learnedLabels),
    keep: {
      decides: (_, reply, self) =>
        self!.back
          ? yes(
              [...reply.said, ...reply.tags.flatMap((t) => (t.name === 'remember' ? wordsOf(t.arg ?? '') : []))].some(
                (w) => sameWord(w, wordsOf(self!.theirs ?? '').at(-1) ?? ''),
              ),
            )
          : yes(answersSelf(self!.asked, reply.said, self!.own)),
    },
    lead: (r, pet) => selfLead(r.self!.asked, pet, r.self!.theirs ?? null, r.self!.back),
  }),
  row({
    // "tell me a joke pls": a whole joke answers, not a laugh; "tell me a story": a story.
    intent: 'play',
    none: null,
    // "do you like playing hide and seek" asks whether it likes the game, not to start it.
    read: ({ text, learnedLabels, lines, names }) => {
      const play = playAsked(
        text,
        learnedLabels,
        petLineAbove(lines, names.pet),
        ownerLinesAbove(lines, names.owner).at(-1),
      );
      return play === 'game' && lifeByRule(text) === 'doYouLike' ? null : play;
    },
    // A story keeps to its thing and a knock-knock joke to its knock; a guess at I spy need not say the colour.
    keep: {
      decides: (r, reply, play) =>
        r.game === 'rather' && r.about
          ? yes(picksRather(r.about, reply.said))
          : yes(
              tellsPlay(play!, reply.body) &&
                ((play !== 'story' && play !== 'joke') || storyKeeps(r.about, reply.said)),
            ),
    },
    lead: (r, pet, pick) => playLead(r.play!, pick, pet, r.game, r.about),
  }),
  row({
    // "do u love me", "r u a boy or a girl", "what r u doing": answered true of its header, in its own words.
    intent: 'life',
    none: null,
    read: ({ text, names, learnedLabels, today, pet, lines }) =>
      secretTold(text, lines, names.pet)
        ? { asked: 'guessWhat', thing: 'secretTold' }
        : lifeHeard(learnedLabels, text, names.owner, today, pet),
    keep: { decides: (r, reply, life) => yes(answersLife(life!, reply, r.names.owner)) },
    lead: (r, pet) => lifeLead(r.life!, r.names.owner, pet),
  }),
  row({
    intent: 'outside',
    none: false,
    read: ({ text, names, above }) => asksOutside(text, names.pet, lookupsOf(text, above)),
    hear: ({ heard }) => heard.has('outside'),
    // No lookup, and an honest "I don't know".
    keep: {
      decides: (_, reply) =>
        yes(
          !reply.tags.some((t) => (LOOKUP_TAGS as readonly string[]).includes(t.name)) &&
            reply.said.some((w) => DUNNO.includes(w)),
        ),
    },
  }),
];

/** Whether the message tells the secret the pet asked to be told ("ooh! tell me! I won't tell anyone!" … "i still sleep with my bunny"). */
const secretTold = (text: string, lines: readonly string[], pet: string) => {
  const above = petLineAbove(lines, pet);
  return (
    /\btell\s+me\b/iu.test(above) &&
    /\bwon'?t\s+tell\b|\bsecret\b/iu.test(above) &&
    !asksAny(text) &&
    wordsOf(text).length >= 3
  );
};

/**
 * Words whose facts are not what a reply keeps to: beside a joke, a riddle or a game asked by name, the pet's own
 * favourite or life asked ("my fav colour is green wats urs", "i love music!! do u like music too"); an apology's
 * ("sorry i dropped my phone": forgiven); a secret the pet asked to be told (kept, not noted); the owner's favourite
 * after the pet named its own (met by its word).
 */
const toldElsewhere = ({ text, lines, names }: ReadFrom) =>
  asksForPlay(text) ||
  asksOfPet(text) ||
  apologises(text) ||
  secretTold(text, lines, names.pet) ||
  favouriteTold(text, petLineAbove(lines, names.pet)) !== null;

/**
 * Words whose feelings another row answers: what is new ("anything exciting happen"), play ("im bored tell me a
 * joke"), an apology's sad face ("sorry i forgot to feed u 😔": forgiven by the life row).
 */
const heartElsewhere = (text: string) => asksDayNews(text) || asksForPlay(text) || apologises(text);

/** The pet's line just before the message, its words after the name, or "". */
const petLineAbove = (lines: readonly string[], pet: string) => {
  const above = lines.at(-2) ?? '';
  return above.startsWith(`${pet}: `) ? above.slice(pet.length + 2) : '';
};

/** The lookups a message speaks of; a look, yesterday or a dream read is one though its words be another's ("whats in ur hands?"). */
export const lookupsOf = (text: string, read: Partial<Intents>): SeenLookup[] => [
  ...new Set([
    ...lookupsAsked(text),
    ...(read.look ? ['look' as const] : []),
    ...(read.yesterday || read.dream ? ['yesterday' as const] : []),
  ]),
];
