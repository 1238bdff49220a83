/** A goodbye said: read, met with goodbye (good night, "I love you too"), and not read where something is asked or done. */
import { describe, expect, it } from 'vitest';
import { keepScore, leadFor, readMessage } from '../../src/world/index.ts';
import { goodbyeOf } from '../../src/world/goodbye.ts';
import { defaultState } from '../../models/recipe/probe/probes.ts';

const names = { pet: 'Mochi', owner: 'Sam' };
const kid = defaultState('Mochi', 'Sam', 'kid').pet;
const read = (text: string) => readMessage([`Sam: ${text}`], names, kid)!;

describe('goodbyes', () => {
  it('says good night back, and the love said with it', () => {
    const r = read('ok mom says bedtime. nite nite mochi i love u sooo much 💤💜');
    expect(r.bye).toEqual({ leaving: 'night', love: true });
    expect(r.acts).toEqual([]);
    expect(leadFor(r, kid)).toBe(' good night, Sam! sweet dreams! I love you too!');
    expect(keepScore(r, 'night night! I love you too! [emote:love]')).toBe(1);
    expect(keepScore(r, 'yay! [emote:happy]')).toBe(0);
    // Half kept: good night without the love.
    expect(keepScore(r, 'good night!')).toBe(0.5);
  });

  it('reads a goodbye for now and for a moment', () => {
    expect(goodbyeOf('gotta go bye', false)).toEqual({ leaving: 'now', love: false });
    expect(goodbyeOf('brb', false)).toEqual({ leaving: 'moment', love: false });
    expect(goodbyeOf('see u later alligator', false)?.leaving).toBe('now');
    expect(leadFor(read('brb'), kid)).toBe(" okay! I'll be right here!");
  });

  it('reads no goodbye where the message asks, asks the pet to sleep, or sings a lullaby', () => {
    expect(read('bye! whats ur fav color').bye).toBeNull();
    const sleep = read('its bedtime mochi go to sleep');
    expect(sleep.bye).toBeNull();
    expect(sleep.acts).toContain('sleep');
    expect(goodbyeOf('rock a bye baby', false)).toBeNull();
    expect(goodbyeOf('i wrote a goodbye letter to my teacher', false)).toBeNull();
    // A plan told is no goodbye.
    expect(goodbyeOf('i have to go to the dentist tomorrow', false)).toBeNull();
  });
});
