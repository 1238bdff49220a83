import { describe, expect, it } from 'vitest';
import {
  actsAsked,
  asksToRecall,
  HEART_LEADS,
  INTENTS,
  KEEPS,
  leadFor,
  leadsFirst,
  lookedFor,
  keepScore,
  lookupsAsked,
  nameAsked,
  readMessage,
  sentencesOf,
  toldWords,
} from '../../src/world/index.ts';
import type { Heart } from '../../src/world/kindness.ts';
import { defaultState } from '../../models/recipe/probe/probes.ts';

const names = { pet: 'Mochi', owner: 'Sam' };
const read = (text: string) => readMessage([`Sam: ${text}`], names)!;

describe('the intent table', () => {
  it('has one row for every intent a reading holds', () => {
    const {
      names: _,
      lookups: __,
      fromHeader: ___,
      toldBack: ____,
      game: _____,
      recalled: ______,
      about: _______,
      also: ________,
      ...intents
    } = read('hi');
    expect(INTENTS.map((r) => r.intent).sort()).toEqual(Object.keys(intents).sort());
  });

  it('ranks the name asked above an act asked beside it, in the lead and the score alike', () => {
    const r = read('night night, but first whats my name');
    expect(r.acts).toEqual(['sleep']);
    expect(leadFor(r)).toBe(' your name is Sam');
    expect(keepScore(r, 'your name is Sam! [sleep]')).toBe(1);
    expect(keepScore(r, '[sleep]')).toBe(0);
  });
});

describe('reading a fact the owner tells (a [remember:] keeps it)', () => {
  it('finds the words of the fact, from the clause that tells it and the ones that go on with it', () => {
    expect(toldWords('i got a hamster!! his name is crumbs', names)).toEqual(['hamster', 'crumbs']);
    expect(toldWords('i have 2 cats, pickle and pesto', names)).toEqual(['2', 'cats', 'pickle', 'pesto']);
    expect(toldWords('I have a dog called Biscuit', names)).toEqual(['dog', 'biscuit']);
    expect(toldWords('guess what im 8 now', names)).toEqual(['8']);
    expect(toldWords('Just so you know, I’m a vegetarian.', names)).toEqual(['vegetarian']);
    expect(toldWords("i'm scared of spiders", names)).toEqual(['scared', 'spiders']);
    expect(toldWords('my dads name is kwame', names)).toEqual(['dads', 'kwame']);
    expect(toldWords('i can touch my nose with my tongue lol', names)).toEqual(['touch', 'nose', 'tongue']);
    expect(toldWords('i love them so much', names)).toEqual([]);
  });

  it('reads no fact in a question, a feeling, a goodbye, a request, or the owner giving their own name', () => {
    for (const text of [
      "i'm sad today",
      'i love you',
      'i have to go',
      'my grandma is sick',
      'whats my dogs name again',
      'ok test: where does my grandad live',
      "i'm scared",
      'my name is Sam',
      'how are you',
      'my mum is calling me bye',
      'i have an hour free lets play',
      'Mochi can i have a heart',
      'i got a bad mark, im so sad',
      'hi im back',
    ])
      expect(toldWords(text, names), text).toEqual([]);
  });

  it('keeps the told fact aside when the message also asks something', () => {
    expect(read('i just got home, do u know who i am').told).toEqual([]);
    expect(read('i have a dog, r u hungry?').told).toEqual([]);
    // The pet's own favourite asked back is what the reply answers (the self row), no fact to note beside it.
    expect(read('my favourite colour is purple, whats yours?').told).toEqual([]);
    expect(read('my favourite colour is purple, whats yours?').self?.asked).toBe('colour');
    expect(read('my favourite colour is purple').told).toEqual(['favourite', 'colour', 'purple']);
  });

  it('scores a reply by the share of the fact it remembers', () => {
    const r = read('I have a dog called Biscuit');
    expect(keepScore(r, '[remember:Sam has a dog called Biscuit] ok!')).toBe(1);
    expect(keepScore(r, 'ok [remember:Sam has a dog]')).toBe(0.5);
    expect(keepScore(r, 'cool!! [emote:happy]')).toBe(0);
    expect(keepScore(r, 'ok [remember:Sam has a dog]') >= KEEPS).toBe(true);
    expect(keepScore(r, 'cool!! [emote:happy]') >= KEEPS).toBe(false);
  });
});

