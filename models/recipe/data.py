"""Reads the generator's split files (see DATA_FORMAT.md) and makes padded, length-bucketed batches."""
import json
import os

import numpy as np
import torch

# The token kinds whose targets carry loss, by the names the generator gives them in meta.json
# (DATA_FORMAT.md): pet words, pet tags, the diary body, and the ends (a pet line's newline, a page's <|endoftext|>).
LOSS_KIND_NAMES = ("petWords", "petTags", "diary", "end")
# The owner's words: no loss by default; train.py --owner-weight gives them a small one of their own.
OWNER_KIND_NAME = "ownerWords"
# The generator's kinds, for the synthetic smoke data (generate.ts's TOKEN_KIND writes the same into meta.json).
GENERATOR_KINDS = {"context": 0, "petWords": 1, "petTags": 2, "result": 3, "diary": 4, "end": 5, "ownerWords": 6}
IGNORE = -100


def read_meta(data_dir):
    with open(os.path.join(data_dir, "meta.json")) as f:
        return json.load(f)


def kind_table(meta):
    """The token kinds meta.json declares, as {id: name} (it writes {name: id})."""
    kinds = meta.get("kinds") or {}
    table = {int(v): k for k, v in kinds.items()}
    if not table or sorted(table) != list(range(len(table))):
        raise ValueError(f"meta.json: kinds {kinds!r} are not ids 0..n-1 by name")
    return table


def loss_kinds(meta):
    """The ids of the kinds that carry loss, from meta.json's names."""
    table = kind_table(meta)
    ids = tuple(sorted(i for i, name in table.items() if name in LOSS_KIND_NAMES))
    if len(ids) != len(LOSS_KIND_NAMES):
        raise ValueError(f"meta.json: kinds {sorted(table.values())} lack one of {LOSS_KIND_NAMES}")
    return ids


def owner_kind(meta):
    """The id of the owner's-words kind, or None in data written before it existed."""
    return next((i for i, name in kind_table(meta).items() if name == OWNER_KIND_NAME), None)


class Split:
    """One split, memory-mapped: sample i = tokens[index[i]:index[i+1]]."""

    def __init__(self, data_dir, name):
        p = lambda ext: os.path.join(data_dir, f"{name}.{ext}")
        self.tokens = np.memmap(p("tokens.u16"), dtype="<u2", mode="r")
        self.kinds = np.memmap(p("kinds.u8"), dtype=np.uint8, mode="r")
        self.index = np.fromfile(p("index.u32"), dtype="<u4").astype(np.int64)
        if len(self.tokens) != len(self.kinds) or self.index[-1] != len(self.tokens):
            raise ValueError(f"{name}: tokens/kinds/index sizes disagree")
        self.lengths = np.diff(self.index)
        if (self.lengths > 1024).any():
            raise ValueError(f"{name}: a sample is longer than 1024 tokens")

    def __len__(self):
        return len(self.lengths)

    def sample(self, i):
        s, e = self.index[i], self.index[i + 1]
        return np.asarray(self.tokens[s:e], dtype=np.int64), np.asarray(self.kinds[s:e], dtype=np.int64)


def make_batches(lengths, ids, batch_tokens, rng=None, jitter=32):
    """Groups sample ids into batches of similar length with rows * padded_len <= batch_tokens.

    With rng: lengths get random jitter before sorting (so buckets differ per epoch) and the
    batch order is shuffled; without rng the order is deterministic (evaluation).
    """
    ids = np.asarray(ids)
    key = lengths[ids].astype(np.float64)
    if rng is not None:
        key = key + rng.uniform(0, jitter, size=len(ids))
    order = ids[np.argsort(key, kind="stable")]
    batches, cur, cur_max = [], [], 0
    for i in order:
        L = int(lengths[i]) - 1  # a sample of L+1 tokens gives L (input, target) pairs
        new_max = max(cur_max, L)
        if cur and (len(cur) + 1) * new_max > batch_tokens:
            batches.append(cur)
            cur, new_max = [], L
        cur.append(int(i))
        cur_max = new_max
    if cur:
        batches.append(cur)
    if rng is not None:
        rng.shuffle(batches)
    return batches


