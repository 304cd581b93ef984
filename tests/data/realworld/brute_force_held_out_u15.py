"""Brute forces for the held-out set /work/unseen/u15 (written from the Lean definitions).

Each BRUTE function returns True when no assignment in its box violates the
statement (hypotheses act as filters, existentials are searched in the box),
False when a violation is found.  MUTANTS are deliberately wrong variants that
must return False.  Run: python3 brute_force_held_out_u15.py

Plain Python 3.11, standard library only.
"""
import itertools
import math
import sys
import tomllib
from fractions import Fraction
from pathlib import Path

ZS = range(-12, 13)   # box for ℤ variables

# ---------------------------------------------------------------- helpers


def nsub(a, b):            # ℕ subtraction truncates at 0
    return a - b if a >= b else 0


def ndiv(a, b):            # ℕ division floors, x / 0 = 0
    return a // b if b else 0


def nmod(a, b):            # ℕ modulo, x % 0 = x
    return a % b if b else a


def modeq(n, a, b):        # Nat.ModEq b n a  :  n % b = a % b
    return nmod(n, b) == nmod(a, b)


def dvd(a, b):             # a ∣ b  (0 ∣ 0)
    return b == 0 if a == 0 else b % a == 0


def is_prime_small(n):
    if n < 2:
        return False
    i = 2
    while i * i <= n:
        if n % i == 0:
            return False
        i += 1
    return True


def is_prime(n):           # Miller-Rabin with the first 13 prime bases
    if n < 2:
        return False
    small = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41]
    for p in small:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in small:
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


def choose(n, k):
    return math.comb(n, k) if 0 <= k <= n else 0


def factorization(y, p):   # Nat.factorization y p  (0 unless p prime; y ≠ 0)
    if y == 0 or not is_prime_small(p):
        return 0
    c = 0
    while y % p == 0:
        y //= p
        c += 1
    return c


def iroot(x, k):           # the m with m ^ k = x, or None
    if k == 0:
        return 0 if x == 1 else None
    m = round(x ** (1.0 / k)) if x > 0 else 0
    for c in (m - 1, m, m + 1):
        if c >= 0 and c ** k == x:
            return c
    return None


def is_square_int(a):      # IsSquare a over ℤ: ∃ r, a = r * r
    if a < 0:
        return False
    r = math.isqrt(a)
    return r * r == a


# integer polynomials as coefficient lists (index = degree)
def pnorm(p):
    p = list(p)
    while p and p[-1] == 0:
        p.pop()
    return p


def padd(*ps):
    n = max(len(p) for p in ps)
    return pnorm([sum(p[i] if i < len(p) else 0 for p in ps) for i in range(n)])


def pmul(p, q):
    if not p or not q:
        return []
    r = [0] * (len(p) + len(q) - 1)
    for i, a in enumerate(p):
        for j, b in enumerate(q):
            r[i + j] += a * b
    return pnorm(r)


def ppow(p, k):
    r = [1]
    for _ in range(k):
        r = pmul(r, p)
    return r


def pC(c):
    return pnorm([c])


def pXk(k):
    return [0] * k + [1]


def pcoeff(p, i):
    return p[i] if 0 <= i < len(p) else 0


def pnatdeg(p):
    p = pnorm(p)
    return len(p) - 1 if p else 0


# ---------------------------------------------------------------- Usa1982P2
def auxPoly(k):            # 1 + X ^ k + (C (-1) - X) ^ k
    return padd([1], pXk(k), ppow(padd(pC(-1), [0, -1]), k))


def hid_1982(m, n):
    return pmul(auxPoly(m + n), pC(m * n)) == pmul(pmul(auxPoly(m), auxPoly(n)), pC(m + n))


def coeff_eq_concl(m, n):
    lhs = (-1) ** (m + n) * (m + n) * (m * n)
    rhs = (pcoeff(auxPoly(m), nsub(m, 1)) * pcoeff(auxPoly(n), n)
           + pcoeff(auxPoly(m), m) * pcoeff(auxPoly(n), nsub(n, 1))) * (m + n)
    return lhs == rhs


# ---------------------------------------------------------------- Usa1982P4
K1982 = 2935363331541925531
TRIPLES_1982 = [(3, 1, 2), (5, 2, 4), (17, 4, 8), (257, 8, 16), (65537, 16, 32),
                (6700417, 32, 64), (641, 0, 64)]


def not_prime_big(N, e):
    if N % e == 0 and N != e:
        return True
    return not is_prime(N)


def p4_lemma(K, triples, nmax=90):
    for (e, a, b) in triples:
        for n in range(nmax):
            if modeq(n, a, b) and not not_prime_big(K * 2 ** n + 1, e):
                return False
    return True


# ---------------------------------------------------------------- Usa1983P1
PERMS6 = list(itertools.permutations(range(6)))


def favorable(sig, offs=(0, 1, 2)):
    s = {sig[0], sig[1], sig[2]}
    return any(s == {(k + o) % 6 for o in offs} for k in range(6))


# ---------------------------------------------------------------- Usa1983P5
def twoPart(a):
    return 2 ** factorization(a, 2)


def oddPart(a):            # ordCompl[2] a = a / 2 ^ (a.factorization 2)
    return a // 2 ** factorization(a, 2)


def is_odd(a):
    return a % 2 == 1


RATS = sorted({Fraction(p, q) for q in range(1, 9) for p in range(-12, 13)})


def subsets(xs):
    xs = list(xs)
    for r in range(len(xs) + 1):
        for c in itertools.combinations(xs, r):
            yield c


def antichain(s):
    return all(not dvd(a, b) for a in s for b in s if a != b)


# ---------------------------------------------------------------- Usa1984P2
def p2a_good(s):
    for t in subsets(s):
        if not t:
            continue
        if iroot(math.prod(t), len(t)) is None:
            return False
    return True


def p2a(nmax=3, bound=20, branch=True):
    for n in range(nmax + 1):
        ex = any(all(x > 0 for x in s) and p2a_good(s)
                 for s in itertools.combinations(range(1, bound + 1), n))
        if ex != branch:
            return False
    return True


# ---------------------------------------------------------------- Usa1984P4
FIN28 = range(28)


def sets28():
    out = [()]
    out += [(i,) for i in FIN28]
    out += list(itertools.combinations(FIN28, 2))
    out += [tuple(range(k)) for k in range(3, 29)]
    out += [tuple(range(k, 28)) for k in range(1, 26)]
    out += [tuple(range(0, 28, d)) for d in range(2, 8)]
    out += [tuple(i for i in FIN28 if (i * 7 + 3) % 5 < 2)]
    return [frozenset(s) for s in out]


