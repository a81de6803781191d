"""Reading a save file's bytes into a checked document, safely (design.md §8; issue #16).

Every way a file can be wrong ends as a ``SaveError`` with a message in both languages:
a link or a folder or a device in place of the file, a file over ``MAX_SAVE_BYTES``,
bytes that are not JSON (or nested too deep for the parser), another JSON shape, a
future format. Nothing else escapes, so a broken file can never stop the app.

Headers are cached by the file's stat (and its backup's), so a list screen shown again
reads nothing a second time; a changed file has another stat and is read afresh.

A save of format 3 or later writes the header's keys first (``HEADER_KEYS``), so the Load
list reads the start of the file alone (``read_header``), however long the log; an older
save is parsed whole, as before (issue #28).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypedDict

import msgspec

from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.errors import EngineError, SaveError
from engine.core.kernel.log_entry import LogEntry
from engine.core.saves.migrations import FORMAT_VERSION, migrate
from engine.core.saves.raw_log import RawLog

FORMAT = "tabletop-client-save"
# A long campaign is well under 1 MB, a sandbox session of hours some 50 MB; past this it is not a save.
MAX_SAVE_BYTES = 256 * 1024 * 1024
HEADER_PREFIX_BYTES = 256 * 1024  # where a header written first must end
HEADER_KEYS = ("format", "format_version", "game", "data_version", "undo_mode", "seat_names", "steps",
               "state_digest", "meta")  # written first, in this order; the body follows from BODY_START
BODY_START = b',"seed":'


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


@dataclass(frozen=True)
class Checkpoint:
    """The state before step ``step``, as the game encodes it (JSON): a long game opens from here,
    replaying only the steps after it (the final digest still checks the result)."""

    step: int
    state: msgspec.Raw


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
    checkpoint: Checkpoint | None = None


@dataclass
class _RawLogDoc(SaveDoc):
    """A ``SaveDoc`` as decoded from a file: its log's steps still raw (``engine.core.saves.raw_log``)."""

    log: list[msgspec.Raw]  # type: ignore[assignment]


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def reason(err: BaseException) -> Words | str:
    """An exception as words for a person: the engine's own words, a refusal's message (cut when
    long), and for any other failure (a value of the wrong type deep in the rules: Python's
    words, "unhashable type: 'list'") what it means, never Python's text."""
    if isinstance(err, EngineError):
        return err.text
    text = str(err).strip()
    if isinstance(err, ValueError) and text and not isinstance(err, UnicodeError):
        return text if len(text) <= MAX_REASON else text[: MAX_REASON - 1] + "…"
    return msg("saves.value_not_understood")


MAX_REASON = 200


def read_doc(path: Path) -> SaveDoc:
    """The checked document in the file at ``path``. Raises SaveError, never anything else."""
    raw = _read_bytes(path)
    if _current_header(raw) is not None:  # today's format: decoded straight into its types, once
        try:
            fast = msgspec.json.decode(raw, type=_RawLogDoc)
            return _checked(path, SaveDoc(**{**vars(fast), "log": RawLog(fast.log)}))
        except SaveError:
            raise
        except msgspec.ValidationError as err:
            raise tampered(path, msg("saves.bad_shape", reason=str(err))) from err
        except (msgspec.DecodeError, RecursionError, MemoryError, ValueError):
            pass  # said by the general path below, the same way as for any format
    try:
        data = msgspec.json.decode(raw)
    except msgspec.DecodeError as err:
        # msgspec says "truncated" exactly when the input ends before the JSON does.
        if "truncated" in str(err):
            raise SaveError("truncated", advised(path, msg("saves.cut_short", file=path.name))) from err
        raise _garbled(path, reason(err)) from err
    except (RecursionError, MemoryError, ValueError) as err:  # nested past the parser's depth
        raise _garbled(path, msg("saves.nested")) from err
    try:
        return _check(path, data)
    except SaveError:
        raise
    except (RecursionError, MemoryError, TypeError, ValueError, KeyError) as err:
        raise tampered(path, msg("saves.bad_shape", reason=reason(err))) from err


def _read_bytes(path: Path, most: int | None = None) -> bytes:
    """The file's bytes (its first ``most`` only, when given), checked to be a regular file of a save's size."""
    try:
        info = path.lstat()
        if stat.S_ISLNK(info.st_mode):
            raise _not_a_file(path, msg("saves.a_link"))
        if stat.S_ISDIR(info.st_mode):
            raise _not_a_file(path, msg("saves.a_folder"))
        if not stat.S_ISREG(info.st_mode):
            raise _not_a_file(path, msg("saves.a_device"))
        if info.st_size > MAX_SAVE_BYTES:
            raise SaveError("too-large", advised(path, msg(
                "saves.too_large", file=path.name, size=info.st_size // (1024 * 1024),
                limit=MAX_SAVE_BYTES // (1024 * 1024),
            )))
        flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
        fd = os.open(path, flags)
        with os.fdopen(fd, "rb") as handle:
            return handle.read(MAX_SAVE_BYTES + 1 if most is None else most)
    except OSError as err:
        raise SaveError("unreadable", msg("saves.unreadable", file=path.name, error=str(err.strerror or err))) from err


