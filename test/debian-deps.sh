#!/usr/bin/env bash
# Installs the Debian packages the tests need when one is missing (npm test runs this first; so does CI):
# Debian's PyTorch for the model recipe's smoke run (without libopenblas0-pthread torch is ~10x slower),
# Chromium with a colour emoji font for the browser tests (playwright-core drives it; no browser is downloaded),
# and the other engines' smoke (test/browser/engines.test.ts): Firefox ESR, and WebKitGTK's driver with Xvfb.
set -euo pipefail
PACKAGES=(python3-torch python3-onnx python3-numpy libopenblas0-pthread chromium fonts-noto-color-emoji firefox-esr webkit2gtk-driver xvfb)
if /usr/bin/python3 -c 'import torch, onnx, numpy' 2>/dev/null && [ -x /usr/bin/chromium ] && [ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] \
  && [ -x /usr/bin/firefox-esr ] && [ -x /usr/bin/WebKitWebDriver ] && [ -x /usr/bin/Xvfb ]; then
  exit 0
fi
if [ "$(id -u)" = 0 ]; then SUDO=(); elif command -v sudo >/dev/null; then SUDO=(sudo); else
  echo "The tests need Debian packages that are missing. As root, run: apt-get install -y ${PACKAGES[*]}" >&2
  exit 1
fi
echo "Installing the Debian packages the tests need: ${PACKAGES[*]}" >&2
"${SUDO[@]}" apt-get update
"${SUDO[@]}" apt-get install -y "${PACKAGES[@]}"
