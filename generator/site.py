"""The whole multilingual site in one call: every locale, a root page, the catalogs.

:func:`build_site` builds ``docs/`` once per language with Sphinx (the HTML
builder, warnings as errors) into ``build/site/<lang>/`` and writes
``build/site/index.html``, a page that chooses a language.  Languages are
built side by side in separate processes; they share the image cache
``build/.image-cache/`` (each image rendered once, whatever the language or
page that shows it) and keep their own doctrees, so a rebuild with nothing
changed writes nothing.

:func:`update_catalogs` extracts the pages' messages (Sphinx's ``gettext``
builder, into ``build/gettext/``), keeps them as the committed templates
``locales/templates/<page>.pot`` (:mod:`generator.templates`) and merges those
into ``locales/<lang>/LC_MESSAGES/<page>.po`` (:mod:`generator.refresh`),
keeping every translation.
"""

from __future__ import annotations

import dataclasses
import gettext
import io
import multiprocessing
import os
import sys
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from html import escape
from pathlib import Path

from generator import buildcheck, interrupt, project, webfonts
from generator.progress import PageProgress, site_progress


class SiteError(Exception):
    """The project cannot be built as asked (no conf.py, unknown language…)."""


@dataclass(frozen=True)
class LocaleResult:
    language: str
    status: int
    warnings: str
    seconds: float
    pictures: int = 0
    """The position pictures the language's written pages show…"""
    rendered: int = 0
    """…and how many of them this build drew (the others came from the image cache)."""
    cpu: float = 0.0
    """CPU seconds of the process while it built this language (or checked the site)."""
    left: tuple[PageProgress, ...] = ()
    """The pages this language publishes from their earlier translation, with what is left."""
    dependencies: tuple[str, ...] = ()
    """The files other than the pages that Sphinx noted the pages read (their includes)."""


class _Prefixed(io.StringIO):
    """Sphinx's output for ``build -v``, each line marked with its language (they run side by side),
    written through to stdout (a text stream, as Sphinx's ``status`` is typed)."""

    def __init__(self, language: str):
        super().__init__()
        self.prefix = f"[{language}] "
        self.pending = ""

    def write(self, text: str) -> int:
        lines = (self.pending + text).split("\n")
        self.pending = lines.pop()
        for line in lines:
            sys.stdout.write(self.prefix + line + "\n")
        sys.stdout.flush()
        return len(text)


def _sphinx(
    root: Path,
    language: str,
    out: Path,
    builder: str,
    languages: tuple[str, ...],
    jobs: int,
    quiet: bool,
    overrides: dict | None = None,
) -> LocaleResult:
    from sphinx.application import Sphinx
    from sphinx.errors import SphinxError
    from sphinx.locale import translators
    from sphinx.util.console import nocolor
    from sphinx.util.docutils import docutils_namespace, patch_docutils

    from generator.sphinxext import images

    start, cpu = time.perf_counter(), time.process_time()
    nocolor()  # the messages are collected and printed later: no terminal escapes in them
    # Sphinx keeps its interface catalogs per process: drop the previous language's.
    translators.clear()
    # gettext keeps every .mo it read, by path: a catalog compiled again since must be read again.
    gettext._translations.clear()  # type: ignore[attr-defined]  # private: typeshed omits it
    warnings = io.StringIO()
    confoverrides = {
        "language": language,
        "generator_languages": list(languages),
        "generator_image_cache": "build/.image-cache",  # from conf.py's directory: any checkout
        **(overrides or {}),
    }
    try:
        with patch_docutils(root), docutils_namespace():
            app = Sphinx(
                srcdir=root / "docs",
                confdir=root,
                outdir=out,
                doctreedir=root / "build" / "doctrees" / builder / language,
                buildername=builder,
                confoverrides=confoverrides,
                status=None if quiet else _Prefixed(language),
                warning=warnings,
                warningiserror=True,
                parallel=jobs,
            )
            app.build()
            status = app.statuscode
            pictures = images.build_pictures(app.env)
            dependencies = tuple(
                sorted({str(path) for paths in app.env.dependencies.values() for path in paths})
            )
    except SphinxError as error:
        warnings.write(f"{error.category}: {error}\n")
        status, pictures, dependencies = 2, None, ()
    except OSError as error:  # a full disk, a directory that cannot be written
        warnings.write(f"{_os_error(error)}\n")
        status, pictures, dependencies = 2, None, ()
    if status:
        # Sphinx re-reads only changed pages, and would not repeat these warnings:
        # forget the environment so that the next build checks every page again.
        (root / "build" / "doctrees" / builder / language / "environment.pickle").unlink(
            missing_ok=True
        )
    shown, rendered = (len(pictures.shown), pictures.rendered) if pictures is not None else (0, 0)
    return LocaleResult(
        language,
        status,
        warnings.getvalue(),
        time.perf_counter() - start,
        shown,
        rendered,
        time.process_time() - cpu,
        dependencies=dependencies,
    )


