/-
Pychecks: Bool-valued checkers for the statement families, in Lean core only (no Mathlib, no
Batteries), by structural recursion, so that generated fixtures can be closed by `decide`.
-/
import Pychecks.Basic
import Pychecks.Cube
import Pychecks.Grundy
import Pychecks.Heaps
