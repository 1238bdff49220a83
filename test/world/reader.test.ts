/**
 * The learned reader of the owner's words as shipped (models/tokenling-mini/reader.bin): it loads, reads plain
 * messages as what they ask, and a file that is not one is refused in words that say how to make it again.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LearnedReader,
  READER_LABELS,
  ReaderFileError,
  readerFileBytes,
  readerTokens,
} from '../../src/world/reader.ts';
import { loadReaderNode } from '../../src/brain/reader-node.ts';

const names = { pet: 'Mochi', owner: 'Sam' };
const reader = loadReaderNode();
const first = (text: string) => reader.read(text, names)[0] ?? 'none';

describe('the shipped reader', () => {
  it('reads plain messages as what they ask or tell', () => {
    expect(first('whats ur name')).toBe('name:pet');
    expect(first('whats my name?')).toBe('name:owner');
    expect(first('what time is it')).toBe('time');
    expect(first('are you hungry?')).toBe('body:snack');
    expect(first('can you do a spin')).toBe('act:spin');
    expect(first('thank you!!')).toBe('heart:thanks');
    expect(first('i have a dog called Biscuit')).toBe('told');
    expect(first('whats my dogs name again')).toBe('recall');
    expect(first('what is 7 times 8')).toBe('outside');
  });

  it('reads the pet and the owner by their place, whatever their names', () => {
    expect(readerTokens("hi Zuzu! it's Sam", { pet: 'Zuzu', owner: 'Sam' })).toEqual([
      'hi',
      '@pet',
      '!',
      "it's",
      '@owner',
    ]);
    expect(reader.read('whats ur name Zuzu', { pet: 'Zuzu', owner: 'Ola' })[0]).toBe('name:pet');
  });

  it('hears something serious the exact rules have no words for', () => {
    expect(reader.read('i keep thinking everyone would be better if i wasnt around', names)).toContain('serious');
    expect(reader.read('i want to go to sleep and never wake up', names)).toContain('serious');
    expect(reader.read('i had pizza for lunch', names)).not.toContain('serious');
  });

  it('reads a message that asks nothing of the table as holding no label', () => {
    expect(reader.read('asdfghjkl', names)).toEqual([]);
  });
});

describe('a reader file', () => {
  const bytes = new Uint8Array(readFileSync('models/tokenling-mini/reader.bin'));

  it('is refused when it is not one, with the command that makes it', () => {
    expect(() => LearnedReader.fromBytes(new Uint8Array(4))).toThrow(ReaderFileError);
    expect(() => LearnedReader.fromBytes(new TextEncoder().encode('<!doctype html>'))).toThrow(
      /not a reader file.*models\/recipe\/reader\/train\.ts/,
    );
  });

  it('is refused when it was trained for other labels than the intent table reads', () => {
    const { header } = LearnedReader.fromBytes(bytes);
    const other = readerFileBytes(
      { ...header, labels: [...READER_LABELS].reverse() },
      new Int8Array(header.dims * header.hidden),
    );
    expect(() => LearnedReader.fromBytes(other)).toThrow(/other labels.*train\.ts/);
  });

  it('is refused when its weights are cut short', () => {
    expect(() => LearnedReader.fromBytes(bytes.subarray(0, bytes.length - 100))).toThrow(/weights, not/);
  });
});
