"""A small game with a layouts.toml, written to a folder, for the gallery/print/check tests.

Its cards: two that fit, one with deliberately long text, one whose art is missing, a
two-faced boss, and one that fails validation. The tests here pin that down.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import pygame
import pytest

from engine.core.data import CardModel, DataSpec, ImagePath, load_data
from engine.core.layouts.schema import LayoutsFile
from tests.screens.fixtures_layouts import BOSS, LONG_TEXT, SAMPLE_TOML, THUG, UPPERCUT

Image = Annotated[str, ImagePath()]


class Enemy(CardModel):
    type: str = ""
    type_en: str = ""
    life: int
    gp: int = 0
    icons: list[str] = []
    art: Image = ""
    text: str = ""
    text_en: str = ""


class Art(CardModel):
    cost: int
    ap: int
    count: int = 1
    attributes: str = ""
    attributes_en: str = ""
    art: Image = ""
    text: str = ""
    text_en: str = ""


class Boss(CardModel):
    life: int
    gp: int = 0
    art: Image = ""
    skills_text: str = ""
    skills_text_en: str = ""


SPEC = DataSpec(
    game="sample-cards",
    folder="sample_cards",
    kinds={"enemy": Enemy, "art": Art, "boss": Boss},
    settings={"layouts.toml": LayoutsFile},
)

GHOST = {**THUG, "id": "ff-e-ghost", "name": "幽霊", "name_en": "Ghost", "art": "art/ghost.png"}
BROKEN = {**THUG, "id": "ff-e-broken", "name": "壊れた敵", "name_en": "Broken", "life": "three"}
ENEMIES = (THUG, LONG_TEXT, GHOST, BROKEN)
CARD_IDS = (
    "ff-e-thug",
    "ff-e-windbag",
    "ff-e-ghost",
    "ff-e-broken",
    "ff-a-uppercut",
    "ff-b-abigail",
)


def toml_table(kind: str, data: dict[str, Any]) -> str:
    """``data`` as a ``[[kind]]`` table (JSON strings and lists are valid TOML values)."""
    lines = [f"[[{kind}]]"]
    lines += [f"{key} = {json.dumps(value, ensure_ascii=False)}" for key, value in data.items()]
    return "\n".join(lines) + "\n\n"


def write_art(path: Path, colour: tuple[int, int, int]) -> None:
    """A small placeholder painting: a gradient sky and a figure."""
    path.parent.mkdir(parents=True, exist_ok=True)
    surface = pygame.Surface((160, 90))
    for y in range(90):
        surface.fill([min(255, c + y) for c in colour], (0, y, 160, 1))
    pygame.draw.circle(surface, (40, 30, 40), (80, 70), 26)
    pygame.draw.circle(surface, (40, 30, 40), (80, 32), 12)
    pygame.image.save(surface, str(path))


def write_game(root: Path) -> Path:
    """Write the sample game under ``root``; returns its folder."""
    folder = root / SPEC.folder
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "layouts.toml").write_text(SAMPLE_TOML, encoding="utf-8")
    write_art(folder / "art" / "jake.png", (120, 60, 50))
    write_art(folder / "art" / "uppercut.png", (40, 80, 140))
    write_art(folder / "art" / "abigail.png", (90, 40, 110))
    (folder / "enemies.toml").write_text(
        "".join(toml_table("enemy", c) for c in ENEMIES), encoding="utf-8"
    )
    (folder / "arts.toml").write_text(toml_table("art", UPPERCUT), encoding="utf-8")
    (folder / "bosses.toml").write_text(toml_table("boss", BOSS), encoding="utf-8")
    return folder


def test_the_sample_game_loads_with_exactly_its_two_planted_data_problems(tmp_path: Path) -> None:
    write_game(tmp_path)
    result = load_data(SPEC, tmp_path, None)
    assert [(p.card_id, p.field, p.kind) for p in result.problems] == [
        ("ff-e-ghost", "art", "missing-image"),
        ("ff-e-broken", "life", "wrong-type"),
    ]
    assert set(CARD_IDS) - set(c.id for c in result.db) == {"ff-e-broken"}
    assert isinstance(result.db.settings["layouts.toml"], LayoutsFile)


def register_sample(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the sample the only registered game with card data (check-layout, render-cards, gallery)."""
    from engine import registry
    from engine.core.i18n.text import Text

    entry = registry.GameEntry(SPEC.game, Text(SPEC.game, ""), "tests.no_game:Game",
                               data_spec="tests.screens.test_gallery_sample:SPEC")
    monkeypatch.setattr(registry, "GAMES", {SPEC.game: entry})
