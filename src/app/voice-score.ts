/**
 * What the pet's voice sounds like, apart from any audio API: each stage's and trait's voice shape, the
 * tunes of the moments (cues), and the syllables a streamed text babbles. voice.ts plays them.
 */
import { MAX_STARS, type Stage, type Trait } from '../world/index.ts';
import type { LcdCue } from '../ui/scene.ts';

/** What the voice needs to know about the pet. */
export interface VoicePet {
  stage: Stage;
  traits: readonly Trait[];
}

/** One stage's voice. */
interface StageVoice {
  /** The babble's centre pitch. */
  pitchHz: number;
  /** One syllable's blip. */
  blipMs: number;
  /** Silence between two syllables of a word (a word boundary adds WORD_GAP times this). */
  gapMs: number;
}

/** How a trait bends its stage's voice; each field multiplies (wobble adds semitones). */
interface VoiceTweak {
  pitch?: number;
  volume?: number;
  blip?: number;
  gap?: number;
  wobble?: number;
  wave?: OscillatorType;
}

/** The voice a pet speaks with: its stage's numbers bent by its traits. */
export interface VoiceShape extends StageVoice {
  /** The largest random pitch step of a syllable, in semitones either way. */
  wobble: number;
  /** Peak gain of a blip. */
  volume: number;
  wave: OscillatorType;
}

/** The pet grows into a lower, slower voice. */
const STAGE_VOICES: Record<Stage, StageVoice> = {
  baby: { pitchHz: 880, blipMs: 60, gapMs: 18 }, // a squeaky hatchling: an octave above the adult, the quickest chatter
  kid: { pitchHz: 740, blipMs: 68, gapMs: 24 }, // three semitones down: still bright, a little steadier
  teen: { pitchHz: 587, blipMs: 76, gapMs: 30 }, // a fourth lower again: the voice is breaking
  adult: { pitchHz: 440, blipMs: 86, gapMs: 36 }, // A4: settled, lowest and slowest
};

/** Traits that colour the voice; a trait not listed sounds like its stage. */
const TRAIT_VOICES: Partial<Record<Trait, VoiceTweak>> = {
  shy: { volume: 0.55, wave: 'triangle' }, // speaks softly, with a rounder tone
  grumpy: { pitch: 0.84, wobble: -0.5 }, // grumbles: three semitones lower and flatter
  silly: { wobble: 3 }, // all over the place
  playful: { wobble: 2, gap: 0.85 }, // bouncy and a little quicker
  sleepy: { pitch: 0.94, blip: 1.1, gap: 1.8 }, // drawls: long pauses, a touch lower
  chatty: { gap: 0.75 }, // cannot get the words out fast enough
  brave: { pitch: 0.95, volume: 1.2 }, // bold and steady
  dreamy: { wobble: 1, gap: 1.2, wave: 'sine' }, // floats along
  cuddly: { volume: 0.85, wave: 'triangle' }, // soft and warm
};

/** The voice's fixed numbers. */
export const VOICE = {
  /** Babble never runs further than this behind the text: later syllables are dropped. */
  maxBehindS: 3,
  /** Every syllable varies by up to this many semitones, so a line sounds alive. */
  jitterSemitones: 0.7,
  /** Every blip's length varies by up to this fraction either way. */
  blipJitter: 0.12,
  /** The pause between words, in gaps (a word's syllables run together). */
  wordGap: 2,
  /** A blip slides down this many semitones: "bip" rather than a flat beep. */
  blipBend: -0.6,
  /** Peak gain of a blip before traits; square waves are loud. */
  babbleGain: 0.06,
  /** Peak gain of a cue's notes. */
  cueGain: 0.08,
  /** A note reaches its peak this fast (no click at the start). */
  attackS: 0.006,
  /** Exponential ramps cannot reach 0; this is silent enough. */
  silentGain: 0.0001,
  /** Sounds start this far ahead of currentTime, so the first one is never late. */
  leadS: 0.01,
  /** Blips stay within this length whatever the traits, in ms. */
  blipRangeMs: [50, 100],
  /** The seed of the per-syllable variation when none is given. */
  seed: 0x70c1,
} as const;

/** Moments with a sound; 'catch-result' takes the game's stars. */
export const VOICE_CUE_KINDS = [
  'eat',
  'bath',
  'medicine',
  'pat',
  'catch',
  'catch-result',
  'wake',
  'poop',
  'grow',
  'gift',
  'refuse',
  'hatch',
] as const;
export type VoiceCueKind = (typeof VOICE_CUE_KINDS)[number];

/** One note of a cue. */
export interface CueNote {
  /** MIDI note number (69 is A4, 440 Hz). */
  midi: number;
  atMs: number;
  ms: number;
  wave: OscillatorType;
  /** Semitones the note slides by over its length. */
  bend?: number;
}

const note = (midi: number, atMs: number, ms: number, wave: OscillatorType, bend?: number): CueNote => ({
  midi,
  atMs,
  ms,
  wave,
  bend,
});

