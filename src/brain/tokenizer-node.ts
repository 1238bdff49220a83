/** Loads the tokenizer from a model folder on disk, for node (tests, CLI, training-data generator). */
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Tokenizer } from './tokenizer.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Reads modelDir/tokenizer.json; a relative modelDir is taken from the repo root, not the working directory. */
export function loadTokenizer(modelDir = 'models/tokenling-mini'): Tokenizer {
  const path = join(isAbsolute(modelDir) ? modelDir : join(REPO_ROOT, modelDir), 'tokenizer.json');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new Error(
      `cannot read ${path} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}); make it with: npx tsx models/recipe/tokenizer/make-tokenizer.ts`,
      { cause: e },
    );
  }
  return Tokenizer.fromJSON(JSON.parse(text));
}
