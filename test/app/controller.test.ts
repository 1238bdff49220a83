/**
 * The controller with a real store (fake-indexeddb) and a scripted brain: hatching,
 * chat, offers, idle turns, reopening, catching up and the diary.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, DAY_MS, MINUTE_MS, RATES } from '../../src/sim/index.ts';
import { PetStore } from '../../src/store/db.ts';
import { PetController } from '../../src/app/controller.ts';
import type { LcdCue } from '../../src/ui/scene.ts';
import { eventLine, isSilent, readLine, speakerOf } from '../../src/world/index.ts';
import { ScriptedBrain } from '../helpers/scripted-brain.ts';

/** 2026-11-30 10:00 local wall-clock ms. */
const T0 = Date.UTC(2026, 10, 30, 10, 0);
let dbCount = 0;

async function setup(options: { brain?: ScriptedBrain; dbName?: string; clock?: { t: number } } = {}) {
  const dbName = options.dbName ?? `tl-test-${++dbCount}`;
  const clock = options.clock ?? { t: T0 };
  const brain = options.brain ?? new ScriptedBrain();
  const store = await PetStore.open(dbName);
  let seed = 1;
  const controller = new PetController({ store, brain, now: () => clock.t, seed: () => seed++ });
  await controller.open();
  return { controller, brain, store, clock, dbName };
}

async function hatched(options: Parameters<typeof setup>[0] = {}) {
  const s = await setup(options);
  await s.controller.hatch('Mochi', 'Sam');
  return s;
}

