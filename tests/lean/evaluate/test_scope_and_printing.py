"""The scope (what each type ranges over at N and L, and how many values that is), the order
counterexamples are reported in (fewest tokens, then lexicographic), values printed in Lean
syntax by their type, and shapes' counterexamples printed in the statement's own names."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evaluation import lean_file, readings, summary, verdict
from pychecks.cli import main
from pychecks.lean.evaluate import scope as S
from pychecks.lean.evaluate import types as T
from pychecks.lean.evaluate.show import lean_value
from pychecks.lean.evaluate.values import CtorValue, Pair, Some

INFO = S.TypeInfo()


def test_values_in_the_scope_and_their_counts():
    sc = S.Scope(2, 2)
    cases = {T.NAT: 3, T.INT: 5, T.BOOL: 2, T.TFin(4): 4, T.list_of(T.NAT): 1 + 3 + 9,
             T.finset(T.NAT): 8, T.option(T.NAT): 4, T.prod(T.NAT, T.BOOL): 6,
             T.TFun(T.TFin(2), T.NAT): 9}
    for ty, n in cases.items():
        values = S.values(ty, sc, INFO)
        assert len(values) == len(set(values)) == n == S.count(ty, sc, INFO), T.show_type(ty)
    assert S.values(T.INT, sc, INFO) == (0, 1, -1, 2, -2)


def test_counts_saturate_without_forming_huge_sizes():
    """`Finset (Finset (Finset (Finset ℕ)))` at N = 63 has 2^(2^(2^(2^6)·…)) values: its count
    is the cap, computed at once (it used to hang, forming the exact power), while counts below
    the cap stay exact."""
    deep = T.NAT
    for _ in range(4):
        deep = T.finset(deep)
    assert S.count(deep, S.Scope(63, 3), INFO) == S.COUNT_CAP
    assert S.count(T.list_of(T.finset(T.finset(T.NAT))), S.Scope(63, 3), INFO) == S.COUNT_CAP
    assert S.count(T.TFun(T.TFin(300), T.NAT), S.Scope(63, 3), INFO) == S.COUNT_CAP
    assert S.count(T.finset(T.finset(T.NAT)), S.Scope(2, 2), INFO) == 2 ** 8
    assert S.count(T.TFun(T.TFin(3), T.NAT), S.Scope(63, 3), INFO) == 64 ** 3
    assert S.count_text(S.COUNT_CAP) == "more than 10^77" and S.count_text(1234) == "1,234"


def test_a_statement_over_a_huge_type_is_refused_with_an_estimate(tmp_path, capsys):
    f = tmp_path / "Deep.lean"
    f.write_text("theorem_wanted deep (s : Finset (Finset (Finset (Finset ℕ)))) : s = s\n"
                 "theorem_wanted fine : 1 + 1 = 2\n", encoding="utf-8")
    assert main(["check", str(f)]) == 1      # an UNKNOWN is no success
    out = capsys.readouterr().out
    assert "deep UNKNOWN" in out and "more than 10^77 assignments" in out
    assert "1 HOLDS, 1 UNKNOWN" in out


def test_functions_and_sets_are_not_enumerated():
    for ty in (T.TFun(T.NAT, T.NAT), T.set_of(T.NAT)):
        try:
            S.count(ty, S.Scope(2, 2), INFO)
        except S.NotEnumerable:
            continue
        raise AssertionError(T.show_type(ty))


def test_smallest_first():
    # tokens: a list is its length plus its entries; ties: shorter lists first, then entries
    keys = sorted([((2,),), ((0, 0),), ((1,),), ((0, 1),), ((),)], key=S.smallest_key)
    assert keys == [((),), ((1,),), ((0, 0),), ((2,),), ((0, 1),)]
    assert sorted([(3, 0), (0, 1), (1, 0)], key=S.smallest_key) == [(0, 1), (1, 0), (3, 0)]


def test_values_print_as_lean():
    assert lean_value(-2, T.INT) == "-2" and lean_value(True, T.BOOL) == "true"
    assert lean_value((1, 2), T.list_of(T.NAT)) == "[1, 2]"
    assert lean_value((0, 1), T.TFun(T.TFin(2), T.NAT)) == "![0, 1]"
    assert lean_value(Pair(1, (2,)), T.prod(T.NAT, T.list_of(T.NAT))) == "(1, [2])"
    assert lean_value(Some(-1), T.option(T.INT)) == "some (-1)"
    assert lean_value(frozenset({3, 1}), T.finset(T.NAT)) == "{1, 3}"
    assert lean_value(frozenset(), T.finset(T.NAT)) == "∅"
    assert lean_value(False, T.PROP) == "False" and lean_value(True, T.PROP) == "True"


def test_shapes_print_counterexamples_in_the_statements_names(tmp_path, capsys):
    f = lean_file(tmp_path, """def Take (m n : ℕ) : Prop := m = n + 1 ∨ m = n + 2
