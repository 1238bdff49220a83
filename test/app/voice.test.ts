import { describe, expect, it } from 'vitest';
import { STAGES, type Stage, type Trait } from '../../src/world/index.ts';
import { PetVoice, type AudioSessionLike, type VoiceContext, type VoiceNode } from '../../src/app/voice.ts';
import {
  CUE_SOUNDS,
  VOICE,
  VOICE_CUE_KINDS,
  catchResultNotes,
  countSyllables,
  voiceCueFor,
  voiceFor,
  type VoiceCueKind,
  type VoicePet,
} from '../../src/app/voice-score.ts';

/** An AudioParam that records what was scheduled on it. */
class FakeParam {
  events: { kind: 'set' | 'linear' | 'exp'; value: number; time: number }[] = [];
  setValueAtTime(value: number, time: number): void {
    this.events.push({ kind: 'set', value, time });
  }
  linearRampToValueAtTime(value: number, time: number): void {
    this.events.push({ kind: 'linear', value, time });
  }
  exponentialRampToValueAtTime(value: number, time: number): void {
    this.events.push({ kind: 'exp', value, time });
  }
}

class FakeNode {
  connections: VoiceNode[] = [];
  connect(destination: VoiceNode): VoiceNode {
    this.connections.push(destination);
    return destination;
  }
}

class FakeOscillator extends FakeNode {
  type: OscillatorType = 'sine';
  frequency = new FakeParam();
  startAt: number | null = null;
  stopAt: number | null = null;
  start(when: number): void {
    this.startAt = when;
  }
  /** A later stop() replaces an earlier one, as in Web Audio. */
  stop(when: number): void {
    this.stopAt = when;
  }
}

class FakeGain extends FakeNode {
  gain = new FakeParam();
}

/** An AudioContext whose clock the test moves, recording every node it made. */
class FakeContext implements VoiceContext {
  currentTime = 0;
  state = 'running';
  destination = new FakeNode();
  oscillators: FakeOscillator[] = [];
  gains: FakeGain[] = [];
  resumed = 0;
  closed = 0;
  createOscillator(): FakeOscillator {
    const o = new FakeOscillator();
    this.oscillators.push(o);
    return o;
  }
  createGain(): FakeGain {
    const g = new FakeGain();
    this.gains.push(g);
    return g;
  }
  async resume(): Promise<void> {
    this.resumed++;
    this.state = 'running';
  }
  async close(): Promise<void> {
    this.closed++;
    this.state = 'closed';
  }
}

/** A sound that reaches the speakers: its start pitch, when it plays and its loudest gain. */
interface Heard {
  hz: number;
  start: number;
  stop: number;
  peak: number;
}

