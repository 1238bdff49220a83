/**
 * A real full disk, in headless Chromium on the built app: the profile lives on a 64 MB tmpfs mounted for this
 * test (it runs as root, as CI does), which is then filled. The pet plays on from memory, the notice says so
 * with an Export button, and once space is freed the whole life is stored again: after a reload the pet, its
 * chat and its backups are there. (Issue 39: Chromium deleted the site's database and the app never reopened it.)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchProfile, openSettings, serveBuilt } from '../helpers/browser.ts';

const mountPoint = mkdtempSync(join(tmpdir(), 'tokenling-full-disk-'));
const profile = join(mountPoint, 'profile');
const filler = join(mountPoint, 'filler');
let server: Awaited<ReturnType<typeof serveBuilt>>['server'] | null = null;
let url = '';
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', mountPoint]);
  mkdirSync(profile);
  ({ url, server } = await serveBuilt());
  context = await launchProfile(profile);
  page = context.pages()[0] ?? (await context.newPage());
}, 240_000);

afterAll(async () => {
  await context?.close();
  await server?.close();
  try {
    execFileSync('umount', [mountPoint]);
  } finally {
    rmSync(mountPoint, { recursive: true, force: true });
  }
});

const view = (p: Page) =>
  p.evaluate(() => {
    const v = (document.querySelector('tl-app') as any).view;
    return {
      chat: (v.pet?.chat ?? []) as string[],
      notice: v.notice as string | null,
      unsaved: !!v.unsaved,
      name: v.pet?.name as string | undefined,
    };
  });

/** Sends a message and waits for the pet's answer on screen. */
async function say(p: Page, text: string): Promise<void> {
  await p.locator('tl-chat input').fill(text);
  await p.locator('tl-chat input').press('Enter');
  await p.waitForFunction(
    (t) => {
      const chat = (document.querySelector('tl-app') as any).view.pet.chat as string[];
      const i = chat.lastIndexOf(`Sam: ${t}`);
      return i !== -1 && chat.slice(i + 1).some((l) => l.startsWith('Pip:'));
    },
    text,
    { timeout: 60_000 },
  );
}

/** Fills the disk: big blocks until none fits, then small ones. */
function fillDisk(): void {
  for (const bs of ['1M', '4k']) {
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${filler}-${bs}`, `bs=${bs}`], { stdio: 'ignore' });
    } catch {
      // dd stops with "No space left on device": the disk is full.
    }
  }
}

describe('a full disk', () => {
  it('keeps the pet while full, offers an export, and stores the whole life again once space returns', async () => {
    await page.goto(url);
    await page.locator('tl-hatch input[name=pet]').fill('Pip');
    await page.locator('tl-hatch input[name=owner]').fill('Sam');
    await page.locator('tl-hatch button[type=submit]').click();
    await page.locator('tl-lcd').waitFor();
    await say(page, 'hello Pip');

    fillDisk();
    await say(page, 'are you there?');
    await say(page, 'still with me?');
    const full = await view(page);
    // The life plays on from memory and the notice offers an export right there.
    expect(full.chat).toContain('Sam: are you there?');
    expect(full.unsaved).toBe(true);
    expect(full.notice).toMatch(/export/i);
    expect(full.notice).not.toMatch(/everything saved before is kept/i);
    expect(await page.locator('tl-app button.export-now').count()).toBe(1);

    rmSync(`${filler}-1M`, { force: true });
    rmSync(`${filler}-4k`, { force: true });
    await say(page, 'room again');
    await expect.poll(async () => (await view(page)).unsaved, { timeout: 30_000 }).toBe(false);

    await page.reload();
    await page.locator('tl-lcd').waitFor({ timeout: 60_000 });
    const back = await view(page);
    expect(back.name).toBe('Pip');
    expect(back.chat).toEqual(
      expect.arrayContaining(['Sam: hello Pip', 'Sam: are you there?', 'Sam: still with me?', 'Sam: room again']),
    );
    await openSettings(page);
    const settings = await page
      .locator('tl-settings')
      .evaluate((el) => el.shadowRoot!.textContent?.replace(/\s+/g, ' ') ?? '');
    expect(settings).toMatch(/Pip · day \d+ · .* daily/);
  }, 240_000);
});
