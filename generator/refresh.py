"""``build --gettext``: bring the pages' catalogs up to date without losing a translation.

The templates (``locales/templates/<page>.pot``, :mod:`generator.templates`)
are merged into ``locales/<lang>/LC_MESSAGES/<page>.po`` with Babel's
:meth:`babel.messages.catalog.Catalog.update`, the merge ``pybabel update``
and ``sphinx-intl`` use:

- a reworded message keeps its old translation, marked fuzzy, with the
  previous English as ``#| msgid`` so a PO editor shows what changed;
- a message no page has any more is kept as obsolete (``#~``); when the
  English comes back, its translation comes back with it;
- a new message is added untranslated.

Nothing is written until every catalog has been read: one that does not
parse or is not UTF-8 stops the refresh with ``file:line: reason`` before any
language is touched (:mod:`generator.catalogs`: Babel's reader alone would skip
the bad line and the rewrite would lose it).  Each catalog is then written whole, atomically, and only
when its messages changed, in GNU gettext's form (:mod:`generator.poformat`), with
its template's ``POT-Creation-Date`` (as ``msgmerge`` gives it) and, when a message was
added, reworded, removed or revived, the same date as ``PO-Revision-Date``: same
templates, same bytes.  :func:`refresh` says what changed in each.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog

from generator.catalogs import CatalogError, read_catalog
from generator.files import write_atomic
from generator.poformat import Entry, babel_header, catalog_text, header_entry, revised_header


class RefreshError(ValueError):
    """Catalogs that cannot be merged; ``problems`` are ``file:line: reason`` lines."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("\n".join(problems))


@dataclass(frozen=True)
class Change:
    """What a refresh did to one catalog."""

    path: Path
    created: bool = False
    new: int = 0
    fuzzy: int = 0
    obsolete: int = 0
    revived: int = 0
    written: bool = False

    def __str__(self) -> str:
        if self.created:
            return f"{self.path}: created, {self.new} to translate"
        if not self.written:
            return f"{self.path}: unchanged"
        parts = [f"{self.new} new", f"{self.fuzzy} fuzzy", f"{self.obsolete} obsolete"]
        if self.revived:
            parts.append(f"{self.revived} back from obsolete")
        return f"{self.path}: " + ", ".join(parts)


def _render(catalog: Catalog, header: Entry) -> bytes:
    """The catalog as a ``.po`` file in GNU gettext's form (:mod:`generator.poformat`),
    each fuzzy message's previous English as ``#| msgid``, under its header as read."""
    return catalog_text(catalog, header).encode("utf-8")


def _read_all(templates: list[Path], catalogs: list[Path]) -> dict[Path, tuple[Catalog, Entry]]:
    read: dict[Path, tuple[Catalog, Entry]] = {}
    problems = []
    for path in [*templates, *catalogs]:
        if not path.exists():
            continue
        try:
            catalog = read_catalog(path)
            read[path] = (catalog.babel(), header_entry(catalog))
        except CatalogError as error:
            problems.append(str(error))
    if problems:
        raise RefreshError(problems)
    return read


def _key(message: Any) -> str | tuple[str, str]:
    return message.id if message.context is None else (message.id, message.context)


def _keys(catalog: Catalog) -> set[str | tuple[str, str]]:
    return {_key(message) for message in catalog if message.id}


def merge(catalog: Catalog, template: Catalog) -> tuple[int, int, int, int]:
    """Update ``catalog`` from ``template`` in place: (new, fuzzy, obsolete, revived) counts."""
    before = _keys(catalog)
    obsolete_before = set(catalog.obsolete)
    revived = 0
    for message in template:
        key = message.id if message.context is None else (message.id, message.context)
        if message.id and key not in before and key in catalog.obsolete:
            catalog[message.id] = catalog.obsolete.pop(
                key
            )  # the English is back: so is its translation
            revived += 1
    # Babel keeps a message's previous English only when it matches it afresh: a message
    # still fuzzy from an earlier refresh keeps the "#| msgid" it had.
    previous = {_key(m): m.previous_id for m in catalog if m.id and m.previous_id}
    catalog.update(template, update_header_comment=False, update_creation_date=False)
    for message in catalog:
        if message.id and message.fuzzy and not message.previous_id and _key(message) in previous:
            message.previous_id = previous[_key(message)]
    new = fuzzy = 0
    for message in catalog:
        key = message.id if message.context is None else (message.id, message.context)
        if message.id and key not in before:
            if message.previous_id:
                fuzzy += 1
            elif not (key in obsolete_before and message.string):
                new += 1
    obsolete = len(set(catalog.obsolete) - obsolete_before)
    return new, fuzzy, obsolete, revived


def refresh(pot_dir: Path, locale_dir: Path, languages: tuple[str, ...]) -> list[Change]:
    """Merge every ``pot_dir/*.pot`` into each language's catalog; what changed, per catalog.

    Raises :class:`RefreshError` before writing anything if a template or a
    catalog cannot be read.
    """
    planned = plan(pot_dir, locale_dir, languages)
    for change, written_content in planned:
        if written_content is not None:
            change.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(change.path, written_content)
    return [change for change, _ in planned]


def plan(
    pot_dir: Path, locale_dir: Path, languages: tuple[str, ...]
) -> list[tuple[Change, bytes | None]]:
    """What :func:`refresh` would do, written nowhere: each catalog's change and its new
    content (None when unchanged).  The build merges this way, in memory, so that a page
    edited since the last refresh is published as the refresh would leave its catalogs."""
    templates = sorted(pot_dir.rglob("*.pot"))
    targets = {
        (template, language): locale_dir
        / language
        / "LC_MESSAGES"
        / template.relative_to(pot_dir).with_suffix(".po")
        for template in templates
        for language in languages
    }
    read = _read_all(templates, sorted(set(targets.values())))
    planned: list[tuple[Change, bytes | None]] = []
    for (template_path, language), path in sorted(targets.items(), key=lambda item: str(item[1])):
        template, template_header = read[template_path]
        if path not in read:
            catalog = read_catalog(template_path).babel()
            catalog.locale = language
            catalog.fuzzy = False
            planned.append(
                (
                    Change(path, created=True, new=len(_keys(catalog)), written=True),
                    _render(
                        catalog, babel_header(catalog, path, template_header.translator_comments)
                    ),
                )
            )
            continue
        catalog, header = read[path]
        unchanged = _render(catalog, header)
        new, fuzzy, obsolete, revived = merge(catalog, template)
        content = _render(catalog, header)
        written = content != unchanged
        if written:
            translations = new + fuzzy + obsolete + revived > 0
            content = _render(catalog, revised_header(header, template_header, translations))
        planned.append(
            (
                Change(
                    path, new=new, fuzzy=fuzzy, obsolete=obsolete, revived=revived, written=written
                ),
                content if written else None,
            )
        )
    return planned
