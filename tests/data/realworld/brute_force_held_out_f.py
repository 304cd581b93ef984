"""Brute forces of the held-out set u4 (Lean 4 teaching material and lean4game games), written
from the Lean definitions without pychecks: one function per computable statement, True when no
assignment of its small box violates it. Keys as in expected.toml, `FILE::name` for examples."""
from __future__ import annotations

from fractions import Fraction
from itertools import product, combinations


# --- propositional formulas over `Prop` variables, decided by their truth tables ----------------
# A tiny reader of Lean's propositional syntax: ¬ (binds tightest), ∧ (35, right), ∨ (30, right),
# → (25, right), ↔ (20, non-associative); `True`, `False`, single-letter variables, parentheses.
# A statement is `binders : goal`; each binder `(h : φ)` or `{P Q : Prop}` is a hypothesis or a
# variable declaration. The statement holds when every assignment satisfying the hypotheses
# satisfies the goal.

def _tokens(s: str) -> list[str]:
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c.isspace():
            i += 1
        elif c in '()¬∧∨→↔':
            out.append(c); i += 1
        else:
            j = i
            while j < len(s) and (s[j].isalnum() or s[j] in "_'"):
                j += 1
            assert j > i, s[i:]
            out.append(s[i:j]); i = j
    return out


def _parse(toks: list[str]):
    pos = [0]

    def peek():
        return toks[pos[0]] if pos[0] < len(toks) else None

    def eat(t=None):
        x = toks[pos[0]]
        assert t is None or x == t, (x, t)
        pos[0] += 1
        return x

    def atom():
        t = peek()
        if t == '¬':
            eat(); a = atom(); return lambda v: not a(v)
        if t == '(':
            eat(); e = iff(); eat(')'); return e
        eat()
        if t == 'True':
            return lambda v: True
        if t == 'False':
            return lambda v: False
        return lambda v, t=t: v[t]

    def conj():
        a = atom()
        if peek() == '∧':
            eat(); b = conj(); return lambda v: a(v) and b(v)
        return a

    def disj():
        a = conj()
        if peek() == '∨':
            eat(); b = disj(); return lambda v: a(v) or b(v)
        return a

    def imp():
        a = disj()
        if peek() == '→':
            eat(); b = imp(); return lambda v: (not a(v)) or b(v)
        return a

    def iff():
        a = imp()
        if peek() == '↔':
            eat(); b = imp(); return lambda v: a(v) == b(v)
        return a

    e = iff()
    assert pos[0] == len(toks), toks[pos[0]:]
    return e


def taut(stmt: str) -> bool:
    """`stmt` is the text after the declaration name: binders, then ` : goal`."""
    hyps, i = [], 0
    s = stmt.strip()
    while s and s[0] in '({':
        close = {'(': ')', '{': '}'}[s[0]]
        depth, j = 0, 0
        for j, c in enumerate(s):
            depth += c in '({'
            depth -= c in ')}'
            if depth == 0:
                break
        inner = s[1:j]
        _, ty = inner.split(':', 1)
        if ty.strip() != 'Prop':
            hyps.append(ty)
        s = s[j + 1:].strip()
    assert s.startswith(':'), s
    goal = s[1:]
    fs = [_parse(_tokens(h)) for h in hyps]
    g = _parse(_tokens(goal))
    names = sorted({t for x in hyps + [goal] for t in _tokens(x)
                    if t not in ('True', 'False') and t not in '()¬∧∨→↔'})
    for vals in product((False, True), repeat=len(names)):
        v = dict(zip(names, vals))
        if all(f(v) for f in fs) and not g(v):
            return False
    return True


