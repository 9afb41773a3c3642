"""BM25 exactly as Pyserini's LuceneSearcher ranks, shared by the retriever service and the envs.

Here, under `sandboxes`, because env engines run inside sandboxes and may not import
`services`; the retriever service (`services.retriever`) imports it from here.

analysis.py  Lucene's English analyzer (tokens, possessives, stop words, Porter stems)
porter.py    the Porter stemmer as Lucene applies it
index.py     the BM25 index: Lucene's scores, norms, ties and returned scores

It needs numpy and regex, so, unlike the rest of `sandboxes`' shared modules, it is imported
only by what searches: WebShop's results pages, the search env's builder, the retriever.
"""
