"""The Python implementations behind the library table (`library.py`), one function per Lean
definition it needs more than a line for, and the exceptions a call can end in instead of a value.
Each docstring names the Lean definition and how it behaves at the edges (`x / 0 = 0`)."""
from __future__ import annotations

import functools
import itertools
import math
from fractions import Fraction
from functools import reduce
from itertools import combinations
from typing import Any, Callable

from pychecks.lean.evaluate.values import Some

# One number a Lean `Nat` may reach here: `2 ^ 10^9` or `1 <<< 10^9` is exact in Lean and a
# runaway allocation in Python; past a million bits the evaluation is refused (UNKNOWN), not run.
MAX_RESULT_BITS = 1_000_000


class LibraryError(Exception):
    """A library call that yields no value; `name` is the Lean function."""

    def __init__(self, name: str, message: str):
        super().__init__(f"{name}: {message}")
        self.name = name


class LeanPanic(LibraryError):
    """Lean's `panic!` fired: at run time Lean prints the message and returns `default`; the
    evaluator turns this into UNKNOWN naming the call rather than guess the default."""


class ScopeExhausted(LibraryError):
    """A bounded search found no witness below its bound; the answer lies outside the scope."""


class OutsideDomain(LibraryError, ValueError):
    """An argument no well-typed Lean term produces (a caller's bug, never a verdict)."""


class FalseProof(LibraryError):
    """A proof argument claims what is false at these arguments (`Finset.min' ∅ H`: only a
    `sorry`d `H : s.Nonempty` can be given): Lean has no value to compute, so UNKNOWN."""


class ResultTooLarge(LibraryError):
    """The exact result would exceed `MAX_RESULT_BITS`; refused before it is computed."""


# --- helpers ---------------------------------------------------------------------------------

def _nat_limit(name: str, bits: int) -> None:
    if bits > MAX_RESULT_BITS:
        raise ResultTooLarge(name, f"the result needs about {count_text(bits)} bits (limit "
                                   f"{MAX_RESULT_BITS:,})")


def count_text(n: int) -> str:
    """`n` for a reason: `1,630,394`, or `2^65536` past 30 digits (PutnamBench's 1997 B5 sizes
    a tower of 2s: Python refuses to print an int of more than 4300 digits)."""
    return f"{n:,}" if n < 10 ** 30 else f"2^{n.bit_length() - 1}"


def _fn_table(f: Any, n: int) -> tuple:
    """A `Fin n → α` as its table, whether given as a tuple or a callable."""
    if isinstance(f, tuple):
        if len(f) != n:
            raise OutsideDomain("Fin n → α", f"a table of length {len(f)} for Fin {n}")
        return f
    return tuple(f(i) for i in range(n))


def lean_max(a: Any, b: Any) -> Any:
    # `maxOfLe`: `if a ≤ b then b else a` (the instance for ℕ, ℤ, Fin, Bool)
    return b if a <= b else a


def lean_min(a: Any, b: Any) -> Any:
    # `minOfLe`: `if a ≤ b then a else b`
    return a if a <= b else b


# --- ℕ ---------------------------------------------------------------------------------------

def nat_sub(n: int, m: int) -> int:
    """`Nat.sub`: truncated, `n - m = 0` when `m ≥ n`."""
    return n - m if n > m else 0


def pnat_sub(a: int, b: int) -> int:
    """Mathlib's `ℕ+` subtraction, `a - b := toPNat' (a - b : ℕ)` (Mathlib/Data/PNat/Basic.lean):
    ℕ's truncated difference, and `toPNat' 0 = 1`, so `a - b = 1` when `a ≤ b`."""
    return a - b if a > b else 1


def pnat_nat_pred(n: int) -> int:
    """Mathlib's `PNat.natPred (i : ℕ+) : ℕ := i - 1` (Mathlib/Data/PNat/Defs.lean)."""
    if n < 1:
        raise OutsideDomain("PNat.natPred", f"{n} is no ℕ+ value")
    return n - 1


def nat_to_pnat_prime(n: int) -> int:
    """Mathlib's `Nat.toPNat' (n : ℕ) : ℕ+ := succPNat (pred n)` (Mathlib/Data/PNat/Defs.lean):
    n itself when n > 0, and 1 for 0."""
    return n if n > 0 else 1


def nat_div(x: int, y: int) -> int:
    """`Nat.div`: `x / 0 = 0`."""
    return x // y if y else 0


def nat_mod(x: int, y: int) -> int:
    """`Nat.mod`: `x % 0 = x`."""
    return x % y if y else x


def nat_pow(m: int, n: int) -> int:
    """`Nat.pow` (`m ^ n`), refused past `MAX_RESULT_BITS`."""
    if m > 1:
        _nat_limit("Nat.pow", n * m.bit_length())
    return m ** n


def pow_mod(m: int, n: int, k: int) -> int:
    """`m ^ n % k` on ℕ or ℤ (`Nat.mod`, `Int.emod`: the remainder in [0, |k|)) without the
    power itself, which can be past `MAX_RESULT_BITS` where the remainder is small: the same
    value as `nat_pow`/`int_pow` then `%` (`x % 0 = x`, so k = 0 is the power, with its limit)."""
    if k == 0:
        return int_pow(m, n)
    return pow(m, n, abs(k))


def nat_factorial(n: int) -> int:
    """Mathlib's `Nat.factorial` (`n !`: `0 ! = 1`, `(n + 1)! = (n + 1) * n !`), refused past
    `MAX_RESULT_BITS` (n! has about n·log2(n) bits)."""
    if n > 2:
        _nat_limit("Nat.factorial", int(n * (n.bit_length() - 1.44)))
    return math.factorial(n)


def nat_fib(n: int) -> int:
    """Mathlib's `Nat.fib` (Mathlib/Data/Nat/Fib/Basic.lean: `((fun p : ℕ × ℕ => (p.2, p.1 +
    p.2))^[n] (0, 1)).1`, so fib 0 = 0, fib 1 = 1, fib (n + 2) = fib n + fib (n + 1)), the same
    iteration; refused past `MAX_RESULT_BITS` (fib n has about 0.69·n bits)."""
    if n > 2:
        _nat_limit("Nat.fib", int(n * 0.6942))
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def list_head_i(default, xs: tuple):
    """Mathlib's `List.headI` (Mathlib/Data/List/Defs.lean): `| [] => default | (a :: _) => a`,
    `default` the element type's `Inhabited` instance, handed over as a type argument."""
    return xs[0] if xs else default


