"""Reading a save file's bytes into a checked document, safely (design.md §8; issue #16).

Every way a file can be wrong ends as a ``SaveError`` with a message in both languages:
a link or a folder or a device in place of the file, a file over ``MAX_SAVE_BYTES``,
bytes that are not JSON (or nested too deep for the parser), another JSON shape, a
future format. Nothing else escapes, so a broken file can never stop the app.

Headers are cached by the file's stat (and its backup's), so a list screen shown again
reads nothing a second time; a changed file has another stat and is read afresh.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypedDict

import msgspec

from engine.core.errors import SaveError
from engine.core.i18n import Words
from engine.core.save_migrations import FORMAT_VERSION, migrate
from engine.core.session import LogEntry
from engine.core.text import Text

FORMAT = "tabletop-client-save"
MAX_SAVE_BYTES = 32 * 1024 * 1024  # a long campaign is well under 1 MB; past this it is not a save


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
    undo_mode: str
    seat_names: tuple[str, ...]
    steps: int
    saved_at: str
    meta: Mapping[str, Any]


@dataclass
class SaveDoc:
    format: str
    format_version: int
    game: str
    data_version: str
    seed: int
    setup: dict[str, Any]
    undo_mode: str
    log: list[LogEntry]
    undo_history: UndoHistory
    seat_names: list[str]
    steps: int
    state_digest: str
    meta: dict[str, Any]


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def reason(err: BaseException) -> str:
    """An exception as words for a person: its message, never its repr."""
    text = str(err).strip()
    return text or type(err).__name__


def read_doc(path: Path) -> SaveDoc:
    """The checked document in the file at ``path``. Raises SaveError, never anything else."""
    raw = _read_bytes(path)
    try:
        data = msgspec.json.decode(raw)
    except msgspec.DecodeError as err:
        # msgspec says "truncated" exactly when the input ends before the JSON does.
        if "truncated" in str(err):
            raise SaveError("truncated", advised(path, Text(
                f"The save {path.name} is cut short; saving was probably interrupted.",
                f"セーブ {path.name} は途中で切れています。保存が中断されたようです。",
            ))) from err
        raise _garbled(path, reason(err)) from err
    except (RecursionError, MemoryError, ValueError) as err:  # nested past the parser's depth
        raise _garbled(path, "it is nested too deeply to be a save") from err
    try:
        return _check(path, data)
    except SaveError:
        raise
    except (RecursionError, MemoryError, TypeError, ValueError, KeyError) as err:
        raise tampered(path, Text(reason(err), f"中身の形が正しくありません: {reason(err)}")) from err


def _read_bytes(path: Path) -> bytes:
    try:
        info = path.lstat()
        if stat.S_ISLNK(info.st_mode):
            raise _not_a_file(path, "a link", "リンク")
        if stat.S_ISDIR(info.st_mode):
            raise _not_a_file(path, "a folder", "フォルダ")
        if not stat.S_ISREG(info.st_mode):
            raise _not_a_file(path, "a device or pipe", "デバイスかパイプ")
        if info.st_size > MAX_SAVE_BYTES:
            raise SaveError("too-large", advised(path, Text(
                f"The save {path.name} is {info.st_size // (1024 * 1024)} MB, far larger than any save "
                f"(the limit is {MAX_SAVE_BYTES // (1024 * 1024)} MB); it is not opened.",
                f"セーブ {path.name} は {info.st_size // (1024 * 1024)} MB あり、セーブとしては大きすぎるため"
                f"開きません（上限 {MAX_SAVE_BYTES // (1024 * 1024)} MB）。",
            )))
        flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
        fd = os.open(path, flags)
        with os.fdopen(fd, "rb") as handle:
            return handle.read(MAX_SAVE_BYTES + 1)
    except OSError as err:
        raise SaveError("unreadable", Text(
            f"Could not open the save {path.name}: {err.strerror or err}.",
            f"セーブ {path.name} を開けませんでした（{err.strerror or err}）。",
        )) from err


def _check(path: Path, data: Any) -> SaveDoc:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("foreign", Text(
            f"{path.name} is not a save file of this app. Choose a file it saved.",
            f"{path.name} はこのアプリのセーブファイルではありません。このアプリで保存したファイルを選んでください。",
        ))
    version = data.get("format_version")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        raise SaveError("future-version", Text(
            f"The save {path.name} was written by a newer version of this app (save format "
            f"{version}; this version reads up to {FORMAT_VERSION}). Update the app to load it.",
            f"セーブ {path.name} はこのアプリの新しいバージョンで書かれています（セーブ形式 {version}、"
            f"このバージョンが読めるのは {FORMAT_VERSION} まで）。アプリを更新してから読み込んでください。",
        ))
    data = migrate(data)  # an older known format brought up to date (engine.core.save_migrations)
    version = data.get("format_version")
    if version != FORMAT_VERSION or isinstance(version, bool):
        raise tampered(path, Text(
            f"its save format version {version!r} is unknown", f"セーブ形式のバージョン {version!r} は不明です"
        ))
    try:
        doc = msgspec.convert(data, SaveDoc)
    except msgspec.ValidationError as err:
        raise tampered(path, Text(str(err), f"中身の形が正しくありません: {err}")) from err
    if doc.steps != len(doc.log):
        raise tampered(path, Text(
            f"it claims {doc.steps} steps but its log has {len(doc.log)}",
            f"{doc.steps}手と記されていますが、ログは{len(doc.log)}手です",
        ))
    if not isinstance(doc.meta.get("saved_at"), str):
        raise tampered(path, Text("its save time is missing", "保存日時がありません"))
    return doc


def header_of(path: Path, doc: SaveDoc) -> SaveHeader:
    return SaveHeader(
        path=path, game=doc.game, data_version=doc.data_version, undo_mode=doc.undo_mode,
        seat_names=tuple(doc.seat_names), steps=doc.steps, saved_at=doc.meta["saved_at"], meta=doc.meta,
    )


# -- the header cache ------------------------------------------------------------------------

_StatKey = tuple[int, int, int, int, int] | None
_HEADERS: dict[Path, tuple[tuple[_StatKey, _StatKey], SaveHeader | SaveError]] = {}


def _stat_key(path: Path) -> _StatKey:
    try:
        info = path.lstat()
    except OSError:
        return None
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_mode)


def cached_header(path: Path) -> SaveHeader:
    """``read_save_header`` once per file version: keyed on the file's and its backup's stat."""
    key = (_stat_key(path), _stat_key(backup_path(path)))
    hit = _HEADERS.get(path)
    if hit is not None and hit[0] == key:
        result = hit[1]
    else:
        try:
            result = header_of(path, read_doc(path))
        except SaveError as err:
            result = err
        if len(_HEADERS) > 512:
            _HEADERS.clear()
        _HEADERS[path] = (key, result)
    if isinstance(result, SaveError):
        raise result
    return result


# -- messages --------------------------------------------------------------------------------


def _not_a_file(path: Path, what_en: str, what_ja: str) -> SaveError:
    return SaveError("not-a-file", advised(path, Text(
        f"{path.name} is {what_en}, not a save file; it is not opened.",
        f"{path.name} はセーブファイルではなく{what_ja}なので、開きません。",
    )))


def _garbled(path: Path, why: str) -> SaveError:
    return SaveError("garbled", advised(path, Text(
        f"The save {path.name} is not readable save data ({why}).",
        f"セーブ {path.name} はセーブデータとして読めません（{why}）。",
    )))


def tampered(path: Path, detail: Words) -> SaveError:
    ja = detail.get("ja").rstrip("。.")
    return SaveError("tampered", advised(path, Text(
        f"The save {path.name} has been altered or damaged: {str(detail).rstrip('.')}.",
        f"セーブ {path.name} は書き換えられたか壊れています（{ja}）。",
    )))


def advised(path: Path, message: Text) -> Text:
    """``message`` followed by what to do instead: load the backup, or start a new game."""
    backup = backup_path(path)
    if backup.is_file() and not backup.is_symlink():
        return Text(
            f"{message.en} The previous save is kept as {backup.name}; load that instead.",
            f"{message.ja}前のセーブが {backup.name} として残っているので、そちらを読み込んでください。",
        )
    return Text(
        f"{message.en} There is no backup of it; start a new game.",
        f"{message.ja}バックアップはありません。新しいゲームを始めてください。",
    )
