#!/usr/bin/env python3
"""Brute forces for the u9 held-out set (math2001 = Heather Macbeth, The Mechanics of Proof,
sections 4.3 - 6.2).

Written straight from the Lean statements and from the definitions they use:
  * Int.ModEq n a b := n ∣ a - b            (Library/Theory/ModEq/Defs.lean of math2001)
  * Int.Odd n := ∃ k, n = 2 * k + 1, Int.Even n := ∃ k, n = 2 * k, same for Nat.Odd / Nat.Even
    (Library/Theory/Parity.lean; Mathlib's Odd/Even agree on ℕ and ℤ)
  * Prime p := 2 ≤ p ∧ ∀ m : ℕ, m ∣ p → m = 1 ∨ m = p                 (Library/Theory/Prime.lean;
    Mathlib's Nat.Prime agrees)
  * forall_sufficiently_large x, P x := ∃ C, ∀ x ≥ C, P x            (Library/Basic.lean)
  * ∃! x, P x := ∃ x, P x ∧ ∀ y, P y → y = x
  * a ∣ b ↔ ∃ c, b = a * c  (so 0 ∣ b ↔ b = 0)
  * the recursive defs of 05_02 and 06_02 (Superpowered, b, x, A, factorial, c, y, B, S)
Each BRUTE function returns True when no assignment in its box violates the statement
(hypotheses are filters, ∃ is searched in a box), False when it finds a violation.
Each MUTANT is a deliberately wrong variant and must return False.
The Library/ files (Basic, Theory/Parity, Theory/Prime, Theory/ModEq/Defs) are part of the batch
(math2001/Library/...); the theorems of Parity.lean and Prime.lean have brute forces of their own.
Only the standard library.  Run: python3 brute_force_held_out_u9.py   (prints ALL OK)
"""
from fractions import Fraction as F
from itertools import product
import math
import os
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


QB = qbox(6, 4)          # rationals in [-6, 6] with denominator ≤ 4
Z12, Z20, Z6 = zr(12), zr(20), zr(6)
N30 = range(0, 31)
N14 = range(0, 15)


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
    """math2001's Prime: 2 ≤ p ∧ ∀ m : ℕ, m ∣ p → m = 1 ∨ m = p.
    For p ≥ 2 every divisor m satisfies 1 ≤ m ≤ p, and a divisor other than 1, p exists
    iff one exists in 2 .. isqrt p (trial division)."""
    if p < 2:
        return False
    for m in range(2, math.isqrt(p) + 1):
        if p % m == 0:
            return False
    return True


def prime_def(p):
    """Prime p read literally (m searched in 0 .. 2p+2), for small p."""
    return 2 <= p and all(m == 1 or m == p for m in range(0, 2 * p + 3) if dvd(m, p))


def imp(a, b):
    return (not a) or b


def taut(n, f):
    """f holds for every assignment of n Prop variables."""
    return all(f(*v) for v in product((False, True), repeat=n))


def exists_unique(box, P):
    """∃! x, P x on a box: some x in the box satisfies P and every y in the box satisfying P is x."""
    sols = [x for x in box if P(x)]
    return len(sols) == 1


def fsl(P, cmax=30, xmax=80):
    """forall_sufficiently_large x : ℕ, P x  :=  ∃ C, ∀ x ≥ C, P x  (C ≤ cmax, x checked up to xmax)."""
    return any(all(P(x) for x in range(C, xmax + 1)) for C in range(0, cmax + 1))


# ---------------------------------------------------------------- file paths
P0403 = "math2001/C04_03_Exists_Unique.lean"
P0404 = "math2001/C04_04_Contradictory_Hypotheses.lean"
P0405 = "math2001/C04_05_Proof_by_Contradiction.lean"
P0501 = "math2001/C05_01_Logical_Equivalence.lean"
P0502 = "math2001/C05_02_Excluded_Middle.lean"
P0503 = "math2001/C05_03_Negation_Algorithm.lean"
P0601 = "math2001/C06_01_Induction.lean"
P0602 = "math2001/C06_02_Recurrence_Relations.lean"

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


# ================================================================ C04_03 Exists unique
QA13 = [a for a in QB if 1 <= a <= 3]


def _e0403_16(lo=1, hi=3, rhs=1):
    # ∃! x : ℚ, ∀ a, a ≥ 1 → a ≤ 3 → (a - x) ^ 2 ≤ 1
    return exists_unique(QB, lambda x: all((a - x) ** 2 <= rhs for a in QB if lo <= a <= hi))


B(P0403 + "::example:16")(lambda: _e0403_16())
M(P0403 + "::example:16#1")(lambda: _e0403_16(rhs=2))     # 1 -> 2 (many x then)
M(P0403 + "::example:16#2")(lambda: _e0403_16(hi=4))      # 3 -> 4 (no x then)


def _e0403_18(power=2, target=0):
    # {x : ℚ} (hx : ∃! a : ℚ, a ^ 2 = x) : x = 0
    return all(x == target for x in QB if exists_unique(QB, lambda a: a ** power == x))


B(P0403 + "::example:18")(lambda: _e0403_18())
M(P0403 + "::example:18#1")(lambda: _e0403_18(power=3))   # a ^ 2 -> a ^ 3
M(P0403 + "::example:18#2")(lambda: _e0403_18(target=1))  # 0 -> 1