S28 = sets28()


def sum_ite_erase(s, q1, minus=1):
    lhs = sum(1 for q2 in FIN28 if q1 in s and q2 in s and q1 != q2)
    rhs = nsub(len(s), minus) if q1 in s else 0
    return lhs == rhs


# ---------------------------------------------------------------- Usa1985P4
def graphs(n):
    pairs = list(itertools.combinations(range(n), 2))
    for mask in range(1 << len(pairs)):
        adj = [[False] * n for _ in range(n)]
        for b, (i, j) in enumerate(pairs):
            if mask >> b & 1:
                adj[i][j] = adj[j][i] = True
        yield adj


GRAPHS = {n: list(graphs(n)) for n in range(6)}


def mixedRel(G, X, p):
    return X != p[0] and X != p[1] and ((G[X][p[0]] and not G[X][p[1]]) or (not G[X][p[0]] and G[X][p[1]]))


def badPair(G, n, p):
    return frozenset(X for X in range(n) if mixedRel(G, X, p))


def bipartiteBelow(r, s, b):   # s.filter (fun a => r a b)
    return frozenset(a for a in s if r(a, b))


def bipartiteAbove(r, t, a):   # t.filter (fun b => r a b)
    return frozenset(b for b in t if r(a, b))


def offDiag(n):
    return [(i, j) for i in range(n) for j in range(n) if i != j]


def degree(G, n, X):
    return sum(1 for Y in range(n) if G[X][Y])


def nbhd(G, n, X):
    return frozenset(Y for Y in range(n) if G[X][Y])


def all_graphs(pred, nmax=5, nmin=0):
    return all(pred(n, G) for n in range(nmin, nmax + 1) for G in GRAPHS[n])


def good_count(G, n, A, B):
    return sum(1 for X in range(n) if X != A and X != B and (G[X][A] == G[X][B]))


# ---------------------------------------------------------------- Usa1986P1
def has_small_factor(x, primes):
    return any(x % p == 0 for p in primes)


def run_exists(length, primes, nmax):
    flags = [has_small_factor(x, primes) for x in range(nmax + length + 1)]
    run = 0
    for x in range(1, nmax + length + 1):
        run = run + 1 if flags[x] else 0
        if run >= length and x - length + 1 >= 1 and x - length + 1 <= nmax:
            return True
    return False


def nd_1986(a, j, ps=(3, 5, 7, 11)):
    return all(not dvd(p, a + 2 * j) for p in ps)


# ---------------------------------------------------------------- Usa1986P3
def sum_sq1(n):
    return sum((i + 1) ** 2 for i in range(n))


