# HAL of the reference dealing machine on a Raspberry Pi Pico (RP2040), MicroPython.
#
# Pins and polarities are those of the pin table in hardware/WIRING.md; the test
# tests/hardware/test_wiring.py reads that table and checks it against the PIN_* and
# *_LEVEL constants below. The contract is documented in halbase.py.
#
#   feeder    N20 gear motor with a rubber roller, DRV8833 driver on GP14/GP15
#   throat    TCRT5000 reflective sensor on GP26 (ADC0): a card is in the reader window
#   hopper    TCRT5000 on GP27 (ADC1): cards present in the hopper
#   exit      IR break beam receiver on GP28 (digital, pulled up): a card in the chute
#   reader    GM65 bar-code scanner module on UART0 (GP0 TX, GP1 RX), trigger on GP2
#   selector  MG90S servo on GP16: chute over pocket 0, 1, 2, 3 or the reject tray
#   LED       status LED on GP25 (on board); button CONTINUE on GP20 (to ground)
#
# Every wait is bounded and ends in its own fault kind (PROTOCOL.md 5.2): the feeder
# (jam, 1), the scanner (misread, 2), the chute (chute jam, 6). The watchdog is fed in
# every wait, so only a wait that is not bounded can make it bite.

import machine
import time

import rp2  # noqa: F401  (fails loudly if this file is copied to another port)

JAM, MISREAD, HOPPER_EMPTY, CHUTE_JAM = 1, 2, 5, 6

# --- pins (WIRING.md, pin table) --------------------------------------------------------
PIN_SCANNER_TX = 0  # UART0 TX to the GM65's RX
PIN_SCANNER_RX = 1  # UART0 RX from the GM65's TX
PIN_SCANNER_TRIGGER = 2
PIN_MOTOR_A = 14
PIN_MOTOR_B = 15
PIN_SELECTOR = 16
PIN_BUTTON = 20
PIN_LED = 25
PIN_THROAT = 26
PIN_HOPPER = 27
PIN_EXIT = 28

# --- polarities (WIRING.md) ---------------------------------------------------------------
# TCRT5000: collector pulled up to 3V3 through 10 kOhm, emitter to ground, ADC on the
# collector. Light reflected by a card makes the phototransistor conduct and pulls the
# collector down: a card LOWERS the reading.
CARD_LOWERS_READING = 1
EXIT_BROKEN_LEVEL = 1  # receiver's open collector conducts while lit; pulled up when broken
BUTTON_PRESSED_LEVEL = 0  # button to ground, internal pull-up
TRIGGER_ACTIVE_LEVEL = 0  # GM65 trigger input is active low

# --- timings ---------------------------------------------------------------------------------
WATCHDOG_MS = 2000  # RP2040 allows up to 8388 ms; the longest bounded wait is under 1 s
FEED_TIMEOUT_MS = 800  # motor on without the card reaching the reader window: a jam
SCAN_TIMEOUT_MS = 150  # per read attempt
SCAN_TRIES = 3
EXIT_TIMEOUT_MS = 600  # motor on without the card breaking the exit beam: chute jam
CLEAR_TIMEOUT_MS = 800  # the beam broken for longer than an 88 mm card takes: chute jam
DEBOUNCE_MS = 30

# Selector: MG90S datasheet: pulse 1 ms = -90 deg, 1.5 ms = 0, 2 ms = +90 deg (so 0.18 deg
# a microsecond), 50 Hz; operating speed 0.1 s / 60 deg at 4.8 V (no load). The wait
# after a move is the datasheet's travel time for the angle plus two PWM periods for
# the horn to settle.
SERVO_US_MIN = 1000
SERVO_US_MAX = 2000
SERVO_DEG_PER_MS_PULSE = 180  # degrees per millisecond of pulse width
SERVO_MS_PER_60_DEG = 100
SERVO_SETTLE_MS = 40
# Pulse widths that put the chute over pockets 0, 1, 2, 3 and the reject tray: 22.5 deg
# apart, as the pockets of hardware/cad/parts.py; calibrate with FLASHING.md and write
# the measured values here.
SELECTOR_US = (1250, 1375, 1500, 1625, 1750)

