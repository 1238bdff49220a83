/**
 * Plays out a stretch of a pet's life with the real simulation and writes it as
 * a training sample: the chat prompt (header at the end state, every line), with
 * each pet line cut into loss-carrying segments. Every pet line is checked by the
 * world's validator before it is applied; an invalid one is a bug and throws.
 */
import {
  advance,
  applyPetLine,
  checkPetLine,
  cleanPoop,
  createRng,
  dayLogLine,
  finishCatch,
  lightsOff,
  lightsOn,
  newPet,
  offer,
  pat,
  returnAfter,
  say,
  transcriptStart,
  worldState,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  type PetState,
  type Rng,
} from '../../../src/sim/index.ts';
import {
  ANIMALS,
  ASKED_THINGS,
  asksAnothersName,
  asksToMove,
  chatParts,
  diaryParts,
  DREAMS,
  factFromWords,
  HEADER_MEMORIES,
  headerAnswers,
  wordsOf,
  formatTag,
  FOODS,
  GIFTS,
  isSilent,
  lookup,
  parseEvent,
  readLine,
  shownToday,
  STATS,
  TOYS,
  TRAITS,
  TranscriptTracker,
  validateDiaryPage,
  WEATHERS,
  type TranscriptStart,
  type Trait,
  type WorldState,
  plural,
} from '../../../src/world/index.ts';
import { Mind, varsFor, type PetPart } from './mind.ts';
import { LIFE_INTENTS } from './taxonomy-life.ts';
import { FACTS, OWNER_INTENTS, OWNER_SAYS, TIME_PARTS, type OwnerIntent } from './phrases.ts';
import { FACT_OPENERS, toldFact, type ToldFact } from './facts.ts';
import { feelingFirst, planMemory, toldBack } from './friend.ts';
import { madeUpName, OWNER_NAMES, PET_NAMES, splitNames } from './names.ts';
import { fillPhrase, withTypo } from './voice.ts';
import { isProbeMessage } from '../probe/probes.ts';
import { writeDiaryPage } from './diary.ts';
import { LEADS, TAILS } from './banks/more-social.ts';
import { TIME_ASKS } from './banks/time.ts';

/** Token kinds of models/recipe/DATA_FORMAT.md. */
export const TOKEN_KIND = { context: 0, petWords: 1, petTags: 2, result: 3, diary: 4, end: 5, ownerWords: 6 } as const;
export type TokenKind = (typeof TOKEN_KIND)[keyof typeof TOKEN_KIND];

/** A run of text with one token kind; a sample is a list of these. */
export interface Segment {
  text: string;
  kind: TokenKind;
}

export interface Sample {
  mode: 'chat' | 'diary';
  /** The header (always kept) and the lines, each line already cut into segments. */
  header: Segment[];
  lines: Segment[][];
  /** Distinct owner phrasings and pet lines, for the corpus report. */
  ownerTexts: string[];
  petBodies: string[];
  events: string[];
  /** The validator's start for the lines (the pet as the session began). */
  start: TranscriptStart;
}

export type Split = 'train' | 'heldout';

/** The moment before a pet turn, for held-out scenarios: the state, the transcript and where it starts. */
export interface Situation {
  state: WorldState;
  lines: string[];
  start: TranscriptStart;
  /** What the pet is about to answer. */
  kind: 'any' | 'offer' | 'asleep' | 'clock';
}

/** Thrown by a player asked to stop before the pet's next turn. */
class Captured extends Error {
  constructor(readonly situation: Omit<Situation, 'kind'>) {
    super('captured');
  }
}

/** The fraction of askTime phrasings kept out of training, to test that [clock] generalises. */
export const HELDOUT_TIME_FRACTION = 0.25;

/** The owner phrasings a split may use: the held-out split alone sees the last quarter of askTime. */
export function ownerPhrasings(intent: OwnerIntent, split: Split): string[] {
  const all = OWNER_SAYS[intent];
  if (intent !== 'askTime') return all;
  let made = timePhrasings.get(split);
  if (!made) timePhrasings.set(split, (made = timeSplit(all, split)));
  return made;
}
/** The time questions of each split, composed once. */
const timePhrasings = new Map<Split, string[]>();
function timeSplit(all: readonly string[], split: Split): string[] {
  const cut = Math.floor(all.length * (1 - HELDOUT_TIME_FRACTION));
  if (split === 'heldout') return all.slice(cut);
  const held = new Set(all.slice(cut));
  const composed = TIME_PARTS.openers.flatMap((o) =>
    TIME_PARTS.cores.flatMap((c) => TIME_PARTS.closers.map((e) => `${o}${c}${e}`)),
  );
  // The time questions as people type them (typos, asides, "how long till dinner") weigh about half as much as the
  // composed ones together, so a trained time question is not always one clean core.
  const typed = TIME_ASKS.filter((p) => !held.has(p));
  const typedCopies = Math.max(1, Math.round(composed.length / typed.length / 2));
  return [
    ...all.slice(0, cut),
    ...composed.filter((p) => !held.has(p)),
    ...Array.from({ length: typedCopies }, () => typed).flat(),
  ];
}

