"""Statements of move generators and sums of one-heap games give exactly the general path's
verdicts (status, counts, both halves, the smallest counterexample and its report), in normal and
misère play, with the predicates compiled in, on one thread or two, slab by slab, and in blocks of
slabs (with and without Dask); they allocate what their estimates say, and the general relation's
cost limit no longer applies to them."""
import dataclasses
from pathlib import Path

import numpy as np
import pytest
import sympy as sp

from pychecks import expr as E
from pychecks import scale
from pychecks.backends import enumerator
from pychecks.drivers import generators as GD
from pychecks.drivers import heaps as D
from pychecks.drivers.heaps_blocks import (_finish_block, _scan_block, block_ranges,
                                           check_blocks)
from pychecks.errors import BadBound
from pychecks.games.generators import MoveGenerator
from pychecks.games.heaps import MoveFamily
from pychecks.solvers import heaps as K
from pychecks.statements import CharacterisationStatement, KernelStatement

from ..games.generator_families import FAMILIES, halving, ids, one_heap_rule, one_or_even, \
    subtract_134, take_one_or_two, wythoff
from .conftest import assert_counts_up_to, refused_below

#: Bounds where the general path (every q ≤ p tried) is quick, per number of heaps.
BOUND = {1: 40, 2: 12, 3: 6, 4: 4, 5: 3}


def guesses(d: int):
    """Closed forms to try as P: the right one for several games, wrong ones for the others."""
    p = E.heaps(d)
    return [sp.false, sp.true, E.Eq(E.xor(*[x % 3 for x in p]), 0) if d > 1 else
            E.Eq(p[0] % 3, 0), E.Eq(sp.Mod(sum(p), 2), 0), E.Eq(p[0], p[-1])]


def summary(verdict, backend: bool = True):
    """Everything a verdict says, save its time (and, with backend=False, its backend)."""
    def one(v):
        cx = v.counterexample
        return (v.part, v.status, v.examined, v.in_hypotheses, v.reason, v.scope,
                v.backend if backend else None,
                cx and (cx.bindings, cx.issue, cx.breakdown, cx.data))
    return one(verdict), [one(p) for p in verdict.parts]


# The general path's slab-by-slab checks are the yardstick: the suite shows elsewhere that they
# equal its compiled passes, and each compiled pass is a kernel of its own to compile, so the
# compiled generator passes are compared on a few statements (`COMPILED`) only.

@pytest.mark.parametrize("family", FAMILIES, ids=ids(FAMILIES))
def test_kernel_statements_agree_with_the_general_path(family):
    bound = BOUND[family.heaps]
    for P in guesses(family.heaps):
        expected = summary(D.check_kernel_slabs(KernelStatement("s", family.general(), P), bound))
        assert summary(D.check_kernel_slabs(KernelStatement("s", family, P), bound)) == \
            expected, P


@pytest.mark.parametrize("family", FAMILIES, ids=ids(FAMILIES))
@pytest.mark.parametrize("play", ["normal", "misere"])
def test_characterisations_agree_with_the_general_path(family, play):
    bound = BOUND[family.heaps]
    p = E.heaps(family.heaps)
    for hyp, form in ((sp.true, guesses(family.heaps)[2]), (E.Le(p[0], p[-1]), sp.false)):
        expected = summary(D.check_characterisation_slabs(CharacterisationStatement(
            "c", family.general(), play, hyp, form), bound))
        assert summary(D.check_characterisation_slabs(CharacterisationStatement(
            "c", family, play, hyp, form), bound)) == expected, (hyp, form)


#: (family, statement shape) whose compiled generator pass is compared: every kind of move, a
#: kernel statement that fails in both halves and both plays of a characterisation.
COMPILED = [(take_one_or_two(3), "kernel"), (wythoff(), "kernel"), (wythoff(), "misere"),
            (subtract_134(5), "kernel"), (subtract_134(2), "misere")] + [
    (f, "kernel") for f in FAMILIES if f.name in ("rayAndSteps", "diagonalOrLast", "strideRays",
                                                  "anyFromLast", "oneOrEven")]


@pytest.mark.parametrize("family,shape", COMPILED, ids=[f"{f.name}-{s}" for f, s in COMPILED])
def test_compiled_passes_agree_with_the_general_path(family, shape):
    bound = BOUND[family.heaps]
    P = guesses(family.heaps)[4]
    if shape == "kernel":
        st, general = (KernelStatement("s", f, P) for f in (family, family.general()))
        check, yardstick = D.check_kernel, D.check_kernel_slabs
    else:
        st, general = (CharacterisationStatement("c", f, shape, sp.true, P)
                       for f in (family, family.general()))
        check, yardstick = D.check_characterisation, D.check_characterisation_slabs
    assert isinstance(D.compiled_pass(st, bound), D.GeneratorStatementPass)
    got = summary(check(st, bound))
    assert got == summary(yardstick(general, bound))
    assert got[0][1].value == "FAILS"


