# Firmware of the reference dealing machine (MicroPython, Raspberry Pi Pico).
#
# Speaks the protocol of hardware/PROTOCOL.md over USB CDC (sys.stdin.buffer and
# sys.stdout.buffer, binary-safe, keyboard interrupt disabled). All mechanics are behind
# a small HAL: hal_pico on the Pico, hal_sim everywhere else (the MicroPython unix port
# in CI runs this same file against a pty with a simulated hopper, feeder and pockets).
#
# Self-contained on purpose: it imports nothing of the host's code, only numbers.

import sys
import struct
import time

try:
    import binascii

    crc32 = binascii.crc32
except (ImportError, AttributeError):  # pragma: no cover - every port we support has it
    raise

import select

from halbase import SoftReset

FIRMWARE_VERSION = (1, 0, 0)
PROTOCOL_VERSION = 1

# Message types (PROTOCOL.md 4 and 5)
HELLO = 0x01
ACK = 0x02
NAK = 0x03
LOAD = 0x10
DEAL = 0x11
STATUS = 0x12
CONTINUE = 0x13
ABORT = 0x14
SENSORS = 0x15
READ = 0x20
VERIFY = 0x21
CARD = 0x40
POCKET_DONE = 0x41
BOARD_DONE = 0x42
FAULT = 0x43
RESET = 0x44
CARD_READ = 0x45
READ_DONE = 0x46
VERIFY_DONE = 0x47
POCKET_READ = 0x48
HELLO_INFO = 0x81
OK = 0x82
REJECT = 0x83
STATUS_INFO = 0x92
SENSORS_INFO = 0x95

# States (4.4), fault kinds (5.2), reject codes (4.2)
IDLE, LOADED, DEALING, PAUSED, COMPLETE, READING, VERIFYING = 0, 1, 2, 3, 4, 5, 6
JAM, MISREAD, DUPLICATE_CARD, MISSING_CARD, HOPPER_EMPTY, CHUTE_JAM = 1, 2, 3, 4, 5, 6
BAD_STATE, BAD_ARGUMENT, UNSUPPORTED, NO_BOARD = 1, 2, 3, 4

NO_CARD = 0xFF
HAND = 13
DEAL_SIZE = 52
REJECT_POCKET = 4
MAX_FRAME = 255
MAX_ENCODED = 257
EVENT_RETRY_MS = 300


def ticks_ms():
    return time.ticks_ms()


def ticks_diff(a, b):
    return time.ticks_diff(a, b)


# --- framing (PROTOCOL.md 2) ---------------------------------------------------------
def cobs_encode(data):
    out = bytearray(1)
    code_index = 0
    code = 1
    last = len(data) - 1
    for i in range(len(data)):
        byte = data[i]
        if byte == 0:
            out[code_index] = code
            code_index = len(out)
            out.append(0)
            code = 1
            continue
        out.append(byte)
        code += 1
        if code == 0xFF and i < last:
            out[code_index] = code
            code_index = len(out)
            out.append(0)
            code = 1
    out[code_index] = code
    return bytes(out)


def cobs_decode(data):
    out = bytearray()
    i = 0
    n = len(data)
    while i < n:
        code = data[i]
        if code == 0:
            return None
        end = i + code
        if end > n:
            return None
        for j in range(i + 1, end):
            if data[j] == 0:
                return None
            out.append(data[j])
        i = end
        if code != 0xFF and i < n:
            out.append(0)
    return bytes(out)


def encode_frame(seq, kind, body):
    head = bytes((PROTOCOL_VERSION, seq, kind)) + body
    payload = head + struct.pack("<I", crc32(head) & 0xFFFFFFFF)
    # leading delimiter, frame, closing delimiter and one byte of idle fill (2.1)
    return b"\x00" + cobs_encode(payload) + b"\x00\x00"


