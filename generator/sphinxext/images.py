"""The image cache: each position image is rendered once, named by the hash of
everything that shapes it (:func:`generator.render.image_key`), and linked or
copied into every output (page, language) that shows it.  A picture a web page
shows is drawn at every scale of its ``srcset`` (:func:`srcset_keys`), each a
picture of its own.

Writes are atomic (a temporary file in the same directory, then
``os.replace``), so parallel writers (``-j``, or several locales built at
once) never see a half-written file; two writers of one key write the same
bytes.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


def cache_dir(
    config: Any, confdir: str | os.PathLike[str], doctreedir: str | os.PathLike[str]
) -> Path:
    """``generator_image_cache`` (relative to the configuration directory), or one beside the doctrees."""
    if config.generator_image_cache:
        return Path(confdir, config.generator_image_cache)
    return Path(doctreedir, "generator-images")


def atomic_write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(data)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def srcset_keys(position: Any, options: dict[str, Any]) -> tuple[tuple[int, str], ...]:
    """(scale, key) of each picture a web page offers for one position: drawn at scale 1 for
    screens of one pixel per CSS pixel, and at ``options``' scale (2) for denser screens."""
    from generator.render import image_key

    scales = sorted({1, int(options.get("scale") or 1)})
    return tuple((scale, image_key(position, **{**options, "scale": scale})) for scale in scales)


@dataclass
class Pictures:
    """The pictures of one build: the cache's keys when it began, and the keys its pages show."""

    before: set[str]
    shown: set[str] = field(default_factory=set)

    @property
    def rendered(self) -> int:
        """How many pictures the build draws: those it shows that the cache did not hold."""
        return len(self.shown - self.before)


def picture_count(shown: int, rendered: int) -> str:
    """How many pictures a build shows and how many it drew, for a reader.

    >>> picture_count(0, 0), picture_count(1, 1), picture_count(18, 0), picture_count(18, 2)
    ('no picture', '1 picture: drawn', '18 pictures: all from the cache', '18 pictures: 2 drawn, 16 from the cache')
    """
    if not shown:
        return "no picture"
    total = f"{shown} picture{'s' if shown != 1 else ''}"
    if rendered == shown:
        return f"{total}: {'all ' if shown > 1 else ''}drawn"
    if not rendered:
        return f"{total}: all from the cache"
    return f"{total}: {rendered} drawn, {shown - rendered} from the cache"


_PICTURES = "generator_pictures"
"""The attribute of the build environment that holds this build's :class:`Pictures`."""


def begin_pictures(env: Any, pictures: Pictures) -> None:
    """Keep ``pictures`` as the build's (on its environment, which every step reaches)."""
    setattr(env, _PICTURES, pictures)


def build_pictures(env: Any) -> Pictures | None:
    """The build's :class:`Pictures`, if :func:`begin_pictures` gave it some."""
    pictures = getattr(env, _PICTURES, None)
    return pictures if isinstance(pictures, Pictures) else None


WEB = ".webp"
"""The pictures of web pages: lossless WebP (:data:`generator.render.ENCODINGS`)."""


def cached_image(
    cache: Path, key: str, position: Any, options: dict[str, Any], suffix: str = WEB
) -> tuple[Path, bool]:
    """The cached picture for ``key`` (a ``suffix`` file: WebP, or PNG), rendering it if absent;
    and whether it was rendered now."""
    path = cache / f"{key}{suffix}"
    if path.exists():
        return path, False
    from generator.render import keyed_picture

    atomic_write(path, keyed_picture(key, suffix, position, **options))
    return path, True


def publish(source: Path, destination: Path) -> None:
    """Put a cached image into an output tree: a hard link where possible, else a copy."""
    if destination.exists():
        return
    destination.parent.mkdir(parents=True, exist_ok=True)
    temporary = destination.with_name(f".{destination.name}.{os.getpid()}")
    try:
        os.link(source, temporary)
    except OSError:
        shutil.copyfile(source, temporary)
    os.replace(temporary, destination)


def picture_size(path: Path) -> tuple[int, int]:
    """Width and height of a picture, from its header."""
    from PIL import Image

    with Image.open(path) as image:
        return image.size
