"""Brute forces for the held-out set /work/unseen/u14 (math2001, chapters 8.2 - 10.1),
written from the Lean definitions in the corpus files (not from pychecks).

Each BRUTE function returns True when no assignment in its box violates the
statement (hypotheses act as filters, existentials are searched in the box),
False when a violation is found.  MUTANTS are deliberately wrong variants that
must return False.  Run: python3 brute_force_held_out_u14.py
"""
import itertools
import sys
from fractions import Fraction as Q

N = 30                     # box for ℕ variables (1-2 variables)
N3 = 14                    # box for ℕ variables (3 variables)
ZS = range(-12, 13)        # box for ℤ variables
ZW = range(-40, 41)        # wider ℤ box (search space for existentials / preimages)

# ---------------------------------------------------------------- helpers


def nsub(a, b):            # ℕ subtraction truncates at 0
    return a - b if a >= b else 0


def dvd(a, b):             # a ∣ b  (0 ∣ b ↔ b = 0), on ℕ or ℤ
    return b == 0 if a == 0 else b % a == 0


def modeq(n, a, b):        # a ≡ b [ZMOD n]  :=  n ∣ a - b   (Library/Theory/ModEq/Defs.lean)
    return dvd(n, a - b)


def ex(rng, p):            # ∃ searched in a box
    return any(p(k) for k in rng)


def int_even(n):           # Int.Even n := ∃ k, n = 2 * k   (Library/Theory/Parity.lean)
    return ex(range(-abs(n) - 1, abs(n) + 2), lambda k: n == 2 * k)


def int_odd(n):            # Int.Odd n := ∃ k, n = 2 * k + 1
    return ex(range(-abs(n) - 1, abs(n) + 2), lambda k: n == 2 * k + 1)


def nat_even(n):           # Nat.Even n := ∃ k, n = 2 * k   (and Mathlib's Even on ℕ agrees)
    return ex(range(0, n + 1), lambda k: n == 2 * k)


def nat_odd(n):            # Nat.Odd n / Mathlib Odd on ℕ: ∃ k, n = 2 * k + 1
    return ex(range(0, n + 1), lambda k: n == 2 * k + 1)


def injective(f, dom):
    seen = {}
    for x in dom:
        y = f(x)
        if y in seen and seen[y] != x:
            return False
        seen[y] = x
    return True


def surjective(f, dom, targets):
    img = {f(x) for x in dom}
    return all(t in img for t in targets)


def bijective(f, dom, targets):
    return injective(f, dom) and surjective(f, dom, targets)


def all_functions(dom, cod):
    """every function dom → cod (finite), as a dict-lookup closure"""
    for vals in itertools.product(cod, repeat=len(dom)):
        table = dict(zip(dom, vals))
        yield (lambda t: (lambda x: t[x]))(table)


# relations: Reflexive r := ∀ x, r x x; Symmetric := ∀ ⦃x y⦄, r x y → r y x;
# AntiSymmetric (Mathlib.Init.Logic) := ∀ ⦃x y⦄, r x y → r y x → x = y;
# Transitive := ∀ ⦃x y z⦄, r x y → r y z → r x z
def reflexive(r, dom):
    return all(r(x, x) for x in dom)


def symmetric(r, dom):
    return all(r(y, x) for x in dom for y in dom if r(x, y))


def antisymmetric(r, dom):
    return all(x == y for x in dom for y in dom if r(x, y) and r(y, x))


def transitive(r, dom):
    dom = list(dom)
    return all(r(x, z) for x in dom for y in dom if r(x, y) for z in dom if r(y, z))


def qgrid(d, m):
    """rationals k/d with |k/d| ≤ m"""
    return [Q(k, d) for k in range(-m * d, m * d + 1)]


QS = sorted(set(qgrid(12, 1)) | set(qgrid(1, 4)))   # small ℚ box: multiples of 1/12 in [-1,1], integers -4..4
QT = qgrid(12, 1)                                   # ℚ target box for surjectivity: multiples of 1/12 in [-1, 1]

ZZ = [(a, b) for a in ZS for b in ZS]
ZZW = [(a, b) for a in ZW for b in ZW]
R2 = [(a, b) for a in range(N) for b in range(N)]

