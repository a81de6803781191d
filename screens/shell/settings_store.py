"""User settings: one JSON file in the user config folder.

A file that cannot be read (bad JSON, nested too deep, wrong values, not a file) is moved
aside to ``settings.json.bak`` (``.bak2``… when that exists: no earlier copy is replaced)
and the defaults are used; the caller shows ``LoadedSettings.notice`` once, so the player
knows. Moved aside, the next start is clean and says nothing.

The file is read with the standard ``json`` module and typed field by field (``_typed``:
strict JSON types, as msgspec decoded them before); msgspec's import was a tenth of the
app's start-up and the title needs nothing else from it (issue #28).
"""

from __future__ import annotations

import json
import locale
import os
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Literal

from engine.core.i18n.catalog import languages
from engine.core.saves import userdirs
from screens.kit.scale import OFFERED

FILE_NAME = "settings.json"
MAX_SETTINGS_BYTES = 1024 * 1024
UI_SCALES: tuple[float, ...] = OFFERED  # screens/kit/scale.py
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080))
ANIMATION_SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 1.5, 2.0)  # 0 = no animation
TURN_TIMERS: tuple[int, ...] = (0, 30, 60, 120, 300)  # seconds; 0 = off


def default_language() -> str:
    """The system's language when there is a catalog for it, otherwise English."""
    name = (locale.getlocale()[0] or os.environ.get("LANG") or "").lower()
    return next((lang for lang in languages() if name.startswith(lang)), "en")


@dataclass(kw_only=True)
class Settings:
    """Everything the player can set. Unknown keys in the file are ignored."""

    language: str = "en"  # a catalog in assets/i18n/
    ui_scale: float = 1.0
    window_size: tuple[int, int] = WINDOW_SIZES[0]
    fullscreen: bool = False
    animation_speed: float = 1.0
    hotseat_privacy: bool = True
    undo_mode: Literal["strict", "lenient"] = "strict"
    turn_timer: int = 0
    guides_offered: tuple[str, ...] = ()  # games whose first-game guide was offered (issue #27)

    def __post_init__(self) -> None:
        if self.language not in languages():
            raise ValueError(f"language must be one of {languages()}")
        if self.ui_scale not in UI_SCALES:
            raise ValueError(f"ui_scale must be one of {UI_SCALES}")
        if self.animation_speed not in ANIMATION_SPEEDS:
            raise ValueError(f"animation_speed must be one of {ANIMATION_SPEEDS}")
        if self.turn_timer not in TURN_TIMERS:
            raise ValueError(f"turn_timer must be one of {TURN_TIMERS}")
        width, height = self.window_size
        if not (640 <= width <= 7680 and 360 <= height <= 4320):
            raise ValueError("window_size is out of range")


UNDO_MODES = ("strict", "lenient")


def _whole(value: Any) -> bool:
    return type(value) is int


def _number(value: Any) -> bool:
    return type(value) in (int, float)


def _text(value: Any) -> bool:
    """A JSON string that is Unicode text (a lone surrogate escape, ``"\\ud800"``, is not)."""
    if type(value) is not str:
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


# Each field's JSON type: what the file may hold there (bool is never a number, a number never a bool).
_TYPES: dict[str, Any] = {
    "language": _text,
    "ui_scale": _number,
    "window_size": lambda v: type(v) is list and len(v) == 2 and all(map(_whole, v)),
    "fullscreen": lambda v: type(v) is bool,
    "animation_speed": _number,
    "hotseat_privacy": lambda v: type(v) is bool,
    "undo_mode": lambda v: _text(v) and v in UNDO_MODES,
    "turn_timer": _whole,
    "guides_offered": lambda v: type(v) is list and all(map(_text, v)),
}
_AS_FLOAT = ("ui_scale", "animation_speed")
_AS_TUPLE = ("window_size", "guides_offered")


def _typed(data: Any) -> Settings:
    """The settings in decoded JSON ``data``; ValueError when a known field has the wrong type or value."""
    if type(data) is not dict:
        raise ValueError("settings must be a JSON object")
    given: dict[str, Any] = {}
    for field in fields(Settings):
        if field.name not in data:
            continue
        value = data[field.name]
        if not _TYPES[field.name](value):
            raise ValueError(f"{field.name}: wrong type")
        if field.name in _AS_FLOAT:
            value = float(value)
        elif field.name in _AS_TUPLE:
            value = tuple(value)
        given[field.name] = value
    return Settings(**given)


def _as_json(settings: Settings) -> bytes:
    """The file's bytes: every field in order, two-space indented, UTF-8."""
    data = {field.name: getattr(settings, field.name) for field in fields(Settings)}
    return json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False).encode("utf-8")


def defaults() -> Settings:
    return Settings(language=default_language())


@dataclass(frozen=True)
class LoadedSettings:
    settings: Settings
    notice: str | None = None  # the name of the backup when the file was unreadable


def settings_path() -> Path:
    return userdirs.user_config_dir() / FILE_NAME


def load_settings(path: Path | None = None) -> LoadedSettings:
    """Read the settings; defaults when absent; defaults + notice when unreadable."""
    path = path or settings_path()
    try:
        if not path.is_file() and path.exists():
            raise IsADirectoryError(path)
        if path.stat().st_size > MAX_SETTINGS_BYTES:
            raise ValueError("settings file too large")
        raw = path.read_bytes()
    except FileNotFoundError:
        return LoadedSettings(defaults())
    except (OSError, ValueError):
        return _moved_aside(path)
    try:
        return LoadedSettings(_typed(json.loads(raw.decode("utf-8"), parse_constant=_no_constant)))
    except (ValueError, TypeError, OverflowError, RecursionError, MemoryError):  # UnicodeDecodeError is a ValueError
        return _moved_aside(path)


def _no_constant(name: str) -> Any:
    """JSON has no NaN or Infinity (Python's parser would take them)."""
    raise ValueError(f"{name} is not JSON")


def _moved_aside(path: Path) -> LoadedSettings:
    """Keep the broken file beside the new one under a free ``.bak`` name; defaults + a notice."""
    for n in range(1, 100):
        backup = path.with_name(path.name + (".bak" if n == 1 else f".bak{n}"))
        if not os.path.lexists(backup):
            break
    else:
        return LoadedSettings(defaults(), notice=path.name)
    try:
        os.replace(path, backup)
    except OSError:
        return LoadedSettings(defaults(), notice=path.name)
    return LoadedSettings(defaults(), notice=backup.name)


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write atomically (temp file + rename). Raises OSError when the folder is not writable."""
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    try:
        tmp.write_bytes(_as_json(settings))
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
