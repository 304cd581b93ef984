"""The write-side printer (`pychecks.lean.write.syntax`) against the read-side parser
(`pychecks.lean.read.parser`, the project's Lark grammar of Lean): random terms of the node kinds
the books and fixtures are built from, printed in both styles, parse back to the tree they were
printed from. So every parenthesis the printer leaves out is one Lean's precedences do not need,
and every one it writes keeps the tree.

What the read side cannot check: the grammar reads `&&` and `||` to the right (`a && (b && c)`)
where Lean 4 core reads them to the left (`infixl:35 " && "`, `infixl:30 " || "`); both are
associative, so chains of one of them are compared flattened. And the grammar reads `!b` as an
operand only of `&&`, `||`, `→`, `↔` and to the right of `=` (Lean reads `a ^^^ !b` too, `!`
being `notation:max`): terms with a bare `!b` elsewhere are not generated. `Method`, `Proj`, `TypeOf`,
`Explicit` and `Raw` are not generated (the books use none of them)."""
from __future__ import annotations

import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from pychecks.lean.read.parser import parse_text
from pychecks.lean.write import syntax as L

NAMES = ["a", "b", "v", "Nat.beq", "allFrom", "val3"]
#: Operators whose chains are compared flattened (see the module docstring).
ASSOCIATIVE = {"&&", "||"}


def _leaves():
    return st.one_of(
        st.sampled_from(NAMES).map(L.name),
        st.integers(0, 300).map(L.num),
        st.integers(0, 2 ** 40).map(lambda n: L.num(n, hex=True)))


def _extend(inner):
    ops = st.sampled_from(["&&", "||", "^^^", "+", "-", "*", "/", "%", "^", "++", "="])
    return st.one_of(
        st.lists(inner, max_size=3).map(lambda xs: L.ListLit(tuple(xs))),
        st.lists(inner, min_size=2, max_size=3).map(lambda xs: L.TupleLit(tuple(xs))),
        st.tuples(st.sampled_from(NAMES), st.lists(inner, min_size=1, max_size=3)).map(
            lambda t: L.app(t[0], *t[1])),
        st.tuples(ops, st.lists(inner, min_size=2, max_size=3)).map(
            lambda t: L.op(t[0], *(t[1][:2] if t[0] == "=" else t[1]))),
        inner.map(L.not_),
        st.tuples(st.booleans(), inner).map(
            lambda t: L.lam(("x", "y"), t[1]) if t[0] else L.lam("x", t[1])))


TERMS = st.recursive(_leaves(), _extend, max_leaves=10)


def expected(node: L.Node):
    """The shape (`pychecks.lean.ast.Term.shape`) Lean's reading of the printed `node` has."""
    if isinstance(node, L.Name):
        return ("ident", node.ident, ())
    if isinstance(node, L.Num):
        return ("num", L.show(node), ())
    if isinstance(node, L.ListLit):
        return ("list", None, tuple(expected(x) for x in node.items))
    if isinstance(node, L.TupleLit):
        return ("tuple", None, tuple(expected(x) for x in node.items))
    if isinstance(node, L.App):
        return ("app", None, (expected(node.fn),) + tuple(expected(a) for a in node.args))
    if isinstance(node, L.Not):
        return ("unop", "!", (expected(node.arg),))
    if isinstance(node, L.Lam):
        params = ((("tuple", None, tuple(("ident", p, ()) for p in node.params)),)
                  if node.pair else (("ident", node.params[0], ()),))
        return ("lambda", None, (params, None, expected(node.body)))
    if isinstance(node, L.BinOp):
        args = [expected(a) for a in node.args]
        if L.OPERATORS[node.op].assoc == "right":
            tree = args[-1]
            for a in reversed(args[:-1]):
                tree = ("binop", node.op, (a, tree))
            return tree
        tree = args[0]
        for a in args[1:]:
            tree = ("binop", node.op, (tree, a))
        return tree
    raise TypeError(node)


def flatten(shape):
    """Chains of one associative operator as one node with all its operands."""
    kind, text, args = shape
    args = tuple(flatten(a) if isinstance(a, tuple) and len(a) == 3 and isinstance(a[0], str)
                 else tuple(flatten(x) for x in a) if isinstance(a, tuple) else a for a in args)
    if kind == "binop" and text in ASSOCIATIVE:
        ops = []
        for a in args:
            ops += list(a[2]) if a[0] == "binop" and a[1] == text else [a]
        return (kind, text, tuple(ops))
    return (kind, text, args)


def readable(node: L.Node) -> bool:
    """No `!b` as the last operand of an operator the grammar does not take it after."""
    if isinstance(node, L.BinOp):
        last = node.args[-1]
        if isinstance(last, L.Not) and node.op not in ("&&", "||", "=", "↔"):
            return False
        return all(readable(a) for a in node.args)
    kids = {L.ListLit: "items", L.TupleLit: "items", L.App: "args"}
    if type(node) in kids:
        return all(readable(a) for a in getattr(node, kids[type(node)]))
    if isinstance(node, L.Not):
        return readable(node.arg)
    if isinstance(node, L.Lam):
        return readable(node.body)
    return True


def parse_back(text: str):
    lean = parse_text(f"def t : Bool :=\n  {text}\n")
    (decl,) = [d for d in lean.declarations if d.name == "t"]
    assert decl.error is None, (text, decl.error)
    return decl.body.shape()


