/**
 * Writes tokenizer.json and tokenizer_config.json for GPT-2's byte-level BPE cut to its first K tokens.
 * Run: npx tsx models/recipe/tokenizer/make-tokenizer.ts [--k 8192] [--out models/tokenling-mini]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { truncatedGpt2Files } from './truncated-gpt2.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function main(): void {
  const { values } = parseArgs({ options: { k: { type: 'string', default: '8192' }, out: { type: 'string' } } });
  const k = Number(values.k);
  const files = truncatedGpt2Files(k);
  // --out is taken from the working directory, like any path argument; the default lives in the repo.
  const out = values.out ? resolve(values.out) : join(REPO_ROOT, 'models/tokenling-mini');
  mkdirSync(out, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(out, name), text);
  console.log(
    `wrote ${Object.keys(files).join(' and ')} to ${out}: GPT-2's first ${k} tokens + <|endoftext|> = vocab ${k + 1}`,
  );
}

main();
