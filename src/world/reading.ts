/**
 * The readers of the owner's words that the intent table (intents.ts) calls: a memory asked after, the time, a look,
 * yesterday or a dream asked, how the pet is, a fact told, a greeting, a question outside the pet's world, and the
 * lookups the words speak of. Each reads one kind of talk; which of them wins is the table's rank. They are one file
 * because they read the same clauses (clausesOf, asks) and rule each other out; the acts asked are in acts-asked.ts.
 */
import { GLUE_WORDS } from './facts.ts';
import type { BodyWant } from './needs.ts';
import { sameWord, singularOf, straightQuotes, wordsOf } from './text.ts';
import { statWord } from './prompt.ts';
import { GIFTS, TOYS } from './words.ts';
import { ROOM_PLACES } from './persona.ts';
import type { PetView } from './state.ts';
import { GOODBYES } from './lexicon/bye.ts';
import { OWNER_FEELINGS } from './lexicon/feelings.ts';
import { GREETINGS, GREETS } from './lexicon/greet.ts';
import { POOP_TALK, THINGS_TALK, WEATHER_TALK } from './lexicon/look.ts';
import { OWNER_SELF, TO_PET } from './lexicon/self.ts';
import { MEALS, PARTS_OF_DAY, TIME_SPELLINGS, TOMORROW } from './lexicon/time.ts';

/** Words that ask after dreams ("wat did u dreem", "any nightmares?"); not "sweet dreams", "dream big" or "good night", which wish, nor "why do we dream". */
const DREAM_ASK = /\b(?:dream\w*|dreem\w*|nightmares?)\b/iu;
const DREAM_WISH =
  /\b(?:sweet|good|nice|happy|pleasant|lovely|beautiful)\s+dreams\b(?!\s*\?)|\bdream\s+(?:big|of\s+me)\b|\b(?:good\s*night|night\s+night|nighty|nite|gn|sleep\s+(?:well|tight))\b/iu;
/**
 * Whether the owner's words ask what the pet dreamed (DREAM_ASK, asked or with a word that asks to tell: "tell me ur
 * dream"); not a wish ("sweet dreams!", "night night"), nor the owner's own dream ("i had a weird dream").
 */
export function asksDream(ownerText: string): boolean {
  const text = straightQuotes(ownerText);
  // A wish, unless it is asked ("did u have sweet dreams?").
  if (
    !DREAM_ASK.test(text) ||
    /^\W*why\b/iu.test(text) ||
    (DREAM_WISH.test(text) && !/\b(?:did|do|have|any)\b/iu.test(text))
  )
    return false;
  const ws = wordsOf(text);
  if (ws.some((w) => w !== 'me' && OWNER_SELF.includes(w)) && !ws.some((w) => TO_PET.includes(w))) return false;
  return (
    clausesOf(text).some(asks) || /\b(?:tell|any|what|how|share|report|pls|please)\b/iu.test(text) || ws.length <= 2
  );
}

/** Yesterday, or the diary that keeps it: "what did u do yday", "how was your last day?", "read me ur diary". */
const YESTERDAY = /\b(?:yesterday|yday|ytd|the\s+day\s+before|(?:ur|your)\s+last\s+day|diary)\b/iu;
/** A dream or tomorrow beside yesterday's words: "did u dream yesterday", "what r u doing tomorrow". */
const NOT_YESTERDAY = new RegExp(`\\b(?:dream\\w*|${TOMORROW.join('|')})\\b`, 'iu');
/**
 * Whether the owner's words ask what the pet did yesterday (YESTERDAY, asked or with a word that asks to tell: "tell
 * me about yesterday pls", "diary pls"); not of the owner's own yesterday ("i went swimming yesterday"), nor a dream.
 */
export function asksYesterday(ownerText: string): boolean {
  const text = straightQuotes(ownerText);
  if (!YESTERDAY.test(text) || NOT_YESTERDAY.test(text)) return false;
  const ws = wordsOf(text);
  if (ws.some((w) => w !== 'me' && OWNER_SELF.includes(w)) && !ws.some((w) => TO_PET.includes(w) || w === 'we'))
    return false;
  return (
    clausesOf(text).some(asks) ||
    /\b(?:tell|read|remember|pls|please|plz|show|what|how)\b/iu.test(text) ||
    ws.length <= 2
  );
}

