"""What both back ends share at run time: the budget (steps and wall time), the errors that stop
an evaluation, pattern tests, primitive operations, and the values a quantifier ranges over.

An evaluation never hangs and never guesses: past `Budget.steps` calls or `Budget.seconds` of
wall time it raises `Runaway`; a proposition that must be decided (`if`, `decide`, a `Bool`
predicate handed to the library) but is only true within the scope raises `NotExact`; a library
call that would panic in Lean raises `Panic`. The statement driver turns each into UNKNOWN for
the assignment where it happened, with its reason.
"""
from __future__ import annotations

import contextlib
import time

from . import implementations
from . import truth as T
from .values import CtorValue, Pair, Some, StructValue


class CommandSetting:
    """One setting of the command running (`--list-length`, `--birthday`, `--timeout` with
    `--steps`): `current()` is the innermost `using(value)` block's value, else the default. A
    stack, so that a command run inside another (the tests, `emit` running `check`'s choice)
    gets its own and leaves the outer one as it was."""

    def __init__(self, default):
        self._stack = [default]

    def current(self):
        return self._stack[-1]

    @contextlib.contextmanager
    def using(self, value):
        self._stack.append(value)
        try:
            yield
        finally:
            self._stack.pop()

#: Calls and quantifier steps one statement may spend (a runaway definition is UNKNOWN past it).
DEFAULT_STEPS = 50_000_000
#: Wall-clock seconds one statement may spend.
DEFAULT_SECONDS = 120.0
#: Atoms an inductive predicate's least fixpoint may explore for one statement.
DEFAULT_ATOMS = 200_000
#: Steps between two looks at the clock.
_CLOCK_EVERY = 1 << 12


class EvalError(Exception):
    """An evaluation that produced no value (see the module docstring)."""

    def reason(self) -> str:
        return str(self)


class Runaway(EvalError):
    """The step, time or atom budget ran out."""


class NotExact(EvalError):
    """A proposition Lean needs decided here is only true or false within the scope."""

    def __init__(self, value, where: str = ""):
        self.value = value
        self.where = where
        super().__init__(where)

    def reason(self) -> str:
        why = self.value.why if isinstance(self.value, T.Scoped) else None
        inner = describe(why) if why is not None else getattr(self.value, "reason", "")
        return (f"{self.where}: this must be decided, but {inner}" if self.where else inner)


class Undetermined(NotExact):
    """A value the hypotheses leave free was needed (a sequence they fix from some term on,
    asked below it): the assignment is undecided."""

    def __init__(self, message: str):
        super().__init__(T.Unknown(message))


class Panic(EvalError):
    """A library call that Lean would answer with `panic!` (and then `default`)."""


class Budget:
    """Steps and wall time left to one statement's evaluation (shared by every assignment)."""

    def __init__(self, steps: int = DEFAULT_STEPS, seconds: float = DEFAULT_SECONDS,
                 atoms: int = DEFAULT_ATOMS):
        self.steps = steps
        self.seconds = seconds
        self.atoms = atoms
        self.used = 0
        # the rest of the meter a default scope is chosen by (`cost.py`), in counts, not time:
        # assignments run one by one in Python, assignments decided in a numba loop, entries of
        # game tables solved natively, options of game tables made or read in Python, and the
        # stop that ended the run (or None)
        self.assignments = 0
        self.native = 0
        self.table = 0
        self.entries = 0
        self.elements = 0        # elements of the lists library calls made (compiled twin)
        self.stopped = None
        self.start = time.perf_counter()
        # a cap below the clock's stride is still a cap (`--steps 100`)
        self.next_clock = min(_CLOCK_EVERY, steps + 1)
        global _ACTIVE
        _ACTIVE = self
        implementations.charge_with(self.tick)

    def check_clock(self) -> None:
        """Raise Runaway when the time is spent: asked between assignments too, so that a
        statement whose every assignment is a few operations, which charge no steps, still
        stops at `--timeout`."""
        if time.perf_counter() - self.start > self.seconds:
            raise Runaway(f"the evaluation took more than {self.seconds:g} s: stopped")

    def tick(self, n: int = 1) -> None:
        self.used += n
        if self.used >= self.next_clock:
            self.next_clock = min(self.used + _CLOCK_EVERY, max(self.steps + 1, self.used + 1))
            if self.used > self.steps:
                raise Runaway(f"the evaluation took more than {self.steps:,} steps (a runaway "
                              "definition, or a scope too large): stopped")
            if time.perf_counter() - self.start > self.seconds:
                raise Runaway(f"the evaluation took more than {self.seconds:g} s: stopped")


