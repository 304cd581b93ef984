"""Three-valued truth: what a proposition evaluates to.

* `True` / `False` (Python's): exact. The proposition is decided, whatever lies outside the
  scope: every quantifier that mattered ranged over a finite type or a bound, or found a witness
  (an `∃`) or a counterexample (a `∀`).
* `Scoped(value, why)`: only within the scope. A `∀` that held for every value in the scope is
  `Scoped(True)`; an `∃` with no witness in the scope is `Scoped(False)`. `why` names the
  quantifier that ranged over the scope (its place and text), for the UNKNOWN it may cause.
* `Unknown(reason)`: nothing is known (a library call that panicked, a condition that was only
  true within the scope where Lean needs it decided).

The connectives combine these without flags threaded by hand, in the way cel-python's
evaluation errors are absorbed by `&&`/`||`: `False ∧ x` is `False` whatever `x` is, `True ∨ x`
is `True`, and anything else that is not exact stays not exact. Exact truth is a plain bool, so
the common case costs nothing.
"""
from __future__ import annotations


class Scoped:
    """True or false only within the scope; `why` is the quantifier that ranged (see the module
    docstring)."""

    __slots__ = ("value", "why")

    def __init__(self, value: bool, why):
        self.value = value
        self.why = why

    def __repr__(self):
        return f"Scoped({self.value}, {self.why!r})"

    def __eq__(self, other):
        return isinstance(other, Scoped) and other.value == self.value

    def __hash__(self):
        return hash(("scoped", self.value))


class Unknown:
    """Nothing is known; `reason` says why (one line, with its place)."""

    __slots__ = ("reason",)

    def __init__(self, reason: str):
        self.reason = reason

    def __repr__(self):
        return f"Unknown({self.reason!r})"

    def __eq__(self, other):
        return isinstance(other, Unknown)

    def __hash__(self):
        return hash("unknown")


def is_exact(v) -> bool:
    return v is True or v is False


def value_of(v):
    """The bool a truth stands for (exact or within the scope), None when unknown."""
    if v is True or v is False:
        return v
    if isinstance(v, Scoped):
        return v.value
    return None


def t_not(a):
    if a is True:
        return False
    if a is False:
        return True
    if isinstance(a, Scoped):
        return Scoped(not a.value, a.why)
    return a


def t_and(a, b):
    if a is False or b is False:
        return False
    if a is True:
        return b
    if b is True:
        return a
    if isinstance(a, Unknown):
        return a
    if isinstance(b, Unknown):
        return b
    if not a.value:
        return a
    if not b.value:
        return b
    return a


def t_or(a, b):
    if a is True or b is True:
        return True
    if a is False:
        return b
    if b is False:
        return a
    if isinstance(a, Unknown):
        return a
    if isinstance(b, Unknown):
        return b
    if a.value:
        return a
    if b.value:
        return b
    return a


def t_implies(a, b):
    return t_or(t_not(a), b)


def t_iff(a, b):
    if is_exact(a) and is_exact(b):
        return a == b
    if isinstance(a, Unknown):
        return a
    if isinstance(b, Unknown):
        return b
    why = a.why if isinstance(a, Scoped) else b.why
    return Scoped(value_of(a) == value_of(b), why)


def ranged_all(v, why):
    """A `∀` whose domain was only the scope: a counterexample met (False) is exact; holding
    for every value of the scope is only `Scoped(True)`."""
    return Scoped(True, why) if v is True else v


def ranged_any(v, why):
    """An `∃` whose domain was only the scope: a witness met (True) is exact; none in the
    scope is only `Scoped(False)`."""
    return Scoped(False, why) if v is False else v
