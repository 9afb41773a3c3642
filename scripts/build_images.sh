#!/usr/bin/env bash
# Builds Rollgate's images with the engine's CLI, from the repository root, each step cached
# (a rebuild with unchanged requirements takes seconds):
#   rollgate:dev, rollgate-vllm-cpu:dev         deploy/docker/Dockerfile, vllm-cpu.Dockerfile
#   rollgate-redis:dev, rollgate-redis-exporter:dev, rollgate-prometheus:dev
#                                               deploy/docker/debian-services.Dockerfile
#
#   scripts/build_images.sh [IMAGE...]    IMAGE: rollgate vllm-cpu redis redis-exporter prometheus
#                                         (default: all)
#
#   ENGINE        podman (default) or docker
#   PYTHON_IMAGE  the Python base of the first two; unset: scripts/debian_base.sh builds one from
#                 Debian's packages (no registry needed), also the base of the Debian services
#   DEBIAN_IMAGE  the base of the Debian services (default: the same as PYTHON_IMAGE)
#   CA_BUNDLE     a CA bundle pip must trust inside the builds (TLS-inspecting proxies), passed
#                 as the build secret `ca`, never stored in an image
#   WHEELS_DIR    a directory of wheels served as the builds' only package index, on
#                 127.0.0.1:WHEELS_PORT (default 8765) for the builds' duration (the builds then
#                 use the host's network); default: scripts/wheelhouse.sh's, the wheels set-up
#                 installed (fetched and built once per machine); WHEELS_DIR= (empty): none, the
#                 builds' pip fetches from PyPI and TORCH_INDEX and compiles the sdists itself
#   TORCH_INDEX   without WHEELS_DIR, the index of the CPU torch wheel (default: the Dockerfiles')
#   TAG           the tag of every image (default dev)
# Prints each image's build time on stderr.
set -euo pipefail
cd "$(dirname "$0")/.."
engine="${ENGINE:-podman}"
tag="${TAG:-dev}"
images=("$@")
[ ${#images[@]} -gt 0 ] || images=(rollgate vllm-cpu redis redis-exporter prometheus)

base="${PYTHON_IMAGE:-}"
[ -n "$base" ] || base="$(ENGINE="$engine" scripts/debian_base.sh)"
debian="${DEBIAN_IMAGE:-$base}"

args=(--build-arg "PYTHON_IMAGE=$base" --build-arg "DEBIAN_IMAGE=$debian")
[ -z "${CA_BUNDLE:-}" ] || args+=(--secret "id=ca,src=$CA_BUNDLE")
[ -z "${TORCH_INDEX:-}" ] || args+=(--build-arg "TORCH_INDEX=$TORCH_INDEX")

server=""
cleanup() { [ -z "$server" ] || kill "$server" 2>/dev/null || true; [ -z "${index:-}" ] || rm -rf "$index"; }
trap cleanup EXIT
[ -n "${WHEELS_DIR+set}" ] || WHEELS_DIR="$(scripts/wheelhouse.sh)"
if [ -n "$WHEELS_DIR" ]; then
  # A PEP 503 index of the directory: one folder per normalised project name, links to the wheels.
  index="$(mktemp -d "${TMPDIR:-/tmp}/rollgate-wheels.XXXXXX")"
  for wheel in "$WHEELS_DIR"/*.whl; do
    project="$(basename "$wheel" | cut -d- -f1 | tr 'A-Z_.' 'a-z--')"
    mkdir -p "$index/$project" && ln -sf "$(realpath "$wheel")" "$index/$project/"
  done
  # A fixed port: the index's URL is a build argument, part of the pip step's cache key.
  port="${WHEELS_PORT:-8765}"
  python3 -m http.server --bind 127.0.0.1 --directory "$index" "$port" >/dev/null 2>&1 &
  server=$!
  for _ in $(seq 50); do python3 -c "import urllib.request as u; u.urlopen('http://127.0.0.1:$port/', timeout=1)" 2>/dev/null && break; sleep 0.1; done
  kill -0 "$server" 2>/dev/null || { echo "build_images: cannot serve $WHEELS_DIR on 127.0.0.1:$port (WHEELS_PORT)" >&2; exit 1; }
  args+=(--network host --build-arg "PIP_INDEX_URL=http://127.0.0.1:$port/" --build-arg "TORCH_INDEX=http://127.0.0.1:$port/")
fi

build() {  # NAME DOCKERFILE [TARGET]
  local start=$SECONDS target=()
  [ -z "${3:-}" ] || target=(--target "$3")
  "$engine" build "${args[@]}" "${target[@]}" -f "$2" -t "$1:$tag" . >&2
  echo "build_images: $1:$tag built in $((SECONDS - start)) s" >&2
}

for image in "${images[@]}"; do
  case "$image" in
    rollgate) build rollgate deploy/docker/Dockerfile ;;
    vllm-cpu) build rollgate-vllm-cpu deploy/docker/vllm-cpu.Dockerfile ;;
    redis | redis-exporter | prometheus) build "rollgate-$image" deploy/docker/debian-services.Dockerfile "$image" ;;
    *) echo "build_images: unknown image $image" >&2; exit 2 ;;
  esac
done
