#!/usr/bin/env bash
# The recipe cannot rot: generate a little data, train a tiny model a few steps, export,
# quantize, and run the parity and transformers.js tests on it (npm run smoke; under 3 minutes).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
work="$(mktemp -d -t tokenling-ci-smoke-XXXXXX)"
trap 'rm -rf "$work"' EXIT
echo "== generate a little training data -> $work/data"
npx tsx models/recipe/generate.ts --train 60 --heldout 10 --seed 3 --out "$work/data"
models/recipe/smoke.sh "$work/data" "$work"
echo "== tokenizer files -> $work/model"
npx tsx models/recipe/tokenizer/make-tokenizer.ts --out "$work/model"
echo "== parity (onnxruntime-web vs PyTorch) and transformers.js on the smoke model"
TOKENLING_PARITY_MODEL="$work/model" npx vitest run test/brain/parity.test.ts test/brain/transformers.test.ts
echo "== smoke OK"
