"""A fake ``machine`` module and the mechanics behind it, to run ``hal_pico.py`` (the HAL
of the Pico build) under CPython without a board.

Everything the HAL does to a pin, a PWM slice, the ADC, the UART or the watchdog is
recorded with the time of a virtual clock, in milliseconds. The mechanics react the way
the wiring of hardware/WIRING.md and the parts' datasheets say they do:

- the TCRT5000 collectors are pulled up: a card in front of a sensor LOWERS its reading;
- the exit break beam's receiver pulls its pulled-up line low while lit: a card in the
  chute reads high;
- the roller moves the bottom card into the reader window after ``feed_ms`` of motor
  time, out of it and through the exit beam over ``exit_ms`` and ``pass_ms``;
- the GM65 answers ``code + CR`` on the UART ``decode_ms`` after its trigger goes low;
- the MG90S swings at 0.1 s / 60 degrees, 1 ms of pulse = 180 degrees (its datasheet),
  computed here independently of the HAL: a card that leaves the chute while the servo
  is still moving lands nowhere (``None`` in ``landed``).
"""

from __future__ import annotations

import importlib.util
import sys
import types
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HAL_PICO = Path(__file__).resolve().parents[2] / "hardware" / "firmware" / "hal_pico.py"

EMPTY_LEVEL = 61000
"""ADC counts with nothing in front of a TCRT5000 (collector pulled up to 3V3)."""
CARD_LEVEL = 9000
"""ADC counts with a white card 2-3 mm in front of it (phototransistor conducting)."""


@dataclass
class Record:
    ms: int
    what: str
    value: Any


