"""The typed grammar `conjecture` enumerates bottom-up, smallest first, keeping one term per
behaviour on the solved box (observational equivalence).

Terms (ℕ-valued) over the heaps p 0 … p (d-1):

* leaves: the heaps and the numerals 0 … 3 (size 1);
* `a + b`, `a - b` (truncated, as Lean's), `a ^^^ b`, `min a b`, `max a b` (size 1 + |a| + |b|);
* `a % m` (m = 2 … 12 and each heap's Grundy period), `a / m` (m = 2 … 4), `c * a` (c = 2, 3),
  size |a| + 2;
* productions with a size of their own (`vocabulary.atoms`' terms): the total `∑ k, p k`, the
  nim-sum of the heaps' Grundy values of a sum of one-heap games (`p k % m`, a periodic `g` read
  off a one-heap Grundy sequence).

Atoms (truth tables on the box) are `a = b`, `a ≤ b`, `a < b` of two terms; residue tests
`t % m = r` are atoms of the first form. The formula kinds of earlier versions (the nim-sum,
group sums, Moore's count `∀ b < B`, residues of every heap, …) are entered as atoms of the
same bank at their own size (`vocabulary.atoms`), so they keep their place by size; a smaller
term of the grammar with the same truth table takes it from them.

`lean/shapes` reads `&&&` on numerals only (`&&&` on variables is outside the fragment), so a
formula with `&&&` could not be read back by `pychecks check`: the grammar has no `&&&`.
Multiplication is by a numeral only (`expr.check_vocabulary`).

Every term is evaluated as an int32 numpy vector over the *sample* of the box: the whole box
when it has at most `SAMPLE` positions, otherwise its corner (every heap small) and a fixed set
of random positions (seeded: the run is reproducible). Two terms with the same vector are one
behaviour; the first (smallest) is kept, and its bytes are the key. A formula that fits the
sample is then tested on the whole box before it counts as a fit (`search`).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import sympy as sp

from .. import expr as E
from . import vocabulary as V

#: Positions a term is evaluated on: the whole box up to this size, else a sample of it.
SAMPLE = 4096
#: Terms are enumerated up to this size (fewer heaps allow one more level: see `term_limit`).
MAX_TERM_SIZE = 5
#: Atoms (relations of two terms) up to this size.
MAX_ATOM_SIZE = 7
#: Boolean combinations of two atoms up to this size (the connective counts 1).
MAX_FORMULA_SIZE = 17
#: Caps on what is kept: distinct term behaviours, distinct truth tables, and pairs of atoms
#: tested by ∧ / ∨. Reaching one is reported (`Bank.capped`).
MAX_TERMS = 12_000
MAX_ATOMS = 40_000
MAX_PAIRS = 3_000_000
NUMERALS = (0, 1, 2, 3)
DIVISORS = (2, 3, 4)
FACTORS = (2, 3)
#: Binary operators of two terms, in the order they are tried.
BINARY = ("+", "-", "^^^", "min", "max")
COMMUTATIVE = {"+", "^^^", "min", "max"}
RELATIONS = ("=", "≤", "<")
#: Term vectors are int32: heaps are at most 32,767 (the enumerator's bound halved), and a term
#: of size 7 multiplies by a numeral at most three times, so no value comes near 2^31.
VALUE = np.int32


def term_limit(heaps: int) -> int:
    """The largest term size enumerated: one more level for one or two heaps, whose term
    counts grow slowly."""
    return MAX_TERM_SIZE + 2 if heaps <= 2 else MAX_TERM_SIZE


def sample_indices(shape: tuple, limit: int = SAMPLE) -> np.ndarray:
    """Flat indices of the positions terms are evaluated on: every position of a box of at most
    `limit`; else every position with heaps ≤ n (the largest corner of at most limit / 2) and
    limit / 2 positions drawn at random (seed 0) from the rest of the box."""
    total = int(np.prod(shape))
    if total <= limit:
        return np.arange(total)
    d = len(shape)
    n = 0
    while (n + 2) ** d <= limit // 2:
        n += 1
    corner = np.ravel_multi_index(np.indices((n + 1,) * d).reshape(d, -1), shape)
    rng = np.random.default_rng(0)
    drawn = rng.choice(total, size=limit - corner.size, replace=False)
    return np.unique(np.concatenate([corner, drawn]))


@dataclass
class Term:
    """One behaviour of the bank: how it is built (`node`), its size, and, for a production
    with a kind of its own, that kind, its `let`s and how far its sequences are known."""

    node: tuple
    size: int
    kind: str = ""
    lets: tuple = ()
    grounds: str = ""


@dataclass
class Bank:
    """Every term behaviour on the sample, smallest first, and every atom truth table."""

    heaps: int
    faces: list                      # the sample's coordinates, one int64 vector per heap
    values: list = field(default_factory=list)
    terms: list = field(default_factory=list)
    index: dict = field(default_factory=dict)     # vector bytes -> term id
    tried: int = 0                   # terms built and evaluated (before equivalence)
    atoms: list = field(default_factory=list)     # V.Atom-like records: (size, kind, build)
    tables: list = field(default_factory=list)    # packed truth tables, one per atom
    atom_index: dict = field(default_factory=dict)
    atoms_tried: int = 0
    capped: list = field(default_factory=list)    # which caps were reached, in words
    _sources: dict = field(default_factory=dict)

    # --- terms ---------------------------------------------------------------------------

    def add(self, value: np.ndarray, term: Term) -> int | None:
        """Keep `term` when its vector is new; the id of the behaviour, or None when another
        (smaller, or entered earlier) term already has it."""
        self.tried += 1
        value = np.ascontiguousarray(value, dtype=VALUE)
        key = value.tobytes()
        if key in self.index:
            return None
        if term.node[0] != "num" and value.size and (value == value[0]).all():
            return None  # a constant is a numeral's behaviour, or none the grammar writes
        self.index[key] = len(self.terms)
        self.terms.append(term)
        self.values.append(value)
        return len(self.terms) - 1

    def lookup(self, value: np.ndarray) -> int | None:
        """The term whose behaviour is `value` on the sample, if the bank has it."""
        return self.index.get(np.ascontiguousarray(value, dtype=VALUE).tobytes())

    def source(self, i: int):
        """The term's expression (`pychecks.expr`, with the vocabulary's binders)."""
        if i in self._sources:
            return self._sources[i]
        node = self.terms[i].node
        kind = node[0]
        if kind == "heap":
            out = E.heaps(self.heaps)[node[1]]
        elif kind == "num":
            out = sp.Integer(node[1])
        elif kind == "seed":
            out = node[1]
        elif kind == "mod":
            out = V.mod(self.source(node[1]), node[2])
        elif kind == "div":
            out = E.div(self.source(node[1]), node[2])
        elif kind == "mul":
            out = sp.Mul(sp.Integer(node[2]), self.source(node[1]), evaluate=False)
        else:
            op, a, b = node[1], self.source(node[2]), self.source(node[3])
            out = {"+": lambda: sp.Add(a, b, evaluate=False), "-": lambda: E.NatSub(a, b),
                   "^^^": lambda: E.NatXor(a, b), "min": lambda: E.ite(E.Le(a, b), a, b),
                   "max": lambda: E.ite(E.Le(a, b), b, a)}[op]()
        self._sources[i] = out
        return out

    def lets(self, *ids) -> tuple:
        out: dict = {}
        for i in ids:
            out.update(dict(self.terms[i].lets))
        return tuple(out.items())

    def grounds(self, *ids) -> str:
        return next((self.terms[i].grounds for i in ids if self.terms[i].grounds), "")

    def of_size(self, size: int) -> list[int]:
        return [i for i, t in enumerate(self.terms) if t.size == size]


def lower_on(expr, faces) -> np.ndarray:
    """`expr` (plain `pychecks.expr`) at every position given by `faces`, as an array."""
    return np.broadcast_to(np.asarray(E.to_numpy_term(expr)(*faces)), faces[0].shape)


def _binary(op: str, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    if op == "+":
        return a + b
    if op == "-":
        return np.maximum(a - b, 0)
    if op == "^^^":
        return a ^ b
    if op == "min":
        return np.minimum(a, b)
    return np.maximum(a, b)


def enumerate_terms(bank: Bank, limit: int, moduli: list[int], seeds=()) -> None:
    """Fill the bank with every term of the grammar up to size `limit`, smallest first, one per
    behaviour; `seeds` are (expression, size, kind, lets, grounds) productions entered at their
    size (before the grammar's own terms of that size, so that a tie keeps the production)."""
    d = bank.heaps
    seeds = sorted(seeds, key=lambda s: s[1])
    pending = list(seeds)
    top = max([limit] + [s[1] for s in seeds])
    for size in range(1, top + 1):
        while pending and pending[0][1] == size:
            expr, _, kind, lets, grounds = pending.pop(0)
            value = lower_on(V.expand(expr, d, dict(lets)), bank.faces)
            bank.add(value, Term(("seed", expr), size, kind, tuple(lets), grounds))
        if size > limit or bank.capped:
            continue
        if size == 1:
            for k in range(d):
                bank.add(bank.faces[k], Term(("heap", k), 1))
            for c in NUMERALS:
                bank.add(np.full(bank.faces[0].shape, c, VALUE), Term(("num", c), 1))
            continue
        if len(bank.terms) >= MAX_TERMS:
            bank.capped.append(f"terms capped at {MAX_TERMS:,} behaviours (size {size})")
            continue
        inner = [i for i in bank.of_size(size - 2) if bank.terms[i].node[0] != "num"]
        for i in inner:
            v = bank.values[i]
            for m in moduli:
                bank.add(v % m, Term(("mod", i, m), size))
            for m in DIVISORS:
                bank.add(v // m, Term(("div", i, m), size))
            for c in FACTORS:
                bank.add(v * c, Term(("mul", i, c), size))
            if len(bank.terms) >= MAX_TERMS:
                bank.capped.append(f"terms capped at {MAX_TERMS:,} behaviours (size {size})")
                break
        if bank.capped:
            continue
        for left in range(1, size - 1):
            right = size - 1 - left
            if right < 1:
                continue
            a_ids = bank.of_size(left)
            b_ids = bank.of_size(right)
            for op in BINARY:
                for i in a_ids:
                    for j in b_ids:
                        if op in COMMUTATIVE and left == right and j <= i:
                            continue
                        if op in COMMUTATIVE and left > right:
                            continue  # the same pair comes with the larger term on the right
                        if bank.terms[i].node[0] == "num" and bank.terms[j].node[0] == "num":
                            continue  # two numerals make a constant
                        if bank.add(_binary(op, bank.values[i], bank.values[j]),
                                    Term(("op", op, i, j), size)) is not None and \
                                len(bank.terms) >= MAX_TERMS:
                            bank.capped.append(
                                f"terms capped at {MAX_TERMS:,} behaviours (size {size})")
                            break
                    if bank.capped:
                        break
                if bank.capped:
                    break
            if bank.capped:
                break


# --- atoms -------------------------------------------------------------------------------

@dataclass(frozen=True)
class AtomBuild:
    """How an atom of the bank is built: a relation of two terms, or a production (`atom`)."""

    size: int
    kind: str
    rel: str = ""
    left: int = -1
    right: int = -1
    atom: object = None        # a `vocabulary.Atom`, for a production


def _rel(rel: str, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    if rel == "=":
        return a == b
    if rel == "≤":
        return a <= b
    return a < b


def enumerate_atoms(bank: Bank, limit: int, productions=(), lower=None) -> None:
    """Every atom up to size `limit` (and the productions at their size), one per truth table
    on the sample, smallest first; within a size the productions come first. Tables that hold
    everywhere or nowhere are not kept."""
    n = bank.faces[0].size
    seen = bank.atom_index
    productions = sorted(productions, key=lambda a: V.tokens(a.source, a.let_map))
    pending = list(productions)
    sizes = sorted({t.size for t in bank.terms})
    top = max([limit] + [V.tokens(a.source, a.let_map) for a in productions])

    def keep(packed: bytes, build: AtomBuild):
        bank.atoms_tried += 1
        if packed in seen:
            return
        seen[packed] = len(bank.atoms)
        bank.atoms.append(build)
        bank.tables.append(packed)

    capped = False
    full, empty = np.packbits(np.ones(n, bool)).tobytes(), np.packbits(np.zeros(n, bool)).tobytes()
    seen.setdefault(full, -1)
    seen.setdefault(empty, -1)
    for size in range(3, top + 1):
        while pending and V.tokens(pending[0].source, pending[0].let_map) == size:
            a = pending.pop(0)
            keep(np.packbits(lower(a)).tobytes(), AtomBuild(size, a.kind, atom=a))
        if size > limit or capped:
            continue
        for left in sizes:
            if capped:
                break
            right = size - 1 - left
            if right not in sizes:
                continue
            a_ids = bank.of_size(left)
            b_ids = bank.of_size(right)
            if not a_ids or not b_ids:
                continue
            B = np.stack([bank.values[j] for j in b_ids])
            for rel in RELATIONS:
                for i in a_ids:
                    if bank.terms[i].node[0] == "num":
                        continue  # a numeral stands on the right
                    if rel == "=" and left < right and bank.terms[i].node[0] != "heap":
                        continue  # `a = b` once: the larger side first, a heap may lead
                    rows = _rel(rel, bank.values[i][None, :], B)
                    packed = np.packbits(rows, axis=1)
                    for row, j in zip(packed, b_ids):
                        if j == i or (rel == "=" and left == right and j < i):
                            continue
                        if rel == "=" and left > right and bank.terms[j].node[0] == "heap":
                            continue  # written with the heap first
                        keep(row.tobytes(), AtomBuild(size, "", rel, i, j))
                        if len(bank.atoms) >= MAX_ATOMS:
                            bank.capped.append(
                                f"atoms capped at {MAX_ATOMS:,} truth tables (size {size})")
                            capped = True
                            break
                    if capped:
                        break
                if capped:
                    break


def atom_of(bank: Bank, k: int) -> V.Atom:
    """The `vocabulary.Atom` of atom k of the bank (its source built now)."""
    b = bank.atoms[k]
    if b.atom is not None:
        return b.atom
    a, c = bank.source(b.left), bank.source(b.right)
    source = {"=": E.Eq, "≤": E.Le, "<": E.Lt}[b.rel](a, c)
    kind = bank.terms[b.left].kind or bank.terms[b.right].kind or kind_of(source, bank.heaps)
    if kind == "total residue" and not (isinstance(a, sp.Mod) and c.is_Integer):
        kind = "atom"
    return V.Atom(kind, source, bank.lets(b.left, b.right), bank.grounds(b.left, b.right))


def kind_of(source, d: int) -> str:
    """The kind of words an atom of the grammar is reported in: sums of disjoint groups of
    heaps equal (`sums`), a residue of a heap (`heap residue`), or `atom`."""
    heaps = set(E.heaps(d))

    def group(t):
        parts = t.args if isinstance(t, sp.Add) else (t,)
        return set(parts) if all(p in heaps for p in parts) and len(set(parts)) == len(parts) \
            else None
    if isinstance(source, sp.Equality):
        a, b = source.args
        ga, gb = group(a), group(b)
        if ga and gb and not ga & gb:
            return "sums"
        if isinstance(a, sp.Mod) and a.args[0] in heaps and b.is_Integer:
            return "heap residue"
    return "atom"
