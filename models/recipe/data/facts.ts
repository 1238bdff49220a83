/**
 * Facts an owner tells, composed from templates with slots drawn from large
 * lists and made-up words, so the fact can only be copied from what the owner
 * said. Every fact uses only the owner's words, glue words and the owner's
 * name (the world's remember-unsaid rule checks it).
 */
import type { Rng } from '../../../src/sim/index.ts';
import { madeUpName } from './names.ts';
import { isProbeMessage } from '../probe/probes.ts';
import { petWordAsks } from './friend.ts';

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

const ALLERGENS = [
  'peanuts', 'nuts', 'cats', 'dogs', 'bees', 'eggs', 'milk', 'strawberries', 'pollen', 'dust', 'grass', 'shellfish', 'wheat', 'kiwi',
  'sesame', 'gluten', 'feathers', 'wasps', 'fish', 'tomatoes', 'penicillin', 'horses', 'plasters', 'chocolate', 'oranges', 'hamsters',
];
/** Foods an owner never eats: a diet ("meat") or a child's no ("mushrooms"). */
const NEVER_EATEN = [
  'meat', 'fish', 'pork', 'beef', 'chicken', 'eggs', 'cheese', 'mushrooms', 'broccoli', 'sprouts', 'peas', 'tomatoes', 'onions',
  'spicy food', 'sweets', 'ham', 'bacon', 'sausages', 'olives', 'carrots', 'beans', 'sushi', 'cabbage',
];
const BODY_PARTS = ['arm', 'leg', 'wrist', 'finger', 'toe', 'ankle', 'nose', 'thumb', 'elbow', 'collarbone', 'little finger', 'foot'];
const LOSABLES = ['shoe', 'glove', 'hat', 'jumper', 'water bottle', 'football', 'key', 'lunchbox', 'library book', 'teddy', 'pencil case', 'scarf', 'coat', 'sock', 'hairclip'];
const AWARDS = ['medal', 'trophy', 'certificate', 'gold star', 'sticker', 'prize', 'badge', 'ribbon', 'star of the week', 'golden ticket'];
const AWARDED_FOR = [
  'swimming', 'running', 'spelling', 'reading', 'maths', 'being kind', 'football', 'art', 'dancing', 'gymnastics', 'helping',
  'good work', 'tidying up', 'singing', 'my story', 'my drawing', 'karate', 'being brave',
];
const FINDS = ['frog', 'snail', 'feather', 'shell', 'worm', 'ladybird', 'conker', 'coin', 'caterpillar', 'beetle', 'fossil', 'crab', 'spider', 'four leaf clover', 'bird egg', 'hedgehog', 'starfish', 'acorn'];
const FALLEN_OFF = ['bike', 'scooter', 'skateboard', 'horse', 'trampoline', 'swing', 'chair', 'bed', 'wall', 'pony', 'slide', 'monkey bars'];
const STINGERS = ['bee', 'wasp', 'jellyfish', 'nettle'];
const OUTINGS = ['the zoo', 'the park', 'the beach', 'the dentist', 'the doctors', 'the cinema', 'the library', 'the pool', 'the farm', 'the museum', 'the aquarium', 'a party', 'the hospital', 'the shops', 'a sleepover'];
const MADE_TODAY = ['a cake', 'cookies', 'a sandcastle', 'a den', 'slime', 'a card', 'a kite', 'pancakes', 'a snowman', 'a robot', 'a volcano', 'a bracelet', 'a mask', 'a bird feeder', 'muffins'];
const CLUBS: readonly (readonly [string, string])[] = [
  ['swimming', 'swimming'], ['swimming lessons', 'swimming'], ['football practice', 'football'], ['football', 'football'], ['piano lessons', 'piano'],
  ['ballet', 'ballet'], ['karate', 'karate'], ['dance class', 'dance'], ['drama club', 'drama'], ['gymnastics', 'gymnastics'], ['scouts', 'scouts'],
  ['brownies', 'brownies'], ['art club', 'art'], ['chess club', 'chess'], ['tennis', 'tennis'], ['choir', 'choir'], ['coding club', 'coding'],
  ['horse riding', 'horse'], ['spelling tests', 'spelling'], ['guitar lessons', 'guitar'], ['judo', 'judo'], ['netball', 'netball'],
  ['rugby training', 'rugby'], ['forest school', 'forest'], ['cubs', 'cubs'], ['hockey', 'hockey'],
];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const LANGUAGES = [
  'french', 'spanish', 'german', 'italian', 'chinese', 'mandarin', 'japanese', 'welsh', 'latin', 'arabic', 'portuguese', 'irish',
  'sign language', 'russian', 'korean', 'dutch', 'greek', 'hindi', 'polish', 'gaelic',
];
const SKILLS_LEARNT = [
  'swim', 'ride a bike', 'skate', 'knit', 'juggle', 'do cartwheels', 'tie my shoes', 'whistle', 'code', 'play chess', 'bake bread',
  'do the splits', 'skip', 'tell the time', 'do handstands', 'sew', 'ride a horse', 'dive', 'write in cursive',
];
const TEAM_ENDS = ['United', 'City', 'Rovers', 'Town', 'Wanderers', 'Rangers', 'FC', 'Athletic', 'Albion', 'Dynamos', 'Tigers', 'Sharks', 'Lions', 'Stars', 'Warriors'];
/** Numbers an owner has, and the word the pet recalls each by. */
const NUMBERED = ['locker', 'house', 'lucky', 'shirt', 'bus', 'room', 'seat', 'classroom', 'peg', 'table', 'team', 'flat'];
const FOODS = [...FAVOURITES.food!, ...FAVOURITES.dessert!, 'roast dinner', 'cheese toasties', 'apple pie', 'chocolate cake', 'fried rice', 'stew', 'biryani', 'jollof rice'];
const TRAITS_OF = ['tall', 'funny', 'strong', 'fast', 'clever', 'loud', 'kind', 'grumpy', 'silly', 'short', 'smart', 'brave', 'messy', 'sporty', 'old', 'cool'];
const CAN_DO = [
  'juggle', 'do a backflip', 'whistle', 'speak french', 'ride a unicycle', 'do magic tricks', 'wiggle their ears', 'do the splits',
  'play the bagpipes', 'burp the alphabet', 'fix cars', 'draw horses', 'moonwalk', 'cook anything', 'do a handstand', 'touch their nose with their tongue',
];
const DREAM_JOBS = [
  ...JOBS, 'astronaut', 'footballer', 'youtuber', 'ballerina', 'zookeeper', 'racing driver', 'singer', 'inventor', 'pop star',
  'dinosaur hunter', 'spy', 'dancer', 'superhero', 'mermaid', 'gamer', 'pirate', 'ninja', 'marine biologist', 'train driver', 'magician',
];
/** Animals an owner has two of, in the plural as typed. */
const PLURAL_ANIMALS = [
  'dogs', 'cats', 'hamsters', 'rabbits', 'goldfish', 'turtles', 'budgies', 'chickens', 'ducks', 'horses', 'geckos', 'guinea pigs', 'mice',
  'ponies', 'kittens', 'puppies', 'tortoises', 'snails', 'rats', 'lizards', 'frogs', 'ferrets', 'gerbils', 'axolotls', 'bunnies', 'goats',
];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const NEW_THINGS = [
  'bike', 'scooter', 'phone', 'tablet', 'lego set', 'backpack', 'football', 'skateboard', 'watch', 'book', 'jumper', 'pencil case', 'doll',
  'teddy', 'hoodie', 'lunchbox', 'kite', 'bed', 'coat', 'game', 'drum kit', 'telescope', 'camera', 'water bottle', 'helmet', 'umbrella',
  'puzzle', 'guitar', 'dress', 'nintendo',
];
const GIVERS = ['mum', 'mom', 'dad', 'nana', 'grandma', 'grandpa', 'auntie', 'uncle', 'granny', 'stepdad'];
const FEARS = [
  'spiders', 'the dark', 'clowns', 'thunder', 'bees', 'heights', 'ghosts', 'sharks', 'wasps', 'the hoover', 'fireworks', 'monsters',
  'snakes', 'the dentist', 'deep water', 'moths', 'needles', 'zombies', 'big dogs', 'owls', 'balloons', 'lifts', 'storms', 'jellyfish', 'cows', 'geese',
];
const SKILLS = [
  'maths', 'drawing', 'football', 'spelling', 'swimming', 'running', 'singing', 'cartwheels', 'chess', 'catching', 'skipping', 'cooking',
  'handwriting', 'reading', 'dancing', 'skating', 'hide and seek', 'video games', 'climbing', 'whistling', 'tennis', 'gymnastics',
  'jigsaws', 'times tables', 'minecraft', 'basketball',
];
const TRIP_PLACES = [
  'the beach', 'the zoo', 'spain', 'grandmas house', 'the seaside', 'legoland', 'the cinema', 'a water park', 'scotland', 'france', 'the farm',
  'a theme park', 'the aquarium', 'the museum', 'cornwall', 'wales', 'italy', 'the mountains', 'a castle', 'the circus', 'the lake', 'my cousins house',
  'disneyland', 'a football match', 'the pantomime',
];
/** When a trip is, and the word the pet recalls it by. */
const TRIP_TIMES: readonly (readonly [string, string])[] = [
  ['on saturday', 'saturday'], ['on sunday', 'sunday'], ['on friday', 'friday'], ['tomorrow', 'tomorrow'], ['next week', 'week'],
  ['this weekend', 'weekend'], ['at the weekend', 'weekend'], ['for the holidays', 'holidays'], ['in the summer', 'summer'],
  ['at half term', 'term'], ['next month', 'month'], ['for easter', 'easter'], ['on my birthday', 'birthday'],
];
const YOUNG_RELATIVES = ['sister', 'brother', 'baby sister', 'baby brother', 'cousin', 'twin', 'best friend', 'friend', 'big sister', 'big brother'];
const OLD_RELATIVES = ['mum', 'mom', 'dad', 'grandma', 'grandpa', 'nana', 'granny', 'auntie', 'uncle', 'stepdad', 'teacher'];

