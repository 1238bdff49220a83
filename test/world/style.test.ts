import { describe, expect, it } from 'vitest';
import { loadStyle, PROMPT_STYLE, STYLE, StyleError, type PromptStyle } from '../../src/world/index.ts';

const clone = (): PromptStyle => structuredClone(PROMPT_STYLE);

describe('prompt style', () => {
  it('rejects a template missing a required placeholder, naming the template and the placeholder', () => {
    const style = clone();
    style.chat.header[0]!.template = 'pet: {name} · {stage} · day {day}';
    expect(() => loadStyle(style)).toThrow(StyleError);
    expect(() => loadStyle(style)).toThrow(/chat header "pet".*\{traits\}/);
  });

  it('rejects an owner line template without {text}', () => {
    const style = clone();
    style.diary.ownerLine = '{owner}:';
    expect(() => loadStyle(style)).toThrow(/diary ownerLine.*\{text\}/);
  });

  it('rejects a placeholder the template may not use', () => {
    const style = clone();
    style.chat.header[1]!.template += ' {mood}';
    expect(() => loadStyle(style)).toThrow(/\{mood\}/);
  });

  it("carries each mode's generation settings from the contract", () => {
    expect(STYLE.settings.chat).toMatchObject({
      maxNewTokens: 64,
      contextTokens: 1024,
      temperature: 0.85,
      topK: 40,
      topP: 0.92,
    });
    expect(STYLE.settings.idle).toMatchObject({ maxNewTokens: 40, contextTokens: 512 });
    expect(STYLE.settings.diary).toMatchObject({ maxNewTokens: 220, contextTokens: 1024 });
    expect(STYLE.settings.chat.stop).toMatchObject({ newline: true, lookupClose: true });
    expect(STYLE.settings.diary.stop).toMatchObject({ newline: false, strings: ['\n##'], blankLines: 2 });
  });
});
