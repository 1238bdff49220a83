/**
 * What each owner intent of the generator (taxonomy.ts, phrases.ts) and each kind of the blind probe sets carries, as
 * the learned reader's labels (src/world/reader.ts): written once, by eye, from what the intent's reply shows
 * (taxonomy.ts) and what the probe kind's rubric asks. An intent whose reply no row of the intent table keeps to
 * (a goodbye, a joke the owner tells) carries none.
 */
import { READER_LABELS, type ReaderLabel } from '../../../src/world/reader.ts';
import { OWNER_INTENTS, type OwnerIntent } from '../data/phrases.ts';
import { LIFE_KINDS } from '../../../src/world/life-asked.ts';

/** The labels of each owner intent's phrasings; a new intent must be added here before the reader trains. */
export const INTENT_LABELS: Record<OwnerIntent, readonly ReaderLabel[]> = {
  greet: ['greeted'],
  bye: [],
  askTime: ['time'],
  askWeather: ['look'],
  askShelf: ['look'],
  // "how are you" reads a body topic only from the pet's state (the table's topics row): no label of its own.
  askFeeling: [],
  askHungry: ['body:snack'],
  askTired: ['body:sleep'],
  askMemory: ['recall'],
  askYesterday: ['yesterday'],
  praise: ['heart:praise'],
  scold: ['mean'],
  love: ['heart:praise'],
  bedtime: ['act:sleep'],
  playTalk: [],
  askGift: ['act:gift'],
  askDance: ['act:dance'],
  askWalkLeft: ['act:walk:left'],
  askWalkRight: ['act:walk:right'],
  askName: ['name:pet'],
  askAge: ['self:age'],
  // The generator's small talk tells what the owner did ("i went to the park today"): a fact a [remember:] may keep.
  chitchat: ['told'],
  nonsense: [],
  foreign: [],
  thanks: ['heart:thanks'],
  sorry: ['life:sorry'],
  joke: [],
  question: [],
  askOwnerName: ['name:owner'],
  askStage: [],
  askWhatAreYou: ['life:whatAreYou'],
  askLikes: [],
  askDirty: ['body:bath'],
  askSick: ['body:medicine'],
  askFun: ['life:areYouHappy'],
  askWant: [],
  toldStinky: ['body:bath'],
  toldHungry: ['body:snack'],
  askToday: ['life:howDay'],
  askDream: ['dream'],
  ownerSad: ['heart:down'],
  ownerHappy: ['heart:proud'],
  ownerProud: ['heart:proud'],
  ownerBored: ['heart:bored'],
  ownerLonely: ['heart:down'],
  ownerScared: ['heart:scared'],
  ownerTired: ['heart:tired'],
  ownerAngry: ['heart:down'],
  ownerSick: ['heart:ill'],
  ownerHungry: [],
  ownerWorried: ['heart:worried'],
  ownerExcited: ['heart:proud'],
  // A good night is answered sleepily, with [sleep] only when tired: no act is asked.
  goodNight: [],
  goodMorning: ['greeted'],
  askLoveMe: ['life:loveMe'],
  hug: ['life:hug'],
  highFive: [],
  ownerJoke: [],
  missYou: ['life:missedMe'],
  askSpin: ['act:spin'],
  askWave: ['act:wave'],
  askSing: ['act:sing'],
  askLaugh: [],
  askJump: [],
  askEat: ['body:snack'],
  askBath: ['body:bath'],
  askDraw: ['act:drawing'],
  outMath: ['outside'],
  outScience: ['outside'],
  outPeople: ['outside'],
  outTech: ['outside'],
  outFuture: ['outside'],
  emojiOnly: [],
  askFriend: ['life:friends'],
  askSecret: ['play:secret'],
  askStory: ['play:story'],
  ownerHome: ['life:imHome'],
  askWhere: ['life:whereLive'],
  askPoop: ['look'],
  askToy: ['look'],
  ownerGift: [],
  ownerSing: [],
  // A serious disclosure: the safety row reads it with its exact rules and with this label, either enough.
  ownerSerious: ['serious'],
  askSeeMe: ['life:seeMe'],
  askReal: ['life:real'],
  askJustTold: ['recall'],
  // What children ask a pet about itself, for play in words and of its life: the self, play and life rows read these
  // labels where their exact rules (names of favourites, play words) do not hold; a thing of the room asked is a look.
  favColor: ['self:colour'],
  favFood: ['self:food'],
  favGame: ['self:game'],
  favSong: ['self:song'],
  favAnimal: ['self:animal'],
  favWeather: ['self:weather'],
  favPlace: ['self:place'],
  favTime: ['self:time'],
  boyGirl: ['life:boyGirl'],
  family: ['life:family'],
  whatEat: ['life:whatEat'],
  likesToDo: ['life:likesToDo'],
  doYouLike: ['life:doYouLike'],
  askJoke: ['play:joke'],
  funny: ['play:funny'],
  riddle: ['play:riddle'],
  playGame: ['play:game'],
  guessWhat: ['life:guessWhat'],
  likeMe: ['life:likeMe'],
  whatDoing: ['life:whatDoing'],
  whatsNew: ['life:whatsNew'],
  areYouHappy: ['life:areYouHappy'],
  whatToDo: ['life:whatToDo'],
  haveFriends: ['life:haveFriends'],
  whereIs: ['look'],
};