# ∃! r : ℤ, 0 ≤ r ∧ r < 5 ∧ 14 ≡ r [ZMOD 5]
B(P0403 + "::example:21")(lambda: exists_unique(Z20, lambda r: 0 <= r < 5 and modeq(5, 14, r)))
M(P0403 + "::example:21#1")(lambda: exists_unique(Z20, lambda r: 0 <= r < 10 and modeq(5, 14, r)))  # 5 -> 10
M(P0403 + "::example:21#2")(lambda: exists_unique(Z20, lambda r: 0 <= r < 4 and modeq(5, 14, r)))   # 5 -> 4
# ∃! x : ℚ, 4 * x - 3 = 9
B(P0403 + "::example:26")(lambda: exists_unique(QB, lambda x: 4 * x - 3 == 9))
M(P0403 + "::example:26#1")(lambda: exists_unique(QB, lambda x: (4 * x - 3) ** 2 == 81))  # squared: x = 3 or -3/2
M(P0403 + "::example:26#2")(lambda: exists_unique(QB, lambda x: (4 * x - 3) ** 2 == 9))   # squared: x = 0 or 3/2
# ∃! n : ℕ, ∀ a, n ≤ a
B(P0403 + "::example:28")(lambda: exists_unique(N30, lambda n: all(n <= a for a in N30)))
M(P0403 + "::example:28#1")(lambda: exists_unique(N30, lambda n: all(n < a for a in N30)))    # ≤ -> <
M(P0403 + "::example:28#2")(lambda: exists_unique(N30, lambda n: all(n <= a + 1 for a in N30)))  # a -> a + 1
# ∃! r : ℤ, 0 ≤ r ∧ r < 3 ∧ 11 ≡ r [ZMOD 3]
B(P0403 + "::example:30")(lambda: exists_unique(Z20, lambda r: 0 <= r < 3 and modeq(3, 11, r)))
M(P0403 + "::example:30#1")(lambda: exists_unique(Z20, lambda r: 0 <= r < 3 and modeq(3, 11, r * r)))  # r -> r ^ 2 (r = 1, 2)


# ================================================================ C04_04 Contradictory hypotheses
# {t : ℤ} (h2 : t < 3) (h : t - 1 = 6) : t = 13     (twice)
def _e0404_14(use_h2=True, c=6):
    return all(t == 13 for t in zr(50) if (not use_h2 or t < 3) and t - 1 == c)


B(P0404 + "::example:14")(lambda: _e0404_14())
M(P0404 + "::example:14#1")(lambda: _e0404_14(use_h2=False))   # dropped h2
B(P0404 + "::example:17")(lambda: _e0404_14())
M(P0404 + "::example:17#1")(lambda: _e0404_14(c=1))            # 6 -> 1 (t = 2 < 3)
# (n : ℤ) (hn : n ^ 2 + n + 1 ≡ 1 [ZMOD 3]) : n ≡ 0 [ZMOD 3] ∨ n ≡ 2 [ZMOD 3]
B(P0404 + "::example:20")(lambda: all(modeq(3, n, 0) or modeq(3, n, 2)
                                      for n in zr(60) if modeq(3, n ** 2 + n + 1, 1)))
M(P0404 + "::example:20#1")(lambda: all(modeq(3, n, 0)
                                        for n in zr(60) if modeq(3, n ** 2 + n + 1, 1)))   # dropped n ≡ 2
M(P0404 + "::example:20#2")(lambda: all(modeq(3, n, 0) or modeq(3, n, 2)
                                        for n in zr(60) if modeq(3, n ** 2 + n + 1, 0)))   # ≡ 1 -> ≡ 0


# {p : ℕ} (hp : 2 ≤ p) (H : ∀ m : ℕ, 1 < m → m < p → ¬m ∣ p) : Prime p
def _e0404_24(lo=2, prime_fn=prime_def):
    return all(prime_fn(p) for p in range(0, 200)
               if 2 <= p and all(not dvd(m, p) for m in range(lo, p)))


B(P0404 + "::example:24")(lambda: _e0404_24())
M(P0404 + "::example:24#1")(lambda: _e0404_24(lo=3))     # 1 < m -> 2 < m  (p = 4 slips through)
B(P0404 + "::example:26")(lambda: prime_def(5))
M(P0404 + "::example:26#1")(lambda: prime_def(9))        # 5 -> 9


# {a b c : ℕ} (ha : 0 < a) (hb : 0 < b) (hc : 0 < c) (h_pyth : a ^ 2 + b ^ 2 = c ^ 2) : 3 ≤ a
def _e0404_29(bound=3):
    return all(bound <= a for a, b, c in product(range(0, 40), repeat=3)
               if 0 < a and 0 < b and 0 < c and a ** 2 + b ** 2 == c ** 2)


B(P0404 + "::example:29")(lambda: _e0404_29())
M(P0404 + "::example:29#1")(lambda: _e0404_29(bound=4))   # 3 -> 4 (3,4,5)
# (n : ℤ) (hn : n ^ 2 ≡ 4 [ZMOD 5]) : n ≡ 2 [ZMOD 5] ∨ n ≡ 3 [ZMOD 5]
B(P0404 + "::example:38")(lambda: all(modeq(5, n, 2) or modeq(5, n, 3) for n in zr(60) if modeq(5, n ** 2, 4)))
M(P0404 + "::example:38#1")(lambda: all(modeq(5, n, 2) for n in zr(60) if modeq(5, n ** 2, 4)))   # dropped n ≡ 3
B(P0404 + "::example:40")(lambda: prime_def(7))
M(P0404 + "::example:40#1")(lambda: prime_def(15))       # 7 -> 15
# {x : ℚ} (h1 : x ^ 2 = 4) (h2 : 1 < x) : x = 2
B(P0404 + "::example:42")(lambda: all(x == 2 for x in QB if x ** 2 == 4 and 1 < x))
M(P0404 + "::example:42#1")(lambda: all(x == 2 for x in QB if x ** 2 == 4))   # dropped h2
# (namespace Nat) (p : ℕ) (h : Prime p) : p = 2 ∨ Odd p
B(P0404 + "::example:46")(lambda: all(p == 2 or odd(p) for p in range(0, 300) if prime(p)))
M(P0404 + "::example:46#1")(lambda: all(odd(p) for p in range(0, 300) if prime(p)))   # dropped p = 2