/** Where a toy or a gift of the room is ("where is the ball", "wheres ur duck", "where did u put my gift"): the look shows it. */
const WHERE_TOY = `(?:where|wheres|where's|were|wher)\\s+(?:is\\s+|are\\s+|r\\s+|did\\s+(?:(?:u|you)\\s+(?:put|leave|hide|take)\\s+)?)?(?:the\\s+|ur\\s+|your\\s+|my\\s+)?(?:${TOYS.join('|')}|gift|present)s?`;
/** Whether the owner asks where a toy of the room is ("where is my ball i cant find it"): a look finds it, no memory. */
const WHERE_TOY_ASKED = new RegExp(`\\b${WHERE_TOY}\\b`, 'iu');
export const asksWhereToy = (ownerText: string) => WHERE_TOY_ASKED.test(straightQuotes(ownerText));
/**
 * What a look around shows: the weather and the world outside, the pet's shelf, treasures and things, its room and
 * floor, poop and messes, its toy and what it plays with. Asked about ("is it sunny out", "whats in ur room", "POOP??",
 * "toy?", "whatcha playing with"), [look] answers.
 */
const LOOK_THINGS = new RegExp(
  `💩|🧸|☔|🌧|⛅|\\b(?:${[...WEATHER_TALK, ...POOP_TALK, ...THINGS_TALK].join('|')}|sun\\s+out|outside|window|collected|(?:ur|your|ya)\\s+(?:\\w+\\s+)?(?:stuff|things)|room|(?:look|show\\s+me|what'?s)\\s+around|clean(?:ing)?\\s+up|playing\\s+with|in\\s+(?:ur|your)\\s+(?:hands|paws)|got\\s+there|(?:hot|cold|warm)\\s+out|${WHERE_TOY})\\b`,
  'iu',
);
/** The room's dirt (poop, a mess on the floor): asked about beside a body word ("is there poop on the floor, it stinks"), the look is the question. */
const ROOM_DIRT = new RegExp(`💩|\\b(?:${POOP_TALK.join('|')}|poop\\w*)\\b`, 'iu');
/** Words that ask the pet to look, show or tell: "look out the window", "check outside pls", "show me ur treasures", "hows the sky", "poop report". */
const LOOK_VERBS =
  /\b(?:look|peek|check|show|tour|see|lemme|find|where|wheres|where's|tell|list|count|report|hows|how's|whats|what's|wats|whatcha|any|did|didnt|didn't|(?:is|are|r)\s+(?:there|it|ur|your)|have\s+(?:u|you))\b/iu;
/**
 * Words that ask about a look's things but not for a look: likes ("do u like rain", "fav toy"), how the world works
 * ("why does it rain", "what are clouds made of"), the weather far away ("whats the weather like in spain"), the future
 * ("will it snow tomorrow"), a gift from the shelf ("can i have one of ur treasures"), an invitation ("wanna go
 * outside?"), idioms ("under the weather", "how are you holding up", "hello sunshine").
 */
