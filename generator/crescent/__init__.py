"""Crescent: its engine, deal, notation and solver.

:mod:`~generator.crescent.engine` holds the positions and the rules (CR-1 to
CR-24); :mod:`~generator.crescent.deal` deals version 1; :mod:`~generator.crescent.notation`
reads and writes moves; :mod:`~generator.crescent.solver` finds wins, with
:mod:`~generator.crescent.deadlock` proving losses.
"""
