/** The line the brain falls back to when every sample was invalid: one the world guarantees valid for the situation. */
import { formatTag } from './tags.ts';
import { MAX_SILENT_RUN, TranscriptTracker, type TranscriptStart } from './validator.ts';
import type { Dream, Emote } from './words.ts';
import type { WorldState } from './state.ts';
import { appetiteFor } from './appetite.ts';
import { safeWordsFor, seriousIn, type Serious } from './safety.ts';
import { answeredWords } from './text.ts';

/** What a fallback line says: calm, so an invalid sample never turns into a scene. */
const FALLBACK_DREAM: Dream = 'cloud';
const FALLBACK_EMOTE: Emote = 'happy';
const MUMBLE = 'zzz';
const HESITATE = 'hmm';
const AGREE = 'okay';
/** A newborn's first words, before the brain can think: a hello to its owner. */
const HELLO = 'hi';

/**
 * The pet's safe next line (its body, after "Name: ") for the transcript so far. With the header's state,
 * an offer gets the answer the appetite table demands (an awake pet's [yes] where it must eat or take its medicine).
 * An empty chat (a pet just hatched) gets a hello. `serious` is how the turn read the owner's words, where it read them.
 */
export function fallbackBody(
  start: TranscriptStart,
  lines: readonly string[],
  state?: WorldState,
  serious?: Serious,
): string {
  const t = new TranscriptTracker(start);
  for (const l of lines) t.step(l);
  const dream = formatTag('dream', FALLBACK_DREAM);
  if (t.pendingOffer) {
    if (
      !t.asleep &&
      state &&
      appetiteFor(t.pendingOffer, { ...state.pet, asleep: false }, t.pendingFood).must === 'yes'
    )
      return `${AGREE} ${formatTag('yes')}`;
    return t.asleep ? `${MUMBLE} ${dream} ${formatTag('no')}` : `${HESITATE} ${formatTag('no')}`;
  }
  if (t.asleep) return `${MUMBLE} ${dream}`;
  if (lines.length === 0) return `${HELLO} ${start.owner}! ${formatTag('emote', 'wave')}`;
  // Something serious is answered with the grown-up words, never a happy face.
  const said = answeredWords(lines, start.owner);
  const grave = serious ?? (said === null ? false : seriousIn(said));
  if (grave) return `${safeWordsFor(grave)} ${formatTag('emote', 'love')}`;
  const emote = formatTag('emote', FALLBACK_EMOTE);
  return t.silentRun < MAX_SILENT_RUN ? emote : `${HESITATE} ${emote}`;
}
