"""Brute forces for the held-out set /work/unseen/u13 (written from the Lean definitions).

Each BRUTE function returns True when no assignment in its box violates the
statement (hypotheses act as filters, existentials are searched in the box),
False when a violation is found.  MUTANTS are deliberately wrong variants that
must return False.  Run: python3 brute_force_held_out_u13.py
"""
import functools
import itertools
import os
import random
import sys

N = 30
ZS = range(-12, 13)


def nsub(a, b):            # ℕ subtraction truncates at 0
    return a - b if a >= b else 0


def imp(a, b):
    return (not a) or b


def is_prime(n):
    if n < 2:
        return False
    d = 2
    while d * d <= n:
        if n % d == 0:
            return False
        d += 1
    return True


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def zdiv(a, b):            # Int.ediv
    if b == 0:
        return 0
    q = a // b if b > 0 else -(a // -b)
    return q


def zmod(a, b):            # Int.emod, never negative
    if b == 0:
        return a
    return a % abs(b)


BRUTE = {}
MUTANTS = {}

# ================================================================ compfiles
C79_1 = 'compfiles/Usa1979P1.lean'
C79_3 = 'compfiles/Usa1979P3.lean'
C80_2 = 'compfiles/Usa1980P2.lean'
C81_2 = 'compfiles/Usa1981P2.lean'
C82_1 = 'compfiles/Usa1982P1.lean'


# --- Usa1979P1: SolutionSet = ∅; statement: ∀ e, False ↔ sum (x^4) = target.
# Every element x of a solution has x^4 ≤ target, so x ≤ 6 for 1599: exhaustive.
def p79_1(target=1599):
    bound = 0
    while (bound + 1) ** 4 <= target:
        bound += 1
    for ms in itertools.combinations_with_replacement(range(bound + 1), 14):
        if sum(x ** 4 for x in ms) == target:
            return False          # e ∉ ∅ but the sum matches
    return True


BRUTE[C79_1 + '::Usa1979P1.usa1979_p1'] = lambda: p79_1(1599)
MUTANTS[C79_1 + '::Usa1979P1.usa1979_p1#1'] = lambda: p79_1(14)       # 1599 -> 14 (all ones)
MUTANTS[C79_1 + '::Usa1979P1.usa1979_p1#2'] = lambda: p79_1(1599 - 1295 + 0)  # 1599 -> 304 = 4^4+3*16

# --- Usa1979P3: res a i = (a i : ZMod 3); cnt a x = #{i | res a i = x};
#     patterns = {u : Fin 3 → ZMod 3 | u0 + u1 + u2 = 0}
ALLU = list(itertools.product(range(3), repeat=3))         # Fin 3 → ZMod 3
PATTERNS = [u for u in ALLU if sum(u) % 3 == 0]


def cnt(a, x):
    return sum(1 for ai in a if ai % 3 == x)


def avecs(maxn, vals):
    for n in range(maxn + 1):
        for a in itertools.product(vals, repeat=n):
            yield n, a


BRUTE[C79_3 + '::Usa1979P3.dvd_iff_res'] = lambda: all(
    ((x + y + z) % 3 == 0) == ((x % 3 + y % 3 + z % 3) % 3 == 0)
    for x in range(15) for y in range(15) for z in range(15))
MUTANTS[C79_3 + '::Usa1979P3.dvd_iff_res#1'] = lambda: all(
    ((x + y + z) % 3 == 0) == ((x % 3 + y % 3 + 2 * z % 3) % 3 == 0)
    for x in range(15) for y in range(15) for z in range(15))        # z -> 2z

BRUTE[C79_3 + '::Usa1979P3.sum_univ_zmod3'] = lambda: all(
    sum(f) == f[0] + f[1] + f[2] for f in itertools.product(range(6), repeat=3))
MUTANTS[C79_3 + '::Usa1979P3.sum_univ_zmod3#1'] = lambda: all(
    sum(f) == f[0] + f[1] + f[1] for f in itertools.product(range(6), repeat=3))  # f 2 -> f 1

BRUTE[C79_3 + '::Usa1979P3.cnt_sum'] = lambda: all(
    cnt(a, 0) + cnt(a, 1) + cnt(a, 2) == n for n, a in avecs(5, range(5)))
MUTANTS[C79_3 + '::Usa1979P3.cnt_sum#1'] = lambda: all(
    cnt(a, 0) + cnt(a, 1) == n for n, a in avecs(5, range(5)))      # cnt a 2 dropped


