"""Claims from Lean: what pychecks checks that comes from Lean text.

* `catalogue`     the statements of a `.lean` file as claims (`pychecks check FILE.lean`);
* `drift`         whether a hand mirror's Lean statement still reads as it did;
* `bridges`       the bridges of `lean/PychecksStatements/CubeBridge.lean`: the Bool checkers
                  of `lean/Pychecks/Cube.lean`, through their ports, against the Prop mirrors;
* `book_bridges`  the bridges of `lean/PychecksStatements/GrundyBooks.lean`, the same way.
"""
