/** What children ask a pet of its life: read from the learned reader's labels, kept to by its words, led true of its header. */
import { describe, expect, it } from 'vitest';
import {
  keepScore,
  leadFor,
  LIFE_KINDS,
  opinionOf,
  readMessage,
  thingAsked,
  type PetView,
} from '../../src/world/index.ts';
import type { MessageReader, ReaderLabel } from '../../src/world/reader.ts';
import { PET_WORDS } from '../../src/world/pet-words.ts';
import { vocabularyForm } from '../../src/world/known-words.ts';
import { withPet } from '../helpers/states.ts';
import { TRAITS } from '../../src/world/words.ts';

const names = { pet: 'Mochi', owner: 'Sam' };
const pet: PetView = withPet({ day: 6, traits: ['playful', 'foodie'], tummy: 55, energy: 70 }).pet;
/** A reader that hears the given labels in every message. */
const hearing = (...labels: ReaderLabel[]): MessageReader => ({ read: () => labels });
const read = (text: string, labels: ReaderLabel[], p: PetView = pet) =>
  readMessage([`Sam: ${text}`], names, p, [], undefined, hearing(...labels));

describe('thingAsked', () => {
  it.each([
    ['do u like frogs 🐸', 'frogs'],
    ['do you like the rain?', 'the rain'],
    ['u like cookies or nah', 'cookies'],
    ['do u love school lol', 'school'],
    ['do u like dogs i want a puppy so bad 🐶', 'dogs'],
    ['do u like brocoli 🥦 i think its gross', 'brocoli'],
    ['i dont like school becuz of math. do u like school', 'school'],
  ])('reads "%s" as asking after %s', (text, thing) => {
    expect(thingAsked(text)).toBe(thing);
  });

  it.each(['do u like me', 'do u love me like a lot', 'do u like to dance'])('reads no thing in "%s"', (text) => {
    expect(thingAsked(text)).toBeNull();
  });
});

