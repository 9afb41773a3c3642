"""URL slugs: lower-case ASCII words joined by a separator."""

from __future__ import annotations

import re
import unicodedata

_ALNUM = re.compile(r"[a-z0-9]+")


def slugify(text: str, sep: str = "-", max_length: int | None = None) -> str:
    """`text` as a slug: accents dropped, lower case, runs of other characters turned into one
    `sep`; at most `max_length` characters, never ending in `sep`."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    slug = sep.join(_ALNUM.findall(ascii_text.lower()))
    if max_length is not None and len(slug) > max_length:
        slug = slug[:max_length].rstrip(sep)
    return slug