def fiber_card(n, a, u, prod_fn=None):
    lhs = sum(1 for t in itertools.product(range(n), repeat=3)
              if all(a[t[j]] % 3 == u[j] for j in range(3)))
    rhs = 1
    for j in range(3):
        rhs *= cnt(a, u[j])
    return lhs, rhs


BRUTE[C79_3 + '::Usa1979P3.fiber_card'] = lambda: all(
    (lambda lr: lr[0] == lr[1])(fiber_card(n, a, u))
    for n, a in avecs(4, range(3)) for u in ALLU)
MUTANTS[C79_3 + '::Usa1979P3.fiber_card#1'] = lambda: all(
    (lambda lr: lr[0] == lr[1] + 0 * n and lr[1] == cnt(a, u[0]) * cnt(a, u[1]))(fiber_card(n, a, u))
    for n, a in avecs(4, range(3)) for u in ALLU)                    # product over j < 2 only


def good_card(n, a, modulus=3):
    return sum(1 for t in itertools.product(range(n), repeat=3)
               if (a[t[0]] + a[t[1]] + a[t[2]]) % modulus == 0)


def pattern_rhs(a):
    s = 0
    for u in PATTERNS:
        p = 1
        for j in range(3):
            p *= cnt(a, u[j])
        s += p
    return s


BRUTE[C79_3 + '::Usa1979P3.good_card'] = lambda: all(
    good_card(n, a) == pattern_rhs(a) for n, a in avecs(4, range(4)))
MUTANTS[C79_3 + '::Usa1979P3.good_card#1'] = lambda: all(
    good_card(n, a, 2) == pattern_rhs(a) for n, a in avecs(4, range(4)))   # 3 ∣ -> 2 ∣


def sum_over_patterns_ok(F, shift=0):
    lhs = sum(F[u] for u in PATTERNS)
    rhs = sum(F[(p1, p2, (-(p1 + p2) + shift) % 3)] for p1 in range(3) for p2 in range(3))
    return lhs == rhs


def F_box():
    # both sides are additive in F: the indicator functions decide it; add random ones
    yield {u: 0 for u in ALLU}
    for v in ALLU:
        yield {u: (1 if u == v else 0) for u in ALLU}
    rng = random.Random(13)
    for _ in range(200):
        yield {u: rng.randrange(6) for u in ALLU}


BRUTE[C79_3 + '::Usa1979P3.sum_over_patterns'] = lambda: all(sum_over_patterns_ok(F) for F in F_box())
MUTANTS[C79_3 + '::Usa1979P3.sum_over_patterns#1'] = lambda: all(
    sum_over_patterns_ok(F, 1) for F in F_box())                     # -(p1+p2) -> 1-(p1+p2)


def pattern_sum_ok(c, k=6):
    lhs = 0
    for u in PATTERNS:
        p = 1
        for j in range(3):
            p *= c[u[j]]
        lhs += p
    return lhs == c[0] ** 3 + c[1] ** 3 + c[2] ** 3 + k * (c[0] * c[1] * c[2])


BRUTE[C79_3 + '::Usa1979P3.pattern_sum'] = lambda: all(
    pattern_sum_ok(c) for c in itertools.product(range(6), repeat=3))
MUTANTS[C79_3 + '::Usa1979P3.pattern_sum#1'] = lambda: all(
    pattern_sum_ok(c, 3) for c in itertools.product(range(6), repeat=3))   # 6 -> 3


# --- Usa1980P2 (ℕ parts only)
def smin(n):
    return sum(min(j, nsub(nsub(n, 1), j)) for j in range(n))


BRUTE[C80_2 + '::Usa1980P2.sum_min_step'] = lambda: all(
    sum(min(j, nsub(n + 1, j)) for j in range(n + 2)) == smin(n) + n for n in range(60))
MUTANTS[C80_2 + '::Usa1980P2.sum_min_step#1'] = lambda: all(
    sum(min(j, nsub(n + 1, j)) for j in range(n + 2)) == smin(n) + n + 1 for n in range(60))


def ap_pairs_cast(n, j):   # apPairs n (fun i => (i : ℝ)) j: (p1, p2) ∈ range j ×ˢ Ioo j n, p1 + p2 = 2j
    return [(p, q) for p in range(j) for q in range(j + 1, n) if p + q == 2 * j]


BRUTE[C80_2 + '::Usa1980P2.card_apPairs_cast'] = lambda: all(
    len(ap_pairs_cast(n, j)) == min(j, nsub(nsub(n, 1), j)) for n in range(40) for j in range(40))
MUTANTS[C80_2 + '::Usa1980P2.card_apPairs_cast#1'] = lambda: all(   # n - 1 - j -> n - j
    len(ap_pairs_cast(n, j)) == min(j, nsub(n, j)) for n in range(40) for j in range(40))