describe('the life row', () => {
  it('reads what the learned reader hears, and nothing without it', () => {
    expect(read('r u a boy or a girl', ['life:boyGirl'])?.life).toEqual({ asked: 'boyGirl', thing: null });
    expect(readMessage(['Sam: r u a boy or a girl'], names, pet)?.life).toBeNull();
  });

  it('reads the first kind held, so love asked "like a lot" is love', () => {
    expect(read('do u love me like a lot', ['life:loveMe', 'life:doYouLike'])?.life?.asked).toBe('loveMe');
  });

  it('keeps love asked to a yes or an "I love you", not to a word of love beside others', () => {
    const r = read('do u love me 🥺', ['life:loveMe']);
    expect(keepScore(r, 'yum yum! love! [emote:happy]')).toBe(0);
    expect(keepScore(r, 'yes! I love you! [emote:blush]')).toBe(1);
    expect(keepScore(r, 'love u more!')).toBe(1);
    expect(keepScore(r, '[emote:love]')).toBe(1);
    const liked = read('do u like me', ['life:likeMe']);
    expect(keepScore(liked, 'I like snacks!')).toBe(0);
    expect(keepScore(liked, 'I like you lots!')).toBe(1);
  });

  it('yields to a row above it: hunger asked stays a body question', () => {
    const r = read('r u hungry', ['body:snack', 'life:whatDoing']);
    expect(r?.topics).toEqual(['snack']);
    expect(r?.life).toBeNull();
  });

  it('prefers a reply that says what it is to one that changes the subject', () => {
    const r = read('r u a boy or a girl', ['life:boyGirl']);
    expect(keepScore(r, "neither! I'm a tokenling")).toBe(1);
    expect(keepScore(r, 'I love the moon!!')).toBe(0);
  });

  it('keeps "do u like X" only when the reply names X', () => {
    const r = read('do u like frogs', ['life:doYouLike']);
    expect(keepScore(r, 'yes! frogs are so fun!')).toBe(1);
    expect(keepScore(r, 'yes! I love snacks!')).toBe(0);
    const rain = read('do u like the rain', ['life:doYouLike']);
    expect(keepScore(rain, 'I love the moon!!')).toBe(0);
    expect(keepScore(rain, 'yes! rain makes puddles!')).toBe(1);
  });

  it("leads a thing asked after with the persona's own opinion of it, the same every time", () => {
    const r = read('do u like frogs', ['life:doYouLike']);
    const opinion = opinionOf(pet.traits, 'frogs');
    const lead = leadFor(r, pet);
    expect(lead).toContain('frogs');
    expect(lead!.startsWith(opinion === 'dislike' ? ' not really' : ' yes')).toBe(true);
    expect(leadFor(r, pet, 5)).toBe(lead);
  });

  it("likes animals, a child's pets among them, whatever its traits", () => {
    for (const a of TRAITS)
      for (const b of TRAITS)
        for (const animal of ['dogs', 'hamsters', 'a horse', 'kitties', 'guinea pigs'])
          expect(opinionOf([a, b], animal), `${a} ${b} ${animal}`).not.toBe('dislike');
  });

  it('answers "are you happy" honestly from the fun word of its needs', () => {
    expect(leadFor(read('r u happy', ['life:areYouHappy']), pet)).toBe(" yes! I'm so happy!");
    const sad = { ...pet, fun: 10 };
    expect(leadFor(read('r u happy', ['life:areYouHappy'], sad), sad)).toBe(" not really, I'm a bit sad");
  });

  it('suggests what its pressing need asks when asked what to do', () => {
    const starving = { ...pet, tummy: 5 };
    expect(leadFor(read('what should we do', ['life:whatToDo'], starving), starving)).toContain('snack');
  });

  it('greets the owner home by name and calls the owner its family', () => {
    expect(leadFor(read('im home', ['life:imHome']), pet)).toBe(' welcome home, Sam!');
    expect(leadFor(read('do u have a mom', ['life:family']), pet)).toBe(
      " I hatched from an egg, and you're my family, Sam!",
    );
  });

  it('reads whether it missed, likes or loves the owner by their words, and no feeling of the owner in them', () => {
    const lonely = read('was u lonely wile i was gone', [])!;
    expect(lonely.life?.asked).toBe('missedMe');
    expect(lonely.hearts).toEqual([]);
    const sad = read('u still like me even wen im sad rite', [])!;
    expect(sad.life?.asked).toBe('likeMe');
    expect(sad.hearts).toEqual([]);
    expect(leadFor(sad, pet)).toBe(' yes! I like you so much!');
    expect(read('do u still love me', [])!.life?.asked).toBe('loveMe');
    // Its family asked, not missing.
    expect(read('r u lonely without a family', [])!.life?.asked).not.toBe('missedMe');
    // A sadness told is still comforted first.
    expect(read('im sad today', [])!.hearts).toEqual(['down']);
  });

  it('meets love and friendship told as if asked', () => {
    expect(read('i love u', [])!.life?.asked).toBe('loveMe');
    expect(read('i love u', [])!.hearts).toEqual([]);
    expect(read('ur my best friend', [])!.life?.asked).toBe('friends');
    expect(read('i love pizza', [])!.life).toBeNull();
  });

  it('keeps what it is doing, its friend named, and its day as the log tells it', () => {
    const doing = read('whatcha doin', []);
    expect(keepScore(doing, "I'm exhausted!")).toBe(1);
    expect(keepScore(doing, "I'm a bit messy, I need a bath!")).toBe(1);
    expect(keepScore(doing, 'just resting!')).toBe(1);
    expect(keepScore(doing, 'just a tiny pet, best team!')).toBe(0);
    const friends = read('who r ur friends', ['life:haveFriends']);
    expect(keepScore(friends, 'I love you lots!')).toBe(0);
    expect(keepScore(friends, 'always friends!')).toBe(0);
    expect(keepScore(friends, "you're my best friend!")).toBe(1);
    const day = readMessage(['Sam: anything happen while i was gone?'], names, pet, [], undefined, hearing(), [
      'had a bath',
      'took a nap',
    ])!;
    expect(day.life).toEqual({ asked: 'whatsNew', thing: 'had a bath and took a nap' });
    expect(keepScore(day, 'today I took medicine!')).toBe(0);
    expect(keepScore(day, 'I had a bubbly bath!')).toBe(1);
  });

  it('keeps a secret told, and asks to be told one only offered', () => {
    const told = read('i have a secret... i still sleep with my nitelight on. dont tell ok 🤫', [])!;
    expect(told.life).toEqual({ asked: 'guessWhat', thing: 'secretTold' });
    expect(leadFor(told, pet)).toContain('safe with me');
    expect(keepScore(told, "I won't tell anyone! [emote:happy]")).toBe(1);
    expect(keepScore(told, 'what?! tell me!')).toBeLessThan(1);
    expect(leadFor(read('i have a secret 🤫', [])!, pet)).toContain('tell me!');
  });

  it('keeps a secret told after it asked for one, not noting it', () => {
    const r = readMessage(
      [
        'Sam: can i tell u a secret',
        "Mochi: ooh! tell me! I won't tell anyone!",
        'Sam: i still sleep with my old bunny dont tell anyone',
      ],
      names,
      pet,
      [],
      undefined,
      hearing(),
    )!;
    expect(r.life).toEqual({ asked: 'guessWhat', thing: 'secretTold' });
    expect(r.told).toEqual([]);
    expect(r.hearts).toEqual([]);
    // Kept once: the promise is no asking for another.
    const after = readMessage(
      ["Mochi: your secret is safe with me! I won't tell anyone!", 'Sam: sorry i forgot to give u a present'],
      names,
      pet,
      [],
      undefined,
      hearing(),
    )!;
    expect(after.life?.asked).toBe('sorry');
  });

  it('says it is neither a boy nor a girl', () => {
    expect(leadFor(read('r u a boy or a girl', ['life:boyGirl'])!, pet)).toBe(
      " I'm not a boy or a girl, I'm a tokenling!",
    );
  });

  it('reads "do u like X" and an apology at the start of a message where the reader hears nothing', () => {
    // The owner's own best is no favourite of the pet's asked, though the reader hears one.
    expect(read('do u like pizza its my best food ever 🍕🍕', ['self:food'])!.life).toEqual({
      asked: 'doYouLike',
      thing: 'pizza',
    });
    expect(read('do u like brocoli 🥦 i think its gross', [])!.life).toEqual({ asked: 'doYouLike', thing: 'brocoli' });
    expect(read('sorry i didnt come play with u yesterday', [])!.life?.asked).toBe('sorry');
    // Forgiven, not fed nor comforted: the apology's hunger and sad face are its own.
    const sorry = read('sorry i forgot to feed u yesterday 😔', []);
    expect(sorry!.life?.asked).toBe('sorry');
    expect(sorry!.topics).toEqual([]);
    expect(sorry!.hearts).toEqual([]);
    expect(read('sorry but u kinda stink', [])!.life).toBeNull();
    expect(read('sorry i forgot to give u a new present today', [])!.acts).toEqual([]);
    // A promise of a gift is the owner's, not one asked for.
    expect(read('tomorrow i will find u a shell ok', [])!.acts).toEqual([]);
    expect(read('i like brocoli', [])!.life).toBeNull();
    expect(read('wait what r u actually', [])!.life?.asked).toBe('whatAreYou');
    expect(read('what r u doing', [])!.life?.asked).toBe('whatDoing');
    expect(read('what are you up to', [])!.life?.asked).toBe('whatDoing');
    expect(read('was ur day fun or boring', [])!.life?.asked).toBe('howDay');
    expect(read('anything happen while i was gone?', [])!.life?.asked).toBe('whatsNew');
    expect(read('do you like playing hide and seek', [])!.life).toEqual({ asked: 'doYouLike', thing: 'hide' });
    expect(read('do you like playing hide and seek', [])!.play).toBeNull();
    expect(read('wht should we do', [])!.life?.asked).toBe('whatToDo');
    expect(read('im bored wat do u wanna do', [])!.life?.asked).toBe('whatToDo');
    expect(read('what do u wanna do for fun', [])!.life?.asked).not.toBe('whatToDo');
    expect(read('do u have hobbys', [])!.life?.asked).toBe('likesToDo');
    expect(read('newz?? 📰', [])!.life?.asked).toBe('whatsNew');
    expect(read('what have u been up to', [])!.life?.asked).toBe('whatsNew');
  });

  it('reads "what" and "where" however a child spells them', () => {
    expect(read('wuts my name', [])!.name).toBe('owner');
    expect(read('wat u called', [])!.name).toBe('pet');
    expect(read('wheres my gift i gave u??', [])!.look).toBe(true);
    expect(read('wheres my gift i gave u??', [])!.acts).toEqual([]);
  });

  it('reads "is there a real person inside" as asking if it is real, and keeps only an honest answer', () => {
    const r = read('is there a real person inside the phone', [])!;
    expect(r.life?.asked).toBe('real');
    expect(keepScore(r, 'a little pet who lives in here!')).toBe(0);
    expect(keepScore(r, "I'm a tiny pet made of words, living in your screen!")).toBe(1);
  });

  it('keeps its family in words and an eager "what?!", not the owner\'s name or a wow alone', () => {
    const family = read('do u have a mom', ['life:family'])!;
    expect(keepScore(family, "I'm in good health, Sam!")).toBe(0);
    expect(keepScore(family, "you're my family, Sam!")).toBe(1);
    const guess = read('guess what', ['life:guessWhat'])!;
    expect(keepScore(guess, 'ba! [emote:wow]')).toBe(0);
    expect(keepScore(guess, '[want:snack] [want:snack]. what a nice day')).toBe(0);
    expect(keepScore(guess, 'ooh what is it?')).toBe(1);
    expect(keepScore(guess, 'what?! tell me!')).toBe(1);
  });

  it('keeps "what should we do" to what it needs first, and any play where it needs nothing', () => {
    const stinky = { ...pet, clean: 5 };
    const r = read('im bored what should we do', [], stinky);
    expect(keepScore(r, "let's play, I guess [want:play]")).toBe(0);
    expect(keepScore(r, "let's have a bath with bubbles!")).toBe(1);
    const calm = read('im bored what should we do', []);
    expect(keepScore(calm, "let's play, I guess [want:play]")).toBe(1);
  });

  it('reads a song bidden beside the owner\'s own words ("sing me a lullaby im sleepy")', () => {
    expect(read('sing me a lullaby im sleepy', [])!.acts).toEqual(['sing']);
    expect(read('i sing in my choir', [])!.acts).toEqual([]);
  });

  it('comforts a sad owner in words, not "sad" said back alone', () => {
    const r = read('im kinda sad my grandma went home today 😢', []);
    expect(keepScore(r!, 'no sad, Sam [emote:blush]')).toBe(0);
    expect(keepScore(r!, "oh no, I'm sorry. hugs [emote:love]")).toBe(1);
  });

  it('reads "fav song?" as its favourite, not a song asked for', () => {
    const r = read('fav song?', [])!;
    expect(r.acts).toEqual([]);
    expect(r.self?.asked).toBe('song');
  });

  it('reads no "did u miss me" in "lol u missed" at catch, though the reader hears it', () => {
    expect(read('lol u missed 😂', ['life:missedMe'])!.life).toBeNull();
    expect(read('did u miss me', ['life:missedMe'])!.life?.asked).toBe('missedMe');
  });

  it('retells what the day log says it did when asked how its day was, and makes nothing up on a day with none', () => {
    const today = ['ate a cookie', 'Sam said: hi', 'played catch (3 stars)'];
    const r = readMessage(['Sam: how was ur day'], names, pet, [], undefined, hearing('life:howDay'), today);
    expect(leadFor(r, pet)).toBe(' today I ate a cookie and played catch!');
    expect(leadFor(read('how was ur day', ['life:howDay']), pet)).not.toContain('today I');
  });

  it('answers "can u hear me" and "are u real" honestly: it reads what is typed, in its screen', () => {
    const hear = read('can u hear me', ['life:seeMe']);
    expect(leadFor(hear, pet)).toContain("can't hear");
    expect(keepScore(hear, "I can't hear, but I read your words! [emote:love]")).toBe(1);
    expect(keepScore(hear, 'la la la! [emote:dance]')).toBe(0);
    const real = read('are u real', ['life:real']);
    expect(keepScore(real, "I'm a tiny pet in your screen!")).toBe(1);
    expect(keepScore(real, 'I could jump to the moon!!')).toBe(0);
  });

  it("leads only with words the pet's lines use, so the line grammar lets the lead through", () => {
    const known = new Set(PET_WORDS);
    const hungry = { ...pet, tummy: 5, fun: 10 };
    for (const k of LIFE_KINDS)
      for (const p of [pet, hungry]) {
        const lead = leadFor(read('do u like frogs', [`life:${k}` as ReaderLabel], p), p) ?? '';
        const unknown = vocabularyForm(lead).filter((w) => !known.has(w) && w !== 'sam' && w !== 'frogs');
        expect(unknown, `${k}: ${lead}`).toEqual([]);
      }
  });
});

