"""The shipped ``data/fatal_fight`` content loads without problems and plays whole campaigns."""

from __future__ import annotations

from pathlib import Path

from engine.core.data.loader import load_data
from engine.core.kernel.bots import Driver, RandomBot
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.game import FatalFight, all_cards
from engine.fatal_fight.schema import SPEC

DATA = Path(__file__).resolve().parents[3] / "data"


def test_shipped_data_loads_and_every_character_plays_a_campaign() -> None:
    result = load_data(SPEC, DATA, None)
    assert [str(p) for p in result.problems] == []
    game = FatalFight(result.db)
    characters = list(game.cards.characters)
    for start in range(0, len(characters), 3):
        setup = {"heroes": [{"character": c, "player": c} for c in characters[start:start + 3]],
                 "variants": ["FF-V3", "FF-V4", "FF-V6", "FF-V7"]}
        for seed, bot in ((start, Driver(game, HeuristicBot(game), bot_rng(0))),
                          (start + 1, Driver(game, RandomBot(), bot_rng(start)))):
            state = game.new_state(setup, seed)
            cards = all_cards(state)
            while not game.is_over(state):
                game.apply(state, bot.next_action(state))
            assert all_cards(state) == cards and state.result in ("won", "lost")
