/** The benchmark's conversation: a held-out session long enough that the chat prompt fills ~900 tokens. */
import type { Tokenizer } from '../../src/brain/tokenizer.ts';
import { chatParts, fit, STYLE, type TranscriptStart, type WorldState } from '../../src/world/index.ts';
import { SessionPlayer } from '../../models/recipe/data/session.ts';

export interface BenchScenario {
  state: WorldState;
  lines: string[];
  start: TranscriptStart;
  promptTokens: number;
}

/** The first held-out session (from a fixed seed) whose fitted chat prompt has at least `want` tokens. */
export function benchScenario(tok: Tokenizer, want = 850): BenchScenario {
  for (let seed = 424_242; ; seed++) {
    const sit = new SessionPlayer(seed, 'heldout').situation('any', 70);
    const fitted = fit(chatParts(sit.state, sit.lines), STYLE.settings.chat, (t) => tok.count(t));
    if (fitted.tokens >= want) return { state: sit.state, lines: sit.lines, start: sit.start, promptTokens: fitted.tokens };
    if (seed > 424_242 + 400) throw new Error(`no held-out session reached ${want} prompt tokens`);
  }
}

/** The owner's line that follows the pet's reply in turn (b). */
export const NEXT_OWNER_LINE = 'that sounds fun!';