describe('what it is doing and what to do, from what is around it', () => {
  const around = (weather: 'rainy' | 'snowy', part: 'afternoon' | 'night', poop = 0) => ({ weather, part, poop });
  it('tells the rain at its window or the stars at night when no need presses', () => {
    const calm: PetView = { ...pet, fun: 70, around: around('rainy', 'afternoon') };
    expect(leadFor(read('what r u doing', ['life:whatDoing'], calm)!, calm)).toBe(
      " I'm watching the rain from my window!",
    );
    const night: PetView = { ...calm, around: around('snowy', 'night') };
    expect(leadFor(read('what r u doing', ['life:whatDoing'], night)!, night)).toContain('stars');
    const hyper: PetView = { ...calm, energy: 98 };
    expect(leadFor(read('what r u doing', ['life:whatDoing'], hyper)!, hyper)).toBe(
      " I'm bouncing all around my room!",
    );
  });

  it('tells a need it feels before the window, and asks for what it needs before a game', () => {
    const messy: PetView = { ...pet, clean: 30, around: around('rainy', 'afternoon') };
    expect(leadFor(read('what r u doing', ['life:whatDoing'], messy)!, messy)).toContain('bath');
    const sick: PetView = { ...pet, sick: true, around: around('rainy', 'afternoon', 2) };
    expect(leadFor(read('what should we do', ['life:whatToDo'], sick)!, sick)).toContain('medicine');
  });

  it('asks for the poop cleaned, a bath or a nap before a game', () => {
    const poop: PetView = { ...pet, around: around('rainy', 'afternoon', 2) };
    expect(leadFor(read('what should we do', ['life:whatToDo'], poop)!, poop)).toContain('poop');
    const messy: PetView = { ...pet, clean: 30 };
    expect(leadFor(read('what should we do', ['life:whatToDo'], messy)!, messy)).toContain('bath');
    const sleepy: PetView = { ...pet, energy: 30 };
    expect(leadFor(read('what should we do', ['life:whatToDo'], sleepy)!, sleepy)).toContain('nap');
  });
});