@pytest.mark.parametrize("family", [take_one_or_two(3), halving(2), halving(3)],
                         ids=["takeTwo3", "halving2", "halving3"])
def test_sums_in_normal_play_are_solved_by_sprague_grundy(family):
    bound = BOUND[family.heaps]
    p = E.heaps(family.heaps)
    for form in (sp.false, E.Eq(E.xor(*[x % 3 for x in p]), 0)):
        st = CharacterisationStatement("c", family, "normal", E.Le(p[0], p[-1]), form)
        expected = summary(D.check_characterisation_slabs(CharacterisationStatement(
            "c", family.general(), "normal", E.Le(p[0], p[-1]), form), bound))
        assert isinstance(D.compiled_pass(st, bound), D.SumStatementPass)
        assert summary(enumerator().check(st, bound)) == expected, form


@pytest.mark.parametrize("family", [take_one_or_two(3), subtract_134(5)],
                         ids=["takeTwo3", "subtract5"])
@pytest.mark.parametrize("call_positions", [1, 16])
def test_two_threads_give_the_one_thread_findings(monkeypatch, family, call_positions):
    """The pipeline of `StatementPass` on the ring of lookback + 2 slabs: the thread on slab a
    never overwrites a slot the other thread still reads (the lookback is 2 and 4 slabs)."""
    for P in guesses(family.heaps)[3:4]:
        sweep = D.compiled_pass(KernelStatement("s", family, P), 9)
        alone = sweep.run(threads=1).tolist()
        monkeypatch.setattr(D, "CALL_POSITIONS", call_positions)
        used = []
        real = sweep._pipeline
        sweep._pipeline = lambda label, r: used.append(r) or real(label, r)
        assert sweep.run(threads=2).tolist() == alone
        assert used
        monkeypatch.undo()


@pytest.mark.parametrize("family", FAMILIES, ids=ids(FAMILIES))
def test_blocks_of_slabs_carry_exactly_what_the_slabs_before_them_add(family):
    """Blocks scanned on their own and finished with the carry (the words of the lookback slabs
    before them, folded in block order) give the one-pass findings, for any split."""
    bound = BOUND[family.heaps] if family.heaps > 1 else 17
    generator = GD.generator_of(family)
    for P in guesses(family.heaps)[2:]:
        st = KernelStatement("s", family, P)
        whole = D.scan_kernel(st, bound)
        for blocks in (2, 3, bound + 1):
            carry = np.zeros((generator.lookback, (bound + 1) ** (family.heaps - 1)),
                             GD.word_dtype(generator))
            total = None
            for a0, a1 in block_ranges(bound, blocks):
                block = _scan_block(st, bound, a0, a1)
                found = _finish_block(st, bound, block, carry)
                carry = GD.carry_after(generator, carry, block.carry, a0, a1, bound + 1)
                if total is None:
                    total = found
                else:
                    total.merge(found)
            assert (total.in_p, total.inside.best, total.inside.count, total.outside.best,
                    total.outside.count) == (whole.in_p, whole.inside.best, whole.inside.count,
                                             whole.outside.best, whole.outside.count), (P, blocks)


@pytest.fixture(scope="module")
def client():
    with scale.cluster(workers=2, processes=False) as c:  # in-process: no port is opened
        yield c


@pytest.mark.parametrize("family", [wythoff(), take_one_or_two(3), subtract_134(2)],
                         ids=["wythoff", "takeTwo3", "subtract2"])
def test_dask_blocks_give_the_one_pass_verdict(client, family):
    bound = BOUND[family.heaps]
    for P in guesses(family.heaps)[2:]:
        st = KernelStatement("s", family, P)
        assert summary(check_blocks(st, bound, client, blocks=4), backend=False) == \
            summary(D.check_kernel_slabs(st, bound), backend=False), P


def test_the_array_formulation_refuses_relations_rather_than_guess():
    from pychecks.drivers.heaps_array import numpy_halves
    with pytest.raises(ValueError, match="^the array formulation knows group families only"):
        numpy_halves(KernelStatement("s", wythoff(), sp.true), 4)


