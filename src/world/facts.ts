/**
 * A fact the pet remembers ([remember:…]) is the owner's own words: none unsaid, copied once each, in the owner's
 * order, with the owner's name for "i" and "my", and capitals as typed: the validator's rules for a fact. The app and
 * the generator write every fact with factFromWords (fact-sentence.ts), which keeps them.
 */
import { OWNER_SELF, SELF_OBJECT, SELF_SUBJECT, TO_PET } from './lexicon/self.ts';
import { writtenWords, wordsOf, forms, sameWord, straightQuotes } from './text.ts';

/** Words of a fact that need no source in what the owner said. */
export const GLUE_WORDS = [
  'a',
  'an',
  'the',
  'is',
  'am',
  'are',
  'was',
  'were',
  'be',
  'has',
  'have',
  'had',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'at',
  'for',
  'with',
  'who',
  'that',
  'called',
  'named',
  'name',
  'very',
  'really',
  'so',
  'too',
  'also',
  'their',
  'they',
  'them',
  'it',
  'its',
  "it's",
  'got',
  'gets',
  'get',
  'does',
  'do',
  'did',
  'one',
  'some',
  'from',
  'by',
  'as',
  'about',
  'my',
  "i'm",
  'i',
];

const GLUE = new Set(GLUE_WORDS);

/** The owner's "don't" after the owner's name ("i dont like peas": "Sam doesnt like peas"), which a fact may write for it. */
export const NEGATED_THIRD_PERSON: Readonly<Record<string, string>> = { dont: 'doesnt', "don't": "doesn't" };

/** The owner's verbs that change after the owner's name: "i am" → "is", "i have" → "has", "i don't" → "doesn't". */
export const THIRD_PERSON: Readonly<Record<string, string>> = {
  am: 'is',
  are: 'is',
  r: 'is',
  were: 'was',
  have: 'has',
  has: 'has',
  do: 'does',
  ...NEGATED_THIRD_PERSON,
  go: 'goes',
};

/** The owner's shorthand a fact writes out: "my cats r fluffy" → "Sam's cats are fluffy". */
export const SHORTHAND: Readonly<Record<string, string>> = { r: 'are' };

/**
 * The owner's word `said` as a fact may write it: the same word (sameWord), its third person after the owner's name
 * ("i have" → "Sam has"), or written out ("r" → "are").
 */
function saidAs(said: string, fact: string): boolean {
  return sameWord(said, fact) || THIRD_PERSON[said] === fact || SHORTHAND[said] === fact;
}

/** Endings a word may carry and still be the validator's same word (forms): none, 's, '. */
const POSSESSIVE_ENDINGS = ['', "'s", "'"];

/** A past of three letters or more before -ed ("started", "learned"; not "bed", "need", "speed"): it takes no s. */
const PAST = /^\p{L}{3,}[^e]ed$/u;

/** Whether -es makes a plural or a verb of a word ("bus" → "buses", "go" → "goes"), not a made-up one ("a" → "aes"). */
const TAKES_ES = /(?:s|x|z|ch|sh|o)$/;

/**
 * The words the line grammar lets a recall keyword write for one of the owner's words: its forms (sameWord's) with a
 * plural or verb s, es where English puts one, ies for y, and 's or '. Stricter than sameWord, which reads any word
 * ending in es as a form (it would pass "aes", "schooles", "loles" as "a", "school", "lol").
 */
function grownForms(word: string): string[] {
  // A little word grows no plural: "my" is not "mies", "by" not "bys" ("[remember:Sam is Bies's tortoise]").
  if (GLUE.has(word)) return [word];
  const out: string[] = [];
  for (const f of forms(word)) {
    // English puts es after s, x, z, ch and sh ("lunches", not "lunchs"), and no s after a past ("starteds").
    const s = PAST.test(f) || (TAKES_ES.test(f) && !f.endsWith('o')) ? [] : [`${f}s`];
    const bases = [
      f,
      ...s,
      ...(TAKES_ES.test(f) ? [`${f}es`] : []),
      ...(f.endsWith('y') ? [`${f.slice(0, -1)}ies`] : []),
    ];
    for (const b of bases) for (const e of POSSESSIVE_ENDINGS) out.push(`${b}${e}`);
  }
  return out;
}

/** The words a fact or keyword may write for a list of the owner's words, built once per line (the grammar tests them on every candidate token). */
export interface GrownWords {
  /** Every grown form: a word being written must be the start of one. */
  readonly forms: readonly string[];
  /** The grown forms the validator reads as the owner's word (sameWord): a finished word must be one. */
  readonly finished: ReadonlySet<string>;
}