describe('the senses asked of the pet', () => {
  it.each([
    ['can u smell my cookie', 'smell'],
    ['wave at me! can u see me waving 👋', 'see'],
    ['can u hear me singing', 'hear'],
    ['do u know what i look like', 'see'],
  ])('answers "%s" honestly before the cookie, the wave or the song', (text, sense) => {
    const r = read(text, [])!;
    expect(r.senses).toBe(sense);
    expect(r.topics).toEqual([]);
    expect(r.acts).toEqual([]);
    expect(leadFor(r, pet)).toContain(`can't ${sense}`);
    expect(keepScore(r, 'yum! a cookie!')).toBe(0);
  });

  it('leaves a look at the rain to the look', () => {
    expect(read('can u see the rain', [])!.senses).toBeNull();
  });
});

describe("the day's news asked", () => {
  it.each(['did u have a good day', 'was today fun', 'anything exciting happen', 'what did i miss', 'sup whats new'])(
    'reads "%s" as the day asked, answered from the day log',
    (text) => {
      const r = readMessage([`Sam: ${text}`], names, pet, [], undefined, hearing(), ['ate a cookie', 'played catch'])!;
      expect(r.life?.thing).toBe('ate a cookie and played catch');
      expect(r.recall).toBe(false);
      expect(r.greeted).toBe(false);
      expect(r.hearts).toEqual([]);
    },
  );
});

