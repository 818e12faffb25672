"""hal_pico.py, the HAL of the Pico build, against a fake ``machine`` module that
records every pin, PWM, ADC, UART and watchdog call on a virtual clock (fake_pico.py):
sequences, timings, polarities, bounded waits and their fault kinds, calibration."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from types import ModuleType

import pytest

from tests.hardware.fake_pico import CARD_LEVEL, EMPTY_LEVEL, World, load_hal_pico

CODES = [b"WS%02d" % i for i in range(52)]


def _hal(world: World, pack: int = 0) -> tuple[ModuleType, object]:
    module = load_hal_pico(world)
    hal = module.Hal()
    hal.pack = pack
    return module, hal


def _times(world: World, what: str, value: object = None) -> list[int]:
    return [r.ms for r in world.log if r.what == what and (value is None or r.value == value)]


def test_a_card_is_fed_read_and_dropped_in_order() -> None:
    """Motor on until the throat sensor sees the card, motor off, trigger low until the
    code arrives, selector to the pocket and only then the motor, until the card has
    passed the exit beam."""
    world = World(hopper=[CODES[17]])
    module, hal = _hal(world)
    start = world.now
    assert hal.feed() == (0, 17)
    assert hal.drop(17, 2, "deal") == 0
    assert world.landed == [(CODES[17], 2)]
    motor = [(r.ms, r.value) for r in world.log if r.what == "GP14 duty" and r.ms >= start]
    assert [on > 0 for _, on in motor] == [True, False, True, False]
    trigger = [(r.ms, r.value) for r in world.log if r.what == "GP2" and r.ms >= start]
    assert [level for _, level in trigger] == [0, 1]  # active low, one pulse
    pulse = next(r for r in world.log if r.what == "GP16 pulse_us" and r.ms >= start)
    assert pulse.value == module.SELECTOR_US[2]
    # order: fed (motor off) < trigger < trigger released < servo < motor on again
    assert motor[1][0] <= trigger[0][0] < trigger[1][0] <= pulse.ms < motor[2][0]
    # the feeder ran for the time the card takes to reach the window, not the timeout
    assert world.feed_ms <= motor[1][0] - motor[0][0] < world.feed_ms + 10
    # the motor stopped once the card had passed the beam
    assert motor[3][0] - motor[2][0] >= world.exit_ms + world.pass_ms


def test_servo_waits_follow_the_datasheet() -> None:
    """0.1 s / 60 deg and 1 ms of pulse = 180 deg (MG90S): the wait after each move is
    the travel time plus two PWM periods, and a card dealt to each pocket in turn lands
    in it (the fake's servo is still moving if the HAL does not wait long enough)."""
    world = World(hopper=list(CODES[:9]))
    module, hal = _hal(world)
    assert module.servo_travel_ms(1000, 2000) == 300 + module.SERVO_SETTLE_MS
    assert module.servo_travel_ms(1500, 1750) == 75 + module.SERVO_SETTLE_MS
    assert module.SERVO_US_MIN <= min(module.SELECTOR_US) < max(module.SELECTOR_US) <= 2000
    pockets = [0, 3, 1, 1, 4, 2, 0, 4, 3]
    for card, pocket in enumerate(pockets):
        assert hal.feed() == (0, card)
        before = world.now
        assert hal.drop(card, pocket, "deal") == 0
        motor_on = next(ms for ms in _times(world, "GP14 duty") if ms >= before)
        previous = module.SELECTOR_US[pockets[card - 1]] if card else module.SELECTOR_US[4]
        target = module.SELECTOR_US[pocket]
        wait = 0 if previous == target else module.servo_travel_ms(previous, target)
        assert motor_on - before >= wait
    assert world.landed == [(CODES[c], p) for c, p in enumerate(pockets)]


def test_a_stalled_feeder_is_a_jam_within_its_time() -> None:
    world = World(hopper=[CODES[3]], jam=True)
    module, hal = _hal(world)
    start = world.now
    assert hal.feed() == (module.JAM, 0xFF)
    on, off = [ms for ms in _times(world, "GP14 duty") if ms >= start]
    assert module.FEED_TIMEOUT_MS < off - on <= module.FEED_TIMEOUT_MS + 10
    assert world.motor_duty == 0


@pytest.mark.parametrize("stuck", ["chute_never_breaks", "chute_stays_broken"])
def test_a_card_stuck_in_the_chute_is_a_chute_jam(stuck: str) -> None:
    """The exit beam never broken, or broken for longer than a card takes: fault 6 (not
    a card dealt, as the old drop() reported), the motor off, within the bounds."""
    world = World(hopper=[CODES[5]], **{stuck: True})
    module, hal = _hal(world)
    assert hal.feed() == (0, 5)
    start = world.now
    assert hal.drop(5, 1, "deal") == module.CHUTE_JAM
    assert world.motor_duty == 0 and world.landed == []
    limit = module.servo_travel_ms(1000, 2000) + module.EXIT_TIMEOUT_MS + module.CLEAR_TIMEOUT_MS
    assert world.now - start <= limit + 20


def test_an_unreadable_card_is_tried_three_times_then_rejected() -> None:
    world = World(hopper=[CODES[9]], unreadable={CODES[9]})
    module, hal = _hal(world)
    start = world.now
    assert hal.feed() == (module.MISREAD, 0xFF)
    pulls = [ms for ms in _times(world, "GP2", 0) if ms >= start]
    assert len(pulls) == module.SCAN_TRIES
    assert world.landed == [(CODES[9], 4)]  # the reject tray


def test_a_card_of_the_other_pack_is_a_stray() -> None:
    world = World(hopper=[b"WB12"])
    _module, hal = _hal(world, pack=0)
    assert hal.feed() == (0, 0xFE)


def test_an_empty_hopper_moves_nothing() -> None:
    world = World()
    module, hal = _hal(world)
    start = world.now
    assert hal.feed() == (module.HOPPER_EMPTY, 0xFF)
    assert [ms for ms in _times(world, "GP14 duty") if ms >= start] == []


def test_sensor_polarity_follows_the_wiring() -> None:
    """A card lowers the TCRT5000 reading (collector pulled up): the HAL compares below
    the threshold, which lies between the two levels."""
    world = World()
    module, hal = _hal(world)
    assert module.CARD_LOWERS_READING == 1
    for name in ("throat", "hopper"):
        assert CARD_LEVEL < hal.thresholds[name] < EMPTY_LEVEL


def test_the_watchdog_starts_late_and_is_fed_in_every_wait() -> None:
    """No watchdog before watchdog() (a maintainer's REPL would be reset); after it, the
    gaps between feeds stay well inside the timeout through feeds, drops and faults."""
    world = World(hopper=list(CODES[:6]))
    module, hal = _hal(world)
    assert world.wdt_timeout is None
    hal.watchdog()
    assert world.wdt_timeout == module.WATCHDOG_MS
    for card in range(5):
        assert hal.feed() == (0, card)
        hal.drop(card, card % 5, "deal")
    world.jam = True
    world.hopper.clear()
    world.hopper.append(CODES[40])
    assert hal.feed()[0] == module.JAM
    world.jam = False
    world.chute_stays_broken = True
    hal.feed()
    assert hal.drop(40, 0, "deal") == module.CHUTE_JAM
    feeds = [*world.wdt_feeds, world.now]
    assert max(b - a for a, b in itertools.pairwise(feeds)) < module.WATCHDOG_MS // 4


def test_continue_button_is_debounced_and_reported_once() -> None:
    world = World()
    _module, hal = _hal(world)
    assert not hal.maintenance()
    world.button_windows.append((world.now + 5, world.now + 5 + 10))  # a 10 ms bounce
    assert not any(hal.button() for _ in range(40))
    world.press_button(after=5, hold=100)
    presses = sum(hal.button() for _ in range(150))
    assert presses == 1
    world.press_button(after=5, hold=100)
    assert sum(hal.button() for _ in range(150)) == 1


def test_button_held_at_boot_is_maintenance() -> None:
    world = World(button_windows=[(0, 10_000)])
    _module, hal = _hal(world)
    assert hal.maintenance()


def _operator(world: World, card: bytes) -> object:
    steps = iter(
        [lambda: None, lambda: (world.hopper.extend(CODES), setattr(world, "throat", card))]
    )
    told: list[str] = []

    def report(message: str) -> None:
        told.append(message)
        if "press CONTINUE" in message:
            next(steps)()
            world.press_button()

    report.told = told  # type: ignore[attr-defined]
    return report


def test_calibration_sets_each_sensor_half_way_and_is_read_at_boot(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    world = World()
    module, hal = _hal(world)
    report = _operator(world, CODES[0])
    thresholds = module.calibrate(hal, report=report)
    middle = (EMPTY_LEVEL + CARD_LEVEL) // 2
    assert thresholds == {"throat": middle, "hopper": middle}
    saved = json.loads((tmp_path / module.CALIBRATION_FILE).read_text())
    assert saved["throat"] == {"threshold": middle, "empty": EMPTY_LEVEL, "card": CARD_LEVEL}
    assert any("throat: empty 61000, card 9000" in line for line in report.told)  # type: ignore[attr-defined]
    reported = [(1, middle, EMPTY_LEVEL, CARD_LEVEL), (2, middle, EMPTY_LEVEL, CARD_LEVEL)]
    assert hal.sensors() == (True, reported)  # type: ignore[attr-defined]
    booted = module.Hal()
    assert booted.thresholds == thresholds
    assert booted.sensors() == (True, reported)


def test_before_calibration_the_starting_points_are_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No calibration file (or an old one of thresholds only): not calibrated."""
    monkeypatch.chdir(tmp_path)
    module, hal = _hal(World())
    start = module.THRESHOLDS
    assert hal.sensors() == (False, [(1, start["throat"], 0, 0), (2, start["hopper"], 0, 0)])  # type: ignore[attr-defined]
    (tmp_path / module.CALIBRATION_FILE).write_text('{"throat": 20000, "hopper": 21000}')
    assert module.Hal().sensors() == (False, [(1, 20000, 0, 0), (2, 21000, 0, 0)])


def test_calibration_refuses_sensors_wired_the_other_way(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    world = World(inverted_sensors=True)
    module, hal = _hal(world)
    with pytest.raises(ValueError, match=r"throat: a card moves the reading .* go down"):
        module.calibrate(hal, report=_operator(world, CODES[0]))
    assert not (tmp_path / module.CALIBRATION_FILE).exists()


def test_reset_cause_and_device_id() -> None:
    world = World()
    module, hal = _hal(world)
    assert hal.reset_cause() == 0
    assert hal.device_id() == bytes.fromhex("e6614c311b2a3f21")
    module.machine.reset_cause = lambda: module.machine.WDT_RESET
    assert hal.reset_cause() == 1
