"""Fixtures shared by the whole suite."""

from __future__ import annotations

import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import psycopg
import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


@pytest.fixture(scope="session")
def shared_data() -> Path:
    """``../shared/data`` beside the checkout; skips when a clone has no shared folder."""
    path = SHARED / "data"
    if not path.is_dir():
        pytest.skip("../shared/data is not present (a user's clone has no shared folder)")
    return path


@pytest.fixture(scope="session")
def seeds() -> Path:
    """``../shared/seeds``: the OCR text of the two books."""
    path = SHARED / "seeds"
    if not path.is_dir():
        pytest.skip("../shared/seeds is not present")
    return path


@dataclass
class PostgresServer:
    """A PostgreSQL server of this test session: on 127.0.0.1:``port``, user ``whist``
    trusted, its data in a temporary folder owned by ``postgres``."""

    host: str
    port: int
    user: str
    _count: itertools.count[int] = field(default_factory=lambda: itertools.count(1))

    def url(self, database: str) -> str:
        return f"postgresql://{self.user}@{self.host}:{self.port}/{database}"

    def new_database(self) -> str:
        """A fresh, empty database; its URL (``postgresql://whist@127.0.0.1:PORT/NAME``)."""
        name = f"t{os.getpid()}_{next(self._count)}"
        with psycopg.connect(self.url("postgres"), autocommit=True) as connection:
            connection.execute(f"CREATE DATABASE {name}")
        return self.url(name)


def _no_postgres(reason: str) -> None:
    """Skip, except on CI (``CI=true``), where the set-up installs the server and a skip
    would hide the PostgreSQL tests: there it fails."""
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"PostgreSQL tests cannot run on CI: {reason}", pytrace=False)
    pytest.skip(reason)


def _run(*command: str) -> None:
    # from / : the postgres user may not enter the checkout's folder
    done = subprocess.run(command, capture_output=True, text=True, check=False, cwd="/")
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed:\n{done.stdout}{done.stderr}")


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    """One real PostgreSQL (Debian's, ``$(pg_config --bindir)``) for the whole session,
    started as the ``postgres`` user in a temporary folder on a free loopback port and
    stopped at the end. Skipped when not root or no server is installed (failing on CI)."""
    if os.geteuid() != 0:
        _no_postgres("the PostgreSQL tests start a server as the postgres user: run as root")
    pg_config = shutil.which("pg_config")
    if pg_config is None:
        _no_postgres("PostgreSQL is not installed (apt-get install postgresql; scripts/setup)")
        raise AssertionError  # unreachable, for the type checker
    bindir = Path(
        subprocess.run([pg_config, "--bindir"], capture_output=True, text=True).stdout.strip()
    )
    if not (bindir / "initdb").exists() or not (bindir / "pg_ctl").exists():
        _no_postgres(f"no PostgreSQL server in {bindir} (apt-get install postgresql)")
    try:
        owner = pwd.getpwnam("postgres")
    except KeyError:
        _no_postgres("there is no postgres user (apt-get install postgresql)")
        raise
    folder = Path(tempfile.mkdtemp(prefix="whist-pg-"))
    os.chown(folder, owner.pw_uid, owner.pw_gid)
    data = folder / "data"
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    as_postgres = ("runuser", "-u", "postgres", "--")
    options = f"-k {folder} -p {port} -c listen_addresses=127.0.0.1 -c fsync=off"
    try:
        _run(
            *as_postgres,
            str(bindir / "initdb"),
            "-D",
            str(data),
            "-A",
            "trust",
            "-U",
            "whist",
            "--no-sync",
        )
        _run(
            *as_postgres,
            str(bindir / "pg_ctl"),
            "-D",
            str(data),
            "-o",
            options,
            "-l",
            str(folder / "server.log"),
            "-w",
            "start",
        )
        try:
            yield PostgresServer("127.0.0.1", port, "whist")
        finally:
            _run(*as_postgres, str(bindir / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "stop")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
