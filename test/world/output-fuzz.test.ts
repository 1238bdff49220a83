/**
 * Output fuzz: bad lines from the model. Thousands of candidate pet lines
 * (random token strings from the real tokenizer, valid lines, and near-misses
 * of every kind) go through validateNext in several situations. A rejected line
 * must name real rules in words; an accepted one, applied to a sim pet in the
 * same situation, may only do what the contract allows there.
 */
import { describe, expect, it } from 'vitest';
import {
  applyPetLine,
  checkPetLine,
  createRng,
  lightsOff,
  offer,
  say,
  transcriptStart,
  worldState,
  type PetState,
  type Rng,
} from '../../src/sim/index.ts';
import { lookup, petLine, RULES, validateNext, type RuleId } from '../../src/world/index.ts';
import { loadTokenizer } from '../../src/brain/tokenizer-node.ts';
import { contextAfter, effectProblems, NEAR_MISSES, validBody, type LineContext } from '../helpers/fuzz.ts';
import { hatch } from '../sim/helpers.ts';

const tok = loadTokenizer();
const SEED = 0xbad0;
/** Candidates per situation for the random part (six situations). */
const PER_SITUATION = 1500;
/** Draws of each near-miss in each situation where it applies. */
const DRAWS_PER_MISS = 6;

const line = (pet: PetState, body: string) => applyPetLine(pet, body, pet.now).pet;

/** Sim pets in the situations a line can be written in, built with the owner's actions as the app would. */
function situations(): Record<string, PetState> {
  let awake = hatch(7);
  awake = say(awake, 'hi Mochi! I have a cat named Bo').pet;
  awake = line(awake, 'hi Sam [emote:wave] [remember:Sam has a cat named Bo]');
  // Free text may hold braces: a memory the validator accepts, and a diary page the model wrote.
  awake = line(awake, 'and the cat [remember:Sam calls the cat {Bo} for short]');
  awake = { ...awake, diary: ['We played {catch} in the rain. It was fun.'] };
  awake = say(awake, 'what time is it?').pet;

  let asleep = line(awake, 'so sleepy [emote:sleepy] [sleep]');
  asleep = lightsOff(asleep).pet;

  const offerPending = say(offer(awake, 'food', 'cookie').pet, 'here you go').pet;
  const offerAsleep = offer(asleep, 'bath').pet;

  let catchAccepted = line(offer(awake, 'catch').pet, 'yay [yes] [emote:happy]');
  catchAccepted = say(catchAccepted, 'ready?').pet;

  let twoSilent = line(awake, '[walk:left]');
  twoSilent = line(twoSilent, '[emote:happy] [want:play]');

  return {
    awake,
    asleep,
    'offer pending': offerPending,
    'offer while asleep': offerAsleep,
    'catch accepted': catchAccepted,
    'after two silent lines': twoSilent,
  };
}

/** The line context of a sim pet, read by the world's tracker, with the app's lookup results. */
function contextOf(pet: PetState): LineContext {
  return contextAfter(transcriptStart(pet), pet.chat, (name, arg) => lookup(worldState(pet), name, arg));
}

/** Random token ids decoded as the brain decodes them: up to the first newline, trimmed. */
function tokenBody(rng: Rng, maxTokens = 24): string {
  const ids = Array.from({ length: rng.int(1, maxTokens) }, () => rng.int(0, tok.vocabSize - 1)).filter(
    (id) => id !== tok.eot,
  );
  return tok
    .decode(ids)
    .replace(/\n[\s\S]*$/, '')
    .trim();
}

/** What a rejected line's verdict must say: known rules, each with a message that names the problem. */
function verdictProblems(
  violations: { line: number; rule: RuleId; message: string }[],
  candidateLine: number,
): string[] {
  const out: string[] = [];
  for (const v of violations) {
    if (!Object.prototype.hasOwnProperty.call(RULES, v.rule)) out.push(`unknown rule ${v.rule}`);
    if (typeof v.message !== 'string' || v.message.trim().length < 10)
      out.push(`rule ${v.rule} has no real message: ${JSON.stringify(v.message)}`);
    if (v.line !== candidateLine) out.push(`violation on line ${v.line}, not the candidate`);
  }
  return out;
}

