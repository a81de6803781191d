"""Reading card data by face: a two-faced character's B face has its own name, HP, attack, text."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.data.database import CardDatabase
from engine.dannocomachi.schema import Ability, Character, Event


@dataclass(frozen=True)
class FaceData:
    name: str
    name_en: str
    hp: int
    attack: int
    abilities: tuple[Ability, ...]

    def display_name(self, lang: str) -> str:
        return (self.name_en or self.name) if lang == "en" else self.name


def face_data(db: CardDatabase, card: str, face: str = "a") -> FaceData:
    """The face ``face`` ("a" or "b") of ``card``; events and one-faced cards have only "a"."""
    model = db.get(card)
    if isinstance(model, Character):
        if face == "b" and model.face_b is not None:
            b = model.face_b
            return FaceData(b.name, b.name_en, b.hp, b.attack, tuple(b.abilities))
        return FaceData(model.name, model.name_en, model.hp, model.attack, tuple(model.abilities))
    if isinstance(model, Event):
        return FaceData(model.name, model.name_en, 1, 0, tuple(model.abilities))
    return FaceData(model.name, model.name_en, 1, 0, ())


def two_faced(db: CardDatabase, card: str) -> bool:
    model = db.get(card)
    return isinstance(model, Character) and model.face_b is not None


def is_character(db: CardDatabase, card: str) -> bool:
    return isinstance(db.get(card), Character)