class Decoder:
    def __init__(self):
        self.buffer = bytearray()
        self.overflow = False
        self.synced = False
        self.bad = 0

    def feed_byte(self, byte):
        """Returns (seq, kind, body) for a complete good frame, else None."""
        if not self.synced:
            # bytes before the first delimiter are discarded (PROTOCOL.md 2.4, rule 1)
            self.synced = byte == 0
            return None
        if byte != 0:
            if not self.overflow:
                self.buffer.append(byte)
                if len(self.buffer) > MAX_ENCODED:
                    self.overflow = True
                    self.buffer = bytearray()
            return None
        if self.overflow:
            self.overflow = False
            self.bad += 1
            return None
        if not self.buffer:
            return None
        chunk = bytes(self.buffer)
        self.buffer = bytearray()
        payload = cobs_decode(chunk)
        if payload is None or len(payload) < 7 or len(payload) > MAX_FRAME:
            self.bad += 1
            return None
        head = payload[:-4]
        if struct.unpack("<I", payload[-4:])[0] != crc32(head) & 0xFFFFFFFF:
            self.bad += 1
            return None
        if head[0] != PROTOCOL_VERSION:
            if head[2] == HELLO:
                return head[1], HELLO, b""  # answered in our version (PROTOCOL.md 8)
            self.bad += 1
            return None
        return head[1], head[2], head[3:]


def digest(pack, pockets):
    data = bytearray((pack,))
    for pocket in pockets:
        data += bytes(sorted(pocket))
    return crc32(bytes(data)) & 0xFFFFFFFF


def whole_pack(pack):
    counts = {}
    if pack == 0:
        ids = range(52)
    else:
        ids = list(range(48)) + [48, 48, 48, 48]
    for c in ids:
        counts[c] = counts.get(c, 0) + 1
    return counts


