/**
 * The checks a stored or imported record passes before the app uses it: the same
 * rules as the app's own input (names, owner text, events, tags, lengths, ranges,
 * stages, dates). Each problem names the field in plain words, so a refused file
 * says what is wrong with it.
 */
import {
  calendarDay,
  HARD_CHAT_LIMIT,
  namesProblem,
  PET_STATE_VERSION,
  RATES,
  TIME_EVENT_KINDS,
  toLocalIso,
  type PetState,
} from '../sim/index.ts';
import {
  DREAMS,
  escapeRegExp,
  FOODS,
  GIFTS,
  GROWN_STAGES,
  hasHiddenCharacters,
  headerEntry,
  MAX_TAG_ARG,
  nameProblem,
  storedNameProblem,
  usableName,
  OFFER_EVENTS,
  ownerMessageLine,
  speakerOf,
  STAGES,
  STATS,
  TOYS,
  TranscriptTracker,
  TRAITS,
  WANTS,
  WEATHERS,
} from '../world/index.ts';
import type { DiaryPage, Life } from './db.ts';

/** Clock values the app accepts: from 2000 to 2200 (a wild clock or a forged number is refused). */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);
/** Longest diary page and day-log entry, in characters. */
const MAX_PAGE_CHARS = 4000;
const MAX_ENTRY_CHARS = 240;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 40 ? `${s.slice(0, 37)}…` : s;
};

/** Collects the first problem; each check returns false once something is wrong. */
class Checker {
  problem: string | null = null;
  fail(field: string, why: string): false {
    this.problem ??= `${field} ${why}`;
    return false;
  }
  ok(): boolean {
    return this.problem === null;
  }
  bool(o: Obj, key: string, field: string): boolean {
    return typeof o[key] === 'boolean' || this.fail(field, `is ${show(o[key])}, not true or false`);
  }
  num(v: unknown, field: string, lo: number, hi: number, whole = false): boolean {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < lo || v > hi || (whole && !Number.isInteger(v))) {
      return this.fail(field, `is ${show(v)}, not a ${whole ? 'whole ' : ''}number from ${lo} to ${hi}`);
    }
    return true;
  }
  time(v: unknown, field: string): boolean {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < EARLIEST || v > LATEST)
      return this.fail(field, `is ${show(v)}, not a date between the years 2000 and 2200`);
    return true;
  }
  oneOf(v: unknown, list: readonly string[], field: string): boolean {
    return (
      (typeof v === 'string' && list.includes(v)) || this.fail(field, `is ${show(v)}, not one of ${list.join(', ')}`)
    );
  }
  text(v: unknown, field: string, max: number, oneLine = true): boolean {
    if (typeof v !== 'string') return this.fail(field, `is ${show(v)}, not text`);
    if ([...v].length > max) return this.fail(field, `is ${[...v].length} characters long; at most ${max}`);
    if (oneLine && /[\r\n]/.test(v)) return this.fail(field, 'has a line break in it');
    if (hasHiddenCharacters(v, !oneLine)) return this.fail(field, 'holds hidden control characters');
    return true;
  }
  list(v: unknown, field: string, max: number): v is unknown[] {
    if (!Array.isArray(v)) return this.fail(field, 'is not a list');
    if (v.length > max) return this.fail(field, `has ${v.length} entries; at most ${max}`);
    return true;
  }
}

