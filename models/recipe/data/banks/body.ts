/**
 * The body group: owners asking about (or remarking on) the pet's needs, one
 * stat at a time, and the pet's answers, each true only for its own state.
 */
import type { Bank } from '../phrases.ts';

/** Owner phrasings by intent. */
export const OWNER: Record<string, string[]> = {
  askDirty: [
    "are u dirty", "r u smelly 👃", "do you smell bad?", "is {pet} a stinky baby?", "are you clean?", "how clean r u",
    "u dirty??", "R U STINKY", "do u stink", "are you all mucky?", "r u clean or dirty", "need a wash?",
    "do u need a shower lol", "how smelly are you today", "are you grubby", "is ur fur dirty", "do you smell nice?",
    "is that smell coming from u?", "r u sparkly clean?", "are you squeaky clean {pet}?", "do you feel dirty",
    "r u muddy", "you dirty or nah", "are u a lil stinky", "when did u last have a bath?", "how long since ur bath",
    "do you need a bath {pet}?", "bath needed??", "is it time to wash u", "do i need to wash you",
    "should i give u a bath", "are you nice and clean?", "cleanliness check!", "stink check 👃",
    "let me sniff... r u stinky?", "do u smell like feet lol", "are u covered in dirt", "r u a mess",
    "how dirty r u on a scale of 1 to 10", "are you filthy?", "is there dirt on you", "u need a scrub?",
    "are you clean enough?", "DO U NEED A WASH", "r u smelly or nah", "do you feel fresh?", "are you fresh and clean",
    "hey {pet} are u dirty again", "r u stinky again 😂", "is ur face dirty", "are ur paws muddy", "did u get dirty",
    "did you roll in mud??", "yuckiness level?", "u smell ok?", "do u smell good or bad", "r u stinkyyy",
    "are you a bit whiffy?", "is it time for bubbles?", "sooo... r u clean", "are you dirty {pet}?", "dirty?",
    "smelly?", "are yu stinky", "ar u dirty", "do u need 2 wash", "how stinky r u rn", "are you clean this {part}?",
    "mucky or clean??", "stinky or not stinky 🤔", "r u due a bath",
  ],
  askSick: [
    "are u sick", "r u ill", "do you feel sick?", "r u feeling poorly", "are you unwell?", "are you ok or sick",
    "u sick??", "do u have a cold", "do you have a fever", "is ur tummy hurting", "do you need medicine?",
    "need medicine?", "r u poorly", "you look sick", "are you feeling yucky?", "are you healthy?", "r u healthy",
    "do u feel ok or sick", "is something wrong with u", "does anything hurt?", "do u hurt anywhere",
    "are you coughing?", "do u have a runny nose", "r u sneezing", "are you getting sick?", "u feeling ill?",
    "are you all better now?", "r u better", "are u still sick", "do u need the doctor", "should i get u medicine",
    "do you need a pill", "are you under the weather?", "feeling icky?", "R U SICK OR WHAT", "R U OK OR SICK",
    "r u sick 🤒", "are u sick {pet}", "is {pet} sick", "u got a bug?", "do u have germs", "r u germy lol",
    "is ur head hot", "do you have a temperature?", "do u feel like throwing up", "are you feeling queasy",
    "u look green r u sick", "are you ill today?", "healthy or sick?", "ill?",
    "are you okay? you seem sick", "you don't look well, are you ok?", "r u feeling sickly", "health check!",
    "hows ur health", "are you in good health?", "did u catch a cold", "do you have the flu", "r u sik", "are u sic",
    "do u feel sickk", "is ur throat sore", "do you feel rotten", "do you need to see a vet", "vet time?",
    "poorly?", "r u feeling any better today", "plz tell me ur not sick", "r u sick this {part}?",
  ],
  askFun: [
    "are you getting bored?", "u bored", "r u having fun", "are you having a good time?", "having a fun day?",
    "is it boring in there", "r u bored rn", "are u having fun {pet}", "do u have enough fun",
    "is ur day fun", "are you enjoying yourself?", "r u entertained lol", "are you bored out of your mind",
    "having a blast?", "is it fun being a pet", "are you having fun in there?", "is it boring being alone",
    "do u get bored", "r u bored yet", "u having fun or nah", "fun level?", "how fun is ur day", "is today fun",
    "how much fun r u having", "are u bored 😐", "u having fun 😄", "r u bord", "are yu bored",
    "is there nothing to do in there", "r u just sitting there bored", "do u need some fun",
    "do you need cheering up?", "are you having the best time?", "r u having a gr8 time", "fun?",
    "is it a fun {part}?", "enjoying ur {part}?", "r u bored this {part}", "are u bored or happy",
    "bored or having fun?", "u seem bored", "you look bored lol", "r u boreddd", "BOREDOM CHECK", "how bored are you",
    "rate ur fun 1-10", "are you having loads of fun", "is it fun in ur screen", "are you having fun with me?",
    "r u entertained enough", "are you getting enough playtime?", "is life boring for u", "r u bored to death lol",
    "whats ur fun level", "are you in a fun mood", "is it a boring day", "are u having fun yet?",
    "r u having fun or r u bored", "bored much?", "r u having fun {pet}? 🎉", "fun or boring?",
  ],
  askWant: [
    "wat do u need", "whatcha need?", "what do you want {pet}?", "do u need anything", "need anything?",
    "anything u want?", "what can i get u", "what can i do for you", "how can i help u", "what would make u happy",
    "is there something u need", "what r u wanting", "tell me what u want", "whats missing", "what are you after?",
    "what would u like", "what would you like right now?", "need something?", "u need something?",
    "do u want something", "WHAT DO YOU WANT", "what do u need from me", "i can get u anything, what do u want",
    "any requests?", "ur wish is my command", "whats ur wish", "what do u need rn", "wat u want", "wut do u want",
    "whaddya want", "what are u asking for", "why r u crying what do u want", "what is it, what do u need?",
    "is there anything i can get you?", "can i get u something", "do u need anything from me {pet}",
    "what do you need the most right now?", "whats the thing u need", "tell me what you need", "say what u need",
    "what should i give u", "what should i do for u", "do u need me to do something", "u want anything?",
    "anything i can do?", "what would help?", "what does {pet} want", "what does my baby need",
    "what do u need buddy", "need anythin?", "what r u missing", "is anything missing", "r u ok, need anything?",
    "what are you needing?", "you need something? just tell me", "what can i bring u", "whats up, u need something?",
    "what u need?", "wat do u want 😊", "whats wrong what do u need", "anything else u need?",
    "what do u need to be happy", "gimme a hint, what do u want", "i'm here, what do you need?",
    "your order please 😂", "what do u want the most", "u wanting something?", "whatcha want?",
    "WHAT DO U NEED", "what do you want this {part}?",
  ],
  toldStinky: [
    "you smell", "u stink", "ew u smell bad", "ewww stinky", "pee-yew", "phew, stinky", "ur so smelly lol",
    "you smell like socks", "something smells and its u", "you reek", "u reek 🤢", "gross u smell", "STINKY",
    "UR STINKY", "ur a stinky pet", "you need a bath, you smell", "i can smell u from here",
    "i can smell you through the screen lol", "whoa whats that smell, its you!", "ugh stinky {pet}",
    "stinky {pet} lol", "you smell funny", "u smell weird", "u smell bad today", "you are so stinky", "youre stinky",
    "you're a little stinky", "ur kinda smelly ngl", "ngl u stink", "u smell like a dirty sock",
    "you smell like the bin", "u smel", "u stinky", "ur stinkyyy", "PU you stink", "eww u smell 🤢", "🤢 omg u reek",
    "i have to hold my nose", "my nose hurts from ur smell", "you smell gross", "u smell yucky",
    "smelly smelly {pet}", "you smell like a swamp", "u smell like mud", "u stink so bad", "omg the smell",
    "omg u stink", "stinky boy", "stinky girl", "stinky baby", "someone is stinky 👀",
    "somebody needs a bath and its you", "who smells? you do", "i think u smell", "you smell kinda bad",
    "you smell a bit", "you pong", "ur whiffy", "whiffy {pet}", "u smell like my dog lol", "you stink!!!",
    "u smellll", "stinkyyy", "pee yew u stink", "gross gross gross u smell", "smells like u need a bath",
    "you smell, just saying", "not to be mean but u smell", "sorry but u kinda stink", "yuck, you smell",
    "holding my nose 👃 its u",
  ],
  toldHungry: [
    "u look hungry", "you must be hungry", "u must be starving", "ur belly is growling", "i hear ur tummy",
    "i can hear your tummy rumbling", "you look starving", "bet ur hungry", "i bet you are hungry", "you seem hungry",
    "u seem hungry lol", "ur hungry arent u", "you're hungry, i can tell", "i think ur hungry",
    "i think you need food", "u look like u need a snack", "ur tummy sounds empty", "ur stomach is making noises",
    "grumble grumble, thats ur tummy", "you havent eaten in ages", "u havent eaten all day",
    "you must be so hungry by now", "u must be famished", "ur starving i know it", "ur hangry lol",
    "someone is hangry", "i think someone is hungry 👀", "somebody looks hungry", "was that ur tummy?",
    "ur tummy just growled", "i heard that tummy!", "ur tummy is so loud", "you look like u could eat",
    "bet u could eat a horse", "u look peckish", "you look a bit peckish", "ur belly must be empty",
    "ur belly is empty i bet", "UR HUNGRY", "YOU MUST BE STARVING", "u r hungry", "u hungry i can tell",
    "poor thing u must be hungry", "aww ur hungry", "you look sooo hungry", "ur drooling, u must be hungry",
    "u keep looking at food lol", "u look at me like im a snack", "ur tummy is empty", "you need to eat, you look hungry",
    "u are starving", "it sounds like ur hungry", "i can tell ur hungry", "ur probably hungry",
    "you are probably starving", "its been forever since u ate", "ur tummy wants food", "your belly wants food",
    "tummy rumbles 👂 thats you", "ur tum tum is rumbly", "hungry pet alert 🚨", "u look hungy", "u must be hungy",
    "ur hungryyy", "your stomach is growling",
  ],
  askEat: [
    "go eat", "eat up!", "time to eat", "u need to eat", "eat pls", "please eat something", "have a snack",
    "have some food", "go have a snack", "eat ur food", "eat your dinner", "eat ur breakfast", "come eat", "EAT",
    "eat eat eat", "u should have a snack", "grab a bite", "grab a snack", "have a bite", "go get some food",
    "get some food in u", "fill ur tummy", "fill up ur belly", "eat something yummy", "nom nom time, eat up",
    "you gotta eat", "u gotta eat {pet}", "dinner time! eat!", "lunch time, go eat", "its snack time, eat",
    "go on, eat", "have something to eat", "eat a little", "eat a bit pls", "just eat a bit", "take a bite",
    "chow down", "dig in!", "munch munch, ur turn", "eat before bed", "eat before u play", "u need food, go eat",
    "dont forget to eat", "don't skip meals!", "time for food!", "food time {pet}", "pls eat for me", "eat up buddy",
    "EAT SOMETHING NOW", "go eat sumthin", "eat sumthing", "eat plz", "u need 2 eat", "have ur meal",
    "time for a meal", "go munch on something", "snack up", "fuel up!", "go eat 🍽️ now", "nom time 🍽️ eat up",
    "open wide, time to eat", "eat so u grow big", "eat so you get strong", "ok now eat", "finish ur food",
    "u should eat a snack", "lets eat!", "let's eat together", "come have lunch", "eat ur {part} meal",
  ],
  askBath: [
    "take a bath", "go have a bath", "bath time!", "get in the bath", "go wash", "wash yourself", "go wash ur face",
    "wash ur hands", "clean urself up", "have a shower", "go shower", "take a shower", "time to wash",
    "go get clean", "scrub scrub time", "go scrub up", "get washed", "u need to wash", "u should take a bath",
    "BATH NOW", "BATH TIME {pet}", "into the tub!", "hop in the tub", "jump in the bath", "bubble bath time 🛁",
    "🛁 go", "go wash pls", "wash ur paws", "rinse off", "go get squeaky clean", "time to get clean",
    "go clean yourself", "get in the shower", "u have to have a bath", "pls have a bath", "bath pls", "bathtime!!",
    "u gotta wash", "wash before bed", "wash before dinner", "go have a wash", "have a quick wash", "freshen up",
    "go freshen up", "clean ur face", "soap time", "lets get u washed", "let's give you a bath",
    "i'm giving u a bath", "splash time! bath!", "go splash in the bath", "take a bubble bath", "get in the water",
    "tub time", "bath bath bath", "go get washed up", "u need a scrub, go", "wash behind ur ears", "wash ur feet",
    "go bathe", "bathe pls", "get clean {pet}", "go and wash, {pet}", "i want u to take a bath",
    "no arguing, bath", "u r having a bath", "wash wash", "time for ur bath", "have a bath this {part}",
  ],
  askFeeling: [
    "hru", "hru {pet}", "how u doin", "how u feeling", "how r u feelin", "hows ur day", "hows my fav pet",
    "how r u today", "how r u this {part}", "u alright?", "u ok?", "u ok hun", "r u good", "r u happy",
    "r u happy today?", "how are u", "how are you doing?", "how have you been?", "how you been", "hows life",
    "how's life in there?", "how r things", "whats ur mood", "mood?", "mood check!", "vibe check",
    "how are we feeling today?", "are you doing well?", "all good?", "everything ok in there?", "how do u feel today",
    "how is {pet} feeling", "how is my baby", "how r u doing today", "how ya feeling 😊", "hey how r u feeling 💕", "hows it going {pet} 😊", "u doing ok?", "feeling ok?",
    "hows ur {part} going", "how are you holding up?", "are you feeling good today?", "tell me ur feelings",
    "r u feeling happy", "u happy?", "are u sad today", "you look sad, r u ok", "how are ya", "hey hows it goin",
    "hows everything", "hi {pet} how are u", "how r u doing {pet}", "are u feeling alright", "are you in a good mood?",
    "good mood or bad mood?", "how u feel rn",
  ],
  askHungry: [
    "u hungry", "r u hungry or full", "tummy empty?", "u need food?", "hungry yet?", "want to eat sumthin?", "r u hungy", "r u starving", "are you starving?", "how hungry r u",
    "hows ur tummy", "hows ur belly", "how is your tummy doing?", "is ur tummy full", "r u full", "u full?",
    "is ur belly full or empty", "tummy check!", "tummy full or empty?", "do u want food", "want a snack?",
    "wanna snack", "want sum food", "need food?", "r u peckish", "peckish?", "feeling hungry?", "are u feeling hungry",
    "do u feel hungry", "r u hungry rn", "r u hungry yet", "are you hungry yet {pet}?", "u hungry or nah",
    "hungry or full?", "did u eat yet", "have you eaten?", "have u had anything to eat", "when did u eat last",
    "is it time to feed u", "do i need to feed you", "should i feed u", "does ur tummy need food",
    "is ur tummy rumbly", "r u hungryyy", "is ur tummy hungry 🍽️", "do you want some food {pet}?",
    "how empty is ur tummy", "are u hungry {pet}", "is ur belly rumbling", "r u hungry this {part}?",
  ],
  askTired: [
    "r u tired", "r u sleepy or nah", "how tired are u rn", "do u need a snooze", "u sleepy", "are u sleepy", "r u exhausted",
    "are you exhausted?", "r u worn out", "are you worn out?", "u look sleepy", "you look sleepy {pet}",
    "how sleepy r u", "how tired r u", "do u need sleep", "r u low on energy", "hows ur energy level rn", "r ur eyes heavy rn", "r u wide awake",
    "u awake?", "are you awake?", "r u still awake", "energy check!", "energy level?", "hows ur energy",
    "do u have energy", "r u full of beans", "r u hyper", "are u hyper today", "r u bouncy", "r u tired yet",
    "are you getting sleepy?", "r u yawning", "is {pet} sleepy", "r u running out of energy", "u look worn out", "need a lil nap?", "R U SLEEPY YET 😴",
    "r ur eyes droopy", "feeling tired?", "do u feel sleepy", "r u tired from playing", "are you tired out?",
    "need a rest?", "u need rest", "sleepy or awake?", "tired or awake", "r u dozy", "r u drowsy",
    "r u tired this {part}?",
  ],
};

