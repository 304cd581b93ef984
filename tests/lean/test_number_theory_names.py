"""Mathlib's prime factorisations and Carmichael numbers inside Lean statements (issue 29):
`Nat.primeFactorsList`, `Nat.primeFactors`, `Nat.factorization`, `Nat.totient` and `φ`,
`IsCarmichael` (Mathlib's `Nat.IsCarmichael`, under `open Nat`),
`Nat.descFactorial`, `Nat.ascFactorial`, `Nat.centralBinom`,
`Nat.fermatNumber`, `primorial`. A true statement HOLDS; a wrong variant FAILS at its smallest
counterexample, so a name evaluated wrongly cannot pass."""
from __future__ import annotations

import pytest

from pychecks.lean.claims.catalogue import make_claim, read_text


def checked(text: str, bound: int = 6) -> dict:
    _, readings = read_text(text, "T.lean")
    out = {}
    for r in readings:
        claim = make_claim(r, source="T.lean", command_target="T.lean")
        out[r.name] = claim.check(bound if claim.default_bound is not None else None)
    return out


# (true statement, wrong variant, the wrong variant's smallest counterexample)
CASES = {
    "prime_factors_list": ("(n : ℕ) (h : 0 < n) : (Nat.primeFactorsList n).prod = n",
                           "(n : ℕ) : (Nat.primeFactorsList n).prod = n", {"n": "0"}),
    "prime_factors_list_closed": (": Nat.primeFactorsList 728 = [2, 2, 2, 7, 13]",
                                  ": Nat.primeFactorsList 728 = [2, 7, 13]", {}),
    "prime_factors": ("(n : ℕ) : ∀ p ∈ n.primeFactors, p.Prime ∧ p ∣ n",
                      "(n : ℕ) : n.primeFactors.card ≤ 1", {"n": "6"}),
    "factorization": ("(n p : ℕ) (hp : p.Prime) (h : 0 < n) : p ^ n.factorization p ∣ n ∧ "
                      "¬ p ^ (n.factorization p + 1) ∣ n",
                      "(n : ℕ) (h : 0 < n) : n.factorization 4 = n.factorization 2 / 2",
                      {"n": "4"}),
    "totient": ("(n : ℕ) (h : 1 < n) : n.totient < n ∧ Nat.totient n ≥ 1",
                "(n : ℕ) (h : 1 < n) : Nat.totient n = n - 1", {"n": "4"}),
    "carmichael_mathlib": ("(n : ℕ) (hn : n < 561) : ¬ Nat.IsCarmichael n",
                           "(n : ℕ) (hn : n < 600) : ¬ Nat.IsCarmichael n", {"n": "561"}),
    "carmichael_korselt": ("(n : ℕ) (hn : n < 1200) (h : Nat.IsCarmichael n) : "
                           "n = 561 ∨ n = 1105", "(n : ℕ) (hn : n < 1200) (h : Nat.IsCarmichael n) :"
                           " n = 561", {"n": "1105"}),
    "squarefree": ("(n : ℕ) (h : 0 < n) : Squarefree n ↔ ∀ p ∈ Finset.range (n + 1), "
                   "p.Prime → ¬ p * p ∣ n",
                   "(n : ℕ) : Squarefree n ↔ ∀ p ∈ Finset.range (n + 1), p.Prime → ¬ p * p ∣ n",
                   {"n": "0"}),
    "desc_factorial": ("(n k : ℕ) (h : k ≤ n) : n.descFactorial k * (n - k).factorial = n.factorial",
                       "(n k : ℕ) : n.descFactorial k * (n - k).factorial = n.factorial",
                       {"n": "0", "k": "1"}),
    "asc_factorial": ("(n k : ℕ) : (n + 1).ascFactorial k * n.factorial = (n + k).factorial",
                      "(n k : ℕ) : n.ascFactorial k * n.factorial = (n + k).factorial",
                      {"n": "0", "k": "1"}),
    "central_binom": ("(n : ℕ) : Nat.centralBinom n = (2 * n).choose n ∧ 2 ∣ Nat.centralBinom (n + 1)",
                      "(n : ℕ) : Nat.centralBinom n ≤ 4 ^ n / 2", {"n": "0"}),
    "fermat_number": ("(n : ℕ) (h : n < 5) : Nat.Prime (Nat.fermatNumber n)",
                      "(n : ℕ) (h : n < 6) : Nat.Prime (Nat.fermatNumber n)", {"n": "5"}),
    "primorial": (": (Nat.divisors <| primorial 12).card = 32 ∧ primorial 10 = 210",
                  ": primorial 11 = 210", {}),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_name_holds_and_its_wrong_variant_fails(name):
    good, bad, smallest = CASES[name]
    got = checked(f"theorem_wanted good {good}\ntheorem_wanted bad {bad}\n")
    assert got["good"].status.value == "HOLDS", got["good"].reason
    assert got["bad"].status.value == "FAILS", got["bad"].reason
    found = got["bad"].counterexample.bindings
    assert {k: found[k] for k in smallest} == smallest, found


def test_mathlibs_carmichael_examples_under_open_nat():
    text = ("open Nat\n"
            "theorem_wanted c561 : IsCarmichael 561\n"
            "theorem_wanted big : IsCarmichael 9999109081\n"
            "theorem_wanted not_big : ¬ IsCarmichael (7 * 7 * 1000003)\n"
            "theorem_wanted wrong : IsCarmichael (3 * 11 * 17 * 241)\n"
            "theorem_wanted phi (n : ℕ) (h : 0 < n) : ∑ d ∈ n.divisors, φ d = n\n"
            "theorem_wanted phi_wrong (n : ℕ) (h : 0 < n) : ∑ d ∈ n.properDivisors, φ d = n\n")
    got = {k: v.status.value for k, v in checked(text).items()}
    assert got == {"c561": "HOLDS", "big": "HOLDS", "not_big": "HOLDS", "wrong": "FAILS",
                   "phi": "HOLDS", "phi_wrong": "FAILS"}


def test_factoring_past_the_trial_division_limit_is_unknown_not_guessed():
    # (10^6 + 3)·(10^14 + 31) is not factored by 10^6 trial divisions: UNKNOWN, naming the call
    got = checked("theorem_wanted big : Nat.primeFactorsList (1000003 * (10 ^ 14 + 31)) = []\n")
    assert got["big"].status.value == "UNKNOWN"
    assert "primeFactorsList" in got["big"].reason


def test_big_operators_with_rational_values():
    # `∑`/`∏` whose terms are ℚ (Fractions): telescoping sums, and the empty sum is the ℚ 0
    text = ("theorem_wanted tele (n : ℕ) : "
            "∑ i ∈ Finset.range n, (1 : ℚ) / ((i + 1) * (i + 2)) = 1 - 1 / (n + 1)\n"
            "theorem_wanted tele_wrong (n : ℕ) : "
            "∑ i ∈ Finset.range n, (1 : ℚ) / ((i + 1) * (i + 2)) = 1 - 1 / (n + 2)\n"
            "theorem_wanted prod (n : ℕ) : ∏ i ∈ Finset.range n, ((i + 2 : ℚ) / (i + 1)) = n + 1\n"
            "theorem_wanted prod_wrong (n : ℕ) : ∏ i ∈ Finset.range n, ((i + 2 : ℚ) / (i + 1)) = n\n"
            "theorem_wanted giuga (n : ℕ) (h : 1 < n) (h' : n < 30) : "
            "∑ p ∈ n.primeFactors, (1 / p : ℚ) < 1\n")
    got = checked(text)
    assert {k: v.status.value for k, v in got.items()} == {
        "tele": "HOLDS", "tele_wrong": "FAILS", "prod": "HOLDS", "prod_wrong": "FAILS",
        "giuga": "HOLDS"}, {k: v.reason for k, v in got.items()}
    assert got["tele_wrong"].counterexample.bindings["n"] == "0"
    assert got["prod_wrong"].counterexample.bindings["n"] == "0"


def test_root_prime_on_the_integers_is_prime_of_the_absolute_value():
    """Issue 29: ProofNet's `{p x : ℤ} (hp : Prime p)` is Mathlib's root `Prime` on ℤ, where
    -7 is prime (Int.prime_iff_natAbs_prime); it read as ℕ's and was a type error. The
    wrong variant, positivity of a prime of ℤ, FAILS at the smallest negative prime."""
    from test_real_constructs import checked
    got = checked("theorem neg : Prime (-7 : ℤ) := sorry\n"
                  "theorem two_le (p : ℤ) (h : Prime p) : 2 ≤ p.natAbs := sorry\n"
                  "theorem pos_wrong (p : ℤ) (h : Prime p) : 0 < p := sorry\n", bound=20)
    assert got["neg"].status.value == "HOLDS" and got["two_le"].status.value == "HOLDS"
    assert got["pos_wrong"].status.value == "FAILS"
    assert got["pos_wrong"].counterexample.bindings == {"p": "-2"}
