/**
 * A later word on a plan the pet knows of: with "Lena has a test tomorrow" remembered, or "Lena said: i have swimming
 * later" in the day log, "i did my test!!" or "sooo the gala was today" asks after it ("ooh, your test! how did it
 * go?"), not "what test?"; and an owner coming back ("im back!!", "guess where i was") is asked how the newest plan
 * went ("ooh, how was your spelling test?"), though their words name none of it. The header has no weekday, so nothing
 * checks that the day has come: the owner's words, or their coming back, say it has.
 */
import { recallWords } from './lookups.ts';
import { ownerQuote } from './prompt.ts';
import { drawnOutOnce, drawnOutTwice, plainSpelling, sameWord, wordsOf } from './text.ts';
import { TOMORROW } from './lexicon/time.ts';
import { GENDERED_PRONOUNS } from './words.ts';
import { parseEvent } from './events.ts';
import { escapeRegExp } from './template.ts';
import { greetsOnly } from './reading.ts';

/** Words that speak of a thing to come: a memory with one holds a plan; a message with one tells of a plan, not how it went. */
const COMING = new RegExp(
  String.raw`\b(?:${TOMORROW.join('|')}|tonight|later|soon|next\s+(?:week|time|day|month|year|weekend)|weekend|gonna|going\s+to|will|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`,
  'iu',
);
/** Words of a plan that say when or how, never what ("going", "tomorrow"), and words that stand for a thing ("she"). */
const NOT_THINGS = new Set<string>([
  ...TOMORROW,
  ...['going', 'gonna', 'tonight', 'later', 'soon', 'next', 'weekend', 'today', 'will', 'got', 'get'],
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'really', 'very', 'big', 'little'],
  ...['said', 'love', 'loves', 'like', 'likes', 'want', 'wants', 'can', "can't", 'cant', 'did', 'done', 'back'],
  ...GENDERED_PRONOUNS,
  ...['they', 'them', 'its', 'it', 'you', 'your', 'our', 'their', 'this', 'that', 'there', 'here'],
  ...['what', 'when', 'where', 'who', 'how', 'all', 'some', 'lot', 'lots', 'much'],
  ...["i'm", 'im', "i've", 'ive', "i'll", 'so', 'and', 'the', 'home'],
]);

