#!/usr/bin/env bash
# One training phase, end to end, the same on this CPU and on a CUDA GPU:
# data -> train (from the shipped weights, a fresh schedule) -> export -> quantize -> parity -> eval (the probe set, the
# format metrics, and the blind sets: body and name questions, told facts and memory questions, requests to act,
# thanks, praise, feelings and questions outside the pet's world; remembering like a friend; what children ask a pet).
#
#   models/recipe/phase.sh SEED MINUTES [TRAIN_SAMPLES] [OUT_MODEL_DIR]
#     e.g. models/recipe/phase.sh 9 100                       # this 2-core box (bf16 where the CPU has it)
#          DEVICE=cuda BATCH_TOKENS=32768 LR=1e-3 models/recipe/phase.sh 9 12 200000   # a large GPU
#
# It writes models/recipe/out$SEED (data, git-ignored), models/recipe/runs/phase$SEED (checkpoints,
# git-ignored) and the model folder (default models/tokenling-mini), then prints the probe set's fit.
# Resumable: rerun with RESUME=1 to continue a stopped run from its checkpoint. EVAL=0 stops after the parity check,
# for a box where the evals would not fit beside the training's time.
set -euo pipefail
SEED="${1:?usage: phase.sh SEED MINUTES [TRAIN_SAMPLES] [OUT_MODEL_DIR]}"
MINUTES="${2:?minutes}"
SAMPLES="${3:-40000}"
MODEL="${4:-models/tokenling-mini}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
PY="${PYTHON:-/usr/bin/python3}"
DEVICE="${DEVICE:-auto}"
BATCH_TOKENS="${BATCH_TOKENS:-8192}"
LR="${LR:-6e-4}"
OWNER_WEIGHT="${OWNER_WEIGHT:-0}"  # the owner's words' loss weight (train.py --owner-weight); none, as the model card's training table explains
DATA="$HERE/out$SEED"
RUN="$HERE/runs/phase$SEED"
cd "$ROOT"

if [[ ! -f "$DATA/meta.json" ]]; then
  echo "== data: $SAMPLES samples, seed $SEED -> $DATA"
  npx tsx "$HERE/generate.ts" --train "$SAMPLES" --heldout 500 --seed "$SEED" --asleep-share 0.25 --out "$DATA"
fi
if [[ "${RESUME:-0}" != 1 ]]; then
  echo "== weights: the shipped model ($MODEL) -> $RUN"
  "$PY" "$HERE/from_onnx.py" --model "$MODEL" --out "$RUN"
  PHASE=(--new-phase)
else
  PHASE=()
fi
echo "== train: $MINUTES min on $DEVICE"
"$PY" "$HERE/train.py" --data "$DATA" --out "$RUN" --layers 4 --width 256 --heads 4 --lr "$LR" --warmup 150 \
  --minutes "$MINUTES" --eval-every 1000 --batch-tokens "$BATCH_TOKENS" --owner-weight "$OWNER_WEIGHT" --device "$DEVICE" --resume "${PHASE[@]}"
echo "== export, quantize, parity -> $MODEL"
"$PY" "$HERE/export.py" --ckpt "$RUN/ckpt.pt" --out "$MODEL"
"$PY" "$HERE/quantize.py" --model "$MODEL"
"$PY" "$HERE/parity_fixture.py" --ckpt "$RUN/ckpt.pt" --data "$DATA" --out "$MODEL"
cp "$RUN/train_report.json" "$MODEL/train_report.json"
if [[ "${EVAL:-1}" != 1 ]]; then
  echo "== eval skipped (EVAL=0): run the eval.ts lines below by hand"
  exit 0
fi
echo "== eval: the probe set and the format metrics"
npx tsx "$HERE/eval.ts" --model "$MODEL" --n 100 --probe-samples 3 --out "$MODEL/eval.json"
echo "== eval: the second blind set (body and name questions)"
npx tsx "$HERE/eval.ts" --model "$MODEL" --only probes --probe-samples 3 --probes "$HERE/probe/blind-questions.json" --out "$MODEL/eval-blind.json"
npx tsx "$HERE/eval.ts" --model "$MODEL" --only probes --probe-samples 3 --probes "$HERE/probe/blind-memory.json" --out "$MODEL/eval-blind-memory.json"
npx tsx "$HERE/eval.ts" --model "$MODEL" --only probes --probe-samples 3 --probes "$HERE/probe/blind-acts.json" --out "$MODEL/eval-blind-acts.json"
npx tsx "$HERE/eval.ts" --model "$MODEL" --only probes --probe-samples 3 --probes "$HERE/probe/blind-feelings.json" --out "$MODEL/eval-blind-feelings.json"
npx tsx "$HERE/eval.ts" --model "$MODEL" --only probes --probe-samples 3 --probes "$HERE/probe/blind-friend.json" --out "$MODEL/eval-blind-friend.json"
npx tsx "$HERE/eval.ts" --model "$MODEL" --only probes --probe-samples 3 --probes "$HERE/probe/blind-life.json" --out "$MODEL/eval-blind-life.json"
