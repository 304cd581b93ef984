"""Brute forces for the held-out set /work/unseen/u11 (written from the Lean definitions).

Each BRUTE function returns True when no assignment in its box violates the
statement (hypotheses act as filters, existentials are searched in the box),
False when a violation is found.  MUTANTS are deliberately wrong variants that
must return False.  Run: python3 brute_force_held_out_u11.py
Plain Python 3.11, standard library only.
"""
import itertools
import math
import os
import sys
from fractions import Fraction as Q
from functools import lru_cache

N = 30                 # box for one or two ℕ variables
ZS = range(-12, 13)    # box for ℤ variables

# ---------------------------------------------------------------- helpers


def nsub(a, b):            # ℕ subtraction truncates at 0
    return a - b if a >= b else 0


def ndiv(a, b):            # ℕ division floors, x / 0 = 0
    return a // b if b != 0 else 0


def fact(n):
    return math.factorial(n)


def is_prime(n):
    if n < 2:
        return False
    i = 2
    while i * i <= n:
        if n % i == 0:
            return False
        i += 1
    return True


def ceil_q(q):             # ⌈q⌉ for a Fraction
    return -((-q.numerator) // q.denominator)


def floor_q(q):            # ⌊q⌋ for a Fraction
    return q.numerator // q.denominator


def nat_log(b, n):         # Nat.log b n: largest k with b ^ k ≤ n (0 when b ≤ 1 or n = 0)
    if b <= 1 or n == 0:
        return 0
    k = 0
    while b ** (k + 1) <= n:
        k += 1
    return k


def multiplicity(p, n):    # largest k with p ^ k ∣ n (n ≠ 0, p > 1)
    k = 0
    while n % (p ** (k + 1)) == 0:
        k += 1
    return k


def lists(elems, maxlen):
    for n in range(maxlen + 1):
        for t in itertools.product(elems, repeat=n):
            yield list(t)


def subsets(xs):
    xs = list(xs)
    for r in range(len(xs) + 1):
        for c in itertools.combinations(xs, r):
            yield frozenset(c)


# integer / rational polynomials as coefficient lists (index = degree)
def ptrim(p):
    p = list(p)
    while p and p[-1] == 0:
        p.pop()
    return p


def padd(p, q):
    n = max(len(p), len(q))
    return ptrim([(p[i] if i < len(p) else 0) + (q[i] if i < len(q) else 0) for i in range(n)])


def pmul(p, q):
    if not p or not q:
        return []
    r = [0] * (len(p) + len(q) - 1)
    for i, a in enumerate(p):
        for j, b in enumerate(q):
            r[i + j] += a * b
    return ptrim(r)


def xpow(k):
    return [0] * k + [1]


def pnat_degree(p):        # natDegree (0 for the zero polynomial)
    p = ptrim(p)
    return len(p) - 1 if p else 0


def pcoeff(p, j):
    return p[j] if j < len(p) else 0


def peval(p, x):
    r = 0
    for c in reversed(p):
        r = r * x + c
    return r


def pmod(p, d):
    """remainder of p by d (d ≠ 0) over ℚ; Fractions, exact"""
    p = [Q(c) for c in ptrim(p)]
    d = [Q(c) for c in ptrim(d)]
    while len(p) >= len(d) and p:
        f = p[-1] / d[-1]
        s = len(p) - len(d)
        for i, c in enumerate(d):
            p[s + i] -= f * c
        p = ptrim(p)
    return p


def pdvd_int(d, p):
    """d ∣ p in ℤ[X], d monic: the ℤ-quotient exists iff the remainder is 0"""
    assert ptrim(d)[-1] == 1
    p = ptrim(p)
    d = ptrim(d)
    while len(p) >= len(d) and p:
        f = p[-1]                   # d monic: integer quotient coefficient
        s = len(p) - len(d)
        p = list(p)
        for i, c in enumerate(d):
            p[s + i] -= f * c
        p = ptrim(p)
    return not p


def pdvd_field(d, p):      # d ∣ p in a field of characteristic 0 (ℚ ⊆ ℂ), integer input
    return not pmod(p, d)


# ---------------------------------------------------------------- compfiles
C75P1 = 'compfiles/Usa1975P1.lean'
C75P3 = 'compfiles/Usa1975P3.lean'
C75P5 = 'compfiles/Usa1975P5.lean'
C76P1 = 'compfiles/Usa1976P1.lean'
C76P3 = 'compfiles/Usa1976P3.lean'
C77P1 = 'compfiles/Usa1977P1.lean'
C78P3 = 'compfiles/Usa1978P3.lean'

BRUTE = {}
MUTANTS = {}

# --- Usa1975P1 (top-level snip lemmas; `Prime` on ℕ, `log` is Nat.log)


def _mult_fact(lo=1, use_hyp=True):
    for p in range(2, 14):
        if not is_prime(p):
            continue
        for n in range(0, 21):
            for b in range(0, 9):
                if use_hyp and not (nat_log(p, n) < b):
                    continue
                lhs = multiplicity(p, fact(n))
                rhs = sum(n // p ** i for i in range(lo, b))
                if lhs != rhs:
                    return False
    return True


BRUTE[C75P1 + '::Nat.Prime.multiplicity_factorial'] = lambda: _mult_fact()
MUTANTS[C75P1 + '::Nat.Prime.multiplicity_factorial#1'] = lambda: _mult_fact(lo=2)           # Ico 1 b -> Ico 2 b
MUTANTS[C75P1 + '::Nat.Prime.multiplicity_factorial#2'] = lambda: _mult_fact(use_hyp=False)  # drop log p n < b

# (a / b : ℕ) = ⌊(a : ℝ) / b⌋   (ℝ only as the target of casts; a / 0 = 0 in ℝ too)
BRUTE[C75P1 + '::Int.div_eq_floor'] = lambda: all(
    ndiv(a, b) == (floor_q(Q(a, b)) if b else 0) for a in range(N) for b in range(N))
MUTANTS[C75P1 + '::Int.div_eq_floor#1'] = lambda: all(                                      # floor -> ceil
    ndiv(a, b) == (ceil_q(Q(a, b)) if b else 0) for a in range(N) for b in range(N))


def trun_ceil(q):          # trunCeil x = ⌈x⌉ - 1
    return ceil_q(q) - 1


BRUTE[C75P1 + '::cases'] = lambda: all(
    trun_ceil(Q(3 * a + b + 4, 5)) + trun_ceil(Q(3 * b + a + 4, 5)) <= a + b
    for a in range(5) for b in range(5))
MUTANTS[C75P1 + '::cases#1'] = lambda: all(                                                  # ≤ a + b - 1
    trun_ceil(Q(3 * a + b + 4, 5)) + trun_ceil(Q(3 * b + a + 4, 5)) <= a + b - 1
    for a in range(5) for b in range(5))


def _p1b(k=5):
    for m in range(8):
        for n in range(8):
            d = fact(m) * fact(n) * fact(3 * m + n) * fact(3 * n + m)
            if (fact(k * m) * fact(k * n)) % d != 0:
                return False
    return True


BRUTE[C75P1 + '::Usa1975P1.usa1975_p1b'] = lambda: _p1b()
MUTANTS[C75P1 + '::Usa1975P1.usa1975_p1b#1'] = lambda: _p1b(4)                               # (5m)!(5n)! -> (4m)!(4n)!

# --- Usa1975P3 (ℝ[X] built from casts of naturals: integer coefficients, exact)


def prod_x_sub(m):         # ∏ i ∈ range m, (X - C i)
    p = [1]
    for i in range(m):
        p = pmul(p, [-i, 1])
    return p


BRUTE[C75P3 + '::Usa1975P3.natDegree_prod_X_sub_C'] = lambda: all(
    pnat_degree(prod_x_sub(m)) == m for m in range(12))
MUTANTS[C75P3 + '::Usa1975P3.natDegree_prod_X_sub_C#1'] = lambda: all(                       # = m + 1
    pnat_degree(prod_x_sub(m)) == m + 1 for m in range(12))
BRUTE[C75P3 + '::Usa1975P3.prod_range_add_one_cast'] = lambda: all(
    math.prod(i + 1 for i in range(m)) == fact(m) for m in range(N))
MUTANTS[C75P3 + '::Usa1975P3.prod_range_add_one_cast#1'] = lambda: all(                      # i + 1 -> i + 2
    math.prod(i + 2 for i in range(m)) == fact(m) for m in range(N))
BRUTE[C75P3 + '::Usa1975P3.eval_prod_X_sub_C_neg_one'] = lambda: all(
    peval(prod_x_sub(m), -1) == (-1) ** m * fact(m) for m in range(12))
MUTANTS[C75P3 + '::Usa1975P3.eval_prod_X_sub_C_neg_one#1'] = lambda: all(                    # drop (-1)^m
    peval(prod_x_sub(m), -1) == fact(m) for m in range(12))
BRUTE[C75P3 + '::Usa1975P3.eval_prod_X_sub_C_self'] = lambda: all(
    peval(prod_x_sub(m), m) == fact(m) for m in range(12))
MUTANTS[C75P3 + '::Usa1975P3.eval_prod_X_sub_C_self#1'] = lambda: all(                       # eval at m + 1
    peval(prod_x_sub(m), m + 1) == fact(m) for m in range(12))

# --- Usa1975P5
N5 = 9    # n ≤ 9: aceSets 9 has 84 elements, subsets of Icc 1 n up to 512


def ace_sets(n):
    return [frozenset(c) for c in itertools.combinations(range(1, n + 1), 3)]


def reflect(n, x):
    return nsub(n + 1, x)


def minD(S):
    return min(S) if S else 0


def maxD(S):
    return max(S) if S else 0


def mid(S):
    return sum(S) - minD(S) - maxD(S)


def img(n, S):
    return frozenset(reflect(n, x) for x in S)


def icc(a, b):
    return set(range(a, b + 1))


def _allsub(n):            # all S with S ⊆ Icc 1 n
    return subsets(range(1, n + 1))


BRUTE[C75P5 + '::Usa1975P5.card_aceSets'] = lambda: all(len(ace_sets(n)) == math.comb(n, 3) for n in range(15))
MUTANTS[C75P5 + '::Usa1975P5.card_aceSets#1'] = lambda: all(len(ace_sets(n)) == math.comb(n, 2) for n in range(15))
BRUTE[C75P5 + '::Usa1975P5.nonempty_of_mem_aceSets'] = lambda: all(
    len(S) > 0 for n in range(N5 + 1) for S in _allsub(n) if S in set(ace_sets(n)))
# mutant: hypothesis S ∈ aceSets n replaced by S ⊆ Icc 1 n (∅ qualifies)
MUTANTS[C75P5 + '::Usa1975P5.nonempty_of_mem_aceSets#1'] = lambda: all(
    len(S) > 0 for n in range(N5 + 1) for S in _allsub(n))
BRUTE[C75P5 + '::Usa1975P5.reflect_mem'] = lambda: all(
    reflect(n, x) in icc(1, n) for n in range(N) for x in range(N + 2) if x in icc(1, n))
MUTANTS[C75P5 + '::Usa1975P5.reflect_mem#1'] = lambda: all(                                   # Icc 0 n
    reflect(n, x) in icc(1, n) for n in range(N) for x in range(N + 2) if x in icc(0, n))
BRUTE[C75P5 + '::Usa1975P5.reflect_injOn'] = lambda: all(
    x == y for n in range(N) for x in range(n + 1) for y in range(n + 1) if reflect(n, x) == reflect(n, y))
MUTANTS[C75P5 + '::Usa1975P5.reflect_injOn#1'] = lambda: all(                                 # {x | x ≤ n + 2}
    x == y for n in range(N) for x in range(n + 3) for y in range(n + 3) if reflect(n, x) == reflect(n, y))
BRUTE[C75P5 + '::Usa1975P5.reflect_reflect'] = lambda: all(
    reflect(n, reflect(n, x)) == x for n in range(N) for x in range(N + 3) if x <= n)
MUTANTS[C75P5 + '::Usa1975P5.reflect_reflect#1'] = lambda: all(                               # drop x ≤ n
    reflect(n, reflect(n, x)) == x for n in range(N) for x in range(N + 3))
BRUTE[C75P5 + '::Usa1975P5.min_image_reflect'] = lambda: all(
    minD(img(n, S)) == n + 1 - maxD(S) for n in range(N5 + 1) for S in _allsub(n) if S)
MUTANTS[C75P5 + '::Usa1975P5.min_image_reflect#1'] = lambda: all(                             # drop S.Nonempty
    minD(img(n, S)) == n + 1 - maxD(S) for n in range(N5 + 1) for S in _allsub(n))
BRUTE[C75P5 + '::Usa1975P5.max_image_reflect'] = lambda: all(
    maxD(img(n, S)) == n + 1 - minD(S) for n in range(N5 + 1) for S in _allsub(n) if S)
MUTANTS[C75P5 + '::Usa1975P5.max_image_reflect#1'] = lambda: all(                             # n + 1 -> n
    maxD(img(n, S)) == n - minD(S) for n in range(N5 + 1) for S in _allsub(n) if S)
BRUTE[C75P5 + '::Usa1975P5.sum_image_reflect'] = lambda: all(
    sum(img(n, S)) == 3 * (n + 1) - sum(S) for n in range(N5 + 1) for S in _allsub(n) if len(S) == 3)
MUTANTS[C75P5 + '::Usa1975P5.sum_image_reflect#1'] = lambda: all(                             # card 3 -> card 2
    sum(img(n, S)) == 3 * (n + 1) - sum(S) for n in range(N5 + 1) for S in _allsub(n) if len(S) == 2)
BRUTE[C75P5 + '::Usa1975P5.mid_image_reflect'] = lambda: all(
    mid(img(n, S)) == n + 1 - mid(S) for n in range(N5 + 1) for S in ace_sets(n))
MUTANTS[C75P5 + '::Usa1975P5.mid_image_reflect#1'] = lambda: all(                             # n + 1 -> n
    mid(img(n, S)) == n - mid(S) for n in range(N5 + 1) for S in ace_sets(n))
BRUTE[C75P5 + '::Usa1975P5.image_mem_aceSets'] = lambda: all(
    img(n, S) in set(ace_sets(n)) for n in range(N5 + 1) for S in ace_sets(n))
MUTANTS[C75P5 + '::Usa1975P5.image_mem_aceSets#1'] = lambda: all(                             # reflect (n + 1)
    img(n + 1, S) in set(ace_sets(n)) for n in range(N5 + 1) for S in ace_sets(n))
BRUTE[C75P5 + '::Usa1975P5.image_image_reflect'] = lambda: all(
    img(n, img(n, S)) == S for n in range(N5 + 1) for S in ace_sets(n))
MUTANTS[C75P5 + '::Usa1975P5.image_image_reflect#1'] = lambda: all(                           # outer reflect (n + 1)
    img(n + 1, img(n, S)) == S for n in range(N5 + 1) for S in ace_sets(n))
BRUTE[C75P5 + '::Usa1975P5.image_reflect_injOn'] = lambda: all(
    S1 == S2 for n in range(N5 + 1) for S1 in ace_sets(n) for S2 in ace_sets(n) if img(n, S1) == img(n, S2))
# mutant: the map S ↦ image (fun x => min x (n + 1 - x)) S is not injective on aceSets n
MUTANTS[C75P5 + '::Usa1975P5.image_reflect_injOn#1'] = lambda: all(
    S1 == S2 for n in range(N5 + 1) for S1 in ace_sets(n) for S2 in ace_sets(n)
    if frozenset(min(x, n + 1 - x) for x in S1) == frozenset(min(x, n + 1 - x) for x in S2))
BRUTE[C75P5 + '::Usa1975P5.image_reflect_aceSets'] = lambda: all(
    {img(n, S) for S in ace_sets(n)} == set(ace_sets(n)) for n in range(N5 + 1))
MUTANTS[C75P5 + '::Usa1975P5.image_reflect_aceSets#1'] = lambda: all(                         # reflect (n + 1)
    {img(n + 1, S) for S in ace_sets(n)} == set(ace_sets(n)) for n in range(N5 + 1))
BRUTE[C75P5 + '::Usa1975P5.sum_mid_image_reflect'] = lambda: all(
    sum(mid(img(n, S)) for S in ace_sets(n)) == sum(mid(S) for S in ace_sets(n)) for n in range(N5 + 1))
MUTANTS[C75P5 + '::Usa1975P5.sum_mid_image_reflect#1'] = lambda: all(                         # reflect (n + 1)
    sum(mid(img(n + 1, S)) for S in ace_sets(n)) == sum(mid(S) for S in ace_sets(n)) for n in range(N5 + 1))
BRUTE[C75P5 + '::Usa1975P5.two_mul_sum_mid'] = lambda: all(
    2 * sum(mid(S) for S in ace_sets(n)) == math.comb(n, 3) * (n + 1) for n in range(14))
MUTANTS[C75P5 + '::Usa1975P5.two_mul_sum_mid#1'] = lambda: all(                              # n + 1 -> n + 2
    2 * sum(mid(S) for S in ace_sets(n)) == math.comb(n, 3) * (n + 2) for n in range(14))


def _p5(use_hyp=True):
    for n in range(14):
        if use_hyp and not 3 <= n:
            continue
        c = math.comb(n, 3)
        lhs = Q(sum(mid(S) for S in ace_sets(n))) / c if c else Q(0)   # x / 0 = 0 in ℚ
        if lhs != Q(n + 1, 2):
            return False
    return True


BRUTE[C75P5 + '::Usa1975P5.usa1975_p5'] = lambda: _p5()
MUTANTS[C75P5 + '::Usa1975P5.usa1975_p5#1'] = lambda: _p5(use_hyp=False)                     # drop 3 ≤ n

# --- Usa1976P1
COLS4 = list(itertools.product([False, True], repeat=4))       # a column of 4 squares


def mono_triples_col(col):  # monoTriples restricted to one column
    return {(r1, r2, b) for r1 in range(4) for r2 in range(4) for b in (False, True)
            if r1 < r2 and col[r1] == b and col[r2] == b}


def has_mono_rectangle(c, m, n):
    for r1 in range(m):
        for r2 in range(m):
            if r1 == r2:
                continue
            for j1 in range(n):
                for j2 in range(n):
                    if j1 == j2:
                        continue
                    for b in (False, True):
                        if c[r1][j1] == b and c[r2][j1] == b and c[r1][j2] == b and c[r2][j2] == b:
                            return True
    return False


def _every_4xk_has_rect(k):
    """∀ c : Fin 4 → Fin k → Bool, HasMonoRectangle c.
    A coloring has no rectangle iff the monoTriples of its columns are pairwise
    disjoint; equal columns share their (≥ 1) mono pairs, so a rectangle-free
    coloring has k distinct columns -- search all k-subsets of the 16 columns
    (column order does not matter), and re-check any hit with the definition."""
    for cols in itertools.combinations(COLS4, k):
        sets = [mono_triples_col(col) for col in cols]
        if all(not (sets[i] & sets[j]) for i in range(k) for j in range(i + 1, k)):
            c = [[cols[j][r] for j in range(k)] for r in range(4)]
            if not has_mono_rectangle(c, 4, k):
                return False
    return True


BRUTE[C76P1 + '::Usa1976P1.two_le_card_monoTriples'] = lambda: all(
    2 <= len(mono_triples_col(col)) for col in COLS4 for j in range(7))   # only column j matters
MUTANTS[C76P1 + '::Usa1976P1.two_le_card_monoTriples#1'] = lambda: all(
    3 <= len(mono_triples_col(col)) for col in COLS4 for j in range(7))   # 2 -> 3
BRUTE[C76P1 + '::Usa1976P1.card_colored_rowPairs'] = lambda: len(
    [t for t in itertools.product(range(4), range(4), (False, True)) if t[0] < t[1]]) == 12
MUTANTS[C76P1 + '::Usa1976P1.card_colored_rowPairs#1'] = lambda: len(                         # < -> ≤
    [t for t in itertools.product(range(4), range(4), (False, True)) if t[0] <= t[1]]) == 12
BRUTE[C76P1 + '::Usa1976P1.usa1976_p1_first'] = lambda: _every_4xk_has_rect(7)
MUTANTS[C76P1 + '::Usa1976P1.usa1976_p1_first#1'] = lambda: _every_4xk_has_rect(6)            # Fin 7 -> Fin 6

CEX = [[True, False, True, False, True, False],
       [True, False, False, True, False, True],
       [False, True, True, False, False, True],
       [False, True, False, True, True, False]]
BRUTE[C76P1 + '::Usa1976P1.usa1976_p1_second'] = lambda: not has_mono_rectangle(CEX, 4, 6)
# mutant: second row of the counterexample replaced by a copy of the first
MUTANTS[C76P1 + '::Usa1976P1.usa1976_p1_second#1'] = lambda: not has_mono_rectangle(
    [CEX[0], CEX[0], CEX[2], CEX[3]], 4, 6)

# --- Usa1976P3 (ℤ: % is emod, Even n ↔ n % 2 = 0)
Z3 = [(a, b, c) for a in ZS for b in ZS for c in ZS]
KS = range(0, 5)


def even(n):
    return n % 2 == 0


def zdvd(d, a):            # d ∣ a in ℤ
    return a == 0 if d == 0 else a % d == 0


BRUTE[C76P3 + '::Usa1976P3.sq_emod_four'] = lambda: all(n * n % 4 in (0, 1) for n in range(-60, 61))
MUTANTS[C76P3 + '::Usa1976P3.sq_emod_four#1'] = lambda: all(n * n % 4 == 0 for n in range(-60, 61))
BRUTE[C76P3 + '::Usa1976P3.even_of_sum_sq_emod_four_eq_zero'] = lambda: all(
    even(a) and even(b) and even(c) for a, b, c in Z3 if (a * a + b * b + c * c) % 4 == 0)
MUTANTS[C76P3 + '::Usa1976P3.even_of_sum_sq_emod_four_eq_zero#1'] = lambda: all(              # % 4 -> % 2
    even(a) and even(b) and even(c) for a, b, c in Z3 if (a * a + b * b + c * c) % 2 == 0)
BRUTE[C76P3 + '::Usa1976P3.even_of_sum_sq_eq_sq_mul_sq'] = lambda: all(
    even(a) and even(b) and even(c) for a, b, c in Z3 if a * a + b * b + c * c == a * a * b * b)
MUTANTS[C76P3 + '::Usa1976P3.even_of_sum_sq_eq_sq_mul_sq#1'] = lambda: all(                   # hyp a²+b² = c²
    even(a) and even(b) and even(c) for a, b, c in Z3 if a * a + b * b == c * c)


def _descent_fast(use_hyp=True):
    # ∃ a' b' c' searched in the box (only a' = a / 2 etc. can match)
    for a, b, c in Z3:
        for k in KS:
            if use_hyp and a * a + b * b + c * c != 4 ** k * a * a * b * b:
                continue
            ok = False
            for a2 in ZS:
                if a != 2 * a2:
                    continue
                for b2 in ZS:
                    if b != 2 * b2:
                        continue
                    for c2 in ZS:
                        if c == 2 * c2 and a2 * a2 + b2 * b2 + c2 * c2 == 4 ** (k + 1) * a2 * a2 * b2 * b2:
                            ok = True
            if not ok:
                return False
    return True


BRUTE[C76P3 + '::Usa1976P3.descent_step'] = lambda: _descent_fast()
MUTANTS[C76P3 + '::Usa1976P3.descent_step#1'] = lambda: _descent_fast(use_hyp=False)          # drop hypothesis


def _two_pow(nmax=20):
    return all(a == 0 for a in ZS if all(zdvd(2 ** n, a) for n in range(nmax + 1)))


BRUTE[C76P3 + '::Usa1976P3.eq_zero_of_forall_two_pow_dvd'] = lambda: _two_pow()
MUTANTS[C76P3 + '::Usa1976P3.eq_zero_of_forall_two_pow_dvd#1'] = lambda: _two_pow(2)          # ∀ n ≤ 2 only
BRUTE[C76P3 + '::Usa1976P3.eq_zero_of_solution_aux'] = lambda: all(
    a == 0 for a, b, c in Z3 for k in KS if a * a + b * b + c * c == 4 ** k * a * a * b * b)
MUTANTS[C76P3 + '::Usa1976P3.eq_zero_of_solution_aux#1'] = lambda: all(                       # 4^k a² b² -> 4^k a² + b²
    a == 0 for a, b, c in Z3 for k in KS if a * a + b * b + c * c == 4 ** k * a * a + b * b)
BRUTE[C76P3 + '::Usa1976P3.usa1976_p3'] = lambda: all(
    (a * a + b * b + c * c == a * a * b * b) == ((a, b, c) == (0, 0, 0)) for a, b, c in Z3)
MUTANTS[C76P3 + '::Usa1976P3.usa1976_p3#1'] = lambda: all(                                    # solution_set {(0,0,1)}
    (a * a + b * b + c * c == a * a * b * b) == ((a, b, c) == (0, 0, 1)) for a, b, c in Z3)

# --- Usa1977P1 (ℤ[X]; the maps to ℂ[X] keep the integer coefficients)
MP = range(1, 9)           # m, n : ℕ+


def geom_sum(m):           # ∑ k ∈ range (m + 1), X ^ k
    p = []
    for k in range(m + 1):
        p = padd(p, xpow(k))
    return p


def geom_sum_step(m, n):   # ∑ k ∈ range (m + 1), X ^ (k * n)
    p = []
    for k in range(m + 1):
        p = padd(p, xpow(k * n))
    return p


def ppow(p, k):
    r = [1]
    for _ in range(k):
        r = pmul(r, p)
    return r


BRUTE[C77P1 + '::Usa1977P1.coeff_geomSum'] = lambda: all(
    pcoeff(geom_sum(m), j) == (1 if j <= m else 0) for m in MP for j in range(20))
MUTANTS[C77P1 + '::Usa1977P1.coeff_geomSum#1'] = lambda: all(                                 # ≤ -> <
    pcoeff(geom_sum(m), j) == (1 if j < m else 0) for m in MP for j in range(20))
BRUTE[C77P1 + '::Usa1977P1.geomSum_natDegree'] = lambda: all(pnat_degree(geom_sum(m)) == m for m in MP)
MUTANTS[C77P1 + '::Usa1977P1.geomSum_natDegree#1'] = lambda: all(pnat_degree(geom_sum(m)) == m + 1 for m in MP)
BRUTE[C77P1 + '::Usa1977P1.geomSum_monic'] = lambda: all(ptrim(geom_sum(m))[-1] == 1 for m in MP)
MUTANTS[C77P1 + '::Usa1977P1.geomSum_monic#1'] = lambda: all(                                 # (2 * geomSum m).Monic
    ptrim(pmul([2], geom_sum(m)))[-1] == 1 for m in MP)
BRUTE[C77P1 + '::Usa1977P1.map_geomSum'] = lambda: all(
    geom_sum(m) == ptrim(list(itertools.accumulate([xpow(k) for k in range(m + 1)], padd))[-1]) for m in MP)
MUTANTS[C77P1 + '::Usa1977P1.map_geomSum#1'] = lambda: all(                                   # range (m + 1) -> range m
    geom_sum(m) == ptrim(list(itertools.accumulate([xpow(k) for k in range(m)], padd))[-1]) for m in MP)


def _map_step(e=0):
    for m in MP:
        for n in MP:
            rhs = []
            for k in range(m + 1):
                rhs = padd(rhs, ppow(xpow(n + e), k))
            if geom_sum_step(m, n) != rhs:
                return False
    return True


BRUTE[C77P1 + '::Usa1977P1.map_geomSumStep'] = lambda: _map_step()
MUTANTS[C77P1 + '::Usa1977P1.map_geomSumStep#1'] = lambda: _map_step(1)                       # X ^ n -> X ^ (n + 1)


def _dvd_iff(shift=0):
    # ℤ side: geomSum m ∣ geomSumStep m n in ℤ[X]; ℂ side: exact division over ℚ ⊆ ℂ
    return all(pdvd_int(geom_sum(m), geom_sum_step(m, n)) ==
               pdvd_field(geom_sum(m + shift), geom_sum_step(m, n)) for m in MP for n in MP)


BRUTE[C77P1 + '::Usa1977P1.dvd_iff_map_dvd'] = lambda: _dvd_iff()
MUTANTS[C77P1 + '::Usa1977P1.dvd_iff_map_dvd#1'] = lambda: _dvd_iff(1)                        # ℂ side: geomSum (m + 1)
BRUTE[C77P1 + '::Usa1977P1.not_dvd_of_gcd_ne_one'] = lambda: all(
    not pdvd_int(geom_sum(m), geom_sum_step(m, n)) for m in MP for n in MP if math.gcd(m + 1, n) != 1)
MUTANTS[C77P1 + '::Usa1977P1.not_dvd_of_gcd_ne_one#1'] = lambda: all(                         # drop hypothesis
    not pdvd_int(geom_sum(m), geom_sum_step(m, n)) for m in MP for n in MP)
BRUTE[C77P1 + '::Usa1977P1.dvd_of_gcd_eq_one'] = lambda: all(
    pdvd_int(geom_sum(m), geom_sum_step(m, n)) for m in MP for n in MP if math.gcd(m + 1, n) == 1)
MUTANTS[C77P1 + '::Usa1977P1.dvd_of_gcd_eq_one#1'] = lambda: all(                             # drop hypothesis
    pdvd_int(geom_sum(m), geom_sum_step(m, n)) for m in MP for n in MP)
BRUTE[C77P1 + '::Usa1977P1.usa1977_p1'] = lambda: all(
    (math.gcd(m + 1, n) == 1) == pdvd_int(geom_sum(m), geom_sum_step(m, n)) for m in MP for n in MP)
MUTANTS[C77P1 + '::Usa1977P1.usa1977_p1#1'] = lambda: all(                                    # (m + 1) -> m
    (math.gcd(m, n) == 1) == pdvd_int(geom_sum(m), geom_sum_step(m, n)) for m in MP for n in MP)

# --- Usa1978P3 (Expressible n: a list of positive naturals with sum n and ∑ 1/a = 1;
#     decidable: the list is a partition of n, searched as a nondecreasing list)


def qinv(a):               # (a : ℚ)⁻¹ with 0⁻¹ = 0
    return Q(1, a) if a else Q(0)


@lru_cache(maxsize=None)
def _expr(s, r, lo):
    """is there a nondecreasing list of parts ≥ lo with sum s and reciprocal sum r?"""
    if s == 0:
        return r == 0
    if r <= 0:
        return False
    # parts x ≥ lo give 1/x ≤ x / lo², and at least the one part ≤ s gives ≥ 1/s
    if r * lo * lo > s or r * s < 1:
        return False
    for a in range(lo, s + 1):
        if Q(1, a) > r:
            continue
        if _expr(s - a, r - Q(1, a), a):
            return True
    return False


def expressible(n):
    return _expr(n, Q(1), 1)


BRUTE[C78P3 + '::Usa1978P3.sum_map_two_mul'] = lambda: all(
    sum(2 * x for x in l) == 2 * sum(l) for l in lists(range(6), 4))
MUTANTS[C78P3 + '::Usa1978P3.sum_map_two_mul#1'] = lambda: all(                               # 2 * l.sum -> 3 * l.sum
    sum(2 * x for x in l) == 3 * sum(l) for l in lists(range(6), 4))
BRUTE[C78P3 + '::Usa1978P3.recip_sum_map_two_mul'] = lambda: all(
    sum((qinv(2 * x) for x in l), Q(0)) == Q(1, 2) * sum((qinv(x) for x in l), Q(0)) for l in lists(range(6), 4))
MUTANTS[C78P3 + '::Usa1978P3.recip_sum_map_two_mul#1'] = lambda: all(                         # (2)⁻¹ -> (3)⁻¹
    sum((qinv(2 * x) for x in l), Q(0)) == Q(1, 3) * sum((qinv(x) for x in l), Q(0)) for l in lists(range(6), 4))


def _two_mul_add(extra=0):
    for n in range(0, 16):
        if not expressible(n):
            continue
        for c in range(1, 13):
            for d in range(1, 13):
                if qinv(c) + qinv(d) != Q(1, 2):
                    continue
                if not expressible(2 * n + (c + d) + extra):
                    return False
    return True


BRUTE[C78P3 + '::Usa1978P3.expressible_two_mul_add'] = lambda: _two_mul_add()
MUTANTS[C78P3 + '::Usa1978P3.expressible_two_mul_add#1'] = lambda: _two_mul_add(1)            # 2n + (c + d) + 1
BRUTE[C78P3 + '::Usa1978P3.expressible_two_mul_add_eight'] = lambda: all(
    expressible(2 * n + 8) for n in range(0, 20) if expressible(n))
MUTANTS[C78P3 + '::Usa1978P3.expressible_two_mul_add_eight#1'] = lambda: all(                 # + 8 -> + 7
    expressible(2 * n + 7) for n in range(0, 20) if expressible(n))
BRUTE[C78P3 + '::Usa1978P3.expressible_two_mul_add_nine'] = lambda: all(
    expressible(2 * n + 9) for n in range(0, 20) if expressible(n))
MUTANTS[C78P3 + '::Usa1978P3.expressible_two_mul_add_nine#1'] = lambda: all(                  # + 9 -> + 10
    expressible(2 * n + 10) for n in range(0, 20) if expressible(n))


def _p78_3(lo=73):
    hyp = all(expressible(n) for n in range(33, 74))
    if not hyp:
        return True
    return all(expressible(n) for n in range(lo + 1, 111))


BRUTE[C78P3 + '::Usa1978P3.usa1978_p3'] = lambda: _p78_3()
MUTANTS[C78P3 + '::Usa1978P3.usa1978_p3#1'] = lambda: _p78_3(1)                               # 73 < n -> 1 < n

# ---------------------------------------------------------------- miniF2F (Test split)
MF = 'minif2f/'


def zmod_inv(a, m):        # (a : ZMod m)⁻¹ as its val; 0 when not a unit
    a %= m
    if math.gcd(a, m) != 1:
        return 0
    return pow(a, -1, m)


BRUTE[MF + 'mathd_numbertheory_299.lean::mathd_numbertheory_299'] = lambda: (1 * 3 * 5 * 7 * 9 * 11 * 13) % 10 == 5
MUTANTS[MF + 'mathd_numbertheory_299.lean::mathd_numbertheory_299#1'] = lambda: (1 * 3 * 5 * 7 * 9 * 11 * 13) % 10 == 3


def _nt314(bound=6710):
    for r in range(0, 13):
        if r != 1342 % 13:
            continue
        for n in range(1, 1342 * 40):
            if n % 1342 == 0 and n % 13 < r and not (bound <= n):
                return False
    return True


BRUTE[MF + 'mathd_numbertheory_314.lean::mathd_numbertheory_314'] = lambda: _nt314()
MUTANTS[MF + 'mathd_numbertheory_314.lean::mathd_numbertheory_314#1'] = lambda: _nt314(6711)
BRUTE[MF + 'mathd_numbertheory_320.lean::mathd_numbertheory_320'] = lambda: all(
    n == 34 for n in range(0, 200) if n < 101 and nsub(123456, n) % 101 == 0)
MUTANTS[MF + 'mathd_numbertheory_320.lean::mathd_numbertheory_320#1'] = lambda: all(
    n == 35 for n in range(0, 200) if n < 101 and nsub(123456, n) % 101 == 0)
BRUTE[MF + 'mathd_numbertheory_321.lean::mathd_numbertheory_321'] = lambda: all(
    n == 1058 for n in range(1399) if n == zmod_inv(160, 1399))
MUTANTS[MF + 'mathd_numbertheory_321.lean::mathd_numbertheory_321#1'] = lambda: all(
    n == 1057 for n in range(1399) if n == zmod_inv(160, 1399))
BRUTE[MF + 'mathd_numbertheory_328.lean::mathd_numbertheory_328'] = lambda: pow(5, 999999, 7) == 6
MUTANTS[MF + 'mathd_numbertheory_328.lean::mathd_numbertheory_328#1'] = lambda: pow(5, 999999, 7) == 5
BRUTE[MF + 'mathd_numbertheory_342.lean::mathd_numbertheory_342'] = lambda: 54 % 6 == 0
MUTANTS[MF + 'mathd_numbertheory_342.lean::mathd_numbertheory_342#1'] = lambda: 54 % 7 == 0
BRUTE[MF + 'mathd_numbertheory_343.lean::mathd_numbertheory_343'] = lambda: math.prod(2 * k + 1 for k in range(6)) % 10 == 5
MUTANTS[MF + 'mathd_numbertheory_343.lean::mathd_numbertheory_343#1'] = lambda: math.prod(2 * k + 1 for k in range(6)) % 10 == 3
BRUTE[MF + 'mathd_numbertheory_345.lean::mathd_numbertheory_345'] = lambda: (2000 + 2001 + 2002 + 2003 + 2004 + 2005 + 2006) % 7 == 0
MUTANTS[MF + 'mathd_numbertheory_345.lean::mathd_numbertheory_345#1'] = lambda: (2000 + 2001 + 2002 + 2003 + 2004 + 2005 + 2006) % 8 == 0
BRUTE[MF + 'mathd_numbertheory_353.lean::mathd_numbertheory_353'] = lambda: sum(range(2010, 4019)) % 2009 == 0
MUTANTS[MF + 'mathd_numbertheory_353.lean::mathd_numbertheory_353#1'] = lambda: sum(range(2010, 4019)) % 2010 == 0


def _nt430(target=8):
    for a, b, c in itertools.product(range(0, 15), repeat=3):
        if not (1 <= a <= 9 and 1 <= b <= 9 and 1 <= c <= 9):
            continue
        if a == b or a == c or b == c:
            continue
        if a + b != c or nsub(10 * a + a, b) != 2 * c or c * b != 10 * a + a + a:
            continue
        if a + b + c != target:
            return False
    return True


BRUTE[MF + 'mathd_numbertheory_430.lean::mathd_numbertheory_430'] = lambda: _nt430()
MUTANTS[MF + 'mathd_numbertheory_430.lean::mathd_numbertheory_430#1'] = lambda: _nt430(9)


def _nt435(bound=5):
    for k in range(1, N + 1):
        ns = range(0, N + 1)   # the ∀ n hypotheses, checked on the box
        if all(math.gcd(6 * n + k, 6 * n + 3) == 1 for n in ns) and \
           all(math.gcd(6 * n + k, 6 * n + 2) == 1 for n in ns) and \
           all(math.gcd(6 * n + k, 6 * n + 1) == 1 for n in ns):
            if not bound <= k:
                return False
    return True


BRUTE[MF + 'mathd_numbertheory_435.lean::mathd_numbertheory_435'] = lambda: _nt435()
MUTANTS[MF + 'mathd_numbertheory_435.lean::mathd_numbertheory_435#1'] = lambda: _nt435(6)


def divisors(m):
    return [d for d in range(1, m + 1) if m % d == 0] if m else []   # Nat.divisors 0 = ∅


def _nt451(target=2016):
    # S is pinned down by h₀; a witness m has σ(m) = n and σ(m) ≥ m + 1 (4 divisors), so m < n
    S = [n for n in range(2010, 2020)
         if any(len(divisors(m)) == 4 and sum(divisors(m)) == n for m in range(0, n + 1))]
    return sum(S) == target


BRUTE[MF + 'mathd_numbertheory_451.lean::mathd_numbertheory_451'] = lambda: _nt451()
MUTANTS[MF + 'mathd_numbertheory_451.lean::mathd_numbertheory_451#1'] = lambda: _nt451(2017)
BRUTE[MF + 'mathd_numbertheory_457.lean::mathd_numbertheory_457'] = lambda: all(
    17 <= n for n in range(1, 40) if fact(n) % 80325 == 0)
MUTANTS[MF + 'mathd_numbertheory_457.lean::mathd_numbertheory_457#1'] = lambda: all(
    18 <= n for n in range(1, 40) if fact(n) % 80325 == 0)


def _nt483(target=3):
    # h₁, h₂ pin a down: h₂ at n = 0 gives a 0 = 0, then a (n + 2) = a (n + 1) + a n
    a = [0, 1, 1]
    for n in range(3, 101):
        a.append(a[n - 1] + a[n - 2])
    assert a[2] == a[1] + a[0]
    return a[100] % 4 == target


BRUTE[MF + 'mathd_numbertheory_483.lean::mathd_numbertheory_483'] = lambda: _nt483()
MUTANTS[MF + 'mathd_numbertheory_483.lean::mathd_numbertheory_483#1'] = lambda: _nt483(2)
BRUTE[MF + 'mathd_numbertheory_517.lean::mathd_numbertheory_517'] = lambda: (121 * 122 * 123) % 4 == 2
MUTANTS[MF + 'mathd_numbertheory_517.lean::mathd_numbertheory_517#1'] = lambda: (121 * 122 * 123) % 4 == 1
BRUTE[MF + 'mathd_numbertheory_541.lean::mathd_numbertheory_541'] = lambda: all(
    m + 2005 // m == 406 for m in range(2, 2006) if 2005 % m == 0 and 2005 // m > 1)
MUTANTS[MF + 'mathd_numbertheory_541.lean::mathd_numbertheory_541#1'] = lambda: all(
    m + 2005 // m == 405 for m in range(2, 2006) if 2005 % m == 0 and 2005 // m > 1)
BRUTE[MF + 'mathd_numbertheory_551.lean::mathd_numbertheory_551'] = lambda: 1529 % 6 == 5
MUTANTS[MF + 'mathd_numbertheory_551.lean::mathd_numbertheory_551#1'] = lambda: 1529 % 6 == 4

# ---------------------------------------------------------------- PutnamBench
PB = 'putnambench/'


def _b4_matrices(m):
    """all A : Matrix (Fin (m+2)) (Fin (m+2)) ℕ with ha, hb, hc (entries are forced to
    be 0 on i + j ≤ m, and each step right/down adds 0 or 1, so entries are ≤ 2m + 2)"""
    n = m + 2
    cells = [(i, j) for i in range(n) for j in range(n)]
    A = [[None] * n for _ in range(n)]

    def rec(idx):
        if idx == len(cells):
            yield [row[:] for row in A]
            return
        i, j = cells[idx]
        if i + j <= m:
            cand = {0}
        else:
            cand = set(range(0, 2 * n + 1))
        if i > 0:
            cand &= {A[i - 1][j], A[i - 1][j] + 1}
        if j > 0:
            cand &= {A[i][j - 1], A[i][j - 1] + 1}
        for v in sorted(cand):
            A[i][j] = v
            yield from rec(idx + 1)
        A[i][j] = None

    yield from rec(0)


def _b4(k=4):
    for m in range(0, 4):
        for A in _b4_matrices(m):
            S = sum(map(sum, A))
            Nz = sum(1 for row in A for v in row if v != 0)
            if not 3 * S <= (m + k) * Nz:
                return False
    return True


BRUTE[PB + 'putnam_2025_b4.lean::putnam_2025_b4'] = lambda: _b4()
MUTANTS[PB + 'putnam_2025_b4.lean::putnam_2025_b4#1'] = lambda: _b4(3)                       # (m + 4) -> (m + 3)


def descent_count(p):
    inv = [zmod_inv(k, p) for k in range(0, p + 1)]
    return sum(1 for k in range(1, nsub(p, 2) + 1) if inv[k + 1] < inv[k])


def _b5(c=Q(1, 4), d=1):
    return all(Q(p) * c - d < descent_count(p) for p in range(0, 400) if is_prime(p) and 3 < p)


BRUTE[PB + 'putnam_2025_b5.lean::putnam_2025_b5'] = lambda: _b5()
MUTANTS[PB + 'putnam_2025_b5.lean::putnam_2025_b5#1'] = lambda: _b5(Q(1, 2), 1)               # p / 4 -> p / 2
MUTANTS[PB + 'putnam_2025_b5.lean::putnam_2025_b5#2'] = lambda: _b5(Q(1, 4), 0)               # p / 4 - 1 -> p / 4


if __name__ == '__main__':
    import os
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from held_out_runner import main
    sys.exit(main(BRUTE, MUTANTS))
