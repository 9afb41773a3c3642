# Every target first runs scripts/setup.sh: apt packages, the pinned virtualenv (kept outside
# the clone), editable installs and the embedded model; it is quick when all is there.
PY = "$$(cat .venv-path)/bin/python"

.PHONY: setup demo up test test-stack test-fast lint typecheck bench learn proto

setup:
	@bash scripts/setup.sh >/dev/null

# make demo MODEL=smollm2: serve SmolLM2-135M-Instruct, a real pretrained chat model, built on first
# use (scripts/build_smollm2.py); MODEL=DIR: any local Hugging Face model folder.
# make demo ENV=webshop: play another environment (alfworld, webshop, swe, search); DTYPE=bfloat16:
# serve in bfloat16 (faster on CPUs with AVX-512 BF16 or AMX).
DEMO_ARGS = $(if $(ENV),--env "$(ENV)") $(if $(DTYPE),--dtype "$(DTYPE)")
demo: setup
ifeq ($(MODEL),smollm2)
	@model="$$($(PY) scripts/build_smollm2.py)" && $(PY) scripts/demo.py $(DEMO_ARGS) --model "$$model"
else
	@$(PY) scripts/demo.py $(DEMO_ARGS) $(if $(MODEL),--model "$(MODEL)")
endif

# make up: a local stack that stays up until Ctrl-C (Redis, worker, gateway, runner, retriever);
# it prints the HTTP, gRPC and UI addresses and the token's file. MODEL and DTYPE as for demo,
# WORKERS=2 RUNNERS=2, WARM=countdown,search (the envs whose sandboxes start warm).
UP_ARGS = $(if $(WORKERS),--workers "$(WORKERS)") $(if $(RUNNERS),--runners "$(RUNNERS)") \
	$(if $(WARM),--warm "$(WARM)") $(if $(DTYPE),--dtype "$(DTYPE)")
up: setup
ifeq ($(MODEL),smollm2)
	@model="$$($(PY) scripts/build_smollm2.py)" && $(PY) scripts/up.py $(UP_ARGS) --model "$$model"
else
	@$(PY) scripts/up.py $(UP_ARGS) $(if $(MODEL),--model "$(MODEL)")
endif

# JOBS=N: the tests in N processes (pytest-xdist, default 2: this machine's cores), each given
# whole modules (tests/parallel.py); JOBS=1 runs them in this one.
JOBS ?= 2
# The tests of each module, and modules of equal rank (tests/parallel.py), in a new random order
# each run (pytest-random-order): no test may lean on another having run first. The header
# prints the seed; SEED=N replays that order. The 25 slowest tests are listed at the end.
PYTEST_ARGS = $(if $(filter 1,$(JOBS)),,-n $(JOBS)) --random-order-bucket=module $(if $(SEED),--random-order-seed=$(SEED)) \
	--durations=25

test: setup
	@$(PY) -m pytest $(PYTEST_ARGS)

# The compose deployment on Podman (tests/deploy/test_stack_podman.py): the images built with
# scripts/build_images.sh (cold on a fresh machine, seconds when nothing changed), then the stack.
test-stack: setup
	@ROLLGATE_STACK_TEST=1 $(PY) -m pytest tests/deploy/test_stack_podman.py

# The unit loop: every test not marked slow (no vLLM worker, no full stack, no torch training).
test-fast: setup
	@$(PY) -m pytest $(PYTEST_ARGS) -m "not slow"

# ruff, then the import rules of pyproject.toml's [tool.importlinter] (the layers, docs/architecture.md).
lint: setup
	@$(PY) -m ruff check .
	@"$$(cat .venv-path)/bin/lint-imports" --no-cache

# mypy as configured in pyproject.toml; its cache stays outside the clone, beside the virtualenv.
typecheck: setup
	@$(PY) -m mypy --cache-dir "$${ROLLGATE_HOME:-$$HOME/.cache/rollgate}/mypy-cache"

bench: setup
	@$(PY) bench/overhead.py
	@$(PY) bench/envs.py

learn: setup
	@$(PY) bench/learning.py

proto: setup
	@$(PY) scripts/gen_proto.py