/** A fact as the owner says it, as the pet remembers it, the keyword to recall it by, and the owner's questions for it. */
export interface ToldFact {
  say: string;
  fact: string;
  thing: string;
  /** What a recall answer names: the slot's value. */
  answer: string;
  /** Questions an owner asks to have this fact recalled: each has `thing` (the recall keyword must come from the question) and none names `answer`. */
  asks: string[];
  /** Questions for it that share no word with the fact ("do u know my fav food" for "Sam loves tacos"): only the header answers them. */
  headerAsks?: string[];
}

/** A made-up word for places and things that cannot be remembered from training. */
function madeUpWord(r: Rng): string {
  return madeUpName((l) => r.pick(l), r.int(2, 3)).toLowerCase();
}
const cap = (w: string) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`;
const an = (w: string) => (/^[aeiou]/i.test(w) ? `an ${w}` : `a ${w}`);
const last = (words: string) => words.split(' ').at(-1)!;
/** Owner words put in a fact: "my"/"me" become the owner ("riding my scooter" → "riding {owner}'s scooter"). */
const owned = (words: string) => words.replace(/\bmy\b/g, "{owner}'s").replace(/\bme\b/g, '{owner}');

/** A name for a pet or a person: made up most of the time, so no memorised name fits. */
function someName(r: Rng): string {
  return madeUpName((l) => r.pick(l), r.int(2, 3));
}

/** A template's fact with every question an owner might ask for it; toldFact draws a few. */
type Drawn = Omit<ToldFact, 'asks' | 'headerAsks'> & { pool: readonly string[]; headerPool?: readonly string[] };
type Template = (r: Rng) => Drawn;

const petNameAsks = (a: string) => [
  ...petWordAsks(a),
  `whats my ${a} called`, `what's my ${a}s name`, `what was my ${a}s name again`, `what did i call my ${a}?`, `do u remember my ${a}s name`,
  `what's my ${a} called lol`, `wats my ${a} called`, `what is the name of my ${a}`, `whats the name of my ${a}?`, `remember my ${a}? whats it called`,
  `what did i name my ${a}`, `whats my ${a}'s name`, `i forgot my ${a}s name lol what is it`, `my ${a}... whats its name again`, `do you know what my ${a} is called?`,
];
const personNameAsks = (p: string) => [
  `what's my ${p} called`, `who is my ${p}?`, `whos my ${p} again`, `what did i say my ${p} is called`,
  `whats my ${p}'s name?`, `whats the name of my ${p}`, `my ${p}, whats their name again`, `wat is my ${p} called`, `remember my ${p}? whats their name`,
  `do you know my ${p}s name`, `who's my ${p}`,
];
const memberAsks = (rel: string) => [
  `what did i tell u about my ${rel}`, `remember what i said about my ${rel}?`, `whats special about my ${rel}`, `what do u remember about my ${rel}`,
  `what did i say about my ${rel} lol`, `do u remember my ${rel}?`, `wat did i say about my ${rel}`,
];
const todayAsks = [
  'what happened to me today?', 'do u remember what happened today', 'what did i tell u about today', 'whats the thing that happened today',
  'wat happend today again', 'remember what i said about today?', 'what happened today lol', 'what did i tell you today',
];
const learningAsks = ['what am i learning?', 'do u remember what im learning', 'whats the thing im learning', 'wat am i learning again', 'what did i say im learning'];

