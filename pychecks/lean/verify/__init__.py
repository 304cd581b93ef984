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
              what `emit` wrote, read back and every witness re-checked through the ports
              (`pychecks.lean.ports`), never through the writer's code.
"""
