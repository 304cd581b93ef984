"""Reading Lean: from text to the typed tree of `pychecks.lean.ast`, and from a project's files
to the table of everything they declare.

The parser itself is still `pychecks.lean.frontend` (the grammar `lean.lark`, `lexing`,
`syntax`), where the shape reader grew up; new reading code lives here:

* `layout`   what Lean decides by layout inside one declaration: the tails of a definition
             (`termination_by`, `decreasing_by`, `where`, `deriving`), the pieces of a `where`
             block, the fields of a `structure`, the constructors of an `inductive`;
* `env`      every declaration of a project by its full name (definitions, structures,
             inductive types and predicates, `where` helpers, notations, axioms), with the
             namespace and `open`s in force where it was written: what the evaluator resolves
             names against.
"""
