/**
 * Names in the pet's words and the owner's: the pet names itself and the owner right, never leaves a name slot empty,
 * tells the owner their name only when asked for it; and which name the owner's words ask.
 */
import { wordsOf, straightQuotes } from './text.ts';

/** The name after "my name is" / "call me" / "I'm called" in the pet's words, and after "your name is" for the owner. */
/** The phrases after which the pet names itself (the line grammar keeps the same slot while sampling). */
export const SELF_NAME_LEADS = "my name is|my name's|call me|i'm called|i am called|they call me";

/**
 * An article a name slot reads past: "your name is A Ember" names "Ember" ("my name is a secret" names nobody),
 * unless the name itself begins with it (a pet called "The Duke", an owner "An Nguyen"). Captured as `art`.
 */
export const NAME_ARTICLE = '(?:(?<art>a|an|the)\\s+)?';

export const SELF_NAME = new RegExp(`\\b(?:${SELF_NAME_LEADS})\\s+${NAME_ARTICLE}(?<name>[\\p{L}][\\p{L}'-]*)`, 'giu');

/** The phrases after which the pet names the owner (the line grammar keeps the same slot while sampling). */
export const OWNER_NAME_LEADS = "your name is|your name's|you're called|you are called";

export const OWNER_NAME = new RegExp(
  `\\b(?:${OWNER_NAME_LEADS})\\s+${NAME_ARTICLE}(?<name>[\\p{L}][\\p{L}'-]*)`,
  'giu',
);

/** "I'm Kofi!": a capitalised word right after these is a name (the pet's lines write feelings in lowercase). */
export const SELF_NAME_CAPITAL_LEADS = "[Ii]'m|[Ii] am|[Ii]t's me,?";

export const SELF_NAME_CAPITAL = new RegExp(
  `(?:^|[^\\p{L}])(?:${SELF_NAME_CAPITAL_LEADS})\\s+(\\p{Lu}[\\p{L}'-]*)`,
  'gu',
);

/**
 * A name lead followed by no name ("my name is !a!!", "I'm called 100", "your name's%", "your name is An !!",
 * "I'm called NOT!!"): nothing, or only an article or a word that needs more after it ("not", "so"), then a sign,
 * a digit or the end. `tail` is what came between the lead and that sign.
 */
const EMPTY_NAME = new RegExp(
  `(?:^|[^\\p{L}])(?<lead>${SELF_NAME_LEADS}|${OWNER_NAME_LEADS})(?<tail>\\s*(?:(?:a|an|the|not|so|very|really|just|still|what)\\s*)?)(?=[^\\s\\p{L}]|$)`,
  'giu',
);

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
    if (
      (own === undefined ? names : [own]).some(
        (n) => whole(n.toLowerCase()) || (open && n.toLowerCase().startsWith(rest)),
      )
    )
      continue;
    return m.groups!.lead!;
  }
  return null;
}

/**
 * Words that ask the pet's own name: "whats ur name", "who r u", "what r u called", "name pls", "my name is Sam,
 * whats urs". Not "who are you talking to", "i'll call you later", "name a colour".
 */
const PET_NAME_ASK =
  /\b(?:ur|your|yer|ya|yo)\s+(?:own\s+|full\s+)?nae?m|\bwho\s+(?:r|are)\s+(?:u|you|ya)\b(?!\s+(?:talking|with|looking|waiting|going|playing))|\bwho\s+(?:u|you)\s+(?:r|are)\b|\bwho\s+might\s+(?:u|you)\b|\b(?:u|you)\s+(?:got|have)\s+a\s+name\b|\bwhat\b[^.!?]{0,12}\b(?:u|you)\s+(?:r\s+|are\s+)?(?:called|named)\b|\bwhat\s+(?:do|should|can)\s+i\s+call\s+(?:u|you)\b|^\W*names?\b(?!\s+(?:a|an|the|some|one|two|three|\d))/giu;

/** "whats urs" asks the pet's name after the owner gave theirs ("my name is Sam, whats urs"), not after a colour. */
const PET_NAME_YOURS = /\b(?:what'?s|whats|wats|and|now)\s+(?:urs|yours)\b/giu;

/**
 * Words that ask the owner's own name: "whats my name", "what is my name", "say my name", "my name?", "wats mi name",
 * "whooo am i", "do u know mine", "do u remember me". Not "my name is Max".
 */
const OWNER_NAME_ASK =
  /\b(?:what(?:'?s)?|wats|wat|say|know|remember|remeber|rember|forgot|forget|guess|spell|tell\s+me)\b[^.!?]{0,20}\b(?:my|mi)\s+(?:own\s+)?nae?me?\b|\bmy\s+nae?me?\s*\?|\bwho+\s+(?:am\s+i|i\s+am)\b|\b(?:know|say|remember)\s+mine\b|\bwhat\s+(?:do|should)\s+(?:u|you)\s+call\s+me\b|\bam\s+i\s+(?:called|named)\b|\b(?:remember|rember|remeber|know)\s+me\b(?!\s+(?:when|what|about|if))/giu;

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

/** Whether a line says a name, possessive too ("Mochi's here!"); a name of no letters (an emoji) is not looked for. */
export function saysName(body: string, name: string): boolean {
  const n = wordsOf(name);
  const ws = wordsOf(body).map((w) => w.replace(/'s?$/, ''));
  return n.length === 0 || ws.some((_, i) => n.every((w, j) => ws[i + j] === w));
}

/** Words about a name that is not the owner's: the pet's ("ur name", "who r u"), a pet's or a person's ("his name", "my dads name", "named Rex"). */
const ANOTHERS_NAME =
  /\b(?:ur|your|yer|his|her|its|(?!(?:is|was|this|whats|thats|hows|as|has|does|says)\b)\p{L}+'?s)\s+name\b|\b(?:named|called)\s+(?!(?:u|you|me)\b)\p{L}|\bwho\s+(?:r|are)\s+(?:u|you|ya)\b/iu;

/** Words that ask the owner's own name ("my name", "who am i", "what do u call me", "ur owner's name", "do u know mine"). */
const OWN_NAME =
  /\bmy\s+nam|\b(?:am\s+i|i\s+am|i'?m)\s+(?:called|named)\b|\bwho\s+am\s+i\b|\bcall\s+me\b|\bwho(?:\s+is|'s|s)\s+(?:this|talking|here)\b|\bwho\s+this\s+is\b|\bmine\b|\b(?:owner|human|person)'?s?\b|\btalking\s+to\b|\bgave\s+(?:u|you)\s+(?:ur|your)\s+name\b/iu;

/**
 * The owner's message is about another's name and not their own: "your name is OWNER" does not answer it
 * (owner-name-unasked): not to "i got a hamster!! his name is crumbs", "whats my turtles name" or "who r u".
 */
export function asksAnothersName(ownerText: string): boolean {
  return ANOTHERS_NAME.test(ownerText) && !OWN_NAME.test(ownerText);
}

/** Whether owner-name-unasked holds a line to it: the owner's latest message since the pet's last line is about another's name. */
export function ownerNameUnasked(ownerTexts: readonly string[]): boolean {
  const last = ownerTexts.at(-1);
  return last !== undefined && asksAnothersName(last);
}
