#!/bin/sh
# The runner's entrypoint where its container gets a cgroup of its own to write (cgroup v2, a
# private cgroup namespace, the cgroup mounted writable: Docker's writable-cgroups, CRI-O's
# cgroup2-mount-hierarchy-rw). It hands that cgroup to the runner's user, then starts "$@" as
# that user:
#   <cgroup>/runner     the runner's own processes (a leaf: v2 puts no process beside children)
#   <cgroup>/sandboxes  ROLLGATE_SANDBOX_CGROUP_PARENT: one child per sandbox, memory, pids and cpu
# Started as root (of the container's user namespace, or with CHOWN, SETUID, SETGID and SETPCAP
# only); the runner itself runs as RUNNER_UID with no capability left. Where the cgroup is not
# writable it changes nothing, and ROLLGATE_SANDBOX_REQUIRE_LIMITS decides whether sandboxes
# may start without limits.
set -eu
root="${ROLLGATE_CGROUP_ROOT:-/sys/fs/cgroup}"
uid="${RUNNER_UID:-10001}"
gid="${RUNNER_GID:-$uid}"

# Every step must succeed, or nothing is delegated (and the runner says so through its sandboxes).
delegate() {
  [ -f "$root/cgroup.controllers" ] && [ -w "$root/cgroup.procs" ] || return 1
  mkdir -p "$root/runner" "$root/sandboxes" 2>/dev/null || return 1
  echo $$ > "$root/runner/cgroup.procs" || return 1
  for controller in memory pids cpu; do
    grep -qw "$controller" "$root/cgroup.controllers" || continue
    echo "+$controller" > "$root/cgroup.subtree_control" || return 1
    echo "+$controller" > "$root/sandboxes/cgroup.subtree_control" || return 1
  done
  # Moves between runner/ and sandboxes/ are checked against their common ancestor's cgroup.procs.
  chown "$uid:$gid" "$root" "$root/cgroup.procs" "$root/cgroup.threads" || return 1
  chown -R "$uid:$gid" "$root/runner" "$root/sandboxes" || return 1
}

if delegate 2>/dev/null; then
  export ROLLGATE_SANDBOX_CGROUP_PARENT="${ROLLGATE_SANDBOX_CGROUP_PARENT:-$root/sandboxes}"
  echo "runner-cgroups: sandboxes' cgroups under $ROLLGATE_SANDBOX_CGROUP_PARENT" >&2
else
  echo "runner-cgroups: $root is not a writable cgroup v2 hierarchy; no cgroup delegated" >&2
fi
if [ "$(id -u)" = 0 ] && [ "$uid" != 0 ]; then
  exec setpriv --reuid="$uid" --regid="$gid" --clear-groups --inh-caps=-all --bounding-set=-all -- "$@"
fi
exec "$@"
