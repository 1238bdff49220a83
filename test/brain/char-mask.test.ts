import { describe, expect, it } from 'vitest';
import { CharMask, readUtf8, unfinishedOptions } from '../../src/brain/char-mask.ts';
import { loadTokenizer } from '../../src/brain/tokenizer-node.ts';

const tok = loadTokenizer();
const bytes = (s: string) => new TextEncoder().encode(s);

describe('reading bytes as characters', () => {
  it('reads whole characters and holds back an unfinished last one', () => {
    expect(readUtf8(bytes('hi!'))).toEqual({ text: 'hi!', tail: new Uint8Array(0) });
    const grin = bytes('😀');
    const r = readUtf8(new Uint8Array([...bytes('a'), ...grin.slice(0, 2)]))!;
    expect(r.text).toBe('a');
    expect(Array.from(r.tail)).toEqual(Array.from(grin.slice(0, 2)));
  });

  it('refuses bytes that can be no character', () => {
    expect(readUtf8(new Uint8Array([0x80]))).toBeNull(); // a continuation with no lead
    expect(readUtf8(new Uint8Array([0xf0, 0x41]))).toBeNull(); // a lead cut off by a letter
    expect(readUtf8(new Uint8Array([0xff]))).toBeNull();
    expect(readUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBeNull(); // a surrogate
  });

  it("names what an unfinished character may become: a letter, another character, the prompt's own", () => {
    const e = bytes('ë').slice(0, 1);
    const opts = unfinishedOptions(e, ['ë', '😀']);
    expect(opts[0]).toBe('ë');
    expect(opts.some((c) => /\p{L}/u.test(c) && c !== 'ë')).toBe(true);
    expect(opts).not.toContain('😀'); // not in this lead's range
    expect(unfinishedOptions(bytes('’').slice(0, 2))).toContain('’');
    for (const c of unfinishedOptions(bytes('😀').slice(0, 1))) expect(bytes(c)[0]).toBe(0xf0);
  });
});

describe('CharMask', () => {
  it('judges a token that holds part of an emoji by the characters it may become', () => {
    const ids = tok.encode('😀');
    expect(ids.length).toBeGreaterThan(1);
    const mask = new CharMask(tok);
    const asciiOnly = (added: string) => !/[^\x00-\x7f]/.test(added);
    const anything = () => true;
    expect(mask.allows(ids[0]!, asciiOnly)).toBe(false);
    expect(mask.allows(ids[0]!, anything)).toBe(true);
    for (const id of ids.slice(0, -1)) mask.took(id);
    expect(mask.open).toBe(true);
    expect(mask.step(ids.at(-1)!)).toEqual({ text: '😀', tail: new Uint8Array(0) });
    // A token of plain text after the held-back bytes would break the character.
    expect(mask.allows(tok.encode('a')[0]!, anything)).toBe(false);
    mask.took(ids.at(-1)!);
    expect(mask.open).toBe(false);
  });
});
