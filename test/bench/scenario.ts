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

/**
 * The first held-out session (from a fixed seed) whose whole chat prompt has about 900 tokens
 * (`low`..`high`) with no line dropped, so the next turn, one line later, still fits and can reuse it, and whose
 * pet is awake: the owner chats with it (a sleeping pet's turns are one dream tag; a change to the generator's
 * intent weights once made the first such session a sleeping one).
 */
export function benchScenario(tok: Tokenizer, low = 860, high = 910): BenchScenario {
  for (let seed = 424_242; seed < 424_242 + 400; seed++) {
    for (let steps = 20; steps <= 70; steps += 2) {
      const sit = new SessionPlayer(seed, 'heldout').situation('any', steps);
      const fitted = fit(chatParts(sit.state, sit.lines), STYLE.settings.chat, (t) => tok.count(t));
      if (fitted.dropped > 0) break;
      if (fitted.tokens >= low && fitted.tokens <= high && !sit.state.pet.asleep)
        return { state: sit.state, lines: sit.lines, start: sit.start, promptTokens: fitted.tokens };
    }
  }
  throw new Error(`no held-out session has a chat prompt of ${low}–${high} tokens`);
}

/** The owner's line that follows the pet's reply in turn (b). */
export const NEXT_OWNER_LINE = 'that sounds fun!';
