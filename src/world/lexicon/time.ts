/** Words of the time of day, as the readers of a time asked and of a clock spoken of (reading.ts) build their patterns. */

/** "time" as people type it; regular-expression fragments. */
export const TIME_SPELLINGS = ['time', 'tiem', 'tim', 'tyme', 'tmie', 'timee+'];
/** The parts of the day and night a clock tells. */
export const PARTS_OF_DAY = [
  'morning',
  'afternoon',
  'evening',
  'night',
  'day',
  'noon',
  'midday',
  'midnight',
  'bedtime',
  'dark',
  'early',
  'late',
];
/** Meals, which come at their times. */
export const MEALS = ['breakfast', 'lunch', 'dinner', 'tea', 'supper'];
/** Tomorrow as people type it. */
export const TOMORROW = ['tomorrow', 'tmrw', 'tmr', 'tmw', 'tomorow', 'tommorow', 'tommorrow', '2morrow', '2moro'];
