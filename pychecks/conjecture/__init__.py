"""`pychecks conjecture FILE.lean MOVE`: from a move relation to ranked closed forms of its
P-positions, each a `theorem_wanted` that pychecks itself reads and has checked at twice the
bound. One module per step, data flowing one way:

* `game`        the adapter to the engine: the relation read from the file (its `MoveFamily`),
                the outcome table of a box, the Grundy table where the kernels give one, and,
                for a sum of one-heap games, each heap's Grundy sequence with its period;
* `sequences`   one-heap Grundy sequences by the definition (mex over the options) and their
                pre-period and period (to be replaced by the `generators` branch's API);
* `vocabulary`  the grammar of candidate formulas: sympy expressions of `pychecks.expr`, with a
                few binder nodes (`∀ k`, `∀ b < B`, `let g`) that expand to it;
* `search`      every formula of the vocabulary tested against the solved table as boolean
                arrays over the box, smallest first, then the fits re-checked at twice the bound
                (read back from their Lean text) and by z3;
* `lean_out`    the Lean text: a Prop printer for the vocabulary, the statements, the OUT file;
* `plot`        the P-positions as a picture (matplotlib, imported there only).
"""
