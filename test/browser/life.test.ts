/**
 * A scripted life in headless Chromium at 390×844, on the built app with a scripted brain and a clock that
 * can run fast: the hatch, 41 messages, every care, games of catch with 0 and 5 stars, lights off and on,
 * hunger, poop, sickness and a day boundary. Throughout, the page never scrolls past the app, the pet stays
 * whole on its screen (and mostly in the middle), every care plays its animation, the catch result shows its
 * stars, sound and buzz fire (and stop when muted), the badge follows hunger, and nothing asks for
 * notification permission. Screenshots of each moment go to test/output/life/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { AnimState, type TimedCue } from '../../src/ui/lcd/anim.ts';
import type { CatchView } from '../../src/ui/lcd/catch-game.ts';
import { petPose } from '../../src/ui/lcd/frame.ts';
import { spriteWidth } from '../../src/ui/lcd/sprites.ts';
import { LCD_WIDTH, type LcdScene } from '../../src/ui/scene.ts';
import { linesSince } from '../../src/sim/index.ts';
import { validateTranscript } from '../../src/world/index.ts';
import { openSettings, root, serveAndLaunch, type Served } from '../helpers/browser.ts';
import { LCD_SPIES, SENSES_SPIES, type LcdLog, type SpyLog } from '../helpers/spies.ts';

const OUTPUT = `${root}test/output/life`;
const HOUR = 3_600_000;
const names = { pet: 'Mochi', owner: 'Sam' };

/** The scripted brain: offers get window.answer, idle turns an emote, chat turns window.script (strings: they run in the page). */
const SCRIPT = `window.answer = '[yes] okay!';
window.brain.script = (r) => {
  const last = r.lines[r.lines.length - 1] ?? '';
  if (r.mode === 'idle') return last.startsWith('* Sam ') && / offered | asked /.test(last) ? window.answer : '[emote:happy]';
  if (/^\\* Sam (offered|asked) /.test(last)) return window.answer;
  return window.script;
};`;

/** Owner messages and the pet's scripted answers (valid in any state). */
const TALK: readonly (readonly [string, string])[] = [
  ['hi mochi!!', 'hi hi! [emote:wave]'],
  ['how r u', 'I feel bouncy today!'],
  ['i love u', 'I love you too! [emote:love]'],
  ['what r u doing', 'just looking around [emote:happy]'],
  ['lol ur so small', 'small but mighty!'],
  ['do u like the rain', 'I like puddles!'],
  ['tell me a secret', 'I can wiggle my ears [emote:giggle]'],
  ['ok brb', 'I will wait right here!'],
  ['im back', 'yay, you are back! [emote:dance]'],
  ['good job today', 'thank you! [emote:blush]'],
];

let served: Served;
let context: BrowserContext;
let page: Page;
let said = 0;
/** Every sampled pose's left and right edge, in LCD columns. */
const poses: { left: number; right: number; visible: boolean; at: string }[] = [];

const app = () => page.evaluate(() => (document.querySelector('tl-app') as any).view);
const senses = (): Promise<SpyLog> => page.evaluate(() => (window as any).__senses);
const lcdLog = (): Promise<LcdLog> => page.evaluate(() => (window as any).__lcd);
const idle = () => page.waitForFunction(() => !(document.querySelector('tl-app') as any).view.thinking);

/** Where the LCD draws the pet right now (its scene, cues and game read from the element; the pose computed as it does). */
async function samplePose(at: string): Promise<void> {
  const s = (await page.evaluate(() => {
    const lcd = document.querySelector('tl-app')!.shadowRoot!.querySelector('tl-lcd') as any;
    const t = performance.now();
    return {
      scene: lcd.scene,
      queue: lcd.anim.queue,
      reduced: lcd.anim.reducedMotion,
      game: lcd.game?.view(t) ?? null,
      t,
    };
  })) as { scene: LcdScene | null; queue: TimedCue[]; reduced: boolean; game: CatchView | null; t: number };
  if (!s.scene) return;
  const anim = new AnimState();
  anim.reducedMotion = s.reduced;
  // JSON turns Infinity into null: a cue not yet placed.
  anim.queue.push(...s.queue.map((c) => ({ ...c, start: c.start ?? Infinity, end: c.end ?? Infinity })));
  const pose = petPose(s.scene, anim, s.t, s.game);
  poses.push({ left: pose.x, right: pose.x + spriteWidth(pose.sprite), visible: pose.visible, at });
}

