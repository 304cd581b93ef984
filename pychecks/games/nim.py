"""Nim: a position is a heap size, a move takes at least one token (Lean: `NimMove m n := n < m`).

Sums of heaps are built with `pychecks.games.finite` and solved directly on pairs (triples); the
statements below compare those values with the textbook corollaries of the Sprague–Grundy sum
law: two heaps have value m xor n (a loss iff m = n), three heaps m xor n xor k.
"""
from __future__ import annotations

from typing import Callable

from ..registry import Claim, register
from ..verdict import Verdict
from .finite import FiniteGame, game_from_options, law_check, sum_game

#: Heaps up to 15 in each component: every 4-bit XOR pattern occurs (the issue's bound).
DEFAULT_HEAP_BOUND = 15
#: The sums are solved in Python on every pair (triple): heaps ≤ 1023 take about 11 s here for
#: two heaps, ≤ 31 about 3 s for three (and each doubling costs 8 times as much). Beyond these
#: the check would run for many minutes, so a larger bound is refused.
TWO_HEAPS_MAX_BOUND = 1023
THREE_HEAPS_MAX_BOUND = 63


def nim_move(m: int, n: int) -> bool:
    """Lean: `NimMove m n` — n tokens left after taking at least one from m."""
    return n < m


def nim_heap_game(bound: int) -> FiniteGame:
    """A single heap of 0..bound tokens; options from the definition `nim_move`."""
    return game_from_options(f"heap ≤ {bound}", list(range(bound + 1)),
                             lambda m: [n for n in range(bound + 1) if nim_move(m, n)])


def two_heaps_checker(claimed: Callable[[int, int], int] = lambda m, n: m ^ n) -> Callable:
    """Check of `nimTwoHeaps_grundy`: the sum of two heaps, solved on pairs, against claimed."""

    def check(bound=None) -> Verdict:
        bound = DEFAULT_HEAP_BOUND if bound is None else bound
        heap = nim_heap_game(bound)
        return law_check("nimTwoHeaps_grundy", heap, heap, claimed,
                         lambda m, n: {"m": str(m), "n": str(n)}, "g (m, n) = m ^^^ n",
                         f"two heaps of at most {bound}")

    return check


def two_heaps_losing_checker(claimed: Callable[[int, int], bool] = lambda m, n: m == n):
    """Check of `nimTwoHeaps_losing`: g (m, n) = 0 exactly when claimed(m, n)."""

    def check(bound=None) -> Verdict:
        bound = DEFAULT_HEAP_BOUND if bound is None else bound
        heap = nim_heap_game(bound)
        return law_check("nimTwoHeaps_losing", heap, heap, None,
                         lambda m, n: {"m": str(m), "n": str(n)}, "g (m, n) = 0 ↔ m = n",
                         f"two heaps of at most {bound}",
                         holds=lambda m, n, g: (g == 0) == claimed(m, n))

    return check


def _three_heaps(bound: int):
    """The nested sum ((m, n), k) of three heaps up to `bound`, and `heaps(i, j)` giving the
    heap sizes (m, n, k) of the pair at index i of (m, n) and heap k = j."""
    heap = nim_heap_game(bound)
    pairs = sum_game(heap, heap)

    def heaps(i, j):
        (m, n), k = pairs.labels[i], j
        return m, n, k

    return pairs, heap, heaps


def three_heaps_checker(claimed: Callable[[int, int, int], int] = lambda m, n, k: m ^ n ^ k):
    """Check of `nimThreeHeaps_grundy`: ((m, n), k) solved on the nested sum, against claimed."""

    def check(bound=None) -> Verdict:
        bound = DEFAULT_HEAP_BOUND if bound is None else bound
        pairs, heap, heaps = _three_heaps(bound)

        return law_check("nimThreeHeaps_grundy", pairs, heap,
                         lambda i, j: claimed(*heaps(i, j)),
                         lambda i, j: dict(zip("mnk", map(str, heaps(i, j)))),
                         "g ((m, n), k) = m ^^^ n ^^^ k", f"three heaps of at most {bound}")

    return check


def three_heaps_losing_checker(claimed=lambda m, n, k: m ^ n ^ k == 0):
    """Check of `nimThreeHeaps_losing`: g ((m, n), k) = 0 exactly when claimed(m, n, k)."""

    def check(bound=None) -> Verdict:
        bound = DEFAULT_HEAP_BOUND if bound is None else bound
        pairs, heap, heaps = _three_heaps(bound)

        return law_check("nimThreeHeaps_losing", pairs, heap, None,
                         lambda i, j: dict(zip("mnk", map(str, heaps(i, j)))),
                         "g ((m, n), k) = 0 ↔ m ^^^ n ^^^ k = 0",
                         f"three heaps of at most {bound}",
                         holds=lambda i, j, g: (g == 0) == claimed(*heaps(i, j)))

    return check


def _register_statements() -> None:
    common = dict(game="nim", shape="law", default_bound=DEFAULT_HEAP_BOUND, min_bound=0,
                  bound_meaning="every heap ≤ N", literature="proved")
    register(Claim("nimTwoHeaps_grundy", check=two_heaps_checker(),
                   summary="two heaps: value m xor n", lean_hash="1dcad4bcce71e9a1",
                   max_bound=TWO_HEAPS_MAX_BOUND, **common))
    register(Claim("nimTwoHeaps_losing", check=two_heaps_losing_checker(),
                   summary="two heaps: a loss iff m = n", lean_hash="01a2273bbe9e03f9",
                   max_bound=TWO_HEAPS_MAX_BOUND, **common))
    register(Claim("nimThreeHeaps_grundy", check=three_heaps_checker(),
                   summary="three heaps: value m xor n xor k", lean_hash="0d61b6ec3e163bb7",
                   max_bound=THREE_HEAPS_MAX_BOUND, **common))
    register(Claim("nimThreeHeaps_losing", check=three_heaps_losing_checker(),
                   summary="three heaps: a loss iff m xor n xor k = 0",
                   lean_hash="659f0c856b3dba7f", max_bound=THREE_HEAPS_MAX_BOUND, **common))


_register_statements()
