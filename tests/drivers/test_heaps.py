"""Contracts of the heap-game drivers (`pychecks.drivers.heaps`) that verdict comparisons alone
do not pin, each written against surviving mutants of a mutation run (scripts/mutation):

- the two-thread pipeline starts a chunk of slab a only once the chunks of slab a-1 it reads are
  finished, calls every chunk exactly once, gives the one-thread findings for any chunk height,
  and hands a worker's exception to the caller (never a hang, never a silent loss);
- the general-relation pass solves slabs 0..N once each, in order, and refuses blocks;
- progress reports name the statement and bound and count up to the size of the box;
- memory is refused at the estimate, which is what the passes and kernels allocate, and the
  refusal says what was being sized; Grundy values beyond the kernel's limit are refused;
- word and coordinate types fit exactly what they must hold; bounds, threads and general
  relations' costs are checked with one-line messages;
- every verdict carries its claim, backend, scope, box size, reproduce line and the pass's time
  (once); reports of characterisations and of stuck positions say what the Lean side needs.
"""
import itertools
import threading
import time

import numpy as np
import pytest
import sympy as sp

from pychecks import expr as E
from pychecks.drivers import heaps as D
from pychecks.errors import BadBound, TooLarge
from pychecks.games.heaps import MoveFamily, moore, nim
from pychecks.solvers import heaps as K
from pychecks.statements import (CharacterisationStatement, KernelStatement, PlainStatement,
                                 Variable)

from ..solvers.test_heaps import _relations
from .conftest import assert_counts_up_to, refused_below, set_memory_limit

#: Long enough for any of these passes on a loaded machine; a pass that outlives it has hung.
WATCHDOG_SECONDS = 60


def finishes(f):
    """f() on a daemon thread: its result, its exception re-raised, or a failure if it hangs."""
    out = {}

    def target():
        try:
            out["value"] = f()
        except BaseException as exc:  # handed to the test below
            out["error"] = exc
    t = threading.Thread(target=target, daemon=True)
    t.start()
    t.join(WATCHDOG_SECONDS)
    assert not t.is_alive(), "the pass hung"
    if "error" in out:
        raise out["error"]
    return out["value"]


def nim_sum_zero(d):
    return E.Eq(E.xor(*E.heaps(d)), 0)


def wrong_p(d):
    return E.Eq(sp.Mod(sum(E.heaps(d)), 2), 0)


# --- the two-thread pipeline ---------------------------------------------------------------------

def test_pipeline_waits_for_the_chunks_it_reads():
    bound, rows = 7, 2
    sweep = D.StatementPass(KernelStatement("m", nim(3), nim_sum_zero(3)), bound)
    S, C = bound + 1, 4
    lock = threading.Lock()
    finished, calls = set(), []

    def call(a0, a1, r0, r1, findings):
        c = r0 // rows
        with lock:
            ready = a0 == 0 or all((a0 - 1, k) in finished for k in range(min(c + 2, C)))
            calls.append((a0, a1, r0, r1, ready))
        time.sleep(0.002)  # gives the other thread every chance to run ahead
        with lock:
            finished.add((a0, c))
    sweep._call = call
    finishes(lambda: sweep._pipeline("m N=7", rows))
    want = [(a, a + 1, r, min(S, r + rows)) for a in range(S) for r in range(0, S, rows)]
    assert sorted(c[:4] for c in calls) == want
    assert all(c[4] for c in calls), [c for c in calls if not c[4]]


@pytest.mark.parametrize("rows", [1, 2, 3, 5])
def test_pipeline_findings_equal_one_thread_for_any_chunk_height(rows):
    for st in (KernelStatement("m", nim(3), wrong_p(3)),
               CharacterisationStatement("c", nim(4), "misere", sp.true, wrong_p(4))):
        sweep = D.StatementPass(st, 6)
        alone = sweep.run(threads=1)
        assert list(finishes(lambda: sweep._pipeline("x", rows))) == list(alone)


