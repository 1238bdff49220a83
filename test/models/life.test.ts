/** The generator's pet between messages: idle turns that say something true and different, a hatch hello, a greeting by the time away. */
import { describe, expect, it } from 'vitest';
import { createRng, newPet, type PetState } from '../../src/sim/index.ts';
import { Mind, type PetPart } from '../../models/recipe/data/mind.ts';
import { PET_SAYS } from '../../models/recipe/data/phrases.ts';
import { SessionPlayer } from '../../models/recipe/data/session.ts';
import { isNewborn } from '../../models/recipe/data/idle.ts';
import { fillPhrase } from '../../models/recipe/data/voice.ts';

const HOUR = 3_600_000;
/** The words of a planned line, without its tags. */
const wordsIn = (parts: PetPart[]) =>
  parts
    .filter((p) => p.kind === 'text')
    .map((p) => p.text)
    .join(' ');
/** The words of a written pet line, without its tags and lookup results. */
const wordsOfBody = (body: string) =>
  body
    .replace(/\[[^\]]*\](\{[^}]*\})?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function grownPet(): PetState {
  const pet = newPet({
    name: 'Mochi',
    owner: 'Sam',
    now: Date.UTC(2026, 5, 14, 15),
    seed: 7,
    traits: ['curious', 'playful'],
  });
  pet.now += 4 * 24 * HOUR;
  pet.stage = 'kid';
  pet.memories = ['Sam has a cat called Bo'];
  pet.today = ['ate a cookie'];
  pet.shelf = ['flower'];
  pet.chat = ['Sam: hi Mochi!', 'Mochi: hi Sam! [emote:wave]'];
  return pet;
}

/** Every line a bank can say for these values, filled. */
const bankLines = (situation: keyof typeof PET_SAYS, vars: Record<string, string>) =>
  new Set(
    Object.values(PET_SAYS[situation])
      .flat()
      .map((l) => fillPhrase(l, vars)),
  );

describe('idle turns', () => {
  it('say something about half the time or more', () => {
    const mind = new Mind(createRng(1));
    const pet = grownPet();
    const n = 400;
    const worded = Array.from({ length: n }, () => mind.idle(pet, 0)).filter((p) => p.some((x) => x.kind === 'text'));
    expect(worded.length / n).toBeGreaterThanOrEqual(0.5);
  });

  it('never say the same thing as either of the last two worded idle lines', () => {
    const mind = new Mind(createRng(2));
    const pet = grownPet();
    const said = Array.from({ length: 300 }, () => mind.idle(pet, 2)).map(wordsIn);
    const repeats = said.filter((s, i) => i >= 2 && (s === said[i - 1] || s === said[i - 2]));
    expect(repeats).toEqual([]);
  });

  it('speak of a remembered fact, the day, a question for the owner, its song and its shelf in one calm stretch', () => {
    const mind = new Mind(createRng(3));
    const pet = grownPet();
    const said = Array.from({ length: 200 }, () => wordsIn(mind.idle(pet, 2))).join('\n');
    expect(said).toContain('Sam has a cat called Bo');
    expect(said).toMatch(/ate a cookie/);
    expect(said).toMatch(/\?/);
    // Its song (the second trait's), by name or a verse, and the treasure on its shelf.
    expect(said).toMatch(/bouncy|boing|bounce|hop hop/);
    expect(said).toContain('flower');
  });
});

describe('a newborn', () => {
  it('is a pet just hatched with nothing said, and not one that has spoken', () => {
    const pet = newPet({ name: 'Pip', owner: 'Ava', now: Date.UTC(2026, 1, 1, 9), seed: 3 });
    expect(isNewborn(pet)).toBe(true);
    expect(isNewborn({ ...pet, chat: ['Pip: hi! [emote:wave]'] })).toBe(false);
  });

  it('greets its owner with its first line', () => {
    const pet = newPet({ name: 'Pip', owner: 'Ava', now: Date.UTC(2026, 1, 1, 9), seed: 3 });
    const hellos = bankLines('hatchHello', { owner: 'Ava', pet: 'Pip' });
    const first = new Mind(createRng(5)).idle(pet, 0)[0]!;
    expect(first.kind).toBe('text');
    expect(hellos.has((first as { text: string }).text)).toBe(true);
  });

  it('opens some training chats, whose first pet line is its hello under a day-1 header', () => {
    let found = 0;
    for (let seed = 1; seed <= 300 && !found; seed++) {
      const s = new SessionPlayer(seed, 'train').chat(5);
      const header = s.header[0]!.text;
      if (!/ · baby · day 1 · /.test(header) || !s.petBodies.length) continue;
      const pet = /^pet: (\S+)/m.exec(header)![1]!;
      const owner = /^owner: (.+)$/m.exec(header)![1]!;
      if (bankLines('hatchHello', { owner, pet }).has(wordsOfBody(s.petBodies[0]!))) found += 1;
    }
    expect(found).toBeGreaterThan(0);
  });
});

describe('coming back', () => {
  const greet = (hours: number) =>
    wordsIn(new Mind(createRng(hours)).react(grownPet(), 'cameBack', { hours: String(hours) }));
  const vars = { owner: 'Sam', pet: 'Mochi' };

  it('is a quick hello again after an hour or two', () => {
    expect(bankLines('cameBackSoon', vars).has(greet(1).trim())).toBe(true);
  });

  it('is a long-missed welcome after a day or more', () => {
    expect(bankLines('cameBackLong', vars).has(greet(30).trim())).toBe(true);
  });

  it('is a welcome back after some hours', () => {
    expect(bankLines('cameBack', vars).has(greet(5).trim())).toBe(true);
  });
});