# ================================================================ C04_05 Proof by contradiction
B(P0405 + "::example:17")(lambda: not dvd(3, 13))                        # ¬ 3 ∣ 13
M(P0405 + "::example:17#1")(lambda: not dvd(3, 12))                      # 13 -> 12
# ¬ (∃ n : ℕ, n ^ 2 = 2)
B(P0405 + "::example:22")(lambda: not any(n ** 2 == 2 for n in range(0, 100)))
M(P0405 + "::example:22#1")(lambda: not any(n ** 2 == 4 for n in range(0, 100)))   # 2 -> 4
# (n : ℤ) : Int.Even n ↔ ¬ Int.Odd n
B(P0405 + "::example:24")(lambda: all(even(n) == (not odd(n)) for n in zr(100)))
M(P0405 + "::example:24#1")(lambda: all(even(n) == (not even(n + 2)) for n in zr(100)))   # Odd n -> Even (n + 2)
# (n : ℤ) : Int.Odd n ↔ ¬ Int.Even n
B(P0405 + "::example:27")(lambda: all(odd(n) == (not even(n)) for n in zr(100)))
M(P0405 + "::example:27#1")(lambda: all(odd(n) == (not even(2 * n)) for n in zr(100)))   # n -> 2 * n
# (n : ℤ) : ¬(n ^ 2 ≡ 2 [ZMOD 3])
B(P0405 + "::example:29")(lambda: all(not modeq(3, n ** 2, 2) for n in zr(100)))
M(P0405 + "::example:29#1")(lambda: all(not modeq(3, n ** 2, 1) for n in zr(100)))   # 2 -> 1


# {p : ℕ} (k l : ℕ) (hk1 : k ≠ 1) (hkp : k ≠ p) (hkl : p = k * l) : ¬(Prime p)
def _e0405_31(use_hkp=True):
    return all(not prime_def(k * l) for k, l in product(range(0, 25), repeat=2)
               if k != 1 and (not use_hkp or k != k * l))


B(P0405 + "::example:31")(lambda: _e0405_31())
M(P0405 + "::example:31#1")(lambda: _e0405_31(use_hkp=False))   # dropped hkp (k = p prime, l = 1)


# (a b : ℤ) (h : ∃ q, b * q < a ∧ a < b * (q + 1)) : ¬b ∣ a
def _e0405_35(strict=True):
    QS = zr(40)
    for a, b in product(Z12, Z12):
        if strict:
            h = any(b * q < a < b * (q + 1) for q in QS)
        else:
            h = any(b * q <= a < b * (q + 1) for q in QS)
        if h and dvd(b, a):
            return False
    return True


B(P0405 + "::example:35")(lambda: _e0405_35())
M(P0405 + "::example:35#1")(lambda: _e0405_35(strict=False))   # b * q < a -> b * q ≤ a


# {p : ℕ} (hp : 2 ≤ p) (T : ℕ) (hTp : p < T ^ 2) (H : ∀ m, 1 < m → m < T → ¬ (m ∣ p)) : Prime p
def _e0405_37(sq=2, plus=0):
    for p, T in product(range(0, 120), range(0, 16)):
        if 2 <= p and p < T ** sq + plus and all(not dvd(m, p) for m in range(2, T)):
            if not prime_def(p):
                return False
    return True


B(P0405 + "::example:37")(lambda: _e0405_37())
M(P0405 + "::example:37#1")(lambda: _e0405_37(plus=1))   # p < T ^ 2 -> p ≤ T ^ 2 (p = 4, T = 2)
B(P0405 + "::example:42")(lambda: prime_def(79))
M(P0405 + "::example:42#1")(lambda: prime_def(77))       # 79 -> 77
B(P0405 + "::example:51")(lambda: not even(7))           # ¬ Int.Even 7
M(P0405 + "::example:51#1")(lambda: not even(8))         # 7 -> 8
# {n : ℤ} (hn : n + 3 = 7) : ¬ (Int.Even n ∧ n ^ 2 = 10)
B(P0405 + "::example:53")(lambda: all(not (even(n) and n ** 2 == 10) for n in zr(50) if n + 3 == 7))
M(P0405 + "::example:53#1")(lambda: all(not (even(n) and n ** 2 == 16) for n in zr(50) if n + 3 == 7))  # 10 -> 16
# ¬ (∃ N : ℕ, ∀ k > N, Nat.Even k)
B(P0405 + "::example:57")(lambda: not any(all(even(k) for k in range(N + 1, 80)) for N in range(0, 40)))
M(P0405 + "::example:57#1")(lambda: not any(all(even(2 * k) for k in range(N + 1, 80)) for N in range(0, 40)))  # k -> 2 k
# (n : ℤ) : ¬(n ^ 2 ≡ 2 [ZMOD 4])
B(P0405 + "::example:59")(lambda: all(not modeq(4, n ** 2, 2) for n in zr(100)))
M(P0405 + "::example:59#1")(lambda: all(not modeq(4, n ** 2, 0) for n in zr(100)))   # 2 -> 0
B(P0405 + "::example:61")(lambda: not prime_def(1))      # ¬ Prime 1
M(P0405 + "::example:61#1")(lambda: not prime_def(2))    # 1 -> 2
B(P0405 + "::example:63")(lambda: prime_def(97))         # Prime 97
M(P0405 + "::example:63#1")(lambda: prime_def(91))       # 97 -> 91


