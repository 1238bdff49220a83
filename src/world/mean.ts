/** A reply that shows the pet was hurt, as the scolding bank's replies do (a mean message is heard by the learned reader). */
import { readLine } from './tags.ts';
import { wordsOf, straightQuotes } from './text.ts';

/** A reply that shows the pet was hurt or is sorry (the scolded bank's replies): a sad, crying or grumpy emote, or words that say so. */
const HURT_EMOTES = ['sad', 'cry', 'grumpy'];

const HURT_WORDS = [
  'mean',
  'rude',
  'hurt',
  'hurts',
  'ouch',
  'sad',
  'hmph',
  'sorry',
  'meanie',
  'upset',
  'cry',
  'sniff',
  'ow',
  'oops',
  'oof',
  'stung',
];

const HURT_PHRASES =
  /\b(?:not|wasn't|isn't)\s+(?:very\s+)?(?:nice|kind|cool|fair)\b|\bdo\s+better\b|\bbe\s+(?:good|more\s+careful)\b|\bwon't\s+do\s+it\b|\btrying\s+my\s+best\b/iu;

export function showsHurt(body: string): boolean {
  const read = readLine(body);
  if (read.tags.some((t) => t.name === 'emote' && HURT_EMOTES.includes(t.arg ?? ''))) return true;
  const text = straightQuotes(read.segments.map((g) => (g.kind === 'text' ? g.text : ' ')).join(' '));
  return wordsOf(text).some((w) => HURT_WORDS.includes(w)) || HURT_PHRASES.test(text);
}
