# Simulated HAL for the firmware on the MicroPython unix port (CI, development).
#
# Stands for the hopper, the feeder, the bar-code reader, the pocket selector and the
# operator who loads packs and clears faults, exactly as firmware_bridge/simdevice.py
# does for sim:// on the host. Faults come from the command line, one key=value each:
#
#   micropython main.py seed=3 jam=1:5 misread=2:7 dupcard=3:9 missing=4:3
#                       hopper_empty=5 misdrop=7:11 reset=6:20 swap=8 card_ms=0
#                       vmisread=9:4 putback=99 chute=3:8 button=1
#
# B:K means card K (1-based) of board B; lists are comma-separated. Each fault happens
# once. vmisread is a misread while board B is verified; putback=N is where the operator
# puts a misread card back: with N cards below it (0, the default: fed next; 99: on top).
# chute=B:K: card K of board B sticks in the selector chute (the operator puts it back in
# the hopper like a misread card). button=1: the operator clears every fault and presses
# the machine's own CONTINUE button rather than waiting for the host. ``reset`` raises SoftReset, which main.py turns into a reboot of the device
# logic (the pockets keep their cards, as a real reset would leave them).

import random
import time

from halbase import SoftReset

JAM, MISREAD, DUPLICATE_CARD, MISSING_CARD, HOPPER_EMPTY, CHUTE_JAM = 1, 2, 3, 4, 5, 6


def _spots(text):
    out = []
    for item in text.split(","):
        if item:
            board, card = item.split(":")
            out.append((int(board), int(card)))
    return out


