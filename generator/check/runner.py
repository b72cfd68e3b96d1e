"""Run every check over the site and collect every problem (never stop at the first).

>>> import tempfile, pathlib
>>> root = pathlib.Path(tempfile.mkdtemp())
>>> (root / "docs").mkdir(); (root / "locales").mkdir()
>>> run(root)
[]
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from generator.catalogs import Catalog, CatalogError, Message, read_catalog
from generator.check.catalogs import check_generator_catalog, check_plural_forms
from generator.check.directives import check_directive_options
from generator.check.facts import check_cards, check_literals, check_numbers, check_roles
from generator.check.injection import check_markup
from generator.check.keyterms import check_key_terms
from generator.check.lengths import RATIO_KEY, check_left_in_english, check_truncation, usual_ratio
from generator.check.names import check_name_collisions
from generator.check.negations import check_negations
from generator.check.notation import check_card_notation
from generator.check.pages import Page, read_page
from generator.check.plurals import check_plural_words
from generator.check.problem import Problem, sort_key
from generator.check.quantifiers import check_quantifiers
from generator.check.refusals import check_refusal_quotes
from generator.check.site import SOURCE_LANGUAGE, Site
from generator.check.standard import check_pofilter, check_pofilter_phrases
from generator.check.status import check_stale, check_status
from generator.check.suits import check_suit_lists
from generator.check.terms import check_glossary
from generator.check.texts import Locale, Text, TextCheck
from generator.check.unbacked import check_unbacked, check_unverified_examples
from generator.glossary import GlossaryError, read_glossary
from generator.i18n import GENDER_CONTEXT, single_numbers

#: Each check id with what it catches; docs/checks.md explains each one for translators.
CHECKS: dict[str, str] = {
    "game-replay": "an example game does not replay: illegal move, wrong card, unreadable record",
    "game-assert": "an assertion about an example game is false or unreadable",
    "game-ref": "a position or a citation names a game, move or redeal that does not exist",
    "unbacked-number": "an English page writes a number by hand (digits or words) instead of through a role",
    "unbacked-card": "an English page writes a card by hand instead of through a role",
    "example": "a rule's example ({legal}, {refused}) that the game contradicts, or one no role verifies",
    "record-assert": "a record's assertion comment (#= …) that is false or unreadable",
    "record-comment": "a record's ordinary comment states a fact about the position: make it an assertion",
    "role": "a translation drops, adds or changes a role ({card}`A♠`, {move}`game 10`...)",
    "markup": 'a translation adds HTML markup (or, in an interface word, < > & ") its source does not have',
    "literal": "a translation changes an inline literal (`10-14[A♠]`) or a link target",
    "number": "a translation changes, drops or adds a number (native digits and number words count)",
    "card": "a translation shows another card than the source",
    "card-notation": "a card written in a notation the locale does not use (R♠, V♦, A ข้าวหลามตัด)",
    "refusal-quote": "a quoted app message that is not the app's message in this locale",
    "suit-list": "a list of suits that names a suit twice or leaves one out",
    "glossary": "a word the locale's glossary says not to use, with the word to use",
    "english": "a translation left in English: mostly the source's own words, or mostly Latin letters in hi, th...",
    "truncated": "a translation far shorter than its language's usual length ratio to English",
    "negation": "the source says not, never, no...; the translation has fewer negations, or none",
    "quantifier": "the source says one rank higher, at most, exactly one, each...; the translation drops it",
    "key-term": "a game term of the source (a rank, a suit, up or down, pile...) missing or changed",
    "contrast": "the source says one side (higher, same colour, empty); the translation the other",
    "untranslated": "a message, phrase or page with no translation",
    "fuzzy": "a translation marked fuzzy (not used until reviewed)",
    "obsolete": "a catalog for a page that does not exist (#~ messages are kept, not reported)",
    "stale": "a message the page no longer has: the page changed and its catalog was not updated",
    "po-syntax": "a catalog that gettext tools cannot read",
    "directive": "a directive option the directive does not take (a misspelt :mark:), as the build refuses it",
    "include": "an include that leads back to a file it is included from (a loop)",
    "catalog-missing": "a phrase of the generator's template missing from a locale's catalog",
    "catalog-stale": "a phrase in a locale's catalog that the template no longer has",
    "catalog-plural": "a Plural-Forms header that is not CLDR's rule, plural forms that do not match it, or two forms swapped",
    "catalog-placeholder": "placeholders (%(n)s, {card}) that differ from the source phrase",
    "name-collision": "two ranks, suits, places... of the generator's catalog given the same name",
    "catalog-unusable": "a catalog the describer refuses to load, so the app's words are unknown",
    "pofilter-*": "translate-toolkit's pofilter tests: brackets, spacing, end punctuation, URLs...",
}

PAGE_TEXT_CHECKS: tuple[TextCheck, ...] = (
    check_roles,
    check_literals,
    check_numbers,
    check_cards,
    check_card_notation,
    check_refusal_quotes,
    check_suit_lists,
    check_glossary,
    check_pofilter,
    check_markup,
    check_key_terms,
    check_negations,
    check_quantifiers,
    check_left_in_english,
    check_truncation,
)
PHRASE_TEXT_CHECKS: tuple[TextCheck, ...] = (
    check_numbers,
    check_card_notation,
    check_suit_lists,
    check_glossary,
    check_pofilter_phrases,
    check_markup,
    check_key_terms,
    check_negations,
    check_quantifiers,
    check_left_in_english,
    check_truncation,
)
SOURCE_TEXT_CHECKS: tuple[TextCheck, ...] = (
    check_card_notation,
    check_refusal_quotes,
    check_suit_lists,
    check_glossary,
    check_unbacked,
    check_unverified_examples,
)

NUMBERS_AS_WRITTEN = "numbers-as-written"
"""A page whose numbers specify something else than the game (the dealing algorithms of
codes.md) says so in a MyST comment with the reason, which readers never see:
``% numbers-as-written: the constants of the dealing algorithms``.  Its numbers are
not reported as unbacked; its cards still are."""


class CheckUsageError(ValueError):
    """A path given to the check that is not there."""


@dataclass
class _Run:
    site: Site
    selected: Callable[[Path], bool]
    problems: list[Problem]
    catalogs: dict[Path, Catalog | None] = field(default_factory=dict)
    """Each catalog read once: the length calibration reads them before the checks do."""
    myst_settings: Mapping[str, Any] = field(default_factory=dict)
    """The site's MyST settings: pages are read as the build reads them."""
    pages: dict[Path, Page] = field(default_factory=dict)
    """Each page read once."""
    texts: dict[Path, list[Text]] = field(default_factory=dict)
    """Each catalog's texts (:func:`texts`), made once: the length calibration reads them
    before the checks do."""

    def add(self, owner: Path, problems: Iterable[Problem]) -> None:
        """Keep ``problems`` when the file they belong to was asked for."""
        if self.selected(owner):
            self.problems.extend(problems)


