"""Drawing primitives of cards: panels, the card body, backs, art placeholders."""

from __future__ import annotations

import pygame

from engine.core.layouts.schema import Back
from screens.kit.text.fonts import RGBA, get_font, text_surface


def shade(color: RGBA, amount: int) -> tuple[int, int, int, int]:
    """``color`` lightened (amount > 0) or darkened (amount < 0), alpha kept."""
    r, g, b = (max(0, min(255, c + amount)) for c in color[:3])
    return (r, g, b, color[3] if len(color) > 3 else 255)


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    shape: str,
    fill: RGBA | None,
    border: RGBA | None = None,
    border_px: int = 1,
    radius_px: int = 0,
) -> None:
    """A filled and/or outlined rect, rounded rect or circle (the circle fits inside ``rect``)."""
    if shape == "circle":
        centre, radius = rect.center, min(rect.width, rect.height) / 2
        if border is not None:
            pygame.draw.aacircle(surface, border, centre, radius)
            radius -= border_px
        if fill is not None:
            pygame.draw.aacircle(surface, fill, centre, max(1.0, radius))
        return
    radius = radius_px if shape == "rounded" else 0
    if fill is not None:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width=max(1, border_px), border_radius=radius)


def card_body(
    size: tuple[int, int],
    background: RGBA,
    frame: RGBA,
    frame_px: int,
    corner_px: int,
    *,
    outline: bool = True,
) -> pygame.Surface:
    """A transparent surface with the card's rounded body: frame, then background inside it.

    ``outline`` draws a darker one-pixel edge at the trim line (the card on screen); print
    files leave it out and draw cut lines as their options say.
    """
    surface = pygame.Surface(size, pygame.SRCALPHA)
    outer = surface.get_rect()
    if outline:
        pygame.draw.rect(surface, shade(frame, -45), outer, border_radius=corner_px)
        pygame.draw.rect(surface, frame, outer.inflate(-2, -2), border_radius=max(0, corner_px - 1))
    else:
        pygame.draw.rect(surface, frame, outer, border_radius=corner_px)
    if frame_px > 0:
        inner = outer.inflate(-2 * frame_px, -2 * frame_px)
        pygame.draw.rect(
            surface,
            shade(frame, 60),
            inner.inflate(2, 2),
            border_radius=max(0, corner_px - frame_px),
        )
        pygame.draw.rect(surface, background, inner, border_radius=max(0, corner_px - frame_px))
    return surface


def veiled(shown: pygame.Surface) -> pygame.Surface:
    """A copy of a card under a dark veil: how a print face (which has no muted colours) is shown
    greyed; a table face dims its own colours instead (``table_paint.muted``)."""
    out = shown.copy()
    shade = pygame.Surface(shown.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(shade, (10, 12, 16, 120), shade.get_rect(), border_radius=shown.get_width() // 14)
    out.blit(shade, (0, 0))
    return out


def placeholder(surface: pygame.Surface, rect: pygame.Rect, tint: RGBA) -> None:
    """Where an image is missing: a hatched panel, so it shows without hiding the layout."""
    base = shade(tint, 70)
    pygame.draw.rect(surface, base, rect)
    step = max(4, rect.height // 8)
    line = shade(base, -25)
    old_clip = surface.get_clip()
    surface.set_clip(rect.clip(old_clip))
    for x in range(rect.left - rect.height, rect.right, step):
        pygame.draw.line(
            surface, line, (x, rect.bottom), (x + rect.height, rect.top), max(1, step // 4)
        )
    surface.set_clip(old_clip)
    pygame.draw.rect(surface, shade(base, -50), rect, 1)


def back(
    size: tuple[int, int],
    design: Back,
    corner_px: int,
    art: pygame.Surface | None,
    *,
    outline: bool = True,
    safe_px: int = 0,
    min_label_px: int = 6,
) -> pygame.Surface:
    """A card back: framed body, diagonal lattice or image, and a centred emblem with the label
    (sized to stay inside the safe area ``safe_px`` in from the trim, if it can)."""
    w, h = size
    frame_px = max(2, w // 22)
    surface = card_body(size, design.background, design.frame, frame_px, corner_px, outline=outline)
    inner = surface.get_rect().inflate(-2 * frame_px, -2 * frame_px)
    old_clip = surface.get_clip()
    surface.set_clip(inner)
    if art is not None:
        surface.blit(art, (0, 0))
    elif design.pattern is not None:
        step = max(6, w // 9)
        for x in range(-h, w + h, step):
            pygame.draw.line(surface, design.pattern, (x, 0), (x + h, h), max(1, w // 90))
            pygame.draw.line(surface, design.pattern, (x, h), (x + h, 0), max(1, w // 90))
    surface.set_clip(old_clip)
    pygame.draw.rect(
        surface,
        design.frame,
        inner.inflate(-frame_px, -frame_px),
        max(1, w // 120),
        border_radius=max(0, corner_px - frame_px),
    )
    if design.label:
        _emblem(surface, design, safe_area(size, frame_px, safe_px), min_label_px)
    return surface


def safe_area(size: tuple[int, int], frame_px: int, safe_px: int) -> pygame.Rect:
    """Where a back's emblem may go: inside the safe area and inside the inner frame line."""
    inset = max(safe_px, frame_px + frame_px // 2 + max(1, size[0] // 120))
    return pygame.Rect(0, 0, *size).inflate(-2 * inset, -2 * inset)


def emblem_layout(design: Back, area: pygame.Rect, min_px: int = 6) -> tuple[int, pygame.Rect]:
    """(label px size, outer rect of the oval plate) of a back's emblem centred in ``area``:
    the largest size whose plate fits ``area`` (at least ``min_px``, which may not fit)."""
    size = max(min_px, min(area.width // max(4, len(design.label) // 2 + 2), area.height // 3))
    while True:
        text_w, text_h = get_font(size, True).size(design.label)
        plate = pygame.Rect(0, 0, text_w, text_h).inflate(size * 1.2, size * 0.5)
        plate = plate.inflate(size // 2, size // 2)
        plate.center = area.center
        fits = plate.width <= area.width * 0.9 and plate.height <= area.height * 0.9
        if fits or size <= min_px:
            return size, plate
        size -= 1


def _emblem(surface: pygame.Surface, design: Back, area: pygame.Rect, min_px: int) -> None:
    size, plate = emblem_layout(design, area, min_px)
    label = text_surface(design.label, size, True, design.label_color)
    pygame.draw.ellipse(surface, design.background, plate)
    pygame.draw.ellipse(surface, design.frame, plate, max(1, size // 8))
    surface.blit(label, label.get_rect(center=plate.center))
