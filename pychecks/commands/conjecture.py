"""`pychecks conjecture FILE.lean MOVE [--play normal|misere] [--bound N] [--out OUT.lean]
[--json] [--plot PNG [--slice K=V,…]]`: solve the box of a move relation and read its
P-positions back as ranked closed forms, each a `theorem_wanted` checked at twice the bound
(`pychecks.conjecture`)."""
from __future__ import annotations

import shlex
from pathlib import Path

from ..errors import BadInput
from ._args import positive_seconds, whole_number

DESCRIPTION = """\
Find closed forms for the P-positions of a move relation of a Lean file.

MOVE names a `def M (p q : Fin d → ℕ) : Prop` (or `(m n : ℕ)`) of FILE or of a file it imports,
or a game in the user's style: a relation or an inductive relation on a structure of ℕ fields,
or an options function `def f (p : Pos) : List Pos` (Pos a structure, ℕ, or `List ℕ` with
--length L); its moves are enumerated and its candidates re-checked by the evaluator.
The box [0..N]^d is solved (normal or misère play), a typed grammar is enumerated bottom-up
over it, one term per behaviour and one atom per truth table (terms over the heaps, their
relations, two atoms joined by ∧ or ∨, residue sets; nim-sums, Grundy values of the heaps of a
sum of one-heap games, sums of groups of heaps, Moore's bit counts and the misère exception
among its productions), and the fits are ranked by size. Each candidate shown is a
`theorem_wanted` that was read back by pychecks' Lean front end and HOLDS on the box
[0..2N]^d; z3 then looks beyond (normal play). A term equal to the Grundy table is shown as a
Grundy-value statement, checked by the evaluator.

Exit status: 0 when a candidate or a Grundy value is shown, 1 when nothing in the grammar fits
(the table is printed instead), 2 on bad input. docs/conjecture.md describes the search and its
limits."""


def add_parser(sub) -> None:
    import argparse
    p = sub.add_parser("conjecture", help="closed forms for the P-positions of a move relation",
                       description=DESCRIPTION, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("file", metavar="FILE.lean")
    p.add_argument("move", metavar="MOVE", help="a move relation of the file (a `def`)")
    p.add_argument("--play", choices=("normal", "misere"), default="normal",
                   help="normal play (kernel statements) or misère play (characterisations)")
    p.add_argument("--bound", type=whole_number(1, None, "bound"), metavar="N",
                   help="solve and search the box [0..N]^d, re-check at 2N (default: the "
                   "largest N ≤ 63 whose re-check stays small)")
    p.add_argument("--candidates", type=whole_number(1, 20, "number of candidates"), default=None,
                   metavar="K", help="show at most K candidates, each of another kind (default 3)")
    p.add_argument("--out", metavar="OUT.lean",
                   help="write the candidates into a Lean file that `pychecks check` reads")
    p.add_argument("--json", action="store_true", help="JSON on stdout")
    p.add_argument("--plot", metavar="PNG", help="draw the P-positions of the box")
    p.add_argument("--slice", metavar="K=V,…",
                   help="with --plot and three heaps or more: fix these heaps (two stay free)")
    p.add_argument("--length", type=whole_number(1, 8, "length"), metavar="L",
                   help="for a game on `List ℕ`: search the lists of length L (L heaps)")
    p.add_argument("--no-z3", action="store_true", help="do not ask z3 about the candidates")
    p.add_argument("--z3-timeout", type=positive_seconds, metavar="S",
                   help="seconds per z3 query (default 2)")
    p.set_defaults(func=run)


def command_line(args) -> str:
    """The command that writes the same OUT file: what changes its text, nothing else."""
    parts = ["pychecks", "conjecture", args.file, args.move]
    if args.play != "normal":
        parts += ["--play", args.play]
    if args.bound is not None:
        parts += ["--bound", str(args.bound)]
    if args.candidates is not None:
        parts += ["--candidates", str(args.candidates)]
    if args.length is not None:
        parts += ["--length", str(args.length)]
    if args.out:
        parts += ["--out", args.out]
    return " ".join(shlex.quote(p) for p in parts)


def _check_paths(args):
    """Every place the command writes to, refused (one line) before anything is computed."""
    from ..conjecture import lean_out as O
    from ..files import refuse_foreign, require_writable_file
    if not args.file.endswith(".lean"):
        raise BadInput(f"conjecture: {args.file} is not a Lean file (FILE.lean)")
    out = Path(args.out) if args.out else None
    if out is not None:
        if out.suffix != ".lean":
            raise BadInput(f"conjecture --out {args.out}: the file must end in .lean")
        require_writable_file(out, f"conjecture --out {args.out}", create_dirs=True)
        refuse_foreign([out], O.HEADER_MARK)
    plot = Path(args.plot) if args.plot else None
    if plot is not None:
        if plot.suffix != ".png":
            raise BadInput(f"conjecture --plot {args.plot}: the picture must end in .png")
        require_writable_file(plot, f"conjecture --plot {args.plot}")
    if args.slice and plot is None:
        raise BadInput("--slice chooses the picture's slice: give --plot PNG too")
    return out, plot


def run(args) -> int:
    from ..conjecture import report as R
    from ..conjecture import search as S
    from ..conjecture.pipeline import conjecture
    from ..progress import announce

    out, plot = _check_paths(args)
    fixed = {}

    def check_slice(move, bound):  # against the move, before anything is solved
        if plot is not None:
            from ..conjecture.plot import parse_slice
            fixed.update(parse_slice(args.slice, move.heaps, bound))
    result = conjecture(
        args.file, args.move, play=args.play, bound=args.bound,
        shown=args.candidates or S.DEFAULT_SHOWN,
        z3_timeout=None if args.no_z3 else (args.z3_timeout or S.Z3_TIMEOUT_S),
        out=out, command=command_line(args), display=args.file,
        announce=None if args.json else announce, before=check_slice, length=args.length)
    if plot is not None:
        from ..conjecture.plot import draw
        draw(result.game, plot, fixed)
    if result.written:
        result.written = args.out
    print(R.to_json(result) if args.json else R.text(result))
    return 0 if result.shown or result.rechecked.grundy is not None else 1
