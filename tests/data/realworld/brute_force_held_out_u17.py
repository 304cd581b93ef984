"""Brute forces for the held-out set /work/unseen/u17 (dwrensha/compfiles:
Compfiles/Usa1988P1 .. Usa1992P2, the 18 files after Usa1987P5, and trishullab/PutnamBench:
lean4/src/putnam_1964_a3 .. putnam_1965_a3, the 12 files after putnam_1964_a2 not in the
corpus), written from the Lean definitions of the files (not from pychecks).

Each BRUTE function returns True when no assignment in its box violates the
statement (hypotheses act as filters, existentials are searched in the box),
False when a violation is found.  MUTANTS are deliberately wrong variants that
must return False.  Run: python3 brute_force_held_out_u17.py
"""
import sys
from fractions import Fraction as Q
from functools import lru_cache
from itertools import permutations, product
from math import comb, gcd

sys.setrecursionlimit(10000)

# ---------------------------------------------------------------- helpers


def nsub(a, b):            # ℕ subtraction truncates at 0
    return a - b if a >= b else 0


def dvd(a, b):             # a ∣ b (0 ∣ 0 only)
    return b == 0 if a == 0 else b % a == 0


def nmod(a, n):            # ℕ `%`, with x % 0 = x
    return a if n == 0 else a % n


def ndiv(a, n):            # ℕ `/`, with x / 0 = 0
    return 0 if n == 0 else a // n


def modeq(n, a, b):        # a ≡ b [MOD n]
    return nmod(a, n) == nmod(b, n)


def digits(b, m):          # Nat.digits b m (little-endian)
    if b == 0:
        return [] if m == 0 else [m]
    if b == 1:
        return [1] * m
    r = []
    while m > 0:
        r.append(m % b)
        m //= b
    return r


def of_digits(b, l):       # Nat.ofDigits b l
    return sum(d * b ** i for i, d in enumerate(l))


def lists(maxlen, maxval):  # all List ℕ of length ≤ maxlen with entries ≤ maxval
    for n in range(maxlen + 1):
        for t in product(range(maxval + 1), repeat=n):
            yield list(t)


def forall2_le(l1, l2):    # List.Forall₂ (· ≤ ·) l1 l2
    return len(l1) == len(l2) and all(x <= y for x, y in zip(l1, l2))


def zipwith_sub(l2, l1):   # List.zipWith (· - ·) l2 l1 (ℕ subtraction)
    return [nsub(x, y) for x, y in zip(l2, l1)]


def totient(n):
    return sum(1 for k in range(1, n + 1) if gcd(k, n) == 1)


# polynomials over ℚ: coefficient lists, index = degree
def ptrim(p):
    p = list(p)
    while p and p[-1] == 0:
        p.pop()
    return p


def pmul(p, q):
    if not p or not q:
        return []
    r = [Q(0)] * (len(p) + len(q) - 1)
    for i, a in enumerate(p):
        for j, b in enumerate(q):
            r[i + j] += a * b
    return ptrim(r)


def padd(p, q):
    n = max(len(p), len(q))
    return ptrim([(p[i] if i < len(p) else 0) + (q[i] if i < len(q) else 0) for i in range(n)])


def ppow(p, k):
    r = [Q(1)]
    for _ in range(k):
        r = pmul(r, p)
    return r


def pcomp(p, q):           # p.comp q = p(q(X))
    r = []
    for a in reversed(p):
        r = padd(pmul(r, q), [Q(a)])
    return r


def coeff(p, k):
    return p[k] if 0 <= k < len(p) else Q(0)


def one_sub_X_pow(n):      # 1 - X ^ n
    return padd([Q(1)], [Q(0)] * n + [Q(-1)])


BRUTE = {}
MUTANTS = {}

# ================================================================ compfiles/Usa1988P1.lean
P = 'compfiles/Usa1988P1.lean::Usa1988P1.'

BRUTE[P + 'not_ten_dvd_num'] = lambda: all(
    not dvd(10, a * nsub(10 ** s, 1) + b)
    for a in range(40) for b in range(40) for s in range(1, 5) if a % 10 != b % 10)
MUTANTS[P + 'not_ten_dvd_num#1'] = lambda: all(   # hs dropped: s = 0 allowed
    not dvd(10, a * nsub(10 ** s, 1) + b)
    for a in range(40) for b in range(40) for s in range(0, 5) if a % 10 != b % 10)


def _usa1988_p1(rmin=1, need_hab=True):
    # m / n = N / D in ℚ with m, n coprime and n ≠ 0: (m, n) is the reduced form of N / D
    for r in range(rmin, 4):
        for s in range(1, 4):
            for a in range(30):
                for b in range(30):
                    if need_hab and a % 10 == b % 10:
                        continue
                    N = a * nsub(10 ** s, 1) + b
                    D = 10 ** r * nsub(10 ** s, 1)
                    if N == 0:          # m / n = 0: m = 0, coprime 0 n forces n = 1
                        n = 1
                    else:
                        n = D // gcd(N, D)
                    if not (dvd(2, n) or dvd(5, n)):
                        return False
    return True


BRUTE[P + 'usa1988_p1'] = lambda: _usa1988_p1()
MUTANTS[P + 'usa1988_p1#1'] = lambda: _usa1988_p1(rmin=0)          # hr dropped: r = 0

# ================================================================ compfiles/Usa1988P5.lean
P = 'compfiles/Usa1988P5.lean::Usa1988P5.'


def _small_polys(deg, vals, lead_one=False):
    for t in product(vals, repeat=deg + 1):
        p = [Q(x) for x in t]
        if lead_one and p[0] != 1:
            continue
        yield ptrim(p)


_VALS = (Q(-1), Q(0), Q(1), Q(1, 2))
BRUTE[P + 'coeff_comp_neg_X'] = lambda: all(
    coeff(pcomp(p, [Q(0), Q(-1)]), n) == (-1) ** n * coeff(p, n)
    for p in _small_polys(3, _VALS) for n in range(6))
