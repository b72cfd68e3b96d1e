"""Search ideas the app's solvers do not use, kept beside the tests that show them
sound, for the benchmarks in ``tests/benchmarks/`` and for whoever takes them up
again: nothing in the installed package imports them."""
