import { describe, expect, it } from 'vitest';
import { newPet, type PetState } from '../../src/sim/index.ts';
import { DEFAULT_PREFS } from '../../src/store/prefs.ts';
import { OPENING_VIEW, type AppView } from '../../src/app/app-view.ts';
import type { CallBack } from '../../src/app/call-back.ts';
import type { LcdCue } from '../../src/ui/scene.ts';
import { BUZZ, Senses } from '../../src/app/senses.ts';
import type { PetVoice } from '../../src/app/voice.ts';

/** A voice that records what it is asked to do. */
function spyVoice() {
  const calls: unknown[][] = [];
  const voice = {
    muted: false,
    unlock: () => calls.push(['unlock']),
    setPet: () => {},
    speak: (p: string) => calls.push(['speak', p]),
    endLine: () => calls.push(['endLine']),
    hush: () => calls.push(['hush']),
    cue: (...a: unknown[]) => calls.push(['cue', ...a]),
    close: async () => {},
  };
  return { voice: voice as unknown as PetVoice, calls, raw: voice };
}

function spyCallBack() {
  const calls: unknown[][] = [];
  const cb = {
    start: () => {},
    stop: () => {},
    setEnabled: (on: boolean) => calls.push(['enabled', on]),
    update: (p: PetState | null) => calls.push(['update', p?.name ?? null]),
  };
  return { callBack: cb as unknown as CallBack, calls };
}

function setup() {
  let push: (v: AppView) => void = () => {};
  let cue: (c: LcdCue) => void = () => {};
  const source = {
    subscribe: (fn: (v: AppView) => void) => ((push = fn), () => {}),
    onCue: (fn: (c: LcdCue) => void) => ((cue = fn), () => {}),
  };
  const v = spyVoice();
  const cb = spyCallBack();
  const buzzes: unknown[] = [];
  const gestures = new EventTarget();
  const senses = new Senses(source, {
    voice: v.voice,
    callBack: cb.callBack,
    vibrate: (p) => (buzzes.push(p), true),
    gestures,
  });
  const pet = newPet({ name: 'Pip', owner: 'Sam', now: Date.UTC(2026, 11, 1, 10), seed: 3 });
  const view = (over: Partial<AppView> = {}): AppView => ({ ...OPENING_VIEW, phase: 'playing', pet, ...over });
  return {
    senses,
    push: (o: Partial<AppView> = {}) => push(view(o)),
    cue: (c: LcdCue) => cue(c),
    voice: v,
    cb,
    buzzes,
    gestures,
    pet,
  };
}

describe('the senses', () => {
  it('babble the streamed text as it arrives, piece by piece, and end the line when it is done', () => {
    const s = setup();
    s.push({ streaming: 'hel' });
    s.push({ streaming: 'hello the' });
    s.push({ streaming: 'hello there!' });
    s.push({ streaming: null });
    expect(s.voice.calls).toEqual([['speak', 'hel'], ['speak', 'lo the'], ['speak', 're!'], ['endLine']]);
  });

  it('start over, hushed, when the streamed text starts over (a refused try replaced), even by a longer text', () => {
    const s = setup();
    s.push({ streaming: 'my name' });
    s.push({ streaming: 'hi Sam! how are you' });
    s.push({ streaming: null });
    expect(s.voice.calls).toEqual([['speak', 'my name'], ['hush'], ['speak', 'hi Sam! how are you'], ['endLine']]);
  });

  it('hush a line that was cut off (an owner action cancelled the idle turn) instead of finishing its babble', () => {
    const s = setup();
    s.push({ streaming: 'la la' });
    s.push({ streaming: null, cut: true });
    expect(s.voice.calls).toEqual([['speak', 'la la'], ['hush']]);
  });

  it('sound a catch result with its stars, and buzz only for a catch with stars', () => {
    const s = setup();
    s.push();
    s.cue({ kind: 'catchResult', stars: 4 });
    s.cue({ kind: 'catchResult', stars: 0 });
    expect(s.voice.calls).toEqual([
      ['cue', 'catch-result', 4],
      ['cue', 'catch-result', 0],
    ]);
    expect(s.buzzes).toEqual([BUZZ.catch]);
  });

  it('sound and buzz the care cues, and only buzz a pat lightly', () => {
    const s = setup();
    s.push();
    s.cue({ kind: 'eat', food: 'strawberry' });
    s.cue({ kind: 'pat' });
    expect(s.voice.calls).toEqual([
      ['cue', 'eat'],
      ['cue', 'pat'],
    ]);
    expect(s.buzzes).toEqual([BUZZ.care, BUZZ.pat]);
  });

  it('with sound off, mute the voice and never buzz', () => {
    const s = setup();
    s.push({ prefs: { ...DEFAULT_PREFS, sound: false } });
    expect(s.voice.raw.muted).toBe(true);
    s.cue({ kind: 'bath' });
    s.cue({ kind: 'pat' });
    expect(s.buzzes).toEqual([]);
  });

  it('unlock the voice on the first tap or key', () => {
    const s = setup();
    expect(s.voice.calls).toEqual([]);
    s.gestures.dispatchEvent(new Event('pointerdown'));
    expect(s.voice.calls).toEqual([['unlock']]);
  });

  it('keep the badge and title on the playing pet, and remind only when allowed and driving', () => {
    const s = setup();
    s.push();
    expect(s.cb.calls.slice(-2)).toEqual([
      ['enabled', false],
      ['update', 'Pip'],
    ]);
    s.push({ prefs: { ...DEFAULT_PREFS, notifications: true } });
    expect(s.cb.calls.slice(-2)).toEqual([
      ['enabled', true],
      ['update', 'Pip'],
    ]);
    s.push({ phase: 'watching', prefs: { ...DEFAULT_PREFS, notifications: true } });
    expect(s.cb.calls.slice(-2)).toEqual([
      ['enabled', false],
      ['update', null],
    ]);
  });
});