def _os_error(error: OSError) -> str:
    """``path: cannot write: No space left on device``, or the error as it is."""
    if error.filename is None:
        return str(error)
    return f"{error.filename}: cannot write: {error.strerror or error}"


def _build_one(arguments: tuple) -> LocaleResult:
    if arguments[0] == "check":
        return _check(arguments[1])
    return _sphinx(*arguments)


def _check(check: buildcheck.SiteCheck) -> LocaleResult:
    """Every language's checks at once (:mod:`generator.buildcheck`), as a result named ``check``."""
    cpu = time.process_time()
    status, warnings, seconds = buildcheck.run(check)
    return LocaleResult("check", status, warnings, seconds, cpu=time.process_time() - cpu)


def check_root(root: Path) -> Path:
    """``root`` if it holds conf.py and docs/, else :class:`SiteError`."""
    if not (root / "conf.py").is_file() or not (root / "docs").is_dir():
        raise SiteError(f"{root}: no conf.py with a docs/ directory here")
    return root


def find_root(start: Path) -> Path:
    """The project directory: the nearest one, from ``start`` up, with conf.py and docs/."""
    for directory in (start, *start.parents):
        if (directory / "conf.py").is_file() and (directory / "docs").is_dir():
            return directory
    raise SiteError(f"{start}: no conf.py with a docs/ directory here or above")


def build_site(
    root: Path,
    out: Path | None = None,
    languages: tuple[str, ...] | None = None,
    jobs: int | None = None,
    quiet: bool = True,
    overrides: dict | None = None,
    done: Callable[[LocaleResult], None] | None = None,
    strict: bool = False,
) -> list[LocaleResult]:
    """Build ``languages`` (default: ``generator_languages`` in ``conf.py``) into
    ``out/<lang>/`` and the root chooser ``out/index.html``; ``done`` is called with
    each language's result as soon as it is built (progress).

    One build at a time (``build/.lock``); the catalogs compiled under
    ``build/locales/`` first (a broken one is a :class:`SiteError`, located);
    the site built into a staging copy and published only when every language
    passed, so a failed build leaves the previous site as it was.  The
    chooser, the switcher and ``hreflang`` list every language built now or
    published before (:func:`published_languages`), whichever were rebuilt.

    The catalogs are first merged, in memory, with the pages as they are now
    (:func:`refreshed_catalogs`: what ``build --gettext`` would write), and a
    page whose translation is then incomplete is published from its earlier
    translation (:mod:`generator.sphinxext.translations`); each result's
    ``left`` names those pages.  ``strict``: every page of every language must
    be translated, as the catalogs are, or nothing is published.
    """
    from generator import publish
    from generator.sphinxext.html import language_name
    from generator.sphinxext.status import progress_rows

    languages = languages or project.languages(root)
    unknown = [language for language in languages if not _known_language(language)]
    if unknown:
        raise SiteError(f"unknown language {unknown[0]!r}")
    out = output_directory(root, out)
    listed = published_languages(root, out, languages)
    translated = tuple(code for code in languages if code != "en")
    # The pages' catalogs are merged with the pages in memory when a language is translated: a
    # message a page no longer has is the refresh's to move, not a problem of this build (its
    # check skips "stale").  Known before the merge, so the check starts at once, beside it.
    skip_stale = bool((overrides or {}).get("generator_earlier_translations", translated))
    staging = publish.Staging(out)
    try:
        with (
            publish.one_build_at_a_time(root / "build"),
            _Builds(root, languages, jobs, skip_stale) as builds,
        ):
            texts = {} if strict or not translated else refreshed_catalogs(root, translated)
            progress = site_progress(root / "locales", translated, texts)
            left = [] if strict else [p for p in progress if not p.complete and p.page != "sphinx"]
            settings = {
                **_compile_catalogs(root, languages, texts, earlier=not strict),
                "generator_earlier_translations": {
                    code: sorted(page.page for page in left if page.language == code)
                    for code in translated
                },
                "generator_translation_progress": progress_rows(progress),
                **(overrides or {}),
            }
            with staging:
                # The chooser first: the fonts the builds' pool cuts (_FontCuts) show its names.
                write_chooser(staging.path, listed)
                names = {code: language_name(code) for code in listed}
                fonts = _FontCuts(names, font_cache(root))
                results = builds.run(staging.path, listed, quiet, settings, done, fonts)
                if all(result.status == 0 for result in results):
                    # What the pool did not cut (with one worker: every face) is cut here.
                    webfonts.publish_fonts(
                        staging.path, names, font_cache(root), jobs or os.cpu_count() or 1
                    )
                    staging.publish()
                else:
                    _forget_environments(root, languages)
    except OSError as error:  # a full disk: the staging copy is gone, the site as it was
        _forget_environments(root, languages)
        if staging.published:
            kept = f"the site in {out} was published; the next build deletes the old version"
        elif (out / "index.html").exists():
            kept = f"the site in {out} was left as it was"
        else:
            kept = "nothing was published"
        raise SiteError(f"{_os_error(error)}\n{kept}") from None
    return [
        dataclasses.replace(
            result, left=tuple(page for page in left if page.language == result.language)
        )
        for result in results
    ]


