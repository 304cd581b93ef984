"""The script side of a held-out batch's brute forces (`python3 brute_force_held_out_uN.py`):
each module's BRUTE against the corpus's expected.toml, for the files its keys name, and its
MUTANTS, which must all be False. tests/test_realworld.py checks the same dicts for every batch
at once; this is the batch's own quick look, with no pychecks in it."""
from __future__ import annotations

import tomllib
from pathlib import Path


def main(brute: dict, mutants: dict) -> int:
    """0 when every brute force agrees with its expected verdict, every computable entry of the
    files it covers has one, no UNKNOWN entry has one, and every mutant is False; 1 otherwise."""
    with open(Path(__file__).resolve().parent / "expected.toml", "rb") as f:
        expected = tomllib.load(f)
    ok, held = True, 0
    print("%-100s %s" % ("BRUTE", "result"))
    for key, fn in brute.items():
        path, name = key.split("::")
        got = "HOLDS" if fn() else "FAILS"
        held += got == "HOLDS"
        want = expected.get(path, {}).get(name)
        flag = "" if want == got else "   <-- MISMATCH (expected %s)" % want
        ok = ok and not flag
        print("%-100s %s%s" % (key, got, flag))
    for path in sorted({key.split("::")[0] for key in brute}):
        for name, v in expected.get(path, {}).items():
            if name == "project":
                continue
            if v in ("HOLDS", "FAILS") and path + "::" + name not in brute:
                print("missing brute force for", path, name)
                ok = False
            if v == "UNKNOWN" and path + "::" + name in brute:
                print("brute force for an UNKNOWN entry", path, name)
                ok = False
    print()
    print("%-100s %s" % ("MUTANT", "result"))
    for key, fn in mutants.items():
        r = fn()
        if key.split("#")[0] not in brute:
            print("mutant without brute force", key)
            ok = False
        flag = "" if not r else "   <-- MUTANT NOT KILLED"
        ok = ok and not r
        print("%-100s %s%s" % (key, bool(r), flag))
    print()
    print("brute forces: %d (HOLDS %d, FAILS %d); mutants: %d"
          % (len(brute), held, len(brute) - held, len(mutants)))
    print("ALL OK" if ok else "PROBLEMS FOUND")
    return 0 if ok else 1
