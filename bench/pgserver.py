"""A throw-away PostgreSQL server for the benchmarks (Debian's, ``$(pg_config
--bindir)``): started as the ``postgres`` user in a temporary folder on a free loopback
port, stopped and removed afterwards -- as the tests' fixture does (tests/conftest.py),
but with the server's default durability (``fsync`` on) unless asked otherwise, so the
figures are a real server's."""

from __future__ import annotations

import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import psycopg


class NoPostgres(RuntimeError):
    """No PostgreSQL server can be started here (not root, not installed)."""


def _run(*command: str) -> None:
    # from / : the postgres user may not enter the checkout's folder
    done = subprocess.run(command, capture_output=True, text=True, check=False, cwd="/")
    if done.returncode != 0:
        raise NoPostgres(f"{' '.join(command)} failed:\n{done.stdout}{done.stderr}")


@dataclass(frozen=True)
class LocalPostgres:
    """A server started by :func:`local_postgres`: ``url`` of its ``postgres`` database."""

    url: str
    data: Path

    def cpu_seconds(self) -> float:
        """CPU time (user + system) of the server's processes so far (Linux /proc): the
        postmaster's and its backends'."""
        postmaster = int((self.data / "postmaster.pid").read_text().split()[0])
        backends = Path(f"/proc/{postmaster}/task/{postmaster}/children").read_text().split()
        pids = [postmaster, *(int(p) for p in backends)]
        total = 0
        for pid in pids:
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue  # a backend that ended meanwhile
            total += int(fields[11]) + int(fields[12])
        return total / os.sysconf("SC_CLK_TCK")


@contextmanager
def local_postgres(*settings: str) -> Iterator[LocalPostgres]:
    """A running server (user ``whist``, trusted). ``settings`` are ``name=value``
    server settings (``max_connections=300``)."""
    if os.geteuid() != 0:
        raise NoPostgres("starting PostgreSQL as the postgres user needs root")
    pg_config = shutil.which("pg_config")
    if pg_config is None:
        raise NoPostgres("PostgreSQL is not installed (apt-get install postgresql)")
    bindir = Path(
        subprocess.run([pg_config, "--bindir"], capture_output=True, text=True).stdout.strip()
    )
    owner = pwd.getpwnam("postgres")
    folder = Path(tempfile.mkdtemp(prefix="whist-bench-pg-"))
    os.chown(folder, owner.pw_uid, owner.pw_gid)
    data = folder / "data"
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    as_postgres = ("runuser", "-u", "postgres", "--")
    options = " ".join(
        [f"-k {folder} -p {port} -c listen_addresses=127.0.0.1"]
        + [f"-c {setting}" for setting in settings]
    )
    try:
        _run(*as_postgres, str(bindir / "initdb"), "-D", str(data), "-A", "trust", "-U", "whist")
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
            yield LocalPostgres(f"postgresql://whist@127.0.0.1:{port}/postgres", data)
        finally:
            _run(*as_postgres, str(bindir / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "stop")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def new_database(server: LocalPostgres, name: str) -> str:
    """Create the empty database ``name`` on ``server``; its URL."""
    with psycopg.connect(server.url, autocommit=True) as connection:
        connection.execute(f"CREATE DATABASE {name}")
    return server.url.rsplit("/", 1)[0] + "/" + name