@settings(max_examples=200, deadline=None)
@given(TERMS, st.sampled_from([L.BOOKS, L.EXPLICIT]))
# A chain as the middle operand of a left-associative chain (printed bare once, and read back
# as another tree):
@example(L.BinOp("^^^", (L.Name("a"), L.BinOp("^^^", (L.Name("a"), L.Name("a"))), L.Name("a"))),
         L.BOOKS)
def test_printed_terms_parse_back_to_their_tree(node, style):
    assume(readable(node))
    text = L.show(node, style=style)
    assert flatten(parse_back(text)) == flatten(expected(node)), text


def test_books_style_leaves_out_only_redundant_parentheses():
    """The cases the Grundy books print, and the ones it must not print bare."""
    a, b, c, d = (L.app("Nat.beq", x, 0) for x in "abcd")
    show = lambda n: L.show(n, style=L.BOOKS)  # noqa: E731
    assert show(L.or_(L.and_(a, b), L.and_(c, d))) == \
        "Nat.beq a 0 && Nat.beq b 0 || Nat.beq c 0 && Nat.beq d 0"
    assert show(L.and_(L.or_(a, b), c)) == "(Nat.beq a 0 || Nat.beq b 0) && Nat.beq c 0"
    assert show(L.op("%", L.op("/", "c", 3), 3)) == "c / 3 % 3"
    assert show(L.op("/", "c", L.op("%", "c", 3))) == "c / (c % 3)"
    assert show(L.op("^^^", L.op("/", "c", 9), L.op("%", "c", 3))) == "(c / 9) ^^^ (c % 3)"
    assert show(L.and_(L.not_(a), "b")) == "!(Nat.beq a 0) && b"
    assert L.show(L.and_(L.not_(a), "b")) == "!Nat.beq a 0 && b"
    assert show(L.op("=", L.not_("a"), "b")) == L.show(L.op("=", L.not_("a"), "b")) == \
        "(!a) = b"
    assert show(L.not_(L.nat_list([1]))) == "!([1])"


def test_declarations():
    decl = L.Def("val", (L.Binder(("i",), L.name("Nat")),), L.name("Nat"),
                 L.app("entry", "table", 2, "i"), "Entry `i` of `table`.")
    assert L.show_decl(decl) == \
        "/-- Entry `i` of `table`. -/\ndef val (i : Nat) : Nat :=\n  entry table 2 i\n"
    thm = L.Decide("book_0", L.app("allFrom", L.lam(("p", "q"), "p"), 0, 4), "decide",
                   (L.SetOption("maxHeartbeats", 200000, "why"),))
    assert L.show_decl(thm) == ("-- why\nset_option maxHeartbeats 200000 in\ntheorem book_0 :\n"
                                "    (allFrom (fun (p, q) => p) 0 4) = true := by\n  decide\n")
    ex = L.Decide(None, L.not_(L.app("f", 1)), "decide", comment="fails")
    assert L.show_decl(ex, L.EXPLICIT) == "-- fails\nexample : (!f 1) = true := by\n  decide\n"
    wanted = L.Wanted("f_iff", (L.Binder(("p", "q"), L.op("→", L.app("Fin", 3), "Nat")),),
                      L.op("↔", L.op("=", L.app("f", "p"), "true"), L.app("M", "p", "q")))
    assert L.show_decl(wanted) == \
        "theorem_wanted f_iff (p q : Fin 3 → Nat) :\n    (f p = true) ↔ M p q\n"
    assert len(L.doc_comment("word " * 40).splitlines()[0]) <= 100


def test_a_data_list_one_row_a_line_parses_back_to_its_rows():
    """The fixtures' books (`emit._data_def`): `def book : T := [` with a row on each line after
    the maxRecDepth its literal needs, and `[]` when there is no row."""
    rows = (L.TupleLit((L.nat_list([1, 0]), L.nat_list([0, 0]))),
            L.TupleLit((L.nat_list([2]), L.nat_list([1]))))
    book = L.app("List", L.op("×", L.app("List", "Nat"), L.app("List", "Nat")))
    depth = (L.SetOption("maxRecDepth", 1040, "maxRecDepth: why"),)
    decl = L.Def("book_all", (), book, L.ListLit(rows, one_per_line=True), options=depth,
                 same_line=True)
    text = L.show_decl(decl)
    assert text == ("-- maxRecDepth: why\nset_option maxRecDepth 1040 in\n"
                    "def book_all : List (List Nat × List Nat) := [\n"
                    "    ([1, 0], [0, 0]),\n    ([2], [1])]\n")
    (read,) = [d for d in parse_text(text).declarations if d.name == "book_all"]
    assert read.error is None and read.body.shape() == expected(L.ListLit(rows))
    empty = L.Def("book_all", (), book, L.ListLit((), one_per_line=True), same_line=True)
    assert L.show_decl(empty).endswith(":= []\n")


def test_text_is_taken_as_a_name_only():
    """A term pasted as a string (`"c / 3"`) is refused, not printed as a name."""
    assert L.show(L.app("HeapGames.NimMove'", "p", "x₀")) == "HeapGames.NimMove' p x₀"
    for pasted in ["c / 3", "(a, b)", "f x", "1.zip", ""]:
        with pytest.raises(ValueError):
            L.app("f", pasted)
