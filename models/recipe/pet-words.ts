/**
 * Writes src/world/pet-words.ts: every word the training data's pet lines and diary pages use on their own, that is,
 * a word the prompt did not hold when the line was written (names, told facts and the owner's words come
 * from the prompt and are allowed there at runtime, so they stay out of the list). Two sources:
 *   - the pet's phrase banks (the diary's sentences among them) and the world's word lists, read whole (their {slots} dropped);
 *   - the lines of many generated sessions, for words the planner composes in code.
 * The validator's unknown-word rule and the line grammar read the list (src/world/known-words.ts).
 *
 *   npx tsx models/recipe/pet-words.ts [--sessions 2500] [--check]
 * --check writes nothing and fails when the committed list lacks a word (test/models/generator.test.ts uses
 * fresh seeds the same way).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { worldState } from '../../src/sim/index.ts';
import * as WORDS from '../../src/world/words.ts';
import { NOT_NAMES, readLine, SONG_VERSES } from '../../src/world/index.ts';
import * as PERSONA from '../../src/world/persona.ts';
import { COMPOSED_WORDS } from './data/mind-life.ts';
import { inForms, wordsOfPrompt, vocabularyForm } from '../../src/world/known-words.ts';
import { DIARY_SAYS, PET_SAYS, SLEEP_MUMBLES, SLEEPY_YES, TRAIT_FLOURISH } from './data/phrases.ts';
import { SessionPlayer } from './data/session.ts';

const OUT = new URL('../../src/world/pet-words.ts', import.meta.url).pathname;

/** Every string inside a value (arrays and objects walked). */
function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v && typeof v === 'object') return Object.values(v).flatMap(strings);
  return [];
}

/** The words of a pet line's text, outside its tags and lookup results, less those of the results before them (copied from them). */
export function lineWords(body: string): string[] {
  const results = new Set<string>();
  const out: string[] = [];
  for (const g of readLine(body).segments) {
    if (g.kind === 'tag' && g.result !== undefined) for (const w of vocabularyForm(g.result)) results.add(w);
    if (g.kind === 'text') out.push(...vocabularyForm(g.text).filter((w) => !inForms(w, (f) => results.has(f))));
  }
  return out;
}

/** The words pet lines of `sessions` generated sessions use without the prompt holding them. */
export function sampledWords(seeds: Iterable<number>, into = new Set<string>()): Set<string> {
  for (const seed of seeds) {
    for (const split of ['train', 'heldout'] as const) {
      const player = new SessionPlayer(seed, split, seed % 4 === 0 ? 0.4 : 0.1);
      player.onPetLine = (pet, body) => {
        const prompt = wordsOfPrompt(worldState(pet), pet.chat);
        for (const w of lineWords(body)) if (!inForms(w, (f) => prompt.has(f))) into.add(w);
      };
      player.chat(10 + (seed % 40));
    }
  }
  return into;
}

/** The banks' and the world's words. */
export function bankWords(): Set<string> {
  // The diary's sentences too: a diary page keeps to known words as a chat line does.
  const texts = [
    ...strings(PET_SAYS),
    ...strings(DIARY_SAYS),
    ...SLEEP_MUMBLES,
    ...SLEEPY_YES,
    ...strings(TRAIT_FLOURISH),
    ...strings(WORDS),
    // The persona's favourites fill a bank's placeholders ({colour}, {song}…): the pet says them on its own.
    ...strings(PERSONA),
    ...strings(SONG_VERSES),
    ...COMPOSED_WORDS,
    ...NOT_NAMES,
  ];
  return new Set(texts.flatMap((t) => vocabularyForm(t.replace(/\{[^}]*\}/g, ' '))));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { sessions: { type: 'string', default: '2500' }, check: { type: 'boolean', default: false } },
  });
  const n = Number(values.sessions);
  const t0 = Date.now();
  const words = sampledWords(
    Array.from({ length: n }, (_, i) => 900_001 + i),
    bankWords(),
  );
  const sorted = [...words].sort();
  if (values.check) {
    const { PET_WORDS } = await import('../../src/world/pet-words.ts');
    const have = new Set(PET_WORDS);
    const missing = sorted.filter((w) => !have.has(w));
    console.log(
      `${sorted.length} words in ${n} sessions and the banks; ${missing.length} not in src/world/pet-words.ts${missing.length ? `: ${missing.join(' ')}` : ''}`,
    );
    process.exit(missing.length ? 1 : 0);
  }
  const lines: string[] = [];
  let line = '';
  for (const w of sorted) {
    if (line.length + w.length + 1 > 110) {
      lines.push(line);
      line = '';
    }
    line += (line ? ' ' : '') + w;
  }
  if (line) lines.push(line);
  const before = (() => {
    try {
      return readFileSync(OUT, 'utf8');
    } catch {
      return '';
    }
  })();
  const text = `/**
 * The pet's own words: every word its training lines and diary pages use without the prompt holding it, written by
 * models/recipe/pet-words.ts (${n} generated sessions and the phrase banks; do not edit by hand). A new pet
 * line or diary page may use these and any word of its prompt (names, the owner's words, remembered facts), nothing
 * else: the validator's unknown-word rule, kept while sampling by the line grammar (src/world/known-words.ts).
 */
export const PET_WORDS: readonly string[] = \`
${lines.join('\n')}
\`.split(/\\s+/).filter(Boolean);
`;
  writeFileSync(OUT, text);
  console.log(
    `${sorted.length} words (${before === text ? 'unchanged' : 'written'}) -> ${OUT} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}
