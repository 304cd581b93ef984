"""The library's implementations (`pychecks.lean.evaluate.implementations`) at their edges, each
expected value taken from the Lean definition it names: Lean's own `rfl` examples of `Int.bmod`,
the primes below 60, `List.insert` on a member, `Int.pow` of ±1 and 0 however large the exponent;
and every refusal, word for word, since the evaluator's UNKNOWN quotes it: a result past
`MAX_RESULT_BITS`, a trial division or a collection past its limit, a `panic!`, and a `Fin n`
argument no well-typed term gives. test_library.py compares each entry with a transcription of
its definition on random small inputs; these pin what random inputs rarely reach."""
from __future__ import annotations

import pytest
from hang_guard import guard  # noqa: F401  (a runaway mutant fails in seconds)

from pychecks.lean.evaluate import implementations as I


def refusal(f, *args) -> tuple[type, str, str]:
    with pytest.raises(I.LibraryError) as refused:
        f(*args)
    return type(refused.value), refused.value.name, str(refused.value)


def test_results_past_the_bit_limit_are_refused_before_they_are_computed():
    too_big = "the result needs about {} bits (limit 1,000,000)"
    cases = [
        (I.nat_pow, (2, 500_001), "Nat.pow", "1,000,002"),           # 2^n has n + 1 bits
        (I.nat_factorial, (10 ** 5,), "Nat.factorial", "1,556,000"),  # n (log2 n - 1.44)
        (I.nat_choose, (2_000_000, 3), "Nat.choose", "2,000,000"),   # at most n bits
        (I.nat_digits, (1, 2_000_000), "Nat.digits", "2,000,000"),   # n ones in base 1
        (I.list_prod, ((2 ** 600_000, 2 ** 600_000),), "List.prod", "1,200,002"),
        (I.nat_shift_left, (1, 10 ** 6), "Nat.shiftLeft", "1,000,001"),
        (I.int_pow, (-3, 10 ** 6), "Int.pow", "2,000,000"),
        (I.int_pow, (2, 500_001), "Int.pow", "1,000,002"),
    ]
    for f, args, name, bits in cases:
        assert refusal(f, *args) == (I.ResultTooLarge, name, f"{name}: {too_big.format(bits)}")
    # at the limit itself: computed
    assert I.nat_pow(2, 500_000) == 2 ** 500_000
    assert I.int_pow(-2, 500_000) == 2 ** 500_000


def test_powers_of_one_minus_one_and_zero_are_never_refused():
    """`(-1) ^ n`, `1 ^ n` and `0 ^ n` have one bit whatever n is (`Int.pow` by `Monoid.npow`:
    `m ^ 0 = 1`, `m ^ (n + 1) = m ^ n * m`)."""
    assert I.int_pow(-1, 10 ** 7) == 1 and I.int_pow(-1, 10 ** 7 + 1) == -1
    assert I.int_pow(1, 10 ** 7) == 1 and I.int_pow(0, 10 ** 7) == 0 and I.int_pow(0, 0) == 1
    assert I.nat_pow(1, 10 ** 7) == 1 and I.nat_pow(0, 10 ** 7) == 0


def test_trial_divisions_and_collections_past_their_limits_are_refused():
    big = I.MILLER_RABIN_BOUND          # past the strong-pseudoprime test's proven range
    assert refusal(I.nat_prime, big)[0] is I.ResultTooLarge
    for f, name, n in ((I.nat_divisors, "Nat.divisors", 10 ** 13),):
        assert refusal(f, n) == (I.ResultTooLarge, name,
                                 f"{name}: about 3,162,277 trial divisions for 44-bit {n} "
                                 "(limit 1,000,000)")
    assert refusal(I.list_range_prime, 0, 2_000_000) == (
        I.ResultTooLarge, "List.range'", "List.range': 2000000 elements (limit 1,000,000)")
    assert I.count_text(10 ** 30 - 1) == "999,999,999,999,999,999,999,999,999,999"
    assert I.count_text(10 ** 30) == "2^99"        # 10^30 has 100 bits


