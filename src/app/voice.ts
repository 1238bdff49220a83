/**
 * The pet's voice, synthesised with the Web Audio API (no audio files): a babble of one blip per
 * syllable while a line streams in, and small sounds for moments (care, catch, wake, poop, growth, gifts).
 * Silent until unlock() is called from a user gesture, and whenever muted.
 */
import { createRng, type Rng } from '../world/index.ts';
import {
  catchResultNotes,
  CUE_SOUNDS,
  SyllableStream,
  VOICE,
  voiceFor,
  type VoiceCueKind,
  type VoicePet,
  type VoiceShape,
} from './voice-score.ts';

/** The few parts of an AudioParam the voice schedules. */
interface VoiceParam {
  setValueAtTime(value: number, time: number): unknown;
  linearRampToValueAtTime(value: number, time: number): unknown;
  exponentialRampToValueAtTime(value: number, time: number): unknown;
}

/** An audio node the voice can connect onwards. */
export interface VoiceNode {
  connect(destination: VoiceNode): unknown;
}

export interface VoiceOscillator extends VoiceNode {
  type: OscillatorType;
  readonly frequency: VoiceParam;
  start(when: number): void;
  stop(when: number): void;
}

interface VoiceGain extends VoiceNode {
  readonly gain: VoiceParam;
}

/** The parts of an AudioContext the voice uses; a real AudioContext is one, and tests pass a fake. */
export interface VoiceContext {
  readonly currentTime: number;
  readonly destination: VoiceNode;
  readonly state: string;
  createOscillator(): VoiceOscillator;
  createGain(): VoiceGain;
  resume(): Promise<unknown>;
  close(): Promise<unknown>;
}

/** Safari's navigator.audioSession (the only part the voice sets). */
export interface AudioSessionLike {
  type: string;
}

export interface PetVoiceOptions {
  /** Makes the AudioContext on the first unlock(); default `new AudioContext()`. */
  createContext?: () => VoiceContext;
  /** Safari's navigator.audioSession; default the browser's own, null for none. */
  audioSession?: AudioSessionLike | null;
  /** Seeds the per-syllable variation, so the same calls sound the same. */
  seed?: number;
  /** The pet to sound like until setPet(); default a baby without traits. */
  pet?: VoicePet;
}

/** The browser's navigator.audioSession where there is one (Safari 17+), else null. */
function browserAudioSession(): AudioSessionLike | null {
  return typeof navigator === 'undefined'
    ? null
    : ((navigator as { audioSession?: AudioSessionLike }).audioSession ?? null);
}

/**
 * The pet's voice. Every call is a silent no-op until unlock(), while muted, and after close().
 * Lines babble in order on the audio clock; cues play at once, over any babble.
 */
export class PetVoice {
  private ctx: VoiceContext | null = null;
  private closed = false;
  private isMuted = false;
  private shape: VoiceShape;
  private readonly rng: Rng;
  private readonly stream = new SyllableStream();
  private readonly createContext: () => VoiceContext;
  private readonly audioSession: AudioSessionLike | null;
  /** When the next blip may start, on the context's clock. */
  private nextBlipAt = 0;
  /** Oscillators scheduled and not yet over, so mute and hush can stop them. */
  private playing: { osc: VoiceOscillator; end: number }[] = [];

  constructor(opts: PetVoiceOptions = {}) {
    this.createContext = opts.createContext ?? (() => new AudioContext());
    this.audioSession = opts.audioSession === undefined ? browserAudioSession() : opts.audioSession;
    this.rng = createRng(opts.seed ?? VOICE.seed);
    this.shape = voiceFor(opts.pet ?? { stage: 'baby', traits: [] });
  }

  /**
   * Call from a user gesture (pointerdown, keydown): creates the AudioContext the first time and
   * resumes it when the browser suspended it; cheap to call on every gesture.
   */
  unlock(): void {
    if (this.closed) return;
    if (!this.ctx) {
      // Safari: an 'ambient' session obeys the ring/silent switch and mixes with other audio.
      // Other browsers expose no silent switch (Android plays Web Audio at media volume), so the app's mute is the only one.
      if (this.audioSession) this.audioSession.type = 'ambient';
      try {
        this.ctx = this.createContext();
      } catch (e) {
        // No Web Audio here (or it refused): the pet stays silent for good, and taps go on as before.
        console.warn('no Web Audio: the pet stays silent', e);
        this.closed = true;
        return;
      }
    }
    if (this.ctx.state !== 'running') void this.ctx.resume().catch(() => {});
  }

