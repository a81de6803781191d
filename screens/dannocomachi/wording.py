"""だんのこまち's events as log lines: a complete fold over its events (hand moves are worded by
the sandbox table's wording)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.core.events import Event, Fold, on
from engine.dannocomachi import events as EV
from engine.sandbox.events import SANDBOX_EVENTS
from screens.dannocomachi.strings import dt
from screens.sandbox.wording import SandboxWording

Name = Callable[[str, str], str]  # (card id, lang) -> name


def effect_words(kind: str, amount: int, match: int, next_: bool, lang: str) -> str:
    """A continuous effect in a few words ("Shield 40", "Next: reduce 20")."""
    key = f"effect.{kind}" + ("_next" if next_ and kind in ("reduce", "redirect", "replace_amount", "nullify") else "")
    return dt(key, lang, amount=amount, match=match)


class DannoWording(Fold[str], events=EV.DA_EVENTS, complete=True):
    def __init__(self, sandbox: SandboxWording, name: Name) -> None:
        self.sandbox = sandbox
        self.name = name
        self.lang = "ja"
        self.names: Sequence[str] = ()
        self.viewer: int | None = None

    def __call__(self, event: Event, lang: str, names: Sequence[str], viewer: int | None) -> str:
        self.lang, self.names, self.viewer = lang, names, viewer
        line = self.visit(event)
        assert line is not None
        return line

    def _card(self, card: str | None) -> str:
        return self.name(card, self.lang) if card else "—"

    @on(*SANDBOX_EVENTS)
    def _hand_move(self, e: Event) -> str:
        return self.sandbox(e, self.lang, self.names, self.viewer)

    @on(EV.Attacked)
    def _attacked(self, e: EV.Attacked) -> str:
        return dt("log.attacked", self.lang, name=self.names[e.seat], card=self._card(e.card),
                  target=self._card(e.target_card), amount=e.amount)

    @on(EV.DamageResolved)
    def _damage(self, e: EV.DamageResolved) -> str:
        if e.nullified:
            return dt("log.nullified", self.lang, target=self._card(e.final_card))
        if e.final_target != e.target:
            return dt("log.damage_moved", self.lang, target=self._card(e.target_card),
                      final=self._card(e.final_card), dealt=e.dealt)
        return dt("log.damage", self.lang, target=self._card(e.target_card), dealt=e.dealt, amount=e.amount)

    @on(EV.OrderAsked)
    def _asked(self, e: EV.OrderAsked) -> str:
        return dt("log.order_asked", self.lang, name=self.names[e.seat])

    @on(EV.OrderChosen)
    def _chosen(self, e: EV.OrderChosen) -> str:
        return dt("log.order_chosen", self.lang, name=self.names[e.seat])

    @on(EV.AbilityUsed)
    def _ability(self, e: EV.AbilityUsed) -> str:
        label = (e.label_en or e.label) if self.lang == "en" else (e.label or e.label_en)
        label = label or self._card(e.card)
        if e.target_card:
            return dt("log.ability_on", self.lang, name=self.names[e.seat], card=self._card(e.card), label=label,
                      target=self._card(e.target_card))
        return dt("log.ability", self.lang, name=self.names[e.seat], card=self._card(e.card), label=label)

    @on(EV.EffectAdded)
    def _effect(self, e: EV.EffectAdded) -> str:
        return dt("log.effect", self.lang, card=self._card(e.card),
                  effect=effect_words(e.effect, e.amount, 0, e.next, self.lang))

    @on(EV.AilmentGiven)
    def _ailment(self, e: EV.AilmentGiven) -> str:
        return dt("log.ailment", self.lang, card=self._card(e.card), ailment=dt(f"ailment.{e.name}", self.lang))

    @on(EV.AilmentEnded)
    def _ailment_ended(self, e: EV.AilmentEnded) -> str:
        ailments = "・".join(dt(f"ailment.{n}", self.lang) for n in e.names)
        return dt("log.ailment_ended", self.lang, card=self._card(e.card), ailments=ailments)

    @on(EV.Cured)
    def _cured(self, e: EV.Cured) -> str:
        return dt("log.cured", self.lang, card=self._card(e.card))

    @on(EV.Dispelled)
    def _dispelled(self, e: EV.Dispelled) -> str:
        return dt("log.dispelled", self.lang, card=self._card(e.card))

    @on(EV.Transformed)
    def _transformed(self, e: EV.Transformed) -> str:
        return dt("log.transformed", self.lang, card=self._card(e.card), face=e.face.upper())

    @on(EV.TransformFizzled)
    def _fizzled(self, e: EV.TransformFizzled) -> str:
        return dt("log.fizzled", self.lang, card=self._card(e.card), rule=e.rule)

    @on(EV.Swapped)
    def _swapped(self, e: EV.Swapped) -> str:
        return dt("log.swapped", self.lang, main=self._card(e.main_card), sub=self._card(e.sub_card))

    @on(EV.Revived)
    def _revived(self, e: EV.Revived) -> str:
        return dt("log.revived", self.lang, card=self._card(e.card))

    @on(EV.NothingToTarget)
    def _nothing(self, e: EV.NothingToTarget) -> str:
        return dt("log.no_target", self.lang, card=self._card(e.card))
