"""Move relations that are no group family, shared by the generator tests: each with the move
generator z3 must find (steps and rays), on 1 to 5 heaps, and relations that must keep the
general path. Written as a claims file would write them (`MoveFamily.from_relation`)."""
from pychecks import expr as E
from pychecks.games.generators import MoveGenerator
from pychecks.games.heaps import MoveFamily


def one_heap_rule(d: int, name: str, rule):
    """"Exactly one heap i moves, by `rule(p i, q i)`": `∃ i, rule ∧ ∀ k ≠ i, q k = p k`."""
    p, q = E.heaps(d), E.next_heaps(d)
    return MoveFamily.from_relation(f"{name}{d}", f"{name[0].upper()}{name[1:]}Move{d}", heaps=d,
                                    move=E.exists_heaps(d, lambda i: E.And(
                                        E.forall_heaps(d, lambda k: True if k == i
                                                       else E.Eq(q[k], p[k])),
                                        rule(p[i], q[i]))))


def take_one_or_two(d: int):
    """Take 1 or 2 tokens from one heap (a heap of n is worth n % 3)."""
    return one_heap_rule(d, "takeTwo", lambda a, b: E.Or(E.Eq(a, b + 1), E.Eq(a, b + 2)))


def subtract_134(d: int):
    """The subtraction game {1, 3, 4} on each heap."""
    return one_heap_rule(d, "subtract", lambda a, b: E.Or(*[E.Eq(a, b + s) for s in (1, 3, 4)]))


def one_heap_steps(d: int, steps) -> MoveGenerator:
    return MoveGenerator(d, tuple(tuple(s if j == k else 0 for j in range(d))
                                  for k in range(d) for s in steps))


def wythoff():
    """Wythoff's queen: any number from one heap, or the same number from both."""
    p, q = E.heaps(2), E.next_heaps(2)
    return MoveFamily.from_relation(
        "wythoff", "WythoffMove", heaps=2,
        move=E.And(E.Le(q[0], p[0]), E.Le(q[1], p[1]), E.Or(E.Ne(q[0], p[0]), E.Ne(q[1], p[1])),
                   E.Or(E.Eq(q[0], p[0]), E.Eq(q[1], p[1]), E.Eq(p[0] + q[1], p[1] + q[0]))))


def ray_and_steps():
    """Any number from heap 0; or 1 or 2 from heap 1; or 2 from each: a ray beside steps."""
    p, q = E.heaps(2), E.next_heaps(2)
    return MoveFamily.from_relation("rayAndSteps", "RayAndStepsMove", heaps=2, move=E.Or(
        E.And(E.Lt(q[0], p[0]), E.Eq(q[1], p[1])),
        E.And(E.Eq(q[0], p[0]), E.Or(E.Eq(p[1], q[1] + 1), E.Eq(p[1], q[1] + 2))),
        E.And(E.Eq(p[0], q[0] + 2), E.Eq(p[1], q[1] + 2))))


def one_or_even():
    """One heap: take 1, or any even number (a ray of 2 beside a step of 1)."""
    p, q = E.heaps(1), E.next_heaps(1)
    return MoveFamily.from_relation("oneOrEven", "OneOrEvenMove", heaps=1, move=E.And(
        E.Lt(q[0], p[0]), E.Or(E.Eq(p[0], q[0] + 1), E.Eq((p[0] + q[0]) % 2, 0))))


def two_from_two():
    """Take 2 tokens from each of two heaps (of three): three multi-heap steps."""
    p, q = E.heaps(3), E.next_heaps(3)
    pairs = ((0, 1), (0, 2), (1, 2))
    return MoveFamily.from_relation("twoFromTwo", "TwoFromTwoMove", heaps=3, move=E.Or(*[
        E.And(*[E.Eq(p[k], q[k] + 2) if k in pair else E.Eq(q[k], p[k]) for k in range(3)])
        for pair in pairs]))


def diagonal_or_last():
    """Three heaps: the same number from all three (a diagonal ray), or 1 from heap 2."""
    p, q = E.heaps(3), E.next_heaps(3)
    return MoveFamily.from_relation("diagonalOrLast", "DiagonalOrLastMove", heaps=3, move=E.Or(
        E.And(E.Lt(q[0], p[0]), E.Eq(p[0] + q[1], p[1] + q[0]), E.Eq(p[0] + q[2], p[2] + q[0]),
              E.Le(q[1], p[1]), E.Le(q[2], p[2])),
        E.And(E.Eq(q[0], p[0]), E.Eq(q[1], p[1]), E.Eq(p[2], q[2] + 1))))


