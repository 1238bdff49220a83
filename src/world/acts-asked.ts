/**
 * The acts the owner's words ask of the pet (a spin, a walk one way, sleep, a gift, a song) and whether a reply does
 * them: one reader of the intent table (intents.ts), kept apart from the readers of questions and tellings (reading.ts).
 */
import { GIFTS } from './words.ts';
import type { ReadLine } from './tags.ts';
import { straightQuotes, wordsOf } from './text.ts';
import { asksWhereGiven, clausesOf, GIVES, withoutLead } from './reading.ts';
import { GOODBYES, THANKS_WORDS } from './lexicon/bye.ts';
import { OWNER_DOING, TO_PET } from './lexicon/self.ts';
import type { ReaderLabel } from './reader.ts';
import { pickLine, SONG_VERSES, sungLine } from './jokes.ts';
import { personaFor } from './persona.ts';
import type { PetView } from './state.ts';

/** An act the owner may ask for, as the reply would do it: a tag ("emote:spin", "walk:left", "sleep", "gift", "gift:shell"), or singing. */
export type Act = string;
/** Questions that ask about a thing rather than for it ("is it bedtime?", "do u like dancing?"): they ask no act. "do a twirl" asks one. */
const ASKS_ABOUT =
  /^\W*(?:what|wat|whats|what's|when|where|why|how|is|are|was|were|(?:do|does|did)(?!\s+(?:a|an|the|ur|your|some|another|one|ya|that)\b)|have|has|am|r)\b/iu;
/**
 * "wheres my present", "where is my gift??": the owner asks for the gift the pet gives (on a birthday), not after a
 * memory, though the words are a memory question's ("where … my X"). The acts reading had left it out for its "my".
 */
const GIFT_WHERE = /\bwhere(?:'?s|\s+is|\s+are)\s+my\s+(?:gifts?|presents?|prezz?ies?|pressies?|surprise)\b/iu;
/** Whether the owner's words ask where the gift the pet gives is (GIFT_WHERE): an act asked, not a memory. */
export const asksWhereGift = (text: string) => GIFT_WHERE.test(straightQuotes(text));
/** Words that ask for a gift from the pet's shelf; a treasure or a gift named ("a flower") only with a word that asks for it. */
const GIFT_WORDS = /\b(?:gifts?|presents?|prezz?ies?|pressies?|surprise\s+me)\b/iu;
const GIFT_ASK =
  /\b(?:give|gimme|bring|make|get|find|fetch|want|wanna|pick|send|share|can\s+i\s+have|may\s+i\s+have)\b/iu;
const GIFT_NAMED = new RegExp(`\\b(${GIFTS.join('|')}|treasures?)s?\\b`, 'iu');
/** Asking the pet to draw: its drawing is a gift ("draw me a cat", "make me a drawing"). */
const DRAW_ASK = /\b(?:draw|drawing|doodle|sketch|picture)\b/iu;
/** Words that ask the pet to go one way: "go left", "walk to the right", "scoot over right", "LEFT!!". */
const DIRECTION =
  /\b(?:go|walk|walking|move|moving|run|running|step|scoot|head|wander|stroll|march|hop|zoom|dash|waddle|slide|come|turn|turning)\s+(?:(?:over|more|a|bit|little|back|off|to|towards|way|all|the|ur|your|on|some|steps?|please|pls|now)\s+){0,4}(left|right)\b(?!\s+(?:now|away|here|there|back|after|before))|\bto\s+(?:the|ur|your)\s+(left|right)\b|^\W*(left|right)\W*$/iu;
/**
 * The acts the owner may ask for and the words that ask them, each a whole word or phrase people type for it. One
 * message may ask several ("dance and spin!"): a reply that does any one keeps to it.
 */
const ACT_ASKS: readonly { re: RegExp; acts: readonly Act[] }[] = [
  {
    re: /\b(?:danc(?:e|es|ing|ey)|boogie|groove|bop|jig|shake\s+(?:it|ur|your|that|a\s+leg))\b/iu,
    acts: ['emote:dance', 'emote:spin'],
  },
  {
    re: /\b(?:spin(?:s|ny|ning)?|twirl\w*|whirl\w*|pirouette|360|(?:go|turn|spin)\s+(?:a)?round|round\s+and\s+round|do\s+a\s+(?:turn|circle))\b/iu,
    acts: ['emote:spin'],
  },
  { re: /\bwav(?:e|es|ing|ey)\b/iu, acts: ['emote:wave'] },
  { re: /\b(?:sing|singing|song|songs|hum|humming|lullaby|tune)\b/iu, acts: ['sing'] },
  {
    re: /\b(?:go(?:\s+to)?\s+(?:sleep|bed|beddy|nap|snooze)|(?:nap|sleepy?|snooze)\s*time|bedtime(?!\s+stor)|(?:take|have)\s+a\s+(?:nap|snooze|rest|kip)|lights\s+out|sleep\s+(?:now|well|tight)|time\s+(?:for|to)\s+(?:bed|sleep|nap)|get\s+some\s+(?:sleep|rest|shut\s*eye)|night\s+night|nighty\s+night|(?:u|you)\s+should\s+(?:sleep|rest|nap))\b/iu,
    acts: ['sleep'],
  },
];
/** What each act label of the learned reader asks a reply to do; a dance is kept to by a spin too. */
const ACT_LABELS: readonly [ReaderLabel, readonly Act[]][] = [
  ['act:dance', ['emote:dance', 'emote:spin']],
  ['act:spin', ['emote:spin']],
  ['act:wave', ['emote:wave']],
  ['act:sing', ['sing']],
  ['act:sleep', ['sleep']],
  ['act:walk:left', ['walk:left']],
  ['act:walk:right', ['walk:right']],
  ['act:drawing', ['gift:drawing']],
];
/**
 * The acts a message asks for as the learned reader hears them (its act labels); a gift asked for is the one the words
 * name, if they name one of the world's gifts ("can i have a shell": gift:shell), else any gift.
 */
export function actsHeard(heard: ReadonlySet<ReaderLabel>, ownerText: string): Act[] {
  const out = ACT_LABELS.filter(([l]) => heard.has(l)).flatMap(([, acts]) => acts);
  if (heard.has('act:gift')) {
    const ws = wordsOf(ownerText).map((w) => w.replace(/s$/u, ''));
    const named = GIFTS.find((g) => ws.includes(g));
    out.push(named ? `gift:${named}` : 'gift');
  }
  return [...new Set(out)];
}
/** Verbs that open a clause bidding the pet do an act ("sing me a song", "dance for me"). */
const ACT_VERBS = ['sing', 'hum', 'dance', 'spin', 'twirl', 'wave', 'jump'];
/** Words a sung reply says. */
const SUNG = [
  'la',
  'lala',
  'lalala',
  'sing',
  'singing',
  'sang',
  'song',
  'hum',
  'humming',
  'music',
  'tra',
  'doo',
  'tweet',
  'melody',
];
/**
 * The acts the owner's words ask the pet for (ACT_ASKS, a way to walk, a gift from its shelf, a named one if they name
 * it, a drawing), clause by clause; none from a clause that asks about a thing rather than for it ("do u like
 * dancing?", "is it bedtime?"), that speaks of the owner's own doing ("i have a dance show"), or says goodbye.
 */
export function actsAsked(ownerText: string): Act[] {
  const out: Act[] = [];
  // A goodbye or thanks ("bedtime, bye!", "thanks for the dance") asks no act.
  if (wordsOf(ownerText).some((w) => GOODBYES.includes(w) || THANKS_WORDS.includes(w))) return out;
  const gives = GIVES.test(straightQuotes(ownerText));
  for (const raw of clausesOf(ownerText)) {
    const clause = withoutLead(raw);
    const ws = wordsOf(clause);
    // "wheres my gift i gave u": the gift they gave, looked for on the shelf (the look row), not one asked for.
    if (GIFT_WHERE.test(straightQuotes(clause)) && !asksWhereGiven(ownerText)) {
      out.push('gift');
      continue;
    }
    // "do u like dancing?", "did u sleep well?"; "i feel like dancing", "i have to sing a solo"; "bedtime, bye!".
    // A clause that opens by asking the act ("sing me a lullaby im sleepy") asks it, whatever else it says.
    const bidden = ACT_VERBS.includes(ws[0] ?? '');
    if (
      ASKS_ABOUT.test(clause) ||
      (!bidden && ws.some((w) => OWNER_DOING.includes(w)) && !ws.some((w) => TO_PET.includes(w)))
    )
      continue;
    out.push(...ACT_ASKS.filter((a) => a.re.test(clause)).flatMap((a) => a.acts));
    const way = DIRECTION.exec(clause);
    const dir = way ? (way[1] ?? way[2] ?? way[3])!.toLowerCase() : null;
    if (
      dir &&
      !new RegExp(`\\b${dir === 'left' ? 'right' : 'left'}\\b`, 'iu').test(
        clause.replace(/\bright\s+(?:now|away|here|there)\b/giu, ''),
      )
    )
      out.push(`walk:${dir}`);
    if (gives) continue;
    const named = GIFT_NAMED.exec(clause);
    const thing = named && !/^treasure/iu.test(named[1]!) ? named[1]!.toLowerCase() : null;
    if (DRAW_ASK.test(clause) && (GIFT_ASK.test(clause) || /\b(?:draw|doodle|sketch)\b/iu.test(clause)))
      out.push('gift:drawing');
    else if (GIFT_WORDS.test(clause) || (named && GIFT_ASK.test(clause))) out.push(thing ? `gift:${thing}` : 'gift');
  }
  return [...new Set(out)];
}
/** The fewest words of a song sung: "la la!" alone is no song. */
const SUNG_WORDS = 4;
/** Whether a reply does an act: its tag (any gift for "gift"), or for singing, a few words sung. */
export function doesAct(act: Act, read: ReadLine): boolean {
  if (act === 'sing') {
    const said = wordsOf(read.words.join(' '));
    return said.length >= SUNG_WORDS && said.some((w) => SUNG.includes(w));
  }
  const [name, arg] = act.split(':');
  return read.tags.some((t) => t.name === name && (arg === undefined || t.arg === arg));
}

/** What a led reply to a song asked opens with: a verse of the pet's favourite song (`pick` choosing which), sung. */
export function singLead(pet: PetView, pick = 0): string {
  const verse = sungLine(pickLine(SONG_VERSES[personaFor(pet.traits).song], pick), pet.stage);
  return wordsOf(verse).some((w) => SUNG.includes(w)) ? ` ${verse}` : ` la la! ${verse}`;
}
