"""Statement shapes: a parsed `theorem_wanted` made into one of the engine's statements
(`pychecks.statements`), or outside the fragment with one reason.

* `lower`     terms of the fragment lowered to the expression layer (`pychecks.expr`);
              `Outside` (with a position) for anything else;
* `unfold`    the project's definitions as values of the lowering, unfolded where applied;
* `families`  move relations recognised as group families by meaning (z3-proved);
* `reader`    the shapes in the order they are tried: kernel statements, characterisations,
              facts, and plain statements (anything else);
* `names`     counterexamples of the shapes in the statement's own names and Lean syntax
              (`n := 2` for a one-heap game, `m := 5`, `p := ![1, 2]` for a position of a plain
              statement), as the evaluator prints its own.
"""
