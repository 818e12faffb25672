"""The ``whist`` command: the one composition root of the product.

Each subcommand lives in its own module and is imported only when it runs, so
a command never pays for the packages it does not use.
"""
