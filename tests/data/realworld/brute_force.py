"""Brute forces of the computable statements of the project's real-world corpus, written from
the Lean definitions without pychecks: one function per statement, True when no assignment of
its small box violates it. tests/test_realworld.py requires each to agree with expected.toml,
so that an expected verdict is not pychecks' own answer copied back."""
from __future__ import annotations

from itertools import product
from math import factorial, prod


def digits(b: int, n: int) -> list[int]:
    """Mathlib's `Nat.digits` for b ≥ 2: little-endian, `[]` for 0."""
    out = []
    while n:
        out.append(n % b)
        n //= b
    return out


def square_sum(n: int) -> int:   # ∑ i ∈ Finset.range n, (i + 1)^2
    return sum((i + 1) ** 2 for i in range(n))


BRUTE = {
    "Hungary1998P6.sum_range_square_mul_six":
        lambda: all(square_sum(n) * 6 == n * (n + 1) * (2 * n + 1) for n in range(40)),
    "Hungary1998P6.sum_range_square":
        lambda: all(square_sum(n) == n * (n + 1) * (2 * n + 1) // 6 for n in range(40)),
    "Hungary1998P6.cast_sum_square":   # the ℤ sum is the cast of the ℕ one
        lambda: all(sum((i + 1) ** 2 for i in range(n)) == square_sum(n) for n in range(40)),
    "Hungary1998P6.hungary1998_p6":
        lambda: all(sum((x + i + 1) ** 2 for i in range(99)) != y ** z
                    for x, y, z in product(range(-12, 13), range(-40, 41), range(2, 9))),
    "Imo1964P1.imo1964_p1a":           # solution_set = {n | n % 3 = 0}, ≡ [MOD 7] is % 7 =
        lambda: all((n % 3 == 0) == (2 ** n % 7 == 1 % 7) for n in range(60)),
    "Imo1964P1.imo1964_p1b": lambda: all((2 ** n + 1) % 7 != 0 for n in range(60)),
    "Imo1964P1.imo_1964_p1b'": lambda: all((2 ** n + 1) % 7 != 0 for n in range(60)),
    "Imo1968P2.prod_digits_le":
        lambda: all(prod(digits(b, x)) <= x for b in range(2, 20) for x in range(1, 400)),
    "Imo1968P2.imo1968_p2":            # solution_set = {12}
        lambda: all((x == 12) == (x ** 2 == 10 * x + 22 + prod(digits(10, x)))
                    for x in range(2000)),
    "Imo1972P3.imo1972_p3":
        lambda: all((factorial(2 * m) * factorial(2 * n)) %
                    (factorial(m) * factorial(n) * factorial(m + n)) == 0
                    for m, n in product(range(25), repeat=2)),
}