def test_panics_name_the_function_and_why():
    assert refusal(I.list_head_bang, ()) == (I.LeanPanic, "List.head!", "List.head!: empty list")
    assert refusal(I.list_get_last_bang, ()) == (I.LeanPanic, "List.getLast!",
                                                 "List.getLast!: empty list")
    assert refusal(I.option_get_bang, None) == (I.LeanPanic, "Option.get!",
                                                "Option.get!: value is none")
    assert refusal(I.list_get_bang, (1, 2), 3) == (
        I.LeanPanic, "List.get!", "List.get!: invalid index 3 for a list of length 2")
    assert I.list_head_bang((4, 5)) == 4 and I.list_get_last_bang((4, 5)) == 5


FIN_OPS = {"Fin.add": I.fin_add, "Fin.sub": I.fin_sub, "Fin.mul": I.fin_mul,
           "Fin.div": I.fin_div, "Fin.mod": I.fin_mod, "Fin.land": I.fin_land,
           "Fin.lor": I.fin_lor, "Fin.xor": I.fin_xor, "Fin.shiftLeft": I.fin_shift_left,
           "Fin.shiftRight": I.fin_shift_right}


@pytest.mark.parametrize("name", sorted(FIN_OPS))
def test_a_fin_operation_refuses_an_argument_outside_fin_n(name):
    """Either argument of a `Fin 3` operation at 3 (or 5) is no `Fin 3` value: a caller's bug,
    named with the function and the value; the largest value, 2, is accepted."""
    f = FIN_OPS[name]
    for a, b, bad in ((3, 0, 3), (0, 3, 3), (5, 1, 5), (1, 5, 5)):
        assert refusal(f, 3, a, b) == (I.OutsideDomain, name, f"{name}: {bad} is not a Fin 3")
    assert 0 <= f(3, 2, 2) < 3


def test_fin_of_nat_needs_a_nonempty_fin():
    assert refusal(I.fin_of_nat, 0, 3) == (I.OutsideDomain, "Fin.ofNat",
                                           "Fin.ofNat: Fin 0 has no elements (NeZero n fails)")
    assert I.fin_of_nat(1, 7) == 0 and I.fin_of_nat(4, 7) == 3


def test_primes_below_sixty():
    primes = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59}
    assert {p for p in range(60) if I.nat_prime(p)} == primes
    assert I.nat_prime(10 ** 12 + 39) and not I.nat_prime(10 ** 12 + 37)   # near the limit


def test_balanced_modulus_as_lean_states_it():
    """`Int.bmod x m`: `r := x % m`, `if r < (m + 1) / 2 then r else r - m`; Lean's own examples
    (`bmod 3 7 = 3`, `bmod 4 7 = -3`, `bmod 3 8 = 3`, `bmod 4 8 = -4`), and m = 2, where 1 is
    -1."""
    assert [I.int_bmod(x, 7) for x in (3, 4)] == [3, -3]
    assert [I.int_bmod(x, 8) for x in (3, 4)] == [3, -4]
    assert [I.int_bmod(x, 2) for x in (0, 1, 2, 3, -1)] == [0, -1, 0, -1, -1]
    assert I.int_bmod(5, 0) == 5 and I.int_bmod(-5, 1) == 0


def test_list_insert_keeps_a_member_once():
    """`List.insert a l = if a ∈ l then l else a :: l`."""
    assert I.list_insert(1, (1, 2)) == (1, 2) and I.list_insert(2, (1, 2)) == (1, 2)
    assert I.list_insert(3, (1, 2)) == (3, 1, 2) and I.list_insert(0, ()) == (0,)


