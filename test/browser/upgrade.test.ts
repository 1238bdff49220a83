/**
 * An upgrade from the previous release, in Chromium with one persistent profile:
 * release 1 (commit 359636f, built from a git worktree) hatches and saves a pet,
 * chats and files a diary page; then this build is served on the same origin and
 * the same pet, chat and diary are there, migrated to this version's records.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { buildVersion, CHROMIUM, launchProfile, root } from '../helpers/browser.ts';
import { PET_STATE_VERSION } from '../../src/sim/index.ts';

/** The commit of release 1, whose fixtures are test/fixtures/release-1. */
const RELEASE_1 = '359636f';
const NEW = 'dist-upgrade-new';
const work = mkdtempSync(join(tmpdir(), 'tokenling-release1-'));
const old = join(work, 'tree');
const profile = mkdtempSync(join(tmpdir(), 'tokenling-upgrade-'));
let server: PreviewServer | null = null;
let context: BrowserContext | null = null;

async function serve(viteRoot: string, outDir: string, port: number): Promise<string> {
  await server?.close();
  server = await preview({
    root: viteRoot,
    configFile: join(viteRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: port !== 0 },
  });
  const address = server.httpServer.address();
  return `http://localhost:${typeof address === 'object' && address ? address.port : port}`;
}

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not at ${CHROMIUM}`);
  try {
    execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', old, RELEASE_1], { stdio: 'pipe' });
  } catch (e) {
    throw new Error(
      `release 1 (${RELEASE_1}) must be in this clone's history for the upgrade test: ${(e as Error).message}`,
      { cause: e },
    );
  }
  symlinkSync(join(root, 'node_modules'), join(old, 'node_modules'));
  const env = { ...process.env };
  process.env.NODE_ENV = 'production';
  process.env.TOKENLING_TEST_PAGES = '0';
  process.env.TOKENLING_VERSION = '1.0.0-release1';
  try {
    await build({
      root: old,
      configFile: join(old, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: join(old, 'dist') },
    });
  } finally {
    process.env.NODE_ENV = env.NODE_ENV;
    process.env.TOKENLING_TEST_PAGES = env.TOKENLING_TEST_PAGES;
    process.env.TOKENLING_VERSION = env.TOKENLING_VERSION;
  }
  await buildVersion(NEW, '2.0.0-this');
}, 300_000);

afterAll(async () => {
  await context?.close();
  await server?.close();
  rmSync(join(root, NEW), { recursive: true, force: true });
  try {
    execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', old], { stdio: 'pipe' });
  } catch {
    // removed below either way
  }
  rmSync(work, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
});

const pet = (p: Page) => p.evaluate(() => (document.querySelector('tl-app') as any).view?.pet);

describe('an upgrade from release 1', () => {
  let page: Page;
  let before: { name: string; bornAt: number; chat: string[]; version: number };

  it('release 1 hatches a pet, chats and files a diary page', async () => {
    const origin = await serve(old, join(old, 'dist'), 0);
    context = await launchProfile(profile);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto(origin);
    await page.locator('tl-hatch input[name=pet]').fill('Pip');
    await page.locator('tl-hatch input[name=owner]').fill('Sam');
    await page.locator('tl-hatch button[type=submit]').click();
    await page.locator('tl-lcd').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await page.locator('tl-chat input').fill('I have a dog called Biscuit');
    await page.locator('tl-chat input').press('Enter');
    await page.waitForFunction(
      () => ((document.querySelector('tl-app') as any).view.pet.chat as string[]).some((l) => l.startsWith('Pip:')),
      null,
      { timeout: 120_000 },
    );
    // A diary page as release 1 files one (its own store and record shape).
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const r = indexedDB.open('tokenling');
          r.onsuccess = () => {
            const tx = r.result.transaction('diary', 'readwrite');
            tx.objectStore('diary').put({
              day: 1,
              date: '2026-12-01',
              text: 'Sam told me about Biscuit.',
              writtenAt: Date.now(),
            });
            tx.oncomplete = () => (r.result.close(), resolve());
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    before = await pet(page);
    expect(before.version).toBe(1);
  }, 180_000);

  it('this build on the same origin opens the same pet, chat and diary, migrated', async () => {
    const port = Number(new URL(page.url()).port);
    await serve(root, NEW, port);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.locator('tl-app .update').waitFor({ timeout: 60_000 });
    await Promise.all([
      page.waitForEvent('framenavigated', { timeout: 60_000 }),
      page.locator('tl-app .update button').click(),
    ]);
    await page.waitForFunction(() => (document.querySelector('tl-app') as any)?.view?.phase === 'playing', null, {
      timeout: 60_000,
    });
    await page.locator('tl-status button[aria-label="settings"]').click();
    await expect.poll(() => page.locator('tl-settings .app-version').textContent()).toBe('2.0.0-this');
    const after = await pet(page);
    expect(after.name).toBe('Pip');
    expect(after.bornAt).toBe(before.bornAt);
    expect(after.chat.slice(0, before.chat.length)).toEqual(before.chat);
    expect(after.version).toBe(PET_STATE_VERSION);
    // Version 3's record: the coming poops as a list.
    expect(Array.isArray(after.poopsDue)).toBe(true);
    expect('poopDueAt' in after).toBe(false);
    const pages = await page.evaluate(() => (document.querySelector('tl-app') as any).view.pages);
    expect(pages.map((p: { text: string }) => p.text)).toEqual(['Sam told me about Biscuit.']);
  }, 120_000);
});