MUTANTS[P + 'coeff_comp_neg_X#1'] = lambda: all(
    coeff(pcomp(p, [Q(0), Q(-1)]), n) == coeff(p, n)
    for p in _small_polys(3, _VALS) for n in range(6))
BRUTE[P + 'coeff_comp_X_sq'] = lambda: all(
    coeff(pcomp(q, [Q(0), Q(0), Q(1)]), 2 * j) == coeff(q, j)
    for q in _small_polys(3, _VALS) for j in range(6))
MUTANTS[P + 'coeff_comp_X_sq#1'] = lambda: all(
    coeff(pcomp(q, [Q(0), Q(0), Q(1)]), 2 * j + 1) == coeff(q, j)
    for q in _small_polys(3, _VALS) for j in range(6))


def _coeff_one_sub_pow(n, a, k, mut=False):
    lhs = coeff(ppow(one_sub_X_pow(n), a), k)
    rhs = sum((Q((-1) ** j * comb(a, j)) if j * n == k else Q(0))
              for j in range(a + (0 if mut else 1)))
    return lhs == rhs


BRUTE[P + 'coeff_one_sub_pow'] = lambda: all(
    _coeff_one_sub_pow(n, a, k) for n in range(5) for a in range(6) for k in range(12))
MUTANTS[P + 'coeff_one_sub_pow#1'] = lambda: all(   # range a instead of range (a + 1)
    _coeff_one_sub_pow(n, a, k, True) for n in range(5) for a in range(6) for k in range(12))
BRUTE[P + 'coeff_zero_factor'] = lambda: all(
    coeff(ppow(one_sub_X_pow(n), a), 0) == 1 for n in range(1, 6) for a in range(8))
MUTANTS[P + 'coeff_zero_factor#1'] = lambda: all(   # 1 ≤ n dropped
    coeff(ppow(one_sub_X_pow(n), a), 0) == 1 for n in range(0, 6) for a in range(8))
BRUTE[P + 'coeff_one_factor'] = lambda: all(
    coeff(ppow(one_sub_X_pow(n), a), 1) == 0 for n in range(2, 7) for a in range(8))
MUTANTS[P + 'coeff_one_factor#1'] = lambda: all(    # 2 ≤ n weakened to 1 ≤ n
    coeff(ppow(one_sub_X_pow(n), a), 1) == 0 for n in range(1, 7) for a in range(8))
BRUTE[P + 'coeff_two_factor'] = lambda: all(
    coeff(ppow(one_sub_X_pow(n), a), 2) == 0 for n in range(3, 8) for a in range(8))
BRUTE[P + 'coeff_zero_one_sub_X'] = lambda: all(
    coeff(ppow(one_sub_X_pow(1), a), 0) == 1 for a in range(15))
BRUTE[P + 'coeff_one_one_sub_X'] = lambda: all(
    coeff(ppow(one_sub_X_pow(1), a), 1) == -a for a in range(15))
MUTANTS[P + 'coeff_one_one_sub_X#1'] = lambda: all(
    coeff(ppow(one_sub_X_pow(1), a), 1) == a for a in range(15))
BRUTE[P + 'coeff_two_one_sub_X'] = lambda: all(
    coeff(ppow(one_sub_X_pow(1), a), 2) == comb(a, 2) for a in range(15))
MUTANTS[P + 'coeff_two_one_sub_X#1'] = lambda: all(
    coeff(ppow(one_sub_X_pow(1), a), 2) == -comb(a, 2) for a in range(15))
BRUTE[P + 'coeff_two_one_sub_X_sq'] = lambda: all(
    coeff(ppow(one_sub_X_pow(2), a), 2) == -a for a in range(15))
BRUTE[P + 'coeff_mul_two'] = lambda: all(
    coeff(pmul(f, g), 2) == coeff(f, 0) * coeff(g, 2) + coeff(f, 1) * coeff(g, 1) + coeff(f, 2) * coeff(g, 0)
    for f in _small_polys(2, _VALS) for g in _small_polys(3, (Q(-1), Q(0), Q(2))))
MUTANTS[P + 'coeff_mul_two#1'] = lambda: all(
    coeff(pmul(f, g), 2) == coeff(f, 0) * coeff(g, 2) + coeff(f, 2) * coeff(g, 0)
    for f in _small_polys(2, _VALS) for g in _small_polys(3, (Q(-1), Q(0), Q(2))))


def good(p, c, m):         # Good p c m
    return coeff(p, 0) == 1 and coeff(p, 1) == c and all(coeff(p, k) == 0 for k in range(2, m + 1))


