"""The site's published pictures: each decodes to exactly the pixels the renderer drew, at every
density its ``srcset`` offers, and every ``<img>`` says its size."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from generator.compiled import compile_catalogs, sphinx_overrides
from generator.render import render
from generator.sphinxext import images
from generator.sphinxext.nodes import position_figure

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = __import__("generator.project", fromlist=["languages"]).languages(ROOT)
IMG = re.compile(r"<img\b[^>]*>")


def build_language(language: str, work: Path) -> tuple[Path, list[Any]]:
    """The site's pages in ``language``, built by Sphinx into ``work``, and the position figures
    as the pages' writer saw them (their position and drawing options)."""
    from sphinx.application import Sphinx
    from sphinx.util.docutils import docutils_namespace, patch_docutils

    compiled = work / "locales"
    if language != "en":
        compile_catalogs(ROOT / "locales", compiled, (language,))
    figures: list[Any] = []
    with patch_docutils(ROOT), docutils_namespace():
        app = Sphinx(
            srcdir=ROOT / "docs",
            confdir=ROOT,
            outdir=work / "site" / language,
            doctreedir=work / "doctrees",
            buildername="html",
            confoverrides={
                "language": language,
                "generator_image_cache": str(ROOT / "build" / ".image-cache"),
                **sphinx_overrides(ROOT / "locales", compiled, ROOT / "docs"),
            },
            status=None,
            warning=io.StringIO(),
            warningiserror=True,
        )
        app.connect(
            "doctree-resolved",
            lambda app, doctree, docname: figures.extend(doctree.findall(position_figure)),
        )
        app.build()
        assert app.statuscode == 0
    return work / "site" / language, figures


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_published_picture_decodes_to_the_renderers_pixels(
    language: str, tmp_path: Path
) -> None:
    out, figures = build_language(language, tmp_path)
    assert figures, "no position on the site's pages"
    published = set()
    for figure in figures:
        assert [scale for scale, _ in figure["srcset"]] == [1, 2]
        for scale, key in figure["srcset"]:
            path = out / "_images" / f"{key}{images.WEB}"
            with Image.open(path) as picture:
                assert picture.format == "WEBP"
                decoded = picture.convert("RGB")
            drawn = render(figure["position"], **{**figure["render"], "scale": scale})
            assert decoded.size == drawn.size, path.name
            assert decoded.tobytes() == drawn.tobytes(), path.name  # every pixel, exactly
            published.add(path.name)
    # every picture the pages show is one of them, and each has its size
    shown = set()
    for page in out.glob("*.html"):
        for tag in IMG.findall(page.read_text(encoding="utf-8")):
            assert re.search(r' width="\d+" height="\d+"', tag), (page.name, tag)
            shown.update(re.findall(r"_images/([0-9a-f]+\.webp)", tag))
    assert shown == published
