"""The expression layer (`pychecks.expr`) against a reference evaluator written here from Lean's
meaning of each node on Nat: every lowering (Python, numpy, numba source, z3 on Ints and on
bit-vectors, Lean text read back by the fixture reader's evaluator) must give the reference's
value on every sample point, for generated expressions; and the constant folding, vocabulary
checks, bounds and linearity tests are pinned case by case. Written against the surviving
mutants of a mutation run (issue 12: flipping `^` to `|` in NatXor's folding passed the suite).
"""
import itertools
import operator

import numpy as np
import pytest
import sympy as sp
from hypothesis import given, settings, strategies as st

from pychecks import expr as E
from pychecks.lean.verify.fixture_reader import Terms

p = E.heaps(3)
q = E.next_heaps(3)
SETTINGS = settings(max_examples=150, deadline=None, derandomize=True, database=None)
POINTS = list(itertools.product(range(4), repeat=3))
#: The fixture re-reader's terms (the one elaborator, the interpreter), as it reads printed Bool.
_TERMS = Terms()


def ref(e, pv, qv=(0, 0, 0)):
    """Lean's value of `e` on Nat, straight from the definitions."""
    if isinstance(e, sp.Symbol):
        kind, k = E.variable(e)
        return (pv if kind == "p" else qv)[k]
    if isinstance(e, sp.Integer):
        return int(e)
    if e is sp.true:
        return True
    if e is sp.false:
        return False
    a = [ref(x, pv, qv) for x in e.args]
    if isinstance(e, sp.Add):
        return sum(a)
    if isinstance(e, sp.Mul):
        out = 1
        for x in a:
            out *= x
        return out
    if isinstance(e, sp.Mod):
        return a[0] % a[1]
    if isinstance(e, sp.Pow):
        return a[0] ** a[1]
    if isinstance(e, E.NatXor):
        return a[0] ^ a[1]
    if isinstance(e, E.NatSub):
        return max(a[0] - a[1], 0)
    if isinstance(e, E.NatDiv):
        return a[0] // a[1] if a[1] else 0
    if isinstance(e, E.Ite):
        return a[1] if a[0] else a[2]
    table = {sp.Equality: operator.eq, sp.Unequality: operator.ne, sp.LessThan: operator.le,
             sp.StrictLessThan: operator.lt, sp.GreaterThan: operator.ge,
             sp.StrictGreaterThan: operator.gt}
    if type(e) in table:
        return table[type(e)](a[0], a[1])
    if isinstance(e, sp.And):
        return all(a)
    if isinstance(e, sp.Or):
        return any(a)
    if isinstance(e, sp.Not):
        return not a[0]
    raise AssertionError(f"no reference for {e}")


# --- generated expressions ---------------------------------------------------------------------

heap = st.sampled_from(p)
const = st.integers(0, 5).map(sp.Integer)


def _terms(children):
    return st.one_of(
        st.tuples(children, children).map(lambda t: sp.Add(*t, evaluate=False)),
        st.tuples(children, const.filter(lambda c: c > 0)).map(
            lambda t: sp.Mul(t[1], t[0], evaluate=False)),
        st.tuples(children, st.integers(1, 4)).map(lambda t: sp.Mod(t[0], t[1])),
        st.tuples(children, st.integers(0, 3)).map(lambda t: E.div(t[0], sp.Integer(t[1]))),
        st.tuples(children, children).map(lambda t: E.xor(*t)),
        st.tuples(children, children).map(lambda t: E.NatSub(*t)),
        st.tuples(children, st.integers(0, 2)).map(lambda t: sp.Pow(t[0], t[1],
                                                                     evaluate=False)),
    )


terms = st.recursive(st.one_of(heap, const), _terms, max_leaves=6)


def _preds(children):
    return st.one_of(
        st.lists(children, min_size=2, max_size=3).map(lambda xs: E.And(*xs)),
        st.lists(children, min_size=2, max_size=3).map(lambda xs: E.Or(*xs)),
        children.map(E.Not),
    )


relations = st.tuples(st.sampled_from([E.Eq, E.Ne, E.Le, E.Lt, sp.Ge, sp.Gt]), terms,
                      terms).map(lambda t: t[0](t[1], t[2], evaluate=False) if t[0] in (sp.Ge,
                                                                                        sp.Gt)
                                 else t[0](t[1], t[2]))