# Sensor thresholds (ADC counts, 0-65535) per sensor; calibrate() measures them and
# writes CALIBRATION_FILE, which Hal() reads at boot. These are starting points only.
THRESHOLDS = {"throat": 30000, "hopper": 30000}
CALIBRATION_FILE = "calibration.json"
MIN_CONTRAST = 4000  # a card must move the reading by this much to be told apart
CALIBRATION_SAMPLES = 16

# Bar-code payload (CARD-ID.md): "W" + pack letter + two digits, e.g. "WS17", "WB48".
PACK_LETTERS = {"S": 0, "B": 1}


def servo_travel_ms(from_us, to_us):
    """Milliseconds the MG90S needs to swing between two pulse widths (datasheet)."""
    degrees = abs(to_us - from_us) * SERVO_DEG_PER_MS_PULSE // 1000
    return (degrees * SERVO_MS_PER_60_DEG + 59) // 60 + SERVO_SETTLE_MS


SENSOR_NUMBERS = (("throat", 1), ("hopper", 2))  # SENSORS_INFO (PROTOCOL.md 4.7)


def load_calibration():
    """(thresholds, measured): each sensor's threshold, the starting points where the
    calibration file has none, and the (empty, card) readings calibration measured."""
    thresholds = dict(THRESHOLDS)
    measured = {}
    try:
        import json

        with open(CALIBRATION_FILE) as file:
            saved = json.load(file)
        for name in THRESHOLDS:
            value = saved.get(name)
            if isinstance(value, dict):
                thresholds[name] = int(value["threshold"])
                measured[name] = (int(value["empty"]), int(value["card"]))
            elif value is not None:  # a file of thresholds only
                thresholds[name] = int(value)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        pass  # not calibrated yet (or a damaged file): the starting points
    return thresholds, measured


def load_thresholds():
    return load_calibration()[0]


