/**
 * Reading what the owner's words say from the heart: thanks, praise of the pet, or how the owner feels and what
 * happened to them (sad, scared, tired, ill, worried about something coming up, proud, bored). A reply keeps to such
 * a message when it answers it in kind: welcome or warm words for thanks, a blush or "aww" for praise, comfort for a
 * sad day, luck for a test, a cheer for a win (the words the generator's banks for these intents are written with,
 * models/recipe/data/taxonomy.ts). Not rules: a preference among a turn's valid candidates (intents.ts, keepScore).
 * docs/brain.md, "Keeping to what was said".
 */
import { saysPhrase, straightQuotes, wordsOf } from './text.ts';
import { GOODBYES_ANY } from './lexicon/bye.ts';
import { COMFORT, COMFORT_SAD, NOTING, SAD } from './lexicon/feelings.ts';
import { OWNER_AND_OURS, TO_PET } from './lexicon/self.ts';
import { TOMORROW } from './lexicon/time.ts';
import { COMING_UP } from './diary-answers.ts';
import { selfAsked } from './self-asked.ts';
import type { ReadLine } from './tags.ts';

/** What a message says from the heart. */
export type Heart = 'thanks' | 'praise' | 'down' | 'scared' | 'tired' | 'ill' | 'worried' | 'proud' | 'bored';

