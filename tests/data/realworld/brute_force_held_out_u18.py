"""Brute forces for the held-out set /work/unseen/u18 (google-deepmind/formal-conjectures at
488aade228ec37880b8fec178c173c07d279bb53: FormalConjectures/ErdosProblems/1077 .. 1107 and
FormalConjectures/OEIS/105210 .. 108301; hrmacbeth/math2001 at
e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b: 10_Relations/02_Equivalence_Relations), written from
the Lean definitions of the batch's files (and FormalConjecturesForMathlib), not from pychecks.

Each BRUTE function returns True when no assignment in its box violates the
statement (hypotheses act as filters, existentials are searched in the box),
False when a violation is found.  MUTANTS are deliberately wrong variants that
must return False.  Run: python3 brute_force_held_out_u18.py
"""
import sys
from decimal import Decimal as D, getcontext
from functools import lru_cache
from itertools import product
from math import comb, gcd, isqrt

sys.setrecursionlimit(10000)

# ---------------------------------------------------------------- helpers


def nsub(a, b):            # ℕ subtraction truncates at 0
    return a - b if a >= b else 0


def dvd(a, b):             # a ∣ b (0 ∣ 0 only); works for ℤ too
    return b == 0 if a == 0 else b % a == 0


def nmod(a, n):            # ℕ `%`, with x % 0 = x
    return a if n == 0 else a % n


def emod(a, n):            # Int.emod: x % 0 = x, else the remainder in [0, |n|)
    return a if n == 0 else a % abs(n)


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