class Hal:
    def __init__(self):
        self.motor_a = machine.PWM(machine.Pin(PIN_MOTOR_A))
        self.motor_b = machine.PWM(machine.Pin(PIN_MOTOR_B))
        for pwm in (self.motor_a, self.motor_b):
            pwm.freq(20000)
            pwm.duty_u16(0)
        self.throat = machine.ADC(PIN_THROAT)
        self.hopper = machine.ADC(PIN_HOPPER)
        self.exit = machine.Pin(PIN_EXIT, machine.Pin.IN, machine.Pin.PULL_UP)
        self.uart = machine.UART(
            0, baudrate=9600, tx=machine.Pin(PIN_SCANNER_TX), rx=machine.Pin(PIN_SCANNER_RX)
        )
        self.trigger = machine.Pin(PIN_SCANNER_TRIGGER, machine.Pin.OUT,
                                   value=1 - TRIGGER_ACTIVE_LEVEL)
        self.button_pin = machine.Pin(PIN_BUTTON, machine.Pin.IN, machine.Pin.PULL_UP)
        self.servo = machine.PWM(machine.Pin(PIN_SELECTOR))
        self.servo.freq(50)
        self.led = machine.Pin(PIN_LED, machine.Pin.OUT, value=0)
        self.thresholds, self.measured = load_calibration()
        self.pack = 0
        self.wdt = None
        self.selector_us = None  # unknown at boot: the first move waits for a full swing
        self.button_down = False
        self.button_since = 0
        self._select(4)

    # --- identity and boot ---------------------------------------------------------
    def device_id(self):
        return bytes(machine.unique_id())[:8]

    def random32(self):
        import os

        return int.from_bytes(os.urandom(4), "little")

    def reset_cause(self):
        cause = machine.reset_cause()
        if cause == machine.WDT_RESET:
            return 1
        return 0

    def maintenance(self):
        # The "continue" button held down while the Pico boots: stay in the REPL.
        return self.button_pin.value() == BUTTON_PRESSED_LEVEL

    def watchdog(self):
        # Started on the first call (after maintenance() said no: a running watchdog
        # cannot be stopped and would reset a maintainer's REPL), then fed.
        if self.wdt is None:
            self.wdt = machine.WDT(timeout=WATCHDOG_MS)
        self.wdt.feed()

    def idle_ms(self, state, waiting_ack):
        return 5

    def button(self):
        # True once per press of CONTINUE, debounced: the level must hold DEBOUNCE_MS.
        down = self.button_pin.value() == BUTTON_PRESSED_LEVEL
        now = time.ticks_ms()
        if down != self.button_down:
            self.button_down = down
            self.button_since = now
            return False
        if down and self.button_since is not None:
            if time.ticks_diff(now, self.button_since) >= DEBOUNCE_MS:
                self.button_since = None  # reported: not again until released
                return True
        return False

    # --- the operator is a person: show where we are ---------------------------------
    def sensors(self):
        levels = []
        for name, number in SENSOR_NUMBERS:
            empty, card = self.measured.get(name, (0, 0))
            levels.append((number, self.thresholds[name], empty, card))
        return len(self.measured) == len(SENSOR_NUMBERS), levels

    def board_loaded(self, board, pack, plan):
        self.pack = pack
        self.led.value(1)

    def verify_started(self, board, plan):
        self.led.value(1)

    def read_started(self, pack, count, pocket):
        self.pack = pack
        self.led.value(1)

    def resumed(self, kind):
        self.led.value(1)

    # --- mechanics -----------------------------------------------------------------------
    def _feed_wdt(self):
        if self.wdt is not None:
            self.wdt.feed()

    def _motor(self, on):
        self.motor_a.duty_u16(40000 if on else 0)
        self.motor_b.duty_u16(0)

    def _sees(self, adc, name):
        reading = adc.read_u16()
        if CARD_LOWERS_READING:
            return reading < self.thresholds[name]
        return reading > self.thresholds[name]

    def _exit_broken(self):
        return self.exit.value() == EXIT_BROKEN_LEVEL

    def _select(self, pocket):
        target = SELECTOR_US[pocket]
        if target == self.selector_us:
            return
        start = self.selector_us
        if start is None:
            start = SERVO_US_MIN if target - SERVO_US_MIN > SERVO_US_MAX - target else SERVO_US_MAX
        self.servo.duty_ns(target * 1000)
        self._sleep(servo_travel_ms(start, target))
        self.selector_us = target

    def _sleep(self, ms):
        # sleeps in slices so that the watchdog is fed however long the wait
        while ms > 0:
            step = min(ms, 100)
            time.sleep_ms(step)
            self._feed_wdt()
            ms -= step

    def _wait(self, condition, timeout_ms):
        # True when condition() holds within timeout_ms; the watchdog fed meanwhile.
        start = time.ticks_ms()
        while not condition():
            self._feed_wdt()
            if time.ticks_diff(time.ticks_ms(), start) > timeout_ms:
                return False
        return True

    def _scan(self):
        while self.uart.any():
            self.uart.read()
        for _ in range(SCAN_TRIES):
            self.trigger.value(TRIGGER_ACTIVE_LEVEL)
            start = time.ticks_ms()
            line = b""
            while time.ticks_diff(time.ticks_ms(), start) < SCAN_TIMEOUT_MS:
                self._feed_wdt()
                if self.uart.any():
                    line += self.uart.read()
                    if line.endswith(b"\r") or line.endswith(b"\n"):
                        break
            self.trigger.value(1 - TRIGGER_ACTIVE_LEVEL)
            card = self._parse(line.strip())
            if card is not None:
                return card
        return None

    def _parse(self, text):
        if len(text) != 4 or text[0:1] != b"W":
            return None
        pack = PACK_LETTERS.get(chr(text[1]))
        if pack is None or pack != self.pack:
            return 0xFE  # a card of another pack: the device treats it as a stray
        try:
            card = int(text[2:4])
        except ValueError:
            return None
        limit = 51 if pack == 0 else 48
        return card if 0 <= card <= limit else None

    def feed(self):
        if not self._sees(self.hopper, "hopper") and not self._sees(self.throat, "throat"):
            return HOPPER_EMPTY, 0xFF
        if not self._sees(self.throat, "throat"):
            self._motor(True)
            arrived = self._wait(lambda: self._sees(self.throat, "throat"), FEED_TIMEOUT_MS)
            self._motor(False)
            if not arrived:
                self.led.value(0)
                return JAM, 0xFF
        card = self._scan()
        if card is None:
            if self.drop(0xFF, 4, "reject"):
                self.led.value(0)
                return CHUTE_JAM, 0xFF
            self.led.value(0)
            return MISREAD, 0xFF
        return 0, card

    def drop(self, card, pocket, mode):
        # 0 when the card went through the exit beam, CHUTE_JAM when it never broke the
        # beam, or broke it and stayed (stuck in the chute).
        self._select(pocket)
        self._motor(True)
        through = self._wait(self._exit_broken, EXIT_TIMEOUT_MS) and self._wait(
            lambda: not self._exit_broken(), CLEAR_TIMEOUT_MS
        )
        self._motor(False)
        if not through:
            self.led.value(0)
            return CHUTE_JAM
        return 0


