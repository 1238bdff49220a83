/**
 * The chat's view model: transcript lines turned into bubbles, events and tag
 * chips, so <tl-chat> only renders. Pure: no DOM.
 */
import {
  EMOTES,
  EVENT_FRAME,
  RECALL_NOTHING,
  TAGS,
  WANTS,
  WANT_PHRASES,
  isOneOf,
  isSilent,
  isTagName,
  parseEvent,
  readLine,
  speakerOf,
  templatePattern,
  withArticle,
  type Emote,
  type EventKind,
  type Names,
  type Segment,
  type TagName,
} from '../world/index.ts';

/** A tag drawn as a small chip: an emoji or a sprite, and what the pet does, in words for people. */
export interface Chip {
  /** The tag's name as written, e.g. "gift". */
  tag: string;
  /** An emoji or symbol shown before the label ('' when a sprite stands in). */
  icon: string;
  /** A <tl-sprite> name (a word of the tag's own list), when the tag names a thing. */
  sprite?: string;
  /** What the pet does ("tries to remember dog… nothing comes to mind"), never the tag itself. */
  label: string;
  /** A lookup tag ([clock], [look], [recall:x], [yesterday]). */
  lookup: boolean;
  /** The lookup's {result}, as the app wrote it. */
  result?: string;
  /** The tag exactly as the brain wrote it, with its {result}: shown only with "show the brain's tags" on. */
  raw: string;
}

/** A piece of a pet bubble: the pet's own words, or a chip. */
export type ChatPart = { kind: 'words'; text: string } | { kind: 'chip'; chip: Chip };

/** One transcript line, ready to draw. */
export type ChatItem =
  | { kind: 'owner'; speaker: string; text: string }
  | { kind: 'pet'; speaker: string; parts: ChatPart[]; silent: boolean }
  | { kind: 'event'; text: string; icon: string; event: EventKind | null }
  | { kind: 'unknown'; text: string };

/** How a chip looks before its result is attached. */
type ChipLook = Pick<Chip, 'icon' | 'label' | 'sprite'>;

/** A face for each [emote:X]. */
const EMOTE_ICONS: Record<Emote, string> = {
  happy: '😊',
  love: '😍',
  sad: '😢',
  sleepy: '😪',
  wave: '👋',
  dance: '💃',
  spin: '🌀',
  blush: '☺️',
  grumpy: '😠',
  wow: '😮',
  giggle: '😆',
  cry: '😭',
};

/** Dream subjects that take no article ("dreams of rain", not "a rain"). */
const UNCOUNTED_DREAMS = new Set<string>(['rain', 'music']);

/** The sprite for a word tag's argument, only when it is a word of that tag's list. */
function spriteOf(name: TagName, arg: string): string | undefined {
  const spec = TAGS[name].arg;
  return spec.kind === 'word' && spec.values.includes(arg) ? arg : undefined;
}

/** The clock's "21:40 night" as people say it. */
const clockWords = (result: string) => `it's ${result.split(' ')[0]}`;