/** How often each owner intent comes up, out of the total. */
const INTENT_WEIGHTS: Partial<Record<OwnerIntent, number>> = {
  // The kinds the probe set found weakest come up more (the weights' history: docs/brain.md, "The generator's mix").
  askTime: 17,
  askName: 11,
  askOwnerName: 11,
  askMemory: 14,
  chitchat: 20,
  askGift: 7,
  bedtime: 6,
  askHungry: 5,
  toldHungry: 3,
  askDirty: 5,
  toldStinky: 3,
  askSick: 6,
  askTired: 8,
  askYesterday: 3,
  askShelf: 3,
  askWhere: 3,
  scold: 3,
  bye: 6,
  greet: 6,
  askDance: 4,
  ownerSad: 3,
  ownerProud: 3,
  thanks: 3,
  ownerLonely: 2,
  ownerScared: 2,
  ownerBored: 2,
  ownerWorried: 2,
  outMath: 5,
  outScience: 6,
  outPeople: 5,
  outTech: 5,
  askFeeling: 2,
  askWeather: 2,
  love: 2,
  nonsense: 2,
  // Remembering like a friend, answering like one (banks/friend.ts): a serious disclosure and "did u get what i just
  // said" most, as the answer each needs is the least like any other intent's.
  ownerSerious: 4,
  askSeeMe: 3,
  askReal: 3,
  askJustTold: 4,
  // What children ask a pet first (taxonomy-life.ts): twice the common share, as each names one of the persona's many
  // values, which takes more examples to learn than a fixed reply.
  ...Object.fromEntries(Object.keys(LIFE_INTENTS).map((i) => [i, 2])),
};
/** Share of memory questions about a header memory that has questions only the header answers, asked so. */
const HEADER_ASKS = 0.4;
/** Share of new pets whose newest memory is a plan told the day before ("Sam has a test tomorrow"). */
const PLANNED = 0.15;
/** Share of greetings to a pet that remembers a plan that ask after it ("how was your test?"). */
const FOLLOW_UP = 0.6;
/** What an owner asks the pet whether it likes ("do u like {thing}"): the persona's kinds and a child's day. */
export const LIKE_ASKED: readonly string[] = [
  ...ANIMALS.map(plural),
  ...FOODS.map(plural),
  'the rain',
  'the snow',
  'the sun',
  'the wind',
  'clouds',
  ...ASKED_THINGS,
];

/**
 * A signature of what the header says of the moment, but the clock (its part of day stays) and the day log: a pet
 * line carries loss only under the header it was written from.
 */
function headerSignature(state: WorldState): string {
  return chatParts(state, [])
    .header.split('\n')
    .filter((l) => !l.startsWith('today:'))
    .map((l) => l.replace(/^now: \d\d:\d\d /, 'now: '))
    .join('\n');
}
/** Share of chat samples that open on a pet just hatched, whose first line greets its owner (the app's hatch). */
const NEWBORN_SHARE = 0.03;
/** Share of two-intent messages: a greeting or an aside before the main request. */
const TWO_THINGS = 0.1;
/**
 * Shares of messages with a short opener ("ok so", "omg") before, and with a trailing aside that asks nothing ("lol",
 * "im so confused", "no rush") after, the request the pet answers (banks/more-social.ts), so a request is
 * not always the whole message.
 */
const LEAD = 0.08;
const TAIL = 0.12;
/**
 * Share of memory questions about a composed fact asked in that fact's own shapes ("whats my dogs name again", "how old
 * am i?"): asked only in the bank's "do you remember my {thing}?" kind, a pet answers "what's my dog called?" as if
 * asked the owner's name.
 */
const FACT_ASKS = 0.6;
/** What the generator knows of a memory: its recall keyword, the answer a recall names, the questions that ask for it. */
interface Known {
  thing: string;
  answer: string;
  asks: readonly string[];
  /** Questions only the header answers (they share no word with the memory). */
  headerAsks?: readonly string[];
}

/** Cuts a pet line body into segments: words (1), tags (2), lookup results (3). */
export function petSegments(body: string): Segment[] {
  const out: Segment[] = [];
  for (const s of readLine(body).segments) {
    if (s.kind === 'tag') {
      const closed = s.result === undefined ? s.raw : s.raw.slice(0, s.raw.length - s.result.length - 2);
      out.push({ text: closed, kind: TOKEN_KIND.petTags });
      if (s.result !== undefined) out.push({ text: `{${s.result}}`, kind: TOKEN_KIND.result });
    } else {
      out.push({ text: s.kind === 'text' ? s.text : s.raw, kind: TOKEN_KIND.petWords });
    }
  }
  // Spaces belong to the following piece, as GPT-2's pre-tokenizer splits them (" [emote:happy]", " so late").
  const merged: Segment[] = [];
  let carry = '';
  for (const seg of out) {
    let t = carry + seg.text;
    carry = '';
    const trail = /\s+$/.exec(t);
    if (trail && seg.kind !== TOKEN_KIND.result) {
      carry = trail[0];
      t = t.slice(0, -carry.length);
    }
    if (t) merged.push({ text: t, kind: seg.kind });
  }
  return merged;
}

/** Steps of the calm stretch that ends a chat sample (fewest, most). */
const CALM_TAIL = [8, 22] as const;
/** Extra share of the calm stretch's steps that are owner messages (the replies the probe set measures). */
const CALM_TALK = 0.35;
/**
 * Share of the calm stretch's owner messages that ask after a need changed earlier in the sample (a meal, a bath,
 * medicine, a night's sleep, hours away): "still hungry?" after a meal, so the answer follows the care that changed
 * it ("I smell like a swamp" just after a bath is wrong). More crowds out other kinds.
 */
