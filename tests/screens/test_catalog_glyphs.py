"""Every word in every catalog draws in the bundled fonts: no tofu boxes, in any language."""

from __future__ import annotations

import pygame.freetype

from engine.core.i18n import catalog as i18n
from screens.kit import resources


def test_every_catalog_entry_draws_without_tofu() -> None:
    pygame.freetype.init()
    fonts = [pygame.freetype.Font(str(path), 16) for path in (resources.FONT_REGULAR, resources.FONT_BOLD)]
    texts: list[str] = ["◀", "▶"]
    for lang in i18n.languages():
        catalog = i18n.catalogs().catalog(lang)
        assert catalog is not None
        texts.append(catalog.name)
        for entry in catalog.entries.values():
            texts.extend([entry] if isinstance(entry, str) else entry.values())
    for font in fonts:
        missing = {ch for text in texts for ch, metric in zip(text, font.get_metrics(text), strict=True)
                   if metric is None and not ch.isspace()}
        assert missing == set()
