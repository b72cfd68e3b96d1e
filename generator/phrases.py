"""A phrase sheet for translators: every message of the generator's catalog, rendered.

A translator reviews output, not fragments: for each message of the template
(``generator/locales/generator.pot``) the sheet shows the English and the
translated text of a few real contexts, where the message was used.  The
contexts are the describer's public calls on what the site shows: every
position and move of the pages' example games (descriptions, alternative texts,
narrations), the moves the pages show refused, the pages' rule examples, the
pictures' labels, the refusal reasons of every game, and counts of every
:class:`~generator.units.Unit`.  Which message a call used is recorded at the
catalog (every describer of a language shares one compiled catalog), so a
message added to the describer appears here as soon as a call uses it; one no
call reaches (a move from a foundation that no game of the site plays) is shown
alone, as the catalog has it, and says so.

The examples are chosen so that every plural form a message's contexts reach
shows (a count, every one of the language's: Arabic's six, 0, 1, 2, 3-10, 11-99,
100-102) and every kind of context (a count in digits and in words; a card in a
description and in a narration), at least :data:`EXAMPLES` of them.

The template's translator comments carry the first English example of each
message (:func:`write_template`), so a translator's PO editor shows it too.
"""

from __future__ import annotations

import contextlib
import re
import tempfile
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from operator import methodcaller
from pathlib import Path
from typing import Any, cast

from babel.messages.frontend import CommandLineInterface
from babel.messages.pofile import read_po

from generator import citations, poformat, rule_examples
from generator.cards import Suit
from generator.check.games import declared_games
from generator.check.markup import roles
from generator.check.pages import read_page
from generator.check.site import Site
from generator.conditions import count_at, parse_place
from generator.describe import Describer
from generator.files import write_atomic
from generator.i18n import EXTRACT_ARGUMENTS, LOCALE_DIR, TEMPLATE_NAME, load
from generator.project import conf
from generator.registry import GAMES, game_of
from generator.render import scene
from generator.render.layout import LINE_HEIGHT, LabelOp
from generator.rules import IllegalMoveError
from generator.units import Unit

EXAMPLES = 3
"""How many examples each message shows at least."""

COUNTS = (*range(13), *range(100, 113), 1000, 1_000_000)
"""The counts every unit is said with: each plural category of every CLDR language."""

EXAMPLE_PREFIX = "Example: "
"""How a template's translator comment starts the English example of its message."""

_PLACEHOLDER = re.compile(r"%\((\w+)\)s")

Key = tuple[str | None, str]
"""A message: its context and its msgid."""


@dataclass(frozen=True)
class Context:
    """A public call of the describer (or of the renderer, for a picture's labels) on what
    the site shows: ``label`` says where, ``call`` gives the text (one or several items)."""

    label: str
    call: Callable[[Describer], str | list[str]]


@dataclass(frozen=True)
class Example:
    """One rendering of a message: the ``english`` and ``translated`` text of the same item
    of a context, with the count of a plural message and the plural form it took."""

    label: str
    english: str
    translated: str
    count: int | None = None
    form: int | None = None


@dataclass
class Phrase:
    """A message of the template and its examples."""

    context: str | None
    msgid: str
    plural: str | None = None
    examples: list[Example] = field(default_factory=list)

    @property
    def key(self) -> Key:
        return (self.context, self.msgid)


@dataclass(frozen=True)
class _Lookup:
    key: Key
    count: int | None
    translated: str


@contextlib.contextmanager
def _recording(lang: str, locale_dir: Path | None) -> Iterator[list[_Lookup]]:
    """Every catalog lookup of ``lang`` while the block runs, in order."""
    translations = load(lang, locale_dir)
    lookups: list[_Lookup] = []

    def record(name: str, position: tuple[int | None, int, int | None]) -> None:
        original = getattr(translations, name)
        context_at, msgid_at, count_at = position

        def recorded(*args: Any) -> str:
            text = original(*args)
            context = args[context_at] if context_at is not None else None
            count = args[count_at] if count_at is not None else None
            lookups.append(_Lookup((context, args[msgid_at]), count, text))
            return str(text)

        setattr(translations, name, recorded)

    record("gettext", (None, 0, None))
    record("pgettext", (0, 1, None))
    record("ngettext", (None, 0, 2))
    record("npgettext", (0, 1, 3))
    try:
        yield lookups
    finally:
        for name in ("gettext", "pgettext", "ngettext", "npgettext"):
            delattr(translations, name)


