"""Exports a train.py checkpoint to a Hugging-Face-style folder that transformers.js loads unchanged:
config.json, generation_config.json and onnx/model.onnx (fp32, with KV cache)."""
import argparse
import inspect
import json
import os

import onnx
from onnx import numpy_helper
import torch

from model import GPT2LMHeadModel, GPTConfig

OPSET = 17  # 17 has LayerNormalization as one op; DequantizeLinear per-axis needs >= 13


def load_checkpoint(path):
    state = torch.load(path, map_location="cpu")
    cfg = GPTConfig(**state["config"])
    model = GPT2LMHeadModel(cfg)
    model.load_state_dict(state["model"])
    return model.eval(), state


def hf_config(cfg: GPTConfig, eot: int):
    # Same keys as a Hugging Face GPT-2 config.json; dropout is 0 because nothing trains from here.
    return {
        "architectures": ["GPT2LMHeadModel"], "model_type": "gpt2",
        "vocab_size": cfg.vocab_size, "n_positions": cfg.n_positions, "n_ctx": cfg.n_positions,
        "n_embd": cfg.n_embd, "n_layer": cfg.n_layer, "n_head": cfg.n_head, "n_inner": None,
        "activation_function": "gelu_new", "layer_norm_epsilon": cfg.layer_norm_epsilon,
        "initializer_range": 0.02, "resid_pdrop": 0.0, "embd_pdrop": 0.0, "attn_pdrop": 0.0,
        "scale_attn_weights": True, "scale_attn_by_inverse_layer_idx": False, "reorder_and_upcast_attn": False,
        "bos_token_id": eot, "eos_token_id": eot, "tie_word_embeddings": True, "use_cache": True,
        "torch_dtype": "float32", "transformers_version": "4.46.0",
    }


class OnnxWrapper(torch.nn.Module):
    """Flat positional signature for torch.onnx.export: ids, mask, positions, past k/v..., keep."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, input_ids, attention_mask, position_ids, *rest):
        past_flat, keep = rest[:-1], rest[-1]
        past = [(past_flat[2 * i], past_flat[2 * i + 1]) for i in range(len(past_flat) // 2)]
        logits, presents = self.model(input_ids, past, attention_mask, position_ids, keep)
        return (logits,) + tuple(t for kv in presents for t in kv)


def export_onnx(model, path, keep_input=True):
    cfg = model.config
    hd = cfg.n_embd // cfg.n_head
    B, T, P = 2, 3, 4  # nonzero everywhere so the tracer cannot specialise a size to 0 or 1
    ids = torch.randint(0, cfg.vocab_size, (B, T))
    mask = torch.ones(B, P + T, dtype=torch.long)
    pos = torch.arange(P, P + T)[None].repeat(B, 1)
    past = [torch.randn(B, cfg.n_head, P, hd) * 0.1 for _ in range(2 * cfg.n_layer)]
    keep = torch.tensor(0, dtype=torch.long)
    # Dim names: transformers.js builds the empty first-step cache from the input metadata:
    # "batch_size" resolves to the batch, any other symbolic dim to 0, numbers stay as they are,
    # so n_head and head_dim must stay static and the batch dim must be called "batch_size".
    names_in = ["input_ids", "attention_mask", "position_ids"]
    names_out = ["logits"]
    axes = {"input_ids": {0: "batch_size", 1: "sequence_length"},
            "attention_mask": {0: "batch_size", 1: "total_sequence_length"},
            "position_ids": {0: "batch_size", 1: "sequence_length"},
            "logits": {0: "batch_size", 1: "logits_length"}}
    for i in range(cfg.n_layer):
        for kv in ("key", "value"):
            names_in.append(f"past_key_values.{i}.{kv}")
            names_out.append(f"present.{i}.{kv}")
            axes[names_in[-1]] = {0: "batch_size", 2: "past_sequence_length"}
            axes[names_out[-1]] = {0: "batch_size", 2: "total_sequence_length"}
    args = (ids, mask, pos, *past, keep)
    if keep_input:
        names_in.append("num_logits_to_keep")
    wrapper = OnnxWrapper(model).eval()
    if not keep_input:  # bake "all logits" in: the graph then has no num_logits_to_keep input
        wrapper = _NoKeep(wrapper)
        args = args[:-1]
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with torch.no_grad():
        # The TorchScript exporter: model.py's export-only code (keep_reshape, Conv1D's MatMul) keys on
        # torch.jit.is_tracing(), which the dynamo exporter (the default from torch 2.9) never sets.
        legacy = {"dynamo": False} if "dynamo" in inspect.signature(torch.onnx.export).parameters else {}
        torch.onnx.export(wrapper, args, path, input_names=names_in, output_names=names_out,
                          dynamic_axes=axes, opset_version=OPSET, do_constant_folding=True, **legacy)
    m = _drop_zero_gemm_bias(onnx.load(path))
    if keep_input:
        m = _step_presents(m, cfg)
    onnx.save(m, path)
    onnx.checker.check_model(m, full_check=True)
    _check_signature(m, cfg)
    return m


class _NoKeep(torch.nn.Module):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def forward(self, *args):
        return self.inner(*args, None)


def _drop_zero_gemm_bias(m):
    """Removes the lm_head's all-zero Gemm bias (C is optional): vocab_size fewer floats to ship."""
    consts = {n.output[0]: n for n in m.graph.node if n.op_type == "Constant"}
    for n in m.graph.node:
        if n.op_type == "Gemm" and len(n.input) == 3 and n.input[2] in consts:
            c = numpy_helper.to_array(consts[n.input[2]].attribute[0].t)
            if not c.any():
                del n.input[2]
    used = {i for n in m.graph.node for i in n.input} | {o.name for o in m.graph.output}
    keep = [n for n in m.graph.node if n.op_type != "Constant" or n.output[0] in used]
    del m.graph.node[:]
    m.graph.node.extend(keep)
    return m