_FM = "formalising_mathematics_2024/Section01logic_Sheet"
_PROP = {
    # FM2024 Section01logic, variables (P Q R : Prop) and (S T : Prop)
    f"{_FM}1.lean::example:68": "(hP : P) (hQ : Q) (hR : R) : P",
    f"{_FM}1.lean::example:72": "(fish : P) (giraffe : Q) (dodecahedron : R) : P",
    f"{_FM}1.lean::example:78": "(hQ : Q) : P → Q",
    f"{_FM}1.lean::example:81": "(h : P → Q) (hP : P) : Q",
    f"{_FM}1.lean::example:89": "(h : P → Q) (hP : P) : Q",
    f"{_FM}1.lean::example:100": ": P → P",
    f"{_FM}1.lean::example:117": ": P → Q → P",
    f"{_FM}1.lean::example:121": ": P → (P → Q) → Q",
    f"{_FM}1.lean::example:125": ": (P → Q) → (Q → R) → P → R",
    f"{_FM}1.lean::example:129": ": (P → Q → R) → (P → Q) → P → R",
    f"{_FM}1.lean::example:142": ": (P → R) → (S → Q) → (R → T) → (Q → R) → S → T",
    f"{_FM}1.lean::example:144": ": (P → Q) → ((P → Q) → P) → Q",
    f"{_FM}1.lean::example:146": ": ((P → Q) → R) → ((Q → R) → P) → ((R → P) → Q) → P",
    f"{_FM}1.lean::example:148": ": ((Q → P) → P) → (Q → R) → (R → P) → P",
    f"{_FM}1.lean::example:150": ": (((P → Q) → Q) → Q) → P → Q",
    f"{_FM}1.lean::example:152": ": (((P → Q → Q) → (P → Q) → Q) → R) → ((((P → P) → Q) → P → P → Q) → R)"
                                 " → (((P → P → Q) → (P → P) → Q) → R) → R",
    f"{_FM}2.lean::example:32": ": True",
    f"{_FM}2.lean::example:34": ": True → True",
    f"{_FM}2.lean::example:36": ": False → True",
    f"{_FM}2.lean::example:38": ": False → False",
    f"{_FM}2.lean::example:40": ": (True → False) → False",
    f"{_FM}2.lean::example:42": ": False → P",
    f"{_FM}2.lean::example:44": ": True → False → True → False → True → False",
    f"{_FM}2.lean::example:46": ": P → (P → False) → False",
    f"{_FM}2.lean::example:48": ": (P → False) → P → Q",
    f"{_FM}2.lean::example:50": ": (True → False) → P",
    f"{_FM}3.lean::example:37": ": ¬True → False",
    f"{_FM}3.lean::example:39": ": False → ¬True",
    f"{_FM}3.lean::example:41": ": ¬False → True",
    f"{_FM}3.lean::example:43": ": True → ¬False",
    f"{_FM}3.lean::example:45": ": False → ¬P",
    f"{_FM}3.lean::example:47": ": P → ¬P → False",
    f"{_FM}3.lean::example:49": ": P → ¬¬P",
    f"{_FM}3.lean::example:51": ": (P → Q) → ¬Q → ¬P",
    f"{_FM}3.lean::example:53": ": ¬¬False → False",
    f"{_FM}3.lean::example:55": ": ¬¬P → P",
    f"{_FM}3.lean::example:57": ": (¬Q → ¬P) → P → Q",
    f"{_FM}4.lean::example:30": ": P ∧ Q → P",
    f"{_FM}4.lean::example:32": ": P ∧ Q → Q",
    f"{_FM}4.lean::example:34": ": (P → Q → R) → P ∧ Q → R",
    f"{_FM}4.lean::example:36": ": P → Q → P ∧ Q",
    f"{_FM}4.lean::example:39": ": P ∧ Q → Q ∧ P",
    f"{_FM}4.lean::example:41": ": P → P ∧ True",
    f"{_FM}4.lean::example:43": ": False → P ∧ False",
    f"{_FM}4.lean::example:46": ": P ∧ Q → Q ∧ R → P ∧ R",
    f"{_FM}4.lean::example:48": ": (P ∧ Q → R) → P → Q → R",
    f"{_FM}5.lean::example:29": ": P ↔ P",
    f"{_FM}5.lean::example:31": ": (P ↔ Q) → (Q ↔ P)",
    f"{_FM}5.lean::example:33": ": (P ↔ Q) ↔ (Q ↔ P)",
    f"{_FM}5.lean::example:35": ": (P ↔ Q) → (Q ↔ R) → (P ↔ R)",
    f"{_FM}5.lean::example:37": ": P ∧ Q ↔ Q ∧ P",
    f"{_FM}5.lean::example:39": ": (P ∧ Q) ∧ R ↔ P ∧ Q ∧ R",
    f"{_FM}5.lean::example:41": ": P ↔ P ∧ True",
    f"{_FM}5.lean::example:43": ": False ↔ P ∧ False",
    f"{_FM}5.lean::example:45": ": (P ↔ Q) → (R ↔ S) → (P ∧ R ↔ Q ∧ S)",
    f"{_FM}5.lean::example:47": ": ¬(P ↔ ¬P)",
    f"{_FM}6.lean::example:31": ": P → P ∨ Q",
    f"{_FM}6.lean::example:33": ": Q → P ∨ Q",
    f"{_FM}6.lean::example:35": ": P ∨ Q → (P → R) → (Q → R) → R",
    f"{_FM}6.lean::example:38": ": P ∨ Q → Q ∨ P",
    f"{_FM}6.lean::example:41": ": (P ∨ Q) ∨ R ↔ P ∨ Q ∨ R",
    f"{_FM}6.lean::example:43": ": (P → R) → (Q → S) → P ∨ Q → R ∨ S",
    f"{_FM}6.lean::example:45": ": (P → Q) → P ∨ R → Q ∨ R",
    f"{_FM}6.lean::example:47": ": (P ↔ R) → (Q ↔ S) → (P ∨ Q ↔ R ∨ S)",
    f"{_FM}6.lean::example:50": ": ¬(P ∨ Q) ↔ ¬P ∧ ¬Q",
    f"{_FM}6.lean::example:52": ": ¬(P ∧ Q) ↔ ¬P ∨ ¬Q",
    # lean4game-logic Game/Doc/Lemmas.lean
    "lean4game_logic/Lemmas.lean::example:137": "{P Q : Prop} (h : P ∧ Q ∨ ¬P ∧ ¬Q) : P ↔ Q",
    "lean4game_logic/Lemmas.lean::example:259": "{P Q R : Prop} : P ∨ Q ∨ R ↔ (P ∨ Q) ∨ R",
    "lean4game_logic/Lemmas.lean::example:261": "{P Q R : Prop} : P ∨ Q ∨ R ↔ (P ∨ Q) ∨ R",
    # KnightsAndKnaves-Lean4Game Game/LevelLemmas/Logical.lean (p q auto-bound, forced into Prop)
    "notleft_right": "{P Q : Prop} (Or : P ∨ Q) (notleft : ¬P) : Q",
    "notright_left": "{P Q : Prop} (Or : P ∨ Q) (notright : ¬Q) : P",
    "IfToIff": "(h : p → q) (h' : ¬p → ¬q) : p ↔ q",
    "IffToIf": "(h : p ↔ q) : (p → q) ∧ (¬p → ¬q)",
    # HTPILeanPackage
    "HTPI.Example_3_2_4": "(P Q R : Prop) (h : P → (Q → R)) : ¬R → (P → ¬Q)",
    "HTPI.extremely_easy": "(P : Prop) (h : P) : P",
    "HTPI.very_easy": "(P Q : Prop) (h1 : P → Q) (h2 : P) : Q",
    "HTPI.easy": "(P Q R : Prop) (h1 : P → Q) (h2 : Q → R) (h3 : P) : R",
    "HTPI.two_imp": "(P Q R : Prop) (h1 : P → Q) (h2 : Q → ¬R) : R → ¬P",
    "HTPI.Exercises.Exercise_3_2_1a": "(P Q R : Prop) (h1 : P → Q) (h2 : Q → R) : P → R",
    "HTPI.Exercises.Exercise_3_2_1b": "(P Q R : Prop) (h1 : ¬R → (P → ¬Q)) : P → (Q → R)",
    "HTPI.Exercises.Exercise_3_2_2a": "(P Q R : Prop) (h1 : P → Q) (h2 : R → ¬Q) : P → ¬R",
    "HTPI.Exercises.Exercise_3_2_2b": "(P Q : Prop) (h1 : P) : Q → ¬(Q → ¬P)",
}

