/**
 * The pet's body as the needs line tells it: claims it may not make while the header says otherwise (needs-contradiction),
 * the body topics the owner asks about and a reply talks of, and the wants a wordless reply may show. One file: all
 * three read the body from the same table of stat words and the same body talk.
 */
import { FOODS, GENDERED_PRONOUNS, STAT_WORDS, type Stat, type Want } from './words.ts';
import { statWord } from './prompt.ts';
import { isSilent, readLine } from './tags.ts';
import { PET_WORDS } from './pet-words.ts';
import type { PetView } from './state.ts';
import { OWNER_SELF, TO_PET } from './lexicon/self.ts';
import { oneTypoApart } from './moves.ts';
import { asksAny, sentencesOf } from './reading.ts';
import { answeredWords, drawnOutOnce, drawnOutTwice, saysPhrase, sameWord, straightQuotes, wordsOf } from './text.ts';

/** A stat's word in the needs line for this pet ("hungry", "stinky"). */
export const needWord = (pet: PetView, stat: Stat) => statWord(stat, pet[stat]);

/** A claim about the body that the needs line can contradict. */
interface NeedsClaim {
  /** First-person phrases, matched on whole words, case-insensitive; "not X" never counts as X. */
  phrases: readonly string[];
  /** Tags that make the same claim. */
  tags?: readonly string[];
  /** The want whose topic the claim talks of, either way ("I'm full" and "I'm hungry" both talk of snacks). */
  topic: BodyWant;
  /** The claim is false when this holds. */
  falseWhen: (pet: PetView) => boolean;
  /** What is true instead, for the message. */
  truth: (pet: PetView) => string;
}

const isWord = (stat: Stat, words: readonly string[]) => (p: PetView) => words.includes(needWord(p, stat));

const statTruth = (stat: Stat) => (p: PetView) =>
  `the needs line says ${stat === 'clean' ? '' : `${stat} `}${needWord(p, stat)}`;

