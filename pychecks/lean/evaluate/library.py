"""The Lean library calls the evaluator runs: one table, `LIBRARY`, from each Lean full name to its
Python implementation and to the upstream file that defines it.

Values follow `values.py` (ℕ, ℤ, `Fin n` → int; `Bool` → bool; `List` → tuple; `α × β` → `Pair`;
`Option` → `None`/`Some`; `Finset` → frozenset; `Fin n → α` → tuple).

Calling convention (what the evaluator relies on):

* `entry.impl(*type_args, *args)`: first the values the evaluator reads off types, named in
  `entry.type_args` (`"n"`: the `n` of a `Fin n`; `"values"`: a finite type's values as a tuple;
  `"p"`/`"bound"`: `Nat.find`'s predicate and search bound; `"bot"`: the `⊥` of `Finset.sup`;
  `"default"`: the result type's `Inhabited` default, for `List.headI`), then
  the explicit Lean arguments in Lean order, named in `entry.params`. Implicit and
  instance arguments (`[BEq α]`, `[DecidablePred p]`) are never passed.
* `entry.call(*type_args, *args)` does the same and fills trailing parameters that have a Lean
  default (`List.range' s n (step := 1)`, `List.zipIdx l (n := 0)`) from `entry.defaults`.
* Dot notation `x.f a b` is `entry.call_dot(x, a, b)`: the receiver goes to position
  `entry.receiver`, the first explicit parameter whose type is the namespace's own type
  (`l.foldl f init` is `List.foldl f init l`, receiver 2).
* Function arguments are Python callables taking all their arguments at once: a curried Lean
  `α → β → γ` is called `f(a, b)`. A predicate `α → Bool` or a decidable `α → Prop` returns a
  Python bool (the evaluator decides the proposition before it hands the predicate over). A
  `Fin n → α` may be a tuple (its table) or a callable.
* Proof arguments (`Nat.find`'s `H`, `Finset.max'`'s `H`) are accepted and ignored: pass `None`.

Failures are exceptions of three kinds, never a wrong value:
`LeanPanic` where Lean's `panic!` would fire (`l[i]!` out of range, `head!` of `[]`,
`Option.get!` of `none`; Lean then returns `default`, we report UNKNOWN instead);
`ScopeExhausted` where a bounded search (`Nat.find`) found nothing below its bound;
`FalseProof` where a proof argument claims what is false there (`Finset.min' ∅ H`, only with a
`sorry`d H); and
`OutsideDomain` for arguments no well-typed Lean term can produce (a `Fin` out of range, `max'`
of an empty finset), which means a bug in the caller. `ResultTooLarge` refuses a number that
would exceed `MAX_RESULT_BITS` before computing it.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable

from pychecks.lean.evaluate.implementations import (
    MAX_RESULT_BITS, FalseProof, LeanPanic, LibraryError, OutsideDomain, ResultTooLarge,
    ScopeExhausted,
    lean_max, lean_min, fin_add, fin_div, fin_land, fin_lor, fin_mod, fin_mul, fin_of_nat,
    fin_shift_left, fin_shift_right, fin_sub, fin_xor, finset_max_prime, finset_min_prime,
    finset_powerset, finset_powerset_card, finset_prod, finset_sum, finset_sup, int_bdiv,
    int_bmod, int_ediv, int_emod, int_fdiv, int_fmod, int_pow, int_tdiv, int_tmod, list_drop_while,
    list_erase, list_erase_idx, list_find, list_find_idx, list_find_idx_opt, list_foldl,
    list_foldr, list_get, list_get_bang, list_get_d, list_get_last_bang, list_head_bang,
    list_lookup, list_max_opt, list_min_opt, list_of_fn, list_range_prime, list_set,
    list_take_while, nat_clog, nat_div, nat_find, nat_lcm, nat_log, nat_log2, nat_mod, nat_pow, nat_shift_left,
    nat_sub, nat_test_bit, option_get_bang, nat_factorial, nat_choose, nat_digits, list_prod,
    nat_min_fac, nat_bit_indices, nat_prime, nat_divisors, list_filter_map, list_insert,
    list_erase_dups, list_rotate, list_get_opt, sized, finset_to_list, nat_nth, nat_sinf, nat_iterate, nat_prime_counting_below, nat_fib,
    list_head_i, num_derangements, rat_of, rat_inv, rat_div, rat_pow, rat_floor, rat_ceil,
    int_fract, nat_divisors_sigma, char_of_nat, char_is_upper, char_is_lower, char_is_digit,
    char_is_whitespace, char_to_lower, char_to_upper, nat_prime_factors_list, nat_factorization,
    nat_totient, nat_is_carmichael, nat_desc_factorial, nat_asc_factorial, primorial, list_perm,
    list_get_last, pnat_sub, pnat_nat_pred, nat_to_pnat_prime, hamming_dist)
from pychecks.lean.evaluate.values import Pair, Some
from pychecks.suggest import close_names, suggestion

__all__ = ["LIBRARY", "RENAMED", "EXPORTED", "OPERATORS", "LibraryFunction", "UnknownLibraryName",
           "lookup", "operator", "library_markdown", "LibraryError", "LeanPanic", "ScopeExhausted",
           "FalseProof",
           "OutsideDomain", "ResultTooLarge", "MAX_RESULT_BITS"]


@dataclass(frozen=True)
class LibraryFunction:
    """One Lean declaration and its Python implementation.

    `signature` is the Lean type as upstream states it (explicit binders only where it matters),
    `upstream` the file that defines it (`lean4:`, `mathlib4:` or `batteries:` followed by the path
    in that repository), `partial` how it behaves outside its total domain, `deprecated` the
    replacement and date for names kept only for older Lean files.
    """

    name: str
    params: tuple[str, ...]
    receiver: int | None
    impl: Callable[..., Any]
    upstream: str
    signature: str
    type_args: tuple[str, ...] = ()
    defaults: dict[str, Any] = field(default_factory=dict)
    partial: str = ""
    deprecated: str = ""
    #: Lean leaves the order of the result unspecified (`Finset.toList` is `s.1.toList`,
    #: and `Multiset.toList` is `Quot.out`, a choice): the implementation picks one order,
    #: and a definition reaching it is evaluated only where `order.py` proves that no use of the
    #: result looks at that order.
    order_unspecified: bool = False
    #: Lean marks it `noncomputable` (`Nat.nth` is defined by cases on whether a set is finite),
    #: yet its value is one definite number, which the implementation computes exactly or
    #: refuses: a definition reaching it may be evaluated.
    determined: bool = False
    #: Lean's is generic in the type `α` of its signature; pychecks has it at these types only
    #: (their values in the evaluator are naturals, ordered as ℕ), ℕ when nothing fixes `α`.
    at_types: tuple[str, ...] = ()

    def call(self, *args: Any) -> Any:
        """`impl` with trailing Lean defaults filled in."""
        wanted = len(self.type_args) + len(self.params)
        if len(args) < wanted:
            missing = self.params[len(args) - len(self.type_args):]
            if not all(p in self.defaults for p in missing):
                raise TypeError(f"{self.name} takes {wanted} arguments ({len(args)} given)")
            args = (*args, *(self.defaults[p] for p in missing))
        return self.impl(*args)

    def call_dot(self, receiver: Any, *args: Any, type_args: tuple = ()) -> Any:
        """`receiver.name args…` in Lean's dot notation."""
        if self.receiver is None:
            raise TypeError(f"{self.name} has no parameter of its namespace's type")
        explicit = list(args)
        explicit.insert(self.receiver, receiver)
        return self.call(*type_args, *explicit)


def _of_digits(b: int, ds: tuple) -> int:
    """Mathlib's `Nat.ofDigits b L` on ℕ: `[] => 0 | h :: t => h + b * ofDigits b t`, folded from
    the right (Horner's rule)."""
    out = 0
    for d in reversed(ds):
        out = d + b * out
    return out


# --- the table -------------------------------------------------------------------------------

_PRELUDE = "lean4:src/Init/Prelude.lean"
_LIST = "lean4:src/Init/Data/List/Basic.lean"
_LIST_AUX = "lean4:src/Init/Data/List/BasicAux.lean"
_NAT_BASIC = "lean4:src/Init/Data/Nat/Basic.lean"
_NAT_DIV = "lean4:src/Init/Data/Nat/Div/Basic.lean"
_NAT_BITS = "lean4:src/Init/Data/Nat/Bitwise/Basic.lean"
_INT = "lean4:src/Init/Data/Int/Basic.lean"
_INT_DIV = "lean4:src/Init/Data/Int/DivMod/Basic.lean"
_FIN = "lean4:src/Init/Data/Fin/Basic.lean"
_OPTION = "lean4:src/Init/Data/Option/Basic.lean"
_NAT_INTERVALS = "mathlib4:Mathlib/Order/Interval/Finset/Nat.lean"
_INT_INTERVALS_FILE = "mathlib4:Mathlib/Data/Int/Interval.lean"
_RAT = "lean4:src/Init/Data/Rat/Basic.lean"
_FLOOR = "mathlib4:Mathlib/Algebra/Order/Floor/Defs.lean"
_CHAR = "lean4:src/Init/Data/Char/Basic.lean"
_STRING = "lean4:src/Init/Data/String/Basic.lean"
_FACTORS = "mathlib4:Mathlib/Data/Nat/Factors.lean"
_FACTORIAL = "mathlib4:Mathlib/Data/Nat/Factorial/Basic.lean"
_PNAT = "mathlib4:Mathlib/Data/PNat/Basic.lean"
_PNAT_DEFS = "mathlib4:Mathlib/Data/PNat/Defs.lean"
_PNAT_NOTATION = "mathlib4:Mathlib/Data/PNat/Notation.lean"
_PNAT_ALGEBRA = "mathlib4:Mathlib/Data/PNat/Algebra.lean"


