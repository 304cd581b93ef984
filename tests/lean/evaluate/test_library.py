"""The library table (`pychecks.lean.evaluate.library`) against literal transcriptions of the Lean
definitions (`library_reference.py`): every entry, on random small inputs, value for value and
type for type (a `Pair` is not a list, `True` is not `1`); pinned edge cases; deliberately wrong
variants that the same comparison must catch; every upstream file recorded in
`tests/data/lean_upstream_index.txt`; and docs/lean-library.md generated from the table."""
from __future__ import annotations

from fractions import Fraction

import math
from pathlib import Path

import pytest
from hypothesis import HealthCheck, find, given, settings
from hypothesis import strategies as st
from hypothesis.errors import NoSuchExample

import library_reference as ref
from pychecks.lean.evaluate import library as lib
from pychecks.lean.evaluate.library import (LIBRARY, RENAMED, LeanPanic, OutsideDomain,
                                            ResultTooLarge, ScopeExhausted, UnknownLibraryName,
                                            lookup, operator)
from pychecks.lean.evaluate.values import Pair, Some

ROOT = Path(__file__).resolve().parents[3]
INDEX = ROOT / "tests" / "data" / "lean_upstream_index.txt"
DOC = ROOT / "docs" / "lean-library.md"


class Fn:
    """A named function argument, so a failing example prints readably."""

    def __init__(self, name, f):
        self.name, self.f = name, f

    def __call__(self, *args):
        return self.f(*args)

    def __repr__(self):
        return self.name


def canon(v):
    """A value tagged with its Lean type, so that equal-looking values of different types differ."""
    if isinstance(v, bool):
        return ("Bool", v)
    if isinstance(v, int):
        return ("Int", v)
    if isinstance(v, Fraction):      # a ℚ: never equal to the int of the same value here
        return ("Rat", v.numerator, v.denominator)
    if v is None:
        return ("none",)
    if isinstance(v, Pair):
        return ("Pair", canon(v.fst), canon(v.snd))
    if isinstance(v, Some):
        return ("some", canon(v.value))
    if isinstance(v, tuple):
        return ("List", tuple(canon(x) for x in v))
    if isinstance(v, frozenset):
        return ("Finset", frozenset(canon(x) for x in v))
    if isinstance(v, str):
        return ("String", v)
    raise TypeError(v)


def outcome(fn, args):
    """What a call yields: a value, a panic, or an exhausted search (the same for both sides)."""
    try:
        return canon(fn(*args))
    except (LeanPanic, ref.PanicInReference):
        return ("panic",)
    except (ScopeExhausted, LookupError):
        return ("exhausted",)


# --- strategies ------------------------------------------------------------------------------

nat = st.integers(0, 40)
small = st.integers(0, 12)
ints = st.integers(-40, 40)
bools = st.booleans()
#: Char values: code points of ASCII (where the casing functions act) and past it, valid ones only
chars = st.one_of(st.integers(0, 130), st.integers(0, 0xD7FF), st.integers(0xE000, 0x10FFFF))
#: `Char.ofNat`'s argument: any ℕ, surrogates and numbers past Unicode included
code_points_and_more = st.one_of(st.integers(0, 130), st.integers(0xD700, 0xE100),
                                 st.integers(0x10FF00, 0x110100))
#: String values: ASCII and beyond (a character outside the BMP counts once in `length`)
strings = st.text(alphabet=st.one_of(st.characters(max_codepoint=127),
                                     st.sampled_from("éΓ😀")), max_size=6)
lists = st.lists(st.integers(0, 6), max_size=8).map(tuple)
lists_of_lists = st.lists(lists, max_size=4).map(tuple)
finsets = st.frozensets(st.integers(0, 6), max_size=5)
short_lists = st.lists(st.integers(0, 1), max_size=4).map(tuple)   # suffixes meet often
options = st.one_of(st.none(), st.integers(0, 9).map(Some))
#: ℚ values (zero, integers and proper fractions of both signs), as the evaluator carries them
rats = st.builds(Fraction, st.integers(-30, 30), st.integers(1, 12))
pairs_list = st.lists(st.tuples(st.integers(0, 4), st.integers(0, 9)).map(lambda t: Pair(*t)),
                      max_size=6).map(tuple)

preds = st.sampled_from([Fn("even", lambda x: x % 2 == 0), Fn("<3", lambda x: x < 3),
                         Fn("false", lambda x: False), Fn("true", lambda x: True),
                         Fn("x*x>7", lambda x: x * x > 7)])
unary = st.sampled_from([Fn("succ", lambda x: x + 1), Fn("double", lambda x: 2 * x),
                         Fn("mod3", lambda x: x % 3), Fn("const1", lambda x: 1)])
binary = st.sampled_from([Fn("3a+b", lambda a, b: 3 * a + b), Fn("a-b", lambda a, b: a - b),
                          Fn("max", max), Fn("a", lambda a, b: a)])
to_list = st.sampled_from([Fn("dup", lambda x: (x, x)), Fn("range", lambda x: tuple(range(x % 3))),
                           Fn("nil", lambda x: ())])
to_option = st.sampled_from([Fn("some∘succ", lambda x: Some(x + 1)),
                             Fn("none if even", lambda x: None if x % 2 == 0 else Some(x))])
infinite_preds = st.sampled_from([Fn("even", lambda x: x % 2 == 0), Fn("odd", lambda x: x % 2),
                                  Fn("3∣", lambda x: x % 3 == 0), Fn("≥5", lambda x: x >= 5)])
relations = st.sampled_from([Fn("≠", lambda a, b: a != b), Fn("<", lambda a, b: a < b),
                             Fn("≤", lambda a, b: a <= b), Fn("a+1≠b", lambda a, b: a + 1 != b)])
indexed = st.sampled_from([Fn("i+a", lambda i, a: i + a), Fn("(i,a)", lambda i, a: Pair(i, a))])
zipper = st.sampled_from([Fn("a+b", lambda a, b: a + b), Fn("Pair", Pair)])
to_finset = st.sampled_from([Fn("{x,x+1}", lambda x: frozenset({x, x + 1})),
                             Fn("∅", lambda x: frozenset())])


@st.composite
def fin_args(draw):
    n = draw(st.integers(1, 12))
    return (n, draw(st.integers(0, n - 1)), draw(st.integers(0, n - 1)))


@st.composite
def list_and_index(draw, extra=()):
    xs = draw(lists)
    return (xs, draw(st.integers(0, len(xs) + 2)), *[draw(s) for s in extra])


@st.composite
def valid_index(draw):
    xs = draw(lists.filter(bool))
    return (xs, draw(st.integers(0, len(xs) - 1)))


@st.composite
def of_fn_args(draw):
    n = draw(st.integers(0, 6))
    table = tuple(draw(st.lists(small, min_size=n, max_size=n)))
    return (n, draw(st.sampled_from([table, Fn("table", lambda i: table[i])])))


def args(*strategies):
    return st.tuples(*strategies)


def int_neg(a):  # | ofNat n => negOfNat n | -[n+1] => succ n
    return -a if a >= 0 else (-a - 1) + 1


def int_add(m, n):
    if m >= 0 and n >= 0:
        return m + n                                     # ofNat (m + n)
    if m >= 0:
        return ref.sub_nat_nat(m, -n)                    # subNatNat m (succ n)
    if n >= 0:
        return ref.sub_nat_nat(n, -m)                    # subNatNat n (succ m)
    return ref.neg_succ((-m - 1) + (-n - 1) + 1)         # -[succ (m + n) +1]


def int_mul(m, n):
    if (m >= 0) == (n >= 0):
        return ref.nat_mul(abs(m), abs(n))               # ofNat (m * n), ofNat (succ m * succ n)
    return -ref.nat_mul(abs(m), abs(n))                  # negOfNat (m * succ n), negOfNat (succ m * n)


#: Naturals to factor: small ones and a few with repeated or large prime factors (the
#: transcription's `%` recurses once per subtraction, so none past 3000)
factored = st.one_of(st.integers(0, 3000), st.sampled_from(
    [1009, 2018, 2 * 3 * 5 * 7 * 11, 2 ** 11, 3 ** 7, 47 * 53, 31 * 31, 2 * 2 * 2 * 7 * 13]))
#: Carmichael numbers, their neighbours, pseudoprimes to base 2 (341 = 11·31) and small n (no
#: large prime: the transcription of Nat.Prime tries every m < p)
carmichael_ns = st.one_of(st.integers(0, 60), st.sampled_from(
    [561, 1105, 1729, 2465, 560, 562, 341, 645, 1387, 1683, 3 * 11 * 17 * 7]))

