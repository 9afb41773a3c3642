"""Sandboxed environments: the env protocol, the registry, the env server and its runtimes.

This package is imported inside sandboxes, so it depends on the standard library only.
"""
