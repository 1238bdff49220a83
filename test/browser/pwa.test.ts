/**
 * Installable and offline, in headless Chromium on the built app: no
 * installability errors, the model downloads once (with progress) into its own
 * cache, a reload with the network cut plays with the real model, the cache
 * clears from settings and comes back online, and an update is offered and
 * applied without losing the pet. No request ever leaves the app's origin.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { validateTranscript } from '../../src/world/index.ts';
import { launchProfile, openSettings, serveAndLaunch, type Served } from '../helpers/browser.ts';

const PHONE = { width: 390, height: 844 };
const names = { pet: 'Mochi', owner: 'Sam' };
const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as {
  icons: { src: string; sizes: string }[];
};

let served: Served;
let context: BrowserContext;
let page: Page;
const requests: string[] = [];
/** Every path the server was asked for, by anyone (the page, the brain worker, the service worker). */
const served_paths: string[] = [];
const profile = mkdtempSync(join(tmpdir(), 'tokenling-pwa-'));

/** Records the brain worker's download progress events, from the page's start. */
const RECORD_PROGRESS = () => {
  const w = window as unknown as { __progress: unknown[] };
  w.__progress = [];
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      this.addEventListener('message', (e: MessageEvent) => {
        if (e.data?.type === 'progress') w.__progress.push(e.data);
      });
    }
  };
};

beforeAll(async () => {
  served = await serveAndLaunch();
  (served.server.middlewares as unknown as { stack: { route: string; handle: unknown }[] }).stack.unshift({
    route: '',
    handle: (req: { url?: string }, _res: unknown, next: () => void) => {
      served_paths.push((req.url ?? '').split('?')[0]!);
      next();
    },
  });
  context = await launchProfile(profile, PHONE);
  await context.addInitScript(RECORD_PROGRESS);
  context.on('request', (r) => requests.push(r.url()));
  page = context.pages()[0] ?? (await context.newPage());
}, 240_000);

afterAll(async () => {
  await context?.close();
  await served?.close();
  rmSync(profile, { recursive: true, force: true });
});

const app = (p: Page) =>
  p.evaluate(() => {
    const el = document.querySelector('tl-app') as any;
    return { brain: el.brain, chat: el.view?.pet?.chat as string[] | undefined, phase: el.view?.phase };
  });

async function modelCaches(p: Page): Promise<{ name: string; files: number }[]> {
  return p.evaluate(async () => {
    const out = [];
    for (const name of await caches.keys())
      if (name.startsWith('tokenling-model-'))
        out.push({ name, files: (await (await caches.open(name)).keys()).length });
    return out;
  });
}

/** Sends a message and waits for the pet's line; returns the transcript. */
async function talk(p: Page, text: string): Promise<string[]> {
  const before = (await app(p)).chat!.length;
  await p.locator('tl-chat input').fill(text);
  await p.locator('tl-chat input').press('Enter');
  await p.waitForFunction(
    (n) => {
      const chat = (document.querySelector('tl-app') as any).view.pet.chat as string[];
      return chat.length > n + 1 && chat.slice(n + 1).some((l) => l.startsWith('Mochi:'));
    },
    before,
    { timeout: 120_000 },
  );
  return (await app(p)).chat!;
}

