#!/usr/bin/env bash
# CI smoke run of the whole recipe (< 3 min on 2 CPU cores):
#   models/recipe/smoke.sh DATA_DIR [WORK_DIR]
# trains a tiny GPT-2 (2 layers, width 64, 2 heads) for 30 steps on DATA_DIR, exports it to
# WORK_DIR/model (config.json, generation_config.json, onnx/model.onnx), quantizes it to
# onnx/model_quantized.onnx and writes WORK_DIR/model/parity.json. Exits non-zero on any failure.
set -euo pipefail

DATA="${1:?usage: smoke.sh DATA_DIR [WORK_DIR]}"
WORK="${2:-$(mktemp -d -t tokenling-smoke-XXXXXX)}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PY="${PYTHON:-/usr/bin/python3}"
export OMP_NUM_THREADS="${OMP_NUM_THREADS:-2}"

for f in meta.json train.tokens.u16 train.kinds.u8 train.index.u32 heldout.tokens.u16 heldout.kinds.u8 heldout.index.u32; do
  [[ -f "$DATA/$f" ]] || { echo "smoke: missing $DATA/$f" >&2; exit 1; }
done
mkdir -p "$WORK"
start=$(date +%s)
step() { echo; echo "== smoke [$(( $(date +%s) - start ))s]: $*"; }

step "train 2x64x2h for 30 steps on $DATA -> $WORK/run"
"$PY" "$HERE/train.py" --data "$DATA" --out "$WORK/run" --layers 2 --width 64 --heads 2 \
  --max-steps 30 --warmup 5 --lr 3e-3 --batch-tokens 4096 --eval-every 0 --eval-tokens 20000 --owner-weight 0.25 \
  --log-every 10 --device cpu --threads 2
"$PY" - "$WORK/run/train_report.json" <<'EOF'
import json, math, sys
r = json.load(open(sys.argv[1]))
assert r["steps"] == 30, r["steps"]
assert math.isfinite(r["final_train_loss"]) and math.isfinite(r["heldout"]["loss"]), "loss is not finite"
assert set(r["heldout"]["per_kind"]) == {"0", "1", "2", "3", "4", "5", "6"}, "per-kind held-out losses missing"
print(f"report OK: train loss {r['final_train_loss']:.3f}, held-out loss {r['heldout']['loss']:.3f}")
EOF

step "resume for 5 more steps (checkpoint round trip)"
"$PY" "$HERE/train.py" --data "$DATA" --out "$WORK/run" --resume --max-steps 35 --warmup 5 --lr 3e-3 \
  --batch-tokens 4096 --eval-every 0 --eval-tokens 20000 --log-every 5 --device cpu --threads 2

step "export -> $WORK/model (fp32 ONNX, onnx.checker)"
"$PY" "$HERE/export.py" --ckpt "$WORK/run/ckpt.pt" --out "$WORK/model"

step "quantize -> $WORK/model/onnx/model_quantized.onnx (int8 must be <= 30% of fp32)"
"$PY" "$HERE/quantize.py" --model "$WORK/model"

step "parity fixture + PyTorch KV-cache checks -> $WORK/model/parity.json"
"$PY" "$HERE/parity_fixture.py" --ckpt "$WORK/run/ckpt.pt" --data "$DATA" --out "$WORK/model"

for f in config.json generation_config.json onnx/model.onnx onnx/model_quantized.onnx parity.json; do
  [[ -s "$WORK/model/$f" ]] || { echo "smoke: $WORK/model/$f missing" >&2; exit 1; }
done
step "OK: model folder at $WORK/model"
ls -l "$WORK/model" "$WORK/model/onnx"
