/**
 * The phrase placeholders a pet's persona fills (src/world/persona.ts): its favourites from its two traits, a thing it
 * likes or not, its age from the header's day and stage; and those of its life between messages (a remembered fact,
 * a treasure on its shelf, a song).
 */
import type { PetState, Rng } from '../../../src/sim/index.ts';
import { worldState } from '../../../src/sim/index.ts';
import { ageWords, personaFor } from '../../../src/world/index.ts';
import type { Vars } from './voice.ts';

/** Placeholders a pet bank may use beyond the first ones (check.ts). */
export const PERSONA_PLACEHOLDERS = [
  'colour',
  'game',
  'song',
  'animal',
  'place',
  'favTime',
  'favWeather',
  'favFood',
  'like',
  'dislike',
  'age',
  'day',
  'memory',
  'gift',
  'fav',
  'kind',
  'foods',
  'aFavFood',
  'doing',
  'idea',
] as const;

/** The persona's values for a pet as its header shows it: the same favourites every time, a like picked by `rng`. */
export function personaVars(pet: PetState, rng: Rng): Vars {
  const p = personaFor(pet.traits);
  const day = worldState(pet).pet.day;
  return {
    colour: p.colour,
    game: p.game,
    song: p.song,
    animal: p.animal,
    place: p.place,
    favTime: p.time,
    favWeather: p.weather,
    favFood: p.food,
    like: rng.pick(p.likes),
    dislike: rng.pick(p.dislikes),
    age: ageWords(day, pet.stage),
    day,
  };
}
