"""Brute forces for the held-out set /work/unseen/u12 (math2001 chapters 6.3-8.1),
written from the Lean definitions of the corpus files.

Each BRUTE function returns True when no assignment in its box violates the
statement (hypotheses act as filters, existentials are searched in the box),
False when a violation is found.  MUTANTS are deliberately wrong variants that
must return False.  Run: python3 brute_force_held_out_u12.py
"""
import itertools
import os
import sys
from fractions import Fraction as Q
from functools import lru_cache
from math import factorial

sys.setrecursionlimit(10000)

N = 30                 # box for ℕ variables (1-2 variables)
N3 = 14                # box for ℕ variables (3 variables)
ZS = range(-12, 13)    # box for ℤ variables (1-3 variables)
Z4 = range(-7, 8)      # box for ℤ variables (4 variables)
# box for ℚ variables: numerators -6..6, denominators 1..4
QS = sorted({Q(a, b) for a in range(-6, 7) for b in range(1, 5)})
# wider box for ℚ existentials
QX = sorted({Q(a, b) for a in range(-40, 41) for b in range(1, 13)})

# ---------------------------------------------------------------- helpers

def dvd(a, b):
    """a ∣ b on ℕ / ℤ (0 ∣ 0 only)."""
    return b == 0 if a == 0 else b % a == 0


def modeq(n, a, b):    # a ≡ b [ZMOD n] := n ∣ a - b
    return dvd(n, a - b)


def prime(p):          # Library/Theory/Prime.lean: 2 ≤ p ∧ ∀ m ∣ p, m = 1 ∨ m = p
    return p >= 2 and all(m == 1 or m == p for m in range(1, p + 1) if dvd(m, p))


def nat_odd(n):        # ∃ k, n = 2 * k + 1
    return n % 2 == 1


def suff_large(P, cmax=20, xmax=60):
    """forall_sufficiently_large x : ℕ, P x  :=  ∃ C, ∀ x ≥ C, P x  (C searched in the box)."""
    return any(all(P(x) for x in range(C, xmax + 1)) for C in range(cmax + 1))


def rec2(x0, x1, step):
    """sequence u 0 = x0, u 1 = x1, u (n + 2) = step(n, u (n + 1), u n)."""
    @lru_cache(maxsize=None)
    def u(n):
        if n == 0:
            return x0
        if n == 1:
            return x1
        return step(n - 2, u(n - 1), u(n - 2))
    return u


def injective(dom, f):
    return all(x1 == x2 for x1 in dom for x2 in dom if f(x1) == f(x2))


def surjective(cod, dom, f):
    img = {f(x) for x in dom}
    return all(y in img for y in cod)


# ---------------------------------------------------------------- C06_03 definitions
a603 = rec2(2, 1, lambda n, u1, u0: u1 + 2 * u0)
F = rec2(1, 1, lambda n, u1, u0: u1 + u0)
d603 = rec2(3, 1, lambda n, u1, u0: 3 * u1 + 5 * u0)
b603 = rec2(0, 1, lambda n, u1, u0: 5 * u1 - 6 * u0)
c603 = rec2(3, 2, lambda n, u1, u0: 4 * u0)
t603 = rec2(5, 7, lambda n, u1, u0: 2 * u1 - u0)
q603 = rec2(1, 2, lambda n, u1, u0: 2 * u1 - u0 + 6 * n + 6)
s603 = rec2(2, 3, lambda n, u1, u0: 2 * u1 + 3 * u0)
p603 = rec2(2, 3, lambda n, u1, u0: 6 * u1 - u0)
r603 = rec2(2, 0, lambda n, u1, u0: 2 * u1 + u0)
assert a603(5) == 31 and F(5) == 8
assert [d603(k) for k in range(2, 8)] == [18, 59, 267, 1096, 4623, 19349]


# ---------------------------------------------------------------- C06_05 pascal
@lru_cache(maxsize=None)
def pascal(a, b):
    if b == 0:
        return 1
    if a == 0:
        return 1
    return pascal(a, b - 1) + pascal(a - 1, b)


