/**
 * The probe set (models/recipe/probe/README.md): hand-written owner messages with
 * rubrics, read from probes.json, turned into scenarios, and judged.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DREAMS,
  eventLine,
  fill,
  FOODS,
  TOYS,
  isOneOf,
  LOOKUP_TAGS,
  nameProblem,
  ownerMessageLine,
  readLine,
  STAGES,
  validateTranscript,
  WEATHERS,
  wordsOf as worldWords,
  type Food,
  type Scenario,
  type Stage,
  type TranscriptStart,
  type WorldState,
} from '../../../src/world/index.ts';
import { OWNER_NAMES, PET_NAMES } from '../data/names.ts';

export const PROBE_FILE = fileURLToPath(new URL('./probes.json', import.meta.url));
/**
 * The blind sets: each written by a helper who read only probe/README.md, so they measure the readings of src/world
 * on messages nobody tuned them to (same shape and rubric as the probe set). This one: body and name questions.
 */
export const BLIND_QUESTIONS_FILE = fileURLToPath(new URL('./blind-questions.json', import.meta.url));
/** Told facts and memory questions (blind-memory.json), and requests to act (blind-acts.json). */
export const BLIND_MEMORY_FILE = fileURLToPath(new URL('./blind-memory.json', import.meta.url));
export const BLIND_ACTS_FILE = fileURLToPath(new URL('./blind-acts.json', import.meta.url));
/** Thanks, praise, the owner's feelings, questions outside the pet's world, time words that ask no time, sickness, insults. */
export const BLIND_FEELINGS_FILE = fileURLToPath(new URL('./blind-feelings.json', import.meta.url));
/**
 * Remembering and answering like a friend: memory questions answered from the header, the chat above or a recall,
 * feelings with a fact inside, long told facts, serious disclosures, honesty questions, later-day follow-ups.
 */
export const BLIND_FRIEND_FILE = fileURLToPath(new URL('./blind-friend.json', import.meta.url));
/** What children ask a pet: its favourites, itself, play in words, love, and what is happening now. */
export const BLIND_LIFE_FILE = fileURLToPath(new URL('./blind-life.json', import.meta.url));
/** The same forty kinds by another helper, written after the rows that answer them, and measured once. */
export const BLIND_LIFE2_FILE = fileURLToPath(new URL('./blind-life2.json', import.meta.url));
/** The friend kinds again by another helper, written after the rows that answer them, and measured once. */
export const BLIND_FRIEND2_FILE = fileURLToPath(new URL('./blind-friend2.json', import.meta.url));
/** The forty kinds a third time by yet another helper, written after the rows that answer them, and measured once. */
export const BLIND_LIFE3_FILE = fileURLToPath(new URL('./blind-life3.json', import.meta.url));
/** The friend kinds a third time by another helper, written after the rows that answer them, and measured once. */
export const BLIND_FRIEND3_FILE = fileURLToPath(new URL('./blind-friend3.json', import.meta.url));
/** The forty kinds a fourth time by another helper, written after the rows that answer them, and measured once. */
export const BLIND_LIFE4_FILE = fileURLToPath(new URL('./blind-life4.json', import.meta.url));
export const BLIND_LIFE5_FILE = fileURLToPath(new URL('./blind-life5.json', import.meta.url));
/**
 * Something serious and messages close to it, each marked serious or not: the safety row's reading is measured on
 * them (models/recipe/reader/safety.ts). The first was seen while the exact rules were widened; the second by no one.
 */
export const SAFETY_FILES = [
  fileURLToPath(new URL('./blind-safety.json', import.meta.url)),
  fileURLToPath(new URL('./blind-safety2.json', import.meta.url)),
];
/** A safety set's message. */
export interface SafetyMessage {
  text: string;
  serious: boolean;
  category: string;
}
/** Reads a safety set. */
export const loadSafety = (path: string): SafetyMessage[] =>
  (JSON.parse(readFileSync(path, 'utf8')) as { messages: SafetyMessage[] }).messages;
/** Every probe file: none of their messages may be written by the generator. */
export const PROBE_FILES = [
  PROBE_FILE,
  BLIND_QUESTIONS_FILE,
  BLIND_MEMORY_FILE,
  BLIND_ACTS_FILE,
  BLIND_FEELINGS_FILE,
  BLIND_FRIEND_FILE,
  BLIND_LIFE_FILE,
  BLIND_LIFE2_FILE,
  BLIND_FRIEND2_FILE,
  BLIND_LIFE3_FILE,
  BLIND_FRIEND3_FILE,
  BLIND_LIFE4_FILE,
  BLIND_LIFE5_FILE,
];