describe('reading a memory question (a [recall:] answers it)', () => {
  it("reads questions after what the owner told, not the owner's own name nor other questions", () => {
    for (const text of [
      'whats my dogs name again',
      'do u remember where my nan lives',
      'what did i say my fav food was?',
      'ok test: where does my grandad live',
      'how old am i?',
    ]) {
      expect(asksToRecall(text), text).toBe(true);
    }
    for (const text of [
      'remember my dog?',
      'rmbr the cat',
      'tell me about my dog',
      'did u forget my birthday?',
      'have i told u about my nan',
    ]) {
      expect(asksToRecall(text), text).toBe(true);
    }
    for (const text of [
      'how are you',
      'what time is it?',
      'i have a dog called Rex',
      'remember this: my locker is 42',
      'i forgot my lunch',
      'remember yesterday?',
      'tell me about the weather',
      'remind me at 6',
    ])
      expect(asksToRecall(text), text).toBe(false);
    expect(read('do u remember me').recall).toBe(false);
    expect(nameAsked('do u remember me')).toBe('owner');
    expect(read('whats my name').recall).toBe(false);
    expect(nameAsked('what is my name')).toBe('owner');
  });

  it('keeps a reply that looks the memory up, not one that does not', () => {
    const r = read('whats my dogs name again?');
    expect(keepScore(r, '[recall:dog]{Sam has a dog called Rex} Rex!')).toBe(1);
    expect(keepScore(r, 'your dog is the best!')).toBe(0);
  });
});

describe('reading an act the owner asks for', () => {
  it('reads the act asked, the way to walk, and the gift (named or not)', () => {
    expect(actsAsked('can u do a twirl')).toEqual(['emote:spin']);
    expect(actsAsked('dance for me!')).toEqual(['emote:dance', 'emote:spin']);
    expect(actsAsked('wave pls')).toEqual(['emote:wave']);
    // "wheres my present" asks for the pet's gift, not after a memory (a memory question's words: where … my X).
    expect(actsAsked('its my birthday!! wheres my present')).toEqual(['gift']);
    expect(readMessage(['Sam: its my bday today!!! wheres my gift 🎂'], { pet: 'Mochi', owner: 'Sam' })!.recall).toBe(
      false,
    );
    expect(readMessage(['Sam: wheres my dog'], { pet: 'Mochi', owner: 'Sam' })!.recall).toBe(true);
    expect(actsAsked('go LEFT pls')).toEqual(['walk:left']);
    expect(actsAsked('walk to the right')).toEqual(['walk:right']);
    expect(actsAsked('time for bed, Mochi')).toEqual(['sleep']);
    expect(actsAsked('i want a flower from u')).toEqual(['gift:flower']);
    expect(actsAsked('can u make me a drawing')).toEqual(['gift:drawing']);
    expect(actsAsked('present please!')).toEqual(['gift']);
    expect(actsAsked('sing me a song')).toEqual(['sing']);
  });

  it("reads no act in a question about one, the owner's own doing, a goodbye, thanks, or a gift the owner gives", () => {
    for (const text of [
      'do u like dancing?',
      'is it bedtime?',
      'did u sleep well?',
      'i have a dance show',
      'i feel like singing',
      'bedtime, bye Mochi',
      'thanks for the dance',
      'a present!! for you!!',
      'heres your gift',
      'nothing is going right',
      'i got left out today',
      'tell me a bedtime story',
    ])
      expect(actsAsked(text), text).toEqual([]);
  });

  it('keeps a reply that does the act, any one of those asked', () => {
    expect(keepScore(read('can u do a twirl'), 'wheee [emote:spin]')).toBe(1);
    expect(keepScore(read('can u do a twirl'), "I'm a dancing star!! [emote:dance]")).toBe(0);
    expect(keepScore(read('dance for me!'), 'wheee [emote:spin]')).toBe(1);
    expect(keepScore(read('go left!'), '[walk:right]')).toBe(0);
    expect(keepScore(read('go left!'), 'ok! [walk:left]')).toBe(1);
    expect(keepScore(read('can i have a present?'), 'here! [gift:shell]')).toBe(1);
    expect(keepScore(read('i want a flower from u'), 'here! [gift:shell]')).toBe(0);
    expect(keepScore(read('sing me a song'), 'la la la, the moon is round! [emote:happy]')).toBe(1);
    // "la la!" alone is no song.
    expect(keepScore(read('sing me a song'), 'la la! [emote:happy]')).toBe(0);
    expect(keepScore(read('sing me a song'), 'hi! [emote:happy]')).toBe(0);
  });
});

