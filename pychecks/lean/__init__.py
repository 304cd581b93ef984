"""The Lean side of pychecks, by direction (`tests/test_layers.py` keeps the order):

* `ast`       the typed syntax tree, with spans, that every reader walks;
* `read`      Lean text into that tree, and a project's declarations by full name;
* `shapes`    a statement recognised as one of the engine's shapes and lowered to `pychecks.expr`;
* `evaluate`  the evaluator beneath the shapes, for anything else Lean can compute;
* `claims`    the statements of a Lean file as claims, drift, the bridges of the checkers;
* `write`     the Lean files `emit` writes, from a small syntax tree;
* `verify`    re-checks of Lean files without a toolchain (static check, fixture readers);
* `ports`     the Lean library `lean/Pychecks/` ported to Python line by line.
"""
