"""A position in every builder: the picture where the output can hold one, the description always.

HTML-like builders (``html``, ``dirhtml``, ``singlehtml``, ``epub``) write a
:class:`~generator.sphinxext.nodes.position_figure` with their own visitor
(:mod:`generator.sphinxext.html`: the picture, and the description in a
disclosure).  Every other builder gets plain docutils nodes, which any
writer knows (:func:`for_builder`):

- LaTeX: a figure with the picture (published beside the ``.tex`` file),
  the marks' legend and the caption, then the description as a list;
- text, man, texinfo: the caption, then the description as a list (the
  words stand for the picture, as a screen reader reads it);
- any other builder that writes pages: the same words, and a warning on
  each page that shows a position that the builder shows no picture.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.builders import Builder

from generator.sphinxext import images
from generator.sphinxext import nodes as ext_nodes
from generator.sphinxext.report import warn

PICTURE_FORMATS = frozenset({"latex"})
"""Output formats, besides HTML, that get the picture itself (as a PNG the document includes)."""

LATEX_PICTURE = ".png"
"""LaTeX includes PNG, not WebP: its pictures are saved so (:data:`generator.render.ENCODINGS`)."""

TEXT_FORMATS = frozenset({"text", "man", "texinfo"})
"""Output formats whose readers get the description in place of the picture, as intended."""

SILENT_FORMATS = frozenset({"", "linkcheck", "gettext"})
"""Builders that write no document a reader sees (``dummy``, ``linkcheck``, ``gettext``)."""


def for_builder(figure: ext_nodes.position_figure, builder: type[Builder]) -> nodes.Element:
    """``figure`` as ``builder`` (the builder's class, as post-transforms know it) can show it."""
    if builder.format == "html":
        return figure
    description = _description(figure)
    if builder.format in PICTURE_FORMATS:
        return _picture_figure(figure, description)
    box = nodes.container("", ids=figure["ids"], names=figure["names"], classes=figure["classes"])
    for caption in figure.findall(nodes.caption):
        box += nodes.paragraph(caption.rawsource, "", *caption.children)
    box += description
    return box


def warn_no_picture(figure: nodes.Element, builder: type[Builder]) -> None:
    """Say, at ``figure`` (a page's first position), that ``builder`` shows no picture where
    its readers may expect one (a format that is neither HTML, LaTeX nor plain text)."""
    if builder.format not in {"html"} | PICTURE_FORMATS | TEXT_FORMATS | SILENT_FORMATS:
        warn(
            f"the {builder.name} builder shows a position as its description only, without the "
            "picture (the html, epub and latex builders draw it)",
            figure,
            "builder",
        )


def _description(figure: ext_nodes.position_figure) -> list[nodes.Node]:
    """The long description: its label, then one item per entry (the marked move first)."""
    items = nodes.bullet_list()
    for entry in figure["description"]:
        items += nodes.list_item("", nodes.paragraph(entry, entry))
    return [nodes.paragraph(figure["summary"], figure["summary"]), items]


def _picture_figure(
    figure: ext_nodes.position_figure, description: list[nodes.Node]
) -> nodes.Element:
    name = f"{figure['key']}{LATEX_PICTURE}"
    # '?' marks the image as not the project's: the builder copies nothing and leaves the
    # uri, a file publish_pictures puts beside the document.
    image = nodes.image("", uri=name, alt=figure["alt"], candidates={"?": name})
    image[_PICTURE] = (figure["key"], figure["position"], figure["render"])
    plain = nodes.figure("", image, ids=figure["ids"], names=figure["names"])
    plain.extend(child.deepcopy() for child in figure.findall(nodes.caption))
    if figure.get("legend"):
        plain += nodes.legend("", nodes.paragraph(figure["legend"], figure["legend"]))
    return nodes.container("", plain, *description, classes=figure["classes"])


_PICTURE = "generator_picture"
"""The attribute of a plain image node that :func:`_picture_figure` made: (key, position, options)."""


def publish_pictures(app: Any, doctree: nodes.document, docname: str) -> None:
    """``doctree-resolved``: the pictures of a plain figure, from the cache to the document's
    folder (at the size the page shows them); and an epub's book keeps the cache out."""
    builder = app.builder
    cache = images.cache_dir(builder.config, builder.confdir, builder.doctreedir)
    for image in doctree.findall(nodes.image):
        if _PICTURE not in image:
            continue
        key, position, render = image[_PICTURE]
        source, _ = images.cached_image(cache, key, position, render, LATEX_PICTURE)
        images.publish(source, Path(builder.outdir, image["uri"]))
        width, _ = images.picture_size(source)
        image["width"] = f"{width // max(1, int(render.get('scale') or 1))}px"
    if builder.name in ("epub", "epub3"):
        for figure in doctree.findall(ext_nodes.position_figure):
            for _, key in figure["srcset"]:
                _keep_cache_out_of_book(builder, cache, key)


def _keep_cache_out_of_book(builder: Any, cache: Path, key: str) -> None:
    """An epub packs every file of its output folder: when the image cache is inside it
    (``sphinx-build -b epub`` puts the doctrees there), each cached picture is excluded, so
    the book holds it once, as ``_images/KEY.webp``."""
    cache, outdir = cache.resolve(), Path(builder.outdir).resolve()
    if not cache.is_relative_to(outdir):
        return
    name = os.path.relpath(cache / f"{key}{images.WEB}", outdir)
    if name not in builder.config.epub_exclude_files:
        builder.config.epub_exclude_files = [*builder.config.epub_exclude_files, name]
