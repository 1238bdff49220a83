/** The benchmark in headless Chromium: our brain worker and transformers.js, both onnxruntime-web WASM on one thread, same page origin. */
import type { GenerateRequest } from '../../src/brain/generate.ts';
import type { TurnMessage } from '../../src/brain/protocol.ts';
import { loadTokenizer } from '../../src/brain/tokenizer-node.ts';
import { chatParts, fit, STYLE } from '../../src/world/index.ts';
import { serveAndLaunch } from '../helpers/browser.ts';
import { idleMinute, threeTurns, type RunTurn } from './runs.ts';
import { benchScenario, NEXT_OWNER_LINE } from './scenario.ts';
import type { TjsTurn } from './tjs-run.ts';

type PageResult = { turn: TurnMessage; firstTextMs: number; totalMs: number };

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

    const tpage = await served.browser.newPage();
    await tpage.goto(`${served.url}/test/bench/tjs.html`);
    await tpage.waitForFunction(() => document.getElementById('out')?.textContent === 'ready');
    const tjsLoadMs = await tpage.evaluate(() => (window as any).tjs.load());
    const ids = (lines: string[], mode: 'chat' | 'idle') => tok.encode(fit(chatParts(sc.state, lines), STYLE.settings[mode], (t) => tok.count(t)).prompt);
    const turn = (lines: string[], mode: 'chat' | 'idle', n: number): Promise<TjsTurn> => tpage.evaluate(([i, k]) => (window as any).tjs.turn(i, k), [ids(lines, mode), n] as const);
    const linesB = [...sc.lines, ours.lines.a, `${sc.state.owner}: ${NEXT_OWNER_LINE}`];
    const idleIds: [string[], 'idle', number] = [[...linesB, ours.lines.b], 'idle', ours.idle.newTokens];
    const theirs = {
      cold: await turn(sc.lines, 'chat', ours.cold.newTokens),
      next: await turn(linesB, 'chat', ours.next.newTokens),
      idle: await turn(...idleIds),
    };
    let busy = 0;
    for (let i = 0; i < 6; i++) busy += (await turn(...idleIds)).lineMs;
    const perTurnMs = busy / 6;
    return {
      runtime: { ours: `onnxruntime-web 1.30 (WASM, ${threads} thread) in the brain worker`, theirs: 'transformers.js 4.3.1, onnxruntime-web 1.31-dev (WASM, 1 thread), main thread' },
      promptTokens: sc.promptTokens,
      ours: { loadMs, ...ours, idleMinute: idle },
      theirs: { loadMs: tjsLoadMs, ...theirs, idleMinute: { turns: 6, perTurnMs, cpuShareOfOneCore: (perTurnMs * (60 / 14)) / 60_000 } },
    };
  } finally {
    await served.close();
  }
}