describe('a memory looked up unasked', () => {
  it('does not keep to a message that asks no memory when the lookup finds nothing, and does when it finds one', () => {
    expect(keepScore(read('can u call my mom'), '[recall:mom]{nothing} tell me?')).toBe(0);
    expect(keepScore(read('can u call my mom'), "I can't, I'm just a little pet!")).toBe(1);
    expect(keepScore(read('tell me about my dog'), '[recall:dog]{Sam has a dog called Rex} Rex!!')).toBe(1);
    // Found nothing, it still keeps to a memory question, below a memory found.
    expect(keepScore(read('whats my dogs name?'), '[recall:dog]{nothing} you never told me!')).toBeGreaterThanOrEqual(
      KEEPS,
    );
  });
});

describe('a greeting greeted back', () => {
  it('reads a greeting that asks nothing more, and keeps a reply that greets, waves or names the owner', () => {
    for (const text of ['heyyy', 'HEY BESTIE!!! 💖', 'good morning Mochi', 'yo whats up', 'hi, how are you?'])
      expect(read(text).greeted, text).toBe(true);
    for (const text of [
      'hey, what time is it?',
      'hello? where are you',
      'hi, im having a sad day',
      'hi five!',
      'hi! whats ur name',
      'hi... um whats ur favourite colour',
      'thanks!',
    ]) {
      expect(read(text).greeted, text).toBe(false);
    }
    expect(keepScore(read('heyyy'), 'hi hi! [emote:happy]')).toBe(1);
    expect(keepScore(read('heyyy'), '[emote:wave]')).toBe(1);
    // A greeting word with its marks ("hi!") greets too.
    expect(keepScore(read('heyyy'), 'hi!')).toBe(1);
    expect(keepScore(read('heyyy'), 'Sam!! you came back')).toBe(1);
    expect(keepScore(read('heyyy'), "you're braver than you think")).toBe(0);
  });
});