/** What is wrong with a pet record (at the current version), in plain words naming the field; null when it is fine. */
export function petProblem(value: unknown): string | null {
  const c = new Checker();
  if (!isObj(value)) return 'the pet is not a pet record';
  const p = value;
  if (p.version !== PET_STATE_VERSION)
    return `the pet's version is ${show(p.version)}; this app reads version ${PET_STATE_VERSION}`;
  for (const key of ['name', 'owner'] as const) {
    const v = p[key];
    if (typeof v !== 'string') return `the pet's ${key === 'name' ? 'name' : "owner's name"} is ${show(v)}, not text`;
    const bad = nameProblem(v);
    if (bad) return `the pet's ${key === 'name' ? 'name' : "owner's name"} ${bad}`;
  }
  const names = namesProblem(p.name as string, p.owner as string);
  // namesProblem's sentence ends with a full stop; here it runs on into the import's own sentence.
  if (names) return `the pet's names: ${names.replace(/\.$/, '')}`;
  if (c.list(p.traits, "the pet's traits", 2)) {
    const t = p.traits as unknown[];
    if (t.length !== 2 || new Set(t).size !== 2) c.fail("the pet's traits", 'must be two different traits');
    t.forEach((x, i) => c.oneOf(x, TRAITS, `the pet's trait ${i + 1}`));
  }
  c.time(p.bornAt, "the pet's birthday");
  c.time(p.now, "the pet's clock");
  if (c.ok() && (p.bornAt as number) > (p.now as number)) c.fail("the pet's birthday", 'is after its clock');
  // A moment before the hatch never happened: a crafted clock is refused rather than believed.
  const hatched = (v: unknown, field: string) =>
    c.ok() && typeof v === 'number' && v < (p.bornAt as number) && c.fail(field, 'is before the pet hatched');
  c.oneOf(p.stage, STAGES, "the pet's stage");
  if (!isObj(p.stats)) c.fail("the pet's stats", 'are missing');
  else for (const s of STATS) c.num(p.stats[s], `the pet's ${s}`, 0, 100);
  for (const key of ['asleep', 'sick', 'lightsOff', 'catchAwaiting', 'justSlept'] as const)
    c.bool(p, key, `the pet's "${key}"`);
  c.num(p.poop, "the pet's poop", 0, RATES.maxPoop, true);
  if (c.list(p.poopsDue, "the pet's coming poops", RATES.maxPoop)) {
    (p.poopsDue as unknown[]).forEach((t, i) => {
      if (c.time(t, `the pet's coming poop ${i + 1}`)) hatched(t, `the pet's coming poop ${i + 1}`);
    });
  }
  c.oneOf(p.weather, WEATHERS, 'the weather');
  if (p.toy !== null) c.oneOf(p.toy, TOYS, "the pet's toy");
  if (c.list(p.memories, "the pet's memories", RATES.maxMemories)) {
    // Brackets, stars and separators in a memory are cleaned as the app cleans its own (withCleanEntries).
    (p.memories as unknown[]).forEach((m, i) => c.text(m, `memory ${i + 1}`, MAX_TAG_ARG));
  }
  if (c.list(p.today, "today's log", RATES.maxTodayEntries))
    (p.today as unknown[]).forEach((e, i) => c.text(e, `today's log entry ${i + 1}`, MAX_ENTRY_CHARS));
  c.num(p.dayIndex, "the pet's day count", 0, 1e6, true);
  if (c.list(p.finishedDays, 'the days awaiting a diary page', RATES.maxFinishedDays)) {
    (p.finishedDays as unknown[]).forEach((d, i) => {
      const f = `awaiting day ${i + 1}`;
      if (!isObj(d)) return c.fail(f, 'is not a day');
      c.num(d.day, `${f}'s number`, 1, 1e6, true);
      dateProblem(d.date, `${f}'s date`, c);
      c.oneOf(d.weather, WEATHERS, `${f}'s weather`);
      if (c.list(d.log, `${f}'s log`, RATES.maxTodayEntries))
        (d.log as unknown[]).forEach((e, j) => c.text(e, `${f}'s log entry ${j + 1}`, MAX_ENTRY_CHARS));
    });
  }
  if (c.list(p.diary, "the pet's diary", RATES.maxDiaryPages))
    (p.diary as unknown[]).forEach((e, i) => c.text(e, `diary entry ${i + 1}`, MAX_PAGE_CHARS, false));
  if (c.list(p.shelf, 'the shelf', RATES.maxShelf))
    (p.shelf as unknown[]).forEach((g, i) => c.oneOf(g, GIFTS, `gift ${i + 1} on the shelf`));
  c.num(p.dreamsToday, "today's dream count", 0, 1000, true);
  for (const [key, list] of [
    ['want', WANTS],
    ['dream', DREAMS],
  ] as const) {
    const b = p[key];
    if (b === null) continue;
    if (!isObj(b)) c.fail(`the pet's ${key}`, 'is not a thought bubble');
    else {
      c.oneOf(b.what, list, `the pet's ${key}`);
      if (c.time(b.until, `the pet's ${key} bubble`)) hatched(b.until, `the pet's ${key} bubble`);
    }
  }
  c.num(p.x, "the pet's place on the screen", 0, RATES.lcdWidth - 1);
  const kinds = Object.values(OFFER_EVENTS) as string[];
  if (p.pendingOffer !== null) {
    const o = p.pendingOffer;
    if (!isObj(o)) c.fail('the waiting offer', 'is not an offer');
    else if (c.oneOf(o.kind, kinds, 'the waiting offer')) {
      if (o.kind === 'food') c.oneOf(o.food, FOODS, "the waiting offer's food");
      else if (o.food !== undefined)
        c.fail("the waiting offer's food", `is ${show(o.food)}, but only an offer of food has one`);
      if (Object.keys(o).some((k) => k !== 'kind' && k !== 'food'))
        c.fail('the waiting offer', 'holds fields an offer never has');
    }
  }
  if (c.list(p.heldEvents, 'the held events', RATES.maxHeldEvents)) {
    const held = p.heldEvents as unknown[];
    if (held.length && p.pendingOffer === null)
      c.fail('the held events', "wait for an offer's answer, but no offer is waiting");
    held.forEach((e, i) => heldEventProblem(e, `held event ${i + 1}`, p.stage, c));
  }
  c.num(p.rng, "the pet's dice", 0, 2 ** 32 - 1, true);
  if (p.backedUpDay !== null) c.num(p.backedUpDay, 'the day of the last backup', 0, 1e6, true);
  if (!isObj(p.chatStart)) c.fail('the start of the chat', 'is missing');
  else {
    c.bool(p.chatStart, 'asleep', 'the start of the chat');
    if (p.chatStart.pendingOffer !== null) c.oneOf(p.chatStart.pendingOffer, kinds, "the start of the chat's offer");
  }
  // The chat keeps its newest RATES.maxChatLines, but may run longer until a line where it can be cut cleanly.
  if (c.list(p.chat, 'the chat', HARD_CHAT_LIMIT))
    (p.chat as unknown[]).forEach((l, i) => c.text(l, `chat line ${i + 1}`, 400));
  if (!c.ok()) return c.problem;
  return chatProblem(p as unknown as PetState);
}

