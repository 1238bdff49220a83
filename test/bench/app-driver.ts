/**
 * Driving the built app the way a person does, for the in-app scripts (app-chat, app-talk): hatch a pet, type a
 * message and wait for its answer, read the transcript and what the screen shows.
 */
import type { Page } from 'playwright-core';
import type { PetState } from '../../src/sim/index.ts';

export const pet = (p: Page): Promise<PetState> => p.evaluate(() => (document.querySelector('tl-app') as any).view.pet);

/** The first pet line written after transcript line `before`, once the pet has stopped thinking. */
export async function answered(p: Page, name: string, before: number): Promise<string> {
  await p.waitForFunction(
    ([n, b]) => {
      const v = (document.querySelector('tl-app') as any).view;
      return !v.thinking && (v.pet.chat as string[]).slice(b as number).some((l) => l.startsWith(`${n}:`));
    },
    [name, before] as const,
    { timeout: 120_000 },
  );
  const chat = (await pet(p)).chat as string[];
  return chat.slice(before).find((l) => l.startsWith(`${name}:`)) ?? '';
}

/** Types `text` into the chat and returns the pet's answer (the first pet line after it). */
export async function say(p: Page, name: string, text: string): Promise<string> {
  const before = (await pet(p)).chat.length;
  await p.locator('tl-chat input').fill(text);
  await p.locator('tl-chat input').press('Enter');
  return answered(p, name, before);
}

/** Fills in the hatch form (after a reset in settings unless `first`) and waits for the brain. */
export async function hatch(p: Page, name: string, owner: string, first: boolean): Promise<void> {
  if (!first) {
    await p.locator('tl-status button[aria-label="settings"]').click();
    await p.locator('tl-settings button.reset').click();
    await p.locator('tl-settings button.confirm-reset').click();
  }
  await p.locator('tl-hatch input[name=pet]').fill(name);
  await p.locator('tl-hatch input[name=owner]').fill(owner);
  await p.locator('tl-hatch button[type=submit]').click();
  await p.locator('tl-lcd').waitFor();
  await p.waitForFunction(() => (document.querySelector('tl-app') as any).brain.state === 'ready', null, {
    timeout: 120_000,
  });
}

/** The text of the chat's last pet bubble as the screen shows it: words and chip labels, no tags. */
export const shownLast = (p: Page): Promise<string> =>
  p
    .locator('tl-chat .log > div.pet, tl-chat .log > div.act')
    .last()
    .innerText()
    .then((t) => t.replace(/\s+/g, ' ').trim());
