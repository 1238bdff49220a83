/**
 * The pet app end to end in headless Chromium: the built app with the real model
 * (hatch, chat, reload, idle turns while visible and none while hidden), and the
 * same app with a scripted brain to decide an offer's answer. Screenshots at a
 * phone and a desktop size land in test/output/ for review.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { eventLine, parseEvent, validateTranscript, type WorldEvent } from '../../src/world/index.ts';
import { root, useServedApp } from '../helpers/browser.ts';

const OUTPUT = `${root}test/output`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const names = { pet: 'Mochi', owner: 'Sam' };

const served = useServedApp(OUTPUT);

/** The chat's transcript as the controller holds it. */
function chat(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(document.querySelector('tl-app') as any).view.pet.chat]);
}

function pet(page: Page): Promise<any> {
  return page.evaluate(() => (document.querySelector('tl-app') as any).view.pet);
}

async function hatch(page: Page): Promise<void> {
  await page.locator('tl-hatch input[name=pet]').fill('Mochi');
  await page.locator('tl-hatch input[name=owner]').fill('Sam');
  await page.locator('tl-hatch button[type=submit]').click();
  await page.locator('tl-lcd').waitFor();
}

/** Makes the page report itself hidden or visible, as a tab switch does. */
async function setVisible(page: Page, visible: boolean): Promise<void> {
  await page.evaluate((v) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (v ? 'visible' : 'hidden') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !v });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible);
}

