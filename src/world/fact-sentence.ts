/**
 * A remembered fact as a sentence: the owner's own words in the third person, with the owner's name for "i", "my" and
 * "me" and no gendered pronoun, cut at a word within the tag's 80 characters ("i got an A on my test!!!" → "Lena got an
 * A on the test"). The generator writes every [remember:…] argument with it and the app's line grammar writes the same
 * one, so the model only chooses to remember, never how: a small model copying words one by one splices them.
 */
import { GLUE_WORDS, SHORTHAND, THIRD_PERSON } from './facts.ts';
import { MAX_TAG_ARG } from './tags.ts';
import { straightQuotes } from './text.ts';
import { GENDERED_PRONOUNS } from './words.ts';
import { SELF_OBJECT, TO_PET } from './lexicon/self.ts';
import { OWNER_FEELINGS } from './lexicon/feelings.ts';

const GLUE = new Set(GLUE_WORDS);

/** Words before the owner's fact that are not part of it ("guess what", "btw", "omg", "hey"). */
const OPENERS = new Set([
  'guess',
  'what',
  'fun',
  'fact',
  'btw',
  'so',
  'ok',
  'okay',
  'omg',
  'oh',
  'hey',
  'hi',
  'hello',
  'hiya',
  'wait',
  'well',
  'um',
  'umm',
  'listen',
  'and',
  'also',
  'lol',
  'yay',
  'wow',
  'yo',
  'look',
  'did',
  'u',
  'you',
  'know',
  'ya',
]);

/**
 * Words that end the owner's fact: a gendered pronoun ("…Peanut he is brown"), words to the pet, laughter, "i'd" and
 * "i'll", a question back.
 */
const ENDS = new Set<string>([
  ...GENDERED_PRONOUNS,
  "he's",
  "she's",
  'hes',
  'shes',
  "he'll",
  "she'll",
  ...TO_PET,
  'lol',
  'haha',
  'hahaha',
  'lmao',
  'tbh',
  'btw',
  'xd',
  'yay',
  'omg',
  "i'd",
  'id',
  "i'll",
  'ill',
  // A question back to the pet after the fact ("my fav food is mac and cheese whats yours").
  'whats',
  'wats',
  "what's",
  'yours',
  'urs',
  'wbu',
  'hbu',
]);

/** Words to the pet. */
const TO_PET_WORDS = new Set<string>(TO_PET);

/** Words between "i" and its verb that the verb's ending skips ("i never eat peas": "Lena never eats peas"). */
const ADVERBS = new Set([
  'never',
  'really',
  'rly',
  'also',
  'just',
  'always',
  'sometimes',
  'still',
  'only',
  'usually',
  'so',
  'sooo',
  'soooo',
  'totally',
  'actually',
  'kinda',
  'literally',
  'even',
  'often',
  'ever',
  'all',
  'both',
]);

/** Verbs that keep their form after "Lena": pasts, modals, and words no -s fits. */
const SAME_FORM = new Set([
  'can',
  'cant',
  "can't",
  'could',
  'couldnt',
  "couldn't",
  'will',
  'wont',
  "won't",
  'would',
  'should',
  'must',
  'might',
  'may',
  'did',
  'didnt',
  "didn't",
  'got',
  'had',
  'was',
  'wasnt',
  "wasn't",
  'went',
  'saw',
  'ate',
  'won',
  'lost',
  'broke',
  'fell',
  'made',
  'found',
  'came',
  'took',
  'gave',
  'ran',
  'swam',
  'drew',
  'wrote',
  'said',
  'told',
  'felt',
  'met',
  'left',
  'bought',
  'brought',
  'caught',
  'thought',
  'began',
  'sang',
  'rode',
  'hid',
  'flew',
  'slept',
  'woke',
  'stung',
  'built',
  'sent',
  'spent',
  'kept',
  'held',
  'hurt',
  'cut',
  'hit',
  'put',
  'let',
  'read',
  'became',
  'drank',
  'sat',
  'stood',
  'threw',
  'wore',
  'forgot',
  'gonna',
  'wanna',
  'gotta',
  'used',
  'never',
  'need',
]);

