"""The build of the solver's compiled core (solver/_core.c, declared in pyproject.toml, as
is everything else): on an x86-64 machine whose processor has them, the core is built with
the bit instructions its search counts and scans masks with (POPCNT, LZCNT, BMI1/BMI2).
Without -mpopcnt a count of bits is a dozen instructions (or a call); with it, one: a
twelfth of the instructions of a search (issue 17, sfast2: callgrind on bench_solver's
deal 2). pip builds the core on the machine that runs it, so the build machine's
processor is the one asked (/proc/cpuinfo); anywhere else (another processor, another
system, another compiler) the flags are left out and the core is built as before.
"""

from __future__ import annotations

import platform
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

#: the processor's feature (/proc/cpuinfo "flags") and the compiler's flag that uses it
BIT_INSTRUCTIONS = {"popcnt": "-mpopcnt", "abm": "-mlzcnt", "bmi1": "-mbmi", "bmi2": "-mbmi2"}


#: AMD's first processor family (Zen 3, family 0x19) doing PEXT and PDEP in hardware: the
#: earlier ones have BMI2 but run those two as microcode, tens to hundreds of cycles each,
#: where the core's run_starts() counts on one (sfast5)
FAST_BIT_DEPOSIT_AMD_FAMILY = 0x19


def cpu_features() -> set[str]:
    """The build machine's processor features (none where /proc/cpuinfo is not)."""
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return set()
    return features_of(text)


def features_of(cpuinfo: str) -> set[str]:
    """The features of the first processor listed in ``cpuinfo`` (/proc/cpuinfo's text)
    that the core may use: its "flags", less "bmi2" on an AMD processor before Zen 3 (the
    core is then built without PEXT/PDEP, its plain way; see
    :data:`FAST_BIT_DEPOSIT_AMD_FAMILY`)."""
    fields: dict[str, str] = {}
    for line in cpuinfo.splitlines():
        name, _, value = line.partition(":")
        name = name.strip()
        if not name and fields:
            break  # the first processor's block ends at an empty line
        fields.setdefault(name, value.strip())
    features = set(fields.get("flags", "").split())
    family = fields.get("cpu family", "")
    if (
        fields.get("vendor_id") == "AuthenticAMD"
        and family.isdigit()
        and int(family) < FAST_BIT_DEPOSIT_AMD_FAMILY
    ):
        features.discard("bmi2")
    return features


def bit_flags(features: set[str], machine: str) -> list[str]:
    """The compiler's flags for the bit instructions of a processor with ``features`` (its
    /proc/cpuinfo flags) of the architecture ``machine`` (platform.machine())."""
    if machine not in ("x86_64", "AMD64"):
        return []
    return [flag for name, flag in BIT_INSTRUCTIONS.items() if name in features]


class BuildExt(build_ext):  # type: ignore[misc]
    def build_extensions(self) -> None:
        if self.compiler.compiler_type == "unix":
            flags = bit_flags(cpu_features(), platform.machine())
            for extension in self.extensions:
                extension.extra_compile_args = [*(extension.extra_compile_args or []), *flags]
        super().build_extensions()


if __name__ == "__main__":  # (setuptools runs the file as __main__; the tests import it)
    setup(cmdclass={"build_ext": BuildExt})