def _entry(name: str, params: str, receiver: int | None, impl: Callable, upstream: str,
           signature: str, **extra: Any) -> LibraryFunction:
    return LibraryFunction(name, tuple(params.split()), receiver, impl, upstream, signature,
                           **extra)


_ENTRIES = [
    # ℕ (operators: see OPERATORS)
    _entry("Nat.zero", "", None, lambda: 0, _PRELUDE, "Nat"),
    _entry("Nat.succ", "n", 0, lambda n: n + 1, _PRELUDE, "Nat → Nat"),
    _entry("Nat.pred", "n", 0, lambda n: nat_sub(n, 1), _PRELUDE, "Nat → Nat"),
    _entry("Nat.add", "n m", 0, lambda n, m: n + m, _PRELUDE, "Nat → Nat → Nat"),
    _entry("Nat.sub", "n m", 0, nat_sub, _PRELUDE, "Nat → Nat → Nat",
           partial="truncates: n - m = 0 when m ≥ n"),
    _entry("Nat.mul", "n m", 0, lambda n, m: n * m, _PRELUDE, "Nat → Nat → Nat"),
    _entry("Nat.pow", "m n", 0, nat_pow, _PRELUDE, "Nat → Nat → Nat"),
    _entry("Nat.div", "x y", 0, nat_div, _NAT_DIV, "Nat → Nat → Nat", partial="x / 0 = 0"),
    _entry("Nat.mod", "x y", 0, nat_mod, _NAT_DIV, "Nat → Nat → Nat", partial="x % 0 = x"),
    _entry("Nat.min", "n m", 0, lean_min, _NAT_BASIC, "(n m : Nat) : Nat"),
    _entry("Nat.max", "n m", 0, lean_max, _NAT_BASIC, "(n m : Nat) : Nat"),
    _entry("Nat.land", "m n", 0, lambda m, n: m & n, _NAT_BITS, "Nat → Nat → Nat"),
    _entry("Nat.lor", "m n", 0, lambda m, n: m | n, _NAT_BITS, "Nat → Nat → Nat"),
    _entry("Nat.xor", "m n", 0, lambda m, n: m ^ n, _NAT_BITS, "Nat → Nat → Nat"),
    _entry("Nat.shiftLeft", "a b", 0, nat_shift_left, _NAT_BITS, "Nat → Nat → Nat"),
    _entry("Nat.shiftRight", "a b", 0, lambda a, b: a >> b, _NAT_BITS, "Nat → Nat → Nat"),
    _entry("Nat.testBit", "m n", 0, nat_test_bit, _NAT_BITS, "(m n : Nat) : Bool"),
    _entry("Nat.gcd", "m n", 0, math.gcd, "lean4:src/Init/Data/Nat/Gcd.lean", "Nat → Nat → Nat"),
    _entry("Nat.lcm", "m n", 0, nat_lcm, "lean4:src/Init/Data/Nat/Lcm.lean", "(m n : Nat) : Nat"),
    _entry("Nat.Coprime", "m n", 0, lambda m, n: math.gcd(m, n) == 1,
           "lean4:src/Init/Data/Nat/Coprime.lean", "(m n : Nat) : Prop"),
    _entry("Int.gcd", "m n", 0, math.gcd, "lean4:src/Init/Data/Int/Gcd.lean",
           "(m n : Int) : Nat"),
    _entry("Int.lcm", "m n", 0, lambda m, n: nat_lcm(abs(m), abs(n)),
           "lean4:src/Init/Data/Int/Gcd.lean", "(m n : Int) : Nat"),
    # Mathlib's root `gcd`/`lcm` (`export GCDMonoid (gcd lcm …)`); ℕ's instance is Nat.gcd/lcm
    _entry("GCDMonoid.gcd", "a b", None, math.gcd, "mathlib4:Mathlib/Algebra/GCDMonoid/Basic.lean",
           "(a b : ℕ) : ℕ", partial="ℕ only here (its instance in Mathlib/Algebra/GCDMonoid/"
           "Nat.lean is Nat.gcd)"),
    _entry("GCDMonoid.lcm", "a b", None, nat_lcm, "mathlib4:Mathlib/Algebra/GCDMonoid/Basic.lean",
           "(a b : ℕ) : ℕ", partial="ℕ only here (its instance in Mathlib/Algebra/GCDMonoid/"
           "Nat.lean is Nat.lcm)"),
    _entry("Nat.log2", "n", 0, nat_log2, "lean4:src/Init/Data/Nat/Log2.lean", "(n : Nat) : Nat",
           partial="log2 0 = 0"),
    _entry("Nat.log", "b n", 0, nat_log, "mathlib4:Mathlib/Data/Nat/Log.lean", "(b n : ℕ) : ℕ",
           partial="0 when n < b or b ≤ 1"),
    _entry("Nat.clog", "b n", 0, nat_clog, "mathlib4:Mathlib/Data/Nat/Log.lean",
           "(b n : ℕ) : ℕ", partial="0 when b ≤ 1 or n ≤ 1"),
    _entry("Nat.sqrt", "n", 0, math.isqrt, "lean4:src/Init/Data/Nat/Sqrt/Basic.lean",
           "(n : Nat) : Nat"),
    _entry("Nat.bodd", "n", 0, lambda n: n & 1 == 1, "mathlib4:Mathlib/Data/Nat/Bits.lean",
           "(n : ℕ) : Bool"),
    _entry("Nat.dist", "n m", 0, lambda n, m: abs(n - m), "mathlib4:Mathlib/Data/Nat/Dist.lean",
           "(n m : ℕ) : ℕ"),
    _entry("Nat.factorial", "n", 0, nat_factorial, "mathlib4:Mathlib/Data/Nat/Factorial/Basic.lean",
           "ℕ → ℕ"),
    _entry("numDerangements", "n", None, num_derangements,
           "mathlib4:Mathlib/Combinatorics/Derangements/Finite.lean", "ℕ → ℕ"),
    _entry("Nat.choose", "n k", 0, nat_choose, "mathlib4:Mathlib/Data/Nat/Choose/Basic.lean",
           "ℕ → ℕ → ℕ", partial="choose n k = 0 when k > n"),
    _entry("Nat.digits", "b n", 0, nat_digits, "mathlib4:Mathlib/Data/Nat/Digits/Defs.lean",
           "ℕ → ℕ → List ℕ", partial="little-endian; digits 0 n = [n], digits 1 n = n ones"),
    # `ofDigits b : List ℕ → α | [] => 0 | h :: t => h + b * ofDigits b t` (little-endian, any
    # semiring α; ℕ here), the inverse of Nat.digits
    _entry("Nat.ofDigits", "b L", None,
           _of_digits,
           "mathlib4:Mathlib/Data/Nat/Digits/Defs.lean", "(b : ℕ) (L : List ℕ) : ℕ",
           partial="ℕ only here (Mathlib: any semiring)"),
    _entry("Nat.minFac", "n", 0, nat_min_fac, "mathlib4:Mathlib/Data/Nat/Prime/Defs.lean",
           "(n : ℕ) : ℕ", partial="minFac 0 = 2, minFac 1 = 1; refused past 5·10^6 trial divisors"),
    _entry("Nat.bitIndices", "n", 0, nat_bit_indices, "mathlib4:Mathlib/Data/Nat/BitIndices.lean",
           "(n : ℕ) : List ℕ"),
    _entry("IsSquare", "a", None, lambda a: math.isqrt(a) ** 2 == a,
           "mathlib4:Mathlib/Algebra/Group/Even.lean", "(a : ℕ) : Prop",
           partial="ℕ only here (Mathlib: ∃ r, a = r * r, decided by Nat.sqrt a * Nat.sqrt a = a)"),
    _entry("Even", "n", None, lambda n: n % 2 == 0, "mathlib4:Mathlib/Algebra/Group/Even.lean",
           "(n : ℕ) : Prop", partial="ℕ only here (Mathlib: ∃ r, n = r + r, decided by n % 2)"),
    _entry("Odd", "n", None, lambda n: n % 2 == 1, "mathlib4:Mathlib/Algebra/Ring/Parity.lean",
           "(n : ℕ) : Prop", partial="ℕ only here (Mathlib: ∃ m, n = 2 * m + 1)"),
    # `Even n`, `Odd n` on ℤ (elab.py's `_INT_VARIANTS` picks these for integer arguments):
    # Int.even_iff : Even n ↔ n % 2 = 0, Int.odd_iff : Odd n ↔ n % 2 = 1 (`%` is Int.emod)
    _entry("Int.instDecidablePredEven", "n", None, lambda n: n % 2 == 0,
           "mathlib4:Mathlib/Algebra/Group/Int/Even.lean", "(n : ℤ) : Prop",
           partial="`Even n` on ℤ, decided by n % 2 = 0 (Int.even_iff)"),
    _entry("Int.instDecidablePredIsSquare", "m", None,
           lambda m: m >= 0 and math.isqrt(m) ** 2 == m,
           "mathlib4:Mathlib/Algebra/Group/Int/Even.lean", "(m : ℤ) : Prop",
           partial="`IsSquare m` on ℤ, decided by Int.sqrt m * Int.sqrt m = m (Int.sqrt of a "
           "negative m is 0)"),
    _entry("Int.instDecidablePredOdd", "n", None, lambda n: n % 2 == 1,
           "mathlib4:Mathlib/Algebra/Ring/Int/Parity.lean", "(n : ℤ) : Prop",
           partial="`Odd n` on ℤ, decided by n % 2 = 1 (Int.odd_iff)"),
    # the floor and ceiling of ℕ and ℤ (`FloorSemiring ℕ`, `FloorRing ℤ`: the identity) are the
    # ℚ entries below at a cast argument; `⌊a⌋₊` of an integer a is `⌊a⌋.toNat`, Int.toNat
    # (elab.py's `_INT_VARIANTS`)
    _entry("Nat.ModEq", "n a b", 0, lambda n, a, b: nat_mod(a, n) == nat_mod(b, n),
           "mathlib4:Mathlib/Data/Nat/ModEq.lean", "(n a b : ℕ) : Prop"),
    _entry("Nat.Prime", "p", 0, nat_prime, "mathlib4:Mathlib/Data/Nat/Prime/Defs.lean",
           "(p : ℕ) : Prop",
           partial="decided by trial division up to √p (its decidablePrime instance, through "
                   "prime_def_lt') to p = 10^12, then by the strong-pseudoprime test to the "
                   "first 13 prime bases, exact below 3.3·10^24; refused past it"),
    # Mathlib's root `Prime` (Mathlib/Algebra/Prime/Defs.lean: p ≠ 0 ∧ ¬IsUnit p ∧ ∀ a b, p ∣ a * b
    # → p ∣ a ∨ p ∣ b); on ℕ it is Nat.Prime (Nat.prime_iff, Mathlib/Data/Nat/Prime/Basic.lean)
    _entry("Prime", "p", None, nat_prime, "mathlib4:Mathlib/Algebra/Prime/Defs.lean",
           "(p : ℕ) : Prop",
           partial="ℕ only here (there `Prime p ↔ Nat.Prime p`, Nat.prime_iff); decided as "
                   "Nat.Prime, refused past p = 10^12"),
    # `Prime p` on ℤ (elab.py's `_INT_VARIANTS` picks this for an integer argument):
    # Int.prime_iff_natAbs_prime : Prime k ↔ Nat.Prime k.natAbs, so -7 is prime in ℤ
    _entry("Int.prime_iff_natAbs_prime", "k", None, lambda k: nat_prime(abs(k)),
           "mathlib4:Mathlib/RingTheory/Int/Basic.lean", "(k : ℤ) : Prop",
           partial="`Prime k` on ℤ, decided as Nat.Prime k.natAbs (Int.prime_iff_natAbs_prime)"),
    # IsCoprime (Mathlib/RingTheory/Coprime/Defs.lean): `∃ a b, a * x + b * y = 1`; on ℤ that is
    # Int.gcd x y = 1 (Int.isCoprime_iff_gcd_eq_one), Bézout both ways
    _entry("IsCoprime", "x y", None, lambda x, y: math.gcd(x, y) == 1,
           "mathlib4:Mathlib/RingTheory/Coprime/Defs.lean", "(x y : ℤ) : Prop",
           partial="ℤ only here (decided by Int.gcd x y = 1, Int.isCoprime_iff_gcd_eq_one)"),
    _entry("Nat.fib", "n", 0, nat_fib, "mathlib4:Mathlib/Data/Nat/Fib/Basic.lean",
           "(n : ℕ) : ℕ", partial="refused past MAX_RESULT_BITS"),
    _entry("Nat.divisors", "n", 0, nat_divisors, "mathlib4:Mathlib/NumberTheory/Divisors.lean",
           "(n : ℕ) : Finset ℕ", partial="divisors 0 = ∅; refused past n = 10^12"),
    _entry("Nat.properDivisors", "n", 0, lambda n: nat_divisors(n, proper=True),
           "mathlib4:Mathlib/NumberTheory/Divisors.lean", "(n : ℕ) : Finset ℕ",
           partial="the divisors but n; properDivisors 0 = ∅"),
    _entry("ArithmeticFunction.sigma", "k n", None, nat_divisors_sigma,
           "mathlib4:Mathlib/NumberTheory/ArithmeticFunction/Misc.lean", "(k n : ℕ) : ℕ",
           partial="σ k n = ∑ d ∈ divisors n, d ^ k (an ArithmeticFunction ℕ, applied to n); "
                   "σ k 0 = 0"),
    # prime factorisations (issue 29: Mathlib's test files and formal-conjectures use them)
    _entry("Nat.primeFactorsList", "n", 0, nat_prime_factors_list, _FACTORS,
           "ℕ → List ℕ", partial="increasing, with multiplicity; [] for 0 and 1; refused past "
           "10^6 trial divisions"),
    _entry("Nat.primeFactors", "n", 0, lambda n: frozenset(nat_prime_factors_list(n)),
           "mathlib4:Mathlib/Data/Nat/PrimeFin.lean", "(n : ℕ) : Finset ℕ",
           partial="n.primeFactorsList.toFinset; ∅ for 0 and 1"),
    _entry("Nat.factorization", "n p", 0, nat_factorization,
           "mathlib4:Mathlib/Data/Nat/Factorization/Defs.lean",
           "(n : ℕ) : ℕ →₀ ℕ  (applied only: n.factorization p)",
           partial="a finsupp, read here only applied to a p: if p.Prime then padicValNat p n "
           "else 0 (0 at n = 0)"),
    _entry("Nat.totient", "n", 0, nat_totient, "mathlib4:Mathlib/Data/Nat/Totient.lean",
           "(n : ℕ) : ℕ", partial="#{a ∈ range n | n.Coprime a}, so φ 0 = 0; scoped notation φ"),
    _entry("Nat.IsCarmichael", "n", 0, nat_is_carmichael,
           "mathlib4:Mathlib/NumberTheory/CarmichaelNumber.lean", "(n : ℕ) : Prop",
           partial="2 < n ∧ ¬n.Prime ∧ ∀ b, b.Coprime n → ProbablePrime n b, decided by Korselt's "
           "criterion (isCarmichael_iff_korselt_primeFactorsList); refused as primeFactorsList"),
    # `∀ x, x * x ∣ r → IsUnit x`; on ℕ a unit is 1, and for n ≠ 0 that is a primeFactorsList
    # without repeats (Nat.squarefree_iff_nodup_primeFactorsList); Squarefree 0 fails at x = 0
    _entry("Squarefree", "r", None,
           lambda n: n != 0 and len(set(fs := nat_prime_factors_list(n))) == len(fs),
           "mathlib4:Mathlib/Algebra/Squarefree/Basic.lean", "(r : ℕ) : Prop",
           partial="ℕ only here (Mathlib: any monoid); decided by primeFactorsList.Nodup, refused "
           "as it is"),
    _entry("Nat.descFactorial", "n k", 0, nat_desc_factorial, _FACTORIAL, "(n : ℕ) : ℕ → ℕ",
           partial="n (n - 1) ⋯ (n - k + 1): 0 when k > n"),
    _entry("Nat.ascFactorial", "n k", 0, nat_asc_factorial, _FACTORIAL, "(n : ℕ) : ℕ → ℕ",
           partial="n (n + 1) ⋯ (n + k - 1): 0 when n = 0 < k"),
    _entry("Nat.centralBinom", "n", 0, lambda n: nat_choose(2 * n, n),
           "mathlib4:Mathlib/Data/Nat/Choose/Central.lean", "(n : ℕ) : ℕ",
           partial="(2 * n).choose n"),
    _entry("Nat.fermatNumber", "n", 0, lambda n: nat_pow(2, nat_pow(2, n)) + 1,
           "mathlib4:Mathlib/NumberTheory/Fermat.lean", "(n : ℕ) : ℕ",
           partial="2 ^ (2 ^ n) + 1, refused past MAX_RESULT_BITS"),
    _entry("primorial", "n", None, primorial, "mathlib4:Mathlib/NumberTheory/Primorial.lean",
           "(n : ℕ) : ℕ", partial="∏ p ∈ range (n + 1) with p.Prime, p (its `n#` is local "
           "notation); refused past n = 10^6"),
    _entry("Nat.nth", "p n", None, nat_nth, "mathlib4:Mathlib/Data/Nat/Nth.lean",
           "(p : ℕ → Prop) (n : ℕ) : ℕ", determined=True,
           partial="noncomputable in Lean: searched (the n-th from 0), UNKNOWN when fewer than "
           "n + 1 of the first 10^7 naturals satisfy p (Lean's 0 for a finite set is never given)"),
    _entry("Nat.primeCounting'", "n", 0, nat_prime_counting_below,
           "mathlib4:Mathlib/NumberTheory/PrimeCounting.lean", "(n : ℕ) : ℕ",
           partial="the primes below n (π' n), by a sieve refused past n = 10^7"),
    _entry("Nat.primeCounting", "n", 0, lambda n: nat_prime_counting_below(n + 1),
           "mathlib4:Mathlib/NumberTheory/PrimeCounting.lean", "(n : ℕ) : ℕ",
           partial="the primes up to n (π n = π' (n + 1)), refused past n = 10^7"),
    _entry("Nat.iterate", "op n a", None, nat_iterate,
           "mathlib4:Mathlib/Logic/Function/Iterate.lean", "(op : α → α) (n : ℕ) (a : α) : α",
           partial="refused past 10^7 applications"),
    _entry("sInf", "s", None, nat_sinf, "mathlib4:Mathlib/Data/Nat/Lattice.lean",
           "(s : Set α) : α", determined=True, at_types=("Nat", "Nimber", "Ordinal", "NatNimber"),
           partial="noncomputable in Lean (`InfSet ℕ`): the least member, searched from 0, "
           "UNKNOWN when none of the first 10^7 naturals is in s (Lean's 0 for the empty set is "
           "never given); on ℕ, and on `Nimber` and `Ordinal` (whose values here are the finite "
           "ones, below which lie only finite ones), refused at any other type"),
    _entry("Nat.find", "H", None, nat_find, "mathlib4:Mathlib/Data/Nat/Find.lean",
           "{p : ℕ → Prop} [DecidablePred p] (H : ∃ n, p n) : ℕ", type_args=("p", "bound"),
           partial="searches [0, bound): ScopeExhausted when no witness lies below the bound"),
    # ℤ
    _entry("Int.neg", "n", 0, lambda n: -n, _INT, "Int → Int"),
    _entry("Int.add", "m n", 0, lambda m, n: m + n, _INT, "Int → Int → Int"),
    _entry("Int.sub", "m n", 0, lambda m, n: m - n, _INT, "Int → Int → Int"),
    _entry("Int.mul", "m n", 0, lambda m, n: m * n, _INT, "Int → Int → Int"),
    _entry("Int.pow", "m n", 0, int_pow, _INT, "(m : Int) : Nat → Int"),
    _entry("Int.natAbs", "m", 0, abs, _INT, "(m : Int) : Nat"),
    # `|a|` is Mathlib's `macro:max atomic("|" noWs) a:term noWs "|"` for `abs a`
    _entry("abs", "a", None, abs, "mathlib4:Mathlib/Algebra/Order/Group/Unbundled/Abs.lean",
           "(a : ℤ) : ℤ", partial="ℤ, ℚ, and ℝ at rationals (Mathlib: a ⊔ -a in a lattice-ordered group)"),
    _entry("Int.toNat", "n", 0, lambda n: max(n, 0), _INT, "Int → Nat"),
    # the two constructors of `Int` (`| ofNat : Nat → Int | negSucc : Nat → Int`)
    _entry("Int.ofNat", "n", 0, lambda n: n, _INT, "Nat → Int"),
    _entry("Int.negSucc", "n", 0, lambda n: -(n + 1), _INT, "Nat → Int"),
    _entry("Int.ediv", "a b", 0, int_ediv, _INT_DIV, "Int → Int → Int", partial="a / 0 = 0"),
    _entry("Int.emod", "a b", 0, int_emod, _INT_DIV, "Int → Int → Int", partial="a % 0 = a"),
    _entry("Int.ModEq", "n a b", 0, lambda n, a, b: int_emod(a, n) == int_emod(b, n),
           "mathlib4:Mathlib/Data/Int/ModEq.lean", "(n a b : ℤ) : Prop"),
    _entry("Int.tdiv", "a b", 0, int_tdiv, _INT_DIV, "Int → Int → Int", partial="tdiv a 0 = 0"),
    _entry("Int.tmod", "a b", 0, int_tmod, _INT_DIV, "Int → Int → Int", partial="tmod a 0 = a"),
    _entry("Int.fdiv", "a b", 0, int_fdiv, _INT_DIV, "Int → Int → Int", partial="fdiv a 0 = 0"),
    _entry("Int.fmod", "a b", 0, int_fmod, _INT_DIV, "Int → Int → Int", partial="fmod a 0 = a"),
    _entry("Int.bdiv", "x m", 0, int_bdiv, _INT_DIV, "(x : Int) (m : Nat) : Int"),
    _entry("Int.bmod", "x m", 0, int_bmod, _INT_DIV, "(x : Int) (m : Nat) : Int"),
    # ℚ (Lean core's Rat; Mathlib's ℚ is the same type): values are Python Fractions
    _entry("Rat.ofInt", "num", None, rat_of, _RAT, "(num : ℤ) : ℚ",
           partial="also the ↑ of ℕ and ℤ into ℚ (NatCast, IntCast)"),
    _entry("Rat.neg", "a", 0, lambda a: -a, _RAT, "(a : ℚ) : ℚ"),
    _entry("Rat.add", "a b", 0, lambda a, b: rat_of(a) + b, _RAT, "(a b : ℚ) : ℚ"),
    _entry("Rat.sub", "a b", 0, lambda a, b: rat_of(a) - b, _RAT, "(a b : ℚ) : ℚ"),
    _entry("Rat.mul", "a b", 0, lambda a, b: rat_of(a) * b, _RAT, "(a b : ℚ) : ℚ"),
    _entry("Rat.inv", "a", 0, rat_inv, _RAT, "(a : ℚ) : ℚ", partial="inv 0 = 0"),
    _entry("Rat.div", "a b", 0, rat_div, _RAT, "(a b : ℚ) : ℚ", partial="a / 0 = 0 (a * b.inv)"),
    _entry("Rat.pow", "q n", 0, rat_pow, _RAT, "(q : ℚ) (n : ℕ) : ℚ"),
    _entry("Rat.num", "self", 0, lambda q: rat_of(q).numerator, _RAT, "(self : ℚ) : ℤ",
           partial="of the reduced form"),
    _entry("Rat.den", "self", 0, lambda q: rat_of(q).denominator, _RAT, "(self : ℚ) : ℕ",
           partial="of the reduced form, never 0"),
    _entry("Rat.floor", "a", 0, rat_floor, _RAT, "(a : ℚ) : ℤ"),
    _entry("Rat.ceil", "a", 0, rat_ceil, _RAT, "(a : ℚ) : ℤ"),
    _entry("Int.floor", "r", None, rat_floor, _FLOOR, "(r : ℚ) : ℤ",
           partial="ℚ, and ℝ at rationals (Rat.floor_cast); a ℕ or ℤ argument is cast to ℚ"),
    _entry("Int.ceil", "r", None, rat_ceil, _FLOOR, "(r : ℚ) : ℤ",
           partial="ℚ, and ℝ at rationals (Rat.ceil_cast); a ℕ or ℤ argument is cast to ℚ"),
    _entry("Int.fract", "r", None, int_fract, _FLOOR, "(r : ℚ) : ℚ",
           partial="ℚ, and ℝ at rationals: r - ⌊r⌋"),
    _entry("Nat.floor", "a", None, lambda a: max(rat_floor(a), 0), _FLOOR, "(a : ℚ) : ℕ",
           partial="ℚ, and ℝ at rationals (`⌊a⌋₊`: FloorRing.toFloorSemiring's ⌊a⌋.toNat, 0 below 0)"),
    _entry("Nat.ceil", "a", None, lambda a: max(rat_ceil(a), 0), _FLOOR, "(a : ℚ) : ℕ",
           partial="ℚ, and ℝ at rationals (`⌈a⌉₊`: ⌈a⌉.toNat)"),
    # Fin n
    # ℕ+ (Mathlib's PNat, `{ n : ℕ // 0 < n }`): values are the positive ints themselves; its
    # `+`, `*`, `^` are ℕ's on the values (`add_coe`, `mul_coe`, `pow_coe` hold by `rfl`)
    _entry("PNat.val", "self", 0, lambda n: n, _PNAT_NOTATION, "(self : ℕ+) : ℕ"),
    _entry("PNat.natPred", "i", 0, pnat_nat_pred, _PNAT_DEFS, "(i : ℕ+) : ℕ"),
    _entry("Nat.toPNat'", "n", 0, nat_to_pnat_prime, _PNAT_DEFS, "(n : ℕ) : ℕ+",
           partial="toPNat' 0 = 1"),
    _entry("PNat.add", "a b", 0, lambda a, b: a + b, _PNAT_ALGEBRA, "(a b : ℕ+) : ℕ+"),
    _entry("PNat.sub", "a b", 0, pnat_sub, _PNAT, "(a b : ℕ+) : ℕ+",
           partial="a - b = 1 when a ≤ b (toPNat' of ℕ's truncated difference)"),
    _entry("PNat.mul", "a b", 0, lambda a, b: a * b, _PNAT_ALGEBRA, "(a b : ℕ+) : ℕ+"),
    _entry("PNat.pow", "m n", 0, nat_pow, _PNAT_ALGEBRA, "(m : ℕ+) (n : ℕ) : ℕ+"),
    _entry("Fin.val", "self", 0, lambda i: i, _PRELUDE, "Fin n → Nat"),
    _entry("Fin.add", "a b", 0, fin_add, _FIN, "Fin n → Fin n → Fin n", type_args=("n",)),
    _entry("Fin.sub", "a b", 0, fin_sub, _FIN, "Fin n → Fin n → Fin n", type_args=("n",)),
    _entry("Fin.mul", "a b", 0, fin_mul, _FIN, "Fin n → Fin n → Fin n", type_args=("n",)),
    _entry("Fin.div", "a b", 0, fin_div, _FIN, "Fin n → Fin n → Fin n", type_args=("n",)),
    _entry("Fin.mod", "a b", 0, fin_mod, _FIN, "Fin n → Fin n → Fin n", type_args=("n",)),
    _entry("Fin.land", "a b", 0, fin_land, _FIN, "Fin n → Fin n → Fin n", type_args=("n",)),
    _entry("Fin.lor", "a b", 0, fin_lor, _FIN, "Fin n → Fin n → Fin n", type_args=("n",)),
    _entry("Fin.xor", "a b", 0, fin_xor, _FIN, "Fin n → Fin n → Fin n", type_args=("n",)),
    _entry("Fin.shiftLeft", "a b", 0, fin_shift_left, _FIN, "Fin n → Fin n → Fin n",
           type_args=("n",)),
    _entry("Fin.shiftRight", "a b", 0, fin_shift_right, _FIN, "Fin n → Fin n → Fin n",
           type_args=("n",)),
    _entry("Fin.ofNat", "n a", None, fin_of_nat, _FIN, "(n : Nat) [NeZero n] (a : Nat) : Fin n"),
    _entry("Fin.last", "n", None, lambda n: n, _FIN, "(n : Nat) : Fin (n + 1)"),
    _entry("Fin.castSucc", "i", 0, lambda i: i, _FIN, "Fin n → Fin (n + 1)"),
    _entry("Fin.succ", "i", 0, lambda i: i + 1, _FIN, "Fin n → Fin (n + 1)"),
    # Bool
    _entry("Bool.and", "x y", 0, lambda x, y: x and y, _PRELUDE, "(x y : Bool) : Bool"),
    _entry("Bool.or", "x y", 0, lambda x, y: x or y, _PRELUDE, "(x y : Bool) : Bool"),
    _entry("Bool.not", "b", 0, lambda b: not b, _PRELUDE, "Bool → Bool"),
    _entry("Bool.xor", "x y", 0, lambda x, y: x != y, "lean4:src/Init/Data/Bool.lean",
           "Bool → Bool → Bool"),
    _entry("Decidable.decide", "p", None, bool, _PRELUDE, "(p : Prop) [h : Decidable p] : Bool"),
    _entry("id", "a", None, lambda a: a, _PRELUDE, "{α : Sort u} (a : α) : α"),
    # generic order
    _entry("Max.max", "a b", None, lean_max, _PRELUDE, "α → α → α"),
    _entry("Min.min", "a b", None, lean_min, _PRELUDE, "α → α → α"),
    # pairs and options
    _entry("Prod.fst", "self", 0, lambda p: p.fst, _PRELUDE, "α × β → α"),
    _entry("Prod.snd", "self", 0, lambda p: p.snd, _PRELUDE, "α × β → β"),
    _entry("Option.getD", "opt dflt", 0, lambda o, d: d if o is None else o.value, _PRELUDE,
           "(opt : Option α) (dflt : α) : α"),
    _entry("Option.map", "f o", 1, lambda f, o: None if o is None else Some(f(o.value)),
           _PRELUDE, "(f : α → β) : Option α → Option β"),
    _entry("Option.get!", "o", 0, option_get_bang, "lean4:src/Init/Data/Option/BasicAux.lean",
           "[Inhabited α] : Option α → α", partial="panics on none: LeanPanic"),
    _entry("Option.bind", "o f", 0, lambda o, f: None if o is None else f(o.value), _OPTION,
           "Option α → (α → Option β) → Option β"),
    _entry("Option.isSome", "o", 0, lambda o: o is not None, _OPTION, "Option α → Bool"),
    _entry("Option.isNone", "o", 0, lambda o: o is None, _OPTION, "Option α → Bool"),
    # List
    _entry("List.nil", "", None, lambda: (), _PRELUDE, "List α"),
    _entry("List.cons", "head tail", 1, lambda a, xs: (a, *xs), _PRELUDE,
           "(head : α) (tail : List α) : List α"),
    _entry("List.length", "l", 0, len, _PRELUDE, "List α → Nat"),
    _entry("List.get", "as i", 0, list_get, _PRELUDE, "(as : List α) → Fin as.length → α"),
    _entry("List.set", "l n a", 0, list_set, _PRELUDE, "List α → Nat → α → List α",
           partial="unchanged when the index is out of range"),
    _entry("List.foldl", "f init l", 2, list_foldl, _PRELUDE,
           "(f : α → β → α) : (init : α) → List β → α"),
    _entry("List.map", "f l", 1, lambda f, xs: tuple(f(x) for x in xs), _PRELUDE,
           "(f : α → β) : (l : List α) → List β"),
    _entry("List.append", "xs ys", 0, lambda xs, ys: xs + ys, _PRELUDE,
           "(xs ys : List α) : List α"),
    _entry("List.flatten", "L", 0, lambda ls: tuple(x for xs in ls for x in xs), _PRELUDE,
           "List (List α) → List α"),
    _entry("List.flatMap", "b as", 1, lambda f, xs: tuple(y for x in xs for y in f(x)), _PRELUDE,
           "(b : α → List β) (as : List α) : List β"),
    _entry("List.foldr", "f init l", 2, list_foldr, _LIST, "(f : α → β → β) (init : β) : List α → β"),
    _entry("List.filter", "p l", 1, lambda p, xs: tuple(x for x in xs if p(x)), _LIST,
           "(p : α → Bool) : (l : List α) → List α"),
    _entry("List.reverse", "as", 0, lambda xs: xs[::-1], _LIST, "(as : List α) : List α"),
    _entry("List.replicate", "n a", None, lambda n, a: (a,) * sized("List.replicate", n), _LIST,
           "(n : Nat) → (a : α) → List α"),
    _entry("List.range", "n", None, lambda n: tuple(range(sized("List.range", n))), _LIST, "(n : Nat) : List Nat"),
    _entry("List.range'", "start len step", None, list_range_prime, _LIST,
           "(start len : Nat) → (step : Nat := 1) → List Nat", defaults={"step": 1}),
    _entry("List.all", "l p", 0, lambda xs, p: all(p(x) for x in xs), _LIST,
           "List α → (α → Bool) → Bool"),
    _entry("List.any", "l p", 0, lambda xs, p: any(p(x) for x in xs), _LIST,
           "(l : List α) → (p : α → Bool) → Bool"),
    _entry("List.sum", "l", 0, sum, _LIST, "[Add α] [Zero α] : List α → α"),
    _entry("List.prod", "l", 0, list_prod, "mathlib4:Mathlib/Algebra/BigOperators/Group/List/Defs.lean",
           "[Mul α] [One α] : List α → α"),
    _entry("List.elem", "a l", 1, lambda a, xs: a in xs, _LIST, "[BEq α] (a : α) : (l : List α) → Bool"),
    _entry("List.contains", "as a", 0, lambda xs, a: a in xs, _LIST,
           "[BEq α] (as : List α) (a : α) : Bool"),
    _entry("List.Mem", "a l", 1, lambda a, xs: a in xs, _LIST,
           "(a : α) : List α → Prop (decidable with DecidableEq α)"),
    _entry("List.headD", "as fallback", 0, lambda xs, d: xs[0] if xs else d, _LIST,
           "(as : List α) → (fallback : α) → α"),
    _entry("List.headI", "l", 0, list_head_i, "mathlib4:Mathlib/Data/List/Defs.lean",
           "[Inhabited α] : List α → α", type_args=("default",),
           partial="the element type's `default` on []: ℕ and ℤ 0, Bool false, a list []"),
    _entry("List.head?", "l", 0, lambda xs: Some(xs[0]) if xs else None, _LIST, "List α → Option α"),
    _entry("List.getLast?", "l", 0, lambda xs: Some(xs[-1]) if xs else None, _LIST,
           "List α → Option α"),
    _entry("List.getLastD", "as fallback", 0, lambda xs, d: xs[-1] if xs else d, _LIST,
           "(as : List α) → (fallback : α) → α"),
    _entry("List.getLast", "as h", 0, list_get_last, _LIST, "(as : List α) (h : as ≠ []) : α",
           partial="a false proof h (a sorry'd `as ≠ []` on []) is reported, never used"),
    # `inductive Perm : List α → List α → Prop` (nil, cons, swap, trans), decidable by
    # `isPerm` (`isPerm_iff`), with `scoped infixl:50 " ~ " => Perm` in namespace List
    _entry("List.Perm", "l₁ l₂", 0, list_perm, _LIST, "List α → List α → Prop"),
    # `concat [] b = [b]`, `concat (a :: as) b = a :: concat as b`
    _entry("List.concat", "l a", 0, lambda xs, a: (*xs, a), _LIST, "List α → α → List α"),
    _entry("List.tail", "l", 0, lambda xs: xs[1:], _LIST, "List α → List α"),
    _entry("List.isEmpty", "l", 0, lambda xs: not xs, _LIST, "List α → Bool"),
    _entry("List.take", "n xs", 1, lambda n, xs: xs[:n], _LIST, "(n : Nat) → (xs : List α) → List α"),
    _entry("List.drop", "n xs", 1, lambda n, xs: xs[n:], _LIST, "(n : Nat) → (xs : List α) → List α"),
    _entry("List.takeWhile", "p xs", 1, list_take_while, _LIST,
           "(p : α → Bool) : (xs : List α) → List α"),
    _entry("List.dropWhile", "p l", 1, list_drop_while, _LIST, "(p : α → Bool) : List α → List α"),
    _entry("List.erase", "l a", 0, list_erase, _LIST, "[BEq α] : List α → α → List α"),
    _entry("List.eraseIdx", "l i", 0, list_erase_idx, _LIST, "(l : List α) → (i : Nat) → List α",
           partial="unchanged when the index is out of range"),
    _entry("List.filterMap", "f l", 1, list_filter_map, _LIST,
           "(f : α → Option β) : List α → List β"),
    _entry("List.insert", "a l", 1, list_insert, _LIST, "[BEq α] (a : α) (l : List α) : List α"),
    _entry("List.toFinset", "l", 0, frozenset, "mathlib4:Mathlib/Data/Finset/Dedup.lean",
           "[DecidableEq α] (l : List α) : Finset α"),
    _entry("List.eraseDups", "as", 0, list_erase_dups, _LIST, "[BEq α] (as : List α) : List α",
           partial="the first occurrence of each element kept"),
    _entry("List.rotate", "l n", 0, list_rotate, "mathlib4:Mathlib/Data/List/Defs.lean",
           "(l : List α) (n : ℕ) : List α"),
    _entry("List.find?", "p l", 1, list_find, _LIST, "(p : α → Bool) : List α → Option α"),
    _entry("List.findIdx", "p l", 1, list_find_idx, _LIST, "(p : α → Bool) (l : List α) : Nat"),
    _entry("List.findIdx?", "p l", 1, list_find_idx_opt, _LIST,
           "(p : α → Bool) (l : List α) : Option Nat"),
    _entry("List.idxOf", "a l", 1, lambda a, xs: list_find_idx(lambda x: x == a, xs), _LIST,
           "[BEq α] (a : α) : List α → Nat"),
    _entry("List.idxOf?", "a l", 1, lambda a, xs: list_find_idx_opt(lambda x: x == a, xs), _LIST,
           "[BEq α] (a : α) : List α → Option Nat"),
    _entry("List.countP", "p l", 1, lambda p, xs: sum(1 for x in xs if p(x)), _LIST,
           "(p : α → Bool) (l : List α) : Nat"),
    _entry("List.count", "a l", 1, lambda a, xs: sum(1 for x in xs if x == a), _LIST,
           "[BEq α] (a : α) : List α → Nat"),
    _entry("List.lookup", "a l", 1, list_lookup, _LIST, "[BEq α] : α → List (α × β) → Option β"),
    _entry("List.zipWith", "f xs ys", 1, lambda f, xs, ys: tuple(map(f, xs, ys)), _LIST,
           "(f : α → β → γ) : (xs : List α) → (ys : List β) → List γ"),
    _entry("List.zip", "xs ys", 0, lambda xs, ys: tuple(map(Pair, xs, ys)), _LIST,
           "List α → List β → List (α × β)"),
    _entry("List.zipIdx", "l n", 0, lambda xs, n=0: tuple(Pair(x, n + i) for i, x in enumerate(xs)),
           _LIST, "(l : List α) → (n : Nat := 0) → List (α × Nat)", defaults={"n": 0}),
    _entry("List.max?", "l", 0, list_max_opt, _LIST, "[Max α] : List α → Option α"),
    _entry("List.min?", "l", 0, list_min_opt, _LIST, "[Min α] : List α → Option α"),
    _entry("List.get!", "as i", 0, list_get_bang, _LIST_AUX, "[Inhabited α] : (as : List α) → (i : Nat) → α",
           partial="panics out of range: LeanPanic (also `l[i]!`)"),
    _entry("List.head!", "l", 0, list_head_bang, _LIST_AUX, "[Inhabited α] : List α → α",
           partial="panics on []: LeanPanic"),
    _entry("List.getLast!", "l", 0, list_get_last_bang, _LIST_AUX, "[Inhabited α] : List α → α",
           partial="panics on []: LeanPanic"),
    _entry("List.get?Internal", "as i", 0, list_get_opt, "lean4:src/Init/GetElem.lean",
           "(as : List α) (i : Nat) : Option α", partial="`l[i]?`: none out of range"),
    _entry("List.getD", "as i fallback", 0, list_get_d, "lean4:src/Init/GetElem.lean",
           "(as : List α) (i : Nat) (fallback : α) : α", partial="fallback when out of range"),
    _entry("List.ofFn", "f", None, list_of_fn, "lean4:src/Init/Data/List/OfFn.lean",
           "{n} (f : Fin n → α) : List α", type_args=("n",)),
    _entry("hammingDist", "x y", None, hamming_dist, "mathlib4:Mathlib/InformationTheory/Hamming.lean",
           "{n} (x y : Fin n → β) : ℕ", type_args=("n",),
           partial="functions out of `Fin n` only (Mathlib's takes any `Fintype ι`)"),
    _entry("List.finRange", "n", None, lambda n: tuple(range(sized("List.finRange", n))),
           "lean4:src/Init/Data/List/FinRange.lean", "(n : Nat) : List (Fin n)"),
    _entry("List.attach", "l", 0, lambda xs: xs, "lean4:src/Init/Data/List/Attach.lean",
           "(l : List α) : List {x // x ∈ l}  (values only: a subtype value is its value)"),
    _entry("List.Pairwise", "R l", 1,
           lambda r, xs: all(r(xs[i], xs[j]) for i in range(len(xs))
                             for j in range(i + 1, len(xs))),
           _LIST, "(R : α → α → Prop) : List α → Prop  (decided: `instDecidablePairwise`)"),
    _entry("List.Nodup", "l", 0, lambda xs: len(set(xs)) == len(xs), _LIST,
           "List α → Prop  (`Pairwise (· ≠ ·)`, decided: `nodupDecidable`)"),
    _entry("List.Forall₂", "R l₁ l₂", 1,
           lambda r, xs, ys: len(xs) == len(ys) and all(r(x, y) for x, y in zip(xs, ys)),
           "batteries:Batteries/Data/List/Basic.lean",
           "(R : α → β → Prop) : List α → List β → Prop  (decided as its constructors: "
           "`nil`, `cons` of related heads)"),
    _entry("List.mapIdx", "f l", 1, lambda f, xs: tuple(f(i, x) for i, x in enumerate(xs)),
           "lean4:src/Init/Data/List/MapIdx.lean", "(f : Nat → α → β) (l : List α) : List β"),
    _entry("List.product", "l₁ l₂", 0, lambda xs, ys: tuple(Pair(x, y) for x in xs for y in ys),
           "batteries:Batteries/Data/List/Basic.lean", "(l₁ : List α) (l₂ : List β) : List (α × β)"),
    # Finset
    _entry("Finset.range", "n", None, lambda n: frozenset(range(sized("Finset.range", n))),
           "mathlib4:Mathlib/Data/Finset/Range.lean", "(n : ℕ) : Finset ℕ"),
    # ℕ's intervals: its LocallyFiniteOrder instance (`finsetIcc a b := ⟨List.range' a (b + 1 -
    # a), _⟩`, …); on other types these names are not in the table
    _entry("Finset.Icc", "a b", None, lambda a, b: frozenset(range(a, a + sized("Finset.Icc", b + 1 - a))),
           _NAT_INTERVALS,
           "(a b : ℕ) : Finset ℕ"),
    _entry("Finset.Ico", "a b", None, lambda a, b: frozenset(range(a, a + sized("Finset.Ico", b - a))),
           _NAT_INTERVALS,
           "(a b : ℕ) : Finset ℕ"),
    _entry("Finset.Ioc", "a b", None, lambda a, b: frozenset(range(a + 1, a + 1 + sized("Finset.Ioc", b - a))),
           _NAT_INTERVALS, "(a b : ℕ) : Finset ℕ"),
    _entry("Finset.Ioo", "a b", None, lambda a, b: frozenset(range(a + 1, a + 1 + sized("Finset.Ioo", b - a - 1))),
           _NAT_INTERVALS,
           "(a b : ℕ) : Finset ℕ"),
    # ℤ's intervals: its LocallyFiniteOrder instance (`finsetIcc a b := (Finset.range (b + 1 -
    # a).toNat).map (Nat.castEmbedding.trans (addLeftEmbedding a))`, …): `Finset.Icc a b` on ℤ is
    # elaborated to these (elab.py, `_INT_INTERVALS`)
    _entry("Int.instLocallyFiniteOrder.finsetIcc", "a b", None,
           lambda a, b: frozenset(range(a, a + sized("Finset.Icc", max(b + 1 - a, 0)))),
           _INT_INTERVALS_FILE, "(a b : ℤ) : Finset ℤ", partial="`Finset.Icc a b` on ℤ"),
    _entry("Int.instLocallyFiniteOrder.finsetIco", "a b", None,
           lambda a, b: frozenset(range(a, a + sized("Finset.Ico", max(b - a, 0)))),
           _INT_INTERVALS_FILE, "(a b : ℤ) : Finset ℤ", partial="`Finset.Ico a b` on ℤ"),
    _entry("Int.instLocallyFiniteOrder.finsetIoc", "a b", None,
           lambda a, b: frozenset(range(a + 1, a + 1 + sized("Finset.Ioc", max(b - a, 0)))),
           _INT_INTERVALS_FILE, "(a b : ℤ) : Finset ℤ", partial="`Finset.Ioc a b` on ℤ"),
    _entry("Int.instLocallyFiniteOrder.finsetIoo", "a b", None,
           lambda a, b: frozenset(range(a + 1, a + 1 + sized("Finset.Ioo", max(b - a - 1, 0)))),
           _INT_INTERVALS_FILE, "(a b : ℤ) : Finset ℤ", partial="`Finset.Ioo a b` on ℤ"),
    _entry("Finset.univ", "", None, frozenset, "mathlib4:Mathlib/Data/Fintype/Defs.lean",
           "[Fintype α] : Finset α", type_args=("values",)),
    _entry("Finset.filter", "p s", 1, lambda p, s: frozenset(x for x in s if p(x)),
           "mathlib4:Mathlib/Data/Finset/Filter.lean",
           "(p : α → Prop) [DecidablePred p] (s : Finset α) : Finset α"),
    _entry("Finset.card", "s", 0, len, "mathlib4:Mathlib/Data/Finset/Card.lean", "(s : Finset α) : ℕ"),
    _entry("Finset.product", "s t", 0, lambda s, t: frozenset(Pair(a, b) for a in s for b in t),
           "mathlib4:Mathlib/Data/Finset/Prod.lean",
           "(s : Finset α) (t : Finset β) : Finset (α × β)", partial="also `s ×ˢ t`"),
    _entry("Finset.sum", "s f", 0, finset_sum,
           "mathlib4:Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean",
           "[AddCommMonoid β] (s : Finset α) (f : α → β) : β"),
    _entry("Finset.prod", "s f", 0, finset_prod,
           "mathlib4:Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean",
           "[CommMonoid β] (s : Finset α) (f : α → β) : β"),
    _entry("Finset.image", "f s", 1, lambda f, s: frozenset(f(x) for x in s),
           "mathlib4:Mathlib/Data/Finset/Image.lean",
           "[DecidableEq β] (f : α → β) (s : Finset α) : Finset β"),
    _entry("Finset.powerset", "s", 0, finset_powerset, "mathlib4:Mathlib/Data/Finset/Powerset.lean",
           "(s : Finset α) : Finset (Finset α)"),
    _entry("Finset.powersetCard", "n s", 1, finset_powerset_card,
           "mathlib4:Mathlib/Data/Finset/Powerset.lean", "(n : ℕ) (s : Finset α) : Finset (Finset α)"),
    _entry("Finset.attach", "s", 0, lambda s: s, "mathlib4:Mathlib/Data/Finset/Attach.lean",
           "(s : Finset α) : Finset {x // x ∈ s}  (values only: a subtype value is its value)"),
    _entry("Finset.toList", "s", 0, finset_to_list, "mathlib4:Mathlib/Data/Finset/Dedup.lean",
           "(s : Finset α) : List α  (noncomputable: `s.1.toList`, an order Lean leaves unspecified)",
           partial="one order picked (increasing); used only where no use of the list looks at its "
           "order", order_unspecified=True),
    _entry("Finset.erase", "s a", 0, lambda s, a: s - {a}, "mathlib4:Mathlib/Data/Finset/Erase.lean",
           "[DecidableEq α] (s : Finset α) (a : α) : Finset α"),
    _entry("Finset.sup", "s f", 0, finset_sup, "mathlib4:Mathlib/Data/Finset/Lattice/Fold.lean",
           "[SemilatticeSup α] [OrderBot α] (s : Finset β) (f : β → α) : α", type_args=("bot",)),
    _entry("Finset.max'", "s H", 0, finset_max_prime, "mathlib4:Mathlib/Data/Finset/Max.lean",
           "[LinearOrder α] (s : Finset α) (H : s.Nonempty) : α"),
    _entry("Finset.min'", "s H", 0, finset_min_prime, "mathlib4:Mathlib/Data/Finset/Max.lean",
           "[LinearOrder α] (s : Finset α) (H : s.Nonempty) : α"),
    # `s.max := sup s (↑)` in `WithBot α` and `s.min := inf s (↑)` in `WithTop α`: the largest
    # (least) element, ⊥ (⊤) for ∅, both `none` here; `unbotD d x`/`untopD d x` take d there
    # `Disjoint a b := ∀ ⦃x⦄, x ≤ a → x ≤ b → x ≤ ⊥`, in Finset's lattice: no common element
    _entry("Disjoint", "a b", None, lambda a, b: not (a & b), "mathlib4:Mathlib/Order/Disjoint.lean",
           "(a b : Finset α) : Prop", partial="Finset's order only (`Finset.disjoint_iff_inter_eq_"
           "empty`); a Set's is not decided"),
    _entry("Finset.max", "s", 0, lambda s: list_max_opt(tuple(s)),
           "mathlib4:Mathlib/Data/Finset/Max.lean", "[LinearOrder α] (s : Finset α) : WithBot α"),
    _entry("Finset.min", "s", 0, lambda s: list_min_opt(tuple(s)),
           "mathlib4:Mathlib/Data/Finset/Max.lean", "[LinearOrder α] (s : Finset α) : WithTop α"),
    _entry("WithBot.unbotD", "d x", 1, lambda d, x: d if x is None else x.value,
           "mathlib4:Mathlib/Order/WithBot.lean", "(d : α) (x : WithBot α) : α"),
    _entry("WithTop.untopD", "d x", 1, lambda d, x: d if x is None else x.value,
           "mathlib4:Mathlib/Order/WithBot.lean", "(d : α) (x : WithTop α) : α"),
    # `a ∈ s`, `insert a s`, `s ∪ t`, `s ∩ t`, `s \ t` are instances, not functions of their own
    _entry("Finset.instMembership", "s a", 0, lambda s, a: a in s,
           "mathlib4:Mathlib/Data/Finset/Defs.lean", "Membership α (Finset α): mem s a"),
    _entry("Finset.instInsert", "a s", 1, lambda a, s: s | {a},
           "mathlib4:Mathlib/Data/Finset/Insert.lean", "[DecidableEq α] : Insert α (Finset α)"),
    _entry("List.IsPrefix", "l₁ l₂", 0, lambda a, b: tuple(b[:len(a)]) == tuple(a), _LIST,
           "(l₁ : List α) (l₂ : List α) : Prop"),
    _entry("List.IsSuffix", "l₁ l₂", 0,
           lambda a, b: len(a) <= len(b) and tuple(b[len(b) - len(a):]) == tuple(a), _LIST,
           "(l₁ : List α) (l₂ : List α) : Prop"),
    _entry("List.IsInfix", "l₁ l₂", 0,
           lambda a, b: any(tuple(b[i:i + len(a)]) == tuple(a)
                            for i in range(len(b) - len(a) + 1)), _LIST,
           "(l₁ : List α) (l₂ : List α) : Prop"),
    _entry("Finset.Nonempty", "s", 0, lambda s: len(s) > 0,
           "mathlib4:Mathlib/Data/Finset/Empty.lean", "(s : Finset α) : Prop"),
    # `insert a s` spelt as the function (`export Insert (insert)`): Finset's instance here
    _entry("Insert.insert", "a s", None, lambda a, s: s | {a}, "lean4:src/Init/Core.lean",
           "(a : α) (s : Finset α) : Finset α",
           partial="on Finset only here (its instance Finset.instInsert); a list's is "
           "List.insert"),
    _entry("Finset.instUnion", "s t", 0, lambda s, t: s | t,
           "mathlib4:Mathlib/Data/Finset/Lattice/Basic.lean", "[DecidableEq α] : Union (Finset α)"),
    _entry("Finset.instInter", "s t", 0, lambda s, t: s & t,
           "mathlib4:Mathlib/Data/Finset/Lattice/Basic.lean", "[DecidableEq α] : Inter (Finset α)"),
    _entry("Finset.instSDiff", "s t", 0, lambda s, t: s - t,
           "mathlib4:Mathlib/Data/Finset/Basic.lean", "[DecidableEq α] : SDiff (Finset α)"),
    _entry("Fintype.card", "α", None, len, "mathlib4:Mathlib/Data/Fintype/Card.lean",
           "(α : Type*) [Fintype α] : ℕ  (α passed as its values, a tuple)"),
    # Char: a value is its code point (`Char.val`, a valid `UInt32`)
    _entry("Char.ofNat", "n", None, char_of_nat, _PRELUDE, "(n : Nat) : Char",
           partial="an invalid code point (a surrogate, or ≥ 0x110000) is '\\0'"),
    _entry("Char.toNat", "c", 0, lambda c: c, _CHAR, "(c : Char) : Nat"),
    _entry("Char.isUpper", "c", 0, char_is_upper, _CHAR, "(c : Char) : Bool"),
    _entry("Char.isLower", "c", 0, char_is_lower, _CHAR, "(c : Char) : Bool"),
    _entry("Char.isAlpha", "c", 0, lambda c: char_is_upper(c) or char_is_lower(c), _CHAR,
           "(c : Char) : Bool"),
    _entry("Char.isDigit", "c", 0, char_is_digit, _CHAR, "(c : Char) : Bool"),
    _entry("Char.isAlphanum", "c", 0,
           lambda c: char_is_upper(c) or char_is_lower(c) or char_is_digit(c), _CHAR,
           "(c : Char) : Bool"),
    _entry("Char.isWhitespace", "c", 0, char_is_whitespace, _CHAR, "(c : Char) : Bool"),
    _entry("Char.toLower", "c", 0, char_to_lower, _CHAR, "(c : Char) : Char"),
    _entry("Char.toUpper", "c", 0, char_to_upper, _CHAR, "(c : Char) : Char"),
    # String: a value is its characters (a Python str); `String.toList` its code points
    _entry("String.append", "s t", 0, lambda s, t: s + t, _STRING, "(s t : String) : String"),
    _entry("String.length", "s", 0, len, _STRING, "(s : String) : Nat"),
    _entry("String.push", "s c", 0, lambda s, c: s + chr(c), _STRING,
           "(s : String) (c : Char) : String"),
    _entry("String.isEmpty", "s", 0, lambda s: s == "", _STRING, "(s : String) : Bool"),
    _entry("String.toList", "s", 0, lambda s: tuple(ord(ch) for ch in s), _STRING,
           "(s : String) : List Char"),
]

