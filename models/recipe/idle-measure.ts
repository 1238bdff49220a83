/**
 * The idle measure (eval.ts --only idle): idle turns in states a pet lives in (hungry, night, rainy, a test tomorrow,
 * a full shelf, sick, bored…), several samples each, through the app's path (generateTurn, mode idle). Three shares:
 * worded (at least three words that are not filler), distinct (worded lines that differ after masking names and
 * values), true (lines that mention something true of the state: its weather, time, needs, memories, shelf, day or
 * persona). docs/brain.md, "A life of its own".
 */
import { generateTurn } from '../../src/brain/turn.ts';
import type { LanguageModel } from '../../src/brain/lm.ts';
import type { Tokenizer } from '../../src/brain/tokenizer.ts';
import {
  eventLine,
  FAVOURITES,
  GIFTS,
  partOfDay,
  personaFor,
  readLine,
  shownToday,
  statWord,
  wordsOf,
  type WorldState,
} from '../../src/world/index.ts';
import { OWNER_NAMES, PET_NAMES, splitNames } from './data/names.ts';

/** Words that say nothing on their own: sounds, hums and interjections. */
const FILLER = new Set(
  'hmm hmmm hm mm mmm mmh la lalala hum doo dee da di dum oh ooh oooh ah ahh aah uh um eh meh hehe haha heh hihi yay wow whoa zzz boop beep bop tap hi hey yo so and the a an'.split(
    ' ',
  ),
);

/** The text of a pet line outside its tags and lookup results, lowercase words. */
function said(body: string): string[] {
  return wordsOf(readLine(body).words.join(' '));
}

/** Whether a pet line has at least three words that are not filler. */
export function isWorded(body: string): boolean {
  return said(body).filter((w) => !FILLER.has(w)).length >= 3;
}

/** A line with its names, numbers, tag arguments and lookup results masked, for counting distinct lines. */
export function masked(body: string, names: { pet: string; owner: string }): string {
  const name = (n: string) => new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'giu');
  return body
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\[(\w+):[^\]]*\]/g, '[$1:_]')
    .replace(name(names.pet), '<pet>')
    .replace(name(names.owner), '<owner>')
    .replace(/\d+/g, '<n>')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const WEATHER_WORDS: Record<string, string[]> = {
  sunny: ['sun', 'sunny', 'sunshine', 'bright', 'warm'],
  rainy: [
    'rain',
    'rainy',
    'raining',
    'drip',
    'drop',
    'drops',
    'puddle',
    'puddles',
    'wet',
    'splash',
    'splashy',
    'pitter',
  ],
  snowy: ['snow', 'snowy', 'snowing', 'snowflake', 'snowflakes', 'snowman', 'cold', 'frosty'],
  windy: ['wind', 'windy', 'breeze', 'breezy', 'blowing', 'whoosh', 'blustery'],
  cloudy: ['cloud', 'clouds', 'cloudy', 'grey', 'gray'],
  foggy: ['fog', 'foggy', 'mist', 'misty'],
};
const PART_WORDS: Record<string, string[]> = {
  morning: ['morning', 'breakfast', 'early', 'sunrise'],
  afternoon: ['afternoon', 'lunch'],
  evening: ['evening', 'sunset', 'dinner'],
  night: ['night', 'late', 'moon', 'stars', 'dark', 'bedtime', 'midnight'],
};
const HUNGRY = [
  'hungry',
  'snack',
  'snacks',
  'food',
  'tummy',
  'eat',
  'starving',
  'peckish',
  'rumble',
  'rumbles',
  'grumble',
  'nom',
  'hungy',
  'lunch',
  'dinner',
];
const SLEEPY = ['sleep', 'sleepy', 'tired', 'yawn', 'yaaawn', 'nap', 'bed', 'zzz', 'drowsy', 'rest', 'droopy'];
const STINKY = ['stinky', 'smell', 'smelly', 'bath', 'messy', 'dirty', 'wash', 'poop', 'mess'];
const SICK = ['sick', 'medicine', 'poorly', 'unwell', 'ill', 'achoo', 'sniffle', 'sniffles', 'cough', 'better'];
const SAD = ['sad', 'lonely', 'pats', 'hug', 'cry', 'alone', 'miss'];
const BORED = ['bored', 'boring', 'play', 'game', 'games'];
const CHEER = ['happy', 'fun', 'giddy', 'great', 'best', 'wonderful'];
const FULL = ['full', 'stuffed', 'burp'];
const STOP = new Set([
  'the',
  'and',
  'has',
  'have',
  'with',
  'that',
  'his',
  'her',
  'their',
  'called',
  'named',
  'is',
  'in',
  'of',
  'to',
  'on',
  'at',
  'a',
  'an',
  'my',
  'her',
  'favourite',
  'favorite',
  'loves',
  'likes',
  'got',
  'new',
  'very',
  'really',
]);