def _step_presents(m, cfg):
    """Lets a caller ask for the new keys and values only. The exporter's Concat(past, new) of every
    present.N.key/value moves into one If on num_logits_to_keep < 0, at the end of the graph: its then-branch
    hands back the new tokens' keys and values alone, its else-branch the usual Concat. transformers.js
    (k >= 0) sees the Hugging Face layout unchanged, with one copy of the cache a step as before; our runtime
    (k < 0) keeps its cache in place and feeds it back with the unused slots masked out (src/brain/lm.ts).
    The attention reads past and new separately (model.py), so nothing else depends on the Concat.

    One If for all presents: an If per present cost a subgraph call each on every decode step, and a
    branch-free Concat(Slice(past, 0, m), new) made transformers.js copy its whole cache twice a step
    (onnxruntime's Slice always writes a new tensor)."""
    F, I64 = onnx.TensorProto.FLOAT, onnx.TensorProto.INT64
    m.graph.initializer.append(onnx.helper.make_tensor("step_zero", I64, [], [0]))
    outs = {o.name for o in m.graph.output if o.name.startswith("present.")}
    hd = cfg.n_embd // cfg.n_head
    vi = lambda nm: onnx.helper.make_tensor_value_info(nm, F, ["b", cfg.n_head, "t", hd])
    kept, joins, step_nodes, all_nodes, step_outs, all_outs = [], [], [], [], [], []
    for n in m.graph.node:
        if n.op_type == "Concat" and len(n.output) == 1 and n.output[0] in outs and n.input[0].startswith("past_key_values."):
            axis = next(a.i for a in n.attribute if a.name == "axis")
            assert axis == 2, f"{n.output[0]}: Concat on axis {axis}, expected the sequence axis 2"
            name, new = n.output[0], n.input[1]
            joins.append(name)
            step_nodes.append(onnx.helper.make_node("Identity", [new], [name + ".step"]))
            step_outs.append(vi(name + ".step"))
            all_nodes.append(onnx.helper.make_node("Concat", list(n.input), [name + ".all"], axis=axis))
            all_outs.append(vi(name + ".all"))
        else:
            kept.append(n)
    assert len(joins) == 2 * cfg.n_layer, f"found {len(joins)} presents, expected {2 * cfg.n_layer}"
    then_g = onnx.helper.make_graph(step_nodes, "presents_step", [], step_outs)
    else_g = onnx.helper.make_graph(all_nodes, "presents_all", [], all_outs)
    kept.append(onnx.helper.make_node("Less", ["num_logits_to_keep", "step_zero"], ["step_only"], name="step_only"))
    kept.append(onnx.helper.make_node("If", ["step_only"], joins, name="presents_If", then_branch=then_g, else_branch=else_g))
    del m.graph.node[:]
    m.graph.node.extend(kept)
    return m


