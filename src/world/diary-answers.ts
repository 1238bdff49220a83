/**
 * What a diary page owes the owner's own words in the day's log: luck for something coming up ("i have a test
 * tomorrow"), a word for their news ("it's my birthday"), comfort for a sad day. The training pages tell these first
 * (models/recipe/data/diary.ts), and the app keeps a page that tells them over one that does not (src/brain/turn.ts).
 */
import { wordsOf } from './text.ts';
import { ownerQuote } from './prompt.ts';
import { fill } from './template.ts';
import { PAGE_COMFORT, SAD_DAY } from './lexicon/feelings.ts';

/** Words for something coming up that a diary wishes the owner luck with (and a reply, world/kindness.ts); lowercase text. */
export const COMING_UP =
  /\b(test|exam|quiz|match|game|recital|show|concert|race|interview|presentation|audition|tournament|competition|dentist|appointment|speech|play)\b/;

/** News an owner tells that a page tells back, as the owner's words and what the page calls it. */
const NEWS: readonly (readonly [RegExp, string])[] = [
  [/\bbirthday\b/, 'birthday'],
  [/\bnew (puppy|kitten|baby|house|school|bike|teacher|friend)\b/, 'new $1'],
  [/\b(moving|move) house\b/, 'big move'],
  [/\bsleepover\b/, 'sleepover'],
  [/\bholidays?\b/, 'holiday'],
  [/\bparty\b/, 'party'],
  [/\bwedding\b/, 'wedding'],
  [/\btrip\b/, 'trip'],
  [/\b(zoo|beach|seaside|funfair|museum)\b/, '$1 trip'],
  [/\blost (a|my) tooth\b/, 'wobbly tooth'],
];

/** The answers a page owes what the owner said of themselves (anything else they said is just "said"). */
export const DIARY_ANSWER_KEYS = ['luck', 'news', 'comfort'] as const;

/** What the owner said, read as a diary answers it: luck for a thing, news of a thing, comfort, or nothing owed. */
export type DiaryAnswer = { key: 'luck' | 'news'; thing: string } | { key: 'comfort' } | { key: 'said' };

/** Reads what the owner said (the words after "OWNER said: " in the day log) as the answer a page owes it. */
export function answerFor(said: string): DiaryAnswer {
  const quote = said.toLowerCase();
  const coming = COMING_UP.exec(quote);
  if (coming) return { key: 'luck', thing: coming[1]! };
  if (SAD_DAY.test(quote)) return { key: 'comfort' };
  for (const [re, thing] of NEWS) {
    const m = re.exec(quote);
    if (m) return { key: 'news', thing: m[0].replace(re, thing) };
  }
  return { key: 'said' };
}

/**
 * One sentence for each answer a page owes, which the training pages use among their others (DIARY_SAYS in the recipe
 * takes them from here) and a led page opens with (diaryLead).
 */
export const DIARY_ANSWER_LEADS = {
  luck: 'good luck with the {thing}, {owner}!',
  news: '{owner} told me about the {thing}!',
  comfort: 'I hope {owner} feels better tomorrow.',
} as const satisfies Record<(typeof DIARY_ANSWER_KEYS)[number], string>;

/** The answers the day's log asks of a page, in log order: the words that would show each (any one of them), and how a led page opens with it. */
function diaryOwes(today: readonly string[], owner: string): { words: string[]; lead: string }[] {
  const out: { words: string[]; lead: string }[] = [];
  for (const entry of today) {
    const quote = ownerQuote(entry, owner);
    if (quote === null) continue;
    const a = answerFor(quote);
    if (a.key === 'said') continue;
    const lead = `\n${fill(DIARY_ANSWER_LEADS[a.key], { owner, thing: 'thing' in a ? a.thing : '' })}`;
    if (a.key === 'luck') out.push({ words: ['luck', ...wordsOf(a.thing)], lead });
    else if (a.key === 'news') out.push({ words: wordsOf(a.thing).filter((w) => w !== 'new' && w !== 'big'), lead });
    else out.push({ words: PAGE_COMFORT, lead });
  }
  return out;
}
/** Whether a page's words show one answer (any of its words). */
const gives = (body: string) => {
  const ws = new Set(wordsOf(body).map((w) => w.replace(/'s$/, '')));
  return (words: readonly string[]) => words.some((w) => ws.has(w) || ws.has(`${w}s`));
};

/** How many of the answers the day's log asks for a page gives (each one shown by any of its words). */
export function diaryAnswered(body: string, today: readonly string[], owner: string): { owed: number; given: number } {
  const owes = diaryOwes(today, owner);
  const shows = gives(body);
  return { owed: owes.length, given: owes.filter((o) => shows(o.words)).length };
}

/**
 * How a page opens when it is led to answer what the owner said (brain/turn.ts, after a page that was invalid or did
 * not answer it all): the day's first answer owed that `page` (the best page so far, if any) does not give; null when
 * the day owes none it lacks.
 */
export function diaryLead(today: readonly string[], owner: string, page = ''): string | null {
  const shows = gives(page);
  return diaryOwes(today, owner).find((o) => !shows(o.words))?.lead ?? null;
}
