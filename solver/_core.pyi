from collections.abc import Sequence

def solve(
    hands: Sequence[Sequence[int]],
    trick_seats: Sequence[int],
    trick_codes: Sequence[int],
    turn: int,
    trick_number: int,
    need: int,
    trump: int,
    bishops: int,
    trick_weight: int,
    bishop_weight: int,
    step: int,
    max_nodes: int,
    options: int = 0,
    low: int = 0,
    high: int = -1,
    guess: int = -1,
    stride: int = 0,
) -> tuple[int, int]: ...
def clear(pool: int = 0) -> None: ...
def forget() -> None: ...
def two_memo_hits() -> int: ...
def two_memo_wide_hits() -> int: ...
def probe_cuts() -> int: ...
def shared_size() -> int: ...
def cooperate(me: int, kind: int) -> None: ...
def share(
    buffer: object, options: int = 0, pool: int = 0, attach: bool = True, pause: int = 0
) -> None: ...