/** The needs table: what a pet may not say of its body while the header says otherwise. */
const NEEDS_CLAIMS: readonly NeedsClaim[] = [
  {
    phrases: [
      "i'm full",
      'i am full',
      'so full',
      'too full',
      'tummy is full',
      "i'm stuffed",
      'i am stuffed',
      'so stuffed',
      "i'm not hungry",
      'not hungry',
      'no more food',
      'no more please',
      'had enough',
    ],
    falseWhen: isWord('tummy', ['starving', 'hungry']),
    truth: statTruth('tummy'),
    topic: 'snack',
  },
  {
    phrases: [
      "i'm hungry",
      'i am hungry',
      'so hungry',
      "i'm starving",
      'i am starving',
      'so starving',
      'tummy is rumbling',
      'tummy rumbles',
      'need food',
      'feed me',
      'bit hungry',
      'little hungry',
      'kinda hungry',
      'little empty',
      'tummy is empty',
      "i'm peckish",
      'a bit peckish',
      'could eat a snack',
      'rumbly tummy',
    ],
    tags: ['want:snack'],
    falseWhen: isWord('tummy', ['full', 'stuffed']),
    truth: statTruth('tummy'),
    topic: 'snack',
  },
  {
    phrases: [
      "i'm stinky",
      'i am stinky',
      'so stinky',
      'i stink',
      'i smell bad',
      'i smell funny',
      'i smell stinky',
      "i'm smelly",
      'so smelly',
      "i'm dirty",
      'i am dirty',
      'so dirty',
      'need a bath',
      'smell like a swamp',
      'smell like mud',
      "i'm muddy",
      'so muddy',
      "i'm messy",
      'so messy',
      'can smell me',
      'pee yew',
      "i'm grubby",
      'bit grubby',
      'so grubby',
      "i'm mucky",
      'bit mucky',
      'need a bubble bath',
      'need a wash',
      'need a scrub',
      'need washing',
    ],
    tags: ['want:bath'],
    falseWhen: isWord('clean', ['clean', 'sparkly']),
    truth: statTruth('clean'),
    topic: 'bath',
  },
  {
    // Clean or shining is untrue while messy ("a little messy" in the needs line) as while stinky: not "I'm the
    // shiniest!!" to "r u still stinky", nor "I'm clean!!" to "ur all sticky from the jam".
    phrases: [
      "i'm clean",
      'i am clean',
      'so clean',
      'sparkly clean',
      "i'm sparkly",
      'i am sparkly',
      'so sparkly',
      'nice and clean',
      'all clean',
      'all washed',
      "i'm fresh",
      'i feel fresh',
      'all fresh',
      'sparkle sparkle',
      'clean as can be',
      'the cleanest',
      'shiniest',
      "i'm shiny",
      'so shiny',
      'i shine',
      'i sparkle',
      'squeaky clean',
      'smell so nice',
      'smell nice',
      'smell good',
      'i washed',
      "i'm washed",
    ],
    falseWhen: isWord('clean', ['stinky', 'messy']),
    truth: statTruth('clean'),
    topic: 'bath',
  },
  {
    phrases: ["i'm sick", 'i am sick', 'i feel sick', 'feel so sick', "i'm poorly", 'i feel poorly', 'need medicine'],
    tags: ['want:medicine'],
    falseWhen: (p) => !p.sick,
    truth: () => 'the header does not say the pet is sick',
    topic: 'medicine',
  },
  {
    // A sick pet asked "r u sick?" may not say "I'm super healthy!!", "I'm well" or "nothing wrong here".
    phrases: [
      "i'm not sick",
      'not sick',
      "i'm healthy",
      'i am healthy',
      'i feel fine',
      "i'm all better",
      'super healthy',
      'so healthy',
      'very healthy',
      'totally healthy',
      "i'm well",
      'i am well',
      "i'm fine",
      'i am fine',
      'feeling fine',
      'i feel great',
      'i feel super',
      'nothing wrong',
      'never sick',
    ],
    falseWhen: (p) => p.sick,
    truth: () => 'the header says the pet is sick',
    topic: 'medicine',
  },
  {
    phrases: [
      "i'm sleepy",
      'i am sleepy',
      'so sleepy',
      "i'm tired",
      'i am tired',
      'so tired',
      "i'm exhausted",
      'so exhausted',
      'bit tired',
      'little tired',
      'kinda tired',
      'so yawny',
      "i'm yawny",
      'keep yawning',
      'need a nap',
      'all snoozy',
      'so snoozy',
    ],
    tags: ['want:sleep'],
    falseWhen: isWord('energy', ['awake', 'hyper']),
    truth: statTruth('energy'),
    topic: 'sleep',
  },
  {
    phrases: [
      'wide awake',
      'not tired',
      'not sleepy',
      'full of energy',
      "i'm hyper",
      'so much energy',
      'so bouncy',
      "i'm bouncy",
      'full of bounce',
      'full of beans',
      "can't sit still",
      'all the energy',
      "can't stop bouncing",
      'jump to the moon',
    ],
    falseWhen: isWord('energy', ['exhausted', 'sleepy']),
    truth: statTruth('energy'),
    topic: 'sleep',
  },
];

/**
 * The needs claims the header makes untrue for this pet: their phrases and tags may not be said (needs-contradiction;
 * the line grammar keeps it while sampling).
 */
export function untrueClaims(pet: PetView): NeedsClaim[] {
  return NEEDS_CLAIMS.filter((c) => c.falseWhen(pet));
}

/**
 * What the owner's words must touch for a wordless [want:X] to answer them (`want-off-topic`): "are you hungry?"
 * may be answered with [want:snack] alone, "my favourite colour is purple" not with [want:play].
 */
