"""The catalog: every registered game is importable, loads its data, and is named alike everywhere."""

import pytest

from engine import catalog


@pytest.mark.parametrize("game_id", sorted(catalog.GAMES))
def test_catalog_title_matches_the_game_class(game_id: str) -> None:
    assert catalog.TITLES[game_id] == dict(catalog.game_class(game_id).title)


@pytest.mark.parametrize("game_id", sorted(catalog.GAMES))
def test_registered_game_loads_from_shipped_data(game_id: str) -> None:
    game = catalog.load_game(game_id)
    assert game.id == game_id


def test_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(KeyError, match="fatal-fight"):
        catalog.game_class("chess")
    assert catalog.game_title("chess", "ja") == "chess"