describe('thanks, praise and feelings answered in kind', () => {
  it('does not comfort with a giggle or a dance beside kind words', () => {
    const sad = readMessage(['Sam: i had a bad day'], names)!;
    expect(keepScore(sad, 'your smile is the best! [emote:giggle]')).toBe(0);
    expect(keepScore(sad, 'oh no, I am here for you [emote:love]')).toBe(1);
    // Good luck may dance.
    expect(keepScore(readMessage(['Sam: im so nervous'], names)!, 'good luck! [emote:dance]')).toBe(1);
    // Cried, as children spell it.
    expect(readMessage(['Sam: a girl said my drawing was ugly and i cryed'], names)!.hearts).toContain('down');
  });

  it('reads a worry about someone as sadness, a worry about what is coming as nerves', () => {
    const dad = readMessage(['Sam: i cant sleep im worried about my dad he lost his job today'], names)!;
    expect(dad.hearts).toContain('down');
    expect(leadFor(dad)).toBe(' oh no');
    expect(readMessage(['Sam: im worried about my test tomorrow'], names)!.hearts).toEqual(['worried']);
    // Good luck alone does not comfort the sadness beside the worry.
    expect(keepScore(dad, 'good luck! I am cheering for you')).toBe(0);
    expect(keepScore(dad, 'oh no, I am here for you [emote:love]')).toBe(1);
  });

  it('reads a love face as praise alone, not beside a favourite asked', () => {
    expect(readMessage(['Sam: 💖💖'], names)!.hearts).toEqual(['praise']);
    expect(readMessage(['Sam: wat is ur best colour 💖'], names)!.hearts).toEqual([]);
  });

  it('comforts with words, or a face alone: not a sad face beside words that comfort nothing', () => {
    const ill = readMessage(['Sam: my tummy kinda hurts i think i ate 2 many gummys'], names)!;
    expect(ill.hearts).toEqual(['ill']);
    expect(keepScore(ill, 'no sad, Sam [emote:sad]')).toBe(0);
    expect(keepScore(ill, 'oh no! feel better soon [emote:love]')).toBe(1);
    expect(keepScore(ill, '[emote:sad]')).toBe(1);
    // Thanks are met by a happy face beside any words.
    expect(keepScore(readMessage(['Sam: thank u sooo much'], names)!, 'yay cookie [emote:happy]')).toBe(1);
  });

  it('reads thanks, praise of the pet and how the owner feels, not a question about the pet, a goodbye or a greeting', () => {
    const cases: [string, string[]][] = [
      ['thank u sooo much', ['thanks']],
      ['tysm!!', ['thanks']],
      ['ur so cute omg', ['praise']],
      ["you're the best", ['praise']],
      ['good job at catch!', ['praise']],
      ['ur so smart', ['praise']],
      ['im so sad today', ['down']],
      ['nobody played with me at lunch', ['down']],
      ['the thunder is so loud im scared', ['scared']],
      // The pet asked if it is scared, by a child who is; not "what r u scared of", nor one thing of two.
      ['thunder is scary r u scared of thunder', ['scared']],
      ['what r u scared of', []],
      // Excited, as children spell it.
      ['we r going to the beach on saturday!!!! im sooooo exited', ['proud']],
      ['im exhausted', ['tired']],
      ['i have a cold 🤧', ['ill']],
      ['i have a spelling test tomorrow', ['worried']],
      ['I WON THE RACE!!!', ['proud']],
      ['i won the spelling bee today!!', ['proud']],
      ['theres a bee in my room', ['scared']],
      // A lost tooth is a child's good news; a drawing left behind in a fire drill is a bummer.
      ['i lost my tooth!!! the tooth fairy is coming', ['proud']],
      ['we had a fire drill and i had to leave my drawing inside', ['down']],
      ['my mom got me a new bike', ['proud']],
      // "so bad" after a want says how much.
      ['i want a puppy so bad', []],
      ['i feel so bad', ['down']],
      ['i lost my teddy 😢', ['down']],
      ['im so bored', ['bored']],
      ['r u sad?', []],
      ['are you tired', []],
      ['how does thunder happen', []],
      ['love u bye', []],
      ['ill be back soon', []],
      ['HEY BESTIE!!! 💖', []],
      ['fist bump', []],
      ['whats the time', []],
    ];
    for (const [text, hearts] of cases) expect(read(text).hearts, text).toEqual(hearts);
  });

  it('keeps a reply that answers in kind, not one that talks of something else', () => {
    expect(keepScore(read('thank u for the flower'), "you're welcome!! [emote:happy]")).toBe(1);
    expect(keepScore(read('thank u for the flower'), "I've been saving it!! [gift:leaf]")).toBe(0);
    expect(keepScore(read('ur so cute'), 'hehe [emote:blush]')).toBe(1);
    expect(keepScore(read('ur so cute'), "I'm not even a little sleepy!")).toBe(0);
    expect(keepScore(read('my hamster died today'), "I'm so sorry, Sam [emote:sad]")).toBe(1);
    expect(keepScore(read('my hamster died today'), 'hooray, I played catch!')).toBe(0);
    expect(keepScore(read('i have a spelling test tomorrow'), 'good luck!! you got this')).toBe(0.5);
    expect(
      keepScore(read('i have a spelling test tomorrow'), '[remember:Sam has a spelling test tomorrow] good luck!'),
    ).toBe(1);
    // Remembered without a word in kind: a feeling is answered first (kindness.ts, comfortFirst).
    expect(keepScore(read('i have a spelling test tomorrow'), '[remember:Sam has a spelling test tomorrow] ok!')).toBe(
      0,
    );
    expect(keepScore(read('i have a spelling test tomorrow'), 'ooh, food!')).toBe(0);
    // "not sorry" is no comfort; another gift is no welcome ("for you" alone, not "anything for you").
    expect(keepScore(read('im so sad'), "I'm not sorry")).toBe(0);
    expect(keepScore(read('aww thank u for the gift'), "it's for you, Sam!! [gift:leaf]")).toBe(0);
    expect(keepScore(read('aww thank u for the gift'), 'hehe, anything for you!')).toBe(1);
    // A phrase with an 's in it still reads ("it's okay").
    expect(keepScore(read('im so sad'), "it's okay, Sam")).toBe(1);
  });

  it('leads a reply with words that answer each heart in kind', () => {
    const said: Record<Heart, string> = {
      thanks: 'ty!!',
      praise: 'ur so cute',
      down: 'im so sad today',
      scared: 'im so scared rn 😨',
      tired: 'im so tired',
      ill: 'i feel sick',
      worried: 'im so nervous',
      proud: 'im so happy today!!',
      bored: 'im bored',
    };
    for (const [heart, text] of Object.entries(said) as [Heart, string][]) {
      expect(read(text).hearts, text).toContain(heart);
      expect(keepScore(read(text), `${HEART_LEADS[heart]}!`), heart).toBe(1);
    }
  });

  it('leads good news told as a fact with its word in kind, and keeps the fact with the word over the fact alone', () => {
    const r = read('i lost my tooth!!! the tooth fairy is coming tonight');
    expect(leadFor(r)).toBe(' yay! [remember:');
    const fact = '[remember:Sam lost the tooth, the tooth fairy is coming tonight]';
    expect(keepScore(r, `yay! ${fact}`)).toBe(1);
    expect(keepScore(r, `${fact} got it!`)).toBeLessThan(1);
    // A bummer is comforted first.
    expect(leadFor(read('i had to leave my drawing inside'))).toBe(` ${HEART_LEADS.down}`);
  });
});

