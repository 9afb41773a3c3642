"""Adapters that let existing agent harnesses play Rollgate sessions (docs/agents.md, "Sessions").

Each module needs its harness installed and is imported only by name; `import rollgate` imports
none of them.
"""
