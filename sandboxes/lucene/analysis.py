"""Text to index terms as Pyserini's default Lucene analyzer makes them (Search-R1's BM25 index).

Pyserini indexes and searches with Anserini's DefaultEnglishAnalyzer, Lucene's English chain:
StandardTokenizer (Unicode UAX #29 word boundaries; runs of letters, digits and the joiners
between them are one token, as "don't", "u.s", "3.14", "1,000", "foo_bar"; each ideograph or
hiragana character is a token; a run of Thai-like complex-context script is one token; tokens
over 255 characters are cut into 255-character pieces), EnglishPossessiveFilter (a trailing
"'s" goes, with a straight, right (U+2019) or full-width (U+FF07) apostrophe), LowerCaseFilter,
StopFilter (Lucene's 33 English stop words) and PorterStemFilter (`porter.stem`). So
"years" and "year" are one term, and "The Year's" is ["year"].

Known limits: word boundaries follow the `regex` module's Unicode tables, which are newer than
those of the Lucene release Pyserini bundles, so rare characters added to Unicode since may
split differently; code points beyond the Basic Multilingual Plane count as one character
(Java counts two) in the 255-character cut.
"""

from __future__ import annotations

import functools
import re

import regex

from sandboxes.lucene.porter import stem

ENGLISH_STOP_WORDS = frozenset(
    ("a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it", "no", "not",
     "of", "on", "or", "such", "that", "the", "their", "then", "there", "these", "they", "this", "to", "was",
     "will", "with")
)
"""Lucene's EnglishAnalyzer.ENGLISH_STOP_WORDS_SET, the set Anserini's analyzer drops."""

MAX_TOKEN_CHARS = 255

_BOUNDARY = regex.compile(r"(?wV1)\b")
_EMITTED = regex.compile(
    r"[\p{Word_Break=ALetter}\p{Word_Break=Hebrew_Letter}\p{Word_Break=Numeric}\p{Word_Break=Katakana}"
    r"\p{Ideographic}\p{Script=Hiragana}\p{Line_Break=Complex_Context}\p{Extended_Pictographic}]"
)
_ASCII_WORD = re.compile(r"\w+(?:(?:(?<=[A-Za-z])[:.'](?=[A-Za-z])|(?<=[0-9])[,;.'](?=[0-9]))\w+)*", re.ASCII)
"""UAX #29 words of ASCII text: letters, digits and "_" join; ":", "." or "'" between two
letters and ",", ";", "." or "'" between two digits join too (WB6, WB7, WB11, WB12)."""
_COMPLEX = regex.compile(r"\p{Line_Break=Complex_Context}+")
_POSSESSIVE = ("'s", "'S", "\u2019s", "\u2019S", "\uff07s", "\uff07S")


def tokenize(text: str) -> list[str]:
    """StandardTokenizer's tokens of `text`, in order, case kept."""
    if text.isascii():
        words = [word for word in _ASCII_WORD.findall(text) if word.strip("_")]
    else:
        words = _words(_BOUNDARY.split(text))
    if any(len(word) > MAX_TOKEN_CHARS for word in words):
        return [piece for word in words for piece in _pieces(word)]
    return words


def _words(segments: list[str]) -> list[str]:
    """The segments Lucene emits, runs of complex-context script (Thai, Lao, ...) joined."""
    words: list[str] = []
    pending_complex = ""
    for segment in segments:
        if segment.isascii():
            if pending_complex:
                words.append(pending_complex)
                pending_complex = ""
            if segment.strip("_")[:1].isalnum():
                words.append(segment)
            continue
        if _COMPLEX.fullmatch(segment):
            pending_complex += segment
            continue
        if pending_complex:
            words.append(pending_complex)
            pending_complex = ""
        if _EMITTED.search(segment):
            words.append(segment)
    if pending_complex:
        words.append(pending_complex)
    return words


def analyze(text: str) -> list[str]:
    """The index terms of `text`, in order: the tokens, possessives cut, lower-cased, stop words
    dropped, Porter-stemmed. A document's length for BM25 is the length of this list."""
    return [term for term in map(_term, tokenize(text)) if term]


@functools.lru_cache(maxsize=1 << 18)
def _term(token: str) -> str:
    """The index term of one token, "" for a stop word."""
    if token.endswith(_POSSESSIVE):
        token = token[:-2]
    term = _lower(token)
    return "" if term in ENGLISH_STOP_WORDS else stem(term)


def _pieces(token: str) -> list[str]:
    return [token[i : i + MAX_TOKEN_CHARS] for i in range(0, len(token), MAX_TOKEN_CHARS)]


def _lower(token: str) -> str:
    """Java's Character.toLowerCase, character by character: one character stays one ("İ" → "i")
    and no context rules (a word-final capital sigma lowers to the medial form, where Python's
    str.lower gives the final one)."""
    if token.isascii():
        return token.lower()
    return "".join(c.lower()[0] for c in token)
