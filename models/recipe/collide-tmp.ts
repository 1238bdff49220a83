import { loadProbes, normalMessage as normal, BLIND_FRIEND2_FILE, BLIND_LIFE3_FILE } from './probe/probes.ts';
import { OWNER_INTENTS, TIME_PARTS, FACTS } from './data/phrases.ts';
import { ownerPhrasings } from './data/session.ts';
import { FACT_OPENERS, toldFact } from './data/facts.ts';
import { createRng } from '../../src/sim/index.ts';
const bank = new Set<string>();
for (const intent of OWNER_INTENTS)
  for (const split of ['train', 'heldout'] as const) for (const s of ownerPhrasings(intent, split)) bank.add(normal(s));
for (const o of TIME_PARTS.openers) for (const c of TIME_PARTS.cores) for (const e of TIME_PARTS.closers) bank.add(normal(`${o}${c}${e}`));
const r = createRng(2026);
for (let i = 0; i < 6000; i++) { const f = toldFact(r); for (const a of f.asks) bank.add(normal(a)); for (const op of FACT_OPENERS) bank.add(normal(`${op}${f.say}`)); }
for (const f of FACTS) bank.add(normal(f.say));
for (const path of [BLIND_FRIEND2_FILE, BLIND_LIFE3_FILE]) {
  const file = loadProbes(path);
  for (const p of file.probes) {
    if (p.say === undefined) continue;
    const t = normal(p.say, p);
    if (t.split(' ').length >= 3 && bank.has(t)) console.log(`${p.id}\t${p.say}`);
  }
}
