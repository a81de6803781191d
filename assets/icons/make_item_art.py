"""Make the Fatal Fight item art from the bundled game-icons.net pictograms (CC BY 3.0).

``python assets/icons/make_item_art.py`` (headless) writes ``data/fatal_fight/art/items/<id>.png``:
the item's pictogram in the item cards' green on a pale disc, on a transparent background
(the item template draws it ``fit = "contain"`` in its art region). Re-run after adding an
item to ``ITEMS``; see ``CREDITS.md`` for the licence of the results.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from screens.kit.cards.icons import pictogram  # noqa: E402

OUT = ROOT / "data" / "fatal_fight" / "art" / "items"
SIZE = (560, 280)
DISC = (219, 233, 214, 255)
RING = (169, 196, 165, 255)
INK = (46, 93, 58, 255)
ITEMS = {  # item id -> pictogram (assets/icons/game-icons/<name>.svg)
    "apple": "shiny-apple",
    "steak": "steak",
    "knife": "bowie-knife",
    "pipe": "lead-pipe",
    "grenade": "grenade",
    "katana": "katana",
    "first-aid": "first-aid-kit",
    "energy-drink": "soda-can",
    "steel-wraps": "hand-bandage",
    "black-belt": "black-belt",
    "waist-pouch": "knapsack",
    "battle-notes": "notebook",
    "sprint-shoes": "running-shoe",
    "leather-jacket": "leather-armor",
}


def item_art(name: str) -> pygame.Surface:
    surface = pygame.Surface(SIZE, pygame.SRCALPHA)
    centre = (SIZE[0] // 2, SIZE[1] // 2)
    radius = SIZE[1] // 2 - 4
    pygame.draw.aacircle(surface, RING, centre, radius)
    pygame.draw.aacircle(surface, DISC, centre, radius - 6)
    picture = pictogram(name, round(radius * 1.35), INK)
    surface.blit(picture, picture.get_rect(center=centre))
    return surface


def main() -> None:
    pygame.init()
    OUT.mkdir(parents=True, exist_ok=True)
    for item, name in ITEMS.items():
        pygame.image.save(item_art(name), str(OUT / f"{item}.png"))
        print(f"wrote {OUT / f'{item}.png'}")


if __name__ == "__main__":
    main()