# ================================================================ C05_01 Logical equivalence (Prop)
B(P0501 + "::example:10")(lambda: taut(2, lambda P, Q: imp((P or Q) and not Q, P)))
M(P0501 + "::example:10#1")(lambda: taut(2, lambda P, Q: imp(P or Q, P)))              # dropped h2
B(P0501 + "::example:13")(lambda: taut(2, lambda P, Q: imp(P, P or not Q)))
M(P0501 + "::example:13#1")(lambda: taut(2, lambda P, Q: imp(P, P and not Q)))         # ∨ -> ∧
B(P0501 + "::example:19")(lambda: taut(1, lambda P: (P or P) == P))
M(P0501 + "::example:19#1")(lambda: taut(1, lambda P: (P or not P) == P))              # P ∨ P -> P ∨ ¬P
B(P0501 + "::example:22")(lambda: taut(3, lambda P, Q, R: (P and (Q or R)) == ((P and Q) or (P and R))))
M(P0501 + "::example:22#1")(lambda: taut(3, lambda P, Q, R: (P and (Q or R)) == ((P and Q) or R)))  # P ∧ R -> R
B(P0501 + "::example:41")(lambda: taut(2, lambda P, Q: imp(P and Q, P or Q)))
M(P0501 + "::example:41#1")(lambda: taut(2, lambda P, Q: imp(P or Q, P and Q)))        # swapped ∧ / ∨
B(P0501 + "::example:43")(lambda: taut(3, lambda P, Q, R: imp(imp(P, Q) and imp(P, R) and P, Q and R)))
M(P0501 + "::example:43#1")(lambda: taut(3, lambda P, Q, R: imp(imp(P, Q) and imp(P, R), Q and R)))  # dropped h3
B(P0501 + "::example:45")(lambda: taut(1, lambda P: not (P and not P)))
M(P0501 + "::example:45#1")(lambda: taut(1, lambda P: not (P or not P)))               # ∧ -> ∨
B(P0501 + "::example:47")(lambda: taut(2, lambda P, Q: imp((P == (not Q)) and Q, not P)))
M(P0501 + "::example:47#1")(lambda: taut(2, lambda P, Q: imp((P == Q) and Q, not P)))  # ¬Q -> Q
B(P0501 + "::example:49")(lambda: taut(2, lambda P, Q: imp((P or Q) and imp(Q, P), P)))
M(P0501 + "::example:49#1")(lambda: taut(2, lambda P, Q: imp((P or Q) and imp(P, Q), P)))  # Q → P -> P → Q
B(P0501 + "::example:51")(lambda: taut(3, lambda P, Q, R: imp(P == Q, (P and R) == (Q and R))))
M(P0501 + "::example:51#1")(lambda: taut(3, lambda P, Q, R: imp(P == Q, (P and R) == (Q and not R))))  # R -> ¬R
B(P0501 + "::example:53")(lambda: taut(1, lambda P: (P and P) == P))
M(P0501 + "::example:53#1")(lambda: taut(1, lambda P: (P and not P) == P))             # P ∧ P -> P ∧ ¬P
B(P0501 + "::example:55")(lambda: taut(2, lambda P, Q: (P or Q) == (Q or P)))
M(P0501 + "::example:55#1")(lambda: taut(2, lambda P, Q: (P or Q) == (Q and P)))       # ∨ -> ∧ on the right
B(P0501 + "::example:57")(lambda: taut(2, lambda P, Q: (not (P or Q)) == ((not P) and (not Q))))
M(P0501 + "::example:57#1")(lambda: taut(2, lambda P, Q: (not (P or Q)) == ((not P) or (not Q))))  # ∧ -> ∨


# ================================================================ C05_02 Excluded middle
def superpowered(k, nmax=6):
    """Superpowered k := ∀ n : ℕ, Prime (k ^ k ^ n + 1), n checked in 0 .. nmax (short-circuits
    at the first n that fails; k ^ k ^ n = k ^ (k ^ n))."""
    for n in range(0, nmax + 1):
        if k >= 3 and n >= 3:   # k ^ k ^ n too large to test; every k ≥ 3 already fails at n = 0
            break
        if not prime(k ** (k ** n) + 1):
            return False
    return True


B(P0502 + "::not_superpowered_zero")(lambda: not superpowered(0))
M(P0502 + "::not_superpowered_zero#1")(lambda: not superpowered(1))      # 0 -> 1
B(P0502 + "::superpowered_one")(lambda: superpowered(1))
M(P0502 + "::superpowered_one#1")(lambda: superpowered(2))               # 1 -> 2 (2^32 + 1 = 641 * 6700417)
B(P0502 + "::not_superpowered_three")(lambda: not superpowered(3))
M(P0502 + "::not_superpowered_three#1")(lambda: not superpowered(1))     # 3 -> 1


def _e0502_44(shift=1):
    # ∃ k : ℕ, Superpowered k ∧ ¬ Superpowered (k + 1)
    return any(superpowered(k) and not superpowered(k + shift) for k in range(0, 4))


B(P0502 + "::example:44")(lambda: _e0502_44())
M(P0502 + "::example:44#1")(lambda: any(superpowered(k) and not superpowered(k) for k in range(0, 4)))  # k + 1 -> k
B(P0502 + "::example:47")(lambda: taut(1, lambda P: imp(not (not P), P)))
M(P0502 + "::example:47#1")(lambda: taut(1, lambda P: imp(not P, P)))     # ¬¬P -> ¬P
B(P0502 + "::example:56")(lambda: taut(2, lambda P, Q: imp(not P, not Q) == imp(Q, P)))
M(P0502 + "::example:56#1")(lambda: taut(2, lambda P, Q: imp(not P, not Q) == imp(P, Q)))   # Q → P -> P → Q
B(P0502 + "::example:58")(lambda: _e0502_44())
M(P0502 + "::example:58#1")(lambda: any(superpowered(k) and not superpowered(k + 1) for k in range(2, 4)))  # k ≥ 2


# ================================================================ C05_03 Negation algorithm
B(P0503 + "::example:12")(lambda: taut(2, lambda P, Q: (not (P and Q)) == ((not P) or (not Q))))
M(P0503 + "::example:12#1")(lambda: taut(2, lambda P, Q: (not (P and Q)) == ((not P) and (not Q))))  # ∨ -> ∧

ZN = zr(30)   # inner search box for n (n ^ 2 = m with |m| ≤ 12 needs |n| ≤ 4)