def num_derangements(n: int) -> int:
    """Mathlib's `numDerangements` (Mathlib/Combinatorics/Derangements/Finite.lean: `| 0 => 1
    | 1 => 0 | n + 2 => (n + 1) * (numDerangements n + numDerangements (n + 1))`), as a loop;
    refused past `MAX_RESULT_BITS` (it is about n!/e)."""
    if n > 2:
        _nat_limit("numDerangements", int(n * (n.bit_length() - 1.44)))
    a, b = 1, 0                       # numDerangements 0, numDerangements 1
    for m in range(n):
        a, b = b, (m + 1) * (a + b)
    return a


def nat_choose(n: int, k: int) -> int:
    """Mathlib's `Nat.choose` (Pascal's recursion: `choose _ 0 = 1`, `choose 0 (k + 1) = 0`,
    `choose (n + 1) (k + 1) = choose n k + choose n (k + 1)`): 0 when k > n."""
    if k > n:
        return 0
    _nat_limit("Nat.choose", n)
    return math.comb(n, k)


def nat_digits(b: int, n: int) -> tuple:
    """Mathlib's `Nat.digits b n`, little-endian: `digits 0 n = [n]` (`[]` for 0), `digits 1 n`
    is n ones, otherwise n % b :: digits b (n / b) down to `[]` at 0."""
    if b == 0:
        return (n,) if n else ()
    if b == 1:
        _nat_limit("Nat.digits", n)
        return (1,) * n
    out = []
    while n:
        out.append(n % b)
        n //= b
    return tuple(out)


def list_prod(xs: tuple) -> Any:
    """Mathlib's `List.prod` (`foldr (· * ·) 1`), refused past `MAX_RESULT_BITS`."""
    _nat_limit("List.prod", sum(abs(x).bit_length() for x in xs))
    out = 1
    for x in reversed(xs):
        out = x * out
    return out


#: The most trial divisions one primality test or divisor listing may take: `Nat.Prime p` and
#: `Nat.divisors n` cost about √n steps here, so past 10^12 the call is refused (UNKNOWN).
MAX_TRIAL_DIVISIONS = 1_000_000


def _trial_limit(name: str, n: int) -> int:
    root = math.isqrt(n)
    if root > MAX_TRIAL_DIVISIONS:
        raise ResultTooLarge(name, f"about {count_text(root)} trial divisions for "
                                   f"{n.bit_length()}-bit "
                                   f"{n if n < 10**30 else 'n'} (limit {MAX_TRIAL_DIVISIONS:,})")
    return root


#: The most elements one call may build (`Finset.range n`, `List.replicate n a`, …): past it the
#: call is refused (UNKNOWN) before Python tries to hold the collection.
MAX_ELEMENTS = 1_000_000


def sized(name: str, n: int) -> int:
    """`n` when a collection of n elements may be built here; ResultTooLarge otherwise."""
    if n > MAX_ELEMENTS:
        raise ResultTooLarge(name, f"{n if n < 10**30 else 'more than 10^30'} elements "
                                   f"(limit {MAX_ELEMENTS:,})")
    return n


def nat_log(b: int, n: int) -> int:
    """Mathlib's `Nat.log b n := if b ≤ n ∧ 1 < b then log b (n / b) + 1 else 0`, as a loop."""
    k = 0
    while 1 < b <= n:
        n //= b
        k += 1
    return k


def nat_clog(b: int, n: int) -> int:
    """Mathlib's `Nat.clog b n := if 1 < b ∧ 1 < n then clog b ((n + b - 1) / b) + 1 else 0`."""
    k = 0
    while b > 1 and n > 1:
        n = (n + b - 1) // b
        k += 1
    return k


def nat_xgcd_aux(r: int, s: int, t: int, r2: int, s2: int, t2: int) -> tuple:
    """Mathlib's `Nat.xgcdAux` (Mathlib/Data/Int/GCD.lean): `| 0, _, _, r', s', t' => (r', s',
    t') | succ k, s, t, r', s', t' => let q := r' / succ k; xgcdAux (r' % succ k) (s' - q * s)
    (t' - q * t) (succ k) s t`, as a loop."""
    while r != 0:
        q = r2 // r
        r, s, t, r2, s2, t2 = r2 % r, s2 - q * s, t2 - q * t, r, s, t
    return r2, s2, t2


def nat_gcd_a(x: int, y: int) -> int:
    """`Nat.gcdA x y := (xgcd x y).1` with `xgcd x y := (xgcdAux x 1 0 y 0 1).2`."""
    return nat_xgcd_aux(x, 1, 0, y, 0, 1)[1]


# Mathlib's `ZMod n` (Mathlib/Data/ZMod/Defs.lean) at a modulus known only at each assignment:
# `ZMod 0 = ℤ` and `ZMod (n + 1) = Fin (n + 1)`, and its `CommRing` is defined by those cases
# (`ZMod.commRing`: ℤ's ring for 0, `Fin.instCommRing` otherwise), so each operation here takes
# the modulus first and is ℤ's for 0, Fin's (modulo n) otherwise.


def zmod_cast(n: int, v: int) -> int:
    """`(v : ZMod n)` of a ℕ or ℤ v (`Nat.cast`, `Int.cast`: ℤ's own value for n = 0,
    `Fin.ofNat`/`Int.cast` into `Fin n`, that is v emod n, otherwise)."""
    return v % n if n else v


def zmod_add(n: int, a: int, b: int) -> int:
    """`a + b` in `ZMod n` (ℤ's for n = 0, `Fin.add`: (a + b) % n otherwise)."""
    return (a + b) % n if n else a + b


def zmod_sub(n: int, a: int, b: int) -> int:
    """`a - b` in `ZMod n` (ℤ's for n = 0, `Fin.sub`: (a + (n - b)) % n otherwise)."""
    return (a - b) % n if n else a - b


def zmod_mul(n: int, a: int, b: int) -> int:
    """`a * b` in `ZMod n` (ℤ's for n = 0, `Fin.mul`: (a * b) % n otherwise)."""
    return (a * b) % n if n else a * b