BRUTE[C80_2 + '::Usa1980P2.apCount_cast'] = lambda: all(
    sum(len(ap_pairs_cast(n, j)) for j in range(n)) == nsub(n, 1) ** 2 // 4 for n in range(40))
MUTANTS[C80_2 + '::Usa1980P2.apCount_cast#1'] = lambda: all(       # (n - 1)^2 -> n^2
    sum(len(ap_pairs_cast(n, j)) for j in range(n)) == n ** 2 // 4 for n in range(40))
BRUTE[C80_2 + '::Usa1980P2.sum_min_closed'] = lambda: all(
    smin(n) == nsub(n, 1) ** 2 // 4 for n in range(60))
MUTANTS[C80_2 + '::Usa1980P2.sum_min_closed#1'] = lambda: all(
    smin(n) == nsub(n, 1) ** 2 // 3 for n in range(60))             # / 4 -> / 3
MUTANTS[C80_2 + '::Usa1980P2.sum_min_closed#2'] = lambda: all(
    smin(n) == n ** 2 // 4 for n in range(60))                      # n - 1 -> n

# --- Usa1981P2: Link = air 0 | bus 1 | train 2
AIR, BUS, TRAIN = 0, 1, 2
LINKS = (AIR, BUS, TRAIN)


def colors_at(f, n, v):
    return {f[v][w] for w in range(n) if w != v}


def valid(f, n):
    if any(f[i][j] != f[j][i] for i in range(n) for j in range(n)):
        return False
    for c in LINKS:
        if not any(i != j and f[i][j] == c for i in range(n) for j in range(n)):
            return False
    if any(len(colors_at(f, n, v)) > 2 for v in range(n)):
        return False
    for a in range(n):
        for b in range(n):
            for c in range(n):
                if a != b and b != c and a != c and f[a][b] == f[a][c] == f[b][c]:
                    return False
    return True


def sym_assignments(n):
    """All symmetric f : Fin n → Fin n → Link with diagonal air (the diagonal never
    matters: Valid and every conclusion below only look at i ≠ j)."""
    prs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    for cols in itertools.product(LINKS, repeat=len(prs)):
        f = [[AIR] * n for _ in range(n)]
        for (i, j), c in zip(prs, cols):
            f[i][j] = c
            f[j][i] = c
        yield f


@functools.lru_cache(None)
def valid_list(n):
    return tuple(tuple(map(tuple, f)) for f in sym_assignments(n) if valid(f, n))


def rows(n, v):
    """All possible rows f v · (w ≠ v) for a town v of Fin n; f[v][v] = air."""
    others = [w for w in range(n) if w != v]
    for cols in itertools.product(LINKS, repeat=len(others)):
        r = [AIR] * n
        for w, c in zip(others, cols):
            r[w] = c
        f = [[AIR] * n for _ in range(n)]
        f[v] = r
        yield f


def three_le_ok(n):
    for u in range(n):
        for f in rows(n, u):
            for p in range(n):
                for q in range(n):
                    for r in range(n):
                        if p == u or q == u or r == u:
                            continue
                        c1, c2, c3 = f[u][p], f[u][q], f[u][r]
                        if c1 != c2 and c1 != c3 and c2 != c3:
                            if not 3 <= len(colors_at(f, n, u)):
                                return False
    return True


BRUTE[C81_2 + '::Usa1981P2.three_le_card_colorsAt'] = lambda: all(three_le_ok(n) for n in range(6))
MUTANTS[C81_2 + '::Usa1981P2.three_le_card_colorsAt#1'] = lambda: all(
    len(colors_at(f, n, u)) >= 3 for n in range(5) for u in range(n) for f in rows(n, u)
    if any(f[u][p] != f[u][q] for p in range(n) for q in range(n) if p != u and q != u))  # d13, d23 dropped

BRUTE[C81_2 + '::Usa1981P2.fiber_card_le_two'] = lambda: all(
    sum(1 for w in range(n) if w != v and f[v][w] == c) <= 2
    for n in range(6) for f in valid_list(n) for v in range(n) for c in LINKS)
MUTANTS[C81_2 + '::Usa1981P2.fiber_card_le_two#1'] = lambda: all(
    sum(1 for w in range(n) if w != v and f[v][w] == c) <= 1
    for n in range(6) for f in valid_list(n) for v in range(n) for c in LINKS)   # ≤ 2 -> ≤ 1

BRUTE[C81_2 + '::Usa1981P2.card_neighbors_le_four'] = lambda: all(
    n - 1 <= 4 for n in range(6) for f in valid_list(n) for v in range(n))
MUTANTS[C81_2 + '::Usa1981P2.card_neighbors_le_four#1'] = lambda: all(
    n - 1 <= 2 for n in range(6) for f in valid_list(n) for v in range(n))       # ≤ 4 -> ≤ 2

BRUTE[C81_2 + '::Usa1981P2.card_filter_ne'] = lambda: all(
    sum(1 for w in range(n) if w != v) == nsub(n, 1) for n in range(21) for v in range(n))
MUTANTS[C81_2 + '::Usa1981P2.card_filter_ne#1'] = lambda: all(
    sum(1 for w in range(n) if w != v) == n for n in range(21) for v in range(n))

PAIR = [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]


def pair(k):
    return PAIR[k] if k < 10 else (0, 1)


def edge_idx(i, j):
    for k, (a, b) in enumerate(PAIR):
        if (i, j) == (a, b) or (i, j) == (b, a):
            return k % 10
    return 0


def mk_color(u):
    return [[AIR if i == j else u[edge_idx(i, j)] for j in range(5)] for i in range(5)]


F5 = list(range(5))
BRUTE[C81_2 + '::Usa1981P2.pair_edgeIdx'] = lambda: all(
    pair(edge_idx(i, j)) in ((i, j), (j, i)) for i in F5 for j in F5 if i != j)
MUTANTS[C81_2 + '::Usa1981P2.pair_edgeIdx#1'] = lambda: all(
    pair(edge_idx(i, j)) == (i, j) for i in F5 for j in F5 if i != j)   # second disjunct dropped

BRUTE[C81_2 + '::Usa1981P2.edgeIdx_symm'] = lambda: all(
    edge_idx(i, j) == edge_idx(j, i) for i in F5 for j in F5)
MUTANTS[C81_2 + '::Usa1981P2.edgeIdx_symm#1'] = lambda: all(
    edge_idx(i, j) == edge_idx(j, j) for i in F5 for j in F5)

ALL_U = list(itertools.product(LINKS, repeat=10))   # Fin 10 → Link


def mkcolor_eq_ok(dropsym=False):
    for f in (sym_assignments(5) if not dropsym else rows(5, 0)):
        g = mk_color([f[pair(k)[0]][pair(k)[1]] for k in range(10)])
        if any(g[i][j] != f[i][j] for i in F5 for j in F5 if i != j):
            return False
    return True


BRUTE[C81_2 + '::Usa1981P2.mkColor_eq'] = lambda: mkcolor_eq_ok()
MUTANTS[C81_2 + '::Usa1981P2.mkColor_eq#1'] = lambda: mkcolor_eq_ok(True)   # hsymm dropped

BRUTE[C81_2 + '::Usa1981P2.valid_mkColor'] = lambda: all(
    valid(mk_color([f[pair(k)[0]][pair(k)[1]] for k in range(10)]), 5) for f in valid_list(5))
MUTANTS[C81_2 + '::Usa1981P2.valid_mkColor#1'] = lambda: all(
    valid(mk_color([f[pair(k)[0]][pair(k)[1]] for k in range(10)]), 5)
    for f in itertools.islice(sym_assignments(5), 50))               # hf dropped

BRUTE[C81_2 + '::Usa1981P2.mkColor_apply'] = lambda: all(
    mk_color(u)[i][j] == u[edge_idx(i, j)] for u in ALL_U[::7] + ALL_U[:300]
    for i in F5 for j in F5 if i != j)
MUTANTS[C81_2 + '::Usa1981P2.mkColor_apply#1'] = lambda: all(
    mk_color(u)[i][j] == u[edge_idx(i, j)] for u in ALL_U[::97]
    for i in F5 for j in F5)                                         # hij dropped

BRUTE[C81_2 + '::Usa1981P2.mkColor_symm'] = lambda: all(
    (lambda g: all(g[i][j] == g[j][i] for i in F5 for j in F5))(mk_color(u)) for u in ALL_U[::3])
MUTANTS[C81_2 + '::Usa1981P2.mkColor_symm#1'] = lambda: all(
    (lambda g: all(g[i][j] == g[j][(i + 1) % 5] for i in F5 for j in F5))(mk_color(u)) for u in ALL_U[:50])


def card_le_two_iff_ok(n):
    for v in range(n):
        for f in rows(n, v):
            lhs = len(colors_at(f, n, v)) <= 2
            has = [any(w != v and f[v][w] == c for w in range(n)) for c in LINKS]
            if lhs != (not (has[0] and has[1] and has[2])):
                return False
    return True


BRUTE[C81_2 + '::Usa1981P2.card_le_two_iff'] = lambda: all(card_le_two_iff_ok(n) for n in range(6))
MUTANTS[C81_2 + '::Usa1981P2.card_le_two_iff#1'] = lambda: all(
    (len(colors_at(f, n, v)) <= 1) == (not all(any(w != v and f[v][w] == c for w in range(n)) for c in LINKS))
    for n in range(5) for v in range(n) for f in rows(n, v))         # ≤ 2 -> ≤ 1


def tri6_ok(mut=False):
    for x, y, z in itertools.product(LINKS, repeat=3):
        h = not (x == y and x == z)
        if mut:
            h = True
        if h:
            c = (not (x == y and x == z) and not (x == z and x == y) and not (y == x and y == z)
                 and not (y == z and y == x) and not (z == x and z == y) and not (z == y and z == x))
            if not c:
                return False
    return True


BRUTE[C81_2 + '::Usa1981P2.tri6'] = lambda: tri6_ok()
MUTANTS[C81_2 + '::Usa1981P2.tri6#1'] = lambda: tri6_ok(True)        # hypothesis dropped


def sees_all3(a, b, c, d):
    return (AIR in (a, b, c, d)) and (BUS in (a, b, c, d)) and (TRAIN in (a, b, c, d))


def mono_e(x, y, z):
    return x == y and x == z


def uses_c(u, x):
    return any(u[k] == x for k in range(10))


def valid_b(u):
    return (not sees_all3(u[0], u[1], u[2], u[3]) and not sees_all3(u[0], u[4], u[5], u[6])
            and not sees_all3(u[1], u[4], u[7], u[8]) and not sees_all3(u[2], u[5], u[7], u[9])
            and not sees_all3(u[3], u[6], u[8], u[9]) and not mono_e(u[0], u[1], u[4])
            and not mono_e(u[0], u[2], u[5]) and not mono_e(u[0], u[3], u[6])
            and not mono_e(u[1], u[2], u[7]) and not mono_e(u[1], u[3], u[8])
            and not mono_e(u[2], u[3], u[9]) and not mono_e(u[4], u[5], u[7])
            and not mono_e(u[4], u[6], u[8]) and not mono_e(u[5], u[6], u[9])
            and not mono_e(u[7], u[8], u[9])
            and uses_c(u, AIR) and uses_c(u, BUS) and uses_c(u, TRAIN))


@functools.lru_cache(None)
def valid5_by_u():
    return {u: valid(mk_color(u), 5) for u in ALL_U}


BRUTE[C81_2 + '::Usa1981P2.validB_iff'] = lambda: all(valid_b(u) == v for u, v in valid5_by_u().items())
MUTANTS[C81_2 + '::Usa1981P2.validB_iff#1'] = lambda: all(
    (not sees_all3(u[0], u[1], u[2], u[3]) and uses_c(u, AIR)) == v
    for u, v in valid5_by_u().items())                               # validB weakened
BRUTE[C81_2 + '::Usa1981P2.check5B'] = lambda: all(valid_b(u) is False for u in ALL_U)
MUTANTS[C81_2 + '::Usa1981P2.check5B#1'] = lambda: all(
    (not sees_all3(u[0], u[1], u[2], u[3])) is False for u in ALL_U[:100])
BRUTE[C81_2 + '::Usa1981P2.check5'] = lambda: not any(valid5_by_u().values())
MUTANTS[C81_2 + '::Usa1981P2.check5#1'] = lambda: not any(
    valid([[AIR if i == j else u[edge_idx(i, j)] for j in range(4)] for i in range(4)], 4)
    for u in ALL_U)                                                  # five towns -> four
BRUTE[C81_2 + '::Usa1981P2.not_valid_five'] = lambda: len(valid_list(5)) == 0
MUTANTS[C81_2 + '::Usa1981P2.not_valid_five#1'] = lambda: len(valid_list(4)) == 0   # Fin 5 -> Fin 4


def is_greatest(answer, maxn=5):
    mem = {n: len(valid_list(n)) > 0 for n in range(maxn + 1)}
    return mem[answer] and all(n <= answer for n in mem if mem[n])


BRUTE[C81_2 + '::Usa1981P2.usa1981_p2'] = lambda: is_greatest(4)
MUTANTS[C81_2 + '::Usa1981P2.usa1981_p2#1'] = lambda: is_greatest(3)
MUTANTS[C81_2 + '::Usa1981P2.usa1981_p2#2'] = lambda: is_greatest(5)


# --- Usa1982P1: extremalAdj on Fin 1982
V = 1982


def ext_adj(i, j):
    return i != j and not ((i == 0 and j == 1) or (i == 1 and j == 0) or (i == 0 and j == 2) or (i == 2 and j == 0))


def universal(v, adj=ext_adj):
    return all(adj(v, w) for w in range(V) if w != v)


BOXV = list(range(8)) + [1980, 1981]
BRUTE[C82_1 + '::Usa1982P1.card_four_of_distinct'] = lambda: all(
    len({a, b, c, d}) == 4 for a, b, c, d in itertools.product(BOXV, repeat=4)
    if a != b and a != c and a != d and b != c and b != d and c != d)
MUTANTS[C82_1 + '::Usa1982P1.card_four_of_distinct#1'] = lambda: all(
    len({a, b, c, d}) == 4 for a, b, c, d in itertools.product(BOXV, repeat=4)
    if a != b and a != c and a != d and b != c and b != d)           # hcd dropped
BRUTE[C82_1 + '::Usa1982P1.card_three'] = lambda: len({0, 1, 2}) == 3
MUTANTS[C82_1 + '::Usa1982P1.card_three#1'] = lambda: len({0, 1, 1}) == 3
BRUTE[C82_1 + '::Usa1982P1.extremal_universal_iff'] = lambda: all(
    universal(v) == (v != 0 and v != 1 and v != 2) for v in list(range(12)) + [1000, 1981])
MUTANTS[C82_1 + '::Usa1982P1.extremal_universal_iff#1'] = lambda: all(
    universal(v) == (v != 0 and v != 1) for v in list(range(12)) + [1000, 1981])   # v ≠ 2 dropped


def four_point(adj, box):
    for s in itertools.combinations(box, 4):
        if not any(all(adj(v, w) for w in s if w != v) for v in s):
            return False
    return True


FBOX = list(range(10)) + [1980, 1981]
BRUTE[C82_1 + '::Usa1982P1.extremal_fourPoint'] = lambda: four_point(ext_adj, FBOX)
MUTANTS[C82_1 + '::Usa1982P1.extremal_fourPoint#1'] = lambda: four_point(
    lambda i, j: ext_adj(i, j) and {i, j} != {1, 3} and {i, j} != {2, 3}, FBOX)  # two more edges removed


@functools.lru_cache(None)
def ext_count():
    return sum(1 for v in range(V) if universal(v))


BRUTE[C82_1 + '::Usa1982P1.extremal_count'] = lambda: ext_count() == 1979
MUTANTS[C82_1 + '::Usa1982P1.extremal_count#1'] = lambda: ext_count() == 1980

# ================================================================ minif2f
M = 'minif2f/'


def nt552(lo_gcd_sum=12, a=12, b=7):
    vals = {gcd(a * x + b, 5 * x + 2) for x in range(1, 400)}
    return sum(vals) == lo_gcd_sum


BRUTE[M + 'mathd_numbertheory_552.lean::mathd_numbertheory_552'] = lambda: nt552()
MUTANTS[M + 'mathd_numbertheory_552.lean::mathd_numbertheory_552#1'] = lambda: nt552(11)
MUTANTS[M + 'mathd_numbertheory_552.lean::mathd_numbertheory_552#2'] = lambda: nt552(12, 12, 8)   # 12x+7 -> 12x+8

BRUTE[M + 'mathd_numbertheory_559.lean::mathd_numbertheory_559'] = lambda: all(
    14 <= x for x in range(200) for y in range(200) if x % 3 == 2 and y % 5 == 4 and x % 10 == y % 10)
MUTANTS[M + 'mathd_numbertheory_559.lean::mathd_numbertheory_559#1'] = lambda: all(
    15 <= x for x in range(200) for y in range(200) if x % 3 == 2 and y % 5 == 4 and x % 10 == y % 10)

BRUTE[M + 'mathd_numbertheory_582.lean::mathd_numbertheory_582'] = lambda: all(
    ((n + 4) + (n + 6) + (n + 8)) % 9 == 0 for n in range(1, 300) if n % 3 == 0)
MUTANTS[M + 'mathd_numbertheory_582.lean::mathd_numbertheory_582#1'] = lambda: all(
    ((n + 4) + (n + 6) + (n + 8)) % 9 == 0 for n in range(1, 300))   # 3 ∣ n dropped


def p618(x):
    return nsub(x * x, x) + 41


BRUTE[M + 'mathd_numbertheory_618.lean::mathd_numbertheory_618'] = lambda: all(
    41 <= n for n in range(1, 200) if 1 < gcd(p618(n), p618(n + 1)))
MUTANTS[M + 'mathd_numbertheory_618.lean::mathd_numbertheory_618#1'] = lambda: all(
    42 <= n for n in range(1, 200) if 1 < gcd(p618(n), p618(n + 1)))


def lcm(a, b):
    return a * b // gcd(a, b) if a and b else 0


BRUTE[M + 'mathd_numbertheory_711.lean::mathd_numbertheory_711'] = lambda: all(
    72 <= m + n for m in range(1, 120) for n in range(1, 120) if gcd(m, n) == 8 and lcm(m, n) == 112)
MUTANTS[M + 'mathd_numbertheory_711.lean::mathd_numbertheory_711#1'] = lambda: all(
    73 <= m + n for m in range(1, 120) for n in range(1, 120) if gcd(m, n) == 8 and lcm(m, n) == 112)

BRUTE[M + 'mathd_numbertheory_728.lean::mathd_numbertheory_728'] = lambda: nsub(29 ** 13, 5 ** 13) % 7 == 3
MUTANTS[M + 'mathd_numbertheory_728.lean::mathd_numbertheory_728#1'] = lambda: nsub(29 ** 13, 5 ** 13) % 7 == 4


def nt764(rhs=2, hi_shift=2):
    for p in range(7, 61):
        if not is_prime(p):
            continue
        s = 0
        for k in range(1, nsub(p, hi_shift) + 1):
            inv_k = pow(k % p, -1, p) if k % p else 0          # ZMod p: 0⁻¹ = 0
            inv_k1 = pow((k + 1) % p, -1, p) if (k + 1) % p else 0
            s = (s + inv_k * inv_k1) % p
        if s != rhs % p:
            return False
    return True


BRUTE[M + 'mathd_numbertheory_764.lean::mathd_numbertheory_764'] = lambda: nt764()
MUTANTS[M + 'mathd_numbertheory_764.lean::mathd_numbertheory_764#1'] = lambda: nt764(3)
MUTANTS[M + 'mathd_numbertheory_764.lean::mathd_numbertheory_764#2'] = lambda: nt764(2, 3)   # p-2 -> p-3

BRUTE[M + 'mathd_numbertheory_765.lean::mathd_numbertheory_765'] = lambda: all(
    x <= -449 for x in range(-3000, 0) if zmod(24 * x, 1199) == 15)
MUTANTS[M + 'mathd_numbertheory_765.lean::mathd_numbertheory_765#1'] = lambda: all(
    x <= -450 for x in range(-3000, 0) if zmod(24 * x, 1199) == 15)

BRUTE[M + 'mathd_numbertheory_769.lean::mathd_numbertheory_769'] = lambda: (129 ** 34 + 96 ** 38) % 11 == 9
MUTANTS[M + 'mathd_numbertheory_769.lean::mathd_numbertheory_769#1'] = lambda: (129 ** 34 + 96 ** 38) % 11 == 8

BRUTE[M + 'mathd_numbertheory_85.lean::mathd_numbertheory_85'] = lambda: 1 * 3 ** 3 + 2 * 3 ** 2 + 2 * 3 + 2 == 53
MUTANTS[M + 'mathd_numbertheory_85.lean::mathd_numbertheory_85#1'] = lambda: 1 * 3 ** 3 + 2 * 3 ** 2 + 2 * 3 + 2 == 54

BRUTE[M + 'numbertheory_2pownm1prime_nprime.lean::numbertheory_2pownm1prime_nprime'] = lambda: all(
    is_prime(n) for n in range(1, 32) if is_prime(2 ** n - 1))
MUTANTS[M + 'numbertheory_2pownm1prime_nprime.lean::numbertheory_2pownm1prime_nprime#1'] = lambda: all(
    is_prime(n) for n in range(1, 32) if is_prime(2 ** n + 1))       # 2^n - 1 -> 2^n + 1 (n = 1, 2, 4 ...)
MUTANTS[M + 'numbertheory_2pownm1prime_nprime.lean::numbertheory_2pownm1prime_nprime#2'] = lambda: all(
    is_prime(n) for n in range(1, 32))                               # hypothesis h₁ dropped


def nt3pow(n, add=0):
    m = 2 ** (n + 3)
    return (pow(3, 2 ** n, m) - 1) % m == 2 ** (n + 2 + add) % (2 ** 80)


BRUTE[M + 'numbertheory_3pow2pownm1mod2pownp3eq2pownp2.lean::numbertheory_3pow2pownm1mod2pownp3eq2pownp2'] = lambda: all(
    nt3pow(n) for n in range(1, 40))
MUTANTS[M + 'numbertheory_3pow2pownm1mod2pownp3eq2pownp2.lean::numbertheory_3pow2pownm1mod2pownp3eq2pownp2#1'] = lambda: all(
    nt3pow(n) for n in range(0, 40))                                 # h₀ : 0 < n dropped
MUTANTS[M + 'numbertheory_3pow2pownm1mod2pownp3eq2pownp2.lean::numbertheory_3pow2pownm1mod2pownp3eq2pownp2#2'] = lambda: all(
    nt3pow(n, 1) for n in range(1, 40))                              # 2^(n+2) -> 2^(n+3)

ZB = range(-40, 41)
BRUTE[M + 'numbertheory_4x3m7y3neq2003.lean::numbertheory_4x3m7y3neq2003'] = lambda: all(
    4 * x ** 3 - 7 * y ** 3 != 2003 for x in ZB for y in ZB)
MUTANTS[M + 'numbertheory_4x3m7y3neq2003.lean::numbertheory_4x3m7y3neq2003#1'] = lambda: all(
    4 * x ** 3 - 7 * y ** 3 != 4 for x in ZB for y in ZB)            # 2003 -> 4 (x = 1, y = 0)

BRUTE[M + 'numbertheory_aoddbdiv4asqpbsqmod8eq1.lean::numbertheory_aoddbdiv4asqpbsqmod8eq1'] = lambda: all(
    zmod(a * a + b * b, 8) == 1 for a in range(-30, 31) for b in range(-30, 31)
    if a % 2 == 1 and b % 4 == 0 and b >= 0)
MUTANTS[M + 'numbertheory_aoddbdiv4asqpbsqmod8eq1.lean::numbertheory_aoddbdiv4asqpbsqmod8eq1#1'] = lambda: all(
    zmod(a * a + b * b, 8) == 1 for a in range(-30, 31) for b in range(-30, 31)
    if a % 2 == 1 and b % 2 == 0 and b >= 0)                         # 4 ∣ b -> 2 ∣ b


def is_pow2_pos(v):             # ∃ k > 0, 2^k = v
    return v >= 2 and v & (v - 1) == 0


BRUTE[M + 'numbertheory_exk2powkeqapb2mulbpa2_aeq1.lean::numbertheory_exk2powkeqapb2mulbpa2_aeq1'] = lambda: all(
    a == 1 for a in range(1, 60) for b in range(1, 60) if is_pow2_pos((a + b * b) * (b + a * a)))
MUTANTS[M + 'numbertheory_exk2powkeqapb2mulbpa2_aeq1.lean::numbertheory_exk2powkeqapb2mulbpa2_aeq1#1'] = lambda: all(
    a == 2 for a in range(1, 60) for b in range(1, 60) if is_pow2_pos((a + b * b) * (b + a * a)))


def f4(x):
    return 4 ** x + 6 ** x + 9 ** x


BRUTE[M + 'numbertheory_fxeq4powxp6powxp9powx_f2powmdvdf2pown.lean::numbertheory_fxeq4powxp6powxp9powx_f2powmdvdf2pown'] = lambda: all(
    f4(2 ** n) % f4(2 ** m) == 0 for m in range(1, 8) for n in range(1, 8) if m <= n)
MUTANTS[M + 'numbertheory_fxeq4powxp6powxp9powx_f2powmdvdf2pown.lean::numbertheory_fxeq4powxp6powxp9powx_f2powmdvdf2pown#1'] = lambda: all(
    f4(2 ** n) % f4(2 ** m) == 0 for m in range(1, 8) for n in range(1, 8))   # m ≤ n dropped
MUTANTS[M + 'numbertheory_fxeq4powxp6powxp9powx_f2powmdvdf2pown.lean::numbertheory_fxeq4powxp6powxp9powx_f2powmdvdf2pown#2'] = lambda: all(
    f4(n + 1) % f4(m) == 0 for m in range(1, 8) for n in range(1, 8) if m <= n)  # 2^· replaced

BRUTE[M + 'numbertheory_x5neqy2p4.lean::numbertheory_x5neqy2p4'] = lambda: all(
    x ** 5 != y * y + 4 for x in range(-30, 31) for y in range(-300, 301))
MUTANTS[M + 'numbertheory_x5neqy2p4.lean::numbertheory_x5neqy2p4#1'] = lambda: all(
    x ** 5 != y * y - 3 for x in range(-30, 31) for y in range(-300, 301))   # + 4 -> - 3 (x = 1, y = 2)


if __name__ == '__main__':
    import os
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from held_out_runner import main
    sys.exit(main(BRUTE, MUTANTS))