BRUTE = {k: (lambda s=s: taut(s)) for k, s in _PROP.items()}


# --- HTPI: ℤ divisibility and HTPI's own `even`/`odd` (HTPILib/Chap3.lean) ----------------------

def _dvd(a: int, b: int) -> bool:          # a ∣ b on ℤ: ∃ c, b = a * c  (0 ∣ b iff b = 0)
    return b == 0 if a == 0 else b % a == 0


def _even(n: int) -> bool:                 # def even (n : Int) : Prop := ∃ k, n = 2 * k
    return n % 2 == 0


def _odd(n: int) -> bool:                  # def odd (n : Int) : Prop := ∃ k, n = 2 * k + 1
    return n % 2 == 1                       # Python's % is non-negative for modulus 2


_Z = range(-12, 13)
_SUBSETS = [frozenset(x for x in range(4) if m >> x & 1) for m in range(16)]

BRUTE.update({
    "HTPI.Exercises.Exercise_3_3_18a": lambda: all(
        _dvd(a, b + c) for a, b, c in product(_Z, repeat=3) if _dvd(a, b) and _dvd(a, c)),
    "HTPI.Exercises.Exercise_3_4_10": lambda: all(
        _even(x - y) for x, y in product(range(-30, 31), repeat=2) if _odd(x) and _odd(y)),
    "HTPI.Exercises.Exercise_3_4_27a": lambda: all(
        _dvd(15, n) == (_dvd(3, n) and _dvd(5, n)) for n in range(-300, 301)),
    # (B C : Set Nat) on the subsets of {0,1,2,3}, a ∈ {0,…,4}; B \ C = {x | x ∈ B ∧ x ∉ C}
    "HTPI.Example_3_2_5_simple": lambda: all(
        a in C for B in _SUBSETS for C in _SUBSETS for a in range(5)
        if a in B and not (a in B and a not in C)),
})