# --- costs and memory --------------------------------------------------------------------------

@pytest.mark.parametrize("family,bound", [(take_one_or_two(3), 255), (wythoff(), 1023),
                                          (subtract_134(5), 31)],
                         ids=["takeTwo3", "wythoff", "subtract5"])
def test_the_boxes_of_the_benchmark_are_refused_only_on_the_general_path(family, bound):
    """docs/heaps.md: 3.6·10^13, 2.75·10^11 and 4.1·10^13 pairs, all above the limit."""
    D.check_relation_cost(family, bound)
    with pytest.raises(BadBound, match="every q ≤ p is tried"):
        D.check_relation_cost(family.general(), bound)


def test_the_general_relations_cost_limit_is_not_a_generators(monkeypatch):
    monkeypatch.setattr(D, "MAX_RELATION_PAIRS", 10)
    family = take_one_or_two(3)
    D.check_relation_cost(family, 255)
    with pytest.raises(BadBound, match="every q ≤ p is tried"):
        D.check_relation_cost(family.general(), 255)
    with pytest.raises(BadBound, match="every q ≤ p is tried"):
        D.check_relation_cost(halving(2), 255)  # a sum, but kernel statements try every q ≤ p


def test_pass_bytes_of_a_generator():
    # Wythoff on a slab of 5: words of 4 bits (uint8), a ring of lookback 1 + 2 slabs, and the
    # per-slab arrays of every pass (32 bytes, 2 per coordinate)
    assert D.pass_bytes(wythoff(), 4) == 3 * 5 + 5 * (32 + 2)
    family = take_one_or_two(3)  # lookback 2: four slabs of 25 words
    assert D.pass_bytes(family, 4) == 4 * 25 + 25 * (32 + 2 * 2)
    st = KernelStatement("s", family, sp.true)
    assert D.statement_bytes(st, 4) == 4 * 25 + 4096
    # a sum in normal play: the heaps' sequences (halving: every m < n tried, a value and a mark
    # for each n; the finished sequences, 8 bytes a value)
    seqs = CharacterisationStatement("c", halving(2), "normal", sp.true, sp.true)
    assert D.statement_bytes(seqs, 4) == 16 * 6 + 2 * 8 * 5 + 4096
    # take 1 or 2: a mark per value and option, and the values
    assert D.sequence_bytes(take_one_or_two(1), 4) == (4 + 3 + 2) * (8 + 1) + 8 * 5


def test_grundy_sequences_are_refused_at_their_estimate(monkeypatch):
    for rule in (take_one_or_two(1), halving(1), one_or_even()):
        refused_below(monkeypatch, D.sequence_bytes(rule, 50),
                      f"^the Grundy sequence of {rule.name} at N=50 needs",
                      lambda: D.grundy_sequence(rule, 50))


def test_generator_passes_are_refused_at_their_estimate(monkeypatch):
    family = take_one_or_two(3)
    generator = GD.generator_of(family)
    refused_below(monkeypatch, D.pass_bytes(family, 6), "^bound N=6 for the moves of TakeTwo",
                  lambda: D.make_pass(family, 6, K.MODE_NORMAL))
    st = KernelStatement("s", family, sp.true)
    sweep = refused_below(monkeypatch, D.statement_bytes(st, 6), "^s at N=6 needs",
                          lambda: D.compiled_pass(st, 6))
    assert sweep.buf.nbytes + 4096 == D.statement_bytes(st, 6)
    assert sweep.buf.shape == (generator.lookback + 2, 49)
    refused_below(monkeypatch, GD.grundy_table_bytes(GD.generator_of(wythoff()), 6),
                  "^a Grundy table for wythoff at N=6 needs",
                  lambda: D.grundy_table(wythoff(), 6))


def test_grundy_values_beyond_the_tables_limit_are_refused():
    with pytest.raises(BadBound, match="^Grundy values of wythoff reach 63 at N=60"):
        D.grundy_table(wythoff(), 60)
    # Nim written as a relation (two rays): 31 ^ 32 = 63
    p, q = E.heaps(2), E.next_heaps(2)
    nim_relation = MoveFamily.from_relation("nimRel", "NimRel", heaps=2, move=E.exists_heaps(
        2, lambda i: E.And(E.Lt(q[i], p[i]), E.forall_heaps(
            2, lambda k: True if k == i else E.Eq(q[k], p[k])))))
    assert D.grundy_table(nim_relation, 31).max() == 31
    with pytest.raises(BadBound, match="^Grundy values of nimRel reach 63 at N=32"):
        D.grundy_table(nim_relation, 32)
    # a sum without a generator, by the xor of its heaps' sequences: halving is worth at most 1
    assert D.grundy_table(halving(2), 40).max() == 1
    # take any number, but never leave 1 on an even heap: no generator, values about n
    almost_nim = one_heap_rule(2, "almostNim", lambda a, b: E.And(
        E.Lt(b, a), E.Not(E.And(E.Eq(a % 2, 0), E.Eq(b, 1)))))
    assert almost_nim.move_generator() is None and almost_nim.one_heap_rules() is not None
    with pytest.raises(BadBound, match="^Grundy values of almostNim2 reach 63 at N=63"):
        D.grundy_table(almost_nim, 63)


