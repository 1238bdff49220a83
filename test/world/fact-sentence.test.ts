import { describe, expect, it } from 'vitest';
import { factFromWords, factsAsSaid, thirdPerson, validateNext, type WorldState } from '../../src/world/index.ts';

const fact = (text: string) => factFromWords('Lena', text, 'Noodle');

function state(): WorldState {
  return {
    now: '2026-11-30T15:10',
    weather: 'rainy',
    owner: 'Lena',
    pet: {
      name: 'Noodle',
      stage: 'kid',
      day: 3,
      traits: ['curious'],
      tummy: 55,
      fun: 70,
      energy: 70,
      clean: 60,
      asleep: false,
      sick: false,
    },
    memories: [],
    today: [],
    shelf: [],
    toy: null,
    poop: 0,
    diary: [],
  };
}

describe('factFromWords', () => {
  it('turns "i" and "my" into the owner, and a later "my" in the same clause into "the"', () => {
    expect(fact('i got an A on my test!!!')).toBe('Lena got an A on the test');
  });

  it("writes the owner's own thing as the owner's", () => {
    expect(fact('my cat is called Pickle')).toBe("Lena's cat is called Pickle");
  });

  it('writes "im" as the owner and "is"', () => {
    expect(fact('im scared of the dark')).toBe('Lena is scared of the dark');
  });

  it('gives the verb after the owner its third-person ending', () => {
    expect(fact('i like cats')).toBe('Lena likes cats');
    expect(fact('i study maths')).toBe('Lena studies maths');
    expect(fact('i watch cartoons')).toBe('Lena watches cartoons');
  });

  it('puts the ending on the verb after the adverbs', () => {
    expect(fact('i never eat peas')).toBe('Lena never eats peas');
  });

  it('leaves a past verb as it is', () => {
    expect(fact('i won the race at school!!!')).toBe('Lena won the race at school');
  });

  it('writes the owner\'s "dont" as "doesnt"', () => {
    expect(fact('i dont like broccoli')).toBe('Lena doesnt like broccoli');
  });

  it("drops an opener and the pet's name before the fact", () => {
    expect(fact('guess what, i have a dog named Peanut')).toBe('Lena has a dog named Peanut');
    expect(fact('hey Noodle, i have a frog')).toBe('Lena has a frog');
  });

  it('drops telling the pet there is something to tell ("wait wait i have to tell u!!")', () => {
    expect(factFromWords('Maya', 'wait wait i have to tell u!! my grandma is coming on saturday')).toBe(
      "Maya's grandma is coming on saturday",
    );
    expect(factFromWords('Maya', 'i want to show u my drawing')).toBeNull();
  });

  it('reads "we r" as "is", and leaves out how the owner feels after the fact', () => {
    expect(factFromWords('Maya', 'we r going to the beach on saturday!!!! im sooooo exited')).toBe(
      'Maya is going to the beach on saturday',
    );
  });

  it('writes "r" out as "are" after another than the owner, and stops before "by myself"', () => {
    expect(fact('me and my sister r twins')).toBe("Lena and Lena's sister are twins");
    expect(fact('my cats r so fluffy')).toBe("Lena's cats are so fluffy");
    expect(fact('i read a hole book by myself')).toBe('Lena read a hole book');
    expect(fact('im all by myself')).toBeNull();
    // A clause cut back to its verb tells nothing; the clauses before it stay.
    expect(fact('i hate them lol')).toBeNull();
    expect(fact('i have a dog and i love him')).toBe('Lena has a dog');
    // A name given with "his" or "her" right after names the thing.
    expect(fact('i have a dog his name is biscuit')).toBe('Lena has a dog named biscuit');
    expect(fact('i have a dog his name is biscuit he is brown and fluffy')).toBe('Lena has a dog named biscuit');
    expect(fact('so my uncle has a lizard and its called Gerald')).toBe(
      "Lena's uncle has a lizard and its called Gerald",
    );
    expect(fact('i has a tooth loose and i wiggle it')).toBe('Lena has a tooth loose');
    expect(fact('my fav food is mac and cheese whats yours')).toBe("Lena's fav food is mac and cheese");
  });

  it('keeps words before the owner that are part of the fact', () => {
    expect(fact('Mia is my best friend')).toBe("Mia is Lena's best friend");
  });

  it('stops before a gendered pronoun', () => {
    expect(fact('i have a dog named Peanut he is so fluffy')).toBe('Lena has a dog named Peanut');
  });

  it('reads "were going" as "we\'re going"', () => {
    expect(fact('were going to the zoo on saturday')).toBe('Lena is going to the zoo on saturday');
  });

  it('writes "me" as the owner', () => {
    expect(fact('my mum got me a new bike')).toBe("Lena's mum got Lena a new bike");
  });

  it("keeps a title's name whole", () => {
    expect(fact('we have a cat called Mr. Wobbles')).toBe('Lena has a cat called Mr Wobbles');
  });

  it('cuts a long fact at a word within 80 characters, never on a little word', () => {
    const long = fact(
      'i have a really long story about my grandma who lives in a big house by the sea with seven cats and a parrot',
    )!;
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toBe('Lena has a really long story about the grandma who lives in a big house');
  });

  it('makes no fact of a question', () => {
    expect(fact('whats my doggy called again')).toBeNull();
    expect(fact('do u know my fav food')).toBeNull();
    expect(fact('is my dog cute?')).toBeNull();
  });

  it('makes no fact of words to the pet or a greeting', () => {
    expect(fact('i love you')).toBeNull();
    expect(fact('i wonder if you like cats')).toBeNull();
    expect(fact('hi!!')).toBeNull();
  });

  it('takes the first piece that tells something after a question', () => {
    expect(fact('you know what? i have a hamster')).toBe('Lena has a hamster');
  });
});

