"""pyserial URL handler for ``sim://``: the simulated dealing machine as a serial port.

Importing :mod:`firmware_bridge` adds the package to
``serial.protocol_handler_packages``, so ``serial.serial_for_url("sim://?seed=3&jam=1:5")``
returns an instance of :class:`Serial` below, used exactly like a device path,
``socket://`` or ``loop://`` (docs/architecture.md, convention 6). The device runs
in-process (:mod:`firmware_bridge.simdevice`); faults on the line (flipped, lost and
doubled bytes) and at the machine are taken from the URL and are deterministic from its
``seed``.
"""

from __future__ import annotations

import random
import threading
import time
from collections import deque
from typing import Any
from urllib.parse import urlsplit

from serial.serialutil import PortNotOpenError, SerialBase, SerialException

from firmware_bridge.simdevice import FaultPlan, SimDevice


class _Line:
    """One direction of the simulated line: byte faults, and when each write lands.

    A write lands whole when its last byte has had its time on the line (10 bits a byte
    at the URL's ``baud``), as a USB CDC device delivers a write in one packet.
    """

    def __init__(self, plan: FaultPlan, name: str) -> None:
        self.rng = random.Random(f"line-{name}-{plan.seed}")
        self.corrupt, self.drop, self.dup = plan.corrupt, plan.drop, plan.dup
        self.byte_time = 10.0 / plan.baud if plan.baud else 0.0
        self.queue: deque[tuple[float, bytes]] = deque()
        self.last = 0.0
        self.bytes = 0
        self.damaged = 0
        self.landed = 0.0
        """When the latest write taken from this line had landed."""

    def send(self, data: bytes, now: float) -> None:
        """Put a write on the line; :meth:`take` gives it back once it has landed."""
        data, due = self.transmit(data, now)
        if data:
            self.queue.append((due, data))

    def transmit(self, data: bytes, now: float) -> tuple[bytes, float]:
        """The bytes as they arrive (damaged per the URL) and when they have landed."""
        self.bytes += len(data)
        if self.corrupt or self.drop or self.dup:
            data = self._damage(data)
        start = max(now, self.last)
        self.last = start + self.byte_time * len(data)
        return data, self.last

    def _damage(self, data: bytes) -> bytes:
        out = bytearray()
        for byte in data:
            r = self.rng.random()
            if r < self.drop:
                self.damaged += 1
                continue
            r -= self.drop
            if r < self.corrupt:
                out.append(byte ^ self.rng.randint(1, 255))
                self.damaged += 1
            elif r - self.corrupt < self.dup:
                out += bytes((byte, byte))
                self.damaged += 1
            else:
                out.append(byte)
        return bytes(out)

    def take(self, now: float, limit: int) -> bytes:
        out = bytearray()
        while self.queue and self.queue[0][0] <= now and len(out) < limit:
            when, chunk = self.queue.popleft()
            self.landed = max(self.landed, when)
            room = limit - len(out)
            out += chunk[:room]
            if len(chunk) > room:
                self.queue.appendleft((when, chunk[room:]))
        return bytes(out)

    def ready(self, now: float) -> int:
        count = 0
        for when, chunk in self.queue:
            if when > now:
                break
            count += len(chunk)
        return count

    def clear(self) -> None:
        self.queue.clear()

    def next_due(self) -> float | None:
        """When the first write still on the line lands, or ``None`` if none is."""
        return self.queue[0][0] if self.queue else None