const ASK_AFTER_CARE = 0.2;
/** The owner's question about a need that a care or a stretch of time changed. */
const CARE_ASKS: Record<'food' | 'bath' | 'medicine' | 'catch' | 'sleep' | 'away', readonly OwnerIntent[]> = {
  food: ['askHungry'],
  bath: ['askDirty'],
  medicine: ['askSick'],
  catch: ['askTired'],
  sleep: ['askTired'],
  away: ['askHungry', 'askDirty', 'askTired'],
};
/**
 * Share of samples whose last owner message tells a fact or asks for a gift (lines that change the header): a
 * remembered fact carries loss only as a sample's last line, so it needs this share to be learned.
 */
const LAST_LINE_CHANGES = 0.3;
/**
 * Share of chat samples cut to their last exchange (the owner's message or the app's event, and the scored pet
 * line): a chat that opens on the message answered, as a new pet's first talk does and as most of the probe set's
 * messages do; otherwise a scored line almost always comes after dozens of others.
 */
const SHORT_CHAT = 0.3;
/** Plans of a pet turn tried before a grounding failure is called a bug. */
const PLAN_TRIES = 40;

export class SessionPlayer {
  private readonly rng: Rng;
  private readonly mind: Mind;
  private pet!: PetState;
  private lines: Segment[][] = [];
  private ownerTexts: string[] = [];
  private petBodies: string[] = [];
  private events: string[] = [];
  /** When set, the next pet turn is not played: the situation before it is captured. */
  private capture = false;
  /** Sessions replayed to keep a sleeping scenario asleep. */
  private retries = 0;
  private start!: TranscriptStart;
  /** Hears every pet line the generator writes, with the pet as it was before the line (for tests). */
  onPetLine: ((pet: PetState, body: string) => void) | null = null;
  /** Hears every owner message's intent, with the pet as it was before it and whether it came in the calm stretch (for tests). */
  onOwnerIntent: ((pet: PetState, intent: OwnerIntent, calm: boolean) => void) | null = null;
  /** The owner's last message went unanswered (two in a row): the next step is another message, then the answer. */
  private owesReply = false;
  /** In the calm stretch at a sample's end: no long gaps, no lights. */
  private calm = false;
  /** Questions about needs a care or time changed earlier in this sample (CARE_ASKS). */
  private careAsks: OwnerIntent[] = [];
  /** Steps left in the calm stretch (an offer, which may change the header, comes only as its last step). */
  private calmLeft = 0;
  /** Each memory's keyword, answer and the questions that ask for it (composed facts only), for questions about it. */
  private readonly known = new Map<string, Known>();
  /** The owner's latest message that told a fact in this chat, for "what did i just tell u". */
  private told: string | null = null;
  /** A plan the pet remembers from the day before, and the word it asks after it by. */
  private plan: { memory: string; thing: string } | null = null;
  /** The header signature each recorded line was written under (null for context lines). */
  private signatures: (string | null)[] = [];
  /** The state the latest pet line was written from, and that line's index in `lines`: the sample's header and end. */
  private lastPet: { state: WorldState; index: number } | null = null;

  constructor(
    seed: number,
    private readonly split: Split,
    private readonly asleepShare = 0.1,
  ) {
    this.rng = createRng(seed);
    this.mind = new Mind(this.rng);
  }

  /** A newly made pet with a random past: stage, stats, memories, diary, shelf. */
  private hatch(newborn = false): void {
    const r = this.rng;
    this.owesReply = false;
    this.careAsks = [];
    // Training also uses made-up names, half the time, so names are copied from the header, not remembered.
    const madeUp = this.split === 'train' && r.chance(0.5);
    const petName = madeUp ? madeUpName((l) => r.pick(l), r.int(2, 3)) : r.pick(splitNames(PET_NAMES, this.split));
    let owner = madeUp && r.chance(0.7) ? madeUpName((l) => r.pick(l), 2) : r.pick(splitNames(OWNER_NAMES, this.split));
    if (owner === petName) owner = r.pick(splitNames(OWNER_NAMES, this.split));
    const day = r.chance(0.15) ? r.pick([1, 4, 9]) : r.int(1, 30);
    const start = Date.UTC(2026, r.int(0, 11), r.int(1, 28), r.int(0, 23), r.int(0, 59));
    const traits = [r.pick(TRAITS)];
    let second = r.pick(TRAITS);
    while (second === traits[0]) second = r.pick(TRAITS);
    traits.push(second);
    let pet = newPet({
      name: petName,
      owner,
      now: start - (day - 1) * DAY_MS - r.int(1, 6) * HOUR_MS,
      seed: r.int(1, 2 ** 30),
      traits: traits as Trait[],
    });
    pet = advance(pet, start).pet;
    for (const s of STATS) pet.stats[s] = r.chance(0.25) ? r.pick([r.int(0, 20), r.int(81, 100)]) : r.int(0, 100);
    pet.sick = r.chance(0.12);
    pet.asleep = r.chance(this.asleepShare);
    pet.weather = r.pick(WEATHERS);
    pet.toy = r.chance(0.7) ? r.pick(TOYS) : null;
    pet.poop = r.chance(0.3) ? r.int(1, 3) : 0;
    pet.shelf = Array.from({ length: r.int(0, 5) }, () => r.pick(GIFTS));
    pet.memories = [
      ...new Set(
        Array.from({ length: r.chance(0.2) ? 0 : r.int(1, 8) }, () => {
          const f: ToldFact = r.chance(0.75) ? toldFact(r) : { ...r.pick(FACTS), answer: '', asks: [] };
          const memory = factFromWords(owner, f.say);
          if (memory) this.known.set(memory, { ...f, asks: f.asks });
          return memory;
        }),
      ),
    ].filter((m): m is string => m !== null);
    // A plan told the day before, newest in the header: greeted, the pet asks after it (no date promised).
    this.plan = null;
    this.told = null;
    const plan = r.chance(PLANNED) ? planMemory(r, owner) : null;
    if (plan && !pet.memories.includes(plan.memory)) {
      pet.memories.push(plan.memory);
      this.plan = plan;
    }
    pet.today = r.chance(0.3) ? [] : Array.from({ length: r.int(1, 6) }, () => this.pastEntry(owner));
    pet.diary = Array.from({ length: r.int(0, 3) }, () =>
      writeDiaryPage(
        {
          owner,
          stage: pet.stage,
          traits: pet.traits,
          weather: r.pick(WEATHERS),
          log: Array.from({ length: r.int(1, 4) }, () => this.pastEntry(owner)),
        },
        r,
      ).trim(),
    );
    pet.chat = [];
    pet.chatStart = { asleep: pet.asleep, pendingOffer: null };
    pet.heldEvents = [];
    pet.pendingOffer = null;
    pet.catchAwaiting = false;
    pet.justSlept = false;
    pet.lightsOff = pet.asleep && r.chance(0.5);
    this.pet = newborn ? this.newbornOf(pet, start) : pet;
    this.start = transcriptStart(this.pet);
  }

