"""Brute forces for the held-out set /work/unseen/u8 (written from the Lean definitions).

Each BRUTE function returns True when no assignment in its box violates the
statement (hypotheses act as filters, existentials are searched in the box),
False when a violation is found.  MUTANTS are deliberately wrong variants that
must return False.  Run: python3 brute_force.py
"""
import itertools
import os
import sys

N = 30          # box for ℕ variables with 1-2 variables
N3 = 14         # box for ℕ variables with 3 variables
ZS = range(-12, 13)   # box for ℤ variables

# ---------------------------------------------------------------- helpers

def nsub(a, b):            # ℕ subtraction truncates at 0
    return a - b if a >= b else 0


def lists(elems, maxlen):
    for n in range(maxlen + 1):
        for t in itertools.product(elems, repeat=n):
            yield list(t)


def forall(it, p):
    return all(p(*x) if isinstance(x, tuple) else p(x) for x in it)


# LoVe02 Demo: `add`, `mul` defined by recursion on the second argument
def love_add(m, n):
    r = m
    for _ in range(n):
        r = r + 1            # add m (succ n) = succ (add m n)
    return r


def love_mul(m, n):
    r = 0                    # mul _ zero = zero
    for _ in range(n):
        r = love_add(m, r)   # mul m (succ n) = add m (mul m n)
    return r


# LoVe06 Demo: inductive Even (zero; add_two) -- least fixed point
def even_ind(n):
    # derivations: Even 0, Even k -> Even (k+2)
    k = 0
    while k < n:
        k += 2
    return k == n


# LoVe06 Demo: tennis scores
SCORES = [('vs', m, n) for m in range(0, 46) for n in range(0, 46)] + \
    [('advServ',), ('advRecv',), ('gameServ',), ('gameRecv',)]


def step(s, t):
    """Step s t from the 14 rules of LoVe06 Demo."""
    if s[0] == 'vs':
        m, n = s[1], s[2]
        if t[0] == 'vs':
            m2, n2 = t[1], t[2]
            if n2 == n and ((m, m2) in [(0, 15), (15, 30), (30, 40)]):
                return True
            if m2 == m and ((n, n2) in [(0, 15), (15, 30), (30, 40)]):
                return True
            return False
        if t == ('gameServ',) and m == 40 and n < 40:
            return True
        if t == ('gameRecv',) and n == 40 and m < 40:
            return True
        if t == ('advServ',) and (m, n) == (40, 40):
            return True
        if t == ('advRecv',) and (m, n) == (40, 40):
            return True
        return False
    if s == ('advServ',):
        return t == ('vs', 40, 40) or t == ('gameServ',)
    if s == ('advRecv',):
        return t == ('vs', 40, 40) or t == ('gameRecv',)
    return False


# LoVe06 Demo: inductive Sorted (nil; single; two_or_more with x ≤ y)
def sorted_ind(xs):
    return all(xs[i] <= xs[i + 1] for i in range(len(xs) - 1))


# LoVe06 Exercise sheet: `inductive ServAhead` has NO constructors there
def servahead_sheet(s):
    return False


# LoVe06 Exercise solution: vs (m > n), adv_serv, game_serv
def servahead_sol(s):
    if s[0] == 'vs':
        return s[1] > s[2]
    return s in [('advServ',), ('gameServ',)]


# LoVe06 Homework: `inductive Odd` has NO constructors (left for the student)
def odd_hw(n):
    return False


# LoVe05 Homework: sumUpToOfFun f n = f 0 + ... + f n
def sum_up_to_of_fun(f, n):
    r = f(0)
    for m in range(n):
        r = r + f(m + 1)
    return r


# LoVe12 Exercise: List.add (truncating elementwise addition)
def list_add(xs, ys):
    out = []
    for x, y in zip(xs, ys):
        out.append(x + y)
    return out        # [] with y::ys gives [], x::xs with [] gives []


# LoVe12 Demo: Int.normalize, Int.IsCanonical
def normalize(p, n):
    return (nsub(p, n), 0) if p >= n else (0, nsub(n, p))


def is_canonical(pn):
    return pn[0] == 0 or pn[1] == 0