/** The kinds of probe; long-chat kinds start with "long". */
export const KINDS = [
  'petName',
  'ownerName',
  'memoryAsk',
  'tellFact',
  'time',
  'notTime',
  'look',
  'yesterday',
  'bodyHungry',
  'bodyTired',
  'bodyDirty',
  'bodySick',
  'ownerFeeling',
  'greet',
  'bye',
  'thanks',
  'compliment',
  'insult',
  'actDance',
  'actSpin',
  'actWave',
  'actWalk',
  'actSleep',
  'actSing',
  'actGift',
  'outOfWorld',
  'nonsense',
  'twoThings',
  'offer',
  'diary',
  'longOffer',
  'longBody',
  'longFact',
  'memHeader',
  'memChat',
  'memRecallOnly',
  'feelingFact',
  'serious',
  'honesty',
  'followUp',
  'oddFact',
  // What children ask a pet about itself, for play, for love, and about now (models/recipe/probe/README.md).
  'favColor',
  'favFood',
  'favGame',
  'favSong',
  'favAnimal',
  'favWeather',
  'favPlace',
  'favTime',
  'petAge',
  'boyGirl',
  'family',
  'whatAreYou',
  'whereLive',
  'whatEat',
  'likesToDo',
  'doYouLike',
  'joke',
  'funny',
  'story',
  'song',
  'riddle',
  'playGame',
  'secret',
  'guessWhat',
  'loveMe',
  'friends',
  'missedMe',
  'sorry',
  'hug',
  'likeMe',
  'whatDoing',
  'howDay',
  'whatsNew',
  'areYouHappy',
  'whatToDo',
  'imHome',
  'weather',
  'whereIs',
  'dreams',
  'haveFriends',
] as const;
export type ProbeKind = (typeof KINDS)[number];
export const isLongKind = (k: string) => k.startsWith('long');

export interface Probe {
  id: string;
  kind: ProbeKind;
  pet: string;
  owner: string;
  say?: string;
  state?: string[];
  stage?: Stage;
  memories?: string[];
  today?: string[];
  history?: string;
  before?: string[];
  offer?: string;
  must: string[];
  mustNot?: string[];
  note?: string;
}

export interface ProbeFile {
  histories: Record<string, string[]>;
  probes: Probe[];
}

/** The state a preset sets, applied over the calm default. */
type Preset = (s: WorldState) => void;
const stat =
  (k: 'tummy' | 'fun' | 'energy' | 'clean', v: number): Preset =>
  (s) => {
    s.pet[k] = v;
  };
const at =
  (hhmm: string): Preset =>
  (s) => {
    s.now = `${s.now.slice(0, 11)}${hhmm}`;
  };
export const PRESETS: Record<string, Preset> = {
  starving: stat('tummy', 10),
  hungry: stat('tummy', 30),
  peckish: stat('tummy', 50),
  full: stat('tummy', 70),
  stuffed: stat('tummy', 95),
  stinky: stat('clean', 10),
  messy: stat('clean', 40),
  clean: stat('clean', 60),
  sparkly: stat('clean', 92),
  exhausted: stat('energy', 10),
  sleepy: stat('energy', 30),
  awake: stat('energy', 70),
  hyper: stat('energy', 95),
  sad: stat('fun', 10),
  bored: stat('fun', 30),
  happy: stat('fun', 70),
  giddy: stat('fun', 95),
  sick: (s) => {
    s.pet.sick = true;
  },
  morning: at('08:20'),
  afternoon: at('15:10'),
  evening: at('18:45'),
  night: at('22:30'),
  asleep: (s) => {
    s.pet.asleep = true;
    at('23:40')(s);
  },
  poop: (s) => {
    s.poop = 2;
  },
  ...Object.fromEntries(
    WEATHERS.map((w) => [
      w,
      (s: WorldState) => {
        s.weather = w;
      },
    ]),
  ),
};

/** The calm pet every probe starts from. */
export function defaultState(pet: string, owner: string, stage: Stage): WorldState {
  return {
    now: '2026-11-30T15:10',
    weather: 'sunny',
    owner,
    pet: {
      name: pet,
      stage,
      day: 6,
      traits: ['curious', 'cuddly'],
      tummy: 55,
      fun: 70,
      energy: 70,
      clean: 60,
      asleep: false,
      sick: false,
    },
    memories: [],
    today: [],
    shelf: ['flower', 'pebble'],
    toy: 'ball',
    poop: 0,
    diary: ['It was a sunny day and I played with my ball.'],
  };
}

