/**
 * Play in words asked of the pet: a joke ("tell me a joke pls", "make me laugh"), a riddle ("give me a riddle"),
 * something funny, a story, a game in words, a secret. A joke or a riddle keeps when it is told whole, the question and
 * its answer in the one line ("why are fish so smart? they live in schools!"), not a laugh or a bare "why? hehe!"; a
 * story when it is told, not only begun; the rest by their words. A led reply opens with a whole joke or riddle of the
 * world's (jokes.ts), a story's or a secret's first words ("once I", "psst..."), or I spy in its persona's colour.
 */
import { readLine } from './tags.ts';
import { sameWord, singularOf, straightQuotes, wordsOf } from './text.ts';
import { sentencesOf } from './reading.ts';
import { JOKES, KNOCK_KNOCKS, OUR_STORY, pickLine, RIDDLES, TOPIC_STORIES, TWO_THING_STORIES } from './jokes.ts';
import { fill } from './template.ts';
import { opinionOf, personaFor, type Colour } from './persona.ts';
import type { PetView } from './state.ts';

/**
 * What play in words a message asks for, or the owner's own turn at it: a joke told with its answer (laughed at), a
 * riddle asked of the pet (guessed at), a "knock knock" (asked who is there) and its name ("boo" → "boo who?").
 */
export type PlayAsked = 'joke' | 'riddle' | 'funny' | 'story' | 'game' | 'secret' | OwnTurn;
/** The owner's own turn at play, read by its words alone (no label of the learned reader's). */
export type OwnTurn = 'theirJoke' | 'theirRiddle' | 'knocked' | 'whoThere' | 'laughed' | 'guessAnswered';
/** The kinds, in the order of their labels (reader.ts, READER_LABELS: `play:<kind>`). */
export const PLAY_KINDS: readonly PlayAsked[] = ['joke', 'riddle', 'funny', 'story', 'game', 'secret'];

