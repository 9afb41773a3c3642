#!/bin/sh
# The Debian Redis image's entrypoint (installed as docker-entrypoint.sh), doing what Compose
# and deploy/redis/start-redis.sh rely on in the official image's: started as root, it hands
# /data to the redis user and runs Redis as that user with no capability; as another user it
# runs its arguments as they are. Arguments that start with "-" are redis-server's.
# Starting as root is what lets a container restarted in place (its tmpfs and volumes as the
# engine left them) write files the redis user cannot, before dropping to that user.
set -eu
case "${1:-}" in -*) set -- redis-server "$@" ;; esac
if [ "${1:-}" = redis-server ] && [ "$(id -u)" = 0 ]; then
  find /data \! -user redis -exec chown redis:redis '{}' +
  exec setpriv --reuid=redis --regid=redis --init-groups --inh-caps=-all --bounding-set=-all -- "$@"
fi
exec "$@"
