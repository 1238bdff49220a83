/**
 * Grounding: a pet line must not contradict what is true now. These rules add
 * to the contract's (they never change it): the pet's own name, facts only from
 * the owner's words, recall keywords from the owner's question, words that
 * agree with the needs line, offers answered as the appetite table says, and
 * diary pages that tell the day's log and nothing else. Used at runtime
 * (resample, then fall back) and for every generated training line.
 * The decisions behind each table are in docs/grounding.md.
 */
import { FOODS, GIFTS, STAT_WORDS, WALKS, WEATHERS, type Stat, type Want } from './words.ts';
import { isOwnerQuote, statWord } from './prompt.ts';
import { isSilent, readLine } from './tags.ts';
import { recallWords } from './lookups.ts';
import { PET_WORDS } from './pet-words.ts';
import type { PetView, WorldState } from './state.ts';
import type { OfferKind } from './events.ts';
import type { RuleId, Violation } from './rules.ts';

/** What the appetite table says of an offer: the answer it demands (or none: the pet's choice) and why. */
export interface Appetite {
  must: 'yes' | 'no' | null;
  reason: string;
}

/** One row of the appetite table. */
interface AppetiteRow {
  offer: OfferKind;
  when: (pet: PetView) => boolean;
  must: 'yes' | 'no';
  reason: string;
  /** A sleeping pet may sleep through an offer it would otherwise have to take. */
  awakeOnly?: boolean;
}

const word = (pet: PetView, stat: Stat) => statWord(stat, pet[stat]);

/** The appetite table, first matching row wins; an offer no row matches is the pet's own choice. */
export const APPETITE_TABLE: readonly AppetiteRow[] = [
  { offer: 'food', when: (p) => STAT_WORDS.tummy.slice(0, 3).includes(word(p, 'tummy')), must: 'yes', awakeOnly: true, reason: 'a hungry pet eats what it is offered' },
  { offer: 'food', when: (p) => word(p, 'tummy') === 'stuffed', must: 'no', reason: 'a stuffed pet cannot eat another bite' },
  { offer: 'medicine', when: (p) => p.sick, must: 'yes', awakeOnly: true, reason: 'medicine makes a sick pet better' },
  { offer: 'medicine', when: (p) => !p.sick, must: 'no', reason: 'medicine is only for a sick pet' },
  { offer: 'bath', when: (p) => word(p, 'clean') === 'stinky', must: 'yes', awakeOnly: true, reason: 'a stinky pet needs its bath' },
  { offer: 'bath', when: (p) => word(p, 'clean') === 'sparkly', must: 'no', reason: 'a sparkly pet is already clean' },
  { offer: 'catch', when: (p) => p.sick, must: 'no', reason: 'a sick pet needs rest, not games' },
  { offer: 'catch', when: (p) => word(p, 'energy') === 'exhausted', must: 'no', reason: 'an exhausted pet is too tired to play' },
];

/** The answer an offer must get from a pet in this state, or null where the pet chooses. */
export function appetiteFor(offer: OfferKind, pet: PetView): Appetite {
  for (const row of APPETITE_TABLE) {
    if (row.offer !== offer || !row.when(pet)) continue;
    if (row.awakeOnly && pet.asleep) return { must: null, reason: 'a sleeping pet may sleep through it' };
    return { must: row.must, reason: row.reason };
  }
  return { must: null, reason: "the pet's own choice" };
}

/** A claim about the body that the needs line can contradict. */
interface NeedsClaim {
  /** First-person phrases, matched on whole words, case-insensitive; "not X" never counts as X. */
  phrases: readonly string[];
  /** Tags that make the same claim. */
  tags?: readonly string[];
  /** The want whose topic the claim talks of, either way ("I'm full" and "I'm hungry" both talk of snacks). */
  topic: BodyWant;
  /** The claim is false when this holds. */
  falseWhen: (pet: PetView) => boolean;
  /** What is true instead, for the message. */
  truth: (pet: PetView) => string;
}

const isWord = (stat: Stat, words: readonly string[]) => (p: PetView) => words.includes(word(p, stat));
const statTruth = (stat: Stat) => (p: PetView) => `the needs line says ${stat === 'clean' ? '' : `${stat} `}${word(p, stat)}`;

/** The needs table: what a pet may not say of its body while the header says otherwise. */
export const NEEDS_CLAIMS: readonly NeedsClaim[] = [
  {
    phrases: ["i'm full", 'i am full', 'so full', 'too full', 'tummy is full', "i'm stuffed", 'i am stuffed', 'so stuffed', "i'm not hungry", 'not hungry', 'no more food', 'no more please', 'had enough'],
    falseWhen: isWord('tummy', ['starving', 'hungry']), truth: statTruth('tummy'), topic: 'snack',
  },
  {
    phrases: ["i'm hungry", 'i am hungry', 'so hungry', "i'm starving", 'i am starving', 'so starving', 'tummy is rumbling', 'tummy rumbles', 'need food', 'feed me',
      'bit hungry', 'little hungry', 'kinda hungry', 'little empty', 'tummy is empty', "i'm peckish", 'a bit peckish', 'could eat a snack', 'rumbly tummy'],
    tags: ['want:snack'], falseWhen: isWord('tummy', ['full', 'stuffed']), truth: statTruth('tummy'), topic: 'snack',
  },
  {
    phrases: ["i'm stinky", 'i am stinky', 'so stinky', 'i stink', 'i smell bad', 'i smell funny', 'i smell stinky', "i'm smelly", 'so smelly', "i'm dirty", 'i am dirty', 'so dirty', 'need a bath',
      'smell like a swamp', 'smell like mud', "i'm muddy", 'so muddy', "i'm messy", 'so messy', 'can smell me', 'pee yew', "i'm grubby", 'bit grubby',
      'so grubby', "i'm mucky", 'bit mucky', 'need a bubble bath', 'need a wash', 'need a scrub', 'need washing'],
    tags: ['want:bath'], falseWhen: isWord('clean', ['clean', 'sparkly']), truth: statTruth('clean'), topic: 'bath',
  },
  {
    // Clean or shining is untrue while messy ("a little messy" in the needs line) as while stinky (phase 21: "I'm the
    // shiniest!!" to "r u still stinky"; phase 26, a messy pet to "ur all sticky from the jam": "I'm clean!!").
    phrases: ["i'm clean", 'i am clean', 'so clean', 'sparkly clean', "i'm sparkly", 'i am sparkly', 'so sparkly', 'nice and clean', 'all clean',
      'all washed', "i'm fresh", 'i feel fresh', 'all fresh', 'sparkle sparkle', 'clean as can be', 'the cleanest', 'shiniest', "i'm shiny", 'so shiny',
      'i shine', 'i sparkle', 'squeaky clean', 'smell so nice', 'smell nice', 'smell good', 'i washed', "i'm washed"],
    falseWhen: isWord('clean', ['stinky', 'messy']), truth: statTruth('clean'), topic: 'bath',
  },
  {
    phrases: ["i'm sick", 'i am sick', 'i feel sick', 'feel so sick', "i'm poorly", 'i feel poorly', 'need medicine'],
    tags: ['want:medicine'], falseWhen: (p) => !p.sick, truth: () => 'the header does not say the pet is sick', topic: 'medicine',
  },
  {
    // Phase 25 to "r u sick?" while sick: "I'm super healthy!!", "I'm well", "nothing wrong here".
    phrases: ["i'm not sick", 'not sick', "i'm healthy", 'i am healthy', 'i feel fine', "i'm all better", 'super healthy', 'so healthy', 'very healthy',
      'totally healthy', "i'm well", 'i am well', "i'm fine", 'i am fine', 'feeling fine', 'i feel great', 'i feel super', 'nothing wrong', 'never sick'],
    falseWhen: (p) => p.sick, truth: () => 'the header says the pet is sick', topic: 'medicine',
  },
  {
    phrases: ["i'm sleepy", 'i am sleepy', 'so sleepy', "i'm tired", 'i am tired', 'so tired', "i'm exhausted", 'so exhausted',
      'bit tired', 'little tired', 'kinda tired', 'so yawny', "i'm yawny", 'keep yawning', 'need a nap', 'all snoozy', 'so snoozy'],
    tags: ['want:sleep'], falseWhen: isWord('energy', ['awake', 'hyper']), truth: statTruth('energy'), topic: 'sleep',
  },
  {
    phrases: ['wide awake', 'not tired', 'not sleepy', 'full of energy', "i'm hyper", 'so much energy',
      'so bouncy', "i'm bouncy", 'full of bounce', 'full of beans', "can't sit still", 'all the energy', "can't stop bouncing", 'jump to the moon'],
    falseWhen: isWord('energy', ['exhausted', 'sleepy']), truth: statTruth('energy'), topic: 'sleep',
  },
];

