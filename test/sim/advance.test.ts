import { describe, it, expect } from 'vitest';
import {
  advance,
  applyPetLine,
  fromLocalIso,
  lightsOff,
  needsOf,
  offer,
  RATES,
  returnAfter,
  type PetState,
} from '../../src/sim/index.ts';
import { STATS, statWord } from '../../src/world/index.ts';
import { GROWN_STAGES } from '../../src/world/index.ts';
import { asleep, hatch, teen, withStats, T0, MIN, HOUR, DAY } from './helpers.ts';

/** The pet fed a pancake, a meal (offered and accepted), at its current time. */
function fed(pet: PetState): PetState {
  return applyPetLine(offer(pet, 'food', 'pancake').pet, 'yum [yes]', pet.now).pet;
}

describe('stats over time', () => {
  it('drain tummy, fun and energy at awake rates', () => {
    const { pet } = advance(teen(), T0 + 2 * HOUR);
    expect(pet.stats.tummy).toBeCloseTo(60 - 2 * 5);
    expect(pet.stats.fun).toBeCloseTo(70 - 2 * 4);
    expect(pet.stats.energy).toBeCloseTo(80 - 2 * 6);
    expect(pet.stats.clean).toBeCloseTo(100 - 2 * 1.5);
    expect(pet.now).toBe(T0 + 2 * HOUR);
  });

  it('drain slower and refill energy while asleep', () => {
    const { pet } = advance(asleep(withStats(teen(), { energy: 20 })), T0 + 2 * HOUR);
    expect(pet.stats.tummy).toBeCloseTo(60 - 2 * 2);
    expect(pet.stats.fun).toBeCloseTo(70 - 2 * 1);
    expect(pet.stats.energy).toBeCloseTo(20 + 2 * 12);
  });

  it('refill energy faster asleep in the dark', () => {
    const sleeper = asleep(withStats(teen(), { energy: 20 }));
    const { pet } = advance({ ...sleeper, lightsOff: true }, T0 + 2 * HOUR);
    expect(pet.stats.energy).toBeCloseTo(20 + 2 * 12 * 1.25);
  });

  it('double fun and energy loss while sick', () => {
    const { pet } = advance({ ...teen(), sick: true }, T0 + HOUR);
    expect(pet.stats.fun).toBeCloseTo(70 - 8);
    expect(pet.stats.energy).toBeCloseTo(80 - 12);
  });

  it('never go below 0', () => {
    const { pet } = advance(teen(), T0 + 30 * HOUR);
    for (const v of Object.values(pet.stats)) expect(v).toBeGreaterThanOrEqual(0);
    expect(pet.stats.tummy).toBe(0);
  });

  it('do not change when the clock goes backwards, and the input is never mutated', () => {
    const before = teen();
    const copy = structuredClone(before);
    expect(advance(before, T0 - HOUR).pet).toEqual(before);
    advance(before, T0 + 5 * HOUR);
    expect(before).toEqual(copy);
  });
});

describe('poop', () => {
  it('comes 30–90 minutes after a meal, with a pooped event line', () => {
    const pet = fed(teen());
    expect(pet.poopsDue).toHaveLength(1);
    expect(pet.poopsDue[0]! - T0).toBeGreaterThanOrEqual(30 * MIN);
    expect(pet.poopsDue[0]! - T0).toBeLessThanOrEqual(90 * MIN);
    expect(advance(pet, T0 + 29 * MIN).pet.poop).toBe(0);
    const after = advance(pet, T0 + 91 * MIN);
    expect(after.pet.poop).toBe(1);
    expect(after.events).toEqual([{ kind: 'pooped' }]);
    expect(after.pet.chat.at(-1)).toBe('* Mochi pooped *');
  });

  it('lying there lowers clean faster', () => {
    const clean = advance(teen(), T0 + 4 * HOUR).pet.stats.clean;
    const dirty = advance({ ...teen(), poop: 2 }, T0 + 4 * HOUR).pet.stats.clean;
    expect(clean).toBeCloseTo(100 - 4 * 1.5);
    expect(dirty).toBeCloseTo(100 - 4 * (1.5 + 2 * 3));
  });

  it('stops at four', () => {
    const full = { ...teen(), poop: 4, poopsDue: [T0 + MIN] };
    const { pet, events } = advance(full, T0 + HOUR);
    expect(pet.poop).toBe(4);
    expect(pet.poopsDue).toEqual([]);
    expect(events).toEqual([]);
  });
});