LIBRARY: dict[str, LibraryFunction] = {e.name: e for e in _ENTRIES}

# Names older Lean files use that upstream renamed: each keeps its own argument order and
# points at the same implementation as its replacement.
_RENAMED = [
    _entry("List.enum", "l", 0, lambda xs: tuple(Pair(i, x) for i, x in enumerate(xs)), _LIST,
           "List α → List (Nat × α)", deprecated="List.zipIdx (since 2025-01-21); pairs are (index, x)"),
    _entry("List.enumFrom", "n l", 1, lambda n, xs: tuple(Pair(n + i, x) for i, x in enumerate(xs)),
           _LIST, "Nat → List α → List (Nat × α)",
           deprecated="List.zipIdx (since 2025-01-21); pairs are (index, x), start first"),
    _entry("List.join", "L", 0, LIBRARY["List.flatten"].impl, _LIST, "List (List α) → List α",
           deprecated="List.flatten (since 2024-10-14)"),
    _entry("List.bind", "a b", 0, lambda xs, f: LIBRARY["List.flatMap"].impl(f, xs), _LIST,
           "(a : List α) (b : α → List β) : List β",
           deprecated="List.flatMap (since 2024-10-16); the list comes first"),
    _entry("List.indexOf", "a l", 1, LIBRARY["List.idxOf"].impl, _LIST, "[BEq α] (a : α) : List α → Nat",
           deprecated="List.idxOf (since 2025-01-29)"),
    _entry("List.indexOf?", "a l", 1, LIBRARY["List.idxOf?"].impl, _LIST,
           "[BEq α] (a : α) : List α → Option Nat", deprecated="List.idxOf? (since 2025-01-29)"),
    _entry("List.iota", "n", None, lambda n: tuple(range(sized("List.iota", n), 0, -1)), _LIST,
           "Nat → List Nat",
           deprecated="(List.range' 1 n).reverse (since 2025-01-20); [n, n-1, …, 1]"),
    _entry("List.maximum?", "l", 0, list_max_opt, _LIST, "[Max α] : List α → Option α",
           deprecated="List.max? (since 2024-09-29)"),
    _entry("List.minimum?", "l", 0, list_min_opt, _LIST, "[Min α] : List α → Option α",
           deprecated="List.min? (since 2024-09-29)"),
    _entry("Fin.ofNat'", "n a", None, fin_of_nat, _FIN, "(n : Nat) [NeZero n] (a : Nat) : Fin n",
           deprecated="Fin.ofNat (2025: Fin.ofNat' became Fin.ofNat, same arguments)"),
    _entry("Nat.factors", "n", 0, nat_prime_factors_list, _FACTORS, "ℕ → List ℕ",
           deprecated="Nat.primeFactorsList (since 2024-06-14, a deprecated alias)"),
]
RENAMED: dict[str, LibraryFunction] = {e.name: e for e in _RENAMED}

