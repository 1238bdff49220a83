/** Play in words asked of the pet (a joke, a riddle, a story): read, led, and kept to only by a reply that tells it. */
import { describe, expect, it } from 'vitest';
import {
  JOKES,
  keepScore,
  personaFor,
  SONG_VERSES,
  leadFor,
  playAbout,
  playAsked,
  playByRule,
  playLead,
  readMessage,
  storyKeeps,
  storyOf,
  sungLine,
  tellsPlay,
  tellsWhole,
  wordsOf,
} from '../../src/world/index.ts';
import type { MessageReader } from '../../src/world/reader.ts';
import { withPet } from '../helpers/states.ts';

const names = { pet: 'Mochi', owner: 'Sam' };

describe('playAsked', () => {
  it.each([
    ['tell me a joke pls', 'joke'],
    ['do u know any jokes', 'joke'],
    ['make me laugh', 'joke'],
    ['give me a riddle', 'riddle'],
    ['riddle pls 🤔', 'riddle'],
    ['knock knock jokes r the best do u know one', 'joke'],
    ['bored. u pick a game we can play with just words', 'game'],
  ])('reads "%s" as asking for a %s', (text, kind) => {
    expect(playAsked(text)).toBe(kind);
  });

  it('does not read a joke told or offered as one asked for, nor catch as a game in words', () => {
    expect(playAsked('jokes r fun i have one')).toBeNull();
    expect(playAsked('lets play a game of catch for a bit')).toBeNull();
    expect(playAsked('I know a joke!')).toBeNull();
    expect(playAsked('why did the chicken cross the road?')).toBeNull();
    expect(playAsked('why is the sky blue')).toBeNull();
    expect(playAsked('what have u been up to')).toBeNull();
  });

  it("reads the owner's own turn: a joke told whole, a riddle to guess, a knock at the door", () => {
    expect(playAsked('ok i got one for u. why did the cow go to the movies. to see the mooovie 🐮😂')).toBe(
      'theirJoke',
    );
    expect(playAsked('why did the chicken cross the road? to get to the other side lol')).toBe('theirJoke');
    expect(playAsked("what has ears but can't hear? corn!")).toBe('theirJoke');
    expect(playAsked("knock knock! who's there? boo! boo who? don't cry!")).toBe('theirJoke');
    expect(playAsked('riddle time. wat has keys but cant open any doors')).toBe('theirRiddle');
    expect(playAsked('what do you call a fish with no eyes')).toBe('theirRiddle');
    expect(playAsked('i have a riddle for u. why do bees hum')).toBe('theirRiddle');
    expect(playAsked('knock knock')).toBe('knocked');
    // The name at the door, once the pet has asked who is there.
    expect(playAsked('boo', [], "who's there?")).toBe('whoThere');
    expect(playAsked('boo', [])).toBeNull();
    // Offered and asked with no mark between.
    expect(playAsked('i have a riddle for u wat has 4 legs but cant walk')).toBe('theirRiddle');
    // Its answer, once the pet has given up.
    expect(playAsked('a table!! haha i got u', [], 'ooh, tricky! I give up, what is it?')).toBe('theirJoke');
    expect(playAsked('a table!! haha i got u')).toBeNull();
    expect(playAsked('ok my turn why did the cow go to the city')).toBe('theirRiddle');
    // A secret told instead of the answer is no answer.
    expect(playAsked('i have a secret... i still sleep with my nitelight on', [], 'what is it?')).toBeNull();
    // Its answer after the owner's own riddle, whatever the pet said between.
    expect(playAsked('to see the mooovies 🐮😂', [], 'hmm? dunno', 'ok my turn why did the cow go to the city')).toBe(
      'theirJoke',
    );
  });

  it("hears yes or no to the pet's guess, glad of a right one", () => {
    expect(playAsked('yes!!', [], 'hmm... is it the sky?')).toBe('guessAnswered');
    expect(playAbout('guessAnswered', 'yes!!')).toBe('right');
    expect(playLead('guessAnswered', 0, undefined, null, 'right')).toBe(' yay! I got it!');
    expect(playAsked('no its ur ball lol', [], 'hmm... is it the window?')).toBe('guessAnswered');
    expect(playLead('guessAnswered', 0, undefined, null, 'wrong')).toBe(' ooh! good one!');
    expect(playAsked('no its ur ball lol')).toBeNull();
  });

  it('laughs along with a laugh and nothing else', () => {
    for (const laugh of ['lol', 'hahaha', 'LMAO 😂', '😂😂', 'hehe!!']) expect(playAsked(laugh)).toBe('laughed');
    expect(playAsked('lol ur so funny')).not.toBe('laughed');
    expect(playAsked('ok thats silly')).toBe('laughed');
    expect(playAsked('thats so funny lol')).toBe('laughed');
    expect(playAsked('haha ok')).toBeNull();
    expect(playLead('laughed', 0)).toMatch(/^ hehe/u);
    expect(tellsPlay('laughed', 'hehe! [emote:giggle]')).toBe(true);
    // A giggling face beside words that laugh at nothing is no laugh along.
    expect(tellsPlay('laughed', 'what a lovely feeling. enjoy it?? [emote:giggle]')).toBe(false);
    expect(tellsPlay('laughed', 'I want a snack!')).toBe(false);
  });

  it("meets the owner's own turn with a laugh, a guess and the door's questions", () => {
    expect(playLead('theirJoke', 0)).toMatch(/haha|hehe/u);
    expect(tellsPlay('theirJoke', 'hahaha! [emote:giggle]')).toBe(true);
    expect(tellsPlay('theirJoke', 'I want a snack!')).toBe(false);
    expect(playLead('theirRiddle', 0)).toContain('what is it?');
    expect(tellsPlay('theirRiddle', "hmm... I don't know! what is it?")).toBe(true);
    expect(tellsPlay('theirRiddle', 'ooh, tricky!')).toBe(true);
    // "I don't know" alone neither guesses nor asks: the riddle is left hanging.
    expect(tellsPlay('theirRiddle', "who's that? I don't know, I only know you!")).toBe(false);
    expect(tellsPlay('theirRiddle', 'is it a piano?')).toBe(true);
    expect(tellsPlay('theirRiddle', 'what a nice day! it is sunny')).toBe(false);
    expect(tellsPlay('theirJoke', 'this one is yours! [gift:leaf]')).toBe(false);
    expect(playLead('knocked')).toBe(" who's there?");
    expect(playLead('whoThere', 0, undefined, null, 'boo')).toBe(' boo who?');
    expect(tellsPlay('whoThere', 'boo who?')).toBe(true);
  });

  it('picks one thing of the owner\'s own "would u rather"', () => {
    expect(playAbout('game', 'would u rather be a cat or a dog')).toBe('a cat or a dog');
    expect(playLead('game', 0, undefined, 'rather', 'a cat or a dog')).toBe(' hmm... a cat!');
    // Asked to start one, it asks its own.
    expect(playAbout('game', 'lets play would u rather')).toBeNull();
  });

  it('guesses at the colour the owner spies', () => {
    expect(playAbout('game', 'ok i spy sumthing blue')).toBe('blue');
    expect(playLead('game', 0, undefined, 'spied', 'blue')).toBe(' hmm... is it the sky?');
    expect(tellsPlay('game', 'is it the sky?')).toBe(true);
  });

  it("does not read the owner's own puzzle as a riddle asked for", () => {
    expect(playAsked('i finished a huge puzzle')).toBeNull();
  });
});

