"""Settings for the whole suite."""
import os

# An internal error of the shapes' reader is reported to a user as one reason ("please report
# it") and the statement goes on to the evaluator; under test it must fail the test instead, so
# that no bug hides behind another reader's answer.
os.environ.setdefault("PYCHECKS_STRICT", "1")
