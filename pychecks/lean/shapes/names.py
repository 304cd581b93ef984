"""A shape's counterexample in the statement's own words.

The kernels and z3 report counterexamples with fixed names (`p`, `q`) and positions as `![…]`;
the statement may call them `m` and `n`, and a one-heap game's positions are natural numbers.
`rename` rewrites a verdict's counterexamples (bindings, issue, breakdown) with the names the
front end read (`Reading.naming`), so that what is printed can be pasted into the user's Lean:
`n := 5` rather than `p := ![5]`, `p := ![1, 2]` rather than `p 0 := 1` / `p 1 := 2`.
"""
from __future__ import annotations

import re

_ONE_HEAP = re.compile(r"!\[(\d+)\]")


def renamer(naming: dict):
    """A function verdict -> verdict presenting counterexamples in the statement's names, or
    None when the statement's names are the reports' own."""
    if not naming:
        return None
    if "positions" in naming and not naming["positions"]:
        return None
    return lambda verdict: rename(verdict, naming)


def rename(verdict, naming: dict):
    """The verdict, its counterexamples (and its parts') renamed; returns it."""
    seen = set()
    todo = [verdict]
    while todo:
        v = todo.pop()
        todo.extend(v.parts)
        cx = v.counterexample
        if cx is None or id(cx) in seen:
            continue
        seen.add(id(cx))
        _rename(cx, naming)
    return verdict


def _rename(cx, naming: dict) -> None:
    if "positions" in naming:
        _group_positions(cx, naming["positions"])
        return
    if "halves" in naming:
        half = cx.data.get("half", 1)
        p, q = naming["halves"][0 if half == 1 else 1]
    else:
        p, q = naming.get("position", "p"), "q"
    mapping = {"p": p, "q": q}
    nat = naming.get("nat", False)

    def word(text: str) -> str:
        text = re.sub(r"\b[pq]\b", lambda m: mapping[m.group(0)], text)
        return _ONE_HEAP.sub(r"\1", text) if nat else text
    cx.bindings = {mapping.get(k, k): (word(value)) for k, value in cx.bindings.items()}
    cx.issue = word(cx.issue)
    cx.breakdown = [word(line) for line in cx.breakdown]


def _group_positions(cx, positions: dict) -> None:
    """`p 0 := 1`, `p 1 := 2` of a plain statement's position variable become `p := ![1, 2]`."""
    out = {}
    for key, value in cx.bindings.items():
        name, _, index = key.partition(" ")
        if index.isdigit() and name in positions:
            out.setdefault(name, [None] * positions[name])[int(index)] = value
        else:
            out[key] = value
    cx.bindings = {k: ("![" + ", ".join(v) + "]" if isinstance(v, list) else v)
                   for k, v in out.items()}