def test_a_workers_exception_reaches_the_caller():
    sweep = D.StatementPass(KernelStatement("m", nim(3), nim_sum_zero(3)), 7)
    real = sweep._call

    def call(a0, a1, r0, r1, findings):
        if (a0, r0) == (3, 2):
            raise RuntimeError("kernel failed on slab 3")
        real(a0, a1, r0, r1, findings)
    sweep._call = call
    with pytest.raises(RuntimeError, match="kernel failed on slab 3"):
        finishes(lambda: sweep._pipeline("x", 2))


@pytest.mark.parametrize("heaps,call_positions,threads,rows", [
    # slabs of 8 × 8 positions, rows of 8: a call covers whole rows, at least one
    (3, 1, 2, 1), (3, 8, 2, 1), (3, 9, 2, 2), (3, 16, 2, 2),
    (3, 24, 2, None),   # three rows a call: fewer than four calls a slab, no pipeline
    (3, 1, 1, None),    # one thread
    (2, 1, 2, None),    # a slab is one row
])
def test_run_pipelines_when_a_slab_takes_four_calls(monkeypatch, heaps, call_positions,
                                                   threads, rows):
    sweep = D.StatementPass(KernelStatement("m", nim(heaps), wrong_p(heaps)), 7)
    alone = list(sweep.run(threads=1))
    monkeypatch.setattr(D, "CALL_POSITIONS", call_positions)
    used = []
    real = sweep._pipeline
    sweep._pipeline = lambda label, r: used.append(r) or real(label, r)
    assert list(sweep.run(threads=threads)) == alone
    assert used == ([] if rows is None else [rows])


def test_a_stuck_position_lists_six_options_and_counts_the_rest():
    st = KernelStatement("m", nim(2), sp.false)
    cx = D.kernel_counterexample(st, 1, (4, 4))
    assert cx.breakdown == ["p ∉ P", "p has 8 options, none in P"] + [
        f"{D.lean_vector(q)} ∉ P" for q in [(0, 4), (1, 4), (2, 4), (3, 4), (4, 0), (4, 1)]] + [
        "… and 2 more"]
    assert cx.issue == "p ∉ P → ∃ q, NimMove p q ∧ q ∈ P"
    assert cx.data == {"half": 2, "p": [4, 4]} and cx.bindings == {"p": "![4, 4]"}


# --- general relations --------------------------------------------------------------------------

#: The general path (every q ≤ p tried): Wythoff has a move generator, which is set aside here.
RELATION = next(f for f in _relations() if f.name == "wythoff").general()


class RecordingKernels:
    def __init__(self, kernels):
        self.kernels, self.calls = kernels, []

    def relation_outcome(self, S, a0, a1, *rest):
        self.calls.append((a0, a1))
        return self.kernels.relation_outcome(S, a0, a1, *rest)


def test_relation_pass_solves_each_slab_once_in_order(progress):
    sweep = D.make_pass(RELATION, 6, K.MODE_NORMAL)
    sweep.kernels = RecordingKernels(sweep.kernels)
    table = np.array([x.copy() for _, x, _ in sweep.run(label="wythoff N=6")])
    (rec,) = progress
    assert sweep.kernels.calls == [(a, a + 1) for a in range(7)]
    np.testing.assert_array_equal(table.reshape(7, 7), D.outcome_table(RELATION, 6, "normal"))
    assert rec.label == "wythoff N=6"
    assert_counts_up_to(rec, 49)


def test_relation_pass_default_label_is_the_family(progress):
    list(D.make_pass(RELATION, 3, K.MODE_NORMAL).run())
    assert progress[-1].label == "wythoff"


@pytest.mark.parametrize("first,last", [(1, None), (0, 3), (2, 5)])
def test_relation_pass_refuses_blocks(first, last):
    sweep = D.make_pass(RELATION, 6, K.MODE_NORMAL)
    with pytest.raises(ValueError, match="^general relations are solved in one pass over the "
                                         "whole box$"):
        list(sweep.run(first=first, last=last))
    with pytest.raises(ValueError, match="^general relations have no reach carry$"):
        sweep.last_reach(7)


# --- progress -----------------------------------------------------------------------------------