def _e0503_14(neg=True):
    # ¬(∀ m : ℤ, m ≠ 2 → ∃ n : ℤ, n ^ 2 = m) ↔ ∃ m : ℤ, m ≠ 2 ∧ ∀ n : ℤ, n ^ 2 ≠ m
    lhs = all(any(n ** 2 == m for n in ZN) for m in Z12 if m != 2)
    if neg:
        lhs = not lhs
    rhs = any(m != 2 and all(n ** 2 != m for n in ZN) for m in Z12)
    return lhs == rhs


B(P0503 + "::example:14")(lambda: _e0503_14())
M(P0503 + "::example:14#1")(lambda: _e0503_14(neg=False))   # dropped the outer ¬


def _e0503_18(neg=True):
    # ¬(∀ n : ℤ, ∃ m : ℤ, n ^ 2 < m ∧ m < (n + 1) ^ 2) ↔ ∃ n : ℤ, ∀ m : ℤ, n ^ 2 ≥ m ∨ m ≥ (n + 1) ^ 2
    MS = zr(200)
    lhs = all(any(n ** 2 < m < (n + 1) ** 2 for m in MS) for n in Z12)
    if neg:
        lhs = not lhs
    rhs = any(all(n ** 2 >= m or m >= (n + 1) ** 2 for m in MS) for n in Z12)
    return lhs == rhs


B(P0503 + "::example:18")(lambda: _e0503_18())
M(P0503 + "::example:18#1")(lambda: _e0503_18(neg=False))   # dropped the outer ¬
B(P0503 + "::example:33")(lambda: not any(n ** 2 == 2 for n in range(0, 100)))
M(P0503 + "::example:33#1")(lambda: not any(n ** 2 == 9 for n in range(0, 100)))   # 2 -> 9
B(P0503 + "::example:38")(lambda: taut(1, lambda P: (not (not P)) == P))
M(P0503 + "::example:38#1")(lambda: taut(1, lambda P: (not P) == P))               # dropped one ¬
B(P0503 + "::example:40")(lambda: taut(2, lambda P, Q: (not imp(P, Q)) == (P and not Q)))
M(P0503 + "::example:40#1")(lambda: taut(2, lambda P, Q: (not imp(P, Q)) == (Q and not P)))   # swapped P, Q


def _e0503_44():
    # (¬ ∀ a b : ℤ, a * b = 1 → a = 1 ∨ b = 1) ↔ ∃ a b : ℤ, a * b = 1 ∧ a ≠ 1 ∧ b ≠ 1
    lhs = not all(a == 1 or b == 1 for a, b in product(Z12, Z12) if a * b == 1)
    rhs = any(a * b == 1 and a != 1 and b != 1 for a, b in product(Z12, Z12))
    return lhs == rhs


B(P0503 + "::example:44")(lambda: _e0503_44())
M(P0503 + "::example:44#1")(lambda: (not all(a == 1 or b == 1 for a, b in product(Z12, Z12) if a * b == 1))
                            == any(a * b == 1 and a != 1 and b != 1 and a > 0 for a, b in product(Z12, Z12)))  # a > 0 added


def _e0503_49(c=5):
    # ¬ (∃ m : ℤ, ∀ n : ℤ, m = n + 5) ↔ ∀ m : ℤ, ∃ n : ℤ, m ≠ n + 5
    lhs = not any(all(m == n + 5 for n in Z20) for m in Z12)
    rhs = all(any(m != n + c for n in Z20) for m in Z12)
    return lhs == rhs


B(P0503 + "::example:49")(lambda: _e0503_49())
M(P0503 + "::example:49#1")(lambda: (not any(all(m == n + 5 for n in Z20) for m in Z12))
                            == all(any(m == n + 5 and n > 100 for n in Z20) for m in Z12))   # ≠ -> = ∧ n > 100
B(P0503 + "::example:61")(lambda: not even(7))          # ¬ Int.Even 7
M(P0503 + "::example:61#1")(lambda: not even(-6))       # 7 -> -6


# {p : ℕ} (k : ℕ) (hk1 : k ≠ 1) (hkp : k ≠ p) (hk : k ∣ p) : ¬ Prime p
def _e0503_63(use_hk1=True):
    return all(not prime_def(p) for p, k in product(range(0, 60), range(0, 60))
               if (not use_hk1 or k != 1) and k != p and dvd(k, p))


B(P0503 + "::example:63")(lambda: _e0503_63())
M(P0503 + "::example:63#1")(lambda: _e0503_63(use_hk1=False))   # dropped hk1


# ¬ ∃ a : ℤ, ∀ n : ℤ, 2 * a ^ 3 ≥ n * a + 7      (n searched in -400 .. 400: a = ±12 needs |n| ≥ 288)
def _e0503_65(c=7):
    NS = zr(400)
    return not any(all(2 * a ** 3 >= n * a + c for n in NS) for a in Z12)


B(P0503 + "::example:65")(lambda: _e0503_65())
M(P0503 + "::example:65#1")(lambda: _e0503_65(c=-7))   # 7 -> -7 (a = 0 works)


# {p : ℕ} (hp : ¬ Prime p) (hp2 : 2 ≤ p) : ∃ m, 2 ≤ m ∧ m < p ∧ m ∣ p
def _e0503_67(use_hp=True):
    return all(any(2 <= m < p and dvd(m, p) for m in range(0, 120))
               for p in range(0, 120) if (not use_hp or not prime_def(p)) and 2 <= p)


B(P0503 + "::example:67")(lambda: _e0503_67())
M(P0503 + "::example:67#1")(lambda: _e0503_67(use_hp=False))   # dropped hp


# ================================================================ C06_01 Induction (namespace Nat)
B(P0601 + "::example:13")(lambda: all(2 ** n >= n + 1 for n in range(0, 60)))
M(P0601 + "::example:13#1")(lambda: all(2 ** n >= n + 2 for n in range(0, 60)))      # n + 1 -> n + 2
B(P0601 + "::example:16")(lambda: all(even(n) or odd(n) for n in range(0, 100)))
M(P0601 + "::example:16#1")(lambda: all(even(n) for n in range(0, 100)))             # dropped Odd n


