"""Brute forces of the computable statements of the held-out set /work/unseen/u1, written from the
Lean definitions without pychecks: one function per statement, True when no assignment of its
small box violates it (hypotheses as filters). Keys are the statement names of expected.toml.
MUTANTS: deliberately false variants, each must be False."""
from __future__ import annotations

from fractions import Fraction
from itertools import combinations, combinations_with_replacement, permutations, product
from math import factorial, gcd, isqrt, comb


# --- Lean semantics helpers --------------------------------------------------------------------

def nsub(a: int, b: int) -> int:            # ℕ subtraction truncates
    return max(a - b, 0)


def zdvd(d: int, v: int) -> bool:           # d ∣ v on ℕ/ℤ: ∃ c, v = d * c (0 ∣ v iff v = 0)
    return v == 0 if d == 0 else v % d == 0


def nmod(a: int, n: int) -> int:            # Nat `%` / Int.emod: a % 0 = a, else non-negative
    return a if n == 0 else a % abs(n)


def modeq(n: int, a: int, b: int) -> bool:  # Nat.ModEq / Int.ModEq: a % n = b % n
    return nmod(a, n) == nmod(b, n)


def is_prime(n: int) -> bool:               # Nat.Prime
    return n >= 2 and all(n % d for d in range(2, isqrt(n) + 1))


def qdiv(a: Fraction, b: Fraction) -> Fraction:   # ℚ division, x / 0 = 0
    return Fraction(0) if b == 0 else a / b


def divisors(n: int) -> list[int]:          # Nat.divisors, ∅ for 0
    return [d for d in range(1, n + 1) if n % d == 0]


PRIMES = [p for p in range(2, 400) if is_prime(p)]


# --- miniF2F (yangky11/miniF2F-lean4, MiniF2F/Valid) -------------------------------------------

def _aimeII_2001_p3(target=898) -> bool:
    # x 1..4 given, x n = x(n-1) - x(n-2) + x(n-3) - x(n-4) for n ≥ 5; x 0 is never used
    x = {1: 211, 2: 375, 3: 420, 4: 523}
    for n in range(5, 976):
        x[n] = x[n - 1] - x[n - 2] + x[n - 3] - x[n - 4]
    return x[531] + x[753] + x[975] == target


def _aimeII_2020_p6(target=626) -> bool:
    t = {1: Fraction(20), 2: Fraction(21)}
    for n in range(3, 2021):
        t[n] = qdiv(5 * t[n - 1] + 1, 25 * t[n - 2])
    v = t[2020]
    return v.denominator + v.numerator == target


def _s1987(n: int) -> bool:                 # n ∈ {n | 0 < n ∧ ∃! k, 8/15 < n/(n+k) < 7/13}
    if n <= 0:
        return False
    ks = [k for k in range(0, n + 2)
          if Fraction(8, 15) < Fraction(n, n + k) and Fraction(n, n + k) < Fraction(7, 13)]
    return len(ks) == 1                     # k > n gives n/(n+k) < 1/2 < 8/15: none beyond


def _aime_1987_p8(top=112) -> bool:         # IsGreatest S top
    return _s1987(top) and all(n <= top for n in range(1, 400) if _s1987(n))


def _aime_1991_p1(target=146) -> bool:
    return all(x * x + y * y == target for x in range(1, 72) for y in range(1, 72)
               if x * y + (x + y) == 71 and x * x * y + x * y * y == 880)


def _algebra_xmysq(shift=6) -> bool:
    r = range(-25, 26)
    return all(zdvd(x + y + z + shift, x ** 3 + y ** 3 + z ** 3)
               for x, y, z in product(r, r, r)
               if (x - y) ** 2 + (y - z) ** 2 + (z - x) ** 2 == x * y * z)


def _amc12_2001_p2(target=9) -> bool:
    return all(b == target for a in range(1, 10) for b in range(10)
               for n in [10 * a + b] if n == a * b + a + b)


