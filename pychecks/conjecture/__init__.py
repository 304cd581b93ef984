"""`pychecks conjecture FILE.lean MOVE`: from a move relation to ranked closed forms of its
P-positions, each a `theorem_wanted` that pychecks itself reads and has checked at twice the
bound. One module per step, data flowing one way:

* `game`        the adapter to the engine: the relation read from the file (its `MoveFamily`),
                the outcome table of a box and its Grundy table as the engine solves them, and
                how the engine solves a general relation (`games.generators.summary`);
* `sequences`   the engine's Grundy sequences of the heaps of a sum of one-heap games, the
                heaps of one rule together, each period labelled proved for all n (the
                engine's) or apparent (read off the values), and how each is written in Lean;
* `vocabulary`  the grammar of candidate formulas: sympy expressions of `pychecks.expr`, with a
                few binder nodes (`∀ k`, `∀ b < B`, `let g`) that expand to it;
* `search`      every formula of the vocabulary tested against the solved table as boolean
                arrays over the box, smallest first, then the fits re-checked at twice the bound
                (read back from their Lean text) and by z3;
* `lean_out`    the Lean text: the expression layer's Prop printer extended with the
                vocabulary's binders, the statements, the OUT file;
* `plot`        the P-positions as a picture (matplotlib, imported there only).
"""
