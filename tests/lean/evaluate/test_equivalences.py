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
