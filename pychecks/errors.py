"""Errors a user can cause, each printed by the CLI as one line with exit status 2.

Messages echo the bad value and the rule it broke, so the line alone says what to change.
"""
from __future__ import annotations

from .suggest import close_names, hint


class PychecksError(Exception):
    """Base of every error the CLI turns into a one-line message and exit status 2."""


class UnknownName(PychecksError):
    """A statement, game or command name that is not registered."""

    def __init__(self, kind: str, name: str, known: list[str]):
        close = close_names(name, known, cutoff=0.5)
        # A statement of a Lean file is `Namespace.name`; compare a short name with short names.
        short = {k.rsplit(".", 1)[-1]: k for k in known if "." in k}
        if short and "." not in name:
            near = close_names(name, short, cutoff=0.5)
            close = [short[s] for s in near] + [c for c in close if c not in
                                                 {short[s] for s in near}]
            close = close[:3]
        if not close:
            # Lean names are long camelCase; a substring hit is often the better hint.
            close = [k for k in known if name.lower() in k.lower()][:3]
        super().__init__(f"unknown {kind} '{name}'{hint(close, quoted=False)}")
        self.name = name
        self.suggestions = close


class BadBound(PychecksError):
    """A bound that is not positive, or whose tables would not fit in memory."""


class TooLarge(BadBound):
    """Refused before allocating: the estimate exceeds the memory limit."""

    def __init__(self, what: str, need_bytes: int, limit_bytes: int):
        super().__init__(
            f"{what} needs {format_bytes(need_bytes)} (limit {format_bytes(limit_bytes)}); "
            "choose a smaller bound")
        self.need_bytes = need_bytes
        self.limit_bytes = limit_bytes


class BadClaimsFile(PychecksError):
    """A user's claims file that does not import or declares nothing."""


class BadInput(PychecksError):
    """Malformed input data: a graph file, a position, a Lean file that does not parse."""


def format_count(n: int) -> str:
    """A count as a message writes it: `1,234,567`; past 30 digits `about 10^4321` (Python
    refuses to print an int of more than 4300 digits, and no one reads 30)."""
    if n < 10 ** 30:
        return f"{n:,}"
    import math
    return f"about 10^{int(math.log10(n))}"


def format_bytes(n: int) -> str:
    """Human-readable size, binary units: 1536 -> '1.5 KiB'."""
    size = float(n)
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if size < 1024 or unit == "TiB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    raise AssertionError("unreachable")


def memory_limit_bytes() -> int:
    """The most memory one check may plan to use: PYCHECKS_MEMORY_GIB, else 3/4 of physical RAM."""
    import os
    import math
    env = os.environ.get("PYCHECKS_MEMORY_GIB")
    if env:
        try:
            gib = float(env)
        except ValueError:
            raise PychecksError(f"PYCHECKS_MEMORY_GIB={env!r} is not a number") from None
        # A limit must be a size: nan, an infinity, 0 or a negative number is a typo.
        if not math.isfinite(gib) or gib <= 0:
            raise PychecksError(f"PYCHECKS_MEMORY_GIB={env!r}: the memory limit must be a finite "
                                "number of GiB above 0")
        return max(1, int(gib * 2**30))
    try:
        total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        total = 8 * 2**30
    # Leave room for the interpreter, numba and the OS.
    return total * 3 // 4
