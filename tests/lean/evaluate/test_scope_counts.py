"""How many values each type takes in the scope (`scope.count`), each expected number worked out
by hand from the Lean meaning of the type: ℕ is [0, N], ℤ is [-N, N], `Fin n` has n values, a
product multiplies, `Option α` adds `none`, `List α` is the lists of length ≤ L, `Finset α` the
subsets, `Fin n → α` the tables, a structure the product of its fields, an inductive type the sum
over its constructors, a recursive one its values of depth ≤ N; every count saturates at
`COUNT_CAP`. Also the scope's text and whether a type involves the list length L
(`uses_lists`).

These tests run in milliseconds, and `scripts/mutation --counts` runs them alone: a mutant that
makes a count explode (an exact power of a power, a recursive type counted past its depth) is
stopped by `hang_guard` after 20 seconds, and its test fails, instead of running
until mutmut's time limit (minutes)."""
from __future__ import annotations

import pytest
from hang_guard import guard  # noqa: F401  (applied to every test here)

from pychecks.lean.evaluate import scope as S
from pychecks.lean.evaluate import types as T

INFO = S.TypeInfo()
CAP = S.COUNT_CAP


def count(ty, n=2, length=2, info=INFO):
    return S.count(ty, S.Scope(n, length), info)


def bound(ty):
    """A type variable that inference bound to `ty` (count follows it)."""
    v = T.TVar()
    v.ref = ty
    return v


def test_numbers_and_finite_types():
    # ℕ is [0, N] and ℤ is [-N, N]
    assert [count(T.NAT, n) for n in (0, 1, 2, 63)] == [1, 2, 3, 64]
    assert [count(T.INT, n) for n in (0, 1, 2, 63)] == [1, 3, 5, 127]
    # finite types whole, whatever N: Fin n has n values, Bool and Prop two, Unit and True one
    assert [count(T.TFin(k), 0) for k in (0, 1, 5)] == [0, 1, 5]
    assert count(T.BOOL, 0) == count(T.PROP, 7) == 2
    assert count(T.TCon("PUnit"), 9) == count(T.TCon("True")) == 1
    # a type variable inference has bound is its type
    assert count(bound(T.NAT), 5) == 6
    assert count(bound(bound(T.TFin(3)))) == 3


def test_games_library_types():
    # nimbers and finite ordinals ≤ N, like ℕ; the two players
    assert count(T.TCon("Nimber"), 4) == count(T.TCon("Ordinal"), 4) == 5
    assert count(T.TCon("Player"), 0) == 2


def test_products_and_options():
    assert count(T.prod(T.NAT, T.INT), 2) == 3 * 5
    assert count(T.prod(T.TFin(3), T.BOOL)) == 6
    assert count(T.prod(T.NAT, T.prod(T.BOOL, T.TFin(0)))) == 0
    assert count(T.option(T.NAT), 2) == 4
    assert count(T.option(T.option(T.TFin(2)))) == 4       # none, some none, some (some i)
    assert count(T.option(T.TFin(0))) == 1


def test_a_product_of_large_finite_types_is_counted_not_listed():
    """`Fin 100000 × Fin 100000` has 10^10 values: counted by multiplying, not by listing the
    pairs (which would not fit in memory), and likewise `Option` of it and a table of `Bool`s."""
    big = T.TFin(100_000)
    assert count(T.prod(big, big)) == 10 ** 10
    assert count(T.option(T.prod(big, big))) == 10 ** 10 + 1
    assert count(T.TFun(T.TFin(22), T.BOOL)) == 2 ** 22


def test_lists_of_length_at_most_l():
    # Σ_{n ≤ L} k^n lists of length n with entries among k values
    assert count(T.list_of(T.NAT), 2, 2) == 1 + 3 + 9
    assert count(T.list_of(T.NAT), 2, 0) == 1                # only []
    assert count(T.list_of(T.BOOL), 5, 3) == 1 + 2 + 4 + 8
    assert count(T.list_of(T.TFin(1)), 0, 4) == 5            # [], [0], [0, 0], …
    assert count(T.list_of(T.TFin(0)), 0, 4) == 1            # no entries: only []
    assert count(T.list_of(T.list_of(T.BOOL)), 0, 1) == 1 + (1 + 2)


