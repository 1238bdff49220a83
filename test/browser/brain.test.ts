/** The real model, in the brain worker, in headless Chromium: it loads from the app's origin and writes a valid line. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseScenarioText, validateNext } from '../../src/world/index.ts';
import { serveAndLaunch, type Served } from '../helpers/browser.ts';

let served: Served;
let page: Page;
const scenario = parseScenarioText(readFileSync('test/fixtures/seed-example.json', 'utf8'));
const start = { pet: 'Mochi', owner: 'Sam', asleep: false };

beforeAll(async () => {
  served = await serveAndLaunch();
  page = await served.browser.newPage();
  await page.goto(`${served.url}/test/browser/brain.html`);
  await page.waitForFunction(() => document.getElementById('out')?.textContent === 'ready');
}, 180_000);

afterAll(async () => {
  await served?.close();
});

describe('the brain in Chromium', () => {
  it("loads the model in the worker from the app's own origin, with progress", async () => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const loadMs = await page.evaluate(() => (window as any).brain.load());
    expect(loadMs).toBeGreaterThan(0);
    const progress = await page.evaluate(
      () => (window as any).brain.progress as { file: string; loaded: number; total: number }[],
    );
    const model = progress.filter((p) => p.file.endsWith('model_quantized.onnx'));
    expect(model.length).toBeGreaterThan(0);
    expect(model.at(-1)!.loaded).toBe(model.at(-1)!.total);
    expect(requests.every((u) => u.startsWith(served.url))).toBe(true);
  }, 120_000);

  it('writes a valid line for the seed example, streaming its text', async () => {
    const request = { mode: 'chat', state: scenario.state, lines: scenario.lines, start, seed: 7 };
    const r = await page.evaluate((req) => (window as any).brain.generate(req), request);
    expect(validateNext(start, scenario.lines, r.turn.line)).toEqual({ valid: true, violations: [] });
    expect(r.turn.line.startsWith('Mochi: ')).toBe(true);
    expect(r.pieces.join('').trim().length).toBeGreaterThan(0);
    const status = await page.evaluate(() => (window as any).brain.status());
    expect(status.loaded).toBe(true);
    expect(status.decodeTokensPerSecond).toBeGreaterThan(0);
  }, 120_000);
});