def prime_factors(n):      # Nat.primeFactorsList n for n ≥ 1 (with multiplicity, sorted); [] for 0, 1
    if n <= 1:
        return []
    if is_prime(n):
        return [n]
    for p in range(2, 1000):
        if n % p == 0:
            return [p] + prime_factors(n // p)
    d = _rho(n)
    return sorted(prime_factors(d) + prime_factors(n // d))


def squarefree(n):         # Squarefree n on ℕ: Squarefree 0 is false, Squarefree 1 true
    if n == 0:
        return False
    f = prime_factors(n)
    return len(f) == len(set(f))


def is_semiprime(n):       # FormalConjecturesForMathlib: n > 1 ∧ n.primeFactorsList.length = 2
    return n > 1 and len(prime_factors(n)) == 2


def is_square(n):          # IsSquare on ℕ: ∃ r, n = r * r
    return isqrt(n) ** 2 == n


def sieve(n):
    b = bytearray([1]) * (n + 1)
    b[0] = b[1] = 0
    for i in range(2, isqrt(n) + 1):
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


def digits(b, n):          # Nat.digits b n (little-endian, [] for 0)
    r = []
    while n:
        r.append(n % b)
        n //= b
    return r


FIB = [0, 1]
while len(FIB) < 2000:
    FIB.append(FIB[-1] + FIB[-2])


BRUTE = {}
MUTANTS = {}
FC = 'formal_conjectures/'


def closed(key, fn, value, mutant_value=None):
    """Closed statement `fn() = value`; mutant: `fn() = mutant_value` (default value + 1)."""
    BRUTE[key] = lambda: fn() == value
    mv = value + 1 if mutant_value is None else mutant_value
    MUTANTS[key + '#1'] = lambda: fn() == mv

# ================================================================ Erdős 11
P = FC + '11.lean::Erdos11.'


@lru_cache(maxsize=None)
def sf_sieve(n):           # sf[k] = Squarefree k for k ≤ n
    b = bytearray([1]) * (n + 1)
    b[0] = 0
    for p in range(2, isqrt(n) + 1):
        b[p * p::p * p] = bytearray(len(range(p * p, n + 1, p * p)))
    return b


def sf_plus_pow2(n, sf, lmin=0):
    """∃ k l, Squarefree k ∧ n = k + 2 ^ l  (k = n - 2^l ≥ 0; sf 0 is false)."""
    l = lmin
    while 2 ** l <= n:
        if sf[n - 2 ** l]:
            return True
        l += 1
    return False


def sf_plus_two_pow2(n, sf):
    """∃ k l m, Squarefree k ∧ n = k + 2^l + 2^m."""
    l = 0
    while 2 ** l <= n:
        m = 0
        while 2 ** l + 2 ** m <= n:
            if sf[n - 2 ** l - 2 ** m]:
                return True
            m += 1
        l += 1
    return False


N11 = 2 * 10 ** 6
# erdos_11 (odd 1 < n) and finite_bound2 (n < 2^50): box n < 2·10^6
BRUTE[P + 'erdos_11'] = lambda: all(sf_plus_pow2(n, sf_sieve(N11)) for n in range(3, N11, 2))
MUTANTS[P + 'erdos_11#1'] = lambda: all(sf_plus_pow2(n, sf_sieve(N11), lmin=2) for n in range(3, 200, 2))  # l ≥ 2 (fails at 3)
BRUTE[P + 'erdos_11.variants.not_four_dvd'] = lambda: all(
    sf_plus_pow2(n, sf_sieve(10 ** 5)) for n in range(2, 10 ** 5) if n % 4 != 0)
MUTANTS[P + 'erdos_11.variants.not_four_dvd#1'] = lambda: all(   # ¬ 4 ∣ n dropped
    sf_plus_pow2(n, sf_sieve(10 ** 5)) for n in range(2, 10 ** 5))
BRUTE[P + 'erdos_11.variants.two_pow_two'] = lambda: all(
    sf_plus_two_pow2(n, sf_sieve(10 ** 5)) for n in range(3, 10 ** 5, 2))
MUTANTS[P + 'erdos_11.variants.two_pow_two#1'] = lambda: all(   # 1 < n relaxed to 0 < n (n = 1 fails)
    sf_plus_two_pow2(n, sf_sieve(10 ** 5)) for n in range(1, 10 ** 5, 2))
# finite_bound1: the whole range odd 1 < n < 10^7
BRUTE[P + 'erdos_11.variants.finite_bound1'] = lambda: all(sf_plus_pow2(n, sf_sieve(10 ** 7)) for n in range(3, 10 ** 7, 2))
BRUTE[P + 'erdos_11.variants.finite_bound2'] = lambda: all(sf_plus_pow2(n, sf_sieve(N11)) for n in range(3, N11, 2))
MUTANTS[P + 'erdos_11.variants.finite_bound2#1'] = lambda: all(   # Odd n dropped
    sf_plus_pow2(n, sf_sieve(N11)) for n in range(2, 10 ** 5))

# ================================================================ Erdős 1097
P = FC + '1097.lean::Erdos1097.'


def common_diffs(A):       # CommonDifferencesThreeTermAP A (a finite set of d)
    return {b - a for a in A for b in A for c in A if b - a != 0 and c - b == b - a}


def subsets(xs):
    xs = list(xs)
    for mask in range(1 << len(xs)):
        yield [xs[i] for i in range(len(xs)) if mask >> i & 1]


# weaker: ∀ A : Finset ℤ, ncard ≤ card ^ 2 -- box: every A ⊆ [-5, 5]
BRUTE[P + 'erdos_1097.variants.weaker'] = lambda: all(
    len(common_diffs(A)) <= len(A) ** 2 for A in subsets(range(-5, 6)))
MUTANTS[P + 'erdos_1097.variants.weaker#1'] = lambda: all(   # card ^ 2 -> card / 2
    len(common_diffs(A)) <= len(A) // 2 for A in subsets(range(-5, 6)))

# ================================================================ Erdős 1105
P = FC + '1105.lean::Erdos1105.'


def rhs1105(k, n):
    l = (k - 1) // 2
    eps = 1 if k % 2 == 1 else 2
    return max(comb(nsub(k, 2), 2) + 1, comb(nsub(l, 1), 2) + nsub(l, 1) * (nsub(n, l) + 1) + eps)


def no_rainbow_path_hom(k, n, colour):
    """∀ f : pathGraph k →g ⊤ (on Fin n), ¬ IsRainbow f colour: colour maps Sym2 (Fin n)
    (frozensets, diagonal {v} included) to colours; f is any map with f i ≠ f (i+1)."""
    for f in product(range(n), repeat=k):
        if any(f[i] == f[i + 1] for i in range(k - 1)):
            continue
        cols = [colour[frozenset((f[i], f[i + 1]))] for i in range(k - 1)]
        if len(set(cols)) == k - 1:
            return False
    return True


def ar_lower_bound_1105(k, n):
    """A colouring c : Sym2 (Fin n) → Fin (n + 1): every edge colour 0, the diagonal s(v, v)
    colour v + 1; surjective, and no rainbow homomorphic path (for k ≥ 3).  So
    antiRamseyNum (pathGraph k) n ≥ n + 1 (its set is bounded by |Sym2 (Fin n)|)."""
    colour = {}
    for u in range(n):
        for v in range(n):
            colour[frozenset((u, v))] = v + 1 if u == v else 0
    assert set(colour.values()) == set(range(n + 1))       # surjective onto Fin (n + 1)
    assert no_rainbow_path_hom(k, n, colour)
    return n + 1


# parts.ii: answer(True) ↔ ∀ k n, 5 ≤ k ≤ n → AR(n, P_k) = max(...) -- box k = n = 5:
# AR(5, P_5) ≥ 6 (the 5 diagonal pairs of Sym2 (Fin 5) take 5 extra colours) while the formula is 5
BRUTE[P + 'erdos_1105.parts.ii'] = lambda: not (ar_lower_bound_1105(5, 5) > rhs1105(5, 5))

# ================================================================ OEIS A105210
P = FC + '105210.lean::OeisA105210.'


def srpf(n):               # sumRelevantPrimeFactors: Σ over n.primeFactors of (p if p < n else 0)
    return sum(p for p in set(prime_factors(n)) if p < n)


@lru_cache(maxsize=None)
def a105210(n):
    if n == 0:
        return 0
    if n == 1:
        return 393
    prev = a105210(n - 1)
    return prev + 1 + srpf(prev)


def next_term(n): return n + 1 + srpf(n)


def seq_terms(k, lim):     # {sequenceStartingAt k n | 1 ≤ n} ∩ [0, lim]  (seq k 1 = k, then nextTermFn)
    out, x = set(), k
    while x <= lim:
        out.add(x)
        nx = next_term(x)
        if nx == x:        # (never for k ≥ 1: nextTermFn n ≥ n + 1)
            break
        x = nx
    return out


for _i, _v in [(1, 393), (2, 528), (3, 545), (4, 660), (5, 682)]:
    closed(P + 'a_%d' % _i, (lambda i: lambda: a105210(i))(_i), _v)


def disjoint_starts(starts, lim):
    sets = [seq_terms(k, lim) for k in starts]
    return all(not (sets[i] & sets[j]) for i in range(len(sets)) for j in range(len(sets)) if i != j)


# box: the sequences' terms up to 10^6 (each sequence is strictly increasing)
BRUTE[P + 'conjecture_disjoint_starting_values'] = lambda: disjoint_starts([1, 393, 412, 668, 932], 10 ** 6)
MUTANTS[P + 'conjecture_disjoint_starting_values#1'] = lambda: disjoint_starts([1, 393, 412, 668, 932, 2], 10 ** 6)

# ================================================================ OEIS A105565
P = FC + '105565.lean::OeisA105565.'


def a105565(n):
    if n == 0:
        return 0
    lo, hi = 10 ** (n - 1), 10 ** n
    count = sum(1 for k in range(5 * n + 10) if lo <= FIB[k] < hi)
    return 1 if count == 5 else 0


for _i, _v in [(1, 0), (2, 1), (3, 1), (4, 0), (5, 1)]:
    closed(P + 'a_%d' % _i, (lambda i: lambda: a105565(i))(_i), _v, 1 - _v)


def conj105565(ns):
    """β - 2 < S(n) - α n < β - 1, in 60-digit decimals; asserts every margin is > 1e-40."""
    getcontext().prec = 60
    phi = (1 + D(5).sqrt()) / 2
    lphi = phi.ln()
    alpha = D(10).ln() / lphi - 4
    beta = D(5).ln() / (2 * lphi) - 1
    s, ok = 0, True
    for n in range(0, max(ns) + 1):
        s += a105565(n)
        if n not in ns:
            continue
        v = s - alpha * n
        m1, m2 = v - (beta - 2), (beta - 1) - v
        assert abs(m1) > D('1e-40') and abs(m2) > D('1e-40')
        ok = ok and m1 > 0 and m2 > 0
    return ok


# conjecture (n ≥ 1): box n ≤ 300 (real constants evaluated to 60 digits; margins checked)
BRUTE[P + 'conjecture'] = lambda: conj105565(set(range(1, 301)))
MUTANTS[P + 'conjecture#1'] = lambda: conj105565(set(range(0, 301)))   # 1 ≤ n dropped (fails at 0)

# ================================================================ OEIS A105720
P = FC + '105720.lean::OeisA105720.'


def a105720(n):            # Σ i ∈ Ico (n - 1) (2 n), nth Prime i
    return 0 if n == 0 else sum(nth_prime(i) for i in range(n - 1, 2 * n))


for _k, _nm, _v in [(5, 'five', 13), (6, 'six', 17), (7, 'seven', 19)]:
    closed(P + 'nth_prime_' + _nm, (lambda k: lambda: nth_prime(k))(_k), _v)
for _i, _v in [(0, 0), (1, 5), (2, 15), (3, 36), (4, 67)]:
    closed(P + 'a_%d' % _i, (lambda i: lambda: a105720(i))(_i), _v)


def conj105720(N, special):
    nth_prime(2 * N + 2)
    pre = [0]
    for i in range(2 * N + 1):
        pre.append(pre[-1] + _PRIMES[i])
    return all(is_square(pre[2 * n] - pre[n - 1]) == (n in special) for n in range(1, N + 1))


# conjecture: box 0 < n ≤ 5000 (includes n = 4072)
BRUTE[P + 'conjecture'] = lambda: conj105720(5000, {3, 6, 4072})
MUTANTS[P + 'conjecture#1'] = lambda: conj105720(5000, {3, 6})

# ================================================================ OEIS A105751
P = FC + '105751.lean::OeisA105751.'


@lru_cache(maxsize=None)
def prod105751(n):         # ∏ k ∈ range (n + 1), (1 + k i) as (re, im), exact Gaussian integers
    if n < 0:
        return (1, 0)
    re, im = prod105751(n - 1)
    return (re - im * n, re * n + im)


def a105751(n): return prod105751(n)[1]     # ⌊im⌋ of an integer


for _i, _v in [(0, 0), (1, 1), (2, 3), (3, 0), (4, -40)]:
    closed(P + 'a_%d' % _i, (lambda i: lambda: a105751(i))(_i), _v)
# prime_divides_some_term: box p < 500, witness n ≤ 2p + 10 (a 0 = 0 already works)
BRUTE[P + 'prime_divides_some_term'] = lambda: all(
    any(dvd(p, a105751(n)) for n in range(2 * p + 11)) for p in range(500) if is_prime(p))
MUTANTS[P + 'prime_divides_some_term#1'] = lambda: all(   # ∃ n with 1 ≤ n < 3 (p = 2 fails)
    any(dvd(p, a105751(n)) for n in range(1, 3)) for p in range(500) if is_prime(p))

# ================================================================ OEIS A105801
P = FC + '105801.lean::OeisA105801.'

A105801 = [0, 1, 2]
while len(A105801) < 3001:
    _f = A105801[-1] + A105801[-2]
    A105801.append(3 * _f + 1 if _f % 2 == 1 else _f // 2)

for _i, _v in [(1, 1), (2, 2), (3, 10), (4, 6), (5, 8)]:
    closed(P + 'a_%d' % _i, (lambda i: lambda: A105801[i])(_i), _v)


def conj105801(mod_of_k, ks, mmax=300, nmax=3000):
    return all(any(all(A105801[n] % mod_of_k(k) == A105801[m + 1] % mod_of_k(k) for n in range(m + 1, nmax + 1))
                   for m in range(mmax)) for k in ks)


# conjecture: box 1 ≤ k ≤ 5, witness m < 300, ∀ n in (m, 3000]
BRUTE[P + 'conjecture'] = lambda: conj105801(lambda k: 3 ** k, range(1, 6))
MUTANTS[P + 'conjecture#1'] = lambda: conj105801(lambda k: 2 ** k, range(1, 6))   # 3^k -> 2^k

# ================================================================ OEIS A107247
P = FC + '107247.lean::OeisA107247.'

NONACCI = [0] * 8 + [1]
while len(NONACCI) < 200:
    NONACCI.append(sum(NONACCI[-9:]))


def a107247(n): return sum(NONACCI[k] ** 2 for k in range(n + 2))


for _i in range(5):
    closed(P + 'a_%d' % _i, (lambda i: lambda: a107247(i))(_i), 0)
BRUTE[P + 'known_prime_and_semiprimes'] = lambda: is_prime(a107247(8)) and all(
    is_semiprime(a107247(i)) for i in (9, 10, 11, 13, 14, 16, 17, 27))
MUTANTS[P + 'known_prime_and_semiprimes#1'] = lambda: is_prime(a107247(8)) and all(   # 13 -> 12
    is_semiprime(a107247(i)) for i in (9, 10, 11, 12, 14, 16, 17, 27))

# ================================================================ OEIS A108081
P = FC + '108081.lean::OeisA108081.'


def a108081(n):            # Σ k ∈ range (n + 1), (n + k - 1).choose k * fib (n - k + 1)
    return sum(comb(nsub(n + k, 1), k) * FIB[nsub(n, k) + 1] for k in range(n + 1))


for _i, _v in [(0, 1), (1, 2), (2, 7), (3, 25), (4, 92)]:
    closed(P + 'a_%d' % _i, (lambda i: lambda: a108081(i))(_i), _v)


@lru_cache(maxsize=None)
def xwords(n):             # xN n = {w | XWord w ∧ w.length = n}; every XWord has length ≥ 1
    if n == 1:
        return frozenset({(0,)})
    out = set()
    for i in range(1, n):
        for u in xwords(i):
            lu = tuple(x - 1 for x in reversed(u))
            for v in xwords(n - i):
                out.add(lu + v)                                   # step_left: l u ++ v
                out.add(u + tuple(x + 1 for x in reversed(v)))    # step_right: u ++ r v
    return frozenset(out)


# count_words_in_x_is_a_shifted (n ≥ 1): box n ≤ 8
BRUTE[P + 'count_words_in_x_is_a_shifted'] = lambda: all(len(xwords(n)) == a108081(n - 1) for n in range(1, 9))
MUTANTS[P + 'count_words_in_x_is_a_shifted#1'] = lambda: all(len(xwords(n)) == a108081(n) for n in range(1, 9))

# ================================================================ OEIS A108129
P = FC + '108129.lean::OeisA108129.'


def riesel_ok(n, m): return m != 0 and is_prime(nsub(nsub(2 * n, 1) * 2 ** m, 1))


def a108129(n, lim=400):   # Nat.find over m; None when no m < lim (the box cannot tell)
    if n == 0:
        return 0
    for m in range(lim):
        if riesel_ok(n, m):
            return m
    return None


for _i, _v in [(1, 2), (2, 1), (3, 2), (4, 1)]:
    closed(P + 'a_%d' % _i, (lambda i: lambda: a108129(i))(_i), _v)


def is_least_108129(n, m): return riesel_ok(n, m) and not any(riesel_ok(n, j) for j in range(m))


# a_of_isLeast: box n ≤ 40, m ≤ 40
BRUTE[P + 'a_of_isLeast'] = lambda: all(a108129(n) == m for n in range(41) for m in range(41) if is_least_108129(n, m))
MUTANTS[P + 'a_of_isLeast#1'] = lambda: all(a108129(n) == m + 1 for n in range(41) for m in range(41) if is_least_108129(n, m))

# ================================================================ OEIS A108211
P = FC + '108211.lean::OeisA108211.'


def a108211(n): return 16 * n ** 2 + 1


for _i, _v in [(1, 17), (2, 65), (3, 145), (4, 257), (5, 401)]:
    closed(P + 'a_%d' % _i, (lambda i: lambda: a108211(i))(_i), _v)


def floor108211(n):        # ⌊1 / ((4n)⁻¹ - log 2 + Σ k ∈ Icc (n+1) (2n), k⁻¹)⌋, 80-digit decimals
    getcontext().prec = 80
    x = 1 / (4 * D(n)) - D(2).ln() + sum(1 / D(k) for k in range(n + 1, 2 * n + 1))
    y = 1 / x if x != 0 else D(0)
    fl = int(y.to_integral_value(rounding='ROUND_FLOOR'))
    assert min(y - fl, fl + 1 - y) > D('1e-40')            # the floor is not a precision artefact
    return fl


# conjecture (n > 0): box n ≤ 120
BRUTE[P + 'conjecture'] = lambda: all(a108211(n) == floor108211(n) for n in range(1, 121))
MUTANTS[P + 'conjecture#1'] = lambda: all(a108211(n) - 1 == floor108211(n) for n in range(1, 121))

# ================================================================ OEIS A108301
P = FC + '108301.lean::OeisA108301.'


def a108301(n): return sum(digits(10, 2 ** 2 ** n + 1))


for _i, _v in [(0, 3), (1, 5), (2, 8), (3, 14), (4, 26)]:
    closed(P + 'a_%d' % _i, (lambda i: lambda: a108301(i))(_i), _v)
BRUTE[P + 'primes_in_a'] = lambda: all(is_prime(a108301(i)) for i in (0, 1, 5, 6, 7, 11))
MUTANTS[P + 'primes_in_a#1'] = lambda: all(is_prime(a108301(i)) for i in (0, 1, 2, 6, 7, 11))   # 5 -> 2

# ================================================================ math2001 C10_02
P = 'math2001/C10_02_Equivalence_Relations.lean::'

# Reflexive r := ∀ x, r x x; Symmetric r := ∀ ⦃x y⦄, r x y → r y x;
# Transitive r := ∀ ⦃x y z⦄, r x y → r y z → r x z


def reflexive(r, xs): return all(r(x, x) for x in xs)
def symmetric(r, xs): return all(r(y, x) for x in xs for y in xs if r(x, y))
def transitive(r, xs): return all(r(x, z) for x in xs for y in xs if r(x, y) for z in xs if r(y, z))


def cached(r):
    memo = {}

    def f(x, y):
        if (x, y) not in memo:
            memo[(x, y)] = r(x, y)
        return memo[(x, y)]
    return f


ZB = range(-12, 13)


# section 1 (variable n : ℤ): x ∼ y := x ≡ y [ZMOD n] (x % n = y % n, Int.emod) -- box n, x, y, z ∈ [-12, 12]
def zmod_rel(n): return lambda x, y: emod(x, n) == emod(y, n)
def zmod_rel_bad(n): return lambda x, y: emod(x, n) == emod(y, n) + 1 if n != 0 else x == y


BRUTE[P + 'example:19'] = lambda: all(reflexive(zmod_rel(n), ZB) for n in ZB)
BRUTE[P + 'example:21'] = lambda: all(symmetric(zmod_rel(n), ZB) for n in ZB)
BRUTE[P + 'example:23'] = lambda: all(transitive(zmod_rel(n), ZB) for n in ZB)
MUTANTS[P + 'example:19#1'] = lambda: all(reflexive(zmod_rel_bad(n), ZB) for n in ZB)            # x ≡ y + 1
MUTANTS[P + 'example:23#1'] = lambda: all(transitive(lambda x, y: abs(emod(x, n) - emod(y, n)) <= 1, ZB)
                                          for n in ZB)                                          # |x%n - y%n| ≤ 1

# section 2: x ∼ y := x ^ 2 = y ^ 2 on ℤ
BRUTE[P + 'example:32'] = lambda: reflexive(lambda x, y: x ** 2 == y ** 2, ZB)
BRUTE[P + 'example:34'] = lambda: symmetric(lambda x, y: x ** 2 == y ** 2, ZB)
BRUTE[P + 'example:36'] = lambda: transitive(lambda x, y: x ** 2 == y ** 2, ZB)
MUTANTS[P + 'example:34#1'] = lambda: symmetric(lambda x, y: x ** 2 == y ** 2 + y, ZB)           # y^2 -> y^2 + y
MUTANTS[P + 'example:36#1'] = lambda: transitive(lambda x, y: abs(x ** 2 - y ** 2) <= 3, ZB)

# section 4: (a, b) ∼ (c, d) := a * (d + 1) = c * (b + 1) on ℤ × ℕ (casts to ℤ, no truncation)
ZN = [(a, b) for a in range(-6, 7) for b in range(0, 7)]
R4 = cached(lambda p, q: p[0] * (q[1] + 1) == q[0] * (p[1] + 1))
BRUTE[P + 'example:68'] = lambda: reflexive(R4, ZN)
BRUTE[P + 'example:70'] = lambda: symmetric(R4, ZN)
BRUTE[P + 'example:72'] = lambda: transitive(R4, ZN)
MUTANTS[P + 'example:68#1'] = lambda: reflexive(lambda p, q: p[0] * (q[1] + 1) == q[0] * p[1], ZN)   # b + 1 -> b
MUTANTS[P + 'example:72#1'] = lambda: transitive(lambda p, q: p[0] * (q[1] + 1) <= q[0] * (p[1] + 1) + 1, ZN)


# exercises, section 1: a ∼ b := ∃ m n, m > 0 ∧ n > 0 ∧ a * m = b * n on ℤ
# (box a, b ∈ [-6, 6]; witnesses m, n ∈ [1, 7] suffice there: m = |b|, n = |a|, or 1, 1)
EB = range(-6, 7)
R5 = cached(lambda a, b: any(a * m == b * n for m in range(1, 8) for n in range(1, 8)))
BRUTE[P + 'example:94'] = lambda: reflexive(R5, EB)
BRUTE[P + 'example:97'] = lambda: symmetric(R5, EB)
BRUTE[P + 'example:100'] = lambda: transitive(R5, EB)
MUTANTS[P + 'example:97#1'] = lambda: symmetric(   # n > 0 -> n > 1
    lambda a, b: any(a * m == b * n for m in range(1, 8) for n in range(2, 8)), EB)
MUTANTS[P + 'example:100#1'] = lambda: transitive(   # m > 0 ∧ n > 0 -> m ≥ 0 ∧ n ≥ 0 (everything ∼ 0)
    lambda a, b: any(a * m == b * n and (m, n) != (0, 0) for m in range(0, 8) for n in range(0, 8)), EB)

# exercises, section 2: (a, b) ∼ (c, d) := a + d = b + c on ℕ × ℕ
NN = [(a, b) for a in range(9) for b in range(9)]
R6 = cached(lambda p, q: p[0] + q[1] == p[1] + q[0])
BRUTE[P + 'example:109'] = lambda: reflexive(R6, NN)
BRUTE[P + 'example:112'] = lambda: symmetric(R6, NN)
BRUTE[P + 'example:115'] = lambda: transitive(R6, NN)
MUTANTS[P + 'example:109#1'] = lambda: reflexive(lambda p, q: p[0] + q[1] == p[1] + q[0] + 1, NN)
MUTANTS[P + 'example:112#1'] = lambda: symmetric(lambda p, q: p[0] + q[1] == p[1] * q[0], NN)   # + -> *


# exercises, section 3: (a, b) ∼ (c, d) := ∃ m n, m > 0 ∧ n > 0 ∧ m b (b² - 3a²) = n d (d² - 3c²) on ℤ × ℤ
# (box a, b, c, d ∈ [-2, 2]; |b (b² - 3a²)| ≤ 32 there, so witnesses m, n ∈ [1, 33] suffice)
def g7(p): return p[1] * (p[1] ** 2 - 3 * p[0] ** 2)


ZZ = [(a, b) for a in range(-2, 3) for b in range(-2, 3)]
R7 = cached(lambda p, q: any(m * g7(p) == n * g7(q) for m in range(1, 34) for n in range(1, 34)))
BRUTE[P + 'example:125'] = lambda: reflexive(R7, ZZ)
BRUTE[P + 'example:128'] = lambda: symmetric(R7, ZZ)
BRUTE[P + 'example:131'] = lambda: transitive(R7, ZZ)
MUTANTS[P + 'example:125#1'] = lambda: reflexive(   # n > 0 -> n > m
    lambda p, q: any(m * g7(p) == n * g7(q) for m in range(1, 34) for n in range(m + 1, 34)), ZZ)
MUTANTS[P + 'example:131#1'] = lambda: transitive(   # m > 0 ∧ n > 0 -> m ≥ 0 ∧ n ≥ 0, not both 0
    cached(lambda p, q: any(m * g7(p) == n * g7(q) and (m, n) != (0, 0)
                            for m in range(0, 34) for n in range(0, 34))), ZZ)


# ---------------------------------------------------------------- runner (same checks as held_out_runner.main)


if __name__ == '__main__':
    import os
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from held_out_runner import main
    sys.exit(main(BRUTE, MUTANTS))
