/**
 * Event lines: what the app (never the model) writes into the transcript.
 * One template per kind with named arguments; the validator's patterns are
 * derived from the same templates, so every line the app writes matches
 * exactly one pattern by construction.
 */
import { FOODS, STAGES, withArticle, type Food, type Stage } from './words.ts';
import { escapeRegExp, fill, templatePattern } from './template.ts';

/** How every event line is framed. */
export const EVENT_FRAME = '* {event} *';

/** The care an offer proposes; the app gives it only on the pet's [yes]. */
export type OfferKind = 'food' | 'bath' | 'medicine' | 'catch';

/** Event templates by kind. {owner} and {pet} are the names; other arguments are typed below. */
export const EVENT_TEMPLATES = {
  offerFood: '{owner} offered {pet} {food}',
  offerBath: '{owner} offered {pet} a bath',
  offerMedicine: '{owner} offered {pet} medicine',
  offerCatch: '{owner} asked {pet} to play catch',
  playedCatch: '{owner} played catch with {pet} ({stars})',
  patted: '{owner} patted {pet}',
  lightsOff: '{owner} turned off the lights',
  lightsOn: '{owner} turned on the lights',
  wokeUp: '{pet} woke up',
  pooped: '{pet} pooped',
  cleaned: '{owner} cleaned up the poop',
  cameBack: '{owner} came back after {hours}',
  grew: '{pet} grew into {stage}!',
} as const;

export type EventKind = keyof typeof EVENT_TEMPLATES;
export const EVENT_KINDS = Object.keys(EVENT_TEMPLATES) as EventKind[];

/** Which event kinds are offers, and what they offer. */
export const OFFER_EVENTS: Partial<Record<EventKind, OfferKind>> = {
  offerFood: 'food',
  offerBath: 'bath',
  offerMedicine: 'medicine',
  offerCatch: 'catch',
};

/** Most stars a game of catch can earn. */
export const MAX_STARS = 5;

/** The typed arguments of each kind (names come from the state). */
type EventArgs = {
  offerFood: { food: Food };
  playedCatch: { stars: number };
  cameBack: { hours: number };
  grew: { stage: GrownStage };
};
/** An app event: its kind and, where the kind has them, its arguments. */
export type WorldEvent = {
  [K in EventKind]: K extends keyof EventArgs ? { kind: K } & EventArgs[K] : { kind: K };
}[EventKind];

/** The names an event line is written with. */
export interface Names {
  pet: string;
  owner: string;
}

/** "1 star", "4 stars": a count with its noun. */
export function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** Stages a pet can grow into (not the one it hatches as). */
export const GROWN_STAGES = STAGES.slice(1) as Exclude<Stage, 'baby'>[];
type GrownStage = Exclude<Stage, 'baby'>;

/** Source patterns for each typed argument, as the templates print them. */
const ARG_PATTERNS: Record<string, string> = {
  food: FOODS.map((f) => escapeRegExp(withArticle(f))).join('|'),
  stars: `1 star|[02-${MAX_STARS}] stars`,
  hours: '1 hour|(?:[02-9]|[1-9][0-9]+) hours',
  stage: GROWN_STAGES.map((s) => escapeRegExp(withArticle(s))).join('|'),
};

function argValues(e: WorldEvent): Record<string, string> {
  switch (e.kind) {
    case 'offerFood':
      return { food: withArticle(e.food) };
    case 'playedCatch':
      return { stars: countOf(e.stars, 'star') };
    case 'cameBack':
      return { hours: countOf(e.hours, 'hour') };
    case 'grew':
      return { stage: withArticle(e.stage) };
    default:
      return {};
  }
}

/** Writes the event line for an app event, e.g. "* Sam offered Mochi a strawberry *". */
export function eventLine(e: WorldEvent, names: Names): string {
  const body = fill(EVENT_TEMPLATES[e.kind], { ...names, ...argValues(e) }, `event ${e.kind}`);
  return fill(EVENT_FRAME, { event: body });
}

/** A pattern that recognises one kind of event line for the given names. */
export interface EventPattern {
  kind: EventKind;
  offer?: OfferKind;
  regex: RegExp;
}

const patternCache = new Map<string, EventPattern[]>();
/** Most name pairs whose patterns are kept built. */
const PATTERN_CACHE_SIZE = 16;

/** The validator's patterns, one per kind, derived from EVENT_TEMPLATES and EVENT_FRAME (built once per pair of names). */
export function eventPatterns(names: Names): EventPattern[] {
  const key = `${names.pet}\u0000${names.owner}`;
  let patterns = patternCache.get(key);
  if (!patterns) {
    if (patternCache.size >= PATTERN_CACHE_SIZE) patternCache.delete(patternCache.keys().next().value!);
    patterns = buildPatterns(names);
    patternCache.set(key, patterns);
  }
  return patterns;
}

function buildPatterns(names: Names): EventPattern[] {
  return EVENT_KINDS.map((kind) => {
    const body = EVENT_TEMPLATES[kind];
    const framed = fill(EVENT_FRAME, { event: body });
    const regex = templatePattern(framed, {
      owner: escapeRegExp(names.owner),
      pet: escapeRegExp(names.pet),
      ...ARG_PATTERNS,
    });
    const offer = OFFER_EVENTS[kind];
    return offer ? { kind, offer, regex } : { kind, regex };
  });
}

/** The offer patterns alone (the seed's offer_patterns()). */
export function offerPatterns(names: Names): EventPattern[] {
  return eventPatterns(names).filter((p) => p.offer !== undefined);
}

/** Reads an event line back into an event; null when no pattern matches. Throws if two match (a broken table). */
export function parseEvent(line: string, names: Names): WorldEvent | null {
  const hits = eventPatterns(names)
    .map((p) => ({ p, m: p.regex.exec(line) }))
    .filter((h) => h.m !== null);
  if (hits.length === 0) return null;
  if (hits.length > 1)
    throw new Error(`event line "${line}" matches ${hits.length} patterns: ${hits.map((h) => h.p.kind).join(', ')}`);
  const { p, m } = hits[0]!;
  const g = m!.groups ?? {};
  switch (p.kind) {
    case 'offerFood':
      return { kind: 'offerFood', food: g.food!.replace(/^an? /, '') as Food };
    case 'playedCatch':
      return { kind: 'playedCatch', stars: parseInt(g.stars!, 10) };
    case 'cameBack':
      return { kind: 'cameBack', hours: parseInt(g.hours!, 10) };
    case 'grew':
      return { kind: 'grew', stage: g.stage!.replace(/^an? /, '') as GrownStage };
    default:
      return { kind: p.kind } as WorldEvent;
  }
}

/** True for lines framed like an event ("* … *"), whether or not they are valid. */
export function looksLikeEvent(line: string): boolean {
  return line.startsWith('*');
}