def test_other_refusals_name_the_function_and_why():
    assert refusal(I._fn_table, (1, 2), 3) == (I.OutsideDomain, "Fin n → α",
                                               "Fin n → α: a table of length 2 for Fin 3")
    assert I._fn_table((1, 2, 3), 3) == (1, 2, 3) and I._fn_table(lambda i: i * i, 3) == (0, 1, 4)
    assert refusal(I.nat_find, lambda n: n > 5, 4) == (
        I.ScopeExhausted, "Nat.find", "Nat.find: no n < 4 satisfies the predicate")
    assert I.nat_find(lambda n: n > 5, 7) == 6
    for f, name, what in ((I.finset_max_prime, "Finset.max'", "maximum"),
                          (I.finset_min_prime, "Finset.min'", "minimum")):
        assert refusal(f, frozenset()) == (
            I.FalseProof, name, f"{name}: the empty finset has no {what} (its proof H : "
                                "s.Nonempty is false here)")
    assert I.finset_max_prime(frozenset({2, 7, 3})) == 7
    assert I.finset_min_prime(frozenset({2, 7, 3})) == 2


def test_divisors_at_zero_and_one():
    """`Nat.divisors n = filter (· ∣ n) (Ico 1 (n + 1))`: ∅ at 0, {1} at 1; `properDivisors`
    leaves n out."""
    assert I.nat_divisors(0) == frozenset() and I.nat_divisors(1) == {1}
    assert I.nat_divisors(1, proper=True) == frozenset()
    assert I.nat_divisors(12) == {1, 2, 3, 4, 6, 12}
    assert I.nat_divisors(12, proper=True) == {1, 2, 3, 4, 6}
    assert I.nat_divisors(49) == {1, 7, 49}


def test_list_erase_removes_the_first_occurrence_only():
    """`List.erase l a`: the first entry equal to a is dropped, the rest kept."""
    assert I.list_erase((1, 2, 3), 2) == (1, 3) and I.list_erase((2, 1, 2), 2) == (1, 2)
    assert I.list_erase((1, 3), 2) == (1, 3)


def test_the_trial_division_limit_is_exactly_a_million():
    """√(10^12) = 10^6 trial divisions are still made (10^12 is even: not prime); past 30 digits
    the number is named `n`, not printed."""
    assert not I.nat_prime(10 ** 12) and I.nat_prime(10 ** 12 + 39)
    assert refusal(I.nat_prime, 10 ** 30 - 1)[2] == (
        "Nat.Prime: about 999,999,999,999,999 trial divisions for 100-bit "
        "999999999999999999999999999999 (limit 1,000,000)")
    assert refusal(I.nat_prime, 10 ** 30)[2] == (
        "Nat.Prime: about 1,000,000,000,000,000 trial divisions for 100-bit n (limit 1,000,000)")
    assert refusal(I.list_get, (1, 2), 3) == (I.OutsideDomain, "List.get",
                                              "List.get: index 3 is not a Fin 2")


def test_digits_in_each_kind_of_base():
    """Mathlib's `Nat.digits`, little-endian: base 0 gives `[n]` (`[]` for 0), base 1 gives n
    ones, others the remainders down to 0."""
    assert I.nat_digits(10, 123) == (3, 2, 1) and I.nat_digits(2, 6) == (0, 1, 1)
    assert I.nat_digits(0, 5) == (5,) and I.nat_digits(0, 0) == () and I.nat_digits(7, 0) == ()
    assert I.nat_digits(1, 3) == (1, 1, 1) and I.nat_digits(1, 0) == ()


def test_range_prime_steps_by_one_unless_told():
    """`List.range' start len (step := 1)`."""
    assert I.list_range_prime(2, 3) == (2, 3, 4) and I.list_range_prime(2, 3, 5) == (2, 7, 12)
    assert I.list_range_prime(4, 0) == ()


