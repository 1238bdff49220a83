import { describe, expect, it } from 'vitest';
import { BrainClient } from '../../src/brain/client.ts';
import type { BrainEvent, BrainRequest } from '../../src/brain/protocol.ts';
import { seedState } from '../helpers/states.ts';

/** A worker stand-in: records what the page posts, and answers with what the test sends back. */
class FakeWorker {
  readonly posted: BrainRequest[] = [];
  onmessage: ((ev: MessageEvent<BrainEvent>) => void) | null = null;
  onerror: ((ev: ErrorEvent) => void) | null = null;
  postMessage(msg: BrainRequest): void {
    this.posted.push(msg);
  }
  reply(e: BrainEvent): void {
    this.onmessage?.({ data: e } as MessageEvent<BrainEvent>);
  }
  terminate(): void {}
}

const request = {
  mode: 'chat' as const,
  state: seedState(),
  lines: ['Sam: hi'],
  start: { pet: 'Mochi', owner: 'Sam', asleep: false },
  seed: 1,
};

describe('the brain client', () => {
  it('cancels a turn in the worker when its signal aborts, and rejects with the signal’s own reason', async () => {
    const w = new FakeWorker();
    const client = new BrainClient(() => w as unknown as Worker);
    const abort = new AbortController();
    const turn = client.generate(request, { signal: abort.signal });
    const id = w.posted[0]!.id;
    abort.abort(new Error('the owner spoke'));
    expect(w.posted.at(-1)).toMatchObject({ action: 'cancel', target: id });
    // The worker reports the stop in its own words; the caller sees its reason, not a name to match.
    w.reply({ id, type: 'error', name: 'GenerationCancelled', message: 'generation cancelled' });
    await expect(turn).rejects.toThrow('the owner spoke');
  });

  it('never posts a turn whose signal is already aborted', async () => {
    const w = new FakeWorker();
    const client = new BrainClient(() => w as unknown as Worker);
    const abort = new AbortController();
    abort.abort(new Error('too late'));
    await expect(client.generate(request, { signal: abort.signal })).rejects.toThrow('too late');
    expect(w.posted).toEqual([]);
  });

  it('streams a turn’s text and resolves with it', async () => {
    const w = new FakeWorker();
    const client = new BrainClient(() => w as unknown as Worker);
    const pieces: string[] = [];
    const turn = client.generate(request, { onText: (p) => pieces.push(p) });
    const id = w.posted[0]!.id;
    w.reply({ id, type: 'text', piece: 'hel' });
    w.reply({ id, type: 'text', piece: 'lo!' });
    const done = {
      body: 'hello!',
      line: 'Mochi: hello!',
      tries: [],
      fallback: false,
      violations: [],
      endedWithEot: false,
      hops: [],
      promptTokens: 9,
      reusedTokens: 0,
      prefillMs: 1,
      decodeMs: 1,
      decodeTokens: 2,
    };
    w.reply({ id, type: 'done', turn: done });
    expect((await turn).body).toBe('hello!');
    expect(pieces).toEqual(['hel', 'lo!']);
  });
});
