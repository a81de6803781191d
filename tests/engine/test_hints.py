"""The hint key's advice (issue #27): the game's best bot from the seat's view only, so the advice
is the same in states that differ only in what the seat cannot see."""

from __future__ import annotations

import copy
import importlib
from typing import Any

import pytest

from engine import registry
from engine.core.kernel.hints import advise, hint_rng
from engine.core.kernel.session import Session
from engine.core.kernel.view import Hidden

HINTED = [e.id for e in registry.with_part("hint")]


def _game(game_id: str) -> Any:
    return registry.resolve(registry.entry(game_id).engine).load()


def _adviser(game_id: str) -> Any:
    ref = registry.entry(game_id).hint
    assert ref is not None
    return importlib.import_module(ref)


def _other_hidden(game_id: str, state: Any, seat: int) -> Any:
    """A copy of ``state`` that differs only where ``seat`` cannot see."""
    other = copy.deepcopy(state)
    if game_id == "alchemic":
        them = other.players[1 - seat]
        pool = list(them.hand) + list(them.deck)
        pool.reverse()  # the opponent's hand and deck order change, their sizes do not
        them.hand.cards[:], them.deck.cards[:] = pool[: len(them.hand)], pool[len(them.hand):]
    elif game_id == "mysaga":
        them = other.seats[1 - seat]
        unused = [s for s in range(len(them.deck)) if s not in them.hand]
        them.hand[:] = unused[: len(them.hand)]
    else:  # fatal-fight: the enemy and stage decks are face down
        other.enemy_deck.cards.reverse()
        other.stage_deck.cards.reverse()
    return other


def _untimed(bot: Any) -> Any:
    """The bot bounded by its rollout count only: a wall-clock budget would make two runs differ on
    a loaded machine, which says nothing about what the seat can see."""
    if hasattr(bot, "budget_s"):
        bot.budget_s = float("inf")
    return bot


def test_three_games_register_a_hint_adviser() -> None:
    assert set(HINTED) == {"fatal-fight", "alchemic", "mysaga"}


@pytest.mark.parametrize("game_id", HINTED)
def test_the_hint_is_the_same_whatever_the_seat_cannot_see(game_id: str) -> None:
    game = _game(game_id)
    entry = registry.entry(game_id)
    table = registry.resolve(entry.table_screen)
    session = Session.new(game, dict(table.default_setup.__func__(table, _FakeApp())), 5, "lenient")
    seat = session.decision().seats[0]
    state = session.state
    other = _other_hidden(game_id, state, seat)
    assert game.encode_state(other) != game.encode_state(state), "the hidden part must really differ"
    assert game.bot_view(other, seat) == game.bot_view(state, seat)
    adviser = _adviser(game_id)
    first = advise(game, state, seat, _untimed(adviser.best_bot(game)), adviser.explain, hint_rng(5, 0))
    second = advise(game, other, seat, _untimed(adviser.best_bot(game)), adviser.explain, hint_rng(5, 0))
    assert first == second
    assert first.action in game.legal_actions(state, seat)
    assert first.why.get("en") and first.why.get("ja") != first.why.get("en")


def test_a_hint_never_sees_hidden_cards_in_its_view() -> None:
    """What the adviser hands the bot is the seat's view: the opponent's hand is Hidden."""
    game = _game("alchemic")
    state = game.new_state({"decks": ["flame-academy", "shadow-legion"], "players": ["A", "B"]}, 3)
    seat = game.decision(state).seats[0]
    view = game.bot_view(state, seat)
    assert isinstance(view.sides[1 - seat].hand, Hidden) or all(isinstance(c, Hidden) for c in view.sides[1 - seat].hand)


class _FakeApp:
    """Enough of an App for a table's ``default_setup`` (the language of default names)."""

    class settings:  # noqa: N801 - mirrors App.settings
        language = "en"
