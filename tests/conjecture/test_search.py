"""The search end to end: every move relation of `lean/Examples/HeapGames.lean` with a known
answer gets it first, and the file written checks HOLDS at twice the bound; games whose answers
are not in the examples (other subtraction sets, Moore's Nim_2 on four heaps, a sum of different
one-heap games) get theirs; Wythoff's game gets nothing. And the search says no when it must: a
table with one position flipped fits nothing, a fit that fails at twice the bound is not shown,
and a printer that writes the wrong operator has every candidate refused on read-back."""
from functools import reduce
from operator import xor
from pathlib import Path

import numpy as np
import pytest
import sympy as sp

from pychecks import expr as E
from pychecks.claims import load_lean_file
from pychecks.cli import main
from pychecks.conjecture import game as G
from pychecks.conjecture import lean_out as O
from pychecks.conjecture import search as S
from pychecks.conjecture import sequences as Q
from pychecks.conjecture import vocabulary as V
from pychecks.conjecture.pipeline import conjecture

ROOT = Path(__file__).resolve().parents[2]
HEAP_GAMES = ROOT / "lean" / "Examples" / "HeapGames.lean"
GAMES = ROOT / "tests" / "data" / "lean" / "ConjectureGames.lean"
CLAIMS = {c.name.split(".")[-1]: c for c in load_lean_file(HEAP_GAMES)}


def on_box(expr, d, bound):
    box = [c.reshape(-1) for c in np.indices((bound + 1,) * d)]
    return E.to_numpy(expr)(*box)


def by_python(f, d, bound):
    return np.array([bool(f(p)) for p in np.ndindex(*(bound + 1,) * d)])


# relation: (play, bound, the statement whose P is the known answer, the size of the first fit
# of the list of kinds the grammar replaced: the grammar's first is that one or a smaller one)
KNOWN = {
    "NimMove": ("normal", 7, "nim3_pPositions", 7),
    "MooreMove": ("normal", 7, "moore3_pPositions", 7),
    "TakeTwoMove": ("normal", 8, "takeTwo_pPositions", 13),
    "PairMove": ("normal", 4, "pairs_pPositions", 7),
    "SubtractMove": ("normal", 20, "subtract134_pPositions", 11),
    "SlowNimMove": ("normal", 4, "slowNim4_pPositions", 11),
    "Nim5Move": ("misere", 3, "nim5_misere_pPositions", 35),
}


@pytest.mark.parametrize("name", sorted(KNOWN))
def test_every_known_answer_comes_first_and_the_file_written_holds(name, tmp_path, capsys):
    play, bound, statement, tokens = KNOWN[name]
    out = tmp_path / f"{name}.lean"
    result = conjecture(HEAP_GAMES, name, play=play, bound=bound, z3_timeout=None, out=out)
    first = result.shown[0].candidate
    assert first.tokens <= tokens
    st = CLAIMS[statement].statement
    known = st.P if play == "normal" else st.closed_form
    d = st.heaps
    assert np.array_equal(on_box(first.expr, d, 2 * bound), on_box(known, d, 2 * bound))
    if name == "MooreMove":  # Moore's own form is shown too, after the smaller ones
        assert "bits" in [s.candidate.kind for s in result.shown]
    assert all(s.verdict.status.value == "HOLDS" for s in result.shown)
    capsys.readouterr()
    assert main(["check", str(out), "--bound", str(2 * bound)]) == 0
    printed = capsys.readouterr().out
    shown = len(result.shown) + result.grundy_written
    assert f"{shown} statement" in printed and "FAILS" not in printed


def moore_p(m):
    return lambda p: all(sum((x >> b) & 1 for x in p) % m == 0 for b in range(8))


def subtract134(n):
    return (0, 1, 0, 1, 2, 3, 2)[n % 7]


# relation: (bound, the answer); the first candidate is the kind of earlier versions or smaller
OTHERS = {
    "Subtract25Move": (20, lambda p: p[0] % 7 in (0, 1, 4)),
    "Take3Move": (8, lambda p: p[0] % 4 == p[1] % 4),
    "MixedMove": (10, lambda p: (p[0] % 3) ^ subtract134(p[1]) == 0),
    "Moore2of4Move": (4, moore_p(3)),
}


@pytest.mark.parametrize("name", sorted(OTHERS))
def test_games_whose_answers_are_not_in_the_examples(name):
    bound, answer = OTHERS[name]
    result = conjecture(GAMES, name, bound=bound, z3_timeout=None, shown=1)
    (shown,) = result.shown
    d = result.game.heaps
    assert shown.verdict.status.value == "HOLDS"
    assert np.array_equal(on_box(shown.candidate.expr, d, 2 * bound),
                          by_python(answer, d, 2 * bound))


def test_take3_is_written_with_n_mod_4_for_each_heap():
    result = conjecture(GAMES, "Take3Move", bound=8, z3_timeout=None)
    term, lets, _ = V.grundy_term(result.game.sequences, 2)
    assert O.prop(E.Eq(term, 0), O.Names(2)) == "p 0 % 4 ^^^ p 1 % 4 = 0" and lets == ()
    # a smaller formula of the same truth table takes the Grundy nim-sum's place
    first = result.shown[0].candidate
    assert O.prop(first.source, O.Names(2)) == "(p 0 ^^^ p 1) % 4 = 0"