/** The chat must read as the app writes it: clean owner lines, the app's own events, valid pet lines. */
function chatProblem(pet: PetState): string | null {
  const names = { pet: pet.name, owner: pet.owner };
  for (const [i, line] of pet.chat.entries()) {
    const who = speakerOf(line, names);
    if (who.kind === 'owner' && ownerMessageLine(who.text, names) !== line)
      return `chat line ${i + 1} ("${clipped(line)}") is not a message the app would write`;
  }
  const tracker = new TranscriptTracker({
    ...names,
    asleep: pet.chatStart.asleep,
    pendingOffer: pet.chatStart.pendingOffer,
    catchAccepted: pet.chatStart.catchAccepted ?? false,
  });
  for (const [i, line] of pet.chat.entries()) {
    const first = tracker.step(line)[0];
    if (first) return `chat line ${i + 1} ("${clipped(line)}") breaks a rule: ${first.message}`;
  }
  // The offer the pet will answer is the one the chat ends on: a waiting offer no offer line made is refused.
  const waiting = pet.pendingOffer?.kind ?? null;
  if (tracker.pendingOffer !== waiting) {
    return `the waiting offer is ${waiting ? `"${waiting}"` : 'none'}, but the chat ends ${tracker.pendingOffer ? `on an offer of "${tracker.pendingOffer}"` : 'with no offer waiting'}`;
  }
  return null;
}

