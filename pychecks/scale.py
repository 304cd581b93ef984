"""Scaling out: a Dask cluster (embedded or existing), memory per chunk, progress, peak memory.

`pychecks check NAME --workers K` starts an embedded `LocalCluster` of K single-threaded worker
processes bound to 127.0.0.1; `--scheduler tcp://HOST:PORT` joins a running cluster (started with
`dask scheduler` and `dask worker`, see the README). Before anything is computed, the estimated
peak of one block (chunk) times the threads of each worker is compared with that worker's memory
limit; a check that would not fit is refused with the estimate (`TooLarge`).

dask and distributed are imported inside these functions only.
"""
from __future__ import annotations

import contextlib
import sys
import time

from .errors import BadInput, TooLarge
from .progress import Progress

#: One thread per worker process: the block kernels are numpy loops that hold the GIL part of
#: the time, so processes, not threads, are what scale.
THREADS_PER_WORKER = 1
#: Blocks a worker holds besides those it runs: carries across blocks keep the inputs of the
#: next block waiting (measured: vertex N=31, a single-threaded worker grew by two blocks).
HELD_BLOCKS = 1
#: How long to wait for an existing scheduler before giving up with one line.
CONNECT_TIMEOUT_S = 10


#: How long to wait for workers to register before giving up with a one-line error.
WORKER_WAIT_S = 60


@contextlib.contextmanager
def cluster(workers: int | None = None, scheduler: str | None = None, processes: bool = True,
            memory_limit="auto"):
    """A dask.distributed Client: joined to `scheduler`, or of an embedded LocalCluster with
    `workers` single-threaded workers (processes, or threads when processes=False), bound to
    127.0.0.1 with no dashboard. Closed on exit."""
    import logging
    from dask.distributed import Client, LocalCluster
    if scheduler is not None:
        if not scheduler.startswith(("tcp://", "tls://", "inproc://", "ws://", "wss://")):
            raise BadInput(f"--scheduler {scheduler!r}: expected an address like "
                           "tcp://HOST:8786")
        try:
            client = Client(scheduler, timeout=CONNECT_TIMEOUT_S)
        except (OSError, TimeoutError) as exc:
            raise BadInput(f"--scheduler {scheduler}: no scheduler answered within "
                           f"{CONNECT_TIMEOUT_S}s ({type(exc).__name__})") from None
        try:
            _wait_for_workers(client, 1)
            yield client
        finally:
            client.close()
        return
    if workers is None or workers < 1:
        raise BadInput(f"--workers {workers}: must be at least 1")
    # Worker processes talk over TCP on the loopback only; threads use in-process transport,
    # which opens no port at all.
    # The scheduler always serves HTTP (health, metrics): keep it on the loopback, any free port.
    where = {"host": "127.0.0.1"} if processes else {}
    with LocalCluster(n_workers=workers, threads_per_worker=THREADS_PER_WORKER,
                      processes=processes, dashboard_address="127.0.0.1:0",
                      memory_limit=memory_limit,
                      silence_logs=logging.ERROR, **where) as lc, \
            Client(lc) as client:
        # Worker processes register with the scheduler after LocalCluster returns; asking for
        # their memory limits before then would see an empty cluster.
        _wait_for_workers(client, workers)
        yield client


def _wait_for_workers(client, n: int) -> None:
    try:
        client.wait_for_workers(n_workers=n, timeout=WORKER_WAIT_S)
    except TimeoutError:
        raise BadInput(f"the dask cluster has fewer than {n} worker(s) after {WORKER_WAIT_S}s "
                       "(start some with `dask worker ADDRESS`)") from None


def worker_limits(client) -> dict[str, tuple[int, int]]:
    """Each worker's (memory limit in bytes, threads); a limit of 0 means none was set."""
    info = client.scheduler_info(n_workers=-1)["workers"]
    return {addr: (int(w.get("memory_limit") or 0), int(w.get("nthreads") or 1))
            for addr, w in info.items()}


def refuse_if_too_large(what: str, per_chunk: int, client) -> None:
    """TooLarge when one worker's blocks ((threads + HELD_BLOCKS) x per-chunk estimate) exceed
    its memory limit; BadInput when the cluster has no worker."""
    limits = worker_limits(client)
    if not limits:
        raise BadInput("the dask cluster has no workers (start some with `dask worker ADDRESS`)")
    for addr, (limit, threads) in limits.items():
        need = worker_bytes(per_chunk, threads)
        if limit and need > limit:
            raise TooLarge(f"{what}: {threads + HELD_BLOCKS} blocks at once on worker {addr}",
                           need, limit)


def worker_bytes(per_chunk: int, threads: int = THREADS_PER_WORKER) -> int:
    """Estimated peak bytes of one worker: the blocks it runs plus those it holds."""
    return per_chunk * (threads + HELD_BLOCKS)


def compute_blocks(client, array, label: str):
    """Compute a dask array block by block on `client`, showing progress on stderr; returns the
    blocks' values in block order (a list of numpy arrays)."""
    from dask.distributed import as_completed
    blocks = array.to_delayed().ravel().tolist()
    futures = client.compute(blocks)
    order = {f.key: i for i, f in enumerate(futures)}
    out = [None] * len(futures)
    with Progress(label) as progress:
        done = 0
        for future in as_completed(futures):
            out[order[future.key]] = future.result()
            done += 1
            progress.update(done, len(futures))
    return out


def compute_local(array, label: str, scheduler: str = "threads", num_workers: int | None = None):
    """Compute a dask array in this process (threads or synchronous), with progress on stderr."""
    import dask
    from dask.callbacks import Callback

    class _Tick(Callback):
        def __init__(self, progress):
            super().__init__()
            self.progress, self.total, self.done = progress, 0, 0

        def _start_state(self, dsk, state):
            self.total = len(dsk)

        def _posttask(self, key, result, dsk, state, worker_id):
            self.done += 1
            self.progress.update(self.done, self.total)

    with Progress(label) as progress, _Tick(progress):
        return dask.compute(array, scheduler=scheduler, num_workers=num_workers)[0]


def worker_peak_rss(client) -> dict[str, int]:
    """Peak resident memory of each worker process so far (bytes, from getrusage ru_maxrss)."""
    return client.run(_own_peak_rss)


def _own_peak_rss() -> int:
    import resource
    # Linux reports ru_maxrss in KiB (macOS in bytes; this project runs on Linux).
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def note(text: str) -> None:
    """One line on stderr (for routing decisions the user should know about)."""
    print(f"note: {text}", file=sys.stderr, flush=True)


def timed(fn, *args, **kwargs):
    """(result, seconds) of fn(*args, **kwargs)."""
    start = time.perf_counter()
    result = fn(*args, **kwargs)
    return result, time.perf_counter() - start
