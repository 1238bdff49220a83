/**
 * The words of the training data: how owners say things and how pets answer.
 * This is where the pet's personality comes from. Text only: the generator adds
 * every tag, lookup and event from src/world, so none appear here.
 *
 * Placeholders: {owner} {pet} {food} (bare, "cookie") {aFood} ("a cookie")
 * {part} (morning/afternoon/evening/night) {weather} {stars} {hours} {stage}
 * {gift} {dream} {thing} (a fact's keyword, e.g. "dog").
 * Pet text never contains * [ ] { } or a newline, and never "Word: " (a speaker prefix).
 */
import type { Stage, Trait } from '../../../src/world/index.ts';

/** A list of phrasings, some for every stage and some only for one (kids and adults speak differently). */
export type Bank = { any?: string[] } & Partial<Record<Stage, string[]>>;

/** What the owner means by a line. */
export const OWNER_INTENTS = [
  'greet', 'bye', 'askTime', 'askWeather', 'askShelf', 'askFeeling', 'askHungry', 'askTired',
  'askMemory', 'askYesterday', 'praise', 'scold', 'love', 'bedtime', 'playTalk', 'askGift',
  'askDance', 'askWalkLeft', 'askWalkRight', 'askName', 'askAge', 'chitchat', 'nonsense', 'foreign',
  'thanks', 'sorry', 'joke', 'question',
] as const;
export type OwnerIntent = (typeof OWNER_INTENTS)[number];

/** How owners say each intent. */
export const OWNER_SAYS: Record<OwnerIntent, string[]> = {
  greet: ['hi {pet}!', 'hello', 'good {part}, {pet}'],
  bye: ['bye {pet}', 'gotta go, see you later', 'brb'],
  askTime: ['what time is it?', 'do you know the time?', 'is it late?'],
  askWeather: ["what's the weather like?", 'is it raining outside?', 'look out the window, what do you see?'],
  askShelf: ["what's on your shelf?", 'show me your treasures', 'what do you have in your room?'],
  askFeeling: ['how are you?', 'how do you feel?', 'you ok?'],
  askHungry: ['are you hungry?', 'want something to eat?', 'hungry?'],
  askTired: ['are you tired?', 'sleepy?', 'do you need a nap?'],
  askMemory: ['do you remember my {thing}?', 'what do you know about my {thing}?', 'remember the {thing}?'],
  askYesterday: ['what did you do yesterday?', 'how was yesterday?', 'tell me about yesterday'],
  praise: ['good job {pet}!', "you're so smart", 'well done!'],
  scold: ['no! bad {pet}', "don't do that", 'that was naughty'],
  love: ['I love you {pet}', 'you are the best pet ever', 'love you!'],
  bedtime: ['time for bed', 'go to sleep, {pet}', 'good night!'],
  playTalk: ['wanna play?', "let's play!", 'are you bored?'],
  askGift: ['do you have a present for me?', 'got anything for me?', 'can I have a gift?'],
  askDance: ['dance for me!', 'can you dance?', 'show me a dance'],
  askWalkLeft: ['go left!', 'walk to the left', 'move left please'],
  askWalkRight: ['go right!', 'walk to the right', 'move right please'],
  askName: ["what's your name?", 'who are you?', 'tell me your name'],
  askAge: ['how old are you?', 'what day is it for you?', 'are you a baby?'],
  chitchat: ['I had pizza for lunch', 'school was long today', 'my friend says hi'],
  nonsense: ['asdfgh', 'blorp', 'banana phone?'],
  foreign: ['hola {pet}!', 'bonjour', 'こんにちは'],
  thanks: ['thank you!', 'thanks {pet}', 'aww thanks'],
  sorry: ["I'm sorry", 'sorry I was gone', 'my bad'],
  joke: ['knock knock', 'want to hear a joke?', 'why did the chicken cross the road?'],
  question: ['what is your favourite food?', 'do you like music?', 'what do you dream about?'],
};

