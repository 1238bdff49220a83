/**
 * A real full disk, in headless Chromium on the built app: the profile lives on a 64 MB tmpfs mounted for this
 * test (it runs as root, as CI does), which is then filled. The pet (brought in by an import, with a diary page,
 * replacing a hatched one) plays on from memory, the notice says so with an Export button, and once space is
 * freed the whole life is stored again: IndexedDB holds the pet, its diary page and its backups (the replaced pet
 * among them), and a reload shows them. (Issue 39: Chromium deleted the site's database and the app never reopened it.)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DAY_MS, calendarDay, newPet, stageFor } from '../../src/sim/index.ts';
import { exportLife } from '../../src/store/export.ts';
import { launchProfile, openSettings, serveBuilt } from '../helpers/browser.ts';

const mountPoint = mkdtempSync(join(tmpdir(), 'tokenling-full-disk-'));
const profile = join(mountPoint, 'profile');
const filler = join(mountPoint, 'filler');
let server: Awaited<ReturnType<typeof serveBuilt>>['server'] | null = null;
let url = '';
let context: BrowserContext;
let page: Page;
/** The loop that holds the disk full, while it runs. */
let hold: ChildProcess | null = null;

beforeAll(async () => {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', mountPoint]);
  mkdirSync(profile);
  ({ url, server } = await serveBuilt());
  context = await launchProfile(profile);
  page = context.pages()[0] ?? (await context.newPage());
}, 240_000);

afterAll(async () => {
  if (hold) await freeDisk(hold);
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
      pages: (v.pages as { day: number; text: string }[]).map((p) => `${p.day}: ${p.text}`),
    };
  });

