"""The evaluator of the computable Lean subset (`shared/spec/lean-evaluator.md`): statements that
match no shape are checked by evaluating them on every assignment of their outer variables in a
stated scope.

* `values`   one Python representation per Lean type (this module's contract with every other);
* `library`  the Lean library calls people use for games, each beside the upstream file that
             defines it (the table, name lookup, operators);
* `implementations`  the Python functions the table points at, and the exceptions a call can
             end in (`LeanPanic`, `ScopeExhausted`, `OutsideDomain`, `ResultTooLarge`).
"""
