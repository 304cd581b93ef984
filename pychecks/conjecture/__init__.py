"""`pychecks conjecture FILE.lean MOVE`: from a move relation to ranked closed forms of its
P-positions, each a `theorem_wanted` that pychecks itself reads and has checked at twice the
bound. One module per step, data flowing one way:

* `game`        the adapter to the engine: the relation read from the file (its `MoveFamily`),
                the outcome table of a box and its Grundy table as the engine solves them, and
                how the engine solves a general relation (`games.generators.summary`);
* `sequences`   the engine's Grundy sequences of the heaps of a sum of one-heap games, the
                heaps of one rule together, each period labelled proved for all n (the
                engine's) or apparent (read off the values), and how each is written in Lean;
* `vocabulary`  formulas as sympy expressions of `pychecks.expr`, with a few binder nodes
                (`∀ k`, `∀ b < B`, `let g`) that expand to it, their sizes and kinds, and the
                productions of a size of their own (the formula kinds of earlier versions);
* `grammar`     the typed grammar enumerated bottom-up over the box (or a sample of it): one
                term per value vector, one atom per truth table;
* `search`      the formulas of the grammar that fit the solved table (one atom, two joined by
                ∧ or ∨, residue sets, the misère exception), tested on the whole box, ranked,
                re-checked at twice the bound (read back from their Lean text) and by z3; the
                Grundy-value conjecture, checked by the evaluator;
* `lean_out`    the Lean text: the expression layer's Prop printer extended with the
                vocabulary's binders, the statements, the OUT file;
* `plot`        the P-positions as a picture (matplotlib, imported there only).
"""
