"""Re-checks of Lean files without a Lean toolchain.

* `reading`   the one module that walks the front end's tokens and typed syntax trees
              (`pychecks.lean.ast`): what a file declares, imports, opens and refers to, each
              with its place, scope and what is known of a dot's receiver;
* `lakefile`  a Lake package's configuration (`lakefile.lean` or `lakefile.toml`): source root,
              libraries and their module globs, requirements, options;
* `known`     the curated names of Lean core, Batteries and Mathlib: the evaluator's library
              table (`pychecks.lean.evaluate.library`) and `known_names.toml` (what the table
              lacks), each with the upstream file where it was looked up;
* `static`    the static check over a Lake project: declarations defined twice, imports that map
              to no file, identifiers that resolve to nothing, library globs naming no module
              (`python -m pychecks.lean.verify.static [ROOT]`);
* `fixture_reader`, `book_reader`
              what `emit` wrote, read back through the one parser (`pychecks.lean.read.parser`)
              into the typed tree, every witness evaluated by walking that tree with the ports
              (`pychecks.lean.ports`) as the library, never through the writer's code; a
              book's expected theorems are computed from the game data and compared as trees.

There is one Lean reader, `pychecks.lean.read`: these modules walk its trees and tokens and
have no tokenizer or regular expressions over Lean terms of their own (the headers, being
comments, are read from the comment lines).
"""
