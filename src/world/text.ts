/**
 * The owner's and the pet's words as every reader and rule takes them: split into lowercase words, curly quotes made
 * straight, a word's forms (plural, possessive), phrases said but not negated, and the owner's lines a reply answers.
 */

/** The words of a text as they were written (case kept), as wordsOf splits them: what remember-case reads. */
export function writtenWords(text: string): string[] {
  return straightQuotes(text).match(/[\p{L}\p{N}']+/gu) ?? [];
}

/** A word's singular where it ends in one plural "s" ("frogs": frog; "grass", "bus" kept). */
export const singularOf = (w: string) => (w.length > 3 && /[^s]s$/u.test(w) ? w.slice(0, -1) : w);

/** A letter typed three times or more as one ("backkk": back) or as two ("gooood": good, "sleeeepy": sleepy). */
export const drawnOutOnce = (text: string) => text.replace(/(\p{L})\1{2,}/gu, '$1');
export const drawnOutTwice = (text: string) => text.replace(/(\p{L})\1{2,}/gu, '$1$1');

/** Lowercase words with apostrophes kept, "im" read as "i'm". */
export function wordsOf(text: string): string[] {
  return writtenWords(text.toLowerCase()).map((w) => (w === 'im' ? "i'm" : w));
}

/**
 * Whether a phrase occurs in the words, not right after "not"/"no"/"never" (or either way, with `evenNegated`); a word
 * that only makes it stronger may stand inside it ("I'm super clean", "I'm still sooo hungry" say "i'm clean", "i'm hungry").
 */
export function saysPhrase(ws: readonly string[], phrase: string, evenNegated = false): boolean {
  const p = wordsOf(phrase).map(withoutPossessive);
  for (let i = 0; i + p.length <= ws.length; i++) {
    if (withoutPossessive(ws[i]!) !== p[0]) continue;
    // "not" before it, or before the stronger words before it ("I don't really need a bath").
    let b = i - 1;
    while (b >= 0 && STRONGER.includes(ws[b]!)) b--;
    if (!evenNegated && NEGATIONS.includes(ws[b] ?? '')) continue;
    let k = i + 1;
    let j = 1;
    for (; j < p.length && k < ws.length; k++) {
      if (withoutPossessive(ws[k]!) === p[j]) j++;
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
  return straightQuotes(text)
    .split(/[.!?…]+/u)
    .flatMap((sentence, i) => [...(i > 0 ? [SENTENCE_END] : []), ...wordsOf(sentence)]);
}

const SENTENCE_END = '.';

/**
 * A word without an 's or the quote marks after it: "I'm super clean'!" and "I'm SO sparkly's" say "clean" and
 * "sparkly", so a pet kept from "sparkly" cannot say it as "sparkly's".
 */
const withoutPossessive = (w: string) => w.replace(/'s$/u, '').replace(/'+$/u, '');

/** Words that make a claim stronger, not other: "super", "so", "still"… (saysPhrase lets them stand inside a phrase). */
const STRONGER = [
  'super',
  'so',
  'soo',
  'sooo',
  'really',
  'very',
  'totally',
  'extra',
  'completely',
  'absolutely',
  'still',
  'mega',
  'ultra',
];

/** Words that turn the next phrase round ("not hungry"); "no" does not ("no, I'm full"). */
const NEGATIONS = ['not', 'never', "isn't", "aren't", "don't", "wasn't"];

/** The forms a word may take in the owner's words: itself, without a plural or verb s/es, without 's, y for ies. */
export function forms(w: string): string[] {
  const base = w.replace(/'s$/, '').replace(/'$/, '');
  const out = [base];
  if (base.endsWith('ies')) out.push(`${base.slice(0, -3)}y`);
  if (base.endsWith('es')) out.push(base.slice(0, -2));
  if (base.endsWith('s') && !base.endsWith('ss')) out.push(base.slice(0, -1));
  return out;
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

/** The text with curly apostrophes and quotes made straight, as phone keyboards type them ("don’t"). */
export function straightQuotes(text: string): string {
  return text.replace(/[’‘]/g, "'");
}

/**
 * The text with the question words and days as children spell them written plainly ("wut", "wat", "wht"; "wuts";
 * "wher"; "wheres" as "where's"; "wen"; "yor"; "frend"; "wether"; "2day", "2nite"; "exited", "cryed"), so the readers'
 * patterns list one spelling of each.
 */
export function plainSpelling(text: string): string {
  return text
    .replace(/\b(?:wut|wat|wht|whut|waht|wot|wha)(s?)\b/giu, (_, s: string) => `what${s}`)
    .replace(/\b(?:wher|whr|wehre)\b/giu, 'where')
    .replace(/\b(?:yor|yur|yoor|yuor)\b/giu, 'your')
    .replace(/\b(?:frend|freind|frind)(s?)\b/giu, (_, s: string) => `friend${s}`)
    .replace(/\b(?:wether|wheather|weathr)\b/giu, 'weather')
    .replace(/\b(?:wen|wehn|whn)\b/giu, 'when')
    .replace(/\b(?:exited|exsited|excitd|exitd|exsighted|excitied)\b/giu, 'excited')
    .replace(/\b(?:cryed|cryd|crid|cride)\b/giu, 'cried')
    .replace(/\b2day\b/giu, 'today')
    .replace(/\bup\s+2\b/giu, 'up to')
    .replace(/\b2nite\b/giu, 'tonight')
    .replace(/\b(?:wheres|whers|whres)\b/giu, "where's");
}

/** The owner's words the next line answers (the chat's last line, when it is the owner's), or null (an event, the pet's own line). */
export function answeredWords(lines: readonly string[], owner: string): string | null {
  const last = lines.at(-1);
  return last !== undefined && last.startsWith(`${owner}: `) ? last.slice(owner.length + 2) : null;
}
