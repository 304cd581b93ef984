"""The front end's arithmetic and logic against Lean's meaning, through the reading API only:
Lean text goes through `read_text`, and the statement it yields is evaluated by the pure-Python
lowering (`pychecks.expr.to_python`) on every assignment of a small box, then compared with a
Python transcription of what Lean means. No node shapes and no numba kernels: the tests stay
valid when the evaluator is restructured, and run fast enough for mutation testing
(`scripts/mutation --frontend`, docs/development.md).

Each term is read twice: over variables (a symbolic term, `theorem_wanted t (a b : ℕ) (r : ℕ) :
TERM = r`, true exactly where r is the oracle's value) and over constants bound by `let` (the
front end folds them to a number). Lean's meaning, from its sources (lean4, read through the
search index at the commits named; the pinned tag v4.34.0 itself was not available there):

* `Nat.sub` truncates at 0; `n / 0 = 0`, `n % 0 = n` (`Nat.div_zero`, `Nat.mod_zero`,
  src/Init/Data/Nat/Div/Basic.lean).
* `Fin n` (src/Init/Data/Fin/Basic.lean, commit 0123e209): `Fin.add`, `Fin.sub`, `Fin.mul` wrap
  modulo n; `Fin.mod`, `Fin.div` are Nat's `%` and `/` on the values; a numeral `k : Fin n` is
  `Fin.ofNat n k = k % n` (`Fin.instOfNat`), so in `i % 4` with `i : Fin 3` the divisor is 1.
* One type for a whole `binop%` / `binrel%` tree (src/Lean/Elab/Extra.lean, commit 0dbbe18d):
  a numeral takes the `Fin n` of the other operands (`i = 4` is `i = 1` in `Fin 3`), but a
  natural-number term makes the tree ℕ, the `Fin` operand coerced (`k ≠ i.val + 1` is
  `↑k ≠ i.val + 1`: no wrap-around), as there is no global `NatCast (Fin n)` (lean4 #8620;
  Mathlib scopes one under `open Fin.NatCast`, and then the order of the operands decides).
  The expected type starts the tree: `(i + 1 : ℕ)` is `↑i + 1`. Such mixes are read so
  (`MIXED_TREES`), through the rule both readers share (`pychecks.lean.coercions`).
* Precedences (src/Init/Notation.lean, commit 00298d03): `infixr:35 " ∧ "`, `infixr:30 " ∨ "`,
  `notation:max "¬" p:40`, `infix:50` for `=`, `≤`, `<`, `≥`, `>`, `==`, `∣`, `∈`, `∉`;
  `infixl:55 " ||| "`, `infixl:58 " ^^^ "`, `infixl:60 " &&& "`, `infixl:65` `+` `-`,
  `infixl:70` `*` `/` `%`, `infixl:75` `<<<` `>>>`, `infixr:80 " ^ "`; `infixl:35 " && "`,
  `infixl:30 " || "`, `notation:max "!" b:40`. `infix:20 " ↔ "` and `infix:50 " ≠ "`
  (src/Init/Core.lean). The arrow is `trailing_parser checkPrec 25 >> " → " >> termParser 25`
  (src/Lean/Parser/Term.lean): right-associative, looser than `∨`, tighter than `↔`.
  `∑ x, f x` reads its body at precedence 67 (`bigsum`, Mathlib/Algebra/BigOperators/Group/
  Finset/Defs.lean): `∑ k, p k + 1` is `(∑ k, p k) + 1`, `∑ k, p k * 2` sums `p k * 2`.
* Positions `Fin d → ℕ` are ordered pointwise (`Pi.le_def`), `p < q ↔ p ≤ q ∧ ¬ q ≤ p`
  (`Pi.lt_def` on a preorder); `0` and `1` are the constant functions (`Pi.instZero`,
  `Pi.instOne`); `p 4` with `p : Fin 3 → ℕ` reads heap `4 % 3 = 1`.

The statements whose verdict depends on `Fin` wrapping (Moore's game written with
`k ≠ i + 1`) close the file, and then the one-line reasons for statements outside the fragment.
"""
import itertools

import pytest

from pychecks import expr as E
from pychecks.lean.claims.catalogue import STATEMENT_KEYWORDS
from pychecks.lean.read.project import Project, full_name
from pychecks.lean.shapes.reader import read_statement

NAT, POS3 = "ℕ", "Fin 3 → ℕ"


def fin(n: int) -> str:
    return f"Fin {n}"


def nat_sub(a, b):
    return max(a - b, 0)


def read_one(text: str):
    """The shapes' reading of a Lean text with one statement: the lowering alone, before a
    statement it refuses is handed to the evaluator (whose verdicts `tests/lean/evaluate`
    tests), so that a refusal's reason is the lowering's own."""
    pf = Project().load_text(text, "<lowering>", None)
    (decl,) = [d for d in pf.lean.declarations if d.keyword in STATEMENT_KEYWORDS and d.name]
    return read_statement(pf, decl, full_name(pf, decl))


def plain(text: str):
    reading = read_one(text)
    assert reading.kind == "plain", reading.reason
    return reading.statement


def holds(statement):
    """`hypotheses → conclusion` as a Python function of the variables' values."""
    hyp, concl = E.to_python(statement.hypotheses), E.to_python(statement.conclusion)
    return lambda xs: (not hyp(xs)) or concl(xs)


def values(ty: str, top: int):
    """The values a variable of type `ty` takes in the box: numbers up to `top`, every element
    of `Fin n`, every position with heaps up to `top`."""
    if ty == NAT:
        return range(top + 1)
    if ty.endswith("→ ℕ"):
        d = int(ty.split()[1])
        return list(itertools.product(range(top + 1), repeat=d))
    return range(int(ty.split()[1]))


def lean_value(ty: str, v) -> str:
    return "![" + ", ".join(map(str, v)) + "]" if isinstance(v, tuple) else str(v)


def flat(assignment) -> tuple:
    """The statement's variables: a position counts one variable per heap."""
    return tuple(x for v in assignment for x in (v if isinstance(v, tuple) else (v,)))


def binders(variables) -> str:
    return " ".join(f"({name} : {ty})" for name, ty in variables)


def lets(variables, assignment) -> str:
    return "".join(f"let {name} : {ty} := {lean_value(ty, v)}; "
                   for (name, ty), v in zip(variables, assignment))


def box(variables, top: int):
    return list(itertools.product(*(values(ty, top) for _, ty in variables)))


def samples(points: list, count: int = 4) -> list:
    """A few assignments of the box for the readings with constants (each is a parse): the
    first, the last, and some spread between."""
    if len(points) <= count:
        return points
    step = (len(points) - 1) / (count - 1)
    return [points[round(k * step)] for k in range(count)]


# --- natural-number terms -------------------------------------------------------------------

A, B, C = ("a", NAT), ("b", NAT), ("c", NAT)
I3, J3, I4 = ("i", fin(3)), ("j", fin(3)), ("i", fin(4))
P3 = ("p", POS3)