def run(
    root: str | Path = ".",
    paths: Iterable[str | Path] | None = None,
    *,
    languages: Iterable[str] | None = None,
    games: bool = True,
    source_pages: bool = True,
    docs: str | Path | None = None,
    locales: str | Path | None = None,
    generator_locales: str | Path | None = None,
    myst_settings: Mapping[str, Any] | None = None,
) -> list[Problem]:
    """Every problem of the site at ``root`` (or of the files under ``paths``), sorted.

    ``languages`` limits the translations checked (default: every locale
    under ``locales/``); ``games=False`` skips replaying the example games
    (the Sphinx build replays them itself; the sample records of ``examples/``
    are still replayed with the English pages); ``source_pages=False`` skips the
    English pages' prose.  ``docs`` and ``locales`` default to ``ROOT/docs``
    and ``ROOT/locales``; ``generator_locales`` to the catalogs the generator
    ships with.  The pages are parsed as the build parses them, with the
    ``myst_*`` settings of ``ROOT/conf.py`` (or ``myst_settings``).
    """
    with _young_collections_only():
        return _run(
            root,
            paths,
            languages=languages,
            games=games,
            source_pages=source_pages,
            docs=docs,
            locales=locales,
            generator_locales=generator_locales,
            myst_settings=myst_settings,
        )


_COLLECTIONS = threading.Lock()
_running = 0
_thresholds = gc.get_threshold()