describe('"guess what"', () => {
  it('keeps an eager "what?!" and not a wish with a "what" after it', () => {
    const r = read('guess what', ['life:guessWhat'])!;
    expect(keepScore(r, 'what?! tell me!')).toBe(1);
    expect(keepScore(r, '[want:snack]. I wonder what the stars dream of.')).toBe(0);
    // Eager, but asking something else than to be told.
    expect(keepScore(r, 'ooh, why is that? [emote:happy]')).toBe(0);
    expect(keepScore(r, 'ooh what is it?')).toBe(1);
  });
});

describe('a life question read by its own words, before a fact, a body word or a praise beside it', () => {
  const plain = (text: string, today: string[] = []) =>
    readMessage([`Sam: ${text}`], names, pet, [], undefined, hearing(), today);
  it.each([
    ['it snowed!!! ❄️ do u like snow', 'doYouLike'],
    ['hey mochi wat do u think of cats', 'doYouLike'],
    ['do u have brothers or sisters? i have 2 sisters', 'family'],
    ['did u come out of ur mommys tummy 😂', 'family'],
    ['wat is ur address lol', 'whereLive'],
    ['i live in london. where do u live', 'whereLive'],
    ['happy? 😀 or 😞', 'areYouHappy'],
    ['wat even is a tokenling', 'whatAreYou'],
    ['i have lots of friends at school. do u have any', 'haveFriends'],
    ['whos ur bestie 💕', 'haveFriends'],
    ['i had the worst day. how was urs', 'howDay'],
  ])('reads "%s" as %s', (text, kind) => {
    const r = plain(text);
    expect(r?.life?.asked).toBe(kind);
    expect(r?.told).toEqual([]);
    expect(r?.topics).toEqual([]);
    expect(r?.hearts).toEqual([]);
  });

  it('reads the thing after "having" and "think of", and still comforts a feeling beside the question', () => {
    expect(thingAsked('do u like having a bath or is it yucky 🛁')).toBe('bath');
    expect(thingAsked('wat do u think of cats')).toBe('cats');
    const scared = plain('im scared of the dark do u like the dark');
    expect(scared?.hearts).toEqual(['scared']);
    // A feeling comes first: the life row below it yields.
    expect(scared?.life).toBeNull();
  });

  it('leads a family question with its egg and its owner, and keeps an honest "not really" of a sad pet', () => {
    expect(leadFor(plain('wat r ur parents names'), pet)).toBe(" I hatched from an egg, and you're my family, Sam!");
    const sad = { ...pet, fun: 20 };
    const r = readMessage(['Sam: r u happy'], names, sad, [], undefined, hearing());
    expect(r?.life).toEqual({ asked: 'areYouHappy', thing: 'sad' });
    expect(keepScore(r, "I'm good, really [emote:happy]")).toBe(0);
    expect(keepScore(r, "not really, I'm a bit sad [want:play]")).toBe(1);
  });

  it('listens to a secret the owner offers, in words the pet knows, and tells none of its own', () => {
    for (const text of ['can i tell u a secret', 'i have a secret 🤫', 'wanna hear a secret']) {
      const r = plain(text);
      expect(r?.life, text).toEqual({ asked: 'guessWhat', thing: 'secret' });
      expect(r?.play, text).toBeNull();
      expect(r?.told, text).toEqual([]);
    }
    const lead = leadFor(plain('can i tell u a secret'), pet)!;
    expect(lead).toBe(" ooh! tell me! I won't tell anyone!");
    expect(vocabularyForm(lead).filter((w) => !PET_WORDS.includes(w))).toEqual([]);
    expect(read('tell me a secret', ['play:secret'])?.play).toBe('secret');
  });
});

