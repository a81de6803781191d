"""The card data a Fatal Fight screen draws with: names in ja/en, card faces and the renderer.

Card instances are ``"<card id>#<n>"`` (bosses and stage cards are their own id); every
lookup here takes either. Nothing in this module decides a rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING, Any

from engine.core.data.loader import load_database
from engine.core.layouts.schema import Icon, LayoutsFile
from engine.core.saves.userdirs import SHIPPED_DATA
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.schema import SPEC, Boss, Character, Stage
from engine.fatal_fight.state import card_id
from screens.fatal_fight.strings import local
from screens.kit.cards.icons import IconSet
from screens.kit.cards.renderer import CardFace, CardRenderer

if TYPE_CHECKING:
    from screens.fatal_fight.table_face import TableFaces

DATA_DIR = SHIPPED_DATA / SPEC.folder
# Pictograms only: an icon with a pictogram never draws its glyph, so these need no words.
SCREEN_ICONS = {
    "move": Icon(fill=(46, 125, 50, 255), color=(255, 255, 255, 255), pictogram="footprint"),
    "deck": Icon(fill=(18, 40, 74, 255), color=(232, 217, 168, 255), pictogram="stack"),
    "discard": Icon(fill=(84, 90, 104, 255), color=(255, 255, 255, 255), pictogram="card-discard"),
}


@lru_cache(maxsize=1)
def card_layouts() -> LayoutsFile:
    """The card layouts of the game's data (shipped + user), read once per run (raises DataError)."""
    layouts = load_database(SPEC).settings["layouts.toml"]
    assert isinstance(layouts, LayoutsFile)
    return layouts


@dataclass
class Catalogue:
    """Names, kinds and faces of the game's cards, plus one renderer for the screen's language."""

    game: FatalFight
    layouts: LayoutsFile

    @classmethod
    def of(cls, game: FatalFight) -> Catalogue:
        """The catalogue of ``game``: its own database's layouts when it has them (live reload)."""
        settings = game.db.settings if game.db is not None else {}
        layouts = settings.get("layouts.toml")
        return cls(game, layouts if isinstance(layouts, LayoutsFile) else card_layouts())

    @cached_property
    def renderer(self) -> CardRenderer:
        return CardRenderer(self.layouts, DATA_DIR, cache_size=1024)

    @cached_property
    def table_faces(self) -> TableFaces:
        """The cards as the table shows them: readable at hand size (issue #14)."""
        from screens.fatal_fight.table_face import TableFaces

        return TableFaces(self)

    @cached_property
    def hand_faces(self) -> TableFaces:
        """Table faces for a hand, whose cards overlap: names stay in the part left in sight."""
        from screens.fatal_fight.table_face import HAND_SEEN, TableFaces

        return TableFaces(self, HAND_SEEN)

    @cached_property
    def icons(self) -> IconSet:
        """The data's icons plus the few the table needs that cards don't (move points, piles)."""
        return IconSet({**SCREEN_ICONS, **self.layouts.icons}, DATA_DIR)

    @cached_property
    def _models(self) -> dict[str, tuple[str, Any]]:
        cards = self.game.cards
        found: dict[str, tuple[str, Any]] = {}
        for kind, table in (("character", cards.characters), ("art", cards.arts), ("item", cards.items),
                            ("status", cards.statuses), ("enemy", cards.enemies), ("boss", cards.bosses),
                            ("stage", cards.stages)):
            for cid, model in table.items():
                found[cid] = (kind, model)
        return found

    def kind(self, card: str) -> str:
        """The layout template of a card ("art", "enemy", …); "" for an unknown id."""
        hit = self._models.get(card_id(card))
        return hit[0] if hit else ""

    def model(self, card: str) -> Any:
        hit = self._models.get(card_id(card))
        return hit[1] if hit else None

    def name(self, card: str, lang: str) -> str:
        """A card's name in ``lang`` (its id when the data has none)."""
        model = self.model(card)
        if model is None:
            return card_id(card)
        return local(model, "name", lang) or card_id(card)

    def face(self, card: str) -> CardFace | None:
        """What a widget draws for a card instance the seat may see."""
        hit = self._models.get(card_id(card))
        return CardFace(hit[0], hit[1]) if hit else None

    def character(self, character: str) -> Character:
        return self.game.cards.characters[character]

    def boss(self, boss: str) -> Boss:
        return self.game.cards.bosses[boss]

    def stage(self, stage: str) -> Stage:
        return self.game.cards.stages[stage]

    def colour(self, character: str) -> tuple[int, int, int]:
        """A character's colour ("#rrggbb" in the data) as RGB."""
        value = self.character(character).colour.lstrip("#")
        return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)

    def initials(self, character: str) -> str:
        """Two letters for a hero token: the English name's initials ("RG" for Ryuji Goda)."""
        english = self.character(character).name_en or character
        letters = [w[0] for w in english.replace("-", " ").split() if w]
        return "".join(letters[:2]).upper() or character[:2].upper()

    def text(self, model: Any, lang: str) -> str:
        """A model's rules text (``text``/``text_en``) in ``lang``."""
        return local(model, "text", lang)
