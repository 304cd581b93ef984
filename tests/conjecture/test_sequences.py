"""One-heap Grundy sequences by the definition, against the pure-Python reference solver and the
literature, and the period finder on sequences it must accept and must refuse."""
import pytest

from pychecks import expr as E
from pychecks.conjecture.sequences import Periodicity, grundy_sequence, periodicity, rule
from pychecks.games.heaps import MoveFamily
from pychecks.solvers.heaps_reference import options_by_definition, reference_grundy

p, q = E.heaps(1)[0], E.next_heaps(1)[0]


def subtraction(*takes):
    return E.Or(*[E.Eq(p, q + t) for t in takes])


# Source: Berlekamp, Conway, Guy, Winning Ways (2nd ed.), vol. 1, ch. 4: the subtraction game
# S(1, 3, 4) has Grundy sequence 0 1 0 1 2 3 2, repeated with period 7.
SUBTRACT_134 = (0, 1, 0, 1, 2, 3, 2) * 4


def test_the_subtraction_game_134_as_in_the_literature():
    assert grundy_sequence(subtraction(1, 3, 4), 28) == SUBTRACT_134


@pytest.mark.parametrize("takes", [(1,), (1, 2), (2, 5), (1, 3, 4), (2, 3, 7)])
def test_sequences_agree_with_the_reference_solver(takes):
    family = MoveFamily.from_relation("s", "S", heaps=1, move=subtraction(*takes))
    ref = reference_grundy(options_by_definition(family.reference, 40, 1))
    assert grundy_sequence(subtraction(*takes), 41) == tuple(ref[(n,)] for n in range(41))


def test_a_relation_that_ignores_q_moves_to_every_smaller_heap():
    # `p0 ≥ 1` relates p to every q below it: Nim on one heap, g(n) = n
    assert grundy_sequence(E.Le(1, p), 6) == (0, 1, 2, 3, 4, 5)


def test_periods_and_preperiods():
    assert periodicity(SUBTRACT_134) == Periodicity(0, 7, 28)
    assert periodicity((5, 4) + (0, 1, 2) * 5) == Periodicity(2, 3, 17)
    assert periodicity(range(30)) is None
    # one period shown twice only is not believed
    assert periodicity((0, 1, 2, 3, 0, 1, 2, 3)) is None


def test_a_late_glitch_is_a_preperiod_not_a_period():
    values = [n % 3 for n in range(30)]
    values[20] = 9
    found = periodicity(values)
    assert found is None or found.preperiod > 20


def test_rules():
    assert rule(range(10), None) == "heap"
    seq = tuple(n % 4 for n in range(20))
    assert rule(seq, periodicity(seq)) == "mod 4"
    assert rule(SUBTRACT_134, periodicity(SUBTRACT_134)) == "table"
    shifted = (1,) + tuple(n % 4 for n in range(19))
    assert rule(shifted, periodicity(shifted)) == "table"
    assert rule((0, 2, 1, 5, 3, 9, 7), None) == "none"