# --- the device (PROTOCOL.md 4 to 7) ---------------------------------------------------
class Device:
    def __init__(self, hal, write, reason):
        self.hal = hal
        self.write = write
        self.boot_id = hal.random32()
        self.decoder = Decoder()
        self.last_cmd = -1
        self.last_reply = b""
        self.event_seq = 0
        self.events = []
        self.sent_at = 0
        self.state = IDLE
        self.board = 0
        self.pack = 0
        self.plan = []
        self.need = []
        self.dealt = 0
        self.last_card = NO_CARD
        self.last_pocket = NO_CARD
        self.fault = 0
        self.resume_state = DEALING
        self.counts = [0, 0, 0, 0]
        self.got = [[], [], [], []]
        self.read_left = 0
        self.read_pocket = 0
        self.owed = [0, 0, 0, 0]
        self.queue_event(RESET, struct.pack("<IB", self.boot_id, reason))

    # wire
    def receive_byte(self, byte):
        bad = self.decoder.bad
        frame = self.decoder.feed_byte(byte)
        if self.decoder.bad != bad:
            self.write(encode_frame(0, NAK, b"\x01"))
            self.resend_head()
        if frame is not None:
            self.handle(frame[0], frame[1], frame[2])

    def queue_event(self, kind, body):
        self.events.append((self.event_seq, encode_frame(self.event_seq, kind, body)))
        self.event_seq = (self.event_seq + 1) % 256
        if len(self.events) == 1:
            self.resend_head()

    def resend_head(self):
        if self.events:
            self.write(self.events[0][1])
            self.sent_at = ticks_ms()

    def poll(self):
        if self.state == PAUSED and self.hal.button():
            # the operator pressed CONTINUE on the machine itself (PROTOCOL.md 5.2)
            self.resume()
        if self.events:
            if ticks_diff(ticks_ms(), self.sent_at) >= EVENT_RETRY_MS:
                self.resend_head()
            return
        if self.state in (DEALING, READING, VERIFYING):
            self.step()

    # commands
    def handle(self, seq, kind, body):
        if kind == ACK:
            if self.events and self.events[0][0] == seq:
                self.events.pop(0)
                self.resend_head()
            return
        if kind == NAK:
            self.resend_head()
            return
        if kind == HELLO:
            # a new session (4.1): events dropped and numbered from 0 again, the last
            # command forgotten; HELLO itself is not remembered (a repeat runs again)
            self.events = []
            self.event_seq = 0
            self.last_cmd = -1
            self.last_reply = b""
            self.write(encode_frame(seq, HELLO_INFO, self.hello()))
            return
        if seq == self.last_cmd:
            self.write(self.last_reply)
            return
        try:
            kind, body = self.command(kind, body)
        except (ValueError, IndexError, KeyError) as error:
            kind, body = REJECT, bytes((BAD_ARGUMENT,)) + str(error).encode()[:100]
        self.reply(seq, kind, body)

    def reply(self, seq, kind, body):
        self.last_cmd = seq
        self.last_reply = encode_frame(seq, kind, body)
        self.write(self.last_reply)

    def hello(self):
        return (
            struct.pack("<BBBB", PROTOCOL_VERSION, FIRMWARE_VERSION[0], FIRMWARE_VERSION[1],
                        FIRMWARE_VERSION[2])
            + self.hal.device_id()
            + struct.pack("<BBI", 3, 3, self.boot_id)
        )

    def status(self):
        c = self.counts
        return struct.pack("<IBHBBBB4B", self.boot_id, self.state, self.board, self.dealt,
                           self.last_card, self.last_pocket, self.fault, c[0], c[1], c[2], c[3])

    def command(self, kind, body):
        busy = self.state in (DEALING, READING, VERIFYING, PAUSED)
        if kind == STATUS:
            return STATUS_INFO, self.status()
        if kind == SENSORS:
            calibrated, levels = self.hal.sensors()
            body = struct.pack("<BB", 1 if calibrated else 0, len(levels))
            for sensor, threshold, empty, card in levels:
                body += struct.pack("<BHHH", sensor, threshold, empty, card)
            return SENSORS_INFO, body
        if kind == ABORT:
            self.state = IDLE
            self.board = 0
            self.fault = 0
            self.events = []  # the host has abandoned the board: its events too
            return OK, b""
        if kind == LOAD or kind == VERIFY:
            if busy:
                return reject(BAD_STATE, "busy: ABORT first")
            error = self.take_plan(body)
            if error:
                return reject(BAD_ARGUMENT, error)
            if kind == LOAD:
                self.state = LOADED
                self.hal.board_loaded(self.board, self.pack, self.plan)
            else:
                self.state = VERIFYING
                self.hal.verify_started(self.board, self.plan)
            return OK, b""
        if kind == DEAL:
            board = struct.unpack("<H", body)[0]
            if self.board == 0:
                return reject(NO_BOARD, "no board loaded")
            if board != self.board:
                return reject(BAD_ARGUMENT, "board %d is loaded" % self.board)
            if self.state != LOADED:
                return reject(BAD_STATE, "not ready to deal")
            self.state = DEALING
            return OK, b""
        if kind == CONTINUE:
            board = struct.unpack("<H", body)[0]
            if self.state != PAUSED:
                if self.board == 0:
                    return reject(NO_BOARD, "no board loaded")
                return reject(BAD_STATE, "not paused")
            if board != self.board:
                return reject(BAD_ARGUMENT, "board %d is loaded" % self.board)
            self.resume()
            return OK, b""
        if kind == READ:
            if busy:
                return reject(BAD_STATE, "busy: ABORT first")
            pack, count, pocket = struct.unpack("<BBB", body)
            if pack > 1 or count < 1 or count > 52 or pocket > 4:
                return reject(BAD_ARGUMENT, "pack 0-1, count 1-52, pocket 0-4")
            self.pack = pack
            self.read_left = count
            self.read_pocket = pocket
            self.dealt = 0
            self.board = 0
            self.got = [[], [], [], []]
            self.counts = [0, 0, 0, 0]
            self.state = READING
            self.hal.read_started(pack, count, pocket)
            return OK, b""
        return reject(UNSUPPORTED, "unknown message type 0x%02x" % kind)

    def take_plan(self, body):
        if len(body) != 7 + DEAL_SIZE:
            return "board body of %d bytes" % len(body)
        board, pack, want = struct.unpack("<HBI", body[:7])
        if pack > 1:
            return "unknown pack %d" % pack
        if board == 0:
            return "board number 0"
        plan = [list(body[7 + p * HAND : 7 + (p + 1) * HAND]) for p in range(4)]
        counts = {}
        for pocket in plan:
            for c in pocket:
                counts[c] = counts.get(c, 0) + 1
        if counts != whole_pack(pack):
            return "the plan is not one whole pack"
        if digest(pack, plan) != want:
            return "digest does not match the plan"
        self.board = board
        self.pack = pack
        self.plan = plan
        self.need = []
        for pocket in plan:
            need = {}
            for c in pocket:
                need[c] = need.get(c, 0) + 1
            self.need.append(need)
        self.dealt = 0
        self.last_card = NO_CARD
        self.last_pocket = NO_CARD
        self.fault = 0
        self.counts = [0, 0, 0, 0]
        self.got = [[], [], [], []]
        self.owed = [0, 0, 0, 0]
        return ""

    def resume(self):
        self.hal.resumed(self.fault)
        self.state = self.resume_state
        self.fault = 0

    # mechanics
    def pause(self, kind, card):
        self.resume_state = self.state
        self.state = PAUSED
        self.fault = kind
        self.queue_event(FAULT, struct.pack("<HBBB", self.board, kind, self.dealt, card))

    def step(self):
        status, card = self.hal.feed()
        if self.state == DEALING:
            self.deal_step(status, card)
        else:
            self.read_step(status, card)

    def deal_step(self, status, card):
        if status == HOPPER_EMPTY:
            if self.dealt == 0:
                self.pause(HOPPER_EMPTY, NO_CARD)
            else:
                missing = [c for need in self.need for c in need if need[c] > 0]
                self.pause(MISSING_CARD, min(missing))
            return
        if status:
            self.pause(status, card)
            return
        pocket = -1
        for p in range(4):
            if self.need[p].get(card, 0) > 0:
                pocket = p
                break
        if pocket < 0:
            if self.hal.drop(card, REJECT_POCKET, "reject"):
                self.pause(CHUTE_JAM, card)
            else:
                self.pause(DUPLICATE_CARD, card)
            return
        # dropped first, counted after: a card stuck in the chute is not dealt (5.2)
        if self.hal.drop(card, pocket, "deal"):
            self.pause(CHUTE_JAM, card)
            return
        self.need[pocket][card] -= 1
        self.dealt += 1
        self.counts[pocket] += 1
        self.last_card = card
        self.last_pocket = pocket
        self.got[pocket].append(card)
        self.queue_event(CARD, struct.pack("<HBBB", self.board, self.dealt, card, pocket))
        if self.counts[pocket] == HAND:
            self.queue_event(POCKET_DONE, struct.pack("<HB", self.board, pocket))
        if self.dealt == DEAL_SIZE:
            self.state = COMPLETE
            self.queue_event(BOARD_DONE, struct.pack("<HIB", self.board,
                                                     digest(self.pack, self.got), self.dealt))

    def hand_being_read(self):
        # Hands come North's first: the first hand short of 13 cards, less the misread
        # cards it still owes (they may come back anywhere in the stack).
        for p in range(4):
            if self.counts[p] < HAND - self.owed[p]:
                return p
        for p in range(4):
            if self.counts[p] < HAND:
                return p
        return 3

    def seen_in(self, card):
        # PROTOCOL.md 4.6: a card read while verifying belongs to the hand being read if
        # the record puts it there; else to a hand that owes a misread card and should
        # hold it by the record (the misread card, put back anywhere); else it is a
        # mismatch, counted in the hand being read.
        # Returns (pocket, whether the card fills a hand's owed place); the caller
        # counts it once the card is through the chute.
        hand = self.hand_being_read()
        if self.need[hand].get(card, 0) > 0:
            return hand, False
        for p in range(4):
            if self.owed[p] and self.need[p].get(card, 0) > 0:
                return p, True
        return hand, False

    def read_step(self, status, card):
        verifying = self.state == VERIFYING
        total = DEAL_SIZE if verifying else self.read_left
        if status == HOPPER_EMPTY:
            self.pause(MISSING_CARD, NO_CARD)
            return
        if status:
            if verifying and status in (MISREAD, CHUTE_JAM):
                # the card is out of the stack; the hand being read owes it (4.6)
                self.owed[self.hand_being_read()] += 1
            self.pause(status, card)
            return
        owed = False
        if verifying:
            pocket, owed = self.seen_in(card)
        else:
            pocket = self.read_pocket
        if self.hal.drop(card, pocket, "read"):
            if verifying and not owed:
                self.owed[pocket] += 1
            self.pause(CHUTE_JAM, card)
            return
        if verifying:
            if owed:
                self.owed[pocket] -= 1
            if self.need[pocket].get(card, 0) > 0:
                self.need[pocket][card] -= 1
        self.dealt += 1
        self.last_card = card
        self.last_pocket = pocket
        if pocket < 4:
            self.got[pocket].append(card)
            self.counts[pocket] += 1
        if not verifying:
            self.queue_event(CARD_READ, struct.pack("<BBB", self.dealt, card, pocket))
        elif self.counts[pocket] == HAND:
            self.queue_event(POCKET_READ, struct.pack("<HB", self.board, pocket)
                             + bytes(self.got[pocket]))
        if self.dealt < total:
            return
        if verifying:
            mismatches = 0
            for p in range(4):
                want = {}
                for c in self.plan[p]:
                    want[c] = want.get(c, 0) + 1
                for c in self.got[p]:
                    if want.get(c, 0) > 0:
                        want[c] -= 1
                    else:
                        mismatches += 1
            self.state = COMPLETE
            self.queue_event(VERIFY_DONE, struct.pack("<HBIB", self.board, int(mismatches == 0),
                                                      digest(self.pack, self.got), mismatches))
        else:
            self.state = IDLE
            self.queue_event(READ_DONE, struct.pack("<B", self.dealt))


