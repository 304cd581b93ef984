"""The search: every formula of the vocabulary tested against the solved table, the fits ranked
by size, and each fit re-checked at twice the bound, from its Lean text, before it is shown.

Testing is vectorised: each atom of the grammar (`vocabulary.atoms`) is lowered by
`pychecks.expr.to_numpy_term` over the whole box at once, subterms shared through one memo, and
compared with the table of P-positions. Composite formulas are decided from their atoms' boolean
arrays without building each one: a conjunction `a ∧ b` can only fit when both a and b hold on
every P-position, so only such atoms are paired; a misère exception fits exactly when its first
atom fits where every heap is ≤ 1 and its second fits elsewhere; a residue test fits exactly
when P is a union of the residue classes, and the classes read off the table name the only
residue set that can. So the number of formulas *decided* (every pair, every residue set) is far
above the number *evaluated* over the box, and both are reported.

A fit on the box is a guess, not a verdict. Before a candidate is shown, its `theorem_wanted` is
printed, read back by the Lean front end (as `pychecks check` would read the written file) and
checked by the enumerator at twice the bound; only a HOLDS is shown. z3 then looks far beyond
the box (`pychecks search`'s machinery, short timeouts): PROVED, HOLDS at a width, or UNKNOWN.
"""
from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field

import numpy as np

from .. import expr as E
from ..errors import TooLarge, memory_limit_bytes
from ..verdict import Status, Verdict
from . import lean_out as O
from . import vocabulary as V
from .game import Move, SolvedGame

#: Subterm arrays kept at once while atoms are evaluated (the memo is emptied beyond this).
MEMO_LIMIT = 32
#: Default bound: the largest N ≤ 63 whose re-check at 2N stays within these, in the engine's
#: cost (`drivers.heaps.tries_every_option`): positions for group families and move generators
#: (a few operations each), (p, q) pairs for a relation that tries every q ≤ p (about half a
#: second at 150 M pairs/s). The box searched, (N+1)^d, is then at most 2^22 / 2^d positions.
RECHECK_POSITIONS = 1 << 22
RECHECK_PAIRS = 1 << 26
MAX_DEFAULT_BOUND = 63
#: Candidates shown (each re-checked at 2N and asked of z3), unless --candidates says otherwise.
DEFAULT_SHOWN = 3
#: z3 beside the re-check: one width, short timeouts (as `check --z3`).
Z3_WIDTH = 8
Z3_TIMEOUT_S = 2.0