describe('tellsWhole', () => {
  it('holds a question and its answer in one line', () => {
    expect(tellsWhole('why are fish so smart? they live in schools! [emote:giggle]')).toBe(true);
  });

  it('does not count a laugh, a bare "why?", or a question and answer of the model\'s own', () => {
    expect(tellsWhole('why? hehe!')).toBe(false);
    expect(tellsWhole('why was the broom late? it was hello [emote:giggle]')).toBe(false);
    expect(tellsWhole('hey! why was the broom late? it over-swept! hehe')).toBe(true);
    expect(tellsWhole("that's so funny! [emote:giggle]")).toBe(false);
  });
});

describe('the reply preference', () => {
  it('prefers a whole joke to a laugh when asked for a joke', () => {
    const reading = readMessage(['Sam: tell me a joke'], names);
    expect(reading?.play).toBe('joke');
    expect(keepScore(reading, 'what do you call a sleepy dinosaur? a dino-snore!')).toBe(1);
    expect(keepScore(reading, 'why? hehe!')).toBe(0);
  });

  it("leads a joke asked for with a whole joke of the world's, another from try to try", () => {
    const reading = readMessage(['Sam: tell me a joke'], names);
    const leads = [0, 1, 2].map((pick) => leadFor(reading, undefined, pick)!);
    for (const lead of leads) {
      expect(JOKES).toContain(lead.trim());
      expect(tellsWhole(lead)).toBe(true);
    }
    expect(new Set(leads).size).toBe(3);
  });

  it('leads a story the learned reader hears with its first words, and keeps a reply that tells one', () => {
    const hears: MessageReader = { read: () => ['play:story'] };
    const reading = readMessage(['Sam: tell me a story'], names, undefined, [], undefined, hears);
    expect(reading?.play).toBe('story');
    expect(leadFor(reading)).toBe(' once I');
    expect(keepScore(reading, 'once a tiny frog sang a song to the stars, and they twinkled back!')).toBe(1);
    expect(keepScore(reading, 'once upon a time, la!')).toBe(0);
    expect(keepScore(reading, 'I love you!')).toBe(0);
  });
});