# LoVe13 Demo: Int2 = {zero, one}, add = xor, mul = and, numerals mod 2
def i2_pow(a, k):
    r = 1
    for _ in range(k):
        r = (r * a) % 2
    return r


# ---------------------------------------------------------------- brute forces
P02 = 'love/LoVe/LoVe02_ProgramsAndTheorems_Demo.lean'
P03 = 'love/LoVe03_BackwardProofs_Demo.lean'
P04 = 'love/LoVe/LoVe04_ForwardProofs_Demo.lean'
P04S = 'love/LoVe04_ForwardProofs_ExerciseSheet.lean'
P04X = 'love/LoVe04_ForwardProofs_ExerciseSolution.lean'
P05 = 'love/LoVe05_FunctionalProgramming_Demo.lean'
P05H = 'love/LoVe05_FunctionalProgramming_HomeworkSheet.lean'
P06 = 'love/LoVe/LoVe06_InductivePredicates_Demo.lean'
P06S = 'love/LoVe06_InductivePredicates_ExerciseSheet.lean'
P06X = 'love/LoVe06_InductivePredicates_ExerciseSolution.lean'
P06H = 'love/LoVe06_InductivePredicates_HomeworkSheet.lean'
P08 = 'love/LoVe08_Metaprogramming_Demo.lean'
P12 = 'love/LoVe/LoVe12_LogicalFoundationsOfMathematics_Demo.lean'
P12S = 'love/LoVe12_LogicalFoundationsOfMathematics_ExerciseSheet.lean'
P12X = 'love/LoVe12_LogicalFoundationsOfMathematics_ExerciseSolution.lean'
P12H = 'love/LoVe12_LogicalFoundationsOfMathematics_HomeworkSheet.lean'
P13 = 'love/LoVe13_BasicMathematicalStructures_Demo.lean'

R2 = [(a, b) for a in range(N) for b in range(N)]
R3 = [(a, b, c) for a in range(N3) for b in range(N3) for c in range(N3)]

BRUTE = {}
MUTANTS = {}

# --- LoVe02 Demo
BRUTE[P02 + '::LoVe.SorryTheorems.add_comm'] = lambda: all(love_add(m, n) == love_add(n, m) for m, n in R2)
BRUTE[P02 + '::LoVe.SorryTheorems.add_assoc'] = lambda: all(love_add(love_add(l, m), n) == love_add(l, love_add(m, n)) for l, m, n in R3)
BRUTE[P02 + '::LoVe.SorryTheorems.mul_comm'] = lambda: all(love_mul(m, n) == love_mul(n, m) for m, n in R2)
BRUTE[P02 + '::LoVe.SorryTheorems.mul_assoc'] = lambda: all(love_mul(love_mul(l, m), n) == love_mul(l, love_mul(m, n)) for l, m, n in itertools.product(range(10), repeat=3))
BRUTE[P02 + '::LoVe.SorryTheorems.mul_add'] = lambda: all(love_mul(l, love_add(m, n)) == love_add(love_mul(l, m), love_mul(l, n)) for l, m, n in R3)
# mutant: add replaced by mul on the right of mul_add (distributes over itself)
MUTANTS[P02 + '::LoVe.SorryTheorems.mul_add#1'] = lambda: all(love_mul(l, love_mul(m, n)) == love_add(love_mul(l, m), love_mul(l, n)) for l, m, n in R3)
# mutant: commutativity of a non-commutative variant add m n vs add n (m+1)
MUTANTS[P02 + '::LoVe.SorryTheorems.add_comm#1'] = lambda: all(love_add(m, n) == love_add(n, m + 1) for m, n in R2)

# --- LoVe03 Demo (double n = n + n)
BRUTE[P03 + '::LoVe.BackwardProofs.δ_example'] = lambda: (5 + 5) == 5 + 5
BRUTE[P03 + '::LoVe.BackwardProofs.ζ_example'] = lambda: (lambda n: n + n)(2) == 4
MUTANTS[P03 + '::LoVe.BackwardProofs.δ_example#1'] = lambda: (5 + 5) == 5 * 5          # 5 + 5 changed to 5 * 5
MUTANTS[P03 + '::LoVe.BackwardProofs.ζ_example#1'] = lambda: (lambda n: n + n)(2) == 5  # 4 changed to 5

