"""Readers of the Debian dictionary packages the shipped corpus is built from.

Each reader returns passages in Search-R1's corpus form — `{"id", "contents"}`, the contents
a quoted title line then the text — plus the structured facts the question templates need.
Only public-domain or permissively licensed sources are read (see data/LICENSES.md):

    dict-elements  /usr/share/dictd/elements.*   public domain (Jay Kominek's Elements database)
    dict-jargon    /usr/share/dictd/jargon.*     public domain (the Jargon File)
    wordnet-base   /usr/share/wordnet/*.noun     WordNet 3.0 licence (Princeton; notice kept)
"""

from __future__ import annotations

import gzip
import re
from dataclasses import dataclass, field
from pathlib import Path

DICTD = Path("/usr/share/dictd")
WORDNET = Path("/usr/share/wordnet")
_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_WORDS_PER_PASSAGE = 120
_DISCOVERY_YEAR = re.compile(r"[Dd]iscovered\b[^.]*?\b(1[0-9]{3})\b")


@dataclass(frozen=True)
class Element:
    name: str
    symbol: str
    number: int
    year: str
    passage_id: str


@dataclass
class Synset:
    offset: str
    lemmas: list[str]
    gloss: str
    hypernyms: list[str] = field(default_factory=list)
    instance_of: list[str] = field(default_factory=list)

    @property
    def passage_id(self) -> str:
        return f"wordnet-{self.offset}"


def passage(passage_id: str, title: str, text: str) -> dict[str, str]:
    """A corpus record as Search-R1 stores Wikipedia: a quoted title line, then the text."""
    return {"id": passage_id, "contents": f'"{title}"\n{text}'}


def dictd_entries(name: str) -> list[tuple[str, str]]:
    """(headword, body) of every entry of the dictd database `name`, in index order, skipping
    the 00database* entries that describe the database itself."""
    data = gzip.decompress((DICTD / f"{name}.dict.dz").read_bytes())
    entries = []
    for line in (DICTD / f"{name}.index").read_text(encoding="utf-8").splitlines():
        headword, offset, length = line.split("\t")[:3]
        if headword.startswith("00database"):
            continue
        start = _b64(offset)
        entries.append((headword, data[start : start + _b64(length)].decode("utf-8", errors="replace")))
    return entries


def _b64(digits: str) -> int:
    """dictd's base-64 numbers: most significant digit first."""
    value = 0
    for digit in digits:
        value = value * 64 + _B64.index(digit)
    return value


# --- elements -----------------------------------------------------------------------------------


def elements() -> tuple[list[dict[str, str]], list[Element]]:
    """One passage per element, and its facts (symbol, number, discovery year when stated).

    Only Jay Kominek's public-domain entries: the database's later entries for elements
    110-118 say their text was copied from Wikipedia (and spell "Atmic weight"), so they are
    left out."""
    passages, facts = [], []
    for headword, body in dictd_entries("elements"):
        if "Atmic weight:" in body:  # the later superheavy entries, copied from Wikipedia (CC BY-SA): skipped
            continue
        fields = dict(re.findall(r"^(Symbol|Atomic number|Atomic weight): *(\S+)", body, re.MULTILINE))
        if set(fields) != {"Symbol", "Atomic number", "Atomic weight"}:
            continue
        name = headword.strip().capitalize()
        description = " ".join(line for line in body.splitlines()[1:] if not re.match(r"(Symbol|Atomic)", line))
        description = " ".join(description.split())
        text = (
            f"Symbol: {fields['Symbol']}. Atomic number: {fields['Atomic number']}. "
            f"Atomic weight: {fields['Atomic weight']}. {description}"
        )
        passage_id = f"elements-{int(fields['Atomic number']):03d}"
        passages.append(passage(passage_id, name, text))
        year = _DISCOVERY_YEAR.search(description)
        facts.append(Element(name, fields["Symbol"], int(fields["Atomic number"]), year[1] if year else "", passage_id))
    return passages, facts


# --- jargon -------------------------------------------------------------------------------------


def jargon() -> list[dict[str, str]]:
    """The Jargon File's entries, long ones cut into passages of about 120 words."""
    passages = []
    for index, (headword, body) in enumerate(dictd_entries("jargon")):
        words = body.split()[len(headword.split()) :]
        for part, start in enumerate(range(0, len(words), _WORDS_PER_PASSAGE)):
            chunk = " ".join(words[start : start + _WORDS_PER_PASSAGE])
            passages.append(passage(f"jargon-{index:04d}-{part}", headword.strip(), chunk))
    return passages


# --- wordnet ------------------------------------------------------------------------------------


def familiar_noun_synsets() -> set[str]:
    """Offsets of the noun senses seen at least once in WordNet's sense-tagged texts: the
    first `tagsense_cnt` senses of each lemma (index.noun orders senses by frequency)."""
    familiar: set[str] = set()
    for line in (WORDNET / "index.noun").read_text(encoding="utf-8").splitlines():
        if line.startswith(" "):
            continue
        parts = line.split()
        rest = parts[4 + int(parts[3]) :]
        familiar.update(rest[2 : 2 + int(rest[1])])
    return familiar


def noun_synsets() -> dict[str, Synset]:
    """Every noun synset by offset: lemmas (spaces for underscores), gloss, hypernyms."""
    synsets = {}
    for line in (WORDNET / "data.noun").read_text(encoding="utf-8").splitlines():
        if not line.startswith(" "):
            synset = _parse_synset(line)
            synsets[synset.offset] = synset
    return synsets


def _parse_synset(line: str) -> Synset:
    head, _, gloss = line.partition(" | ")
    parts = head.split()
    word_count = int(parts[3], 16)
    lemmas = [re.sub(r"\(\w+\)$", "", word).replace("_", " ") for word in parts[4 : 4 + 2 * word_count : 2]]
    pointer_at = 4 + 2 * word_count
    pointers = parts[pointer_at + 1 : pointer_at + 1 + 4 * int(parts[pointer_at])]
    synset = Synset(parts[0], lemmas, gloss.strip())
    for symbol, target in zip(pointers[::4], pointers[1::4], strict=True):
        if symbol == "@":
            synset.hypernyms.append(target)
        elif symbol == "@i":
            synset.instance_of.append(target)
    return synset


def wordnet_passage(synset: Synset, synsets: dict[str, Synset]) -> dict[str, str]:
    """`"dog"` then `dog, domestic dog, Canis familiaris (noun): <gloss>. A kind of: canine, canid.`"""
    text = f"{', '.join(synset.lemmas)} (noun): {synset.gloss.rstrip('; ')}."
    for label, targets in (("A kind of", synset.hypernyms), ("An instance of", synset.instance_of)):
        names = [lemma for target in targets for lemma in synsets[target].lemmas]
        if names:
            text += f" {label}: {', '.join(names)}."
    return passage(synset.passage_id, synset.lemmas[0], text)
