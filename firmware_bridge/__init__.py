"""The host side of the machine link (``hardware/PROTOCOL.md``): framing, transports,
the ``sim://`` device simulator and the sessions that deal, verify and read boards.

Importing the package registers the ``sim://`` URL scheme with pyserial, so
``serial.serial_for_url("sim://?seed=1")`` opens the simulator exactly as a device path,
``socket://`` or ``loop://`` would be opened.
"""

from __future__ import annotations

import serial

if "firmware_bridge" not in serial.protocol_handler_packages:
    serial.protocol_handler_packages.append("firmware_bridge")