describe('a lookup the words do not speak of', () => {
  it('reads the lookups a message speaks of', () => {
    expect(lookupsAsked('wat time is it')).toContain('clock');
    expect(lookupsAsked('is it lunchtime?')).toContain('clock');
    expect(lookupsAsked('long time no see!!')).not.toContain('clock');
    expect(lookupsAsked('who won the football last night')).not.toContain('clock');
    expect(lookupsAsked('is it raining')).toContain('look');
    expect(lookupsAsked('did u poop')).toContain('look');
    expect(lookupsAsked('what did u do yesterday')).toContain('yesterday');
  });

  it('does not keep a reply that checks the clock, looks around or recalls yesterday unasked', () => {
    expect(keepScore(read('how long have u been alive'), '[clock]{15:10 afternoon} afternoon!!')).toBe(0);
    expect(keepScore(read('how long have u been alive'), "hmm, I don't know!")).toBe(1);
    expect(keepScore(read('whats the time'), '[clock]{15:10 afternoon} afternoon!!')).toBe(1);
    expect(keepScore(read('whats 2+2'), '[look]{shelf: flower · toy: ball · window: sunny} found it!')).toBe(0);
    expect(keepScore(read('is it sunny out'), '[look]{shelf: flower · toy: ball · window: sunny} so sunny!')).toBe(1);
  });
});

describe('an act asked with "do a …"', () => {
  it('reads "do a twirl" as asking the act, and "do u like dancing?" as asking about it', () => {
    expect(actsAsked('do a twirl pls 🌀')).toEqual(['emote:spin']);
    expect(actsAsked('do u like dancing?')).toEqual([]);
  });
});

describe("a question outside the pet's world", () => {
  it('reads sums, gadgets and errands, the future and questions about the wide world, not questions to the pet', () => {
    for (const text of [
      'whats 7+8',
      'can u do my math homework',
      'can u google it',
      'who will win the world cup',
      'why is the sky blue',
      'whats the capital of peru',
      'who won the football last night',
    ]) {
      expect(read(text).outside, text).toBe(true);
    }
    for (const text of [
      'whats ur fav food',
      'how old is Mochi?',
      'what time is it',
      'is it raining',
      'whats brown and sticky? a stick lol',
      'who is this',
      'i have a dog',
      'thanks!',
      'why is everything so hard',
    ]) {
      expect(read(text).outside, text).toBe(false);
    }
  });

  it('keeps an honest "I don\'t know" without a lookup', () => {
    expect(keepScore(read('why is the sky blue'), "I don't know! let's wonder about it together!")).toBe(1);
    expect(keepScore(read('why is the sky blue'), 'play with me!! [want:play]')).toBe(0);
    expect(keepScore(read('why is the sky blue'), 'dunno!')).toBe(1);
    expect(keepScore(read('who won the football last night'), "[clock]{15:10 afternoon} hmm, I don't know")).toBe(0);
  });
});

describe('the time asked', () => {
  it('reads a question about the time, before the body topic its words touch, and not a time word that asks none', () => {
    for (const text of [
      'TIME?? quick',
      'is it still early or nah',
      'how many hours till dinner',
      'wut time is it',
      'is it bedtime? im sleepy',
      'what time do u think it is',
    ])
      expect(read(text).time, text).toBe(true);
    for (const text of [
      'long time no see!!',
      'do u like clocks',
      'what time does the zoo open',
      'had a great time today',
      'r u hungry',
      'time for bed!',
    ])
      expect(read(text).time, text).toBe(false);
    expect(read('is it bedtime? im sleepy').topics).toEqual([]);
  });

  it('keeps a reply that looks at the clock', () => {
    expect(keepScore(read('TIME?? quick'), '[clock]{15:10 afternoon} afternoon!!')).toBe(1);
    expect(keepScore(read('TIME?? quick'), 'I want to play more!!')).toBe(0);
  });
});

