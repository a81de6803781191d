"""Where a Fatal Fight action is clicked on the table (issue #27): the hint and the first-game
guide light it there (an enemy queue, a cell, a hand card, a hero token); the action bar's
buttons are found by the shared coach itself."""

from __future__ import annotations

import pygame

from engine.core.kernel.game import Action
from engine.fatal_fight import actions as A
from engine.fatal_fight.board import CELLS, step_target
from engine.fatal_fight.view import FatalFightView
from screens.fatal_fight.table_paint import TableParts


def action_rect(parts: TableParts | None, view: FatalFightView, area: pygame.Rect, action: Action) -> pygame.Rect | None:
    """The screen rect of what a player clicks for ``action`` on the board drawn by ``parts`` in
    ``area`` (None: nothing on the board)."""
    if parts is None:
        return None
    board = parts.board
    rect: pygame.Rect | None = None
    if isinstance(action, A.StartAttack):
        rect = board.geo.queue(action.entry)
    elif isinstance(action, A.Move):
        target = step_target(CELLS.index(view.heroes[action.seat].cell), action.direction)
        rect = board.geo.cell(target) if target is not None else None
    elif isinstance(action, A.OfferCoop):
        centre = board.token_centre(action.helper)
        radius = board.token_radius()
        rect = pygame.Rect(0, 0, 2 * radius, 2 * radius) if centre is not None else None
        if rect is not None and centre is not None:
            rect.center = centre
    else:
        card = getattr(action, "card", None)
        hand = parts.hand
        if card is not None and card in hand.keys:
            slot = next((s for s in hand.slots if s.index == hand.keys.index(card)), None)
            if slot is not None:
                rect = pygame.Rect(0, 0, *slot.size)
                rect.center = (round(hand.drawn_center(slot).x), round(hand.drawn_center(slot).y))
    return rect.move(area.topleft) if rect is not None else None
