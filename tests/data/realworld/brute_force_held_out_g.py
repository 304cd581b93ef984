"""Brute forces of the held-out set in /work/unseen/u3, written in plain Python from the Lean
definitions (not from pychecks): one function per computable statement, True when no assignment
of its small box violates it. A key is the statement's name as in expected.toml, or
`FILE::example:LINE` for an `example`. MUTANTS are deliberately false variants (each False)."""
from __future__ import annotations

from fractions import Fraction
from itertools import combinations, product
from math import comb, factorial, gcd, isqrt, lcm, prod


# --- helpers, from Mathlib's definitions ---------------------------------------------------------

def nsub(a: int, b: int) -> int:            # ℕ subtraction truncates at 0
    return max(a - b, 0)


def digits(b: int, n: int) -> list[int]:    # Nat.digits b n for b ≥ 2: little-endian, [] for 0
    out = []
    while n:
        out.append(n % b)
        n //= b
    return out


def of_digits(b: int, ds: list[int]) -> int:   # Nat.ofDigits b [d0, d1, …] = d0 + b * (d1 + …)
    return sum(d * b ** i for i, d in enumerate(ds))


def is_prime(n: int) -> bool:
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    d = 3
    while d * d <= n:
        if n % d == 0:
            return False
        d += 2
    return True


def min_fac(n: int) -> int:                 # Nat.minFac: minFac 0 = 2, minFac 1 = 1
    if n == 1:
        return 1
    if n % 2 == 0:
        return 2
    d = 3
    while d * d <= n:
        if n % d == 0:
            return d
        d += 2
    return n


def prime_factors_list(n: int) -> list[int]:   # Nat.primeFactorsList: ascending, with multiplicity
    out = []
    while n > 1:
        p = min_fac(n)
        out.append(p)
        n //= p
    return out


def is_coprime_int(a: int, b: int) -> bool:  # IsCoprime a b ↔ ∃ u v, u*a + v*b = 1 ↔ gcd = 1 on ℤ
    return gcd(a, b) == 1


def divisors(n: int) -> set[int]:           # Nat.divisors: {d | 1 ≤ d ≤ n, d ∣ n}; divisors 0 = ∅
    return {d for d in range(1, n + 1) if n % d == 0}


def proper_divisors(n: int) -> set[int]:    # Nat.properDivisors: {d | 1 ≤ d < n, d ∣ n}
    return {d for d in range(1, n) if n % d == 0}


def primes_upto(n: int) -> list[int]:
    return [p for p in range(n + 1) if is_prime(p)]


def fermat_number(n: int) -> int:           # Nat.fermatNumber n = 2 ^ 2 ^ n + 1
    return 2 ** 2 ** n + 1


def desc_factorial(n: int, k: int) -> int:  # Nat.descFactorial n k = n (n-1) … (n-k+1)
    return prod(n - i for i in range(k))


def is_perfect_power(c: int, lmin: int = 2) -> bool:   # ∃ m l, l ≥ lmin ∧ c = m ^ l
    if c in (0, 1):
        return True
    for l in range(lmin, c.bit_length() + 1):
        m = round(c ** (1 / l))
        if any(x ** l == c for x in (m - 1, m, m + 1) if x >= 0):
            return True
    return False


def _dvd(a: int, b: int) -> bool:   # a ∣ b ↔ ∃ c, b = a * c (so 0 ∣ b ↔ b = 0), on ℕ and ℤ
    return b == 0 if a == 0 else b % a == 0


def _subsets(xs):
    xs = list(xs)
    return [[x for i, x in enumerate(xs) if m >> i & 1] for m in range(2 ** len(xs))]


BRUTE: dict = {}
MUTANTS: dict = {}


# --- google-deepmind/formal-imo ---------------------------------------------------------------------

