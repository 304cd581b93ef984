/- Source: github.com/peter-peng-w/lean-dojo-workbook, LeanWorkbook/lean_workbook_10925.lean, commit 21ba681970e4d1009e33ccd04abb6a37cba653c7.
   Verbatim (its proof is already `sorry`); a copy of internlm/Lean-Workbook. -/
import LeanWorkbook.LeanWorkbookImport

open BigOperators

open Nat

open Real

open Rat

theorem lean_workbook_10925 {k : ℤ} : k ^ 2 ≡ 0 [ZMOD 4] ∨ k ^ 2 ≡ 1 [ZMOD 4] := by
  sorry