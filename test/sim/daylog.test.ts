import { describe, it, expect } from 'vitest';
import { isOwnerQuote, renderChatPrompt, renderDiaryPrompt } from '../../src/world/index.ts';
import { addDiaryPage, dayLogLine, diaryState, say, worldState } from '../../src/sim/index.ts';
import { hatch } from './helpers.ts';

describe('day log entries', () => {
  it('quote the owner the way world.isOwnerQuote recognises', () => {
    const quote = dayLogLine({ kind: 'ownerSaid', owner: 'Sam', text: 'hi' });
    expect(quote).toBe('Sam said: hi');
    expect(isOwnerQuote(quote, 'Sam')).toBe(true);
  });

  it('read as the contract shows them', () => {
    expect(dayLogLine({ kind: 'ate', food: 'egg' })).toBe('ate an egg');
    expect(dayLogLine({ kind: 'hadBath' })).toBe('had a bath');
    expect(dayLogLine({ kind: 'tookMedicine' })).toBe('took medicine');
    expect(dayLogLine({ kind: 'playedCatch', stars: 1 })).toBe('played catch (1 star)');
    expect(dayLogLine({ kind: 'gave', owner: 'Sam', gift: 'flower' })).toBe('gave Sam a flower');
    expect(dayLogLine({ kind: 'dreamed', dream: 'moon' })).toBe('dreamed of moon');
  });

  it('clip long owner quotes to 80 characters', () => {
    expect(dayLogLine({ kind: 'ownerSaid', owner: 'Sam', text: 'a'.repeat(200) })).toHaveLength('Sam said: '.length + 80);
  });

  it('leave owner quotes out of the chat header but keep them for the diary', () => {
    const pet = say(hatch(), 'I have a cat named Bo').pet;
    expect(renderChatPrompt(worldState(pet), [])).not.toContain('today:');
    expect(renderDiaryPrompt(worldState(pet))).toContain('today: Sam said: I have a cat named Bo');
  });
});

describe('diary pages', () => {
  const pet = { ...hatch(), finishedDays: [{ day: 3, date: '2026-12-02', log: ['ate a cookie'], weather: 'rainy' as const }] };

  it('are written from the finished day: its number, stage, weather and log', () => {
    const prompt = renderDiaryPrompt(diaryState(pet, pet.finishedDays[0]!));
    expect(prompt).toContain('pet: Mochi · kid · day 3');
    expect(prompt).toContain('weather: rainy');
    expect(prompt).toContain('today: ate a cookie');
  });

  it('move the day from finishedDays into the diary', () => {
    const next = addDiaryPage(pet, 3, 'It rained all day. I ate a cookie.');
    expect(next.finishedDays).toEqual([]);
    expect(next.diary).toEqual(['It rained all day. I ate a cookie.']);
    expect(() => addDiaryPage(pet, 4, 'x')).toThrow(/day 4 is not awaiting/);
  });
});
