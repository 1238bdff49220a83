/**
 * Facts an owner tells, composed from templates with slots drawn from large
 * lists and made-up words, so the fact can only be copied from what the owner
 * said. Every fact uses only the owner's words, glue words and the owner's
 * name (the world's remember-unsaid rule checks it).
 */
import type { Rng } from '../../../src/sim/index.ts';
import { madeUpName } from './names.ts';

const ANIMALS = [
  'dog', 'cat', 'hamster', 'rabbit', 'goldfish', 'turtle', 'parrot', 'lizard', 'pony', 'guinea pig', 'snake', 'frog', 'ferret',
  'budgie', 'chicken', 'duck', 'horse', 'gecko', 'mouse', 'rat', 'puppy', 'kitten', 'tortoise', 'axolotl', 'hedgehog', 'goat',
  'cow', 'pig', 'sheep', 'donkey', 'crab', 'spider', 'beetle', 'snail', 'fish', 'bunny', 'chinchilla', 'canary', 'llama', 'bearded dragon',
];
const RELATIVES = [
  'sister', 'brother', 'mum', 'mom', 'dad', 'grandma', 'grandpa', 'nana', 'granny', 'auntie', 'aunt', 'uncle', 'cousin', 'baby sister',
  'baby brother', 'stepdad', 'stepmum', 'best friend', 'teacher', 'neighbour', 'friend', 'twin', 'big sister', 'big brother', 'godmother',
];
const FAVOURITES: Record<string, readonly string[]> = {
  colour: ['blue', 'green', 'purple', 'pink', 'red', 'yellow', 'orange', 'teal', 'gold', 'silver', 'turquoise', 'lilac', 'black', 'white', 'mint green'],
  food: ['pizza', 'spaghetti', 'sushi', 'tacos', 'noodles', 'curry', 'dumplings', 'chips', 'soup', 'lasagne', 'burgers', 'rice', 'porridge', 'pasta', 'pancakes'],
  animal: ['otter', 'penguin', 'tiger', 'elephant', 'dolphin', 'fox', 'owl', 'panda', 'koala', 'giraffe', 'shark', 'wolf', 'sloth', 'octopus', 'lion'],
  sport: ['football', 'soccer', 'basketball', 'tennis', 'swimming', 'netball', 'cricket', 'hockey', 'gymnastics', 'karate', 'rugby', 'volleyball'],
  game: ['hide and seek', 'tag', 'chess', 'minecraft', 'uno', 'snap', 'monopoly', 'football', 'hopscotch', 'marbles', 'roblox'],
  fruit: ['mango', 'banana', 'kiwi', 'grapes', 'cherries', 'watermelon', 'peach', 'pineapple', 'plums', 'blueberries'],
  season: ['winter', 'summer', 'spring', 'autumn', 'fall'],
  day: ['saturday', 'sunday', 'friday', 'monday', 'wednesday'],
  subject: ['maths', 'art', 'science', 'music', 'reading', 'history', 'spelling', 'pe', 'geography'],
  number: ['seven', 'three', 'eleven', 'nine', 'four', 'twelve', 'eight', 'one hundred'],
  dessert: ['ice cream', 'cake', 'jelly', 'brownies', 'cupcakes', 'pudding', 'cookies', 'custard'],
  song: ['the rainbow song', 'twinkle twinkle', 'baby shark', 'let it go', 'happy birthday'],
};
const ACTIVITIES = [
  'swimming', 'drawing', 'painting', 'dancing', 'reading', 'baking', 'skateboarding', 'cycling', 'climbing trees', 'playing football',
  'knitting', 'singing', 'gardening', 'fishing', 'camping', 'building lego', 'riding my scooter', 'playing the drums', 'jumping on the trampoline',
  'watching cartoons', 'collecting stickers', 'writing stories', 'doing puzzles', 'making slime', 'playing chess', 'running', 'ice skating', 'surfing',
];
const INSTRUMENTS = ['piano', 'violin', 'guitar', 'drums', 'flute', 'trumpet', 'recorder', 'cello', 'ukulele', 'harp', 'clarinet', 'keyboard'];
const JOBS = [
  'nurse', 'teacher', 'doctor', 'baker', 'firefighter', 'chef', 'vet', 'pilot', 'farmer', 'builder', 'dentist', 'librarian', 'police officer',
  'artist', 'plumber', 'scientist', 'bus driver', 'cleaner', 'gardener', 'nurse', 'postman', 'engineer', 'hairdresser', 'shopkeeper',
];
const OBJECTS = ['bike', 'scooter', 'backpack', 'bedroom', 'room', 'kite', 'umbrella', 'car', 'door', 'phone', 'lunchbox', 'hat', 'coat', 'boots', 'tent'];
const COLOURS = FAVOURITES.colour!;
const AGES = ['five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', '6', '7', '8', '9', '10', '34', '41'];

/** A fact as the owner says it, as the pet remembers it, and the keyword to recall it by. */
export interface ToldFact {
  say: string;
  fact: string;
  thing: string;
  /** What a recall answer names: the slot's value. */
  answer: string;
}

