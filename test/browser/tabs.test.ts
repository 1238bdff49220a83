/**
 * Two tabs on one pet (headless Chromium, the app with a scripted brain): only
 * one drives it (Web Locks); the other follows its broadcasts with a notice and
 * refuses actions; when the driving tab closes the other takes over, and no
 * update is lost or applied twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { serveAndLaunch, type Served } from '../helpers/browser.ts';

let served: Served;
let context: BrowserContext;
let first: Page;
let second: Page;

const view = (p: Page) =>
  p.evaluate(() => {
    const v = (document.querySelector('tl-app') as any).view;
    return { phase: v.phase as string, chat: (v.pet?.chat ?? []) as string[], notice: v.notice as string | null };
  });

beforeAll(async () => {
  served = await serveAndLaunch();
  context = await served.browser.newContext({ viewport: { width: 390, height: 844 } });
  first = await context.newPage();
  await first.goto(`${served.url}/test/browser/app.html`);
  await first.locator('tl-hatch input[name=pet]').fill('Mochi');
  await first.locator('tl-hatch input[name=owner]').fill('Sam');
  await first.locator('tl-hatch button[type=submit]').click();
  await first.locator('tl-lcd').waitFor();
}, 120_000);

afterAll(async () => {
  await context?.close();
  await served?.close();
});

describe('two tabs on one pet', () => {
  it('the second tab follows along with a clear notice and does not drive the pet', async () => {
    second = await context.newPage();
    await second.goto(`${served.url}/test/browser/app.html`);
    await expect.poll(async () => (await view(second)).phase).toBe('watching');
    expect((await view(second)).notice).toMatch(/open in another tab/);
    expect(await second.locator('tl-chat input').isDisabled()).toBe(true);
    expect(await second.locator('tl-care #pat').isDisabled()).toBe(true);
    // It runs no brain of its own, so it shows no "waking up the brain" banner (it used to, forever).
    expect(await second.locator('tl-app').evaluate((el) => el.shadowRoot!.textContent ?? '')).not.toMatch(
      /Waking up the brain/,
    );
  }, 60_000);

  it('what the driving tab does shows up in the other tab', async () => {
    // A scripted line still passes the validator, whose known-words rule refuses a word the pet never learnt ("tab").
    await first.evaluate(() => ((window as any).script = 'hello from the first one [emote:happy]'));
    await first.locator('tl-chat input').fill('hi there');
    await first.locator('tl-chat input').press('Enter');
    await expect
      .poll(async () => (await view(second)).chat.slice(-2))
      .toEqual(['Sam: hi there', 'Mochi: hello from the first one [emote:happy]']);
  }, 60_000);

  it('when the driving tab closes, the other takes over with nothing lost or doubled', async () => {
    const before = (await view(first)).chat;
    await first.close();
    await expect.poll(async () => (await view(second)).phase, { timeout: 30_000 }).toBe('playing');
    await second.evaluate(() => ((window as any).script = 'now I live here'));
    await second.locator('tl-chat input').fill('tab two');
    await second.locator('tl-chat input').press('Enter');
    await expect.poll(async () => (await view(second)).chat.at(-1)).toBe('Mochi: now I live here');
    const after = (await view(second)).chat;
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.filter((l) => l === 'Sam: hi there')).toHaveLength(1);
    expect(after.filter((l) => l === 'Sam: tab two')).toHaveLength(1);
    // A reload reads the same from storage.
    await second.reload();
    await second.locator('tl-lcd').waitFor();
    expect((await view(second)).chat.slice(0, after.length)).toEqual(after);
  }, 60_000);

  it('an offer that appears in the driving tab survives that tab closing at once (three times)', async () => {
    let driver = second;
    const offerLine = '* Sam offered Mochi a strawberry *';
    for (let i = 0; i < 3; i++) {
      const watcher = await context.newPage();
      await watcher.goto(`${served.url}/test/browser/app.html`);
      await expect.poll(async () => (await view(watcher)).phase).toBe('watching');
      const offersBefore = (await view(driver)).chat.filter((l) => l === offerLine).length;
      // The pet thinks forever in the driving tab: the offer waits for its answer when the tab closes.
      await driver.evaluate(() => (window as any).brain.hold());
      await driver.locator('tl-care #feed').click();
      await driver.locator('tl-care [data-food=strawberry]').click();
      await driver.waitForFunction(
        ([line, n]) =>
          ((document.querySelector('tl-app') as any).view.pet.chat as string[]).filter((l) => l === line).length >
          (n as number),
        [offerLine, offersBefore] as const,
      );
      await driver.close();
      await expect.poll(async () => (await view(watcher)).phase, { timeout: 30_000 }).toBe('playing');
      await watcher.evaluate(() => ((window as any).script = 'yum [yes]'));
      // The offer is there, and the new driving tab answers it.
      await expect
        .poll(async () => (await view(watcher)).chat.filter((l) => l === offerLine).length, { timeout: 30_000 })
        .toBe(offersBefore + 1);
      driver = watcher;
    }
  }, 120_000);
});
