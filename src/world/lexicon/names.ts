/** Capitalised words that are no name, where the pet's lines and pages are read for names (grounding.ts, line-grammar.ts). */

/** After "I'm" in a pet's line ("I'm Sorry", "I'm OK"); also pet words of their own. */
export const NOT_NAMES = new Set(['a', 'an', 'the', 'not', 'so', 'very', 'really', 'secret', 'mine', 'me', 'what', 'still', 'just', 'i', 'ok', 'okay',
  'sorry', 'here', 'back', 'home']);
/** Inside a diary page's sentence: "I", the days of the week, and what a page exclaims ("Oh", "Yay", "Zzz"). */
export const NOT_A_NAME = new Set(['i', "i'm", "i've", "i'll", "i'd", 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'ok', 'oh', 'yay', 'wow', 'zzz']);