describe('games in words, named', () => {
  it.each([
    ['rock paper scissors shoot!', 'rps', /rock|paper|scissors/],
    ['lets play would u rather', 'rather', /would you rather/],
    ['play simon says with me', 'simon', /simon says/],
    ['can we play 20 questions', 'guess', /thinking of/],
    ['guess what number im thinking of 1 to 10', 'number', /is it \d/],
  ])('"%s" starts %s with the pet\'s own turn', (text, game, opening) => {
    const r = readMessage([`Sam: ${text}`], names)!;
    expect(r.play).toBe('game');
    expect(r.game).toBe(game);
    expect(leadFor(r)).toMatch(opening);
  });
});

describe('play asked beside a feeling or a fact', () => {
  it.each([
    ['joke pls im bored', 'joke'],
    ['bruh i need a joke rn my sister is being annoying', 'joke'],
    ['my friend told me a joke about a chicken lol tell me one', 'joke'],
    ['play i spy with me 👀', 'game'],
  ])('"%s" wants the %s, not comfort, a note or hurt', (text, play) => {
    const r = readMessage([`Sam: ${text}`], names)!;
    expect(r.play).toBe(play);
    expect(r.hearts).toEqual([]);
    expect(r.told).toEqual([]);
    expect(r.mean).toBe(false);
  });

  it('lets the pet pick the number when asked to', () => {
    expect(readMessage(['Sam: guess the number game?? pick a number'], names)!.game).toBe('pickNumber');
  });
});

