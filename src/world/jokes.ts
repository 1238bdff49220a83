/**
 * The jokes and riddles a pet tells, each whole in one line, its question and then its answer, and the verses of its
 * songs: the generator's play banks tell them (models/recipe/data/banks/play.ts), and a led reply to a joke or a song
 * asked opens with one.
 */
import type { Song } from './persona.ts';
import type { Stage } from './words.ts';

export const JOKES: readonly string[] = [
  'why did the cookie go to the doctor? because it felt crummy! hehe',
  'what do you call a sleepy dinosaur? a dino-snore!',
  'why are fish so smart? because they live in schools!',
  'what do you call a bear with no teeth? a gummy bear!',
  'why do bees hum? because they forgot the words!',
  "why can't eggs tell jokes? they would crack up!",
  "what's a cat's favourite colour? purr-ple!",
  'what do you call a fish with no eyes? a fsh!',
  'why did the teddy bear say no to dessert? it was already stuffed!',
  'what do you call a cow with no legs? ground beef! hehe',
  'what do cows say on their birthday? happy birth-moo!',
  'why did the banana go to the doctor? it was not peeling well!',
  'what falls but never gets hurt? the rain!',
  "what is a frog's favourite game? croak-et! hehe",
  'why did the pancake blush? it saw the syrup!',
  'what do you call a duck that gets all As? a wise quacker!',
  'what do you call a pig that does karate? a pork chop!',
  'why was the math book sad? it had too many problems!',
  'how do you make an egg roll? you push it!',
  'what do you call a dog magician? a labracadabrador!',
  'why did the carrot win a prize? it was outstanding in its field!',
  'what do you call a snowman in summer? a puddle!',
  'what kind of tree fits in your hand? a palm tree!',
  'why do owls never get wet? they always bring their hoo-mbrellas! hehe',
  'what did one wall say to the other? see you at the corner!',
  "what is a ghost's favourite fruit? boo-berries!",
  'why did the strawberry cry? it was in a jam!',
  'what do you call a sleeping bull? a bulldozer!',
  'what do you call a bunny with fleas? bugs bunny! hehe',
  'why did the cookie cry? its mum was a wafer too long!',
  'what do you call a penguin in the desert? lost!',
  'why did the apple stop in the middle of the road? it ran out of juice!',
  'what do snails eat for breakfast? slow-ghetti!',
  'what has four wheels and flies? a bin truck! hehe',
  'what do you call a hedgehog that plays chess? a prickly thinker!',
  'why was the broom late? it over-swept!',
  'what do clouds wear? thunderwear! hehe',
  'why did the moon skip dinner? it was full!',
  'why did the star go to school? to get brighter!',
  'what do you call a bee that is always whispering? a mumble bee!',
  'why do ducks have feathers? to cover their butt-quacks!',
  'what kind of music do balloons like? pop music!',
  "why can't a bike stand up? it is two tired!",
  'what do you call a sleeping pizza? a piZZZa!',
  'what do you get when you cross a snowman and a dog? frostbite!',
  "what is a cat's favourite button? the mouse!",
  'where do sheep get haircuts? at the baa-baa shop!',
  'what do you call a carrot that talks back? a fresh vegetable!',
  'why did the egg hide? it was a little chicken!',
  'what do you call a funny mountain? hill-arious!',
  'why do fish live in salt water? pepper makes them sneeze!',
  'what kind of key opens a banana? a mon-key!',
  'how does a penguin build its house? igloos it together!',
  'why did the butterfly never go to dances? it was a moth ball! hehe',
  'what did the big flower say to the little flower? hi, bud!',
  'what did the pillow say to the bed? I have got your back!',
  'what do you call a dinosaur with a big vocabulary? a thesaurus!',
  'why did the pebble never get lost? it always rocked the map!',
  'what animal is always at a baseball game? a bat!',
  'how do bees get to school? on the school buzz!',
  'what do you call a lazy kangaroo? a pouch potato!',
  'why are ghosts bad at lying? you can see right through them!',
  'what do you call a train full of toffee? a chew chew train!',
];

/** Knock-knock jokes, told whole in one line, for "tell me a knock knock joke". */
export const KNOCK_KNOCKS: readonly string[] = [
  "knock knock! who's there? lettuce! lettuce who? lettuce in, it's cold out here!",
  "knock knock! who's there? boo! boo who? don't cry, it's only a joke!",
  "knock knock! who's there? olive! olive who? olive you so much!",
  "knock knock! who's there? owl! owl who? owl be your best friend forever!",
  "knock knock! who's there? orange! orange who? orange you glad to see me?",
  "knock knock! who's there? cow says! cow says who? no, silly, a cow says moo!",
];

export const RIDDLES: readonly string[] = [
  "what has ears but can't hear? corn!",
  'what has a neck but no head? a bottle!',
  'what goes up but never comes down? your age!',
  'what gets wetter the more it dries? a towel!',
  'what has hands but cannot clap? a clock!',
  'what has legs but cannot walk? a table!',
  'what can you catch but not throw? a cold!',
  'what is full of holes but still holds water? a sponge!',
  'what has one eye but cannot see? a needle!',
  'what has many teeth but cannot bite? a comb!',
  'what is always in front of you but cannot be seen? the future!',
  'what has a face and two hands but no arms? a clock!',
  'what kind of room has no doors or windows? a mushroom!',
  'what has a thumb and four fingers but is not alive? a glove!',
  'what goes up when the rain comes down? an umbrella!',
  'what is black and white and read all over? a book!',
  'what can fill a room but takes up no space? light!',
  'what has a bottom at the top? your legs!',
  'what runs but never walks? water!',
  'I am tall when I am young and short when I am old. what am I? a candle!',
  'what has four legs in the morning and says moo? a cow! hehe',
  'what building has the most stories? the library!',
  'what has keys but opens no locks? a piano!',
  'what gets bigger the more you take away? a hole!',
];

