/**
 * Bench (f): a first visit through the built app and the preview server, on a network of 8 Mbit/s with
 * 40 ms latency, in a fresh Chromium profile (no service worker, no caches). Times from the navigation:
 * the hatch form ready, the pet playable after a hatch (care buttons enabled), the brain ready, and the
 * first line from the brain (a message sent the moment it is ready: the first text streamed, and the line).
 *
 * The network is a throttling proxy in front of the preview server, one shared 1,000,000 bytes/s and
 * 40 ms before each response, so every request counts whoever makes it: the page, the brain worker and
 * the service worker (DevTools' Network.emulateNetworkConditions on the page does not reach the
 * service worker's own fetches, which carry the runtime and the model).
 *
 *   npx tsx test/bench/first-visit.ts [--throttle 4]     (also run by npm run bench)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { buildApp, CHROMIUM, CHROMIUM_ARGS, root, TEST_DIST } from '../helpers/browser.ts';

/** 8 Mbit/s, as bytes per second, and the latency before each response. */
export const NETWORK = { bytesPerSecond: 1_000_000, latencyMs: 40 } as const;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A proxy to `port` that delays each response by the latency and shares one bandwidth between all of them. */
function throttlingProxy(port: number, net = NETWORK): Promise<{ server: Server; port: number; bytes: () => number }> {
  let nextFree = 0;
  let sent = 0;
  const server = createServer((req, res) => {
    const up = request(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
      async (upRes) => {
        await sleep(net.latencyMs);
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        upRes.pause();
        const pump = async () => {
          for (;;) {
            const chunk = upRes.read() as Buffer | null;
            if (chunk === null) break;
            for (let at = 0; at < chunk.length; at += 16_384) {
              const piece = chunk.subarray(at, at + 16_384);
              const now = performance.now();
              const start = Math.max(now, nextFree);
              nextFree = start + (piece.length * 1000) / net.bytesPerSecond;
              await sleep(nextFree - now);
              sent += piece.length;
              if (!res.write(piece)) await new Promise((r) => res.once('drain', r));
            }
          }
        };
        let busy = Promise.resolve();
        upRes.on('readable', () => (busy = busy.then(pump)));
        upRes.on('end', () => void busy.then(() => res.end()));
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  return new Promise((resolve) =>
    server.listen(0, () => {
      const a = server.address();
      resolve({ server, port: typeof a === 'object' && a ? a.port : 0, bytes: () => sent });
    }),
  );
}

export async function firstVisit(cpuThrottle = 1) {
  await buildApp();
  const srv = await preview({
    root,
    logLevel: 'warn',
    build: { outDir: TEST_DIST },
    preview: { port: 0, strictPort: false },
  });
  const a = srv.httpServer.address();
  const proxy = await throttlingProxy(typeof a === 'object' && a ? a.port : 4173);
  const profile = mkdtempSync(join(tmpdir(), 'tl-first-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    if (cpuThrottle > 1)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    // A timeline from inside the page: when the service worker took it, and the brain's download.
    // (A string: tsx would wrap a function's inner functions in a helper the page does not have.)
    await page.addInitScript(`(() => {
      const marks = {};
      window.__marks = marks;
      const tick = () => {
        const b = document.querySelector('tl-app')?.brain;
        if (navigator.serviceWorker?.controller && !marks.controlled) marks.controlled = performance.now();
        if (b?.state === 'loading' && b.loaded > 0 && !marks.firstByte) marks.firstByte = performance.now();
        if (b?.state === 'loading' && b.total && b.loaded >= b.total && !marks.downloaded) marks.downloaded = performance.now();
        if (b?.total && !marks.total) marks.total = b.total;
        if (b?.state === 'ready') marks.ready = performance.now();
        else setTimeout(tick, 20);
      };
      tick();
    })()`);
    const t0 = performance.now();
    const at = () => Math.round(performance.now() - t0);
    await page.goto(`http://localhost:${proxy.port}/`, { waitUntil: 'commit' });
    await page.locator('tl-hatch input[name=pet]').waitFor({ timeout: 60_000 });
    const hatchFormMs = at();
    await page.locator('tl-hatch input[name=pet]').fill('Pip');
    await page.locator('tl-hatch input[name=owner]').fill('Sam');
    await page.locator('tl-hatch button[type=submit]').click();
    await page.locator('tl-care button:not([aria-disabled="true"])').first().waitFor({ timeout: 60_000 });
    const playableMs = at();
    const app = () =>
      page.evaluate(() => {
        const el = document.querySelector('tl-app') as any;
        return {
          brain: el.brain.state as string,
          chat: (el.view?.pet?.chat ?? []) as string[],
          streaming: el.view?.streaming as string | null,
        };
      });
    await page.waitForFunction(() => (document.querySelector('tl-app') as any).brain.state === 'ready', null, {
      timeout: 180_000,
      polling: 20,
    });
    const brainReadyMs = at();
    const before = (await app()).chat.length;
    // The first streamed text, as the controller publishes it (polling could miss a short line).
    await page.evaluate(() => {
      const w = window as any;
      w.__sentAt = null;
      (document.querySelector('tl-app') as any).controller.subscribe((v: any) => {
        if (v.streaming && w.__sentAt !== null && !w.__firstText) w.__firstText = performance.now();
      });
    });
    await page.locator('tl-chat input').fill('hi!');
    await page.evaluate(() => ((window as any).__sentAt = performance.now()));
    const sentMs = at();
    await page.locator('tl-chat input').press('Enter');
    const textAfterSend = await page.waitForFunction(
      () => {
        const w = window as any;
        return w.__firstText ? w.__firstText - w.__sentAt : null;
      },
      null,
      { timeout: 60_000 },
    );
    const firstBrainTextMs = sentMs + Math.round((await textAfterSend.jsonValue()) as number);
    await page.waitForFunction(
      (n) =>
        ((document.querySelector('tl-app') as any).view.pet.chat as string[])
          .slice(n)
          .some((l) => l.startsWith('Pip:')),
      before,
      { timeout: 60_000, polling: 10 },
    );
    const firstBrainLineMs = at();
    const line = (await app()).chat.slice(before).find((l) => l.startsWith('Pip:'));
    const inPage = await page.evaluate(() => {
      const m = (window as any).__marks as Record<string, number>;
      return Object.fromEntries(Object.entries(m).map(([k, v]) => [k, k === 'total' ? v : Math.round(v)]));
    });
    return {
      network: NETWORK,
      cpuThrottle,
      hatchFormMs,
      playableMs,
      brainReadyMs,
      firstBrainTextMs,
      firstBrainLineMs,
      bytesOverNetwork: proxy.bytes(),
      line,
      pageTimeline: inPage,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    proxy.server.close();
    await srv.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { throttle: { type: 'string', default: '1' } } });
  process.stdout.write(`${JSON.stringify(await firstVisit(Number(values.throttle)))}\n`);
}
