/**
 * The taxonomy's additions for a pet with a life of its own: its voice between messages (idle turns about what it
 * remembers, the weather, the time, its shelf, its day, a question for the owner, a song), its hello when it hatches
 * and its greeting when the owner comes back, sized to the time away. Merged into taxonomy.ts's NEW_SITUATIONS.
 */

/** Pet situations of the idle turns, the hatch and the return, each with what the lines say. */
export const LIFE_SITUATIONS = {
  hatchHello: 'a newborn\'s first words to the owner, just hatched ("hi {owner}! I\'m {pet}!"), its chat still empty',
  cameBackSoon: 'the owner came back after an hour or two: glad, it was not long',
  cameBackLong: 'the owner came back after a day or more: missed them a lot, it was so long',
  idleRemember: 'an idle turn about a remembered fact of the owner, the fact quoted from the header as {memory}',
  idleWeather: 'an idle turn about the weather in the window, with {weather} (sunny, rainy…)',
  idleTime: 'an idle turn about the time of day, with {part} (morning, afternoon, evening, night)',
  idleShelf: 'an idle turn after a [look]: about its shelf and the treasure {gift} on it (one the look shows)',
  idleDay: 'an idle turn telling the owner about its day: an opener, the day-log entry follows as its own words',
  idleAsk: 'an idle turn asking the owner a question (about their day, their favourite things, what they want to do)',
  idleHum: "an idle turn humming its favourite song {song} (its persona's)",
  idleLike: 'an idle turn about something it likes, {like} (from its persona)',
} as const;
export type LifeSituation = keyof typeof LIFE_SITUATIONS;