def _u2002(u2: int, u3: int, upto: int) -> list[int]:
    # u 0 = 4, u 1 = 7, u (n + 2) = (u n + u (n + 1)) % 10 only for n ≥ 2: u 2, u 3 are free
    u = [4, 7, u2, u3]
    while len(u) < upto:
        u.append((u[-2] + u[-1]) % 10)
    return u


def _amc12a_2002_p21(bound=1999, frees=tuple(range(10)) + (5000, 10001)) -> bool:
    for u2, u3 in product(frees, repeat=2):
        u = _u2002(u2, u3, 2100)
        s = 0
        for n in range(0, 2100):            # s = ∑ k ∈ range n, u k
            if s > 10000 and not bound <= n:
                return False
            s += u[n]
    return True


def _amc12a_2003_p1(target=2003) -> bool:
    su = sum(2 * n + 2 for n in range(2003))
    sv = sum(2 * n + 1 for n in range(2003))
    return nsub(su, sv) == target


BRUTE = {
    "aimeII_2001_p3": _aimeII_2001_p3,
    "aimeII_2020_p6": _aimeII_2020_p6,
    "aime_1987_p8": _aime_1987_p8,
    "aime_1991_p1": _aime_1991_p1,
    "algebra_xmysqpymzsqpzmxsqeqxyz_xpypzp6dvdx3y3z3": _algebra_xmysq,
    "amc12_2001_p2": _amc12_2001_p2,
    "amc12a_2002_p21": _amc12a_2002_p21,
    "amc12a_2003_p1": _amc12a_2003_p1,
}

MUTANTS = {
    "aimeII_2001_p3 with 897": lambda: _aimeII_2001_p3(897),
    "aimeII_2020_p6 with 625": lambda: _aimeII_2020_p6(625),
    "aime_1987_p8 with 111": lambda: _aime_1987_p8(111),
    "aime_1991_p1 with 145": lambda: _aime_1991_p1(145),
    "algebra_xmysq... with x + y + z + 5": lambda: _algebra_xmysq(5),
    "amc12_2001_p2 with b = 8": lambda: _amc12_2001_p2(8),
    "amc12a_2002_p21 with u 2, u 3 digits and 2300 ≤ n": lambda: _amc12a_2002_p21(
        2300, tuple(range(10))),
    "amc12a_2003_p1 with 2002": lambda: _amc12a_2003_p1(2002),
}


# --- Lean Workbook (copy peter-peng-w/lean-dojo-workbook) ---------------------------------------

BRUTE.update({
    "lean_workbook_101": lambda: all(x == 513 for x in range(2000) if x == 2 ** 9 + 1),
    "lean_workbook_10166": lambda: Fraction(4, 7) * Fraction(5, 11) == Fraction(20, 77),
    "lean_workbook_10431": lambda: 243 * 225 // gcd(243, 225) == 3 ** 5 * 5 ** 2,
    "lean_workbook_10626": lambda: all(
        n ** 4 + 3 == ((n - 1) * (n + 1)) ** 2 + (n - 1) ** 2 + (n + 1) ** 2
        for n in range(-200, 201)),
    "lean_workbook_10925": lambda: all(modeq(4, k * k, 0) or modeq(4, k * k, 1)
                                       for k in range(-200, 201)),
    "lean_workbook_11021": lambda: modeq(100, 3 ** 20, 1),
    "lean_workbook_11320": lambda: zdvd(31, 5 ** 31 + 5 ** 17 + 1),
    "lean_workbook_10778": lambda: Fraction(985, 108) >= Fraction(985, 108),   # in ℝ: rationals
})

