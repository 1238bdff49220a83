import { describe, it, expect } from 'vitest';
import { isOwnerQuote } from '../../src/world/index.ts';
import {
  applyPetLine,
  cleanPoop,
  finishCatch,
  lightsOff,
  lightsOn,
  offer,
  pat,
  RATES,
  say,
  whyCannot,
  type ActionResult,
  type PetState,
} from '../../src/sim/index.ts';
import { asleep, hatch, rngStates, withStats } from './helpers.ts';

/** A sleeping, fully rested pet that has dreamed once (so a wake is not an instant wake). */
function sleeper(): PetState {
  return applyPetLine(asleep(withStats(hatch(), { energy: 100 })), 'zzz [dream:moon]', hatch().now).pet;
}

/** The first RNG state for which the action wakes (or does not wake) the pet. */
function rolled(pet: PetState, act: (p: PetState) => ActionResult, wakes: boolean): ActionResult {
  for (const p of rngStates(pet)) {
    const r = act(p);
    if (r.pet.asleep === !wakes) return r;
  }
  throw new Error('no RNG state gave that roll');
}

describe('say', () => {
  it('writes the owner line and quotes it in the day log', () => {
    const { pet, lines } = say(hatch(), '  do you like frogs?  ');
    expect(lines).toEqual(['Sam: do you like frogs?']);
    expect(pet.today).toEqual(['Sam said: do you like frogs?']);
    expect(isOwnerQuote(pet.today[0]!, 'Sam')).toBe(true);
  });

  it('writes the wake roll before the message when it wakes the pet', () => {
    const { pet, lines } = rolled(sleeper(), (p) => say(p, 'good morning'), true);
    expect(lines).toEqual(['* Mochi woke up *', 'Sam: good morning']);
    expect(pet.asleep).toBe(false);
  });

  it('leaves the pet asleep with only the message when the roll fails', () => {
    const { lines } = rolled(sleeper(), (p) => say(p, 'good morning'), false);
    expect(lines).toEqual(['Sam: good morning']);
  });

  it('always wakes the pet for something serious, so it can answer', () => {
    for (const p of rngStates(sleeper(), 50))
      expect(say(p, 'my dad hits me').lines).toEqual(['* Mochi woke up *', 'Sam: my dad hits me']);
  });

  it('always wakes the pet for what the app read as serious, though the exact rules have no words for it', () => {
    const said = 'my tutor does stuff i dont like';
    for (const p of rngStates(sleeper(), 50))
      expect(say(p, said, true).lines).toEqual(['* Mochi woke up *', `Sam: ${said}`]);
  });

  it('never wakes the pet while an offer awaits its answer', () => {
    const offered = offer(sleeper(), 'bath').pet;
    for (const p of rngStates(offered, 50)) expect(say(p, 'wake up!').lines).toEqual(['Sam: wake up!']);
  });

  it('refuses an empty or multi-line message', () => {
    expect(() => say(hatch(), '  ')).toThrow(RangeError);
    expect(() => say(hatch(), ' \n\u0000 ')).toThrow(/nothing to say/);
    expect(say(hatch(), 'hi\nthere').lines).toEqual(['Sam: hi there']);
  });
});

describe('pat', () => {
  it('raises fun', () => {
    const { pet, lines } = pat(hatch());
    expect(lines).toEqual(['* Sam patted Mochi *']);
    expect(pet.stats.fun).toBe(RATES.hatchFun + RATES.patFun);
  });

  it('writes the wake roll before the pat', () => {
    const { lines } = rolled(sleeper(), pat, true);
    expect(lines).toEqual(['* Mochi woke up *', '* Sam patted Mochi *']);
  });
});

describe('lights', () => {
  it('lights on rolls after its own line', () => {
    const dark = lightsOff(sleeper()).pet;
    const { pet, lines } = rolled(dark, lightsOn, true);
    expect(lines).toEqual(['* Sam turned on the lights *', '* Mochi woke up *']);
    expect(pet.lightsOff).toBe(false);
  });

  it('lights off never rolls', () => {
    for (const p of rngStates(sleeper(), 50)) {
      const r = lightsOff(p);
      expect(r.lines).toEqual(['* Sam turned off the lights *']);
      expect(r.pet.asleep).toBe(true);
      expect(r.pet.rng).toBe(p.rng);
    }
  });

  it('refuses to turn the lights to the state they are in', () => {
    expect(() => lightsOn(hatch())).toThrow(/already on/);
    expect(() => lightsOff(lightsOff(hatch()).pet)).toThrow(/already off/);
  });
});

