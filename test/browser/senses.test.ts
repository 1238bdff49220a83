/**
 * Sound, touch and calling back, in headless Chromium at a phone's size on the built app with a scripted
 * brain: no audio before the first tap, a babble as a line streams in, a buzz on pat and care, both
 * silenced by the Sound switch; the badge and title while the pet is hungry, cleared after it eats; a
 * reminder only after permission is given in settings. The Web Audio graph, navigator.vibrate and the
 * Badging API are spied on from the page's start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openSettings, serveAndLaunch, type Served } from '../helpers/browser.ts';
import { SENSES_SPIES as SPIES, type SpyLog } from '../helpers/spies.ts';

let served: Served;
let context: BrowserContext;
let page: Page;

const spies = (): Promise<SpyLog> => page.evaluate(() => (window as any).__senses);
const view = () => page.evaluate(() => (document.querySelector('tl-app') as any).view);

/** Sends a message and waits for the pet's answer. */
async function say(text: string, answer: string): Promise<void> {
  await page.evaluate((s) => ((window as any).script = s), answer);
  const before = (await view()).pet.chat.length;
  await page.locator('tl-chat input').fill(text);
  await page.locator('tl-chat input').press('Enter');
  await page.waitForFunction(
    (n) =>
      (document.querySelector('tl-app') as any).view.pet.chat.length >= n + 2 &&
      !(document.querySelector('tl-app') as any).view.thinking,
    before,
  );
}

beforeAll(async () => {
  served = await serveAndLaunch();
  context = await served.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: false });
  await context.addInitScript(SPIES);
  page = await context.newPage();
  await page.clock.install({ time: new Date('2026-12-01T07:00:00') });
  await page.goto(`${served.url}/test/browser/app.html`);
  await page.locator('tl-hatch input[name=pet]').waitFor();
}, 240_000);

afterAll(async () => {
  await context?.close();
  await served?.close();
});

describe('sound and touch', () => {
  it('make no sound before the first tap or key', async () => {
    expect((await spies()).contexts).toBe(0);
    await page.locator('tl-hatch input[name=pet]').fill('Mochi');
    await page.locator('tl-hatch input[name=owner]').fill('Sam');
    await page.locator('tl-hatch button[type=submit]').click();
    await page.locator('tl-lcd').waitFor();
    expect((await spies()).contexts).toBe(1);
  });

  it('babble as a line streams in, and buzz on a pat', async () => {
    const before = (await spies()).oscillators;
    await say('hello little one', 'hello there my friend, how are you today?');
    expect((await spies()).oscillators - before).toBeGreaterThanOrEqual(8);
    await page.evaluate(() => ((window as any).script = 'hehe!'));
    await page.locator('tl-care button[aria-label="pat"]').click();
    await expect.poll(async () => (await spies()).vibrate).toContainEqual(15);
  });

  it('with Sound off, the pet neither babbles nor buzzes', async () => {
    await openSettings(page);
    await page.locator('tl-settings .toggle.sound input').click();
    await expect.poll(async () => (await view()).prefs.sound).toBe(false);
    await page.locator('tl-settings button[aria-label="close settings"]').click();
    const before = await spies();
    await say('are you there', 'yes I am here with you, always and forever!');
    await page.locator('tl-care button[aria-label="pat"]').click();
    await page.waitForFunction(() => !(document.querySelector('tl-app') as any).view.thinking);
    const after = await spies();
    expect(after.oscillators).toBe(before.oscillators);
    expect(after.vibrate).toEqual(before.vibrate);
  });
});

describe('calling the owner back', () => {
  it('sets the badge and the title while the pet is hungry, and clears them after it eats its fill', async () => {
    // A hatchling is hungry (a meal and a snack make it peckish): a few minutes on, it still is.
    await page.clock.fastForward(3 * 60_000);
    await page.evaluate(() => ((window as any).script = 'hehe!'));
    await page.locator('tl-care button[aria-label="pat"]').click();
    await expect.poll(async () => (await spies()).badge.at(-1)).toBe(1);
    expect(await page.title()).toBe('Mochi is hungry · tokenling');
    await page.evaluate(() => ((window as any).script = '[yes] yum yum!'));
    for (const food of ['pancake', 'strawberry']) {
      await page.waitForFunction(() => !(document.querySelector('tl-app') as any).view.thinking);
      await page.locator('tl-care button[aria-label="feed"]').click();
      await page.locator(`tl-care [data-food=${food}]`).click();
      await page.waitForFunction(
        (f) => ((document.querySelector('tl-app') as any).view.pet.today as string[]).some((l) => l.endsWith(f)),
        food,
      );
    }
    await expect.poll(async () => (await spies()).badge.at(-1), { timeout: 20_000 }).toBe(0);
    expect(await page.title()).toBe('tokenling');
  });

  it('asks for notifications only from the settings switch, then schedules a reminder while hidden', async () => {
    expect((await spies()).permission).toBe(0);
    await context.grantPermissions(['notifications']);
    await openSettings(page);
    await page.locator('tl-settings .toggle.notifications input').click();
    await expect.poll(async () => (await view()).prefs.notifications).toBe(true);
    expect((await spies()).permission).toBe(1);
    await page.locator('tl-settings button[aria-label="close settings"]').click();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const due = await page.evaluate(
      () => (document.querySelector('tl-app') as any).senses.callBack.dueAt as number | null,
    );
    expect(due).not.toBeNull();
    expect(due!).toBeGreaterThan(await page.evaluate(() => Date.now()));
  });
});

describe('the result of a game of catch', () => {
  it('stays on the LCD after the game, with its stars and a reaction that fits them', async () => {
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
      (window as any).script = '[yes] lets play!';
    });
    await page.locator('tl-care button[aria-label="catch"]').click();
    // Nobody taps: every ball is missed, and the result screen says so.
    const label = () =>
      page.locator('tl-lcd').evaluate((el) => el.shadowRoot!.querySelector('canvas')!.getAttribute('aria-label') ?? '');
    await expect.poll(label, { timeout: 60_000, interval: 100 }).toContain('caught no stars and looks sad');
    expect((await view()).pet.chat.some((l: string) => /played catch with Mochi \(0 stars?\)/.test(l))).toBe(true);
  }, 90_000);
});