def test_finsets_are_the_subsets():
    assert count(T.finset(T.NAT), 2) == 2 ** 3
    assert count(T.finset(T.NAT), 63) == 2 ** 64
    assert count(T.finset(T.TFin(0))) == 1                   # only ∅
    assert count(T.finset(T.finset(T.BOOL))) == 2 ** 4
    assert count(T.finset(T.INT), 1) == 2 ** 3


def test_tables_and_functions_out_of_a_finite_type():
    # `Fin n → α`: one value of α for each of the n arguments
    assert count(T.TFun(T.TFin(2), T.NAT), 2) == 3 ** 2
    assert count(T.TFun(T.TFin(3), T.INT), 1) == 3 ** 3
    assert count(T.TFun(T.TFin(0), T.NAT), 5) == 1           # the empty function
    assert count(T.TFun(T.TFin(1), T.NAT), 5) == 6
    assert count(T.TFun(T.TFin(3), T.BOOL)) == 2 ** 3
    assert count(T.TFun(T.TFin(2), T.TFun(T.TFin(2), T.BOOL))) == (2 ** 2) ** 2
    # out of another finite type: Bool → ℕ, Bool → Bool
    assert count(T.TFun(T.BOOL, T.NAT), 3) == 4 ** 2
    assert count(T.TFun(T.BOOL, T.BOOL)) == 4
    assert count(T.TFun(T.TFin(2), T.list_of(T.BOOL)), 0, 1) == 3 ** 2


class _Project(S.TypeInfo):
    """Structures `P := (a : ℕ) (b : Bool)`, `W := (p : P) (q : P)` and `Big := (s : Finset
    (Finset ℕ)) (t : Finset (Finset ℕ))`; inductives `Shape := dot | seg (n : ℕ) | box (n m : ℕ)`,
    `Two := a (s : Finset (Finset ℕ)) | b (s : Finset (Finset ℕ))`, the naturals `MyNat := zero |
    succ MyNat`, binary trees `Tree := leaf | node Tree Tree`, `Lab := leaf | node Lab ℕ Lab`,
    and `Void := mk Void`, which has no value."""

    FIELDS = {"P": [T.NAT, T.BOOL], "W": [T.TCon("P"), T.TCon("P")],
              "Big": [T.finset(T.finset(T.NAT))] * 2, "Empty": []}
    CTORS = {"Shape": [("Shape.dot", []), ("Shape.seg", [T.NAT]),
                       ("Shape.box", [T.NAT, T.NAT])],
             "Two": [("Two.a", [T.finset(T.finset(T.NAT))]),
                     ("Two.b", [T.finset(T.finset(T.NAT))])],
             "MyNat": [("MyNat.zero", []), ("MyNat.succ", [T.TCon("MyNat")])],
             "Tree": [("Tree.leaf", []), ("Tree.node", [T.TCon("Tree"), T.TCon("Tree")])],
             "Lab": [("Lab.leaf", []), ("Lab.node", [bound(T.TCon("Lab")), T.NAT,
                                                      T.TCon("Lab")])],
             "Void": [("Void.mk", [T.TCon("Void")])]}
    RECURSIVE = {"MyNat", "Tree", "Lab", "Void"}

    def struct_fields(self, ty):
        return self.FIELDS.get(ty.name) if isinstance(ty, T.TCon) else None

    def ctors(self, ty):
        return self.CTORS.get(ty.name) if isinstance(ty, T.TCon) else None

    def recursive(self, ty):
        return isinstance(ty, T.TCon) and ty.name in self.RECURSIVE


PROJECT = _Project()


def test_structures_multiply_their_fields():
    assert count(T.TCon("P"), 2, info=PROJECT) == 3 * 2
    assert count(T.TCon("W"), 1, info=PROJECT) == (2 * 2) ** 2
    assert count(T.TCon("Empty"), info=PROJECT) == 1          # one value, `⟨⟩`


