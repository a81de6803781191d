"""Where saves go: one autosave slot per match (rotated to the trash, issues #16/#25), named saves chosen by the player."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.core.i18n.catalog import msg
from engine.core.kernel.errors import SaveError
from engine.core.saves import userdirs

if TYPE_CHECKING:
    # The save machinery (header reader, slots, msgspec) is imported when there is a save to
    # read or a game saves; a title over an empty saves folder never needs it (issue #28).
    from engine.core.kernel.session import Session
    from engine.core.saves.file import SaveHeader
    from engine.core.saves.slots import Slot

__all__ = ["latest_autosave", "named_save_path", "save_files", "write", "write_autosave"]


def save_files(folder: Path | None = None) -> list[Path]:
    """Every ``*.json`` in the saves folder, whatever it is (a folder or link there is listed as broken)."""
    folder = folder or userdirs.saves_dir()
    try:
        entries = list(folder.iterdir())
    except OSError:
        return []
    if not entries:
        return []
    from engine.core.saves.slots import SUFFIX

    return sorted(p for p in entries if p.name.endswith(SUFFIX) and not p.name.startswith("."))


def clean_up(folder: Path | None = None) -> int:
    """Remove the temp files of saves interrupted by a crash or kill, and trash past its days (at start-up)."""
    folder = folder or userdirs.saves_dir()
    from engine.core.saves.documents import clean_temp_files
    from engine.core.saves.slots import purge_trash

    purge_trash(folder)
    return clean_temp_files(folder)


def slot_path(slot: Slot) -> Path:
    return slot.path(userdirs.saves_dir())


def named_save_path(name: str) -> Path:
    """A file name from what the player typed: letters (any script), digits, - and _ kept."""
    stem = re.sub(r"[^\w\-]+", "_", name.strip(), flags=re.UNICODE).strip("_.")[:80] or "save"
    from engine.core.saves.slots import AUTOSAVE_PREFIX, SUFFIX

    if stem.startswith(AUTOSAVE_PREFIX):
        stem = "_" + stem
    return userdirs.saves_dir() / f"{stem}{SUFFIX}"


def save_meta(**extra: Any) -> dict[str, Any]:
    from datetime import datetime

    return {"saved_at": datetime.now().astimezone().isoformat(timespec="seconds"), **extra}


def write(path: Path, session: Session[Any], **meta: Any) -> None:
    """Write a save (atomic, previous kept as .bak). Raises SaveError."""
    from engine.core.saves.documents import write_save

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise SaveError("unwritable", msg("saves.no_folder", folder=str(path.parent), error=str(err.strerror or err))) from err
    write_save(path, session, save_meta(**meta))


def write_autosave(session: Session[Any], slot: Slot, **meta: Any) -> Path:
    """This match's autosave; then the game's surplus autosaves go to the trash (never a campaign's furthest). Raises SaveError."""
    from engine.core.saves.slots import rotate

    path = slot_path(slot)
    write(path, session, autosave=True, **slot.meta(), **meta)
    rotate(path.parent, slot.game, keep_path=path)
    return path


def saved_time(header: SaveHeader) -> float:
    """When the save was written, as a timestamp (its file time when ``saved_at`` is out of range)."""
    from datetime import datetime

    try:
        return datetime.fromisoformat(header.saved_at).timestamp()
    except (ValueError, OverflowError, OSError):
        try:
            return header.path.stat().st_mtime
        except OSError:
            return 0.0


def latest_autosave(folder: Path | None = None) -> SaveHeader | None:
    """The most recent game (its readable autosave), for the title screen's Continue."""
    files = save_files(folder)
    if not files:
        return None
    # documents.read_save_header, without the writer's imports
    from engine.core.saves.file import cached_header
    from engine.core.saves.slots import is_autosave

    headers = []
    for path in files:
        if is_autosave(path):
            try:
                headers.append(cached_header(path))
            except SaveError:
                continue
    return max(headers, key=lambda h: (saved_time(h), _mtime_ns(h.path)), default=None)


def _mtime_ns(path: Path) -> int:
    """The file's time to the nanosecond: orders two saves written within the same second."""
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return 0