@pytest.mark.parametrize("threads", [1, 2])
def test_statement_pass_progress(progress, monkeypatch, threads):
    monkeypatch.setattr(D, "CALL_POSITIONS", 8)
    D.StatementPass(KernelStatement("m", nim(3), wrong_p(3)), 7).run(threads=threads)
    (rec,) = progress
    assert rec.label == "m N=7"
    assert_counts_up_to(rec, 8 ** 3)
    if threads == 1:  # a call, and a report, per slab: a slab is more than a call's positions
        assert rec.updates == [(64 * a, 512) for a in range(1, 9)]


def test_relation_statement_pass_progress(progress, monkeypatch):
    monkeypatch.setattr(D, "CALL_POSITIONS", 3)
    st = KernelStatement("w", RELATION, wrong_p(2))
    D.RelationStatementPass(st, 8).run()
    (rec,) = progress
    assert rec.label == "w N=8"
    assert_counts_up_to(rec, 81)
    assert len(rec.updates) == 9  # a call (and a report) per slab: 3 positions ≤ a slab of 9


def test_slab_pass_progress(progress):
    list(D.make_pass(nim(2), 5, K.MODE_NORMAL).run(label="nim N=5"))
    D.outcome_table(moore(3, 2), 3, "normal")  # no label given: the family's name
    assert [r.label for r in progress] == ["nim N=5", "moore2"]
    assert_counts_up_to(progress[0], 36)
    assert_counts_up_to(progress[1], 64)


# --- memory and limits --------------------------------------------------------------------------

@pytest.mark.parametrize("family,need", [
    # one byte per position for the table, and the kernel's `seen` words: 8 bytes per group
    (nim(2), 6 ** 2 * (1 + 8 * 2)),
    (MoveFamily("pairs", "PairMove", groups=[(0, 1), (1, 2), (0, 2)], heaps=3),
     6 ** 3 * (1 + 8 * 3)),
    # slow moves and relations keep the table only
    (nim(2).slowed(), 6 ** 2),
    (RELATION, 6 ** 2),
])
def test_grundy_tables_are_refused_at_their_estimate(monkeypatch, family, need):
    table = refused_below(monkeypatch, need, f"a Grundy table for {family.name} at N=5 needs",
                          lambda: D.grundy_table(family, 5))
    assert table.shape == (6,) * family.heaps and table.dtype == np.uint8


LOWER = MoveFamily.from_relation("lower", "LowerMove", heaps=1,
                                 move=E.Lt(E.next_heaps(1)[0], E.heaps(1)[0]))


@pytest.mark.parametrize("family", [nim(1), LOWER], ids=["nim", "relation"])
def test_grundy_values_beyond_the_limit_are_refused(family):
    # One heap that may be lowered to any value: the Grundy value of n is n.
    bound = 3 * K.GRUNDY_LIMIT
    with pytest.raises(BadBound, match=f"Grundy values of {family.name} reach "
                                       f"{K.GRUNDY_LIMIT} at N={bound}; choose a smaller bound"):
        D.grundy_table(family, bound)
    assert D.grundy_table(family, K.GRUNDY_LIMIT - 1).max() == K.GRUNDY_LIMIT - 1


def test_relation_pass_refusal_names_the_relation(monkeypatch):
    set_memory_limit(monkeypatch, 10)
    with pytest.raises(TooLarge, match="bound N=6 for the relation WythoffMove needs"):
        D.make_pass(RELATION, 6, K.MODE_NORMAL)


def test_group_arrays_and_strides():
    heaps, sizes = D.groups_arrays(MoveFamily("g", "G", groups=[(0, 2), (1,)], heaps=3))
    assert heaps.dtype == sizes.dtype == np.int64
    assert heaps.tolist() == [[0, 2], [1, -1]] and sizes.tolist() == [2, 1]
    st = D.strides(3, 4)
    assert st.dtype == np.int64 and st.tolist() == [25, 5, 1]


# --- what every verdict carries ------------------------------------------------------------------

KERNEL_CHECKS = [D.check_kernel, D.check_kernel_slabs]
CHARACTERISATION_CHECKS = [D.check_characterisation, D.check_characterisation_slabs]


