"""Writes DIR/parity.json (PyTorch fp32 reference outputs for the ONNX parity test) and checks the
KV-cache / padding paths in PyTorch.

parity.json: {"samples": [{"heldout_index", "input_ids", "last_logits" (full vocab, 6 decimals),
"greedy" (argmax at every position), "greedy_margin" (top1 - top2 logit)}], "tolerances", ...}. The node test runs onnx/model.onnx
and onnx/model_quantized.onnx on input_ids (attention_mask = ones, position_ids = 0..T-1, empty past,
num_logits_to_keep = 0) and compares.
"""
import argparse
import json
import os
import sys

import numpy as np
import torch

from data import Split, read_meta
from export import load_checkpoint


def pick_samples(split, n, max_len):
    """n held-out samples spread evenly over the split, each truncated to <= max_len tokens."""
    ok = [i for i in range(len(split)) if split.lengths[i] >= 2]
    picks = [ok[int(j)] for j in np.linspace(0, len(ok) - 1, num=min(n, len(ok)))]
    return [(i, split.sample(i)[0][:max_len]) for i in dict.fromkeys(picks)]


@torch.no_grad()
def check_cache_paths(model, seqs, tol=1e-4):
    """Prompt, then one token with past == prompt+token without past; left-padded batch == unpadded."""
    worst = 0.0
    for ids in seqs:
        ids = torch.as_tensor(ids)[None]
        T = ids.shape[1]
        full, _ = model(ids)
        _, past = model(ids[:, :-1])
        step, _ = model(ids[:, -1:], past, torch.ones(1, T, dtype=torch.long), torch.tensor([[T - 1]]))
        d = (step[0, -1] - full[0, -1]).abs().max().item()
        kept, _ = model(ids, num_logits_to_keep=torch.tensor(1))
        d = max(d, (kept[0, -1] - full[0, -1]).abs().max().item())
        assert kept.shape[1] == 1 and d < tol, f"KV-cache / num_logits_to_keep mismatch: {d}"
        worst = max(worst, d)
    # Batched, left-padded, with position_ids as transformers.js makes them (cumsum(mask) - 1, pads -> 1).
    a, b = [torch.as_tensor(s) for s in seqs[:2]]
    T = max(len(a), len(b))
    ids = torch.zeros(2, T, dtype=torch.long)
    mask = torch.zeros(2, T, dtype=torch.long)
    for r, s in enumerate((a, b)):
        ids[r, T - len(s):], mask[r, T - len(s):] = s, 1
    pos = (mask.cumsum(-1) - 1).masked_fill(mask == 0, 1)
    batch, past = model(ids, None, mask, pos)
    nxt = torch.tensor([[7], [11]])  # then one cached step for both rows
    mask2 = torch.cat([mask, torch.ones(2, 1, dtype=torch.long)], 1)
    step, _ = model(nxt, past, mask2, mask2.sum(-1, keepdim=True) - 1)
    for r, s in enumerate((a, b)):
        alone, _ = model(s[None])
        d = (batch[r, -1] - alone[0, -1]).abs().max().item()
        alone2, _ = model(torch.cat([s, nxt[r]])[None])
        d = max(d, (step[r, -1] - alone2[0, -1]).abs().max().item())
        assert d < tol, f"left-padded batch mismatch: {d}"
        worst = max(worst, d)
    return worst


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--data", required=True, help="data folder with the heldout split")
    ap.add_argument("--out", required=True, help="folder to write parity.json into (e.g. the model folder)")
    ap.add_argument("--n", type=int, default=16)
    ap.add_argument("--max-len", type=int, default=256)
    a = ap.parse_args()
    torch.set_num_threads(2)
    model, state = load_checkpoint(a.ckpt)
    meta = read_meta(a.data)
    held = Split(a.data, "heldout")
    picks = pick_samples(held, a.n, a.max_len)
    worst = check_cache_paths(model, [ids for _, ids in picks if len(ids) >= 2][:max(2, len(picks))])
    print(f"PyTorch KV-cache, num_logits_to_keep and left-padding checks OK (max |diff| {worst:.2e} < 1e-4)")
    samples = []
    with torch.no_grad():
        for i, ids in picks:
            logits, _ = model(torch.as_tensor(ids)[None])
            top2 = logits[0].topk(2, dim=-1).values
            # greedy_margin = top1 - top2 logit: near-ties (tiny margins, common in barely trained
            # smoke models) may flip under int8 without anything being wrong.
            samples.append({"heldout_index": int(i), "input_ids": [int(t) for t in ids],
                            "last_logits": [round(float(v), 6) for v in logits[0, -1]],
                            "greedy": [int(t) for t in logits[0].argmax(-1)],
                            "greedy_margin": [round(float(v), 6) for v in top2[:, 0] - top2[:, 1]]})
    cfg = model.config
    out = {"description": "PyTorch fp32 reference: logits at the last position and argmax at every position, "
                          "for input_ids with attention_mask = ones, position_ids = 0..T-1, empty past, num_logits_to_keep = 0",
           "config": cfg.to_dict(), "eot": int(meta["eot"]), "step": int(state["step"]),
           "tolerances": {"fp32_last_logits_max_abs": 1e-3, "int8_greedy_agreement_with_fp32_min": 0.98},
           "samples": samples}
    os.makedirs(a.out, exist_ok=True)
    path = os.path.join(a.out, "parity.json")
    with open(path, "w") as f:
        json.dump(out, f, separators=(",", ":"))
    print(f"wrote {path}: {len(samples)} samples, lengths {[len(s['input_ids']) for s in samples]}")


if __name__ == "__main__":
    sys.exit(main())