/** A held event must be one time brings (TIME_EVENT_KINDS), as the app writes it, and no stage past the pet's. */
function heldEventProblem(e: unknown, field: string, stage: unknown, c: Checker): boolean {
  if (!isObj(e)) return c.fail(field, 'is not an event');
  if (!c.oneOf(e.kind, TIME_EVENT_KINDS, field)) return false;
  const fields = { pooped: [], wokeUp: [], grew: ['stage'], cameBack: ['hours'] }[
    e.kind as (typeof TIME_EVENT_KINDS)[number]
  ] as string[];
  if (Object.keys(e).some((k) => k !== 'kind' && !fields.includes(k)))
    return c.fail(field, `holds fields a "${e.kind as string}" event never has`);
  if (e.kind === 'cameBack') return c.num(e.hours, `${field}'s hours`, 1, 1e6, true);
  if (e.kind !== 'grew' || !c.oneOf(e.stage, GROWN_STAGES, `${field}'s stage`)) return c.ok();
  const past = STAGES.indexOf(e.stage as (typeof STAGES)[number]) > STAGES.indexOf(stage as (typeof STAGES)[number]);
  return !past || c.fail(field, `grows the pet into ${e.stage as string}, past its stage (${String(stage)})`);
}

const clipped = (t: string) => ([...t].length > 40 ? `${[...t].slice(0, 39).join('')}…` : t);

function dateProblem(v: unknown, field: string, c: Checker): boolean {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v))
    return c.fail(field, `is ${show(v)}, not a date like 2026-11-30`);
  const d = new Date(`${v}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v)
    return c.fail(field, `is ${show(v)}, which is not a real date`);
  if (d.getTime() < EARLIEST || d.getTime() > LATEST)
    return c.fail(field, `is ${show(v)}, not between the years 2000 and 2200`);
  return true;
}

/** What is wrong with a list of diary pages (at the current version), or null. */
export function pagesProblem(value: unknown): string | null {
  const c = new Checker();
  if (!c.list(value, 'the diary', RATES.maxDiaryPages)) return c.problem;
  const days = new Set<number>();
  (value as unknown[]).forEach((p, i) => {
    const f = `diary page ${i + 1}`;
    if (!isObj(p)) return c.fail(f, 'is not a page');
    if (c.num(p.day, `${f}'s day`, 1, 1e6, true)) {
      if (days.has(p.day as number)) c.fail(f, `is a second page for day ${p.day as number}`);
      days.add(p.day as number);
    }
    dateProblem(p.date, `${f}'s date`, c);
    if (c.text(p.text, f, MAX_PAGE_CHARS, false) && (p.text as string).trim() === '') c.fail(f, 'is empty');
    c.time(p.writtenAt, `${f}'s writing time`);
  });
  return c.problem;
}

/**
 * A checked pet whose header entries (today's log, the days awaiting a page, memories) are cleaned as the app
 * writes its own: a separator, a stop token or a dash run in a file stays inside one entry; an entry left empty goes.
 */
export function withCleanEntries(pet: PetState): PetState {
  const clean = (list: readonly string[]) => list.map(headerEntry).filter((e) => e !== '');
  return {
    ...pet,
    today: clean(pet.today),
    memories: clean(pet.memories),
    finishedDays: pet.finishedDays.map((d) => ({ ...d, log: clean(d.log) })),
  };
}

/**
 * A stored record whose names an older app accepted but this one's rule refuses (invisible characters, contract
 * tokens, two names that look alike) renamed to keep it, with a note for the owner: it opens, never refused. The
 * pet keeps its name where it can (the owner's is who they are); each name is changed wherever the record writes it.
 */
