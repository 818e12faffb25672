"""The build of the compiled core (setup.py, sfast2): on an x86-64 processor with them, the
bit instructions the search counts and scans masks with (POPCNT, LZCNT, BMI1/2) are
asked of the compiler; on any other machine, or a processor without them, nothing is."""

from __future__ import annotations

import importlib.util
import platform
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def _setup() -> ModuleType:
    spec = importlib.util.spec_from_file_location("setup_of_the_core", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # not __main__: setup() is not run
    return module


def test_the_bit_instructions_the_processor_has_are_used() -> None:
    setup = _setup()
    features = {"fpu", "popcnt", "abm", "bmi1", "bmi2", "avx2"}
    assert setup.bit_flags(features, "x86_64") == ["-mpopcnt", "-mlzcnt", "-mbmi", "-mbmi2"]
    assert setup.bit_flags({"fpu", "popcnt"}, "x86_64") == ["-mpopcnt"]
    assert setup.bit_flags(set(), "x86_64") == []


def test_no_bmi2_on_an_amd_processor_without_fast_pext() -> None:
    """PEXT/PDEP (run_starts(), sfast5) are microcode on AMD before Zen 3 (family 0x19):
    the core is built without -mbmi2 there, and with it on Zen 3 and later and on Intel."""
    setup = _setup()
    flags = "fpu popcnt abm bmi1 bmi2"

    def cpuinfo(vendor: str, family: int) -> str:
        return (
            f"processor\t: 0\nvendor_id\t: {vendor}\ncpu family\t: {family}\n"
            f"flags\t\t: {flags}\n\nprocessor\t: 1\nflags\t\t: fpu\n"
        )

    assert "bmi2" not in setup.features_of(cpuinfo("AuthenticAMD", 23))  # Zen 1/2
    assert "bmi1" in setup.features_of(cpuinfo("AuthenticAMD", 23))
    assert "bmi2" in setup.features_of(cpuinfo("AuthenticAMD", 25))  # Zen 3/4
    assert "bmi2" in setup.features_of(cpuinfo("GenuineIntel", 6))
    assert setup.features_of("") == set()


def test_no_flags_elsewhere() -> None:
    setup = _setup()
    assert setup.bit_flags({"popcnt", "bmi1"}, "aarch64") == []
    assert setup.bit_flags({"popcnt", "bmi1"}, "armv7l") == []


def test_the_features_are_read_from_the_first_processor() -> None:
    features = _setup().cpu_features()
    assert isinstance(features, set)
    if Path("/proc/cpuinfo").exists() and platform.machine() == "x86_64":
        assert "fpu" in features  # an x86-64 Linux machine lists its flags