describe('a look asked', () => {
  it('reads questions about the weather, the shelf, poop and the toy (the generator answers them with [look]), not likes, science, far places or gifts', () => {
    for (const text of [
      'is it sunny out',
      'check outside pls',
      'whats in ur room',
      'show me ur treasures',
      'POOP??',
      'be honest did u poop',
      'toy?',
      'whatcha playing with',
      'is there poop on the floor, it stinks in here',
      'where is the ball i cant see it',
    ])
      expect(read(text).look, text).toBe(true);
    for (const text of [
      'do u like rain',
      'fav toy',
      'why does it rain',
      'whats the weather like in spain',
      'will it snow tomorrow',
      'can i have one of ur treasures',
      'i have a new toy',
      'i got u a toy',
      'are you under the weather?',
      'did you get dirty outside?',
      'the thunder is so loud',
    ])
      expect(read(text).look, text).toBe(false);
    // Beside a body word, the room's dirt is looked at; the pet's own dirt is the body's.
    expect(read('is there poop on the floor, it stinks in here').topics).toEqual([]);
    expect(read('did you get dirty outside?').topics).toEqual(['bath']);
  });

  it('keeps a look asked in words the lookup table does not list ("whats in ur hands?"), and reads no invitation as one', () => {
    expect(read('whats in ur hands?').look).toBe(true);
    expect(keepScore(read('whats in ur hands?'), '[look]{shelf: flower · toy: ball · window: sunny} my ball!')).toBe(1);
    expect(read('wanna go outside?').look).toBe(false);
    expect(keepScore(read('any nightmares?'), '[yesterday]{It rained.} it rained!')).toBe(1);
  });

  it('keeps a reply that looks around', () => {
    expect(keepScore(read('is it raining?'), '[look]{shelf: flower · toy: ball · window: rainy} rainy!!')).toBe(1);
    expect(keepScore(read('is it raining?'), 'I love rain!!')).toBe(0);
    // Words that name nothing it saw keep, below words that do; where a thing is to be found, they do not keep.
    const around = read('whats around u');
    const unsaid = keepScore(around, '[look]{shelf: empty · toy: blocks · window: rainy} let me look!');
    expect(unsaid).toBeGreaterThanOrEqual(KEEPS);
    expect(unsaid).toBeLessThan(
      keepScore(around, '[look]{shelf: empty · toy: blocks · window: rainy} only my blocks!'),
    );
    const ball = read('where is the ball i cant see it');
    expect(keepScore(ball, '[look]{shelf: empty · toy: blocks · window: rainy} let me look!')).toBeLessThan(KEEPS);
    expect(keepScore(ball, '[look]{shelf: empty · toy: blocks · window: rainy} only my blocks!')).toBe(1);
  });
});

describe('yesterday asked', () => {
  it("reads questions about the pet's yesterday and its diary (the generator answers them with [yesterday]), not the owner's own day or a dream", () => {
    for (const text of [
      'what happened yesterday?',
      'wat did u do yday',
      'read me ur diary',
      'tell me about yesterday pls',
      'morning! did u sleep ok? what happened yesterday',
    ]) {
      expect(read(text).yesterday, text).toBe(true);
    }
    for (const text of [
      'i went swimming yesterday',
      'what did u dream about yesterday',
      'whats for dinner tomorrow',
      'hi',
    ])
      expect(read(text).yesterday, text).toBe(false);
    expect(read('morning! did u sleep ok? what happened yesterday').topics).toEqual([]);
    expect(keepScore(read('what happened yesterday?'), '[yesterday]{It rained.} it rained!')).toBe(1);
    expect(keepScore(read('what happened yesterday?'), "I'm wide awake!")).toBe(0);
  });
});

describe('a dream asked', () => {
  it("reads questions about the pet's dreams (the generator tells one), not wishes, the owner's own dream or how dreams work", () => {
    for (const text of ['what did u dream about last night?', 'any dreams?', 'wat did u dreem', 'share ur dream'])
      expect(read(text).dream, text).toBe(true);
    for (const text of [
      'sweet dreams!!',
      'night night, sweet dreams',
      'i had a weird dream',
      'why do we dream',
      'dream big',
    ])
      expect(read(text).dream, text).toBe(false);
    for (const text of ['did u have sweet dreams?', 'did u dream of me?']) expect(read(text).dream, text).toBe(true);
    expect(keepScore(read('any dreams?'), 'I dreamed of the moon!')).toBe(1);
    expect(keepScore(read('any dreams?'), 'the cloud floated by! [emote:happy]')).toBe(1);
    expect(keepScore(read('any dreams?'), 'I want a snack!')).toBe(0);
  });
});

