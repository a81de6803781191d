"""The shared pygame-gui theme (screens/kit/theme.py): pygame-gui's default theme merged with ours
and loaded once holds exactly what loading the two in turn holds (issue #28: one parse, not two)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from pygame_gui.core.ui_appearance_theme import UIAppearanceTheme
from pygame_gui.elements import UIHorizontalSlider, UIWindow

from screens.kit import resources
from screens.kit.scale import OFFERED
from screens.kit.theme import (
    FONT_NAME,
    ImmediateLoader,
    OneTheme,
    SharedThemeManager,
    laid_over,
    merged_theme,
    scaled_theme,
)

HELD = ("base_colours", "ui_element_colours", "ui_element_misc_data", "ui_element_fonts_info",
        "ui_element_image_locs", "unique_theming_ids")


def _held(theme: UIAppearanceTheme) -> dict[str, Any]:
    """What a theme holds for its widgets, each element's data by name (the order loading left is not used)."""
    return {name: sorted((repr(k), repr(v)) for k, v in getattr(theme, name).items()) for name in HELD}


def _theme(kind: type[UIAppearanceTheme], data: dict[str, Any]) -> UIAppearanceTheme:
    theme = kind(ImmediateLoader(), "en")
    theme.get_font_dictionary().add_font_path(FONT_NAME, str(resources.FONT_REGULAR), str(resources.FONT_BOLD))
    theme.load_theme(data)
    return theme


@pytest.mark.parametrize("scale", OFFERED)
def test_the_merged_theme_holds_what_the_default_and_ours_in_turn_hold(scale: float) -> None:
    pygame.display.init()
    pygame.font.init()
    in_turn = _theme(UIAppearanceTheme, scaled_theme(scale))  # pygame-gui's default first, then ours
    merged = _theme(OneTheme, merged_theme(scale))
    assert _held(merged) == _held(in_turn)
    assert merged.ui_element_misc_data["button"]["shape"] == "rounded_rectangle"  # ours, over the default


def _drawn(theme: UIAppearanceTheme) -> bytes:
    """A window (ours casts a 4 px shadow) and a slider (its button casts 1 px) drawn with ``theme``."""
    manager = SharedThemeManager((900, 600), theme)
    window = UIWindow(pygame.Rect(40, 40, 420, 300), manager, "Save as")
    assert window.shadow_width > 0
    UIHorizontalSlider(pygame.Rect(500, 60, 300, 30), 5, (0, 10), manager)
    manager.update(0.01)
    surface = pygame.Surface((900, 600))
    surface.fill((20, 24, 32))
    manager.draw_ui(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_shadow_corners_made_when_first_cast_are_those_made_ahead() -> None:
    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((900, 600))
    ahead = _theme(UIAppearanceTheme, scaled_theme(1.25))
    assert ahead.shadow_generator.preloaded_shadow_corners  # pygame-gui made them at load
    when_cast = _theme(OneTheme, merged_theme(1.25))
    assert not when_cast.shadow_generator.preloaded_shadow_corners
    assert _drawn(when_cast) == _drawn(ahead)
    assert when_cast.shadow_generator.preloaded_shadow_corners  # made for the window when it was drawn


def test_laying_over_goes_key_by_key_at_every_depth() -> None:
    base = {"a": {"colours": {"x": "1", "y": "2"}, "misc": {"m": "3"}}, "b": {"font": {"size": "9"}}}
    over = {"a": {"colours": {"y": "5"}}, "c": {"misc": {"n": "6"}}, "b": {"font": "plain"}}
    assert laid_over(base, over) == {
        "a": {"colours": {"x": "1", "y": "5"}, "misc": {"m": "3"}}, "b": {"font": "plain"}, "c": {"misc": {"n": "6"}},
    }
