"""The parser's fast path for literal lists and tuples of numerals (`pychecks.lean.read.literals`)
builds the very tree the grammar builds: every node, every span, every command's tokens, on every
Lean file of the project, the fixtures the tests emit, and generated list literals, some of which
must leave the fast path (a minus sign, a name, an application, a type ascription)."""
from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lark import Token

from pychecks.claims import find_claim
from pychecks.lean import ast as A
from pychecks.lean.read import parser as P
from pychecks.lean.read.lexing import LeanSyntaxError
from pychecks.lean.write import emit as EM

ROOT = Path(__file__).resolve().parents[2]
#: tests/lean/test_emit.py's golden cases: the fixtures the tests emit
EMITTED = [("cubeVertexNim_pPositions", 1), ("cubeFaceNim_misere_pPositions", 1),
           ("cubeRotationMove_examples", 1), ("cubeVertexOptions_iff", 1), ("cubeBox_iff", 1)]


def dump(x):
    """Everything a parse holds, spans and tokens included, as nested tuples (nodes compare by
    identity, so the comparison walks them)."""
    if isinstance(x, Token):
        return ("token", x.type, str(x), x.line, x.column, x.end_line, x.end_column,
                x.start_pos, x.end_pos)
    if isinstance(x, A.Term) or (dataclasses.is_dataclass(x) and not isinstance(x, type)):
        return (type(x).__name__,
                tuple((k, dump(v)) for k, v in sorted(vars(x).items()) if k != "source"))
    if isinstance(x, (list, tuple)):
        return tuple(dump(v) for v in x)
    return x


def reading(text: str, fast: bool, monkeypatch) -> tuple:
    """The dump of a parse (or its one-line error) on the fast or the plain path."""
    monkeypatch.setattr(P, "FAST_LITERALS", fast)
    try:
        return dump(P.parse_text(text, "<t>"))
    except LeanSyntaxError as exc:
        return ("error", str(exc))


def _lean_files(small: bool) -> list[Path]:
    files = [*ROOT.glob("lean/**/*.lean"), *ROOT.glob("tests/data/lean/**/*.lean"),
             *ROOT.glob("tests/lean/golden/*.lean")]
    return sorted(f for f in files if (f.stat().st_size < 8000) == small)


@pytest.mark.parametrize("path", _lean_files(small=True), ids=lambda p: p.name)
def test_same_tree_small_files(path, monkeypatch):
    text = path.read_text(encoding="utf-8")
    assert reading(text, True, monkeypatch) == reading(text, False, monkeypatch)


@pytest.mark.slow  # the plain path takes seconds on each big fixture: the reason for the fast one
def test_same_tree_big_files_and_emitted_fixtures(monkeypatch):
    texts = [p.read_text(encoding="utf-8") for p in _lean_files(small=False)]
    texts += [EM.build_fixture(find_claim(name), n, f"pychecks emit {name}").text
              for name, n in EMITTED]
    assert len(texts) > 10
    for text in texts:
        assert reading(text, True, monkeypatch) == reading(text, False, monkeypatch)


def test_fast_path_is_taken(monkeypatch):
    """The comparisons above mean something only if the fast path runs: a fixture's book goes
    through it, an instance binder `[…]` and a list with a name in it do not."""
    built = []
    monkeypatch.setattr(P._Build, "r_literal",
                        lambda self, t, ch: built.append(ch[0].node) or ch[0].node)
    lean = P.parse_text("def b : List (List Nat × List Nat) := [([0, 1], [2, 0]), ([1], [])]\n"
                 "def c : List Nat := [x, 1]\n"
                 "theorem t [1] : True := trivial\n")
    assert [A.show(n) for n in built] == ["[([0, 1], [2, 0]), ([1], [])]"]
    assert isinstance(lean.declarations[2].binders[0], A.Binder)


def test_literal_spans():
    decl = P.parse_text("def b :=\n  [(1, 2),\n   ((3))]\n").declarations[0]
    lst = decl.body
    assert (lst.line, lst.column, lst.end_line, lst.end_column) == (2, 3, 3, 10)
    three = lst.items[1]
    assert isinstance(three, A.Num) and (three.line, three.column, three.end_column) == (3, 4, 9)


# --- generated literals -------------------------------------------------------------------------

_SPACE = st.sampled_from(["", " ", "  ", "\n  ", " -- note\n  ", " /- c -/ ", "\n/- a\n b -/ "])
_NUMERAL = st.sampled_from(["0", "1", "7", "42", "0x1F", "0b101", "12345678901234567890"])
#: Elements the fast path must leave to the grammar (some of them the grammar rejects too).
_OTHER = st.sampled_from(["-1", "x", "1 2", "(1 : Nat)", "f 3", "2.5", "(1,)", "[1,]", "()",
                          "(())", "n.succ", "l[0]", "(2)", "⟨1, 2⟩", "#[1]", "![1]", ","])


def _pair(opener):
    return {"[": "]", "(": ")"}[opener]


def _literal(leaves):
    @st.composite
    def node(draw, depth=0):
        if depth > 3 or draw(st.integers(0, 3)) == 0:
            return draw(leaves)
        opener = draw(st.sampled_from(["[", "("]))
        items = [draw(node(depth + 1)) for _ in range(draw(st.integers(0, 4)))]
        sep = "," + draw(_SPACE)
        return opener + draw(_SPACE) + sep.join(items) + draw(_SPACE) + _pair(opener)
    return node()


_CONTEXTS = ["def t := {}\n", "def t : List Nat := f {} (g {})\n",
             "theorem t : {} = {} := rfl\n", "def t := {} ++ {}.tail\n",
             "theorem t {} : True := trivial\n", "example : ({}).length = 2 := by decide\n"]


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(numerals=_literal(_NUMERAL), mixed=_literal(st.one_of(_NUMERAL, _NUMERAL, _OTHER)),
       context=st.sampled_from(_CONTEXTS))
def test_generated_literals_read_alike(numerals, mixed, context, monkeypatch):
    for lit in (numerals, mixed):
        text = context.replace("{}", lit)
        assert reading(text, True, monkeypatch) == reading(text, False, monkeypatch), text
