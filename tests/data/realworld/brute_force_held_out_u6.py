#!/usr/bin/env python3
"""Brute forces for the u6 held-out set (math2001 = Heather Macbeth, The Mechanics of Proof).

Written straight from the Lean statements and from the definitions they use:
  * Int.ModEq n a b := n ∣ a - b            (Library/Theory/ModEq/Defs.lean of math2001)
  * Int.Odd n := ∃ k, n = 2 * k + 1, Int.Even n := ∃ k, n = 2 * k  (Library/Theory/Parity.lean;
    Mathlib's Odd/Even agree on ℤ)
  * Prime p := 2 ≤ p ∧ ∀ m : ℕ, m ∣ p → m = 1 ∨ m = p                 (Library/Theory/Prime.lean)
  * forall_sufficiently_large x, P x := ∃ C, ∀ x ≥ C, P x            (Library/Basic.lean)
  * a ∣ b ↔ ∃ c, b = a * c  (so 0 ∣ b ↔ b = 0)
Each BRUTE function returns True when no assignment in its box violates the statement
(hypotheses are filters, ∃ is searched in a box), False when it finds a violation.
Each MUTANT is a deliberately wrong variant and must return False.
Only stdlib: fractions, itertools, math.
"""
from fractions import Fraction as F
from itertools import product
import math
import sys

# ---------------------------------------------------------------- boxes / helpers

def zr(n):
    return range(-n, n + 1)


def qbox(bound, maxden):
    s = set()
    for q in range(1, maxden + 1):
        for p in range(-bound * q, bound * q + 1):
            s.add(F(p, q))
    return sorted(s)


QB = qbox(6, 4)          # rationals in [-6, 6] with denominator ≤ 4 (73 values)
QW = qbox(30, 3)         # rationals in [-30, 30] with denominator ≤ 3 (for t ≥ 10 etc.)
QT = qbox(3, 10)         # rationals in [-3, 3] with denominator ≤ 10 (for t ^ 2 = 1.69)
Z20, Z15, Z10, Z6 = zr(20), zr(15), zr(10), zr(6)
N40 = range(0, 41)


def dvd(a, b):
    """a ∣ b on ℕ/ℤ: ∃ c, b = a * c."""
    if a == 0:
        return b == 0
    return b % a == 0


def odd(n):
    return n % 2 == 1        # ∃ k, n = 2k+1  (Python % is ≥ 0 for modulus 2)


def even(n):
    return n % 2 == 0        # ∃ k, n = 2k


def modeq(n, a, b):
    """a ≡ b [ZMOD n]  :=  n ∣ a - b"""
    return dvd(n, a - b)


def prime(p):
    """math2001's Prime: 2 ≤ p ∧ ∀ m : ℕ, m ∣ p → m = 1 ∨ m = p  (m searched up to 2p+2;
    any divisor of p > 0 is ≤ p)."""
    return 2 <= p and all(m == 1 or m == p for m in range(0, 2 * p + 3) if dvd(m, p))


def implies(a, b):
    return (not a) or b


# ---------------------------------------------------------------- file paths
P0102 = "math2001/C01_02_Proving_Equalities_in_Lean.lean"
P0103 = "math2001/C01_03_Tips_and_Tricks.lean"
P0104 = "math2001/C01_04_Proving_Inequalities.lean"
P0105 = "math2001/C01_05_A_Shortcut.lean"
P0201 = "math2001/C02_01_Intermediate_Steps.lean"
P0202 = "math2001/C02_02_Invoking_Lemmas.lean"
P0203 = "math2001/C02_03_Or.lean"
P0204 = "math2001/C02_04_And.lean"
P0205 = "math2001/C02_05_Exists.lean"
P0301 = "math2001/C03_01_Parity.lean"
P0302 = "math2001/C03_02_Divisibility.lean"
P0303 = "math2001/C03_03_Modular_Arithmetic_Theory.lean"
P0304 = "math2001/C03_04_Modular_Arithmetic_Calculations.lean"
P0305 = "math2001/C03_05_Bezout.lean"
P0401 = "math2001/C04_01_Forall_Implies.lean"
P0402 = "math2001/C04_02_Iff.lean"

BRUTE = {}
MUTANTS = {}


def B(key):
    def deco(fn):
        assert key not in BRUTE, key
        BRUTE[key] = fn
        return fn
    return deco


def M(key):
    def deco(fn):
        assert key not in MUTANTS, key
        MUTANTS[key] = fn
        return fn
    return deco


# ================================================================ C01_02 Proving equalities
# example {a b : ℚ} (h1 : a - b = 4) (h2 : a * b = 1) : (a + b) ^ 2 = 20
# (no rational a, b satisfy both: a = 2 ± √5, so it holds vacuously on ℚ)
def _f0102_18(use_h2=True, rhs=20):
    return all((a + b) ** 2 == rhs for a in QB for b in QB
               if a - b == 4 and (not use_h2 or a * b == 1))


B(P0102 + "::example:18")(lambda: _f0102_18())
M(P0102 + "::example:18#1")(lambda: _f0102_18(use_h2=False))   # dropped h2


# example {a b m n : ℤ} (h1 : a * m + b * n = 1) (h2 : b ^ 2 = 2 * a ^ 2) : (2*a*n + b*m)^2 = 2
def _f0102_28(use_h2=True):
    for a, b in product(Z10, Z10):
        if use_h2 and b ** 2 != 2 * a ** 2:
            continue
        for m, n in product(Z6, Z6):
            if a * m + b * n == 1 and (2 * a * n + b * m) ** 2 != 2:
                return False
    return True


B(P0102 + "::example:28")(lambda: _f0102_28())
M(P0102 + "::example:28#1")(lambda: _f0102_28(use_h2=False))   # dropped h2


# example {a b c d e f : ℤ} (h1 : a * d = b * c) (h2 : c * f = d * e) : d * (a * f - b * e) = 0
def _f0102_34(sign=-1):
    R = zr(4)
    for a, b, c, d in product(R, R, R, R):
        if a * d != b * c:
            continue
        for e, f in product(R, R):
            if c * f == d * e and d * (a * f + sign * b * e) != 0:
                return False
    return True


B(P0102 + "::example:34")(lambda: _f0102_34())
M(P0102 + "::example:34#1")(lambda: _f0102_34(sign=+1))   # a*f - b*e changed to a*f + b*e

