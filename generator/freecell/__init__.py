"""FreeCell: its engine, deal, notation, solver and Freecell Solver's board format.

:mod:`~generator.freecell.engine` holds the positions and the rules (FC-1 to
FC-17); :mod:`~generator.freecell.deal` deals version 1 (Microsoft's deals);
:mod:`~generator.freecell.notation` reads and writes the standard notation;
:mod:`~generator.freecell.solver` finds wins; :mod:`~generator.freecell.fcsolve`
writes a position for Freecell Solver and reads its solutions.
"""