# --- lean4-samples NaturalNumbers: MyNat with Peano addition (MyNat/Definition.lean) -------------
# MyNat.add : a + 0 = a, a + succ b = succ (a + b); numerals are myNatFromNat; `succ n` is n+1 as
# a value; `1` is myNatFromNat 1 = succ zero. A MyNat is modelled by the count of its `succ`s.

def _my_add(a: int, b: int) -> int:
    return a if b == 0 else _my_add(a, b - 1) + 1


_N = range(9)
_L4 = "lean4_samples/AdditionWorld/Level6.lean::example:100"

BRUTE.update({
    "lean4_samples/AdditionWorld/Level1.lean::MyNat.zero_add": lambda: all(_my_add(0, n) == n for n in _N),
    "lean4_samples/AdditionWorld/Level2.lean::MyNat.add_assoc": lambda: all(_my_add(_my_add(a, b), c) == _my_add(a, _my_add(b, c))
                                   for a, b, c in product(_N, repeat=3)),
    "lean4_samples/AdditionWorld/Level3.lean::MyNat.succ_add": lambda: all(_my_add(a + 1, b) == _my_add(a, b) + 1
                                  for a, b in product(_N, repeat=2)),
    "lean4_samples/AdditionWorld/Level4.lean::MyNat.add_comm": lambda: all(_my_add(a, b) == _my_add(b, a) for a, b in product(_N, repeat=2)),
    "MyNat.succ_eq_add_one": lambda: all(n + 1 == _my_add(n, 1) for n in _N),
    "MyNat.add_right_comm": lambda: all(_my_add(_my_add(a, b), c) == _my_add(_my_add(a, c), b)
                                        for a, b, c in product(_N, repeat=3)),
    "MyNat.add_left_comm": lambda: all(_my_add(a, _my_add(b, c)) == _my_add(b, _my_add(a, c))
                                       for a, b, c in product(_N, repeat=3)),
    # (((a+b)+c)+d)+e = (c+((b+e)+a))+d
    _L4: lambda: all(
        _my_add(_my_add(_my_add(_my_add(a, b), c), d), e) ==
        _my_add(_my_add(c, _my_add(_my_add(b, e), a)), d)
        for a, b, c, d, e in product(range(5), repeat=5)),
    "MyNat.succ_inj'": lambda: all(a == b for a, b in product(_N, repeat=2) if a + 1 == b + 1),
    "MyNat.add_left_eq_zero": lambda: all(b == 0 for a, b in product(_N, repeat=2)
                                          if _my_add(a, b) == 0),
})


# --- Robo (hhu-adam/Robo): Finset sums, ℕ/ℤ/ℚ ---------------------------------------------------

