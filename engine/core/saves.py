"""JSON save files: seed + setup + action log + format version (design.md §8; issue #2).

Loading replays the log and checks the result against the recorded state digest, so a
save cannot smuggle in a state the rules would not reach. Writing is atomic (temp file
in the same folder, fsync, ``os.replace``) and keeps the previous file as ``<name>.bak``.
Nothing is pickled or evaluated. Keys are written in sorted order, so save → load → save
gives the same bytes. The digest detects damage and naive edits; it is not a signature.

An older format version is migrated on reading (``engine.core.save_migrations``); the file
is written back in the newest format.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, TypedDict

import msgspec

from engine.core import codec
from engine.core.errors import ReplayMismatch, SaveError
from engine.core.game import Game
from engine.core.save_migrations import FORMAT_VERSION, migrate
from engine.core.session import LogEntry, Session, UndoMode
from engine.core.text import Text

FORMAT = "tabletop-client-save"


class UndoHistory(TypedDict):
    """What undo/redo needs after loading: the strict-mode floor and the redo stack (next last)."""

    floor: int
    redo: list[LogEntry]


@dataclass(frozen=True)
class SaveHeader:
    """What the Load screen lists, read without replaying the game."""

    path: Path
    game: str
    data_version: str
    undo_mode: UndoMode
    seat_names: tuple[str, ...]
    steps: int
    saved_at: str
    meta: Mapping[str, Any]


@dataclass
class _SaveDoc:
    format: str
    format_version: int
    game: str
    data_version: str
    seed: int
    setup: dict[str, Any]
    undo_mode: UndoMode
    log: list[LogEntry]
    undo_history: UndoHistory
    seat_names: list[str]
    steps: int
    state_digest: str
    meta: dict[str, Any]


def state_digest(session: Session[Any]) -> str:
    return "sha256:" + hashlib.sha256(session.game.encode_state(session.state)).hexdigest()


def encode_save(session: Session[Any], meta: Mapping[str, Any]) -> bytes:
    """The save file's bytes. ``meta`` is plain JSON and must hold ``saved_at`` (ISO 8601)."""
    saved_at = meta.get("saved_at")
    if not isinstance(saved_at, str):
        raise ValueError("save meta needs 'saved_at', an ISO 8601 time string")
    datetime.fromisoformat(saved_at)  # raises ValueError on a malformed time
    doc = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "game": session.game.id,
        "data_version": session.game.data_version,
        "seed": session.seed,
        "setup": session.setup,
        "undo_mode": session.undo_mode,
        "log": session.log,
        "undo_history": {"floor": session.undo_floor, "redo": list(session.redo_stack)},
        "seat_names": session.seat_names(),
        "steps": len(session.log),
        "state_digest": state_digest(session),
        "meta": dict(meta),
    }
    return codec.encode_json(doc) + b"\n"


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def write_save(path: Path | str, session: Session[Any], meta: Mapping[str, Any]) -> None:
    """Write atomically; an existing save is first copied to ``<name>.bak``.

    Raises SaveError("unwritable") on a disk error, with the previous save still in place.
    """
    path = Path(path)
    data = encode_save(session, meta)
    try:
        if path.exists():
            _atomic_write(backup_path(path), path.read_bytes())
        _atomic_write(path, data)
    except OSError as err:
        raise SaveError(
            "unwritable",
            Text(
                f"Could not write the save {path.name}: {err.strerror or err}. "
                "The previous save, if there was one, is unchanged.",
                f"セーブ {path.name} を書き込めませんでした（{err.strerror or err}）。"
                "前のセーブがあれば、そのまま残っています。",
            ),
        ) from err


def read_save_header(path: Path | str) -> SaveHeader:
    """Check the file's format and list its metadata, without replaying. Raises SaveError."""
    path = Path(path)
    return _header(path, _read_doc(path))


def read_save(path: Path | str, games: Mapping[str, Game[Any]]) -> Session[Any]:
    """Load a save by replaying its log and checking the result. Raises SaveError."""
    path = Path(path)
    doc = _read_doc(path)
    game = games.get(doc.game)
    if game is None:
        raise SaveError(
            "unknown-game",
            Text(
                f"The save {path.name} is for the game {doc.game!r}, which this version of the app "
                "does not have. Update the app to load it.",
                f"セーブ {path.name} はゲーム {doc.game!r} のものですが、このバージョンのアプリには"
                "そのゲームがありません。アプリを更新してから読み込んでください。",
            ),
        )
    if doc.data_version != game.data_version:
        raise SaveError(
            "data-version",
            Text(
                f"The save {path.name} was made with card data version {doc.data_version!r}, but the "
                f"installed data is version {game.data_version!r}. Load it with the matching card "
                "data, or start a new game.",
                f"セーブ {path.name} はカードデータのバージョン {doc.data_version!r} で作られましたが、"
                f"インストールされているデータはバージョン {game.data_version!r} です。"
                "同じバージョンのカードデータで読み込むか、新しいゲームを始めてください。",
            ),
        )
    try:
        session = Session.replay(
            game, doc.setup, doc.seed, doc.log, doc.undo_mode, redo=doc.undo_history["redo"]
        )
    except ReplayMismatch as err:
        raise _tampered(path, err.text) from err
    except Exception as err:  # e.g. the game refuses the saved setup: a save is input, not code
        raise _tampered(path, Text(
            f"the game cannot be rebuilt from it ({err!r})", f"ゲームを組み立て直せません: {err!r}"
        )) from err
    if state_digest(session) != doc.state_digest:
        raise _tampered(path, Text(
            "the replayed game does not match its recorded final state",
            "再生したゲームが記録された最終局面と一致しません",
        ))
    if session.undo_floor != doc.undo_history["floor"]:
        raise _tampered(path, Text(
            "its undo history does not match the game", "取り消しの履歴がゲームと一致しません"
        ))
    if session.seat_names() != doc.seat_names:
        raise _tampered(path, Text(
            "its seat names do not match the game", "プレイヤー名がゲームと一致しません"
        ))
    return session


