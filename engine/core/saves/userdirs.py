"""Where the user's own files live (platform dirs), overridable for tests and portable installs.

Set ``TABLETOP_HOME`` to put data, config and saves under one folder instead.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import platformdirs

APP_NAME = "tabletop-client"


def _home() -> Path | None:
    value = os.environ.get("TABLETOP_HOME")
    return Path(value) if value else None


def user_data_dir() -> Path:
    """The user data folder, laid out like the shipped ``data/`` (``<game folder>/*.toml``)."""
    home = _home()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def user_config_dir() -> Path:
    home = _home()
    return home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def user_cache_dir() -> Path:
    """Files the app derives and can make again (a missing or broken one is just made again)."""
    home = _home()
    return home / "cache" if home else Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    return user_data_dir().parent / "saves" if _home() else user_data_dir() / "saves"


SHIPPED_DATA = Path(__file__).resolve().parents[3] / "data"


# -- the open card project (``main.py --data DIR``) ---------------------------------------------
# A card project is a folder laid out like ``data/`` (one folder per game). While one is open,
# the loader's default roots stand for it alone: the shipped data is not merged in.

_project: Path | None = None
RECENT_FILE = "recent-projects.json"
RECENT_MAX = 8


def open_project(folder: Path | None) -> None:
    """Work on ``folder`` instead of the shipped data and the user data folder (None: stop)."""
    global _project
    _project = Path(folder).resolve() if folder is not None else None


def project_folder() -> Path | None:
    """The open card project, or None (the shipped data with the user's own cards)."""
    return _project


PROJECT_FILE = "project.toml"


def wants_shipped(folder: Path) -> bool:
    """True when the card project ``folder`` asks to stand on the shipped data: its
    ``project.toml`` says ``shipped = true`` (an expansion of a shipped game). Its cards are
    then read after the shipped ones, as a user folder is; otherwise never merged."""
    import tomli  # here, not at start-up: the title reads no TOML (issue #28)

    try:
        settings = tomli.loads((Path(folder) / PROJECT_FILE).read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, tomli.TOMLDecodeError):
        return False
    return settings.get("shipped") is True


def recent_projects() -> list[Path]:
    """Card projects opened before, newest first, those that still exist."""
    try:
        found = json.loads((user_config_dir() / RECENT_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    paths = [Path(p) for p in found if isinstance(p, str)] if isinstance(found, list) else []
    return [p for p in paths if p.is_dir()][:RECENT_MAX]


def remember_project(folder: Path) -> None:
    """Put ``folder`` first in the recent projects (best effort: a read-only config is fine)."""
    folder = Path(folder).resolve()
    recent = [str(folder)] + [str(p) for p in recent_projects() if p != folder]
    target = user_config_dir() / RECENT_FILE
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        temp = target.with_name(f".{RECENT_FILE}.tmp")
        temp.write_text(json.dumps(recent[:RECENT_MAX], ensure_ascii=False, indent=1), encoding="utf-8")
        temp.replace(target)
    except OSError:
        pass
