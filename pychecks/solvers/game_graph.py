"""Numba kernel for a finite game graph given as options lists: the longest play from every
position, and its outcome (normal or misère play) or Grundy value.

The graph is in compressed rows: the options of position r are `targets[offsets[r]:
offsets[r + 1]]`, each an index of a position of the same table, or -1 for an option that
lies outside the table (outside the scope). A position is *decided* when every play from it
stays in the table and ends: it reaches no -1 and no cycle. Its values are then those of the
recursions over its options that Lean users write (`wins (f + 1) p = (options p).any fun q =>
!wins f q`, `grundy` by `mex`), with enough fuel; an undecided position gets height -1 and
value -1, and so does every position with an undecided option (its longest play is not known,
so no fuel can be checked against it).

The kernel only touches ints and arrays and writes into caller-supplied arrays; the pure-Python
reference is `pychecks.solvers.game_graph_reference`; the evaluator's driver is
`pychecks.lean.evaluate.game_graph`.
"""
from __future__ import annotations

import numpy as np
from numba import njit

#: What `_solve_graph` computes as the value of a position.
NORMAL, MISERE, GRUNDY = 0, 1, 2


@njit(cache=True)
def _solve_graph(offsets, targets, kind, height, value):
    """height[r]: the most moves a play from r can last (0: r has no option); value[r]: for
    kind NORMAL 1 when the player to move wins (some option is lost) else 0, for MISERE the
    same except that a position with no option is won, for GRUNDY the mex of the options'
    values; both -1 where r is undecided (see the module docstring). Iterative depth-first
    search, so that long plays do not exhaust a stack."""
    n = offsets.shape[0] - 1
    state = np.zeros(n, np.int8)          # 0 not seen, 1 on the stack, 2 done
    stack = np.empty(n, np.int64)
    cursor = np.empty(n, np.int64)
    seen = np.zeros(64, np.int64)         # marks for the mex, grown when values need it
    for root in range(n):
        if state[root] != 0:
            continue
        top = 0
        stack[0] = root
        cursor[0] = offsets[root]
        state[root] = 1
        while top >= 0:
            r = stack[top]
            e = cursor[top]
            if e < offsets[r + 1]:
                cursor[top] = e + 1
                t = targets[e]
                if t >= 0 and state[t] == 0:
                    top += 1
                    stack[top] = t
                    cursor[top] = offsets[t]
                    state[t] = 1
                continue
            # every option of r is done, outside the table, or on the stack (a cycle)
            h = 0
            undecided = False
            for k in range(offsets[r], offsets[r + 1]):
                t = targets[k]
                if t < 0 or state[t] == 1 or height[t] < 0:
                    undecided = True
                    break
                if height[t] + 1 > h:
                    h = height[t] + 1
            if undecided:
                height[r] = -1
                value[r] = -1
            else:
                height[r] = h
                if kind == 2:
                    count = offsets[r + 1] - offsets[r]
                    if count + 1 > seen.shape[0]:
                        seen = np.zeros(2 * (count + 1), np.int64)
                    for k in range(offsets[r], offsets[r + 1]):
                        g = value[targets[k]]
                        if g <= count:
                            seen[g] = r + 1
                    m = 0
                    while seen[m] == r + 1:
                        m += 1
                    value[r] = m
                else:
                    won = 1 if (kind == 1 and offsets[r + 1] == offsets[r]) else 0
                    for k in range(offsets[r], offsets[r + 1]):
                        if value[targets[k]] == 0:
                            won = 1
                            break
                    value[r] = won
            state[r] = 2
            top -= 1


def solve_graph(offsets: np.ndarray, targets: np.ndarray, kind: int):
    """(height, value) int64 arrays of every position of the graph (`_solve_graph`)."""
    n = len(offsets) - 1
    height = np.empty(n, np.int64)
    value = np.empty(n, np.int64)
    _solve_graph(np.ascontiguousarray(offsets, np.int64),
                 np.ascontiguousarray(targets, np.int64), kind, height, value)
    return height, value