# ---------------------------------------------------------------- finite types
CELESTIAL = ['sun', 'moon']
SUBATOMIC = ['proton', 'neutron', 'electron']
ELEMENT = ['fire', 'water', 'earth', 'air']
HUMOUR = ['melancholic', 'choleric', 'phlegmatic', 'sanguine']
HAND = ['rock', 'paper', 'scissors']
LITTLE = ['meg', 'jo', 'beth', 'amy']

f_cel = {'sun': 'proton', 'moon': 'electron'}.get                          # C08_02 `f`
e_elt = {'fire': 'earth', 'water': 'air', 'earth': 'fire', 'air': 'water'}.get  # C08_02 `e`
p_hum = {'melancholic': 'choleric', 'choleric': 'sanguine',
         'phlegmatic': 'phlegmatic', 'sanguine': 'melancholic'}.get         # C08_03 `p`
q_hum = {'melancholic': 'sanguine', 'choleric': 'melancholic',
         'phlegmatic': 'phlegmatic', 'sanguine': 'choleric'}.get            # C08_03 `q`


def inverse(f, g, dom_f, dom_g):     # Inverse f g := g ∘ f = id ∧ f ∘ g = id
    return all(g(f(x)) == x for x in dom_f) and all(f(g(y)) == y for y in dom_g)


R_HAND = {('rock', 'paper'), ('paper', 'scissors'), ('scissors', 'rock')}   # C10_01 `r` (True entries)


def r_hand(x, y):
    return (x, y) in R_HAND


S_FALSE = {('jo', 'amy'), ('beth', 'beth'), ('amy', 'jo')}                # C10_01 `s` (False entries)


def s_little(x, y):
    return (x, y) not in S_FALSE


# C08_04: A 0 = 0, A (n+1) = A n + n + 1;  p (a, b) = A (a + b) + b;  i (0, b) = (b+1, 0), i (a+1, b) = (a, b+1)
def A(n):
    r = 0
    for k in range(n):
        r = r + k + 1
    return r


def p_pair(x):
    a, b = x
    return A(a + b) + b


def i_pair(x):
    a, b = x
    return (b + 1, 0) if a == 0 else (a - 1, b + 1)


# C09_03: U 0 = univ, U (n+1) = {x | ∃ y ∈ U n, x = 2 * y}
def mem_U(n, x):
    if n == 0:
        return True
    return ex(range(-abs(x) - 1, abs(x) + 2), lambda y: x == 2 * y and mem_U(n - 1, y))


# ---------------------------------------------------------------- keys
F82 = 'math2001/C08_02_Bijective.lean::'
F83 = 'math2001/C08_03_Composition.lean::'
F84 = 'math2001/C08_04_Product_Types.lean::'
F91 = 'math2001/C09_01_Sets.lean::'
F92 = 'math2001/C09_02_Set_Operations.lean::'
F93 = 'math2001/C09_03_Powerset.lean::'
F101 = 'math2001/C10_01_Introduction.lean::'

BRUTE = {}
MUTANTS = {}

# ================================================================ C08_02 Bijective
BRUTE[F82 + 'example:43'] = lambda: not bijective(f_cel, CELESTIAL, SUBATOMIC)
MUTANTS[F82 + 'example:43#1'] = lambda: not injective(f_cel, CELESTIAL)       # ¬ Bijective -> ¬ Injective
BRUTE[F82 + 'example:49'] = lambda: all(bijective(f, CELESTIAL, CELESTIAL)
                                        for f in all_functions(CELESTIAL, CELESTIAL) if injective(f, CELESTIAL))
MUTANTS[F82 + 'example:49#1'] = lambda: all(bijective(f, CELESTIAL, SUBATOMIC)  # codomain -> Subatomic
                                            for f in all_functions(CELESTIAL, SUBATOMIC) if injective(f, CELESTIAL))
MUTANTS[F82 + 'example:49#2'] = lambda: all(bijective(f, CELESTIAL, CELESTIAL)  # hypothesis Injective f dropped
                                            for f in all_functions(CELESTIAL, CELESTIAL))
