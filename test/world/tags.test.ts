import { describe, expect, it } from 'vitest';
import { formatTag, isSilent, readLine, trimDanglingBracket } from '../../src/world/index.ts';

describe('tag reader', () => {
  it('takes a line apart into text, tags and lookup results', () => {
    const r = readLine("[clock]{21:40 night} it's so late!! [emote:sleepy] [want:snack]");
    expect(r.tags.map((t) => [t.name, t.arg, t.result])).toEqual([
      ['clock', undefined, '21:40 night'],
      ['emote', 'sleepy', undefined],
      ['want', 'snack', undefined],
    ]);
    expect(r.words).toEqual(["it's", 'so', 'late!!']);
  });

  it('keeps unknown tags, marked, instead of failing', () => {
    const r = readLine('hi [dance:tango]');
    expect(r.tags).toHaveLength(1);
    expect(r.tags[0]).toMatchObject({ name: 'dance', arg: 'tango', known: false });
  });

  it('trims the "[" left by the merged "][" token after a closing tag', () => {
    expect(trimDanglingBracket('hm [look][')).toEqual({ line: 'hm [look]', trimmed: true });
    const r = readLine('hm [look][');
    expect(r.trimmedBracket).toBe(true);
    expect(r.segments.every((s) => s.kind !== 'stray')).toBe(true);
  });

  it('reports an unclosed bracket and a result without a lookup as stray pieces with a reason', () => {
    expect(readLine('yay [emote:happy').segments.at(-1)).toMatchObject({ kind: 'stray', problem: 'unclosed "["' });
    expect(readLine('it is {21:40 night}').segments.at(-1)).toMatchObject({ kind: 'stray' });
    expect(readLine('[emote:happy]{oops}').segments.at(-1)).toMatchObject({ kind: 'stray' });
  });

  it('calls a line of only tags silent', () => {
    expect(isSilent(readLine('[walk:left]'))).toBe(true);
    expect(isSilent(readLine('[walk:right] [emote:happy]'))).toBe(true);
    expect(isSilent(readLine('[want:snack] hungry'))).toBe(false);
    expect(isSilent(readLine('hello'))).toBe(false);
  });

  it('writes tags in canonical form', () => {
    expect(formatTag('sleep')).toBe('[sleep]');
    expect(formatTag('gift', 'flower')).toBe('[gift:flower]');
  });
});
