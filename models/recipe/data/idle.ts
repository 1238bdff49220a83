/**
 * What a pet says on an idle turn when it says something: a topic true of its state (a need, a remembered fact, the
 * weather in the window, the time of day, its shelf, its day, a question for the owner, its song, a thing it likes),
 * never the topic of its last two worded idle lines, so each line says something different.
 */
import type { PetState, Rng } from '../../../src/sim/index.ts';
import { HEADER_TODAY, partOfDay, clockOf, type Want } from '../../../src/world/index.ts';
import { worldState } from '../../../src/sim/index.ts';
import type { PetSituation } from './phrases.ts';
import { personaVars } from './persona-vars.ts';
import { songWords } from './mind-life.ts';
import type { Vars } from './voice.ts';

/** What an idle line can be about. */
const IDLE_TOPICS = ['need', 'remember', 'weather', 'time', 'shelf', 'day', 'ask', 'hum', 'like', 'note'] as const;
export type IdleTopic = (typeof IDLE_TOPICS)[number];

/** Words of a planned line, its tags and lookups (mind.ts's PetPart). */
type Part =
  | { kind: 'text'; text: string }
  | { kind: 'tag'; name: string; arg?: string }
  | { kind: 'lookup'; name: string; arg?: string };

/** What the idle planner needs of the Mind: its voice and its pressing need. */
export interface IdleVoice {
  rng: Rng;
  say(pet: PetState, situation: PetSituation, extra?: Vars): Part;
  /** The words of a situation, for a line that goes on after them. */
  words(pet: PetState, situation: PetSituation, extra?: Vars): string;
  emote(mood: 'happy' | 'love' | 'wow' | 'sleepy' | 'sad' | 'grumpy'): Part;
  note(pet: PetState): string;
  need: { feel: PetSituation; want: Want | null; mood: string };
  /** The day-log entry's words for "today I …", or null for one a pet would not retell. */
  todayWords(entry: string): string | null;
}

/** A newborn: just hatched, nothing said yet, nothing remembered or done. Its first line is a hello. */
export function isNewborn(pet: PetState): boolean {
  return (
    worldState(pet).pet.day === 1 &&
    pet.stage === 'baby' &&
    !pet.chat.some((l) => l.startsWith(`${pet.name}: `)) &&
    pet.memories.length === 0 &&
    pet.today.length === 0
  );
}

/** The day-log entries the header shows that a pet retells. */
function retold(pet: PetState, v: IdleVoice): string[] {
  const shown = pet.today.filter((e) => !e.includes(' said: ')).slice(-HEADER_TODAY);
  return shown.map((e) => v.todayWords(e)).filter((e): e is string => !!e);
}

/** How likely each topic is in this state; 0 where it would say nothing true. */
function weights(pet: PetState, v: IdleVoice): Record<IdleTopic, number> {
  return {
    need: v.need.want ? (v.need.mood === 'sad' || v.need.want === 'medicine' ? 4 : 2) : 0.5,
    remember: pet.memories.length ? 2 : 0,
    weather: 1.5,
    time: 1,
    shelf: pet.shelf.length ? 1 : 0,
    day: retold(pet, v).length ? 1.5 : 0,
    ask: 1.5,
    hum: 1,
    like: 1,
    note: 0.6,
  };
}

/** Picks a topic by weight, never one of `recent`. */
export function pickTopic(pet: PetState, v: IdleVoice, recent: readonly IdleTopic[]): IdleTopic {
  const w = weights(pet, v);
  const open = IDLE_TOPICS.filter((t) => w[t] > 0 && !recent.includes(t));
  const total = open.reduce((a, t) => a + w[t], 0);
  let x = v.rng.next() * total;
  for (const t of open) {
    x -= w[t];
    if (x <= 0) return t;
  }
  return open.at(-1) ?? 'ask';
}

/** The worded idle line on a topic. */
export function idleWords(pet: PetState, topic: IdleTopic, v: IdleVoice): Part[] {
  const r = v.rng;
  const maybe = (mood: Parameters<IdleVoice['emote']>[0], p: number): Part[] => (r.chance(p) ? [v.emote(mood)] : []);
  switch (topic) {
    case 'need': {
      const { want, feel } = v.need;
      if (!want) return [v.say(pet, feel), ...maybe('happy', 0.5)];
      const situation: PetSituation = want === 'snack' ? 'hungryIdle' : want === 'sleep' ? 'sleepyIdle' : feel;
      return [v.say(pet, situation), { kind: 'tag', name: 'want', arg: want }];
    }
    case 'remember':
      return [v.say(pet, 'idleRemember', { memory: r.pick(pet.memories.slice(-3)) }), ...maybe('happy', 0.4)];
    case 'weather':
      return [
        v.say(pet, r.chance(0.5) ? 'idleWeather' : (`weather.${pet.weather}` as PetSituation)),
        ...maybe('wow', 0.3),
      ];
    case 'time': {
      const part = partOfDay(clockOf(worldState(pet).now).hour);
      return [v.say(pet, r.chance(0.5) ? 'idleTime' : (`time.${part}` as PetSituation)), ...maybe('happy', 0.3)];
    }
    case 'shelf':
      // The look shows the newest three treasures: the line names one of them.
      return [
        { kind: 'lookup', name: 'look' },
        v.say(pet, 'idleShelf', { gift: r.pick(pet.shelf.slice(-3)) }),
        ...maybe('happy', 0.3),
      ];
    case 'day':
      return [{ kind: 'text', text: `${v.words(pet, 'idleDay')} ${r.pick(retold(pet, v))}!` }, ...maybe('happy', 0.4)];
    case 'ask':
      return [v.say(pet, 'idleAsk'), ...maybe('happy', 0.3)];
    case 'hum':
      // Half the time a few words of the song itself (banks/play.ts), else humming it by name.
      if (r.chance(0.5)) return [{ kind: 'text', text: songWords(pet, r) }, ...maybe('happy', 0.5)];
      return [
        v.say(pet, 'idleHum', personaVars(pet, r)),
        ...(r.chance(0.5) ? [v.emote(r.pick(['happy', 'love'] as const))] : []),
      ];
    case 'like':
      return [v.say(pet, 'idleLike', personaVars(pet, r)), ...maybe('love', 0.4)];
    case 'note':
      return [v.say(pet, 'idle'), { kind: 'tag', name: 'diary', arg: v.note(pet) }];
  }
}