describe('installable and offline', () => {
  it('Chromium reports no installability errors, and the manifest icons load', async () => {
    await page.goto(served.url);
    await page.locator('tl-hatch').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
    for (const icon of manifest.icons) {
      const r = await page.request.get(`${served.url}/${icon.src}`);
      expect(r.status()).toBe(200);
      expect(r.headers()['content-type']).toContain('image/png');
    }
  }, 120_000);

  it('the first visit downloads the model once, with progress, into a model cache of its own', async () => {
    await page.locator('tl-hatch input[name=pet]').fill('Mochi');
    await page.locator('tl-hatch input[name=owner]').fill('Sam');
    await page.locator('tl-hatch button[type=submit]').click();
    await page.waitForFunction(() => (document.querySelector('tl-app') as any).brain.state === 'ready', null, {
      timeout: 120_000,
    });
    const progress = await page.evaluate(
      () => (window as any).__progress as { file: string; loaded: number; total: number }[],
    );
    const model = progress.filter((p) => p.file.endsWith('model_quantized.onnx'));
    expect(model.length).toBeGreaterThan(1);
    expect(model.at(-1)!.loaded).toBe(model.at(-1)!.total);
    const expected = JSON.parse(await (await page.request.get(`${served.url}/model.json`)).text()) as {
      files: unknown[];
    };
    await expect
      .poll(() => modelCaches(page), { timeout: 30_000 })
      .toEqual([expect.objectContaining({ files: expected.files.length })]);
    // Each brain file (the model's and the WASM runtime) came over the network once, whoever asked for it.
    for (const f of (expected as { files: { url: string }[] }).files)
      expect(
        served_paths.filter((p) => p === `/${f.url}`),
        f.url,
      ).toHaveLength(1);
    // The precache holds the app shell, not the model.
    const precached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        if (name.includes('precache')) urls.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
      return urls;
    });
    expect(precached.some((u) => u.includes('index.html'))).toBe(true);
    expect(precached.some((u) => u.includes('/models/'))).toBe(false);
    // Once the model is stored the app asks to keep storage, and shows the answer.
    await openSettings(page);
    await expect
      .poll(() => page.locator('tl-settings').evaluate((el) => el.shadowRoot!.textContent ?? ''), { timeout: 10_000 })
      .toMatch(/kept safe: yes|may clear it/);
    await page.locator('tl-settings button[aria-label="close settings"]').click();
  }, 180_000);

  it('with the network cut, a reload shows the pet and a message gets a valid line from the real model', async () => {
    await context.setOffline(true);
    await page.reload();
    await page.locator('tl-lcd').waitFor({ timeout: 30_000 });
    // The brain wakes from the model cache with no network (until then the world's simple lines answer).
    await page.waitForFunction(() => (document.querySelector('tl-app') as any).brain.state === 'ready', null, {
      timeout: 60_000,
    });
    const lines = await talk(page, 'hello Mochi, are you there?');
    expect(validateTranscript({ ...names, asleep: false }, lines).valid).toBe(true);
    expect((await app(page)).brain.state).toBe('ready');
  }, 180_000);

  it('settings clear the model cache; the app says the brain must download again; back online it is restored', async () => {
    await openSettings(page);
    const usage = () =>
      page.evaluate(
        () =>
          (document.querySelector('tl-app') as any).services.pwa.state.settings.storage?.usage as number | undefined,
      );
    const before = await usage();
    await page.locator('tl-settings button', { hasText: 'Clear the model cache' }).click();
    // The app says so once the caches are gone; only then are they listed (listing opens each one, and opening
    // a cache the clear is deleting at that moment would make it again, empty).
    await expect
      .poll(() => page.locator('tl-settings').evaluate((el) => el.shadowRoot!.textContent ?? ''))
      .toMatch(/downloads again/);
    expect(await modelCaches(page)).toEqual([]);
    // The storage figure drops by about the model's size at once (Chromium's own estimate lags behind).
    const bytes = JSON.parse(await (await page.request.get(`${served.url}/model.json`)).text()).files.reduce(
      (a: number, f: { bytes: number }) => a + f.bytes,
      0,
    );
    expect(before).toBeGreaterThan(bytes);
    expect(before! - (await usage())!).toBeGreaterThan(bytes * 0.9);
    await page.locator('tl-settings button[aria-label="close settings"]').click();
    expect((await app(page)).brain.state).toBe('unloaded');
    await context.setOffline(false);
    // The message is answered at once (the world's line while the brain downloads again) and starts the download.
    const lines = await talk(page, 'are you back?');
    expect(validateTranscript({ ...names, asleep: false }, lines).valid).toBe(true);
    await page.waitForFunction(() => (document.querySelector('tl-app') as any).brain.state === 'ready', null, {
      timeout: 120_000,
    });
    const expected = JSON.parse(await (await page.request.get(`${served.url}/model.json`)).text()) as {
      files: unknown[];
    };
    await expect
      .poll(() => modelCaches(page), { timeout: 30_000 })
      .toEqual([expect.objectContaining({ files: expected.files.length })]);
  }, 180_000);

  it('a damaged model in the cache is detected by its hash, removed and downloaded again, with a message', async () => {
    const modelUrl = `${served.url}/models/tokenling-mini/onnx/model_quantized.onnx`;
    await page.evaluate(async (url) => {
      const name = (await caches.keys()).find((k) => k.startsWith('tokenling-model-'))!;
      const cache = await caches.open(name);
      const good = new Uint8Array(await (await cache.match(url))!.arrayBuffer());
      const mid = good.length >> 1;
      good[mid] = good[mid]! ^ 0xff; // one flipped byte, same size
      await cache.put(url, new Response(good, { headers: { 'Content-Type': 'application/octet-stream' } }));
    }, modelUrl);
    await page.reload();
    await page.locator('tl-app .model-problem').waitFor({ timeout: 60_000 });
    const problem = await page.locator('tl-app .model-problem').textContent();
    expect(problem).toMatch(/damaged/);
    expect(problem).not.toMatch(/\/models|bytes|SHA/);
    await page.waitForFunction(() => (document.querySelector('tl-app') as any).brain.state === 'ready', null, {
      timeout: 120_000,
    });
    const lines = await talk(page, 'still there?');
    expect(validateTranscript({ ...names, asleep: false }, lines).valid).toBe(true);
    const stored = await page.evaluate(async (url) => {
      const name = (await caches.keys()).find((k) => k.startsWith('tokenling-model-'))!;
      return (await (await caches.open(name)).match(url))?.arrayBuffer().then((b) => b.byteLength);
    }, modelUrl);
    const expected = JSON.parse(await (await page.request.get(`${served.url}/model.json`)).text()) as {
      files: { url: string; bytes: number }[];
    };
    expect(stored).toBe(expected.files.find((f) => f.url.endsWith('model_quantized.onnx'))!.bytes);
  }, 180_000);

  it("no request left the app's origin", () => {
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((u) => !u.startsWith(served.url))).toEqual([]);
  });
});
