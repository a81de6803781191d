"""Two sandbox tables with different zones, written as data, and a game over each."""

from __future__ import annotations

from pathlib import Path

from engine.core.data import CardModel, DataSpec
from engine.core.data.loader import load_database
from engine.core.i18n.text import Text
from engine.core.layouts.schema import LayoutsFile
from engine.sandbox.game import SandboxGame
from engine.sandbox.table_def import Deck, TableDef


class Card(CardModel):
    power: int = 0


SPEC = DataSpec(game="toy-table", folder="toy_table", kinds={"card": Card, "deck": Deck},
                settings={"table.toml": TableDef, "layouts.toml": LayoutsFile})

CARDS = """
[[card]]
id = "sword"
name = "剣"
name_en = "Sword"
power = 5

[[card]]
id = "shield"
name = "盾"
name_en = "Shield"

[[card]]
id = "horse"
name = "馬"
name_en = "Horse"
power = 2

[[deck]]
id = "knights"
name = "騎士"
cards = [{card = "sword", count = 4}, {card = "shield", count = 3}, {card = "horse", count = 3}]

[[deck]]
id = "riders"
name = "騎兵"
name_en = "Riders"
cards = [{card = "horse", count = 8}, {card = "sword", count = 2}]
"""

# FERTCG-like: deck, hand, units, weapons, face-down surprises, discard; a chip pool.
DUEL = """
opening_hand = 3

[[zones]]
id = "deck"
name = "山札"
face = "down"
layout = "pile"

[[zones]]
id = "hand"
name = "手札"
private = true
layout = "fan"

[[zones]]
id = "units"
name = "ユニット"
limit = 3

[[zones]]
id = "surprises"
name = "サプライズ"
face = "down"

[[zones]]
id = "discard"
name = "捨て札"
layout = "pile"

[[counters]]
id = "chips"
name = "気力チップ"
start = 6
max = 20
"""

# A different table: one main slot per seat, a shared market row and a shared graveyard.
MARKET = """
seats = 3
opening_hand = 2
deck_zone = "library"

[[zones]]
id = "library"
name = "山"
face = "down"
layout = "pile"

[[zones]]
id = "hand"
name = "手"
private = true
layout = "fan"

[[zones]]
id = "main"
name = "メイン"
limit = 1

[[zones]]
id = "market"
name = "市場"
owner = "shared"

[[zones]]
id = "grave"
name = "墓地"
owner = "shared"
layout = "pile"

[[counters]]
id = "gold"
name = "金"
owner = "shared"
start = 3
"""


def write_table(root: Path, table: str) -> Path:
    folder = root / "toy_table"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "cards.toml").write_text(CARDS, encoding="utf-8")
    (folder / "table.toml").write_text(table, encoding="utf-8")
    (folder / "layouts.toml").write_text(LAYOUTS, encoding="utf-8")
    return root


class ToyGame(SandboxGame):
    id = "toy-table"
    title = Text("Toy table", "おもちゃの卓")


def toy_game(root: Path, table: str = DUEL) -> SandboxGame:
    return ToyGame(load_database(SPEC, write_table(root, table), None))


def seats(game: SandboxGame) -> dict[str, list[dict[str, str]]]:
    return {"seats": [{"name": f"P{i}", "deck": "knights"} for i in range(game.table.seats)]}

LAYOUTS = """
[backs.card]
background = "#1d2a44"
pattern = "#27385a"
frame = "#c9b98a"
label = "TOY"
label_color = "#e8d9a8"

[templates.card]
size = "poker"
background = "#f4efe3"
frame = "#2a3142"
frame_mm = 2.0
back = "card"

[[templates.card.regions]]
name = "name"
rect = [3.0, 3.0, 57.0, 12.0]
field = "name"
font_size = 12.0
min_font_size = 8.0
bold = true
wrap = false
align = "center"
valign = "middle"

[[templates.card.regions]]
name = "power"
rect = [3.0, 60.0, 57.0, 20.0]
format = "{power}"
font_size = 24.0
min_font_size = 12.0
bold = true
wrap = false
align = "center"
valign = "middle"
"""