# --- LoVe04 Demo: ∃ n, double n = n  (witness n = 0)
BRUTE[P04 + '::LoVe.ForwardProofs.Nat_exists_double_iden'] = lambda: any(n + n == n for n in range(N))
BRUTE[P04 + '::LoVe.ForwardProofs.Nat_exists_double_iden_no_show'] = lambda: any(n + n == n for n in range(N))
MUTANTS[P04 + '::LoVe.ForwardProofs.Nat_exists_double_iden#1'] = lambda: any(n + n == 2 * n + 1 for n in range(N))  # = n changed to = 2 * n + 1
# `add` is LoVe02's, which this file imports (read since the corpus keeps the project's layout)
BRUTE[P04 + '::LoVe.ForwardProofs.add_comm'] = lambda: all(love_add(m, n) == love_add(n, m) for m, n in R2)
for name in ('add_comm_zero_left', 'add_comm_zero_left_by_exact'):
    BRUTE[P04 + '::LoVe.ForwardProofs.' + name] = lambda: all(love_add(0, n) == love_add(n, 0) for n in range(N))

# --- LoVe04 Exercise sheet / solution
for P in (P04S, P04X):
    BRUTE[P + '::LoVe.binomial_square'] = lambda: all((a + b) * (a + b) == a * a + 2 * a * b + b * b for a, b in R2)
    BRUTE[P + '::LoVe.binomial_square₂'] = lambda: all((a + b) * (a + b) == a * a + 2 * a * b + b * b for a, b in R2)
    BRUTE[P + '::LoVe.All.proof_of_False'] = lambda: False       # statement is `False`
    BRUTE[P + '::LoVe.Exists.proof_of_False'] = lambda: False    # statement is `False`
# mutant: 2 * a * b changed to a * b
MUTANTS[P04S + '::LoVe.binomial_square#1'] = lambda: all((a + b) * (a + b) == a * a + a * b + b * b for a, b in R2)
MUTANTS[P04X + '::LoVe.binomial_square₂#1'] = lambda: all((a + b) * (a + b) == a * a + 2 * a * b + b for a, b in R2)  # b * b -> b

# --- LoVe05 Demo
BRUTE[P05 + '::LoVe.Nat.succ_neq_self'] = lambda: all(n + 1 != n for n in range(N))
BRUTE[P05 + '::LoVe.proof_of_False'] = lambda: False
BRUTE[P05 + '::LoVe.shuffle_shuffle_shuffle'] = lambda: all(
    (lambda c: (lambda c: (lambda c: c)((c[1], c[2], c[0])))((c[1], c[2], c[0])))((c[1], c[2], c[0])) == c
    for c in itertools.product(range(6), repeat=3))


def love_min(a, b):
    return a if a <= b else b


BRUTE[P05 + '::LoVe.min_add_add'] = lambda: all(love_min(m + l, n + l) == love_min(m, n) + l for l, m, n in R3)
MUTANTS[P05 + '::LoVe.Nat.succ_neq_self#1'] = lambda: all(n * n != n for n in range(N))   # succ n changed to n * n
# mutant: shuffle applied twice instead of three times
MUTANTS[P05 + '::LoVe.shuffle_shuffle_shuffle#1'] = lambda: all(
    (lambda c: (c[1], c[2], c[0]))((c[1], c[2], c[0])) == c for c in itertools.product(range(6), repeat=3))
# mutant: + l changed to * l on the inside
MUTANTS[P05 + '::LoVe.min_add_add#1'] = lambda: all(love_min(m * l, n * l) == love_min(m, n) + l for l, m, n in R3)

# --- LoVe05 Homework
BRUTE[P05H + '::LoVe.sumUpToOfFun_eq'] = lambda: all(2 * sum_up_to_of_fun(lambda i: i, m) == m * (m + 1) for m in range(60))
MUTANTS[P05H + '::LoVe.sumUpToOfFun_eq#1'] = lambda: all(2 * sum_up_to_of_fun(lambda i: i, m) == m * (m - 1) for m in range(60))  # m+1 -> m-1

