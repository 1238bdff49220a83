/** Diary pages in the pet's voice, written from a day log: the training targets of diary mode. */
import type { Rng } from '../../../src/sim/index.ts';
import {
  answerFor,
  DIARY_ANSWER_KEYS,
  DREAMS,
  GIFTS,
  FOODS,
  formatTag,
  isOneOf,
  ownerQuote,
  type Stage,
  type Trait,
  type Weather,
} from '../../../src/world/index.ts';
import { DIARY_SAYS } from './phrases.ts';
import { speak } from './voice.ts';

/** Most sentences on a page, so a page stays well under the 220-token budget. */
const MAX_SENTENCES = 6;
/** How often a page ends with doodle stickers. */
const DOODLE_CHANCE = 0.45;

export interface DiaryDay {
  owner: string;
  stage: Stage;
  traits: readonly Trait[];
  weather: Weather;
  log: readonly string[];
}

/** The sentences that answer what the owner said about themselves: a page tells them before the day's other entries. */
const ANSWERS: ReadonlySet<keyof typeof DIARY_SAYS> = new Set(DIARY_ANSWER_KEYS);

/** Reads a day-log entry back into what a diary sentence needs. */
function sentenceFor(
  entry: string,
  day: DiaryDay,
): { key: keyof typeof DIARY_SAYS; vars: Record<string, string> } | null {
  let m: RegExpExecArray | null;
  if ((m = /^ate (an? (\w+))$/.exec(entry))) return { key: 'ate', vars: { aFood: m[1]!, food: m[2]! } };
  if (entry === 'had a bath') return { key: 'bath', vars: {} };
  if (entry === 'took medicine') return { key: 'medicine', vars: {} };
  if ((m = /^played catch \((\d+ stars?)\)$/.exec(entry))) return { key: 'catch', vars: { stars: m[1]! } };
  if ((m = /^gave .+ (an? (\w+))$/.exec(entry))) return { key: 'gift', vars: { gift: m[1]!, thing: m[2]! } };
  if ((m = /^dreamed of (\w+)$/.exec(entry))) return { key: 'dream', vars: { dream: m[1]! } };
  const quote = ownerQuote(entry, day.owner);
  if (quote !== null) {
    // What the owner said gets an answer: luck for something coming up, news told back, comfort for a sad day.
    const a = answerFor(quote);
    return { key: a.key, vars: 'thing' in a ? { thing: a.thing } : {} };
  }
  return null;
}

/** A diary page body (after "dear diary,"), ending without <|endoftext|> (the caller adds it). */
export function writeDiaryPage(day: DiaryDay, rng: Rng): string {
  const vars = { owner: day.owner, weather: day.weather };
  const say = (key: keyof typeof DIARY_SAYS, extra: Record<string, string> = {}) =>
    speak(DIARY_SAYS[key], day.stage, day.traits, { ...vars, ...extra }, rng);
  const sentences: string[] = [];
  if (rng.chance(0.6)) sentences.push(say('opening'));
  if (rng.chance(0.4)) sentences.push(say('weather'));
  // The day's entries a page can tell, in order: one plain "we talked", and every answer to what the owner said.
  type Told = { key: keyof typeof DIARY_SAYS; vars: Record<string, string> } | { plain: string };
  const told: Told[] = [];
  let saidOnce = false;
  for (const entry of day.log) {
    const s = sentenceFor(entry, day);
    if (s) {
      if (s.key === 'said' || ANSWERS.has(s.key)) {
        if (saidOnce && s.key === 'said') continue;
        saidOnce = true;
      }
      told.push(s);
    } else if (!entry.includes(': ')) {
      told.push({ plain: `${entry.charAt(0).toUpperCase()}${entry.slice(1)}.` });
    }
  }
  // A page has room for a few of them: the owner's test, news or sad day first, then the earliest, so a test
  // mentioned after breakfast, a bath and catch is still answered.
  const room = Math.max(0, MAX_SENTENCES - 1 - sentences.length);
  const answers = told.filter((t) => 'key' in t && ANSWERS.has(t.key)).slice(0, room);
  const kept = new Set<Told>(answers);
  for (const t of told) if (kept.size < room) kept.add(t);
  const doodles = new Set<string>();
  for (const t of told) {
    if (!kept.has(t)) continue;
    if ('plain' in t) {
      sentences.push(t.plain);
      continue;
    }
    sentences.push(say(t.key, t.vars));
    for (const v of t.key === 'luck' || t.key === 'news' ? [] : Object.values(t.vars)) {
      const word = v.replace(/^an? /, '');
      if (isOneOf(DREAMS, word) || isOneOf(GIFTS, word) || isOneOf(FOODS, word)) doodles.add(word);
    }
  }
  if (sentences.length <= 1) sentences.push(say('quiet'));
  sentences.push(say('closing'));
  let page = `\n${sentences.join(' ')}`;
  if (doodles.size && rng.chance(DOODLE_CHANCE)) {
    const picks = [...doodles].slice(0, rng.int(1, 2));
    page += `\n${picks.map((d) => formatTag('doodle', d)).join(' ')}`;
  }
  return page;
}