def _read_doc(path: Path) -> _SaveDoc:
    try:
        raw = path.read_bytes()
    except OSError as err:
        raise SaveError("unreadable", Text(
            f"Could not open the save {path.name}: {err.strerror or err}.",
            f"セーブ {path.name} を開けませんでした（{err.strerror or err}）。",
        )) from err
    try:
        data = msgspec.json.decode(raw)
    except msgspec.DecodeError as err:
        # msgspec says "truncated" exactly when the input ends before the JSON does.
        if "truncated" in str(err):
            raise SaveError("truncated", _advised(path, Text(
                f"The save {path.name} is cut short; saving was probably interrupted.",
                f"セーブ {path.name} は途中で切れています。保存が中断されたようです。",
            ))) from err
        raise SaveError("garbled", _advised(path, Text(
            f"The save {path.name} is not readable save data ({err}).",
            f"セーブ {path.name} はセーブデータとして読めません（{err}）。",
        ))) from err
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("foreign", Text(
            f"{path.name} is not a save file of this app. Choose a file it saved.",
            f"{path.name} はこのアプリのセーブファイルではありません。このアプリで保存したファイルを選んでください。",
        ))
    version = data.get("format_version")
    if isinstance(version, int) and version > FORMAT_VERSION:
        raise SaveError("future-version", Text(
            f"The save {path.name} was written by a newer version of this app (save format "
            f"{version}; this version reads up to {FORMAT_VERSION}). Update the app to load it.",
            f"セーブ {path.name} はこのアプリの新しいバージョンで書かれています（セーブ形式 {version}、"
            f"このバージョンが読めるのは {FORMAT_VERSION} まで）。アプリを更新してから読み込んでください。",
        ))
    data = migrate(data)
    version = data.get("format_version")
    if version != FORMAT_VERSION:
        raise _tampered(path, Text(
            f"its save format version {version!r} is unknown", f"セーブ形式のバージョン {version!r} は不明です"
        ))
    try:
        doc = msgspec.convert(data, _SaveDoc)
    except msgspec.ValidationError as err:
        raise _tampered(path, Text(str(err), f"中身の形が正しくありません: {err}")) from err
    if doc.steps != len(doc.log):
        raise _tampered(path, Text(
            f"it claims {doc.steps} steps but its log has {len(doc.log)}",
            f"{doc.steps}手と記されていますが、ログは{len(doc.log)}手です",
        ))
    if not isinstance(doc.meta.get("saved_at"), str):
        raise _tampered(path, Text("its save time is missing", "保存日時がありません"))
    return doc


def _header(path: Path, doc: _SaveDoc) -> SaveHeader:
    return SaveHeader(
        path=path,
        game=doc.game,
        data_version=doc.data_version,
        undo_mode=doc.undo_mode,
        seat_names=tuple(doc.seat_names),
        steps=doc.steps,
        saved_at=doc.meta["saved_at"],
        meta=doc.meta,
    )


def _tampered(path: Path, detail: Text) -> SaveError:
    ja = (detail.ja or detail.en).rstrip("。.")
    return SaveError("tampered", _advised(path, Text(
        f"The save {path.name} has been altered or damaged: {detail.en.rstrip('.')}.",
        f"セーブ {path.name} は書き換えられたか壊れています（{ja}）。",
    )))


def _advised(path: Path, message: Text) -> Text:
    """``message`` followed by what to do instead: load the backup, or start a new game."""
    backup = backup_path(path)
    if backup.exists():
        return Text(
            f"{message.en} The previous save is kept as {backup.name}; load that instead.",
            f"{message.ja}前のセーブが {backup.name} として残っているので、そちらを読み込んでください。",
        )
    return Text(
        f"{message.en} There is no backup of it; start a new game.",
        f"{message.ja}バックアップはありません。新しいゲームを始めてください。",
    )


def _atomic_write(target: Path, data: bytes) -> None:
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
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
