import { describe, expect, it } from 'vitest';
import { linesSince, pushChat, RATES } from '../../src/sim/index.ts';
import { hatch } from './helpers.ts';

describe('linesSince: the lines a chat gained', () => {
  it('finds the new lines by where the old ones sit, also once the chat is full and drops a line for each new one', () => {
    const pet = hatch();
    for (let i = 0; pet.chat.length < RATES.maxChatLines; i++)
      pushChat(pet, [`* Sam patted ${pet.name} *`, `${pet.name}: hehe ${i % 3}`]);
    const full = [...pet.chat];
    expect(full).toHaveLength(RATES.maxChatLines);
    pushChat(pet, ['Sam: shhh', `${pet.name}: ok`]);
    // The length did not grow: the length alone would say nothing came.
    expect(pet.chat.length).toBeLessThanOrEqual(full.length);
    expect(linesSince(full, pet.chat)).toEqual(['Sam: shhh', `${pet.name}: ok`]);
    // A repeated line is still found as new.
    const before = [...pet.chat];
    pushChat(pet, [`* Sam patted ${pet.name} *`]);
    expect(linesSince(before, pet.chat)).toEqual([`* Sam patted ${pet.name} *`]);
  });

  it('is empty for the same chat, and the whole chat when none of the old lines is left (another pet)', () => {
    const chat = ['Sam: hi', 'Mochi: hi!'];
    expect(linesSince(chat, chat)).toEqual([]);
    expect(linesSince(chat, [...chat])).toEqual([]);
    expect(linesSince(chat, ['Ada: yo', 'Pip: yo!'])).toEqual(['Ada: yo', 'Pip: yo!']);
    expect(linesSince([], chat)).toEqual(chat);
  });
});
