"""The Lean syntax tree and its printer (issue 12: the emitter no longer pastes strings), the
characterisation fixtures' option lists built once per position, the explicit maxHeartbeats on
every `decide`, and the reader's refusal of `theorem_wanted … := proof`."""
import re
from pathlib import Path

import pytest

from pychecks.errors import BadInput
from pychecks.lean.write import syntax as L
from pychecks.lean.read.decls import parse_lean

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = sorted((ROOT / "lean" / "Fixtures").glob("*.lean"))


def test_arguments_and_receivers_that_are_not_atomic_are_parenthesised():
    box = L.app("cubeBox", 1)
    assert L.show(L.call(box, "zip", "options_all")) == "(cubeBox 1).zip options_all"
    assert L.show(L.app("Nat.beq", L.call("xs", "length"), 64)) == "Nat.beq xs.length 64"
    assert L.show(L.app("Nat.beq", L.call(box, "length"), 64)) == "Nat.beq ((cubeBox 1).length) 64"
    assert L.show(L.app("f", L.app("g", "x"), L.nat_list([1, 0]))) == "f (g x) [1, 0]"
    assert L.show(L.call("xs", "all", L.lam("p", L.app("inP", "p")))) == "xs.all (fun p => inP p)"


def test_infix_operands_never_rely_on_precedence():
    a, b, c = (L.app(n, "p") for n in ("a", "b", "c"))
    assert L.show(L.or_(L.and_(a, b), c)) == "(a p && b p) || c p"
    assert L.show(L.and_(a, b, c)) == "a p && b p && c p"
    assert L.show(L.not_(L.and_(a, b))) == "!(a p && b p)"
    assert L.show(L.not_(a)) == "!a p"
    assert L.show(L.op("%", L.op("/", "t", L.op("^", 2, "i")), 2)) == "(t / (2 ^ i)) % 2"
    assert L.show(L.op("^", 2, 3, 4)) == "2 ^ (3 ^ 4)"
    assert L.show(L.app("eqB", L.Proj(L.name("e"), 1), "p")) == "eqB e.1 p"
    assert L.show(L.lam(("p", "q"), "p")) == "fun (p, q) => p"
    assert L.show(L.num(255, hex=True)) == "0xff"


def test_raw_text_must_be_atomic():
    assert L.show(L.Raw("(Nat.beq (p.getD 0 0) 1)")) == "(Nat.beq (p.getD 0 0) 1)"
    for bad in ["(a) && (b)", "f x", "1.", ""]:
        with pytest.raises(ValueError):
            L.Raw(bad)
    with pytest.raises(ValueError):
        L.num(-1)


@pytest.mark.parametrize("path", [p for p in FIXTURES if "Misere" in p.name
                                  or p.name == "SlowCubeRotationNimPPositions.lean"],
                         ids=lambda p: p.name)
def test_characterisation_builds_each_option_list_once_per_position(path):
    text = path.read_text()
    consistent = re.findall(r"theorem table_\w+_consistent :\n(.*?) := by", text, re.S)
    assert consistent
    for statement in consistent:
        assert len(re.findall(r"\w+Options p\b", statement)) == 1, statement
        assert "consistentAt (inP p) (" in statement
    assert "def consistentAt (pIn : Bool) (os : List (List Nat)) : Bool :=" in text


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_every_decide_has_explicit_heartbeats_and_no_comment_credits_maxrecdepth(path):
    text = path.read_text()
    blocks = re.split(r"\n\n", text)
    decides = [b for b in blocks if "decide +kernel" in b]
    assert decides
    for block in decides:
        assert re.search(r"-- maxHeartbeats: the kernel reduces this `decide`: .*\n"
                         r"set_option maxHeartbeats \d+ in\n", block), block[:200]
        assert "maxRecDepth" not in block
    for line in text.splitlines():
        if line.startswith("-- maxRecDepth"):
            assert "elaborator" in line and "kernel" not in line


THEOREM_WANTED_WITH_PROOF = [
    "theorem_wanted foo : 1 = 1 := rfl",
    "theorem_wanted foo : 1 = 1 := by\n  decide",
    "public theorem_wanted foo :\n    let P : Nat := 3\n    P = 3 := by rfl",
]


@pytest.mark.parametrize("src", THEOREM_WANTED_WITH_PROOF)
def test_theorem_wanted_with_a_proof_is_refused(src):
    with pytest.raises(BadInput, match="theorem_wanted foo has a proof"):
        parse_lean(src, "x.lean")


def test_lets_and_haves_inside_a_statement_are_not_proofs():
    for src in ["theorem_wanted foo : let P : Nat := 3 ; have h : P = 3 := rfl ; True",
                "theorem_wanted foo (h : (let x := 1; x) = 1) : True"]:
        assert [d.name for d in parse_lean(src, "x.lean")] == ["foo"]
    assert [d.name for d in parse_lean("theorem_wanted foo :\n    let P : Nat := 3\n    P = 3",
                                       "x.lean")] == ["foo"]


def test_explicit_names_and_type_of():
    """`@name` is atomic; `type_of% e` prints its argument atomic and is itself parenthesised
    as an argument (a plain book's bridge: the statement at the instance)."""
    at = L.app(L.Explicit("HeapGames.xor_eq_zero"), "a", "b")
    assert L.show(at) == "@HeapGames.xor_eq_zero a b"
    assert L.show(L.TypeOf(at)) == "type_of% (@HeapGames.xor_eq_zero a b)"
    assert L.show(L.TypeOf(L.Explicit("X.closed"))) == "type_of% @X.closed"
    assert L.show(L.app("f", L.TypeOf(L.Explicit("X")))) == "f (type_of% @X)"
    bridge = L.op("↔", L.op("=", L.app("bodyB", L.ListLit((L.name("a"),))), "true"), L.TypeOf(at))
    assert L.show(bridge) == "(bodyB [a] = true) ↔ type_of% (@HeapGames.xor_eq_zero a b)"


def test_copied_text_and_bounded_binders():
    """Text copied from the user's file or the evaluator's values is bare only when it is one
    token or one bracketed group; a variable bound again over its values (`List.decidableBAll`)
    names the list's type, wraps a long list between values, and a `¬` in front of it is bare."""
    assert [L.one_group(t) for t in ["p", "12", "[1, [2]]", "{ a := 1 }", "(f x)", "[1] ++ [2]",
                                     "(a) (b)", "f x", "[\"]\", 1]"]] == \
        [True, True, True, True, True, False, False, False, True]
    body = L.Verbatim("wins p = true", "your file")
    values = tuple(L.Verbatim(f"[{k}, {k}]", "values") for k in range(12))
    typ = L.app("List", "Nat")
    short = L.ForallIn("p", values[:2], typ, body)
    assert L.show(L.PropNot(short)) == \
        "¬ ∀ p ∈ ([[0, 0], [1, 1]] : List (List Nat)),\n    wins p = true"
    assert L.show(L.PropNot(body)) == "¬ (wins p = true)"
    long = L.show(L.ForallIn("p", values, typ, body))
    assert long.startswith("∀ p ∈ ([\n      [0, 0], [1, 1],")
    assert all(len(line) <= 100 for line in long.splitlines())
    assert "[11, 11]] : List (List Nat)),\n    wins p = true" in long
    assert L.show_decl(L.Theorem(None, L.PropNot(short), "decide")) == \
        "example : ¬ ∀ p ∈ ([[0, 0], [1, 1]] : List (List Nat)),\n    wins p = true := by\n" \
        "  decide\n"
