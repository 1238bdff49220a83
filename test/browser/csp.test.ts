/**
 * The Content Security Policy (docs/csp.md) on the built app with the real model:
 * the preview server sends it as a header, the built index.html carries it in a
 * meta tag, and hatching, loading the brain, chatting, the settings sheet (with an
 * export, a blob: download) and the diary run without a single violation and
 * without a request leaving the app's origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { serveAndLaunch, type Served } from '../helpers/browser.ts';

let served: Served;

beforeAll(async () => {
  served = await serveAndLaunch();
}, 240_000);

afterAll(async () => {
  await served?.close();
});

/** A policy as directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...sources] = d.split(/\s+/);
        return [name!.toLowerCase(), sources] as const;
      }),
  );
}

describe('the Content Security Policy', () => {
  let context: BrowserContext;
  let page: Page;
  let header: string | null = null;
  const requests: string[] = [];
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    context = await served.browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
    await context.addInitScript(() => {
      const w = window as unknown as { __violations: { directive: string; blocked: string; sample: string }[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__violations.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample }),
      );
    });
    context.on('request', (r) => requests.push(r.url()));
    page = await context.newPage();
    page.on('console', (m) => {
      if (/content security policy/i.test(m.text())) consoleErrors.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => {
      if (/content security policy/i.test(e.message)) consoleErrors.push(`pageerror: ${e.message}`);
    });
    const response = await page.goto(served.url);
    header = (await response!.allHeaders())['content-security-policy'] ?? null;
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  it('the page is served with the policy as a header, and carries the same policy in a meta tag', async () => {
    expect(header).toBeTruthy();
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toBeTruthy();
    const fromHeader = directives(header!);
    const fromMeta = directives(meta!);
    // frame-ancestors is header-only (a meta tag cannot set it); everything else is the same.
    expect(fromHeader.get('frame-ancestors')).toEqual(["'none'"]);
    expect(fromMeta.has('frame-ancestors')).toBe(false);
    fromHeader.delete('frame-ancestors');
    expect(fromMeta).toEqual(fromHeader);
    // The meta tag comes before anything it governs.
    const order = await page.evaluate(() =>
      [...document.head.children].findIndex((e) => e.getAttribute('http-equiv') === 'Content-Security-Policy'),
    );
    expect(order).toBeLessThanOrEqual(1);
  });

  it('lets in WebAssembly but neither eval nor inline code', () => {
    const d = directives(header!);
    expect(d.get('default-src')).toEqual(["'self'"]);
    const script = d.get('script-src')!;
    expect(script).toContain("'wasm-unsafe-eval'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(script).not.toContain("'unsafe-inline'");
    expect(d.get('style-src')).not.toContain("'unsafe-inline'");
    for (const [name, sources] of d) {
      // Nothing outside the app's origin: no hosts, no schemes.
      for (const s of sources) expect(`${name} ${s}`).toMatch(/ ('self'|'none'|'wasm-unsafe-eval')$/);
    }
  });

  it('the page has no inline scripts, styles or style attributes', async () => {
    const inline = await page.evaluate(() => ({
      scripts: [...document.querySelectorAll('script')].filter((s) => !s.src).length,
      styles: document.querySelectorAll('style').length,
      styled: document.querySelectorAll('body [style]').length,
    }));
    expect(inline).toEqual({ scripts: 0, styles: 0, styled: 0 });
  });

  it('hatching, the brain, a chat, the settings (with an export) and the diary run without a violation', async () => {
    await page.locator('tl-hatch input[name=pet]').fill('Mochi');
    await page.locator('tl-hatch input[name=owner]').fill('Sam');
    await page.locator('tl-hatch button[type=submit]').click();
    await page.locator('tl-lcd').waitFor();
    await page.waitForFunction(() => (document.querySelector('tl-app') as any).brain.state === 'ready', null, {
      timeout: 120_000,
    });
    await page.locator('tl-chat input').fill('hi Mochi!');
    await page.locator('tl-chat input').press('Enter');
    await page.waitForFunction(
      () => (document.querySelector('tl-app') as any).view.pet.chat.at(-1)?.startsWith('Mochi:'),
      null,
      { timeout: 60_000 },
    );

    await page.locator('tl-status button[aria-label="settings"]').click();
    await page.locator('tl-settings').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('tl-settings button.export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    await page.locator('tl-settings button.close').click();
    await page.locator('tl-settings').waitFor({ state: 'detached' });

    await page.locator('tl-status button[aria-label="diary"]').click();
    await page.locator('tl-diary').waitFor();
    await page.waitForTimeout(500);

    const violations = await page.evaluate(() => (window as any).__violations);
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // The LCD sizes its screen in its shadow root: through the CSSOM, since a style attribute would be refused and leave it empty.
    expect(await page.locator('tl-lcd .screen').evaluate((e) => (e as HTMLElement).style.width)).toMatch(/^\d+px$/);
    const origin = new URL(served.url).origin;
    const away = requests.filter(
      (u) => !(u.startsWith(`${origin}/`) || u.startsWith(`blob:${origin}/`) || u.startsWith('data:')),
    );
    expect(away).toEqual([]);
    expect(requests.length).toBeGreaterThan(0);
  }, 240_000);
});

describe('the Content Security Policy with pixel sprites on screen', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await served.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      const w = window as unknown as { __violations: { directive: string; blocked: string }[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__violations.push({ directive: e.violatedDirective, blocked: e.blockedURI }),
      );
    });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('a gift chip draws its sprite, sized without a style attribute (the page with a scripted brain, under the header)', async () => {
    const response = await page.goto(`${served.url}/test/browser/app.html`);
    expect((await response!.allHeaders())['content-security-policy']).toBeTruthy();
    await page.locator('tl-hatch input[name=pet]').fill('Mochi');
    await page.locator('tl-hatch input[name=owner]').fill('Sam');
    await page.locator('tl-hatch button[type=submit]').click();
    await page.locator('tl-lcd').waitFor();
    await page.evaluate(() => ((window as any).script = 'this is for you! [gift:flower]'));
    await page.locator('tl-chat input').fill('hi Mochi!');
    await page.locator('tl-chat input').press('Enter');
    await page.waitForFunction(() =>
      (document.querySelector('tl-app') as any).view.pet.chat.at(-1)?.startsWith('Mochi: this is for you!'),
    );
    await page.locator('tl-chat .chip[data-tag=gift] tl-sprite').waitFor({ state: 'attached' });
    // Where <tl-sprite> is registered, its canvases are there and sized (through the CSSOM: a style attribute would be refused).
    const registered = await page.evaluate(() => customElements.get('tl-sprite') !== undefined);
    if (registered) await page.locator('tl-sprite canvas').first().waitFor();
    const widths = await page
      .locator('tl-sprite canvas')
      .evaluateAll((cs) => cs.map((c) => (c as HTMLElement).style.width));
    expect(await page.evaluate(() => (window as any).__violations)).toEqual([]);
    for (const w of widths) expect(w).toMatch(/^\d+px$/);
    expect(await page.locator('tl-lcd .screen').evaluate((e) => (e as HTMLElement).style.width)).toMatch(/^\d+px$/);
  }, 60_000);
});