# --- LoVe06 Demo
BRUTE[P06 + '::LoVe.Even_4'] = lambda: even_ind(4)
BRUTE[P06 + '::LoVe.no_Step_to_0_0'] = lambda: all(not step(s, ('vs', 0, 0)) for s in SCORES)
BRUTE[P06 + '::LoVe.mod_two_Eq_zero_of_Even'] = lambda: all(n % 2 == 0 for n in range(60) if even_ind(n))
BRUTE[P06 + '::LoVe.Not_Even_two_mul_add_one'] = lambda: all(not even_ind(m) for m, n in R2 if m == 2 * n + 1)
BRUTE[P06 + '::LoVe.linarith_example'] = lambda: all(2 * i + 3 > 11 for i in range(-50, 51) if i > 5)
for name in ('Even_Iff', 'Even_Iff_struct'):
    BRUTE[P06 + '::LoVe.' + name] = lambda: all(
        even_ind(n) == (n == 0 or any(n == m + 2 and even_ind(m) for m in range(n + 1))) for n in range(60))
BRUTE[P06 + '::LoVe.Sorted_nil'] = lambda: sorted_ind([])
MUTANTS[P06 + '::LoVe.Even_4#1'] = lambda: even_ind(5)                                         # 4 -> 5
MUTANTS[P06 + '::LoVe.no_Step_to_0_0#1'] = lambda: all(not step(s, ('vs', 15, 0)) for s in SCORES)  # 0–0 -> 15–0
MUTANTS[P06 + '::LoVe.mod_two_Eq_zero_of_Even#1'] = lambda: all(n % 4 == 0 for n in range(60) if even_ind(n))  # % 2 -> % 4
MUTANTS[P06 + '::LoVe.Not_Even_two_mul_add_one#1'] = lambda: all(not even_ind(m) for m, n in R2 if m == 2 * n + 2)  # +1 -> +2
MUTANTS[P06 + '::LoVe.linarith_example#1'] = lambda: all(2 * i + 3 > 15 for i in range(-50, 51) if i > 5)  # 11 -> 15
MUTANTS[P06 + '::LoVe.Even_Iff#1'] = lambda: all(
    even_ind(n) == (n == 0 or any(n == m + 1 and even_ind(m) for m in range(n + 1))) for n in range(60))  # m+2 -> m+1

# --- LoVe06 Exercise sheet (Odd n := ¬ Even n; ServAhead has no constructors)
for P in (P06S, P06X):
    BRUTE[P + '::LoVe.Odd_1'] = lambda: not even_ind(1)
    BRUTE[P + '::LoVe.Even_two_times'] = lambda: all(even_ind(2 * m) for m in range(40))
BRUTE[P06S + '::LoVe.ServAhead_vs'] = lambda: all(servahead_sheet(('vs', m, n)) for m, n in R2 if m > n)
BRUTE[P06S + '::LoVe.ServAhead_advServ'] = lambda: servahead_sheet(('advServ',))
BRUTE[P06S + '::LoVe.not_ServAhead_advRecv'] = lambda: not servahead_sheet(('advRecv',))
BRUTE[P06S + '::LoVe.ServAhead_gameServ'] = lambda: servahead_sheet(('gameServ',))
BRUTE[P06S + '::LoVe.not_ServAhead_gameRecv'] = lambda: not servahead_sheet(('gameRecv',))
MUTANTS[P06S + '::LoVe.Odd_1#1'] = lambda: not even_ind(2)                              # 1 -> 2
MUTANTS[P06S + '::LoVe.Even_two_times#1'] = lambda: all(even_ind(2 * m + 1) for m in range(40))  # 2*m -> 2*m+1
MUTANTS[P06S + '::LoVe.not_ServAhead_advRecv#1'] = lambda: servahead_sheet(('advRecv',))  # negation dropped
# --- LoVe06 Exercise solution
BRUTE[P06X + '::LoVe.Odd_3'] = lambda: not even_ind(3)
BRUTE[P06X + '::LoVe.odd_5'] = lambda: not even_ind(5)
BRUTE[P06X + '::LoVe.ServAhead_vs'] = lambda: all(servahead_sol(('vs', m, n)) for m, n in R2 if m > n)
BRUTE[P06X + '::LoVe.ServAhead_advServ'] = lambda: servahead_sol(('advServ',))
BRUTE[P06X + '::LoVe.not_ServAhead_advRecv'] = lambda: not servahead_sol(('advRecv',))
BRUTE[P06X + '::LoVe.ServAhead_gameServ'] = lambda: servahead_sol(('gameServ',))
BRUTE[P06X + '::LoVe.not_ServAhead_gameRecv'] = lambda: not servahead_sol(('gameRecv',))
MUTANTS[P06X + '::LoVe.ServAhead_vs#1'] = lambda: all(servahead_sol(('vs', m, n)) for m, n in R2 if m >= n)  # > -> ≥
MUTANTS[P06X + '::LoVe.not_ServAhead_gameRecv#1'] = lambda: not servahead_sol(('gameServ',))  # gameRecv -> gameServ
MUTANTS[P06X + '::LoVe.odd_5#1'] = lambda: not even_ind(6)  # 5 -> 6