_FS = [frozenset(x for x in range(6) if m >> x & 1) for m in range(64)]   # Finset ℕ ⊆ {0..5}
_RB = "robo/Babylon_overview.lean::example:"


def _icc(a: int, b: int) -> range:          # Finset.Icc a b
    return range(a, b + 1)


def _nsub(a: int, b: int) -> int:           # ℕ subtraction truncates
    return max(a - b, 0)


def _fin_sum_2i_minus_1(n: int) -> tuple[int, int]:
    """`∑ i : Fin (n + 1), 2 * i - 1 = n ^ 2`: the body `2 * i - 1` is elaborated in Fin (n + 1)
    (its leaf `i` fixes the type; ℕ's `n ^ 2` is then cast into Fin (n + 1) by binop%), so both
    sides are residues mod n + 1; Fin subtraction wraps: a - b = (a + (m - b)) % m."""
    m = n + 1
    s = 0
    for i in range(m):
        two_i = (2 % m) * i % m
        s = (s + (two_i + (m - 1 % m)) % m) % m
    return s, (n ** 2) % m


BRUTE.update({
    _RB + "25": lambda: all(sum(1 for _ in I) == len(I) for I in _FS),
    _RB + "28": lambda: all(sum(2 for _ in I) == 2 * len(I) for I in _FS),
    _RB + "32": lambda: all(sum((i + 1) ** 2 - i ** 2 - 2 * i for i in I) == len(I) for I in _FS),
    _RB + "36": lambda: all(sum(i ** 3 - 3 * i ** 2 + 2 * i for i in _icc(0, n)) ==
                            sum(i ** 3 - 3 * i ** 2 + 2 * i for i in _icc(3, n))
                            for n in range(3, 40)),
    _RB + "47": lambda: all(sum((-1) ** i + 1 for i in I) == 2 * len([i for i in I if i % 2 == 0])
                            for I in _FS),
    _RB + "54": lambda: all(sum(2 for _ in I) == 2 * len(I) for I in _FS),
    "arithmetic_sum": lambda: all(Fraction(sum(_icc(0, n))) == Fraction(1, 2) * n * (n + 1)
                                  for n in range(40)),
    "Robo.NN.arithmetic_sum": lambda: all(2 * sum(_icc(0, n)) == n * (n + 1) for n in range(40)),
    _RB + "68": lambda: all(sum(_icc(-n, n)) == 0 for n in range(40)),
    _RB + "74": lambda: all(sum(2 * i + 1 for i in _icc(0, n)) == (n + 1) ** 2 for n in range(40)),
    _RB + "85": lambda: all(sum(Fraction(i) ** 3 for i in _icc(0, m)) ==
                            sum(Fraction(i) for i in _icc(0, m)) ** 2 for m in range(30)),
    _RB + "94": lambda: all(sum(i ** 3 for i in _icc(0, m)) == sum(_icc(0, m)) ** 2
                            for m in range(40)),
    _RB + "98": lambda: all(sum(i ** 3 for i in _icc(0, m)) == sum(_icc(0, m)) ** 2
                            for m in range(30)
                            if sum(Fraction(i) ** 3 for i in _icc(0, m)) ==
                            sum(Fraction(i) for i in _icc(0, m)) ** 2),
    _RB + "102": lambda: all(a == b for a, b in product(range(20), repeat=2)
                             if Fraction(a) == Fraction(b)),
    _RB + "108": lambda: all(_dvd(3, n ** 3 + 2 * n) for n in range(-50, 51)),
    _RB + "110": lambda: all(_nsub(n, 1) * (n + 1) == _nsub(n ** 2, 1) for n in range(60)),
    _RB + "112": lambda: all(1 + n * x <= (x + 1) ** n for x, n in product(range(15), repeat=2)),
    _RB + "114": lambda: all(a == b for a, b in map(_fin_sum_2i_minus_1, range(12))),
    _RB + "116": lambda: all((n + 5) ** 2 < 2 ** (n + 5) for n in range(60)),
    _RB + "118": lambda: all(n ** 2 < 2 ** n for n in range(5, 60)),
})


def _prime(n: int) -> bool:                 # Nat.Prime
    return n >= 2 and all(n % d for d in range(2, int(n ** 0.5) + 1))


