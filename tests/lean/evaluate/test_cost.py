"""Default scopes by cost (`pychecks/lean/evaluate/cost.py`): the choice from fixed pilot costs,
the pilots' stop, and the same default N for the same statement in two processes (no time is
measured, only counts). No assertion here is about time."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pychecks.lean.evaluate import cost as K
from pychecks.lean.evaluate import runtime as R

ROOT = Path(__file__).resolve().parents[3]
LIST_GAMES = ROOT / "lean" / "Examples" / "ListGames.lean"
#: Round rates, so that the expected choices below are worked out by hand.
ONE = K.Rates(steps=1.0, assignments=1.0, native=1.0, table=1.0, entries=1.0, elements=1.0,
              fixed=0.0)


def cube(n: int) -> int:
    """Assignments of three ℕ variables at N = n."""
    return (n + 1) ** 3


def test_a_constant_cost_per_assignment_fills_the_budget():
    # 1 s per 1000 assignments, from N=9 (1000 assignments, 1 s) and N=4 (125, 0.125 s): the
    # exponent is 0, so N=n costs (n+1)^3 / 1000 s; with 1.125 s spent, a budget of 10 s leaves
    # 8.875 s: (n+1)^3 ≤ 8875, n + 1 ≤ 20.7, so N=19 (8000) and not N=20 (9261).
    pilots = [K.Pilot(4, 125, 0.125), K.Pilot(9, 1000, 1.0)]
    assert K.predict(pilots, 19, cube(19)) == pytest.approx(8.0)
    assert K.choose(pilots, cube, 10.0, ONE) == 19


def test_a_growing_cost_per_assignment_is_extrapolated_as_a_power():
    # per assignment 1e-3 s at N=4 and 4e-3 s at N=9: (10/5)^e = 4, e = 2; at N=19 one costs
    # 4e-3 · 2^2 = 16e-3 s, times 8000 = 128 s
    pilots = [K.Pilot(4, 125, 0.125), K.Pilot(9, 1000, 4.0)]
    assert K.predict(pilots, 19, cube(19)) == pytest.approx(128.0)
    chosen = K.choose(pilots, cube, 20.0, ONE)
    spent = 4.125
    assert spent + K.predict(pilots, chosen, cube(chosen)) <= 20.0
    assert spent + K.predict(pilots, chosen + 1, cube(chosen + 1)) > 20.0


def test_the_fixed_cost_of_every_check_counts():
    pilots = [K.Pilot(4, 125, 0.125), K.Pilot(9, 1000, 1.0)]
    with_fixed = K.Rates(**{**vars(ONE), "fixed": 2.0})
    # two pilots and the check: 6 s of fixed cost out of 10, leaving 2.875 s: (n+1)^3 ≤ 2875
    assert K.choose(pilots, cube, 10.0, with_fixed) == 13


def test_a_stopped_pilot_caps_the_choice_below_it():
    pilots = [K.Pilot(4, 125, 0.125), K.Pilot(9, 1000, 1.0), K.Pilot(10, 1331, None)]
    assert K.choose(pilots, cube, 1000.0, ONE) == 9


def test_without_a_complete_pilot_the_floor():
    assert K.choose([K.Pilot(1, 8, None)], cube, 1000.0, ONE) == 1
    assert K.choose([], cube, 1000.0, ONE) == 1
    # a pilot that alone cost more than the budget is not the default either
    assert K.choose([K.Pilot(1, 8, 5.0)], cube, 1.0, ONE, floor=1) == 1


def test_the_caps_bound_the_choice():
    pilots = [K.Pilot(499, 500, 1e-9), K.Pilot(500, 501, 1e-9)]
    assert K.choose(pilots, lambda n: n + 1, 1e9, ONE) == K.MAX_BOUND
    pilots = [K.Pilot(99, cube(99), 1e-9), K.Pilot(100, cube(100), 1e-9)]
    assert K.choose(pilots, cube, 1e9, ONE) == round(K.MAX_ASSIGNMENTS ** (1 / 3)) - 1
    # however cheap, no further than EXTRAPOLATION times the last pilot's N + 1
    pilots = [K.Pilot(2, 3, 1e-9), K.Pilot(3, 4, 1e-9)]
    assert K.choose(pilots, lambda n: n + 1, 1e9, ONE) == K.EXTRAPOLATION * 4 - 1


def test_an_exponent_that_grows_is_raised_by_its_growth():
    # per assignment 1, 2, 8 (×1e-3 s) at N = 1, 3, 7: exponents log 2 / log 2 = 1, then
    # log 4 / log 2 = 2; it grew by 1, so 3 is used beyond N = 7
    pilots = [K.Pilot(1, 10, 0.01), K.Pilot(3, 10, 0.02), K.Pilot(7, 10, 0.08)]
    assert K.predict(pilots, 15, 10) == pytest.approx(0.08 * 2 ** 3)
    # an exponent that shrank is used as it is
    pilots = [K.Pilot(1, 10, 0.01), K.Pilot(3, 10, 0.04), K.Pilot(7, 10, 0.08)]
    assert K.predict(pilots, 15, 10) == pytest.approx(0.08 * 2 ** 1)


def test_pilots_stop_at_their_share_and_at_a_stop():
    calls = []

    def run_pilot(n, cap):
        calls.append((n, cap))
        meter = R.Budget(steps=cap)
        meter.used = cube(n)            # one step per assignment
        return meter
    done = K.pilots(run_pilot, cube, 1000.0, ONE)
    # the share is 250 steps' worth: N=1 (8), 2 (27), 3 (64), 4 (125) spend 224; N=5 (216)
    # would pass it, so the pilots end at N=4
    assert [p.N for p in done] == [1, 2, 3, 4]
    assert calls[0][1] == int(K.PILOT_SHARE * 1000.0)
    assert calls[1][1] == int(K.PILOT_SHARE * 1000.0) - 8

    def stopping(n, cap):
        meter = run_pilot(n, cap)
        if n == 3:
            meter.stopped = "the step cap"
        return meter
    done = K.pilots(stopping, cube, 1000.0, ONE)
    assert [(p.N, p.seconds) for p in done] == [(1, 8.0), (2, 27.0), (3, None)]
    assert K.choose(done, cube, 1000.0, ONE) == 2


def test_more_budget_never_a_smaller_default():
    from pychecks.lean.claims.catalogue import read_file
    _, readings = read_file(LIST_GAMES)
    ev = next(r.evaluated for r in readings if r.name == "ListGames.win_iff")
    small = K.default_scope(ev, 0.05)
    large = K.default_scope(ev, 0.4)
    assert 1 <= small.N <= large.N
    assert large.N > 8               # the old default of this statement (820 lists)


_CHOOSE = """
import json, sys
from pychecks.lean.claims.catalogue import read_file
from pychecks.lean.evaluate import cost as K
_, readings = read_file(sys.argv[1])
out = {}
for r in readings:
    if r.evaluated is not None and r.name.split(".")[-1] in sys.argv[3:]:
        c = K.default_scope(r.evaluated, float(sys.argv[2]))
        out[r.name] = [c.N, [[p.N, p.assignments, p.seconds] for p in c.pilots]]
