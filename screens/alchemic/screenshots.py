"""Headless screenshot states of the Alchemic table (``main.py screenshot alchemic``)."""

from __future__ import annotations

from typing import Any

from engine.alchemic.bots import HeuristicBot
from engine.core.kernel.bots import play
from engine.core.kernel.rng import Rng
from screens.alchemic.table import AlchemicTable


def table_after_reveal(app: Any, seed: int) -> AlchemicTable:
    """The table right after a battle's reveal: the arithmetic shown, the next player to act."""
    screen = AlchemicTable.new_game(app, seed)
    assert isinstance(screen, AlchemicTable)
    session, game = screen.session, screen.game
    bot, rng = HeuristicBot(game.cards), Rng.from_seed(seed)
    while not game.is_over(session.state):
        play(session, session.decision().seats[0], bot, rng)
        report = session.state.last_battle
        if report is not None and report.defended and session.state.turn >= 4:
            break
    screen.viewer = session.decision().seat
    screen._view = None
    screen.curtain.lift()
    return screen


def deck_builder(app: Any, seed: int) -> Any:
    """The deck builder with a shipped deck loaded and two cards taken out (28/30)."""
    from screens.alchemic.deck_builder import DeckBuilder

    screen = DeckBuilder(app)
    screen.load_next()
    for card in list(screen.draft.counts)[:2]:
        screen.remove(card)
    return screen


def setup_screen(app: Any, seed: int) -> Any:
    """The new-game setup with a bot opponent chosen."""
    from screens.alchemic.setup import AlchemicSetup

    screen = AlchemicSetup(app)
    screen.opponent = 2
    return screen