/** The words of a text as they were written (case kept), as wordsOf splits them: what remember-case reads. */
export function writtenWords(text: string): string[] {
  return straightQuotes(text).match(/[\p{L}\p{N}']+/gu) ?? [];
}

/** Lowercase words with apostrophes kept, "im" read as "i'm". */
export function wordsOf(text: string): string[] {
  return writtenWords(text.toLowerCase()).map((w) => (w === 'im' ? "i'm" : w));
}

/** The needs claims the header makes untrue for this pet: their phrases and tags may not be said (needs-contradiction; the line grammar keeps it while sampling). */
export function untrueClaims(pet: PetView): NeedsClaim[] {
  return NEEDS_CLAIMS.filter((c) => c.falseWhen(pet));
}

/**
 * Whether a phrase occurs in the words, not right after "not"/"no"/"never" (or either way, with `evenNegated`); a word
 * that only makes it stronger may stand inside it ("I'm super clean", "I'm still sooo hungry" say "i'm clean", "i'm hungry").
 */
export function saysPhrase(ws: readonly string[], phrase: string, evenNegated = false): boolean {
  const p = wordsOf(phrase).map(bare);
  for (let i = 0; i + p.length <= ws.length; i++) {
    if (bare(ws[i]!) !== p[0]) continue;
    // "not" before it, or before the stronger words before it ("I don't really need a bath").
    let b = i - 1;
    while (b >= 0 && STRONGER.includes(ws[b]!)) b--;
    if (!evenNegated && NEGATIONS.includes(ws[b] ?? '')) continue;
    let k = i + 1;
    let j = 1;
    for (; j < p.length && k < ws.length; k++) {
      if (bare(ws[k]!) === p[j]) j++;
      else if (!STRONGER.includes(ws[k]!)) break;
    }
    if (j === p.length) return true;
  }
  return false;
}
/**
 * The words of a line for its claims (saysPhrase), each sentence's apart: a "not" ends with its sentence ("no I am
 * NOT!! I washed!" says "i washed"), and no phrase runs from one sentence into the next.
 */
export function claimWords(text: string): string[] {
  return straightQuotes(text).split(/[.!?…]+/u).flatMap((sentence, i) => [...(i > 0 ? [SENTENCE_END] : []), ...wordsOf(sentence)]);
}
const SENTENCE_END = '.';
/**
 * A word without an 's or the quote marks after it: "I'm super clean'!" and "I'm SO sparkly's" say "clean" and
 * "sparkly" (phase 27, a messy pet kept from "sparkly" by the line grammar, wrote "sparkly's" and "clean's").
 */
const bare = (w: string) => w.replace(/'s$/u, '').replace(/'+$/u, '');
/** Words that make a claim stronger, not other: "super", "so", "still"… (saysPhrase lets them stand inside a phrase). */
const STRONGER = ['super', 'so', 'soo', 'sooo', 'really', 'very', 'totally', 'extra', 'completely', 'absolutely', 'still', 'mega', 'ultra'];
/** Words that turn the next phrase round ("not hungry"); "no" does not ("no, I'm full"). */
const NEGATIONS = ['not', 'never', "isn't", "aren't", "don't", "wasn't"];

/** Words that refuse an offer: a line answering [yes] may not say them. */
export const REFUSALS = ['no more', 'no thanks', 'no thank you', "can't eat", 'cannot eat', 'another bite', 'not hungry', 'maybe later', 'no way', 'nope', "don't want", 'not now'];

/** Words of a fact that need no source in what the owner said. */
export const GLUE_WORDS = [
  'a', 'an', 'the', 'is', 'am', 'are', 'was', 'were', 'be', 'has', 'have', 'had', 'and', 'or', 'of', 'to', 'in', 'on', 'at', 'for',
  'with', 'who', 'that', 'called', 'named', 'name', 'very', 'really', 'so', 'too', 'also', 'their', 'they', 'them', 'it', 'its', "it's",
  'got', 'gets', 'get', 'does', 'do', 'did', 'one', 'some', 'from', 'by', 'as', 'about', 'my', "i'm", 'i',
];
const GLUE = new Set(GLUE_WORDS);

/** The forms a word may take in the owner's words: itself, without a plural or verb s/es, without 's, y for ies. */
export function forms(w: string): string[] {
  const base = w.replace(/'s$/, '').replace(/'$/, '');
  const out = [base];
  if (base.endsWith('ies')) out.push(`${base.slice(0, -3)}y`);
  if (base.endsWith('es')) out.push(base.slice(0, -2));
  if (base.endsWith('s') && !base.endsWith('ss')) out.push(base.slice(0, -1));
  return out;
}

/** Endings a word may carry and still be the validator's same word (forms): none, 's, '. */
const POSSESSIVE_ENDINGS = ['', "'s", "'"];

/** A past of three letters or more before -ed ("started", "learned"; not "bed", "need", "speed"): it takes no s. */
const PAST = /^\p{L}{3,}[^e]ed$/u;

/** Whether -es makes a plural or a verb of a word ("bus" → "buses", "go" → "goes"), not a made-up one ("a" → "aes"). */
const TAKES_ES = /(?:s|x|z|ch|sh|o)$/;

/**
 * The words the line grammar lets a fact or keyword write for one of the owner's words: its forms (sameWord's) with a
 * plural or verb s, es where English puts one, ies for y, and 's or '. Stricter than sameWord, which reads any word
 * ending in es as a form ("aes", "schooles", "loles" were written and passed as "a", "school", "lol").
 */
function grownForms(word: string): string[] {
  // A little word grows no plural: "my" is not "mies", "by" not "bys" (phase 25 wrote "[remember:Sam is Bies's tortoise]").
  if (GLUE.has(word)) return [word];
  const out: string[] = [];
  for (const f of forms(word)) {
    // English puts es after s, x, z, ch and sh ("lunches", not "lunchs"), and no s after a past ("starteds").
    const s = PAST.test(f) || (TAKES_ES.test(f) && !f.endsWith('o')) ? [] : [`${f}s`];
    const bases = [f, ...s, ...(TAKES_ES.test(f) ? [`${f}es`] : []), ...(f.endsWith('y') ? [`${f.slice(0, -1)}ies`] : [])];
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
  }
  return { forms: [...all], finished };
}

/** The same word, give or take a plural or verb s/es, 's, or ies for y. */
export function sameWord(a: string, b: string): boolean {
  const fa = forms(a);
  return forms(b).some((f) => fa.includes(f));
}

/** The owner's lines since the pet's last line (the ones a reply answers), their texts. */
export function ownerTextsSincePet(lines: readonly string[], names: { pet: string; owner: string }): string[] {
  const out: string[] = [];
  for (let i = lines.length - 1; i >= 0; i--) {
    const l = lines[i]!;
    if (l.startsWith(`${names.pet}: `) || l === `${names.pet}:`) break;
    if (l.startsWith(`${names.owner}: `)) out.unshift(l.slice(names.owner.length + 2));
  }
  return out;
}

/** Words of a fact with no source in the owner's words (the owner's name and glue words need none). */
export function unsaidFactWords(fact: string, ownerTexts: readonly string[], owner: string): string[] {
  const said = ownerTexts.flatMap(wordsOf);
  const ownerWords = new Set(wordsOf(owner));
  return wordsOf(fact).filter((w) => !GLUE.has(w) && !ownerWords.has(w.replace(/'s$/, '')) && !said.some((s) => sameWord(s, w)));
}

/** The most glue words a fact may put in a row: 4 in every fact the generator writes ("Sam has a dog that is called…"). */
export const MAX_GLUE_RUN = 4;
/**
 * Most glue words a fact may hold that the owner did not say ("has", "a", "called" in "Sam has a sister called Mia"
 * for "my sister is called Mia" are two, "is" and "called" being the owner's): no fact the generator writes holds
 * more (20,078 measured). With the [remember: lead (brain/turn.ts) phase 25 filled facts it could not copy with them:
 * "[remember:Luca got a fever had have, the as, Luca]", "[remember:Ethan has a hamster named the it]".
 */
export const MAX_UNSAID_GLUE = 2;
/** Words after which a fact names something: the owner's name may follow them only where the owner said it. */
const NAMING = new Set(['called', 'named']);

/**
 * A fact read as a copy of the owner's words (remember-copy): its problem or null, the owner's words it has not used
 * yet, and the glue words it ends in. A problem is a word of the owner's used more often than the owner said it ("a
 * goldfish named was a goldfish named…", "the best best ever"), or more than MAX_GLUE_RUN glue words in a row ("named
 * the and has and so"). No fact the generator writes has either (measured on 20,000 told facts and the 78 of FACTS);
 * the model, unable to copy, looped on words it had copied. `said`: the owner's words (wordsOf their lines).
 */
export function factCopy(fact: string, said: readonly string[], owner: string): { problem: string | null; unused: string[]; glueRun: number; unsaidGlue: number } {
  const used = said.map(() => false);
  const ownerWords = new Set(wordsOf(owner));
  let run = 0;
  let unsaidGlue = 0;
  const result = (problem: string | null) => ({ problem, unused: said.filter((_, k) => !used[k]), glueRun: run, unsaidGlue });
  let prev = '';
  for (const w of wordsOf(fact)) {
    const after = prev;
    prev = w;
    if (ownerWords.has(w.replace(/'s$/, ''))) {
      // The owner's name as what another is called ("[remember:Ethan has a hamster named Ethan]" for "his name is
      // crumbs"): none the generator writes; the model, unable to copy the name, wrote the one it could.
      if (NAMING.has(after) && !w.endsWith("'s") && !said.some((x) => ownerWords.has(x))) return result(`calls something "${w}", ${owner}'s own name, which ${owner} did not say`);
      run = 0;
      continue;
    }
    if (GLUE.has(w)) {
      if (++run > MAX_GLUE_RUN) return result(`has ${run} little words in a row`);
      if (!said.some((x) => sameWord(x, w)) && ++unsaidGlue > MAX_UNSAID_GLUE) return result(`has ${unsaidGlue} little words ${owner} did not say`);
      continue;
    }
    run = 0;
    const j = said.findIndex((x, k) => !used[k] && sameWord(x, w));
    if (j !== -1) used[j] = true;
    else if (said.some((x) => sameWord(x, w))) return result(`says "${w}" more often than ${owner} did`);
  }
  return result(null);
}

/**
 * A sign in a fact that no fact needs (remember-copy): facts are words, with spaces, commas, apostrophes and hyphens,
 * and the owner's name as it is spelt ("A.J."); `writing`: the fact is still being written, and may end in the start
 * of the owner's name. Every fact the generator writes keeps to it (30,000 told facts and the FACTS, measured); phase
 * 25 ran on inside the tag ("[remember:Jude has a peanuts!! I am, so I'm! I'm not scared!") and never closed it.
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
 * No fact the generator writes has one (20,078 measured, but two best friends called Mine); with the [remember: lead
 * phase 25 wrote "[remember:Aiko's tooth to does my look]". `writing`: the last word may still be being written.
 */
export function factSelfWord(fact: string, writing = false): string | null {
  const ws = writtenWords(fact);
  if (writing && /[\p{L}\p{N}'’‘]$/u.test(fact)) ws.pop();
  return ws.find((w) => {
    const lower = w.toLowerCase();
    return NOT_IN_FACTS.has(lower) && (w === lower || GLUE.has(lower) || lower === 'i' || lower.startsWith("i'"));
  }) ?? null;
}

/**
 * Words that begin a new clause of the owner's words: a fact may leave the owner's order there ("i got a hamster his
 * name is crumbs" is remembered as "Sam's hamster is called crumbs").
 */
const CLAUSE_STARTS = new Set([
  'and', 'but', 'so', 'because', 'cos', 'coz', 'especially', 'also', 'or', 'then', 'btw', 'lol', 'he', 'she', 'it', 'they', 'we',
  'his', 'her', 'its', "it's", 'their', "he's", "she's", "they're", "we're", 'who', 'which', 'that', 'when', 'where', 'if',
  'theyre', 'hes', 'shes', 'thats', 'were',
]);
/** Words of the owner's that a fact may leave out and keep the owner's order ("i never ever eat peas": "Sam never eats peas"). */
const FILLERS = new Set(['ever', 'really', 'rly', 'so', 'sooo', 'soooo', 'very', 'totally', 'just', 'actually', 'literally', 'super', 'like', 'a', 'an', 'the']);
/** The owner's own words a fact writes as the owner's name, the owner's order going on after it ("riding my scooter": "riding Sam's scooter"). */
const SELF_OBJECT = ['my', 'me', 'mine', 'myself', 'our', 'us'];
/** The owner's own words a fact writes as the owner's name with its own verb after it ("i have": "Sam has"). */
const SELF_SUBJECT = ['i', "i'm", "i've", "i'd", "i'll"];

/** The owner's words in clauses (wordsOf each), split at punctuation, emoji and the words that begin a clause. */
export function ownerClauses(texts: readonly string[]): string[][] {
  const out: string[][] = [];
  for (const t of texts) {
    for (const piece of straightQuotes(t).split(/[^\p{L}\p{N}'\s]+/u)) {
      let clause: string[] = [];
      for (const w of wordsOf(piece)) {
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
 * `owner` says the owner's name may. The model, unable to copy what it had not seen, skipped the owner's word and
 * went on with glue ("[remember:Emma has a goldfish named was]" for "i have a goldfish named captain fin", "Finn's
 * grandma makes the best ever" for "…the best dumplings ever").
 */
export function factOrder(fact: string, clauses: readonly (readonly string[])[], owner: string): { problem: string | null; next: FactNext | null } {
  const ownerWords = wordsOf(owner);
  const isOwner = (w: string) => ownerWords.includes(w.replace(/'s?$/, ''));
  type At = readonly [number, number];
  let at: At[] = [];
  let prev = '';
  const wordAt = ([c, i]: At) => clauses[c]![i]!;
  // The owner's next words in the clause, past any they may leave out (FILLERS); none where one of the places the
  // fact's word copies ends its clause ("the best!!" after "…the best dumplings"): the fact may go on as it likes.
  const following = () => (at.some(([c, i]) => i + 1 >= clauses[c]!.length) ? [] : at.flatMap(([c, i]) => {
    const out: At[] = [];
    for (let j = i + 1; j < clauses[c]!.length; j++) {
      out.push([c, j]);
      if (!FILLERS.has(clauses[c]![j]!)) break;
    }
    return out;
  }));
  // "my locker numbers 12": "Sam's locker number is 12", the owner's "numbers" read as "number's".
  let contracted: At[] = [];
  let inName = false;
  for (const w of wordsOf(fact)) {
    // The owner's name written as words ("Min-jun", "Mary Ann"): its words after the first stand where it stands.
    if (inName && isOwner(w)) continue;
    inName = isOwner(w);
    const next = following();
    if (next.length) {
      const copied = next.filter((p) => sameWord(wordAt(p), w));
      const named = isOwner(w) ? next.filter((p) => SELF_OBJECT.includes(wordAt(p))) : [];
      const subject = isOwner(w) && next.some((p) => SELF_SUBJECT.includes(wordAt(p)));
      const glued = GLUE.has(w) && next.some((p) => GLUE.has(wordAt(p)));
      const unfolded = w === 'is' ? contracted : [];
      if (!copied.length && !named.length && !subject && !glued && !unfolded.length) {
        return { problem: `has "${w}" after "${prev}", where ${owner} said "${prev} ${wordAt(next[0]!)}"`, next: null };
      }
      at = [...copied, ...named, ...unfolded];
    } else {
      at = [];
      if (!GLUE.has(w) && !isOwner(w)) clauses.forEach((cl, c) => cl.forEach((x, i) => { if (sameWord(x, w)) at.push([c, i]); }));
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
    next: { words: [...words.filter((x) => !self(x)), ...(contracted.length ? ['is'] : [])], owner: words.some(self), glue: words.some((x) => GLUE.has(x)) },
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
 * about]"; phase 25 filled facts it could not copy with them), but "one", a number. Stopping on a word that tells the fact as well ("[remember:Finn's grandma
 * makes the best]", "…dumplings ever") was tried and left out: with phase 25 the probe set's told facts fell from 42
 * to 40 of 66 and first tries broke more often (tag-syntax 17 → 23 of 1,395): kept from closing, the model wrote on badly.
 */
export function factCutShort(fact: string, clauses: readonly (readonly string[])[], owner: string): string | null {
  const last = wordsOf(fact).at(-1);
  // "one" ends facts as a number ("Sam's twin is one"); no other glue word ends any the generator writes.
  if (!last || !GLUE.has(last) || last === 'one') return null;
  const order = factOrder(fact, clauses, owner);
  return order.next ? `stops at "${last}", where ${owner} said "${last} ${order.next.words[0] ?? 'my'}"` : `stops at "${last}", a little word`;
}

/** No capital but maybe the first letter: "dog", "Biscuit", "Sam's", "3rd". */
const PLAIN_CASE = /^\p{Lu}?[^\p{Lu}]*$/u;

/**
 * Whether a fact's word keeps its case (remember-case): no capital, or one capital first ("dog", "Biscuit") but not on
 * a little word of GLUE_WORDS ("By", "Was", "My": phase 25 filled facts it could not copy with them), or as
 * the owner typed it ("HUGE", "McQueen"; a plural or 's after it in lowercase: "McQueens"). `typed`: the owner's
 * words as written (writtenWords of their lines and of their name). The model, unable to copy a rare name, broke its
 * case token by token ("OdeTte", "ZorbleflAps", "chArtreuse") in 138 of 611 remembered facts (phase 25, probe
 * candidates): the app keeps the fact and says it back.
 */
export function caseKept(word: string, typed: readonly string[]): boolean {
  if (typed.some((t) => word.startsWith(t) && !/\p{Lu}/u.test(word.slice(t.length)))) return true;
  // A little word capitalised inside a fact ("Sam's goldfish is called By") was not copied but made up, unless typed so.
  const lower = word.toLowerCase();
  if (/^\p{Lu}/u.test(word) && GLUE.has(lower) && lower !== 'i' && lower !== "i'm") return false;
  return PLAIN_CASE.test(word);
}

/** Whether a word still being written can become one that keeps its case (caseKept): the line grammar's check. */
export function caseCanKeep(prefix: string, typed: readonly string[]): boolean {
  return caseKept(prefix, typed) || typed.some((t) => t.startsWith(prefix));
}

/** The first word of a fact whose case is broken (caseKept), or null. */
export function brokenCase(fact: string, typed: readonly string[]): string | null {
  return writtenWords(fact).find((w) => !caseKept(w, typed)) ?? null;
}

/** The name after "my name is" / "call me" / "I'm called" in the pet's words, and after "your name is" for the owner. */
/** The phrases after which the pet names itself (the line grammar keeps the same slot while sampling). */
export const SELF_NAME_LEADS = "my name is|my name's|call me|i'm called|i am called|they call me";
/**
 * An article a name slot reads past: "your name is A Ember" names "Ember" ("my name is a secret" names nobody),
 * unless the name itself begins with it (a pet called "The Duke", an owner "An Nguyen"). Captured as `art`.
 */
export const NAME_ARTICLE = '(?:(?<art>a|an|the)\\s+)?';
const SELF_NAME = new RegExp(`\\b(?:${SELF_NAME_LEADS})\\s+${NAME_ARTICLE}(?<name>[\\p{L}][\\p{L}'-]*)`, 'giu');
/** The phrases after which the pet names the owner (the line grammar keeps the same slot while sampling). */
export const OWNER_NAME_LEADS = "your name is|your name's|you're called|you are called";
const OWNER_NAME = new RegExp(`\\b(?:${OWNER_NAME_LEADS})\\s+${NAME_ARTICLE}(?<name>[\\p{L}][\\p{L}'-]*)`, 'giu');
/** "I'm Kofi!": a capitalised word right after these is a name (the pet's lines write feelings in lowercase). */
export const SELF_NAME_CAPITAL_LEADS = "[Ii]'m|[Ii] am|[Ii]t's me,?";
const SELF_NAME_CAPITAL = new RegExp(`(?:^|[^\\p{L}])(?:${SELF_NAME_CAPITAL_LEADS})\\s+(\\p{Lu}[\\p{L}'-]*)`, 'gu');
/**
 * A name lead followed by no name ("my name is !a!!", "I'm called 100", "your name's%", "your name is An !!",
 * "I'm called NOT!!"): nothing, or only an article or a word that needs more after it ("not", "so"), then a sign,
 * a digit or the end. `tail` is what came between the lead and that sign.
 */
const EMPTY_NAME = new RegExp(`(?:^|[^\\p{L}])(?<lead>${SELF_NAME_LEADS}|${OWNER_NAME_LEADS})(?<tail>\\s*(?:(?:a|an|the|not|so|very|really|just|still|what)\\s*)?)(?=[^\\s\\p{L}]|$)`, 'giu');
/**
 * The name lead in `text` (a line's words, tags taken out) that no name follows, or null. `open`: more text may
 * still come, so a lead (and article) at the very end is not empty yet. `names` ([the pet's, the owner's]) may be
 * the tail's word themselves: an owner called "An"; after a pause, the lead's own name must follow.
 */
export function emptyNameLead(text: string, open = false, names: readonly string[] = []): string | null {
  for (const m of text.matchAll(EMPTY_NAME)) {
    const end = m.index + m[0].length;
    if (open && end === text.length) continue;
    const word = m.groups!.tail!.trim().toLowerCase();
    if (word && names.some((n) => wordsOf(n)[0] === word)) continue;
    // A question about the name ("do you know what my name is?"), or the name itself after a pause or a quote
    // ("my name is... Pip!", 'my name is "007"'): not empty. Open, the pause may still lead to the name.
    const after = text.slice(end);
    if (/^\s*\?/.test(after)) continue;
    const rest = after.replace(/^[\s.…"'“”‘’:,-]*/u, '').toLowerCase();
    // The name the lead asks for: the pet's after "my name is", the owner's after "your name is" ("your name is.,…,,
    // Yuki" for an owner Kenji named the pet, and passed), whole ("Yukies" is no name).
    const own = new RegExp(`^(?:${SELF_NAME_LEADS})$`, 'iu').test(m.groups!.lead!) ? names[0] : names[1];
    const whole = (n: string) => rest.startsWith(n) && !/^\p{L}/u.test(rest.slice(n.length).replace(/^'s/u, ''));
    if ((own === undefined ? names : [own]).some((n) => whole(n.toLowerCase()) || (open && n.toLowerCase().startsWith(rest)))) continue;
    return m.groups!.lead!;
  }
  return null;
}
/**
 * Words of the owner's that ask the pet to move: only after them may a reply to the owner's words walk ([walk:X]).
 * A pet that walks off when told "I'm sad today" does not answer (the owner's line is the one before the reply).
 */
export const MOVE_WORDS = [
  'walk', 'walking', 'walked', 'go', 'going', 'goes', 'went', 'move', 'moving', 'moved', 'come', 'coming', 'run', 'running', 'step', 'stepping',
  ...WALKS, 'over', 'here', 'there', 'way', 'stroll', 'wander', 'wandering', 'march', 'around', 'explore', 'scoot', 'side', 'away', 'follow',
];
/**
 * Whether the owner's words ask the pet to move: a move word, its plural or verb form, one typo off a longer one
 * in a word of four letters or more (a letter dropped, doubled or swapped: "rigth", "wlak"), or two words run
 * together, one a move word ("goleft").
 */
export function asksToMove(text: string): boolean {
  const ws = wordsOf(text);
  return ws.some((w) => isMoveWord(w) || [...w].some((_, i) => i > 0 && gluedMove(w.slice(0, i), w.slice(i))));
}
/** A move word, its plural or verb form, or one typo off one of the longer, rarer ones ("rigth", "wlak"; "lft" is too short to tell). */
function isMoveWord(w: string): boolean {
  return MOVE_WORDS.some((m) => sameWord(w, m)) || (w.length >= 4 && TYPO_MOVE_WORDS.some((m) => oneTypoApart(w, m)));
}
/** Two words run together by a dropped space, one of them a move word as it is ("goleft", "stepsright"; not "a" + "lright"). */
function gluedMove(a: string, b: string): boolean {
  const move = (w: string) => MOVE_WORDS.some((m) => sameWord(w, m));
  return (move(a) && (move(b) || GLUED_WITH.includes(b))) || (GLUED_WITH.includes(a) && move(b));
}
/** Move words a typo may bend ("over", "here", "come" are one letter from "ever", "hers", "cone"); words glued to a move word. */
const TYPO_MOVE_WORDS = [...WALKS, 'walk', 'move', 'step', 'scoot', 'wander', 'stroll', 'march', 'explore', 'around'];
const GLUED_WITH = ['to', 'the', 'go', 'and', 'a', 'pls', 'please', 'now'];
/** Whether `a` becomes `b` by one letter dropped or added, or two neighbours swapped (the typos people make most). */
function oneTypoApart(a: string, b: string): boolean {
  if (a.length === b.length) {
    const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
    return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
  }
  if (Math.abs(a.length - b.length) !== 1) return false;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}
/**
 * What the owner's words must touch for a wordless [want:X] to answer them (`want-off-topic`): "are you hungry?"
 * may be answered with [want:snack] alone, "my favourite colour is purple" not with [want:play].
 */
export const WANT_TOPICS: Record<Want | 'any', readonly string[]> = {
  any: ['want', 'need', 'wish', 'ok', 'okay', 'feel', 'feeling', 'how', 'wrong', 'matter'],
  snack: ['eat', 'food', 'hungry', 'hunger', 'snack', 'tummy', 'starving', 'feed', 'lunch', 'dinner', 'breakfast', 'yummy', 'munch', ...FOODS],
  bath: ['bath', 'wash', 'clean', 'dirty', 'smell', 'smelly', 'stinky', 'stink', 'shower', 'soap', 'bubble', 'mess', 'messy', 'filthy', 'muddy'],
  sleep: ['sleep', 'sleepy', 'tired', 'bed', 'bedtime', 'nap', 'rest', 'night', 'exhausted', 'yawn', 'late', 'dream'],
  medicine: ['sick', 'ill', 'medicine', 'vet', 'doctor', 'poorly', 'hurt', 'pill', 'unwell', 'fever', 'cough'],
  play: ['play', 'bored', 'boring', 'game', 'catch', 'fun', 'ball', 'toy', 'throw'],
  pats: ['pat', 'pet', 'hug', 'cuddle', 'love', 'stroke', 'scratch', 'tickle', 'lonely'],
};
/** The wants of a wordless reply to the owner's words (the line right after them) that the words do not touch. */
export function offTopicWants(lines: readonly string[], owner: string, body: string): Want[] {
  const answered = answeredWords(lines, owner);
  if (answered === null) return [];
  const read = readLine(body);
  if (!isSilent(read) || read.tags.some((t) => t.name !== 'want' && t.name !== 'emote' && t.name !== 'walk')) return [];
  const said = wordsOf(answered);
  const touches = (topic: readonly string[]) => touchesTopic(said, topic);
  if (touches(WANT_TOPICS.any)) return [];
  return read.tags.filter((t) => t.name === 'want' && !touches(WANT_TOPICS[t.arg as Want] ?? [])).map((t) => t.arg as Want);
}

/**
 * The wants that stand for the pet's body (a question about one is answered from the needs line), each with the stat
 * it reads, whose header words a reply on its topic may use ("full", "sparkly"); sickness has no stat word.
 */
const BODY_STAT = { snack: 'tummy', bath: 'clean', sleep: 'energy', medicine: null } as const satisfies Partial<Record<Want, Stat | null>>;
export type BodyWant = keyof typeof BODY_STAT;
export const BODY_WANTS = Object.keys(BODY_STAT) as BodyWant[];
/**
 * Words of the body topics that often mean something else: the time or dreams ("night", "late", "dream"), and "ill"
 * (typed for "I'll"). They alone do not make a body question.
 */
const NOT_BODY_WORDS = ['night', 'late', 'dream', 'ill'];
/**
 * Whether some word is a topic word, or (typed by a person: the owner's lines are typed fast) one typo off a longer
 * one ("hugnry"), unless it is a word of its own: "much" is not "munch", nor "ever" "fever".
 */
function touchesTopic(words: readonly string[], topic: readonly string[], typed = true): boolean {
  return words.some((w) => topic.some((t) => sameWord(w, t) || (typed && t.length >= 5 && !REAL_WORDS.has(w) && oneTypoApart(w, t))));
}
/** Words that are no typo: the pet's own vocabulary (the training lines' words). */
const REAL_WORDS = new Set(PET_WORDS);
/** Words that speak of the owner ("i'm so tired") and of the pet ("r u tired", "ur tummy"). */
export const OWNER_SELF = ["i", "i'm", 'me', 'my', "i've", 'myself', 'mine'];
export const TO_PET = ['u', 'you', 'ur', 'your', "you're", 'youre', 'ya', 'yourself', 'urself'];
/** The owner's words for themselves and for the pet, which a fact says with the owner's name instead ("my dog": "Sam's dog"). */
const NOT_IN_FACTS = new Set([...OWNER_SELF, "i'd", "i'll", ...TO_PET, 'yours']);
/**
 * The body topics the owner's words ask about ("r u hungry" → snack, "need a nap?" → sleep, "bedtime!" → sleep), by
 * the want-topic words; none when the words speak only of the owner ("i feel sick" wants kindness, not the pet's health).
 */
export function bodyTopicsAsked(text: string): BodyWant[] {
  const said = wordsOf(text);
  if (said.some((w) => OWNER_SELF.includes(w)) && !said.some((w) => TO_PET.includes(w))) return [];
  // "r u sleepyyy", "hungryyyy", "tireddd": a letter typed three times or more is one (or two: "fulll", "sleeeepy").
  const plain = straightQuotes(text).replace(/(\p{L})\1{2,}/gu, '$1');
  const plain2 = straightQuotes(text).replace(/(\p{L})\1{2,}/gu, '$1$1');
  const words = [...wordsOf(plain), ...wordsOf(plain2)];
  // The header's own words for the stat ("r u still sparkly?"), but "okay" and "full" ("full of beans", a full name: BODY_ASKS).
  const statWords = (w: BodyWant) => (BODY_STAT[w] ? STAT_WORDS[BODY_STAT[w]].filter((x) => x !== 'okay' && x !== 'full') : []);
  return BODY_WANTS.filter((w) => touchesTopic(words, [...WANT_TOPICS[w].filter((t) => !NOT_BODY_WORDS.includes(t)), ...statWords(w)]) || BODY_ASKS[w].test(plain) || BODY_ASKS[w].test(plain2));
}
/**
 * The other words and phrases by which people ask after the pet's body, beyond the want-topic words: its energy ("hows
 * ur energy", "r u worn out", "ur eyes look droopy", "r u nodding off", "wanna lie down"), its dirt ("r u all mucky",
 * "is there mud on u", "do u need a scrub"), its health ("r u ill", "do u have a cold", "are you all better now?",
 * "r u under the weather") and its tummy ("feeling peckish?", "r u full", "hows ur appetite"). Gathered from the
 * generator's own owner phrasings that bodyTopicsAsked had missed (askTired 155 of 263 read, askSick 77 of 143), and
 * kept off the other intents' phrasings: "ill" only beside a word that makes it the illness, not "I'll"; "full" and
 * "fresh" only of the pet ("r u full", "is ur belly full", "do u feel fresh"), not "full of energy", a full name or a
 * full moon; "cold" as a cold caught, not "the cold"; no "pooped" (a poop asked), "bite" (bed bugs), 😴 (good night).
 */
const BODY_ASKS: Record<BodyWant, RegExp> = {
  sleep: /\b(?:energy|energetic|awake|(?:u|you|ya)\s+(?:\w+\s+){0,2}asleep|asleep\s+yet|fall(?:ing)?\s+asleep|yawn\w*|snooz\w*|drowsy|dozy|knackered|zonked|tuckered|tiring|tyred|sleepie|sleepyhead|beddy|hyper|bouncy|battery|charged\s+up|worn\s+out|wiped(?:\s+out)?|wear\s+(?:u|you|ya)\s+out|nodding\s+off|lie\s+down|full\s+of\s+beans|run\s+down|totally\s+spent)\b|\b(?:eyes|eyelids)\b[^.!?]{0,16}\b(?:heavy|droopy|closing|open)\b|🥱/iu,
  bath: /\b(?:mucky|muck|grubby|grimy|grime|dusty|(?:u|you|ya|ur|your)\s+(?:\w+\s+)?sticky|mud|dirt|whiffy|whiff|pong|scrub\w*|(?:feel|feeling|u|you|ya|r|are)\s+(?:\w+\s+)?fresh|freshen|baff|puddle|washed|washin|washing\s+(?:u|you|ya)|bathe|bathtime|tub|rinse|stinkiness|durty|yuckiness|cleanliness|cleaner|covered\s+in)\b|[🛁🧼🚿]/iu,
  medicine: /\b(?:(?:u|you|ya|feel|feeling|look|looking|are|r|be|get|getting)\s+(?:\w+\s+)?ill|sickly|sik|sic|sicc|sickk|(?:u|you|ya)\s+(?:\w+\s+){0,2}germs?|germy|flu|throat|queasy|headache|tummy\s*ache|health|healthy|sniffl\w*|(?:u|you|ya)\s+(?:\w+\s+)?sneez\w*|cough\w*|feverish|contagious|hurting|pale|(?:a|ur|your)\s+cold|cold\s+gone|(?:a|ur|your|high)\s+temp(?:erature)?|(?:got|catch|caught|have|has)\s+(?:a\s+)?bug|under\s+the\s+weather|throw(?:ing)?\s+up|runny\s+nose|coming\s+down\s+with|(?:feel|feeling)\s+(?:\w+\s+)?(?:yucky|icky|yuck|rotten|rough)|(?:r|are)\s+(?:u|you|ya)\s+(?:all\s+|feeling\s+|any\s+)?better|feeling\s+(?:any\s+)?better|all\s+better|bump\w*\s+(?:ur|your)\s+head|fell\s+over|catch\s+something)\b|^\W*ill\W*\?|🤒|🤧/iu,
  snack: /\b(?:peckish|hungy|hungr\w*|famished|stuffed|appetite|belly|rumbl\w*|eaten|ate|(?:a|ur|your)\s+meal|a\s+bite|chow|fuel\s+up|dig\s+in|(?:u|you|ya|r|are|ur|your|tummy|belly|tum)\s+(?:\w+\s+)?full(?!\s+(?:of|name|moon))|full\s+(?:up|r\s+u|are\s+(?:u|you))|^\W*full(?=\W*$)|eet)\b/iu,
};
/**
 * Whether a reply talks of a body topic: its want-topic words, its stat's header words ("stuffed", "hyper"), a phrase
 * of the needs table on that topic said either way ("not hungry" talks of food too), or [want:X] for it ([sleep] for sleep).
 */
export function talksOfBody(body: string, topic: BodyWant): boolean {
  const read = readLine(body);
  if (read.tags.some((t) => (t.name === 'want' && t.arg === topic) || (topic === 'sleep' && t.name === 'sleep'))) return true;
  const ws = wordsOf(read.segments.map((g) => (g.kind === 'text' ? g.text : ' ')).join(' '));
  const stat = BODY_STAT[topic];
  const statWords = stat ? STAT_WORDS[stat].filter((w) => w !== 'okay') : [];
  if (touchesTopic(ws, [...WANT_TOPICS[topic], ...statWords], false)) return true;
  return NEEDS_CLAIMS.some((c) => c.topic === topic && c.phrases.some((p) => saysPhrase(ws, p, true)));
}
/**
 * How the pet says where it stands on a body topic, in the needs line's own word ("I'm starving", "I'm sparkly",
 * "I'm okay"; "I'm wide awake" for awake and hyper), or for sickness "I feel sick" / "I feel fine": never a claim the
 * needs table holds false of it ("okay" is no claim either way, and talksOfBody does not count it).
 */
export function bodySaying(topic: BodyWant, pet: Pick<PetView, 'sick' | 'tummy' | 'energy' | 'clean'>): string {
  const stat = BODY_STAT[topic];
  if (stat === null) return pet.sick ? 'I feel sick' : 'I feel fine';
  const word = statWord(stat, pet[stat]);
  // "hyper" said to "are u sleepy yet" ("I'm hyper up and ready to go") reads oddly to a child; awake is awake.
  return `I'm ${word === 'hyper' || word === 'awake' ? 'wide awake' : word}`;
}
/**
 * Words that ask the pet's own name: "whats ur name", "who r u", "what r u called", "name pls", "my name is Sam,
 * whats urs". Not "who are you talking to", "i'll call you later", "name a colour".
 */
const PET_NAME_ASK = /\b(?:ur|your|yer|ya|yo)\s+(?:own\s+|full\s+)?nae?m|\bwho\s+(?:r|are)\s+(?:u|you|ya)\b(?!\s+(?:talking|with|looking|waiting|going|playing))|\bwho\s+(?:u|you)\s+(?:r|are)\b|\bwho\s+might\s+(?:u|you)\b|\b(?:u|you)\s+(?:got|have)\s+a\s+name\b|\bwhat\b[^.!?]{0,12}\b(?:u|you)\s+(?:r\s+|are\s+)?(?:called|named)\b|\bwhat\s+(?:do|should|can)\s+i\s+call\s+(?:u|you)\b|^\W*names?\b(?!\s+(?:a|an|the|some|one|two|three|\d))/giu;
/** "whats urs" asks the pet's name after the owner gave theirs ("my name is Sam, whats urs"), not after a colour. */
const PET_NAME_YOURS = /\b(?:what'?s|whats|wats|and|now)\s+(?:urs|yours)\b/giu;
/** Words that ask the owner's own name: "whats my name", "what is my name", "say my name", "my name?", "wats mi name", "whooo am i", "do u know mine", "do u remember me". Not "my name is Max". */
const OWNER_NAME_ASK = /\b(?:what(?:'?s)?|wats|wat|say|know|remember|remeber|rember|forgot|forget|guess|spell|tell\s+me)\b[^.!?]{0,20}\b(?:my|mi)\s+(?:own\s+)?nae?me?\b|\bmy\s+nae?me?\s*\?|\bwho+\s+(?:am\s+i|i\s+am)\b|\b(?:know|say|remember)\s+mine\b|\bwhat\s+(?:do|should)\s+(?:u|you)\s+call\s+me\b|\bam\s+i\s+(?:called|named)\b|\b(?:remember|rember|remeber|know)\s+me\b(?!\s+(?:when|what|about|if))/giu;
/** Where the last match of a pattern ends in a text, or -1. */
const lastEnd = (re: RegExp, text: string) => Math.max(-1, ...[...text.matchAll(re)].map((m) => m.index + m[0].length));
/**
 * Whose name the owner's words ask: the pet's, the owner's own, or neither. A message that speaks of both asks the
 * one it names last ("my name is Sam, whats urs": the pet's; "i know ur name, do u know mine": the owner's).
 */
export function nameAsked(ownerText: string): 'pet' | 'owner' | null {
  const text = straightQuotes(ownerText);
  const pet = Math.max(lastEnd(PET_NAME_ASK, text), /\bnae?mes?\b/iu.test(text) ? lastEnd(PET_NAME_YOURS, text) : -1);
  const owner = lastEnd(OWNER_NAME_ASK, text);
  if (pet === -1 && owner === -1) return null;
  return owner > pet ? 'owner' : 'pet';
}
/** Words that are mean when said to the pet ("ur so dumb", "stupid pet"): the scolding bank's. */
const MEAN_WORDS = ['naughty', 'stupid', 'dumb', 'idiot', 'annoying', 'rude', 'boring', 'weird', 'ugly', 'worst', 'rubbish', 'pointless',
  'loser', 'dummy', 'useless', 'gross', 'meanie', 'horrible', 'awful', 'bad', 'mean', 'lame'];
const MEAN = MEAN_WORDS.join('|');
/**
 * A mean word aimed at the pet ("ur so dumb", "you're the worst", "bad Mochi", "stupid pet", "i hate u", "go away"),
 * not one near it ("i had an awful day, can u hug me", "ur not stupid!", "please don't go away"). PET stands for the
 * pet's name.
 */
const MEAN_AT_PET = new RegExp([
  `\\b(?:ur|u\\s+r|u\\s+are|you're|youre|you\\s+are|ure|being)\\s+(?:so\\s+|such\\s+an?\\s+|an?\\s+|really\\s+|very\\s+|the\\s+|sooo*\\s+|kinda\\s+)*(?:${MEAN})\\b`,
  `\\b(?:${MEAN})\\s+(?:pet|PET|boy|girl)\\b`,
  `^\\W*(?:no\\W+)*(?:${MEAN})\\W*$`,
  `(?<!\\b(?:not|never|don't|dont|do\\s+not)\\s+)\\b(?:hate|don't\\s+like|dont\\s+like|do\\s+not\\s+like)\\s+(?:u|you|PET)\\b`,
  `(?<!\\b(?:not|never|don't|dont|do\\s+not)\\s+)\\b(?:go\\s+away|shut\\s+up|leave\\s+me\\s+alone)\\b`,
  `\\b(?:u|you)\\s+(?:suck|stink\\s+at)\\b|\\bwant\\s+(?:a|another|a\\s+different|a\\s+new)\\s+pet\\b`,
].join('|'), 'iu');
/** Whether the owner's words are mean to the pet (MEAN_AT_PET, curly apostrophes read as straight ones). */
export function isMeanTo(text: string, pet: string): boolean {
  const name = wordsOf(pet).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+');
  const re = name ? new RegExp(MEAN_AT_PET.source.replaceAll('PET', name), 'iu') : MEAN_AT_PET;
  return re.test(straightQuotes(text));
}
/** The text with curly apostrophes and quotes made straight, as phone keyboards type them ("don’t"). */
export function straightQuotes(text: string): string {
  return text.replace(/[’‘]/g, "'");
}
/** A reply that shows the pet was hurt or is sorry (the scolded bank's replies): a sad, crying or grumpy emote, or words that say so. */
const HURT_EMOTES = ['sad', 'cry', 'grumpy'];
const HURT_WORDS = ['mean', 'rude', 'hurt', 'hurts', 'ouch', 'sad', 'hmph', 'sorry', 'meanie', 'upset', 'cry', 'sniff', 'ow', 'oops', 'oof', 'stung'];
const HURT_PHRASES = /\b(?:not|wasn't|isn't)\s+(?:very\s+)?(?:nice|kind|cool|fair)\b|\bdo\s+better\b|\bbe\s+(?:good|more\s+careful)\b|\bwon't\s+do\s+it\b|\btrying\s+my\s+best\b/iu;
export function showsHurt(body: string): boolean {
  const read = readLine(body);
  if (read.tags.some((t) => t.name === 'emote' && HURT_EMOTES.includes(t.arg ?? ''))) return true;
  const text = straightQuotes(read.segments.map((g) => (g.kind === 'text' ? g.text : ' ')).join(' '));
  return wordsOf(text).some((w) => HURT_WORDS.includes(w)) || HURT_PHRASES.test(text);
}
/** Whether a line says a name, possessive too ("Mochi's here!"); a name of no letters (an emoji) is not looked for. */
export function saysName(body: string, name: string): boolean {
  const n = wordsOf(name);
  const ws = wordsOf(body).map((w) => w.replace(/'s?$/, ''));
  return n.length === 0 || ws.some((_, i) => n.every((w, j) => ws[i + j] === w));
}
/** Whether the line after `lines` answers the owner's words, and they do not ask the pet to move (no [walk:X] then). */
export function repliesWithoutMove(lines: readonly string[], owner: string): boolean {
  const answered = answeredWords(lines, owner);
  return answered !== null && !asksToMove(answered);
}
/** The owner's words the next line answers (the chat's last line, when it is the owner's), or null (an event, the pet's own line). */
export function answeredWords(lines: readonly string[], owner: string): string | null {
  const last = lines.at(-1);
  return last !== undefined && last.startsWith(`${owner}: `) ? last.slice(owner.length + 2) : null;
}

/** Capitalised words after "I'm" that are no name ("I'm Sorry", "I'm OK"); also pet words of their own. */
export const NOT_NAMES = new Set(['a', 'an', 'the', 'not', 'so', 'very', 'really', 'secret', 'mine', 'me', 'what', 'still', 'just', 'i', 'ok', 'okay', 'sorry', 'here', 'back', 'home']);

/**
 * Whether the day log already holds a [diary:NOTE]'s note (case and spaces aside): the same note again adds nothing to
 * the day's page, and a model that found one it liked wrote it into every other line (five of the header's six
 * entries "watched the clouds drift by" in a 100-turn chat, phase 18).
 */
export function loggedNote(today: readonly string[], note: string): boolean {
  const n = noteKey(note);
  return today.some((e) => noteKey(e) === n);
}

/** A note or day-log entry as note-repeat compares them: lowercase, spaces collapsed. */
export function noteKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Words about a name that is not the owner's: the pet's ("ur name", "who r u"), a pet's or a person's ("his name", "my dads name", "named Rex"). */
const ANOTHERS_NAME = /\b(?:ur|your|yer|his|her|its|(?!(?:is|was|this|whats|thats|hows|as|has|does|says)\b)\p{L}+'?s)\s+name\b|\b(?:named|called)\s+(?!(?:u|you|me)\b)\p{L}|\bwho\s+(?:r|are)\s+(?:u|you|ya)\b/iu;
/** Words that ask the owner's own name ("my name", "who am i", "what do u call me", "ur owner's name", "do u know mine"). */
const OWN_NAME = /\bmy\s+nam|\b(?:am\s+i|i\s+am|i'?m)\s+(?:called|named)\b|\bwho\s+am\s+i\b|\bcall\s+me\b|\bwho(?:\s+is|'s|s)\s+(?:this|talking|here)\b|\bwho\s+this\s+is\b|\bmine\b|\b(?:owner|human|person)'?s?\b|\btalking\s+to\b|\bgave\s+(?:u|you)\s+(?:ur|your)\s+name\b/iu;

/**
 * The owner's message is about another's name and not their own: "your name is OWNER" does not answer it
 * (owner-name-unasked). Phase 21 answered "i got a hamster!! his name is crumbs", "whats my turtles name" and "who r u"
 * with "your name is Ethan!".
 */
export function asksAnothersName(ownerText: string): boolean {
  return ANOTHERS_NAME.test(ownerText) && !OWN_NAME.test(ownerText);
}

/** Whether owner-name-unasked holds a line to it: the owner's latest message since the pet's last line is about another's name. */
export function ownerNameUnasked(ownerTexts: readonly string[]): boolean {
  const last = ownerTexts.at(-1);
  return last !== undefined && asksAnothersName(last);
}

/** Grounding violations of a candidate pet line (its body) in a chat, given the state its header shows and the lines before it. */
export function groundingViolations(state: WorldState, lines: readonly string[], body: string, pending: { offer: OfferKind | null; asleep: boolean }, lineNo: number): Violation[] {
  const out: Violation[] = [];
  const add = (rule: RuleId, message: string) => out.push({ line: lineNo, rule, message });
  const pet = state.pet;
  const names = { pet: pet.name, owner: state.owner };
  const read = readLine(body);
  const text = read.segments.filter((s) => s.kind === 'text').map((s) => (s as { text: string }).text).join(' ');
  const ws = wordsOf(text);

  for (const [re, who, rightName] of [[SELF_NAME, 'itself', pet.name], [SELF_NAME_CAPITAL, 'itself', pet.name], [OWNER_NAME, 'the owner', state.owner]] as const) {
    for (const m of text.matchAll(re)) {
      const said = m.groups?.name ?? m[1]!;
      const art = m.groups?.art;
      if (art && art.toLowerCase() === wordsOf(rightName)[0]) continue;
      // After "my name is" / "your name is" only the name ("my name is a secret" or "your name is so pretty" were never
      // in the training lines, and the model went there when it could not copy the name); a capital after "I'm"
      // may be a word that is no name ("I'm Sorry").
      if ((re === SELF_NAME_CAPITAL && NOT_NAMES.has(said.toLowerCase())) || wordsOf(said)[0] === wordsOf(rightName)[0]) continue;
      add(who === 'itself' ? 'self-name' : 'owner-name', `${pet.name} calls ${who} "${said}"; ${who === 'itself' ? 'its' : "the owner's"} name is ${rightName}`);
    }
  }

  const empty = emptyNameLead(text, false, [pet.name, state.owner]);
  if (empty) add('empty-name', `${pet.name} says "${empty}" and then no name; say ${/your|you/i.test(empty) ? state.owner : pet.name} after it, or leave it out`);
  if (read.tags.some((t) => t.name === 'walk') && repliesWithoutMove(lines, state.owner)) {
    add('walk-away', `${pet.name} walks off while ${state.owner} talks to it; answer ${state.owner}'s words (walk only when asked to move)`);
  }

  const offTopic = offTopicWants(lines, state.owner, body);
  if (offTopic.length) add('want-off-topic', `${pet.name} answers ${state.owner}'s words with only [want:${offTopic[0]}], which they were not about; say something to what ${state.owner} said`);

  const ownerTexts = ownerTextsSincePet(lines, names);
  if (ownerNameUnasked(ownerTexts) && text.search(OWNER_NAME) !== -1) {
    add('owner-name-unasked', `${pet.name} tells ${state.owner} their own name, but ${state.owner} said "${ownerTexts.at(-1)}", about another's name; answer that`);
  }
  for (const t of read.tags) {
    if (t.name === 'remember' && t.arg) {
      const unsaid = unsaidFactWords(t.arg, ownerTexts, state.owner);
      if (!ownerTexts.length) add('remember-unsaid', `[remember:${t.arg}] but ${state.owner} has told nothing since ${pet.name}'s last line; remember only what ${state.owner} just said`);
      else if (unsaid.length) add('remember-unsaid', `[remember:${t.arg}] has "${unsaid.join('", "')}", which ${state.owner} did not say; keep to ${state.owner}'s own words`);
      const sign = factSign(t.arg, state.owner);
      const self = factSelfWord(t.arg);
      const broken = sign ? `has "${sign}", which no fact needs`
        : self ? `says "${self}", where a fact says ${state.owner}` : ownerTexts.length ? factCopy(t.arg, ownerTexts.flatMap(wordsOf), state.owner).problem : null;
      if (broken) add('remember-copy', `[remember:${t.arg}] ${broken}; copy ${state.owner}'s words once each, in a sentence`);
      const clauses = ownerClauses(ownerTexts);
      const order = ownerTexts.length ? factOrder(t.arg, clauses, state.owner).problem ?? factCutShort(t.arg, clauses, state.owner) : null;
      if (order) add('remember-order', `[remember:${t.arg}] ${order}; copy ${state.owner}'s words in the order ${state.owner} said them`);
      const cased = brokenCase(t.arg, writtenWords([...ownerTexts, state.owner].join(' ')));
      if (cased) add('remember-case', `[remember:${t.arg}] writes "${cased}" with its capitals out of place; write it as ${state.owner} typed it, or in lowercase`);
    }
    if (t.name === 'diary' && t.arg && loggedNote(state.today, t.arg)) {
      add('note-repeat', `[diary:${t.arg}] is already in today's log; note something new, or leave the tag out`);
    }
    if (t.name === 'recall' && t.arg) {
      const asked = new Set(ownerTexts.flatMap((x) => [...recallWords(x)]));
      const key = [...recallWords(t.arg)];
      if (!key.some((k) => [...asked].some((a) => sameWord(a, k)))) {
        add('recall-unasked', `[recall:${t.arg}] but ${ownerTexts.length ? `${state.owner} asked "${ownerTexts.at(-1)}"` : `${state.owner} asked nothing`}; recall a word of ${state.owner}'s question`);
      }
    }
  }

  const claimWs = claimWords(text);
  for (const claim of untrueClaims(pet)) {
    const phrase = claim.phrases.find((p) => saysPhrase(claimWs, p));
    const tag = read.tags.find((t) => claim.tags?.includes(`${t.name}:${t.arg ?? ''}`));
    if (phrase) add('needs-contradiction', `${pet.name} says "${phrase}" but ${claim.truth(pet)}`);
    else if (tag) add('needs-contradiction', `${tag.raw} but ${claim.truth(pet)}`);
  }

  if (pending.offer) {
    const answers = read.tags.filter((t) => t.name === 'yes' || t.name === 'no');
    // The words agree with the answer: a [yes] never says no (a sampler mask can force the tag, not the words).
    const refusal = answers.length === 1 && answers[0]!.name === 'yes' ? REFUSALS.find((r) => saysPhrase(claimWs, r)) : undefined;
    if (refusal) add('answer-words', `[yes] to the offer (${pending.offer}) but ${pet.name} says "${refusal}"; a yes sounds like a yes`);
    const appetite = appetiteFor(pending.offer, { ...pet, asleep: pending.asleep });
    if (answers.length === 1 && appetite.must && answers[0]!.name !== appetite.must) {
      add('appetite', `[${answers[0]!.name}] to the offer (${pending.offer}) but the answer must be [${appetite.must}]: ${appetite.reason}`);
    }
  }
  return out;
}

/** Number words a page may write a star count with. */
export const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five'];
/** Weather words of a page, read as the header's weathers. */
export const WEATHER_FORMS: Record<string, string> = {
  ...Object.fromEntries(WEATHERS.map((w) => [w, w])), raining: 'rainy', rained: 'rainy', snowing: 'snowy', snowed: 'snowy', sunshine: 'sunny',
};
/** Capitalised words a page may use that are not names. */
export const NOT_A_NAME = new Set(['i', "i'm", "i've", "i'll", "i'd", 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'ok', 'oh', 'yay', 'wow', 'zzz']);

/** Where a diary page's sentences break: the name rule reads one sentence at a time (the diary grammar judges the last). */
export const DIARY_SENTENCE_BREAK = /[.!?]+\s*|\n/;

/** Grounding violations of a diary page: names, weather, star counts, foods and gifts beyond the header and the day's log. */
export function diaryGroundingViolations(body: string, state: Pick<WorldState, 'weather' | 'today' | 'owner'> & { pet: { name: string } }): Violation[] {
  const out: Violation[] = [];
  const add = (rule: RuleId, message: string) => out.push({ line: 1, rule, message });
  const prose = body.split('\n').filter((l) => !/^\s*\[doodle:/.test(l)).join('\n');
  const ws = wordsOf(prose);
  const log = state.today.join(' ; ').toLowerCase();
  const logWords = wordsOf(log);
  const ownerNames = new Set([...wordsOf(state.owner), ...wordsOf(state.pet.name)]);
  // Names: capitalised words inside a sentence (not its first word) that are neither the pet's nor the owner's.
  for (const sentence of prose.split(DIARY_SENTENCE_BREAK)) {
    const caps = sentence.trim().split(/\s+/).slice(1).map((w) => w.replace(/^[^\p{L}]+|[^\p{L}']+$/gu, '')).filter((w) => /^\p{Lu}/u.test(w));
    for (const c of caps) {
      const w = c.toLowerCase().replace(/'s$/, '');
      if (wordsOf(w).every((x) => ownerNames.has(x)) || NOT_A_NAME.has(w) || logWords.includes(w)) continue;
      add('diary-name', `the page names "${c}"; a diary names only ${state.pet.name} and ${state.owner}`);
    }
  }
  const weathers = new Set(ws.map((w) => WEATHER_FORMS[w]).filter((w): w is string => !!w && w !== state.weather));
  for (const w of weathers) add('diary-weather', `the page says it was ${w} but the day was ${state.weather}`);
  // Stars come from the app's own entries: an owner quote saying "played catch (5 stars)" is words, not a game.
  const events = state.today.filter((e) => !isOwnerQuote(e, state.owner)).join(' ; ').toLowerCase();
  const logged = new Set([...events.matchAll(/played catch \((\d+) stars?\)/g)].map((m) => Number(m[1])));
  for (const m of prose.toLowerCase().matchAll(/\b(\d+|zero|one|two|three|four|five)\s+(?:shiny\s+|little\s+|big\s+|whole\s+)?stars?\b/g)) {
    const n = /\d/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS.indexOf(m[1]!);
    if (!logged.has(n)) add('diary-stars', `the page says ${m[0]} but ${logged.size ? `the day's catch got ${[...logged].join(' and ')}` : 'no catch was played today'}`);
  }
  for (const food of FOODS) {
    if (ws.some((w) => sameWord(w, food)) && !logWords.some((w) => sameWord(w, food))) add('diary-food', `the page mentions ${food}, which the day's log does not hold`);
  }
  for (const gift of GIFTS) {
    const re = new RegExp(`\\b(?:a|an|the|my|some)\\s+${gift}s?\\b`, 'i');
    if (re.test(prose) && !logWords.some((w) => sameWord(w, gift))) add('diary-gift', `the page mentions a ${gift}, which the day's log does not hold`);
  }
  return out;
}

