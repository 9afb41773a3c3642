# Every target first runs scripts/setup.sh: apt packages, the pinned virtualenv (kept outside
# the clone), editable installs and the embedded model; it is quick when all is there.
PY = "$$(cat .venv-path)/bin/python"

.PHONY: setup demo test lint bench proto

setup:
	@bash scripts/setup.sh >/dev/null

demo: setup
	@$(PY) scripts/demo.py

test: setup
	@$(PY) -m pytest

lint: setup
	@$(PY) -m ruff check .

bench: setup
	@$(PY) bench/overhead.py

proto: setup
	@$(PY) scripts/gen_proto.py
