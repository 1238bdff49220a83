/** The benchmark in node: our runtime (onnxruntime-web, WASM) and transformers.js (which in node runs onnxruntime-node, native). */
import { AutoModelForCausalLM, BaseStreamer, env, Tensor } from '@huggingface/transformers';
import { join } from 'node:path';
import { generate } from '../../src/brain/generate.ts';
import { DEFAULT_MODEL_DIR, loadBrainNode } from '../../src/brain/node.ts';
import { PromptCache } from '../../src/brain/prompt-cache.ts';
import { chatParts, fit, STYLE } from '../../src/world/index.ts';
import { root } from '../helpers/browser.ts';
import { idleMinute, threeTurns, type RunTurn } from './runs.ts';
import { benchScenario, NEXT_OWNER_LINE } from './scenario.ts';
import { tjsTurn, type TjsModule, type TjsModel } from './tjs-run.ts';

export async function nodeBench() {
  const t0 = performance.now();
  const brain = await loadBrainNode(DEFAULT_MODEL_DIR, true);
  const loadMs = performance.now() - t0;
  const sc = benchScenario(brain.tok);
  const cache = new PromptCache(brain.lm);
  const run: RunTurn = async (req) => {
    const start = performance.now();
    let firstTextMs = NaN;
    const result = await generate(brain.lm, brain.tok, req, {
      cache,
      onText: () => {
        if (Number.isNaN(firstTextMs)) firstTextMs = performance.now() - start;
      },
    });
    return { result, firstTextMs, totalMs: performance.now() - start };
  };
  const base = { state: sc.state, lines: sc.lines, start: sc.start };
  const ours = await threeTurns(run, base, sc.state.owner, NEXT_OWNER_LINE);
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  const idle = await idleMinute(run, { ...base, lines: ours.linesC });
  const cpu = process.cpuUsage(cpu0);
  const cpuPerTurnMs = (cpu.user + cpu.system) / 1000 / idle.turns;
  const oursIdle = {
    ...idle,
    cpuPerTurnMs,
    wallPerTurnMs: (performance.now() - wall0) / idle.turns,
    cpuShareOfOneCore: (cpuPerTurnMs * (60 / 14)) / 60_000,
  };

  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.localModelPath = `${join(root, 'models')}/`;
  const t1 = performance.now();
  const model = (await AutoModelForCausalLM.from_pretrained('tokenling-mini', { dtype: 'q8' })) as unknown as TjsModel;
  const tjsLoadMs = performance.now() - t1;
  const tjs = { Tensor, BaseStreamer } as unknown as TjsModule;
  const ids = (lines: string[], mode: 'chat' | 'idle') =>
    brain.tok.encode(fit(chatParts(sc.state, lines), STYLE.settings[mode], (t) => brain.tok.count(t)).prompt);
  const linesB = [...sc.lines, ours.lines.a, `${sc.state.owner}: ${NEXT_OWNER_LINE}`];
  const theirs = {
    cold: await tjsTurn(tjs, model, ids(sc.lines, 'chat'), ours.cold.newTokens),
    next: await tjsTurn(tjs, model, ids(linesB, 'chat'), ours.next.newTokens),
    idle: await tjsTurn(tjs, model, ids([...linesB, ours.lines.b], 'idle'), ours.idle.newTokens),
  };
  const c1 = process.cpuUsage();
  const idleTurns: number[] = [];
  for (let i = 0; i < 6; i++)
    idleTurns.push((await tjsTurn(tjs, model, ids([...linesB, ours.lines.b], 'idle'), ours.idle.newTokens)).lineMs);
  const c2 = process.cpuUsage(c1);
  const tjsCpuPerTurn = (c2.user + c2.system) / 1000 / 6;
  await brain.lm.release();
  return {
    runtime: {
      ours: 'onnxruntime-web 1.30 (WASM, 1 thread) in node',
      theirs: 'transformers.js 4.3.1 → onnxruntime-node (native CPU)',
    },
    promptTokens: sc.promptTokens,
    ours: { loadMs, ...ours, idleMinute: oursIdle },
    theirs: {
      loadMs: tjsLoadMs,
      ...theirs,
      idleMinute: {
        cpuPerTurnMs: tjsCpuPerTurn,
        cpuShareOfOneCore: (tjsCpuPerTurn * (60 / 14)) / 60_000,
        wallPerTurnMs: idleTurns.reduce((a, b) => a + b, 0) / 6,
      },
    },
  };
}