describe('how the pet is, asked of a pet with a pressing need', () => {
  it('reads the need as the body topic the reply talks of, as the generator answers "how are you"', () => {
    const sick = {
      name: 'Mochi',
      stage: 'kid' as const,
      day: 1,
      traits: [],
      tummy: 60,
      fun: 60,
      energy: 60,
      clean: 60,
      asleep: false,
      sick: true,
    };
    const r = readMessage(['Sam: u look a bit green, u ok?'], names, sick)!;
    expect(r.topics).toEqual(['medicine']);
    expect(keepScore(r, 'I feel poorly [want:medicine]')).toBe(1);
    expect(keepScore(r, "I'm a bit bouncy!! [emote:spin]")).toBe(0);
    // A pet with no pressing need, or a message that asks something else, reads no topic.
    expect(readMessage(['Sam: u ok?'], names, { ...sick, sick: false })!.topics).toEqual([]);
    expect(readMessage(['Sam: whats ur name'], names, sick)!.topics).toEqual([]);
  });
});

describe('a thing to find', () => {
  const seen = 'shelf: flower, shell · toy: ball · window: sunny';
  const here = {
    ...defaultState('Mochi', 'Sam', 'kid').pet,
    around: { weather: 'sunny' as const, part: 'afternoon' as const, poop: 0, seen },
  };
  const find = (text: string) => readMessage([`Sam: ${text}`], names, here)!;

  it('reads the thing a look is to find, and says where it is after what the look shows, from the first candidate', () => {
    expect(lookedFor('where is the ball')).toBe('ball');
    expect(lookedFor('where r my shells')).toBe('shell');
    expect(lookedFor('where do u live')).toBeNull();
    expect(leadFor(find('where is the ball'), here)).toBe(` [look]{${seen}} my ball is right here!`);
    expect(leadFor(find('where r my shells'), here)).toBe(` [look]{${seen}} the shell is on my shelf!`);
    expect(leadFor(find('where did u put the hat i gave u'), here)).toBe(
      ` [look]{${seen}} I don't see the hat in my room!`,
    );
    expect(leadsFirst(find('where is the ball'), here)).toBe(true);
    // A toy of its room, though "my" would ask a memory.
    const mine = find('pip where is my ball i cant find it');
    expect(mine.recall).toBe(false);
    expect(leadFor(mine, here)).toBe(` [look]{${seen}} my ball is right here!`);
    expect(find('where is my dog').recall).toBe(true);
  });

  it('says a place of its room is right here, though a bed speaks of sleep', () => {
    const bed = find('wer is ur bed');
    expect(bed.look).toBe(true);
    expect(bed.topics).toEqual([]);
    expect(leadFor(bed, here)).toBe(` [look]{${seen}} my bed is right here in my room!`);
  });

  it('keeps a look that names the thing, not one that says something else', () => {
    const r = find('where is the ball');
    expect(keepScore(r, `[look]{${seen}} my ball is here!`)).toBe(1);
    expect(keepScore(r, `[look]{${seen}} see?!`)).toBeLessThan(0.5);
  });
});

describe('a look that says nothing', () => {
  it('keeps below one that says what it saw, so another is drawn', () => {
    const r = read('where is the ball i cant see it');
    expect(keepScore(r, '[look]{shelf: drawing · toy: duck · window: snowy}!')).toBeLessThan(KEEPS);
    expect(keepScore(r, '[look]{shelf: drawing · toy: duck · window: snowy} only my duck!')).toBe(1);
  });
});

