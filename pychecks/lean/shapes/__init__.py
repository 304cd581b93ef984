"""The statement shapes' Lean side. The readers themselves are still
`pychecks.lean.frontend.shapes`; what is new lives here:

* `names`   counterexamples of the shapes in the statement's own names and Lean syntax
            (`n := 2` for a one-heap game, `m := 5`, `p := ![1, 2]` for a position of a plain
            statement), as the evaluator prints its own.
"""
