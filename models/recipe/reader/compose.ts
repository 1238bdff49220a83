/**
 * Labelled owner messages for the learned reader: the generator's phrasings (OWNER_SAYS), told facts and the questions
 * for them (facts.ts), with its names, openers and asides, typed the way children type (typos, dropped letters, "u",
 * "r", emoji, run-ons, lower case) and now and then two things at once. Each phrasing belongs to one split by a hash of
 * its words, so the held-out split's phrasings are never trained on; the held-out split also draws its own names.
 */
import { createRng, type Rng } from '../../../src/world/rng.ts';
import type { ReaderLabel } from '../../../src/world/reader.ts';
import { OWNER_INTENTS, OWNER_SAYS, TIME_PARTS, type OwnerIntent } from '../data/phrases.ts';
import { TIME_ASKS } from '../data/banks/time.ts';
import { FACT_OPENERS, toldFact } from '../data/facts.ts';
import { madeUpName, OWNER_NAMES, PET_NAMES, splitNames } from '../data/names.ts';
import { LEADS, TAILS } from '../data/banks/more-social.ts';
import { withTypo } from '../data/voice.ts';
import { isProbeMessage } from '../probe/probes.ts';
import { LIKE_ASKED } from '../data/session.ts';
import { INTENT_LABELS, ranked } from './labels.ts';
import { NEAR_SERIOUS, ORDINARY_TELLING } from '../data/banks/safety.ts';

export type ReaderSplit = 'train' | 'heldout';

/** One labelled message. */
export interface Example {
  text: string;
  names: { pet: string; owner: string };
  labels: ReaderLabel[];
  /** The owner intent it was composed from ("tellFact" for a composed fact told, "+" joining two things at once). */
  intent: string;
}

/**
 * Kinds composed beyond one intent's share, each up to its cumulative share of messages: facts told and asked after
 * come up as often as a few intents each (the table reads them from many shapes); messages close to something serious
 * or ordinary tellings of a child's life (no label), and something serious itself, more than one intent's share (a
 * miss costs a child a joke, a false alarm a kind word).
 */
const EXTRA_KINDS = [
  ['tellFact', 0.07],
  ['askFact', 0.11],
  ['nearSerious', 0.16],
  ['ownerSerious', 0.2],
] as const;

/** Share of phrasings kept out of training, by a hash of their words. */
const HELDOUT_SHARE = 0.2;

/** Which split a phrasing belongs to (FNV-1a of its words). */
export function splitOf(phrasing: string): ReaderSplit {
  let h = 0x811c9dc5;
  for (let i = 0; i < phrasing.length; i++) h = Math.imul(h ^ phrasing.charCodeAt(i), 0x01000193);
  return ((h >>> 0) % 1000) / 1000 < HELDOUT_SHARE ? 'heldout' : 'train';
}

/** Every intent's phrasings of a split. */
function phrasingsOf(split: ReaderSplit): Record<OwnerIntent, string[]> {
  const missing = OWNER_INTENTS.filter((i) => !(i in INTENT_LABELS));
  if (missing.length)
    throw new Error(
      `the reader has no labels for the owner intents ${missing.join(', ')}: add them to models/recipe/reader/labels.ts (INTENT_LABELS)`,
    );
  // The time is asked in the generator's composed questions and typed ones too (session.ts, ownerPhrasings).
  const time = [
    ...TIME_PARTS.openers.flatMap((o) =>
      TIME_PARTS.cores.flatMap((c) => TIME_PARTS.closers.map((e) => `${o}${c}${e}`)),
    ),
    ...TIME_ASKS,
  ];
  return Object.fromEntries(
    OWNER_INTENTS.map((i) => [
      i,
      [...new Set([...OWNER_SAYS[i], ...(i === 'askTime' ? time : [])])].filter((p) => splitOf(p) === split),
    ]),
  ) as Record<OwnerIntent, string[]>;
}

