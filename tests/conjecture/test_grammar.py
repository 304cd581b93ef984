"""The grammar's bottom-up enumeration against a slow reference (each term's expression evaluated
position by position in pure Python, straight from `pychecks.expr`), observational equivalence
(one term per behaviour, and no behaviour of a small size missed), the sample of a large box,
and the games the formula kinds of earlier versions could not describe: each gets a first
candidate that HOLDS at twice the bound and equals the answer worked out by hand."""
import itertools
from pathlib import Path

import numpy as np
import pytest
import sympy as sp

from pychecks import expr as E
from pychecks.conjecture import game as G
from pychecks.conjecture import grammar as Gr
from pychecks.conjecture import lean_out as O
from pychecks.conjecture import search as S
from pychecks.conjecture import sequences as Q
from pychecks.conjecture import vocabulary as V
from pychecks.conjecture.pipeline import conjecture

ROOT = Path(__file__).resolve().parents[2]
SYNTH = ROOT / "tests" / "data" / "lean" / "SynthGames.lean"
GAMES = ROOT / "tests" / "data" / "lean" / "ConjectureGames.lean"


def small_bank(d=2, n=4, limit=5, moduli=(2, 3)):
    positions = list(itertools.product(range(n + 1), repeat=d))
    faces = [np.array([p[k] for p in positions], dtype=Gr.VALUE) for k in range(d)]
    bank = Gr.Bank(d, faces)
    Gr.enumerate_terms(bank, limit, list(moduli))
    return bank, positions


def by_python(expr, positions, lets=()):
    f = E.to_python(V.expand(expr, len(positions[0]), dict(lets)))
    return np.array([int(f(p)) for p in positions])


def mismatches(bank, positions):
    """Terms whose vector in the bank differs from their expression evaluated in Python."""
    return [i for i in range(len(bank.terms))
            if not np.array_equal(bank.values[i], by_python(bank.source(i), positions))]


def test_every_term_of_the_bank_is_its_expression_position_by_position():
    bank, positions = small_bank()
    assert len(bank.terms) > 300
    assert mismatches(bank, positions) == []


def test_a_wrong_operator_is_seen_by_the_reference(monkeypatch):
    right = Gr._binary

    def wrong(op, a, b):  # `-` without Lean's truncation
        return a - b if op == "-" else right(op, a, b)
    monkeypatch.setattr(Gr, "_binary", wrong)
    bank, positions = small_bank()
    assert mismatches(bank, positions)


def test_one_term_per_behaviour_and_none_missed_up_to_size_three():
    bank, positions = small_bank(limit=3)
    keys = [v.tobytes() for v in bank.values]
    assert len(keys) == len(set(keys))
    # the reference: every term of size ≤ 3 written out by hand from the grammar's rules
    d = 2
    leaves = list(E.heaps(d)) + [sp.Integer(c) for c in Gr.NUMERALS]
    terms = list(leaves)
    for a in E.heaps(d):
        terms += [V.mod(a, m) for m in (2, 3)] + [E.div(a, m) for m in Gr.DIVISORS]
        terms += [sp.Mul(c, a, evaluate=False) for c in Gr.FACTORS]
    for a, b in itertools.product(leaves, repeat=2):
        if a.is_Integer and b.is_Integer:
            continue
        terms += [sp.Add(a, b, evaluate=False), E.NatSub(a, b), E.NatXor(a, b),
                  E.ite(E.Le(a, b), a, b), E.ite(E.Le(a, b), b, a)]
    want = {by_python(t, positions).astype(Gr.VALUE).tobytes() for t in terms}
    # constants other than the numerals are not kept as terms of their own
    want = {w for w in want if len(set(np.frombuffer(w, Gr.VALUE))) > 1
            or int(np.frombuffer(w, Gr.VALUE)[0]) in Gr.NUMERALS}
    assert want == set(keys)
    # smallest first: a term's size is never above that of its behaviour's smallest writing
    assert all(bank.terms[bank.index[k]].size <= 3 for k in want)


def test_atoms_are_their_expressions_and_one_per_truth_table():
    bank, positions = small_bank(limit=3)
    Gr.enumerate_atoms(bank, 5)
    assert len(bank.atoms) > 100
    assert len(set(bank.tables)) == len(bank.tables)
    n = len(positions)
    for k in range(len(bank.atoms)):
        atom = Gr.atom_of(bank, k)
        want = by_python(atom.source, positions).astype(bool)
        got = np.unpackbits(np.frombuffer(bank.tables[k], np.uint8))[:n].astype(bool)
        assert np.array_equal(got, want), atom.source


