# syntax=docker/dockerfile:1
# Redis, its Prometheus exporter and Prometheus from Debian's packages, for sites where the
# upstream images (Docker Hub) cannot be pulled. One target each:
#   docker build -f deploy/docker/debian-services.Dockerfile --target redis -t rollgate-redis:dev .
#   ... --target redis-exporter, --target prometheus
# docker-compose.yml runs them instead of the upstream images through ROLLGATE_REDIS_IMAGE,
# ROLLGATE_REDIS_EXPORTER_IMAGE and ROLLGATE_PROMETHEUS_IMAGE (scripts/build_images.sh builds
# them). Each behaves as the upstream image does where Compose relies on it: the same ports,
# data directories, users and health-check tools (wget, redis-cli). Debian bookworm's
# versions are older (Redis 7.0, redis_exporter 1.45, Prometheus 2.42) and suffice for
# Rollgate's ACLs, metrics and alert rules (tests/deploy runs them).
ARG DEBIAN_IMAGE=debian:bookworm-slim

FROM ${DEBIAN_IMAGE} AS redis
RUN apt-get update \
 && apt-get install -y --no-install-recommends redis-server \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data && chown redis:redis /data
# Like the official image: it starts as root and its entrypoint runs Redis as the redis user
# (start-redis.sh writes the ACL file first, then hands over to it).
COPY deploy/docker/redis-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
WORKDIR /data
EXPOSE 6379
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["redis-server"]

FROM ${DEBIAN_IMAGE} AS redis-exporter
RUN apt-get update \
 && apt-get install -y --no-install-recommends prometheus-redis-exporter wget \
 && rm -rf /var/lib/apt/lists/*
USER nobody
EXPOSE 9121
ENTRYPOINT ["/usr/bin/prometheus-redis-exporter"]

FROM ${DEBIAN_IMAGE} AS prometheus
RUN apt-get update \
 && apt-get install -y --no-install-recommends prometheus wget \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /prometheus && chown prometheus:prometheus /prometheus
WORKDIR /prometheus
USER prometheus
EXPOSE 9090
ENTRYPOINT ["/usr/bin/prometheus"]
CMD ["--config.file=/etc/prometheus/prometheus.yml", "--storage.tsdb.path=/prometheus"]
