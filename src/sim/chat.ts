/**
 * The transcript: every line goes in through pushChat, which keeps the newest
 * RATES.maxChatLines and moves chatStart so the kept lines still validate.
 */
import { petLine, TranscriptTracker, validateNext, type Verdict } from '../world/index.ts';
import { RATES } from './rates.ts';
import { transcriptStart, worldState, type ChatStart, type PetState } from './state.ts';

/** Beyond this many lines a cut is made even where the validator's state cannot be carried over. */
export const HARD_CHAT_LIMIT = 2 * RATES.maxChatLines;

/**
 * Appends lines to pet.chat (changes pet, a copy the caller owns) and drops the
 * oldest past the cap, replaying them to find chatStart for the first kept line.
 */
export function pushChat(pet: PetState, lines: readonly string[]): void {
  if (lines.length === 0) return;
  pet.chat.push(...lines);
  pet.justSlept = false;
  const excess = pet.chat.length - RATES.maxChatLines;
  if (excess <= 0) return;
  // No cut after an accepted catch is clean until the game is played; wait for it rather than replay every time.
  if (pet.catchAwaiting && pet.chat.length <= HARD_CHAT_LIMIT) return;
  const cut = findCut(pet, excess);
  pet.chatStart = cut.start;
  pet.chat.splice(0, cut.at);
}

/**
 * The lines `now` holds that `before` did not. The chat keeps only its newest lines, so once it is full its
 * length stops growing and old lines leave from the front as new ones come: the new lines are found by
 * where `before`'s kept lines now sit, not by the length.
 */
export function linesSince(before: readonly string[], now: readonly string[]): readonly string[] {
  if (now === before) return [];
  for (let dropped = 0; dropped < before.length; dropped++) {
    const kept = before.length - dropped;
    if (kept > now.length) continue;
    let same = true;
    for (let i = 0; same && i < kept; i++) same = now[i] === before[dropped + i];
    if (same) return now.slice(kept);
  }
  // None of before's lines is left (or there were none).
  return now;
}

/**
 * Where to cut: the first line at or after `excess` where the validator's state
 * fits a ChatStart (asleep, pending offer). A cut right after a sleeping [yes], a
 * [sleep] or an accepted catch would lose a rule, so those are skipped; failing
 * that, an earlier clean cut; failing that (a catch never finished), `excess`.
 */
function findCut(pet: PetState, excess: number): { at: number; start: ChatStart } {
  const tracker = new TranscriptTracker(transcriptStart(pet));
  // An accepted catch is carried over in the start, so a cut before its game is played is clean (not the whole chat).
  const startAt = (): ChatStart => ({
    asleep: tracker.asleep,
    pendingOffer: tracker.pendingOffer,
    ...(tracker.catchAccepted ? { catchAccepted: true } : {}),
  });
  const clean = () => !tracker.expectWake && !tracker.justSlept && !tracker.instantWake;
  let lastClean = { at: 0, start: pet.chatStart };
  let forced: { at: number; start: ChatStart } | null = null;
  for (let at = 0; at <= pet.chat.length; at++) {
    if (at === excess) forced = { at, start: startAt() };
    if (clean()) {
      if (at >= excess) return { at, start: startAt() };
      lastClean = { at, start: startAt() };
    }
    if (at < pet.chat.length) tracker.step(pet.chat[at]!);
  }
  return pet.chat.length - lastClean.at <= HARD_CHAT_LIMIT || !forced ? lastClean : forced;
}

/** Checks a candidate pet line (its body, after "Name: ") against the chat so far. */
export function checkPetLine(pet: PetState, body: string): Verdict {
  return validateNext(transcriptStart(pet), pet.chat, petLine(pet.name, body), worldState(pet));
}
