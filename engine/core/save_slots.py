"""Autosave slots: one per campaign/match, rotated, never overwritten by another game (issue #16).

A match id is made when a game is set up and kept in every save of it (``meta.match_id``).
Its autosave is ``autosave-<game>-<match id>.json``. Opening that slot continues it; opening
anything else (a named save, a backup, an older game) continues as a *branch*: a new match
id whose ``branch_of`` names the match it came from, so it can never overwrite a later or a
different game. Writing a slot keeps the newest ``KEEP_PER_GAME`` autosaves of that game.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.core.save_file import SaveHeader, backup_path

AUTOSAVE_PREFIX = "autosave-"
SUFFIX = ".json"
KEEP_PER_GAME = 3
_MATCH_ID = re.compile(r"^[0-9a-f]{12}$")


def new_match_id() -> str:
    return secrets.token_hex(6)


@dataclass(frozen=True)
class Slot:
    """Where a game in progress autosaves, and where its branch came from."""

    game: str
    match_id: str
    branch_of: str | None = None  # the match this game branched from
    branched_at: int | None = None  # how many steps that save had

    @classmethod
    def new(cls, game: str) -> Slot:
        return cls(game, new_match_id())

    def path(self, folder: Path) -> Path:
        return folder / f"{AUTOSAVE_PREFIX}{self.game}-{self.match_id}{SUFFIX}"

    def meta(self) -> dict[str, Any]:
        """What every save of this game keeps, so a later load knows its match."""
        meta: dict[str, Any] = {"match_id": self.match_id}
        if self.branch_of is not None:
            meta["branch_of"] = self.branch_of
            meta["branched_at"] = self.branched_at
        return meta


def match_id_of(meta: Mapping[str, Any]) -> str | None:
    value = meta.get("match_id")
    return value if isinstance(value, str) and _MATCH_ID.match(value) else None


def slot_for_opened(header: SaveHeader) -> Slot:
    """The slot a loaded save continues in: its own when it *is* its match's autosave, else a branch."""
    match = match_id_of(header.meta)
    if match is not None and header.path.name == Slot(header.game, match).path(header.path.parent).name:
        branch_of = header.meta.get("branch_of")
        branched_at = header.meta.get("branched_at")
        return Slot(
            header.game, match,
            branch_of if isinstance(branch_of, str) else None,
            branched_at if isinstance(branched_at, int) else None,
        )
    return Slot(header.game, new_match_id(), match, header.steps)


def is_autosave(path: Path) -> bool:
    return path.name.startswith(AUTOSAVE_PREFIX) and path.name.endswith(SUFFIX)


def autosaves_of(folder: Path, game: str) -> list[Path]:
    """This game's autosave files (any match, the old single-slot name too), newest first."""
    legacy = f"{AUTOSAVE_PREFIX}{game}{SUFFIX}"
    pattern = re.compile(re.escape(f"{AUTOSAVE_PREFIX}{game}-") + r"[0-9a-f]{12}" + re.escape(SUFFIX) + "$")
    try:
        found = [p for p in folder.iterdir() if p.name == legacy or pattern.match(p.name)]
    except OSError:
        return []
    return sorted(found, key=_mtime, reverse=True)


def rotate(folder: Path, game: str, keep_path: Path, keep: int = KEEP_PER_GAME) -> list[Path]:
    """Delete this game's autosaves past the newest ``keep`` (``keep_path`` always stays); returns them."""
    others = [p for p in autosaves_of(folder, game) if p.name != keep_path.name]
    removed = []
    for old in others[max(0, keep - 1):]:
        for path in (old, backup_path(old)):
            try:
                path.unlink(missing_ok=True)
            except OSError:
                continue
        removed.append(old)
    return removed


def _mtime(path: Path) -> int:
    try:
        return path.lstat().st_mtime_ns
    except OSError:
        return 0
