/-
Pychecks.Basic: small list helpers shared by the Bool checkers (Lean core only).

Everything here is defined by structural recursion on `Nat` or `List`, never by well-founded
recursion, and uses no `Array`: the kernel must be able to unfold every definition when a
generated fixture is closed by `decide`. `Nat.ble` and `Nat.beq` are used for comparisons because
the kernel evaluates them on literals directly.

Python port, line by line: `pychecks/lean/bool_ports.py`.
-/

namespace Pychecks

/-- `upTo n = [0, 1, ..., n]`. -/
def upTo : Nat → List Nat
  | 0 => [0]
  | n + 1 => upTo n ++ [n + 1]

/-- `bindL f [a, b, ...] = f a ++ f b ++ ...` (our own, so that no library renaming can break
the fixtures). -/
def bindL {α β : Type} (f : α → List β) : List α → List β
  | [] => []
  | a :: as => f a ++ bindL f as

/-- Pointwise `p ≤ q` for lists of equal length; lists of different lengths are never `≤`. -/
def leB : List Nat → List Nat → Bool
  | [], [] => true
  | a :: p, b :: q => Nat.ble a b && leB p q
  | _, _ => false

/-- Equality of two lists of naturals. -/
def eqB : List Nat → List Nat → Bool
  | [], [] => true
  | a :: p, b :: q => Nat.beq a b && eqB p q
  | _, _ => false

/-- `memB k l`: `k` is one of the entries of `l` (a heap index of a group, a value among a
position's options). Defined once, here: `Pychecks.Heaps` and `Pychecks.Grundy` both use it, and
`Pychecks` imports both (a second definition would make the import fail). -/
def memB (k : Nat) : List Nat → Bool
  | [] => false
  | a :: l => Nat.beq k a || memB k l

/-- `agreeOutside free k p q`: the lists agree at every index (counted from `k`) that `free` does
not mark as free to change; lists of different lengths never agree. -/
def agreeOutside (free : Nat → Bool) : Nat → List Nat → List Nat → Bool
  | _, [], [] => true
  | k, a :: p, b :: q => (free k || Nat.beq a b) && agreeOutside free (k + 1) p q
  | _, _, _ => false

/-- Slow moves: no entry drops by more than one (`∀ k, p k ≤ q k + 1`). -/
def loseAtMostOneB : List Nat → List Nat → Bool
  | [], [] => true
  | a :: p, b :: q => Nat.ble a (b + 1) && loseAtMostOneB p q
  | _, _ => false

/-- Every list `q` with `q ≤ p` pointwise, in lexicographic order. -/
def below : List Nat → List (List Nat)
  | [] => [[]]
  | a :: p =>
    let rest := below p
    bindL (fun b => rest.map (List.cons b)) (upTo a)

/-- The box: every list of length `n` whose entries are all at most `bound`, in lexicographic
order. -/
def box : Nat → Nat → List (List Nat)
  | 0, _ => [[]]
  | n + 1, bound =>
    let rest := box n bound
    bindL (fun b => rest.map (List.cons b)) (upTo bound)

end Pychecks
