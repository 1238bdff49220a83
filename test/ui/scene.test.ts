import { describe, expect, it } from 'vitest';
import { eventLine, type Names, type WorldEvent } from '../../src/world/index.ts';
import { eventCues } from '../../src/ui/scene.ts';

const names: Names = { pet: 'Mochi', owner: 'Sam' };
const line = (e: WorldEvent) => eventLine(e, names);

describe('eventCues', () => {
  it('turns each event line into its animation', () => {
    expect(eventCues([line({ kind: 'pooped' })], names)).toEqual([{ kind: 'poop' }]);
    expect(eventCues([line({ kind: 'cleaned' })], names)).toEqual([{ kind: 'cleaned' }]);
    expect(eventCues([line({ kind: 'wokeUp' })], names)).toEqual([{ kind: 'wake' }]);
    expect(eventCues([line({ kind: 'grew', stage: 'kid' })], names)).toEqual([
      { kind: 'grow', from: 'baby', to: 'kid' },
    ]);
    expect(eventCues([line({ kind: 'grew', stage: 'teen' })], names)).toEqual([
      { kind: 'grow', from: 'kid', to: 'teen' },
    ]);
    expect(eventCues([line({ kind: 'grew', stage: 'adult' })], names)).toEqual([
      { kind: 'grow', from: 'teen', to: 'adult' },
    ]);
    for (const stars of [0, 1, 3, 5]) {
      expect(eventCues([line({ kind: 'playedCatch', stars })], names)).toEqual([{ kind: 'catchResult', stars }]);
    }
  });

  it('keeps the order of the lines, one cue each (two growths in one night grow twice)', () => {
    const lines = [
      line({ kind: 'grew', stage: 'kid' }),
      line({ kind: 'grew', stage: 'teen' }),
      line({ kind: 'wokeUp' }),
      line({ kind: 'pooped' }),
    ];
    expect(eventCues(lines, names).map((c) => c.kind)).toEqual(['grow', 'grow', 'wake', 'poop']);
  });

  it('ignores speech, other events, other names and malformed lines', () => {
    const others = [
      'Mochi: hi!! [emote:happy]',
      'Sam: did you poop?',
      line({ kind: 'patted' }),
      line({ kind: 'lightsOff' }),
      line({ kind: 'offerFood', food: 'apple' }),
      line({ kind: 'offerCatch' }),
      line({ kind: 'cameBack', hours: 3 }),
      '* Bo pooped *',
      '* Mochi pooped',
      '* Sam played catch with Mochi (7 stars) *',
      '',
    ];
    expect(eventCues(others, names)).toEqual([]);
    expect(eventCues([...others, line({ kind: 'pooped' }), ...others], names)).toEqual([{ kind: 'poop' }]);
    expect(eventCues([], names)).toEqual([]);
  });

  it('reads the lines with the names it is given', () => {
    const bo: Names = { pet: 'Bo', owner: 'Ann' };
    expect(eventCues([eventLine({ kind: 'wokeUp' }, bo)], names)).toEqual([]);
    expect(eventCues([eventLine({ kind: 'wokeUp' }, bo)], bo)).toEqual([{ kind: 'wake' }]);
  });
});