# ================================================================ C01_03 Tips and tricks
# example {a b : ℤ} (h1 : a = 2 * b + 5) (h2 : b = 3) : a = 11
B(P0103 + "::example:16")(lambda: all(a == 11 for a in Z20 for b in Z20 if a == 2 * b + 5 and b == 3))
M(P0103 + "::example:16#1")(lambda: all(a == 12 for a in Z20 for b in Z20 if a == 2 * b + 5 and b == 3))  # 11 -> 12
# example {x : ℤ} (h1 : x + 4 = 2) : x = -2
B(P0103 + "::example:20")(lambda: all(x == -2 for x in Z20 if x + 4 == 2))
M(P0103 + "::example:20#1")(lambda: all(x == 2 for x in Z20 if x + 4 == 2))   # -2 -> 2
# example {w : ℚ} (h1 : 3 * w + 1 = 4) : w = 1
B(P0103 + "::example:28")(lambda: all(w == 1 for w in QB if 3 * w + 1 == 4))
M(P0103 + "::example:28#1")(lambda: all(w == 1 for w in QB if 3 * w + 1 == 5))   # hyp 4 -> 5
# example {x : ℤ} (h1 : 2 * x + 3 = x) : x = -3
B(P0103 + "::example:32")(lambda: all(x == -3 for x in Z20 if 2 * x + 3 == x))
M(P0103 + "::example:32#1")(lambda: all(x == 3 for x in Z20 if 2 * x + 3 == x))   # -3 -> 3
# example {x y : ℤ} (h1 : 2 * x - y = 4) (h2 : y - x + 1 = 2) : x = 5
B(P0103 + "::example:36")(lambda: all(x == 5 for x in Z20 for y in Z20 if 2 * x - y == 4 and y - x + 1 == 2))
M(P0103 + "::example:36#1")(lambda: all(x == 5 for x in Z20 for y in Z20 if 2 * x - y == 4))   # dropped h2
# example {u v : ℚ} (h1 : u + 2 * v = 4) (h2 : u - 2 * v = 6) : u = 5     (v = -1/2 is in QB)
B(P0103 + "::example:40")(lambda: all(u == 5 for u in QB for v in QB if u + 2 * v == 4 and u - 2 * v == 6))
M(P0103 + "::example:40#1")(lambda: all(u == 4 for u in QB for v in QB if u + 2 * v == 4 and u - 2 * v == 6))  # 5 -> 4
# example {a b : ℚ} (h1 : a - 3 = 2 * b) : a ^ 2 - a + 3 = 4 * b ^ 2 + 10 * b + 9
B(P0103 + "::example:48")(lambda: all(a ** 2 - a + 3 == 4 * b ** 2 + 10 * b + 9
                                      for a in QB for b in QB if a - 3 == 2 * b))
M(P0103 + "::example:48#1")(lambda: all(a ** 2 - a + 3 == 4 * b ** 2 + 12 * b + 9
                                        for a in QB for b in QB if a - 3 == 2 * b))   # 10*b -> 12*b

# ================================================================ C01_04 Proving inequalities
# example {x y : ℤ} (hx : x + 3 ≤ 2) (hy : y + 2 * x ≥ 3) : y > 3
B(P0104 + "::example:13")(lambda: all(y > 3 for x in Z20 for y in Z20 if x + 3 <= 2 and y + 2 * x >= 3))
M(P0104 + "::example:13#1")(lambda: all(y > 5 for x in Z20 for y in Z20 if x + 3 <= 2 and y + 2 * x >= 3))  # 3 -> 5
# example {r s : ℚ} (h1 : s + 3 ≥ r) (h2 : s + r ≤ 3) : r ≤ 3
B(P0104 + "::example:18")(lambda: all(r <= 3 for r in QB for s in QB if s + 3 >= r and s + r <= 3))
M(P0104 + "::example:18#1")(lambda: all(r <= 2 for r in QB for s in QB if s + 3 >= r and s + r <= 3))  # 3 -> 2
# example {t : ℚ} (ht : t ≥ 10) : t ^ 2 - 3 * t - 17 ≥ 5
B(P0104 + "::example:35")(lambda: all(t ** 2 - 3 * t - 17 >= 5 for t in QW if t >= 10))
M(P0104 + "::example:35#1")(lambda: all(t ** 2 - 3 * t - 17 >= 54 for t in QW if t >= 10))  # 5 -> 54
# example {n : ℤ} (hn : n ≥ 5) : n ^ 2 > 2 * n + 11
B(P0104 + "::example:40")(lambda: all(n ** 2 > 2 * n + 11 for n in zr(60) if n >= 5))
M(P0104 + "::example:40#1")(lambda: all(n ** 2 > 2 * n + 11 for n in zr(60) if n >= 4))  # 5 -> 4
# example {m n : ℤ} (h : m ^ 2 + n ≤ 2) : n ≤ 2
B(P0104 + "::example:44")(lambda: all(n <= 2 for m in Z20 for n in Z20 if m ** 2 + n <= 2))
M(P0104 + "::example:44#1")(lambda: all(n <= 1 for m in Z20 for n in Z20 if m ** 2 + n <= 2))  # 2 -> 1


# example {a b : ℚ} (h1 : a ≥ 0) (h2 : b ≥ 0) (h3 : a + b ≤ 8) : 3 * a * b + a ≤ 7 * b + 72
def _f0104_55(use_h3=True):
    box = [q for q in qbox(10, 3) if q >= 0]
    return all(3 * a * b + a <= 7 * b + 72 for a in box for b in box
               if a >= 0 and b >= 0 and (not use_h3 or a + b <= 8))


B(P0104 + "::example:55")(lambda: _f0104_55())
M(P0104 + "::example:55#1")(lambda: _f0104_55(use_h3=False))   # dropped h3

# ================================================================ C01_05 A shortcut
# example {x : ℤ} (h1 : x + 4 = 2) : x = -2
B(P0105 + "::example:11")(lambda: all(x == -2 for x in Z20 if x + 4 == 2))
M(P0105 + "::example:11#1")(lambda: all(x == -1 for x in Z20 if x + 4 == 2))   # -2 -> -1
# example {a b : ℤ} (ha : a - 2 * b = 1) : a = 2 * b + 1
B(P0105 + "::example:13")(lambda: all(a == 2 * b + 1 for a in Z20 for b in Z20 if a - 2 * b == 1))
M(P0105 + "::example:13#1")(lambda: all(a == 2 * b - 1 for a in Z20 for b in Z20 if a - 2 * b == 1))  # +1 -> -1
# example {x y : ℚ} (hx : x = 2) (hy : y ^ 2 = -7) : x + y ^ 2 = -5     (vacuous: y^2 ≥ 0)
B(P0105 + "::example:15")(lambda: all(x + y ** 2 == -5 for x in QB for y in QB if x == 2 and y ** 2 == -7))
M(P0105 + "::example:15#1")(lambda: all(x + y ** 2 == -5 for x in QB for y in QB if x == 2))  # dropped hy
# example {w : ℚ} (h1 : 3 * w + 1 = 4) : w = 1
B(P0105 + "::example:25")(lambda: all(w == 1 for w in QB if 3 * w + 1 == 4))
M(P0105 + "::example:25#1")(lambda: all(w == 1 for w in QB if 3 * w + 1 == 5))   # hyp 4 -> 5 (w = 4/3)