#: (variables, ℕ term, Lean's value of it). `let` binds the constants of the second reading.
NAT_TERMS = [
    # Nat.sub truncates; `-` associates to the left
    ([A, B], "a - b", nat_sub),
    ([A, B], "a - b - 1", lambda a, b: nat_sub(nat_sub(a, b), 1)),
    ([A, B], "a - (b - 1)", lambda a, b: nat_sub(a, nat_sub(b, 1))),
    ([A], "a - 1 + 1", lambda a: nat_sub(a, 1) + 1),
    ([A], "1 - a", lambda a: nat_sub(1, a)),
    # / and % by constants, including 0 and 1
    ([A], "a / 2", lambda a: a // 2),
    ([A], "a % 3", lambda a: a % 3),
    ([A], "a / 0", lambda a: 0),
    ([A], "a % 0", lambda a: a),
    ([A], "a / 1 + a % 1", lambda a: a),
    ([A, B], "a / 2 / 2", lambda a, b: a // 4),
    ([A, B], "2 * a / 3", lambda a, b: 2 * a // 3),
    ([A, B], "a * 2 % 3", lambda a, b: a * 2 % 3),
    ([A, B], "a % 3 * 2", lambda a, b: a % 3 * 2),
    ([A, B], "(a + b) / 2 - a % 2", lambda a, b: nat_sub((a + b) // 2, a % 2)),
    # + * ^ and their precedences
    ([A, B], "a + b * 2", lambda a, b: a + b * 2),
    ([A, B], "a * 2 + b", lambda a, b: a * 2 + b),
    ([A, B], "3 * (a + b)", lambda a, b: 3 * (a + b)),
    ([A], "a ^ 2 * 3", lambda a: a ** 2 * 3),
    ([A], "3 * a ^ 2", lambda a: 3 * a ** 2),
    ([A], "a ^ 0 + 0 ^ 0", lambda a: 2),
    ([A], "2 ^ 3 ^ 2 + a", lambda a: 2 ** 9 + a),
    ([A], "(2 ^ 3) ^ 2 + a", lambda a: 64 + a),
    ([A], "a ^ 3", lambda a: a ** 3),
    # ^^^ (58) below + (65), above = (50); left-associative
    ([A, B], "a ^^^ b", lambda a, b: a ^ b),
    ([A, B], "a ^^^ b + 1", lambda a, b: a ^ (b + 1)),
    ([A, B], "a + b ^^^ 1", lambda a, b: (a + b) ^ 1),
    ([A, B, C], "a ^^^ b ^^^ c", lambda a, b, c: a ^ b ^ c),
    ([A, B], "a % 3 ^^^ b % 3", lambda a, b: (a % 3) ^ (b % 3)),
    ([A, B], "Nat.xor a b + 0", lambda a, b: a ^ b),
    # min, max, succ, if-then-else, fun
    ([A, B], "min a b", min),
    ([A, B], "max a b", max),
    ([A, B], "Nat.min a b + Nat.max a b", lambda a, b: a + b),
    ([A], "Nat.succ a", lambda a: a + 1),
    ([A, B], "if a ≤ b then b - a else a - b", lambda a, b: abs(a - b)),
    ([A, B], "(if a = b then 1 else 0) + 2", lambda a, b: 3 if a == b else 2),
    ([A, B], "if a < b ∧ b < 3 then a else b", lambda a, b: a if a < b < 3 else b),
    ([A, B], "(fun x => x + 1) a + (fun x y => x - y) a b", lambda a, b: a + 1 + nat_sub(a, b)),
    ([A], "let z := a + 1; z * 2", lambda a: (a + 1) * 2),
    ([A], "(fun g => g a + 1) (fun x => x * 2)", lambda a: 2 * a + 1),
    # Fin n: `.val`, `↑`, `.toNat`; +, -, * wrap modulo n; numerals are read modulo n
    ([I4], "i.val * 2", lambda i: i * 2),
    ([I4], "↑i + i.toNat", lambda i: 2 * i),
    ([I4], "(i + 3).val", lambda i: (i + 3) % 4),
    ([I4], "(i + 7).val", lambda i: (i + 7) % 4),
    ([I4], "(i - 1).val", lambda i: (i - 1) % 4),
    ([I4], "(i - 6).val", lambda i: (i - 6) % 4),
    ([I4], "Fin.val (i + 1)", lambda i: (i + 1) % 4),
    ([I3], "(i + 1 + 1).val", lambda i: (i + 2) % 3),
    ([I3], "(5 : Fin 3).val + i.val", lambda i: 2 + i),
    ([I4], "i.val / 2 + i.val % 2", lambda i: i // 2 + i % 2),
    # positions: heap access (a numeral index is read modulo d), ∑ and its precedence
    ([P3], "p 0 + 2 * p 2", lambda p: p[0] + 2 * p[2]),
    ([P3], "p 4", lambda p: p[1]),
    ([P3], "∑ k, p k", sum),
    ([P3], "∑ k, p k + 1", lambda p: sum(p) + 1),
    ([P3], "∑ k, p k * 2", lambda p: 2 * sum(p)),
    ([P3], "∑ k : Fin 3, (p k + 1)", lambda p: sum(p) + 3),
    ([P3], "∑ k, k.val * p k", lambda p: p[1] + 2 * p[2]),
    ([P3], "∑ k : Fin 3, p (k + 1) / 2", lambda p: sum(x // 2 for x in p)),
    ([P3], "(fun k => p k + 1) 2", lambda p: p[2] + 1),
    ([P3, I3], "p i", lambda p, i: p[i]),
    ([P3, I3], "p (i + 1)", lambda p, i: p[(i + 1) % 3]),
    ([P3, I3], "p (i - 1) + p i", lambda p, i: p[(i - 1) % 3] + p[i]),
    ([A], "∑ k : Fin 3, a", lambda a: 3 * a),
    ([A], "∑ b < 4, b + a", lambda a: 6 + a),
    ([A], "∑ b ≤ 2, (a + b)", lambda a: 3 * a + 3),
    # literals
    ([A], "0x1F + a", lambda a: 31 + a),
    ([A], "0b101 * a", lambda a: 5 * a),
]

#: Terms the front end reads only where the `Fin` values are constants (bound by a quantifier or
#: `let`): a `Fin` variable of a plain statement is a symbol, on which only `+` and `-` of a
#: numeral are encoded (the refusal is checked with the reasons below).
CONSTANT_FIN_TERMS = [
    ([I3, J3], "(i + j).val", lambda i, j: (i + j) % 3),
    ([I3, J3], "(i - j).val + (i * j).val", lambda i, j: (i - j) % 3 + i * j % 3),
    ([I3], "(i * 2).val", lambda i: i * 2 % 3),
    ([I3], "(i * 5).val", lambda i: i * 5 % 3),
    ([I4], "(i / 2).val + (i % 3).val", lambda i: i // 2 + i % 3),
    ([I4], "(i / 0).val + (i % 0).val", lambda i: i),
    ([I3], "(i % 4).val", lambda i: i % 1),        # the numeral 4 : Fin 3 is 1
    ([I3], "(i / 4).val", lambda i: i // 1),       # likewise
    ([I3], "(i % 5).val", lambda i: i % 2),
    ([I3], "(i / 5).val", lambda i: i // 2),
    ([I3], "((4 : Fin 3) + i).val", lambda i: (1 + i) % 3),
]


#: ASCII for the Lean symbols in test ids: pytest escapes other characters, and escapes the
#: escapes again when it collects a module a second time in one process (as mutmut does), so
#: an id with `ℕ` in it would not be found then.
ASCII = {"ℕ": "N", "→": "->", "↔": "<->", "∧": "and", "∨": "or", "¬": "not", "∀": "all",
         "∃": "ex", "∑": "sum", "≤": "<=", "≥": ">=", "≠": "!=", "∣": "dvd", "∈": "in",
         "∉": "notin", "↑": "coe"}


def case_id(case):
    """A test id: the binders and the term or proposition, in ASCII."""
    variables, text, _ = case
    return "".join(ASCII.get(c, c if c.isascii() else f"U+{ord(c):04X}")
                   for c in f"{binders(variables)} {text}")


@pytest.mark.parametrize("case", NAT_TERMS, ids=case_id)
def test_terms_over_variables(case):
    variables, term, oracle = case
    st = plain(f"theorem_wanted t {binders(variables)} (r : ℕ) : ({term}) = r")
    f = holds(st)
    for assignment in box(variables, 3):
        want = oracle(*assignment)
        xs = flat(assignment)
        assert f(xs + (want,)) and not f(xs + (want + 1,)), (assignment, want)


@pytest.mark.parametrize("case", NAT_TERMS + CONSTANT_FIN_TERMS,
                         ids=case_id)
def test_terms_over_constants(case):
    variables, term, oracle = case
    for assignment in samples(box(variables, 5)):
        want = oracle(*assignment)
        st = plain(f"theorem_wanted t (r : ℕ) : {lets(variables, assignment)}({term}) = r")
        f = holds(st)
        assert f((want,)) and not f((want + 1,)), (assignment, want)


# --- propositions ----------------------------------------------------------------------------

Q3 = ("q", POS3)
P2, Q2 = ("p", "Fin 2 → ℕ"), ("q", "Fin 2 → ℕ")


def le(p, q):
    return all(x <= y for x, y in zip(p, q))


#: (variables, proposition, Lean's truth of it).
PROPS = [
    # → is right-associative and binds tighter than ↔, looser than ∨ and ∧
    ([A, B, C], "a = 0 → b = 0 ↔ c = 0", lambda a, b, c: (a != 0 or b == 0) == (c == 0)),
    ([A, B, C], "a = 0 ↔ b = 0 → c = 0", lambda a, b, c: (a == 0) == (b != 0 or c == 0)),
    ([A, B, C], "(a = 0 → b = 0) → c = 0", lambda a, b, c: not (a != 0 or b == 0) or c == 0),
    ([A, B, C], "a = 1 → b = 1 → c = 1", lambda a, b, c: a != 1 or b != 1 or c == 1),
    ([A, B, C], "a = 0 ∨ b = 0 → c = 0", lambda a, b, c: not (a == 0 or b == 0) or c == 0),
    ([A, B, C], "a = 0 ∧ b = 0 → c = 0", lambda a, b, c: not (a == 0 and b == 0) or c == 0),
    ([A, B, C], "a = 0 ∨ b = 0 ∧ c = 0", lambda a, b, c: a == 0 or (b == 0 and c == 0)),
    ([A, B, C], "a = 0 ∧ b = 0 ∨ c = 0", lambda a, b, c: (a == 0 and b == 0) or c == 0),
    ([A, B, C], "(a = 0 ∨ b = 0) ∧ c = 0", lambda a, b, c: (a == 0 or b == 0) and c == 0),
    ([A, B], "¬ a = 0 ∧ b = 0", lambda a, b: a != 0 and b == 0),
    ([A, B], "¬ (a = 0 ∧ b = 0)", lambda a, b: not (a == 0 and b == 0)),
    ([A, B], "¬ a = b", lambda a, b: a != b),
    ([A, B], "¬ ¬ a = b", lambda a, b: a == b),
    ([A, B], "(a = 0 ↔ b = 0) ∨ a = 2", lambda a, b: (a == 0) == (b == 0) or a == 2),
    ([A, B], "(a = 0) = (b = 0)", lambda a, b: (a == 0) == (b == 0)),
    ([A, B, C], "if a = 0 then b = 0 else c = 0", lambda a, b, c: b == 0 if a == 0 else c == 0),
    # comparisons (≥ and > read as ≤ and < swapped) against arithmetic
    ([A, B], "a ≠ b", lambda a, b: a != b),
    ([A, B], "a < b", lambda a, b: a < b),
    ([A, B], "a ≤ b", lambda a, b: a <= b),
    ([A, B], "a > b", lambda a, b: a > b),
    ([A, B], "a ≥ b", lambda a, b: a >= b),
    ([A, B], "a + 1 ≤ b * 2 ∧ b - a < 2", lambda a, b: a + 1 <= 2 * b and nat_sub(b, a) < 2),
    ([A, B], "a ^^^ b = 0 ∨ a + b = 3", lambda a, b: a ^ b == 0 or a + b == 3),
    # ∣ : c ∣ n ↔ n % c = 0, and 0 ∣ n ↔ n = 0
    ([A, B], "2 ∣ a + b", lambda a, b: (a + b) % 2 == 0),
    ([A], "3 ∣ a", lambda a: a % 3 == 0),
    ([A], "0 ∣ a", lambda a: a == 0),
    ([A], "1 ∣ a", lambda a: True),
    # Bool operators read as propositions
    ([A, B], "a == b && b != 0", lambda a, b: a == b and b != 0),
    ([A, B], "a == 0 || !(b == 0)", lambda a, b: a == 0 or b != 0),
    ([A, B], "bif a == b then a = 0 else b ≠ 0", lambda a, b: a == 0 if a == b else b != 0),
    # True and False, folded
    ([A], "True ∧ a = 0", lambda a: a == 0),
    ([A], "a = 0 ∧ True", lambda a: a == 0),
    ([A], "False ∨ a = 0", lambda a: a == 0),
    ([A], "a = 0 ∨ False", lambda a: a == 0),
    ([A], "a = 0 ∧ False", lambda a: False),
    ([A], "False ∧ a = 0", lambda a: False),
    ([A], "a = 0 ∨ True", lambda a: True),
    ([A], "True ∨ a = 0", lambda a: True),
    ([A], "¬ False ∧ ¬ ¬ True ∧ a ≤ a", lambda a: True),
    ([A], "(a = 0 → False) ↔ a ≠ 0", lambda a: True),
    ([A], "(True → a = 0) ∧ (a = 1 → True)", lambda a: a == 0),
    ([A], "(False ↔ a = 0) ∧ (True ↔ a ≤ 1)", lambda a: a == 1),
    ([A], "(a = 0 ↔ True) ∨ (a = 2 ↔ False)", lambda a: a != 2),
    ([A], "(if True then a = 0 else a = 1) ∧ (if False then a = 3 else a ≤ 1)", lambda a: a == 0),
    ([A], "(if 1 < 2 then a else 5) = 2", lambda a: a == 2),
    ([A], "true = true ∧ (false = true → a = 9)", lambda a: True),
    # bounded quantifiers, ∃!, sets and Bool quantifiers (inside, so that they are expanded)
    ([A, B], "∃ k < 3, a = k + b", lambda a, b: any(a == k + b for k in range(3))),
    ([A, B], "∀ k ≤ 2, a ≠ k + b", lambda a, b: all(a != k + b for k in range(3))),
    ([A], "∃ k ∈ {1, 3}, a = k", lambda a: a in (1, 3)),
    ([A], "∃! k : Fin 3, a = k.val", lambda a: a < 3),
    ([A], "∃! k : Fin 3, k.val ≤ a", lambda a: a == 0),
    ([A], "∃! k : Fin 3, a ≤ k.val + 1", lambda a: a == 3),
    ([A], "a ∈ {n : ℕ | n % 2 = 0}", lambda a: a % 2 == 0),
    ([A], "a ∉ {n | n = 1 ∨ n = 2}", lambda a: a not in (1, 2)),
    ([A], "a ∈ ({1, 2} : Set ℕ)", lambda a: a in (1, 2)),
    ([A, B], "a ∈ {b, 2}", lambda a, b: a in (b, 2)),
    ([A], "True ∧ ∀ x : Bool, x = true ∨ a = 0", lambda a: a == 0),
    ([A], "True ∧ ∃ x : Bool, x = true ∧ a = 0", lambda a: a == 0),
    ([A], "True ∧ ∀ i : Fin 3, (i + 1).val ≠ a", lambda a: a > 2),
    ([A], "True ∧ ∃ i j : Fin 3, i ≠ j ∧ (i + j).val = a", lambda a: a in (0, 1, 2)),
    ([A], "True ∧ ∀ i : Fin 3, i.val < a ∨ (i - 1).val ≥ a - 1",
     lambda a: all(i < a or (i - 1) % 3 >= nat_sub(a, 1) for i in range(3))),
    # Fin comparisons, numerals read modulo n
    ([I3, J3], "i < j", lambda i, j: i < j),
    ([I3, J3], "i ≤ j ∧ j ≠ i", lambda i, j: i < j),
    ([I3, J3], "i + 1 = j", lambda i, j: (i + 1) % 3 == j),
    ([I3, J3], "j = i - 1", lambda i, j: (i - 1) % 3 == j),
    ([I3], "i = 4", lambda i: i == 1),
    ([I3], "i < 5", lambda i: i < 2),
    ([I3], "5 ≤ i", lambda i: 2 <= i),
    ([I3], "i ≠ 0 → i.val ≥ 1", lambda i: True),
    ([I3], "True ∧ ∀ k : Fin 3, k ≠ i + 1", lambda i: False),
    ([I3], "True ∧ ∃ k : Fin 3, k = i + 2 ∧ k.val = 0", lambda i: i == 1),
    ([I3], "True ∧ ∃ k : Fin 3, k = i ∧ k = 1", lambda i: i == 1),
    # positions: pointwise order, Pi.lt, 0 and 1, equality heap by heap
    ([P2, Q2], "p ≤ q", lambda p, q: le(p, q)),
    ([P2, Q2], "p < q", lambda p, q: le(p, q) and not le(q, p)),
    ([P2, Q2], "q ≥ p", lambda p, q: le(p, q)),
    ([P2, Q2], "q > p ∨ p = q", lambda p, q: le(p, q)),
    ([P2, Q2], "p = q", lambda p, q: p == q),
    ([P2, Q2], "p ≠ q", lambda p, q: p != q),
    ([P2], "p = 0", lambda p: p == (0, 0)),
    ([P2], "1 ≤ p", lambda p: le((1, 1), p)),
    ([P2], "p = ![1, 2]", lambda p: p == (1, 2)),
    ([P2], "p = fun k => k.val", lambda p: p == (0, 1)),
    ([P2], "(fun k => p k + 1) ≤ ![2, 2]", lambda p: le(p, (1, 1))),
    ([P2, Q2], "True ∧ ∀ k, p k ≤ q k", lambda p, q: le(p, q)),
    ([P2, Q2], "∃ i, q i < p i ∧ ∀ k, k ≠ i → q k = p k",
     lambda p, q: sum(x != y for x, y in zip(p, q)) == 1 and le(q, p)),
    # the type of i is read off k's uses: `k ≠ i`, and k indexes a position
    ([P2, Q2], "∃ i, q ≤ p ∧ q ≠ p ∧ ∀ k, k ≠ i → q k = p k",
     lambda p, q: sum(x != y for x, y in zip(p, q)) == 1 and le(q, p)),
    ([P2], "p ∈ {x : Fin 2 → ℕ | x 0 = x 1}", lambda p: p[0] == p[1]),
    ([P2], "p ∈ ({0, ![1, 1]} : Set (Fin 2 → ℕ))", lambda p: p in ((0, 0), (1, 1))),
    # closed statements (no variables): folded to true or false
    ([], "7 - 9 = 0 ∧ 7 / 0 = 0 ∧ 7 % 0 = 7 ∧ 2 ^ 10 = 1024", lambda: True),
    ([], "0x1F = 31 ∧ 0b101 = 5 ∧ 6 &&& 3 = 2 ∧ 6 ||| 3 = 7", lambda: True),
    ([], "1 <<< 4 = 16 ∧ 256 >>> 3 = 32 ∧ 6 ^^^ 3 = 5", lambda: True),
    ([], "1 <<< 1 <<< 2 = 8 ∧ 16 >>> 1 >>> 2 = 2", lambda: True),  # <<< and >>> are infixl
    ([], "2 ^ 1 <<< 2 = 8 ∧ 1 <<< 2 ^ 2 = 16", lambda: True),      # ^ (80) above <<< (75)
    ([], "(2 ^ 1) <<< 2 = 8 ∧ 2 ^ (1 <<< 2) = 16", lambda: True),
    # `<<<` (75) binds tighter than `+` (65), `&&&` (60) and `|||` (55) looser, `^^^` between
    ([], "1 <<< 2 + 1 = 5 ∧ 6 &&& 3 + 1 = 4 ∧ 6 ||| 1 ^^^ 3 = 6", lambda: True),
]


@pytest.mark.parametrize("case", PROPS, ids=case_id)
def test_propositions_over_variables(case):
    variables, prop, oracle = case
    st = plain(f"theorem_wanted t {binders(variables)} : {prop}")
    f = holds(st)
    points = box(variables, 3) if variables else [()]
    for assignment in points:
        xs = flat(assignment) if variables else (0,)
        assert f(xs) == oracle(*assignment), assignment


@pytest.mark.parametrize("case", [c for c in PROPS if c[0]],
                         ids=case_id)
def test_propositions_over_constants(case):
    variables, prop, oracle = case
    for assignment in samples(box(variables, 3)):
        st = plain(f"theorem_wanted t : {lets(variables, assignment)}{prop}")
        assert holds(st)((0,)) == oracle(*assignment), assignment


def test_a_closed_statement_has_one_dummy_variable():
    st = plain("theorem_wanted t : 2 + 2 = 4")
    assert [(v.name, v.cap) for v in st.variables] == [("_", 0)]
    assert holds(st)((0,))
    assert not holds(plain("theorem_wanted t : 2 + 2 = 5"))((0,))


def test_hypotheses_restrict_the_assignments():
    st = plain("theorem_wanted t (a b : ℕ) (h : a ≤ b) : b - a + a = b")
    assert all(holds(st)((a, b)) for a in range(4) for b in range(4))
    assert not E.to_python(st.conclusion)((3, 1))  # false where the hypothesis fails
    st = plain("theorem_wanted t (a b : ℕ) : a ≤ b → b - a + a = b")
    assert E.to_python(st.hypotheses)((1, 2)) and not E.to_python(st.hypotheses)((2, 1))


# --- whole statements whose verdict depends on the arithmetic ---------------------------------

#: Moore's Nim₂ on three heaps, written with `Fin` addition: heaps i and i + 1 may drop, the
#: third stays. The pairs are {0, 1}, {1, 2} and, only because `2 + 1 = 0` in `Fin 3`, {2, 0}.
MOORE_BY_NEIGHBOURS = ("∃ i : Fin 3, q ≤ p ∧ q ≠ p ∧ ∀ k, k ≠ i → k ≠ i + 1 → q k = p k")


def moore_move(p, q):
    """Lower one or two heaps (of three): some heap stays."""
    return le(q, p) and q != p and any(q[k] == p[k] for k in range(3))


def test_moore_relation_through_fin_addition_is_moores_game():
    st = plain(f"theorem_wanted t (p q : Fin 3 → ℕ) : {MOORE_BY_NEIGHBOURS}")
    f = holds(st)
    for p, q in itertools.product(itertools.product(range(3), repeat=3), repeat=2):
        assert f(p + q) == moore_move(p, q), (p, q)


def test_moore_kernel_through_fin_addition_is_read_as_moores_family():
    text = f"""
def M (p q : Fin 3 → ℕ) : Prop := {MOORE_BY_NEIGHBOURS}
theorem_wanted moore :
    let P : Set (Fin 3 → ℕ) :=
      {{p | ∀ b < 4, ((p 0 / 2 ^ b) % 2 + (p 1 / 2 ^ b) % 2 + (p 2 / 2 ^ b) % 2) % 3 = 0}}
    (∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P
"""
    reading = read_one(text)
    assert reading.kind == "kernel", reading.reason
    family = reading.statement.family
    assert family.groups == ((0, 1), (0, 2), (1, 2)) and not family.slow
    P = E.to_python(reading.statement.P)
    for p in itertools.product(range(8), repeat=3):
        assert P(p) == all(sum((x >> b) & 1 for x in p) % 3 == 0 for b in range(4)), p


def test_pair_move_reads_k_val_div_two():
    """PairMove of `lean/Examples/HeapGames.lean`: `k.val / 2 ≠ i.val` pairs heaps 0–1, 2–3."""
    st = plain("theorem_wanted t (p q : Fin 4 → ℕ) : ∃ i : Fin 2, q ≤ p ∧ q ≠ p ∧ "
               "∀ k : Fin 4, k.val / 2 ≠ i.val → q k = p k")
    f = holds(st)
    for p, q in itertools.product(itertools.product(range(2), repeat=4), repeat=2):
        want = le(q, p) and q != p and (q[2:] == p[2:] or q[:2] == p[:2])
        assert f(p + q) == want, (p, q)


# --- `Fin n` beside ℕ in one tree: the tree is ℕ, the `Fin` leaves cast ----------------------

#: (binders, proposition, Lean's truth of it on an assignment of the binders): each tree mixes a
#: `Fin` value with a natural-number term or has an expected type ℕ, so Lean computes it in ℕ
#: (`↑i`, no wrap-around); a numeral beside `Fin` values alone is read in `Fin n`.
MIXED_TREES = [
    ([I3, A], "i = a", lambda i, a: i == a),
    ([I3], "i + 1 = 1 + i.val", lambda i: True),
    ([A], "True ∧ ∀ i : Fin 3, i + a = i", lambda a: a == 0),
    ([I3, A], "a + i = 0", lambda i, a: a + i == 0),
    ([I3], "2 + i = 0", lambda i: (2 + i) % 3 == 0),
    ([A], "True ∧ ∃ i k : Fin 3, k.val = i + 1 ∧ k.val = a", lambda a: a in (1, 2)),
    ([A], "True ∧ ∀ b < 5, ∀ i : Fin 3, i = b → i.val = b", lambda a: True),
    ([I3], "True ∧ ∃ k : Fin 3, i = k.val + 1", lambda i: i in (1, 2)),
    ([I3], "True ∧ ∀ j : Fin 3, (i + j).val = (i.val + j.val) % 3", lambda i: True),
    ([I4], "(i + 1 : ℕ) = i.val + 1", lambda i: True),
    ([I4], "(i + 1 : ℕ) < 4", lambda i: i + 1 < 4),
    ([I4], "(i - 1 : ℕ) = i.val - 1", lambda i: True),
    ([I4], "(i - 1 : ℕ) = 3", lambda i: nat_sub(i, 1) == 3),
    ([I4], "True ∧ ∀ j : Fin 4, (i + j : ℕ) < 7", lambda i: i + 3 < 7),
    ([I4], "(i * 3 : ℕ) ≥ 4", lambda i: i * 3 >= 4),
    ([I4], "i + 1 = 0", lambda i: (i + 1) % 4 == 0),
    ([I4, A], "((i + 1 : Fin 4) : ℕ) = a", lambda i, a: (i + 1) % 4 == a),
    ([P3, I3], "p (i + 1) = p i", lambda p, i: p[(i + 1) % 3] == p[i]),
]


@pytest.mark.parametrize("case", MIXED_TREES, ids=case_id)
def test_fin_beside_nat_is_computed_in_nat(case):
    variables, prop, oracle = case
    f = holds(plain(f"theorem_wanted t {binders(variables)} : {prop}"))
    for assignment in box(variables, 4):
        assert f(flat(assignment)) == oracle(*assignment), assignment


def test_moore_written_with_val_plus_one_does_not_wrap():
    """`k ≠ i.val + 1` is `↑k ≠ i.val + 1` in ℕ: heap i and the next one, no wrap-around (the
    heap after 2 is none), unlike `k ≠ i + 1` (Moore's game)."""
    st = plain("theorem_wanted t (p q : Fin 3 → ℕ) : ∃ i : Fin 3, q ≤ p ∧ q ≠ p ∧ "
               "∀ k : Fin 3, k ≠ i → k ≠ i.val + 1 → q k = p k")
    f = holds(st)
    for p, q in itertools.product(itertools.product(range(2), repeat=3), repeat=2):
        want = le(q, p) and q != p and any(
            all(q[k] == p[k] for k in range(3) if k not in (i, i + 1)) for i in range(3))
        assert f(p + q) == want, (p, q)


# --- outside the fragment: the one-line reason, exactly ---------------------------------------

#: (binders and statement after `theorem_wanted t `, the reason after `<lowering>:1:`): every
#: refusal of the lowering, with the column of the construct it names.
REASONS = [
    ('(x : List ℕ) : x = x',
     '23: `List` is neither defined in the project nor part of the fragment'),
    ('(p : Fin 2 → ℕ) : p + 1 = 0',
     '36: `p + 1`: `+` needs numbers on both sides'),
    ('(a : ℕ) : (a = 0) + 1 = 0',
     '28: `(a = 0) + 1`: `+` needs numbers on both sides'),
    ('(a : ℕ) : ¬ (a + 1)',
     '30: `(a + 1)` is not a proposition of the fragment'),
    ('(p : Fin 2 → ℕ) : p = ![1, 2, 3]',
     '36: `(p = ![1, 2, 3])` has 3 heaps where 2 are expected'),
    ('(p : Fin 2 → ℕ) : p = 2',
     '36: `(p = 2)` is not a position of the fragment (`![…]`, `0`, a bound position or `fun k '
     '=> …`)'),
    ('(a : ℕ) : (a, a) = (a, a)',
     '28: a tuple is outside the fragment'),
    ('(a : ℕ) : a',
     '28: `a` is not a proposition of the fragment'),
    ('(a : ℕ) : a = True',
     '28: `a = True` compares values of different kinds'),
    ('(a : ℕ) : Type = Type',
     '28: `Type`: a type variable (a universe) is outside the fragment'),
    ('(a : ℕ) : a = Int',
     '32: the type `Int` is outside the fragment (naturals only)'),
    ('(a : ℕ) : a = Nat',
     '32: the type `Nat` is used as a value'),
    ('(a : ℕ) : a = _',
     '32: the hole `_` is outside the fragment'),
    ('(a : ℕ) : a = ?x',
     '32: the hole `?x` is outside the fragment'),
    ('(a : ℕ) : a.succ = a + 1',
     '28: the projection `.succ` is outside the fragment'),
    ('(a : ℕ) : (fun (x, y) => x) (a, a) = a',
     '33: the pattern `(x, y)` in `fun` is outside the fragment'),
    ('(a : ℕ) : (fun x y => x + y) a = a',
     '28: a partial application of `fun` is outside the fragment'),
    ('(a : ℕ) : (have z := a; z) = a',
     '28: `have` is outside the fragment'),
    ('(a : ℕ) : (let (x, y) := (a, a); x) = a',
     '28: a `let` with a pattern or parameters is outside the fragment'),
    ('(a : ℕ) : (let f (x : ℕ) := x + 1; f a) = a',
     '28: a `let` with a pattern or parameters is outside the fragment'),
    ('(a : ℕ) : (if h : a = 0 then 1 else 2) = a',
     '28: a dependent `if h : c then … else …` is outside the fragment'),
    ('(a : ℕ) : (if a = 0 then a else a = 1)',
     '28: this `if … then … else …` chooses neither numbers nor propositions'),
    ('(a : ℕ) : -a = a',
     '28: `-` (negation of a number) is outside ℕ'),
    ('(a : ℕ) : Fin 3 = a',
     '28: the type `(Fin 3)` is used as a value'),
    ('(p : Fin 2 → ℕ) : p 0 1 = 0',
     '36: a position takes one index'),
    ('(p : Fin 2 → ℕ) (a : ℕ) : p a = 0',
     '46: `a` is used as a `Fin 2` index but is not a numeral or a bound index'),
    ('(p : Fin 2 → ℕ) (a : ℕ) : p (a + 1) = 0',
     '46: `(a + 1)` is computed in `ℕ` (a natural number leaf makes the tree ℕ), where `Fin 2` is '
     'expected: Lean rejects it'),
    ('(i : Fin 3) (j : Fin 4) : i = j',
     '44: `i = j` mixes `Fin 3` and `Fin 4` values, which have no coercion either way: Lean '
     'rejects it'),
    ('(p : Fin 3 → ℕ) : p = fun k => k + 1',
     '36: `p = fun k => k + 1` is computed in `Fin 3` (wrapping) where a natural number is expected, which '
     'Lean computes in ℕ: write it where its type is known, or take `.val`'),
    ('(p : Fin 2 → ℕ) (i : Fin 3) : p i = 0',
     '48: `p i`: a `Fin 3` index into a position of 2 heaps'),
    ('(a : ℕ) : a 1 = 0',
     '28: `a 1`: a natural number applied as a function'),
    ('(a : ℕ) : (a = a) 1',
     '28: `(a = a) 1` applies something that is not a function of the fragment'),
    ('(a : ℕ) : a ∈ a',
     '28: `a` is not a set of the fragment'),
    ('(a : ℕ) : a ∣ 4',
     '28: `∣` needs a numeral on its left'),
    ('(a : ℕ) : a ⊆ a',
     '28: the operator `⊆` is outside the fragment'),
    ('(a : ℕ) : (fun x => x) = (fun x => x)',
     '28: equality of two functions is outside the fragment'),
    ('(a : ℕ) : (a = 0) = a',
     '28: `(a = 0) = a` compares values of different kinds'),
    ('(a : ℕ) : (a = 0) ≤ (a = 1)',
     '28: `(a = 0) ≤ (a = 1)` compares values that are not numbers'),
    ('(i : Fin 3) : (i * 2).val = 0',
     '32: `*` on a `Fin` variable (only `+`/`-` a numeral)'),
    ('(a : ℕ) : True ∧ ∀ i : Fin 3, i ^ 2 = i',
     '48: `^` on `Fin 3` is outside the fragment'),
    ('(a : ℕ) : a + (a = 0) = 0',
     '28: `a + (a = 0)`: `+` needs numbers on both sides'),
    ('(a b : ℕ) : a * b = 0',
     '30: `a * b`: a product of two variables is outside the fragment (multiply by a numeral)'),
    ('(a : ℕ) : 7 / a = 0',
     '28: `7 / a`: `/` by a variable is outside the fragment (divide by a numeral)'),
    ('(a : ℕ) : 2 ^ a = 0',
     '28: `2 ^ a`: `^` with a variable exponent is outside the fragment (a numeral, or a bound '
     'index)'),
    ('(a b : ℕ) : a &&& b = 0',
     '30: `&&&` on variables is outside the fragment (only `^^^`)'),
    ('(a : ℕ) : True ∧ ∀ b < a, b = 0',
     '35: `b < a`: the bound must be a constant'),
    ('(a : ℕ) : True ∧ ∀ b ∈ {n : ℕ | n = 0}, b = 0',
     '35: `b ∈ {n : ℕ | (n = 0)}`: ranging over a set that is not a finite literal is outside '
     'the fragment'),
    ('(a : ℕ) : True ∧ ∀ b > 3, b = 0',
     '35: `b > 3` has no upper bound'),
    ('(a : ℕ) : True ∧ ∀ b : ℕ, b = a',
     '35: `∀ b : ℕ` ranges over all of ℕ (no bound): outside the fragment (a bounded `∀ b < N, '
     '…` is in it)'),
    ('(a : ℕ) : True ∧ ∃ p : Fin 2 → ℕ, p 0 = a',
     '35: `∃ p` ranges over all positions `Fin d → ℕ` (no bound): outside the fragment'),
    ('(a : ℕ) : True ∧ ∃ s : Set ℕ, a ∈ s',
     '35: `∃ s : Set (ℕ)` is outside the fragment'),
    ('(a : ℕ) : True ∧ ∀ {b : ℕ}, b = a',
     '37: an implicit or instance binder in a quantifier'),
    ('(a : ℕ) : ∃! x y : Fin 2, x = y',
     '28: `∃!` over several names is outside the fragment'),
    ('(a : ℕ) : Fin.val a = 0',
     '28: `Fin.val` of something that is not a `Fin` index'),
    ('(a : ℕ) : ∏ k : Fin 2, a = 0',
     '28: `∏` is outside the fragment'),
    ('(a : ℕ) : (a = 0 ∧ a + 1 + a + 1 + a + 1 + a + 1 + a + 1 + a + 1 + a + 1 + a + 1 + a + 1 + '
    'a + 1) ∨ a = 1',
     '37: `a + 1 + a + 1 + a + 1 + a + 1 + a + 1 + a + 1 + a + 1 + a +…` is not a proposition '
     'of the fragment'),
    ('(a : ℕ) : True ∧ ∀ i : Fin 0, i = i',
     '41: type `(Fin 0)`: Fin needs a numeral size ≥ 1'),
    ('(a : ℕ) : True ∧ ∀ x : List ℕ, x = x',
     '41: type `(List ℕ)` is outside the fragment (ℕ, Fin n, Fin d → ℕ, Set, Prop and functions '
     'of them)'),
    ('(a : ℕ) : True ∧ ∀ f : ℕ → ℕ → Bool, f = f',
     '35: `∀ f : (ℕ) → (ℕ) → (Bool)` is outside the fragment'),
    ('(a : ℕ) : True ∧ ∃ s : Set (Fin 2 → ℕ), a ∈ s',
     '35: `∃ s : Set (Fin 2 → ℕ)` is outside the fragment'),
    ('(a : ℕ) : True ∧ ∃ s : Set (Fin 2), a ∈ s',
     '35: `∃ s : Set (Fin 2)` is outside the fragment'),
    ('(a : ℕ) : True ∧ ∀ f : Fin 2 → Prop, f = f',
     '35: `∀ f : (Fin 2) → (Prop)` is outside the fragment'),
    ('(a : ℕ) : min (a = 0) a = 0',
     '32: `(a = 0)` is used as a natural number'),
    ('(a : ℕ) : (a : Prop)',
     '29: `a` is used as a proposition'),
    ('(a : ℕ) : ((a = 0) : ℕ) = 0',
     '29: `(a = 0)` is used as a natural number'),
    ('(a : ℕ) : () = ()',
     '28: a tuple is outside the fragment'),
    ('(i : Fin 3) : ![i, 0] = ![0, 0]',
     '34: `i` is a `Fin 3` index used as a natural number: write `.val`'),
    ('(a : ℕ) : ![a = 0] = ![a = 0]',
     '30: `a = 0` is not a natural number of the fragment'),
    ('(a : ℕ) : True ∧ ∑ k : Fin 2, k = a',
     '48: `k` is a `Fin 2` index used as a natural number: write `.val`'),
    ('(a : ℕ) : Sort = Sort',
     '28: `Sort`: a type variable (a universe) is outside the fragment'),
    ('(a : ℕ) : a = ℝ',
     '32: the type `ℝ` is outside the fragment (naturals only)'),
    ('(a : ℕ) : a = Set',
     '32: the type `Set` is used as a value'),
    ('(a : ℕ) : a = (fun x => x)',
     '28: equality of two functions is outside the fragment'),
    ('(p : Fin 2 → ℕ) : p = fun (k : Fin 3) => 0',
     '44: the pattern `(k : (Fin 3))` in `fun` is outside the fragment'),
    ('(a : ℕ) : (a = 0 → a) ∧ True',
     '37: `a` is not a proposition of the fragment'),
    ('(a : ℕ) : (a ↔ a = 0)',
     '29: `a` is not a proposition of the fragment'),
    ('(a : ℕ) : (∀ i : Fin 2, i = i) ∧ ∀ x ∈ a, x = 0',
     '51: `x ∈ a`: ranging over a set that is not a finite literal is outside the fragment'),
    ('(a : ℕ) : True ∧ ∃ x ∉ {1}, x = a',
     '35: `x ∉ {1}` has no upper bound'),
    ('(a : ℕ) : True ∧ ∀ x ≥ 1, x = a',
     '35: `x ≥ 1` has no upper bound'),
    ('(a : ℕ) : True ∧ ∀ x ≠ 1, x = a',
     '35: `x ≠ 1` has no upper bound'),
    ('(a : ℕ) : True ∧ ∀ x ⊆ {1}, x = a',
     '35: `x ⊆ {1}` has no upper bound'),
    ('(a : ℕ) : True ∧ ∀ [x : ℕ], x = a',
     '37: an implicit or instance binder in a quantifier'),
    ('(a b : ℕ) : a <<< b = 0',
     '30: `<<<` on variables is outside the fragment (only `^^^`)'),
    ('(a : ℕ) : (a : Fin 3) = 0',
     '29: `a` is used as a `Fin 3` index but is not a numeral or a bound index'),
    ('(a : ℕ) : True ∧ ∃! b : ℕ, b = a',
     '35: `∃! b : ℕ` ranges over all of ℕ (no bound): outside the fragment (a bounded `∃! b < '
     'N, …` is in it)'),
    ('(a : ℕ) : ∑ b : ℕ, b = a',
     '28: `∑ b : ℕ` ranges over all of ℕ (no bound): outside the fragment (a bounded `∑ b < N, '
     '…` is in it)'),
    ('(a : ℕ) : (a + a + a + a + a + a + a + a + a + a + a + a + a + a + 12) ∨ a = 1',
     # 60 characters: shown whole
     '28: `(a + a + a + a + a + a + a + a + a + a + a + a + a + a + 12)` '
     'is not a proposition of the fragment'),
    # builtins are no move relations (they used to reach the facts shape and fail inside it)
    (': min 3 1 ∧ ∀ q, ¬ min 0 q',
     '20: `min 3 1` is not a proposition of the fragment'),
    (': Nat.xor 3 1 ∧ ∀ q, ¬ max 0 q',
     '20: `Nat.xor 3 1` is not a proposition of the fragment'),
]


@pytest.mark.parametrize("statement,reason", REASONS, ids=range(len(REASONS)))
def test_outside_the_fragment_with_its_reason(statement, reason):
    reading = read_one("theorem_wanted t " + statement)
    assert reading.kind == "outside" and reading.statement is None
    assert reading.reason == "<lowering>:1:" + reason


KERNEL = """def M (p q : {T}) : Prop := {M}
theorem_wanted t :
    let P : Set {T} := {{p | {P}}}
    (∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P"""


def test_a_kernel_on_one_heap_and_a_set_of_non_positions():
    """P may be a set of positions `Fin d → ℕ` or of heaps `ℕ` (one heap), nothing else."""
    reading = read_one(KERNEL.format(T="ℕ", M="p = q + 1 ∨ p = q + 2", P="p % 3 = 0"))
    assert reading.kind == "kernel", reading.reason
    st = reading.statement
    assert st.heaps == 1 and st.family.is_relation
    assert [E.to_python(st.P)((n,)) for n in range(7)] == [n % 3 == 0 for n in range(7)]
    reading = read_one(KERNEL.format(T="(Fin 2)", M="p.val = q.val + 1", P="p.val = 0"))
    assert reading.reason == ("<lowering>:4:17: the set P needs a type `Set (Fin d → ℕ)` or "
                              "`Set ℕ`")


# --- written types are the elaborator's ------------------------------------------------------

def test_written_types_are_the_elaborators():
    """A binder's written type is read by the elaborator (`Elaborator.type_of`, the evaluator's
    own), so the shapes read what it reads: a project's type synonym, a `Fin` whose size is a
    closed ℕ term or a constant of the project, as the evaluator does."""
    st = plain("abbrev Heaps := Fin 3 → ℕ\ndef size : ℕ := 2 + 2\n"
               "theorem_wanted t (p : Heaps) (i : Fin size) (j : Fin (1 + 1)) : "
               "p 0 + i.val + j.val < 100")
    assert [(v.name, v.cap) for v in st.variables] == \
        [("p 0", None), ("p 1", None), ("p 2", None), ("i", 3), ("j", 1)]


def test_the_shapes_type_binders_with_the_elaborator(monkeypatch):
    """The wiring is real (this test can fail): an elaborator that reads `ℕ` as `Fin 2` makes
    the shapes range `n` over {0, 1}, where `n ≤ 1` holds; with the true reading it fails."""
    from pychecks.lean.evaluate import types as T
    from pychecks.lean.evaluate.elab import Elaborator
    text = "theorem_wanted t (n : ℕ) : n ≤ 1"
    st = plain(text)
    assert [v.cap for v in st.variables] == [None]
    assert not all(holds(st)((n,)) for n in range(4))
    real = Elaborator.type_of

    def nat_as_fin2(self, node, ctx):
        ty = real(self, node, ctx)
        return T.TFin(2) if ty == T.NAT else ty
    monkeypatch.setattr(Elaborator, "type_of", nat_as_fin2)
    st = plain(text)
    assert [v.cap for v in st.variables] == [1]
    assert all(holds(st)((n,)) for n in range(2))


def test_an_untyped_binder_takes_the_elaborators_type(monkeypatch):
    """`∀ i, i + 1 = (0 : Fin 3) ↔ i = 2`: Lean unifies i's type with the tree's leaves, so i is
    a `Fin 3` and the sum wraps; true. Reading i off its uses alone (no use compares it with a
    typed term directly) made it ℕ, where it fails at i = 2. The elaborator is the only reader
    of an untyped binder's type (`Lowering.elaborated_binder`): without its answer the binder
    is outside the fragment, never typed some other way."""
    from pychecks.lean.shapes import lower as L
    text = "theorem_wanted t : ∀ i, i + 1 = (0 : Fin 3) ↔ i = 2"
    st = plain(text)
    assert [v.cap for v in st.variables] == [2]
    assert all(holds(st)((i,)) for i in range(3))
    monkeypatch.setattr(L.Lowering, "elaborated_binder", lambda self, name, body, scope: None)
    reading = read_one(text)
    assert reading.kind == "outside"
    assert "the type of `i` (written without one)" in reading.reason
    assert "write `(i : T)`" in reading.reason


@pytest.mark.parametrize("text, caps", [
    # a field of the binder before the use that fixes its type: Lean postpones `k.val`
    ("theorem_wanted t (p : Fin 3 → ℕ) : ∑ k, k.val * p k = p 1 + 2 * p 2", [None] * 3),
    # numerals beside the binder keep their type open until `q i` fixes it (`OfNat`'s default
    # ℕ comes last), so i is a `Fin 3`, not ℕ
    ("theorem_wanted t (p q : Fin 3 → ℕ) : (∃ i, (i = 0 ∨ i = 2) ∧ q i = p i) ∨ True",
     [None] * 6),
    ("theorem_wanted t (p q : Fin 3 → ℕ) : (∃ i, i + 1 = 2 ∧ q i = p i) ∨ True", [None] * 6),
    # nothing but numerals: the default instance, ℕ
    ("theorem_wanted t : ∀ n, n = 0 ∨ n ≠ 0", [None]),
])
def test_the_elaborator_postpones_what_fixes_a_binder_later(text, caps):
    """Lean elaborates a binder's uses in order but postpones a field of a value of unknown
    type and a numeral's instance; the elaborator does the same for an untyped binder
    (`Elaborator.binder_type`), so the order of the uses does not decide the type."""
    st = plain(text)
    assert [v.cap for v in st.variables] == caps
    assert all(holds(st)(x) for x in [(0,) * len(caps), (1, 2, 3, 1, 2, 3)[:len(caps)]])


def test_a_binder_whose_uses_fix_no_type_is_outside():
    """`∀ x, x = x`: nothing fixes x's type, which Lean rejects too (it used to be read as ℕ)."""
    reading = read_one("theorem_wanted t : ∀ x, x = x")
    assert reading.kind == "outside"
    assert "the type of `x` (written without one)" in reading.reason
