"""Input on the Fatal Fight table: clicks and keys, routed to engine actions (a part the table owns).

A click on something lit plays the legal action filed under it (``Choices``); a click on
something unlit asks the engine why that action is refused (``explain_illegal``) and says so
at the thing clicked — the screen never builds an action of its own guessing (issue #9 split,
issue #24: every refusal has its reason, a cell too).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from engine.core.kernel.game import Action
from engine.core.kernel.session import Session
from engine.fatal_fight import actions as A
from engine.fatal_fight.board import CELLS, step_target
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.view import FatalFightView
from screens.fatal_fight.choices import Choices
from screens.fatal_fight.ending import NEW_CAMPAIGN, TO_TITLE
from screens.fatal_fight.picks import Picks, active_seat, mode_of
from screens.fatal_fight.scene import Hit
from screens.fatal_fight.table_paint import TableParts
from screens.kit.base import is_click
from screens.kit.i18n import engine_message, tr

MOVE_KEYS = {pygame.K_w: "up", pygame.K_s: "down", pygame.K_a: "left", pygame.K_d: "right"}


@dataclass(frozen=True)
class Hooks:
    """What the input part asks of the table that owns it."""

    view: Callable[[], FatalFightView]  # the live view of the viewing seat
    parts: Callable[[], TableParts | None]  # the painters of the current layout
    origin: Callable[[], pygame.Rect]  # the table area on screen
    play: Callable[[Action], object]  # send an action (the table's ``play``)
    say: Callable[[str, tuple[int, int] | None], None]  # a refusal's words, at a table-local point
    picked: Callable[[], None]  # a pick changed: the bar, the hand and the layer follow
    rewritten: Callable[[], None]  # the session was taken back and played again
    person: Callable[[int | None], str | None]  # who plays a hero
    back: Callable[[], None]  # the ending's "to the title"
    new_game: Callable[[], None]  # the ending's "new campaign"
    lang: Callable[[], str]


class TableInput:
    """Events in, actions (or the engine's refusals, said where the player clicked) out."""

    def __init__(self, session: Session[Any], picks: Picks, hooks: Hooks) -> None:
        self.session = session
        self.picks = picks
        self.hooks = hooks
        self.choices = Choices()
        self.legal: list[Action] = []
        self.hover: Hit | None = None
        self.pointer = (0, 0)

    def lit(self, choices: Choices, legal: list[Action]) -> None:
        """What the table lights up now (computed once per change by the table)."""
        self.choices, self.legal = choices, legal

    # -- keys ---------------------------------------------------------------------------------
    def key(self, event: pygame.event.Event, bar_takes_escape: bool) -> bool:
        """A key the table takes (Esc lets go of a pick, W/A/S/D move); False: not taken."""
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if event.key == pygame.K_ESCAPE and not ctrl:
            if self.picks.selected_card is not None or self.picks.armed_item is not None:
                self.select(None)  # a chosen card or an item waiting for its confirmation is let go
                return True
            return bar_takes_escape  # the bar's Call off takes it
        if event.key in MOVE_KEYS and not ctrl:
            direction = MOVE_KEYS[event.key]
            move = next((a for a in self.choices.moves.values() if a.direction == direction), None)
            if move is not None:
                self.hooks.play(move)
            else:
                self._refuse_step(direction)
            return True
        return False

    # -- refusals: the engine says why -------------------------------------------------------
    def refuse(self, action: Action | None, at: tuple[int, int] | None) -> None:
        """Say the engine's reason why ``action`` is refused, at ``at``; nothing changes."""
        if action is None:
            return
        reason = self.session.game.explain_illegal(self.session.state, action)
        lang = self.hooks.lang()
        self.hooks.say(tr("table.illegal", lang, reason=engine_message(reason, lang)), at)

    def _mover(self) -> int | None:
        seat = self.session.decision().seat
        return seat if seat is not None else active_seat(self.hooks.view(), None)

    def _refuse_step(self, direction: str) -> None:
        """W/A/S/D refused: the engine's reason for that step, said at the hero."""
        seat, parts = self._mover(), self.hooks.parts()
        if seat is None:
            return
        at = parts.board.token_centre(seat) if parts is not None else None
        move = next((a for a in self._refusals() if isinstance(a, A.Move) and a.direction == direction), None)
        self.refuse(move, at) if move is not None else self.hooks.say(tr("fatal_fight.refuse.no_move_now",
                                                                             self.hooks.lang()), at)

    def _refuse_cell(self, index: int, at: tuple[int, int]) -> None:
        """An unlit cell: the engine's reason for the step there, or why it is no step at all."""
        seat = self._mover()
        if seat is None:
            return
        here = CELLS.index(self.hooks.view().heroes[seat].cell)
        move = self._refused().moves.get(index)
        if move is not None:
            self.refuse(move, at)
            return
        near = any(step_target(here, d) == index for d in ("up", "down", "left", "right"))
        key = "fatal_fight.refuse.here" if index == here else \
            "fatal_fight.refuse.no_move_now" if near else "fatal_fight.refuse.far"
        self.hooks.say(tr(key, self.hooks.lang()), at)

    def _refusals(self) -> list[Action]:
        """The engine's candidate actions for the deciding seat that are not legal now."""
        legal = set(self.legal)
        game = self.session.game
        assert isinstance(game, FatalFight)
        return [a for a in game.candidates(self.session.state) if a not in legal]

    def _refused(self) -> Choices:
        """The refused candidates filed by what a player clicks for them (like ``choices``)."""
        cells = [CELLS.index(h.cell) for h in self.hooks.view().heroes]
        return Choices.of(self.choices.kind, self._refusals(), cells)

    # -- the table --------------------------------------------------------------------------
    def table_event(self, event: pygame.event.Event) -> bool:
        """Mouse and keys on the table area; True when the layer must be drawn again."""
        parts = self.hooks.parts()
        if parts is None:
            return False
        area = self.hooks.origin()
        view = self.hooks.view()
        on_table = mode_of(view) == "table"
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            local = (event.pos[0] - area.left, event.pos[1] - area.top)
            was = parts.hand.hovered, self.hover
            if on_table:
                parts.hand.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=local, rel=(0, 0), buttons=(0, 0, 0)))
            self.hover = parts.hit(mode_of(view), local) if area.collidepoint(event.pos) else None
            return (parts.hand.hovered, self.hover) != was
        if is_click(event) and area.collidepoint(event.pos):
            local = (event.pos[0] - area.left, event.pos[1] - area.top)
            if on_table:
                clicked = parts.hand.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=local, button=1))
                if clicked is not None:
                    self._card_clicked(self._hand(view)[clicked.index], local)
                    return True
            hit = parts.hit(mode_of(view), local)
            if hit is not None:
                self.click(hit, local)
            return False
        if event.type == pygame.KEYDOWN and on_table and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            before = parts.hand.hovered
            clicked = parts.hand.handle_event(event)
            if clicked is not None:
                self._card_clicked(self._hand(view)[clicked.index], None)
            return parts.hand.hovered != before
        return False

    @staticmethod
    def _hand(view: FatalFightView) -> list[Any]:
        seat = active_seat(view, None)
        return list(view.heroes[seat].hand) if seat is not None else []

    def _card_clicked(self, card: Any, at: tuple[int, int] | None) -> None:
        if not isinstance(card, str):
            return
        if self.choices.kind == "attack":
            add = self.choices.card_action(card, A.AddCard)
            if add is not None:
                self.hooks.play(add)
            else:
                self.refuse(self._refused().card_action(card, A.AddCard), at)
        elif self.choices.kind == "turn":
            self.select(None if self.picks.selected_card == card else card)

    def select(self, card: str | None) -> None:
        """Choose a hand card (its uses go on the bar); None lets go of the card and the armed item."""
        self.picks.selected_card = card
        self.picks.armed_item = None
        self.hooks.picked()

    def click(self, hit: Hit, at: tuple[int, int] | None = None) -> None:
        """A click on the table: the legal action it stands for, or the engine's reason why not."""
        if hit.kind == "button":  # a panel's button: an engine action, or the ending's way out
            if isinstance(hit.key, Action):
                self.hooks.play(hit.key)
            elif hit.key in (TO_TITLE, NEW_CAMPAIGN):
                (self.hooks.back if hit.key == TO_TITLE else self.hooks.new_game)()
            return
        if self.session.decision().seat is None:
            return
        choices, play = self.choices, self.hooks.play
        if self.picks.armed_item is not None and hit != Hit("item", self.picks.armed_item):
            self.arm_item(None)  # anything else clicked: the item is kept
        if hit.kind == "cell":
            move = choices.moves.get(hit.key)
            play(move) if move is not None else self._refuse_cell(hit.key, at or (0, 0))
        elif hit.kind in ("entry", "foe"):
            entry = hit.key if hit.kind == "entry" else hit.key[0]
            start = choices.attacks.get(entry)
            play(start) if start is not None else self.refuse(self._refused().attacks.get(entry), at)
        elif hit.kind == "hero":
            offer = choices.coop_offer(hit.key, self.picks.coop_times.get(hit.key, 1))  # "Co-op ×N" as set
            play(offer) if offer is not None else self.refuse(self._refused().coops.get(hit.key), at)
        elif hit.kind == "item":
            self._item(hit.key, at)
        elif hit.kind == "special":
            special = choices.special
            play(special) if special is not None else self.refuse(self._refused().special, at)

    def _item(self, item: str, at: tuple[int, int] | None) -> None:
        attack = self.hooks.view().attack
        options = self.choices.items.get(item, [])
        if attack is not None and item in attack.items:
            self._take_out_item(item)  # a second click takes it back out (issue #25)
        elif len(options) == 1 and isinstance(options[0], A.UseItem) and self.picks.armed_item != item:
            self.arm_item(item)  # used up for good: the first click asks, the second uses
        elif len(options) == 1:
            self.arm_item(None)
            self.hooks.play(options[0])
        elif not options:
            self.refuse(next(iter(self._refused().items.get(item, [])), None), at)

    def arm_item(self, item: str | None) -> None:
        """An item to use once confirmed (its second click, Enter, or the bar's button); None disarms."""
        self.picks.armed_item = item
        if item is not None:
            self.picks.selected_card = None
        self.hooks.picked()

    def _take_out_item(self, item: str) -> None:
        """Take an item back out of the attack being built: the attack's steps since it was added are
        taken back and played again without it. Only the attacker's own steps are played again: a
        helper's answer is theirs to give (then the reason is said and nothing changes)."""
        session = self.session
        lang = self.hooks.lang()
        steps = [session.game.codec.decode(entry["action"]) for entry in session.log]
        added = next((i for i, s in reversed(list(enumerate(steps))) if isinstance(s, A.AddItem) and s.item == item),
                     None)
        if added is None:
            return
        later = steps[added + 1:]
        me = self.hooks.person(steps[added].seat)
        if any(self.hooks.person(a.seat) != me for a in later):
            self.hooks.say(tr("fatal_fight.attack.take_out_helpers", lang), None)
            return
        if added < session.undo_floor:
            refusal = session.undo_refusal()
            self.hooks.say(engine_message(refusal, lang) if refusal is not None else "", None)
            return
        for _ in range(len(steps) - added):
            session.undo()
        for action in later:
            session.apply(action)
        self.hooks.rewritten()
