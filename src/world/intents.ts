/**
 * What an owner's message can ask or tell, as one table (INTENTS): each row says how the intent is read from the words,
 * what a reply that keeps to it shows, what a led reply opens with, and by its place in the table its rank. readMessage,
 * keepScore and leadFor all walk the table in order, so adding a kind of talk is adding a row. Not rules (a pet may
 * change the subject): a preference among a turn's valid candidates (brain/turn.ts). docs/brain.md, "Choosing a reply".
 * A row reads the words with its hand-written `read`, or, given the learned reader (reader.ts), with `hear` from the
 * labels it hears; the app reads with the hand-written rows until the learned reader reads better through the model
 * (docs/brain.md, "The learned reader").
 */
import { answeredWords, plainSpelling, wordsOf } from './text.ts';
import { asksAny, lookedFor, sentencesOf } from './reading.ts';
import { COMFORT_FIRST, heartsOf, type Heart } from './kindness.ts';
import { readLine } from './tags.ts';
import { RECALL_NOTHING } from './lookups.ts';
import type { PetView } from './state.ts';
import { chatAnswer, headerAnswer, recalledAnswer, toldBack } from './memory-answers.ts';
import type { MessageReader } from './reader.ts';
import { gameNamed, ownTurn, playAbout } from './play-asked.ts';
import {
  holds,
  INTENTS,
  lookupsOf,
  type AlsoAsked,
  type Intent,
  type Intents,
  type MessageReading,
  type Reply,
  type Shows,
} from './intent-rows.ts';

export { INTENTS, type MessageReading } from './intent-rows.ts';

/**
 * Reads the owner's words the line after `lines` answers, row by row (INTENTS): with the hand-written rows, or with
 * what the learned reader hears in them when one is given; null when it answers none (an idle turn, an event).
 * `learned` is the learned reader whose labels the safety row and the rows of what children ask a pet read beside
 * their exact rules, also when the other rows read by hand; `today` is the day log, whose plans told a later word
 * comes back to.
 */
export function readMessage(
  lines: readonly string[],
  names: { pet: string; owner: string },
  pet?: PetView,
  memories: readonly string[] = [],
  reader?: MessageReader,
  learned: MessageReader | undefined = reader,
  today: readonly string[] = [],
): MessageReading | null {
  const whole = readWhole(lines, names, pet, memories, reader, learned, today);
  if (!whole || whole.serious) return whole;
  // Each sentence read alone, as if it were the whole message; none of them asks a second thing.
  const readPart = (part: string) =>
    readWhole([...lines.slice(0, -1), `${names.owner}: ${part}`], names, pet, memories, reader, learned, today);
  return { ...whole, also: alsoAsked(answeredWords(lines, names.owner)!, whole, readPart, pet) };
}