def test_the_sample_of_a_large_box_is_its_corner_and_fixed_random_positions():
    idx = Gr.sample_indices((64, 64, 64))
    assert len(idx) <= Gr.SAMPLE and len(set(idx.tolist())) == len(idx) == 4082
    assert np.array_equal(idx, Gr.sample_indices((64, 64, 64)))      # reproducible
    # the corner is every heap ≤ 11 (12^3 ≤ 2,048 < 13^3), as docs/conjecture.md says
    corner = np.ravel_multi_index(np.indices((12,) * 3).reshape(3, -1), (64,) * 3)
    assert set(corner.tolist()) <= set(idx.tolist())
    coords = np.array(np.unravel_index(idx, (64,) * 3))
    assert (coords.max(axis=0) >= 12).sum() == len(idx) - corner.size  # the rest are drawn
    assert np.array_equal(Gr.sample_indices((64, 64)), np.arange(4096))


def parity(p):
    return p[0] % 2 == p[1] % 2 == p[2] % 2


def chomp(p):
    return p[0] == p[1] + 1 or p == (0, 0)


def power_of_two_less_one(p):
    return (p[0] + 1) & p[0] == 0


def nim(p):
    return p[0] ^ p[1] ^ p[2] == 0


# relation: (bound, the answer worked out by hand; see SynthGames.lean)
SYNTH_GAMES = {
    "ParityMove": (7, parity),
    "ChompMove": (12, chomp),
    "KingMove": (10, lambda p: p[0] % 2 == 0 and p[1] % 2 == 0),
    "HalfMove": (40, power_of_two_less_one),
    "OneFromAllMove": (7, nim),
}


@pytest.mark.parametrize("name", sorted(SYNTH_GAMES))
def test_games_no_kind_described_get_a_first_candidate_that_holds(name):
    bound, answer = SYNTH_GAMES[name]
    result = conjecture(SYNTH, name, bound=bound, z3_timeout=None, shown=1)
    (shown,) = result.shown
    assert shown.verdict.status.value == "HOLDS" and shown.verdict.scope == f"N={2 * bound}"
    d = result.game.heaps
    positions = list(itertools.product(range(2 * bound + 1), repeat=d))
    got = by_python(shown.candidate.source, positions).astype(bool)
    assert np.array_equal(got, np.array([bool(answer(p)) for p in positions]))


def test_parity_and_chomp_read_as_a_person_writes_them():
    parity_text = conjecture(SYNTH, "ParityMove", bound=7, z3_timeout=None, shown=1).shown[0]
    assert "p 0 % 2 = p 1 % 2 ∧ p 0 % 2 = p 2 % 2" in parity_text.lean
    chomp_text = conjecture(SYNTH, "ChompMove", bound=12, z3_timeout=None, shown=1).shown[0]
    assert "{p | p 1 = p 0 - 1}" in chomp_text.lean


def test_the_grundy_value_of_a_sum_is_found_and_its_statement_holds_and_can_fail():
    result = conjecture(GAMES, "MixedMove", bound=6, z3_timeout=None, shown=1)
    g = result.rechecked.grundy
    assert g is not None and g.verdict.status.value == "HOLDS"
    assert "fun p => p 0 % 3 ^^^ g (p 1)" in g.lean
    values = result.game.grundy.reshape(-1)
    positions = list(itertools.product(range(7), repeat=2))
    assert np.array_equal(by_python(g.value.term, positions, g.value.lets), values)
    wrong = V.GrundyValue(g.value.term + 1, 2, g.value.lets, g.value.grounds)
    writing = O.writing_for(result.game.move, None, "pychecks conjecture test")
    shown, why = S.recheck_grundy(wrong, result.game, writing, 12, set())
    assert shown is None and why.startswith("FAILS")


def test_a_table_that_is_no_grundy_table_gets_no_grundy_value():
    move = G.read_move(GAMES, "MixedMove")
    game = G.solve(move, "normal", 6, Q.heap_sequences(move.family, 64))
    game.grundy = game.grundy.copy()
    game.grundy[3, 4] += 1
    assert S.search(game, 12).grundy is None


