"""だんのこまち's events as log lines (hand moves are worded by the sandbox table's wording)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.core.game import Event
from engine.dannocomachi.events import KINDS
from screens.dannocomachi.strings import dt
from screens.sandbox.wording import SandboxWording

Name = Callable[[str, str], str]  # (card id, lang) -> name


def effect_words(kind: str, amount: int, match: int, next_: bool, lang: str) -> str:
    key = f"effect.{kind}" + ("_next" if next_ and kind in ("reduce", "redirect", "replace_amount", "nullify") else "")
    if kind == "nullify" and not next_:
        key = "effect.nullify"
    return dt(key, lang, amount=amount, match=match)


class DannoWording:
    def __init__(self, sandbox: SandboxWording, name: Name) -> None:
        self.sandbox = sandbox
        self.name = name

    def __call__(self, event: Event, lang: str, names: Sequence[str], viewer: int | None) -> str:
        if event.kind not in KINDS:
            return self.sandbox(event, lang, names, viewer)
        d: Mapping[str, Any] = event.for_seat(viewer)
        card = self._card(d.get("card", ""), lang)
        who = names[d["seat"]] if "seat" in d else ""
        kind = event.kind
        if kind == "attacked":
            return dt("log.attacked", lang, name=who, card=card, target=self._card(d["target_card"], lang),
                      amount=d["amount"])
        if kind == "damage_resolved":
            target, final = self._card(d["target_card"], lang), self._card(d["final_card"], lang)
            if d["nullified"]:
                return dt("log.nullified", lang, target=final)
            if d["final_target"] != d["target"]:
                return dt("log.damage_moved", lang, target=target, final=final, dealt=d["dealt"])
            return dt("log.damage", lang, target=target, dealt=d["dealt"], amount=d["amount"])
        if kind in ("order_asked", "order_chosen"):
            return dt(f"log.{kind}", lang, name=who)
        if kind == "ability_used":
            label = (d.get("label_en") or d.get("label")) if lang == "en" else (d.get("label") or d.get("label_en"))
            label = label or card
            if d.get("target_card"):
                return dt("log.ability_on", lang, name=who, card=card, label=label,
                          target=self._card(d["target_card"], lang))
            return dt("log.ability", lang, name=who, card=card, label=label)
        if kind == "effect_added":
            return dt("log.effect", lang, card=card, effect=effect_words(d["effect"], d["amount"], 0, d["next"], lang))
        if kind == "ailment_given":
            return dt("log.ailment", lang, card=card, ailment=dt(f"ailment.{d['name']}", lang))
        if kind == "ailment_ended":
            ailments = "・".join(dt(f"ailment.{n}", lang) for n in d["names"])
            return dt("log.ailment_ended", lang, card=card, ailments=ailments)
        if kind in ("cured", "dispelled"):
            return dt(f"log.{kind}", lang, card=card)
        if kind == "transformed":
            return dt("log.transformed", lang, card=card, face=d["face"].upper())
        if kind == "transform_fizzled":
            return dt("log.fizzled", lang, card=card, rule=d["rule"])
        if kind == "swapped":
            return dt("log.swapped", lang, main=self._card(d["main_card"], lang), sub=self._card(d["sub_card"] or "", lang))
        if kind == "revived":
            return dt("log.revived", lang, card=card)
        return dt("log.no_target", lang, card=card)

    def _card(self, card: str, lang: str) -> str:
        return self.name(card, lang) if card else "—"
