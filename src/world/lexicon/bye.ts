/** Goodbyes and thanks: a message that says one is answered as one, not read for an act, a fact or a feeling. */

/** The goodbyes people type most: "bye", "gtg", "brb", "cya", "gn". */
export const GOODBYES = ['bye', 'gtg', 'goodbye', 'brb', 'cya', 'gn'];
/** Goodbyes drawn out or said for the night or for later ("byeee", "nite", "ttyl"), with GOODBYES. */
export const GOODBYES_ANY = [...GOODBYES, 'byee', 'byeee', 'goodnight', 'nite', 'ttyl', 'later'];
/** Thanks as one word: "thanks", "thx", "ty". */
export const THANKS_WORDS = ['thanks', 'thank', 'thx', 'ty'];
