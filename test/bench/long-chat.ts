/**
 * Bench (e) in node: a scripted 100-turn chat with the app's rhythm (owner messages, offers, pats and
 * idle turns 8–20 s apart, the transcript growing past the context), played by the real sim and the
 * real model through the brain engine (a prompt cache per mode, fit()'s anchor), as the app's worker does.
 * Reports time to the first token (median, p90) and the share of prompt tokens reused.
 *
 *   npx tsx test/bench/long-chat.ts [--turns 100]
 */
import { parseArgs } from 'node:util';
import { BrainEngine } from '../../src/brain/engine.ts';
import { loadBrainNode } from '../../src/brain/node.ts';
import { advance, applyPetLine, newPet, offer, pat, say, transcriptStart, worldState, type PetState } from '../../src/sim/index.ts';
import { createRng, FOODS } from '../../src/world/index.ts';

const MESSAGES = ['hi!!', 'how are you today', 'i had pizza for lunch', 'do you like the snow?', 'lol ur funny', 'what are you doing',
  'i have a test tomorrow', 'tell me something', 'im back', 'guess what happened at school', 'u look happy', 'wanna play?'];

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { turns: { type: 'string', default: '100' } } });
  const turns = Number(values.turns);
  const brain = await loadBrainNode();
  const engine = new BrainEngine();
  engine.use(brain.lm, brain.tok);
  const rng = createRng(20261201);
  let pet: PetState = newPet({ name: 'Pip', owner: 'Sam', now: Date.UTC(2026, 11, 1, 9, 0), seed: 5 });
  const first: { mode: string; ms: number; prompt: number; reused: number }[] = [];
  for (let i = 0; i < turns; i++) {
    pet = advance(pet, pet.now + rng.int(8, 20) * 1000).pet;
    const roll = rng.next();
    let mode: 'chat' | 'idle' = 'chat';
    if (pet.pendingOffer) mode = 'chat';
    else if (roll < 0.45) pet = say(pet, rng.pick(MESSAGES)).pet;
    else if (roll < 0.55 && !pet.asleep) pet = offer(pet, 'food', rng.pick(FOODS)).pet;
    else if (roll < 0.62) pet = pat(pet).pet;
    else mode = 'idle';
    const t0 = performance.now();
    let firstAt: number | null = null;
    const turn = await engine.generate(i, { mode, state: worldState(pet), lines: pet.chat, start: transcriptStart(pet), seed: 1000 + i }, () => {
      firstAt ??= performance.now();
    });
    first.push({ mode, ms: (firstAt ?? performance.now()) - t0, prompt: turn.promptTokens, reused: turn.reusedTokens });
    pet = applyPetLine(pet, turn.body, pet.now).pet;
  }
  const ms = first.map((f) => f.ms);
  const prompt = first.reduce((a, f) => a + f.prompt, 0);
  const reused = first.reduce((a, f) => a + f.reused, 0);
  const out = {
    turns, chatLines: pet.chat.length,
    firstTokenMs: { median: Math.round(percentile(ms, 0.5)), p90: Math.round(percentile(ms, 0.9)) },
    reusedShare: Math.round((1000 * reused) / prompt) / 1000,
    promptTokensMean: Math.round(prompt / turns),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
  await brain.lm.release();
}

await main();