/**
 * Short stories told about what the owner asks for ("a story about a dragon"): {thing} is their word. The words are the
 * pet's own, so a led story passes the line grammar whatever the thing is (the owner's words are known too).
 */
export const TOPIC_STORIES: readonly string[] = [
  'once upon a time, a little {thing} found a shiny pebble. it was so happy it did a dance. the end!',
  'once a tiny {thing} got lost in the blankets. it followed a sock and found its way home. the end!',
  'one day a {thing} came to my window. we played all day, and then we had a snack. the end!',
];
/** Short stories of two things the owner asks for ("a story about a dragon and a cupcake"): {thing} and {other}. */
export const TWO_THING_STORIES: readonly string[] = [
  'once upon a time, a little {thing} found a {other}. they became best friends and did a happy dance. the end!',
  'once a tiny {thing} and a {other} went on a picnic. it rained, so they hid under a leaf and giggled. the end!',
  'one day a {thing} wished for a {other}, and there it was, right by its bed! the end!',
];
/** A story of the owner and the pet together ("a story about u and me"). */
export const OUR_STORY = 'once you and I went on an adventure. we found a shiny pebble and played all day. the end!';

/** A few sung lines of each of the pet's songs (persona.ts names them). */
export const SONG_VERSES: Readonly<Record<Song, readonly string[]>> = {
  'the snack song': [
    'snacky snack, yum yum yum, a cookie for my tum tum tum!',
    'la la, munch munch, snacks for lunch!',
    'crunchy, munchy, yummy in my tummy, la la la!',
  ],
  'the moon song': [
    'moon, moon, shining bright, say hello to me tonight!',
    'la la, the moon is round, the moon makes no sound!',
    'hello moon, goodnight sun, sleepy time for everyone!',
  ],
  'the sleepy song': [
    'yawn, yawn, close your eyes, dream of cookies in the skies!',
    'hush now, cosy bed, soft pillow for my head!',
    'la la lullaby, the stars are up so high!',
  ],
  'the bouncy song': [
    'bounce, bounce, up and down, I am the bounciest pet in town!',
    'boing boing, jump so high, I can almost touch the sky!',
    'hop hop hop, I cannot stop, la la la!',
  ],
  'the rain song': [
    'pitter patter, drip drop, rain rain, never stop!',
    'splish splash, rainy day, puddles are the place to play!',
    'drip drop on the window, la la la, the rain says hello!',
  ],
  'the hello song': [
    'hello, hello, how are you? I am happy, how about you?',
    'hi hi hi, wave hello, you are the nicest friend I know!',
    'la la la, you came to play, hello, hello, a happy day!',
  ],
  'the tidy song': [
    'tidy, tidy, one two three, everything as neat can be!',
    'sweep sweep, dust dust, a tidy room is a must!',
    'la la, all in a row, my shelf is neat, and so I glow!',
  ],
  'the brave song': [
    'brave, brave, I am brave, I am not scared of any cave!',
    'march march, stomp stomp, I can do it, I can romp!',
    'la la la, I stand up tall, I am not scared at all!',
  ],
  'the cuddle song': [
    'cuddle cuddle, snuggle tight, hug me, hug me, day and night!',
    'soft and warm, cosy too, I love cuddles, I love you!',
    'la la la, a hug for you, a hug for me, and one more too!',
  ],
  'the silly song': [
    'wiggle wiggle, noodle noodle, I am a silly doodle!',
    'boop boop, beep beep, I am a silly sheep!',
    'la di da, a banana hat, I am sillier than a cat!',
  ],
  'the star song': [
    'twinkle, twinkle, little star, I can see you from afar!',
    'shiny stars, up so high, sparkle, sparkle in the sky!',
    'la la la, a wish on a star, dreams can take you very far!',
  ],
  'the why song': [
    'why is the sky blue? why do cows say moo? la la la!',
    'how and why and what and where, questions, questions, everywhere!',
    'la la, I wonder, I wonder, why is there thunder?',
  ],
};

/** One of a bank's lines for a led reply, `pick` (the try's draw) choosing which, so each try may lead another. */
export function pickLine(lines: readonly string[], pick: number): string {
  return lines[Math.abs(Math.trunc(pick * 7919)) % lines.length]!;
}

/** The words a baby sings of a verse: at least two of its own, at most five. */
const BABY_SUNG = { least: 2, most: 5 };
/** Sung syllables, which carry no words of a verse. */
const SYLLABLES = /^(?:la|lala|lalala|di|da)$/u;
const wordsIn = (phrase: string) =>
  phrase
    .replace(/[^\p{L}\s']/gu, '')
    .split(/\s+/u)
    .filter((w) => w && !SYLLABLES.test(w.toLowerCase())).length;

/**
 * A verse as the pet sings it: a baby sings its first whole phrases, two to five words of its own ("moon, moon",
 * "why is the sky blue?"; the first words of a phrase that runs longer), and "la la!".
 */
export function sungLine(verse: string, stage: Stage): string {
  if (stage !== 'baby') return verse;
  const sung: string[] = [];
  let count = 0;
  for (const phrase of verse.split(/(?<=[,.!?])\s+/u)) {
    const n = wordsIn(phrase);
    if (count >= BABY_SUNG.least) break;
    if (count + n > BABY_SUNG.most) {
      if (count === 0) sung.push(phrase.split(' ').slice(0, BABY_SUNG.most).join(' '));
      break;
    }
    sung.push(phrase);
    count += n;
  }
  return `${sung.join(' ').replace(/[,.!?]+$/u, '')}, la la!`;
}
