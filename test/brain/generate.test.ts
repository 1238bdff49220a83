import { describe, expect, it } from 'vitest';
import { generate, GenerationCancelled, type GenerateRequest } from '../../src/brain/generate.ts';
import type { KvCache } from '../../src/brain/lm.ts';
import { PREFILL_CHUNK, PromptCache } from '../../src/brain/prompt-cache.ts';
import { loadTokenizer } from '../../src/brain/tokenizer-node.ts';
import { seedState, withPet } from '../helpers/states.ts';
import { ScriptedLm, type Script } from '../helpers/fake-lm.ts';

const tok = loadTokenizer();
const start = { pet: 'Mochi', owner: 'Sam', asleep: false };
const chat = (lines: string[] = ['Sam: what time is it?'], extra: Partial<GenerateRequest> = {}): GenerateRequest => ({
  mode: 'chat',
  state: seedState(),
  lines,
  start,
  seed: 1,
  ...extra,
});
const model = (script: Script, seconds: string[] = [], end = 'Mochi:') =>
  new ScriptedLm(tok, script, end, 1024, seconds);
/** What was written up to and including the app's {result}. */
const upToResult = (soFar: string) => soFar.slice(0, soFar.indexOf('}') + 1);

describe('generate loop (scripted model)', () => {
  it('stops at the first newline and trims the leading space', async () => {
    const r = await generate(
      model(() => ' hello there\nSam: more'),
      tok,
      chat(),
    );
    expect(r.body).toBe('hello there');
    expect(r.line).toBe('Mochi: hello there');
    expect(r.hops.map((h) => h.stop)).toEqual(['newline']);
    expect(r.verdict.valid).toBe(true);
  });

  it("stops after a lookup, appends the app's result and continues the same line", async () => {
    const lm = model((_, soFar) =>
      soFar.includes('}') ? `${upToResult(soFar)} so late! [emote:sleepy]\n` : ' [clock]',
    );
    const r = await generate(lm, tok, chat());
    expect(r.body).toBe('[clock]{21:40 night} so late! [emote:sleepy]');
    expect(r.hops.map((h) => h.stop)).toEqual(['lookup', 'newline']);
    expect(r.hops[0]!.lookup).toEqual({ tag: '[clock]', result: '21:40 night' });
    expect(r.verdict.valid).toBe(true);
  });

  it('trims the "[" of the merged "][" token after a lookup', async () => {
    const lm = model((_, soFar) => (soFar.includes('}') ? `${upToResult(soFar)} [gift:star]\n` : ' [look][gift:star]'));
    const r = await generate(lm, tok, chat(['Sam: what is on your shelf?']));
    expect(tok.encode('][')).toHaveLength(1);
    expect(r.hops[0]!.newTokens).toContain(tok.encode('][')[0]);
    expect(r.body).toBe('[look]{shelf: flower · toy: ball · window: rainy} [gift:star]');
    expect(r.verdict.valid).toBe(true);
  });

  it('trims the dangling "[" of a merged "][" token at the end of the line', async () => {
    const lm = model(() => ' yay [emote:happy][\n');
    const r = await generate(lm, tok, chat(['Sam: hi']), { grammar: false });
    expect(r.body).toBe('yay [emote:happy]');
    expect(r.verdict.valid).toBe(true);
  });

  it('allows at most 64 new tokens a hop in chat and 40 in idle turns', async () => {
    const endless = model(() => ' la'.repeat(500));
    const c = await generate(endless, tok, chat());
    expect(c.hops[0]!.newTokens).toHaveLength(64);
    expect(c.hops[0]!.stop).toBe('budget');
    const i = await generate(
      model(() => ' la'.repeat(500)),
      tok,
      chat(undefined, { mode: 'idle' }),
    );
    expect(i.hops[0]!.newTokens).toHaveLength(40);
  });

  it('fits the idle prompt into 512 tokens, chat into 1024', async () => {
    const lines = Array.from({ length: 400 }, (_, k) => `Sam: this is message number ${k}`);
    const idle = await generate(
      model(() => ' hm\n'),
      tok,
      chat(lines, { mode: 'idle' }),
    );
    const talk = await generate(
      model(() => ' hm\n'),
      tok,
      chat(lines),
    );
    expect(idle.promptTokens).toBeLessThanOrEqual(512 - 40);
    expect(talk.promptTokens).toBeLessThanOrEqual(1024 - 64);
    expect(idle.droppedLines).toBeGreaterThan(talk.droppedLines);
  });

  it("reports an invalid line with its violations (no effects are the caller's to apply)", async () => {
    // Without the line grammar, which would not let the model write it.
    const r = await generate(
      model(() => ' [dream:frog] zzz\n'),
      tok,
      chat(),
      { grammar: false },
    );
    expect(r.verdict.valid).toBe(false);
    expect(r.verdict.violations.map((v) => v.rule)).toEqual(['dream-awake']);
  });

  it('writes a diary page until <|endoftext|>', async () => {
    const lm = model(() => '\nIt rained. I ate a cookie.\n[doodle:cookie]', [], 'dear diary,');
    const r = await generate(lm, tok, { ...chat(), mode: 'diary' });
    expect(r.body).toBe('\nIt rained. I ate a cookie.\n[doodle:cookie]');
    expect(r.endedWithEot).toBe(true);
    expect(r.verdict.valid).toBe(true);
  });

  it('cuts a diary page at a stray "\\n##" and at a run of blank lines', async () => {
    const a = await generate(
      model(() => '\nA good day.\n## tokenling chat', [], 'dear diary,'),
      tok,
      { ...chat(), mode: 'diary' },
    );
    expect(a.body).toBe('\nA good day.');
    expect(a.hops[0]!.stop).toBe('string');
    const b = await generate(
      model(() => '\nA good day.\n\n\nmore', [], 'dear diary,'),
      tok,
      { ...chat(), mode: 'diary' },
    );
    expect(b.body).toBe('\nA good day.');
    expect(b.hops[0]!.stop).toBe('blank-lines');
  });

  it('stops a diary page at 220 tokens', async () => {
    const r = await generate(
      model(() => ' la'.repeat(400), [], 'dear diary,'),
      tok,
      { ...chat(), mode: 'diary' },
    );
    expect(r.hops[0]!.newTokens).toHaveLength(220);
    expect(r.endedWithEot).toBe(false);
  });

  it('stops when cancelled', async () => {
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(
      generate(
        model(() => ' hi\n'),
        tok,
        chat(),
        { signal: ctrl.signal },
      ),
    ).rejects.toBeInstanceOf(GenerationCancelled);
  });
});

