import { describe, expect, it } from 'vitest';
import { BrainEngine } from '../../src/brain/engine.ts';
import type { GenerateRequest } from '../../src/brain/generate.ts';
import type { KvCache } from '../../src/brain/lm.ts';
import { PromptCache } from '../../src/brain/prompt-cache.ts';
import { loadTokenizer } from '../../src/brain/tokenizer-node.ts';
import { WARM_HEADROOM, warmPrompt } from '../../src/brain/warm.ts';
import { fitChat, STYLE } from '../../src/world/index.ts';
import { ScriptedLm } from '../helpers/fake-lm.ts';
import { seedState } from '../helpers/states.ts';

const tok = loadTokenizer();
const state = seedState();
const start = { pet: state.pet.name, owner: state.owner, asleep: false };
const chatLines = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    i % 2 ? `${state.pet.name}: line number ${i} is here [emote:happy]` : `${state.owner}: message number ${i} for you`,
  );
const model = () => new ScriptedLm(tok, () => ' hello!\n', `${state.pet.name}:`);

describe('warm-ups', () => {
  it('run the next turn’s prompt start, so the turn after Enter runs only the owner’s line and the prefix', async () => {
    const lm = model();
    const engine = new BrainEngine();
    engine.use(lm, tok);
    const lines = chatLines(6);
    const warmed = await engine.warm({ mode: 'chat', state, lines });
    expect(warmed.cut).toBe(false);
    expect(warmed.ran).toBe(warmed.tokens);
    const before = lm.tokensRun;
    const req: GenerateRequest = {
      mode: 'chat',
      state,
      lines: [...lines, `${state.owner}: how are you`],
      start,
      seed: 1,
    };
    const turn = await engine.generate(1, req);
    expect(turn.line).toBe(`${state.pet.name}: hello!`);
    expect(turn.reusedTokens).toBe(warmed.tokens);
    // Only the new line, the prefix and the sampled tokens ran: far fewer than the whole prompt.
    expect(lm.tokensRun - before).toBeLessThan(turn.promptTokens - warmed.tokens + turn.decodeTokens + 2);
    expect(engine.status().warmTokens).toBe(warmed.ran);
  });

  it('run nothing again when the cache already holds the start', async () => {
    const lm = model();
    const engine = new BrainEngine();
    engine.use(lm, tok);
    const lines = chatLines(4);
    await engine.warm({ mode: 'idle', state, lines });
    const again = await engine.warm({ mode: 'idle', state, lines });
    expect(again.ran).toBe(0);
    expect(again.reused).toBe(again.tokens);
  });

  it('stop between chunks when a turn comes, keeping what ran', async () => {
    const lm = model();
    let chunks = 0;
    const forward = lm.forward.bind(lm);
    lm.forward = async (ids: readonly number[], past: KvCache) => {
      chunks += 1;
      await new Promise((r) => setTimeout(r, 5));
      return forward(ids, past);
    };
    const engine = new BrainEngine();
    engine.use(lm, tok);
    const lines = chatLines(30);
    const warming = engine.warm({ mode: 'chat', state, lines });
    await new Promise((r) => setTimeout(r, 12));
    const turn = engine.generate(1, { mode: 'chat', state, lines, start, seed: 2 });
    const w = await warming;
    expect(w.cut).toBe(true);
    expect(w.ran).toBeGreaterThan(0);
    expect(w.ran).toBeLessThan(w.tokens);
    expect(chunks).toBeLessThan(Math.ceil(w.tokens / 64));
    const t = await turn;
    expect(t.line).toBe(`${state.pet.name}: hello!`);
    expect(t.reusedTokens).toBe(w.ran);
  });

  it('make the cut of old lines a next turn would need, so that turn keeps the same start', async () => {
    const settings = STYLE.settings.idle;
    const count = (t: string) => tok.count(t);
    // Lines up to just below the idle budget: the turn itself would still fit them, one more line would not.
    let n = 2;
    while (
      fitChat(state, chatLines(n + 1), { ...settings, maxNewTokens: settings.maxNewTokens + WARM_HEADROOM }, count)
        .dropped === 0
    )
      n += 1;
    const lines = chatLines(n + 1);
    expect(fitChat(state, lines, settings, count).dropped).toBe(0);
    const pc = new PromptCache(model());
    const w = await warmPrompt(tok, { mode: 'idle', state, lines }, pc);
    expect(pc.anchor).not.toBeNull();
    const anchor = pc.anchor!;
    // The next turn (one line more) starts at the warm-up's first kept line, not at the oldest line.
    const next = fitChat(state, [...lines, `${state.owner}: one more`], settings, count, anchor);
    expect(next.lines[0]).toBe(anchor.first);
    expect(next.dropped).toBeGreaterThan(0);
    expect(w.tokens).toBeLessThan(tok.count(fitChat(state, lines, settings, count).prompt));
  });
});