def _items(output: str | list[str]) -> list[str]:
    return [output] if isinstance(output, str) else list(output)


def _pattern(translated: str) -> re.Pattern[str]:
    """Where a looked-up phrase shows in the output: its text, each placeholder any text."""
    parts = _PLACEHOLDER.split(translated)
    return re.compile(
        "".join(re.escape(part) if i % 2 == 0 else ".+?" for i, part in enumerate(parts)),
        re.S,
    )


def _run(
    context: Context, describer: Describer, lookups: list[_Lookup]
) -> tuple[list[str], list[_Lookup]]:
    start = len(lookups)
    items = _items(context.call(describer))
    return items, lookups[start:]


def _in_word(text: str, index: int) -> bool:
    """Whether ``text[index]`` is a letter or a mark: a phrase ending just before it ends
    inside a word ("%(n)s card" is not in "6 cards", nor "%(n)s சீட்டு" in "6 சீட்டுகள்")."""
    return index < len(text) and unicodedata.category(text[index])[0] in "LM"


def _item_of(lookup: _Lookup, items: list[str]) -> int:
    """The item a lookup's phrase shows in, as whole words (a gender, which shows in no text,
    the first)."""
    pattern = _pattern(lookup.translated)
    # A phrase ending in a placeholder ends wherever its value does.
    open_end = re.search(r"%\(\w+\)s$", lookup.translated) is not None
    for index, item in enumerate(items):
        found = pattern.finditer(item)
        if any(open_end or not _in_word(item, match.end()) for match in found):
            return index
    return 0


def _plural(describer: Describer) -> Callable[[int], int]:
    """The plural form a count takes in the describer's catalog (its ``Plural-Forms``)."""
    plural: Callable[[int], int] = cast(Any, describer.translations).plural
    return plural


def _candidates(
    lang: str, contexts: list[Context], locale_dir: Path | None
) -> dict[Key, list[Example]]:
    english, translated = (
        Describer("en", locale_dir=locale_dir),
        Describer(lang, locale_dir=locale_dir),
    )
    plural_form = _plural(translated)
    found: dict[Key, list[Example]] = {}
    with contextlib.ExitStack() as stack:
        lookups = stack.enter_context(_recording(lang, locale_dir))
        english_lookups = (
            lookups if lang == "en" else stack.enter_context(_recording("en", locale_dir))
        )
        for context in contexts:
            try:
                english_items, _ = _run(context, english, english_lookups)
            except ValueError:
                continue  # a refused move the describer cannot say (from an empty place)
            items, used = _run(context, translated, lookups)
            seen: set[tuple[Key, int | None, int]] = set()
            for lookup in used:
                index = _item_of(lookup, items)
                if (lookup.key, lookup.count, index) in seen or index >= len(english_items):
                    continue
                seen.add((lookup.key, lookup.count, index))
                form = plural_form(lookup.count) if lookup.count is not None else None
                example = Example(
                    context.label, english_items[index], items[index], lookup.count, form
                )
                found.setdefault(lookup.key, []).append(example)
    return found


def _kind(label: str) -> str:
    """What kind of context a label names: "the narration of move N", "cards counted in words"."""
    return re.sub(r"\d+", "N", label.rsplit(": ", 1)[-1])


def _choose(examples: list[Example], wanted: int) -> list[Example]:
    """One example of every plural form and of every kind of context the candidates show
    (a count in digits and in words, a description and a narration), then different texts
    up to ``wanted``, in the order the contexts came."""
    chosen: list[Example] = []
    forms: set[int | None] = set()
    kinds: set[str] = set()
    texts: set[str] = set()

    def take(example: Example) -> None:
        chosen.append(example)
        forms.add(example.form)
        kinds.add(_kind(example.label))
        texts.add(example.translated)

    for example in examples:
        if example.form is not None and example.form not in forms:
            take(example)
    for example in examples:
        if _kind(example.label) not in kinds and example.translated not in texts:
            take(example)
    for example in examples:
        if len(chosen) >= wanted:
            break
        if example not in chosen and example.translated not in texts:
            take(example)
    for example in examples:
        if len(chosen) >= wanted:
            break
        if example not in chosen:
            take(example)
    return chosen