MUTANTS.update({
    "lean_workbook_101 with 512": lambda: all(x == 512 for x in range(2000) if x == 2 ** 9 + 1),
    "lean_workbook_10166 with 20/76": lambda: Fraction(4, 7) * Fraction(5, 11) == Fraction(20, 76),
    "lean_workbook_10431 with 5^3": lambda: 243 * 225 // gcd(243, 225) == 3 ** 5 * 5 ** 3,
    "lean_workbook_10626 with n^4 + 2": lambda: all(
        n ** 4 + 2 == ((n - 1) * (n + 1)) ** 2 + (n - 1) ** 2 + (n + 1) ** 2
        for n in range(-200, 201)),
    "lean_workbook_10925 with only ≡ 0": lambda: all(modeq(4, k * k, 0) for k in range(-200, 201)),
    "lean_workbook_11021 modulo 1000": lambda: modeq(1000, 3 ** 20, 1),
    "lean_workbook_11320 with + 2": lambda: zdvd(31, 5 ** 31 + 5 ** 17 + 2),
    "lean_workbook_10778 with >": lambda: Fraction(985, 108) > Fraction(985, 108),
})


# --- FormalMATH (jiayiw005/FormalMATH-Bench, FormalMATH_lite.json) -----------------------------

def _blue671(concl=lambda card, n: card >= 2 * n + 2) -> bool:
    # F ⊆ [-2, 2]; n (auto-bound, ℕ) in 0..4; hn's witness n' in 1..3 (the box of its ∃)
    univ = range(-2, 3)
    for r in range(0, 6):
        for F in combinations(univ, r):
            def no_zero_sum(n1):
                return all(sum(xs) != 0 for k in range(1, n1 + 1) for xs in product(F, repeat=k))
            hn = any(no_zero_sum(n1) for n1 in range(1, 4))
            for n in range(0, 5):
                if hn and not concl(len(F), n):
                    return False
    return True


def _blue655() -> bool:
    # a : Fin 9 → Finset (Fin 3); the statement is symmetric in the 9 indices, so multisets
    # of 9 subsets (bitmasks 0..7) cover every assignment
    triples = list(combinations(range(9), 3))
    for a in combinations_with_replacement(range(8), 9):
        ha = all((a[i] & a[j]) or (a[i] & a[k]) or (a[j] & a[k]) for i, j, k in triples)
        if not ha:
            continue
        concl = any(a[i] & a[j] & a[k] for i, j, k in triples)
        if not concl:
            return False
    return True


def _blue614() -> bool:
    # a : ℕ → ℕ on 0..3 with values 0..9; ha checked for n in 0..3, the conclusion for 0..3
    for a in product(range(10), repeat=4):
        ha = all(sum(a[d] for d in divisors(n)) == 2 ** n for n in range(4))
        if ha and not all(zdvd(n, a[n]) for n in range(4)):
            return False
    return True


def _blue614_mutant() -> bool:
    # ha only for n ≥ 1 (a then fixed by Möbius inversion), conclusion (n + 1) ∣ a n
    a = {}
    for n in range(1, 12):
        a[n] = 2 ** n - sum(a[d] for d in divisors(n) if d < n)
    return all(zdvd(n + 1, a[n]) for n in range(1, 12))


