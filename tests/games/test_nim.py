"""Nim heaps and their sums: the textbook corollaries of the sum law, and their mutants."""
import pytest

from pychecks.claims import find_claim
from pychecks.games import nim
from pychecks.games.sums import grundy_values, reference_values
from pychecks.verdict import Status


def test_single_heap_value_is_its_size_by_the_definition():
    heap = nim.nim_heap_game(15)
    assert reference_values(heap) == list(range(16))
    assert grundy_values(heap).tolist() == list(range(16))
    assert nim.nim_move(3, 0) and not nim.nim_move(3, 3)


@pytest.mark.parametrize("name", ["nimTwoHeaps_grundy", "nimTwoHeaps_losing",
                                  "nimThreeHeaps_grundy", "nimThreeHeaps_losing"])
def test_statement_holds_up_to_15(name):
    claim = find_claim(name)
    verdict = claim.check(claim.validate_bound(None))
    assert verdict.status is Status.HOLDS and claim.default_bound == 15
    assert verdict.examined == 16 ** (2 if "Two" in name else 3)
    assert verdict.backend == "sum kernel+reference"


@pytest.mark.parametrize("checker, bindings", [
    (nim.two_heaps_checker(lambda m, n: m + n), {"m": "1", "n": "1"}),
    (nim.two_heaps_checker(lambda m, n: m | n), {"m": "1", "n": "1"}),
    (nim.two_heaps_losing_checker(lambda m, n: m <= n), {"m": "0", "n": "1"}),
    (nim.three_heaps_checker(lambda m, n, k: m + n + k), {"m": "0", "n": "1", "k": "1"}),
    (nim.three_heaps_losing_checker(lambda m, n, k: m + n == k), {"m": "1", "n": "1", "k": "0"}),
])
def test_mutants_fail_at_the_smallest_counterexample(checker, bindings):
    verdict = checker(15)
    assert verdict.status is Status.FAILS
    assert verdict.counterexample.bindings == bindings