class Serial(SerialBase):  # type: ignore[misc]
    """A serial port whose other end is the simulated device of the URL."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._lock = threading.Condition()
        self._cancel = False
        self.device: SimDevice | None = None
        self.fault_plan = FaultPlan()
        self.sim_cpu_seconds = 0.0
        self.host_seconds = 0.0
        """Time the line waited for the host: from the moment a reply or event had
        landed (or the host's previous write) to the host's next write."""
        self._last_write = 0.0
        """CPU time of the threads calling this port spent in the simulator (device logic
        and line): to tell the host's own cost from the simulator's in benchmarks."""
        super().__init__(*args, **kwargs)

    # --- pyserial plumbing ---------------------------------------------------------
    def open(self) -> None:
        if self.is_open:  # type: ignore[has-type]
            raise SerialException("sim:// port is already open")
        if self._port is None:
            raise SerialException("sim:// port must be configured before it is opened")
        self.fault_plan = self.from_url(self.port)
        self._to_device = _Line(self.fault_plan, "host")
        self._to_host = _Line(self.fault_plan, "device")
        self._virtual: float | None = None
        self.device = SimDevice(self.fault_plan, self._device_output, self._now)
        self.is_open = True

    def from_url(self, url: str) -> FaultPlan:
        parts = urlsplit(url)
        if parts.scheme != "sim":
            raise SerialException(f"expected a sim:// URL, not {url!r}")
        try:
            return FaultPlan.from_query(parts.query)
        except ValueError as error:
            raise SerialException(str(error)) from None

    def _reconfigure_port(self, *args: Any, **kwargs: Any) -> None:
        """Line settings mean nothing to the simulator."""

    def close(self) -> None:
        with self._lock:
            self.is_open = False
            self._lock.notify_all()

    def _device_output(self, data: bytes) -> None:
        self._to_host.send(data, self._now())

    def _now(self) -> float:
        """The device's clock: while it handles bytes written by the host, the moment
        those bytes land (they are handed over at once, so that the simulator needs no
        timed wake-up of its own to deliver them); otherwise the real clock."""
        return self._virtual if self._virtual is not None else time.monotonic()

    def _pump(self) -> None:
        """Let the device's clock run: retransmissions, mechanics."""
        assert self.device is not None
        self.device.poll()

    @property
    def in_waiting(self) -> int:
        if not self.is_open:
            raise PortNotOpenError()
        with self._lock:
            started = time.thread_time()
            self._pump()
            ready = self._to_host.ready(time.monotonic())
            self.sim_cpu_seconds += time.thread_time() - started
            return ready

    def read(self, size: int = 1) -> bytes:
        if not self.is_open:
            raise PortNotOpenError()
        deadline = None if self._timeout is None else time.monotonic() + self._timeout
        out = bytearray()
        with self._lock:
            self._cancel = False
            started = time.thread_time()
            while self.is_open and len(out) < size:
                self._pump()
                out += self._to_host.take(time.monotonic(), size - len(out))
                if len(out) >= size or self._cancel:
                    break
                now = time.monotonic()
                if deadline is not None and now >= deadline:
                    break
                # Sleep until the next write lands (baud emulation) or the device's next
                # timer (retransmission, mechanics); a write by the host wakes us too.
                wait = 0.05
                assert self.device is not None
                for due in (self._to_host.next_due(), self.device.next_timer()):
                    if due is not None:
                        wait = min(wait, max(0.0, due - now))
                if deadline is not None:
                    wait = min(wait, deadline - now)
                if wait > 0:
                    self.sim_cpu_seconds += time.thread_time() - started
                    self._lock.wait(wait)
                    started = time.thread_time()
            self.sim_cpu_seconds += time.thread_time() - started
        return bytes(out)

    def write(self, data: bytes | bytearray | memoryview) -> int:
        if not self.is_open:
            raise PortNotOpenError()
        payload = bytes(data)
        with self._lock:
            started = time.thread_time()
            assert self.device is not None
            now = time.monotonic()
            since = max(self._to_host.landed, self._last_write)
            if since:
                self.host_seconds += now - since
            self._last_write = now
            arrived, self._virtual = self._to_device.transmit(payload, now)
            try:
                if arrived:
                    self.device.receive(arrived)
                self.device.poll()
            finally:
                self._virtual = None
            self._lock.notify_all()
            self.sim_cpu_seconds += time.thread_time() - started
        return len(payload)

    def reset_input_buffer(self) -> None:
        if not self.is_open:
            raise PortNotOpenError()
        with self._lock:
            self._to_host.clear()

    def reset_output_buffer(self) -> None:
        if not self.is_open:
            raise PortNotOpenError()
        with self._lock:
            self._to_device.clear()

    def cancel_read(self) -> None:
        with self._lock:
            self._cancel = True
            self._lock.notify_all()

    def flush(self) -> None:
        """Bytes are on the simulated line as soon as they are written."""

    # --- what the simulator knows and the host does not ---------------------------
    def line_figures(self) -> dict[str, int]:
        """Bytes sent each way and how many the line damaged (for reports and tests);
        :attr:`sim_cpu_seconds` is the CPU time the simulator took."""
        return {
            "host_bytes": self._to_device.bytes,
            "device_bytes": self._to_host.bytes,
            "damaged_bytes": self._to_device.damaged + self._to_host.damaged,
        }