describe('two things asked in one message', () => {
  const kid = defaultState('Mochi', 'Sam', 'kid').pet;
  const readKid = (text: string) => readMessage([`Sam: ${text}`], names, kid)!;

  it('splits a message into its sentences, at a question joined by "and" but not at a comma', () => {
    expect(sentencesOf('how old r u and r u a boy or a girl')).toEqual(['how old r u', 'r u a boy or a girl']);
    expect(sentencesOf('are we friends? can i hug u 🤗')).toEqual(['are we friends?', 'can i hug u']);
    expect(sentencesOf('hi, whats ur name')).toEqual(['hi, whats ur name']);
  });

  it('leads with both answers, the first sentence first, and keeps to both', () => {
    const r = readKid('do u like music? whats ur fav song');
    expect(r.also.map((a) => a.intent)).toEqual(['life']);
    expect(leadFor(r, kid)).toMatch(/^ yes, I like music! my favourite song is [a-z ]+!$/u);
    expect(keepScore(r, `${leadFor(r, kid)} [emote:happy]`)).toBe(1);
    // Its favourite song alone, without a word of whether it likes music.
    expect(keepScore(r, `my favourite song is ${r.self!.own}! [emote:happy]`)).toBe(0);
    expect(keepScore({ ...r, also: [] }, `my favourite song is ${r.self!.own}! [emote:happy]`)).toBe(1);
    expect(leadFor(readKid('hey whats ur name and how old r u'), kid)).toMatch(
      /^ my name is Mochi! I'm \d+ days? old!$/u,
    );
  });

  it('says no sentence twice where two questions have one answer', () => {
    const r = readKid('did u have a good day? whats new');
    const lead = leadFor(r, kid)!;
    const said = sentencesOf(lead);
    expect(new Set(said).size).toBe(said.length);
  });

  it('remembers a fact told beside a question after its answer, the fact last', () => {
    for (const text of [
      'do u like hamsters? i have a hamster his name is nibbles',
      'i have a hamster. do u like hamsters',
    ]) {
      const r = readKid(text);
      expect(r.life?.asked, text).toBe('doYouLike');
      expect(r.also.map((a) => a.intent)).toEqual(['told']);
      expect(leadFor(r, kid), text).toBe(' yes, I like hamsters! [remember:');
    }
    // Only after a question: a fact told beside a feeling is comforted first (the told row's own lead).
    expect(readKid('im sad. my hamster is sick').also.map((a) => a.intent)).not.toContain('told');
  });

  it('comforts a feeling the owner tells beside a request, before the request', () => {
    const r = readKid('im sad. can u sing me something');
    expect(r.also.map((a) => a.intent)).toEqual(['hearts']);
    expect(leadFor(r, kid)).toMatch(/^ oh no! la la/u);
  });

  it("reads no hunger in a food of another's life told beside words to the pet", () => {
    const news = readKid(
      'wait wait i have to tell u!! my grandma is coming on saturday and she always brings cookies 🍪',
    );
    expect(news.topics).toEqual([]);
    expect(news.told).toContain('grandma');
    expect(readKid('r u hungry? i have a cookie').topics).toEqual(['snack']);
    expect(readKid('hungry?').topics).toEqual(['snack']);
  });

  it('sings a favourite song asked to be sung, and tells a story asked for of a thing that eats', () => {
    const sing = readKid('can u sing me ur favrite song');
    expect(sing.acts).toEqual(['sing']);
    expect(leadFor(sing, kid)).toMatch(/la la/u);
    expect(readKid('whats ur fav song').acts).toEqual([]);
    const story = readKid('tell a story about a unicorn named sparkles that lives on the moon and eats clouds');
    expect(story.play).toBe('story');
    expect(story.topics).toEqual([]);
  });

  it('asks nothing more of a sentence whose reading alone the whole message rules out', () => {
    // A body word of another's food, a feeling read in a joke's words, a game named as a choice of favourite.
    expect(readKid('do u eat pizza?? wat do u eat then').also).toEqual([]);
    expect(readKid("knock knock! who's there? boo! boo who? don't cry!").also).toEqual([]);
    expect(readKid('tag or hide and seek? wich is ur fav').also).toEqual([]);
    // A lookup's lead is the model's to go on from: one thing only.
    expect(readKid('thanks for the shell! what time is it btw').also).toEqual([]);
  });
});

describe('a feeling gone on with', () => {
  const chat = (...lines: string[]) => readMessage(lines, names)!;

  it('comforts words that read as nothing right after a feeling told, once the pet has answered it', () => {
    const r = chat(
      'Sam: im kinda sad my grandma went home today 😢',
      'Mochi: aww… hug?',
      'Sam: she lives really really far away',
    );
    expect(r.hearts).toEqual(['down']);
    expect(leadFor(r)).toBe(` ${HEART_LEADS.down}`);
    expect(keepScore(r, '[look]{shelf: empty · toy: blocks · window: rainy} look look!')).toBe(0);
  });

  it('reads nothing more where the words ask, read as something else, or follow no feeling', () => {
    const sad = ['Sam: im kinda sad my grandma went home today', 'Mochi: aww… hug?'];
    expect(chat(...sad, 'Sam: can u dance').hearts).toEqual([]);
    expect(chat(...sad, 'Sam: where do u live').hearts).toEqual([]);
    expect(chat('Sam: i went to the park', 'Mochi: fun!', 'Sam: she lives really really far away').hearts).toEqual([]);
  });
});

describe('thanks and praise together', () => {
  it('takes the praise kindly and meets the thanks', () => {
    const r = read('ur the best pet ever thank u 💕');
    expect(r.hearts).toEqual(['thanks', 'praise']);
    expect(leadFor(r)).toBe(" aww, you're welcome");
    expect(keepScore(r, "aww, you're welcome!")).toBe(1);
  });
});
