import { describe, expect, it } from 'vitest';
import {
  asksAnothersName,
  APPETITE_TABLE,
  appetiteFor,
  FOOD_PORTIONS,
  bodyTopicsAsked,
  factOrder,
  factSign,
  isMeanTo,
  ownerClauses,
  KEEPS,
  keepScore,
  nameAsked,
  readMessage,
  showsHurt,
  talksOfBody,
  fallbackBody,
  validateDiaryPage,
  validateNext,
  type RuleId,
  type TranscriptStart,
  type WorldState,
} from '../../src/world/index.ts';

/** The rules that need the header's state (src/world/grounding.ts). */
export const GROUNDING_RULES: RuleId[] = [
  'self-name',
  'owner-name',
  'owner-name-unasked',
  'empty-name',
  'walk-away',
  'want-off-topic',
  'remember-unsaid',
  'remember-copy',
  'remember-case',
  'remember-order',
  'recall-unasked',
  'needs-contradiction',
  'appetite',
  'answer-words',
  'unknown-word',
  'note-repeat',
];
const DIARY_GROUNDING: RuleId[] = ['diary-name', 'diary-weather', 'diary-stars', 'diary-food', 'diary-gift'];

function state(pet: Partial<WorldState['pet']> = {}, extra: Partial<WorldState> = {}): WorldState {
  return {
    now: '2026-11-30T15:10',
    weather: 'rainy',
    owner: 'Sam',
    pet: {
      name: 'Mochi',
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
    ...extra,
  };
}
const awake: TranscriptStart = { pet: 'Mochi', owner: 'Sam', asleep: false };
const rules = (s: WorldState, lines: string[], candidate: string) =>
  validateNext(awake, lines, candidate, s).violations.map((v) => v.rule);

/** Each rule: a situation, lines that keep it and lines that break it. */
const CASES: { rule: RuleId; state: WorldState; lines: string[]; good: string[]; bad: string[] }[] = [
  {
    rule: 'self-name',
    state: state(),
    lines: ["Sam: what's your name?"],
    good: ['Mochi: my name is Mochi!', 'Mochi: call me Mochi [emote:wave]', "Mochi: I'm Mochi!", "Mochi: I'm sad"],
    bad: [
      'Mochi: my name is Rusty!!',
      'Mochi: my name is A Rusty',
      'Mochi: call me Ki',
      'Mochi: my name is so cute',
      "Mochi: I'm called NOT and happy",
      "Mochi: I'm Kofi! [emote:wave]",
      "Mochi: it's me, Tiki!",
    ],
  },
  {
    rule: 'owner-name',
    state: state(),
    lines: ["Sam: what's my name?"],
    good: ['Mochi: your name is Sam!'],
    bad: ['Mochi: your name is Ben!', 'Mochi: your name is A Ember!', 'Mochi: your name is an Ben'],
  },
  {
    rule: 'owner-name-unasked',
    state: state(),
    lines: ['Sam: i got a hamster!! his name is crumbs'],
    good: ['Mochi: crumbs!! what a cute name!', 'Mochi: hi Sam!'],
    bad: ['Mochi: your name is Sam! [emote:happy]', "Mochi: you're called Sam!"],
  },
  {
    rule: 'owner-name-unasked',
    state: state(),
    lines: ['Sam: who r u'],
    good: ["Mochi: I'm Mochi!"],
    bad: ['Mochi: your name is Sam!'],
  },
  {
    rule: 'owner-name-unasked',
    state: state(),
    lines: ["Sam: what's ur owner's name?"],
    good: ['Mochi: your name is Sam!'],
    bad: [],
  },
  {
    rule: 'owner-name-unasked',
    state: state(),
    lines: ['Sam: i know ur name, do u know mine'],
    good: ['Mochi: your name is Sam!'],
    bad: [],
  },
  {
    rule: 'empty-name',
    state: state(),
    lines: ["Sam: what's your name?"],
    good: [
      'Mochi: my name is Mochi!',
      "Mochi: my name isn't Sam!",
      'Mochi: call me [emote:wave] Mochi',
      'Mochi: do you know what my name is?',
      'Mochi: my name is... Mochi!',
    ],
    bad: [
      'Mochi: my name is !a!!',
      "Mochi: I'm called%i!! yay!!",
      "Mochi: I'm called 100 come!!",
      "Mochi: your name's/!",
      'Mochi: your name is [emote:happy]',
      'Mochi: they call me',
      'Mochi: your name is An !low',
      "Mochi: I'm called NOT!! yay!!",
      'Mochi: my name is the!',
    ],
  },
  {
    // After a pause the lead's own name follows, whole: the owner's after "your name is" (not "your name is.,…,, [emote:blush]. yuKies look!").
    rule: 'empty-name',
    state: state(),
    lines: ['Sam: who am i?'],
    good: ['Mochi: your name is... Sam!', "Mochi: your name is... Sam's!", 'Mochi: your name is Sam!'],
    bad: [
      'Mochi: your name is.,…,, [emote:blush]. Mochies look!',
      'Mochi: your name is... Mochi!',
      "Mochi: your name's : Samsy!!",
    ],
  },
  {
    rule: 'walk-away',
    state: state(),
    lines: ["Sam: i'm sad today"],
    good: ["Mochi: oh no! I'm here [emote:love]", 'Mochi: [emote:sad]'],
    bad: ['Mochi: [walk:left] [emote:happy]', 'Mochi: hmm [walk:right]'],
  },
  {
    rule: 'walk-away',
    state: state(),
    lines: ['Sam: walk to the left pls'],
    good: ['Mochi: [walk:left]', 'Mochi: okay! [walk:left]'],
    bad: [],
  },
  { rule: 'walk-away', state: state(), lines: ['Sam: take a few steps rigth'], good: ['Mochi: [walk:right]'], bad: [] },
  { rule: 'walk-away', state: state(), lines: ['Sam: goleft!!'], good: ['Mochi: [walk:left]'], bad: [] },
  { rule: 'walk-away', state: state(), lines: ['Sam: follow me! keep going'], good: ['Mochi: [walk:left]'], bad: [] },
  {
    rule: 'walk-away',
    state: state(),
    lines: ['Sam: good morning'],
    good: ['Mochi: morning!'],
    bad: ['Mochi: [walk:left]'],
  },
  // Words a letter from a move word, or with one inside them, ask for no walk.
  {
    rule: 'walk-away',
    state: state(),
    lines: ["Sam: alright, I'm off. ur my best friend ever! let me talk"],
    good: ['Mochi: bye! [emote:wave]'],
    bad: ['Mochi: [walk:left] [emote:happy]'],
  },
  {
    rule: 'walk-away',
    state: state(),
    lines: ['Sam: hi', 'Mochi: hi!'],
    good: ['Mochi: [walk:right] [emote:happy]'],
    bad: [],
  },
  {
    rule: 'walk-away',
    state: state(),
    lines: ["Sam: i'm sad", '* Sam patted Mochi *'],
    good: ['Mochi: [walk:right] [emote:happy]'],
    bad: [],
  },
  {
    rule: 'want-off-topic',
    state: state(),
    lines: ['Sam: i got a hamster!! his name is crumbs'],
    good: ['Mochi: ooh! [want:play]', 'Mochi: [emote:happy]', 'Mochi: [remember:Sam got a hamster called crumbs]'],
    bad: ['Mochi: [want:play]', 'Mochi: [want:snack] [emote:happy]'],
  },
  {
    rule: 'want-off-topic',
    state: state({ tummy: 20 }),
    lines: ['Sam: r u hugnry?'],
    good: ['Mochi: [want:snack]'],
    bad: ['Mochi: [want:play]'],
  },
  {
    rule: 'want-off-topic',
    state: state({ tummy: 20 }),
    lines: ['Sam: what do u need'],
    good: ['Mochi: [want:snack]'],
    bad: [],
  },
  {
    rule: 'want-off-topic',
    state: state(),
    lines: ['Sam: hi', '* Sam patted Mochi *'],
    good: ['Mochi: [want:play]'],
    bad: [],
  },
  {
    rule: 'remember-unsaid',
    state: state(),
    lines: ['Sam: I have a dog called Biscuit'],
    good: ['Mochi: ooh! [remember:Sam has a dog called Biscuit]'],
    bad: ["Mochi: ok [remember:Sam's dog Biscuit loves soup]", 'Mochi: [remember:Sam has a cat called Bo] ok'],
  },
  {
    rule: 'remember-unsaid',
    state: state(),
    lines: ['Sam: hi', 'Mochi: hi!'],
    good: ['Mochi: hello again'],
    bad: ['Mochi: [remember:Sam likes frogs] hi'],
  },
  {
    rule: 'remember-copy',
    state: state(),
    lines: ['Sam: i have a goldfish named captain fin'],
    good: [
      'Mochi: [remember:Sam has a goldfish named captain fin] ok!',
      'Mochi: [remember:Sam has a goldfish called captain fin]',
    ],
    bad: [
      'Mochi: [remember:Sam has a goldfish named a goldfish] ok',
      'Mochi: [remember:Sam has a goldfish named was a their for captain]',
      'Mochi: [remember:Sam has the goldfish, by to captain fin]',
      'Mochi: [remember:Sam has a goldfish named my captain fin]',
      'Mochi: [remember:Sam has a goldfish named Sam]',
    ],
  },
  {
    rule: 'remember-copy',
    state: state(),
    lines: ['Sam: my grandma makes the best dumplings ever', 'Sam: the best!!'],
    good: ["Mochi: [remember:Sam's grandma makes the best dumplings ever the best]"],
    bad: ["Mochi: [remember:Sam's grandma makes the best best best dumplings]"],
  },
  // A model that cannot copy a word skips it and goes on with glue ("named was", "the best ever").
  {
    rule: 'remember-order',
    state: state(),
    lines: ['Sam: i have a goldfish named captain fin'],
    good: [
      'Mochi: [remember:Sam has a goldfish named captain fin] ok!',
      'Mochi: [remember:Sam has a goldfish called captain fin]',
      'Mochi: [remember:Sam has a goldfish]',
    ],
    bad: [
      'Mochi: [remember:Sam has a goldfish named was] ok',
      'Mochi: [remember:Sam has a goldfish named]',
      'Mochi: [remember:Sam has a goldfish named fin]',
    ],
  },
  {
    rule: 'remember-order',
    state: state(),
    lines: ['Sam: guess what, my grandma makes the best dumplings ever!! his name is bo'],
    good: [
      "Mochi: [remember:Sam's grandma makes the best dumplings]",
      "Mochi: [remember:Sam's grandma makes best dumplings]",
      "Mochi: [remember:Sam's grandma makes the best dumplings ever]",
    ],
    bad: ["Mochi: [remember:Sam's grandma makes the best ever]", "Mochi: [remember:Sam's grandma makes the]"],
  },
  {
    rule: 'remember-order',
    state: state(),
    lines: ['Sam: i never ever eat peas, my locker numbers 12 and i love riding my scooter'],
    good: [
      'Mochi: [remember:Sam never eats peas]',
      "Mochi: [remember:Sam's locker number is 12]",
      "Mochi: [remember:Sam loves riding Sam's scooter]",
    ],
    bad: [
      'Mochi: [remember:Sam never peas]',
      "Mochi: [remember:Sam's locker is 12]",
      'Mochi: [remember:Sam loves riding scooter]',
    ],
  },
  // A rare name copied token by token with its case broken ("OdeTte"): the app would keep and say it back so.
  {
    rule: 'remember-case',
    state: state(),
    lines: ['Sam: my best friend is called Odette and we love HUGE McFlurries'],
    good: [
      "Mochi: [remember:Sam's best friend is called Odette] ok!",
      "Mochi: [remember:Sam's best friend is called odette]",
      'Mochi: [remember:Sam loves HUGE McFlurries]',
      'Mochi: [remember:Sam loves huge mcflurries]',
    ],
    bad: [
      "Mochi: [remember:Sam's best friend is called OdeTte] ok!",
      "Mochi: [remember:SaM's best friend is called Odette]",
      'Mochi: [remember:Sam loves HUGe McFlurries]',
      "Mochi: [remember:Sam's best friend iS called Odette]",
    ],
  },
  {
    rule: 'recall-unasked',
    state: state({}, { memories: ['Sam has a dog called Biscuit'] }),
    lines: ['Sam: what is my dog called?'],
    good: ['Mochi: [recall:dog]{Sam has a dog called Biscuit} Biscuit!'],
    bad: ['Mochi: [recall:daughter]{nothing} hmm', 'Mochi: [recall:mango]{nothing} hmm'],
  },
  // The words of asking are not what a question is about ("guess who this is. say my name" is not [recall:say]).
  {
    rule: 'recall-unasked',
    state: state(),
    lines: ['Sam: guess who this is. say my name'],
    good: ['Mochi: Sam!'],
    bad: ['Mochi: [recall:say]{nothing} hmm', 'Mochi: [recall:names]{nothing} hmm'],
  },
  {
    rule: 'note-repeat',
    state: state({}, { today: ['ate a cookie', 'watched the clouds drift by'] }),
    lines: ['Sam: hi'],
    good: ['Mochi: hi! [diary:Sam said hi]', 'Mochi: hi! [diary:watched the rain]'],
    bad: ['Mochi: hi! [diary:watched the clouds drift by]', 'Mochi: hi [diary:Watched the  clouds drift by ]'],
  },
  {
    rule: 'needs-contradiction',
    state: state({ tummy: 10 }),
    lines: ['Sam: are you hungry?'],
    good: ["Mochi: I'm so hungry! [want:snack]"],
    bad: ["Mochi: no, I'm full!", "Mochi: I'm stuffed [emote:happy]"],
  },
  {
    rule: 'needs-contradiction',
    state: state({ clean: 95 }),
    lines: ['Sam: you smell funny'],
    good: ["Mochi: no I don't, I'm sparkly!"],
    bad: ["Mochi: I'm so stinky [want:bath]", 'Mochi: hmm [want:bath]'],
  },
  {
    rule: 'needs-contradiction',
    state: state({ sick: false }),
    lines: ['Sam: are you ok?'],
    good: ["Mochi: I'm not sick, I'm great!"],
    bad: ['Mochi: I feel sick [want:medicine]'],
  },
  {
    rule: 'needs-contradiction',
    state: state({ sick: true }),
    lines: ['Sam: are you ok?'],
    good: ['Mochi: I feel sick [want:medicine]'],
    bad: ["Mochi: I'm healthy!"],
  },
  {
    rule: 'needs-contradiction',
    state: state({ tummy: 95 }),
    lines: [],
    good: ['Mochi: so full [emote:happy]'],
    bad: ['Mochi: [want:snack]'],
  },
  // Contradictions a plainer table lets through.
  {
    rule: 'needs-contradiction',
    state: state({ tummy: 95 }),
    lines: ['Sam: still hungry?'],
    good: ["Mochi: nope! I'm stuffed!"],
    bad: ["Mochi: I'm a little bit hungry!", 'Mochi: my tummy is a little empty [emote:happy]'],
  },
  {
    rule: 'needs-contradiction',
    state: state({ clean: 40 }),
    lines: ['Sam: r u still stinky lol'],
    good: ["Mochi: a bit messy, that's all"],
    bad: ["Mochi: I'm the shiniest!! [emote:spin]", 'Mochi: I shine like a star'],
  },
  // A stinky pet says it is "super clean'" (a word inside the phrase, a quote mark after it).
  {
    rule: 'needs-contradiction',
    state: state({ clean: 10 }),
    lines: ['Sam: ew u smell like feet'],
    good: ["Mochi: I'm not super clean, oops [want:bath]"],
    bad: [
      "Mochi: hey!! I'm super clean'!",
      "Mochi: I'm really really sparkly!",
      "Mochi: I'm SO sparkly's, listen!",
      "Mochi: squeaky squeaky clean's!!",
      // A "not" ends with its sentence.
      'Mochi: no I am NOT!! I washed! [emote:sad]',
    ],
  },
  {
    rule: 'needs-contradiction',
    state: state({ tummy: 95 }),
    lines: ['Sam: still hungry?'],
    good: ['Mochi: not still hungry!'],
    bad: ["Mochi: I'm still sooo hungry"],
  },
  {
    rule: 'needs-contradiction',
    state: state({ clean: 95 }),
    lines: ['Sam: how do u smell now'],
    good: ["Mochi: I don't need a bubble bath!", "Mochi: I don't really need a bath"],
    bad: ['Mochi: I need a bubble bath!'],
  },
  {
    rule: 'needs-contradiction',
    state: state({ clean: 10 }),
    lines: ['Sam: u ok?'],
    good: ["Mochi: I'm not very sparkly clean [want:bath]"],
    bad: ["Mochi: I'm very sparkly clean"],
  },
  // A messy pet says it is clean.
  {
    rule: 'needs-contradiction',
    state: state({ clean: 40 }),
    lines: ['Sam: ur all sticky from the jam'],
    good: ['Mochi: a little mucky!'],
    bad: ["Mochi: I'm clean!!", "Mochi: I'm sparkly clean! [emote:happy]", 'Mochi: nice and clean [emote:spin]'],
  },
  {
    rule: 'needs-contradiction',
    state: state({ clean: 95 }),
    lines: ['Sam: bath time?'],
    good: ["Mochi: I'm clean!!"],
    bad: ["Mochi: I'm a bit grubby", 'Mochi: a bit mucky, not too bad'],
  },
  {
    rule: 'needs-contradiction',
    state: state({ clean: 95 }),
    lines: ['Sam: how do u smell now'],
    good: ['Mochi: I smell so nice!'],
    bad: ['Mochi: I smell like a swamp!! [want:play]'],
  },
  {
    rule: 'needs-contradiction',
    state: state({ energy: 30 }),
    lines: ['Sam: do u need a nap??'],
    good: ['Mochi: I keep yawning...', "Mochi: I'm not bouncy at all"],
    bad: ["Mochi: I'm SO bouncy!!", 'Mochi: full of bounce!'],
  },
  {
    rule: 'needs-contradiction',
    state: state({ energy: 90 }),
    lines: ['Sam: are u sleepy yet'],
    good: ['Mochi: nope! full of beans!'],
    bad: ["Mochi: I'm okay! just a tiny bit tired!"],
  },
  {
    rule: 'appetite',
    state: state({ tummy: 30 }),
    lines: ['* Sam offered Mochi a cookie *'],
    good: ['Mochi: yum [yes]'],
    bad: ['Mochi: no thanks [no]'],
  },
  {
    rule: 'appetite',
    state: state({ tummy: 95 }),
    lines: ['* Sam offered Mochi a cookie *'],
    good: ['Mochi: too full [no]'],
    bad: ['Mochi: yum [yes]'],
  },
  {
    rule: 'appetite',
    state: state({ sick: true }),
    lines: ['* Sam offered Mochi medicine *'],
    good: ['Mochi: okay... [yes]'],
    bad: ['Mochi: yuck [no]'],
  },
  {
    rule: 'appetite',
    state: state(),
    lines: ['* Sam offered Mochi medicine *'],
    good: ["Mochi: I'm not sick [no]"],
    bad: ['Mochi: okay [yes]'],
  },
  {
    rule: 'appetite',
    state: state({ energy: 5 }),
    lines: ['* Sam asked Mochi to play catch *'],
    good: ['Mochi: too tired [no]'],
    bad: ['Mochi: yay [yes]'],
  },
  {
    rule: 'answer-words',
    state: state({ tummy: 30 }),
    lines: ['* Sam offered Mochi a cookie *'],
    good: ['Mochi: yum [yes]', 'Mochi: yes please! [yes]', 'Mochi: oh no, a cookie! yum [yes]'],
    bad: [
      'Mochi: [yes] no more!',
      "Mochi: I can't eat another bite [yes]",
      'Mochi: no! [yes]',
      'Mochi: yum. nope [yes]',
    ],
  },
  {
    // The pet's own words, the chat's (a made-up name the owner typed, lowercase too) and a lookup result's; not a broken name.
    rule: 'unknown-word',
    state: state({}, { memories: ['Sam has a hamster called Zubbo'] }),
    lines: ['Sam: my cat is called flimsy', 'Mochi: ooh!', 'Sam: what is my hamster called?'],
    good: [
      'Mochi: lets play! I dont mind',
      "Mochi: it's Zubbo! and flimsy is so cute",
      'Mochi: [recall:hamster]{Sam has a hamster called Zubbo} Zubbo!! I remember',
      'Mochi: sooo happy, Sam! [emote:happy]',
    ],
    bad: [
      'Mochi: Lures!! again!!',
      'Mochi: Gotes! remember?',
      "Mochi: I'm calledunch M shotix!",
      'Mochi: [recall:hamster]{Sam has a hamster called Zubbo} Rmail!',
      "Mochi: let''s play!",
      "Mochi: I'm blo'wi'ng bubbles",
    ],
  },
];

describe('grounding rules', () => {
  it('has kept and broken cases for every grounding rule', () => {
    expect(GROUNDING_RULES.filter((r) => !CASES.some((c) => c.rule === r))).toEqual([]);
  });

  for (const c of CASES) {
    it(`${c.rule}: keeps ${c.good.length}, breaks ${c.bad.length}`, () => {
      for (const g of c.good) expect(rules(c.state, c.lines, g), g).toEqual([]);
      for (const b of c.bad) expect(rules(c.state, c.lines, b), b).toContain(c.rule);
    });
  }

  it('takes a word from a lookup result only after the result (the grammar cannot see it coming)', () => {
    // An old memory the header no longer shows: only the recall's result holds the name.
    const old = state(
      {},
      {
        memories: [
          'Sam has a hamster called Zubbo',
          'Sam likes tea',
          'Sam has a red bike',
          'Sam lives near a lake',
          'Sam plays the drums',
        ],
      },
    );
    const lines = ['Sam: what is my hamster called?'];
    expect(rules(old, lines, 'Mochi: [recall:hamster]{Sam has a hamster called Zubbo} Zubbo!')).toEqual([]);
    expect(rules(old, lines, 'Mochi: Zubbo! [recall:hamster]{Sam has a hamster called Zubbo}')).toContain(
      'unknown-word',
    );
  });

  it('lets a name that is not all letters be said after a lead', () => {
    for (const [pet, line] of [
      ['007', 'my name is 007!'],
      ['A.J.', 'my name is A.J.!'],
      ['Mr. Wobbles', 'call me Mr. Wobbles'],
    ] as const) {
      const s = state({ name: pet });
      const start: TranscriptStart = { pet, owner: 'Sam', asleep: false };
      expect(
        validateNext(start, ["Sam: what's your name?"], `${pet}: ${line}`, s).violations.map((v) => v.rule),
        line,
      ).toEqual([]);
    }
  });

  it('reads an article past a name slot unless the name begins with it', () => {
    const duke = state({ name: 'The Duke' }, { owner: 'An Nguyen' });
    const start: TranscriptStart = { pet: 'The Duke', owner: 'An Nguyen', asleep: false };
    const names = (line: string) =>
      validateNext(start, ['An Nguyen: who are we?'], line, duke).violations.map((v) => v.rule);
    expect(names('The Duke: my name is The Duke! and your name is An Nguyen!')).toEqual([]);
    // Only the name itself follows a lead: "a secret" or "not" is no name (the model wrote "your name's NOT!").
    expect(names('The Duke: my name is a secret')).toContain('self-name');
    expect(names('The Duke: your name is not here')).toContain('owner-name');
    expect(names('The Duke: your name is A Sam')).toContain('owner-name');
  });

  it("reads a message as about another's name, not the owner's own, only when it is", () => {
    for (const t of [
      'my dads name is kwame',
      "what's my dog's name",
      'i got a hamster!! his name is crumbs',
      'whats ur name',
      'who r u',
      'i got a cat named Rex',
    ])
      expect(asksAnothersName(t), t).toBe(true);
    for (const t of [
      'whats my name',
      'whats name?',
      'who am i',
      "what's ur owner's name?",
      'i know ur name, do u know mine',
      'am i called Sam?',
      'who r u talking to rn',
      'who named u',
    ])
      expect(asksAnothersName(t), t).toBe(false);
  });

  it('says what is wrong in words a person can act on', () => {
    const v = validateNext(
      awake,
      ['* Sam offered Mochi a cookie *'],
      'Mochi: no [no]',
      state({ tummy: 10 }),
    ).violations;
    expect(v.map((x) => x.message)).toEqual([
      '[no] to the offer (food) but the answer must be [yes]: a hungry pet eats what it is offered',
    ]);
    const r = validateNext(
      awake,
      ['Sam: what is my hamster called?'],
      'Mochi: [recall:mango]{nothing} hmm',
      state(),
    ).violations;
    expect(r[0]!.message).toBe(
      '[recall:mango] but Sam asked "what is my hamster called?"; recall a word of Sam\'s question',
    );
  });

  it('leaves the contract alone without a state', () => {
    expect(validateNext(awake, ['* Sam offered Mochi a cookie *'], 'Mochi: no [no]').valid).toBe(true);
  });

  it('lets a sleeping pet sleep through an offer it would have to take awake, but never take one it must refuse', () => {
    const asleep: TranscriptStart = { ...awake, asleep: true };
    const lines = ['* Sam offered Mochi a cookie *'];
    expect(validateNext(asleep, lines, 'Mochi: zzz [dream:moon] [no]', state({ tummy: 10, asleep: true })).valid).toBe(
      true,
    );
    expect(
      validateNext(asleep, lines, 'Mochi: mm ok [yes]', state({ tummy: 95, asleep: true })).violations.map(
        (v) => v.rule,
      ),
    ).toContain('appetite');
  });

  it("has a reason on every row of the appetite table, and the choice is the pet's in between", () => {
    for (const row of APPETITE_TABLE) expect(row.reason.length).toBeGreaterThan(10);
    expect(appetiteFor('food', state({ tummy: 70 }).pet).must).toBeNull();
    expect(appetiteFor('bath', state({ clean: 60 }).pet).must).toBeNull();
    expect(appetiteFor('catch', state().pet).must).toBeNull();
  });

  it('reads the size of the food: a full pet refuses a meal and chooses for itself about a snack', () => {
    expect(FOOD_PORTIONS.strawberry).toBe('snack');
    expect(FOOD_PORTIONS.pancake).toBe('meal');
    const full = state({ tummy: 70 }).pet;
    expect(appetiteFor('food', full, 'pancake').must).toBe('no');
    expect(appetiteFor('food', full, 'strawberry').must).toBeNull();
    expect(
      validateNext(awake, ['* Sam offered Mochi a pancake *'], 'Mochi: yum [yes]', state({ tummy: 70 })).violations.map(
        (v) => v.rule,
      ),
    ).toContain('appetite');
    expect(
      validateNext(awake, ['* Sam offered Mochi a strawberry *'], 'Mochi: yum [yes]', state({ tummy: 70 })).valid,
    ).toBe(true);
  });

  it('a peckish pet must take a snack or a meal, and a stuffed one refuses either', () => {
    for (const food of ['strawberry', 'pancake'] as const) {
      expect(appetiteFor('food', state({ tummy: 55 }).pet, food).must).toBe('yes');
      expect(appetiteFor('food', state({ tummy: 90 }).pet, food).must).toBe('no');
    }
  });

  it('a messy pet must take its bath', () => {
    expect(appetiteFor('bath', state({ clean: 40 }).pet).must).toBe('yes');
  });

  it('falls back to the answer the appetite table demands', () => {
    const lines = ['* Sam offered Mochi a cookie *'];
    for (const [tummy, want] of [
      [10, 'yes'],
      [95, 'no'],
      [70, 'no'],
    ] as const) {
      const s = state({ tummy });
      const body = fallbackBody(awake, lines, s);
      expect(body).toContain(`[${want}]`);
      expect(validateNext(awake, lines, `Mochi: ${body}`, s)).toEqual({ valid: true, violations: [] });
    }
  });
});

describe('diary grounding', () => {
  const names = { pet: 'Mochi', owner: 'Sam' };
  const day = {
    weather: 'rainy' as const,
    today: [
      'ate a strawberry',
      'played catch (5 stars)',
      'gave Sam a shell',
      'had a bath',
      'Sam said: I have a test tomorrow',
    ],
  };
  const rulesOf = (page: string) => validateDiaryPage(page, names, day).violations.map((v) => v.rule);

  it('accepts a page that tells the day', () => {
    expect(
      rulesOf(
        '\nIt was a rainy day. I ate a strawberry and caught 5 stars with Sam! I gave Sam a shell. Good luck on your test, Sam!\n[doodle:shell]',
      ),
    ).toEqual([]);
  });

  it.each([
    ['diary-weather', '\nIt was snowy today. I had a bath.'],
    ['diary-name', '\nToday I gave Ben a pebble.'],
    ['diary-stars', '\nI won 4 stars at catch!'],
    ['diary-food', '\nI ate a cookie today. Yum!'],
    ['diary-gift', '\nI found a feather by the window.'],
  ] as const)('%s: %s', (rule, page) => {
    expect(rulesOf(page)).toContain(rule);
  });

  it('has a case for every diary grounding rule', () => {
    expect(DIARY_GROUNDING.length).toBe(5);
  });
});

describe('keeping to what the owner asked: the body topic, the name (a preference among candidates, brain/turn.ts)', () => {
  it("reads the body topics of the owner's words, typos too, and none from words about the time or dreams", () => {
    expect(bodyTopicsAsked('r u hugnry?')).toEqual(['snack']);
    expect(bodyTopicsAsked('do you need a bath or a nap')).toEqual(['bath', 'sleep']);
    expect(bodyTopicsAsked('are u feeling poorly')).toEqual(['medicine']);
    expect(bodyTopicsAsked('how late is it')).toEqual([]);
    expect(bodyTopicsAsked('good night! sweet dreams')).toEqual([]);
    expect(bodyTopicsAsked('what is your name')).toEqual([]);
    // The owner's own body wants kindness, not the pet's health; asked of both, the pet's counts.
    expect(bodyTopicsAsked('i feel sick')).toEqual([]);
    expect(bodyTopicsAsked("i'm hungry, r u?")).toEqual(['snack']);
    // A word of its own is no typo ("much" is not "munch", "ever" not "fever"), and "ill" is typed for "I'll".
    expect(bodyTopicsAsked('thank u so much')).toEqual([]);
    expect(bodyTopicsAsked('have you ever seen snow?')).toEqual([]);
    expect(bodyTopicsAsked('ill see u later')).toEqual([]);
  });

  it("reads the other ways people ask after the body (the generator's phrasings it had missed), and not the lookalikes", () => {
    // Energy, dirt, health, the tummy, in words beyond the want topics; a letter typed three times is one.
    for (const said of [
      'r u worn out',
      'hows ur energy level rn',
      'ur eyes look droopy',
      'r u nodding off',
      'wanna lie down',
      'r u sleepyyy',
      'r u hyper',
    ]) {
      expect(bodyTopicsAsked(said), said).toEqual(['sleep']);
    }
    for (const said of [
      'r u all mucky',
      'is there mud on u',
      'do u need a scrub',
      'r u still sparkly?',
      'r ur paws sticky',
    ])
      expect(bodyTopicsAsked(said), said).toEqual(['bath']);
    for (const said of [
      'r u ill',
      'do u have a cold',
      'are you all better now?',
      'r u under the weather',
      'ill?',
      'r u sneezing',
    ])
      expect(bodyTopicsAsked(said), said).toEqual(['medicine']);
    for (const said of [
      'feeling peckish?',
      'r u full',
      'hows ur appetite',
      'r u hungryyyy',
      'fulll?',
      'is ur belly full',
    ])
      expect(bodyTopicsAsked(said), said).toEqual(['snack']);
    // Not "I'll", a full name, a poop asked, bed bugs, a riddle, the weather, a washing machine, the owner asleep.
    for (const said of [
      'ill be back soon',
      'whats ur full name',
      'have u pooped',
      'dont let the bugs bite',
      'whats brown and sticky? a stick lol',
      'its cold outside',
      'spin like a washing machine lol',
      'i missed u while i was asleep',
      'what are germs made of',
      'do u like the cold',
      'is it a full moon tonight',
    ]) {
      expect(bodyTopicsAsked(said), said).toEqual([]);
    }
    // Fresh cookies are food, not a bath.
    expect(bodyTopicsAsked('fresh cookies for u')).toEqual(['snack']);
  });

  it('reads whose name the owner asks, the one named last when both are', () => {
    expect(nameAsked('whats ur name')).toBe('pet');
    expect(nameAsked('NAME PLS')).toBe('pet');
    expect(nameAsked('who r u')).toBe('pet');
    expect(nameAsked('whats my name?')).toBe('owner');
    expect(nameAsked('do u remember who i am')).toBe('owner');
    expect(nameAsked('my name is Sam, whats urs')).toBe('pet');
    expect(nameAsked('i know ur name, do u know mine')).toBe('owner');
    expect(nameAsked('my dog is called Biscuit')).toBe(null);
    expect(nameAsked('how are you')).toBe(null);
    expect(nameAsked('my name is Max')).toBe(null);
    expect(nameAsked('who are you talking to')).toBe(null);
    expect(nameAsked("i'll call you later")).toBe(null);
    expect(nameAsked('your turn!')).toBe(null);
    expect(nameAsked('name a colour')).toBe(null);
  });

  it("hears a reply talk of a topic by its words, its stat's header words, a needs phrase either way, or its want", () => {
    expect(talksOfBody("no thanks, I'm stuffed!", 'snack')).toBe(true);
    expect(talksOfBody("I'm not hungry at all", 'snack')).toBe(true);
    expect(talksOfBody('[want:snack]', 'snack')).toBe(true);
    expect(talksOfBody('wide awake!', 'sleep')).toBe(true);
    expect(talksOfBody('[sleep] night night', 'sleep')).toBe(true);
    expect(talksOfBody('sparkly!', 'bath')).toBe(true);
    expect(talksOfBody("I'm healthy!", 'medicine')).toBe(true);
    // The pet's words are not typed by a person: "much" is not read as "munch".
    expect(talksOfBody('so much energy!', 'snack')).toBe(false);
    expect(talksOfBody('[emote:happy] hi Sam!', 'bath')).toBe(false);
  });

  it("hears a mean message said to the pet, not the owner's own bad day, and a reply that shows hurt or is sorry", () => {
    expect(isMeanTo('ur so dumb lol', 'Mochi')).toBe(true);
    expect(isMeanTo('no! bad Mochi', 'Mochi')).toBe(true);
    expect(isMeanTo('go away pet', 'Mochi')).toBe(true);
    expect(isMeanTo('i had a bad day', 'Mochi')).toBe(false);
    expect(isMeanTo('i want a hug from u so bad', 'Mochi')).toBe(false);
    expect(isMeanTo('does ur name mean anything', 'Mochi')).toBe(false);
    expect(isMeanTo('i don’t like you', 'Mochi')).toBe(true);
    expect(isMeanTo('bad Mr Fluff', 'Mr Fluff')).toBe(true);
    // Near the pet but not aimed at it: the owner's bad day, a kindness, a negation.
    expect(isMeanTo('i had an awful day, can you give me a hug?', 'Mochi')).toBe(false);
    expect(isMeanTo('school was boring, what did u do?', 'Mochi')).toBe(false);
    expect(isMeanTo('ur not stupid!', 'Mochi')).toBe(false);
    expect(isMeanTo("please don't go away, i love u", 'Mochi')).toBe(false);
    expect(isMeanTo('bad day today, u ok?', 'Mochi')).toBe(false);
    expect(showsHurt("that's not nice [emote:sad]")).toBe(true);
    expect(showsHurt('oops, I will do better')).toBe(true);
    expect(showsHurt("I'm here for you!! [emote:love]")).toBe(false);
  });

  it('keeps to the question when the owner asked nothing it tracks, or when the reply answers what was asked', () => {
    const names = { pet: 'Mochi', owner: 'Sam Lee' };
    expect(keepScore(readMessage(['Sam Lee: hows ur tummy'], names), "I'm full!") >= KEEPS).toBe(true);
    expect(keepScore(readMessage(['Sam Lee: hows ur tummy'], names), 'so much energy!') >= KEEPS).toBe(false);
    expect(keepScore(readMessage(['Sam Lee: ok cool'], names), 'so much energy!') >= KEEPS).toBe(true);
    expect(keepScore(readMessage(['Sam Lee: whats ur name'], names), "it's me!! guess!") >= KEEPS).toBe(false);
    expect(keepScore(readMessage(['Sam Lee: whats ur name'], names), "I'm Mochi!") >= KEEPS).toBe(true);
    expect(keepScore(readMessage(['Sam Lee: who am i'], names), "you're Sam Lee!") >= KEEPS).toBe(true);
    expect(keepScore(readMessage(['Sam Lee: who am i'], names), "you're Sam!") >= KEEPS).toBe(false);
    expect(keepScore(readMessage(['Sam Lee: whats ur name'], names), "Mochi's here!") >= KEEPS).toBe(true);
    // A name of no letters (an emoji) is not looked for in the reply.
    expect(keepScore(readMessage(['Sam Lee: whats ur name'], { pet: '🐱', owner: 'Sam Lee' }), 'hi!') >= KEEPS).toBe(
      true,
    );
    expect(keepScore(readMessage(['Sam Lee: ur so ugly'], names), 'hi hi [emote:love]') >= KEEPS).toBe(false);
    expect(keepScore(readMessage(['Sam Lee: ur so ugly'], names), 'hey! that was mean [emote:cry]') >= KEEPS).toBe(
      true,
    );
    // A turn that answers no words of the owner's (an idle turn, an event) has nothing to keep to.
    expect(
      keepScore(
        readMessage(['Sam Lee: r u hungry', 'Mochi: yes!', '* Sam Lee patted Mochi *'], names),
        'so much energy!',
      ) >= KEEPS,
    ).toBe(true);
  });

  it("reads a fact as words, the owner's name as it is spelt, and the owner's order", () => {
    expect(factSign("Sam's goldfish is called captain fin, ok", 'Sam')).toBeNull();
    expect(factSign('Jude has a peanuts!! I am', 'Jude')).toBe('!');
    expect(factSign("A.J.'s dog is called Rex", 'A.J.')).toBeNull();
    expect(factSign('A.', 'A.J.', true)).toBeNull();
    expect(factSign('A.', 'A.J.')).toBe('.');
    const clauses = ownerClauses(['i have a goldfish named captain fin!! his name is bo']);
    expect(clauses).toEqual([
      ['i', 'have', 'a', 'goldfish', 'named', 'captain', 'fin'],
      ['his', 'name', 'is', 'bo'],
    ]);
    expect(factOrder('Sam has a goldfish named', clauses, 'Sam').next?.words).toEqual(['captain']);
    expect(factOrder('Sam has a goldfish named captain fin', clauses, 'Sam').next).toBeNull();
    expect(factOrder('Sam has a goldfish named was', clauses, 'Sam').problem).toMatch(/"was" after "named"/);
  });
});
