/** Goodbyes: a message that says one is answered as one, not remembered as a fact. */

/** The goodbyes people type most: "bye", "gtg", "brb", "cya", "gn". */
export const GOODBYES = ['bye', 'gtg', 'goodbye', 'brb', 'cya', 'gn'];