const WANT_TOPICS: Record<Want | 'any', readonly string[]> = {
  any: ['want', 'need', 'wish', 'ok', 'okay', 'feel', 'feeling', 'how', 'wrong', 'matter'],
  snack: [
    'eat',
    'food',
    'hungry',
    'hunger',
    'snack',
    'tummy',
    'starving',
    'feed',
    'lunch',
    'dinner',
    'breakfast',
    'yummy',
    'munch',
    ...FOODS,
  ],
  bath: [
    'bath',
    'wash',
    'clean',
    'dirty',
    'smell',
    'smelly',
    'stinky',
    'stink',
    'shower',
    'soap',
    'bubble',
    'mess',
    'messy',
    'filthy',
    'muddy',
  ],
  sleep: ['sleep', 'sleepy', 'tired', 'bed', 'bedtime', 'nap', 'rest', 'night', 'exhausted', 'yawn', 'late', 'dream'],
  medicine: ['sick', 'ill', 'medicine', 'vet', 'doctor', 'poorly', 'hurt', 'pill', 'unwell', 'fever', 'cough'],
  play: ['play', 'bored', 'boring', 'game', 'catch', 'fun', 'ball', 'toy', 'throw'],
  pats: ['pat', 'pet', 'hug', 'cuddle', 'love', 'stroke', 'scratch', 'tickle', 'lonely'],
};

/** The wants of a wordless reply to the owner's words (the line right after them) that the words do not touch. */
export function offTopicWants(lines: readonly string[], owner: string, body: string): Want[] {
  const answered = answeredWords(lines, owner);
  if (answered === null) return [];
  const read = readLine(body);
  if (!isSilent(read) || read.tags.some((t) => t.name !== 'want' && t.name !== 'emote' && t.name !== 'walk')) return [];
  const said = wordsOf(answered);
  const touches = (topic: readonly string[]) => touchesTopic(said, topic);
  if (touches(WANT_TOPICS.any)) return [];
  return read.tags
    .filter((t) => t.name === 'want' && !touches(WANT_TOPICS[t.arg as Want] ?? []))
    .map((t) => t.arg as Want);
}

/**
 * The wants that stand for the pet's body (a question about one is answered from the needs line), each with the stat
 * it reads, whose header words a reply on its topic may use ("full", "sparkly"); sickness has no stat word.
 */
const BODY_STAT = { snack: 'tummy', bath: 'clean', sleep: 'energy', medicine: null } as const satisfies Partial<
  Record<Want, Stat | null>
>;

export type BodyWant = keyof typeof BODY_STAT;
/** The body topics, in the order the learned reader's labels rank them (reader.ts). */
export const BODY_WANTS = Object.keys(BODY_STAT) as BodyWant[];

/**
 * Words of the body topics that often mean something else: the time or dreams ("night", "late", "dream"), and "ill"
 * (typed for "I'll"). They alone do not make a body question.
 */
const NOT_BODY_WORDS = ['night', 'late', 'dream', 'ill'];

/**
 * Whether some word is a topic word, or (typed by a person: the owner's lines are typed fast) one typo off a longer
 * one ("hugnry"), unless it is a word of its own: "much" is not "munch", nor "ever" "fever".
 */
function touchesTopic(words: readonly string[], topic: readonly string[], typed = true): boolean {
  return words.some((w) =>
    topic.some((t) => sameWord(w, t) || (typed && t.length >= 5 && !REAL_WORDS.has(w) && oneTypoApart(w, t))),
  );
}

/** Words of others whose lives the owner tells of. */
const OTHERS: readonly string[] = [...GENDERED_PRONOUNS, 'they', 'their'];

/** Words that are no typo: the pet's own vocabulary (the training lines' words). */
const REAL_WORDS = new Set(PET_WORDS);

/**
 * The body topics the owner's words ask about ("r u hungry" → snack, "need a nap?" → sleep, "bedtime!" → sleep), by
 * the want-topic words; none when the words speak only of the owner ("i feel sick" wants kindness, not the pet's health).
 */
