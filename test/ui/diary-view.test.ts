import { describe, expect, it } from 'vitest';
import { dayLogLine } from '../../src/sim/index.ts';
import { diaryDateLabel, diaryPageView, dreamsInLog, newestFirst } from '../../src/ui/diary-view.ts';

describe('diaryPageView', () => {
  it('splits paragraphs on blank lines and keeps lines within one', () => {
    const view = diaryPageView('today was sunny.\nSam gave me a cookie.\n\nthen I slept.\n');
    expect(view.paragraphs).toEqual([['today was sunny.', 'Sam gave me a cookie.'], ['then I slept.']]);
    expect(view.doodles).toEqual([]);
  });

  it('pulls valid doodles off the last line', () => {
    const view = diaryPageView('a good day.\n[doodle:moon] [doodle:cookie]');
    expect(view.doodles).toEqual(['moon', 'cookie']);
    expect(view.paragraphs).toEqual([['a good day.']]);
  });

  it('keeps the words of a last line that also has doodles', () => {
    const view = diaryPageView('a good day. [doodle:star]');
    expect(view).toEqual({ paragraphs: [['a good day.']], doodles: ['star'] });
  });

  it('leaves an invalid doodle as text', () => {
    const view = diaryPageView('a good day.\n[doodle:spaceship] [doodle:frog]');
    expect(view.doodles).toEqual(['frog']);
    expect(view.paragraphs.flat().join(' ')).toContain('[doodle:spaceship]');
  });

  it('takes doodles only from the last line', () => {
    const view = diaryPageView('[doodle:moon] first\nthe end.');
    expect(view.doodles).toEqual([]);
    expect(view.paragraphs[0]![0]).toBe('[doodle:moon] first');
  });
});

describe('diary helpers', () => {
  it('orders pages newest first', () => {
    const pages = [1, 3, 2].map((day) => ({ day, date: `2026-12-0${day}`, text: `day ${day}` }));
    expect(newestFirst(pages).map((p) => p.day)).toEqual([3, 2, 1]);
  });

  it('labels a date, and leaves a non-date alone', () => {
    expect(diaryDateLabel('2026-11-30')).toMatch(/30/);
    expect(diaryDateLabel('someday')).toBe('someday');
  });

  it('reads today’s dreams from the day log', () => {
    const today = [
      dayLogLine({ kind: 'ate', food: 'egg' }),
      dayLogLine({ kind: 'dreamed', dream: 'moon' }),
      dayLogLine({ kind: 'dreamed', dream: 'frog' }),
    ];
    expect(dreamsInLog(today)).toEqual(['moon', 'frog']);
  });

  it('ignores an owner quote that looks like a dream', () => {
    expect(dreamsInLog([dayLogLine({ kind: 'ownerSaid', owner: 'Sam', text: 'dreamed of moon' })])).toEqual([]);
  });
});
