/**
 * A reading of the app's intent table (readMessage) as the learned reader's labels, so both readers are scored alike:
 * the labels it holds, in rank order.
 */
import { ownerLine, readMessage, type MessageReading } from '../../../src/world/index.ts';
import type { LearnedReader, ReaderLabel } from '../../../src/world/reader.ts';
import { ranked } from './labels.ts';

/** The labels of a reading of the intent table. */
function labelsOfReading(m: MessageReading | null): ReaderLabel[] {
  if (!m) return [];
  const out: string[] = [];
  if (m.serious) out.push('serious');
  if (m.name) out.push(`name:${m.name}`);
  if (m.mean) out.push('mean');
  if (m.recall) out.push('recall');
  for (const a of m.acts) {
    if (a === 'emote:spin' && m.acts.includes('emote:dance')) continue;
    if (a === 'gift:drawing') out.push('act:drawing');
    else if (a.startsWith('gift')) out.push('act:gift');
    else out.push(`act:${a.replace(/^emote:/u, '')}`);
  }
  for (const k of ['time', 'look', 'yesterday', 'dream'] as const) if (m[k]) out.push(k);
  for (const t of m.topics) out.push(`body:${t}`);
  if (m.told.length) out.push('told');
  if (m.greeted) out.push('greeted');
  for (const h of m.hearts) out.push(`heart:${h}`);
  if (m.self) out.push(`self:${m.self.asked}`);
  if (m.play) out.push(`play:${m.play}`);
  if (m.life) out.push(`life:${m.life.asked}`);
  if (m.outside) out.push('outside');
  return ranked(out);
}

/**
 * How the intent table reads a message, as labels: with its hand-written rows, or with the learned reader when given;
 * `learned` alone is how the app reads (the hand-written rows, with the learned labels the safety row and the rows of
 * what children ask a pet read beside their exact rules).
 */
export function appLabels(
  text: string,
  names: { pet: string; owner: string },
  reader?: LearnedReader,
  learned: LearnedReader | undefined = reader,
): ReaderLabel[] {
  return labelsOfReading(readMessage([ownerLine(names.owner, text)], names, undefined, [], reader, learned));
}
