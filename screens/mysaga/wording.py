"""Log lines for My Crypto Saga events, in the reader's language, as the reading seat may see them.

``EventWords`` is a complete fold over ``MS_EVENTS``: a new engine event it does not handle
fails at import; each handler gives the line's catalog id (``mysaga.log.*``) and its parameters.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.core.i18n.catalog import joined
from engine.core.kernel.events import Event, Fold, on
from engine.mysaga import events as E
from engine.mysaga.actions import charge_name
from engine.mysaga.events import MS_EVENTS
from screens.kit.i18n import tr

CardName = Callable[[str, str], str]  # (card or attribute id, lang) -> its name
Line = tuple[str, dict[str, Any]]  # (the line's catalog id, its parameters)

ROUND_IDS = {0: "mysaga.round.0", 1: "mysaga.round.1", 2: "mysaga.round.2"}  # MS-G2, MS-G3
CHANGED_IDS = {E.NumberChanged: "mysaga.log.number_changed", E.AttributeChanged: "mysaga.log.attribute_changed"}
KP_MOVED_IDS = {E.KpTax: "mysaga.log.kp_tax", E.KpDrain: "mysaga.log.kp_drain"}


def round_name(round_: int, lang: str) -> str:
    """The pre-round, Round 1 or Round 2 in ``lang``."""
    return tr(ROUND_IDS[round_], lang)


class EventWords(Fold[Line], events=MS_EVENTS, complete=True):
    """Words one event (already redacted for its reader) with seat names and card names."""

    def __init__(self, card_name: CardName, lang: str, names: Sequence[str]) -> None:
        self.card_name, self.lang, self.names = card_name, lang, names

    def line(self, event: Event) -> str:
        line = self.visit(event)
        if line is None:
            return event.kind
        id, params = line
        return tr(id, self.lang, **params)

    def name(self, seat: int | None) -> str:
        return self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else "?"

    def card(self, card_id: str) -> str:
        return self.card_name(card_id, self.lang)

    def round(self, round_: int) -> str:
        return round_name(round_, self.lang)

    def seats(self, seats: Sequence[int]) -> str:
        return joined(self.name(s) for s in seats).get(self.lang)

    def shown(self, cards: Sequence[tuple[Any, ...]]) -> str:
        """Shown cards (seat first, card id last) as "name card, …"."""
        return joined(tr("mysaga.log.shown_card", self.lang, name=self.name(c[0]), card=self.card(c[-1]))
                      for c in cards).get(self.lang)

    @on(E.Dealt, E.HandDealt)
    def dealt(self, e: E.Dealt | E.HandDealt) -> Line:
        count = len(e.hand) if isinstance(e, E.Dealt) else e.count
        return "mysaga.log.dealt", {"name": self.name(e.seat), "count": count}

    @on(E.GameStarted)
    def game_started(self, e: E.GameStarted) -> Line:
        return "mysaga.log.game_started", {"game": e.game, "name": self.name(e.flag)}

    @on(E.PreRoundPlayed)
    def pre_round_played(self, e: E.PreRoundPlayed) -> Line:
        return "mysaga.log.pre_round_played", {"name": self.name(e.seat), "card": self.card(e.card), "ante": e.ante}

    @on(E.SkillMarked)
    def skill_marked(self, e: E.SkillMarked) -> Line:
        return "mysaga.log.skill_marked", {"card": self.card(e.card), "round": self.round(e.round)}

    @on(E.RoundStarted)
    def round_started(self, e: E.RoundStarted) -> Line:
        return "mysaga.log.round_started", {"round": self.round(e.round)}

    @on(E.Picked, E.PickMade)
    def picked(self, e: E.Picked | E.PickMade) -> Line:
        return "mysaga.log.picked", {"name": self.name(e.seat)}

    @on(E.ChargesStarted)
    def charges_started(self, e: E.ChargesStarted) -> Line:
        return "mysaga.log.charges_started", {"charge": e.charge}

    @on(E.Charged)
    def charged(self, e: E.Charged) -> Line:
        return "mysaga.log.charged", {"name": self.name(e.seat), "action": charge_name(e.action), "kp": e.kp,
                           "pool": e.pool}

    @on(E.Revealed)
    def revealed(self, e: E.Revealed) -> Line:
        return "mysaga.log.revealed", {"round": self.round(e.round), "cards": self.shown(e.cards)}

    @on(E.NumberChanged, E.AttributeChanged)
    def changed(self, e: E.NumberChanged | E.AttributeChanged) -> Line:
        old, new = (self.card(e.old), self.card(e.new)) if isinstance(e, E.AttributeChanged) else (e.old, e.new)
        return CHANGED_IDS[type(e)], {"by": self.card(e.by), "name": self.name(e.seat), "old": old, "new": new}

    @on(E.KpTax, E.KpDrain)
    def kp_moved(self, e: E.KpTax | E.KpDrain) -> Line:
        return KP_MOVED_IDS[type(e)], {"by": self.card(e.by), "name": self.name(e.seat), "kp": e.kp}

    @on(E.NoJudgement)
    def no_judgement(self, e: E.NoJudgement) -> Line:
        return "mysaga.log.no_judgement", {"by": self.card(e.by), "round": self.round(e.round)}

    @on(E.AttributeBonus)
    def attribute_bonus(self, e: E.AttributeBonus) -> Line:
        return "mysaga.log.attribute_bonus", {"name": self.name(e.seat), "bonus": e.bonus, "number": e.number}

    @on(E.ShownAfterGame)
    def shown_after_game(self, e: E.ShownAfterGame) -> Line:
        return "mysaga.log.shown_after_game", {"cards": self.shown(e.cards)}

    @on(E.GameOver)
    def game_over(self, e: E.GameOver) -> Line:
        return "mysaga.log.game_over", {"game": e.game, "names": self.seats(e.winners), "count": len(e.winners),
                                        "pool": e.pool, "burned": e.burned}

    @on(E.SetOver)
    def set_over(self, e: E.SetOver) -> Line:
        return "mysaga.log.set_over", {"names": self.seats(e.winners), "count": len(e.winners)}


def make_wording(card_name: CardName) -> Callable[[Event, str, Sequence[str], int | None], str]:
    """A ``TableScreen.wording`` that names cards through ``card_name(card_id, lang)``."""

    def word(event: Event, lang: str, names: Sequence[str], viewer: int | None) -> str:
        return EventWords(card_name, lang, names).line(event.for_seat(viewer))

    return word