/** The notes of every cue but the catch result (which depends on the stars). */
export const CUE_SOUNDS: Record<Exclude<VoiceCueKind, 'catch-result'>, readonly CueNote[]> = {
  eat: [note(60, 0, 70, 'square'), note(57, 110, 70, 'square'), note(60, 220, 70, 'square')], // three low chomps
  bath: [
    note(79, 0, 50, 'sine', 5),
    note(84, 70, 50, 'sine', 5),
    note(81, 140, 50, 'sine', 5),
    note(88, 210, 60, 'sine', 5),
  ], // bubbles popping upward
  medicine: [note(64, 0, 120, 'triangle', -3), note(71, 170, 150, 'triangle')], // a gulp, then feeling better
  pat: [note(72, 0, 90, 'sine', 2), note(76, 100, 140, 'sine')], // a content coo
  catch: [note(88, 0, 45, 'square')], // a bright tick the moment the ball lands
  wake: [note(67, 0, 260, 'triangle', 7)], // a yawn that slides up a fifth
  poop: [note(55, 0, 160, 'square', -12)], // a plop falling an octave
  grow: [
    note(72, 0, 90, 'square'),
    note(76, 90, 90, 'square'),
    note(79, 180, 90, 'square'),
    note(84, 270, 90, 'square'),
    note(88, 360, 240, 'square'),
  ], // a rising arpeggio: bigger now
  gift: [note(84, 0, 80, 'triangle'), note(91, 90, 160, 'triangle')], // a sparkle, two high notes a fifth apart
  refuse: [note(62, 0, 110, 'square', -1), note(58, 140, 160, 'square', -2)], // a "hmph": two falling notes
  hatch: [note(60, 0, 200, 'triangle', 12), note(84, 230, 70, 'square'), note(88, 310, 120, 'square')], // a crack sliding up an octave, then a first chirp
};

/** The catch result's scale: each star climbs one step; 0 stars gets a falling "womp" instead. */
const CATCH_SCALE = [72, 74, 76, 79, 81, 84] as const;

/** The jingle for a game of catch with this many stars (rounded and kept within 0–MAX_STARS). */
export function catchResultNotes(stars: number): CueNote[] {
  const n = Math.min(MAX_STARS, Math.max(0, Math.round(Number.isFinite(stars) ? stars : 0)));
  if (n === 0) return [note(67, 0, 140, 'triangle'), note(62, 160, 260, 'triangle', -1)];
  return CATCH_SCALE.slice(0, n + 1).map((midi, i) => note(midi, i * 90, i === n ? 220 : 80, 'square'));
}

/** A sound the voice plays for a moment: a kind, and the stars of a catch's result. */
export type CueSound = { kind: Exclude<VoiceCueKind, 'catch-result'> } | { kind: 'catch-result'; stars: number };

/** The voice's sound for an LCD cue, or null where the moment is silent (emotes, walks, a clean-up). */
export function voiceCueFor(cue: LcdCue): CueSound | null {
  switch (cue.kind) {
    case 'gift':
    case 'eat':
    case 'bath':
    case 'medicine':
    case 'pat':
    case 'refuse':
    case 'hatch':
    case 'poop':
    case 'wake':
    case 'grow':
      return { kind: cue.kind };
    case 'catchResult':
      return { kind: 'catch-result', stars: cue.stars };
    default:
      return null;
  }
}

/** The voice of a pet: its stage's numbers bent by each of its traits. */
export function voiceFor(pet: VoicePet): VoiceShape {
  const stage = STAGE_VOICES[pet.stage];
  const shape: VoiceShape = { ...stage, wobble: VOICE.jitterSemitones, volume: VOICE.babbleGain, wave: 'square' };
  for (const trait of pet.traits) {
    const t = TRAIT_VOICES[trait];
    if (!t) continue;
    shape.pitchHz *= t.pitch ?? 1;
    shape.volume *= t.volume ?? 1;
    shape.blipMs *= t.blip ?? 1;
    shape.gapMs *= t.gap ?? 1;
    shape.wobble += t.wobble ?? 0;
    shape.wave = t.wave ?? shape.wave;
  }
  shape.wobble = Math.max(0, shape.wobble);
  return shape;
}

/** Syllables of one word: its vowel groups, less a silent final e ("cake", not "apple"); at least one. */
function wordSyllables(word: string): number {
  const w = word.toLowerCase().replace(/['’]/g, '');
  if (!w) return 0;
  // Digits and scripts without Latin vowels get one blip a word.
  let groups = (w.match(/[aeiouy]+/g) ?? []).length;
  if (groups > 1 && /[^aeiouy]e$/.test(w) && !/[^aeiouy]le$/.test(w)) groups--;
  return Math.max(1, groups);
}

/** Reads streamed text into words' syllable counts, skipping [tags] and {lookup results}, even when split across pieces. */
export class SyllableStream {
  private word = '';
  private skipUntil: ']' | '}' | null = null;

  /** The syllable counts of the words this piece completes (a word still open waits for the next piece). */
  push(piece: string): number[] {
    const words: number[] = [];
    for (const ch of piece) {
      if (this.skipUntil) {
        if (ch === this.skipUntil || ch === '\n') this.skipUntil = null;
      } else if (/[\p{L}\p{N}'’]/u.test(ch)) {
        this.word += ch;
      } else {
        this.flush(words);
        if (ch === '[') this.skipUntil = ']';
        else if (ch === '{') this.skipUntil = '}';
      }
    }
    return words;
  }

  /** The last word's count, and a fresh start for the next line. */
  end(): number[] {
    const words: number[] = [];
    this.flush(words);
    this.skipUntil = null;
    return words;
  }

  private flush(words: number[]): void {
    const n = wordSyllables(this.word);
    if (n) words.push(n);
    this.word = '';
  }
}

/** The syllables the voice babbles for a text: words' vowel groups; tags, lookup results, emoji and punctuation say nothing. */
export function countSyllables(text: string): number {
  const stream = new SyllableStream();
  return [...stream.push(text), ...stream.end()].reduce((a, b) => a + b, 0);
}