/** Samples the pose every `every` ms for `ms`. */
async function watch(ms: number, at: string, every = 120): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; await page.waitForTimeout(every)) await samplePose(at);
}

/** How far the page scrolls below the app's last pixel (0 when the app ends the page). */
const blankBelow = () =>
  page.evaluate(() => {
    const shell = document.querySelector('tl-app')!.getBoundingClientRect();
    return document.documentElement.scrollHeight - (shell.bottom + window.scrollY);
  });

/** The chat as it is now. */
const chat = async (): Promise<string[]> => (await app()).pet.chat;

async function say(text: string, answer: string): Promise<void> {
  await page.evaluate((a) => ((window as any).script = a), answer);
  const before = await chat();
  await page.locator('tl-chat input').fill(text);
  await page.locator('tl-chat input').press('Enter');
  // The owner's line and the pet's answer are in, and the pet is done.
  await expect
    .poll(async () => linesSince(before, await chat()).length >= 2 && !(await app()).thinking, {
      timeout: 30_000,
      interval: 50,
    })
    .toBe(true)
    .catch(async (e: Error) => {
      throw new Error(`no answer to "${text}": ${await why()}`, { cause: e });
    });
  said += 1;
}

/** Taps a care button (by its label; for feed, the food, else the menu's first) and waits for the pet's answer. */
async function care(label: string, food?: string): Promise<void> {
  // While the pet answers the owner or writes a diary page the bar is greyed and a tap only says why: wait it out.
  await page.waitForFunction(() => {
    const v = (document.querySelector('tl-app') as any).view;
    return (!v.thinking || v.idling) && !v.writingDiary;
  });
  const before = await chat();
  await page.locator(`tl-care button[aria-label="${label}"]`).click();
  if (label === 'feed')
    await page
      .locator(food ? `tl-care [data-food=${food}]` : 'tl-care .menu button')
      .first()
      .click();
  // The care is applied once its event line is in the chat (it may wait for an idle turn to give way).
  await expect
    .poll(async () => linesSince(before, await chat()).some((l) => l.startsWith('* Sam ')), {
      timeout: 30_000,
      interval: 50,
    })
    .toBe(true)
    .catch(async (e: Error) => {
      throw new Error(`the ${label} was not applied: ${await why()}`, { cause: e });
    });
  await idle();
}

/** What the pet's state and last lines were, for a failure's message. */
const lately = async () => {
  const p = (await app()).pet;
  // Asked for a failure's message before the poll starts: right after the hatch form the pet may not exist yet.
  if (!p) return 'no pet yet';
  return JSON.stringify({
    stats: p.stats,
    sick: p.sick,
    asleep: p.asleep,
    poop: p.poop,
    lightsOff: p.lightsOff,
    chat: p.chat.slice(-4),
  });
};

/** Where the controller stands, for a failure's message (a wait that timed out says what it waited behind). */
const why = async () =>
  JSON.stringify({
    finished: (await app()).pet?.finishedDays.map((d: { day: number }) => d.day),
    controller: await page.evaluate(() => {
      const c = (document.querySelector('tl-app') as any).controller;
      const reqs = (window as any).brain.requests;
      return {
        may: c.mayIdle(),
        running: c.running?.mode ?? null,
        waiting: c.ownerWaiting,
        thinking: c.view.thinking,
        idling: c.view.idling,
        offer: c.view.pet?.pendingOffer ?? null,
        catchA: c.view.pet?.catchAwaiting ?? null,
        diary: c.view.writingDiary,
        notice: c.view.notice,
        outbox: c.view.outbox.length,
        phase: c.view.phase,
        requests: reqs.length,
        modes: reqs
          .slice(-8)
          .map((r: any) => r.mode)
          .join(','),
      };
    }),
    at: await lately(),
  });

