"""Counts of mutmut's results per module (run by scripts/mutation): killed, survived, no test,
timeout, and not yet run. Reads `mutmut results --all true`, whose lines are `NAME: STATUS`."""
import collections
import subprocess
import sys
from pathlib import Path

VENV = Path(sys.executable).parent
out = subprocess.run([str(VENV / "mutmut"), "results", "--all", "true"], capture_output=True,
                     text=True, check=False).stdout
counts = collections.defaultdict(collections.Counter)
for line in out.splitlines():
    name, _, status = line.strip().rpartition(": ")
    if not name:
        continue
    # NAME is module.x_function__mutmut_N, or module.xǁClassǁmethod__mutmut_N
    module = name.split(".x")[0]
    counts[module][status] += 1
for module, c in sorted(counts.items()):
    total = sum(c.values())
    shown = ", ".join(f"{n} {s}" for s, n in c.most_common())
    print(f"{module}: {total} mutants: {shown}")