def collate(split, batch, loss_kinds, pad_id=0):
    """Right-padded rows, one whole sample per row starting at position 0.

    Returns input_ids [B, T], targets [B, T] (IGNORE where padding or the target's kind carries
    no loss), target_kinds [B, T] (-1 on padding), n_real (non-padding input tokens).
    """
    samples = [split.sample(i) for i in batch]
    T = max(len(t) - 1 for t, _ in samples)
    x = np.full((len(batch), T), pad_id, dtype=np.int64)
    y = np.full((len(batch), T), IGNORE, dtype=np.int64)
    yk = np.full((len(batch), T), -1, dtype=np.int64)
    lossy = np.zeros(256, dtype=bool)
    lossy[list(loss_kinds)] = True
    n_real = 0
    for r, (tok, kind) in enumerate(samples):
        L = len(tok) - 1
        x[r, :L] = tok[:-1]
        yk[r, :L] = kind[1:]
        y[r, :L] = np.where(lossy[kind[1:]], tok[1:], IGNORE)  # loss where the TARGET is lossy
        n_real += L
    return torch.from_numpy(x), torch.from_numpy(y), torch.from_numpy(yk), n_real


def eval_subset(split, max_tokens, seed=0):
    """A fixed, spread-out subset of sample ids holding about max_tokens tokens (0 = all)."""
    ids = [i for i in np.random.default_rng(seed).permutation(len(split)) if split.lengths[i] > 1]
    if not max_tokens:
        return ids
    cum = np.cumsum(split.lengths[ids])
    return ids[: max(1, int(np.searchsorted(cum, max_tokens)) + 1)]


def write_synthetic(data_dir, vocab=4097, n_train=400, n_heldout=40, min_len=8, max_len=1024, seed=0):
    """Tiny random data in the generator's format, for tests only (never committed)."""
    rng = np.random.default_rng(seed)
    os.makedirs(data_dir, exist_ok=True)
    counts = {}
    for name, n in (("train", n_train), ("heldout", n_heldout)):
        lens = rng.integers(min_len, max_len + 1, size=n)
        idx = np.concatenate([[0], np.cumsum(lens)]).astype("<u4")
        # A learnable Markov chain: next = succ[prev] with p = 0.7, else uniform (best loss ~3.1 nats at V=4097).
        succ = np.random.default_rng(seed + 1).permutation(vocab - 1)
        rand = rng.integers(0, vocab - 1, size=int(idx[-1]))
        follow = rng.random(size=int(idx[-1])) < 0.7
        toks = np.empty(int(idx[-1]), dtype=np.int64)
        prev = 0
        for j in range(len(toks)):
            prev = toks[j] = succ[prev] if follow[j] else rand[j]
        kinds = rng.choice([0, 1, 2, 3, 4, 5, 6], p=[.3, .25, .05, .05, .2, .05, .1], size=len(toks))
        toks.astype("<u2").tofile(os.path.join(data_dir, f"{name}.tokens.u16"))
        kinds.astype(np.uint8).tofile(os.path.join(data_dir, f"{name}.kinds.u8"))
        idx.tofile(os.path.join(data_dir, f"{name}.index.u32"))
        counts[name] = {"samples": int(n), "tokens": int(idx[-1])}
    meta = {"vocabSize": vocab, "eot": vocab - 1, "maxSampleTokens": 1024,
            "kinds": GENERATOR_KINDS, "splits": counts}
    with open(os.path.join(data_dir, "meta.json"), "w") as f:
        json.dump(meta, f)


if __name__ == "__main__":  # python3 data.py DIR [--len N] [--vocab V] [--n N]: write synthetic data
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--len", type=int, default=0, help="fixed sample length (0 = random 8..1024)")
    ap.add_argument("--vocab", type=int, default=4097)
    ap.add_argument("--n", type=int, default=400)
    a = ap.parse_args()
    lo, hi = (a.len, a.len) if a.len else (8, 1024)
    write_synthetic(a.dir, vocab=a.vocab, n_train=a.n, n_heldout=max(8, a.n // 10), min_len=lo, max_len=hi)
    print("wrote synthetic data to", a.dir)
