/**
 * Diary pages with and without the diary grammar, one try each, on 40 held-out days (fixed seeds):
 *   npx tsx models/recipe/diary-check.ts [--model DIR] [--n 40]
 * Prints, per setting, the valid pages, the time a page takes and the rules the invalid ones broke.
 */
import { parseArgs } from 'node:util';
import { generate } from '../../src/brain/generate.ts';
import { loadBrainNode } from '../../src/brain/node.ts';
import { SessionPlayer } from './data/session.ts';

const { values } = parseArgs({
  options: { model: { type: 'string', default: 'models/tokenling-mini' }, n: { type: 'string', default: '40' } },
});
const brain = await loadBrainNode(values.model);
const n = Number(values.n);
for (const grammar of [false, true]) {
  let ok = 0;
  let ms = 0;
  const rules: Record<string, number> = {};
  for (let i = 0; i < n; i++) {
    const seed = 4242 + 5_000_000 + i;
    const state = new SessionPlayer(seed, 'heldout').diaryState(1 + (i % 20));
    const t0 = performance.now();
    const r = await generate(
      brain.lm,
      brain.tok,
      { mode: 'diary', state, lines: [], start: { pet: state.pet.name, owner: state.owner, asleep: false }, seed },
      { grammar },
    );
    ms += performance.now() - t0;
    if (r.verdict.valid) ok += 1;
    for (const v of r.verdict.violations) rules[v.rule] = (rules[v.rule] ?? 0) + 1;
  }
  console.log(JSON.stringify({ grammar, valid: `${ok}/${n}`, msPerPage: Math.round(ms / n), rules }));
}
await brain.lm.release();