/** The words a line may say that are true of this state (its weather, time of day, needs, memories, shelf, day, persona). */
function truths(state: WorldState): Set<string> {
  const p = state.pet;
  const out = new Set<string>([
    ...WEATHER_WORDS[state.weather]!,
    ...PART_WORDS[partOfDay(Number(state.now.slice(11, 13)))]!,
  ]);
  const add = (ws: readonly string[]) => ws.forEach((w) => out.add(w));
  const tummy = statWord('tummy', p.tummy);
  const energy = statWord('energy', p.energy);
  const fun = statWord('fun', p.fun);
  const clean = statWord('clean', p.clean);
  if (tummy === 'starving' || tummy === 'hungry' || tummy === 'peckish') add(HUNGRY);
  if (tummy === 'stuffed' || tummy === 'full') add(FULL);
  if (energy === 'exhausted' || energy === 'sleepy') add(SLEEPY);
  if (fun === 'sad') add(SAD);
  if (fun === 'bored' || fun === 'sad') add(BORED);
  if (fun === 'happy' || fun === 'giddy') add(CHEER);
  if (clean === 'stinky' || clean === 'messy' || state.poop > 0) add(STINKY);
  if (p.sick) add(SICK);
  const owner = state.owner.toLowerCase();
  for (const m of state.memories.slice(-3))
    add(wordsOf(m).filter((w) => w.length >= 3 && !STOP.has(w) && w !== owner && !/'s$/.test(w)));
  if (state.shelf.length) add(['shelf', 'treasure', 'treasures', ...state.shelf]);
  for (const e of shownToday(state.today))
    if (!e.includes(' said: ')) add(wordsOf(e).filter((w) => w.length >= 3 && !STOP.has(w)));
  const persona = personaFor(p.traits);
  for (const f of FAVOURITES)
    add(wordsOf(persona[f]).filter((w) => w.length >= 3 && !STOP.has(w) && w !== 'song' && w !== 'the'));
  // What it likes is its persona's too ("I really like naps!").
  for (const like of persona.likes) add(wordsOf(like).filter((w) => w.length >= 3 && !STOP.has(w)));
  return out;
}

/** Whether a pet line mentions something true of the state. */
export function trueOf(body: string, state: WorldState): boolean {
  const t = truths(state);
  return said(body).some((w) => t.has(w));
}

/** An idle state: what changes from the calm base, and the chat lines before the idle turn. */
interface IdleState {
  name: string;
  change: (s: WorldState) => void;
  /** Chat lines before the idle turn ({pet} and {owner} filled in); the calm base's when absent. */
  lines?: string[];
}

/** Where a state's lines hold the app's pat event line (written by the world's template, with the sample's names). */
const PATTED = '<patted>';

const CALM_LINES = ['{owner}: hi {pet}!', '{pet}: hi {owner}! [emote:wave]'];

/** The states, each a change of one calm afternoon. */
const IDLE_STATES: readonly IdleState[] = [
  { name: 'calm', change: () => {} },
  { name: 'hungry', change: (s) => void (s.pet.tummy = 14) },
  { name: 'night', change: (s) => ((s.now = s.now.slice(0, 11) + '22:40'), (s.pet.energy = 45)) },
  { name: 'rainy', change: (s) => void (s.weather = 'rainy') },
  { name: 'snowy morning', change: (s) => ((s.weather = 'snowy'), (s.now = s.now.slice(0, 11) + '08:10')) },
  {
    name: 'memories',
    change: (s) =>
      void (s.memories = ['{owner} has a dog named Rex', '{owner} loves pizza', "{owner}'s sister is called Mia"]),
  },
  {
    name: 'a test tomorrow',
    change: (s) => void (s.memories = ['{owner} has a spelling test tomorrow']),
    lines: ['{owner}: i have a spelling test tomorrow', '{pet}: good luck, {owner}! you can do it! [emote:happy]'],
  },
  {
    name: 'a full shelf',
    change: (s) => void (s.shelf = [...GIFTS]),
  },
  { name: 'sick', change: (s) => ((s.pet.sick = true), (s.pet.fun = 40)) },
  { name: 'bored', change: (s) => void (s.pet.fun = 25) },
  { name: 'sad', change: (s) => void (s.pet.fun = 6) },
  { name: 'sleepy evening', change: (s) => ((s.pet.energy = 26), (s.now = s.now.slice(0, 11) + '19:30')) },
  { name: 'stinky', change: (s) => ((s.pet.clean = 8), (s.poop = 2)) },
  {
    name: 'a busy day',
    change: (s) => void (s.today = ['ate a pancake', 'had a bath', 'played catch (5 stars)', 'gave {owner} a flower']),
  },
  { name: 'stuffed and giddy', change: (s) => ((s.pet.tummy = 96), (s.pet.fun = 97)) },
  { name: 'a baby', change: (s) => ((s.pet.stage = 'baby'), (s.pet.day = 1), (s.today = []), (s.memories = [])) },
  {
    name: 'an adult, windy evening',
    change: (s) => (
      (s.pet.stage = 'adult'),
      (s.pet.day = 34),
      (s.weather = 'windy'),
      (s.now = s.now.slice(0, 11) + '18:05')
    ),
  },
  {
    name: 'foggy, after a pat',
    change: (s) => void (s.weather = 'foggy'),
    lines: ['{owner}: hi {pet}!', '{pet}: hi {owner}! [emote:wave]', PATTED, '{pet}: [emote:love]'],
  },
];

/** The calm base: a kid on day 5 on a sunny afternoon, needs in the middle, one memory, a little day and a shelf. */
function calmState(pet: string, owner: string, traits: [string, string]): WorldState {
  return {
    now: '2026-06-14T15:20',
    weather: 'sunny',
    pet: {
      name: pet,
      stage: 'kid',
      day: 5,
      traits,
      tummy: 70,
      fun: 70,
      energy: 70,
      clean: 70,
      asleep: false,
      sick: false,
    },
    owner,
    memories: ['{owner} has a cat called Bo'],
    today: ['ate a cookie', 'played catch (3 stars)'],
    shelf: ['flower'],
    toy: 'ball',
    poop: 0,
    diary: [],
  };
}

const TRAIT_PAIRS: [string, string][] = [
  ['curious', 'playful'],
  ['foodie', 'sleepy'],
  ['shy', 'dreamy'],
  ['brave', 'silly'],
  ['cuddly', 'chatty'],
  ['grumpy', 'tidy'],
];

/**
 * Every idle state, `samples` idle turns each, measured: the three shares overall and per state, and every line.
 * `leads`: whether a turn may open with the app's idle lead (world/idle-lead.ts), as in the app; false, the model alone.
 */
export async function idleMeasure(
  lm: LanguageModel,
  tok: Tokenizer,
  samples: number,
  log: (s: string) => void = () => {},
  leads = true,
) {
  const pets = splitNames(PET_NAMES, 'heldout');
  const owners = splitNames(OWNER_NAMES, 'heldout');
  const per: Record<string, { worded: number; distinct: number; true: number; total: number; lines: string[] }> = {};
  const seen = new Set<string>();
  let worded = 0;
  let distinct = 0;
  let truly = 0;
  let total = 0;
  let ms = 0;
  for (const [si, st] of IDLE_STATES.entries()) {
    const k = (per[st.name] = { worded: 0, distinct: 0, true: 0, total: 0, lines: [] as string[] });
    for (let i = 0; i < samples; i++) {
      const pet = pets[(si * 7 + i * 3) % pets.length]!;
      let owner = owners[(si * 5 + i * 11) % owners.length]!;
      if (owner === pet) owner = owners[(si * 5 + i * 11 + 1) % owners.length]!;
      const state = calmState(pet, owner, TRAIT_PAIRS[(si + i) % TRAIT_PAIRS.length]!);
      st.change(state);
      const fill = (t: string) => t.replaceAll('{owner}', owner).replaceAll('{pet}', pet);
      state.memories = state.memories.map(fill);
      state.today = state.today.map(fill);
      const lines = (st.lines ?? CALM_LINES).map((l) =>
        l === PATTED ? eventLine({ kind: 'patted' }, { pet, owner }) : fill(l),
      );
      const t0 = performance.now();
      const r = await generateTurn(
        lm,
        tok,
        {
          mode: 'idle',
          state,
          lines,
          start: { pet, owner, asleep: false },
          seed: 515_151 + si * 101 + i * 7,
        },
        { leads },
      );
      ms += performance.now() - t0;
      const names = { pet, owner };
      const w = isWorded(r.body);
      const m = masked(r.body, names);
      const fresh = w && !seen.has(m);
      if (w) seen.add(m);
      const t = trueOf(r.body, state);
      k.total += 1;
      k.worded += Number(w);
      k.distinct += Number(fresh);
      k.true += Number(t);
      total += 1;
      worded += Number(w);
      distinct += Number(fresh);
      truly += Number(t);
      k.lines.push(r.body);
      log('.');
    }
  }
  const share = (a: number, b: number) => ({ ok: a, total: b, rate: b ? a / b : 0 });
  return {
    states: IDLE_STATES.length,
    samples,
    meanTurnMs: Math.round(ms / Math.max(1, total)),
    worded: share(worded, total),
    distinct: share(distinct, worded),
    true: share(truly, total),
    perState: Object.fromEntries(
      Object.entries(per).map(([n, v]) => [
        n,
        { worded: share(v.worded, v.total), true: share(v.true, v.total), lines: v.lines },
      ]),
    ),
  };
}

/** The shares idle turns should reach: half of them worded, most worded lines new, half saying something true. */
export const IDLE_TARGETS = { worded: 0.5, distinct: 0.8, true: 0.5 } as const;
