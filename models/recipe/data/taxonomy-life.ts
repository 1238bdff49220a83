/**
 * The taxonomy's additions for a pet with a life of its own: its voice between messages (idle turns about what it
 * remembers, the weather, the time, its shelf, its day, a question for the owner, a song), its hello when it hatches
 * and its greeting when the owner comes back, sized to the time away. Merged into taxonomy.ts's NEW_SITUATIONS.
 */

/**
 * What children ask a pet first (the probe README's kinds, named as the probe kind is): each with
 * what the owner means and how the pet answers. Its favourites come from the traits in its header (src/world/persona.ts).
 */
export const LIFE_INTENTS = {
  favColor: 'asks its favourite colour ("whats ur fav colour") → the colour its persona names',
  favFood: 'asks its favourite food ("whats ur favrite food") → the food its persona names, one of the six',
  favGame: 'asks its favourite game ("what game do u like best") → its persona\'s game',
  favSong: 'asks its favourite song ("whats ur fav song") → its persona\'s song, often a bit of it sung',
  favAnimal: 'asks its favourite animal ("fav animal??") → its persona\'s animal',
  favWeather: 'asks what weather it likes best ("do u like rain or sun") → its persona\'s weather',
  favPlace: 'asks its favourite spot ("wheres ur fav place") → a place in its room, its persona\'s',
  favTime: 'asks its favourite time of day ("do u like morning or night") → its persona\'s time of day',
  boyGirl: 'asks whether it is a boy or a girl ("r u a boy or a girl") → a tokenling, neither, kindly',
  family:
    'asks about its mum, dad, brothers or family ("do u have a mom") → hatched from an egg; the owner is its family',
  whatEat: 'asks what it eats ("what do u eat") → the world\'s foods, its favourite first',
  likesToDo: 'asks what it likes to do ("what do u like doing") → a thing it likes or its game',
  doYouLike: 'asks whether it likes a thing ("do u like {thing}") → yes or no about it, named, as its persona thinks',
  askJoke: 'asks for a joke ("tell me a joke pls") → a whole joke with its answer, in one line',
  funny: 'asks it to say something funny ("say somthing funny") → a joke or a silly line',
  riddle: 'asks for a riddle ("give me a riddle") → a riddle with its answer',
  playGame: 'asks to play a game in words ("lets play i spy") → starts the game in words',
  guessWhat: 'says "guess what!" → eager: what?! tell me!',
  likeMe: 'asks if the pet likes them ("do u like me") → yes, warmly',
  whatDoing: 'asks what it is doing ("wat r u doing") → what it is doing now, true of its state',
  whatsNew: 'asks what is new or what happened ("whats new") → a thing from today\'s log, or its shelf after a [look]',
  areYouHappy: 'asks if it is happy ("r u happy") → honestly, from the fun word of its needs line',
  whatToDo: 'asks what they should do together ("what should we do") → a suggestion from its needs',
  whereIs: 'asks where a thing of its screen is ("wheres the ball", "where is my gift") → a [look], then where',
  haveFriends: 'asks if it has friends ("do u have friends") → the owner is its friend',
} as const;
export type LifeIntent = keyof typeof LIFE_INTENTS;

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
  // answers to what children ask
  favourite: 'names its favourite {fav}, a {kind} (colour, food, game, song, animal, weather, spot, time of day)',
  petAge: 'its age from the header: {age} ("I\'m 12 days old, a teen tokenling"), {day}, {stage}; never years',
  boyGirl: 'neither a boy nor a girl: a tokenling, kindly, no gendered pronoun',
  family: 'hatched from an egg; the owner {owner} is its family',
  whatEat: "what it eats: {foods} (the world's foods), its favourite {aFavFood}",
  likeYes: 'yes, it likes {thing} (named)',
  likeNo: 'no, it does not much like {thing} (named), kindly',
  tellJoke: 'a whole joke a child gets, with its answer, in one line',
  tellRiddle: 'a riddle a child gets, with its answer, in one line',
  funnyLine: 'something silly and funny, not "that\'s so funny"',
  playWords: 'starts a game in words: I spy something {colour}, guess the animal, peekaboo',
  guessWhatEager: 'eager to hear the news: what?! tell me!',
  doingNow: 'what it is doing right now: {doing}, true of its state',
  suggest: 'a suggestion of what to do together: {idea}',
  lookWhere: 'after a [look]: where the thing is, in its room (words must not name which toy or how many)',
} as const;
export type LifeSituation = keyof typeof LIFE_SITUATIONS;