  /** The pet as it is the moment it hatches in the app: day 1, its first needs, nothing remembered, done or kept. */
  private newbornOf(pet: PetState, now: number): PetState {
    const born = newPet({ name: pet.name, owner: pet.owner, now, seed: this.rng.int(1, 2 ** 30), traits: pet.traits });
    born.weather = pet.weather;
    return born;
  }

  /** A plausible day-log entry from earlier in the day, worded by the sim's own day log. */
  private pastEntry(owner: string): string {
    const r = this.rng;
    // A quote of the owner often, and a worry (most of them something coming up: a test, a match) three times in seven
    // of them, so a page learns to wish luck for what is coming.
    switch (r.int(0, 6)) {
      case 0:
        return dayLogLine({ kind: 'ate', food: r.pick(FOODS) });
      case 1:
        return dayLogLine({ kind: 'hadBath' });
      case 2:
        return dayLogLine({ kind: 'playedCatch', stars: r.int(0, 5) });
      case 3:
        return dayLogLine({ kind: 'gave', owner, gift: r.pick(GIFTS) });
      case 4:
      case 6: {
        const said = r.pick([
          OWNER_SAYS.chitchat,
          OWNER_SAYS.chitchat,
          OWNER_SAYS.ownerWorried,
          OWNER_SAYS.ownerWorried,
          OWNER_SAYS.ownerWorried,
          OWNER_SAYS.ownerSad,
          OWNER_SAYS.ownerExcited,
        ]);
        return dayLogLine({
          kind: 'ownerSaid',
          owner,
          text: fillPhrase(r.pick(said), { pet: 'you', owner, part: 'day', thing: 'cat' }),
        });
      }
      default:
        return dayLogLine({ kind: 'dreamed', dream: r.pick(DREAMS) });
    }
  }

  private take(before: number): string[] {
    return this.pet.chat.slice(before);
  }

  /** Records app and owner lines as context. */
  private recordContext(lines: string[]): void {
    const prefix = `${this.pet.owner}:`;
    for (const l of lines) {
      // An owner line's words are their own kind (the trainer may give them a small loss, to learn the
      // owner's language); the speaker prefix stays context, like a pet line's.
      this.lines.push(
        l.startsWith(`${prefix} `)
          ? [
              { text: prefix, kind: TOKEN_KIND.context },
              { text: l.slice(prefix.length), kind: TOKEN_KIND.ownerWords },
            ]
          : [{ text: l, kind: TOKEN_KIND.context }],
      );
      this.signatures.push(null);
      if (l.startsWith('*'))
        this.events.push(parseEvent(l, { pet: this.pet.name, owner: this.pet.owner })?.kind ?? 'unknown');
    }
  }

  /**
   * Writes a pet line from a plan, checks it, applies it and records it as a target. A plan whose words
   * break a grounding rule (a phrase that does not fit the state) is planned again, up to PLAN_TRIES times.
   */
  private petTurn(plan: PetPart[] | (() => PetPart[])): void {
    if (this.capture)
      throw new Captured({ state: worldState(this.pet), lines: [...this.pet.chat], start: transcriptStart(this.pet) });
    const state = worldState(this.pet);
    const render = (parts: PetPart[]) =>
      parts
        .map((p) => {
          if (p.kind === 'text') return p.text;
          if (p.kind === 'tag') return formatTag(p.name as never, p.arg);
          return `${formatTag(p.name as never, p.arg)}{${lookup(state, p.name, p.arg)}}`;
        })
        .join(' ');
    let body = '';
    let verdict = checkPetLine(this.pet, '');
    for (let i = 0; i < PLAN_TRIES; i++) {
      body = render(typeof plan === 'function' ? plan() : plan);
      verdict = checkPetLine(this.pet, body);
      if (verdict.valid || typeof plan !== 'function') break;
    }
    if (!verdict.valid) {
      // A bank line with a new word is not a bad line: the pet's word list is older than the bank.
      const hint = verdict.violations.some((v) => v.rule === 'unknown-word')
        ? ' (a phrase bank has a word src/world/pet-words.ts lacks: run npx tsx models/recipe/pet-words.ts)'
        : '';
      throw new Error(
        `generator wrote an invalid pet line "${body}": ${verdict.violations.map((v) => `${v.rule}: ${v.message}`).join('; ')}${hint}`,
      );
    }
    this.onPetLine?.(this.pet, body);
    const signature = headerSignature(state);
    const before = this.pet.chat.length;
    const result = applyPetLine(this.pet, body, this.pet.now);
    this.pet = result.pet;
    const written = this.take(before);
    this.lines.push([{ text: `${this.pet.name}:`, kind: TOKEN_KIND.context }, ...petSegments(` ${body}`)]);
    this.signatures.push(signature);
    this.lastPet = { state, index: this.lines.length - 1 };
    this.petBodies.push(body);
    this.recordContext(written.slice(1));
  }

