# The HAL contract of the firmware (main.py), shared by hal_pico.py and hal_sim.py.
#
# A HAL object has these methods; main.py calls nothing else of the hardware:
#
#   device_id() -> 8 bytes            unique id of the board (HELLO_INFO)
#   random32() -> int                 a fresh random number (boot_id)
#   reset_cause() -> int              0 power-on, 1 watchdog, 2 brown-out, 3 soft
#   maintenance() -> bool             True: do not run the protocol, leave the REPL
#   watchdog()                        start (first call) and feed the watchdog; main.py
#                                     calls it every turn of its loop
#   button() -> bool                  True once per press of the machine's CONTINUE
#                                     button (polled while paused: resumes like CONTINUE)
#   idle_ms(state, waiting_ack) -> int
#                                     how long the main loop may wait for host bytes
#   sensors() -> (calibrated, levels)
#                                     the reflective sensors' thresholds (SENSORS_INFO):
#                                     calibrated True when measured by calibration, levels
#                                     a list of (sensor 1 throat / 2 hopper, threshold,
#                                     empty, card) in ADC counts, 0 when not measured
#   board_loaded(board, pack, plan)   LOAD accepted (plan: 4 lists of card ids)
#   verify_started(board, plan)       VERIFY accepted
#   read_started(pack, count, pocket) READ accepted
#   resumed(fault_kind)               CONTINUE accepted after a fault
#   feed() -> (status, card)          feed one card past the reader: status 0 and the
#                                     card id, or a fault kind (1 jam, 2 misread, 5
#                                     hopper empty, 6 chute jam) and 0xFF; on a misread
#                                     the card has gone to the reject tray
#   drop(card, pocket, mode) -> int   drop the card in the throat into pocket 0-3, or 4
#                                     (reject tray); mode is "deal", "read" or "reject";
#                                     0 when it went through, 6 (chute jam) when the exit
#                                     beam did not see it pass within its time
#
# On the real machine the operator's part (loading packs, clearing jams) is done by a
# person, so board_loaded, verify_started, read_started and resumed only light the
# status LED; the simulated HAL plays the operator too.


class SoftReset(Exception):
    """Raised by a HAL to make main.py reboot the device logic (a simulated watchdog)."""
