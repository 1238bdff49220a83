/**
 * The line grammar never rules out a line the validator accepts (every prefix of
 * 3,000+ valid lines the generator writes, in their situations, is allowed), and
 * it rules out what no ending could save.
 */
import { describe, expect, it } from 'vitest';
import {
  DiaryGrammar,
  LineGrammar,
  validateDiaryPage,
  validateNext,
  type TranscriptStart,
  type WorldState,
} from '../../src/world/index.ts';
import { transcriptStart, worldState, type PetState } from '../../src/sim/index.ts';
import { SessionPlayer } from '../../models/recipe/data/session.ts';

describe('the line grammar', () => {
  it('allows every prefix of every valid line the generator writes, and the line itself', () => {
    let lines = 0;
    let prefixes = 0;
    for (let i = 0; i < 120; i++) {
      const player = new SessionPlayer(31_000 + i, 'train', 0.25);
      player.onPetLine = (pet: PetState, body: string) => {
        const g = new LineGrammar(worldState(pet), transcriptStart(pet), pet.chat);
        const text = ` ${body}`;
        for (let k = 1; k < text.length; k++) {
          prefixes += 1;
          if (!g.allows(text.slice(0, k)))
            throw new Error(
              `refused the prefix ${JSON.stringify(text.slice(0, k))} of the valid line ${JSON.stringify(body)}`,
            );
        }
        if (!g.allows(text, true)) throw new Error(`refused the valid line ${JSON.stringify(body)} as finished`);
        lines += 1;
      };
      player.chat(20 + (i % 30));
    }
    expect(lines).toBeGreaterThan(3000);
    expect(prefixes).toBeGreaterThan(50_000);
  }, 60_000);

  const state = (pet: Partial<WorldState['pet']> = {}): WorldState => ({
    now: '2026-11-30T15:10',
    weather: 'rainy',
    owner: 'Sam',
    pet: {
      name: 'Pip',
      stage: 'kid',
      day: 3,
      traits: ['curious'],
      tummy: 55,
      fun: 70,
      energy: 70,
      clean: 60,
      asleep: false,
      sick: false,
      ...pet,
    },
    memories: [],
    today: [],
    shelf: [],
    toy: null,
    poop: 0,
    diary: [],
  });
  const start: TranscriptStart = { pet: 'Pip', owner: 'Sam', asleep: false };

  it.each([
    ['an unknown tag', [], ' [clok'],
    ['an unknown value', [], ' [emote:hapy]'],
    ['an answer with no offer', [], ' ok [yes]'],
    ['a dream while awake', [], ' [dream'],
    ['a second answer', ['* Sam offered Pip a cookie *'], ' [yes] [yes]'],
    ['another name after "my name is"', ["Sam: what's your name?"], ' my name is Ru'],
    ['another name after "your name is"', ["Sam: what's my name?"], ' your name is Pri'],
    ['another capitalised name after "I\'m"', ['Sam: who are you?'], " I'm Z"],
    ['a name cut short after "I\'m"', ['Sam: who are you?'], " I'm Pi "],
    ['a word glued to "my name is"', ["Sam: what's your name?"], ' my name isister'],
    ["the pet's own name with its case broken", ["Sam: what's your name?"], ' they call me PiP'],
    ["the owner's name with its case broken", ["Sam: what's my name?"], ' your name is SAm'],
    ['another name after an article after "your name is"', ["Sam: what's my name?"], ' your name is A E'],
    ['a word neither the pet nor the chat knows (a broken name)', ["Sam: what's your name?"], ' Lures!'],
    ['a made-up word being written', ['Sam: i have a dog called Rexo'], ' I like shotix'],
    ['a made-up word before a tag', [], ' zorbly [emote:happy'],
    ['a word glued to "your name\'s"', ["Sam: what's my name?"], " your name'sDie"],
    ["a recall keyword running on past the owner's words", ['Sam: how old am i, do u remember?'], ' [recall:old saw'],
    [
      'a fact word the owner never said',
      ['Sam: i have a dog called Biscuit'],
      ' [remember:Sam has a dog called Biscuit who loves soup',
    ],
    ['a recall keyword the owner did not ask about', ['Sam: what is my dog called?'], ' [recall:mango]'],
    [
      'a fact word grown past an allowed one ("do" into anything)',
      ['Sam: i have a dog called Rexo'],
      " [remember:Sam has a don'tumpling",
    ],
    ['a fact word looping', ['Sam: i need to catch the bus to school'], " [remember:Sam's bus is called to to to "],
    [
      'a fact word copied twice, said once',
      ['Sam: i have a goldfish named captain fin'],
      ' [remember:Sam has a goldfish named a goldfish ',
    ],
    [
      'a fact word being written that can only become one already copied',
      ['Sam: i have a goldfish named captain fin'],
      ' [remember:Sam has a goldfish named a gold',
    ],
    [
      'five little words in a row in a fact',
      ['Sam: i have 2 cats, pickle and pesto'],
      ' [remember:Sam has 2 cats named the and has and so',
    ],
    [
      'a fact word grown past the name it began as',
      ['Sam: i have a dog called Rexo'],
      ' [remember:Sam has a dog called Rexoly',
    ],
    ['a stray brace', [], ' hi {'],
    ['punctuation where a name goes', ["Sam: what's your name?"], " I'm called%"],
    ["a number where the owner's name goes", ['Sam: who am i?'], ' your name is 1'],
    ['a walk in reply to words that do not ask for one', ["Sam: i'm sad today"], ' [walk:l'],
    ['a full tummy while the header says hungry', [], " I'm full!"],
    ['a want the header makes untrue (a bath while clean)', [], ' [want:ba'],
    ['the answer the appetite table refuses (no to food while hungry)', ['* Sam offered Pip a cookie *'], ' [no'],
    ['refusing words where the appetite table demands a yes', ['* Sam offered Pip a cookie *'], ' no thanks!'],
    ['a recall keyword of stop words alone', ['Sam: guess who this is'], ' [recall:this]'],
    ['a fact that starts with a glue word, not the owner or their words', ['Sam: we got a new puppy'], ' [remember:Am'],
    ['a fact word grown by an -es English does not make', ['Sam: i have a dog called Rexo'], ' [remember:Sam has aes'],
    ["an article before the owner's name", ["Sam: what's my name?"], ' your name is a Sam'],
    [
      'a fact word with its case broken as it is written',
      ['Sam: my best friend is called Odette'],
      " [remember:Sam's best friend is called OdeT",
    ],
    [
      'a finished fact word with its case broken',
      ['Sam: my best friend is called Odette'],
      " [remember:Sam's best friend iS ",
    ],
  ])('rules out %s', (_, lines, prefix) => {
    const g = new LineGrammar(state({ tummy: 30 }), start, lines as string[]);
    expect(g.allows(prefix, prefix.endsWith('yum'))).toBe(false);
  });

  it('names the rest of the name a name slot must write, and nothing elsewhere', () => {
    const g = new LineGrammar(state(), start, ["Sam: what's your name?"]);
    expect(g.nameRest(' my name is')).toBe(' Pip');
    expect(g.nameRest(' hi!! my name is ')).toBe('Pip');
    expect(g.nameRest(' call me P')).toBe('ip');
    const owner = new LineGrammar(state(), start, ['Sam: who am i?']);
    expect(owner.nameRest(' your name is')).toBe(' Sam');
    expect(owner.nameRest(" you're called Sa")).toBe('m');
    // Asked the pet's own name, the pet does not tell the owner theirs (owner-name-unasked): the lead is refused as it ends.
    expect(g.nameRest(' your name is')).toBeNull();
    expect(g.allows(' your name')).toBe(true);
    expect(g.allows(' your name is')).toBe(false);
    expect(
      new LineGrammar(state(), start, ['Sam: i got a hamster!! his name is crumbs']).allows(" you're called"),
    ).toBe(false);
    // The name as the header spells it, or all lowercase or all capitals, as the slot began it; never a broken case.
    expect(g.nameRest(' my name is p')).toBe('ip');
    expect(g.nameRest(' my name is PI')).toBe('P');
    for (const line of [' my name is pip!', ' MY NAME IS PIP!!', ' call me Pip'])
      expect(g.allows(line, true), line).toBe(true);
    for (const body of [' my name is Pip', ' hello', ' my name is Pip!', ' [emote:hap', ' my name is Ru'])
      expect(g.nameRest(body), body).toBeNull();
    // What it names is what the grammar then allows, to the name's end.
    for (const body of [' my name is', ' call me P']) expect(g.allows(body + g.nameRest(body)!)).toBe(true);
    expect(owner.allows(' your name is' + owner.nameRest(' your name is')!)).toBe(true);
    const duke = new LineGrammar(
      { ...state(), pet: { ...state().pet, name: 'The Duke' } },
      { ...start, pet: 'The Duke' },
      ['Sam: who r u'],
    );
    expect(duke.nameRest(' my name is')).toBe(' The');
    // A name slot reads a name's letters: "A.J." is "A" to it, as to the validator; "007" has no letters to force.
    for (const name of ['A.J.', 'Mr. Wobbles', '007']) {
      const odd = new LineGrammar({ ...state(), pet: { ...state().pet, name } }, { ...start, pet: name }, [
        'Sam: who r u',
      ]);
      const line = ` my name is ${name}!`;
      for (let i = 1; i <= line.length; i++)
        expect(odd.allows(line.slice(0, i), i === line.length), line.slice(0, i)).toBe(true);
      const rest = odd.nameRest(' my name is');
      if (rest !== null) expect(odd.allows(` my name is${rest}`)).toBe(true);
    }
  });

  it('keeps what the same situations allow', () => {
    const g = new LineGrammar(state({ tummy: 30 }), start, ['* Sam offered Pip a cookie *']);
    expect(g.allows(' yum [yes] [emote:hap')).toBe(true);
    // Hungry: "full" may be written on ("fully"), the tummy may be said hungry, and "not full" is no claim of full.
    expect(g.allows(" I'm ful")).toBe(true);
    expect(g.allows(" I'm so hungry! [want:snack]", true)).toBe(true);
    expect(g.allows(" I'm not full!", true)).toBe(true);
    const named = new LineGrammar(state(), start, ["Sam: what's your name?"]);
    expect(named.allows(' my name is Pi')).toBe(true);
    expect(named.allows(' my name is Pip!', true)).toBe(true);
    expect(named.allows(" I'm Pi")).toBe(true);
    expect(named.allows(" my name isn't Sam, it's Pip!", true)).toBe(true);
    expect(named.allows(" I'm Pip, hi!", true)).toBe(true);
    expect(named.allows(' my name is ')).toBe(true);
    expect(named.allows(' my name is', true)).toBe(false);
    // Only the name follows a lead: not "the", "not" or "so" (the model went there when it could not copy the name).
    for (const p of [' my name is the', ' my name is no', ' my name is so']) expect(named.allows(p), p).toBe(false);
    expect(named.allows(' my name is [emote:happy] Pip', true)).toBe(true);
    expect(new LineGrammar(state(), start, ['Sam: walk left!']).allows(' okay! [walk:le')).toBe(true);
    expect(new LineGrammar(state(), start, ['Sam: hi', 'Pip: hi!']).allows(' [walk:le')).toBe(true);
    expect(named.allows(" I'm happy! I'm Sorry, Pip", true)).toBe(true);
    expect(validateNext(start, ['Sam: who are you?'], "Pip: I'm B bath", state()).valid).toBe(false);
    const owner = new LineGrammar(state(), start, ["Sam: what's my name?"]);
    expect(owner.allows(" you're called Sa")).toBe(true);
    expect(owner.allows(' your name is Sam!', true)).toBe(true);
    expect(validateNext(start, ["Sam: what's my name?"], 'Pip: your name is Sam!', state()).valid).toBe(true);
    expect(validateNext(start, ["Sam: what's my name?"], 'Pip: your name is Priya!', state()).valid).toBe(false);
    const ponies = new LineGrammar(state(), start, ['Sam: i got a pony']);
    expect(ponies.allows(' lets')).toBe(true);
    expect(ponies.allows(' I love poni')).toBe(true);
    expect(ponies.allows(' I love ponies!', true)).toBe(true);
    expect(validateNext(start, ['Sam: i got a pony'], 'Pip: I love ponies!', state()).valid).toBe(true);
    const duke = new LineGrammar(
      { ...state(), pet: { ...state().pet, name: 'The Duke' } },
      { ...start, pet: 'The Duke' },
      ["Sam: what's your name?"],
    );
    expect(duke.allows(' my name is The Du')).toBe(true);
    expect(duke.allows(' my name is The Duke!', true)).toBe(true);
    expect(duke.allows(' my name is the')).toBe(true);
    const copied = new LineGrammar(state(), start, ['Sam: my cat is called flimsy']);
    expect(copied.allows(' flims')).toBe(true);
    expect(copied.allows(' flimsy is sooo cute!', true)).toBe(true);
    expect(copied.allows(' [recall:cat]{Sam has a cat called Zubbo} Zub')).toBe(true);
    const fact = new LineGrammar(state(), start, ['Sam: i have a dog called Biscuit']);
    expect(fact.allows(' ooh [remember:Sam has a dog called Bisc')).toBe(true);
    expect(
      validateNext(
        start,
        ['Sam: i have a dog called Biscuit'],
        'Pip: ooh [remember:Sam has a dog called Biscuit]',
        state(),
      ).valid,
    ).toBe(true);
    // A fact is the one the owner's words make (factFromWords), every prefix of it and no other wording.
    const test = new LineGrammar(state(), start, ['Sam: i got an A on my test!!!']);
    const whole = ' [remember:Sam got an A on the test]';
    for (let k = 1; k <= whole.length; k++) expect(test.allows(whole.slice(0, k)), whole.slice(0, k)).toBe(true);
    expect(test.allows(`${whole} yay!!`, true)).toBe(true);
    for (const p of [
      ' [remember:Sam got an test',
      ' [remember:Sam got an A on the test in',
      ' [remember:Sam got an A]',
    ])
      expect(test.allows(p), p).toBe(false);
    expect(validateNext(start, ['Sam: i got an A on my test!!!'], `Pip:${whole} yay!!`, state()).valid).toBe(true);
    // Of two messages, the newest that tells something.
    const two = new LineGrammar(state(), start, ['Sam: my cat is called Pickle', 'Sam: i like frogs too']);
    expect(two.allows(' [remember:Sam likes frogs]')).toBe(true);
    expect(two.allows(" [remember:Sam's cat")).toBe(false);
  });
});

