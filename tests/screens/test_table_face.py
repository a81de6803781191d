"""The table face (issue #24): every game's cards at table size, text never under the floor."""

from __future__ import annotations

from functools import lru_cache

import pygame
import pytest

from engine.core.kernel.view import Hidden
from engine.core.saves.userdirs import SHIPPED_DATA
from screens.cli.card_sets import load_card_sets
from screens.gallery.cardset import GameSet
from screens.kit.cards.renderer import CardFace
from screens.kit.cards.table_paint import fair_shares, muted
from screens.kit.table_face import FLOOR_PX, FaceState, TableFace, floor_px


@lru_cache(maxsize=1)
def _sets() -> tuple[GameSet, ...]:
    pygame.init()
    return tuple(s for s in load_card_sets("all", SHIPPED_DATA, None) if s.layouts is not None)


def _faces(game: GameSet) -> list[CardFace]:
    return [CardFace(e.kind, e.data) for e in game if not e.raw and game.has_template(e.kind)]


GAMES = ("alchemic", "fatal-fight", "mysaga", "fertcg", "dannocomachi")


def _game(name: str) -> GameSet:
    return next(s for s in _sets() if s.game == name)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("size", "scale"), [((136, 190), 1.0), ((204, 285), 1.5)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_card_of_every_game_is_drawn_at_or_above_the_floor(game: str, size: tuple[int, int],
                                                                 scale: float, lang: str) -> None:
    game_set = _game(game)
    renderer = game_set.renderer()
    assert renderer is not None
    faces = TableFace(renderer)
    cards = _faces(game_set)
    assert cards
    for card in cards:
        surface = faces.draw(card, size, lang=lang, scale=scale)
        facts = faces.facts(card, size, lang=lang, scale=scale)
        assert surface.get_size() == size
        assert facts.texts, f"{card.card['id']}: nothing drawn"
        assert facts.title_px >= floor_px(scale), card.card["id"]
        assert facts.smallest() >= floor_px(scale), (card.card["id"], facts.texts)
        for text, _px in facts.texts:  # a cut line ends in an ellipsis after some words
            assert text.strip("…") and not text.endswith(" "), (card.card["id"], text)


def test_the_name_and_stats_come_first_and_a_long_text_is_cut_with_an_ellipsis() -> None:
    game_set = _game("alchemic")
    faces = TableFace(game_set.renderer())  # type: ignore[arg-type]  # alchemic has layouts
    card = next(c for c in _faces(game_set) if c.card["id"] == "mira-ashgrove")
    facts = faces.facts(card, (120, 168), lang="en", scale=1.0)
    shown = [t for t, _ in facts.texts]
    assert shown[0] == card.card["name_en"] or shown[0].endswith("…")
    assert f"AP {card.card['ap']}" in shown and f"DP {card.card['dp']}" in shown
    assert facts.cut and shown[-1].endswith("…")


def test_faces_are_cached_on_every_input() -> None:
    game_set = _game("alchemic")
    renderer = game_set.renderer()
    assert renderer is not None
    faces = TableFace(renderer)
    card = _faces(game_set)[0]
    first = faces.draw(card, (136, 190), lang="en", scale=1.0)
    assert faces.draw(card, (136, 190), lang="en", scale=1.0) is first
    assert faces.draws == 1
    others = [
        faces.draw(card, (136, 190), lang="ja", scale=1.0),
        faces.draw(card, (137, 190), lang="en", scale=1.0),
        faces.draw(card, (136, 190), lang="en", scale=1.25),
        faces.draw(card, (136, 190), lang="en", scale=1.0, state=FaceState(dimmed=True)),
        faces.draw(card, (136, 190), lang="en", scale=1.0, state=FaceState(selected=True)),
        faces.draw(card, (136, 190), lang="en", scale=1.0, state=FaceState(face_down=True)),
    ]
    assert faces.draws == 7 and all(o is not first for o in others)
    edited = CardFace(card.kind, {**card.card, "name_en": "Somebody Else"})
    faces.draw(edited, (136, 190), lang="en", scale=1.0)
    assert faces.draws == 8


def test_hidden_and_face_down_cards_show_only_the_back() -> None:
    game_set = _game("alchemic")
    faces = TableFace(game_set.renderer())  # type: ignore[arg-type]
    card = _faces(game_set)[0]
    down = faces.draw(card, (136, 190), lang="en", scale=1.0, state=FaceState(face_down=True))
    hidden = faces.draw(Hidden("card", "alchemic"), (136, 190), lang="en", scale=1.0)
    assert pygame.image.tobytes(down, "RGBA") == pygame.image.tobytes(hidden, "RGBA")
    assert faces.facts(Hidden("card", "alchemic"), (136, 190), lang="en", scale=1.0).texts == []


def test_a_dimmed_card_keeps_its_text_contrast() -> None:
    """Dimming mutes colours toward their own grey: the lightness (so the contrast of the text
    drawn on a chip) stays; the old veil darkened everything (issue #24)."""
    red = (179, 38, 30, 255)
    grey = muted(red, 1.0)
    assert grey[0] == grey[1] == grey[2]
    lightness = 0.299 * red[0] + 0.587 * red[1] + 0.114 * red[2]
    assert abs(grey[0] - lightness) <= 1


def test_fair_shares_give_every_text_a_line_before_any_gets_two() -> None:
    assert fair_shares([9, 3], 4) == [2, 2]
    assert fair_shares([1, 5], 4) == [1, 3]
    assert fair_shares([2, 2, 2], 2) == [1, 1, 0]
    assert fair_shares([1, 1], 9) == [1, 1]


def test_the_floor_grows_with_the_scale() -> None:
    assert floor_px(1.0) == FLOOR_PX
    assert floor_px(1.5) == 18 and floor_px(1.25) == 15
