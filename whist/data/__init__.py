"""Files shipped with the package: PBN examples (docs/notation.md) read through
``importlib.resources.files("whist") / "data"``."""
