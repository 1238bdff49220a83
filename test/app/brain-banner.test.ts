/** Why the brain did not load, in words for the owner: true to the cause, no file paths or byte counts. */
import { describe, expect, it } from 'vitest';
import { loadFailure } from '../../src/app/brain-loader.ts';

const CUT = new Error('could not load the model http://localhost:4173/models/model.onnx: got 1048576 of 6291456 bytes');

describe('the brain banner', () => {
  it('a model file cut off while online does not say "you may be offline"', () => {
    expect(loadFailure(CUT, true)).not.toMatch(/offline/);
  });

  it('names no file path and no byte count', () => {
    for (const online of [true, false]) expect(loadFailure(CUT, online)).not.toMatch(/\/|\.onnx|\d{3,}|bytes/);
  });
});
