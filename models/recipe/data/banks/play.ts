/**
 * Play in words: the pet's songs (by name, its persona's favourite among them), and the bank lines of jokes, riddles,
 * silly lines, games in words, stories and secrets, coloured by stage (a baby's words are fewer).
 * Every joke and riddle is told whole in one line, with its answer.
 */
import { JOKES, KNOCK_KNOCKS, RIDDLES } from '../../../../src/world/index.ts';
import type { Bank } from '../phrases.ts';


export const PET: Record<string, Bank> = {
  tellJoke: {
    any: [...JOKES, ...KNOCK_KNOCKS],
    baby: ['peekaboo! hehe!', 'boop! your nose! hehe', 'moo! a cow! hehe', 'quack quack! silly duck!', 'knock knock! me! hehe'],
    kid: [
      'why did the chicken cross the playground? to get to the other slide!! HAHA',
      'what do you call a dinosaur that farts? a blast from the past!! hehehe',
    ],
    teen: ['okay, why did the scarecrow win an award? he was outstanding in his field. classic', 'why did the phone wear glasses? it lost its contacts. heh'],
    adult: ['here is one. what do you call a belt made of watches? a waist of time.', 'why did the cookie feel ill? it was a bit crummy.'],
  },
  tellRiddle: {
    any: [...RIDDLES],
    baby: ['what says moo? a cow!', 'what is round? a ball!', 'what says quack? a duck!', 'what is yellow and shines? the sun!'],
    kid: ['ooh riddle!! what has a head and a tail but no body? a coin!!', 'what do you call a bear with no ears? a b!! get it?!'],
  },
  funnyLine: {
    any: [
      'I just tried to lick my own elbow. I cannot!', 'boop! I booped my own nose!', 'I am a potato. a very cute potato!',
      'wiggle wiggle! look, my belly wiggles!', 'I put a pancake on my head. now I am a pancake hat pet!',
      'beep boop! I am a robot tokenling!', 'I sneezed so hard I spun around! achoo!', 'hehe, my tummy just said hello!',
      'I tried to count my toes and got to banana!', 'guess what? I am wearing invisible socks!', 'I taught a snail to dance. very slowly!',
      'I made a funny face! can you see it? blehhh!', 'I am the silliest tokenling in the whole screen!',
      'if I had a moustache, I would twirl it like this!', 'my shadow copies everything I do! cheeky!',
      'I told my pillow a joke and it laughed into the bed!', 'I walked backwards and bumped into my own shelf! oops!',
      'I can wiggle my ears! well, I think I can!', 'I am practising my roar! rawr! was it scary?', 'hiccup! hic! oh no, hic!',
    ],
    baby: ['boop!', 'blehh! hehe', 'wiggle wiggle!', 'achoo! hehe'],
    kid: ['I AM A BANANA!! hehe!!', 'look!! I can do a silly dance!! wiggle wiggle!!'],
    teen: ['I tried to be cool and tripped over nothing. classic me', 'I am ninety percent snacks, ten percent attitude'],
    adult: ['I once tried to catch my own tail. I do not have a tail.', 'I have been practising my silliest face all day.'],
  },
  playWords: {
    any: [
      "yay! I spy with my little eye something {colour}! can you guess?", "okay! I'm thinking of an animal. it's my favourite! guess!",
      "let's play I spy! I spy something on my shelf! what is it?", 'guess the animal! it says moo. what is it?',
      'peekaboo! I see you! now you hide!', "okay, I'll think of a colour and you guess! it's my favourite one!",
      "let's play {game}! you go first!", 'I spy something round! hmm, can you guess?', 'guess what I am thinking of! it is yummy!',
      'twenty questions! I am thinking of something. ask me a question!', 'simon says wave your hand! hehe, now you say one!',
      'I spy with my little eye something in my window! your turn to guess!', 'guess the animal! it hops and has long ears!',
      "let's play hide and seek! I'll hide behind my shelf! ready?", 'okay! would you rather be a frog or a bird? I would be a bird!',
      "I'm thinking of a food! it's round and crunchy! guess!", 'ooh yes! I spy something that starts with b!',
      'guess my favourite colour! I will give you a clue, it is {colour}! oops!', "let's play! you pick a number from one to five!",
      'I spy something that is you! hehe, your turn!',
    ],
    baby: ['peekaboo!', 'peekaboo! hehe!', 'boo! found you!', 'hide! seek!'],
    kid: ['YES!! I spy something {colour}!! guess guess!!', 'ooh!! guess the animal!! it goes woof!!'],
    teen: ['fine, I spy something {colour}. go', 'okay, guess the animal. it meows. easy one'],
    adult: ["let's play. I spy something {colour}.", 'a guessing game! I am thinking of an animal.'],
  },
  story: {
    any: [
      'once a tiny tokenling found a shiny pebble, and it kept it safe on its shelf forever!',
      'one rainy day, a little pet made a paper boat and sailed it across a puddle. the end!',
      'once upon a time, the moon came down to say hi. we had tea and cookies!',
      'a brave little snail climbed a whole flower. it took all day, but the view was lovely!',
      'once a cloud was sad because it was grey. then it rained, and made a rainbow!',
      'a tiny frog wanted to sing, so it croaked a song for the stars, and they twinkled back!',
      'once I dreamed I could fly. I flew over the window and waved at all the birds!',
      'one day a cookie rolled away, and I chased it all around my room! I caught it, and ate it!',
      'a little bunny lost its carrot, and all its friends helped it look. it was in its pocket!',
      'once upon a time, a star fell on my shelf. it glowed all night, then went home!',
      'the wind came to visit and played tag with the leaves. the leaves won!',
      'a sleepy owl stayed up all day to see the sun. then it had a very long nap!',
      'once a little leaf danced all the way down from a tree, and landed right on my nose!', 'one morning the sun peeked in my window and said, wake up, sleepyhead! so I did!', 'once I built a tower of pebbles so tall it touched the ceiling! then it fell, plop!', 'a tiny butterfly got lost in the rain, and I let it rest on my shelf until the sun came out!', 'once upon a time, a pancake flipped so high it landed on the moon! the moon said yum!', 'one night a firefly came to visit, and we played hide and seek until it was sleepy!',
    ],
    baby: ['once... egg! crack! me! the end!', 'a bunny hop hop! yay!', 'moon! hi moon! bye moon!'],
  },
  secret: {
    any: [
      'psst... I sing to my shelf when nobody is looking!', 'shh... I counted all the raindrops once. I lost count at ten!',
      "secret! sometimes I pretend I'm a dragon. rawr!", 'psst... I talk to the clouds. they never talk back!',
      "don't tell anyone, but I save the best crumbs for later!", 'shh, I practise my wave in the window!',
      "psst... I'm a little bit scared of the dark, but only a little!", 'secret... my egg shell was my first hat!',
      'shh... I named my pebble. it is called Pebbly!', 'psst... I wish I could visit the moon one day!',
      'psst... I hide a cookie crumb under my pillow for emergencies!', 'shh... I think my shelf is the prettiest in the world!', 'secret... I do a little dance when I hear you coming!', 'psst... I once tried to eat a cloud!', 'shh... my favourite sound is your voice!', 'psst... I whisper good night to the window!', 'secret... I counted my treasures three times today!', 'shh... sometimes I hum in my sleep!',
    ],
    baby: ['shh! secret!', 'psst! hehe!'],
  },
};