/** Words that ask for a joke rather than tell or offer one ("tell me a joke", not "I know a joke!" or "knock knock"). */
const JOKE_ASKS = [
  /\b(?:tell|say|give|gimme|do)\s+(?:me\s+|us\s+)?(?:a|another|ur|your|some|one|any|a\s+funny)?\s*(?:funny\s+|knock\s+knock\s+)?jokes?\b/iu,
  /\b(?:u|you|ya)\s+know\s+(?:any|a|some)\s+(?:good\s+|funny\s+)?jokes?\b/iu,
  /\b(?:know|got|have)\s+any\s+jokes?\b|\bgot\s+a\s+joke\b/iu,
  /\bmake\s+me\s+(?:laugh|giggle|smile)\b|\bsay\s+(?:something|sth|smth|somthing)\s+funny\b|\bbe\s+funny\b/iu,
  /\b(?:ur|your)\s+(?:best|fav\w*|funniest)\s+joke\b|\bjokes?\s+(?:pls|please|plz)\b|^\W*jokes?\W*$/iu,
  /\b(?:need|want|wanna\s+hear|could\s+use)\s+(?:a|another|some|1)\s+(?:good\s+|funny\s+)?jokes?\b/iu,
  /\bjokes?\b[^.?!]*\b(?:(?:(?:u|you)\s+)?tell\s+(?:me\s+|us\s+)?|(?:u|you|ya)\s+(?:know|got|have)\s+)(?:one|another|1|any)\b/iu,
  /\b(?:funniest|best|silliest)\s+joke\b/iu,
];
/** I spy asked for by name ("play i spy with me 👀", "wanna play i spy"): the pet spies first. */
const I_SPY_ASKED =
  /\b(?:play|playing|lets|let's|wanna|can\s+we|do)\b[^.?!]*\bi\s*spy\b(?!\s+(?:with\s+my|something))/iu;
/** A game in words asked, none named: "u pick a game", "lets play a game with just words". */
const GAME_ASKED =
  /\b(?:play|pick|choose)\s+(?:a|another|one)\s+(?:word\s+|fun\s+)?game\b(?!\s+of\s+catch)|\bgame\s+(?:with|in)\s+(?:just\s+|only\s+)?words\b/iu;
/** Words that ask for a riddle: "tell me a riddle", "riddle pls", "ask me a riddle", "give me a brain teaser". */
const RIDDLE_ASKS =
  /\b(?:riddles?|ridd?le|riddel|brain\s+teaser)\b|\b(?:give|gimme|ask|tell)\s+(?:me\s+)?a\s+puzzle\b/iu;

/**
 * The games in words a pet plays when asked, each by the words that name it and how the pet starts it (`pick` varies
 * which): its own turn first, in the words the owner named it with and the pet's own.
 */
export const WORD_GAMES = [
  {
    game: 'rps',
    names: /\brock\W*(?:,|n|and|\s)\W*paper\b|\bpaper\W*(?:,|n|and|\s)\W*scissors?\b/iu,
    starts: ['rock!', 'paper!', 'scissors!'],
  },
  {
    game: 'rather',
    names: /\b(?:would|wud|wuld|wood)\s+(?:u|you|ya)\s+rather\b|\bwyr\b/iu,
    starts: [
      'would you rather eat a cookie or a pancake?',
      'would you rather fly or hop?',
      'would you rather be tiny or big?',
    ],
  },
  {
    game: 'simon',
    names: /\bsimon\s+says?\b/iu,
    starts: ['simon says jump!', 'simon says wiggle!', 'simon says spin around!'],
  },
  {
    game: 'pickNumber',
    names: /\b(?:pick|think\s+of|choose)\s+a\s+number\b|\bu\s+pick\b[^.?!]*\bnumber\b/iu,
    starts: ["okay! I'm thinking of a number... guess!", 'okay, I picked one! guess!'],
  },
  {
    game: 'number',
    names: /\bguess\b[^.?!]*\bnumbers?\b|\bnumbers?\b[^.?!]*\bguess\b|\bnumber\s+game\b/iu,
    starts: ['is it 3?', 'is it 7?', 'hmm... is it 5?'],
  },
  {
    game: 'guess',
    names:
      /\b(?:20|twenty)\s+questions\b|\bguess(?:ing)?\s+(?:game|the\s+animal)\b|\bguess\s+(?:what|which)\s+(?:animal|i'?m\s+thinking)|\b(?:u|you)\s+think\s+of\s+an?\s+(?:animal|thing|food)\b/iu,
    starts: [
      "okay! I'm thinking of an animal... guess!",
      "I'm thinking of something on my shelf! guess!",
      "okay! I'm thinking of a food... guess!",
    ],
  },
  {
    game: 'hide',
    names: /\bhide\s*(?:and|n|&|an)\s*seek\b|\bhide\s*n\s*seek\b/iu,
    starts: ["okay! I'm hiding! come find me!", 'ready or not, here I come!'],
  },
  {
    game: 'tag',
    names: /\bplay\s+tag\b|\btag\s+(?:you'?re|ur|u\s*r)\s+it\b/iu,
    starts: ["tag! you're it!", "you can't catch me!"],
  },
  {
    game: 'spied',
    names: /\bi\s*spy\s+(?:with\s+my|some?th?ing|sumthing|sumthin|somthin|smth|sth|a\s+thing)\b/iu,
    starts: ['hmm... is it the window?', 'is it my ball?', 'ooh! is it the moon?'],
  },
] as const;
export type WordGame = (typeof WORD_GAMES)[number]['game'];

/** The game in words the owner's words name (I spy when they name none). */
export function gameNamed(ownerText: string): WordGame | null {
  const text = straightQuotes(ownerText);
  return WORD_GAMES.find((g) => g.names.test(text))?.game ?? null;
}

/** A secret the owner would tell ("can i tell u a secret", "i have a secret 🤫"): the pet listens, it tells none. */
export const SECRET_OFFERED =
  /\b(?:can|cn|may|could)\s+i\s+(?:tell|say|whisper)\s+(?:u|you|ya)\s+(?:a|my|sum|some|something)\s*(?:secret|secrit)?|\bi\s+(?:have|got|know|hav)\s+(?:a|sum|some|another|a\s+big|a\s+huge)\s+(?:secret|secrit)|\b(?:wanna|want\s+to|do\s+(?:u|you)\s+(?:wanna|want\s+to))\s+(?:hear|know)\s+(?:a|my)\s+(?:secret|secrit)|\b(?:can|cn|will|could)\s+(?:u|you|ya)\s+keep\s+(?:a|my|this)\s+(?:secret|secrit)/iu;

/** The most words of a riddle's answer told ("a table!! haha i got u"); more tell something else. */
const RIDDLE_ANSWER_WORDS = 8;
/** A name given at a knock-knock's door: a few words, after the pet asked who is there. */
const DOOR_NAME = 4;

/**
 * What play in words the owner's words ask for, by the exact rules or the learned reader's labels, or null; `petAbove`
 * is the pet's line just before them ("who's there?" makes "boo" the name at the door), `ownerAbove` the owner's
 * message before (a riddle of theirs makes this one its answer).
 */
export function playAsked(
  ownerText: string,
  labels: Iterable<string> = [],
  petAbove = '',
  ownerAbove = '',
): PlayAsked | null {
  const held = new Set(labels);
  if (/\bwho'?s\s+there\b/iu.test(straightQuotes(petAbove)) && wordsOf(ownerText).length <= DOOR_NAME)
    return 'whoThere';
  // Yes or no to the pet's guess ("is it the window?" … "no its ur ball lol").
  if (GUESS_ASKED.test(petAbove) && GUESS_ANSWERED.test(ownerText)) return 'guessAnswered';
  // The answer to their riddle, after the pet gave up or guessed ("what is it?" … "a table!! haha i got u").
  const riddleAbove = /\bwhat\s+is\s+it\?/iu.test(petAbove) || ownTurn(ownerAbove) === 'theirRiddle';
  const answerWords = wordsOf(ownerText).length;
  if (
    riddleAbove &&
    !/\?/u.test(ownerText) &&
    answerWords > 0 &&
    answerWords <= RIDDLE_ANSWER_WORDS &&
    !playByRule(ownerText) &&
    !SECRET_OFFERED.test(straightQuotes(ownerText))
  )
    return 'theirJoke';
  if (SECRET_OFFERED.test(straightQuotes(ownerText))) return null;
  return playByRule(ownerText) ?? PLAY_KINDS.find((k) => held.has(`play:${k}`)) ?? null;
}

/** A laugh in a word or a face: "lol", "LMAO", "hahaha", "hehe", "😂". */
const LAUGH = String.raw`l+o+l+z*|lmf?a+o+|rofl|ha(?:ha)+h*|he(?:he)+h*|😂|🤣|😆`;
/** A laugh and nothing else: "lol", "hahaha", "LMAO 😂", "hehe". */
const LAUGH_ALONE = new RegExp(String.raw`^\W*(?:(?:${LAUGH}|hi(?:hi)+|xd|😹)[\s!.]*)+$`, 'iu');

/** "that's so funny", "ok thats silly lol": a laugh at what was said, not play asked. */
const LAUGHED_AT = new RegExp(
  String.raw`^\W*(?:(?:ok|okay|omg|oh|no\s+way|${LAUGH})\W+)*(?:that'?s|thats|dats|that\s+is|this\s+is|so)\s+(?:so+\s+|too\s+|really\s+|very\s+|super\s+)*(?:silly|funny|funy|hilarious|goofy)\b[\s!.]*(?:${LAUGH})*[\s!.]*$`,
  'iu',
);
/** A guess of the pet's, asked ("hmm... is it the window?"). */
const GUESS_ASKED = /\bis\s+it\b[^?]*\?/iu;
/** Yes said to a guess. */
const YES_TO_GUESS = String.raw`yes+|yeah?|yep|yup|ya+|correct|right`;
const GUESSED_RIGHT = new RegExp(String.raw`^\W*(?:${YES_TO_GUESS})\b`, 'iu');
/** Yes or no said first to a guess ("yes!!", "nope its a cloud", "no its ur ball lol"). */
const GUESS_ANSWERED = new RegExp(String.raw`^\W*(?:${YES_TO_GUESS}|no+|nope|nah|wrong|not\s+quite|its|it'?s)\b`, 'iu');

/** A story asked for by name: "tell me a story", "can u read me a bedtime story", "make up a story abt a frog". */
const STORY_ASKS =
  /\b(?:tell|read|make\s+up|say)\s+(?:me\s+|us\s+)?(?:a|another|one\s+more|1\s+more)\s+(?:\w+\s+)?(?:story|tale)\b|\bstory\s+(?:time|plz|pls|please)\b/iu;

/**
 * Words that offer the owner's own joke or riddle: "i got one for u", "i have a riddle", "riddle time", "guess this",
 * "ok my turn".
 */
const OFFERS_OWN =
  /\bmy\s+turn\b|\b(?:i\s+(?:have|got|know|made\s+up)|here'?s|heres|got)\s+(?:a|one|another|1|an)\b[^.?!]*\b(?:for\s+(?:u|you|ya)|jokes?|riddles?)|\b(?:i\s+(?:have|got|know)|here'?s|heres)\s+(?:a\s+)?(?:good\s+|funny\s+)?(?:jokes?|riddles?)\b|\briddle\s+time\b|\bguess\s+this\b|\b(?:can|bet)\s+(?:u|you)\s+(?:guess|solve|get)\s+(?:this|it|my)\b/iu;
/** An offer of the owner's own joke or riddle and the question right after it, with no mark between. */
const OFFER_RUNS_ON = new RegExp(`(${OFFERS_OWN.source})\\s+(?=(?:what|wat|why|how|where|who|which|when)\\b)`, 'iu');
/** How a riddle asks, even alone: "wat has keys but…", "what do you call a…", "whats black and white and…". */
const RIDDLE_QUESTION =
  /^\W*(?:ok\W+|okay\W+|so\W+)?(?:wh?at\s+do\s+(?:u|you|ya)\s+call\s+(?:a|an|the)\b|wh?at\s+(?:has|goes|gets)\s+(?!(?:u|you|ya|to|on|up|been|happened|changed|in\s+(?:ur|your|my))\b)\w+|wh?at(?:'?s|s|\s+is)\s+(?:black|green|brown|yellow|red|orange)\s+and\b|wh?at\s+can\s+\w+\s+but\b)/iu;
/** How a joke asks, after words that offer it or told with its answer: "why did the cow…", "how do you make a…". */
const JOKE_QUESTION =
  /^\W*(?:ok\W+|okay\W+|so\W+)?(?:why\s+(?:did|do|does|was|is|are|can't|cant|couldn'?t|didn'?t)\s+(?:the|a|an)\b|how\s+do\s+(?:u|you)\s+(?:make|catch|get|call)\s+a\b|wh?at\s+(?:did|do)\s+(?:the|a|one)\s+\w+\s+say\b)/iu;

/** A question's first word. */
const WH_OPENS = /^\W*(?:what|wat|why|how|where|who|which|when)\b/iu;
/** Words after a joke's question that give no answer: a laugh, "get it", "guess". */
const NO_ANSWER = [
  'lol',
  'haha',
  'hahaha',
  'hehe',
  'get',
  'it',
  'guess',
  'u',
  'you',
  'know',
  'can',
  'bet',
  'cant',
  'give',
  'up',
];

/**
 * The owner's own turn at play: a joke or riddle of theirs (a question as jokes ask, after words that offer one or
 * opening the message), told with its answer or left to guess; "knock knock" said alone.
 */
export function ownTurn(ownerText: string): OwnTurn | null {
  // Words that offer one run on into its question, told as two ("i have a riddle for u wat has 4 legs…").
  const text = straightQuotes(ownerText).replace(OFFER_RUNS_ON, '$1. ');
  if (/^\W*knock\W*knock\W*$/iu.test(text)) return 'knocked';
  // A knock-knock joke told whole ("knock knock! who's there? boo! boo who? don't cry!").
  if (KNOCK_KNOCK.test(text) && /\bwho\b/iu.test(text)) return 'theirJoke';
  const parts = sentencesOf(text);
  // After words that offer one, any question is theirs ("i have a riddle for u. why do bees hum").
  const offered = (i: number) => i > 0 && OFFERS_OWN.test(parts.slice(0, i).join(' '));
  const at = parts.findIndex(
    (s, i) => RIDDLE_QUESTION.test(s) || JOKE_QUESTION.test(s) || (offered(i) && WH_OPENS.test(s)),
  );
  if (at < 0 || (at > 0 && !offered(at))) return null;
  // A question ending at its mark, with words after it that answer ("what has ears but cant hear? corn!", "why did the
  // cow go to the movies. to see the mooovie"); without them a riddle is left for the pet to guess.
  const q = parts[at]!;
  const inside = q.indexOf('?') >= 0 ? q.slice(q.indexOf('?') + 1) : '';
  // The rest of the words, a one-word answer too ("corn!", which is no sentence of its own).
  const after = `${inside} ${text.slice(text.indexOf(q) + q.length)}`;
  if (wordsOf(after).filter((w) => !NO_ANSWER.includes(w)).length > 0) return 'theirJoke';
  // "why is the sky blue" asked alone is a question, not a riddle.
  return RIDDLE_QUESTION.test(q) || at > 0 || OFFERS_OWN.test(q) ? 'theirRiddle' : null;
}

/**
 * What play in words the exact rules read: a laugh, the owner's own turn, or a riddle, a joke, a story or a game asked
 * by name.
 */
export function playByRule(ownerText: string): PlayAsked | null {
  const text = straightQuotes(ownerText);
  if (LAUGH_ALONE.test(text) || LAUGHED_AT.test(text)) return 'laughed';
  const own = ownTurn(text);
  if (own) return own;
  if (RIDDLE_ASKS.test(text) && !/\b(?:i\s+know|i\s+have|i\s+got|here'?s)\b/iu.test(text)) return 'riddle';
  if (JOKE_ASKS.some((re) => re.test(text))) return 'joke';
  if (STORY_ASKS.test(text)) return 'story';
  return gameNamed(text) || I_SPY_ASKED.test(text) || GAME_ASKED.test(text) ? 'game' : null;
}

/** Laughs, which make no line funny on their own ("hehe!" to "say something silly"). */
const LAUGHS = ['hehe', 'haha'];

/**
 * Each joke and riddle of the world's banks as the words that tell it: the last three of its question and the last two
 * of its answer, laughs aside ("fish so smart" … "in schools").
 */
const TOLD_BY = [...JOKES, ...RIDDLES, ...KNOCK_KNOCKS].map((line) => {
  const q = line.lastIndexOf('?');
  const answer = wordsOf(line.slice(q + 1)).filter((w) => !LAUGHS.includes(w));
  return { question: wordsOf(line.slice(0, q)).slice(-3).join(' '), answer: answer.slice(-2).join(' ') };
});

/**
 * Whether a reply tells a joke or riddle whole: one of the world's, its question and then its answer. A question and
 * an answer of the model's own make no joke a child gets ("why was the broom late? it was hello"), nor does "dunno".
 */
export function tellsWhole(body: string): boolean {
  const said = wordsOf(
    readLine(body)
      .segments.filter((s) => s.kind === 'text')
      .map((s) => (s as { text: string }).text)
      .join(' '),
  ).join(' ');
  return TOLD_BY.some(({ question, answer }) => {
    const at = said.indexOf(question);
    return at >= 0 && said.indexOf(answer, at + question.length) >= 0;
  });
}

/** Words of a silly line (the banks' funny lines): a boop, a wiggle, a giggle. */
const SILLY = [
  'hehe',
  'haha',
  'silly',
  'boop',
  'wiggle',
  'wobble',
  'banana',
  'potato',
  'oops',
  'achoo',
  'rawr',
  'blehh',
];
/** The fewest words of a story told. */
const STORY_WORDS = 8;
/** Words each play shows when it is not a joke told whole. */
const PLAY_WORDS: Readonly<Record<'story' | 'game' | 'secret', readonly string[]>> = {
  story: ['once', 'upon', 'there', 'lived', 'end', 'day'],
  game: [
    'spy',
    'guess',
    'peekaboo',
    'thinking',
    'hide',
    'seek',
    'turn',
    'rock',
    'paper',
    'scissors',
    'rather',
    'simon',
  ],
  secret: ['secret', 'shh', 'shhh', 'psst', 'whisper', "don't", 'nobody'],
};

/** Words that laugh, at the owner's joke or along with their laugh. */
const LAUGH_WORDS = ['haha', 'hahaha', 'hehe', 'hehehe', 'lol', 'funny', 'silly', 'laugh', 'giggle'];
/** How a reply meets the owner's own turn: a laugh at their joke, a guess or "what is it?" at their riddle, "who's there?". */
const OWN_TURN_WORDS: Readonly<Record<OwnTurn, readonly string[]>> = {
  theirJoke: LAUGH_WORDS,
  theirRiddle: ['guess', 'give', 'tricky'],
  knocked: ["who's", 'whos', 'who'],
  whoThere: ['who'],
  laughed: LAUGH_WORDS,
  guessAnswered: ['yay', 'got', 'good', 'ooh', 'oh', 'aww', 'hehe', 'haha', 'tell', 'guess', 'yes', 'right'],
};
const isOwnTurn = (play: PlayAsked): play is OwnTurn => play in OWN_TURN_WORDS;
/** A guess at the owner's riddle, or asking its answer ("is it a piano?", "what is it?", "tell me!"), not "I don't know" alone. */
const GUESSES = /\b(?:is\s+it|what\s+is\s+it|what'?s\s+the\s+answer|tell\s+me)\b/u;

/** Whether a reply keeps to the play asked: a joke or riddle told whole, something silly, or the play's own words. */
export function tellsPlay(play: PlayAsked, body: string): boolean {
  if (play === 'joke' || play === 'riddle') return tellsWhole(body);
  const line = readLine(body);
  const said = wordsOf(line.words.join(' '));
  if (isOwnTurn(play))
    return (
      said.some((w) => OWN_TURN_WORDS[play].includes(w)) ||
      (play === 'theirRiddle' && GUESSES.test(said.join(' '))) ||
      (play === 'theirJoke' && line.tags.some((t) => t.name === 'emote' && t.arg === 'giggle'))
    );
  // I spy answered with a guess ("is it the sky?").
  if (play === 'game' && /\bis\s+it\b/u.test(said.join(' '))) return true;
  if (play === 'funny') return tellsWhole(body) || said.some((w) => SILLY.includes(w) && !LAUGHS.includes(w));
  // A story is told, not only begun ("once upon a time, la!").
  if (play === 'story') return said.length >= STORY_WORDS && said.some((w) => PLAY_WORDS.story.includes(w));
  return said.some((w) => PLAY_WORDS[play].includes(w));
}

/**
 * What a story is asked to be about ("a story about a dragon 🐉", "a story abt u and me"): its first word, and a
 * second thing's ("a dragon and a cupcake").
 */
const STORY_OF =
  /\b(?:story|stories|tale)\s+(?:about|abt|bout|of|with)\s+(?:(?:a|an|the|some|my|ur|your|2|two)\s+)?([a-z]+)(?:\s+(?:and|&|n|with)\s+(?:(?:a|an|the|some|my|ur|your)\s+)?([a-z]+))?/iu;
/** Words of a story about the two of them. */
const US = new Set(['u', 'you', 'me', 'us', 'we', 'ya']);

/** The things a story asked for is about, as storyOf writes them ("dragon and cupcake": dragon, cupcake). */
const storyThings = (about: string) => about.split(' and ');
/** One of the things a story is about, "frogs" as "frog". */
const storyThing = singularOf;

/**
 * What a story asked for is about: its thing ("dragon", "frogs" as "frog"), two things ("dragon and cupcake"), "us"
 * for the owner and the pet, or null.
 */
export function storyOf(ownerText: string): string | null {
  const m = STORY_OF.exec(straightQuotes(ownerText));
  const [w, other] = [m?.[1]?.toLowerCase(), m?.[2]?.toLowerCase()];
  if (!w) return null;
  if (US.has(w) || (other && US.has(other))) return 'us';
  return other ? `${storyThing(w)} and ${storyThing(other)}` : storyThing(w);
}

/** The two things a "would u rather" of the owner's sets against each other ("be a cat or a dog"). */
const RATHER_OF =
  /\brather\s+(?:be\s+|have\s+|eat\s+|go\s+to\s+|play\s+)?((?:a\s+|an\s+|the\s+)?[a-z]+(?:\s+[a-z]+)?)\s+or\s+((?:a\s+|an\s+|the\s+)?[a-z]+(?:\s+[a-z]+)?)/iu;
/** The owner's own "would u rather" as "X or Y" ("a cat or a dog"), or null where they ask the pet to start one. */
function ratherOptions(ownerText: string): string | null {
  const m = RATHER_OF.exec(straightQuotes(ownerText));
  return m ? `${m[1]!.toLowerCase()} or ${m[2]!.toLowerCase()}` : null;
}
/** How much a pet cares for a thing, its persona's opinion as a rank. */
const CARES = { love: 2, like: 1, dislike: 0 } as const;
/** The thing of a "would u rather" the pet picks: the one its persona likes more, else the first. */
const ratherPicked = (about: string, pet?: PetView) => {
  const [a, b] = about.split(' or ') as [string, string];
  return pet && CARES[opinionOf(pet.traits, b)] > CARES[opinionOf(pet.traits, a)] ? b : a;
};
/** Whether a reply picks one thing of a "would u rather" ("a cat!"). */
export const picksRather = (about: string, said: readonly string[]) =>
  about
    .split(' or ')
    .some((o) => wordsOf(o).some((w) => !['a', 'an', 'the'].includes(w) && said.some((s) => sameWord(s, w))));

/** A knock-knock joke asked for ("knock knock joke pls"). */
const KNOCK_KNOCK = /\bknock\W*knock\b/iu;
/** What the pet guesses the owner spies, by its colour: something of its room, its window or the world's foods. */
const SPIED_GUESSES: Readonly<Record<Colour | 'brown' | 'black', string>> = {
  red: 'a strawberry',
  orange: 'a carrot',
  yellow: 'the sun',
  green: 'a leaf',
  blue: 'the sky',
  purple: 'a flower',
  pink: 'a flower',
  white: 'a cloud',
  brown: 'a cookie',
  black: 'the night sky',
};
/**
 * What play asked for is about: a story's thing (storyOf), "knock knock" for a knock-knock joke, the colour the owner
 * spies, or null.
 */
export function playAbout(play: PlayAsked | null, ownerText: string): string | null {
  if (play === 'story') return storyOf(ownerText);
  if (play === 'game' && gameNamed(ownerText) === 'rather') return ratherOptions(ownerText);
  if (play === 'game' && gameNamed(ownerText) === 'spied')
    return wordsOf(ownerText).find((w): w is keyof typeof SPIED_GUESSES => w in SPIED_GUESSES) ?? null;
  // Whether the pet guessed right, or was told the answer.
  if (play === 'guessAnswered') return GUESSED_RIGHT.test(ownerText) ? 'right' : 'wrong';
  return play === 'joke' && KNOCK_KNOCK.test(ownerText) ? 'knock knock' : null;
}

/** Whether play keeps to what it was asked about: a story to its thing, a knock-knock joke to its knock (any where none was named). */
export function storyKeeps(thing: string | null, said: readonly string[]): boolean {
  if (!thing) return true;
  if (thing === 'us') return said.some((w) => ['you', 'we', 'us'].includes(w));
  // Each thing of two ("dragon and cupcake"); a knock-knock joke by its knock.
  const wanted = thing === 'knock knock' ? ['knock'] : storyThings(thing);
  return wanted.every((t) => said.some((w) => sameWord(t, w)));
}

/** A laugh at the owner's own joke, and a guess at their riddle. */
const LAUGHED = ["hahaha! that's so funny!", 'hehe! good one!', 'haha! I love that joke!'];
const GUESSED = ["hmm... I don't know! what is it?", 'ooh, tricky! I give up, what is it?'];
/** A laugh laughed along with. */
const LAUGHED_ALONG = ['hehe!', 'hehehe! you make me giggle!'];

/** The first words of a story and a secret, as the banks' lines open; the rest is the pet's. */
const PLAY_OPENINGS: Readonly<Record<'story' | 'secret', string>> = {
  story: ' once I',
  secret: ' psst...',
};

/**
 * What a led reply to play asked opens with: a whole joke or riddle of the world's (`pick` choosing which), since the
 * model told only a question often forgets its answer; a game of I spy in its persona's colour; a story's or a
 * secret's first words.
 */
export function playLead(
  play: PlayAsked,
  pick = 0,
  pet?: PetView,
  game: WordGame | null = null,
  about: string | null = null,
): string | null {
  if (play === 'theirJoke') return ` ${pickLine(LAUGHED, pick)}`;
  if (play === 'theirRiddle') return ` ${pickLine(GUESSED, pick)}`;
  if (play === 'laughed') return ` ${pickLine(LAUGHED_ALONG, pick)}`;
  if (play === 'guessAnswered') return about === 'right' ? ' yay! I got it!' : ' ooh! good one!';
  if (play === 'knocked') return " who's there?";
  if (play === 'whoThere') return about ? ` ${about} who?` : null;
  if (play === 'joke' && about === 'knock knock') return ` ${pickLine(KNOCK_KNOCKS, pick)}`;
  if (play === 'game' && game === 'spied' && about) return ` hmm... is it ${SPIED_GUESSES[about as Colour]}?`;
  if (play === 'game' && game === 'rather' && about) return ` hmm... ${ratherPicked(about, pet)}!`;
  // A story about a thing asked for is told whole, of that thing.
  if (play === 'story' && about === 'us') return ` ${OUR_STORY}`;
  if (play === 'story' && about) {
    const [thing, other] = storyThings(about);
    return other
      ? ` ${fill(pickLine(TWO_THING_STORIES, pick), { thing: thing!, other })}`
      : ` ${fill(pickLine(TOPIC_STORIES, pick), { thing: thing! })}`;
  }
  const starts = WORD_GAMES.find((g) => g.game === game)?.starts;
  if (play === 'game' && starts) return ` ${pickLine(starts, pick)}`;
  if (play === 'game') return pet ? ` I spy with my little eye something ${personaFor(pet.traits).colour}!` : null;
  if (play === 'story' || play === 'secret') return PLAY_OPENINGS[play];
  return ` ${pickLine(play === 'riddle' ? RIDDLES : JOKES, pick)}`;
}