# ================================================================ C02_01 Intermediate steps
# example {m n : ℤ} (h1 : m + 3 ≤ 2 * n - 1) (h2 : n ≤ 5) : m ≤ 6
B(P0201 + "::example:13")(lambda: all(m <= 6 for m in Z20 for n in Z20 if m + 3 <= 2 * n - 1 and n <= 5))
M(P0201 + "::example:13#1")(lambda: all(m <= 5 for m in Z20 for n in Z20 if m + 3 <= 2 * n - 1 and n <= 5))  # 6 -> 5
# example {r s : ℚ} (h1 : s + 3 ≥ r) (h2 : s + r ≤ 3) : r ≤ 3
B(P0201 + "::example:16")(lambda: all(r <= 3 for r in QB for s in QB if s + 3 >= r and s + r <= 3))
M(P0201 + "::example:16#1")(lambda: all(r <= 3 for r in QB for s in QB if s + 3 >= r))   # dropped h2
# example {x y : ℤ} (hx : x + 3 ≤ 2) (hy : y + 2 * x ≥ 3) : y > 3
B(P0201 + "::example:24")(lambda: all(y > 3 for x in Z20 for y in Z20 if x + 3 <= 2 and y + 2 * x >= 3))
M(P0201 + "::example:24#1")(lambda: all(y > 3 for x in Z20 for y in Z20 if y + 2 * x >= 3))   # dropped hx
# example {x : ℚ} (h1 : x ^ 2 = 4) (h2 : 1 < x) : x = 2
B(P0201 + "::example:33")(lambda: all(x == 2 for x in QB if x ** 2 == 4 and 1 < x))
M(P0201 + "::example:33#1")(lambda: all(x == 2 for x in QB if x ** 2 == 4))   # dropped h2
# example {n : ℤ} (hn : n ^ 2 + 4 = 4 * n) : n = 2
B(P0201 + "::example:35")(lambda: all(n == 2 for n in zr(50) if n ** 2 + 4 == 4 * n))
M(P0201 + "::example:35#1")(lambda: all(n == 3 for n in zr(50) if n ** 2 + 4 == 4 * n))   # 2 -> 3
# example (x y : ℚ) (h : x * y = 1) (h2 : x ≥ 1) : y ≤ 1
B(P0201 + "::example:37")(lambda: all(y <= 1 for x in QB for y in QB if x * y == 1 and x >= 1))
M(P0201 + "::example:37#1")(lambda: all(y <= 1 for x in QB for y in QB if x * y == 1))   # dropped h2

# ================================================================ C02_02 Invoking lemmas
# example {x : ℚ} (hx : 3 * x = 2) : x ≠ 1
B(P0202 + "::example:9")(lambda: all(x != 1 for x in QB if 3 * x == 2))
M(P0202 + "::example:9#1")(lambda: all(x != F(2, 3) for x in QB if 3 * x == 2))   # 1 -> 2/3
# example {m : ℤ} (hm : m + 1 = 5) : 3 * m ≠ 6
B(P0202 + "::example:19")(lambda: all(3 * m != 6 for m in Z20 if m + 1 == 5))
M(P0202 + "::example:19#1")(lambda: all(3 * m != 12 for m in Z20 if m + 1 == 5))   # 6 -> 12
# example {s : ℚ} (h1 : 3 * s ≤ -6) (h2 : 2 * s ≥ -4) : s = -2
B(P0202 + "::example:21")(lambda: all(s == -2 for s in QB if 3 * s <= -6 and 2 * s >= -4))
M(P0202 + "::example:21#1")(lambda: all(s == -2 for s in QB if 3 * s <= -6))   # dropped h2

# ================================================================ C02_03 Or
# example {n : ℕ} : n ^ 2 ≠ 2
B(P0203 + "::example:12")(lambda: all(n ** 2 != 2 for n in range(0, 201)))
M(P0203 + "::example:12#1")(lambda: all(n ** 2 != 4 for n in range(0, 201)))   # 2 -> 4
# example {n : ℤ} : n ^ 2 ≠ 2
B(P0203 + "::example:19")(lambda: all(n ** 2 != 2 for n in zr(200)))
M(P0203 + "::example:19#1")(lambda: all(n ** 2 != 1 for n in zr(200)))   # 2 -> 1
# example {x : ℚ} (h : x = 4 ∨ x = -4) : x ^ 2 + 1 = 17
B(P0203 + "::example:25")(lambda: all(x ** 2 + 1 == 17 for x in QB + [F(7), F(-7)] if x == 4 or x == -4))
M(P0203 + "::example:25#1")(lambda: all(x ** 2 + 1 == 17 for x in QB if x == 4 or x == -3))   # -4 -> -3
# example {t : ℚ} (h : t = -2 ∨ t = 3) : t ^ 2 - t - 6 = 0
B(P0203 + "::example:29")(lambda: all(t ** 2 - t - 6 == 0 for t in QB if t == -2 or t == 3))
M(P0203 + "::example:29#1")(lambda: all(t ** 2 - t - 6 == 0 for t in QB if t == 2 or t == 3))   # -2 -> 2
# example {s t : ℚ} (h : s = 3 - t) : s + t = 3 ∨ s + t = 5
B(P0203 + "::example:33")(lambda: all(s + t == 3 or s + t == 5 for s in QB for t in QB if s == 3 - t))
M(P0203 + "::example:33#1")(lambda: all(s + t == 3 or s + t == 5 for s in QB for t in QB if s == 4 - t))  # 3 -> 4

