"""The Fatal Fight table (issue #5): the board, the enemy queues, the heroes, the hand, the log.

Input becomes engine actions through ``play``; what lights up comes from the engine's legal
actions (``Choices``), the attack forecast and the enemy-phase playback from the engine run
on copies of the state. Screens for the pending decisions between rounds — the stage
clear (FF-W1/W2), the briefing (FF-R0), victory and defeat — replace the board while they
are up. The table is drawn into one cached layer, redrawn only when something changed.

Split by job (issue #9): input routing (``table_input``), the action bar (``table_bar``),
the enemy-phase playback (``table_playback``), floating marks (``table_marks``) and the
hit test with the hover preview (``table_hover``) are mixins; this module holds the
session glue, the widgets and the drawing. No rule is decided here.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from engine.core.data.database import CardDatabase
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action
from engine.core.kernel.session import Session
from engine.fatal_fight import actions as A
from engine.fatal_fight.board import CELLS
from engine.fatal_fight.events.combat import (
    AttackCardAdded,
    AttackItemAdded,
    AttackSpecialAdded,
    EnemyPhaseStarted,
)
from engine.fatal_fight.events.flow import RoundStarted, StageStarted
from engine.fatal_fight.events.turn import TurnStarted
from engine.fatal_fight.forecast import Forecast, attack_forecast
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.kinds import CoopDetail
from engine.fatal_fight.view import FatalFightView
from screens.fatal_fight.buttons import Buttons
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.choices import Choices
from screens.fatal_fight.handoff import HandoffBanner
from screens.fatal_fight.history import History, tally
from screens.fatal_fight.labels import ActionLabels
from screens.fatal_fight.layout import TableLayout
from screens.fatal_fight.learn_rects import action_rect
from screens.fatal_fight.marks import LiveMark
from screens.fatal_fight.playback import Playback
from screens.fatal_fight.scene import Hit
from screens.fatal_fight.strings import aside
from screens.fatal_fight.table_bar import BarFilling, CoopStep
from screens.fatal_fight.table_hover import HoverCard
from screens.fatal_fight.table_input import InputRouting
from screens.fatal_fight.table_marks import FloatingMarks
from screens.fatal_fight.table_paint import TablePaint
from screens.fatal_fight.table_playback import PhasePlayback
from screens.fatal_fight.wording import EventWords
from screens.kit.cards.icons import IconSet
from screens.kit.i18n import engine_message, tr
from screens.kit.table_base import TableScreen

if TYPE_CHECKING:
    from screens.kit.screen import Host as App

LOG_HEADINGS = (StageStarted, RoundStarted, TurnStarted, EnemyPhaseStarted)
INDENTED = (AttackCardAdded, AttackItemAdded, AttackSpecialAdded)  # worded indented already


class FatalFightTable(InputRouting, BarFilling, PhasePlayback, FloatingMarks, HoverCard, TablePaint, TableScreen):
    """Fatal Fight on the shared table scaffolding (``TableScreen``)."""

    game_id: ClassVar[str] = FatalFight.id

    def __init__(self, app: App, session: Session[Any], *, save_path: Path | None = None) -> None:
        self.cat = Catalogue.of(session.game)
        self.words = EventWords(self.cat)
        self.labels = ActionLabels(self.cat)
        self.choices = Choices()
        self.forecast: Forecast | None = None
        self.special_refusal = ""  # why "+ Special" is gone from the attack being built (issue #25)
        self.selected_card: str | None = None
        self.armed_item: str | None = None  # an item to use once confirmed (issue #25: Steak on one click)
        self.hover: Hit | None = None
        self.pointer = (0, 0)
        self.playback: Playback | None = None
        self.buttons = Buttons()
        self.marks: list[LiveMark] = []
        self._held: list[Event] = []  # events that came while the enemy phase played back
        self.layout: TableLayout | None = None
        self.text_scale = 1.0
        self.bar_font = 15
        self._layer: pygame.Surface | None = None
        self._dirty = True
        self._legal: list[Action] = []
        self.coop_times: dict[int, int] = {}  # helper -> the N of its "Co-op ×N" button
        self._names: dict[str, list[str]] = {}
        self._history = History()
        self.handoff = HandoffBanner()
        super().__init__(app, session, save_path=save_path)
        session.record_keyframes = True  # the enemy phase is played back from the real run

    # -- what the scaffolding asks of a game ----------------------------------------------
    @classmethod
    def make_game(cls, app: App) -> FatalFight:
        return FatalFight.load()

    @classmethod
    def default_setup(cls, app: App) -> Mapping[str, Any]:
        """Three heroes, one person (the setup screen offers every choice)."""
        player = tr("fatal_fight.setup.player_n", app.settings.language, n=1)
        return {"heroes": [{"character": c, "player": player} for c in ("ryuji", "rita", "mei")], "variants": []}

    def person(self, seat: int | None) -> str | None:
        """Who plays hero ``seat``: heroes with one player name are one person's."""
        names = self.session.seat_names()
        return names[seat] if seat is not None and 0 <= seat < len(names) else None

    def hotseat(self) -> bool:
        """A curtain only when the screen passes to another person (never in solo co-op)."""
        names = self.session.seat_names()
        if len(set(names)) < 2:
            return False
        return self.person(self.viewer) != self.person(self.viewer_seat())

    def viewer_seat(self) -> int | None:
        """The deciding hero; while a helper of the same person answers a co-op offer, the
        attacker's view stays up so the screen does not jump."""
        decision = self.session.decision()
        if decision.seat is None:
            return self.viewer
        detail = decision.detail
        if isinstance(detail, CoopDetail) and self.person(detail.attacker) == self.person(decision.seat):
            return detail.attacker
        return decision.seat

    def seat_name(self, seat: int | None) -> str:
        """A seat is a hero: "Ryuji Goda to play" (with the player's name when several play; issue #25)."""
        names = self.display_names()
        return names[seat] if seat is not None and 0 <= seat < len(names) else "—"

    def display_names(self) -> list[str]:
        """Each hero's name in the language; with several players, the player's name too."""
        if self.lang not in self._names:
            heroes = self.view().heroes  # names and players are public
            several = len(set(self.session.seat_names())) > 1
            name = self.cat.name
            self._names[self.lang] = [aside(name(h.character, self.lang), h.player, self.lang) if several
                                      else name(h.character, self.lang) for h in heroes]
        return self._names[self.lang]

    def log_reader(self) -> str | None:
        """The log is worded for a person (one player may run several heroes)."""
        return self.person(self.viewer)

    def word_event(self, step: int, event: Event) -> str:
        """Every event worded; private ones are readable by the person who owns that hero. The log
        reads by turn (issue #14): stage, round, turn and enemy-phase lines head the indented rest."""
        line = self.words.line(event.for_seat(self._reader(event)), self.lang, self.display_names())
        return line if isinstance(event, LOG_HEADINGS) else f"  {line.lstrip()}" if not isinstance(event, INDENTED) else line

    def _reader(self, event: Event) -> int | None:
        if event.private_to is None:
            return self.viewer
        mine = [s for s in event.private_to if self.person(s) == self.person(self.viewer)]
        return mine[0] if mine else self.viewer

    # -- after a change ---------------------------------------------------------------------
    def data_changed(self, db: CardDatabase) -> None:
        """Edited card data (issue #6): names, texts and layouts come from the new database."""
        self.cat = Catalogue.of(self.session.game)
        self.words = EventWords(self.cat)
        self.labels = ActionLabels(self.cat)
        self._names = {}
        self.rebuild()

    def refresh(self) -> None:
        self._sync()
        super().refresh()
        self._fit_bar()

    def _sync(self) -> None:
        """Read what the table lights up from the engine: legal actions and the forecast."""
        view = self.view()
        self._legal = legal = self.session.legal_actions()
        cells = [CELLS.index(h.cell) for h in view.heroes]
        self.choices = Choices.of(view.decision["kind"], legal, cells)
        self.forecast = attack_forecast(self.session) if view.attack is not None else None
        self.special_refusal = self._special_refusal(view, legal)
        if view.attack is None:
            self.coop_times = {}
        self._history = tally(e for _, e in self.session.events) if self.mode(view) != "table" else History()
        active = self.active_seat(view)
        hand = view.heroes[active].hand if active is not None else []
        if self.selected_card is not None and (view.decision["kind"] != "turn" or self.selected_card not in hand):
            self.selected_card = None
        if self.armed_item is not None and not any(isinstance(a, A.UseItem) and a.item == self.armed_item
                                                   for a in legal):
            self.armed_item = None
        self._dirty = True

    def _special_refusal(self, view: FatalFightView, legal: list[Action]) -> str:
        """Why the attacker's attack special move can't join now (life, FF-R5c; Shoot, FF-R7), once per change."""
        attack = view.attack
        if attack is None or any(isinstance(a, A.AddSpecial) for a in legal):
            return ""
        if not self.cat.character(view.heroes[attack.seat].character).special.is_attack:
            return ""
        why = self.session.game.explain_illegal(self.session.state, A.AddSpecial(attack.seat))
        return engine_message(why, self.lang)

    def refresh_table(self) -> None:
        self._fill_hand()

    def play(self, action: Action) -> list[Event] | None:
        """Send ``action``; when it ran the enemy phase, play that back step by step. A co-op
        count's − / + (``CoopStep``) only changes the button."""
        if isinstance(action, CoopStep):
            self.step_coop(action)
            return None
        was = self.person(self.viewer)
        events = super().play(action)
        if events is None:
            return None
        speed = self.app.settings.animation_speed
        if speed > 0:
            steps = self.session.keyframes(self.viewer)
            if steps:
                self.playback = Playback(steps, speed)
                self._start_step()
        now = self.person(self.viewer)
        if was is not None and now is not None and now != was:
            self.handoff.show(now, was, self.lang)  # another person acts now: pass the mouse
        return events + self.answer_own_offer(action)

    def answer_own_offer(self, action: Action) -> list[Event]:
        """Solo co-op is one click (issue #14): when the helper offered to is played by the same
        person, the engine's own "join in" answer follows the offer at once."""
        if not isinstance(action, A.OfferCoop) or self.person(action.seat) != self.person(action.helper):
            return []
        accept = next((a for a in self._legal if isinstance(a, A.AnswerCoop) and a.accept), None)
        return (self.play(accept) or []) if accept is not None else []

    def undo(self) -> None:
        """One undo takes back a one-click co-op whole (the answer and the offer)."""
        steps = len(self.session.log)
        pair = [entry["action"]["type"] for entry in self.session.log[-2:]] == ["OfferCoop", "AnswerCoop"]
        super().undo()
        if pair and len(self.session.log) == steps - 1 and self.session.decision().kind == "coop":
            super().undo()

    def on_events(self, events: list[Event]) -> None:
        """Floating notes for what happened; autosave at each round's start and each briefing (FF-R0)."""
        played_back = self.app.settings.animation_speed > 0 and any(isinstance(e, EnemyPhaseStarted) for e in events)
        if self.playback is not None:
            self._held.extend(events)  # shown once the enemy phase has played out
        elif not played_back:
            self._add_marks(events)
        if any(isinstance(e, RoundStarted) for e in events) or self.session.decision().kind == "briefing":
            self.autosave()

    def action_rect(self, action: Action) -> pygame.Rect | None:
        """Where ``action`` is clicked, for the hint and the guide to light (issue #27)."""
        return action_rect(self, action)

    def learn_icons(self) -> IconSet:
        """F1 draws the card icons and the table's own (move points, piles)."""
        return self.cat.icons

    # -- what is shown ------------------------------------------------------------------------
    def active_seat(self, view: FatalFightView) -> int | None:
        """The hero whose panel and hand are up: the one taking a turn, else the one deciding."""
        if view.turn is not None:
            return view.turn
        seat = view.decision.get("seat")
        return seat if isinstance(seat, int) else self.viewer

    def mode(self, view: FatalFightView) -> str:
        kind = view.decision["kind"]
        return {"over": "over", "briefing": "briefing", "reward": "clear"}.get(kind, "table")

    # -- time -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self._tick_playback(dt)
        self._age_marks(dt)
        if self.playback is None and self.handoff.up:
            self.handoff.update(dt)
            if not self.handoff.up:
                self.app.wake()

    def next_wake(self) -> float | None:
        if not self.curtain.down and (self.playback is not None or self.marks):
            return 0.0
        wake = super().next_wake()
        if self.handoff.up:  # sleep until the banner goes
            return self.handoff.left if wake is None else min(wake, self.handoff.left)
        return wake
