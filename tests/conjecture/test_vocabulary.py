"""The vocabulary: every kind of formula printed to Lean and read back by the front end means what
it meant (compared on a box), the memoised box evaluation agrees with `expr.to_numpy`, and the
printer's text is what a person writes."""
from pathlib import Path

import numpy as np
import pytest
import sympy as sp

from pychecks import expr as E
from pychecks.conjecture import game as G
from pychecks.conjecture import lean_out as O
from pychecks.conjecture import search as S
from pychecks.conjecture import sequences as Q
from pychecks.conjecture import vocabulary as V
from pychecks.lean.read.project import Project, full_name
from pychecks.lean.shapes.reader import read_statement

ROOT = Path(__file__).resolve().parents[2]
HEAP_GAMES = ROOT / "lean" / "Examples" / "HeapGames.lean"
GAMES = ROOT / "tests" / "data" / "lean" / "ConjectureGames.lean"
p = E.heaps(4)


def sample(atoms, per_kind=4):
    """A few atoms of every kind (the first, the last and some between)."""
    out = []
    for kind in V.KINDS:
        of = [a for a in atoms if a.kind == kind]
        step = max(1, len(of) // per_kind)
        out += of[::step][:per_kind] + of[-1:]
    return out


def candidates_of(file, name, play, bound):
    move = G.read_move(file, name)
    seqs = Q.heap_sequences(move.family, 64)
    atoms = V.atoms(move.family, seqs, bound, 2 * bound, play)
    picked = sample(atoms)
    cands = [V.candidate(a, move.heaps) for a in picked]
    cands.append(V.both(picked[0], picked[-1], move.heaps))
    if play == "misere":
        cands.append(V.misere(picked[0], picked[1], move.heaps))
    for term, kind in V.residue_terms(move.heaps):
        cands.append(V.candidate(V.residues(term, 5, (0, 2, 3), kind), move.heaps))
    return move, cands


@pytest.mark.parametrize("file,name,play,bound", [
    (GAMES, "MixedMove", "normal", 6), (GAMES, "Moore2of4Move", "normal", 4),
    (HEAP_GAMES, "SlowNimMove", "normal", 4), (HEAP_GAMES, "Nim5Move", "misere", 3),
    (HEAP_GAMES, "SubtractMove", "normal", 20), (HEAP_GAMES, "SubtractMove", "misere", 20)])
def test_every_kind_reads_back_to_the_same_set(file, name, play, bound):
    move, cands = candidates_of(file, name, play, bound)
    writing = O.writing_for(move, None, "pychecks conjecture test")
    names = [f"c{i}" for i in range(len(cands))]
    texts = [(c.words, O.statement(n, c, move.decl_name, play, move.nat_positions))
             for n, c in zip(names, cands)]
    game = G.SolvedGame(move, play, bound, np.zeros(1, bool), None, "", None, 0.0)
    pf = Project().load_text(writing.file_text(texts, game, 2 * bound), "t.lean", writing.where)
    decls = {d.name: d for d in pf.lean.declarations}
    box = [c.reshape(-1) for c in np.indices((bound + 1,) * move.heaps)]
    for n, c in zip(names, cands):
        reading = read_statement(pf, decls[n], full_name(pf, decls[n]))
        assert reading.statement is not None, (n, reading.reason)
        st = reading.statement
        read = st.P if play == "normal" else st.closed_form
        assert st.kind == ("kernel" if play == "normal" else "characterisation")
        assert np.array_equal(E.to_numpy(read)(*box), E.to_numpy(c.expr)(*box)), \
            (n, O.prop(c.source, O.Names(move.heaps, move.nat_positions)))


def test_the_memoised_box_agrees_with_the_numpy_lowering():
    move = G.read_move(GAMES, "MixedMove")
    seqs = Q.heap_sequences(move.family, 64)
    game = G.solve(move, "normal", 7, seqs)
    box = S.Box(game)
    for atom in V.atoms(move.family, seqs, 7, 14):
        expr = V.expand(atom.source, 2, atom.let_map)
        assert np.array_equal(box.value(expr).astype(bool), E.to_numpy(expr)(*box.faces)), expr


def show(source, d=4, nat=False):
    return O.prop(source, O.Names(d, nat))


def test_the_printer_writes_the_vocabularys_binders_as_a_person_would():
    """The expression layer's Prop printer (precedences: tests/test_expr.py) extended with the
    vocabulary's nodes."""
    xor = E.xor(*[V.mod(x, 3) for x in p[:3]])
    assert show(E.Eq(xor, 0)) == "p 0 % 3 ^^^ p 1 % 3 ^^^ p 2 % 3 = 0"
    assert show(E.Eq(V.mod(sp.Add(*p), 2), 0)) == "(∑ k, p k) % 2 = 0"
    assert show(E.Eq(V.mod(sp.Add(*p[:3]), 3), 1)) == "(p 0 + p 1 + p 2) % 3 = 1"
    assert show(E.Eq(p[0] + p[1], p[2] + p[3])) == "p 0 + p 1 = p 2 + p 3"
    count = sp.Add(*[V.mod(E.div(x, 2 ** V.BIT), 2) for x in p[:2]])
    assert show(V.AllBits(sp.Integer(8), E.Eq(V.mod(count, 3), 0))) == \
        "∀ b < 8, ((p 0 / 2 ^ b) % 2 + (p 1 / 2 ^ b) % 2) % 3 = 0"
    every, some = V.small_heaps(4)
    assert show(V.Disj(V.Conj(some, E.Eq(p[0], 0)), V.Conj(every, E.Eq(p[1], 1)))) == \
        "((∃ k, 2 ≤ p k) ∧ p 0 = 0) ∨ ((∀ k, p k ≤ 1) ∧ p 1 = 1)"
    assert show(E.Eq(sp.Function("g")(p[1]), 0)) == "g (p 1) = 0"
    assert show(E.Eq(V.mod(E.heaps(1)[0], 7), 2), 1, True) == "n % 7 = 2"
    assert show(V.AllHeaps(E.Eq(V.mod(V.HEAP_K, 2), 0))) == "∀ k, p k % 2 = 0"
    assert show(V.Conj(E.Eq(p[1], 0), E.Eq(p[0], 0))) == "p 1 = 0 ∧ p 0 = 0"  # as built


def test_a_periodic_table_is_an_if_chain_by_residue():
    values = (0, 1, 0, 1, 2, 3, 2) * 5
    body = V.table_body(values, Q.apparent_periodicity(values))
    assert show(body) == ("if n % 7 = 1 ∨ n % 7 = 3 then 1 else if n % 7 = 4 ∨ n % 7 = 6 then 2 "
                          "else if n % 7 = 5 then 3 else 0")
    pre = (5, 4) + (0, 1) * 10
    body = V.table_body(pre, Q.apparent_periodicity(pre))
    assert show(body) == "if n = 0 then 5 else if n = 1 then 4 else if n % 2 = 1 then 1 else 0"
    g = V.expand(sp.Function("g")(E.heaps(1)[0]), 1, {"g": body})
    assert [E.to_python(g)((n,)) for n in range(22)] == list(pre)


def test_size_ranks_equalities_before_nim_sums_and_conjunctions_of_them():
    eq = V.Candidate("sums", E.Eq(p[0], p[1]), 2)
    xor = V.Candidate("xor", E.Eq(E.xor(p[0], p[1]), 0), 2)
    both = V.Candidate("and", V.Conj(E.Eq(p[0], p[1]), E.Eq(p[1], p[2])), 3)
    assert (eq.tokens, xor.tokens, both.tokens) == (3, 5, 7)
    assert sorted([both, xor, eq], key=V.Candidate.rank) == [eq, xor, both]