describe('cleanPoop', () => {
  it('removes every poop and never rolls', () => {
    for (const p of rngStates({ ...sleeper(), poop: 3 }, 50)) {
      const r = cleanPoop(p);
      expect(r.lines).toEqual(['* Sam cleaned up the poop *']);
      expect(r.pet.poop).toBe(0);
      expect(r.pet.asleep).toBe(true);
    }
  });

  it('refuses when there is no poop', () => {
    expect(() => cleanPoop(hatch())).toThrow(/no poop/);
  });
});

describe('offer', () => {
  it('writes the offer line and waits for the answer', () => {
    const { pet, lines } = offer(hatch(), 'food', 'apple');
    expect(lines).toEqual(['* Sam offered Mochi an apple *']);
    expect(pet.pendingOffer).toEqual({ kind: 'food', food: 'apple' });
    expect(pet.stats).toEqual(hatch().stats);
  });

  it('writes each kind of offer', () => {
    expect(offer(hatch(), 'bath').lines).toEqual(['* Sam offered Mochi a bath *']);
    expect(offer(hatch(), 'medicine').lines).toEqual(['* Sam offered Mochi medicine *']);
    expect(offer(hatch(), 'catch').lines).toEqual(['* Sam asked Mochi to play catch *']);
  });

  it('refuses a second offer, and any event, while one is pending', () => {
    const offered = offer(hatch(), 'bath').pet;
    expect(() => offer(offered, 'medicine')).toThrow(/not answered the offer of bath/);
    expect(() => pat(offered)).toThrow(/not answered/);
    expect(whyCannot(offered, 'say')).toBeNull();
  });

  it('refuses food that is not on the menu, or food with a bath', () => {
    expect(() => offer(hatch(), 'food', 'pizza' as never)).toThrow(/pizza/);
    expect(() => offer(hatch(), 'food')).toThrow(/food "undefined"/);
    expect(() => offer(hatch(), 'bath', 'egg')).toThrow(/takes no food/);
  });

  it('never wakes a sleeping pet', () => {
    for (const p of rngStates(sleeper(), 50)) expect(offer(p, 'bath').pet.asleep).toBe(true);
  });
});

describe('finishCatch', () => {
  it('plays the game the pet accepted: line, fun up, energy and clean down, day log', () => {
    const bored = withStats(hatch(), { fun: 30 });
    const accepted = applyPetLine(offer(bored, 'catch').pet, 'yay [yes]', bored.now).pet;
    const { pet, lines } = finishCatch(accepted, 4);
    expect(lines).toEqual(['* Sam played catch with Mochi (4 stars) *']);
    expect(pet.stats.fun).toBe(30 + 10 + 4 * 6);
    expect(pet.stats.energy).toBe(RATES.hatchEnergy - RATES.catchEnergy);
    expect(pet.stats.clean).toBe(RATES.hatchClean - RATES.catchClean);
    expect(pet.today).toEqual(['played catch (4 stars)']);
    expect(pet.catchAwaiting).toBe(false);
    expect(finishCatch(accepted, 1).lines).toEqual(['* Sam played catch with Mochi (1 star) *']);
  });

  it('refuses a game nobody accepted, and stars outside 0–5', () => {
    expect(() => finishCatch(hatch(), 3)).toThrow(/has not accepted a game of catch/);
    const declined = applyPetLine(offer(hatch(), 'catch').pet, 'nah [no]', hatch().now).pet;
    expect(() => finishCatch(declined, 3)).toThrow(/has not accepted/);
    const accepted = applyPetLine(offer(hatch(), 'catch').pet, 'yay [yes]', hatch().now).pet;
    expect(() => finishCatch(accepted, 6)).toThrow(/6 stars/);
  });
});
