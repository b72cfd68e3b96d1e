"""One module per command of the command line; see :mod:`generator.cli`."""
