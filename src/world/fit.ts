/** fit(): drop the oldest chat lines until the prompt and the new-token budget fit the context. */
import { chatParts, joinPrompt, type PromptParts } from './prompt.ts';
import type { WorldState } from './state.ts';
import type { GenerationSettings } from './style.ts';

/** Counts the tokens of a text; the world takes it as a function so it does not depend on a tokenizer. */
export type CountTokens = (text: string) => number;

/** The header and prefix alone do not leave room for the new-token budget. */
export class FitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FitError';
  }
}

export interface Fitted {
  prompt: string;
  /** Lines kept, oldest first. */
  lines: string[];
  /** How many of the oldest lines were dropped. */
  dropped: number;
  /** Tokens in the prompt. */
  tokens: number;
  /** Where the kept lines start, for the next turn's fit to keep the same start (null when nothing was dropped). */
  anchor: FitAnchor | null;
}

/** The first two kept lines of a fit: the next turn starts there again while it still fits. */
export interface FitAnchor {
  first: string;
  second: string | null;
}

/**
 * When the lines overflow, they are cut down to this share of the room, not just below it, so the
 * next many turns share the prompt's start and its cache (a decision beside the contract's fit():
 * the header is always kept and the prompt always fits its mode's budget, as there).
 */
export const LOW_WATER = 0.6;

/** The index where an anchor's lines start in `lines`, or -1. */
function anchorAt(lines: readonly string[], a: FitAnchor): number {
  for (let i = 0; i < lines.length; i++)
    if (lines[i] === a.first && (a.second === null || lines[i + 1] === a.second)) return i;
  return -1;
}

/**
 * Keeps the header (it is the pet's state) and drops the oldest lines whole
 * until header + lines + prefix + the new-token budget fit contextTokens.
 * With the last turn's anchor, the prompt starts where that one did while it fits;
 * when it no longer does, the oldest lines go down to LOW_WATER of the room.
 */
export function fit(
  parts: PromptParts,
  settings: Pick<GenerationSettings, 'maxNewTokens' | 'contextTokens'>,
  count: CountTokens,
  anchor: FitAnchor | null = null,
): Fitted {
  const room = settings.contextTokens - settings.maxNewTokens;
  const bare = count(joinPrompt({ ...parts, lines: [] }));
  if (bare > room) {
    throw new FitError(
      `the header and prefix take ${bare} tokens, more than the ${room} left after reserving ${settings.maxNewTokens} new tokens of ${settings.contextTokens}`,
    );
  }
  // Estimate per line (GPT-2's BPE splits at newlines), then confirm on the whole text.
  const sizes = parts.lines.map((l) => count(`\n${l}`));
  let total = bare + sizes.reduce((a, b) => a + b, 0);
  let dropped = 0;
  // The last prompt's start, while it fits (even when every line would: a warm-up may have cut early).
  const at = anchor ? anchorAt(parts.lines, anchor) : -1;
  if (at > 0) {
    const fromAnchor = bare + sizes.slice(at).reduce((a, b) => a + b, 0);
    if (fromAnchor <= room) {
      dropped = at;
      total = fromAnchor;
    }
  }
  if (total > room) {
    const low = bare + (room - bare) * LOW_WATER;
    dropped = 0;
    total = bare + sizes.reduce((a, b) => a + b, 0);
    while (dropped < parts.lines.length && total > low) total -= sizes[dropped++]!;
  }
  for (;;) {
    const lines = parts.lines.slice(dropped);
    const prompt = joinPrompt({ ...parts, lines });
    const tokens = count(prompt);
    if (tokens <= room || lines.length === 0) {
      return {
        prompt,
        lines,
        dropped,
        tokens,
        anchor: dropped > 0 && lines.length ? { first: lines[0]!, second: lines[1] ?? null } : null,
      };
    }
    dropped += 1;
  }
}

/**
 * fit() for a chat or idle prompt, whose header can outgrow the context on its
 * own (valid but long memories and day-log notes, for example in a script that
 * takes several tokens a character): the oldest day-log entries, then the oldest
 * memories, leave the header until it fits. The state the prompt was written
 * from is returned with the fit.
 */
export function fitChat(
  state: WorldState,
  lines: readonly string[],
  settings: Pick<GenerationSettings, 'maxNewTokens' | 'contextTokens'>,
  count: CountTokens,
  anchor: FitAnchor | null = null,
): Fitted & { state: WorldState } {
  let s = state;
  for (;;) {
    try {
      return { ...fit(chatParts(s, lines), settings, count, anchor), state: s };
    } catch (e) {
      if (!(e instanceof FitError)) throw e;
      if (s.today.length) s = { ...s, today: s.today.slice(1) };
      else if (s.memories.length) s = { ...s, memories: s.memories.slice(1) };
      else throw e;
    }
  }
}
