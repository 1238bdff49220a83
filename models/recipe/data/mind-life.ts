/**
 * How a pet answers what children ask it first (taxonomy-life.ts's intents, and the taxonomy's own that ask the same:
 * its likes, what it is, its age, a joke, a song): from its persona (its favourites from the traits in its header),
 * its play banks, its day log and its needs. The Mind (mind.ts) hands these intents here.
 */
import type { PetState, Rng } from '../../../src/sim/index.ts';
import { worldState } from '../../../src/sim/index.ts';
import {
  ANIMALS,
  FAVOURITES,
  favouriteWords,
  FOODS,
  HEADER_TODAY,
  opinionOf,
  partOfDay,
  clockOf,
  personaFor,
  playAsked,
  plural,
  SONG_VERSES,
  statWord,
  sungLine,
  withArticle,
  type Favourite,
  type Want,
} from '../../../src/world/index.ts';
import type { OwnerIntent, PetSituation } from './phrases.ts';
import { personaVars } from './persona-vars.ts';
import type { Vars } from './voice.ts';

type Part =
  | { kind: 'text'; text: string }
  | { kind: 'tag'; name: string; arg?: string }
  | { kind: 'lookup'; name: string; arg?: string };
type Mood = 'happy' | 'love' | 'wow' | 'blush' | 'hello' | 'sad' | 'sleepy' | 'grumpy';

/** What the answers need of the Mind: its voice, its emotes, and a day-log entry in "today I …" words. */
export interface LifeVoice {
  rng: Rng;
  say(pet: PetState, situation: PetSituation, extra?: Vars): Part;
  words(pet: PetState, situation: PetSituation, extra?: Vars): string;
  emote(mood: Mood): Part;
  todayWords(entry: string): string | null;
  pressing: { want: Want | null };
}

/** Which favourite each favourite question asks. */
const FAVOURITE_ASKED: Partial<Record<OwnerIntent, Favourite>> = {
  favColor: 'colour',
  favFood: 'food',
  favGame: 'game',
  favSong: 'song',
  favAnimal: 'animal',
  favWeather: 'weather',
  favPlace: 'place',
  favTime: 'time',
};

/** A few words of the pet's song, shorter for a baby. */
export function songWords(pet: PetState, r: Rng): string {
  return sungLine(r.pick(SONG_VERSES[personaFor(pet.traits).song]), pet.stage);
}

/** What the pet says it is doing, by what is true of its header (doingNow). */
const DOING = {
  sick: 'resting, I feel a bit poorly',
  hungry: 'thinking about snacks',
  sleepy: 'trying to stay awake',
  sad: 'sitting here feeling a bit lonely',
  bored: 'waiting for someone to play with',
  sunny: 'sitting in the sunshine',
  rainy: 'watching the rain',
  snowy: 'watching the snow fall',
  windy: 'listening to the wind',
  cloudy: 'looking at the clouds',
  foggy: 'peeking out at the fog',
  night: 'looking at the moon',
  talking: 'talking to you',
  humming: 'humming',
} as const;

/** What the pet is doing now, true of its header: its pressing need, else the weather or the night in the window. */
function doingNow(pet: PetState, r: Rng): string {
  if (pet.sick) return DOING.sick;
  const tummy = statWord('tummy', pet.stats.tummy);
  const energy = statWord('energy', pet.stats.energy);
  const fun = statWord('fun', pet.stats.fun);
  if (tummy === 'starving' || tummy === 'hungry') return DOING.hungry;
  if (energy === 'exhausted' || energy === 'sleepy') return DOING.sleepy;
  if (fun === 'sad') return DOING.sad;
  if (fun === 'bored') return DOING.bored;
  const night = partOfDay(clockOf(worldState(pet).now).hour) === 'night';
  const window = DOING[pet.weather];
  return r.pick([
    window,
    night ? DOING.night : window,
    DOING.talking,
    `${DOING.humming} ${personaFor(pet.traits).song}`,
  ]);
}

/** What the pet suggests doing together (idea). */
const IDEAS = {
  medicine: 'get me my medicine first',
  snack: 'have a snack',
  sleep: 'take a little nap',
  bath: 'have a bath',
  catch: 'play catch',
  others: ['tell stories', 'sing a song', 'look out the window'],
} as const;

/** A thing to do together, from the pet's needs: what it needs first, else a game, a story or a song. */
function idea(pet: PetState, r: Rng, want: Want | null): { idea: string; want: Want | null } {
  if (want === 'medicine' || want === 'snack' || want === 'sleep' || want === 'bath')
    return { idea: IDEAS[want], want };
  if (pet.stats.energy > 20 && r.chance(0.5)) return { idea: IDEAS.catch, want: 'play' };
  return { idea: r.pick([`play ${personaFor(pet.traits).game}`, ...IDEAS.others]), want: null };
}

/** Words the answers compose in code rather than take from a bank: the pet's own words list holds them (pet-words.ts). */
export const COMPOSED_WORDS: readonly string[] = [
  ...Object.values(DOING),
  ...Object.values(IDEAS).flat(),
  ...FOODS.map(plural),
  ...ANIMALS.map(plural),
];