# {a b d : ℤ} (h : a ≡ b [ZMOD d]) (n : ℕ) : a ^ n ≡ b ^ n [ZMOD d]
def _e0601_18(plus=0):
    return all(modeq(d, a ** n, b ** n + plus)
               for a, b, d in product(Z6, Z6, Z6) if modeq(d, a, b) for n in range(0, 6))


B(P0601 + "::example:18")(lambda: _e0601_18())
M(P0601 + "::example:18#1")(lambda: _e0601_18(plus=1))   # b ^ n -> b ^ n + 1
# (n : ℕ) : 4 ^ n ≡ 1 [ZMOD 15] ∨ 4 ^ n ≡ 4 [ZMOD 15]
B(P0601 + "::example:20")(lambda: all(modeq(15, 4 ** n, 1) or modeq(15, 4 ** n, 4) for n in range(0, 60)))
M(P0601 + "::example:20#1")(lambda: all(modeq(15, 4 ** n, 1) for n in range(0, 60)))   # dropped ≡ 4
# {n : ℕ} (hn : 2 ≤ n) : (3:ℤ) ^ n ≥ 2 ^ n + 5
B(P0601 + "::example:23")(lambda: all(3 ** n >= 2 ** n + 5 for n in range(0, 60) if 2 <= n))
M(P0601 + "::example:23#1")(lambda: all(3 ** n >= 2 ** n + 5 for n in range(0, 60) if 1 <= n))   # 2 ≤ n -> 1 ≤ n
# forall_sufficiently_large n : ℕ, 2 ^ n ≥ n ^ 2
B(P0601 + "::example:26")(lambda: fsl(lambda n: 2 ** n >= n ** 2))
M(P0601 + "::example:26#1")(lambda: fsl(lambda n: 2 ** n <= n ** 2))      # ≥ -> ≤
B(P0601 + "::example:32")(lambda: all(3 ** n >= n ** 2 + n + 1 for n in range(0, 60)))
M(P0601 + "::example:32#1")(lambda: all(3 ** n >= n ** 2 + n + 2 for n in range(0, 60)))   # + 1 -> + 2
B(P0601 + "::example:36")(lambda: all(modeq(8, 5 ** n, 1) or modeq(8, 5 ** n, 5) for n in range(0, 60)))
M(P0601 + "::example:36#1")(lambda: all(modeq(8, 5 ** n, 1) or modeq(8, 5 ** n, 3) for n in range(0, 60)))   # 5 -> 3
B(P0601 + "::example:38")(lambda: all(modeq(7, 6 ** n, 1) or modeq(7, 6 ** n, 6) for n in range(0, 60)))
M(P0601 + "::example:38#1")(lambda: all(modeq(7, 6 ** n, 6) for n in range(0, 60)))   # dropped ≡ 1
B(P0601 + "::example:40")(lambda: all(modeq(7, 4 ** n, 1) or modeq(7, 4 ** n, 2) or modeq(7, 4 ** n, 4)
                                      for n in range(0, 60)))
M(P0601 + "::example:40#1")(lambda: all(modeq(7, 4 ** n, 1) or modeq(7, 4 ** n, 2)
                                        for n in range(0, 60)))   # dropped ≡ 4
B(P0601 + "::example:43")(lambda: fsl(lambda n: 3 ** n >= 2 ** n + 100))
M(P0601 + "::example:43#1")(lambda: fsl(lambda n: 3 ** n <= 2 ** n + 100))   # ≥ -> ≤
B(P0601 + "::example:45")(lambda: fsl(lambda n: 2 ** n >= n ** 2 + 4))
M(P0601 + "::example:45#1")(lambda: fsl(lambda n: 2 ** n >= n ** 2 + 4, cmax=4))   # C restricted to ≤ 4 (n = 4: 16 < 20)
B(P0601 + "::example:47")(lambda: fsl(lambda n: 2 ** n >= n ** 3))
M(P0601 + "::example:47#1")(lambda: fsl(lambda n: 2 ** n >= n ** 3, cmax=9))   # C ≤ 9 (n = 9: 512 < 729)
M(P0601 + "::example:47#2")(lambda: fsl(lambda n: 2 ** n >= n ** n))          # n ^ 3 -> n ^ n
# theorem Odd.pow {a : ℕ} (ha : Odd a) (n : ℕ) : Odd (a ^ n)
B(P0601 + "::Nat.Odd.pow")(lambda: all(odd(a ** n) for a in range(0, 40) if odd(a) for n in range(0, 12)))
M(P0601 + "::Nat.Odd.pow#1")(lambda: all(odd(a ** n) for a in range(0, 40) for n in range(0, 12)))   # dropped ha
# theorem Nat.even_of_pow_even {a n : ℕ} (ha : Even (a ^ n)) : Even a
B(P0601 + "::Nat.Nat.even_of_pow_even")(lambda: all(even(a) for a in range(0, 40) for n in range(0, 12)
                                                     if even(a ** n)))
M(P0601 + "::Nat.Nat.even_of_pow_even#1")(lambda: all(even(a) for a in range(0, 40) for n in range(0, 12)
                                                       if even(a ** n + a)))   # a ^ n -> a ^ n + a


# ================================================================ C06_02 Recurrence relations (namespace Int)
def seq(f, nmax):
    return [f(n) for n in range(nmax + 1)]


def b_seq(nmax):        # b 0 = 3, b (n+1) = b n ^ 2 - 2  (ℤ)
    v = [3]
    for _ in range(nmax):
        v.append(v[-1] ** 2 - 2)
    return v


def x_seq(nmax):        # x 0 = 5, x (n+1) = 2 * x n - 1  (ℤ)
    v = [5]
    for _ in range(nmax):
        v.append(2 * v[-1] - 1)
    return v


