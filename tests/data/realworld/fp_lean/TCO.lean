/- Source: github.com/leanprover/fp-lean, examples/Examples/ProgramsProofs/TCO.lean, commit 02dbbeb2c0536eb85a080b07c30db734e43d26ec.
   Verbatim excerpt: the `discarding ... stop discarding` blocks (the book's failed proof attempts) deleted whole; proofs replaced by `sorry`. -/
import ExampleSupport
import Examples.Monads.Conveniences


-- ANCHOR: NonTailSum
def NonTail.sum : List Nat → Nat
  | [] => 0
  | x :: xs => x + sum xs
-- ANCHOR_END: NonTailSum

evaluation steps : Nat {{{ NonTailSumOneTwoThree }}}
-- ANCHOR: NonTailSumOneTwoThree
NonTail.sum [1, 2, 3]
===>
1 + (NonTail.sum [2, 3])
===>
1 + (2 + (NonTail.sum [3]))
===>
1 + (2 + (3 + (NonTail.sum [])))
===>
1 + (2 + (3 + 0))
===>
1 + (2 + 3)
===>
1 + 5
===>
6
-- ANCHOR_END: NonTailSumOneTwoThree
end evaluation steps

namespace MoreClear
-- ANCHOR: MoreClearSumHelper
def Tail.sumHelper (soFar : Nat) : List Nat → Nat
  | [] => soFar + 0
  | x :: xs => sumHelper (x + soFar) xs
-- ANCHOR_END: MoreClearSumHelper
end MoreClear

-- ANCHOR: TailSum
def Tail.sumHelper (soFar : Nat) : List Nat → Nat
  | [] => soFar
  | x :: xs => sumHelper (x + soFar) xs

def Tail.sum (xs : List Nat) : Nat :=
  Tail.sumHelper 0 xs
-- ANCHOR_END: TailSum

evaluation steps : Nat {{{ TailSumOneTwoThree }}}
-- ANCHOR: TailSumOneTwoThree
Tail.sum [1, 2, 3]
===>
Tail.sumHelper 0 [1, 2, 3]
===>
Tail.sumHelper (0 + 1) [2, 3]
===>
Tail.sumHelper 1 [2, 3]
===>
Tail.sumHelper (1 + 2) [3]
===>
Tail.sumHelper 3 [3]
===>
Tail.sumHelper (3 + 3) []
===>
Tail.sumHelper 6 []
===>
6
-- ANCHOR_END: TailSumOneTwoThree
end evaluation steps




-- ANCHOR: NonTailReverse
def NonTail.reverse : List α → List α
  | [] => []
  | x :: xs => reverse xs ++ [x]
-- ANCHOR_END: NonTailReverse

evaluation steps  {{{ NonTailReverseSteps }}}
-- ANCHOR: NonTailReverseSteps
NonTail.reverse [1, 2, 3]
===>
(NonTail.reverse [2, 3]) ++ [1]
===>
((NonTail.reverse [3]) ++ [2]) ++ [1]
===>
(((NonTail.reverse []) ++ [3]) ++ [2]) ++ [1]
===>
(([] ++ [3]) ++ [2]) ++ [1]
===>
([3] ++ [2]) ++ [1]
===>
[3, 2] ++ [1]
===>
[3, 2, 1]
-- ANCHOR_END: NonTailReverseSteps
end evaluation steps



-- ANCHOR: TailReverse
def Tail.reverseHelper (soFar : List α) : List α → List α
  | [] => soFar
  | x :: xs => reverseHelper (x :: soFar) xs

def Tail.reverse (xs : List α) : List α :=
  Tail.reverseHelper [] xs
-- ANCHOR_END: TailReverse

evaluation steps  {{{ TailReverseSteps }}}
-- ANCHOR: TailReverseSteps
Tail.reverse [1, 2, 3]
===>
Tail.reverseHelper [] [1, 2, 3]
===>
Tail.reverseHelper [1] [2, 3]
===>
Tail.reverseHelper [2, 1] [3]
===>
Tail.reverseHelper [3, 2, 1] []
===>
[3, 2, 1]
-- ANCHOR_END: TailReverseSteps
end evaluation steps


def Slow.mirror : BinTree α → BinTree α
  | .leaf => .leaf
  | .branch l x r => .branch (mirror r) x (mirror l)

def CPS.mirror {β : Type u} (k : BinTree α → β) : BinTree α → β
  | .leaf => k .leaf
  | .branch l x r =>
    mirror (fun r' => mirror (fun l' => k (.branch r' x l')) l) r

def CPS.reverse (k : List α → β) : List α → β
  | [] => k []
  | x :: xs => reverse (fun xs' => k (xs' ++ [x])) xs

deriving instance Repr for BinTree