/** A made-up word for places and things that cannot be remembered from training. */
function madeUpWord(r: Rng): string {
  return madeUpName((l) => r.pick(l), r.int(2, 3)).toLowerCase();
}
const cap = (w: string) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`;

/** A name for a pet or a person: made up most of the time, so no memorised name fits. */
function someName(r: Rng): string {
  return madeUpName((l) => r.pick(l), r.int(2, 3));
}

type Template = (r: Rng) => ToldFact;

const TEMPLATES: Template[] = [
  (r) => {
    const a = r.pick(ANIMALS), n = someName(r), verb = r.pick(['called', 'named']);
    return { say: r.pick([`i have a ${a} ${verb} ${n}`, `I have a ${a} ${verb} ${n}`, `i got a ${a} ${verb} ${n}`, `we have a ${a} ${verb} ${n}`]), fact: `{owner} has a ${a} ${verb} ${n}`, thing: a.split(' ').at(-1)!, answer: n };
  },
  (r) => {
    const a = r.pick(ANIMALS), n = someName(r);
    return { say: r.pick([`my ${a} is called ${n}`, `my ${a}s name is ${n}`, `my ${a} is named ${n}`]), fact: `{owner}'s ${a} is called ${n}`, thing: a.split(' ').at(-1)!, answer: n };
  },
  (r) => {
    const rel = r.pick(RELATIVES), n = someName(r);
    return { say: r.pick([`my ${rel} is called ${n}`, `my ${rel}s name is ${n}`, `my ${rel} is named ${n}`]), fact: `{owner}'s ${rel} is called ${n}`, thing: rel.split(' ').at(-1)!, answer: n };
  },
  (r) => {
    const rel = r.pick(RELATIVES), place = cap(madeUpWord(r));
    return { say: r.pick([`my ${rel} lives in ${place}`, `my ${rel} lives in ${place} far away`]), fact: `{owner}'s ${rel} lives in ${place}`, thing: rel.split(' ').at(-1)!, answer: place };
  },
  (r) => {
    const [cat, values] = r.pick(Object.entries(FAVOURITES)), v = r.chance(0.25) ? madeUpWord(r) : r.pick(values!);
    const fav = r.pick(['favourite', 'favorite', 'fave']);
    return { say: r.pick([`my ${fav} ${cat} is ${v}`, `${v} is my ${fav} ${cat}`]), fact: `{owner}'s ${fav} ${cat} is ${v}`, thing: cat, answer: v };
  },
  (r) => {
    const act = r.pick(ACTIVITIES), verb = r.pick(['love', 'like', 'enjoy']);
    return { say: r.pick([`i ${verb} ${act}`, `I ${verb} ${act} so much`, `i really ${verb} ${act}`]), fact: `{owner} ${verb}s ${act.replace(/\bmy\b/, "{owner}'s")}`, thing: act.split(' ').at(-1)!, answer: act };
  },
  (r) => {
    const ins = r.pick(INSTRUMENTS);
    return { say: r.pick([`i play the ${ins}`, `I play ${ins}`, `i'm learning the ${ins}`]), fact: '', thing: ins, answer: ins };
  },
  (r) => {
    const job = r.pick(JOBS);
    return { say: r.pick([`i work as a ${job}`, `I am a ${job}`, `i'm a ${job}`]), fact: `{owner} is a ${job}`, thing: job.split(' ').at(-1)!, answer: job };
  },
  (r) => {
    const age = r.pick(AGES);
    return { say: r.pick([`i am ${age} years old`, `i'm ${age} years old`, `I am ${age} years old`]), fact: `{owner} is ${age} years old`, thing: 'old', answer: age };
  },
  (r) => {
    const place = cap(madeUpWord(r));
    return { say: r.pick([`i live in ${place}`, `we live in ${place}`, `I live near ${place}`]), fact: '', thing: 'live', answer: place };
  },
  (r) => {
    const school = cap(madeUpWord(r));
    return { say: r.pick([`i go to ${school} school`, `my school is called ${school}`]), fact: '', thing: 'school', answer: school };
  },
  (r) => {
    const obj = r.pick(OBJECTS), colour = r.pick(COLOURS);
    return { say: r.pick([`my ${obj} is ${colour}`, `i have a ${colour} ${obj}`]), fact: '', thing: obj, answer: colour };
  },
];

/** The fact a template's owner words make, where the template left it to the words used. */
function factFromSay(say: string): string {
  return say
    .replace(/^(i|I) am /, '{owner} is ')
    .replace(/^(i|I)'m learning /, '{owner} is learning ')
    .replace(/^(i|I) play /, '{owner} plays ')
    .replace(/^(i|I) live /, '{owner} lives ')
    .replace(/^we live /, '{owner} lives ')
    .replace(/^(i|I) go to /, '{owner} goes to ')
    .replace(/^(i|I) have /, '{owner} has ')
    .replace(/^my /, "{owner}'s ");
}

/**
 * Share of told facts typed all in lowercase, names too ("i got a hamster called bibble"), as children type; the
 * pet remembers them as typed. Until phase 13 every made-up name came capitalised, so a lowercase name was one the
 * model had never copied.
 */
export const LOWERCASE_FACTS = 0.3;

/** A fact the owner tells: a template, its slots filled; now and then typed all in lowercase. */
export function toldFact(r: Rng): ToldFact {
  const t = r.pick(TEMPLATES)(r);
  const f = t.fact ? t : { ...t, fact: factFromSay(t.say) };
  if (!r.chance(LOWERCASE_FACTS)) return f;
  const fact = f.fact.split(/(\{owner\})/).map((part) => (part === '{owner}' ? part : part.toLowerCase())).join('');
  return { say: f.say.toLowerCase(), fact, thing: f.thing.toLowerCase(), answer: f.answer.toLowerCase() };
}

/** Openers an owner puts before a fact now and then. */
export const FACT_OPENERS = ['', '', '', 'guess what, ', 'fun fact: ', 'did u know ', 'btw ', 'so ', 'hey {pet}, ', 'omg ', 'ok so ', '{pet} listen, '];
