/**
 * Answering what the owner's words say from the heart (as the learned reader hears it, reader.ts): thanks, praise of
 * the pet, or how the owner feels and what happened to them (sad, scared, tired, ill, worried about something coming
 * up, proud, bored). A reply keeps to such a message when it answers it in kind: welcome or warm words for thanks, a blush or "aww" for praise, comfort for a
 * sad day, luck for a test, a cheer for a win (the words the generator's banks for these intents are written with,
 * models/recipe/data/taxonomy.ts). Not rules: a preference among a turn's valid candidates (intents.ts, keepScore).
 * docs/brain.md, "Keeping to what was said".
 */
import { saysPhrase, wordsOf } from './text.ts';
import { COMFORT, COMFORT_SAD } from './lexicon/feelings.ts';
import type { ReadLine } from './tags.ts';

/** What a message says from the heart. */
export type Heart = 'thanks' | 'praise' | 'down' | 'scared' | 'tired' | 'ill' | 'worried' | 'proud' | 'bored';

/** How a reply answers each heart: words or phrases it says (not negated), and emotes it shows. */
const ANSWERS: Record<Heart, { says: readonly string[]; emotes: readonly string[] }> = {
  thanks: {
    says: [
      'welcome',
      'yw',
      'np',
      'anytime',
      'pleasure',
      'of course',
      'glad',
      'happy',
      'yay',
      'love',
      'aww',
      'aw',
      'hehe',
      'thank',
      'thanks',
      // "anything for you", not "for you" alone: "it's for you, Hana!! [gift:leaf]" gives another gift, thanked for one.
      'ty',
      'you too',
      'sweet',
      'kind',
      'hug',
      'hugs',
      'friend',
      'always',
      'no problem',
      'anything for you',
      'do it for you',
      'enjoy',
    ],
    emotes: ['happy', 'love', 'blush', 'giggle', 'dance'],
  },
  praise: {
    says: [
      'thank',
      'thanks',
      'ty',
      'aww',
      'aw',
      'you too',
      'yay',
      'love',
      'hehe',
      'shucks',
      'blush',
      'blushing',
      'happy',
      'sweet',
      'friend',
      'really',
      'best',
      'proud',
      'hug',
      'hugs',
      'smile',
    ],
    emotes: ['blush', 'love', 'happy', 'giggle', 'dance'],
  },
  down: { says: COMFORT_SAD, emotes: ['love', 'sad', 'cry'] },
  scared: {
    says: [
      ...COMFORT,
      'brave',
      'safe',
      'protect',
      'scary',
      'worry',
      "don't worry",
      'okay',
      'fine',
      'scared',
      'not alone',
      'keep watch',
      'light',
    ],
    emotes: ['love'],
  },
  tired: {
    says: [
      ...COMFORT,
      'rest',
      'sleep',
      'nap',
      'cosy',
      'cozy',
      'comfy',
      'relax',
      'bed',
      'tired',
      'sleepy',
      'snooze',
      'blanket',
      'break',
    ],
    emotes: ['sleepy', 'love'],
  },
  ill: {
    says: [
      ...COMFORT,
      'get well',
      'medicine',
      'rest',
      'sick',
      'poorly',
      'hurt',
      'hurts',
      'ouch',
      'feel better',
      'heal',
      'soon',
      'kiss',
    ],
    emotes: ['love', 'sad', 'cry'],
  },
  worried: {
    says: [
      ...COMFORT,
      'luck',
      'you can',
      'can do it',
      'got this',
      'believe',
      'best',
      'proud',
      'smart',
      'brave',
      'ready',
      'amazing',
      'great',
      'cheer',
      'cheering',
      'rooting',
      'paws',
      'fingers',
      "don't worry",
      'you will',
      "you'll",
    ],
    emotes: ['love', 'happy'],
  },
  proud: {
    says: [
      'yay',
      'wow',
      'proud',
      'great',
      'amazing',
      'awesome',
      'congrats',
      'congratulations',
      'well done',
      'good job',
      'hooray',
      'woo',
      'woohoo',
      'superstar',
      'star',
      'best',
      'cool',
      'happy',
      'yippee',
      'clever',
      'smart',
      'brilliant',
      'celebrate',
      'party',
      'so good',
      'fantastic',
      'hurray',
      'happy birthday',
      'excited',
      'fun',
    ],
    emotes: ['happy', 'dance', 'wow', 'love', 'giggle'],
  },
  bored: {
    says: ['play', 'game', 'games', 'catch', 'ball', 'fun', 'dance', 'toy', 'sing', 'story', 'together'],
    emotes: ['dance', 'spin', 'happy'],
  },
};

/**
 * How a reply to each heart opens when it is led (brain/turn.ts: no earlier candidate answered in kind): a few words
 * of ANSWERS' own, the model says the rest: led "you're welcome…", a thanked gift is not answered with another gift.
 */
export const HEART_LEADS: Record<Heart, string> = {
  thanks: "you're welcome",
  praise: 'aww',
  down: 'oh no',
  scared: "don't worry",
  tired: 'aww',
  ill: 'oh no',
  worried: 'good luck',
  proud: 'yay',
  bored: "let's play",
};

/**
 * Whether a reply answers a heart in kind: a word or phrase for it (not negated: "not sorry"), or an emote for it; a
 * bored owner is also answered by [want:play].
 */
export function answersHeart(heart: Heart, read: ReadLine): boolean {
  const a = ANSWERS[heart];
  if (read.tags.some((t) => t.name === 'emote' && a.emotes.includes(t.arg ?? ''))) return true;
  if (heart === 'bored' && read.tags.some((t) => t.name === 'want' && t.arg === 'play')) return true;
  const ws = wordsOf(read.segments.map((g) => (g.kind === 'text' ? g.text : ' ')).join(' '));
  return a.says.some((p) => saysPhrase(ws, p));
}
