"""Game families. Importing this package registers every built-in statement.

One module per family; each says what a position is, what a move is, and which Lean
statements it mirrors.
"""
from . import cube  # noqa: F401
from ..lean.claims import bridges  # noqa: F401  (Bool checkers = Prop definitions)
from . import kayles  # noqa: F401
from . import nim  # noqa: F401
from . import sums  # noqa: F401
from . import welter  # noqa: F401
from ..lean.claims import book_bridges  # noqa: F401,E402  (Grundy books = Grundy functions)