@contextmanager
def _young_collections_only() -> Iterator[None]:
    """No full garbage collection while checks run (in any thread); the young generations
    are still collected, and the thresholds are restored when the last running check ends.

    A check keeps what it works out (each text's words and numbers: the ``lru_cache``
    functions of the check modules), so its heap grows by objects that live to its end.  Each
    full collection walks every object of the process: a check of the site in a fresh process
    made four of them, for little garbage, in about a tenth of its CPU time.
    """
    global _running, _thresholds
    with _COLLECTIONS:
        if _running == 0:
            _thresholds = gc.get_threshold()
            gc.set_threshold(_thresholds[0], _thresholds[1], 1 << 30)
        _running += 1
    try:
        yield
    finally:
        with _COLLECTIONS:
            _running -= 1
            if _running == 0:
                gc.set_threshold(*_thresholds)


def _run(
    root: str | Path,
    paths: Iterable[str | Path] | None,
    *,
    languages: Iterable[str] | None,
    games: bool,
    source_pages: bool,
    docs: str | Path | None,
    locales: str | Path | None,
    generator_locales: str | Path | None,
    myst_settings: Mapping[str, Any] | None,
) -> list[Problem]:
    """:func:`run`, its garbage collection aside."""
    site = Site(
        Path(root).resolve(),
        Path(docs).resolve() if docs else None,
        Path(locales).resolve() if locales else None,
        Path(generator_locales) if generator_locales else None,
    )
    if (site.root / "conf.py").is_file():
        from generator.project import games as project_games

        project_games(site.root)  # the games its pages may name, as its build registers them
    settings = _myst_settings(site.root) if myst_settings is None else myst_settings
    state = _Run(site, _selector(site, paths), [], myst_settings=settings)
    source = _locale(site, SOURCE_LANGUAGE, None, state)
    pages: dict[Path, Page] = {}
    if games or source_pages:
        pages = state.pages = {path: read_page(path, settings) for path in site.pages()}
    if games:
        _games(state, pages)
    elif source_pages:
        # The build replays the pages' games itself; the sample records no page shows are replayed here.
        from generator.check.games import check_record_file

        for record in site.sample_records():
            state.add(record, check_record_file(site, record))
    if source_pages:
        for path, page in pages.items():
            state.add(path, _source_page(site, path, page, source))
            state.add(path, check_directive_options(site.display(path), page))
    for path, page in pages.items():
        state.add(path, _include_loops(site, path, page, settings))
    wanted = list(languages) if languages is not None else [SOURCE_LANGUAGE, *site.translations()]
    template = _template(state)
    for lang in wanted:
        first = len(state.problems)
        locale = source if lang == SOURCE_LANGUAGE else _locale(site, lang, source, state)
        if lang != SOURCE_LANGUAGE:
            _calibrate(state, lang, locale)
        _generator_catalog(state, lang, locale, template)
        if lang != SOURCE_LANGUAGE:
            _page_catalogs(state, lang, locale)
        _blame_glossary(state, lang, locale, first)
    return sorted(state.problems, key=sort_key)


def _blame_glossary(state: _Run, lang: str, locale: Locale, first: int) -> None:
    """Many catalogs of ``lang`` that agree against one glossary term: one problem at the
    glossary instead of theirs (the problems from index ``first`` on are ``lang``'s)."""
    from generator.check.culprit import glossary_culprits

    if locale.glossary is None or len(state.problems) == first:
        return
    path = state.site.glossary(lang)
    lines = path.read_text(encoding="utf-8").splitlines()
    found = glossary_culprits(
        state.problems[first:], locale.glossary, state.site.display(path), lines
    )
    state.problems[first:] = found


def _myst_settings(root: Path) -> dict[str, Any]:
    """The ``myst_*`` names of the site's ``conf.py`` (none: myst-parser's defaults)."""
    if not (root / "conf.py").is_file():
        return {}
    from generator.project import conf

    return {name: value for name, value in conf(root).items() if name.startswith("myst_")}


def _selector(site: Site, paths: Iterable[str | Path] | None) -> Callable[[Path], bool]:
    if paths is None:
        return lambda path: True
    chosen = []
    for given in paths:
        path = Path(given)
        if not path.exists():
            raise CheckUsageError(f"{given}: no such file or directory")
        chosen.append(path.resolve())
    if not chosen:
        return lambda path: True
    places = {site.root.resolve(), site.docs.resolve(), site.locales.resolve()}
    for given, path in zip(paths, chosen, strict=False):
        if not any(path == p or path in p.parents or p in path.parents for p in places):
            raise CheckUsageError(
                f"{given}: not inside the site at {site.root}: nothing was checked"
            )

    def selected(path: Path) -> bool:
        path = path.resolve()
        return any(path == c or c in path.parents for c in chosen)

    return selected


