/**
 * What the owner types, made safe to put in a prompt: it can only ever be the
 * words of one owner line. Nothing in it may read as a tag, a lookup result, an
 * event line, a speaker prefix, a header, a separator or a stop token.
 *
 * | what the owner typed                       | what the line gets                          |
 * |--------------------------------------------|---------------------------------------------|
 * | newlines, tabs, other control characters   | one space each (then runs of spaces → one)  |
 * | `[` `]` `{` `}`                            | `(` `)` `(` `)`: never a tag or a result    |
 * | `*`                                        | removed: never an event line's frame        |
 * | `<|endoftext|>` or any `<|…|>`             | removed: never the stop token               |
 * | a leading `#`… or `---`                    | removed: never a header or separator        |
 * | `Name:` for the pet or the owner, anywhere | `Name,`: never a second speaker prefix      |
 * | bidi overrides and isolates, zero-width joiners at the ends | removed: what you see is what the pet reads |
 * | lone surrogates                            | U+FFFD                                      |
 * | longer than OWNER_TEXT_MAX characters      | cut there (at a whole character)            |
 * | nothing left                               | null: the message is ignored                |
 * Emoji, accents and right-to-left scripts pass through unchanged.
 *
 * Words that reach a header's lists (the day log's quotes and notes, memories, imported entries) go
 * through headerEntry: the header joins entries with "; " (prompt.ts), so no entry may hold one.
 */
import type { Names } from './events.ts';
import { BIDI_CONTROLS, CONTROLS } from './hidden.ts';
import { ownerLine } from './prompt.ts';

/** The longest owner message, in characters (code points): about two chat bubbles' worth. */
export const OWNER_TEXT_MAX = 160;

/** A stop token like <|endoftext|>, or any <|…|>. */
const STOP_TOKEN = /<\|[^|>]*\|>/;
const STOP_TOKENS = new RegExp(STOP_TOKEN.source, 'g');
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Owner text as cleanOwnerText leaves it: one safe line's words (the type says it was cleaned, so it is cleaned once). */
export type OwnerWords = string & { readonly cleaned: true };

/**
 * Owner text with nothing that could forge the prompt's markup: lone surrogates, bidi and control characters, stars,
 * stop tokens, and tag or lookup brackets (as round ones); runs of spaces made one.
 */
function withoutMarkup(raw: string): string {
  // Stars go before stop tokens: removing them must not join "<*|endoftext|*>" into "<|endoftext|>".
  let text = raw.replace(LONE_SURROGATE, '\ufffd').replace(BIDI_CONTROLS, '').replace(CONTROLS, ' ').replace(/\*/g, '');
  // Removing one <|…|> can join what surrounds it into another ("<|a<|x|>b|>"): repeat until none is left.
  while (STOP_TOKEN.test(text)) text = text.replace(STOP_TOKENS, ' ');
  return text.replace(/[[{]/g, '(').replace(/[\]}]/g, ')').replace(/\s+/g, ' ').trim();
}

/** The owner's text as one safe line's words, or null when nothing is left to say. */
export function cleanOwnerText(raw: string, names: Names): OwnerWords | null {
  let text = withoutMarkup(raw);
  // Cut before the stripping below, so a cut can't leave a zero-width character or a space at the end.
  const chars = [...text];
  if (chars.length > OWNER_TEXT_MAX) text = chars.slice(0, OWNER_TEXT_MAX).join('');
  // Strip what would open a header, a separator or a speaker turn, until none is left at the start.
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(/^(#+|-{3,})\s*/, '');
    // Anywhere in the line, "Name:" for either speaker becomes "Name," (the model never sees a second turn begin).
    for (const name of [names.pet, names.owner]) text = text.split(`${name}:`).join(`${name},`);
    text = text.replace(/^[\u200b-\u200d\ufeff]+|[\u200b-\u200d\ufeff]+$/g, '').trim();
  }
  return text === '' ? null : (text as OwnerWords);
}

/**
 * One entry of a header list, made safe: whatever it holds stays one entry of one header line. Besides the
 * cleaning of owner text (controls, tags, event frames, stop tokens, and half of one), ";" becomes "," (never a second entry)
 * and a run of dashes one dash (never the separator line). "" when nothing is left.
 */
export function headerEntry(raw: string): string {
  return withoutMarkup(raw)
    .replace(/;/g, ',')
    .replace(/<\|/g, '<')
    .replace(/\|>/g, '>')
    .replace(/-{3,}/g, '-')
    .replace(/^#+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The owner's message as the chat line the app writes, or null when the message is to be ignored. */
export function ownerMessageLine(raw: string, names: Names): string | null {
  const text = cleanOwnerText(raw, names);
  return text === null ? null : ownerLine(names.owner, text);
}
