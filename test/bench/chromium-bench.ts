/** The benchmark in headless Chromium: our brain worker and transformers.js, both onnxruntime-web WASM on one thread, same page origin. */
import type { GenerateRequest } from '../../src/brain/generate.ts';
import type { TurnMessage } from '../../src/brain/protocol.ts';
import { loadTokenizer } from '../../src/brain/tokenizer-node.ts';
import { chatParts, fit, fitChat, STYLE } from '../../src/world/index.ts';
import { serveAndLaunch } from '../helpers/browser.ts';
import { longChat, percentile, type ChatDriver } from './long-chat.ts';
import { idleMinute, threeTurns, type RunTurn } from './runs.ts';
import { benchScenario, NEXT_OWNER_LINE } from './scenario.ts';
import type { TjsTurn } from './tjs-run.ts';

type PageResult = { turn: TurnMessage; firstTextMs: number; totalMs: number };

/** Fresh pages per thread/throttle variant; the table shows each figure's median. */
const VARIANT_RUNS = 5;

export async function chromiumBench() {
  const tok = loadTokenizer();
  const sc = benchScenario(tok);
  const served = await serveAndLaunch();
  try {
    const page = await served.browser.newPage();
    await page.goto(`${served.url}/test/browser/brain.html`);
    await page.waitForFunction(() => document.getElementById('out')?.textContent === 'ready');
    const loadMs = await page.evaluate(() => (window as any).brain.load());
    const run: RunTurn = async (req: GenerateRequest) => {
      const r: PageResult = await page.evaluate((q) => (window as any).brain.generate(q), req);
      return { result: r.turn, firstTextMs: r.firstTextMs, totalMs: r.totalMs };
    };
    const base = { state: sc.state, lines: sc.lines, start: sc.start };
    const ours = await threeTurns(run, base, sc.state.owner, NEXT_OWNER_LINE);
    const idle = await idleMinute(run, { ...base, lines: ours.linesC });
    const threads = await page.evaluate(() => (window as any).brain.threads);

    // (e) the 100-turn chat, in a fresh brain worker each: with the app's warm-ups, and without them (before).
    const chat = async (warm: boolean) => {
      const p = await served.browser.newPage();
      await p.goto(`${served.url}/test/browser/brain.html`);
      await p.waitForFunction(() => document.getElementById('out')?.textContent === 'ready');
      await p.evaluate(() => (window as any).brain.load());
      const driver: ChatDriver = {
        turn: (warms, request) =>
          p.evaluate(([w, q]) => (window as any).brain.chatTurn(w, q), [warms, request] as const),
        settle: (warms) => p.evaluate((w) => (window as any).brain.settle(w), warms),
      };
      const r = await longChat(driver, 100, warm);
      const status = await p.evaluate(() => (window as any).brain.status());
      await p.close();
      return { ...r, warmTokens: status.warmTokens, warmMs: status.warmMs };
    };
    // Decode at 1 and 2 WASM threads (the page is cross-origin isolated), and at 4x CPU throttling
    // (DevTools' Emulation.setCPUThrottlingRate on the page; whether it reaches the brain's worker shows in the figure).
    const variant = async (threads: number, throttle: number, warmUp = true) => {
      const p = await served.browser.newPage();
      if (throttle > 1)
        await (await p.context().newCDPSession(p)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await p.goto(`${served.url}/test/browser/brain.html?threads=${threads}${warmUp ? '' : '&warm=0'}`);
      await p.waitForFunction(() => document.getElementById('out')?.textContent === 'ready');
      await p.evaluate(() => (window as any).brain.load());
      const r: RunTurn = async (req) => {
        const x: PageResult = await p.evaluate((q) => (window as any).brain.generate(q), req);
        return { result: x.turn, firstTextMs: x.firstTextMs, totalMs: x.totalMs };
      };
      const turns = await threeTurns(r, base, sc.state.owner, NEXT_OWNER_LINE);
      const used = await p.evaluate(() => (window as any).brain.threads);
      await p.close();
      return {
        threads: used,
        throttle,
        warmUp,
        coldDecodeTokensPerSecond: turns.cold.decodeTokensPerSecond,
        nextDecodeTokensPerSecond: turns.next.decodeTokensPerSecond,
        nextFirstTokenMs: turns.next.firstTokenMs,
        coldFirstTokenMs: turns.cold.firstTokenMs,
      };
    };
    // Each variant in VARIANT_RUNS fresh pages, each figure the median: one 13-token line moves ±20% with this machine's noise.
    const repeated = async (threads: number, throttle: number, warmUp = true) => {
      const runs: Awaited<ReturnType<typeof variant>>[] = [];
      for (let i = 0; i < VARIANT_RUNS; i++) runs.push(await variant(threads, throttle, warmUp));
      const med = (f: (v: (typeof runs)[number]) => number) => percentile(runs.map(f), 0.5);
      return {
        threads: runs[0]!.threads,
        throttle,
        warmUp,
        runs: runs.length,
        coldDecodeTokensPerSecond: med((v) => v.coldDecodeTokensPerSecond),
        nextDecodeTokensPerSecond: med((v) => v.nextDecodeTokensPerSecond),
        nextFirstTokenMs: med((v) => v.nextFirstTokenMs),
        coldFirstTokenMs: med((v) => v.coldFirstTokenMs),
        coldDecodeEach: runs.map((v) => v.coldDecodeTokensPerSecond),
      };
    };
    // The decode warm-up at load (CausalLm.warmUp) measured against loading without it, in the same run.
    const variants = [await repeated(1, 1), await repeated(1, 1, false), await repeated(2, 1), await repeated(1, 4)];
    const longWarm = await chat(true);
    const { sampled, ...longChatFigures } = longWarm;
    const { sampled: _s, ...longChatCold } = await chat(false);

    const tpage = await served.browser.newPage();
    await tpage.goto(`${served.url}/test/bench/tjs.html`);
    await tpage.waitForFunction(() => document.getElementById('out')?.textContent === 'ready');
    const tjsLoadMs = await tpage.evaluate(() => (window as any).tjs.load());
    const ids = (lines: string[], mode: 'chat' | 'idle') =>
      tok.encode(fit(chatParts(sc.state, lines), STYLE.settings[mode], (t) => tok.count(t)).prompt);
    const turn = (lines: string[], mode: 'chat' | 'idle', n: number): Promise<TjsTurn> =>
      tpage.evaluate(([i, k]) => (window as any).tjs.turn(i, k), [ids(lines, mode), n] as const);
    const linesB = [...sc.lines, ours.lines.a, `${sc.state.owner}: ${NEXT_OWNER_LINE}`];
    const idleIds: [string[], 'idle', number] = [[...linesB, ours.lines.b], 'idle', ours.idle.newTokens];
    const theirs = {
      cold: await turn(sc.lines, 'chat', ours.cold.newTokens),
      next: await turn(linesB, 'chat', ours.next.newTokens),
      idle: await turn(...idleIds),
    };
    // (e) for transformers.js: the same prompts (every 10th turn of the chat), each run whole, as it keeps no cache.
    const tjsFirst: number[] = [];
    for (const q of sampled) {
      const settings = STYLE.settings[q.mode];
      const prompt = tok.encode(fitChat(q.state, q.lines, settings, (t) => tok.count(t)).prompt);
      tjsFirst.push(
        (await tpage.evaluate(([i, k]) => (window as any).tjs.turn(i, k), [prompt, 1] as const)).firstTokenMs,
      );
    }
    let busy = 0;
    for (let i = 0; i < 6; i++) busy += (await turn(...idleIds)).lineMs;
    const perTurnMs = busy / 6;
    return {
      runtime: {
        ours: `onnxruntime-web 1.30 (WASM, ${threads} thread) in the brain worker`,
        theirs: 'transformers.js 4.3.1, onnxruntime-web 1.31-dev (WASM, 1 thread), main thread',
      },
      promptTokens: sc.promptTokens,
      ours: { loadMs, ...ours, idleMinute: idle, longChat: longChatFigures, longChatNoWarm: longChatCold, variants },
      theirs: {
        loadMs: tjsLoadMs,
        ...theirs,
        idleMinute: { turns: 6, perTurnMs, cpuShareOfOneCore: (perTurnMs * (60 / 14)) / 60_000 },
        longChat: {
          turns: tjsFirst.length,
          firstTokenMs: { median: percentile(tjsFirst, 0.5), p90: percentile(tjsFirst, 0.9) },
          reusedShare: 0,
        },
      },
    };
  } finally {
    await served.close();
  }
}
