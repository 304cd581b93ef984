/- Source: github.com/peter-peng-w/lean-dojo-workbook, LeanWorkbook/lean_workbook_10166.lean, commit 21ba681970e4d1009e33ccd04abb6a37cba653c7.
   Verbatim (its proof is already `sorry`); a copy of internlm/Lean-Workbook. -/
import LeanWorkbook.LeanWorkbookImport

open BigOperators

open Nat

open Real

open Rat

theorem lean_workbook_10166 (a b c d : ℚ) (h₁ : a = 4/7) (h₂ : b = 5/11) : a * b = 20/77 := by
  sorry