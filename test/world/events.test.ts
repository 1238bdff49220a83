import { describe, expect, it } from 'vitest';
import { eventLine, eventPatterns, offerPatterns, parseEvent } from '../../src/world/index.ts';
import { everyEvent } from '../helpers/events.ts';

const names = { pet: 'Mochi', owner: 'Sam' };

describe('event lines', () => {
  it("writes the seed's example lines", () => {
    expect(eventLine({ kind: 'offerFood', food: 'strawberry' }, names)).toBe('* Sam offered Mochi a strawberry *');
    expect(eventLine({ kind: 'offerBath' }, names)).toBe('* Sam offered Mochi a bath *');
    expect(eventLine({ kind: 'offerMedicine' }, names)).toBe('* Sam offered Mochi medicine *');
    expect(eventLine({ kind: 'offerCatch' }, names)).toBe('* Sam asked Mochi to play catch *');
    expect(eventLine({ kind: 'playedCatch', stars: 4 }, names)).toBe('* Sam played catch with Mochi (4 stars) *');
    expect(eventLine({ kind: 'patted' }, names)).toBe('* Sam patted Mochi *');
    expect(eventLine({ kind: 'lightsOff' }, names)).toBe('* Sam turned off the lights *');
    expect(eventLine({ kind: 'wokeUp' }, names)).toBe('* Mochi woke up *');
    expect(eventLine({ kind: 'pooped' }, names)).toBe('* Mochi pooped *');
    expect(eventLine({ kind: 'cleaned' }, names)).toBe('* Sam cleaned up the poop *');
    expect(eventLine({ kind: 'cameBack', hours: 3 }, names)).toBe('* Sam came back after 3 hours *');
    expect(eventLine({ kind: 'grew', stage: 'teen' }, names)).toBe('* Mochi grew into a teen! *');
  });

  it('puts "an" before foods and stages that start with a vowel', () => {
    expect(eventLine({ kind: 'offerFood', food: 'apple' }, names)).toBe('* Sam offered Mochi an apple *');
    expect(eventLine({ kind: 'offerFood', food: 'egg' }, names)).toBe('* Sam offered Mochi an egg *');
    expect(eventLine({ kind: 'grew', stage: 'adult' }, names)).toBe('* Mochi grew into an adult! *');
  });

  it('says "1 star" and "1 hour" in the singular', () => {
    expect(eventLine({ kind: 'playedCatch', stars: 1 }, names)).toBe('* Sam played catch with Mochi (1 star) *');
    expect(eventLine({ kind: 'cameBack', hours: 1 }, names)).toBe('* Sam came back after 1 hour *');
  });

  it('makes every line the app can write match exactly one pattern, and reads it back', () => {
    const patterns = eventPatterns(names);
    for (const e of everyEvent()) {
      const line = eventLine(e, names);
      const hits = patterns.filter((p) => p.regex.test(line)).map((p) => p.kind);
      expect(hits, line).toEqual([e.kind]);
      expect(parseEvent(line, names)).toEqual(e);
    }
  });

  it('recognises exactly the four offers as offers', () => {
    const offers = offerPatterns(names);
    for (const e of everyEvent()) {
      const line = eventLine(e, names);
      const isOffer = offers.some((p) => p.regex.test(line));
      expect(isOffer, line).toBe(['offerFood', 'offerBath', 'offerMedicine', 'offerCatch'].includes(e.kind));
    }
  });

  it('rejects near misses: wrong article, unknown food, old direct care lines, other names', () => {
    for (const line of [
      '* Sam offered Mochi a apple *',
      '* Sam offered Mochi a pizza *',
      '* Sam fed Mochi a cookie *',
      '* Sam gave Mochi a bath *',
      '* Sam gave Mochi medicine *',
      '* Alex patted Mochi *',
      '* Sam played catch with Mochi (6 stars) *',
      '* Sam played catch with Mochi (1 stars) *',
      '* Mochi grew into a baby! *',
      '*Sam patted Mochi*',
    ]) {
      expect(parseEvent(line, names), line).toBeNull();
    }
  });
});
