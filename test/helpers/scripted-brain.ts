/**
 * A brain that answers from a script instead of a model: each turn's body comes
 * from a function of the request (or a queue), streamed in two pieces. A turn can
 * be held open to test cancellation.
 */
import type { GenerateRequest } from '../../src/brain/generate.ts';
import type { OnText, TurnMessage } from '../../src/brain/protocol.ts';
import type { WarmRequest } from '../../src/brain/warm.ts';
import type { BrainPort } from '../../src/app/controller.ts';

export type Script = (request: GenerateRequest) => string;

export class ScriptedBrain implements BrainPort {
  readonly requests: GenerateRequest[] = [];
  /** Bodies to answer with, first first; when empty, `fallback` answers. */
  readonly queue: string[] = [];
  /** While set, turns wait for release() before answering. */
  private gate: Promise<void> | null = null;
  private openGate: (() => void) | null = null;
  cancelled = 0;
  /** A text the next turn streams first, as a try the validator refused, before its body starts the text over. */
  refused: string | null = null;
  /** Warm-ups asked for, in order. */
  readonly warms: WarmRequest[] = [];

  /** How the brain reads a message for something serious; absent, the brain has no such reading (the sim's rules). */
  serious: ((text: string) => boolean) | null = null;

  constructor(public script: Script = () => 'hello!') {}

  async readsSerious(text: string): Promise<boolean | null> {
    return this.serious ? this.serious(text) : null;
  }

  /** Turns started from now wait until release(). */
  hold(): void {
    this.gate = new Promise((r) => (this.openGate = r));
  }

  release(): void {
    this.openGate?.();
    this.gate = null;
  }

  warm(request: WarmRequest): void {
    this.warms.push(request);
  }

  generate(request: GenerateRequest, options: { onText?: OnText; signal?: AbortSignal } = {}): Promise<TurnMessage> {
    this.requests.push(request);
    const { onText, signal } = options;
    const cancelled = new Promise<never>((_, reject) => {
      const stop = () => {
        this.cancelled += 1;
        reject(signal!.reason);
      };
      if (signal?.aborted) stop();
      else signal?.addEventListener('abort', stop, { once: true });
    });
    cancelled.catch(() => {});
    const answer = (async () => {
      await this.gate;
      signal?.throwIfAborted();
      const body = this.queue.length ? this.queue.shift()! : this.script(request);
      const half = Math.ceil(body.length / 2);
      const refused = this.refused;
      this.refused = null;
      if (refused !== null) onText?.(refused);
      onText?.(body.slice(0, half), refused !== null || undefined);
      onText?.(body.slice(half));
      const line = request.mode === 'diary' ? body : `${request.state.pet.name}: ${body}`;
      return {
        body,
        line,
        tries: [],
        fallback: false,
        violations: [],
        endedWithEot: true,
        hops: [],
        promptTokens: 0,
        reusedTokens: 0,
        prefillMs: 0,
        decodeMs: 0,
        decodeTokens: 0,
      } satisfies TurnMessage;
    })();
    answer.catch(() => {});
    return Promise.race([answer, cancelled]);
  }
}
