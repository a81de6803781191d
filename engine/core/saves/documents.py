"""JSON save files: seed + setup + action log + format version (design.md §8; issue #2).

Loading replays the log and checks the result against the recorded state digest, so a
save cannot smuggle in a state the rules would not reach. Writing is atomic (temp file
in the same folder, fsync, ``os.replace``) and keeps the previous file as ``<name>.bak``.
Nothing is pickled or evaluated. Keys are written in sorted order, so save → load → save
gives the same bytes. The digest detects damage and naive edits; it is not a signature.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

import msgspec

from engine.core.i18n.catalog import msg
from engine.core.kernel.errors import ReplayMismatch, SaveError
from engine.core.kernel.game import Game
from engine.core.kernel.session import Session
from engine.core.saves import codec
from engine.core.saves.file import (
    FORMAT,
    HEADER_KEYS,
    SaveDoc,
    SaveHeader,
    UndoHistory,
    backup_path,
    cached_header,
    header_of,
    read_doc,
    reason,
    tampered,
)
from engine.core.saves.migrations import FORMAT_VERSION

CHECKPOINT_AFTER = 256  # a save keeps a checkpoint once its oldest undo snapshot is this many steps in

__all__ = [
    "FORMAT", "FORMAT_VERSION", "SaveHeader", "UndoHistory", "backup_path", "encode_save", "load_save",
    "read_save", "read_save_header", "state_digest", "write_save",
]


def state_digest(session: Session[Any]) -> str:
    import hashlib  # here: it loads OpenSSL (3.4 MB resident), which the app's start needs not (issue #28)

    return "sha256:" + hashlib.sha256(session.game.encode_state(session.state)).hexdigest()


def encode_save(session: Session[Any], meta: Mapping[str, Any]) -> bytes:
    """The save file's bytes. ``meta`` is plain JSON and must hold ``saved_at`` (ISO 8601)."""
    saved_at = meta.get("saved_at")
    if not isinstance(saved_at, str):
        raise ValueError("save meta needs 'saved_at', an ISO 8601 time string")
    datetime.fromisoformat(saved_at)  # raises ValueError on a malformed time
    header = {  # first, in HEADER_KEYS order: the Load list reads these alone
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "game": session.game.id,
        "data_version": session.game.data_version,
        "undo_mode": session.undo_mode,
        "seat_names": session.seat_names(),
        "steps": len(session.log),
        "state_digest": state_digest(session),
        "meta": dict(meta),
    }
    body: dict[str, Any] = {
        "seed": session.seed,
        "setup": session.setup,
        "undo_history": {"floor": session.undo_floor, "redo": list(session.redo_stack)},
    }
    kept = session.checkpoint()
    if kept is not None and kept[0] >= CHECKPOINT_AFTER:
        body["checkpoint"] = {"step": kept[0], "state": msgspec.Raw(session.game.encode_state(kept[1]))}
    body["log"] = session.log
    assert tuple(header) == HEADER_KEYS
    parts = [b'"' + key.encode() + b'":' + codec.encode_json(value) for key, value in (*header.items(), *body.items())]
    return b"{" + b",".join(parts) + b"}\n"


def write_save(path: Path | str, session: Session[Any], meta: Mapping[str, Any]) -> None:
    """Write atomically; an existing save is first copied to ``<name>.bak``.

    Raises SaveError("unwritable") on a disk error, with the previous save still in place.
    """
    path = Path(path)
    data = encode_save(session, meta)
    try:
        previous = _readable_bytes(path)
        if previous is not None:  # a damaged file never replaces a good backup
            _atomic_write(backup_path(path), previous)
        _atomic_write(path, data)
    except OSError as err:
        raise SaveError("unwritable", msg("saves.unwritable", file=path.name, error=str(err.strerror or err))) from err


def _readable_bytes(path: Path) -> bytes | None:
    """The bytes of the save at ``path`` when it reads as a save, else None (missing or broken)."""
    try:
        read_doc(path)
        return path.read_bytes()
    except (SaveError, OSError):
        return None


def read_save_header(path: Path | str) -> SaveHeader:
    """Check the file's format and list its metadata, without replaying (cached by file stat);
    a save written header first is read from its start alone.

    Raises SaveError, never another exception.
    """
    return cached_header(Path(path))


