"""The replay viewer: any save of any game, watched step by step (issue #16).

Generic over the table interface: the game's own ``TableScreen`` draws the board (its
``draw_table`` of the chosen seat's view), but it gets no input, so nothing can be
played; this screen owns the controls and the log. Keys: ←/→ step, Home/End, PageUp/
PageDown previous/next turn, [ / ] previous/next round (or type its number), Space play/pause,
+/- speed, S next view, Esc back.

A replay of an unfinished game is sealed (issue #21): it shows only what every seat may see (an
onlooker's view, its log worded for an onlooker), and says so; once the game on the tape has
ended, any seat's view and everything (``Game.everything_view``: every hand face up) are offered.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider, UILabel, UITextEntryLine

from engine.core.kernel.errors import EngineError
from engine.core.kernel.events import EVERY_SEAT
from engine.core.saves.replay import NOT_ENDED, Tape
from screens.kit.screen import Screen, draw_backdrop
from screens.replay.log import ReplayLog
from screens.shell.games import save_game_maker, table_class

if TYPE_CHECKING:
    from screens.kit.screen import Host
    from screens.kit.table_base import TableScreen

SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0)  # steps per second
ALL: Literal["all"] = "all"  # the view of everything, once the game has ended
Viewpoint = int | None | Literal["all"]  # a seat, an onlooker (None) or everything


def open_replay(app: Host, path: Path, *, step: int = 0, seat: Viewpoint = 0) -> ReplayScreen:
    """A replay of the save at ``path``. Raises SaveError (also for a game with no table), and
    EngineError when everything is asked of a game that has not ended."""
    return ReplayScreen(app, Tape.open(path, save_game_maker(app, path)), step=step, seat=seat)


class ReplayScreen(Screen):
    """Controls on top and bottom, the game's board in the middle, the log on the right."""

    def __init__(self, app: Host, tape: Tape, *, step: int = 0, seat: Viewpoint = 0) -> None:
        super().__init__(app)
        if seat == ALL and not tape.ended:
            raise EngineError(NOT_ENDED)
        self.tape = tape
        self.step = max(0, min(step, tape.length))
        self.seat: Viewpoint = seat if seat in self.viewpoints() else self.viewpoints()[0]
        self.playing = False
        self.speed_index = 1
        self._clock = 0.0
        self.table: TableScreen = table_class(tape.game.id)(app, tape.at(self.step))
        self.table.curtain.lift()
        self.table.replaying = True  # the table draws the past: no live prompt, nothing lit
        self.log = ReplayLog(pygame.Rect(0, 0, 1, 1))
        self._lines_for: tuple[str, int | Literal["all"] | None] | None = None
        self._slider: UIHorizontalSlider | None = None
        self._status: UILabel | None = None
        self._play: Any = None
        self._seat_button: Any = None
        self._speed_button: Any = None
        self._round_entry: UITextEntryLine | None = None
        self._round_label: UILabel | None = None

    # -- what is shown ---------------------------------------------------------------------

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    def viewpoints(self) -> list[Viewpoint]:
        """Once the game on the tape has ended: every seat, the onlooker and everything; before
        that, only the onlooker (sealed: a seat's view would show its hand to whoever watches)."""
        if not self.tape.ended:
            return [None]
        return [*range(self.tape.seat_count), None, ALL]

    def seat_label(self) -> str:
        if self.seat == ALL:
            return self.tr("replay.everything")
        if self.seat is None:
            return self.tr("replay.onlooker") if self.tape.ended else self.tr("replay.sealed")
        names = self.tape.final.seat_names()
        name = names[self.seat] if self.seat < len(names) else str(self.seat + 1)
        return self.tr("replay.seat", n=self.seat + 1, name=name)

    def _sync_table(self) -> None:
        """The embedded table shows the game at ``step`` from ``seat``'s side."""
        table = self.table
        table.session = self.tape.at(self.step)
        table.viewer = None if self.seat == ALL else self.seat
        table.ensure_built()
        # the table's view cache, keyed on the session it just got and the viewpoint
        table._view = self.tape.everything_at(self.step) if self.seat == ALL else None  # noqa: SLF001
        table.refresh()
        key = (self.lang, self.seat)
        if key != self._lines_for:
            self._lines_for = key
            self.log.set_lines(self._worded())
        self.log.show_step(self.step)
        self._refresh_controls()
        self.app.wake()

    def _worded(self) -> list[tuple[int, str]]:
        """Every event of the replayable steps, worded by the game for the chosen seat."""
        table = self.table
        table.session = self.tape.final
        table.viewer = EVERY_SEAT if self.seat == ALL else self.seat  # everything: every event read whole
        lines = [(0, table.marked_line(-1, e)) for e in self.tape.setup_events]
        lines += [(step + 1, table.marked_line(step, e)) for step, e in self.tape.events]
        table.session = self.tape.at(self.step)
        table.viewer = None if self.seat == ALL else self.seat
        return lines

    def status_text(self) -> str:
        text = self.tr("replay.status", step=self.step, total=self.tape.length, speed=f"{self.speed:g}")
        turn = sum(1 for s in self.tape.turns if s <= self.step)
        text += "　·　" + self.tr("replay.turn", n=turn, total=len(self.tape.turns))
        if self.tape.problem is not None and self.step == self.tape.length:
            text += "　·　" + self.tr("replay.broken_at", step=self.tape.length + 1)
        return text

    def round_text(self) -> str:
        """The round the current step is in, as the game names it, and its number on the tape."""
        index = self.tape.round_at(self.step)
        if index is None:
            return self.tr("replay.no_round_yet", total=len(self.tape.rounds))
        name = self.tape.rounds[index][1].label.get(self.lang)
        return self.tr("replay.round", name=name, n=index + 1, total=len(self.tape.rounds))

    # -- moving ----------------------------------------------------------------------------

    def seek(self, step: int) -> None:
        step = max(0, min(step, self.tape.length))
        if step != self.step:
            self.step = step
            self._sync_table()

    def next_turn(self, direction: int) -> None:
        if direction > 0:
            later = [s for s in self.tape.turns if s > self.step]
            self.seek(later[0] if later else self.tape.length)
        else:
            earlier = [s for s in self.tape.turns if s < self.step]
            self.seek(earlier[-1] if earlier else 0)

    def next_round(self, direction: int) -> None:
        """To the start of the next round, or of this one (then the one before) going back."""
        starts = [start for start, _ in self.tape.rounds]
        if direction > 0:
            later = [s for s in starts if s > self.step]
            self.seek(later[0] if later else self.tape.length)
        else:
            earlier = [s for s in starts if s < self.step]
            self.seek(earlier[-1] if earlier else 0)

    def seek_round(self, number: int) -> bool:
        """To the start of round ``number`` (1 = the first round on the tape); False if there is none."""
        if not 1 <= number <= len(self.tape.rounds):
            return False
        self.seek(self.tape.rounds[number - 1][0])
        return True

    def _typed_round(self, text: str) -> None:
        number = int(text) if text.strip().isdigit() else 0
        if not self.seek_round(number):
            self.app.toast(self.tr("replay.no_round", text=text.strip(), total=len(self.tape.rounds)), error=True)

    def toggle_play(self) -> None:
        if self.step >= self.tape.length:
            self.seek(0)
        self.playing = not self.playing
        self._clock = 0.0
        self._refresh_controls()

    def change_speed(self, step: int) -> None:
        self.speed_index = max(0, min(len(SPEEDS) - 1, self.speed_index + step))
        self._refresh_controls()

    def next_seat(self) -> None:
        order = self.viewpoints()
        self.seat = order[(order.index(self.seat) + 1) % len(order)]
        self._sync_table()

    # -- widgets ---------------------------------------------------------------------------

    def build(self) -> None:
        table = self.table
        table.ensure_built()
        px = self.px
        width, _height = self.size
        x = px(12)
        row = pygame.Rect(x, px(10), px(96), px(36))
        controls = (
            (self.tr("replay.back"), self.back, px(96)), (self.tr("replay.start"), lambda: self.seek(0), px(48)),
            (self.tr("replay.prev_turn"), lambda: self.next_turn(-1), px(48)),
            (self.tr("replay.prev"), lambda: self.seek(self.step - 1), px(48)),
            (self.tr("replay.play"), self.toggle_play, px(96)), (self.tr("replay.next"), lambda: self.seek(self.step + 1), px(48)),
            (self.tr("replay.next_turn"), lambda: self.next_turn(1), px(48)),
            (self.tr("replay.end"), lambda: self.seek(self.tape.length), px(48)),
            (self.tr("replay.slower"), lambda: self.change_speed(-1), px(48)),
            (self.tr("replay.faster"), lambda: self.change_speed(1), px(48)),
        )
        for text, action, w in controls:
            row.width = w
            button = self.button(row.copy(), text, action, cls="@toolbar")
            if action == self.toggle_play:
                self._play = button
            row.x += w + px(6)
        sealed_tip = None if self.tape.ended else self.tr("replay.sealed_tip")
        self._seat_button = self.button(pygame.Rect(row.x, row.y, px(200), row.height), "", self.next_seat,
                                        cls="@toolbar", tooltip=sealed_tip)
        status_left = row.x + px(210)
        self._status = self.label(pygame.Rect(status_left, row.y, max(px(40), width - status_left - px(12)), row.height),
                                  "", cls="@status")
        bar = table.action_bar.rect
        rounds = px(468) if self.tape.rounds else 0
        self._slider = UIHorizontalSlider(
            pygame.Rect(bar.left, bar.centery - px(16), max(px(80), bar.width - rounds), px(32)), self.step,
            (0, max(1, self.tape.length)), self.manager, click_increment=1,
        )
        self._round_label = None
        if rounds:  # the round now; previous round, a typed round number (Enter), next round
            spot = pygame.Rect(self._slider.rect.right + px(8), bar.centery - px(17), px(252), px(34))
            self._round_label = self.label(spot.copy(), "", cls="@status")
            spot.x, spot.width = spot.right + px(4), px(48)
            self.button(spot.copy(), self.tr("replay.prev_round"), lambda: self.next_round(-1), cls="@toolbar",
                        tooltip=self.tr("replay.prev_round_tip"))
            spot.x += spot.width + px(4)
            self._round_entry = UITextEntryLine(pygame.Rect(spot.x, spot.y, px(100), spot.height), self.manager,
                                                placeholder_text=self.tr("replay.round_no"))
            spot.x += px(104)
            self.button(spot.copy(), self.tr("replay.next_round"), lambda: self.next_round(1), cls="@toolbar",
                        tooltip=self.tr("replay.next_round_tip"))
        self.log = ReplayLog(table.log_panel.rect.copy(), font_size=table.log_panel.font.size)
        self._lines_for = None
        self._sync_table()

    def _refresh_controls(self) -> None:
        if self._status is not None:
            self._status.set_text(self.status_text())
        if self._round_label is not None:
            self._round_label.set_text(self.round_text())
        if self._play is not None:
            self._play.set_text(self.tr("replay.pause") if self.playing else self.tr("replay.play"))
        if self._seat_button is not None:
            self._seat_button.set_text(self.seat_label())
        if self._slider is not None and int(self._slider.get_current_value()) != self.step:
            self._slider.set_current_value(self.step)

    # -- the frame -------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        self.log.handle_event(event)

    def on_ui_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self._slider:
            self.seek(int(round(event.value)))
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self._round_entry:
            self.stop_typing()  # Enter sends the number and gives the keys back (End, ←/→ …; issue #25)
            self._typed_round(event.text)

    def on_key(self, event: pygame.event.Event) -> None:
        keys = {
            pygame.K_RIGHT: lambda: self.seek(self.step + 1), pygame.K_LEFT: lambda: self.seek(self.step - 1),
            pygame.K_HOME: lambda: self.seek(0), pygame.K_END: lambda: self.seek(self.tape.length),
            pygame.K_PAGEDOWN: lambda: self.next_turn(1), pygame.K_PAGEUP: lambda: self.next_turn(-1),
            pygame.K_RIGHTBRACKET: lambda: self.next_round(1), pygame.K_LEFTBRACKET: lambda: self.next_round(-1),
            pygame.K_SPACE: self.toggle_play, pygame.K_PLUS: lambda: self.change_speed(1),
            pygame.K_EQUALS: lambda: self.change_speed(1), pygame.K_MINUS: lambda: self.change_speed(-1),
            pygame.K_s: self.next_seat, pygame.K_ESCAPE: self.back,
        }
        action = keys.get(event.key)
        if action is not None:
            action()

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.playing:
            return
        self._clock += dt * self.speed
        if self._clock >= 1.0:
            self._clock -= 1.0
            self.seek(self.step + 1)
            if self.step >= self.tape.length:
                self.playing = False
                self._refresh_controls()

    def next_wake(self) -> float | None:
        return 0.0 if self.playing else None

    def draw(self, surface: pygame.Surface) -> None:
        assert self.manager is not None
        draw_backdrop(surface)
        self.table.draw_scene(surface)
        self.table.draw_table(surface, self.table.view())
        self.log.draw(surface)
        self.manager.draw_ui(surface)
