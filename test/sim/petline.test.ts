import { describe, it, expect } from 'vitest';
import { advance, applyPetLine, offer, RATES, walkTo, type PetState } from '../../src/sim/index.ts';
import { DREAM_THINGS } from '../../src/world/index.ts';
import { asleep, hatch, teen, withStats, T0, MIN, HOUR } from './helpers.ts';

/** Applies a line at the pet's own time. */
function line(pet: PetState, body: string) {
  return applyPetLine(pet, body, pet.now);
}

describe('answers to offers', () => {
  it('[yes] to a meal fills the tummy a stat word, leaves a little mess, schedules poop and logs the meal', () => {
    const { pet, lines, effects } = line(offer(teen(), 'food', 'egg').pet, 'yum!! [yes] [emote:happy]');
    expect(lines).toEqual(['Mochi: yum!! [yes] [emote:happy]']);
    expect(pet.stats.tummy).toBe(60 + RATES.mealTummy);
    expect(pet.stats.clean).toBe(100 - RATES.eatClean);
    expect(pet.poopsDue).toHaveLength(1);
    expect(pet.today).toEqual(['ate an egg']);
    expect(pet.pendingOffer).toBeNull();
    expect(effects).toEqual([
      { kind: 'answer', offer: 'food', accepted: true, food: 'egg' },
      { kind: 'emote', emote: 'happy' },
    ]);
  });

  it('[no] leaves the stats and day log unchanged', () => {
    const offered = offer(withStats(hatch(), { clean: 30 }), 'bath').pet;
    const { pet } = line(offered, 'no bath!! [no] [emote:grumpy]');
    expect(pet.stats).toEqual(offered.stats);
    expect(pet.today).toEqual([]);
    expect(pet.pendingOffer).toBeNull();
  });

  it('a line without an answer counts as no', () => {
    const offered = offer(hatch(), 'food', 'egg').pet;
    const { pet, effects } = line(offered, 'hmm');
    expect(pet.stats).toEqual(offered.stats);
    expect(pet.poopsDue).toEqual([]);
    expect(pet.pendingOffer).toBeNull();
    expect(effects).toEqual([]);
  });

  it('[yes] to a bath makes the pet sparkly', () => {
    const { pet } = line(offer(withStats(hatch(), { clean: 12 }), 'bath').pet, 'splash [yes]');
    expect(pet.stats.clean).toBe(100);
    expect(pet.today).toEqual(['had a bath']);
  });

  it('medicine cures sickness only on [yes]', () => {
    const sick = { ...hatch(), sick: true };
    expect(line(offer(sick, 'medicine').pet, 'yucky [no]').pet.sick).toBe(true);
    const cured = line(offer(sick, 'medicine').pet, 'okay... [yes]').pet;
    expect(cured.sick).toBe(false);
    expect(cured.today).toEqual(['took medicine']);
  });

  it("a sleeping pet's [yes] writes woke up right after its line, then gets the care", () => {
    const sleeper = asleep(withStats(hatch(), { clean: 20 }));
    const { pet, lines, effects } = line(offer(sleeper, 'bath').pet, 'mm okay [yes]');
    expect(lines).toEqual(['Mochi: mm okay [yes]', '* Mochi woke up *']);
    expect(pet.chat.slice(-2)).toEqual(lines);
    expect(pet.asleep).toBe(false);
    expect(pet.stats.clean).toBe(100);
    expect(effects.map((e) => e.kind)).toEqual(['answer', 'woke']);
  });

  it("a sleeping pet's [no] keeps it asleep and dreaming", () => {
    const { pet, lines } = line(offer(asleep(hatch()), 'bath').pet, 'zzz [no] [dream:cloud]');
    expect(lines).toEqual(['Mochi: zzz [no] [dream:cloud]']);
    expect(pet.asleep).toBe(true);
  });

  it('events that came while the offer waited follow the answer', () => {
    const fedNow = line(offer(teen(), 'food', 'pancake').pet, '[yes]').pet;
    const offered = offer(fedNow, 'bath').pet;
    const waited = advance(offered, T0 + 2 * HOUR);
    expect(waited.events).toEqual([{ kind: 'pooped' }]);
    expect(waited.lines).toEqual([]);
    const { lines } = line(waited.pet, 'ok [yes]');
    expect(lines).toEqual(['Mochi: ok [yes]', '* Mochi pooped *']);
  });
});