export function renamedToRule(value: unknown, notes: string[]): unknown {
  if (!isObj(value) || typeof value.name !== 'string' || typeof value.owner !== 'string') return value;
  const { name, owner } = value;
  // What an older app refused already (equal names among it) is refused still.
  if (storedNameProblem(name) || storedNameProblem(owner) || name === owner || !namesProblem(name, owner)) return value;
  const newOwner = nameProblem(owner) ? usableName(owner, '', 'Friend') : owner;
  const newName = nameProblem(name) || namesProblem(name, newOwner) ? usableName(name, newOwner, 'Buddy') : name;
  const swaps = (
    [
      [name, newName],
      [owner, newOwner],
    ] as const
  ).filter(([a, b]) => a !== b);
  const swap = (text: string) =>
    swaps.reduce(
      (t, [a, b]) => t.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(a)}(?![\\p{L}\\p{N}])`, 'gu'), b),
      text,
    );
  const texts = (v: unknown) => (Array.isArray(v) ? v.map((t) => (typeof t === 'string' ? swap(t) : t)) : v);
  for (const [a, b] of swaps)
    notes.push(
      `The name "${a}" breaks a rule of this version (${nameProblem(a) ?? 'it looks like the other name'}), so it is now "${b}".`,
    );
  return {
    ...value,
    name: newName,
    owner: newOwner,
    chat: texts(value.chat),
    today: texts(value.today),
    memories: texts(value.memories),
    finishedDays: Array.isArray(value.finishedDays)
      ? value.finishedDays.map((d) => (isObj(d) ? { ...d, log: texts(d.log) } : d))
      : value.finishedDays,
  };
}

/** What is wrong with a life as a whole (its pages against its pet), or null. */
export function lifeProblem(life: Life): string | null {
  const born = life.pet?.bornAt;
  if (born === undefined) return null;
  const i = life.pages.findIndex((p) => p.writtenAt < born);
  return i === -1 ? null : `diary page ${i + 1}'s writing time is before the pet hatched`;
}

/**
 * A life whose clock is ahead of this device's `now` (a wrong clock where it was saved, or a crafted file), moved
 * back to now, with a note saying so; null when its clock is not ahead. A clock in the future would freeze the pet
 * (time never runs backwards) and lock its owner out; the times that count from the clock keep their distance to it.
 */
export function clampedToNow(life: Life, now: number): { life: Life; note: string } | null {
  const pet = life.pet;
  if (!pet || pet.now <= now) return null;
  const ahead = pet.now - now;
  const bornAt = Math.min(pet.bornAt, now);
  const bubble = <T>(b: { what: T; until: number } | null) =>
    b && b.until - ahead > now ? { ...b, until: b.until - ahead } : null;
  const today = calendarDay(now);
  const moved: PetState = {
    ...pet,
    now,
    bornAt,
    poopsDue: pet.poopsDue.map((t) => Math.max(bornAt, t - ahead)),
    want: bubble(pet.want),
    dream: bubble(pet.dream),
    dayIndex: Math.min(pet.dayIndex, today),
    backedUpDay: pet.backedUpDay !== null && pet.backedUpDay > today ? null : pet.backedUpDay,
  };
  const pages = life.pages.map((p) => (p.writtenAt > now ? { ...p, writtenAt: now } : p));
  const note = `${pet.name}'s clock read ${toLocalIso(pet.now).replace('T', ' ')}, ahead of this device's; it now reads this device's time, ${toLocalIso(now).replace('T', ' ')}.`;
  return { life: { pet: moved, pages }, note };
}

/** Diary pages as the store keeps them (only the known fields). */
export function pagesOf(value: unknown[]): DiaryPage[] {
  return (value as DiaryPage[]).map(({ day, date, text, writtenAt }) => ({ day, date, text, writtenAt }));
}