def _good_transport(shift=0):
    # q with p * p.comp (-X) = q.comp (X ^ 2): p * p(-X) is even, so q is its even part (unique)
    for p in _small_polys(5, (Q(-1), Q(0), Q(1), Q(2)), lead_one=True):
        e = pmul(p, pcomp(p, [Q(0), Q(-1)]))
        q = ptrim([coeff(e, 2 * j) for j in range((len(e) + 1) // 2)])
        assert pcomp(q, [Q(0), Q(0), Q(1)]) == e
        c = coeff(p, 1)
        for m in range(2, 8):
            if good(p, c, m) and not good(q, -c ** 2, m // 2 + shift):
                return False
    return True


BRUTE[P + 'good_transport'] = lambda: _good_transport()
MUTANTS[P + 'good_transport#1'] = lambda: _good_transport(shift=1)   # m / 2 + 1

# ================================================================ compfiles/Usa1989P1.lean
P = 'compfiles/Usa1989P1.lean::Usa1989P1.'


def _stu(N):
    s, t, u = [Q(0)], [Q(0)], [Q(0)]
    for i in range(1, N + 1):
        s.append(s[-1] + Q(1, i))
        t.append(t[-1] + s[i])
        u.append(u[-1] + t[i] / (i + 1))
    return s, t, u


_S, _T, _U = _stu(1990)
BRUTE[P + 'l1'] = lambda: all(_T[nsub(n, 1)] == n * _S[n] - n for n in range(60))
MUTANTS[P + 'l1#1'] = lambda: all(_T[nsub(n, 1)] == n * _S[n] - n + 1 for n in range(60))
BRUTE[P + 'l2'] = lambda: all(_U[nsub(n, 1)] == (n + 1) * _S[n] - 2 * n for n in range(60))
MUTANTS[P + 'l2#1'] = lambda: all(_U[nsub(n, 1)] == n * _S[n] - 2 * n for n in range(60))
_SOL = (1989, 1989, 1990, 2 * 1989)
BRUTE[P + 'usa1989_p1'] = lambda: (_T[1988] == _SOL[0] * _S[1989] - _SOL[1]
                                   and _U[1988] == _SOL[2] * _S[1989] - _SOL[3])
MUTANTS[P + 'usa1989_p1#1'] = lambda: (_T[1988] == _SOL[0] * _S[1989] - _SOL[1]
                                       and _U[1988] == _SOL[2] * _S[1989] - 1989)

# ================================================================ compfiles/Usa1990P1.lean
P = 'compfiles/Usa1990P1.lean::Usa1990P1.'


def extend(f):             # Fin.lastCases (-∑ i, f i) (fun i ↦ f i): last digit is -(sum) mod 10
    return tuple(f) + ((-sum(f)) % 10,)


BRUTE[P + 'sum_extend'] = lambda: all(sum(extend(f)) % 10 == 0 for f in product(range(10), repeat=5))
MUTANTS[P + 'sum_extend#1'] = lambda: all(sum(extend(f)) % 10 == 1 for f in product(range(10), repeat=5))
BRUTE[P + 'extend_injective'] = lambda: len({extend(f) for f in product(range(10), repeat=5)}) == 10 ** 5
MUTANTS[P + 'extend_injective#1'] = lambda: len({extend(f)[:4] for f in product(range(10), repeat=5)}) == 10 ** 5


def _hamming(nmax, need_sum=True):
    for n in range(nmax + 1):
        ps = list(product(range(10), repeat=n))
        by_sum = {}
        for p in ps:
            by_sum.setdefault(sum(p) % 10 if need_sum else 0, []).append(p)
        for grp in by_sum.values():
            for p in grp:
                for q in grp:
                    if p != q and sum(1 for x, y in zip(p, q) if x != y) < 2:
                        return False
    return True


BRUTE[P + 'hammingDist_ge_two_of_sum_eq'] = lambda: _hamming(3)
MUTANTS[P + 'hammingDist_ge_two_of_sum_eq#1'] = lambda: _hamming(2, need_sum=False)   # hsum dropped

# ================================================================ compfiles/Usa1990P3.lean
P = 'compfiles/Usa1990P3.lean::Usa1990P3.'


def coprime(a, b):
    return gcd(a, b) == 1


def valid_circle(a):       # a : Fin k → ℕ as a list; i + 1 wraps in Fin k
    k = len(a)
    return all(coprime(a[i], a[(i + 1) % k]) for i in range(k))


BRUTE[P + 'coprime_succ_self\''] = lambda: all(coprime(m, m + 1) for m in range(300))
MUTANTS[P + 'coprime_succ_self\'#1'] = lambda: all(coprime(m, m + 2) for m in range(300))
BRUTE[P + 'coprime_succ_gen'] = lambda: all(coprime(n + c, n + (c + 1)) for n in range(60) for c in range(60))
_PR = [p for p in range(2, 40) if all(p % d for d in range(2, p))]
BRUTE[P + 'coprime_add_prime_right'] = lambda: all(
    coprime(n + c, n + (c + p)) for p in _PR for n in range(40) for c in range(40) if not dvd(p, n + c))
MUTANTS[P + 'coprime_add_prime_right#1'] = lambda: all(    # hp dropped: p = 4
    coprime(n + c, n + (c + p)) for p in _PR + [4] for n in range(40) for c in range(40) if not dvd(p, n + c))
BRUTE[P + 'coprime_add_prime_left'] = lambda: all(
    coprime(n + (c + p), n + c) for p in _PR for n in range(40) for c in range(40) if not dvd(p, n + c))
BRUTE[P + 'coprime_add_two'] = lambda: all(
    coprime(n + c, n + (c + 2)) for n in range(60) for c in range(60) if not dvd(2, n + c))
MUTANTS[P + 'coprime_add_two#1'] = lambda: all(
    coprime(n + c, n + (c + 2)) for n in range(60) for c in range(60))


def offA1(i): return i
def offB1a(i): return 15 if i == 0 else 14 if i == 1 else i + 14
def offB1b(i): return 32 if i == 17 else 31 if i == 18 else i + 14
def offA2(i): return i + 19
def offB2a(i): return 1 if i == 0 else 0 if i == 1 else i
def offB2b(i): return 18 if i == 17 else 17 if i == 18 else i


_OFF = {'A1': (offA1, 14), 'B1a': (offB1a, 19), 'B1b': (offB1b, 19),
        'A2': (offA2, 14), 'B2a': (offB2a, 19), 'B2b': (offB2b, 19)}


def circ(n, name):
    off, k = _OFF[name]
    return [n + off(i) for i in range(k)]


def injective(name):
    off, k = _OFF[name]
    return len({off(i) for i in range(k)}) == k


for _nm in ('A1', 'A2', 'B1a', 'B1b', 'B2a', 'B2b'):
    BRUTE[P + 'off%s_injective' % _nm] = (lambda nm=_nm: injective(nm))
MUTANTS[P + 'offB1a_injective#1'] = lambda: len({15 if i == 0 else 14 if i == 1 else i + 13 for i in range(19)}) == 19
MUTANTS[P + 'offB2b_injective#1'] = lambda: len({18 if i == 17 else 18 if i == 18 else i for i in range(19)}) == 19


def _all_off(name, pred):
    off, k = _OFF[name]
    return all(pred(off(i)) for i in range(k))


BRUTE[P + 'offA1_le'] = lambda: _all_off('A1', lambda v: v <= 13)
MUTANTS[P + 'offA1_le#1'] = lambda: _all_off('A1', lambda v: v <= 12)
BRUTE[P + 'offA1_le32'] = lambda: _all_off('A1', lambda v: v <= 32)
BRUTE[P + 'offA2_ge'] = lambda: _all_off('A2', lambda v: 19 <= v)
MUTANTS[P + 'offA2_ge#1'] = lambda: _all_off('A2', lambda v: 20 <= v)
BRUTE[P + 'offA2_le32'] = lambda: _all_off('A2', lambda v: v <= 32)
MUTANTS[P + 'offA2_le32#1'] = lambda: _all_off('A2', lambda v: v <= 31)
BRUTE[P + 'offB1a_ge'] = lambda: _all_off('B1a', lambda v: 14 <= v)
BRUTE[P + 'offB1a_le32'] = lambda: _all_off('B1a', lambda v: v <= 32)
MUTANTS[P + 'offB1a_le32#1'] = lambda: _all_off('B1a', lambda v: v <= 31)
BRUTE[P + 'offB1b_ge'] = lambda: _all_off('B1b', lambda v: 14 <= v)
MUTANTS[P + 'offB1b_ge#1'] = lambda: _all_off('B1b', lambda v: 15 <= v)
BRUTE[P + 'offB1b_le32'] = lambda: _all_off('B1b', lambda v: v <= 32)
BRUTE[P + 'offB2a_le18'] = lambda: _all_off('B2a', lambda v: v <= 18)
MUTANTS[P + 'offB2a_le18#1'] = lambda: _all_off('B2a', lambda v: v <= 17)
BRUTE[P + 'offB2a_le32'] = lambda: _all_off('B2a', lambda v: v <= 32)
BRUTE[P + 'offB2b_le18'] = lambda: _all_off('B2b', lambda v: v <= 18)
MUTANTS[P + 'offB2b_le18#1'] = lambda: _all_off('B2b', lambda v: v <= 17)
BRUTE[P + 'offB2b_le32'] = lambda: _all_off('B2b', lambda v: v <= 32)

_NS = range(0, 1500)
_ODD = [n for n in _NS if n % 2 == 1]
BRUTE[P + 'validCircle_a1'] = lambda: all(valid_circle(circ(n, 'A1')) for n in _NS if not dvd(13, n))
MUTANTS[P + 'validCircle_a1#1'] = lambda: all(valid_circle(circ(n, 'A1')) for n in _NS)
BRUTE[P + 'validCircle_b1a'] = lambda: all(valid_circle(circ(n, 'B1a')) for n in _ODD if n % 17 != 2)
MUTANTS[P + 'validCircle_b1a#1'] = lambda: all(valid_circle(circ(n, 'B1a')) for n in _ODD)
BRUTE[P + 'validCircle_b1b'] = lambda: all(valid_circle(circ(n, 'B1b')) for n in _ODD if n % 17 == 2)
MUTANTS[P + 'validCircle_b1b#1'] = lambda: all(valid_circle(circ(n, 'B1b')) for n in _NS if n % 17 == 2)
BRUTE[P + 'validCircle_a2'] = lambda: all(valid_circle(circ(n, 'A2')) for n in _NS if dvd(13, n))
MUTANTS[P + 'validCircle_a2#1'] = lambda: all(valid_circle(circ(n, 'A2')) for n in _NS)
BRUTE[P + 'validCircle_b2a'] = lambda: all(valid_circle(circ(n, 'B2a')) for n in _ODD if n % 17 != 16)
MUTANTS[P + 'validCircle_b2a#1'] = lambda: all(valid_circle(circ(n, 'B2a')) for n in _ODD)
BRUTE[P + 'validCircle_b2b'] = lambda: all(valid_circle(circ(n, 'B2b')) for n in _ODD if n % 17 == 16)


def partition_ok(n, a, b):  # the conclusion of case1a .. usa1990_p3 for the witness lists a, b
    sa, sb = set(a), set(b)
    return (len(sa) == len(a) == 14 and len(sb) == len(b) == 19 and not (sa & sb)
            and sa | sb == set(range(n, n + 33)) and valid_circle(a) and valid_circle(b))


def witness(n):            # the file's constructions, by case (a witness of the ∃)
    if not dvd(13, n):
        return circ(n, 'A1'), circ(n, 'B1a' if n % 17 != 2 else 'B1b')
    return circ(n, 'A2'), circ(n, 'B2a' if n % 17 != 16 else 'B2b')


BRUTE[P + 'case1a'] = lambda: all(partition_ok(n, circ(n, 'A1'), circ(n, 'B1a'))
                                  for n in _ODD if not dvd(13, n) and n % 17 != 2)
BRUTE[P + 'case1b'] = lambda: all(partition_ok(n, circ(n, 'A1'), circ(n, 'B1b'))
                                  for n in _ODD if not dvd(13, n) and n % 17 == 2)
BRUTE[P + 'case2a'] = lambda: all(partition_ok(n, circ(n, 'A2'), circ(n, 'B2a'))
                                  for n in _ODD if dvd(13, n) and n % 17 != 16)
BRUTE[P + 'case2b'] = lambda: all(partition_ok(n, circ(n, 'A2'), circ(n, 'B2b'))
                                  for n in _ODD if dvd(13, n) and n % 17 == 16)
BRUTE[P + 'usa1990_p3'] = lambda: all(partition_ok(n, *witness(n)) for n in _ODD if n > 0)

# ================================================================ compfiles/Usa1990P4.lean
P = 'compfiles/Usa1990P4.lean::Usa1990P4.'


def diff_by_one(l):        # DiffByOne l
    L = len(l)
    return all(any(l[i] + 1 == l[j] or l[j] + 1 == l[i] for j in range(i + 1, L))
               for i in range(L) if i + 1 < L)


@lru_cache(maxsize=None)
def _iv(a, b, l):          # IV a b l, by inversion on the list (exact)
    if not l:
        return False
    d, rest = l[0], l[1:]
    if not rest and a == d and b == d:
        return True
    if d == a and _iv(a + 1, b, rest):
        return True
    if d == b and 0 < b and _iv(a, b - 1, rest):
        return True
    return False


def iv(a, b, l):
    return _iv(a, b, tuple(l))


_LB = 5  # lists of length ≤ 5, entries ≤ 5; a, b ≤ 6
_LISTS = [l for l in lists(_LB, _LB)]
_IVS = [(a, b, l) for l in _LISTS for a in range(7) for b in range(7) if iv(a, b, l)]


def descend(b):
    return list(range(b, -1, -1))


BRUTE[P + 'IV.ne_nil'] = lambda: all(l != [] for a, b, l in _IVS)
BRUTE[P + 'IV.lo_le_hi'] = lambda: len(_IVS) > 50 and all(a <= b for a, b, l in _IVS)
MUTANTS[P + 'IV.lo_le_hi#1'] = lambda: all(a < b for a, b, l in _IVS)
BRUTE[P + 'IV.mem_iff'] = lambda: all((d in l) == (a <= d <= b) for a, b, l in _IVS for d in range(9))
MUTANTS[P + 'IV.mem_iff#1'] = lambda: all((d in l) == (a <= d < b) for a, b, l in _IVS for d in range(9))
BRUTE[P + 'IV.mem_lo'] = lambda: all(a in l for a, b, l in _IVS)
BRUTE[P + 'IV.mem_hi'] = lambda: all(b in l for a, b, l in _IVS)
BRUTE[P + 'IV.nodup'] = lambda: all(len(set(l)) == len(l) for a, b, l in _IVS)
BRUTE[P + 'IV.length_eq'] = lambda: all(len(l) == nsub(b + 1, a) for a, b, l in _IVS)
MUTANTS[P + 'IV.length_eq#1'] = lambda: all(len(l) == nsub(b, a) for a, b, l in _IVS)
BRUTE[P + 'IV.cons_iff'] = lambda: all(
    iv(a, b, [d] + l) == ((d == a and iv(a + 1, b, l)) or (d == b and 0 < b and iv(a, nsub(b, 1), l))
                          or (a == d and b == d and l == []))
    for l in lists(4, 5) for a in range(7) for b in range(7) for d in range(7))
MUTANTS[P + 'IV.cons_iff#1'] = lambda: all(
    iv(a, b, [d] + l) == ((d == a and iv(a + 1, b, l)) or (d == b and 0 < b and iv(a, nsub(b, 1), l)))
    for l in lists(4, 5) for a in range(7) for b in range(7) for d in range(7))
BRUTE[P + 'IV.diffByOne'] = lambda: all(diff_by_one(l) for a, b, l in _IVS)
MUTANTS[P + 'IV.diffByOne#1'] = lambda: all(diff_by_one(l) for l in _LISTS if l and len(set(l)) == len(l))
BRUTE[P + 'IV.of_diffByOne'] = lambda: all(
    any(iv(a, b, l) for a in range(7) for b in range(7))
    for l in _LISTS if l and len(set(l)) == len(l) and diff_by_one(l))
MUTANTS[P + 'IV.of_diffByOne#1'] = lambda: all(    # hn (Nodup) dropped
    any(iv(a, b, l) for a in range(7) for b in range(7))
    for l in _LISTS if l and diff_by_one(l))
BRUTE[P + 'IV.unique_indices'] = lambda: all(
    (a, b) == (a2, b2) for l in _LISTS for a, b in [(x, y) for x in range(7) for y in range(7) if iv(x, y, l)]
    for a2, b2 in [(x, y) for x in range(7) for y in range(7) if iv(x, y, l)])
BRUTE[P + 'descend_ne_nil'] = lambda: all(descend(b) != [] for b in range(30))
BRUTE[P + 'descend_eq'] = lambda: all(descend(b) == [b] + descend(b - 1) for b in range(1, 30))
MUTANTS[P + 'descend_eq#1'] = lambda: all(descend(b) == [b] + descend(nsub(b, 1)) for b in range(0, 30))
BRUTE[P + 'IV_descend'] = lambda: all(iv(0, b, descend(b)) for b in range(12))
MUTANTS[P + 'IV_descend#1'] = lambda: all(iv(1, b, descend(b)) for b in range(12))
BRUTE[P + 'getLast?_descend'] = lambda: all(descend(b)[-1] == 0 for b in range(30))
BRUTE[P + 'getLast_descend'] = lambda: all(descend(b)[-1] == 0 for b in range(30))
BRUTE[P + 'eq_descend'] = lambda: all(a == 0 and l == descend(b) for a, b, l in _IVS if l[-1] == 0)
MUTANTS[P + 'eq_descend#1'] = lambda: all(a == 0 and l == descend(b) for a, b, l in _IVS)
BRUTE[P + 'geom2'] = lambda: all(sum(2 ** k for k in range(m)) == nsub(2 ** m, 1) for m in range(40))
MUTANTS[P + 'geom2#1'] = lambda: all(sum(2 ** k for k in range(m)) == nsub(2 ** m, 2) for m in range(40))
BRUTE[P + 'two_pow_ge'] = lambda: all(2 * n + 2 <= 2 ** (n + 1) for n in range(100))
MUTANTS[P + 'two_pow_ge#1'] = lambda: all(2 * n + 3 <= 2 ** (n + 1) for n in range(100))
BRUTE[P + 'outer_sum'] = lambda: all(
    sum(nsub(2 ** (b + 1), 2) for b in range(n)) == nsub(nsub(2 ** (n + 1), 2 * n), 2) for n in range(40))


def W(a, b):               # W a b, enumerated among permutations of [a..b] (IV.mem_iff, IV.nodup)
    if a > b:
        return []
    return [list(p) for p in permutations(range(a, b + 1)) if iv(a, b, list(p)) and p[-1] != 0]


BRUTE[P + 'disjoint_W'] = lambda: all(
    not ({tuple(l) for l in W(a, b)} & {tuple(l) for l in W(a2, b2)})
    for a in range(6) for b in range(6) for a2 in range(6) for b2 in range(6) if (a, b) != (a2, b2))
BRUTE[P + 'ncard_W'] = lambda: all(
    len(W(a, b)) == nsub(2 ** (b - a), 1 if a == 0 else 0) for a in range(7) for b in range(a, 7))
MUTANTS[P + 'ncard_W#1'] = lambda: all(len(W(a, b)) == 2 ** (b - a) for a in range(7) for b in range(a, 7))


def valid_lists(n):        # ValidLists n: Nodup lists with entries < n, so of length ≤ n (exact)
    r = []
    for L in range(1, n + 1):
        for p in permutations(range(n), L):
            l = list(p)
            if diff_by_one(l) and l[-1] != 0:
                r.append(tuple(l))
    return r


def _union_W(n):
    return {tuple(l) for b in range(n) for a in range(b + 1) for l in W(a, b)}


BRUTE[P + 'validLists_eq_biUnion'] = lambda: all(set(valid_lists(n)) == _union_W(n) for n in range(7))
MUTANTS[P + 'validLists_eq_biUnion#1'] = lambda: all(set(valid_lists(n)) == _union_W(n + 1) for n in range(7))
BRUTE[P + 'disjoint_inner'] = lambda: all(
    not ({tuple(l) for a in range(i + 1) for l in W(a, i)} & {tuple(l) for a in range(j + 1) for l in W(a, j)})
    for i in range(7) for j in range(7) if i != j)
BRUTE[P + 'ncard_inner'] = lambda: all(
    len({tuple(l) for a in range(b + 1) for l in W(a, b)}) == nsub(2 ** (b + 1), 2) for b in range(7))
MUTANTS[P + 'ncard_inner#1'] = lambda: all(
    len({tuple(l) for a in range(b + 1) for l in W(a, b)}) == nsub(2 ** (b + 1), 1) for b in range(7))
BRUTE[P + 'ncard_validLists'] = lambda: all(
    len(valid_lists(n)) == nsub(nsub(2 ** (n + 1), 2 * n), 2) for n in range(8))
MUTANTS[P + 'ncard_validLists#1'] = lambda: all(
    len(valid_lists(n)) == nsub(2 ** (n + 1), 2 * n) for n in range(8))


def numbers(n):            # {m | 0 < m ∧ (digits n m).Nodup ∧ DiffByOne (digits n m)}; Nodup ⇒ m < n ^ n
    return [m for m in range(1, n ** n) if len(set(digits(n, m))) == len(digits(n, m))
            and diff_by_one(digits(n, m))]


_NUM = {n: numbers(n) for n in range(2, 7)}
BRUTE[P + 'ncard_numbers_eq'] = lambda: all(len(_NUM[n]) == len(valid_lists(n)) for n in range(2, 7))
BRUTE[P + 'usa1990_p4'] = lambda: all(len(_NUM[n]) == nsub(nsub(2 ** (n + 1), 2 * n), 2) for n in range(2, 7))
MUTANTS[P + 'usa1990_p4#1'] = lambda: all(len(_NUM[n]) == nsub(2 ** (n + 1), 2 * n) for n in range(2, 7))

# ================================================================ compfiles/Usa1991P2.lean
P = 'compfiles/Usa1991P2.lean::Usa1991P2.'


def subsets(s):
    s = list(s)
    for mask in range(1 << len(s)):
        yield [s[i] for i in range(len(s)) if mask >> i & 1]


def prodq(T):
    r = Q(1)
    for i in T:
        r *= i
    return r


def sdp(T):                # (∑ i ∈ T, i) / (∏ i ∈ T, i) in ℚ (x / 0 = 0)
    p = prodq(T)
    return Q(0) if p == 0 else Q(sum(T)) / p


def qdiv(a, b):
    return Q(0) if b == 0 else Q(a) / b


BRUTE[P + 'icc_one_succ'] = lambda: all(set(range(1, n + 2)) == {n + 1} | set(range(1, n + 1)) for n in range(50))
BRUTE[P + 'not_mem_icc_one'] = lambda: all(n + 1 not in range(1, n + 1) for n in range(50))
BRUTE[P + 'sum_div_prod_insert'] = lambda: all(
    sdp(T + [n + 1]) == qdiv(1, n + 1) * sdp(T) + qdiv(1, prodq(T))
    for n in range(9) for T in subsets(range(1, n + 1)))
MUTANTS[P + 'sum_div_prod_insert#1'] = lambda: all(
    sdp(T + [n + 1]) == qdiv(1, n + 1) * sdp(T)
    for n in range(9) for T in subsets(range(1, n + 1)))
BRUTE[P + 'prod_one_add_inv'] = lambda: all(prodq([1 + Q(1, i) for i in range(1, n + 1)]) == n + 1 for n in range(40))
MUTANTS[P + 'prod_one_add_inv#1'] = lambda: all(prodq([1 + Q(1, i) for i in range(1, n + 1)]) == n for n in range(40))
BRUTE[P + 'sum_powerset_one_div_prod'] = lambda: all(
    sum(qdiv(1, prodq(T)) for T in subsets(range(1, n + 1))) == n + 1 for n in range(12))


def _main(n):
    return sum(sdp(S) for S in subsets(range(1, n + 1)))


BRUTE[P + 'main_sum_succ'] = lambda: all(
    _main(n + 1) == _main(n) + (qdiv(1, n + 1) * _main(n) + (n + 1)) for n in range(11))
MUTANTS[P + 'main_sum_succ#1'] = lambda: all(
    _main(n + 1) == _main(n) + (qdiv(1, n + 1) * _main(n) + n) for n in range(11))
BRUTE[P + 'usa1991_p2'] = lambda: all(
    sum(sdp(S) for S in subsets(range(1, n + 1)) if S) == Q(n) ** 2 + 2 * n - (n + 1) * sum(Q(1, i) for i in range(1, n + 1))
    for n in range(12))
MUTANTS[P + 'usa1991_p2#1'] = lambda: all(
    sum(sdp(S) for S in subsets(range(1, n + 1)) if S) == Q(n) ** 2 + 2 * n - n * sum(Q(1, i) for i in range(1, n + 1))
    for n in range(12))

# ================================================================ compfiles/Usa1991P3.lean
P = 'compfiles/Usa1991P3.lean::Usa1991P3.'

_F = [2]
for _ in range(4):
    _F.append(2 ** _F[-1])          # f 0 .. f 4 exactly (f 4 = 2 ^ 65536)


def f_mod(n, m):           # f n % m, exact: 2 ^ E ≡ 2 ^ (E mod φ m + φ m) [MOD m] once E ≥ log₂ m
    if m == 1:
        return 0
    if n < len(_F):
        return _F[n] % m
    ph = totient(m)
    e = f_mod(n - 1, ph) + ph      # f (n - 1) ≥ f 4 > log₂ m
    return pow(2, e, m)


BRUTE[P + 'f_succ'] = lambda: all(_F[n + 1] == 2 ** _F[n] for n in range(4))
BRUTE[P + 'le_f'] = lambda: all(n + 2 <= _F[n] for n in range(5))
MUTANTS[P + 'le_f#1'] = lambda: all(n + 3 <= _F[n] for n in range(5))
BRUTE[P + 'f_monotone'] = lambda: all(_F[a] <= _F[b] for a in range(5) for b in range(a, 5))
MUTANTS[P + 'f_monotone#1'] = lambda: all(_F[a] >= _F[b] for a in range(5) for b in range(a, 5))
BRUTE[P + 'two_pow_dvd_f'] = lambda: all(
    dvd(2 ** a, _F[n]) for n in range(5) for a in range(1, n + 1))
MUTANTS[P + 'two_pow_dvd_f#1'] = lambda: all(
    dvd(2 ** (a + 2), _F[n]) for n in range(5) for a in range(1, n + 1))


def _eventually(m, nmax=14):  # ∃ N, ∀ n, N ≤ n → f n ≡ f N [MOD m]: a witness N ≤ 8, checked for n ≤ nmax
    return any(all(f_mod(n, m) == f_mod(N, m) for n in range(N, nmax + 1)) for N in range(9))


BRUTE[P + 'eventually_constant_mod'] = lambda: all(_eventually(m) for m in range(1, 60))
BRUTE[P + 'usa1991_p3'] = lambda: all(_eventually(m) for m in range(1, 60))
MUTANTS[P + 'usa1991_p3#1'] = lambda: all(   # N fixed to 0
    all(f_mod(n, m) == f_mod(0, m) for n in range(0, 15)) for m in range(1, 60))

# ================================================================ compfiles/Usa1991P4.lean
P = 'compfiles/Usa1991P4.lean::Usa1991P4.'


def _usa1991_p4(delta=0):
    for m in range(1, 9):
        for n in range(1, 9):
            a = Q(m ** (m + 1) + n ** (n + 1), m ** m + n ** n)
            if not (m ** m + n ** n + delta <= a ** m + a ** n):
                return False
    return True


BRUTE[P + 'usa1991_p4'] = lambda: _usa1991_p4()
MUTANTS[P + 'usa1991_p4#1'] = lambda: _usa1991_p4(delta=Q(1, 10 ** 9))   # strict-ish: fails at m = n

# ================================================================ compfiles/Usa1992P1.lean
P = 'compfiles/Usa1992P1.lean::Usa1992P1.'
F = 'compfiles/Usa1992P1.lean::'


def dsum(m):
    return sum(digits(10, m))


def pad_list(l, n):
    return list(l) + [0] * nsub(n, len(l))


def digits_padded(b, m, n):
    return pad_list(digits(b, m), n)


BRUTE[P + 'digits_pow'] = lambda: all(len(digits(10, 10 ** m)) == m + 1 for m in range(60))
MUTANTS[P + 'digits_pow#1'] = lambda: all(len(digits(10, 10 ** m)) == m for m in range(60))
BRUTE[P + 'lemma2'] = lambda: all(len(digits(10, y)) < m + 1 for m in range(4) for y in range(10 ** m))
BRUTE[P + 'digits_sum_mul_pow'] = lambda: all(dsum(x * 10 ** m) == dsum(x) for m in range(6) for x in range(300))
BRUTE[P + 'digits_sum'] = lambda: all(
    dsum(x * 10 ** m + y) == dsum(x * 10 ** m) + dsum(y) for m in range(4) for x in range(60) for y in range(10 ** m))
MUTANTS[P + 'digits_sum#1'] = lambda: all(    # h1 weakened: y < 10 ^ (m + 1)
    dsum(x * 10 ** m + y) == dsum(x * 10 ** m) + dsum(y) for m in range(3) for x in range(60) for y in range(10 ** (m + 1)))
BRUTE[F + 'example:50'] = lambda: all(sum([m % 10] + digits(10, m // 10)) == dsum(m) for m in range(1, 3000))
MUTANTS[F + 'example:50#1'] = lambda: all(sum([m % 10] + digits(10, m // 10)) == dsum(m) + 1 for m in range(1, 3000))
BRUTE[P + 'lemma3'] = lambda: all(dsum(m + 1) == dsum(m) + 1 for m in range(3000) if m % 10 + 1 < 10)
MUTANTS[P + 'lemma3#1'] = lambda: all(dsum(m + 1) == dsum(m) + 1 for m in range(3000))
_PAIRS = [(l1, l2) for l2 in lists(4, 4) for l1 in lists(4, 4) if forall2_le(l1, l2)]
BRUTE[P + 'lemma6'] = lambda: all(of_digits(b, l1) <= of_digits(b, l2) for b in range(6) for l1, l2 in _PAIRS)
MUTANTS[P + 'lemma6#1'] = lambda: all(of_digits(b, l1) < of_digits(b, l2) for b in range(6) for l1, l2 in _PAIRS)
BRUTE[P + 'ofDigits_sub_ofDigits_eq_ofDigits_zipWith'] = lambda: all(
    nsub(of_digits(b, l2), of_digits(b, l1)) == of_digits(b, zipwith_sub(l2, l1)) for b in range(6) for l1, l2 in _PAIRS)
MUTANTS[P + 'ofDigits_sub_ofDigits_eq_ofDigits_zipWith#1'] = lambda: all(   # hg dropped
    nsub(of_digits(b, l2), of_digits(b, l1)) == of_digits(b, zipwith_sub(l2, l1))
    for b in range(6) for l1 in lists(3, 3) for l2 in lists(3, 3) if len(l1) == len(l2))
BRUTE[P + 'lemma8'] = lambda: all(nsub(10 ** n, 1) == of_digits(10, [9] * n) for n in range(60))
BRUTE[P + 'lemma9'] = lambda: all(len(digits(10, m)) <= n for n in range(4) for m in range(10 ** n))
MUTANTS[P + 'lemma9#1'] = lambda: all(len(digits(10, m)) <= n for n in range(4) for m in range(10 ** n + 1))
BRUTE[P + 'padList_cons'] = lambda: all(
    pad_list([hd] + tl, n + 1) == [hd] + pad_list(tl, n) for hd in range(3) for tl in lists(4, 2) for n in range(7))
BRUTE[P + 'digitsPadded_lt_base'] = lambda: all(
    d < b for b in range(2, 8) for m in range(200) for n in range(8) for d in digits_padded(b, m, n))
MUTANTS[P + 'digitsPadded_lt_base#1'] = lambda: all(   # hb dropped: b = 1
    d < b for b in range(1, 8) for m in range(200) for n in range(8) for d in digits_padded(b, m, n))
BRUTE[P + 'digitsPaddedLength'] = lambda: all(
    len(digits_padded(b, m, n)) == n for b in range(6) for m in range(150) for n in range(12) if len(digits(b, m)) <= n)
MUTANTS[P + 'digitsPaddedLength#1'] = lambda: all(
    len(digits_padded(b, m, n)) == n for b in range(6) for m in range(150) for n in range(12))


def _exists_prefix(L):
    for k in range(len(L) + 1):
        l1, rest = L[:k], L[k:]
        if (not l1 or l1[-1] != 0) and all(x == 0 for x in rest):
            return True
    return False


BRUTE[P + 'exists_prefix'] = lambda: all(_exists_prefix(L) for L in lists(5, 2))
MUTANTS[P + 'exists_prefix#1'] = lambda: all(   # l1 required nonempty with last ≠ 0
    any(l1 and l1[-1] != 0 and all(x == 0 for x in L[k:]) for k in range(len(L) + 1) for l1 in [L[:k]])
    for L in lists(5, 2))
BRUTE[P + 'digitsPadded_ofDigits'] = lambda: all(
    digits_padded(b, of_digits(b, L), n) == pad_list(L, n)
    for b in range(2, 5) for L in lists(4, 4) if all(x < b for x in L) for n in range(len(L), 7))
MUTANTS[P + 'digitsPadded_ofDigits#1'] = lambda: all(   # w₁ dropped
    digits_padded(b, of_digits(b, L), n) == pad_list(L, n)
    for b in range(2, 5) for L in lists(4, 4) for n in range(len(L), 7))
BRUTE[P + 'digitsPadded_sum'] = lambda: all(
    sum(digits_padded(b, m, n)) == sum(digits(b, m)) for b in range(6) for m in range(150) for n in range(10))
BRUTE[P + 'lemma5'] = lambda: all(
    digits_padded(10, nsub(nsub(10 ** n, 1), m), n) == [9 - d for d in digits_padded(10, m, n)]
    for n in range(4) for m in range(10 ** n))
MUTANTS[P + 'lemma5#1'] = lambda: all(
    digits_padded(10, nsub(10 ** n, m), n) == [9 - d for d in digits_padded(10, m, n)]
    for n in range(4) for m in range(10 ** n))
BRUTE[P + 'List.sum_map_sub_aux'] = lambda: all(
    sum(zipwith_sub(l2, l1)) == nsub(sum(l2), sum(l1)) and sum(l1) <= sum(l2) for l1, l2 in _PAIRS)
MUTANTS[P + 'List.sum_map_sub_aux#1'] = lambda: all(
    sum(zipwith_sub(l2, l1)) == nsub(sum(l2), sum(l1)) and sum(l1) < sum(l2) for l1, l2 in _PAIRS)
BRUTE[P + 'List.sum_map_sub'] = lambda: all(sum(zipwith_sub(l2, l1)) == nsub(sum(l2), sum(l1)) for l1, l2 in _PAIRS)
BRUTE[P + 'lemma4'] = lambda: all(
    dsum(nsub(nsub(10 ** n, 1), m)) == nsub(9 * n, dsum(m)) for n in range(5) for m in range(10 ** n))
MUTANTS[P + 'lemma4#1'] = lambda: all(
    dsum(nsub(10 ** n, m)) == nsub(9 * n, dsum(m)) for n in range(5) for m in range(10 ** n))


def _p1(n):
    p = 1
    for i in range(n + 1):
        p *= nsub(10 ** (2 ** i), 1)
    return dsum(p)


BRUTE[P + 'usa1992_p1'] = lambda: all(_p1(n) == 9 * 2 ** n for n in range(9))
MUTANTS[P + 'usa1992_p1#1'] = lambda: all(_p1(n) == 9 * 2 ** (n + 1) for n in range(9))


# ---------------------------------------------------------------- runner (same checks as held_out_runner.main)


if __name__ == '__main__':
    import os
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from held_out_runner import main
    sys.exit(main(BRUTE, MUTANTS))
