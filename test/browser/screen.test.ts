/**
 * The screen a child looks at, in headless Chromium on the built app with a scripted brain, at three phone
 * widths: the page never grows past the viewport whatever is open, no stat word is cut, the catch game says
 * how to play, and an axe-core audit finds no serious or critical violation on the hatch form, the main
 * screen, the food menu, settings and the diary. Screenshots of every screen and stage land in
 * test/output/screen/ for review.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { STAGES } from '../../src/world/index.ts';
import { openSettings, root, useServedApp } from '../helpers/browser.ts';

const OUTPUT = `${root}test/output/screen`;
/** Common phone viewports: a small Android, an iPhone 14/15, an iPhone Pro Max. */
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
] as const;
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const served = useServedApp(OUTPUT);

async function open(
  width: number,
  height: number,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await served.browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 2,
    hasTouch: true,
    colorScheme,
  });
  const page = await context.newPage();
  await page.goto(`${served.url}/test/browser/app.html`);
  await page.locator('tl-hatch').waitFor();
  return { context, page };
}

async function hatch(page: Page): Promise<void> {
  await page.locator('tl-hatch input[name=pet]').fill('Noodle');
  await page.locator('tl-hatch input[name=owner]').fill('Sam');
  await page.locator('tl-hatch button[type=submit]').click();
  await page.locator('tl-lcd').waitFor();
  // The hatch cue has played and the first line is in.
  await page.waitForFunction(() => !(document.querySelector('tl-app') as any).view.thinking);
}

/** How tall the page is against the viewport, and whether the shell hides any of its own content (it scrolls only as a last resort). */
function fit(page: Page): Promise<{ scroll: number; inner: number; shellHides: number }> {
  return page.evaluate(() => {
    const shell = (document.querySelector('tl-app') as any).shadowRoot.querySelector('.shell') as HTMLElement;
    return {
      scroll: document.scrollingElement!.scrollHeight,
      inner: window.innerHeight,
      shellHides: shell.scrollHeight - shell.clientHeight,
    };
  });
}

/** Sets part of the app's view directly (a look the pet's life would take hours to reach). */
async function showView(
  page: Page,
  patch: Record<string, unknown>,
  petPatch: Record<string, unknown> = {},
): Promise<void> {
  await page.evaluate(
    async ({ patch, petPatch }) => {
      const app = document.querySelector('tl-app') as any;
      app.view = { ...app.view, ...patch, pet: { ...app.view.pet, ...petPatch } };
      await app.updateComplete;
    },
    { patch, petPatch },
  );
}