# --- LoVe06 Homework (own Even; Odd has no constructors)
BRUTE[P06H + '::LoVe.Odd_3'] = lambda: odd_hw(3)
BRUTE[P06H + '::LoVe.Odd_5'] = lambda: odd_hw(5)
BRUTE[P06H + '::LoVe.Even_Odd'] = lambda: all(odd_hw(n + 1) for n in range(60) if even_ind(n))
BRUTE[P06H + '::LoVe.Even_Not_Odd'] = lambda: all(not odd_hw(n) for n in range(60) if even_ind(n))
MUTANTS[P06H + '::LoVe.Even_Not_Odd#1'] = lambda: all(not even_ind(n + 2) for n in range(60) if even_ind(n))  # Odd n -> Even (n+2)

# --- LoVe08 Demo: Even 4 ∧ Even 7 ∧ Even 3 ∧ Even 0 (Even from LoVe06 Demo / Mathlib agree)
for name in ('repeat\'_example', 'repeat\'_first_example', 'all_goals_try_example', 'any_goals_example',
             'any_goals_solve_repeat_first_example', 'intro_and_even_example'):
    BRUTE[P08 + '::LoVe.' + name] = lambda: even_ind(4) and even_ind(7) and even_ind(3) and even_ind(0)

# --- LoVe12 Demo
BRUTE[P12 + '::LoVe.Vector.neg_neg'] = lambda: all(
    [-(-x) for x in v] == v for n in range(4) for v in map(list, itertools.product(range(-3, 4), repeat=n)))
BRUTE[P12 + '::LoVe.Int.Setoid_Iff'] = lambda: all(
    ((a[0] + b[1]) == (b[0] + a[1])) == (a[0] + b[1] == b[0] + a[1])
    for a in itertools.product(range(8), repeat=2) for b in itertools.product(range(8), repeat=2))
BRUTE[P12 + '::LoVe.Alternative.Int.IsCanonical_normalize'] = lambda: all(is_canonical(normalize(p, n)) for p, n in R2)
MUTANTS[P12 + '::LoVe.Vector.neg_neg#1'] = lambda: all(
    [-x for x in v] == v for n in range(4) for v in map(list, itertools.product(range(-3, 4), repeat=n)))  # one neg dropped
MUTANTS[P12 + '::LoVe.Alternative.Int.IsCanonical_normalize#1'] = lambda: all(
    is_canonical((p, n)) for p, n in R2)  # normalize dropped
MUTANTS[P12 + '::LoVe.Int.Setoid_Iff#1'] = lambda: all(
    ((a[0] + b[1]) == (b[0] + a[1])) == (a[0] + b[0] == a[1] + b[1])
    for a in itertools.product(range(8), repeat=2) for b in itertools.product(range(8), repeat=2))  # components swapped

# --- LoVe12 Exercise sheet / solution: List.add over ℤ lists
ZL = list(lists(range(-2, 3), 3))
for P in (P12S, P12X):
    BRUTE[P + '::LoVe.List.length_add'] = lambda: all(
        len(list_add(xs, ys)) == len(xs) for xs in ZL for ys in ZL if len(xs) == len(ys))
    BRUTE[P + '::LoVe.List.add.comm'] = lambda: all(list_add(xs, ys) == list_add(ys, xs) for xs in ZL for ys in ZL)
