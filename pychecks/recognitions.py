"""What z3 has proved about a move relation, kept between runs.

Recognising a relation (as a group family, a move generator, a sum of one-heap games) asks z3
for a proof, a fraction of a second to several seconds each; `pychecks list` and every check of
a Lean file would pay it again. The answer is a pure function of the relation's text (its sympy
`srepr`) and the number of heaps, so a cached answer can never be stale: it is kept in a JSON
file per kind of recognition in pychecks' cache directory (`pychecks.files.cache_dir`). A cache
that cannot be read or written is simply not used.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import sympy as sp

from .files import cache_dir, write_atomic


def key(relation, d: int) -> str:
    """The cache key of a relation on d heaps."""
    return hashlib.sha256(f"{d}:{sp.srepr(relation)}".encode()).hexdigest()[:32]


def path(name: str) -> Path:
    """The cache file of one kind of recognition (`families-v1`, `generators-v1`, …)."""
    return cache_dir() / f"{name}.json"


def load(name: str) -> dict:
    """Every recognition of that kind stored so far ({} when there is no readable file)."""
    try:
        return json.loads(path(name).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def store(name: str, entry: str, value) -> None:
    """Add one recognition (written atomically; a failure to write is ignored)."""
    try:
        data = load(name)
        data[entry] = value
        write_atomic(path(name), json.dumps(data))
    except OSError:
        pass
