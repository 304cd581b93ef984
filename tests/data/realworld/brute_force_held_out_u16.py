"""Brute forces for the held-out set /work/unseen/u16 (google-deepmind/formal-conjectures:
FormalConjectures/OEIS/100434 .. 104320 (+ 105033, imported by 102371) and
FormalConjectures/ErdosProblems/100 .. 1074), written from the Lean definitions of the corpus
files (not from pychecks).

Each BRUTE function returns True when no assignment in its box violates the
statement (hypotheses act as filters, existentials are searched in the box),
False when a violation is found.  MUTANTS are deliberately wrong variants that
must return False.  Run: python3 brute_force_held_out_u16.py
"""
import os
import sys
from fractions import Fraction as Q
from functools import lru_cache
from math import comb, factorial, gcd, lcm

sys.setrecursionlimit(10000)

# ---------------------------------------------------------------- helpers


def nsub(a, b):            # ℕ subtraction truncates at 0
    return a - b if a >= b else 0


def dvd(a, b):             # a ∣ b (0 ∣ 0 only)
    return b == 0 if a == 0 else b % a == 0


def nmod(a, n):            # ℕ `%`, with x % 0 = x
    return a if n == 0 else a % n


def modeq(n, a, b):        # a ≡ b [MOD n]  :=  a % n = b % n
    return nmod(a, n) == nmod(b, n)


_MR = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)


def is_prime(n):           # Nat.Prime (deterministic Miller-Rabin, exact below 3.3e24)
    if n < 2:
        return False
    for p in _MR:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in _MR:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _rho(n):
    if n % 2 == 0:
        return 2
    c = 1
    while True:
        x = y = 2
        d = 1
        while d == 1:
            x = (x * x + c) % n
            y = (y * y + c) % n
            y = (y * y + c) % n
            d = gcd(abs(x - y), n)
        if d != n:
            return d
        c += 1