def template_messages(locale_dir: Path | None = None) -> list[Phrase]:
    """The template's messages, in its order."""
    path = Path(locale_dir or LOCALE_DIR) / TEMPLATE_NAME
    with path.open("rb") as handle:
        template = read_po(handle)
    phrases = []
    for message in template:
        if not message.id:
            continue
        if isinstance(message.id, (tuple, list)):
            phrases.append(Phrase(message.context, message.id[0], message.id[1]))
        else:
            phrases.append(Phrase(message.context, message.id))
    return phrases


def phrase_sheet(
    lang: str, root: Path, *, locale_dir: Path | None = None, examples: int = EXAMPLES
) -> list[Phrase]:
    """Every message of the template with its examples in ``lang`` and English, from the
    site at ``root`` (its pages' games, refused moves and rule examples)."""
    found = _candidates(lang, site_contexts(root), locale_dir)
    phrases = template_messages(locale_dir)
    nplurals = _plural(Describer(lang, locale_dir=locale_dir))
    describer = Describer(lang, locale_dir=locale_dir)
    for phrase in phrases:
        wanted = examples
        if phrase.plural is not None:
            wanted = max(examples, len({nplurals(n) for n in COUNTS}))
        phrase.examples = _choose(found.get(phrase.key, []), wanted) or [_alone(phrase, describer)]
    return phrases


ALONE = "no position of the site says it: the phrase alone"
"""The label of a message no context reaches (a move from a foundation no game of the site
plays), shown as the catalog has it."""


def _alone(phrase: Phrase, describer: Describer) -> Example:
    context = phrase.context or ""
    if phrase.plural is None:
        translated = (
            describer.pgettext(context, phrase.msgid)
            if context
            else describer.gettext(phrase.msgid)
        )
        return Example(ALONE, phrase.msgid, translated)
    if context:
        translated = describer.npgettext(context, phrase.msgid, phrase.plural, 2)
    else:
        translated = describer.ngettext(phrase.msgid, phrase.plural, 2)
    return Example(ALONE, phrase.plural, translated, 2, _plural(describer)(2))


def format_sheet(phrases: list[Phrase], lang: str) -> str:
    """The sheet as text: each message, then its examples, English above the translation."""
    blocks = []
    for number, phrase in enumerate(phrases, 1):
        head = [f"{number}. msgctxt {phrase.context!r}" if phrase.context else f"{number}."]
        head.append(f"   msgid {phrase.msgid!r}")
        if phrase.plural is not None:
            head.append(f"   msgid_plural {phrase.plural!r}")
        lines = list(head)
        for example in phrase.examples:
            count = (
                f" (n = {example.count}, msgstr[{example.form}])"
                if example.count is not None
                else ""
            )
            lines.append(f"   - {example.label}{count}")
            lines.append(f"     en: {example.english}")
            lines.append(f"     {lang}: {example.translated}")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


# -- the site's contexts -----------------------------------------------------------------------


def site_contexts(root: Path) -> list[Context]:
    """The describer's public calls on what the site at ``root`` shows, then on every refusal
    and count (see the module's docstring)."""
    site = Site(Path(root).resolve())
    settings = {name: value for name, value in conf(site.root).items() if name.startswith("myst_")}
    pages = {path: read_page(path, settings) for path in site.pages()}
    games, _ = declared_games(site, pages)
    contexts: list[Context] = []
    for name, declared in sorted(games.items()):
        if declared.replay is not None:
            contexts.extend(_game_contexts(name, declared.replay))
            contexts.extend(_refused_contexts(name, declared.replay))
    for path, page in pages.items():
        for directive in page.directives:
            shown = games.get(directive.argument)
            if directive.name == "position" and shown is not None and shown.replay is not None:
                contexts.extend(_shown_contexts(site.display(path), directive, shown.replay))
        for paragraph in page.paragraphs:
            for role in roles(paragraph.text):
                if role.name in ("legal", "refused"):
                    contexts.append(_rule_example(site.display(path), role.name, role.target))
    contexts.extend(_every_refusal_and_count())
    return contexts