/** Facts an owner tells about themselves: what they say, the fact the pet remembers, and the keyword to recall it by. */
export interface FactSeed {
  /** The owner's words. */
  say: string;
  /** The memory, naming the owner ({owner}), without gendered pronouns. */
  fact: string;
  /** One word shared by the fact, used in [recall:…] and {thing}. */
  thing: string;
}
export const FACTS: FactSeed[] = [
  { say: 'I have a dog named Rex', fact: '{owner} has a dog named Rex', thing: 'dog' },
  { say: 'my favourite colour is blue', fact: "{owner}'s favourite colour is blue", thing: 'colour' },
  { say: 'I play the piano', fact: '{owner} plays the piano', thing: 'piano' },
];

/** What pets say, by situation. */
export const PET_SITUATIONS = [
  'greet', 'bye', 'time.morning', 'time.afternoon', 'time.evening', 'time.night',
  'weather.sunny', 'weather.cloudy', 'weather.rainy', 'weather.snowy', 'weather.windy', 'weather.foggy',
  'shelf', 'feel.starving', 'feel.hungry', 'feel.stuffed', 'feel.exhausted', 'feel.sleepy', 'feel.hyper',
  'feel.sad', 'feel.bored', 'feel.happy', 'feel.giddy', 'feel.stinky', 'feel.sick', 'feel.okay',
  'remember', 'recallHit', 'recallMiss', 'yesterdayHit', 'yesterdayNone', 'praised', 'scolded', 'loved',
  'bedtimeYes', 'bedtimeNo', 'playYes', 'playTired', 'giftGive', 'giftNo', 'dance', 'walk', 'name', 'age',
  'confused', 'thanks', 'sorry', 'joke', 'chitchat', 'question',
  'acceptFood', 'refuseFoodFull', 'acceptBath', 'refuseBath', 'acceptMedicine', 'refuseMedicine',
  'acceptCatch', 'refuseCatch', 'catchLow', 'catchMid', 'catchHigh',
  'pooped', 'cleaned', 'patted', 'lightsOffSleepy', 'lightsOffAwake', 'lightsOn', 'wokeUp', 'cameBack', 'grew',
  'idle', 'sleepyIdle', 'hungryIdle',
] as const;
export type PetSituation = (typeof PET_SITUATIONS)[number];