def _prod(xs) -> int:
    p = 1
    for x in xs:
        p *= x
    return p


_FS12 = [frozenset(x for x in range(12) if m >> x & 1) for m in range(1 << 12)]

BRUTE.update({
    # ¬ ∃ P : Prop, IsFixedPt (¬ ·) P, i.e. no P with (¬P) = P
    "robo/Cantor_overview.lean::example:10": lambda: not any((not p) == p for p in (False, True)),
    "robo/Euklid_overview.lean::example:41": lambda: all(
        0 < _prod(A) for A in _FS12 if all(_prime(a) for a in A)),
    "robo/Euklid_overview.lean::example:49": lambda: all(
        _prod(A) % p == 0 for p in range(12) if _prime(p) for A in _FS12[:1024]
        if any(a % p == 0 if p else a == 0 for a in A)),
})


# --- Mutants: a statement of each file changed so that it is false on the same box --------------

MUTANTS = {
    "FM2024 Sheet1: Peirce's law without its hypothesis ((P → Q) → P) → Q":
        lambda: taut(": ((P → Q) → P) → Q"),
    "FM2024 Sheet2: (P → False) → Q → P": lambda: taut(": (P → False) → Q → P"),
    "FM2024 Sheet3: ¬P → P": lambda: taut(": ¬P → P"),
    "FM2024 Sheet4: P ∧ Q → Q ∧ R": lambda: taut(": P ∧ Q → Q ∧ R"),
    "FM2024 Sheet5: P ↔ ¬P ∧ True": lambda: taut(": P ↔ ¬P ∧ True"),
    "FM2024 Sheet6: ¬(P ∨ Q) ↔ ¬P ∨ ¬Q": lambda: taut(": ¬(P ∨ Q) ↔ ¬P ∨ ¬Q"),
    "Sheet1 line 146 with only its first hypothesis": lambda: taut(": ((P → Q) → R) → P"),
    "lean4game-logic: (h : P ∨ Q) : P ↔ Q": lambda: taut("{P Q : Prop} (h : P ∨ Q) : P ↔ Q"),
    "KnightsAndKnaves IfToIff without h'": lambda: taut("(h : p → q) : p ↔ q"),
    "HTPI two_imp with R → P": lambda: taut("(P Q R : Prop) (h1 : P → Q) (h2 : Q → ¬R) : R → P"),
    "HTPI Exercise_3_2_1b without ¬ on Q": lambda: taut(
        "(P Q R : Prop) (h1 : ¬R → (P → Q)) : P → (Q → R)"),
    "HTPI Exercise_3_4_10 with x + y odd": lambda: all(
        _odd(x + y) for x, y in product(range(-10, 11), repeat=2) if _odd(x) and _odd(y)),
    "HTPI Exercise_3_4_27a with 30": lambda: all(
        _dvd(30, n) == (_dvd(3, n) and _dvd(5, n)) for n in range(-300, 301)),
    "HTPI Example_3_2_5_simple with a ∉ C": lambda: all(
        a not in C for B in _SUBSETS for C in _SUBSETS for a in range(5)
        if a in B and not (a in B and a not in C)),
    "MyNat: a + b = a": lambda: all(_my_add(a, b) == a for a, b in product(_N, repeat=2)),
    "MyNat: succ a + b = a + b": lambda: all(_my_add(a + 1, b) == _my_add(a, b)
                                            for a, b in product(_N, repeat=2)),
    "MyNat add_left_eq_zero concluding a = 1": lambda: all(
        a == 1 for a, b in product(_N, repeat=2) if _my_add(a, b) == 0),
    "Robo: 2 * ∑ Icc 0 n = n * (n + 2)": lambda: all(2 * sum(_icc(0, n)) == n * (n + 2)
                                                    for n in range(40)),
    "Robo: (n + 4)^2 < 2^(n + 4)": lambda: all((n + 4) ** 2 < 2 ** (n + 4) for n in range(60)),
    "Robo: ∑ i : Fin (n+1), 2*i - 1 read in ℕ, = n^2 + 1": lambda: all(
        sum(_nsub(2 * i, 1) for i in range(n + 1)) == n ** 2 + 1 for n in range(12)),
    "Robo Cantor: ∃ P : Prop, IsFixedPt id P is false": lambda: not any(p == p for p in (False, True)),
    "Robo Euklid: a product of primes is odd": lambda: all(
        _prod(A) % 2 == 1 for A in _FS12 if all(_prime(a) for a in A)),
}


