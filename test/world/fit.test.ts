import { describe, expect, it } from 'vitest';
import { chatParts, fit, FitError, fitChat, LOW_WATER, STYLE } from '../../src/world/index.ts';
import { countWords, seedState } from '../helpers/states.ts';

const lines = Array.from({ length: 40 }, (_, i) => `Sam: message number ${i} here`);

describe('fit()', () => {
  it('keeps every line when they fit', () => {
    const r = fit(chatParts(seedState(), lines.slice(0, 3)), STYLE.settings.chat, countWords);
    expect(r.dropped).toBe(0);
    expect(r.lines).toHaveLength(3);
  });

  it('drops the oldest lines whole until prompt + new-token budget fit the context', () => {
    const parts = chatParts(seedState(), lines);
    const settings = { maxNewTokens: 20, contextTokens: 120 };
    const r = fit(parts, settings, countWords);
    expect(r.dropped).toBeGreaterThan(0);
    expect(r.lines).toEqual(lines.slice(r.dropped));
    expect(r.tokens + settings.maxNewTokens).toBeLessThanOrEqual(settings.contextTokens);
    // Down to the low-water mark: the lines take at most LOW_WATER of the room the header leaves, and one more would not.
    const bare = fit({ ...parts, lines: [] }, settings, countWords).tokens;
    const room = settings.contextTokens - settings.maxNewTokens;
    expect(r.tokens).toBeLessThanOrEqual(bare + (room - bare) * LOW_WATER + 1);
    const oneMore = fit(
      { ...parts, lines: lines.slice(r.dropped - 1) },
      { maxNewTokens: 20, contextTokens: 1000 },
      countWords,
    );
    expect(oneMore.tokens).toBeGreaterThan(bare + (room - bare) * LOW_WATER);
  });

  it('keeps the last start while it fits, so a long chat shares its prompt start turn after turn', () => {
    const settings = { maxNewTokens: 20, contextTokens: 160 };
    let anchor = null;
    const starts: number[] = [];
    let rebuilds = 0;
    let previousFirst: string | null = null;
    for (let n = 5; n <= lines.length; n++) {
      const r = fit(chatParts(seedState(), lines.slice(0, n)), settings, countWords, anchor);
      expect(r.tokens + settings.maxNewTokens).toBeLessThanOrEqual(settings.contextTokens);
      expect(r.prompt.startsWith('## tokenling chat')).toBe(true);
      const first = r.lines[0]!;
      if (previousFirst !== null && first !== previousFirst) rebuilds += 1;
      previousFirst = first;
      starts.push(r.dropped);
      anchor = r.anchor;
    }
    // Without the anchor every turn past the first overflow would move the start; with it, a few turns do.
    const moves = starts.filter((d, i) => i > 0 && d !== starts[i - 1]).length;
    expect(moves).toBe(rebuilds);
    expect(moves).toBeLessThanOrEqual(Math.ceil(starts.length / 4));
    expect(moves).toBeGreaterThan(0);
  });

  it('moves on from an anchor that is gone or no longer fits', () => {
    const settings = { maxNewTokens: 20, contextTokens: 160 };
    const gone = fit(chatParts(seedState(), lines), settings, countWords, {
      first: 'Sam: not a line here',
      second: null,
    });
    const none = fit(chatParts(seedState(), lines), settings, countWords);
    expect(gone.dropped).toBe(none.dropped);
    const old = fit(chatParts(seedState(), lines), settings, countWords, { first: lines[0]!, second: lines[1]! });
    expect(old.dropped).toBe(none.dropped);
  });

  it('always keeps the header and ends at the prefix', () => {
    const r = fit(chatParts(seedState(), lines), { maxNewTokens: 20, contextTokens: 80 }, countWords);
    expect(r.prompt.startsWith('## tokenling chat\npet: Mochi')).toBe(true);
    expect(r.prompt.endsWith('\nMochi:')).toBe(true);
  });

  it('reserves the idle budget against the smaller idle context', () => {
    const many = Array.from({ length: 400 }, (_, i) => `Sam: line ${i}`);
    const chat = fit(chatParts(seedState(), many), STYLE.settings.chat, countWords);
    const idle = fit(chatParts(seedState(), many), STYLE.settings.idle, countWords);
    expect(chat.tokens).toBeLessThanOrEqual(1024 - 64);
    expect(idle.tokens).toBeLessThanOrEqual(512 - 40);
    expect(idle.lines.length).toBeLessThan(chat.lines.length);
  });

  it('throws FitError with the numbers when the header alone is too big', () => {
    expect(() => fit(chatParts(seedState(), []), { maxNewTokens: 10, contextTokens: 20 }, countWords)).toThrow(
      FitError,
    );
    expect(() => fit(chatParts(seedState(), []), { maxNewTokens: 10, contextTokens: 20 }, countWords)).toThrow(
      /take \d+ tokens, more than the 10 left/,
    );
  });
});

describe('fitChat', () => {
  const settings = { maxNewTokens: 10, contextTokens: 400 };
  it('leaves a header that fits alone untouched', () => {
    const state = seedState();
    const r = fitChat(state, ['Sam: hi'], settings, countWords);
    expect(r.state).toBe(state);
    expect(r.prompt).toBe(fit(chatParts(state, ['Sam: hi']), settings, countWords).prompt);
  });

  it('drops the oldest day-log entries, then the oldest memories, when the header alone is too big', () => {
    const long = (i: number) => `note ${i} ${'word '.repeat(120)}`.trim();
    const state = {
      ...seedState(),
      today: [long(1), long(2), long(3), long(4)],
      memories: ['Sam likes frogs', 'Sam has a cat', long(5)],
    };
    expect(() => fit(chatParts(state, []), settings, countWords)).toThrow(FitError);
    const r = fitChat(state, ['Sam: hi'], settings, countWords);
    expect(r.tokens).toBeLessThanOrEqual(settings.contextTokens - settings.maxNewTokens);
    expect(state.today.slice(-r.state.today.length)).toEqual(r.state.today);
    expect(r.prompt.endsWith('\nMochi:')).toBe(true);
  });
});
