import type { Stage } from '../world/index.ts';

/**
 * Every rate and threshold of the pet's body, once, each with its reason.
 * docs/simulation.md documents this table; test/sim/rates.test.ts keeps the two in step.
 */
export const RATES = {
  // Hatching.
  hatchTummy: 30, // a hatchling is hungry: a meal and two snacks (20 + 10 + 10) are all welcome before it is full
  hatchFun: 55, // hatching is exciting, but a game is welcome at once
  // awake enough to meet the owner and play a game or two; at babyPace a baby is sleepy within minutes, so its first
  // nap comes on a first visit
  hatchEnergy: 70,
  hatchClean: 60, // shell bits and goo: clean enough, and a bath is due after a little play and a meal or two
  hatchX: 32, // starts in the middle of the LCD

  // Stats over time (points per hour).
  tummyPerHourAwake: 5, // a full tummy (80) turns starving (20) in about 12 awake hours: three meals a day
  tummyPerHourAsleep: 2, // digestion slows at night, so a night costs less than one meal
  funPerHourAwake: 4, // an ignored pet is bored within half a day
  funPerHourAsleep: 1, // dreams keep a sleeping pet mostly content
  energyPerHourAwake: 6, // a rested pet (100) is exhausted after about 16 awake hours
  energyPerHourAsleep: 12, // about eight hours of sleep refill an exhausted pet
  darkSleepBonus: 1.25, // sleep refills a quarter faster with the lights off
  cleanPerHour: 1.5, // a pet left alone turns stinky (25) in about two days
  cleanPerHourPerPoop: 3, // each poop lying there makes the room dirtier, faster
  sickLossMultiplier: 2, // a sick pet loses fun and energy twice as fast
  wakeAtEnergy: 100, // a sleeping pet wakes by itself once fully rested

  // Stage pacing: a young body runs faster; every awake and asleep rate above, and the time a meal takes to come out, go this many times as fast.
  // a baby is hungry again within the half hour, sleepy within the hour, and a meal comes out within minutes
  babyPace: 12,
  kidPace: 2, // a kid needs twice a grown pet's care: meals every few hours, a nap in the afternoon

  // Poop.
  poopMinMinutes: 30, // the earliest a meal comes out of a grown pet (a baby's in 2.5 minutes at babyPace)
  poopMaxMinutes: 90, // the latest a meal comes out of a grown pet (a baby's in 7.5 minutes)
  snackPoopChance: 0.5, // a meal always comes out, a snack every other time: a poop follows most of what the pet eats
  maxPoop: 4, // the LCD has room for four poops; more meals add none

  // Sickness chances per hour (added together when several apply).
  sickPerHourPoop: 0.03, // poop left lying around
  sickPerHourStarving: 0.05, // tummy at or below starvingAt
  sickPerHourStinky: 0.04, // clean at or below stinkyAt
  starvingAt: 20, // the top of the "starving" stat word (floor(v * 5 / 101) = 0)
  stinkyAt: 25, // the top of the "stinky" stat word (floor(v * 4 / 101) = 0)

  // Wake rolls: chance = base + perEnergy * energy / 100, for a sleeping pet.
  wakeMessageBase: 0.1, // a message rarely wakes an exhausted pet
  wakeMessagePerEnergy: 0.5, // a rested pet wakes to a message more often than not
  wakePatBase: 0.2, // a touch wakes more easily than words
  wakePatPerEnergy: 0.6, // a rested pet wakes to four pats in five
  wakeLightsOnBase: 0.6, // light in the eyes wakes most easily: even an exhausted pet wakes three times in five
  // a pet that has napped a little (energy 40) wakes three times in four, a rested one all but always
  wakeLightsOnPerEnergy: 0.35,

  // Growth: the first day (1 = hatch day) of each stage.
  // a baby for the first hour: long enough to feed, bathe and play with, too short for its fast body to nag for a day
  kidFromHour: 1,
  kidFromDay: 2, // a pet hatched in the last hour before midnight is a kid from the next day on all the same
  teenFromDay: 5, // a teen after three days as a kid
  adultFromDay: 10, // grown up after five days as a teen

  // Care effects.
  snackTummy: 10, // half a stat word: a peckish pet takes a snack or two before it is full
  mealTummy: 20, // one stat word: a meal takes a peckish pet to full, never past it
  eatClean: 5, // crumbs and sauce: ten snacks or meals take a sparkly pet to messy
  bathClean: 100, // a bath makes the pet sparkly
  patFun: 6, // a pat helps a little; play helps more
  catchFunBase: 10, // any game of catch is fun
  catchFunPerStar: 6, // a great game (5 stars) adds 30 more
  catchEnergy: 12, // running after a ball is tiring: five games in a row take an awake pet (80) to exhausted
  catchClean: 8, // a game in the grass leaves its marks: a baby's first game or two make a bath welcome

  // The LCD and bubbles.
  lcdWidth: 64, // x runs from 0 to lcdWidth - 1
  walkMinPx: 14, // one [walk] is a visible step
  walkMaxPx: 28, // at most under half the screen
  walkEdgePx: 12, // the pet's centre stays this far from each side: the widest pet (22 px) is always whole on screen
  bubbleSeconds: 25, // a want or dream bubble stays up this long

  // Caps.
  maxMemories: 60, // the oldest memory goes first
  maxShelf: 24, // the shelf holds 24 gifts; the oldest goes first
  maxDreamsLogged: 2, // at most two dreams a day in the day log
  maxTodayEntries: 40, // the header shows six; the rest only feed the diary
  maxQuoteChars: 80, // an owner quote in the day log is clipped to a tag argument's length
  maxFinishedDays: 7, // days awaiting a diary page after a long absence: the last week
  maxDiaryPages: 366, // a year of pages; [yesterday] reads only the last
  maxChatLines: 200, // the transcript keeps its newest lines; fit() trims further for the prompt
  maxHeldEvents: 8, // events held back while an offer awaits its answer

  // Catching up after time away.
  maxStepMinutes: 10, // stats and sickness advance in steps of at most ten minutes
  catchUpWindowHours: 48, // stats settle within two days, so only the last 48 h of an absence are stepped
} as const;

export type RateName = keyof typeof RATES;

/** How many times as fast a body of this stage runs as a grown pet's. */
export function paceOf(stage: Stage): number {
  return stage === 'baby' ? RATES.babyPace : stage === 'kid' ? RATES.kidPace : 1;
}

/** The chance that a sleeping pet with this energy wakes to a message, a pat or the lights. */
export function wakeChance(cause: 'message' | 'pat' | 'lightsOn', energy: number): number {
  const base = { message: RATES.wakeMessageBase, pat: RATES.wakePatBase, lightsOn: RATES.wakeLightsOnBase }[cause];
  const perEnergy = {
    message: RATES.wakeMessagePerEnergy,
    pat: RATES.wakePatPerEnergy,
    lightsOn: RATES.wakeLightsOnPerEnergy,
  }[cause];
  return Math.min(1, Math.max(0, base + (perEnergy * energy) / 100));
}