def in_S_1986(n, strict=True):
    if strict and not 1 < n:
        return False
    s = sum_sq1(n)
    if n == 0:
        return s == 0
    if s % n:
        return False
    m = math.isqrt(s // n)
    return m * m == s // n


# ---------------------------------------------------------------- Usa1986P5
def partitions(n, maxpart=None):
    if maxpart is None:
        maxpart = n
    if n == 0:
        yield ()
        return
    for k in range(min(n, maxpart), 0, -1):
        for rest in partitions(n - k, k):
            yield (k,) + rest


PARTS = {n: list(partitions(n)) for n in range(16)}


def numPartitions(n):
    return len(PARTS[n])


def sum_count_one(n):
    return sum(p.count(1) for p in PARTS[n])


def sum_distinct(n):
    return sum(len(set(p)) for p in PARTS[n])


# ---------------------------------------------------------------- Usa1987P1
SOL_1987 = {(-1, -1), (8, -10), (9, -6), (9, -21)}


def p1_1987(sol, box=range(-30, 31)):
    return all(((m, n) in sol) == (m != 0 and n != 0 and (m * m + n) * (m + n * n) == (m - n) ** 3)
               for m in box for n in box)


# ---------------------------------------------------------------- Usa1987P5
def seqs(n):
    return itertools.product((False, True), repeat=n)


def eqBefore(a, i):
    return frozenset(j for j in range(len(a)) if j < i and a[j] == a[i])


def neqAfter(a, i):
    return frozenset(j for j in range(len(a)) if i < j and a[j] != a[i])


def f87(a, i):
    return len(eqBefore(a, i)) + len(neqAfter(a, i))


def triples(n):
    return [(i, j, k) for i in range(n) for j in range(n) for k in range(n) if i < j < k]


def numGoodTriples(a):
    return sum(1 for (i, j, k) in triples(len(a))
               if not ((a[i] is False and a[j] is True and a[k] is False)
                       or (a[i] is True and a[j] is False and a[k] is True)))


def tripsA(a):
    return [(i, j, k) for (i, j, k) in triples(len(a)) if a[i] == a[j] and a[j] == a[k]]


def tripsB(a):
    return [(i, j, k) for (i, j, k) in triples(len(a)) if a[i] == a[j] and a[j] != a[k]]


def tripsC(a):
    return [(i, j, k) for (i, j, k) in triples(len(a)) if a[i] != a[j] and a[j] == a[k]]


def altSeq(n):
    return tuple(i % 2 == 1 for i in range(n))


def minT(n):
    return ndiv(n * nsub(n, 1) * nsub(n, 3), 8)


def all_seqs(pred, nmax=7):
    return all(pred(a) for n in range(nmax + 1) for a in seqs(n))


def is_least_range(n, v):
    vals = {numGoodTriples(a) for a in seqs(n)}
    return v in vals and all(v <= x for x in vals)


# ---------------------------------------------------------------- brute forces
P82_2 = 'compfiles/Usa1982P2.lean'
P82_4 = 'compfiles/Usa1982P4.lean'
P83_1 = 'compfiles/Usa1983P1.lean'
P83_5 = 'compfiles/Usa1983P5.lean'
P84_2 = 'compfiles/Usa1984P2.lean'
P84_4 = 'compfiles/Usa1984P4.lean'
P85_1 = 'compfiles/Usa1985P1.lean'
P85_4 = 'compfiles/Usa1985P4.lean'
P85_5 = 'compfiles/Usa1985P5.lean'
P86_1 = 'compfiles/Usa1986P1.lean'
P86_3 = 'compfiles/Usa1986P3.lean'
P86_5 = 'compfiles/Usa1986P5.lean'
P87_1 = 'compfiles/Usa1987P1.lean'
P87_5 = 'compfiles/Usa1987P5.lean'

BRUTE = {}
MUTANTS = {}
K = range(0, 16)

# --- Usa1982P2 (ℝ[X] with integer coefficients: exact)
BRUTE[P82_2 + '::Usa1982P2.auxPoly_one'] = lambda: auxPoly(1) == []
BRUTE[P82_2 + '::Usa1982P2.auxPoly_eq'] = lambda: all(
    auxPoly(k) == padd([1], pXk(k), pmul(pC((-1) ** k), ppow([1, 1], k))) for k in K)
BRUTE[P82_2 + '::Usa1982P2.auxPoly_coeff_self'] = lambda: all(
    pcoeff(auxPoly(k), k) == 1 + (-1) ** k for k in K if 1 <= k)
BRUTE[P82_2 + '::Usa1982P2.auxPoly_coeff_pred'] = lambda: all(
    pcoeff(auxPoly(k), nsub(k, 1)) == (-1) ** k * k for k in K if 2 <= k)
BRUTE[P82_2 + '::Usa1982P2.natDegree_auxPoly_le'] = lambda: all(pnatdeg(auxPoly(k)) <= k for k in K)
BRUTE[P82_2 + '::Usa1982P2.coeff_eq'] = lambda: all(
    coeff_eq_concl(m, n) for m in range(1, 9) for n in range(1, 9) if hid_1982(m, n))
MUTANTS[P82_2 + '::Usa1982P2.auxPoly_one#1'] = lambda: auxPoly(2) == []                      # 1 -> 2
MUTANTS[P82_2 + '::Usa1982P2.auxPoly_eq#1'] = lambda: all(
    auxPoly(k) == padd([1], pXk(k), pmul(pC((-1) ** (k + 1)), ppow([1, 1], k))) for k in K)   # (-1)^k -> (-1)^(k+1)
MUTANTS[P82_2 + '::Usa1982P2.auxPoly_coeff_self#1'] = lambda: all(
    pcoeff(auxPoly(k), k) == 1 + (-1) ** k for k in K)                                      # hk dropped (k = 0)
MUTANTS[P82_2 + '::Usa1982P2.auxPoly_coeff_pred#1'] = lambda: all(
    pcoeff(auxPoly(k), nsub(k, 1)) == (-1) ** k * (k - 1) for k in K if 2 <= k)             # k -> k - 1
MUTANTS[P82_2 + '::Usa1982P2.natDegree_auxPoly_le#1'] = lambda: all(
    pnatdeg(auxPoly(k)) <= nsub(k, 1) for k in K)                                           # ≤ k -> ≤ k - 1
MUTANTS[P82_2 + '::Usa1982P2.coeff_eq#1'] = lambda: all(
    coeff_eq_concl(m, n) for m in range(1, 9) for n in range(1, 9))                         # hid dropped

# --- Usa1982P4 (`Prime` on ℕ is Nat.Prime)
BRUTE[P82_4 + '::Usa1982P4.not_prime_of_dvd'] = lambda: all(
    not is_prime_small(n) for n in range(2, 200)
    if any(m >= 2 and m != n and dvd(m, n) for m in range(0, n + 1)))
R8 = range(8)
BRUTE[P82_4 + '::Usa1982P4.some_useful_mod_lemma'] = lambda: all(
    modeq(d ** n, d ** a, c)
    for n in R8 for a in R8 for b in R8 for c in R8 for d in R8
    if modeq(n, a, b) and modeq(d ** b, 1, c))
BRUTE[P82_4 + '::Usa1982P4.usa1982_p4_lemma'] = lambda: p4_lemma(K1982, TRIPLES_1982)


def mod_lemma_1982(total=64, nmax=140):
    for q in range(1, total + 1):
        if total % q:
            continue
        for n in range(nmax):
            rp = n % 64
            for r in range(70):
                if modeq(rp, r, q) and not modeq(n, r, q):
                    return False
    return True


BRUTE[P82_4 + '::Usa1982P4.usa1982_mod_lemma'] = lambda: mod_lemma_1982()
MUTANTS[P82_4 + '::Usa1982P4.not_prime_of_dvd#1'] = lambda: all(
    not is_prime_small(n) for n in range(2, 200)
    if any(m >= 1 and m != n and dvd(m, n) for m in range(0, n + 1)))                       # m ≥ 2 -> m ≥ 1
MUTANTS[P82_4 + '::Usa1982P4.some_useful_mod_lemma#1'] = lambda: all(
    modeq(d ** n, d ** a, c)
    for n in R8 for a in R8 for b in R8 for c in R8 for d in R8 if modeq(n, a, b))          # hypothesis on d ^ b dropped
MUTANTS[P82_4 + '::Usa1982P4.usa1982_p4_lemma#1'] = lambda: p4_lemma(1, TRIPLES_1982)       # k = 1 instead of 2935363331541925531
MUTANTS[P82_4 + '::Usa1982P4.usa1982_mod_lemma#1'] = lambda: mod_lemma_1982(total=96)       # p * q = 64 -> p * q = 96

# --- Usa1983P1
BRUTE[P83_1 + '::Usa1983P1.card_favorable'] = lambda: sum(1 for s in PERMS6 if favorable(s)) == 216
BRUTE[P83_1 + '::Usa1983P1.card_orderings'] = lambda: len(PERMS6) == 720
MUTANTS[P83_1 + '::Usa1983P1.card_favorable#1'] = lambda: sum(1 for s in PERMS6 if favorable(s, (0, 2, 4))) == 216  # {k, k+1, k+2} -> {k, k+2, k+4}
MUTANTS[P83_1 + '::Usa1983P1.card_orderings#1'] = lambda: len(list(itertools.permutations(range(5)))) == 720  # Fin 6 -> Fin 5

# --- Usa1983P5
BRUTE[P83_5 + '::Usa1983P5.one_div_den_le_abs_rat'] = lambda: all(
    Fraction(1, q.denominator) <= abs(q) for q in RATS if q != 0)
BRUTE[P83_5 + '::Usa1983P5.one_div_den_le_dist_of_dvd_den'] = lambda: all(
    Fraction(1, s.denominator) <= abs(r - s)
    for r in RATS for s in RATS if dvd(r.denominator, s.denominator) and r != s)
NA = range(0, 200)
BRUTE[P83_5 + '::Usa1983P5.twoPart_mul_oddPart'] = lambda: all(twoPart(a) * oddPart(a) == a for a in NA)
BRUTE[P83_5 + '::Usa1983P5.oddPart_odd'] = lambda: all(is_odd(oddPart(a)) for a in NA if a != 0)
BRUTE[P83_5 + '::Usa1983P5.oddPart_le_self'] = lambda: all(oddPart(a) <= a for a in NA)
BRUTE[P83_5 + '::Usa1983P5.pos_of_mem_Icc_one'] = lambda: all(
    0 < a for a in range(40) for n in range(40) if 1 <= a <= n)
BRUTE[P83_5 + '::Usa1983P5.odd_eq_of_half_eq'] = lambda: all(
    a == b for a in range(60) for b in range(60) if is_odd(a) and is_odd(b) and a // 2 == b // 2)
BRUTE[P83_5 + '::Usa1983P5.oddPart_index_lt_half'] = lambda: all(
    oddPart(a) // 2 < (n + 1) // 2 for n in range(60) for a in range(1, n + 1))
BRUTE[P83_5 + '::Usa1983P5.dvd_or_dvd_of_oddPart_eq'] = lambda: all(
    dvd(a, b) or dvd(b, a) for a in range(80) for b in range(80) if oddPart(a) == oddPart(b))


def odd_index_injective(nmax=10, need_antichain=True):
    for n in range(nmax + 1):
        for s in subsets(range(1, n + 1)):
            if need_antichain and not antichain(s):
                continue
            idx = [oddPart(a) // 2 for a in s]
            if len(set(idx)) != len(idx):
                return False
    return True


BRUTE[P83_5 + '::Usa1983P5.oddIndex_injective_of_no_dvd'] = lambda: odd_index_injective()
BRUTE[P83_5 + '::Usa1983P5.card_le_half_of_no_dvd'] = lambda: all(
    len(s) <= (n + 1) // 2 for n in range(11) for s in subsets(range(1, n + 1)) if antichain(s))
MUTANTS[P83_5 + '::Usa1983P5.one_div_den_le_abs_rat#1'] = lambda: all(
    Fraction(1, q.denominator) <= abs(q) for q in RATS)                                     # hq dropped
MUTANTS[P83_5 + '::Usa1983P5.one_div_den_le_dist_of_dvd_den#1'] = lambda: all(
    Fraction(1, s.denominator) <= abs(r - s) for r in RATS for s in RATS if r != s)         # hdiv dropped
MUTANTS[P83_5 + '::Usa1983P5.twoPart_mul_oddPart#1'] = lambda: all(
    2 * twoPart(a) * oddPart(a) == a for a in NA)                                           # extra factor 2
MUTANTS[P83_5 + '::Usa1983P5.oddPart_odd#1'] = lambda: all(is_odd(oddPart(a)) for a in NA)  # ha dropped
MUTANTS[P83_5 + '::Usa1983P5.oddPart_le_self#1'] = lambda: all(oddPart(a) < a for a in NA)  # ≤ -> <
MUTANTS[P83_5 + '::Usa1983P5.pos_of_mem_Icc_one#1'] = lambda: all(
    0 < a for a in range(40) for n in range(40) if 0 <= a <= n)                             # Icc 1 n -> Icc 0 n
MUTANTS[P83_5 + '::Usa1983P5.odd_eq_of_half_eq#1'] = lambda: all(
    a == b for a in range(60) for b in range(60) if is_odd(a) and a // 2 == b // 2)         # hb dropped
MUTANTS[P83_5 + '::Usa1983P5.oddPart_index_lt_half#1'] = lambda: all(
    oddPart(a) // 2 < n // 2 for n in range(60) for a in range(1, n + 1))                   # (n + 1) / 2 -> n / 2
MUTANTS[P83_5 + '::Usa1983P5.dvd_or_dvd_of_oddPart_eq#1'] = lambda: all(
    dvd(a, b) for a in range(80) for b in range(80) if oddPart(a) == oddPart(b))            # `∨ b ∣ a` dropped
MUTANTS[P83_5 + '::Usa1983P5.oddIndex_injective_of_no_dvd#1'] = lambda: odd_index_injective(need_antichain=False)  # hantichain dropped
MUTANTS[P83_5 + '::Usa1983P5.card_le_half_of_no_dvd#1'] = lambda: all(
    len(s) <= n // 2 for n in range(11) for s in subsets(range(1, n + 1)) if antichain(s))  # (n + 1) / 2 -> n / 2


# --- Usa1984P2
def fact_eq_of_pow(drop_z=False):
    for k in range(1, 5):
        for C in range(1, 17):
            for y in range(1, 17):
                if iroot(y * C, k) is None:
                    continue
                for z in range(1, 17):
                    if iroot(z * C, k) is None:
                        continue
                    for p in range(14):
                        diff = factorization(y, p) - (0 if drop_z else factorization(z, p))
                        if diff % k:
                            return False
    return True


BRUTE[P84_2 + '::Usa1984P2.factorization_eq_of_pow'] = lambda: fact_eq_of_pow()
BRUTE[P84_2 + '::Usa1984P2.usa1984_p2a'] = lambda: p2a()
MUTANTS[P84_2 + '::Usa1984P2.factorization_eq_of_pow#1'] = lambda: fact_eq_of_pow(drop_z=True)  # `- factorization z p` dropped
MUTANTS[P84_2 + '::Usa1984P2.usa1984_p2a#1'] = lambda: p2a(branch=False)                        # does_exist_finite := false

# --- Usa1984P4
BRUTE[P84_4 + '::Usa1984P4.sum_ite_erase'] = lambda: all(sum_ite_erase(s, q1) for s in S28 for q1 in FIN28)
BRUTE[P84_4 + '::Usa1984P4.card_ordered_pairs'] = lambda: all(
    sum(1 for q1 in FIN28 for q2 in FIN28 if q1 in s and q2 in s and q1 != q2) == len(s) * nsub(len(s), 1)
    for s in S28)
BRUTE[P84_4 + '::Usa1984P4.sum_two_distinct'] = lambda: all(
    sum(2 for q2 in FIN28 if q1 != q2) == 54 for q1 in FIN28)
MUTANTS[P84_4 + '::Usa1984P4.sum_ite_erase#1'] = lambda: all(
    sum_ite_erase(s, q1, minus=0) for s in S28 for q1 in FIN28)                             # s.card - 1 -> s.card
MUTANTS[P84_4 + '::Usa1984P4.card_ordered_pairs#1'] = lambda: all(
    sum(1 for q1 in FIN28 for q2 in FIN28 if q1 in s and q2 in s and q1 != q2) == len(s) * len(s)
    for s in S28)                                                                           # (s.card - 1) -> s.card
MUTANTS[P84_4 + '::Usa1984P4.sum_two_distinct#1'] = lambda: all(
    sum(2 for q2 in FIN28 if q1 != q2) == 56 for q1 in FIN28)                               # 54 -> 56

# --- Usa1985P1
BRUTE[P85_1 + '::Usa1985P1.nicomachus'] = lambda: all(
    sum(i ** 3 for i in range(n)) == sum(range(n)) ** 2 for n in range(60))
BRUTE[P85_1 + "::Usa1985P1.nicomachus'"] = lambda: all(
    sum((i + 1) ** 3 for i in range(n)) == sum(i + 1 for i in range(n)) ** 2 for n in range(60))
MUTANTS[P85_1 + '::Usa1985P1.nicomachus#1'] = lambda: all(
    sum(i ** 3 for i in range(n)) == sum(i * i for i in range(n)) ** 2 for n in range(60))  # i -> i^2 inside
MUTANTS[P85_1 + "::Usa1985P1.nicomachus'#1"] = lambda: all(
    sum((i + 1) ** 3 for i in range(n)) == sum(i + 1 for i in range(n)) ** 3 for n in range(60))  # ^2 -> ^3

# --- Usa1985P4 (all simple graphs on Fin n, n ≤ 5)
BRUTE[P85_4 + '::Usa1985P4.badPair_eq_bipartiteBelow'] = lambda: all_graphs(
    lambda n, G: all(badPair(G, n, p) == bipartiteBelow(lambda X, q: mixedRel(G, X, q), range(n), p)
                     for p in itertools.product(range(n), repeat=2)))
BRUTE[P85_4 + '::Usa1985P4.neighborFinset_subset_erase'] = lambda: all_graphs(
    lambda n, G: all(nbhd(G, n, X) <= frozenset(range(n)) - {X} for X in range(n)))
BRUTE[P85_4 + '::Usa1985P4.degree_le'] = lambda: all_graphs(
    lambda n, G: all(degree(G, n, X) <= nsub(n, 1) for X in range(n)))
BRUTE[P85_4 + '::Usa1985P4.fiber_card'] = lambda: all_graphs(
    lambda n, G: all(len(bipartiteAbove(lambda X, q: mixedRel(G, X, q), offDiag(n), X))
                     == 2 * (degree(G, n, X) * nsub(nsub(n, 1), degree(G, n, X))) for X in range(n)))
BRUTE[P85_4 + '::Usa1985P4.double_count'] = lambda: all_graphs(
    lambda n, G: sum(len(badPair(G, n, p)) for p in offDiag(n))
    == sum(2 * (degree(G, n, X) * nsub(nsub(n, 1), degree(G, n, X))) for X in range(n)))
BRUTE[P85_4 + '::Usa1985P4.two_mul_sum_badPair_le'] = lambda: all_graphs(
    lambda n, G: 2 * sum(len(badPair(G, n, p)) for p in offDiag(n)) <= n * nsub(n, 1) ** 2)
BRUTE[P85_4 + '::Usa1985P4.exists_pair_le'] = lambda: all_graphs(
    lambda n, G: any(len(badPair(G, n, p)) <= nsub(n, 1) // 2 for p in offDiag(n)), nmin=3)
BRUTE[P85_4 + '::Usa1985P4.answer_card'] = lambda: all_graphs(
    lambda n, G: all(good_count(G, n, p[0], p[1]) == nsub(nsub(n, 2), len(badPair(G, n, p))) for p in offDiag(n)))
BRUTE[P85_4 + '::Usa1985P4.usa1985_p4'] = lambda: all_graphs(
    lambda n, G: any(A != B and nsub(n // 2, 1) <= good_count(G, n, A, B) for A in range(n) for B in range(n)), nmin=3)
MUTANTS[P85_4 + '::Usa1985P4.badPair_eq_bipartiteBelow#1'] = lambda: all_graphs(
    lambda n, G: all(badPair(G, n, p) == frozenset(X for X in range(n) if X != p[0] and X != p[1])
                     for p in itertools.product(range(n), repeat=2)))                         # mixedRel -> "X ∉ p"
MUTANTS[P85_4 + '::Usa1985P4.neighborFinset_subset_erase#1'] = lambda: all_graphs(
    lambda n, G: all(nbhd(G, n, X) <= frozenset(range(n)) - {(X + 1) % n} for X in range(n)))  # erase X -> erase (X + 1)
MUTANTS[P85_4 + '::Usa1985P4.degree_le#1'] = lambda: all_graphs(
    lambda n, G: all(degree(G, n, X) <= nsub(n, 2) for X in range(n)))                          # n - 1 -> n - 2
MUTANTS[P85_4 + '::Usa1985P4.fiber_card#1'] = lambda: all_graphs(
    lambda n, G: all(len(bipartiteAbove(lambda X, q: mixedRel(G, X, q), offDiag(n), X))
                     == degree(G, n, X) * nsub(nsub(n, 1), degree(G, n, X)) for X in range(n)))  # factor 2 dropped
MUTANTS[P85_4 + '::Usa1985P4.double_count#1'] = lambda: all_graphs(
    lambda n, G: sum(len(badPair(G, n, p)) for p in offDiag(n))
    == sum(degree(G, n, X) * nsub(nsub(n, 1), degree(G, n, X)) for X in range(n)))             # factor 2 dropped
MUTANTS[P85_4 + '::Usa1985P4.two_mul_sum_badPair_le#1'] = lambda: all_graphs(
    lambda n, G: 2 * sum(len(badPair(G, n, p)) for p in offDiag(n)) <= n * nsub(n, 1) ** 2 // 2)  # bound halved
MUTANTS[P85_4 + '::Usa1985P4.exists_pair_le#1'] = lambda: all_graphs(
    lambda n, G: any(len(badPair(G, n, p)) <= nsub(n, 1) // 2 for p in offDiag(n)))             # hn dropped
MUTANTS[P85_4 + '::Usa1985P4.answer_card#1'] = lambda: all_graphs(
    lambda n, G: all(good_count(G, n, p[0], p[1]) == nsub(n, len(badPair(G, n, p))) for p in offDiag(n)))  # n - 2 -> n
MUTANTS[P85_4 + '::Usa1985P4.usa1985_p4#1'] = lambda: all_graphs(
    lambda n, G: any(A != B and n // 2 <= good_count(G, n, A, B) for A in range(n) for B in range(n)), nmin=3)  # n / 2 - 1 -> n / 2

# --- Usa1985P5 (only the value a i matters)
BRUTE[P85_5 + '::Usa1985P5.sum_indicator_left'] = lambda: all(
    sum(1 if j < v else 0 for j in range(85)) == v for v in range(0, 86))
MUTANTS[P85_5 + '::Usa1985P5.sum_indicator_left#1'] = lambda: all(
    sum(1 if j < v else 0 for j in range(85)) == v for v in range(0, 120))                  # hi dropped

# --- Usa1986P1 (divisibility by 3, 5, 7, 11 is periodic mod 1155; by primes < 13 mod 2310; < 17 mod 30030)
BRUTE[P86_1 + '::Usa1986P1.prime_lt_thirteen_ne_two'] = lambda: all(
    p in (3, 5, 7, 11) for p in range(60) if is_prime_small(p) and p < 13 and p != 2)
BRUTE[P86_1 + '::Usa1986P1.eq_of_dvd'] = lambda: all(
    j1 == j2 for j1 in range(7) for j2 in range(7) for a in range(160)
    if (dvd(7, a + 2 * j1) and dvd(7, a + 2 * j2)) or (dvd(11, a + 2 * j1) and dvd(11, a + 2 * j2)))


def not_all_three_1986(jmax=7):
    # hypotheses: three pairwise distinct t < 7 with a + 2t divisible by neither 3 nor 5
    for a in range(1155):
        goods = [t for t in range(7) if not dvd(3, a + 2 * t) and not dvd(5, a + 2 * t)]
        if len(goods) >= 3 and not any(nd_1986(a, j) for j in range(jmax)):
            return False
    return True


BRUTE[P86_1 + '::Usa1986P1.not_all_divisible_of_three'] = lambda: not_all_three_1986()
BRUTE[P86_1 + '::Usa1986P1.not_all_divisible'] = lambda: all(
    any(nd_1986(a, j) for j in range(7)) for a in range(1155 * 2))
BRUTE[P86_1 + '::Usa1986P1.usa1986_p1a'] = lambda: not run_exists(14, (2, 3, 5, 7, 11), 2400)
BRUTE[P86_1 + '::Usa1986P1.usa1986_p1b'] = lambda: run_exists(21, (2, 3, 5, 7, 11, 13), 30030)
MUTANTS[P86_1 + '::Usa1986P1.prime_lt_thirteen_ne_two#1'] = lambda: all(
    p in (3, 5, 7, 11) for p in range(60) if is_prime_small(p) and p < 13)                  # h2 dropped
MUTANTS[P86_1 + '::Usa1986P1.eq_of_dvd#1'] = lambda: all(
    j1 == j2 for j1 in range(8) for j2 in range(8) for a in range(160)
    if (dvd(7, a + 2 * j1) and dvd(7, a + 2 * j2)) or (dvd(11, a + 2 * j1) and dvd(11, a + 2 * j2)))  # < 7 -> < 8
MUTANTS[P86_1 + '::Usa1986P1.not_all_divisible_of_three#1'] = lambda: not_all_three_1986(jmax=3)  # ∃ j < 7 -> ∃ j < 3
MUTANTS[P86_1 + '::Usa1986P1.not_all_divisible#1'] = lambda: all(
    any(nd_1986(a, j) for j in range(6)) for a in range(1155 * 2))                           # j < 7 -> j < 6
MUTANTS[P86_1 + '::Usa1986P1.usa1986_p1a#1'] = lambda: not run_exists(13, (2, 3, 5, 7, 11), 2400)   # 14 -> 13
MUTANTS[P86_1 + '::Usa1986P1.usa1986_p1b#1'] = lambda: run_exists(22, (2, 3, 5, 7, 11, 13), 30030)  # 21 -> 22

# --- Usa1986P3
BRUTE[P86_3 + '::Usa1986P3.six_mul_sum_sq'] = lambda: all(
    6 * sum_sq1(n) == n * (n + 1) * (2 * n + 1) for n in range(80))
BRUTE[P86_3 + '::Usa1986P3.isUnit_gcd_of_coprime'] = lambda: all(
    math.gcd(a, b) == 1 for a in range(40) for b in range(40) if math.gcd(a, b) == 1)
BRUTE[P86_3 + '::Usa1986P3.eq_sq_of_coprime_mul_eq_sq'] = lambda: all(
    is_square_int(a) for a in range(60) for b in range(60) if math.gcd(a, b) == 1 and is_square_int(a * b))
BRUTE[P86_3 + '::Usa1986P3.no_small_solution'] = lambda: all(
    4 * u * u != 3 * w * w + 1 for u in range(13) for w in range(14) if 2 <= u)
BRUTE[P86_3 + '::Usa1986P3.ge_337'] = lambda: all(
    337 <= n for n in range(2, 500) for m in range(0, 500) if (n + 1) * (2 * n + 1) == 6 * m * m)
BRUTE[P86_3 + '::Usa1986P3.usa1986_p3'] = lambda: in_S_1986(337) and all(
    337 <= n for n in range(0, 500) if in_S_1986(n))
MUTANTS[P86_3 + '::Usa1986P3.six_mul_sum_sq#1'] = lambda: all(
    6 * sum_sq1(n) == n * (n + 1) * (2 * n + 2) for n in range(80))                         # 2n+1 -> 2n+2
MUTANTS[P86_3 + '::Usa1986P3.isUnit_gcd_of_coprime#1'] = lambda: all(
    math.gcd(a, b) == 1 for a in range(40) for b in range(40))                              # hypothesis dropped
MUTANTS[P86_3 + '::Usa1986P3.eq_sq_of_coprime_mul_eq_sq#1'] = lambda: all(
    is_square_int(a) for a in range(60) for b in range(60) if is_square_int(a * b))         # hcop dropped
MUTANTS[P86_3 + '::Usa1986P3.no_small_solution#1'] = lambda: all(
    4 * u * u != 3 * w * w + 1 for u in range(14) for w in range(16) if 2 <= u)             # bounds 13, 14 -> 14, 16
MUTANTS[P86_3 + '::Usa1986P3.ge_337#1'] = lambda: all(
    338 <= n for n in range(2, 500) for m in range(0, 500) if (n + 1) * (2 * n + 1) == 6 * m * m)  # 337 -> 338
MUTANTS[P86_3 + '::Usa1986P3.usa1986_p3#1'] = lambda: in_S_1986(337, strict=False) and all(
    337 <= n for n in range(0, 500) if in_S_1986(n, strict=False))                          # `1 < n` dropped

# --- Usa1986P5 (Nat.Partition n as multisets of positive parts)
NP = range(0, 13)
BRUTE[P86_5 + '::Usa1986P5.card_partitions_containing'] = lambda: all(
    sum(1 for p in PARTS[n] if m in p) == numPartitions(n - m) for n in NP for m in range(0, 14) if 1 <= m <= n)
BRUTE[P86_5 + '::Usa1986P5.sum_count_one_succ'] = lambda: all(
    sum_count_one(n + 1) == sum_count_one(n) + numPartitions(n) for n in NP)
BRUTE[P86_5 + '::Usa1986P5.sum_count_one'] = lambda: all(
    sum_count_one(n) == sum(numPartitions(k) for k in range(n)) for n in NP)
BRUTE[P86_5 + '::Usa1986P5.sum_distinct_parts'] = lambda: all(
    sum_distinct(n) == sum(numPartitions(k) for k in range(n)) for n in NP)
BRUTE[P86_5 + '::Usa1986P5.usa1986_p5'] = lambda: all(sum_count_one(n) == sum_distinct(n) for n in NP)
MUTANTS[P86_5 + '::Usa1986P5.card_partitions_containing#1'] = lambda: all(
    sum(1 for p in PARTS[n] if m in p) == numPartitions(nsub(n, m)) for n in NP for m in range(1, 14))  # h2 dropped
MUTANTS[P86_5 + '::Usa1986P5.sum_count_one_succ#1'] = lambda: all(
    sum_count_one(n + 1) == sum_count_one(n) + numPartitions(n + 1) for n in NP)            # π n -> π (n + 1)
MUTANTS[P86_5 + '::Usa1986P5.sum_count_one#1'] = lambda: all(
    sum_count_one(n) == sum(numPartitions(k) for k in range(n + 1)) for n in NP)            # range n -> range (n + 1)
MUTANTS[P86_5 + '::Usa1986P5.sum_distinct_parts#1'] = lambda: all(
    sum(len(p) for p in PARTS[n]) == sum(numPartitions(k) for k in range(n)) for n in NP)   # distinct parts -> all parts
MUTANTS[P86_5 + '::Usa1986P5.usa1986_p5#1'] = lambda: all(
    sum(p.count(2) for p in PARTS[n]) == sum_distinct(n) for n in NP)                       # count 1 -> count 2

# --- Usa1987P1
BRUTE[P87_1 + '::Usa1987P1.lemma2'] = lambda: all(
    is_square_int(a) or b == 0 for a in ZS for b in ZS for c in ZS if a * b * b == c * c)
BRUTE[P87_1 + '::Usa1987P1.usa1987_p1'] = lambda: p1_1987(SOL_1987)
MUTANTS[P87_1 + '::Usa1987P1.lemma2#1'] = lambda: all(
    is_square_int(a) for a in ZS for b in ZS for c in ZS if a * b * b == c * c)             # `∨ b = 0` dropped
MUTANTS[P87_1 + '::Usa1987P1.usa1987_p1#1'] = lambda: p1_1987({(-1, -1), (8, -10), (9, -6)})  # (9, -21) dropped

# --- Usa1987P5 (all Bool sequences of length n ≤ 7)
BRUTE[P87_5 + '::Usa1987P5.f_apply'] = lambda: all_seqs(
    lambda a: all(f87(a, i) == len(eqBefore(a, i)) + len(neqAfter(a, i)) for i in range(len(a))))
BRUTE[P87_5 + '::Usa1987P5.good_iff'] = lambda: all(
    (not ((x is False and y is True and z is False) or (x is True and y is False and z is True))) == (x == y or y == z)
    for x in (False, True) for y in (False, True) for z in (False, True))
BRUTE[P87_5 + '::Usa1987P5.choose_add_two'] = lambda: all(
    choose(x + y, 2) == choose(x, 2) + choose(y, 2) + x * y for x in range(40) for y in range(40))
BRUTE[P87_5 + '::Usa1987P5.numGoodTriples_eq'] = lambda: all_seqs(
    lambda a: numGoodTriples(a) == len(tripsA(a)) + len(tripsB(a)) + len(tripsC(a)))
BRUTE[P87_5 + '::Usa1987P5.card_tripsA'] = lambda: all_seqs(
    lambda a: len(tripsA(a)) == sum(choose(len(eqBefore(a, k)), 2) for k in range(len(a))))
BRUTE[P87_5 + '::Usa1987P5.card_tripsB'] = lambda: all_seqs(
    lambda a: len(tripsB(a)) == sum(len(eqBefore(a, j)) * len(neqAfter(a, j)) for j in range(len(a))))
BRUTE[P87_5 + '::Usa1987P5.card_tripsC'] = lambda: all_seqs(
    lambda a: len(tripsC(a)) == sum(choose(len(neqAfter(a, i)), 2) for i in range(len(a))))
BRUTE[P87_5 + '::Usa1987P5.sum_eqBefore'] = lambda: all_seqs(
    lambda a: sum(len(eqBefore(a, i)) for i in range(len(a)))
    == sum(1 for p in itertools.product(range(len(a)), repeat=2) if p[0] < p[1] and a[p[0]] == a[p[1]]))
BRUTE[P87_5 + '::Usa1987P5.sum_neqAfter'] = lambda: all_seqs(
    lambda a: sum(len(neqAfter(a, i)) for i in range(len(a)))
    == sum(1 for p in itertools.product(range(len(a)), repeat=2) if p[0] < p[1] and a[p[0]] != a[p[1]]))
BRUTE[P87_5 + '::Usa1987P5.sum_f'] = lambda: all_seqs(
    lambda a: sum(f87(a, i) for i in range(len(a))) == choose(len(a), 2))
BRUTE[P87_5 + '::Usa1987P5.usa1987_p5_part1'] = lambda: all_seqs(
    lambda a: numGoodTriples(a) == sum(choose(f87(a, i), 2) for i in range(len(a))))
BRUTE[P87_5 + '::Usa1987P5.key_div'] = lambda: all(
    (2 * k + 1) * nsub(2 * k + 1, 1) * nsub(2 * k + 1, 3) == 8 * ((2 * k + 1) * choose(k, 2)) for k in range(60))
BRUTE[P87_5 + '::Usa1987P5.cast_key'] = lambda: all(
    (2 * k + 1) * nsub(2 * k + 1, 1) * nsub(2 * k + 1, 3) == (2 * k + 1) * ((2 * k + 1) - 1) * ((2 * k + 1) - 3)
    for k in range(60))
BRUTE[P87_5 + '::Usa1987P5.lower_bound'] = lambda: all(
    (2 * k + 1) * choose(k, 2) <= numGoodTriples(a) for k in range(4) for a in seqs(2 * k + 1))
BRUTE[P87_5 + '::Usa1987P5.altSeq_eq_iff'] = lambda: all(
    (altSeq(n)[i] == altSeq(n)[j]) == (i % 2 == j % 2) for n in range(9) for i in range(n) for j in range(n))
BRUTE[P87_5 + '::Usa1987P5.card_eqBefore_alt'] = lambda: all(
    len(eqBefore(altSeq(2 * k + 1), i)) == i // 2 for k in range(6) for i in range(2 * k + 1))
BRUTE[P87_5 + '::Usa1987P5.card_neqAfter_alt'] = lambda: all(
    len(neqAfter(altSeq(2 * k + 1), i)) == nsub(k, i // 2) for k in range(6) for i in range(2 * k + 1))
BRUTE[P87_5 + '::Usa1987P5.f_alt'] = lambda: all(
    f87(altSeq(2 * k + 1), i) == k for k in range(6) for i in range(2 * k + 1))
BRUTE[P87_5 + '::Usa1987P5.T_alt'] = lambda: all(
    numGoodTriples(altSeq(2 * k + 1)) == (2 * k + 1) * choose(k, 2) for k in range(6))
BRUTE[P87_5 + '::Usa1987P5.usa1987_p5_part2'] = lambda: all(
    is_least_range(n, minT(n)) for n in range(0, 10) if n % 2 == 1)
MUTANTS[P87_5 + '::Usa1987P5.f_apply#1'] = lambda: all_seqs(
    lambda a: all(f87(a, i) == len(eqBefore(a, i)) for i in range(len(a))))                 # neqAfter term dropped
MUTANTS[P87_5 + '::Usa1987P5.good_iff#1'] = lambda: all(
    (not ((x is False and y is True and z is False) or (x is True and y is False and z is True))) == (x == y and y == z)
    for x in (False, True) for y in (False, True) for z in (False, True))                   # ∨ -> ∧
MUTANTS[P87_5 + '::Usa1987P5.choose_add_two#1'] = lambda: all(
    choose(x + y, 2) == choose(x, 2) + choose(y, 2) for x in range(40) for y in range(40))  # `+ x * y` dropped
MUTANTS[P87_5 + '::Usa1987P5.numGoodTriples_eq#1'] = lambda: all_seqs(
    lambda a: numGoodTriples(a) == len(tripsA(a)) + len(tripsB(a)))                         # tripsC dropped
MUTANTS[P87_5 + '::Usa1987P5.card_tripsA#1'] = lambda: all_seqs(
    lambda a: len(tripsA(a)) == sum(choose(len(neqAfter(a, k)), 2) for k in range(len(a))))  # eqBefore -> neqAfter
MUTANTS[P87_5 + '::Usa1987P5.card_tripsB#1'] = lambda: all_seqs(
    lambda a: len(tripsB(a)) == sum(len(eqBefore(a, j)) * len(eqBefore(a, j)) for j in range(len(a))))  # neqAfter -> eqBefore
MUTANTS[P87_5 + '::Usa1987P5.card_tripsC#1'] = lambda: all_seqs(
    lambda a: len(tripsC(a)) == sum(choose(len(neqAfter(a, i)), 1) for i in range(len(a))))  # choose 2 -> choose 1
MUTANTS[P87_5 + '::Usa1987P5.sum_eqBefore#1'] = lambda: all_seqs(
    lambda a: sum(len(eqBefore(a, i)) for i in range(len(a)))
    == sum(1 for p in itertools.product(range(len(a)), repeat=2) if p[0] <= p[1] and a[p[0]] == a[p[1]]))  # < -> ≤
MUTANTS[P87_5 + '::Usa1987P5.sum_neqAfter#1'] = lambda: all_seqs(
    lambda a: sum(len(neqAfter(a, i)) for i in range(len(a)))
    == sum(1 for p in itertools.product(range(len(a)), repeat=2) if p[0] != p[1] and a[p[0]] != a[p[1]]))  # < -> ≠
MUTANTS[P87_5 + '::Usa1987P5.sum_f#1'] = lambda: all_seqs(
    lambda a: sum(f87(a, i) for i in range(len(a))) == choose(len(a), 3))                    # choose 2 -> choose 3
MUTANTS[P87_5 + '::Usa1987P5.usa1987_p5_part1#1'] = lambda: all_seqs(
    lambda a: numGoodTriples(a) == sum(choose(f87(a, i), 3) for i in range(len(a))))        # choose 2 -> choose 3
MUTANTS[P87_5 + '::Usa1987P5.key_div#1'] = lambda: all(
    (2 * k + 1) * nsub(2 * k + 1, 1) * nsub(2 * k + 1, 3) == 4 * ((2 * k + 1) * choose(k, 2)) for k in range(60))  # 8 -> 4
MUTANTS[P87_5 + '::Usa1987P5.cast_key#1'] = lambda: all(
    (2 * k + 1) * nsub(2 * k + 1, 1) * nsub(2 * k + 1, 4) == (2 * k + 1) * ((2 * k + 1) - 1) * ((2 * k + 1) - 4)
    for k in range(60))                                                                     # 3 -> 4 (truncation at k = 1)
MUTANTS[P87_5 + '::Usa1987P5.lower_bound#1'] = lambda: all(
    (2 * k + 1) * choose(k, 2) + 1 <= numGoodTriples(a) for k in range(4) for a in seqs(2 * k + 1))  # bound + 1
MUTANTS[P87_5 + '::Usa1987P5.altSeq_eq_iff#1'] = lambda: all(
    (altSeq(n)[i] == altSeq(n)[j]) == (i % 3 == j % 3) for n in range(9) for i in range(n) for j in range(n))  # % 2 -> % 3
MUTANTS[P87_5 + '::Usa1987P5.card_eqBefore_alt#1'] = lambda: all(
    len(eqBefore(altSeq(2 * k + 1), i)) == (i + 1) // 2 for k in range(6) for i in range(2 * k + 1))  # i / 2 -> (i + 1) / 2
MUTANTS[P87_5 + '::Usa1987P5.card_neqAfter_alt#1'] = lambda: all(
    len(neqAfter(altSeq(2 * k + 1), i)) == nsub(k, (i + 1) // 2) for k in range(6) for i in range(2 * k + 1))  # i / 2 -> (i + 1) / 2
MUTANTS[P87_5 + '::Usa1987P5.f_alt#1'] = lambda: all(
    f87(altSeq(2 * k + 1), i) == k + 1 for k in range(6) for i in range(2 * k + 1))          # k -> k + 1
MUTANTS[P87_5 + '::Usa1987P5.T_alt#1'] = lambda: all(
    numGoodTriples(altSeq(2 * k + 1)) == (2 * k + 1) * choose(k + 1, 2) for k in range(6))   # choose k -> choose (k + 1)
MUTANTS[P87_5 + '::Usa1987P5.usa1987_p5_part2#1'] = lambda: all(
    is_least_range(n, minT(n) + 1) for n in range(0, 10) if n % 2 == 1)                     # minT n -> minT n + 1


# ---------------------------------------------------------------- runner


if __name__ == '__main__':
    import os
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from held_out_runner import main
    sys.exit(main(BRUTE, MUTANTS))