def default_bound(family) -> int:
    """The largest N ≤ 63 whose re-check box [0..2N]^d stays within the budget above."""
    from ..drivers.heaps import tries_every_option
    d = family.heaps
    pairs = tries_every_option(family)
    n = 1
    while n < MAX_DEFAULT_BOUND:
        m = 2 * (n + 1)
        cost = ((m + 1) * (m + 2) // 2) ** d if pairs else (m + 1) ** d
        if cost > (RECHECK_PAIRS if pairs else RECHECK_POSITIONS):
            break
        n += 1
    return n


def estimate_bytes(family, play: str, bound: int, atom_count: int) -> int:
    """Bytes solving [0..N]^d, searching it and re-checking at 2N allocate at most (the largest
    of the three, which never run at once), known before anything is allocated."""
    from ..backends import enumerator
    from ..drivers import heaps as D
    from ..statements import CharacterisationStatement, KernelStatement
    import sympy as sp
    positions = (bound + 1) ** family.heaps
    solve = D.pass_bytes(family, bound) + 2 * positions
    search = positions * 8 * (family.heaps + MEMO_LIMIT + 4) + atom_count * (positions // 8 + 1)
    probe = (KernelStatement("probe", family, sp.true) if play == "normal" else
             CharacterisationStatement("probe", family, play, sp.true, sp.true))
    recheck = enumerator().estimate_bytes(probe, 2 * bound)
    return max(solve, search, recheck)


def refuse_if_too_large(family, play: str, bound: int, atom_count: int) -> None:
    """One line (exit 2) for a bound whose box cannot be solved, searched or re-checked:
    beyond the enumerator's bound, a general relation too slow at 2N, or too much memory."""
    from ..drivers import heaps as D
    D.check_bound(2 * bound)
    for n in (bound, 2 * bound):
        D.check_relation_cost(family, n)
    need = estimate_bytes(family, play, bound, atom_count)
    limit = memory_limit_bytes()
    if need > limit:
        raise TooLarge(f"conjecture at N={bound} (re-checked at N={2 * bound})", need, limit)


# --- testing formulas over the box -----------------------------------------------------------

class Box:
    """The box [0..N]^d as flat coordinate arrays, and formulas lowered over it."""

    def __init__(self, game: SolvedGame):
        d, n = game.heaps, game.bound + 1
        self.faces = [c.reshape(-1).astype(np.int64) for c in np.indices((n,) * d)]
        self.table = game.table.reshape(-1)
        self._memo: dict = {}

    def value(self, expr) -> np.ndarray:
        """`expr` (a plain `pychecks.expr` term or predicate) at every position of the box."""
        if len(self._memo) > MEMO_LIMIT:
            self._memo.clear()
        out = np.asarray(E.to_numpy_term(expr, self._memo)(*self.faces))
        self._memo.pop(expr, None)  # a whole formula is asked once: keep its parts only
        return out


@dataclass
class Fits:
    """What the box search found: the fitting candidates (ranked), how many formulas were
    decided and how many evaluated over the box, and the time it took."""

    candidates: list
    decided: int
    evaluated: int
    seconds: float


def search(game: SolvedGame, recheck_bound: int) -> Fits:
    """Every formula of the vocabulary against the table of `game`, the fits ranked."""
    start = time.perf_counter()
    d = game.heaps
    box = Box(game)
    table = box.table
    found: list[V.Candidate] = []
    atoms = V.atoms(game.move.family, game.sequences, game.bound, recheck_bound, game.play)
    exact, supersets, on_small, on_large = [], [], [], []
    small = box.value(V.expand(V.small_heaps(d)[0], d)).astype(bool)
    evaluated = 0
    for i, atom in enumerate(atoms):
        v = box.value(V.expand(atom.source, d, atom.let_map)).astype(bool)
        evaluated += 1
        if np.array_equal(v, table):
            exact.append(i)
            found.append(V.candidate(atom, d))
        elif not (table & ~v).any():
            supersets.append((i, np.packbits(v)))
        if game.play == "misere":
            if np.array_equal(v[small], table[small]):
                on_small.append(i)
            if np.array_equal(v[~small], table[~small]):
                on_large.append(i)
    decided = len(atoms)
    packed = np.packbits(table)
    for (i, a), (j, b) in itertools.combinations(supersets, 2):
        if np.array_equal(a & b, packed):
            found.append(V.both(atoms[i], atoms[j], d))
    decided += len(atoms) * (len(atoms) - 1) // 2
    if game.play == "misere":
        for i in on_small:
            for j in on_large:
                if i != j and i not in exact and j not in exact:
                    found.append(V.misere(atoms[i], atoms[j], d))
        decided += len(atoms) * (len(atoms) - 1)
    for term, kind in V.residue_terms(d):
        t = box.value(term)
        evaluated += 1
        for m in V.moduli(game.bound, game.sequences):
            decided += (1 << m) - 2
            rs = residue_fit(t % m, m, table)
            if rs is not None:
                found.append(V.candidate(V.residues(term, m, rs, kind), d))
    found = sorted(set(found), key=lambda c: c.rank())
    return Fits(found, decided, evaluated, time.perf_counter() - start)


def residue_fit(classes: np.ndarray, m: int, table: np.ndarray):
    """The residues r whose class {t % m = r} lies in P, when P is exactly a union of classes
    (neither empty nor everything); else None."""
    all_counts = np.bincount(classes, minlength=m)
    p_counts = np.bincount(classes[table], minlength=m)
    if not np.all((p_counts == 0) | (p_counts == all_counts)):
        return None
    rs = [r for r in range(m) if all_counts[r] and p_counts[r] == all_counts[r]]
    if not rs or len(rs) == int(np.count_nonzero(all_counts)):
        return None
    return rs


# --- re-checking at twice the bound, from the Lean text ----------------------------------------

@dataclass
class Shown:
    """A candidate shown: its statement name and text, the enumerator's verdict at 2N (HOLDS),
    and z3's (None when z3 was not asked)."""

    candidate: V.Candidate
    name: str
    lean: str
    verdict: Verdict
    z3: Verdict | None = None

    @property
    def note(self) -> str:
        return f"{self.candidate.words} ({self.candidate.tokens} tokens)"


@dataclass
class Rechecked:
    shown: list = field(default_factory=list)
    dropped: list = field(default_factory=list)   # (candidate, why)
    unasked: int = 0          # fits never re-checked: a kind already shown, or past the limit
    seconds: float = 0.0


def statement_name(move: Move, cand: V.Candidate, play: str, taken: set) -> str:
    """`nimMove_xor`, `nim5Move_misereException`: the relation, then the kind (numbered when a
    kind comes again)."""
    from ..lean.write.user_checkers import lean_ident
    base = lean_ident(move.decl_name)
    base = base[:1].lower() + base[1:] + "_" + ("misere" + cand.slug[:1].upper() + cand.slug[1:]
                                                if play == "misere" and cand.kind != "misere"
                                                else cand.slug)
    name, n = base, 1
    while name in taken:
        n += 1
        name = f"{base}{n}"
    taken.add(name)
    return name


def recheck(fits: list, game: SolvedGame, writing: O.Writing, recheck_bound: int, limit: int,
            z3_timeout: float | None) -> Rechecked:
    """Candidates in rank order until `limit` hold at `recheck_bound`: each printed, read back
    from the text of a file that holds it, and checked by the enumerator there (and by z3)."""
    from ..backends import enumerator
    from ..lean.read.project import Project
    from ..lean.shapes.reader import read_statement
    start = time.perf_counter()
    out = Rechecked()
    project = Project()
    taken: set = set()
    kinds: set = set()
    for cand in fits:
        if len(out.shown) >= limit or cand.kind in kinds:
            # every fit is the same set on the box: each kind is shown once, the smallest
            out.unasked += 1
            continue
        name = statement_name(game.move, cand, game.play, taken)
        text = O.statement(name, cand, game.move.decl_name, game.play, game.move.nat_positions)
        full = writing.file_text([(cand.words, text)], game, recheck_bound)
        pf = project.load_text(full, str(writing.where), writing.where)
        decl = next(d for d in pf.lean.declarations if d.name == name)
        from ..lean.read.project import full_name
        reading = read_statement(pf, decl, full_name(pf, decl))
        if reading.statement is None:
            out.dropped.append((cand, f"not read back: {reading.reason}"))
            continue
        verdict = enumerator().check(reading.statement, recheck_bound)
        if verdict.status is not Status.HOLDS:
            out.dropped.append((cand, f"{verdict.status.value} at N={recheck_bound}"))
            continue
        z3 = None
        if z3_timeout is not None and game.play == "normal":
            from ..backends import z3search
            from ..smt.heaps import SearchOptions
            z3 = z3search().check(reading.statement, SearchOptions(
                width=Z3_WIDTH, max_width=Z3_WIDTH, timeout_s=z3_timeout))
        out.shown.append(Shown(cand, name, text, verdict, z3))
        kinds.add(cand.kind)
    out.seconds = time.perf_counter() - start
    return out