theorem_wanted wrong :
    let P : Set ℕ := {n | n % 2 = 0}
    (∀ m n, m ∈ P → Take m n → n ∉ P) ∧ ∀ m, m ∉ P → ∃ n, Take m n ∧ n ∈ P
theorem_wanted plainWrong (pos : Fin 2 → ℕ) : pos 0 ≤ pos 1
""")
    assert readings(f)["wrong"].kind == "kernel"
    main(["check", str(f), "--bound", "5"])
    out = capsys.readouterr().out
    assert "m := 2\nn := 0\nissue: m ∈ P → Take m n → n ∉ P does not hold" in out, out
    assert "pos := ![1, 0]" in out and "pos 0 :=" not in out


def test_a_structure_value_is_a_value_of_its_own():
    """`StructValue` is a tuple underneath (hashing in C, for memo tables), yet it equals only
    structures with the same name and fields, never a list value, and the scope's size and order
    read it as a structure."""
    import pickle
    from pychecks.lean.evaluate.scope import lex_key, size
    from pychecks.lean.evaluate.values import Pair, StructValue
    a, b = StructValue("H", (1, 2)), StructValue("H", (1, 2))
    assert a == b and hash(a) == hash(b) and len({a, b, StructValue("H", (2, 1))}) == 2
    assert a != StructValue("G", (1, 2)) and a != (1, 2) and a.name == "H" and a.fields == (1, 2)
    assert size(a) == 3 and size((1, 2)) == 5 and lex_key(a) == (1, False, 2, False)
    assert size(Pair(1, 2)) == 3
    assert pickle.loads(pickle.dumps(a)) == a and type(pickle.loads(pickle.dumps(a))) is StructValue
    assert repr(a) == "StructValue(name='H', fields=(1, 2))"


class _Inductive(S.TypeInfo):
    """A project whose types `Tree` (directly recursive: listed by depth) and `Rose` (nested in
    a `List` of itself: not listed) are recursive inductive types."""

    def ctors(self, ty):
        tree, rose = T.TCon("Tree"), T.TCon("Rose")
        if T.resolve(ty) == tree:
            return [("Tree.leaf", ()), ("Tree.node", (tree, tree))]
        if T.resolve(ty) == rose:
            return [("Rose.node", (T.list_of(rose),))]
        return None

    def recursive(self, ty):
        return T.resolve(ty) in (T.TCon("Tree"), T.TCon("Rose"))


def _refusal(ty, info=INFO, scope=S.Scope(2, 2)) -> S.NotEnumerable:
    try:
        S.values(ty, scope, info)
    except S.NotEnumerable as exc:
        return exc
    raise AssertionError(T.show_type(ty))


def test_each_refusal_says_why_the_type_is_not_listed():
    """The reason a quantifier cannot range over a type names the type and why, word for word
    (the verdict's UNKNOWN quotes it)."""
    f = _refusal(T.TFun(T.NAT, T.NAT))
    assert str(f) == "`ℕ → ℕ` (a function type: its values cannot be listed)"
    assert f.ty == T.TFun(T.NAT, T.NAT)
    assert str(_refusal(T.set_of(T.NAT))) == "`Set ℕ` (a set: its values cannot be listed)"
    assert str(_refusal(T.TVar("α"))).endswith("(a type variable)")
    assert str(_refusal(T.TCon("Rose"), _Inductive())) == \
        "`Rose` (a nested or mutual recursive inductive type: its values are not listed by depth)"
    # trees of depth ≤ d: a(d) = 1 + a(d - 1)², a(0) = 1, so 5 at N = 2
    assert len(S.values(T.TCon("Tree"), S.Scope(2, 2), _Inductive())) == 5
    assert str(_refusal(T.TCon("Opaque"))) == "`Opaque` (not a type the scope lists)"
    assert str(S.NotEnumerable(T.NAT)) == "`ℕ`"
    # too many values: the count and the scope it was reached at
    big = _refusal(T.list_of(T.NAT), scope=S.Scope(63, 9))
    assert str(big) == f"`List ℕ` ({S.count(T.list_of(T.NAT), S.Scope(63, 9), INFO):,} values " \
                       "at N=63, L=9: too many)"
    assert S.count(T.list_of(T.NAT), S.Scope(63, 3), INFO) <= S.MAX_VALUES
    assert len(S.values(T.list_of(T.NAT), S.Scope(63, 3), INFO)) == 1 + 64 + 64 ** 2 + 64 ** 3


def test_exactly_the_most_values_are_still_listed(monkeypatch):
    monkeypatch.setattr(S, "MAX_VALUES", 8)
    assert len(S.values(T.finset(T.TFin(3)), S.Scope(2, 2), INFO)) == 8     # 2 ** 3: allowed
    assert str(_refusal(T.finset(T.TFin(4)))) == "`Finset (Fin 4)` (16 values at N=2, L=2: too many)"


class _Project(S.TypeInfo):
    """A structure `P` of a ℕ and a Bool, and a non-recursive inductive `T` with a nullary
    constructor and one of a ℕ."""

    def struct_fields(self, ty):
        return [T.NAT, T.BOOL] if T.resolve(ty) == T.TCon("P") else None

    def ctors(self, ty):
        return [("T.a", ()), ("T.b", (T.NAT,))] if T.resolve(ty) == T.TCon("T") else None


def test_pairs_structures_and_inductives_take_every_combination():
    from pychecks.lean.evaluate.values import CtorValue, StructValue
    sc, info = S.Scope(1, 1), _Project()
    assert S.values(T.prod(T.NAT, T.NAT), sc, info) == (Pair(0, 0), Pair(0, 1), Pair(1, 0),
                                                          Pair(1, 1))
    structs = S.values(T.TCon("P"), sc, info)
    assert structs == tuple(StructValue("P", (n, b)) for n in (0, 1) for b in (False, True))
    assert len(structs) == S.count(T.TCon("P"), sc, info) == 4
    assert S.values(T.TCon("T"), sc, info) == (CtorValue("T.a", ()), CtorValue("T.b", (0,)),
                                               CtorValue("T.b", (1,)))
    assert S.count(T.TCon("T"), sc, info) == 3


class _Finite(S.TypeInfo):
    """A structure `Q` of a Bool and a `Fin 2`, and an enumeration-like inductive `E` (a
    nullary constructor and one of a Bool)."""

    def struct_fields(self, ty):
        return [T.BOOL, T.TFin(2)] if T.resolve(ty) == T.TCon("Q") else None

    def ctors(self, ty):
        return [("E.a", ()), ("E.b", (T.BOOL,))] if T.resolve(ty) == T.TCon("E") else None


def test_finite_types_are_listed_whole_in_order():
    from pychecks.lean.evaluate.values import CtorValue, StructValue
    info = _Finite()
    assert S.finite_values(T.TCon("Q"), info) == tuple(
        StructValue("Q", (b, i)) for b in (False, True) for i in (0, 1))
    assert S.finite_values(T.TCon("E"), info) == (CtorValue("E.a", ()), CtorValue("E.b", (False,)),
                                                  CtorValue("E.b", (True,)))
    assert S.finite_values(T.option(T.BOOL), info) == (None, Some(False), Some(True))
    assert S.finite_values(T.prod(T.BOOL, T.TFin(2)), info) == (
        Pair(False, 0), Pair(False, 1), Pair(True, 0), Pair(True, 1))
    assert S.finite_values(T.TFun(T.TFin(2), T.BOOL), info) == (
        (False, False), (False, True), (True, False), (True, True))
    # not finite: a ℕ inside, a recursive type, a table past MAX_VALUES
    for ty in (T.prod(T.BOOL, T.NAT), T.option(T.NAT), T.NAT, T.TCon("Tree"),
               T.TFun(T.TFin(23), T.BOOL)):
        assert S.finite_values(ty, _Inductive()) is None, T.show_type(ty)
    assert S.finite_values(T.TCon("P"), _Project()) is None          # a structure with a ℕ
    assert S.finite_values(T.TCon("T"), _Project()) is None          # a constructor of a ℕ


def test_a_proposition_variable_is_false_or_true(tmp_path, capsys):
    """`p : Prop` ranges over the two decided propositions, exactly (Batteries' `absurd` tests
    quantify so): a true statement HOLDS, a wrong one FAILS at its least assignment, printed as
    Lean propositions; a hypothesis `(h : p)` is p itself."""
    assert S.finite_values(T.PROP, INFO) == (False, True)
    f = lean_file(tmp_path, """theorem_wanted imp (p q : Prop) : (p → q) ↔ (¬p ∨ q)
theorem_wanted imp_wrong (p q : Prop) : (p → q) ↔ (¬q ∨ p)
theorem_wanted from_h {p : Prop} (h : p) : ¬¬p
theorem_wanted from_h_wrong {p : Prop} (h : ¬p) : 0 = 1
""")
    main(["check", str(f)])
    out = capsys.readouterr().out
    assert "4 statements: 2 HOLDS, 2 FAILS" in out, out
    assert "p := False\nq := True\nissue:" in out, out
    assert out.count("p := False") == 2, out


RECURSIVE = """inductive MyNat where
  | zero : MyNat
  | succ : MyNat → MyNat

namespace MyNat
def add : MyNat → MyNat → MyNat
  | x, zero => x
  | x, succ y => succ (add x y)
theorem add_comm (m n : MyNat) : add m n = add n m := sorry
theorem add_wrong (m n : MyNat) : add m n = add m m := sorry
end MyNat

inductive Tree where
  | leaf : Tree
  | node : Tree → Bool → Tree → Tree

def Tree.size : Tree → ℕ
  | .leaf => 0
  | .node l _ r => l.size + 1 + r.size

def Tree.mirror : Tree → Tree
  | .leaf => .leaf
  | .node l b r => .node r.mirror b l.mirror

theorem mirror_size (t : Tree) : t.mirror.size = t.size := sorry
theorem mirror_self (t : Tree) : t.mirror = t := sorry
"""


def test_a_recursive_inductive_ranges_over_its_values_of_depth_at_most_n(tmp_path, capsys):
    """`MyNat` (Mathematics in Lean's, NNG4's) ranges over `succ^k zero` for k ≤ N, like ℕ; a
    binary tree over its trees of depth ≤ N (1, 3, 19, 723 of them at N = 0…3). A true
    statement HOLDS, a wrong one FAILS at its least counterexample: the shallowest first."""
    f = lean_file(tmp_path, RECURSIVE)
    rs = readings(f)
    ev = rs["add_comm"].evaluated
    nat = ev.variables[0].ty
    assert [len(S.values(nat, S.Scope(n, 1), ev.elab.info)) for n in range(4)] == [1, 2, 3, 4]
    tree = rs["mirror_size"].evaluated
    tree_ty, info = tree.variables[0].ty, tree.elab.info
    assert [S.count(tree_ty, S.Scope(n, 1), info) for n in range(4)] == [1, 3, 19, 723]
    assert [len(S.values(tree_ty, S.Scope(n, 1), info)) for n in range(4)] == [1, 3, 19, 723]
    main(["check", str(f)])
    out = capsys.readouterr().out
    assert "4 statements: 2 HOLDS, 2 FAILS" in out, out
    assert "m := MyNat.zero\nn := MyNat.succ MyNat.zero\nissue: add m n = add m m" in out, out
    assert "t := Tree.node Tree.leaf false (Tree.node Tree.leaf false Tree.leaf)\n" in out, out


def test_lean_cores_one_value_types(tmp_path, capsys):
    """`True`, `PUnit` and `Unit` (Init/Prelude.lean) as binders' types have one value each
    (Batteries' `∀ {x : True}, …`, Lean's `∀ (x : PUnit.{u}), x = PUnit.unit`): a statement over
    them HOLDS or FAILS as its body does, and a project's own `Unit` would come first."""
    f = lean_file(tmp_path, """theorem_wanted t {p : Prop} {h : p} : ∀ {x : True}, 0 = 0
theorem_wanted t_wrong : ∀ {_ : True}, 0 = 1
theorem_wanted u : ∀ (x : PUnit.{u}), x = PUnit.unit
theorem_wanted v (x y : Unit) (n : ℕ) : x = y ∧ n = n
theorem_wanted v_wrong (x : Unit) (n : ℕ) : x = Unit.unit ∧ n = 0
""")
    main(["check", str(f)])
    out = capsys.readouterr().out
    assert "5 statements: 3 HOLDS, 2 FAILS" in out, out
    assert "_ := True.intro\nissue: 0 = 1 does not hold" in out, out
    assert "x := PUnit.unit\nn := 1\nissue:" in out, out
    own = lean_file(tmp_path, """inductive Unit where
  | a | b
theorem_wanted w (x y : Unit) : x = y
""", "Own.lean")
    main(["check", str(own)])
    assert "x := Unit.a\ny := Unit.b" in capsys.readouterr().out


def test_a_constructor_value_counts_its_depth_and_its_other_arguments():
    """`size` of an inductive value (the order counterexamples are reported in): the nesting of
    its own type counted once, as depth (`succ (succ zero)`: 2), plus the tokens of the other
    arguments wherever they sit (`node (node leaf 3 leaf) 0 leaf`: depth 2, and 3). Its own
    type is told by the constructor's full name less its last component, namespaces included:
    `G.N.succ` and `G.N.zero` are one type, `G.N` and `G.M` two."""
    from pychecks.lean.evaluate.values import CtorValue as C
    for ns in ("", "G.", "G.H."):
        zero = C(f"{ns}N.zero")
        assert S.size(C(f"{ns}N.succ", (C(f"{ns}N.succ", (zero,)),))) == 2
        leaf = C(f"{ns}Tree.leaf")
        inner = C(f"{ns}Tree.node", (leaf, 3, leaf))
        assert S.size(C(f"{ns}Tree.node", (inner, 0, leaf))) == 5
        # another type of the same namespace is an argument like a number: its own size
        other = C(f"{ns}M.wrap", (C(f"{ns}M.wrap", (C(f"{ns}M.stop"),)),))
        assert S.size(C(f"{ns}N.succ", (other,))) == 0 + S.size(other) == 2
        assert S.smallest_key([C(f"{ns}N.succ", (zero,))]) < \
            S.smallest_key([C(f"{ns}N.succ", (C(f"{ns}N.succ", (zero,)),))])


def _depth_reference(v) -> int:
    """The depth straight from its meaning: 1 + the deepest argument of the value's own type."""
    own = [x for x in v.args if isinstance(x, CtorValue) and
           x.ctor.rsplit(".", 1)[0] == v.ctor.rsplit(".", 1)[0]]
    return max((1 + _depth_reference(x) for x in own), default=0)


def _lex_key_reference(v):
    """`lex_key` of a constructor value as first written: its depth asked at every level."""
    if isinstance(v, CtorValue):
        return (_depth_reference(v), v.ctor) + tuple(k for x in v.args
                                                     for k in _lex_key_reference(x))
    return S.lex_key(v)


def _size_reference(v) -> int:
    """`size` of a constructor value: its depth, and the sizes of the other types' values met
    through constructors of its own type."""
    def below(x, parent):
        if isinstance(x, CtorValue) and \
                x.ctor.rsplit(".", 1)[0] == parent.ctor.rsplit(".", 1)[0]:
            return sum(below(y, x) for y in x.args)
        return _size_reference(x) if isinstance(x, CtorValue) else S.size(x)
    return _depth_reference(v) + sum(below(x, v) for x in v.args)


_TREES = st.recursive(
    st.sampled_from([CtorValue("T.leaf"), CtorValue("U.stop")]),
    lambda inner: st.one_of(
        st.builds(lambda l, b, r: CtorValue("T.node", (l, b, r)), inner, st.booleans(), inner),
        st.builds(lambda n, x: CtorValue("T.box", (n, CtorValue("U.mk", (x,)))),
                  st.integers(-3, 3), inner),
        st.builds(lambda x, y: CtorValue("U.pair", (x, (1, y))), inner, inner)),
    max_leaves=30)


@settings(max_examples=300, deadline=None)
@given(_TREES)
def test_one_pass_size_and_order_key_are_the_definitions(v):
    """`size` and `lex_key` of constructor values, computed in one pass, are the definitions'
    (which asked the depth at every level: k² steps on a chain of k constructors)."""
    assert S.size(v) == _size_reference(v)
    assert S.lex_key(v) == _lex_key_reference(v)


@pytest.mark.parametrize("nest", ["list", "result", "argument"])
def test_a_nested_inductive_is_refused_even_after_a_direct_occurrence(nest):
    """A rose tree, `node : Rose → List Rose → Rose` (or with `ℕ → Rose`, or `Rose → Bool`, in
    the list's place): its first argument is the type itself (a direct occurrence, listed by
    depth), the second nests it (in a list, a function's result or its argument), which depth
    does not bound; every argument is read, so the type is refused with why, not counted."""
    rose = T.TCon("Rose")
    nested = {"list": T.list_of(rose), "result": T.TFun(T.NAT, rose),
              "argument": T.TFun(rose, T.BOOL)}[nest]

    class Info(S.TypeInfo):
        def ctors(self, ty):
            return [("Rose.leaf", []), ("Rose.node", [rose, nested])] if ty == rose else None

        def recursive(self, ty):
            return ty == rose
    with pytest.raises(S.NotEnumerable) as exc:
        S.count(rose, S.Scope(2, 2), Info())
    assert str(exc.value) == ("`Rose` (a nested or mutual recursive inductive type: its values "
                              "are not listed by depth)")


def test_sizes_of_values_are_their_tokens():
    """`size`, the first key of the counterexample order, on each kind of value: a number its
    magnitude, a Bool 0 or 1, a list or finset its length plus its entries', a pair its parts',
    `some v` one more than v, `none` nothing."""
    assert [S.size(v) for v in (3, -2, True, False)] == [3, 2, 1, 0]
    assert S.size([1, 2]) == 2 + 3 and S.size(()) == 0
    assert S.size(frozenset({1, 2})) == 2 + 3 and S.size(frozenset()) == 0
    assert S.size(Pair(1, 2)) == 3
    assert S.size(Some(4)) == 5 and S.size(None) == 0


def test_a_tree_labelled_by_a_fin_is_counted_by_depth():
    """`node : Tree → Fin 2 → Tree → Tree`: a label of a finite type mentions no tree, so the
    type is listed by depth: 1, 3, 19 trees at N = 0, 1, 2 (leaf, and a node of two smaller
    trees with one of two labels)."""
    tree = T.TCon("Tree")

    class Info(S.TypeInfo):
        def ctors(self, ty):
            return [("Tree.leaf", []), ("Tree.node", [tree, T.TFin(2), tree])] \
                if ty == tree else None

        def recursive(self, ty):
            return ty == tree
    assert [S.count(tree, S.Scope(n, 1), Info()) for n in range(3)] == [1, 3, 19]


def test_values_of_one_size_are_ordered_lexicographically():
    """`lex_key`, the order among values of one size: pairs by their first part, then their
    second; lists (and finsets, their elements sorted) of one length entry by entry; a number
    before its negative; `none` before `some`, and `some`s and constructors by what they hold."""
    def order(values_):
        return sorted(values_, key=S.lex_key)
    assert order([Pair(1, 0), Pair(0, 1)]) == [Pair(0, 1), Pair(1, 0)]
    assert order([Pair(0, 2), Pair(0, 1)]) == [Pair(0, 1), Pair(0, 2)]
    assert order([[1, 0], [0, 1]]) == [[0, 1], [1, 0]]
    assert order([frozenset({3, 0}), frozenset({1, 2})]) == [frozenset({0, 3}), frozenset({1, 2})]
    assert order([frozenset({2}), frozenset({1})]) == [frozenset({1}), frozenset({2})]
    assert order([-1, 1]) == [1, -1]
    assert order([Some(2), None, Some(1)]) == [None, Some(1), Some(2)]
    from pychecks.lean.evaluate.values import CtorValue as C
    assert order([C("Box.mk", (2,)), C("Box.mk", (1,))]) == [C("Box.mk", (1,)), C("Box.mk", (2,))]


def test_games_of_one_birthday_are_ordered_by_their_printed_form():
    """A game's key is the games library's (`short.size_key`): its birthday, then the length of
    its printed form, then the text, so among day 2's games `2` comes before `!{{1} | {0}}`,
    which a plain text order would put first (`!` sorts before `2`)."""
    from pychecks.games import short as G
    games = G.values_born_by(2)
    assert sorted(reversed(games), key=S.lex_key) == games
    two, form = (next(g for g in games if repr(g) == text) for text in ("2", "!{{1} | {0}}"))
    assert S.lex_key(two) < S.lex_key(form) and S.size(two) == S.size(form) == 2


FINITE_FUNCTIONS = """inductive Color | red | green | blue
deriving DecidableEq

theorem_wanted fn_color (f : Color → Bool) : f .red = true ∨ f .red = false
theorem_wanted fix_free : ∀ s : Color → Color, (∀ c, s c ≠ c) → s .red ≠ .red
theorem_wanted strat_exists : ∃ s : Color → Color, ∀ c, s c ≠ c ∧ s (s c) ≠ c
theorem_wanted strat_wrong : ∀ s : Color → Color, (∀ c, s c ≠ c) → s (s .red) = .red
theorem_wanted curried (f : Bool → Color → Bool) : f true .red = f true .red
theorem_wanted nat_cod (f : Bool → ℕ) (h : f true = 3) : f true + f false ≥ 3
theorem_wanted nat_cod_wrong (f : Bool → ℕ) : f true ≤ f false
"""


@pytest.mark.parametrize("name,status,scope,bindings", [
    ("fn_color", "HOLDS", "N=3", None),
    ("fix_free", "HOLDS", "N=3", None),
    ("strat_exists", "HOLDS", "closed", None),
    ("strat_wrong", "FAILS", "N=3", {"s": "fun | Color.red => Color.blue | Color.green => "
                                          "Color.blue | Color.blue => Color.green"}),
    ("curried", "HOLDS", "N=3", None),
    ("nat_cod", "HOLDS", "N=3", None),
    ("nat_cod_wrong", "FAILS", "N=3", {"f": "fun | false => 0 | true => 1"}),
])
def test_a_quantifier_over_functions_out_of_a_finite_type(tmp_path, name, status, scope,
                                                          bindings):
    """A strategy `Color → Color` (issue 29: a function type on finite types) ranges over its
    tables, 3^3 of them; a function into ℕ over the scope's values at each point. A
    counterexample prints the function by cases, in Lean syntax; both back ends agree."""
    r = readings(lean_file(tmp_path, FINITE_FUNCTIONS, "Fns.lean"))[name]
    v = verdict(r, bound=3)
    assert (v.status.value, v.scope) == (status, scope), v.reason
    assert (dict(v.counterexample.bindings) if v.counterexample else None) == bindings
    assert summary(verdict(r, bound=3, backend="interpret")) == summary(v)