const NOT_LOOK = new RegExp(
  String.raw`^\W*y\b|\b(?:wanna|want\s+to|let'?s)\b|\b(?:weather|raining|snowing|sunny|hot|cold)\s+(?:like\s+)?(?:in|at)\s+(?!(?:ur|your|there|here)\b)|\b(?:(?:u|you|ya)\s+(?:like|love|prefer)|fav|fave|favourite|favorite|think|better|why|made\s+of|come\s+from|how\s+do(?:es)?|work|${TOMORROW.join('|')}|weekend|tonight|gonna|going\s+to|under\s+the\s+weather|(?:can|could|may)\s+i\s+(?:have|take|keep|get)|give\s+me|gimme)\b`,
  'iu',
);
/** A question of where a thing is ("where is the ball", "wheres the poop", "where did the toy go"). */
const WHERE_ASKED = /\bwhere(?:'?s|\s+(?:is|are|r|did|does|has|have))\b/iu;
/**
 * Where a thing the owner gave the pet is, or a gift of its shelf: "where did u put the teddy i gave u", "where's the
 * flower i got u", "do u still have my crown? where is it", "where is the feather".
 */
const WHERE_GIVEN = new RegExp(
  String.raw`\bwhere\b[^.!?]*(?:\bi\s+(?:gave|got|bought|made|brought|give)\s+(?:u|you|ya)\b|\b(?:${GIFTS.join('|')})s?\b)|\b(?:still\s+(?:have|got)|kept|keep)\b[^.!]*\bwhere\b`,
  'iu',
);
/** Whether the owner asks where a thing they gave the pet, or a gift of its shelf, is: a look at the shelf answers. */
export const asksWhereGiven = (ownerText: string) => WHERE_GIVEN.test(straightQuotes(ownerText));

/**
 * Whether the owner's words ask the pet to look (LOOK_THINGS asked about, with a look word, or alone: "SHELF", "toy?");
 * not of the owner's own things ("i have a new toy", "do i need an umbrella"), nor NOT_LOOK's; beside a body question
 * ("did you get dirty outside?") only of the room's dirt.
 */
export function asksToLook(ownerText: string, body: readonly string[] = []): boolean {
  const text = straightQuotes(ownerText);
  if (WHERE_GIVEN.test(text)) return true;
  // "wer is ur bed": a place of its room asked after, though a bed speaks of sleep.
  if (isRoomPlace(lookedFor(text))) return true;
  if (!LOOK_THINGS.test(text) || NOT_LOOK.test(text) || FUTURE.test(text) || GIVES.test(text)) return false;
  if (body.length > 0 && !ROOM_DIRT.test(text)) return false;
  // "where is the ball i cant see it": where a thing of its room is, asked beside the owner's own words.
  if (WHERE_ASKED.test(text)) return true;
  const ws = wordsOf(text);
  if (ws.length === 0 || (ws.some((w) => OWNER_SELF.includes(w)) && !ws.some((w) => TO_PET.includes(w)))) return false;
  return clausesOf(text).some(asks) || LOOK_VERBS.test(text) || ws.length <= 2;
}

/** "where is the ball", "wheres my present", "where did u put the hat": the thing a look is asked to find. */
const WHERE_THING =
  /\b(?:where|wheres|where's|were|wher|wer)\s+(?:is\s+|are\s+|r\s+|did\s+(?:u|you|ya)\s+(?:put|leave|hide|take)\s+)?(?:the\s+|ur\s+|your\s+|my\s+|our\s+)?([a-z]{3,})/iu;
/** Words after "where" that name no thing ("where do u live", "where is it"). */
const NOT_A_THING = [
  ...['did', 'does', 'do', 'you', 'are', 'was', 'were', 'its', 'it', 'that', 'this', 'they', 'ur', 'your'],
  // The whole room asked after: a look tells what it shows.
  ...['shelf', 'treasure', 'treasures', 'thing', 'things', 'stuff', 'all', 'room', 'everything', 'everyone'],
];
/** The places of the pet's room by their last word ("bed", "window", "rug"), but the shelf, which a look shows. */
const ROOM_PLACE_WORDS = ROOM_PLACES.map((p) => p.split(' ').at(-1)!).filter((w) => w !== 'shelf' && w !== 'screen');
/** Whether a thing asked after is a place of the pet's room. */
export const isRoomPlace = (thing: string | null) => thing !== null && ROOM_PLACE_WORDS.includes(thing);
/** The thing a look is asked to find ("ball", "present"), a plural as one ("balls": ball), or null. */
export function lookedFor(ownerText: string): string | null {
  const w = WHERE_THING.exec(straightQuotes(ownerText))?.[1]?.toLowerCase();
  if (!w || NOT_A_THING.includes(w)) return null;
  return singularOf(w);
}

/**
 * Words that ask the time: "what time is it", "wat tiem", "TIME??", "is it still early or nah", "is it bedtime yet",
 * "how many hours till dinner", "check the clock", "what does the clock say". Not "time for bed!" (an act), "had a
 * great time" or "long time no see".
 */
const TIME_WORD = `(?:${TIME_SPELLINGS.join('|')})`;
const TIME_ASKS = new RegExp(
  [
    // "what time is it", "wut time", "whats the time rn"; not "what time does the zoo open" or "what time will it be in 3 hours".
    `\\b(?:what|wat|wht|wut|whats|what's|wats)\\s*(?:is\\s+)?(?:the\\s+)?${TIME_WORD}\\b(?!\\s+(?:does|do(?!\\s+(?:u|you|ya)\\s+think)|did|will|would|should|shall|can|are|was|were|is\\s+(?:the|my|your|ur|our|his|her))\\b)`,
    `(?:^|\\bthe\\s+|\\bwhat\\s+)${TIME_WORD}\\s*\\?|^\\W*(?:the\\s+)?${TIME_WORD}\\W*(?:pls|please|plz|now|check|quick|rn)?\\W*$|\\bgot\\s+the\\s+time\\b|\\bwhat\\s+o'?clock\\b|\\bcurrent\\s+time\\b`,
    '\\bwhat\\s+(?:hour|part\\s+of\\s+(?:the\\s+)?day)\\s+is\\s+it\\b|\\bhow\\s+(?:early|late)\\s+is\\s+it\\b|\\bhow\\s+much\\s+of\\s+the\\s+day\\b',
    // "is it still early or nah", "IS IT LUNCH TIME YET", "is it 3 oclock yet", "is it past my bedtime?" (at a clause's start).
    `(?:^|[,.!?;]\\s*|\\b(?:so|hey|um+|ok|okay|wait|omg|hmm+)\\s+)(?:is\\s+it|izzit)\\s+(?:still\\s+|already\\s+|nearly\\s+|almost\\s+|getting\\s+|even\\s+|too\\s+|past\\s+(?:my\\s+|ur\\s+|your\\s+)?|\\d{1,2}\\s*)?(?:${PARTS_OF_DAY.join('|')}|nighty|nighttime|lunchtime|dinnertime|teatime|daytime|o'?clock|(?:${[...MEALS, 'snack', 'bed', 'nap'].join('|')})\\s*time)\\b`,
    `\\bhow\\s+(?:long|many\\s+(?:hours|minutes|mins))\\s+(?:till|until|til|before|to|b4)\\s+(?:\\w+\\s+)?(?:${[...MEALS, 'snack', 'bed', 'bedtime', 'night', 'morning', 'dark', 'school'].join('|')})\\b`,
    "\\b(?:check|read|look\\s+at|peek\\s+at|tell\\s+me|know)\\s+(?:the\\s+|ur\\s+|your\\s+|what\\s+)?(?:clock|time)\\b|\\bclock\\s+(?:say|check)|\\bo'?clock\\s*\\?|[⏰⌚\\u{1F550}-\\u{1F567}]\\s*\\?",
  ].join('|'),
  'iu',
);
/**
 * Words that ask how the pet is: "how r u", "u ok?", "feeling better yet?", "everything alright?", "what's wrong",
 * "u look off / pale / green", "u sound funny", "why r u so quiet"; not in other intents' lines ("u seem sleepy today, r u ok").
 */
const HOW_PET_IS =
  /\bhow\s+(?:are|r|re)\s+(?:u|you|ya)\b|\bhow\s+(?:do|d)\s+(?:u|you|ya)\s+feel\b|\bhow'?s\s+(?:my\s+)?(?:little\s+)?(?:buddy|baby|pet)\b|\b(?:u|you|ya)\s+(?:ok|okay|alright|good|doing\s+ok(?:ay)?)\b(?!\s+at\b)|\bare\s+(?:u|you|ya)\s+(?:ok|okay|alright|feeling)\b|\bfeeling\s+(?:better|ok|okay|good|alright|any\s+better)\b|\beverything\s+(?:ok|okay|alright|good)\b|\bwhat'?s\s+wrong\b|\bwhats\s+wrong\b|\b(?:look|looking|sound|sounding)\s+(?:a\s+bit\s+|kinda\s+|so\s+|really\s+)?(?:off|pale|green|funny|poorly|unwell|peaky|rough|weird)\b|\bso\s+quiet\b/iu;
/** Whether the owner's words ask how the pet is (HOW_PET_IS). */
export function asksHowPetIs(ownerText: string): boolean {
  const ws = wordsOf(ownerText);
  // "i feel sick", "feeling good today": the owner speaks of themselves.
  if (ws.some((w) => OWNER_SELF.includes(w)) && !ws.some((w) => TO_PET.includes(w))) return false;
  return HOW_PET_IS.test(straightQuotes(ownerText));
}
/**
 * The body topic of a pet's pressing need, most pressing first: sick, starving, exhausted, stinky; else none. The
 * generator's pressingNeed (models/recipe/data/mind.ts) answers "how are you" from it first.
 */
export function pressingBody(pet: Pick<PetView, 'sick' | 'tummy' | 'energy' | 'clean'>): BodyWant | null {
  if (pet.sick) return 'medicine';
  if (statWord('tummy', pet.tummy) === 'starving') return 'snack';
  if (statWord('energy', pet.energy) === 'exhausted') return 'sleep';
  if (statWord('clean', pet.clean) === 'stinky') return 'bath';
  return null;
}
/** Whether the owner's words ask the time (TIME_ASKS). */
export function asksTime(ownerText: string): boolean {
  return TIME_ASKS.test(straightQuotes(ownerText));
}

/** Sums: "whats 3+5", "10 minus 3?", "how many days in a week", "count to 100". */
const SUM_SIGNS = /\d\s*(?:[+x×*/÷=^%]|plus|minus|times|divided\s+by)\s*\d/iu;
const SUMS =
  /\b(?:plus|minus|times\s+(?:by|table)|divided|multiply|subtract|square\s+root|squared|sums?|maths?|math|count\s+to|prime\s+number|equation|solve|long\s+division|how\s+many\s+(?:days|hours|minutes|seconds|weeks|months|legs)\s+(?:in|are|r|is|does|do))\b|\b(?:do|help\s+(?:me\s+)?with)\s+(?:my\s+)?(?:maths?\s+)?homework\b/iu;
/** Phones, screens, the internet and errands only a person can run: "can u google it", "call my dad", "order pizza". */
const GADGETS =
  /\b(?:google|internet|online|wifi|wi-fi|phone|phones|texting|email|emails|order|buy|youtube|tiktok|netflix|spotify|minecraft|fortnite|roblox|robux|xbox|playstation|ipad|iphone|android|tablet|computer|laptop|apps?|download|hack|alarm|timer|selfie|camera|facetime|snapchat|siri|alexa|bluetooth|battery|tv|telly|password|website|videos?|drive\s+me|fix\s+(?:my|it|the))\b|\b(?:call|ring|text|message|phone)\s+(?:my|the|a|him|her|them|\d)\b/iu;
/** A request to the pet: "can u…", "could you…", "pls…". */
const REQUEST = /^\W*(?:can|could|will|would|pls|please|plz)\b/iu;
/** The future: "will it snow tomorrow", "who will win the world cup", "will i pass my test", "tell my fortune". */
const FUTURE =
  /^\W*(?:will|who\s+will|who'?s\s+gonna|what\s+will|when\s+will|how\s+(?:tall|long|old)\s+will|is\s+(?:it|tomorrow)\s+gonna)\b|\b(?:predict|fortune|psychic|lottery|the\s+future)\b/iu;
/**
 * A question about the wide world: a question word with no word of the pet's or the owner's own ("why is the sky blue",
 * "where is london", "who won the football").
 */
const WORLD_QUESTION =
  /^\W*(?:(?:ok|so|hey|um+|hmm+|quick|quiz|question)\W+)*(?:who|whos|who's|what|whats|what's|wat|wats|where|wheres|where's|why|how|when|which)\b/iu;
/** "who's this?", "who is this talking": a question about who is there, which the pet can answer. */
const WHO_IS_THIS = /\bwho(?:'?s|\s+is)?\s+(?:this|that|there|here)\b/iu;
/**
 * Whether the owner's words ask what a pet in a little screen cannot know or do: sums, gadgets and errands, the future,
 * or a question about the wide world that speaks of neither the pet nor the owner and of no lookup's matter (the
 * time, what the pet sees, yesterday: LOOKUP_TALK).
 */
export function asksOutside(
  ownerText: string,
  pet: string,
  lookups: readonly SeenLookup[] = lookupsAsked(ownerText),
): boolean {
  const text = straightQuotes(ownerText);
  const ws = wordsOf(text);
  // "how old is Mochi?", "whats yor name", "whats this little guy called": the pet is asked about.
  const petWords = wordsOf(pet);
  const toPet = ws.some((w) => TO_PET.includes(w) || petWords.includes(w) || /nae?me|called|named/u.test(w));
  // "whats brown and sticky? a stick lol": a riddle told with its answer, or a remark after the question.
  if (/\?[^?]*[\p{L}\p{N}][^?]*$/u.test(text) && !SUM_SIGNS.test(text)) return false;
  const asking = asks(text);
  if (lookups.includes('clock')) return false;
  if (SUM_SIGNS.test(text) || (asking && SUMS.test(text)) || (REQUEST.test(text) && SUMS.test(text))) return true;
  if (GADGETS.test(text) && (REQUEST.test(text) || (asking && !toPet))) return true;
  if (!asking || toPet) return false;
  if (FUTURE.test(text)) return true;
  // "why is the sky blue" asks no look around, though it speaks of the sky; "what's it like outside" may.
  const why = /^\W*(?:why|who|whos|who's|which)\b/iu.test(text);
  // "why is everything so hard", "why is everyone so mean": the owner's own trouble, not a question about the world.
  if (/\b(?:everything|everyone|everybody|nobody|no\s+one|people)\b/iu.test(text)) return false;
  return (
    (why || lookups.length === 0) &&
    !WHO_IS_THIS.test(text) &&
    !ws.some((w) => OWNER_SELF.includes(w)) &&
    WORLD_QUESTION.test(text)
  );
}
/** The lookups whose asking a message can be read: the clock, looking around, yesterday. */
export type SeenLookup = 'clock' | 'look' | 'yesterday';
/**
 * Words that speak of each lookup's matter: the time (the hour, the part of the day, bedtime, meals), what the pet sees
 * (outside, the weather, its shelf, toy, poop), and yesterday or dreams. Said any way ("what time is it", "is it
 * raining", "did u poop", "what did u do yesterday"), they let the lookup answer; a message without them ("who won the
 * football", "how long have u been alive") is not answered by a lookup, not even the clock.
 */
const LOOKUP_TALK: Record<SeenLookup, RegExp> = {
  clock: new RegExp(
    `[⏰⌚\\u{1F550}-\\u{1F567}]|\\b(?:\\w*time|times|${[...TIME_SPELLINGS, ...PARTS_OF_DAY, ...MEALS].join('|')}|izzit|clok|clock|clocks|o'?clock|hour|hours|minutes?|mornin|tonight|nite|bed|today|now|when|light|am|pm|wake|waking|awake|sleep|school|tomorrow|yet|soon|\\d{1,2}:\\d{2})\\b`,
    'iu',
  ),
  look: new RegExp(
    `💩|\\b(?:${[...WEATHER_TALK, ...POOP_TALK, ...THINGS_TALK].join('|')}|poo\\w*|pooping|mess|messy|freezing|nice\\s+day|clean\\s+up|cleaning|play\\w*|holding|hold|paws?|look|looking|looks|see|seeing|seen|around|outside|out|window|sun|shine|shining|hot|cold|warm|ball|stuff|things|room|house|home|there|where|what's\\s+up|have|got|own)\\b`,
    'iu',
  ),
  yesterday:
    /\b(?:yesterday|yday|ytd|dream|dreams|dreamed|dreamt|dreaming|last\s+night|before|earlier|remember|day|days|diary|did|was|were|been)\b/iu,
};
/** Idioms with a time word that ask no time: "long time no see", "last night", "good night", "had a great time". */
const NOT_TIME =
  /\b(?:long\s+time(?:\s+no\s+see)?|last\s+night|good\s*night|night\s+night|nighty\s+night|(?:good|great|fun|nice|lovely|best|hard|rough|bad)\s+time|every\s+day|one\s+day|some\s+day|all\s+day|good\s+(?:morning|day|evening|afternoon))\b/giu;
/** The lookups the owner's words speak of (LOOKUP_TALK). */
export function lookupsAsked(ownerText: string): SeenLookup[] {
  const text = straightQuotes(ownerText);
  const timeText = text.replace(NOT_TIME, ' ');
  return (Object.keys(LOOKUP_TALK) as SeenLookup[]).filter((k) => LOOKUP_TALK[k].test(k === 'clock' ? timeText : text));
}
/** Small talk a greeting carries ("hi, how are you?", "hey hows it going"): it asks nothing the greeting does not answer. */
const SMALL_TALK =
  /\b(?:how\s+(?:are|r)\s+(?:you|u|ya)(?:\s+doing)?(?:\s+today)?|how'?s\s+it\s+goin[g']?|how\s+is\s+it\s+going|hows\s+it\s+goin[g']?|wh?at'?s\s+up|wa+s+up|sup|how\s+(?:you|u)\s+doin[g']?)\b\s*\?*/giu;
/**
 * Whether the owner's words greet and ask nothing more: a greeting first, then nothing that asks ("hey, what time is
 * it?", "hello? where are you"), says how the owner feels ("hi, im having a sad day") or is a high five.
 */
export function greetsOnly(text: string): boolean {
  const t = straightQuotes(text);
  if (!GREETS.test(t) || /\b(?:hi|high)\s+five\b/iu.test(t)) return false;
  const rest = t.replace(GREETS, ' ').replace(SMALL_TALK, ' ');
  const ws = wordsOf(rest);
  return !rest.includes('?') && !ws.some((w) => GREET_NOT.includes(w) || FEELS.includes(w));
}
/** Words after a greeting that ask or tell something more. */
const GREET_NOT = [
  'what',
  'wat',
  'whats',
  "what's",
  'wats',
  'hows',
  "how's",
  'wheres',
  "where's",
  'whos',
  "who's",
  'where',
  'when',
  'which',
  'why',
  'who',
  'can',
  'could',
  'do',
  'did',
  'does',
  'is',
  'are',
  'r',
  'time',
  'stop',
  'bye',
  'need',
  'got',
  'like',
];
/**
 * A clause that tells a fact of the owner's life: "my X (…) is/has/lives…", "i have/got/love/broke…" (not "i have to",
 * "i love u"), "i'm 8 / learning / allergic / a vegetarian…". Not one that asks, nor one that says how the owner feels
 * (FEELS: "i got a bad mark, im so sad" wants comfort first), nor the owner's name (askName's "my name is Sam").
 */
const TELLS = new RegExp(
  [
    "\\b(?:my|our)\\s+(?!name\\b|names\\b)(?:[\\p{L}\\p{N}'-]+\\s+){0,3}?(?:is|are|was|were|'s|lives|live|lived|likes|like|loves|love|has|have|had|can|makes|make|made|works|plays|goes|got|gets|hates|named|called|turned|turns|just)\\b",
    "(?<!\\b(?:can|could|may|should|would|will|do|did|if|when)\\s+)\\b(?:i|we|i've|ive|we've)\\s+(?:(?:just|also|really|finally|still|already|now|totally|actually|kinda|got|have)\\s+)*(?:have|has|got|own|love|like|adore|hate|play|played|went|broke|won|lost|found|made|learned|learnt|met|started|joined|moved|live|support|collect|ate|had)\\b(?!\\s+(?:to|u|you|ur|your|it|that|this|them|those|these|so|too|fun|a\\s+(?:question|bad|good|great|nice|rough|hard|long|lovely|fun))\\b)",
    // A thing the owner can do: "i can touch my nose with my tongue", "i can do a cartwheel".
    '\\b(?:i|we)\\s+(?:can|could)\\s+(?:already\\s+|now\\s+|even\\s+|also\\s+)?(?:touch|swim|ride|jump|read|write|count|spell|whistle|climb|skate|juggle|tie|speak|bake|cook|lick|wiggle|do\\s+(?:a|the)\\s+\\w+|play\\s+the)\\b',
    // A plan with its day: "we r going to the beach on saturday", "im going to grandmas tomorrow".
    "\\b(?:i'm|im|i\\s+am|we're|we\\s+are|we\\s+r)\\s+(?:going|goin|gonna\\s+go)\\s+(?:to\\s+)?[^.!?]{1,30}?\\b(?:tomorrow|tmrw|tonight|this\\s+weekend|next\\s+week|(?:on\\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\b",
    "(?<!\\b(?:if|when)\\s+)\\b(?:i'm|im|i\\s+am|we're|we\\s+are)\\s+(?:(?:now|just|finally|also|really|actually|turning)\\s+)*(?:\\d+|learning|allergic|afraid\\s+of|scared\\s+of|moving|starting|joining|in\\s+year|in\\s+grade|vegetarian|vegan|from|an?\\s+(?!bit\\b|little\\b))",
  ].join('|'),
  'iu',
);
/**
 * Words that ask: a clause starting with one, holding a wh-question ("ok test: where does my nan live", "omg what time
 * is it i lost my phone"), or ending in "?", tells nothing.
 */
const ASKS =
  /^(?:what|wat|whats|what's|who|whos|who's|where|wheres|where's|when|why|how|do|does|did|have|has|can|could|would|will|r|are|is|am|should|which|shall)\b/iu;
const WH_QUESTION =
  /\b(?:what|where|who|when|why|how|which)\s+(?:is|are|was|were|do|does|did|can|should|would|will|am)\b|\b(?:what|wat|which|how)\s+(?:\w+\s+){1,2}(?:is|are|was|do|does|did)\s+(?:it|u|you|ya|i|we)\b|\b(?:what'?s|whats|wats|who'?s|whos|where'?s|wheres)\s+(?:my|ur|your|his|her|their|our)\b/iu;
/** Whether a clause asks (ASKS, WH_QUESTION or a question mark). */
const asks = (clause: string) => clause.includes('?') || WH_QUESTION.test(clause) || ASKS.test(withoutLead(clause));
/** The clauses of a message (split at . ! ? , ; : and new lines), each with its ending. */
export const clausesOf = (text: string) =>
  [...straightQuotes(text).matchAll(/[^.!?\n,;:]+[.!?\n,;:]*/gu)].map((m) => m[0]);
/**
 * The sentences of a message, each of at least two words: split after . ! ?, at emoji, and before a second question
 * joined by "and" ("how old r u and r u a boy or a girl"), not at a comma, which joins one thought.
 */
export const sentencesOf = (text: string) =>
  straightQuotes(text)
    .split(
      /(?<=[.!?])\s+|\s*\p{Extended_Pictographic}[\p{Extended_Pictographic}\uFE0F\u200D\s]*|\s+(?:and|&|n)\s+(?=(?:r|are|do|does|did|can|will|is|what|wat|whats|wats|how|where|who)\s)/iu,
    )
    .map((s) => s.trim())
    .filter((s) => wordsOf(s).length >= 2);
/** Whether any clause of the owner's words asks (asks): "r u sad?" asks, "im sad" tells. */
export const asksAny = (text: string) => clausesOf(text).some(asks);
/** A clause without the little words people lead with ("and", "oh", "ok", "pls"), which say nothing of what it asks. */
export const withoutLead = (clause: string) =>
  clause.trim().replace(/^(?:and|so|oh|but|also|ok|okay|well|now|hey|pls|please)\s+/iu, '');
/**
 * How the owner feels, a goodbye or a request ("i got a bad mark, im so sad", "im so excited", "my mum is calling me
 * bye", "i have an hour free lets play"): a clause with one is answered as that, not remembered.
 */
const FEELS = [...OWNER_FEELINGS, ...GOODBYES, 'excited', 'lets', "let's", 'wanna', 'please', 'pls', 'plz'];
/** Words of a telling that are not the fact's: who tells it, fillers, and the little words a fact needs no source for. */
const NOT_FACT_WORDS = new Set([
  ...GLUE_WORDS,
  ...OWNER_SELF,
  ...TO_PET,
  'we',
  'r',
  'our',
  'us',
  'he',
  'she',
  'his',
  'her',
  'him',
  'hers',
  "we're",
  "he's",
  "she's",
  'guess',
  'what',
  'fun',
  'fact',
  'know',
  'remember',
  'this',
  'btw',
  'oh',
  'ok',
  'okay',
  'so',
  'just',
  'now',
  'lol',
  'omg',
  'yeah',
  'yay',
  'hey',
  'well',
  'actually',
  'especially',
  'ever',
  'new',
  'got',
  'like',
  'love',
  'loves',
  'likes',
  'really',
  'totally',
  'kinda',
  'today',
  'there',
  'here',
  'than',
  'but',
  'because',
  'cos',
  'too',
  'can',
  'lives',
  'live',
  'make',
  'makes',
]);
/**
 * The words of the facts the owner's words tell (TELLS, and the clauses after one), less who tells them and the little
 * words: what a [remember:] of them would hold ("i got a hamster!! his name is crumbs" → hamster, crumbs). None when no
 * clause tells one. `heard`: the learned reader heard a fact told, so every clause that neither asks nor says how the
 * owner feels holds it, greetings aside.
 */
export function toldWords(ownerText: string, names: { pet: string; owner: string }, heard = false): string[] {
  const skip = new Set([...wordsOf(names.pet), ...wordsOf(names.owner), ...(heard ? GREETINGS : [])]);
  const out: string[] = [];
  let telling = heard;
  for (const clause of clausesOf(ownerText)) {
    const ws = wordsOf(clause);
    if (asks(clause)) continue;
    // "i have 2 cats, pickle and pesto": a clause after a telling goes on with its fact.
    if (!telling && !TELLS.test(clause)) continue;
    // "i'm scared of spiders" tells a fear; "i'm scared" is how the owner feels.
    if (ws.some((w, i) => FEELS.includes(w) && ws[i + 1] !== 'of')) continue;
    telling = true;
    for (const w of ws) if (!NOT_FACT_WORDS.has(w) && !skip.has(w) && !out.some((o) => sameWord(o, w))) out.push(w);
  }
  return out;
}
/**
 * Words that ask the pet to recall what the owner told it. A memory word says so itself ("remember my dog?", "rmbr
 * the cat", "remind me about my nan"; not "remember this: my locker is 42", which tells). A question needs a question
 * to ask it ("whats my dogs name", "where does my nan live", "tell me about my dog", "did u forget my birthday?",
 * "what did i say…", "how old am i"; not "i forgot my lunch"). Not the owner's own name (nameAsked), which the header holds.
 */
const RECALL_WORD =
  /\b(?:remember|rember|remeber|rmbr|member|recall)\b(?!\s+(?:this|that)\s*[:,!-])|\bremind\s+me\s+(?:about|what|of|my)\b/iu;
/** What other lookups answer: yesterday and dreams ([yesterday]), the weather ([look]), the time ([clock]: "omg what time is it i lost my phone"). */
const NOT_RECALLED =
  /\b(?:yesterday|dream|dreams|dreamed|dreamt|weather)\b|\bwhat\s+time\b|\btime\s+is\s+it\b|\bthe\s+time\b/iu;
const RECALL_QUESTION =
  /\b(?:what|wat|whats|what's|wats|who|whos|who's|where|wheres|where's|which|how\s+(?:old|many))\b[^.!?]{0,30}\b(?:my|mine|am\s+i|do\s+i|did\s+i)\b|\b(?:know|tell\s+me)\s+(?:\w+\s+){0,3}about\s+(?:my|the)\b|\b(?:forgot|forget)\s+(?:about\s+)?(?:my|what|the|when|where|who|how)\b|\b(?:memory\s+test|quiz)\b[^.!?]{0,20}\b(?:my|the)\b|\b(?:have|did)\s+i\s+(?:ever\s+)?(?:tell|told)\b/iu;
/** Whether the owner's words ask the pet to recall a fact they told (RECALL_WORD, or RECALL_QUESTION in a question), not yesterday, a dream or the weather. */
export function asksToRecall(ownerText: string): boolean {
  const text = straightQuotes(ownerText);
  if (NOT_RECALLED.test(text)) return false;
  return (
    RECALL_WORD.test(text) ||
    (RECALL_QUESTION.test(text) &&
      (asks(text) || /\b(?:tell\s+me|quiz|memory|(?:u|you|ya)\s+(?:forgot|forget))\b/iu.test(text)))
  );
}
/**
 * The owner giving the gift, not asking for one ("i got a present for u", "look what i made", "i will find u a shell"),
 * or thanking for one.
 */
export const GIVES =
  /\bfor\s+(?:u|you|ya)\b|\bi\s+(?:got|have|made|brought|bought|found)\b|\bi(?:'ll|ll|\s+will|'m\s+gonna|m\s+gonna|\s+am\s+gonna|\s+can)\s+(?:find|get|make|bring|buy|give)\s+(?:u|you|ya)\b|\blook\s+what\b|\bhere\s*(?:u|you|ya)?\s+go\b|\bhere'?s\b|\bfrom\s+me\b|\b(?:ur|your)\s+(?:gift|present)/iu;
