"""The search: the grammar (`grammar`) enumerated over the solved table, the fits ranked by size,
and each fit re-checked at twice the bound, from its Lean text, before it is shown.

Terms and atoms are vectors over the box (or a sample of it), one per behaviour. Formulas of
two atoms are decided from the atoms' packed truth tables without being built: a conjunction
`a ∧ b` can only fit when both a and b hold on every P-position, so only such atoms are paired
(a disjunction: both hold on P-positions only); a misère exception fits exactly when its first
atom fits where every heap is ≤ 1 and its second fits elsewhere; a residue test fits exactly
when P is a union of the residue classes, and the classes read off the table name the only
residue set that can. So the number of formulas *decided* (every pair, every residue set) is
far above the number of behaviours kept and of formulas *evaluated over the box* (those that fit
the sample), and all are reported. `search_kinds` is the search of earlier versions, a fixed
list of kinds, kept for the bench.

A fit on the box is a guess, not a verdict. Before a candidate is shown, its `theorem_wanted` is
printed, read back by the Lean front end (as `pychecks check` would read the written file) and
checked by the enumerator at twice the bound; only a HOLDS is shown. z3 then looks far beyond
the box (`pychecks search`'s machinery, short timeouts): PROVED, HOLDS at a width, or UNKNOWN.
A Grundy-value conjecture (a term equal to the Grundy table) is stated by the mex rule and
checked by the evaluator, which tries every pair of positions (`grundy_recheck_bound`).
"""
from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field

