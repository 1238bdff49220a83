/** What a look around shows, as the readers of a look asked and of a look spoken of (reading.ts) build their patterns; regular-expression fragments. */

/** The weather and what one wears for it. */
export const WEATHER_TALK = [
  'weather',
  'rain',
  'raining',
  'rainy',
  'sunny',
  'snow',
  'snowing',
  'snowy',
  'wind',
  'windy',
  'fog',
  'foggy',
  'cloud',
  'clouds',
  'cloudy',
  'storm',
  'stormy',
  'thunder',
  'drizzl\\w*',
  'sky',
  'sunscreen',
  'umbrella',
  'coat',
  'jacket',
  'chilly',
];
/** Poop and messes on the pet's floor. */
export const POOP_TALK = [
  'poo',
  'poos',
  'poop',
  'poops',
  'pooped',
  'poopies',
  'poopy',
  'potty',
  'toilet',
  'number\\s+(?:2|two)',
  'piles?',
  'messes',
  '(?:make|made|any|there\\s+a)\\s+(?:a\\s+)?mess',
  'floor',
];
/** The pet's shelf and treasures, and its toy. */
export const THINGS_TALK = ['shelf', 'treasures?', 'collection', 'toy', 'toys'];
