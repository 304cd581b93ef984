"""Writing Lean: the files `pychecks emit` writes, printed from a small syntax tree.

* `syntax`         the write-side syntax tree and its printer (every parenthesis placed by it);
* `emit`           heap-game fixtures: witnesses, books, consistency sweeps, bridges, examples;
* `books`          Grundy books of Node Kayles, Nim sums and Welter's game;
* `plain_books`    books of plain statements of a user's Lean file;
* `user_checkers`  checker modules: a Bool checker per move relation of a user's file, with its
                   bridge to the user's definition.

Nothing here imports `pychecks.lean.verify`: what re-reads these files must not share the
writer's code.
"""
