"""A small test-only game data spec, and a writer of clean sample data at any scale.

It has what the real schemas use: card kinds with references (also inside lists,
nested models and effect ops), image paths, an effect op registry and a settings file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.core.data import CardModel, DataSpec, ImagePath, Op, OpRegistry, Ref, SettingsModel
from engine.core.layouts.schema import LayoutsFile

ops = OpRegistry()


@ops.register
class Guard(Op):
    op: Literal["guard"]
    value: int


@ops.register
class Heal(Op):
    op: Literal["heal"]
    value: int


@ops.register
class Summon(Op):
    op: Literal["summon"]
    enemy: Annotated[str, Ref("enemy")]


class Upgrade(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    to: Annotated[str, Ref("art")]
    cost: int


class Move(CardModel):
    """A record nested in a card that has an id of its own (like a hero's special move)."""

    id: str = ""
    power: int


class Enemy(CardModel):
    life: int
    gp: int = 0
    drop: Annotated[str, Ref("item")] = ""
    image: Annotated[str, ImagePath()] = ""
    text: str = ""
    text_en: str = ""
    effects: ops.effects() = []
    boss_move: Move | None = None


class Item(CardModel):
    price: int = Field(ge=0)
    image: Annotated[str, ImagePath()] = ""


class Art(CardModel):
    cost: int
    combo: list[Annotated[str, Ref("art")]] = []
    upgrade: Upgrade | None = None
    replaces: Annotated[str, Ref("art", others=True)] = ""  # never the art itself
    effects: ops.effects() = []


class Rules(SettingsModel):
    hand_size: int
    start_gold: int = 0


SPEC = DataSpec(
    game="sample",
    folder="sample",
    kinds={"enemy": Enemy, "item": Item, "art": Art},
    settings={"rules.toml": Rules, "layouts.toml": LayoutsFile},
    ops=ops,
)

# A 1×1 transparent PNG: enough for "the image exists".
PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489"
    "0000000d49444154789c6360000002000001e221bc330000000049454e44ae426082"
)


def write_sample(root: Path, cards: int = 12) -> Path:
    """Write clean sample data with about ``cards`` cards under ``root/sample``; return the folder."""
    folder = root / SPEC.folder
    (folder / "img").mkdir(parents=True, exist_ok=True)
    (folder / "img" / "slime.png").write_bytes(PNG)
    (folder / "rules.toml").write_text("hand_size = 5\nstart_gold = 3\n", encoding="utf-8")
    per_kind = max(1, cards // 3)
    items = "".join(
        f'[[item]]\nid = "potion-{i}"\nname = "ポーション{i}"\nname_en = "Potion {i}"\nprice = {i}\n\n'
        for i in range(per_kind)
    )
    enemies = "".join(
        f'[[enemy]]\nid = "slime-{i}"\nname = "スライム{i}"\nname_en = "Slime {i}"\nlife = {3 + i % 5}\n'
        f'gp = {i % 3}\ndrop = "potion-{i}"\nimage = "img/slime.png"\n'
        f'text = "ガード{i % 4}を得る。"\ntext_en = "Gain Guard {i % 4}."\n'
        f'effects = [\n  {{ op = "guard", value = {i % 4} }},\n  {{ op = "summon", enemy = "slime-0" }},\n]\n\n'
        for i in range(per_kind)
    )
    arts = "".join(
        f'[[art]]\nid = "strike-{i}"\nname = "打撃{i}"\ncost = {i % 3}\ncombo = ["strike-0"]\n'
        f'effects = [{{ op = "heal", value = 1 }}]\n\n[art.upgrade]\nto = "strike-0"\ncost = 2\n\n'
        for i in range(per_kind)
    )
    (folder / "items.toml").write_text(items, encoding="utf-8")
    (folder / "enemies.toml").write_text(enemies, encoding="utf-8")
    (folder / "arts.toml").write_text(arts, encoding="utf-8")
    return folder
