"""Issue 29: Mathlib's finset builder notation, `{x | p x}` where a `Finset α` is expected, is
`Finset.univ.filter p` over a finite α (Mathlib/Data/Fintype/Basic.lean; Mathlib's own test
says `({x | p x} : Finset α) = univ.filter p := rfl`), α's values known at each assignment too
(`Finset.card {s : ZMod p | s ^ 2 = -1}`); over an infinite α it is UNKNOWN, saying why. A
statement's leading `let` is evaluated only where it is read, so a hypothesis is decided
before it (`[Fact p.Prime]` before a `let` that p = 0 leaves undecided)."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """theorem_wanted thirds : Finset.card {x : Fin 10 | x.val % 3 = 0} = 4
theorem_wanted thirds_wrong : Finset.card {x : Fin 10 | x.val % 3 = 0} = 3
theorem_wanted roots (p : ℕ) [Fact p.Prime] :
    ({s : ZMod p | s ^ 2 = 1} : Finset (ZMod p)).card ≤ 2
theorem_wanted roots_wrong (p : ℕ) [Fact p.Prime] :
    ({s : ZMod p | s ^ 2 = 1} : Finset (ZMod p)).card = 2
theorem_wanted bools (b : Bool) : ({x | x = b} : Finset Bool).card = 1
theorem_wanted bools_wrong (b : Bool) : ({x | x ≠ b} : Finset Bool).card = 0
theorem_wanted lemma₁ {p : ℕ} [h : Fact p.Prime] :
    let num_solutions := Finset.card { s : ZMod p | s ^ 2 = - 1 }
    (p % 4 = 1 → num_solutions = 2) ∧ (p = 2 → num_solutions = 1) ∧
    (p % 4 = 3 → num_solutions = 0)
theorem_wanted lemma₁_wrong {p : ℕ} [h : Fact p.Prime] :
    let num_solutions := Finset.card { s : ZMod p | s ^ 2 = - 1 }
    (p % 4 = 1 → num_solutions = 2) ∧ (p % 4 = 3 → num_solutions = 2)
"""

EXPECTED = {"thirds": "HOLDS", "thirds_wrong": "FAILS", "roots": "HOLDS", "roots_wrong": "FAILS",
            "bools": "HOLDS", "bools_wrong": "FAILS", "lemma₁": "HOLDS",
            "lemma₁_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_finset_builder(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    assert verdict(r, bound=12).status.value == EXPECTED[name]
    assert verdict(r, bound=12, backend="interpret").status.value == EXPECTED[name]


def test_over_an_infinite_type_it_is_unknown_saying_why(tmp_path):
    text = "theorem_wanted t (s : Finset ℕ) : ({x | x ∈ s} : Finset ℕ) = s\n"
    r = readings(lean_file(tmp_path, text))["t"]
    assert r.kind != "evaluated" and "that type is not finite here" in r.reason