def _in_vocabulary(e) -> bool:
    # sympy may rewrite a relation between sums into `-4 + 2*3`-like forms outside Nat.
    try:
        E.check_vocabulary(e)
    except ValueError:
        return False
    return True


predicates = (st.recursive(relations, _preds, max_leaves=4).filter(E.is_predicate)
              .filter(_in_vocabulary))


def _lean_readable(e) -> bool:
    return not any(isinstance(n, (E.NatSub, E.Ite)) for n in sp.preorder_traversal(e))


def _has_xor(e) -> bool:
    return any(isinstance(n, E.NatXor) for n in sp.preorder_traversal(e))


@SETTINGS
@given(predicates)
def test_every_lowering_of_a_predicate_agrees_with_lean_on_nat(e):
    want = [bool(ref(e, pt)) for pt in POINTS]
    assert [E.to_python(e)(pt) for pt in POINTS] == want
    cols = [np.array([pt[k] for pt in POINTS], np.int64) for k in range(3)]
    assert list(E.to_numpy(e)(*cols)) == want
    assert [bool(v) for v in E.to_numpy_term(e)(*cols)] == want
    source = E.to_source(e)
    f = eval(f"lambda p: {source}")  # noqa: S307  (our own printer's text)
    assert [bool(f(pt)) for pt in POINTS] == want
    if _lean_readable(e):
        ev = _TERMS
        text = E.to_lean_bool(e)
        assert [bool(ev.value(text, {"p": ("List Nat", list(pt))})) for pt in POINTS[:16]] \
            == want[:16]
    _z3_agrees(e, want)


def _z3_agrees(e, want):
    import z3
    for bitvector in ([True] if _has_xor(e) else [False, True]):
        for pt, w in list(zip(POINTS, want))[::7]:
            xs = ([z3.BitVecVal(v, 16) for v in pt] if bitvector else
                  [z3.IntVal(v) for v in pt])
            got = z3.simplify(E.to_z3(e, xs, bitvector=bitvector))
            assert z3.is_true(got) == w and (z3.is_true(got) or z3.is_false(got)), (e, pt)


@SETTINGS
@given(terms)
def test_every_lowering_of_a_term_agrees_and_stays_within_its_bound(e):
    want = [ref(e, pt) for pt in POINTS]
    assert [E.to_python(e)(pt) for pt in POINTS] == want
    cols = [np.array([pt[k] for pt in POINTS], np.int64) for k in range(3)]
    assert list(E.to_numpy_term(e)(*cols)) == want
    f = eval(f"lambda p: {E.to_source(e)}")  # noqa: S307
    assert [f(pt) for pt in POINTS] == want
    top = E.value_bound(e, 3)  # bounds the term and every subterm a lowering computes
    exponents = {id(n.exp) for n in sp.preorder_traversal(e) if isinstance(n, sp.Pow)}
    for node in sp.preorder_traversal(e):
        if not E.is_predicate(node) and id(node) not in exponents:
            assert max(ref(node, pt) for pt in POINTS) <= E.value_bound(node, 3)
            assert max(ref(node, pt) for pt in POINTS) <= top


# --- constant folding, one node at a time -------------------------------------------------------

@pytest.mark.parametrize("a,b", [(6, 3), (5, 5), (0, 7), (12, 10), (1, 2)])
def test_nat_xor_folds_constants_to_xor(a, b):
    assert E.NatXor(sp.Integer(a), sp.Integer(b)) == sp.Integer(a ^ b)
    assert isinstance(E.NatXor(p[0], sp.Integer(b)), E.NatXor)


@pytest.mark.parametrize("a,b", [(6, 3), (3, 6), (5, 5), (0, 1)])
def test_nat_sub_folds_constants_truncated(a, b):
    assert E.NatSub(sp.Integer(a), sp.Integer(b)) == sp.Integer(max(a - b, 0))
    assert isinstance(E.NatSub(p[0], sp.Integer(b)), E.NatSub)


def test_nat_div_folds_constants_and_by_zero_and_one():
    assert E.div(sp.Integer(7), sp.Integer(2)) == sp.Integer(3)
    assert E.div(sp.Integer(7), sp.Integer(0)) == sp.Integer(0)
    assert E.div(p[0], sp.Integer(0)) == sp.Integer(0)
    assert E.div(p[0], sp.Integer(1)) == p[0]
    assert isinstance(E.div(p[0], sp.Integer(2)), E.NatDiv)
    assert isinstance(E.div(sp.Integer(2), p[0]), E.NatDiv)


