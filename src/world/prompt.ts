/** Renders the chat and diary prompts byte for byte as the contract specifies. */
import { PARTS_OF_DAY, STAT_WORDS, type PartOfDay, type Stat } from './words.ts';
import { fill, placeholders } from './template.ts';
import { STYLE, type PromptFormat } from './style.ts';
import type { WorldState } from './state.ts';

/** Newest memories the header shows. */
export const HEADER_MEMORIES = 3;
/** Newest day-log entries the header shows. */
export const HEADER_TODAY = 6;
/** What joins the entries of a header list (`today:`, `remembers:`): the contract's format. */
const HEADER_LIST_SEPARATOR = '; ';
/**
 * The day-log entries a header shows (the newest HEADER_TODAY of those it lists), which a diary page is written from. A page tells
 * only these (models/recipe/data/session.ts writes the training pages from them, and brain/turn.ts asks a page to
 * answer only what the owner said among them), so a page never tells a bath or a game the model did not see.
 */
export function shownToday(today: readonly string[]): readonly string[] {
  return today.slice(-HEADER_TODAY);
}
/**
 * The header's clock moves in steps of this many minutes (21:47 shows as 21:40), so turns a few
 * minutes apart share the prompt's start and its cache; [clock] gives the exact minute. A decision
 * beside the contract: the header still reads "now: HH:MM part-of-day".
 */
const HEADER_CLOCK_STEP = 10;

/** The word for a 0–100 stat: index floor(value * n / 101) into its list. */
export function statWord(stat: Stat, value: number): string {
  const words = STAT_WORDS[stat];
  const v = Math.min(100, Math.max(0, Math.round(value)));
  return words[Math.floor((v * words.length) / 101)]!;
}

/** The part of the day an hour (0–23) falls in. */
export function partOfDay(hour: number): PartOfDay {
  let name: PartOfDay = PARTS_OF_DAY[PARTS_OF_DAY.length - 1]!.name;
  for (const p of PARTS_OF_DAY) if (hour >= p.from) name = p.name;
  return name;
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Hours and minutes of a local "YYYY-MM-DDTHH:MM" time; throws with the value when malformed. */
export function clockOf(now: string): { hour: number; minute: number } {
  const m = LOCAL_TIME.exec(now);
  const hour = m ? Number(m[4]) : NaN;
  const minute = m ? Number(m[5]) : NaN;
  if (!m || hour > 23 || minute > 59) throw new RangeError(`now "${now}" is not a local time like 2026-11-30T21:40`);
  return { hour, minute };
}

/** "21:40 night": the clock as the header and [clock] print it. */
export function clockText(now: string): string {
  const { hour, minute } = clockOf(now);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${partOfDay(hour)}`;
}

/** What the owner said in a day-log entry that quotes them ("Sam said: i have a test" → "i have a test"), or null. */
export function ownerQuote(entry: string, owner: string): string | null {
  const lead = `${owner} said: `;
  return entry.startsWith(lead) ? entry.slice(lead.length) : null;
}

/** Matches day-log entries that quote the owner ("Sam said: …"); chat headers leave them out. */
export function isOwnerQuote(entry: string, owner: string): boolean {
  return ownerQuote(entry, owner) !== null;
}

function values(state: WorldState, forDiary: boolean): Record<string, string | number> {
  const p = state.pet;
  const today = forDiary ? state.today : state.today.filter((e) => !isOwnerQuote(e, state.owner));
  const conditions = [p.asleep ? `, ${p.name} is asleep` : '', p.sick ? `, ${p.name} is sick` : ''].join('');
  const { hour, minute: exact } = clockOf(state.now);
  const minute = exact - (exact % HEADER_CLOCK_STEP);
  return {
    name: p.name,
    stage: p.stage,
    day: p.day,
    traits: p.traits.length ? ` · ${p.traits.join(', ')}` : '',
    owner: state.owner,
    time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    partOfDay: partOfDay(hour),
    weather: state.weather,
    conditions,
    tummy: statWord('tummy', p.tummy),
    fun: statWord('fun', p.fun),
    energy: statWord('energy', p.energy),
    clean: statWord('clean', p.clean),
    memories: state.memories.slice(-HEADER_MEMORIES).join(HEADER_LIST_SEPARATOR),
    today: shownToday(today).join(HEADER_LIST_SEPARATOR),
  };
}

function renderHeader(format: PromptFormat, state: WorldState, forDiary: boolean): string {
  const v = values(state, forDiary);
  const lines = [format.title];
  for (const h of format.header) {
    if (h.optional && placeholders(h.template).every((name) => v[name] === '')) continue;
    lines.push(fill(h.template, v, `header "${h.key}"`));
  }
  lines.push(format.separator);
  return lines.join('\n');
}

/** The parts of a prompt that fit() works with: the header is always kept, lines may be dropped. */
export interface PromptParts {
  header: string;
  lines: string[];
  prefix: string;
}

/** Joins prompt parts into the text the model sees. */
export function joinPrompt(parts: PromptParts): string {
  return [parts.header, ...parts.lines, parts.prefix].join('\n');
}

/** The chat prompt's parts for a state and its transcript lines (oldest first). */
export function chatParts(state: WorldState, lines: readonly string[]): PromptParts {
  return {
    header: renderHeader(STYLE.chat, state, false),
    lines: [...lines],
    prefix: fill(STYLE.chat.responsePrefix, { pet: state.pet.name }),
  };
}

/** The chat prompt, ending at "Name:" with no trailing space. */
export function renderChatPrompt(state: WorldState, lines: readonly string[]): string {
  return joinPrompt(chatParts(state, lines));
}

/** The diary prompt's parts: the header (owner quotes kept) and "dear diary,". */
export function diaryParts(state: WorldState): PromptParts {
  return { header: renderHeader(STYLE.diary, state, true), lines: [], prefix: STYLE.diary.responsePrefix };
}

/** The diary prompt, ending after "dear diary,". */
export function renderDiaryPrompt(state: WorldState): string {
  return joinPrompt(diaryParts(state));
}

/** Writes an owner's chat line. */
export function ownerLine(owner: string, text: string): string {
  return fill(STYLE.chat.ownerLine, { owner, text });
}

/** Writes a pet's chat line from its body (the text after "Name: "). */
export function petLine(pet: string, text: string): string {
  return fill(STYLE.chat.petLine, { pet, text });
}
