/** How the owner feels, and the words that comfort: read in the owner's words (kindness.ts, reading.ts) and shown in the pet's (replies, diary pages). */

/** Sadness in a word: "sad", "upset", "crying". */
export const SAD = ['sad', 'upset', 'lonely', 'cry', 'crying'];
/** A sad day told of, as the diary reads what the owner said (lowercase text). */
export const SAD_DAY = new RegExp(`\\b(${[...SAD, 'down', 'bad day'].join('|')})\\b`);
/** How the owner feels or an illness, in a word: a clause with one wants comfort, not remembering. */
export const OWNER_FEELINGS = [
  ...SAD,
  'cried',
  'worried',
  'bored',
  'angry',
  'mad',
  'tired',
  'sick',
  'ill',
  'poorly',
  'stressed',
  'nervous',
  'anxious',
  'miserable',
  'grumpy',
  'scared',
  'afraid',
  'hurts',
  'hurt',
  'awful',
  'terrible',
  'bad',
  'horrible',
];

/** Words that speak to a sad day: a reply's or a page's. */
const CHEER_UP = ['sad', 'cheer', 'smile'];
/** Words of comfort in a reply, for any trouble the owner tells of. */
export const COMFORT = [
  'sorry',
  'hug',
  'hugs',
  'here',
  'aww',
  'aw',
  'love',
  'better',
  'together',
  'with you',
  'friend',
  'cuddle',
  'cuddles',
  'care',
  'poor',
  'oh no',
  'there there',
  'hold',
  'gentle',
  'be okay',
  "it's okay",
  "it'll be okay",
];
/**
 * How a reply comforts a sad owner: COMFORT, cheering up, and company; not "sad" said back alone ("no sad, Sam"), which
 * a page may write of the day but comforts nobody.
 */
export const COMFORT_SAD = [
  ...COMFORT,
  ...CHEER_UP.filter((w) => w !== 'sad'),
  'miss',
  'there for you',
  'not alone',
  'have me',
  'calm',
  'breathe',
  'deep breath',
];
/** Words a diary page may use to comfort the owner. */
export const PAGE_COMFORT = [...CHEER_UP, 'down', 'better', 'hard', 'hug', 'hugs', 'close', 'comfort'];

/** Words that note what was told instead of comforting ("ooh! I'll remember that!!", "good to know!"). */
export const NOTING = [
  'remember',
  'good to know',
  'noted',
  'got it',
  'gotcha',
  'interesting',
  'fun fact',
  "won't forget",
];
