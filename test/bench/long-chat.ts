/**
 * Bench (e): a scripted 100-turn chat with the app's rhythm (owner messages, food offers, pats, idle
 * turns 8–20 s apart, the transcript growing past both contexts), played by the real sim and the real
 * model, through the same calls the app makes: after each change the controller asks for warm-ups of
 * both modes (not awaited) and then the turn, which stops them; between turns the warm-ups finish
 * (8–20 s pass in the app; here the clock is the sim's, so the script waits for them instead).
 * Reports time to the first token (median, p90, by mode) and the share of prompt tokens reused.
 *
 *   npx tsx test/bench/long-chat.ts [--turns 100]     (node; the Chromium row is in npm run bench)
 */
import { parseArgs } from 'node:util';
import type { GenerateRequest } from '../../src/brain/generate.ts';
import type { TurnMessage } from '../../src/brain/protocol.ts';
import type { WarmRequest } from '../../src/brain/warm.ts';
import {
  advance,
  applyPetLine,
  newPet,
  offer,
  pat,
  say,
  transcriptStart,
  worldState,
  type PetState,
} from '../../src/sim/index.ts';
import { createRng, FOODS } from '../../src/world/index.ts';

const MESSAGES = [
  'hi!!',
  'how are you today',
  'i had pizza for lunch',
  'do you like the snow?',
  'lol ur funny',
  'what are you doing',
  'i have a test tomorrow',
  'tell me something',
  'im back',
  'guess what happened at school',
  'u look happy',
  'wanna play?',
];

/** How the chat reaches a brain: warm-ups sent without waiting, a timed turn, and a wait for warm-ups to end. */
export interface ChatDriver {
  /**
   * Sends warm-ups (as the controller does after a change), then runs the turn; the first text's time from the call, and
   * the whole turn's. A reply to the owner's words streams its chosen line whole (src/brain/turn.ts), so its first text is the line shown.
   */
  turn(
    warm: WarmRequest[],
    request: GenerateRequest,
  ): Promise<{ turn: TurnMessage; firstTextMs: number; totalMs: number }>;
  /** Sends warm-ups and waits until they are done (the gap between turns). */
  settle(warm: WarmRequest[]): Promise<void>;
}

export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
}

/** How many, the median, the 90th percentile and the slowest of some times. */
function spread(xs: readonly number[]) {
  return { turns: xs.length, median: percentile(xs, 0.5), p90: percentile(xs, 0.9), max: Math.max(...xs) };
}

/** What the controller warms after a change: the next chat and idle turns from this state. */
function warmsFor(pet: PetState): WarmRequest[] {
  const state = worldState(pet);
  return (['chat', 'idle'] as const).map((mode) => ({ mode, state, lines: pet.chat }));
}

/** Plays the chat; the same script (seeded) in node and in Chromium. */
export async function longChat(driver: ChatDriver, turns = 100, warm = true) {
  const rng = createRng(20261201);
  let pet: PetState = newPet({ name: 'Pip', owner: 'Sam', now: Date.UTC(2026, 11, 1, 9, 0), seed: 5 });
  const rows: { mode: string; said: boolean; ms: number; totalMs: number; prompt: number; reused: number }[] = [];
  /** Every 10th turn's request, for transformers.js to run the same prompts (it keeps no cache between calls). */
  const sampled: GenerateRequest[] = [];
  for (let i = 0; i < turns; i++) {
    pet = advance(pet, pet.now + rng.int(8, 20) * 1000).pet;
    const roll = rng.next();
    let mode: 'chat' | 'idle' = 'chat';
    let said = false;
    if (pet.pendingOffer) mode = 'chat';
    else if (roll < 0.45) {
      pet = say(pet, rng.pick(MESSAGES)).pet;
      said = true;
    } else if (roll < 0.55 && !pet.asleep) pet = offer(pet, 'food', rng.pick(FOODS)).pet;
    else if (roll < 0.62) pet = pat(pet).pet;
    else mode = 'idle';
    const request: GenerateRequest = {
      mode,
      state: worldState(pet),
      lines: pet.chat,
      start: transcriptStart(pet),
      seed: 1000 + i,
    };
    // An owner action is saved first, and the save asks for warm-ups of the other mode than the turn that follows
    // (the controller's warmAhead); an idle turn follows no change.
    const { turn, firstTextMs, totalMs } = await driver.turn(
      warm && mode === 'chat' ? warmsFor(pet).filter((w) => w.mode !== mode) : [],
      request,
    );
    rows.push({ mode, said, ms: firstTextMs, totalMs, prompt: turn.promptTokens, reused: turn.reusedTokens });
    if (i % 10 === 0) sampled.push(request);
    pet = applyPetLine(pet, turn.body, pet.now).pet;
    if (warm) await driver.settle(warmsFor(pet));
  }
  const ms = rows.map((f) => f.ms);
  const prompt = rows.reduce((a, f) => a + f.prompt, 0);
  const reused = rows.reduce((a, f) => a + f.reused, 0);
  const of = (mode: string) => rows.filter((r) => r.mode === mode).map((r) => r.ms);
  const replies = rows.filter((r) => r.said);
  const others = rows.filter((r) => !r.said);
  return {
    turns,
    warm,
    chatLines: pet.chat.length,
    firstTokenMs: spread(ms),
    chatFirstTokenMs: spread(of('chat')),
    idleFirstTokenMs: spread(of('idle')),
    // What a person waits for after sending a message: the reply's line shown (its candidates drawn and one chosen).
    replyShownMs: spread(replies.map((r) => r.ms)),
    // The reply's whole turn: before candidates were chosen (streamed) this is when the line was complete.
    replyLineMs: spread(replies.map((r) => r.totalMs)),
    // Every other turn's whole line (events, pats, idle): they stream, so the first text comes sooner.
    otherLineMs: spread(others.map((r) => r.totalMs)),
    reusedShare: reused / prompt,
    promptTokensMean: prompt / turns,
    sampled,
  };
}

async function main(): Promise<void> {
  const { BrainEngine } = await import('../../src/brain/engine.ts');
  const { loadBrainNode } = await import('../../src/brain/node.ts');
  const { values } = parseArgs({
    options: { turns: { type: 'string', default: '100' }, 'no-warm': { type: 'boolean', default: false } },
  });
  const brain = await loadBrainNode();
  const engine = new BrainEngine();
  engine.use(brain.lm, brain.tok, brain.reader);
  let id = 0;
  const driver: ChatDriver = {
    async turn(warm, request) {
      for (const w of warm) void engine.warm(w);
      const t0 = performance.now();
      let first: number | null = null;
      const turn = await engine.generate(++id, request, () => {
        first ??= performance.now() - t0;
      });
      const totalMs = performance.now() - t0;
      return { turn, firstTextMs: first ?? totalMs, totalMs };
    },
    async settle(warm) {
      await Promise.all(warm.map((w) => engine.warm(w)));
    },
  };
  const { sampled, ...out } = await longChat(driver, Number(values.turns), !values['no-warm']);
  void sampled;
  process.stdout.write(`${JSON.stringify(out)}\n`);
  await brain.lm.release();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