/** A probe's problem in words, or null. */
function probeProblem(p: Probe, file: ProbeFile): string | null {
  if (!p.id) return 'has no id';
  if (!isOneOf(KINDS, p.kind)) return `kind "${p.kind}" is not one of ${KINDS.join(', ')}`;
  for (const [k, v] of [
    ['pet', p.pet],
    ['owner', p.owner],
  ] as const) {
    const bad = typeof v === 'string' ? nameProblem(v) : 'is missing';
    if (bad) return `${k}: ${bad}`;
  }
  if (p.pet === p.owner) return 'pet and owner must differ';
  if (p.kind === 'diary' ? p.say !== undefined : p.say === undefined && p.offer === undefined)
    return p.kind === 'diary' ? 'a diary probe has no "say"' : 'needs "say" or "offer"';
  for (const s of p.state ?? [])
    if (!PRESETS[s]) return `state "${s}" is not a preset (${Object.keys(PRESETS).join(', ')})`;
  if (p.stage && !isOneOf(STAGES, p.stage)) return `stage "${p.stage}" is not one of ${STAGES.join(', ')}`;
  if (p.history && !file.histories[p.history]) return `history "${p.history}" is not in "histories"`;
  if (p.offer && !/^(food:\w+|bath|medicine|catch)$/.test(p.offer))
    return `offer "${p.offer}" is not food:FOOD, bath, medicine or catch`;
  if (p.offer?.startsWith('food:') && !isOneOf(FOODS, p.offer.slice(5)))
    return `food "${p.offer.slice(5)}" is not one of ${FOODS.join(', ')}`;
  if (!Array.isArray(p.must) || !p.must.length) return 'needs at least one "must" entry';
  for (const entry of [...p.must, ...(p.mustNot ?? [])])
    for (const atom of entry.split(' | ')) if (!atomOk(atom)) return `"${atom}" is not a rubric atom`;
  if (isLongKind(p.kind) && earlierLines(p, file).length < 30)
    return `a long-chat probe needs 30+ earlier lines, has ${earlierLines(p, file).length}`;
  return null;
}

function atomOk(atom: string): boolean {
  return /^tag:(lookup|[a-z]+(:.+)?)$/.test(atom) || /^say:.+$/.test(atom) || /^name:(pet|owner|other)$/.test(atom);
}

/** The earlier lines of a probe (history, then before), names filled. */
function earlierLines(p: Probe, file: ProbeFile): string[] {
  const raw = [...(p.history ? file.histories[p.history]! : []), ...(p.before ?? [])];
  return raw.map((l) => fill(l, { pet: p.pet, owner: p.owner }, `probe ${p.id}`));
}

