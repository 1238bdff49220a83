/** Byte-pair merging over token ids: repeatedly merge the adjacent pair with the lowest merge rank, leftmost first. */

/** The merges of a BPE vocabulary, keyed by the ids of the pair they join. */
export class MergeTable {
  private readonly rankByPair = new Map<number, number>();
  private readonly mergedByRank: number[] = [];

  /** vocabSize bounds the ids, so a pair packs into one number key. */
  constructor(private readonly vocabSize: number) {}

  /** Adds the next merge: its rank is how many merges came before it. */
  add(left: number, right: number, merged: number): void {
    const key = this.key(left, right);
    if (this.rankByPair.has(key))
      throw new Error(
        `merge ${left} + ${right} is listed twice (ranks ${this.rankByPair.get(key)} and ${this.mergedByRank.length})`,
      );
    this.rankByPair.set(key, this.mergedByRank.length);
    this.mergedByRank.push(merged);
  }

  /** The rank of merging left then right, or undefined when the pair never merges. */
  rank(left: number, right: number): number | undefined {
    return this.rankByPair.get(this.key(left, right));
  }

  /** The token a merge of this rank makes. */
  merged(rank: number): number {
    return this.mergedByRank[rank]!;
  }

  get size(): number {
    return this.mergedByRank.length;
  }

  private key(left: number, right: number): number {
    return left * this.vocabSize + right;
  }
}

/** Above this many symbols the heap pays for itself; below it a plain scan is faster. */
const SCAN_LIMIT = 64;

/** Merges a pre-token's byte ids and returns its final tokens. */
export function mergePairs(ids: readonly number[], merges: MergeTable): number[] {
  return ids.length > SCAN_LIMIT ? mergeWithHeap(ids, merges) : mergeByScan(ids, merges);
}

/** O(n²) merging: each step scans every pair for the lowest rank. */
export function mergeByScan(ids: readonly number[], merges: MergeTable): number[] {
  const parts = ids.slice();
  while (parts.length > 1) {
    let best = Infinity;
    let at = -1;
    for (let i = 0; i + 1 < parts.length; i++) {
      const rank = merges.rank(parts[i]!, parts[i + 1]!);
      if (rank !== undefined && rank < best) {
        best = rank;
        at = i;
      }
    }
    if (at < 0) break;
    parts[at] = merges.merged(best);
    parts.splice(at + 1, 1);
  }
  return parts;
}

/** Positions fit below this, so a heap entry packs as rank * POSITIONS + position. */
const POSITIONS = 2 ** 32;

/** O(n log n) merging over a linked list, with candidate pairs in a min-heap ordered by (rank, position). */
export function mergeWithHeap(ids: readonly number[], merges: MergeTable): number[] {
  const n = ids.length;
  const id = Int32Array.from(ids);
  const next = Int32Array.from({ length: n }, (_, i) => (i + 1 < n ? i + 1 : -1));
  const prev = Int32Array.from({ length: n }, (_, i) => i - 1);
  const heap = new MinHeap();
  const offer = (at: number): void => {
    const after = next[at]!;
    if (at < 0 || after < 0) return;
    const rank = merges.rank(id[at]!, id[after]!);
    if (rank !== undefined) heap.push(rank * POSITIONS + at);
  };
  for (let i = 0; i + 1 < n; i++) offer(i);
  while (heap.size > 0) {
    const entry = heap.pop();
    const at = entry % POSITIONS;
    const rank = (entry - at) / POSITIONS;
    const after = next[at]!;
    // Entries go stale when a neighbour merged first; the pair that is there now decides.
    if (id[at]! < 0 || after < 0 || merges.rank(id[at]!, id[after]!) !== rank) continue;
    id[at] = merges.merged(rank);
    id[after] = -1;
    next[at] = next[after]!;
    if (next[at]! >= 0) prev[next[at]!] = at;
    offer(prev[at]!);
    offer(at);
  }
  const out: number[] = [];
  for (let at = 0; at >= 0; at = next[at]!) out.push(id[at]!);
  return out;
}

/** A binary min-heap of numbers. */
class MinHeap {
  private readonly items: number[] = [];

  get size(): number {
    return this.items.length;
  }

  push(value: number): void {
    const items = this.items;
    let i = items.push(value) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent]! <= value) break;
      items[i] = items[parent]!;
      i = parent;
    }
    items[i] = value;
  }

  pop(): number {
    const items = this.items;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length === 0) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child = right < items.length && items[right]! < items[left]! ? right : left;
      if (items[child]! >= last) break;
      items[i] = items[child]!;
      i = child;
    }
    items[i] = last;
    return top;
  }
}
