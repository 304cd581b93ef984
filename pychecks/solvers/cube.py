"""The hand-written six-face kernels of the first engine, kept as the yardstick of the generated
ones: `scripts/bench_cube.py` times `pychecks.solvers.heaps` against them in the same run, and
the golden-file test pins that the generated ones say exactly what these did. Nothing else
calls them.

Plain-array signatures only. A position p is indexed `sum p_k * S**(5-k)` with S = N+1, so face 0
is the slowest axis; the positions with p_0 = a form *slab* a, of S**5 positions. A move never
increases a face, so every option of p lies in p's slab or an earlier one.

Outcome kernels use one pass in index order and cost O(positions x sum |group|) at most: for each
move group g they keep `reach_g[p]` = "some q <= p, equal to p off g, lies in X", where X is the set
being tested (a closed-form P, or the P-positions as they are solved). The options of p through g
are exactly the positions below p in g's coordinates, so p has an option in X through g iff
reach_g[p - e_k] for some face k of g with p_k > 0. The reach bits of all groups are packed into
one integer per position, so a position costs six loads (one per face) whatever the groups. Each
pass looks back at most one slab, so the driver keeps two slabs (a ring) instead of the whole box.
The misère pass assumes every face belongs to some group (true of every cube family), so that a
move exists iff some face is non-empty.

Slow moves (each face loses at most one token) have at most 2^|g| - 1 options per group; their
kernel enumerates the union of those decrement patterns (`deltas`) directly.
"""
from __future__ import annotations

import numpy as np
from numba import njit

#: Modes of the outcome kernels.
MODE_GIVEN = 0    # X is supplied (a closed-form P): report which positions have an option in X
MODE_NORMAL = 1   # X = P-positions of normal play: p in X iff no option is in X
MODE_MISERE = 2   # X = P-positions of misere play: p in X iff p has a move and no option in X


@njit(cache=True, nogil=True)
def _outcome_slab(a, S, face_groups, mode, given, prev_reach, cur_reach, cur_x, has_option):
    """One slab (p_0 = a) of the full-move pass.

    reach[off] packs reach_g for every group g into one integer (bit g). `face_groups[k]` has
    bit g set when face k belongs to group g, so the groups through which p has an option in X
    are the OR, over faces k with p_k > 0, of reach[p - e_k] & face_groups[k]: six loads per
    position whatever the number of groups. Writes cur_reach, cur_x and has_option.
    """
    every_group = cur_reach.dtype.type(0)
    for k in range(6):
        every_group |= face_groups[k]
    s1, s2, s3, s4 = S ** 4, S ** 3, S ** 2, S
    m0, m1, m2, m3, m4, m5 = (face_groups[0], face_groups[1], face_groups[2], face_groups[3],
                              face_groups[4], face_groups[5])
    off = 0
    for p1 in range(S):
        for p2 in range(S):
            for p3 in range(S):
                for p4 in range(S):
                    for p5 in range(S):
                        below = cur_reach.dtype.type(0)
                        if a > 0:
                            below |= prev_reach[off] & m0
                        if p1 > 0:
                            below |= cur_reach[off - s1] & m1
                        if p2 > 0:
                            below |= cur_reach[off - s2] & m2
                        if p3 > 0:
                            below |= cur_reach[off - s3] & m3
                        if p4 > 0:
                            below |= cur_reach[off - s4] & m4
                        if p5 > 0:
                            below |= cur_reach[off - 1] & m5
                        any_option = below != 0
                        if mode == MODE_GIVEN:
                            x = given[off] != 0
                        elif mode == MODE_NORMAL:
                            x = not any_option
                        else:  # misère: a move exists iff some face is non-empty
                            any_move = a + p1 + p2 + p3 + p4 + p5 > 0
                            x = any_move and not any_option
                        cur_x[off] = x
                        has_option[off] = any_option
                        cur_reach[off] = every_group if x else below
                        off += 1


@njit(cache=True, nogil=True)
def _slow_outcome_slab(a, S, deltas, mode, given, prev_x, cur_x, has_option):
    """One slab of the slow-move pass: the options of p are p - d for each 0/1 vector d in
    `deltas` (shape (D, 6)) with d <= p, i.e. d's faces all non-empty in p."""
    D = deltas.shape[0]
    s1, s2, s3, s4 = S ** 4, S ** 3, S ** 2, S
    back = np.empty(D, np.int64)     # index distance from p to p - d within the slab
    need = np.empty(D, np.int64)     # d's faces as a 6-bit mask
    from_prev = np.empty(D, np.bool_)
    for d in range(D):
        back[d] = deltas[d, 1] * s1 + deltas[d, 2] * s2 + deltas[d, 3] * s3 + deltas[d, 4] * s4 \
            + deltas[d, 5]
        need[d] = 0
        for k in range(6):
            if deltas[d, k]:
                need[d] |= 1 << k
        from_prev[d] = deltas[d, 0] != 0
    off = 0
    for p1 in range(S):
        for p2 in range(S):
            for p3 in range(S):
                for p4 in range(S):
                    for p5 in range(S):
                        nonempty = ((a > 0) * 1 | (p1 > 0) * 2 | (p2 > 0) * 4 | (p3 > 0) * 8
                                    | (p4 > 0) * 16 | (p5 > 0) * 32)
                        any_option = False
                        for d in range(D):
                            if need[d] & nonempty == need[d]:
                                if from_prev[d]:
                                    hit = prev_x[off - back[d]] != 0
                                else:
                                    hit = cur_x[off - back[d]] != 0
                                if hit:
                                    any_option = True
                                    break
                        if mode == MODE_GIVEN:
                            x = given[off] != 0
                        elif mode == MODE_NORMAL:
                            x = not any_option
                        else:  # misère: every single face is a slow move, so moves exist iff
                            x = nonempty != 0 and not any_option  # some face is non-empty
                        cur_x[off] = x
                        has_option[off] = any_option
                        off += 1
