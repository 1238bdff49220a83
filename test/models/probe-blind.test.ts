/**
 * The probe set stays blind: no probe's message is one the generator can write
 * (its phrase banks, the composed time questions, the told facts), and none
 * appears among the owner lines of generated samples.
 */
import { describe, expect, it } from 'vitest';
import {
  BLIND_ACTS_FILE,
  BLIND_FEELINGS_FILE,
  BLIND_FRIEND_FILE,
  BLIND_LIFE_FILE,
  BLIND_LIFE2_FILE,
  BLIND_FRIEND2_FILE,
  BLIND_LIFE3_FILE,
  BLIND_FRIEND3_FILE,
  BLIND_LIFE4_FILE,
  BLIND_LIFE5_FILE,
  BLIND_MEMORY_FILE,
  BLIND_QUESTIONS_FILE,
  loadProbes,
  normalMessage as normal,
  PROBE_FILE,
} from '../../models/recipe/probe/probes.ts';
import { FACTS, OWNER_INTENTS, TIME_PARTS } from '../../models/recipe/data/phrases.ts';
import { FACT_OPENERS, toldFact } from '../../models/recipe/data/facts.ts';
import { createRng } from '../../src/sim/index.ts';
import { ownerPhrasings, SessionPlayer } from '../../models/recipe/data/session.ts';

describe.each([
  { set: 'the probe set', path: PROBE_FILE, least: 300 },
  { set: 'the blind body and name questions', path: BLIND_QUESTIONS_FILE, least: 60 },
  { set: 'the blind told facts and memory questions', path: BLIND_MEMORY_FILE, least: 59 },
  { set: 'the blind requests to act', path: BLIND_ACTS_FILE, least: 54 },
  { set: 'the blind thanks, praise, feelings and questions outside the world', path: BLIND_FEELINGS_FILE, least: 57 },
  { set: 'the blind memory, feelings, serious and honesty messages', path: BLIND_FRIEND_FILE, least: 100 },
  { set: 'the blind favourites, play, love and now questions', path: BLIND_LIFE_FILE, least: 320 },
  { set: 'the second blind set of what children ask a pet', path: BLIND_LIFE2_FILE, least: 340 },
  { set: 'the second blind set of remembering and answering like a friend', path: BLIND_FRIEND2_FILE, least: 96 },
  { set: 'the third blind set of what children ask a pet', path: BLIND_LIFE3_FILE, least: 320 },
  { set: 'the third blind set of remembering and answering like a friend', path: BLIND_FRIEND3_FILE, least: 80 },
  { set: 'the fourth blind set of what children ask a pet', path: BLIND_LIFE4_FILE, least: 300 },
  { set: 'the fifth blind set of what children ask a pet', path: BLIND_LIFE5_FILE, least: 200 },
])('$set is blind', ({ path, least }) => {
  const file = loadProbes(path);
  const probes = file.probes.filter((p) => p.say !== undefined);
  // Messages of only a word or two ("hi", "thanks") are everybody's: the test is about real phrasings.
  const phrasings = probes
    .map((p) => ({ id: p.id, text: normal(p.say!, p) }))
    .filter((p) => p.text.split(' ').length >= 3);

  it(`has at least ${least} probes with a rubric each`, () => {
    expect(file.probes.length).toBeGreaterThanOrEqual(least);
    for (const p of file.probes) expect(p.must.length, p.id).toBeGreaterThan(0);
  });

  it("shares no phrasing with the generator's banks", () => {
    const bank = new Set<string>();
    for (const intent of OWNER_INTENTS)
      for (const split of ['train', 'heldout'] as const)
        for (const s of ownerPhrasings(intent, split)) bank.add(normal(s));
    for (const o of TIME_PARTS.openers)
      for (const c of TIME_PARTS.cores) for (const e of TIME_PARTS.closers) bank.add(normal(`${o}${c}${e}`));
    expect(phrasings.filter((p) => bank.has(p.text)).map((p) => `${p.id}: ${p.text}`)).toEqual([]);
  });

  it('shares no phrasing with the told facts and the questions that ask for them', () => {
    // Each composed fact draws 6–12 of its template's questions: 6,000 draws hold every question of every template
    // (such as "where do i live?" and "what school do i go to again").
    const r = createRng(2026);
    const told = new Set<string>();
    for (let i = 0; i < 6000; i++) {
      const f = toldFact(r);
      for (const ask of f.asks) told.add(normal(ask));
      for (const opener of FACT_OPENERS) told.add(normal(`${opener}${f.say}`));
    }
    for (const f of FACTS) told.add(normal(f.say));
    expect(told.size).toBeGreaterThan(10_000);
    expect(phrasings.filter((p) => told.has(p.text)).map((p) => `${p.id}: ${p.text}`)).toEqual([]);
  }, 60_000);

  it('shares no phrasing with the owner lines of generated samples', () => {
    const said = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const sample = new SessionPlayer(900_000 + i, 'train', 0.3).chat(5 + (i % 30));
      for (const t of sample.ownerTexts) said.add(normal(t));
    }
    expect(said.size).toBeGreaterThan(2000);
    expect(phrasings.filter((p) => said.has(p.text)).map((p) => `${p.id}: ${p.text}`)).toEqual([]);
  }, 60_000);
});