assert pascal(2, 4) == 15


# ---------------------------------------------------------------- C06_06 fmod / fdiv / T (file's own defs)
def fmod66(n, d):
    while True:
        if n * d < 0:
            n = n + d
        elif 0 < d * (n - d):
            n = n - d
        elif n == d:
            return 0
        else:
            return n


def fdiv66(n, d):
    acc = 0
    while True:
        if n * d < 0:
            n, acc = n + d, acc - 1
        elif 0 < d * (n - d):
            n, acc = n - d, acc + 1
        elif n == d:
            return acc + 1
        else:
            return acc


assert fmod66(11, 4) == 3 and fdiv66(11, 4) == 2


def T66(n):
    if 0 < n:
        return T66(1 - n) + 2 * n - 1
    if 0 < -n:
        return T66(-n)
    return 0


# ---------------------------------------------------------------- Int.fmod / Int.fdiv (Lean core), Euclid gcd, L, R
def ifmod(a, b):       # Int.fmod: floor remainder, sign of b; fmod a 0 = a
    return a if b == 0 else a % b


def ifdiv(a, b):       # Int.fdiv: floor division; fdiv a 0 = 0
    return 0 if b == 0 else a // b


def egcd(a, b):
    if 0 < b:
        return egcd(b, ifmod(a, b))
    if b < 0:
        return egcd(b, ifmod(a, -b))
    return a if 0 <= a else -a


def L(a, b):
    if 0 < b:
        return R(b, ifmod(a, b))
    if b < 0:
        return R(b, ifmod(a, -b))
    return 1 if 0 <= a else -1


def R(a, b):
    if 0 < b:
        return L(b, ifmod(a, b)) - ifdiv(a, b) * R(b, ifmod(a, b))
    if b < 0:
        return L(b, ifmod(a, -b)) + ifdiv(a, -b) * R(b, ifmod(a, -b))
    return 0


assert egcd(-21, 15) == 3 and L(-21, 15) == 2 and R(-21, 15) == 3
assert L(7, 5) == -2 and R(7, 5) == 3 and egcd(7, 5) == 1

# ---------------------------------------------------------------- C08_01 finite types
MUSK = ['athos', 'porthos', 'aramis']
WHITE = ['meg', 'jack']
f801 = {'athos': 'aramis', 'porthos': 'aramis', 'aramis': 'athos'}.get
g801 = {'athos': 'porthos', 'porthos': 'aramis', 'aramis': 'athos'}.get
h801 = {'athos': 'jack', 'porthos': 'meg', 'aramis': 'jack'}.get
l801 = {'meg': 'aramis', 'jack': 'porthos'}.get
NS = range(N + 1)

BRUTE = {}
MUTANTS = {}

