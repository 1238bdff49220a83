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
}

/**
 * Keeps the header (it is the pet's state) and drops the oldest lines whole
 * until header + lines + prefix + the new-token budget fit contextTokens.
 */
export function fit(parts: PromptParts, settings: Pick<GenerationSettings, 'maxNewTokens' | 'contextTokens'>, count: CountTokens): Fitted {
  const room = settings.contextTokens - settings.maxNewTokens;
  const bare = count(joinPrompt({ ...parts, lines: [] }));
  if (bare > room) {
    throw new FitError(`the header and prefix take ${bare} tokens, more than the ${room} left after reserving ${settings.maxNewTokens} new tokens of ${settings.contextTokens}`);
  }
  // Estimate per line (GPT-2's BPE splits at newlines), then confirm on the whole text.
  const sizes = parts.lines.map((l) => count(`\n${l}`));
  let total = bare + sizes.reduce((a, b) => a + b, 0);
  let dropped = 0;
  while (dropped < parts.lines.length && total > room) total -= sizes[dropped++]!;
  for (;;) {
    const lines = parts.lines.slice(dropped);
    const prompt = joinPrompt({ ...parts, lines });
    const tokens = count(prompt);
    if (tokens <= room || lines.length === 0) return { prompt, lines, dropped, tokens };
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
): Fitted & { state: WorldState } {
  let s = state;
  for (;;) {
    try {
      return { ...fit(chatParts(s, lines), settings, count), state: s };
    } catch (e) {
      if (!(e instanceof FitError)) throw e;
      if (s.today.length) s = { ...s, today: s.today.slice(1) };
      else if (s.memories.length) s = { ...s, memories: s.memories.slice(1) };
      else throw e;
    }
  }
}
