"""The kiosk's waitress channel (:class:`kiosk.server.SteadyChannel`): no busy loop
while a request thread writes, and every reply still delivered whole.

The busy loop made the cost of a card play grow with the number of open connections
(0.9 ms of CPU an action with 13 tablets, 32 ms with 131 in ``bench/bench_scale.py``):
these tests pin the two halves of the fix -- the main loop does not ask to write while
the thread holds the output lock, and what the thread leaves unsent still goes out.
"""

from __future__ import annotations

import http.client
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import waitress.wasyncore as wasyncore
from waitress.channel import HTTPChannel

from kiosk.server import SteadyChannel, create


class _Probe:
    """The parts of a channel :meth:`SteadyChannel.writable` reads."""

    def __init__(self) -> None:
        self.outbuf_lock = threading.Condition()
        self.requests = ["a request in flight"]
        self.total_outbufs_len = 401
        self.will_close = False
        self.close_when_flushed = False


def test_a_channel_whose_thread_holds_the_output_lock_does_not_ask_to_write() -> None:
    probe = _Probe()
    held = threading.Event()
    release = threading.Event()

    def writer() -> None:
        with probe.outbuf_lock:
            held.set()
            release.wait(10)

    thread = threading.Thread(target=writer)
    thread.start()
    held.wait(10)
    try:
        assert SteadyChannel.writable(probe) is False  # type: ignore[arg-type]
    finally:
        release.set()
        thread.join()
    # The thread is done writing and left output: the loop sends it.
    assert SteadyChannel.writable(probe) is True  # type: ignore[arg-type]
    probe.total_outbufs_len = 0
    assert not SteadyChannel.writable(probe)  # type: ignore[arg-type]
    # A channel to close still asks to write (waitress closes it in handle_write).
    probe.will_close = True
    assert SteadyChannel.writable(probe)  # type: ignore[arg-type]


#: A reply far larger than a socket's buffers: the thread cannot send it alone.
_BIG = 6 * 1024 * 1024


def _app(environ: dict[str, Any], start_response: Any) -> list[bytes]:
    if environ["PATH_INFO"] == "/big":
        chunk = bytes(range(256)) * 256
        body = [chunk] * (_BIG // len(chunk))
    else:
        body = [b"small"]
    start_response("200 OK", [("Content-Length", str(sum(map(len, body))))])
    return body


@contextmanager
def _serving(loops: list[int], loop_thread: list[threading.Thread] | None = None) -> Iterator[int]:
    """The kiosk's own server (:func:`kiosk.server.create`) around :func:`_app` on a
    loopback port; ``loops`` collects the turns of its main loop."""
    server, port, close = create(_app, "127.0.0.1", 0, 2, None)
    assert server.channel_class is SteadyChannel
    original = wasyncore.poll2

    def counted(timeout: float = 0.0, map: Any = None) -> None:
        loops[0] += 1
        original(timeout, map)

    wasyncore.poll2 = counted
    thread = threading.Thread(target=server.run, daemon=True)
    if loop_thread is not None:
        loop_thread.append(thread)
    thread.start()
    try:
        yield port
    finally:
        server.close()
        close()
        thread.join(10)
        wasyncore.poll2 = original


def test_a_reply_larger_than_the_socket_buffers_arrives_whole_on_a_kept_connection() -> None:
    loops = [0]
    with _serving(loops) as port:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        for path in ("/big", "/small", "/big"):
            conn.request("GET", path)
            reply = conn.getresponse()
            body = reply.read()
            assert reply.status == 200
            assert len(body) == (_BIG if path == "/big" else 5)
        chunk = bytes(range(256)) * 256
        assert body == chunk * (_BIG // len(chunk))
        conn.close()


def test_the_main_loop_rests_while_request_threads_send(monkeypatch: Any) -> None:
    """Four tablets asking at once among 60 idle keep-alive connections, each reply's
    send held up 30 ms with its output lock taken (as a thread waiting for the
    interpreter lock is held up on a busy machine). The main loop sweeps every
    connection at each turn, so its turns a request are the cost that grows with the
    hall: a handful a request (reading it, the threads' wake-ups); the busy loop turned
    it over and over for as long as each send was held up."""
    original = HTTPChannel._flush_some
    loop_thread: list[threading.Thread] = []

    def held_up(self: HTTPChannel, do_close: bool = True) -> bool:
        if threading.current_thread() is not loop_thread[0]:
            time.sleep(0.03)
        return bool(original(self, do_close=do_close))

    monkeypatch.setattr(HTTPChannel, "_flush_some", held_up)
    loops = [0]
    tablets, each = 4, 5
    with _serving(loops, loop_thread) as port:
        idle = [socket.create_connection(("127.0.0.1", port)) for _ in range(60)]
        conns = [http.client.HTTPConnection("127.0.0.1", port, timeout=30) for _ in range(tablets)]
        answers: list[bytes] = []

        def ask(conn: http.client.HTTPConnection) -> None:
            for _ in range(each):
                conn.request("GET", "/small")
                answers.append(conn.getresponse().read())

        try:
            before = loops[0]
            threads = [threading.Thread(target=ask, args=(conn,)) for conn in conns]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(60)
            turns = (loops[0] - before) / (tablets * each)
        finally:
            for conn in conns:
                conn.close()
            for sock in idle:
                sock.close()
    assert answers == [b"small"] * (tablets * each)
    assert turns < 8, f"{turns:.1f} turns of the main loop a request"