describe('a story asked about a thing', () => {
  it('reads what the story is to be about, and the two of them', () => {
    expect(storyOf('tell me a story about a dragon 🐉')).toBe('dragon');
    expect(storyOf('tell me a story abt frogs plz')).toBe('frog');
    expect(storyOf('tell me a story about a dragon and a cupcake')).toBe('dragon and cupcake');
    expect(storyOf('a story about u and me')).toBe('us');
    expect(storyOf('a story about a unicorn and me')).toBe('us');
    expect(storyOf('can u make up a story about u and me')).toBe('us');
    expect(storyOf('tell me a story')).toBeNull();
  });
  it('reads a story asked for by name beside a feeling, and tells one of the thing asked', () => {
    expect(playByRule('i cant sleep can u tell me a story')).toBe('story');
    const lead = playLead('story', 0, undefined, null, 'dragon')!;
    expect(lead).toMatch(/\bdragon\b.*the end!$/u);
    expect(storyKeeps('dragon', ['a', 'little', 'dragon'])).toBe(true);
    expect(storyKeeps('dragon', ['one', 'day', 'I', 'chased', 'a', 'butterfly'])).toBe(false);
    expect(storyKeeps(null, ['once', 'I'])).toBe(true);
  });
  it('tells a story of both things asked, and keeps only one that has both', () => {
    const lead = playLead('story', 1, undefined, null, 'dragon and cupcake')!;
    expect(lead).toMatch(/\bdragon\b.*\bcupcake\b.*the end!$/u);
    expect(storyKeeps('dragon and cupcake', wordsOf(lead))).toBe(true);
    expect(storyKeeps('dragon and cupcake', wordsOf('once a little dragon found a shiny pebble. the end!'))).toBe(
      false,
    );
  });
});

describe('play asked more ways, and told whole', () => {
  it('reads a joke asked back after one heard, or the funniest asked', () => {
    expect(playByRule('my brother told me a joke about a chicken now u tell one')).toBe('joke');
    expect(playByRule('wats the funniest joke u know')).toBe('joke');
  });

  it('leads a knock-knock joke asked for with a whole one, and keeps only a reply that knocks', () => {
    const r = readMessage(['Sam: knock knock joke pls!!!'], names);
    expect(r?.about).toBe('knock knock');
    const lead = leadFor(r)!;
    expect(lead).toMatch(/^ knock knock! who's there\? /u);
    expect(tellsWhole(lead)).toBe(true);
    expect(keepScore(r, 'why did the pancake blush? it saw the syrup!')).toBe(0);
    expect(keepScore(r, "knock knock! who's there? boo! boo who? don't cry, it's only a joke!")).toBe(1);
  });

  it('counts no "dunno" as a joke\'s answer, and no laugh alone as something silly', () => {
    expect(tellsWhole('why was the broom late? dunno! [emote:giggle]')).toBe(false);
    expect(tellsWhole('why was the broom late? it over-swept!')).toBe(true);
    const funny: MessageReader = { read: () => ['play:funny'] };
    const silly = readMessage(['Sam: say somthing silly'], names, undefined, [], undefined, funny);
    expect(silly?.play).toBe('funny');
    expect(keepScore(silly, 'hehe! [emote:happy]')).toBe(0);
    expect(keepScore(silly, "I'm a potato! hehe [emote:giggle]")).toBe(1);
  });
});

describe('a song asked', () => {
  it("is led by a verse of the pet's own favourite song, a few words for a baby", () => {
    const pet = { ...withPet({ traits: ['playful', 'foodie'] }).pet, stage: 'kid' as const };
    const verses = SONG_VERSES[personaFor(pet.traits).song];
    const lead = leadFor(readMessage(['Sam: can u sing me a song'], names, pet), pet)!;
    expect(verses.some((v) => lead.endsWith(v))).toBe(true);
    const baby = { ...pet, stage: 'baby' as const };
    expect(leadFor(readMessage(['Sam: sing pls'], names, baby), baby)).toMatch(/, la la!$/u);
    // Whole phrases of the verse, not three words cut from one.
    expect(sungLine('why is the sky blue? why do cows say moo? la la la!', 'baby')).toBe('why is the sky blue, la la!');
    expect(sungLine('la la, all in a row, my shelf is neat, and so I glow!', 'baby')).toBe(
      'la la, all in a row, la la!',
    );
    expect(sungLine('moon, moon, shining bright, say hello to me tonight!', 'baby')).toBe('moon, moon, la la!');
  });
});