/** Every oscillator wired through a gain to the destination, in start order. */
function heard(ctx: FakeContext): Heard[] {
  const out: Heard[] = [];
  for (const osc of ctx.oscillators) {
    const gain = ctx.gains.find((g) => osc.connections.includes(g));
    if (!gain || !gain.connections.includes(ctx.destination)) continue;
    if (osc.startAt === null || osc.stopAt === null) continue;
    const hz = osc.frequency.events.find((e) => e.kind === 'set')?.value ?? NaN;
    out.push({ hz, start: osc.startAt, stop: osc.stopAt, peak: Math.max(...gain.gain.events.map((e) => e.value)) });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** A voice unlocked on a fresh fake context. */
function unlocked(pet: VoicePet = { stage: 'baby', traits: [] }, seed?: number): { voice: PetVoice; ctx: FakeContext } {
  const ctx = new FakeContext();
  const voice = new PetVoice({ createContext: () => ctx, audioSession: null, pet, seed });
  voice.unlock();
  return { voice, ctx };
}

/** The blips of one whole line. */
function say(line: string, pet?: VoicePet): Heard[] {
  const { voice, ctx } = unlocked(pet);
  voice.speak(line);
  voice.endLine();
  return heard(ctx);
}

/** Cuts text into pieces of 1–4 characters, as a tokenizer might stream it. */
function pieces(text: string): string[] {
  const out: string[] = [];
  for (let i = 0, n = 1; i < text.length; i += n, n = (n % 4) + 1) out.push(text.slice(i, i + n));
  return out;
}

/** Plays any cue kind (the catch result with 3 stars). */
function cueAny(voice: PetVoice, kind: VoiceCueKind): void {
  if (kind === 'catch-result') voice.cue(kind, 3);
  else voice.cue(kind);
}

const LINES: [string, number][] = [
  ['Yay, a strawberry! [emote:happy] 🍓', 5], // yay a straw-ber-ry
  ['[look]{a ball, a duck} I see my ball!', 4], // I see my ball
  ["Hmm... I'm so sleepy 😴 [sleep]", 5], // hmm I'm so slee-py
  ['I made you a little drawing [gift:drawing]', 8], // I made you a lit-tle draw-ing
  ["Let's play catch, Sam! [yes]", 4], // let's play catch Sam
];

const NEUTRAL: Trait[] = ['curious', 'tidy'];

describe('countSyllables', () => {
  it.each(LINES)('counts the spoken syllables of %j, not its tags, lookups, emoji or punctuation', (line, n) => {
    expect(countSyllables(line)).toBe(n);
  });

  it('drops a silent final e but keeps "-le"', () => {
    expect(countSyllables('cake')).toBe(1);
    expect(countSyllables('apple')).toBe(2);
  });

  it('gives a word without vowels one blip', () => {
    expect(countSyllables('zzz 42 hmm')).toBe(3);
  });
});

describe('PetVoice before unlock', () => {
  it('creates no AudioContext and plays nothing until unlock()', () => {
    let made = 0;
    const ctx = new FakeContext();
    const voice = new PetVoice({ createContext: () => (made++, ctx), audioSession: null });
    voice.speak('Hello there, friend!');
    voice.endLine();
    voice.cue('grow');
    voice.cue('catch-result', 5);
    expect(made).toBe(0);
    voice.unlock();
    voice.unlock();
    expect(made).toBe(1);
    expect(ctx.oscillators).toHaveLength(0);
  });

  it("sets Safari's audio session to ambient on unlock, so the silent switch mutes it", () => {
    const session: AudioSessionLike = { type: 'auto' };
    const voice = new PetVoice({ createContext: () => new FakeContext(), audioSession: session });
    expect(session.type).toBe('auto');
    voice.unlock();
    expect(session.type).toBe('ambient');
  });

  it('resumes a suspended context on the next gesture', () => {
    const { voice, ctx } = unlocked();
    const before = ctx.resumed;
    ctx.state = 'suspended';
    voice.unlock();
    expect(ctx.resumed).toBe(before + 1);
  });
});

describe('PetVoice mute', () => {
  it('plays nothing while muted', () => {
    const { voice, ctx } = unlocked();
    voice.muted = true;
    voice.speak('Yay, a strawberry!');
    voice.endLine();
    for (const kind of VOICE_CUE_KINDS) cueAny(voice, kind);
    expect(ctx.oscillators).toHaveLength(0);
  });

  it('stops the queued babble at once when muted mid-line', () => {
    const { voice, ctx } = unlocked();
    voice.speak('I made you a little drawing and it is for you ');
    ctx.currentTime = 0.2;
    voice.muted = true;
    const sounds = heard(ctx);
    expect(sounds.length).toBeGreaterThan(3);
    for (const s of sounds) expect(s.stop).toBeLessThanOrEqual(0.2);
  });

  it('plays again when unmuted', () => {
    const { voice, ctx } = unlocked();
    voice.muted = true;
    voice.muted = false;
    voice.speak('hi ');
    expect(heard(ctx)).toHaveLength(1);
  });
});

describe('PetVoice babble', () => {
  it.each(LINES)('plays one blip per syllable of %j', (line, n) => {
    expect(say(line)).toHaveLength(n);
  });

  it.each(LINES)('plays the same blips for %j streamed in small pieces', (line, n) => {
    const { voice, ctx } = unlocked();
    for (const p of pieces(line)) voice.speak(p);
    voice.endLine();
    expect(heard(ctx)).toHaveLength(n);
  });

  it('waits for a word split across pieces to finish before counting it', () => {
    const { voice, ctx } = unlocked();
    voice.speak('sle');
    expect(heard(ctx)).toHaveLength(0);
    voice.speak('epy');
    voice.endLine();
    expect(heard(ctx)).toHaveLength(2);
  });

  it('skips a tag split across pieces', () => {
    const { voice, ctx } = unlocked();
    voice.speak('[emo');
    voice.speak('te:happy] hi');
    voice.endLine();
    expect(heard(ctx)).toHaveLength(1);
  });

  it('never overlaps two blips, even when pieces stream faster than they play', () => {
    const { voice, ctx } = unlocked();
    for (const p of pieces('Oh wow, a pancake! I love pancakes so much, thank you Sam!')) voice.speak(p);
    voice.endLine();
    const blips = heard(ctx);
    expect(blips.length).toBeGreaterThan(10);
    for (let i = 1; i < blips.length; i++) expect(blips[i]!.start).toBeGreaterThanOrEqual(blips[i - 1]!.stop);
  });

  it('keeps every blip between 50 and 100 ms', () => {
    for (const stage of ['baby', 'adult'] as Stage[]) {
      for (const b of say('I made you a little drawing today', { stage, traits: ['sleepy', 'chatty'] })) {
        expect(b.stop - b.start).toBeGreaterThanOrEqual(0.05 - 1e-9);
        expect(b.stop - b.start).toBeLessThanOrEqual(0.1 + 1e-9);
      }
    }
  });

  it('speaks higher and shorter as a baby than as an adult', () => {
    const line = 'I made you a little drawing, do you like it?';
    const baby = say(line, { stage: 'baby', traits: NEUTRAL });
    const adult = say(line, { stage: 'adult', traits: NEUTRAL });
    expect(Math.min(...baby.map((b) => b.hz))).toBeGreaterThan(Math.max(...adult.map((b) => b.hz)));
    expect(Math.max(...baby.map((b) => b.stop - b.start))).toBeLessThan(
      Math.min(...adult.map((b) => b.stop - b.start)),
    );
    expect(baby.at(-1)!.stop).toBeLessThan(adult.at(-1)!.stop);
  });

  it('orders the stages from highest to lowest voice', () => {
    const pitches = STAGES.map((stage) => voiceFor({ stage, traits: [] }).pitchHz);
    expect([...pitches].sort((a, b) => b - a)).toEqual(pitches);
    expect(new Set(pitches).size).toBe(4);
  });

  it('sounds shy softer, grumpy lower and sleepy slower', () => {
    const line = 'Good morning, Sam, I slept so well!';
    const plain = say(line, { stage: 'kid', traits: NEUTRAL });
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(say(line, { stage: 'kid', traits: ['shy', 'tidy'] }).map((b) => b.peak))).toBeLessThan(
      mean(plain.map((b) => b.peak)),
    );
    expect(mean(say(line, { stage: 'kid', traits: ['grumpy', 'tidy'] }).map((b) => b.hz))).toBeLessThan(
      mean(plain.map((b) => b.hz)),
    );
    expect(say(line, { stage: 'kid', traits: ['sleepy', 'tidy'] }).at(-1)!.stop).toBeGreaterThan(plain.at(-1)!.stop);
  });

  it("wobbles a silly pet's pitch more than a plain one's", () => {
    const line = 'La la la, look at me, I am a little frog today!';
    const spread = (bs: Heard[]) => Math.max(...bs.map((b) => b.hz)) / Math.min(...bs.map((b) => b.hz));
    expect(spread(say(line, { stage: 'teen', traits: ['silly', 'tidy'] }))).toBeGreaterThan(
      spread(say(line, { stage: 'teen', traits: NEUTRAL })),
    );
  });

  it('varies each syllable, the same way for the same seed', () => {
    const run = (seed: number) => {
      const { voice, ctx } = unlocked({ stage: 'kid', traits: NEUTRAL }, seed);
      voice.speak('banana banana banana');
      voice.endLine();
      return heard(ctx).map((b) => b.hz);
    };
    expect(new Set(run(7)).size).toBeGreaterThan(1);
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
  });

  it('switches voice with setPet from the next syllable', () => {
    const { voice, ctx } = unlocked({ stage: 'baby', traits: NEUTRAL });
    voice.speak('hi ');
    voice.setPet({ stage: 'adult', traits: NEUTRAL });
    voice.speak('hi ');
    const [baby, adult] = heard(ctx);
    expect(baby!.hz).toBeGreaterThan(adult!.hz);
  });

  it('caps the queue so a long streamed line never babbles more than 3 s behind', () => {
    const { voice, ctx } = unlocked({ stage: 'adult', traits: ['sleepy', 'tidy'] });
    const line = 'I remember the strawberry we shared on a rainy afternoon by the window. '.repeat(12);
    for (const p of pieces(line)) voice.speak(p);
    voice.endLine();
    const blips = heard(ctx);
    expect(blips.length).toBeLessThan(countSyllables(line));
    expect(blips.at(-1)!.start).toBeLessThanOrEqual(VOICE.maxBehindS);
    expect(blips.at(-1)!.stop).toBeLessThanOrEqual(VOICE.maxBehindS + 0.1);
  });

  it('babbles again once the clock has caught up with a capped queue', () => {
    const { voice, ctx } = unlocked();
    voice.speak('blah '.repeat(200));
    const before = heard(ctx).length;
    ctx.currentTime = 10;
    voice.speak('hello ');
    const after = heard(ctx);
    expect(after).toHaveLength(before + 2);
    expect(after.at(-1)!.start).toBeGreaterThanOrEqual(10);
  });

  it('hush() stops the queued babble and forgets a half-read word', () => {
    const { voice, ctx } = unlocked();
    voice.speak('one two three four five six seven eigh');
    ctx.currentTime = 0.1;
    voice.hush();
    expect(heard(ctx).every((b) => b.stop <= 0.1)).toBe(true);
    const count = ctx.oscillators.length;
    voice.endLine();
    expect(ctx.oscillators).toHaveLength(count);
  });
});

describe('PetVoice cues', () => {
  it.each(VOICE_CUE_KINDS)('%s plays at least one sound', (kind) => {
    const { voice, ctx } = unlocked();
    cueAny(voice, kind);
    expect(heard(ctx).length).toBeGreaterThan(0);
  });

  it('growth plays a rising arpeggio', () => {
    const { voice, ctx } = unlocked();
    voice.cue('grow');
    const hz = heard(ctx).map((s) => s.hz);
    expect(hz.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < hz.length; i++) expect(hz[i]!).toBeGreaterThan(hz[i - 1]!);
  });

  it('ends the catch result higher the more stars were caught', () => {
    const last = (stars: number) => {
      const { voice, ctx } = unlocked();
      voice.cue('catch-result', stars);
      return heard(ctx).at(-1)!.hz;
    };
    const ends = [0, 1, 2, 3, 4, 5].map(last);
    for (let i = 1; i < ends.length; i++) expect(ends[i]!).toBeGreaterThan(ends[i - 1]!);
    expect(last(5)).toBeGreaterThan(last(0));
  });

  it('keeps the catch result within 0–5 stars', () => {
    expect(catchResultNotes(9)).toEqual(catchResultNotes(5));
    expect(catchResultNotes(-2)).toEqual(catchResultNotes(0));
  });

  it('has a sound for every LCD cue but emotes, walks and a clean-up, the catch result with its stars', () => {
    expect(voiceCueFor({ kind: 'eat', food: 'egg' })).toEqual({ kind: 'eat' });
    expect(voiceCueFor({ kind: 'gift', gift: 'star' })).toEqual({ kind: 'gift' });
    expect(voiceCueFor({ kind: 'hatch' })).toEqual({ kind: 'hatch' });
    expect(voiceCueFor({ kind: 'poop' })).toEqual({ kind: 'poop' });
    expect(voiceCueFor({ kind: 'grow', from: 'kid', to: 'teen' })).toEqual({ kind: 'grow' });
    expect(voiceCueFor({ kind: 'catchResult', stars: 4 })).toEqual({ kind: 'catch-result', stars: 4 });
    expect(voiceCueFor({ kind: 'emote', emote: 'happy' })).toBeNull();
    expect(voiceCueFor({ kind: 'walk', from: 1, to: 2 })).toBeNull();
    expect(voiceCueFor({ kind: 'cleaned' })).toBeNull();
    for (const kind of ['eat', 'bath', 'medicine', 'pat', 'gift', 'refuse', 'hatch'] as const)
      expect(CUE_SOUNDS[kind].length).toBeGreaterThan(0);
  });
});

describe('PetVoice close', () => {
  it('closes the context and stays silent afterwards', async () => {
    let made = 0;
    const ctx = new FakeContext();
    const voice = new PetVoice({ createContext: () => (made++, ctx), audioSession: null });
    voice.unlock();
    await voice.close();
    expect(ctx.closed).toBe(1);
    expect(ctx.state).toBe('closed');
    voice.unlock();
    voice.speak('hello ');
    voice.cue('wake');
    expect(made).toBe(1);
    expect(ctx.oscillators).toHaveLength(0);
  });

  it('closing before unlock makes no context', async () => {
    let made = 0;
    const voice = new PetVoice({ createContext: () => (made++, new FakeContext()), audioSession: null });
    await voice.close();
    voice.unlock();
    expect(made).toBe(0);
  });
});

describe('a browser without Web Audio', () => {
  it('keeps the pet silent without an error on the tap', () => {
    const voice = new PetVoice({
      createContext: () => {
        throw new ReferenceError('AudioContext is not defined');
      },
      audioSession: null,
    });
    expect(() => voice.unlock()).not.toThrow();
    expect(() => voice.speak('hello there')).not.toThrow();
    expect(() => voice.cue('eat')).not.toThrow();
    expect(() => voice.unlock()).not.toThrow();
  });
});
