"""Rebuilds a resumable train.py checkpoint from a shipped model folder (its fp32 onnx/model.onnx and
train_report.json), so that a later data phase can continue training without the original ckpt.pt.

The weights come back exactly (the ONNX initializers carry the PyTorch parameter names); the AdamW
moments do not (they are not shipped), so the optimizer starts fresh: resume with a modest LR.

  /usr/bin/python3 models/recipe/from_onnx.py --model models/tokenling-mini --out models/recipe/runs/mini
"""
import argparse
import json
import os

import onnx
from onnx import numpy_helper
import torch

from model import GPT2LMHeadModel, GPTConfig
from train import make_optimizer, save_ckpt

PREFIX = "model."  # export.py wraps the model, so every initializer name starts with it


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--model", required=True, help="shipped folder with onnx/model.onnx and train_report.json")
    ap.add_argument("--out", required=True, help="run folder to write ckpt.pt and train_report.json into")
    a = ap.parse_args(argv)
    with open(os.path.join(a.model, "train_report.json")) as f:
        report = json.load(f)
    cfg = GPTConfig(**report["config"])
    model = GPT2LMHeadModel(cfg)
    graph = onnx.load(os.path.join(a.model, "onnx", "model.onnx")).graph
    weights = {i.name[len(PREFIX):]: torch.from_numpy(numpy_helper.to_array(i).copy())
               for i in graph.initializer if i.name.startswith(PREFIX)}
    own = model.state_dict()
    missing = [k for k in own if k not in weights and not k.startswith("lm_head")]
    if missing:
        raise SystemExit(f"{a.model}/onnx/model.onnx lacks parameters {missing[:5]}: was it written by export.py?")
    for k, v in own.items():
        src = weights.get(k, weights.get("transformer.wte.weight") if k == "lm_head.weight" else None)
        if tuple(src.shape) != tuple(v.shape):
            raise SystemExit(f"{k}: shape {tuple(src.shape)} in the ONNX file, {tuple(v.shape)} in the config")
        v.copy_(src)
    opt = make_optimizer(model, report["args"]["lr"], torch.device("cpu"))
    os.makedirs(a.out, exist_ok=True)
    save_ckpt(os.path.join(a.out, "ckpt.pt"), {
        "model": model.state_dict(), "optimizer": opt.state_dict(), "step": report["steps"],
        "tokens_seen": report["tokens_seen"], "elapsed": report["wall_seconds"], "train_seconds": report["train_seconds"],
        "epoch": 0, "batch_pos": 0, "config": cfg.to_dict(), "args": report["args"], "meta": {}})
    with open(os.path.join(a.out, "train_report.json"), "w") as f:
        json.dump({"evals": report.get("evals", [])}, f)
    print(f"wrote {a.out}/ckpt.pt at step {report['steps']}, {report['wall_seconds'] / 60:.1f} min "
          f"({len(weights)} tensors from the ONNX file; fresh optimizer state)")


if __name__ == "__main__":
    main()