# ================================================================ C02_04 And
# example {x y : ℤ} (h : 2 * x - y = 4 ∧ y - x + 1 = 2) : x = 5
B(P0204 + "::example:10")(lambda: all(x == 5 for x in Z20 for y in Z20 if 2 * x - y == 4 and y - x + 1 == 2))
M(P0204 + "::example:10#1")(lambda: all(x == 6 for x in Z20 for y in Z20 if 2 * x - y == 4 and y - x + 1 == 2))  # 5 -> 6
# example {p : ℚ} (hp : p ^ 2 ≤ 8) : p ≥ -5
B(P0204 + "::example:13")(lambda: all(p >= -5 for p in QB if p ** 2 <= 8))
M(P0204 + "::example:13#1")(lambda: all(p >= -2 for p in QB if p ** 2 <= 8))   # -5 -> -2 (p = -5/2)
# example {a b : ℚ} (H : a ≤ 1 ∧ a + b ≤ 3) : 2 * a + b ≤ 4
B(P0204 + "::example:26")(lambda: all(2 * a + b <= 4 for a in QB for b in QB if a <= 1 and a + b <= 3))
M(P0204 + "::example:26#1")(lambda: all(2 * a + b <= 3 for a in QB for b in QB if a <= 1 and a + b <= 3))  # 4 -> 3
# example {m n : ℤ} (H : n ≤ 8 ∧ m + 5 ≤ n) : m ≤ 3
B(P0204 + "::example:30")(lambda: all(m <= 3 for m in Z20 for n in Z20 if n <= 8 and m + 5 <= n))
M(P0204 + "::example:30#1")(lambda: all(m <= 2 for m in Z20 for n in Z20 if n <= 8 and m + 5 <= n))  # 3 -> 2
# example {p : ℤ} (hp : p + 2 ≥ 9) : p ^ 2 ≥ 49 ∧ 7 ≤ p
B(P0204 + "::example:32")(lambda: all(p ** 2 >= 49 and 7 <= p for p in zr(60) if p + 2 >= 9))
M(P0204 + "::example:32#1")(lambda: all(p ** 2 >= 50 and 7 <= p for p in zr(60) if p + 2 >= 9))  # 49 -> 50
# example {a : ℚ} (h : a - 1 ≥ 5) : a ≥ 6 ∧ 3 * a ≥ 10
B(P0204 + "::example:34")(lambda: all(a >= 6 and 3 * a >= 10 for a in QW if a - 1 >= 5))
M(P0204 + "::example:34#1")(lambda: all(a >= 7 and 3 * a >= 10 for a in QW if a - 1 >= 5))  # 6 -> 7
# example {x y : ℚ} (h : x + y = 5 ∧ x + 2 * y = 7) : x = 3 ∧ y = 2
B(P0204 + "::example:36")(lambda: all(x == 3 and y == 2 for x in QB for y in QB if x + y == 5 and x + 2 * y == 7))
M(P0204 + "::example:36#1")(lambda: all(x == 3 and y == 3 for x in QB for y in QB if x + y == 5 and x + 2 * y == 7))  # y = 2 -> 3

# ================================================================ C02_05 Exists
# example {a : ℚ} (h : ∃ b : ℚ, a = b ^ 2 + 1) : a > 0
#   the hypothesis determines a: every a satisfying it is b ^ 2 + 1 for a witness b; b runs over QB
B(P0205 + "::example:10")(lambda: all(a > 0 for b in QB for a in [b ** 2 + 1]))
M(P0205 + "::example:10#1")(lambda: all(a > 1 for b in QB for a in [b ** 2 + 1]))   # 0 -> 1 (b = 0)
# example : ∃ n : ℤ, 12 * n = 84
B(P0205 + "::example:15")(lambda: any(12 * n == 84 for n in zr(100)))
M(P0205 + "::example:15#1")(lambda: any(12 * n == 85 for n in zr(100)))   # 84 -> 85
# example : ∃ m n : ℤ, m ^ 2 - n ^ 2 = 11
B(P0205 + "::example:21")(lambda: any(m ** 2 - n ** 2 == 11 for m in Z20 for n in Z20))
M(P0205 + "::example:21#1")(lambda: any(m ** 2 - n ** 2 == 10 for m in Z20 for n in Z20))   # 11 -> 10


# example (a : ℤ) : ∃ m n : ℤ, m ^ 2 - n ^ 2 = 2 * a + 1     (a in [-15, 15], m, n in [-40, 40])
def _f0205_23(c=1):
    R = zr(40)
    sq = {}
    for n in R:
        sq.setdefault(n * n, n)
    for a in zr(15):
        if not any((m * m - (2 * a + c)) in sq for m in R):
            return False
    return True


B(P0205 + "::example:23")(lambda: _f0205_23())
M(P0205 + "::example:23#1")(lambda: _f0205_23(c=2))   # 2 * a + 1 -> 2 * a + 2


# example : ∃ a b c d : ℕ, a ^ 3 + b ^ 3 = 1729 ∧ c ^ 3 + d ^ 3 = 1729 ∧ a ≠ c ∧ a ≠ d
def _f0205_27(N=1729):
    R = range(0, 16)
    pairs = [(a, b) for a in R for b in R if a ** 3 + b ** 3 == N]
    return any(a != c and a != d for (a, b) in pairs for (c, d) in pairs)


B(P0205 + "::example:27")(lambda: _f0205_27())
M(P0205 + "::example:27#1")(lambda: _f0205_27(1728))   # 1729 -> 1728 (only 0^3 + 12^3)
# example : ∃ t : ℚ, t ^ 2 = 1.69        (1.69 = 169/100)
B(P0205 + "::example:33")(lambda: any(t ** 2 == F(169, 100) for t in QT))
M(P0205 + "::example:33#1")(lambda: any(t ** 2 == F(2) for t in QT))   # 1.69 -> 2
# example : ∃ m n : ℤ, m ^ 2 + n ^ 2 = 85
B(P0205 + "::example:34")(lambda: any(m ** 2 + n ** 2 == 85 for m in Z20 for n in Z20))
M(P0205 + "::example:34#1")(lambda: any(m ** 2 + n ** 2 == 21 for m in Z20 for n in Z20))   # 85 -> 21

