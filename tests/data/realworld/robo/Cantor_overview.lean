/- Source: github.com/hhu-adam/Robo, Game/Levels/Cantor/overview.lean, commit 3aa6191e1fd67f0eb86e6b3177d7d0fd267075d5.
   Verbatim, proofs replaced by `sorry`. -/
import Game.Metadata

open Function Set

/- L05:
    only two lines, so don't need a name
-/
example : ¬ ∃ (P : Prop),  IsFixedPt (¬ .) P := sorry

/- L06: … -/

/- L07:  planned to be used as `range_fixedPoints` for future planet on quotients;
         don't need a name for now
-/

example {A : Type} (f : A → A) (h : f ∘ f = f) :
    range f = fixedPoints f := sorry

/- L08*: don't give it a name, but rather *repeat* argument in next level -/
example {A Y : Type} {f : A → A → Y} {s : Y → Y}
     {a : A} (ha : f a = fun a' ↦ s (f a' a')) :
  IsFixedPt s (f a a) := sorry

/- L09: pre-Boss -/
theorem cantor_diagonal {A Y : Type} (f : A → A → Y) (hsurj : Surjective f) :
    ∀ s : Y → Y, Nonempty (fixedPoints s) := sorry

/- L10 -/
example {A : Type} : ∀ (f : A → Set A), ¬ Surjective f := sorry

/- L11 -/
open Nat
example (f : ℕ → ℕ → ℕ) : ∃ (g : ℕ → ℕ), ∀ (n : ℕ), f n ≠ g := sorry
