/** Mean words aimed at the pet, and a reply that shows it was hurt (the scolding bank's words). */
import { readLine } from './tags.ts';
import { wordsOf, straightQuotes } from './text.ts';

/** Words that are mean when said to the pet ("ur so dumb", "stupid pet"): the scolding bank's. */
const MEAN_WORDS = [
  'naughty',
  'stupid',
  'dumb',
  'idiot',
  'annoying',
  'rude',
  'boring',
  'weird',
  'ugly',
  'worst',
  'rubbish',
  'pointless',
  'loser',
  'dummy',
  'useless',
  'gross',
  'meanie',
  'horrible',
  'awful',
  'bad',
  'mean',
  'lame',
];

const MEAN = MEAN_WORDS.join('|');

/**
 * A mean word aimed at the pet ("ur so dumb", "you're the worst", "bad Mochi", "stupid pet", "i hate u", "go away"),
 * not one near it ("i had an awful day, can u hug me", "ur not stupid!", "please don't go away"). PET stands for the
 * pet's name.
 */
const MEAN_AT_PET = new RegExp(
  [
    `\\b(?:ur|u\\s+r|u\\s+are|you're|youre|you\\s+are|ure|being)\\s+(?:so\\s+|such\\s+an?\\s+|an?\\s+|really\\s+|very\\s+|the\\s+|sooo*\\s+|kinda\\s+)*(?:${MEAN})\\b`,
    `\\b(?:${MEAN})\\s+(?:pet|PET|boy|girl)\\b`,
    `^\\W*(?:no\\W+)*(?:${MEAN})\\W*$`,
    `(?<!\\b(?:not|never|don't|dont|do\\s+not)\\s+)\\b(?:hate|don't\\s+like|dont\\s+like|do\\s+not\\s+like)\\s+(?:u|you|PET)\\b`,
    `(?<!\\b(?:not|never|don't|dont|do\\s+not)\\s+)\\b(?:go\\s+away|shut\\s+up|leave\\s+me\\s+alone)\\b`,
    `\\b(?:u|you)\\s+(?:suck|stink\\s+at)\\b|\\bwant\\s+(?:a|another|a\\s+different|a\\s+new)\\s+pet\\b`,
  ].join('|'),
  'iu',
);

/** Whether the owner's words are mean to the pet (MEAN_AT_PET, curly apostrophes read as straight ones). */
export function isMeanTo(text: string, pet: string): boolean {
  const name = wordsOf(pet)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const re = name ? new RegExp(MEAN_AT_PET.source.replaceAll('PET', name), 'iu') : MEAN_AT_PET;
  return re.test(straightQuotes(text));
}

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