describe('the app with the real model', () => {
  let context: BrowserContext;
  let page: Page;
  const requests: string[] = [];

  beforeAll(async () => {
    context = await served.browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, hasTouch: true });
    page = await context.newPage();
    page.on('request', (r) => requests.push(r.url()));
  });

  afterAll(async () => {
    await context?.close();
  });

  it('first run names the pet and the owner, refusing a bad name, then the egg hatches', async () => {
    await page.goto(served.url);
    await page.locator('tl-hatch').waitFor();
    await page.screenshot({ path: `${OUTPUT}/hatch-phone.png` });
    await page.locator('tl-hatch input[name=pet]').fill('Mo:chi');
    await page.locator('tl-hatch input[name=owner]').fill('Sam');
    await expect.poll(() => page.locator('tl-hatch .problem').textContent()).toContain('":"');
    expect(await page.locator('tl-hatch button[type=submit]').isDisabled()).toBe(true);
    await hatch(page);
    const p = await pet(page);
    expect(p).toMatchObject({ name: 'Mochi', owner: 'Sam', stage: 'baby' });
  }, 60_000);

  it('a message gets a valid pet line from the model that appears in the chat', async () => {
    await page.waitForFunction(() => (document.querySelector('tl-app') as any).brain.state === 'ready', null, {
      timeout: 120_000,
    });
    await page.locator('tl-chat input').fill('hi Mochi! what time is it?');
    await page.locator('tl-chat input').press('Enter');
    // The pet's hello after the hatch is a pet line too: wait for the one that answers the message.
    await page.waitForFunction(
      () => {
        const lines: string[] = (document.querySelector('tl-app') as any).view.pet.chat;
        return lines.at(-2) === 'Sam: hi Mochi! what time is it?' && lines.at(-1)?.startsWith('Mochi:');
      },
      null,
      { timeout: 60_000 },
    );
    const lines = await chat(page);
    expect(lines.at(-2)).toBe('Sam: hi Mochi! what time is it?');
    expect(validateTranscript({ ...names, asleep: false }, lines).valid).toBe(true);
    // The line is on screen, as text.
    const shown = await page.locator('tl-chat').evaluate((el) => el.shadowRoot!.textContent ?? '');
    expect(shown).toContain('what time is it?');
    await page.screenshot({ path: `${OUTPUT}/chat-phone.png` });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${OUTPUT}/chat-desktop.png` });
    await page.setViewportSize(PHONE);
  }, 180_000);

  it('a reload keeps everything', async () => {
    const before = await pet(page);
    await page.reload();
    await page.locator('tl-lcd').waitFor();
    const after = await pet(page);
    expect(after.chat.slice(0, before.chat.length)).toEqual(before.chat);
    expect(after.name).toBe('Mochi');
    expect(after.bornAt).toBe(before.bornAt);
  }, 60_000);

  it('a reload with the model cached says the brain wakes from this device, with no byte counter', async () => {
    await page.waitForFunction(() => (document.querySelector('tl-app') as any).brain.state === 'ready', null, {
      timeout: 120_000,
    });
    // Every file model.json lists is in the model cache (kept once the first load finished).
    await page.waitForFunction(
      async () => {
        const m = (await (await fetch('/model.json')).json()) as { files: { url: string }[] };
        const name = (await caches.keys()).find((k) => k.startsWith('tokenling-model-'));
        if (!name) return false;
        const have = new Set((await (await caches.open(name)).keys()).map((r) => r.url));
        return m.files.every((f) => have.has(new URL(f.url, `${location.origin}/`).href));
      },
      null,
      { timeout: 60_000, polling: 500 },
    );
    // Every text the brain's banner shows from the page's start, polled faster than a frame.
    await page.addInitScript(() => {
      const seen: string[] = ((window as any).__banners = []);
      setInterval(() => {
        const text = (document.querySelector('tl-app') as any)?.shadowRoot
          ?.querySelector('.banner.brain')
          ?.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }, 10);
    });
    await page.reload();
    await page.waitForFunction(() => (document.querySelector('tl-app') as any).brain.state === 'ready', null, {
      timeout: 120_000,
    });
    const banners = (await page.evaluate(() => (window as any).__banners)) as string[];
    expect(banners.some((t) => t.includes('stored on this device'))).toBe(true);
    expect(banners.filter((t) => /\d\s?(B|kB|MB|GB)\b|%/.test(t))).toEqual([]);
  }, 240_000);

  it('an idle line arrives while the page is visible, and none while it is hidden', async () => {
    await page.waitForFunction(() => (document.querySelector('tl-app') as any).brain.state === 'ready', null, {
      timeout: 120_000,
    });
    await setVisible(page, false);
    const hiddenAt = (await chat(page)).length;
    await page.waitForTimeout(22_000); // longer than the longest idle wait (20 s)
    expect((await chat(page)).length).toBe(hiddenAt);
    await setVisible(page, true);
    await page.waitForFunction((n) => (document.querySelector('tl-app') as any).view.pet.chat.length > n, hiddenAt, {
      timeout: 60_000,
    });
    const lines = await chat(page);
    expect(lines.slice(hiddenAt).some((l) => l.startsWith('Mochi:'))).toBe(true);
    expect(validateTranscript({ ...names, asleep: false }, lines).valid).toBe(true);
    expect(requests.every((u) => u.startsWith(served.url))).toBe(true);
  }, 120_000);
});

describe('the app with a scripted brain', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await served.browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, hasTouch: true });
    page = await context.newPage();
    await page.goto(`${served.url}/test/browser/app.html`);
    await hatch(page);
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  it('the page never grows past the app, however long the chat (screen-reader labels stay inside the chat box)', async () => {
    await page.evaluate(() => ((window as any).script = 'ok! [emote:happy]'));
    const height = () =>
      page.evaluate(() => ({
        page: document.scrollingElement!.scrollHeight,
        app: document.querySelector('tl-app')!.getBoundingClientRect().height,
      }));
    for (let i = 0; i < 15; i++) {
      await page.locator('tl-chat input').fill(`message ${i}`);
      await page.locator('tl-chat input').press('Enter');
      await page.waitForFunction(
        (n) => ((document.querySelector('tl-app') as any).view.pet.chat as string[]).includes(`Sam: message ${n}`),
        i,
      );
    }
    const h = await height();
    expect(h.page).toBeLessThanOrEqual(Math.max(h.app, 844) + 24);
  }, 60_000);

  async function offerStrawberry(answer: string): Promise<{ before: number; after: number }> {
    await page.evaluate((a) => ((window as any).script = a), answer);
    const before = (await pet(page)).stats.tummy;
    await page.locator('tl-care #feed').click();
    await page.locator('tl-care [data-food=strawberry]').click();
    await page.waitForFunction(
      (a) => (document.querySelector('tl-app') as any).view.pet.chat.includes(`Mochi: ${a}`),
      answer,
    );
    return { before, after: (await pet(page)).stats.tummy };
  }

  it('an offered strawberry answered [yes] raises tummy', async () => {
    const { before, after } = await offerStrawberry('yum! [yes] [emote:happy]');
    expect((await chat(page)).slice(-2)).toEqual([
      eventLine({ kind: 'offerFood', food: 'strawberry' }, names),
      'Mochi: yum! [yes] [emote:happy]',
    ]);
    expect(after).toBeGreaterThan(before);
    await page.screenshot({ path: `${OUTPUT}/offer-yes-phone.png` });
    // The sheets, for review: settings and the diary.
    await page.locator('tl-status button[aria-label="settings"]').click();
    await page.locator('tl-settings').waitFor();
    await page.screenshot({ path: `${OUTPUT}/settings-phone.png` });
    await page.locator('tl-settings button[aria-label="close settings"]').click();
    await page.locator('tl-status button[aria-label="diary"]').click();
    await page.locator('tl-diary').waitFor();
    await page.screenshot({ path: `${OUTPUT}/diary-phone.png` });
    await page.locator('tl-diary button[aria-label="close the diary"]').click();
    await expect.poll(() => page.locator('tl-diary').count()).toBe(0);
  }, 60_000);

  it('an offered strawberry answered [no] does not', async () => {
    // A hungry or peckish pet must eat (the appetite table); a full one may say no to a snack.
    for (let i = 0; i < 8 && (await pet(page)).stats.tummy <= 60; i++) await offerStrawberry(`yum ${i} [yes]`);
    const { before, after } = await offerStrawberry('no thanks [no]');
    expect(after).toBeLessThanOrEqual(before);
  }, 60_000);

  it('catch answered [yes] starts the game on the LCD; tapping it plays, and the stars are written', async () => {
    await page.evaluate(() => ((window as any).script = 'yay! [yes]'));
    await page.locator('tl-care #catch').click();
    await page.waitForFunction(
      () => (document.querySelector('tl-app') as any).shadowRoot.querySelector('tl-lcd').catching === true,
    );
    const lcd = page.locator('tl-lcd canvas');
    // Tap through the game until it ends (some taps hit, some miss: the stars can be anything from 0 to 5).
    await page.evaluate(() => ((window as any).script = 'that was fun [emote:happy]'));
    while (
      await page.evaluate(() => (document.querySelector('tl-app') as any).shadowRoot.querySelector('tl-lcd').catching)
    ) {
      await lcd.click();
      await page.waitForTimeout(150);
    }
    await page.waitForFunction(() =>
      (document.querySelector('tl-app') as any).view.pet.chat.some((l: string) => / played catch with /.test(l)),
    );
    const p = await pet(page);
    expect(p.catchAwaiting).toBe(false);
    const played = p.chat.find((l: string) => / played catch with /.test(l))!;
    const event = parseEvent(played, names);
    expect(event?.kind).toBe('playedCatch');
    expect(played).toBe(eventLine(event!, names));
  }, 60_000);

  it('every care action can be used from its button', async () => {
    await page.evaluate(() => ((window as any).script = 'ok! [yes]'));
    for (const id of ['bath', 'medicine', 'pat']) {
      const n = (await chat(page)).length;
      await page.locator(`tl-care #${id}`).click();
      await page.waitForFunction((k) => (document.querySelector('tl-app') as any).view.pet.chat.length >= k + 2, n);
    }
    await page.locator('tl-care #lights').click();
    await expect.poll(async () => (await pet(page)).lightsOff).toBe(true);
    await page.screenshot({ path: `${OUTPUT}/lights-off-phone.png` });
    await page.waitForFunction(() => !(document.querySelector('tl-app') as any).view.thinking);
    await page.locator('tl-care #lights').click();
    await expect.poll(async () => (await pet(page)).lightsOff).toBe(false);
    const lines = await chat(page);
    const kinds: WorldEvent['kind'][] = ['offerBath', 'offerMedicine', 'patted', 'lightsOff', 'lightsOn'];
    for (const kind of kinds) expect(lines).toContain(eventLine({ kind } as WorldEvent, names));
  }, 60_000);
});