describe('a telling of several sentences', () => {
  it('joins on what a later sentence tells, where the tag has room', () => {
    expect(fact('and i won the spelling bee today!! i spelled elephant')).toBe(
      'Lena won the spelling bee today, Lena spelled elephant',
    );
    expect(fact('i got an A on my test!!! i studied so hard for it and my mom is taking me for ice cream')).toBe(
      'Lena got an A on the test',
    );
  });

  it('names the thing told of with the name given after, without its pronoun', () => {
    expect(fact('i got a puppy!! his name is crumbs')).toBe('Lena got a puppy named crumbs');
    expect(fact('i have a hamster. shes called Pickle')).toBe('Lena has a hamster named Pickle');
    expect(fact('my dog is called Rex. he is brown')).toBe("Lena's dog is called Rex");
  });
});

describe('thirdPerson', () => {
  it('adds es where English does and ies for a y after a consonant', () => {
    expect([thirdPerson('go'), thirdPerson('fly'), thirdPerson('play'), thirdPerson('have')]).toEqual([
      'goes',
      'flies',
      'plays',
      'has',
    ]);
  });
});

describe("a fact made from the owner's words keeps the validator's rules", () => {
  const said = [
    'i got an A on my test!!!',
    'i won the race at school!!!',
    'my cat is called Pickle',
    'im scared of the dark',
    'i like cats',
    'I like frogs',
    'i dont like broccoli',
    'my grandpa is in the hospital',
    'when i grow up i want to be a vet',
    'its my birthday on the 4th of november',
    'i have 2 dogs, Bo and Jo',
    'today i broke my arm 😭 its in a cast',
    'we have a cat called Mr. Wobbles',
    'i have a test tomorrow and im nervous',
    'im going to my cousins house on my birthday',
    'and i won the spelling bee today!! i spelled elephant',
    'i got a puppy!! his name is crumbs',
    'me and my sister r twins',
    'i read a hole book by myself',
    'my cats r so fluffy',
    'i have 2 moms and 4 sisters and we have a trampoline in our garden',
    'i ate lunch by myself today',
    'my fav food is mac and cheese whats yours',
    'i can touch my nose with my tongue lol',
    'i have a dog and i love him',
    'i have a dog his name is biscuit',
  ];
  it.each(said)('"%s"', (text) => {
    const f = fact(text)!;
    const v = validateNext(
      { pet: 'Noodle', owner: 'Lena', asleep: false },
      [`Lena: ${text}`],
      `Noodle: [remember:${f}] ok!`,
      state(),
    );
    expect(v.violations).toEqual([]);
  });
});

describe('factsAsSaid', () => {
  const names = { owner: 'Lena', pet: 'Noodle' };
  it("counts a splice of the owner's words as not said", () => {
    expect(
      factsAsSaid('ooh! [remember:Lena got an test in the got A lena]', ['i got an A on my test!!!'], names),
    ).toEqual({
      facts: 1,
      asSaid: 0,
    });
  });

  it("counts the owner's sentence in the third person as said", () => {
    expect(factsAsSaid('[remember:Lena got an A on the test] yay!', ['i got an A on my test!!!'], names)).toEqual({
      facts: 1,
      asSaid: 1,
    });
  });
});
