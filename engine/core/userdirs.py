"""Where the user's own files live (platform dirs), overridable for tests and portable installs.

Set ``TABLETOP_HOME`` to put data, config and saves under one folder instead.
"""

from __future__ import annotations

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


def saves_dir() -> Path:
    return user_data_dir().parent / "saves" if _home() else user_data_dir() / "saves"


SHIPPED_DATA = Path(__file__).resolve().parents[2] / "data"