# --- lean4game-algorithms (iulian-birlica/lean4game-algorithms), game/Game/Support --------------

def _ilists(maxlen: int, vals) -> list[list[int]]:
    out = []
    for n in range(maxlen + 1):
        out += [list(t) for t in product(vals, repeat=n)]
    return out


_IL = _ilists(5, range(-2, 3))


def _is_sorted(l) -> bool:                  # List.Pairwise (· ≤ ·)
    return all(l[i] <= l[j] for i in range(len(l)) for j in range(i + 1, len(l)))


def _perm(a, b) -> bool:                    # List.Perm
    return sorted(a) == sorted(b)


def _bsearch_aux(a, target, lo, hi) -> bool:
    if lo < hi:
        mid = (lo + hi) // 2
        v = a[mid]
        if v == target:
            return True
        if v < target:
            return _bsearch_aux(a, target, mid + 1, hi)
        return _bsearch_aux(a, target, lo, mid)
    return False


def _bubble_pass(l):
    if len(l) <= 1:
        return list(l)
    x, y, rest = l[0], l[1], l[2:]
    if x <= y:
        return [x] + _bubble_pass([y] + rest)
    return [y] + _bubble_pass([x] + rest)


def _bubble_sort(l):
    if len(l) == 0:
        return []
    p = _bubble_pass(l)
    return _bubble_sort(p[:-1]) + [p[-1]]


def _selection_sort(l):                     # minimum, then List.erase (first occurrence)
    if len(l) > 0:
        m = min(l)
        rest = list(l)
        rest.remove(m)
        return [m] + _selection_sort(rest)
    return []


def _digits10(x: int) -> list[int]:         # Nat.digits 10, little-endian
    out = []
    while x:
        out.append(x % 10)
        x //= 10
    return out


def _digit_sum(x: int) -> int:
    return sum(_digits10(x))


def _control(res: int) -> int:
    while 9 < res:
        res = _digit_sum(res)
    return res


_SORTED_ARRS = [a for a in _ilists(5, range(-2, 3)) if _is_sorted(a)]
_CT = "Game.Contracts."

