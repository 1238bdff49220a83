/**
 * Scores readers on labelled messages: a reading is right when the first label it holds (the one that leads the reply
 * and decides its keep score first) is the message's, slot and all ("act:wave", not any act; "none" when it carries
 * none). Four readings: the intent table's hand-written rows alone, the learned reader's own labels, the table
 * reading with the learned reader (its rows' exact rules beside it: the told fact's words, a gift named, how a pet
 * asked "u ok?" is), and the app's (APP_READER 'hand': the hand-written rows, with the learned labels the safety row
 * and the rows of what children ask a pet read beside their exact rules).
 */
import type { LearnedReader, ReaderLabel } from '../../../src/world/reader.ts';
import type { Example } from './compose.ts';
import { appLabels } from './readings.ts';

/** The table's rows, as the families of their labels. */
export const ROWS = [
  'serious',
  'name',
  'mean',
  'recall',
  'act',
  'time',
  'look',
  'yesterday',
  'dream',
  'body',
  'told',
  'greeted',
  'heart',
  'self',
  'play',
  'life',
  'outside',
] as const;
const rowOf = (label: string) => label.split(':')[0]!;

export interface Scored {
  expected: string;
  hand: ReaderLabel[];
  learned: ReaderLabel[];
  table: ReaderLabel[];
  app: ReaderLabel[];
  intent: string;
}

const top = (labels: readonly string[]) => labels[0] ?? 'none';

/** Reads every message all four ways. */
export function scoreReaders(examples: readonly Example[], reader: LearnedReader): Scored[] {
  return examples.map((e) => ({
    expected: top(e.labels),
    hand: appLabels(e.text, e.names),
    learned: reader.read(e.text, e.names),
    table: appLabels(e.text, e.names, reader),
    app: appLabels(e.text, e.names, undefined, reader),
    intent: e.intent,
  }));
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');

/** A markdown table: per row of the table (the expected first label's), how often each reading is right. */
export function accuracyTable(items: readonly Scored[]): string {
  const readers: [string, (s: Scored) => readonly string[]][] = [
    ['hand-written (the table)', (s) => s.hand],
    ['learned', (s) => s.learned],
    ['learned, through the table', (s) => s.table],
    ['the app (hand-written, learned beside)', (s) => s.app],
  ];
  const lines = [
    `| expected | messages | ${readers.map(([n]) => n).join(' | ')} |`,
    `|---|---:|${readers.map(() => '---:').join('|')}|`,
  ];
  for (const g of [...ROWS, 'none']) {
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