BRUTE[F82 + 'example:81'] = lambda: bijective(e_elt, ELEMENT, ELEMENT)
BRUTE[F82 + 'example:83'] = lambda: not bijective(e_elt, ELEMENT, ELEMENT)
MUTANTS[F82 + 'example:81#1'] = lambda: bijective(lambda x: 'fire' if x == 'air' else e_elt(x), ELEMENT, ELEMENT)  # air => water changed to air => fire
BRUTE[F82 + 'example:86'] = lambda: all(bijective(f, SUBATOMIC, SUBATOMIC)
                                        for f in all_functions(SUBATOMIC, SUBATOMIC) if injective(f, SUBATOMIC))
MUTANTS[F82 + 'example:86#1'] = lambda: all(bijective(f, SUBATOMIC, SUBATOMIC)  # Injective f -> f proton ≠ f neutron
                                            for f in all_functions(SUBATOMIC, SUBATOMIC) if f('proton') != f('neutron'))
BRUTE[F82 + 'example:89'] = lambda: all(bijective(f, ELEMENT, ELEMENT)
                                        for f in all_functions(ELEMENT, ELEMENT) if injective(f, ELEMENT))
MUTANTS[F82 + 'example:89#1'] = lambda: all(bijective(f, ELEMENT, ELEMENT)   # hypothesis Injective f dropped
                                            for f in all_functions(ELEMENT, ELEMENT))

# ================================================================ C08_03 Composition
BRUTE[F83 + 'example:52'] = lambda: inverse(p_hum, q_hum, HUMOUR, HUMOUR)
MUTANTS[F83 + 'example:52#1'] = lambda: inverse(p_hum, p_hum, HUMOUR, HUMOUR)  # Inverse p q -> Inverse p p

# ================================================================ C08_04 Product types
q84 = lambda m: (m + 1, 2 - m)
BRUTE[F84 + 'example:18'] = lambda: injective(q84, ZW)
MUTANTS[F84 + 'example:18#1'] = lambda: injective(lambda m: (m * m + 1, 2 - m * m), ZW)  # m -> m^2
BRUTE[F84 + 'example:21'] = lambda: not surjective(q84, ZW, ZZ)
MUTANTS[F84 + 'example:21#1'] = lambda: not surjective(lambda m: m + 1, ZW, ZS)        # second component dropped
f24 = lambda x: (x[0] + x[1], x[0] + 2 * x[1])
BRUTE[F84 + 'example:24'] = lambda: bijective(f24, ZZW, ZZ)
MUTANTS[F84 + 'example:24#1'] = lambda: bijective(lambda x: (x[0] + x[1], x[0] + 3 * x[1]), ZZW, ZZ)  # 2 * n -> 3 * n
f29 = lambda x: (x[0] + x[1], x[0] - x[1])
BRUTE[F84 + 'example:29'] = lambda: not bijective(f29, ZZW, ZZ)
MUTANTS[F84 + 'example:29#1'] = lambda: not bijective(lambda x: (x[0] + x[1], x[1]), ZZW, ZZ)  # m - n -> n
f40 = lambda x: 5 * x[0] + 8 * x[1]
BRUTE[F84 + 'example:40'] = lambda: not injective(f40, ZZ)
MUTANTS[F84 + 'example:40#1'] = lambda: not injective(lambda m: 5 * m, ZS)                 # n dropped: m ↦ 5 * m on ℤ
BRUTE[F84 + 'example:42'] = lambda: surjective(f40, ZZW, ZW)
MUTANTS[F84 + 'example:42#1'] = lambda: surjective(lambda x: 6 * x[0] + 8 * x[1], ZZW, ZS)  # 5 -> 6
f45 = lambda x: 5 * x[0] + 10 * x[1]
BRUTE[F84 + 'example:45'] = lambda: not injective(f45, ZZ)
MUTANTS[F84 + 'example:45#1'] = lambda: not injective(lambda x: (5 * x[0] + 10 * x[1], x[1]), ZZ)  # paired with n
BRUTE[F84 + 'example:47'] = lambda: not surjective(f45, ZZW, ZS)
MUTANTS[F84 + 'example:47#1'] = lambda: not surjective(lambda x: 5 * x[0] + 11 * x[1], ZZW, ZS)  # 10 -> 11
BRUTE[F84 + 'A_mono'] = lambda: all(A(n) <= A(m) for n, m in R2 if n <= m)
MUTANTS[F84 + 'A_mono#1'] = lambda: all(A(n) < A(m) for n, m in R2 if n <= m)           # ≤ -> <
R4 = list(itertools.product(range(12), repeat=4))
BRUTE[F84 + 'of_A_add_mono'] = lambda: all(a1 + b1 <= a2 + b2 for a1, a2, b1, b2 in R4
                                           if A(a1 + b1) + b1 <= A(a2 + b2) + b2)
