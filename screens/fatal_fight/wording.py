"""Every Fatal Fight event worded for the log, in Japanese and English (design.md §7).

``EventWords.line(event, lang, names)`` turns one event (as the viewing seat may read it)
into a sentence. Card instances are named through the catalogue; sources such as
``"combat:3"`` or ``"boss:hal"`` become readable phrases; the sentences are catalog entries
(``fatal_fight.log.*``) whose ids ``event_texts`` lists. ``EventWords`` is a complete fold over
``FF_EVENTS``: a new engine event it does not handle fails at import, one without a sentence
fails the wording tests.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.i18n.catalog import catalogs, joined, msg, placeholders
from engine.core.kernel.events import Event, Fold, on
from engine.core.layouts.icons import ICON_TOKEN
from engine.fatal_fight.events import FF_EVENTS
from engine.fatal_fight.events import combat as C
from engine.fatal_fight.events import flow as F
from engine.fatal_fight.events import turn as T
from screens.fatal_fight.catalogue import Catalogue, local
from screens.fatal_fight.event_texts import (
    ATTRIBUTE_IDS,
    BONUS_IDS,
    EVENT_IDS,
    LOST_IDS,
    SOURCE_IDS,
    SYMBOL_IDS,
    TO_IDS,
)
from screens.fatal_fight.strings import cell_label, icon_label, line_label
from screens.kit.i18n import tr

ICON_WORDS = ("gold", "trap", "apple", "steak", "knife", "pipe")


def attribute_names(attributes: Sequence[str], lang: str) -> list[str]:
    return [_words_or_value(ATTRIBUTE_IDS, a, lang) for a in attributes]


def _words_or_value(ids: Mapping[str, str], value: str, lang: str) -> str:
    """The words of one of a field's closed set of values (the value itself when it is new)."""
    return tr(ids[value], lang) if value in ids else value


def _fills(id: str, lang: str, params: Mapping[str, Any]) -> bool:
    """Whether ``params`` give every placeholder of the entry ``id`` in ``lang``."""
    found = catalogs().entry(id, lang)
    return found is not None and placeholders(found[1]) <= params.keys()


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "±0"


Params = dict[str, Any]
PLAIN_EVENTS: tuple[type[Event], ...] = (  # worded from their fields alone
    F.RoundStarted, F.StageCardSet, F.BossStageSet, F.BossEntered, F.EnemyEntered, F.EnemyDeckEmpty,
    F.RoundEnded, F.StageCleared, F.CampaignWon, F.CampaignLost, F.GoldSplit, F.HeroReady,
    F.ThreatChanged, F.DieRolled, F.RewardGold, F.DownBonus, F.ArtBought, F.StatusRemoved, F.BriefingDone,
    T.TurnStarted, T.TurnEnded, T.HeroMoved, T.IconTaken, T.StageGoldChanged, T.ItemGained,
    T.ItemUnavailable, T.ItemUsed, T.ItemDropped, T.SpecialMove, T.Zanshin, T.ZanshinPenalty,
    T.PlayedFaceDown, T.CardPlayed, T.GuardGained, T.MovePointsChanged, T.ActionsChanged,
    T.CardDiscarded, T.StatusRevealed, T.StatusGained, T.LifeLost,
    T.LifeCapped, T.HeroHealed, T.HeroDown,
    C.AttackStarted, C.AttackCardAdded, C.AttackItemAdded, C.AttackSpecialAdded,
    C.AttackCancelled, C.AttackApChanged, C.EnemyKO, C.EnemyGuardGained, C.EnemyPhaseStarted,
    C.EnemyPhaseEnded, C.GroupActivated, C.BossSkill, C.ThreatSkill, C.EnemyExited,
)


LOG_HEADINGS = (F.StageStarted, F.RoundStarted, T.TurnStarted, C.EnemyPhaseStarted)
INDENTED = (C.AttackCardAdded, C.AttackItemAdded, C.AttackSpecialAdded)


