# HAL of the reference dealing machine on a Raspberry Pi Pico (RP2040), MicroPython.
#
# Pins are those of hardware/WIRING.md. The contract is documented in halbase.py.
#
#   feeder    N20 gear motor with a rubber roller, DRV8833 driver on GP14/GP15
#   throat    TCRT5000 reflective sensor on GP26 (ADC0): a card is in the reader window
#   hopper    TCRT5000 on GP27 (ADC1): cards present in the hopper
#   exit      IR break beam on GP28 (ADC2): a card has left through the selector chute
#   reader    GM65 bar-code scanner module on UART0 (GP0 TX, GP1 RX), trigger on GP2
#   selector  MG90S servo on GP16: chute over pocket 0, 1, 2, 3 or the reject tray
#   LED       status LED on GP25 (on board); button "continue" on GP20 (to ground)

import machine
import time

import rp2  # noqa: F401  (fails loudly if this file is copied to another port)

JAM, MISREAD, HOPPER_EMPTY = 1, 2, 5

FEED_TIMEOUT_MS = 800  # motor on without the card reaching the reader window: a jam
SCAN_TIMEOUT_MS = 150  # per read attempt
SCAN_TRIES = 3
DROP_TIMEOUT_MS = 600
SENSOR_THRESHOLD = 30000  # ADC reading above which the reflective sensor sees a card

# Servo pulse widths (microseconds) that put the chute over each pocket; calibrate with
# tools in FLASHING.md and write the measured values here.
SELECTOR_US = (900, 1250, 1600, 1950, 2300)

# Bar-code payload (CARD-ID.md): "W" + pack letter + two digits, e.g. "WS17", "WB48".
PACK_LETTERS = {"S": 0, "B": 1}


class Hal:
    def __init__(self):
        self.motor_a = machine.PWM(machine.Pin(14))
        self.motor_b = machine.PWM(machine.Pin(15))
        for pwm in (self.motor_a, self.motor_b):
            pwm.freq(20000)
            pwm.duty_u16(0)
        self.throat = machine.ADC(26)
        self.hopper = machine.ADC(27)
        self.exit = machine.ADC(28)
        self.uart = machine.UART(0, baudrate=9600, tx=machine.Pin(0), rx=machine.Pin(1))
        self.trigger = machine.Pin(2, machine.Pin.OUT, value=1)
        self.servo = machine.PWM(machine.Pin(16))
        self.servo.freq(50)
        self.led = machine.Pin(25, machine.Pin.OUT, value=0)
        self.pack = 0
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
        return machine.Pin(20, machine.Pin.IN, machine.Pin.PULL_UP).value() == 0

    def idle_ms(self, state, waiting_ack):
        return 5

    # --- the operator is a person: show where we are ---------------------------------
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
    def _motor(self, on):
        self.motor_a.duty_u16(40000 if on else 0)
        self.motor_b.duty_u16(0)

    def _sees(self, adc):
        return adc.read_u16() > SENSOR_THRESHOLD

    def _select(self, pocket):
        self.servo.duty_ns(SELECTOR_US[pocket] * 1000)

    def _scan(self):
        while self.uart.any():
            self.uart.read()
        for _ in range(SCAN_TRIES):
            self.trigger.value(0)
            start = time.ticks_ms()
            line = b""
            while time.ticks_diff(time.ticks_ms(), start) < SCAN_TIMEOUT_MS:
                if self.uart.any():
                    line += self.uart.read()
                    if line.endswith(b"\r") or line.endswith(b"\n"):
                        break
            self.trigger.value(1)
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
        if not self._sees(self.hopper) and not self._sees(self.throat):
            return HOPPER_EMPTY, 0xFF
        if not self._sees(self.throat):
            self._motor(True)
            start = time.ticks_ms()
            while not self._sees(self.throat):
                if time.ticks_diff(time.ticks_ms(), start) > FEED_TIMEOUT_MS:
                    self._motor(False)
                    self.led.value(0)
                    return JAM, 0xFF
            self._motor(False)
        card = self._scan()
        if card is None:
            self.drop(0xFF, 4, "reject")
            self.led.value(0)
            return MISREAD, 0xFF
        return 0, card

    def drop(self, card, pocket, mode):
        self._select(pocket)
        time.sleep_ms(120)  # servo travel
        self._motor(True)
        start = time.ticks_ms()
        while not self._sees(self.exit):
            if time.ticks_diff(time.ticks_ms(), start) > DROP_TIMEOUT_MS:
                break
        while self._sees(self.exit):
            if time.ticks_diff(time.ticks_ms(), start) > DROP_TIMEOUT_MS:
                break
        self._motor(False)