# ================================================================ C03_01 Parity
Z30 = zr(30)
B(P0301 + "::example:11")(lambda: odd(7))                 # Odd (7 : ℤ)
M(P0301 + "::example:11#1")(lambda: odd(8))               # 7 -> 8
B(P0301 + "::example:14")(lambda: odd(-3))                # Odd (-3 : ℤ)
M(P0301 + "::example:14#1")(lambda: odd(-4))              # -3 -> -4
# example {n : ℤ} (hn : Odd n) : Odd (3 * n + 2)
B(P0301 + "::example:16")(lambda: all(odd(3 * n + 2) for n in Z30 if odd(n)))
M(P0301 + "::example:16#1")(lambda: all(odd(3 * n + 1) for n in Z30 if odd(n)))   # +2 -> +1
# example {n : ℤ} (hn : Odd n) : Odd (7 * n - 4)
B(P0301 + "::example:19")(lambda: all(odd(7 * n - 4) for n in Z30 if odd(n)))
M(P0301 + "::example:19#1")(lambda: all(odd(7 * n - 3) for n in Z30 if odd(n)))   # -4 -> -3
# example {x y : ℤ} (hx : Odd x) (hy : Odd y) : Odd (x + y + 1)
B(P0301 + "::example:21")(lambda: all(odd(x + y + 1) for x in Z20 for y in Z20 if odd(x) and odd(y)))
M(P0301 + "::example:21#1")(lambda: all(odd(x + y) for x in Z20 for y in Z20 if odd(x) and odd(y)))  # dropped +1
# example {x y : ℤ} (hx : Odd x) (hy : Odd y) : Odd (x * y + 2 * y)
B(P0301 + "::example:24")(lambda: all(odd(x * y + 2 * y) for x in Z20 for y in Z20 if odd(x) and odd(y)))
M(P0301 + "::example:24#1")(lambda: all(odd(x * y + 2 * y) for x in Z20 for y in Z20 if odd(y)))  # dropped hx
# example {m : ℤ} (hm : Odd m) : Even (3 * m - 5)
B(P0301 + "::example:26")(lambda: all(even(3 * m - 5) for m in Z30 if odd(m)))
M(P0301 + "::example:26#1")(lambda: all(even(3 * m - 4) for m in Z30 if odd(m)))   # -5 -> -4
# example {n : ℤ} (hn : Even n) : Odd (n ^ 2 + 2 * n - 5)
B(P0301 + "::example:28")(lambda: all(odd(n ** 2 + 2 * n - 5) for n in Z30 if even(n)))
M(P0301 + "::example:28#1")(lambda: all(odd(n ** 2 + 2 * n - 5) for n in Z30 if odd(n)))   # Even n -> Odd n
# example (n : ℤ) : Even (n ^ 2 + n + 4)
B(P0301 + "::example:30")(lambda: all(even(n ** 2 + n + 4) for n in Z30))
M(P0301 + "::example:30#1")(lambda: all(even(n ** 2 + n + 3) for n in Z30))   # 4 -> 3
B(P0301 + "::example:35")(lambda: odd(-9))                # Odd (-9 : ℤ)
M(P0301 + "::example:35#1")(lambda: even(-9))             # Odd -> Even

# ================================================================ C03_02 Divisibility
B(P0302 + "::example:10")(lambda: dvd(11, 88))            # (11 : ℕ) ∣ 88
M(P0302 + "::example:10#1")(lambda: dvd(11, 89))          # 88 -> 89
B(P0302 + "::example:13")(lambda: dvd(-2, 6))             # (-2 : ℤ) ∣ 6
M(P0302 + "::example:13#1")(lambda: dvd(-4, 6))           # -2 -> -4
# example {a b : ℤ} (hab : a ∣ b) : a ∣ b ^ 2 + 2 * b
B(P0302 + "::example:15")(lambda: all(dvd(a, b ** 2 + 2 * b) for a in Z20 for b in Z20 if dvd(a, b)))
M(P0302 + "::example:15#1")(lambda: all(dvd(a, b ** 2 + 2) for a in Z20 for b in Z20 if dvd(a, b)))  # 2*b -> 2


# example {a b c : ℕ} (hab : a ∣ b) (hbc : b ^ 2 ∣ c) : a ^ 2 ∣ c
def _f0302_18(e=2):
    for a, b in product(range(0, 13), range(0, 13)):
        if not dvd(a, b):
            continue
        for c in range(0, 150):
            if dvd(b ** 2, c) and not dvd(a ** e, c):
                return False
    return True


B(P0302 + "::example:18")(lambda: _f0302_18())
M(P0302 + "::example:18#1")(lambda: _f0302_18(e=3))   # a ^ 2 -> a ^ 3
# example {x y z : ℕ} (h : x * y ∣ z) : x ∣ z
R16 = range(0, 17)
B(P0302 + "::example:20")(lambda: all(dvd(x, z) for x in R16 for y in R16 for z in range(0, 41) if dvd(x * y, z)))
M(P0302 + "::example:20#1")(lambda: all(dvd(x + 1, z) for x in R16 for y in R16 for z in range(0, 41)
                                        if dvd(x * y, z)))   # x -> x + 1
B(P0302 + "::example:22")(lambda: not dvd(5, 12))         # ¬(5 : ℤ) ∣ 12
M(P0302 + "::example:22#1")(lambda: not dvd(5, 15))       # 12 -> 15
# example {a b : ℕ} (hb : 0 < b) (hab : a ∣ b) : a ≤ b
B(P0302 + "::example:25")(lambda: all(a <= b for a in range(0, 61) for b in range(0, 61) if 0 < b and dvd(a, b)))
M(P0302 + "::example:25#1")(lambda: all(a <= b for a in range(0, 61) for b in range(0, 61) if dvd(a, b)))  # dropped hb
# example {a b : ℕ} (hab : a ∣ b) (hb : 0 < b) : 0 < a
B(P0302 + "::example:28")(lambda: all(0 < a for a in range(0, 61) for b in range(0, 61) if dvd(a, b) and 0 < b))
M(P0302 + "::example:28#1")(lambda: all(1 < a for a in range(0, 61) for b in range(0, 61) if dvd(a, b) and 0 < b))  # 0 < a -> 1 < a
# example (t : ℤ) : t ∣ 0
B(P0302 + "::example:33")(lambda: all(dvd(t, 0) for t in zr(50)))
M(P0302 + "::example:33#1")(lambda: all(dvd(t, 1) for t in zr(50)))   # 0 -> 1
B(P0302 + "::example:35")(lambda: not dvd(3, -10))        # ¬(3 : ℤ) ∣ -10
M(P0302 + "::example:35#1")(lambda: not dvd(3, -9))       # -10 -> -9

