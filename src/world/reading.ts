/**
 * The exact rules the intent table (intents.ts) keeps beside the learned reader (reader.ts): how the pet is asked
 * after (answered from its pressing need), the words of a fact told (what a [remember:] keeps), and the lookups the
 * words speak of (a lookup they do not speak of answers nothing they said).
 */
import { GLUE_WORDS } from './facts.ts';
import type { BodyWant } from './needs.ts';
import { sameWord, straightQuotes, wordsOf } from './text.ts';
import { statWord } from './prompt.ts';
import type { PetView } from './state.ts';
import { GOODBYES } from './lexicon/bye.ts';
import { OWNER_FEELINGS } from './lexicon/feelings.ts';
import { GREETINGS } from './lexicon/greet.ts';
import { POOP_TALK, THINGS_TALK, WEATHER_TALK } from './lexicon/look.ts';
import { OWNER_SELF, TO_PET } from './lexicon/self.ts';
import { MEALS, PARTS_OF_DAY, TIME_SPELLINGS } from './lexicon/time.ts';

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
const clausesOf = (text: string) => [...straightQuotes(text).matchAll(/[^.!?\n,;:]+[.!?\n,;:]*/gu)].map((m) => m[0]);
/** A clause without the little words people lead with ("and", "oh", "ok", "pls"), which say nothing of what it asks. */
const withoutLead = (clause: string) =>
  clause.trim().replace(/^(?:and|so|oh|but|also|ok|okay|well|now|hey|pls|please)\s+/iu, '');
/**
 * How the owner feels, a goodbye or a request ("i got a bad mark, im so sad", "my mum is calling me bye", "i have an
 * hour free lets play"): a clause with one is answered as that, not remembered.
 */
const FEELS = [...OWNER_FEELINGS, ...GOODBYES, 'lets', "let's", 'wanna', 'please', 'pls', 'plz'];
/** Words of a telling that are not the fact's: who tells it, fillers, and the little words a fact needs no source for. */
const NOT_FACT_WORDS = new Set([
  ...GLUE_WORDS,
  ...OWNER_SELF,
  ...TO_PET,
  'we',
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
 * The words of the facts the owner's words tell, once the reader hears one told: the clauses that neither ask nor say
 * how the owner feels, less who tells them, greetings and the little words: what a [remember:] of them would hold ("i
 * got a hamster!! his name is crumbs" → hamster, crumbs).
 */
export function toldWords(ownerText: string, names: { pet: string; owner: string }): string[] {
  const skip = new Set([...wordsOf(names.pet), ...wordsOf(names.owner)]);
  const out: string[] = [];
  for (const clause of clausesOf(ownerText)) {
    const ws = wordsOf(clause);
    if (asks(clause)) continue;
    // "i'm scared of spiders" tells a fear; "i'm scared" is how the owner feels.
    if (ws.some((w, i) => FEELS.includes(w) && ws[i + 1] !== 'of')) continue;
    for (const w of ws)
      if (!NOT_FACT_WORDS.has(w) && !GREETINGS.includes(w) && !skip.has(w) && !out.some((o) => sameWord(o, w)))
        out.push(w);
  }
  return out;
}