def test_fin_bitwise_operations_wrap_their_result():
    """`Fin.lor a b = ⟨(a ||| b) % n, _⟩` and likewise `xor`, `shiftLeft`: in `Fin 3`, `1 ||| 2`
    is 3 % 3 = 0; the result is a `Fin n` value, a natural number."""
    results = [I.fin_lor(3, 1, 2), I.fin_xor(3, 1, 2), I.fin_shift_left(4, 1, 2),
               I.fin_shift_left(5, 3, 1), I.fin_land(4, 2, 3), I.fin_shift_right(4, 3, 1)]
    assert results == [0, 0, 0, 1, 2, 1] and all(type(r) is int for r in results)


def test_a_collection_of_exactly_a_million_elements_is_still_built():
    assert len(I.list_range_prime(0, 10 ** 6)) == 10 ** 6
    assert refusal(I.sized, "List.replicate", 10 ** 6 + 1)[2] == \
        "List.replicate: 1000001 elements (limit 1,000,000)"
    assert refusal(I.sized, "Finset.range", 10 ** 30 - 1)[2] == \
        f"Finset.range: {10 ** 30 - 1} elements (limit 1,000,000)"
    assert refusal(I.sized, "Finset.range", 10 ** 30)[2] == \
        "Finset.range: more than 10^30 elements (limit 1,000,000)"


def test_min_fac_at_its_trial_division_limit():
    """`Nat.minFac` tries up to `MIN_FAC_TRIALS` = 5·10^6 odd candidates: a prime whose square
    root is 10,000,002 still needs only that many (it is its own least factor), one whose root is
    10,000,003 needs more and is refused, as is the product of the two primes after 10,000,003;
    a factor below 10,000,003 is still found first (9,999,991, the largest prime below it).
    Primes checked with sympy."""
    assert I.nat_min_fac(100000040000099) == 100000040000099    # √ = 10,000,002
    refused = "47-bit argument with no factor below 10,000,003 (trial division limit)"
    for n in (100000060000097, 10000019 * 10000079):             # √ = 10,000,003, and p · q
        assert refusal(I.nat_min_fac, n) == (I.ResultTooLarge, "Nat.minFac",
                                             f"Nat.minFac: {refused}")
    assert I.nat_min_fac(9999991 * 10000019) == 9999991


def test_primality_past_trial_division_is_decided_exactly_below_the_proven_bound():
    """Between the trial-division limit and 3.3·10^24, `Nat.Prime` is the strong-pseudoprime
    test to the first 13 primes: it agrees with trial division where both run, and rejects the
    composites built to fool fewer bases (3825123056546413051 is a strong pseudoprime to every
    prime base up to 23, 318665857834031151167461 up to 37)."""
    import math
    for n in range(10 ** 6, 10 ** 6 + 3000):
        by_trial = all(n % m for m in range(2, math.isqrt(n) + 1))
        assert I._strong_probable_prime_to_all(n, I._MILLER_RABIN_BASES) == by_trial, n
    assert I.nat_prime(10 ** 12 + 39) and I.nat_prime(2 ** 61 - 1) and I.nat_prime(10 ** 13 + 37)
    for composite in (2 ** 61 + 1, 3825123056546413051, 318665857834031151167461,
                      (10 ** 12 + 39) * (10 ** 12 + 61)):
        assert not I.nat_prime(composite), composite


def test_a_power_taken_modulo_is_the_remainder_of_the_power():
    """`a ^ n % k` computed by modular exponentiation (`implementations.pow_mod`) is `Nat.mod` /
    `Int.emod` of the power on every small case, k = 0 included (`x % 0 = x`), and reaches
    miniF2F's `5 ^ 999999 % 7`, whose power alone is past the size limit."""
    from pychecks.lean.evaluate.implementations import int_pow, pow_mod
    for m in range(-6, 7):
        for n in range(0, 9):
            for k in range(-5, 6):
                power = int_pow(m, n)
                assert pow_mod(m, n, k) == (power if k == 0 else power % abs(k)), (m, n, k)
    assert pow_mod(5, 999999, 7) == 6