  /** Silent lines at the end of the chat, for the at-most-two rule. */
  private silentRun(): number {
    let n = 0;
    for (let i = this.pet.chat.length - 1; i >= 0; i--) {
      const l = this.pet.chat[i]!;
      if (!l.startsWith(`${this.pet.name}: `) || !isSilent(readLine(l.slice(this.pet.name.length + 2)))) break;
      n += 1;
    }
    return n;
  }

  /** The pet's turn after whatever just happened. */
  private respond(kind: 'idle' | 'event', event?: string, extra: Record<string, string> = {}): void {
    const p = this.pet;
    const run = this.silentRun();
    if (p.pendingOffer) return this.petTurn(() => this.mind.answer(p, run));
    if (p.asleep) return this.petTurn(() => this.mind.dream(p, run));
    if (kind === 'event' && event) return this.petTurn(() => this.mind.react(p, event, extra));
    this.petTurn(() => this.mind.idle(p, run));
  }

  private ownerSays(intent: OwnerIntent, tellsFact = false): void {
    const r = this.rng;
    const p = this.pet;
    this.onOwnerIntent?.(p, intent, this.calm);
    let thing: string | undefined;
    let answer: string | undefined;
    let fact: string | undefined;
    let raw: string;
    let ask: string | undefined;
    let fromHeader: string | undefined;
    let toldBackText: string | undefined;
    let plan: string | undefined;
    if (intent === 'askMemory') {
      const known = p.memories.filter((m) => this.known.has(m));
      const memory = known.length && r.chance(0.75) ? r.pick(known) : null;
      const pick: Known = memory ? this.known.get(memory)! : { ...toldFact(r), answer: '' };
      thing = pick.thing;
      answer = pick.answer || undefined;
      // Asked the way that fact is asked for ("what's my dog called?") more often than in the bank's shapes around {thing}.
      if (pick.asks.length && r.chance(FACT_ASKS)) ask = r.pick(pick.asks);
      // Asked in words only the header answers ("do u know my fav food" for "Sam loves tacos"), when it shows it.
      const byHeader = memory && pick.headerAsks?.length && r.chance(HEADER_ASKS) ? r.pick(pick.headerAsks) : null;
      if (
        byHeader &&
        answer &&
        wordsOf(answer).every((w) => headerAnswers(byHeader, p.memories, p.owner).some((a) => a.toLowerCase() === w))
      ) {
        ask = byHeader;
        fromHeader = answer;
      }
    }
    if (intent === 'askJustTold' && this.told && p.chat.includes(`${p.owner}: ${this.told}`))
      toldBackText = toldBack(this.told, p.owner, p.name) ?? undefined;
    if (
      intent === 'greet' &&
      this.plan &&
      p.memories.slice(-HEADER_MEMORIES).includes(this.plan.memory) &&
      r.chance(FOLLOW_UP)
    )
      plan = this.plan.thing;
    // Asked whether it likes a thing: an animal, a food, a weather or a thing of a child's day.
    if (intent === 'doYouLike') thing = r.pick(LIKE_ASKED);
    let typoOk = intent !== 'askMemory';
    if (intent === 'chitchat' && (tellsFact || r.chance(0.75))) {
      // The owner tells a fact: made-up names and slot values, so it can only be copied from the owner's words.
      const f: ToldFact = r.chance(0.8) ? toldFact(r) : { ...r.pick(FACTS), answer: '', asks: [] };
      raw = `${fillPhrase(r.pick(FACT_OPENERS), varsFor(p))}${f.say}`;
      // The fact is the owner's words in the third person, as the app's line grammar writes it (factFromWords).
      fact = factFromWords(p.owner, raw, p.name) ?? undefined;
      if (fact) this.known.set(fact, { ...f, asks: f.asks });
      this.told = raw;
      typoOk = false;
    } else if (ask) {
      raw = fillPhrase(ask, varsFor(p));
    } else {
      raw = fillPhrase(r.pick(ownerPhrasings(intent, this.split)), varsFor(p, { thing: thing ?? 'cat' }));
      if (intent !== 'askMemory' && r.chance(TWO_THINGS)) {
        // Two things at once: a greeting or a feeling first, the request the pet answers second.
        const aside = fillPhrase(r.pick(OWNER_SAYS[r.pick(['greet', 'greet', 'love', 'thanks'] as const)]), varsFor(p));
        raw = `${aside}${/[.!?]$/.test(aside) ? '' : r.pick(['!', '', ',', ' -', '!!'])} ${raw}`;
      } else if (intent !== 'askMemory' && r.chance(LEAD)) {
        raw = `${fillPhrase(r.pick(LEADS), varsFor(p))}${r.pick([' ', ', ', '!! ', ' - ', '... '])}${raw}`;
      }
      if (intent !== 'askMemory' && r.chance(TAIL))
        raw = `${raw}${r.pick([' ', ' ', ', ', '. ', ' - '])}${fillPhrase(r.pick(TAILS), varsFor(p))}`;
    }
    const typoed = typoOk && r.chance(0.1) ? withTypo(raw, r) : raw;
    // A request to walk keeps a word that asks the pet to move (the walk-away rule reads the owner's words).
    const text = (intent === 'askWalkLeft' || intent === 'askWalkRight') && !asksToMove(typoed) ? raw : typoed;
    // A message composed into one of the probe set's, word for word, is never written: another is drawn.
    if (isProbeMessage(text, { pet: p.name, owner: p.owner })) return this.ownerSays(intent, tellsFact);
    // A question for the owner's name that a typo or an aside turned into one about another's ("who r u taalking to")
    // would not be answered with the owner's name (owner-name-unasked): another is drawn.
    if (intent === 'askOwnerName' && asksAnothersName(text)) return this.ownerSays(intent, tellsFact);
    const before = p.chat.length;
    // A serious message wakes the pet as the app's reading does (its learned reader hears what the exact rules miss).
    this.pet = say(p, text, intent === 'ownerSerious' || undefined).pet;
    this.ownerTexts.push(text);
    this.recordContext(this.take(before));
    if (r.chance(0.08)) {
      // The owner says two things in a row: the next step is the owner's next message, which the pet answers
      // (an idle turn there would answer the owner's words with a silent walk).
      this.owesReply = true;
      return;
    }
    if (this.pet.asleep || this.pet.pendingOffer) return this.respond('idle');
    if (fact && !this.pet.memories.includes(fact))
      return this.petTurn(() => this.mind.remember(this.pet, fact, feelingFirst(text)));
    const pet = this.pet;
    this.petTurn(() =>
      this.mind.reply(pet, intent, {
        ...(thing ? { thing } : {}),
        ...(answer ? { answer } : {}),
        ...(fromHeader ? { fromHeader } : {}),
        ...(toldBackText ? { toldBack: toldBackText } : {}),
        ...(plan ? { plan } : {}),
        said: text,
      }),
    );
  }