# Root names Lean exports from a namespace (`export Bool (or and not)`, `export Max (max)`).
EXPORTED: dict[str, str] = {
    "and": "Bool.and", "or": "Bool.or", "not": "Bool.not",
    "max": "Max.max", "min": "Min.min", "decide": "Decidable.decide",
    "gcd": "GCDMonoid.gcd", "lcm": "GCDMonoid.lcm", "insert": "Insert.insert",
}

# Notation → the declaration Lean's instance unfolds it to, per operand type.
OPERATORS: dict[tuple[str, str], str] = {
    **{(op, "Nat"): f"Nat.{fn}" for op, fn in [
        ("+", "add"), ("-", "sub"), ("*", "mul"), ("/", "div"), ("%", "mod"), ("^", "pow"),
        ("^^^", "xor"), ("&&&", "land"), ("|||", "lor"), ("<<<", "shiftLeft"),
        (">>>", "shiftRight")]},
    **{(op, "Int"): f"Int.{fn}" for op, fn in [
        ("+", "add"), ("-", "sub"), ("*", "mul"), ("/", "ediv"), ("%", "emod"), ("^", "pow"),
        ("neg", "neg")]},
    **{(op, "Fin"): f"Fin.{fn}" for op, fn in [
        ("+", "add"), ("-", "sub"), ("*", "mul"), ("/", "div"), ("%", "mod"), ("^^^", "xor"),
        ("&&&", "land"), ("|||", "lor"), ("<<<", "shiftLeft"), (">>>", "shiftRight")]},
    **{(op, "PNat"): f"PNat.{fn}" for op, fn in [
        ("+", "add"), ("-", "sub"), ("*", "mul"), ("^", "pow")]},
    **{(op, ty): f"Rat.{fn}" for ty in ("Rat", "Real") for op, fn in [
        ("+", "add"), ("-", "sub"), ("*", "mul"), ("/", "div"), ("^", "pow"), ("neg", "neg"),
        ("⁻¹", "inv")]},
    ("&&", "Bool"): "Bool.and", ("||", "Bool"): "Bool.or", ("!", "Bool"): "Bool.not",
    ("^^", "Bool"): "Bool.xor",
    ("++", "List"): "List.append", ("++", "String"): "String.append",
    ("::", "List"): "List.cons", ("∈", "List"): "List.Mem",
    ("[]", "List"): "List.get", ("[]!", "List"): "List.get!",
    ("[]?", "List"): "List.get?Internal",
    ("∈", "Finset"): "Finset.instMembership", ("insert", "Finset"): "Finset.instInsert",
    ("∪", "Finset"): "Finset.instUnion", ("∩", "Finset"): "Finset.instInter",
    ("\\", "Finset"): "Finset.instSDiff", ("×ˢ", "Finset"): "Finset.product",
}

