"""int8 weight-only quantization with the `onnx` package (no onnxruntime.quantization here).

Every 2-D weight initializer read by MatMul / Gemm (as B) or Gather (as data: wte, wpe) becomes an
int8 initializer with one fp32 scale per output channel, feeding a DequantizeLinear node (opset >= 13
for `axis`) whose output keeps the old name, so the rest of the graph is untouched and
onnxruntime-web (WASM) runs it as is. The tied wte has one copy, read by both Gather and Gemm.
"""
import argparse
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def channel_axis(node, input_pos):
    """The output-channel axis of a weight for this consumer, or None if it is not a weight input."""
    if node.op_type == "MatMul" and input_pos == 1:
        return 1  # [in, out]
    if node.op_type == "Gemm" and input_pos == 1:
        trans_b = next((a.i for a in node.attribute if a.name == "transB"), 0)
        return 0 if trans_b else 1  # transB=1: [out, in] (the tied lm_head on wte)
    if node.op_type == "Gather" and input_pos == 0:
        axis = next((a.i for a in node.attribute if a.name == "axis"), 0)
        return 0 if axis == 0 else None  # one scale per embedding row (token / position)
    return None


def quantize_weight(w, axis):
    """Symmetric per-channel int8: q = round(w / s), s = max|w| / 127 over everything but `axis`."""
    other = tuple(i for i in range(w.ndim) if i != axis)
    amax = np.abs(w).max(axis=other)
    scale = np.where(amax > 0, amax / 127.0, 1.0).astype(np.float32)
    shape = [1] * w.ndim
    shape[axis] = -1
    q = np.clip(np.rint(w / scale.reshape(shape)), -127, 127).astype(np.int8)
    return q, scale


def quantize_model(model, min_elements=1024):
    g = model.graph
    inits = {t.name: t for t in g.initializer}
    graph_inputs = {i.name for i in g.input}
    axes = {}  # initializer name -> set of channel axes its consumers want
    for node in g.node:
        for pos, name in enumerate(node.input):
            if name in inits and name not in graph_inputs:
                ax = channel_axis(node, pos)
                axes.setdefault(name, set()).add(ax)
    new_inits, dq_nodes, done = [], [], []
    for name, wanted in axes.items():
        t = inits[name]
        if len(t.dims) != 2 or t.data_type != TensorProto.FLOAT or int(np.prod(t.dims)) < min_elements:
            continue
        if len(wanted) != 1 or None in wanted:
            print(f"  skip {name}: consumers disagree on the channel axis {wanted}")
            continue
        axis = wanted.pop()
        w = numpy_helper.to_array(t)
        q, scale = quantize_weight(w, axis)
        new_inits += [numpy_helper.from_array(q, name + "_quantized"), numpy_helper.from_array(scale, name + "_scale")]
        # No zero_point input: the spec then uses 0 of x's type (int8), i.e. symmetric.
        dq_nodes.append(helper.make_node("DequantizeLinear", [name + "_quantized", name + "_scale"],
                                         [name], name=name + "_DequantizeLinear", axis=axis))
        err = np.abs(q.astype(np.float32) * scale.reshape([-1 if i == axis else 1 for i in range(2)]) - w).max()
        done.append((name, list(t.dims), axis, float(err)))
    quantized = {d[0] for d in done}
    kept = [t for t in g.initializer if t.name not in quantized]
    del g.initializer[:]
    g.initializer.extend(kept + new_inits)
    nodes = list(g.node)
    del g.node[:]
    g.node.extend(dq_nodes + nodes)  # DQ nodes first keeps the graph topologically sorted
    opset = next(o for o in model.opset_import if o.domain in ("", "ai.onnx"))
    if opset.version < 13:
        raise SystemExit(f"opset {opset.version} < 13: DequantizeLinear has no per-channel axis")
    return done


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--model", required=True, help="model folder (reads onnx/model.onnx) or an .onnx file")
    ap.add_argument("--out", default=None, help="output .onnx (default: onnx/model_quantized.onnx beside the input)")
    ap.add_argument("--max-ratio", type=float, default=0.30, help="fail if int8 size / fp32 size is above this")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()
    src = a.model if a.model.endswith(".onnx") else os.path.join(a.model, "onnx", "model.onnx")
    dst = a.out or os.path.join(os.path.dirname(src), "model_quantized.onnx")
    model = onnx.load(src)
    done = quantize_model(model)
    onnx.checker.check_model(model, full_check=True)
    onnx.save(model, dst)
    for name, dims, axis, err in done if a.verbose else []:
        print(f"  {name} {dims} axis={axis} max|err|={err:.2e}")
    n_fp32, n_int8 = os.path.getsize(src), os.path.getsize(dst)
    ratio = n_int8 / n_fp32
    print(f"quantized {len(done)} weights to int8 (per-channel DequantizeLinear); onnx.checker OK")
    print(f"fp32 {src}: {n_fp32:,} bytes ({n_fp32 / 1e6:.2f} MB)")
    print(f"int8 {dst}: {n_int8:,} bytes ({n_int8 / 1e6:.2f} MB) = {100 * ratio:.1f}% of fp32")
    if ratio > a.max_ratio:
        print(f"FAIL: int8 file is {100 * ratio:.1f}% of fp32, over the {100 * a.max_ratio:.0f}% limit", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