def test_ite_folds_true_and_false_and_chains():
    assert E.Ite(sp.true, p[0], p[1]) == p[0]
    assert E.Ite(sp.false, p[0], p[1]) == p[1]
    chained = E.ite(E.Eq(p[0], 0), 5, E.Eq(p[0], 1), 6, 7)
    assert [E.to_python(chained)((v, 0, 0)) for v in range(3)] == [5, 6, 7]
    with pytest.raises(ValueError):
        E.ite(E.Eq(p[0], 0), 5)
    assert [E.to_python(E.nat_min(p[0], p[1]))((a, b, 0)) for a, b in [(1, 2), (3, 2)]] == [1, 2]


def test_xor_associates_to_the_left_and_connectives_keep_single_arguments():
    assert E.xor(p[0], p[1], p[2]) == E.NatXor(E.NatXor(p[0], p[1]), p[2])
    assert E.And(E.Eq(p[0], 1)) == E.Eq(p[0], 1)
    assert E.Or(E.Eq(p[0], 1)) == E.Eq(p[0], 1)
    assert isinstance(E.Eq(p[0], p[0]), sp.Equality)  # kept as written, not folded to True
    assert isinstance(E.Le(p[0], p[0]), sp.LessThan)
    assert isinstance(E.Lt(p[0], p[1]), sp.StrictLessThan)
    assert isinstance(E.Ne(p[0], p[1]), sp.Unequality)
    assert isinstance(E.Not(E.Eq(p[0], 1)), sp.Not)


# --- heaps, variables, expansions ---------------------------------------------------------------

def test_heaps_and_variables():
    assert [s.name for s in E.heaps(2)] == ["p0", "p1"]
    assert [s.name for s in E.next_heaps(2)] == ["q0", "q1"]
    assert all(s.is_integer and s.is_nonnegative for s in E.heaps(2))
    for bad in (0, -1, True, 2.0):
        with pytest.raises(ValueError):
            E.heaps(bad)
    assert E.variable(p[2]) == ("p", 2) and E.variable(q[1]) == ("q", 1)
    for name in ("x", "p", "pq", "r1"):
        with pytest.raises(ValueError):
            E.variable(sp.Symbol(name))
    assert E.heap_count(E.Eq(p[2], q[0])) == 3 and E.heap_count(sp.Integer(4)) == 0
    assert E.mentions_next(E.Eq(p[0], q[0])) and not E.mentions_next(E.Eq(p[0], 1))
    assert E.free_faces(E.Eq(p[2] + q[1], p[0])) == [0, 2]
    assert E.position_is((3, 0)) == E.And(E.Eq(p[0], 3), E.Eq(p[1], 0))
    assert E.FACES == E.heaps(6)


def test_expanded_quantifiers():
    assert E.sum_heaps(3) == sp.Add(*p, evaluate=False)
    assert E.to_python(E.sum_heaps(3, lambda k: 2 * p[k]))((1, 2, 3)) == 12
    assert E.forall_heaps(3, lambda k: E.Le(p[k], 2)) == E.And(*[E.Le(x, 2) for x in p])
    assert E.forall_heaps(3, lambda k: k != 1 or E.Le(p[k], 2)) == E.Le(p[1], 2)
    assert E.forall_heaps(3, lambda k: k != 1) is sp.false
    assert E.forall_heaps(3, lambda k: True) is sp.true
    assert E.exists_heaps(3, lambda k: E.Le(2, p[k])) == E.Or(*[E.Le(2, x) for x in p])
    assert E.exists_heaps(3, lambda k: k == 1) is sp.true
    assert E.exists_heaps(3, lambda k: False) is sp.false
    assert E.exists_heaps(3, lambda k: k == 1 and E.Le(p[k], 2)) == E.Le(p[1], 2)


# --- the vocabulary -------------------------------------------------------------------------------

