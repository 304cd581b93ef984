/-
PychecksStatements: the user's statements, verbatim from the specifications, one file per family,
with the `theorem_wanted` command and the bridge statements for the Bool checkers.
-/
import PychecksStatements.TheoremWanted
import PychecksStatements.Cube
import PychecksStatements.CubeBridge
import PychecksStatements.Kayles
import PychecksStatements.SpragueGrundy
import PychecksStatements.Welter
import PychecksStatements.GrundyBooks