def reject(code, text):
    return REJECT, bytes((code,)) + text.encode()


# --- the main loop ---------------------------------------------------------------------
def load_hal():
    if sys.platform == "rp2":
        import hal_pico

        return hal_pico.Hal()
    import hal_sim

    return hal_sim.Hal(sys.argv[1:])


def run():
    hal = load_hal()
    if hal.maintenance():
        return  # the button was held at boot: leave the REPL to the maintainer
    try:
        import micropython

        micropython.kbd_intr(-1)  # byte 0x03 is data, not Ctrl-C
    except (ImportError, AttributeError):
        pass
    stdin = sys.stdin.buffer
    stdout = sys.stdout.buffer

    def write(data):
        stdout.write(data)
        flush = getattr(stdout, "flush", None)
        if flush:
            flush()

    poller = select.poll()
    poller.register(sys.stdin, select.POLLIN)
    reason = hal.reset_cause()
    while True:
        device = Device(hal, write, reason)
        try:
            while True:
                hal.watchdog()
                events = poller.poll(hal.idle_ms(device.state, bool(device.events)))
                for _obj, flags in events:
                    if flags & (select.POLLHUP | select.POLLERR):
                        if not flags & select.POLLIN:
                            return
                while poller.poll(0):
                    data = stdin.read(1)
                    if not data:
                        return
                    device.receive_byte(data[0])
                device.poll()
        except SoftReset:
            reason = 1  # watchdog: the simulated HAL's reset fault
        except OSError:
            return  # the host side of the pty went away (unix port only)


run()
