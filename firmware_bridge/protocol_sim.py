"""pyserial URL handler for ``sim://``: the simulated dealing machine as a serial port.

Importing :mod:`firmware_bridge` adds the package to
``serial.protocol_handler_packages``, so ``serial.serial_for_url("sim://?seed=3&jam=1:5")``
returns an instance of :class:`Serial` below, used exactly like a device path,
``socket://`` or ``loop://`` (ARCHITECTURE.md, convention 6). The device runs
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
    """One direction of the simulated line: byte faults and the time each byte lands."""

    def __init__(self, plan: FaultPlan, name: str) -> None:
        self.rng = random.Random(f"line-{name}-{plan.seed}")
        self.corrupt, self.drop, self.dup = plan.corrupt, plan.drop, plan.dup
        self.byte_time = 10.0 / plan.baud if plan.baud else 0.0
        self.queue: deque[tuple[float, int]] = deque()
        self.last = 0.0
        self.bytes = 0
        self.damaged = 0

    def send(self, data: bytes, now: float) -> None:
        faulty = self.corrupt or self.drop or self.dup
        start = max(now, self.last)
        for byte in data:
            self.bytes += 1
            copies = 1
            if faulty:
                r = self.rng.random()
                if r < self.drop:
                    self.damaged += 1
                    continue
                r -= self.drop
                if r < self.corrupt:
                    byte ^= self.rng.randint(1, 255)
                    self.damaged += 1
                elif r - self.corrupt < self.dup:
                    copies = 2
                    self.damaged += 1
            for _ in range(copies):
                start += self.byte_time
                self.queue.append((start, byte))
        self.last = start

    def take(self, now: float, limit: int) -> bytes:
        out = bytearray()
        while self.queue and self.queue[0][0] <= now and len(out) < limit:
            out.append(self.queue.popleft()[1])
        return bytes(out)

    def ready(self, now: float) -> int:
        count = 0
        for when, _ in self.queue:
            if when > now:
                break
            count += 1
        return count

    def clear(self) -> None:
        self.queue.clear()


class Serial(SerialBase):  # type: ignore[misc]
    """A serial port whose other end is the simulated device of the URL."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._lock = threading.Condition()
        self._cancel = False
        self.device: SimDevice | None = None
        self.fault_plan = FaultPlan()
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
        self.device = SimDevice(self.fault_plan, self._device_output, time.monotonic)
        self._boots = self.device.boots
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
        self._to_host.send(data, time.monotonic())

    def _pump(self) -> None:
        """Deliver the bytes that have reached the device and let its clock run."""
        assert self.device is not None
        now = time.monotonic()
        arrived = self._to_device.take(now, 1 << 30)
        if arrived:
            self.device.receive(arrived)
        self.device.poll()
        if self.device.boots != self._boots:
            # A reset: whatever was on its way to the device is lost.
            self._boots = self.device.boots
            self._to_device.clear()

    @property
    def in_waiting(self) -> int:
        if not self.is_open:
            raise PortNotOpenError()
        with self._lock:
            self._pump()
            return self._to_host.ready(time.monotonic())

    def read(self, size: int = 1) -> bytes:
        if not self.is_open:
            raise PortNotOpenError()
        deadline = None if self._timeout is None else time.monotonic() + self._timeout
        out = bytearray()
        with self._lock:
            self._cancel = False
            while self.is_open and len(out) < size:
                self._pump()
                out += self._to_host.take(time.monotonic(), size - len(out))
                if len(out) >= size or self._cancel:
                    break
                now = time.monotonic()
                if deadline is not None and now >= deadline:
                    break
                wait = 0.002 if deadline is None else min(0.002, deadline - now)
                self._lock.wait(wait)
        return bytes(out)

    def write(self, data: bytes | bytearray | memoryview) -> int:
        if not self.is_open:
            raise PortNotOpenError()
        payload = bytes(data)
        with self._lock:
            self._to_device.send(payload, time.monotonic())
            self._pump()
            self._lock.notify_all()
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
        """Bytes sent each way and how many the line damaged (for reports and tests)."""
        return {
            "host_bytes": self._to_device.bytes,
            "device_bytes": self._to_host.bytes,
            "damaged_bytes": self._to_device.damaged + self._to_host.damaged,
        }
