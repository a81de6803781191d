"""User settings: one JSON file in the user config folder.

A file that cannot be read (bad JSON, nested too deep, wrong values, not a file) is moved
aside to ``settings.json.bak`` (``.bak2``… when that exists: no earlier copy is replaced)
and the defaults are used; the caller shows ``LoadedSettings.notice`` once, so the player
knows. Moved aside, the next start is clean and says nothing.
"""

from __future__ import annotations

import locale
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import msgspec

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


class Settings(msgspec.Struct, kw_only=True, forbid_unknown_fields=False):
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
        return LoadedSettings(msgspec.json.decode(raw, type=Settings))
    except (msgspec.DecodeError, msgspec.ValidationError, ValueError, TypeError, RecursionError, MemoryError):
        return _moved_aside(path)


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
        tmp.write_bytes(msgspec.json.format(msgspec.json.encode(settings), indent=2))
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