# ================================================================ C03_03 Modular arithmetic theory
B(P0303 + "::example:10")(lambda: modeq(4, 11, 3))        # 11 ≡ 3 [ZMOD 4]
M(P0303 + "::example:10#1")(lambda: modeq(4, 12, 3))      # 11 -> 12
B(P0303 + "::example:12")(lambda: modeq(3, -5, 1))        # -5 ≡ 1 [ZMOD 3]
M(P0303 + "::example:12#1")(lambda: modeq(3, -5, 2))      # 1 -> 2

Z5 = zr(5)


def _two_congr(concl):
    """∀ n a b c d in [-5, 5], a ≡ b [ZMOD n] → c ≡ d [ZMOD n] → concl n a b c d"""
    for n in Z5:
        ab = [(a, b) for a in Z5 for b in Z5 if modeq(n, a, b)]
        for a, b in ab:
            for c, d in ab:
                if not concl(n, a, b, c, d):
                    return False
    return True


# theorem Int.ModEq.add {n a b c d : ℤ} (h1 : a ≡ b [ZMOD n]) (h2 : c ≡ d [ZMOD n]) : a + c ≡ b + d [ZMOD n]
B(P0303 + "::Int.ModEq.add")(lambda: _two_congr(lambda n, a, b, c, d: modeq(n, a + c, b + d)))
M(P0303 + "::Int.ModEq.add#1")(lambda: _two_congr(lambda n, a, b, c, d: modeq(n, a + c, b - d)))  # b + d -> b - d
# theorem Int.ModEq.sub ... : a - c ≡ b - d [ZMOD n]
B(P0303 + "::Int.ModEq.sub")(lambda: _two_congr(lambda n, a, b, c, d: modeq(n, a - c, b - d)))
M(P0303 + "::Int.ModEq.sub#1")(lambda: _two_congr(lambda n, a, b, c, d: modeq(n, a - c, b + d)))  # b - d -> b + d
# theorem Int.ModEq.neg {n a b : ℤ} (h1 : a ≡ b [ZMOD n]) : -a ≡ -b [ZMOD n]
B(P0303 + "::Int.ModEq.neg")(lambda: all(modeq(n, -a, -b) for n in Z10 for a in Z10 for b in Z10 if modeq(n, a, b)))
M(P0303 + "::Int.ModEq.neg#1")(lambda: all(modeq(n, -a, b) for n in Z10 for a in Z10 for b in Z10
                                           if modeq(n, a, b)))   # -b -> b
# theorem Int.ModEq.mul ... : a * c ≡ b * d [ZMOD n]
B(P0303 + "::Int.ModEq.mul")(lambda: _two_congr(lambda n, a, b, c, d: modeq(n, a * c, b * d)))
M(P0303 + "::Int.ModEq.mul#1")(lambda: _two_congr(lambda n, a, b, c, d: modeq(n, a * c, b + d)))  # b * d -> b + d
# theorem Int.ModEq.pow_two (h : a ≡ b [ZMOD n]) : a ^ 2 ≡ b ^ 2 [ZMOD n]
B(P0303 + "::Int.ModEq.pow_two")(lambda: all(modeq(n, a ** 2, b ** 2) for n in Z10 for a in Z10 for b in Z10
                                             if modeq(n, a, b)))
M(P0303 + "::Int.ModEq.pow_two#1")(lambda: all(modeq(n, a ** 2, b) for n in Z10 for a in Z10 for b in Z10
                                               if modeq(n, a, b)))   # b ^ 2 -> b
# theorem Int.ModEq.pow_three (h : a ≡ b [ZMOD n]) : a ^ 3 ≡ b ^ 3 [ZMOD n]
B(P0303 + "::Int.ModEq.pow_three")(lambda: all(modeq(n, a ** 3, b ** 3) for n in Z10 for a in Z10 for b in Z10
                                               if modeq(n, a, b)))
M(P0303 + "::Int.ModEq.pow_three#1")(lambda: all(modeq(n, a ** 3, b ** 2) for n in Z10 for a in Z10 for b in Z10
                                                 if modeq(n, a, b)))   # b ^ 3 -> b ^ 2
# theorem Int.ModEq.pow (k : ℕ) (h : a ≡ b [ZMOD n]) : a ^ k ≡ b ^ k [ZMOD n]
B(P0303 + "::Int.ModEq.pow")(lambda: all(modeq(n, a ** k, b ** k) for k in range(0, 7) for n in Z6 for a in Z6
                                         for b in Z6 if modeq(n, a, b)))
M(P0303 + "::Int.ModEq.pow#1")(lambda: all(modeq(n, a ** k, b ** (k + 1)) for k in range(0, 7) for n in Z6
                                           for a in Z6 for b in Z6 if modeq(n, a, b)))   # b ^ k -> b ^ (k + 1)
# theorem Int.ModEq.refl (a : ℤ) : a ≡ a [ZMOD n]
B(P0303 + "::Int.ModEq.refl")(lambda: all(modeq(n, a, a) for n in Z20 for a in Z20))
M(P0303 + "::Int.ModEq.refl#1")(lambda: all(modeq(n, a, a + 1) for n in Z20 for a in Z20))   # a -> a + 1

# ================================================================ C03_04 Modular arithmetic calculations
# example {a b : ℤ} (ha : a ≡ 2 [ZMOD 4]) :
#     a * b ^ 2 + a ^ 2 * b + 3 * a ≡ 2 * b ^ 2 + 2 ^ 2 * b + 3 * 2 [ZMOD 4]
B(P0304 + "::example:10")(lambda: all(modeq(4, a * b ** 2 + a ** 2 * b + 3 * a, 2 * b ** 2 + 2 ** 2 * b + 3 * 2)
                                      for a in Z20 for b in Z20 if modeq(4, a, 2)))
M(P0304 + "::example:10#1")(lambda: all(modeq(4, a * b ** 2 + a ** 2 * b + 3 * a, 2 * b ** 2 + 2 ** 2 * b + 3 * 3)
                                        for a in Z20 for b in Z20 if modeq(4, a, 2)))   # 3 * 2 -> 3 * 3
# example {a b : ℤ} (ha : a ≡ 4 [ZMOD 5]) (hb : b ≡ 3 [ZMOD 5]) : a * b + b ^ 3 + 3 ≡ 2 [ZMOD 5]
B(P0304 + "::example:14")(lambda: all(modeq(5, a * b + b ** 3 + 3, 2) for a in Z20 for b in Z20
                                      if modeq(5, a, 4) and modeq(5, b, 3)))
