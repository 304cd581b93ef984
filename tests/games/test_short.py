"""The short-game engine against the slow reference from the library's definitions, the known
counts of values by birthday, and mutants that must be caught."""
import random

import pytest

from pychecks.games import short as S
from pychecks.games.nimbers import mex, nat_cast, nim_add, nim_mul
from pychecks.games.short_reference import (dominated_or_reversible, equiv_reference,
                                            le_reference, nim_mul_reference)

DAY2 = S.born_by(2)


def test_forms_born_by_day():
    # birthdayFinset: 1, 4, 256 forms; day 3 (2^512 forms) is refused, not attempted
    assert [len(S.born_by(d)) for d in range(3)] == [1, 4, 256]
    with pytest.raises(S.GameError):
        S.born_by(3)


def test_values_born_by_day_match_the_known_counts():
    # Source: Berlekamp, Conway, Guy, Winning Ways, ch. 7 / Siegel, CGT, II.4: 1, 4, 22, 1474
    assert [len(S.values_born_by(d)) for d in range(4)] == [1, 4, 22, 1474]


def test_canonical_forms_agree_with_the_reference_on_every_game_born_by_day_2():
    memo: dict = {}
    for x in DAY2:
        c = S.canonical(x)
        assert equiv_reference(x, c, memo), x
        assert dominated_or_reversible(c) == [], c
        assert S.birthday(c) <= S.birthday(x)
    canon = {x: S.canonical(x) for x in DAY2}
    assert len(set(canon.values())) == 22
    for x in DAY2:
        for y in DAY2:
            ref = le_reference(x, y, memo)
            assert S.le(x, y) == ref, (x, y)
            assert (canon[x] is canon[y]) == (ref and le_reference(y, x, memo)), (x, y)


def test_day_3_sampled_against_the_reference():
    rng = random.Random(27)
    forms = []
    for _ in range(60):
        forms.append(S.game(rng.sample(DAY2, rng.randint(0, 5)), rng.sample(DAY2, rng.randint(0, 5))))
    memo: dict = {}
    for x in forms:
        c = S.canonical(x)
        assert equiv_reference(x, c, memo)
        assert dominated_or_reversible(c) == []
    for x, y in zip(forms, forms[1:]):
        assert S.le(x, y) == le_reference(x, y, memo)
        assert S.equiv(x, y) == equiv_reference(x, y, memo)
        assert S.le(S.add(x, y), S.add(y, x)) and S.add(x, y) is S.add(y, x)


def test_the_library_examples():
    # CombinatorialGames/Test/GameCmp.lean and Game/Special.lean, decided by the engine
    two, three, four = S.integer(2), S.integer(3), S.integer(4)
    assert S.lt(S.ZERO, S.ONE) and S.le(S.integer(-3), three) and S.le(S.HALF, S.ONE)
    assert S.lt(S.ZERO, S.UP) and S.lf(S.STAR, S.tiny(S.STAR))
    assert S.equiv(S.game([S.ONE], [two]), S.game([S.ZERO, S.ONE], [two, three]))
    assert S.fuzzy(S.STAR, S.ZERO) and S.fuzzy(S.UP, S.STAR) and S.fuzzy(S.DOWN, S.STAR)
    assert S.equiv(S.add(two, two), four) and S.equiv(S.sub(three, two), S.ONE)
    assert S.equiv(S.mul(two, two), four)
    assert S.equiv(S.add(S.nim(1), S.nim(2)), S.nim(3))
    assert S.equiv(S.add(S.HALF, S.HALF), S.ONE) and S.mul(S.STAR, S.STAR) is S.STAR
    assert S.neg(S.UP) is S.DOWN and S.neg(S.STAR) is S.STAR and S.switch(S.ZERO) is S.STAR
    assert S.lt(S.ZERO, S.tiny(S.ONE)) and S.lt(S.miny(S.ONE), S.ZERO)
    # `=` is identity of forms: 1 + 1 is the form 2 (leftMoves_natCast_succ), ½ + ½ is not 1
    assert S.add(S.ONE, S.ONE) is two and S.add(S.HALF, S.HALF) is not S.ONE
    assert S.add(S.HALF, S.ZERO) is S.HALF