@dataclass
class World:
    """The machine around the Pico: hopper, throat, chute, pockets, operator, clock."""

    hopper: list[bytes] = field(default_factory=list)
    throat: bytes | None = None
    feed_ms: int = 120
    exit_ms: int = 90
    pass_ms: int = 300
    decode_ms: int = 30
    jam: bool = False
    chute_never_breaks: bool = False
    chute_stays_broken: bool = False
    unreadable: set[bytes] = field(default_factory=set)
    inverted_sensors: bool = False
    button_windows: list[tuple[int, int]] = field(default_factory=list)
    now: int = 0
    log: list[Record] = field(default_factory=list)
    landed: list[tuple[bytes, int | None]] = field(default_factory=list)
    motor_duty: int = 0
    motor_since: int = 0
    moving: bytes | None = None
    moving_since: int = 0
    throat_since: int = 0
    servo_us: int | None = None
    servo_from_us: int | None = None
    servo_set_at: int = 0
    trigger_low_at: int | None = None
    uart_buffer: bytes = b""
    wdt_timeout: int | None = None
    wdt_feeds: list[int] = field(default_factory=list)
    selector_us: tuple[int, ...] = ()
    files: dict[str, str] = field(default_factory=dict)

    # --- the clock -------------------------------------------------------------------
    def advance(self, ms: int) -> None:
        for _ in range(ms):
            self.now += 1
            self._step()

    def record(self, what: str, value: Any) -> None:
        self.log.append(Record(self.now, what, value))

    def _step(self) -> None:
        if self.motor_duty <= 0:
            return
        if self.throat is None and self.moving is None:
            if self.hopper and not self.jam and self.now - self.motor_since >= self.feed_ms:
                self.throat = self.hopper.pop(0)
                self.throat_since = self.now
        elif self.throat is not None and self.motor_since > self.throat_since:
            # the motor started again with a card in the window: it goes into the chute
            self.moving, self.throat = self.throat, None
            self.moving_since = self.now
        elif (
            self.moving is not None
            and not (self.chute_never_breaks or self.chute_stays_broken)
            and self.now - self.moving_since >= self.exit_ms + self.pass_ms
        ):
            self.landed.append((self.moving, self._pocket_under_chute()))
            self.moving = None

    def _pocket_under_chute(self) -> int | None:
        if self.servo_us is None or self.servo_position_us() != self.servo_us:
            return None
        return self.selector_us.index(self.servo_us) if self.servo_us in self.selector_us else None

    def servo_position_us(self) -> int | None:
        """Where the horn is now: the MG90S moves 60 degrees in 100 ms, 1 us = 0.18 deg."""
        if self.servo_us is None:
            return None
        if self.servo_from_us is None:
            return self.servo_us if self.now - self.servo_set_at >= 340 else None
        travel_ms = abs(self.servo_us - self.servo_from_us) * 0.18 / 60 * 100
        return self.servo_us if self.now - self.servo_set_at >= travel_ms else None

    # --- what the sensors see ---------------------------------------------------------
    def adc(self, pin: int) -> int:
        card = {26: self.throat is not None, 27: bool(self.hopper) or self.throat is not None}
        seen = card.get(pin, False)
        level = CARD_LEVEL if seen else EMPTY_LEVEL
        if self.inverted_sensors:
            level = 65535 - level
        return level

    def exit_level(self) -> int:
        broken = self.moving is not None and self.now - self.moving_since >= self.exit_ms
        return 1 if broken and not self.chute_never_breaks else 0

    def button_level(self) -> int:
        pressed = any(start <= self.now < end for start, end in self.button_windows)
        return 0 if pressed else 1

    def press_button(self, after: int = 50, hold: int = 80) -> None:
        self.button_windows.append((self.now + after, self.now + after + hold))

    def uart_any(self) -> int:
        if (
            self.trigger_low_at is not None
            and self.throat is not None
            and self.now - self.trigger_low_at >= self.decode_ms
            and not self.uart_buffer
            and self.throat not in self.unreadable
        ):
            self.uart_buffer = self.throat + b"\r"
            self.trigger_low_at = None
        return len(self.uart_buffer)

    # --- the modules the HAL imports ---------------------------------------------------
    def modules(self) -> tuple[types.ModuleType, types.ModuleType]:
        world = self

        class Pin:
            IN, OUT, PULL_UP = 0, 1, 2

            def __init__(self, pin: int, mode: int = -1, pull: int = -1, value: int = -1):
                self.pin, self.mode, self.pull = pin, mode, pull
                world.record("pin", (pin, mode, pull))
                if value != -1:
                    self.value(value)

            def value(self, level: int | None = None) -> int:
                world.advance(1)
                if level is None:
                    if self.pin == 28:
                        return world.exit_level()
                    if self.pin == 20:
                        return world.button_level()
                    return 0
                world.record(f"GP{self.pin}", level)
                if self.pin == 2:
                    world.trigger_low_at = world.now if level == 0 else None
                return level

        class PWM:
            def __init__(self, pin: Pin) -> None:
                self.pin = pin.pin

            def freq(self, hz: int) -> None:
                world.record(f"GP{self.pin} freq", hz)

            def duty_u16(self, duty: int) -> None:
                world.record(f"GP{self.pin} duty", duty)
                if self.pin == 14:
                    if (duty > 0) != (world.motor_duty > 0):
                        world.motor_since = world.now
                    world.motor_duty = duty

            def duty_ns(self, ns: int) -> None:
                world.record(f"GP{self.pin} pulse_us", ns // 1000)
                if self.pin == 16:
                    world.servo_from_us = world.servo_position_us()
                    world.servo_us = ns // 1000
                    world.servo_set_at = world.now

        class ADC:
            def __init__(self, pin: int) -> None:
                self.pin = pin

            def read_u16(self) -> int:
                world.advance(1)
                return world.adc(self.pin)

        class UART:
            def __init__(self, number: int, baudrate: int, tx: Pin, rx: Pin) -> None:
                world.record("uart", (number, baudrate, tx.pin, rx.pin))

            def any(self) -> int:
                world.advance(1)
                return world.uart_any()

            def read(self) -> bytes:
                data, world.uart_buffer = world.uart_buffer, b""
                return data

        class WDT:
            def __init__(self, timeout: int) -> None:
                world.wdt_timeout = timeout
                world.record("wdt", timeout)

            def feed(self) -> None:
                world.wdt_feeds.append(world.now)

        machine = types.ModuleType("machine")
        machine.Pin = Pin  # type: ignore[attr-defined]
        machine.PWM = PWM  # type: ignore[attr-defined]
        machine.ADC = ADC  # type: ignore[attr-defined]
        machine.UART = UART  # type: ignore[attr-defined]
        machine.WDT = WDT  # type: ignore[attr-defined]
        machine.WDT_RESET = 3  # type: ignore[attr-defined]
        machine.PWRON_RESET = 1  # type: ignore[attr-defined]
        machine.unique_id = lambda: b"\xe6\x61\x4c\x31\x1b\x2a\x3f\x21"  # type: ignore[attr-defined]
        machine.reset_cause = lambda: 1  # type: ignore[attr-defined]

        clock = types.ModuleType("time")
        clock.ticks_ms = lambda: world.now  # type: ignore[attr-defined]
        clock.ticks_diff = lambda a, b: a - b  # type: ignore[attr-defined]
        clock.sleep_ms = world.advance  # type: ignore[attr-defined]
        return machine, clock


def load_hal_pico(world: World) -> types.ModuleType:
    """hal_pico.py as a fresh module wired to ``world`` (``machine``, ``rp2``, ``time``)."""
    machine, clock = world.modules()
    saved = {name: sys.modules.get(name) for name in ("machine", "rp2")}
    sys.modules["machine"] = machine
    sys.modules["rp2"] = types.ModuleType("rp2")
    try:
        spec = importlib.util.spec_from_file_location("hal_pico_under_test", HAL_PICO)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        for name, old in saved.items():
            if old is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = old
    module.time = clock  # type: ignore[attr-defined]
    world.selector_us = tuple(module.SELECTOR_US)
    return module