@pytest.mark.parametrize("check", KERNEL_CHECKS, ids=lambda f: f.__name__)
@pytest.mark.parametrize("P", [nim_sum_zero(3), wrong_p(3)], ids=["holds", "fails"])
def test_kernel_verdict_fields(clock, check, P):
    v = check(KernelStatement("m", nim(3), P), 4)
    assert (v.claim, v.backend, v.scope, v.examined) == ("m", "enumerate", "N=4", 125)
    assert v.reproduce == {"command": "pychecks check m --bound 4"}
    # One pass decides both halves: each carries its time, which is counted once.
    assert v.seconds == 1.0 and [p.seconds for p in v.parts] == [1.0, 1.0]
    assert [(p.claim, p.backend, p.scope, p.examined) for p in v.parts] == [
        ("m", "enumerate", "N=4", 125)] * 2
    assert [p.part for p in v.parts] == list(KernelStatement.HALVES)


@pytest.mark.parametrize("check", CHARACTERISATION_CHECKS, ids=lambda f: f.__name__)
@pytest.mark.parametrize("form", [nim_sum_zero(3), wrong_p(3)], ids=["holds", "fails"])
def test_characterisation_verdict_fields(clock, check, form):
    v = check(CharacterisationStatement("c", nim(3), "normal", sp.true, form), 4)
    assert (v.claim, v.backend, v.scope, v.examined, v.in_hypotheses) == (
        "c", "enumerate", "N=4", 125, 125)
    assert v.reproduce == {"command": "pychecks check c --bound 4"}
    assert v.seconds == 1.0


@pytest.mark.parametrize("check", CHARACTERISATION_CHECKS, ids=lambda f: f.__name__)
def test_a_characterisation_whose_hypotheses_no_position_meets_is_vacuous(check):
    """`p 0 + p 1 + p 2 > 12` on the box N = 4 (largest sum 12): nothing was compared, so the
    verdict is VACUOUS, not HOLDS; one position meeting it is a test again."""
    x = E.heaps(3)
    never = CharacterisationStatement("c", nim(3), "normal", E.Lt(12, x[0] + x[1] + x[2]),
                                      nim_sum_zero(3))
    v = check(never, 4)
    assert (v.status.value, v.examined, v.in_hypotheses) == ("VACUOUS", 125, 0)
    assert v.reason.startswith("none of the 125 positions of the box (N=4) met the hypotheses")
    once = CharacterisationStatement("c", nim(3), "normal", E.Le(12, x[0] + x[1] + x[2]),
                                     nim_sum_zero(3))
    assert (check(once, 4).status.value, check(once, 4).in_hypotheses) == ("HOLDS", 1)
    wrong = CharacterisationStatement("c", nim(3), "normal", E.Le(12, x[0] + x[1] + x[2]),
                                      E.Eq(x[0], 4))
    # the wrong twin still says no: ![4, 4, 4] (nim-sum 4) is no P-position
    assert check(wrong, 4).status.value == "FAILS"


@pytest.mark.parametrize("check", KERNEL_CHECKS + CHARACTERISATION_CHECKS,
                         ids=lambda f: f.__name__)
def test_heap_values_beyond_int16(check):
    # One heap above 32767: the slab index itself must reach the predicates in a wide type.
    a = E.heaps(1)[0]
    far = 33_000
    right, wrong = E.Eq(a, 0), E.Or(E.Eq(a, 0), E.Eq(a, far))
    if check in KERNEL_CHECKS:
        make = lambda P: KernelStatement("m", nim(1), P)  # noqa: E731
    else:
        make = lambda P: CharacterisationStatement("c", nim(1), "normal", sp.true, P)  # noqa: E731
    assert check(make(right), far).status.value == "HOLDS"
    v = check(make(wrong), far)
    assert v.status.value == "FAILS" and v.counterexample.data["p"] == [far]


# --- sizes, types and limits, before anything is allocated ----------------------------------------

EIGHTS = MoveFamily("eights", "EightMove", groups=list(itertools.combinations(range(9), 8)),
                    heaps=9, slow=True)  # 9 × 8 = 72 slow bits: too wide for a statement word


