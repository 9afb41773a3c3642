"""Sandboxed environments: the env protocol, the registry, the env server and its runtimes.

This package is imported inside sandboxes, so it depends on the standard library only; its
`lucene` (Pyserini's BM25, numpy and regex) is imported only by env engines that search and by
the retriever service.
"""