def zmod_neg(n: int, a: int) -> int:
    """`-a` in `ZMod n` (ℤ's for n = 0, `Fin.neg`: (n - a) % n otherwise)."""
    return (-a) % n if n else -a


def zmod_pow(n: int, a: int, k: int) -> int:
    """`a ^ k` in `ZMod n`, the `Monoid.npow` of its ring: k products, so modulo n at each step
    for n > 0 (`pow(a, k, n)` is that value), ℤ's power for n = 0 (refused past
    `MAX_RESULT_BITS`)."""
    if n:
        return pow(a, k, n)
    return int_pow(a, k)


def zmod_val(n: int, a: int) -> int:
    """Mathlib's `ZMod.val : ZMod n → ℕ` (Mathlib/Data/ZMod/Basic.lean): `| 0 => Int.natAbs |
    n + 1 => ((↑) : Fin (n + 1) → ℕ)`."""
    return a if n else abs(a)


def zmod_inv(n: int, a: int) -> int:
    """Mathlib's `ZMod.inv` (Mathlib/Data/ZMod/Basic.lean): `| 0, i => Int.sign i | n + 1, i =>
    Nat.gcdA i.val (n + 1)`, cast into `ZMod (n + 1)`: the inverse where a is coprime to n, else
    that cast still (a modulus known at each assignment may be 0)."""
    if n < 0:
        raise OutsideDomain("ZMod.inv", f"modulus {n}")
    if n == 0:
        return (a > 0) - (a < 0)
    return nat_gcd_a(a, n) % n


def partition_count(n: int) -> int:
    """How many partitions n has (Euler's recurrence by parts: a table, no enumeration)."""
    ways = [1] + [0] * n
    for part in range(1, n + 1):
        for total in range(part, n + 1):
            ways[total] += ways[total - part]
    return ways[n]


def nat_partitions(n: int) -> tuple:
    """The values of Mathlib's `Nat.Partition n` (a multiset `parts` of positive naturals with
    `parts.sum = n`): each multiset once, as its parts in decreasing order, the partitions in
    lexicographic order of those tuples (refused past MAX_ELEMENTS of them)."""
    if n > 10_000:
        raise ResultTooLarge("Nat.Partition", f"the partitions of {n} (more than {MAX_ELEMENTS:,})")
    sized("Nat.Partition", partition_count(n))
    out = []

    def go(rest: int, largest: int, parts: tuple) -> None:
        if rest == 0:
            out.append(parts)
            return
        for part in range(1, min(rest, largest) + 1):
            go(rest - part, part, parts + (part,))
    go(n, n, ())
    return tuple(out)


def nat_prime(p: int) -> bool:
    """Mathlib's `Nat.Prime p` (`Irreducible p`), decided as its `decidablePrime` instance does,
    through `prime_def_lt'`: `2 ≤ p ∧ ∀ m, 2 ≤ m → m < p → ¬m ∣ p`; a divisor below p has a
    cofactor, so trying m up to √p decides the same. Past the trial-division limit and below
    `MILLER_RABIN_BOUND`, the strong-pseudoprime test to the first 13 prime bases decides it:
    no composite below that bound passes all of them (Sorenson and Webster, "Strong
    pseudoprimes to twelve prime bases", Math. Comp. 86 (2017)), so the answer is the same
    proposition's, not a probable one."""
    if p < 2:
        return False
    if math.isqrt(p) > MAX_TRIAL_DIVISIONS and p < MILLER_RABIN_BOUND:
        return _strong_probable_prime_to_all(p, _MILLER_RABIN_BASES)
    root = _trial_limit("Nat.Prime", p)
    return all(p % m for m in range(2, root + 1))


#: Below this bound, a number that is a strong probable prime to each of the first 13 primes is
#: prime (ψ₁₃ > 3.3 · 10^24: Sorenson and Webster 2017).
MILLER_RABIN_BOUND = 3_317_044_064_679_887_385_961_981
_MILLER_RABIN_BASES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)