# ================================================================= C06_03
P = 'math2001/C06_03_Two_Step_Induction.lean::'
BRUTE[P + 'example:22'] = lambda: all(a603(n) == 2 ** n + (-1) ** n for n in range(N + 1))
MUTANTS[P + 'example:22#1'] = lambda: all(a603(n) == 2 ** n - (-1) ** n for n in range(N + 1))
BRUTE[P + 'example:25'] = lambda: all(modeq(6, a603(m), 1) or modeq(6, a603(m), 5) for m in range(1, N + 1))
MUTANTS[P + 'example:25#1'] = lambda: all(modeq(6, a603(m), 1) or modeq(6, a603(m), 5) for m in range(0, N + 1))  # drop 1 ≤ m
BRUTE[P + 'example:34'] = lambda: all(F(n) <= 2 ** n for n in range(N + 1))
MUTANTS[P + 'example:34#1'] = lambda: all(F(n) < 2 ** n for n in range(N + 1))
BRUTE[P + 'example:37'] = lambda: all(F(n + 1) ** 2 - F(n + 1) * F(n) - F(n) ** 2 == -(-1) ** n for n in range(N + 1))
MUTANTS[P + 'example:37#1'] = lambda: all(F(n + 1) ** 2 - F(n + 1) * F(n) - F(n) ** 2 == (-1) ** n for n in range(N + 1))
BRUTE[P + 'example:62'] = lambda: suff_large(lambda n: d603(n) >= 4 ** n)
MUTANTS[P + 'example:62#1'] = lambda: suff_large(lambda n: d603(n) >= 5 ** n)
BRUTE[P + 'example:72'] = lambda: all(b603(n) == 3 ** n - 2 ** n for n in range(N + 1))
MUTANTS[P + 'example:72#1'] = lambda: all(b603(n) == 3 ** n - 2 ** (n + 1) + 1 for n in range(N + 1))
BRUTE[P + 'example:79'] = lambda: all(c603(n) == 2 * 2 ** n + (-2) ** n for n in range(N + 1))
MUTANTS[P + 'example:79#1'] = lambda: all(c603(n) == 2 * 2 ** n + 2 ** n for n in range(N + 1))
BRUTE[P + 'example:86'] = lambda: all(t603(n) == 2 * n + 5 for n in range(N + 1))
MUTANTS[P + 'example:86#1'] = lambda: all(t603(n) == 3 * n + 5 for n in range(N + 1))
BRUTE[P + 'example:93'] = lambda: all(q603(n) == n ** 3 + 1 for n in range(N + 1))
MUTANTS[P + 'example:93#1'] = lambda: all(q603(n) == n ** 3 + n for n in range(N + 1))
BRUTE[P + 'example:100'] = lambda: all(modeq(5, s603(m), 2) or modeq(5, s603(m), 3) for m in range(N + 1))
MUTANTS[P + 'example:100#1'] = lambda: all(modeq(5, s603(m), 2) for m in range(N + 1))
BRUTE[P + 'example:107'] = lambda: all(modeq(7, p603(m), 2) or modeq(7, p603(m), 3) for m in range(N + 1))
MUTANTS[P + 'example:107#1'] = lambda: all(modeq(7, p603(m), 2) or modeq(7, p603(m), 4) for m in range(N + 1))
BRUTE[P + 'example:114'] = lambda: suff_large(lambda n: r603(n) >= 2 ** n)
MUTANTS[P + 'example:114#1'] = lambda: suff_large(lambda n: r603(n) >= 3 ** n)
BRUTE[P + 'example:116'] = lambda: suff_large(
    lambda n: Q(4, 10) * Q(16, 10) ** n < F(n) and F(n) < Q(5, 10) * Q(17, 10) ** n)
MUTANTS[P + 'example:116#1'] = lambda: suff_large(
    lambda n: Q(4, 10) * Q(17, 10) ** n < F(n) and F(n) < Q(5, 10) * Q(17, 10) ** n)

# ================================================================= C06_04
P = 'math2001/C06_04_Strong_Induction.lean::'
BRUTE[P + 'F_bound'] = lambda: all(F(n) <= 2 ** n for n in range(N + 1))
MUTANTS[P + 'F_bound#1'] = lambda: all(F(n) <= n + 1 for n in range(N + 1))
BRUTE[P + 'Nat.exists_prime_factor'] = lambda: all(
    any(prime(p) and dvd(p, n) for p in range(N + 1)) for n in range(2, N + 1))
MUTANTS[P + 'Nat.exists_prime_factor#1'] = lambda: all(
    any(prime(p) and dvd(p, n) for p in range(N + 1)) for n in range(0, N + 1) if n != 0)  # 2 ≤ n → n ≠ 0
BRUTE[P + 'Nat.extract_pow_two'] = lambda: all(
    any(nat_odd(x) and n == 2 ** a * x for a in range(8) for x in range(N + 1)) for n in range(1, N + 1))
MUTANTS[P + 'Nat.extract_pow_two#1'] = lambda: all(
    any(nat_odd(x) and n == 3 ** a * x for a in range(8) for x in range(N + 1)) for n in range(1, N + 1))

