/** An idle turn's opening: a thing true of the pet's state now and then, a hello at hatch, never asleep or mid-offer. */
import { describe, expect, it } from 'vitest';
import { eventLine, idleLead, IDLE_SPEAK_SHARE, personaFor, type WorldState } from '../../src/world/index.ts';
import { seedState, withPet } from '../helpers/states.ts';

const start = { pet: 'Mochi', owner: 'Sam', asleep: false };
const quiet = ['Sam: hi', 'Mochi: [emote:happy]', 'Mochi: [walk:left]'];
const talked = ['Sam: hi', 'Mochi: hi Sam! I missed you so much', 'Mochi: [emote:happy]'];
const seeds = Array.from({ length: 200 }, (_, k) => k * 7919 + 1);
const calm = (): WorldState => ({ ...seedState(), pet: { ...seedState().pet, tummy: 60, energy: 70 } });

describe('idleLead', () => {
  it('leads every turn after two wordless lines', () => {
    for (const seed of seeds) expect(idleLead(start, quiet, calm(), seed)).not.toBeNull();
  });

  it('leads about half the turns after lines with words', () => {
    const led = seeds.filter((seed) => idleLead(start, talked, calm(), seed) !== null).length / seeds.length;
    expect(led).toBeGreaterThan(IDLE_SPEAK_SHARE - 0.1);
    expect(led).toBeLessThan(IDLE_SPEAK_SHARE + 0.1);
  });

  it('opens with something true of the state: the weather, the time, a memory, a like or its song', () => {
    const state = calm();
    const persona = personaFor(state.pet.traits);
    const truths = ['rainy', 'night', ...state.memories, ...persona.likes, persona.song];
    for (const seed of seeds) {
      const lead = idleLead(start, quiet, state, seed)!;
      expect(
        truths.some((t) => lead.includes(t)),
        lead,
      ).toBe(true);
    }
  });

  it('says a pressing need more often than any other topic', () => {
    const leads = seeds.map((seed) => idleLead(start, quiet, withPet({ tummy: 5 }), seed));
    const need = leads.filter((l) => l === " I'm starving!").length / leads.length;
    expect(need).toBeGreaterThan(0.3);
    expect(need).toBeLessThan(0.6);
  });

  it('says hello when the pet has just hatched and said nothing yet', () => {
    const newborn = withPet({ day: 1, stage: 'baby' }, { ...calm(), memories: [] });
    expect(idleLead(start, [], newborn, 3)).toMatch(/^ (?:hi Sam!|me Mochi! hi!)$/);
  });

  it('never leads a sleeping pet, one with an offer waiting, or the turn after an event', () => {
    for (const seed of seeds.slice(0, 20)) {
      expect(idleLead({ ...start, asleep: true }, quiet, calm(), seed)).toBeNull();
      expect(idleLead({ ...start, pendingOffer: 'bath' }, ['Sam: hi'], calm(), seed)).toBeNull();
      expect(idleLead(start, [...quiet, eventLine({ kind: 'offerBath' }, start)], calm(), seed)).toBeNull();
      expect(idleLead(start, [...quiet, eventLine({ kind: 'patted' }, start)], calm(), seed)).toBeNull();
    }
  });

  it('speaks of something its last lines did not', () => {
    const said = ['Sam: hi', "Mochi: it's rainy in the window", 'Mochi: [emote:happy]', 'Mochi: [walk:left]'];
    for (const seed of seeds) expect(idleLead(start, said, calm(), seed)).not.toMatch(/rainy/);
  });
});
