"""Issue 29: an inner quantifier's binder written without a type gets the one Lean gives it,
postponing a dot call until a later use fixes the type (`∃ p, p.Prime ∧ p ∣ m`: p is ℕ by
`p ∣ m`), as the statement's own binders do (`Elaborator.binder_type`); compfiles and
formal-conjectures write it so. Each statement beside a wrong variant that must FAIL."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """theorem_wanted factor (m : ℕ) (hm : m % 3 = 2) : ∃ p, p.Prime ∧ p ∣ m ∧ p % 3 = 2
theorem_wanted factor_wrong : ∃ p, p.Prime ∧ p ∣ 35 ∧ p % 3 = 0
theorem_wanted all_odd (m : ℕ) (hm : m ≤ 30) : ∀ p, p.Prime → p ∣ 2 * m + 1 → p % 2 = 1
theorem_wanted all_odd_wrong (m : ℕ) (hm : m ≤ 30) : ∀ p, p.Prime → p ∣ 2 * m → p % 2 = 1
"""


@pytest.mark.parametrize("name, expected", [("factor", "HOLDS"), ("factor_wrong", "FAILS"),
                                            ("all_odd", "HOLDS"), ("all_odd_wrong", "FAILS")])
def test_a_dot_call_before_the_use_that_types_its_binder(tmp_path, name, expected):
    r = readings(lean_file(tmp_path, TEXT))[name]
    assert r.kind == "evaluated", r.reason
    assert verdict(r, bound=12).status.value == expected
