"""Builders of the data the environments ship (`data/<env>/`): development tools run on the host,
never in a sandbox; `python -m builders.<env>.build`. Their output is committed (alfworld's game
files are built at set-up from the committed sources)."""
