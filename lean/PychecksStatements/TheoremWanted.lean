/-
The `theorem_wanted` command used by the statement files.

`theorem_wanted name binders : type` states a theorem whose proof is still wanted. It elaborates
exactly like `theorem name binders : type := sorry`: the statement is type-checked, the name can be
used by later declarations (with the usual "declaration uses 'sorry'" warning), and
`grep -n theorem_wanted lean/` lists every open statement. pychecks hashes the text of each
`theorem_wanted` (see `pychecks/lean/parse.py`); the Python mirror is what checks it for now.

Modifiers are those of `theorem` (they are parsed by Lean's own `declModifiers`): a doc comment,
attributes, and a visibility, so the specification's `public theorem_wanted ...` is accepted.

Decisions, written down because no toolchain was available where this file was written:

* No `module` header, here or in any file of `PychecksStatements`. A module may only import modules,
  while a non-module may import both modules and non-modules; staying a non-module keeps
  `import Mathlib` working whether or not the pinned Mathlib has moved to the module system.
  Outside a module the `public` modifier parses (it is part of `declModifiers`) and has no effect:
  every declaration of a non-module is public already.
* Batteries (imported by Mathlib) has had its own `theorem_wanted` since mid-2026; it records a
  private `ProofWanted` placeholder instead of a theorem. Our parser is declared with
  `priority := high`: when two command parsers read the same text to the same position, Lean keeps
  the one with the higher priority, so in these files `theorem_wanted` always means ours. With a
  Batteries that lacks the command, the priority changes nothing.
* `sorry` (not an axiom) is deliberate: `#print axioms` then shows `sorryAx` for anything that
  depends on a wanted theorem, and Lean warns at each one.
-/
import Lean

namespace PychecksStatements

/-- `theorem_wanted name binders : type` declares `theorem name binders : type := sorry`:
a statement whose proof is still wanted (pychecks checks it on bounded boxes meanwhile). -/
macro (name := theoremWanted) (priority := high)
    mods:declModifiers "theorem_wanted" id:declId sig:declSig : command =>
  `($mods:declModifiers theorem $id:declId $sig:declSig := sorry)

end PychecksStatements