export function grownWords(words: readonly string[]): GrownWords {
  const all = new Set<string>();
  const finished = new Set<string>();
  for (const a of words) {
    for (const g of grownForms(a)) {
      all.add(g);
      if (sameWord(a, g)) finished.add(g);
    }
    const negated = NEGATED_THIRD_PERSON[a];
    if (negated) {
      all.add(negated);
      finished.add(negated);
    }
  }
  return { forms: [...all], finished };
}

/** Words of a fact with no source in the owner's words (the owner's name and glue words need none). */
export function unsaidFactWords(fact: string, ownerTexts: readonly string[], owner: string): string[] {
  const said = ownerTexts.flatMap(wordsOf);
  const ownerWords = new Set(wordsOf(owner));
  return wordsOf(fact).filter(
    (w) => !GLUE.has(w) && !ownerWords.has(w.replace(/'s$/, '')) && !said.some((s) => saidAs(s, w)),
  );
}

/** The most glue words a fact may put in a row: 5 in "Sam got an A on the test" (factFromWords), no more in any other. */
export const MAX_GLUE_RUN = 5;

/**
 * Most glue words a fact may hold that the owner did not say ("has", "a", "called" in "Sam has a sister called Mia"
 * for "my sister is called Mia" are two, "is" and "called" being the owner's): no fact the generator writes holds
 * more, and a model led into [remember: that cannot copy fills the fact with them ("[remember:Ethan has a hamster
 * named the it]").
 */
export const MAX_UNSAID_GLUE = 2;

/** Words after which a fact names something: the owner's name may follow them only where the owner said it. */
const NAMING = new Set(['called', 'named']);

/**
 * A fact read as a copy of the owner's words (remember-copy): its problem or null, the owner's words it has not used
 * yet, and the glue words it ends in. A problem is a word of the owner's used more often than the owner said it ("a
 * goldfish named was a goldfish named…", "the best best ever"), or more than MAX_GLUE_RUN glue words in a row ("named
 * the and has and so on"). No fact the generator writes has either; a model unable to copy loops on words it has copied.
 * `said`: the owner's words (wordsOf their lines).
 */
export function factCopy(
  fact: string,
  said: readonly string[],
  owner: string,
): { problem: string | null; unused: string[]; glueRun: number; unsaidGlue: number } {
  const used = said.map(() => false);
  const ownerWords = new Set(wordsOf(owner));
  let run = 0;
  let unsaidGlue = 0;
  const result = (problem: string | null) => ({
    problem,
    unused: said.filter((_, k) => !used[k]),
    glueRun: run,
    unsaidGlue,
  });
  let prev = '';
  for (const w of wordsOf(fact)) {
    const after = prev;
    prev = w;
    if (ownerWords.has(w.replace(/'s$/, ''))) {
      // The owner's name as what another is called ("[remember:Ethan has a hamster named Ethan]" for "his name is
      // crumbs"): none the generator writes; a model unable to copy the name writes the one it can.
      if (NAMING.has(after) && !w.endsWith("'s") && !said.some((x) => ownerWords.has(x)))
        return result(`calls something "${w}", ${owner}'s own name, which ${owner} did not say`);
      run = 0;
      continue;
    }
    if (GLUE.has(w)) {
      if (++run > MAX_GLUE_RUN) return result(`has ${run} little words in a row`);
      // A "the" stands for one of the owner's "my" or "our" ("on my birthday": "on the birthday", factFromWords).
      const my = w === 'the' ? said.findIndex((x, k) => !used[k] && (x === 'my' || x === 'our')) : -1;
      if (my !== -1) {
        used[my] = true;
        continue;
      }
      if (!said.some((x) => saidAs(x, w)) && ++unsaidGlue > MAX_UNSAID_GLUE)
        return result(`has ${unsaidGlue} little words ${owner} did not say`);
      continue;
    }
    run = 0;
    const j = said.findIndex((x, k) => !used[k] && saidAs(x, w));
    if (j !== -1) used[j] = true;
    else if (said.some((x) => saidAs(x, w))) return result(`says "${w}" more often than ${owner} did`);
  }
  return result(null);
}

/**
 * A sign in a fact that no fact needs (remember-copy): facts are words, with spaces, commas, apostrophes and hyphens,
 * and the owner's name as it is spelt ("A.J."); `writing`: the fact is still being written, and may end in the start
 * of the owner's name. Every fact the generator writes keeps to it; a fact with a "!" runs on inside the tag
 * ("[remember:Jude has a peanuts!! I am, so I'm!") and never closes it.
 */
export function factSign(fact: string, owner: string, writing = false): string | null {
  let rest = owner ? fact.split(owner).join(' ') : fact;
  if (writing && owner) {
    for (let k = Math.min(owner.length - 1, rest.length); k > 0; k--) {
      if (rest.endsWith(owner.slice(0, k))) {
        rest = rest.slice(0, -k);
        break;
      }
    }
  }
  return /[^\p{L}\p{N}\p{M}\s'’‘,-]/u.exec(rest)?.[0] ?? null;
}

/**
 * A word of NOT_IN_FACTS in a fact (remember-copy), or null; a capitalised one that is no glue word is a name ("Mine").
 * No fact the generator writes has one (but two best friends called Mine); "[remember:Aiko's tooth to does my look]"
 * has. `writing`: the last word may still be being written.
 */
export function factSelfWord(fact: string, writing = false): string | null {
  const ws = writtenWords(fact);
  if (writing && /[\p{L}\p{N}'’‘]$/u.test(fact)) ws.pop();
  return (
    ws.find((w) => {
      const lower = w.toLowerCase();
      return NOT_IN_FACTS.has(lower) && (w === lower || GLUE.has(lower) || lower === 'i' || lower.startsWith("i'"));
    }) ?? null
  );
}

/**
 * Words that begin a new clause of the owner's words: a fact may leave the owner's order there ("i got a hamster his
 * name is crumbs" is remembered as "Sam's hamster is called crumbs").
 */
const CLAUSE_STARTS = new Set([
  'and',
  'but',
  'so',
  'because',
  'cos',
  'coz',
  'especially',
  'also',
  'or',
  'then',
  'btw',
  'lol',
  'he',
  'she',
  'it',
  'they',
  'we',
  'his',
  'her',
  'its',
  "it's",
  'their',
  "he's",
  "she's",
  "they're",
  "we're",
  'who',
  'which',
  'that',
  'when',
  'where',
  'if',
  'theyre',
  'hes',
  'shes',
  'thats',
  'were',
]);

/** Words of the owner's that a fact may leave out and keep the owner's order ("i never ever eat peas": "Sam never eats peas"). */
const FILLERS = new Set([
  'ever',
  'really',
  'rly',
  'so',
  'sooo',
  'soooo',
  'very',
  'totally',
  'just',
  'actually',
  'literally',
  'super',
  'like',
  'a',
  'an',
  'the',
]);

/**
 * The owner's words in clauses (wordsOf each), split at punctuation, emoji and the words that begin a clause; "by
 * myself" is left out, as a fact leaves it ("i ate lunch by myself today": "Sam ate lunch today").
 */
export function ownerClauses(texts: readonly string[]): string[][] {
  const out: string[][] = [];
  for (const t of texts) {
    for (const piece of straightQuotes(t).split(/[^\p{L}\p{N}'\s]+/u)) {
      let clause: string[] = [];
      for (const w of wordsOf(piece.replace(/\bby\s+myself\b/giu, ' '))) {
        if (CLAUSE_STARTS.has(w) && clause.length) {
          out.push(clause);
          clause = [];
        }
        clause.push(w);
      }
      if (clause.length) out.push(clause);
    }
  }
  return out;
}

/**
 * A fact read against the order of the owner's words (remember-order). Once it copies a word of the owner's that is
 * not a glue word, it goes on as the owner did in that clause: with the owner's next word (or the owner's name for
 * "my"/"me", or for "i" before the owner's own verb), or a glue word for a glue word ("is named" as "is called"), and
 * it does not end on a glue word. `next`: the words the fact's next word must be, or null where any may follow;
 * `owner` says the owner's name may. A model that cannot copy a word it has never seen skips it and goes on with glue
 * ("[remember:Emma has a goldfish named was]" for "i have a goldfish named captain fin").
 */
export function factOrder(
  fact: string,
  clauses: readonly (readonly string[])[],
  owner: string,
): { problem: string | null; next: FactNext | null } {
  const ownerWords = wordsOf(owner);
  const isOwner = (w: string) => ownerWords.includes(w.replace(/'s?$/, ''));
  type At = readonly [number, number];
  let at: At[] = [];
  let prev = '';
  const wordAt = ([c, i]: At) => clauses[c]![i]!;
  // The owner's next words in the clause, past any they may leave out (FILLERS); none where one of the places the
  // fact's word copies ends its clause ("the best!!" after "…the best dumplings"): the fact may go on as it likes.
  const following = () =>
    at.some(([c, i]) => i + 1 >= clauses[c]!.length)
      ? []
      : at.flatMap(([c, i]) => {
          const out: At[] = [];
          for (let j = i + 1; j < clauses[c]!.length; j++) {
            out.push([c, j]);
            if (!FILLERS.has(clauses[c]![j]!)) break;
          }
          return out;
        });
  // "my locker numbers 12": "Sam's locker number is 12", the owner's "numbers" read as "number's".
  let contracted: At[] = [];
  let inName = false;
  for (const w of wordsOf(fact)) {
    // The owner's name written as words ("Min-jun", "Mary Ann"): its words after the first stand where it stands.
    if (inName && isOwner(w)) continue;
    inName = isOwner(w);
    const next = following();
    if (next.length) {
      const copied = next.filter((p) => saidAs(wordAt(p), w));
      const named = isOwner(w) ? next.filter((p) => SELF_OBJECT.includes(wordAt(p))) : [];
      const subject = isOwner(w) && next.some((p) => SELF_SUBJECT.includes(wordAt(p)));
      // "the" for the owner's "our" as for "my" ("in our garden": "in the garden").
      const glued = GLUE.has(w) && next.some((p) => GLUE.has(wordAt(p)) || (w === 'the' && wordAt(p) === 'our'));
      const unfolded = w === 'is' ? contracted : [];
      if (!copied.length && !named.length && !subject && !glued && !unfolded.length) {
        return { problem: `has "${w}" after "${prev}", where ${owner} said "${prev} ${wordAt(next[0]!)}"`, next: null };
      }
      at = [...copied, ...named, ...unfolded];
    } else {
      at = [];
      if (!GLUE.has(w) && !isOwner(w))
        clauses.forEach((cl, c) =>
          cl.forEach((x, i) => {
            if (sameWord(x, w)) at.push([c, i]);
          }),
        );
    }
    contracted = at.filter((p) => wordAt(p) === `${w}s` || wordAt(p) === `${w}'s`);
    prev = w;
  }
  const next = following();
  if (!next.length) return { problem: null, next: null };
  const words = [...new Set(next.map(wordAt))];
  const self = (x: string) => SELF_OBJECT.includes(x) || SELF_SUBJECT.includes(x);
  return {
    problem: null,
    next: {
      words: [...words.filter((x) => !self(x)), ...(contracted.length ? ['is'] : [])],
      owner: words.some(self),
      glue: words.some((x) => GLUE.has(x)),
    },
  };
}

/** What may come next in a fact that keeps the owner's order (factOrder): these words (or their forms), the owner's name, any glue word. */
export interface FactNext {
  words: string[];
  owner: boolean;
  glue: boolean;
}

/**
 * A fact's ending (remember-order): it may not stop on a glue word ("…a goldfish named]", "[remember:Sienna is so be
 * about]"), but "one", a number. A fact may stop on a word that tells it as well ("[remember:Finn's grandma makes the
 * best]"): kept from closing there, the model writes on badly (docs/brain.md, "Where the reading's rules come from").
 */
export function factCutShort(fact: string, clauses: readonly (readonly string[])[], owner: string): string | null {
  const last = wordsOf(fact).at(-1);
  // "one" ends facts as a number ("Sam's twin is one"); no other glue word ends any the generator writes.
  if (!last || !GLUE.has(last) || last === 'one') return null;
  const order = factOrder(fact, clauses, owner);
  return order.next
    ? `stops at "${last}", where ${owner} said "${last} ${order.next.words[0] ?? 'my'}"`
    : `stops at "${last}", a little word`;
}

/** No capital but maybe the first letter: "dog", "Biscuit", "Sam's", "3rd". */
const PLAIN_CASE = /^\p{Lu}?[^\p{Lu}]*$/u;

/**
 * Whether a fact's word keeps its case (remember-case): no capital, or one capital first ("dog", "Biscuit") but not on
 * a little word of GLUE_WORDS ("By", "Was", "My"), or as the owner typed it ("HUGE", "McQueen"; a plural or 's after
 * it in lowercase: "McQueens"). `typed`: the owner's words as written (writtenWords of their lines and of their name).
 * A model unable to copy a rare name breaks its case token by token ("OdeTte", "chArtreuse"), and the app keeps the
 * fact and says it back.
 */
export function caseKept(word: string, typed: readonly string[]): boolean {
  if (typed.some((t) => word.startsWith(t) && !/\p{Lu}/u.test(word.slice(t.length)))) return true;
  // A little word capitalised inside a fact ("Sam's goldfish is called By") was not copied but made up, unless typed so.
  const lower = word.toLowerCase();
  if (/^\p{Lu}/u.test(word) && GLUE.has(lower) && lower !== 'i' && lower !== "i'm") return false;
  return PLAIN_CASE.test(word);
}

/** The first word of a fact whose case is broken (caseKept), or null. */
export function brokenCase(fact: string, typed: readonly string[]): string | null {
  return writtenWords(fact).find((w) => !caseKept(w, typed)) ?? null;
}

/** The owner's words for themselves and for the pet, which a fact says with the owner's name instead ("my dog": "Sam's dog"). */
const NOT_IN_FACTS = new Set([...OWNER_SELF, "i'd", "i'll", ...TO_PET, 'yours']);