  /** No sound at all while true; turning it on stops what is already scheduled. */
  get muted(): boolean {
    return this.isMuted;
  }

  set muted(value: boolean) {
    this.isMuted = value;
    if (value) this.hush();
  }

  /** Sounds like this pet from the next syllable on (call when the stage or pet changes). */
  setPet(pet: VoicePet): void {
    this.shape = voiceFor(pet);
  }

  /** A piece of the pet's streamed line: babbles the syllables of the words it completes. */
  speak(piece: string): void {
    this.babble(this.stream.push(piece));
  }

  /** The line is complete: babbles its last word and starts the next line afresh. */
  endLine(): void {
    this.babble(this.stream.end());
  }

  /** Stops every sound scheduled and forgets a half-read line (a cancelled turn). */
  hush(): void {
    this.stream.end();
    const ctx = this.ctx;
    if (!ctx) return;
    for (const { osc } of this.playing) osc.stop(ctx.currentTime);
    this.playing = [];
    this.nextBlipAt = 0;
  }

  /** The sound for a moment; 'catch-result' takes the game's stars. */
  cue(kind: 'catch-result', stars: number): void;
  cue(kind: Exclude<VoiceCueKind, 'catch-result'>): void;
  cue(kind: VoiceCueKind, stars?: number): void {
    const ctx = this.audible();
    if (!ctx) return;
    const notes = kind === 'catch-result' ? catchResultNotes(stars ?? 0) : CUE_SOUNDS[kind];
    const t0 = ctx.currentTime + VOICE.leadS;
    for (const n of notes) {
      this.tone(ctx, t0 + n.atMs / 1000, 440 * 2 ** ((n.midi - 69) / 12), n.ms, VOICE.cueGain, n.wave, n.bend ?? 0);
    }
  }

  /** Stops every sound and closes the AudioContext; the voice stays silent afterwards. */
  async close(): Promise<void> {
    this.hush();
    this.closed = true;
    const ctx = this.ctx;
    this.ctx = null;
    if (ctx && ctx.state !== 'closed') await ctx.close();
  }

  /** The context to play on (forgetting sounds that are over), or null when the voice must stay silent. */
  private audible(): VoiceContext | null {
    const ctx = this.ctx;
    if (!ctx || this.isMuted || ctx.state === 'closed') return null;
    const now = ctx.currentTime;
    this.playing = this.playing.filter((p) => p.end > now);
    return ctx;
  }

  /** Queues one blip per syllable after the babble already queued, dropping what would run more than maxBehindS behind. */
  private babble(words: number[]): void {
    const ctx = this.audible();
    if (!ctx || !words.length) return;
    const s = this.shape;
    const [minMs, maxMs] = VOICE.blipRangeMs;
    const now = ctx.currentTime;
    let t = Math.max(this.nextBlipAt, now + VOICE.leadS);
    line: for (const syllables of words) {
      for (let i = 0; i < syllables; i++) {
        // Too far behind the text: the rest of this piece is dropped, and the babble catches up.
        if (t - now > VOICE.maxBehindS) break line;
        const ms = Math.min(maxMs, Math.max(minMs, s.blipMs * (1 + VOICE.blipJitter * (2 * this.rng.next() - 1))));
        const hz = s.pitchHz * 2 ** ((s.wobble * (2 * this.rng.next() - 1)) / 12);
        this.tone(ctx, t, hz, ms, s.volume, s.wave, VOICE.blipBend);
        t += (ms + s.gapMs) / 1000;
      }
      t += (s.gapMs * (VOICE.wordGap - 1)) / 1000;
    }
    this.nextBlipAt = t;
  }

  /** One note: an oscillator through a gain envelope (quick attack, exponential fade) to the speakers. */
  private tone(
    ctx: VoiceContext,
    at: number,
    hz: number,
    ms: number,
    peak: number,
    wave: OscillatorType,
    bend: number,
  ): void {
    const end = at + ms / 1000;
    const osc = ctx.createOscillator();
    const env = ctx.createGain();
    osc.type = wave;
    osc.frequency.setValueAtTime(hz, at);
    if (bend) osc.frequency.exponentialRampToValueAtTime(hz * 2 ** (bend / 12), end);
    env.gain.setValueAtTime(0, at);
    env.gain.linearRampToValueAtTime(peak, at + VOICE.attackS);
    env.gain.exponentialRampToValueAtTime(VOICE.silentGain, end);
    osc.connect(env);
    env.connect(ctx.destination);
    osc.start(at);
    osc.stop(end);
    this.playing.push({ osc, end });
  }
}
