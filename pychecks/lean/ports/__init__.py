"""The Lean library `lean/Pychecks/` ported to Python, line by line: what a fixture's `decide`
computes, with nothing optimised.

* `checkers`  `Basic.lean`, `Cube.lean`, `Heaps.lean`: lists, boxes, the move checkers and
              option enumerators of the cube, group moves;
* `grundy`    `Grundy.lean`: packed tables, mex, sweeps, and the book checkers of Node Kayles,
              Nim sums and Welter's game.

Three sides use them, so they live apart from each: the writers compute the data a checker must
accept, the bridges (`pychecks.lean.claims`) compare them with the Prop mirrors, and the
readers (`pychecks.lean.verify`) re-check written files through them.
"""