print(json.dumps(out, sort_keys=True))
"""


def test_the_same_default_in_two_processes():
    """The choice measures counts, not time: two processes with different hash seeds choose
    the same N from the same pilots' costs."""
    names = ["win_iff", "subWins_period"]
    outs = []
    for seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        done = subprocess.run([sys.executable, "-c", _CHOOSE, str(LIST_GAMES), "0.5", *names],
                              capture_output=True, text=True, env=env, cwd=ROOT, check=True)
        outs.append(json.loads(done.stdout))
    assert outs[0] == outs[1]
    assert len(outs[0]) == len(names)
    assert all(len(pilots) >= 2 for _, pilots in outs[0].values())


def test_check_shows_the_chosen_scope_and_reproduces_it(capsys):
    """`pychecks check` without --bound uses the choice: the scope column shows it, the JSON
    says what it fits, and the reproduce line's --bound reruns exactly that scope."""
    from pychecks.cli import main
    file = str(LIST_GAMES.relative_to(ROOT))
    assert main(["check", file, "win_iff", "--budget", "0.3", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)["verdicts"][0]
    n = int(first["scope"].split(",")[0].removeprefix("N="))
    assert first["reproduce"]["default"].startswith(f"N={n} fits --budget 0.3 s")
    command = first["reproduce"]["command"].split()
    assert command[-2:] == ["--bound", str(n)]
    assert main([*command[1:], "--json"]) == 0
    again = json.loads(capsys.readouterr().out)["verdicts"][0]
    assert (again["scope"], again["examined"], again["status"]) == \
        (first["scope"], first["examined"], first["status"])
    assert "default" not in again["reproduce"]


def test_the_documented_constants():
    # docs/lean-files.md states these
    text = " ".join((ROOT / "docs" / "lean-files.md").read_text(encoding="utf-8").split())
    assert K.DEFAULT_BUDGET == 2 and "`--budget S` (default 2)" in text
    assert K.PILOT_SHARE == 0.25 and "at most a quarter of the budget" in text
    n, seq = 1, []
    while n < 10:
        seq.append(n)
        n = K.next_pilot(n)
    assert seq == [1, 2, 3, 4, 6, 9] and "N = 1, 2, 3, 4, 6, 9, …" in text
    assert K.EXTRAPOLATION == 3 and "three times the last pilot's N + 1" in text
    assert K.MAX_BOUND == 1023 and K.MAX_ASSIGNMENTS == 4_194_304 and \
        "at most N = 1,023 and 4,194,304 assignments" in text


#: docs/scaling.md's table: the default scope by cost of each statement of ListGames.lean at
#: --budget 2 (the same on every machine), and its count-based default before.
SCALING_TABLE = {"bouton": (34, 8), "bouton_wrongParity": (34, 8), "grundy_eq_nimSum": (34, 8),
                 "grundy_wrongTotal": (34, 8), "win_iff": (34, 8), "win_wrongNonempty": (34, 8),
                 "subWins_period": (950, 63), "subWins_wrongPeriod": (950, 63),
                 "heaps_wins": (128, 31), "heaps_wrongNonempty": (128, 31)}


def test_list_games_defaults_grow_tenfold_as_documented():
    """Issue 26: the default scopes of ListGames.lean grow at least 10× in assignments; every
    N here is the one docs/scaling.md shows."""
    from pychecks.lean.claims.catalogue import read_file
    from pychecks.lean.evaluate import check as C
    from pychecks.lean.evaluate import scope as S
    _, readings = read_file(LIST_GAMES)
    for r in readings:
        name = r.name.split(".")[-1]
        ev = r.evaluated
        chosen, before = SCALING_TABLE[name]
        assert C.default_bound(ev) == before, name
        assert K.default_scope(ev, 2.0).N == chosen, name
        grown = C.assignments(ev, S.Scope(chosen, 3)) / C.assignments(ev, S.Scope(before, 3))
        assert grown >= 10, (name, grown)
    assert {r.name.split(".")[-1] for r in readings} == set(SCALING_TABLE)


def test_the_finsets_library_calls_build_are_in_the_prediction(tmp_path):
    """A statement whose work is in the finsets one call builds (`powersetCard 3 (Icc 1 n)`:
    C(n, 3) sets at n) is no cheap one-step statement: the elements of each finset a library call
    returns are counted, so the default N stays where C(n, 3) fits the budget. Uncounted, the
    pilots saw one step per assignment and chose an N whose check ran for minutes in 10 GB."""
    from pychecks.lean.claims.catalogue import read_file
    text = ("theorem card_triples (n : ℕ) :\n"
            "    ((Finset.Icc 1 n).powersetCard 3).card = n.choose 3 := by sorry\n")
    f = tmp_path / "T.lean"
    f.write_text(text, encoding="utf-8")
    (r,) = read_file(f)[1]
    n = K.default_scope(r.evaluated, 2.0).N
    assert 10 <= n <= 120, n