describe('stage pacing', () => {
  it("a baby's body runs babyPace times as fast: ten minutes cost it what two hours cost a grown pet", () => {
    const baby = advance(hatch(), T0 + 10 * MIN).pet;
    const grown = advance({ ...hatch(), stage: 'teen' as const }, T0 + 2 * HOUR).pet;
    expect(RATES.babyPace).toBe(12);
    for (const s of STATS) expect(baby.stats[s]).toBeCloseTo(grown.stats[s]);
  });

  it('the baby grows into a kid after its first hour, with a grew event, and its body slows to kidPace', () => {
    const { pet, events } = advance(withStats(hatch(), { tummy: 100 }), T0 + 2 * HOUR);
    expect(events).toEqual([{ kind: 'grew', stage: 'kid' }]);
    expect(pet.stage).toBe('kid');
    const lost = RATES.tummyPerHourAwake * (RATES.babyPace + RATES.kidPace);
    expect(pet.stats.tummy).toBeCloseTo(100 - lost);
  });

  it("a baby's meal comes out within minutes", () => {
    for (let rng = 0; rng < 20; rng++) {
      const pet = fed({ ...hatch(), rng });
      const due = pet.poopsDue[0]! - T0;
      expect(due).toBeGreaterThanOrEqual((RATES.poopMinMinutes / RATES.babyPace) * MIN);
      expect(due).toBeLessThanOrEqual((RATES.poopMaxMinutes / RATES.babyPace) * MIN);
      expect(advance(pet, T0 + 8 * MIN).pet.poop).toBe(1);
    }
  });

  it('each meal comes out on its own', () => {
    const twice = fed(fed(hatch()));
    expect(twice.poopsDue).toHaveLength(2);
    const { pet, events } = advance(twice, T0 + 10 * MIN);
    expect(pet.poop).toBe(2);
    expect(events).toEqual([{ kind: 'pooped' }, { kind: 'pooped' }]);
  });

  it('a kid fed and put to bed in the dark at 21:00 wakes up needy, never ruined', () => {
    const bedtime = fromLocalIso('2026-11-30T21:00');
    const kid: PetState = {
      ...teen(),
      stage: 'kid',
      now: bedtime,
      bornAt: bedtime - 2 * DAY,
      stats: { tummy: 75, fun: 70, energy: 30, clean: 70 },
    };
    const { pet } = advance(asleep(lightsOff(kid).pet), fromLocalIso('2026-12-01T08:00'));
    expect(needsOf(pet)).toContain('hungry');
    expect(pet.sick).toBe(false);
    expect(statWord('tummy', pet.stats.tummy)).not.toBe('starving');
    expect(statWord('clean', pet.stats.clean)).not.toBe('stinky');
  });
});

describe('sickness', () => {
  it('comes from neglect: starving, stinky, with poop lying around', () => {
    const neglected = { ...withStats(teen(), { tummy: 5, clean: 10 }), poop: 3 };
    const sick = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter(
      (rng) => advance({ ...neglected, rng }, T0 + 24 * HOUR).pet.sick,
    );
    expect(sick.length).toBeGreaterThanOrEqual(9);
  });

  it('never comes to a well-kept pet', () => {
    for (let rng = 0; rng < 20; rng++) expect(advance({ ...teen(), rng }, T0 + 6 * HOUR).pet.sick).toBe(false);
  });
});