def _check(path: Path, data: Any) -> SaveDoc:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("foreign", msg("saves.foreign", file=path.name))
    version = data.get("format_version")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        raise SaveError("future-version", msg("saves.future_version", file=path.name, version=version,
                                              supported=FORMAT_VERSION))
    data = migrate(data)  # an older known format brought up to date (engine.core.saves.migrations)
    version = data.get("format_version")
    if version != FORMAT_VERSION or isinstance(version, bool):
        raise tampered(path, msg("saves.unknown_version", version=repr(version)))
    try:
        doc = msgspec.convert(data, SaveDoc)
    except msgspec.ValidationError as err:
        raise tampered(path, msg("saves.bad_shape", reason=str(err))) from err
    return _checked(path, doc)


def _checked(path: Path, doc: SaveDoc) -> SaveDoc:
    """``doc`` once its fields agree with each other."""
    if doc.format != FORMAT or doc.format_version != FORMAT_VERSION:
        raise tampered(path, msg("saves.unknown_version", version=repr(doc.format_version)))
    if doc.steps != len(doc.log):
        raise tampered(path, msg("saves.steps_mismatch", steps=doc.steps, logged=len(doc.log)))
    if not isinstance(doc.meta.get("saved_at"), str):
        raise tampered(path, msg("saves.no_save_time"))
    return doc


def _current_header(prefix: bytes) -> dict[str, Any] | None:
    """The header of a save written header first (format 3 on), read from the start of its bytes
    alone; None for anything else (an older save, a broken file: the whole file is read then)."""
    end = prefix.find(BODY_START, 0, HEADER_PREFIX_BYTES)
    if end < 0:
        return None
    try:
        head = msgspec.json.decode(prefix[:end] + b"}")
    except (msgspec.DecodeError, RecursionError, ValueError):
        return None  # the cut fell inside a value: not a header written first
    if not isinstance(head, dict) or tuple(head) != HEADER_KEYS or head.get("format") != FORMAT:
        return None
    version = head.get("format_version")
    if type(version) is not int or version != FORMAT_VERSION:
        return None
    return head


def read_header(path: Path) -> SaveHeader:
    """What the Load list shows of the save at ``path``: from the start of the file when it was
    written header first, else from the whole file. Raises SaveError, never anything else."""
    head = _current_header(_read_bytes(path, HEADER_PREFIX_BYTES))
    if head is not None and _ends_whole(path):
        try:
            return _header_from(path, head)
        except (KeyError, TypeError, ValueError):
            pass  # the whole file's check says what is wrong
    return header_of(path, read_doc(path))


def _ends_whole(path: Path) -> bool:
    """Does the file end as a save does (a file cut short is listed broken, as before)?"""
    try:
        with path.open("rb") as handle:
            handle.seek(max(0, path.stat().st_size - 16))
            return handle.read().rstrip().endswith(b"}")
    except OSError:
        return False


def _header_from(path: Path, head: dict[str, Any]) -> SaveHeader:
    meta, names, steps = head["meta"], head["seat_names"], head["steps"]
    if not isinstance(meta, dict) or not isinstance(meta.get("saved_at"), str) or type(steps) is not int:
        raise ValueError("not a header")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise ValueError("not a header")
    if not all(isinstance(head[k], str) for k in ("game", "data_version", "undo_mode", "state_digest")):
        raise ValueError("not a header")
    return SaveHeader(path=path, game=head["game"], data_version=head["data_version"], undo_mode=head["undo_mode"],
                      seat_names=tuple(names), steps=steps, saved_at=meta["saved_at"], meta=meta)


def header_of(path: Path, doc: SaveDoc) -> SaveHeader:
    return SaveHeader(
        path=path, game=doc.game, data_version=doc.data_version, undo_mode=doc.undo_mode,
        seat_names=tuple(doc.seat_names), steps=doc.steps, saved_at=doc.meta["saved_at"], meta=doc.meta,
    )


# -- the header cache ------------------------------------------------------------------------

_StatKey = tuple[int, int, int, int, int] | None
# A broken file is cached as its error's kind and words, never as the exception: re-raising one
# exception object extends its __traceback__ every time, and those frames pinned every screen
# (and save) they passed through, a leak the event storm found (issue #16).
_HEADERS: dict[Path, tuple[tuple[_StatKey, _StatKey], SaveHeader | tuple[str, Words]]] = {}


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
            result = read_header(path)
        except SaveError as err:
            result = (err.kind, err.text)
        if len(_HEADERS) > 512:
            _HEADERS.clear()
        _HEADERS[path] = (key, result)
    if isinstance(result, tuple):
        raise SaveError(*result)  # a fresh exception each time (see _HEADERS)
    return result


# -- messages --------------------------------------------------------------------------------


def _not_a_file(path: Path, what: Words) -> SaveError:
    return SaveError("not-a-file", advised(path, msg("saves.not_a_file", file=path.name, what=what)))


def _garbled(path: Path, why: str | Words) -> SaveError:
    return SaveError("garbled", advised(path, msg("saves.garbled", file=path.name, why=why)))


def tampered(path: Path, detail: Words) -> SaveError:
    return SaveError("tampered", advised(path, msg("saves.tampered", file=path.name, detail=detail)))


def advised(path: Path, message: Words) -> Words:
    """``message`` followed by what to do instead: load the backup, or start a new game."""
    backup = backup_path(path)
    if backup.is_file() and not backup.is_symlink():
        return msg("saves.advice_backup", message=message, backup=backup.name)
    return msg("saves.advice_new_game", message=message)