def _imo1960_set(lim=2000):
    return {n for n in range(lim)
            if len(digits(10, n)) == 3 and n % 11 == 0
            and sum(d ** 2 for d in digits(10, n)) == n // 11}


def _imo1962_mem(n):     # n % 10 = 6 ∧ ofDigits 10 ((digits 10 n).tail.concat 6) = 4 * n
    return n % 10 == 6 and of_digits(10, digits(10, n)[1:] + [6]) == 4 * n


def _imo1966(target=6):
    # A, B, C : Finset (Fin n); the hypotheses and the goal only read the sizes of the seven Venn
    # regions a (A only), b, c, bc (B ∩ C only), and s = |A ∩ (B ∪ C)| = ab + ac + abc.
    for a, b, c, bc in product(range(26), repeat=4):
        s = 25 - a - b - c - bc
        if s < 0:
            continue
        if (b + bc == 2 * (c + bc)) and a == 1 + s and a == b + c and b != target:
            return False
    return True


def _imo1967(lim_m=400, lim_n=20, conclusion=lambda m, n: m == 36 and n == 6):
    for m in range(lim_m):
        for n in range(2, lim_n):
            medals, ok = {}, True
            for d in range(1, n + 1):
                r = nsub(nsub(m, d), sum(medals[e] for e in range(1, d)))
                if r % 7:
                    ok = False
                    break
                medals[d] = d + r // 7
            if ok and sum(medals.values()) == m and medals[n] == n and not conclusion(m, n):
                return False
    return True


def _imo1968_set(lim=3000):
    return {n for n in range(lim) if prod(digits(10, n)) == n ** 2 - 10 * n - 22}


def _imo1970_p2(iff=True):
    for n in (2, 3):
        for a, b in product(range(2, 6), repeat=2):
            for x in product(range(min(a, b)), repeat=n + 1):
                if x[n] == 0 or x[n - 1] == 0:
                    continue
                A = sum(x[i] * a ** i for i in range(n + 1))
                A1 = sum(x[i] * a ** i for i in range(n))
                B = sum(x[i] * b ** i for i in range(n + 1))
                B1 = sum(x[i] * b ** i for i in range(n))
                lhs = A1 * B < A * B1
                if lhs != ((b < a) if iff else (a < b)):
                    return False
    return True


def _imo1970_p4_set(lim=60, width=5):
    out = set()
    for n in range(1, lim):
        xs = list(range(n, n + width + 1))
        for mask in range(1, 2 ** len(xs) - 1):
            S = [x for i, x in enumerate(xs) if mask >> i & 1]
            T = [x for i, x in enumerate(xs) if not mask >> i & 1]
            if prod(S) == prod(T):
                out.add(n)
    return out


def _imo1971_p6(bound=Fraction(1, 2)):
    for n, vals in ((0, 1), (1, 4), (2, 5), (3, 3)):
        for flat in product(range(vals), repeat=n * n):
            a = [flat[i * n:(i + 1) * n] for i in range(n)]
            ok = all(n <= sum(a[i]) + sum(a[k][j] for k in range(n))
                     for i in range(n) for j in range(n) if a[i][j] == 0)
            if ok and not bound * n * n <= sum(flat):
                return False
    return True


BRUTE.update({
    "imo_1960_p1": lambda: _imo1960_set() == {550, 803},
    "imo_1962_p1": lambda: _imo1962_mem(153846) and not any(_imo1962_mem(n) for n in range(153846)),
    "imo_1966_p1": lambda: _imo1966(),
    "imo_1967_p6": lambda: _imo1967(),
    # (foldr (· * ·) 1 (digits 10 n) : ℤ) = ↑n ^ 2 - 10 * ↑n - 22, in ℤ
    "imo_1968_p2": lambda: _imo1968_set() == {12},
    "imo_1970_p2": lambda: _imo1970_p2(),
    "imo_1970_p4": lambda: _imo1970_p4_set() == set(),
    "imo_1971_p6": lambda: _imo1971_p6(),
})
MUTANTS.update({
    "imo_1960_p1 with answer {550}": lambda: _imo1960_set() == {550},
    "imo_1962_p1: some member below 153846": lambda: any(_imo1962_mem(n) for n in range(153846)),
    "imo_1966_p1 with answer 5": lambda: _imo1966(5),
    "imo_1967_p6 with m = 35": lambda: _imo1967(conclusion=lambda m, n: m == 35 and n == 6),
    "imo_1968_p2 with answer {13}": lambda: _imo1968_set() == {13},
    "imo_1970_p2 with a < b": lambda: _imo1970_p2(iff=False),
    "imo_1970_p4 with S ∪ T = Icc n (n + 5) weakened to S ∪ T ⊆ Icc n (n + 5)":
        lambda: not any(prod(S) == prod(T) for n in range(1, 30)
                        for S in _subsets(range(n, n + 6)) for T in _subsets(range(n, n + 6))
                        if S and T and not set(S) & set(T)),
    "imo_1971_p6 with n^2 instead of n^2 / 2": lambda: _imo1971_p6(Fraction(1)),
})


# --- mo271/FormalBook ------------------------------------------------------------------------------

_PRIMES = primes_upto(60)


def _exists_prime_not_in(S):        # ∃ p, p.Prime ∧ p ∉ S, searched up to 2 * max S + 3
    return any(is_prime(p) and p not in S for p in range(2 * max(S, default=0) + 3))


def _bertrand(n):                    # ∃ p, p.Prime ∧ n < p ∧ p ≤ 2 * n
    return any(is_prime(p) for p in range(n + 1, 2 * n + 1))


def _primes_below(n):                # Nat.primesBelow n = {p < n | p.Prime}
    return {p for p in range(n) if is_prime(p)}


def _sq_mod_count(p, r):             # #{s : ZMod p | s ^ 2 = r}
    return sum(1 for s in range(p) if (s * s - r) % p == 0)


def _sum_two_sq_nat(n):              # ∃ a b : ℕ, a ^ 2 + b ^ 2 = n
    return any(isqrt(n - a * a) ** 2 == n - a * a for a in range(isqrt(n) + 1))


def _S(k):                           # ch04.S k : {(x, y, z) : ℤ³ | 4xy + z² = 4k + 1 ∧ x > 0 ∧ y > 0}
    out = []
    for x in range(1, 4 * k + 2):
        for y in range(1, (4 * k + 1) // (4 * x) + 1):
            r = 4 * k + 1 - 4 * x * y
            if r >= 0 and isqrt(r) ** 2 == r:
                z = isqrt(r)
                out += [(x, y, z), (x, y, -z)] if z else [(x, y, 0)]
    return out


def _in_S(k, t):
    x, y, z = t
    return 4 * x * y + z * z == 4 * k + 1 and x > 0 and y > 0


def _T(k):
    return [t for t in _S(k) if t[2] > 0]


def _U(k):
    return [t for t in _S(k) if t[0] - t[1] + t[2] > 0]


def _second(t):                      # secondInvo_fun (x, y, z) = (x - y + z, y, 2y - z)
    x, y, z = t
    return (x - y + z, y, 2 * y - z)


def _embed(t):                       # embed_S: (x, y, z) ↦ (x, y, if 0 ≤ z then 1 else 0)
    return (t[0], t[1], 1 if t[2] >= 0 else 0)


_KS = range(0, 40)
_PK = [k for k in _KS if is_prime(4 * k + 1)]          # the k with Fact (4 * k + 1).Prime


def _legendre(p, a):                 # book.quadratic_reciprocity.legendre_sym p a
    if a % p == 0:
        return 0
    return 1 if any((b * b - a) % p == 0 for b in range(p)) else -1


_ODD_PR = [p for p in _PRIMES if p != 2 and p < 40]


def _poly_divmod(num, den):          # integer polynomials, lists low → high; den monic
    num = num[:]
    q = [0] * max(len(num) - len(den) + 1, 1)
    while len(num) >= len(den) and any(num):
        shift = len(num) - len(den)
        c = num[-1]
        q[shift] = c
        for i, d in enumerate(den):
            num[i + shift] -= c * d
        while num and num[-1] == 0:
            num.pop()
    return q, num


def _poly_mul(a, b):
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    return out


def _xn1(n):                         # X ^ n - 1
    return [-1] + [0] * (n - 1) + [1] if n else [0]


def _cyclotomic(n):                  # Polynomial.cyclotomic n ℤ; cyclotomic 0 = 1
    if n == 0:
        return [1]
    den = [1]
    for d in range(1, n):
        if n % d == 0:
            den = _poly_mul(den, _cyclotomic(d))
    q, r = _poly_divmod(_xn1(n), den)
    assert not any(r)
    return q


def _poly_dvd(a, b):                 # a ∣ b in ℤ[X], for monic a (or a = ±1)
    if not any(b):
        return True
    if a == [1]:
        return True
    return not any(_poly_divmod(b, a)[1])


def _det(m):
    n = len(m)
    if n == 0:
        return 1
    return sum((-1) ** j * m[0][j] * _det([row[:j] + row[j + 1:] for row in m[1:]])
               for j in range(n))


def _hadamard_ok(n):                 # ∃ M : ±1 matrix, (M.det : ℝ) > √(n !)  ⇔  det > 0 ∧ det² > n!
    for flat in product((-1, 1), repeat=n * n):
        d = _det([list(flat[i * n:(i + 1) * n]) for i in range(n)])
        if d > 0 and d * d > factorial(n):
            return True
    return False


def _v2(n):
    c = 0
    while n % 2 == 0 and n:
        n //= 2
        c += 1
    return c


BRUTE.update({
    # Chapter 1
    "infinity_of_primes₁": lambda: all(_exists_prime_not_in(set(S))
                                       for S in _subsets(primes_upto(19))),
    "fermatProduct": lambda: all(prod(fermat_number(k) for k in range(n)) == fermat_number(n) - 2
                                 for n in range(7)),
    "infinity_of_primes₂": lambda: all(gcd(fermat_number(n), fermat_number(k)) == 1
                                       for n in range(8) for k in range(n)),
    "ZMod.one_ne_zero": lambda: all(1 % q != 0 for q in range(2, 60)),
    "ZMod.two_ne_one": lambda: all((2 - 1) % q != 0 for q in range(2, 60)),
    "sub_one_le_sub_one": lambda: all(nsub(n, 1) <= nsub(m, 1) for n in range(30) for m in range(30)
                                      if n <= m),
    # ¬ ∃ p prime, ∀ q prime, q ≤ p: every prime p below 300 has a larger prime (found below 2p)
    "infinity_of_primes₃": lambda: all(any(is_prime(q) and q > p for q in range(p, 2 * p + 1))
                                       for p in range(300) if is_prime(p)),
    "norm_invRealHom_prime_lt_one": lambda: all(abs(Fraction(1, p)) < 1 for p in range(200)
                                                if is_prime(p)),
    "exists_image_primes_eq_primesBelow": lambda: all(
        any(set(s) == _primes_below(n) for s in _subsets(primes_upto(19))) for n in range(21)),
    "prod_Icc_succ_div": lambda: all(prod((Fraction(x + 1, x) for x in range(1, n + 1)),
                                          start=Fraction(1)) == n + 1 for n in range(2, 40)),
    "prod_Icc_le": lambda: all(prod((Fraction(x + 1, x) for x in range(1, n + 1)),
                                    start=Fraction(1)) <= n + 1 for n in range(40)),
    # Chapter 2
    "chapter2.bertrand_main_inequality": lambda: all(
        n * (2 * n) ** isqrt(2 * n) * 4 ** (2 * n // 3) <= 4 ** n for n in range(512, 700)),
    # the hypothesis `no_prime` never holds (Bertrand), so these are vacuous on the box
    "chapter2.centralBinom_factorization_small": lambda: all(
        comb(2 * n, n) == prod(p ** _vp(comb(2 * n, n), p) for p in range(2 * n // 3 + 1))
        for n in range(3, 120) if not _bertrand(n)),
    "chapter2.centralBinom_le_of_no_bertrand_prime": lambda: all(
        comb(2 * n, n) <= (2 * n) ** isqrt(2 * n) * 4 ** (2 * n // 3)
        for n in range(3, 120) if not _bertrand(n)),
    "chapter2.exists_prime_lt_and_le_two_mul_eventually": lambda: all(_bertrand(n)
                                                                      for n in range(512, 800)),
    "chapter2.exists_prime_lt_and_le_two_mul_succ": lambda: all(
        _bertrand(n) for n in range(40) for q in range(40) for p in range(40)
        if is_prime(p) and p <= 2 * q and (not n < q or _bertrand(n)) and n < p),
    "chapter2.exists_prime_lt_and_le_two_mul": lambda: all(_bertrand(n) for n in range(1, 800)),
    "chapter2.bound_binomial_coeff": lambda: all(
        comb(n, k) <= Fraction(n ** k, factorial(k)) <= Fraction(n ** k, 2 ** nsub(k, 1))
        for n in range(25) for k in range(25)),
    # Chapter 3
    "chapter3.sylvester": lambda: all(
        any(p > k and is_prime(p) and comb(n, k) % p == 0 for p in range(k + 1, n + 1))
        for n in range(45) for k in range(1, 23) if n >= 2 * k),
    "formal_book/Chapter_03.lean::example:43": lambda: all(
        a == 0 for a in range(40) for p in range(40) if _dvd(p, a) and a < p),
    "chapter3.prime_div_descFactorial": lambda: all(
        desc_factorial(n, k) % p ** l == 0
        for n in range(16) for k in range(n + 1) for p in _PRIMES if p <= 16
        if comb(n, k) % p == 0
        for m in range(comb(n, k) + 1) for l in range(8) if m ** l == comb(n, k)),
    "chapter3.factor_in_descFactorial": lambda: all(
        any(nsub(n, i) % p ** l == 0 for i in range(nsub(k, 1) + 1))
        for n in range(25) for k in range(n + 1) for p in _PRIMES if k < p <= 29
        for l in range(1, 6) if desc_factorial(n, k) % p ** l == 0),
    "chapter3.binomials_coefficients_never_powers": lambda: all(
        not is_perfect_power(comb(n, k)) for n in range(60) for k in range(4, 60)
        if k <= nsub(n, 4)),
    # Chapter 4
    "ch04.lemma₁": lambda: all(
        any(not p == 4 * m + 1 or _sq_mod_count(p, -1) == 2 for m in range(p + 1))
        and (not p == 2 or _sq_mod_count(p, -1) == 1)
        and any(not p == 4 * m + 1 or _sq_mod_count(p, -1) == 0 for m in range(p + 1))
        for p in _PRIMES),
    "ch04.lemma₂": lambda: all(not any(n == a * a + b * b for a in range(n + 1) for b in range(n + 1))
                               for m in range(30) for n in [4 * m + 3]),
    "ch04.theorem₁": lambda: all(_sum_two_sq_nat(p) for p in range(2000) if is_prime(p) and p % 4 == 1),
    "ch04.S_lower_bound": lambda: all(0 < x and 0 < y for k in range(12)
                                      for x, y, z in product(range(-10, 11), repeat=3)
                                      if _in_S(k, (x, y, z))),
    "ch04.S_upper_bound": lambda: all(x <= k and y <= k for k in range(12)
                                      for x, y, z in product(range(-10, 11), repeat=3)
                                      if _in_S(k, (x, y, z))),
    "ch04.embed_S_injective": lambda: all(len({_embed(t) for t in _S(k)}) == len(_S(k)) for k in _KS),
    "ch04.linearInvo_sq": lambda: all((lambda u: (u[1], u[0], -u[2]))((t[1], t[0], -t[2])) == t
                                      for k in _KS for t in _S(k)),
    "ch04.linearInvo_no_fixedPoints": lambda: not any((t[1], t[0], -t[2]) == t
                                                     for k in _KS for t in _S(k)),
    "ch04.sameCard": lambda: all(len(_U(k)) == len(_T(k)) for k in _KS),
    "ch04.secondInvo_sq": lambda: all(_second(_second(t)) == t for k in _KS for t in _U(k)),
    "ch04.k_pos": lambda: all(0 < k for k in _PK),
    "ch04.eq_of_mem_fixedPoints": lambda: all({t for t in _U(k) if _second(t) == t} == {(k, 1, 1)}
                                              for k in _PK),
    "ch04.card_fixedPoints_eq_one": lambda: all(sum(_second(t) == t for t in _U(k)) == 1 for k in _PK),
    "ch04.card_T_odd": lambda: all(len(_T(k)) % 2 == 1 for k in _PK),
    "ch04.trivialInvo_apply": lambda: all((t[1], t[0], t[2]) in _T(k) for k in _KS for t in _T(k)),
    "ch04.sq_add_sq_of_nonempty_fixedPoints": lambda: all(
        any(a * a + b * b == 4 * k + 1 for a in range(-9, 10) for b in range(-9, 10))
        for k in range(20) if any(t[0] == t[1] for t in _T(k))),
    "ch04.trivialInvo_fixedPoints": lambda: all(any(t[0] == t[1] for t in _T(k)) for k in _PK),
    "ch04.theorem₂": lambda: all(_sum_two_sq_nat(p) for p in range(2000) if is_prime(p) and p % 4 == 1),
    # Chapter 5: `p` is any prime (the section's `h_p : p ≠ 2` is not used, so not included)
    "book.quadratic_reciprocity.fermat_little": lambda: all(
        (pow(a, p - 1, p) - (-1)) % p == 0 for p in _PRIMES for a in range(-20, 21) if a % p),
    "book.quadratic_reciprocity.euler_criterion": lambda: all(
        (_legendre(p, a) - pow(a, (p - 1) // 2, p)) % p == 0
        for p in _PRIMES for a in range(-30, 31) if a % p),
    "book.quadratic_reciprocity.product_rule": lambda: all(
        _legendre(p, a * b) == _legendre(p, a) * _legendre(p, b)
        for p in _PRIMES[:10] for a in range(-15, 16) for b in range(-15, 16)),
    # -1 ^ e parses as -(1 ^ e) = -1
    "book.quadratic_reciprocity.quadratic_reciprocity_1": lambda: all(
        _legendre(p, q) * _legendre(q, p) == -1 for p in _ODD_PR for q in _ODD_PR),
    "book.quadratic_reciprocity.quadratic_reciprocity_2": lambda: all(
        _legendre(p, q) * _legendre(q, p) == -1 for p in _ODD_PR for q in _ODD_PR),
    # Chapter 6
    "formal_book/Chapter_06.lean::example:31": lambda: all(
        i <= j for i in range(40) for j in range(1, 40) if _dvd(i, j)),
    "le_abs_of_dvd": lambda: all(abs(i) <= abs(j) for i in range(-30, 31) for j in range(-30, 31)
                                 if j != 0 and _dvd(i, j)),
    "phi_dvd": lambda: all(_poly_dvd(_cyclotomic(n), _xn1(n)) for n in range(25)),
    "phi_div_2": lambda: all(_poly_dvd(_poly_mul(_xn1(k), _cyclotomic(n)), _xn1(n))
                             for n in range(25) for k in range(n) if _dvd(k, n)),
    "div_of_qpoly_div": lambda: all(n % k == 0 for k in range(1, 13) for n in range(1, 13)
                                    for q in range(2, 6) if (q ** n - 1) % (q ** k - 1) == 0),
    # Chapter 7
    "chapter7.Theorem₂": lambda: all(_hadamard_ok(n) for n in range(2, 5)),
    # Chapter 8
    "book.irrational.little_lemma": lambda: all(
        factorial(n) % 2 ** n != 0
        and ((factorial(n) % 2 ** (n - 1) == 0) == any(n == 2 ** m for m in range(n + 1)))
        for n in range(1, 80)),
})
MUTANTS.update({
    "fermatProduct with F n - 1": lambda: all(prod(fermat_number(k) for k in range(n)) ==
                                              fermat_number(n) - 1 for n in range(7)),
    "Bertrand with n < p < 2 * n - 1 (p ≤ 2n - 2)": lambda: all(
        any(is_prime(p) for p in range(n + 1, 2 * n - 1)) for n in range(1, 50)),
    "binomial coefficients never powers with k ≥ 2 (C(50, 3) = 140², C(n, 2) squares)": lambda: all(
        not is_perfect_power(comb(n, k)) for n in range(60) for k in range(2, 60)
        if k <= nsub(n, 2)),
    "ch04.theorem₁ for p % 4 = 3": lambda: all(_sum_two_sq_nat(p) for p in range(100)
                                               if is_prime(p) and p % 4 == 3),
    "ch04.card_T_odd for every k": lambda: all(len(_T(k)) % 2 == 1 for k in _KS),
    "euler_criterion with exponent (p - 1)": lambda: all(
        (_legendre(p, a) - pow(a, p - 1, p)) % p == 0
        for p in _PRIMES for a in range(-30, 31) if a % p),
    "le_abs_of_dvd reversed: |j| ≤ |i|": lambda: all(
        abs(j) <= abs(i) for i in range(-30, 31) for j in range(-30, 31)
        if j != 0 and _dvd(i, j)),
    "phi_dvd with X ^ (n + 1) - 1": lambda: all(_poly_dvd(_cyclotomic(n), _xn1(n + 1))
                                                for n in range(2, 25)),
    "Hadamard with det > n": lambda: all(any(_det([list(f[i * n:(i + 1) * n]) for i in range(n)]) > n
                                             for f in product((-1, 1), repeat=n * n))
                                         for n in range(2, 4)),
    "little_lemma with 2 ^ (n - 1) ∣ n ! for every n": lambda: all(
        factorial(n) % 2 ** (n - 1) == 0 for n in range(1, 20)),
    "sylvester with p > k + 1": lambda: all(
        any(p > k + 1 and is_prime(p) and comb(n, k) % p == 0 for p in range(n + 1))
        for n in range(45) for k in range(1, 23) if n >= 2 * k),
})


def _vp(n, p):                       # (Nat.factorization n) p; 0 for p not prime
    if not is_prime(p) or n == 0:
        return 0
    c = 0
    while n % p == 0:
        n //= p
        c += 1
    return c


# --- leanprover-community/mathlib4, MathlibTest ----------------------------------------------------

def _ex(file, line):
    return f"mathlib_test/{file}::example:{line}"


# fin_cases.lean
BRUTE.update({
    _ex("fin_cases.lean", 7): lambda: all(x <= 57 for x in [0, 2, 37]),
    _ex("fin_cases.lean", 9): lambda: all(x == 0 or x == 2 or x == 37 for x in [0, 2, 37]),
    _ex("fin_cases.lean", 11): lambda: all(x <= 4 for x in range(5)),
    # p : Fin 4 → Prop is four Prop atoms: its truth table
    _ex("fin_cases.lean", 13): lambda: all((not p[i]) or p[i] for p in product((False, True), repeat=4)
                                           for i in range(4)),
    _ex("fin_cases.lean", 19): lambda: all(True for x2 in range(2) for x3 in range(3)),
    _ex("fin_cases.lean", 22): lambda: all(p == 3 or p == 4 for p in range(100) if 2 < p < 5),
    _ex("fin_cases.lean", 39): lambda: True,
    _ex("fin_cases.lean", 45): lambda: all(x2 * x3 == x3 * x2 for x2 in range(2) for x3 in range(3)
                                           for n in range(5) for y in range(n)),
})
MUTANTS["fin_cases: x ∈ [0, 2, 37] → x ≤ 36"] = lambda: all(x <= 36 for x in [0, 2, 37])

# interval_cases.lean
_N = range(60)
_Z = range(-60, 60)
BRUTE.update({
    _ex("interval_cases.lean", 12): lambda: True,
    _ex("interval_cases.lean", 14): lambda: True,
    _ex("interval_cases.lean", 16): lambda: True,
    _ex("interval_cases.lean", 18): lambda: not any(n < 0 for n in _N),
    _ex("interval_cases.lean", 20): lambda: all(n == 0 for n in _N if n < 1),
    _ex("interval_cases.lean", 22): lambda: all(n in (0, 1) for n in _N if n < 2),
    _ex("interval_cases.lean", 24): lambda: all(n in (1, 2) for n in _N if 1 <= n < 3),
    _ex("interval_cases.lean", 26): lambda: all(n in (1, 2) for n in _N if 1 <= n < 3),
    _ex("interval_cases.lean", 29): lambda: all(n in (1, 2) for n in _N for m in range(5)
                                                if 1 <= n < 3 and m < 2),
    _ex("interval_cases.lean", 31): lambda: all(n in (2, 3) for n in _N if 1 < n < 4),
    _ex("interval_cases.lean", 33): lambda: all(n in (3, 4) for n in _N if n >= 3 and n < 5),
    _ex("interval_cases.lean", 35): lambda: all(n in (3, 4) for n in _N if n >= 2 and n >= 3 and n < 5),
    _ex("interval_cases.lean", 37): lambda: all(n in (3, 4) for n in _N if n > 2 and n < 5),
    _ex("interval_cases.lean", 39): lambda: all(n in (3, 4) for n in _N if n > 2 and n <= 4),
    _ex("interval_cases.lean", 41): lambda: all(n in (3, 4) for n in _N if 2 < n and 4 >= n),
    _ex("interval_cases.lean", 43): lambda: all(n < 20 for n in _N if 4 < n <= 6),
    _ex("interval_cases.lean", 45): lambda: all(n % 3 == 0 for n in _N if n % 3 < 1),
    _ex("interval_cases.lean", 47): lambda: all(n % 3 == 0 for n in _N if n % 3 < 1),
    _ex("interval_cases.lean", 49): lambda: all(n < 20 for n in _N if 4 <= n < 10),
    _ex("interval_cases.lean", 71): lambda: all(z < 20 for z in _Z if z >= -3 and z < 2),
    _ex("interval_cases.lean", 73): lambda: all(z < 20 for z in _Z if z >= -3 and z < 2),
    _ex("interval_cases.lean", 75): lambda: all(n % 2 == 0 or n % 2 == 1 for n in _N),
    _ex("interval_cases.lean", 78): lambda: True,        # (h : False) : False, vacuous
    _ex("interval_cases.lean", 84): lambda: all(n < 2000000 for n in range(999000, 1001000)
                                                if n > 1000000 and n < 1000002),
    _ex("interval_cases.lean", 90): lambda: all(d == 0 for d in _N if d <= 0),
})
MUTANTS["interval_cases: 1 ≤ n < 3 → n = 1"] = lambda: all(n == 1 for n in _N if 1 <= n < 3)
MUTANTS["interval_cases: z ≥ -3 → z < 2 → z < 1"] = lambda: all(z < 1 for z in _Z if -3 <= z < 2)

# norm_num_ext.lean (excerpt), one entry per statement; generated from the source lines by
# tools/gen_nne.py and reviewed: Int.gcd/Int.lcm act on |a| and |b| and return ℕ; ℕ `-` truncates
BRUTE.update({
    'mathlib_test/norm_num_ext.lean::example:35': lambda: isqrt(0) == 0,   # example : Nat.sqrt 0 = 0
    'mathlib_test/norm_num_ext.lean::example:36': lambda: isqrt(1) == 1,   # example : Nat.sqrt 1 = 1
    'mathlib_test/norm_num_ext.lean::example:37': lambda: isqrt(2) == 1,   # example : Nat.sqrt 2 = 1
    'mathlib_test/norm_num_ext.lean::example:38': lambda: isqrt(3) == 1,   # example : Nat.sqrt 3 = 1
    'mathlib_test/norm_num_ext.lean::example:39': lambda: isqrt(4) == 2,   # example : Nat.sqrt 4 = 2
    'mathlib_test/norm_num_ext.lean::example:40': lambda: isqrt(8) == 2,   # example : Nat.sqrt 8 = 2
    'mathlib_test/norm_num_ext.lean::example:41': lambda: isqrt(9) == 3,   # example : Nat.sqrt 9 = 3
    'mathlib_test/norm_num_ext.lean::example:42': lambda: isqrt(10) == 3,   # example : Nat.sqrt 10 = 3
    'mathlib_test/norm_num_ext.lean::example:43': lambda: isqrt(99) == 9,   # example : Nat.sqrt 99 = 9
    'mathlib_test/norm_num_ext.lean::example:44': lambda: isqrt(100) == 10,   # example : Nat.sqrt 100 = 10
    'mathlib_test/norm_num_ext.lean::example:45': lambda: isqrt(120) == 10,   # example : Nat.sqrt 120 = 10
    'mathlib_test/norm_num_ext.lean::example:46': lambda: isqrt(121) == 11,   # example : Nat.sqrt 121 = 11
    'mathlib_test/norm_num_ext.lean::example:47': lambda: isqrt(122) == 11,   # example : Nat.sqrt 122 = 11
    'mathlib_test/norm_num_ext.lean::example:48': lambda: isqrt(123456**2) == 123456,   # example : Nat.sqrt (123456^2) = 123456
    'mathlib_test/norm_num_ext.lean::example:49': lambda: isqrt(123456**2 + 123456) == 123456,   # example : Nat.sqrt (123456^2 + 123456) = 123456
    'ex11': lambda: gcd(1, 2) == 1,   # theorem ex11 : Nat.Coprime 1 2
    'ex12': lambda: gcd(2, 1) == 1,   # theorem ex12 : Nat.Coprime 2 1
    'ex13': lambda: not (gcd(0, 0) == 1),   # theorem ex13 : ¬ Nat.Coprime 0 0
    'ex14': lambda: not (gcd(0, 3) == 1),   # theorem ex14 : ¬ Nat.Coprime 0 3
    'ex15': lambda: not (gcd(2, 0) == 1),   # theorem ex15 : ¬ Nat.Coprime 2 0
    'ex16': lambda: gcd(2, 3) == 1,   # theorem ex16 : Nat.Coprime 2 3
    "ex16'": lambda: gcd(3, 2) == 1,   # theorem ex16' : Nat.Coprime 3 2
    'ex17': lambda: not (gcd(2, 4) == 1),   # theorem ex17 : ¬ Nat.Coprime 2 4
    'ex21': lambda: gcd(abs(1), abs(2)) == 1,   # theorem ex21 : Nat.gcd 1 2 = 1
    'ex22': lambda: gcd(abs(2), abs(1)) == 1,   # theorem ex22 : Nat.gcd 2 1 = 1
    'ex23': lambda: gcd(abs(0), abs(0)) == 0,   # theorem ex23 : Nat.gcd 0 0 = 0
    'ex24': lambda: gcd(abs(0), abs(3)) == 3,   # theorem ex24 : Nat.gcd 0 3 = 3
    'ex25': lambda: gcd(abs(2), abs(0)) == 2,   # theorem ex25 : Nat.gcd 2 0 = 2
    'ex26': lambda: gcd(abs(2), abs(3)) == 1,   # theorem ex26 : Nat.gcd 2 3 = 1
    'ex27': lambda: gcd(abs(2), abs(4)) == 2,   # theorem ex27 : Nat.gcd 2 4 = 2
    'ex31': lambda: lcm(abs(1), abs(2)) == 2,   # theorem ex31 : Nat.lcm 1 2 = 2
    'ex32': lambda: lcm(abs(2), abs(1)) == 2,   # theorem ex32 : Nat.lcm 2 1 = 2
    'ex33': lambda: lcm(abs(0), abs(0)) == 0,   # theorem ex33 : Nat.lcm 0 0 = 0
    'ex34': lambda: lcm(abs(0), abs(3)) == 0,   # theorem ex34 : Nat.lcm 0 3 = 0
    'ex35': lambda: lcm(abs(2), abs(0)) == 0,   # theorem ex35 : Nat.lcm 2 0 = 0
    'ex36': lambda: lcm(abs(2), abs(3)) == 6,   # theorem ex36 : Nat.lcm 2 3 = 6
    'ex37': lambda: lcm(abs(2), abs(4)) == 4,   # theorem ex37 : Nat.lcm 2 4 = 4
    'ex41': lambda: gcd(abs(2), abs(3)) == 1,   # theorem ex41 : Int.gcd 2 3 = 1
    'ex42': lambda: gcd(abs(-2), abs(3)) == 1,   # theorem ex42 : Int.gcd (-2) 3 = 1
    'ex43': lambda: gcd(abs(2), abs(-3)) == 1,   # theorem ex43 : Int.gcd 2 (-3) = 1
    'ex44': lambda: gcd(abs(-2), abs(-3)) == 1,   # theorem ex44 : Int.gcd (-2) (-3) = 1
    'ex51': lambda: lcm(abs(2), abs(3)) == 6,   # theorem ex51 : Int.lcm 2 3 = 6
    'ex52': lambda: lcm(abs(-2), abs(3)) == 6,   # theorem ex52 : Int.lcm (-2) 3 = 6
    'ex53': lambda: lcm(abs(2), abs(-3)) == 6,   # theorem ex53 : Int.lcm 2 (-3) = 6
    'ex54': lambda: lcm(abs(-2), abs(-3)) == 6,   # theorem ex54 : Int.lcm (-2) (-3) = 6
    'ex61': lambda: gcd(abs(553105253 * 776531401), abs(553105253 * 920419823)) == 553105253,   # theorem ex61 : Nat.gcd (553105253 * 776531401) (553105253 * 920419823) = 553105253
    'ex62': lambda: gcd(abs(nsub(2**1000, 1)), abs(nsub(2**1001, 1))) == 1,   # theorem ex62 : Nat.gcd (2^1000 - 1) (2^1001 - 1) = 1
    "ex62'": lambda: gcd(abs(nsub(2**1001, 1)), abs(nsub(2**1000, 1))) == 1,   # theorem ex62' : Nat.gcd (2^1001 - 1) (2^1000 - 1) = 1
    'ex63': lambda: gcd(abs(nsub(2**500, 1)), abs(nsub(2**510, 1))) == nsub(2**10, 1),   # theorem ex63 : Nat.gcd (2^500 - 1) (2^510 - 1) = 2^10 - 1
    'ex64': lambda: gcd(abs(1 - 2**500), abs(2**510 - 1)) == nsub(2**10, 1),   # theorem ex64 : Int.gcd (1 - 2^500) (2^510 - 1) = 2^10 - 1
    "ex64'": lambda: gcd(abs(1 - 2**500), abs(2**510 - 1)) + 1 == 2**10,   # theorem ex64' : Int.gcd (1 - 2^500) (2^510 - 1) + 1 = 2^10
    'mathlib_test/norm_num_ext.lean::example:93': lambda: is_coprime_int(1, 2),   # example : IsCoprime (1 : ℤ) 2
    'mathlib_test/norm_num_ext.lean::example:94': lambda: is_coprime_int(2, 1),   # example : IsCoprime (2 : ℤ) 1
    'mathlib_test/norm_num_ext.lean::example:95': lambda: not (is_coprime_int(0, 0)),   # example : ¬ IsCoprime (0 : ℤ) 0
    'mathlib_test/norm_num_ext.lean::example:96': lambda: not (is_coprime_int(0, 3)),   # example : ¬ IsCoprime (0 : ℤ) 3
    'mathlib_test/norm_num_ext.lean::example:97': lambda: not (is_coprime_int(2, 0)),   # example : ¬ IsCoprime (2 : ℤ) 0
    'mathlib_test/norm_num_ext.lean::example:98': lambda: is_coprime_int(2, 3),   # example : IsCoprime (2 : ℤ) 3
    'mathlib_test/norm_num_ext.lean::example:99': lambda: is_coprime_int(3, 2),   # example : IsCoprime (3 : ℤ) 2
    'mathlib_test/norm_num_ext.lean::example:100': lambda: not (is_coprime_int(2, 4)),   # example : ¬ IsCoprime (2 : ℤ) 4
    'mathlib_test/norm_num_ext.lean::example:102': lambda: not (is_prime(0)),   # example : ¬ Nat.Prime 0
    'mathlib_test/norm_num_ext.lean::example:103': lambda: not (is_prime(1)),   # example : ¬ Nat.Prime 1
    'mathlib_test/norm_num_ext.lean::example:104': lambda: is_prime(2),   # example : Nat.Prime 2
    'mathlib_test/norm_num_ext.lean::example:105': lambda: is_prime(3),   # example : Nat.Prime 3
    'mathlib_test/norm_num_ext.lean::example:106': lambda: not (is_prime(4)),   # example : ¬ Nat.Prime 4
    'mathlib_test/norm_num_ext.lean::example:107': lambda: is_prime(5),   # example : Nat.Prime 5
    'mathlib_test/norm_num_ext.lean::example:108': lambda: is_prime(109),   # example : Nat.Prime 109
    'mathlib_test/norm_num_ext.lean::example:109': lambda: is_prime(1277),   # example : Nat.Prime 1277
    'mathlib_test/norm_num_ext.lean::example:110': lambda: not (is_prime(10 ** 1000)),   # example : ¬ Nat.Prime (10 ^ 1000)
    'mathlib_test/norm_num_ext.lean::example:111': lambda: is_prime(nsub(2 ** 19, 1)),   # example : Nat.Prime (2 ^ 19 - 1)
    'mathlib_test/norm_num_ext.lean::example:113': lambda: is_prime(nsub(2 ** 25, 39)),   # example : Nat.Prime (2 ^ 25 - 39)
    'mathlib_test/norm_num_ext.lean::example:114': lambda: not is_prime(nsub(2 ** 19, 1) * nsub(2 ** 25, 39)),   # example : ¬ Nat.Prime ((2 ^ 19 - 1) * (2 ^ 25 - 39))
    'mathlib_test/norm_num_ext.lean::example:116': lambda: is_prime(317),   # example : Nat.Prime 317
    'mathlib_test/norm_num_ext.lean::example:118': lambda: min_fac(0) == 2,   # example : Nat.minFac 0 = 2
    'mathlib_test/norm_num_ext.lean::example:119': lambda: min_fac(1) == 1,   # example : Nat.minFac 1 = 1
    'mathlib_test/norm_num_ext.lean::example:120': lambda: min_fac(nsub(9, 7)) == 2,   # example : Nat.minFac (9 - 7) = 2
    'mathlib_test/norm_num_ext.lean::example:121': lambda: min_fac(3) == 3,   # example : Nat.minFac 3 = 3
    'mathlib_test/norm_num_ext.lean::example:122': lambda: min_fac(4) == 2,   # example : Nat.minFac 4 = 2
    'mathlib_test/norm_num_ext.lean::example:123': lambda: min_fac(121) == 11,   # example : Nat.minFac 121 = 11
    'mathlib_test/norm_num_ext.lean::example:124': lambda: min_fac(221) == 13,   # example : Nat.minFac 221 = 13
    'mathlib_test/norm_num_ext.lean::example:125': lambda: min_fac(nsub(2 ** 19, 1)) == nsub(2 ** 19, 1),   # example : Nat.minFac (2 ^ 19 - 1) = 2 ^ 19 - 1
    'mathlib_test/norm_num_ext.lean::example:129': lambda: gcd(abs(35), abs(29)) == 1,   # example : Nat.gcd 35 29 = 1
    'mathlib_test/norm_num_ext.lean::example:130': lambda: gcd(abs(35), abs(29)) == 1,   # example : Int.gcd 35 29 = 1
    'mathlib_test/norm_num_ext.lean::example:131': lambda: lcm(abs(35), abs(29)) == 1015,   # example : Nat.lcm 35 29 = 1015
    'mathlib_test/norm_num_ext.lean::example:132': lambda: gcd(abs(35), abs(29)) == 1,   # example : Int.gcd 35 29 = 1
    'mathlib_test/norm_num_ext.lean::example:133': lambda: gcd(35, 29) == 1,   # example : Nat.Coprime 35 29
    'mathlib_test/norm_num_ext.lean::example:135': lambda: gcd(abs(80), abs(2)) == 2,   # example : Nat.gcd 80 2 = 2
    'mathlib_test/norm_num_ext.lean::example:136': lambda: gcd(abs(80), abs(2)) == 2,   # example : Int.gcd 80 2 = 2
    'mathlib_test/norm_num_ext.lean::example:137': lambda: lcm(abs(80), abs(2)) == 80,   # example : Nat.lcm 80 2 = 80
    'mathlib_test/norm_num_ext.lean::example:138': lambda: gcd(abs(80), abs(2)) == 2,   # example : Int.gcd 80 2 = 2
    'mathlib_test/norm_num_ext.lean::example:139': lambda: not (gcd(80, 2) == 1),   # example : ¬ Nat.Coprime 80 2
    'mathlib_test/norm_num_ext.lean::example:141': lambda: gcd(abs(19), abs(17)) == 1,   # example : Nat.gcd 19 17 = 1
    'mathlib_test/norm_num_ext.lean::example:142': lambda: gcd(abs(19), abs(17)) == 1,   # example : Int.gcd 19 17 = 1
    'mathlib_test/norm_num_ext.lean::example:143': lambda: lcm(abs(19), abs(17)) == 323,   # example : Nat.lcm 19 17 = 323
    'mathlib_test/norm_num_ext.lean::example:144': lambda: gcd(abs(19), abs(17)) == 1,   # example : Int.gcd 19 17 = 1
    'mathlib_test/norm_num_ext.lean::example:145': lambda: gcd(19, 17) == 1,   # example : Nat.Coprime 19 17
    'mathlib_test/norm_num_ext.lean::example:147': lambda: gcd(abs(11), abs(18)) == 1,   # example : Nat.gcd 11 18 = 1
    'mathlib_test/norm_num_ext.lean::example:148': lambda: gcd(abs(11), abs(18)) == 1,   # example : Int.gcd 11 18 = 1
    'mathlib_test/norm_num_ext.lean::example:149': lambda: lcm(abs(11), abs(18)) == 198,   # example : Nat.lcm 11 18 = 198
    'mathlib_test/norm_num_ext.lean::example:150': lambda: gcd(abs(11), abs(18)) == 1,   # example : Int.gcd 11 18 = 1
    'mathlib_test/norm_num_ext.lean::example:151': lambda: gcd(11, 18) == 1,   # example : Nat.Coprime 11 18
    'mathlib_test/norm_num_ext.lean::example:153': lambda: gcd(abs(23), abs(73)) == 1,   # example : Nat.gcd 23 73 = 1
    'mathlib_test/norm_num_ext.lean::example:154': lambda: gcd(abs(23), abs(73)) == 1,   # example : Int.gcd 23 73 = 1
    'mathlib_test/norm_num_ext.lean::example:155': lambda: lcm(abs(23), abs(73)) == 1679,   # example : Nat.lcm 23 73 = 1679
    'mathlib_test/norm_num_ext.lean::example:156': lambda: gcd(abs(23), abs(73)) == 1,   # example : Int.gcd 23 73 = 1
    'mathlib_test/norm_num_ext.lean::example:157': lambda: gcd(23, 73) == 1,   # example : Nat.Coprime 23 73
    'mathlib_test/norm_num_ext.lean::example:159': lambda: gcd(abs(73), abs(68)) == 1,   # example : Nat.gcd 73 68 = 1
    'mathlib_test/norm_num_ext.lean::example:160': lambda: gcd(abs(73), abs(68)) == 1,   # example : Int.gcd 73 68 = 1
    'mathlib_test/norm_num_ext.lean::example:161': lambda: lcm(abs(73), abs(68)) == 4964,   # example : Nat.lcm 73 68 = 4964
    'mathlib_test/norm_num_ext.lean::example:162': lambda: gcd(abs(73), abs(68)) == 1,   # example : Int.gcd 73 68 = 1
    'mathlib_test/norm_num_ext.lean::example:163': lambda: gcd(73, 68) == 1,   # example : Nat.Coprime 73 68
    'mathlib_test/norm_num_ext.lean::example:165': lambda: gcd(abs(28), abs(16)) == 4,   # example : Nat.gcd 28 16 = 4
    'mathlib_test/norm_num_ext.lean::example:166': lambda: gcd(abs(28), abs(16)) == 4,   # example : Int.gcd 28 16 = 4
    'mathlib_test/norm_num_ext.lean::example:167': lambda: lcm(abs(28), abs(16)) == 112,   # example : Nat.lcm 28 16 = 112
    'mathlib_test/norm_num_ext.lean::example:168': lambda: gcd(abs(28), abs(16)) == 4,   # example : Int.gcd 28 16 = 4
    'mathlib_test/norm_num_ext.lean::example:169': lambda: not (gcd(28, 16) == 1),   # example : ¬ Nat.Coprime 28 16
    'mathlib_test/norm_num_ext.lean::example:171': lambda: gcd(abs(44), abs(98)) == 2,   # example : Nat.gcd 44 98 = 2
    'mathlib_test/norm_num_ext.lean::example:172': lambda: gcd(abs(44), abs(98)) == 2,   # example : Int.gcd 44 98 = 2
    'mathlib_test/norm_num_ext.lean::example:173': lambda: lcm(abs(44), abs(98)) == 2156,   # example : Nat.lcm 44 98 = 2156
    'mathlib_test/norm_num_ext.lean::example:174': lambda: gcd(abs(44), abs(98)) == 2,   # example : Int.gcd 44 98 = 2
    'mathlib_test/norm_num_ext.lean::example:175': lambda: not (gcd(44, 98) == 1),   # example : ¬ Nat.Coprime 44 98
    'mathlib_test/norm_num_ext.lean::example:177': lambda: gcd(abs(21), abs(79)) == 1,   # example : Nat.gcd 21 79 = 1
    'mathlib_test/norm_num_ext.lean::example:178': lambda: gcd(abs(21), abs(79)) == 1,   # example : Int.gcd 21 79 = 1
    'mathlib_test/norm_num_ext.lean::example:179': lambda: lcm(abs(21), abs(79)) == 1659,   # example : Nat.lcm 21 79 = 1659
    'mathlib_test/norm_num_ext.lean::example:180': lambda: gcd(abs(21), abs(79)) == 1,   # example : Int.gcd 21 79 = 1
    'mathlib_test/norm_num_ext.lean::example:181': lambda: gcd(21, 79) == 1,   # example : Nat.Coprime 21 79
    'mathlib_test/norm_num_ext.lean::example:183': lambda: gcd(abs(93), abs(34)) == 1,   # example : Nat.gcd 93 34 = 1
    'mathlib_test/norm_num_ext.lean::example:184': lambda: gcd(abs(93), abs(34)) == 1,   # example : Int.gcd 93 34 = 1
    'mathlib_test/norm_num_ext.lean::example:185': lambda: lcm(abs(93), abs(34)) == 3162,   # example : Nat.lcm 93 34 = 3162
    'mathlib_test/norm_num_ext.lean::example:186': lambda: gcd(abs(93), abs(34)) == 1,   # example : Int.gcd 93 34 = 1
    'mathlib_test/norm_num_ext.lean::example:187': lambda: gcd(93, 34) == 1,   # example : Nat.Coprime 93 34
    'mathlib_test/norm_num_ext.lean::example:189': lambda: not (is_prime(912)),   # example : ¬ Nat.Prime 912
    'mathlib_test/norm_num_ext.lean::example:190': lambda: min_fac(912) == 2,   # example : Nat.minFac 912 = 2
    'mathlib_test/norm_num_ext.lean::example:192': lambda: not (is_prime(681)),   # example : ¬ Nat.Prime 681
    'mathlib_test/norm_num_ext.lean::example:193': lambda: min_fac(681) == 3,   # example : Nat.minFac 681 = 3
    'mathlib_test/norm_num_ext.lean::example:195': lambda: not (is_prime(728)),   # example : ¬ Nat.Prime 728
    'mathlib_test/norm_num_ext.lean::example:196': lambda: min_fac(728) == 2,   # example : Nat.minFac 728 = 2
    'mathlib_test/norm_num_ext.lean::example:197': lambda: prime_factors_list(728) == [2, 2, 2, 7, 13],   # example : Nat.primeFactorsList 728 = [2, 2, 2, 7, 13]
    'mathlib_test/norm_num_ext.lean::example:199': lambda: not (is_prime(248)),   # example : ¬ Nat.Prime 248
    'mathlib_test/norm_num_ext.lean::example:200': lambda: min_fac(248) == 2,   # example : Nat.minFac 248 = 2
    'mathlib_test/norm_num_ext.lean::example:201': lambda: prime_factors_list(248) == [2, 2, 2, 31],   # example : Nat.primeFactorsList 248 = [2, 2, 2, 31]
    'mathlib_test/norm_num_ext.lean::example:203': lambda: not (is_prime(682)),   # example : ¬ Nat.Prime 682
    'mathlib_test/norm_num_ext.lean::example:204': lambda: min_fac(682) == 2,   # example : Nat.minFac 682 = 2
    'mathlib_test/norm_num_ext.lean::example:205': lambda: prime_factors_list(682) == [2, 11, 31],   # example : Nat.primeFactorsList 682 = [2, 11, 31]
    'mathlib_test/norm_num_ext.lean::example:207': lambda: not (is_prime(115)),   # example : ¬ Nat.Prime 115
    'mathlib_test/norm_num_ext.lean::example:208': lambda: min_fac(115) == 5,   # example : Nat.minFac 115 = 5
    'mathlib_test/norm_num_ext.lean::example:209': lambda: prime_factors_list(115) == [5, 23],   # example : Nat.primeFactorsList 115 = [5, 23]
    'mathlib_test/norm_num_ext.lean::example:211': lambda: not (is_prime(824)),   # example : ¬ Nat.Prime 824
    'mathlib_test/norm_num_ext.lean::example:212': lambda: min_fac(824) == 2,   # example : Nat.minFac 824 = 2
    'mathlib_test/norm_num_ext.lean::example:213': lambda: prime_factors_list(824) == [2, 2, 2, 103],   # example : Nat.primeFactorsList 824 = [2, 2, 2, 103]
    'mathlib_test/norm_num_ext.lean::example:215': lambda: not (is_prime(942)),   # example : ¬ Nat.Prime 942
    'mathlib_test/norm_num_ext.lean::example:216': lambda: min_fac(942) == 2,   # example : Nat.minFac 942 = 2
    'mathlib_test/norm_num_ext.lean::example:217': lambda: prime_factors_list(942) == [2, 3, 157],   # example : Nat.primeFactorsList 942 = [2, 3, 157]
    'mathlib_test/norm_num_ext.lean::example:219': lambda: not (is_prime(34)),   # example : ¬ Nat.Prime 34
    'mathlib_test/norm_num_ext.lean::example:220': lambda: min_fac(34) == 2,   # example : Nat.minFac 34 = 2
    'mathlib_test/norm_num_ext.lean::example:221': lambda: prime_factors_list(34) == [2, 17],   # example : Nat.primeFactorsList 34 = [2, 17]
    'mathlib_test/norm_num_ext.lean::example:223': lambda: not (is_prime(754)),   # example : ¬ Nat.Prime 754
    'mathlib_test/norm_num_ext.lean::example:224': lambda: min_fac(754) == 2,   # example : Nat.minFac 754 = 2
    'mathlib_test/norm_num_ext.lean::example:225': lambda: prime_factors_list(754) == [2, 13, 29],   # example : Nat.primeFactorsList 754 = [2, 13, 29]
    'mathlib_test/norm_num_ext.lean::example:227': lambda: not (is_prime(663)),   # example : ¬ Nat.Prime 663
    'mathlib_test/norm_num_ext.lean::example:228': lambda: min_fac(663) == 3,   # example : Nat.minFac 663 = 3
    'mathlib_test/norm_num_ext.lean::example:229': lambda: prime_factors_list(663) == [3, 13, 17],   # example : Nat.primeFactorsList 663 = [3, 13, 17]
    'mathlib_test/norm_num_ext.lean::example:231': lambda: not (is_prime(923)),   # example : ¬ Nat.Prime 923
    'mathlib_test/norm_num_ext.lean::example:232': lambda: min_fac(923) == 13,   # example : Nat.minFac 923 = 13
    'mathlib_test/norm_num_ext.lean::example:233': lambda: prime_factors_list(923) == [13, 71],   # example : Nat.primeFactorsList 923 = [13, 71]
    'mathlib_test/norm_num_ext.lean::example:235': lambda: not (is_prime(77)),   # example : ¬ Nat.Prime 77
    'mathlib_test/norm_num_ext.lean::example:236': lambda: min_fac(77) == 7,   # example : Nat.minFac 77 = 7
    'mathlib_test/norm_num_ext.lean::example:237': lambda: prime_factors_list(77) == [7, 11],   # example : Nat.primeFactorsList 77 = [7, 11]
    'mathlib_test/norm_num_ext.lean::example:239': lambda: not (is_prime(162)),   # example : ¬ Nat.Prime 162
    'mathlib_test/norm_num_ext.lean::example:240': lambda: min_fac(162) == 2,   # example : Nat.minFac 162 = 2
    'mathlib_test/norm_num_ext.lean::example:241': lambda: prime_factors_list(162) == [2, 3, 3, 3, 3],   # example : Nat.primeFactorsList 162 = [2, 3, 3, 3, 3]
    'mathlib_test/norm_num_ext.lean::example:243': lambda: not (is_prime(669)),   # example : ¬ Nat.Prime 669
    'mathlib_test/norm_num_ext.lean::example:244': lambda: min_fac(669) == 3,   # example : Nat.minFac 669 = 3
    'mathlib_test/norm_num_ext.lean::example:245': lambda: prime_factors_list(669) == [3, 223],   # example : Nat.primeFactorsList 669 = [3, 223]
    'mathlib_test/norm_num_ext.lean::example:247': lambda: not (is_prime(476)),   # example : ¬ Nat.Prime 476
    'mathlib_test/norm_num_ext.lean::example:248': lambda: min_fac(476) == 2,   # example : Nat.minFac 476 = 2
    'mathlib_test/norm_num_ext.lean::example:249': lambda: prime_factors_list(476) == [2, 2, 7, 17],   # example : Nat.primeFactorsList 476 = [2, 2, 7, 17]
    'mathlib_test/norm_num_ext.lean::example:251': lambda: is_prime(251),   # example : Nat.Prime 251
    'mathlib_test/norm_num_ext.lean::example:252': lambda: min_fac(251) == 251,   # example : Nat.minFac 251 = 251
    'mathlib_test/norm_num_ext.lean::example:253': lambda: prime_factors_list(251) == [251],   # example : Nat.primeFactorsList 251 = [251]
    'mathlib_test/norm_num_ext.lean::example:255': lambda: not (is_prime(129)),   # example : ¬ Nat.Prime 129
    'mathlib_test/norm_num_ext.lean::example:256': lambda: min_fac(129) == 3,   # example : Nat.minFac 129 = 3
    'mathlib_test/norm_num_ext.lean::example:257': lambda: prime_factors_list(129) == [3, 43],   # example : Nat.primeFactorsList 129 = [3, 43]
    'mathlib_test/norm_num_ext.lean::example:259': lambda: not (is_prime(471)),   # example : ¬ Nat.Prime 471
    'mathlib_test/norm_num_ext.lean::example:260': lambda: min_fac(471) == 3,   # example : Nat.minFac 471 = 3
    'mathlib_test/norm_num_ext.lean::example:261': lambda: prime_factors_list(471) == [3, 157],   # example : Nat.primeFactorsList 471 = [3, 157]
    'mathlib_test/norm_num_ext.lean::example:263': lambda: not (is_prime(851)),   # example : ¬ Nat.Prime 851
    'mathlib_test/norm_num_ext.lean::example:264': lambda: min_fac(851) == 23,   # example : Nat.minFac 851 = 23
    'mathlib_test/norm_num_ext.lean::example:265': lambda: prime_factors_list(851) == [23, 37],   # example : Nat.primeFactorsList 851 = [23, 37]
})
MUTANTS.update({
    "Nat.sqrt 120 = 11": lambda: isqrt(120) == 11,
    "Nat.minFac 0 = 0": lambda: min_fac(0) == 0,
    "Nat.Prime 1": lambda: is_prime(1),
    "Int.lcm (-2) 3 = -6": lambda: lcm(abs(-2), abs(3)) == -6,
    "Nat.primeFactorsList 728 = [2, 7, 13]": lambda: prime_factors_list(728) == [2, 7, 13],
    "IsCoprime (2 : ℤ) 4": lambda: is_coprime_int(2, 4),
})


# Simproc/Divisors.lean
def _primorial(n):                   # primorial n = ∏ p ∈ filter Prime (range (n + 1)), p
    return prod(p for p in range(n + 1) if is_prime(p))


BRUTE.update({
    _ex("Divisors.lean", 8): lambda: divisors(1710) == {1, 2, 3, 5, 6, 9, 10, 15, 18, 19, 30, 38, 45,
                                                        57, 90, 95, 114, 171, 190, 285, 342, 570,
                                                        855, 1710},
    _ex("Divisors.lean", 11): lambda: divisors(57) == {1, 3, 19, 57},
    _ex("Divisors.lean", 13): lambda: len(divisors(factorial(6))) == 30,
    _ex("Divisors.lean", 15): lambda: len(divisors(_primorial(12))) == 32,
    _ex("Divisors.lean", 17): lambda: len(divisors(2 ** 13)) == 14,
    _ex("Divisors.lean", 19): lambda: 2 <= len(divisors(3)),
    _ex("Divisors.lean", 23): lambda: all(1 <= len(divisors(n)) for n in range(1, 300)),
    _ex("Divisors.lean", 25): lambda: proper_divisors(1710) == {1, 2, 3, 5, 6, 9, 10, 15, 18, 19, 30,
                                                                38, 45, 57, 90, 95, 114, 171, 190,
                                                                285, 342, 570, 855},
    _ex("Divisors.lean", 29): lambda: proper_divisors(57) == {1, 3, 19},
    _ex("Divisors.lean", 31): lambda: 2 <= len(divisors(3)),
})
MUTANTS["(Nat.divisors <| primorial 12).card = 64"] = lambda: len(divisors(_primorial(12))) == 64
MUTANTS["Nat.properDivisors 57 = {1, 3, 19, 57}"] = lambda: proper_divisors(57) == {1, 3, 19, 57}


# NumberTheory/CarmichaelNumber.lean
def _carmichael_def(n):
    """Nat.IsCarmichael n := 2 < n ∧ ¬ n.Prime ∧ ∀ b, b.Coprime n → ProbablePrime n b. The ∀ b
    is over ℕ, but b ^ (n - 1) mod n only depends on b mod n, so b < n is every case."""
    if not (2 < n and not is_prime(n)):
        return False
    return all(pow(b, n - 1, n) == 1 % n for b in range(1, n) if gcd(b, n) == 1)


def _carmichael(n):
    """Definition for n < 30000; above, Korselt's criterion (Mathlib's
    `Nat.isCarmichael_iff_korselt`), or a Fermat witness b < 100 for a `¬`."""
    if n < 30000:
        return _carmichael_def(n)
    if not (2 < n and not is_prime(n)):
        return False
    if any(gcd(b, n) == 1 and pow(b, n - 1, n) != 1 for b in range(2, 100)):
        return False
    fs = prime_factors_list(n)
    return len(set(fs)) == len(fs) and all((n - 1) % (p - 1) == 0 for p in fs)


_CARM = {7: 561, 8: 1105, 9: 1729, 10: 2465, 11: 8911, 12: 41041, 13: 825265, 14: 321197185,
         15: 2301745249, 16: 9999109081, 17: 500 + 61, 49: 561, 50: 8911, 54: 2301745249}
_NOT_CARM = {19: 0, 20: 1, 21: 2, 22: 3, 23: 4, 24: 15, 25: 560, 26: 562, 27: 1683, 28: 1000003,
             29: 561 * 9, 31: 6, 32: 2 * 1000003, 34: 9, 35: 7 * 7 * 1000003, 37: 15,
             38: 3 * 1000003, 40: 3 * 11 * 17 * 241, 51: 562, 52: 563, 53: 1683, 55: 1000003}
BRUTE.update({_ex("CarmichaelNumber.lean", line): (lambda n=n: _carmichael(n))
              for line, n in _CARM.items()})
BRUTE.update({_ex("CarmichaelNumber.lean", line): (lambda n=n: not _carmichael(n))
              for line, n in _NOT_CARM.items()})
BRUTE[_ex("CarmichaelNumber.lean", 42)] = lambda: not any(_carmichael_def(n) for n in range(561))
MUTANTS["IsCarmichael 2821 is false (it is Carmichael)"] = lambda: not _carmichael(2821)
MUTANTS["IsCarmichael 563"] = lambda: _carmichael(563)
MUTANTS["no Carmichael number below 562"] = lambda: not any(_carmichael_def(n) for n in range(562))
