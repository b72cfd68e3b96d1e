r"""MyST as the build parses it: markdown-it-py with myst-parser's own plugins and settings.

The build reads pages with myst-parser, configured by the ``myst_*`` values of
``conf.py``; :func:`parser` makes the same markdown-it parser
(:func:`myst_parser.parsers.mdit.create_md_parser`) from the same values
(:func:`config`), so what ``check`` sees is what the build sees: fences of any
length, nesting, front matter, comments, code spans that are not roles.

One thing is added: each role, code span, link and image records where it is
in the text it was parsed from (``token.meta["start"]``, ``token.meta["end"]``,
and for a link or image ``token.meta["label_end"]``, the ``]`` before its
target), which markdown-it keeps only for blocks, so a report can name its
line and a check can tell a link's words from its address.

>>> tokens = parse_inline("A \\` then {card}`A♠` and `` {card}`K♠` ``, [see](codes.md)")
>>> [(t.type, t.content, t.meta["start"], t.meta["end"]) for t in tokens]
[('myst_role', 'A♠', 10, 20), ('code_inline', '{card}`K♠`', 25, 41), ('link_open', '', 43, 58)]
>>> tokens[-1].attrGet("href"), tokens[-1].meta["label_end"]
('codes.md', 47)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token
from myst_parser.config.main import MdParserConfig
from myst_parser.parsers.mdit import create_md_parser

#: The inline rules whose tokens are located (roles, code spans, links, images), with the token
#: each makes.
LOCATED_RULES = {
    "myst_role": "myst_role",
    "backticks": "code_inline",
    "link": "link_open",
    "image": "image",
}

#: Where the label of a link (``[``) or an image (``![``) starts to be read, from the rule's
#: start, and whether a link may nest in it: as markdown-it's own ``link`` and ``image`` rules.
_LABELS = {"link_open": (0, True), "image": (1, False)}


def config(settings: Mapping[str, Any] | None = None) -> MdParserConfig:
    """MyST's configuration from ``myst_*`` settings (a ``conf.py``'s names, or Sphinx's config),
    made as myst-parser's Sphinx extension makes it; myst-parser's defaults for the rest.

    >>> sorted(config({"myst_enable_extensions": ["colon_fence"]}).enable_extensions)
    ['colon_fence']
    """
    settings = settings or {}
    values = {
        name: settings[f"myst_{name}"]
        for name, _, field in MdParserConfig().as_triple()
        if "sphinx" not in field.metadata.get("omit", []) and f"myst_{name}" in settings
    }
    return MdParserConfig(**values)


def parser(settings: Mapping[str, Any] | None = None) -> MarkdownIt:
    """The markdown-it parser myst-parser builds for these settings (one per configuration)."""
    key = repr(sorted((settings or {}).items()))
    if key not in _PARSERS:
        md = create_md_parser(config(settings), RendererHTML)
        for name, made_token in LOCATED_RULES.items():
            rule = md.inline.ruler.__rules__[md.inline.ruler.__find__(name)].fn
            md.inline.ruler.at(name, _located(rule, made_token))
        _PARSERS[key] = md
    return _PARSERS[key]


_PARSERS: dict[str, MarkdownIt] = {}
"""The parsers made, by their settings as written."""


def _located(
    rule: Callable[[StateInline, bool], bool], made: str
) -> Callable[[StateInline, bool], bool]:
    def located(state: StateInline, silent: bool) -> bool:
        start, count = state.pos, len(state.tokens)
        if not rule(state, silent):
            return False
        for token in state.tokens[count:]:  # the text before it is flushed as a token too
            if token.type == made:
                token.meta = {**(token.meta or {}), "start": start, "end": state.pos}
                if made in _LABELS:
                    skip, nested = _LABELS[made]
                    label_end = state.md.helpers.parseLinkLabel(state, start + skip, nested)
                    token.meta["label_end"] = label_end
        return True

    return located


def parse_inline(text: str, settings: Mapping[str, Any] | None = None) -> list[Token]:
    """The located roles, code spans, links and images of ``text``, read as inline MyST, in
    order (a link before the roles and code spans of its words)."""
    return [
        token
        for block in parser(settings).parseInline(text)
        for token in block.children or []
        if "start" in (token.meta or {})
    ]