class Hal:
    def __init__(self, argv):
        self.seed = 0
        self.faults = {"jam": [], "misread": [], "dupcard": [], "missing": [], "misdrop": [],
                       "reset": [], "vmisread": [], "chute": []}
        self.press_button = False
        self.watchdog_feeds = 0
        self.chute = None
        self.putback = 0
        self.verifying = False
        self.hopper_empty = []
        self.swap = []
        self.card_ms = 0
        for arg in argv:
            key, _, value = arg.partition("=")
            if key == "seed":
                self.seed = int(value)
            elif key == "card_ms":
                self.card_ms = int(value)
            elif key == "button":
                self.press_button = value == "1"
            elif key == "putback":
                self.putback = int(value)
            elif key == "hopper_empty":
                self.hopper_empty = [int(b) for b in value.split(",") if b]
            elif key == "swap":
                self.swap = [int(b) for b in value.split(",") if b]
            elif key in self.faults:
                self.faults[key] = _spots(value)
            else:
                raise ValueError("hal_sim: unknown argument " + arg)
        random.seed(self.seed)
        self.fired = []
        self.hopper = []
        self.pockets = [[], [], [], [], []]
        self.withheld = []
        self.board = 0
        self.n = 0
        self.boots = 0

    # --- identity and boot ---------------------------------------------------------
    def device_id(self):
        return b"UNIXSIM" + bytes((self.seed & 0xFF,))

    def random32(self):
        return random.getrandbits(16) << 16 | random.getrandbits(16)

    def reset_cause(self):
        return 0  # power-on

    def maintenance(self):
        return False

    def watchdog(self):
        self.watchdog_feeds += 1

    def sensors(self):
        # the simulated machine was calibrated: TCRT5000 readings as on the bench
        # (WIRING.md: about 61000 counts empty, under 15000 with a card)
        return True, [(1, 37500, 61000, 14000), (2, 36750, 60500, 13000)]

    def button(self):
        return self.press_button

    def idle_ms(self, state, waiting_ack):
        # How long main.py may sleep in poll(): not at all while cards are moving.
        if waiting_ack or state not in (2, 5, 6):
            return 20
        return self.card_ms

    # --- the operator -----------------------------------------------------------------
    def _once(self, kind, board, n):
        key = (kind, board, n)
        if (board, n) in self.faults.get(kind, []) and key not in self.fired:
            self.fired.append(key)
            return True
        return False

    def _shuffle(self, cards):
        for i in range(len(cards) - 1, 0, -1):
            j = random.getrandbits(16) % (i + 1)
            cards[i], cards[j] = cards[j], cards[i]

    def board_loaded(self, board, pack, plan):
        self.pockets = [[], [], [], [], []]
        self.board = board
        self.n = 0
        self.verifying = False
        cards = [c for pocket in plan for c in pocket]
        self._shuffle(cards)
        self.withheld = []
        for b, k in self.faults["missing"]:
            if b == board and ("missing", b, k) not in self.fired:
                self.fired.append(("missing", b, k))
                self.withheld.append(cards.pop(k - 1))
        if board in self.hopper_empty and ("hopper_empty", board, 0) not in self.fired:
            self.fired.append(("hopper_empty", board, 0))
            self.withheld += cards
            cards = []
        self.hopper = cards

    def resumed(self, kind):
        if kind == CHUTE_JAM and self.chute is not None:
            self.hopper.insert(self.putback, self.chute)
            self.chute = None
        elif kind == MISREAD and self.pockets[4]:
            # the hopper feeds from the bottom: index 0 is fed next
            self.hopper.insert(self.putback, self.pockets[4].pop())
        elif kind == DUPLICATE_CARD and self.pockets[4]:
            self.pockets[4].pop()
        elif kind in (MISSING_CARD, HOPPER_EMPTY):
            self.hopper += self.withheld
            self.withheld = []

    def verify_started(self, board, plan):
        # The operator stacks the four hands, North's first. A machine holding no cards of it
        # gets the board's tray as dealt earlier (the plan), with North's first card and
        # East's exchanged if swap= names the board.
        held = []
        if board == self.board:
            held = [c for p in range(4) for c in self.pockets[p]] + self.hopper
        self.board = board
        self.n = 0
        self.verifying = True
        if not held:
            hands = [list(p) for p in plan]
            if board in self.swap and ("swap", board, 0) not in self.fired:
                self.fired.append(("swap", board, 0))
                hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
            held = [c for hand in hands for c in hand]
        self.hopper = held
        self.pockets = [[], [], [], [], []]

    def read_started(self, pack, count, pocket):
        deal = self.table_deal(pack)
        self.n = 0
        self.verifying = False
        # pocket 4 (the reject tray) is used to read the trump card alone: the simulated
        # table's dealer is North, so it is the last of North's cards
        self.hopper = list(deal[pocket][:count]) if pocket < 4 else list(deal[0][-count:])

    def table_deal(self, pack):
        # The deal lying on the table, dealt by hand: card i of the pack (0-51 in
        # canonical order, the four knights last) is in hand ((19 * i + seed) % 52) % 4.
        cards = list(range(52)) if pack == 0 else list(range(48)) + [48, 48, 48, 48]
        hands = [[], [], [], []]
        for i in range(52):
            hands[((19 * i + self.seed) % 52) % 4].append(cards[i])
        return hands

    # --- the machine ---------------------------------------------------------------------
    def feed(self):
        if self.card_ms:
            time.sleep_ms(self.card_ms)
        if not self.hopper:
            return HOPPER_EMPTY, 0xFF
        n = self.n + 1
        if self._once("jam", self.board, n):
            return JAM, 0xFF
        if self._once("dupcard", self.board, n):
            dealt = [c for p in range(4) for c in self.pockets[p]]
            self.hopper.insert(0, dealt[0] if dealt else self.hopper[0])
        card = self.hopper.pop(0)
        if self._once("vmisread" if self.verifying else "misread", self.board, n):
            self.pockets[4].append(card)
            return MISREAD, 0xFF
        return 0, card

    def drop(self, card, pocket, mode):
        if mode != "reject" and self._once("chute", self.board, self.n + 1):
            self.chute = card
            return CHUTE_JAM
        if mode == "reject":
            self.pockets[pocket].append(card)
            return 0
        self.n += 1
        dealing = mode == "deal"
        if dealing and self._once("misdrop", self.board, self.n):
            pocket = (pocket + 1) % 4
        self.pockets[pocket].append(card)
        if dealing and self._once("reset", self.board, self.n):
            raise SoftReset()
        return 0