M(P0304 + "::example:14#1")(lambda: all(modeq(5, a * b + b ** 3 + 3, 3) for a in Z20 for b in Z20
                                        if modeq(5, a, 4) and modeq(5, b, 3)))   # ≡ 2 -> ≡ 3
# example : ∃ a : ℤ, 6 * a ≡ 4 [ZMOD 11]
B(P0304 + "::example:19")(lambda: any(modeq(11, 6 * a, 4) for a in Z30))
M(P0304 + "::example:19#1")(lambda: any(modeq(12, 6 * a, 4) for a in Z30))   # ZMOD 11 -> ZMOD 12
# example {x : ℤ} : x ^ 3 ≡ x [ZMOD 3]
B(P0304 + "::example:22")(lambda: all(modeq(3, x ** 3, x) for x in zr(50)))
M(P0304 + "::example:22#1")(lambda: all(modeq(4, x ** 3, x) for x in zr(50)))   # ZMOD 3 -> ZMOD 4
# example {n : ℤ} (hn : n ≡ 1 [ZMOD 3]) : n ^ 3 + 7 * n ≡ 2 [ZMOD 3]
B(P0304 + "::example:27")(lambda: all(modeq(3, n ** 3 + 7 * n, 2) for n in zr(50) if modeq(3, n, 1)))
M(P0304 + "::example:27#1")(lambda: all(modeq(3, n ** 3 + 7 * n, 1) for n in zr(50) if modeq(3, n, 1)))  # 2 -> 1
# example {a : ℤ} (ha : a ≡ 3 [ZMOD 4]) : a ^ 3 + 4 * a ^ 2 + 2 ≡ 1 [ZMOD 4]
B(P0304 + "::example:30")(lambda: all(modeq(4, a ** 3 + 4 * a ** 2 + 2, 1) for a in zr(50) if modeq(4, a, 3)))
M(P0304 + "::example:30#1")(lambda: all(modeq(4, a ** 3 + 4 * a ** 2 + 2, 3) for a in zr(50) if modeq(4, a, 3)))  # 1 -> 3
# example (a b : ℤ) : (a + b) ^ 3 ≡ a ^ 3 + b ^ 3 [ZMOD 3]
B(P0304 + "::example:34")(lambda: all(modeq(3, (a + b) ** 3, a ** 3 + b ** 3) for a in Z20 for b in Z20))
M(P0304 + "::example:34#1")(lambda: all(modeq(4, (a + b) ** 3, a ** 3 + b ** 3) for a in Z20 for b in Z20))  # 3 -> 4
# example : ∃ a : ℤ, 4 * a ≡ 1 [ZMOD 7]
B(P0304 + "::example:37")(lambda: any(modeq(7, 4 * a, 1) for a in Z30))
M(P0304 + "::example:37#1")(lambda: any(modeq(8, 4 * a, 1) for a in Z30))   # ZMOD 7 -> ZMOD 8
# example : ∃ k : ℤ, 5 * k ≡ 6 [ZMOD 8]
B(P0304 + "::example:39")(lambda: any(modeq(8, 5 * k, 6) for k in Z30))
M(P0304 + "::example:39#1")(lambda: any(modeq(8, 6 * k, 5) for k in Z30))   # 5 * k ≡ 6 -> 6 * k ≡ 5
# example (n : ℤ) : 5 * n ^ 2 + 3 * n + 7 ≡ 1 [ZMOD 2]
B(P0304 + "::example:41")(lambda: all(modeq(2, 5 * n ** 2 + 3 * n + 7, 1) for n in zr(50)))
M(P0304 + "::example:41#1")(lambda: all(modeq(2, 5 * n ** 2 + 3 * n + 7, 0) for n in zr(50)))   # 1 -> 0
# example {x : ℤ} : x ^ 5 ≡ x [ZMOD 5]
B(P0304 + "::example:43")(lambda: all(modeq(5, x ** 5, x) for x in zr(50)))
M(P0304 + "::example:43#1")(lambda: all(modeq(5, x ** 4, x) for x in zr(50)))   # x ^ 5 -> x ^ 4

# ================================================================ C03_05 Bezout
Z200 = zr(200)
# example {n : ℤ} (hn : 8 ∣ 5 * n) : 8 ∣ n      (twice, lines 9 and 12)
B(P0305 + "::example:9")(lambda: all(dvd(8, n) for n in Z200 if dvd(8, 5 * n)))
M(P0305 + "::example:9#1")(lambda: all(dvd(8, n) for n in Z200 if dvd(8, 6 * n)))   # 5 * n -> 6 * n
B(P0305 + "::example:12")(lambda: all(dvd(8, n) for n in Z200 if dvd(8, 5 * n)))
M(P0305 + "::example:12#1")(lambda: all(dvd(16, n) for n in Z200 if dvd(8, 5 * n)))   # 8 ∣ n -> 16 ∣ n
# example {n : ℤ} (h1 : 5 ∣ 3 * n) : 5 ∣ n
B(P0305 + "::example:14")(lambda: all(dvd(5, n) for n in Z200 if dvd(5, 3 * n)))
M(P0305 + "::example:14#1")(lambda: all(dvd(10, n) for n in Z200 if dvd(5, 3 * n)))   # 5 ∣ n -> 10 ∣ n
# example {m : ℤ} (h1 : 8 ∣ m) (h2 : 5 ∣ m) : 40 ∣ m
B(P0305 + "::example:16")(lambda: all(dvd(40, m) for m in zr(400) if dvd(8, m) and dvd(5, m)))
M(P0305 + "::example:16#1")(lambda: all(dvd(80, m) for m in zr(400) if dvd(8, m) and dvd(5, m)))   # 40 -> 80
# example {n : ℤ} (hn : 6 ∣ 11 * n) : 6 ∣ n
B(P0305 + "::example:21")(lambda: all(dvd(6, n) for n in Z200 if dvd(6, 11 * n)))
M(P0305 + "::example:21#1")(lambda: all(dvd(6, n) for n in Z200 if dvd(6, 10 * n)))   # 11 * n -> 10 * n
# example {a : ℤ} (ha : 7 ∣ 5 * a) : 7 ∣ a
B(P0305 + "::example:23")(lambda: all(dvd(7, a) for a in Z200 if dvd(7, 5 * a)))
M(P0305 + "::example:23#1")(lambda: all(dvd(14, a) for a in Z200 if dvd(7, 5 * a)))   # 7 ∣ a -> 14 ∣ a
# example {n : ℤ} (h1 : 7 ∣ n) (h2 : 9 ∣ n) : 63 ∣ n
B(P0305 + "::example:25")(lambda: all(dvd(63, n) for n in zr(700) if dvd(7, n) and dvd(9, n)))
M(P0305 + "::example:25#1")(lambda: all(dvd(63, n) for n in zr(700) if dvd(7, n) and dvd(3, n)))   # 9 ∣ n -> 3 ∣ n
# example {n : ℤ} (h1 : 5 ∣ n) (h2 : 13 ∣ n) : 65 ∣ n
B(P0305 + "::example:27")(lambda: all(dvd(65, n) for n in zr(700) if dvd(5, n) and dvd(13, n)))
M(P0305 + "::example:27#1")(lambda: all(dvd(130, n) for n in zr(700) if dvd(5, n) and dvd(13, n)))   # 65 -> 130

