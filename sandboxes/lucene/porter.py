"""The Porter stemmer as Lucene's PorterStemFilter applies it (Porter's reference implementation).

Lucene stems with Martin Porter's own C/Java implementation, which departs from the 1980 paper
in ways that change index terms, so the Snowball "porter" stemmer (PyStemmer's) is not the
same: words of one or two letters are never stemmed ("us" stays "us", Snowball gives "u"),
"-bli" becomes "-ble" (the paper's "-abli" → "-able") and "-logi" becomes "-log". Characters
other than a, e, i, o, u (and y after a consonant) count as consonants, whatever the alphabet.

`stem(word)` is the term Lucene indexes for an already lower-cased token; results are memoised
(a corpus has far fewer distinct words than tokens).
"""

from __future__ import annotations

import functools

_VOWELS = frozenset("aeiou")

_STEP3 = {
    "a": (("ational", "ate"), ("tional", "tion")),
    "c": (("enci", "ence"), ("anci", "ance")),
    "e": (("izer", "ize"),),
    "l": (("bli", "ble"), ("alli", "al"), ("entli", "ent"), ("eli", "e"), ("ousli", "ous")),
    "o": (("ization", "ize"), ("ation", "ate"), ("ator", "ate")),
    "s": (("alism", "al"), ("iveness", "ive"), ("fulness", "ful"), ("ousness", "ous")),
    "t": (("aliti", "al"), ("iviti", "ive"), ("biliti", "ble")),
    "g": (("logi", "log"),),
}
_STEP4 = {
    "e": (("icate", "ic"), ("ative", ""), ("alize", "al")),
    "i": (("iciti", "ic"),),
    "l": (("ical", "ic"), ("ful", "")),
    "s": (("ness", ""),),
}
_STEP5 = {
    "a": ("al",),
    "c": ("ance", "ence"),
    "e": ("er",),
    "i": ("ic",),
    "l": ("able", "ible"),
    "n": ("ant", "ement", "ment", "ent"),
    "o": ("ion", "ou"),
    "s": ("ism",),
    "t": ("ate", "iti"),
    "u": ("ous",),
    "v": ("ive",),
    "z": ("ize",),
}


class _Word:
    """The word being stemmed: `b` its letters, `k` the index of its last letter, `j` the end
    of the stem before the suffix the last `ends` matched (the names of Porter's reference)."""

    def __init__(self, word: str) -> None:
        self.b = list(word)
        self.k = len(word) - 1
        self.j = 0

    def cons(self, i: int) -> bool:
        letter = self.b[i]
        if letter in _VOWELS:
            return False
        if letter == "y":
            return i == 0 or not self.cons(i - 1)
        return True

    def m(self) -> int:
        """The number of vowel-consonant sequences in b[0..j]."""
        n, i, j = 0, 0, self.j
        while i <= j and self.cons(i):
            i += 1
        while True:
            while i <= j and not self.cons(i):
                i += 1
            if i > j:
                return n
            n += 1
            while i <= j and self.cons(i):
                i += 1
            if i > j:
                return n

    def vowel_in_stem(self) -> bool:
        return any(not self.cons(i) for i in range(self.j + 1))

    def double_consonant(self, j: int) -> bool:
        return j >= 1 and self.b[j] == self.b[j - 1] and self.cons(j)

    def cvc(self, i: int) -> bool:
        """Consonant-vowel-consonant ending at i, the last not w, x or y (as in "hop", not "snow")."""
        if i < 2 or not self.cons(i) or self.cons(i - 1) or not self.cons(i - 2):
            return False
        return self.b[i] not in "wxy"

    def ends(self, suffix: str) -> bool:
        start = self.k - len(suffix) + 1
        if start < 0 or "".join(self.b[start : self.k + 1]) != suffix:
            return False
        self.j = self.k - len(suffix)
        return True

    def set_to(self, text: str) -> None:
        self.b[self.j + 1 :] = list(text)
        self.k = self.j + len(text)

    def replace_if_measured(self, text: str) -> None:
        if self.m() > 0:
            self.set_to(text)

    def text(self) -> str:
        return "".join(self.b[: self.k + 1])


def _step1(w: _Word) -> None:
    """Plurals and -ed or -ing."""
    if w.b[w.k] == "s":
        if w.ends("sses"):
            w.k -= 2
        elif w.ends("ies"):
            w.set_to("i")
        elif w.b[w.k - 1] != "s":
            w.k -= 1
    if w.ends("eed"):
        if w.m() > 0:
            w.k -= 1
    elif (w.ends("ed") or w.ends("ing")) and w.vowel_in_stem():
        w.k = w.j
        _restore_stem_end(w)
    w.b[w.k + 1 :] = []


def _restore_stem_end(w: _Word) -> None:
    if w.ends("at"):
        w.set_to("ate")
    elif w.ends("bl"):
        w.set_to("ble")
    elif w.ends("iz"):
        w.set_to("ize")
    elif w.double_consonant(w.k):
        if w.b[w.k] not in "lsz":
            w.k -= 1
    else:
        w.j = w.k
        if w.m() == 1 and w.cvc(w.k):
            w.set_to("e")


def _step2(w: _Word) -> None:
    """A final y becomes i when the stem has a vowel."""
    if w.ends("y") and w.vowel_in_stem():
        w.b[w.k] = "i"


def _replace_suffix(w: _Word, table: dict[str, tuple[tuple[str, str], ...]], key_at: int) -> None:
    for suffix, replacement in table.get(w.b[key_at], ()):
        if w.ends(suffix):
            w.replace_if_measured(replacement)
            return


def _step5(w: _Word) -> None:
    """Drops -ant, -ence etc. when the stem keeps more than one vowel-consonant sequence."""
    if w.k == 0:
        return
    for suffix in _STEP5.get(w.b[w.k - 1], ()):
        if w.ends(suffix):
            if suffix == "ion" and not (w.j >= 0 and w.b[w.j] in "st"):
                continue
            if w.m() > 1:
                w.k = w.j
            return


def _step6(w: _Word) -> None:
    """A final -e, and -ll to -l, on long enough stems."""
    w.j = w.k
    if w.b[w.k] == "e":
        measure = w.m()
        if measure > 1 or (measure == 1 and not w.cvc(w.k - 1)):
            w.k -= 1
    if w.b[w.k] == "l" and w.double_consonant(w.k) and w.m() > 1:
        w.k -= 1


@functools.lru_cache(maxsize=1 << 18)
def stem(word: str) -> str:
    """`word`'s Porter stem as Lucene computes it; words under three letters are kept."""
    if len(word) <= 2:
        return word
    w = _Word(word)
    _step1(w)
    _step2(w)
    if w.k > 0:
        _replace_suffix(w, _STEP3, w.k - 1)
    _replace_suffix(w, _STEP4, w.k)
    _step5(w)
    _step6(w)
    return w.text()