  private pickIntent(): OwnerIntent {
    if (this.calm && this.careAsks.length && this.rng.chance(ASK_AFTER_CARE)) return this.rng.pick(this.careAsks);
    const weighted = OWNER_INTENTS.flatMap((i) => Array<OwnerIntent>(INTENT_WEIGHTS[i] ?? 1).fill(i));
    // Something serious is told to a pet free to answer it (it wakes a sleeping one: sim say), not while an offer waits.
    const busy = this.pet.pendingOffer !== null;
    return this.rng.pick(busy ? weighted.filter((i) => i !== 'ownerSerious') : weighted);
  }

  /** Notes a need that a care or time changed, for the calm stretch's questions about it. */
  private cared(what: keyof typeof CARE_ASKS): void {
    for (const i of CARE_ASKS[what]) if (!this.careAsks.includes(i)) this.careAsks.push(i);
  }

  /** Runs an owner action or a stretch of time, and the pet's answer to it. */
  private step(): void {
    const r = this.rng;
    const p = this.pet;
    const before = p.chat.length;
    const roll = r.next();
    if (p.pendingOffer) return this.respond('idle');
    if (this.owesReply) {
      this.owesReply = false;
      return this.ownerSays(this.pickIntent());
    }
    if (this.calm && r.chance(CALM_TALK)) return this.ownerSays(this.pickIntent());
    if (!this.calm && p.asleep && r.chance(0.3)) {
      // A night goes by: the pet sleeps on, and may wake rested.
      const res = advance(p, p.now + r.int(2, 9) * HOUR_MS + r.int(0, 59) * MINUTE_MS);
      this.pet = res.pet;
      this.cared('sleep');
      this.recordContext(this.take(before));
      return this.respond(res.events.some((e) => e.kind === 'wokeUp') ? 'event' : 'idle', 'wokeUp');
    }
    // An eaten meal or a bath changes the needs line, and every line before it then carries no loss: in the
    // calm stretch an offer comes only as its last step, and talk takes its place before.
    if (this.calm && roll >= 0.42 && roll < 0.56 && this.calmLeft > 1) return this.ownerSays(this.pickIntent());
    if (this.calm && roll >= 0.63) {
      // The calm stretch at a sample's end: a minute or two passes, so the header stays true of every line.
      const res = advance(p, p.now + r.int(0, 2) * MINUTE_MS);
      this.pet = res.pet;
      this.recordContext(this.take(before));
      return this.respond('idle');
    }
    if (roll < 0.42) return this.ownerSays(this.pickIntent());
    if (roll < 0.56) {
      const kind = r.pick(['food', 'food', 'bath', 'medicine', 'catch'] as const);
      this.pet = offer(p, kind, kind === 'food' ? r.pick(FOODS) : undefined).pet;
      this.recordContext(this.take(before));
      this.cared(kind);
      if (r.chance(0.1)) this.ownerSays('praise');
      if (this.pet.pendingOffer) this.respond('idle');
      if (this.pet.catchAwaiting) {
        const stars = Math.max(0, Math.min(5, Math.round(r.next() * 3 + (this.pet.stats.energy / 100) * 3)));
        const b = this.pet.chat.length;
        this.pet = finishCatch(this.pet, stars).pet;
        this.recordContext(this.take(b));
        this.petTurn(() => this.mind.react(this.pet, 'playedCatch', { stars: String(stars) }));
      }
      return;
    }
    if (roll < 0.63) {
      this.pet = pat(p).pet;
      this.recordContext(this.take(before));
      return this.pet.asleep ? this.respond('idle') : this.petTurn(() => this.mind.react(this.pet, 'patted'));
    }
    if (roll < 0.68 && p.poop > 0) {
      this.pet = cleanPoop(p).pet;
      this.recordContext(this.take(before));
      return this.respond('event', 'cleaned');
    }
    if (roll < 0.72) {
      const turningOff = !p.lightsOff;
      this.pet = p.lightsOff ? lightsOn(p).pet : lightsOff(p).pet;
      const lines = this.take(before);
      this.recordContext(lines);
      this.respond(
        'event',
        lines.some((l) => l.endsWith('woke up *')) ? 'wokeUp' : p.lightsOff ? 'lightsOn' : 'lightsOff',
      );
      // The owner often waits in the dark: the pet's own turns follow, and one that is not bursting drifts off.
      if (turningOff && r.chance(0.6))
        for (let i = r.int(1, 3); i > 0 && !this.pet.asleep && !this.pet.pendingOffer; i--) {
          const b = this.pet.chat.length;
          this.pet = advance(this.pet, this.pet.now + r.int(0, 1) * MINUTE_MS).pet;
          this.recordContext(this.take(b));
          this.respond('idle');
        }
      return;
    }
    if (roll < 0.76) {
      // Away for hours: the body changes mid-chat, so earlier lines point the wrong way.
      const hours = r.int(1, 30);
      const res = returnAfter(p, p.now + hours * HOUR_MS + r.int(0, 59) * MINUTE_MS);
      this.pet = res.pet;
      this.cared('away');
      this.recordContext(this.take(before));
      const grew = res.events.find((e) => e.kind === 'grew');
      if (grew && grew.kind === 'grew' && !this.pet.asleep && r.chance(0.5))
        return this.respond('event', 'grew', { stage: grew.stage });
      return this.respond('event', 'cameBack', { hours: String(hours) });
    }
    // Time passes: an idle turn, or an event of the body.
    const res = advance(p, p.now + r.int(1, 20) * MINUTE_MS);
    this.pet = res.pet;
    const lines = this.take(before);
    this.recordContext(lines);
    const last = res.events.at(-1);
    if (last && (last.kind === 'pooped' || last.kind === 'wokeUp')) return this.respond('event', last.kind);
    this.respond('idle');
  }

