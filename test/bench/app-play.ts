/**
 * Ten minutes of play in the built app, in Chromium at a phone's size, with the real model and the clock running as
 * it does for a person: care, catch, lights, talk, the pet's own turns between, and a return three hours later.
 *
 *   npx tsx test/bench/app-play.ts        (builds the test app; writes test/output/app-play.json and screenshots)
 *
 * Every line the pet writes is saved beside the step that came before it, with the hint under the care bar, for a
 * person to read in full.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { root, serveAndLaunch, settle } from '../helpers/browser.ts';
import { hatch, pet, say } from './app-driver.ts';

const OUT = `${root}test/output/app-play`;
const NAME = 'Mochi';

interface Step {
  at: string;
  did: string;
  lines: string[];
  hint: string | null;
}

const view = (p: Page) => p.evaluate(() => (document.querySelector('tl-app') as any).view);

/** Taps a care button (for feed, then the food) and waits for what it brings. */
async function care(p: Page, label: string, food?: string): Promise<void> {
  await settle(p, 120_000);
  const n = (await pet(p)).chat.length;
  const button = p.locator(`tl-care button[aria-label="${label}"]`);
  if ((await button.getAttribute('aria-disabled')) === 'true') return;
  await button.click();
  if (food) await p.locator(`tl-care [data-food=${food}]`).click();
  await p
    .waitForFunction((k) => (document.querySelector('tl-app') as any).view.pet.chat.length > k, n, { timeout: 60_000 })
    .catch(() => undefined);
  await settle(p, 120_000);
}

/** Plays catch by tapping the screen while the ball flies. */
async function playCatch(p: Page): Promise<void> {
  await care(p, 'catch');
  for (let i = 0; i < 40 && (await pet(p)).catchAwaiting; i++) {
    await p
      .locator('tl-lcd canvas')
      .click()
      .catch(() => undefined);
    await p.waitForTimeout(400);
  }
  await settle(p, 120_000);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const served = await serveAndLaunch();
  const context = await served.browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
  });
  let page = await context.newPage();
  await page.clock.install({ time: new Date('2026-12-01T16:00:00') });
  await page.goto(served.url);
  const started = Date.now();
  const steps: Step[] = [];
  let seen = 0;
  let shot = 0;
  const log = async (did: string) => {
    const v = await view(page);
    const chat = v.pet.chat as string[];
    steps.push({
      at: `${((Date.now() - started) / 60_000).toFixed(1)} min`,
      did,
      lines: chat.slice(seen),
      hint: v.hint?.text ?? null,
    });
    seen = chat.length;
  };
  const step = async (did: string, act: () => Promise<unknown>, pauseMs = 8_000) => {
    await act();
    await log(did);
    await page.waitForTimeout(pauseMs);
    await log('(waiting)');
  };
  const talk = (text: string) => step(`says "${text}"`, () => say(page, NAME, text));
  const shoot = async () => page.screenshot({ path: `${OUT}/${String(++shot).padStart(2, '0')}.png` });

  await hatch(page, NAME, 'Lena', true);
  await page.waitForTimeout(12_000);
  await log('hatched');
  await shoot();
  await talk('hi mochi!! im ur owner');
  await step('feeds a strawberry', () => care(page, 'feed', 'strawberry'));
  await talk('was it yummy?');
  await step('pats', () => care(page, 'pat'));
  await step('plays catch', () => playCatch(page));
  await shoot();
  await talk('u caught it!! good job');
  await step('feeds an apple', () => care(page, 'feed', 'apple'));
  await talk('whats ur favorite color');
  await talk('tell me a joke pls');
  await step('waits half a minute', () => page.waitForTimeout(30_000));
  await step('offers a bath', () => care(page, 'bath'));
  await talk('i have a dog called peanut');
  await talk('do u love me?');
  await shoot();
  await step('twenty minutes pass', async () => {
    await page.clock.fastForward(20 * 60_000);
    await page.evaluate(() => (document.querySelector('tl-app') as any).controller.catchUp());
  });
  await shoot();
  await step('cleans up', () => care(page, 'clean'));
  await step('offers a bath', () => care(page, 'bath'));
  await step('feeds a pancake', () => care(page, 'feed', 'pancake'));
  await talk('whats my dogs name?');
  await talk('im kinda sad today');
  await step('turns the lights off', () => care(page, 'lights off'), 40_000);
  await shoot();
  await step('turns the lights on', () => care(page, 'lights on'));
  await talk('good morning sleepyhead');
  await step('plays catch', () => playCatch(page));
  await talk('what should we do now');
  await talk('sing me a song');
  await talk('how old are u');
  await step('feeds a cookie', () => care(page, 'feed', 'cookie'));
  await talk('bye mochi see u later!');
  await shoot();

  // Then the owner watches the pet on its own until nine minutes of play have passed.
  const left = 9 * 60_000 - (Date.now() - started);
  if (left > 0) await step('watches the pet on its own', () => page.waitForTimeout(left), 0);
  await shoot();

  // Three hours away: the page is closed and opened again on a later clock.
  const awayFrom = (await pet(page)).now;
  await page.close();
  page = await context.newPage();
  await page.clock.install({ time: new Date(awayFrom + 3 * 3_600_000) });
  await page.goto(served.url);
  await page.waitForFunction(() => (document.querySelector('tl-app') as any)?.brain?.state === 'ready', null, {
    timeout: 120_000,
  });
  seen = Math.max(0, (await pet(page)).chat.length - 6);
  await page.waitForTimeout(15_000);
  await log('comes back after three hours');
  await shoot();
  await talk('did u miss me');
  await step('waits a minute', () => page.waitForTimeout(60_000));

  writeFileSync(
    `${OUT}.json`,
    `${JSON.stringify({ minutes: (Date.now() - started) / 60_000, steps, memories: (await pet(page)).memories }, null, 2)}\n`,
  );
  process.stdout.write(`${((Date.now() - started) / 60_000).toFixed(1)} min, ${steps.length} steps -> ${OUT}.json\n`);
  await context.close();
  await served.close();
}

await main();