def _game_contexts(name: str, replay: Any) -> Iterator[Context]:
    positions = [("the start", replay.start)]
    for step in replay.steps:
        yield Context(f"{name}: the narration of {_step_name(step)}", methodcaller("narrate", step))
        yield Context(
            f"{name}: a picture marking {_step_name(step)}", methodcaller("mark_entry", step)
        )
        positions.append((f"after {_step_name(step)}", step.after))
        if step.redeal_number is not None:
            # a game of more redeals numbers them past the catalog's ordinals
            later = step.redeal_number + len(replay.steps)
            yield Context(
                f"{name}: {_step_name(step)}, numbered {later}",
                methodcaller("narrate", (step.before, step.action, later)),
            )
    for moment, position in positions:
        where = f"{name}, {moment}"
        yield Context(f"{where}: the description", methodcaller("describe", position))
        yield Context(
            f"{where}: a fanned picture's description",
            methodcaller("describe", position, fan=True),
        )
        yield Context(
            f"{where}: the picture's alternative text", methodcaller("alt_text", position)
        )
    start = replay.start
    place = parse_place(start, "1")
    count = count_at(start, place)
    yield Context(
        f"{name}, the start: the label under place 1", methodcaller("pile_label", place, count)
    )


REFUSED_EVERY = 8
"""The refused moves of a game's contexts: its own moves, each tried at every 8th of its positions."""

_ANNOTATION = re.compile(r"\[[^\]]*\]")


def _refused_contexts(name: str, replay: Any) -> Iterator[Context]:
    """The game's moves played where the app refuses them, as a picture draws them crossed
    out: every kind of card, place and run a narration can name shows in some of them."""
    game = game_of(replay.start)
    texts = dict.fromkeys(_ANNOTATION.sub("", step.text) for step in replay.steps if step.text)
    positions = [replay.start, *(step.after for step in replay.steps)][::REFUSED_EVERY]
    for number, position in enumerate(positions):
        for text in texts:
            try:
                action = game.resolve(position, game.parse_action(text))
                if not action.is_move:
                    continue  # an action that is not a move, refused, shows no move
                position.play(action)
            except IllegalMoveError as error:
                yield Context(
                    f"{name}: {text} refused at position {number * REFUSED_EVERY}",
                    methodcaller("refused_move", position, action, error.reason),
                )
            except ValueError:
                continue  # not an action of this position (the check reports real mistakes)


def _step_name(step: Any) -> str:
    if step.redeal_number is not None:
        return f"redeal {step.redeal_number}"
    return f"move {step.move_number}"


def _shown_contexts(page: str, directive: Any, replay: Any) -> Iterator[Context]:
    """A ``position`` directive's picture: its labels, and the move it shows refused."""
    try:
        cited = citations.PositionCitation.from_options(directive.options)
        position = cited.position(replay)
        refused = cited.refused_move(replay)
    except citations.CitationError:
        return  # the check reports it; the sheet shows what can be shown
    where = f"{page}:{directive.line}"

    def labels(describer: Describer) -> list[str]:
        laid_out = scene(position, lang=describer.lang, fan="fan" in directive.options)
        return _whole_labels([op for op in laid_out.ops if isinstance(op, LabelOp)])

    yield Context(f"{where}: the picture's labels", labels)
    if refused is not None:
        yield Context(
            f"{where}: the refused move",
            methodcaller("refused_move", position, refused.action, refused.reason),
        )


def _whole_labels(ops: list[LabelOp]) -> list[str]:
    """The labels of a picture, a label the picture broke over two lines ("6 சீட்டுகள்" too
    wide for a column) joined again: one language's labels then pair one by one with
    English's, whichever of them were broken."""
    labels: list[str] = []
    previous: LabelOp | None = None
    for op in ops:
        continued = (
            previous is not None
            and (op.x, op.size, op.weight, op.colour)
            == (previous.x, previous.size, previous.weight, previous.colour)
            and op.y == previous.y + LINE_HEIGHT
        )
        if continued:
            labels[-1] = f"{labels[-1]} {op.text}"
        else:
            labels.append(op.text)
        previous = op
    return labels


def _rule_example(page: str, name: str, target: str) -> Context:
    example = rule_examples.TARGETS[name](target)

    def said(describer: Describer) -> str:
        cards = [describer.card_symbol(card) for card in (example.card, *example.targets)]
        return describer.rule_example(cards[0], cards[1:])

    return Context(f"{page}: {{{name}}}`{target}`", said)


