#!/usr/bin/env bash
# A wheel of every pinned requirement (requirements.txt, requirements-nodeps.txt; beside them the
# env adapters' adapters/*/*/requirements.txt), downloaded or built once per machine into
# $ROLLGATE_HOME/wheelhouse-KEY (KEY: the first two files' and Python's hash, as the
# virtualenv's). Set-up installs the virtualenv from it and scripts/build_images.sh serves it to
# the image builds, so what compiles from an sdist (alfworld's planner, jericho) is
# compiled once and nothing is downloaded twice. Prints the directory on stdout.
#
#   scripts/wheelhouse.sh [PYTHON]     PYTHON: the interpreter whose pip fetches and builds the
#                                      wheels (default: the set-up's virtualenv, else python3.11)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
home="${ROLLGATE_HOME:-$HOME/.cache/rollgate}"
python="${1:-}"
[[ -n "$python" ]] || python="$(cat "$ROOT/.venv-path" 2>/dev/null)/bin/python"
[[ -x "$python" ]] || python="python3.11"

key="$({ cat "$ROOT/requirements.txt" "$ROOT/requirements-nodeps.txt"; "$python" -V; } | sha256sum | cut -c1-12)"
wheels="$home/wheelhouse-$key"
mkdir -p "$home"
exec 8>"$home/.wheelhouse.lock" && flock 8  # set-up and an image build may ask at once
if [[ ! -f "$wheels/.complete" ]]; then
  echo "wheelhouse: fetching and building the pinned wheels into $wheels" >&2
  partial="$(mktemp -d "$home/.wheelhouse-$key.XXXXXX")"
  trap 'rm -rf "$partial"' EXIT
  "$python" -m pip wheel -q --no-deps -r "$ROOT/requirements.txt" -r "$ROOT/requirements-nodeps.txt" \
    -w "$partial" >&2
  touch "$partial/.complete"
  rm -rf "$wheels" && mv "$partial" "$wheels"
  # Those of other requirements (1 to 2 GB each) go: a checkout that needs one again rebuilds it
  # from pip's cache in a minute or two.
  find "$home" -maxdepth 1 -name 'wheelhouse-*' ! -path "$wheels" -exec rm -rf {} +
fi
# Beside them, the wheels the env adapters of adapters/ pin for their sandboxes: never installed in
# the virtualenv, installed apart by the runner (sandboxes/host/plugin_envs.py) from ROLLGATE_WHEELS.
adapters=("$ROOT"/adapters/*/*/requirements.txt)
fetched="$wheels/.adapters-$(cat "${adapters[@]}" | sha256sum | cut -c1-12)"
if [[ ! -f "$fetched" ]]; then
  echo "wheelhouse: fetching the adapters' pinned wheels" >&2
  "$python" -m pip download -q --no-deps --only-binary :all: -d "$wheels" "${adapters[@]/#/--requirement=}" >&2
  touch "$fetched"
fi
echo "$wheels"
