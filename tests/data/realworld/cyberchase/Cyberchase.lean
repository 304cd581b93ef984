/- Source: github.com/shadaj/cyberchase-lean, Cyberchase.lean, commit c9d90f4344dfa641c60fdf3e218d7c6efa5a96c7.
   Verbatim, proofs replaced by `sorry`. -/

def squadStrategy (green_dragons: Nat): Nat :=
  if green_dragons % 4 = 0 then
    1
  else
    (green_dragons % 4)

mutual
def squadWins (green_dragons: Nat): Bool :=
  if green_dragons = 0 then
    False
  else
    have decreasing: (squadStrategy green_dragons) > 0 := by sorry
    ¬ hackerWins (green_dragons - (squadStrategy green_dragons))

def hackerWins (green_dragons: Nat): Bool :=
  if green_dragons = 0 then
    False
  else
    ¬(squadWins (green_dragons - 3)) ∨ ¬(squadWins (green_dragons - 2)) ∨ ¬(squadWins (green_dragons - 1))
end

def isPoisonNumber (green_dragons: Nat): Bool :=
  green_dragons % 4 = 0

theorem mod_zero_plus_k { x k n: Nat } (k_lt_n: k < n) (x_congr_zero: x % n = 0): (x + k) % n = k := by sorry

theorem poison_hacker_loses (green_dragons: Nat) (h: isPoisonNumber green_dragons): ¬ hackerWins green_dragons := by sorry

theorem non_poison_squad_win (green_dragons: Nat) (h: ¬ isPoisonNumber green_dragons): squadWins green_dragons := by sorry