def test_an_inductive_type_adds_its_constructors():
    # dot, seg n, box n m: 1 + (N + 1) + (N + 1)²
    assert count(T.TCon("Shape"), 2, info=PROJECT) == 1 + 3 + 9
    assert count(T.TCon("Shape"), 0, info=PROJECT) == 3


def test_a_recursive_type_counts_its_values_of_depth_at_most_n():
    # MyNat: zero, succ zero, …, succ^N zero
    assert [count(T.TCon("MyNat"), n, info=PROJECT) for n in (0, 1, 2, 5)] == [1, 2, 3, 6]
    # binary trees of depth ≤ d: t(0) = 1 (leaf), t(d + 1) = 1 + t(d)²
    assert [count(T.TCon("Tree"), n, info=PROJECT) for n in range(5)] == [1, 2, 5, 26, 677]
    # a node labelled by a ℕ in [0, N]: t(d + 1) = 1 + t(d)² (N + 1), t(1) = 1 + 1 · (N + 1)
    assert [count(T.TCon("Lab"), n, info=PROJECT) for n in range(3)] == [1, 1 + 2, 1 + 4 ** 2 * 3]
    # `mk : Void → Void` builds nothing from nothing
    assert count(T.TCon("Void"), 3, info=PROJECT) == 0


def test_a_recursive_count_stops_once_past_the_most_values():
    """Trees of depth ≤ 63 are about 2^(2^63): the count stops at the first level past
    MAX_VALUES (the scope refuses that many anyway), it never forms the exact number."""
    # 1, 2, 5, 26, 677, 458330, 210066388901 (t(6), the first past 2^22)
    assert count(T.TCon("Tree"), 63, info=PROJECT) == 210066388901
    assert count(T.TCon("Tree"), 5, info=PROJECT) == 458330
    assert count(T.TCon("MyNat"), 63, info=PROJECT) == 64


def test_a_recursive_count_of_exactly_the_most_values_goes_on():
    """`C := leaf (i : Fin 2048 × Fin 1024) | up (c : C)`: 2^21 values of each depth, so depth
    ≤ 1 is exactly MAX_VALUES (2^22), which is still listed, and depth ≤ 2 is 3 · 2^21."""

    class Info(S.TypeInfo):
        def ctors(self, ty):
            return [("C.leaf", [T.prod(T.TFin(2048), T.TFin(1024))]),
                    ("C.up", [T.TCon("C")])] if ty == T.TCon("C") else None

        def recursive(self, ty):
            return ty == T.TCon("C")
    assert S.MAX_VALUES == 2 ** 22
    assert [count(T.TCon("C"), n, info=Info()) for n in range(3)] == [2 ** 21, 2 ** 22,
                                                                     3 * 2 ** 21]


def test_counts_saturate_at_the_cap():
    """Every way of combining counts saturates at COUNT_CAP (2^256): a finset of finsets of ℕ at
    N = 63 has 2^(2^64) values, and so has anything built from it."""
    ff = T.finset(T.finset(T.NAT))
    assert count(ff, 63) == CAP
    assert count(T.finset(T.TFin(256)), 0) == CAP            # 2^256 exactly: the cap
    assert count(T.finset(T.TFin(255)), 0) == 2 ** 255       # below it: exact
    assert count(T.option(ff), 63) == CAP
    assert count(T.prod(ff, T.BOOL), 63) == count(T.prod(T.BOOL, ff), 63) == CAP
    assert count(T.prod(ff, T.TFin(0)), 63) == 0             # no values, however many on the left
    assert count(T.list_of(ff), 63, 3) == CAP
    assert count(T.list_of(ff), 63, 0) == 1
    assert count(T.TFun(T.TFin(2), ff), 63) == CAP
    assert count(T.TFun(T.BOOL, ff), 63) == CAP
    assert count(T.TCon("Big"), 63, info=PROJECT) == CAP
    assert count(T.TCon("Two"), 63, info=PROJECT) == CAP
    # exact below the cap, however large: lists of finsets of ℕ at N = 63, L = 3
    assert count(T.list_of(T.finset(T.NAT)), 63, 3) == 1 + 2 ** 64 + 2 ** 128 + 2 ** 192
    assert count(T.prod(T.finset(T.TFin(128)), T.finset(T.TFin(127))), 0) == 2 ** 255
    assert count(T.prod(T.finset(T.TFin(128)), T.finset(T.TFin(128))), 0) == CAP
    assert count(T.option(T.finset(T.TFin(255))), 0) == 2 ** 255 + 1
    assert count(T.TFun(T.TFin(255), T.BOOL), 0) == 2 ** 255
    assert count(T.TFun(T.TFin(256), T.BOOL), 0) == CAP
    assert count(T.TFun(T.TFin(85), T.TFin(8)), 0) == 8 ** 85     # 2^255
    assert count(T.TFun(T.TFin(86), T.TFin(8)), 0) == CAP
    assert count(T.list_of(T.finset(T.TFin(128))), 0, 1) == 1 + 2 ** 128
    assert count(T.list_of(T.finset(T.TFin(128))), 0, 2) == CAP   # 1 + 2^128 + 2^256