BRUTE.update({
    _CT + "binarySearchAux_spec": lambda: all(
        _bsearch_aux(a, t, lo, hi) == any(lo <= i < hi and a[i] == t for i in range(len(a)))
        for a in _SORTED_ARRS for t in range(-3, 4)
        for hi in range(len(a) + 1) for lo in range(len(a) + 2)),
    _CT + "bubblePass_length": lambda: all(len(_bubble_pass(l)) == len(l) for l in _IL),
    _CT + "bubblePass_perm": lambda: all(_perm(_bubble_pass(l), l) for l in _IL),
    _CT + "bubblePass_ne_nil": lambda: all(_bubble_pass(l) != [] for l in _IL if l != []),
    _CT + "bubblePass_getLast_ge": lambda: all(
        x <= _bubble_pass(l)[-1] for l in _IL if _bubble_pass(l) != [] for x in l),
    _CT + "bubbleSort_perm": lambda: all(_perm(_bubble_sort(l), l) for l in _IL),
    _CT + "bubbleSort_sorted": lambda: all(_is_sorted(_bubble_sort(l)) for l in _IL),
    _CT + "selectionSort_perm": lambda: all(_perm(_selection_sort(l), l) for l in _IL),
    _CT + "selectionSort_sorted": lambda: all(_is_sorted(_selection_sort(l)) for l in _IL),
    _CT + "digitSum_rec": lambda: all(_digit_sum(x) == x % 10 + _digit_sum(x // 10)
                                      for x in range(1, 3000)),
    _CT + "digitSum_le": lambda: all(_digit_sum(x) <= x for x in range(3000)),
    _CT + "digitSum_lt": lambda: all(_digit_sum(r) < r for r in range(10, 3000)),
    _CT + "digitSum_pos": lambda: all(0 < _digit_sum(r) for r in range(1, 3000)),
    _CT + "control_pos": lambda: all(0 < _control(n) for n in range(1, 3000)),
})


# HuffmanTree: leaf w | node l r; trees of depth ≤ 3 with leaf weights in {0, 1, 2}
def _trees(depth: int):
    out = [('leaf', w) for w in range(3)]
    if depth > 0:
        sub = _trees(depth - 1)
        out += [('node', l, r) for l in sub for r in sub]
    return out


def _weight(t) -> int:
    return t[1] if t[0] == 'leaf' else _weight(t[1]) + _weight(t[2])


def _ext_cost(d: int, t) -> int:
    return d * t[1] if t[0] == 'leaf' else _ext_cost(d + 1, t[1]) + _ext_cost(d + 1, t[2])


def _codewords(t) -> list[tuple]:
    if t[0] == 'leaf':
        return [()]
    return [(False,) + c for c in _codewords(t[1])] + [(True,) + c for c in _codewords(t[2])]


def _prefix_free(codes) -> bool:            # x.IsPrefix y ↔ y starts with x
    return all(x == y for x in codes for y in codes if y[:len(x)] == x)


_HT = [t for t in _trees(2)] + [('node', l, r) for l in _trees(2)[:40] for r in _trees(2)[:40]]


def _select(x: int, l):
    """Game.Clockwork.select: scan carrying the candidate minimum."""
    if not l:
        return (x, [])
    y, ys = l[0], l[1:]
    if x <= y:
        p = _select(x, ys)
        return (p[0], [y] + p[1])
    p = _select(y, ys)
    return (p[0], [x] + p[1])


BRUTE.update({
    "Game.Greedy.HuffmanTree.externalCost_succ": lambda: all(
        _ext_cost(d + 1, t) == _ext_cost(d, t) + _weight(t) for t in _HT for d in range(4)),
    "Game.Greedy.HuffmanTree.prefixFree_codewords": lambda: all(
        _prefix_free(_codewords(t)) for t in _HT),
    "Game.Clockwork.select_length": lambda: all(
        len(_select(x, l)[1]) == len(l) for x in range(4) for l in _ilists(5, range(4))),
})

MUTANTS.update({
    "Contracts: binary search on an unsorted array agrees with membership": lambda: all(
        _bsearch_aux(a, t, 0, len(a)) == (t in a)
        for a in _ilists(4, range(-1, 2)) for t in range(-1, 2)),
    "Contracts: a bubble pass sorts": lambda: all(_is_sorted(_bubble_pass(l)) for l in _IL),
    "Contracts: digitSum x < x for x ≥ 1": lambda: all(_digit_sum(x) < x for x in range(1, 100)),
    "Greedy: externalCost (d + 1) = externalCost d + 1": lambda: all(
        _ext_cost(d + 1, t) == _ext_cost(d, t) + 1 for t in _HT for d in range(4)),
    "Greedy: codewords with a leaf's [] added stay prefix-free": lambda: all(
        _prefix_free(_codewords(t) + [()]) for t in _HT),
    "SelectionSort: select leaves l.length - 1 elements": lambda: all(
        len(_select(x, l)[1]) == len(l) - 1 for x in range(4) for l in _ilists(3, range(4))),
})

MUTANTS.update({
    "MyNat Level1 zero_add as 0 + n = n + 1": lambda: all(_my_add(0, n) == n + 1 for n in _N),
    "MyNat Level2 add_assoc as (a + b) + c = a + (b + b)": lambda: all(
        _my_add(_my_add(a, b), c) == _my_add(a, _my_add(b, b)) for a, b, c in product(_N, repeat=3)),
    "MyNat Level4 add_comm as a + b = b + b": lambda: all(
        _my_add(a, b) == _my_add(b, b) for a, b in product(_N, repeat=2)),
    "MyNat Level5 succ n = n + 2": lambda: all(n + 1 == _my_add(n, 2) for n in _N),
    "MyNat Level6 add_right_comm as a + b + c = a + c + c": lambda: all(
        _my_add(_my_add(a, b), c) == _my_add(_my_add(a, c), c) for a, b, c in product(_N, repeat=3)),
    "MyNat AdvancedAddition Level1 succ_inj' from succ a = b": lambda: all(
        a == b for a, b in product(_N, repeat=2) if a + 1 == b),
})
