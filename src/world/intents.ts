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
import { readLine } from './tags.ts';
import { RECALL_NOTHING } from './lookups.ts';
import type { PetView } from './state.ts';
import { chatAnswer, headerAnswer, recalledAnswer, toldBack } from './memory-answers.ts';
import type { MessageReader } from './reader.ts';
import { gameNamed, playAbout } from './play-asked.ts';
import {
  holds,
  INTENTS,
  lookupsOf,
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
  // A memory question's answer: a line of the chat above where no memory shares a word with it, else the header's
  // memories, and an older memory only a recall finds (memory-answers.ts).
  const chat = i.recall ? chatAnswer(text, lines, memories, names.owner) : null;
  const shown = chat && (chat.words.length ? chat : headerAnswer(text, memories, names.owner));
  // Fields in the order the recorded readings hold them (test/world/reading-golden.ts).
  return {
    names,
    fromHeader: shown?.words ?? [],
    toldBack: shown?.source && shown.words.length > 1 ? toldBack(shown.source, names.owner, shown.words) : null,
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
    about: playAbout(i.play, text),
    life: i.life,
  };
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
    const keep = r.keep as { gate?: Shows<Intent>; decides?: Shows<Intent> };
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
  for (const r of INTENTS) {
    const lead = holds(reading[r.intent]) && r.lead ? r.lead(reading, pet, pick) : null;
    if (lead !== null) return lead;
  }
  return null;
}
