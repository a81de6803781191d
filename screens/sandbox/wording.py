"""Sandbox events as log lines, in the reading seat's language and knowledge (a complete fold)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.core.kernel.events import Event, Fold, on
from engine.core.kernel.game import Action
from engine.sandbox import actions as A
from engine.sandbox import events as E
from engine.sandbox.state import split_key
from engine.sandbox.table_def import TableDef
from screens.kit.i18n import tr

CardName = Callable[[str, str], str]  # (card id, lang) -> name
BAR_WORDS: dict[type[Action], str] = {A.Draw: "sandbox.bar.draw", A.EndTurn: "sandbox.bar.end_turn",
                                      A.StopPeek: "sandbox.bar.stop_peek", A.EndGame: "sandbox.bar.end_game"}


class SandboxWording(Fold[str], events=E.SANDBOX_EVENTS, complete=True):
    """Words a table's events: zone names from its ``table.toml``, card names from its data.

    Call it with ``(event, lang, seat_names, viewer)``: the event is read as ``viewer`` may
    read it (``for_seat``), so a hidden card is never named.
    """

    def __init__(self, table: TableDef, card_name: CardName) -> None:
        self.table = table
        self.card_name = card_name
        self.lang = "ja"
        self.names: Sequence[str] = ()

    def __call__(self, event: Event, lang: str, names: Sequence[str], viewer: int | None) -> str:
        self.lang, self.names = lang, names
        line = self.visit(event.for_seat(viewer))
        assert line is not None
        return line

    # -- names -----------------------------------------------------------------------------
    def zone(self, key: str, lang: str, names: Sequence[str]) -> str:
        seat, zone_id = split_key(key)
        zone = self.table.zone(zone_id).display_name(lang)
        return zone if seat is None else tr("sandbox.zone.of", lang, name=names[seat], zone=zone)

    def counter(self, key: str, lang: str) -> str:
        counter_id = split_key(key)[1]
        return next(c.display_name(lang) for c in self.table.counters if c.id == counter_id)

    def _who(self, seat: int) -> str:
        return self.names[seat]

    def _where(self, key: str) -> str:
        return self.zone(key, self.lang, self.names)

    def _moved(self, seat: int, card: str, src: str, dst: str, bottom: bool) -> str:
        return tr("sandbox.log.moved_bottom" if bottom else "sandbox.log.moved", self.lang,
                  name=self._who(seat), card=card, src=self._where(src), dst=self._where(dst))

    def _flip(self, seat: int, face_up: bool, card: str, zone: str) -> str:
        return tr("sandbox.log.flipped_up" if face_up else "sandbox.log.flipped_down", self.lang,
                  name=self._who(seat), card=card, zone=self._where(zone))

    def bar_label(self, action: Action, lang: str, seat_name: Callable[[int], str]) -> str:
        """A sandbox action's words on the action bar."""
        if isinstance(action, A.PassControl):
            return tr("sandbox.bar.pass", lang, name=seat_name(action.to))
        word = BAR_WORDS.get(type(action))
        return tr(word, lang) if word is not None else type(action).__name__

    # -- the events ------------------------------------------------------------------------
    @on(E.CardMoved, E.RevealingMove)
    def _card_moved(self, e: E.CardMoved) -> str:
        return self._moved(e.seat, self.card_name(e.card, self.lang), e.src, e.dst, e.bottom)

    @on(E.HiddenMove)
    def _hidden_move(self, e: E.HiddenMove) -> str:
        return self._moved(e.seat, tr("sandbox.card.hidden", self.lang), e.src, e.dst, e.bottom)

    @on(E.CardFlipped, E.RevealingFlip)
    def _flipped(self, e: E.CardFlipped) -> str:
        return self._flip(e.seat, e.face_up, self.card_name(e.card, self.lang), e.zone)

    @on(E.HiddenFlip)
    def _hidden_flip(self, e: E.HiddenFlip) -> str:
        return self._flip(e.seat, e.face_up, tr("sandbox.card.hidden", self.lang), e.zone)

    @on(E.CardRotated)
    def _rotated(self, e: E.CardRotated) -> str:
        return tr("sandbox.log.rotated" if e.turned else "sandbox.log.unrotated", self.lang, name=self._who(e.seat))

    @on(E.Shuffled)
    def _shuffled(self, e: E.Shuffled) -> str:
        return tr("sandbox.log.shuffled", self.lang, name=self._who(e.seat), zone=self._where(e.zone))

    @on(E.Peeked, E.PeekedUnseen)
    def _peeked(self, e: E.Peeked | E.PeekedUnseen) -> str:
        return tr("sandbox.log.peeked", self.lang, name=self._who(e.seat), zone=self._where(e.zone))

    @on(E.PeekEnded)
    def _peek_ended(self, e: E.PeekEnded) -> str:
        return tr("sandbox.log.peek_ended", self.lang, name=self._who(e.seat), zone=self._where(e.zone))

    @on(E.CounterChanged)
    def _counter(self, e: E.CounterChanged) -> str:
        return tr("sandbox.log.counter", self.lang, name=self._who(e.seat), counter=self.counter(e.counter, self.lang),
                  delta=e.delta, value=e.value)

    @on(E.ControlPassed)
    def _control(self, e: E.ControlPassed) -> str:
        return tr("sandbox.log.control", self.lang, name=self._who(e.seat), other=self._who(e.to))

    @on(E.TurnEnded)
    def _turn(self, e: E.TurnEnded) -> str:
        return tr("sandbox.log.turn", self.lang, turn=e.turn, other=self._who(e.next))

    @on(E.GameEnded)
    def _game_ended(self, e: E.GameEnded) -> str:
        return tr("sandbox.log.game_ended", self.lang, name=self._who(e.seat), turn=e.turn)
