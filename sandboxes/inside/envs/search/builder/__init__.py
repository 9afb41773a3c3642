"""The builder of the search env's shipped data (a development tool, never run in a sandbox).

    apt-get install dict-elements dict-jargon wordnet-base
    python -m sandboxes.inside.envs.search.builder            # writes sandboxes/inside/envs/search/data/

It builds the corpus from the dictionary packages (`sources`), generates questions from
templates (`questions`), and keeps a question only if BM25 over the built corpus finds each
of its supporting passages with one of its template's queries (top 3) and its gold answer
appears verbatim in the last one. Output is deterministic: a fixed seed, sorted records, gzip
without timestamps. The built files are committed, so CI never needs apt; rerun this only to
change the data. It imports the retrieval server's BM25 backend (Pyserini's ranking) for the check.
"""
