/**
 * Checks probes.json: the schema, placeholders, and that every probe's earlier
 * lines are valid under the contract. Prints a count per kind.
 *
 *   npx tsx models/recipe/probe/check.ts [FILE]
 */
import { historyProblems, KINDS, loadProbes, probeScenario, PROBE_FILE } from './probes.ts';

const path = process.argv[2] ?? PROBE_FILE;
const file = loadProbes(path);
let bad = 0;
for (const p of file.probes) {
  probeScenario(p, file);
  for (const problem of historyProblems(p, file)) {
    bad += 1;
    process.stdout.write(`probe ${p.id}: ${problem}\n`);
  }
}
const counts = Object.fromEntries(KINDS.map((k) => [k, file.probes.filter((p) => p.kind === k).length]));
process.stdout.write(
  `${file.probes.length} probes\n${Object.entries(counts)
    .map(([k, n]) => `${k} ${n}`)
    .join('\n')}\n`,
);
if (bad) {
  process.stdout.write(`${bad} problems\n`);
  process.exit(1);
}