def _locale(site: Site, lang: str, source: Locale | None, state: _Run) -> Locale:
    from generator.check.appwords import app_words

    locale = Locale(lang, source=source)
    glossary_path = site.glossary(lang)
    if glossary_path.is_file():
        try:
            locale.glossary = read_glossary(glossary_path)
        except GlossaryError as error:
            state.add(
                glossary_path,
                [Problem(site.display(glossary_path), error.line, "glossary", error.reason)],
            )
        else:
            if locale.glossary.language != lang:
                state.add(
                    glossary_path,
                    [
                        Problem(
                            site.display(glossary_path),
                            1,
                            "glossary",
                            f"this glossary says language = {locale.glossary.language!r}; it is in {lang}/",
                        )
                    ],
                )
    elif lang != SOURCE_LANGUAGE:
        state.add(
            glossary_path,
            [
                Problem(
                    site.display(glossary_path),
                    1,
                    "glossary",
                    f"no glossary for {lang}: the words to use for each game term are not checked",
                )
            ],
        )
    catalog = site.generator_catalog(lang)
    if catalog.is_file():
        try:
            locale.app = app_words(lang, site.generator_locales)
        except ValueError as error:
            state.add(
                catalog,
                [
                    Problem(
                        site.display(catalog),
                        1,
                        "catalog-unusable",
                        f"the describer refuses this catalog ({error}); card forms and quoted app "
                        f"messages in {lang} were not checked",
                    )
                ],
            )
    return locale


def _read(state: _Run, path: Path) -> Catalog | None:
    if path in state.catalogs:
        return state.catalogs[path]
    try:
        catalog: Catalog | None = read_catalog(path)
    except CatalogError as error:
        state.add(path, [Problem(state.site.display(path), error.line, "po-syntax", error.reason)])
        catalog = None
    state.catalogs[path] = catalog
    return catalog


def _calibrate(state: _Run, lang: str, locale: Locale) -> None:
    """The language's usual length ratio to English, over all its catalogs (the truncation check)."""
    site = state.site
    paths = [site.generator_catalog(lang), *site.page_catalogs(lang)]
    found: list[Text] = []
    for path in paths:
        if path.is_file() and (catalog := _read(state, path)) is not None:
            found.extend(_texts(state, path, catalog, lang))
    usual = usual_ratio(found)
    if usual is not None:
        locale.cache[RATIO_KEY] = usual


def _template(state: _Run) -> Catalog | None:
    path = state.site.generator_template()
    if not path.is_file():
        return None
    template = _read(state, path)
    return template


def _texts(state: _Run, path: Path, catalog: Catalog, lang: str) -> list[Text]:
    """:func:`texts` of the catalog read from ``path``, made once per run."""
    found = state.texts.get(path)
    if found is None:
        found = state.texts[path] = list(texts(catalog, state.site.display(path), lang))
    return found


def texts(catalog: Catalog, file: str, lang: str) -> Iterator[Text]:
    """Every translated, non-fuzzy form of every message, paired with its source (a counted
    noun's gender is a keyword for the spellout rules, not text: the describer checks it)."""
    nplurals = catalog.nplurals or 2
    expression = catalog.plural_expression
    single: dict[int, int] = {}
    if expression and catalog.nplurals:
        try:
            single = single_numbers(expression, nplurals)
        except (ValueError, SyntaxError):  # a broken header: the catalog checks say so
            single = {}
    for message in catalog.messages:
        if message.fuzzy or message.msgctxt == GENDER_CONTEXT:
            continue
        for form, target in enumerate(message.msgstr):
            if not target:
                continue
            implied: frozenset[str] = frozenset()
            if message.plural:
                source = message.msgid if form == 0 and nplurals > 1 else message.msgid_plural
                if form in single:
                    implied = frozenset({str(single[form])})
            else:
                source = message.msgid
            yield Text(
                file,
                lang,
                target,
                source,
                message.msgstr_line(form),
                _locator(message, form),
                implied,
            )


def _locator(message: Message, form: int) -> Callable[[int], int]:
    return lambda offset: message.line_of(form, offset)


def _check_texts(
    items: Iterable[Text], locale: Locale, checks: tuple[TextCheck, ...]
) -> Iterator[Problem]:
    for text in items:
        for check in checks:
            yield from check(text, locale)


