"""Reading Lean: from text to the typed tree of `pychecks.lean.ast`, and from a project's files
to the table of everything they declare. Nothing here lowers, evaluates or writes.

* `lean.lark`  the grammar (EBNF, Lark): the commands of a file, and the terms of declarations;
               every node carries its line and column;
* `lexing`     comments, command starts and layout-ended `let`s (what Lean decides by layout);
* `parser`     parsing into the typed tree of `pychecks.lean.ast` (two phases over one token
               stream);
* `layout`     what Lean decides by layout inside one declaration: the tails of a definition
               (`termination_by`, `decreasing_by`, `where`, `deriving`), the pieces of a `where`
               block, the fields of a `structure`, the constructors of an `inductive`;
* `project`    files, project imports, namespaces and `open`s: which declaration a name means;
               Lake packages and their source roots;
* `env`        every declaration of a project by its full name (definitions, structures,
               inductive types and predicates, `where` helpers, notations, axioms), with the
               namespace and `open`s in force where it was written: what the evaluator resolves
               names against;
* `decls`      the declarations of a statement file and their hashes, for drift, from the
               parser's commands and tokens (whitespace and comments are no drift):
               `python -m pychecks.lean.read.decls FILE`.

There is one Lean reader: the drift hashes, the front end, the static check and the re-checks
of written fixtures and books (`pychecks.lean.verify`) all read through `parser`.
"""
