/**
 * Never lose a pet, in headless Chromium at a phone's size on the built app: an
 * import asks first (showing both pets), keeps the replaced pet and brings it
 * back with one tap; a bad file gets one plain sentence; an evicted store says
 * what happened and offers an import instead of silently hatching a new egg.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newPet } from '../../src/sim/index.ts';
import { exportLife } from '../../src/store/export.ts';
import { launchProfile, openSettings, serveAndLaunch, type Served } from '../helpers/browser.ts';

let served: Served;
let context: BrowserContext;
let page: Page;
const profile = mkdtempSync(join(tmpdir(), 'tokenling-lifeguard-'));
const T0 = Date.UTC(2026, 10, 20, 9, 0);

beforeAll(async () => {
  served = await serveAndLaunch();
  context = await launchProfile(profile, { width: 390, height: 844 });
  page = context.pages()[0] ?? (await context.newPage());
}, 240_000);

afterAll(async () => {
  await context?.close();
  await served?.close();
  rmSync(profile, { recursive: true, force: true });
});

const petName = (p: Page) =>
  p.evaluate(() => (document.querySelector('tl-app') as any).view?.pet?.name as string | undefined);
const settingsText = (p: Page) =>
  p.locator('tl-settings').evaluate((el) => el.shadowRoot!.textContent?.replace(/\s+/g, ' ') ?? '');

async function chooseFile(p: Page, name: string, text: string): Promise<void> {
  await p
    .locator('tl-settings input[type=file]')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

describe('never lose a pet', () => {
  it('an import shows both pets and asks; the replaced pet is kept and one tap brings it back', async () => {
    await page.goto(served.url);
    await page.locator('tl-hatch input[name=pet]').fill('Pip');
    await page.locator('tl-hatch input[name=owner]').fill('Sam');
    await page.locator('tl-hatch button[type=submit]').click();
    await page.locator('tl-lcd').waitFor();
    await openSettings(page);
    const bun = newPet({ name: 'Bun', owner: 'Ana', now: T0, seed: 5 });
    await chooseFile(page, 'bun.json', exportLife({ pet: bun, pages: [] }));
    await expect
      .poll(() => settingsText(page))
      .toMatch(
        /The file holds Bun · baby · day 1 · last seen 20 Nov, 09:00\. It replaces Pip · baby · day 1 · last seen .* Pip is kept in backups/,
      );
    // Nothing changed yet.
    expect(await petName(page)).toBe('Pip');
    await page.screenshot({ path: join(profile, '..', 'tokenling-import-offer.png') }).catch(() => {});
    await page.locator('tl-settings button.confirm-import').click();
    await expect.poll(() => petName(page)).toBe('Bun');
    await expect.poll(() => settingsText(page)).toMatch(/Welcome, Bun! Pip is kept in backups\./);
    await page.locator('tl-settings button.undo').click();
    await expect.poll(() => petName(page)).toBe('Pip');
    await expect.poll(() => settingsText(page)).toMatch(/Welcome back, Pip!/);
    // Bun is kept in turn, listed with the backups.
    // (Bun's clock caught up to today when it came in, so its day is today's.)
    await expect.poll(() => settingsText(page)).toMatch(/Bun · day \d+ · .* before it was replaced/);
  }, 120_000);

  it('a bad file gets one plain sentence and changes nothing', async () => {
    await chooseFile(page, 'broken.json', '{"format": "tokenling-pet", "version": 2, "pet": {"name": "Mochi",');
    await expect
      .poll(() => settingsText(page))
      .toMatch(
        /This file can't be read: it looks cut off or damaged\. Choose a file saved with Export in tokenling's settings\./,
      );
    expect(await settingsText(page)).not.toMatch(/JSON|position|SyntaxError/);
    await chooseFile(
      page,
      'forged.json',
      exportLife({
        pet: { ...newPet({ name: 'Rex', owner: 'Ana', now: T0, seed: 6 }), stage: 'godzilla' as never },
        pages: [],
      }),
    );
    await expect
      .poll(() => settingsText(page))
      .toMatch(/This file can't be imported: the pet's stage is "godzilla", not one of baby, kid, teen, adult\./);
    expect(await petName(page)).toBe('Pip');
    await page.locator('tl-settings button[aria-label="close settings"]').click();
  }, 60_000);

  it('an evicted store says so and offers to bring the pet back from a file, instead of silently hatching', async () => {
    // The browser clears the site's database (eviction), as storage pressure would.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const el = document.querySelector('tl-app') as any;
          el.controller.store.close();
          const r = indexedDB.deleteDatabase('tokenling');
          r.onsuccess = () => resolve();
          r.onerror = () => reject(r.error);
          r.onblocked = () => resolve();
        }),
    );
    await page.reload();
    await page.locator('tl-hatch').waitFor();
    const banner = await page.locator('tl-app .evicted').textContent();
    expect(banner).toMatch(
      /Pip's saved life is missing from this browser: its storage was cleared\. Import Pip's saved file \(one made with Export\) to bring Pip back, or hatch a new egg\./,
    );
    await page.locator('tl-app .evicted-actions input[type=file]').setInputFiles({
      name: 'pip.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exportLife({ pet: newPet({ name: 'Pip', owner: 'Sam', now: T0, seed: 8 }), pages: [] })),
    });
    await expect.poll(() => petName(page)).toBe('Pip');
  }, 60_000);

  it('after a reset, four quick taps on Hatch hatch one pet, and the reset pet stays in the backups', async () => {
    await openSettings(page);
    await page.locator('tl-settings button.reset').click();
    await page.locator('tl-settings button.confirm-reset').click();
    await page.locator('tl-hatch').waitFor();
    await page.locator('tl-hatch input[name=pet]').fill('Bun');
    await page.locator('tl-hatch input[name=owner]').fill('Sam');
    // Four taps before the page can redraw: the first submits, the rest find the button off.
    await page.locator('tl-hatch').evaluate((el) => {
      const button = el.shadowRoot!.querySelector('button[type=submit]') as HTMLButtonElement;
      for (let i = 0; i < 4; i++) button.click();
    });
    await page.locator('tl-lcd').waitFor();
    expect(await petName(page)).toBe('Bun');
    await openSettings(page);
    await expect.poll(() => settingsText(page)).toMatch(/Pip · day \d+ · .* before it was replaced/);
    expect((await settingsText(page)).match(/before it was replaced/g)).toHaveLength(1);
  }, 60_000);

  it('a record the app cannot open offers its backups and an export of what was read, on the same screen', async () => {
    // A crafted record: a held event of a kind the app never writes (issue 39's import that bricked the pet).
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          (document.querySelector('tl-app') as any).controller.store.close();
          const r = indexedDB.open('tokenling');
          r.onerror = () => reject(r.error);
          r.onsuccess = () => {
            const tx = r.result.transaction('pet', 'readwrite');
            const pets = tx.objectStore('pet');
            const get = pets.get('current');
            get.onsuccess = () => pets.put({ ...get.result, heldEvents: [{ kind: 'bogus' }] }, 'current');
            tx.oncomplete = () => {
              r.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    await page.reload();
    const rescue = page.locator('tl-rescue');
    await rescue.waitFor();
    const text = await rescue.evaluate((el) => el.shadowRoot!.textContent?.replace(/\s+/g, ' ') ?? '');
    expect(text).toMatch(/could not be opened/);
    expect(text).not.toMatch(/from settings/);
    expect(text).toMatch(/Pip · day \d+ .* Restore/);
    const download = page.waitForEvent('download');
    await rescue.locator('button.export-read').click();
    const saved = JSON.parse(
      await (await download).createReadStream().then(async (s) => {
        let out = '';
        for await (const chunk of s) out += chunk;
        return out;
      }),
    );
    expect(saved.pet.heldEvents).toEqual([{ kind: 'bogus' }]);
    await rescue.locator('li', { hasText: 'Pip' }).locator('button.restore').first().click();
    await page.locator('tl-lcd').waitFor();
    expect(await petName(page)).toBe('Pip');
  }, 60_000);
});