# ================================================================ C04_01 Forall, implies
# example {n : ℕ} (hn : ∀ m, n ∣ m) : n = 1       (∀ m checked on m ∈ [0, 40])
B(P0401 + "::example:14")(lambda: all(n == 1 for n in N40 if all(dvd(n, m) for m in N40)))
M(P0401 + "::example:14#1")(lambda: all(n == 1 for n in N40 if all(dvd(n, m) for m in range(0, 41, 2))))
#   ^ mutant: hypothesis weakened to ∀ m even (n = 2 passes it)


# example : forall_sufficiently_large n : ℤ, n ^ 3 ≥ 4 * n ^ 2 + 7
#   i.e. ∃ C, ∀ n ≥ C, P n ; C searched in [-30, 30], ∀ checked on [C, C + 100]
def _fsl(P):
    return any(all(P(n) for n in range(C, C + 101)) for C in Z30)


B(P0401 + "::example:28")(lambda: _fsl(lambda n: n ** 3 >= 4 * n ** 2 + 7))
M(P0401 + "::example:28#1")(lambda: _fsl(lambda n: n ** 2 >= 4 * n ** 3 + 7))   # swapped exponents 3 and 2
B(P0401 + "::example:31")(lambda: prime(2))               # Prime 2
M(P0401 + "::example:31#1")(lambda: prime(4))             # 2 -> 4
B(P0401 + "::example:34")(lambda: not prime(6))           # ¬ Prime 6
M(P0401 + "::example:34#1")(lambda: not prime(7))         # 6 -> 7
# example {a : ℚ} (h : ∀ b : ℚ, a ≥ -3 + 4 * b - b ^ 2) : a ≥ 1     (∀ b checked on QB, which contains 2)
B(P0401 + "::example:39")(lambda: all(a >= 1 for a in QB if all(a >= -3 + 4 * b - b ** 2 for b in QB)))
M(P0401 + "::example:39#1")(lambda: all(a >= 2 for a in QB if all(a >= -3 + 4 * b - b ** 2 for b in QB)))  # 1 -> 2

# ================================================================ C04_02 Iff (namespace Int)
# example {a : ℚ} : 3 * a + 1 ≤ 7 ↔ a ≤ 2
B(P0402 + "::example:13")(lambda: all((3 * a + 1 <= 7) == (a <= 2) for a in QB))
M(P0402 + "::example:13#1")(lambda: all((3 * a + 1 <= 7) == (a <= 1) for a in QB))   # 2 -> 1
# example {n : ℤ} : 8 ∣ 5 * n ↔ 8 ∣ n
B(P0402 + "::example:16")(lambda: all(dvd(8, 5 * n) == dvd(8, n) for n in Z200))
M(P0402 + "::example:16#1")(lambda: all(dvd(8, 6 * n) == dvd(8, n) for n in Z200))   # 5 -> 6
# theorem odd_iff_modEq (n : ℤ) : Odd n ↔ n ≡ 1 [ZMOD 2]
B(P0402 + "::Int.odd_iff_modEq")(lambda: all(odd(n) == modeq(2, n, 1) for n in zr(100)))
M(P0402 + "::Int.odd_iff_modEq#1")(lambda: all(odd(n) == modeq(4, n, 1) for n in zr(100)))   # ZMOD 2 -> ZMOD 4
# theorem even_iff_modEq (n : ℤ) : Even n ↔ n ≡ 0 [ZMOD 2]
B(P0402 + "::Int.even_iff_modEq")(lambda: all(even(n) == modeq(2, n, 0) for n in zr(100)))
M(P0402 + "::Int.even_iff_modEq#1")(lambda: all(even(n) == modeq(2, n, 1) for n in zr(100)))   # 0 -> 1
# example {a : ℤ} : a ^ 2 - 5 * a + 5 ≤ -1 ↔ a = 2 ∨ a = 3
B(P0402 + "::example:25")(lambda: all((a ** 2 - 5 * a + 5 <= -1) == (a == 2 or a == 3) for a in zr(100)))
M(P0402 + "::example:25#1")(lambda: all((a ** 2 - 5 * a + 5 <= -1) == (a == 2) for a in zr(100)))   # dropped a = 3
# example {n : ℤ} (hn : n ^ 2 - 10 * n + 24 = 0) : Even n      (twice, lines 27 and 29)
B(P0402 + "::example:27")(lambda: all(even(n) for n in zr(100) if n ** 2 - 10 * n + 24 == 0))
M(P0402 + "::example:27#1")(lambda: all(even(n) for n in zr(100) if n ** 2 - 10 * n + 21 == 0))   # 24 -> 21
B(P0402 + "::example:29")(lambda: all(even(n) for n in zr(100) if n ** 2 - 10 * n + 24 == 0))
M(P0402 + "::example:29#1")(lambda: all(odd(n) for n in zr(100) if n ** 2 - 10 * n + 24 == 0))   # Even -> Odd
# example {x y : ℤ} (hx : Odd x) (hy : Odd y) : Odd (x + y + 1)
B(P0402 + "::example:31")(lambda: all(odd(x + y + 1) for x in Z20 for y in Z20 if odd(x) and odd(y)))
M(P0402 + "::example:31#1")(lambda: all(odd(x + y + 1) for x in Z20 for y in Z20 if odd(x)))   # dropped hy
# example (n : ℤ) : Even n ∨ Odd n
B(P0402 + "::example:34")(lambda: all(even(n) or odd(n) for n in zr(100)))
M(P0402 + "::example:34#1")(lambda: all(even(n) and odd(n) for n in zr(100)))   # ∨ -> ∧


if __name__ == '__main__':
    import os
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from held_out_runner import main
    sys.exit(main(BRUTE, MUTANTS))