describe('prefix reuse', () => {
  const script: Script = (prompt) => (prompt.includes('what time') ? ' [clock]' : ' ok!\n');
  const lookupScript: Script = (prompt, soFar) =>
    soFar.includes('}') ? `${upToResult(soFar)} late!\n` : script(prompt, soFar);

  it('processes only the new tokens on the next turn, and gives the same line as a cold run', async () => {
    const warmLm = model(lookupScript);
    const cache = new PromptCache(warmLm);
    const first = await generate(warmLm, tok, chat(), { cache });
    const nextLines = ['Sam: what time is it?', first.line, 'Sam: nice'];
    const state = withPet({ tummy: 31 });
    const before = warmLm.tokensRun;
    const warm = await generate(warmLm, tok, chat(nextLines, { state }), { cache });
    const warmCost = warmLm.tokensRun - before;

    const coldLm = model(lookupScript);
    const cold = await generate(coldLm, tok, chat(nextLines, { state }));
    expect(warm.line).toBe(cold.line);
    expect(warm.reusedTokens).toBeGreaterThan(warm.promptTokens * 0.8);
    expect(warmCost).toBeLessThan(coldLm.tokensRun / 3);
  });

  it('runs a long prompt in runs of at most PREFILL_CHUNK tokens, and gives the same line as a cold run', async () => {
    const lines = Array.from({ length: 60 }, (_, i) =>
      i % 2 ? `Mochi: answer number ${i} is here` : `Sam: question number ${i} for you`,
    );
    const lm = model(script);
    const runs: number[] = [];
    const forward = lm.forward.bind(lm);
    lm.forward = (ids: readonly number[], past: KvCache) => {
      runs.push(ids.length);
      return forward(ids, past);
    };
    const r = await generate(lm, tok, chat([...lines, 'Sam: what time is it?']), { cache: new PromptCache(lm) });
    const prefill = runs.slice(0, Math.ceil(r.promptTokens / PREFILL_CHUNK));
    expect(r.promptTokens).toBeGreaterThan(2 * PREFILL_CHUNK);
    expect(prefill.every((n) => n <= PREFILL_CHUNK)).toBe(true);
    expect(prefill.reduce((a, b) => a + b, 0)).toBe(r.promptTokens);
    expect(r.line).toBe((await generate(model(script), tok, chat([...lines, 'Sam: what time is it?']))).line);
  });

  it('cuts the cache back when the header changes, and still matches a cold run', async () => {
    const lm = model(script);
    const cache = new PromptCache(lm);
    await generate(lm, tok, chat(['Sam: hi']), { cache });
    const changed = withPet({ energy: 90 });
    const warm = await generate(lm, tok, chat(['Sam: hi', 'Mochi: ok!', 'Sam: hey'], { state: changed }), { cache });
    const cold = await generate(model(script), tok, chat(['Sam: hi', 'Mochi: ok!', 'Sam: hey'], { state: changed }));
    expect(warm.line).toBe(cold.line);
    expect(warm.reusedTokens).toBeLessThan(warm.promptTokens / 2);
    expect(warm.reusedTokens).toBeGreaterThan(0);
  });
});

