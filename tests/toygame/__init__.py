"""Ladder, a toy game that lives only in the tests: a game from outside the generator.

It is registered by a test project's ``generator_games`` (``tests/roots/test-toygame``)
and answers :class:`generator.registry.Game` with modules of its own, as an outside
package would: its rules (``RULES.md`` there, ids ``LD-1`` …), engine, deal, notation,
facts, picture (a scene for the shared painter), and words for readers from a catalog
it ships (``locales/``, English and French).  Nothing under ``generator/`` names it.
"""