def test_wythoff_gets_no_candidate_and_its_table(capsys):
    code = main(["conjecture", str(GAMES), "WythoffMove", "--bound", "12", "--no-z3"])
    out = capsys.readouterr().out
    assert code == 1
    assert "0 fits" in out and "no closed form in the grammar fits the box" in out
    rows = {line.split()[0]: line.split()[1:] for line in out.splitlines()[-13:]}
    # Wythoff's P-positions below 13: (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13) mirrored
    assert rows["3"][5] == "P" and rows["5"][3] == "P" and rows["6"][10] == "P"
    assert sum(r.count("P") for r in rows.values()) == 9


def test_a_flipped_position_fits_nothing():
    move = G.read_move(HEAP_GAMES, "NimMove")
    game = G.solve(move, "normal", 7, Q.heap_sequences(move.family, 64))
    assert S.search(game, 14).candidates
    game.table[1, 2, 3] = not game.table[1, 2, 3]
    assert S.search(game, 14).candidates == []


def test_a_fit_that_fails_at_twice_the_bound_is_not_shown(capsys):
    code = main(["conjecture", str(HEAP_GAMES), "SubtractMove", "--bound", "3", "--no-z3"])
    out = capsys.readouterr().out
    assert code == 0
    assert "not shown: residue of a heap (5 tokens): FAILS at N=6" in out
    assert "{n | n % 2 = 0}" not in out and "HOLDS N=6" in out


def test_a_candidate_printed_wrong_is_refused_on_read_back(monkeypatch):
    monkeypatch.setitem(O.VocabularyPrinter.INFIX, sp.Mod, ("/", 70, "left"))
    result = conjecture(HEAP_GAMES, "SubtractMove", bound=20, z3_timeout=None)
    assert result.shown == []
    assert result.rechecked.dropped and all("FAILS" in why for _, why in result.rechecked.dropped)


def test_the_default_bound_counts_what_the_engine_does_at_twice_the_bound():
    # take one or two: a move generator, a few operations a position, as Nim
    take_two = G.read_move(HEAP_GAMES, "TakeTwoMove").family
    assert S.default_bound(take_two) == S.default_bound(G.read_move(HEAP_GAMES, "NimMove").family)
    assert S.default_bound(take_two) == 63
    # the same relation solved by trying every q ≤ p: ((2N+1)(2N+2)/2)^3 ≤ 2^26 pairs
    assert S.default_bound(take_two.general()) == 13
    # four heaps: (2N+1)^4 ≤ 2^22 positions
    assert S.default_bound(G.read_move(HEAP_GAMES, "SlowNimMove").family) == 22


def test_residue_fits():
    classes = np.array([0, 1, 2, 0, 1, 2, 0])
    assert S.residue_fit(classes, 3, classes == 1) == [1]
    assert S.residue_fit(classes, 3, classes != 1) == [0, 2]
    mixed = classes == 1
    mixed[0] = True
    assert S.residue_fit(classes, 3, mixed) is None
    assert S.residue_fit(classes, 3, np.ones(7, bool)) is None


def test_z3_is_asked_and_answers_beside_the_recheck():
    result = conjecture(HEAP_GAMES, "SubtractMove", bound=20, shown=1)
    (shown,) = result.shown
    assert shown.z3.status.value == "PROVED" and shown.z3.scope == "all naturals"


def test_misere_nim_on_five_heaps_is_bouton():
    result = conjecture(HEAP_GAMES, "Nim5Move", play="misere", bound=2, z3_timeout=None)
    p = E.heaps(5)
    big = lambda q: any(x >= 2 for x in q)
    want = by_python(lambda q: (reduce(xor, q) == 0) if big(q) else (reduce(xor, q) == 1), 5, 4)
    assert np.array_equal(on_box(result.shown[0].candidate.expr, 5, 4), want)
    assert result.shown[0].z3 is None and len(p) == 5


@pytest.mark.parametrize("name,bound", [("MooreMove", 7), ("PairMove", 4)])
def test_the_pairs_prefilter_keeps_every_fit(name, bound):
    # pairs of atoms are compared on a few words of their tables before the whole sample: an
    # exact filter, so the fits (and the count of formulas decided) are those of the search
    # that compares every pair on the whole sample
    move = G.read_move(HEAP_GAMES, name)
    game = G.solve(move, "normal", bound, Q.heap_sequences(move.family, 64))
    slow = S.search(game, 2 * bound, prefilter=False)
    fast = S.search(game, 2 * bound)
    assert [c.source for c in fast.candidates] == [c.source for c in slow.candidates]
    assert fast.decided == slow.decided and len(fast.candidates) > 1
    # and fewer pairs are compared on the whole sample
    assert fast.compared < slow.compared


def test_the_prefilter_says_no_to_a_pair_that_differs_from_p_in_one_word_only():
    # P and two tables on 128 positions (two words, both chosen): the pair's conjunction differs
    # from P at one position of the second word, and the prefilter sees it
    P = np.zeros(128, bool)
    P[[3, 70, 100]] = True
    a = P.copy()
    a[[5, 80]] = True
    b = P.copy()
    b[[6, 80]] = True          # a ∧ b is P plus position 80
    T = np.packbits(np.stack([a, b]), axis=1)
    sub_T, sub_P = S._prefilter_columns(T, np.packbits(P))
    few = (sub_T[0] & sub_T[1]) == sub_P
    whole = (T[0] & T[1]) == np.packbits(P)
    assert not whole.all() and sub_T.shape[1] == 2 and not few.all()
