"""Command line: `pychecks list | check | ...`.

`main(argv) -> int`: 0 when everything checked holds, 1 when something fails (or is UNKNOWN),
2 on a usage or input error (one line on stderr, never a traceback). Each subcommand lives in
`pychecks/commands/<name>.py` with `add_parser(subparsers)`; heavy imports (numba, z3) happen
inside the commands, so `pychecks list` stays quick.
"""
from __future__ import annotations

import argparse
import importlib
import sys

from .errors import PychecksError

#: Subcommand modules under pychecks.commands, in the order `--help` lists them.
COMMAND_MODULES = ["list", "check", "kayles", "census", "plot", "emit", "search", "conjecture"]


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # one line and exit 2, the same as every other input error
        where = self.prog.removeprefix("pychecks").strip()
        raise PychecksError(f"{where}: {message}" if where else message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="pychecks", description="Check combinatorial-game statements "
                     "before proving them in Lean.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in COMMAND_MODULES:
        importlib.import_module(f"pychecks.commands.{name}").add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `pychecks` console script."""
    try:
        parser = build_parser()
        try:
            args = parser.parse_args(argv)
        except SystemExit as exc:  # `--help`: argparse prints it and exits 0
            return exc.code if isinstance(exc.code, int) else 0
        if not getattr(args, "func", None):
            parser.print_help()
            raise PychecksError(f"name a command ({', '.join(COMMAND_MODULES)}); "
                                "`pychecks COMMAND --help` describes each")
        return int(args.func(args))
    except PychecksError as exc:
        # One line, whatever the message holds (a user's exception text may have newlines).
        print(f"pychecks: error: {' '.join(str(exc).split())}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("pychecks: interrupted", file=sys.stderr)
        return 130
    except MemoryError:
        print("pychecks: error: out of memory (try a smaller bound)", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
