"""Move generators are derived, never assumed: z3 proves each relation equal to its steps and
rays for all naturals (on 1 to 5 heaps), refuses a relation that only looks translation
invariant (the general path answers it), and refuses what it cannot decide. Sums of one-heap
games are recognised the same way; each heap's Grundy sequence, with its proved pre-period and
period, is the API `pychecks conjecture` builds on."""
import itertools

import numpy as np
import pytest
import sympy as sp

from pychecks import expr as E
from pychecks.backends import enumerator
from pychecks.drivers.heaps import outcome_table
from pychecks.games import generators as G
from pychecks.games.heaps import MoveFamily, moore, nim
from pychecks.solvers.heaps_reference import options_by_definition, reference_outcomes
from pychecks.statements import KernelStatement

from .generator_families import (GENERATORS, FAMILIES, halving, ids, one_heap_rule, one_or_even,
                                 parity_dependent, subtract_134, take_one_or_two, wythoff)


@pytest.mark.parametrize("family,generator", GENERATORS, ids=ids(FAMILIES))
def test_each_relation_gets_the_generator_z3_proves(family, generator):
    got, how = G.derive(family.relation, family.heaps)
    assert got == generator, how
    assert "z3-proved" in how
    assert G.split_moves(G.moves_seen(family.relation, family.heaps, 8), 8, family.heaps) \
        == generator


@pytest.mark.parametrize("family,generator", GENERATORS, ids=ids(FAMILIES))
def test_the_generator_makes_the_relations_moves_on_a_box(family, generator):
    bound = {1: 20, 2: 7, 3: 4, 4: 3, 5: 2}[family.heaps]
    box = list(itertools.product(range(bound + 1), repeat=family.heaps))
    for p in box:
        assert generator.moves_from(p) == [q for q in box if family.reference(p, q)], p
        for q in box:
            assert generator.is_move(p, q) == family.reference(p, q), (p, q)


def test_a_relation_that_depends_on_p0_gets_no_generator_and_the_general_path_answers():
    """From an even heap the moves look like 'take 1 or 2', which a probe at (B) sees; but 1
    may be taken only from an even heap, and z3 finds the odd heap where the two differ."""
    family = parity_dependent()
    seen = G.moves_seen(family.relation, 1, G.probe_bound(family.relation, 1))
    assert G.split_moves(seen, 8, 1) == G.MoveGenerator(1, ((1,), (2,)))
    generator, how = G.derive(family.relation, 1)
    assert generator is None and "depends on more than p − q" in how
    assert family.move_generator() is None
    # The general path solves it, and agrees with the definition.
    options = options_by_definition(family.reference, 30, 1)
    expected = reference_outcomes(options, "normal")
    table = outcome_table(family, 30, "normal")
    assert [bool(table[n]) for n in range(31)] == [expected[(n,)] for n in range(31)]
    p = E.heaps(1)
    st = KernelStatement("parity", family, E.Eq(p[0] % 3, 0))
    # Under "take 1 or 2" this P would hold; here heap 1 (odd) cannot move at all.
    verdict = enumerator().check(st, 30)
    assert verdict.status.value == "FAILS"
    assert verdict.parts[1].counterexample.data["p"] == [1]
    assert enumerator().check(KernelStatement("take", take_one_or_two(1), E.Eq(p[0] % 3, 0)), 30) \
        .status.value == "HOLDS"


def test_what_z3_cannot_decide_keeps_the_general_path():
    p, q = E.heaps(2), E.next_heaps(2)
    xor_move = E.And(E.Lt(q[0], p[0]), E.Eq(q[1], p[1]), E.Eq(E.xor(p[0], q[0]) % 2, 1))
    generator, how = G.derive(xor_move, 2)
    assert generator is None and "^^^" in how


def test_a_bounded_take_away_beyond_the_probe_is_refused_not_guessed():
    """Take 1 to 30 from one of five heaps: the probe box (heaps ≤ 15 on five heaps) shows every
    amount it has room for, which looks like a ray; z3 finds 31, which is no move."""
    family = one_heap_rule(5, "upToThirty", lambda a, b: E.And(E.Lt(b, a), E.Le(a, b + 30)))
    assert G.probe_bound(family.relation, 5) < 30
    generator, how = G.derive(family.relation, 5)
    assert generator is None and "z3 found a move" in how
    # On one heap the probe has room, and the thirty steps are found and proved.
    one = one_heap_rule(1, "upToThirty", lambda a, b: E.And(E.Lt(b, a), E.Le(a, b + 30)))
    assert one.move_generator() == G.MoveGenerator(1, tuple((s,) for s in range(1, 31)))


def test_group_families_have_kernels_of_their_own():
    assert nim(3).move_generator() is None
    # Nim written as a relation is found as three rays, one per heap.
    p, q = E.heaps(3), E.next_heaps(3)
    relation = E.exists_heaps(3, lambda i: E.And(E.Lt(q[i], p[i]), E.forall_heaps(
        3, lambda k: True if k == i else E.Eq(q[k], p[k]))))
    family = MoveFamily.from_relation("nimRel", "NimRel", heaps=3, move=relation)
    assert family.move_generator().rays == ((0, 0, 1), (0, 1, 0), (1, 0, 0))
    assert family.general().move_generator() is None


