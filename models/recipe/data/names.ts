/** Names for the pets and owners of the training data; the held-out split uses names training never saw. */

/** Pet names; the last eighth are kept for held-out scenarios. */
export const PET_NAMES = [
  'Mochi', 'Pip', 'Bean', 'Tofu', 'Nori', 'Miso', 'Dumpling', 'Pudding', 'Biscuit', 'Noodle', 'Peanut', 'Pickle',
  'Sprout', 'Button', 'Pebble', 'Clover', 'Maple', 'Waffle', 'Muffin', 'Sushi', 'Kiwi', 'Bubbles', 'Squish', 'Boba',
  'Taro', 'Yuzu', 'Comet', 'Ziggy', 'Fizz', 'Puff', 'Gizmo', 'Bloop', 'Wobble', 'Tiki', 'Lumi', 'Koko', 'Pom',
  'Nugget', 'Jelly', 'Sesame', 'Chai', 'Dot', 'Momo', 'Popo', 'Rolo', 'Sunny', 'Blip', 'Ember', 'Fern', 'Hazel',
  'Ollie', 'Pixel', 'Quill', 'Rusty', 'Tater', 'Umi', 'Vivi', 'Wren', 'Yoyo', 'Zuzu', 'Chip', 'Bao', 'Toast', 'Gumdrop',
];

/** Owner names; the last eighth are kept for held-out scenarios. */
export const OWNER_NAMES = [
  'Sam', 'Alex', 'Mia', 'Leo', 'Ava', 'Noah', 'Emma', 'Liam', 'Zoe', 'Kai', 'Maya', 'Eli', 'Nora', 'Theo', 'Ivy', 'Finn',
  'Ruby', 'Omar', 'Lena', 'Hugo', 'Aria', 'Jonas', 'Sofia', 'Mateo', 'Yuki', 'Hana', 'Ravi', 'Priya', 'Chen', 'Wei',
  'Amara', 'Kofi', 'Zara', 'Ines', 'Luca', 'Freya', 'Oscar', 'Elif', 'Arjun', 'Lucía', 'Zoë', 'Björn', 'Anaïs',
  'Mohammed', 'Fatima', 'Diego', 'Chloe', 'Jack', 'Grace', 'Ben', 'Lily', 'Max', 'Rosa', 'Tomás', 'Aiko', 'Min-jun',
  'Sasha', 'Jordan', 'Riley', 'Quinn', 'Dad', 'Mom', 'Grandma', 'Jo',
];

/** Splits a list: the first seven eighths for training, the rest held out. */
export function splitNames<T>(list: readonly T[], split: 'train' | 'heldout'): T[] {
  const cut = Math.floor((list.length * 7) / 8);
  return split === 'train' ? list.slice(0, cut) : list.slice(cut);
}

/** Syllables for made-up names, so the model learns to copy names from the header rather than memorise a list. */
const SYLLABLES = ['ka', 'mi', 'to', 'ru', 'bo', 'ne', 'li', 'sa', 'po', 'zu', 'fi', 'da', 'mo', 'ri', 'chi', 'pa', 'lu', 'te', 'no', 'ya', 'bi', 'go', 'wa', 'ki', 'su', 'ro', 'ma', 'ji', 'el', 'an', 'or', 'is'];
const ENDINGS = ['', '', '', 'n', 's', 'x', 'y', 'ko', 'lo', 'bee'];

/** A made-up name of two or three syllables ("Mipo", "Rukan"); never one of the held-out names. */
export function madeUpName(pick: <T>(list: readonly T[]) => T, syllables: number): string {
  const held = new Set([...splitNames(PET_NAMES, 'heldout'), ...splitNames(OWNER_NAMES, 'heldout')]);
  for (;;) {
    const raw = Array.from({ length: syllables }, () => pick(SYLLABLES)).join('') + pick(ENDINGS);
    const name = raw.charAt(0).toUpperCase() + raw.slice(1);
    if (!held.has(name) && name.length <= 12) return name;
  }
}