# ================================================================= C06_05
P = 'math2001/C06_05_Pascal.lean::'
R2 = [(a, b) for a in range(16) for b in range(16)]
BRUTE[P + 'pascal_le'] = lambda: all(pascal(a, b) <= factorial(a + b) for a, b in R2)
MUTANTS[P + 'pascal_le#1'] = lambda: all(pascal(a, b) <= a + b for a, b in R2)
BRUTE[P + 'pascal_eq'] = lambda: all(pascal(a, b) * factorial(a) * factorial(b) == factorial(a + b) for a, b in R2)
MUTANTS[P + 'pascal_eq#1'] = lambda: all(pascal(a, b) * factorial(a) == factorial(a + b) for a, b in R2)
BRUTE[P + 'example:29'] = lambda: all(Q(pascal(a, b)) == Q(factorial(a + b)) / (factorial(a) * factorial(b)) for a, b in R2)
MUTANTS[P + 'example:29#1'] = lambda: all(Q(pascal(a, b)) == Q(factorial(a + b)) / (factorial(a) + factorial(b)) for a, b in R2)
BRUTE[P + 'pascal_symm'] = lambda: all(pascal(m, n) == pascal(n, m) for m, n in R2)
MUTANTS[P + 'pascal_symm#1'] = lambda: all(pascal(m, n) == pascal(n + 1, m) for m, n in R2)
BRUTE[P + 'example:37'] = lambda: all(pascal(a, 1) == a + 1 for a in range(N + 1))
MUTANTS[P + 'example:37#1'] = lambda: all(pascal(a, 2) == a + 2 for a in range(N + 1))

# ================================================================= C06_06
P = 'math2001/C06_06_Division_Algorithm.lean::'
Z2 = [(x, y) for x in ZS for y in ZS]
BRUTE[P + 'fmod_add_fdiv'] = lambda: all(fmod66(n, d) + d * fdiv66(n, d) == n for n, d in Z2)
MUTANTS[P + 'fmod_add_fdiv#1'] = lambda: all(fmod66(n, d) + d * fdiv66(n, d) == n + d for n, d in Z2)
BRUTE[P + 'fmod_nonneg_of_pos'] = lambda: all(0 <= fmod66(n, d) for n, d in Z2 if 0 < d)
MUTANTS[P + 'fmod_nonneg_of_pos#1'] = lambda: all(0 <= fmod66(n, d) for n, d in Z2 if d != 0)
BRUTE[P + 'fmod_lt_of_pos'] = lambda: all(fmod66(n, d) < d for n, d in Z2 if 0 < d)
MUTANTS[P + 'fmod_lt_of_pos#1'] = lambda: all(fmod66(n, d) < d - 1 for n, d in Z2 if 0 < d)
BRUTE[P + 'example:47'] = lambda: all(any(0 <= r < b and modeq(b, a, r) for r in ZS) for a, b in Z2 if 0 < b)
MUTANTS[P + 'example:47#1'] = lambda: all(any(0 < r < b and modeq(b, a, r) for r in ZS) for a, b in Z2 if 0 < b)
BRUTE[P + 'lt_fmod_of_neg'] = lambda: all(d < fmod66(n, d) for n, d in Z2 if d < 0)
MUTANTS[P + 'lt_fmod_of_neg#1'] = lambda: all(d < fmod66(n, d) for n, d in Z2 if d <= 0)
BRUTE[P + 'T_eq'] = lambda: all(T66(n) == n ** 2 for n in ZS)
MUTANTS[P + 'T_eq#1'] = lambda: all(T66(n) == n ** 2 + n for n in ZS)


def _uniq(strict=True):
    for a in Z4:
        for b in Z4:
            if not 0 < b:
                continue
            for r in Z4:
                hr = 0 <= r < b and modeq(b, a, r)
                if not hr:
                    continue
                for s in Z4:
                    hs = (0 <= s < b if strict else 0 <= s <= b) and modeq(b, a, s)
                    if hs and r != s:
                        return False
    return True


