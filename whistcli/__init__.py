"""The ``whist`` command: the one composition root of the product.

Each subcommand lives in its own module and is imported only when it runs, so
a command never pays for the packages it does not use. Inside a subcommand module the
heavy packages (``dealer``, ``printing`` with reportlab, ``kiosk`` with Flask, ``tqdm``,
``waitress``, the bridge with pyserial) are imported in the function that needs them,
on purpose: ``whist --help`` loads every subcommand module to list them, and must stay
quick (docs/architecture.md: the console script is the one composition root).
"""
