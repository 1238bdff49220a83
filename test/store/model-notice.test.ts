/** The model notice: a dropped download is said in plain words and clears once the file is stored whole; a damaged copy's notice stays. */
import { describe, expect, it } from 'vitest';
import { DROPPED_DOWNLOAD, nextModelProblem } from '../../src/store/model-cache.ts';

describe('the model notice', () => {
  it('a dropped download says so in plain words, and the notice goes once the file is stored whole', () => {
    const shown = nextModelProblem(null, { type: 'model-rejected', reason: DROPPED_DOWNLOAD });
    expect(shown).toBe(`The brain's files had a problem: ${DROPPED_DOWNLOAD}.`);
    expect(shown).not.toMatch(/TypeError|fetch|Error/);
    expect(nextModelProblem(shown, { type: 'model-stored' })).toBeNull();
  });

  it("a damaged copy's notice stays after the good copy is stored", () => {
    const shown = nextModelProblem(null, {
      type: 'model-rejected',
      reason: 'the stored copy was damaged (SHA-256 mismatch); it was removed and is downloaded again',
    });
    expect(nextModelProblem(shown, { type: 'model-stored' })).toBe(shown);
  });
});

describe('the model notice, in words', () => {
  it('a damaged copy is told without its file path or byte counts', () => {
    const shown = nextModelProblem(null, {
      type: 'model-rejected',
      reason:
        'the stored copy was damaged (/models/model.onnx has 1048576 bytes, expected 6291456); it was removed and is downloaded again',
    });
    expect(shown).toMatch(/damaged/);
    expect(shown).not.toMatch(/\/|\.onnx|\d{3,}|bytes/);
  });
});