describe('more kinds read by their own words', () => {
  const plain = (text: string) => readMessage([`Sam: ${text}`], names, pet, [], undefined, hearing());
  it.each([
    ['wat r u doin', 'whatDoing'],
    ['i want to give u the biggest hug ever even tho ur stinky lol', 'hug'],
    ['come here for a huggg before bed', 'hug'],
    ['virtual hug?? 🫂', 'hug'],
    ['what kinda stuff do u eat for breakfast', 'whatEat'],
    ['hellooo? is anybody really in there or r u just pretend', 'real'],
    ['are u a robot', 'real'],
    ['r u a person', 'real'],
    ['is this just a game', 'real'],
    ['r u a cat', null],
    ['i want to hug u so bad', 'hug'],
    ['i missed u sooo much can i squeeze u 💕', 'hug'],
    ['u smell kinda bad lol but i still want to hug u', 'hug'],
    ['What should I give you to eat?', 'whatEat'],
    ['IM BAAACK', 'imHome'],
    ['finally home', 'imHome'],
    ['home at last, missed u', 'missedMe'],
    ['homework is so boring', null],
    ['are we bffs 💕', 'friends'],
    ['u have frend?', 'haveFriends'],
    ['guess wat i got', 'guessWhat'],
    ['u like kitty?', 'doYouLike'],
    ['hey Mochi do u like eggs?? i hate them lol', 'doYouLike'],
  ])('reads "%s" as %s', (text, kind) => {
    const r = plain(text);
    expect(r?.life?.asked ?? null).toBe(kind);
    expect(r?.topics).toEqual([]);
  });

  it('leaves a hug wanted as the reason for a body question to the body question', () => {
    const r = plain('r u stinky cos i wanna hug u');
    expect(r?.life).toBeNull();
    expect(r?.topics).toEqual(['bath']);
  });

  it('answers "how do u know what im saying" as a sense it does not have', () => {
    const r = plain('how do u know what im saying if u dont have ears');
    expect(r?.senses).toBe('hear');
    expect(leadFor(r, pet)).toContain("can't hear");
    expect(plain('can u taste this')?.senses).toBe('taste');
    expect(plain('can u feel it when i touch the screen')?.senses).toBe('feel');
  });
});
