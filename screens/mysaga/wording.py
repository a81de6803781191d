"""Log lines for My Crypto Saga events, in the reader's language, as the reading seat may see them.

``EventWords`` is a complete fold over ``MS_EVENTS``: a new engine event it does not handle
fails at import; each handler gives the line's key in ``strings`` and its parameters.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.core.events import Event, Fold, on
from engine.mysaga import events as E
from engine.mysaga.events import MS_EVENTS
from screens.mysaga.strings import charge_name, round_name, t

CardName = Callable[[str, str], str]  # (card id, lang) -> the card's name
Line = tuple[str, dict[str, Any]]  # (the kind's line in ``strings``: log.<kind>, its parameters)


class EventWords(Fold[Line], events=MS_EVENTS, complete=True):
    """Words one event (already redacted for its reader) with seat names and card names."""

    def __init__(self, card_name: CardName, lang: str, names: Sequence[str]) -> None:
        self.card_name, self.lang, self.names = card_name, lang, names

    def line(self, event: Event) -> str:
        key, params = self.visit(event) or (event.kind, {})
        try:
            return t(f"log.{key}", self.lang, **params)
        except (KeyError, IndexError):
            return event.kind

    def name(self, seat: int | None) -> str:
        return self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else "?"

    def card(self, card_id: str) -> str:
        return self.card_name(card_id, self.lang)

    def round(self, round_: int) -> str:
        return round_name(round_, self.lang)

    def seats(self, seats: Sequence[int]) -> str:
        return ("、" if self.lang == "ja" else ", ").join(self.name(s) for s in seats)

    def shown(self, cards: Sequence[tuple[Any, ...]]) -> str:
        """Shown cards (seat first, card id last) as "name card, …"."""
        return ", ".join(f"{self.name(c[0])} {self.card(c[-1])}" for c in cards)

    @on(E.Dealt, E.HandDealt)
    def dealt(self, e: E.Dealt | E.HandDealt) -> Line:
        return "dealt", {"name": self.name(e.seat)}

    @on(E.GameStarted)
    def game_started(self, e: E.GameStarted) -> Line:
        return "game_started", {"game": e.game, "name": self.name(e.flag)}

    @on(E.PreRoundPlayed)
    def pre_round_played(self, e: E.PreRoundPlayed) -> Line:
        return "pre_round_played", {"name": self.name(e.seat), "card": self.card(e.card), "ante": e.ante}

    @on(E.SkillMarked)
    def skill_marked(self, e: E.SkillMarked) -> Line:
        return "skill_marked", {"card": self.card(e.card), "round": self.round(e.round)}

    @on(E.RoundStarted)
    def round_started(self, e: E.RoundStarted) -> Line:
        return "round_started", {"round": self.round(e.round)}

    @on(E.Picked, E.PickMade)
    def picked(self, e: E.Picked | E.PickMade) -> Line:
        return "picked", {"name": self.name(e.seat)}

    @on(E.ChargesStarted)
    def charges_started(self, e: E.ChargesStarted) -> Line:
        return "charges_started", {"charge": e.charge}

    @on(E.Charged)
    def charged(self, e: E.Charged) -> Line:
        return "charged", {"name": self.name(e.seat), "action": charge_name(e.action, self.lang), "kp": e.kp,
                           "pool": e.pool}

    @on(E.Revealed)
    def revealed(self, e: E.Revealed) -> Line:
        return "revealed", {"round": self.round(e.round), "cards": self.shown(e.cards)}

    @on(E.NumberChanged, E.AttributeChanged)
    def changed(self, e: E.NumberChanged | E.AttributeChanged) -> Line:
        return e.kind, {"by": self.card(e.by), "name": self.name(e.seat), "old": e.old, "new": e.new}

    @on(E.KpTax, E.KpDrain)
    def kp_moved(self, e: E.KpTax | E.KpDrain) -> Line:
        return e.kind, {"by": self.card(e.by), "name": self.name(e.seat), "kp": e.kp}

    @on(E.NoJudgement)
    def no_judgement(self, e: E.NoJudgement) -> Line:
        return "no_judgement", {"by": self.card(e.by), "round": self.round(e.round)}

    @on(E.AttributeBonus)
    def attribute_bonus(self, e: E.AttributeBonus) -> Line:
        return "attribute_bonus", {"name": self.name(e.seat), "bonus": e.bonus, "number": e.number}

    @on(E.ShownAfterGame)
    def shown_after_game(self, e: E.ShownAfterGame) -> Line:
        return "shown_after_game", {"cards": self.shown(e.cards)}

    @on(E.GameOver)
    def game_over(self, e: E.GameOver) -> Line:
        return "game_over", {"game": e.game, "names": self.seats(e.winners), "pool": e.pool, "burned": e.burned}

    @on(E.SetOver)
    def set_over(self, e: E.SetOver) -> Line:
        return "set_over", {"names": self.seats(e.winners)}


def make_wording(card_name: CardName) -> Callable[[Event, str, Sequence[str], int | None], str]:
    """A ``TableScreen.wording`` that names cards through ``card_name(card_id, lang)``."""

    def word(event: Event, lang: str, names: Sequence[str], viewer: int | None) -> str:
        return EventWords(card_name, lang, names).line(event.for_seat(viewer))

    return word