def test_the_same_formula_under_two_kinds_is_shown_once():
    result = conjecture(GAMES, "Take3Move", bound=6, z3_timeout=None, shown=3)
    first = result.shown[0].candidate
    twin = V.Candidate(kind="heap residue" if first.kind != "heap residue" else "atom",
                       source=first.source, heaps=first.heaps, lets=first.lets)
    writing = O.writing_for(result.game.move, None, "pychecks conjecture test")
    again = S.recheck([first, twin], result.game, writing, 12, 3, None)
    assert len(again.shown) == 1 and again.repeated == 1


def test_reaching_a_cap_is_reported(monkeypatch, capsys):
    from pychecks.cli import main
    monkeypatch.setattr(Gr, "MAX_TERMS", 50)
    code = main(["conjecture", str(SYNTH), "KingMove", "--bound", "6", "--no-z3"])
    out = capsys.readouterr().out
    assert code == 0
    assert "the search stopped short: terms capped at 50 behaviours" in out


def test_the_grundy_statement_is_checked_where_the_evaluator_can_try_every_pair():
    assert S.grundy_recheck_bound(1, 126) == 126
    assert S.grundy_recheck_bound(2, 126) == 25 and 26 ** 4 <= S.GRUNDY_PAIRS < 27 ** 4
    assert S.grundy_recheck_bound(3, 126) == 7 and 8 ** 6 <= S.GRUNDY_PAIRS < 9 ** 6
    assert S.grundy_recheck_bound(2, 12) == 12


def test_misere_exceptions_are_capped_and_the_cap_is_said(monkeypatch):
    move = G.read_move(ROOT / "lean" / "Examples" / "HeapGames.lean", "Nim5Move")
    game = G.solve(move, "misere", 2, Q.heap_sequences(move.family, 64))
    assert S.search(game, 4).candidates[0].kind == "misere"
    monkeypatch.setattr(S, "MAX_MISERE", 0)
    fits = S.search(game, 4)
    assert "misère exceptions capped at 0 pairs of atoms" in fits.capped
    assert all(c.kind != "misere" for c in fits.candidates)


def test_every_atom_of_the_grammar_reads_back_to_the_same_set():
    """Atoms of every operator (`min`, `max`, truncated `-`, `/`, `c *`, `^^^` beside `+`),
    printed by the Prop printer, read back by the front end as `pychecks check` reads them."""
    from pychecks.lean.read.project import Project, full_name
    from pychecks.lean.shapes.reader import read_statement
    move = G.read_move(GAMES, "Take3Move")
    bank, positions = small_bank(limit=3)
    Gr.enumerate_atoms(bank, 7)
    ops = {}
    for k, b in enumerate(bank.atoms):  # the first atom of each (relation, operators) pair
        nodes = tuple(sorted({bank.terms[i].node[0] + str(bank.terms[i].node[1])
                              if bank.terms[i].node[0] in ("op",) else bank.terms[i].node[0]
                              for i in (b.left, b.right)}))
        ops.setdefault((b.rel, nodes), k)
    atoms = [Gr.atom_of(bank, k) for k in ops.values()]
    cands = [V.candidate(a, 2) for a in atoms]
    cands.append(V.either(atoms[0], atoms[-1], 2))
    names = [f"c{i}" for i in range(len(cands))]
    texts = [(c.words, O.statement(n, c, move.decl_name, "normal", False))
             for n, c in zip(names, cands)]
    assert any("min " in t for _, t in texts) and any("max " in t for _, t in texts)
    writing = O.writing_for(move, None, "pychecks conjecture test")
    game = G.SolvedGame(move, "normal", 4, np.zeros(1, bool), None, "", None, 0.0)
    pf = Project().load_text(writing.file_text(texts, game, 8), "t.lean", writing.where)
    decls = {d.name: d for d in pf.lean.declarations}
    box = [c.reshape(-1) for c in np.indices((9, 9))]
    for n, c in zip(names, cands):
        reading = read_statement(pf, decls[n], full_name(pf, decls[n]))
        assert reading.statement is not None, (n, reading.reason)
        assert np.array_equal(E.to_numpy(reading.statement.P)(*box), E.to_numpy(c.expr)(*box)), \
            O.prop(c.source, O.Names(2))