def read_save(path: Path | str, games: Mapping[str, Game[Any]]) -> Session[Any]:
    """Load a save by replaying its log and checking the result. Raises SaveError."""
    return load_save(Path(path), lambda game_id: games.get(game_id))[1]


def load_save(
    path: Path, game_for: Callable[[str], Game[Any] | None]
) -> tuple[SaveHeader, Session[Any]]:
    """Parse the file once, ask ``game_for`` for its game, replay and check. Raises SaveError."""
    doc = read_doc(path)
    game = game_for(doc.game)
    if game is None:
        raise SaveError("unknown-game", msg("saves.unknown_game", file=path.name, game=repr(doc.game)))
    return header_of(path, doc), restore(path, doc, game)


def restore(path: Path, doc: SaveDoc, game: Game[Any]) -> Session[Any]:
    """Replay ``doc`` on ``game`` and check it against its recorded digest, floor and seats."""
    if doc.data_version != game.data_version:
        raise SaveError("data-version", msg("saves.data_version", file=path.name, saved=repr(doc.data_version),
                                            installed=repr(game.data_version)))
    if doc.undo_mode not in ("strict", "lenient"):
        raise tampered(path, msg("saves.unknown_undo_mode", mode=repr(doc.undo_mode)))
    resumed = _resumed(doc, game)
    if resumed is not None:
        return resumed
    try:
        session = Session.replay(
            game, doc.setup, doc.seed, list(doc.log), doc.undo_mode,  # type: ignore[arg-type]
            redo=doc.undo_history["redo"],
        )
    except ReplayMismatch as err:
        raise tampered(path, err.text) from err
    except Exception as err:  # e.g. the game refuses the saved setup: a save is input, not code
        raise tampered(path, msg("saves.not_rebuilt", reason=reason(err))) from err
    if state_digest(session) != doc.state_digest:
        raise tampered(path, msg("saves.digest_mismatch"))
    if not session.hold_floor(doc.undo_history["floor"]):
        raise tampered(path, msg("saves.floor_mismatch"))
    if session.seat_names() != doc.seat_names:
        raise tampered(path, msg("saves.seats_mismatch"))
    return session


def _resumed(doc: SaveDoc, game: Game[Any]) -> Session[Any] | None:
    """The session from the save's checkpoint, when it has one and it holds: the steps after it
    replay and the result has the recorded digest, undo floor and seats (issue #28). None
    otherwise: the whole log is replayed then, and says what is wrong if anything is."""
    point = doc.checkpoint
    if point is None or not 0 < point.step <= len(doc.log):
        return None
    try:
        state = game.decode_state(bytes(point.state))
        session = Session.resume(
            game, doc.setup, doc.seed, doc.log, (point.step, state), doc.undo_mode,  # type: ignore[arg-type]
            floor=doc.undo_history["floor"], redo=doc.undo_history["redo"],
        )
    except Exception:  # noqa: BLE001 - any fault of the checkpoint: the full replay decides
        return None
    same = (state_digest(session) == doc.state_digest and session.seat_names() == doc.seat_names
            and session.undo_floor == doc.undo_history["floor"])
    return session if same else None


def clean_temp_files(folder: Path, target: str | None = None) -> int:
    """Delete temp files a killed save left in ``folder`` (only ``target``'s when given)."""
    prefix = f".{target}." if target else "."
    removed = 0
    try:
        names = [entry.name for entry in os.scandir(folder)]
    except OSError:
        return 0
    for name in names:
        if name.startswith(prefix) and name.endswith(TEMP_SUFFIX):
            try:
                (folder / name).unlink()
                removed += 1
            except OSError:
                continue
    return removed


TEMP_SUFFIX = ".tmp"


def _atomic_write(target: Path, data: bytes) -> None:
    clean_temp_files(target.parent, target.name)  # what an earlier, killed write left behind
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_dir(target.parent)


def _fsync_dir(directory: Path) -> None:
    """Make the rename itself durable. Windows cannot open a folder for fsync; NTFS journals it."""
    if os.name != "posix":
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
