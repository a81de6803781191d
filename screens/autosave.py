"""Where saves go: one autosave per game, named saves chosen by the player."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from typing import Any

from engine.core import userdirs
from engine.core.errors import SaveError
from engine.core.saves import SaveHeader, read_save_header, write_save
from engine.core.session import Session
from engine.core.text import Text

SUFFIX = ".json"
AUTOSAVE_PREFIX = "autosave-"


def save_files(folder: Path | None = None) -> list[Path]:
    """Every save file in the saves folder (backups ``*.json.bak`` are not saves)."""
    folder = folder or userdirs.saves_dir()
    try:
        return sorted(p for p in folder.iterdir() if p.suffix == SUFFIX and p.is_file())
    except OSError:
        return []


def is_autosave(path: Path) -> bool:
    return path.name.startswith(AUTOSAVE_PREFIX)


def autosave_path(game_id: str) -> Path:
    return userdirs.saves_dir() / f"{AUTOSAVE_PREFIX}{game_id}{SUFFIX}"


def named_save_path(name: str) -> Path:
    """A file name from what the player typed: letters (any script), digits, - and _ kept."""
    stem = re.sub(r"[^\w\-]+", "_", name.strip(), flags=re.UNICODE).strip("_.")[:80] or "save"
    if stem.startswith(AUTOSAVE_PREFIX):
        stem = "_" + stem
    return userdirs.saves_dir() / f"{stem}{SUFFIX}"


def save_meta(**extra: Any) -> dict[str, Any]:
    return {"saved_at": datetime.now().astimezone().isoformat(timespec="seconds"), **extra}


def write(path: Path, session: Session[Any], **meta: Any) -> None:
    """Write a save (atomic, previous kept as .bak). Raises SaveError."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise SaveError("unwritable", Text(
            f"Could not create the folder {path.parent}: {err.strerror or err}",
            f"フォルダ {path.parent} を作れませんでした（{err.strerror or err}）",
        )) from err
    write_save(path, session, save_meta(**meta))


def write_autosave(session: Session[Any]) -> Path:
    """The autosave of this session's game, overwritten each time. Raises SaveError."""
    path = autosave_path(session.game.id)
    write(path, session, autosave=True)
    return path


def latest_autosave() -> SaveHeader | None:
    """The newest readable autosave, for the title screen's Continue."""
    headers = []
    for path in save_files():
        if is_autosave(path):
            try:
                headers.append(read_save_header(path))
            except SaveError:
                continue
    return max(headers, key=lambda h: h.saved_at, default=None)
