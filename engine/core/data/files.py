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
from engine.core.i18n.catalog import Msg, msg

MAX_DATA_BYTES = 4 * 1024 * 1024


def refusal(path: Path, folder: Path) -> tuple[str, Msg] | None:
    """(problem kind, why) ``path`` (in ``folder``) must not be read, or None when it may be."""
    try:
        if path.is_symlink():
            target = path.resolve(strict=True)
            if not target.is_relative_to(folder.resolve()):
                return P.BAD_FILE, msg("data.problem.link_out", target=str(target), folder=str(folder))
        info = path.stat()
    except (OSError, RuntimeError) as err:  # a broken or looping link
        return P.UNREADABLE, unreadable(err)
    if stat.S_ISDIR(info.st_mode):
        return P.UNREADABLE, msg("data.problem.folder")
    if not stat.S_ISREG(info.st_mode):
        return P.BAD_FILE, msg("data.problem.not_regular")
    if info.st_size > MAX_DATA_BYTES:
        return P.BAD_FILE, msg("data.problem.too_big", kb=info.st_size // 1024, mb=MAX_DATA_BYTES // (1024 * 1024))
    return None


def unreadable(err: BaseException) -> Msg:
    """A file the system would not read, with the system's reason (its own words)."""
    return msg("data.problem.unreadable", reason=str(getattr(err, "strerror", None) or err))


def read_limited(path: Path) -> bytes:
    """The file's bytes, never more than the cap (a file growing while read stays bounded)."""
    with path.open("rb") as handle:
        return handle.read(MAX_DATA_BYTES + 1)


def image_problem(value: str, folder: Path) -> tuple[str, Msg] | None:
    """An image path must be relative, stay inside the data folder and name a file."""
    if PurePosixPath(value).is_absolute() or PureWindowsPath(value).anchor:
        return P.BAD_IMAGE_PATH, msg("data.problem.image_absolute", path=repr(value), folder=str(folder))
    normal = posixpath.normpath(value.replace("\\", "/"))
    if normal == ".." or normal.startswith("../"):
        return P.BAD_IMAGE_PATH, msg("data.problem.image_outside", path=repr(value), folder=str(folder))
    if not (folder / normal).is_file():
        return P.MISSING_IMAGE, msg("data.problem.image_missing", path=repr(value), where=str(folder / normal))
    if not (folder / normal).resolve().is_relative_to(folder.resolve()):
        return P.BAD_IMAGE_PATH, msg("data.problem.image_link", path=repr(value), folder=str(folder))
    return None
