#!/usr/bin/env bash
# A wheel of every pinned requirement (requirements.txt, requirements-nodeps.txt), downloaded or
# built once per machine into $ROLLGATE_HOME/wheelhouse-KEY (KEY: the requirements' and Python's
# hash, as the virtualenv's). Set-up installs the virtualenv from it and scripts/build_images.sh
# serves it to the image builds, so what compiles from an sdist (alfworld's planner, jericho) is
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
echo "$wheels"