/** Waits for the LCD to play a cue of `kind` (after `since` cues), screenshots it mid-play, and samples poses through it. */
async function seesCue(kind: string, since: number, shot: string): Promise<LcdLog['cues'][number]> {
  await expect
    .poll(async () => (await lcdLog()).cues.slice(since).some((c) => c.kind === kind), {
      timeout: 20_000,
      message: `no ${kind} cue: ${await lately()}`,
    })
    .toBe(true);
  // The screenshot is taken while that cue plays (cues queue up behind each other), a little way into it;
  // on a busy machine a short cue may be over before the page is asked, and the shot shows what follows.
  await page.waitForFunction(
    (k) => {
      const lcd = document.querySelector('tl-app')!.shadowRoot!.querySelector('tl-lcd') as any;
      const t = performance.now();
      const now = lcd.anim.active(t);
      const mine = lcd.anim.unfinished(t).some((c: any) => c.cue.kind === k);
      return !mine || (now?.cue.kind === k && t - now.start > Math.min(400, (now.end - now.start) / 3));
    },
    kind,
    { timeout: 20_000, polling: 50 },
  );
  await page.locator('tl-lcd').screenshot({ path: `${OUTPUT}/${shot}.png` });
  await watch(900, shot);
  return (await lcdLog()).cues.slice(since).find((c) => c.kind === kind)!;
}

/** Runs the clock `hours` ahead and lets the app notice (a pat makes it advance the pet to now). */
async function hoursPass(hours: number): Promise<void> {
  await page.clock.fastForward(hours * HOUR);
  await page.waitForTimeout(300);
}

beforeAll(async () => {
  mkdirSync(OUTPUT, { recursive: true });
  served = await serveAndLaunch();
  context = await served.browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(SENSES_SPIES);
  await context.addInitScript(LCD_SPIES);
  page = await context.newPage();
  await page.clock.install({ time: new Date('2026-12-01T07:00:00') });
  await page.goto(`${served.url}/test/browser/app.html`);
  await page.evaluate(SCRIPT);
}, 240_000);

afterAll(async () => {
  await context?.close();
  await served?.close();
});