describe('output fuzz: bad lines from the model', () => {
  const pets = situations();

  it('builds its situations as the validator reads them', () => {
    const ctx = Object.fromEntries(Object.entries(pets).map(([k, p]) => [k, contextOf(p)]));
    expect(ctx.awake).toMatchObject({ asleep: false, pendingOffer: null });
    expect(ctx.asleep).toMatchObject({ asleep: true, pendingOffer: null });
    expect(ctx['offer pending']).toMatchObject({ asleep: false, pendingOffer: 'food' });
    expect(ctx['offer while asleep']).toMatchObject({ asleep: true, pendingOffer: 'bath' });
    expect(ctx['catch accepted']).toMatchObject({ asleep: false, pendingOffer: null });
    expect(pets['catch accepted']!.catchAwaiting).toBe(true);
    expect(ctx['after two silent lines']).toMatchObject({ asleep: false, pendingOffer: null, silentRun: 2 });
    for (const p of Object.values(pets)) expect(p.chat.length).toBeGreaterThan(2);
  });

  it('rejects each near-miss with its own rule, in every situation it applies to', () => {
    const rng = createRng(SEED);
    const seen = new Set<string>();
    let count = 0;
    for (const [name, pet] of Object.entries(pets)) {
      const ctx = contextOf(pet);
      const start = transcriptStart(pet);
      for (const miss of NEAR_MISSES.filter((m) => m.applies(ctx))) {
        for (let i = 0; i < DRAWS_PER_MISS; i++) {
          const body = miss.make(rng, ctx);
          const verdict = validateNext(start, pet.chat, petLine(pet.name, body));
          const where = `${miss.name} in "${name}": ${JSON.stringify(body)}`;
          expect(verdict.valid, where).toBe(false);
          expect(
            verdict.violations.map((v) => v.rule),
            where,
          ).toContain(miss.rule);
          expect(verdictProblems(verdict.violations, pet.chat.length + 1), where).toEqual([]);
          // The sim's check is the same check, plus the grounding rules (tested in grounding.test.ts).
          const sim = checkPetLine(pet, body);
          expect(sim.valid, where).toBe(false);
          expect(sim.violations.slice(0, verdict.violations.length), where).toEqual(verdict.violations);
          seen.add(miss.name);
          count += 1;
        }
      }
    }
    expect([...seen].sort()).toEqual(NEAR_MISSES.map((m) => m.name).sort());
    expect(count).toBeGreaterThan(800);
  });

  it('accepts the lines the contract allows in each situation', () => {
    const rng = createRng(SEED + 1);
    for (const [name, pet] of Object.entries(pets)) {
      const ctx = contextOf(pet);
      for (let i = 0; i < 60; i++) {
        const body = validBody(rng, ctx, ctx.silentRun < 2 && rng.chance(0.2));
        // The contract's rules; the grounding rules (what the state makes true) are grounding.test.ts's.
        const verdict = validateNext(transcriptStart(pet), pet.chat, petLine(pet.name, body));
        expect(verdict, `"${name}": ${JSON.stringify(body)}`).toEqual({ valid: true, violations: [] });
      }
    }
  });

  it('names every problem of thousands of candidates, and a valid one only does what the situation allows', () => {
    const rng = createRng(SEED + 2);
    const tally = { candidates: 0, valid: 0, randomTokens: 0, randomValid: 0, rejected: 0 };
    const rulesSeen = new Set<string>();
    for (const [name, pet] of Object.entries(pets)) {
      const ctx = contextOf(pet);
      const start = transcriptStart(pet);
      for (let i = 0; i < PER_SITUATION; i++) {
        const r = rng.next();
        let body: string;
        let random = false;
        if (r < 0.45) {
          body = tokenBody(rng);
          random = true;
        } else if (r < 0.6) {
          // A valid line with model noise inside it.
          const base = validBody(rng, ctx);
          const noise = tokenBody(rng, 4);
          body = rng.chance(0.5) ? `${base} ${noise}` : `${noise} ${base}`;
        } else if (r < 0.8) {
          body = validBody(rng, ctx);
        } else {
          const misses = NEAR_MISSES.filter((m) => m.applies(ctx));
          body = rng.pick(misses).make(rng, ctx);
        }
        const verdict = validateNext(start, pet.chat, petLine(pet.name, body));
        tally.candidates += 1;
        if (random) tally.randomTokens += 1;
        const where = `"${name}": ${JSON.stringify(body)}`;
        if (!verdict.valid) {
          tally.rejected += 1;
          expect(verdict.violations.length, where).toBeGreaterThan(0);
          expect(verdictProblems(verdict.violations, pet.chat.length + 1), where).toEqual([]);
          for (const v of verdict.violations) rulesSeen.add(v.rule);
          continue;
        }
        expect(verdict.violations, where).toEqual([]);
        tally.valid += 1;
        if (random) tally.randomValid += 1;
        // Applying it must never throw, and its effects must be allowed here.
        const result = applyPetLine(pet, body, pet.now);
        expect(effectProblems(pet, body, result), where).toEqual([]);
        // The next line is validated from the new state without surprises.
        expect(checkPetLine(result.pet, 'hmm [dream:moon]').valid, where).toBe(result.pet.asleep);
      }
    }
    expect(tally.candidates).toBeGreaterThanOrEqual(5000);
    expect(tally.randomTokens).toBeGreaterThan(2000);
    expect(tally.valid).toBeGreaterThan(1000);
    expect(tally.rejected).toBeGreaterThan(2000);
    expect(tally.randomValid).toBeGreaterThan(0);
    expect(rulesSeen.size).toBeGreaterThan(15);
    console.log(`output fuzz: ${JSON.stringify(tally)}; rules seen: ${[...rulesSeen].sort().join(', ')}`);
  }, 120_000);
});
