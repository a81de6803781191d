"""The Fatal Fight table (issue #5): the board, the enemy queues, the heroes, the hand, the log.

Input becomes engine actions through ``play``; what lights up is read from the engine once per
change (``Lit``). The table owns its parts and passes each what it needs (issue #24): how it looks
(``TableLook``: layout from window × scale, painters, marks, notes), input (``TableInput``), the
action bar (``BarFiller``), the enemy-phase playback (``EnemyPhase``). No part imports the table.
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
from engine.fatal_fight.events.flow import RoundStarted
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.view import FatalFightView
from screens.fatal_fight.buttons import Buttons
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.choices import Choices
from screens.fatal_fight.handoff import HandoffBanner
from screens.fatal_fight.kept import scene_key
from screens.fatal_fight.labels import ActionLabels
from screens.fatal_fight.layout import NEEDS_AT_1X
from screens.fatal_fight.learn_rects import action_rect
from screens.fatal_fight.lit import Lit, fatal_fight
from screens.fatal_fight.picks import Picks, active_seat, mode_of
from screens.fatal_fight.playback import Playback
from screens.fatal_fight.prompt import Prompt, prompt_for, replay_prompt
from screens.fatal_fight.scene import Scene
from screens.fatal_fight.seats import HeroSeats
from screens.fatal_fight.table_bar import (
    BarFiller,
    CoopStep,
    fit_bar,
)
from screens.fatal_fight.table_input import Hooks, TableInput
from screens.fatal_fight.table_look import TableLook
from screens.fatal_fight.table_paint import TableParts
from screens.fatal_fight.table_playback import EnemyPhase
from screens.fatal_fight.wording import EventWords
from screens.kit.action_bar import ActionBar, ActionButton
from screens.kit.base import is_click
from screens.kit.cards.icons import IconSet
from screens.kit.cards.renderer import CardItem
from screens.kit.i18n import tr
from screens.kit.table_base import TableScreen
from screens.shell.games import new_game_screen

if TYPE_CHECKING:
    from screens.kit.screen import Host as App


class FatalFightTable(TableScreen):
    """Fatal Fight on the shared table scaffolding (``TableScreen``)."""

    game_id: ClassVar[str] = FatalFight.id
    NEEDS_AT_1X: ClassVar[tuple[int, int]] = NEEDS_AT_1X

    def __init__(self, app: App, session: Session[Any], *, save_path: Path | None = None) -> None:
        self.cat = Catalogue.of(fatal_fight(session))
        self.words, self.labels = EventWords(self.cat), ActionLabels(self.cat)
        self.lit = Lit()
        self.picks = Picks()
        self.seats = HeroSeats(session)
        self.phase = EnemyPhase(self._add_marks, self.refresh)  # status, log, hand and bar follow the frame shown
        self.look = TableLook(self.cat)
        self.panel_buttons = Buttons()
        self.handoff = HandoffBanner()
        self.input = TableInput(session, self.picks, Hooks(
            view=self.view, parts=lambda: self.parts, origin=lambda: self.table_rect, play=self.play,
            say=lambda text, at: self.look.say(text, at), picked=self._picked,
            rewritten=lambda: self._changed(self.viewer), person=self.person, back=self.back,
            new_game=lambda: self.app.replace(new_game_screen(self.app, self.game_id)), lang=lambda: self.lang))
        self.filler = BarFiller(self.cat.game.cards.rewards, self.action_label)
        self._worded: tuple[tuple[Any, ...], Prompt] | None = None
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
        return self.seats.person(seat)

    def hotseat(self) -> bool:
        """A curtain only when the screen passes to another person (never in solo co-op)."""
        return self.seats.several() and self.person(self.viewer) != self.person(self.viewer_seat())

    def viewer_seat(self) -> int | None:
        return self.seats.viewer(self.session.decision(), self.viewer)

    def seat_name(self, seat: int | None) -> str:
        """A seat is a hero: "Ryuji Goda to play" (with the player's name when several play; issue #25)."""
        names = self.display_names()
        return names[seat] if seat is not None and 0 <= seat < len(names) else "—"

    def display_names(self) -> list[str]:
        return self.seats.names(self.view(), self.cat, self.lang)

    def log_reader(self) -> str | None:
        return self.person(self.viewer)  # the log is worded for a person (one may run several heroes)

    def word_event(self, step: int, event: Event) -> str:
        """Every event worded for the person who may read it (a private one: its owner's person)."""
        return self.words.log_line(event.for_seat(self.seats.reader(event, self.viewer)), self.lang,
                                   self.display_names())

    def log_events(self) -> list[tuple[int, Event]]:
        """The log up to the frame being shown: the steps not played back yet stay out (issue #14.2)."""
        events, hidden = super().log_events(), self.phase.unshown_events()
        return events[:len(events) - hidden] if hidden else events

    def _status_text(self) -> str:
        if self.playback is not None:
            return tr("fatal_fight.status.enemy_phase", self.lang, round=self.shown_view().round)
        return super()._status_text()

    # -- after a change ---------------------------------------------------------------------
    def data_changed(self, db: CardDatabase) -> None:
        """Edited card data (issue #6): names, texts and layouts come from the new database."""
        self.cat = Catalogue.of(fatal_fight(self.session))
        self.words, self.labels = EventWords(self.cat), ActionLabels(self.cat)
        self.seats.forget()
        self.filler = BarFiller(self.cat.game.cards.rewards, self.action_label)
        self.look = TableLook(self.cat)
        self.rebuild()

    def refresh(self) -> None:
        """After a change: read what is lit (once), then the scaffolding's widgets and the hand."""
        view = self.view()
        self.lit = Lit.read(self.session, view, self.cat, self.lang)
        self.input.lit(self.choices, self.lit.legal)
        self.picks.forget(view, self.lit.legal)
        self.look.dirty = True
        super().refresh()
        fit_bar(self.action_bar, self.look.scale)

    @property
    def choices(self) -> Choices:
        return self.lit.choices

    def refresh_table(self) -> None:
        if self.parts is not None:
            view, live = self.shown_view(), self.playback is None and not self.replaying
            self.parts.fill_hand(self.cat, view, self.active_seat(view), self.choices,
                                 live and self.choices.kind in ("turn", "attack"),
                                 None if self.replaying else self.picks.selected_card)

    def play(self, action: Action) -> list[Event] | None:
        """Send ``action``; when it ran the enemy phase, play that back step by step. A co-op
        count's − / + (``CoopStep``) only changes the button."""
        if isinstance(action, CoopStep):
            if BarFiller.step_coop(action, self.choices, self.picks):
                self._picked()
            return None
        was = self.person(self.viewer)
        events = super().play(action)
        if events is None:
            return None
        self.handoff.follow(was, self.person(self.viewer), self.lang)
        answer = self.seats.own_answer(action, self.lit.legal)  # solo co-op: one click (issue #14)
        return events + ((self.play(answer) or []) if answer is not None else [])

    def undo(self) -> None:
        """One undo takes back a one-click co-op whole (the answer and the offer)."""
        steps = len(self.session.log)
        pair = [entry["action"]["type"] for entry in self.session.log[-2:]] == ["OfferCoop", "AnswerCoop"]
        super().undo()
        if pair and len(self.session.log) == steps - 1 and self.session.decision().kind == "coop":
            super().undo()

    def on_events(self, events: list[Event]) -> None:
        """Floating marks (or the enemy phase played back); autosave at each round's start and briefing (FF-R0)."""
        self.phase.played(events, lambda: self.session.keyframes(self.viewer), self.app.settings.animation_speed)
        if any(isinstance(e, RoundStarted) for e in events) or self.session.decision().kind == "briefing":
            self.autosave()

    def action_rect(self, action: Action) -> pygame.Rect | None:
        """Where ``action`` is clicked, for the hint and the guide to light (issue #27)."""
        on_table = self.parts is not None and self.mode(self.view()) == "table"
        return action_rect(self.parts, self.view(), self.table_rect, action) if on_table else None

    def learn_icons(self) -> IconSet:
        return self.cat.icons

    def active_seat(self, view: FatalFightView) -> int | None:
        return active_seat(view, self.viewer)

    def mode(self, view: FatalFightView) -> str:
        return mode_of(view)

    @property
    def playback(self) -> Playback | None:
        return self.phase.playback

    @property
    def parts(self) -> TableParts | None:
        return self.look.parts

    def shown_view(self) -> FatalFightView:
        """The view being drawn: the live one, or the enemy-phase step being played back."""
        return self.phase.shown(self.view())

    def scene(self) -> Scene:
        view, still = self.shown_view(), self.playback is not None or self.replaying  # the past offers nothing
        lit = Lit(history=self.lit.history) if still else self.lit
        return lit.scene(view, self.cat, self.lang, self.look.scale, self.display_names(), self.active_seat(view),
                         Picks() if still else self.picks, None if still else self.input.hover, self.phase.spotlight())

    def _preview_item(self) -> CardItem | None:
        """The card under the pointer, to show large (none over the rules reference or a playback)."""
        if self.coach.reference.open or self.playback is not None:
            return None
        view = self.shown_view()
        return self.look.preview_item(self.cat, view, self.active_seat(view), self.input.hover, self.mode(view) == "table")

    # -- layout and drawing -------------------------------------------------------------------
    def build_table(self, rect: pygame.Rect) -> None:
        """The shell's frame re-cut from the window × the scale (``TableLook``): the player's scale,
        else the largest this window holds, and then the table says so (issue #24)."""
        scale = self.look.fitted(self.size, self.app.settings.ui_scale, self.app.preferences.ui_scale,
                                 self.NEEDS_AT_1X, self.lang, self.app.toast)
        frame = self.look.build(self.size, scale, self.px(46), self.cat, self.lang, self.panel_buttons, self.labels)
        self.make_log_panel(frame.log, frame.log_font)
        self.action_bar = ActionBar(frame.bar, font_size=frame.bar_font)
        self.table_rect = frame.table

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.covered() or self.parts is None:
            return
        item = None if self.modal_open() else self._preview_item()  # never over Save as / Leave (issue #24)
        self.look.draw_preview(surface, item, self.input.pointer)
        if self.playback is None and not self.replaying:
            self.handoff.draw(surface, self.table_rect, self.look.px(22))

    def draw_table(self, surface: pygame.Surface, view: Any) -> None:
        mode = self.mode(self.shown_view()) if self.playback is None else "table"
        self.look.draw(surface, self.scene, mode, self._prompt)

    def _prompt(self, scene: Scene) -> Prompt:
        """The prompt strip's words, worded once per change (the pointer does not change them)."""
        key = (scene_key(scene), self.replaying, self.words, self.phase.step)
        if self._worded is None or self._worded[0] != key:
            self._worded = key, replay_prompt(scene) if self.replaying else prompt_for(scene, self.words, self.phase.step)
        return self._worded[1]

    def _add_marks(self, events: list[Event]) -> None:
        self.look.add_marks(events, self.cat, self.lang, self.app.settings.animation_speed)

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.curtain.down and self.phase.takes(event):
            return
        if is_click(event):
            self.handoff.dismiss()  # the next person has the mouse
            self.look.note.hide()
        super().handle_event(event)
        if not self.covered() and self.save_dialog is None and self.input.table_event(event):
            self.look.dirty = True

    def on_key(self, event: pygame.event.Event) -> None:
        takes_escape = any(b.hotkey == "escape" for b in self.action_bar.buttons)
        if not (self.save_dialog is None and self.input.key(event, takes_escape)):
            super().on_key(event)

    def _picked(self) -> None:
        self.action_bar.set_buttons(self._bar_buttons())
        fit_bar(self.action_bar, self.look.scale)
        self.refresh_table()
        self.look.dirty = True

    def action_label(self, action: Action) -> str:
        return self.labels.on_table(action, self.view(), self.lit.forecast, self.lang, self.display_names())

    def _bar_buttons(self) -> list[ActionButton]:
        attack = self.view().attack
        return self.filler.for_table(self.playback is not None, self.session.decision().kind, self.lit, self.picks,
                                     attack.seat if attack else None, self.lang)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.phase.update(dt)
        self.look.floating.age(dt, self.app.settings.animation_speed or 1.0)
        if self.look.note.age(dt) | (self.playback is None and self.handoff.update(dt)):
            self.app.wake()  # the note or the banner has gone

    def next_wake(self) -> float | None:
        if not self.curtain.down and (self.playback is not None or self.look.floating.marks):
            return 0.0
        wakes = [w for w in (super().next_wake(), self.look.wake_in(self.handoff)) if w is not None]
        return min(wakes) if wakes else None  # sleep until the banner or the note goes