@pytest.mark.parametrize("e,message", [
    (sp.sin(p[0]), "unsupported in a predicate: sin"),
    (p[0] * p[1], "only multiplication by a constant"),
    (p[0] / 2, "is a fraction"),
    (sp.Mod(p[0], p[1]), "only % by a constant"),
    (sp.Mod(p[0], 0, evaluate=False), "% by 0 is not allowed"),
    (E.NatDiv(p[0], p[1]), "only / by a constant"),
    (sp.Pow(p[0], p[1], evaluate=False), r"only \^ with a constant exponent"),
    (sp.Symbol("x"), "unknown variable x"),
    (E.Eq(p[0], -1), "negative constants"),
])
def test_vocabulary_refuses_what_no_lowering_translates(e, message):
    with pytest.raises(ValueError, match=message):
        E.check_vocabulary(e)


def test_vocabulary_accepts_every_node_it_lowers():
    ok = E.And(E.Eq(E.xor(p[0], 3) + 2 * p[1], sp.Mod(p[2], 3)), E.Le(E.NatSub(p[0], 1), 4),
               E.Or(sp.Ge(p[0], 1, evaluate=False), sp.Gt(p[1], 0, evaluate=False)),
               E.Ne(E.div(p[0], sp.Integer(2)), sp.Pow(p[1], 2, evaluate=False)),
               E.Not(E.Lt(E.ite(E.Eq(p[0], 0), 1, 2), 0)), sp.true)
    E.check_vocabulary(ok)
    E.check_vocabulary(sp.false)


def test_is_predicate_and_linearity():
    assert E.is_predicate(E.Eq(p[0], 1)) and E.is_predicate(sp.true)
    assert E.is_predicate(E.And(E.Eq(p[0], 1), E.Eq(p[1], 1)))
    assert not E.is_predicate(p[0]) and not E.is_predicate(p[0] + 1)
    assert E.is_linear(E.Eq(p[0] + 2 * p[1], sp.Mod(p[2], 3)))
    assert E.is_linear(E.Eq(E.div(p[0], sp.Integer(2)), 1))
    assert E.is_linear(E.Eq(sp.Pow(p[0], 1, evaluate=False), 1))
    assert E.is_linear(E.Eq(sp.Pow(2, 3, evaluate=False), 8))
    assert not E.is_linear(E.Eq(E.xor(p[0], p[1]), 0))
    assert not E.is_linear(E.Eq(sp.Pow(p[0], 2, evaluate=False), 4))
    assert E.uses_xor(E.Eq(E.xor(p[0], 1), 0)) and not E.uses_xor(E.Eq(p[0], 0))


def test_value_bounds_per_node():
    assert E.value_bound(p[0], 7) == 7 and E.value_bound(sp.Integer(9), 7) == 9
    assert E.value_bound(p[0] + p[1], 7) == 14
    assert E.value_bound(3 * p[0], 7) == 21
    assert E.value_bound(sp.Pow(p[0], 3, evaluate=False), 7) == 343
    assert E.value_bound(sp.Mod(p[0], 3), 7) == 7
    assert E.value_bound(sp.Mod(p[0], 30), 7) == 30
    assert E.value_bound(E.div(p[0], sp.Integer(2)), 7) == 7
    assert E.value_bound(E.xor(p[0], p[1]), 7) == 7
    assert E.value_bound(E.xor(p[0], p[1]), 8) == 15
    assert E.value_bound(E.NatSub(p[0], 9), 7) == 9
    assert E.value_bound(E.ite(E.Eq(p[0], 0), 20, p[1]), 7) == 20
    assert E.value_bound(E.Eq(p[0], 40), 7) == 40
    assert E.value_bound(E.Eq(p[0], 0), 7) == 7


# --- the printers, pinned -------------------------------------------------------------------------