def test_birthday_is_the_forms():
    assert S.birthday(S.ZERO) == 0 and S.birthday(S.STAR) == 1 and S.birthday(S.UP) == 2
    # ½ + ½ ≈ 1 but its form is born on day 3 (the value's birthday is 1)
    assert S.birthday(S.add(S.HALF, S.HALF)) == 4 and S.birthday(S.canonical(S.add(S.HALF, S.HALF))) == 1


def test_impartial_games_and_grundy_values():
    for a in range(6):
        assert S.grundy(S.nim(a)) == a
        for b in range(6):
            assert S.grundy(S.add(S.nim(a), S.nim(b))) == a ^ b
    assert not S.is_impartial(S.UP) and S.is_impartial(S.STAR)
    with pytest.raises(S.GameError):
        S.grundy(S.ONE)


def test_show_in_the_library_syntax():
    assert [S.show(g) for g in (S.STAR, S.UP, S.DOWN, S.HALF, S.switch(S.ONE), S.integer(-2))] == \
        ["⋆", "↑", "↓", "½", "±1", "-2"]
    assert S.show(S.game([S.ZERO], [S.STAR, S.ZERO])) == "!{{0} | {0, ⋆}}"
    assert S.show(S.game([S.ONE])) == "2" and S.show(S.game([], [S.STAR])) == "!{∅ | {⋆}}"


def test_nim_multiplication_against_its_definition():
    memo: dict = {}
    for a in range(32):
        for b in range(32):
            assert nim_mul(a, b) == nim_mul_reference(a, b, memo), (a, b)


def test_nimbers_form_a_field_on_small_values():
    n = 16  # the nimbers below 2^(2^k) are a subfield: GF(16)
    for a in range(n):
        assert nim_mul(a, 1) == a and nim_mul(a, 0) == 0
        if a:
            assert sum(1 for b in range(n) if nim_mul(a, b) == 1) == 1  # one inverse
        for b in range(n):
            assert nim_mul(a, b) == nim_mul(b, a) < n
            for c in range(n):
                assert nim_mul(a, nim_add(b, c)) == nim_add(nim_mul(a, b), nim_mul(a, c))
                assert nim_mul(nim_mul(a, b), c) == nim_mul(a, nim_mul(b, c))
    assert nim_mul(2, 2) == 3 and nim_mul(4, 4) == 6 and nim_mul(16, 16) == 24
    assert nat_cast(2) == 0 and nat_cast(3) == 1 and mex([0, 1, 3]) == 2


# --- mutants: a wrong engine must be caught by the same comparisons -------------------------------

def _mutant_le(x, y, memo):
    # forgets the right options of y: x ≤ y iff no left option of x is ≥ y
    key = (x, y)
    if key not in memo:
        memo[key] = all(not _mutant_le(y, z, memo) for z in x.left)
    return memo[key]


def test_the_comparison_catches_a_mutant_le():
    memo, ref = {}, {}
    assert any(_mutant_le(x, y, memo) != le_reference(x, y, ref) for x in DAY2 for y in DAY2)


def test_the_canonical_check_catches_a_form_left_uncanonical():
    # a dominated option kept (0 beside 1) and a reversible one (↑ in !{{↑} | ∅}, reversing through ⋆)
    assert dominated_or_reversible(S.game([S.ZERO, S.ONE])) == ["dominated left option"]
    assert "reversible left option" in dominated_or_reversible(S.game([S.UP]))


def test_nim_multiplication_catches_a_mutant():
    assert any(a * b != nim_mul_reference(a, b) for a in range(4) for b in range(4))
    assert any((a ^ b) != nim_mul_reference(a, b) for a in range(4) for b in range(4))
