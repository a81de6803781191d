"""Autosave slots: one per match, rotated without ever losing a campaign's furthest point (issues #16, #25).

A match id is made when a game is set up and kept in every save of it (``meta.match_id``).
Its autosave is ``autosave-<game>-<match id>.json``. Opening that slot continues it; opening
anything else (a named save, a backup, an older game) continues as a *branch*: a new match
id whose ``branch_of`` names the match it came from, so it can never overwrite a later or a
different game. Every match of one campaign (the first match and its branches, however deep)
carries the same ``meta.campaign``.

Rotation (at every autosave) keeps each campaign's furthest save (most steps), the slot just
written and the newest ``KEEP_PER_GAME`` autosaves of the game; what goes is moved, with its
backup, to the ``trash`` folder beside the saves (oldest first), where the Load screen can
restore it for ``TRASH_DAYS`` days. Nothing is deleted but trash past that age.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.core.i18n.catalog import msg
from engine.core.kernel.errors import SaveError
from engine.core.saves.file import SaveHeader, backup_path, cached_header

AUTOSAVE_PREFIX = "autosave-"
SUFFIX = ".json"
KEEP_PER_GAME = 3
TRASH_FOLDER = "trash"
TRASH_DAYS = 30
_MATCH_ID = re.compile(r"^[0-9a-f]{12}$")
_TRASHED = re.compile(r"^(\d{10,})-(.+)$")


def new_match_id() -> str:
    import secrets  # here: it loads OpenSSL (3.4 MB resident) that the title never needs (issue #28)

    return secrets.token_hex(6)


@dataclass(frozen=True)
class Slot:
    """Where a game in progress autosaves, and where its branch came from."""

    game: str
    match_id: str
    branch_of: str | None = None  # the match this game branched from
    branched_at: int | None = None  # how many steps that save had
    campaign: str | None = None  # the first match of the campaign (None: the one it branched from, else itself)

    @classmethod
    def new(cls, game: str) -> Slot:
        return cls(game, new_match_id())

    @property
    def campaign_id(self) -> str:
        return self.campaign or self.branch_of or self.match_id

    def path(self, folder: Path) -> Path:
        return folder / f"{AUTOSAVE_PREFIX}{self.game}-{self.match_id}{SUFFIX}"

    def meta(self) -> dict[str, Any]:
        """What every save of this game keeps, so a later load knows its match and campaign."""
        meta: dict[str, Any] = {"match_id": self.match_id, "campaign": self.campaign_id}
        if self.branch_of is not None:
            meta["branch_of"] = self.branch_of
            meta["branched_at"] = self.branched_at
        return meta


def match_id_of(meta: Mapping[str, Any]) -> str | None:
    value = meta.get("match_id")
    return value if isinstance(value, str) and _MATCH_ID.match(value) else None


def _id(meta: Mapping[str, Any], key: str) -> str | None:
    value = meta.get(key)
    return value if isinstance(value, str) and _MATCH_ID.match(value) else None


def campaign_of(meta: Mapping[str, Any]) -> str | None:
    """The campaign a save belongs to: its own mark, else (saves before #25) its branch's source or its match."""
    return _id(meta, "campaign") or _id(meta, "branch_of") or match_id_of(meta)


def branched_at_of(meta: Mapping[str, Any]) -> int | None:
    value = meta.get("branched_at")
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def slot_for_opened(header: SaveHeader) -> Slot:
    """The slot a loaded save continues in: its own when it *is* its match's autosave, else a branch."""
    match = match_id_of(header.meta)
    campaign = campaign_of(header.meta)
    if match is not None and header.path.name == Slot(header.game, match).path(header.path.parent).name:
        return Slot(header.game, match, _id(header.meta, "branch_of"), branched_at_of(header.meta),
                    campaign if campaign != match else None)
    return Slot(header.game, new_match_id(), match, header.steps, campaign)


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


def furthest_of_campaigns(headers: Iterable[SaveHeader]) -> dict[str, Path]:
    """Each campaign's furthest save (most steps; the newer of a tie) among ``headers``."""
    best: dict[str, tuple[int, int, Path]] = {}
    for header in headers:
        campaign = campaign_of(header.meta) or header.path.name
        rank = (header.steps, _mtime(header.path), header.path)
        if campaign not in best or rank[:2] > best[campaign][:2]:
            best[campaign] = rank
    return {campaign: rank[2] for campaign, rank in best.items()}


def rotate(folder: Path, game: str, keep_path: Path, keep: int = KEEP_PER_GAME) -> list[Path]:
    """Move this game's surplus autosaves to the trash; returns where they went (oldest first).

    Kept: ``keep_path``, the newest ``keep`` autosaves, each campaign's furthest save and any
    file that does not read as a save (a person should see its error, not lose it).
    """
    files = autosaves_of(folder, game)
    headers = []
    unreadable = set()
    for path in files:
        try:
            headers.append(cached_header(path))
        except SaveError:
            unreadable.add(path.name)
    kept = {keep_path.name, *unreadable, *(p.name for p in files[:keep])}
    kept |= {p.name for p in furthest_of_campaigns(headers).values()}
    trashed = []
    for old in reversed(files):
        if old.name not in kept:
            moved = move_to_trash(old)
            if moved is not None:
                trashed.append(moved)
    purge_trash(folder)
    return trashed


# -- the trash ------------------------------------------------------------------------------


def trash_dir(folder: Path) -> Path:
    return folder / TRASH_FOLDER


def move_to_trash(path: Path, now: float | None = None) -> Path | None:
    """Move a save (and its backup) into the trash, its name prefixed by the time; None when it cannot."""
    trash = trash_dir(path.parent)
    stamp = int(now if now is not None else time.time())
    target = trash / f"{stamp:010d}-{path.name}"
    try:
        trash.mkdir(exist_ok=True)
        while target.exists():
            stamp += 1
            target = trash / f"{stamp:010d}-{path.name}"
        os.replace(path, target)
    except OSError:
        return None
    backup = backup_path(path)
    if backup.is_file():
        try:
            os.replace(backup, backup_path(target))
        except OSError:
            pass
    return target


def trashed_at(path: Path) -> float | None:
    """When a file in the trash was put there, from its name."""
    found = _TRASHED.match(path.name)
    return float(found.group(1)) if found else None


def original_name(path: Path) -> str:
    found = _TRASHED.match(path.name)
    return found.group(2) if found else path.name


def trashed_saves(folder: Path) -> list[Path]:
    """The saves in the trash, most recently trashed first."""
    try:
        found = [p for p in trash_dir(folder).iterdir() if p.name.endswith(SUFFIX) and trashed_at(p) is not None]
    except OSError:
        return []
    return sorted(found, key=lambda p: (trashed_at(p) or 0.0, p.name), reverse=True)


def restore_from_trash(path: Path) -> Path:
    """Put a trashed save (and its backup) back under its own name, as the newest. Raises SaveError."""
    folder = path.parent.parent
    target = folder / original_name(path)
    if target.exists():
        raise SaveError("restore-exists", msg("saves.restore_exists", file=target.name))
    try:
        os.replace(path, target)
    except OSError as err:
        raise SaveError("unwritable", msg("saves.restore_failed", file=target.name, error=str(err.strerror or err))) from err
    now = time.time()
    try:  # restored = wanted now: the next rotation counts it among the newest
        os.utime(target, (now, now))
    except OSError:
        pass
    backup = backup_path(path)
    if backup.is_file() and not backup_path(target).exists():
        try:
            os.replace(backup, backup_path(target))
        except OSError:
            pass
    return target


def purge_trash(folder: Path, now: float | None = None, days: float = TRASH_DAYS) -> int:
    """Delete what has been in the trash for more than ``days`` days (the only deletion rotation makes)."""
    limit = (now if now is not None else time.time()) - days * 86400
    removed = 0
    try:
        entries = list(trash_dir(folder).iterdir())
    except OSError:
        return 0
    for path in entries:
        when = trashed_at(path)
        if when is not None and when < limit:
            try:
                path.unlink()
                removed += 1
            except OSError:
                continue
    return removed


def _mtime(path: Path) -> int:
    try:
        return path.lstat().st_mtime_ns
    except OSError:
        return 0
