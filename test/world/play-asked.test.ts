/** Play in words asked of the pet (a joke, a riddle): read, and kept to only by a reply that tells it whole. */
import { describe, expect, it } from 'vitest';
import { keepScore, leadFor, playAsked, readMessage, tellsWhole } from '../../src/world/index.ts';

const names = { pet: 'Mochi', owner: 'Sam' };

describe('playAsked', () => {
  it.each([
    ['tell me a joke pls', 'joke'],
    ['do u know any jokes', 'joke'],
    ['make me laugh', 'joke'],
    ['give me a riddle', 'riddle'],
    ['riddle pls 🤔', 'riddle'],
  ])('reads "%s" as asking for a %s', (text, kind) => {
    expect(playAsked(text)).toBe(kind);
  });

  it('does not read a joke told or offered as one asked for', () => {
    expect(playAsked('knock knock')).toBeNull();
    expect(playAsked('I know a joke!')).toBeNull();
    expect(playAsked('why did the chicken cross the road?')).toBeNull();
  });

  it("does not read the owner's own puzzle as a riddle asked for", () => {
    expect(playAsked('i finished a huge puzzle')).toBeNull();
  });
});

describe('tellsWhole', () => {
  it('holds a question and its answer in one line', () => {
    expect(tellsWhole('why are fish so smart? they live in schools! [emote:giggle]')).toBe(true);
  });

  it('does not count a laugh or a bare "why?"', () => {
    expect(tellsWhole('why? hehe!')).toBe(false);
    expect(tellsWhole("that's so funny! [emote:giggle]")).toBe(false);
  });
});

describe('the reply preference', () => {
  it('prefers a whole joke to a laugh when asked for a joke, and leads nothing', () => {
    const reading = readMessage(['Sam: tell me a joke'], names);
    expect(reading?.play).toBe('joke');
    expect(keepScore(reading, 'what do you call a sleepy dinosaur? a dino-snore!')).toBe(1);
    expect(keepScore(reading, 'why? hehe!')).toBe(0);
    expect(leadFor(reading)).toBeNull();
  });
});