/** A message as the blindness checks compare it: lowercase words only, the pet's and the owner's names as placeholders. */
export function normalMessage(
  text: string,
  names: { pet: string; owner: string } = { pet: '{pet}', owner: '{owner}' },
): string {
  return text
    .replaceAll(names.pet, ' pet ')
    .replaceAll(names.owner, ' owner ')
    .replaceAll('{pet}', ' pet ')
    .replaceAll('{owner}', ' owner ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

let probeTexts: Set<string> | null = null;

/** The probe sets' messages of three words or more, as normalMessage writes them ("hi", "thanks" are everybody's). */
export function probeMessages(): ReadonlySet<string> {
  probeTexts ??= new Set(
    PROBE_FILES.flatMap((f) => loadProbes(f).probes)
      .filter((p) => p.say !== undefined)
      .map((p) => normalMessage(p.say!, p))
      .concat(
        SAFETY_FILES.flatMap((f) => loadSafety(f).map((m) => normalMessage(m.text, { pet: 'Mochi', owner: 'Sam' }))),
      )
      .filter((t) => t.split(' ').length >= 3),
  );
  return probeTexts;
}

/**
 * Whether a message the generator composed is one of the probe set's: it may never write one (the probe set stays
 * blind). Slots compose natural sentences, and some came out as probes' messages word for word ("my favourite colour
 * is purple", "whats my moms name"): the generator draws such a message again (decontamination, as benchmarks are
 * kept out of training corpora). Nothing else of the probe set reaches the generator.
 */
export function isProbeMessage(text: string, names?: { pet: string; owner: string }): boolean {
  return probeMessages().has(normalMessage(text, names));
}

/** Reads and checks the probe file; throws naming the first bad probe. */
export function loadProbes(path = PROBE_FILE): ProbeFile {
  const file = JSON.parse(readFileSync(path, 'utf8')) as ProbeFile;
  const ids = new Set<string>();
  for (const p of file.probes) {
    const problem = probeProblem(p, file);
    if (problem) throw new Error(`probe ${p.id ?? '(no id)'}: ${problem}`);
    if (ids.has(p.id)) throw new Error(`probe ${p.id}: the id is used twice`);
    ids.add(p.id);
  }
  return file;
}

/** The scenario a probe describes: its state, the earlier lines, the message and the offer. */
export function probeScenario(p: Probe, file: ProbeFile): Scenario {
  const state = defaultState(p.pet, p.owner, p.stage ?? 'kid');
  for (const s of p.state ?? []) PRESETS[s]!(state);
  const vars = { pet: p.pet, owner: p.owner };
  state.memories = (p.memories ?? []).map((m) => fill(m, vars, `probe ${p.id}`));
  state.today = (p.today ?? []).map((m) => fill(m, vars, `probe ${p.id}`));
  const lines = earlierLines(p, file);
  if (p.say !== undefined) {
    const line = ownerMessageLine(fill(p.say, vars, `probe ${p.id}`), vars);
    if (line) lines.push(line);
  }
  if (p.offer) {
    const names = { pet: p.pet, owner: p.owner };
    const e = p.offer.startsWith('food:')
      ? { kind: 'offerFood' as const, food: p.offer.slice(5) as Food }
      : p.offer === 'bath'
        ? { kind: 'offerBath' as const }
        : p.offer === 'medicine'
          ? { kind: 'offerMedicine' as const }
          : { kind: 'offerCatch' as const };
    lines.push(eventLine(e, names));
  }
  return { mode: p.kind === 'diary' ? 'diary' : 'chat', state, lines };
}

/** Where a probe's transcript starts: as `npm run tokenling -- say` starts a scenario (asleep as the header says). */
export function probeStart(sc: Scenario): TranscriptStart {
  return { pet: sc.state.pet.name, owner: sc.state.owner, asleep: sc.state.pet.asleep };
}

/** Problems with a probe's earlier lines under the contract, for check.ts. */
export function historyProblems(p: Probe, file: ProbeFile): string[] {
  const sc = probeScenario(p, file);
  const v = validateTranscript(probeStart(sc), sc.lines);
  return v.violations.map((x) => `line ${x.line} "${sc.lines[x.line - 1]}": ${x.message}`);
}

/** Every name a probe could wrongly use: the generator's lists and the probe file's own names. */
export function knownNames(file: ProbeFile): Set<string> {
  return new Set(
    [...PET_NAMES, ...OWNER_NAMES, ...file.probes.flatMap((p) => [p.pet, p.owner])].map((n) => n.toLowerCase()),
  );
}

const WORLD_WORDS = [...WEATHERS, ...DREAMS, ...TOYS, ...STAGES];
/** The world's words, a possessive 's dropped ("Biscuit's" matches "biscuit"). */
const wordsOf = (text: string) => worldWords(text).map((w) => w.replace(/'s$/, ''));
const hasPhrase = (text: string, phrase: string) => {
  const t = ` ${wordsOf(text).join(' ')} `;
  return t.includes(` ${wordsOf(phrase).join(' ')} `);
};

/** Whether one rubric atom matches a reply body (chat line body or diary page). */
export function atomMatches(atom: string, body: string, p: Probe, names: Set<string>): boolean {
  const read = readLine(body);
  const text = read.segments
    .filter((s) => s.kind === 'text')
    .map((s) => (s as { text: string }).text)
    .join(' ');
  let m: RegExpExecArray | null;
  if (atom === 'tag:lookup') return read.tags.some((t) => (LOOKUP_TAGS as readonly string[]).includes(t.name));
  if ((m = /^tag:([a-z]+)(?::(.+))?$/.exec(atom))) {
    const [, name, word] = m;
    return read.tags.some(
      (t) => t.name === name && (word === undefined || (t.arg !== undefined && hasPhrase(t.arg, word))),
    );
  }
  if ((m = /^say:(.+)$/.exec(atom))) return hasPhrase(text, m[1]!);
  if (atom === 'name:pet') return hasPhrase(text, p.pet);
  if (atom === 'name:owner') return hasPhrase(text, p.owner);
  if (atom === 'name:other') {
    // Names the probe itself mentions (a dog called Biscuit) and the world's own words (Sunny, Pebble) are not "other".
    const own = new Set(
      [p.pet, p.owner, p.say ?? '', ...(p.memories ?? []), ...(p.today ?? []), ...(p.before ?? [])].flatMap(wordsOf),
    );
    for (const w of WORLD_WORDS) own.add(w);
    const caps = text.match(/\p{Lu}[\p{L}'-]*/gu) ?? [];
    return caps.some((c) => names.has(c.toLowerCase()) && !own.has(c.toLowerCase()));
  }
  throw new Error(`unknown rubric atom "${atom}"`);
}

/** The rubric's verdict on a reply: fits, or the entries that failed. */
export function judge(p: Probe, body: string, names: Set<string>): { fits: boolean; failed: string[] } {
  const failed: string[] = [];
  for (const entry of p.must)
    if (!entry.split(' | ').some((a) => atomMatches(a, body, p, names))) failed.push(`must ${entry}`);
  for (const entry of [...(p.mustNot ?? []), 'name:other'])
    if (entry.split(' | ').some((a) => atomMatches(a, body, p, names))) failed.push(`mustNot ${entry}`);
  return { fits: failed.length === 0, failed };
}