describe('sleeping', () => {
  it('a rested sleeper wakes by itself with a woke-up line', () => {
    const sleeper = asleep(withStats(teen(), { energy: 90 }));
    const dream = applyPetLine(sleeper, 'zzz [dream:moon]', T0).pet;
    const { pet, events, lines } = advance(dream, T0 + HOUR);
    expect(pet.asleep).toBe(false);
    expect(events).toEqual([{ kind: 'wokeUp' }]);
    expect(lines).toEqual(['* Mochi woke up *']);
  });

  it('does not wake by itself right after its [sleep] line', () => {
    const { pet } = advance(asleep(withStats(teen(), { energy: 100 })), T0 + HOUR);
    expect(pet.asleep).toBe(true);
  });
});

describe('days', () => {
  it('grow the pet baby → kid → teen → adult with one grew event each', () => {
    let pet = hatch();
    const grew: string[] = [];
    for (let day = 1; day <= 10; day++) {
      const r = advance(pet, T0 + day * DAY);
      pet = r.pet;
      for (const e of r.events) if (e.kind === 'grew') grew.push(`${day + 1}:${e.stage}`);
    }
    expect(grew).toEqual(['2:kid', '5:teen', '10:adult']);
    expect(pet.stage).toBe('adult');
    expect(pet.chat).toContain('* Mochi grew into an adult! *');
  });

  it('file the day log for a diary page at midnight and reset the dream count', () => {
    const pet = { ...hatch(), today: ['ate a cookie'], dreamsToday: 2 };
    const next = advance(pet, T0 + 15 * HOUR).pet;
    expect(next.finishedDays).toEqual([{ day: 1, date: '2026-11-30', log: ['ate a cookie'], weather: pet.weather }]);
    expect(next.today).toEqual([]);
    expect(next.dreamsToday).toBe(0);
  });
});

describe('a year-long clock jump', () => {
  it('takes a bounded number of steps and leaves a sane, grown, neglected pet', () => {
    const start = { ...fed(hatch()), today: ['ate a cookie'], finishedDays: [] };
    const { pet, events, steps } = returnAfter(start, T0 + 365 * DAY);
    // Only the last 48 h are stepped, ten minutes at a time (plus splits at midnights and a due poop).
    const windowSteps = (RATES.catchUpWindowHours * 60) / RATES.maxStepMinutes;
    expect(steps).toBeGreaterThanOrEqual(windowSteps);
    expect(steps).toBeLessThanOrEqual(windowSteps + 4);
    expect(returnAfter(start, T0 + 10 * 365 * DAY).steps).toBeLessThanOrEqual(windowSteps + 4);
    expect(events.filter((e) => e.kind === 'grew').map((e) => e.kind === 'grew' && e.stage)).toEqual(GROWN_STAGES);
    expect(events.at(-1)).toEqual({ kind: 'cameBack', hours: 365 * 24 });
    expect(pet.stage).toBe('adult');
    expect(pet.poop).toBeLessThanOrEqual(4);
    expect(pet.finishedDays.length).toBeLessThanOrEqual(7);
    for (const v of Object.values(pet.stats)) {
      expect(Number.isFinite(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(100);
    }
    expect(pet.stats.tummy).toBe(0);
    expect(pet.now).toBe(T0 + 365 * DAY);
  });
});

describe('returnAfter', () => {
  it('ends with came back after N whole hours', () => {
    const { events, lines } = returnAfter(teen(), T0 + 3 * HOUR + 59 * MIN);
    expect(events.at(-1)).toEqual({ kind: 'cameBack', hours: 3 });
    expect(lines.at(-1)).toBe('* Sam came back after 3 hours *');
  });

  it('says nothing under an hour', () => {
    expect(returnAfter(teen(), T0 + 59 * MIN).events).toEqual([]);
  });

  it('holds its lines back while an offer awaits the answer, and writes them after it', () => {
    const offered = offer(teen(), 'bath').pet;
    const back = returnAfter(offered, T0 + 2 * HOUR);
    expect(back.lines).toEqual([]);
    expect(back.pet.chat.at(-1)).toBe('* Sam offered Mochi a bath *');
    const answered = applyPetLine(back.pet, 'no thanks [no]', T0 + 2 * HOUR);
    expect(answered.lines).toEqual(['Mochi: no thanks [no]', '* Sam came back after 2 hours *']);
    expect(answered.pet.heldEvents).toEqual([]);
  });
});