class EventWords(Fold[Params], events=FF_EVENTS, complete=True):
    """Words events with card names from ``catalogue``; ``names`` are the heroes' display names.

    Each handler gives what an event needs beyond its fields (``"key"``: another line of
    ``EVENT_IDS`` than its kind's); the fold is complete, so every event has its words.
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
        id = EVENT_IDS.get(kind)
        if id is None or not _fills(id, lang, params):  # an event with fields this wording does not expect
            return tr("fatal_fight.log.unknown", lang, kind=kind)
        text = tr(id, lang, **params)
        return ICON_TOKEN.sub(lambda m: self.icon_word(m.group(1), lang), text)

    def log_line(self, event: Event, lang: str, names: Sequence[str]) -> str:
        """``line`` as the log shows it, by turn (issue #14): stage, round, turn and enemy-phase lines
        head the indented rest (the lines of an attack being built come indented already)."""
        line = self.line(event, lang, names)
        return line if isinstance(event, LOG_HEADINGS + INDENTED) else f"  {line.lstrip()}"

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
            return tr("fatal_fight.log.phrase.someone", lang)
        return names[seat]

    def _params(self, data: Mapping[str, Any], lang: str, names: Sequence[str]) -> dict[str, Any]:
        p: dict[str, Any] = dict(data)
        p["hero"] = self.hero(data.get("seat"), lang, names)
        if "helper" in data:
            p["helper"] = self.hero(data["helper"], lang, names)
        for key in ("card", "item", "art", "status"):
            if isinstance(data.get(key), str):
                p[key] = self.cat.name(data[key], lang)
        p.setdefault("card", tr("fatal_fight.log.phrase.a_card", lang))
        if "cell" in data:
            p["cell"] = cell_label(str(data["cell"]), lang)
        if "icon" in data:
            p["icon"] = icon_label(str(data["icon"]), lang)
        if "delta" in data and isinstance(data["delta"], int):
            p["delta"] = signed(data["delta"])
        if "symbol" in data:
            p["symbol"] = _words_or_value(SYMBOL_IDS, str(data["symbol"]), lang)
        if "source" in data:
            p["source"] = self.source(str(data["source"]), lang)
        if "reason" in data:
            p["reason"] = self.reason(str(data["reason"]), lang)
        if "to" in data:
            p["to"] = _words_or_value(TO_IDS, str(data["to"]), lang)
        if "bonus" in data:
            p["bonus"] = _words_or_value(BONUS_IDS, str(data["bonus"]), lang)
        if "replaced" in data:
            replaced = data["replaced"]
            p["replaced"] = tr("fatal_fight.log.phrase.replaced", lang, card=self.cat.name(replaced, lang)) if replaced else ""
        for key in ("text", "name"):
            if key in data and lang == "en" and data.get(f"{key}_en"):
                p[key] = data[f"{key}_en"]
        if "cards" in data and isinstance(data["cards"], list):
            p["cards"] = self.names(data["cards"], lang)
        return p

    def names(self, cards: Sequence[str], lang: str) -> str:
        """Card names listed the language's way ("A, B" / "A、B")."""
        return joined(self.cat.name(c, lang) for c in cards).get(lang)

    def source(self, source: str, lang: str) -> str:
        """Where damage, gold or threat came from, as words ("combat with entry 3", "Chain Bill")."""
        head, _, rest = source.partition(":")
        if head == "combat":
            return tr("fatal_fight.log.phrase.src_combat", lang, entry=rest)
        if head in ("enemy", "boss", "gimmick", "art", "item", "status", "ko") and rest:
            return self.cat.name(rest, lang)
        if head == "special" and rest:
            return local(self.cat.character(rest).special, "name", lang) if rest in self.cat.game.cards.characters else rest
        return tr(SOURCE_IDS[head], lang) if head in SOURCE_IDS else source

    def reason(self, reason: str, lang: str) -> str:
        return tr(LOST_IDS[reason], lang) if reason in LOST_IDS else self.source(reason, lang)

    # -- events needing more than their fields ------------------------------------------
    @on(*PLAIN_EVENTS)
    def _plain(self, e: Event) -> Params:
        return {}

    @on(F.StageStarted)
    def _stage_started(self, e: F.StageStarted) -> Params:
        return {"stage_cards": msg("fatal_fight.log.phrase.stage_cards", count=e.stage_cards),
                "enemies": msg("fatal_fight.log.phrase.enemies", count=e.enemies)}

    @on(F.EnemyDeckReshuffled, T.DeckReshuffled)
    def _reshuffled(self, e: F.EnemyDeckReshuffled | T.DeckReshuffled) -> Params:
        return {"count": e.size}

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
        return {"attributes": "".join(tr("fatal_fight.log.phrase.attribute_mark", self._lang, name=a) for a in attrs)}

    @on(T.HeroDamaged)
    def _hero_damaged(self, e: T.HeroDamaged) -> Params:
        spent = e.gp_spent
        return {"guard": tr("fatal_fight.log.phrase.guard_spent", self._lang, gp=spent) if spent else ""}

    @on(C.EnemyDamaged)
    def _enemy_damaged(self, e: C.EnemyDamaged) -> Params:
        spent = e.gp_spent
        return {"guard": tr("fatal_fight.log.phrase.gp_spent", self._lang, gp=spent) if spent else ""}

    @on(C.Combat)
    def _combat(self, e: C.Combat) -> Params:
        if e.gun:
            return {"where": tr("fatal_fight.log.phrase.all_heroes", self._lang)}
        line = line_label((e.entry - 1) % 3, self._lang)
        return {"where": tr("fatal_fight.log.phrase.line_heroes", self._lang, line=line)}

    @on(T.CardsDrawn)
    def _cards_drawn(self, e: T.CardsDrawn) -> Params:
        if not e.cards:
            return {"cards": ""}
        return {"cards": tr("fatal_fight.log.phrase.drawn_cards", self._lang, cards=self.names(e.cards, self._lang))}

    @on(C.EnemySkill)
    def _enemy_skill(self, e: C.EnemySkill) -> Params:
        model = self.cat.model(e.card)
        text = self.cat.text(model, self._lang) if model is not None else ""
        return {"text": text or tr("fatal_fight.log.phrase.no_skill", self._lang)}

    @on(F.Gimmick)
    def _gimmick(self, e: F.Gimmick) -> Params:
        stage = self.cat.model(e.card)
        for gimmick in getattr(stage, "gimmicks", []):
            if gimmick.id == e.gimmick:
                return {"name": local(gimmick, "name", self._lang), "text": local(gimmick, "text", self._lang)}
        return {"name": str(e.gimmick), "text": ""}
