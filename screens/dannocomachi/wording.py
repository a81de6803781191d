"""だんのこまち's events as log lines: a complete fold over its events (hand moves are worded by
the sandbox table's wording)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.core.i18n.catalog import joined, msg
from engine.core.kernel.events import Event, Fold, on
from engine.dannocomachi import events as EV
from engine.sandbox.events import SANDBOX_EVENTS
from screens.kit.i18n import tr
from screens.sandbox.wording import SandboxWording

Name = Callable[[str, str], str]  # (card id, lang) -> name


# A continuous effect in a few words, by its kind and whether it is a "next damage" one (DA-R4).
EFFECT_IDS = {
    ("reduce", False): "dannocomachi.effect.reduce", ("reduce", True): "dannocomachi.effect.reduce_next",
    ("shield", False): "dannocomachi.effect.shield", ("shield", True): "dannocomachi.effect.shield",
    ("redirect", False): "dannocomachi.effect.redirect", ("redirect", True): "dannocomachi.effect.redirect_next",
    ("replace_amount", False): "dannocomachi.effect.replace_amount",
    ("replace_amount", True): "dannocomachi.effect.replace_amount_next",
    ("nullify", False): "dannocomachi.effect.nullify", ("nullify", True): "dannocomachi.effect.nullify_next",
    ("attack", False): "dannocomachi.effect.attack", ("attack", True): "dannocomachi.effect.attack",
}
AILMENT_IDS = {"weaken": "dannocomachi.ailment.weaken", "seal": "dannocomachi.ailment.seal"}
STAGE_IDS = {  # the timeline's stages (DA-L2), then the damage itself
    "replacement": "dannocomachi.stage.replacement", "reduction": "dannocomachi.stage.reduction",
    "nullification": "dannocomachi.stage.nullification", "effect": "dannocomachi.stage.effect",
}
STATUS_IDS = {  # what a timeline step did (engine.core.timeline.stages' statuses)
    "applied": "dannocomachi.status.applied", "locked": "dannocomachi.status.locked",
    "no-match": "dannocomachi.status.no_match", "bypassed": "dannocomachi.status.bypassed",
    "resolved": "dannocomachi.status.resolved",
}


def effect_words(kind: str, amount: int, match: int, next_: bool, lang: str) -> str:
    """A continuous effect in a few words ("Shield 40", "Next: reduce 20")."""
    return tr(EFFECT_IDS[kind, next_], lang, amount=amount, match=match)


def ailment_words(name: str, lang: str) -> str:
    return tr(AILMENT_IDS[name], lang)


def ailments_words(names: Sequence[str], lang: str) -> str:
    """Several ailments as a list, joined the way the language lists things."""
    return joined(msg(AILMENT_IDS[name]) for name in names).get(lang)


def stage_words(stage: str, lang: str) -> str:
    return tr(STAGE_IDS[stage], lang) if stage in STAGE_IDS else stage


def status_words(status: str, lang: str) -> str:
    return tr(STATUS_IDS[status], lang) if status in STATUS_IDS else status


class DannoWording(Fold[str], events=EV.DA_EVENTS, complete=True):
    def __init__(self, sandbox: SandboxWording, name: Name) -> None:
        self.sandbox = sandbox
        self.name = name
        self.lang = "ja"
        self.names: Sequence[str] = ()
        self.viewer: int | None = None

    def __call__(self, event: Event, lang: str, names: Sequence[str], viewer: int | None) -> str:
        self.lang, self.names, self.viewer = lang, names, viewer
        line = self.visit(event.for_seat(viewer) if isinstance(event, EV.DannoEvent) else event)
        assert line is not None
        return line

    def _card(self, card: str | None) -> str:
        return self.name(card, self.lang) if card else tr("dannocomachi.face_down", self.lang)

    @on(*SANDBOX_EVENTS)
    def _hand_move(self, e: Event) -> str:
        return self.sandbox(e, self.lang, self.names, self.viewer)

    @on(EV.Attacked)
    def _attacked(self, e: EV.Attacked) -> str:
        return tr("dannocomachi.log.attacked", self.lang, name=self.names[e.seat], card=self._card(e.card),
                  target=self._card(e.target_card), amount=e.amount)

    @on(EV.DamageResolved)
    def _damage(self, e: EV.DamageResolved) -> str:
        if e.nullified:
            return tr("dannocomachi.log.nullified", self.lang, target=self._card(e.final_card))
        if e.final_target != e.target:
            return tr("dannocomachi.log.damage_moved", self.lang, target=self._card(e.target_card),
                      final=self._card(e.final_card), dealt=e.dealt)
        return tr("dannocomachi.log.damage", self.lang, target=self._card(e.target_card), dealt=e.dealt, amount=e.amount)

    @on(EV.OrderAsked)
    def _asked(self, e: EV.OrderAsked) -> str:
        return tr("dannocomachi.log.order_asked", self.lang, name=self.names[e.seat])

    @on(EV.OrderChosen)
    def _chosen(self, e: EV.OrderChosen) -> str:
        return tr("dannocomachi.log.order_chosen", self.lang, name=self.names[e.seat])

    @on(EV.AbilityUsed)
    def _ability(self, e: EV.AbilityUsed) -> str:
        label = (e.label_en or e.label) if self.lang == "en" else (e.label or e.label_en)
        label = label or self._card(e.card)
        if e.target_card:
            return tr("dannocomachi.log.ability_on", self.lang, name=self.names[e.seat], card=self._card(e.card), label=label,
                      target=self._card(e.target_card))
        return tr("dannocomachi.log.ability", self.lang, name=self.names[e.seat], card=self._card(e.card), label=label)

    @on(EV.EffectAdded)
    def _effect(self, e: EV.EffectAdded) -> str:
        return tr("dannocomachi.log.effect", self.lang, card=self._card(e.card),
                  effect=effect_words(e.effect, e.amount, 0, e.next, self.lang))

    @on(EV.AilmentGiven)
    def _ailment(self, e: EV.AilmentGiven) -> str:
        return tr("dannocomachi.log.ailment", self.lang, card=self._card(e.card), ailment=ailment_words(e.name, self.lang))

    @on(EV.AilmentEnded)
    def _ailment_ended(self, e: EV.AilmentEnded) -> str:
        ailments = ailments_words(e.names, self.lang)
        return tr("dannocomachi.log.ailment_ended", self.lang, card=self._card(e.card), ailments=ailments)

    @on(EV.Cured)
    def _cured(self, e: EV.Cured) -> str:
        return tr("dannocomachi.log.cured", self.lang, card=self._card(e.card))

    @on(EV.Dispelled)
    def _dispelled(self, e: EV.Dispelled) -> str:
        return tr("dannocomachi.log.dispelled", self.lang, card=self._card(e.card))

    @on(EV.Transformed)
    def _transformed(self, e: EV.Transformed) -> str:
        return tr("dannocomachi.log.transformed", self.lang, card=self._card(e.card), face=e.face.upper())

    @on(EV.TransformFizzled)
    def _fizzled(self, e: EV.TransformFizzled) -> str:
        return tr("dannocomachi.log.fizzled", self.lang, card=self._card(e.card), rule=e.rule)

    @on(EV.Swapped)
    def _swapped(self, e: EV.Swapped) -> str:
        return tr("dannocomachi.log.swapped", self.lang, main=self._card(e.main_card), sub=self._card(e.sub_card))

    @on(EV.Revived)
    def _revived(self, e: EV.Revived) -> str:
        return tr("dannocomachi.log.revived", self.lang, card=self._card(e.card))

    @on(EV.NothingToTarget)
    def _nothing(self, e: EV.NothingToTarget) -> str:
        return tr("dannocomachi.log.no_target", self.lang, card=self._card(e.card))
