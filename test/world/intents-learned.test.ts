/**
 * The intent table read with the learned reader (readMessage given one): each row's `hear` turns the labels the reader
 * hears into the row's reading, with the exact rules beside it (a told fact's words, a gift named, how a pet is). The
 * reader is given outright here; the shipped one has its own tests (reader.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { keepScore, leadFor, readMessage } from '../../src/world/index.ts';
import type { ReaderLabel } from '../../src/world/reader.ts';
import { withPet } from '../helpers/states.ts';

const names = { pet: 'Mochi', owner: 'Sam' };
/** A reader that hears the given labels in any message. */
const heard = (...labels: ReaderLabel[]) => ({ read: () => labels });
const read = (text: string, ...labels: ReaderLabel[]) =>
  readMessage([`Sam: ${text}`], names, undefined, [], heard(...labels))!;

describe('the intent table read with the learned reader', () => {
  it('reads each row from the labels it hears, not from the words', () => {
    expect(read('asdfghjkl', 'name:pet').name).toBe('pet');
    expect(read('whats ur name').name).toBeNull();
    // Without a reader the hand-written rows read the words.
    expect(readMessage(['Sam: whats ur name'], names)!.name).toBe('pet');
  });

  it('ranks the rows as the hand-written reading does: the name asked leads before an act asked beside it', () => {
    const r = read('night night, but first whats my name', 'name:owner', 'act:sleep');
    expect(r.acts).toEqual(['sleep']);
    expect(leadFor(r)).toBe(' your name is Sam');
    expect(keepScore(r, 'your name is Sam! [sleep]')).toBe(1);
    expect(keepScore(r, '[sleep]')).toBe(0);
  });

  it("takes a told fact's words from the clauses that tell it, not those that ask, greet or say how the owner feels", () => {
    expect(read('hi! i got a hamster!! his name is crumbs', 'told').told).toEqual(['hamster', 'crumbs']);
    expect(read('my dog rex ran away, im so sad', 'told').told).toEqual(['dog', 'rex', 'ran', 'away']);
  });

  it('reads no fact it does not hear told', () => {
    expect(read('i have a dog, r u hungry?', 'body:snack').told).toEqual([]);
  });

  it('gives each act label the acts that do it, and the gift the words name', () => {
    expect(read('dance for me!', 'act:dance').acts).toEqual(['emote:dance', 'emote:spin']);
    expect(read('go left!', 'act:walk:left').acts).toEqual(['walk:left']);
    expect(read('can i have a shell?', 'act:gift').acts).toEqual(['gift:shell']);
    expect(read('can i have a present?', 'act:gift').acts).toEqual(['gift']);
  });

  it('reads the body topics and the hearts it hears', () => {
    expect(read('r u hungry and sleepy', 'body:snack', 'body:sleep').topics).toEqual(['snack', 'sleep']);
    expect(read('thank u!! ur the best', 'heart:thanks', 'heart:praise').hearts).toEqual(['thanks', 'praise']);
  });

  it('reads the pressing need of a pet asked how it is, as the hand-written rows do', () => {
    const sick = withPet({ stage: 'kid', tummy: 60, fun: 60, energy: 60, clean: 60, asleep: false, sick: true }).pet;
    expect(readMessage(['Sam: u look a bit green, u ok?'], names, sick, [], heard())!.topics).toEqual(['medicine']);
    expect(readMessage(['Sam: u ok?'], names, { ...sick, sick: false }, [], heard())!.topics).toEqual([]);
    expect(readMessage(['Sam: whats ur name'], names, sick, [], heard('name:pet'))!.topics).toEqual([]);
  });
});
