"""Every Fatal Fight event worded for the log, in Japanese and English (design.md §7).

``EventWords.line(event, lang, names)`` turns one event (as the viewing seat may read it)
into a sentence. Card instances are named through the catalogue; sources such as
``"combat:3"`` or ``"boss:hal"`` become readable phrases; the sentences are in
``event_texts``. ``EventWords`` is a complete fold over ``FF_EVENTS``: a new engine event it
does not handle fails at import, one without a sentence fails the wording tests.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.events import Event, Fold, on
from engine.core.layout_icons import ICON_TOKEN
from engine.fatal_fight.events import FF_EVENTS
from engine.fatal_fight.events import combat as C
from engine.fatal_fight.events import flow as F
from engine.fatal_fight.events import turn as T
from screens.fatal_fight.catalogue import Catalogue, local
from screens.fatal_fight.event_texts import ATTRIBUTE_NAMES, EVENTS, PHRASES, SYMBOL_NAMES
from screens.fatal_fight.strings import cell_label, icon_label, line_label
from screens.i18n import translate

ICON_WORDS = ("gold", "trap", "apple", "steak", "knife", "pipe")


def attribute_names(attributes: Sequence[str], lang: str) -> list[str]:
    return [translate(ATTRIBUTE_NAMES, a, lang) for a in attributes]


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "±0"


Params = dict[str, Any]
PLAIN_EVENTS: tuple[type[Event], ...] = (  # worded from their fields alone
    F.StageStarted, F.RoundStarted, F.StageCardSet, F.BossStageSet, F.BossEntered, F.EnemyEntered,
    F.EnemyDeckReshuffled, F.EnemyDeckEmpty, F.RoundEnded, F.StageCleared, F.CampaignWon,
    F.CampaignLost, F.GoldSplit, F.HeroReady, F.ThreatChanged, F.DieRolled, F.RewardGold,
    F.DownBonus, F.ArtBought, F.StatusRemoved, F.BriefingDone,
    T.TurnStarted, T.TurnEnded, T.HeroMoved, T.IconTaken, T.StageGoldChanged, T.ItemGained,
    T.ItemUnavailable, T.ItemUsed, T.ItemDropped, T.SpecialMove, T.Zanshin, T.ZanshinPenalty,
    T.PlayedFaceDown, T.CardPlayed, T.GuardGained, T.MovePointsChanged, T.ActionsChanged,
    T.CardDiscarded, T.StatusRevealed, T.DeckReshuffled, T.StatusGained, T.LifeLost,
    T.LifeCapped, T.HeroHealed, T.HeroDown,
    C.AttackStarted, C.AttackCardAdded, C.AttackItemAdded, C.AttackSpecialAdded,
    C.AttackCancelled, C.AttackApChanged, C.EnemyKO, C.EnemyGuardGained, C.EnemyPhaseStarted,
    C.EnemyPhaseEnded, C.GroupActivated, C.BossSkill, C.ThreatSkill, C.EnemyExited,
)


class EventWords(Fold[Params], events=FF_EVENTS, complete=True):
    """Words events with card names from ``catalogue``; ``names`` are the heroes' display names.

    Each handler gives what an event needs beyond its fields (``"key"``: another line of
    ``EVENTS`` than its kind's); the fold is complete, so every event has its words.
    """

    def __init__(self, catalogue: Catalogue) -> None:
        self.cat = catalogue
        self._lang = "en"

    def line(self, event: Event, lang: str, names: Sequence[str]) -> str:
        """One log line for ``event`` (already redacted for the viewer: ``event.for_seat``)."""
        self._lang = lang
        extra = self.visit(event) or {}
        kind = extra.pop("key", event.kind)
        data = event.data
        params = self._params(data, lang, names)
        params.update(extra)
        try:
            text = translate(EVENTS, kind, lang, **params)
        except (KeyError, IndexError):  # an event with fields this wording does not expect
            return translate(EVENTS, "unknown", lang, kind=kind)
        return ICON_TOKEN.sub(lambda m: self.icon_word(m.group(1), lang), text)

    def icon_word(self, key: str, lang: str) -> str:
        """A card text's ``:icon:`` in plain words for the log (which draws no icons)."""
        if key in ICON_WORDS:
            return icon_label(key, lang)
        icon = self.cat.layouts.icons.get(key)
        return icon.glyph if icon is not None else key

    # -- the common fields ---------------------------------------------------------------
    def hero(self, seat: Any, lang: str, names: Sequence[str]) -> str:
        """The display name of hero ``seat`` ("someone" for a seat the event does not name)."""
        if not isinstance(seat, int) or not 0 <= seat < len(names):
            return translate(PHRASES, "someone", lang)
        return names[seat]

    def _params(self, data: Mapping[str, Any], lang: str, names: Sequence[str]) -> dict[str, Any]:
        p: dict[str, Any] = dict(data)
        p["hero"] = self.hero(data.get("seat"), lang, names)
        if "helper" in data:
            p["helper"] = self.hero(data["helper"], lang, names)
        for key in ("card", "item", "art", "status"):
            if isinstance(data.get(key), str):
                p[key] = self.cat.name(data[key], lang)
        p.setdefault("card", translate(PHRASES, "a_card", lang))
        if "cell" in data:
            p["cell"] = cell_label(str(data["cell"]), lang)
        if "icon" in data:
            p["icon"] = icon_label(str(data["icon"]), lang)
        if "delta" in data and isinstance(data["delta"], int):
            p["delta"] = signed(data["delta"])
        if "symbol" in data:
            p["symbol"] = translate(SYMBOL_NAMES, str(data["symbol"]), lang)
        if "source" in data:
            p["source"] = self.source(str(data["source"]), lang)
        if "reason" in data:
            p["reason"] = self.reason(str(data["reason"]), lang)
        if "to" in data:
            p["to"] = translate(PHRASES, f"to_{data['to']}", lang)
        if "bonus" in data:
            p["bonus"] = translate(PHRASES, f"bonus_{data['bonus']}", lang)
        if "replaced" in data:
            p["replaced"] = translate(PHRASES, "replaced", lang, card=self.cat.name(data["replaced"], lang)) if data["replaced"] else ""
        for key in ("text", "name"):
            if key in data and lang == "en" and data.get(f"{key}_en"):
                p[key] = data[f"{key}_en"]
        if "cards" in data and isinstance(data["cards"], list):
            p["cards"] = "、".join(self.cat.name(c, lang) for c in data["cards"]) if lang == "ja" else \
                ", ".join(self.cat.name(c, lang) for c in data["cards"])
        return p

    def source(self, source: str, lang: str) -> str:
        """Where damage, gold or threat came from, as words ("combat with entry 3", "Chain Bill")."""
        head, _, rest = source.partition(":")
        if head == "combat":
            return translate(PHRASES, "src_combat", lang, entry=rest)
        if head in ("enemy", "boss", "gimmick", "art", "item", "status", "ko") and rest:
            return self.cat.name(rest, lang)
        if head == "special" and rest:
            return local(self.cat.character(rest).special, "name", lang) if rest in self.cat.game.cards.characters else rest
        if f"src_{head}" in PHRASES:
            return translate(PHRASES, f"src_{head}", lang)
        return source

    def reason(self, reason: str, lang: str) -> str:
        if reason in ("all_down", "time"):
            return translate(PHRASES, f"lost_{reason}", lang)
        return self.source(reason, lang)

    # -- events needing more than their fields ------------------------------------------
    @on(*PLAIN_EVENTS)
    def _plain(self, e: Event) -> Params:
        return {}

    @on(C.CoopOffered)
    def _coop_offered(self, e: C.CoopOffered) -> Params:
        return {"key": "coop_offered_many" if e.times > 1 else "coop_offered"}

    @on(C.CoopAnswered)
    def _coop_answered(self, e: C.CoopAnswered) -> Params:
        if not e.accept:
            return {"key": "coop_declined"}
        return {"key": "coop_accepted_many" if e.times > 1 else "coop_accepted"}

    @on(F.FatigueHealed)
    def _fatigue_healed(self, e: F.FatigueHealed) -> Params:
        return {} if e.count else {"key": "fatigue_none"}

    @on(C.AttackConfirmed)
    def _attack_confirmed(self, e: C.AttackConfirmed) -> Params:
        attrs = attribute_names(e.attributes, self._lang)
        return {"attributes": f"【{'】【'.join(attrs)}】" if attrs else ""}

    @on(T.HeroDamaged)
    def _hero_damaged(self, e: T.HeroDamaged) -> Params:
        spent = e.gp_spent
        return {"guard": translate(PHRASES, "guard_spent", self._lang, gp=spent) if spent else ""}

    @on(C.EnemyDamaged)
    def _enemy_damaged(self, e: C.EnemyDamaged) -> Params:
        spent = e.gp_spent
        return {"guard": translate(PHRASES, "gp_spent", self._lang, gp=spent) if spent else ""}

    @on(C.Combat)
    def _combat(self, e: C.Combat) -> Params:
        if e.gun:
            return {"where": translate(PHRASES, "all_heroes", self._lang)}
        line = line_label((e.entry - 1) % 3, self._lang)
        return {"where": translate(PHRASES, "line_heroes", self._lang, line=line)}

    @on(T.CardsDrawn)
    def _cards_drawn(self, e: T.CardsDrawn) -> Params:
        if not e.cards:
            return {"cards": ""}
        lang = self._lang
        listed = ("、" if lang == "ja" else ", ").join(self.cat.name(c, lang) for c in e.cards)
        return {"cards": f"：{listed}" if lang == "ja" else f": {listed}"}

    @on(C.EnemySkill)
    def _enemy_skill(self, e: C.EnemySkill) -> Params:
        model = self.cat.model(e.card)
        text = self.cat.text(model, self._lang) if model is not None else ""
        return {"text": text or translate(PHRASES, "no_skill", self._lang)}

    @on(F.Gimmick)
    def _gimmick(self, e: F.Gimmick) -> Params:
        stage = self.cat.model(e.card)
        for gimmick in getattr(stage, "gimmicks", []):
            if gimmick.id == e.gimmick:
                return {"name": local(gimmick, "name", self._lang), "text": local(gimmick, "text", self._lang)}
        return {"name": str(e.gimmick), "text": ""}