  /**
   * A chat sample: a session of `steps` actions, then a calm stretch (talk, offers, pats, a minute or two
   * passing) that the end header describes, ending on a pet line.
   */
  chat(steps: number): Sample {
    const newborn = this.rng.chance(NEWBORN_SHARE);
    this.hatch(newborn);
    // A newborn's chat opens with its hello, then the calm stretch: the header still shows day 1 and its first needs.
    if (newborn) this.respond('idle');
    for (let i = 0; i < (newborn ? 0 : steps); i++) this.step();
    this.calm = true;
    const tail = this.rng.int(CALM_TAIL[0], CALM_TAIL[1]);
    for (let i = 0; i < tail; i++) {
      this.calmLeft = tail - i;
      const p = this.pet;
      if (this.calmLeft === 1 && !p.asleep && !p.pendingOffer && this.rng.chance(LAST_LINE_CHANGES)) {
        // A line that changes the header (a fact remembered, a gift given) is scored only as the sample's last.
        if (this.rng.chance(2 / 3)) this.ownerSays('chitchat', true);
        else this.ownerSays('askGift');
      } else this.step();
    }
    this.calm = false;
    // The owner's unanswered message (two in a row) is answered by the next one's reply, never by an idle turn.
    while (this.owesReply) {
      this.owesReply = false;
      this.ownerSays(this.pickIntent());
    }
    if (!this.pet.chat.at(-1)?.startsWith(`${this.pet.name}: `)) this.respond('idle');
    // The header is the moment the last pet line was written from (what the app shows when it asks for
    // that line), so a line that itself changes the header (a fact remembered, a gift, a meal accepted) is
    // scored as the last; a pet line carries loss only if that header describes the moment it was written
    // in, and earlier lines under another state stay context: the model learns to follow the header, not the past.
    const last = this.lastPet!;
    const parts = chatParts(last.state, []);
    const endSignature = headerSignature(last.state);
    const { from, start } = this.rng.chance(SHORT_CHAT)
      ? this.lastExchange(last.index)
      : { from: 0, start: this.start };
    return {
      mode: 'chat',
      header: [{ text: `${parts.header}\n`, kind: TOKEN_KIND.context }],
      // A scored pet line ends with its newline, which carries loss (it is the stop); other lines' newlines are context.
      lines: this.lines.slice(from, last.index + 1).map((segs, j) => {
        const i = from + j;
        const scored = this.signatures[i] === endSignature;
        const body = scored
          ? segs
          : segs.map((g) => (g.kind === TOKEN_KIND.ownerWords ? g : { ...g, kind: TOKEN_KIND.context }));
        return [...body, { text: '\n', kind: scored ? TOKEN_KIND.end : TOKEN_KIND.context }];
      }),
      // The corpus report counts what the sample holds: a cut sample's texts are those of its kept lines.
      ...(from === 0
        ? { ownerTexts: this.ownerTexts, petBodies: this.petBodies, events: this.events }
        : this.textsFrom(from, last.index)),
      start,
    };
  }

