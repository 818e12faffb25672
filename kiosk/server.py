"""Serving the kiosk to a hall of tablets: waitress's settings, and HTTPS in front of it.

Waitress reads and writes every socket in one loop (``select``/``poll``) and hands a
request to a thread only once it has arrived whole, so an idle tablet, or one on a bad
Wi-Fi link that sends half a request and stalls, costs a socket and a little memory,
never a thread. What it limits is the number of open sockets: its default of 100 is
reached by a hall of 100 tablets with their pages open (a browser keeps a connection or
two alive to each server), after which new connections wait unanswered until an idle one
times out -- two minutes, by waitress's default -- and the tablets report a lost server.

The settings (:data:`WAITRESS`), for 100+ tablets:

- ``connection_limit`` 1000: six connections for each of 150 tablets, with room for the
  projector and the director; the process's open-file limit is raised to fit
  (:func:`open_file_room`), or the limit lowered to what the system allows;
- ``asyncore_use_poll``: ``poll`` rather than ``select``, which cannot watch sockets
  numbered above 1024;
- ``channel_timeout`` 30 s, checked every ``cleanup_interval`` 5 s: a tablet whose page
  is open asks for news every few seconds, so a socket silent for 30 s belongs to a
  tablet asleep or gone (or to a client stalling on purpose) and is closed; the page
  opens a new one when it wakes;
- ``backlog`` 1024: the connections the system queues while waitress is busy, enough for
  every tablet of the hall reconnecting at once after the Wi-Fi comes back;
- ``max_request_header_size`` 32 KiB and ``max_request_body_size`` 256 KiB: a table's
  request is a few hundred bytes; waitress refuses more before buffering it (the app's
  own limit, 64 KiB, answers with a message);
- ``threads``: the ``--threads`` option (default 2). The threads run Python, which uses
  one core whatever their number; the group commit (:mod:`kiosk.journal`) lets one
  thread's fsync carry the others' actions, so 2 keep both cores of a small laptop
  busy, and more only queue on the same lock.

HTTPS (:class:`TlsFront`): waitress speaks plain HTTP only. With ``--https CERT KEY`` a
TLS front end made with Python's ``ssl`` and ``asyncio`` listens on the public address,
completes each handshake (at most 10 s) and relays the bytes to waitress, which then
listens only on a Unix socket in a private directory (on systems without Unix sockets, on
127.0.0.1 at a free port) and tells the app the scheme is ``https`` (so the session
cookie is ``Secure``). Like waitress, the front end waits on sockets in one loop, so
idle and slow clients cost no thread there either.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
import ssl
import tempfile
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from waitress.server import create_server

logger = logging.getLogger(__name__)

#: waitress's settings for a hall of tablets (see the module docstring for why).
WAITRESS: dict[str, Any] = {
    "connection_limit": 1000,
    "asyncore_use_poll": True,
    "channel_timeout": 30,
    "cleanup_interval": 5,
    "backlog": 1024,
    "max_request_header_size": 32 * 1024,
    "max_request_body_size": 256 * 1024,
    "ident": "whist-kiosk",
}

#: Files the process needs open besides the connections (database, logs, templates).
_SPARE_FILES = 64
#: Longest a TLS handshake may take before the front end drops the connection.
HANDSHAKE_SECONDS = 10.0


class ServeError(RuntimeError):
    """The kiosk cannot serve as asked (a certificate that does not load ...)."""


def open_file_room(wanted: int) -> int:
    """Raise the process's open-file limit to ``wanted`` connections plus spare files if
    the system allows; the number of connections that fit."""
    try:
        import resource  # POSIX only: imported where it is used, so Windows can run this
    except ImportError:  # Windows: no such limit to raise
        return wanted
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    need = wanted + _SPARE_FILES
    if soft != resource.RLIM_INFINITY and soft < need:
        target = need if hard == resource.RLIM_INFINITY else min(need, hard)
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    if soft == resource.RLIM_INFINITY:
        return wanted
    return max(1, min(wanted, int(soft) - _SPARE_FILES))


def waitress_settings(threads: int, files_each: int = 1) -> dict[str, Any]:
    """:data:`WAITRESS` with ``threads`` and the connection limit the system allows
    (``files_each``: open files a connection takes, 3 behind the TLS front end: the
    client's socket, the relay's and waitress's)."""
    settings = dict(WAITRESS, threads=threads)
    limit = open_file_room(int(settings["connection_limit"]) * files_each) // files_each
    if limit < settings["connection_limit"]:
        logger.warning(
            "the system allows %d open files: at most %d tablet connections", limit, limit
        )
    settings["connection_limit"] = limit
    return settings


def tls_context(cert: str | os.PathLike[str], key: str | os.PathLike[str]) -> ssl.SSLContext:
    """A server's TLS context (TLS 1.2 or later) with the certificate chain and its key."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_cert_chain(os.fspath(cert), os.fspath(key))
    except (ssl.SSLError, OSError) as exc:
        raise ServeError(
            f"cannot use certificate {cert} with key {key} ({exc}): give the PEM files of the "
            "certificate and of its private key, in that order"
        ) from exc
    return context


@dataclass
class Upstream:
    """Where waitress listens behind the TLS front end: a Unix socket, else loopback."""

    unix_path: str | None
    port: int = 0

    @classmethod
    def private(cls) -> Upstream:
        if hasattr(socket, "AF_UNIX"):
            folder = tempfile.mkdtemp(prefix="whist-kiosk-")  # mode 0700
            return cls(str(Path(folder) / "waitress.sock"))
        return cls(None)

    def waitress_args(self) -> dict[str, Any]:
        if self.unix_path is not None:
            return {"unix_socket": self.unix_path, "unix_socket_perms": "600"}
        return {"host": "127.0.0.1", "port": self.port}

    async def connect(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        if self.unix_path is not None:
            return await asyncio.open_unix_connection(self.unix_path)
        return await asyncio.open_connection("127.0.0.1", self.port)

    def cleanup(self) -> None:
        if self.unix_path is not None:
            with contextlib.suppress(OSError):
                os.unlink(self.unix_path)
            with contextlib.suppress(OSError):
                os.rmdir(os.path.dirname(self.unix_path))


class TlsFront:
    """The HTTPS listener relaying to waitress (see the module docstring), in a thread
    of its own running an asyncio loop."""

    def __init__(
        self, context: ssl.SSLContext, host: str, port: int, upstream: Upstream, backlog: int
    ) -> None:
        self.context = context
        self.host = host
        self.port = port
        self.upstream = upstream
        self.backlog = backlog
        self.loop = asyncio.new_event_loop()
        # a port scanner or a client giving up mid-handshake is routine on a club's
        # network: not an error worth a traceback on the director's screen
        self.loop.set_exception_handler(
            lambda _loop, context: logger.debug("TLS front end: %s", context.get("message"))
        )
        self._server: asyncio.Server | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> int:
        """Listen (raises ``OSError`` if the address is taken); the port listened on."""
        self._server = self.loop.run_until_complete(
            asyncio.start_server(
                self._relay,
                self.host,
                self.port,
                ssl=self.context,
                ssl_handshake_timeout=HANDSHAKE_SECONDS,
                backlog=self.backlog,
                reuse_address=True,
            )
        )
        port = int(self._server.sockets[0].getsockname()[1])
        self._thread = threading.Thread(
            target=self.loop.run_forever, name="whist-kiosk-tls", daemon=True
        )
        self._thread.start()
        return port

    def close(self) -> None:
        def stop() -> None:
            if self._server is not None:
                self._server.close()
            self.loop.stop()

        if self._thread is not None:
            self.loop.call_soon_threadsafe(stop)
            self._thread.join(5)
        self.upstream.cleanup()

    async def _relay(
        self, client_in: asyncio.StreamReader, client_out: asyncio.StreamWriter
    ) -> None:
        try:
            server_in, server_out = await self.upstream.connect()
        except OSError:
            client_out.close()
            return
        await asyncio.gather(
            _pipe(client_in, server_out), _pipe(server_in, client_out), return_exceptions=True
        )


async def _pipe(source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
    """Copy ``source`` to ``sink`` until either side closes, then close ``sink``."""
    try:
        while data := await source.read(65536):
            sink.write(data)
            await sink.drain()
    except (OSError, ssl.SSLError, asyncio.IncompleteReadError):
        pass
    finally:
        with contextlib.suppress(Exception):
            sink.close()


def create(
    app: Any, host: str, port: int, threads: int, tls: ssl.SSLContext | None
) -> tuple[Any, int, Callable[[], None]]:
    """The waitress server for ``app`` (behind a :class:`TlsFront` when ``tls`` is
    given), the public port, and what closes the front end."""
    settings = waitress_settings(threads, 1 if tls is None else 3)
    if tls is None:
        server = create_server(app, host=host, port=port, **settings)
        return server, int(getattr(server, "effective_port", port)), lambda: None
    upstream = Upstream.private()
    if upstream.unix_path is None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            upstream.port = int(probe.getsockname()[1])
    server = create_server(app, url_scheme="https", **upstream.waitress_args(), **settings)
    front = TlsFront(tls, host, port, upstream, int(settings["backlog"]))
    try:
        public = front.start()
    except OSError:
        server.close()
        upstream.cleanup()
        raise
    return server, public, front.close