def calibrate(hal=None, wait_ms=120000, report=print):
    """Measure each reflective sensor without and with a card, set the thresholds
    half-way, write CALIBRATION_FILE and report. Run from the REPL (CONTINUE held at
    boot): ``import hal_pico; hal_pico.calibrate()``. Returns the thresholds, or raises
    ValueError naming the sensor whose reading a card does not move the right way."""
    hal = hal or Hal()

    def press(message):
        report(message + ", then press CONTINUE")
        start = time.ticks_ms()
        while not hal.button():
            if time.ticks_diff(time.ticks_ms(), start) > wait_ms:
                raise ValueError("calibration: CONTINUE not pressed")
            time.sleep_ms(5)

    def level(adc):
        total = 0
        for _ in range(CALIBRATION_SAMPLES):
            total += adc.read_u16()
            time.sleep_ms(2)
        return total // CALIBRATION_SAMPLES

    sensors = (("throat", hal.throat), ("hopper", hal.hopper))
    press("take every card out of the hopper and the reader window")
    empty = {name: level(adc) for name, adc in sensors}
    beam_clear = not hal._exit_broken()
    press("put the pack in the hopper and one card in the reader window")
    card = {name: level(adc) for name, adc in sensors}
    thresholds = {}
    for name, _adc in sensors:
        contrast = empty[name] - card[name] if CARD_LOWERS_READING else card[name] - empty[name]
        report("%s: empty %d, card %d" % (name, empty[name], card[name]))
        if contrast < MIN_CONTRAST:
            raise ValueError(
                "calibration: %s: a card moves the reading from %d to %d; it must go %s by "
                "%d at least: check the sensor's wiring and its distance to the card"
                % (name, empty[name], card[name],
                   "down" if CARD_LOWERS_READING else "up", MIN_CONTRAST)
            )
        thresholds[name] = (empty[name] + card[name]) // 2
    if not beam_clear:
        raise ValueError("calibration: the exit beam reads broken with the chute empty: "
                         "check its supply and pull-up (WIRING.md)")
    import json

    saved = {name: {"threshold": thresholds[name], "empty": empty[name], "card": card[name]}
             for name in thresholds}
    with open(CALIBRATION_FILE, "w") as file:
        json.dump(saved, file)
    hal.thresholds.update(thresholds)
    hal.measured.update({name: (empty[name], card[name]) for name in thresholds})
    report("thresholds %s written to %s" % (thresholds, CALIBRATION_FILE))
    return thresholds
