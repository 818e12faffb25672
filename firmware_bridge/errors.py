"""The bridge's exception tree (docs/architecture.md, convention 4).

``BridgeError`` > ``BridgeTimeoutError`` (the device does not answer),
``BridgeProtocolError`` (it answers nonsense, or refuses a command), ``DeviceFaultError``
(it reports a fault the run cannot get past). Every message is written for the
director at the machine: what happened, where (port, board, card) and what to do;
the ``action`` attribute holds the "what to do" part on its own.
"""

from __future__ import annotations


class BridgeError(RuntimeError):
    """Root of the bridge's errors."""

    def __init__(self, message: str, action: str = "") -> None:
        self.what = message
        self.action = action
        super().__init__(f"{message}. {action}" if action else message)


class BridgeTimeoutError(BridgeError, TimeoutError):
    """The device stopped answering (section 6.1 of PROTOCOL.md: all retries spent)."""


class BridgeProtocolError(BridgeError, ValueError):
    """The device's answer breaks the protocol, or it refused a command (REJECT)."""

    def __init__(self, message: str, action: str = "", code: int = 0) -> None:
        self.code = code
        super().__init__(message, action)


class DeviceFaultError(BridgeError):
    """The device reported a fault (jam, misread, ...) that could not be cleared."""

    def __init__(self, message: str, action: str = "", kind: str = "", board: int = 0) -> None:
        self.kind = kind
        self.board = board
        super().__init__(message, action)