def refreshed_catalogs(root: Path, languages: tuple[str, ...]) -> dict[Path, str]:
    """The page catalogs of ``languages`` that a refresh would change, with their new text:
    the pages' messages extracted now (``build/gettext/``, templates in ``build/templates/``)
    and merged as :mod:`generator.refresh` merges them, nothing written under ``locales/``.
    Served from :mod:`generator.catalogcache` while no file they come from has changed."""
    from generator import catalogcache, templates
    from generator.catalogs import CatalogError
    from generator.refresh import RefreshError, plan

    kept = catalogcache.load(root, languages)
    if kept is not None:
        return kept
    read = catalogcache.inputs(root)
    pot = root / "build" / "gettext"
    result = extract_messages(root, pot)
    if result.status:
        raise SiteError(f"{result.warnings}the pages' messages could not be extracted")
    scratch = root / "build" / "templates"
    try:
        templates.update(pot, root, scratch)
        planned = plan(scratch, root / "locales", languages)
    except (CatalogError, RefreshError) as error:
        raise SiteError(f"{error}\nnothing was built") from None
    texts = {change.path: text.decode("utf-8") for change, text in planned if text is not None}
    catalogcache.store(root, languages, texts, result.dependencies, read)
    return texts


def font_cache(root: Path) -> Path:
    """Where the pages' fonts are kept once cut (:mod:`generator.webfonts`)."""
    return root / "build" / ".font-cache"


def output_directory(root: Path, out: Path | None) -> Path:
    """Where the site of ``root`` is published: ``out``, default ``build/site``, if publishing
    there destroys nothing (:func:`generator.destination.check_out`), else :class:`SiteError`."""
    from generator.destination import DestinationError, check_out

    try:
        return check_out(root, out or root / "build" / "site")
    except DestinationError as error:
        raise SiteError(str(error)) from None


def published_languages(root: Path, out: Path, built: tuple[str, ...]) -> tuple[str, ...]:
    """The languages the chooser and switchers list: those being ``built`` and those the site
    at ``out`` has already, in the site's order, the source language first (Sphinx's settings
    need it): never another language no build has published."""
    every = site_languages(root, built)
    return tuple(
        code
        for number, code in enumerate(every)
        if number == 0 or code in built or (out / code / "index.html").is_file()
    )


