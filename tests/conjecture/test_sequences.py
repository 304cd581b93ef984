"""What conjecture adds to the engine's Grundy sequences: a period the engine proves is labelled
proved for all n, one read off the values only is labelled apparent (and the finder must refuse
what is not a period), and the form a sequence is written in. The sequences themselves are the
engine's, tested against the reference solvers in tests/solvers and tests/games."""
from pathlib import Path

import numpy as np
import pytest

from pychecks.conjecture import game as G
from pychecks.conjecture.sequences import (Periodicity, apparent_periodicity, form_of,
                                           heap_sequences)

ROOT = Path(__file__).resolve().parents[2]
HEAP_GAMES = ROOT / "lean" / "Examples" / "HeapGames.lean"
GAMES = ROOT / "tests" / "data" / "lean" / "ConjectureGames.lean"

# Source: Berlekamp, Conway, Guy, Winning Ways (2nd ed.), vol. 1, ch. 4: the subtraction game
# S(1, 3, 4) has Grundy sequence 0 1 0 1 2 3 2, repeated with period 7.
SUBTRACT_134 = (0, 1, 0, 1, 2, 3, 2) * 4


def sequences_of(file, name, last=200):
    return heap_sequences(G.read_move(file, name).family, last)


def test_a_period_the_engine_proves_is_proved_for_all_n():
    (s,) = sequences_of(HEAP_GAMES, "SubtractMove")
    assert s.periodicity == Periodicity(0, 7, True, 200) and s.proved
    assert s.status == "proved for all n" and s.form == "table"


def test_a_period_seen_only_in_the_values_is_apparent():
    # no move generator (taking two depends on the heap's parity): the engine proves nothing
    (s,) = sequences_of(GAMES, "EvenTwoOneMove")
    assert list(s.values[:11]) == [0, 1, 2, 0, 1, 0, 2, 0, 1, 0, 2]
    assert s.periodicity == Periodicity(2, 4, False, 200) and not s.proved
    assert s.status == "apparent for n ≤ 200" and s.form == "table"


def test_nim_heaps_are_proved_and_written_as_heaps():
    (s,) = sequences_of(HEAP_GAMES, "NimMove")
    assert s.form == "heap" and s.nim_heap and s.proved and s.periodicity is None
    (slow,) = sequences_of(HEAP_GAMES, "SlowNimMove")
    assert slow.form == "mod 2" and slow.proved


def test_apparent_periods_and_preperiods():
    assert apparent_periodicity(SUBTRACT_134) == Periodicity(0, 7, False, 27)
    assert apparent_periodicity((5, 4) + (0, 1, 2) * 5) == Periodicity(2, 3, False, 16)
    assert apparent_periodicity(range(30)) is None
    # one period shown twice only is not believed
    assert apparent_periodicity((0, 1, 2, 3, 0, 1, 2, 3)) is None


def test_a_late_glitch_is_a_preperiod_not_a_period():
    values = [n % 3 for n in range(30)]
    values[20] = 9
    found = apparent_periodicity(values)
    assert found is None or found.preperiod > 20


@pytest.mark.parametrize("values,form", [
    (range(10), "heap"), (tuple(n % 4 for n in range(20)), "mod 4"), (SUBTRACT_134, "table"),
    ((1,) + tuple(n % 4 for n in range(19)), "table"), ((0, 2, 1, 5, 3, 9, 7), "none")])
def test_forms(values, form):
    values = np.array(values)
    assert form_of(values, apparent_periodicity(values)) == form
