#!/bin/sh
# Starts redis-server with Rollgate's ACL users, built from the environment, then its arguments.
#   REDIS_GATEWAY_PASSWORD, REDIS_RUNNER_PASSWORD, REDIS_EXPORTER_PASSWORD  (required)
#   ROLLGATE_NAMESPACE   key prefix the gateway and runner users are confined to (default rollgate)
#   REDIS_ACL_FILE       where the ACL file is written (default /run/redis/users.acl: a tmpfs)
# The default user is off, with no password: no connection can use it, and every connection
# authenticates as one of
#   gateway, runner  Rollgate's keys and channels ({ns}:*) only; no @dangerous command but INFO
#                    (FLUSHALL, CONFIG, KEYS, DEBUG, MONITOR, ACL, SHUTDOWN, ...)
#   exporter         redis_exporter and the health checks: INFO, PING and read-only statistics
# The default user's own rules (all keys and commands) are those of the client replaying the
# append-only file at start: Redis checks a replayed MULTI/EXEC (how the AOF records a script's
# writes) against them, and with fewer it drops every such transaction from the data it loads.
# Passwords are stored as SHA-256 hashes; one with whitespace, a placeholder (change-me...) or one under
# 16 characters stops Redis, as the gateway and runners refuse theirs.
# Used by docker-compose.yml and by the Helm chart (files/start-redis.sh links here).
set -eu
ns="${ROLLGATE_NAMESPACE:-rollgate}"
acl="${REDIS_ACL_FILE:-/run/redis/users.acl}"

hashed() {
  case "$2" in
    "" | *[[:space:]]*) echo "start-redis: $1 is empty or holds whitespace" >&2; exit 1 ;;
    *[Cc][Hh][Aa][Nn][Gg][Ee][-_][Mm][Ee]* | *[Cc][Hh][Aa][Nn][Gg][Ee][Mm][Ee]* | *[Rr][Ee][Pp][Ll][Aa][Cc][Ee][-_][Mm][Ee]*)
      echo "start-redis: $1 is a placeholder: set a real password" >&2; exit 1 ;;
  esac
  if [ "${#2}" -lt 16 ]; then echo "start-redis: $1 is shorter than 16 characters" >&2; exit 1; fi
  printf '#%s' "$(printf '%s' "$2" | sha256sum | cut -d' ' -f1)"
}

gateway=$(hashed REDIS_GATEWAY_PASSWORD "${REDIS_GATEWAY_PASSWORD:-}")
runner=$(hashed REDIS_RUNNER_PASSWORD "${REDIS_RUNNER_PASSWORD:-}")
exporter=$(hashed REDIS_EXPORTER_PASSWORD "${REDIS_EXPORTER_PASSWORD:-}")
umask 077
mkdir -p "$(dirname "$acl")"
cat > "$acl" <<ACL
user default off resetpass ~* &* +@all
user gateway on $gateway resetkeys ~$ns:* resetchannels &$ns:* +@all -@dangerous +info
user runner on $runner resetkeys ~$ns:* resetchannels &$ns:* +@all -@dangerous +info
user exporter on $exporter resetkeys resetchannels -@all +@connection +ping +info +config|get +client|list +slowlog|get +slowlog|len +latency|latest +latency|histogram +memory|stats +cluster|info +dbsize +select
ACL
# The official image's entrypoint drops root for the redis user; elsewhere run redis-server itself.
if command -v docker-entrypoint.sh >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] && chown redis:redis "$acl"
  exec docker-entrypoint.sh redis-server --aclfile "$acl" "$@"
fi
exec redis-server --aclfile "$acl" "$@"