def site_languages(root: Path, requested: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The languages the site has (those of ``conf.py`` that are English or have catalogs
    under locales/), and any requested."""
    present = [
        code
        for code in project.languages(root)
        if code == "en" or code in requested or (root / "locales" / code / "LC_MESSAGES").is_dir()
    ]
    return (*present, *(code for code in requested if code not in present))


def _compile_catalogs(
    root: Path, languages: tuple[str, ...], texts: dict[Path, str], earlier: bool
) -> dict:
    """Compile the catalogs under build/locales/; the Sphinx settings that read them there."""
    from generator.compiled import CompileError, compile_catalogs, sphinx_overrides

    target = root / "build" / "locales"
    try:
        compile_catalogs(
            root / "locales",
            target,
            tuple(code for code in languages if code != "en"),
            texts=texts,
            earlier=earlier,
        )
    except CompileError as error:
        raise SiteError(f"{error}\nnothing was built") from None
    return sphinx_overrides(root / "locales", target, root / "docs")


class _Builds:
    """The languages' builds and the site's check, side by side in a pool of processes.

    Entered before the catalogs are merged (:func:`refreshed_catalogs`): the check reads the
    sources only, so it starts at once, in one worker, while this process extracts the pages'
    messages; :meth:`run` then builds the languages in the workers.  With one worker, everything
    runs here, in turn, in :meth:`run`.
    """

    def __init__(
        self, root: Path, languages: tuple[str, ...], jobs: int | None, skip_stale: bool
    ) -> None:
        self.root, self.languages = root, languages
        self.check = buildcheck.plan(root, languages)
        if self.check is not None and skip_stale:
            self.check = dataclasses.replace(self.check, skip=self.check.skip | {"stale"})
        self.workers = min(jobs or os.cpu_count() or 1, len(languages) + (self.check is not None))
        self.pool: ProcessPoolExecutor | None = None
        self.checking: Future[LocaleResult] | None = None

    def __enter__(self) -> _Builds:
        if self.workers > 1:
            _import_sphinx_untranslated()
            # fork: the children inherit the loaded package and Sphinx, imported once here rather
            # than once in each child; each builds one language.
            _preload()
            self.pool = ProcessPoolExecutor(
                max_workers=self.workers,
                mp_context=multiprocessing.get_context("fork"),
                initializer=interrupt.worker_started,
                initargs=(os.getpid(),),
            )
            if self.check is not None:
                # The longest task (the checks of every language take about twice a language's
                # build): started last, it would run alone at the end while the other workers idle.
                self.checking = self.pool.submit(_build_one, ("check", self.check))
        return self

    def __exit__(self, kind: type[BaseException] | None, *rest: object) -> None:
        if kind is None and self.pool is not None:
            self.pool.shutdown()
        else:
            self.stop()

    def stop(self) -> None:
        """End the workers now, whatever they are doing (a build stopped or failed)."""
        if self.pool is not None:
            _stop_workers(self.pool)
            self.pool = None

    def run(
        self,
        out: Path,
        listed: tuple[str, ...],
        quiet: bool,
        overrides: dict,
        done: Callable[[LocaleResult], None] | None = None,
        fonts: _FontCuts | None = None,
    ) -> list[LocaleResult]:
        """Build every language into ``out/<lang>/`` (and check the site): each result, the
        languages' in their order, then the check's; ``done`` called with each as it ends.
        ``fonts``: the site's faces cut in the pool too, when every language passed, begun
        as soon as a worker has no language left to build (:class:`_FontCuts`)."""
        _import_sphinx_untranslated()
        if self.check is not None:
            overrides = {**overrides, "generator_check": False}
        tasks: list[tuple] = [
            (self.root, language, out / language, "html", listed, 1, quiet, overrides)
            for language in self.languages
        ]
        done = done or (lambda result: None)
        if self.pool is None:
            results = []
            for task in [*tasks, *([("check", self.check)] if self.check is not None else [])]:
                results.append(_build_one(task))
                done(results[-1])
            return results
        futures = [self.pool.submit(_build_one, task) for task in _longest_first(tasks)]
        by_language = dict(zip((task[1] for task in _longest_first(tasks)), futures, strict=True))
        if self.checking is not None:
            futures.append(self.checking)
        try:
            building = set(futures)
            while building:
                finished, building = wait(building, return_when=FIRST_COMPLETED)
                for future in finished:
                    done(future.result())
                failed = any(future.result().status for future in futures if future.done())
                if fonts is not None and not failed and 0 < len(building) < self.workers:
                    # A worker has no language left to build: it cuts the faces that the pages
                    # built so far (and those of the languages not rebuilt) show, most often
                    # those of the whole site (see _longest_first).
                    left = [
                        language for language, future in by_language.items() if not future.done()
                    ]
                    fonts.begin(self.pool, out, left)
            if fonts is not None and not any(future.result().status for future in futures):
                fonts.finish(self.pool, out)
        except BaseException as error:
            # Stopped here, before the staging copy the workers write into is deleted.
            self.stop()
            if isinstance(error, BrokenProcessPool):
                raise SiteError(
                    "a process building a language ended without finishing (killed, or out of memory)"
                ) from None
            raise
        results = [
            *(by_language[language].result() for language in self.languages),
            *([self.checking.result()] if self.checking is not None else []),
        ]
        if fonts is not None and fonts.busy():
            self.stop()  # the cuts of faces the site came not to need: not worth waiting for
        else:
            self.pool.shutdown()
        self.pool = None
        return results


class _FontCuts:
    """The site's faces (:mod:`generator.webfonts`), cut in the builds' pool.

    :meth:`begin` cuts those the pages built so far show (and those of the languages this build
    does not rebuild), while a worker would idle beside the last languages; :meth:`finish`
    those every page shows.  A face is a pure function of its
    font and characters, named by them in the font cache (:class:`webfonts.FacePlan`): a cut
    begun early serves the site only if its characters are the site's, and what is not cut
    when the pool ends, :func:`webfonts.publish_fonts` cuts.
    """

    def __init__(self, names: dict[str, str], cache: Path) -> None:
        self.names = webfonts.names_by_family(names)
        self.cache = cache
        self.cutting: dict[str, Future[dict]] = {}

    def begin(self, pool: ProcessPoolExecutor, site: Path, building: list[str]) -> None:
        """Cut the faces of every page of ``site`` but those of the languages still ``building``."""
        self._cut(pool, webfonts.shown_characters(site, without=building))

    def finish(self, pool: ProcessPoolExecutor, site: Path) -> None:
        """Cut the faces of every page of ``site``, reusing the cuts begun for the same ones."""
        needed = self._cut(pool, webfonts.shown_characters(site))
        for key, future in self.cutting.items():
            if key not in needed:
                future.cancel()  # a cut not begun whose characters the site came not to have
        for key, plan in needed.items():
            plan.store(self.cutting[key].result())

    def busy(self) -> bool:
        """Whether a cut the site does not need is still running."""
        return any(not future.done() for future in self.cutting.values())

    def _cut(
        self, pool: ProcessPoolExecutor, shown: frozenset[str]
    ) -> dict[str, webfonts.FacePlan]:
        """The plans of the faces of ``shown`` that the font cache lacks, each cut or cutting."""
        plans = {
            plan.key: plan
            for plan in webfonts.face_plans(shown, self.names, self.cache)
            if not plan.cached()
        }
        for key, plan in plans.items():
            if key not in self.cutting:
                self.cutting[key] = pool.submit(webfonts.cut_plan, plan)
        return plans


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    """End the pool's workers now (a build stopped or failed), not after the tasks they run:
    none may go on writing into the staging copy, which is deleted next."""
    # The pool has no public way to end its workers before Python 3.14 (terminate_workers).
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()
    for process in processes:
        process.join()
    pool.shutdown(wait=True)


def _longest_first(tasks: list[tuple]) -> list[tuple]:
    """The site's check, then the languages whose words the build cuts (Thai), then the others,
    the source language last: the shortest (no translation to read), it builds while a worker
    with nothing left to build begins the fonts (:class:`_FontCuts`), and its pages show hardly
    a character the translations' do not (their glossaries show its words), so the faces cut
    then are most often the site's."""
    from generator.wordbreak import segments

    def rank(task: tuple) -> int:
        if task[0] == "check":
            return 0
        if task[1] == "en":
            return 3
        return 1 if segments(task[1]) else 2

    return sorted(tasks, key=rank)


def _preload() -> None:
    """Import what every language's build imports (Sphinx, MyST, the extension, the renderer,
    the check)."""
    import myst_parser.sphinx_ext.main  # noqa: F401
    import sphinx.application
    import sphinx.builders.html  # noqa: F401

    import generator.check.sphinx
    import generator.render
    import generator.sphinxext.site  # noqa: F401


def _import_sphinx_untranslated() -> None:
    """Import Sphinx's built-in extensions while no language is set up.

    Some translate class attributes when first imported (the Python domain's
    index name, ``_('Python Module Index')``): imported during a Hindi build,
    a process's later French build kept the Hindi name (``fr/objects.inv``
    then held Hindi text, depending on which language a worker built first).
    Imported before any translator exists, they stay lazy and follow each build.
    """
    import importlib

    from sphinx.application import builtin_extensions
    from sphinx.locale import translators

    translators.clear()
    for name in builtin_extensions:
        importlib.import_module(name)


def _forget_environments(root: Path, languages: tuple[str, ...]) -> None:
    """After a failed build, every language re-reads and re-writes every page next time:
    what the failed build wrote was discarded with its staging copy."""
    for language in languages:
        (root / "build" / "doctrees" / "html" / language / "environment.pickle").unlink(
            missing_ok=True
        )


def _known_language(code: str) -> bool:
    from babel import Locale, UnknownLocaleError

    try:
        Locale.parse(code)
    except (UnknownLocaleError, ValueError):
        return False
    return True


def write_chooser(out: Path, languages: tuple[str, ...]) -> None:
    """``out/index.html``: each language named in itself; a script follows the browser's preference."""
    from generator.registry import GAMES
    from generator.sphinxext.html import language_name, text_direction

    title = escape(" · ".join(game.name for game in GAMES))  # the games the site's pages show

    items = "\n".join(
        f'    <li><a href="{code}/index.html" lang="{code}" hreflang="{code}" dir="{text_direction(code)}">'
        f"{escape(language_name(code))}</a></li>"
        for code in languages
    )
    alternates = "\n".join(
        f'  <link rel="alternate" hreflang="{code}" href="{code}/index.html">' for code in languages
    )
    codes = ", ".join(f'"{code}"' for code in languages)
    page = f"""<!DOCTYPE html>
<html lang="mul" dir="ltr">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{title}</title>
{alternates}
  <link rel="stylesheet" href="{webfonts.DIRECTORY}/{webfonts.STYLESHEET}">
  <style>
    body {{ font-family: var({webfonts.NAMES_VARIABLE}, sans-serif);
           margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
           background: #1f6b3a; }}
    main {{ background: #fff; border-radius: 12px; padding: 2em 3em; text-align: center; }}
    h1 {{ font-size: 1.4em; margin: 0 0 1em; }}
    ul {{ list-style: none; padding: 0; margin: 0; }}
    li {{ margin: 0.6em 0; font-size: 1.3em; }}
    a {{ color: #1f4e8c; text-decoration: none; }}
    a:hover, a:focus {{ text-decoration: underline; }}
  </style>
  <script>
    // Follow the browser's preferred language when the site has it; the list stays for everyone else.
    (function () {{
      var site = [{codes}];
      var wanted = navigator.languages || [navigator.language || ""];
      for (var i = 0; i < wanted.length; i++) {{
        var code = String(wanted[i]).toLowerCase().split("-")[0];
        if (site.indexOf(code) >= 0 && !/[?&]choose/.test(location.search)) {{
          location.replace(code + "/index.html");
          return;
        }}
      }}
    }})();
  </script>
</head>
<body>
<main>
  <h1>{title}</h1>
  <ul>
{items}
  </ul>
</main>
</body>
</html>
"""
    out.mkdir(parents=True, exist_ok=True)
    (out / "index.html").write_text(page, encoding="utf-8")


def extract_messages(root: Path, pot: Path, quiet: bool = True) -> LocaleResult:
    """Sphinx's ``gettext`` builder: a template of each page's messages in ``pot``, no other."""
    _import_sphinx_untranslated()  # before any language is set up (see there)
    # Sphinx writes a template for every page each time, and never removes one: a page
    # deleted since must not get (or update) catalogs from its old template.
    for old in pot.rglob("*.pot") if pot.is_dir() else []:
        old.unlink()
    result = _sphinx(root, "en", pot, "gettext", ("en",), 1, quiet)
    # Sphinx also extracts its templates' words into sphinx.pot; the site's sphinx.po is kept
    # by hand (the interface words generator.sphinxext checks) and must not lose them.
    (pot / "sphinx.pot").unlink(missing_ok=True)
    return result


def update_catalogs(
    root: Path,
    languages: tuple[str, ...] | None = None,
    quiet: bool = True,
    locale_dir: Path | None = None,
    template_dir: Path | None = None,
) -> tuple[LocaleResult, list]:
    """Extract the pages' messages (Sphinx's ``gettext`` builder, into ``build/gettext/``), write
    the committed templates ``locales/templates/*.pot`` from them (:mod:`generator.templates`)
    and merge those into ``locales/<lang>/LC_MESSAGES/*.po`` (:mod:`generator.refresh`: no
    translation lost).

    Returns Sphinx's result and the :class:`generator.refresh.Change` of each
    catalog; raises :class:`SiteError` (every unreadable catalog, located)
    before any catalog is written.
    """
    from generator import publish, templates
    from generator.catalogs import CatalogError
    from generator.refresh import RefreshError, refresh

    pot = root / "build" / "gettext"
    template_dir = template_dir or root / templates.FOLDER
    with publish.one_build_at_a_time(root / "build"):
        result = extract_messages(root, pot, quiet)
        if result.status:
            return result, []
        targets = tuple(
            language for language in languages or project.languages(root) if language != "en"
        )
        try:
            templates.update(pot, root, template_dir)
            changes = refresh(template_dir, locale_dir or root / "locales", targets)
        except (CatalogError, RefreshError) as error:
            raise SiteError(f"{error}\nno catalog was changed") from None
    return result, changes
