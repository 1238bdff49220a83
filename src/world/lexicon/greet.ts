/** Greetings: how an owner's message opens with one, and the words a reply greets back with. */

/** A message that opens with a greeting: "hi", "heyyy", "HELLO", "yo", "sup", "what's up", "good morning", "hiya". */
export const GREETS =
  /^\W*(?:h+i+|hii+ya|hiya|hey+a?|hay+|hello+|helo+|hallo+|hai|howdy|yo+|sup|wa+s+up|wh?at'?s\s+up|wazz?up|good\s+(?:morning|afternoon|evening|day)|morning|mornin|greetings|oh\s+hi)\b/iu;
/** Words that greet back; a wave greets too, and so does saying the owner's name. */
export const GREETINGS = [
  'hi',
  'hii',
  'hiii',
  'hello',
  'hey',
  'heya',
  'hiya',
  'howdy',
  'yo',
  'morning',
  'welcome',
  'yay',
  'hai',
  'helo',
  'hellooo',
  'heyyy',
  'greetings',
  'evening',
  'afternoon',
];
