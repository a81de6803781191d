"""What one seat can see, through every path a player has, held against the game's policy (issue #21).

A game's policy (``engine.core.kernel.policy``) declares card by card what is hidden from whom
(``TablePolicy.cards``); it reads the raw state. ``Knowledge`` follows a game step by step and
says, for each seat, which words (card ids and names) would give away a card it has never been
shown. ``Seer`` records everything the app draws in a frame — every line of text any font
renders, every card face the card renderer draws, every pygame-gui text — so a path is checked
on what reaches the screen, not on what a view promises.

The paths (``check_paths``): the seat's table (the frame, the whole log, the action bar, hovering
over the table, each card's menu, the view itself where it carries no open deck lists), undo
then redo then the curtain, a timeout, hand to bot and taking the seat back, the autosave's Load list entry, Continue,
and the replay viewer of the unfinished save with every view it offers. Whoever is at the screen
is modelled: the seat whose view it was, until a curtain is lifted by the next person.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import pygame

from engine import registry
from engine.core.kernel.policy import TablePolicy
from engine.core.kernel.session import Session
from engine.core.kernel.undo import entry_seat
from engine.core.kernel.view import Hidden
from screens.kit.cards.renderer import CardRenderer
from screens.kit.log_panel import LogPanel
from screens.kit.table_base import TableScreen
from screens.kit.table_face import PLAIN, TableFace
from screens.kit.text import fonts
from screens.replay.log import ReplayLog
from screens.replay.screen import open_replay
from screens.shell.app import App
from screens.shell.games import open_save, table_class
from screens.shell.load_screen import LoadScreen


@dataclass(frozen=True)
class Case:
    """One game to play at random: which game, how many seats, which seed."""

    game_id: str
    seats: int
    seed: int

    def __str__(self) -> str:
        return f"{self.game_id}-{self.seats}seats-seed{self.seed}"


def hidden_games() -> list[registry.GameEntry]:
    """Every registered game with a table whose policy hides cards (a game added later is in)."""
    return [e for _, e in sorted(registry.GAMES.items()) if e.table_screen and e.policy().hides]


def cases(seed: int = 1) -> list[Case]:
    return [Case(e.id, n, seed) for e in hidden_games() for n in e.policy().seat_counts()]


def make_game(game_id: str) -> Any:
    cls = registry.resolve(registry.entry(game_id).engine)
    return cls.load() if hasattr(cls, "load") else cls()


# -- what each seat may know ------------------------------------------------------------------


@cache
def _pattern(word: str) -> re.Pattern[str]:
    if word.isascii():  # an id or an English name: whole words only ("c1" is not in "c12")
        return re.compile(r"(?<![\w-])" + re.escape(word) + r"(?![\w-])")
    return re.compile(re.escape(word))


def _strings(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(set(), *(_strings(k) | _strings(v) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return set().union(set(), *(_strings(v) for v in value))
    return set()


def leaks(text: str, words: Iterable[str]) -> list[str]:
    """The ``words`` that appear in ``text``."""
    return sorted(w for w in words if w and _pattern(w).search(text))


@dataclass
class Knowledge:
    """What each seat may read now; what would give away the rest.

    A card hidden now is unnamed now, whatever it was before (a character turned face down, a
    card dealt again in the next game): the log, whose lines tell of earlier moments, is checked
    line by line at the step it tells of (``play_and_check``), so a screen is held to the present.
    """

    game: Any
    policy: TablePolicy
    seats: int
    last_open: list[set[str]] = field(default_factory=list)  # words open to each seat before the last step

    def __post_init__(self) -> None:
        self.last_open = [set() for _ in range(self.seats)]

    def update(self, state: Any) -> None:
        """A step is over: remember what each seat sees now."""
        for seat in range(self.seats):
            self.last_open[seat] = self._open(state, seat)

    def shown(self, state: Any, events: Iterable[Any]) -> None:
        """A step's public reveal (an event marked ``reveals`` that every seat reads) names cards to
        everyone, also when the same step hides them again (a game's last reveal, then a new deal)."""
        named: set[str] = set()
        for event in events:
            if event.reveals and event.private_to is None:
                named |= _strings(event.data)
        if not named:
            return
        words = {w for c in self.policy.cards(self.game, state, 0) if c.instance in named or c.words[0] in named
                 for w in c.words}
        for seat in range(self.seats):
            self.last_open[seat] |= words

    def _open(self, state: Any, seat: int) -> set[str]:
        return {w for c in self.policy.cards(self.game, state, seat) if not c.hidden for w in c.words}

    def forbidden(self, state: Any, seat: int, *, step_before: bool = False) -> set[str]:
        """Words naming a card hidden from ``seat`` now that it may not name (no copy of it open to
        it; ``step_before``: nor open to it before the last step, for that step's log lines)."""
        cards = self.policy.cards(self.game, state, seat)
        hidden = {w for c in cards if c.hidden for w in c.words}
        allowed = {w for c in cards if not c.hidden for w in c.words}
        if step_before:
            allowed |= self.last_open[seat]
        return hidden - allowed

    def forbidden_to_anyone(self, state: Any, *, step_before: bool = False) -> set[str]:
        """Words one seat or another may not read: what a screen anyone may open must not show."""
        return set().union(*(self.forbidden(state, s, step_before=step_before) for s in range(self.seats)))


# -- what reaches the screen ----------------------------------------------------------------------


class Seer:
    """Records every text rendered and every card face drawn while the app draws frames."""

    def __init__(self, monkeypatch: Any) -> None:
        self.seen: list[str] = []
        self.quiet = 0  # inside a card face: its own text is the card's (recorded by its id and names)
        seer = self

        class SpyFont(pygame.font.Font):
            def render(self, text: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
                if not seer.quiet:
                    seer.seen.append(str(text))
                return super().render(text, *args, **kwargs)

        render = CardRenderer.render

        def quiet_render(renderer: CardRenderer, *args: Any, **kwargs: Any) -> Any:
            seer.quiet += 1
            try:
                return render(renderer, *args, **kwargs)
            finally:
                seer.quiet -= 1

        surface_for = CardRenderer.surface_for

        def record(item: Any) -> None:
            if not isinstance(item, Hidden):
                card = item.card
                seer.seen.append(" ".join(str(getattr(card, name, "")) for name in ("id", "name", "name_en")))

        def spy_surface_for(renderer: CardRenderer, item: Any, **kwargs: Any) -> pygame.Surface:
            record(item)
            return surface_for(renderer, item, **kwargs)

        face_draw = TableFace.draw

        def spy_face_draw(faces: TableFace, item: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
            # a table face (issue #24) is a card face too: recorded by the card, its own text quiet
            if not kwargs.get("state", PLAIN).face_down:
                record(item)
            seer.quiet += 1
            try:
                return face_draw(faces, item, *args, **kwargs)
            finally:
                seer.quiet -= 1

        monkeypatch.setattr(TableFace, "draw", spy_face_draw)
        monkeypatch.setattr(pygame.font, "Font", SpyFont)
        # the log is a path of its own, checked line by line at the step it tells of (its history
        # may name a card shown then and hidden now)
        monkeypatch.setattr(LogPanel, "draw", lambda panel, surface: None)
        monkeypatch.setattr(ReplayLog, "draw", lambda panel, surface: None)
        monkeypatch.setattr(CardRenderer, "surface_for", spy_surface_for)
        monkeypatch.setattr(CardRenderer, "render", quiet_render)
        fonts.get_font.cache_clear()

    def look(self, app: App, frames: int = 1) -> str:
        """Draw ``frames`` frames; everything shown in them as one text."""
        self.seen.clear()
        for _ in range(frames):
            fonts.text_surface.cache_clear()  # a text drawn from the cache is drawn all the same
            app.wake()
            app.frame(1 / 60, [])
        screen = app.top
        manager = getattr(screen, "manager", None)
        if manager is not None:
            for element in manager.get_sprite_group().sprites():
                if element.visible:
                    self.seen.append(str(getattr(element, "text", "") or getattr(element, "html_text", "") or ""))
        self.seen.extend(toast.text for toast in app.toasts)
        return "\n".join(self.seen)


# -- the paths ------------------------------------------------------------------------------------


@dataclass
class Finding:
    path: str
    seat: int | None
    step: int
    words: list[str]

    def __str__(self) -> str:
        who = "anyone" if self.seat is None else f"seat {self.seat}"
        return f"step {self.step}, {self.path}: {who} can read {self.words}"


@dataclass
class Check:
    """The checks at one moment of a game; ``findings`` collects every leak."""

    case: Case
    app: App
    seer: Seer
    knowledge: Knowledge
    session: Session[Any]
    findings: list[Finding] = field(default_factory=list)

    @property
    def step(self) -> int:
        return len(self.session.log)

    def fresh_session(self) -> Session[Any]:
        s = self.session
        return Session.replay(s.game, s.setup, s.seed, s.log, s.undo_mode)

    def expect(self, path: str, seat: int | None, text: str, state: Any) -> None:
        words = (self.knowledge.forbidden_to_anyone(state) if seat is None
                 else self.knowledge.forbidden(state, seat))
        found = leaks(text, words)
        if found:
            self.findings.append(Finding(path, seat, self.step, found))

    def table_for(self, seat: int, session: Session[Any] | None = None) -> TableScreen:
        """The game's table on a copy of the game, showing ``seat``'s view, curtain lifted."""
        while self.app.top is not None and not isinstance(self.app.top, _Floor):
            self.app.pop()
        table = table_class(self.case.game_id)(self.app, session or self.fresh_session())
        self.app.push(table)
        table.viewer = seat
        table._view = None  # noqa: SLF001
        table.curtain.lift()
        table.moment.close()
        table.refresh()
        return table

    # each path ---------------------------------------------------------------------------------

    def table_paths(self, seat: int) -> None:
        """The seat's own table: the frame, the whole log, hovering, every card's menu, the view."""
        table = self.table_for(seat)
        state = table.session.state
        self.expect("table", seat, self.seer.look(self.app, 2), state)
        if not table.session.game.policy.open_lists:
            self.expect("view", seat, repr(table.view()), state)
        area = table.table_rect
        hovered = []
        for x in range(area.left + 20, area.right, max(40, area.width // 9)):
            for y in range(area.top + 20, area.bottom, max(40, area.height // 5)):
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
                hovered.append(self.seer.look(self.app))
        self.expect("hover", seat, "\n".join(hovered), state)
        spots = getattr(table, "spots", None)
        if spots is not None and hasattr(table, "menu_entries"):
            labels = [entry.label for spot in spots() for entry in table.menu_entries(spot, spot.key)]
            self.expect("menu", seat, "\n".join(labels), state)

    def undo_redo_paths(self, seat: int) -> None:
        """The seat presses Undo, then Redo: whatever shows before a curtain is lifted is the seat's."""
        table = self.table_for(seat)
        steps = len(table.session.log)
        table.undo()
        if table.curtain.down:  # undo by this seat passed the screen on: only this seat is there to lift it
            table.curtain.lift()
        self._person_looks("undo", seat, table)
        if len(table.session.log) < steps:
            table.curtain.lift()
            table.moment.close()
            table.redo()
            self._person_looks("redo", seat, table)

    def timeout_path(self, seat: int) -> None:
        """The seat's time runs out while it decides."""
        if not self.session.decision().owes(seat) or self.session.timeout_action(seat) is None:
            return
        table = self.table_for(seat)
        self.app.settings.turn_timer = 5
        try:
            table.update(6.0)
            self._person_looks("timeout", seat, table)
        finally:
            self.app.settings.turn_timer = 0

    def hand_to_bot_path(self, seat: int) -> None:
        """The seat hands itself to the bot and watches until the next person's curtain."""
        if not self.session.decision().owes(seat):
            return
        table = self.table_for(seat)
        hand_to_bot = getattr(table, "hand_to_bot", None)
        if hand_to_bot is None:
            return
        hand_to_bot()
        for _ in range(60):
            if table.curtain.down or table.session.decision().seat is None:
                break
            if table.moment.up:
                self.expect("hand to bot: moment", None, self.seer.look(self.app), table.session.state)
                table.moment.close()
            else:
                self.expect("hand to bot", seat, self.seer.look(self.app), table.session.state)
            table.update(1.0)
        take_back = getattr(table, "take_back", None)
        if take_back is not None and seat in table.bots.seats():
            if table.moment.up:
                table.moment.close()
            table.curtain.lift()
            take_back()  # the person comes back: whoever looks next could be anyone at the table
            self.expect("take back from bot", None, self.seer.look(self.app), table.session.state)

    def _person_looks(self, path: str, seat: int, table: TableScreen) -> None:
        """``seat``'s player looks at the screen after ``path``: a public moment is everyone's;
        what shows before any curtain must hide what is hidden from ``seat``."""
        state = table.session.state
        if table.moment.up:
            self.expect(f"{path}: moment", None, self.seer.look(self.app), state)
            table.moment.close()
        if not table.curtain.down:
            self.expect(path, seat, self.seer.look(self.app, 2), state)

    def saved_paths(self) -> None:
        """Anyone may open these: the Load list's entry, Continue, the replay of the unfinished save."""
        table = self.table_for(0)
        path = table.save_as(f"privacy-{self.step}")
        assert path is not None, self.app.toasts
        state = table.session.state
        self.app.push(LoadScreen(self.app))
        self.expect("load list", None, self.seer.look(self.app, 2), state)
        self.app.pop()
        opened = open_save(self.app, path)  # what Continue and Load → Open do
        self.app.push(opened)
        if not opened.covered():
            self.expect("continue", None, self.seer.look(self.app, 2), state)
        self.app.pop()
        viewer = open_replay(self.app, path)
        self.app.push(viewer)
        for point in viewer.viewpoints():
            viewer.seat = point
            viewer.seek(viewer.tape.length)
            viewer._sync_table()  # noqa: SLF001
            self.expect(f"replay ({point})", None, self.seer.look(self.app, 2), state)
        self.app.pop()

    def everything(self) -> None:
        for seat in range(self.case.seats):
            self.table_paths(seat)
            self.undo_redo_paths(seat)
            self.timeout_path(seat)
            self.hand_to_bot_path(seat)
        self.saved_paths()


class _Floor:
    """Marks the bottom of the app's stack the harness keeps (a title screen)."""


def play_and_check(case: Case, app: App, seer: Seer, *, steps: int = 90, checks: int = 3,
                   log_every_step: bool = True) -> list[Finding]:
    """Random legal play of ``case``; the log for every seat at every step, every path at
    ``checks`` moments spread over the game. Returns every leak found."""
    game = make_game(case.game_id)
    policy: TablePolicy = game.policy
    session = Session.new(game, policy.sample_setup(game, case.seats), case.seed, "strict")
    knowledge = Knowledge(game, policy, case.seats)
    knowledge.update(session.state)
    rng = random.Random(case.seed)
    findings: list[Finding] = []
    moments = {3 + i * steps // checks for i in range(checks)}  # early (a short game ends soon), then spread
    words_of = _LogReader(app, case.game_id, session)
    for step in range(1, steps + 1):
        seats = session.decision().seats
        if not seats:
            break
        seat = rng.choice(seats)
        legal = session.legal_actions(seat)
        if not legal:
            break
        events = session.apply(rng.choice(legal))
        knowledge.shown(session.state, events)
        if log_every_step:  # each seat's log, and an onlooker's (the replay of an unfinished save)
            for reader in [*range(case.seats), None]:
                text = "\n".join(words_of(reader, len(session.log) - 1, e) for e in events)
                words = (knowledge.forbidden_to_anyone(session.state, step_before=True) if reader is None
                         else knowledge.forbidden(session.state, reader, step_before=True))
                found = leaks(text, words)
                if found:
                    findings.append(Finding("log", reader, len(session.log), found))
        if not policy.open_lists:  # each seat's view itself, at every step (no open deck lists in it)
            for reader in range(case.seats):
                found = leaks(repr(session.view(reader)), knowledge.forbidden(session.state, reader))
                if found:
                    findings.append(Finding("view", reader, len(session.log), found))
        findings += undo_takes_nothing_hidden(session, case.seats)
        knowledge.update(session.state)
        if step in moments and session.decision().seats:  # a game over shows everything it likes
            check = Check(case, app, seer, knowledge, session)
            check.everything()
            findings += check.findings
    return findings


def undo_takes_nothing_hidden(session: Session[Any], seats: int) -> list[Finding]:
    """Each seat's Undo, tried and redone: it never takes back another seat's step hidden from it
    (its player could then replay the game knowing it, or pass the screen to that step's owner)."""
    found: list[Finding] = []
    for seat in range(seats):
        if not session.can_undo(seat):
            continue
        steps = len(session.log)
        before = session.game.encode_state(session.state)
        session.undo(seat)
        taken = [e for owner, e in _events_of(session, steps) if owner != seat and e.hidden_from(seat)]
        while len(session.log) < steps:
            session.redo()
        assert session.game.encode_state(session.state) == before, "undo then redo changed the game"
        if taken:
            found.append(Finding("undo", seat, steps, sorted({e.kind for e in taken})))
    return found


def _events_of(session: Session[Any], steps: int) -> list[tuple[int | None, Any]]:
    """The events of the steps just undone (from the log's length now up to ``steps``), each with
    the seat that took its step, replayed on a copy."""
    done = len(session.log)
    redo = list(reversed(session.redo_stack))[: steps - done]
    copy = Session.replay(session.game, session.setup, session.seed, [*session.log, *redo], session.undo_mode)
    return [(entry_seat(copy.log[step]), e) for step, e in copy.events if step >= done]


class _LogReader:
    """Words one event for one seat, the way the game's table does (one table kept for it)."""

    def __init__(self, app: App, game_id: str, session: Session[Any]) -> None:
        self.table = table_class(game_id)(app, session)

    def __call__(self, seat: int | None, step: int, event: Any) -> str:
        self.table.viewer = seat
        return self.table.marked_line(step, event)