/** Thanks: "ty", "thx!!", "thank u sooo much", "tysm", "much appreciated", "cheers". */
const THANKS = /\b(?:thank(?:s|ies|ya|u|you|yu)?|thnx|thnks|thanx|thx|ty|tyty|tysm|tyvm|appreciated?|cheers)\b/iu;
/** "you're", "ur", "u r": what praise of the pet starts with. */
const YOU_ARE = "(?:ur|u\\s+r|u\\s+are|you're|youre|you\\s+are|ure|r\\s+so|so|such\\s+an?|what\\s+an?|look|looking)";
/** Love said to the pet: "i love u", "love ya", "ily": praise, a goodbye's love, a love to be met in kind. */
export const LOVE_SAID = /\b(?:love|luv|wuv)\s+(?:u|you|ya)\b|\bily(?:sm)?\b/iu;
/** Love faces and "cutie": praise alone, but none beside a favourite asked ("wat is ur best colour 💖"). */
const LOVE_FACES = /[❤💕💖💗💓💞😍🥰😘]|\bcutie(?:\s*pie)?\b/giu;
/** Praise of the pet: "ur so cute", "you're the best pet ever", "good job at catch", "i love ur little face", "ILY". */
const PRAISE = new RegExp(
  [
    `\\b${YOU_ARE}\\s+(?:(?:so|such|an?|really|very|rly|soo+|super|just|too|kinda|totally|my|little)\\s+)*(?:cute|cutie|adorable|sweet|clever|smart|pretty|lovely|beautiful|amazing|awesome|cool|funny|kind|brilliant|wonderful|fluffy|precious|perfect|gorgeous|talented|handsome|fab|fabulous|legend|star|superstar|right|good\\s+(?:boy|girl|pet|friend))\\b`,
    `\\b(?:ur|u\\s+r|u\\s+are|you're|youre|you\\s+are)\\s+(?:the|my)\\s+(?:best|bestest|greatest|favou?rite|fave|fav)\\b`,
    '\\b(?:good|clever|smart|sweet|cute)\\s+(?:boy|girl|pet|job|one|baby)\\b|\\bbest\\s+pet\\b|\\b(?:cutest|sweetest|bestest|smartest|cleverest)\\b',
    "\\b(?:well|nicely)\\s+done\\b|\\b(?:nice|great|good)\\s+(?:one|job|work|catch|dancing|singing)\\b|\\b(?:you|u)\\s+(?:did\\s+it|got\\s+it)\\b|\\bthat'?s\\s+right\\b|\\bright\\s+on\\b",
    '\\b(?:i|we)\\s+(?:love|luv|adore)\\s+(?:u|you|ya|ur|your)\\b|\\bproud\\s+of\\s+(?:u|you|ya)\\b',
    LOVE_FACES.source,
    LOVE_SAID.source,
  ].join('|'),
  'iu',
);
/** The words of each feeling the owner tells of themselves, as patterns; a message may hold several. */
const FEELINGS: readonly { heart: Heart; re: RegExp }[] = [
  {
    heart: 'ill',
    re: /\b(?:sick|(?:i'm|im|i\s+am|feel|feeling|been|so|really)\s+ill|poorly|unwell|yucky|icky|dizzy|a\s+cold|the\s+flu|flu|fever|temperature|cough\w*|sneez\w*|runny|headache|tummy\s*ache|stomach\s*ache|ear\s*ache|toothache|hurts|hurting|sore|broke\s+my\s+(?:arm|leg|wrist|finger|toe|ankle|nose)|sprained|injured|bleeding|stitches|in\s+a\s+cast|bruise\w*|throw\s+up|threw\s+up|thrown\s+up|vomit\w*|puke\w*|hospital|plaster|scraped|bumped|stung|itchy|rash|\w*pox|cut\s+my|fell\s+(?:over|off|down)|not\s+feel(?:ing)?\s+(?:well|good|great))\b|[🤒🤢🤮🤕🤧]/iu,
  },
  {
    heart: 'scared',
    re: /\b(?:scared|scary|afraid|frightened|terrified|spooked|spooky|creepy|nightmares?|bad\s+dream|freaking\s+out|freaked|monsters?|ghosts?|thunder\w*|lightning|storm|spiders?|the\s+dark|noise|noises|creak\w*|lights\s+went\s+out|(?<!spelling\s)bees?|wasps?)\b|[😱😨😰]/iu,
  },
  {
    heart: 'down',
    re: new RegExp(
      String.raw`\b(?:${SAD.join('|')}|sadd+|unhappy|(?<!\b(?:smell|smells|look|looks|taste|tastes)\s+)(?:feel|feeling|feelin|so|bit|kinda)\s+(?:down|low|blue|bad|awful|terrible|rubbish)|not\s+ok(?:ay)?|alone|cried|tears|miserable|heartbroken|depressed|gloomy|awful|horrible|terrible|rough|bad\s+day|died|dead|passed\s+away|nobody|no\s+one|noone|(?<!tell\s)anyone|no\s+friends|left\s+out|ignored|forgot\s+about\s+me|bullied|bully|bullies|mean\s+to\s+me|laughed\s+at\s+me|angry|mad|furious|annoyed|grumpy|frustrated|fed\s+up|grr+|ugh+|unfair|not\s+fair|took\s+my|broke\s+my|crashed|hate\s+(?:my|it|school|everything|today)|miss\s+(?:my|him|her|them)|missing\s+(?:my|him|her)|(?:worried|worrying|scared)\s+(?:about|for)\s+(?:my\s+(?:best\s+|little\s+|big\s+|baby\s+)?(?:mom|mum|mommy|mummy|mama|dad|daddy|papa|parents|family|grandma|grandpa|nan|nana|granny|gran|grandad|brother|sister|friend|bestie|bff|aunt\w*|uncle|cousin|dog|cat|puppy|kitten|kitty|hamster|bunny|pet)s?|him|her|them)\b|lost\s+(?:his|her|their)\s+job|moved\s+away|(?:is|are|r|s|gonna\s+be)\s+moving\s+(?:away|schools?|to\s+another)|broke\s+up|dumped|lost\s+(?:my|the|our)(?!\s+(?:first\s+|front\s+|wobbly\s+|baby\s+)?tooth)|fight|fought|argument|grounded|in\s+trouble|told\s+off|going\s+right|doesn'?t\s+like\s+me|don'?t\s+like\s+me|hurt\s+my\s+feelings|had\s+to\s+leave\s+my|left\s+my\s+\w+\s+(?:at|behind|inside)|forgot\s+my|ruined|spilled|ripped|can'?t\s+find\s+my|cannot\s+find\s+my)\b|[😢😭☹🙁😞😔💔😿😩😡😠]`,
      'iu',
    ),
  },
  {
    heart: 'tired',
    re: /\b(?:tired|exhausted|sleepy|knackered|wiped|worn\s+out|shattered|drained|long\s+day|no\s+sleep|can'?t\s+sleep|cant\s+sleep|couldn'?t\s+sleep|didn'?t\s+sleep|yawn\w*|zonked|need\s+a\s+nap|need\s+(?:some\s+)?sleep|eyes\s+open)\b|😴|🥱/iu,
  },
  {
    heart: 'worried',
    re: /\b(?:nervous|worried|worry\w*|anxious|stressed|stress|butterflies|wish\s+me\s+luck)\b|😬/iu,
  },
  {
    heart: 'proud',
    re: /\b(?:won(?!')|i\s+win|passed|aced|first\s+place|gold\s+(?:medal|star)|medal|trophy|award|scored|full\s+marks|top\s+marks|got\s+(?:an?\s+)?(?:a\+|100|gold|top|first|picked|chosen|the\s+part|the\s+lead|into|promoted|the\s+job)|got\s+an\s+a\b|made\s+the\s+team|student\s+of\s+the|learned\s+(?:to|how|my)|learnt\s+(?:to|how|my)|all\s+by\s+myself|proud|(?:i'?m|im|i\s+am|feel|feeling|so|really|super|very|sooo+)\s+(?:so\s+|really\s+|super\s+)?happ+y+|good\s+mood|great\s+mood|life\s+is\s+good|feel(?:ing)?\s+(?:great|good|amazing|awesome)|(?:day|today)\s+(?:was|is)\s+(?:awesome|great|amazing|the\s+best)|excited|exciting|yay+|woo+h?o*|best\s+day|greatest\s+day|great\s+day|amazing\s+day|birthday|bday|holiday|vacation|christmas|sleepover|(?:we're|were|we\s+are|we\s+r|i'm|im|i\s+am)\s+(?:going|getting|having)\s+(?:to\s+(?:the|a)|on|a|an|my|our)\b|lost\s+(?:my|a)\s+(?:first\s+|front\s+|wobbly\s+|baby\s+)?tooth|tooth\s+fairy|got\s+(?:me\s+)?a\s+new|(?:i|we)\s+made\s+(?:a|an|my)\b)\b|[🎉🥳🏆🥇]/iu,
  },
  { heart: 'bored', re: /\b(?:bore+d+|boring|nothing\s+to\s+do|entertain\s+me)\b/iu },
];
/** When the thing coming up is (COMING_UP, the diary's table): "i have a test tomorrow", "big game on saturday". */
const SOON = new RegExp(
  String.raw`\b(?:${TOMORROW.join('|')}|tonight|later|soon|next|upcoming|coming\s+up|this\s+(?:week|weekend|afternoon|evening|morning)|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|in\s+the\s+morning|big|i\s+have|i've\s+got|ive\s+got|have\s+to|gotta|got\s+to)\b`,
  'iu',
);

/** A want and the "so bad" that says how much. */
const WANTED_SO_BAD = /(\b(?:want|wanna|need)\b[^.!?]*?)\s+so+\s+bad(?:ly)?\b/iu;

/** Whether the pet is asked if it is scared: "r u scared of the dark", "do u get scared", "r u afraid of thunder". */
const PET_FEAR_ASKED =
  /(?<!\b(?:wh?at|or)\s)\b(?:are|r)\s+(?:u|you|ya)\s+(?:ever\s+|even\s+)?(?:scared|afraid|frightened|scard)\b|\b(?:do|does|d)\s+(?:u|you|ya)\s+(?:ever\s+)?get\s+(?:scared|afraid|scard)\b/iu;

/**
 * What the owner's words say from the heart: thanks, praise of the pet, or the feelings the owner tells of themselves
 * (not when `asking`, the question test of reading.ts: "r u sad?", "how does thunder happen"; nor in a goodbye). Empty when
 * they say none.
 */
export function heartsOf(ownerText: string, asking: boolean): Heart[] {
  const text = straightQuotes(ownerText);
  const ws = wordsOf(text);
  // A goodbye ("love u bye", "gn") is answered as one, not from the heart.
  if (ws.some((w) => GOODBYES_ANY.includes(w))) return [];
  const out: Heart[] = [];
  // "so bad" after a want is how much, not how they feel ("i want a puppy so bad", "i want to hug u so bad").
  const felt = text.replace(WANTED_SO_BAD, '$1');
  if (THANKS.test(text)) out.push('thanks');
  if (PRAISE.test(asking && selfAsked(text) ? text.replace(LOVE_FACES, ' ') : text)) out.push('praise');
  // "r u scared of thunder" is asked by a child who is: reassured, as if told.
  if (PET_FEAR_ASKED.test(text)) return [...out, 'scared'];
  if (asking || (ws.some((w) => TO_PET.includes(w)) && !ws.some((w) => OWNER_AND_OURS.includes(w)))) return out;
  for (const f of FEELINGS) if (f.re.test(felt)) out.push(f.heart);
  if (
    !out.includes('worried') &&
    !out.includes('proud') &&
    COMING_UP.test(text.toLowerCase()) &&
    SOON.test(text) &&
    ws.some((w) => OWNER_AND_OURS.includes(w))
  )
    out.push('worried');
  return out;
}

/** How a reply answers each heart: words or phrases it says (not negated), and emotes it shows. */
const ANSWERS: Record<Heart, { says: readonly string[]; emotes: readonly string[] }> = {
  thanks: {
    says: [
      'welcome',
      'yw',
      'np',
      'anytime',
      'pleasure',
      'of course',
      'glad',
      'happy',
      'yay',
      'love',
      'aww',
      'aw',
      'hehe',
      'thank',
      'thanks',
      // "anything for you", not "for you" alone: "it's for you, Hana!! [gift:leaf]" gives another gift, thanked for one.
      'ty',
      'you too',
      'sweet',
      'kind',
      'hug',
      'hugs',
      'friend',
      'always',
      'no problem',
      'anything for you',
      'do it for you',
      'enjoy',
    ],
    emotes: ['happy', 'love', 'blush', 'giggle', 'dance'],
  },
  praise: {
    says: [
      'thank',
      'thanks',
      'ty',
      'aww',
      'aw',
      'you too',
      'yay',
      'love',
      'hehe',
      'shucks',
      'blush',
      'blushing',
      'happy',
      'sweet',
      'friend',
      'really',
      'best',
      'proud',
      'hug',
      'hugs',
      'smile',
    ],
    emotes: ['blush', 'love', 'happy', 'giggle', 'dance'],
  },
  down: { says: COMFORT_SAD, emotes: ['love', 'sad', 'cry'] },
  scared: {
    says: [
      ...COMFORT,
      'brave',
      'safe',
      'protect',
      'scary',
      'worry',
      "don't worry",
      'okay',
      'fine',
      'scared',
      'not alone',
      'keep watch',
      'light',
    ],
    emotes: ['love'],
  },
  tired: {
    says: [
      ...COMFORT,
      'rest',
      'sleep',
      'nap',
      'cosy',
      'cozy',
      'comfy',
      'relax',
      'bed',
      'tired',
      'sleepy',
      'snooze',
      'blanket',
      'break',
    ],
    emotes: ['sleepy', 'love'],
  },
  ill: {
    says: [
      ...COMFORT,
      'get well',
      'medicine',
      'rest',
      'sick',
      'poorly',
      'hurt',
      'hurts',
      'ouch',
      'feel better',
      'heal',
      'soon',
      'kiss',
    ],
    emotes: ['love', 'sad', 'cry'],
  },
  worried: {
    says: [
      ...COMFORT,
      'luck',
      'you can',
      'can do it',
      'got this',
      'believe',
      'best',
      'proud',
      'smart',
      'brave',
      'ready',
      'amazing',
      'great',
      'cheer',
      'cheering',
      'rooting',
      'paws',
      'fingers',
      "don't worry",
      'you will',
      "you'll",
    ],
    emotes: ['love', 'happy'],
  },
  proud: {
    says: [
      'yay',
      'wow',
      'proud',
      'great',
      'amazing',
      'awesome',
      'congrats',
      'congratulations',
      'well done',
      'good job',
      'hooray',
      'woo',
      'woohoo',
      'superstar',
      'star',
      'best',
      'cool',
      'happy',
      'yippee',
      'clever',
      'smart',
      'brilliant',
      'celebrate',
      'party',
      'so good',
      'fantastic',
      'hurray',
      'happy birthday',
      'excited',
      'fun',
    ],
    emotes: ['happy', 'dance', 'wow', 'love', 'giggle'],
  },
  bored: {
    says: ['play', 'game', 'games', 'catch', 'ball', 'fun', 'dance', 'toy', 'sing', 'story', 'together'],
    emotes: ['dance', 'spin', 'happy'],
  },
};

/**
 * How a reply to each heart opens when it is led (brain/turn.ts: no earlier candidate answered in kind): a few words
 * of ANSWERS' own, the model says the rest: led "you're welcome…", a thanked gift is not answered with another gift.
 */
export const HEART_LEADS: Record<Heart, string> = {
  thanks: "you're welcome",
  praise: 'aww',
  down: 'oh no',
  scared: "don't worry",
  tired: 'aww',
  ill: 'oh no',
  worried: 'good luck',
  proud: 'yay',
  bored: "let's play",
};

/** Thanks and praise together ("ur the best pet ever thank u"): the praise taken kindly, and the thanks. */
export const PRAISED_AND_THANKED = "aww, you're welcome";

/**
 * Whether a reply answers a heart in kind: a word or phrase for it (not negated: "not sorry"), or an emote for it; a
 * bored owner is also answered by [want:play].
 */
export function answersHeart(heart: Heart, read: ReadLine): boolean {
  const a = ANSWERS[heart];
  const ws = wordsOf(read.segments.map((g) => (g.kind === 'text' ? g.text : ' ')).join(' '));
  // A face shown comforts alone or beside a word; beside words that comfort nothing ("no sad, Maya") it does not.
  const faceAlone = !COMFORT_FIRST.includes(heart) || ws.length <= 1;
  if (faceAlone && read.tags.some((t) => t.name === 'emote' && a.emotes.includes(t.arg ?? ''))) return true;
  if (heart === 'bored' && read.tags.some((t) => t.name === 'want' && t.arg === 'play')) return true;
  return a.says.some((p) => saysPhrase(ws, p));
}

/** Faces no reply to sadness, fear or hurt shows. */
const JOLLY_FACES = ['giggle', 'dance', 'spin'];

/** The owner's feelings answered in kind before anything else: sad or a loss, scared, ill or hurt, worried. */
export const COMFORT_FIRST: readonly Heart[] = ['down', 'scared', 'ill', 'worried'];

/**
 * How a reply meets the feelings in `hearts` that want comfort first (COMFORT_FIRST), or null where there are none: 1
 * when it answers one in kind and notes nothing, a half when it answers in kind but also says it will remember, 0 when
 * it does not answer in kind ("ooh! I'll remember that!!" to "im scared of the dark") or giggles or dances at sadness,
 * fear or hurt. Remembering a fact beside the comfort ([remember:…]) is no noting: the words comfort.
 */
export function comfortFirst(hearts: readonly Heart[], read: ReadLine): number | null {
  const feelings = hearts.filter((h) => COMFORT_FIRST.includes(h));
  if (!feelings.length) return null;
  // A worry beside sadness, fear or hurt is met by comfort, not by good luck alone ("worried about my dad he lost his
  // job": "good luck!").
  const heavy = feelings.filter((h) => h !== 'worried');
  if (!(heavy.length ? heavy : feelings).some((h) => answersHeart(h, read))) return 0;
  // A giggle or a dance beside kind words laughs at a sad, scared or hurt child ("your smile is the best!
  // [emote:giggle]"); good luck may dance.
  if (
    feelings.some((h) => h !== 'worried') &&
    read.tags.some((t) => t.name === 'emote' && JOLLY_FACES.includes(t.arg ?? ''))
  )
    return 0;
  const ws = wordsOf(read.segments.map((g) => (g.kind === 'text' ? g.text : ' ')).join(' '));
  return NOTING.some((p) => saysPhrase(ws, p, true)) ? 0.5 : 1;
}