describe('tool tags', () => {
  it('[want:X] raises a bubble for 25 s', () => {
    const { pet, effects } = applyPetLine(hatch(), '[want:snack]', T0 + MIN);
    expect(pet.want).toEqual({ what: 'snack', until: T0 + MIN + 25_000 });
    expect(effects).toEqual([{ kind: 'want', want: 'snack', until: T0 + MIN + 25_000 }]);
    expect(advance(pet, T0 + 2 * MIN).pet.want).toBeNull();
  });

  it('[remember:FACT] keeps the newest 60 memories', () => {
    let pet = hatch();
    for (let i = 1; i <= 65; i++) pet = line(pet, `ok [remember:Sam has ${i} frogs]`).pet;
    expect(pet.memories).toHaveLength(60);
    expect(pet.memories[0]).toBe('Sam has 6 frogs');
    expect(pet.memories.at(-1)).toBe('Sam has 65 frogs');
  });

  it('[gift:X] goes on the shelf, into the day log and makes a toast', () => {
    const { pet, effects } = line(hatch(), 'for you [gift:shell]');
    expect(pet.shelf).toEqual(['shell']);
    expect(pet.today).toEqual(['gave Sam a shell']);
    expect(effects).toEqual([{ kind: 'gift', gift: 'shell' }]);
  });

  it('[diary:NOTE] adds the note to the day log', () => {
    expect(line(hatch(), 'hehe [diary:Sam sang to me]').pet.today).toEqual(['Sam sang to me']);
  });

  it('[sleep] puts the pet to sleep', () => {
    const { pet, effects } = line(hatch(), 'so tired [sleep]');
    expect(pet.asleep).toBe(true);
    expect(pet.justSlept).toBe(true);
    expect(effects).toEqual([{ kind: 'sleep' }]);
  });

  it('at most two dreams a day go into the day log', () => {
    let pet = asleep(hatch());
    const [first, second, third] = DREAM_THINGS.slice(1, 4);
    for (const d of [first, second, third]) pet = line(pet, `[dream:${d}]`).pet;
    expect(pet.today).toEqual([`dreamed of ${first}`, `dreamed of ${second}`]);
    expect(pet.dream?.what).toBe(third);
  });

  it('[walk:X] from the middle moves 14–28 px', () => {
    const { pet, effects } = line(hatch(), '[walk:right]');
    expect(pet.x - 32).toBeGreaterThanOrEqual(14);
    expect(pet.x - 32).toBeLessThanOrEqual(28);
    expect(effects).toEqual([{ kind: 'walk', dir: 'right', from: 32, to: pet.x }]);
  });

  it('a walk away from the middle shrinks near the wall, one toward it does not, and the pet stays whole on screen', () => {
    const lo = RATES.walkEdgePx;
    const hi = RATES.lcdWidth - 1 - RATES.walkEdgePx;
    expect(walkTo(16, -1, 28)).toBeGreaterThanOrEqual(lo);
    expect(16 - walkTo(16, -1, 20)).toBeLessThan(20);
    expect(walkTo(16, 1, 20)).toBe(36);
    expect(walkTo(hi, 1, 28)).toBe(hi);
    expect(walkTo(48, 1, 20) - 48).toBeLessThan(20);
    // A record from before the rule, past the edge: no walk the wrong way.
    expect(walkTo(3, -1, 14)).toBe(3);
  });

  it('a long life of random walks stays in the middle of the screen and keeps coming back to the centre', () => {
    let pet = hatch();
    const seen: number[] = [];
    for (let i = 0; i < 400; i++) {
      pet = line(pet, i % 7 < 4 ? '[walk:left]' : '[walk:right]').pet; // more lefts than rights, as the model wrote
      seen.push(pet.x);
    }
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(RATES.walkEdgePx);
    expect(Math.max(...seen)).toBeLessThanOrEqual(RATES.lcdWidth - 1 - RATES.walkEdgePx);
    const middle = seen.filter((x) => x >= RATES.lcdWidth * 0.25 && x <= RATES.lcdWidth * 0.75).length;
    expect(middle / seen.length).toBeGreaterThan(0.5);
  });

  it('writes the pet line with its name and leaves the clock alone', () => {
    const { pet, lines } = applyPetLine(hatch(), 'it is [clock]{09:00 morning} already!', T0 + MIN);
    expect(lines).toEqual(['Mochi: it is [clock]{09:00 morning} already!']);
    expect(pet.now).toBe(T0);
  });
});