describe('first run', () => {
  it('asks for a hatch when nothing is stored', async () => {
    const { controller } = await setup();
    expect(controller.state.phase).toBe('hatch');
    expect(controller.state.pet).toBeNull();
  });

  it('refuses names the chat format cannot carry, naming the problem, and stores nothing', async () => {
    const { controller, store } = await setup();
    await expect(controller.hatch('Mo:chi', 'Sam')).rejects.toThrow(/pet's name.*":"/);
    await expect(controller.hatch('Mochi', 'Sam]')).rejects.toThrow(/Your name/);
    await expect(controller.hatch('Mochi', 'Mochi')).rejects.toThrow(/different names/);
    await expect(controller.hatch('', 'Sam')).rejects.toThrow(/empty/);
    expect((await store.load()).pet).toBeNull();
    expect(controller.state.phase).toBe('hatch');
  });

  it('hatches a baby, stores it and plays the hatch animation', async () => {
    const { controller, store } = await setup();
    const cues: LcdCue[] = [];
    controller.onCue((c) => cues.push(c));
    await controller.hatch(' Mochi ', 'Sam');
    expect(controller.state.phase).toBe('playing');
    expect(controller.state.pet?.name).toBe('Mochi');
    expect(controller.state.pet?.stage).toBe('baby');
    expect((await store.load()).pet?.owner).toBe('Sam');
    expect(cues).toContainEqual({ kind: 'hatch' });
  });
});

describe('something serious said to a sleeping pet', () => {
  const said = 'my tutor does stuff i dont like';

  it('wakes it for sure when the brain reads the words as serious, though the exact rules do not', async () => {
    for (let k = 0; k < 6; k++) {
      const brain = new ScriptedBrain(() => "I'm so sorry. please tell a grown-up you trust");
      brain.queue.push('[sleep]');
      brain.serious = (text) => text === said;
      const { controller } = await hatched({ brain });
      await controller.say('night night');
      expect(controller.state.pet!.asleep).toBe(true);
      await controller.say(said);
      const chat = controller.state.pet!.chat;
      expect(chat.slice(chat.indexOf(`Sam: ${said}`) - 1, chat.indexOf(`Sam: ${said}`) + 1)).toEqual([
        '* Mochi woke up *',
        `Sam: ${said}`,
      ]);
    }
  });
});

describe('the hello after the hatch', () => {
  it("asks the brain for the newborn's first line at once, on its empty chat, and shows it", async () => {
    const brain = new ScriptedBrain(() => 'hi Sam! [emote:wave]');
    const { controller, store } = await hatched({ brain });
    await controller.hello();
    expect(brain.requests).toHaveLength(1);
    expect(brain.requests[0]!.lines).toEqual([]);
    expect(controller.state.pet!.chat).toEqual(['Mochi: hi Sam! [emote:wave]']);
    expect((await store.load()).pet!.chat).toEqual(['Mochi: hi Sam! [emote:wave]']);
  });

  it("greets with the world's hello while the brain is still waking", async () => {
    const brain = new ScriptedBrain(() => 'never [emote:happy]');
    (brain as unknown as { isReady: () => boolean }).isReady = () => false;
    const { controller } = await hatched({ brain });
    await controller.hello();
    expect(brain.requests).toHaveLength(0);
    expect(controller.state.pet!.chat).toEqual(['Mochi: hi Sam! [emote:wave]']);
  });

  it('says nothing more once the owner has spoken first', async () => {
    const brain = new ScriptedBrain(() => 'hello! [emote:happy]');
    const { controller } = await hatched({ brain });
    await controller.say('hi Mochi');
    const chat = [...controller.state.pet!.chat];
    await controller.hello();
    expect(controller.state.pet!.chat).toEqual(chat);
    expect(brain.requests).toHaveLength(1);
  });
});

describe('chat', () => {
  it('writes the owner line and the pet line, in the chat and in the store', async () => {
    const brain = new ScriptedBrain(() => 'hi Sam! [emote:happy]');
    const { controller, store } = await hatched({ brain });
    const streamed: string[] = [];
    controller.subscribe((v) => v.streaming && streamed.push(v.streaming));
    await controller.say('  hello   Mochi ');
    const chat = controller.state.pet!.chat;
    expect(chat.slice(-2)).toEqual(['Sam: hello Mochi', 'Mochi: hi Sam! [emote:happy]']);
    expect((await store.load()).pet!.chat.slice(-2)).toEqual(chat.slice(-2));
    expect(streamed.at(-1)).toBe('hi Sam! [emote:happy]');
    expect(brain.requests.at(-1)?.mode).toBe('chat');
    expect(controller.state.thinking).toBe(false);
  });

  it('keeps the answer (or the thinking dots) on screen until the saved line shows: no blank between', async () => {
    const brain = new ScriptedBrain(() => 'hi Sam! [emote:happy]');
    const { controller } = await hatched({ brain });
    const views: { thinking: boolean; streaming: string | null; last: string | undefined }[] = [];
    controller.subscribe((v) => views.push({ thinking: v.thinking, streaming: v.streaming, last: v.pet?.chat.at(-1) }));
    await controller.say('hello');
    const from = views.findIndex((v) => v.thinking);
    const shown = views.findIndex((v) => v.last === 'Mochi: hi Sam! [emote:happy]');
    expect(from).toBeGreaterThanOrEqual(0);
    expect(shown).toBeGreaterThan(from);
    // Between Enter's answer starting and the line showing, the pet is visibly thinking or its text is up.
    expect(views.slice(from, shown).every((v) => v.thinking)).toBe(true);
    expect(views[shown - 1]!.streaming).toBe('hi Sam! [emote:happy]');
    // The saved line replaces the streamed text in the same update: never both at once.
    expect(views[shown]).toMatchObject({ thinking: false, streaming: null });
    expect(controller.state.thinking).toBe(false);
  });

  it('keeps the thinking dots up until the fallback line shows when the brain fails', async () => {
    const brain = new ScriptedBrain(() => {
      throw new Error('out of memory');
    });
    const { controller } = await hatched({ brain });
    const views: { thinking: boolean; last: string | undefined }[] = [];
    controller.subscribe((v) => views.push({ thinking: v.thinking, last: v.pet?.chat.at(-1) }));
    await controller.say('hello');
    const from = views.findIndex((v) => v.thinking);
    const shown = views.findIndex((v) => v.last?.startsWith('Mochi: '));
    expect(from).toBeGreaterThanOrEqual(0);
    expect(shown).toBeGreaterThan(from);
    expect(views.slice(from, shown).every((v) => v.thinking)).toBe(true);
    expect(views[shown]!.thinking).toBe(false);
  });

  it('drops a refused try from the streaming line when the next try starts over', async () => {
    const brain = new ScriptedBrain(() => 'hi Sam! [emote:happy]');
    const { controller } = await hatched({ brain });
    const streamed: string[] = [];
    controller.subscribe((v) => v.streaming && streamed.push(v.streaming));
    brain.refused = 'my name is NOT!!';
    await controller.say('hello');
    expect(streamed.filter((s) => s.includes('NOT!!'))).toEqual(['my name is NOT!!']);
    expect(streamed.at(-1)).toBe('hi Sam! [emote:happy]');
    expect(controller.state.pet!.chat.at(-1)).toBe('Mochi: hi Sam! [emote:happy]');
  });

  it('asks the brain to warm its next chat and idle turns after every change, from the state just saved', async () => {
    const brain = new ScriptedBrain(() => 'hi Sam!');
    const { controller } = await hatched({ brain });
    brain.warms.length = 0;
    await controller.say('hello');
    const last = brain.warms.slice(-2);
    expect(last.map((w) => w.mode)).toEqual(['chat', 'idle']);
    // After the pet's line: both warm-ups carry the whole chat so far, the pet's line last.
    for (const w of last) expect(w.lines).toEqual(controller.state.pet!.chat);
    expect(last[0]!.lines.at(-1)).toBe('Mochi: hi Sam!');
    // Nothing is warmed between the owner's line and the chat turn that follows at once (the turn would stop it).
    expect(brain.warms.filter((w) => w.lines.at(-1) === 'Sam: hello')).toEqual([]);
  });

  it('ignores empty and whitespace-only messages', async () => {
    const { controller, brain } = await hatched();
    const before = controller.state.pet!.chat.length;
    await controller.say('   \n ');
    expect(controller.state.pet!.chat.length).toBe(before);
    expect(brain.requests).toHaveLength(0);
  });

  it('replaces a line the brain got wrong with the world fallback, so no invalid effect applies', async () => {
    // The line answers an offer that was never made: the validator refuses it, so neither the answer nor its gift may apply.
    const brain = new ScriptedBrain(() => 'yes please [yes] [gift:star]');
    const { controller } = await hatched({ brain });
    await controller.say('hi');
    const last = controller.state.pet!.chat.at(-1)!;
    expect(last).not.toContain('[yes]');
    expect(controller.state.pet!.shelf).toEqual([]);
  });

  it('uses the fallback line and says so when the brain fails', async () => {
    const brain = new ScriptedBrain(() => {
      throw new Error('model file missing');
    });
    const { controller } = await hatched({ brain });
    await controller.say('hi');
    expect(speakerOf(controller.state.pet!.chat.at(-1)!, { pet: 'Mochi', owner: 'Sam' }).kind).toBe('pet');
    // In words for people; the error itself goes to the console.
    expect(controller.state.notice).toBe(
      "Mochi's brain could not think just now, so Mochi answered simply. It tries again next time.",
    );
    expect(controller.state.notice).not.toMatch(/model file missing/);
  });
});

describe('offers', () => {
  it('an offered strawberry answered [yes] raises tummy and plays eating', async () => {
    const brain = new ScriptedBrain(() => 'yum!! [yes] [emote:happy]');
    const { controller } = await hatched({ brain });
    const cues: LcdCue[] = [];
    controller.onCue((c) => cues.push(c));
    const before = controller.state.pet!.stats.tummy;
    await controller.care({ kind: 'offer', offer: 'food', food: 'strawberry' });
    const pet = controller.state.pet!;
    expect(pet.chat).toContain(eventLine({ kind: 'offerFood', food: 'strawberry' }, { pet: 'Mochi', owner: 'Sam' }));
    expect(pet.stats.tummy).toBeGreaterThan(before);
    expect(pet.pendingOffer).toBeNull();
    expect(cues).toContainEqual({ kind: 'eat', food: 'strawberry' });
  });

  it('an offered bath answered [no] leaves the pet as it was', async () => {
    const brain = new ScriptedBrain(() => 'no thank you [no]');
    const { controller } = await hatched({ brain });
    const before = controller.state.pet!.stats.clean;
    await controller.care({ kind: 'offer', offer: 'bath' });
    expect(controller.state.pet!.stats.clean).toBeLessThanOrEqual(before);
    expect(controller.state.pet!.pendingOffer).toBeNull();
  });

  it('a hungry pet that answers food with [no] eats anyway: the appetite table refuses the line and the fallback says [yes]', async () => {
    const brain = new ScriptedBrain(() => 'no thank you [no]');
    const { controller } = await hatched({ brain });
    const before = controller.state.pet!.stats.tummy;
    expect(before).toBeLessThanOrEqual(60);
    await controller.care({ kind: 'offer', offer: 'food', food: 'strawberry' });
    expect(controller.state.pet!.stats.tummy).toBeGreaterThan(before);
    expect(controller.state.pet!.chat.at(-1)).toMatch(/\[yes\]/);
  });

  it('a pet that says no to catch tells the owner why under the care bar', async () => {
    const brain = new ScriptedBrain(() => 'not now [no]');
    const { controller } = await hatched({ brain });
    await controller.care({ kind: 'offer', offer: 'catch' });
    expect(controller.state.pet!.chat.at(-1)).toMatch(/\[no\]/);
    expect(controller.state.hint?.text).toMatch(/^Mochi said no/);
  });

  it('catch answered [yes] starts the game; its stars become the played event', async () => {
    const brain = new ScriptedBrain(() => 'yay! [yes]');
    const { controller } = await hatched({ brain });
    let started = 0;
    controller.onCatch(() => (started += 1));
    await controller.care({ kind: 'offer', offer: 'catch' });
    expect(started).toBe(1);
    expect(controller.state.pet!.catchAwaiting).toBe(true);
    brain.script = () => 'that was fun [emote:happy]';
    const cues: LcdCue[] = [];
    controller.onCue((c) => cues.push(c));
    await controller.finishCatch(4);
    expect(controller.state.pet!.catchAwaiting).toBe(false);
    expect(controller.state.pet!.chat.some((l) => l.startsWith('* Sam played catch with Mochi ('))).toBe(true);
    // The played line is a moment: its result screen is cued once, with the stars.
    expect(cues.filter((c) => c.kind === 'catchResult')).toEqual([{ kind: 'catchResult', stars: 4 }]);
  });

  it('cues the moments of a full chat too (its length stops growing once it keeps only its newest lines)', async () => {
    const brain = new ScriptedBrain(() => 'hi!');
    const { controller } = await hatched({ brain });
    for (let i = 0; controller.state.pet!.chat.length < RATES.maxChatLines; i++) await controller.say(`hello ${i}`);
    brain.script = () => 'yay! [yes]';
    await controller.care({ kind: 'offer', offer: 'catch' });
    brain.script = () => 'that was fun [emote:happy]';
    const cues: LcdCue[] = [];
    controller.onCue((c) => cues.push(c));
    const length = controller.state.pet!.chat.length;
    await controller.finishCatch(3);
    expect(controller.state.pet!.chat.length).toBeLessThanOrEqual(length);
    expect(cues.filter((c) => c.kind === 'catchResult')).toEqual([{ kind: 'catchResult', stars: 3 }]);
  });

  it('cues no moments for the history of a pet it opens', async () => {
    const brain = new ScriptedBrain(() => 'yay! [yes]');
    const { controller, dbName, clock } = await hatched({ brain });
    await controller.care({ kind: 'offer', offer: 'catch' });
    await controller.finishCatch(5);
    const again = new PetController({ store: await PetStore.open(dbName), brain, now: () => clock.t, seed: () => 7 });
    const cues: LcdCue[] = [];
    again.onCue((c) => cues.push(c));
    await again.open();
    expect(again.state.pet!.chat.some((l) => l.startsWith('* Sam played catch with Mochi ('))).toBe(true);
    expect(cues.filter((c) => c.kind === 'catchResult')).toEqual([]);
  });

  it('a care action that is not possible now becomes a notice and changes nothing', async () => {
    const { controller, brain } = await hatched();
    const before = controller.state.pet;
    await controller.care({ kind: 'clean' });
    // The sim's reason in plain words, never its function's name ("cleanPoop: …").
    expect(controller.state.notice).toBe('There is no poop to clean up.');
    expect(controller.state.pet).toBe(before);
    expect(brain.requests).toHaveLength(0);
  });

  it('a catch game that ends when none is owed changes nothing and shows nothing (it showed "finishCatch: …")', async () => {
    const { controller } = await hatched();
    const before = controller.state.pet;
    await controller.finishCatch(3);
    expect(controller.state.notice).toBeNull();
    expect(controller.state.pet).toBe(before);
  });

  it("a turn asked for while the brain is still loading is answered at once by the world's line, and care goes on", async () => {
    const brain = new ScriptedBrain(() => 'never [emote:happy]');
    let ready = false;
    (brain as unknown as { isReady: () => boolean }).isReady = () => ready;
    const { controller } = await hatched({ brain });
    await controller.say('hello?');
    expect(brain.requests).toHaveLength(0);
    expect(controller.state.thinking).toBe(false);
    expect(controller.state.pet!.chat.at(-1)).toMatch(/^Mochi: /);
    await controller.care({ kind: 'pat' });
    expect(controller.state.pet!.chat.some((l) => l === '* Sam patted Mochi *')).toBe(true);
    ready = true;
    await controller.say('now?');
    expect(controller.state.pet!.chat.at(-1)).toBe('Mochi: never [emote:happy]');
  });
});

describe('idle turns', () => {
  it('take a turn in idle mode and apply its walk', async () => {
    const brain = new ScriptedBrain(() => '[walk:left]');
    const { controller } = await hatched({ brain });
    const cues: LcdCue[] = [];
    controller.onCue((c) => cues.push(c));
    expect(await controller.idle()).toBe(true);
    expect(brain.requests.at(-1)?.mode).toBe('idle');
    expect(cues.some((c) => c.kind === 'walk')).toBe(true);
  });

  it('never leave three silent lines in a row, whatever the brain says', async () => {
    const brain = new ScriptedBrain(() => '[emote:happy]');
    const clock = { t: T0 };
    const { controller } = await hatched({ brain, clock });
    for (let i = 0; i < 8; i++) {
      clock.t += 10_000;
      await controller.idle();
    }
    const names = { pet: 'Mochi', owner: 'Sam' };
    let run = 0;
    for (const line of controller.state.pet!.chat) {
      const s = speakerOf(line, names);
      run = s.kind === 'pet' && isSilent(readLine(s.text)) ? run + 1 : 0;
      expect(run).toBeLessThanOrEqual(2);
    }
  });

  it('give way to the owner: a running idle turn is cancelled by a message', async () => {
    const brain = new ScriptedBrain(() => '[walk:right]');
    const { controller } = await hatched({ brain });
    const views: { idling: boolean; cut: boolean; streaming: string | null }[] = [];
    controller.subscribe((v) => views.push({ idling: v.idling, cut: v.cut, streaming: v.streaming }));
    brain.hold();
    const idle = controller.idle();
    await new Promise((r) => setTimeout(r, 10));
    // The idle turn says it is one (the care bar stays usable)...
    expect(views.at(-1)).toMatchObject({ idling: true });
    brain.script = () => 'oh hi!';
    const said = controller.say('hey');
    brain.release();
    await Promise.all([idle, said]);
    expect(brain.cancelled).toBe(1);
    expect(controller.state.pet!.chat.slice(-2)).toEqual(['Sam: hey', 'Mochi: oh hi!']);
    // ...and ends cut (its voice hushes); the owner's turn after it is not an idle one and ends whole.
    expect(views.find((v) => v.cut)).toMatchObject({ streaming: null, idling: false });
    expect(views.at(-1)).toMatchObject({ cut: false, idling: false });
    expect(views.some((v) => !v.idling && v.streaming !== null)).toBe(true);
  });

  it('are skipped while an offer waits for its answer', async () => {
    const { controller, brain } = await hatched();
    brain.hold();
    const offered = controller.care({ kind: 'offer', offer: 'bath' });
    await new Promise((r) => setTimeout(r, 10));
    expect(await controller.idle()).toBe(false);
    brain.release();
    await offered;
  });
});

describe('reopening', () => {
  it('keeps everything across a reload', async () => {
    const brain = new ScriptedBrain(() => 'I like you [emote:love]');
    const first = await hatched({ brain });
    await first.controller.say('I have a dog named Rex');
    first.store.close();
    const again = await setup({ dbName: first.dbName, clock: first.clock });
    expect(again.controller.state.phase).toBe('playing');
    expect(again.controller.state.pet!.chat).toEqual(first.controller.state.pet!.chat);
    expect(again.controller.state.pet!.stats).toEqual(first.controller.state.pet!.stats);
  });

  it('catches up on the time away and says the owner came back', async () => {
    const first = await hatched();
    first.store.close();
    first.clock.t += 5 * HOUR_MS + 10 * MINUTE_MS;
    const again = await setup({ dbName: first.dbName, clock: first.clock });
    const pet = again.controller.state.pet!;
    expect(pet.chat).toContain(eventLine({ kind: 'cameBack', hours: 5 }, { pet: 'Mochi', owner: 'Sam' }));
    expect(pet.now).toBe(first.clock.t);
  });

  it('back after hours, the notice says what changed while the owner was away', async () => {
    const first = await hatched();
    first.store.close();
    first.clock.t += 5 * HOUR_MS;
    const again = await setup({ dbName: first.dbName, clock: first.clock });
    expect(again.controller.state.notice).toMatch(/^While you were away \(5 hours\): .*Mochi grew into a kid/);
  });

  it('writes a diary page for each finished day, saved with the state that files it', async () => {
    const brain = new ScriptedBrain((r) => (r.mode === 'diary' ? 'today I hatched and met Sam. [doodle:star]' : 'hi'));
    const first = await hatched({ brain });
    await first.controller.say('good morning'); // a day with nothing in its log gets no page
    first.store.close();
    first.clock.t += DAY_MS;
    const again = await setup({ dbName: first.dbName, clock: first.clock, brain });
    expect(brain.requests.some((r) => r.mode === 'diary')).toBe(true);
    expect(again.controller.state.pages).toHaveLength(1);
    expect(again.controller.state.pages[0]).toMatchObject({
      day: 1,
      text: 'today I hatched and met Sam. [doodle:star]',
    });
    const stored = await again.store.load();
    expect(stored.pages).toHaveLength(1);
    expect(stored.pet!.finishedDays).toEqual([]);
    expect(stored.pet!.diary).toEqual(['today I hatched and met Sam. [doodle:star]']);
  });

  it('tells its listeners when idle turns may run again after an owner action', async () => {
    const { controller } = await hatched();
    const seen: boolean[] = [];
    controller.subscribe(() => seen.push(controller.mayIdle()));
    await controller.say('hi there');
    await controller.care({ kind: 'pat' });
    // The last thing a listener (the idle driver) heard must be the truth: idle turns may run.
    expect(controller.mayIdle()).toBe(true);
    expect(seen.at(-1)).toBe(true);
  });

  it('writes the page of a day that ends while the app is open, at the next idle turn', async () => {
    const brain = new ScriptedBrain((r) => (r.mode === 'diary' ? 'today I hatched and met Sam. [doodle:star]' : 'hi'));
    const { controller, clock, store } = await hatched({ brain });
    await controller.say('good morning');
    clock.t += DAY_MS;
    expect(controller.state.pages).toHaveLength(0);
    expect(await controller.idle()).toBe(true);
    expect(controller.state.pages).toHaveLength(1);
    expect(controller.state.pet!.finishedDays).toEqual([]);
    expect((await store.load()).pages).toHaveLength(1);
  });
});
