/**
 * The app in other browsers' engines, for the cross-engine smoke (test/browser/engines.test.ts):
 * WebKitGTK (Safari's engine: Debian's WebKitWebDriver driving its MiniBrowser under Xvfb, over
 * classic WebDriver) and Firefox ESR (headless, over WebDriver BiDi through puppeteer-core).
 *
 * Both drive the page the same way: elements are found through the shadow roots of the `tl-*`
 * elements by a path of selectors, typed into and clicked as a user would (the engine's own input
 * events), and page state is read by running a function body in the page (`arguments` are the args).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';

export const ENGINES = ['webkit', 'firefox'] as const;
export type EngineName = (typeof ENGINES)[number];

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** A path of CSS selectors, each looked up inside the previous element's shadow root (or the element). */
export type DeepPath = readonly string[];

export interface EngineDriver {
  readonly name: EngineName;
  /** The engine's version, as it reports it. */
  readonly version: string;
  open(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `body` (a function body; `arguments` holds `args`) in the page and returns its (awaited) JSON result. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Types `text` into the element at `path` (focused first), as keystrokes. */
  type(path: DeepPath, text: string): Promise<void>;
  /** Presses Enter in the element at `path`. */
  enter(path: DeepPath): Promise<void>;
  click(path: DeepPath): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** The page-side lookup of a DeepPath (a function expression, sent as source). */
const DEEP = `function (path) {
  let root = document, el = null;
  for (const sel of path) { el = root.querySelector(sel); if (!el) return null; root = el.shadowRoot ?? el; }
  return el;
}`;

/** Whether the engine is installed here (the smoke says what to install when it is not). */
export function engineMissing(name: EngineName): string | null {
  if (name === 'firefox')
    return existsSync(FIREFOX)
      ? null
      : `Firefox is not at ${FIREFOX}: apt-get install -y firefox-esr (or set FIREFOX_PATH)`;
  if (!existsSync(WEBKIT_DRIVER) || !existsSync(MINIBROWSER))
    return `WebKitGTK's driver is missing: apt-get install -y webkit2gtk-driver xvfb`;
  if (!existsSync('/usr/bin/Xvfb')) return 'Xvfb is missing: apt-get install -y xvfb';
  return null;
}

export async function launchEngine(name: EngineName, viewport = { width: 390, height: 844 }): Promise<EngineDriver> {
  const missing = engineMissing(name);
  if (missing) throw new Error(missing);
  return name === 'firefox' ? launchFirefox(viewport) : launchWebKit(viewport);
}

/** Polls `body` in the page until it returns something truthy; returns it. */
export async function waitInPage<T>(d: EngineDriver, body: string, timeoutMs: number, ...args: unknown[]): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await d.run<T>(body, ...args);
      if (v) return v;
    } catch (e) {
      last = e; // the page may be between documents (a reload)
    }
    if (Date.now() > until)
      throw new Error(
        `${d.name}: timed out after ${timeoutMs} ms waiting for: ${body}${last ? ` (last error: ${String(last)})` : ''}`,
      );
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function launchFirefox(viewport: { width: number; height: number }): Promise<EngineDriver> {
  const profile = mkdtempSync(join(tmpdir(), 'tokenling-firefox-'));
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
    // No update checks, telemetry or other traffic to a closed network.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
    },
  });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport(viewport);
  const find = async (path: DeepPath): Promise<ElementHandle> => {
    const h = await page.evaluateHandle(`(${DEEP})(${JSON.stringify(path)})`);
    const el = h.asElement();
    if (!el) throw new Error(`firefox: no element at ${path.join(' > ')}`);
    return el as ElementHandle;
  };
  return {
    name: 'firefox',
    version: await browser.version(),
    async open(url) {
      await page.goto(url);
    },
    async reload() {
      await page.reload();
    },
    run: <T>(body: string, ...args: unknown[]) =>
      page.evaluate(`(function () { ${body} }).apply(null, ${JSON.stringify(args)})`) as Promise<T>,
    async type(path, text) {
      const el = await find(path);
      await el.focus();
      await el.type(text);
    },
    async enter(path) {
      await (await find(path)).press('Enter');
    },
    async click(path) {
      await (await find(path)).click();
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A free TCP port on the loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/** The first free X display number from :90 on. */
function freeDisplay(): number {
  for (let n = 90; n < 140; n++) if (!existsSync(`/tmp/.X${n}-lock`)) return n;
  throw new Error('no free X display between :90 and :139');
}

async function launchWebKit(viewport: { width: number; height: number }): Promise<EngineDriver> {
  const display = freeDisplay();
  const children: ChildProcess[] = [];
  const xvfb = spawn('/usr/bin/Xvfb', [`:${display}`, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  children.push(xvfb);
  const port = await freePort();
  const env = { ...process.env, DISPLAY: `:${display}` };
  await new Promise((r) => setTimeout(r, 500));
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], { env, stdio: 'ignore' });
  children.push(driver);
  const base = `http://127.0.0.1:${port}`;
  const kill = () => {
    for (const c of children.reverse()) c.kill();
  };

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const r = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await r.json()) as { value: T & { error?: string; message?: string } };
    if (!r.ok)
      throw new Error(
        `webkit: ${method} ${path.replace(/^\/session\/[^/]+/, '')}: ${json.value?.error}: ${json.value?.message}`,
      );
    return json.value;
  }
  // The driver takes a moment to listen.
  let session: { sessionId: string; capabilities: { browserVersion?: string } } | null = null;
  for (let i = 0; i < 40 && !session; i++) {
    try {
      session = await call('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
          },
        },
      });
    } catch (e) {
      if (!(e instanceof TypeError)) {
        kill();
        throw e;
      } // not listening yet: a fetch TypeError
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  if (!session) {
    kill();
    throw new Error('webkit: WebKitWebDriver did not start');
  }
  const s = `/session/${session.sessionId}`;
  await call('POST', `${s}/window/rect`, viewport);
  const run = <T>(body: string, ...args: unknown[]) => call<T>('POST', `${s}/execute/sync`, { script: body, args });
  // WebKitWebDriver's element click hit-tests the shadow host, not the element inside it, and calls every
  // click in a shadow root "intercepted": taps and keys go through the actions API, at the element's centre.
  const tap = async (path: DeepPath): Promise<void> => {
    const at = await run<{ x: number; y: number } | null>(
      `const el = (${DEEP})(arguments[0]); if (!el) return null;
      el.scrollIntoView({ block: 'center' }); const r = el.getBoundingClientRect(); return { x: Math.round(r.x + r.width / 2), y: Math.round(r.y + r.height / 2) };`,
      path,
    );
    if (!at) throw new Error(`webkit: no element at ${path.join(' > ')}`);
    await call('POST', `${s}/actions`, {
      actions: [
        {
          type: 'pointer',
          id: 'finger',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', x: at.x, y: at.y, origin: 'viewport' },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
    await call('DELETE', `${s}/actions`);
  };
  const keys = async (text: string): Promise<void> => {
    const actions = [...text].flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    await call('POST', `${s}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions }] });
    await call('DELETE', `${s}/actions`);
  };
  return {
    name: 'webkit',
    version: session.capabilities.browserVersion ?? 'unknown',
    async open(url) {
      await call('POST', `${s}/url`, { url });
    },
    async reload() {
      await call('POST', `${s}/refresh`, {});
    },
    run,
    async type(path, text) {
      await tap(path);
      await keys(text);
    },
    async enter(path) {
      await tap(path);
      await keys('\uE007');
    },
    click: tap,
    async screenshot(file) {
      writeFileSync(file, Buffer.from(await call<string>('GET', `${s}/screenshot`), 'base64'));
    },
    async close() {
      await call('DELETE', s).catch(() => {});
      kill();
    },
  };
}