describe('a scripted life', () => {
  it('hatches: the egg cracks, and the first tap wakes the sound', async () => {
    await page.locator('tl-hatch input[name=pet]').fill(names.pet);
    await page.locator('tl-hatch input[name=owner]').fill(names.owner);
    await page.screenshot({ path: `${OUTPUT}/00-hatch-form.png` });
    expect((await senses()).contexts).toBe(0);
    await page.locator('tl-hatch button[type=submit]').click();
    await seesCue('hatch', 0, '01-hatching');
    // Idle turns come at random moments; the steps that need one turn them on (window.idleOn), the rest run without.
    await page.evaluate(`const c = document.querySelector('tl-app').controller; const idle = c.idle.bind(c);
      window.idleOn = false; c.idle = () => (window.idleOn ? idle() : Promise.resolve(false));`);
    expect((await senses()).contexts).toBe(1);
    await watch(3000, 'after the hatch');
  }, 60_000);

  it('talks: 20 messages, and the page never grows past the app', async () => {
    const heights: number[] = [];
    for (let i = 0; i < 20; i++) {
      const [text, answer] = TALK[i % TALK.length]!;
      await say(text, answer);
      expect(await blankBelow()).toBeLessThanOrEqual(24);
      heights.push(await page.evaluate(() => document.documentElement.scrollHeight));
      await samplePose(`message ${said}`);
    }
    // However long the chat, the page stays the app's height: the chat scrolls inside its box.
    expect(new Set(heights).size).toBe(1);
    expect((await senses()).oscillators).toBeGreaterThan(20); // the babble as lines streamed in
    await page.screenshot({ path: `${OUTPUT}/02-chat.png` });
  }, 120_000);

  it('a pat: the pet reacts on screen, and the phone buzzes', async () => {
    const since = (await lcdLog()).cues.length;
    const buzz = (await senses()).vibrate.length;
    await page.evaluate(() => ((window as any).script = 'hehe! [emote:love]'));
    await care('pat');
    await seesCue('pat', since, '03-pat');
    expect((await senses()).vibrate.length).toBeGreaterThan(buzz);
  }, 30_000);

  it('catch with nobody tapping: no stars, and a result screen that says so', async () => {
    const since = (await lcdLog()).cues.length;
    await care('catch');
    await expect.poll(async () => (await lcdLog()).games, { timeout: 20_000 }).toBe(1);
    await watch(4000, 'catch (no taps)', 150);
    const result = await seesCue('catchResult', since, '04-catch-0-stars');
    expect(result.stars).toBe(0);
    const label = await page
      .locator('tl-lcd')
      .evaluate((el) => el.shadowRoot!.querySelector('canvas')!.getAttribute('aria-label') ?? '');
    expect(label).toContain('caught no stars');
    await idle();
    expect((await app()).pet.chat.some((l: string) => /played catch with Mochi \(0 stars\)/.test(l))).toBe(true);
  }, 90_000);

  it('catch with a tap as each ball arrives: five stars on the result screen', async () => {
    const since = (await lcdLog()).cues.length;
    await care('catch');
    await expect.poll(async () => (await lcdLog()).games, { timeout: 20_000 }).toBe(2);
    // The game's own throws say when each ball reaches the pet; tap the screen then, as a player would.
    const plan = await page.evaluate(() => {
      const g = (document.querySelector('tl-app')!.shadowRoot!.querySelector('tl-lcd') as any).game;
      return {
        startedAt: g.startedAt as number,
        throws: g.throws as { launch: number; flight: number }[],
        now: performance.now(),
      };
    });
    const t0 = Date.now() - plan.now;
    for (const th of plan.throws) {
      const due = t0 + plan.startedAt + th.launch + th.flight * 0.95;
      await page.waitForTimeout(Math.max(0, due - Date.now()));
      await page.locator('tl-lcd').click();
      await samplePose('catch (tapping)');
    }
    const result = await seesCue('catchResult', since, '05-catch-5-stars');
    expect(result.stars).toBe(5);
    const label = await page
      .locator('tl-lcd')
      .evaluate((el) => el.shadowRoot!.querySelector('canvas')!.getAttribute('aria-label') ?? '');
    expect(label).toMatch(/caught all 5 stars/);
    await idle();
  }, 90_000);

  it('hunger: the badge and title call the owner, and eating plays its animation and clears them', async () => {
    // A hatchling is hungry from the start (the games since made it happy, not full).
    await hoursPass(0.05);
    await page.evaluate(() => ((window as any).script = 'hehe!'));
    await care('pat');
    await expect.poll(async () => (await senses()).badge.at(-1)).toBe(1);
    expect(await page.title()).toBe('Mochi is hungry · tokenling');
    const since = (await lcdLog()).cues.length;
    await page.evaluate(() => ((window as any).answer = '[yes] yum yum!'));
    // A meal and a snack: from hungry to peckish.
    await care('feed', 'pancake');
    await seesCue('eat', since, '06-eating');
    await care('feed', 'strawberry');
    await expect.poll(async () => (await senses()).badge.at(-1), { timeout: 20_000 }).toBe(0);
    expect(await page.title()).toBe('tokenling');
  }, 60_000);

  it('a bath plays its bubbles', async () => {
    // A sparkly pet refuses a bath (the appetite table): wait until it is merely clean.
    for (let i = 0; i < 10 && (await app()).pet.stats.clean >= 70; i++) {
      await hoursPass(1);
      await care('pat');
    }
    const since = (await lcdLog()).cues.length;
    await page.evaluate(() => ((window as any).answer = '[yes] splish splash!'));
    await care('bath');
    await seesCue('bath', since, '07-bath');
  }, 60_000);

  it('poop lands on the floor, and cleaning it sweeps it away', async () => {
    if ((await app()).pet.poop > 0) await care('clean');
    // A meal always comes out (a snack every other time): within minutes for a baby, 30 to 90 minutes later for a grown pet.
    await page.evaluate(() => ((window as any).answer = '[yes] more please!'));
    await care('feed', 'egg');
    const since = (await lcdLog()).cues.length;
    for (let i = 0; i < 8 && (await app()).pet.poop === 0; i++) {
      await hoursPass(0.25);
      await care('pat');
    }
    expect((await app()).pet.poop).toBeGreaterThan(0);
    await seesCue('poop', since, '08-poop');
    const before = (await lcdLog()).cues.length;
    await care('clean');
    await seesCue('cleaned', before, '09-cleaned');
    expect((await app()).pet.poop).toBe(0);
  }, 90_000);

  it('lights off: asleep in the dark; lights on: it wakes', async () => {
    await page.evaluate(() => ((window as any).script = 'so sleepy [sleep]'));
    await care('lights off');
    await expect.poll(async () => (await app()).pet.lightsOff).toBe(true);
    await page.waitForTimeout(400);
    await page.locator('tl-lcd').screenshot({ path: `${OUTPUT}/10-lights-off.png` });
    await watch(1500, 'lights off');
    expect((await app()).pet.asleep).toBe(true);
    const since = (await lcdLog()).cues.length;
    await page.evaluate(() => ((window as any).script = 'good morning! [emote:happy]'));
    await care('lights on');
    expect((await app()).pet.lightsOff).toBe(false);
    // The light wakes it at least three times in ten, a pat at least two in ten: 30 pats leave ~0.1% to chance.
    const rolls: unknown[] = [];
    for (let i = 0; i < 30 && (await app()).pet.asleep; i++) {
      await care('pat');
      const p = (await app()).pet;
      rolls.push({
        rng: p.rng,
        energy: p.energy ?? p.stats.energy,
        offer: p.pendingOffer,
        asleep: p.asleep,
        last: p.chat.slice(-3),
      });
    }
    // Asleep after 30 pats: say what each pat met (the pet's random state, energy, an offer awaiting its answer).
    if ((await app()).pet.asleep)
      throw new Error(`still asleep after ${rolls.length} pats: ${JSON.stringify(rolls)} ${await why()}`);
    await seesCue('wake', since, '11-waking');
  }, 60_000);

  it('asked for a present, the pet gives one: it arrives on the shelf', async () => {
    const since = (await lcdLog()).cues.length;
    await say('can i have a present pls', 'here, for you! [gift:flower]');
    await seesCue('gift', since, '12-gift');
    expect((await app()).pet.shelf).toContain('flower');
  }, 60_000);

  it('sickness: the pet looks sick, and medicine plays its animation and makes it well', async () => {
    // Left alone with its poop and an empty tummy, the pet falls ill sooner or later.
    await page.evaluate(() => ((window as any).script = 'hmm'));
    // (Starving and then stinky, it falls ill at about 5 to 9% an hour: 40 rounds of two hours leave well under 1% to chance.)
    for (let i = 0; i < 40 && !(await app()).pet.sick; i++) {
      await hoursPass(2);
      if ((await app()).pet.asleep || (await app()).pet.lightsOff)
        await care((await app()).pet.lightsOff ? 'lights on' : 'pat');
      else await care('pat');
    }
    expect((await app()).pet.sick).toBe(true);
    if ((await app()).pet.asleep) await care('lights off').then(() => care('lights on'));
    await page.locator('tl-lcd').screenshot({ path: `${OUTPUT}/13-sick.png` });
    await watch(1500, 'sick');
    const since = (await lcdLog()).cues.length;
    await page.evaluate(() => ((window as any).answer = '[yes] yucky but ok'));
    await care('medicine');
    await seesCue('medicine', since, '14-medicine');
    expect((await app()).pet.sick).toBe(false);
  }, 180_000);

  it("a day boundary brings a diary page, and 20 more messages keep the page the app's height", async () => {
    const day = (await app()).pet.diary.length;
    await page.evaluate(() => ((window as any).script = 'hello again!'));
    const now = await page.evaluate(() => Date.now());
    const midnight = new Date(now);
    midnight.setHours(24, 5, 0, 0);
    await page.clock.fastForward(midnight.getTime() - now);
    await care('pat');
    // Days old now, the hatchling has grown a stage on the way (the LCD played it).
    expect((await app()).pet.stage).not.toBe('baby');
    expect((await lcdLog()).cues.some((c) => c.kind === 'grow')).toBe(true);
    await page.evaluate(() => ((window as any).idleOn = true));
    await expect
      .poll(async () => (await app()).pet.diary.length, { timeout: 45_000, message: `no diary page: ${await why()}` })
      .toBeGreaterThan(day);
    await page.evaluate(() => ((window as any).idleOn = false));
    await idle();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let i = 0; i < 20; i++) {
      const [text, answer] = TALK[(i + 3) % TALK.length]!;
      await say(text, answer);
      expect(await blankBelow()).toBeLessThanOrEqual(24);
      await samplePose(`message ${said}`);
    }
    expect(said).toBe(41);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
    expect(validateTranscript({ ...names, asleep: false }, (await app()).pet.chat).valid).toBe(true);
    await page.screenshot({ path: `${OUTPUT}/16-next-day.png` });
  }, 180_000);

  it('muted in settings, the pet makes no sound and no buzz', async () => {
    await openSettings(page);
    await page.locator('tl-settings .toggle.sound input').click();
    await expect.poll(async () => (await app()).prefs.sound).toBe(false);
    await page.locator('tl-settings button[aria-label="close settings"]').click();
    const before = await senses();
    await say('shhh', 'I will be very quiet');
    await care('pat');
    const after = await senses();
    expect(after.oscillators).toBe(before.oscillators);
    expect(after.vibrate).toEqual(before.vibrate);
  }, 60_000);

  it("the pet's own idle turn never greys the care bar: a pat during one goes through", async () => {
    await page.evaluate(() => ((window as any).idleOn = true));
    await page.evaluate(() => (window as any).brain.hold());
    await page.waitForFunction(() => (document.querySelector('tl-app') as any).view.idling, null, { timeout: 30_000 });
    await page.evaluate(() => ((window as any).script = 'hehe!'));
    const before = await chat();
    await page.locator('tl-care button[aria-label="pat"]').click();
    await page.evaluate(() => (window as any).brain.release());
    await expect
      .poll(async () => linesSince(before, await chat()).includes('* Sam patted Mochi *'), { timeout: 10_000 })
      .toBe(true);
    await idle();
  }, 60_000);

  it('through it all: the pet stayed whole on its screen, mostly in the middle, and nothing asked to notify', async () => {
    const shown = poses.filter((p) => p.visible);
    expect(shown.length).toBeGreaterThan(100);
    const outside = shown.filter((p) => p.left < 0 || p.right > LCD_WIDTH);
    expect(outside, JSON.stringify(outside.slice(0, 5))).toEqual([]);
    const middle = shown.filter(
      (p) => (p.left + p.right) / 2 >= LCD_WIDTH * 0.1 && (p.left + p.right) / 2 <= LCD_WIDTH * 0.9,
    );
    writeFileSync(
      `${OUTPUT}/poses.json`,
      `${JSON.stringify({ chatLines: (await chat()).length, sampled: poses.length, shown: shown.length, outside: outside.length, inMiddle80: middle.length / shown.length }, null, 2)}\n`,
    );
    expect(middle.length / shown.length).toBeGreaterThanOrEqual(0.75);
    expect((await senses()).permission).toBe(0);
  });
});