def A_seq(nmax):        # A 0 = 0, A (n+1) = A n + (n + 1)  (ℚ)
    v = [F(0)]
    for n in range(nmax):
        v.append(v[-1] + (n + 1))
    return v


def factorial(n):       # factorial 0 = 1, factorial (n+1) = (n + 1) * factorial n
    r = 1
    for k in range(1, n + 1):
        r *= k
    return r


def c_seq(nmax):        # c 0 = 7, c (n+1) = 3 * c n - 10  (ℤ)
    v = [7]
    for _ in range(nmax):
        v.append(3 * v[-1] - 10)
    return v


def y_seq(nmax):        # y 0 = 2, y (n+1) = (y n) ^ 2  (ℕ)
    v = [2]
    for _ in range(nmax):
        v.append(v[-1] ** 2)
    return v


def B_seq(nmax):        # B 0 = 0, B (n+1) = B n + (n + 1 : ℚ) ^ 2
    v = [F(0)]
    for n in range(nmax):
        v.append(v[-1] + F(n + 1) ** 2)
    return v


def S_seq(nmax):        # S 0 = 1, S (n+1) = S n + 1 / 2 ^ (n + 1)  (ℚ)
    v = [F(1)]
    for n in range(nmax):
        v.append(v[-1] + F(1, 2 ** (n + 1)))
    return v


NB = 12
B(P0602 + "::example:27")(lambda: all(odd(v) for v in b_seq(NB)))                 # Odd (b n)
M(P0602 + "::example:27#1")(lambda: all(odd(v + 1) for v in b_seq(NB)))            # b n -> b n + 1
B(P0602 + "::example:35")(lambda: all(modeq(4, v, 1) for v in x_seq(40)))          # x n ≡ 1 [ZMOD 4]
M(P0602 + "::example:35#1")(lambda: all(modeq(8, v, 1) for v in x_seq(40)))        # ZMOD 4 -> ZMOD 8 (x 0 = 5)
B(P0602 + "::example:37")(lambda: all(v == 2 ** (n + 2) + 1 for n, v in enumerate(x_seq(40))))
M(P0602 + "::example:37#1")(lambda: all(v == 2 ** (n + 2) - 1 for n, v in enumerate(x_seq(40))))   # + 1 -> - 1
B(P0602 + "::example:45")(lambda: all(v == F(n * (n + 1), 2) for n, v in enumerate(A_seq(60))))
M(P0602 + "::example:45#1")(lambda: all(v == F(n * (n + 1), 3) for n, v in enumerate(A_seq(60))))  # / 2 -> / 3


# (n : ℕ) : ∀ d, 1 ≤ d → d ≤ n → d ∣ n !
def _e0602_56(lo=1, hi_plus=0):
    return all(dvd(d, factorial(n)) for n in range(0, 30) for d in range(0, 40) if lo <= d <= n + hi_plus)


B(P0602 + "::example:56")(lambda: _e0602_56())
M(P0602 + "::example:56#1")(lambda: _e0602_56(hi_plus=1))   # d ≤ n -> d ≤ n + 1
M(P0602 + "::example:56#2")(lambda: _e0602_56(lo=0))        # 1 ≤ d -> 0 ≤ d (0 ∤ n!)
B(P0602 + "::example:58")(lambda: all(factorial(n + 1) >= 2 ** n for n in range(0, 60)))
M(P0602 + "::example:58#1")(lambda: all(factorial(n + 1) >= 2 ** (n + 1) for n in range(0, 60)))   # 2 ^ n -> 2 ^ (n + 1)
B(P0602 + "::example:68")(lambda: all(odd(v) for v in c_seq(40)))                 # Odd (c n)
M(P0602 + "::example:68#1")(lambda: all(even(v) for v in c_seq(40)))              # Odd -> Even
B(P0602 + "::example:70")(lambda: all(v == 2 * 3 ** n + 5 for n, v in enumerate(c_seq(40))))
M(P0602 + "::example:70#1")(lambda: all(v == 2 * 3 ** n + 7 for n, v in enumerate(c_seq(40))))   # 5 -> 7
B(P0602 + "::example:76")(lambda: all(v == 2 ** (2 ** n) for n, v in enumerate(y_seq(NB))))
M(P0602 + "::example:76#1")(lambda: all(v == 2 ** (2 * n + 1) for n, v in enumerate(y_seq(NB))))   # 2 ^ n -> 2 n + 1
B(P0602 + "::example:82")(lambda: all(v == F(n * (n + 1) * (2 * n + 1), 6) for n, v in enumerate(B_seq(60))))
M(P0602 + "::example:82#1")(lambda: all(v == F(n * (n + 1) * (2 * n - 1), 6) for n, v in enumerate(B_seq(60))))  # 2n+1 -> 2n-1
B(P0602 + "::example:88")(lambda: all(v == 2 - F(1, 2 ** n) for n, v in enumerate(S_seq(60))))
M(P0602 + "::example:88#1")(lambda: all(v == 2 - F(1, 2 ** (n + 1)) for n, v in enumerate(S_seq(60))))  # 2 ^ n -> 2 ^ (n + 1)
B(P0602 + "::example:90")(lambda: all(0 < factorial(n) for n in range(0, 60)))
M(P0602 + "::example:90#1")(lambda: all(1 < factorial(n) for n in range(0, 60)))   # 0 < -> 1 <
B(P0602 + "::example:92")(lambda: all(even(factorial(n)) for n in range(0, 60) if 2 <= n))
M(P0602 + "::example:92#1")(lambda: all(even(factorial(n)) for n in range(0, 60) if 1 <= n))   # 2 ≤ n -> 1 ≤ n
B(P0602 + "::example:94")(lambda: all(factorial(n + 1) <= (n + 1) ** n for n in range(0, 60)))
M(P0602 + "::example:94#1")(lambda: all(factorial(n + 1) <= n ** n for n in range(0, 60)))   # (n + 1) ^ n -> n ^ n