/** The answer to a life intent, or null when the intent is not one of these. */
export function lifeReply(
  pet: PetState,
  intent: OwnerIntent,
  extra: { thing?: string; said?: string },
  v: LifeVoice,
): Part[] | null {
  const r = v.rng;
  const maybe = (mood: Mood, p: number): Part[] => (r.chance(p) ? [v.emote(mood)] : []);
  const persona = () => personaVars(pet, r);
  const asked = FAVOURITE_ASKED[intent];
  if (asked) {
    const parts = [v.say(pet, 'favourite', { ...persona(), ...favouriteWords(pet.traits, asked) })];
    if (asked === 'song' && r.chance(0.5)) parts.push({ kind: 'text', text: songWords(pet, r) });
    return [...parts, ...maybe(r.chance(0.5) ? 'love' : 'happy', 0.5)];
  }
  switch (intent) {
    case 'askLikes':
    case 'likesToDo':
      if (r.chance(0.5)) return [v.say(pet, 'idleLike', persona()), ...maybe('happy', 0.4)];
      return [
        v.say(pet, 'favourite', {
          ...persona(),
          ...favouriteWords(pet.traits, intent === 'likesToDo' ? 'game' : r.pick(FAVOURITES)),
        }),
        ...maybe('happy', 0.4),
      ];
    case 'askAge':
      return [v.say(pet, 'petAge', persona()), ...maybe('happy', 0.4)];
    case 'boyGirl':
      return [v.say(pet, 'boyGirl', persona()), ...maybe('blush', 0.3)];
    case 'family':
      return [v.say(pet, 'family', persona()), ...maybe('love', 0.5)];
    case 'whatEat': {
      const foods = FOODS.map(plural);
      return [
        v.say(pet, 'whatEat', {
          ...persona(),
          foods: `${foods.slice(0, -1).join(', ')} and ${foods.at(-1)}`,
          aFavFood: withArticle(personaFor(pet.traits).food),
        }),
        ...maybe('happy', 0.4),
      ];
    }
    case 'doYouLike': {
      const thing = extra.thing ?? 'cats';
      const o = opinionOf(pet.traits, thing);
      return o === 'dislike'
        ? [v.say(pet, 'likeNo', { thing }), ...maybe('grumpy', 0.2)]
        : [v.say(pet, 'likeYes', { thing }), ...maybe(o === 'love' ? 'love' : 'happy', 0.5)];
    }
    case 'askJoke':
      return [v.say(pet, 'tellJoke'), ...maybe('happy', 0.5)];
    case 'joke':
      // "tell me a joke" is answered with one; a joke told is laughed at.
      if (playAsked(extra.said ?? '') === 'joke') return [v.say(pet, 'tellJoke'), ...maybe('happy', 0.5)];
      return null;
    case 'funny':
      return [v.say(pet, r.chance(0.6) ? 'tellJoke' : 'funnyLine'), ...maybe('happy', 0.5)];
    case 'riddle':
      return [v.say(pet, 'tellRiddle'), ...maybe('wow', 0.3)];
    case 'playGame':
      return [v.say(pet, 'playWords', persona()), ...maybe('happy', 0.4)];
    case 'guessWhat':
      return [v.say(pet, 'guessWhatEager'), ...maybe('wow', 0.5)];
    case 'likeMe':
    case 'haveFriends':
      return [v.say(pet, intent === 'likeMe' ? 'loveYes' : 'friendYes'), v.emote('love')];
    case 'whatDoing':
      return [v.say(pet, 'doingNow', { doing: doingNow(pet, r) }), ...maybe('happy', 0.3)];
    case 'whatsNew': {
      const done = pet.today
        .filter((e) => !e.includes(' said: '))
        .slice(-HEADER_TODAY)
        .map((e) => v.todayWords(e))
        .filter((e): e is string => !!e);
      if (done.length && (r.chance(0.6) || !pet.shelf.length))
        return [{ kind: 'text', text: `${v.words(pet, 'idleDay')} ${r.pick(done)}!` }, ...maybe('happy', 0.4)];
      if (pet.shelf.length)
        return [{ kind: 'lookup', name: 'look' }, v.say(pet, 'idleShelf', { gift: r.pick(pet.shelf.slice(-3)) })];
      return [v.say(pet, 'todayQuiet'), ...maybe('happy', 0.3)];
    }
    case 'areYouHappy': {
      const fun = statWord('fun', pet.stats.fun);
      const parts = [v.say(pet, `fun.${fun}` as PetSituation)];
      if (fun === 'sad') parts.push({ kind: 'tag', name: 'want', arg: 'pats' });
      else if (fun === 'bored') parts.push({ kind: 'tag', name: 'want', arg: 'play' });
      else parts.push(...maybe('happy', 0.6));
      return parts;
    }
    case 'whatToDo': {
      const i = idea(pet, r, v.pressing.want);
      return [
        v.say(pet, 'suggest', { idea: i.idea }),
        ...(i.want ? [{ kind: 'tag' as const, name: 'want', arg: i.want }] : []),
      ];
    }
    case 'whereIs':
      return [{ kind: 'lookup', name: 'look' }, v.say(pet, 'lookWhere'), ...maybe('happy', 0.3)];
    case 'askSing':
      if (r.chance(0.5)) return null;
      return [{ kind: 'text', text: songWords(pet, r) }, ...maybe(r.chance(0.5) ? 'happy' : 'love', 0.6)];
    default:
      return null;
  }
}