export function bodyTopicsAsked(ownerText: string): BodyWant[] {
  // A sentence of another's life told beside words to the pet ("i have to tell u!! my grandma is coming and she
  // always brings cookies") holds no topic of the pet's.
  const parts = sentencesOf(ownerText);
  const text =
    parts.length < 2
      ? ownerText
      : parts
          .filter((part) => {
            const ws = wordsOf(part);
            return ws.some((w) => TO_PET.includes(w)) || asksAny(part) || !ws.some((w) => OTHERS.includes(w));
          })
          .join(' ');
  const said = wordsOf(ownerText);
  if (said.some((w) => OWNER_SELF.includes(w)) && !said.some((w) => TO_PET.includes(w))) return [];
  // "r u sleepyyy", "hungryyyy", "tireddd": a letter typed three times or more is one (or two: "fulll", "sleeeepy").
  const plain = drawnOutOnce(straightQuotes(text));
  const plain2 = drawnOutTwice(straightQuotes(text));
  const words = [...wordsOf(plain), ...wordsOf(plain2)];
  // The header's own words for the stat ("r u still sparkly?"), but "okay" and "full" ("full of beans", a full name: BODY_ASKS).
  const statWords = (w: BodyWant) =>
    BODY_STAT[w] ? STAT_WORDS[BODY_STAT[w]].filter((x) => x !== 'okay' && x !== 'full') : [];
  return BODY_WANTS.filter(
    (w) =>
      touchesTopic(words, [...WANT_TOPICS[w].filter((t) => !NOT_BODY_WORDS.includes(t)), ...statWords(w)]) ||
      BODY_ASKS[w].test(plain) ||
      BODY_ASKS[w].test(plain2),
  );
}

/**
 * The other words and phrases by which people ask after the pet's body, beyond the want-topic words: its energy ("hows
 * ur energy", "r u worn out", "ur eyes look droopy", "r u nodding off", "wanna lie down"), its dirt ("r u all mucky",
 * "is there mud on u", "do u need a scrub"), its health ("r u ill", "do u have a cold", "are you all better now?",
 * "r u under the weather") and its tummy ("feeling peckish?", "r u full", "hows ur appetite"), as the generator's
 * owner phrasings ask them, and kept off the other intents' phrasings: "ill" only beside a word that makes it the illness, not "I'll"; "full" and
 * "fresh" only of the pet ("r u full", "is ur belly full", "do u feel fresh"), not "full of energy", a full name or a
 * full moon; "cold" as a cold caught, not "the cold"; no "pooped" (a poop asked), "bite" (bed bugs), 😴 (good night).
 */