def test_cap_sums_of_constructors():
    """A sum of constructors that passes the cap saturates even when each part is below it."""

    class Info(S.TypeInfo):
        def ctors(self, ty):
            half = T.finset(T.TFin(255))
            return [("H.a", [half]), ("H.b", [half]), ("H.c", [])] \
                if ty == T.TCon("H") else None
    assert count(T.TCon("H"), info=Info()) == CAP


def test_types_the_scope_cannot_list_are_refused_with_why():
    why = {T.TFun(T.NAT, T.NAT): "`ℕ → ℕ` (a function type: its values cannot be listed)",
           T.set_of(T.NAT): "`Set ℕ` (a set: its values cannot be listed)",
           T.TCon("Opaque"): "`Opaque` (not a type the scope lists)",
           T.TFun(T.TFin(T.Size()), T.NAT): "a function type: its values cannot be listed",
           T.list_of(T.TFun(T.NAT, T.BOOL)): "`ℕ → Bool` (a function type",
           bound(T.set_of(T.BOOL)): "`Set Bool` (a set: its values cannot be listed)"}
    for ty, text in why.items():
        with pytest.raises(S.NotEnumerable) as refused:
            count(ty)
        assert text in str(refused.value), T.show_type(ty)
    with pytest.raises(S.NotEnumerable, match=r"\(a type variable\)$"):
        count(T.TVar())


def test_the_scope_names_l_only_when_lists_take_part():
    assert S.Scope(5, 2).text(True) == "N=5, L=2"
    assert S.Scope(5, 2).text(False) == "N=5"
    assert S.Scope(7).text(True) == "N=7, L=3"


def test_which_types_involve_the_list_length():
    info = _Lists()
    assert S.uses_lists(T.list_of(T.NAT), info)
    assert S.uses_lists(bound(T.list_of(T.NAT)), info)
    assert not S.uses_lists(T.NAT, info) and not S.uses_lists(T.finset(T.NAT), info)
    assert not S.uses_lists(T.TFin(3), info) and not S.uses_lists(T.TVar(), info)
    assert S.uses_lists(T.prod(T.NAT, T.list_of(T.BOOL)), info)
    assert S.uses_lists(T.option(T.list_of(T.BOOL)), info)
    assert not S.uses_lists(T.prod(T.NAT, T.BOOL), info)
    # a table's values are its images
    assert S.uses_lists(T.TFun(T.TFin(2), T.list_of(T.NAT)), info)
    assert not S.uses_lists(T.TFun(T.TFin(2), T.NAT), info)
    # structures by their fields, inductives by their constructors' arguments
    assert S.uses_lists(T.TCon("Path"), info) and not S.uses_lists(T.TCon("Pt"), info)
    assert S.uses_lists(T.TCon("Walk"), info) and not S.uses_lists(T.TCon("Step"), info)
    # a recursive type's own occurrence adds nothing; its other arguments still count
    assert not S.uses_lists(T.TCon("N2"), info)
    assert S.uses_lists(T.TCon("LTree"), info)
    # an occurrence nested in an Option, a pair or a function's result is still its own
    assert not S.uses_lists(T.TCon("Chain"), info) and not S.uses_lists(T.TCon("Opt"), info)
    assert not S.uses_lists(T.TCon("Fan"), info)


