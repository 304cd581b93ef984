"""Issue 29: Mathlib's equivalences `α ≃ β` as the games library's Domineering writes them
(CombinatorialGames/Game/Specific/Domineering.lean): a board is a `Finset (ℤ × ℤ)` behind a type
synonym and `Equiv.refl _` casts, Left's moves are `b ∩ b.map ((Equiv.refl ℤ).prodCongr
(Equiv.addRight 1))`. An equivalence is carried as its function; `Finset.map` by one is the image.
Each statement beside a wrong variant that must FAIL."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

BOARD = """def Board := Finset (ℤ × ℤ) deriving DecidableEq
def toBoard : Finset (ℤ × ℤ) ≃ Board := Equiv.refl _
def ofBoard : Board ≃ Finset (ℤ × ℤ) := Equiv.refl _
def left (b : Board) : Finset (ℤ × ℤ) :=
  ofBoard b ∩ (ofBoard b).map ((Equiv.refl ℤ).prodCongr (Equiv.addRight (1 : ℤ)))
def shifted (s : Finset (ℤ × ℤ)) : Finset (ℤ × ℤ) :=
  Finset.map (Equiv.prodCongr (Equiv.addLeft (2 : ℤ)) (Equiv.refl ℤ)).toEmbedding s
def moveLeft (b : Board) (m : ℤ × ℤ) : Board :=
  toBoard <| ((ofBoard b).erase m).erase (m.1, m.2 - 1)
theorem_wanted cast_back (a : Board) : toBoard (ofBoard a) = a
theorem_wanted mem_left {b : Board} {m : ℤ × ℤ} :
    m ∈ left b ↔ m ∈ ofBoard b ∧ (m.1, m.2 - 1) ∈ ofBoard b
theorem_wanted mem_left_wrong {b : Board} {m : ℤ × ℤ} :
    m ∈ left b ↔ m ∈ ofBoard b ∧ (m.1, m.2 + 1) ∈ ofBoard b
theorem_wanted move_card {b : Board} {m : ℤ × ℤ} (h : m ∈ left b) :
    (ofBoard (moveLeft b m)).card + 2 = (ofBoard b).card
theorem_wanted move_card_wrong {b : Board} {m : ℤ × ℤ} (h : m ∈ ofBoard b) :
    (ofBoard (moveLeft b m)).card + 2 = (ofBoard b).card
theorem_wanted shifted_mem (s : Finset (ℤ × ℤ)) (x y : ℤ) : (x, y) ∈ s → (x + 2, y) ∈ shifted s
theorem_wanted shifted_wrong (s : Finset (ℤ × ℤ)) (x y : ℤ) : (x, y) ∈ s → (x, y + 2) ∈ shifted s
theorem_wanted shifted_card (s : Finset (ℤ × ℤ)) : (shifted s).card = s.card
"""

EXPECTED = {"cast_back": "HOLDS", "mem_left": "HOLDS", "mem_left_wrong": "FAILS",
            "move_card": "HOLDS", "move_card_wrong": "FAILS", "shifted_mem": "HOLDS",
            "shifted_wrong": "FAILS", "shifted_card": "HOLDS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_equivalences_as_their_functions(tmp_path, name):
    v = verdict(readings(lean_file(tmp_path, BOARD))[name], bound=1)
    assert v.status.value == EXPECTED[name], v.reason


PERMUTATIONS = """def Favorable (σ : Equiv.Perm (Fin 6)) : Prop :=
  ∃ k : Fin 6, ({σ 0, σ 1, σ 2} : Finset (Fin 6)) = {k, k + 1, k + 2}
theorem_wanted card_perm : Fintype.card (Equiv.Perm (Fin 4)) = 24
theorem_wanted card_perm_wrong : Fintype.card (Equiv.Perm (Fin 3)) = 27
theorem_wanted injective (σ : Equiv.Perm (Fin 4)) (a b : Fin 4) (h : σ a = σ b) : a = b
theorem_wanted surjective (n : ℕ) (h : n ≤ 4) (σ : Equiv.Perm (Fin n)) (b : Fin n) : ∃ a, σ a = b
theorem_wanted fixes_zero_wrong (σ : Equiv.Perm (Fin 3)) : σ 0 = 0
theorem_wanted count (n : ℕ) (h : n ≤ 4) : ∑ σ : Equiv.Perm (Fin n), 1 = n.factorial
theorem_wanted favorable : (Finset.univ.filter Favorable).card = 216
theorem_wanted favorable_wrong : (Finset.univ.filter Favorable).card = 144
"""

PERM_EXPECTED = {"card_perm": "HOLDS", "card_perm_wrong": "FAILS", "injective": "HOLDS",
                 "surjective": "HOLDS", "fixes_zero_wrong": "FAILS", "count": "HOLDS",
                 "favorable": "HOLDS", "favorable_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(PERM_EXPECTED))
def test_permutations_of_fin_are_the_bijections(tmp_path, name):
    """`Equiv.Perm (Fin n)` ranges over the n! bijections, not every function (which would make
    `injective` FAIL): compfiles' Usa1983P1 counts its 6! orderings (3 consecutive places for
    the first three points: 6 · 3! · 3! = 216)."""
    v = verdict(readings(lean_file(tmp_path, PERMUTATIONS))[name], bound=6)
    assert v.status.value == PERM_EXPECTED[name], v.reason


def test_a_permutation_counterexample_gets_no_decide_proof(tmp_path):
    """A permutation's table is no Lean term of `Equiv.Perm`: its fixture is stated only."""
    from pychecks.lean.write.evaluated_books import undecidable
    r = readings(lean_file(tmp_path, PERMUTATIONS))["injective"]
    assert "Equiv.Perm" in undecidable(r.evaluated)