MUTANTS[F84 + 'of_A_add_mono#1'] = lambda: all(b1 <= b2 for a1, a2, b1, b2 in R4           # conclusion a1 + b1 ≤ a2 + b2 -> b1 ≤ b2
                                               if A(a1 + b1) + b1 <= A(a2 + b2) + b2)
BRUTE[F84 + 'p_comp_i'] = lambda: all(p_pair(i_pair(x)) == p_pair(x) + 1 for x in R2)
MUTANTS[F84 + 'p_comp_i#1'] = lambda: all(p_pair(i_pair(i_pair(x))) == p_pair(x) + 1 for x in R2)  # i applied twice
R2S = [(a, b) for a in range(N) for b in range(N)]
BRUTE[F84 + 'example:77'] = lambda: bijective(p_pair, R2S, range(200))
MUTANTS[F84 + 'example:77#1'] = lambda: bijective(lambda x: A(x[0] + x[1]) + x[0] + x[1], R2S, range(200))  # + b -> + a + b
QW = qgrid(12, 2)
QWQ = [(a, b) for a in QW for b in QW]
f82 = lambda x: (x[1], x[0] - x[1])
QTQ = [(a, b) for a in QT for b in QT]
BRUTE[F84 + 'example:82'] = lambda: bijective(f82, QWQ, QTQ)
MUTANTS[F84 + 'example:82#1'] = lambda: bijective(lambda x: (x[1], x[0] * x[1]), QWQ, QTQ)  # r - s -> r * s
f84 = lambda x: x[0] - 2 * x[1] - 1
BRUTE[F84 + 'example:84'] = lambda: not injective(f84, ZZ)
MUTANTS[F84 + 'example:84#1'] = lambda: not injective(lambda x: (x[0] - 2 * x[1] - 1, x[1]), ZZ)  # paired with y
BRUTE[F84 + 'example:85'] = lambda: surjective(f84, ZZW, ZW)
MUTANTS[F84 + 'example:85#1'] = lambda: surjective(lambda x: 2 * x[0] - 2 * x[1] - 1, ZZW, ZS)  # x -> 2 * x
QG24 = qgrid(24, 1)
QG24Q = [(a, b) for a in QG24 for b in QG24]
BRUTE[F84 + 'example:87'] = lambda: not surjective(lambda x: x[0] ** 2 + x[1] ** 2, QG24Q, QT)
MUTANTS[F84 + 'example:87#1'] = lambda: not surjective(lambda x: x[0] ** 2 - x[1] ** 2, QG24Q, QT)  # + -> -
BRUTE[F84 + 'example:89'] = lambda: surjective(lambda x: x[0] ** 2 - x[1] ** 2, QG24Q, QT)
MUTANTS[F84 + 'example:89#1'] = lambda: surjective(lambda x: x[0] ** 2 + x[1] ** 2, QG24Q, QT)      # - -> +
MUTANTS[F84 + 'example:89#2'] = lambda: surjective(lambda x: x[0] ** 2 - 4 * x[1] ** 2, QG24Q, QT)  # y -> 2 * y (box-limited)
QN = [(a, b) for a in QW for b in range(4)]
BRUTE[F84 + 'example:91'] = lambda: surjective(lambda x: x[0] ** x[1], QN, QT)
MUTANTS[F84 + 'example:91#1'] = lambda: surjective(lambda x: x[0] ** (x[1] + 2), QN, QT)  # b -> b + 2 (only squares-ish)

