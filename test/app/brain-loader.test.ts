/** The brain's loader tells waking from the model cache from downloading, so only a download shows bytes. */
import { describe, expect, it } from 'vitest';
import { BrainLoader } from '../../src/app/brain-loader.ts';
import type { BrainClient } from '../../src/brain/client.ts';
import type { BrainView } from '../../src/app/app-view.ts';

const SOURCE = { base: '/models/m/', wasmBase: '/ort/', manifest: '/model.json', threads: 1 };

/** A client whose load reports two progress steps after `stored` has answered, then resolves. */
function client(): BrainClient {
  return {
    async load(_s: unknown, onProgress?: (file: string, loaded: number, total: number | null) => void) {
      await new Promise((r) => setTimeout(r, 5));
      onProgress?.('model.onnx', 0, 1000);
      onProgress?.('model.onnx', 1000, 1000);
      return 10;
    },
    release: async () => {},
  } as unknown as BrainClient;
}

async function views(stored: () => Promise<boolean | null>): Promise<BrainView[]> {
  const seen: BrainView[] = [];
  await new BrainLoader(client(), SOURCE, (v) => seen.push(v), stored).load();
  return seen;
}

describe('BrainLoader', () => {
  it('says the brain wakes from this device when every model file is cached', async () => {
    const loading = (await views(async () => true)).filter((v) => v.state === 'loading');
    expect(loading.at(-1)).toMatchObject({ from: 'device' });
    expect(loading.some((v) => v.from === 'download')).toBe(false);
  });

  it('says it downloads when the cache lacks the model, with the bytes', async () => {
    const loading = (await views(async () => false)).filter((v) => v.state === 'loading');
    expect(loading.at(-1)).toMatchObject({ from: 'download', loaded: 1000, total: 1000 });
  });

  it('counts a cache that cannot tell (or fails to) as a download', async () => {
    expect((await views(async () => null)).filter((v) => v.state === 'loading').at(-1)).toMatchObject({
      from: 'download',
    });
    expect(
      (await views(() => Promise.reject(new Error('no caches')))).filter((v) => v.state === 'loading').at(-1),
    ).toMatchObject({ from: 'download' });
  });

  it('says nothing of where it loads from before it knows', async () => {
    const first = (await views(() => new Promise((r) => setTimeout(() => r(true), 50))))[0];
    expect(first).toEqual({ state: 'loading', loaded: 0, total: null });
  });
});