def describe(quant) -> str:
    """How a quantifier that ranged over the scope is named in reasons."""
    text = getattr(quant, "text", "") or "a quantifier"
    place = getattr(quant, "place", "")
    how = getattr(getattr(quant, "domain", None), "how", "")
    return f"`{text}` ({place}) ranges over {how}: only within the scope" if place else \
        f"`{text}` ranges over {how}: only within the scope"


def decide(v, where: str = ""):
    """A proposition's truth as a Bool: exact, or NotExact."""
    if v is True or v is False:
        return v
    raise NotExact(v, where)


def quantify(kind: str, values, body, q, tick, beyond=None, env=None):
    """`∀` (kind "all"), `∃` ("any") or `∃!` ("unique") of `body(v)` over `values`, as both back
    ends compute it: stopping at a counterexample or a witness, combining what is only known
    within the scope, and holding only within the scope when `q`'s domain was the scope, unless
    z3 settles it beyond (`beyond.Beyond`, given `env()`: the names' values)."""
    if kind == "unique":
        found, unsure = 0, None
        for v in values:
            tick()
            r = body(v)
            if r is True:
                found += 1
                if found > 1:
                    return False
            elif r is not False:
                unsure = r
        if unsure is not None:
            return unsure if isinstance(unsure, T.Unknown) else T.Unknown(
                f"`{q.text}`: a case decided only within the scope")
        return found == 1 if q.domain.exact else T.Scoped(found == 1, q)
    every = kind == "all"
    out = every
    for v in values:
        tick()
        r = body(v)
        if r is (not every):            # a counterexample of ∀, a witness of ∃: exact
            return r
        if r is not every:
            out = T.t_and(out, r) if every else T.t_or(out, r)
    if q.domain.exact:
        return out
    out = T.ranged_all(out, q) if every else T.ranged_any(out, q)
    if beyond is not None and isinstance(out, T.Scoped):
        return beyond.decide(q, env() if callable(env) else env, body, out)
    return out


def from_low(low: int, values):
    """The scope's ℕ `values` (0, 1, …, N) counted from `low` instead (`low`, …, `low + N`): the
    range of a name that a guard bounds from below only (`Domain.low`)."""
    return [low + v for v in values]


def library_errors(lib) -> tuple:
    """The library's exceptions a call may end in (each then means UNKNOWN, not a bug)."""
    if lib is None:
        return ()
    return tuple(getattr(lib, name) for name in ("LeanPanic", "ScopeExhausted", "FalseProof",
                                                 "ResultTooLarge") if hasattr(lib, name))


# --- patterns ---------------------------------------------------------------------------------

def is_struct(v, name: str) -> bool:
    return isinstance(v, StructValue) and v.name == name


def is_ctor(v, name: str) -> bool:
    return isinstance(v, CtorValue) and v.ctor == name


# --- primitive operations (both back ends call these) ----------------------------------------

def pi_le(p, q) -> bool:
    """`p ≤ q` on `Fin d → α` (Mathlib's Pi order: pointwise)."""
    return all(a <= b for a, b in zip(p, q))


def pi_lt(p, q) -> bool:
    """`p < q` on `Fin d → α`: Pi's preorder, `p ≤ q ∧ ¬ q ≤ p`."""
    return pi_le(p, q) and not pi_le(q, p)


def field_of(v, i: int):
    return v.fields[i]


def ctor_arg(v, i: int):
    return v.args[i]


def make_struct(name: str):
    def build(*fields):
        return StructValue(name, fields)
    build.__name__ = f"mk_{name.replace('.', '_')}"
    return build


def make_ctor(name: str):
    def build(*args):
        return CtorValue(name, args)
    build.__name__ = f"ctor_{name.replace('.', '_')}"
    return build


def make_list(*xs):
    return xs


def make_finset(*xs):
    return frozenset(xs)


def make_pair(a, b):
    return Pair(a, b)


def make_some(a):
    return Some(a)


def below(p):
    """Every position `q ≤ p` (pointwise; a tuple, or one ℕ): the options a lowering move
    can reach, in increasing order."""
    if isinstance(p, int):
        return range(p + 1)
    import itertools
    return [tuple(q) for q in itertools.product(*(range(x + 1) for x in p))]