# The file defining the instance behind each operator family (what fixes `/` on ℤ as `ediv`).
OPERATOR_INSTANCES: dict[str, str] = {
    "Nat": "lean4:src/Init/Prelude.lean (+ - * ^), lean4:src/Init/Data/Nat/Div/Basic.lean (/ %), "
           "lean4:src/Init/Data/Nat/Bitwise/Basic.lean (^^^ &&& ||| <<< >>>)",
    "Int": "lean4:src/Init/Data/Int/Basic.lean (+ - * neg ^), "
           "lean4:src/Init/Data/Int/DivMod/Basic.lean (/ is Int.ediv, % is Int.emod)",
    "Fin": "lean4:src/Init/Data/Fin/Basic.lean",
    "PNat": "mathlib4:Mathlib/Data/PNat/Algebra.lean (+ * ^: derived, ℕ's on the values), "
            "mathlib4:Mathlib/Data/PNat/Basic.lean (- is toPNat' of ℕ's truncated -)",
    "Rat": "lean4:src/Init/Data/Rat/Basic.lean (+ - * / ⁻¹ ^ neg: Rat.add … Rat.div = a * b.inv)",
    "Real": "mathlib4:Mathlib/Data/Rat/Cast/Defs.lean (at rational values ℝ's field operations "
            "are ℚ's: Rat.cast_add, cast_sub, cast_mul, cast_div, cast_inv, cast_pow, cast_neg)",
    "Bool": "lean4:src/Init/Prelude.lean (&& || !), lean4:src/Init/Data/Bool.lean (^^)",
}