/** A plan for the day it is told ("Lena has the dentist today"), not a thing done ("i went to the zoo today"). */
const TODAY_PLAN = /\btoday\b/iu;
const PLAN_VERB = /\b(?:has|have|having|is|am|are|'m|'re|im|i'm|going|gonna|got\s+to|starts?)\b/iu;
const DONE = /\b(?:went|was|were|did|had|won|lost|ate|saw|made|got\s+(?:a|an|my|the|to\s+see))\b/iu;
/** A part of today a plan is for ("after school", "this afternoon", "at 3"): said today, it is today's plan. */
const LATER_TODAY =
  /\bafter\s+(?:school|lunch|dinner|breakfast|class)\b|\bthis\s+(?:morning|afternoon|evening)\b|\bat\s+\d/iu;
/** A thing a day has that a friend asks after, had ("i have a doctor appointment", "Lena has a swimming lesson"). */
const EVENT = String.raw`(?:tests?|exams?|quiz|appointments?|lessons?|practice|games?|match|party|recital|show|trip|visit|check-?up|class|concert|sleepover|playdate|dentist|doctor)`;
const EVENTS = new RegExp(
  String.raw`\b(?:have|has|having|got)\s+(?:(?:a|an|my|the|our)\s+)?(?:[a-z]+\s+){0,2}${EVENT}\b`,
  'iu',
);
/** A thing of the day named with its time and no verb ("spelling test today 😬 wish me luck"), and its words. */
const EVENT_TODAY = new RegExp(
  String.raw`^\W*(?:(?:a|an|my|the|our)\s+)?((?:[a-z]+\s+){0,2}${EVENT})\s+(?:today|${LATER_TODAY.source})`,
  'iu',
);
/** A worry about a thing to come ("Lena was nervous about the school play"): a friend asks how it went. */
const WORRIED_ABOUT = /\b(?:nervous|worried|scared)\s+(?:about|for)\s+(?:the|a|an|my|our|her|his)\s+[a-z]/iu;
const isPlan = (entry: string) =>
  COMING.test(entry) ||
  // "i got my piano recital at 4": a thing had at an hour of today is to come, though "got" says done elsewhere.
  (LATER_TODAY.test(entry) && EVENTS.test(entry)) ||
  WORRIED_ABOUT.test(entry) ||
  (EVENT_TODAY.test(entry) && !DONE.test(entry)) ||
  ((TODAY_PLAN.test(entry) || LATER_TODAY.test(entry) || EVENTS.test(entry)) &&
    PLAN_VERB.test(entry) &&
    !DONE.test(entry));
/** Words of a plan said on the way out, in the chat before a coming back ("i have a party at 3", "going swimming brb"). */
const LEAVING_FOR = new RegExp(
  String.raw`${LATER_TODAY.source}|\b(?:brb|be\s+right\s+back|gotta\s+go|got\s+to\s+go|gtg|g2g|bye)\b|\bgoing\s+[a-z]+ing\b`,
  'iu',
);
/**
 * Whether a plan is still to come on the day it is told ("i have a test tomorrow", "my grandma is coming on saturday",
 * told today): the header has no weekday, so a day named is not today.
 */
const STILL_TO_COME = new RegExp(
  String.raw`\b(?:${TOMORROW.join('|')}|next\s+(?:week|month|year|weekend)|(?:on\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|this\s+weekend)\b`,
  'iu',
);

/**
 * Words of an owner coming back ("im back from school", "ok we r home now", "hiii its me again", "guess where i just
 * was", "so about the thing i told u") or telling how it went ("we WON!!!", "that was sooo scary"): the moment a friend
 * asks after the plan.
 */
const RETURNING =
  /\b(?:ba+ck|ho+me|again|guess\s+where|(?:the|that)\s+thing\s+i\s+(?:told|said)|(?:i'?m|im)\s+here|i\s+made\s+it|i'?m\s+done)\b|\b(?:we|i)\s+(?:won|lost|passed|failed|did\s+it)\b|\b(?:it|that)\s+was\s+(?:so+\s+|really\s+|super\s+|kinda\s+)?(?:hard|easy|scary|fun|good|bad|great|awesome|amazing|boring|long)\b|\bit\s+went\s+(?:well|ok|okay|great|bad|badly)\b/iu;

/**
 * What a plan is, in its own words and case: the place it goes to ("to the vet", "to Ava's birthday party") or the
 * thing it has ("a spelling test", "my first swimming lesson"), up to the words of when.
 */
const PLAN_PHRASE =
  /\b(?:(?:going|go|off|heading|taking\b[^.!?]*?)\s+to|has|have|having|got|getting|picking\s+up|visiting|seeing|meeting|going\s+on|(?:nervous|worried|scared)\s+(?:about|for))\s+(?:(the)\s+|(?:a|an|my|our|his|her|their)\s+)?((?!(?:to|be|get|see|play|do|make|go|visit|watch|eat|buy|meet|try|learn|take|give|find|stay)\b)(?:[A-Za-z][\w']*)(?:\s+[A-Za-z][\w']*){0,3}?)(?=\s*(?:$|[.,!?;]|\b(?:today|tonight|tomorrow|tmrw|tmr|later|soon|this|next|on|at|with|after|and|in|for|so|but|because|bc|now|bye|brb|lol|ok|okay|gotta|cya|ttyl|see|to|against|vs)\b))/u;

/** Someone coming to the owner ("my cousin is coming to sleep over", "the tooth fairy is coming tonight"). */
const VISITOR = /\b((?:my|our|the)\s+(?:[a-z]+\s+){0,2}?[a-z]+)\s+(?:is|are|'s|r)\s+coming\b/iu;

/** The plan's phrase as the pet says it ("your spelling test", "the vet", "Ava's birthday party"), and its last word. */
function planSaid(plan: string, owner: string): FollowUp | null {
  const told = plan.replace(new RegExp(`^${escapeRegExp(owner)}\\b`, 'u'), '');
  const visitor = VISITOR.exec(told)?.[1];
  if (visitor) {
    const said = visitor.replace(/^(?:my|our)\b/iu, 'your').toLowerCase();
    return { thing: wordsOf(said).at(-1)!, said, visitor: true };
  }
  const m = PLAN_PHRASE.exec(told);
  // "spelling test today": the thing, named with no verb.
  const named = m ? null : EVENT_TODAY.exec(told.replace(/^\s*said:\s*/u, ''))?.[1];
  if (named) return { thing: wordsOf(named).at(-1)!, said: `your ${named.toLowerCase()}` };
  // "going swimming": the doing is the thing ("how was swimming?").
  const doing = /\bgoing\s+([a-z]+ing)\b/iu.exec(plan)?.[1]?.toLowerCase();
  if (!m) return doing && !NOT_THINGS.has(doing) ? { thing: doing, said: doing } : null;
  const phrase = m[2]!;
  const words = wordsOf(phrase);
  const thing = words.at(-1);
  if (!thing || NOT_THINGS.has(thing)) return null;
  const owned = /'s\b/u.test(phrase) || /^[A-Z]/u.test(phrase);
  const said = owned ? phrase : `${m[1] ? 'the' : 'your'} ${phrase.toLowerCase()}`;
  return /^(?:getting|picking)\b/iu.test(m[0]) ? { thing, said, fetched: true } : { thing, said };
}

/**
 * The plan an owner coming back has been to, or null: the newest plan told in the chat above, in today's day log or
 * among the memories, that is not still to come and that the pet has not asked after since. Its words need not name it.
 */
export function planCameBack(
  text: string,
  lines: readonly string[],
  names: { pet: string; owner: string },
  memories: readonly string[],
  today: readonly string[] = [],
): FollowUp | null {
  const above = lines.slice(0, -1);
  const backAt = above.findLastIndex((l) => parseEvent(l, names)?.kind === 'cameBack');
  const ownerSince = above.slice(backAt + 1).some((l) => l.startsWith(`${names.owner}: `));
  // A bare hello comes back too where it opens the visit: the first owner words since they came back, or of the chat.
  const opensVisit = backAt >= 0 ? !ownerSince : !above.some((l) => l.startsWith(`${names.owner}: `));
  // "im backkk", "gooood morning": a letter drawn out is one, or two.
  const spelled = [text, drawnOutOnce(text), drawnOutTwice(text)];
  const returning = spelled.some((t) => RETURNING.test(t) || (opensVisit && greetsOnly(t)));
  if (!returning || COMING.test(text)) return null;
  const petSaid = (from: number) =>
    above.slice(from).flatMap((l) => (l.startsWith(`${names.pet}: `) ? wordsOf(l) : []));
  const toldToday = toldBefore(today, names.owner, text);
  // The chat above, newest first, then today's log and the memories: each with where the pet's asking since starts.
  const plans: { plan: string; from: number; today: boolean }[] = [
    ...above
      .flatMap((l, i) =>
        l.startsWith(`${names.owner}: `) ? [{ plan: l.slice(names.owner.length + 2), from: i + 1, today: true }] : [],
      )
      .reverse(),
    ...[...toldToday].reverse().map((plan) => ({ plan, from: 0, today: true })),
    ...[...memories].reverse().map((plan) => ({ plan, from: 0, today: false })),
  ];
  for (const { plan, from, today: toldNow } of plans) {
    // A line of the chat is a plan too where the owner left after it ("i have a party at 3" … came back).
    if (!isPlan(plan) && !(from > 0 && from <= backAt && LEAVING_FOR.test(plan))) continue;
    // Told today of tomorrow: not yet.
    if (toldNow && STILL_TO_COME.test(plan)) continue;
    const f = planSaid(plan, names.owner);
    if (!f) continue;
    // Asked after already since the owner came back (or since it was told).
    if (petSaid(Math.max(from, backAt + 1)).some((w) => sameWord(w, f.thing))) return null;
    return { ...f, back: true };
  }
  return null;
}

/**
 * What the owner said today, from the day log, but the message being answered: the log may already hold it, and a
 * message is no plan told before it.
 */
function toldBefore(today: readonly string[], owner: string, text: string): string[] {
  return today.flatMap((e) => {
    const q = ownerQuote(e, owner);
    return q === null || plainSpelling(q) === plainSpelling(text) ? [] : [q];
  });
}

/** The owner's words of the lines above the message, oldest first. */
export const ownerLinesAbove = (lines: readonly string[], owner: string): string[] =>
  lines.slice(0, -1).flatMap((l) => (l.startsWith(`${owner}: `) ? [l.slice(owner.length + 2)] : []));

/** A plan asked after, as the plan names it: its thing ("test") and how the pet says it ("your test", "the dentist"). */
export interface FollowUp {
  thing: string;
  said: string;
  /** Whether the owner comes back from it, their words naming it or not ("im back!!"): the pet asks how it was. */
  back?: boolean;
  /** Whether it is a thing fetched ("picking up our new puppy"): the pet asks if they got it, not how it was. */
  fetched?: boolean;
  /** Whether it is someone coming ("my cousin is coming"): the pet asks if they came. */
  visitor?: boolean;
}

/**
 * The plan the owner's words come back to, or null: a word they share with the newest remembered plan or plan told
 * today (its thing), where the words themselves tell of nothing to come ("i have a test tomorrow" is a plan, told).
 */
export function followUpOf(
  text: string,
  owner: string,
  memories: readonly string[],
  today: readonly string[] = [],
  chat: readonly string[] = [],
): FollowUp | null {
  if (COMING.test(text)) return null;
  const ownerWords = new Set(wordsOf(owner));
  const told = toldBefore(today, owner, text);
  const asked = recallWords(text);
  // The owner's lines of the chat above come last, the newest first: "i have a math test after lunch" is a plan too.
  const said = new Set(chat);
  for (const plan of [...told, ...memories, ...chat].reverse()) {
    if (!isPlan(plan) && !(said.has(plan) && LEAVING_FOR.test(plan))) continue;
    const words = wordsOf(plan);
    const at = words.findIndex(
      (w) => !NOT_THINGS.has(w) && !ownerWords.has(w.replace(/'s$/u, '')) && [...asked].some((a) => sameWord(a, w)),
    );
    if (at < 0) continue;
    const thing = words[at]!;
    return { thing, said: `${words[at - 1] === 'the' ? 'the' : 'your'} ${thing}` };
  }
  return null;
}

/** Words after "how" that ask how a thing went ("how was it?", "how did it go?"), not "that's how it is". */
const HOW_WENT = new Set(['was', 'did', 'went', 'were', "'d"]);

/** Whether a reply names the plan ("your test!", "how was the zoo?"). */
export const namesPlan = (f: FollowUp, said: readonly string[]) => said.some((w) => sameWord(w, f.thing));

/** Whether a reply asks how something went ("how was it?", "how did it go?", "how'd it go?"), naming it or not. */
export const asksHowItWent = (said: readonly string[]) =>
  said.some((w, i) => w === "how'd" || (w === 'how' && HOW_WENT.has(said[i + 1] ?? '')));