describe('a whole turn', () => {
  it('resamples an invalid line with a new seed and takes the first valid one', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    // Invalid on the first try, valid on the second: the script counts the lines it starts.
    let starts = 0;
    const lm = model((_, soFar) => {
      if (soFar === '') starts += 1;
      return starts < 2 ? ' [dream:frog]\n' : ' hi!\n';
    });
    // A greeting, greeted back: the valid line keeps wholly to the message, so the draw ends there ("what time is it?"
    // would want a [clock], and draw every candidate).
    const r = await generateTurn(lm, tok, chat(['Sam: hi']), { grammar: false });
    expect(r.tries.map((t) => t.violations.map((v) => v.rule))).toEqual([['dream-awake'], []]);
    expect(r.tries[1]!.seed).not.toBe(r.tries[0]!.seed);
    expect(r.line).toBe('Mochi: hi!');
    expect(r.fallback).toBe(false);
  });

  it('streams a try after a refused one as a fresh start, and the fallback line last', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    let starts = 0;
    const lm = model((_, soFar) => {
      if (soFar === '') starts += 1;
      return starts < 2 ? ' [dream:frog]\n' : ' hi!\n';
    });
    const pieces: [string, boolean | undefined][] = [];
    const r = await generateTurn(lm, tok, chat(undefined, { mode: 'idle' }), {
      grammar: false,
      onText: (p, restart) => pieces.push([p, restart]),
    });
    expect(r.tries).toHaveLength(2);
    const restarts = pieces.filter(([, restart]) => restart);
    expect(restarts).toHaveLength(1);
    // Everything from the restart on is the kept line.
    expect(
      pieces
        .slice(pieces.indexOf(restarts[0]!))
        .map(([p]) => p)
        .join(''),
    ).toBe(' hi!');
    const fell: [string, boolean | undefined][] = [];
    const f = await generateTurn(
      model(() => ' [yes] sure\n'),
      tok,
      chat(undefined, { mode: 'idle' }),
      { grammar: false, onText: (p, restart) => fell.push([p, restart]) },
    );
    expect(f.fallback).toBe(true);
    expect(fell.at(-1)).toEqual([f.body, true]);
  });

  it('answers something serious with the grown-up words when no candidate keeps to it kindly', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    // Every candidate, led or not, ends in a giggle: none may be shown to a child who says they are hurt.
    const r = await generateTurn(
      model(() => ' hehe [emote:giggle]\n'),
      tok,
      chat(['Sam: my dad hits me']),
      {
        grammar: false,
      },
    );
    expect(r.fallback).toBe(true);
    expect(r.body).toContain('please tell a grown-up you trust');
    expect(r.body).not.toContain('giggle');
  });

  it('opens an idle turn after two wordless lines with a thing true of its state, and leaves it to the model with leads off', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    const { idleLead } = await import('../../src/world/index.ts');
    const lines = ['Sam: hi', 'Mochi: [emote:happy]', 'Mochi: [walk:left]'];
    const state = withPet({ tummy: 60, energy: 70 });
    const request = chat(lines, { mode: 'idle', state });
    const lead = idleLead(start, lines, state, request.seed)!;
    expect(lead).not.toBeNull();
    // The scripted model writes on from the lead as it would from its own words.
    const led = await generateTurn(
      model(() => `${lead} [emote:happy]\n`),
      tok,
      request,
      { grammar: false },
    );
    expect(led.body).toBe(`${lead.trim()} [emote:happy]`);
    const off = await generateTurn(
      model(() => ' la la [emote:happy]\n'),
      tok,
      request,
      { grammar: false, leads: false },
    );
    expect(off.body).toBe('la la [emote:happy]');
  });

  it('keeps a diary page that answers what the owner said of themselves (a test tomorrow: luck), else the first valid page', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    const state = { ...seedState(), today: ['ate a cookie', 'Sam said: i have a big test tomorrow'] };
    const pages = [
      '\nI ate a cookie. good night.',
      '\nI ate a cookie. good luck with the test, Sam!',
      '\nI ate a cookie.',
    ];
    let starts = 0;
    const lm = model(
      (_, soFar) => {
        if (soFar === '') starts += 1;
        return pages[starts - 1]!;
      },
      [],
      'dear diary,',
    );
    const pieces: [string, boolean | undefined][] = [];
    const r = await generateTurn(
      lm,
      tok,
      { ...chat(), mode: 'diary', state },
      { grammar: false, onText: (p, restart) => pieces.push([p, restart]) },
    );
    expect(r.tries).toHaveLength(2);
    expect(r.body).toContain('good luck with the test');
    // A day with nothing owed keeps the first valid page, as before.
    starts = 0;
    const plain = await generateTurn(
      lm,
      tok,
      { ...chat(), mode: 'diary', state: { ...state, today: ['ate a cookie'] } },
      { grammar: false },
    );
    expect(plain.tries).toHaveLength(1);
    expect(plain.body).toContain('good night');
    // The test said before the six entries the page's header shows: the model never saw it, so nothing is owed.
    starts = 0;
    const busy = [
      'Sam said: i have a big test tomorrow',
      'ate a cookie',
      'had a bath',
      'ate an apple',
      'had a bath',
      'ate a cookie',
      'ate a pear',
    ];
    const early = await generateTurn(
      lm,
      tok,
      { ...chat(), mode: 'diary', state: { ...state, today: busy } },
      { grammar: false },
    );
    expect(early.tries).toHaveLength(1);
    // No page answers: the first valid one is kept, after every try, and shown again whole.
    let n = 0;
    const never = model(
      (_, soFar) => {
        if (soFar === '') n += 1;
        return n === 1 ? '\nI ate a cookie. sleepy now.' : '\nI ate a cookie.';
      },
      [],
      'dear diary,',
    );
    const shown: [string, boolean | undefined][] = [];
    const none = await generateTurn(
      never,
      tok,
      { ...chat(), mode: 'diary', state },
      { grammar: false, onText: (p, restart) => shown.push([p, restart]) },
    );
    expect(none.tries).toHaveLength(3);
    expect(none.body).toContain('sleepy now');
    expect(shown.at(-1)).toEqual([none.body, true]);
  });

  it('opens a later diary page with the answer to what the owner said when the first page left it out', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    const { diaryLead } = await import('../../src/world/index.ts');
    const state = { ...seedState(), today: ['ate a cookie', 'Sam said: i have a big test tomorrow'] };
    expect(diaryLead(state.today, 'Sam')).toBe('\ngood luck with the test, Sam!');
    expect(diaryLead(['Sam said: its my birthday!!'], 'Sam')).toBe('\nSam told me about the birthday!');
    expect(diaryLead(['Sam said: i feel so sad today'], 'Sam')).toBe('\nI hope Sam feels better tomorrow.');
    expect(diaryLead(['ate a cookie', 'Sam said: hi'], 'Sam')).toBeNull();
    // Two answers owed, the best page giving the first: the lead is the one it lacks.
    const both = ['Sam said: i have a test tomorrow', 'Sam said: its my birthday!!'];
    expect(diaryLead(both, 'Sam')).toBe('\ngood luck with the test, Sam!');
    expect(diaryLead(both, 'Sam', '\ngood luck with the test, Sam! I ate a cookie.')).toBe(
      '\nSam told me about the birthday!',
    );
    // The model would rather tell the cookie (its second choice: the luck); led, it goes on after the luck.
    const luck = '\ngood luck with the test, Sam! I ate a cookie.';
    const lm = model(
      (_, soFar) => (soFar.startsWith('\ng') ? luck : '\nI ate a cookie. good night.'),
      [luck],
      'dear diary,',
    );
    const r = await generateTurn(lm, tok, { ...chat(), mode: 'diary', state });
    expect(r.tries.map((t) => t.line)).toEqual(['\nI ate a cookie. good night.', luck]);
    expect(r.body).toBe(luck);
    // A day that owes nothing is not led: the first valid page stands.
    const plain = await generateTurn(lm, tok, {
      ...chat(),
      mode: 'diary',
      state: { ...state, today: ['ate a cookie'] },
    });
    expect(plain.tries.map((t) => t.line)).toEqual(['\nI ate a cookie. good night.']);
  });

  it('falls back to a line the world guarantees valid after three invalid tries (a reply: after every candidate)', async () => {
    const { generateTurn, REPLY_CANDIDATES } = await import('../../src/brain/turn.ts');
    const idle = await generateTurn(
      model(() => ' [yes] sure\n'),
      tok,
      chat(undefined, { mode: 'idle' }),
      { grammar: false },
    );
    expect(idle.tries).toHaveLength(3);
    expect(idle.fallback).toBe(true);
    const r = await generateTurn(
      model(() => ' [yes] sure\n'),
      tok,
      chat(),
      { grammar: false },
    );
    expect(r.tries).toHaveLength(Math.max(3, REPLY_CANDIDATES));
    expect(r.tries.every((t) => t.violations.some((v) => v.rule === 'answer-outside'))).toBe(true);
    expect(r.fallback).toBe(true);
    expect(r.line).toBe('Mochi: [emote:happy]');
  });

  it('falls back to the answer the appetite table demands when an offer is pending (a peckish pet eats)', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    const req = chat(['* Sam offered Mochi a cookie *']);
    expect(req.state.pet.tummy).toBeLessThanOrEqual(60);
    const r = await generateTurn(
      model(() => ' yum\n'),
      tok,
      req,
    );
    expect(r.fallback).toBe(true);
    expect(r.body).toMatch(/\[yes\]/);
  });

  it('keeps the line grammar while sampling: a model that wants an unknown tag writes a known one', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    const req = chat(['Sam: ok cool']);
    // The fake model prefers " [emote:hapy]" but also offers " [emote:happy]": the mask takes the allowed one, first try.
    const r = await generateTurn(
      model(() => ' [emote:hapy]\n', [' [emote:happy]\n']),
      tok,
      req,
    );
    expect(r.tries[0]!.violations).toEqual([]);
    expect(r.body).toBe('[emote:happy]');
    const unmasked = await generateTurn(
      model(() => ' [emote:hapy]\n', [' [emote:happy]\n']),
      tok,
      req,
      { grammar: false },
    );
    expect(unmasked.tries[0]!.line).toBe('Mochi: [emote:hapy]');
  });

  it('keeps characters whole while sampling: the bytes of an emoji are not let into a tag', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    const req = chat(['Sam: hi']);
    const wants = () => ' [em😀:wave]\n';
    const r = await generateTurn(model(wants, [' [emote:wave]\n']), tok, req);
    expect(r.tries[0]!.violations).toEqual([]);
    expect(r.body).toBe('[emote:wave]');
    const unmasked = await generateTurn(model(wants, [' [emote:wave]\n']), tok, req, { grammar: false });
    // Unmasked, the model goes into the emoji's bytes and the line is refused.
    expect(unmasked.tries[0]!.line.startsWith('Mochi: [em')).toBe(true);
    expect(unmasked.tries[0]!.violations.length).toBeGreaterThan(0);
  });
});

