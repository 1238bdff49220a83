/**
 * What an idle turn opens with when the pet speaks up on its own: a thing true of its state (a pressing need, what it
 * remembers, the weather in the window, the time of day, a thing it likes, its song), in its words, or a hello when it
 * has just hatched. The model writes the rest of the line. About half the idle turns are led, and any after two
 * wordless ones, so the pet talks between messages and still acts without words (the generator's idle lines use the
 * same openings: models/recipe/data/banks/life-idle.ts). docs/brain.md, "A voice between messages".
 */
import { createRng } from './rng.ts';
import { readLine } from './tags.ts';
import { wordsOf } from './text.ts';
import { bodySaying } from './needs.ts';
import { pressingBody } from './reading.ts';
import { personaFor } from './persona.ts';
import { partOfDay, clockOf } from './prompt.ts';
import { TranscriptTracker, type TranscriptStart } from './validator.ts';
import type { WorldState } from './state.ts';

/** What a led idle line is about. */
export type IdleLeadTopic = 'hatch' | 'weather' | 'time' | 'remember' | 'like' | 'hum';

/** Each topic's openings, with their slots ({owner}, {pet}, {weather}, {part}, {memory}, {like}, {song}); a baby's are fewer words. */
export const IDLE_OPENINGS: Readonly<Record<IdleLeadTopic, { any: readonly string[]; baby: readonly string[] }>> = {
  hatch: {
    any: ["hi {owner}! I'm {pet}!", 'hello {owner}! nice to meet you!', "hi! I'm {pet}, your new friend!"],
    baby: ['hi {owner}!', 'me {pet}! hi!'],
  },
  weather: {
    any: ["it's {weather} in the window!", 'what a {weather} day it is!', 'the sky is so {weather} today!'],
    baby: ['{weather}!', 'look! {weather}!'],
  },
  time: {
    any: ["it's {part} now!", 'a lovely {part}, {owner}!', 'the {part} feels cosy.'],
    baby: ['{part}!', 'hi {part}!'],
  },
  remember: {
    any: ['I was thinking about how {memory}.', 'I remembered something! {memory}!', 'I still remember that {memory}!'],
    baby: ['remember! {memory}!', '{memory}! yes!'],
  },
  like: {
    any: ['I really like {like}!', 'you know what I love? {like}!', 'I could think about {like} all day!'],
    baby: ['like {like}!', 'ooh, {like}!'],
  },
  hum: {
    any: ["I'm humming {song}!", 'la la la, {song}!', 'hum hum, my favourite, {song}!'],
    baby: ['la la! {song}!', 'mm mm, {song}'],
  },
};

/** Share of idle turns led when the pet's last lines had words. */
export const IDLE_SPEAK_SHARE = 0.5;
/** Wordless idle lines in a row, after which the next is led. */
const WORDLESS_RUN = 2;
/** Words in a line's text that make it say something. */
const WORDED = 3;
/** Keeps the idle lead's draws apart from the sampler's, which starts from the same seed. */
const SALT = 0x1d7e;

/** The words of a pet line's body outside its tags and lookup results. */
const textWords = (body: string) => wordsOf(readLine(body).words.join(' '));

/**
 * The opening of an idle turn (with its leading space), or null to leave the line to the model: asleep or with an
 * offer waiting or just after an event, never led; just hatched (day 1, nothing said yet), a hello; else led after two
 * wordless lines and otherwise now and then.
 */
export function idleLead(
  start: TranscriptStart,
  lines: readonly string[],
  state: WorldState,
  seed: number,
): string | null {
  const t = new TranscriptTracker(start);
  for (const l of lines) t.step(l);
  // An event just written (a return, a care) is the model's to answer.
  if (t.asleep || t.pendingOffer || lines.at(-1)?.startsWith('* ')) return null;
  const { pet: name, owner } = start;
  const petBodies = lines.filter((l) => l.startsWith(`${name}: `)).map((l) => l.slice(name.length + 2));
  const r = createRng((seed ^ SALT) >>> 0);
  const baby = state.pet.stage === 'baby';
  const fill = (topic: IdleLeadTopic, slots: Record<string, string>) => {
    const text = r.pick(IDLE_OPENINGS[topic][baby ? 'baby' : 'any']);
    return ` ${text.replace(/\{(\w+)\}/g, (_, k: string) => ({ owner, pet: name, ...slots })[k] ?? '')}`;
  };
  const newborn = state.pet.day === 1 && state.pet.stage === 'baby' && state.memories.length === 0;
  if (petBodies.length === 0 && newborn) return fill('hatch', {});
  const recent = petBodies.slice(-WORDLESS_RUN);
  const wordless = recent.length === WORDLESS_RUN && recent.every((b) => textWords(b).length < WORDED);
  if (!wordless && !r.chance(IDLE_SPEAK_SHARE)) return null;

  // A topic whose words the last lines did not already say, a pressing need most often.
  const said = new Set(petBodies.slice(-3).flatMap(textWords));
  const persona = personaFor(state.pet.traits);
  const need = pressingBody(state.pet);
  const needWords = need ? bodySaying(need, state.pet) : null;
  const part = partOfDay(clockOf(state.now).hour);
  const like = r.pick(persona.likes);
  const topics: { weight: number; about: string; say: () => string }[] = [
    ...(needWords ? [{ weight: 3, about: needWords, say: () => ` ${needWords}!` }] : []),
    ...state.memories.slice(-3).map((m) => ({ weight: 1, about: m, say: () => fill('remember', { memory: m }) })),
    { weight: 1.5, about: state.weather, say: () => fill('weather', { weather: state.weather }) },
    { weight: 1, about: part, say: () => fill('time', { part }) },
    { weight: 1, about: like, say: () => fill('like', { like }) },
    { weight: 1, about: persona.song, say: () => fill('hum', { song: persona.song }) },
  ];
  const fresh = topics.filter((t) => !wordsOf(t.about).some((w) => w.length > 3 && said.has(w)));
  const open = fresh.length ? fresh : topics;
  let x = r.next() * open.reduce((a, t) => a + t.weight, 0);
  for (const t of open) if ((x -= t.weight) <= 0) return t.say();
  return open.at(-1)!.say();
}