/** Foods an owner loves, told without the word "food" ("i love tacos"). */
const LOVED_FOODS = [...FAVOURITES.food!, ...FAVOURITES.dessert!, ...FAVOURITES.fruit!];
/** Questions for a loved food that name no word of "Sam loves tacos": the header's memory answers them, not a recall. */
const FOOD_HEADER_ASKS = [
  'what food do i like best?', 'do u know what my fav food is', 'whats my fave food', 'what food do i love', 'do u remember my fav food',
  'what do i like to eat?', 'whats my best food', 'which food is my fav', 'what food is my favourite?', 'do you know what food i like',
  'guess my fav food', 'whats my favorite thing to eat',
];

const TEMPLATES: Template[] = [
  // A loved food: recalled by the verb, and asked back by "food" too, which only the header's memory answers.
  (r) => {
    const food = r.pick(LOVED_FOODS), verb = r.pick(['love', 'love', 'adore']);
    const pool = [
      `what do i ${verb}?`, `what do i ${verb} to eat`, `do u remember what i ${verb}`, `what did i say i ${verb}`,
      `wat do i ${verb} lol`, `remember what i ${verb}?`, `u know what i ${verb}?`,
    ];
    return {
      say: r.pick([`i ${verb} ${food}`, `i ${verb} ${food} so much`, `I ${verb} ${food}!!`, `i really ${verb} ${food}`]),
      fact: `{owner} ${verb}s ${food}`, thing: verb, answer: food, pool, headerPool: FOOD_HEADER_ASKS,
    };
  },
  (r) => {
    const a = r.pick(ANIMALS), n = someName(r), verb = r.pick(['called', 'named']);
    return { say: r.pick([`i have a ${a} ${verb} ${n}`, `I have a ${a} ${verb} ${n}`, `i got a ${a} ${verb} ${n}`, `we have a ${a} ${verb} ${n}`]), fact: `{owner} has a ${a} ${verb} ${n}`, thing: last(a), answer: n, pool: petNameAsks(a) };
  },
  (r) => {
    const a = r.pick(ANIMALS), n = someName(r);
    return { say: r.pick([`my ${a} is called ${n}`, `my ${a}s name is ${n}`, `my ${a} is named ${n}`]), fact: `{owner}'s ${a} is called ${n}`, thing: last(a), answer: n, pool: petNameAsks(a) };
  },
  (r) => {
    const rel = r.pick(RELATIVES), n = someName(r);
    return { say: r.pick([`my ${rel} is called ${n}`, `my ${rel}s name is ${n}`, `my ${rel} is named ${n}`]), fact: `{owner}'s ${rel} is called ${n}`, thing: last(rel), answer: n, pool: personNameAsks(rel) };
  },
  (r) => {
    const rel = r.pick(RELATIVES), place = cap(madeUpWord(r));
    const pool = [
      `where does my ${rel} live?`, `where does my ${rel} live again`, `do u remember where my ${rel} lives`, `wheres my ${rel} live`, `where did i say my ${rel} lives`,
      `my ${rel} lives where again?`, `wat town does my ${rel} live in`, `where is my ${rel}s house`, `remember where my ${rel} lives?`, `where my ${rel} live lol`,
      `what place does my ${rel} live in`,
    ];
    return { say: r.pick([`my ${rel} lives in ${place}`, `my ${rel} lives in ${place} far away`]), fact: `{owner}'s ${rel} lives in ${place}`, thing: last(rel), answer: place, pool };
  },
  (r) => {
    const [cat, values] = r.pick(Object.entries(FAVOURITES)), v = r.chance(0.25) ? madeUpWord(r) : r.pick(values!);
    const fav = r.pick(['favourite', 'favorite', 'fave']);
    const pool = [
      `whats my ${fav} ${cat}`, `what's my favourite ${cat}?`, `what ${cat} do i like best`, `whats my fave ${cat} again`, `do u remember my favourite ${cat}`,
      `what is my favorite ${cat}`, `which ${cat} do i love most`, `what ${cat} is my favourite`, `remember my fave ${cat}?`, `wats my favrite ${cat}`,
      `my favourite ${cat} is what again`, `do you know my favourite ${cat}?`, `whats my best ${cat} lol`,
    ];
    return { say: r.pick([`my ${fav} ${cat} is ${v}`, `${v} is my ${fav} ${cat}`]), fact: `{owner}'s ${fav} ${cat} is ${v}`, thing: cat, answer: v, pool };
  },
  // Recalled by the verb or "hobby", never a word of the activity: a question naming it would tell the answer.
  (r) => {
    const act = r.pick(ACTIVITIES), verb = r.pick(['love', 'enjoy']);
    const pool = [
      `what do i ${verb} doing?`, `what do i ${verb} the most`, `whats the thing i ${verb} doing again`, `do u remember what i ${verb} doing`, `what do i really ${verb}`,
      `wat do i ${verb} doing lol`, `what do i ${verb} most`, `remember what i ${verb}?`, `what did i say i ${verb} doing`, `u know what i ${verb} doing?`,
    ];
    return { say: r.pick([`i ${verb} ${act}`, `I ${verb} ${act} so much`, `i really ${verb} ${act}`, `i ${verb} ${act} sooo much`]), fact: `{owner} ${verb}s ${owned(act)}`, thing: verb, answer: act, pool };
  },
  (r) => {
    const act = r.pick(ACTIVITIES);
    const [say, fact] = r.pick([
      [`my hobby is ${act}`, `{owner}'s hobby is ${owned(act)}`], [`my favourite hobby is ${act}`, `{owner}'s favourite hobby is ${owned(act)}`],
      [`${act} is my hobby`, `${owned(act)} is {owner}'s hobby`], [`my hobby is ${act} btw`, `{owner}'s hobby is ${owned(act)}`],
    ] as const);
    const pool = [
      'whats my hobby', "what's my hobby again?", 'do u remember my hobby', 'what hobby do i have', 'whats my favourite hobby', 'wat is my hobby lol',
      'remember my hobby?', 'what did i say my hobby is', 'my hobby is what again', 'what is my hobby', 'do you know my hobby?',
    ];
    return { say, fact, thing: 'hobby', answer: act, pool };
  },
  (r) => {
    const ins = r.pick(INSTRUMENTS);
    if (r.chance(0.3)) {
      const pool = [
        ...learningAsks, 'what instrument am i learning', 'whats the instrument im learning again', 'what am i learning to play', 'which instrument am i learning',
        'wat am i learning lol', 'remember what im learning?',
      ];
      return { say: r.pick([`i'm learning the ${ins}`, `im learning the ${ins}`, `i'm learning the ${ins} at school`]), fact: '', thing: 'learning', answer: ins, pool };
    }
    const pool = [
      'what instrument do i play?', 'what do i play', 'whats the instrument i play again', 'do u remember what i play', 'what instrument do i play lol',
      'which instrument do i play', 'wat do i play', 'remember what instrument i play?', 'what music thing do i play', 'what did i say i play',
    ];
    return { say: r.pick([`i play the ${ins}`, `I play ${ins}`, `i play the ${ins} at school`]), fact: '', thing: 'play', answer: ins, pool };
  },
  (r) => {
    const job = r.pick(JOBS);
    if (r.chance(0.5)) {
      const pool = [
        'what do i work as?', 'what work do i do', 'what do i do for work', 'do u remember what i work as', 'what did i say i work as', 'wat do i work as again',
        'whats my work', 'what kind of work do i do', 'where do i work lol', 'remember what i do for work?',
      ];
      return { say: r.pick([`i work as ${an(job)}`, `I work as ${an(job)}`, `i work as ${an(job)} lol`]), fact: `{owner} works as ${an(job)}`, thing: 'work', answer: job, pool };
    }
    const pool = [
      'whats my job?', "what's my job again", 'do u remember my job', 'what job do i have', 'what is my job', 'wat job do i do', 'remember my job?',
      'what did i say my job is', 'whats my job lol', 'what do i do for my job',
    ];
    return { say: r.pick([`my job is ${an(job)}`, `im ${an(job)} thats my job`, `for my job im ${an(job)}`]), fact: `{owner}'s job is ${an(job)}`, thing: 'job', answer: job, pool };
  },
  (r) => {
    const age = r.pick(AGES);
    const pool = [
      'how old am i?', 'how old am i again', 'do u remember how old i am', 'hw old am i', 'how old did i say i am', 'how old am i lol', 'u know how old i am?',
      'remember how old i am?', 'how many years old am i', 'guess how old i am', 'am i old? how old am i',
    ];
    return { say: r.pick([`i am ${age} years old`, `i'm ${age} years old`, `I am ${age} years old`, `im ${age} years old`]), fact: `{owner} is ${age} years old`, thing: 'old', answer: age, pool };
  },
  (r) => {
    const place = cap(madeUpWord(r));
    const pool = [
      'where do i live again', 'do u remember where i live', 'where did i say i live', 'wat town do i live in', 'where do we live',
      'remember where i live?', 'where do i live lol', 'what place do i live in', 'u know where i live?', 'whats the town i live in',
    ];
    return { say: r.pick([`i live in ${place}`, `we live in ${place}`, `I live near ${place}`]), fact: '', thing: 'live', answer: place, pool };
  },
  (r) => {
    const school = cap(madeUpWord(r));
    const pool = [
      'what school do i go to?', 'whats my school called', 'whats the name of my school', 'do u remember my school',
      'wat school am i at', 'which school do i go to', 'what did i say my school is called', 'remember my school?', 'whats my schools name', 'where do i go to school',
    ];
    return { say: r.pick([`i go to ${school} school`, `my school is called ${school}`]), fact: '', thing: 'school', answer: school, pool };
  },
  (r) => {
    const obj = r.pick(OBJECTS), colour = r.pick(COLOURS);
    const pool = [
      `what color is my ${obj}`, `whats the colour of my ${obj}`, `do u remember what colour my ${obj} is`, `what colour is my ${obj} again`,
      `wat colour is my ${obj}`, `remember my ${obj}? what colour is it`, `what colour did i say my ${obj} is`, `my ${obj} is what colour`, `what colour's my ${obj} lol`,
    ];
    return { say: r.pick([`my ${obj} is ${colour}`, `i have ${an(colour)} ${obj}`]), fact: '', thing: obj, answer: colour, pool };
  },
  // Allergies: recalled by "allergic", so the question never names the allergen.
  (r) => {
    const x = r.pick(ALLERGENS);
    const [say, fact] = r.pick([
      [`im allergic to ${x}`, `{owner} is allergic to ${x}`], [`i'm allergic to ${x}`, `{owner} is allergic to ${x}`], [`I am allergic to ${x}`, `{owner} is allergic to ${x}`],
      [`im really allergic to ${x}`, `{owner} is really allergic to ${x}`], [`i cant have ${x} im allergic`, `{owner} is allergic to ${x}`],
      [`my doctor says im allergic to ${x}`, `{owner} is allergic to ${x}`], [`im allergic to ${x} so i have to be careful`, `{owner} is allergic to ${x}`],
    ] as const);
    const pool = [
      'what am i allergic to?', 'what am i allergic to again', 'do u remember what im allergic to', 'what r i allergic to', 'whats the thing im allergic to',
      'wat am i allergic to lol', 'remember what im allergic to?', 'what did i say im allergic to', 'im allergic to something, what is it?', 'u know what im allergic to?',
    ];
    return { say, fact, thing: 'allergic', answer: x, pool };
  },
  // Diet and picky eating: "never eat" keeps the negation in the owner's own words.
  (r) => {
    const x = r.pick(NEVER_EATEN);
    const [say, fact, answer] = r.chance(0.3)
      ? r.pick([
          ['im a vegetarian so i never eat meat', '{owner} is a vegetarian and never eats meat', 'meat'], ["i'm vegetarian, i never eat meat", '{owner} is vegetarian and never eats meat', 'meat'],
          ['im vegan so i never eat meat', '{owner} is vegan and never eats meat', 'meat'], ['i never eat meat im a vegetarian', '{owner} never eats meat and is a vegetarian', 'meat'],
        ] as const)
      : r.pick([
          [`i never eat ${x}`, `{owner} never eats ${x}`, x], [`i never ever eat ${x}`, `{owner} never eats ${x}`, x], [`i never eat ${x} yuck`, `{owner} never eats ${x}`, x],
          [`I never eat ${x}`, `{owner} never eats ${x}`, x], [`i never eat ${x} ew`, `{owner} never eats ${x}`, x],
        ] as const);
    const pool = [
      'what do i never eat?', 'what food do i never eat', 'whats the thing i never eat again', 'do u remember what i dont eat', 'what cant i eat',
      'what wont i eat lol', 'what do i not eat', 'remember what i never eat?', 'wat food do i never eat', 'what did i say i never eat', 'what do i never eat again',
    ];
    return { say, fact, thing: 'eat', answer, pool };
  },
  // Something that happened today, remembered as said; the event's own question and the day's.
  (r) => {
    const events: (() => [string, string, string, readonly string[]])[] = [
      () => { const x = r.pick(BODY_PARTS); return [`broke my ${x}`, `broke {owner}'s ${x}`, x, ['what did i break today?', 'what did i break today again', 'do u remember what i broke today', 'wat did i hurt today']]; },
      () => { const x = r.pick(LOSABLES); return [`lost my ${x}`, `lost {owner}'s ${x}`, x, ['what did i lose today?', 'what did i lose today again', 'do u remember what i lost today']]; },
      () => ['lost a tooth', 'lost a tooth', 'tooth', ['what did i lose today?', 'what happened to my teeth today', 'what fell out today lol']],
      () => { const x = r.pick(AWARDS), f = r.pick(AWARDED_FOR); return [`got ${an(x)} for ${f}`, `got ${an(x)} for ${owned(f)}`, x, ['what did i get today?', 'what did i win today', 'what did i get today again', 'what prize did i get today']]; },
      () => { const x = r.pick(['two', 'three', 'four', '2', '3', '5', 'six']); return [`scored ${x} goals`, `scored ${x} goals`, x, ['how many goals did i score today?', 'how many goals did i get today', 'what did i score today']]; },
      () => { const x = r.pick(FINDS); return [`found ${an(x)}`, `found ${an(x)}`, x, ['what did i find today?', 'what did i find today again', 'do u remember what i found today']]; },
      () => { const x = r.pick(FALLEN_OFF); return [`fell off my ${x}`, `fell off {owner}'s ${x}`, x, ['what did i fall off today?', 'what did i fall off today again', 'where did i fall today']]; },
      () => { const x = r.pick(STINGERS); return [`got stung by ${an(x)}`, `got stung by ${an(x)}`, x, ['what stung me today?', 'what did i get stung by today', 'what hurt me today']]; },
      () => { const x = r.chance(0.25) ? cap(madeUpWord(r)) : r.pick(OUTINGS); return [`went to ${x}`, `went to ${x}`, x, ['where did i go today?', 'where did i go today again', 'do u remember where i went today']]; },
      () => { const x = r.pick(MADE_TODAY); return [`made ${x}`, `made ${x}`, x.replace(/^an? /, ''), ['what did i make today?', 'what did i make today again', 'do u remember what i made today']]; },
    ];
    const [done, fact, answer, own] = r.pick(events)();
    const say = r.pick([`i ${done} today`, `today i ${done}`, `i ${done} today!!`, `omg i ${done} today`, `i ${done} at school today`, `I ${done} today`]);
    const when = say.includes('at school') ? 'at school today' : 'today';
    return { say, fact: `{owner} ${fact} ${when}`, thing: 'today', answer, pool: [...own, ...todayAsks] };
  },
  // Weekly clubs and lessons: the question names the club, the answer is the day as typed ("tuesdays").
  (r) => {
    const [club, key] = r.pick(CLUBS), d = r.chance(0.25) ? cap(r.pick(WEEKDAYS)) : r.pick(WEEKDAYS);
    const [say, fact, answer] = r.pick([
      [`i have ${club} on ${d}s`, `{owner} has ${club} on ${d}s`, `${d}s`], [`i go to ${club} every ${d}`, `{owner} goes to ${club} every ${d}`, d],
      [`every ${d} i have ${club}`, `{owner} has ${club} every ${d}`, d], [`i do ${club} on ${d}s`, `{owner} does ${club} on ${d}s`, `${d}s`],
      [`on ${d}s i go to ${club}`, `{owner} goes to ${club} on ${d}s`, `${d}s`], [`${club} is on ${d}s for me`, `{owner} has ${club} on ${d}s`, `${d}s`],
    ] as const);
    const pool = [
      `when do i have ${club}?`, `what day do i have ${club} again`, `what day is ${club}`, `when is my ${club}`, `which day do i go to ${club}`,
      `do u remember when i have ${club}`, `${club} is on what day?`, `wat day is ${club} lol`, `when do i do ${club}`, `remember what day my ${club} is?`, `when's ${club} again`,
    ];
    return { say, fact, thing: key, answer, pool };
  },
  // A language or skill being learnt, recalled by "learning".
  (r) => {
    if (r.chance(0.6)) {
      const l = r.chance(0.3) ? cap(r.pick(LANGUAGES)) : r.pick(LANGUAGES);
      const [say, fact] = r.pick([
        [`i'm learning ${l} at school`, `{owner} is learning ${l} at school`],
        [`we're learning ${l} at school`, `{owner} is learning ${l} at school`], [`im learning ${l}!!`, `{owner} is learning ${l}`],
        [`at school im learning ${l}`, `{owner} is learning ${l} at school`], [`im learning ${l} on my tablet`, `{owner} is learning ${l}`],
      ] as const);
      const pool = [
        ...learningAsks, 'what language am i learning?', 'what am i learning at school again', 'whats the language im learning', 'what language am i learning at school',
        'which language am i learning lol', 'remember what language im learning?', 'what are we learning at school',
      ];
      return { say, fact, thing: 'learning', answer: l, pool };
    }
    const s = r.pick(SKILLS_LEARNT);
    const say = r.pick([`im learning to ${s}`, `i'm learning to ${s}`, `im learning how to ${s}`, `my dad is helping me, im learning to ${s}`]);
    const pool = [
      ...learningAsks, 'what am i learning to do?', 'what am i learning to do again', 'do u remember what im learning to do', 'what am i learning how to do',
      'wat am i learning to do lol', 'remember what im learning to do?',
    ];
    return { say, fact: `{owner} is learning ${say.includes('how') ? 'how ' : ''}to ${owned(s)}`, thing: 'learning', answer: s, pool };
  },
  // A favourite team: made-up names, so the team is copied from the owner's words.
  (r) => {
    const t = r.chance(0.7) ? `${cap(madeUpWord(r))} ${r.pick(TEAM_ENDS)}` : cap(madeUpWord(r));
    const [say, fact] = r.pick([
      [`my favourite team is ${t}`, `{owner}'s favourite team is ${t}`], [`my fave team is ${t}`, `{owner}'s fave team is ${t}`],
      [`${t} is my favourite team`, `${t} is {owner}'s favourite team`], [`i support ${t} theyre the best team`, `{owner} supports ${t}, the best team`],
      [`im a ${t} fan, best team ever`, `{owner} is a ${t} fan, best team ever`], [`my team is ${t}`, `{owner}'s team is ${t}`],
    ] as const);
    const pool = [
      'what team do i support?', 'whats my favourite team', 'whats my fave team again', 'which team do i like', 'do u remember my team', 'who is my favourite team',
      'what team am i a fan of', 'wat team do i support lol', 'remember my team?', "what's my team called", 'which team is my favourite', 'what football team do i like',
    ];
    return { say, fact, thing: 'team', answer: t, pool };
  },
  // A number: recalled by what it numbers ("locker"), never by the number.
  (r) => {
    const k = r.pick(NUMBERED), n = r.chance(0.8) ? String(r.int(1, 99)) : r.pick(['seven', 'three', 'thirteen', 'twenty one', 'forty two', '101', '222']);
    const [say, fact] = r.pick([
      [`my ${k} number is ${n}`, `{owner}'s ${k} number is ${n}`], [`my ${k} number is ${n} btw`, `{owner}'s ${k} number is ${n}`],
      [`${n} is my ${k} number`, `${n} is {owner}'s ${k} number`], [`my ${k} numbers ${n}`, `{owner}'s ${k} number is ${n}`],
    ] as const);
    const pool = [
      `what's my ${k} number again`, `do u remember my ${k} number`, `what is my ${k} number`, `wats my ${k} number lol`,
      `remember my ${k} number?`, `what did i say my ${k} number is`, `my ${k} number is what again`, `whats my ${k} number i forgot`, `do you know my ${k} number`,
    ];
    return { say, fact, thing: k, answer: n, pool };
  },
  // What a relative makes, is like or can do: recalled by the relative.
  (r) => {
    const rel = r.pick(RELATIVES);
    const kind = r.int(0, 2);
    if (kind === 0) {
      const f = r.pick(FOODS), best = r.pick(['the best', 'the best', 'the yummiest', 'the best ever']);
      return {
        say: r.pick([`my ${rel} makes ${best} ${f}`, `my ${rel} makes ${best} ${f} in the world`, `my ${rel} makes ${best} ${f} omg`]), fact: `{owner}'s ${rel} makes ${best} ${f}`,
        thing: last(rel), answer: f, pool: [...memberAsks(rel), `what does my ${rel} make?`, `what does my ${rel} make the best`, `what food does my ${rel} make`, `whats my ${rel} good at making`],
      };
    }
    if (kind === 1) {
      const adj = r.pick(TRAITS_OF), very = r.pick(['really', 'super', 'so', 'very']);
      return {
        say: r.pick([`my ${rel} is ${very} ${adj}`, `my ${rel} is ${very} ${adj} lol`, `my ${rel} is ${very} ${adj}!!`]), fact: `{owner}'s ${rel} is ${very} ${adj}`,
        thing: last(rel), answer: adj, pool: [...memberAsks(rel), `what is my ${rel} like?`, `what's my ${rel} like again`, `whats my ${rel} like`],
      };
    }
    const s = r.pick(CAN_DO);
    return {
      say: r.pick([`my ${rel} can ${s}`, `my ${rel} can ${s}!!`, `my ${rel} can ${s} its so cool`]), fact: `{owner}'s ${rel} can ${owned(s)}`,
      thing: last(rel), answer: s, pool: [...memberAsks(rel), `what can my ${rel} do?`, `what can my ${rel} do again`, `whats the cool thing my ${rel} can do`],
    };
  },
  // What the owner wants to be: recalled by "grow" (up), which every say form has.
  (r) => {
    const job = r.pick(DREAM_JOBS), a = an(job);
    const [say, fact] = r.pick([
      [`i want to be ${a} when i grow up`, `{owner} wants to be ${a} when {owner} grows up`], [`when i grow up i want to be ${a}`, `when {owner} grows up {owner} wants to be ${a}`],
      [`when i grow up im gonna be ${a}`, `when {owner} grows up {owner} is gonna be ${a}`], [`i want to be ${a} when i grow up!!`, `{owner} wants to be ${a} when {owner} grows up`],
      [`my dream is to be ${a} when i grow up`, `{owner}'s dream is to be ${a} when {owner} grows up`], [`I want to be ${a} when I grow up`, `{owner} wants to be ${a} when {owner} grows up`],
    ] as const);
    const pool = [
      'what do i want to be when i grow up?', 'what am i gonna be when i grow up', 'when i grow up what do i want to be again', 'do u remember what i want to be when i grow up',
      'wat do i wanna be when i grow up lol', 'what job do i want when i grow up', 'what did i say i want to be when i grow up', 'when i grow up what am i gonna be?',
      'what will i be when i grow up', 'remember what i wanna be when i grow up?',
    ];
    return { say, fact, thing: 'grow', answer: job, pool };
  },
  // A best friend: "best friend", "bff" or "best mate", asked for by the same words.
  (r) => {
    const n = someName(r), w = r.pick(['best friend', 'best friend', 'bff', 'best mate']);
    const [say, fact] = r.pick([
      [`my ${w} is ${n}`, `{owner}'s ${w} is ${n}`], [`${n} is my ${w}`, `${n} is {owner}'s ${w}`], [`my ${w} is called ${n}`, `{owner}'s ${w} is called ${n}`],
      [`${n} is my ${w} forever`, `${n} is {owner}'s ${w}`], [`my ${w}s name is ${n}`, `{owner}'s ${w} is called ${n}`],
    ] as const);
    const pool = [
      `whos my ${w}?`, `who's my ${w} again`, `whats my ${w}s name`, `what's my ${w} called`, `do u remember who my ${w} is`, `who is my ${w}`,
      `wats my ${w}s name again`, `remember my ${w}? whats their name`, `who did i say my ${w} is`, `do u know my ${w}s name`, `whos my ${w} lol`,
    ];
    return { say, fact, thing: last(w), answer: n, pool };
  },
  // Two pets at once: the answer is both names.
  (r) => {
    const pl = r.pick(PLURAL_ANIMALS), x = someName(r);
    let y = someName(r);
    while (y === x) y = someName(r);
    const [say, fact] = r.pick([
      [`i have 2 ${pl}, ${x} and ${y}`, `{owner} has 2 ${pl}, ${x} and ${y}`], [`i have two ${pl} called ${x} and ${y}`, `{owner} has two ${pl} called ${x} and ${y}`],
      [`we got 2 ${pl} named ${x} and ${y}`, `{owner} got 2 ${pl} named ${x} and ${y}`], [`my ${pl} are called ${x} and ${y}`, `{owner}'s ${pl} are called ${x} and ${y}`],
      [`i have 2 ${pl}!! ${x} and ${y}`, `{owner} has 2 ${pl}, ${x} and ${y}`],
    ] as const);
    const pool = [
      `what are my ${pl} called?`, `whats my ${pl} names`, `what are my ${pl} names again`, `do u remember my ${pl} names`, `what did i call my ${pl}`,
      `what r my ${pl} called lol`, `whats the names of my ${pl}`, `remember my ${pl}? what are they called`, `wat are my 2 ${pl} called`, `what did i name my ${pl}`, `who are my ${pl}`,
    ];
    return { say, fact, thing: last(pl), answer: `${x} and ${y}`, pool };
  },
  // A birthday: the answer is the date as typed.
  (r) => {
    const m = r.chance(0.35) ? cap(r.pick(MONTHS)) : r.pick(MONTHS), d = r.int(1, 28);
    const ord = `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
    const b = r.chance(0.25) ? 'bday' : 'birthday';
    const [say, fact, answer] = r.pick([
      [`my ${b} is on the ${ord} of ${m}`, `{owner}'s ${b} is on the ${ord} of ${m}`, `${ord} of ${m}`], [`my ${b} is ${m} ${d}`, `{owner}'s ${b} is ${m} ${d}`, `${m} ${d}`],
      [`my ${b} is on ${m} ${ord}`, `{owner}'s ${b} is on ${m} ${ord}`, `${m} ${ord}`], [`its my ${b} on the ${ord} of ${m}`, `{owner}'s ${b} is on the ${ord} of ${m}`, `${ord} of ${m}`],
      [`my ${b} is in ${m}`, `{owner}'s ${b} is in ${m}`, m], [`my ${b}s on ${m} ${ord}!!`, `{owner}'s ${b} is on ${m} ${ord}`, `${m} ${ord}`],
    ] as const);
    const pool = [
      `whens my ${b} again`, `when's my ${b}`, `do u remember when my ${b} is`, `what day is my ${b}`, `what month is my ${b} in`,
      `wat day is my ${b} lol`, `remember my ${b}?`, `when did i say my ${b} is`, `my ${b} is when again?`, `do u know when my ${b} is`,
    ];
    return { say, fact, thing: b, answer, pool };
  },
  // A new thing the owner got, recalled by "new".
  (r) => {
    const x = r.chance(0.2) ? madeUpWord(r) : r.pick(NEW_THINGS), g = r.pick(GIVERS);
    const [say, fact] = r.pick([
      [`i got a new ${x}`, `{owner} got a new ${x}`], [`i just got a new ${x}!!`, `{owner} got a new ${x}`], [`look i got a new ${x}`, `{owner} got a new ${x}`],
      [`my ${g} got me a new ${x}`, `{owner}'s ${g} got {owner} a new ${x}`], [`i got a new ${x} for my birthday`, `{owner} got a new ${x} for {owner}'s birthday`],
      [`I got a new ${x} today`, `{owner} got a new ${x} today`],
    ] as const);
    const pool = [
      'what new thing did i get?', 'what did i get thats new', 'do u remember my new thing', 'whats the new thing i got', 'what new stuff did i get again',
      'wat did i get new lol', 'remember what new thing i got?', 'what did i get new?', 'i got something new, what was it?', 'what was the new thing i got again',
    ];
    return { say, fact, thing: 'new', answer: x, pool };
  },
  // Fears: "scared" or "afraid", asked for by the same word.
  (r) => {
    const x = r.pick(FEARS), w = r.chance(0.7) ? 'scared' : 'afraid';
    const [say, fact] = r.pick([
      [`im ${w} of ${x}`, `{owner} is ${w} of ${x}`], [`i'm really ${w} of ${x}`, `{owner} is really ${w} of ${x}`], [`im so ${w} of ${x}`, `{owner} is so ${w} of ${x}`],
      [`I am ${w} of ${x}`, `{owner} is ${w} of ${x}`], [`im ${w} of ${x} :(`, `{owner} is ${w} of ${x}`], [`dont laugh but im ${w} of ${x}`, `{owner} is ${w} of ${x}`],
    ] as const);
    const pool = [
      `what am i ${w} of again`, `whats the thing im ${w} of`, `do u remember what im ${w} of`, `what am i really ${w} of`,
      `wat am i ${w} of lol`, `remember what im ${w} of?`, `what did i say im ${w} of`, `what makes me ${w}`, `u know what im ${w} of?`,
    ];
    return { say, fact, thing: w, answer: x, pool };
  },
  // What the owner is good or bad at, asked for by the same word.
  (r) => {
    const s = r.pick(SKILLS), w = r.pick(['good', 'good', 'bad', 'rubbish', 'terrible']), very = r.pick(['', 'really ', 'so ', 'super ']);
    const [say, fact] = r.pick([
      [`im ${very}${w} at ${s}`, `{owner} is ${very}${w} at ${s}`], [`i'm ${very}${w} at ${s} lol`, `{owner} is ${very}${w} at ${s}`],
      [`I am ${very}${w} at ${s}`, `{owner} is ${very}${w} at ${s}`], [`im ${very}${w} at ${s} tbh`, `{owner} is ${very}${w} at ${s}`],
    ] as const);
    const pool = [
      `what am i ${w} at?`, `what am i really ${w} at`, `whats something im ${w} at`, `do u remember what im ${w} at`, `what am i ${w} at again`,
      `wat am i ${w} at lol`, `what did i say im ${w} at`, `remember what im ${w} at?`, `u know what im ${w} at?`, `what thing am i ${w} at`,
    ];
    return { say, fact, thing: w, answer: s, pool };
  },
  // A trip coming up, recalled by when it is ("saturday"), the answer the place.
  (r) => {
    const [t, key] = r.pick(TRIP_TIMES), p = r.chance(0.3) ? cap(madeUpWord(r)) : r.pick(TRIP_PLACES);
    const [say, fact] = r.pick([
      [`were going to ${p} ${t}`, `{owner} is going to ${owned(p)} ${owned(t)}`], [`we're going to ${p} ${t}!!`, `{owner} is going to ${owned(p)} ${owned(t)}`],
      [`im going to ${p} ${t}`, `{owner} is going to ${owned(p)} ${owned(t)}`], [`${t} we're going to ${p}`, `${owned(t)} {owner} is going to ${owned(p)}`],
      [`we are going to ${p} ${t} yay`, `{owner} is going to ${owned(p)} ${owned(t)}`], [`my family is going to ${p} ${t}`, `{owner}'s family is going to ${owned(p)} ${owned(t)}`],
    ] as const);
    const pool = [
      `where am i going ${t}?`, `where are we going ${t} again`, `do u remember where im going ${t}`, `where r we going ${t}`, `${t} where am i going lol`,
      `what am i doing ${t}`, `whats happening ${t}`, `where did i say we're going ${t}`, `remember where we're going ${t}?`, `where am i off to ${t}`,
    ];
    return { say, fact, thing: key, answer: p, pool };
  },
  // How old a relative is, recalled by the relative.
  (r) => {
    const young = r.chance(0.6), rel = young ? r.pick(YOUNG_RELATIVES) : r.pick(OLD_RELATIVES);
    const n = young ? r.pick(['2', '3', '4', '5', '6', '9', '11', '13', '15', 'three', 'four', 'six', 'ten', 'one']) : String(r.int(25, 90));
    const [say, fact] = r.pick([
      [`my ${rel} is ${n}`, `{owner}'s ${rel} is ${n}`], [`my ${rel} is ${n} years old`, `{owner}'s ${rel} is ${n} years old`], [`my ${rel} just turned ${n}`, `{owner}'s ${rel} just turned ${n}`],
      [`my ${rel} is only ${n}`, `{owner}'s ${rel} is only ${n}`], [`my ${rel} is ${n} lol`, `{owner}'s ${rel} is ${n}`],
    ] as const);
    const pool = [
      `how old is my ${rel}?`, `how old is my ${rel} again`, `do u remember how old my ${rel} is`, `whats my ${rel}s age`, `how old did i say my ${rel} is`,
      `wat age is my ${rel}`, `remember how old my ${rel} is?`, `how many years old is my ${rel}`, `my ${rel} is how old?`, `whats the age of my ${rel} lol`,
    ];
    return { say, fact, thing: last(rel), answer: n, pool };
  },
  // Year or grade at school, asked for by the same word.
  (r) => {
    const n = r.int(1, 8), g = r.chance(0.4);
    const ord = `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
    const w = g ? 'grade' : 'year';
    const [say, fact, answer] = g
      ? r.pick([[`im in grade ${n}`, `{owner} is in grade ${n}`, `${n}`], [`i'm in ${ord} grade`, `{owner} is in ${ord} grade`, ord], [`im in ${ord} grade now`, `{owner} is in ${ord} grade`, ord]] as const)
      : r.pick([[`im in year ${n}`, `{owner} is in year ${n}`, `${n}`], [`i'm in year ${n} at school`, `{owner} is in year ${n} at school`, `${n}`], [`im in year ${n} now`, `{owner} is in year ${n}`, `${n}`]] as const);
    const pool = [
      `what ${w} am i in?`, `what ${w} am i in again`, `do u remember what ${w} im in`, `which ${w} am i in at school`, `wat ${w} am i in lol`,
      `what ${w} did i say im in`, `remember what ${w} im in?`, `what ${w} at school am i in`, `u know what ${w} im in?`,
    ];
    return { say, fact, thing: w, answer, pool };
  },
];

