/**
 * The acts the owner's words ask of the pet (a dance, a spin, a wave, a walk one way, sleep, a gift, a drawing, a song),
 * as the learned reader hears them (reader.ts), and whether a reply does them: one reader of the intent table (intents.ts).
 */
import { GIFTS } from './words.ts';
import type { ReadLine } from './tags.ts';
import type { ReaderLabel } from './reader.ts';
import { wordsOf } from './text.ts';

/** An act the owner may ask for, as the reply would do it: a tag ("emote:spin", "walk:left", "sleep", "gift", "gift:shell"), or singing. */
export type Act = string;
/** What each act label of the reader asks a reply to do; a dance is kept to by a spin too. */
const ACT_LABELS: readonly [ReaderLabel, readonly Act[]][] = [
  ['act:dance', ['emote:dance', 'emote:spin']],
  ['act:spin', ['emote:spin']],
  ['act:wave', ['emote:wave']],
  ['act:sing', ['sing']],
  ['act:sleep', ['sleep']],
  ['act:walk:left', ['walk:left']],
  ['act:walk:right', ['walk:right']],
  ['act:drawing', ['gift:drawing']],
];
/**
 * The acts a message asks for (the reader's act labels); a gift asked for is the one the words name, if they name one
 * of the world's gifts ("can i have a shell": gift:shell), else any gift.
 */
export function actsOf(heard: ReadonlySet<ReaderLabel>, ownerText: string): Act[] {
  const out = ACT_LABELS.filter(([l]) => heard.has(l)).flatMap(([, acts]) => acts);
  if (heard.has('act:gift')) {
    const ws = wordsOf(ownerText).map((w) => w.replace(/s$/u, ''));
    const named = GIFTS.find((g) => ws.includes(g));
    out.push(named ? `gift:${named}` : 'gift');
  }
  return [...new Set(out)];
}
/** Words a sung reply says. */
const SUNG = [
  'la',
  'lala',
  'lalala',
  'sing',
  'singing',
  'sang',
  'song',
  'hum',
  'humming',
  'music',
  'tra',
  'doo',
  'tweet',
  'melody',
];
/** Whether a reply does an act: its tag (any gift for "gift"), or for singing, a sung word. */
export function doesAct(act: Act, read: ReadLine): boolean {
  if (act === 'sing') return wordsOf(read.words.join(' ')).some((w) => SUNG.includes(w));
  const [name, arg] = act.split(':');
  return read.tags.some((t) => t.name === name && (arg === undefined || t.arg === arg));
}
