"""The icons a card shows, named (issue #27): hovering a card lists what each of its icons means
under the large preview, in the player's language (``name``/``name_en`` of ``[icons]`` in the
game's ``layouts.toml``)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

import pygame
from pydantic import BaseModel

from screens.kit.cards.fields import icon_keys, region_text
from screens.kit.cards.renderer import CardFace, CardRenderer
from screens.kit.text.fonts import text_surface

TOKEN = re.compile(r":([A-Za-z0-9_-]+):")
BACK = (16, 20, 28)
EDGE = (90, 100, 120)
TEXT = (236, 232, 223)


def icons_on(renderer: CardRenderer, item: CardFace, lang: str) -> list[str]:
    """The icon keys the card's face shows, in drawing order, each once."""
    try:
        face = renderer.template(item.kind).face(item.face)
    except KeyError:
        return []
    data: Mapping[str, Any] = item.card.model_dump() if isinstance(item.card, BaseModel) else item.card
    known = renderer.layouts.icons
    found: list[str] = []
    for region in face.regions:
        if region.kind == "icons":
            keys = icon_keys(region, data, lang)
        elif region.kind == "text":
            text = region_text(region, data, lang, renderer.layouts.labels) or ""
            keys = TOKEN.findall(text)
        else:
            keys = []
        found += [k for k in keys if k in known and k not in found]
    return found


def named_icons(renderer: CardRenderer, item: CardFace, lang: str) -> list[tuple[str, str]]:
    """(key, name) of the card's icons that have a name in the data."""
    icons = renderer.layouts.icons
    return [(k, icons[k].name_in(lang)) for k in icons_on(renderer, item, lang) if icons[k].name_in(lang)]


def draw_legend(surface: pygame.Surface, renderer: CardRenderer, item: CardFace, lang: str, card: pygame.Rect,
                px: int = 15) -> pygame.Rect | None:
    """Below the previewed card (above it when the screen ends), one row per named icon."""
    names = named_icons(renderer, item, lang)
    if not names:
        return None
    rows = [(renderer.icons.icon(key, px + 2), _label(name, px)) for key, name in names]
    row_h = px + 8
    width = max(card.width, max(icon.get_width() + label.get_width() for icon, label in rows) + 3 * px // 2 + 12)
    box = pygame.Rect(card.left, card.bottom + 6, width, row_h * len(rows) + 8)
    bounds = surface.get_rect().inflate(-8, -8)
    if box.bottom > bounds.bottom:
        box.bottom = card.top - 6
    box = box.clamp(bounds)
    pygame.draw.rect(surface, BACK, box, border_radius=6)
    pygame.draw.rect(surface, EDGE, box, width=1, border_radius=6)
    y = box.top + 4
    for icon, label in rows:
        surface.blit(icon, (box.left + 6, y + (row_h - icon.get_height()) // 2))
        surface.blit(label, (box.left + 12 + icon.get_width(), y + (row_h - label.get_height()) // 2))
        y += row_h
    return box


@lru_cache(maxsize=512)
def _label(text: str, px: int) -> pygame.Surface:
    return text_surface(text, px, False, TEXT)
