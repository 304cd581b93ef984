"""Generated kernel modules: Python source written to a cache directory and imported from there.

The one-pass kernels unroll one loop per heap, and a general move relation (or, for speed, a
statement's predicates) is compiled into the loop body, so the source of a kernel depends on d
and on the statement. numba can only cache a function that lives in a file, so each generated
module is written once to `<cache>/<kind>_<hash of its source>.py` (atomically: several
processes, Dask workers among them, may race to write it) and imported from there; numba's
`cache=True` then keeps the machine code beside it, and a later run compiles nothing.

The modules live in `kernels/` of pychecks' cache directory (`pychecks.files.cache_dir`:
`PYCHECKS_CACHE_DIR`, else `$XDG_CACHE_HOME/pychecks`, else `~/.cache/pychecks`; where none of
these can be written, a temporary directory for this process).
"""
from __future__ import annotations

import hashlib
import importlib.util
import sys
from pathlib import Path

from ..files import cache_dir, write_atomic

#: Bumped when the generators change in a way the source text does not show (never so far).
GENERATOR_VERSION = 1

_MODULES: dict[str, object] = {}


def kernels_dir() -> Path:
    """Where generated kernel modules live: `kernels/` in pychecks' cache directory."""
    return cache_dir() / "kernels"


def load(kind: str, source: str):
    """The module compiled from `source` (imported once per process; written once per cache)."""
    digest = hashlib.sha256(f"{GENERATOR_VERSION}\n{source}".encode()).hexdigest()[:20]
    key = f"{kind}_{digest}"
    module = _MODULES.get(key)
    if module is not None:
        return module
    path = kernels_dir() / f"{key}.py"
    write_atomic(path, source)
    name = f"pychecks_generated_{key}"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    _MODULES[key] = module
    return module


def indent(lines: list[str], depth: int) -> list[str]:
    """`lines` indented by `depth` levels of four spaces."""
    return [("    " * depth + line) if line else line for line in lines]