# ================================================================ C09_01 Sets
BRUTE[F91 + 'example:16'] = lambda: 1 <= 3
MUTANTS[F91 + 'example:16#1'] = lambda: 4 <= 3                                           # 1 -> 4
BRUTE[F91 + 'example:20'] = lambda: not nat_odd(10)
MUTANTS[F91 + 'example:20#1'] = lambda: not nat_odd(11)                                  # 10 -> 11
BRUTE[F91 + 'example:24'] = lambda: all(dvd(2, a) for a in range(100) if dvd(4, a))
MUTANTS[F91 + 'example:24#1'] = lambda: all(dvd(3, a) for a in range(100) if dvd(4, a))  # 2 -> 3
BRUTE[F91 + 'example:30'] = lambda: all(int_odd(x) == ex(ZW, lambda k: x == 2 * k - 1) for x in ZS)
MUTANTS[F91 + 'example:30#1'] = lambda: all(int_odd(x) == ex(ZW, lambda k: x == 2 * k - 2) for x in ZS)  # - 1 -> - 2
BRUTE[F91 + 'example:33'] = lambda: ex(range(N), lambda a: dvd(4, a) != dvd(2, a))
MUTANTS[F91 + 'example:33#1'] = lambda: ex(range(N), lambda a: dvd(4, a) != dvd(4, a))   # 2 ∣ b -> 4 ∣ b
BRUTE[F91 + 'example:36'] = lambda: all(dvd(8, 5 * k) == dvd(8, k) for k in ZW)
MUTANTS[F91 + 'example:36#1'] = lambda: all(dvd(8, 5 * k) == dvd(16, k) for k in ZW)     # 8 ∣ l -> 16 ∣ l
BRUTE[F91 + 'example:42'] = lambda: all(t < 10 for t in (Q(1), Q(3), Q(6)))
MUTANTS[F91 + 'example:42#1'] = lambda: all(t < 5 for t in (Q(1), Q(3), Q(6)))          # 10 -> 5
BRUTE[F91 + 'example:47'] = lambda: Q(4) < 3
BRUTE[F91 + 'example:49'] = lambda: not (Q(4) < 3)
MUTANTS[F91 + 'example:49#1'] = lambda: not (Q(2) < 3)                                    # 4 -> 2
BRUTE[F91 + 'example:51'] = lambda: dvd(6, 42)
BRUTE[F91 + 'example:53'] = lambda: not dvd(6, 42)
MUTANTS[F91 + 'example:51#1'] = lambda: dvd(5, 42)                                        # 6 -> 5
BRUTE[F91 + 'example:56'] = lambda: dvd(5, 8)
BRUTE[F91 + 'example:58'] = lambda: not dvd(5, 8)
MUTANTS[F91 + 'example:58#1'] = lambda: not dvd(5, 10)                                    # 8 -> 10
BRUTE[F91 + 'example:60'] = lambda: nat_odd(11)
BRUTE[F91 + 'example:62'] = lambda: not nat_odd(11)
MUTANTS[F91 + 'example:60#1'] = lambda: nat_odd(12)                                       # 11 -> 12
BRUTE[F91 + 'example:70'] = lambda: all(dvd(5, a) for a in range(200) if dvd(20, a))
BRUTE[F91 + 'example:72'] = lambda: ex(range(200), lambda a: dvd(20, a) and not dvd(5, a))
MUTANTS[F91 + 'example:70#1'] = lambda: all(dvd(8, a) for a in range(200) if dvd(20, a))  # 5 -> 8
BRUTE[F91 + 'example:75'] = lambda: all(dvd(20, a) for a in range(200) if dvd(5, a))
BRUTE[F91 + 'example:77'] = lambda: ex(range(200), lambda a: dvd(5, a) and not dvd(20, a))
MUTANTS[F91 + 'example:77#1'] = lambda: ex(range(200), lambda a: dvd(40, a) and not dvd(20, a))  # 5 -> 40
BRUTE[F91 + 'example:79'] = lambda: all(0 <= r for r in ZS if dvd(3, r))
BRUTE[F91 + 'example:81'] = lambda: ex(ZS, lambda r: dvd(3, r) and not (0 <= r))
MUTANTS[F91 + 'example:81#1'] = lambda: ex(ZS, lambda r: dvd(3, r) and not (0 <= r * r))  # s -> s^2
ZGE = range(-12, 200)
BRUTE[F91 + 'example:83'] = lambda: all(n ** 3 - 7 * n ** 2 >= 4 * n for n in ZGE if n >= 10)
BRUTE[F91 + 'example:85'] = lambda: ex(ZGE, lambda n: n >= 10 and not (n ** 3 - 7 * n ** 2 >= 4 * n))
MUTANTS[F91 + 'example:83#1'] = lambda: all(n ** 3 - 7 * n ** 2 >= 4 * n for n in ZGE if n >= 7)  # 10 -> 7
BRUTE[F91 + 'example:89'] = lambda: all(int_even(n) == modeq(2, n, 6) for n in ZW)
BRUTE[F91 + 'example:91'] = lambda: ex(ZW, lambda n: int_even(n) != modeq(2, n, 6))
MUTANTS[F91 + 'example:89#1'] = lambda: all(int_even(n) == modeq(2, n, 7) for n in ZW)   # 6 -> 7
BRUTE[F91 + 'example:99'] = lambda: all(dvd(8, 6 * k) == dvd(8, k) for k in ZW)
BRUTE[F91 + 'example:101'] = lambda: ex(ZW, lambda k: dvd(8, 6 * k) != dvd(8, k))
BRUTE[F91 + 'example:103'] = lambda: all(dvd(7, 9 * k) == dvd(7, k) for k in ZW)
BRUTE[F91 + 'example:105'] = lambda: ex(ZW, lambda k: dvd(7, 9 * k) != dvd(7, k))
MUTANTS[F91 + 'example:103#1'] = lambda: all(dvd(9, 6 * k) == dvd(9, k) for k in ZW)     # 7, 9 -> 9, 6
MUTANTS[F91 + 'example:101#1'] = lambda: ex(ZW, lambda k: dvd(8, 5 * k) != dvd(8, k))    # 6 -> 5
BRUTE[F91 + 'example:108'] = lambda: all((n in (1, 2, 3)) == (n in (1, 2)) for n in range(N))
BRUTE[F91 + 'example:110'] = lambda: ex(range(N), lambda n: (n in (1, 2, 3)) != (n in (1, 2)))
MUTANTS[F91 + 'example:110#1'] = lambda: ex(range(N), lambda n: (n in (1, 2, 2)) != (n in (1, 2)))  # 3 -> 2