@dataclass(frozen=True)
class UnknownLibraryName:
    """A name the table does not have: pychecks never guesses what it means."""

    name: str
    suggestions: tuple[str, ...]
    candidates: tuple[str, ...] = ()

    def message(self) -> str:
        if self.candidates:
            return f"`{self.name}` is ambiguous here: " + ", ".join(f"`{c}`" for c in self.candidates)
        hint = f" ({suggestion(self.suggestions)})" if self.suggestions else ""
        return f"`{self.name}` is not in pychecks' library table{hint}"


def _known(name: str) -> LibraryFunction | None:
    if name in LIBRARY:
        return LIBRARY[name]
    if name in RENAMED:
        return RENAMED[name]
    if name in EXPORTED:
        return LIBRARY[EXPORTED[name]]
    return None


def lookup(name: str, namespaces: tuple[str, ...] = ()) -> LibraryFunction | UnknownLibraryName:
    """The entry Lean's name resolution would reach for `name` with `namespaces` open (the
    current namespace, `open` declarations, or a dot-notation receiver's type), or an
    `UnknownLibraryName` carrying the closest known names; more than one opened namespace
    supplying the name is reported as ambiguous, as Lean does."""
    found = [(f"{ns}.{name}", e) for ns in namespaces if (e := _known(f"{ns}.{name}"))]
    if len(found) == 1:
        return found[0][1]
    if len(found) > 1:
        return UnknownLibraryName(name, (), tuple(n for n, _ in found))
    entry = _known(name)
    if entry is not None:
        return entry
    pool = [*LIBRARY, *RENAMED, *EXPORTED]
    close = close_names(name, pool, cutoff=0.6)
    if not close and namespaces:
        close = close_names(f"{namespaces[0]}.{name}", pool, cutoff=0.6)
    return UnknownLibraryName(name, tuple(close))