/** A memory that names something ("Maya has a dog called Peanut", "Maya's dog is called Peanut"): the name, the thing. */
const NAMED_MEMORY = /^\S+?(?:'s| has an?| got an?) ((?:\p{L}+ ){0,2}?\p{L}+) (?:is )?(?:called|named) (\S.*)$/u;

/** A memory as the pet says it: "Peanut the dog" for a name, the sentence itself otherwise. */
function memoryInWords(memory: string): string {
  const m = NAMED_MEMORY.exec(memory);
  return m ? `${m[2]} the ${m[1]}` : memory;
}

/** A recall's result in words: its memories, joined as a sentence. */
const memoriesInWords = (result: string) => result.split('; ').map(memoryInWords).join(' and ');

/** Who does it, before a chip's words: the pet's name where it is known. */
const who = (pet: string) => (pet ? `${pet} ` : '');

/** The chip table, once: every tag of the world, keyed by its name (lookups also get their result). */
const CHIP_LOOKS: { [N in TagName]: (arg: string, result: string | undefined, pet: string) => ChipLook } = {
  emote: (arg) => ({ icon: isOneOf(EMOTES, arg) ? EMOTE_ICONS[arg] : '✨', label: arg }),
  want: (arg) => ({
    icon: '💭',
    sprite: spriteOf('want', arg),
    label: `wants ${isOneOf(WANTS, arg) ? WANT_PHRASES[arg] : arg}`,
  }),
  remember: (arg, _, pet) => ({ icon: '📌', label: `${who(pet)}will remember: ${arg}` }),
  gift: (arg) => ({ icon: '🎁', sprite: spriteOf('gift', arg), label: `gave ${withArticle(arg)}` }),
  diary: (arg) => ({ icon: '📓', label: `writes in the diary: “${arg}”` }),
  sleep: () => ({ icon: '', label: 'fell asleep 💤' }),
  dream: (arg) => ({
    icon: '💭',
    sprite: spriteOf('dream', arg),
    label: `dreams of ${UNCOUNTED_DREAMS.has(arg) ? arg : withArticle(arg)}`,
  }),
  walk: (arg) => ({ icon: '', label: arg === 'left' ? '← walks' : arg === 'right' ? 'walks →' : `walks ${arg}` }),
  yes: () => ({ icon: '✓', label: 'yes' }),
  no: () => ({ icon: '✗', label: 'no' }),
  clock: (_, result) => ({
    icon: '🕘',
    label: result ? `checks the clock: ${clockWords(result)}` : 'checks the clock',
  }),
  look: () => ({ icon: '👀', label: 'looks around' }),
  recall: (arg, result, pet) => ({
    icon: '🧠',
    label:
      result === undefined
        ? `tries to remember “${arg}”`
        : result === RECALL_NOTHING
          ? `tries to remember “${arg}”… nothing comes to mind`
          : `${who(pet)}remembers: ${memoriesInWords(result)}`,
  }),
  yesterday: () => ({ icon: '📖', label: 'thinks back to yesterday' }),
  doodle: (arg) => ({ icon: '✏️', sprite: spriteOf('doodle', arg), label: `doodles ${withArticle(arg)}` }),
};

/**
 * The chip for a known tag; `raw` is the tag as written (rebuilt from its parts when not given); `pet`, the pet's name,
 * says who remembers ("Noodle will remember: …").
 */
export function tagChip(name: TagName, arg = '', result?: string, raw?: string, pet = ''): Chip {
  const look = CHIP_LOOKS[name](arg.trim(), result, pet);
  const written = raw ?? `[${name}${arg ? `:${arg}` : ''}]${result !== undefined ? `{${result}}` : ''}`;
  const chip: Chip = { tag: name, icon: look.icon, label: look.label, lookup: TAGS[name].lookup, raw: written };
  if (look.sprite !== undefined) chip.sprite = look.sprite;
  if (result !== undefined) chip.result = result;
  return chip;
}

/** A segment of a pet line as a view part: known tags become chips, anything else stays text. */
function partOf(s: Segment, speaker: string): ChatPart {
  if (s.kind === 'text') return { kind: 'words', text: s.text };
  if (s.kind === 'tag' && isTagName(s.name))
    return { kind: 'chip', chip: tagChip(s.name, s.arg, s.result, s.raw, speaker) };
  return { kind: 'words', text: s.raw };
}

/** A pet line's body as a bubble: words and chips in order; silent when it holds only tags. */
function petItem(body: string, speaker: string): Extract<ChatItem, { kind: 'pet' }> {
  const read = readLine(body);
  const parts = read.segments.map((g) => partOf(g, speaker)).filter((p) => p.kind === 'chip' || p.text.trim() !== '');
  return { kind: 'pet', speaker, parts, silent: isSilent(read) };
}

/** The part of a line being generated that is safe to show: an unclosed "[" or "{" and what follows it wait. */
export function settledBody(body: string): string {
  const open = Math.max(body.lastIndexOf('['), body.lastIndexOf('{'));
  if (open === -1 || /[\]}]/.test(body.slice(open))) return body;
  return body.slice(0, open);
}

/** The live bubble for a pet line still being generated (half-written tags hidden). */
export function streamingItem(body: string, speaker: string): Extract<ChatItem, { kind: 'pet' }> {
  return petItem(settledBody(body), speaker);
}

/** A small symbol for each kind of app event. */
const EVENT_ICONS: Record<EventKind, string> = {
  offerFood: '🍽',
  offerBath: '🛁',
  offerMedicine: '💊',
  offerCatch: '⚾',
  playedCatch: '⚾',
  patted: '✋',
  lightsOff: '🌙',
  lightsOn: '💡',
  wokeUp: '☀️',
  pooped: '💩',
  cleaned: '🧹',
  cameBack: '👋',
  grew: '🎉',
};

/** The event frame ("* … *") as a pattern, derived from the world's own frame. */
const EVENT_BODY = templatePattern(EVENT_FRAME, { event: '.*?' });

/** An event line's words without its frame; a malformed frame loses its stars anyway. */
function eventText(line: string): string {
  return EVENT_BODY.exec(line)?.groups?.event ?? line.replace(/^\*\s*|\s*\*$/g, '');
}

/** An event line as a muted note, with its kind when the world recognises it. */
function eventItem(line: string, names: Names): Extract<ChatItem, { kind: 'event' }> {
  let event: EventKind | null = null;
  try {
    event = parseEvent(line, names)?.kind ?? null;
  } catch {
    // Two matching patterns is a broken table; the line still shows, unlabelled.
  }
  return { kind: 'event', text: eventText(line), icon: event ? EVENT_ICONS[event] : '·', event };
}

/** One transcript line as a view item. */
export function chatItem(line: string, names: Names): ChatItem {
  const who = speakerOf(line, names);
  switch (who.kind) {
    case 'owner':
      return { kind: 'owner', speaker: names.owner, text: who.text };
    case 'pet':
      return petItem(who.text, names.pet);
    case 'event':
      return eventItem(line, names);
    default:
      return { kind: 'unknown', text: line };
  }
}

/** Transcript lines (oldest first) as view items. */
export function chatItems(lines: readonly string[], names: Names): ChatItem[] {
  return lines.map((l) => chatItem(l, names));
}

/** What the owner typed, to send as is (the world's cleanOwnerText makes it one safe line); null when it is only whitespace. */
export function sayText(raw: string): string | null {
  const text = raw.trim();
  return text === '' ? null : text;
}
