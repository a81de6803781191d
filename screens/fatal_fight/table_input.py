"""Input on the Fatal Fight table: clicks and keys, routed to engine actions.

A click on something lit plays the legal action filed under it (``Choices``); a click on
something unlit asks the engine why its candidate action is refused (``explain_illegal``)
and says so — the screen never builds an action of its own guessing (issue #9 split).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.core.kernel.game import Action
from engine.fatal_fight import actions as A
from engine.fatal_fight.board import CELLS
from screens.fatal_fight.choices import Choices
from screens.fatal_fight.ending import NEW_CAMPAIGN, TO_TITLE
from screens.fatal_fight.scene import Hit
from screens.kit.base import is_click
from screens.kit.i18n import engine_message
from screens.shell.games import new_game_screen

if TYPE_CHECKING:
    from screens.fatal_fight.table import FatalFightTable

MOVE_KEYS = {pygame.K_w: "up", pygame.K_s: "down", pygame.K_a: "left", pygame.K_d: "right"}
SKIP_KEYS = (pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)


class InputRouting:
    """Mixin of ``FatalFightTable``: events in, actions (or the engine's refusals) out."""

    def handle_event(self: FatalFightTable, event: pygame.event.Event) -> None:
        if not self.curtain.down and self.playback is not None:
            if (event.type == pygame.KEYDOWN and event.key in SKIP_KEYS) or is_click(event):
                self._finish_playback()
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                return
        if is_click(event):
            self.handoff.dismiss()  # the next person has the mouse
        super().handle_event(event)  # type: ignore[misc]
        if not self.curtain.down and self.save_dialog is None:
            self._table_event(event)

    def on_key(self: FatalFightTable, event: pygame.event.Event) -> None:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if event.key == pygame.K_ESCAPE and not ctrl and self.save_dialog is None:
            if self.selected_card is not None or self.armed_item is not None:
                self._select(None)  # a chosen card or an item waiting for its confirmation is let go
                return
            if any(b.hotkey == "escape" for b in self.action_bar.buttons):
                return  # the bar's Call off takes it
        if event.key in MOVE_KEYS and not ctrl:
            self._move_key(MOVE_KEYS[event.key])
            return
        super().on_key(event)  # type: ignore[misc]

    def _move_key(self: FatalFightTable, direction: str) -> None:
        move = next((a for a in self.choices.moves.values() if a.direction == direction), None)
        if move is not None:
            self.play(move)
        else:
            self._refuse(next((a for a in self._refusals() if isinstance(a, A.Move) and a.direction == direction),
                              None))

    # -- refusals: the engine says why -------------------------------------------------------
    def _refusals(self: FatalFightTable) -> list[Action]:
        """The engine's candidate actions for the deciding seat that are not legal now."""
        legal = set(self._legal)
        return [a for a in self.session.game.candidates(self.session.state) if a not in legal]

    def _refused(self: FatalFightTable) -> Choices:
        """The refused candidates filed by what a player clicks for them (like ``self.choices``)."""
        cells = [CELLS.index(h.cell) for h in self.view().heroes]
        return Choices.of(self.choices.kind, self._refusals(), cells)

    def _refuse(self: FatalFightTable, action: Action | None) -> None:
        """Toast the engine's reason why ``action`` (a real candidate) is refused; nothing changes."""
        if action is None:
            return
        reason = self.session.game.explain_illegal(self.session.state, action)
        self.app.toast(self.tr("table.illegal", reason=engine_message(reason, self.lang)), error=True)

    # -- the table --------------------------------------------------------------------------
    def _local(self: FatalFightTable, pos: tuple[int, int]) -> tuple[int, int]:
        return pos[0] - self.table_rect.left, pos[1] - self.table_rect.top

    def _table_event(self: FatalFightTable, event: pygame.event.Event) -> None:
        if self.layout is None:
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            local = self._local(event.pos)
            before = self.hand.hovered
            if self.mode(self.view()) == "table":
                self.hand.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=local, rel=(0, 0), buttons=(0, 0, 0)))
            self._set_hover(self._hit(local) if self.table_rect.collidepoint(event.pos) else None)
            if self.hand.hovered != before:
                self._dirty = True
        elif is_click(event) and self.table_rect.collidepoint(event.pos):
            local = self._local(event.pos)
            if self.mode(self.view()) == "table":
                clicked = self.hand.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=local, button=1))
                if clicked is not None:
                    card = self.view().heroes[self.active_seat(self.view()) or 0].hand[clicked.index]
                    self._card_clicked(card)
                    return
            hit = self._hit(local)
            if hit is not None:
                self._click(hit)
        elif event.type == pygame.KEYDOWN and self.mode(self.view()) == "table" and not (
                event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)):
            before = self.hand.hovered
            clicked = self.hand.handle_event(event)
            if clicked is not None:
                self._card_clicked(self.view().heroes[self.active_seat(self.view()) or 0].hand[clicked.index])
            if self.hand.hovered != before:
                self._dirty = True

    def _card_clicked(self: FatalFightTable, card: Any) -> None:
        if not isinstance(card, str):
            return
        if self.choices.kind == "attack":
            add = self.choices.card_action(card, A.AddCard)
            if add is not None:
                self.play(add)
            else:
                self._refuse(self._refused().card_action(card, A.AddCard))
        elif self.choices.kind == "turn":
            self._select(None if self.selected_card == card else card)

    def _select(self: FatalFightTable, card: str | None) -> None:
        self.selected_card = card
        self.armed_item = None
        self.action_bar.set_buttons(self._bar_buttons())
        self._fit_bar()
        self._fill_hand()
        self._dirty = True

    def _click(self: FatalFightTable, hit: Hit) -> None:
        """A click on the table: the legal action it stands for, or the engine's reason why not."""
        if hit.kind == "button":
            self._button(hit.key)
            return
        if self.session.decision().seat is None:
            return
        if self.armed_item is not None and hit != Hit("item", self.armed_item):
            self._arm_item(None)  # anything else clicked: the item is kept
        if hit.kind == "cell":
            move = self.choices.moves.get(hit.key)
            self.play(move) if move is not None else self._refuse(self._refused().moves.get(hit.key))
        elif hit.kind in ("entry", "foe"):
            entry = hit.key if hit.kind == "entry" else hit.key[0]
            start = self.choices.attacks.get(entry)
            self.play(start) if start is not None else self._refuse(self._refused().attacks.get(entry))
        elif hit.kind == "hero":
            offer = self.choices.coop_offer(hit.key, self.coop_times.get(hit.key, 1))  # "Co-op ×N" as set
            self.play(offer) if offer is not None else self._refuse(self._refused().coops.get(hit.key))
        elif hit.kind == "item":
            attack = self.view().attack
            options = self.choices.items.get(hit.key, [])
            if attack is not None and hit.key in attack.items:
                self._take_out_item(hit.key)  # a second click takes it back out (issue #25)
            elif len(options) == 1 and isinstance(options[0], A.UseItem) and self.armed_item != hit.key:
                self._arm_item(hit.key)  # used up for good: the first click asks, the second uses
            elif len(options) == 1:
                self._arm_item(None)
                self.play(options[0])
            elif not options:
                self._refuse(next(iter(self._refused().items.get(hit.key, [])), None))
        elif hit.kind == "special":
            special = self.choices.special
            self.play(special) if special is not None else self._refuse(self._refused().special)

    def _arm_item(self: FatalFightTable, item: str | None) -> None:
        """An item to use once confirmed (its second click, Enter, or the bar's button); None disarms."""
        self.armed_item = item
        if item is not None:
            self.selected_card = None
        self.action_bar.set_buttons(self._bar_buttons())
        self._fit_bar()
        self._fill_hand()
        self._dirty = True

    def _take_out_item(self: FatalFightTable, item: str) -> None:
        """Take an item back out of the attack being built: the attack's steps since it was added are
        taken back and played again without it. Only the attacker's own steps are played again: a
        helper's answer is theirs to give (then the reason is said and nothing changes)."""
        session = self.session
        codec = session.game.codec
        steps = [codec.decode(entry["action"]) for entry in session.log]
        added = next((i for i in range(len(steps) - 1, -1, -1)
                      if isinstance(steps[i], A.AddItem) and steps[i].item == item), None)
        if added is None:
            return
        later = steps[added + 1:]
        me = self.person(steps[added].seat)
        if any(self.person(a.seat) != me for a in later):
            self.app.toast(self.tr("fatal_fight.attack.take_out_helpers"), error=True)
            return
        if added < session.undo_floor:
            refusal = session.undo_refusal()
            self.app.toast(engine_message(refusal, self.lang) if refusal is not None else "", error=True)
            return
        before = self.viewer
        for _ in range(len(steps) - added):
            session.undo()
        for action in later:
            session.apply(action)
        self._changed(before)

    def _button(self: FatalFightTable, value: Any) -> None:
        """A button on a panel: an engine action, or the ending's way out."""
        if isinstance(value, Action):
            self.play(value)
        elif value == TO_TITLE:
            self.back()
        elif value == NEW_CAMPAIGN:
            self.app.replace(new_game_screen(self.app, self.game_id))
