"""Sandbox events as log lines, in the reading seat's language and knowledge."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.core.game import Event
from engine.sandbox.state import split_key
from engine.sandbox.table_def import TableDef
from screens.sandbox.strings import sb

CardName = Callable[[str, str], str]  # (card id, lang) -> name


class SandboxWording:
    """Words a table's events: zone names from its ``table.toml``, card names from its data."""

    def __init__(self, table: TableDef, card_name: CardName) -> None:
        self.table = table
        self.card_name = card_name

    def zone(self, key: str, lang: str, names: Sequence[str]) -> str:
        seat, zone_id = split_key(key)
        zone = self.table.zone(zone_id).display_name(lang)
        return zone if seat is None else sb("zone.of", lang, name=names[seat], zone=zone)

    def counter(self, key: str, lang: str) -> str:
        counter_id = split_key(key)[1]
        return next(c.display_name(lang) for c in self.table.counters if c.id == counter_id)

    def __call__(self, event: Event, lang: str, names: Sequence[str], viewer: int | None) -> str:
        data: Mapping[str, Any] = event.for_seat(viewer)
        name = names[data["seat"]] if "seat" in data else ""
        card = self.card_name(data["card"], lang) if "card" in data else sb("card.hidden", lang)
        kind = event.kind
        if kind == "card_moved":
            key = "log.moved_bottom" if data.get("bottom") else "log.moved"
            return sb(key, lang, name=name, card=card, src=self.zone(data["from"], lang, names),
                      dst=self.zone(data["to"], lang, names))
        if kind == "card_flipped":
            key = "log.flipped_up" if data["face_up"] else "log.flipped_down"
            return sb(key, lang, name=name, card=card, zone=self.zone(data["zone"], lang, names))
        if kind == "card_rotated":
            return sb("log.rotated" if data["turned"] else "log.unrotated", lang, name=name)
        if kind in ("shuffled", "peeked", "peek_ended"):
            return sb(f"log.{kind}", lang, name=name, zone=self.zone(data["zone"], lang, names))
        if kind == "counter_changed":
            return sb("log.counter", lang, name=name, counter=self.counter(data["counter"], lang),
                      delta=data["delta"], value=data["value"])
        if kind == "control_passed":
            return sb("log.control", lang, name=name, other=names[data["to"]])
        if kind == "turn_ended":
            return sb("log.turn", lang, turn=data["turn"], other=names[data["next"]])
        raise ValueError(f"no wording for sandbox event {kind!r}")