/** Ends and starts an owner puts on a question now and then. */
const ASK_TAILS = [' again', ' again?', '?', '??', '???', ' lol', ' remember?', ' 🤔', ' 😅', ' :)', ' pls', ' plz', ' i forgot', ' haha', ' 👀'];
const ASK_STARTS = ['hey ', 'ok ', 'wait ', 'hmm ', 'so ', 'quick q ', 'quiz time! ', 'bet u forgot, ', 'omg '];

/** A question as typed: now and then a start, a tail or a capital. */
function dress(r: Rng, ask: string): string {
  let a = ask;
  if (r.chance(0.12)) a = r.pick(ASK_STARTS) + a;
  if (/[a-z]$/i.test(a) && r.chance(0.4)) {
    const tail = r.pick(ASK_TAILS);
    if (!(/again/.test(tail) && a.includes('again')) && !(/remember/.test(tail) && a.includes('remember'))) a += tail;
  }
  return r.chance(0.15) ? cap(a) : a;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 6–12 of a template's questions, shuffled and dressed; a question naming the answer would tell it, so none does. */
function drawAsks(r: Rng, pool: readonly string[], answer: string): string[] {
  const names = new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(answer)}(?:$|[^\\p{L}\\p{N}])`, 'iu');
  const left = [...new Set(pool)].filter((a) => !names.test(a));
  for (let i = left.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [left[i], left[j]] = [left[j]!, left[i]!];
  }
  return left.slice(0, r.int(6, 12)).map((a) => dress(r, a));
}

/** The fact a template's owner words make, where the template left it to the words used. */
function factFromSay(say: string): string {
  return say
    .replace(/^(i|I) am /, '{owner} is ')
    .replace(/^(i|I)'?m learning /, '{owner} is learning ')
    .replace(/^(i|I) play /, '{owner} plays ')
    .replace(/^(i|I) live /, '{owner} lives ')
    .replace(/^we live /, '{owner} lives ')
    .replace(/^(i|I) go to /, '{owner} goes to ')
    .replace(/^(i|I) have /, '{owner} has ')
    .replace(/^my /, "{owner}'s ");
}

/**
 * Share of told facts typed all in lowercase, names too ("i got a hamster called bibble"), as children type; the
 * pet remembers them as typed, so the model learns to copy a lowercase name too. The owner's questions for such a
 * fact come in lowercase too.
 */
export const LOWERCASE_FACTS = 0.3;

/** A fact the owner tells: a template, its slots filled, 6–12 questions for it; now and then typed all in lowercase. */
export function toldFact(r: Rng): ToldFact {
  let drawn = r.pick(TEMPLATES)(r);
  // A fact told in a probe's own words is drawn again, and no question for it is one (probes.ts, isProbeMessage).
  while (isProbeMessage(drawn.say)) drawn = r.pick(TEMPLATES)(r);
  const { pool: all, headerPool, ...t } = drawn;
  const pool = all.filter((q) => !isProbeMessage(q));
  // An answer in the owner's words ("riding my scooter") is named by what follows "my", as the fact has it ("{owner}'s scooter").
  const answer = t.answer.replace(/^.*\bmy /, '');
  const f: ToldFact = { ...t, answer, fact: t.fact || factFromSay(t.say), asks: drawAsks(r, pool, answer) };
  if (headerPool) f.headerAsks = drawAsks(r, headerPool.filter((q) => !isProbeMessage(q)), answer);
  if (!r.chance(LOWERCASE_FACTS)) return f;
  const fact = f.fact.split(/(\{owner\})/).map((part) => (part === '{owner}' ? part : part.toLowerCase())).join('');
  return {
    say: f.say.toLowerCase(),
    fact,
    thing: f.thing.toLowerCase(),
    answer: f.answer.toLowerCase(),
    asks: f.asks.map((a) => a.toLowerCase()),
    ...(f.headerAsks ? { headerAsks: f.headerAsks.map((a) => a.toLowerCase()) } : {}),
  };
}

/** Openers an owner puts before a fact now and then. */
export const FACT_OPENERS = ['', '', '', 'guess what, ', 'fun fact: ', 'did u know ', 'btw ', 'so ', 'hey {pet}, ', 'omg ', 'ok so ', '{pet} listen, '];