/** Runs axe-core on the page; returns the serious and critical violations (rule id and where). */
async function audit(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return (
      result.violations as { id: string; impact: string; nodes: { target: unknown[]; failureSummary: string }[] }[]
    )
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)} ${n.failureSummary}`));
  });
  return violations;
}

/** Each panel that can be open, with how to open and close it. */
const PANELS: { name: string; open(p: Page): Promise<void>; close(p: Page): Promise<void> }[] = [
  {
    name: 'food-menu',
    open: (p) => p.locator('tl-care #feed').click(),
    close: (p) => p.locator('tl-care #feed').click(),
  },
  {
    name: 'brain-banner',
    open: (p) =>
      p.evaluate(
        () =>
          void ((document.querySelector('tl-app') as any).brain = {
            state: 'loading',
            loaded: 3_000_000,
            total: 20_200_000,
            from: 'download',
          }),
      ),
    close: (p) =>
      p.evaluate(
        () => void ((document.querySelector('tl-app') as any).brain = { state: 'ready', loaded: 0, total: null }),
      ),
  },
  {
    name: 'notice',
    open: (p) =>
      p.evaluate(() =>
        (document.querySelector('tl-app') as any).controller.showNotice(
          'Noodle could not save just now; everything is kept in memory and saved again on the next turn.',
        ),
      ),
    close: (p) => p.locator('tl-app .notice button').click(),
  },
  {
    name: 'shelf',
    open: (p) => p.locator('tl-shelf summary').click(),
    close: (p) => p.locator('tl-shelf summary').click(),
  },
  {
    name: 'diary',
    open: async (p) => {
      await p.locator('tl-status button[aria-label="diary"]').click();
      await p.locator('tl-diary').waitFor();
    },
    close: (p) => p.locator('tl-diary button[aria-label="close the diary"]').click(),
  },
  {
    name: 'settings',
    open: (p) => openSettings(p),
    close: (p) => p.locator('tl-settings button[aria-label="close settings"]').click(),
  },
];

describe.each(PHONES)('at $width × $height', ({ width, height }) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await open(width, height));
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  it('the hatch form fits the screen', async () => {
    await page.screenshot({ path: `${OUTPUT}/hatch-${width}.png` });
    const f = await fit(page);
    expect(f.scroll).toBeLessThanOrEqual(f.inner);
    await hatch(page);
    await page.screenshot({ path: `${OUTPUT}/main-${width}.png` });
  }, 60_000);

  it.each(PANELS.map((p) => [p.name, p] as const))(
    'the page fits the screen with the %s open, the shelf still in view',
    async (name, panel) => {
      await panel.open(page);
      await page.waitForTimeout(100);
      await page.screenshot({ path: `${OUTPUT}/${name}-${width}.png` });
      const f = await fit(page);
      await panel.close(page);
      expect(f.scroll).toBeLessThanOrEqual(f.inner);
      expect(f.shellHides).toBeLessThanOrEqual(0);
    },
    30_000,
  );

  it('the chat keeps its own scroll, however long it grows: the page and the shell stay put', async () => {
    await page.evaluate(() => ((window as any).script = 'ok! [emote:happy]'));
    for (let i = 0; i < 12; i++) {
      await page.locator('tl-chat input').fill(`message ${i}`);
      await page.locator('tl-chat input').press('Enter');
      await page.waitForFunction(
        (n) => ((document.querySelector('tl-app') as any).view.pet.chat as string[]).includes(`Sam: message ${n}`),
        i,
      );
    }
    const f = await fit(page);
    expect(f.scroll).toBeLessThanOrEqual(f.inner);
    expect(f.shellHides).toBeLessThanOrEqual(0);
  }, 60_000);

  it('the page fits the screen with the food menu, a banner, a notice and the shelf open at once', async () => {
    for (const name of ['food-menu', 'brain-banner', 'notice', 'shelf'])
      await PANELS.find((p) => p.name === name)!.open(page);
    await page.waitForTimeout(100);
    await page.screenshot({ path: `${OUTPUT}/everything-open-${width}.png` });
    const f = await fit(page);
    for (const name of ['food-menu', 'brain-banner', 'notice', 'shelf'])
      await PANELS.find((p) => p.name === name)!.close(page);
    expect(f.scroll).toBeLessThanOrEqual(f.inner);
  }, 30_000);

  it('no stat word is cut, from the lowest to the highest', async () => {
    const cut: string[] = [];
    for (let v = 0; v <= 100; v += 5) {
      await showView(page, {}, { stats: { tummy: v, fun: v, energy: v, clean: v } });
      cut.push(
        ...(await page
          .locator('tl-status')
          .evaluate((el) =>
            [...el.shadowRoot!.querySelectorAll<HTMLElement>('.word')]
              .filter((w) => w.scrollWidth > w.clientWidth)
              .map((w) => w.textContent ?? ''),
          )),
      );
    }
    expect(cut).toEqual([]);
  }, 30_000);

  it("every button and the shelf's toggle, the food menu's too, is at least 44 px each way", async () => {
    await page.locator('tl-care #feed').click();
    const small = await page.evaluate(() => {
      const app = document.querySelector('tl-app')!.shadowRoot!;
      const roots = [
        app,
        ...[...app.querySelectorAll('tl-status, tl-care, tl-chat, tl-shelf')].map((el) => el.shadowRoot!),
      ];
      return roots
        .flatMap((r) => [...r.querySelectorAll<HTMLElement>('button, summary')])
        .map((b) => ({
          what: b.getAttribute('aria-label') ?? b.textContent?.trim(),
          w: b.getBoundingClientRect().width,
          h: b.getBoundingClientRect().height,
        }))
        .filter((b) => b.w < 44 || b.h < 44);
    });
    await page.locator('tl-care #feed').click();
    expect(small).toEqual([]);
  });

  it('the LCD shows each stage, awake and asleep (screenshots for review)', async () => {
    const label = () => page.locator('tl-lcd canvas').getAttribute('aria-label');
    // The pet's own idle turns may redraw the real view meanwhile: each look is set again until the screen shows it.
    const look = async (pet: Record<string, unknown>, words: string, file: string) => {
      await expect
        .poll(
          async () => {
            await showView(page, {}, pet);
            await page.waitForTimeout(150);
            await page.locator('tl-lcd').screenshot({ path: `${OUTPUT}/${file}-${width}.png` });
            return label();
          },
          { timeout: 10_000 },
        )
        .toContain(words);
    };
    for (const stage of STAGES) {
      await look(
        {
          stage,
          asleep: false,
          lightsOff: false,
          dream: null,
          poop: 2,
          toy: 'ball',
          shelf: ['flower', 'star', 'shell'],
        },
        `Noodle the ${stage} is awake`,
        `stage-${stage}`,
      );
      await look(
        { stage, asleep: true, lightsOff: true, dream: { what: 'moon', until: Date.now() + 60_000 } },
        `Noodle the ${stage} is asleep and dreaming`,
        `stage-${stage}-asleep`,
      );
    }
    await showView(page, {}, { asleep: false, lightsOff: false, dream: null });
  }, 30_000);
});

describe('the catch game', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await open(390, 844));
    await hatch(page);
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  async function play(): Promise<string | null> {
    await page.evaluate(() => ((window as any).script = 'yay! [yes]'));
    await page.waitForFunction(() => !(document.querySelector('tl-app') as any).view.thinking);
    await page.locator('tl-care #catch').click();
    await page.waitForFunction(
      () => (document.querySelector('tl-app') as any).shadowRoot.querySelector('tl-lcd').catching === true,
    );
    const hint = await page.locator('tl-lcd').evaluate((el) => {
      const h = el.shadowRoot!.querySelector<HTMLElement>('.hint.show');
      return h ? h.textContent!.trim() : null;
    });
    if (hint) await page.screenshot({ path: `${OUTPUT}/catch-hint-390.png` });
    await page.evaluate(() => ((window as any).script = 'that was fun [emote:happy]'));
    await page.waitForFunction(
      () => !(document.querySelector('tl-app') as any).shadowRoot.querySelector('tl-lcd').catching,
      null,
      { timeout: 20_000 },
    );
    await page.waitForFunction(() => !(document.querySelector('tl-app') as any).view.thinking);
    return hint;
  }

  it("the first game says how to play, with the pet's name", async () => {
    expect(await play()).toBe('Tap when the ball reaches Noodle!');
  }, 60_000);

  it('after a few games the instruction stays away', async () => {
    const hints: (string | null)[] = [];
    for (let i = 0; i < 3; i++) hints.push(await play());
    expect(hints.at(-1)).toBeNull();
  }, 120_000);
});

describe.each(['light', 'dark'] as const)('the accessibility audit (axe-core) at 390 × 844, %s theme', (scheme) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await open(390, 844, scheme));
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  it('finds no serious or critical violation on the hatch form', async () => {
    expect(await audit(page)).toEqual([]);
    await hatch(page);
    await page.screenshot({ path: `${OUTPUT}/main-390-${scheme}.png` });
  }, 60_000);

  it('finds none on the main screen', async () => {
    expect(await audit(page)).toEqual([]);
  }, 60_000);

  it('finds none with the food menu open', async () => {
    await page.locator('tl-care #feed').click();
    const found = await audit(page);
    await page.locator('tl-care #feed').click();
    expect(found).toEqual([]);
  }, 60_000);

  it('finds none in settings', async () => {
    await openSettings(page);
    const found = await audit(page);
    await page.locator('tl-settings button[aria-label="close settings"]').click();
    expect(found).toEqual([]);
  }, 60_000);

  it('finds none in the diary', async () => {
    await page.locator('tl-status button[aria-label="diary"]').click();
    await page.locator('tl-diary').waitFor();
    const found = await audit(page);
    await page.locator('tl-diary button[aria-label="close the diary"]').click();
    expect(found).toEqual([]);
  }, 60_000);
});