def test_lean_printer():
    c = E.to_lean_bool
    assert c(E.Eq(p[0], q[1])) == "(Nat.beq (p.getD 0 0) (q.getD 1 0))"
    assert c(E.Ne(p[0], 1)) == "(!(Nat.beq (p.getD 0 0) 1))"
    assert c(E.Le(p[0], 1)) == "(Nat.ble (p.getD 0 0) 1)"
    assert c(E.Lt(p[0], 1)) == "(Nat.blt (p.getD 0 0) 1)"
    assert c(sp.Ge(p[0], 1, evaluate=False)) == "(Nat.ble 1 (p.getD 0 0))"
    assert c(sp.Gt(p[0], 1, evaluate=False)) == "(Nat.blt 1 (p.getD 0 0))"
    assert c(E.Eq(E.NatSub(p[0], 1), E.div(p[1], sp.Integer(2)))) == \
        "(Nat.beq ((p.getD 0 0) - 1) ((p.getD 1 0) / 2))"
    assert c(E.Eq(E.ite(E.Le(p[0], 1), 2, 3), sp.Mod(p[1], 2))) == \
        "(Nat.beq (if (Nat.ble (p.getD 0 0) 1) then 2 else 3) ((p.getD 1 0) % 2))"
    assert c(E.Eq(sp.Pow(p[0], 2, evaluate=False), E.xor(p[1], 2 * p[2]))) == \
        "(Nat.beq ((p.getD 0 0) ^ 2) ((p.getD 1 0) ^^^ (2 * (p.getD 2 0))))"
    assert c(E.Or(E.Not(E.Eq(p[0], 0)), E.And(E.Eq(p[1], 1), E.Eq(p[2], 2)))) in (
        "((!(Nat.beq (p.getD 0 0) 0)) || ((Nat.beq (p.getD 1 0) 1) && (Nat.beq (p.getD 2 0) 2)))",
        "(((Nat.beq (p.getD 1 0) 1) && (Nat.beq (p.getD 2 0) 2)) || (!(Nat.beq (p.getD 0 0) 0)))")
    assert c(sp.true) == "true" and c(sp.false) == "false"
    with pytest.raises(ValueError, match="between propositions"):
        c(sp.Eq(E.Eq(p[0], 0), E.Eq(p[1], 0), evaluate=False))


def test_source_printer():
    s = E.to_source
    assert s(E.Eq(p[0], 1)) == "(p[0] == 1)"
    assert s(E.Eq(sp.Pow(p[0], 3, evaluate=False), 1)) == "((p[0] * p[0] * p[0]) == 1)"
    assert s(E.Eq(sp.Pow(p[0], 0, evaluate=False), 1)) == "(1 == 1)"
    assert s(E.Eq(E.NatSub(p[0], 2), 1)) == "(max(p[0] - 2, 0) == 1)"
    assert s(E.Eq(E.ite(E.Le(p[0], 1), 2, 3), 2)) == "(((2) if (p[0] <= 1) else (3)) == 2)" or \
        s(E.Eq(E.ite(E.Le(p[0], 1), 2, 3), 2)) == "((2 if (p[0] <= 1) else 3) == 2)"
    assert s(E.Not(E.Eq(p[0], 1))) == "(not (p[0] == 1))"
    assert s(sp.true) == "True" and s(sp.false) == "False"
    assert s(E.Eq(q[1], p[0]), name=lambda kind, k: f"{kind}{k}") == "(q1 == p0)"


def test_z3_needs_bitvectors_for_xor_and_refuses_unknown_nodes():
    import z3
    xs = [z3.IntVal(1)] * 3
    with pytest.raises(ValueError, match="bit-vector"):
        E.to_z3(E.Eq(E.xor(p[0], p[1]), 0), xs, bitvector=False)
    bv = [z3.BitVecVal(5, 8)] * 3
    got = z3.simplify(E.to_z3(E.Eq(E.NatSub(p[0], 7), 0), bv, bitvector=True))
    assert z3.is_true(got)
    got = z3.simplify(E.to_z3(E.Eq(E.div(p[0], sp.Integer(2)), 2), bv, bitvector=True))
    assert z3.is_true(got)
    got = z3.simplify(E.to_z3(E.Eq(sp.Mod(p[0], 3), 2), xs[:1] * 3, bitvector=False))
    assert z3.is_false(got)


def test_numpy_lowering_of_constant_relations_beside_heaps():
    # Found by the generated test: `logical_and.reduce` could not mix `2 <= 3` with an array.
    a = np.arange(4)
    for e, want in [(E.And(E.Eq(p[0], 1), E.Le(2, 3)), [False, True, False, False]),
                    (E.Or(E.Eq(p[0], 1), E.Eq(sp.Integer(2), 2)), [True] * 4),
                    (E.And(E.Eq(p[0], 1), E.Lt(3, 2)), [False] * 4),
                    (E.Eq(sp.Integer(2), 2), [True] * 4)]:
        assert list(E.to_numpy(e)(a, a, a)) == want


