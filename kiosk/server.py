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
import signal
import socket
import ssl
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from waitress.channel import HTTPChannel
from waitress.server import create_server

from kiosk.journal import request_begins

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
        self,
        context: ssl.SSLContext,
        host: str,
        port: int,
        upstream: Upstream,
        backlog: int,
        sock: socket.socket | None = None,
    ) -> None:
        self.context = context
        self.sock = sock
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
        where: dict[str, Any] = (
            {"sock": self.sock}
            if self.sock is not None
            else {"host": self.host, "port": self.port, "reuse_address": True}
        )
        self._server = self.loop.run_until_complete(
            asyncio.start_server(
                self._relay,
                ssl=self.context,
                ssl_handshake_timeout=HANDSHAKE_SECONDS,
                backlog=self.backlog,
                **where,
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


def timed(app: Any) -> Callable[[dict[str, Any], Any], Any]:
    """``app`` with the start of each request marked for the journal (a shared log is
    read once a request: :func:`kiosk.journal.request_begins`)."""

    def serve(environ: dict[str, Any], start_response: Any) -> Any:
        request_begins()
        return app(environ, start_response)

    return serve


class SteadyChannel(HTTPChannel):  # type: ignore[misc]
    """waitress's channel, without its busy loop while a request thread writes.

    waitress asks every connection at each turn of its main loop whether it has output
    to send; a connection whose request thread is writing its reply says yes, yet the
    main loop cannot take the output lock the thread holds, so ``poll`` returns at once
    and the loop turns again, asking every connection anew, until the thread -- which
    needs the interpreter lock the spinning loop holds -- is done. Each card play thus
    cost a sweep over every open connection many times: 0.9 ms of CPU an action with 13
    tablets, 32 ms with 131 (``bench/bench_scale.py``). Here a connection whose output
    lock is held says it has nothing to send: the thread sends its own reply, and wakes
    the main loop itself (waitress's ``pull_trigger``) when some is left, when it waits
    for the loop to drain a long reply, and when its request ends.
    """

    def writable(self) -> bool:
        if self.requests and self.total_outbufs_len and not self.will_close:
            if not self.outbuf_lock.acquire(False):
                return False
            self.outbuf_lock.release()
        # waitress's own answer (HTTPChannel.writable), spelled out for the type checker.
        return bool(self.total_outbufs_len or self.will_close or self.close_when_flushed)


def steady(server: Any) -> Any:
    """``server`` (waitress's) opening its connections as :class:`SteadyChannel`."""
    server.channel_class = SteadyChannel
    return server


def create(
    app: Any,
    host: str,
    port: int,
    threads: int,
    tls: ssl.SSLContext | None,
    sock: socket.socket | None = None,
) -> tuple[Any, int, Callable[[], None]]:
    """The waitress server for ``app`` (behind a :class:`TlsFront` when ``tls`` is
    given), the public port, and what closes the front end. With ``sock`` (a listening
    socket shared by the workers, :func:`serve_workers`) it accepts there instead of
    binding ``host:port``."""
    settings = waitress_settings(threads, 1 if tls is None else 3)
    app = timed(app)
    if tls is None:
        if sock is not None:
            server = steady(create_server(app, sockets=[sock], **settings))
            return server, int(sock.getsockname()[1]), lambda: None
        server = steady(create_server(app, host=host, port=port, **settings))
        return server, int(getattr(server, "effective_port", port)), lambda: None
    upstream = Upstream.private()
    if upstream.unix_path is None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            upstream.port = int(probe.getsockname()[1])
    server = steady(create_server(app, url_scheme="https", **upstream.waitress_args(), **settings))
    front = TlsFront(tls, host, port, upstream, int(settings["backlog"]), sock)
    try:
        public = front.start()
    except OSError:
        server.close()
        upstream.cleanup()
        raise
    return server, public, front.close


# --- several worker processes on one port ------------------------------------------------
#
# One Python process runs Python on one core at a time, whatever its threads; a central
# server on PostgreSQL, where each action's write waits on the database rather than on a
# local fsync, uses more cores with more processes. ``whist kiosk --workers N`` binds the
# port once, in the supervising process, and forks N workers that accept on that one
# listening socket (the kernel queues a connection once; whichever worker polls first
# takes it, so a busy worker takes fewer). A worker that dies -- killed, out of memory --
# leaves the queued connections to the others and is replaced; the tablets whose request
# it was answering send it again with the same action id (:mod:`kiosk.journal`: a retry
# is answered, never doubled). Each worker builds its evening from the shared log and
# catches up with the others' rows before every answer (:class:`kiosk.state.EveningState`
# ``shared``).

#: A worker ending within this many seconds of its start ...
QUICK_END_SECONDS = 5.0
#: ... this many times in a row is not started again: the set-up is wrong (the database
#: is gone, the event cannot be read), not a passing fault, and the kiosk stops saying so.
QUICK_ENDS = 3
#: How long the workers have to finish their requests when the kiosk is stopped.
STOP_SECONDS = 10.0


def listening_socket(host: str, port: int, backlog: int = WAITRESS["backlog"]) -> socket.socket:
    """A TCP socket bound to ``host:port`` and listening (``OSError`` if the address is
    taken or not this machine's); port 0 picks a free one."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(backlog)
    except OSError:
        sock.close()
        raise
    return sock


def ended_how(status: int) -> str:
    """A worker's end for the director: ``"killed by signal 9 (SIGKILL)"``, ``"exit
    status 1"``."""
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        with contextlib.suppress(ValueError):
            return f"killed by signal {number} ({signal.Signals(number).name})"
        return f"killed by signal {number}"
    return f"exit status {os.WEXITSTATUS(status) if os.WIFEXITED(status) else status}"


class Workers:
    """``count`` forked processes each running ``work(index)`` (which serves until told
    to stop), started again when one ends unasked (see the comment above)."""

    def __init__(self, work: Callable[[int], None], count: int, say: Callable[[str], None]) -> None:
        if not hasattr(os, "fork"):
            raise ServeError(
                "several worker processes need fork(), which this system lacks: run one "
                "process (no --workers), or several `whist kiosk` on separate ports"
            )
        self.work = work
        self.count = count
        self.say = say
        #: pid -> (worker index, when it started)
        self.running: dict[int, tuple[int, float]] = {}
        self._quick_ends = 0

    def start(self) -> list[int]:
        for index in range(self.count):
            self._fork(index)
        return list(self.running)

    def _fork(self, index: int) -> int:
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):
                stream.flush()  # or the child prints the parent's buffered text again
        pid = os.fork()
        if pid == 0:  # the worker
            code = 0
            try:
                signal.signal(signal.SIGTERM, _interrupt)
                signal.signal(signal.SIGINT, _interrupt)
                self.work(index)
            except KeyboardInterrupt:
                pass
            except BaseException:
                logger.exception("worker %d failed", index + 1)
                code = 1
            finally:
                for stream in (sys.stdout, sys.stderr):
                    with contextlib.suppress(Exception):
                        stream.flush()
                os._exit(code)  # never back into the supervisor's code
        self.running[pid] = (index, time.monotonic())
        return pid

    def supervise(self) -> None:
        """Wait for the workers, replacing one that ends, until interrupted (SIGINT or
        SIGTERM to this process), then stop them all. Raises :class:`ServeError` when
        the workers keep ending as soon as they start."""
        previous = {sig: signal.getsignal(sig) for sig in (signal.SIGTERM, signal.SIGINT)}
        for sig in previous:
            signal.signal(sig, _interrupt)
        try:
            while self.running:
                pid, status = os.wait()
                if pid not in self.running:
                    continue
                index, started = self.running.pop(pid)
                how = ended_how(status)
                if time.monotonic() - started < QUICK_END_SECONDS:
                    self._quick_ends += 1
                    if self._quick_ends >= QUICK_ENDS:
                        raise ServeError(
                            f"worker {index + 1} ended as it started ({how}) {QUICK_ENDS} "
                            "times in a row: the messages above say why; fix that and start "
                            "the kiosk again"
                        )
                else:
                    self._quick_ends = 0
                new = self._fork(index)
                self.say(f"worker {index + 1} (pid {pid}) ended ({how}); started pid {new}")
        except KeyboardInterrupt:
            pass
        finally:
            self.stop()
            for sig, handler in previous.items():
                with contextlib.suppress(ValueError, TypeError):
                    signal.signal(sig, handler)

    def stop(self) -> None:
        """SIGTERM to every worker (each finishes its requests), SIGKILL to any still
        running after :data:`STOP_SECONDS`."""
        for pid in self.running:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + STOP_SECONDS
        while self.running and time.monotonic() < deadline:
            for pid in list(self.running):
                with contextlib.suppress(ChildProcessError):
                    done, _ = os.waitpid(pid, os.WNOHANG)
                    if not done:
                        continue
                self.running.pop(pid, None)
            time.sleep(0.05)
        for pid in list(self.running):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, 0)
            self.running.pop(pid, None)


def _interrupt(_signal: int, _frame: Any) -> None:
    raise KeyboardInterrupt
