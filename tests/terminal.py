"""A command run on a pseudo-terminal, as a director at a terminal runs it: what shows
only on a terminal (a progress bar), and Ctrl-C pressed part way."""

from __future__ import annotations

import fcntl
import os
import signal
import struct
import subprocess
import sys
import termios
import time

# A terminal's foreground job takes Ctrl-C whatever its parent ignored: a test run started
# in the background of a script (nohup, ``&``) ignores SIGINT, which its children would
# inherit, and Python installs no KeyboardInterrupt handler where SIGINT is ignored.
_AS_A_TERMINAL_RUNS_IT = (
    "import signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "from whistcli.main import cli; cli()"
)


def on_a_terminal(args: list[str], *, interrupt_when: bytes | None = None) -> tuple[int, str]:
    """Run ``whist ARGS`` on a pseudo-terminal (30 rows, 100 columns) in its own process
    group; with ``interrupt_when``, press Ctrl-C (SIGINT to the group, as a terminal
    does) once the output shows those bytes. The exit code and everything shown."""
    leader, follower = os.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    process = subprocess.Popen(
        [sys.executable, "-c", _AS_A_TERMINAL_RUNS_IT, *args],
        stdin=subprocess.DEVNULL,
        stdout=follower,
        stderr=follower,
        start_new_session=True,
    )
    os.close(follower)
    shown = b""
    interrupted = False
    try:
        while True:
            try:
                chunk = os.read(leader, 4096)
            except OSError:  # the terminal closed: all read
                break
            if not chunk:
                break
            shown += chunk
            if interrupt_when is not None and not interrupted and interrupt_when in shown:
                time.sleep(0.5)  # the workers are searching by now
                os.killpg(process.pid, signal.SIGINT)
                interrupted = True
        # the workers are stopped, not waited for (a search of 2G positions is minutes)
        code = process.wait(timeout=120)
    finally:
        os.close(leader)
        if process.poll() is None:
            process.kill()
    return code, shown.decode(errors="replace")
