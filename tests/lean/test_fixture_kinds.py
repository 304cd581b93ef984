"""One sentence per kind of file `pychecks emit` writes (issue 30): what Lean proves there and what is
left to the user, from the one table `files.PROVES`. Each kind's file opens its doc with its
sentence, and docs/lean-emit.md lists every sentence, word for word; neither says "so it is the P of
the statement" or "ties it to your definition" of something only wanted."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from pychecks.claims import find_claim, load_lean_file
from pychecks.lean.write import emit as EM
from pychecks.lean.write.files import PROVES
from tests.lean.test_evaluated_books import emitted  # noqa: F401  (the evaluated books, emitted)

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).parent / "golden"
DOC = ROOT / "docs" / "lean-emit.md"


def _flat(text: str) -> str:
    """Whitespace collapsed, doc-comment wrapping undone."""
    return " ".join(text.split())


def _heap_games(name: str):
    return {c.name: c for c in load_lean_file(ROOT / "lean" / "Examples" / "HeapGames.lean")}[name]


def _kernel_fails() -> str:
    claim = _heap_games("HeapGames.nim3_wrongSum")
    return EM.build_fixture(claim, 2, "pychecks emit x").text




def _games_examples() -> str:
    from pychecks.lean.write import game_fixtures as GF
    claim = {c.name: c for c in load_lean_file(ROOT / "examples" / "games" / "Partizan.lean")}[
        "Partizan.up_add_down"]
    fixture, why = GF.build(claim, claim.check(claim.default_bound), "pychecks emit x",
                            claim.default_bound)
    assert fixture is not None, why
    return fixture.text


#: A file of each kind: a golden file, or one built here.
FILES = {
    "kernel": lambda: (GOLDEN / "CubeVertexNimPPositions.lean").read_text(encoding="utf-8"),
    "kernel counterexample": _kernel_fails,
    "characterisation": lambda: (GOLDEN / "CubeFaceNimMiserePPositions.lean").read_text("utf-8"),
    "examples": lambda: (GOLDEN / "CubeRotationMoveExamples.lean").read_text(encoding="utf-8"),
    "bridge": lambda: (GOLDEN / "CubeBoxIff.lean").read_text(encoding="utf-8"),
    "plain book": lambda: (GOLDEN / "HeapGamesXorEqZero.lean").read_text(encoding="utf-8"),
    "plain counterexample": lambda: (GOLDEN / "Plain_xor_lt_add.lean").read_text("utf-8"),
    "checker module": lambda: (GOLDEN / "HeapGamesSubtractMoveB.lean").read_text("utf-8"),
    "Grundy book": lambda: (GOLDEN / "NimTwoHeapsLosing.lean").read_text(encoding="utf-8"),
    "games examples": _games_examples,
}


def test_every_kind_has_a_file_here_or_among_the_evaluated_books():
    assert set(FILES) | {"evaluated book", "evaluated counterexample"} == set(PROVES)


def _opens_with(text: str, kind: str) -> bool:
    doc = re.search(r"/-!\n(.*?)-/", text, re.S).group(1)
    return _flat(doc).startswith(_flat(PROVES[kind]))


def test_evaluated_books_open_with_their_sentences(emitted):
    files = emitted[3]
    assert _opens_with(files["ListGamesBouton.lean"].decode(), "evaluated book")
    assert _opens_with(files["ListGamesBoutonWrongParity.lean"].decode(),
                       "evaluated counterexample")


@pytest.mark.parametrize("kind", sorted(FILES))
def test_the_file_opens_with_its_sentence(kind):
    text = FILES[kind]()
    assert _opens_with(text, kind), kind
    for overclaim in ("so it is the P of the statement", "ties it to your definition",
                      "which the bridge ties", "It is the statement on this box"):
        assert overclaim not in _flat(text), (kind, overclaim)


def test_the_docs_list_every_sentence():
    doc = _flat(DOC.read_text(encoding="utf-8"))
    for kind, sentence in PROVES.items():
        assert f"* **{kind}**: {_flat(sentence)}" in doc, kind
    assert "ties to your definition" not in doc and "type_of%" not in doc
