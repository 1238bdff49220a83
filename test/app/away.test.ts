import { describe, expect, it } from 'vitest';
import { awayNews } from '../../src/app/away.ts';
import { returnAfter, type PetState } from '../../src/sim/index.ts';
import { HOUR, MIN, T0, teen } from '../sim/helpers.ts';

const back = (pet: PetState, ms: number) => returnAfter(pet, pet.now + ms).pet;

describe('awayNews', () => {
  it('says what changed over hours away: a need that started, poops that landed, a day that ended', () => {
    const pet: PetState = { ...teen(), today: ['ate a pancake'], poopsDue: [T0 + 30 * MIN, T0 + 40 * MIN] };
    const news = awayNews(pet, back(pet, 16 * HOUR));
    expect(news).toMatch(/^While you were away \(16 hours\): /);
    expect(news).toContain('Mochi got hungry');
    expect(news).toContain('Mochi pooped twice');
    expect(news).toContain('a day ended: its diary page is in 📖');
  });

  it('says nothing under an hour away, or when nothing changed', () => {
    expect(awayNews(teen(), back(teen(), 50 * MIN))).toBeNull();
    const fed = { ...teen(), stats: { tummy: 100, fun: 100, energy: 100, clean: 100 } };
    expect(awayNews(fed, back(fed, HOUR))).toBeNull();
  });
});