  /** The owner's texts, pet bodies and events of lines `from`..`end`, for a cut sample's corpus report. */
  private textsFrom(from: number, end: number): Pick<Sample, 'ownerTexts' | 'petBodies' | 'events'> {
    const out: Pick<Sample, 'ownerTexts' | 'petBodies' | 'events'> = { ownerTexts: [], petBodies: [], events: [] };
    const names = { pet: this.pet.name, owner: this.pet.owner };
    for (let i = from; i <= end; i++) {
      const l = this.lines[i]!.map((g) => g.text).join('');
      if (l.startsWith(`${names.pet}: `)) out.petBodies.push(l.slice(names.pet.length + 2));
      else if (l.startsWith(`${names.owner}: `)) out.ownerTexts.push(l.slice(names.owner.length + 2));
      else if (l.startsWith('*')) out.events.push(parseEvent(l, names)?.kind ?? 'unknown');
    }
    return out;
  }

  /**
   * Where the exchange that ends at pet line `end` begins (the owner's and the app's lines right before it; none
   * for an idle turn right after another pet line), and the transcript's start there; the whole sample when the
   * lines before it leave a state a start cannot hold (a sleep just begun, a wake expected).
   */
  private lastExchange(end: number): { from: number; start: TranscriptStart } {
    const text = (i: number) => this.lines[i]!.map((g) => g.text).join('');
    const petPrefix = `${this.pet.name}:`;
    let from = end;
    while (from > 0 && !text(from - 1).startsWith(petPrefix)) from -= 1;
    const t = new TranscriptTracker(this.start);
    for (let i = 0; i < from; i++) t.step(text(i));
    if (t.expectWake || t.justSlept) return { from: 0, start: this.start };
    return {
      from,
      start: {
        pet: this.start.pet,
        owner: this.start.owner,
        asleep: t.asleep,
        pendingOffer: t.pendingOffer,
        catchAccepted: t.catchAccepted,
      },
    };
  }

  /**
   * A held-out situation: a session of `steps` actions, then (by kind) an offer,
   * a sleeping pet, or a question about the time, stopped just before the pet answers.
   */
  situation(
    kind: Situation['kind'],
    steps: number,
    timeQuestions: readonly string[] = ownerPhrasings('askTime', this.split),
  ): Situation {
    this.hatch();
    if (kind === 'asleep') {
      this.pet.asleep = true;
      this.pet.chatStart = { asleep: true, pendingOffer: null };
    }
    for (let i = 0; i < steps; i++) {
      this.step();
      // Keep a sleeping scenario asleep: a wake roll may have woken it, so play a new session of the same length
      // (a sleeping pet with an empty chat never happens in the app; shortening the session would make it common).
      if (kind === 'asleep' && !this.pet.asleep)
        return this.situation(kind, this.retries++ < 30 ? steps : Math.max(1, steps - 1), timeQuestions);
    }
    this.capture = true;
    try {
      const r = this.rng;
      for (let guard = 0; guard < 50; guard++) {
        if (kind === 'offer' && !this.pet.pendingOffer) {
          const k = r.pick(['food', 'bath', 'medicine', 'catch'] as const);
          this.pet = offer(this.pet, k, k === 'food' ? r.pick(FOODS) : undefined).pet;
          this.respond('idle');
        } else if (kind === 'clock') {
          if (this.pet.asleep || this.pet.pendingOffer) {
            this.capture = false;
            return this.situation(kind, steps, timeQuestions);
          }
          const before = this.pet.chat.length;
          this.pet = say(this.pet, fillPhrase(r.pick(timeQuestions), varsFor(this.pet))).pet;
          this.recordContext(this.take(before));
          this.petTurn([]);
        } else if (kind === 'asleep') {
          this.respond('idle');
        } else {
          this.step();
        }
      }
    } catch (e) {
      if (e instanceof Captured) return { ...e.situation, kind };
      throw e;
    } finally {
      this.capture = false;
    }
    throw new Error(`no pet turn came in 50 steps of a ${kind} situation`);
  }

  /** The state a diary page is written from, after a day of `steps` actions. */
  diaryState(steps: number): WorldState {
    this.hatch();
    for (let i = 0; i < steps; i++) this.step();
    return worldState(this.pet);
  }

  /** A diary sample: a day of the pet's life, and the page it writes about it. */
  diary(steps: number): Sample {
    this.diaryState(steps);
    const p = this.pet;
    const state = worldState(p);
    // The page tells the day the header shows (its newest entries), and is checked against those only: a page told
    // from the whole day taught the model to tell a bath or a game it could not see.
    const shown = { ...state, today: [...shownToday(state.today)] };
    // A page whose words stray from the day (a flourish about cookies on a day without one) is written again.
    let body = '';
    let verdict = validateDiaryPage('', { pet: p.name, owner: p.owner }, shown);
    for (let i = 0; i < PLAN_TRIES && !verdict.valid; i++) {
      body = writeDiaryPage(
        { owner: p.owner, stage: p.stage, traits: p.traits, weather: p.weather, log: shown.today },
        this.rng,
      );
      verdict = validateDiaryPage(body, { pet: p.name, owner: p.owner }, shown);
    }
    if (!verdict.valid)
      throw new Error(`generator wrote an invalid diary page: ${verdict.violations.map((v) => v.message).join('; ')}`);
    const parts = diaryParts(state);
    return {
      mode: 'diary',
      header: [{ text: `${parts.header}\n${parts.prefix}`, kind: TOKEN_KIND.context }],
      lines: [[{ text: body, kind: TOKEN_KIND.diary }]],
      ownerTexts: this.ownerTexts,
      petBodies: [],
      events: this.events,
      start: this.start,
    };
  }
}