def in_set(x, s):
    """`x ∈ s` for a list, finset or range value, or a set given by its predicate."""
    if callable(s):
        return s(x)
    return x in s


def fin_apply(f, i):
    """A function out of `Fin n` at `i`: its table (a tuple) indexed, or a callable (a library
    function such as `Fin.val`) called."""
    return f[i] if isinstance(f, tuple) else f(i)


#: The budget of the statement being evaluated (the one created last: statements are checked one
#: at a time). Library loops that run a body per element charge it, so `∑ k ∈ range n, …` inside
#: a definition cannot run past `--timeout` or `--steps` between two calls of a definition.
_ACTIVE: Budget | None = None


def _charge() -> None:
    if _ACTIVE is not None:
        _ACTIVE.tick()


def finite_sum(values, f):
    total = 0
    for x in values:
        _charge()
        total += f(x)
    return total


def finite_prod(values, f):
    """`∏ x ∈ s, f x`, refused (ResultTooLarge) once the product passes MAX_RESULT_BITS, as
    `Nat.pow` and `Nat.factorial` are: a product of a million factors k^k never ends."""
    from .implementations import _nat_limit
    total = 1
    for x in values:
        _charge()
        total *= f(x)
        if isinstance(total, int):
            _nat_limit("∏", total.bit_length())
    return total


def subset(a, b) -> bool:
    """`a ⊆ b` on finsets (or lists: every entry of a occurs in b)."""
    return all(x in b for x in a)


class ListedSet(frozenset):
    """A `Set α` whose elements are known and finitely many: its membership test, as every `Set`
    value is (`s x`), and its elements, so that what needs them (`!{st}`, `f '' s`, `=` of two
    such sets) can list them."""

    def __call__(self, x) -> bool:
        return x in self


def set_of_values(values):
    """A `Set α` given by finitely many values (a literal `{a, b}`): its membership test, with
    its elements listed."""
    return ListedSet(values)


def set_eq_on(a, b, support, other_support, where: str = "") -> bool:
    """`a = b` of two sets whose members all lie in `support` ∪ `other_support` (finite): the
    same membership at each element there (Set.ext), outside it neither has members."""
    for part in (support, other_support):
        for x in part:
            if decide(a(x), where) != decide(b(x), where):
                return False
    return True


def set_union(s, t):
    """Mathlib's `Set.union s t = {a | a ∈ s ∨ a ∈ t}` (Mathlib/Data/Set/Defs.lean); listed
    when both sides are. A membership known only within the scope is no Bool: `decide`
    refuses it (NotExact), never reads it as true."""
    if isinstance(s, ListedSet) and isinstance(t, ListedSet):
        return ListedSet(s | t)
    return lambda x: decide(s(x)) or decide(t(x))


def set_inter(s, t):
    """Mathlib's `Set.inter s t = {a | a ∈ s ∧ a ∈ t}`; listed when either side is."""
    if isinstance(s, ListedSet):
        return ListedSet(x for x in s if decide(t(x)))
    if isinstance(t, ListedSet):
        return ListedSet(x for x in t if decide(s(x)))
    return lambda x: decide(s(x)) and decide(t(x))


def set_diff(s, t):
    """Mathlib's `Set.diff s t = {a | a ∈ s ∧ a ∉ t}` (`s \\ t`); listed when s is."""
    if isinstance(s, ListedSet):
        return ListedSet(x for x in s if not decide(t(x)))
    return lambda x: decide(s(x)) and not decide(t(x))


def set_compl(s, values=None):
    """Mathlib's `Set.compl s = {a | a ∉ s}` (`sᶜ`, Mathlib/Order/SetNotation… `Set.instCompl`);
    listed when the element type's values are (a finite type)."""
    if values is not None:
        return ListedSet(x for x in values if not decide(s(x)))
    return lambda x: not decide(s(x))


def finset_compl(s, values):
    """Mathlib's `sᶜ = univ \\ s` on `Finset α` of a finite α (`Finset.instBooleanAlgebra`,
    Mathlib/Data/Fintype/Basic.lean: `compl s := univ \\ s`)."""
    return frozenset(x for x in values if x not in s)


def identity(x):
    return x


def index(table, i):
    return table[i]


def not_bool(b):
    return not b
