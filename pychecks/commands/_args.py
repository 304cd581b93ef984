"""Argument types shared by the subcommands: each refuses a value that has no meaning with one
line (argparse turns the ArgumentTypeError into `pychecks: error: …`, exit 2), so nothing
downstream ever sees nan, an infinity or a negative count."""
from __future__ import annotations

import argparse
import math


def positive_seconds(text: str) -> float:
    """A duration in seconds: a finite number above 0 (`nan`, `inf`, `0` and `-1` are refused)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r}: seconds must be a finite number above 0")
    return value


def whole_number(low: int, high: int | None = None, what: str = "value"):
    """An integer type with its range: `whole_number(1, 256, "bit width")`."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < low or (high is not None and value > high):
            rule = f"at least {low}" if high is None else f"between {low} and {high}"
            raise argparse.ArgumentTypeError(f"{value}: a {what} must be {rule}")
        return value
    parse.__name__ = what.replace(" ", "_")
    return parse
