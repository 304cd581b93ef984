"""The whole of `pychecks conjecture` but the command line: read the move, refuse a bound that
cannot be solved, searched and re-checked, solve, search, re-check, and write OUT."""
from __future__ import annotations

from pathlib import Path

from ..errors import BadInput
from ..files import refuse_foreign, write_atomic
from . import game as G
from . import lean_out as O
from . import search as S
from . import sequences as Q
from . import styled as Y
from . import vocabulary as V
from .report import Result


def conjecture(path, move_name: str, *, play: str = "normal", bound: int | None = None,
               shown: int = S.DEFAULT_SHOWN, z3_timeout: float | None = S.Z3_TIMEOUT_S,
               out: Path | None = None, command: str | None = None,
               display: str | None = None, announce=None, before=None,
               length: int | None = None) -> Result:
    """Candidates for the P-positions of the move relation `move_name` of the Lean file at
    `path`, on the box [0..bound]^d (default `search.default_bound`), re-checked at 2·bound;
    with `out`, the shown candidates are written there (`command` names the command line in
    its header). Input errors are one-line `PychecksError`s, raised before anything is
    allocated or written; `before(move, bound)` may raise more of them at that point. A game
    the heap front end does not read (a structure, an inductive relation, an options function:
    `styled`) is solved and re-checked by the evaluator; `length` is the number of heaps of a
    `List ℕ` game."""
    from ..drivers.heaps import check_bound
    from ..errors import PychecksError
    try:
        move = G.read_move(Path(path), move_name, display=display)
    except PychecksError as exc:
        styled = Y.find(Path(path), move_name, display=display, length=length)
        if styled is None:
            raise exc from None
        return _styled(styled, play=play, bound=bound, shown=shown, out=out, command=command,
                       display=display or str(path), move_name=move_name,
                       announce=announce, before=before, length=length)
    if length is not None:
        raise BadInput(f"conjecture --length {length}: {move.name} is a game on "
                       f"`{O.position_type(move.heaps, move.nat_positions)}`, not on `List ℕ`")
    bound = bound if bound is not None else S.default_bound(move.family)
    recheck_bound = 2 * bound
    check_bound(recheck_bound)
    S.refuse_if_too_large(move.family, play, bound, 0)
    sequences = Q.heap_sequences(move.family, Q.sequence_bound(bound))
    atom_count = len(V.atoms(move.family, sequences, bound, recheck_bound, play))
    S.refuse_if_too_large(move.family, play, bound, atom_count)
    _begin(move, bound, out, before, announce)
    game = G.solve(move, play, bound, sequences)
    fits = S.search(game, recheck_bound)
    command = command or f"pychecks conjecture {display or path} {move_name}"
    writing = O.writing_for(move, out, command)
    rechecked = S.recheck(fits.candidates, game, writing, recheck_bound, shown, z3_timeout)
    if fits.grundy is not None:
        rechecked.grundy, rechecked.grundy_dropped = S.recheck_grundy(
            fits.grundy, game, writing, recheck_bound, set())
    result = Result(game=game, fits=fits, rechecked=rechecked, recheck_bound=recheck_bound,
                    z3_timeout=z3_timeout)
    if out is not None and (result.shown or rechecked.grundy is not None):
        refuse_foreign([out], O.HEADER_MARK)
        statements = [(s.note, s.lean) for s in result.shown]
        # the Grundy statement goes into OUT only when `check OUT --bound 2N` can afford it:
        # the evaluator tries every pair of positions of [0..2N]^d
        if rechecked.grundy is not None and rechecked.grundy.bound == recheck_bound:
            statements.append((rechecked.grundy.note, rechecked.grundy.lean))
            result.grundy_written = True
        write_atomic(out, writing.file_text(statements, game, recheck_bound))
        result.written = str(out)
    return result


def _begin(move, bound, out, before, announce) -> None:
    """What both paths do once the bound is settled and before solving: refuse to overwrite a
    hand-written OUT, then the caller's hook and the progress line."""
    if out is not None:
        refuse_foreign([out], O.HEADER_MARK)
    if before is not None:
        before(move, bound)
    if announce is not None:
        announce(f"solving {move.name} on the box N={bound} ...")


def _styled(move, *, play, bound, shown, out, command, display, move_name, announce,
            before, length) -> Result:
    """`conjecture` for a styled game (`styled`): the evaluator's moves, the same grammar, the
    candidates written in the user's words and re-checked by the evaluator at 2N."""
    from ..drivers.heaps import check_bound
    if length is not None and move.position.kind != "list":
        raise BadInput(f"conjecture --length {length}: {move.name} is a game on "
                       f"`{move.position.lean}`, not on `List ℕ`")
    bound = bound if bound is not None else Y.default_bound(move)
    recheck_bound = 2 * bound
    check_bound(recheck_bound)
    Y.refuse_if_too_large(move, bound)
    _begin(move, bound, out, before, announce)
    game = Y.solve(move, play, bound)
    fits = S.search(game, recheck_bound)
    command = command or f"pychecks conjecture {display} {move_name}"
    writing = Y.writing_for(move, out, command)
    rechecked = Y.recheck(fits.candidates, game, writing, recheck_bound, shown)
    if fits.grundy is not None:
        rechecked.grundy, rechecked.grundy_dropped = Y.recheck_grundy(
            fits.grundy, game, writing, recheck_bound)
    result = Result(game=game, fits=fits, rechecked=rechecked, recheck_bound=recheck_bound,
                    z3_timeout=None)
    if out is not None and (result.shown or rechecked.grundy is not None):
        refuse_foreign([out], O.HEADER_MARK)
        statements = [(s.note, s.lean) for s in result.shown]
        if rechecked.grundy is not None:
            statements.append((rechecked.grundy.note, rechecked.grundy.lean))
            result.grundy_written = True
        write_atomic(out, writing.file_text(statements, game, recheck_bound))
        result.written = str(out)
    return result