def _blue292(rhs=lambda n: n * (n + 1) // 2) -> bool:
    for n in range(1, 40):
        top = nsub(n, 1) // 2               # ⌊(n - 1) / 2⌋₊ with (n - 1) / 2 : ℕ
        lhs = sum((-1) ** k * comb(n + 1, k) * comb(nsub(nsub(2 * n, 2 * k), 1), n)
                  for k in range(0, top + 1))
        if lhs != rhs(n):
            return False
    return True


def _blue254(c=7) -> bool:
    return all(x ** 3 + y ** 4 != c for x in range(-80, 81) for y in range(-40, 41))


def _blue209(res=4) -> bool:
    cubes = [x ** 3 for x in range(-12, 13)]
    sums = {a + b + c for a in cubes for b in cubes for c in cubes}
    return all(n not in sums for n in range(-60, 61) if modeq(9, n, res))


def _blue205(need_odd=True) -> bool:
    return all(nmod(pow(m, n - 1) + 1, n) != 0
               for n in range(2, 60) if (n % 2 == 1 or not need_odd)
               for m in range(1, 60))


def _blue194(odd=True) -> bool:
    for n in range(4, 10):
        if not ((n % 2 == 1) == odd and n > 3):
            continue
        S = set(range(0, n))                # Finset.Icc 0 (n - 1)
        h = (n - 1) // 2
        for x in S:
            rest = sorted(S - {x})
            ok = False
            for T in combinations(rest, h):
                others = [v for v in rest if v not in T]
                for U in combinations(others, h):
                    if modeq(n, sum(T), sum(U)):
                        ok = True
                        break
                if ok:
                    break
            if not ok:
                return False
    return True


BRUTE.update({
    "theorem_proving_zh_blue_671": _blue671,
    "algebra_439878": _blue655,
    "algebra_56552": _blue614,
    "algebra_385785": _blue292,
    "algebra_68653": _blue254,
    "algebra_45698": _blue209,
    "algebra_58635": _blue205,
    "algebra_453867": _blue194,
})


MUTANTS.update({
    "theorem_proving_zh_blue_671 with F.card ≥ 1 (F = ∅ meets hn)": lambda: _blue671(
        lambda card, n: card >= 1),
    "algebra_439878 without ha": lambda: all(
        any(a[i] & a[j] & a[k] for i, j, k in combinations(range(9), 3))
        for a in combinations_with_replacement(range(8), 9)),
    "algebra_56552 for n ≥ 1 with (n + 1) ∣ a n": _blue614_mutant,
    "algebra_385785 with n * (n + 1) / 2 + 1": lambda: _blue292(lambda n: n * (n + 1) // 2 + 1),
    "algebra_68653 with 8": lambda: _blue254(8),
    "algebra_45698 with n ≡ 3": lambda: _blue209(3),
    "algebra_58635 without ¬ 2 ∣ n": lambda: _blue205(False),
    "algebra_453867 with n even": lambda: _blue194(False),
})


# --- Goedel-Prover-V2's MOBench (sean-lamont/Goedel-Prover-V2, dataset/MOBench.jsonl) -----------

def _usa2005(r1=147 ** 157, r2=157 ** 147) -> bool:
    r = range(-10, 11)
    return not any(x ** 6 + x ** 3 + x ** 3 * y + y == r1 and
                   x ** 3 + x ** 3 * y + y * y + y + z ** 9 == r2
                   for x, y, z in product(r, r, r))


def _usa1979(target=1599) -> bool:
    # SolutionSet = ∅: every multiset of 14 naturals has ∑ x^4 ≠ target; entries ≥ 7 give
    # x^4 ≥ 2401 > 1599, so 0..7 covers every case
    return all(sum(v ** 4 for v in e) != target
               for e in combinations_with_replacement(range(8), 14))


def _subset_sums(A) -> set[int]:
    s = {0}
    for v in A:
        s |= {t + v for t in s}
    return s


def _imo2021(concl=lambda m, c: m <= 2 * c) -> bool:
    # m in 2..6; A ⊆ [-4, 30] with |A| ≤ 3; B k ⊆ A with ∑ B k = m^(k+1) exists iff every
    # m^(k+1) is a subset sum of A
    window = range(-4, 31)
    for m in range(2, 7):
        targets = [m ** (k + 1) for k in range(m)]
        for r in range(0, 4):
            for A in combinations(window, r):
                sums = _subset_sums(A)
                if all(t in sums for t in targets) and not concl(m, len(A)):
                    return False
    return True


def _cond2022(k, p) -> bool:                # Condition k S p, p as a tuple over Fin |S|
    n = len(p)
    for i in range(n):
        v = p[i] * p[(i + 1) % n] - k
        if not any(x * x + x == v for x in range(1, isqrt(max(v, 0)) + 2)):
            return False
    return True


def _imo2022(mutant=False) -> bool:
    odd_primes = [3, 5, 7, 11, 13]
    for size in range(0, 4):
        for S in combinations(odd_primes, size):
            if mutant and size == 0:
                continue
            for k in range(1, 40):
                valid = [p for p in product(S, repeat=size) if _cond2022(k, p)]
                for p1 in valid:
                    for p2 in valid:
                        n = size
                        if mutant:
                            ok = p1 == p2
                        else:
                            ok = (any(all(p2[j] == p1[(j + i) % n] for j in range(n))
                                      for i in range(n)) or
                                  any(all(p2[j] == p1[((n - 1 - j) + i) % n] for j in range(n))
                                      for i in range(n)))
                        if not ok:
                            return False
    return True


def _valid1978(m, n) -> bool:
    return 1 <= m < n and pow(1978, m, 1000) == pow(1978, n, 1000)


def _imo1978(sol=(3, 103)) -> bool:
    m, n = sol
    return _valid1978(m, n) and all(m + n <= m2 + n2 for m2 in range(0, 300)
                                    for n2 in range(m2 + 1, 300) if _valid1978(m2, n2))


def _imo2009(extra=0) -> bool:
    for n in range(1, 5):
        for aset in combinations(range(1, 6), n):      # injective a up to order (∃ p absorbs it)
            s = sum(aset)
            for M in combinations(range(1, 15), n - 1 + extra):
                if s in M:
                    continue
                if not any(all(sum(order[:i + 1]) not in M for i in range(n))
                           for order in permutations(aset)):
                    return False
    return True


def _imo2013(base=2) -> bool:
    # n : ℕ+ in 1..6, k in 0..3; a witness m : ℕ → ℕ+ searched with m i ≤ 300 for all but the
    # last factor, whose m is then solved exactly
    for n in range(1, 7):
        for k in range(0, 4):
            target = 1 + Fraction(base ** k - 1, n)
            if k == 0:
                if target != 1:
                    return False
                continue
            found = False
            for ms in combinations_with_replacement(range(1, 301), k - 1):
                prod_ = Fraction(1)
                for mi in ms:
                    prod_ *= 1 + Fraction(1, mi)
                last = target / prod_ - 1           # must be 1 / m with m a positive integer
                if last > 0 and last.numerator == 1:
                    found = True
                    break
            if not found:
                return False
    return True


def _usa2011(m=25) -> bool:                 # 2 ≤ m ∧ ¬ ∃ k, 4^k = 2^(2^m) % (2^m - 1)
    r = pow(2, 2 ** m, 2 ** m - 1)
    return 2 <= m and not any(4 ** k == r for k in range(0, 2 * m + 2))


BRUTE.update({
    "usa2005_p2": _usa2005,
    "usa1979_p1": _usa1979,
    "imo2021_p6": _imo2021,
    "imo2023_p3": _imo2022,
    "imo1978_p1": _imo1978,
    "imo2009_p6": _imo2009,
    "imo2013_p1": _imo2013,
    "usa2011_p4": _usa2011,
})

MUTANTS.update({
    "usa2005_p2 with right-hand sides 4 and 4": lambda: _usa2005(4, 4),
    "usa1979_p1 with 14": lambda: _usa1979(14),
    "imo2021_p6 with m ≤ A.card - 1": lambda: _imo2021(lambda m, c: m <= c - 1),
    "imo2023_p3 (S nonempty) with p₂ = p₁": lambda: _imo2022(True),
    "imo1978_p1 with (3, 104)": lambda: _imo1978((3, 104)),
    "imo2009_p6 with M.card = n": lambda: _imo2009(1),
    "imo2013_p1 with 3^k": lambda: _imo2013(3),
    "usa2011_p4 with counterexample 3": lambda: _usa2011(3),
})


# --- ProofNet (rahul3613/ProofNet-lean4, formal/Ireland-Rosen.lean, formal/Putnam.lean) --------

def _order(z, p) -> int:                    # orderOf z in ZMod p (0 when z is not a unit)
    z %= p
    v = 1
    for l in range(1, p + 1):
        v = v * z % p
        if v == 1 % p:
            return l
    return 0


def _order_nat(a) -> int:                   # orderOf a in ℕ: 1 for a = 1, else 0
    return 1 if a == 1 else 0


def _is_prim(order, k) -> bool:             # IsPrimitiveRoot ζ k ↔ orderOf ζ = k
    return order == k


def _legendre(p, a) -> int:                 # legendreSym p a = quadraticChar (ZMod p) a
    a %= p
    if a == 0:
        return 0
    return 1 if any(x * x % p == a for x in range(p)) else -1


def _ir_1_30() -> bool:                     # ¬ ∃ a : ℤ, ∑ i : Fin n, 1/(n+2) = a
    for n in range(0, 30):
        v = n * Fraction(1, n + 2)
        if v.denominator == 1:              # some integer a equals it
            return False
    return True


def _ir_1_31() -> bool:                     # (1 + i)^2 ∣ 2 in ℤ[i]: ∃ c, 2 = (1 + i)^2 * c
    w = (1 + 1j) ** 2
    return any(w * complex(a, b) == 2 for a in range(-3, 4) for b in range(-3, 4))


def _ir_2_4() -> bool:                      # f_a its default λ n m => Int.gcd (a^(2^n)+1) (a^(2^m)+1)
    for a in range(-6, 7):
        if a == 0:
            continue
        for n in range(0, 4):
            for m in range(0, n):
                f = gcd(a ** (2 ** n) + 1, a ** (2 ** m) + 1)
                if (a % 2 == 1 and f != 1) or (a % 2 == 0 and f != 2):
                    return False
    return True


def _ir_3_4(c=2) -> bool:
    return all(3 * x * x + c != y * y for x in range(-150, 151) for y in range(-300, 301))


def _ir_3_5() -> bool:
    cubes = {y ** 3 for y in range(-200, 201)}
    return all(7 * x ** 3 + 2 not in cubes for x in range(-100, 101))


def _ir_3_10() -> bool:
    return all(modeq(n, factorial(nsub(n, 1)), 0) for n in range(0, 60)
               if not is_prime(n) and n != 4)


def _ir_3_14() -> bool:
    ps = [p for p in PRIMES if 2 < p < 60]
    return all(modeq(p * q, pow(n, q - 1), 1)
               for p in ps for q in ps if p != q and zdvd(p - 1, q - 1)
               for n in range(0, 200) if gcd(n, p * q) == 1)


def _ir_4_4() -> bool:
    return all(_is_prim(_order(a, p), p) == _is_prim(_order(-a, p), p)
               for p in PRIMES if p < 80 and p % 4 == 1 for a in range(p))


def _ir_4_5() -> bool:
    def rhs(a, p):
        h = (p - 1) // 2
        b = -a % p
        return pow(b, h, p) == 1 % p and all(pow(b, k, p) != 1 % p for k in range(h))
    return all(_is_prim(_order(a, p), p) == rhs(a, p)
               for p in PRIMES if p < 80 and p % 4 == 3 for a in range(p))


def _ir_4_6() -> bool:                      # the literal 3 is a natural number
    return all(_is_prim(_order_nat(3), p) for n in range(0, 9) for p in [2 ** n + 1]
               if is_prime(p))


def _ir_4_8() -> bool:                      # a : ℕ, IsPrimitiveRoot in ℕ
    for p in range(1, 40, 2):
        for a in range(0, 12):
            rhs = all(not modeq(p, a ** (p - 1), 1)
                      for q in range(2, 60) if is_prime(q) and zdvd(q, p - 1))
            if _is_prim(_order_nat(a), p) != rhs:
                return False
    return True


def _ir_4_11() -> bool:                     # s is a second, arbitrary ℕ (the binder shadows)
    for p in [q for q in PRIMES if q < 20]:
        for k in range(0, 8):
            for s in range(0, 10):
                c1 = zdvd(p - 1, k) or modeq(p, s, 0)
                c2 = (not zdvd(p - 1, k)) or modeq(p, s, 0)
                if not (c1 and c2):
                    return False
    return True


def _ir_5_13() -> bool:                     # Prime p in ℤ: |p| a prime number
    return all(modeq(12, p, 1) for p in range(-100, 101) if is_prime(abs(p))
               for x in range(-30, 31) if zdvd(p, x ** 4 - x ** 2 + 1))


def _ir_5_28() -> bool:
    for p in PRIMES:
        if p % 4 != 1 or p > 300:
            continue
        rhs = any(p == A * A + 64 * B * B for A in range(0, isqrt(p) + 1)
                  for B in range(0, isqrt(p) + 1))
        if not any(modeq(p, x ** 4, 2) == rhs for x in range(0, p)):
            return False
    return True


def _ir_5_37() -> bool:
    ps = [p for p in PRIMES if p < 80]
    for p in ps:
        for q in ps:
            for a in range(-20, 0):
                if modeq(4 * a, p, q) and not zdvd(p, a):
                    if _legendre(p, a) != _legendre(q, a):
                        return False
    return True


def _ir_18_4(bound=1729) -> bool:
    r = range(-4, 5)
    for x, y, z, w in product(r, repeat=4):
        n = x ** 3 + y ** 3
        if n >= 0 and z ** 3 + w ** 3 == n and x != z and x != w and y != z and y != w:
            if not n >= bound:
                return False
    return True


def _pn_2001_a5(c=2001) -> bool:            # ∃! (a, b), a, b > 0, a^(b+1) - (a+1)^b = c (ℕ)
    sols = [(a, b) for a in range(1, 150) for b in range(1, 25)
            if nsub(a ** (b + 1), (a + 1) ** b) == c]
    return len(sols) == 1


def _two_sq(n) -> bool:
    return any(isqrt(n - i * i) ** 2 == n - i * i for i in range(isqrt(n) + 1))


def _pn_2000_a2(count=3) -> bool:
    for N in range(0, 60):
        if not any(all(_two_sq(n + j) for j in range(count)) for n in range(N + 1, N + 5000)):
            return False
    return True


BRUTE.update({
    "exercise_1_27": lambda: all(zdvd(8, nsub(n * n, 1)) for n in range(1, 400, 2)),
    "exercise_1_30": _ir_1_30,
    "exercise_1_31": _ir_1_31,
    "exercise_2_4": _ir_2_4,
    "exercise_3_4": _ir_3_4,
    "exercise_3_5": _ir_3_5,
    "exercise_3_10": _ir_3_10,
    "exercise_3_14": _ir_3_14,
    "exercise_4_4": _ir_4_4,
    "exercise_4_5": _ir_4_5,
    "exercise_4_6": _ir_4_6,
    "exercise_4_8": _ir_4_8,
    "exercise_4_11": _ir_4_11,
    "exercise_5_13": _ir_5_13,
    "exercise_5_28": _ir_5_28,
    "exercise_5_37": _ir_5_37,
    "exercise_18_4": _ir_18_4,
    # Putnam.lean
    "exercise_2010_a4": lambda: not is_prime(10 ** 10 ** 10 ** 0 + 10 ** 10 ** 0 + 10 ** 0 - 1),
    "exercise_2001_a5": _pn_2001_a5,
    "exercise_2000_a2": _pn_2000_a2,
})

MUTANTS.update({
    "exercise_1_27 with 16 ∣": lambda: all(zdvd(16, nsub(n * n, 1)) for n in range(1, 400, 2)),
    "exercise_3_4 with 3x² + 1": lambda: _ir_3_4(1),
    "exercise_18_4 over positive x y z w with n ≥ 1730 (1729 = 1³ + 12³ = 9³ + 10³)": lambda: all(
        x ** 3 + y ** 3 >= 1730 for x, y, z, w in product(range(1, 13), repeat=4)
        if x ** 3 + y ** 3 == z ** 3 + w ** 3 and len({x, y} & {z, w}) == 0),
    "exercise_2000_a2 with n + 3 also a sum of two squares": lambda: _pn_2000_a2(4),
})