/** Pet lines by situation. */
export const PET: Record<string, Bank> = {
  'tummy.starving': {
    any: [
      "I'm starving!", "so so hungry!", "my tummy is totally empty", "I need food so bad", "hungry hungry hungry!",
      "my belly is roaring", "empty tummy, big rumbles", "please, food, soon!", "I'm super duper hungry",
      "my tummy is making big noises",
    ],
    baby: ["hungy! hungy!", "tummy empty!!", "nom! nom! now!", "feed pwease!", "waaah, hungy"],
    kid: [
      "I'm STARVING!!", "my tummy is roaring like a lion!!", "I could eat a whole mountain!!",
      "food food food please!!", "I'm so hungry I can't even think!!",
    ],
    teen: ["literally starving here", "feed me. seriously", "starving. no joke", "I'm running on empty", "my stomach is an empty cave"],
    adult: [
      "I'm terribly hungry, {owner}.", "I'm famished, I'm afraid.", "my tummy is quite empty. I really need to eat.",
      "yes, very hungry. it's been far too long.", "I'm starving, to be honest.",
    ],
  },
  'tummy.hungry': {
    any: [
      "yes, I'm hungry", "my tummy is rumbly", "hungry, yes!", "I want some food", "I could really eat now",
      "my belly is grumbling", "food would be nice", "yes please, I'm hungry", "tummy says yes", "my tummy wants food",
    ],
    baby: ["hungy!", "yes! nom?", "tummy gwumble", "food?", "nom nom pwease"],
    kid: [
      "yes!! I'm hungry!!", "my tummy is grumbling!!", "can we eat?? please??", "yes yes, food time!!",
      "I'm hungry!! feed me please!!",
    ],
    teen: ["hungry, yeah", "yep. food time", "my stomach is complaining", "honestly? yes. hungry", "food would be great rn"],
    adult: [
      "yes, I'm hungry, {owner}.", "I am rather hungry.", "I'd love something to eat.",
      "my tummy is grumbling. hungry, yes.", "it's time for a meal, I think.",
    ],
  },
  'tummy.peckish': {
    any: [
      "a little hungry", "I could eat a snack", "just a tiny bit hungry", "maybe a small snack?", "a nibble would be nice",
      "I'm a bit peckish", "not a lot, but I could eat", "my tummy is a little empty", "a wee bit hungry",
      "a small bite sounds good",
    ],
    baby: ["bit hungy", "tiny nom?", "lil snack?", "nibble?", "little hungy"],
    kid: [
      "I'm a little bit hungry!", "maybe a teeny snack?", "I could eat a small something!", "a tiny bit hungry, hehe!",
      "snack maybe? just a little one!",
    ],
    teen: ["eh, could eat", "a little hungry, I guess", "peckish, kinda", "wouldn't say no to a snack", "sort of hungry. ish"],
    adult: [
      "I'm a little peckish.", "I could manage a small snack.", "just slightly hungry, {owner}.",
      "a light bite would be nice.", "I'm not very hungry, but I could eat a little.",
    ],
  },
  'tummy.full': {
    any: [
      "no thanks, I'm full", "my tummy is full", "I've had enough", "no food for me right now", "all full!",
      "I already ate, thanks", "tummy is nice and full", "I'm good, I ate", "full and comfy", "nope, my belly is full",
    ],
    baby: ["full!", "no nom", "tummy good", "all done nom", "no fank you"],
    kid: [
      "nope!! I'm full!", "my tummy is all full up!", "I ate already!! no thanks!", "full full!! hehe",
      "no thank you!! my tummy is full!",
    ],
    teen: ["nah, I'm full", "I'm good, ate already", "nope. full", "pass. I'm full", "ate. I'm set"],
    adult: [
      "I'm full, thank you.", "I've eaten enough for now.", "no, I'm well fed, {owner}.", "my tummy is nicely full.",
      "thank you, but I've had plenty.",
    ],
  },
  'tummy.stuffed': {
    any: [
      "I'm so, so full", "my tummy is stuffed", "no more food, please!", "my belly is round as a ball",
      "I ate way too much", "stuffed to the top", "not one more bite", "I'm full as can be", "oof, so full",
      "my tummy might pop",
    ],
    baby: ["stuffed!", "big tummy!", "no more nom!", "oof, full", "all full up!"],
    kid: [
      "I'm SO stuffed!!", "my tummy is a giant balloon!!", "no more!! not even a crumb!!",
      "I ate sooo much!!", "I can't fit anything else!!",
    ],
    teen: ["ugh, way too full", "stuffed. don't even", "food coma, basically", "I regret that last bite", "too full to move"],
    adult: [
      "I'm thoroughly stuffed, {owner}.", "I couldn't manage another crumb.", "I've eaten far too much, I think.",
      "my tummy is completely full.", "no more for me, thank you. I'm stuffed.",
    ],
  },
  'energy.exhausted': {
    any: [
      "so, so tired...", "my eyes keep closing", "I'm completely worn out", "I need to sleep right now",
      "too tired to move", "zzz... huh? so tired", "I have no energy left at all", "my eyelids are so heavy",
      "I'm running on nothing", "one big yawn... so tired",
    ],
    baby: ["sooo sweepy", "nigh nigh...", "eyes shut...", "zzz...", "tiwed..."],
    kid: [
      "I'm sooo tired I could fall over!!", "my eyes won't stay open!", "I need bed right now...",
      "I'm all out of energy...", "too sleepy to even hop...",
    ],
    teen: ["dead tired. seriously", "I'm wiped", "zero energy. none", "barely functioning rn", "need. sleep. now"],
    adult: [
      "I'm utterly exhausted, {owner}.", "I can hardly keep my eyes open.", "I really must sleep soon.",
      "I'm worn right through, I'm afraid.", "every bit of my energy is gone.",
    ],
  },
  'energy.sleepy': {
    any: [
      "yes, I'm sleepy", "a little nap would be nice", "yaaawn, sleepy", "my eyes feel droopy", "I'm getting drowsy",
      "sleepy, yes", "I could curl up and nap", "I keep yawning", "nap time soon, please", "my head feels all snoozy",
    ],
    baby: ["sweepy", "nap nap?", "yawwn", "snooze?", "eyes droop"],
    kid: [
      "yes, I'm sleepy!", "I keep yawning and yawning!", "can I have a nap soon?", "my eyes are getting heavy!",
      "sleepy sleepy me!",
    ],
    teen: ["yeah, I'm sleepy", "could use a nap tbh", "kinda drowsy", "yawning nonstop", "eh, I'm fading a bit"],
    adult: [
      "yes, I'm feeling sleepy.", "a nap sounds lovely right now.", "I'm getting rather drowsy, {owner}.",
      "I think I could rest soon.", "my eyes are a little heavy.",
    ],
  },
  'energy.okay': {
    any: [
      "I'm okay, just a bit tired", "a little tired, but fine", "my energy is so-so", "I have some energy left",
      "I'm alright, energy-wise", "middle-ish energy", "a tiny bit tired, still good", "fine for now",
      "not full of beans, but okay", "enough energy for now",
    ],
    baby: ["okay!", "bit tiwed", "I fine", "okie", "little yawn, okay"],
    kid: [
      "I'm okay! just a tiny bit tired!", "I'm fine!! a little yawny maybe", "still got some energy!",
      "not super tired! just a bit!", "I'm alright!! mostly!",
    ],
    teen: ["I'm fine. bit tired", "meh, okay", "half charged", "tired-ish but fine", "running at medium"],
    adult: [
      "I'm fine, just slightly tired.", "a little tired, but I'm alright.", "I have enough energy, {owner}.",
      "I'm doing fine for now.", "I could rest later, but I'm okay.",
    ],
  },
  'energy.awake': {
    any: [
      "I'm wide awake!", "full of energy", "my eyes are wide open", "no nap for me", "awake and ready!",
      "bright-eyed and ready", "lots of energy today", "I'm up and ready to go", "plenty of energy here",
      "my energy is good",
    ],
    baby: ["awake!", "eyes open!", "up up!", "no nap!", "I up!"],
    kid: [
      "I'm wide awake!!", "I have lots of energy!!", "no nap for me!! I feel great!", "eyes wide open!!",
      "ready for anything!!",
    ],
    teen: ["nah, wide awake", "I'm good. awake", "energy is fine", "totally awake, don't worry", "I'm up. all good"],
    adult: [
      "I'm wide awake, {owner}.", "I feel well rested.", "plenty of energy, thank you.", "I'm alert and ready.",
      "I've had a good rest. I'm awake.",
    ],
  },
  'energy.hyper': {
    any: [
      "so much energy!", "I'm bouncing!", "boing boing boing!", "I can't sit still!", "zoom zoom!",
      "I feel super zippy", "full of bounce!", "I could run forever!", "wheee, energy!",
      "I have all the energy in the world",
    ],
    baby: ["boing!", "zoomy!", "bouncy!", "wheee!", "go go go!"],
    kid: [
      "I'm SO bouncy!!", "I could jump to the moon!!", "let me run around!! zoom!!", "I can't stop bouncing!!",
      "energy energy energy!!",
    ],
    teen: ["weirdly hyper rn", "I have way too much energy", "can't sit still, lol", "buzzing, honestly", "bouncing off the walls"],
    adult: [
      "I'm full of energy today, {owner}.", "I feel wonderfully lively.", "I'm a bit bouncy, to be honest.",
      "I have more energy than I know what to do with.", "I feel bright and very lively.",
    ],
  },
  'clean.stinky': {
    any: [
      "yes, I'm stinky", "I smell a bit funny", "pee-yew, that is me", "I really need a bath", "I'm all grubby and smelly",
      "stinky, yes", "I smell like old socks", "bath time, I think", "yep, I'm a stinker", "I need a good scrub",
    ],
    baby: ["stinky!", "pee-yew!", "baff?", "me smelly", "yucky me"],
    kid: [
      "I'm SO stinky!!", "I smell like a swamp!!", "pee-yew!! bath please!", "even I can smell me!!",
      "I need bubbles!! lots!!",
    ],
    teen: ["yeah, I stink", "ok I kinda reek", "not gonna lie, I'm gross", "bath. needed. badly", "smelly, yeah. whatever"],
    adult: [
      "yes, I'm rather stinky.", "I'm afraid I need a bath, {owner}.", "I don't smell very nice right now.",
      "a good wash is overdue.", "I'm quite grubby, I admit.",
    ],
  },
  'clean.messy': {
    any: [
      "a little messy", "I'm a bit grubby", "just a few smudges", "a bit mucky, not too bad", "some dirt here and there",
      "kind of messy", "a small wash would help", "I'm slightly scruffy", "a bit dusty", "not super tidy right now",
    ],
    baby: ["bit messy", "smudge!", "mucky", "little dirt", "oopsie mess"],
    kid: [
      "I'm a little bit messy!", "I got some smudges on me!", "just a teeny bit dirty!",
      "I have dirt on my nose, hehe!", "a little mucky!",
    ],
    teen: ["bit messy, sure", "eh, a little grubby", "slightly gross. it's fine", "few smudges. no big deal", "kinda scruffy"],
    adult: [
      "I'm a little messy, {owner}.", "a few smudges, nothing terrible.", "I could use a light wash.",
      "I'm slightly untidy.", "I'm not filthy, just a bit grubby.",
    ],
  },
  'clean.clean': {
    any: [
      "I'm clean", "nice and clean", "clean enough!", "all washed", "I feel fresh", "I'm tidy", "washed and neat",
      "looking neat", "fresh and tidy", "all good, nice and neat",
    ],
    baby: ["clean!", "all tidy", "fresh!", "neat neat", "me clean"],
    kid: ["I'm clean!!", "nice and clean!! look!", "I'm all fresh!", "no smudges on me!", "tidy as can be!"],
    teen: ["I'm clean. we're good", "clean, obviously", "yeah, fresh", "all good here", "I'm fine. clean"],
    adult: [
      "I'm clean, thank you.", "I'm nicely clean, {owner}.", "I washed not long ago.", "I'm neat and presentable.",
      "no need to worry, all clean.",
    ],
  },
  'clean.sparkly': {
    any: [
      "I'm sparkly clean!", "shiny shiny!", "squeaky clean!", "I sparkle!", "clean as can be", "I shine like a star",
      "so fresh and shiny", "look how I gleam", "sparkle sparkle!", "the cleanest ever",
    ],
    baby: ["shiny!", "sparkle!", "so clean!", "twinkle!", "squeaky!"],
    kid: ["I'm SO sparkly!!", "look!! I shine!!", "squeaky squeaky clean!!", "I'm the shiniest!!", "I sparkle like glitter!!"],
    teen: ["spotless, obviously", "I'm literally gleaming", "super clean. no big deal", "shiny. you noticed", "peak fresh"],
    adult: [
      "I'm perfectly clean, {owner}.", "spotless and shining.", "I feel wonderfully fresh.", "I couldn't be cleaner.",
      "all sparkling, thank you.",
    ],
  },
  'sick.yes': {
    any: [
      "I feel sick", "I'm feeling ill", "I feel poorly", "I feel all yucky", "I think I need medicine", "I feel icky",
      "everything feels wobbly and yucky", "I'm a bit poorly", "achoo... I feel bad", "I need some medicine, please",
    ],
    baby: ["sick...", "yucky...", "owie", "feel bad", "medsin?"],
    kid: [
      "I feel really yucky...", "I'm sick!! I need medicine!", "achoo!! I feel bad!", "I feel all wobbly and icky...",
      "can I have medicine please?",
    ],
    teen: ["yeah, I feel awful", "sick. ugh", "ugh. kinda ill", "I feel rough", "medicine, maybe? pls"],
    adult: [
      "I'm feeling poorly, {owner}.", "I'm afraid I'm unwell.", "some medicine would help, I think.",
      "I don't feel well at all.", "I seem to have caught something.",
    ],
  },
  'sick.no': {
    any: [
      "I'm healthy!", "I feel fine", "fit as a fiddle", "nope, I feel great", "I'm well", "all healthy here",
      "strong and well", "I feel good all over", "nothing wrong with me", "healthy as can be",
    ],
    baby: ["I good!", "no owie", "all good!", "strong!", "me fine"],
    kid: [
      "I'm super healthy!!", "I feel great!! no achoo!", "I feel strong!!", "nope!! healthy me!",
      "I feel good all the way to my toes!!",
    ],
    teen: ["nah, I'm fine", "healthy. all good", "feeling fine, thanks", "nothing wrong here", "I'm good, really"],
    adult: [
      "I'm in good health, {owner}.", "I feel perfectly well.", "no, I'm quite well, thank you.", "I'm healthy and strong.",
      "nothing ails me today.",
    ],
  },
  'fun.sad': {
    any: [
      "I'm a bit sad", "I feel lonely", "kind of blue", "I miss you when you go", "sad and lonely", "my heart feels heavy",
      "I'm feeling down", "I feel a little lost", "a bit gloomy today", "I need some company",
    ],
    baby: ["sad...", "lonely", "sniff", "wah...", "miss you"],
    kid: [
      "I'm kinda sad...", "I feel all alone...", "I miss having someone with me...", "nobody is here with me...",
      "sniffle... I feel down",
    ],
    teen: ["not great. kinda down", "lonely, I guess", "feeling low, honestly", "eh. I'm sad", "it's been a lonely day"],
    adult: [
      "I'm feeling rather low, {owner}.", "I've been a little lonely.", "I'm sad today, to be honest.",
      "I could use some company.", "my heart is a bit heavy.",
    ],
  },
  'fun.bored': {
    any: [
      "I'm so bored", "nothing to do...", "can we play?", "boooored", "I want to play something", "it's so boring here",
      "bored, bored, bored", "play with me?", "I've got nothing to do", "let's do something!",
    ],
    baby: ["bowed", "pway?", "play play?", "bored!", "uh... bored"],
    kid: ["I'm SO bored!!", "can we play?? please??", "I want to do something!!", "bored bored bored!!", "there's nothing to do!!"],
    teen: ["bored out of my mind", "so bored, ugh", "I need something to do", "this is dull", "entertain me?"],
    adult: [
      "I'm rather bored, {owner}.", "I'd love to play something.", "there isn't much to do.", "a game would be nice.",
      "I've been a little bored.",
    ],
  },
  'fun.okay': {
    any: [
      "I'm okay", "doing fine", "alright, I guess", "could play if you like", "not bad", "I could go for a game",
      "fine, thanks", "so-so", "pretty okay", "a game could be nice",
    ],
    baby: ["okay!", "play?", "fine!", "mm, okie", "good"],
    kid: ["I'm okay!! wanna play?", "I'm fine!! a game maybe?", "pretty good!", "I'm alright! we could play!", "okay!! something fun maybe?"],
    teen: ["fine, I guess", "meh. okay", "could play, sure", "eh, alright", "I'm chill"],
    adult: [
      "I'm doing alright, {owner}.", "I'm fine. we could play, if you'd like.", "quite content, really.",
      "a little game would be nice.", "I'm in an okay mood.",
    ],
  },
  'fun.happy': {
    any: [
      "I'm having fun!", "this is fun!", "so happy!", "I'm happy", "having a good time", "lots of fun today",
      "I feel cheery", "fun fun!", "smiling big", "today is nice and fun",
    ],
    baby: ["happy!", "fun!", "hehe!", "yay yay", "giggle"],
    kid: ["I'm having SO much fun!!", "I'm so happy!!", "yay!! fun!!", "I love today!!", "hehe!! having fun!!"],
    teen: ["having fun, yeah", "pretty fun, honestly", "not bad. I'm enjoying it", "yeah, I'm happy", "good vibes"],
    adult: [
      "I'm having a lovely time, {owner}.", "I'm happy, thank you.", "it's been a fun day.", "I'm enjoying myself.",
      "I feel cheerful.",
    ],
  },
  'fun.giddy': {
    any: [
      "best time ever!", "I'm sooo happy!", "this is the best day!", "wheee, so much fun!", "I could burst with joy!",
      "giggle giggle!", "everything is wonderful!", "so so so happy!", "I'm over the moon!", "happiest pet ever!",
    ],
    baby: ["yay yay yay!", "hehehe!", "best!", "wheee!", "happy happy!"],
    kid: [
      "this is the BEST time EVER!!", "I'm so happy I could fly!!", "yay yay yay!! so much fun!!",
      "I can't stop giggling!!", "best day in the whole world!!",
    ],
    teen: ["ok this is actually amazing", "best time ever, not even joking", "I'm weirdly thrilled", "so much fun, honestly", "peak happiness"],
    adult: [
      "I'm having the most wonderful time, {owner}.", "I'm absolutely delighted.", "I couldn't be happier.",
      "this is a truly joyful day.", "everything feels wonderful right now.",
    ],
  },
  wantSomething: {
    any: [
      "I want this, please!", "can I have this?", "this one, please!", "I need this!", "pretty please?",
      "here's what I want!", "this, please!", "could I have this?", "I really need this one", "please, this!",
    ],
    baby: ["want!", "dis! dis!", "pwease!", "gimme?", "want want!"],
    kid: ["oh oh!! I want this!!", "please please please!!", "can I have this one?? please??", "I want it SO much!!", "this!! I need this!!"],
    teen: ["ok, I want this", "I'd like this, thanks", "this would be nice", "kinda need this tbh", "just this, please"],
    adult: [
      "I'd really like this, {owner}.", "could you get me this, please?", "this is what I need.",
      "if you could, this please.", "I would love this, thank you.",
    ],
  },
  wantNothing: {
    any: [
      "I'm all good!", "nothing, thanks!", "I have everything I need", "I'm happy just like this", "nothing right now",
      "all set!", "I'm fine, thank you", "just you being here is enough", "nope, all good", "I feel content",
    ],
    baby: ["all good!", "nuffin!", "happy!", "no fanks", "me good"],
    kid: ["nothing!! I'm happy!!", "I have everything!!", "I'm all good!! thank you!", "just hang out with me!!", "nope!! all perfect!"],
    teen: ["I'm good", "nah, I'm set", "nothing really", "all good, don't worry", "I have what I need"],
    adult: [
      "I don't need anything right now, {owner}.", "I'm quite content, thank you.", "everything is just right.",
      "I have all I need.", "nothing at all, but thank you for asking.",
    ],
  },
  toldStinkyAgree: {
    any: [
      "oops, I do smell", "hehe, sorry! bath time?", "yeah... I need a bath", "oh no, you noticed!",
      "I'm a bit whiffy, sorry", "eek, I know", "oopsie, bath please", "you're right, I pong", "how embarrassing!",
      "a bath, maybe?",
    ],
    baby: ["oopsie!", "baff pwease", "me stinky!", "hehe, smelly", "sowwy"],
    kid: ["oops!! I do smell!!", "hehe, I know!! bath please!", "oh no!! bubbles time!", "you're right!! pee-yew!", "I'm sorry!! can I have a bath?"],
    teen: ["ugh, fine. I smell", "ok yeah, that's fair", "don't rub it in", "bath. I know", "rude. but true"],
    adult: [
      "you're right, I'm afraid.", "how embarrassing. I'd like a bath, please.", "yes, I've noticed it too.",
      "a wash would be a good idea.", "sorry, {owner}. I do need a bath.",
    ],
  },
  toldStinkyDeny: {
    any: [
      "no way, I'm clean!", "nope! all fresh!", "hey, I just washed!", "I'm clean, silly!", "not me!",
      "it must be something else!", "excuse me, I'm fresh!", "no no, I washed!", "I am fresh as a daisy",
      "rude! I am clean!",
    ],
    baby: ["no! clean!", "me fresh!", "nuh uh!", "no no!", "clean clean!"],
    kid: ["nuh-uh!! I'm clean!!", "no I am NOT!! I washed!", "that's not me!! I'm fresh!", "hey!! I'm super clean!", "nope nope!! all washed!"],
    teen: ["uh, no. I'm clean", "wow. rude. I washed", "not me, try again", "I'm fresh, thanks", "pretty sure that's you"],
    adult: [
      "I assure you, I'm clean.", "that isn't me, {owner}. I washed recently.", "I'm quite fresh, actually.",
      "I think you're mistaken. I'm clean.", "not me, I'm afraid. all tidy here.",
    ],
  },
  toldHungryAgree: {
    any: [
      "yes! food please!", "you're right, I'm hungry", "my tummy agrees!", "yes, feed me?", "how did you know?",
      "food sounds great!", "yep, my tummy wants food", "you noticed! food?", "I'd love to eat",
      "yes please, something to eat",
    ],
    baby: ["yes! nom!", "hungy!", "food pwease", "tummy yes", "nom nom!"],
    kid: ["yes!! I'm so hungry!!", "you guessed it!! food please!", "my tummy is rumbling!! yes!", "how'd you know?? feed me!", "yes yes!! eating time!"],
    teen: ["yeah, kinda", "ok, yeah. I'm hungry", "guilty. food?", "you caught me", "true. feed me"],
    adult: [
      "you're right, {owner}. I'm hungry.", "yes, I could do with a meal.", "I am, actually. thank you for noticing.",
      "food would be lovely.", "yes, my tummy is rather empty.",
    ],
  },
  toldHungryDeny: {
    any: [
      "nope, I'm full!", "I just ate!", "my tummy is full", "no, I've eaten", "full up, thanks!", "not me, I ate already",
      "I'm good, thank you", "no thanks, all full", "that wasn't my tummy!", "I had plenty",
    ],
    baby: ["no! full!", "ate!", "tummy full", "no nom", "nuh uh!"],
    kid: ["nope!! I'm full!!", "I ate already!! hehe", "no way!! my tummy is full up!", "I'm not!! I just ate!", "nuh-uh!! full full!"],
    teen: ["nah, I'm full", "I literally just ate", "nope, full", "I'm good", "not even a little"],
    adult: [
      "no, I'm quite full, {owner}.", "I've eaten enough, thank you.", "I'm actually full.",
      "I had a good meal not long ago.", "thank you, but I'm full.",
    ],
  },
  eatHungry: {
    any: [
      "yes please!", "ooh, food!", "okay! nom nom", "yay, eating time!", "I would love to eat", "yes, feed me!",
      "food, please!", "okay, let me eat!", "my tummy says yes!", "yum, yes!",
    ],
    baby: ["nom!", "yes! nom nom!", "food!", "yay nom", "eat eat!"],
    kid: ["yay!! food time!!", "yes!! I'm so hungry!", "okay!! nom nom nom!!", "yes please!! a snack!!", "I want to eat!! yay!"],
    teen: ["finally, food", "yeah, I'll eat", "ok, sure. food", "don't have to tell me twice", "yes. snack please"],
    adult: [
      "yes, I'd love something to eat.", "thank you, {owner}. I'm hungry.", "a snack would be lovely.",
      "I'd be glad to eat.", "yes, please. I'm ready to eat.",
    ],
  },
  eatFull: {
    any: [
      "no thanks, I'm full", "I already ate", "maybe later", "my tummy is full up", "not right now, thanks",
      "I couldn't eat now", "too full!", "no food for me now", "later, okay?", "no more for me",
    ],
    baby: ["no nom", "full!", "all done!", "no fank you", "tummy full!"],
    kid: ["no thanks!! I'm full!", "I can't!! I'm full up!", "maybe later!! my tummy is full!", "I ate already!!", "nope!! too full!"],
    teen: ["nah, full", "I'm good, thanks", "can't. full", "pass", "later maybe"],
    adult: [
      "I'm full, thank you, {owner}.", "not just now, I've eaten.", "perhaps later. I'm full.",
      "I couldn't manage another bite.", "thank you, but I've had enough.",
    ],
  },
  bathDirty: {
    any: [
      "okay, bath time!", "yay, bubbles!", "alright, a bath", "splish splash!", "okay, wash me!", "scrub a dub!",
      "let's get washed", "a bath sounds good", "okay, into the water", "bubbles, please!",
    ],
    baby: ["baff!", "spwash!", "bubbles!", "yay baff", "wash wash"],
    kid: ["yay!! bath time!!", "bubbles!! lots of bubbles!!", "splish splash!! okay!", "okay!! I'll wash!", "scrub scrub!!"],
    teen: ["fine, I will", "ok, bath. got it", "yeah, I need it", "alright, alright", "ugh, fine. bath"],
    adult: [
      "yes, a bath would be good.", "alright, {owner}. I'll wash.", "thank you, I could use a wash.",
      "a warm bath sounds nice.", "good idea, I will wash now.",
    ],
  },
  bathClean: {
    any: [
      "I'm already clean!", "I just washed!", "but I am clean!", "already fresh!", "no need, I am clean",
      "I washed already", "look, all clean!", "still fresh from before", "I'm clean, see?", "maybe later, I am clean now",
    ],
    baby: ["clean!", "aweady clean", "me fresh", "no wash", "all clean!"],
    kid: ["but I'm already clean!!", "I just washed!! look!", "I'm super fresh!!", "no need!! I'm clean!", "already squeaky!!"],
    teen: ["I'm clean, though", "already did that", "nah, I washed", "no need, I am fresh", "I'm good. clean"],
    adult: [
      "I'm already clean, {owner}.", "I washed not long ago.", "thank you, but I'm quite clean.",
      "there's no need just now.", "I'm fresh already, thank you.",
    ],
  },
};