class _Lists(S.TypeInfo):
    """`Pt := (x y : ℕ)`, `Path := (pts : List Pt)`, `Step := left | right (n : ℕ)`, `Walk :=
    stop | go (l : List Step) (w : Walk)`, `N2 := z | s N2` and `LTree := leaf | node LTree (l :
    List ℕ)` (the list after the recursive occurrence); `Chain := (next : Option Chain) (n : ℕ)`,
    `Opt := leaf | node (p : ℕ × Opt)` and `Fan := leaf | node (f : Fin 2 → Fan)`, which hold
    themselves inside another type."""

    FIELDS = {"Pt": [T.NAT, T.NAT], "Path": [T.list_of(T.TCon("Pt"))],
              "Chain": [T.option(T.TCon("Chain")), T.NAT]}
    CTORS = {"Step": [("Step.left", []), ("Step.right", [T.NAT])],
             "Walk": [("Walk.stop", []), ("Walk.go", [T.TCon("Walk"),
                                                      T.list_of(T.TCon("Step"))])],
             "N2": [("N2.z", []), ("N2.s", [T.TCon("N2")])],
             "LTree": [("LTree.leaf", []), ("LTree.node", [T.TCon("LTree"),
                                                           T.list_of(T.NAT)])],
             "Opt": [("Opt.leaf", []), ("Opt.node", [T.prod(T.NAT, T.TCon("Opt"))])],
             "Fan": [("Fan.leaf", []), ("Fan.node", [T.TFun(T.TFin(2), T.TCon("Fan"))])]}

    def struct_fields(self, ty):
        return self.FIELDS.get(ty.name)

    def ctors(self, ty):
        return self.CTORS.get(ty.name)

    def recursive(self, ty):
        return ty.name in ("Walk", "N2", "LTree", "Opt", "Fan")


@pytest.mark.parametrize("n, expected", [(0, 1), (1, 3), (2, 7), (3, 15)])
def test_rationals_of_height_at_most_n(n, expected):
    """ℚ in the scope: p/q in lowest terms, |p| ≤ N, 1 ≤ q ≤ max(N, 1). N=3: the 7 integers of
    [-3, 3], ±1/2, ±3/2, ±1/3, ±2/3 (15); N=2: 5 integers and ±1/2 (7)."""
    assert count(T.RAT, n=n) == expected
    values = S.values(T.RAT, S.Scope(n), INFO)
    assert len(values) == len(set(values)) == expected
    assert values[0] == 0 and all(abs(v.numerator) <= n and v.denominator <= max(n, 1)
                                  for v in values)


@pytest.mark.parametrize("n", [0, 1, 2, 3, 7, 12, 30, 61])
def test_the_rationals_are_listed_smallest_first(n):
    """The scope's rationals are made in the order a counterexample is reported in (`size`,
    then `lex_key`), without sorting them: the same tuple as every p/q in lowest terms of the
    box, sorted."""
    from fractions import Fraction
    from math import gcd
    box = [Fraction(p, q) for q in range(1, max(n, 1) + 1) for p in range(-n, n + 1)
           if gcd(p, q) == 1]
    assert S._rationals(n) == tuple(sorted(box, key=lambda x: (S.size(x), S.lex_key(x))))


def test_the_rationals_are_counted_without_listing_them():
    """The cost model asks for counts at very large N (a budget's search): the count of ℚ is
    exact by a totient sieve up to N = 2048 (the listing agrees below), then an upper estimate,
    never a list of N² fractions (which hung `pychecks check` on a ℚ statement)."""
    for n in range(0, 40):
        assert S._rational_count(n) == len(S._rationals(n))
    exact = S._rational_count(2048)
    assert S._rational_count(2049) > exact > S.MAX_VALUES
    assert count(T.RAT, n=10 ** 9) == CAP or count(T.RAT, n=10 ** 9) > 10 ** 18
