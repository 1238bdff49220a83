import { describe, expect, it } from 'vitest';
import { MergeTable, mergeByScan, mergeWithHeap } from '../../src/brain/bpe.ts';

/** A tiny vocabulary: 0..3 are "a b c d"; merges make ab=4, cd=5, abcd=6, aa=7, aaa… are not merged further. */
function toyMerges(): MergeTable {
  const merges = new MergeTable(8);
  merges.add(0, 1, 4);
  merges.add(2, 3, 5);
  merges.add(4, 5, 6);
  merges.add(0, 0, 7);
  return merges;
}

describe('byte-pair merging', () => {
  it('merges the lowest-rank pair first, leftmost on ties', () => {
    expect(mergeByScan([0, 1, 2, 3], toyMerges())).toEqual([6]);
    expect(mergeByScan([0, 0, 0], toyMerges())).toEqual([7, 0]);
    expect(mergeByScan([0, 0, 1], toyMerges())).toEqual([0, 4]);
  });

  it('gives the same tokens with the heap as with the scan, on random words', () => {
    const merges = toyMerges();
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let trial = 0; trial < 2000; trial++) {
      const word = Array.from({ length: 1 + Math.floor(random() * 200) }, () => Math.floor(random() * 4));
      expect(mergeWithHeap(word, merges)).toEqual(mergeByScan(word, merges));
    }
  });

  it('refuses a merge listed twice, naming both ranks', () => {
    const merges = toyMerges();
    expect(() => merges.add(0, 1, 4)).toThrow('merge 0 + 1 is listed twice (ranks 0 and 4)');
  });
});