# ================================================================ C09_02 Set operations
BRUTE[F92 + 'example:19'] = lambda: all((n in (1, 2) or n in (2, 4)) == (n in (1, 2, 4)) for n in range(N))
MUTANTS[F92 + 'example:19#1'] = lambda: all((n in (1, 2) or n in (2, 4)) == (n in (1, 2)) for n in range(N))  # 4 dropped
BRUTE[F92 + 'example:22'] = lambda: all((n in (2, 1) or n in (2, 4)) == (n in (1, 2, 4)) for n in range(N))
MUTANTS[F92 + 'example:22#1'] = lambda: all((n in (2, 1) and n in (2, 4)) == (n in (1, 2, 4)) for n in range(N))  # ∪ -> ∩
QBOX = sorted(set(QS) | {Q(-2), Q(3), Q(-3)})
BRUTE[F92 + 'example:25'] = lambda: all(0 < t for t in QBOX if t in (Q(-2), Q(3)) and t ** 2 == 9)
MUTANTS[F92 + 'example:25#1'] = lambda: all(0 < t for t in QBOX if t in (Q(-3), Q(3)) and t ** 2 == 9)  # -2 -> -3
BRUTE[F92 + 'example:28'] = lambda: all(n in (4, 5, 6) for n in range(N) if 4 <= n and n < 7)
MUTANTS[F92 + 'example:28#1'] = lambda: all(n in (4, 5, 6) for n in range(N) if 4 <= n and n < 8)  # 7 -> 8
BRUTE[F92 + 'example:32'] = lambda: all((not int_even(n)) == int_odd(n) for n in ZW)
MUTANTS[F92 + 'example:32#1'] = lambda: all(int_even(n) == int_odd(n) for n in ZW)        # complement dropped
BRUTE[F92 + 'example:36'] = lambda: all(not False for x in ZS)
MUTANTS[F92 + 'example:36#1'] = lambda: all(x not in (0,) for x in ZS)                    # ∅ -> {0}
for L in (41, 44):
    BRUTE[F92 + 'example:%d' % L] = lambda: all(not (modeq(5, x, 1) and modeq(5, x, 2)) for x in ZW)
    MUTANTS[F92 + 'example:%d#1' % L] = lambda: all(not (modeq(5, x, 1) and modeq(5, x, 6)) for x in ZW)  # 2 -> 6