describe('the line grammar, kept while sampling', () => {
  const state = (pet: Partial<WorldState['pet']> = {}): WorldState => ({
    now: '2026-11-30T15:10',
    weather: 'rainy',
    owner: 'Sam',
    pet: {
      name: 'Pip',
      stage: 'kid',
      day: 3,
      traits: ['curious'],
      tummy: 55,
      fun: 70,
      energy: 70,
      clean: 60,
      asleep: false,
      sick: false,
      ...pet,
    },
    memories: [],
    today: [],
    shelf: [],
    toy: null,
    poop: 0,
    diary: [],
  });
  const start: TranscriptStart = { pet: 'Pip', owner: 'Sam', asleep: false };
  const offered = ['* Sam offered Pip a cookie *'];

  it('keeps the appetite table: the answer it demands, and no refusing words where it demands a yes', () => {
    const hungry = new LineGrammar(state({ tummy: 30 }), start, offered);
    expect(hungry.allows(' [yes] yum!', true)).toBe(true);
    expect(hungry.allows(' [no')).toBe(false);
    expect(hungry.allows(' no thanks')).toBe(true); // "thanks" may still grow ("thanksgiving")
    expect(hungry.allows(' no thanks!')).toBe(false);
    expect(validateNext(start, offered, 'Pip: [no] no thanks!', state({ tummy: 30 })).valid).toBe(false);
    const stuffed = new LineGrammar(state({ tummy: 95 }), start, offered);
    expect(stuffed.allows(' [yes]')).toBe(false); // "[yes" alone may still become [yesterday]
    expect(stuffed.allows(" [no] I'm stuffed!", true)).toBe(true);
    expect(stuffed.allows(' [yest')).toBe(false); // an answer looks nothing up: "[yes" leads nowhere but [no]
    expect(validateNext(start, offered, 'Pip: [yes] yum!', state({ tummy: 95 })).valid).toBe(false);
    // In between ("full"), the pet's own choice: either answer.
    const full = new LineGrammar(state({ tummy: 70 }), start, offered);
    expect(full.allows(' [yes] ok!', true)).toBe(true);
    expect(full.allows(' [no] no thanks!', true)).toBe(true);
  });

  it("does not end a wordless reply of wants the owner's words did not touch", () => {
    const colour = new LineGrammar(state(), start, ['Sam: my favourite colour is purple']);
    expect(colour.allows(' [want:play]')).toBe(true);
    expect(colour.allows(' [want:play]', true)).toBe(false);
    expect(colour.allows(' [want:play] purple is pretty!', true)).toBe(true);
    expect(validateNext(start, ['Sam: my favourite colour is purple'], 'Pip: [want:play]', state()).valid).toBe(false);
    expect(new LineGrammar(state(), start, ['Sam: wanna play?']).allows(' [want:play]', true)).toBe(true);
  });

  it('does not close a diary note the day log already holds, and lets it go on into a new one', () => {
    const logged = { ...state(), today: ['watched the clouds drift by'] };
    const g = new LineGrammar(logged, start, ['Sam: hi']);
    expect(g.allows(' hi! [diary:watched the clouds drift by')).toBe(true);
    expect(g.allows(' hi! [diary:watched the clouds drift by]')).toBe(false);
    expect(g.allows(' hi! [diary:watched the clouds drift by with Sam]', true)).toBe(true);
    expect(validateNext(start, ['Sam: hi'], 'Pip: hi! [diary:watched the clouds drift by]', logged).valid).toBe(false);
    expect(new LineGrammar(state(), start, ['Sam: hi']).allows(' hi! [diary:watched the clouds drift by]', true)).toBe(
      true,
    );
  });

  it('names the rest of a fact or keyword word the model put out of reach, and nothing elsewhere', () => {
    const dad = new LineGrammar(state(), start, ['Sam: my dads name is kwame']);
    expect(dad.wordRest(' ok [remember:')).toBe("Sam's dads name is kwame");
    expect(dad.wordRest(" [remember:Sam's dads name is k")).toBe('wame');
    for (const body of [' hello k', ' [emote:ha', " [remember:Sam's dads name is kwame", ' [remember:Sam has a dog]'])
      expect(dad.wordRest(body), body).toBeNull();
    // What it names is what the grammar then allows.
    for (const body of [' ok [remember:', ' [remember:S', " [remember:Sam's dads name is k"])
      expect(dad.allows(`${body}${dad.wordRest(body)!}]`), body).toBe(true);
    const dino = new LineGrammar(state(), start, ['Sam: remember my fav dinosaur?']);
    expect(dino.wordRest(' [recall:dino')).toBe('saur');
    expect(dino.allows(' [recall:dinosaur]')).toBe(true);
  });

  it("lets a recall keyword take the form a memory holds the question's word in, in plain letters", () => {
    const dog = new LineGrammar(state(), start, ['Sam: whats my doggy called again']);
    expect(dog.allows(' [recall:dog]')).toBe(true);
    expect(dog.allows(' [recall:doggy]')).toBe(true);
    expect(dog.allows(' [recall:doggy!!')).toBe(false);
    expect(
      validateNext(start, ['Sam: whats my doggy called again'], 'Pip: [recall:dog]{nothing} hmm', state()).valid,
    ).toBe(true);
  });

  it('says a fact being written is dictated until its tag closes, and nothing else is', () => {
    const g = new LineGrammar(state(), start, ['Sam: i like frogs']);
    expect(g.dictates(' ooh [remember:')).toBe(true);
    expect(g.dictates(' ooh [remember:Sam lik')).toBe(true);
    expect(g.dictates(' ooh [remember:Sam likes frogs]')).toBe(false);
    expect(g.dictates(' ooh [remember')).toBe(false);
    expect(g.dictates(' [recall:frog')).toBe(false);
  });

  it("opens no [remember: where the owner's words make no fact", () => {
    expect(new LineGrammar(state(), start, ['Sam: i love you']).allows(' aww [remember:')).toBe(false);
    expect(new LineGrammar(state(), start, ['Sam: whats my dog called?']).allows(' [remember')).toBe(false);
  });
});

