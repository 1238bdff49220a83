/**
 * A goodbye said ("bye pip!!", "gtg", "ok mom says bedtime. nite nite pip i love u"): the pet says goodbye back, good
 * night for the night, and "I love you too" to a love said with it. A goodbye asks nothing; a message that asks
 * something beside it is answered for what it asks.
 */
import { GOODBYES, GOODBYES_ANY } from './lexicon/bye.ts';
import { LOVE_SAID } from './kindness.ts';
import { straightQuotes, wordsOf } from './text.ts';

/** How the owner leaves: for the night, for a moment ("brb"), or for now. */
export type Leaving = 'night' | 'moment' | 'now';
export interface Goodbye {
  leaving: Leaving;
  /** Whether they say they love the pet with it. */
  love: boolean;
}

/** Words that say good night: "nite nite", "good night", "gn", "sweet dreams". */
const NIGHT_SAID =
  /\b(?:good\s*nig?h?te?|goodnite|gn|nite\s*nite|night\s*night|nighty\s*night|nite|sweet\s+dreams|sleep\s+tight)\b|^\W*night\W*$/iu;
/** Words that leave for bed: "its my bedtime", "im going to bed". */
const BED_SAID =
  /\b(?:my\s+bedtime|bedtime\s+for\s+me|(?:i'?m|im|i\s+am|i\s+have\s+to|i\s+gotta)\s+go(?:ing)?\s+to\s+(?:bed|sleep))\b/iu;
/** Words that leave for a moment: "brb", "be right back", "wait for me". */
const MOMENT = /\b(?:brb|be\s+right\s+back|back\s+in\s+a\s+(?:sec|min|minute|bit)|wait\s+for\s+me)\b/iu;
/**
 * Other words of leaving: "gotta go", "i have to go now", "see u later", "ttyl", "byeee"; not "i have to go to the
 * dentist tomorrow", a plan.
 */
const NOW =
  /\b(?:got+a|have\s+to|hafta|need\s+to|gotta)\s+go(?:\s+now)?(?:\s+to\s+(?:school|work|practice|class|bed|sleep|dinner))?(?=\s*$|\s*[.!,]|\s+\w+\s*$|\s+(?:bye|byee+|cya|soon|sorry|ttyl|now|mom|my\s+mom|dad|my\s+dad|for\s+dinner)\b)|\b(?:see\s+(?:u|you|ya)\s+(?:later|tomorrow|tmrw|tmr|soon|after)|talk\s+(?:to\s+(?:u|you)\s+)?later|ttyl|by+e+|cya|later\s+(?:pip|gator|alligator))\b/iu;
/** A goodbye that is no leaving: a lullaby's "rock a bye", a goodbye letter or party. */
const NOT_LEAVING = /\brock\W*a\W*bye\b|\bgood\W*bye\s+(?:letter|note|card|party|present|gift|hug)s?\b/giu;

/**
 * The goodbye the owner's words say, or null; `asking`, the message's question test, says none, and where they ask the
 * pet to do something ("its bedtime pip go to sleep", "wave bye bye": `actAsked`), only good night said in words is one.
 */
export function goodbyeOf(ownerText: string, asking: boolean, actAsked = false): Goodbye | null {
  const text = straightQuotes(ownerText).replace(NOT_LEAVING, ' ');
  if (asking || (actAsked && !NIGHT_SAID.test(text))) return null;
  const said = wordsOf(text);
  const leaving: Leaving | null =
    NIGHT_SAID.test(text) || BED_SAID.test(text)
      ? 'night'
      : MOMENT.test(text)
        ? 'moment'
        : NOW.test(text) || said.some((w) => GOODBYES.includes(w))
          ? 'now'
          : null;
  return leaving ? { leaving, love: LOVE_SAID.test(text) } : null;
}

/** What a goodbye is met with, the owner named. */
export function goodbyeLead(bye: Goodbye, owner: string): string {
  const back =
    bye.leaving === 'night'
      ? `good night, ${owner}! sweet dreams!`
      : bye.leaving === 'moment'
        ? "okay! I'll be right here!"
        : `bye, ${owner}! see you soon!`;
  return ` ${back}${bye.love ? ' I love you too!' : ''}`;
}

/** Words of a goodbye said back. */
const BYE_BACK = [...GOODBYES_ANY, 'night', 'dreams', 'see', 'soon', 'here', 'wait', 'tight'];

/**
 * How a reply meets a goodbye: its words of goodbye (or a wave), and a love said back where love was said, each half of
 * the score.
 */
export function meetsGoodbye(
  bye: Goodbye,
  said: readonly string[],
  tags: readonly { name: string; arg?: string }[],
): number {
  const back = said.some((w) => BYE_BACK.includes(w)) || tags.some((t) => t.name === 'emote' && t.arg === 'wave');
  if (!bye.love) return back ? 1 : 0;
  const loves = LOVE_SAID.test(said.join(' ')) || tags.some((t) => t.name === 'emote' && t.arg === 'love');
  return (Number(back) + Number(loves)) / 2;
}