MUTANTS[P12S + '::LoVe.List.length_add#1'] = lambda: all(
    len(list_add(xs, ys)) == len(xs) for xs in ZL for ys in ZL)  # hypothesis dropped
MUTANTS[P12X + '::LoVe.List.add.comm#1'] = lambda: all(list_add(xs, ys) == list_add(ys, ys) for xs in ZL for ys in ZL)  # xs -> ys

# --- LoVe12 Homework
BRUTE[P12H + '::LoVe.Even.add'] = lambda: all(even_ind(m + n) for m, n in R2 if even_ind(m) and even_ind(n))
MUTANTS[P12H + '::LoVe.Even.add#1'] = lambda: all(even_ind(m + n + 1) for m, n in R2 if even_ind(m) and even_ind(n))  # +1

# --- LoVe13 Demo
BRUTE[P13 + '::LoVe.ring_example'] = lambda: all(
    i2_pow((a + b) % 2, 3) == (i2_pow(a, 3) + (3 % 2) * i2_pow(a, 2) * b + (3 % 2) * a * i2_pow(b, 2) + i2_pow(b, 3)) % 2
    for a in (0, 1) for b in (0, 1))
BRUTE[P13 + '::LoVe.neg_mul_neg_Nat'] = lambda: all((-z) * (-n) == z * n for n in range(N) for z in ZS)
BRUTE[P13 + '::LoVe.neg_Nat_mul_neg'] = lambda: all((-n) * (-z) == n * z for n in range(N) for z in ZS)
BRUTE[P13 + '::LoVe.Eq_coe_int_imp_Eq_Nat'] = lambda: all(m == n for m, n in R2 if m == n)
BRUTE[P13 + '::LoVe.Nat_coe_Int_add_eq_add_Nat_coe_Int'] = lambda: all(m + n == m + n for m, n in R2)
# mutant: (a + b)^3 = a^3 + b^3 + 1 in Int2
MUTANTS[P13 + '::LoVe.ring_example#1'] = lambda: all(
    i2_pow((a + b) % 2, 3) == (i2_pow(a, 3) + i2_pow(b, 3) + 1) % 2 for a in (0, 1) for b in (0, 1))
MUTANTS[P13 + '::LoVe.neg_mul_neg_Nat#1'] = lambda: all((-z) * n == z * n for n in range(N) for z in ZS)  # one neg dropped
# mutant: ℕ-subtraction cast: ((m - n : ℕ) : ℤ) = m - n fails (truncation)
MUTANTS[P13 + '::LoVe.Nat_coe_Int_add_eq_add_Nat_coe_Int#1'] = lambda: all(m - n == nsub(m, n) for m, n in R2)

# ---------------------------------------------------------------- propositional statements
# Statements whose only variables are Props, body built from → ∧ ∨ ¬ ↔.  Classically (and
# by propositional completeness) such a statement holds iff it is true under every
# False/True assignment, so the truth table is exhaustive, not a sample.
# Hypothesis binders (h : P) before the colon are premises of the implication.

def imp(p, q):
    return (not p) or q


def taut(k, f):
    return all(f(*v) for v in itertools.product([False, True], repeat=k))


# --- LoVe03 Demo
BRUTE[P03 + '::LoVe.BackwardProofs.fst_of_two_props'] = lambda: taut(2, lambda a, b: imp(a, imp(b, a)))
for name in ('fst_of_two_props_params', 'fst_of_two_props_exact', 'fst_of_two_props_assumption'):
    # (ha : a) (hb : b) : a
    BRUTE[P03 + '::LoVe.BackwardProofs.' + name] = lambda: taut(2, lambda a, b: imp(a and b, a))
BRUTE[P03 + '::LoVe.BackwardProofs.prop_comp'] = lambda: taut(
    3, lambda a, b, c: imp(imp(a, b) and imp(b, c), imp(a, c)))