# ================================================================ Library/Theory/Parity.lean
PPAR = "math2001/Library/Theory/Parity.lean"
PPRI = "math2001/Library/Theory/Prime.lean"


def even_def(n):
    """Int.Even n / Nat.Even n := ∃ k, n = 2 * k   (a witness has |k| ≤ |n|)"""
    return any(n == 2 * k for k in zr(abs(n)))


def odd_def(n):
    """Int.Odd n / Nat.Odd n := ∃ k, n = 2 * k + 1   (a witness has |k| ≤ |n|)"""
    return any(n == 2 * k + 1 for k in zr(abs(n)))


def even_def_nat(n):     # k : ℕ
    return any(n == 2 * k for k in range(0, n + 1))


def odd_def_nat(n):      # k : ℕ
    return any(n == 2 * k + 1 for k in range(0, n + 1))


B(PPAR + "::Int.even_or_odd")(lambda: all(even_def(n) or odd_def(n) for n in zr(60)))
M(PPAR + "::Int.even_or_odd#1")(lambda: all(even_def(n) or odd_def(n + 1) for n in zr(60)))   # Odd n -> Odd (n + 1)
B(PPAR + "::Int.odd_iff_not_even")(lambda: all(odd_def(n) == (not even_def(n)) for n in zr(60)))
M(PPAR + "::Int.odd_iff_not_even#1")(lambda: all(odd_def(n) == (not even_def(n + 1)) for n in zr(60)))   # n -> n + 1
B(PPAR + "::Int.even_iff_not_odd")(lambda: all(even_def(n) == (not odd_def(n)) for n in zr(60)))
M(PPAR + "::Int.even_iff_not_odd#1")(lambda: all(even_def(n) == odd_def(n) for n in zr(60)))   # dropped ¬
B(PPAR + "::Nat.even_or_odd")(lambda: all(even_def_nat(n) or odd_def_nat(n) for n in range(0, 80)))
M(PPAR + "::Nat.even_or_odd#1")(lambda: all(even_def_nat(n) for n in range(0, 80)))   # dropped Odd n
B(PPAR + "::Nat.odd_iff_not_even")(lambda: all(odd_def_nat(n) == (not even_def_nat(n)) for n in range(0, 80)))
M(PPAR + "::Nat.odd_iff_not_even#1")(lambda: all(odd_def_nat(n) == (not even_def_nat(2 * n)) for n in range(0, 80)))  # n -> 2 * n
B(PPAR + "::Nat.even_iff_not_odd")(lambda: all(even_def_nat(n) == (not odd_def_nat(n)) for n in range(0, 80)))
M(PPAR + "::Nat.even_iff_not_odd#1")(lambda: all(even_def_nat(n) == (not odd_def_nat(n + 3)) for n in range(0, 80)))  # n -> n + 3


# ================================================================ Library/Theory/Prime.lean
# theorem prime_test {p : ℕ} (hp : 2 ≤ p) (H : ∀ m : ℕ, 1 < m → m < p → ¬m ∣ p) : Prime p
B(PPRI + "::prime_test")(lambda: _e0404_24())
M(PPRI + "::prime_test#1")(lambda: _e0404_24(lo=3))      # 1 < m -> 2 < m  (p = 4 slips through)
# lemma better_prime_test {p : ℕ} (hp : 2 ≤ p) (T : ℕ) (hTp : p < T ^ 2) (H : ∀ m, 1 < m → m < T → ¬ (m ∣ p)) : Prime p
B(PPRI + "::better_prime_test")(lambda: _e0405_37())
M(PPRI + "::better_prime_test#1")(lambda: _e0405_37(plus=1))   # p < T ^ 2 -> p ≤ T ^ 2 (p = 4, T = 2)
# lemma not_prime_one : ¬ Prime 1
B(PPRI + "::not_prime_one")(lambda: not prime_def(1))
M(PPRI + "::not_prime_one#1")(lambda: not prime_def(3))   # 1 -> 3
# lemma prime_two : Prime 2
B(PPRI + "::prime_two")(lambda: prime_def(2))
M(PPRI + "::prime_two#1")(lambda: prime_def(4))           # 2 -> 4
# lemma not_prime {p : ℕ} (k l : ℕ) (hk1 : k ≠ 1) (hkp : k ≠ p) (hkl : p = k * l) : ¬(Prime p)
B(PPRI + "::not_prime")(lambda: _e0405_31())
M(PPRI + "::not_prime#1")(lambda: _e0405_31(use_hkp=False))   # dropped hkp (k = p prime, l = 1)
# theorem exists_factor_of_not_prime {p : ℕ} (hp : ¬ Prime p) (hp2 : 2 ≤ p) : ∃ m, 2 ≤ m ∧ m < p ∧ m ∣ p
B(PPRI + "::exists_factor_of_not_prime")(lambda: _e0503_67())
M(PPRI + "::exists_factor_of_not_prime#1")(lambda: _e0503_67(use_hp=False))   # dropped hp


# theorem exists_prime_factor {n : ℕ} (hn2 : 2 ≤ n) : ∃ p : ℕ, Prime p ∧ p ∣ n
def _lib_exists_prime_factor(lo=2):
    # p ∣ n with n ≥ 1 forces p ≤ n, so p in 0 .. n is exact
    return all(any(prime_def(p) and dvd(p, n) for p in range(0, n + 1)) for n in range(0, 120) if lo <= n)


B(PPRI + "::exists_prime_factor")(lambda: _lib_exists_prime_factor())
M(PPRI + "::exists_prime_factor#1")(lambda: _lib_exists_prime_factor(lo=1))   # 2 ≤ n -> 1 ≤ n (n = 1)


if __name__ == '__main__':
    import os
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from held_out_runner import main
    sys.exit(main(BRUTE, MUTANTS))