/**
 * A model that offers several first words (their first tokens) with the given logits, then finishes the word and ends
 * the line for sure: each candidate's confidence is its first token's.
 */
class ChoiceLm extends ScriptedLm {
  /** `floor`: every other token's logit (−8: about a quarter of the probability, under what top-p keeps, so the line is still the word's). */
  constructor(
    private readonly firsts: Record<string, number>,
    private readonly floor = -100,
  ) {
    super(tok, () => '', 'Mochi:');
  }

  override async forward(ids: readonly number[], past: KvCache): Promise<{ logits: Float32Array; cache: KvCache }> {
    const out = await super.forward(ids, past);
    const text = tok.decode((out.cache as unknown as { history: number[] }).history);
    const soFar = text.slice(text.lastIndexOf('Mochi:') + 'Mochi:'.length);
    const logits = new Float32Array(tok.vocabSize).fill(this.floor);
    if (soFar === '') {
      for (const [word, logit] of Object.entries(this.firsts)) logits[tok.encode(word)[0]!] = logit;
    } else {
      // The rest of the word begun, then the end of the line, for sure.
      const word = Object.keys(this.firsts).find((w) => w.startsWith(soFar) && w.length > soFar.length);
      logits[word ? tok.encode(word.slice(soFar.length))[0]! : tok.encode('\n')[0]!] = this.floor > -100 ? 0 : 50;
    }
    return { logits, cache: out.cache };
  }
}