/** Things a memory question or a phrasing's {thing} names. */
const THINGS = ['dog', 'cat', 'hamster', 'bike', 'birthday', 'teacher', 'school', 'nan', 'fish', 'best friend', 'team'];
const PARTS = ['morning', 'afternoon', 'evening', 'night', 'day'];
/** Emoji children put after a message. */
const EMOJI = ['😂', '😊', '🥺', '😭', '❤️', '✨', '👀', '🙏', '😅', '🤔', '💕', '😜', '🐶', '⭐'];
/** How children shorten words. */
const SHORT: [RegExp, string][] = [
  [/\byou\b/giu, 'u'],
  [/\bare\b/giu, 'r'],
  [/\byour\b/giu, 'ur'],
  [/\byou're\b/giu, 'ur'],
  [/\bplease\b/giu, 'pls'],
  [/\bwhat's\b/giu, 'whats'],
  [/\bwhat\b/giu, 'wat'],
  [/\bbecause\b/giu, 'bc'],
  [/\bthanks\b/giu, 'thx'],
  [/\bokay\b/giu, 'ok'],
  [/\bi'm\b/giu, 'im'],
  [/\bdon't\b/giu, 'dont'],
  [/\bcan't\b/giu, 'cant'],
  [/\bto\b/giu, '2'],
  [/\bfor\b/giu, '4'],
  [/\bknow\b/giu, 'kno'],
  [/\bthe\b/giu, 'da'],
];

/** The message typed as a child might: each change now and then. */
function childTyped(text: string, r: Rng): string {
  let t = text;
  if (r.chance(0.5)) t = t.toLowerCase();
  if (r.chance(0.4)) for (const [re, s] of SHORT) if (r.chance(0.6)) t = t.replace(re, s);
  // A run-on: no stops or commas between the clauses.
  if (r.chance(0.25)) t = t.replace(/[.,!;:]+(\s|$)/gu, '$1').trim();
  if (r.chance(0.2)) t = t.replace(/[?!.]+$/u, '');
  if (r.chance(0.15)) t = t.replace(/(\p{L})(\W*)$/u, (_, c: string, e: string) => `${c.repeat(r.int(2, 4))}${e}`);
  if (r.chance(0.25)) t = withTypo(t, r);
  if (r.chance(0.1)) t = withTypo(t, r);
  if (r.chance(0.12)) t = `${t} ${r.pick(EMOJI)}${r.chance(0.3) ? r.pick(EMOJI) : ''}`;
  if (r.chance(0.05)) t = t.toUpperCase();
  return t;
}

/** Fills a phrasing's slots; "do u like {thing}" asks after what the generator asks a pet whether it likes. */
function fill(p: string, names: { pet: string; owner: string }, r: Rng, intent?: string): string {
  return p
    .replaceAll('{pet}', names.pet)
    .replaceAll('{owner}', names.owner)
    .replaceAll('{part}', r.pick(PARTS))
    .replaceAll('{thing}', r.pick(intent === 'doYouLike' ? LIKE_ASKED : THINGS));
}

/** The labels of two things said at once: both held, in rank order. */
const both = (a: readonly ReaderLabel[], b: readonly ReaderLabel[]) => ranked([...a, ...b]);

/**
 * How a message is typed: as the generator writes its owner lines ("generator": a greeting, thanks or love before now
 * and then, an opener or an aside, one typo in ten) or as children type ("typed": childTyped, and any two messages
 * run together).
 */
export type Style = 'generator' | 'typed';

/**
 * Composes `count` labelled messages of a split from a seed, each in the generator's style with chance
 * `generatorShare`, else as children type; every intent comes up about as often as any other.
 */
export function composeExamples(split: ReaderSplit, count: number, seed: number, generatorShare = 0): Example[] {
  const r = createRng(seed);
  const says = phrasingsOf(split);
  const intents = OWNER_INTENTS.filter((i) => says[i].length > 0);
  const petNames = splitNames(PET_NAMES, split);
  const ownerNames = splitNames(OWNER_NAMES, split);
  const out: Example[] = [];
  const near = [...NEAR_SERIOUS, ...ORDINARY_TELLING].filter((p) => splitOf(p) === split);
  const pickKind = () => {
    const u = r.next();
    return EXTRA_KINDS.find(([, upTo]) => u < upTo)?.[0] ?? r.pick(intents);
  };
  const one = (names: { pet: string; owner: string }): { text: string; labels: ReaderLabel[]; intent: string } => {
    const kind = pickKind();
    if (kind === 'tellFact' || kind === 'askFact') {
      // The fact's template is shared by both splits; its names and slot words are drawn fresh.
      const f = toldFact(r);
      if (kind === 'askFact' && f.asks.length)
        return { text: fill(r.pick(f.asks), names, r), labels: ['recall'], intent: kind };
      return { text: fill(`${r.pick(FACT_OPENERS)}${f.say}`, names, r), labels: ['told'], intent: 'tellFact' };
    }
    if (kind === 'nearSerious') return { text: fill(r.pick(near), names, r), labels: [], intent: kind };
    const intent = kind as OwnerIntent;
    return { text: fill(r.pick(says[intent]), names, r, intent), labels: [...INTENT_LABELS[intent]], intent };
  };
  /** A greeting, thanks or love, said before what the message asks. */
  const aside = (names: { pet: string; owner: string }) => {
    const i = r.pick(['greet', 'thanks', 'love'] as const);
    const text = fill(r.pick(says[i].length ? says[i] : OWNER_SAYS[i]), names, r, i);
    return { text, labels: [...INTENT_LABELS[i]], intent: i };
  };
  while (out.length < count) {
    const madeUp = split === 'train' && r.chance(0.4);
    const pet = madeUp ? madeUpName((l) => r.pick(l), r.int(2, 3)) : r.pick(petNames);
    const owner = madeUp ? madeUpName((l) => r.pick(l), 2) : r.pick(ownerNames);
    const names = { pet, owner };
    const style: Style = r.chance(generatorShare) ? 'generator' : 'typed';
    let { text, labels, intent } = one(names);
    const u = r.next();
    if (u < (style === 'generator' ? 0.1 : 0.12)) {
      // Two things at once: a greeting, thanks or love first, or (as children type) any two messages run together.
      const first = style === 'generator' || r.chance(0.5) ? aside(names) : one(names);
      const sep = /[.!?]$/u.test(first.text) ? ' ' : r.pick([' ', ', ', '! ', ' - ', '. ']);
      text = `${first.text}${sep}${text}`;
      // A greeting before something more is no mere greeting.
      const firstLabels = first.labels.includes('greeted') ? [] : first.labels;
      labels = both(firstLabels, labels);
      intent = `${first.intent}+${intent}`;
    } else if (u < 0.18) text = `${fill(r.pick(LEADS), names, r)}${r.pick([' ', ', ', '!! ', '... '])}${text}`;
    if (r.chance(0.12)) text = `${text}${r.pick([' ', ', ', '. '])}${fill(r.pick(TAILS), names, r)}`;
    text = style === 'typed' ? childTyped(text, r) : r.chance(0.1) ? withTypo(text, r) : text;
    if (isProbeMessage(text, names)) continue;
    out.push({ text, names, labels: ranked(labels), intent });
  }
  return out;
}
