"""Log lines for Alchemic Card Battle events (``alchemic.log.*``), as the reading seat may see them.

``EventWords`` is a complete fold over ``AC_EVENTS``: an engine event it does not word fails
at import. Each event is first redacted for its reader (``Event.for_seat``): the other
seat's draw reads as a count, its face-down pick as "a choice was made".
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.alchemic import events as E
from engine.alchemic.cards import Cards
from engine.alchemic.events import AC_EVENTS
from engine.alchemic.ops import GAUGE_NAMES
from engine.core.i18n.catalog import joined
from engine.core.kernel.events import Event, Fold, on
from screens.alchemic.words import name
from screens.kit.i18n import tr


class EventWords(Fold[str], events=AC_EVENTS, complete=True):
    """One event (already redacted for its reader) in ``lang`` with seat and card names."""

    def __init__(self, cards: Cards, lang: str, seats: Sequence[str]) -> None:
        self.cards, self.lang, self.seats = cards, lang, seats

    def tr(self, id: str, /, **params: object) -> str:
        return tr(id, self.lang, **params)

    def who(self, seat: int) -> str:
        return self.seats[seat]

    def card(self, instance: str | None) -> str:
        return name(self.cards, instance, self.lang)

    # --- setup and the turn ---------------------------------------------------------------
    @on(E.GameSetUp)
    def set_up(self, e: E.GameSetUp) -> str:
        return self.tr("alchemic.log.first", who=self.who(e.first))

    @on(E.CardsDrawn)
    def drawn(self, e: E.CardsDrawn) -> str:
        shown = joined(self.card(c) for c in e.cards)
        return self.tr("alchemic.log.drawn", who=self.who(e.seat), count=len(e.cards), cards=shown)

    @on(E.DrewCards)
    def drew(self, e: E.DrewCards) -> str:
        return self.tr("alchemic.log.drew", who=self.who(e.seat), count=e.count)

    @on(E.Mulliganed)
    def mulliganed(self, e: E.Mulliganed) -> str:
        return self.tr("alchemic.log.mulligan", who=self.who(e.seat))

    @on(E.HandKept)
    def kept(self, e: E.HandKept) -> str:
        return self.tr("alchemic.log.kept", who=self.who(e.seat))

    @on(E.TurnStarted)
    def turn_started(self, e: E.TurnStarted) -> str:
        return self.tr("alchemic.log.turn", turn=e.turn, who=self.who(e.seat))

    @on(E.TurnEnded)
    def turn_ended(self, e: E.TurnEnded) -> str:
        return self.tr("alchemic.log.turn_end", who=self.who(e.seat))

    @on(E.GameOver)
    def game_over(self, e: E.GameOver) -> str:
        if e.winner is None:
            return self.tr("alchemic.log.over")
        return self.tr("alchemic.log.wins", who=self.who(e.winner))

    @on(E.CharacterPlaced)
    def placed(self, e: E.CharacterPlaced) -> str:
        return self.tr("alchemic.log.placed", who=self.who(e.seat), card=self.card(e.card))

    @on(E.LeftField)
    def left(self, e: E.LeftField) -> str:
        return self.tr("alchemic.log.left", card=self.card(e.card))

    @on(E.EventPlayed)
    def event_played(self, e: E.EventPlayed) -> str:
        return self.tr("alchemic.log.event", who=self.who(e.seat), card=self.card(e.card))

    @on(E.AbilityUsed)
    def ability(self, e: E.AbilityUsed) -> str:
        return self.tr("alchemic.log.ability", who=self.who(e.seat), card=self.card(e.card))

    # --- battle -----------------------------------------------------------------------------
    @on(E.BattleDeclared)
    def declared(self, e: E.BattleDeclared) -> str:
        return self.tr("alchemic.log.declared", who=self.who(e.seat))

    @on(E.BattleCardPicked)
    def picked(self, e: E.BattleCardPicked) -> str:
        if not e.card:
            return self.tr("alchemic.log.picked_nothing", who=self.who(e.seat))
        return self.tr("alchemic.log.picked", who=self.who(e.seat), card=self.card(e.card))

    @on(E.BattleCardHidden)
    def hidden_pick(self, e: E.BattleCardHidden) -> str:
        return self.tr("alchemic.log.hidden_pick", who=self.who(e.seat))

    @on(E.BattleRevealed)
    def revealed(self, e: E.BattleRevealed) -> str:
        return self.tr("alchemic.log.reveal")

    @on(E.Rebounded)
    def rebounded(self, e: E.Rebounded) -> str:
        return self.tr("alchemic.log.rebound", card=self.card(e.card), who=self.who(e.seat), life=e.life_lost)

    @on(E.BattleResolved)
    def resolved(self, e: E.BattleResolved) -> str:
        att, dfn = self.who(e.attacker), self.who(1 - e.attacker)
        if not e.defended:
            return self.tr("alchemic.log.undefended", attacker=att, damage=e.damage)
        if e.attacker_won:
            return self.tr("alchemic.log.attacker_won", ap=e.ap, dp=e.dp, attacker=att, defender=dfn, damage=e.damage)
        return self.tr("alchemic.log.defender_held", ap=e.ap, dp=e.dp, defender=dfn, rank=e.ranks[1 - e.attacker])

    @on(E.BattleCardAway)
    def away(self, e: E.BattleCardAway) -> str:
        if e.substitute:
            return self.tr("alchemic.log.substitute_away", card=self.card(e.card))
        return self.tr("alchemic.log.to_gauge", card=self.card(e.card))

    # --- effects ----------------------------------------------------------------------------
    @on(E.LifeChanged)
    def life(self, e: E.LifeChanged) -> str:
        return self.tr("alchemic.log.life", who=self.who(e.seat), change=e.change, life=e.life)

    @on(E.Modified)
    def modified(self, e: E.Modified) -> str:
        return self.tr("alchemic.log.modified", card=self.card(e.card), stat=e.stat.upper(), value=e.value)

    @on(E.GaugeCharged)
    def charged(self, e: E.GaugeCharged) -> str:
        return self.tr("alchemic.log.charged", who=self.who(e.seat), gauge=GAUGE_NAMES[e.gauge])

    @on(E.GaugeDrained)
    def drained(self, e: E.GaugeDrained) -> str:
        return self.tr("alchemic.log.drained", who=self.who(e.seat), gauge=GAUGE_NAMES[e.gauge])

    @on(E.RankChanged)
    def rank(self, e: E.RankChanged) -> str:
        return self.tr("alchemic.log.rank", who=self.who(e.seat), rank=e.rank)


def log_line(cards: Cards, event: Event, lang: str, seats: Sequence[str], viewer: int | None) -> str:
    """One log line for ``event`` as ``viewer`` (None: an onlooker) may read it."""
    return EventWords(cards, lang, seats).visit(event.for_seat(viewer)) or event.kind
