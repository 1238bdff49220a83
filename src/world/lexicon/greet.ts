/** Greetings: the words a reply greets back with. */

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