import numpy as np
import sympy as sp

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
    from . import grammar as Gr
    sample = min(positions, Gr.SAMPLE)
    search = positions * 8 * (family.heaps + MEMO_LIMIT + 4) + atom_count * (positions // 8 + 1) \
        + Gr.MAX_TERMS * sample * 4 + Gr.MAX_ATOMS * (sample // 8 + 1)
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
    decided and how many evaluated over the box, and the time it took; for the grammar, the
    distinct behaviours kept (`terms`, `tables`), the caps reached, and a conjecture for the
    Grundy value (`grundy`, or None)."""

    candidates: list
    decided: int
    evaluated: int
    seconds: float
    terms: int = 0
    tables: int = 0
    capped: list = field(default_factory=list)
    grundy: object = None
    unverified: int = 0       # fits on the sample past MAX_VERIFIED, never tried on the box
    sample: int = 0           # positions of the box the grammar's terms are evaluated on
    #: pairs of atoms compared on the whole sample (after the prefilter's few words, if any)
    compared: int = 0


#: Fits on the sample tested on the whole box, smallest first, at most MAX_PER_KIND of each
#: kind of formula; the rest are counted.
MAX_VERIFIED = 400
MAX_PER_KIND = 40
#: Misère exceptions built from the atoms that fit each region (the smallest first).
MAX_MISERE = 20_000


#: Words (64 positions each) of the truth tables a pair of atoms is compared on before the whole
#: sample: the two where P's own words are most mixed.
PREFILTER_WORDS = 2


def _prefilter_columns(T: np.ndarray, P: np.ndarray):
    """(the tables' chosen 64-bit words, P's), for the pairs' first comparison: the words of P
    with the most positions of each kind (a word all in P or all outside says least), the
    tables padded with zero bytes to whole words (zero on both sides: padding never differs)."""
    width = -(-T.shape[1] // 8) * 8
    padded_T = np.zeros((T.shape[0], width), np.uint8)
    padded_T[:, :T.shape[1]] = T
    padded_P = np.zeros(width, np.uint8)
    padded_P[:P.size] = P
    words_T = padded_T.view(np.uint64)
    words_P = padded_P.view(np.uint64)
    ones = np.unpackbits(padded_P).reshape(-1, 64).sum(axis=1)
    mixed = np.minimum(ones, 64 - ones)
    cols = np.sort(np.argsort(-mixed, kind="stable")[:PREFILTER_WORDS])
    return np.ascontiguousarray(words_T[:, cols]), words_P[cols]


def search(game: SolvedGame, recheck_bound: int, prefilter: bool = True) -> Fits:
    """The grammar (`grammar`) enumerated bottom-up over the sample of the box of `game`, one
    term per behaviour and one atom per truth table; single atoms, two atoms joined by ∧ or ∨,
    residue sets of small terms and (misère play) the misère exception that fit the sample are
    then tested on the whole box, and the fits ranked. The term that equals the Grundy table,
    when the bank has one, is the Grundy-value conjecture. `prefilter` compares pairs of atoms
    on a few words first (`PREFILTER_WORDS`); without it, on the whole sample at once (the
    search before, kept for the bench: the fits are the same)."""
    from . import grammar as Gr
    start = time.perf_counter()
    d = game.heaps
    box = Box(game)
    table = box.table
    idx = Gr.sample_indices(game.table.shape)
    faces = [f[idx].astype(Gr.VALUE) for f in box.faces]
    sample = table[idx]
    bank = Gr.Bank(d, faces)
    mods = V.moduli(game.bound, game.sequences)
    Gr.enumerate_terms(bank, Gr.term_limit(d), mods, term_seeds(game))
    productions = V.atoms(game.move.family, game.sequences, game.bound, recheck_bound,
                          game.play)
    Gr.enumerate_atoms(bank, Gr.MAX_ATOM_SIZE, productions, lower=lambda a: Gr.lower_on(
        V.expand(a.source, d, a.let_map), faces).astype(bool))
    n_atoms = len(bank.atoms)
    T = np.frombuffer(b"".join(bank.tables), np.uint8).reshape(n_atoms, -1) if n_atoms else \
        np.zeros((0, (len(idx) + 7) // 8), np.uint8)
    sizes = np.array([b.size for b in bank.atoms], dtype=np.int64)
    P = np.packbits(sample)
    decided = bank.tried + bank.atoms_tried
    on_sample: list = []          # (size, builder) of formulas that fit the sample
    exact = np.flatnonzero((T == P).all(axis=1))
    on_sample += [(int(sizes[k]), ("atom", int(k))) for k in exact]
    is_exact = np.zeros(n_atoms, bool)
    is_exact[exact] = True
    pairs = compared = 0
    sub_T, sub_P = _prefilter_columns(T, P) if prefilter else (None, None)
    for connective, members in (("and", ((P & ~T) == 0).all(axis=1)),
                                ("or", ((T & ~P) == 0).all(axis=1))):
        ids = np.flatnonzero(members & ~is_exact)
        ids = ids[np.argsort(sizes[ids], kind="stable")]
        for a in range(len(ids)):
            rest = ids[a + 1:]
            rest = rest[sizes[ids[a]] + sizes[rest] + 1 <= Gr.MAX_FORMULA_SIZE]
            if not rest.size:
                continue
            if pairs + rest.size > Gr.MAX_PAIRS:
                bank.capped.append(f"pairs of atoms capped at {Gr.MAX_PAIRS:,} ({connective})")
                break
            pairs += rest.size
            if sub_T is not None:
                # a few words of every table first: most pairs differ from P there, and only
                # the rest are compared on the whole sample (the same pairs fit either way)
                few = (sub_T[ids[a]] & sub_T[rest]) if connective == "and" else \
                    (sub_T[ids[a]] | sub_T[rest])
                rest = rest[(few == sub_P).all(axis=1)]
            compared += rest.size
            both = (T[ids[a]] & T[rest]) if connective == "and" else (T[ids[a]] | T[rest])
            for b in rest[(both == P).all(axis=1)]:
                on_sample.append((int(sizes[ids[a]] + sizes[b] + 1),
                                  (connective, int(ids[a]), int(b))))
    decided += n_atoms * (n_atoms - 1)           # every pair, by ∧ and by ∨
    if game.play == "misere":
        small = np.packbits(Gr.lower_on(V.expand(V.small_heaps(d)[0], d), faces).astype(bool))
        large = np.packbits(~np.unpackbits(small)[:len(idx)].astype(bool))
        on_small = np.flatnonzero((((T ^ P) & small) == 0).all(axis=1) & ~is_exact)
        on_large = np.flatnonzero((((T ^ P) & large) == 0).all(axis=1) & ~is_exact)
        # smallest first on each side, and at most MAX_MISERE pairs (atoms that fit the few
        # positions with every heap ≤ 1 can be thousands)
        on_small = on_small[np.argsort(sizes[on_small], kind="stable")]
        on_large = on_large[np.argsort(sizes[on_large], kind="stable")]
        if on_small.size * on_large.size > MAX_MISERE:
            bank.capped.append(f"misère exceptions capped at {MAX_MISERE:,} pairs of atoms")
        made = 0
        for i in on_small:
            for j in on_large:
                if i != j and made < MAX_MISERE:
                    made += 1
                    on_sample.append((int(sizes[i] + sizes[j] + 12), ("misere", int(i), int(j))))
        decided += n_atoms * (n_atoms - 1)
    residue_ids = [i for i, t in enumerate(bank.terms)
                   if t.node[0] != "num" and (t.size <= 3 or t.node[0] == "seed")]
    for i in residue_ids:
        for m in mods:
            decided += (1 << m) - 2
            rs = residue_fit(bank.values[i] % m, m, sample)
            if rs is not None:
                on_sample.append((bank.terms[i].size + 4 * len(rs), ("residues", i, m, rs)))
    on_sample.sort(key=lambda f: f[0])
    found: list[V.Candidate] = []
    texts: set = set()
    evaluated = len(bank.terms) + n_atoms
    per_kind: dict = {}
    verified = 0
    for size, build in on_sample:
        # the smallest of each kind of formula first: a kind with thousands of fits on the
        # sample (Moore's game: every pair of equalities) leaves room for the others
        family = build[0] if build[0] != "atom" else (bank.atoms[build[1]].kind or "grammar")
        if per_kind.get(family, 0) >= MAX_PER_KIND or verified >= MAX_VERIFIED:
            continue
        per_kind[family] = per_kind.get(family, 0) + 1
        verified += 1
        cand = _candidate(bank, build, d)
        key = sp.srepr(cand.source)
        if key in texts:
            continue
        texts.add(key)
        evaluated += 1
        if np.array_equal(box.value(cand.expr).astype(bool), table):
            found.append(cand)
    grundy = None
    if game.grundy is not None:
        g = game.grundy.reshape(-1).astype(np.int64)
        hit = bank.lookup(g[idx])
        if hit is not None:
            term = bank.source(hit)
            lets = bank.lets(hit)
            if np.array_equal(box.value(V.expand(term, d, dict(lets))).astype(np.int64), g):
                grundy = V.GrundyValue(term, d, lets, bank.grounds(hit))
    found = sorted(set(found), key=lambda c: c.rank())
    return Fits(found, decided, evaluated, time.perf_counter() - start, terms=len(bank.terms),
                tables=n_atoms, capped=list(bank.capped), grundy=grundy,
                unverified=len(on_sample) - verified, sample=len(idx), compared=compared)


def term_seeds(game: SolvedGame) -> list:
    """Terms entered into the bank at their own size: the total of the heaps (d > 1) and the
    nim-sum of the heaps' Grundy values of a sum of one-heap games."""
    d = game.heaps
    out = []
    if d > 1:
        total = sp.Add(*E.heaps(d))
        out.append((total, V.tokens(total), "", (), ""))
    found = V.grundy_term(game.sequences, d)
    if found is not None and (game.play == "normal" or not found[1]):
        term, lets, grounds = found
        out.append((term, V.tokens(term, dict(lets)), "grundy", lets, grounds))
    return out


def _candidate(bank, build, d: int) -> V.Candidate:
    from . import grammar as Gr
    what = build[0]
    if what == "atom":
        return V.candidate(Gr.atom_of(bank, build[1]), d)
    if what == "and":
        return V.both(Gr.atom_of(bank, build[1]), Gr.atom_of(bank, build[2]), d)
    if what == "or":
        return V.either(Gr.atom_of(bank, build[1]), Gr.atom_of(bank, build[2]), d)
    if what == "misere":
        return V.misere(Gr.atom_of(bank, build[1]), Gr.atom_of(bank, build[2]), d)
    _, i, m, rs = build
    term = bank.source(i)
    node = bank.terms[i].node
    kind = ("heap residue" if node[0] == "heap" else
            "total residue" if d > 1 and term == sp.Add(*E.heaps(d)) else "term residue")
    atom = V.residues(term, m, rs, kind)
    atom = V.Atom(atom.kind, atom.source, bank.lets(i), bank.grounds(i))
    return V.candidate(atom, d)


def search_kinds(game: SolvedGame, recheck_bound: int) -> Fits:
    """The search of earlier versions, kept for the bench (`scripts/bench_conjecture.py`):
    every formula of the fixed list of kinds against the table of `game`, the fits ranked."""
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
    repeated: int = 0         # fits whose Lean text is one already re-checked (shown once)
    seconds: float = 0.0
    grundy: object = None     # the Grundy-value conjecture shown (`GrundyShown`), or None
    grundy_dropped: str = ""  # why a Grundy-value conjecture found was not shown


@dataclass
class GrundyShown:
    """A Grundy-value conjecture shown: its statement, and the evaluator's verdict at `bound`
    (the evaluator tries every pair of positions, so the bound is `grundy_recheck_bound`)."""

    value: V.GrundyValue
    name: str
    lean: str
    verdict: Verdict
    bound: int

    @property
    def note(self) -> str:
        return f"{self.value.words} ({self.value.tokens} tokens), checked at N={self.bound}"


#: The Grundy statement's re-check tries every pair (p, q) of the box [0..M]^d: at most this many.
GRUNDY_PAIRS = 1 << 19
#: Fits re-checked at most (each is solved again at 2N); the rest are counted as not asked.
MAX_RECHECKS = 12


def grundy_recheck_bound(heaps: int, recheck_bound: int) -> int:
    """M for the Grundy statement: 2N, or less, so that (M+1)^(2d) ≤ GRUNDY_PAIRS."""
    m = recheck_bound
    while m > 1 and (m + 1) ** (2 * heaps) > GRUNDY_PAIRS:
        m -= 1
    return m


def statement_name(move: Move, cand, play: str, taken: set) -> str:
    """`nimMove_xor`, `nim5Move_misereException`: the relation, then the kind (numbered when a
    kind comes again); `cand` is a candidate or a slug."""
    from ..lean.write.user_checkers import lean_ident
    slug = cand if isinstance(cand, str) else cand.slug
    misere = play == "misere" and (isinstance(cand, str) or cand.kind != "misere")
    base = lean_ident(move.decl_name)
    base = base[:1].lower() + base[1:] + "_" + ("misere" + slug[:1].upper() + slug[1:]
                                                if misere else slug)
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
    texts: set = set()
    tries = 0
    for cand in fits:
        body = (O.prop(cand.source, O.Names(cand.heaps, game.move.nat_positions)), cand.lets)
        if body in texts:
            out.repeated += 1  # the same formula under another kind: shown once
            continue
        if len(out.shown) >= limit or cand.kind in kinds or tries >= MAX_RECHECKS:
            # every fit is the same set on the box: each kind is shown once, the smallest
            out.unasked += 1
            continue
        texts.add(body)
        tries += 1
        name = statement_name(game.move, cand, game.play, taken)
        text = O.statement(name, cand, game.move.decl_name, game.play, game.move.nat_positions)
        full = writing.file_text([(cand.words, text)], game, recheck_bound)
        pf = project.load_text(full, str(writing.where), writing.where)
        decl = next(d for d in pf.lean.declarations if d.name == name)
        from ..lean.read.project import full_name
        reading = read_statement(pf, decl, full_name(pf, decl))
        if reading.statement is None:
            out.dropped.append((cand, f"not read back: {reading.reason}"))
            taken.discard(name)
            continue
        verdict = enumerator().check(reading.statement, recheck_bound)
        if verdict.status is not Status.HOLDS:
            out.dropped.append((cand, f"{verdict.status.value} at N={recheck_bound}"))
            taken.discard(name)
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


def recheck_grundy(value, game: SolvedGame, writing: O.Writing, recheck_bound: int,
                   taken: set) -> tuple:
    """(`GrundyShown` or None, why not) for a Grundy-value conjecture: its statement printed,
    read back by the front end as `pychecks check` reads it (the evaluator's shape: it has no
    kernel shape), and checked at `grundy_recheck_bound`."""
    from ..lean.claims.catalogue import make_claim, read_text
    bound = grundy_recheck_bound(game.heaps, recheck_bound)
    name = statement_name(game.move, "grundyValue", "normal", taken)
    text = O.grundy_statement(name, value, game.move.decl_name, game.move.nat_positions)
    full = writing.file_text([(value.words, text)], game, recheck_bound)
    _, readings = read_text(full, str(writing.where), writing.where)
    reading = next(r for r in readings if r.decl.name == name)
    claim = make_claim(reading, source=str(writing.where), command_target=None)
    verdict = claim.check(bound)
    if verdict.status is not Status.HOLDS:
        why = verdict.reason if verdict.status is Status.UNKNOWN else ""
        return None, f"{verdict.status.value} at N={bound}" + (f" ({why})" if why else "")
    return GrundyShown(value, name, text, verdict, bound), ""