BRUTE[P + 'uniqueness'] = lambda: _uniq(True)
MUTANTS[P + 'uniqueness#1'] = lambda: _uniq(False)   # s < b weakened to s ≤ b
BRUTE[P + 'example:69'] = lambda: all(
    sum(1 for r in ZS if 0 <= r < b and modeq(b, a, r)) == 1 for a, b in Z2 if 0 < b)
MUTANTS[P + 'example:69#1'] = lambda: all(
    sum(1 for r in ZS if 0 <= r <= b and modeq(b, a, r)) == 1 for a, b in Z2 if 0 < b)

# ================================================================= C06_07 (namespace Euclid) and Library/Theory/GCD.lean
Z3 = [(x, y, z) for x in ZS for y in ZS for z in ZS]


def gcd_family(P, ns, extra=True):
    BRUTE[P + ns + 'lower_bound_fmod1'] = lambda: all(-b < ifmod(a, b) for a, b in Z2 if 0 < b)
    MUTANTS[P + ns + 'lower_bound_fmod1#1'] = lambda: all(0 < ifmod(a, b) for a, b in Z2 if 0 < b)
    BRUTE[P + ns + 'lower_bound_fmod2'] = lambda: all(b < ifmod(a, -b) for a, b in Z2 if b < 0)
    MUTANTS[P + ns + 'lower_bound_fmod2#1'] = lambda: all(0 < ifmod(a, -b) for a, b in Z2 if b < 0)
    BRUTE[P + ns + 'upper_bound_fmod2'] = lambda: all(ifmod(a, -b) < -b for a, b in Z2 if b < 0)
    MUTANTS[P + ns + 'upper_bound_fmod2#1'] = lambda: all(ifmod(a, -b) < -b - 1 for a, b in Z2 if b < 0)
    BRUTE[P + ns + 'gcd_nonneg'] = lambda: all(0 <= egcd(a, b) for a, b in Z2)
    MUTANTS[P + ns + 'gcd_nonneg#1'] = lambda: all(0 < egcd(a, b) for a, b in Z2)
    BRUTE[P + ns + 'gcd_dvd_right'] = lambda: all(dvd(egcd(a, b), b) for a, b in Z2)
    MUTANTS[P + ns + 'gcd_dvd_right#1'] = lambda: all(dvd(egcd(a, b), b + 1) for a, b in Z2)
    BRUTE[P + ns + 'gcd_dvd_left'] = lambda: all(dvd(egcd(a, b), a) for a, b in Z2)
    MUTANTS[P + ns + 'gcd_dvd_left#1'] = lambda: all(dvd(egcd(a, b) + 1, a) for a, b in Z2)
    lname = ns + ('L_mul_add_R_mul' if extra else 'Bezout.L_mul_add_R_mul')
    BRUTE[P + lname] = lambda: all(L(a, b) * a + R(a, b) * b == egcd(a, b) for a, b in Z2)
    MUTANTS[P + lname + '#1'] = lambda: all(L(a, b) * a - R(a, b) * b == egcd(a, b) for a, b in Z2)
    BRUTE[P + ns + 'bezout'] = lambda: all(
        any(x * a + y * b == egcd(a, b) for x in ZS for y in ZS) for a, b in Z2)
    MUTANTS[P + ns + 'bezout#1'] = lambda: all(
        any(x * a + y * b == egcd(a, b) + 1 for x in ZS for y in ZS) for a, b in Z2)
    if extra:
        BRUTE[P + ns + 'upper_bound_fmod1'] = lambda: all(ifmod(a, b) < b for a, b in Z2 if 0 < b)
        MUTANTS[P + ns + 'upper_bound_fmod1#1'] = lambda: all(ifmod(a, b) < b for a, b in Z2 if 0 <= b)
        BRUTE[P + ns + 'gcd_dvd'] = lambda: all(dvd(egcd(a, b), b) and dvd(egcd(a, b), a) for a, b in Z2)
        MUTANTS[P + ns + 'gcd_dvd#1'] = lambda: all(dvd(egcd(a, b), b) and dvd(egcd(a, b), a + 1) for a, b in Z2)
        BRUTE[P + ns + 'gcd_maximal'] = lambda: all(dvd(d, egcd(a, b)) for d, a, b in Z3 if dvd(d, a) and dvd(d, b))
        MUTANTS[P + ns + 'gcd_maximal#1'] = lambda: all(dvd(d, egcd(a, b)) for d, a, b in Z3 if dvd(d, a))