def _strong_probable_prime_to_all(n: int, bases) -> bool:
    """n (odd or not, n > 41) passes the strong-pseudoprime test to every base."""
    if n % 2 == 0:
        return n == 2
    d, r = n - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for a in bases:
        if a % n == 0:
            continue
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(r - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def nat_divisors(n: int, proper: bool = False) -> frozenset:
    """Mathlib's `Nat.divisors n` (`filter (· ∣ n) (Ico 1 (n + 1))`, so `divisors 0 = ∅`) and,
    with `proper`, `Nat.properDivisors n` (`filter (· ∣ n) (Ico 1 n)`): each divisor d ≤ √n
    brings its cofactor n / d."""
    if n == 0:
        return frozenset()
    out = set()
    for d in range(1, _trial_limit("Nat.divisors", n) + 1):
        if n % d == 0:
            out.update((d, n // d))
    if proper:
        out.discard(n)
    return frozenset(out)


def nat_divisors_sigma(k: int, n: int) -> int:
    """Mathlib's `ArithmeticFunction.sigma k n` (`σ k n`): `∑ d ∈ divisors n, d ^ k`, so 0 at
    n = 0 (`divisors 0 = ∅`)."""
    return sum(nat_pow(d, k) for d in nat_divisors(n))


def nat_shift_left(a: int, b: int) -> int:
    """`Nat.shiftLeft` (`a <<< b = a * 2 ^ b`)."""
    if a:
        _nat_limit("Nat.shiftLeft", a.bit_length() + b)
    return a << b


def nat_test_bit(m: int, n: int) -> bool:
    """`Nat.testBit m n`: `1 &&& (m >>> n) != 0`."""
    return (m >> n) & 1 != 0


#: Trial divisors `Nat.minFac` may try before it refuses (a prime near 10^14 needs 5·10^6).
MIN_FAC_TRIALS = 5_000_000


def nat_min_fac(n: int) -> int:
    """Mathlib's `Nat.minFac`: `if 2 ∣ n then 2 else minFacAux n 3`, where `minFacAux n k` is `n`
    once `n < k * k`, `k` when `k ∣ n`, else `minFacAux n (k + 2)`. So `minFac 0 = 2`,
    `minFac 1 = 1`, and otherwise the least prime factor. Refused (`ResultTooLarge`) when more
    than `MIN_FAC_TRIALS` odd candidates would be tried, rather than running for hours."""
    if n % 2 == 0:
        return 2
    if (math.isqrt(n) - 1) // 2 > MIN_FAC_TRIALS:
        # the search may end early at a small factor: try those before refusing
        for k in range(3, 2 * MIN_FAC_TRIALS + 3, 2):
            if n % k == 0:
                return k
        raise ResultTooLarge("Nat.minFac", f"{n.bit_length()}-bit argument with no factor below "
                             f"{2 * MIN_FAC_TRIALS + 3:,} (trial division limit)")
    k = 3
    while k * k <= n:
        if n % k == 0:
            return k
        k += 2
    return n


def nat_bit_indices(n: int) -> tuple:
    """Mathlib's `Nat.bitIndices`: the positions of `n`'s one bits in increasing order
    (`bitIndices 0 = []`, `bitIndices (bit b m)` is `(if b then [0] else []) ++ (m's) + 1`)."""
    return tuple(i for i in range(n.bit_length()) if (n >> i) & 1)


def nat_lcm(m: int, n: int) -> int:
    """`Nat.lcm m n = m * n / gcd m n` (so `lcm 0 n = 0`)."""
    return nat_div(m * n, math.gcd(m, n))


def nat_log2(n: int) -> int:
    """`Nat.log2`: `⌊log₂ n⌋`, and `log2 0 = 0`."""
    return n.bit_length() - 1 if n else 0


def nat_find(p: Callable[[int], bool], bound: int, _proof: Any = None) -> int:
    """`Nat.find`: the least `n` with `p n`, searched in `[0, bound)`. The evaluator passes the
    bound it trusts (a guard's bound, or the scope's N + 1); a witness found is the exact answer
    because every smaller `n` was tried; none found raises `ScopeExhausted`."""
    for n in range(bound):
        _charge()
        if p(n):
            return n
    raise ScopeExhausted("Nat.find", f"no n < {bound:,} satisfies the predicate")


#: Most candidates `Nat.nth` tries before it gives up (the answer may lie past them, or the set
#: may be finite with fewer than n + 1 elements, where Lean's value is 0).
NTH_SEARCH = 10_000_000


def _no_charge() -> None:
    pass


#: Called once per candidate by the library's own searches (`Nat.nth`, `Nat.iterate`): the
#: evaluator's budget sets it (`charge_with`), so that a search whose predicate is a library
#: function, which charges nothing itself, still stops at `--timeout` and `--steps`.
_charge: Callable[[], None] = _no_charge


def charge_with(tick: Callable[[], None] | None) -> None:
    """Make the library's searches call `tick` once per candidate (None: call nothing)."""
    global _charge
    _charge = tick or _no_charge


def nat_nth(p: Callable[[int], bool], n: int) -> int:
    """Mathlib's `Nat.nth p n` (Mathlib/Data/Nat/Nth.lean): the n-th (from 0) natural with `p`,
    when p holds on infinitely many or on more than n naturals; `0` when `{x | p x}` is finite
    with at most n elements. Only the first case can be seen by a search, so a search that finds
    n + 1 of them has the exact answer, and one that does not raises `ScopeExhausted` (never the
    finite case's 0, which it cannot tell from a later answer)."""
    seen = -1
    for k in range(NTH_SEARCH):
        _charge()
        if p(k):
            seen += 1
            if seen == n:
                return k
    raise ScopeExhausted("Nat.nth", f"fewer than {n + 1} naturals below {NTH_SEARCH:,} satisfy "
                                    "the predicate")


def nat_nth_prime(_p: Callable[[int], bool], n: int) -> int:
    """`Nat.nth Nat.Prime n` (`p` is `Nat.Prime`): `nat_nth`'s search over the same candidates
    below `NTH_SEARCH`, its answer read off a sieve of them instead of a primality test each."""
    primes = _primes_below(NTH_SEARCH)
    if n < len(primes):
        return primes[n]
    raise ScopeExhausted("Nat.nth", f"fewer than {n + 1} naturals below {NTH_SEARCH:,} satisfy "
                                    "the predicate")


#: The largest n `Nat.primeCounting'` sieves below.
MAX_SIEVE = 10_000_000


def _sieve(n: int) -> bytearray:
    """Eratosthenes below n: byte k is 1 exactly when k is prime."""
    sieve = bytearray([1]) * max(n, 2)
    sieve[0] = sieve[1] = 0
    for p in range(2, math.isqrt(max(n - 1, 0)) + 1):
        if sieve[p]:
            sieve[p * p::p] = bytes(len(range(p * p, n, p)))
    return sieve[:n]


@functools.lru_cache(maxsize=1)
def _primes_below(n: int) -> tuple[int, ...]:
    """The primes below n in order (kept: `Nat.nth Nat.Prime` asks at every assignment)."""
    return tuple(itertools.compress(range(n), _sieve(n)))


def nat_prime_counting_below(n: int) -> int:
    """Mathlib's `Nat.primeCounting' n` (`π' n`, Mathlib/NumberTheory/PrimeCounting.lean: `Nat.count
    Prime`): the primes below n, by a sieve; refused past `MAX_SIEVE`."""
    if n > MAX_SIEVE:
        raise ResultTooLarge("Nat.primeCounting'", f"a sieve below {n:,} (at most {MAX_SIEVE:,})")
    return sum(_sieve(n))


#: Most applications `Nat.iterate` makes before it is refused as too large.
MAX_ITERATIONS = 10_000_000


def nat_iterate(op: Callable[[Any], Any], n: int, a: Any) -> Any:
    """Mathlib's `Nat.iterate op n a` (`op^[n] a`, Mathlib/Logic/Function/Iterate.lean: `| 0, a
    => a | succ k, a => iterate op k (op a)`): op applied n times; refused past
    `MAX_ITERATIONS`."""
    if n > MAX_ITERATIONS:
        raise ResultTooLarge("Nat.iterate", f"{n:,} applications (at most {MAX_ITERATIONS:,})")
    for _ in range(n):
        _charge()
        a = op(a)
    return a


def nat_sinf(s: Callable[[int], Any]) -> int:
    """Mathlib's `sInf s` on `Set ℕ` (`InfSet ℕ`, Mathlib/Data/Nat/Lattice.lean: `if h : ∃ n, n ∈
    s then Nat.find h else 0`): the least member, searched from 0. A member found is the exact
    answer (every smaller n was tried); none among the first `NTH_SEARCH` raises
    `ScopeExhausted`, never the empty set's 0, which a search cannot tell from a later member;
    so does a candidate whose membership is decided only within the scope."""
    for k in range(NTH_SEARCH):
        r = s(k)
        if r is True or r is False or type(r) is int:
            if r:
                return k
            continue
        raise ScopeExhausted("sInf", f"whether {k} is in the set is decided only within the scope")
    raise ScopeExhausted("sInf", f"none of the naturals below {NTH_SEARCH:,} is in the set")


# --- ℤ ---------------------------------------------------------------------------------------

def int_ediv(a: int, b: int) -> int:
    """`Int.ediv` (`/` on ℤ): Euclidean, `0 ≤ a % b < |b|`; `a / 0 = 0`."""
    if b == 0:
        return 0
    return a // b if b > 0 else -(a // -b)


def int_emod(a: int, b: int) -> int:
    """`Int.emod` (`%` on ℤ): never negative; `a % 0 = a`."""
    return a - b * int_ediv(a, b)


def int_tdiv(a: int, b: int) -> int:
    """`Int.tdiv`: rounds toward zero; `tdiv a 0 = 0`."""
    if b == 0:
        return 0
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def int_tmod(a: int, b: int) -> int:
    """`Int.tmod`: the sign of `a`; `tmod a 0 = a`."""
    return a - b * int_tdiv(a, b)


def int_fdiv(a: int, b: int) -> int:
    """`Int.fdiv`: rounds toward −∞; `fdiv a 0 = 0`."""
    return a // b if b else 0


def int_fmod(a: int, b: int) -> int:
    """`Int.fmod`: the sign of `b`; `fmod a 0 = a`."""
    return a % b if b else a


def int_bmod(x: int, m: int) -> int:
    """`Int.bmod x m` (m : ℕ): balanced, in `[-m/2, m/2)`; `bmod x 0 = x`."""
    r = int_emod(x, m)
    return r if r < (m + 1) // 2 else r - m


def int_bdiv(x: int, m: int) -> int:
    """`Int.bdiv x m` (m : ℕ): the quotient that pairs with `bmod`; `bdiv x 0 = 0`."""
    if m == 0:
        return 0
    q, r = int_ediv(x, m), int_emod(x, m)
    return q if r < (m + 1) // 2 else q + 1


def int_pow(m: int, n: int) -> int:
    """`Int.pow m n` (n : ℕ)."""
    if abs(m) > 1:
        _nat_limit("Int.pow", n * abs(m).bit_length())
    return m ** n


# --- ℚ (Lean core's `Rat`: a normalized num / den, den > 0; carried as a Python Fraction) -------

def rat_of(x) -> Fraction:
    """`Rat.ofInt` (the `NatCast`/`IntCast` of ℚ): the integer x as `x / 1`."""
    return Fraction(x)


def rat_inv(a) -> Fraction:
    """`Rat.inv`: `den / num` with the sign moved to the numerator, and `inv 0 = 0`."""
    a = Fraction(a)
    if a.numerator < 0:
        return Fraction(-a.denominator, -a.numerator)
    if a.numerator > 0:
        return Fraction(a.denominator, a.numerator)
    return a


def rat_div(a, b) -> Fraction:
    """`Rat.div a b = a * b.inv`: so `a / 0 = 0`."""
    return Fraction(a) * rat_inv(b)


def rat_pow(q, n: int) -> Fraction:
    """`Rat.pow q n = ⟨q.num ^ n, q.den ^ n⟩`, refused past `MAX_RESULT_BITS`."""
    q = Fraction(q)
    _nat_limit("Rat.pow", n * max(abs(q.numerator).bit_length(), q.denominator.bit_length()))
    return Fraction(q.numerator ** n, q.denominator ** n)


def rat_floor(a) -> int:
    """`Rat.floor`: `num` when `den = 1`, else `num / den` (`Int.ediv`, which floors for a
    positive divisor); Mathlib's `FloorRing ℚ` takes it as `Int.floor` (`⌊a⌋`)."""
    a = Fraction(a)
    return a.numerator if a.denominator == 1 else int_ediv(a.numerator, a.denominator)


def rat_ceil(a) -> int:
    """`Rat.ceil`: `num` when `den = 1`, else `num / den + 1`; Mathlib's `Int.ceil` on ℚ
    (`⌈a⌉`, `FloorRing.ofFloor`'s `-⌊-a⌋`, the same number)."""
    a = Fraction(a)
    return a.numerator if a.denominator == 1 else int_ediv(a.numerator, a.denominator) + 1


def int_fract(r) -> Fraction:
    """Mathlib's `Int.fract r = r - ⌊r⌋` (Mathlib/Algebra/Order/Floor/Defs.lean), on ℚ."""
    return Fraction(r) - rat_floor(r)


# --- Fin n (every operation takes n first) ---------------------------------------------------

def _fin(name: str, n: int, *xs: int) -> None:
    for x in xs:
        if not 0 <= x < n:
            raise OutsideDomain(name, f"{x} is not a Fin {n}")


def fin_add(n: int, a: int, b: int) -> int:
    """`Fin.add`: `(a + b) % n`."""
    _fin("Fin.add", n, a, b)
    return (a + b) % n


def fin_sub(n: int, a: int, b: int) -> int:
    """`Fin.sub`: `((n - b) + a) % n`, i.e. wrapping subtraction."""
    _fin("Fin.sub", n, a, b)
    return ((n - b) + a) % n


def fin_mul(n: int, a: int, b: int) -> int:
    """`Fin.mul`: `(a * b) % n`."""
    _fin("Fin.mul", n, a, b)
    return (a * b) % n


def fin_div(n: int, a: int, b: int) -> int:
    """`Fin.div`: `a / b` on ℕ (so `a / 0 = 0`)."""
    _fin("Fin.div", n, a, b)
    return nat_div(a, b)


def fin_mod(n: int, a: int, b: int) -> int:
    """`Fin.mod`: `a % b` on ℕ (so `a % 0 = a`)."""
    _fin("Fin.mod", n, a, b)
    return nat_mod(a, b)


def _fin_bitwise(name: str, op: Callable[[int, int], int]) -> Callable[[int, int, int], int]:
    def impl(n: int, a: int, b: int) -> int:
        _fin(name, n, a, b)
        return op(a, b) % n
    impl.__name__ = name.replace(".", "_").lower()
    impl.__doc__ = f"`{name}`: the ℕ operation, then `% n`."
    return impl


fin_land = _fin_bitwise("Fin.land", lambda a, b: a & b)
fin_lor = _fin_bitwise("Fin.lor", lambda a, b: a | b)
fin_xor = _fin_bitwise("Fin.xor", lambda a, b: a ^ b)
fin_shift_left = _fin_bitwise("Fin.shiftLeft", nat_shift_left)
fin_shift_right = _fin_bitwise("Fin.shiftRight", lambda a, b: a >> b)


def fin_of_nat(n: int, a: int) -> int:
    """`Fin.ofNat n a = a % n` (`[NeZero n]`: n > 0)."""
    if n <= 0:
        raise OutsideDomain("Fin.ofNat", "Fin 0 has no elements (NeZero n fails)")
    return a % n


# --- List ------------------------------------------------------------------------------------

def list_range_prime(start: int, length: int, step: int = 1) -> tuple:
    """`List.range' start len step = [start, start+step, …]` (len elements)."""
    return tuple(start + i * step for i in range(sized("List.range'", length)))


def list_foldl(f: Callable, init: Any, xs: tuple) -> Any:
    """`List.foldl f init l = f (… (f init l₀) …) lₙ`."""
    acc = init
    for x in xs:
        acc = f(acc, x)
    return acc


def list_foldr(f: Callable, init: Any, xs: tuple) -> Any:
    """`List.foldr f init l = f l₀ (… (f lₙ init))`."""
    acc = init
    for x in reversed(xs):
        acc = f(x, acc)
    return acc


def list_get(xs: tuple, i: int) -> Any:
    """`List.get l i` with `i : Fin l.length`."""
    if not 0 <= i < len(xs):
        raise OutsideDomain("List.get", f"index {i} is not a Fin {len(xs)}")
    return xs[i]


def list_get_bang(xs: tuple, i: int) -> Any:
    """`List.get! l i` and `l[i]!`: panics out of range."""
    if 0 <= i < len(xs):
        return xs[i]
    raise LeanPanic("List.get!", f"invalid index {i} for a list of length {len(xs)}")


def list_get_d(xs: tuple, i: int, fallback: Any) -> Any:
    """`List.getD l i fallback = l[i]?.getD fallback`."""
    return xs[i] if 0 <= i < len(xs) else fallback


def list_get_opt(xs: tuple, i: int) -> Any:
    """`l[i]?`: `some l[i]` in range, `none` past the end."""
    return Some(xs[i]) if 0 <= i < len(xs) else None


def list_set(xs: tuple, i: int, a: Any) -> tuple:
    """`List.set l i a`: unchanged when `i ≥ l.length`."""
    return xs[:i] + (a,) + xs[i + 1:] if 0 <= i < len(xs) else xs


def list_head_bang(xs: tuple) -> Any:
    """`List.head!`: panics on `[]`."""
    if xs:
        return xs[0]
    raise LeanPanic("List.head!", "empty list")


def list_get_last_bang(xs: tuple) -> Any:
    """`List.getLast!`: panics on `[]`."""
    if xs:
        return xs[-1]
    raise LeanPanic("List.getLast!", "empty list")


def list_erase_idx(xs: tuple, i: int) -> tuple:
    """`List.eraseIdx l i`: unchanged when out of range."""
    return xs[:i] + xs[i + 1:] if 0 <= i < len(xs) else xs


def list_erase(xs: tuple, a: Any) -> tuple:
    """`List.erase l a`: drops the first element `== a`."""
    for i, x in enumerate(xs):
        if x == a:
            return xs[:i] + xs[i + 1:]
    return xs


def list_take_while(p: Callable, xs: tuple) -> tuple:
    """`List.takeWhile p l`."""
    for i, x in enumerate(xs):
        if not p(x):
            return xs[:i]
    return xs


def list_drop_while(p: Callable, xs: tuple) -> tuple:
    """`List.dropWhile p l`."""
    for i, x in enumerate(xs):
        if not p(x):
            return xs[i:]
    return ()


def list_find(p: Callable, xs: tuple) -> Any:
    """`List.find? p l`."""
    for x in xs:
        if p(x):
            return Some(x)
    return None


def list_find_idx(p: Callable, xs: tuple) -> int:
    """`List.findIdx p l`: the length when nothing satisfies `p`."""
    for i, x in enumerate(xs):
        if p(x):
            return i
    return len(xs)


def list_find_idx_opt(p: Callable, xs: tuple) -> Any:
    """`List.findIdx? p l`."""
    for i, x in enumerate(xs):
        if p(x):
            return Some(i)
    return None


def list_lookup(a: Any, xs: tuple) -> Any:
    """`List.lookup a l` over a list of pairs: the first value whose key `== a`."""
    for pair in xs:
        if a == pair.fst:
            return Some(pair.snd)
    return None


def list_max_opt(xs: tuple) -> Any:
    """`List.max? l = some (l.tail.foldl max l.head)`, `none` on `[]`."""
    return Some(reduce(lean_max, xs)) if xs else None


def list_min_opt(xs: tuple) -> Any:
    """`List.min? l`."""
    return Some(reduce(lean_min, xs)) if xs else None


def list_filter_map(f: Callable, xs: tuple) -> tuple:
    """`List.filterMap f l`: the values `b` of the `f a = some b`, in order; `none` dropped."""
    out = []
    for x in xs:
        y = f(x)
        if y is not None:
            out.append(y.value)
    return tuple(out)


def list_insert(a: Any, xs: tuple) -> tuple:
    """`List.insert a l = if l.elem a then l else a :: l` (at the front, only when absent)."""
    return xs if a in xs else (a, *xs)


def list_erase_dups(xs: tuple) -> tuple:
    """`List.eraseDups l`: the first occurrence of each element kept, in order."""
    seen, out = [], []
    for x in xs:
        if x not in seen:      # `bs.elem a`: `==` on the elements, no hashing
            seen.append(x)
            out.append(x)
    return tuple(out)


def list_rotate(xs: tuple, n: int) -> tuple:
    """Mathlib's `List.rotate l n`: split at `n % l.length`, the tail first (`[]` stays `[]`)."""
    k = nat_mod(n, len(xs))
    return xs[k:] + xs[:k]


def hamming_dist(n: int, x: Any, y: Any) -> int:
    """Mathlib's `hammingDist x y = #{i | x i ≠ y i}` for `x y : Fin n → β`."""
    return sum(a != b for a, b in zip(_fn_table(x, n), _fn_table(y, n)))


def list_of_fn(n: int, f: Any) -> tuple:
    """`List.ofFn f = [f 0, …, f (n-1)]` for `f : Fin n → α`."""
    return _fn_table(f, n)


# --- Finset ----------------------------------------------------------------------------------

def finset_to_list(s) -> tuple:
    """`Finset.toList s` (and `Multiset.toList`) in one order Lean leaves unspecified: increasing
    where the values compare (ℕ, ℤ), else by their printed form; either way the same order on
    every run (a frozenset's own order is not, for values hashed by salted strings)."""
    try:
        return tuple(sorted(s))
    except TypeError:
        return tuple(sorted(s, key=repr))


def finset_sup(bot: Any, s: frozenset, f: Callable) -> Any:
    """`Finset.sup s f`: the join of `f` over `s`, `⊥` when `s = ∅` (`bot` is 0 for ℕ, `false`
    for Bool, `∅` for finsets: the evaluator supplies it from the codomain)."""
    acc = bot
    for x in s:
        y = f(x)
        if isinstance(acc, frozenset):
            acc = acc | y
        elif isinstance(acc, bool):
            acc = acc or y
        else:
            acc = lean_max(acc, y)
    return acc


def list_perm(l1: tuple, l2: tuple) -> bool:
    """`List.Perm l₁ l₂` (`l₁ ~ l₂`, Lean core's inductive of swaps, decided by `isPerm`,
    `isPerm_iff`): the same elements, each as many times."""
    from collections import Counter
    return len(l1) == len(l2) and Counter(l1) == Counter(l2)


def list_get_last(xs: tuple, _nonempty: Any = None) -> Any:
    """`List.getLast as h` (h : as ≠ []): the last element."""
    if not xs:
        raise FalseProof("List.getLast", "the empty list has no last element (its proof "
                                         "h : as ≠ [] is false here)")
    return xs[-1]


def finset_max_prime(s: frozenset, _nonempty: Any = None) -> Any:
    """`Finset.max' s H` (H : s.Nonempty)."""
    if not s:
        raise FalseProof("Finset.max'", "the empty finset has no maximum (its proof H : "
                                        "s.Nonempty is false here)")
    return max(s)


def finset_min_prime(s: frozenset, _nonempty: Any = None) -> Any:
    """`Finset.min' s H` (H : s.Nonempty)."""
    if not s:
        raise FalseProof("Finset.min'", "the empty finset has no minimum (its proof H : "
                                        "s.Nonempty is false here)")
    return min(s)


def finset_powerset(s: frozenset) -> frozenset:
    """`Finset.powerset s` (refused before it is built when it would pass MAX_ELEMENTS)."""
    items = tuple(s)
    sized("Finset.powerset", 1 << len(items) if len(items) < 100 else 1 << 100)
    return frozenset(frozenset(c) for k in range(len(items) + 1) for c in combinations(items, k))


def finset_powerset_card(n: int, s: frozenset) -> frozenset:
    """`Finset.powersetCard n s`: the subsets with `n` elements (refused before they are built
    when there would be more than MAX_ELEMENTS)."""
    sized("Finset.powersetCard", math.comb(len(s), n))
    return frozenset(frozenset(c) for c in combinations(tuple(s), n))


def finset_sum(s: frozenset, f: Callable) -> Any:
    """`Finset.sum s f` (`∑ x ∈ s, f x`) for ℕ and ℤ."""
    return sum(f(x) for x in s)


def finset_prod(s: frozenset, f: Callable) -> Any:
    """`Finset.prod s f` (`∏ x ∈ s, f x`) for ℕ and ℤ."""
    return math.prod(f(x) for x in s)


def option_get_bang(o: Any) -> Any:
    """`Option.get!`: panics on `none`."""
    if o is None:
        raise LeanPanic("Option.get!", "value is none")
    return o.value


def recurrence(order: int, bases: tuple, step, first: int = 0, undetermined=LookupError):
    """The sequence a statement fixes by its terms `F first = c₀ … F (first + b - 1)` (b ≥
    order) and a recurrence `F (j + k) = e` for j ≥ first + b - k (`∀ n, F (n + k) = e` when
    first = 0 and b = k; `∀ n ≥ m, F n = e'` otherwise), e reading only F j … F (j + k - 1):
    the function m ↦ F m, computed upward and kept; `step(j, F j, …, F (j + k - 1))` is e. A
    value below `first` is free: `undetermined` is raised (the caller hands over
    `runtime.Undetermined`, so that the assignment is undecided, never a guess). Refused past
    MAX_ELEMENTS terms."""
    cache = list(bases)

    def value(m):
        if m < first:
            raise undetermined(f"a sequence fixed by its recurrence: its value at {m} is not "
                               f"fixed by the hypotheses (they fix it from {first} on)")
        i = m - first
        if i < len(cache):
            return cache[i]
        sized("a sequence fixed by its recurrence", i + 1)
        while len(cache) <= i:
            j = first + len(cache) - order
            cache.append(step(j, *cache[j - first:j - first + order]))
        return cache[i]
    return value

# --- Char: a value is its code point (lean4 src/Init/Data/Char/Basic.lean, Init/Prelude.lean) ---

def char_of_nat(n: int) -> int:
    """`Char.ofNat n`: the scalar n when `n.isValidChar` (below 0xD800, or above 0xDFFF and
    below 0x110000), else `'\\0'` (Prelude: `if h : n.isValidChar then ofNatAux n h else
    '\\0'`)."""
    return n if n < 0xD800 or 0xDFFF < n < 0x110000 else 0


def char_is_upper(c: int) -> bool:
    """`Char.isUpper c`: `c.val ≥ 65 && c.val ≤ 90` ('A' to 'Z')."""
    return 65 <= c <= 90


def char_is_lower(c: int) -> bool:
    """`Char.isLower c`: `c.val ≥ 97 && c.val ≤ 122` ('a' to 'z')."""
    return 97 <= c <= 122


def char_is_digit(c: int) -> bool:
    """`Char.isDigit c`: `c.val ≥ 48 && c.val ≤ 57` ('0' to '9')."""
    return 48 <= c <= 57


def char_is_whitespace(c: int) -> bool:
    """`Char.isWhitespace c`: `c = ' ' || c = '\\t' || c = '\\r' || c = '\\n'`."""
    return c in (32, 9, 13, 10)


def char_to_lower(c: int) -> int:
    """`Char.toLower c`: `if n ≥ 65 ∧ n ≤ 90 then ofNat (n + 32) else c`, n the code point."""
    return char_of_nat(c + 32) if 65 <= c <= 90 else c


def char_to_upper(c: int) -> int:
    """`Char.toUpper c`: `if n ≥ 97 ∧ n ≤ 122 then ofNat (n - 32) else c`."""
    return char_of_nat(c - 32) if 97 <= c <= 122 else c


# --- prime factorisations and what Mathlib builds on them (issue 29) ---------------------------

def nat_prime_factors_list(n: int) -> tuple:
    """Mathlib's `Nat.primeFactorsList` (Mathlib/Data/Nat/Factors.lean: `| 0 => [] | 1 => []
    | k + 2 => let m := minFac (k + 2); m :: primeFactorsList ((k + 2) / m)`): the prime factors
    with multiplicity, increasing. Each `minFac` of a cofactor is at least the last one, so trial
    division resumes where it stopped; refused past `MAX_TRIAL_DIVISIONS` odd candidates (a prime
    factor above about 4·10^12 left), as `Nat.divisors` is."""
    out = []
    d, trials = 2, 0
    while n > 1:
        if d * d > n:
            out.append(n)
            break
        if n % d == 0:
            out.append(d)
            n //= d
            continue
        d = 3 if d == 2 else d + 2
        trials += 1
        if trials > MAX_TRIAL_DIVISIONS:
            raise ResultTooLarge("Nat.primeFactorsList",
                                 f"a {n.bit_length()}-bit cofactor with no factor below {d:,} "
                                 f"(trial division limit {MAX_TRIAL_DIVISIONS:,})")
    return tuple(out)


def nat_factorization(n: int, p: int) -> int:
    """Mathlib's `Nat.factorization n p` (Mathlib/Data/Nat/Factorization/Defs.lean: `toFun p :=
    if p.Prime then padicValNat p n else 0`, and `padicValNat p 0 = 0`): the exponent of p in n.
    Where p ∤ n (n ≠ 0) both branches are 0, so p's primality is tested only when p ∣ n."""
    if n == 0 or p < 2 or n % p:
        return 0
    if not nat_prime(p):
        return 0
    k = 0
    while n % p == 0:
        n //= p
        k += 1
    return k


def nat_totient(n: int) -> int:
    """Mathlib's `Nat.totient n` (`φ n`, Mathlib/Data/Nat/Totient.lean: `#{a ∈ range n |
    n.Coprime a}`), by `Nat.totient_mul_prod_primeFactors`: φ n · ∏ p = n · ∏ (p - 1) over the
    prime factors; φ 0 = 0, φ 1 = 1."""
    if n == 0:
        return 0
    out = n
    for p in set(nat_prime_factors_list(n)):
        out = out // p * (p - 1)
    return out


def nat_is_carmichael(n: int) -> bool:
    """Mathlib's `Nat.IsCarmichael n` (Mathlib/NumberTheory/CarmichaelNumber.lean: `2 < n ∧ ¬
    n.Prime ∧ ∀ b, b.Coprime n → ProbablePrime n b`, `ProbablePrime n b := n ∣ b ^ (n - 1) - 1`),
    decided by Korselt's criterion, proved there as `Nat.isCarmichael_iff_korselt_primeFactorsList`:
    `2 < n ∧ ¬n.Prime ∧ n.primeFactorsList.Nodup ∧ ∀ p ∈ n.primeFactorsList, p - 1 ∣ n - 1`. The
    factorisation is refused as `Nat.primeFactorsList` is."""
    if n <= 2:
        return False
    fs = nat_prime_factors_list(n)
    return len(fs) >= 2 and len(set(fs)) == len(fs) and all((n - 1) % (p - 1) == 0 for p in fs)


def nat_desc_factorial(n: int, k: int) -> int:
    """Mathlib's `Nat.descFactorial n k` (`| 0 => 1 | k + 1 => (n - k) * descFactorial n k`):
    n (n - 1) ⋯ (n - k + 1), 0 when k > n (a factor n - n); refused past `MAX_RESULT_BITS`."""
    if k > n:
        return 0
    _nat_limit("Nat.descFactorial", k * n.bit_length())
    return math.perm(n, k)


def nat_asc_factorial(n: int, k: int) -> int:
    """Mathlib's `Nat.ascFactorial n k` (`| 0 => 1 | k + 1 => (n + k) * ascFactorial n k`):
    n (n + 1) ⋯ (n + k - 1), so 0 when n = 0 < k; refused past `MAX_RESULT_BITS`."""
    if k == 0:
        return 1
    if n == 0:
        return 0
    _nat_limit("Nat.ascFactorial", k * (n + k).bit_length())
    return math.perm(n + k - 1, k)


def primorial(n: int) -> int:
    """Mathlib's `primorial n` (`n#`, Mathlib/NumberTheory/Primorial.lean: `∏ p ∈ range (n + 1)
    with p.Prime, p`), by a sieve; refused past `MAX_ELEMENTS` (n# has about 1.44·n bits)."""
    sized("primorial", n)
    if n < 2:
        return 1
    sieve = bytearray([1]) * (n + 1)
    sieve[0:2] = b"\0\0"
    for p in range(2, math.isqrt(n) + 1):
        if sieve[p]:
            sieve[p * p::p] = bytearray(len(range(p * p, n + 1, p)))
    out = 1
    for p in range(2, n + 1):
        if sieve[p]:
            out *= p
    return out