/** What the site's IndexedDB holds, read with a connection of its own. */
const stored = (p: Page) =>
  p.evaluate(
    () =>
      new Promise<{ pet: string | null; pages: string[]; backups: string[] }>((resolve, reject) => {
        const r = indexedDB.open('tokenling');
        r.onerror = () => reject(r.error);
        r.onsuccess = () => {
          const db = r.result;
          const tx = db.transaction(['pet', 'diary', 'backups'], 'readonly');
          const pet = tx.objectStore('pet').get('current');
          const pages = tx.objectStore('diary').getAll();
          const backups = tx.objectStore('backups').getAll();
          tx.oncomplete = () => {
            db.close();
            resolve({
              pet: pet.result?.name ?? null,
              pages: pages.result.map((pg: { day: number; text: string }) => `${pg.day}: ${pg.text}`),
              backups: backups.result.map((b: { kind: string; pet: { name: string } }) => `${b.kind} ${b.pet.name}`),
            });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );

/** Sends a message and waits for the pet's answer on screen. */
async function say(p: Page, text: string): Promise<void> {
  await p.locator('tl-chat input').fill(text);
  await p.locator('tl-chat input').press('Enter');
  await p.waitForFunction(
    (t) => {
      const pet = (document.querySelector('tl-app') as any).view.pet;
      const chat = pet.chat as string[];
      const i = chat.lastIndexOf(`Sam: ${t}`);
      return i !== -1 && chat.slice(i + 1).some((l) => l.startsWith(`${pet.name}:`));
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

/**
 * Keeps the disk full: Chromium frees some of its own files when a write fails (its caches), and a save would then
 * fit; a loop takes every freed block back until it is stopped.
 */
function holdFull(): ChildProcess {
  const loop = `while :; do dd if=/dev/zero of=${filler}-hold bs=4k count=64 oflag=append conv=notrunc 2>/dev/null || sleep 0.02; done`;
  return spawn('sh', ['-c', loop], { stdio: 'ignore' });
}

/** Stops the loop and frees the disk. */
async function freeDisk(loop: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => loop.once('exit', resolve));
  loop.kill();
  await exited;
  hold = null;
  for (const f of ['1M', '4k', 'hold']) rmSync(`${filler}-${f}`, { force: true });
}

describe('a full disk', () => {
  it('keeps the pet while full, offers an export, and stores the whole life again once space returns', async () => {
    await page.goto(url);
    await page.locator('tl-hatch input[name=pet]').fill('Pip');
    await page.locator('tl-hatch input[name=owner]').fill('Sam');
    await page.locator('tl-hatch button[type=submit]').click();
    await page.locator('tl-lcd').waitFor();
    await say(page, 'hello Pip');
    // Bun, hatched yesterday with a diary page, comes in by an import; Pip is kept as a replaced backup.
    const now = Date.now() - 60_000;
    const bun = {
      ...newPet({ name: 'Bun', owner: 'Sam', now: now - DAY_MS, seed: 5 }),
      now,
      stage: stageFor(2),
      dayIndex: calendarDay(now),
    };
    const diary = {
      day: 1,
      date: new Date(now - DAY_MS).toISOString().slice(0, 10),
      text: 'I met Sam today.',
      writtenAt: now,
    };
    await openSettings(page);
    await page.locator('tl-settings input[type=file]').setInputFiles({
      name: 'bun.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exportLife({ pet: bun, pages: [diary] })),
    });
    await page.locator('tl-settings button.confirm-import').click();
    await expect.poll(async () => (await view(page)).name).toBe('Bun');
    await page.locator('tl-settings button[aria-label="close settings"]').click();
    await say(page, 'hello Bun');
    expect((await stored(page)).backups).toEqual(expect.arrayContaining(['replaced Pip', 'daily Bun']));

    // The brain's files are in the caches before the disk fills, so no cache write left over frees space meanwhile.
    await page.waitForFunction(() => (document.querySelector('tl-app') as any).brain.state === 'ready', null, {
      timeout: 120_000,
    });
    fillDisk();
    hold = holdFull();
    await say(page, 'are you there?');
    await say(page, 'still with me?');
    const full = await view(page);
    // The life plays on from memory and the notice offers an export right there.
    expect(full.chat).toContain('Sam: are you there?');
    expect(full.unsaved).toBe(true);
    expect(full.notice).toMatch(/export/i);
    expect(full.notice).not.toMatch(/everything saved before is kept/i);
    expect(await page.locator('tl-app button.export-now').count()).toBe(1);

    await freeDisk(hold);
    // A browser short of space may clear the site's database (Chromium 156 did within 3 s in issue 39's report; on
    // this disk it leaves it unopenable until space returns), so it is cleared here as that browser did, before the
    // app's next save: only the page's memory holds the life and its backups now. Chromium's store, just out of a
    // failed write, may answer the first deletes with an internal error while it recovers, so the delete is retried.
    await page.evaluate(async () => {
      (document.querySelector('tl-app') as any).controller.store.close();
      const deleteOnce = () =>
        new Promise<void>((resolve, reject) => {
          const r = indexedDB.deleteDatabase('tokenling');
          r.onsuccess = () => resolve();
          r.onerror = () => reject(r.error);
          r.onblocked = () => resolve();
        });
      for (let tries = 1; ; tries++) {
        try {
          return await deleteOnce();
        } catch (e) {
          if (tries === 20) throw e;
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    });
    await say(page, 'room again');
    await expect.poll(async () => (await view(page)).unsaved, { timeout: 30_000 }).toBe(false);
    // Stored again, whole: the pet, its diary page, and its backups with the pet it replaced.
    const again = await stored(page);
    expect(again.pet).toBe('Bun');
    expect(again.pages).toEqual(['1: I met Sam today.']);
    expect(again.backups).toEqual(expect.arrayContaining(['replaced Pip', 'daily Bun']));

    await page.reload();
    await page.locator('tl-lcd').waitFor({ timeout: 60_000 });
    const back = await view(page);
    expect(back.name).toBe('Bun');
    expect(back.chat).toEqual(
      expect.arrayContaining(['Sam: hello Bun', 'Sam: are you there?', 'Sam: still with me?', 'Sam: room again']),
    );
    expect(back.pages).toEqual(['1: I met Sam today.']);
    await openSettings(page);
    const settings = await page
      .locator('tl-settings')
      .evaluate((el) => el.shadowRoot!.textContent?.replace(/\s+/g, ' ') ?? '');
    expect(settings).toMatch(/Bun · day 2 · .* daily/);
    expect(settings).toMatch(/Pip · day 1 · .* before it was replaced/);
  }, 240_000);
});