gcd_family('math2001/C06_07_Euclidean_Algorithm.lean::', 'Euclid.', True)
gcd_family('math2001/Library/Theory/GCD.lean::', '', False)

# ================================================================= C07_01
P = 'math2001/C07_01_Infinitely_Many_Primes.lean::'
BRUTE[P + 'example:11'] = lambda: all(any(prime(p) for p in range(Nn, 200)) for Nn in range(N + 1))
MUTANTS[P + 'example:11#1'] = lambda: all(any(prime(p) for p in range(Nn, Nn + 2)) for Nn in range(N + 1))   # add p ≤ N + 1

# ================================================================= C07_02
P = 'math2001/C07_02_Euclid_Lemma.lean::'
BRUTE[P + 'gauss_lemma'] = lambda: all(dvd(d, b) for d, a, b in Z3 if dvd(d, a * b) and egcd(a, d) == 1)
MUTANTS[P + 'gauss_lemma#1'] = lambda: all(dvd(d, b) for d, a, b in Z3 if dvd(d, a * b))
N3S = [(a, b, p) for a in range(N3 + 1) for b in range(N3 + 1) for p in range(N3 + 1)]
BRUTE[P + 'euclid_lemma'] = lambda: all(dvd(p, a) or dvd(p, b) for a, b, p in N3S if prime(p) and dvd(p, a * b))
MUTANTS[P + 'euclid_lemma#1'] = lambda: all(dvd(p, a) or dvd(p, b) for a, b, p in N3S if p >= 2 and dvd(p, a * b))
BRUTE[P + 'euclid_lemma_pow'] = lambda: all(
    dvd(p, a) for a in range(N3 + 1) for k in range(8) for p in range(N3 + 1) if prime(p) and 1 <= k and dvd(p, a ** k))
MUTANTS[P + 'euclid_lemma_pow#1'] = lambda: all(
    dvd(p, a) for a in range(N3 + 1) for k in range(8) for p in range(N3 + 1) if p >= 2 and 1 <= k and dvd(p, a ** k))   # Prime p weakened to 2 ≤ p

# ================================================================= C07_03
P = 'math2001/C07_03_Sqrt_Two.lean::'
NN = [(x, y) for x in range(60) for y in range(60)]
BRUTE[P + 'irrat_aux_wf'] = lambda: all(k < b for b, k in NN if k != 0 and b ** 2 == 2 * k ** 2)
MUTANTS[P + 'irrat_aux_wf#1'] = lambda: all(k < b for b, k in NN if b ** 2 == 2 * k ** 2)   # drop k ≠ 0
BRUTE[P + 'irrat_aux'] = lambda: all(a ** 2 != 2 * b ** 2 for a, b in NN if b != 0)
MUTANTS[P + 'irrat_aux#1'] = lambda: all(a ** 2 != 2 * b ** 2 + 1 for a, b in NN if b != 0)
BRUTE[P + 'example:19'] = lambda: not any(b != 0 and a ** 2 == 2 * b ** 2 for a, b in NN)
MUTANTS[P + 'example:19#1'] = lambda: not any(b != 0 and a ** 2 == 4 * b ** 2 for a, b in NN)
ZW = range(-40, 41)
BRUTE[P + 'example:22'] = lambda: not any(b != 0 and b ** 2 == 2 * a ** 2 for a in ZW for b in ZW)
MUTANTS[P + 'example:22#1'] = lambda: not any(b ** 2 == 2 * a ** 2 for a in ZW for b in ZW)   # drop b ≠ 0