def prime_factors(n):      # list of prime factors of n ≥ 1 (with multiplicity)
    if n == 1:
        return []
    if is_prime(n):
        return [n]
    for p in range(2, 1000):
        if n % p == 0:
            return [p] + prime_factors(n // p)
    d = _rho(n)
    return prime_factors(d) + prime_factors(n // d)


def sieve(n):
    b = bytearray([1]) * (n + 1)
    b[0] = b[1] = 0
    for i in range(2, int(n ** 0.5) + 1):
        if b[i]:
            b[i * i::i] = bytearray(len(range(i * i, n + 1, i)))
    return b


_PRIMES = []


def nth_prime(k):          # Nat.nth Nat.Prime k (0-indexed: nth 0 = 2)
    global _PRIMES
    if k >= len(_PRIMES):
        lim = 1000
        while True:
            s = sieve(lim)
            ps = [i for i in range(lim + 1) if s[i]]
            if len(ps) > k:
                break
            lim *= 2
        _PRIMES = ps
    return _PRIMES[k]


def prime_counting(n):     # π n = #{p ≤ n prime}
    return sum(1 for p in range(n + 1) if is_prime(p))


def digits(b, n):          # Nat.digits b n (little-endian, [] for 0)
    r = []
    while n:
        r.append(n % b)
        n //= b
    return r


def of_digits(b, ds):      # Nat.ofDigits b (little-endian)
    v = 0
    for d in reversed(ds):
        v = v * b + d
    return v


FIB = [0, 1]
while len(FIB) < 400:
    FIB.append(FIB[-1] + FIB[-2])


BRUTE = {}
MUTANTS = {}
FC = 'formal_conjectures/'


def closed(key, fn, value, mutant_value=None):
    """Closed statement `fn() = value`; mutant: `fn() = mutant_value` (default value + 1)."""
    BRUTE[key] = lambda: fn() == value
    mv = value + 1 if mutant_value is None else mutant_value
    MUTANTS[key + '#1'] = lambda: fn() == mv


# ================================================================ OEIS A100434
P = FC + '100434.lean::OeisA100434.'


def rec4(init, n):         # x (n+4) = -6 * x (n+2) - x n
    v = list(init)
    while len(v) <= n:
        v.append(-6 * v[-2] - v[-4])
    return v[n]


def a100434(n): return rec4([3, 4, -17, -24], n)
def c100434(n): return rec4([1, -3, -7, 17], n)
def d100434(n): return rec4([2, 4, -10, -24], n)
def b100434(n): return c100434(n + 1) if n % 2 == 0 else c100434(nsub(n, 1))
# ℤ `/` by 2 is Int.ediv: floor division for a positive divisor
def e100434(n): return d100434(n) // 2 if n % 2 == 0 else -(d100434(nsub(n, 1)) // 2)
def f100434(n): return d100434(2 * (n // 2) + 1) // 2
def g100434(n): return 0 if n % 2 == 0 else c100434(n)


for _i, _v in enumerate([3, 4, -17, -24, 99]):
    closed(P + 'a_%d' % _i, (lambda i: lambda: a100434(i))(_i), _v)
BRUTE[P + 'a_even'] = lambda: all(a100434(2 * n) == -c100434(2 * n + 1) for n in range(40))
BRUTE[P + 'a_odd'] = lambda: all(a100434(2 * n + 1) == d100434(2 * n + 1) for n in range(40))
# the three conjectures fail at n = 0: b 0 = c 1 = -3 while c 0 + d 0 = 3, e 0 + f 0 = 3, g 0 + a 0 = 3
BRUTE[P + 'conjecture1'] = lambda: all(c100434(n) + d100434(n) == b100434(n) for n in range(40))
BRUTE[P + 'conjecture2'] = lambda: all(e100434(n) + f100434(n) == b100434(n) for n in range(40))
BRUTE[P + 'conjecture3'] = lambda: all(g100434(n) + a100434(n) == b100434(n) for n in range(40))
MUTANTS[P + 'a_even#1'] = lambda: all(a100434(2 * n) == c100434(2 * n + 1) for n in range(40))  # sign dropped
MUTANTS[P + 'a_odd#1'] = lambda: all(a100434(2 * n + 1) == c100434(2 * n + 1) for n in range(40))  # d -> c

# ================================================================ OEIS A100474
P = FC + '100474.lean::OeisA100474.'


def tri(n): return n * (n + 1) // 2


@lru_cache(maxsize=None)
def a100474(n):
    if n == 0:
        return 0
    if n == 1:
        return 1
    m = n - 2
    prod = 1
    for i in range(nsub(tri(m + 1), 1), nsub(tri(m + 2), 1)):
        prod *= nth_prime(i)
    return nsub(prod, a100474(m + 1))


for _k, _nm, _v in [(5, 'five', 13), (6, 'six', 17), (7, 'seven', 19), (8, 'eight', 23),
                    (9, 'nine', 29), (10, 'ten', 31), (11, 'eleven', 37), (12, 'twelve', 41),
                    (13, 'thirteen', 43)]:
    closed(P + 'nth_prime_' + _nm, (lambda k: lambda: nth_prime(k))(_k), _v)
for _i, _v in [(1, 1), (2, 5), (3, 380), (4, 96197), (5, 58546472)]:
    closed(P + 'a_%d' % _i, (lambda i: lambda: a100474(i))(_i), _v)

# ================================================================ OEIS A100475
P = FC + '100475.lean::OeisA100475.'


def reverse_digits(k): return of_digits(10, list(reversed(digits(10, k))))


@lru_cache(maxsize=None)
def a100475(n):
    if n == 0:
        return 1
    k = a100475(n - 1)
    return 0 if k == 0 else reverse_digits(nth_prime(k - 1))


# a_succ: box n ≤ 9 (a 10 = 95017 needs the 7037th prime; a 11 the 95017th)
BRUTE[P + 'a_succ'] = lambda: all(
    a100475(n + 1) == (0 if a100475(n) == 0 else reverse_digits(nth_prime(a100475(n) - 1)))
    for n in range(10))
MUTANTS[P + 'a_succ#1'] = lambda: all(   # reversal dropped
    a100475(n + 1) == (0 if a100475(n) == 0 else nth_prime(a100475(n) - 1)) for n in range(10))
for _i, _v in enumerate([1, 2, 3, 5, 11]):
    closed(P + 'a_%d' % _i, (lambda i: lambda: a100475(i))(_i), _v)

# ================================================================ OEIS A100478
P = FC + '100478.lean::OeisA100478.'


@lru_cache(maxsize=None)
def a100478(n):
    if n < 5:
        return 1
    i = n - 5
    return prime_counting(a100478(i + 4) + a100478(i + 3) + a100478(i + 2) + a100478(i + 1) + a100478(i))


for _i in range(5):
    closed(P + 'a_%d' % _i, (lambda i: lambda: a100478(i))(_i), 1)

# ================================================================ OEIS A100800
P = FC + '100800.lean::OeisA100800.'


def sum_digits(n): return sum(digits(10, n))
def f100800(n): return n + sum_digits(n)


def a100800(n, lim=100000):
    """a n: the first iterate f^[k+1] n that n divides; None if none within lim iterates
    (then the box cannot tell whether a n = 0)."""
    x = n
    for _ in range(lim):
        x = f100800(x)
        if dvd(n, x):
            return x
    return None


BRUTE[P + 'a_of_dvd'] = lambda: all(a100800(n) == f100800(n) for n in range(300) if dvd(n, f100800(n)))
MUTANTS[P + 'a_of_dvd#1'] = lambda: all(a100800(n) == f100800(n) for n in range(300))  # hypothesis dropped
for _i, _v in [(1, 2), (2, 4), (3, 6), (4, 8), (5, 10)]:
    closed(P + 'a_%d' % _i, (lambda i: lambda: a100800(i))(_i), _v)
# conjecture: ∀ n ≠ 0, a n ≠ 0 -- a n ≠ 0 iff some iterate is a multiple of n (iterates are > n)
BRUTE[P + 'conjecture'] = lambda: all(a100800(n) not in (None, 0) for n in range(1, 300))
MUTANTS[P + 'conjecture#1'] = lambda: all(a100800(n) not in (None, 0) for n in range(0, 300))  # n ≠ 0 dropped (a 0 = 0)

# ================================================================ OEIS A101779
P = FC + '101779.lean::OeisA101779.'


def Ak101779(n, k): return all(is_prime(i * k + nsub(i, 1)) for i in range(1, n + 1))


def a101779(n, lim=10 ** 6):   # sInf {k | Ak n k}
    for k in range(lim):
        if Ak101779(n, k):
            return k
    return None


for _i, _v in [(1, 2), (2, 2), (3, 3), (4, 5)]:
    closed(P + 'a_%d' % _i, (lambda i: lambda: a101779(i))(_i), _v)
# conjecture: ∀ n ≥ 1, ∃ k, Ak n k -- box n ≤ 6 (a 6 = 154769; a 7 = 2894219 is too slow here)
BRUTE[P + 'conjecture'] = lambda: all(a101779(n) is not None for n in range(1, 7))
MUTANTS[P + 'conjecture#1'] = lambda: all(a101779(n, lim=10) is not None for n in range(1, 7))  # ∃ k < 10

# ================================================================ OEIS A105033 (imported by A102371)
P105 = FC + 'FormalConjectures/OEIS/105033.lean::OeisA105033.'


def a105033(n):
    return nsub(n, sum(2 ** (k + 1) if 2 ** (k + 1) <= n and n % 2 ** (k + 1) == k else 0 for k in range(n)))


for _i, _v in enumerate([0, 1, 0, 3, 2]):
    closed(P105 + 'a_%d' % _i, (lambda i: lambda: a105033(i))(_i), _v)

# ================================================================ OEIS A102371
P = FC + 'FormalConjectures/OEIS/102371.lean::OeisA102371.'


@lru_cache(maxsize=None)
def a102371(n):
    if n == 0:
        return 0
    if n == 1:
        return 1
    x = a102371(n - 1)
    return x ^ (x + n)


for _i, _v in [(1, 1), (2, 2), (3, 7), (4, 12), (5, 29)]:
    closed(P + 'a_%d' % _i, (lambda i: lambda: a102371(i))(_i), _v)
# answer(True) ↔ ∀ n > 0, a n = 2^n - 1 - A105033 (n - 1): the right side in the box
BRUTE[P + 'conjecture'] = lambda: all(a102371(n) == nsub(2 ** n - 1, a105033(n - 1)) for n in range(1, 80))
MUTANTS[P + 'conjecture#1'] = lambda: all(a102371(n) == nsub(2 ** n - 1, a105033(n)) for n in range(1, 80))  # n-1 -> n

# ================================================================ OEIS A102722
P = FC + '102722.lean::OeisA102722.'


def a102722(n):            # ⌊∑_{k=1}^{n} fract (n / k)⌋.toNat, exact in ℚ
    s = sum((Q(n, k) - n // k for k in range(1, n + 1)), Q(0))
    return max(0, s.numerator // s.denominator)


for _i, _v in [(1, 0), (2, 0), (3, 0), (4, 0), (5, 1)]:
    closed(P + 'a_%d' % _i, (lambda i: lambda: a102722(i))(_i), _v)

# ================================================================ OEIS A102847
P = FC + '102847.lean::OeisA102847.'


def a102847(n):
    x = 1
    for _ in range(n):
        x = x * x + 2
    return x


for _i, _v in enumerate([1, 3, 11, 123, 15131]):
    closed(P + 'a_%d' % _i, (lambda i: lambda: a102847(i))(_i), _v)

# ================================================================ OEIS A103151
P = FC + '103151.lean::OeisA103151.'


def a103151(n):
    return sum(1 for p in range(n + 1)
               if is_prime(p) and p != 2 and 2 * p < 2 * n + 1 and is_prime(nsub(2 * n + 1, 2 * p)))


for _i, _v in [(1, 0), (2, 0), (3, 0), (4, 1), (5, 1)]:
    closed(P + 'a_%d' % _i, (lambda i: lambda: a103151(i))(_i), _v)
BRUTE[P + 'conjecture'] = lambda: all(a103151(n) >= 1 for n in range(4, 600))
MUTANTS[P + 'conjecture#1'] = lambda: all(a103151(n) >= 1 for n in range(3, 600))  # n ≥ 4 -> n ≥ 3

# ================================================================ OEIS A103311
P = FC + '103311.lean::OeisA103311.'


def a103311(n):
    v = [0, 1, 1, 0]
    while len(v) <= n:
        v.append(3 * v[-1] - 4 * v[-2] + 2 * v[-3] - v[-4])
    return v[n]


for _i, _v in enumerate([0, 1, 1, 0, -2]):
    closed(P + 'a_%d' % _i, (lambda i: lambda: a103311(i))(_i), _v)
BRUTE[P + 'a_abs_eq_fib'] = lambda: all(any(abs(a103311(n)) == FIB[m] for m in range(len(FIB))) for n in range(80))
MUTANTS[P + 'a_abs_eq_fib#1'] = lambda: all(any(abs(a103311(n)) + 1 == FIB[m] for m in range(len(FIB)))
                                            for n in range(80))  # |a n| + 1

# ================================================================ OEIS A103425
P = FC + '103425.lean::OeisA103425.'


def a103425(n):
    v = [1, 3, 5]
    while len(v) <= n:
        v.append(nsub(3 * v[-1] + v[-2], 3 * v[-3]))
    return v[n]


for _i, _v in enumerate([1, 3, 5, 15, 41]):
    closed(P + 'a_%d' % _i, (lambda i: lambda: a103425(i))(_i), _v)

# ================================================================ OEIS A103662
P = FC + '103662.lean::OeisA103662.'


def zeroless_power(n, b): return b > 1 and 0 not in digits(10, b ** n)


def a103662(n, lim=100000):    # (sInf {b | IsValidZerolessPower n b}) ^ n
    for b in range(lim):
        if zeroless_power(n, b):
            return b ** n
    return None


for _i, _v in enumerate([1, 2, 4, 8]):
    closed(P + 'a_%d' % _i, (lambda i: lambda: a103662(i))(_i), _v)
# ¬ ∃ b, IsValidZerolessPower 40 b: no b in the box
BRUTE[P + 'conjecture.variants.a_40'] = lambda: not any(zeroless_power(40, b) for b in range(20000))
MUTANTS[P + 'conjecture.variants.a_40#1'] = lambda: not any(zeroless_power(4, b) for b in range(20000))  # 40 -> 4

# ================================================================ OEIS A103885
P = FC + '103885.lean::OeisA103885.'


def a103885(n):
    if n == 0:
        return 1
    return sum(comb(n, k) * comb(nsub(2 * n + k, 1), n - 1) for k in range(n + 1))


for _i, _v in enumerate([1, 2, 16, 146, 1408]):
    closed(P + 'a_%d' % _i, (lambda i: lambda: a103885(i))(_i), _v)

# ================================================================ OEIS A104320
P = FC + '104320.lean::OeisA104320.'


def a104320(n): return digits(3, 2 ** n).count(0)


for _i in range(5):
    closed(P + 'a_%d' % _i, (lambda i: lambda: a104320(i))(_i), 0)
BRUTE[P + 'conjecture'] = lambda: all(a104320(n) > 0 for n in range(16, 1500))
MUTANTS[P + 'conjecture#1'] = lambda: all(a104320(n) > 0 for n in range(15, 1500))  # 15 < n -> 14 < n (a 15 = 0)

# ================================================================ Erdős 1059
P = FC + '1059.lean::Erdos1059.'


def _factorials_upto(d, k0=0, kmax=None):
    """{k! | k0 ≤ k ≤ kmax} ∩ [0, d] (k! is increasing, so stop once k! > d for k ≥ 1)."""
    r, k = set(), k0
    while kmax is None or k <= kmax:
        v = factorial(k)
        if v > d and k >= 1:
            break
        r.add(v)
        k += 1
    return r


def is_factorial(d):       # d ∈ Set.range Nat.factorial
    return d in _factorials_upto(d)


def decidable_is_factorial(d):   # ((Finset.Icc 0 d).filter (k ! = d)).Nonempty
    return d in _factorials_upto(d, 0, d)


BRUTE[P + 'isFactorial_equivalent'] = lambda: all(is_factorial(d) == decidable_is_factorial(d) for d in range(400))
MUTANTS[P + 'isFactorial_equivalent#1'] = lambda: all(   # Icc 0 d -> Icc 2 d
    is_factorial(d) == (d in _factorials_upto(d, 2, d)) for d in range(400))
BRUTE[P + 'factorialsLessThanN_equivalent'] = lambda: all(
    {d for d in range(n) if is_factorial(d)} == {d for d in range(n) if decidable_is_factorial(d)}
    for n in range(400))
MUTANTS[P + 'factorialsLessThanN_equivalent#1'] = lambda: all(   # range n -> range (n + 1)
    {d for d in range(n) if is_factorial(d)} == {d for d in range(n + 1) if decidable_is_factorial(d)}
    for n in range(400))
BRUTE[P + 'testFactorialsLessThanN'] = lambda: {d for d in range(100) if is_factorial(d)} == {1, 2, 6, 24}
MUTANTS[P + 'testFactorialsLessThanN#1'] = lambda: {d for d in range(100) if is_factorial(d)} == {2, 6, 24}


def composite(n):          # formal-conjectures' Nat.Composite n := 1 < n ∧ ¬ n.Prime
    return n > 1 and not is_prime(n)


def all_subtractions_composite(n):   # ∀ d ∈ factorialsLessThanN n, (n - d).Composite
    return all(composite(nsub(n, d)) for d in range(n) if is_factorial(d))


def decidable_all_subtractions_composite(n):
    return all(composite(nsub(n, d)) for d in range(n) if decidable_is_factorial(d))


BRUTE[P + 'allFactorialSubtractionsComposite_equivalent'] = lambda: all(
    decidable_all_subtractions_composite(n) == all_subtractions_composite(n) for n in range(400))
MUTANTS[P + 'allFactorialSubtractionsComposite_equivalent#1'] = lambda: all(  # range n -> range (n + 1)
    all(composite(nsub(n, d)) for d in range(n + 1) if decidable_is_factorial(d)) ==
    all_subtractions_composite(n) for n in range(400))
BRUTE[P + 'allFactorialSubtractionsComposite_101'] = lambda: all_subtractions_composite(101)
BRUTE[P + 'allFactorialSubtractionsComposite_211'] = lambda: all_subtractions_composite(211)
BRUTE[P + 'notAllFactorialSubtractionsComposite_89'] = lambda: not all_subtractions_composite(89)
MUTANTS[P + 'allFactorialSubtractionsComposite_101#1'] = lambda: all_subtractions_composite(103)

# ================================================================ Erdős 1062
P = FC + '1062.lean::Erdos1062.'


def fork_free(A):
    return all(sum(1 for b in A if b != a and b % a == 0) <= 1 for a in A)


@lru_cache(maxsize=None)
def f1062(n):              # Nat.findGreatest (∃ A ⊆ Icc 1 n, ForkFree A ∧ A.ncard = k) n
    best = 0
    for mask in range(1 << n):
        A = [i + 1 for i in range(n) if mask >> i & 1]
        if len(A) > best and fork_free(A):
            best = len(A)
    return best


def ceil_q(x): return -((-x.numerator) // x.denominator)


BRUTE[P + 'erdos_1062.variants.lower_bound'] = lambda: all(max(0, ceil_q(Q(2 * n, 3))) <= f1062(n) for n in range(15))
MUTANTS[P + 'erdos_1062.variants.lower_bound#1'] = lambda: all(max(0, ceil_q(Q(2 * n, 3))) + 1 <= f1062(n)
                                                               for n in range(15))  # + 1

# ================================================================ Erdős 1063
P = FC + '1063.lean::Erdos1063.'


def in_set_1063(m, k):     # 2k ≤ m ∧ exactly one i < k with ¬ (m - i) ∣ C(m, k)
    if not 2 * k <= m:
        return False
    C = comb(m, k)
    return sum(1 for i in range(k) if not dvd(nsub(m, i), C)) == 1


def n1063(k, lim):         # sInf, searched up to lim (None: not found in the box)
    for m in range(lim + 1):
        if in_set_1063(m, k):
            return m
    return None


BRUTE[P + 'erdos_1063.variants.exists_exception'] = lambda: all(
    any(not dvd(nsub(n, i), comb(n, k)) for i in range(k))
    for n in range(60) for k in range(2, 30) if 2 * k <= n)
MUTANTS[P + 'erdos_1063.variants.exists_exception#1'] = lambda: all(   # hypothesis 2 ≤ k dropped (k = 1)
    any(not dvd(nsub(n, i), comb(n, k)) for i in range(k))
    for n in range(60) for k in range(0, 30) if 2 * k <= n)
BRUTE[P + 'erdos_1063.variants.small_values'] = lambda: [n1063(k, 100) for k in (2, 3, 4, 5)] == [4, 6, 9, 12]
MUTANTS[P + 'erdos_1063.variants.small_values#1'] = lambda: [n1063(k, 100) for k in (2, 3, 4, 5)] == [4, 6, 8, 12]
# n k ≤ bound: a witness m ≤ bound in the set gives sInf ≤ m
BRUTE[P + 'erdos_1063.variants.monier_upper_bound'] = lambda: all(
    n1063(k, factorial(k)) is not None for k in range(3, 9))
MUTANTS[P + 'erdos_1063.variants.monier_upper_bound#1'] = lambda: all(   # hypothesis 3 ≤ k dropped (n 2 = 4 > 2!)
    n1063(k, factorial(k)) is not None for k in range(2, 9))
BRUTE[P + 'erdos_1063.variants.cambie_upper_bound'] = lambda: all(
    n1063(k, k * lcm(*range(1, k))) is not None for k in range(3, 11))
MUTANTS[P + 'erdos_1063.variants.cambie_upper_bound#1'] = lambda: all(   # k * lcm -> lcm
    n1063(k, lcm(*range(1, k))) is not None for k in range(3, 11))

# ================================================================ Erdős 1074
P = FC + '1074.lean::Erdos1074.'


def pillai_prime(p):       # p.Prime ∧ ∃ m ≥ 1, ¬ p ≡ 1 [MOD m] ∧ p ∣ m ! + 1  (m ≥ p: p ∣ m!, so m < p)
    return is_prime(p) and any(not modeq(m, p, 1) and dvd(p, factorial(m) + 1) for m in range(1, p))


def ehs_number(m):         # 1 ≤ m ∧ ∃ p, p.Prime ∧ ¬ p ≡ 1 [MOD m] ∧ p ∣ m ! + 1 (p ranges over factors)
    return m >= 1 and any(not modeq(m, p, 1) for p in set(prime_factors(factorial(m) + 1)))


def first_members(pred, count, lim):
    r = []
    for x in range(lim):
        if pred(x):
            r.append(x)
            if len(r) == count:
                return r
    return None


# ¬ 2 ∈ PillaiPrimes: for m ≥ 2, m! + 1 is odd; for m = 1, 2 ≡ 1 [MOD 1]
BRUTE[P + 'two_not_mem_pillaiPrimes'] = lambda: not any(
    not modeq(m, 2, 1) and dvd(2, factorial(m) + 1) for m in range(1, 40))
MUTANTS[P + 'two_not_mem_pillaiPrimes#1'] = lambda: not any(   # 2 -> 23
    not modeq(m, 23, 1) and dvd(23, factorial(m) + 1) for m in range(1, 40))
BRUTE[P + 'twentyThree_mem_pillaiPrimes'] = lambda: pillai_prime(23)
MUTANTS[P + 'twentyThree_mem_pillaiPrimes#1'] = lambda: pillai_prime(19)
BRUTE[P + 'erdos_1074.variants.mem_pillaiPrimes'] = lambda: pillai_prime(23)
MUTANTS[P + 'erdos_1074.variants.mem_pillaiPrimes#1'] = lambda: pillai_prime(17)
BRUTE[P + 'erdos_1074.variants.EHSNumbers_init'] = lambda: set(first_members(ehs_number, 7, 30)) == {8, 9, 13, 14, 15, 16, 17}
MUTANTS[P + 'erdos_1074.variants.EHSNumbers_init#1'] = lambda: set(first_members(ehs_number, 7, 30)) == {8, 9, 10, 13, 14, 15, 16}
BRUTE[P + 'erdos_1074.variants.PillaiPrimes_init'] = lambda: set(first_members(pillai_prime, 6, 200)) == {23, 29, 59, 61, 67, 71}
MUTANTS[P + 'erdos_1074.variants.PillaiPrimes_init#1'] = lambda: set(first_members(pillai_prime, 6, 200)) == {23, 29, 31, 59, 61, 67}


# ---------------------------------------------------------------- runner (same checks as held_out_runner.main)


if __name__ == '__main__':
    import os
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from held_out_runner import main
    sys.exit(main(BRUTE, MUTANTS))
