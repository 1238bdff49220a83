/** Whether the owner's words ask the pet to move, typos and words run together too: a reply that walks off otherwise breaks walk-away. */
import { WALKS } from './words.ts';
import { wordsOf, sameWord, answeredWords } from './text.ts';

/**
 * Words of the owner's that ask the pet to move: only after them may a reply to the owner's words walk ([walk:X]).
 * A pet that walks off when told "I'm sad today" does not answer (the owner's line is the one before the reply).
 */
const MOVE_WORDS = [
  'walk',
  'walking',
  'walked',
  'go',
  'going',
  'goes',
  'went',
  'move',
  'moving',
  'moved',
  'come',
  'coming',
  'run',
  'running',
  'step',
  'stepping',
  ...WALKS,
  'over',
  'here',
  'there',
  'way',
  'stroll',
  'wander',
  'wandering',
  'march',
  'around',
  'explore',
  'scoot',
  'side',
  'away',
  'follow',
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
export function oneTypoApart(a: string, b: string): boolean {
  if (a.length === b.length) {
    const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
    return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
  }
  if (Math.abs(a.length - b.length) !== 1) return false;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/** Whether the line after `lines` answers the owner's words, and they do not ask the pet to move (no [walk:X] then). */
export function repliesWithoutMove(lines: readonly string[], owner: string): boolean {
  const answered = answeredWords(lines, owner);
  return answered !== null && !asksToMove(answered);
}