#eval CPS.mirror id (.branch (.branch .leaf 1 .leaf) 4 (.branch (.branch .leaf 2 .leaf) 3 .leaf))

theorem mirror_cps_eq' : @CPS.mirror α (BinTree α) f = f ∘ @Slow.mirror α := by sorry

theorem mirror_cps_eq : @CPS.mirror α (BinTree α) id = @Slow.mirror α := by sorry

-- Exercises

-- ANCHOR: NonTailLength
def NonTail.length : List α → Nat
  | [] => 0
  | _ :: xs => NonTail.length xs + 1
-- ANCHOR_END: NonTailLength

def Tail.lengthHelper (soFar : Nat) : List α → Nat
  | [] => soFar
  | _ :: xs => Tail.lengthHelper (soFar + 1) xs

def Tail.length (xs : List α) : Nat :=
  Tail.lengthHelper 0 xs


-- ANCHOR: NonTailFact
def NonTail.factorial : Nat → Nat
  | 0 => 1
  | n + 1 => factorial n * (n + 1)
-- ANCHOR_END: NonTailFact

def Tail.factHelper (soFar : Nat) : Nat → Nat
  | 0 => soFar
  | n + 1 => factHelper (soFar * (n + 1)) n

def Tail.factorial := factHelper 1

-- ANCHOR: NonTailFilter
def NonTail.filter (p : α → Bool) : List α → List α
  | [] => []
  | x :: xs =>
    if p x then
      x :: filter p xs
    else
      filter p xs
-- ANCHOR_END: NonTailFilter

def Tail.filterHelper (accum : List α) (p : α → Bool) : List α → List α
  | [] => accum.reverse
  | x :: xs =>
    if p x then
      filterHelper (x :: accum) p xs
    else
      filterHelper accum p xs

def Tail.filter (p : α → Bool) := filterHelper [] p

-- ANCHOR: tailFilterTest
example : (
Tail.filter (· > 3) [1,2,3,4,5,6]
) = (
[4,5,6]
) := by sorry
-- ANCHOR_END: tailFilterTest





theorem helper_add_sum_accum (xs : List Nat) :
    (n : Nat) → n + Tail.sumHelper 0 xs = Tail.sumHelper n xs := by sorry






















-- ANCHOR: nonTailEqHelperFunInd3
theorem non_tail_sum_eq_helper_accum (xs : List Nat) (n : Nat) :
    n + NonTail.sum xs = Tail.sumHelper n xs := by sorry
-- ANCHOR_END: nonTailEqHelperFunInd3

-- ANCHOR: NatAddAssoc
example : (n m k : Nat) → (n + m) + k = n + (m + k) := by sorry
-- ANCHOR_END: NatAddAssoc

-- ANCHOR: NatAddComm
example : (n m : Nat) → n + m = m + n := by sorry
-- ANCHOR_END: NatAddComm




-- ANCHOR: NatZeroAdd
example : (n : Nat) → 0 + n = n := by sorry
-- ANCHOR_END: NatZeroAdd

namespace Wak
axiom xs : List Nat

-- ANCHOR: NatZeroAddApplied
example : 0 + NonTail.sum xs = NonTail.sum xs := by sorry
-- ANCHOR_END: NatZeroAddApplied
end Wak


-- ANCHOR: nonTailEqRealDone
theorem non_tail_sum_eq_tail_sum : NonTail.sum = Tail.sum := by sorry
-- ANCHOR_END: nonTailEqRealDone


theorem reverse_helper (xs : List α) : (ys : List α) → NonTail.reverse xs ++ ys = Tail.reverseHelper ys xs := by sorry


theorem non_tail_reverse_eq_tail_reverse :
    @NonTail.reverse = @Tail.reverse := by sorry


-- theorem non_tail_sum_eq_tail_sum : NonTail.sum = Tail.sum := by
--   funext xs
--   induction xs with
--   | nil => rfl
--   | cons y ys ih =>
--     simp [NonTail.sum, Tail.sum, Tail.sumHelper]
--     rw [ih]
--     apply helper_simulates_non_tail

def bigList (n : Nat) (soFar : List Nat) : List Nat :=
  match n with
  | 0 => soFar
  | k + 1 =>
    bigList k (2 * n :: soFar)

-- #eval timeit "hello" (IO.println theBigList.length)

-- #eval timeit "a" (IO.println <| Tail.sum theBigList)

-- #eval timeit "b" (IO.println <| NonTail.sum theBigList)

-- ANCHOR: names
section
example := @List.cons
end
-- ANCHOR_END: names


-- ANCHOR: accum_stmt
section
variable {n}
example := Tail.sumHelper n
end
section
variable {ys : List α}
example := Tail.reverseHelper ys
example := Tail.reverseHelper [] ys
end
-- ANCHOR_END: accum_stmt

