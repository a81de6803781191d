"""Log lines for My Crypto Saga events, in the reader's language, as the reading seat may see them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.core.game import Event
from screens.mysaga.strings import charge_name, round_name, t


def make_wording(card_name: Callable[[str, str], str]) -> Callable[[Event, str, Sequence[str], int | None], str]:
    """A ``TableScreen.wording`` that names cards through ``card_name(card_id, lang)``."""

    def word(event: Event, lang: str, names: Sequence[str], viewer: int | None) -> str:
        data = event.for_seat(viewer)

        def name(seat: Any) -> str:
            return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

        kind = event.kind
        shown = data.get("cards", [])
        cards = ", ".join(f"{name(c['seat'])} {card_name(c['card'], lang)}" for c in shown if isinstance(c, dict))
        params: dict[str, Any] = {
            "name": name(data.get("seat", data.get("to_seat"))),
            "card": card_name(str(data.get("card", "")), lang),
            "by": card_name(str(data.get("by", "")), lang),
            "round": round_name(int(data.get("round", 0)), lang),
            "action": charge_name(str(data.get("action", "")), lang),
            "names": "、".join(name(s) for s in data.get("winners", [])) if lang == "ja"
            else ", ".join(name(s) for s in data.get("winners", [])),
            "cards": cards,
            "old": data.get("from", ""), "new": data.get("to", ""),
            **{k: data[k] for k in ("ante", "kp", "pool", "charge", "bonus", "number", "game", "burned") if k in data},
        }
        if kind == "game_started":
            params["name"] = name(data.get("flag"))
        if kind in ("number_changed", "attribute_changed", "kp_tax", "kp_drain", "attribute_bonus"):
            params["name"] = name(data.get("seat"))
        key = f"log.{kind}"
        try:
            return t(key, lang, **params)
        except (KeyError, IndexError):
            return kind

    return word
