"""The pygame-gui theme every screen's manager shares: ``assets/theme.json`` at each UI scale.

One theme is loaded per UI scale (its fonts registered by path) and every screen's ``UIManager``
uses it instead of loading its own; its shape cache is kept between runs (``theme_shapes.py``).
"""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame_gui
from pygame_gui.core.resource_loaders import IResourceLoader
from pygame_gui.core.ui_appearance_theme import UIAppearanceTheme
from pygame_gui.core.utility import get_default_manager, set_default_manager

from screens.kit import resources
from screens.kit.theme_shapes import keep_shapes, settle_shapes

FONT_NAME = "notosansjp"
DEFAULT_THEME = Path(pygame_gui.__file__).parent / "data" / "default_theme.json"
_SCALED_MISC = ("shape_corner_radius", "title_bar_height", "rect_width", "padding", "list_item_height")


def scaled_theme(scale: float) -> dict[str, Any]:
    """``assets/theme.json`` with font sizes and corner radii multiplied by ``scale``."""
    theme = copy.deepcopy(_theme_json())
    for block in theme.values():
        font = block.get("font")
        if font and "size" in font:
            font["size"] = str(max(8, round(int(font["size"]) * scale)))
        misc = block.get("misc", {})
        for key in _SCALED_MISC:
            if key in misc:
                misc[key] = ",".join(str(round(int(v) * scale)) for v in misc[key].split(","))
    return theme


@lru_cache(maxsize=1)
def _theme_json() -> dict[str, Any]:
    return json.loads(resources.THEME.read_text(encoding="utf-8"))


def default_theme() -> dict[str, Any]:
    """pygame-gui's own default theme (what every theme it loads is laid over)."""
    return json.loads(DEFAULT_THEME.read_text(encoding="utf-8"))


def laid_over(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    """``over`` laid over ``base``, key by key at every depth (``base`` is changed and returned)."""
    for key, value in over.items():
        below = base.get(key)
        base[key] = laid_over(below, value) if isinstance(value, dict) and isinstance(below, dict) else value
    return base


def merged_theme(scale: float) -> dict[str, Any]:
    """pygame-gui's default theme with ours (at ``scale``) laid over it: loading it once gives the
    theme data loading the two in turn gives (a test holds them equal), parsed once instead of twice."""
    return laid_over(default_theme(), scaled_theme(scale))


class OneTheme(UIAppearanceTheme):
    """A theme that loads only the theme it is given (pygame-gui's default comes merged into ours)
    and makes shadow corners when a shape first casts them, not all at load (issue #28)."""

    def _load_default_theme_file(self) -> None:
        """Not on its own: ``merged_theme`` holds it."""

    def _preload_shadow_edges(self) -> None:
        """Not ahead: pygame-gui guesses a dozen corner sets from the theme (most for shapes that cast
        no shadow: 2 ms of start-up) and makes any other the first time it is cast; a corner set
        depends on its width and radii alone, so one made then is the one it would have made now."""


class ImmediateLoader(IResourceLoader):
    """Loads each font when asked, on this thread (pygame-gui's default starts worker threads)."""

    def add_resource(self, resource: Any) -> None:
        resource.load()

    def start(self) -> None:
        """Nothing to start: loading is immediate."""

    def update(self) -> tuple[bool, float]:
        return True, 1.0

    def started(self) -> bool:
        return True


class SharedThemeManager(pygame_gui.UIManager):
    """A UIManager that uses an already loaded theme instead of building its own."""

    def __init__(self, size: tuple[int, int], theme: UIAppearanceTheme) -> None:
        self._shared_theme = theme
        super().__init__(size, None, enable_live_theme_updates=False, resource_loader=ImmediateLoader())
        # pygame-gui keeps the first manager made as the default of widgets made without one (ours
        # name theirs): it kept the first screen's widgets, 12 MB, alive for good (issue #28)
        if get_default_manager() is self:
            set_default_manager(None)

    def create_new_theme(self, theme_path: Any = None) -> UIAppearanceTheme:
        return self._shared_theme

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        settle_shapes(self._shared_theme)  # a first screen is built: keep its shapes for the next start


class Themes:
    """One loaded theme per UI scale (fonts registered by path), shared by every screen's manager."""

    def __init__(self) -> None:
        self._loaded: dict[float, UIAppearanceTheme] = {}

    def manager(self, size: tuple[int, int], scale: float) -> pygame_gui.UIManager:
        if scale not in self._loaded:
            theme = OneTheme(ImmediateLoader(), "en")
            theme.get_font_dictionary().add_font_path(
                FONT_NAME, str(resources.FONT_REGULAR), str(resources.FONT_BOLD)
            )
            loaded = merged_theme(scale)
            theme.load_theme(loaded)
            keep_shapes(theme, loaded, scale)
            self._loaded[scale] = theme
        return SharedThemeManager(size, self._loaded[scale])