const BODY_ASKS: Record<BodyWant, RegExp> = {
  sleep:
    /\b(?:energy|energetic|awake|(?:u|you|ya)\s+(?:\w+\s+){0,2}asleep|asleep\s+yet|fall(?:ing)?\s+asleep|yawn\w*|snooz\w*|drowsy|dozy|knackered|zonked|tuckered|tiring|tyred|sleepie|sleepyhead|beddy|hyper|bouncy|battery|charged\s+up|worn\s+out|wiped(?:\s+out)?|wear\s+(?:u|you|ya)\s+out|nodding\s+off|lie\s+down|full\s+of\s+beans|run\s+down|totally\s+spent)\b|\b(?:eyes|eyelids)\b[^.!?]{0,16}\b(?:heavy|droopy|closing|open)\b|🥱/iu,
  bath: /\b(?:mucky|muck|grubby|grimy|grime|dusty|(?:u|you|ya|ur|your)\s+(?:\w+\s+)?sticky|mud|dirt|whiffy|whiff|pong|scrub\w*|(?:feel|feeling|u|you|ya|r|are)\s+(?:\w+\s+)?fresh|freshen|baff|puddle|washed|washin|washing\s+(?:u|you|ya)|bathe|bathtime|tub|rinse|stinkiness|durty|yuckiness|cleanliness|cleaner|covered\s+in)\b|[🛁🧼🚿]/iu,
  medicine:
    /\b(?:(?:u|you|ya|feel|feeling|look|looking|are|r|be|get|getting)\s+(?:\w+\s+)?ill|sickly|sik|sic|sicc|sickk|(?:u|you|ya)\s+(?:\w+\s+){0,2}germs?|germy|flu|throat|queasy|headache|tummy\s*ache|health|healthy|sniffl\w*|(?:u|you|ya)\s+(?:\w+\s+)?sneez\w*|cough\w*|feverish|contagious|hurting|pale|(?:a|ur|your)\s+cold|cold\s+gone|(?:a|ur|your|high)\s+temp(?:erature)?|(?:got|catch|caught|have|has)\s+(?:a\s+)?bug|under\s+the\s+weather|throw(?:ing)?\s+up|runny\s+nose|coming\s+down\s+with|(?:feel|feeling)\s+(?:\w+\s+)?(?:yucky|icky|yuck|rotten|rough)|(?:r|are)\s+(?:u|you|ya)\s+(?:all\s+|feeling\s+|any\s+)?better|feeling\s+(?:any\s+)?better|all\s+better|bump\w*\s+(?:ur|your)\s+head|fell\s+over|catch\s+something)\b|^\W*ill\W*\?|🤒|🤧/iu,
  snack:
    /\b(?:peckish|hungy|hungr\w*|famished|stuffed|appetite|belly|rumbl\w*|eaten|ate|(?:a|ur|your)\s+meal|a\s+bite|chow|fuel\s+up|dig\s+in|(?:u|you|ya|r|are|ur|your|tummy|belly|tum)\s+(?:\w+\s+)?full(?!\s+(?:of|name|moon))|full\s+(?:up|r\s+u|are\s+(?:u|you))|^\W*full(?=\W*$)|eet)\b/iu,
};

/**
 * Whether a reply talks of a body topic: its want-topic words, its stat's header words ("stuffed", "hyper"), a phrase
 * of the needs table on that topic said either way ("not hungry" talks of food too), or [want:X] for it ([sleep] for sleep).
 */
export function talksOfBody(body: string, topic: BodyWant): boolean {
  const read = readLine(body);
  if (read.tags.some((t) => (t.name === 'want' && t.arg === topic) || (topic === 'sleep' && t.name === 'sleep')))
    return true;
  const ws = wordsOf(read.segments.map((g) => (g.kind === 'text' ? g.text : ' ')).join(' '));
  const stat = BODY_STAT[topic];
  const statWords = stat ? STAT_WORDS[stat].filter((w) => w !== 'okay') : [];
  if (touchesTopic(ws, [...WANT_TOPICS[topic], ...statWords], false)) return true;
  return NEEDS_CLAIMS.some((c) => c.topic === topic && c.phrases.some((p) => saysPhrase(ws, p, true)));
}

/**
 * How the pet says where it stands on a body topic, in the needs line's own word ("I'm starving", "I'm sparkly",
 * "I'm okay"; "I'm wide awake" for awake and hyper), or for sickness "I feel sick" / "I feel fine": never a claim the
 * needs table holds false of it ("okay" is no claim either way, and talksOfBody does not count it).
 */
export function bodySaying(topic: BodyWant, pet: Pick<PetView, 'sick' | 'tummy' | 'energy' | 'clean'>): string {
  const stat = BODY_STAT[topic];
  if (stat === null) return pet.sick ? 'I feel sick' : 'I feel fine';
  const word = statWord(stat, pet[stat]);
  // "hyper" said to "are u sleepy yet" ("I'm hyper up and ready to go") reads oddly to a child; awake is awake.
  return `I'm ${word === 'hyper' || word === 'awake' ? 'wide awake' : word}`;
}