def _check_signature(m, cfg):
    """Asserts the graph's inputs/outputs and static dims are what transformers.js expects."""
    hd = cfg.n_embd // cfg.n_head

    def dims(vi):
        return [d.dim_param or d.dim_value for d in vi.type.tensor_type.shape.dim]

    ins = {i.name: i for i in m.graph.input}
    for i in range(cfg.n_layer):
        for kv in ("key", "value"):
            d = dims(ins[f"past_key_values.{i}.{kv}"])
            assert d[0] == "batch_size" and d[1] == cfg.n_head and d[3] == hd and isinstance(d[2], str), d
    for name in ("input_ids", "attention_mask", "position_ids"):
        assert ins[name].type.tensor_type.elem_type == onnx.TensorProto.INT64, name
    big = [t.name for t in m.graph.initializer if list(t.dims) in ([cfg.vocab_size, cfg.n_embd], [cfg.n_embd, cfg.vocab_size])]
    assert len(big) == 1, f"token embedding stored {len(big)} times: {big}"  # tied head must not duplicate wte


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--ckpt", required=True, help="train.py's ckpt.pt")
    ap.add_argument("--out", required=True, help="model folder, e.g. models/tokenling-mini")
    ap.add_argument("--eot", type=int, default=None, help="<|endoftext|> id (default: meta.json's eot from the ckpt)")
    ap.add_argument("--no-logits-to-keep", action="store_true", help="leave out the num_logits_to_keep input")
    ap.add_argument("--torch-weights", action="store_true", help="also write pytorch_model.bin (HF layout)")
    a = ap.parse_args()
    torch.set_num_threads(2)
    model, state = load_checkpoint(a.ckpt)
    cfg = model.config
    eot = a.eot if a.eot is not None else int(state.get("meta", {}).get("eot", cfg.vocab_size - 1))
    os.makedirs(os.path.join(a.out, "onnx"), exist_ok=True)
    with open(os.path.join(a.out, "config.json"), "w") as f:
        json.dump(hf_config(cfg, eot), f, indent=2)
    with open(os.path.join(a.out, "generation_config.json"), "w") as f:
        json.dump({"bos_token_id": eot, "eos_token_id": eot, "pad_token_id": eot,
                   "max_length": cfg.n_positions, "transformers_version": "4.46.0"}, f, indent=2)
    if a.torch_weights:
        torch.save(model.state_dict(), os.path.join(a.out, "pytorch_model.bin"))
    path = os.path.join(a.out, "onnx", "model.onnx")
    m = export_onnx(model, path, keep_input=not a.no_logits_to_keep)
    print(f"exported {path} ({os.path.getsize(path) / 1e6:.2f} MB, opset {OPSET}); onnx.checker OK")
    print("inputs: " + ", ".join(i.name for i in m.graph.input))
    print("outputs: " + ", ".join(o.name for o in m.graph.output))


if __name__ == "__main__":
    main()
