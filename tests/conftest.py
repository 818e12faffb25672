"""Fixtures shared by the whole suite."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


@pytest.fixture(scope="session")
def shared_data() -> Path:
    """``../shared/data`` beside the checkout; skips when a clone has no shared folder."""
    path = SHARED / "data"
    if not path.is_dir():
        pytest.skip("../shared/data is not present (a user's clone has no shared folder)")
    return path


@pytest.fixture(scope="session")
def seeds() -> Path:
    """``../shared/seeds``: the OCR text of the two books."""
    path = SHARED / "seeds"
    if not path.is_dir():
        pytest.skip("../shared/seeds is not present")
    return path
