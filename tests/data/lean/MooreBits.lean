/-
Moore's Nim₂ on three heaps with its P-positions read on eight binary digits only: the kernel
statement below holds on every box with heaps below 256 and is false beyond, where a ninth digit
appears (`pychecks search` at a width of 10 bits finds a counterexample). It is kept as test data
for that reason: a statement true on every box `check` looks at, which z3 refutes further out.
The true statements are in `lean/Examples/HeapGames.lean` (`moore3_pPositions`,
`moore3_bitCounts`).
-/
namespace MooreBits

/-- Moore's Nim₂ on three heaps: lower any two heaps, i.e. every heap but one stays. -/
def MooreMove (p q : Fin 3 → ℕ) : Prop :=
  ∃ i, q ≤ p ∧ q ≠ p ∧ q i = p i

-- True for heaps below 256 only
theorem_wanted moore3_eightBits :
    let P : Set (Fin 3 → ℕ) :=
      {p | ∀ b < 8, ((p 0 / 2 ^ b) % 2 + (p 1 / 2 ^ b) % 2 + (p 2 / 2 ^ b) % 2) % 3 = 0}
    (∀ p q, p ∈ P → MooreMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, MooreMove p q ∧ q ∈ P

end MooreBits
