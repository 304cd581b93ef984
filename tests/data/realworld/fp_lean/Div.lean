/- Source: github.com/leanprover/fp-lean, examples/Examples/ProgramsProofs/Div.lean, commit 02dbbeb2c0536eb85a080b07c30db734e43d26ec.
   Verbatim excerpt: the `discarding ... stop discarding` blocks (the book's failed proof attempts) deleted whole; proofs replaced by `sorry`. -/
import ExampleSupport



-- ANCHOR: divRecursiveWithProof
def div (n k : Nat) (ok : k ≠ 0) : Nat :=
  if h : n < k then
    0
  else
    1 + div (n - k) k ok
termination_by n
-- ANCHOR_END: divRecursiveWithProof


-- ANCHOR: NatSubLt
example : ∀ {n k : Nat}, 0 < n → 0 < k → n - k < n := by sorry
-- ANCHOR_END: NatSubLt


#eval div 13 2 (by simp)

