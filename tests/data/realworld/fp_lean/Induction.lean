/- Source: github.com/leanprover/fp-lean, examples/Examples/Induction.lean, commit 02dbbeb2c0536eb85a080b07c30db734e43d26ec.
   Verbatim excerpt: the `discarding ... stop discarding` blocks (the book's failed proof attempts) deleted whole; proofs replaced by `sorry`. -/
import ExampleSupport
import Examples.Classes
import Examples.Monads.Conveniences
import Examples.DependentTypes.Pitfalls

namespace Tactical








-- ANCHOR: plusR_zero_left_done
theorem plusR_zero_left (k : Nat) : k = Nat.plusR 0 k := by sorry
-- ANCHOR_END: plusR_zero_left_done

namespace Golf




namespace One
-- ANCHOR: plusR_zero_left_golf_3
theorem plusR_zero_left (k : Nat) : k = Nat.plusR 0 k := by sorry
-- ANCHOR_END: plusR_zero_left_golf_3
end One


namespace Two

-- ANCHOR: plusR_zero_left_golf_4
theorem plusR_zero_left (k : Nat) : k = Nat.plusR 0 k := by sorry
-- ANCHOR_END: plusR_zero_left_golf_4
end Two

namespace Three

-- ANCHOR: plusR_zero_left_golf_5
theorem plusR_zero_left (k : Nat) : k = Nat.plusR 0 k := by sorry
-- ANCHOR_END: plusR_zero_left_golf_5
end Three



-- ANCHOR: plusR_zero_left_golf_7
theorem plusR_zero_left (k : Nat) : k = Nat.plusR 0 k := by sorry
-- ANCHOR_END: plusR_zero_left_golf_7
end Golf



  theorem List.append_nil (xs : List α) : xs ++ [] = xs := by
    induction xs with
    | nil => rfl
    | cons y ys ih =>
      simp

theorem List.append_assoc (xs ys zs : List α) : xs ++ (ys ++ zs) = (xs ++ ys) ++ zs := by sorry

end Tactical

-- ANCHOR: TreeCtors
example := @BinTree.leaf
example := @BinTree.branch
example {l : BinTree α} {x r} := BinTree.branch l x r
-- ANCHOR_END: TreeCtors


-- ANCHOR: BinTree_count
def BinTree.count : BinTree α → Nat
  | .leaf => 0
  | .branch l _ r =>
    1 + l.count + r.count
-- ANCHOR_END: BinTree_count






-- ANCHOR: mirror_count_4
theorem BinTree.mirror_count (t : BinTree α) :
    t.mirror.count = t.count := by sorry
-- ANCHOR_END: mirror_count_4

namespace Golf


-- ANCHOR: mirror_count_5
theorem BinTree.mirror_count (t : BinTree α) :
    t.mirror.count = t.count := by sorry
-- ANCHOR_END: mirror_count_5

namespace B
-- ANCHOR: mirror_count_6
theorem BinTree.mirror_count (t : BinTree α) :
    t.mirror.count = t.count := by sorry
-- ANCHOR_END: mirror_count_6
end B


namespace A

-- ANCHOR: mirror_count_8
theorem BinTree.mirror_count (t : BinTree α) :
    t.mirror.count = t.count := by sorry
-- ANCHOR_END: mirror_count_8
end A

end Golf

-- ANCHOR: others
example := Nat.zero = Nat.plusR 0 Nat.zero
example {A B : Nat} : Nat.succ A = Nat.succ B → A = B := by sorry
example [Monad m] : m Unit := pure ()
example {n} := Nat.plusR 0 n
example {n} := Nat.plusR 0 n + 1
example {n} := Nat.plusR 0 (Nat.succ n)
-- ANCHOR_END: others

namespace Ex
-- ANCHOR: ex
theorem List.append_assoc (xs ys zs : List α) :
    xs ++ (ys ++ zs) = (xs ++ ys) ++ zs := by sorry
-- ANCHOR_END: ex
end Ex

def BinTree.graftLeft (root newBranch : BinTree α) : BinTree α :=
  match root with
  | .leaf => newBranch
  | .branch l x r => .branch (l.graftLeft newBranch) x r

theorem BinTree.count_graftLeft_eq_sum_count' (root newBranch : BinTree α) :
    (root.graftLeft newBranch).count = root.count + newBranch.count := by sorry



theorem BinTree.count_graftLeft_eq_sum_count (root newBranch : BinTree α) :
    (root.graftLeft newBranch).count = root.count + newBranch.count := by sorry

