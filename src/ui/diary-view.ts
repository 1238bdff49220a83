/**
 * The diary's and the day's view models: a page split into paragraphs with its
 * doodle stickers pulled off, and today's dreams read back from the day log. Pure: no DOM.
 */
import type { DiaryPage as StoredPage } from '../store/db.ts';
import { DOODLES, DREAMS, isOneOf, readLine, templatePattern, type Dream } from '../world/index.ts';
import { DAY_LOG_TEMPLATES } from '../sim/index.ts';

/** One finished diary page, as the app hands it to <tl-diary>. */
/** A page as the store keeps it (day, date, text); the diary needs only those three. */
export type DiaryPage = Pick<StoredPage, 'day' | 'date' | 'text'>;

/** A page ready to draw: paragraphs of lines, then the stickers. */
export interface DiaryPageView {
  paragraphs: string[][];
  doodles: string[];
}

/** Splits a page into paragraphs (blank lines between) and takes valid [doodle:NAME] stickers off its last line; anything else stays text. */
export function diaryPageView(text: string): DiaryPageView {
  const lines = text
    .replace(/\s+$/, '')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''));
  const doodles: string[] = [];
  const last = lines.length - 1;
  const read = readLine(lines[last] ?? '');
  if (read.tags.some((t) => t.name === 'doodle')) {
    let rest = '';
    for (const s of read.segments) {
      if (s.kind === 'tag' && s.name === 'doodle' && s.arg !== undefined && isOneOf(DOODLES, s.arg.trim()))
        doodles.push(s.arg.trim());
      else rest += s.kind === 'text' ? s.text : s.raw;
    }
    lines[last] = rest.replace(/\s+/g, ' ').trim();
  }
  const paragraphs: string[][] = [[]];
  for (const line of lines) {
    if (line.trim() === '') paragraphs.push([]);
    else paragraphs[paragraphs.length - 1]!.push(line.trim());
  }
  return { paragraphs: paragraphs.filter((p) => p.length > 0), doodles };
}

/** Pages newest first (by day), the order the diary opens in. */
export function newestFirst(pages: readonly DiaryPage[]): DiaryPage[] {
  return [...pages].sort((a, b) => b.day - a.day);
}

/** A page's date as a short local label ("Mon, Nov 30"); the raw text when it is not a date. */
export function diaryDateLabel(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(ms)) return date;
  // Sim times are the owner's clock read as UTC, so the label is formatted in UTC too.
  return new Date(ms).toLocaleDateString(undefined, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}

/** The day log's dream entry as a pattern, from the sim's own template. */
const DREAMED = templatePattern(DAY_LOG_TEMPLATES.dreamed, { dream: '[a-z]+' });

/** Today's dreams, in order, read from the day log's "dreamed of X" entries. */
export function dreamsInLog(today: readonly string[]): Dream[] {
  const out: Dream[] = [];
  for (const entry of today) {
    const dream = DREAMED.exec(entry)?.groups?.dream;
    if (dream !== undefined && isOneOf(DREAMS, dream)) out.push(dream);
  }
  return out;
}
