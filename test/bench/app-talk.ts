/**
 * Free talk in the built app, in Chromium at a phone's size, with the real model: the replies a child reads.
 *
 *   npx tsx test/bench/app-talk.ts        (builds the test app; writes test/output/app-talk.json)
 *   npx tsx test/bench/app-talk.ts script2  (the free talk of talk/script2.json only; writes app-talk-script2.json)
 *
 * Two fresh pets. The first hears 40 messages in a row (talk/script.json "free"): what children ask a pet about
 * itself, play, love and the day. The second is told three facts, hears ten other lines with two feelings among
 * them, and is asked the facts back ("friend"). Each reply is saved as written and as the screen shows it, beside
 * its message, with the idle lines between and the hello after hatching, for a reader who built none of it to judge.
 * The script is written by someone who saw neither the generator's banks nor the probe sets; a few of its short
 * messages ("tell me a joke") are also bank phrasings, as children's short messages are everybody's.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { root, serveAndLaunch } from '../helpers/browser.ts';
import { hatch, pet, say, shownLast } from './app-driver.ts';

interface Script {
  free: string[];
  friend?: string[];
  friendFacts?: { told: number; asked: number; answer: string }[];
  friendFeelings?: number[];
}
/** A second script, by another writer who saw none of the first, its replies or the code: free talk only. */
const scriptName = process.argv[2] ?? 'script';
const script = JSON.parse(readFileSync(new URL(`talk/${scriptName}.json`, import.meta.url), 'utf8')) as Script;
const outName = scriptName === 'script' ? 'app-talk' : `app-talk-${scriptName}`;

interface Exchange {
  said: string;
  line: string;
  shown: string;
  /** Pet lines written on the pet's own turns between the previous reply and this message. */
  idleBefore: string[];
}

/** Says each message in turn; between messages a person reads the reply for a few seconds of the app's clock. */
async function talk(p: Page, name: string, messages: string[]): Promise<Exchange[]> {
  const out: Exchange[] = [];
  let seen = (await pet(p)).chat.length;
  for (const said of messages) {
    const chat = (await pet(p)).chat as string[];
    const idleBefore = chat.slice(seen).filter((l) => l.startsWith(`${name}:`));
    const line = await say(p, name, said);
    out.push({ said, line, shown: await shownLast(p), idleBefore });
    seen = (await pet(p)).chat.length;
    await p.clock.runFor(6_000);
  }
  return out;
}

/** Waits for the newborn's first line (its hello), as a person reads it before typing. */
async function helloOf(p: Page, name: string): Promise<void> {
  await p
    .waitForFunction(
      (n) => (document.querySelector('tl-app') as any).view.pet.chat.some((l: string) => l.startsWith(`${n}:`)),
      name,
      {
        timeout: 90_000,
      },
    )
    .catch(() => undefined);
}

async function main(): Promise<void> {
  const served = await serveAndLaunch();
  const context = await served.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.clock.install({ time: new Date('2026-12-01T16:30:00') });
  await page.goto(served.url);

  await hatch(page, 'Pip', 'Maya', true);
  await helloOf(page, 'Pip');
  const helloFree = (await pet(page)).chat.filter((l) => l.startsWith('Pip:'));
  const free = await talk(page, 'Pip', script.free);
  const freeHeader = (await pet(page)).chat.length;
  await page.screenshot({ path: `${root}test/output/${outName}-phone.png` });

  let friend: Exchange[] = [];
  let remembered: string[] = [];
  if (script.friend) {
    await hatch(page, 'Noodle', 'Sam', false);
    await helloOf(page, 'Noodle');
    friend = await talk(page, 'Noodle', script.friend);
    remembered = (await pet(page)).memories;
  }
  const facts = (script.friendFacts ?? []).map((f) => ({
    ...f,
    // Said in the pet's own words: a lookup's {result} or a tag's argument holds the memory whether or not the pet says it.
    got: new RegExp(`\\b${f.answer}\\b`, 'i').test(
      friend[f.asked]!.line.replace(/^[^:]*:/, '').replace(/\{[^}]*\}|\[[^\]]*\]/g, ''),
    ),
  }));

  mkdirSync(`${root}test/output`, { recursive: true });
  const summary = {
    free: free.length,
    freeChatLines: freeHeader,
    factsBack: `${facts.filter((f) => f.got).length}/${facts.length}`,
    feelings: (script.friendFeelings ?? []).map((i) => friend[i]!.line),
  };
  writeFileSync(
    `${root}test/output/${outName}.json`,
    `${JSON.stringify({ summary, helloFree, free, friend, facts, remembered }, null, 2)}\n`,
  );
  process.stdout.write(`${JSON.stringify(summary, null, 1)}\n`);
  await context.close();
  await served.close();
}

await main();
