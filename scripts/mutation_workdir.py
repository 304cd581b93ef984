"""Prepare the work directory of a mutation run other than the default one (run by
scripts/mutation): `python scripts/mutation_workdir.py frontend DIR` copies the project's
sources, tests and Lean files into DIR (keeping DIR/mutants, mutmut's cache) and writes
DIR/pyproject.toml, whose [tool.mutmut] is pyproject's [tool.pychecks.mutation.frontend] and
whose [tool.pytest.ini_options] is the project's; it prints the table's `patterns`, the mutants
to run when none are named, one a line."""
import json
import shutil
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COPIED = ("pychecks", "tests", "lean", "examples")


def toml_value(v) -> str:
    """A TOML literal for the strings, booleans and lists of strings used here (JSON's string
    and list syntax is TOML's)."""
    if isinstance(v, bool):
        return "true" if v else "false"
    return json.dumps(v)


def table(name: str, values: dict) -> str:
    return f"[{name}]\n" + "".join(f"{k} = {toml_value(v)}\n" for k, v in values.items())


def main(target: str, work: Path) -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    runs = project["tool"]["pychecks"]["mutation"]
    if target not in runs:
        sys.exit(f"scripts/mutation: no mutation run `{target}` in pyproject.toml "
                 f"(there are: {', '.join(sorted(runs))})")
    work.mkdir(parents=True, exist_ok=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".hypothesis")
    for name in COPIED:
        shutil.rmtree(work / name, ignore_errors=True)
        shutil.copytree(ROOT / name, work / name, ignore=ignore)
    # The copy is no git checkout of its own: mutmut's change detection would ask the
    # enclosing repository about paths it does not have.
    mutmut = {"source_paths": ["pychecks/"], "use_git_change_detection": False,
              **runs[target]}
    patterns = mutmut.pop("patterns", [])
    # mutmut leaves a file alone when its copy under mutants/ is newer than the source, as the
    # plain copy of a module newly named in only_mutate is (it has no .meta): drop that copy.
    for path in mutmut.get("only_mutate", []):
        copy = work / "mutants" / path
        if copy.exists() and not copy.with_name(copy.name + ".meta").exists():
            copy.unlink()
    text = (table("tool.pytest.ini_options", project["tool"]["pytest"]["ini_options"]) + "\n"
            + table("tool.mutmut", mutmut))
    (work / "pyproject.toml").write_text(text, encoding="utf-8")
    print("\n".join(patterns))  # the mutants to run when none are named


if __name__ == "__main__":
    main(sys.argv[1], Path(sys.argv[2]))