def _every_refusal_and_count() -> Iterator[Context]:
    for game in GAMES:
        for reason in game.refusal:
            yield Context(
                f"{game.name}: the app refuses, {reason.value}",
                methodcaller("refusal_message", reason),
            )
    for suit in Suit:
        yield Context(f"the suit {suit.symbol} on its own", methodcaller("suit_name", suit))
    yield Context("an emptied place in a picture", methodcaller("empty_label"))
    yield Context("under a picture with a marked move", methodcaller("mark_legend"))
    yield Context("the disclosure under a picture", methodcaller("description_summary"))
    yield Context("the disclosure under an example game", methodcaller("moves_summary"))
    yield Context(
        "a page published from its earlier translation", methodcaller("earlier_translation_notice")
    )
    yield Context("the link to the newer English page", methodcaller("latest_english_link"))
    yield Context("a page not translated yet: its title", methodcaller("untranslated_page_title"))
    yield Context("a page not translated yet", methodcaller("untranslated_page_notice"))
    yield Context("the link to the English page", methodcaller("english_page_link"))
    yield Context("the translation status table", methodcaller("status_headings"))
    for n in COUNTS:
        yield Context("the redeal button", methodcaller("redeals_left", n))
    for unit in Unit:
        for n in COUNTS:
            yield Context(f"{unit.noun} counted in a page", methodcaller("counted", unit, n))
            yield Context(f"{unit.noun} counted in a picture", methodcaller("quantity", unit, n))
        for n in COUNTS[:25] if unit.in_words else ():
            yield Context(
                f"{unit.noun} counted in words", methodcaller("counted", unit, n, words=True)
            )
        for n in COUNTS if unit.has_oblique else ():
            yield Context(
                f"{unit.noun} after a preposition",
                methodcaller("counted", unit, n, case="oblique"),
            )
        for n in COUNTS[:25] if unit.has_oblique else ():
            yield Context(
                f"{unit.noun} in words after a preposition",
                methodcaller("counted", unit, n, words=True, case="oblique"),
            )


# -- the template ------------------------------------------------------------------------------


def write_template(root: Path, output: Path | None = None) -> Path:
    """Extract the template from the code (Babel, as ``EXTRACT_ARGUMENTS`` say), add to each
    message's translator comments its first English example, and write it atomically."""
    output = output or root / "generator" / "locales" / TEMPLATE_NAME
    with tempfile.TemporaryDirectory() as scratch, contextlib.chdir(root):
        extracted = Path(scratch) / TEMPLATE_NAME
        CommandLineInterface().run(  # type: ignore[no-untyped-call]  # Babel has no annotations
            ["pybabel", "-q", *EXTRACT_ARGUMENTS, "-o", str(extracted)]
        )
        with extracted.open("rb") as handle:
            template = read_po(handle)
    found = _candidates("en", site_contexts(root), None)
    # a plural's example in the plural form where there is one: "3 piles", not "0 piles"
    examples = {
        key: next((c for c in candidates if c.count is None or c.count > 1), candidates[0]).english
        for key, candidates in found.items()
    }
    for message in template:
        if not message.id:
            continue
        msgid = message.id[0] if isinstance(message.id, (tuple, list)) else message.id
        # a phrase no position of the site says is its own example
        message.auto_comments.append(EXAMPLE_PREFIX + examples.get((message.context, msgid), msgid))
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch) / TEMPLATE_NAME
        fresh.write_text(
            poformat.catalog_text(template, poformat.babel_header(template, fresh)),
            encoding="utf-8",
        )
        text = poformat.formatted(fresh)  # the header as format-catalogs writes it
    # an unchanged template keeps its creation date, so the catalogs merged from it do too
    if not (output.is_file() and _body(output.read_text(encoding="utf-8")) == _body(text)):
        write_atomic(output, text)
    return output


def _body(text: str) -> str:
    """A catalog's text after its header (which holds the dates)."""
    return text[text.find("\n\n", text.find('msgid ""')) :]


__all__ = [
    "COUNTS",
    "EXAMPLES",
    "Context",
    "Example",
    "Phrase",
    "format_sheet",
    "phrase_sheet",
    "site_contexts",
    "template_messages",
    "write_template",
]