def test_pass_bytes():
    # a slab of 5 × 5 positions: 32 bytes each, 2 per coordinate, and (full moves) two reach
    # rings of one uint8 word; a relation holds three bytes per position of the whole box
    assert D.pass_bytes(nim(3), 4) == 25 * (32 + 2 * 2 + 2)
    assert D.pass_bytes(nim(3).slowed(), 4) == 25 * (32 + 2 * 2)
    assert D.pass_bytes(RELATION, 4) == 3 * 25 + 5 * (32 + 2)
    assert D.pass_bytes(EIGHTS, 2) == 3 ** 8 * (32 + 2 * 8)
    assert D.pass_bytes(nim(9), 1) == 2 ** 8 * (32 + 2 * 8 + 2 * 2)  # nine groups: uint16 rings


def test_slab_pass_refusal_names_the_moves(monkeypatch):
    refused_below(monkeypatch, D.pass_bytes(nim(3), 4), "^bound N=4 for nim moves needs",
                  lambda: D.make_pass(nim(3), 4, K.MODE_NORMAL))


def test_a_block_of_a_slow_solve_needs_the_slab_before_it():
    sweep = D.make_pass(nim(2).slowed(), 4, K.MODE_NORMAL)
    with pytest.raises(ValueError, match="^a block of a slow solve needs the solved slab "
                                         "before it$"):
        list(sweep.run(first=2))


def test_block_progress_counts_the_block(progress):
    sweep = D.make_pass(nim(2), 9, K.MODE_NORMAL)
    list(sweep.run(first=3, last=7, label="block"))
    (rec,) = progress
    assert rec.updates == [(k * 10, 40) for k in range(1, 5)]


def test_statement_bytes():
    p2 = E.heaps(2)
    # compiled passes: one word per slab position, and 4 KiB of findings and arrays
    assert D.statement_bytes(KernelStatement("m", nim(3), nim_sum_zero(3)), 4) == 25 + 4096
    nine = MoveFamily("g", "G", groups=[(k,) for k in range(9)], heaps=9)  # uint16 words
    assert D.compiled_pass_bytes(nine, 1) == 2 * 2 ** 8 + 4096
    # relations: kernel statements keep no table, characterisations the whole box
    assert D.statement_bytes(KernelStatement("m", RELATION, E.Eq(p2[0], 0)), 4) == 4096
    assert D.statement_bytes(
        CharacterisationStatement("c", RELATION, "normal", sp.true, E.Eq(p2[0], 0)), 4) == 4121
    # words too wide: the slab pass and its estimate
    st = KernelStatement("m", EIGHTS, E.Eq(E.heaps(9)[0], 0))
    assert D.statement_bytes(st, 2) == D.pass_bytes(EIGHTS, 2)
    assert D.statement_bytes(PlainStatement("x", (Variable("n"),), sp.true, sp.true), 9) == 0


def test_families_too_wide_for_a_word_take_the_slab_path(monkeypatch, progress):
    total = sum(E.heaps(9))
    kernel = KernelStatement("m", EIGHTS, E.Eq(total, 0))
    characterisation = CharacterisationStatement("c", EIGHTS, "normal", sp.true,
                                                 E.Eq(sp.Mod(total, 2), 0))
    assert D._words(EIGHTS) is None and not D.compiled_pass_applies(kernel)
    monkeypatch.setattr(D, "compiled_pass", None)  # must not be reached
    v = D.check_kernel(kernel, 1)
    assert v.status.value == "FAILS" and v.examined == 2 ** 9
    v = D.check_characterisation(characterisation, 1)
    assert v.status.value == "FAILS" and v.in_hypotheses == 2 ** 9
    assert [r.label for r in progress[:2]] == ["m N=1", "c N=1"]


@pytest.mark.parametrize("groups,dtype", [(8, np.uint8), (9, np.uint16), (16, np.uint16),
                                          (17, np.uint32), (33, np.uint64), (64, np.uint64)])