BRUTE[F92 + 'example:47'] = lambda: all(True for x in ZS)
MUTANTS[F92 + 'example:47#1'] = lambda: all(x >= 0 for x in ZS)                           # univ -> {x | 0 ≤ x}
BRUTE[F92 + 'example:68'] = lambda: all(modeq(2, r, 1) and modeq(5, r, 2) for r in ZW if modeq(10, r, 7))
MUTANTS[F92 + 'example:68#1'] = lambda: all(modeq(2, r, 1) and modeq(5, r, 3) for r in ZW if modeq(10, r, 7))  # 2 -> 3
ZH = range(-200, 201)
BRUTE[F92 + 'example:71'] = lambda: all(dvd(40, n) for n in ZH if dvd(5, n) and dvd(8, n))
MUTANTS[F92 + 'example:71#1'] = lambda: all(dvd(40, n) for n in ZH if dvd(5, n) and dvd(4, n))  # 8 -> 4
BRUTE[F92 + 'example:73'] = lambda: all(not modeq(6, n ** 2, 1) for n in ZW if dvd(3, n) or dvd(2, n))
MUTANTS[F92 + 'example:73#1'] = lambda: all(not modeq(6, n ** 2, 1) for n in ZW if dvd(3, n) or dvd(5, n))  # 2 -> 5

# ================================================================ C09_03 Powerset
BRUTE[F93 + 'example:22'] = lambda: not nat_even(3)
MUTANTS[F93 + 'example:22#1'] = lambda: not nat_even(4)                                   # 3 -> 4
BRUTE[F93 + 'example:54'] = lambda: all(mem_U(n, x) == dvd(2 ** n, x) for n in range(6) for x in ZW)
MUTANTS[F93 + 'example:54#1'] = lambda: all(mem_U(n, x) == dvd(2 ** (n + 1), x) for n in range(6) for x in ZW)  # n -> n + 1

# ================================================================ C10_01 Relations
ND = range(N)
ND3 = range(N3)
div_n = lambda x, y: dvd(x, y)
BRUTE[F101 + 'example:12'] = lambda: reflexive(div_n, ND)
MUTANTS[F101 + 'example:12#1'] = lambda: reflexive(lambda x, y: dvd(x, y + 1), ND)        # y -> y + 1
BRUTE[F101 + 'example:15'] = lambda: not symmetric(div_n, ND)
MUTANTS[F101 + 'example:15#1'] = lambda: not symmetric(lambda x, y: dvd(x, y) and dvd(y, x), ND)  # symmetrised
BRUTE[F101 + 'example:18'] = lambda: antisymmetric(div_n, ND)
MUTANTS[F101 + 'example:18#1'] = lambda: antisymmetric(div_n, ZS)                          # ℕ -> ℤ (2 ∣ -2, -2 ∣ 2)
BRUTE[F101 + 'example:21'] = lambda: transitive(div_n, ND3)
MUTANTS[F101 + 'example:21#1'] = lambda: transitive(lambda x, y: dvd(x, y + 1), ND3)       # y -> y + 1

# Hand
BRUTE[F101 + 'example:71'] = lambda: not reflexive(r_hand, HAND)
BRUTE[F101 + 'example:73'] = lambda: not symmetric(r_hand, HAND)
BRUTE[F101 + 'example:75'] = lambda: antisymmetric(r_hand, HAND)
BRUTE[F101 + 'example:77'] = lambda: not transitive(r_hand, HAND)
MUTANTS[F101 + 'example:71#1'] = lambda: not reflexive(lambda x, y: r_hand(x, y) or x == y, HAND)
MUTANTS[F101 + 'example:73#1'] = lambda: not symmetric(lambda x, y: r_hand(x, y) or r_hand(y, x), HAND)
MUTANTS[F101 + 'example:75#1'] = lambda: antisymmetric(lambda x, y: r_hand(x, y) or r_hand(y, x), HAND)
MUTANTS[F101 + 'example:77#1'] = lambda: not transitive(lambda x, y: r_hand(x, y) and x == 'rock', HAND)

