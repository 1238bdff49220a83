"""Trains the tokenling GPT-2 from scratch on the generator's data (see README.md)."""
import argparse
import inspect
import json
import math
import os
import platform
import signal
import time

import numpy as np
import torch
import torch.nn.functional as F

from data import IGNORE, Split, collate, eval_subset, kind_table, loss_kinds, make_batches, owner_kind, read_meta
from model import GPT2LMHeadModel, GPTConfig


def parse_args(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data", required=True, help="folder with meta.json and {train,heldout}.* files")
    ap.add_argument("--out", required=True, help="folder for ckpt.pt and train_report.json")
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--width", type=int, default=256)
    ap.add_argument("--heads", type=int, default=4)
    ap.add_argument("--lr", type=float, default=1e-3, help="peak learning rate")
    ap.add_argument("--min-lr-frac", type=float, default=0.1, help="cosine floor, as a fraction of --lr")
    ap.add_argument("--warmup", type=int, default=200, help="linear warmup steps")
    ap.add_argument("--owner-weight", type=float, default=0.0,
                    help="loss weight of the owner's words (their mean next-token loss, added to the pet's); "
                         "0 = none. Ignored on data without the ownerWords kind")
    ap.add_argument("--batch-tokens", type=int, default=8192, help="rows * padded length per step")
    ap.add_argument("--minutes", type=float, default=0, help="wall-clock budget (cumulative over resumes)")
    ap.add_argument("--max-steps", type=int, default=0)
    ap.add_argument("--eval-every", type=int, default=500, help="steps between held-out evals (0 = end only)")
    ap.add_argument("--eval-tokens", type=int, default=200_000, help="held-out tokens per eval (0 = all)")
    ap.add_argument("--ckpt-minutes", type=float, default=5.0)
    ap.add_argument("--log-every", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1337)
    ap.add_argument("--resume", action="store_true", help="continue from --out/ckpt.pt")
    ap.add_argument("--new-phase", action="store_true",
                    help="with --resume: start a fresh schedule (warmup, then cosine over this --minutes/--max-steps) "
                         "from the checkpoint's weights, for a phase on new data; counters stay cumulative")
    ap.add_argument("--device", default="auto", help="auto | cpu | cuda | cuda:N")
    ap.add_argument("--threads", type=int, default=2, help="CPU threads (the CI box has 2 cores)")
    ap.add_argument("--precision", default="auto", choices=["auto", "fp32", "bf16"],
                    help="bf16 autocast (fp32 master weights); auto = bf16 on CUDA and on CPUs with AMX/AVX512-BF16")
    ap.add_argument("--compile", action="store_true", help="torch.compile the model (torch >= 2, GPU)")
    a = ap.parse_args(argv)
    if not a.minutes and not a.max_steps:
        ap.error("give --minutes and/or --max-steps")
    return a


def hardware(device):
    if device.type == "cuda":
        return f"{torch.cuda.get_device_name(device)} (torch {torch.__version__})"
    cpu = platform.processor() or "cpu"
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(l.split(":", 1)[1].strip() for l in f if l.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return f"{cpu}, {torch.get_num_threads()} threads (torch {torch.__version__})"


def make_optimizer(model, lr, device):
    # Weight decay on matrices (Conv1D weights, embeddings) only; biases and LayerNorms are exempt.
    decay = [p for p in model.parameters() if p.dim() >= 2]
    no_decay = [p for p in model.parameters() if p.dim() < 2]
    groups = [{"params": decay, "weight_decay": 0.1}, {"params": no_decay, "weight_decay": 0.0}]
    sig = inspect.signature(torch.optim.AdamW).parameters
    # fused on CUDA; foreach on CPU (the per-tensor loop was 5-40x slower on the 2-core box).
    extra = {"fused": True} if device.type == "cuda" and "fused" in sig else {"foreach": True} if "foreach" in sig else {}
    return torch.optim.AdamW(groups, lr=lr, betas=(0.9, 0.95), eps=1e-8, **extra)


def cpu_has_bf16():
    try:
        with open("/proc/cpuinfo") as f:
            flags = next(l for l in f if l.startswith("flags")).split()
        return "amx_bf16" in flags or "avx512_bf16" in flags
    except (OSError, StopIteration):
        return False


def lr_at(a, step, progress):
    if step < a.warmup:
        return a.lr * (step + 1) / a.warmup
    floor = a.lr * a.min_lr_frac
    return floor + 0.5 * (a.lr - floor) * (1 + math.cos(math.pi * min(1.0, progress)))


@torch.no_grad()
def evaluate(model, split, ids, batch_tokens, device, amp, kinds_of, lossy_ids):
    """Held-out next-token loss: over loss-carrying targets, over all targets, and per target kind."""
    model.eval()
    n = len(kinds_of)
    sums, counts = np.zeros(n), np.zeros(n)
    correct = 0
    for batch in make_batches(split.lengths, ids, batch_tokens):
        x, tgt, yk, _ = collate(split, batch, loss_kinds=range(n))  # every real target, all kinds
        x, tgt, yk = x.to(device), tgt.to(device), yk.to(device)
        with amp():
            h, _ = model.hidden(x)
        logits = F.linear(h.float(), model.lm_head.weight.float())
        valid = yk >= 0
        nll = F.cross_entropy(logits[valid], tgt[valid], reduction="none")
        kinds = yk[valid]
        sums += torch.zeros(n, device=device, dtype=torch.float64).index_add_(0, kinds, nll.double()).cpu().numpy()
        counts += torch.bincount(kinds, minlength=n)[:n].cpu().numpy()
        lossy = torch.isin(kinds, torch.tensor(lossy_ids, device=device))
        correct += int((logits[valid].argmax(-1) == tgt[valid])[lossy].sum())
    model.train()
    per_kind = {str(k): {"name": kinds_of[k], "loss": (sums[k] / counts[k]) if counts[k] else None,
                         "tokens": int(counts[k])} for k in range(n)}
    n_loss = sum(counts[k] for k in lossy_ids)
    return {"loss": sum(sums[k] for k in lossy_ids) / max(1, n_loss), "loss_all_kinds": sums.sum() / max(1, counts.sum()),
            "top1_acc": correct / max(1, n_loss), "tokens": int(counts.sum()), "per_kind": per_kind}


def save_ckpt(path, state):
    tmp = path + ".tmp"
    torch.save(state, tmp)
    os.replace(tmp, path)  # atomic: a kill mid-save never leaves a broken ckpt.pt


def main(argv=None):
    a = parse_args(argv)
    dev_name = ("cuda" if torch.cuda.is_available() else "cpu") if a.device == "auto" else a.device
    device = torch.device(dev_name)
    if device.type == "cpu":
        torch.set_num_threads(a.threads)
        torch.set_flush_denormal(True)  # denormal Adam moments slow CPUs down badly late in a run
        auto_bf16 = cpu_has_bf16()  # AMX/AVX512-BF16 matmuls are several times faster than fp32
    else:
        torch.backends.cuda.matmul.allow_tf32 = True
        torch.backends.cudnn.allow_tf32 = True
        auto_bf16 = torch.cuda.is_bf16_supported()
    use_bf16 = a.precision == "bf16" or (a.precision == "auto" and auto_bf16)
    amp = lambda: torch.autocast(device.type, dtype=torch.bfloat16, enabled=use_bf16)
    os.makedirs(a.out, exist_ok=True)
    ckpt_path = os.path.join(a.out, "ckpt.pt")

    meta = read_meta(a.data)
    kinds_of, lossy_ids = kind_table(meta), loss_kinds(meta)  # the token kinds, from meta.json
    owner_id = owner_kind(meta) if a.owner_weight > 0 else None
    train_kinds = lossy_ids + ((owner_id,) if owner_id is not None else ())
    train, held = Split(a.data, "train"), Split(a.data, "heldout")
    state = torch.load(ckpt_path, map_location="cpu") if a.resume else None
    cfg = GPTConfig(**state["config"]) if state else GPTConfig(
        vocab_size=int(meta["vocabSize"]), n_layer=a.layers, n_embd=a.width, n_head=a.heads)
    assert int(train.tokens.max()) < cfg.vocab_size, "token id >= vocabSize"
    torch.manual_seed(a.seed)
    model = GPT2LMHeadModel(cfg).to(device)
    opt = make_optimizer(model, a.lr, device)
    step, tokens_seen, prior_elapsed, train_secs, epoch, batch_pos = 0, 0, 0.0, 0.0, 0, 0
    if state:
        model.load_state_dict(state["model"])
        opt.load_state_dict(state["optimizer"])
        step, tokens_seen, prior_elapsed = state["step"], state["tokens_seen"], state["elapsed"]
        train_secs = state["train_seconds"]
        epoch, batch_pos = state["epoch"], state["batch_pos"]
        print(f"resumed from {ckpt_path} at step {step}, {prior_elapsed / 60:.1f} min", flush=True)
    # The schedule counts from the phase's start: 0 for a first run, the checkpoint's for --new-phase.
    phase = {"step": step, "elapsed": prior_elapsed} if a.new_phase else (state.get("phase", {"step": 0, "elapsed": 0.0}) if state else {"step": 0, "elapsed": 0.0})
    if a.new_phase:
        print(f"new phase from step {step}: warmup {a.warmup}, peak LR {a.lr}", flush=True)
    fwd = torch.compile(model.hidden) if a.compile and hasattr(torch, "compile") else model.hidden
    n_params = model.num_params()
    hw = hardware(device) + (", bf16 autocast" if use_bf16 else ", fp32")
    print(f"model {cfg.n_layer}x{cfg.n_embd}x{cfg.n_head}h vocab {cfg.vocab_size}: {n_params:,} params on {hw}", flush=True)
    print(f"train {len(train)} samples / {len(train.tokens):,} tokens; heldout {len(held)} samples", flush=True)

    stop = {"signal": False}  # SIGTERM/SIGINT: finish the step, save, exit cleanly
    for s in (signal.SIGTERM, signal.SIGINT):
        signal.signal(s, lambda *_: stop.update(signal=True))
    eval_ids = eval_subset(held, a.eval_tokens)
    train_ids = [i for i in range(len(train)) if train.lengths[i] > 1]
    t0 = time.time()
    last_ckpt = t0
    elapsed = lambda: prior_elapsed + time.time() - t0
    win_loss, win_n, win_tok, win_secs = 0.0, 0, 0, 0.0
    report = {"config": cfg.to_dict(), "params": n_params, "hardware": hw, "data": os.path.abspath(a.data),
              "args": vars(a), "evals": []}
    rpath = os.path.join(a.out, "train_report.json")
    if state and os.path.exists(rpath):  # keep the eval history across resumes
        with open(rpath) as f:
            report["evals"] = json.load(f).get("evals", [])

    def progress():
        p = [(step - phase["step"]) / a.max_steps] if a.max_steps else []
        p += [(elapsed() - phase["elapsed"]) / (a.minutes * 60)] if a.minutes else []
        return max(p)

    def checkpoint():
        save_ckpt(ckpt_path, {"model": model.state_dict(), "optimizer": opt.state_dict(), "step": step,
                              "tokens_seen": tokens_seen, "elapsed": elapsed(), "train_seconds": train_secs, "epoch": epoch,
                              "batch_pos": batch_pos, "config": cfg.to_dict(), "args": vars(a), "meta": meta, "phase": phase})

    def write_report(final_train_loss, ev):
        # tokens/s = real (non-padding) input tokens, context included, per second of training steps.
        report.update(steps=step, tokens_seen=tokens_seen, wall_seconds=round(elapsed(), 1),
                      train_seconds=round(train_secs, 1), tokens_per_second=round(tokens_seen / max(1e-9, train_secs), 1),
                      final_train_loss=final_train_loss, heldout=ev)
        report["evals"].append({"step": step, "tokens_seen": tokens_seen, "loss": ev["loss"]})
        with open(rpath, "w") as f:
            json.dump(report, f, indent=2)

    last_loss = None
    model.train()
    batches, batches_epoch = None, -1
    while progress() < 1.0 and not stop["signal"]:
        if batches_epoch != epoch:  # each epoch's order is a function of (seed, epoch): resumable
            batches = make_batches(train.lengths, train_ids, a.batch_tokens, np.random.default_rng(a.seed * 1000 + epoch))
            batches_epoch = epoch
        if batch_pos >= len(batches):
            epoch, batch_pos = epoch + 1, 0
            continue
        t_step = time.time()
        x, y, yk, n_real = collate(train, batches[batch_pos], train_kinds)
        batch_pos += 1
        if not (y != IGNORE).any():
            continue  # no loss-carrying target in this batch: nothing to learn, and CE would be NaN
        x, y = x.to(device, non_blocking=True), y.to(device, non_blocking=True)
        lr = lr_at(a, step - phase["step"], progress())
        for g in opt.param_groups:
            g["lr"] = lr
        with amp():
            h, _ = fwd(x)
            sel = y != IGNORE
            # Logits only where the target carries loss: the 4097-wide head is a big share of the FLOPs.
            logits = F.linear(h[sel], model.lm_head.weight)
        nll = F.cross_entropy(logits.float(), y[sel], reduction="none")
        if owner_id is None:
            loss = pet_loss = nll.mean()
        else:
            # The pet's loss as before, plus the owner's words' mean loss at a small weight.
            is_owner = yk.to(device, non_blocking=True)[sel] == owner_id
            pet_loss = nll[~is_owner].mean() if (~is_owner).any() else nll.new_zeros(())
            loss = pet_loss + (a.owner_weight * nll[is_owner].mean() if is_owner.any() else 0.0)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        loss_val = pet_loss.item()  # the pet's loss, comparable across runs; also syncs the GPU
        step += 1
        tokens_seen += n_real
        dt = time.time() - t_step  # step time only: evals and checkpoints are not throughput
        train_secs += dt
        win_loss, win_n, win_tok, win_secs = win_loss + loss_val, win_n + 1, win_tok + n_real, win_secs + dt
        if step % a.log_every == 0:
            last_loss = win_loss / win_n
            print(f"step {step} | tokens {tokens_seen:,} | loss {last_loss:.4f} | lr {lr:.2e} | "
                  f"{win_tok / win_secs:,.0f} tok/s | {elapsed() / 60:.1f} min", flush=True)
            win_loss, win_n, win_tok, win_secs = 0.0, 0, 0, 0.0
        if a.eval_every and step % a.eval_every == 0:
            ev = evaluate(model, held, eval_ids, a.batch_tokens, device, amp, kinds_of, lossy_ids)
            print(f"eval step {step} | heldout loss {ev['loss']:.4f} | " + " ".join(
                f"{kinds_of[int(k)]}={v['loss']:.3f}" for k, v in ev["per_kind"].items() if v["loss"] is not None), flush=True)
            write_report(last_loss, ev)
        if time.time() - last_ckpt > a.ckpt_minutes * 60:
            checkpoint()
            last_ckpt = time.time()
    if win_n:
        last_loss = win_loss / win_n
    checkpoint()
    if "heldout" not in report or report["evals"][-1]["step"] != step:
        ev = evaluate(model, held, eval_ids, a.batch_tokens, device, amp, kinds_of, lossy_ids)
        write_report(last_loss, ev)
    ev = report["heldout"]
    print(f"done: {step} steps, {tokens_seen:,} tokens, {elapsed() / 60:.1f} min, "
          f"{report['tokens_per_second']:,.0f} tok/s overall; heldout loss {ev['loss']:.4f}", flush=True)
    print(json.dumps({k: v["loss"] for k, v in ev["per_kind"].items()}), flush=True)
    print(f"wrote {ckpt_path} and {os.path.join(a.out, 'train_report.json')}", flush=True)


if __name__ == "__main__":
    main()
