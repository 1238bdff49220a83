/**
 * A child telling the pet something serious: being hurt by someone, bullied, wanting to hurt themselves, or in danger
 * now (smoke, lost, badly hurt, a stranger). It is read twice, by the exact rules here and by the learned reader's
 * serious label (reader.ts), and either is enough: a false alarm costs a kind word, a miss costs a child a joke. The
 * reply is kind and says "please tell a grown-up you trust" in words, never a joke, a dance, a gift or "I'll remember
 * that". The app leads every candidate with the grown-up words, so a child's safety does not wait for training
 * (brain/turn.ts); the generator teaches the same replies (models/recipe/data/banks/friend.ts, safety.ts).
 */
import { saysPhrase, straightQuotes, wordsOf } from './text.ts';
import type { ReadLine } from './tags.ts';
import type { MessageReader } from './reader.ts';

/** Someone hurting the child: "my dad hits me", "they kick me", "someone hurt me", "i get hit at home". */
const HURT_BY =
  /\b(?:hit|hits|hitting|hurt|hurts|hurting|kick|kicks|kicking|punch|punches|punched|punching|beat|beats|beating|slap|slaps|slapped|slapping|smack|smacks|smacked|shove|shoves|shoved|push|pushes|pushed|bite|bites|bit|pinch|pinches|pinched|choke|chokes|choked|burn|burns|burned|burnt|touch|touches|touched|touching|grab|grabs|grabbed)\s+me\b|\b(?:get|got|getting|been|being|am|im|i'm)\s+(?:hit|hurt|beaten|kicked|punched|slapped|smacked|abused|touched)\b(?!\s+(?:in\s+the\s+\w+\s+)?(?:with|by)\s+(?:a|an|the)\s+\w*ball)|\babus\w*|\bhurts?\s+me\s+on\s+purpose\b/iu;
/** Wanting to hurt themselves or not to be alive. */
const SELF_HARM =
  /\b(?:kill|killing|hurt|hurting|cut|cutting|harm|harming)\s+my\s*self\b|\b(?:kill|killing|kills|cut|cutting|cuts|harm|harming|harms)\s+(?:her|him|them)\s*sel(?:f|ves)\b|\b(?:want|wanna|wanted|going|gonna)\s+(?:to\s+)?die\b|\bwish\s+i\s+(?:was|were)\s+(?:dead|never\s+born|gone)\b|\b(?:don'?t|do\s+not|dont)\s+want\s+to\s+(?:live|be\s+alive|be\s+here\s+anymore|wake\s+up)\b|\bend\s+it\s+all\b|\bsuicid\w*|\bnobody\s+would\s+(?:miss|care)\b|\bbetter\s+off\s+without\s+me\b/iu;
/** Bullying. */
const BULLIED =
  /\bbull(?:y|ies|ied|ying)\b|\b(?:always|keep|keeps|kept|everyone|everybody|kids|they)\b[^.!?]{0,30}\bcall(?:s|ing|ed)?\s+me\s+(?:mean\s+|horrible\s+)?names\b|\bcall(?:s|ing)?\s+me\s+(?:mean\s+|horrible\s+)?names\s+(?:every\s+day|all\s+the\s+time|everyday)\b|\b(?:mean\s+to\s+me|laugh\s+at\s+me|laughs\s+at\s+me|leave\s+me\s+out)\s+(?:every\s+day|all\s+the\s+time|everyday)\b|\b(?:don'?t|dont)\s+want\s+to\s+go\s+(?:to\s+school\s+)?anymore\b|\b(?:everyone|they|kids|people)\s+(?:at\s+school\s+)?(?:pick|picks|picking|picked)\s+on\s+me\b/iu;
/** Being in danger, or afraid of someone at home. */
const DANGER =
  /\bin\s+danger\b|\bnot\s+safe\b|\b(?:don'?t|do\s+not)\s+feel\s+safe\b|\b(?:told|said|says)\s+(?:me\s+)?(?:to\s+)?(?:not\s+to|never\s+to|to\s+never|never|dont|don'?t|do\s+not)\s+tell\b|\bif\s+i\s+tell\s+(?:anyone|anybody|my\s+(?:mom|mum|dad|parents))\b|\basked\s+me\s+to\b[^.!?]{0,40}\bnot\s+tell\b|\bour\s+secret\b|\bunsafe\b|\b(?:scared|afraid|frightened|terrified)\s+(?:to\s+go\s+home|of\s+(?:my\s+)?(?:dad|mum|mom|stepdad|stepmum|stepmom|uncle|brother|home)\b)|\b(?:someone|a\s+stranger|a\s+man|a\s+lady|a\s+woman)\s+(?:is\s+|keeps\s+)?(?:following|followed|follows|watching|watches|scaring)\s+me\b|\brun\s+away\s+from\s+home\b|\b(?:gonna|going\s+to|want\s+to|wants\s+to|wanna|will)\s+run\s+away\b|\bpromised\s+not\s+to\s+tell\b|\bsecret\s+touch\w*|\bkeep\s+(?:it\s+)?a\s+secret\s+from\s+(?:my\s+)?(?:mum|mom|dad|parents)\b/iu;

/** A grown-up's help needed now: fire or smoke, lost, badly hurt, someone who will not wake, alone and afraid, a stranger. */
const NOW_FIRE =
  /\b(?:smell|smells|smelling|see|there'?s|theres|there\s+is)\s+(?:a\s+lot\s+of\s+|lots\s+of\s+|some\s+)?(?:smoke|a\s+fire|fire)\b(?!\s*(?:truck|engine|fighter|man|works|place|pit|dragon|pokemon|type))|\b(?:house|home|room|kitchen|flat|building|apartment|stove|oven|pan|toaster|something|curtains?|bed)\s+(?:is\s+|'s\s+|s\s+)?(?:on\s+fire|burning)\b|\b(?:smoke|fire)\s+alarm\s+(?:is\s+|keeps\s+)?(?:going\s+off|beeping|ringing)\b/iu;
const NOW_LOST =
  /\b(?:i'?m|im|i\s+am|i\s+think\s+i'?m|we'?re|we\s+are)\s+lost\b(?!\s+in\s+(?:a\s+|the\s+|my\s+|this\s+|that\s+)?(?:game|book|thought|thoughts|music|show|story|level|minecraft|roblox))|\b(?:can'?t|cant|cannot)\s+find\s+my\s+(?:mum|mom|mommy|mummy|mama|dad|daddy|papa|parents|family|nanny|babysitter|grandma|grandpa|nan|granny|teacher)\b|\blost\s+my\s+(?:mum|mom|mommy|mummy|dad|daddy|parents)\b|\bi\s+(?:don'?t|dont|do\s+not)\s+know\s+where\s+i\s+am\b/iu;
const NOW_HURT =
  /\b(?:there'?s|theres|there\s+is|lots\s+of|so\s+much)\s+blood\b|\b(?:arm|leg|wrist|ankle|finger)\s+(?:looks\s+(?:all\s+)?(?:bendy|broken|wonky)|is\s+(?:all\s+)?(?:bendy|wonky)|went\s+(?:all\s+)?(?:bendy|wonky)|(?:is\s+|looks\s+)?bent\s+the\s+wrong\s+way)\b|\b(?:i'?m|im|i\s+am|it'?s|its|and)\s+bleeding\b|\bbleeding\s+(?:a\s+lot|lots|badly|everywhere|loads)\b|\b(?:hit|banged|bumped)\s+my\s+head\s+(?:really\s+|so\s+)?(?:hard|bad)\b|\b(?:can'?t|cant|cannot)\s+breathe\b(?![^.!?]*\b(?:lol|haha|lmao|laugh\w*))|\bswallowed\s+(?:a\s+|some\s+|my\s+\w+'?s\s+)?(?:battery|batteries|magnet|magnets|coin|pill|pills|medicine|bleach|soap|button)\b|\b(?:ate|took|drank)\s+(?:a\s+lot\s+of\s+|lots\s+of\s+|all\s+the\s+|some\s+)?(?:pills|medicine|bleach)\b/iu;
const NOW_NOBODY =
  /\b(?:mum|mom|mommy|mummy|mama|dad|daddy|papa|grandma|grandpa|nan|nana|granny|sister|brother|baby)\s+(?:won'?t|wont|will\s+not|isn'?t|isnt|is\s+not|doesn'?t|doesnt|is\s+n't)\s+(?:wake|waking|breathing|breathe|moving|move)\b|\b(?:fell|fainted|collapsed)\b[^.!?]{0,30}\b(?:won'?t|wont|can'?t|cant|isn'?t|isnt)\s+(?:get\s+up|wake|waking|move|moving|talk)\b|\b(?:home\s+alone|all\s+alone|by\s+myself|nobody(?:'?s|\s+is)\s+(?:home|here)|no\s*one(?:'?s|\s+is)\s+(?:home|here))\b[^.!?]{0,40}\b(?:scared|afraid|frightened|terrified|knock\w*|banging|crying|dark|night)\b|\b(?:scared|afraid|frightened|terrified)\b[^.!?]{0,30}\b(?:home\s+alone|all\s+alone|nobody(?:'?s|\s+is)\s+(?:home|here))\b|\b(?:mum|mom|mommy|dad|daddy|parents)\s+(?:hasn'?t|hasnt|has\s+not|didn'?t|didnt|never)\s+(?:come|came)\s+(?:back|home)\b/iu;
const NOW_STRANGER =
  /\bstrangers?\b[^.!?]{0,50}\b(?:asked|asks|told|tells|said|says|wants|wanted|offered|gave|give|grabbed|took|called|messaged|texted|touched|talked|talking)\b|\b(?:man|men|lady|woman|guy|person|someone|somebody|people)\s+(?:i\s+(?:don'?t|dont|didn'?t|didnt)\s+know|in\s+a\s+(?:car|van|truck))\b|\b(?:get|got|come|came)\s+in(?:to)?\s+(?:his|her|their|a)\s+(?:car|van|truck)\b|\b(?:asked|asks|wants|wanted|told)\s+me\s+(?:to\s+)?(?:send|take|show)\s+(?:him|her|them\s+)?(?:a\s+|some\s+)?(?:pics?|pictures?|photos?|selfies?)\b|\b(?:pics?|pictures?|photos?)\s+of\s+me\s+(?:with\s*out|without|with\s+no)\b|\btake\s+off\s+my\s+clothes\b|\bsomeone\s+(?:online|in\s+(?:a|my|the)\s+game)\b[^.!?]{0,40}\b(?:meet|address|where\s+i\s+live|secret|pics?|pictures?|photos?)\b|\b(?:wants|asked)\s+(?:me\s+)?to\s+meet\s+(?:up\s+)?(?:with\s+)?(?:him|her|them)\b|\bfound\s+(?:a\s+|my\s+\w+'?s\s+)?(?:real\s+)?(?:gun|knife|needle)\b/iu;

/**
 * How serious the owner's words are: 'now' when a grown-up's help is needed right away, 'hurt' for being hurt, bullied,
 * or wanting to hurt themselves; 'heard' where only the learned reader hears it, which asks as well as sends to a
 * grown-up, since it also hears it in a tummy ache; false for none.
 */
export type Serious = 'now' | 'hurt' | 'heard' | false;

/** Whether and how the owner's words tell of something serious. */
export function seriousIn(ownerText: string): Serious {
  const text = straightQuotes(ownerText);
  if (HURT_BY.test(text) || SELF_HARM.test(text) || BULLIED.test(text) || DANGER.test(text)) return 'hurt';
  if ([NOW_FIRE, NOW_LOST, NOW_HURT, NOW_NOBODY, NOW_STRANGER].some((re) => re.test(text))) return 'now';
  return false;
}

/**
 * A child's own crush told as a secret ("i like a boy in my class dont tell anyone", "i have a crush on sam"): the
 * secret and the "don't tell" the learned reader hears as danger are the child's, a happy one.
 */
const CRUSH_TOLD =
  /\b(?:i\s+(?:really\s+)?(?:like|luv|love)\s+(?:a|this|one)\s+(?:boy|girl|kid)\b|(?:i\s+have|i\s+got|i'?ve\s+got)\s+a\s+crush\b|crush\s+on\b)/iu;

/**
 * How serious the owner's words are by the exact rules, or by the learned reader's serious label where one is given
 * (its kind then 'heard'), but for a crush told. Either is enough: a miss costs a child a joke,
 * a false alarm a kind word.
 */
export function readsSerious(
  ownerText: string,
  names: { pet: string; owner: string },
  reader?: MessageReader,
): Serious {
  const byRule = seriousIn(ownerText);
  if (byRule) return byRule;
  return reader?.read(ownerText, names).includes('serious') && !CRUSH_TOLD.test(straightQuotes(ownerText))
    ? 'heard'
    : false;
}

/** Whether the owner's words tell of something serious (hurt by someone, danger, bullying, wanting to hurt themselves). */
export const saysSerious = (ownerText: string): boolean => seriousIn(ownerText) !== false;

/** The words a reply to something serious opens with: kind, and the grown-up the child can tell. */
export const SAFE_WORDS = "I'm so sorry. please tell a grown-up you trust";
/** The words a reply to danger now opens with: a grown-up right away. */
export const NOW_WORDS = 'oh no, that sounds scary. please get a grown-up you trust right now';
/** The words a reply to something only the learned reader hears opens with: asked after, and a grown-up to tell. */
export const HEARD_WORDS = 'are you okay? if something is wrong, please tell a grown-up you trust';
/** The opening for each kind of serious. */
export const safeWordsFor = (serious: 'now' | 'hurt' | 'heard'): string =>
  serious === 'now' ? NOW_WORDS : serious === 'heard' ? HEARD_WORDS : SAFE_WORDS;

/** Words that send the child to a grown-up: any one answers something serious in words. */
const GROWN_UP = ['grown-up', 'grown up', 'grownup', 'grown-ups', 'grownups', 'adult', 'teacher', 'tell someone'];
/** The only faces a reply to something serious shows: love and sorrow, never a happy face, a giggle or a dance. */
const KIND_EMOTES = ['love', 'sad', 'cry'];
/** Words no reply to something serious says: a joke's laugh, a game. */
const NOT_NOW_WORDS = ['haha', 'hehe', 'lol', 'funny', 'joke', "let's play", 'yay', 'good to know', 'remember that'];

/** How a reply keeps to something serious: 1 when it says the grown-up words, shows no face but love or sorrow, and jokes, gives, walks or notes nothing. */
export function keepsSafe(read: ReadLine): number {
  if (
    read.tags.some(
      (t) =>
        t.name === 'gift' ||
        t.name === 'remember' ||
        t.name === 'walk' ||
        (t.name === 'emote' && !KIND_EMOTES.includes(t.arg ?? '')),
    )
  )
    return 0;
  const ws = wordsOf(read.segments.map((g) => (g.kind === 'text' ? g.text : ' ')).join(' '));
  if (NOT_NOW_WORDS.some((p) => saysPhrase(ws, p, true))) return 0;
  return GROWN_UP.some((p) => saysPhrase(ws, p)) ? 1 : 0;
}
