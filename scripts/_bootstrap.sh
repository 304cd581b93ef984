# Sourced by scripts/check and scripts/test: make ./.venv with pychecks installed (editable) and
# its dependencies, once; later runs reuse it. A fresh clone on a fresh machine needs only python3.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="$VENV/bin/python"
# Re-install when pyproject.toml changed since the last install (new dependency, new script).
STAMP="$VENV/.pychecks-installed"
if [ ! -x "$PY" ] || [ ! -f "$STAMP" ] || [ "$ROOT/pyproject.toml" -nt "$STAMP" ]; then
  echo "setting up $VENV (first run only) ..." >&2
  if [ ! -x "$PY" ]; then
    python3 -m venv "$VENV"
  fi
  "$PY" -m pip install --quiet --upgrade pip >&2
  "$PY" -m pip install --quiet -e "$ROOT[test]" >&2
  touch "$STAMP"
fi
