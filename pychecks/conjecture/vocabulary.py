"""The formulas `conjecture` works with: expressions over the heaps p0 … p(d-1), each a sympy
expression of `pychecks.expr` written once, and the productions of a size of their own that the
grammar (`grammar`) enters into its bank: the formula kinds of earlier versions.

A formula's *source* may hold a few binder nodes that Lean writes more briefly than their
expansion: `∀ k, φ (p k)` and `∃ k, …` over the heaps (`AllHeaps`, `SomeHeap`), `∀ b < B, …` over
bits (`AllBits`), an applied `g (p k)` whose `let g : ℕ → ℕ := fun n => …` the candidate carries,
and ordered `∧` / `∨` (`Conj`, `Disj`: sympy's own sort their arguments, and a statement reads
best in the order it was built). `expand` turns a source into the plain expression every backend
lowers (numpy here, the kernels and z3 through the statement read back), and the Lean printer
(`lean_out`) prints the source. Nothing is written twice.

The productions (`atoms`; `search` builds `Candidate`s from them and from the grammar's atoms):

* the nim-sum of the heaps, `p 0 ^^^ p 1 ^^^ … = c`;
* the nim-sum of the heaps' Grundy values for a sum of one-heap games: `p k % m` when heap k's
  sequence is n % m, `g (p k)` with a `let g` if-chain when it is another periodic table (the
  candidate says whether the sequences are proved for all n or only apparent);
* sums of two disjoint groups of heaps equal (`p 0 + p 1 = p 2 + p 3`, and `p i = p j`), and the
  nim-sum of the sums of a group family's disjoint groups;
* Moore's Nim_k: `∀ b < B, ((p 0 / 2 ^ b) % 2 + … ) % m = 0`, m = 3 … d (m = 2 is the nim-sum);
* residues of the total `(∑ k, p k) % m = r`, of each heap `p k % m = r`, of every heap
  `∀ k, p k % m = r`; as a formula of its own, a residue test is a disjunction over the residues
  r of the P-positions (`n % 7 = 0 ∨ n % 7 = 2`);
* the misère exception: `((∃ k, 2 ≤ p k) ∧ A) ∨ ((∀ k, p k ≤ 1) ∧ B)`;
* conjunctions of two atoms.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from functools import cached_property, reduce

import sympy as sp
from sympy.core.function import AppliedUndef
from sympy.logic.boolalg import BooleanFunction

from .. import expr as E

#: `p k` inside `∀ k, …` / `∃ k, …` over the heaps.
HEAP_K = sp.Symbol("pk", integer=True, nonnegative=True)
#: The bit index of `∀ b < B, …`.
BIT = sp.Symbol("b", integer=True, nonnegative=True)
#: The parameter of a `let g : ℕ → ℕ := fun n => …`.
ARG = sp.Symbol("x", integer=True, nonnegative=True)
#: Residues are tried modulo 2 … MAX_MODULUS (and modulo each heap's Grundy period).
MAX_MODULUS = 12
#: Up to this many heaps every two disjoint groups are tried (3^d / 2 pairs); beyond it, groups
#: of at most two heaps.
MAX_ALL_GROUPS = 6
#: Bit counts `∀ b < B` cover heaps below 2^B: at least 8 bits (heaps < 256), more when the
#: re-check box needs them.
MIN_BITS = 8


class Conj(BooleanFunction):
    """`a ∧ b ∧ …` in the order given (sympy's `And` sorts its arguments)."""


class Disj(BooleanFunction):
    """`a ∨ b ∨ …` in the order given."""


class AllHeaps(BooleanFunction):
    """`∀ k, body`, body over `HEAP_K` (= `p k`)."""


class SomeHeap(BooleanFunction):
    """`∃ k, body`, body over `HEAP_K`."""


class AllBits(BooleanFunction):
    """`∀ b < B, body`: args (B, body), body over `BIT`."""


def expand(source, d: int, lets: dict | None = None):
    """The plain `pychecks.expr` expression of a source formula on d heaps: binders expanded
    over the heaps 0 … d-1 and the bits 0 … B-1, `g (t)` replaced by g's body at t."""
    lets = lets or {}
    heaps = E.heaps(d)

    def go(e):
        if not _has_binder(e):
            return e
        if isinstance(e, Conj):
            return E.And(*[go(a) for a in e.args])
        if isinstance(e, Disj):
            return E.Or(*[go(a) for a in e.args])
        if isinstance(e, AllHeaps):
            return E.And(*[go(substitute(e.args[0], {HEAP_K: x})) for x in heaps])
        if isinstance(e, SomeHeap):
            return E.Or(*[go(substitute(e.args[0], {HEAP_K: x})) for x in heaps])
        if isinstance(e, AllBits):
            bits, body = e.args
            return E.And(*[go(substitute(body, {BIT: sp.Integer(b)})) for b in range(int(bits))])
        if isinstance(e, AppliedUndef):
            return go(substitute(lets[e.func.__name__], {ARG: go(e.args[0])}))
        if not e.args:
            return e
        return e.func(*[go(a) for a in e.args], evaluate=False) \
            if isinstance(e, sp.core.relational.Relational) else e.func(*[go(a) for a in e.args])
    out = go(source)
    E.check_vocabulary(out)
    return out


def substitute(e, mapping: dict):
    """`e` with the symbols of `mapping` replaced, every node rebuilt as it stands (sympy's
    `xreplace` re-evaluates each node it rebuilds, asking assumptions at length)."""
    if e in mapping:
        return mapping[e]
    if not e.args or not (e.free_symbols & set(mapping)):
        return e
    args = [substitute(a, mapping) for a in e.args]
    if isinstance(e, (Conj, Disj, AllHeaps, SomeHeap, AllBits, AppliedUndef)) or \
            all(a.is_Integer for a in args):  # constants fold: `2 ^ 3` is 8
        return e.func(*args)
    return e.func(*args, evaluate=False)


_BINDERS = (Conj, Disj, AllHeaps, SomeHeap, AllBits, AppliedUndef)


def _has_binder(e) -> bool:
    return any(isinstance(n, _BINDERS) for n in sp.preorder_traversal(e))


def mod(term, m: int):
    """`term % m`, left as written (sympy's own `Mod` asks assumptions it has no use for here)."""
    return sp.Mod(term, m, evaluate=False)


def tokens(source, lets: dict | None = None) -> int:
    """The size a formula is ranked by: leaves (heaps, numerals) plus operators, a binder
    counting as its keywords, an `if` as three; a `let g` adds its body once."""
    def go(e):
        if not e.args:
            return 1
        if isinstance(e, AppliedUndef):
            return 1 + go(e.args[0])
        if isinstance(e, (AllHeaps, SomeHeap)):
            return 2 + go(e.args[0])
        if isinstance(e, AllBits):
            return 3 + go(e.args[1])
        if min_max(e) is not None:  # `min a b`, `max a b`: an application of two
            return 1 + sum(go(a) for a in min_max(e)[1:])
        if isinstance(e, E.Ite):
            return 3 + sum(go(a) for a in e.args)
        return max(1, len(e.args) - 1) + sum(go(a) for a in e.args)
    return go(source) + sum(3 + go(body) for body in (lets or {}).values())


def min_max(e):
    """('min', a, b) for `if a ≤ b then a else b`, ('max', a, b) for `if a ≤ b then b else a`
    (how the front end lowers Lean's `min a b` and `max a b`), else None."""
    if isinstance(e, E.Ite) and isinstance(e.args[0], sp.LessThan):
        a, b = e.args[0].args
        if (e.args[1], e.args[2]) == (a, b):
            return "min", a, b
        if (e.args[1], e.args[2]) == (b, a):
            return "max", a, b
    return None


@dataclass(frozen=True)
class Atom:
    """One formula of the grammar: what it says, its source, and the `let`s it needs."""

    kind: str                  # see KINDS
    source: object
    lets: tuple = ()           # ((name, body over ARG), …)
    #: for an atom built from the heaps' Grundy sequences: how far they are known, 'proved for
    #: all n' or 'apparent for n ≤ N' (`sequences.HeapSequence.status`); '' otherwise
    grounds: str = ""

    @property
    def let_map(self) -> dict:
        return dict(self.lets)


#: Kinds of formula, in the order ties of size are ranked, with the slug of a statement's name
#: and the words a report uses.
KINDS = {
    "xor": ("xor", "nim-sum of the heaps"),
    "grundy": ("grundyXor", "nim-sum of the heaps' Grundy values"),
    "sums": ("groupSums", "sums of groups of heaps"),
    "group xor": ("groupXor", "nim-sum of the groups' totals"),
    "bits": ("bitCounts", "Moore's count of heaps with each bit set"),
    "total residue": ("totalResidue", "residue of the total"),
    "heap residue": ("heapResidue", "residue of a heap"),
    "every heap residue": ("everyHeapResidue", "residue of every heap"),
    "term residue": ("termResidue", "residue of a term"),
    "atom": ("atom", "one atom of the grammar"),
    "misere": ("misereException", "misère exception: every heap ≤ 1"),
    "and": ("conjunction", "conjunction of two atoms"),
    "or": ("disjunction", "disjunction of two atoms"),
}


@dataclass(frozen=True)
class Candidate:
    """A closed form for the P-positions: `source` (with binders), its `let`s, and its kind."""

    kind: str
    source: object
    heaps: int
    lets: tuple = ()
    parts: tuple = field(default=(), compare=False)   # the atoms it was built from

    @cached_property
    def expr(self):
        """The plain expression (`pychecks.expr`) every backend lowers."""
        return expand(self.source, self.heaps, dict(self.lets))

    @cached_property
    def tokens(self) -> int:
        return tokens(self.source, dict(self.lets))

    @property
    def slug(self) -> str:
        return KINDS[self.kind][0]

    @property
    def grounds(self) -> str:
        """How far the Grundy sequences it is built from are known ('' when it uses none)."""
        return next((a.grounds for a in self.parts if a.grounds), "")

    @property
    def words(self) -> str:
        """The kind in words, and for a formula built from Grundy sequences whether they are
        proved for all n or only apparent in the values computed."""
        words = KINDS[self.kind][1]
        return f"{words}, sequences {self.grounds}" if self.grounds else words

    def rank(self) -> tuple:
        """Fewest tokens first, then the order of KINDS, then the printed source."""
        return (self.tokens, list(KINDS).index(self.kind), sp.srepr(self.source))


@dataclass(frozen=True)
class GrundyValue:
    """A closed form for the Grundy value of every position: `term` over the heaps, with the
    `let`s it needs and how far the sequences it is built from are known."""

    term: object
    heaps: int
    lets: tuple = ()
    grounds: str = ""

    @cached_property
    def expr(self):
        """The plain term (`pychecks.expr`)."""
        return expand(self.term, self.heaps, dict(self.lets))

    @cached_property
    def tokens(self) -> int:
        return tokens(self.term, dict(self.lets))

    @property
    def words(self) -> str:
        return "Grundy value" + (f", sequences {self.grounds}" if self.grounds else "")


def candidate(atom: Atom, heaps: int) -> Candidate:
    return Candidate(kind=atom.kind, source=atom.source, heaps=heaps, lets=atom.lets,
                     parts=(atom,))


def both(a: Atom, b: Atom, heaps: int) -> Candidate:
    """`a ∧ b`."""
    return Candidate(kind="and", source=Conj(a.source, b.source), heaps=heaps,
                     lets=_merge(a.lets, b.lets), parts=(a, b))


def either(a: Atom, b: Atom, heaps: int) -> Candidate:
    """`a ∨ b`."""
    return Candidate(kind="or", source=Disj(a.source, b.source), heaps=heaps,
                     lets=_merge(a.lets, b.lets), parts=(a, b))


def misere(small: Atom, large: Atom, heaps: int) -> Candidate:
    """`((∃ k, 2 ≤ p k) ∧ large) ∨ ((∀ k, p k ≤ 1) ∧ small)`: `large` where some heap has two
    tokens or more, `small` where every heap has at most one."""
    every, some = small_heaps(heaps)
    return Candidate(kind="misere", source=Disj(Conj(some, large.source),
                                                Conj(every, small.source)),
                     heaps=heaps, lets=_merge(small.lets, large.lets), parts=(small, large))


def small_heaps(heaps: int):
    """(every heap ≤ 1, some heap ≥ 2) as source formulas."""
    if heaps == 1:
        x = E.heaps(1)[0]
        return E.Le(x, 1), E.Le(2, x)
    return AllHeaps(E.Le(HEAP_K, 1)), SomeHeap(E.Le(2, HEAP_K))


def residues(term, modulus: int, values, kind: str) -> Atom:
    """`term % m = r₁ ∨ term % m = r₂ ∨ …` over the residues `values`."""
    tests = [E.Eq(mod(term, modulus), r) for r in sorted(values)]
    return Atom(kind, tests[0] if len(tests) == 1 else Disj(*tests))


def _merge(a: tuple, b: tuple) -> tuple:
    return tuple(dict(a + b).items())


# --- the atoms of a game -----------------------------------------------------------------

def grundy_term(sequences, heaps: int):
    """The nim-sum of the heaps' Grundy values as a term, with its `let`s and how far the
    sequences are known (`grounds`); None when some heap's sequence has no period (it cannot be
    written) or every heap is a plain Nim heap."""
    if sequences is None or any(s.form == "none" for s in sequences):
        return None
    if all(s.form == "heap" for s in sequences):
        return None
    xs = E.heaps(heaps)
    tables = [s for s in sequences if s.form == "table"]
    names = {id(s): ("g" if len(tables) == 1 else f"g{i}") for i, s in enumerate(tables)}
    lets, term_of = [], {}
    for s in sequences:
        for k in s.heaps:
            if s.form == "heap":
                term_of[k] = xs[k]
            elif s.form.startswith("mod "):
                m = int(s.form.split()[1])
                term_of[k] = None if m == 1 else mod(xs[k], m)
            else:
                term_of[k] = sp.Function(names[id(s)])(xs[k])
        if s.form == "table":
            lets.append((names[id(s)], table_body(s.values, s.periodicity)))
    terms = [term_of[k] for k in range(heaps) if term_of[k] is not None]
    if not terms:
        return None
    unproved = [s for s in sequences if not s.proved]
    grounds = unproved[0].status if unproved else "proved for all n"
    return reduce(E.NatXor, terms), tuple(lets), grounds


def table_body(values, found) -> object:
    """g(x) as an if-chain: `if x = 0 then … else …` below the pre-period, then by residue of
    x modulo the period, residues of equal value joined by ∨, the most common value last."""
    pre, per = found.preperiod, found.period
    values = [int(v) for v in values[:pre + per]]
    branches = [(E.Eq(ARG, n), values[n]) for n in range(pre)]
    by_value: dict = {}
    for n in range(pre, pre + per):
        by_value.setdefault(values[n], []).append(n % per)
    order = sorted(by_value, key=lambda v: (-len(by_value[v]), v))
    last = order[0]
    for v in sorted(order[1:], key=lambda v: min(by_value[v])):
        tests = [E.Eq(mod(ARG, per), r) for r in sorted(by_value[v])]
        branches.append((tests[0] if len(tests) == 1 else Disj(*tests), v))
    if not branches:
        return sp.Integer(last)
    return E.ite(*[x for c, v in branches for x in (c, sp.Integer(v))], sp.Integer(last))


def moduli(bound: int, sequences) -> list[int]:
    """The moduli residues are tried with: 2 … MAX_MODULUS and every heap's Grundy period, each
    at most half the box so that a residue is seen at least twice."""
    out = set(range(2, MAX_MODULUS + 1))
    for s in sequences or ():
        if s.periodicity is not None:
            out.add(s.periodicity.period)
    return sorted(m for m in out if 2 <= m <= (bound + 1) // 2)


def bits_for(bound: int) -> int:
    """B of `∀ b < B`: heaps up to `bound` (the re-check box) have no bit at B or above."""
    return max(MIN_BITS, int(bound).bit_length())


def atoms(family, sequences, bound: int, recheck_bound: int, play: str = "normal"
          ) -> list[Atom]:
    """Every atom of the grammar for a game of `family` solved on [0..bound]^d (`sequences`:
    the heaps' Grundy sequences of a sum of one-heap games, or None). Misère statements are
    written without `let`s, so in misère play no atom needs one."""
    d = family.heaps
    xs = E.heaps(d)
    out: list[Atom] = []
    nim_sum = reduce(E.NatXor, xs)
    out += [Atom("xor", E.Eq(nim_sum, c)) for c in (0, 1)]
    found = grundy_term(sequences, d)
    if found is not None and (play == "normal" or not found[1]):
        term, lets, grounds = found
        out += [Atom("grundy", E.Eq(term, c), lets, grounds) for c in (0, 1)]
    widest = d if d <= MAX_ALL_GROUPS else 2
    for a, b in group_pairs(d, widest):
        out.append(Atom("sums", E.Eq(sp.Add(*[xs[k] for k in a]), sp.Add(*[xs[k] for k in b]))))
    if not family.is_relation and len(family.groups) >= 3 and _disjoint(family.groups) \
            and any(len(g) > 1 for g in family.groups):
        totals = [sp.Add(*[xs[k] for k in g]) for g in family.groups]
        out.append(Atom("group xor", E.Eq(reduce(E.NatXor, totals), 0)))
    bits = bits_for(recheck_bound)
    for m in range(3, d + 1):
        count = sp.Add(*[mod(E.div(x, 2 ** BIT), 2) for x in xs])
        out.append(Atom("bits", AllBits(sp.Integer(bits), E.Eq(mod(count, m), 0))))
    mods = moduli(bound, sequences)
    for term, kind in residue_terms(d):
        for m in mods:
            out += [Atom(kind, E.Eq(mod(term, m), r)) for r in range(m)]
    if d > 1:
        for m in mods:
            out += [Atom("every heap residue", AllHeaps(E.Eq(mod(HEAP_K, m), r)))
                    for r in range(m)]
    return out


def group_pairs(d: int, widest: int):
    """Every two disjoint non-empty groups of heaps (a, b), each of at most `widest` heaps,
    once (the group holding the smaller heap first)."""
    for size_a in range(1, widest + 1):
        for a in itertools.combinations(range(d), size_a):
            rest = [k for k in range(d) if k not in a]
            for size_b in range(1, min(widest, len(rest)) + 1):
                for b in itertools.combinations(rest, size_b):
                    if a[0] < b[0]:
                        yield a, b


def residue_terms(d: int) -> list[tuple]:
    """(term, kind) whose residues are tried: the total (for d > 1) and each heap."""
    xs = E.heaps(d)
    total = [(sp.Add(*xs), "total residue")] if d > 1 else []
    return total + [(x, "heap residue") for x in xs]


def _disjoint(groups) -> bool:
    seen: set = set()
    for g in groups:
        if seen & set(g):
            return False
        seen |= set(g)
    return True