/** readMessage of the message as one thing: its rows in rank order, the later ones yielding to those that hold. */
function readWhole(
  lines: readonly string[],
  names: { pet: string; owner: string },
  pet: PetView | undefined,
  memories: readonly string[],
  reader: MessageReader | undefined,
  learned: MessageReader | undefined,
  today: readonly string[],
): MessageReading | null {
  const said = answeredWords(lines, names.owner);
  if (said === null) return null;
  const text = plainSpelling(said);
  const heard = reader ? new Set(reader.read(text, names)) : null;
  const learnedLabels = learned === reader && heard ? heard : new Set(learned?.read(text, names) ?? []);
  const v: Partial<Intents> = {};
  const held: Intent[] = [];
  for (const r of INTENTS) {
    const yields = held.some((h) => !r.besides?.includes(h));
    const from = {
      text,
      names,
      pet,
      above: v,
      anyAbove: held.length > 0,
      learned,
      learnedLabels,
      memories,
      today,
      lines,
    };
    const value = yields ? r.none : heard && r.hear ? r.hear({ ...from, heard }) : r.read(from);
    (v as Record<Intent, unknown>)[r.intent] = value;
    if (holds(value)) held.push(r.intent);
  }
  const i = v as Intents;
  // Words that read as nothing right after a feeling told go on with it: comforted again.
  if (!held.length) i.hearts = feelingGoingOn(text, lines, names.owner);
  // A memory question's answer: a line of the chat above where no memory shares a word with it, else the header's
  // memories, and an older memory only a recall finds (memory-answers.ts).
  const chat = i.recall ? chatAnswer(text, lines, memories, names.owner) : null;
  const shown = chat && (chat.words.length ? chat : headerAnswer(text, memories, names.owner));
  // Fields in the order the recorded readings hold them (test/world/reading-golden.ts).
  return {
    names,
    fromHeader: shown?.words ?? [],
    toldBack:
      shown?.said ??
      (shown?.source && shown.words.length > 1 ? toldBack(shown.source, names.owner, shown.words) : null),
    recalled: chat && !chat.words.length ? recalledAnswer(text, memories, names.owner) : null,
    serious: i.serious,
    senses: i.senses,
    name: i.name,
    mean: i.mean,
    topics: i.topics,
    told: i.told,
    followUp: i.followUp,
    recall: i.recall,
    acts: i.acts,
    greeted: i.greeted,
    hearts: i.hearts,
    lookups: lookupsOf(text, i),
    time: i.time,
    look: i.look,
    yesterday: i.yesterday,
    dream: i.dream,
    outside: i.outside,
    self: i.self,
    play: i.play,
    game: i.play === 'game' ? gameNamed(text) : null,
    about: playAbout(i.play, text) ?? (i.look ? lookedFor(text) : null),
    life: i.life,
    bye: i.bye,
    also: [],
  };
}

/** The most lines between the owner's feeling and words that go on with it: the pet's reply, and an event. */
const GOING_ON_WITHIN = 2;

/**
 * The feeling the owner told in their message before this one, where this one asks nothing ("im kinda sad my grandma
 * went home today" … "she lives really really far away"): a feeling to comfort, or none.
 */
function feelingGoingOn(text: string, lines: readonly string[], owner: string): Heart[] {
  if (asksAny(text)) return [];
  const before = lines.slice(-2 - GOING_ON_WITHIN, -1);
  const at = before.findLastIndex((l) => l.startsWith(`${owner}: `));
  // The pet answered in between: not the second half of one message typed as two.
  if (at === -1 || at === before.length - 1) return [];
  const said = plainSpelling(before[at]!.slice(owner.length + 2));
  // Not a worry, which is of what is coming: "ok im home now" after it asks how it went.
  return heartsOf(said, asksAny(said)).filter((h) => COMFORT_FIRST.includes(h) && h !== 'worried');
}

/** The first held intent with a lead, and that lead (its first pick): what a led reply would open with. */
function leading(reading: MessageReading, pet?: PetView, pick = 0): { intent: Intent; lead: string } | null {
  for (const r of INTENTS) {
    const lead = holds(reading[r.intent]) && r.lead ? r.lead(reading, pet, pick) : null;
    if (lead !== null) return { intent: r.intent, lead };
  }
  return null;
}

/** Whether two readings lead with the same ask: one row, and for the pet's self or life, the same question. */
function sameAsk(a: MessageReading, b: MessageReading, intent: Intent): boolean {
  if (intent === 'self' || intent === 'life') return a[intent]?.asked === b[intent]?.asked;
  return true;
}

