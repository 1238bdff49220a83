/** A diary page tells the day's log and nothing else: no names, weather, star counts, foods or gifts beyond it. */
import { FOODS, GIFTS, WEATHERS } from './words.ts';
import type { WorldState } from './state.ts';
import { isOwnerQuote } from './prompt.ts';
import type { RuleId, Violation } from './rules.ts';
import { NOT_A_NAME } from './lexicon/names.ts';
import { wordsOf, sameWord } from './text.ts';

/** Number words a page may write a star count with. */
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five'];

/** Weather words of a page, read as the header's weathers. */
export const WEATHER_FORMS: Record<string, string> = {
  ...Object.fromEntries(WEATHERS.map((w) => [w, w])),
  raining: 'rainy',
  rained: 'rainy',
  snowing: 'snowy',
  snowed: 'snowy',
  sunshine: 'sunny',
};

/** Where a diary page's sentences break: the name rule reads one sentence at a time (the diary grammar judges the last). */
export const DIARY_SENTENCE_BREAK = /[.!?]+\s*|\n/;

/** Grounding violations of a diary page: names, weather, star counts, foods and gifts beyond the header and the day's log. */
export function diaryGroundingViolations(
  body: string,
  state: Pick<WorldState, 'weather' | 'today' | 'owner'> & { pet: { name: string } },
): Violation[] {
  const out: Violation[] = [];
  const add = (rule: RuleId, message: string) => out.push({ line: 1, rule, message });
  const prose = body
    .split('\n')
    .filter((l) => !/^\s*\[doodle:/.test(l))
    .join('\n');
  const ws = wordsOf(prose);
  const log = state.today.join(' ; ').toLowerCase();
  const logWords = wordsOf(log);
  const ownerNames = new Set([...wordsOf(state.owner), ...wordsOf(state.pet.name)]);
  // Names: capitalised words inside a sentence (not its first word) that are neither the pet's nor the owner's.
  for (const sentence of prose.split(DIARY_SENTENCE_BREAK)) {
    const caps = sentence
      .trim()
      .split(/\s+/)
      .slice(1)
      .map((w) => w.replace(/^[^\p{L}]+|[^\p{L}']+$/gu, ''))
      .filter((w) => /^\p{Lu}/u.test(w));
    for (const c of caps) {
      const w = c.toLowerCase().replace(/'s$/, '');
      if (wordsOf(w).every((x) => ownerNames.has(x)) || NOT_A_NAME.has(w) || logWords.includes(w)) continue;
      add('diary-name', `the page names "${c}"; a diary names only ${state.pet.name} and ${state.owner}`);
    }
  }
  const weathers = new Set(ws.map((w) => WEATHER_FORMS[w]).filter((w): w is string => !!w && w !== state.weather));
  for (const w of weathers) add('diary-weather', `the page says it was ${w} but the day was ${state.weather}`);
  // Stars come from the app's own entries: an owner quote saying "played catch (5 stars)" is words, not a game.
  const events = state.today
    .filter((e) => !isOwnerQuote(e, state.owner))
    .join(' ; ')
    .toLowerCase();
  const logged = new Set([...events.matchAll(/played catch \((\d+) stars?\)/g)].map((m) => Number(m[1])));
  for (const m of prose
    .toLowerCase()
    .matchAll(/\b(\d+|zero|one|two|three|four|five)\s+(?:shiny\s+|little\s+|big\s+|whole\s+)?stars?\b/g)) {
    const n = /\d/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS.indexOf(m[1]!);
    if (!logged.has(n))
      add(
        'diary-stars',
        `the page says ${m[0]} but ${logged.size ? `the day's catch got ${[...logged].join(' and ')}` : 'no catch was played today'}`,
      );
  }
  for (const food of FOODS) {
    if (ws.some((w) => sameWord(w, food)) && !logWords.some((w) => sameWord(w, food)))
      add('diary-food', `the page mentions ${food}, which the day's log does not hold`);
  }
  for (const gift of GIFTS) {
    const re = new RegExp(`\\b(?:a|an|the|my|some)\\s+${gift}s?\\b`, 'i');
    if (re.test(prose) && !logWords.some((w) => sameWord(w, gift)))
      add('diary-gift', `the page mentions a ${gift}, which the day's log does not hold`);
  }
  return out;
}
