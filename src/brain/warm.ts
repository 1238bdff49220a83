/**
 * Warm-ups: between turns (while the owner reads, types or looks away; the pet idles every 8–20 s) the
 * brain runs the next turn's prompt start into that mode's cache, so the turn a person waits for finds
 * it warm. A care or an event that changes the header, a clock step, a cut of old lines: each costs a
 * rebuild of the prompt, and a warm-up makes it here instead of after Enter.
 *
 * The prompt start is what the next turn's prompt will begin with: the header and the kept lines, each
 * ending with its newline (the next turn adds an owner line or nothing, then "Name:"). fit() is asked with
 * room for one more line, so a cut of old lines the next turn would need happens now, and the cache's
 * anchor then keeps the next turns on that start (docs/speed.md).
 */
import { chatParts, fitChat, joinPrompt, STYLE, type WorldState } from '../world/index.ts';
import type { PromptCache } from './prompt-cache.ts';
import type { Tokenizer } from './tokenizer.ts';

/** A warm-up: the mode whose cache to warm and the state and lines its next turn will start from. */
export interface WarmRequest {
  mode: 'chat' | 'idle';
  state: WorldState;
  lines: readonly string[];
}

/** Room kept for the line a next turn adds before the pet's answer (an owner message, an event line). */
export const WARM_HEADROOM = 48;

/** What a warm-up did: prompt-start tokens, how many were already cached, how many it ran. */
export interface WarmResult {
  tokens: number;
  reused: number;
  ran: number;
  /** It stopped early because a turn wanted the model. */
  cut: boolean;
}

/** Runs the next turn's prompt start into the mode's cache; stops between chunks when `signal` aborts. */
export async function warmPrompt(
  tok: Tokenizer,
  req: WarmRequest,
  pc: PromptCache,
  signal?: AbortSignal,
): Promise<WarmResult> {
  const settings = STYLE.settings[req.mode];
  const roomy = { contextTokens: settings.contextTokens, maxNewTokens: settings.maxNewTokens + WARM_HEADROOM };
  const fitted = fitChat(req.state, req.lines, roomy, (t) => tok.count(t), pc.anchor);
  pc.anchor = fitted.anchor;
  const start = joinPrompt({ ...chatParts(fitted.state, fitted.lines), prefix: '' });
  const ids = tok.encode(start);
  const r = await pc.warm(ids, signal);
  return { tokens: ids.length, reused: r.reused, ran: r.ran, cut: r.reused + r.ran < ids.length };
}
