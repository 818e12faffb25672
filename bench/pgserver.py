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
from pathlib import Path

import psycopg


class NoPostgres(RuntimeError):
    """No PostgreSQL server can be started here (not root, not installed)."""


def _run(*command: str) -> None:
    # from / : the postgres user may not enter the checkout's folder
    done = subprocess.run(command, capture_output=True, text=True, check=False, cwd="/")
    if done.returncode != 0:
        raise NoPostgres(f"{' '.join(command)} failed:\n{done.stdout}{done.stderr}")


@contextmanager
def local_postgres(*settings: str) -> Iterator[str]:
    """A running server; yields the URL of its ``postgres`` database (user ``whist``,
    trusted). ``settings`` are ``name=value`` server settings (``max_connections=300``)."""
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
            yield f"postgresql://whist@127.0.0.1:{port}/postgres"
        finally:
            _run(*as_postgres, str(bindir / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "stop")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def new_database(server: str, name: str) -> str:
    """Create the empty database ``name`` on ``server`` (a URL from :func:`local_postgres`);
    its URL."""
    with psycopg.connect(server, autocommit=True) as connection:
        connection.execute(f"CREATE DATABASE {name}")
    return server.rsplit("/", 1)[0] + "/" + name