BRUTE[P03 + '::LoVe.BackwardProofs.And_swap'] = lambda: taut(2, lambda a, b: imp(a and b, b and a))
MUTANTS[P03 + '::LoVe.BackwardProofs.fst_of_two_props#1'] = lambda: taut(2, lambda a, b: imp(b, a))  # premise a dropped: b → a
MUTANTS[P03 + '::LoVe.BackwardProofs.fst_of_two_props_params#1'] = lambda: taut(2, lambda a, b: imp(b, a))  # hypothesis ha dropped
MUTANTS[P03 + '::LoVe.BackwardProofs.prop_comp#1'] = lambda: taut(
    3, lambda a, b, c: imp(imp(a, b) and imp(c, b), imp(a, c)))  # hbc : b → c flipped to c → b
MUTANTS[P03 + '::LoVe.BackwardProofs.And_swap#1'] = lambda: taut(2, lambda a, b: imp(a or b, b and a))  # ∧ -> ∨ in the premise

# --- LoVe04 Demo
BRUTE[P04 + '::LoVe.ForwardProofs.fst_of_two_props'] = lambda: taut(2, lambda a, b: imp(a, imp(b, a)))
for name in ('fst_of_two_props_show', 'fst_of_two_props_no_show'):
    BRUTE[P04 + '::LoVe.ForwardProofs.' + name] = lambda: taut(2, lambda a, b: imp(a and b, a))
for name in ('prop_comp', 'prop_comp_inline'):
    BRUTE[P04 + '::LoVe.ForwardProofs.' + name] = lambda: taut(
        3, lambda a, b, c: imp(imp(a, b) and imp(b, c), imp(a, c)))
BRUTE[P04 + '::LoVe.ForwardProofs.And_swap'] = lambda: taut(2, lambda a, b: imp(a and b, b and a))
BRUTE[P04 + '::LoVe.ForwardProofs.Or_swap'] = lambda: taut(2, lambda a, b: imp(a or b, b or a))
MUTANTS[P04 + '::LoVe.ForwardProofs.fst_of_two_props_show#1'] = lambda: taut(2, lambda a, b: imp(a, b))  # conclusion a -> b, hb dropped
MUTANTS[P04 + '::LoVe.ForwardProofs.prop_comp_inline#1'] = lambda: taut(
    3, lambda a, b, c: imp(imp(a, b), imp(a, c)))  # hypothesis hbc dropped
MUTANTS[P04 + '::LoVe.ForwardProofs.Or_swap#1'] = lambda: taut(2, lambda a, b: imp(a or b, b and a))  # ∨ -> ∧ in the conclusion
MUTANTS[P04 + '::LoVe.ForwardProofs.And_swap#1'] = lambda: taut(2, lambda a, b: imp(b and a, a and not b))  # b -> ¬ b

# --- LoVe04 Exercise sheet / solution (same statements in both files)
for P in (P04S, P04X):
    BRUTE[P + '::LoVe.I'] = lambda: taut(1, lambda a: imp(a, a))
    BRUTE[P + '::LoVe.K'] = lambda: taut(2, lambda a, b: imp(a, imp(b, b)))
    BRUTE[P + '::LoVe.C'] = lambda: taut(3, lambda a, b, c: imp(imp(a, imp(b, c)), imp(b, imp(a, c))))
    BRUTE[P + '::LoVe.proj_fst'] = lambda: taut(1, lambda a: imp(a, imp(a, a)))
    BRUTE[P + '::LoVe.proj_snd'] = lambda: taut(1, lambda a: imp(a, imp(a, a)))
    BRUTE[P + '::LoVe.some_nonsense'] = lambda: taut(
        3, lambda a, b, c: imp(imp(a, imp(b, c)), imp(a, imp(imp(a, c), imp(b, c)))))
    BRUTE[P + '::LoVe.contrapositive'] = lambda: taut(2, lambda a, b: imp(imp(a, b), imp(not b, not a)))