/** "i" and its forms that carry a verb: "i'm" → "Lena is", "i've" → "Lena has". */
const SELF_WITH_VERB: Readonly<Record<string, string>> = {
  "i'm": 'is',
  im: 'is',
  "i've": 'has',
  ive: 'has',
  "we're": 'is',
};

/** The owner as the one who does: "i", "we" (the owner is one of them). */
const SELF_SUBJECTS = new Set(['i', 'we']);
/** The owner's own: "my dog", "our cat". */
const SELF_OWNS = new Set(['my', 'our']);
/** The owner as an object: "my mum got me a bike" (the lexicon's, but the owner's own things). */
const SELF_OBJECTS = new Set(SELF_OBJECT.filter((w) => !SELF_OWNS.has(w) && w !== 'mine'));

/** A word's third-person form after the owner's name ("like" → "likes", "watch" → "watches", "study" → "studies"). */
export function thirdPerson(verb: string): string {
  const lower = verb.toLowerCase();
  const mapped = THIRD_PERSON[lower];
  if (mapped) return mapped;
  if (SAME_FORM.has(lower) || /ed$/.test(lower) || /[^\p{L}]/u.test(lower.replace(/'/g, ''))) return verb;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh|o)$/.test(lower)) return `${verb}es`;
  return `${verb}s`;
}

/** The words of a clause, and what ended it: "?" makes it a question. */
interface Piece {
  words: string[];
  question: boolean;
}

/** The owner's text in pieces at sentence marks and emoji; a comma stays as its own word. */
function piecesOf(text: string): Piece[] {
  const out: Piece[] = [];
  const re = /([^.!?;:…\n\p{Extended_Pictographic}()]+)([.!?;:…\n\p{Extended_Pictographic}()]*)/gu;
  // A title's dot is no sentence's end ("Mr. Wobbles").
  const undotted = straightQuotes(text).replace(/\b(Mr|Mrs|Ms|Dr|St|Mx)\./giu, '$1');
  for (const m of undotted.matchAll(re)) {
    const words = m[1]!.match(/[\p{L}\p{N}][\p{L}\p{N}'-]*|,/gu) ?? [];
    if (words.length) out.push({ words, question: m[2]!.includes('?') });
  }
  return out;
}

/** Words that open a question ("whats my dog called" asks, it tells nothing). */
const QUESTION_STARTS = new Set([
  'what',
  'whats',
  "what's",
  'wat',
  'wats',
  'who',
  'whos',
  "who's",
  'where',
  'wheres',
  "where's",
  'when',
  'whens',
  "when's",
  'why',
  'how',
  'hows',
  "how's",
  'which',
  'do',
  'does',
  'did',
  'can',
  'could',
  'is',
  'are',
  'r',
  'will',
  'would',
  'should',
  'remember',
]);

/** Whether a word speaks of the owner (i, my, me, we…). */
const ownWord = (w: string) =>
  SELF_SUBJECTS.has(w) || w in SELF_WITH_VERB || SELF_OWNS.has(w) || SELF_OBJECTS.has(w) || w === 'mine';

/**
 * The fact the owner's words tell, in the third person with the owner's name, or null where they tell none (a
 * question, a greeting, words about the pet). `pet`: the pet's name, dropped where it opens the words ("Noodle, i…").
 */
export function factFromWords(owner: string, text: string, pet = ''): string | null {
  const petWords = new Set(
    pet
      .toLowerCase()
      .split(/[^\p{L}\p{N}']+/u)
      .filter(Boolean),
  );
  let fact: string | null = null;
  for (const piece of piecesOf(text)) {
    if (piece.question) continue;
    // How the owner feels, said after the fact, is no more of it ("…on saturday!!!! im sooooo excited").
    if (fact && FEELS_ALONE.test(piece.words.join(' '))) continue;
    if (!fact) {
      fact = pieceFact(owner, piece.words, petWords);
      continue;
    }
    // A name given after ("i got a puppy!! his name is crumbs") names the thing, without the pronoun; another fact
    // told after is joined on ("…won the spelling bee today, Lena spelled elephant"), where the tag has room.
    const named = NAME_GIVEN.exec(piece.words.join(' '))?.[1];
    const next = named ? null : pieceFact(owner, piece.words, petWords);
    const more = named ? ` named ${named}` : next ? `, ${next}` : '';
    if (more && fact.length + more.length <= MAX_TAG_ARG) fact += more;
  }
  return fact;
}

/** A piece that only says how the owner feels: "im sooooo exited", "i'm so happy", "i feel kinda sad". */
const FEELS_ALONE = new RegExp(
  String.raw`^(?:i'?m|im|i\s+am|i\s+feel|feeling)\s+(?:(?:so+|really|very|super|kinda|a\s+bit|soo+)\s+)*(?:${[...OWNER_FEELINGS, 'excited', 'exited', 'happy', 'glad'].join('|')})$`,
  'iu',
);

/** Words of telling the pet something, before the thing told ("i have to tell u", "let me show u"). */
const SAYING = ['tell', 'show', 'ask', 'say'];

/** A name given to the thing just told of: "his name is crumbs", "shes called Pickle", "his name is biscuit he is brown". */
const NAME_GIVEN =
  /^(?:(?:his|her|its|their)\s+name\s+is|(?:he|she|it)(?:\s+is|'s|s)?\s+(?:called|named))\s+([\p{L}\p{N}'-]+)(?:\s+(?:and|lol|haha|hehe|he|she|hes|shes|he's|she's)\b.*)?$/iu;

/** Words that join the clauses of a fact. */
const CLAUSE_JOINS = ['and', 'but', 'so', 'because', 'when', 'cos', 'coz', 'then', 'or'];

function pieceFact(owner: string, typed: readonly string[], petWords: ReadonlySet<string>): string | null {
  const lower = typed.map((w) => w.toLowerCase());
  // "were going" opening the words is "we're going" typed without its apostrophe.
  const weAre = (i: number) => lower[i] === 'were' && /ing$/.test(lower[i + 1] ?? '');
  const first = lower.findIndex((w, i) => ownWord(w) || weAre(i));
  if (first === -1) return null;
  // Openers before the fact go ("guess what, i have…", "Noodle, my…"); other words stay ("Mia is my best friend").
  let start = 0;
  while (start < first && (OPENERS.has(lower[start]!) || petWords.has(lower[start]!) || lower[start] === ',')) start++;
  // "when i grow up…" tells; "when is my birthday" asks.
  const opens = lower[start] ?? '';
  if (QUESTION_STARTS.has(opens) && !(opens === 'when' && ownWord(lower[start + 1] ?? ''))) return null;
  const out: string[] = [];
  // The owner has been named as the one who does in this clause: a later "my" is "the" ("Lena got an A on the test").
  let named = false;
  // Where the owner's verb was written: words to the pet cut right after it leave no fact ("i love you").
  let verbAt = -1;
  for (let i = start; i < typed.length; i++) {
    const w = typed[i]!;
    const l = lower[i]!;
    // A name given right after with "his" or "her" ("i have a dog his name is biscuit") names the thing, without the
    // pronoun, where the pronoun would end the fact.
    const nameGiven = ENDS.has(l) ? NAME_GIVEN.exec(typed.slice(i).join(' '))?.[1] : undefined;
    if (nameGiven && out.length && verbAt !== out.length - 1) {
      out.push('named', nameGiven);
      break;
    }
    if (ENDS.has(l) || petWords.has(l)) {
      // Cut at words to the pet, what is left tells little of the owner ("i wonder if you…", "i love you"), nor does
      // telling it that there is something to tell ("i have to tell u!!").
      if (TO_PET_WORDS.has(l) && out.length <= 3) return null;
      if (verbAt === out.length - 1) {
        // Only the last clause was cut to nothing ("i have a dog and i love him"): the clauses before it stay.
        const cut = out.findLastIndex((x) => x === ',' || CLAUSE_JOINS.includes(x.toLowerCase()));
        if (cut <= 0) return null;
        out.length = cut;
      }
      if (TO_PET_WORDS.has(l) && SAYING.includes(out.at(-1)?.toLowerCase() ?? '')) return null;
      break;
    }
    if (l === ',') {
      out.push(',');
      continue;
    }
    if (CLAUSE_JOINS.includes(l)) named = false;
    if (SELF_SUBJECTS.has(l) || l in SELF_WITH_VERB) {
      out.push(owner);
      named = true;
      if (l in SELF_WITH_VERB) {
        out.push(SELF_WITH_VERB[l]!);
        continue;
      }
      // The verb after the adverbs takes the owner's ending ("i never eat" → "Lena never eats").
      let j = i + 1;
      while (j < typed.length && ADVERBS.has(lower[j]!)) out.push(typed[j++]!);
      if (j < typed.length && !ENDS.has(lower[j]!) && lower[j] !== ',') {
        // "were going" is "we're going" typed without its apostrophe.
        out.push(l === 'we' && weAre(j) ? 'is' : thirdPerson(typed[j]!));
        verbAt = out.length - 1;
      }
      i = j;
      continue;
    }
    if (i === start && weAre(i)) {
      out.push(owner, 'is');
      named = true;
      continue;
    }
    if (SELF_OWNS.has(l)) out.push(named ? 'the' : `${owner}'s`);
    // "by myself" says how, not who: "i read a book (all) by myself" is "Lena read a book"; "im by myself" tells how
    // the owner is, no fact.
    else if (l === 'myself' && out.at(-1)?.toLowerCase() === 'by') {
      out.pop();
      if (out.at(-1)?.toLowerCase() === 'all') out.pop();
      if (out.at(-1) === 'is') return null;
    } else if (SHORTHAND[l]) out.push(SHORTHAND[l]);
    else if (l === 'mine') out.push(`${owner}'s`);
    else if (SELF_OBJECTS.has(l)) out.push(owner);
    else out.push(w);
  }
  return tidy(out, owner, verbAt);
}

/**
 * The words as a sentence: commas hugged, cut at a word within the tag's length, no little word or comma at the end.
 * `verbAt`: where the owner's verb is; a fact cut back to it tells nothing ("i hate them": "Lena hates").
 */
function tidy(words: readonly string[], owner: string, verbAt = -1): string | null {
  const ws = [...words];
  const join = (xs: readonly string[]) => xs.join(' ').replace(/ ,/g, ',');
  while (ws.length && join(ws).length > MAX_TAG_ARG) ws.pop();
  // A fact does not end on a little word ("one" is a number) or a comma; nor open on a comma.
  const whole = ws.length;
  while (ws.length && (ws.at(-1) === ',' || (GLUE.has(ws.at(-1)!.toLowerCase()) && ws.at(-1) !== 'one'))) ws.pop();
  if (ws.length < whole && ws.length - 1 === verbAt) {
    // Only its last clause told nothing ("i have a loose tooth and i wiggle it"): the clauses before it stay.
    const cut = ws.findLastIndex((w) => w === ',' || CLAUSE_JOINS.includes(w.toLowerCase()));
    if (cut <= 0) return null;
    ws.length = cut;
  }
  while (ws.length && ws[0] === ',') ws.shift();
  const ownerWord = (w: string) => w === owner || w === `${owner}'s`;
  // A fact says something of the owner: a word besides the owner's name and little words.
  const content = ws.filter((w) => w !== ',' && !ownerWord(w) && !GLUE.has(w.toLowerCase()));
  if (!content.length || !ws.some(ownerWord)) return null;
  return join(ws);
}

/**
 * The fact a [remember:…] after the owner's words writes: the newest of their messages since the pet's last line that
 * makes one (factFromWords), or null. The line grammar writes it in the app; the generator writes it in training data.
 */
export function factToRemember(ownerTexts: readonly string[], owner: string, pet: string): string | null {
  for (let i = ownerTexts.length - 1; i >= 0; i--) {
    const fact = factFromWords(owner, ownerTexts[i]!, pet);
    if (fact) return fact;
  }
  return null;
}

/**
 * How the [remember:…] facts of a reply keep to the owner's words: how many it has, and how many are the sentence
 * those words make (factToRemember), not a splice of them ("[remember:Lena got an test in the got A lena]").
 */
export function factsAsSaid(
  body: string,
  ownerTexts: readonly string[],
  names: { owner: string; pet: string },
): { facts: number; asSaid: number } {
  const want = factToRemember(ownerTexts, names.owner, names.pet);
  const facts = [...body.matchAll(/\[remember:([^\]]*)\]/g)].map((m) => m[1]!);
  return { facts: facts.length, asSaid: facts.filter((f) => f === want).length };
}
