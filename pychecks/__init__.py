"""pychecks: check combinatorial-game statements before proving them in Lean.

Public API for user claims files: `pychecks.claims` (Claim, register), `pychecks.verdict`
(Verdict, Status, Counterexample) and, for statements about Nim on a cube,
`pychecks.games.cube` (MoveFamily, kernel_claim, characterisation_claim).
"""
__version__ = "0.1.0"
