/**
 * The service worker as built, and an update in Chromium: two builds with
 * different versions served one after the other on the same origin; the page
 * offers the update, applies it on reload, and the pet is still there.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { PRECACHE_LIMIT_BYTES } from '../../vite.config.ts';
import { buildVersion, CHROMIUM, launchProfile, root } from '../helpers/browser.ts';

const A = 'dist-update-a';
const B = 'dist-update-b';
const profile = mkdtempSync(join(tmpdir(), 'tokenling-update-'));
let server: PreviewServer | null = null;
let context: BrowserContext | null = null;

/** Serves a build on `port` (0: any free one); resolves with the origin. */
async function serve(outDir: string, port: number): Promise<string> {
  await server?.close();
  server = await preview({ root, logLevel: 'warn', build: { outDir }, preview: { port, strictPort: port !== 0 } });
  const address = server.httpServer.address();
  return `http://localhost:${typeof address === 'object' && address ? address.port : port}`;
}

/** The URLs in the service worker's precache manifest. */
function precacheUrls(outDir: string): string[] {
  const sw = readFileSync(join(root, outDir, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
}

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not at ${CHROMIUM}`);
  await buildVersion(A, '9.0.0-a');
  await buildVersion(B, '9.0.0-b');
}, 240_000);

afterAll(async () => {
  await context?.close();
  await server?.close();
  for (const d of [A, B]) rmSync(join(root, d), { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
});

describe('the built service worker', () => {
  it('precaches the app shell, code and icons, never the model or the WASM runtime, each file under the size limit', () => {
    const urls = precacheUrls(A);
    expect(urls).not.toContain('ort/ort-wasm-simd-threaded.wasm');
    for (const must of [
      'index.html',
      'manifest.webmanifest',
      'model.json',
      'ort/ort-wasm-simd-threaded.mjs',
      'icons/icon-192.png',
      'icons/icon-512.png',
    ]) {
      expect(urls).toContain(must);
    }
    expect(urls.some((u) => /^assets\/main-.*\.js$/.test(u))).toBe(true);
    expect(urls.some((u) => /^assets\/brain\.worker-.*\.js$/.test(u))).toBe(true);
    expect(urls.filter((u) => u.includes('models/'))).toEqual([]);
    for (const u of urls) expect(statSync(join(root, A, u)).size).toBeLessThanOrEqual(PRECACHE_LIMIT_BYTES);
  });

  it('lists the brain files (the model, its reader and the WASM runtime) in model.json with their sizes and SHA-256', () => {
    const m = JSON.parse(readFileSync(join(root, A, 'model.json'), 'utf8')) as {
      version: string;
      files: { url: string; bytes: number; sha256: string }[];
    };
    expect(m.files.map((f) => f.url).sort()).toEqual([
      ...['config.json', 'onnx/model_quantized.onnx', 'reader.bin', 'tokenizer.json'].map(
        (f) => `models/tokenling-mini/${f}`,
      ),
      'ort/ort-wasm-simd-threaded.wasm',
    ]);
    for (const f of m.files) expect(statSync(join(root, A, f.url)).size).toBe(f.bytes);
    expect(m.version).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('an update', () => {
  let page: Page;
  const navigations: string[] = [];

  it('installs the first time without reloading the page', async () => {
    const origin = await serve(A, 0);
    context = await launchProfile(profile);
    page = context.pages()[0] ?? (await context.newPage());
    page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));
    await page.goto(origin);
    await page.locator('tl-hatch input[name=pet]').fill('Mochi');
    await page.locator('tl-hatch input[name=owner]').fill('Sam');
    await page.locator('tl-hatch button[type=submit]').click();
    await page.locator('tl-lcd').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await page.waitForTimeout(1000);
    expect(navigations).toHaveLength(1);
    expect(await page.locator('tl-app .update').count()).toBe(0);
  }, 120_000);

  it('a new version waits, the page offers it, and reloading applies it without losing the pet', async () => {
    const before = await page.evaluate(() => (document.querySelector('tl-app') as any).view.pet);
    const port = Number(new URL(page.url()).port);
    await serve(B, port);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.locator('tl-app .update').waitFor({ timeout: 60_000 });
    await page.locator('tl-app .update button').click();
    await page.waitForFunction(() => (document.querySelector('tl-app') as any)?.view?.phase === 'playing', null, {
      timeout: 60_000,
    });
    await page.locator('tl-status button[aria-label="settings"]').click();
    await expect.poll(() => page.locator('tl-settings .app-version').textContent()).toBe('9.0.0-b');
    const after = await page.evaluate(() => (document.querySelector('tl-app') as any).view.pet);
    expect(after.name).toBe(before.name);
    expect(after.bornAt).toBe(before.bornAt);
    expect(after.chat.slice(0, before.chat.length)).toEqual(before.chat);
    await page.waitForTimeout(1500);
    expect(navigations).toHaveLength(2); // one reload, no loop
  }, 120_000);
});