/** The generator's intents that ask the pet's favourites, named as the probe kinds are ("favColor"). */
const FAVOURITE_KINDS = OWNER_INTENTS.filter((i) => /^fav[A-Z]/u.test(i));

/**
 * What a blind probe kind carries: `top`, the labels one of which its reading's first must be ('none': it holds none);
 * `held`, labels one of which it must hold besides; `not`, a label it must not hold. A label ending in ":" is any of
 * that row's ("heart:": any feeling). Kinds no row of the table answers (a later-day follow-up) and those
 * whose message is no single intent (two things, an offer, a diary page, a long chat) are left out.
 */
export interface KindExpect {
  top?: readonly string[];
  held?: readonly string[];
  not?: string;
}
export const BLIND_KINDS: Record<string, KindExpect | 'walk'> = {
  actDance: { top: ['act:dance', 'act:spin'] },
  actSpin: { top: ['act:spin'] },
  actWave: { top: ['act:wave'] },
  actSing: { top: ['act:sing'] },
  actSleep: { top: ['act:sleep'] },
  actGift: { top: ['act:gift', 'act:drawing'] },
  // Left or right, as the probe's rubric asks.
  actWalk: 'walk',
  thanks: { top: ['heart:thanks'] },
  compliment: { top: ['heart:praise'] },
  ownerFeeling: { top: ['heart:'] },
  outOfWorld: { top: ['outside'] },
  notTime: { not: 'time' },
  bodySick: { top: ['body:medicine'] },
  bodyHungry: { top: ['body:snack'] },
  bodyTired: { top: ['body:sleep'] },
  bodyDirty: { top: ['body:bath'] },
  insult: { top: ['mean'] },
  petName: { top: ['name:pet'] },
  ownerName: { top: ['name:owner'] },
  tellFact: { top: ['told'] },
  oddFact: { top: ['told'] },
  memoryAsk: { top: ['recall'] },
  memHeader: { top: ['recall'] },
  memChat: { top: ['recall'] },
  memRecallOnly: { top: ['recall'] },
  honesty: { top: ['life:seeMe', 'life:real'] },
  // Comfort first: the fact may be remembered beside it.
  feelingFact: { top: ['told', 'heart:'], held: ['heart:'] },
  serious: { top: ['heart:'] },
  // The probe set's own kinds besides.
  time: { top: ['time'] },
  look: { top: ['look'] },
  yesterday: { top: ['yesterday'] },
  greet: { top: ['greeted'] },
  bye: { top: ['none'] },
  nonsense: { top: ['none'] },
  // What children ask a pet (blind-life): its favourites by the label of the generator's intent of the same name, its
  // life by the life row's label of the same name; its age, play in words and the rest by their rows.
  ...Object.fromEntries(FAVOURITE_KINDS.map((k) => [k, { top: INTENT_LABELS[k] }])),
  ...Object.fromEntries(LIFE_KINDS.map((k) => [k, { top: [`life:${k}`] }])),
  petAge: { top: ['self:age'] },
  joke: { top: ['play:joke'] },
  funny: { top: ['play:funny', 'play:joke'] },
  riddle: { top: ['play:riddle'] },
  story: { top: ['play:story'] },
  playGame: { top: ['play:game'] },
  secret: { top: ['play:secret'] },
  song: { top: ['act:sing'] },
  dreams: { top: ['dream'] },
  weather: { top: ['look'] },
  whereIs: { top: ['look'] },
  // A greeting home is greeted back.
  imHome: { top: ['life:imHome', 'greeted'] },
};

/** Whether a label is one of the patterns ("heart:" matches every feeling). */
const matches = (label: string, patterns: readonly string[]) =>
  patterns.some((p) => (p.endsWith(':') ? label.startsWith(p) : label === p));

/** Whether a reading (its labels, in rank order) is what a blind probe of a kind with its rubric carries. */
export function fitsKind(kind: KindExpect | 'walk', labels: readonly string[], must: readonly string[]): boolean {
  if (kind === 'walk') {
    const way = must.some((m) => m.includes('walk:left')) ? 'act:walk:left' : 'act:walk:right';
    return labels[0] === way;
  }
  const top = labels[0] ?? 'none';
  if (kind.top && !matches(top, kind.top) && !(top === 'none' && kind.top.includes('none'))) return false;
  if (kind.held && !labels.some((l) => matches(l, kind.held!))) return false;
  return !(kind.not && labels.includes(kind.not as ReaderLabel));
}

/** The labels in rank order (READER_LABELS), without repeats. */
export const ranked = (labels: Iterable<string>): ReaderLabel[] => {
  const set = new Set(labels);
  return READER_LABELS.filter((l) => set.has(l));
};
