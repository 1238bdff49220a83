/** The generator's data for remembering like a friend: comfort before a fact, a grown-up for something serious, answers said. */
import { describe, expect, it } from 'vitest';
import { readLine } from '../../src/world/index.ts';
import { SessionPlayer } from '../../models/recipe/data/session.ts';
import { feelingFirst, toldBack } from '../../models/recipe/data/friend.ts';
import type { OwnerIntent } from '../../models/recipe/data/phrases.ts';

/** Every pet line of some generated chats, with the owner's message it answers and that message's intent. */
function replies(seeds: number): { intent: OwnerIntent | null; said: string; body: string }[] {
  const out: { intent: OwnerIntent | null; said: string; body: string }[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const player = new SessionPlayer(50_000 + seed, 'train');
    let intent: OwnerIntent | null = null;
    player.onOwnerIntent = (_, i) => {
      intent = i;
    };
    player.onPetLine = (pet, body) => {
      const last = pet.chat.at(-1) ?? '';
      const said = last.startsWith(`${pet.owner}: `) ? last.slice(pet.owner.length + 2) : '';
      out.push({ intent: said ? intent : null, said, body });
    };
    player.chat(30);
  }
  return out;
}

const words = (body: string) =>
  readLine(body)
    .segments.map((g) => (g.kind === 'text' ? g.text : ' '))
    .join(' ');

describe('remembering like a friend, in the training data', () => {
  const lines = replies(300);

  it('comforts a feeling told with a fact, and never says it will remember it', () => {
    const felt = lines.filter((l) => l.intent === 'chitchat' && feelingFirst(l.said) && l.body.includes('[remember:'));
    expect(felt.length).toBeGreaterThan(5);
    for (const l of felt) expect(words(l.body), l.body).not.toMatch(/remember|good to know|noted|got it/i);
  });

  it('answers every serious message with a grown-up to tell, and no joke, dance or gift', () => {
    const serious = lines.filter((l) => l.intent === 'ownerSerious');
    expect(serious.length).toBeGreaterThan(5);
    for (const l of serious) {
      expect(l.body, l.said).toMatch(/grown-up/);
      expect(l.body, l.said).not.toMatch(/\[gift:|\[emote:(?:dance|giggle|spin)\]|\[remember:/);
    }
  });

  it('says back what the owner just told, in the second person', () => {
    expect(toldBack('guess what, my cat is called Pickle!!', 'Lena', 'Noodle')).toBe('your cat is called Pickle');
    expect(toldBack('im scared of the dark', 'Lena', 'Noodle')).toBe("you're scared of the dark");
    expect(lines.some((l) => l.intent === 'askJustTold' && /\byour?\b/.test(words(l.body)))).toBe(true);
  });

  it('asks after a plan the header remembers when greeted, naming no day', () => {
    const asked = lines.filter((l) => l.intent === 'greet' && /how (?:was|did) (?:your|the)/.test(l.body));
    expect(asked.length).toBeGreaterThan(0);
    for (const l of asked) expect(l.body).not.toMatch(/tomorrow|today|yesterday|monday|week/i);
  });
});