export const PET_SAYS: Record<PetSituation, Bank> = {
  greet: { any: ['hi {owner}!'], baby: ['hi hi!'], kid: ['hiii {owner}!!'], teen: ['oh hey'], adult: ['hello, {owner}. good {part}.'] },
  bye: { any: ['bye bye!'], teen: ['later'], adult: ['see you soon, {owner}.'] },
  'time.morning': { any: ['morning already!'], adult: ['a fresh morning.'] },
  'time.afternoon': { any: ['still afternoon'] },
  'time.evening': { any: ['evening! the sky is orange'] },
  'time.night': { any: ["it's so late!!"], baby: ['sleepy time'] },
  'weather.sunny': { any: ['so sunny!'] },
  'weather.cloudy': { any: ['lots of clouds'] },
  'weather.rainy': { any: ['drip drop, rain'] },
  'weather.snowy': { any: ['snow!! so white'] },
  'weather.windy': { any: ['whoosh, so windy'] },
  'weather.foggy': { any: ["I can't see far, foggy"] },
  shelf: { any: ['my treasures!'] },
  'feel.starving': { any: ["I'm sooo hungry"], baby: ['hungy!!'] },
  'feel.hungry': { any: ['my tummy is rumbling'] },
  'feel.stuffed': { any: ["I'm so full"] },
  'feel.exhausted': { any: ["I can't keep my eyes open"] },
  'feel.sleepy': { any: ['kinda sleepy'] },
  'feel.hyper': { any: ['I could run forever!!'] },
  'feel.sad': { any: ["I'm sad"] },
  'feel.bored': { any: ["I'm bored"] },
  'feel.happy': { any: ["I'm happy!"] },
  'feel.giddy': { any: ['best day ever!!'] },
  'feel.stinky': { any: ['I smell funny'] },
  'feel.sick': { any: ["I don't feel good"] },
  'feel.okay': { any: ["I'm okay"] },
  remember: { any: ["ok! I'll remember"], adult: ['noted. I will remember that.'] },
  recallHit: { any: ['yes I remember!'] },
  recallMiss: { any: ["hmm, I don't know"] },
  yesterdayHit: { any: ['that was fun'] },
  yesterdayNone: { any: ["I don't remember yesterday"] },
  praised: { any: ['hehe thank you'] },
  scolded: { any: ['sorry...'] },
  loved: { any: ['I love you too {owner}!'] },
  bedtimeYes: { any: ['ok, night night'] },
  bedtimeNo: { any: ["but I'm not sleepy!"] },
  playYes: { any: ["yes! let's play!"] },
  playTired: { any: ['too tired to play'] },
  giftGive: { any: ['this is for you!'] },
  giftNo: { any: ["I don't have anything yet"] },
  dance: { any: ['look at me dance!'] },
  walk: { any: ['ok!'] },
  name: { any: ["I'm {pet}!"] },
  age: { any: ["I'm a {stage}!"] },
  confused: { any: ['huh?'] },
  thanks: { any: ["you're welcome!"] },
  sorry: { any: ["it's okay"] },
  joke: { any: ['hehe that is silly'] },
  chitchat: { any: ['tell me more!'] },
  question: { any: ['I like {food}!'] },
  acceptFood: { any: ['yum, {food}!'] },
  refuseFoodFull: { any: ["no thanks, I'm full"] },
  acceptBath: { any: ['splash splash!'] },
  refuseBath: { any: ['no bath!'] },
  acceptMedicine: { any: ['ok... it tastes yucky'] },
  refuseMedicine: { any: ["I'm not sick!"] },
  acceptCatch: { any: ['catch! throw it!'] },
  refuseCatch: { any: ['not now, too tired'] },
  catchLow: { any: ['I missed a lot'] },
  catchMid: { any: ['that was fun!'] },
  catchHigh: { any: ['I caught them all!!'] },
  pooped: { any: ['oops'] },
  cleaned: { any: ['thank you! so clean'] },
  patted: { any: ['hehe that tickles'] },
  lightsOffSleepy: { any: ['night night'] },
  lightsOffAwake: { any: ["hey, it's dark!"] },
  lightsOn: { any: ['so bright!'] },
  wokeUp: { any: ['yawn... morning?'] },
  cameBack: { any: ["you're back!!"] },
  grew: { any: ["look, I'm a {stage} now!"] },
  idle: { any: ['la la la'] },
  sleepyIdle: { any: ['yawn'] },
  hungryIdle: { any: ['snack time?'] },
};

/** Short mumbles of a sleeping pet: at most four words each. */
export const SLEEP_MUMBLES: string[] = ['zzz', 'mmm {dream}', 'more {dream}'];
/** A sleeping pet accepting an offer: at most four words each. */
export const SLEEPY_YES: string[] = ['mm okay', 'mmh... {food}?', 'ok ok'];

/** A little extra by trait, added now and then. */
export const TRAIT_FLOURISH: Record<Trait, string[]> = {
  curious: ['what is that?'],
  foodie: ['is it snack time?'],
  sleepy: ['yawn'],
  playful: ['wanna play?'],
  shy: ['um...'],
  brave: ["I'm not scared!"],
  grumpy: ['hmph'],
  cuddly: ['hug me!'],
  chatty: ['and also, guess what'],
  silly: ['boop!'],
  tidy: ['everything in its place'],
  dreamy: ['the clouds look like sheep'],
};

/** Notes a pet writes in its day log with [diary:NOTE]. */
export const DIARY_NOTES: string[] = ['saw a bird', 'counted the raindrops', 'learned a new word'];

/** Diary page sentences, by what the day log holds. */
export const DIARY_SAYS = {
  opening: { any: ['what a day!'] } as Bank,
  ate: { any: ['I ate {aFood} and it was yummy.'] } as Bank,
  bath: { any: ['I had a bath. now I am sparkly.'] } as Bank,
  medicine: { any: ['I took medicine. yuck, but I feel better.'] } as Bank,
  catch: { any: ['we played catch and I got {stars}.'] } as Bank,
  gift: { any: ['I gave {owner} {gift}.'] } as Bank,
  dream: { any: ['I dreamed of {dream}.'] } as Bank,
  said: { any: ['{owner} talked to me.'] } as Bank,
  weather: { any: ['it was {weather} all day.'] } as Bank,
  quiet: { any: ['it was a quiet day.'] } as Bank,
  closing: { any: ['good night, diary.'] } as Bank,
};
