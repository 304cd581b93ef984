"""Brute forces for the held-out set /work/unseen/u10 (written from the Lean definitions).

Source: djvelleman/HTPILeanPackage (project `HTPILeanPackage`), exercise files Chap4Ex..Chap8Ex
(repo root, batch htpi/) and the chapter files htpi/HTPILib/Chap6.lean, htpi/HTPILib/Chap7.lean
(prefix), placed as in the repository so that `import HTPILib.Chap6` / `HTPILib.Chap7` resolve:
Chap6Ex / Chap7Ex statements using their definitions (nat_even, fact, Fib, gcd, prime, rel_prime,
congr_mod / `≡ (MOD m)`, cc / `[a]_m`, phi, ...) are brute-forced from those definitions.

Each BRUTE function returns True when no assignment in its box violates the
statement (hypotheses act as filters, existentials are searched in the box),
False when a violation is found.  MUTANTS are deliberately wrong variants that
must return False.  Run: python3 brute_force_held_out_u10.py
"""
import functools
import itertools
import os
import sys

N = 30          # box for ℕ variables with 1 variable
N2 = 20         # box for ℕ variables with 2 variables
N3 = 12         # box for ℕ variables with 3 variables
N5 = 7          # box for ℕ variables with 5 variables
ZS = range(-12, 13)   # box for ℤ variables
MS = range(0, 9)      # box for the modulus m : ℕ (ZMod m, MOD m)

# ---------------------------------------------------------------- helpers


def nsub(a, b):            # ℕ subtraction truncates at 0
    return a - b if a >= b else 0


def ndiv(a, b):            # ℕ `/` floors, x / 0 = 0
    return 0 if b == 0 else a // b


def nmod(a, b):            # ℕ `%`, x % 0 = x
    return a if b == 0 else a % b


def dvd(x, y):             # x ∣ y (ℕ or ℤ): ∃ c, y = x * c ; 0 ∣ y ↔ y = 0
    return y == 0 if x == 0 else y % x == 0


def emod(a, b):            # Int.emod: never negative, a % 0 = a
    return a if b == 0 else a % abs(b)


def imp(p, q):
    return (not p) or q


def lists(elems, maxlen):
    for n in range(maxlen + 1):
        for t in itertools.product(elems, repeat=n):
            yield list(t)


def R(n, k=1):
    return itertools.product(range(n), repeat=k)


# ZMod m: for m > 0 the residues 0..m-1, for m = 0 it is ℤ (box ZS)
def zelems(m):
    return range(m) if m > 0 else ZS


def cc(m, a):              # [a]_m = (↑a : ZMod m)
    return a if m == 0 else a % m


def zadd(m, x, y):
    return cc(m, x + y)


def zmul(m, x, y):
    return cc(m, x * y)


# --- HTPILib/Chap6.lean definitions (used by HTPILib/Chap6.lean and Chap6Ex.lean)
def fact(k):
    r = 1
    for i in range(1, k + 1):
        r *= i
    return r


def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def nat_even(n):           # ∃ k, n = 2 * k   (k ≤ n suffices)
    return any(n == 2 * k for k in range(n + 1))


def nat_odd(n):            # ∃ k, n = 2 * k + 1
    return any(n == 2 * k + 1 for k in range(n + 1))


# --- Chap6Ex.lean local definitions
def seq_6_3_15(k):         # Int: 0, then 2 * s n + n
    s = 0
    for n in range(k):
        s = 2 * s + n
    return s


def fib_like(n):           # 1, 2, 2 * F k + F (k + 1)
    a, b = 1, 2
    for _ in range(n):
        a, b = b, 2 * a + b
    return a


# --- HTPILib/Chap7.lean definitions
def gcd(a, b):             # gcd a 0 = a ; gcd a (n+1) = gcd (n+1) (a % (n+1))
    while b != 0:
        a, b = b, a % b
    return a


def gcd_c1(a, b):
    if b == 0:
        return 1
    return gcd_c2(b, a % b)