CASES = {
    "Nat.zero": (lambda: 0, args()),            # inductive Nat | zero | succ (n : Nat)
    "Nat.succ": (ref.succ, args(nat)),
    "Nat.pred": (ref.pred, args(nat)),
    "Nat.add": (ref.nat_add, args(nat, nat)),
    "Nat.sub": (ref.nat_sub, args(nat, nat)),
    "Nat.mul": (ref.nat_mul, args(nat, nat)),
    "Nat.pow": (ref.nat_pow, args(small, small)),
    "Nat.div": (ref.nat_div, args(nat, small)),
    "Nat.mod": (ref.nat_mod, args(nat, small)),
    "Nat.min": (ref.nat_min, args(nat, nat)),
    "Nat.max": (ref.nat_max, args(nat, nat)),
    "Nat.land": (ref.land, args(nat, nat)),
    "Nat.lor": (ref.lor, args(nat, nat)),
    "Nat.xor": (ref.xor, args(nat, nat)),
    "Nat.shiftLeft": (ref.shift_left, args(nat, small)),
    "Nat.shiftRight": (ref.shift_right, args(nat, small)),
    "Nat.testBit": (ref.test_bit, args(nat, small)),
    "Nat.gcd": (ref.gcd, args(nat, nat)),
    "Nat.lcm": (ref.lcm, args(nat, nat)),
    "Nat.Coprime": (ref.coprime, args(nat, nat)),
    "Int.gcd": (ref.int_gcd, args(ints, ints)),
    "Int.lcm": (ref.int_lcm, args(ints, ints)),
    "GCDMonoid.gcd": (ref.gcd, args(nat, nat)),      # ℕ's GCDMonoid instance: Nat.gcd
    "GCDMonoid.lcm": (ref.lcm, args(nat, nat)),
    "Nat.log2": (ref.log2, args(st.integers(0, 3000))),
    "Nat.log": (ref.log, args(st.integers(0, 12), st.integers(0, 3000))),
    "Nat.clog": (ref.clog, args(st.integers(0, 12), st.integers(0, 3000))),
    "Nat.sqrt": (ref.sqrt, args(st.integers(0, 3000))),
    "Nat.bodd": (ref.bodd, args(st.integers(0, 300))),
    "Nat.dist": (ref.dist, args(nat, nat)),
    "Nat.factorial": (ref.factorial, args(st.integers(0, 30))),
    "Nat.ModEq": (ref.nat_modeq, args(small, nat, nat)),
    "Int.ModEq": (ref.int_modeq, args(st.integers(-12, 12), ints, ints)),
    "Nat.choose": (ref.choose, args(st.integers(0, 14), st.integers(0, 16))),
    "numDerangements": (ref.num_derangements, args(st.integers(0, 16))),
    "Nat.digits": (ref.digits, args(st.integers(0, 12), st.integers(0, 300))),  # replicate recurses
    "Nat.minFac": (ref.min_fac, args(st.one_of(st.integers(0, 3000),       # squares of primes
                                               st.integers(2, 40).map(lambda p: p * p)))),  # too
    "Nat.bitIndices": (ref.bit_indices, args(st.integers(0, 300))),      # boddDiv2 recurses
    "IsSquare": (ref.is_square, args(st.integers(0, 400))),
    "Nat.find": (ref.nat_find, args(preds, small, st.none())),
    "Nat.Prime": (ref.nat_prime, args(st.integers(0, 120))),
    "Prime": (ref.root_prime, args(st.integers(0, 60))),
    "Nat.floor": (ref.floor_nat, args(nat)),
    "Nat.ceil": (ref.floor_nat, args(nat)),
    "Int.floor": (ref.floor_int, args(ints)),
    "Int.ceil": (ref.floor_int, args(ints)),
    "Int.instLocallyFiniteOrder.finsetIcc": (ref.int_finset_icc, args(ints, ints)),
    "Int.instLocallyFiniteOrder.finsetIco": (ref.int_finset_ico, args(ints, ints)),
    "Int.instLocallyFiniteOrder.finsetIoc": (ref.int_finset_ioc, args(ints, ints)),
    "Int.instLocallyFiniteOrder.finsetIoo": (ref.int_finset_ioo, args(ints, ints)),
    "Int.instDecidablePredEven": (ref.int_even, args(ints)),
    "Int.instDecidablePredOdd": (ref.int_odd, args(ints)),
    "Int.prime_iff_natAbs_prime": (ref.int_prime, args(st.integers(-60, 60))),
    "IsCoprime": (ref.is_coprime, args(ints, ints)),
    "Nat.fib": (ref.fib, args(st.integers(0, 60))),
    "Nat.ofDigits": (ref.of_digits, args(st.integers(0, 12), lists)),
    "List.concat": (ref.concat, args(lists, nat)),
    "List.headI": (ref.head_i, args(st.sampled_from([0, False, ()]), lists)),
    "Nat.divisors": (ref.divisors, args(st.integers(0, 120))),
    "Nat.properDivisors": (ref.proper_divisors, args(st.integers(0, 120))),
    "Int.neg": (int_neg, args(ints)),
    "Int.add": (int_add, args(ints, ints)),
    "Int.sub": (lambda m, n: int_add(m, int_neg(n)), args(ints, ints)),
    "Int.mul": (int_mul, args(ints, ints)),
    "Int.pow": (ref.int_pow, args(st.integers(-9, 9), small)),
    "Int.natAbs": (ref.nat_abs, args(ints)),
    "Int.toNat": (ref.to_nat, args(ints)),
    "Int.ofNat": (ref.int_of_nat, args(nat)),
    "Int.negSucc": (ref.neg_succ, args(nat)),
    "abs": (ref.int_abs, args(ints)),
    "Int.ediv": (ref.ediv, args(ints, ints)),
    "Rat.ofInt": (ref.rat_of_int, args(ints)),
    "Rat.neg": (ref.rat_neg, args(rats)),
    "Rat.add": (ref.rat_add, args(rats, rats)),
    "Rat.sub": (ref.rat_sub, args(rats, rats)),
    "Rat.mul": (ref.rat_mul, args(rats, rats)),
    "Rat.inv": (ref.rat_inv, args(rats)),
    "Rat.div": (ref.rat_div, args(rats, rats)),
    "Rat.pow": (ref.rat_pow, args(rats, st.integers(0, 5))),
    "Rat.num": (ref.rat_num, args(rats)),
    "Rat.den": (ref.rat_den, args(rats)),
    "Rat.floor": (ref.rat_floor, args(rats)),
    "Rat.ceil": (ref.rat_ceil, args(rats)),
    "Int.floor": (ref.rat_floor, args(rats)),
    "Int.ceil": (ref.rat_ceil, args(rats)),
    "Int.fract": (ref.int_fract, args(rats)),
    "Nat.floor": (ref.nat_floor, args(rats)),
    "Nat.ceil": (ref.nat_ceil, args(rats)),
    "ArithmeticFunction.sigma": (ref.sigma, args(st.integers(0, 4), st.integers(0, 60))),
    "Int.emod": (ref.emod, args(ints, ints)),
    "Int.tdiv": (ref.tdiv, args(ints, ints)),
    "Int.tmod": (ref.tmod, args(ints, ints)),
    "Int.fdiv": (ref.fdiv, args(ints, ints)),
    "Int.fmod": (ref.fmod, args(ints, ints)),
    "Int.bdiv": (ref.bdiv, args(ints, small)),
    "Int.bmod": (ref.bmod, args(ints, small)),
    "Fin.val": (lambda i: i, args(nat)),
    "Fin.add": (ref.fin_add, fin_args()),
    "Fin.sub": (ref.fin_sub, fin_args()),
    "Fin.mul": (ref.fin_mul, fin_args()),
    "Fin.div": (ref.fin_div, fin_args()),
    "Fin.mod": (ref.fin_mod, fin_args()),
    "Fin.land": (ref.fin_land, fin_args()),
    "Fin.lor": (ref.fin_lor, fin_args()),
    "Fin.xor": (ref.fin_xor, fin_args()),
    "Fin.shiftLeft": (ref.fin_shift_left, fin_args()),
    "Fin.shiftRight": (ref.fin_shift_right, fin_args()),
    "Fin.ofNat": (ref.fin_of_nat, args(st.integers(1, 12), nat)),
    "Fin.last": (lambda n: n, args(nat)),                 # ⟨n, n.lt_succ_self⟩
    "Fin.castSucc": (lambda i: i, args(nat)),             # castAdd 1: the same value
    "Fin.succ": (lambda i: i + 1, args(nat)),             # ⟨i+1, _⟩
    "Bool.and": (lambda x, y: y if x else False, args(bools, bools)),
    "Bool.or": (lambda x, y: True if x else y, args(bools, bools)),
    "Bool.not": (lambda b: False if b else True, args(bools)),
    "Bool.xor": (lambda x, y: not (x == y), args(bools, bools)),   # bne
    "Decidable.decide": (lambda p: p, args(bools)),
    "id": (ref.id_, args(st.one_of(ints, lists, finsets))),
    "Max.max": (ref.nat_max, args(ints, ints)),
    "Min.min": (ref.nat_min, args(ints, ints)),
    "Prod.fst": (lambda p: p.fst, args(st.tuples(nat, nat).map(lambda t: Pair(*t)))),
    "Prod.snd": (lambda p: p.snd, args(st.tuples(nat, nat).map(lambda t: Pair(*t)))),
    "Option.getD": (lambda o, d: d if o is None else o.value, args(options, nat)),
    "Option.map": (lambda f, o: None if o is None else Some(f(o.value)), args(unary, options)),
    "Option.get!": (lambda o: o.value if o is not None else ref.head_bang(()), args(options)),
    "Option.bind": (lambda o, f: None if o is None else f(o.value), args(options, to_option)),
    "Option.isSome": (lambda o: o is not None, args(options)),
    "Option.isNone": (lambda o: o is None, args(options)),
    "List.nil": (lambda: (), args()),
    "List.cons": (lambda a, l: (a, *l), args(nat, lists)),
    "List.length": (ref.length, args(lists)),
    "List.get": (ref.get, valid_index()),
    "List.set": (ref.set_, list_and_index(extra=(nat,))),
    "List.foldl": (ref.foldl, args(binary, nat, lists)),
    "List.map": (ref.map_, args(unary, lists)),
    "List.append": (ref.append, args(lists, lists)),
    "List.flatten": (ref.flatten, args(lists_of_lists)),
    "List.flatMap": (ref.flat_map, args(to_list, lists)),
    "List.foldr": (ref.foldr, args(binary, nat, lists)),
    "List.filter": (ref.filter_, args(preds, lists)),
    "List.reverse": (ref.reverse, args(lists)),
    "List.replicate": (ref.replicate, args(small, nat)),
    "List.range": (ref.range_, args(small)),
    "List.range'": (ref.range_prime, args(small, small, small)),
    "List.all": (ref.all_, args(lists, preds)),
    "List.any": (ref.any_, args(lists, preds)),
    "List.sum": (ref.sum_, args(lists)),
    "List.prod": (ref.prod_, args(lists)),
    "List.elem": (ref.elem, args(small, lists)),
    "List.contains": (ref.contains, args(lists, small)),
    "List.Mem": (ref.mem, args(small, lists)),
    "List.headD": (ref.head_d, args(lists, nat)),
    "List.head?": (ref.head_opt, args(lists)),
    "List.getLast?": (ref.get_last_opt, args(lists)),
    "List.getLastD": (ref.get_last_d, args(lists, nat)),
    "List.getLast": (ref.get_last_proof, args(lists.filter(bool), st.none())),
    "List.Perm": (ref.is_perm, args(short_lists, short_lists)),
    "List.tail": (ref.tail, args(lists)),
    "List.isEmpty": (ref.is_empty, args(lists)),
    "List.take": (ref.take, args(small, lists)),
    "List.drop": (ref.drop, args(small, lists)),
    "List.takeWhile": (ref.take_while, args(preds, lists)),
    "List.dropWhile": (ref.drop_while, args(preds, lists)),
    "List.erase": (ref.erase, args(lists, small)),
    "List.eraseIdx": (ref.erase_idx, list_and_index()),
    "List.filterMap": (ref.filter_map, args(to_option, lists)),
    "List.insert": (ref.list_insert, args(small, lists)),
    "List.eraseDups": (ref.erase_dups, args(lists)),
    "List.toFinset": (ref.to_finset, args(lists)),
    "List.rotate": (ref.rotate, args(lists, small)),
    "List.find?": (ref.find_opt, args(preds, lists)),
    "List.findIdx": (ref.find_idx, args(preds, lists)),
    "List.findIdx?": (ref.find_idx_opt, args(preds, lists)),
    "List.idxOf": (ref.idx_of, args(small, lists)),
    "List.idxOf?": (ref.idx_of_opt, args(small, lists)),
    "List.countP": (ref.count_p, args(preds, lists)),
    "List.count": (ref.count, args(small, lists)),
    "List.lookup": (ref.lookup, args(st.integers(0, 4), pairs_list)),
    "List.zipWith": (ref.zip_with, args(zipper, lists, lists)),
    "List.zip": (ref.zip_, args(lists, lists)),
    "List.zipIdx": (ref.zip_idx, args(lists, small)),
    "List.max?": (ref.max_opt, args(lists)),
    "List.min?": (ref.min_opt, args(lists)),
    "List.get!": (ref.get_bang, list_and_index()),
    "List.head!": (ref.head_bang, args(lists)),
    "List.getLast!": (ref.get_last_bang, args(lists)),
    "List.get?Internal": (ref.get_opt_internal, list_and_index()),
    "List.getD": (ref.get_d, list_and_index(extra=(nat,))),
    "List.ofFn": (ref.of_fn, of_fn_args()),
    "List.finRange": (ref.fin_range, args(small)),
    "List.attach": (ref.attach, args(lists)),
    "List.Pairwise": (ref.pairwise, args(relations, lists)),
    "List.Nodup": (ref.nodup, args(lists)),
    "hammingDist": (ref.hamming_dist, st.integers(0, 4).flatmap(lambda n: args(
        st.just(n), st.lists(st.integers(0, 2), min_size=n, max_size=n).map(tuple),
        st.lists(st.integers(0, 2), min_size=n, max_size=n).map(tuple)))),
    "List.Forall₂": (ref.forall2, args(relations, short_lists, short_lists)),
    "Disjoint": (ref.finset_disjoint, args(finsets, finsets)),
    "Nat.nth": (ref.nat_nth, args(infinite_preds, st.integers(0, 20))),
    "sInf": (ref.nat_sinf, args(infinite_preds)),
    "Nat.iterate": (ref.nat_iterate, args(unary, st.integers(0, 12), small)),
    "Int.instDecidablePredIsSquare": (ref.int_is_square, args(st.integers(-40, 200))),
    "Nat.primeCounting'": (ref.prime_counting_below, args(st.integers(0, 300))),
    "Nat.primeCounting": (lambda n: ref.prime_counting_below(n + 1), args(st.integers(0, 300))),
    "List.mapIdx": (ref.map_idx, args(indexed, lists)),
    "List.product": (ref.product, args(lists, lists)),
    "Finset.range": (ref.finset_range, args(small)),
    "Finset.Icc": (ref.finset_icc, args(small, small)),
    "Finset.Ico": (ref.finset_ico, args(small, small)),
    "Finset.Ioc": (ref.finset_ioc, args(small, small)),
    "Finset.Ioo": (ref.finset_ioo, args(small, small)),
    "Even": (ref.even, args(nat)),
    "Odd": (ref.odd, args(nat)),
    "Finset.univ": (ref.finset_univ, args(st.lists(small, unique=True).map(tuple))),
    "Finset.filter": (ref.finset_filter, args(preds, finsets)),
    "Finset.card": (ref.finset_card, args(finsets)),
    "Finset.product": (ref.finset_product, args(finsets, finsets)),
    "Finset.sum": (ref.finset_sum, args(finsets, unary)),
    "Finset.prod": (ref.finset_prod, args(finsets, unary)),
    "Finset.image": (ref.finset_image, args(unary, finsets)),
    "Finset.powerset": (ref.finset_powerset, args(finsets)),
    "Finset.powersetCard": (ref.finset_powerset_card, args(st.integers(0, 6), finsets)),
    "Finset.erase": (ref.finset_erase, args(finsets, small)),
    "Finset.attach": (ref.finset_attach, args(finsets)),
    "Finset.toList": (ref.finset_to_list, args(finsets)),
    "Finset.sup": (ref.finset_sup, st.one_of(args(st.just(0), finsets, unary),
                                             args(st.just(False), finsets, preds),
                                             args(st.just(frozenset()), finsets, to_finset))),
    "Finset.max'": (ref.finset_max_prime, args(finsets.filter(bool), st.none())),
    "Finset.min'": (ref.finset_min_prime, args(finsets.filter(bool), st.none())),
    "Finset.max": (ref.finset_max, args(finsets)),
    "Finset.min": (ref.finset_min, args(finsets)),
    "WithBot.unbotD": (ref.with_bot_unbot_d, args(nat, options)),
    "WithTop.untopD": (ref.with_bot_unbot_d, args(nat, options)),
    "Finset.instMembership": (ref.finset_mem, args(finsets, small)),
    "Finset.instInsert": (ref.finset_insert, args(small, finsets)),
    "Insert.insert": (ref.finset_insert, args(small, finsets)),     # Finset's instance
    "Finset.Nonempty": (ref.finset_nonempty, args(finsets)),
    "List.IsPrefix": (ref.is_prefix, args(short_lists, short_lists)),
    "List.IsSuffix": (ref.is_suffix, args(short_lists, short_lists)),
    "List.IsInfix": (ref.is_infix, args(short_lists, short_lists)),
    "Finset.instUnion": (ref.finset_union, args(finsets, finsets)),
    "Finset.instInter": (ref.finset_inter, args(finsets, finsets)),
    "Finset.instSDiff": (ref.finset_sdiff, args(finsets, finsets)),
    "Fintype.card": (ref.fintype_card, args(st.lists(small, unique=True).map(tuple))),
    # renamed names, each with its own argument order
    "List.enum": (ref.enum, args(lists)),
    "List.enumFrom": (ref.enum_from, args(small, lists)),
    "List.join": (ref.flatten, args(lists_of_lists)),
    "List.bind": (lambda a, b: ref.flat_map(b, a), args(lists, to_list)),
    "List.indexOf": (ref.idx_of, args(small, lists)),
    "List.indexOf?": (ref.idx_of_opt, args(small, lists)),
    "List.iota": (ref.iota, args(small)),
    "List.maximum?": (ref.max_opt, args(lists)),
    "List.minimum?": (ref.min_opt, args(lists)),
    "Fin.ofNat'": (ref.fin_of_nat, args(st.integers(1, 12), nat)),
    # Char: code points, ASCII and past it, surrogates and the end of Unicode included
    "Char.ofNat": (ref.char_of_nat, args(code_points_and_more)),
    "Char.toNat": (lambda c: c, args(chars)),
    "Char.isUpper": (ref.char_is_upper, args(chars)),
    "Char.isLower": (ref.char_is_lower, args(chars)),
    "Char.isAlpha": (ref.char_is_alpha, args(chars)),
    "Char.isDigit": (ref.char_is_digit, args(chars)),
    "Char.isAlphanum": (ref.char_is_alphanum, args(chars)),
    "Char.isWhitespace": (ref.char_is_whitespace, args(chars)),
    "Char.toLower": (ref.char_to_lower, args(chars)),
    "Char.toUpper": (ref.char_to_upper, args(chars)),
    "String.append": (ref.string_append, args(strings, strings)),
    "String.length": (ref.string_length, args(strings)),
    "String.push": (ref.string_push, args(strings, chars)),
    "String.isEmpty": (ref.string_is_empty, args(strings)),
    "String.toList": (ref.string_to_list, args(strings)),
    # prime factorisations (issue 29); Carmichael numbers and their neighbours beside small n
    "Nat.primeFactorsList": (ref.prime_factors_list, args(factored)),
    "Nat.factors": (ref.prime_factors_list, args(factored)),
    "Nat.primeFactors": (ref.prime_factors, args(factored)),
    "Nat.factorization": (ref.factorization, args(st.integers(0, 400), st.integers(0, 30))),
    "Nat.totient": (ref.totient, args(st.integers(0, 300))),
    "Nat.IsCarmichael": (ref.is_carmichael, args(carmichael_ns)),
    "Nat.descFactorial": (ref.desc_factorial, args(st.integers(0, 20), st.integers(0, 25))),
    "Nat.ascFactorial": (ref.asc_factorial, args(st.integers(0, 20), st.integers(0, 25))),
    "Nat.centralBinom": (ref.central_binom, args(st.integers(0, 7))),
    "Nat.fermatNumber": (ref.fermat_number, args(st.integers(0, 6))),
    "primorial": (ref.primorial, args(st.integers(0, 150))),
    "Squarefree": (ref.squarefree, args(st.integers(0, 300))),
    "PNat.val": (ref.pnat_val, args(st.integers(1, 60))),
    "PNat.natPred": (ref.pnat_nat_pred, args(st.integers(1, 60))),
    "Nat.toPNat'": (ref.to_pnat_prime, args(st.integers(0, 60))),
    "PNat.add": (ref.pnat_add, args(st.integers(1, 40), st.integers(1, 40))),
    "PNat.sub": (ref.pnat_sub, args(st.integers(1, 40), st.integers(1, 40))),
    "PNat.mul": (ref.pnat_mul, args(st.integers(1, 30), st.integers(1, 30))),
    "PNat.pow": (ref.pnat_pow, args(st.integers(1, 6), st.integers(0, 5))),
}