def test_generator_expression_reads_rays_without_subtraction():
    gen = G.MoveGenerator(2, ((0, 3),), ((2, 1),))
    f = E.to_python(gen.expression())
    for p in itertools.product(range(12), repeat=2):
        for q in itertools.product(range(12), repeat=2):
            assert f(p, q) == gen.is_move(p, q), (p, q)


def test_generator_values_are_checked():
    with pytest.raises(ValueError, match="non-zero vector"):
        G.MoveGenerator(2, ((0, 0),))
    with pytest.raises(ValueError, match="non-zero vector"):
        G.MoveGenerator(2, ((1,),))
    assert G.MoveGenerator(2, (), ((1, 1),)).lookback == 1
    assert G.MoveGenerator(2, ((0, 4),)).lookback == 0


# --- sums of one-heap games -------------------------------------------------------------------

def test_sums_of_one_heap_games_are_recognised():
    assert [len(f.one_heap_rules()) for f in (take_one_or_two(3), subtract_134(5))] == [3, 5]
    assert wythoff().one_heap_rules() is None
    assert moore(3, 2).one_heap_rules() is None
    rules = nim(3).one_heap_rules()
    assert [r.groups for r in rules] == [((0,),)] * 3
    assert [r.slow for r in nim(2).slowed().one_heap_rules()] == [True, True]
    partial = MoveFamily("partial", "PartialMove", groups=[(0,)], heaps=2)
    assert partial.one_heap_rules()[1].relation is sp.false  # heap 1 never moves


def test_a_sum_without_a_generator_is_proved_by_z3():
    family = halving(3)
    assert family.move_generator() is None
    rules = family.one_heap_rules()
    assert [r.heaps for r in rules] == [1, 1, 1]
    assert G.summary(family) == "sum of one-heap games, general heap rules"
    # A heap whose rule looks at another heap is no sum.
    p, q = E.heaps(2), E.next_heaps(2)
    family = MoveFamily.from_relation("coupled", "CoupledMove", heaps=2, move=E.Or(
        E.And(E.Eq(p[0], q[0] + 1), E.Eq(q[1], p[1]), E.Eq(p[1] % 2, 0)),
        E.And(E.Eq(p[1], q[1] + 1), E.Eq(q[0], p[0]))))
    assert family.one_heap_rules() is None
    assert family.general().one_heap_rules() is None


def test_summaries_say_how_each_relation_is_solved():
    assert G.summary(take_one_or_two(3)) == "sum of one-heap games, each heap: steps 1 2"
    assert G.summary(wythoff()) == "move generator: rays (0,1) (1,0) (1,1)"
    assert G.summary(subtract_134(1)) == "move generator: steps 1 3 4"
    assert G.summary(parity_dependent()) == "general relation"


def test_heap_sequences_and_their_proved_periods():
    """Sources: Berlekamp, Conway, Guy, Winning Ways, ch. 4: the subtraction game {1, 3, 4}
    has the Grundy sequence 0 1 0 1 2 3 2, period 7; take one or two, n mod 3."""
    seqs = G.heap_grundy_sequences(subtract_134(2), 60)
    assert [(s.heap, s.preperiod, s.period) for s in seqs] == [(0, 0, 7), (1, 0, 7)]
    assert seqs[0].values[:7].tolist() == [0, 1, 0, 1, 2, 3, 2] and seqs[0].bound == 60
    assert not seqs[0].values.flags.writeable
    (s,) = G.heap_grundy_sequences(take_one_or_two(1), 30)
    assert (s.preperiod, s.period) == (0, 3)
    (s,) = G.heap_grundy_sequences(one_or_even(), 30)  # a ray: no period is proved
    assert (s.preperiod, s.period) == (None, None)
    assert G.heap_grundy_sequences(wythoff(), 10) is None
    nim_seqs = G.heap_grundy_sequences(nim(2), 100)
    assert nim_seqs[1].values.tolist() == list(range(101)) and nim_seqs[1].period is None


@pytest.mark.parametrize("steps", [(1, 3, 4), (2, 4, 7), (2, 7, 8), (3, 7, 8), (2, 5), (1,)])
def test_proved_periods_hold_far_beyond_where_they_were_read(steps):
    """The pre-period and period read from g(0..200) hold on g(0..3000), and are the least: a
    smaller pre-period breaks at the value before it."""
    rule = one_heap_rule(1, "sub", lambda a, b: E.Or(*[E.Eq(a, b + s) for s in steps]))
    (short,) = G.heap_grundy_sequences(rule, 200)
    (long,) = G.heap_grundy_sequences(rule, 3000)
    pre, per = short.preperiod, short.period
    assert (pre, per) == (long.preperiod, long.period)
    v = long.values
    assert (v[pre:len(v) - per] == v[pre + per:]).all()
    if pre:
        assert v[pre - 1] != v[pre - 1 + per]
    assert all((v[pre:len(v) - q] != v[pre + q:]).any() for q in range(1, per))
    assert (pre, per) == {(2, 4, 7): (8, 3)}.get(steps, (pre, per))


def test_no_period_is_claimed_without_room_to_prove_it():
    values = np.array([0, 1, 0, 1, 2, 3, 2, 0, 1])
    assert G.proved_period(values, (1, 3, 4)) is None  # 7 + 4 values are needed
    assert G.proved_period(np.zeros(3, np.int64), ()) == (0, 1)  # no move: all 0
    assert G.proved_period(np.array([0, 1, 2, 0, 1, 2, 0]), (1, 2)) == (0, 3)