def gcd_c2(a, b):
    if b == 0:
        return 0
    return gcd_c1(b, a % b) - gcd_c2(b, a % b) * (a // b)


@functools.lru_cache(maxsize=None)
def prime(n):              # 2 ≤ n ∧ ¬∃ a b, a * b = n ∧ a < n ∧ b < n
    if n < 2:
        return False
    return not any(a * b == n for a in range(n) for b in range(n))


def prime_factor(p, n):
    return prime(p) and dvd(p, n)


def all_prime(l):
    return all(prime(p) for p in l)


def nondec(l):             # (∀ m ∈ L, n ≤ m) ∧ nondec L
    return all(all(l[i] <= m for m in l[i + 1:]) for i in range(len(l)))


def nondec_prime_list(l):
    return all_prime(l) and nondec(l)


def prod(l):
    r = 1
    for x in l:
        r *= x
    return r


def prime_factorization(n, l):
    return nondec_prime_list(l) and prod(l) == n


def rel_prime(a, b):
    return gcd(a, b) == 1


def congr_mod(m, a, b):    # (↑m : ℤ) ∣ (a - b)
    return dvd(m, a - b)


def divisor_lists(n, maxlen):
    """Lists whose elements all divide n (n ≥ 1): any l with prod l = n is one of them."""
    ds = [d for d in range(1, n + 1) if n % d == 0]
    return lists(ds, maxlen)


SMALL = range(0, 7)               # list elements
LS = list(lists(SMALL, 3))        # lists of ℕ, length ≤ 3
PRIMES_BOX = range(0, 9)
LP = list(lists(PRIMES_BOX, 3))


# ---------------------------------------------------------------- brute forces
BRUTE = {}
MUTANTS = {}

P6X = 'htpi/Chap6Ex.lean::HTPI.Exercises.'
P7X = 'htpi/Chap7Ex.lean::HTPI.Exercises.'
P6 = 'htpi/HTPILib/Chap6.lean::'
P7 = 'htpi/HTPILib/Chap7.lean::HTPI.'

# ======================= Chap6Ex.lean
BRUTE[P6X + 'Exercise_6_1_9a'] = lambda: all(dvd(2, n ** 2 + n) for n in range(N))
MUTANTS[P6X + 'Exercise_6_1_9a#1'] = lambda: all(dvd(3, n ** 2 + n) for n in range(N))  # 2 -> 3

BRUTE[P6X + 'Exercise_6_1_13'] = lambda: all(
    dvd(a - b, a ** n - b ** n) for a in ZS for b in ZS for n in range(7))
MUTANTS[P6X + 'Exercise_6_1_13#1'] = lambda: all(
    dvd(a + b, a ** n - b ** n) for a in ZS for b in ZS for n in range(7))  # a - b -> a + b

BRUTE[P6X + 'Exercise_6_1_15'] = lambda: all(2 ** n > n ** 3 for n in range(10, 60))
MUTANTS[P6X + 'Exercise_6_1_15#1'] = lambda: all(2 ** n > n ** 3 for n in range(9, 60))  # n ≥ 9

BRUTE[P6X + 'nonzero_is_successor'] = lambda: all(
    any(n == m + 1 for m in range(N + 1)) for n in range(N) if n != 0)
MUTANTS[P6X + 'nonzero_is_successor#1'] = lambda: all(
    any(n == m + 2 for m in range(N + 1)) for n in range(N) if n != 0)  # m + 1 -> m + 2

BRUTE[P6X + 'Exercise_6_3_15'] = lambda: all(seq_6_3_15(n) == 2 ** n - n - 1 for n in range(N))
MUTANTS[P6X + 'Exercise_6_3_15#1'] = lambda: all(seq_6_3_15(n) == 2 ** n - n for n in range(N))  # - 1 dropped

BRUTE[P6X + 'Exercise_6_4_4a'] = lambda: not any(
    p * p == 6 * (q * q) and q != 0 for q in range(60) for p in range(150))
MUTANTS[P6X + 'Exercise_6_4_4a#1'] = lambda: not any(
    p * p == 4 * (q * q) and q != 0 for q in range(60) for p in range(150))  # 6 -> 4

BRUTE[P6X + 'Exercise_6_4_5'] = lambda: all(
    any(3 * a + 7 * b == n for a in range(n + 1) for b in range(n + 1)) for n in range(12, 50))
MUTANTS[P6X + 'Exercise_6_4_5#1'] = lambda: all(
    any(3 * a + 7 * b == n for a in range(n + 1) for b in range(n + 1)) for n in range(11, 50))  # n ≥ 11

BRUTE[P6X + 'Fib_like_formula'] = lambda: all(fib_like(n) == 2 ** n for n in range(N))
MUTANTS[P6X + 'Fib_like_formula#1'] = lambda: all(fib_like(n) == 2 ** (n + 1) for n in range(N))  # 2^(n+1)

BRUTE[P6X + 'quot_rem_unique_lemma'] = lambda: all(
    q <= q2 for m, q, r, q2, r2 in R(N5, 5) if m * q + r == m * q2 + r2 and r2 < m)
MUTANTS[P6X + 'quot_rem_unique_lemma#1'] = lambda: all(
    q <= q2 for m, q, r, q2, r2 in R(N5, 5) if m * q + r == m * q2 + r2)  # h2 dropped

BRUTE[P6X + 'quot_rem_unique'] = lambda: all(
    q == q2 and r == r2 for m, q, r, q2, r2 in R(N5, 5)
    if m * q + r == m * q2 + r2 and r < m and r2 < m)
MUTANTS[P6X + 'quot_rem_unique#1'] = lambda: all(
    q == q2 and r == r2 for m, q, r, q2, r2 in R(N5, 5)
    if m * q + r == m * q2 + r2 and r < m)  # h3 dropped

BRUTE[P6X + 'div_mod_char'] = lambda: all(
    q == ndiv(n, m) and r == nmod(n, m) for m, n, q, r in R(N3, 4) if n == m * q + r and r < m)
MUTANTS[P6X + 'div_mod_char#1'] = lambda: all(
    q == ndiv(n, m) and r == nmod(n, m) for m, n, q, r in R(N3, 4) if n == m * q + r)  # h2 dropped

# ======================= Chap7Ex.lean
BRUTE[P7X + 'dvd_a_of_dvd_b_mod'] = lambda: all(
    dvd(d, a) for a, b, d in R(N3, 3) if dvd(d, b) and dvd(d, nmod(a, b)))
MUTANTS[P7X + 'dvd_a_of_dvd_b_mod#1'] = lambda: all(
    dvd(d, a) for a, b, d in R(N3, 3) if dvd(d, nmod(a, b)))  # h1 dropped

BRUTE[P7X + 'Lemma_7_1_10a'] = lambda: all(dvd(n * a, n * b) for a, b, n in R(N3, 3) if dvd(a, b))
MUTANTS[P7X + 'Lemma_7_1_10a#1'] = lambda: all(dvd(n * a, b) for a, b, n in R(N3, 3) if dvd(a, b))  # n * b -> b

BRUTE[P7X + 'Lemma_7_1_10b'] = lambda: all(
    dvd(a, b) for a, b, n in R(N3, 3) if n != 0 and dvd(n * a, n * b))
MUTANTS[P7X + 'Lemma_7_1_10b#1'] = lambda: all(
    dvd(a, b) for a, b, n in R(N3, 3) if dvd(n * a, n * b))  # h1 dropped

BRUTE[P7X + 'Lemma_7_1_10c'] = lambda: all(a == b for a, b in R(N2, 2) if dvd(a, b) and dvd(b, a))
MUTANTS[P7X + 'Lemma_7_1_10c#1'] = lambda: all(a == b for a, b in R(N2, 2) if dvd(a, b))  # h2 dropped


def _ex_7_3_4a(use_h2):
    for m in MS:
        E = list(zelems(m))
        for z1 in E:
            if not all(zadd(m, x, z1) == x for x in E):
                continue
            for z2 in E:
                if use_h2 and not all(zadd(m, x, z2) == x for x in E):
                    continue
                if z1 != z2:
                    return False
    return True


BRUTE[P7X + 'Exercise_7_3_4a'] = lambda: _ex_7_3_4a(True)
MUTANTS[P7X + 'Exercise_7_3_4a#1'] = lambda: _ex_7_3_4a(False)  # h2 dropped

# ======================= Chap6Ex.lean: statements using HTPILib/Chap6.lean definitions
def triple_rec(n):         # 0, 2, 4, then 4 * t k + 6 * t (k + 1) + t (k + 2)
    t = [0, 2, 4]
    while len(t) <= n:
        k = len(t) - 3
        t.append(4 * t[k] + 6 * t[k + 1] + t[k + 2])
    return t[n]


BRUTE[P6X + 'Exercise_6_1_16a1'] = lambda: all(nat_even(n) or nat_odd(n) for n in range(N))
MUTANTS[P6X + 'Exercise_6_1_16a1#1'] = lambda: all(nat_even(n) or nat_odd(n + 1) for n in range(N))  # odd n -> odd (n + 1)

BRUTE[P6X + 'Exercise_6_1_16a2'] = lambda: all(not (nat_even(n) and nat_odd(n)) for n in range(N))
MUTANTS[P6X + 'Exercise_6_1_16a2#1'] = lambda: all(not (nat_even(n) and nat_odd(n + 1)) for n in range(N))  # odd n -> odd (n + 1)

BRUTE[P6X + 'fact_pos'] = lambda: all(fact(n) >= 1 for n in range(N))
MUTANTS[P6X + 'fact_pos#1'] = lambda: all(fact(n) >= 2 for n in range(N))  # ≥ 1 -> ≥ 2

BRUTE[P6X + 'Exercise_6_3_13a'] = lambda: all(
    fact(k ** 2 + n) >= k ** (2 * n) for k in range(7) for n in range(15))
MUTANTS[P6X + 'Exercise_6_3_13a#1'] = lambda: all(
    fact(k ** 2) >= k ** (2 * n) for k in range(7) for n in range(15))  # + n dropped in fact

BRUTE[P6X + 'Exercise_6_3_13b'] = lambda: all(
    fact(n) >= k ** n for k in range(5) for n in range(2 * k ** 2, 2 * k ** 2 + 20))
MUTANTS[P6X + 'Exercise_6_3_13b#1'] = lambda: all(
    fact(n) >= (k + 1) ** n for k in range(5) for n in range(2 * k ** 2, 2 * k ** 2 + 20))  # k -> k + 1

BRUTE[P6X + 'sq_even_iff_even'] = lambda: all(nat_even(n * n) == nat_even(n) for n in range(N))
MUTANTS[P6X + 'sq_even_iff_even#1'] = lambda: all(nat_even(n * n) == nat_even(n + 1) for n in range(N))  # n -> n + 1

BRUTE[P6X + 'Exercise_6_4_8a'] = lambda: all(
    fib(m + n + 1) == fib(m) * fib(n) + fib(m + 1) * fib(n + 1) for m, n in R(N2, 2))
MUTANTS[P6X + 'Exercise_6_4_8a#1'] = lambda: all(
    fib(m + n) == fib(m) * fib(n) + fib(m + 1) * fib(n + 1) for m, n in R(N2, 2))  # m + n + 1 -> m + n

BRUTE[P6X + 'Exercise_6_4_8d'] = lambda: all(dvd(fib(m), fib(m * k)) for m, k in R(N2, 2))
MUTANTS[P6X + 'Exercise_6_4_8d#1'] = lambda: all(dvd(fib(m), fib(m + k)) for m, k in R(N2, 2))  # m * k -> m + k

BRUTE[P6X + 'triple_rec_formula'] = lambda: all(triple_rec(n) == 2 ** n * fib(n) for n in range(N))
MUTANTS[P6X + 'triple_rec_formula#1'] = lambda: all(triple_rec(n) == 2 ** n * fib(n + 1) for n in range(N))  # Fib (n + 1)


# ======================= Chap7Ex.lean: statements using HTPILib/Chap7.lean definitions
def num_rp_below(m, k):    # number of j < k with gcd m j = 1
    return sum(1 for j in range(k) if gcd(m, j) == 1)


def phi(m):
    return num_rp_below(m, m)


def zpow(m, x, n):         # X ^ n in ZMod m (Monoid.npow: X^0 = 1)
    r = cc(m, 1)
    for _ in range(n):
        r = zmul(m, r, x)
    return r


def exists_lin(a, b, n):
    """∃ (s t : ℤ), s * a + t * b = n, for 0 ≤ a, b ≤ 12 and |n| ≤ 12.
    t is solved exactly; the solutions s form a class mod b / gcd (b > 0) or s = n / a
    (b = 0), so s in -13..13 is enough."""
    for s in range(-13, 14):
        rest = n - s * a
        if (rest == 0) if b == 0 else (rest % b == 0):
            return True
    return False


def prime_search(a, b):    # a prime p with p ∣ a ∧ p ∣ b (p ≤ max a b, or p = 2 when a = b = 0)
    return [p for p in range(max(a, b, 2) + 1) if prime(p) and dvd(p, a) and dvd(p, b)]


GOOD_PL = [l for l in LP if nondec_prime_list(l)]   # prime factorizations among the small lists

BRUTE[P7X + 'gcd_comm_lt'] = lambda: all(gcd(a, b) == gcd(b, a) for a, b in R(N2, 2) if a < b)
MUTANTS[P7X + 'gcd_comm_lt#1'] = lambda: all(gcd(a, b) == a for a, b in R(N2, 2) if a < b)  # gcd b a -> a

BRUTE[P7X + 'gcd_comm'] = lambda: all(gcd(a, b) == gcd(b, a) for a, b in R(N2, 2))
MUTANTS[P7X + 'gcd_comm#1'] = lambda: all(gcd(a, b) == gcd(b, a + 1) for a, b in R(N2, 2))  # a -> a + 1

BRUTE[P7X + 'Exercise_7_1_5'] = lambda: all(
    exists_lin(a, b, n) == dvd(gcd(a, b), n) for a, b in R(10, 2) for n in ZS)
MUTANTS[P7X + 'Exercise_7_1_5#1'] = lambda: all(
    exists_lin(a, b, n) == dvd(a + b, n) for a, b in R(10, 2) for n in ZS)  # gcd a b -> a + b

BRUTE[P7X + 'Exercise_7_1_6'] = lambda: all(gcd(a, b) == gcd(a + b * c, b) for a, b, c in R(N3, 3))
MUTANTS[P7X + 'Exercise_7_1_6#1'] = lambda: all(gcd(a, b) == gcd(a + c, b) for a, b, c in R(N3, 3))  # b * c -> c

BRUTE[P7X + 'gcd_is_nonzero'] = lambda: all(gcd(a, b) != 0 for a, b in R(N2, 2) if a != 0 or b != 0)
MUTANTS[P7X + 'gcd_is_nonzero#1'] = lambda: all(gcd(a, b) != 0 for a, b in R(N2, 2))  # h dropped

BRUTE[P7X + 'gcd_greatest'] = lambda: all(
    d <= gcd(a, b) for a, b, d in R(N3, 3) if gcd(a, b) != 0 and dvd(d, a) and dvd(d, b))
MUTANTS[P7X + 'gcd_greatest#1'] = lambda: all(
    d < gcd(a, b) for a, b, d in R(N3, 3) if gcd(a, b) != 0 and dvd(d, a) and dvd(d, b))  # ≤ -> <

BRUTE[P7X + 'Exercise_7_1_10'] = lambda: all(gcd(n * a, n * b) == n * gcd(a, b) for a, b, n in R(N3, 3))
MUTANTS[P7X + 'Exercise_7_1_10#1'] = lambda: all(gcd(n * a, n * b) == gcd(a, b) for a, b, n in R(N3, 3))  # n * dropped

BRUTE[P7X + 'dvd_prime'] = lambda: all(a == 1 or a == p for a, p in R(N, 2) if prime(p) and dvd(a, p))
MUTANTS[P7X + 'dvd_prime#1'] = lambda: all(a == 1 or a == p for a, p in R(N, 2) if dvd(a, p))  # h1 dropped

BRUTE[P7X + 'prod_nonzero_nonzero'] = lambda: all(
    prod(l) != 0 for l in LS if all(a != 0 for a in l))
MUTANTS[P7X + 'prod_nonzero_nonzero#1'] = lambda: all(prod(l) != 0 for l in LS)  # hypothesis dropped

BRUTE[P7X + 'rel_prime_iff_no_common_factor'] = lambda: all(
    rel_prime(a, b) == (not prime_search(a, b)) for a, b in R(N2, 2))
MUTANTS[P7X + 'rel_prime_iff_no_common_factor#1'] = lambda: all(
    rel_prime(a, b) == (not [p for p in range(max(a, b, 2) + 1) if prime(p) and dvd(p, a)])
    for a, b in R(N2, 2))  # p ∣ b dropped

BRUTE[P7X + 'rel_prime_symm'] = lambda: all(rel_prime(b, a) for a, b in R(N2, 2) if rel_prime(a, b))
MUTANTS[P7X + 'rel_prime_symm#1'] = lambda: all(rel_prime(b, a + 1) for a, b in R(N2, 2) if rel_prime(a, b))  # a -> a + 1

# h1 : prime_factorization a l forces a = prod l
BRUTE[P7X + 'in_prime_factorization_iff_prime_factor'] = lambda: all(
    (p in l) == prime_factor(p, prod(l)) for l in GOOD_PL for p in range(N))
MUTANTS[P7X + 'in_prime_factorization_iff_prime_factor#1'] = lambda: all(
    (p in l) == dvd(p, prod(l)) for l in GOOD_PL for p in range(N))  # prime p dropped

BRUTE[P7X + 'Exercise_7_2_5'] = lambda: all(
    rel_prime(prod(l), prod(m)) == (not any(p in m for p in l)) for l in GOOD_PL for m in GOOD_PL)
MUTANTS[P7X + 'Exercise_7_2_5#1'] = lambda: all(
    rel_prime(prod(l), prod(m)) == (not any(p in m for p in l)) for l in GOOD_PL for m in LP)  # h2 dropped (m any list)

BRUTE[P7X + 'Exercise_7_2_6'] = lambda: all(rel_prime(a, b) == exists_lin(a, b, 1) for a, b in R(13, 2))
MUTANTS[P7X + 'Exercise_7_2_6#1'] = lambda: all(rel_prime(a, b) == exists_lin(a, b, 2) for a, b in R(13, 2))  # = 1 -> = 2

BRUTE[P7X + 'Exercise_7_2_7'] = lambda: all(
    rel_prime(a2, b2) for a, b, a2, b2 in R(10, 4) if rel_prime(a, b) and dvd(a2, a) and dvd(b2, b))
MUTANTS[P7X + 'Exercise_7_2_7#1'] = lambda: all(
    rel_prime(a2, b2) for a, b, a2, b2 in R(10, 4) if rel_prime(a, b) and dvd(b2, b))  # h2 dropped

BRUTE[P7X + 'Exercise_7_2_9'] = lambda: all(
    rel_prime(j, k) for a, b, j, k in R(N3, 4)
    if gcd(a, b) != 0 and a == j * gcd(a, b) and b == k * gcd(a, b))
MUTANTS[P7X + 'Exercise_7_2_9#1'] = lambda: all(
    rel_prime(j, k) for a, b, j, k in R(N3, 4)
    if a == j * gcd(a, b) and b == k * gcd(a, b))  # h1 dropped

BRUTE[P7X + 'Exercise_7_2_17a'] = lambda: all(
    dvd(gcd(a, b * c), gcd(a, b) * gcd(a, c)) for a, b, c in R(N3, 3))
MUTANTS[P7X + 'Exercise_7_2_17a#1'] = lambda: all(
    dvd(gcd(a, b * c), gcd(a, b)) for a, b, c in R(N3, 3))  # * gcd a c dropped

BRUTE[P7X + 'congr_trans'] = lambda: all(
    congr_mod(m, a, c) for m in MS for a in ZS3 for b in ZS3 for c in ZS3
    if congr_mod(m, a, b) and congr_mod(m, b, c))
MUTANTS[P7X + 'congr_trans#1'] = lambda: all(
    congr_mod(m, a, c) for m in MS for a in ZS3 for b in ZS3 for c in ZS3
    if congr_mod(m, a, b))  # second hypothesis dropped

BRUTE[P7X + 'Theorem_7_3_6_3'] = lambda: all(zadd(m, x, cc(m, 0)) == x for m in MS for x in zelems(m))
MUTANTS[P7X + 'Theorem_7_3_6_3#1'] = lambda: all(zadd(m, x, cc(m, 1)) == x for m in MS for x in zelems(m))  # [0] -> [1]

BRUTE[P7X + 'Theorem_7_3_6_4'] = lambda: all(
    any(zadd(m, x, y) == cc(m, 0) for y in zelems(m)) for m in MS for x in zelems(m))
MUTANTS[P7X + 'Theorem_7_3_6_4#1'] = lambda: all(
    any(zmul(m, x, y) == cc(m, 1) for y in zelems(m)) for m in MS for x in zelems(m))  # X + Y = [0] -> X * Y = [1]

BRUTE[P7X + 'Exercise_7_3_4b'] = lambda: all(
    y1 == y2 for m in MS for x in zelems(m) for y1 in zelems(m) for y2 in zelems(m)
    if zadd(m, x, y1) == cc(m, 0) and zadd(m, x, y2) == cc(m, 0))
MUTANTS[P7X + 'Exercise_7_3_4b#1'] = lambda: all(
    y1 == y2 for m in MS for x in zelems(m) for y1 in zelems(m) for y2 in zelems(m)
    if zadd(m, x, y1) == cc(m, 0))  # h2 dropped

# m ≤ 8: a * x mod m depends on x mod m, and x in -12..12 covers 0..m-1; for m = 0,
# a * x = b with |b| ≤ 12 and a ≥ 1 needs |x| ≤ 12 (a = 0 makes the hypothesis false)
BRUTE[P7X + 'Theorem_7_3_10'] = lambda: all(
    not any(congr_mod(m, a * x, b) for x in ZS)
    for m in MS for a in range(N3) for b in ZS if not dvd(gcd(m, a), b))
MUTANTS[P7X + 'Theorem_7_3_10#1'] = lambda: all(
    not any(congr_mod(m, a * x, b) for x in ZS)
    for m in MS for a in range(N3) for b in ZS if not dvd(m, b))  # gcd m a -> m

BRUTE[P7X + 'Theorem_7_3_11'] = lambda: all(
    congr_mod(n * m, n * a, n * b) == congr_mod(m, a, b)
    for m in MS for n in range(1, 7) for a in ZS for b in ZS)
MUTANTS[P7X + 'Theorem_7_3_11#1'] = lambda: all(
    congr_mod(n * m, n * a, n * b) == congr_mod(m, a, b)
    for m in MS for n in range(0, 7) for a in ZS for b in ZS)  # h1 (n ≠ 0) dropped

BRUTE[P7X + 'Exercise_7_3_16'] = lambda: all(
    congr_mod(m, a ** n, b ** n) for m in MS for a in ZS for b in ZS if congr_mod(m, a, b)
    for n in range(7))
MUTANTS[P7X + 'Exercise_7_3_16#1'] = lambda: all(
    congr_mod(m, a ** n, b ** n) for m in MS for a in ZS for b in ZS for n in range(7))  # h dropped

# [NeZero m]: m ≥ 1; 0 ≤ a < m bounds the ∃!, so a in -20..39 is exact for m ≤ 8
BRUTE['htpi/Chap7Ex.lean::example:125'] = lambda: all(
    sum(1 for a in range(-20, 40) if 0 <= a < m and x == cc(m, a)) == 1
    for m in range(1, 9) for x in zelems(m))
MUTANTS['htpi/Chap7Ex.lean::example:125#1'] = lambda: all(
    sum(1 for a in range(-20, 40) if 0 <= a and x == cc(m, a)) == 1
    for m in range(1, 9) for x in zelems(m))  # a < m dropped

BRUTE[P7X + 'congr_rel_prime'] = lambda: all(
    rel_prime(m, a) == rel_prime(m, b) for m, a, b in R(N3, 3) if congr_mod(m, a, b))
MUTANTS[P7X + 'congr_rel_prime#1'] = lambda: all(
    rel_prime(m, a) == rel_prime(m, b) for m, a, b in R(N3, 3))  # h1 dropped

BRUTE[P7X + 'rel_prime_mod'] = lambda: all(rel_prime(m, nmod(a, m)) == rel_prime(m, a) for m, a in R(N2, 2))
MUTANTS[P7X + 'rel_prime_mod#1'] = lambda: all(
    rel_prime(m, ndiv(a, m)) == rel_prime(m, a) for m, a in R(N2, 2))  # % -> /

BRUTE[P7X + 'congr_iff_mod_eq_Int'] = lambda: all(
    congr_mod(m, a, b) == (emod(a, m) == emod(b, m)) for m in range(1, 9) for a in ZS for b in ZS)
MUTANTS[P7X + 'congr_iff_mod_eq_Int#1'] = lambda: all(
    congr_mod(m, a, b) == (emod(a, m) == emod(b, m + 1)) for m in range(1, 9) for a in ZS for b in ZS)  # b % (m + 1)

BRUTE[P7X + 'congr_iff_mod_eq_Nat'] = lambda: all(
    congr_mod(m, a, b) == (a % m == b % m) for m in range(1, 9) for a, b in R(N2, 2))
MUTANTS[P7X + 'congr_iff_mod_eq_Nat#1'] = lambda: all(
    congr_mod(m, a, b) == (a // m == b // m) for m in range(1, 9) for a, b in R(N2, 2))  # % -> /

BRUTE[P7X + 'Exercise_7_4_5_Int'] = lambda: all(
    zpow(m, cc(m, a), n) == cc(m, a ** n) for m in MS for a in ZS for n in range(7))
MUTANTS[P7X + 'Exercise_7_4_5_Int#1'] = lambda: all(
    zpow(m, cc(m, a), n) == cc(m, a * n) for m in MS for a in ZS for n in range(7))  # a ^ n -> a * n

BRUTE[P7X + 'Lemma_7_4_6'] = lambda: all(
    rel_prime(a * b, c) == (rel_prime(a, c) and rel_prime(b, c)) for a, b, c in R(N3, 3))
MUTANTS[P7X + 'Lemma_7_4_6#1'] = lambda: all(
    rel_prime(a * b, c) == (rel_prime(a, c) or rel_prime(b, c)) for a, b, c in R(N3, 3))  # ∧ -> ∨

MS1 = range(1, 16)   # [NeZero m]
BRUTE['htpi/Chap7Ex.lean::example:173'] = lambda: all(
    congr_mod(m, pow(a, phi(m) + 1, m), a) for m in MS1 for a in range(N) if rel_prime(m, a))
MUTANTS['htpi/Chap7Ex.lean::example:173#1'] = lambda: all(
    congr_mod(m, pow(a, phi(m) + 1, m), a) for m in MS1 for a in range(N))  # h1 dropped

BRUTE[P7X + 'Like_Exercise_7_4_11'] = lambda: all(
    zmul(m, cc(m, a), cc(m, pow(a, p, m))) == cc(m, 1)
    for m in MS1 for a in range(N) for p in range(N) if rel_prime(m, a) and p + 1 == phi(m))
MUTANTS[P7X + 'Like_Exercise_7_4_11#1'] = lambda: all(
    zmul(m, cc(m, a), cc(m, pow(a, p, m))) == cc(m, 1)
    for m in MS1 for a in range(N) for p in range(N) if rel_prime(m, a) and p + 2 == phi(m))  # p + 1 -> p + 2

BRUTE[P7X + 'Like_Exercise_7_4_12'] = lambda: all(
    congr_mod(m, pow(a, q + phi(m) * k, m), pow(a, q, m))
    for m in range(1, 13) for a in range(N2) for q in range(6) for k in range(4) if rel_prime(m, a))
MUTANTS[P7X + 'Like_Exercise_7_4_12#1'] = lambda: all(
    congr_mod(m, pow(a, q + phi(m) * k, m), pow(a, q, m))
    for m in range(1, 13) for a in range(N2) for q in range(6) for k in range(4))  # h1 dropped

BRUTE[P7X + 'num_rp_prime'] = lambda: all(
    num_rp_below(p, k + 1) == k for p in range(40) if prime(p) for k in range(p))
MUTANTS[P7X + 'num_rp_prime#1'] = lambda: all(
    num_rp_below(p, k + 1) == k + 1 for p in range(40) if prime(p) for k in range(p))  # = k -> = k + 1

BRUTE[P7X + 'three_prime'] = lambda: prime(3)
MUTANTS[P7X + 'three_prime#1'] = lambda: prime(9)  # 3 -> 9

BRUTE[P7X + 'Exercise_7_5_13a'] = lambda: all(
    congr_mod(3, pow(a, 560, 3), 1) for a in range(400) if rel_prime(561, a))
MUTANTS[P7X + 'Exercise_7_5_13a#1'] = lambda: all(
    congr_mod(7, pow(a, 560, 7), 1) for a in range(400) if rel_prime(561, a))  # MOD 3 -> MOD 7

BRUTE[P7X + 'Theorem_7_2_3_Int'] = lambda: all(
    dvd(p, a) or dvd(p, b) for p in range(14) for a in ZS for b in ZS if prime(p) and dvd(p, a * b))
MUTANTS[P7X + 'Theorem_7_2_3_Int#1'] = lambda: all(
    dvd(p, a) or dvd(p, b) for p in range(14) for a in ZS for b in ZS if dvd(p, a * b))  # h1 dropped

BRUTE[P7X + 'Exercise_7_5_14b'] = lambda: all(
    congr_mod(n, b, 1) or congr_mod(n, b, -1)
    for n in range(N) for b in ZS if prime(n) and congr_mod(n, b ** 2, 1))
MUTANTS[P7X + 'Exercise_7_5_14b#1'] = lambda: all(
    congr_mod(n, b, 1) or congr_mod(n, b, -1)
    for n in range(N) for b in ZS if congr_mod(n, b ** 2, 1))  # h1 dropped

# ======================= Chap6.lean
BRUTE[P6 + 'HTPI.Like_Example_6_1_2'] = lambda: all(dvd(3, n ** 3 + 2 * n) for n in range(N))
MUTANTS[P6 + 'HTPI.Like_Example_6_1_2#1'] = lambda: all(dvd(4, n ** 3 + 2 * n) for n in range(N))  # 3 -> 4

BRUTE[P6 + 'HTPI.Example_6_1_3'] = lambda: all(2 ** n > n ** 2 for n in range(5, 60))
MUTANTS[P6 + 'HTPI.Example_6_1_3#1'] = lambda: all(2 ** n > n ** 2 for n in range(3, 60))  # n ≥ 3

BRUTE[P6 + 'HTPI.Example_6_3_1'] = lambda: all(fact(n) > 2 ** n for n in range(4, 40))
MUTANTS[P6 + 'HTPI.Example_6_3_1#1'] = lambda: all(fact(n) > 2 ** n for n in range(3, 40))  # n ≥ 3

BRUTE[P6 + 'HTPI.Example_6_4_1'] = lambda: all(
    any(n == m * q + r and r < m for q in range(n + 1) for r in range(n + 1))
    for m in range(1, N2) for n in range(N2))
MUTANTS[P6 + 'HTPI.Example_6_4_1#1'] = lambda: all(
    any(n == m * q + r and r < m for q in range(n + 1) for r in range(n + 1))
    for m in range(0, N2) for n in range(N2))  # m > 0 -> m ≥ 0

BRUTE[P6 + 'HTPI.exists_eq_add_one_of_ne_zero'] = lambda: all(
    any(n == k + 1 for k in range(N)) for n in range(N) if n != 0)
MUTANTS[P6 + 'HTPI.exists_eq_add_one_of_ne_zero#1'] = lambda: all(
    any(n == k + 1 for k in range(N)) for n in range(N))  # h1 dropped

BRUTE[P6 + 'HTPI.exists_eq_add_two_of_ne_zero_one'] = lambda: all(
    any(n == k + 2 for k in range(N)) for n in range(N) if n != 0 and n != 1)
MUTANTS[P6 + 'HTPI.exists_eq_add_two_of_ne_zero_one#1'] = lambda: all(
    any(n == k + 2 for k in range(N)) for n in range(N) if n != 0)  # h2 dropped

BRUTE[P6 + 'example:140'] = lambda: all(fib(n) < 2 ** n for n in range(N))
MUTANTS[P6 + 'example:140#1'] = lambda: all(fib(n) < n for n in range(N))  # 2 ^ n -> n

BRUTE[P6 + 'HTPI.sq_even_iff_even'] = lambda: all(nat_even(n * n) == nat_even(n) for n in range(N))
MUTANTS[P6 + 'HTPI.sq_even_iff_even#1'] = lambda: all(nat_even(n * n) == nat_odd(n) for n in range(N))  # even -> odd

BRUTE[P6 + 'HTPI.Theorem_6_4_5'] = lambda: not any(
    p * p == 2 * (q * q) and q != 0 for q in range(80) for p in range(120))
MUTANTS[P6 + 'HTPI.Theorem_6_4_5#1'] = lambda: not any(
    p * p == 9 * (q * q) and q != 0 for q in range(80) for p in range(120))  # 2 -> 9

# ======================= Chap7.lean (prefix)
BRUTE[P7 + 'mod_succ_lt'] = lambda: all(nmod(a, n + 1) < n + 1 for a, n in R(N2, 2))
MUTANTS[P7 + 'mod_succ_lt#1'] = lambda: all(nmod(a, n + 1) < n for a, n in R(N2, 2))  # < n

BRUTE[P7 + 'dvd_mod_of_dvd_a_b'] = lambda: all(
    dvd(d, nmod(a, b)) for a, b, d in R(N3, 3) if dvd(d, a) and dvd(d, b))
MUTANTS[P7 + 'dvd_mod_of_dvd_a_b#1'] = lambda: all(
    dvd(d, nmod(a, b)) for a, b, d in R(N3, 3) if dvd(d, a))  # h2 dropped

BRUTE[P7 + 'dvd_a_of_dvd_b_mod'] = lambda: all(
    dvd(d, a) for a, b, d in R(N3, 3) if dvd(d, b) and dvd(d, nmod(a, b)))
MUTANTS[P7 + 'dvd_a_of_dvd_b_mod#1'] = lambda: all(
    dvd(d, a) for a, b, d in R(N3, 3) if dvd(d, b))  # h2 dropped

BRUTE[P7 + 'gcd_base'] = lambda: all(gcd(a, 0) == a for a in range(N))
MUTANTS[P7 + 'gcd_base#1'] = lambda: all(gcd(a, 0) == 0 for a in range(N))  # = a -> = 0

BRUTE[P7 + 'gcd_nonzero'] = lambda: all(gcd(a, b) == gcd(b, nmod(a, b)) for a, b in R(N2, 2) if b != 0)
MUTANTS[P7 + 'gcd_nonzero#1'] = lambda: all(gcd(a, b) == gcd(b, ndiv(a, b)) for a, b in R(N2, 2) if b != 0)  # % -> /

BRUTE[P7 + 'mod_nonzero_lt'] = lambda: all(nmod(a, b) < b for a, b in R(N2, 2) if b != 0)
MUTANTS[P7 + 'mod_nonzero_lt#1'] = lambda: all(nmod(a, b) < b for a, b in R(N2, 2))  # h dropped

BRUTE[P7 + 'dvd_self'] = lambda: all(dvd(n, n) for n in range(N))
MUTANTS[P7 + 'dvd_self#1'] = lambda: all(dvd(n + 1, n) for n in range(N))  # (n + 1) ∣ n

BRUTE[P7 + 'gcd_dvd'] = lambda: all(dvd(gcd(a, b), a) and dvd(gcd(a, b), b) for b, a in R(N2, 2))
MUTANTS[P7 + 'gcd_dvd#1'] = lambda: all(dvd(gcd(a, b), a + 1) and dvd(gcd(a, b), b) for b, a in R(N2, 2))  # a -> a + 1

BRUTE[P7 + 'gcd_dvd_left'] = lambda: all(dvd(gcd(a, b), a) for a, b in R(N2, 2))
MUTANTS[P7 + 'gcd_dvd_left#1'] = lambda: all(dvd(gcd(a, b) + 1, a) for a, b in R(N2, 2))  # gcd + 1

BRUTE[P7 + 'gcd_dvd_right'] = lambda: all(dvd(gcd(a, b), b) for a, b in R(N2, 2))
MUTANTS[P7 + 'gcd_dvd_right#1'] = lambda: all(dvd(gcd(a, b) + 1, b) for a, b in R(N2, 2))  # gcd + 1

BRUTE[P7 + 'gcd_c1_base'] = lambda: all(gcd_c1(a, 0) == 1 for a in range(N))
MUTANTS[P7 + 'gcd_c1_base#1'] = lambda: all(gcd_c1(a, 0) == 0 for a in range(N))  # 1 -> 0

BRUTE[P7 + 'gcd_c1_nonzero'] = lambda: all(
    gcd_c1(a, b) == gcd_c2(b, nmod(a, b)) for a, b in R(N2, 2) if b != 0)
MUTANTS[P7 + 'gcd_c1_nonzero#1'] = lambda: all(
    gcd_c1(a, b) == gcd_c2(b, nmod(a, b)) for a, b in R(N2, 2))  # h dropped

BRUTE[P7 + 'gcd_c2_base'] = lambda: all(gcd_c2(a, 0) == 0 for a in range(N))
MUTANTS[P7 + 'gcd_c2_base#1'] = lambda: all(gcd_c2(a, 0) == 1 for a in range(N))  # 0 -> 1

BRUTE[P7 + 'gcd_c2_nonzero'] = lambda: all(
    gcd_c2(a, b) == gcd_c1(b, nmod(a, b)) - gcd_c2(b, nmod(a, b)) * ndiv(a, b)
    for a, b in R(N2, 2) if b != 0)
MUTANTS[P7 + 'gcd_c2_nonzero#1'] = lambda: all(
    gcd_c2(a, b) == gcd_c1(b, nmod(a, b)) + gcd_c2(b, nmod(a, b)) * ndiv(a, b)
    for a, b in R(N2, 2) if b != 0)  # - -> +

BRUTE[P7 + 'gcd_lin_comb'] = lambda: all(
    gcd_c1(a, b) * a + gcd_c2(a, b) * b == gcd(a, b) for b, a in R(N, 2))
MUTANTS[P7 + 'gcd_lin_comb#1'] = lambda: all(
    gcd_c1(a, b) * a + gcd_c2(a, b) * b == gcd(a, b) + 1 for b, a in R(N, 2))  # + 1

BRUTE[P7 + 'Theorem_7_1_6'] = lambda: all(
    dvd(d, gcd(a, b)) for d, a, b in R(N3, 3) if dvd(d, a) and dvd(d, b))
MUTANTS[P7 + 'Theorem_7_1_6#1'] = lambda: all(
    dvd(d, gcd(a, b)) for d, a, b in R(N3, 3) if dvd(d, a))  # h2 dropped

BRUTE[P7 + 'dvd_trans'] = lambda: all(dvd(a, c) for a, b, c in R(N3, 3) if dvd(a, b) and dvd(b, c))
MUTANTS[P7 + 'dvd_trans#1'] = lambda: all(dvd(a, c) for a, b, c in R(N3, 3) if dvd(a, b) and dvd(c, b))  # b ∣ c -> c ∣ b

# p ∣ n with 2 ≤ n forces p ≤ n, so the search p ≤ n is exact
BRUTE[P7 + 'exists_prime_factor'] = lambda: all(
    any(prime_factor(p, n) for p in range(n + 1)) for n in range(N) if 2 <= n)
MUTANTS[P7 + 'exists_prime_factor#1'] = lambda: all(
    any(prime_factor(p, n) for p in range(n + 1)) for n in range(N) if 1 <= n)  # 2 ≤ n -> 1 ≤ n

BRUTE[P7 + 'exists_least_prime_factor'] = lambda: all(
    any(prime_factor(p, n) and all(p <= q for q in range(n + 1) if prime_factor(q, n))
        for p in range(n + 1)) for n in range(2, N))
MUTANTS[P7 + 'exists_least_prime_factor#1'] = lambda: all(
    any(prime_factor(p, n) and all(p < q for q in range(n + 1) if prime_factor(q, n))
        for p in range(n + 1)) for n in range(2, N))  # ≤ -> <

BRUTE[P7 + 'all_prime_nil'] = lambda: all_prime([])
MUTANTS[P7 + 'all_prime_nil#1'] = lambda: all_prime([4])  # [] -> [4]

BRUTE[P7 + 'all_prime_cons'] = lambda: all(
    all_prime([n] + L) == (prime(n) and all_prime(L)) for n in range(N3) for L in LS)
MUTANTS[P7 + 'all_prime_cons#1'] = lambda: all(
    all_prime([n] + L) == prime(n) for n in range(N3) for L in LS)  # all_prime L dropped

BRUTE[P7 + 'nondec_nil'] = lambda: nondec([])
MUTANTS[P7 + 'nondec_nil#1'] = lambda: nondec([1, 0])  # [] -> [1, 0]

BRUTE[P7 + 'nondec_cons'] = lambda: all(
    nondec([n] + L) == (all(n <= m for m in L) and nondec(L)) for n in range(8) for L in LS)
MUTANTS[P7 + 'nondec_cons#1'] = lambda: all(
    nondec([n] + L) == nondec(L) for n in range(8) for L in LS)  # ∀ m ∈ L, n ≤ m dropped

BRUTE[P7 + 'prod_nil'] = lambda: prod([]) == 1
MUTANTS[P7 + 'prod_nil#1'] = lambda: prod([]) == 0  # 1 -> 0

BRUTE[P7 + 'prod_cons'] = lambda: all(prod([n] + L) == n * prod(L) for n in range(8) for L in LS)
MUTANTS[P7 + 'prod_cons#1'] = lambda: all(prod([n] + L) == n + prod(L) for n in range(8) for L in LS)  # * -> +

BRUTE[P7 + 'list_elt_dvd_prod_by_length'] = lambda: all(
    dvd(a, prod(l)) for a in range(8) for l in LS for n in [len(l), len(l) + 1]
    if len(l) == n and a in l)
MUTANTS[P7 + 'list_elt_dvd_prod_by_length#1'] = lambda: all(
    dvd(prod(l), a) for a in range(8) for l in LS for n in [len(l), len(l) + 1]
    if len(l) == n and a in l)  # a ∣ prod l -> prod l ∣ a

BRUTE[P7 + 'list_elt_dvd_prod'] = lambda: all(dvd(a, prod(l)) for a in range(8) for l in LS if a in l)
MUTANTS[P7 + 'list_elt_dvd_prod#1'] = lambda: all(dvd(a + 1, prod(l)) for a in range(8) for l in LS if a in l)  # a -> a + 1

# for n ≥ 1 every element of a list with product n divides n, and primes are ≥ 2,
# so lists of divisors of n of length ≤ 5 (2^5 > 30) cover every witness
BRUTE[P7 + 'exists_prime_factorization'] = lambda: all(
    any(prime_factorization(n, l) for l in divisor_lists(n, 5)) for n in range(1, N))
MUTANTS[P7 + 'exists_prime_factorization#1'] = lambda: all(
    any(prime_factorization(n, l) for l in (divisor_lists(n, 5) if n >= 1 else lists(range(13), 3)))
    for n in range(0, N))  # n ≥ 1 -> n ≥ 0

BRUTE[P7 + 'Theorem_7_2_2'] = lambda: all(
    dvd(c, b) for a, b, c in R(N3, 3) if dvd(c, a * b) and rel_prime(a, c))
MUTANTS[P7 + 'Theorem_7_2_2#1'] = lambda: all(dvd(c, b) for a, b, c in R(N3, 3) if dvd(c, a * b))  # h2 dropped

BRUTE[P7 + 'le_nonzero_prod_left'] = lambda: all(a <= a * b for a, b in R(N2, 2) if a * b != 0)
MUTANTS[P7 + 'le_nonzero_prod_left#1'] = lambda: all(a <= a * b for a, b in R(N2, 2))  # h dropped

BRUTE[P7 + 'le_nonzero_prod_right'] = lambda: all(b <= a * b for a, b in R(N2, 2) if a * b != 0)
MUTANTS[P7 + 'le_nonzero_prod_right#1'] = lambda: all(b <= a * b for a, b in R(N2, 2))  # h dropped

BRUTE[P7 + 'dvd_prime'] = lambda: all(a == 1 or a == p for a, p in R(N, 2) if prime(p) and dvd(a, p))
MUTANTS[P7 + 'dvd_prime#1'] = lambda: all(a == 1 or a == p for a, p in R(N, 2) if dvd(a, p))  # h1 dropped

BRUTE[P7 + 'rel_prime_of_prime_not_dvd'] = lambda: all(
    rel_prime(a, p) for a, p in R(N, 2) if prime(p) and not dvd(p, a))
MUTANTS[P7 + 'rel_prime_of_prime_not_dvd#1'] = lambda: all(
    rel_prime(a, p) for a, p in R(N, 2) if not dvd(p, a))  # h1 dropped

BRUTE[P7 + 'Theorem_7_2_3'] = lambda: all(
    dvd(p, a) or dvd(p, b) for a, b, p in R(N3 + 2, 3) if prime(p) and dvd(p, a * b))
MUTANTS[P7 + 'Theorem_7_2_3#1'] = lambda: all(
    dvd(p, a) or dvd(p, b) for a, b, p in R(N3 + 2, 3) if dvd(p, a * b))  # h1 dropped

BRUTE[P7 + 'ge_one_of_prod_one'] = lambda: all(a >= 1 for a, b in R(N2, 2) if a * b == 1)
MUTANTS[P7 + 'ge_one_of_prod_one#1'] = lambda: all(a >= 2 for a, b in R(N2, 2) if a * b == 1)  # ≥ 2

BRUTE[P7 + 'eq_one_of_prod_one'] = lambda: all(a == 1 for a, b in R(N2, 2) if a * b == 1)
MUTANTS[P7 + 'eq_one_of_prod_one#1'] = lambda: all(a == 1 for a, b in R(N2, 2) if a * b == 2)  # = 1 -> = 2 in h

BRUTE[P7 + 'eq_one_of_dvd_one'] = lambda: all(n == 1 for n in range(N) if dvd(n, 1))
MUTANTS[P7 + 'eq_one_of_dvd_one#1'] = lambda: all(n == 1 for n in range(N) if dvd(n, 2))  # n ∣ 2

BRUTE[P7 + 'prime_not_one'] = lambda: all(p != 1 for p in range(N) if prime(p))
MUTANTS[P7 + 'prime_not_one#1'] = lambda: all(p != 2 for p in range(N) if prime(p))  # ≠ 2

BRUTE[P7 + 'Theorem_7_2_4'] = lambda: all(
    any(dvd(p, a) for a in l) for p in range(14) for l in LS if prime(p) and dvd(p, prod(l)))
MUTANTS[P7 + 'Theorem_7_2_4#1'] = lambda: all(
    any(dvd(p, a) for a in l) for p in range(14) for l in LS if dvd(p, prod(l)))  # h1 dropped

BRUTE[P7 + 'prime_in_list'] = lambda: all(
    p in l for p in range(14) for l in LP if prime(p) and all_prime(l) and dvd(p, prod(l)))
MUTANTS[P7 + 'prime_in_list#1'] = lambda: all(
    p in l for p in range(14) for l in LP if prime(p) and dvd(p, prod(l)))  # h2 dropped

def _first_le_first(rel):
    # hypotheses h1, h2 filter the pairs (p, l) first; then every pair of survivors is checked
    good = [(p, l) for p in PRIMES_BOX for l in LP if nondec_prime_list([p] + l)]
    return all(rel(p, q) for p, l in good for q, m in good if prod([p] + l) == prod([q] + m))


BRUTE[P7 + 'first_le_first'] = lambda: _first_le_first(lambda p, q: p <= q)
MUTANTS[P7 + 'first_le_first#1'] = lambda: _first_le_first(lambda p, q: p < q)  # ≤ -> <

BRUTE[P7 + 'nondec_prime_list_tail'] = lambda: all(
    nondec_prime_list(l) for p in PRIMES_BOX for l in LP if nondec_prime_list([p] + l))
MUTANTS[P7 + 'nondec_prime_list_tail#1'] = lambda: all(
    nondec_prime_list(l + [p]) for p in PRIMES_BOX for l in LP if nondec_prime_list([p] + l))  # tail -> l ++ [p]

BRUTE[P7 + 'cons_prod_not_one'] = lambda: all(
    prod([p] + l) != 1 for p in PRIMES_BOX for l in LP if nondec_prime_list([p] + l))
MUTANTS[P7 + 'cons_prod_not_one#1'] = lambda: all(
    prod([p] + l) != 1 for p in PRIMES_BOX for l in LP)  # h dropped

BRUTE[P7 + 'list_nil_iff_prod_one'] = lambda: all(
    (l == []) == (prod(l) == 1) for l in LP if nondec_prime_list(l))
MUTANTS[P7 + 'list_nil_iff_prod_one#1'] = lambda: all((l == []) == (prod(l) == 1) for l in LP)  # h dropped

BRUTE[P7 + 'prime_pos'] = lambda: all(p > 0 for p in range(N) if prime(p))
MUTANTS[P7 + 'prime_pos#1'] = lambda: all(p > 2 for p in range(N) if prime(p))  # > 2


def _thm_7_2_5(need_nondec):
    good = [l for l in LP if (nondec_prime_list(l) if need_nondec else all_prime(l))]
    return all(l1 == l2 for l1 in good for l2 in good if prod(l1) == prod(l2))


BRUTE[P7 + 'Theorem_7_2_5'] = lambda: _thm_7_2_5(True)
MUTANTS[P7 + 'Theorem_7_2_5#1'] = lambda: _thm_7_2_5(False)  # nondec dropped from both hypotheses


def _fund_thm(pred):
    # n ≥ 1: every list with product n consists of divisors of n; primes ≥ 2 so length ≤ 5
    for n in range(1, N):
        ws = [l for l in divisor_lists(n, 5) if pred(n, l)]
        if len(ws) != 1:
            return False
    return True


BRUTE[P7 + 'fund_thm_arith'] = lambda: _fund_thm(prime_factorization)
MUTANTS[P7 + 'fund_thm_arith#1'] = lambda: _fund_thm(lambda n, l: all_prime(l) and prod(l) == n)  # nondec dropped

BRUTE[P7 + 'congr_refl'] = lambda: all(congr_mod(m, a, a) for m in MS for a in ZS)
MUTANTS[P7 + 'congr_refl#1'] = lambda: all(congr_mod(m, a, a + 1) for m in MS for a in ZS)  # a + 1

BRUTE[P7 + 'congr_symm'] = lambda: all(
    congr_mod(m, b, a) for m in MS for a in ZS for b in ZS if congr_mod(m, a, b))
MUTANTS[P7 + 'congr_symm#1'] = lambda: all(
    congr_mod(m, b, a + 1) for m in MS for a in ZS for b in ZS if congr_mod(m, a, b))  # a -> a + 1

ZS3 = range(-6, 7)
BRUTE[P7 + 'congr_trans'] = lambda: all(
    congr_mod(m, a, c) for m in MS for a in ZS3 for b in ZS3 for c in ZS3
    if congr_mod(m, a, b) and congr_mod(m, b, c))
MUTANTS[P7 + 'congr_trans#1'] = lambda: all(
    congr_mod(m, a, c + 1) for m in MS for a in ZS3 for b in ZS3 for c in ZS3
    if congr_mod(m, a, b) and congr_mod(m, b, c))  # c -> c + 1

# ZMod (n + 1): elements 0..n, .val is the residue itself
BRUTE[P7 + 'cc_eq_iff_val_eq'] = lambda: all(
    (x == y) == (x == y) for n in range(N3) for x in range(n + 1) for y in range(n + 1))
MUTANTS[P7 + 'cc_eq_iff_val_eq#1'] = lambda: all(
    (x == y) == (x == y + 1) for n in range(N3) for x in range(n + 1) for y in range(n + 1))  # Y.val + 1

BRUTE[P7 + 'val_nat_eq_mod'] = lambda: all(cc(n + 1, k) == k % (n + 1) for n, k in R(N2, 2))
MUTANTS[P7 + 'val_nat_eq_mod#1'] = lambda: all(cc(n + 1, k) == k % (n + 2) for n, k in R(N2, 2))  # n + 2

BRUTE[P7 + 'val_zero'] = lambda: all(cc(n + 1, 0) == 0 for n in range(N))
MUTANTS[P7 + 'val_zero#1'] = lambda: all(cc(n + 1, 1) == 0 for n in range(N))  # [0] -> [1]

BRUTE[P7 + 'cc_rep'] = lambda: all(
    any(x == cc(m, a) for a in range(-30, 31)) for m in MS for x in zelems(m))
MUTANTS[P7 + 'cc_rep#1'] = lambda: all(
    any(x == cc(m, 2 * a) for a in range(-30, 31)) for m in MS for x in zelems(m))  # [a] -> [2 * a]

BRUTE[P7 + 'add_class'] = lambda: all(
    zadd(m, cc(m, a), cc(m, b)) == cc(m, a + b) for m in MS for a in ZS for b in ZS)
MUTANTS[P7 + 'add_class#1'] = lambda: all(
    zadd(m, cc(m, a), cc(m, b)) == cc(m, a * b) for m in MS for a in ZS for b in ZS)  # a + b -> a * b

BRUTE[P7 + 'mul_class'] = lambda: all(
    zmul(m, cc(m, a), cc(m, b)) == cc(m, a * b) for m in MS for a in ZS for b in ZS)
MUTANTS[P7 + 'mul_class#1'] = lambda: all(
    zmul(m, cc(m, a), cc(m, b)) == cc(m, a + b) for m in MS for a in ZS for b in ZS)  # a * b -> a + b

BRUTE[P7 + 'cc_eq_iff_sub_zero'] = lambda: all(
    (cc(m, a) == cc(m, b)) == (cc(m, a - b) == cc(m, 0)) for m in MS for a in ZS for b in ZS)
MUTANTS[P7 + 'cc_eq_iff_sub_zero#1'] = lambda: all(
    (cc(m, a) == cc(m, b)) == (cc(m, a + b) == cc(m, 0)) for m in MS for a in ZS for b in ZS)  # a - b -> a + b

BRUTE[P7 + 'cc_neg_zero_of_cc_zero'] = lambda: all(
    cc(m, -a) == cc(m, 0) for m in MS for a in ZS if cc(m, a) == cc(m, 0))
MUTANTS[P7 + 'cc_neg_zero_of_cc_zero#1'] = lambda: all(
    cc(m, a + 1) == cc(m, 0) for m in MS for a in ZS if cc(m, a) == cc(m, 0))  # -a -> a + 1

BRUTE[P7 + 'cc_neg_zero_iff_cc_zero'] = lambda: all(
    (cc(m, -a) == cc(m, 0)) == (cc(m, a) == cc(m, 0)) for m in MS for a in ZS)
MUTANTS[P7 + 'cc_neg_zero_iff_cc_zero#1'] = lambda: all(
    (cc(m, -a) == cc(m, 0)) == (cc(m, a) == cc(m, 1)) for m in MS for a in ZS)  # [a] = [1]

# ZMod 0 is ℤ, so [a]_0 = a
BRUTE[P7 + 'cc_mod_0'] = lambda: all(cc(0, a) == a for a in ZS)
MUTANTS[P7 + 'cc_mod_0#1'] = lambda: all(cc(0, a) == -a for a in ZS)  # a -> -a

BRUTE[P7 + 'cc_nat_zero_iff_dvd'] = lambda: all(
    (cc(m, k) == cc(m, 0)) == dvd(m, k) for m in MS for k in range(N))
MUTANTS[P7 + 'cc_nat_zero_iff_dvd#1'] = lambda: all(
    (cc(m, k) == cc(m, 0)) == dvd(k, m) for m in MS for k in range(N))  # m ∣ k -> k ∣ m

BRUTE[P7 + 'cc_zero_iff_dvd'] = lambda: all(
    (cc(m, a) == cc(m, 0)) == dvd(m, a) for m in MS for a in ZS)
MUTANTS[P7 + 'cc_zero_iff_dvd#1'] = lambda: all(
    (cc(m, a) == cc(m, 0)) == dvd(m, a + 1) for m in MS for a in ZS)  # a -> a + 1

BRUTE[P7 + 'cc_eq_iff_congr'] = lambda: all(
    (cc(m, a) == cc(m, b)) == congr_mod(m, a, b) for m in MS for a in ZS for b in ZS)
MUTANTS[P7 + 'cc_eq_iff_congr#1'] = lambda: all(
    (cc(m, a) == cc(m, b)) == congr_mod(m, a, b + 1) for m in MS for a in ZS for b in ZS)  # b -> b + 1

BRUTE[P7 + 'mod_nonneg'] = lambda: all(0 <= emod(a, m) for m in MS for a in ZS if m != 0)
MUTANTS[P7 + 'mod_nonneg#1'] = lambda: all(0 < emod(a, m) for m in MS for a in ZS if m != 0)  # ≤ -> <

BRUTE[P7 + 'mod_lt'] = lambda: all(emod(a, m) < m for m in MS for a in ZS if m != 0)
MUTANTS[P7 + 'mod_lt#1'] = lambda: all(emod(a, m) < m - 1 for m in MS for a in ZS if m != 0)  # < m - 1

BRUTE[P7 + 'congr_mod_mod'] = lambda: all(congr_mod(m, a, emod(a, m)) for m in MS for a in ZS)
MUTANTS[P7 + 'congr_mod_mod#1'] = lambda: all(congr_mod(m, a, emod(a, m) + 1) for m in MS for a in ZS)  # + 1


if __name__ == '__main__':
    import os
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from held_out_runner import main
    sys.exit(main(BRUTE, MUTANTS))
