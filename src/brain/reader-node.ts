/** Loads the learned reader of the owner's words from a model folder on disk, for node (tests, CLI, evaluation). */
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LearnedReader } from '../world/reader.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Reads modelDir/reader.bin; a relative modelDir is taken from the repo root, not the working directory. */
export function loadReaderNode(modelDir = 'models/tokenling-mini'): LearnedReader {
  const path = join(isAbsolute(modelDir) ? modelDir : join(REPO_ROOT, modelDir), 'reader.bin');
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(path));
  } catch (e) {
    throw new Error(
      `cannot read ${path} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}); make it with: npx tsx models/recipe/reader/train.ts`,
      { cause: e },
    );
  }
  return LearnedReader.fromBytes(bytes);
}
