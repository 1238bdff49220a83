/** 10,000 owner messages in a row through the app's own path: fit keeps working and storage keeps only the newest lines. */
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { RATES, worldState } from '../../src/sim/index.ts';
import { PetStore } from '../../src/store/db.ts';
import { PetController } from '../../src/app/controller.ts';
import { renderChatPrompt } from '../../src/world/index.ts';
import { ScriptedBrain } from '../helpers/scripted-brain.ts';

it('takes 10,000 messages: the transcript and the stored record stay capped, and the prompt still renders', async () => {
  const clock = { t: Date.UTC(2026, 10, 30, 10, 0) };
  const store = await PetStore.open('tl-many');
  const brain = new ScriptedBrain(() => 'ok!');
  const c = new PetController({ store, brain, now: () => clock.t, seed: () => 5 });
  await c.open();
  await c.hatch('Mochi', 'Sam');
  for (let i = 0; i < 10_000; i++) {
    clock.t += 1_000;
    await c.say(`message number ${i} ${'x'.repeat(i % 200)}`);
  }
  const pet = c.state.pet!;
  expect(pet.chat.length).toBeLessThanOrEqual(RATES.maxChatLines);
  expect(pet.chat.at(-1)).toBe('Mochi: ok!');
  expect(pet.chat.at(-2)).toMatch(/^Sam: message number 9999 x+$/);
  expect(pet.today.length).toBeLessThanOrEqual(RATES.maxTodayEntries);
  const stored = await store.load();
  expect(stored.pet!.chat).toEqual(pet.chat);
  expect(renderChatPrompt(worldState(pet), pet.chat).endsWith('\nMochi:')).toBe(true);
  // Every turn asked the brain with at most the capped transcript (the brain fits it to the prompt window).
  expect(Math.max(...brain.requests.map((r) => r.lines.length))).toBeLessThanOrEqual(RATES.maxChatLines);
}, 300_000);