# ================================================================= C08_01
P = 'math2001/C08_01_Injective_Surjective.lean::'
s801 = lambda a: 3 * a + 2
BRUTE[P + 'example:45'] = lambda: surjective(QS, QX, s801)
MUTANTS[P + 'example:45#1'] = lambda: surjective(QS, QX, lambda a: 3 * a * a + 2)
BRUTE[P + 'example:66'] = lambda: not injective(MUSK, f801)
MUTANTS[P + 'example:66#1'] = lambda: not injective(MUSK, g801)
BRUTE[P + 'example:69'] = lambda: not surjective(MUSK, MUSK, f801)
MUTANTS[P + 'example:69#1'] = lambda: not surjective(MUSK, MUSK, g801)
BRUTE[P + 'example:73'] = lambda: not surjective(MUSK, MUSK, f801)
MUTANTS[P + 'example:73#1'] = lambda: not surjective(MUSK, MUSK, g801)
BRUTE[P + 'example:82'] = lambda: injective(MUSK, g801)
MUTANTS[P + 'example:82#1'] = lambda: injective(MUSK, f801)
BRUTE[P + 'example:85'] = lambda: surjective(MUSK, MUSK, g801)
MUTANTS[P + 'example:85#1'] = lambda: surjective(MUSK, MUSK, f801)
BRUTE[P + 'example:94'] = lambda: injective(QS, lambda x: x - 12)
MUTANTS[P + 'example:94#1'] = lambda: injective(QS, lambda x: x * x - 12)
BRUTE[P + 'example:96'] = lambda: not injective(QS, lambda x: x - 12)
BRUTE[P + 'example:103'] = lambda: injective(QS, lambda x: 3 * x - 1)
MUTANTS[P + 'example:103#1'] = lambda: injective(QS, lambda x: 0 * x - 1)
BRUTE[P + 'example:105'] = lambda: not injective(QS, lambda x: 3 * x - 1)
BRUTE[P + 'example:108'] = lambda: injective(ZS, lambda x: 3 * x - 1)
MUTANTS[P + 'example:108#1'] = lambda: injective(ZS, lambda x: 3 * x * x - 1)
BRUTE[P + 'example:110'] = lambda: not injective(ZS, lambda x: 3 * x - 1)
BRUTE[P + 'example:118'] = lambda: surjective(ZS, ZS, lambda x: 2 * x)
BRUTE[P + 'example:120'] = lambda: not surjective(ZS, ZS, lambda x: 2 * x)
MUTANTS[P + 'example:120#1'] = lambda: not surjective(ZS, ZS, lambda x: 1 * x)
BRUTE[P + 'example:122'] = lambda: surjective(NS, NS, lambda n: n ** 2)
BRUTE[P + 'example:124'] = lambda: not surjective(NS, NS, lambda n: n ** 2)
MUTANTS[P + 'example:124#1'] = lambda: not surjective(NS, NS, lambda n: n ** 1)
BRUTE[P + 'example:138'] = lambda: injective(MUSK, h801)
BRUTE[P + 'example:140'] = lambda: not injective(MUSK, h801)
MUTANTS[P + 'example:140#1'] = lambda: not injective(WHITE, l801)
BRUTE[P + 'example:142'] = lambda: surjective(WHITE, MUSK, h801)
MUTANTS[P + 'example:142#1'] = lambda: surjective(MUSK, WHITE, l801)
BRUTE[P + 'example:144'] = lambda: not surjective(WHITE, MUSK, h801)
BRUTE[P + 'example:151'] = lambda: injective(WHITE, l801)
MUTANTS[P + 'example:151#1'] = lambda: injective(MUSK, h801)
BRUTE[P + 'example:153'] = lambda: not injective(WHITE, l801)
BRUTE[P + 'example:156'] = lambda: surjective(MUSK, WHITE, l801)
BRUTE[P + 'example:158'] = lambda: not surjective(MUSK, WHITE, l801)
MUTANTS[P + 'example:158#1'] = lambda: not surjective(WHITE, MUSK, h801)


if __name__ == '__main__':
    import os
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from held_out_runner import main
    sys.exit(main(BRUTE, MUTANTS))