describe('the diary grammar', () => {
  it('allows every prefix of every valid page the generator writes', () => {
    let prefixes = 0;
    for (let i = 0; i < 150; i++) {
      const seed = 41_000 + i;
      const steps = 5 + (i % 25);
      const state = new SessionPlayer(seed, 'train').diaryState(steps);
      const page = new SessionPlayer(seed, 'train').diary(steps).lines[0]![0]!.text;
      expect(validateDiaryPage(page, { pet: state.pet.name, owner: state.owner }, state).valid).toBe(true);
      const g = new DiaryGrammar(state);
      for (let k = 1; k <= page.length; k++) {
        prefixes += 1;
        if (!g.allows(page.slice(0, k)))
          throw new Error(
            `refused the prefix ${JSON.stringify(page.slice(0, k))} of the valid page ${JSON.stringify(page)}`,
          );
      }
    }
    expect(prefixes).toBeGreaterThan(15_000); // about 19,000 since pages tell only the entries their header shows
  }, 60_000);

  const day = (today: string[], weather: WorldState['weather'] = 'rainy'): WorldState => ({
    now: '2026-11-30T21:10',
    weather,
    owner: 'Quinn',
    pet: {
      name: 'Yoyo',
      stage: 'kid',
      day: 3,
      traits: ['curious'],
      tummy: 55,
      fun: 70,
      energy: 40,
      clean: 60,
      asleep: false,
      sick: false,
    },
    memories: [],
    today,
    shelf: [],
    toy: null,
    poop: 0,
    diary: [],
  });

  it('rules out a gift, a food, a weather, a star count or a name the day did not have, as its word is written', () => {
    const g = new DiaryGrammar(day(['ate a strawberry', 'played catch (5 stars)', 'found a shell']));
    expect(g.allows('\nI found a shell and ate a strawberry. I won 5 stars. Quinn and I had fun')).toBe(true);
    expect(g.allows('\nI found a flo')).toBe(true);
    expect(g.allows('\nI found a flower')).toBe(false);
    expect(g.allows('\nI munched an apple')).toBe(false);
    expect(g.allows('\nit was snowy')).toBe(false);
    expect(g.allows('\nit was rainy')).toBe(true);
    expect(g.allows('\nI won 3 stars')).toBe(false);
    // A capital that may still grow into the owner's name is not judged yet; one that cannot, is.
    expect(g.allows('\nI listened to Qu')).toBe(true);
    expect(g.allows('\nI listened to Quay')).toBe(false);
    // Only the sentence being written is judged, and the one a break finishes as the break is written: an earlier
    // slip does not stop the mask for the rest.
    expect(g.allows('\nit was snowy. I found a shell')).toBe(true);
    expect(g.allows('\nI listened to Qu')).toBe(true);
    expect(g.allows('\nI listened to Qu.')).toBe(false);
    expect(g.allows('\nI listened to Qu', true)).toBe(false);
    expect(g.allows('\nI listened to Quinn.', true)).toBe(true);
    expect(g.nameRest('\nI listened to Qu')).toBe('inn');
    expect(g.nameRest('\nI listened to Quinn')).toBeNull();
    expect(g.nameRest('\nI ate a straw')).toBeNull();
    for (const bad of ['\nI found a flower', '\nit was snowy', '\nI listened to Quay']) {
      expect(
        validateDiaryPage(
          `${bad}.`,
          { pet: 'Yoyo', owner: 'Quinn' },
          day(['ate a strawberry', 'played catch (5 stars)', 'found a shell']),
        ).valid,
      ).toBe(false);
    }
  });
});