MUTANTS[P04S + '::LoVe.I#1'] = lambda: taut(1, lambda a: imp(a, not a))  # a → ¬ a
MUTANTS[P04S + '::LoVe.K#1'] = lambda: taut(2, lambda a, b: imp(a, imp(b, not a)))  # conclusion b -> ¬ a
MUTANTS[P04S + '::LoVe.C#1'] = lambda: taut(3, lambda a, b, c: imp(imp(a, imp(b, c)), imp(b, c)))  # premise a dropped
MUTANTS[P04S + '::LoVe.contrapositive#1'] = lambda: taut(2, lambda a, b: imp(imp(a, b), imp(not a, not b)))  # converse-style error
MUTANTS[P04X + '::LoVe.proj_fst#1'] = lambda: taut(1, lambda a: imp(imp(a, a), a))  # (a → a) → a
MUTANTS[P04X + '::LoVe.some_nonsense#1'] = lambda: taut(
    3, lambda a, b, c: imp(imp(a, imp(b, c)), imp(imp(a, c), imp(b, c))))  # premise a dropped
MUTANTS[P04X + '::LoVe.contrapositive#1'] = lambda: taut(2, lambda a, b: imp(imp(b, a), imp(not b, not a)))  # a → b flipped
MUTANTS[P04X + '::LoVe.proj_snd#1'] = lambda: taut(1, lambda a: imp(a, imp(a, not a)))  # last a -> ¬ a

# --- LoVe08 Demo: (h : a ∧ b ∧ c), with ∧ right-associative
BRUTE[P08 + '::LoVe.abc_a'] = lambda: taut(3, lambda a, b, c: imp(a and (b and c), a))
BRUTE[P08 + '::LoVe.abc_b'] = lambda: taut(3, lambda a, b, c: imp(a and (b and c), b))
BRUTE[P08 + '::LoVe.abc_bc'] = lambda: taut(3, lambda a, b, c: imp(a and (b and c), b and c))
BRUTE[P08 + '::LoVe.abc_c'] = lambda: taut(3, lambda a, b, c: imp(a and (b and c), c))
MUTANTS[P08 + '::LoVe.abc_a#1'] = lambda: taut(3, lambda a, b, c: imp(a or (b and c), a))  # first ∧ -> ∨
MUTANTS[P08 + '::LoVe.abc_bc#1'] = lambda: taut(3, lambda a, b, c: imp(a and (b or c), b and c))  # second ∧ -> ∨
MUTANTS[P08 + '::LoVe.abc_c#1'] = lambda: taut(3, lambda a, b, c: imp(a and b, c))  # c dropped from h


# --- extra mutants
# mul_comm: mul m n compared with mul n n
MUTANTS[P02 + '::LoVe.SorryTheorems.mul_comm#1'] = lambda: all(love_mul(m, n) == love_mul(n, n) for m, n in R2)
# add_assoc: inner add replaced by mul on the right-hand side
MUTANTS[P02 + '::LoVe.SorryTheorems.add_assoc#1'] = lambda: all(love_add(love_add(l, m), n) == love_add(l, love_mul(m, n)) for l, m, n in R3)
# Sorted_nil: [] changed to [1, 0]
MUTANTS[P06 + '::LoVe.Sorted_nil#1'] = lambda: sorted_ind([1, 0])
# Odd_3 (solution, Odd := ¬ Even): 3 changed to 4
MUTANTS[P06X + '::LoVe.Odd_3#1'] = lambda: not even_ind(4)
# neg_Nat_mul_neg: right-hand side negated
MUTANTS[P13 + '::LoVe.neg_Nat_mul_neg#1'] = lambda: all((-n) * (-z) == -(n * z) for n in range(N) for z in ZS)
# Eq_coe_int_imp_Eq_Nat: hypothesis (m : ℤ) = n weakened to m ≤ n
MUTANTS[P13 + '::LoVe.Eq_coe_int_imp_Eq_Nat#1'] = lambda: all(m == n for m, n in R2 if m <= n)


# Files left out of the corpus (the static check reports findings on them, to be fixed
# first): their brute forces are not used.
_LEFT_OUT = ("love/LoVe05_FunctionalProgramming_Demo.lean::", "love/LoVe13_BasicMathematicalStructures_Demo.lean::",)
for _table in (BRUTE, MUTANTS):
    for _key in [k for k in _table if k.startswith(_LEFT_OUT)]:
        del _table[_key]


if __name__ == '__main__':
    import os
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from held_out_runner import main
    sys.exit(main(BRUTE, MUTANTS))