def operator(symbol: str, type_name: str) -> LibraryFunction:
    """The entry behind `a symbol b` when the operands have type `type_name` (Nat, Int, Fin,
    Bool, List, Finset)."""
    return LIBRARY[OPERATORS[(symbol, type_name)]]


# --- provenance and the generated page ---------------------------------------------------------

PINNED_TAG = "v4.34.0"  # lean-toolchain and lakefile.lean's Mathlib tag
# Batteries was read from a checkout: its newest snapshot here (toolchain v4.33.0-rc2; it has no
# v4.34.0 tag yet). Lean core and Mathlib are too large to check out here (6.6 GB and 1.3 GB
# against a 500 MiB limit), so their files were read as stored versions in the search index;
# tests/data/lean_upstream_index.txt records, per name, what was read.
UPSTREAM_BATTERIES_COMMIT = "45f65c8b8292f98a70a0eccb706f89bb3e69feab"


def library_markdown() -> str:
    """docs/lean-library.md, generated from the table so that it cannot drift."""
    def row(e: LibraryFunction) -> str:
        params = " ".join(e.params) or "–"
        lead = " ".join(e.type_args)
        notes = "; ".join(x for x in (f"leading: {lead}" if lead else "",
                                      f"receiver: {e.params[e.receiver]}"
                                      if e.receiver is not None else "",
                                      e.partial, f"renamed: use {e.deprecated}"
                                      if e.deprecated else "") if x)
        return f"| `{e.name}` | {params} | `{e.upstream}` | {notes} |"

    lines = [
        "# The Lean library the evaluator knows",
        "",
        "Generated from `pychecks/lean/evaluate/library.py` (`library_markdown()`); a test fails",
        "when this page and the table differ. Each name maps to a Python implementation tested",
        "against a transcription of the upstream definition (`tests/lean/evaluate/`), and to the",
        "file that defines it (`lean4:` is leanprover/lean4, `mathlib4:` Mathlib, `batteries:`",
        f"Batteries; the project pins {PINNED_TAG}). A name not listed here is UNKNOWN, never guessed.",
        "",
        "Calling convention: leading arguments read off types (`n` of `Fin n`, a finite type's",
        "`values`), then the explicit arguments in Lean order; function arguments are Python",
        "callables taking all their arguments at once.",
        "",
        f"{len(LIBRARY)} names:",
        "",
        "| Lean name | explicit parameters | upstream file | notes |",
        "|---|---|---|---|",
        *(row(e) for e in LIBRARY.values()),
        "",
        f"{len(RENAMED)} names older Lean files use, each with its own argument order:",
        "",
        "| Lean name | explicit parameters | upstream file | notes |",
        "|---|---|---|---|",
        *(row(e) for e in RENAMED.values()),
        "",
        "Operators, by operand type (the instance behind each):",
        "",
        "| notation | type | unfolds to |",
        "|---|---|---|",
        # a `|` inside a table cell must be escaped, even between backticks
        *(f"| `{op.replace('|', chr(92) + '|')}` | {ty} | `{name}` |"
          for (op, ty), name in OPERATORS.items()),
        "",
        *(f"- {ty}: {files}" for ty, files in OPERATOR_INSTANCES.items()),
        "",
        "[Back to checking a Lean file](lean-files.md)",
        "",
    ]
    return "\n".join(lines)
