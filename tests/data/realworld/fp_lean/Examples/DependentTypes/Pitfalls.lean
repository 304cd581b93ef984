/- Source: github.com/leanprover/fp-lean, examples/Examples/DependentTypes/Pitfalls.lean, commit 02dbbeb2c0536eb85a080b07c30db734e43d26ec.
   Verbatim, proofs replaced by `sorry`. -/
import ExampleSupport

import Examples.DependentTypes

set_option linter.unusedVariables false

-- ANCHOR: plusL
def Nat.plusL : Nat → Nat → Nat
  | 0, k => k
  | n + 1, k => plusL n k + 1
-- ANCHOR_END: plusL


-- ANCHOR: plusR
def Nat.plusR : Nat → Nat → Nat
  | n, 0 => n
  | n, k + 1 => plusR n k + 1
-- ANCHOR_END: plusR










namespace Almost

-- ANCHOR: appendL9
def appendL : (n k : Nat) → Vect α n → Vect α k → Vect α (n.plusL k)
  | 0, k, .nil, ys => ys
  | n + 1, k, .cons x xs, ys => .cons x (appendL n k xs ys)
-- ANCHOR_END: appendL9
end Almost



-- ANCHOR: appendL
def appendL : Vect α n → Vect α k → Vect α (n.plusL k)
  | .nil, ys => ys
  | .cons x xs, ys => .cons x (appendL xs ys)
-- ANCHOR_END: appendL








namespace Adding
axiom k : Nat
-- ANCHOR: plusRStep
example : (
Nat.plusR 0 k + 1
) = (
Nat.plusR 0 (k + 1)
) := by sorry
-- ANCHOR_END: plusRStep

end Adding



-- ANCHOR: plusR_zero_left_thm
theorem plusR_zero_left : (k : Nat) → k = Nat.plusR 0 k := by sorry
-- ANCHOR_END: plusR_zero_left_thm





-- ANCHOR: plusR_succ_left
theorem plusR_succ_left (n : Nat) :
    (k : Nat) → Nat.plusR (n + 1) k = Nat.plusR n k + 1 := by sorry
-- ANCHOR_END: plusR_succ_left


-- ANCHOR: appendR
def appendR : (n k : Nat) → Vect α n → Vect α k → Vect α (n.plusR k)
  | 0, k, .nil, ys =>
    plusR_zero_left k ▸ ys
  | n + 1, k, .cons x xs, ys =>
    plusR_succ_left n k ▸ .cons x (appendR n k xs ys)
-- ANCHOR_END: appendR

namespace Impl
-- ANCHOR: appendRImpl
def appendR : Vect α n → Vect α k → Vect α (n.plusR k)
  | .nil, ys => plusR_zero_left _ ▸ ys
  | .cons x xs, ys => plusR_succ_left _ _ ▸ .cons x (appendR xs ys)
-- ANCHOR_END: appendRImpl
end Impl

def plusRAdd (n : Nat) : (k : Nat) → n.plusR k = n + k
  | 0 => by rfl
  | k + 1 =>  congrArg (· + 1) (plusRAdd n k)


-- ANCHOR: moreNames
example : (
-- ANCHOR: moreFun
(n : Nat) → Vect String n
-- ANCHOR_END: moreFun
) = (
(k : Nat) → Vect String k
) := by sorry
-- ANCHOR: againFun
example := (n : Nat) → Vect String (Nat.plusL 0 n)
-- ANCHOR_END: againFun
-- ANCHOR: stuckFun
example := (n : Nat) → Vect String (Nat.plusL n 0)
-- ANCHOR_END: stuckFun
example := List String
example : List Nat := [5, 3, 1]
example := (n k : Nat) → Vect Int n
example := (n k : Nat) → Vect Int k
example : (Vect String (1 + 4)) = (Vect String (3 + 2)) := by sorry
example := 5
example := 17
example := 33
example := ["a", "b"] ++ ["c"]
example := List Nat
example := Int
example := List
example := @List.append
section
open List
example := @nil
example := @cons
end
section
open Nat
variable (k : Nat)
example := plusL 0 k
example := zero
example := succ
end
example {α} {k} := (Vect α (Nat.plusL 0 k)) = (Vect α k)
-- ANCHOR_END: moreNames

-- ANCHOR: plusRinfo
example {k} := (Nat.plusR 0 k, k)
example := Nat.add
section
open Nat
example := plusR
example := plusL
end
-- ANCHOR_END: plusRinfo

-- ANCHOR: congr
example := @congrArg
section
variable {x y : α} {f : α → β}
example : x = y → f x = f y := by sorry
end
example {n k} := Nat.plusR (n + 1) k + 1 = Nat.plusR n (k + 1) + 1
-- ANCHOR_END: congr

-- ANCHOR: exercises
example {n k : Nat} := n.plusR k = n + k
-- ANCHOR_END: exercises

-- ANCHOR: Vect
section
open Vect
example := @cons
example := @nil
end
-- ANCHOR_END: Vect

namespace Eta
axiom α : Type
axiom β : Type
axiom f : α → β
example : f = fun x => f x := by sorry
end Eta

