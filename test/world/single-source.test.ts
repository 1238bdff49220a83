/**
 * The world's word lists, tags and templates exist once. This scans the tree
 * for another copy: a literal list mostly made of one world list's words (words.ts,
 * the tags, and every word family of src/world/lexicon/), or a world template written
 * out again.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as words from '../../src/world/words.ts';
import { EVENT_TEMPLATES, PROMPT_STYLE, TAG_NAMES } from '../../src/world/index.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Every word family of the lexicon, by file: a new family is scanned for as soon as it is written. */
const LEXICON = import.meta.glob<Record<string, unknown>>('../../src/world/lexicon/*.ts', { eager: true });
const lexiconPath = (key: string) => `src/world/lexicon/${key.split('/').at(-1)}`;
const OWNERS = new Set([
  'src/world/words.ts',
  'src/world/events.ts',
  'src/world/style.ts',
  'src/world/tags.ts',
  ...Object.keys(LEXICON).map(lexiconPath),
]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Generated files (test output, training data and runs: git-ignored) are not sources.
    if (
      name === 'node_modules' ||
      name.startsWith('.') ||
      ['test/output', 'models/recipe/runs'].includes(relative(root, path)) ||
      /^models\/recipe\/out/.test(relative(root, path))
    )
      return [];
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|js|mjs|py|json)$/.test(name) ? [path] : [];
  });
}

const sources = ['src', 'test', 'models', 'scripts']
  .flatMap((d) => {
    try {
      return files(join(root, d));
    } catch {
      return [];
    }
  })
  .map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }))
  // This file shows the scan a deliberate copy, so it skips itself.
  // Fixtures and the frozen probe set are recorded data (transcripts as written then), not templates.
  .filter(
    (f) =>
      !OWNERS.has(f.path) &&
      !f.path.startsWith('test/fixtures/') &&
      f.path !== 'models/recipe/probe/probes.json' &&
      f.path !== 'test/world/single-source.test.ts',
  );

const lists: Record<string, readonly string[]> = {
  ...Object.fromEntries(Object.entries(words).filter(([, v]) => Array.isArray(v)) as [string, readonly string[]][]),
  ...Object.fromEntries(Object.entries(words.STAT_WORDS).map(([k, v]) => [`STAT_WORDS.${k}`, v])),
  TAG_NAMES,
  ...Object.fromEntries(
    Object.entries(LEXICON).flatMap(([path, mod]) =>
      Object.entries(mod)
        .map(([name, v]): readonly [string, unknown] => [`${lexiconPath(path)} ${name}`, v instanceof Set ? [...v] : v])
        .filter(
          (e): e is readonly [string, string[]] => Array.isArray(e[1]) && e[1].every((w) => typeof w === 'string'),
        ),
    ),
  ),
};

/** Literal lists of 3+ quoted strings, e.g. ['a', 'b', 'c'] or ["a", "b", "c"]. */
function literalLists(text: string): string[][] {
  const out: string[][] = [];
  for (const m of text.matchAll(/\[\s*((?:(['"])[^'"\n]*\2\s*,\s*){2,}(['"])[^'"\n]*\3\s*,?\s*)\]/g)) {
    out.push([...m[1]!.matchAll(/(['"])([^'"\n]*)\1/g)].map((x) => x[2]!));
  }
  return out;
}

/** The world lists a file's literal lists copy: mostly made of the list's words, and holding at least half of the list (a chosen subset is a new table). */
function copies(path: string, text: string): string[] {
  const out: string[] = [];
  for (const lit of literalLists(text)) {
    for (const [name, list] of Object.entries(lists)) {
      const shared = lit.filter((w) => list.includes(w));
      if (shared.length >= 3 && shared.length >= lit.length * 0.6 && shared.length >= list.length / 2)
        out.push(`${path}: [${lit.join(', ')}] copies ${name}`);
    }
  }
  return out;
}

describe('single source', () => {
  it('no file repeats a world word list', () => {
    expect(sources.flatMap((f) => copies(f.path, f.text))).toEqual([]);
  });

  it('scans every word family of the lexicon', () => {
    const families = [
      'self.ts OWNER_SELF',
      'self.ts TO_PET',
      'bye.ts GOODBYES',
      'greet.ts GREETINGS',
      'time.ts MEALS',
      'look.ts WEATHER_TALK',
      'feelings.ts COMFORT',
      'names.ts NOT_NAMES',
    ];
    expect(families.filter((f) => !lists[`src/world/lexicon/${f}`])).toEqual([]);
  });

  it('would catch a lexicon family written again', () => {
    expect(copies('x.ts', "const LEAVING = ['bye', 'gtg', 'goodbye', 'brb'];")).toEqual([
      'x.ts: [bye, gtg, goodbye, brb] copies src/world/lexicon/bye.ts GOODBYES',
    ]);
  });

  it('no file writes out an event or header template again', () => {
    const templates = [
      ...Object.values(EVENT_TEMPLATES),
      ...PROMPT_STYLE.chat.header.map((h) => h.template),
      ...PROMPT_STYLE.diary.header.map((h) => h.template),
    ];
    const copies = sources.flatMap((f) => templates.filter((t) => f.text.includes(t)).map((t) => `${f.path}: "${t}"`));
    expect(copies).toEqual([]);
  });

  it('the scan would catch a copy', () => {
    expect(literalLists("const x = ['strawberry', 'cookie', 'apple'];")).toEqual([['strawberry', 'cookie', 'apple']]);
  });
});