def _generator_catalog(state: _Run, lang: str, locale: Locale, template: Catalog | None) -> None:
    site = state.site
    path = site.generator_catalog(lang)
    template_path = site.generator_template()
    # "check locales/th" means everything in Thai, the generator's Thai catalog included.
    if not any(state.selected(chosen) for chosen in (path, template_path, site.locales / lang)):
        return
    if not path.is_file():
        if template is not None:
            state.problems.append(
                Problem(
                    site.display(path),
                    1,
                    "catalog-missing",
                    f"no generator catalog for {lang}: run pybabel init -D generator -l {lang} "
                    f"-i {site.display(template_path)} -d {site.display(site.generator_locales)}",
                )
            )
        return
    catalog = _read(state, path)
    if catalog is None:
        return
    file = site.display(path)
    found = list(check_status(catalog, file))
    found += check_plural_forms(catalog, file, lang)
    found += check_generator_catalog(catalog, file, template, site.display(template_path))
    found += check_name_collisions(catalog, file)
    found += check_plural_words(catalog, file, lang, locale.glossary)
    found += _check_texts(_texts(state, path, catalog, lang), locale, PHRASE_TEXT_CHECKS)
    state.problems.extend(found)


def _page_catalogs(state: _Run, lang: str, locale: Locale) -> None:
    site = state.site
    catalogs = site.page_catalogs(lang)
    for source in site.pages():
        expected = site.page_catalog(lang, source)
        if expected not in catalogs:
            state.add(
                expected,
                [
                    Problem(
                        site.display(expected),
                        1,
                        "untranslated",
                        f"{site.display(source)} has no {lang} catalog: the page shows in English",
                    )
                ],
            )
    for path in catalogs:
        if not state.selected(path):
            continue
        file = site.display(path)
        if site.page_of_catalog(path) is None and not site.is_interface_catalog(path):
            state.problems.append(
                Problem(
                    file,
                    1,
                    "obsolete",
                    "no page in docs/ for this catalog: delete it or restore the page",
                )
            )
            continue
        catalog = _read(state, path)
        if catalog is None:
            continue
        state.problems.extend(check_status(catalog, file))
        state.problems.extend(check_plural_forms(catalog, file, lang))
        page = site.page_of_catalog(path)
        if page is not None:
            parsed = state.pages.get(page) or read_page(page, state.myst_settings)
            state.problems.extend(check_stale(catalog, file, parsed, site.display(page)))
        state.problems.extend(
            _check_texts(_texts(state, path, catalog, lang), locale, PAGE_TEXT_CHECKS)
        )


def _include_loops(
    site: Site, path: Path, page: Page, settings: Mapping[str, Any]
) -> Iterator[Problem]:
    from generator.check.includes import include_problems

    yield from include_problems(
        site.docs, path, page, lambda included: read_page(included, settings), site.display
    )


def _source_page(site: Site, path: Path, page: Page, source: Locale) -> Iterator[Problem]:
    file = site.display(path)
    skip = set()
    if NUMBERS_AS_WRITTEN in page.notes:
        line, reason = page.notes[NUMBERS_AS_WRITTEN]
        if reason:
            skip.add("unbacked-number")
        else:
            yield Problem(
                file,
                line,
                "unbacked-number",
                f"% {NUMBERS_AS_WRITTEN}: give the reason the page's numbers are not game facts",
            )
    for paragraph in page.paragraphs:
        text = Text(file, SOURCE_LANGUAGE, paragraph.text, None, paragraph.line, paragraph.line_at)
        for check in SOURCE_TEXT_CHECKS:
            yield from (problem for problem in check(text, source) if problem.check not in skip)


def _games(state: _Run, pages: dict[Path, Page]) -> None:
    from generator.check.games import check_page_games, check_record_file, declared_games

    site = state.site
    games, problems = declared_games(site, pages)
    # A replay problem belongs to the page declaring the game, even when it is
    # located in the record file: asking about the page shows it.
    for declaring, problem in problems:
        if state.selected(declaring) or state.selected(site.root / problem.file):
            state.problems.append(problem)
    declared = {Path(g.record_path).resolve() for g in games.values()}
    for record in site.games():
        if record.resolve() not in declared:
            state.add(record, check_record_file(site, record))
    for path, page in pages.items():
        state.add(path, check_page_games(site, path, page, games))
