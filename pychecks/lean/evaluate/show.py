"""Values printed in Lean syntax, by their type, ready to paste into Lean: `2`, `-1`, `true`,
`False` (a decided `p : Prop`), `[1, 2]`, `![0, 1]`, `(1, 2)`, `some 3`, `{1, 2}`,
`{ a := 1, b := 0 }`, `Color.red`."""
from __future__ import annotations

from fractions import Fraction

from . import game_elab as GE
from . import types as T
from .values import CtorValue, FnTable, StructValue


def lean_value(v, ty, el=None, nested: bool = False) -> str:
    """`v : ty` as Lean text (`nested`: as an argument, parenthesised when compound)."""
    t = T.resolve(ty)
    game = GE.show(v, t)
    if game is not None:
        return f"({game})" if nested and " " in game else game
    if isinstance(t, T.TFin) or t in (T.NAT, T.INT, T.PNAT):
        text = str(v)
        return f"({text})" if nested and v < 0 else text
    if t in (T.RAT, T.REAL):    # Lean core's `ToString Rat` (ℝ: at its rational values): `num` when den = 1, else `num/den`
        v = Fraction(v)
        text = str(v.numerator) if v.denominator == 1 else f"{v.numerator}/{v.denominator}"
        return f"({text})" if nested and (v < 0 or v.denominator != 1) else text
    if t == T.BOOL:
        return "true" if v else "false"
    if t == T.STRING:   # Lean's literal: `"a\\"b"`
        return '"' + "".join(_STRING_ESCAPES.get(ch, ch) if ch.isprintable() or ch in
                             _STRING_ESCAPES else f"\\u{{{ord(ch):x}}}" for ch in v) + '"'
    if t == T.CHAR:     # a code point: `'a'`, or `Char.ofNat 10` where no literal shows it
        text = repr(chr(v)) if chr(v).isprintable() and chr(v) not in "'\\" else None
        if text is not None and text.startswith("'"):
            return text
        text = f"Char.ofNat {v}"
        return f"({text})" if nested else text
    if t == T.PROP:     # a decided proposition (`p : Prop` ranges over these two)
        return "True" if v else "False"
    if T.is_table(t):
        return "![" + ", ".join(lean_value(x, t.cod, el) for x in v) + "]"
    if isinstance(v, FnTable) and isinstance(t, T.TFun):
        # a function out of a finite type, by cases: `fun | .red => true | .green => false`
        text = "fun " + " ".join(f"| {lean_value(d, t.dom, el)} => {lean_value(x, t.cod, el)}"
                                 for d, x in zip(v.domain, v))
        return f"({text})" if nested else text
    if isinstance(t, T.TCon):
        if t.name == "List":
            return "[" + ", ".join(lean_value(x, t.args[0], el) for x in v) + "]"
        if t.name == "Prod":
            return f"({lean_value(v.fst, t.args[0], el)}, {lean_value(v.snd, t.args[1], el)})"
        if t.name == "Option":
            if v is None:
                return "none"
            text = f"some {lean_value(v.value, t.args[0], el, nested=True)}"
            return f"({text})" if nested else text
        if t.name == "Finset":
            if not v:
                return "∅"
            items = sorted(v, key=_order)
            return "{" + ", ".join(lean_value(x, t.args[0], el) for x in items) + "}"
        if isinstance(v, StructValue) and el is not None:
            fields = el.fields_of(t)
            inner = ", ".join(f"{name} := {lean_value(x, fty, el)}"
                              for (name, fty, _), x in zip(fields, v.fields))
            return "{ " + inner + " }"
        if isinstance(v, CtorValue):
            types = dict(el.ctors_of(t) or ()) if el is not None else {}   # core's: none
            args = types.get(v.ctor, [None] * len(v.args))
            parts = [v.ctor] + [lean_value(x, a, el, nested=True) if a is not None else str(x)
                                for x, a in zip(v.args, args)]
            text = " ".join(parts)
            return f"({text})" if nested and v.args else text
    return repr(v)


_STRING_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}


def _order(x):
    return (0, x) if isinstance(x, int) else (1, repr(x))
