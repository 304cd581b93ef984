"""Dask: a two-worker LocalCluster (in-process, no port opened) gives the numba path's verdicts and
the single-process Welter census; too-large checks are refused before computing; the CLI routes
kernel statements to Dask and leaves characterisations on numba with one note."""
import numpy as np
import pytest

from pychecks import scale
from pychecks.backends import enumerator
from pychecks.drivers import welter_census as WC
from pychecks.drivers import welter_dask as WD
from pychecks.claims import find_claim
from pychecks.cli import main
from pychecks.drivers import heaps_array as A
from pychecks.errors import TooLarge
from pychecks.verdict import Status

from .drivers.test_cube_array import KERNEL_MUTANTS, comparable


@pytest.fixture(scope="module")
def client():
    with scale.cluster(workers=2, processes=False) as c:
        yield c


def test_two_workers_agree_with_numba(client):
    assert len(scale.worker_limits(client)) == 2
    for name in ("cubeRotationNim_pPositions", "slowCubeEdgeNim_pPositions"):
        st = find_claim(name).statement
        v = A.check_dask(st, 3, client, chunk_positions=4 ** 4, workers_label="2 workers")
        assert v.status is Status.HOLDS and v.backend == "enumerate (dask, 2 workers)"
        assert comparable(v) == comparable(enumerator().check(st, 3))


@pytest.mark.parametrize("index", [0, 3, 8])
def test_two_workers_find_the_mutants_counterexample(client, index):
    label, st = KERNEL_MUTANTS[index]
    v = A.check_dask(st, 4, client, chunk_positions=2 * 5 ** 4)
    assert v.status is Status.FAILS, label
    assert comparable(v) == comparable(enumerator().check(st, 4)), label


def test_block_too_large_for_a_worker_is_refused():
    st = find_claim("cubeVertexNim_pPositions").statement
    with scale.cluster(workers=1, processes=False, memory_limit="256MiB") as small:
        # N=63, blocks of 4 x 64^4 positions: several GiB a block, refused before computing
        with pytest.raises(TooLarge, match="on worker"):
            A.check_dask(st, 63, small, chunk_positions=4 * 64 ** 4)


def test_welter_census_rows_on_dask_equal_single_process(client):
    mex = WC.mex_table(12)
    for coins in (2, 4, 6):
        expected = WC.census_row(coins, 12, row_limit=64, mex=mex)
        got = WD.census_row_dask(client, coins, 12, row_limit=64, mex=mex, chunk=97)
        assert (got.counts, got.first) == (expected.counts, expected.first)
    expected = WC.custom_census([3, 5], 13, rows=False, mex=True)
    got = WD.custom_census_dask(client, [3, 5], 13, rows=False, mex=True, chunk=250)
    assert [(r.counts, r.first) for r in got.rows] == [(r.counts, r.first) for r in expected.rows]


def test_welter_census_rows_on_threads_equal_single_process():
    for coins, cap, row_limit in ((3, 11, 64), (5, 14, 0), (8, 16, 0)):
        expected = WC.census_row(coins, cap, row_limit=row_limit)
        got = WD.census_row_parallel(coins, cap, row_limit=row_limit, chunk=61)
        assert (got.counts, got.first) == (expected.counts, expected.first)


def test_welter_census_merge_keeps_the_least_first_failure():
    counts = np.array([[1, 2], [3, 4]])
    fails = np.array([[-1, 9, 5], [7, 4, -1]])
    total, first = WD._merge(counts, fails)
    assert total.tolist() == [4, 6] and first.tolist() == [7, 4, 5]


@pytest.mark.parametrize("rank", range(0, 120, 7))
def test_start_mask_is_the_rank_th_position(rank):
    from itertools import combinations
    order = sorted(sum(1 << s for s in c) for c in combinations(range(10), 3))
    assert WD.start_mask(3, rank) == order[rank]


def test_cli_routes_kernels_to_dask_and_notes_characterisations(capsys):
    code = main(["check", "cubeVertexNim_pPositions", "cubeVertexNim_misere_pPositions",
                 "--bound", "3", "--workers", "1"])
    out, err = capsys.readouterr()
    assert code == 0
    assert "enumerate (dask blocks, 1 local workers)" in out
    assert err.count("note: characterisations") == 1


def test_cli_array_path_on_request(capsys):
    code = main(["check", "cubeEdgeNim_pPositions", "--bound", "3", "--workers", "1",
                 "--dask-path", "array"])
    out, _ = capsys.readouterr()
    assert code == 0 and "enumerate (dask, 1 local workers)" in out


def test_cli_routes_move_generators_to_the_blocks_path(capsys):
    """A generator's kernel statement splits into blocks (both halves fail here, at the pairs the
    one-pass check names); the array formulation hands it to the blocks path, with a note."""
    lean = "lean/Examples/HeapGames.lean"
    code = main(["check", lean, "wythoff_wrongEightFifths", "takeTwo_pPositions", "--bound", "40",
                 "--workers", "1", "--dask-path", "array"])
    out, err = capsys.readouterr()
    assert code == 1, err
    assert out.count("enumerate (dask blocks, 1 local workers)") == 4  # 2 rows, 2 half rows
    assert "p := ![20, 33]" in out and "p := ![21, 35]" in out
    assert err.count("note: the array formulation knows group families only") == 2


@pytest.mark.parametrize("argv,message", [
    (["--workers", "0"], "--workers 0: must be at least 1"),
    (["--scheduler", "localhost:8786"], "expected an address like tcp://"),
    (["--workers", "2", "--scheduler", "tcp://127.0.0.1:8786"], "not both"),
])
def test_cli_bad_cluster_options_are_one_line(argv, message, capsys):
    code = main(["check", "cubeVertexNim_pPositions", "--bound", "2"] + argv)
    err = capsys.readouterr().err
    assert code == 2 and message in err and "Traceback" not in err
