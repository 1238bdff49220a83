/**
 * The pet's sound and touch, and what calls its owner back, bound to the controller: the voice babbles
 * as a line streams in and sounds each moment the controller cues (care, and wake, poop, growth and the
 * catch result from the chat's event lines); a phone buzzes on pat, catch and care; the badge and title follow the
 * pet's needs, and notifications are scheduled once allowed.
 * Sound and vibration follow the "Sound" switch; nothing plays before the first tap or key.
 */
import type { AppView } from './app-view.ts';
import { CallBack } from './call-back.ts';
import type { LcdCue } from '../ui/scene.ts';
import { PetVoice } from './voice.ts';
import { voiceCueFor } from './voice-score.ts';

/** Vibration patterns (ms), short enough to feel like a tap, not an alarm. */
export const BUZZ: Record<'pat' | 'care' | 'catch', number | number[]> = {
  pat: 15, // a light touch back
  care: 30, // food, a bath or medicine landed
  catch: [20, 40, 20], // a ball caught: two quick taps
};

/** The controller's side these need: its view, its LCD cues and its catch games. */
export interface SensesSource {
  subscribe(fn: (v: AppView) => void): () => void;
  onCue(fn: (c: LcdCue) => void): () => void;
}

export interface SensesOptions {
  voice?: PetVoice;
  callBack?: CallBack;
  /** navigator.vibrate where it exists. */
  vibrate?: ((pattern: number | number[]) => boolean) | null;
  /** Where the first tap or key is heard (the voice may only start after one). */
  gestures?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

export class Senses {
  readonly voice: PetVoice;
  readonly callBack: CallBack;
  private readonly vibrate: ((pattern: number | number[]) => boolean) | null;
  /** The streamed text the voice has had so far. */
  private spoken = '';
  private sound = true;
  private readonly off: (() => void)[] = [];

  constructor(source: SensesSource, options: SensesOptions = {}) {
    this.voice = options.voice ?? new PetVoice();
    this.callBack = options.callBack ?? new CallBack();
    const nav = typeof navigator !== 'undefined' ? (navigator as Navigator & { vibrate?: Navigator['vibrate'] }) : null;
    this.vibrate = options.vibrate !== undefined ? options.vibrate : nav?.vibrate ? (p) => nav.vibrate(p) : null;
    const gestures = options.gestures ?? (typeof document !== 'undefined' ? document : null);
    if (gestures) {
      const unlock = () => this.voice.unlock();
      for (const type of ['pointerdown', 'keydown'] as const) {
        gestures.addEventListener(type, unlock, { passive: true } as AddEventListenerOptions);
        this.off.push(() => gestures.removeEventListener(type, unlock));
      }
    }
    this.callBack.start();
    this.off.push(source.subscribe((v) => this.onView(v)));
    this.off.push(source.onCue((c) => this.onCue(c)));
  }

  private onView(v: AppView): void {
    this.sound = v.prefs.sound;
    this.voice.muted = !v.prefs.sound;
    const playing = v.phase === 'playing' && v.pet !== null;
    // Only the tab that drives the pet reminds its owner.
    this.callBack.setEnabled(playing && v.prefs.notifications);
    this.callBack.update(playing ? v.pet : null);
    if (!v.pet) return;
    this.voice.setPet({ stage: v.pet.stage, traits: v.pet.traits });
    this.babble(v.streaming, v.cut);
  }

  /** Feeds the newly streamed text to the voice; ends the line when the stream is done, or hushes a cut one. */
  private babble(streaming: string | null, cut: boolean): void {
    if (streaming === null) {
      if (this.spoken) {
        if (cut) this.voice.hush();
        else this.voice.endLine();
      }
      this.spoken = '';
      return;
    }
    // Text that does not go on from what was spoken started over (a refused try replaced): hush its babble, start afresh.
    if (!streaming.startsWith(this.spoken)) {
      this.voice.hush();
      this.spoken = '';
    }
    const piece = streaming.slice(this.spoken.length);
    this.spoken = streaming;
    if (piece) this.voice.speak(piece);
  }

  /** Each moment the controller cues (care, and the chat's event lines): its sound, and a buzz for a touch. */
  private onCue(c: LcdCue): void {
    const sound = voiceCueFor(c);
    if (sound?.kind === 'catch-result') this.voice.cue('catch-result', sound.stars);
    else if (sound) this.voice.cue(sound.kind);
    if (c.kind === 'catchResult' && c.stars > 0) this.buzz(BUZZ.catch);
    else if (c.kind === 'pat') this.buzz(BUZZ.pat);
    else if (c.kind === 'eat' || c.kind === 'bath' || c.kind === 'medicine') this.buzz(BUZZ.care);
  }

  private buzz(pattern: number | number[]): void {
    if (this.sound) this.vibrate?.(pattern);
  }

  /** Stops listening and closes the voice. */
  async close(): Promise<void> {
    for (const f of this.off.splice(0)) f();
    this.callBack.stop();
    await this.voice.close();
  }
}