def test_progress_counts_up_to_the_box(progress):
    family = take_one_or_two(2)
    list(D.make_pass(family, 9, K.MODE_NORMAL).run(label="takeTwo"))
    assert_counts_up_to(progress[-1], 100)
    D.compiled_pass(KernelStatement("s", family, sp.true), 9).run(threads=1)
    assert progress[-1].label == "s N=9"
    assert_counts_up_to(progress[-1], 100)


def test_a_generator_with_no_moves_leaves_everything_stuck():
    family = take_one_or_two(2)
    sweep = D.GeneratorPass(family, 4, K.MODE_NORMAL, MoveGenerator(2))
    assert all(x.all() and not has.any() for _, x, has in sweep.run())
    sweep = D.GeneratorPass(family, 4, K.MODE_MISERE, MoveGenerator(2))
    assert all(not x.any() for _, x, _ in sweep.run())


# --- every example: the verdict the CLI gives is the general path's ---------------------------

ROOT = Path(__file__).resolve().parents[2]


def _example_claims():
    from pychecks.claims import load_claims_file, load_lean_file
    claims = list(load_lean_file(ROOT / "lean" / "Examples" / "HeapGames.lean"))
    for path in sorted((ROOT / "examples" / "claims").glob("*.py")):
        claims += load_claims_file(path)
    return [c for c in claims if c.statement is not None and c.shape in (
        "kernel", "characterisation") and c.statement.family.is_relation]


EXAMPLES = _example_claims()


def affordable(claim) -> int:
    """The default bound, or less where the general path would try more than 2^24 pairs."""
    d, n = claim.statement.heaps, claim.default_bound
    while n > 1 and ((n + 1) * (n + 2) // 2) ** d > 1 << 24:
        n -= 1
    return n


@pytest.mark.parametrize("claim", EXAMPLES, ids=[c.name for c in EXAMPLES])
def test_every_example_gives_the_general_paths_verdict(claim):
    st = claim.statement
    assert st.family.move_generator() is not None, claim.name
    bound = affordable(claim)
    general = dataclasses.replace(st, family=st.family.general())
    yardstick = D.check_kernel_slabs if st.kind == "kernel" else D.check_characterisation_slabs
    assert summary(claim.check(bound)) == summary(yardstick(general, bound))


def test_emitted_fixtures_of_generator_games_recheck(tmp_path, capsys):
    """`emit` writes a generator game's fixtures as any relation's (the options come from the
    generator, z3-proved equal to the relation), and each re-checks against the statement."""
    from pychecks.cli import main
    from pychecks.claims import load_lean_file
    from pychecks.lean.verify.fixture_reader import read_fixture, recheck_checker_module, recheck_file
    from ..lean.test_user_checkers import user_project
    lean = user_project(tmp_path)  # the checker modules import the user's HeapGames.lean
    names = ["takeTwo_pPositions", "takeTwo_wrongTotal", "wythoff_wrongEightFifths"]
    assert main(["emit", str(lean), *names, "--bound", "3"]) == 1
    capsys.readouterr()
    claims = {c.name: c for c in load_lean_file(lean)}
    checkers = {"HeapGamesTakeTwoMoveB.lean", "HeapGamesWythoffMoveB.lean"}
    fixtures = {"HeapGamesTakeTwoPPositions.lean", "HeapGamesTakeTwoWrongTotal.lean",
                "HeapGamesWythoffWrongEightFifths.lean"}
    out = tmp_path / "lean" / "Fixtures"
    assert checkers | fixtures <= {p.name for p in out.glob("*.lean")}
    for name in sorted(checkers):
        assert recheck_checker_module(out / name, 3) == [], name
    for name in sorted(fixtures):
        fx = read_fixture((out / name).read_text(encoding="utf-8"))
        assert recheck_file(out / name, claims[fx.statement]) == [], name