ABC = {0: "a", 1: "b", 2: "c"}


def by_precedence(e, name=lambda kind, k: ABC[k]):
    return E.to_lean_prop(e, name, every_node=False)


@settings(max_examples=80, deadline=None, derandomize=True, database=None)
@given(predicates)
def test_the_prop_printer_by_lean_precedences_reads_back_to_the_same_predicate(e):
    """With the fewest parentheses Lean's precedences allow, the text must still mean `e`: read
    back by the Lean front end as the body of a statement, it agrees with the reference."""
    from pychecks.lean.claims.catalogue import read_text
    # and inside an `if` that is an operand, beside its own negation
    inside = E.Or(E.Lt(E.ite(e, p[0], p[1] + 1), 2 * p[2]), E.Not(e))
    for x in (e, inside):
        text = by_precedence(x)
        _, (reading,) = read_text(f"theorem_wanted t (a b c : ℕ) : {text}\n")
        assert reading.statement is not None, (text, reading.reason)
        read = E.to_python(reading.statement.conclusion)
        assert [bool(read(pt)) for pt in POINTS] == [bool(ref(x, pt)) for pt in POINTS], text


def test_the_prop_printer_by_lean_precedences_writes_what_a_person_would():
    a, b, c = E.heaps(3)
    assert by_precedence(E.Eq(E.xor(sp.Mod(a, 3), sp.Mod(b, 3)), 0)) == "a % 3 ^^^ b % 3 = 0"
    assert by_precedence(E.Eq(sp.Mod(a + b + c, 3), 1)) == "(a + b + c) % 3 = 1"
    assert by_precedence(E.Eq(E.NatSub(a, E.NatSub(b, c)), 0)) == "a - (b - c) = 0"
    assert by_precedence(E.Eq(E.NatSub(E.NatSub(a, b), c), 0)) == "a - b - c = 0"
    assert by_precedence(E.Eq(sp.Mod(E.div(a, sp.Integer(4)), 2), 1)) == "(a / 4) % 2 = 1"
    assert by_precedence(E.Eq(sp.Pow(sp.Pow(a, 2, evaluate=False), 3, evaluate=False), 1)) == \
        "(a ^ 2) ^ 3 = 1"
    assert by_precedence(E.Or(E.Not(E.Eq(a, 0)), E.And(E.Eq(b, 1), E.Eq(c, 2)))) in (
        "¬a = 0 ∨ (b = 1 ∧ c = 2)", "(b = 1 ∧ c = 2) ∨ ¬a = 0")
    assert by_precedence(E.Lt(E.ite(E.Le(a, 2), b, c), 5)) == "(if a ≤ 2 then b else c) < 5"
    assert by_precedence(sp.Ge(a, b, evaluate=False)) == "b ≤ a"
    # a caller's spelling with a space is an application: bare as an operand, wrapped as an
    # argument of another application (conjecture's `g (p 1)`)
    printer = E.LeanPropPrinter(lambda kind, k: f"p {k}")
    assert printer.doprint(E.Eq(a + b, c)) == "p 0 + p 1 = p 2"
    assert printer.argument(a) == "(p 0)"


def test_lean_prop_printer_names_each_variable_and_parenthesises_every_node():
    """`to_lean_prop`: the body of a plain statement as a core `Prop` (a book's bridge), with
    each variable spelt by the caller, `≥` and `>` turned round, and nothing left to Lean's
    precedences."""
    a, b, i = E.heaps(3)
    name = {0: "a", 1: "b", 2: "i.val"}
    text = E.to_lean_prop(E.Or(E.Not(E.Eq(E.xor(a, b), 0)), E.And(
        E.Ne(i, 3), sp.Ge(a, b, evaluate=False), sp.Gt(b, 1, evaluate=False),
        E.Lt(E.ite(E.Le(a, 2), b, i), 5))), lambda kind, k: name[k])
    assert text == ("((¬((a ^^^ b) = 0)) ∨ ((b ≤ a) ∧ (1 < b) ∧ (i.val ≠ 3) ∧ "
                    "((if (a ≤ 2) then b else i.val) < 5)))")
    assert E.to_lean_prop(sp.true, lambda kind, k: "x") == "True"
    assert E.to_lean_prop(sp.false, lambda kind, k: "x") == "False"
