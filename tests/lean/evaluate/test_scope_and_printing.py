"""The scope (what each type ranges over at N and L, and how many values that is), the order
counterexamples are reported in (fewest tokens, then lexicographic), values printed in Lean
syntax by their type, and shapes' counterexamples printed in the statement's own names."""
from __future__ import annotations

from evaluation import lean_file, readings
from pychecks.cli import main
from pychecks.lean.evaluate import scope as S
from pychecks.lean.evaluate import types as T
from pychecks.lean.evaluate.show import lean_value
from pychecks.lean.evaluate.values import Pair, Some

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