def stride_rays():
    """Four heaps: lower heaps 0 and 2 by k and 2k (a ray (1,0,2,0)), or any even number from
    heap 3, or 1 from heap 1."""
    p, q = E.heaps(4), E.next_heaps(4)
    return MoveFamily.from_relation("strideRays", "StrideRaysMove", heaps=4, move=E.Or(
        E.And(E.Lt(q[0], p[0]), E.Eq(2 * p[0] + q[2], p[2] + 2 * q[0]), E.Le(q[2], p[2]),
              E.Eq(q[1], p[1]), E.Eq(q[3], p[3])),
        E.And(E.Lt(q[3], p[3]), E.Eq((p[3] + q[3]) % 2, 0), E.Eq(q[0], p[0]),
              E.Eq(q[1], p[1]), E.Eq(q[2], p[2])),
        E.And(E.Eq(p[1], q[1] + 1), E.Eq(q[0], p[0]), E.Eq(q[2], p[2]), E.Eq(q[3], p[3]))))


def any_from_last():
    """Five heaps: any number from heap 4, or 1 or 2 from any other."""
    p, q = E.heaps(5), E.next_heaps(5)
    last = E.And(E.Lt(q[4], p[4]), *[E.Eq(q[k], p[k]) for k in range(4)])
    return MoveFamily.from_relation("anyFromLast", "AnyFromLastMove", heaps=5, move=E.Or(
        last, *[E.And(E.Or(E.Eq(p[i], q[i] + 1), E.Eq(p[i], q[i] + 2)),
                      *[E.Eq(q[k], p[k]) for k in range(5) if k != i]) for i in range(4)]))


def _unit(d, k, s=1):
    return tuple(s if j == k else 0 for j in range(d))


#: (family, the generator z3 must prove) on 1 to 5 heaps.
GENERATORS = (
    [(take_one_or_two(d), one_heap_steps(d, (1, 2))) for d in range(1, 6)]
    + [(subtract_134(d), one_heap_steps(d, (1, 3, 4))) for d in (1, 2, 3, 5)]
    + [(wythoff(), MoveGenerator(2, (), ((0, 1), (1, 0), (1, 1)))),
       (ray_and_steps(), MoveGenerator(2, ((0, 1), (0, 2), (2, 2)), ((1, 0),))),
       (one_or_even(), MoveGenerator(1, ((1,),), ((2,),))),
       (two_from_two(), MoveGenerator(3, ((0, 2, 2), (2, 0, 2), (2, 2, 0)))),
       (diagonal_or_last(), MoveGenerator(3, ((0, 0, 1),), ((1, 1, 1),))),
       (stride_rays(), MoveGenerator(4, ((0, 1, 0, 0),), ((0, 0, 0, 2), (1, 0, 2, 0)))),
       (any_from_last(), MoveGenerator(5, tuple(_unit(5, k, s) for k in range(4)
                                                for s in (1, 2)), ((0, 0, 0, 0, 1),))),
       (wythoff().slowed(), MoveGenerator(2, ((0, 1), (1, 0), (1, 1))))]
)
FAMILIES = [f for f, _ in GENERATORS]


def ids(families):
    return [f"{f.name}-{f.heaps}" for f in families]


def parity_dependent():
    """Looks translation invariant from an even heap, but takes 1 only from an even heap: the
    moves depend on p 0 itself, not only on p 0 − q 0."""
    p, q = E.heaps(1), E.next_heaps(1)
    return MoveFamily.from_relation("parityTake", "ParityTakeMove", heaps=1, move=E.Or(
        E.And(E.Eq(p[0] % 2, 0), E.Eq(p[0], q[0] + 1)), E.Eq(p[0], q[0] + 2)))


def halving(d: int = 2):
    """Halve one heap, rounding down: a sum of one-heap games with no generator."""
    return one_heap_rule(d, "halving", lambda a, b: E.And(E.Lt(b, a), E.Eq(b, E.div(a, 2))))
