/**
 * The learned reader's file is one of the brain's files: model.json lists it with its size and SHA-256, and the
 * service worker's check (fileDamage, src/sw.ts) keeps the shipped file and refuses one whose bytes differ.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileDamage, type ModelManifest } from '../../src/store/model-cache.ts';
import { modelManifest } from '../../vite.config.ts';

const READER = 'models/tokenling-mini/reader.bin';

describe("the reader's file in model.json", () => {
  const m = JSON.parse(modelManifest()) as ModelManifest;
  const entry = m.files.find((f) => f.url === READER)!;
  const bytes = new Uint8Array(readFileSync(READER));

  it('is listed with its size and SHA-256', () => {
    expect(entry).toBeDefined();
    expect(entry.bytes).toBe(bytes.length);
    expect(entry.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('passes the service worker check as shipped', async () => {
    expect(await fileDamage(entry, bytes)).toBeNull();
  });

  it('is refused by the service worker check when one byte differs', async () => {
    const damaged = bytes.slice();
    damaged[damaged.length - 1] = damaged[damaged.length - 1]! ^ 1;
    expect(await fileDamage(entry, damaged)).toBe(`${READER} does not match its SHA-256`);
  });
});