def test_word_types_fit_the_groups(groups, dtype):
    family = MoveFamily("g", "G", groups=[(k % 7,) + ((k // 7) + 7,) for k in range(groups)],
                        heaps=17)
    assert len(family.groups) == groups
    assert D.reach_dtype(family) == dtype and D._words(family)[0] == dtype


def test_more_than_64_groups_are_refused():
    family = MoveFamily("g", "G", groups=list(itertools.combinations(range(12), 2)), heaps=12)
    assert len(family.groups) == 66 and D._words(family) is None
    with pytest.raises(BadBound, match="g: at most 64 move groups are supported, not 66"):
        D.reach_dtype(family)


def test_heap_group_masks():
    family = MoveFamily("g", "G", groups=[(0, 2), (1,), (2, 3)], heaps=5)
    masks = D.heap_group_masks(family)
    assert masks.dtype == np.uint8 and masks.tolist() == [0b001, 0b010, 0b101, 0b100, 0]


@pytest.mark.parametrize("bound,exprs,dtype", [
    # every value, and 64 times the bound, at most half the type's largest (sums of two fit)
    (255, [], np.int16), (256, [], np.int32),
    (1, [E.heaps(2)[0] * 16383], np.int16), (1, [E.heaps(2)[0] * 16384], np.int32),
    (1, [None, E.heaps(2)[1] * 2 ** 30 - 1], np.int32),
    (1, [E.heaps(2)[1] * 2 ** 30], np.int64),
    (7, [E.heaps(2)[0] ** 20], np.int64),
])
def test_coordinate_types(bound, exprs, dtype):
    assert D.coordinate_dtype(exprs, bound) == dtype


def test_values_beyond_64_bits_are_refused():
    with pytest.raises(BadBound, match=r"bound N=7: a predicate's values reach about .* beyond "
                                       "64-bit integers; choose a smaller bound"):
        D.coordinate_dtype([E.heaps(1)[0] ** 30], 7)


@pytest.mark.parametrize("bound", [0, -3, True, 2.0, "7"])
def test_bad_bounds_are_refused(bound):
    with pytest.raises(BadBound, match=f"^bound N={bound}: must be a whole number at least 1$"):
        D.check_bound(bound)


def test_bounds_beyond_the_enumerator_point_to_search():
    with pytest.raises(BadBound, match=r"^bound N=65536: heaps above 65535 are not supported by "
                                       r"the enumerator \(use `pychecks search` for large "
                                       r"values\)$"):
        D.check_bound(D.MAX_BOUND + 1)


@pytest.mark.parametrize("bound", [1, np.int64(5), D.MAX_BOUND])
def test_good_bounds_pass(bound):
    D.check_bound(bound)


def test_relation_cost_is_refused_above_its_limit(monkeypatch):
    # Wythoff at N = 4: every q ≤ p of two heaps, (5 · 6 / 2)² = 225 pairs
    monkeypatch.setattr(D, "MAX_RELATION_PAIRS", 225)
    D.check_relation_cost(RELATION, 4)
    D.check_relation_cost(nim(2), 400)  # group families are never refused here
    monkeypatch.setattr(D, "MAX_RELATION_PAIRS", 224)
    with pytest.raises(BadBound, match=r"^bound N=4 for the general relation WythoffMove: every "
                                       r"q ≤ p is tried, 225 pairs \(about 0 min at 150 M "
                                       r"pairs/s; limit 224\); choose a smaller bound$"):
        D.check_relation_cost(RELATION, 4)
    # the time quoted is pairs / rate, in minutes
    monkeypatch.setattr(D, "RELATION_PAIRS_PER_SECOND", 225 / 3600)
    with pytest.raises(BadBound, match=r"\(about 60 min at 0 M pairs/s"):
        D.check_relation_cost(RELATION, 4)
    monkeypatch.setattr(D, "RELATION_PAIRS_PER_SECOND", 1e12)
    with pytest.raises(BadBound, match=r"at 1000000 M pairs/s"):
        D.check_relation_cost(RELATION, 4)


@pytest.mark.parametrize("cpus,threads", [(None, 1), (1, 1), (2, 2), (16, 2)])
def test_default_threads(monkeypatch, cpus, threads):
    monkeypatch.delenv("PYCHECKS_THREADS", raising=False)
    monkeypatch.setattr(D.os, "cpu_count", lambda: cpus)
    assert D.pass_threads() == threads


def test_threads_from_the_environment(monkeypatch):
    monkeypatch.setenv("PYCHECKS_THREADS", "3")
    assert D.pass_threads() == 3
    monkeypatch.setenv("PYCHECKS_THREADS", "")
    monkeypatch.setattr(D.os, "cpu_count", lambda: 8)
    assert D.pass_threads() == 2


# --- reports --------------------------------------------------------------------------------------

@pytest.mark.parametrize("play,form,data,breakdown", [
    # ![0, 1] is an N-position: the report names its winning move
    ("normal", E.Eq(E.heaps(2)[0], 0), {"p": [0, 1], "solved_in_P": False, "q": [0, 0]},
     ["solved (normal play): p ∉ P", "closed form: p ∈ P", "move to ![0, 0] ∈ P"]),
    # ![0, 0] is a P-position in normal play: the report counts its options
    ("normal", sp.false, {"p": [0, 0], "solved_in_P": True},
     ["solved (normal play): p ∈ P", "closed form: p ∉ P", "p has 0 options, all ∉ P"]),
    ("normal", E.Eq(E.heaps(2)[0], 1), {"p": [0, 0], "solved_in_P": True},
     ["solved (normal play): p ∈ P", "closed form: p ∉ P", "p has 0 options, all ∉ P"]),
    # in misère play ![0, 0] is an N-position with no move at all
    ("misere", E.And(E.Eq(E.heaps(2)[0], 0), E.Eq(E.heaps(2)[1], 0)),
     {"p": [0, 0], "solved_in_P": False},
     ["solved (misere play): p ∉ P", "closed form: p ∈ P", "p has no move (a misère N-position)"]),
    ("misere", sp.false, {"p": [0, 1], "solved_in_P": True},
     ["solved (misere play): p ∈ P", "closed form: p ∉ P", "p has 1 options, all ∉ P"]),
])
def test_characterisation_reports(play, form, data, breakdown):
    v = D.check_characterisation(CharacterisationStatement("c", nim(2), play, sp.true, form), 3)
    cx = v.counterexample
    assert cx.data == data and cx.breakdown == breakdown
    assert cx.bindings == {"p": D.lean_vector(data["p"])} and cx.issue == "p ∈ P ↔ (closed form)"


def test_outcome_tables_are_refused_at_their_size(monkeypatch):
    # 64 × 64 positions, one byte each: more than the pass itself needs (two slabs)
    assert D.pass_bytes(nim(2), 63) < 64 ** 2
    table = refused_below(monkeypatch, 64 ** 2, "^an outcome table at N=63 needs",
                          lambda: D.outcome_table(nim(2), 63, "misere"))
    assert table.dtype == np.uint8 and table.shape == (64, 64)


def test_relation_statement_passes_hold_what_their_estimate_says(monkeypatch):
    # A kernel statement keeps no table; a characterisation keeps the solved box, which its
    # kernel writes into (a smaller array would be written past its end).
    p = E.heaps(2)
    kernel = KernelStatement("m", RELATION, E.Eq(p[0], p[1]))
    characterisation = CharacterisationStatement("c", RELATION, "normal", sp.true,
                                                 E.Eq(p[0], p[1]))
    assert D.RelationStatementPass(kernel, 6).x.shape == (1,)
    table = D.RelationStatementPass(characterisation, 6).x
    assert table.shape == (49,) and table.dtype == np.uint8
    need = D.statement_bytes(characterisation, 6)
    assert need == 49 + 4096
    refused_below(monkeypatch, need, "^c at N=6 needs",
                  lambda: D.RelationStatementPass(characterisation, 6))


def test_statement_pass_allocates_its_estimate(monkeypatch):
    for family, word in ((nim(3), np.uint8), (nim(9), np.uint16), (nim(3).slowed(), np.uint8)):
        st = KernelStatement("m", family, E.Eq(sum(E.heaps(family.heaps)), 0))
        bound = 3 if family.heaps < 9 else 1
        sweep = D.StatementPass(st, bound)
        assert sweep.buf.dtype == word
        assert sweep.buf.nbytes + 4096 == D.compiled_pass_bytes(family, bound)
    st = KernelStatement("m", nim(3), nim_sum_zero(3))
    refused_below(monkeypatch, D.compiled_pass_bytes(nim(3), 4), "^m at N=4 needs",
                  lambda: D.StatementPass(st, 4))
