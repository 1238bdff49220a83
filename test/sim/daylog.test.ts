import { describe, it, expect } from 'vitest';
import { isOwnerQuote, renderChatPrompt, renderDiaryPrompt } from '../../src/world/index.ts';
import { addDiaryPage, dayLogLine, diaryState, logToday, RATES, say, worldState } from '../../src/sim/index.ts';
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
    expect(dayLogLine({ kind: 'ownerSaid', owner: 'Sam', text: 'a'.repeat(200) })).toHaveLength(
      'Sam said: '.length + 80,
    );
  });

  it("past the cap drop the owner's oldest quotes before the day's events, so a message leaves the chat header as it was", () => {
    let pet = hatch();
    logToday(pet, { kind: 'ate', food: 'strawberry' });
    logToday(pet, { kind: 'hadBath' });
    for (let i = 0; i < RATES.maxTodayEntries; i++) pet = say(pet, `message ${i}`).pet;
    expect(pet.today).toHaveLength(RATES.maxTodayEntries);
    expect(pet.today.slice(0, 2)).toEqual(['ate a strawberry', 'had a bath']);
    const header = renderChatPrompt(worldState(pet), []);
    const next = say(pet, 'one more').pet;
    expect(next.today).toHaveLength(RATES.maxTodayEntries);
    expect(next.today.at(-1)).toBe('Sam said: one more');
    expect(next.today).not.toContain('Sam said: message 0');
    expect(renderChatPrompt(worldState(next), [])).toBe(header);
    // With no quote left to drop, the oldest entry goes.
    const events = hatch();
    for (let i = 0; i <= RATES.maxTodayEntries; i++) logToday(events, { kind: 'playedCatch', stars: i });
    expect(events.today[0]).toBe('played catch (1 star)');
  });

  it('leave owner quotes out of the chat header but keep them for the diary', () => {
    const pet = say(hatch(), 'I have a cat named Bo').pet;
    expect(renderChatPrompt(worldState(pet), [])).not.toContain('today:');
    expect(renderDiaryPrompt(worldState(pet))).toContain('today: Sam said: I have a cat named Bo');
  });
});

describe('diary pages', () => {
  const pet = {
    ...hatch(),
    finishedDays: [{ day: 3, date: '2026-12-02', log: ['ate a cookie'], weather: 'rainy' as const }],
  };

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

describe('day log quotes cut at the limit', () => {
  it('never leave half an emoji (a lone surrogate) in the entry', () => {
    for (let pad = 70; pad < 82; pad++) {
      const line = dayLogLine({ kind: 'ownerSaid', owner: 'Sam', text: `${'a'.repeat(pad)}${'🐸'.repeat(10)}` });
      expect(line).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    }
  });
});
