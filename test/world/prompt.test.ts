import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clockText, partOfDay, renderChatPrompt, renderDiaryPrompt, statWord } from '../../src/world/index.ts';
import { seedState, withPet } from '../helpers/states.ts';

const golden = readFileSync(new URL('../fixtures/seed-example.prompt.txt', import.meta.url), 'utf8');

describe('chat prompt', () => {
  it("renders the seed's example state to the seed's example prompt byte for byte", () => {
    expect(renderChatPrompt(seedState(), ['Sam: what time is it?'])).toBe(golden);
  });

  it('ends at "Name:" with no trailing space', () => {
    const p = renderChatPrompt(seedState(), []);
    expect(p.endsWith('\n---\nMochi:')).toBe(true);
  });

  it('adds ", NAME is asleep" and ", NAME is sick" to the now line', () => {
    const p = renderChatPrompt(withPet({ asleep: true, sick: true }), []);
    expect(p).toContain('\nnow: 21:40 night, rainy, Mochi is asleep, Mochi is sick\n');
    expect(renderChatPrompt(withPet({ sick: true }), [])).toContain('\nnow: 21:40 night, rainy, Mochi is sick\n');
  });

  it('omits remembers and today when they are empty', () => {
    const p = renderChatPrompt({ ...seedState(), memories: [], today: [] }, []);
    expect(p).not.toContain('remembers:');
    expect(p).not.toContain('today:');
    expect(p.split('\n')).toEqual([
      '## tokenling chat',
      'pet: Mochi · kid · day 3 · curious, foodie',
      'owner: Sam',
      'now: 21:40 night, rainy',
      'needs: tummy hungry, fun happy, energy sleepy, clean',
      '---',
      'Mochi:',
    ]);
  });

  it('shows only the newest three memories, oldest of them first', () => {
    const p = renderChatPrompt({ ...seedState(), memories: ['m1 Sam', 'm2 Sam', 'm3 Sam', 'm4 Sam'] }, []);
    expect(p).toContain('\nremembers: m2 Sam; m3 Sam; m4 Sam\n');
  });

  it('shows the newest six day-log entries and leaves out what the owner said', () => {
    const today = ['e1', 'Sam said: hi', 'e2', 'e3', 'e4', 'e5', 'Sam said: bye', 'e6', 'e7'];
    const p = renderChatPrompt({ ...seedState(), today }, []);
    expect(p).toContain('\ntoday: e2; e3; e4; e5; e6; e7\n');
  });

  it('leaves the trait part out for a pet without traits', () => {
    expect(renderChatPrompt(withPet({ traits: [] }), [])).toContain('\npet: Mochi · kid · day 3\n');
  });
});

describe('diary prompt', () => {
  it('has weather instead of now and needs, keeps owner quotes, and ends after "dear diary,"', () => {
    const state = { ...seedState(), today: ['ate a cookie', 'Sam said: good night'] };
    expect(renderDiaryPrompt(state)).toBe(
      [
        '## tokenling diary',
        'pet: Mochi · kid · day 3 · curious, foodie',
        'owner: Sam',
        'weather: rainy',
        'remembers: Sam likes frogs; Sam has a cat named Bo',
        'today: ate a cookie; Sam said: good night',
        '---',
        'dear diary,',
      ].join('\n'),
    );
  });
});

describe('stat words', () => {
  it.each([
    ['tummy', 0, 'starving'],
    ['tummy', 20, 'starving'],
    ['tummy', 21, 'hungry'],
    ['tummy', 40, 'hungry'],
    ['tummy', 41, 'peckish'],
    ['tummy', 60, 'peckish'],
    ['tummy', 61, 'full'],
    ['tummy', 80, 'full'],
    ['tummy', 81, 'stuffed'],
    ['tummy', 100, 'stuffed'],
    ['fun', 20, 'sad'],
    ['fun', 21, 'bored'],
    ['fun', 61, 'happy'],
    ['fun', 100, 'giddy'],
    ['energy', 20, 'exhausted'],
    ['energy', 21, 'sleepy'],
    ['energy', 41, 'okay'],
    ['energy', 61, 'awake'],
    ['energy', 100, 'hyper'],
    ['clean', 0, 'stinky'],
    ['clean', 25, 'stinky'],
    ['clean', 26, 'messy'],
    ['clean', 50, 'messy'],
    ['clean', 51, 'clean'],
    ['clean', 75, 'clean'],
    ['clean', 76, 'sparkly'],
    ['clean', 100, 'sparkly'],
  ] as const)('%s %i is "%s"', (stat, value, word) => {
    expect(statWord(stat, value)).toBe(word);
  });

  it('prints clean alone, without a label', () => {
    expect(renderChatPrompt(withPet({ clean: 10 }), [])).toContain(', energy sleepy, stinky\n');
  });
});

describe('parts of day', () => {
  it.each([
    [4, 'night'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [20, 'evening'],
    [21, 'night'],
    [23, 'night'],
    [0, 'night'],
  ] as const)('hour %i is %s', (hour, name) => {
    expect(partOfDay(hour)).toBe(name);
  });

  it('prints the clock as HH:MM part-of-day', () => {
    expect(clockText('2026-01-02T05:07')).toBe('05:07 morning');
    expect(clockText('2026-01-02T04:59')).toBe('04:59 night');
  });

  it('rejects a malformed time, naming it', () => {
    expect(() => clockText('21:40')).toThrow(/"21:40" is not a local time/);
    expect(() => clockText('2026-01-02T24:00')).toThrow(/24:00/);
  });
});
