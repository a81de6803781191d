"""Which files in a data folder may be read, safely (issue #16).

A data file must be a regular file inside its game's data folder: a link that leads out
of the folder (or to ``/dev/zero``, which would never end), a pipe, a device or a folder
named ``*.toml`` is refused with a message, never followed; so is a file over
``MAX_DATA_BYTES`` (the whole shipped Fatal Fight data is under 200 KB).
"""

from __future__ import annotations

import posixpath
import stat
from pathlib import Path, PurePosixPath, PureWindowsPath

from engine.core.data import problems as P

MAX_DATA_BYTES = 4 * 1024 * 1024


def refusal(path: Path, folder: Path) -> tuple[str, str] | None:
    """(problem kind, why) ``path`` (in ``folder``) must not be read, or None when it may be."""
    try:
        if path.is_symlink():
            target = path.resolve(strict=True)
            if not target.is_relative_to(folder.resolve()):
                return P.BAD_FILE, f"is a link to {target}, outside the data folder {folder}; it is not followed (expected a file inside the folder)"
        info = path.stat()
    except (OSError, RuntimeError) as err:  # a broken or looping link
        return P.UNREADABLE, f"cannot read the file: {getattr(err, 'strerror', None) or err} (expected a readable TOML file)"
    if stat.S_ISDIR(info.st_mode):
        return P.UNREADABLE, "cannot read the file: it is a folder (expected a readable TOML file)"
    if not stat.S_ISREG(info.st_mode):
        return P.BAD_FILE, "is not a regular file (a pipe or a device); it is not read (expected a TOML file)"
    if info.st_size > MAX_DATA_BYTES:
        return P.BAD_FILE, (f"is {info.st_size // 1024} KB, over the {MAX_DATA_BYTES // (1024 * 1024)} MB a data "
                            "file may have; it is not read (expected a card data file)")
    return None


def read_limited(path: Path) -> bytes:
    """The file's bytes, never more than the cap (a file growing while read stays bounded)."""
    with path.open("rb") as handle:
        return handle.read(MAX_DATA_BYTES + 1)


def image_problem(value: str, folder: Path) -> tuple[str, str] | None:
    """An image path must be relative, stay inside the data folder and name a file."""
    relative = f"(expected a path relative to the game's data folder {folder}, e.g. 'img/card.png')"
    if PurePosixPath(value).is_absolute() or PureWindowsPath(value).anchor:
        return P.BAD_IMAGE_PATH, f"image path {value!r} is absolute {relative}"
    normal = posixpath.normpath(value.replace("\\", "/"))
    if normal == ".." or normal.startswith("../"):
        return P.BAD_IMAGE_PATH, f"image path {value!r} leads outside the data folder {relative}"
    if not (folder / normal).is_file():
        return P.MISSING_IMAGE, f"image {value!r} not found (expected a file at {folder / normal})"
    if not (folder / normal).resolve().is_relative_to(folder.resolve()):
        return P.BAD_IMAGE_PATH, f"image {value!r} is a link that leads outside the data folder {relative}"
    return None
