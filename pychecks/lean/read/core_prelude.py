"""Lean core's inductive types that the evaluator reads as if a project had declared them,
written here in Lean (`CORE_TEXT`) by transcription of their upstream definitions, and added to
every file's declaration table after the project's own (`env.build_env`), so that a project's
`Sum` comes first.

* `Sum` (lean4: src/Init/Core.lean, `inductive Sum (α : Type u) (β : Type v) | inl (val : α) |
  inr (val : β)`; notation `α ⊕ β`, `infixr:30`) and its functions of
  src/Init/Data/Sum/Basic.lean (`isLeft`, `isRight`, `getLeft?`, `getRight?`, `elim`, `swap`).

A `Sum` of two finite types is then finite (its values are the `inl`s, then the `inr`s), its
patterns are a project inductive's, and its values print as `Sum.inl true`.
"""
from __future__ import annotations

CORE_NAME = "<Lean core>"

CORE_TEXT = """\
inductive Sum (α : Type) (β : Type) where
  | inl (val : α) : Sum α β
  | inr (val : β) : Sum α β

namespace Sum

def isLeft {α β : Type} : Sum α β → Bool
  | .inl _ => true
  | .inr _ => false

def isRight {α β : Type} : Sum α β → Bool
  | .inl _ => false
  | .inr _ => true

def getLeft? {α β : Type} : Sum α β → Option α
  | .inl a => some a
  | .inr _ => none

def getRight? {α β : Type} : Sum α β → Option β
  | .inr b => some b
  | .inl _ => none

def elim {α β γ : Type} (f : α → γ) (g : β → γ) : Sum α β → γ
  | .inl a => f a
  | .inr b => g b

def swap {α β : Type} : Sum α β → Sum β α
  | .inl a => .inr a
  | .inr b => .inl b

end Sum
"""



#: Definitions of the projects whose problem files the corpus copies, declared in a utility
#: library of the project that those files import (and that is not read here), transcribed from
#: upstream: (the modules whose import brings them, the name the table gives the text, the Lean
#: text). They come after the file's own declarations, as Lean core's do, so a file that defines
#: the same name (Erdős 700's own `Nat.Composite`) keeps its own.
#:
#: formal-conjectures' `abbrev Nat.Composite (n : ℕ) : Prop := 1 < n ∧ ¬n.Prime`
#: (FormalConjecturesForMathlib/Data/Nat/Prime/Composite.lean) and `Nat.IsSemiprime n := n > 1
#: ∧ n.primeFactorsList.length = 2` (FormalConjecturesForMathlib/NumberTheory/Semiprime.lean),
#: both at commit 488aade, which every problem file has through `FormalConjecturesUtil` or
#: `FormalConjectures.Util.ProblemImports`.
PROJECT_PRELUDES = (
    (("FormalConjecturesUtil", "FormalConjectures.Util.ProblemImports",
      "FormalConjecturesForMathlib", "FormalConjecturesForMathlib.Data.Nat.Prime.Composite",
      "FormalConjecturesForMathlib.NumberTheory.Semiprime"),
     "<formal-conjectures>",
     "abbrev Nat.Composite (n : ℕ) : Prop := 1 < n ∧ ¬n.Prime\n\n"
     "def Nat.IsSemiprime (n : ℕ) : Prop := n > 1 ∧ n.primeFactorsList.length = 2\n"),
)
