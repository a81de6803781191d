"""Images for cards: loaded once as 32-bit surfaces, scaled to cover or fit a box."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame


@lru_cache(maxsize=256)
def load_image(path: Path) -> pygame.Surface | None:
    """The image at ``path`` with alpha, or None when it is missing or unreadable."""
    if not path.is_file():
        return None
    try:
        image = pygame.image.load(str(path))
    except (pygame.error, OSError):
        return None
    if pygame.display.get_surface() is not None:
        return image.convert_alpha()
    flat = pygame.Surface(image.get_size(), pygame.SRCALPHA)  # any depth → 32-bit, headless
    flat.blit(image, (0, 0))
    return flat


def scaled(image: pygame.Surface, size: tuple[int, int], fit: str = "cover") -> pygame.Surface:
    """``image`` scaled to ``size``: ``cover`` fills and crops the centre, ``contain`` fits inside."""
    w, h = size
    iw, ih = image.get_size()
    ratio = max(w / iw, h / ih) if fit == "cover" else min(w / iw, h / ih)
    sw, sh = max(1, round(iw * ratio)), max(1, round(ih * ratio))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(pygame.transform.smoothscale(image, (sw, sh)), ((w - sw) // 2, (h - sh) // 2))
    return out
