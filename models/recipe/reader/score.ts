/**
 * Scores the hand-written reader (the intent table's own rows) and the learned reader on labelled messages: a reading
 * is right when the first label it holds (the one that leads the reply and decides its keep score first) is the
 * message's, slot and all ("act:wave", not any act; "none" when it carries none). Also a mixed reader: the learned
 * labels for some rows of the table, the hand-written rows for the rest, chosen row by row on these messages.
 */
import type { LearnedReader, ReaderLabel } from '../../../src/world/reader.ts';
import type { Example } from './compose.ts';
import { ranked } from './labels.ts';
import { appLabels } from './readings.ts';

/** The table's rows, as the families of their labels. */
export const ROWS = ['name', 'mean', 'recall', 'act', 'time', 'look', 'yesterday', 'dream', 'body', 'told', 'greeted', 'heart', 'outside'] as const;
export type Row = (typeof ROWS)[number];
export const rowOf = (label: string) => label.split(':')[0] as Row;

export interface Scored {
  expected: string;
  hand: ReaderLabel[];
  learned: ReaderLabel[];
  intent: string;
}

const top = (labels: readonly string[]) => labels[0] ?? 'none';
/** The labels of a mixed reading: `rows` from the learned reader, the others from the hand-written one. */
export const mixed = (hand: readonly ReaderLabel[], learned: readonly ReaderLabel[], rows: readonly Row[]) =>
  ranked([...hand.filter((l) => !rows.includes(rowOf(l))), ...learned.filter((l) => rows.includes(rowOf(l)))]);

const correct = (items: readonly Scored[], rows: readonly Row[]) =>
  items.filter((s) => top(mixed(s.hand, s.learned, rows)) === s.expected).length;

/** Reads every message both ways: the hand-written reader is the app's table without the learned reader. */
export function scoreReaders(examples: readonly Example[], reader: LearnedReader): Scored[] {
  return examples.map((e) => ({
    expected: top(e.labels),
    hand: appLabels(e.text, e.names),
    learned: reader.read(e.text, e.names),
    intent: e.intent,
  }));
}

/** The rows the mixed reader reads with the learned labels, picked greedily: a row reads with them while more messages are read right. */
export function chooseRows(items: Scored[]): Row[] {
  const learnedRows: Row[] = [];
  for (;;) {
    const now = correct(items, learnedRows);
    const best = ROWS.filter((r) => !learnedRows.includes(r))
      .map((r) => ({ r, n: correct(items, [...learnedRows, r]) }))
      .sort((a, b) => b.n - a.n)[0];
    if (!best || best.n <= now) break;
    learnedRows.push(best.r);
  }
  return learnedRows;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');

/** A markdown table: per row of the table (the expected first label's), how often each reader reads it right. */
export function accuracyTable(items: readonly Scored[], learnedRows: readonly Row[]): string {
  const readers: [string, (s: Scored) => readonly string[]][] = [
    ['hand-written', (s) => s.hand],
    ['learned', (s) => s.learned],
    [`learned for ${learnedRows.join(', ') || 'no row'}`, (s) => mixed(s.hand, s.learned, learnedRows)],
  ];
  const groups = [...ROWS, 'none'] as const;
  const lines = [
    `| expected | messages | ${readers.map(([n]) => n).join(' | ')} |`,
    `|---|---:|${readers.map(() => '---:').join('|')}|`,
  ];
  for (const g of groups) {
    const of = items.filter((s) => (s.expected === 'none' ? 'none' : rowOf(s.expected)) === g);
    if (!of.length) continue;
    lines.push(
      `| ${g} | ${of.length} | ${readers.map(([, f]) => pct(of.filter((s) => top(f(s)) === s.expected).length, of.length)).join(' | ')} |`,
    );
  }
  lines.push(
    `| **all** | ${items.length} | ${readers.map(([, f]) => `**${pct(items.filter((s) => top(f(s)) === s.expected).length, items.length)}**`).join(' | ')} |`,
  );
  return lines.join('\n');
}
