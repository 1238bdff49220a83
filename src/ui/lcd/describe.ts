/** The LCD in words, for its aria-label: "Mochi the kid is asleep and dreaming of a moon." */
import { countOf, MAX_STARS, WANT_PHRASES, withArticle, type Dream, type Emote } from '../../world/index.ts';
import type { LcdCue, LcdScene } from '../scene.ts';
import { PLAYS_ASLEEP, type AnimState } from './anim.ts';
import type { CatchView } from './catch-game.ts';
import { resultStars } from './frame-events.ts';

/** What the pet is doing during each emote. */
const EMOTE_WORDS: Readonly<Record<Emote, string>> = {
  happy: 'is bouncing happily',
  love: 'is full of love',
  sad: 'looks sad',
  sleepy: 'looks sleepy',
  wave: 'is waving',
  dance: 'is dancing',
  spin: 'is spinning around',
  blush: 'is blushing',
  grumpy: 'looks grumpy',
  wow: 'looks amazed',
  giggle: 'is giggling',
  cry: 'is crying',
};

/** Dreams that read better without "a". */
const DREAM_WORDS: Partial<Record<Dream, string>> = { rain: 'rain', music: 'music', sparkle: 'sparkles' };

/** What the pet is doing while a cue plays. */
function cueWords(c: LcdCue): string {
  switch (c.kind) {
    case 'emote':
      return EMOTE_WORDS[c.emote];
    case 'walk':
      return `is walking ${c.to < c.from ? 'left' : 'right'}`;
    case 'gift':
      return `is giving you ${withArticle(c.gift)}`;
    case 'eat':
      return `is eating ${withArticle(c.food)}`;
    case 'bath':
      return 'is having a bath';
    case 'medicine':
      return 'is taking medicine';
    case 'pat':
      return 'is being patted';
    case 'refuse':
      return 'is shaking its head';
    case 'hatch':
      return 'is hatching';
    case 'poop':
      return 'has just pooped';
    case 'cleaned':
      return 'watches the poop being swept away';
    case 'wake':
      return 'is waking up with a big stretch';
    case 'grow':
      return `is growing from ${withArticle(c.from)} into ${withArticle(c.to)}`;
    case 'catchResult':
      return catchResultWords(resultStars(c.stars));
  }
}

/** The end of a game of catch: the stars, and how the pet takes them. */
function catchResultWords(n: number): string {
  if (n === 0) return 'caught no stars and looks sad';
  if (n < 3) return `caught ${countOf(n, 'star')} and smiles`;
  if (n < MAX_STARS) return `caught ${countOf(n, 'star')} and is bouncing happily`;
  return `caught all ${MAX_STARS} stars and is jumping for joy`;
}

/** A dream as words: "a moon", "an apple", "rain". */
function dreamWords(d: Dream): string {
  return DREAM_WORDS[d] ?? withArticle(d);
}

/** A short English description of what the LCD shows at t, for screen readers. */
export function describeScene(scene: LcdScene, anim?: AnimState | null, t = 0, game?: CatchView | null): string {
  const who = `${scene.name} the ${scene.stage}`;
  const playing = anim?.active(t);
  let doing: string;
  if (game) doing = `is playing catch, ${countOf(game.stars, 'star')} so far`;
  else if (playing && (!scene.asleep || PLAYS_ASLEEP.has(playing.cue.kind))) doing = cueWords(playing.cue);
  else if (scene.asleep) doing = scene.dream ? `is asleep and dreaming of ${dreamWords(scene.dream)}` : 'is asleep';
  else {
    doing = scene.sick ? 'is sick' : 'is awake';
    if (scene.want) doing += ` and wants ${WANT_PHRASES[scene.want]}`;
  }
  const extras: string[] = [];
  if (scene.sick && (scene.asleep || playing || game)) extras.push(`${scene.name} is sick.`);
  if (scene.lightsOff) extras.push('The lights are off.');
  if (scene.poop > 0)
    extras.push(scene.poop === 1 ? 'There is a poop on the floor.' : `There are ${scene.poop} poops on the floor.`);
  return [`${who} ${doing}.`, ...extras].join(' ');
}