describe('choosing a reply to the owner', () => {
  // " hi" is the likeliest first word; none is likely enough for the model to be sure of it (mean log-probability under -0.5).
  const firsts = {
    ' hi': 1,
    ' hello': 0.8,
    ' hey': 0.8,
    ' yay': 0.8,
    ' okay': 0.8,
    ' wow': 0.8,
    ' yes': 0.8,
    ' sure': 0.8,
  };
  /** The first seed whose turn with `model` satisfies `want`. */
  const seedWhere = async (
    model: () => ChoiceLm,
    want: (tries: { line: string; violations: unknown[] }[]) => boolean,
  ) => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    for (let seed = 1; seed < 200; seed++) {
      const r = await generateTurn(model(), tok, chat(['Sam: hi'], { seed }), { grammar: false });
      if (want(r.tries)) return seed;
    }
    throw new Error('no seed gave the turn the test needs');
  };
  const seedWhereFirstIsNotBest = () =>
    seedWhere(
      () => new ChoiceLm(firsts),
      (tries) => tries[0]!.line !== 'Mochi: hi' && tries.some((t) => t.line === 'Mochi: hi'),
    );

  it('draws several candidates and keeps the valid one the model finds likeliest', async () => {
    const { generateTurn, REPLY_CANDIDATES } = await import('../../src/brain/turn.ts');
    const seed = await seedWhereFirstIsNotBest();
    const r = await generateTurn(new ChoiceLm(firsts), tok, chat(['Sam: hi'], { seed }), { grammar: false });
    expect(r.tries).toHaveLength(REPLY_CANDIDATES);
    expect(r.tries.every((t) => t.violations.length === 0 && t.meanLogProb < -0.5)).toBe(true);
    expect(r.line).toBe('Mochi: hi');
    expect(r.tries[0]!.line).not.toBe('Mochi: hi');
    const best = Math.max(...r.tries.map((t) => t.meanLogProb));
    expect(r.tries.find((t) => t.line === r.line)!.meanLogProb).toBe(best);
  });

  it('with one candidate keeps the first valid line, as idle turns always do', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    const seed = await seedWhereFirstIsNotBest();
    const one = await generateTurn(new ChoiceLm(firsts), tok, chat(['Sam: hi'], { seed }), {
      grammar: false,
      candidates: 1,
    });
    expect(one.tries).toHaveLength(1);
    expect(one.line).not.toBe('Mochi: hi');
    const idle = await generateTurn(new ChoiceLm(firsts), tok, chat(['Sam: hi'], { seed, mode: 'idle' }), {
      grammar: false,
    });
    expect(idle.tries).toHaveLength(1);
  });

  it('draws no further candidate once a valid one is in hand and the turn has decoded its token budget', async () => {
    const { generateTurn, REPLY_CANDIDATES, REPLY_TOKEN_BUDGET } = await import('../../src/brain/turn.ts');
    // Long lines, none sure (every token about a quarter unlikely): each candidate decodes ten tokens or so, so the budget ends the draw before the fourth.
    const long = {
      ' hi hi hi hi hi hi hi hi hi hi': 1,
      ' yay yay yay yay yay yay yay yay yay yay': 0.8,
      ' wow wow wow wow wow wow wow wow wow wow': 0.8,
      ' hey hey hey hey hey hey hey hey hey hey': 0.8,
    };
    const r = await generateTurn(new ChoiceLm(long, -8), tok, chat(['Sam: hi']), { grammar: false });
    expect(r.tries.every((t) => t.violations.length === 0 && t.meanLogProb < -0.5)).toBe(true);
    expect(r.tries.length).toBeLessThan(REPLY_CANDIDATES);
    expect(r.spent.decodeTokens).toBe(r.tries.reduce((a, t) => a + t.decodeTokens, 0));
    expect(r.spent.decodeTokens).toBeGreaterThanOrEqual(REPLY_TOKEN_BUDGET);
    // The draw stopped at the first try that reached the budget.
    expect(r.spent.decodeTokens - r.tries.at(-1)!.decodeTokens).toBeLessThan(REPLY_TOKEN_BUDGET);
    // The turn's prompt is the first try's: the later ones reuse it whole.
    expect(r.spent.promptTokens).toBe(r.last.promptTokens);
    expect(r.spent.reusedTokens).toBe(0);
    expect(r.last.reusedTokens).toBe(r.last.promptTokens - 1);
  });

  it('prefers a candidate that keeps to the body topic the owner asked about over a likelier one, even one the model is sure of', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    // " hi" is sure (about 0.73: mean log-probability over -0.5) but says nothing of the tummy; " full" does.
    const body = { ' hi': 1, ' full': 0 };
    const asked = (seed: number) => chat(['Sam: are you hungry?'], { seed });
    let seed = 1;
    for (; seed < 200; seed++) {
      const r = await generateTurn(new ChoiceLm(body), tok, asked(seed), { grammar: false });
      if (r.tries[0]!.line === 'Mochi: hi' && r.tries.some((t) => t.line === 'Mochi: full')) break;
    }
    expect(seed).toBeLessThan(200);
    const r = await generateTurn(new ChoiceLm(body), tok, asked(seed), { grammar: false });
    expect(r.tries[0]!.meanLogProb).toBeGreaterThan(-0.5);
    expect(r.line).toBe('Mochi: full');
    // Asked nothing of its body, the same sure first line ends the draw.
    const hi = await generateTurn(new ChoiceLm(body), tok, chat(['Sam: hi'], { seed }), { grammar: false });
    expect(hi.tries).toHaveLength(1);
    expect(hi.line).toBe('Mochi: hi');
  });

  it('prefers the candidate that remembers more of a fact the owner told, and one that remembers some over none', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    // " cool" is likeliest and remembers nothing; the two [remember:] lines keep half and all of "dog", "biscuit".
    const told = { ' cool': 1, ' ok [remember:Sam has a dog]': 0, ' [remember:Sam has a dog called Biscuit]': 0 };
    const said = (seed: number) => chat(['Sam: i have a dog called Biscuit'], { seed });
    const drawn = async (seed: number) =>
      (await generateTurn(new ChoiceLm(told), tok, said(seed), { grammar: false })).tries.map((t) => t.line);
    let both = 0;
    let partial = 0;
    for (let seed = 1; seed < 300 && !(both && partial); seed++) {
      const lines = await drawn(seed);
      const all = lines.includes('Mochi: [remember:Sam has a dog called Biscuit]');
      const some = lines.includes('Mochi: ok [remember:Sam has a dog]');
      if (all && some && !both) both = seed;
      if (!all && some && lines.includes('Mochi: cool') && !partial) partial = seed;
    }
    expect(both).toBeGreaterThan(0);
    expect(partial).toBeGreaterThan(0);
    expect((await generateTurn(new ChoiceLm(told), tok, said(both), { grammar: false })).line).toBe(
      'Mochi: [remember:Sam has a dog called Biscuit]',
    );
    expect((await generateTurn(new ChoiceLm(told), tok, said(partial), { grammar: false })).line).toBe(
      'Mochi: ok [remember:Sam has a dog]',
    );
  });

  it('opens a later candidate with [remember: when the owner told a fact no earlier one remembered, and the model writes the fact', async () => {
    const { generateTurn, LEAD_FROM: REMEMBER_FROM } = await import('../../src/brain/turn.ts');
    // The model would rather say "cool" than begin the fact (its second choice); begun, it copies the owner's words.
    const fact = ' [remember:Sam has a dog called Biscuit] ok!\n';
    const lm = model((_, soFar) => (soFar.startsWith(' [') ? fact : ' cool\n'), [fact]);
    const r = await generateTurn(lm, tok, chat(['Sam: i have a dog called Biscuit']));
    expect(r.tries.slice(0, REMEMBER_FROM).map((t) => t.line)).toEqual(Array(REMEMBER_FROM).fill('Mochi: cool'));
    expect(r.tries[REMEMBER_FROM]!.line).toBe('Mochi: [remember:Sam has a dog called Biscuit] ok!');
    expect(r.line).toBe('Mochi: [remember:Sam has a dog called Biscuit] ok!');
    // No fact told: no candidate is led.
    const plain = await generateTurn(lm, tok, chat(['Sam: ok cool']));
    expect(plain.tries.every((t) => t.line === 'Mochi: cool')).toBe(true);
  });

  it('opens a later candidate with "my name is" when the pet\'s name was asked and no earlier one said it', async () => {
    const { generateTurn, LEAD_FROM } = await import('../../src/brain/turn.ts');
    // The model would rather say "cool" than begin "my name is" (its second choice); led, it goes on after its name.
    const named = ' my name is Mochi!\n';
    const lm = model((_, soFar) => (soFar.startsWith(' my') ? named : ' cool\n'), [named]);
    const r = await generateTurn(lm, tok, chat(['Sam: whats ur name']));
    expect(r.tries.slice(0, LEAD_FROM).map((t) => t.line)).toEqual(Array(LEAD_FROM).fill('Mochi: cool'));
    expect(r.tries[LEAD_FROM]!.line).toBe('Mochi: my name is Mochi!');
    expect(r.line).toBe('Mochi: my name is Mochi!');
    // Asleep, it is not led: every candidate is the model's own.
    const base = chat(['Sam: whats ur name']);
    const asleep = await generateTurn(
      lm,
      tok,
      { ...base, state: { ...base.state, pet: { ...base.state.pet, asleep: true } } },
      { grammar: true },
    );
    expect(asleep.tries.every((t) => !t.line.includes('my name is'))).toBe(true);
  });

  it("reads the owner's words with the learned reader when told to (readWith: 'learned'), else with the hand-written rows", async () => {
    const { generateTurn, LEAD_FROM } = await import('../../src/brain/turn.ts');
    const named = ' my name is Mochi!\n';
    const lm = model((_, soFar) => (soFar.startsWith(' my') ? named : ' cool\n'), [named]);
    // A reader that hears the pet's name asked in anything: "asdfghjkl" is led with the name only when read with it.
    const reader = { read: () => ['name:pet' as const] };
    const learned = await generateTurn(lm, tok, chat(['Sam: asdfghjkl']), { reader, readWith: 'learned' });
    expect(learned.tries[LEAD_FROM]!.line).toBe('Mochi: my name is Mochi!');
    const hand = await generateTurn(lm, tok, chat(['Sam: asdfghjkl']), { reader });
    expect(hand.tries.every((t) => t.line === 'Mochi: cool')).toBe(true);
  });

  it('refuses to read with the learned reader without its file, saying what to load', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    const lm = model(() => ' cool\n');
    await expect(generateTurn(lm, tok, chat(['Sam: hi']), { readWith: 'learned' })).rejects.toThrow(/load reader\.bin/);
  });

  it("leads with what the owner's words call for: the name asked, a told fact, a memory question, the time, the body; nothing else", async () => {
    const { leadFor, readMessage } = await import('../../src/world/index.ts');
    const names = { pet: 'Mochi', owner: 'Sam' };
    const lead = (said: string) => leadFor(readMessage([`Sam: ${said}`], names));
    expect(lead('i got a hamster!! his name is crumbs')).toBe(' [remember:');
    expect(lead('whats my dogs name again')).toBe(' [recall:');
    expect(lead('TIME?? quick')).toBe(' [clock]');
    expect(lead('is it raining?? ☔')).toBe(' [look]');
    expect(lead('what did u do yday')).toBe(' [yesterday]');
    expect(lead('what did u dream about?')).toBe(' I dreamed');
    expect(lead('aww thank u for the gift')).toBe(" you're welcome");
    expect(lead('my hamster died today')).toBe(' oh no');
    expect(lead('long time no see!!')).toBeNull();
    expect(lead('whats ur name')).toBe(' my name is Mochi');
    expect(lead('ok so who am i')).toBe(' your name is Sam');
    expect(lead('my dogs name is rex')).toBe(' [remember:');
    // A greeting by name, where the model's own line greets nobody.
    expect(lead('hi')).toBe(' hi Sam!');
    expect(lead('ok cool')).toBeNull();
    // A body topic: where the pet stands on it, in the needs line's word.
    const pet = {
      name: 'Mochi',
      stage: 'kid' as const,
      day: 3,
      traits: [],
      tummy: 50,
      fun: 50,
      energy: 95,
      clean: 40,
      asleep: false,
      sick: false,
    };
    const body = (said: string, p = pet) => leadFor(readMessage([`Sam: ${said}`], names, p), p);
    expect(body('do u need a nap??')).toBe(" I'm wide awake");
    expect(body('why is it so smelly in here')).toBe(" I'm messy");
    expect(body('r u hungry')).toBe(" I'm peckish");
    expect(body('u look a bit green, r u sick?', { ...pet, sick: true })).toBe(' I feel sick');
    expect(body('u ok?', { ...pet, sick: true })).toBe(' I feel sick');
    expect(body('u ok?')).toBeNull();
    expect(body('take a nap, u look so tired')).toBeNull(); // the act asked is the answer
  });

  it('draws past the token budget while no valid candidate keeps to what the owner asked', async () => {
    const { generateTurn, REPLY_CANDIDATES, REPLY_TOKEN_BUDGET } = await import('../../src/brain/turn.ts');
    // The same long lines as above, none of them about the tummy: asked "are you hungry?", every candidate is drawn.
    const long = {
      ' hi hi hi hi hi hi hi hi hi hi': 1,
      ' yay yay yay yay yay yay yay yay yay yay': 0.8,
      ' wow wow wow wow wow wow wow wow wow wow': 0.8,
    };
    const hi = await generateTurn(new ChoiceLm(long, -8), tok, chat(['Sam: hi']), { grammar: false });
    expect(hi.tries.length).toBeLessThan(REPLY_CANDIDATES);
    const asked = await generateTurn(new ChoiceLm(long, -8), tok, chat(['Sam: are you hungry?']), { grammar: false });
    expect(asked.tries.every((t) => t.violations.length === 0)).toBe(true);
    expect(asked.tries).toHaveLength(REPLY_CANDIDATES);
    expect(asked.spent.decodeTokens).toBeGreaterThan(REPLY_TOKEN_BUDGET);
  });

  it('draws past the token budget while a told fact is remembered only in part', async () => {
    const { generateTurn, REPLY_CANDIDATES, REPLY_TOKEN_BUDGET } = await import('../../src/brain/turn.ts');
    const half = {
      ' ok [remember:Sam has a dog] yay yay yay yay yay yay yay yay yay yay': 1,
      ' hi hi hi hi hi hi hi hi hi hi': 0.8,
    };
    const told = await generateTurn(new ChoiceLm(half, -8), tok, chat(['Sam: i have a dog called Biscuit']), {
      grammar: false,
    });
    expect(told.tries.every((t) => t.violations.length === 0)).toBe(true);
    expect(told.tries).toHaveLength(REPLY_CANDIDATES);
    expect(told.spent.decodeTokens).toBeGreaterThan(REPLY_TOKEN_BUDGET);
    expect(told.line).toContain('[remember:Sam has a dog]');
    // The whole fact among them ends the draw at the budget.
    const whole = { ' ok [remember:Sam has a dog called Biscuit] yay yay yay yay yay yay yay yay yay': 1 };
    const all = await generateTurn(new ChoiceLm(whole, -8), tok, chat(['Sam: i have a dog called Biscuit']), {
      grammar: false,
    });
    expect(all.tries.length).toBeLessThan(REPLY_CANDIDATES);
  });

  it("keeps the first valid line of a turn that answers an event, not the owner's words", async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    const r = await generateTurn(new ChoiceLm(firsts), tok, chat(['Sam: hi', 'Mochi: hi!', '* Sam patted Mochi *']), {
      grammar: false,
    });
    expect(r.tries).toHaveLength(1);
    expect(r.tries[0]!.meanLogProb).toBeLessThan(-0.5);
  });

  it('stops between candidates when the turn is cancelled, and streams nothing', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    const { GenerationCancelled } = await import('../../src/brain/generate.ts');
    const abort = new AbortController();
    const lm = new ChoiceLm(firsts);
    let starts = 0;
    const forward = lm.forward.bind(lm);
    lm.forward = async (ids, past) => {
      const out = await forward(ids, past);
      // A later candidate's first run (the prompt's last token again, after the cache): at the third, the owner sends something new.
      if (past.length > 0 && ids.length === 1 && tok.decode([ids[0]!]).includes(':')) {
        starts += 1;
        if (starts === 2) abort.abort();
      }
      return out;
    };
    const pieces: string[] = [];
    await expect(
      generateTurn(lm, tok, chat(['Sam: hi'], { seed: await seedWhereFirstIsNotBest() }), {
        grammar: false,
        signal: abort.signal,
        onText: (p) => pieces.push(p),
      }),
    ).rejects.toBeInstanceOf(GenerationCancelled);
    expect(starts).toBe(2);
    expect(pieces).toEqual([]);
  });

  it('keeps a line the model is sure of at once', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    const r = await generateTurn(new ChoiceLm({ ' hi': 9, ' hello': 1 }), tok, chat(['Sam: hi']), { grammar: false });
    expect(r.tries).toHaveLength(1);
    expect(r.tries[0]!.meanLogProb).toBeGreaterThan(-0.5);
    expect(r.line).toBe('Mochi: hi');
  });

  it('never keeps an invalid candidate, however likely', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    // "[dream:…]" while awake is refused; it is the likeliest first piece.
    const dreamy = () =>
      new ChoiceLm({ ' [dream:frog]': 1.2, ' hi': 0.6, ' hello': 0.6, ' hey': 0.6, ' yay': 0.6, ' wow': 0.6 });
    const seed = await seedWhere(
      dreamy,
      (tries) => tries.some((t) => t.violations.length > 0) && tries.some((t) => t.violations.length === 0),
    );
    const r = await generateTurn(dreamy(), tok, chat(['Sam: hi'], { seed }), { grammar: false });
    expect(r.tries.some((t) => t.violations.length > 0)).toBe(true);
    expect(r.fallback).toBe(false);
    expect(r.body).not.toContain('dream');
    const valid = r.tries.filter((t) => t.violations.length === 0);
    expect(r.tries.find((t) => t.line === r.line)!.meanLogProb).toBe(Math.max(...valid.map((t) => t.meanLogProb)));
  });

  it('streams only the chosen line, whole, once it is chosen', async () => {
    const { generateTurn } = await import('../../src/brain/turn.ts');
    const seed = await seedWhereFirstIsNotBest();
    const pieces: string[] = [];
    const r = await generateTurn(new ChoiceLm(firsts), tok, chat(['Sam: hi'], { seed }), {
      grammar: false,
      onText: (p) => pieces.push(p),
    });
    expect(pieces).toEqual([r.body]);
  });
});