ALL = {**LIBRARY, **RENAMED}
FAST = settings(max_examples=12, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


def test_every_entry_has_a_transcription():
    assert set(CASES) == set(ALL)


@FAST
@given(finsets)
def test_finset_to_list_is_what_lean_says_of_it(s):
    """`Finset.nodup_toList`, `Finset.mem_toList`: each element once, nothing else (its order
    is unspecified, and marked so for order.py)."""
    out = LIBRARY["Finset.toList"].impl(s)
    assert len(out) == len(set(out)) == len(s) and set(out) == s
    assert LIBRARY["Finset.toList"].order_unspecified
    assert not any(e.order_unspecified for n, e in ALL.items() if n != "Finset.toList")


@pytest.mark.parametrize("name", sorted(CASES))
def test_entry_agrees_with_its_lean_transcription(name):
    reference, strategy = CASES[name]
    entry = ALL[name]

    @FAST
    @given(strategy)
    def check(arguments):
        assert outcome(entry.impl, arguments) == outcome(reference, arguments)

    check()


# --- mutants: wrong variants the same comparison must catch ----------------------------------

MUTANTS = {
    "Nat.log": lambda b, n: ref.log(b + 1, n),                         # the base off by one
    "Finset.max": lambda s: Some(max(s)) if s else Some(0),            # ⊥ taken for 0
    "List.Nodup": lambda xs: len(set(xs)) >= len(xs) - 1,              # one repeat allowed
    "hammingDist": lambda n, x, y: sum(a != b for a, b in zip(x[1:], y[1:])),  # position 0 missed
    "List.Forall₂": lambda r, xs, ys: all(r(x, y) for x, y in zip(xs, ys)),   # lengths unchecked
    "Disjoint": lambda a, b: not (a & b) or len(a & b) == 1,           # one common element allowed
    "Finset.min": lambda s: Some(max(s)) if s else None,               # the maximum
    "WithBot.unbotD": lambda d, x: d if x is None or x.value == 0 else x.value,
    "WithTop.untopD": lambda d, x: x.value if x is not None else 0,    # ⊤ as 0, not d
    "sInf": lambda s: min(k for k in range(1, 200) if s(k)),           # 0 never a member
    "Nat.iterate": lambda op, n, a: ref.nat_iterate(op, n + 1, a),     # once too often
    "Int.instDecidablePredIsSquare": lambda m: math.isqrt(abs(m)) ** 2 == abs(m),   # -4 too
    "Nat.primeCounting": lambda n: ref.prime_counting_below(n),        # below n, not up to n
    "Nat.clog": lambda b, n: ref.log(b, n),                            # the floor, not the ceiling
    "Char.isUpper": lambda c: 65 <= c < 90,                            # 'Z' left out
    "Char.toLower": lambda c: c + 32 if 65 <= c <= 91 else c,          # '[' lowered too
    "Char.toUpper": lambda c: c - 32 if 97 <= c <= 122 or c >= 224 else c,   # Latin-1 too
    "Char.ofNat": lambda n: n if n < 0x110000 else 0,                  # surrogates kept
    "Char.isWhitespace": lambda c: c in (32, 9, 10),                   # '\r' left out
    "String.append": lambda s, t: t + s,                               # the order swapped
    "String.length": lambda s: len(s.encode("utf-8")),                 # bytes, not characters
    "List.foldr": lambda f, init, xs: lib.list_foldl(lambda a, x: f(x, a), init, xs),
    "Nat.sub": lambda n, m: n - m,
    "Int.negSucc": lambda n: -n,                                       # -[n], not -[n+1]
    "Nat.div": lambda x, y: x // y if y else x,
    "Nat.mod": lambda x, y: x % y if y else 0,
    "Int.ediv": lib.int_tdiv,
    "Rat.div": lambda a, b: a / b if b else a,                          # a / 0 = a, not 0
    "Rat.inv": lambda a: 1 / a if a else Fraction(1),                    # 0⁻¹ = 1, not 0
    "Rat.floor": lambda a: int(a),                                       # truncates toward 0
    "Rat.ceil": lambda a: int(a) + 1,                                    # integers moved up
    "Int.fract": lambda r: r - int(r),                                   # negative for r < 0
    "Nat.floor": lambda a: abs(lib.rat_floor(a)),                        # |⌊a⌋|, not toNat
    "Rat.num": lambda q: q.numerator * (2 if q.denominator % 2 == 0 else 1),   # not reduced
    "ArithmeticFunction.sigma": lambda k, n: sum(d ** k for d in range(1, n) if n % d == 0),
    "Int.emod": lib.int_fmod,
    "Fin.sub": lambda n, a, b: abs(a - b),
    "List.zipIdx": lambda xs, n: tuple(Pair(n + i, x) for i, x in enumerate(xs)),
    "List.getD": lambda xs, i, d: xs[i % len(xs)] if xs else d,
    "List.get!": lambda xs, i: xs[i] if i < len(xs) else 0,
    "List.max?": lambda xs: Some(max(xs)) if xs else Some(0),
    "Finset.powersetCard": lambda n, s: frozenset(c for c in lib.finset_powerset(s) if len(c) <= n),
    "Nat.find": lambda p, bound, h: next((n for n in range(1, bound) if p(n)), bound),
    "Nat.digits": lambda b, n: lib.nat_digits(b, n)[::-1],          # big-endian
    "Nat.choose": lambda n, k: lib.nat_choose(n, min(k, n)),         # k > n not 0
    "numDerangements": lambda n: (lib.nat_factorial(n) * 10 ** 6 // 2718282 + 1) if n else 1,
    "List.toFinset": lambda xs: frozenset(xs[1:]),                    # the head left out
    "Nat.factorial": lambda n: lib.nat_factorial(n) if n else 0,
    "Nat.ModEq": lambda n, a, b: a % n == b % n if n else False,     # x % 0 = x forgotten
    "Finset.Icc": lambda a, b: frozenset(range(a, b)),                # the right end left out
    "Finset.Ioo": lambda a, b: frozenset(range(a, b)),                # the left end kept
    "Odd": lambda n: n % 2 == 1 or n == 0,
    "Nat.minFac": lambda n: 2 if n % 2 == 0 else next(                 # stops before k * k = n
        (k for k in range(3, math.isqrt(n), 2) if n % k == 0), n),
    "Nat.bitIndices": lambda n: tuple(i for i in reversed(range(n.bit_length()))   # decreasing
                                      if (n >> i) & 1),
    "IsSquare": lambda a: math.isqrt(a) ** 2 == a and a != 0,           # 0 = 0 * 0 forgotten
    "Int.ModEq": lambda n, a, b: a % n == b % n if n > 0 else a == b,   # Python's % for n < 0
    "Nat.Prime": lambda p: p > 1 and all(p % m for m in range(2, math.isqrt(p))),  # √p left out
    "Nat.divisors": lambda n: frozenset(d for d in range(1, n) if n % d == 0),     # n left out
    "Nat.properDivisors": lambda n: frozenset(d for d in range(0, n) if d and n % d == 0) | {1},
    "abs": lambda a: a if a > -3 else -a,                              # small negatives kept
    "List.filterMap": lambda f, xs: tuple(y.value for y in map(f, xs) if y is not None)[::-1],
    "List.insert": lambda a, xs: xs if a in xs else (*xs, a),          # appended, not prepended
    "List.eraseDups": lambda xs: tuple(dict.fromkeys(reversed(xs)))[::-1],   # the last kept
    "List.rotate": lambda xs, n: xs[-(n % len(xs)):] + xs[:-(n % len(xs))] if xs else xs,  # right
    "List.get?Internal": lambda xs, i: Some(xs[i % len(xs)]) if xs else None,    # wraps around
    "Finset.product": lambda s, t: frozenset(Pair(b, a) for a in s for b in t),  # swapped
    "Nat.Coprime": lambda m, n: math.gcd(m, n) == 1 or m == n,         # n with itself
    "Int.gcd": lambda m, n: math.gcd(m, n) if m >= 0 else -math.gcd(m, n),   # sign kept
    "Int.lcm": lambda m, n: abs(m * n),                                  # the gcd not divided
    "GCDMonoid.lcm": lambda a, b: a * b,
    "Insert.insert": lambda a, s: s | {a + 1},
    "Finset.Nonempty": lambda s: len(s) > 1,
    "List.IsPrefix": lambda a, b: tuple(a) == tuple(b[:len(a)]) and len(a) < len(b),  # not =
    "List.getLast": lambda xs, h: xs[0],                                  # the head
    "List.Perm": lambda a, b: set(a) == set(b),                          # multiplicity lost
    "List.IsSuffix": lambda a, b: tuple(b[-len(a):]) == tuple(a),        # [] ends nothing
    "List.IsInfix": lambda a, b: set(a) <= set(b),                       # a subset, not a run
    "Prime": lambda p: p > 0 and all(p % m for m in range(2, p)),         # 1 (a unit) counted
    "IsCoprime": lambda x, y: math.gcd(x, y) == 1 or x == y,              # x with itself
    "Nat.fib": lambda n: ref.fib(n + 1),                                  # seeded at (1, 1)
    "Nat.ofDigits": lambda b, ds: ref.of_digits(b, ds[::-1]),             # big-endian
    "List.concat": lambda xs, a: (a, *xs),                                # prepended
    "List.headI": lambda d, xs: xs[0] if xs else 0,                       # 0 for every type
    "Int.floor": lambda r: max(r, 0),                                     # ⌊r⌋₊'s toNat
    "Int.instLocallyFiniteOrder.finsetIcc": lambda a, b: frozenset(range(a, b + 1)) if a >= 0
    else frozenset(),                                                    # ℕ's, negatives lost
    "Int.instLocallyFiniteOrder.finsetIoo": lambda a, b: frozenset(range(a + 1, b + 1)),  # b in
    "Int.instDecidablePredOdd": lambda n: n % 2 == 1 if n >= 0 else -n % 2 == 0,  # C's % sign
    "Int.prime_iff_natAbs_prime": lambda k: lib.nat_prime(k) if k >= 0 else False,  # -7 lost
    "Nat.primeFactorsList": lambda n: tuple(dict.fromkeys(lib.nat_prime_factors_list(n))),
    "Nat.primeFactors": lambda n: frozenset(lib.nat_prime_factors_list(n)) | ({n} if n else set()),
    "Nat.factorization": lambda n, p: 0 if n == 0 or p < 2 else next(     # primality forgotten
        k for k in range(n + 1) if n % p ** (k + 1)),
    "Nat.totient": lambda n: n - 1 if n > 1 else n,                      # as if n were prime
    "Nat.IsCarmichael": lambda n: n > 2 and not lib.nat_prime(n) and all(   # squarefree forgotten
        (n - 1) % (p - 1) == 0 for p in lib.nat_prime_factors_list(n)),
    "Nat.descFactorial": lambda n, k: lib.nat_factorial(n) // lib.nat_factorial(max(n - k, 0)),
    "Nat.ascFactorial": lambda n, k: math.perm(n + k, k),                # the older (n+1)⋯(n+k)
    "Nat.centralBinom": lambda n: math.comb(2 * n, n - 1) if n else 1,
    "Nat.fermatNumber": lambda n: 2 ** (2 * n) + 1,
    "primorial": lambda n: lib.primorial(n - 1) if n else 1,             # n itself left out
    "Squarefree": lambda n: len(set(fs := lib.nat_prime_factors_list(n))) == len(fs),  # 0 counted
}


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_the_comparison_catches_a_wrong_variant(name):
    reference, strategy = CASES[name]
    try:
        find(strategy, lambda a: outcome(MUTANTS[name], a) != outcome(reference, a),
             settings=settings(max_examples=400, database=None, deadline=None))
    except NoSuchExample:  # pragma: no cover - the point of the test
        pytest.fail(f"a wrong {name} went unnoticed")


# --- pinned edge cases -----------------------------------------------------------------------

def call(name, *a):
    return ALL[name].call(*a)


def test_division_and_modulo_by_zero():
    assert (call("Nat.div", 7, 0), call("Nat.mod", 7, 0)) == (0, 7)
    for div, mod in [("Int.ediv", "Int.emod"), ("Int.tdiv", "Int.tmod"), ("Int.fdiv", "Int.fmod")]:
        assert (call(div, -7, 0), call(mod, -7, 0)) == (0, -7)
    assert (call("Int.bdiv", -7, 0), call("Int.bmod", -7, 0)) == (0, -7)
    assert (call("Fin.div", 5, 3, 0), call("Fin.mod", 5, 3, 0)) == (0, 3)


@pytest.mark.parametrize("a,b,e,t,f", [
    # a, b, (ediv, emod), (tdiv, tmod), (fdiv, fmod): the docstrings' own examples
    (12, 7, (1, 5), (1, 5), (1, 5)),
    (12, -7, (-1, 5), (-1, 5), (-2, -2)),
    (-12, 7, (-2, 2), (-1, -5), (-2, 2)),
    (-12, -7, (2, 2), (1, -5), (1, -5)),
])
def test_negative_integer_division_in_each_rounding(a, b, e, t, f):
    assert (call("Int.ediv", a, b), call("Int.emod", a, b)) == e
    assert (call("Int.tdiv", a, b), call("Int.tmod", a, b)) == t
    assert (call("Int.fdiv", a, b), call("Int.fmod", a, b)) == f


def test_integer_slash_and_percent_are_euclidean():
    assert operator("/", "Int").name == "Int.ediv" and operator("%", "Int").name == "Int.emod"
    assert (operator("/", "Int").impl(-7, 2), operator("%", "Int").impl(-7, 2)) == (-4, 1)


def test_balanced_modulus():
    assert [call("Int.bmod", x, 7) for x in (12, -12)] == [-2, 2]
    assert [call("Int.bdiv", x, 8) for x in (12, -12)] == [2, -1]


def test_natural_subtraction_truncates():
    assert call("Nat.sub", 3, 5) == 0 and call("Nat.pred", 0) == 0 and call("Nat.dist", 3, 5) == 2


def test_fin_arithmetic_wraps():
    assert call("Fin.add", 3, 2, 2) == 1 and call("Fin.sub", 11, 3, 5) == 9
    assert call("Fin.mul", 10, 3, 7) == 1 and call("Fin.shiftLeft", 10, 1, 4) == 6
    assert call("Fin.ofNat", 4, 9) == 1 and call("Fin.last", 4) == 4
    with pytest.raises(OutsideDomain):
        call("Fin.add", 3, 3, 0)
    with pytest.raises(OutsideDomain):
        call("Fin.ofNat", 0, 1)


def test_out_of_range_access():
    xs = (4, 5)
    with pytest.raises(LeanPanic):
        call("List.get!", xs, 2)
    with pytest.raises(LeanPanic):
        operator("[]!", "List").impl(xs, 7)
    with pytest.raises(LeanPanic):
        call("List.head!", ())
    with pytest.raises(LeanPanic):
        call("Option.get!", None)
    with pytest.raises(OutsideDomain):
        call("List.get", xs, 2)  # a `Fin xs.length` cannot be 2
    assert call("List.getD", xs, 2, 9) == 9 and call("List.headD", (), 9) == 9
    assert call("List.set", xs, 5, 0) == xs and call("List.eraseIdx", xs, 5) == xs


def test_empty_lists():
    assert call("List.foldr", lambda a, b: a - b, 7, ()) == 7
    assert call("List.max?", ()) is None and call("List.min?", ()) is None
    assert call("List.sum", ()) == 0 and call("List.getLast?", ()) is None
    with pytest.raises(lib.FalseProof):   # only a `sorry`d `H : ∅.Nonempty` gets here
        call("Finset.max'", frozenset(), None)


def test_shifts_and_bits():
    assert call("Nat.shiftLeft", 1, 200) == 2 ** 200
    assert call("Nat.shiftRight", 2 ** 200, 199) == 2
    with pytest.raises(ResultTooLarge):
        call("Nat.shiftLeft", 1, 10 ** 9)
    with pytest.raises(ResultTooLarge):
        call("Nat.pow", 2, 10 ** 9)
    assert [call("Nat.testBit", 0b1010, i) for i in range(5)] == [False, True, False, True, False]
    assert call("Nat.testBit", 5, 10 ** 6) is False
    assert call("Nat.log2", 0) == 0 and call("Nat.log2", 1024) == 10


def test_min_fac_square_and_bit_indices_edge_cases():
    # Mathlib's own simp lemmas: minFac_zero, minFac_one, minFac_two; bitIndices_zero, _one
    assert [call("Nat.minFac", n) for n in (0, 1, 2, 9, 91, 97)] == [2, 1, 2, 3, 7, 97]
    assert call("Nat.bitIndices", 0) == () and call("Nat.bitIndices", 1) == (0,)
    assert call("Nat.bitIndices", 0b101100) == (2, 3, 5)
    assert [n for n in range(30) if call("IsSquare", n)] == [0, 1, 4, 9, 16, 25]
    assert call("IsSquare", 10 ** 40) and not call("IsSquare", 10 ** 40 + 1)
    # a large argument with a small factor is answered; a large prime is refused, not searched
    assert call("Nat.minFac", 3 * (2 ** 127 - 1)) == 3
    with pytest.raises(ResultTooLarge):
        call("Nat.minFac", 2 ** 127 - 1)


def test_nat_find_is_exact_below_its_bound_and_refuses_beyond():
    assert call("Nat.find", lambda n: n * n > 50, 20, None) == 8
    with pytest.raises(ScopeExhausted):
        call("Nat.find", lambda n: n > 30, 20, None)


def test_pairs_keep_their_order():
    assert call("List.zipIdx", ("a", "b"), 5) == (Pair("a", 5), Pair("b", 6))
    assert call("List.enumFrom", 5, ("a", "b")) == (Pair(5, "a"), Pair(6, "b"))
    assert RENAMED["List.enum"].deprecated.startswith("List.zipIdx")


def test_defaults_and_dot_notation():
    assert call("List.range'", 3, 4) == (3, 4, 5, 6)
    assert call("List.zipIdx", ("x",)) == (Pair("x", 0),)
    foldl = LIBRARY["List.foldl"]
    assert foldl.receiver == 2 and foldl.call_dot((1, 2, 3), lambda a, b: 10 * a + b, 0) == 123
    assert LIBRARY["List.flatMap"].call_dot((1, 2), lambda x: (x, x)) == (1, 1, 2, 2)
    assert LIBRARY["Fin.add"].call_dot(2, 2, type_args=(3,)) == 1
    with pytest.raises(TypeError):
        LIBRARY["List.range"].call_dot((1,))


def test_every_receiver_names_a_parameter():
    for entry in ALL.values():
        assert entry.receiver is None or 0 <= entry.receiver < len(entry.params), entry.name
        assert set(entry.defaults) <= set(entry.params), entry.name


# --- lookup ----------------------------------------------------------------------------------

def test_lookup_finds_names_in_open_namespaces_and_exports():
    assert lookup("List.foldl").name == "List.foldl"
    assert lookup("foldl", ("List",)).name == "List.foldl"
    assert lookup("max").name == "Max.max" and lookup("xor", ("Bool",)).name == "Bool.xor"
    assert isinstance(lookup("xor"), UnknownLibraryName)  # `^^` is Bool.xor; no root `xor` is exported
    assert lookup("List.join").deprecated.startswith("List.flatten")


def test_lookup_never_guesses():
    miss = lookup("List.fodl")
    assert isinstance(miss, UnknownLibraryName) and "List.foldl" in miss.suggestions
    assert "did you mean `List.foldl`" in miss.message()
    nothing = lookup("Real.sqrt")
    assert isinstance(nothing, UnknownLibraryName) and "not in pychecks' library table" in nothing.message()
    ambiguous = lookup("max?", ("List", "Option"))
    assert ambiguous.name == "List.max?"  # Option.max? is not in the table: one candidate
    both = lookup("card", ("Finset", "Fintype"))
    assert isinstance(both, UnknownLibraryName) and set(both.candidates) == {"Finset.card", "Fintype.card"}
    assert "ambiguous" in both.message()


def test_operators_point_at_table_entries():
    for key, name in lib.OPERATORS.items():
        assert name in LIBRARY, key


# --- upstream files and the generated doc ----------------------------------------------------

def index_lines():
    rows = {}
    for line in INDEX.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            place, name, *_ = line.split()
            rows[name] = place
    return rows


def test_every_upstream_file_is_recorded_in_the_index():
    rows = index_lines()
    for entry in ALL.values():
        assert entry.name in rows, f"{entry.name} is not in {INDEX.name}"
        repo_path = rows[entry.name].rsplit(":", 1)[0]
        assert repo_path == entry.upstream, entry.name


def test_the_index_names_its_sources():
    header = [line for line in INDEX.read_text(encoding="utf-8").splitlines() if line.startswith("#")]
    text = "\n".join(header)
    assert lib.UPSTREAM_BATTERIES_COMMIT in text and "v4.34.0" in text


def test_the_doc_lists_the_table():
    assert DOC.read_text(encoding="utf-8") == lib.library_markdown(), (
        "docs/lean-library.md is stale: regenerate it with "
        "`python -c 'from pychecks.lean.evaluate.library import library_markdown as m; "
        "print(m(), end=\"\")' > docs/lean-library.md`")


# --- the new number-theory entries inside statements -------------------------------------------

NUMBER_THEORY = """theorem_wanted sq (n : ℕ) : IsSquare (n * n)
theorem_wanted sq_wrong (n : ℕ) : IsSquare (n * n + n)
theorem_wanted fac (n : ℕ) (h : 2 ≤ n) :
    n % Nat.minFac n = 0 ∧ (Nat.minFac n * Nat.minFac n ≤ n ∨ Nat.minFac n = n)
theorem_wanted fac_wrong (n : ℕ) (h : 2 ≤ n) : Nat.minFac n < n
theorem_wanted bits (n : ℕ) : (n.bitIndices.map (2 ^ ·)).sum = n
theorem_wanted bits_wrong (n : ℕ) : (n.bitIndices.map (2 ^ ·)).sum = n / 2 * 2
"""


def _verdicts_at(bound: int, text: str) -> dict:
    """{statement: (status, counterexample bindings or None)} of a Lean text checked at `bound`."""
    from pychecks.lean.claims.catalogue import make_claim, read_text
    _, readings = read_text(text, "T.lean")
    got = {}
    for r in readings:
        v = make_claim(r, source="T.lean", command_target="T.lean").check(bound)
        got[r.name] = (v.status.value,
                       None if v.counterexample is None else dict(v.counterexample.bindings))
    return got


def test_square_least_factor_and_bit_indices_in_statements():
    """Each entry as a statement uses it (`IsSquare` decided, `n.bitIndices` in dot notation):
    the true one HOLDS, the wrong one FAILS at its least counterexample (1 + 1 = 2 is no square;
    2 is its own least factor; 1's one bit sums to 1, not 0)."""
    got = _verdicts_at(12, NUMBER_THEORY)
    assert got == {"sq": ("HOLDS", None), "sq_wrong": ("FAILS", {"n": "1"}),
                   "fac": ("HOLDS", None), "fac_wrong": ("FAILS", {"n": "2"}),
                   "bits": ("HOLDS", None), "bits_wrong": ("FAILS", {"n": "1"})}


GCDS = """theorem_wanted root (a b : ℕ) : gcd a b * lcm a b = a * b
theorem_wanted root_wrong (a b : ℕ) : gcd a b + lcm a b = a + b
theorem_wanted int_gcd (a b : ℤ) : (Int.gcd a b : ℤ) ∣ a ∧ Int.gcd a b = Int.gcd (-a) b
theorem_wanted cop (n : ℕ) : Nat.Coprime (21 * n + 4) (14 * n + 3)
theorem_wanted cop_wrong (n : ℕ) : (2 * n).Coprime (2 * n + 2)
"""


def test_root_gcd_lcm_int_gcd_and_coprime_in_statements():
    """Mathlib's exported `gcd`/`lcm` (compfiles' Russia1995P10 writes them with nothing open),
    `Int.gcd` and `Nat.Coprime` (compfiles' Imo1959P1, also in dot notation): the true ones HOLD,
    the wrong ones FAIL at their least counterexample (gcd + lcm = a + b holds whenever one
    divides the other: the least pair where neither does is 2, 3; 0 and 2 share the factor 2)."""
    got = _verdicts_at(12, GCDS)
    assert got["root"] == ("HOLDS", None) and got["int_gcd"] == ("HOLDS", None)
    assert got["cop"] == ("HOLDS", None) and got["cop_wrong"] == ("FAILS", {"n": "0"})
    assert got["root_wrong"] == ("FAILS", {"a": "2", "b": "3"})


def test_fintype_card_takes_its_type_as_its_argument():
    """`Fintype.card α` is called with a type: the evaluator passes that type's values (its
    signature alone cannot be typed); a type the scope cannot list whole is UNKNOWN, named."""
    from pychecks.lean.claims.catalogue import make_claim, read_text
    text = ("theorem_wanted t : Fintype.card (Fin 3) = 3\n"
            "theorem_wanted u : Fintype.card (Fin 2 × Bool) = 4\n"
            "theorem_wanted u_wrong : Fintype.card (Fin 2 × Bool) = 3\n"
            "theorem_wanted w : Fintype.card ℕ = 3\n")
    _, readings = read_text(text, "T.lean")
    got = {r.name: make_claim(r, source="T.lean", command_target="T.lean").check(None)
           for r in readings}
    assert {k: v.status.value for k, v in got.items()} == {
        "t": "HOLDS", "u": "HOLDS", "u_wrong": "FAILS", "w": "UNKNOWN"}
    assert "`Fintype.card` of `ℕ`, which is not a finite type" in got["w"].reason


def test_a_refused_tower_is_sized_without_printing_it():
    """PutnamBench 1997 B5's `tetration 2 5` is 2 ^ 2^65536: the refusal names its size as a
    power of two (Python refuses to print an int of more than 4300 digits: it was an internal
    error that cost the statement)."""
    with pytest.raises(lib.ResultTooLarge, match=r"about 2\^65537 bits"):
        call("Nat.pow", 2, 2 ** 65536)
    with pytest.raises(lib.ResultTooLarge, match="about 2,000,000 bits"):
        call("Nat.pow", 2, 1_000_000)     # n · bit_length of the base


PAIRWISE = """theorem_wanted pw (a b c : ℕ) (h : [a, b, c].Pairwise (· ≠ ·)) : a ≠ c
theorem_wanted pw_wrong (a b c : ℕ) (h : [a, b, c].Pairwise (· ≤ ·)) : a < c
theorem_wanted ssub (a b : ℕ) (h : {a, b} ⊂ Finset.Icc 0 3) : a ≤ 3 ∧ a ≠ b ∨ a = b
theorem_wanted ssub_wrong (a b : ℕ) (h : {a, b} ⊂ Finset.Icc 0 3) : a ≤ 2
"""


def test_pairwise_and_a_set_literal_left_of_a_strict_subset():
    """miniF2F's mathd_numbertheory_135 writes `[A,B,C].Pairwise (·≠·)` and
    `{A,B,C} ⊂ Finset.Icc 0 9` (the literal typed by the right side): the true statements HOLD,
    the wrong ones FAIL at their least counterexample (`[0, 0, 0]` is pairwise ≤; `{3}` is a
    strict subset of `Icc 0 3`)."""
    got = _verdicts_at(6, PAIRWISE)
    assert got == {"pw": ("HOLDS", None), "pw_wrong": ("FAILS", {"a": "0", "b": "0", "c": "0"}),
                   "ssub": ("HOLDS", None), "ssub_wrong": ("FAILS", {"a": "3", "b": "0"})}


def _partitions_by_definition(n: int) -> set:
    """`Nat.Partition n` transcribed: every multiset of positive naturals (at most n of them,
    each at most n) whose sum is n, a multiset as its sorted tuple."""
    from itertools import combinations_with_replacement
    return {tuple(sorted(c, reverse=True)) for k in range(n + 1)
            for c in combinations_with_replacement(range(1, n + 1), k) if sum(c) == n}


@pytest.mark.parametrize("n", range(0, 13))
def test_the_values_of_nat_partition_are_its_definitions(n):
    """`Fintype.card (Nat.Partition n)` counts these values: each multiset once, nothing else."""
    from pychecks.lean.evaluate.implementations import nat_partitions, partition_count
    got = nat_partitions(n)
    assert len(got) == len(set(got)) == partition_count(n)
    assert set(got) == _partitions_by_definition(n)


def test_fintype_card_of_nat_partition_in_statements():
    """formal-conjectures' OeisA41 writes `Fintype.card (Nat.Partition n)`: p(6) = 11 HOLDS,
    p(6) = 10 FAILS, and `∀ n` checks p at every n of the scope (p(n) ≤ 2^n, a wrong bound
    p(n) ≤ n + 1 fails first at n = 5, where p = 7)."""
    got = _verdicts_at(8, """theorem_wanted p6 : Fintype.card (Nat.Partition 6) = 11
theorem_wanted p6_wrong : Fintype.card (Nat.Partition 6) = 10
theorem_wanted bound (n : ℕ) : Fintype.card (Nat.Partition n) ≤ 2 ^ n
theorem_wanted bound_wrong (n : ℕ) : Fintype.card (Nat.Partition n) ≤ n + 1
""")
    assert got == {"p6": ("HOLDS", None), "p6_wrong": ("FAILS", {}),
                   "bound": ("HOLDS", None), "bound_wrong": ("FAILS", {"n": "5"})}


ZMOD = """theorem_wanted two (n : ZMod 2) : n + n = 0
theorem_wanted idem_wrong (n : ZMod 6) : n * n = n
theorem_wanted wrap (x : ZMod 5) : (x - 1) + 1 = x ∧ x + 5 = x
theorem_wanted inverse (b : ZMod (11^2)) : b * 24 = 1 → b = 116
theorem_wanted inverse_wrong (b : ZMod (11^2)) : b * 24 = 1 → b = 115
theorem_wanted integers (a : ZMod 0) : a - a = 0
theorem_wanted division (a : ZMod 5) : a / 1 = a
theorem_wanted order (a : ZMod 5) : a ≤ 4
"""


def test_zmod_is_fins_ring_and_nothing_more():
    """`ZMod (n + 1)` is `Fin (n + 1)` with Fin's ring (Mathlib/Data/ZMod/Defs.lean), `ZMod 0`
    is ℤ: numerals, `+`, `-`, `*` wrap; every value of the type is checked (121 of
    `ZMod (11^2)`). Its `/` and order are not Fin's: UNKNOWN, saying so, never Fin's answer."""
    got = _verdicts_at(6, ZMOD)
    assert got["two"] == ("HOLDS", None) and got["wrap"] == ("HOLDS", None)
    assert got["idem_wrong"] == ("FAILS", {"n": "2"})
    assert got["inverse"] == ("HOLDS", None) and got["inverse_wrong"] == ("FAILS", {"b": "116"})
    assert got["integers"] == ("HOLDS", None)
    assert got["division"][0] == got["order"][0] == "UNKNOWN"
    from pychecks.lean.claims.catalogue import read_text
    _, readings = read_text(ZMOD, "T.lean")
    why = {r.name: r.reason for r in readings}
    assert "`/` on `ZMod 5` (ZMod's is not Fin's" in why["division"]
    assert "`≤` on `ZMod 5` is outside what pychecks evaluates" in why["order"]


def _xgcd_aux(r, s, t, r2, s2, t2):
    # Nat.xgcdAux, its two equations as written (recursion, not the loop)
    if r == 0:
        return (r2, s2, t2)
    q = r2 // r
    return _xgcd_aux(r2 % r, s2 - q * s, t2 - q * t, r, s, t)


@pytest.mark.parametrize("n", [1, 2, 6, 7, 12, 121])
def test_zmod_inv_is_mathlibs_gcd_a_cast(n):
    """`ZMod.inv (n + 1) a = (Nat.gcdA a.val (n + 1) : ZMod (n + 1))`, `Nat.gcdA x y =
    (xgcdAux x 1 0 y 0 1).2.1`: on every a, also where a has no inverse (then a * a⁻¹ is
    gcd a n, Mathlib's `ZMod.mul_inv_eq_gcd`)."""
    from math import gcd
    from pychecks.lean.evaluate.implementations import zmod_inv
    for a in range(n):
        assert zmod_inv(n, a) == _xgcd_aux(a, 1, 0, n, 0, 1)[1] % n
        assert a * zmod_inv(n, a) % n == gcd(a, n) % n


def test_zmod_inverse_in_statements():
    """miniF2F's mathd_numbertheory_233 writes `(b : ZMod (11^2)) (h₀ : b = 24⁻¹) : b = 116`:
    the numeral under `⁻¹` takes the type of the other side. `⁻¹` elsewhere is UNKNOWN."""
    got = _verdicts_at(6, """theorem_wanted inv_ok (b : ZMod (11^2)) (h₀ : b = 24⁻¹) : b = 116
theorem_wanted inv_wrong (b : ZMod (11^2)) (h₀ : b = 24⁻¹) : b = 115
theorem_wanted inv_unit (a : ZMod 7) : a ≠ 0 → a * a⁻¹ = 1
theorem_wanted inv_unit_wrong (a : ZMod 6) : a ≠ 0 → a * a⁻¹ = 1
theorem_wanted inv_nat (a : ℕ) : a⁻¹ = a
""")
    # h₀ defines b (no guard ranges a ZMod), so the counterexample binds nothing: b is 116
    assert got["inv_ok"] == ("HOLDS", None) and got["inv_wrong"] == ("FAILS", {})
    assert got["inv_unit"] == ("HOLDS", None)
    assert got["inv_unit_wrong"] == ("FAILS", {"a": "2"})
    assert got["inv_nat"][0] == "UNKNOWN"


def test_a_zmod_variable_is_written_as_zmod_in_a_fixture():
    """An emitted book binds a `ZMod n` variable over a `List (ZMod n)`, never `List (Fin n)`
    (where `24⁻¹` would mean something else, or nothing)."""
    from pychecks.lean.evaluate import types as T
    from pychecks.lean.write import syntax as L
    from pychecks.lean.write.evaluated_books import lean_type
    assert L.show(lean_type(T.list_of(T.TZMod(121)))) == "List (ZMod 121)"
    assert L.show(lean_type(T.list_of(T.TFin(121)))) == "List (Fin 121)"


def test_nat_nth_refuses_what_it_cannot_see(monkeypatch):
    """On a finite set with at most n elements Lean's `Nat.nth p n` is 0; a search cannot tell
    that from an answer further on, so it says ScopeExhausted (UNKNOWN), never 0."""
    from pychecks.lean.evaluate import implementations as impl
    monkeypatch.setattr(impl, "NTH_SEARCH", 1000)
    assert impl.nat_nth(lambda k: k < 3, 2) == 2
    with pytest.raises(impl.ScopeExhausted):
        impl.nat_nth(lambda k: k < 3, 3)


def test_nat_nth_of_the_primes_is_the_search_read_off_a_sieve(monkeypatch):
    """`Nat.nth Nat.Prime n` from the sieve is the generic search's answer over the same
    candidates (the reference test above compares that search with the definition), up to the
    last prime below the search's limit, past which both say ScopeExhausted."""
    from pychecks.lean.evaluate import implementations as impl
    monkeypatch.setattr(impl, "NTH_SEARCH", 3000)
    count = impl.nat_prime_counting_below(3000)
    assert [impl.nat_nth_prime(impl.nat_prime, n) for n in range(count)] == \
        [impl.nat_nth(impl.nat_prime, n) for n in range(count)]
    for nth in (impl.nat_nth, impl.nat_nth_prime):
        with pytest.raises(impl.ScopeExhausted):
            nth(impl.nat_prime, count)


@pytest.mark.parametrize("pred,sieved", [
    ("Nat.Prime", True), ("(fun p => Nat.Prime p)", True), ("(fun p => p.Prime)", True),
    ("Prime", True), ("(fun p => p.Prime ∧ p % 4 = 1)", False), ("(fun p => p > 5)", False),
    ("(fun p => Nat.Prime (p + 1))", False)])
def test_nat_nth_of_the_primes_however_written_takes_the_sieve(pred, sieved):
    """The elaborator gives `Nat.nth` the sieve exactly when its predicate is `Nat.Prime` itself
    (eta-expanded, in dot notation or opened): any other predicate is searched."""
    from pychecks.lean.evaluate import implementations as impl
    from pychecks.lean.evaluate import ir as I
    from pychecks.lean.claims.catalogue import read_text
    _, readings = read_text(f"open Nat in\ntheorem_wanted t (n : ℕ) : Nat.nth {pred} n ≥ n\n",
                            "T.lean")
    (r,) = readings
    (call,) = [x for x in I.walk(r.evaluated.conclusion)
               if isinstance(x, I.Lib) and x.name == "Nat.nth"]
    assert (call.impl is impl.nat_nth_prime) is sieved
    assert call.impl in (impl.nat_nth, impl.nat_nth_prime)


def test_assignments_undecided_above_a_scope_decided_whole_hold_at_it(monkeypatch):
    """With 25 primes below the search's limit (100), `Nat.nth Nat.Prime n` is undecided from
    n = 25 on: at N = 30 the statement HOLDS at N = 24, every assignment of which was decided,
    and says what was left; a wrong variant still FAILS at its least counterexample, and with a
    hypothesis (whose count at the smaller scope is not kept) it stays UNKNOWN."""
    from pychecks.lean.evaluate import implementations as impl
    from pychecks.lean.claims.catalogue import make_claim, read_text
    monkeypatch.setattr(impl, "NTH_SEARCH", 100)
    _, readings = read_text("""theorem_wanted t (n : ℕ) : Nat.nth Nat.Prime n ≥ n
theorem_wanted t_wrong (n : ℕ) : Nat.nth Nat.Prime n ≥ 3 * n
theorem_wanted t_hyp (n : ℕ) (h : n ≠ 7) : Nat.nth Nat.Prime n ≥ n
""", "T.lean")
    got = {r.name: make_claim(r, source="T.lean", command_target="T.lean").check(30)
           for r in readings}
    assert got["t"].status.value == "HOLDS" and got["t"].scope == "N=24"
    assert "6 of 31 assignments left undecided" in got["t"].reason
    assert "every assignment of N=24 was checked" in got["t"].reason
    assert got["t_wrong"].status.value == "FAILS"
    assert dict(got["t_wrong"].counterexample.bindings) == {"n": "2"}
    assert got["t_hyp"].status.value == "UNKNOWN"


def test_a_noncomputable_definition_through_nat_nth_is_evaluated():
    """formal-conjectures' OeisA40: `noncomputable def a` by `Nat.nth Nat.Prime`, whose value
    is one number Lean cannot compute: a_4 = 7 HOLDS, a_4 = 11 FAILS."""
    got = _verdicts_at(6, """noncomputable def a (n : ℕ) : ℕ :=
  match n with
  | 0 => 0
  | n' + 1 => Nat.nth Nat.Prime n'
theorem_wanted a_4 : a 4 = 7
theorem_wanted a_4_wrong : a 4 = 11
""")
    assert got == {"a_4": ("HOLDS", None), "a_4_wrong": ("FAILS", {})}


def test_char_casing_at_the_ascii_edges():
    # Init/Data/Char/Basic.lean: only 'A'..'Z' and 'a'..'z' change; '@', '[', '`', '{' and
    # Latin-1 letters stay; Char.ofNat of a surrogate or of 0x110000 is '\0'
    assert [call("Char.toLower", ord(c)) for c in "@AZ[`"] == [ord(c) for c in "@az[`"]
    assert [call("Char.toUpper", ord(c)) for c in "`az{é"] == [ord(c) for c in "`AZ{é"]
    assert call("Char.ofNat", 0xD800) == 0 and call("Char.ofNat", 0x110000) == 0
    assert call("Char.ofNat", 0xE000) == 0xE000 and call("Char.ofNat", 0x10FFFF) == 0x10FFFF
