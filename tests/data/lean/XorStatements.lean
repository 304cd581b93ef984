/-
Plain statements about `^^^` (core `Nat` xor), for timing `pychecks search` with its file-wide
budget and bit-vector tactics (`scripts/bench_search.py`). Every one is true: each must come out
HOLDS at some width, or UNKNOWN naming why, never FAILS.
-/
namespace XorStatements

theorem_wanted xor_cancel (a b : ℕ) : (a ^^^ b) ^^^ b = a

theorem_wanted xor_le_add (a b : ℕ) : a ^^^ b ≤ a + b

theorem_wanted xor_parity (a b : ℕ) : (a ^^^ b) % 2 = (a + b) % 2

theorem_wanted xor_zero_sum (a b c : ℕ) (h : a ^^^ b ^^^ c = 0) : a ≤ b + c

theorem_wanted xor_three_le (a b c : ℕ) : a ^^^ b ^^^ c ≤ a + b + c

theorem_wanted xor_double (a b : ℕ) : (2 * a) ^^^ (2 * b) = 2 * (a ^^^ b)

theorem_wanted xor_eq_iff (a b c : ℕ) (h : a ^^^ c = b ^^^ c) : a = b

theorem_wanted xor_sub_le (a b : ℕ) (h : b ≤ a) : a - b ≤ a ^^^ b

end XorStatements
