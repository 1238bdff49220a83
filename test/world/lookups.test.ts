import { describe, expect, it } from 'vitest';
import { firstSentence, GIFTS, lookShows, lookup, LookupError, recall, recallWords } from '../../src/world/index.ts';
import { seedState } from '../helpers/states.ts';

describe('lookups', () => {
  it('[clock] gives HH:MM part-of-day', () => {
    expect(lookup(seedState(), 'clock')).toBe('21:40 night');
  });

  it('[look] lists the shelf, toy and window, plus poop when there is any', () => {
    const s = { ...seedState(), shelf: GIFTS.slice(1, 5) }; // pebble, star, leaf, shell
    expect(lookup(s, 'look')).toBe('shelf: star, leaf, shell · toy: ball · window: rainy');
    expect(lookup({ ...s, poop: 2 }, 'look')).toBe('shelf: star, leaf, shell · toy: ball · window: rainy · poop x2');
    expect(lookup({ ...s, shelf: [], toy: null }, 'look')).toBe('shelf: empty · toy: none · window: rainy');
    // Read back: what the shelf and the toy show.
    expect(lookShows(lookup({ ...s, poop: 2 }, 'look'))).toEqual({ shelf: ['star', 'leaf', 'shell'], toy: 'ball' });
    expect(lookShows(lookup({ ...s, shelf: [], toy: null }, 'look'))).toEqual({ shelf: [], toy: null });
  });

  it('[recall] matches on shared words, newest first, at most two, joined with "; "', () => {
    const memories = ['Sam likes frogs', 'Sam saw a frog at the pond', 'Sam has a cat named Bo', 'Sam drew a frog'];
    expect(recall(memories, 'frog')).toBe('Sam drew a frog; Sam saw a frog at the pond');
    expect(recall(memories, 'Bo')).toBe('nothing');
    expect(recall(memories, 'cats')).toBe('Sam has a cat named Bo');
    expect(recall(memories, 'pizza')).toBe('nothing');
  });

  it('matches words as the seed says: lowercase, 3+ characters, stop words and a plural s dropped', () => {
    expect([...recallWords("The FROGS and Sam's cat, Bo!")]).toEqual(['frog', 'sam', 'cat']);
    expect([...recallWords('glass bus')]).toEqual(['glass', 'bus']);
  });

  it('[yesterday] gives the first sentence of the last diary page, or "no diary yet"', () => {
    expect(lookup(seedState(), 'yesterday')).toBe('It rained all day.');
    expect(lookup({ ...seedState(), diary: [] }, 'yesterday')).toBe('no diary yet');
    expect(firstSentence('We played! Then slept.')).toBe('We played!');
    expect(firstSentence('no punctuation at all')).toBe('no punctuation at all');
  });

  it('refuses a recall keyword of three words, and a tag that is not a lookup', () => {
    expect(() => lookup(seedState(), 'recall', 'a big frog')).toThrow(LookupError);
    expect(() => lookup(seedState(), 'emote', 'happy')).toThrow(/not a lookup/);
  });
});
