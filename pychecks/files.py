"""Checks made before a command writes anything: the places it will write to must be
directories it can write in. Each problem is a one-line BadInput (exit 2), raised before the
first byte is written, so a refused command leaves nothing half done."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

from .errors import BadInput


def _reason(exc: OSError) -> str:
    return exc.strerror or type(exc).__name__


def probe_write(directory: Path, what: str) -> None:
    """BadInput unless a file can be created in the existing `directory` (created, then
    removed at once: permissions, a read-only file system and quotas all show up here)."""
    try:
        fd, name = tempfile.mkstemp(dir=directory, prefix=".pychecks-probe-")
    except OSError as exc:
        raise BadInput(f"{what}: cannot write in {directory} ({_reason(exc)})") from None
    os.close(fd)
    os.unlink(name)


def require_directory_for(path: Path, what: str, create: bool) -> None:
    """BadInput unless `path`'s directory can receive a new file. With `create`, missing
    directories on the way are allowed (the command makes them): the nearest one that exists
    must then be a writable directory."""
    directory = path.parent if str(path.parent) else Path(".")
    existing = directory
    while not existing.exists():
        if not create:
            raise BadInput(f"{what}: directory {directory} does not exist")
        if existing.parent == existing:
            break
        existing = existing.parent
    if not existing.is_dir():
        raise BadInput(f"{what}: {existing} is not a directory")
    probe_write(existing, what)


def require_writable_file(path: Path, what: str, create_dirs: bool = False) -> None:
    """BadInput unless `path` can be written as a plain file: it is no directory, and its
    directory accepts new files (see `require_directory_for`)."""
    if path.is_dir():
        raise BadInput(f"{what}: {path} is a directory, not a file")
    require_directory_for(path, what, create_dirs)


def require_writable_dir(path: Path, what: str) -> None:
    """BadInput unless `path` is a directory we can write in, or can be made one."""
    if path.exists() and not path.is_dir():
        raise BadInput(f"{what}: {path} exists and is not a directory")
    if path.is_dir():
        probe_write(path, what)
    else:
        require_directory_for(path / "x", what, create=True)
