"""The Lean front end: read `theorem_wanted` statements straight from a `.lean` file.

Data flows one way, one module per step:

* `lean.lark`    the grammar (EBNF, Lark): the commands of a file, and the terms of
                 declarations; every node carries its line and column;
* `lexing`       comments, command starts and layout-ended `let`s (what Lean decides by layout);
* `syntax`       parsing into the typed tree of `pychecks.lean.ast` (two phases over one token
                 stream);
* `lower`        terms of the fragment lowered to the expression layer (`pychecks.expr`);
                 `Outside` (with a position) for anything else;
* `project`      files, project imports, namespaces and `open`s; definitions unfolded;
* `families`     move relations recognised as group families by meaning (z3-proved);
* `shapes`       kernel statements, characterisations, facts and plain statements;
* `catalogue`    the claims of a file for `pychecks check FILE.lean` and the built-in cube.
"""
