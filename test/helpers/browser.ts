/**
 * Headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core) on
 * the built app served by vite's preview server, for browser tests and the benchmark.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll } from 'vitest';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags this machine needs: no sandbox as root, and no background traffic to a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Where the test build goes. */
export const TEST_DIST = 'dist-test';

/** Builds the app with its test pages into dist-test/ (vitest's global setup does it once per run; a lone script does it here). */
let built: Promise<unknown> | null = null;
export function buildApp(): Promise<unknown> {
  if (process.env.TOKENLING_TEST_BUILT === '1' && existsSync(`${root}${TEST_DIST}/index.html`))
    return Promise.resolve();
  // Test pages (brain.html, the transformers.js baseline) are built only for tests; vite.config.ts reads this at load.
  process.env.TOKENLING_TEST_PAGES = '1';
  built ??= asProduction(() => build({ root, logLevel: 'warn', build: { outDir: TEST_DIST } })).then(
    () => (process.env.TOKENLING_TEST_BUILT = '1'),
  );
  return built;
}

/** Runs a build as `npm run build` would: vitest sets NODE_ENV=test, which would make Vite build for development. */
async function asProduction<T>(fn: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await fn();
  } finally {
    process.env.NODE_ENV = before;
  }
}

/** Builds the app (without test pages) into `outDir`, with `version` as the app's version. */
export async function buildVersion(outDir: string, version: string): Promise<void> {
  const before = { pages: process.env.TOKENLING_TEST_PAGES, version: process.env.TOKENLING_VERSION };
  process.env.TOKENLING_TEST_PAGES = '0';
  process.env.TOKENLING_VERSION = version;
  try {
    await asProduction(() => build({ root, logLevel: 'warn', build: { outDir } }));
  } finally {
    process.env.TOKENLING_TEST_PAGES = before.pages;
    process.env.TOKENLING_VERSION = before.version;
  }
}

/** A Chromium profile on disk (not incognito: installability and persistent storage need one), for one test file. */
export async function launchProfile(dir: string, viewport = { width: 390, height: 844 }): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, viewport });
}

export interface Served {
  url: string;
  server: PreviewServer;
  browser: Browser;
  close(): Promise<void>;
}

/** Builds the test build once and serves it on a free port with vite's preview server. */
export async function serveBuilt(): Promise<{ url: string; server: PreviewServer }> {
  await buildApp();
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir: TEST_DIST },
    preview: { port: 0, strictPort: false },
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 4173;
  return { url: `http://localhost:${port}`, server };
}

/** Builds, serves dist/ on a free port and launches Chromium. */
export async function serveAndLaunch(): Promise<Served> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium is not at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  const { url, server } = await serveBuilt();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    url,
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Opens the app's settings sheet from the status bar. */
export async function openSettings(p: Page): Promise<void> {
  await p.locator('tl-status button[aria-label*="settings" i]').click();
  await p.locator('tl-settings').waitFor();
}

/**
 * Serves the built app and launches Chromium once for a test file (in its beforeAll), closing both after it;
 * `output` is made for the file's screenshots. The returned object reads the one served app.
 */
export function useServedApp(output: string): Served {
  let app: Served | undefined;
  beforeAll(async () => {
    mkdirSync(output, { recursive: true });
    app = await serveAndLaunch();
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });
  const current = () => {
    if (!app) throw new Error('the served app is only there inside the tests of the file that asked for it');
    return app;
  };
  return {
    get url() {
      return current().url;
    },
    get server() {
      return current().server;
    },
    get browser() {
      return current().browser;
    },
    close: () => current().close(),
  };
}

/** Waits until the app is done with the owner and the pet: no turn running, no diary page being written. */
export async function settle(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const v = (document.querySelector('tl-app') as any).view;
      return !v.thinking && !v.writingDiary;
    },
    null,
    { timeout, polling: 50 },
  );
}
