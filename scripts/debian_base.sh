#!/usr/bin/env bash
# Builds a Debian bookworm base image from Debian's packages alone, for sites where Docker Hub
# (python:3.11-slim-bookworm) cannot be reached: debootstrap from a Debian mirror (or a local
# one on an air-gapped site), Python 3.11 with a virtualenv at /opt/venv first on PATH (so
# `python` and `pip` are what the Dockerfiles expect), then `import` into the engine.
#
#   scripts/debian_base.sh [TAG]          default TAG: localhost/rollgate-debian-base:bookworm
#
#   ENGINE          podman (default) or docker: the CLI that imports the image
#   DEBIAN_MIRROR   default http://deb.debian.org/debian; DEBIAN_SECURITY_MIRROR likewise
#                   (empty: none), both written to the image's apt sources
#   FORCE=1         rebuild even if the engine already holds TAG or the root file system is kept
# The root file system is kept as $ROLLGATE_HOME/debian-base-bookworm.tar (default ROLLGATE_HOME
# ~/.cache/rollgate): an engine whose images were removed imports it again in seconds.
# Needs root (debootstrap, chroot) and debootstrap (Debian package). Prints the tag.
set -euo pipefail
tag="${1:-localhost/rollgate-debian-base:bookworm}"
engine="${ENGINE:-podman}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
security="${DEBIAN_SECURITY_MIRROR-http://deb.debian.org/debian-security}"
kept="${ROLLGATE_HOME:-$HOME/.cache/rollgate}/debian-base-bookworm.tar"

import_kept() {  # the image from the kept root file system
  "$engine" import \
    --change 'ENV PATH=/opt/venv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV LANG=C.UTF-8' \
    --change 'CMD ["python"]' \
    "$kept" "$tag" >&2
}

if [ "${FORCE:-0}" != 1 ]; then
  if "$engine" image inspect "$tag" >/dev/null 2>&1; then
    echo "$tag"
    exit 0
  fi
  if [ -f "$kept" ]; then
    import_kept
    echo "$tag"
    exit 0
  fi
fi
command -v debootstrap >/dev/null || { echo "debian_base: debootstrap is not installed (apt-get install debootstrap)" >&2; exit 1; }
[ "$(id -u)" = 0 ] || { echo "debian_base: debootstrap needs root" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/rollgate-base.XXXXXX")"
trap 'rm -rf "$work"' EXIT
root="$work/rootfs"
debootstrap --variant=minbase --include=python3,python3-venv,ca-certificates bookworm "$root" "$mirror" >&2

{
  echo "deb $mirror bookworm main"
  echo "deb $mirror bookworm-updates main"
  [ -z "$security" ] || echo "deb $security bookworm-security main"
} > "$root/etc/apt/sources.list"
# As Debian's official images: no recommends, no documentation, no cache of downloaded packages.
printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' > "$root/etc/apt/apt.conf.d/90rollgate"
chroot "$root" /usr/bin/python3 -m venv /opt/venv
chroot "$root" apt-get clean
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/log/* "$root"/tmp/*

mkdir -p "$(dirname "$kept")"
tar --numeric-owner -C "$root" -cf "$kept.partial" .
mv "$kept.partial" "$kept"
import_kept
echo "$tag"
