"""Instance binders and `include` (issue 29): what a statement assumes through `[Fact P]`,
`[NeZero n]` and the section variables Lean 4 adds to it. FormalBook's
`variable [hk : Fact (4 * k + 1).Prime]` then `theorem k_pos : 0 < k` once FAILED at k = 0,
because the instance was dropped: the theorem assumes 4k + 1 is prime, and HOLDS. Each true
statement stands beside a wrong one that must FAIL."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """theorem fact_binder (k : ℕ) [hk : Fact (4 * k + 1).Prime] : 0 < k := by sorry
theorem fact_binder_wrong (k : ℕ) [hk : Fact (4 * k + 1).Prime] : 1 < k := by sorry
theorem ne_zero (n : ℕ) [NeZero n] : 0 < n := by sorry
theorem ne_zero_wrong (n : ℕ) [NeZero n] : 1 < n := by sorry
theorem decidable_eq (n : ℕ) [DecidableEq ℕ] : n + 0 = n := by sorry

section
variable (k : ℕ) [hk : Fact (4 * k + 1).Prime]
theorem section_named : 0 < k := by sorry
theorem section_named_wrong : 1 < k := by sorry
end

section
variable {p : ℕ} [Fact p.Prime]
theorem section_anonymous : 2 ≤ p := by sorry
theorem section_anonymous_wrong : 3 ≤ p := by sorry
end

section
variable (k : ℕ) (h : (4 * k + 1).Prime)
theorem not_mentioned : 0 < k := by sorry
include h in
theorem included_once : 0 < k := by sorry
theorem after_once : 0 < k := by sorry
include h
theorem included : 0 < k := by sorry
theorem included_wrong : 1 < k := by sorry
omit h in
theorem omitted : 0 < k := by sorry
end
"""

EXPECTED = {
    "fact_binder": "HOLDS", "fact_binder_wrong": "FAILS",
    "ne_zero": "HOLDS", "ne_zero_wrong": "FAILS", "decidable_eq": "HOLDS",
    "section_named": "HOLDS", "section_named_wrong": "FAILS",
    "section_anonymous": "HOLDS", "section_anonymous_wrong": "FAILS",
    # Lean 4 adds a hypothesis variable only where it is mentioned or `include`d
    "not_mentioned": "FAILS", "included_once": "HOLDS", "after_once": "FAILS",
    "included": "HOLDS", "included_wrong": "FAILS", "omitted": "FAILS",
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_instance_hypotheses_and_includes(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    for backend in ("compiled", "interpret"):
        assert verdict(r, bound=40, backend=backend).status.value == EXPECTED[name], backend


def test_an_instance_pychecks_does_not_read_is_unknown_never_dropped(tmp_path):
    """`[Inhabited ℕ]` might change `default`, `[Mul S]` what `*` means: refused, with the
    binder named, rather than checked as if it were not there."""
    text = "theorem t (n : ℕ) [Inhabited ℕ] : n = n := by sorry\n"
    r = readings(lean_file(tmp_path, text))["t"]
    assert r.kind != "evaluated"
    assert "the instance binder `[Inhabited ℕ]`" in r.reason


def test_each_name_of_a_binder_group_is_read_alone(tmp_path):
    """miniF2F's `(u v : ℕ → ℕ) (h₀ : ∀ n, u n = 2 * n + 2) (h₁ : ∀ n, v n = 2 * n + 1)`: each
    function of the group is fixed by its hypothesis, as `(u : ℕ → ℕ) (v : ℕ → ℕ)` would be."""
    text = ("theorem t (u v : ℕ → ℕ) (h₀ : ∀ n, u n = 2 * n + 2) (h₁ : ∀ n, v n = 2 * n + 1) :\n"
            "    u 3 - v 3 = 1 := by sorry\n"
            "theorem t_wrong (u v : ℕ → ℕ) (h₀ : ∀ n, u n = 2 * n + 2) (h₁ : ∀ n, v n = 2 * n + 1) :\n"
            "    u 3 - v 3 = 2 := by sorry\n")
    rs = readings(lean_file(tmp_path, text))
    assert verdict(rs["t"]).status.value == "HOLDS"
    assert verdict(rs["t_wrong"]).status.value == "FAILS"