/** The owner telling how they feel ("im sad", "i feel sick"), not a feeling read in a fragment ("boo who? don't cry!"). */
const OWN_FEELING = /\b(?:i'?m|i\s+am|i\s+feel|i\s+felt|i\s+was|i\s+got|i\s+had)\b/iu;

/**
 * Whether a sentence read alone asks what a reply answers beside the rest: a question of the pet's name, self or life,
 * play asked, or a feeling of the owner's own to comfort. Not a body word, which the whole message rules out where it
 * names a food or a nap of another's ("do u eat pizza?? wat do u eat then"), nor a game named beside a favourite asked
 * ("tag or hide and seek? wich is ur fav"), which names choices, not a game to start.
 */
function alsoAnswered(intent: Intent, reading: MessageReading, part: string, main?: Intent): boolean {
  if (intent === 'hearts') return reading.hearts.some((h) => COMFORT_FIRST.includes(h)) && OWN_FEELING.test(part);
  // Nor a knock at the door inside a knock-knock joke told whole, nor what only the pet's line above makes play (a
  // riddle's answer, a guess answered, a laugh): a sentence of a longer message is none of them.
  if (intent === 'play')
    return (
      main !== 'self' &&
      !['knocked', 'whoThere', 'guessAnswered', 'laughed'].includes(reading.play!) &&
      (reading.play !== 'theirJoke' || ownTurn(part) === 'theirJoke')
    );
  // "ur turn to guess" after the owner's own go is no "guess what" told alone: what follows is theirs to tell.
  if (intent === 'life') return reading.life?.asked !== 'guessWhat';
  return intent === 'name' || intent === 'self' || intent === 'acts' || intent === 'told';
}

/** The most things a reply answers: two besides the whole message's first. */
const MOST_ALSO = 2;

/**
 * What else a message of several sentences asks: the sentences that, read alone, lead with something in words the
 * whole message's reading does not ("are we friends? can i hug u": friends, beside the hug). Only where all lead in
 * words: a tag's lead (a fact, a lookup) is the model's to go on from, and it goes on from only one.
 */
function alsoAsked(
  text: string,
  whole: MessageReading,
  readPart: (part: string) => MessageReading | null,
  pet?: PetView,
): AlsoAsked[] {
  const parts = sentencesOf(text);
  if (parts.length < 2) return [];
  const main = leading(whole, pet);
  if (main && main.lead.includes('[')) return [];
  const found: AlsoAsked[] = [];
  const asked = main ? [{ intent: main.intent, reading: whole, lead: main.lead }] : [];
  for (const [i, part] of parts.entries()) {
    const reading = readPart(part);
    const own = reading && leading(reading, pet);
    if (!own || reading.serious) continue;
    // A fact told beside a question is remembered after its answer ("do u like dogs? i have a dog named biscuit": "yes,
    // I like dogs! [remember:"); no other tag's lead is gone on from.
    const toldAfter =
      own.intent === 'told' &&
      own.lead === TOLD_LEAD &&
      !!main &&
      ASKED_FIRST.includes(main.intent) &&
      !PASSING.test(part);
    if (own.lead.includes('[') && !toldAfter) continue;
    if (asked.some((a) => a.intent === own.intent && sameAsk(reading, a.reading, own.intent))) continue;
    // A lead that would say a sentence again ("did u have a good day? whats new": "I'm waiting for a snack!" twice).
    if (asked.some((a) => sentencesOf(a.lead).some((s) => sentencesOf(own.lead).includes(s)))) continue;
    if (!alsoAnswered(own.intent, reading, part, main?.intent)) continue;
    found.push({ intent: own.intent, reading, first: i === 0 && !toldAfter });
    asked.push({ intent: own.intent, reading, lead: own.lead });
    // The fact's tag is the last thing led: the model goes on from it.
    if (toldAfter || found.length === MOST_ALSO) break;
  }
  return found;
}

/** A fact of the moment, not kept beside a question ("whats ur name? my sister is asking", "i just got home"). */
const PASSING = /\b(?:is|are|r|am|im|i'm)\s+\w+ing\b|\bjust\b/iu;
/** The told row's lead of a fact with no feeling beside it. */
const TOLD_LEAD = ' [remember:';
/** What the whole message asks first where a fact told after it is remembered after its answer. */
const ASKED_FIRST: readonly Intent[] = ['life', 'self', 'name', 'play'];

/** Two leads as one: the first closed as a sentence, and a "yes!" not said twice ("yes! we're best friends! hugs!"). */
function joinLeads(first: string, second: string): string {
  const closed = /[.!?…]$/u.test(first) ? first : `${first}!`;
  return closed + (/\byes!/u.test(closed) ? second.replace(/^ yes! /u, ' ') : second);
}

/** The keep score from which a reply keeps to the message: a told fact's remembering holds at least half its words. */
export const KEEPS = 0.5;
/**
 * How far a reply keeps to what the owner's words said, from 0 (it misses what they asked) to 1: the held intents in
 * rank order, each gate shown, until one decides. Candidates are compared by it before the model's own confidence.
 */
export function keepScore(reading: MessageReading | null, body: string): number {
  if (!reading) return 1;
  const read = readLine(body);
  const reply: Reply = { body, read, tags: read.tags, said: wordsOf(read.words.join(' ')) };
  // What else is asked is kept to as its row keeps to it alone.
  return reading.also.reduce(
    (score, { intent, reading: part }) => {
      const keep = keepOf(INTENTS.find((r) => r.intent === intent)!);
      return score === 0 ? 0 : Math.min(score, (keep.decides ?? keep.gate!)(part, reply, part[intent]));
    },
    keepsWhole(reading, reply),
  );
}

/** A row's keep, as either shape. */
const keepOf = (r: (typeof INTENTS)[number]) => r.keep as { gate?: Shows<Intent>; decides?: Shows<Intent> };

/** keepScore of the message as one thing. */
function keepsWhole(reading: MessageReading, reply: Reply): number {
  // A memory nobody asked after, looked up and not found ("can u call my mom": [recall:mom]{nothing} "tell me?").
  if (!reading.recall && reply.tags.some((t) => t.name === 'recall' && t.result === RECALL_NOTHING)) return 0;
  // The clock, a look around or yesterday, looked up when the words speak of none of it ("who won the football": [clock]).
  if (
    reply.tags.some(
      (t) => (t.name === 'clock' || t.name === 'look' || t.name === 'yesterday') && !reading.lookups.includes(t.name),
    )
  )
    return 0;
  // A gate may keep in part (a memory found but not named): the score is the least of the gates passed and the decider.
  let score = 1;
  for (const r of INTENTS) {
    const value = reading[r.intent];
    if (!holds(value)) continue;
    const keep = keepOf(r);
    if (keep.decides) return Math.min(score, keep.decides(reading, reply, value));
    score = Math.min(score, keep.gate!(reading, reply, value));
    if (score === 0) return 0;
  }
  return score;
}

/**
 * Whether a reply is led from its first candidate: the first held intent with a lead knows it exactly (something
 * serious, the one answer the header or the chat shows), so the model is not waited on for it.
 */
export function leadsFirst(reading: MessageReading | null, pet?: PetView): boolean {
  if (!reading || pet?.asleep) return false;
  for (const r of INTENTS) {
    if (!holds(reading[r.intent]) || !r.lead || r.lead(reading, pet, 0) === null) continue;
    return r.leadsFirst?.(reading) ?? false;
  }
  return false;
}

/** What a reply opens with when it is led (brain/turn.ts): the first held intent's lead; null where none leads or the pet sleeps. */
export function leadFor(reading: MessageReading | null, pet?: PetView, pick = 0): string | null {
  // A sleeping pet dreams: led, it would talk in its sleep.
  if (!reading || pet?.asleep) return null;
  const lead = leading(reading, pet, pick)?.lead ?? null;
  // What else is asked after the whole message's first, but a first sentence first ("are we friends? can i hug u").
  const leads = [
    ...reading.also.filter((a) => a.first),
    ...(lead === null ? [] : [lead]),
    ...reading.also.filter((a) => !a.first),
  ].map((a) => (typeof a === 'string' ? a : leading(a.reading, pet, pick)!.lead));
  return leads.length ? leads.reduce(joinLeads) : null;
}