# ∼ := x ≡ y [ZMOD 2]
BRUTE[F101 + 'example:89'] = lambda: not antisymmetric(lambda x, y: modeq(2, x, y), ZS)
MUTANTS[F101 + 'example:89#1'] = lambda: not antisymmetric(lambda x, y: modeq(0, x, y), ZS)  # ZMOD 2 -> ZMOD 0 (equality)


def props(r, dom):
    dom = list(dom)
    return {'R': reflexive(r, dom), 'S': symmetric(r, dom), 'A': antisymmetric(r, dom), 'T': transitive(r, dom)}


def relation_block(F, lines, r, dom):
    """lines: (P, nP, S, nS, A, nA, T, nT) example lines for Reflexive / ¬ Reflexive / ..."""
    for (k, L_pos, L_neg) in zip('RSAT', lines[0::2], lines[1::2]):
        BRUTE[F + 'example:%d' % L_pos] = (lambda k: lambda: props(r, dom)[k])(k)
        BRUTE[F + 'example:%d' % L_neg] = (lambda k: lambda: not props(r, dom)[k])(k)


# Little
relation_block(F101, (125, 127, 129, 131, 133, 135, 137, 139), s_little, LITTLE)
MUTANTS[F101 + 'example:127#1'] = lambda: not reflexive(lambda x, y: s_little(x, y) or (x, y) == ('beth', 'beth'), LITTLE)
MUTANTS[F101 + 'example:129#1'] = lambda: symmetric(lambda x, y: s_little(x, y) or (x, y) == ('jo', 'amy'), LITTLE)
MUTANTS[F101 + 'example:135#1'] = lambda: not antisymmetric(lambda x, y: s_little(x, y) and x == y, LITTLE)
MUTANTS[F101 + 'example:139#1'] = lambda: not transitive(lambda x, y: True, LITTLE)

# ∼ := y ≡ x + 1 [ZMOD 5]
m5 = lambda x, y: modeq(5, y, x + 1)
relation_block(F101, (147, 149, 151, 153, 155, 157, 159, 161), m5, ZS)
m5_0 = lambda x, y: modeq(5, y, x + 0)
MUTANTS[F101 + 'example:149#1'] = lambda: not reflexive(m5_0, ZS)                          # + 1 -> + 0
MUTANTS[F101 + 'example:153#1'] = lambda: not symmetric(lambda x, y: modeq(5, y, x + 5), ZS)  # + 1 -> + 5
MUTANTS[F101 + 'example:155#1'] = lambda: antisymmetric(m5_0, ZS)                          # + 1 -> + 0
MUTANTS[F101 + 'example:161#1'] = lambda: not transitive(m5_0, ZS)                         # + 1 -> + 0

# ∼ := x + y ≡ 0 [ZMOD 3]
m3 = lambda x, y: modeq(3, x + y, 0)
relation_block(F101, (169, 171, 173, 175, 177, 179, 181, 183), m3, ZS)
MUTANTS[F101 + 'example:171#1'] = lambda: not reflexive(lambda x, y: modeq(1, x + y, 0), ZS)     # ZMOD 3 -> ZMOD 1
MUTANTS[F101 + 'example:173#1'] = lambda: symmetric(lambda x, y: modeq(5, x + 2 * y, 0), ZS)    # x + 2 y, ZMOD 5
MUTANTS[F101 + 'example:179#1'] = lambda: not antisymmetric(lambda x, y: m3(x, y) and x <= y, ZS)  # ∧ x ≤ y added
MUTANTS[F101 + 'example:183#1'] = lambda: not transitive(lambda x, y: modeq(3, x - y, 0), ZS)   # + -> -


# ---------------------------------------------------------------- main


if __name__ == '__main__':
    import os
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from held_out_runner import main
    sys.exit(main(BRUTE, MUTANTS))
