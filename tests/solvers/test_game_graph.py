"""The game-graph kernel against its pure-Python reference, bit for bit, on random graphs with
options outside the table and cycles; and the comparison can say no."""
import random

import numpy as np
import pytest

from pychecks.solvers.game_graph import GRUNDY, MISERE, NORMAL, solve_graph
from pychecks.solvers.game_graph_reference import reference_solve


def random_graph(rng, n, acyclic):
    options = []
    for r in range(n):
        k = rng.randrange(0, 5)
        if acyclic:
            opts = [rng.randrange(r) for _ in range(k)] if r else []
        else:
            opts = [rng.randrange(n) for _ in range(k)]
        if rng.random() < 0.05:
            opts.append(-1)
        options.append(opts)
    return options


def csr(options):
    offsets = np.zeros(len(options) + 1, np.int64)
    offsets[1:] = np.cumsum([len(o) for o in options])
    targets = np.array([t for o in options for t in o], np.int64)
    return offsets, targets


def kernel(options, kind):
    height, value = solve_graph(*csr(options), kind)
    return [None if h < 0 else (int(h), int(v)) for h, v in zip(height, value)]


@pytest.mark.parametrize("kind", [NORMAL, MISERE, GRUNDY])
@pytest.mark.parametrize("seed", range(12))
def test_kernel_equals_reference(kind, seed):
    rng = random.Random(seed)
    options = random_graph(rng, rng.randrange(1, 60), acyclic=seed % 3 != 0)
    assert kernel(options, kind) == reference_solve(options, kind)


def test_nim_heap_values():
    # one heap of n: options 0..n-1; Grundy value n, height n, lost only at 0
    options = [list(range(n)) for n in range(10)]
    assert kernel(options, GRUNDY) == [(n, n) for n in range(10)]
    assert kernel(options, NORMAL) == [(n, int(n > 0)) for n in range(10)]
    assert kernel(options, MISERE) == [(n, int(n != 1)) for n in range(10)]


def test_cycles_and_the_outside_are_undecided():
    # 0 -> 1 -> 0 is a cycle, 2 -> 0 reaches it, 3 -> outside, 4 has no option
    options = [[1], [0], [0], [-1], []]
    assert kernel(options, NORMAL) == [None, None, None, None, (0, 0)]


def test_the_comparison_can_say_no():
    # a wrong variant (misère read as normal play) differs from the reference on some graph
    rng = random.Random(1)
    options = random_graph(rng, 40, acyclic=True)
    assert kernel(options, MISERE) != reference_solve(options, NORMAL)
